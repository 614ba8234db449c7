"""The casino side views' models (app/casino/models.py), on the rows base both games share: checked by qtmodeltester
through a whole shoe, what they show agrees with the core, and they say exactly what changed (dataChanged with
roles, rows inserted, never a reset in the middle of a session)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QModelIndex, Qt
from pytestqt.modeltest import ModelTester

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.casino.controller import CasinoConfig, CasinoController
from shtoss_desktop.app.casino.models import (
    CasinoBalancesColumn,
    CasinoBalancesModel,
    CasinoBalancesRole,
    CasinoHistoryColumn,
    CasinoHistoryModel,
    CasinoHistoryRole,
    CasinoOddsColumn,
    CasinoOddsModel,
    CasinoOddsRole,
)
from shtoss_desktop.app.rows import RowsModel
from shtoss_desktop.app.shtoss.narration import card_text
from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.core.casino.events import BetDecided, TurnDealt
from shtoss_desktop.core.casino.game import HOUSE, CasinoGame
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.casino.shoe import make_shoe
from shtoss_desktop.core.casino.table import CasinoPhase


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


class Signals:
    """What a model says while it follows the game: its dataChanged (with their roles), inserts and resets."""

    def __init__(self, model: RowsModel[CasinoGame, object]) -> None:
        self.changed: list[tuple[int, int, int, int, list[int]]] = []
        self.inserted: list[tuple[int, int]] = []
        self.resets = 0
        model.dataChanged.connect(lambda top, bottom, roles: self.changed.append(
            (top.row(), top.column(), bottom.row(), bottom.column(), list(roles))))
        model.rowsInserted.connect(lambda _parent, first, last: self.inserted.append((first, last)))
        model.modelReset.connect(self._reset)

    def _reset(self) -> None:
        self.resets += 1


def test_a_bet_changes_one_balance_row_with_the_roles_that_changed(casino: CasinoController) -> None:
    model = CasinoBalancesModel(casino)
    casino.new_session(CasinoConfig(rules=CasinoRules(players=2), seed=12))
    signals = Signals(model)  # type: ignore[arg-type]
    casino.set_chip(25)
    casino.add_chip(Rank.FIVE)
    assert signals.resets == 0
    assert signals.inserted == []
    [(top, left, bottom, right, roles)] = signals.changed
    assert (top, bottom) == (0, 0), "the human's row only"
    # The custom roles answer on every column of a row, so the whole row changes for them.
    assert (left, right) == (CasinoBalancesColumn.PLAYER, CasinoBalancesColumn.ON_LAYOUT)
    assert int(Qt.ItemDataRole.DisplayRole) in roles
    assert {int(CasinoBalancesRole.MONEY), int(CasinoBalancesRole.ON_LAYOUT)} <= set(roles)
    assert int(CasinoBalancesRole.PLAYER) not in roles
    assert model.data(model.index(0, 0), CasinoBalancesRole.MONEY) == 1000 - 25
    assert model.data(model.index(0, 0), CasinoBalancesRole.ON_LAYOUT) == 25
    house = model.rowCount() - 1
    assert model.data(model.index(house, 0), CasinoBalancesRole.PLAYER) == HOUSE
    assert model.data(model.index(house, 0), CasinoBalancesRole.IS_HOUSE) is True


def test_a_turn_adds_one_history_row_and_its_bets_change_it(casino: CasinoController) -> None:
    model = CasinoHistoryModel(casino)
    casino.new_session(CasinoConfig(rules=CasinoRules(players=0), seed=1))
    casino.set_chip(10)
    game = casino.game
    rank = game.shoe[0].rank  # the first turn's loss card decides the human's bet
    casino.add_chip(rank)
    signals = Signals(model)  # type: ignore[arg-type]
    casino.deal()
    assert signals.inserted == [(0, 0)]
    assert signals.resets == 0
    assert all((top, bottom) == (0, 0) for top, _, bottom, _, _ in signals.changed)
    assert all(int(CasinoHistoryRole.DECIDED) in roles for *_, roles in signals.changed)
    assert model.data(model.index(0, 0), CasinoHistoryRole.LOSS_CARD) == game.shoe[0]
    assert model.data(model.index(0, 0), CasinoHistoryRole.RESULT) == -10
    assert model.data(model.index(0, CasinoHistoryColumn.RESULT), Qt.ItemDataRole.DisplayRole) == "\u221210"


def test_only_a_turn_or_a_shoe_changes_the_odds(casino: CasinoController) -> None:
    model = CasinoOddsModel(casino)
    casino.new_session(CasinoConfig(rules=CasinoRules(players=0), seed=3))
    signals = Signals(model)  # type: ignore[arg-type]
    casino.add_chip(Rank.ACE)
    assert signals.changed == [], "a bet leaves the odds as they are"
    casino.deal()
    assert signals.changed
    assert all(int(CasinoOddsRole.P_WIN) in roles and int(Qt.ItemDataRole.ToolTipRole) in roles
               for *_, roles in signals.changed)
    ace = CasinoOddsModel.RANKS.index(Rank.ACE)
    assert model.data(model.index(ace, CasinoOddsColumn.WIN), CasinoOddsRole.EXACT) == casino.game.odds(Rank.ACE).p_win
    assert model.data(model.index(ace, CasinoOddsColumn.LEFT), CasinoOddsRole.EXACT) == casino.game.copies_left(
        Rank.ACE)


@pytest.fixture
def american(qapp: QCoreApplication) -> Iterator[None]:
    """Numbers written the American way (1,000) while the test runs."""
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(before)


def test_any_amount_a_game_can_hold_is_shown_grouped(casino: CasinoController, qtmodeltester: ModelTester,
                                                     american: None) -> None:
    huge = 10**30 + 7
    rules = CasinoRules(players=0)
    game = CasinoGame(rules, ["You"], balances={"You": huge}, shoe=make_shoe(6))
    model = CasinoBalancesModel(casino)
    casino.resume(CasinoConfig(rules=rules, seed=1), game)
    casino.set_chip(10)
    casino.add_chip(Rank.KING)
    qtmodeltester.check(model)
    assert text(model, 0, CasinoBalancesColumn.MONEY) == format_amount(huge - 10)
    assert text(model, 0, CasinoBalancesColumn.MONEY) == "999,999,999,999,999,999,999,999,999,997", "past 64 bits"


def test_a_model_built_in_the_middle_of_a_session_shows_it_all(casino: CasinoController) -> None:
    casino.new_session(CasinoConfig(rules=CasinoRules(players=2), seed=8))
    play_turns(casino, 12)
    late = [CasinoHistoryModel(casino), CasinoBalancesModel(casino), CasinoOddsModel(casino)]
    fresh = [CasinoHistoryModel(casino), CasinoBalancesModel(casino), CasinoOddsModel(casino)]
    assert [m.rowCount() for m in late] == [12, len(casino.game.players) + 1, 13]
    play_turns(casino, 3)
    for model, other in zip(late, fresh, strict=True):
        assert model.rows() == other.rows()
