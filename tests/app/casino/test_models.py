"""The casino side views' models (app/casino/models.py): checked by qtmodeltester through a whole shoe, and what
they show agrees with the core."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from pytestqt.modeltest import ModelTester

from shtoss_desktop.app.casino.controller import CasinoConfig, CasinoController
from shtoss_desktop.app.casino.models import CasinoBalancesModel, CasinoHistoryModel, CasinoOddsModel
from shtoss_desktop.app.shtoss.narration import card_text
from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.core.casino.game import BetDecided, CasinoPhase, TurnDealt
from shtoss_desktop.core.casino.rules import CasinoRules


@pytest.fixture
def casino(qapp: QCoreApplication) -> Iterator[CasinoController]:
    """A controller with no session yet."""
    controller = CasinoController()
    yield controller
    controller.deleteLater()


def text(model: object, row: int, column: int) -> str:
    assert isinstance(model, CasinoHistoryModel | CasinoBalancesModel | CasinoOddsModel)
    return str(model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole))


def play_turns(casino: CasinoController, turns: int) -> None:
    for index in range(turns):
        rank = list(Rank)[index % 13]
        if casino.game.copies_left(rank):
            casino.add_chip(rank)
            if index % 4 == 0:
                casino.set_suit(rank, Suit.SPADES)
        casino.deal()


@pytest.mark.parametrize("model_class", [CasinoHistoryModel, CasinoBalancesModel, CasinoOddsModel])
def test_each_model_passes_the_model_tester_through_a_shoe(
        casino: CasinoController, qtmodeltester: ModelTester, model_class: type) -> None:
    model = model_class(casino)
    qtmodeltester.check(model)
    casino.new_session(CasinoConfig(rules=CasinoRules(players=2), seed=21))
    play_turns(casino, 40)
    qtmodeltester.check(model)
    casino.new_session(CasinoConfig(rules=CasinoRules(players=1), seed=22))
    qtmodeltester.check(model)


def test_the_history_has_a_row_per_turn_with_the_humans_result(casino: CasinoController) -> None:
    model = CasinoHistoryModel(casino)
    casino.new_session(CasinoConfig(rules=CasinoRules(players=2), seed=8))
    play_turns(casino, 30)
    turns = [e for e in casino.game.log if isinstance(e, TurnDealt)]
    assert model.rowCount() == len(turns) == 30
    last = turns[-1]
    assert text(model, 29, 1) == "30"
    assert text(model, 29, 2) == card_text(last.loss_card)
    assert text(model, 29, 3) == card_text(last.win_card)
    decided = [e for e in casino.game.log if isinstance(e, BetDecided)]
    shown = sum(int(text(model, row, 4)) for row in range(model.rowCount()))
    assert shown == len(decided)
    mine = sum(e.gain + e.suit_gain for e in decided if e.player == "You")
    results = [text(model, row, 5) for row in range(model.rowCount())]
    total = sum(int(r.replace("\u2212", "-")) for r in results if r)
    assert total == mine
    casino.new_session(CasinoConfig(rules=CasinoRules(players=0), seed=8))
    assert model.rowCount() == 0
    assert model.headerData(2, Qt.Orientation.Horizontal) == "Loss"


def test_the_balances_follow_the_game_and_the_house(casino: CasinoController) -> None:
    model = CasinoBalancesModel(casino)
    casino.new_session(CasinoConfig(rules=CasinoRules(players=3), seed=12))
    play_turns(casino, 25)
    game = casino.game
    assert model.rowCount() == len(game.players) + 1
    for row, player in enumerate(game.players):
        assert model.money(player) == game.balance(player)
        staked = sum(b.total for b in game.bets_of(player))
        assert text(model, row, 2) == (str(staked) if staked else "")
    assert text(model, model.rowCount() - 1, 0) == "The house"
    house = game.house_result
    expected = ("+" if house > 0 else "\u2212" if house < 0 else "") + str(abs(house))
    assert text(model, model.rowCount() - 1, 1) == expected
    font = model.data(model.index(0, 0), Qt.ItemDataRole.FontRole)
    assert font is not None
    assert font.bold(), "the human's row stands out"


def test_the_odds_table_shows_the_cores_fractions(casino: CasinoController) -> None:
    model = CasinoOddsModel(casino)
    casino.new_session(CasinoConfig(rules=CasinoRules(players=1), seed=2))
    play_turns(casino, 10)
    game = casino.game
    for row, rank in enumerate(CasinoOddsModel.RANKS):
        assert text(model, row, 0) == ("10" if rank is Rank.TEN else rank.char)
        odds = model.odds(rank)
        if game.copies_left(rank):
            assert odds == game.odds(rank)
            assert text(model, row, 1) == str(game.copies_left(rank))
            tip = model.data(model.index(row, 2), Qt.ItemDataRole.ToolTipRole)
            assert tip == f"{odds.p_win.numerator}/{odds.p_win.denominator}"  # type: ignore[union-attr]
        else:
            assert odds is None
    assert model.rowCount(model.index(0, 0)) == 0
    assert model.rowCount(QModelIndex()) == 13
    while game.phase is CasinoPhase.BETTING:
        casino.deal()
    assert all(model.odds(rank) is None for rank in Rank), "no odds once the shoe is dealt out"
