"""The table models: Qt's model checks after a reset and through whole sessions, and exact agreement with the core."""

from __future__ import annotations

from collections.abc import Hashable
from fractions import Fraction

import msgspec
import pytest
from PySide6.QtCore import QLocale, QModelIndex, Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.rows import RowsModel
from shtoss_desktop.app.shtoss.controller import GameController
from shtoss_desktop.app.shtoss.models import (
    HistoryModel,
    HistoryRole,
    OddsColumn,
    OddsModel,
    OddsRole,
    PileColumn,
    PilesModel,
    PilesRole,
    SeatsColumn,
    SeatsModel,
    SeatsRole,
    StakesColumn,
    StakesModel,
    StakesRole,
    StakeState,
)
from shtoss_desktop.app.words import set_russian_indices
from shtoss_desktop.core.cards import Card, Rank
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import Shuffled
from shtoss_desktop.core.shtoss.odds import odds_table
from shtoss_desktop.core.shtoss.rules import BankerRotation, HouseRules, preset
from shtoss_desktop.core.shtoss.table import GameState, Phase
from tests.app.app_helpers import HUMAN, play, start

MODELS = (SeatsModel, StakesModel, PilesModel, HistoryModel, OddsModel)


def column(model: SeatsModel | StakesModel | PilesModel | HistoryModel | OddsModel, col: int, role: int) -> list:
    return [model.index(row, col).data(role) for row in range(model.rowCount())]


def check_against_core(controller: GameController, seats: SeatsModel, stakes: StakesModel, piles: PilesModel,
                       history: HistoryModel, odds: OddsModel) -> None:
    state = controller.game.state()
    assert column(seats, 0, SeatsRole.PLAYER) == [state.banker, *state.punter_seats]
    assert column(seats, 0, SeatsRole.BALANCE) == [state.balance(p) for p in (state.banker, *state.punter_seats)]
    assert column(seats, SeatsColumn.BALANCE, Qt.ItemDataRole.DisplayRole) == [
        format_amount(balance) for balance in column(seats, 0, SeatsRole.BALANCE)]
    assert column(seats, 0, SeatsRole.IS_BANKER) == [True] + [False] * len(state.punter_seats)
    assert column(seats, 0, SeatsRole.HAS_LEFT) == [False] + [p in state.left for p in state.punter_seats]
    assert sum(column(seats, 0, SeatsRole.NET)) == 0
    expected = [(s.punter, s.card, StakeState.STAKED, s.riding) for s in state.stakes]
    expected += [(w.punter, w.card, StakeState.WON, w.riding) for w in state.winnings]
    assert list(zip(column(stakes, 0, StakesRole.PUNTER), column(stakes, 0, StakesRole.CARD),
                    column(stakes, 0, StakesRole.STATE), column(stakes, 0, StakesRole.RIDING), strict=True)) == expected
    assert tuple(column(piles, PileColumn.RIGHT, PilesRole.CARD)) == state.right_pile
    assert tuple(column(piles, PileColumn.LEFT, PilesRole.CARD)) == state.left_pile
    shown = [e for e in controller.game.log if not isinstance(e, Shuffled)]
    assert column(history, 0, HistoryRole.EVENT) == shown
    dealt = state.deck[: state.dealt] if state.phase is Phase.DEALING else ()
    table = odds_table(state.rules, dealt)
    assert column(odds, 0, OddsRole.RANK) == [o.card.rank for o in table]
    assert column(odds, OddsColumn.P_KILLED, OddsRole.EXACT) == [o.p_killed for o in table]


@pytest.mark.parametrize("model_class", MODELS)
def test_every_model_passes_the_model_tester_before_and_after_a_reset(
        controller: GameController, qtmodeltester: ModelTester, model_class: type) -> None:
    model = model_class(controller)
    qtmodeltester.check(model)
    assert model.rowCount() == 0
    start(controller)
    qtmodeltester.check(model)
    assert model.rowCount(model.index(0, 0)) == 0


@pytest.mark.parametrize("model_class", MODELS)
@pytest.mark.parametrize("role", [Role.PUNTER, Role.BANKER])
def test_every_model_passes_the_model_tester_through_a_session(
        controller: GameController, qtmodeltester: ModelTester, model_class: type, role: Role) -> None:
    start(controller, role=role, rules=HouseRules(talia=role is Role.PUNTER))
    model = model_class(controller)
    qtmodeltester.check(model)  # the tester stays connected and checks every change that follows
    play(controller, 3)
    qtmodeltester.check(model)
    assert model.rowCount() > 0 or model_class in (StakesModel,)


@pytest.mark.parametrize(("role", "rules"), [
    (Role.PUNTER, HouseRules()),
    (Role.PUNTER, msgspec.structs.replace(preset("pharaon").rules, talia=True)),
    (Role.BANKER, HouseRules(thirds=True, bank=36)),
    (Role.WATCH, HouseRules(banker_rotation=BankerRotation.EACH_DEAL)),
])
def test_the_models_track_the_core_after_every_step(controller: GameController, role: Role,
                                                     rules: HouseRules) -> None:
    models = (SeatsModel(controller), StakesModel(controller), PilesModel(controller), HistoryModel(controller),
              OddsModel(controller))
    start(controller, role=role, rules=rules)
    check_against_core(controller, *models)
    if role is Role.WATCH:
        for _ in range(200):
            if not controller.advance():
                break
            check_against_core(controller, *models)
    else:
        play(controller, 3, lambda: check_against_core(controller, *models))


def test_a_model_made_mid_session_starts_from_the_state(controller: GameController) -> None:
    start(controller)
    play(controller, 1)
    models = (SeatsModel(controller), StakesModel(controller), PilesModel(controller), HistoryModel(controller),
              OddsModel(controller))
    check_against_core(controller, *models)
    start(controller, seed=99)
    check_against_core(controller, *models)


def test_a_balance_change_emits_data_changed_with_its_roles(controller: GameController, qtbot: QtBot) -> None:
    seats = SeatsModel(controller)
    start(controller)
    controller.run_computer()
    row = column(seats, 0, SeatsRole.PLAYER).index(HUMAN)
    before = seats.index(row, 0).data(SeatsRole.BALANCE)
    with qtbot.waitSignal(seats.dataChanged) as blocker:
        controller.place_stake([Card.parse("9C")], 6)
    top, bottom, roles = blocker.args
    # The custom roles answer on every column, so the whole row changed; the human's row only.
    assert (top.row(), top.column()) == (row, 0)
    assert (bottom.row(), bottom.column()) == (row, len(SeatsColumn) - 1)
    assert roles == sorted([int(Qt.ItemDataRole.DisplayRole), int(SeatsRole.BALANCE), int(SeatsRole.ON_TABLE)])
    assert seats.index(row, 0).data(SeatsRole.BALANCE) == before - 6
    assert seats.index(row, SeatsColumn.BALANCE).data() == format_amount(before - 6)
    assert seats.index(row, SeatsColumn.ON_TABLE).data() == "6"


HUGE = 10**28
"""An amount past Qt's 64-bit integers (a journal could once hold one; a long session might reach one)."""


class _HugeSeats(SeatsModel):
    """The seats of the controller's game with every balance and the bank raised past 64 bits."""

    def _state(self) -> GameState:
        state = super()._state()
        return msgspec.structs.replace(state, balances=tuple((p, b + HUGE) for p, b in state.balances),
                                   bank=state.bank + HUGE)


class _HugeStakes(StakesModel):
    """The stakes of the controller's game with every kush and riding amount raised past 64 bits."""

    def _state(self) -> GameState:
        state = super()._state()
        stakes = tuple(msgspec.structs.replace(s, kush=s.kush + HUGE, riding=s.riding + HUGE) for s in state.stakes)
        return msgspec.structs.replace(state, stakes=stakes)


def test_amounts_past_64_bits_are_shown_without_a_traceback(controller: GameController) -> None:
    # What the side views show: the display role (a custom role's int is for Python, within the rules' bounds).
    start(controller)
    controller.run_computer()
    controller.place_stake([Card.parse("9C")], 6)
    seats, stakes = _HugeSeats(controller), _HugeStakes(controller)
    state = seats._state()
    shown = column(seats, SeatsColumn.BALANCE, Qt.ItemDataRole.DisplayRole)
    assert shown == [format_amount(state.balance(player)) for player in (state.banker, *state.punter_seats)]
    assert all(len(text) > 28 for text in shown)
    assert column(seats, SeatsColumn.ON_TABLE, Qt.ItemDataRole.DisplayRole)[0] == format_amount(state.bank)
    placed = stakes._state().stakes
    assert placed
    assert column(stakes, StakesColumn.KUSH, Qt.ItemDataRole.DisplayRole) == [format_amount(s.kush) for s in placed]
    assert column(stakes, StakesColumn.RIDING, Qt.ItemDataRole.DisplayRole) == [
        format_amount(s.riding) for s in placed]


def test_stakes_are_inserted_and_removed_as_the_core_decides(controller: GameController, qtbot: QtBot) -> None:
    stakes = StakesModel(controller)
    start(controller)
    controller.run_computer()
    rows = stakes.rowCount()
    with qtbot.waitSignal(stakes.rowsInserted) as blocker:
        controller.place_stake([Card.parse("QS")], 6)
    assert blocker.args[1] == blocker.args[2] == rows
    assert stakes.index(rows, StakesColumn.CARD).data() == "Q♠"
    assert stakes.index(rows, 0).data(StakesRole.FACE_UP) is True
    others = [r for r in range(rows) if stakes.index(r, 0).data(StakesRole.PUNTER) != HUMAN]
    assert all(stakes.index(r, StakesColumn.CARD).data() == "face down" for r in others)
    controller.cut(0)
    with qtbot.waitSignal(stakes.rowsRemoved):
        controller.run_computer()
    staked = [(stakes.index(r, 0).data(StakesRole.PUNTER), stakes.index(r, 0).data(StakesRole.STATE))
              for r in range(stakes.rowCount())]
    assert (HUMAN, StakeState.STAKED) not in staked  # his queen was decided and its row removed


def test_the_piles_reset_at_each_cut_and_grow_by_abzug(controller: GameController, qtbot: QtBot) -> None:
    piles = PilesModel(controller)
    start(controller, role=Role.BANKER)
    controller.run_computer()
    with qtbot.waitSignal(piles.modelReset):
        controller.deal_abzug()
    assert piles.rowCount() == 0
    with qtbot.waitSignal(piles.rowsInserted):
        controller.deal_abzug()
    state = controller.game.state()
    assert piles.index(0, PileColumn.RIGHT).data(PilesRole.CARD) == state.deck[0]
    assert piles.index(0, PileColumn.LEFT).data(PilesRole.CARD) == state.deck[1]
    assert piles.index(0, PileColumn.LEFT).data(PilesRole.POSITION) == 2
    assert piles.headerData(0, Qt.Orientation.Vertical) == 1


def test_the_seats_move_when_the_bank_rotates(controller: GameController, qtbot: QtBot) -> None:
    seats = SeatsModel(controller)
    start(controller, role=Role.WATCH, rules=HouseRules(banker_rotation=BankerRotation.EACH_DEAL))
    first = column(seats, 0, SeatsRole.PLAYER)
    with qtbot.waitSignal(seats.rowsMoved, timeout=1000):
        while controller.game.state().deal_number < 1 or controller.game.phase is Phase.DEALING:
            controller.advance()
    assert column(seats, 0, SeatsRole.PLAYER)[0] == first[1]
    assert column(seats, 0, SeatsRole.IS_BANKER)[0] is True


def test_the_odds_are_exact_and_shown_as_percentages(controller: GameController) -> None:
    odds = OddsModel(controller)
    start(controller)
    assert odds.rowCount() == 13
    sevens = column(odds, 0, OddsRole.RANK).index(Rank.SEVEN)
    assert odds.index(sevens, OddsColumn.P_KILLED).data(OddsRole.EXACT) == Fraction(433, 833)
    assert odds.index(sevens, 0).data(OddsRole.EV) == Fraction(-33, 833)
    assert odds.index(sevens, OddsColumn.COPIES).data() == 4
    # One decimal (-3.96 % and 51.98 %), the exact chance the tooltip.
    assert odds.index(sevens, OddsColumn.EV).data() == "-4.0%"
    assert odds.index(sevens, OddsColumn.P_KILLED).data() == "52.0%"
    assert odds.index(sevens, OddsColumn.P_KILLED).data(Qt.ItemDataRole.ToolTipRole) == "433/833"
    # The rank as the cards' index reads, its name the tooltip.
    assert odds.index(sevens, OddsColumn.RANK).data() == "7"
    assert odds.index(sevens, OddsColumn.RANK).data(Qt.ItemDataRole.ToolTipRole) == "Seven"
    assert column(odds, OddsColumn.RANK, Qt.ItemDataRole.DisplayRole) == [
        "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    assert column(odds, OddsColumn.RANK, OddsRole.RANK) == list(Rank)
    assert odds.headerData(OddsColumn.RANK, Qt.Orientation.Horizontal) == "Rank"
    tips = [odds.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
            for section in OddsColumn]
    assert all(isinstance(tip, str) and tip for tip in tips)
    assert "expected gain per kush" in tips[OddsColumn.EV]
    assert odds.headerData(OddsColumn.EV, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole) is None


def test_history_lists_each_event_once_with_its_deal(controller: GameController) -> None:
    history = HistoryModel(controller)
    start(controller)
    assert column(history, 0, HistoryRole.KIND) == ["session_started", "bank_put_up"]
    play(controller, 2)
    deals = column(history, 0, HistoryRole.DEAL_NUMBER)
    assert deals == sorted(deals)
    assert max(deals) == 2
    assert all(text for text in column(history, 1, Qt.ItemDataRole.DisplayRole))
    assert "shuffled" not in column(history, 0, HistoryRole.KIND)


@pytest.mark.usefixtures("russian")
def test_headers_are_translated(controller: GameController) -> None:
    assert StakesModel(controller).headerData(StakesColumn.KUSH, Qt.Orientation.Horizontal) == "Куш"
    assert SeatsModel(controller).headerData(SeatsColumn.ROLE, Qt.Orientation.Horizontal) == "Роль"
    assert PilesModel(controller).headerData(PileColumn.RIGHT, Qt.Orientation.Horizontal) == "Направо (банкомёт)"
    odds = OddsModel(controller)
    start(controller)
    assert odds.index(0, OddsColumn.RANK).data() == "2"
    assert odds.index(0, OddsColumn.RANK).data(Qt.ItemDataRole.ToolTipRole) == "Двойка"
    queens = column(odds, 0, OddsRole.RANK).index(Rank.QUEEN)
    assert odds.index(queens, OddsColumn.RANK).data(Qt.ItemDataRole.ToolTipRole) == "Дама"
    # The index is the table's: В, Д, К, Т in the Russian interface (its default locale) unless turned off.
    previous = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Russian))
    try:
        assert odds.index(queens, OddsColumn.RANK).data() == "Д"
        set_russian_indices(False)
        assert odds.index(queens, OddsColumn.RANK).data() == "Q"
    finally:
        set_russian_indices(True)
        QLocale.setDefault(previous)
    assert [odds.headerData(section, Qt.Orientation.Horizontal) for section in OddsColumn] == [
        "Карта", "В колоде", "Убита", "Дана", "Не в счёт", "Ср. на куш"]
    assert odds.headerData(OddsColumn.EV, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole).startswith(
        "Средний выигрыш понтёра")
    assert odds.headerData(OddsColumn.RANK, Qt.Orientation.Vertical) is None
    assert odds.index(0, 0).parent() == QModelIndex()


def test_stakes_before_a_cut_belong_to_the_deal_it_starts(controller: GameController) -> None:
    history = HistoryModel(controller)
    start(controller)
    play(controller, 1)
    controller.run_computer()  # the computer punters stake for the next deal
    kinds = column(history, 0, HistoryRole.KIND)
    deals = column(history, 0, HistoryRole.DEAL_NUMBER)
    first_cut = kinds.index("deck_cut")
    assert deals[first_cut] == 1
    assert all(deal == 1 for deal in deals[: first_cut + 1]), "the opening stakes are staked on deal 1"
    finished = kinds.index("deal_finished")
    assert deals[finished] == 1
    assert "stake_placed" in kinds[finished + 1 :]
    assert all(deal == 2 for deal in deals[finished + 1 :]), "what comes after deal 1 prepares deal 2"


def test_each_record_reaches_the_history_once_in_the_order_of_the_log(controller: GameController) -> None:
    history = HistoryModel(controller)
    inserted: list[int] = []
    resets: list[int] = []
    history.rowsInserted.connect(lambda _parent, first, last: inserted.append(last - first + 1))
    history.modelReset.connect(lambda: resets.append(history.rowCount()))
    for seed in (3, 4):
        inserted.clear()
        start(controller, seed=seed)
        play(controller, 1)
        shown = [e for e in controller.game.log if not isinstance(e, Shuffled)]
        # Emptied once by the new session, then one row inserted per record sent, never one twice.
        assert resets[-1] == 0
        assert sum(inserted) == len(shown) == history.rowCount()
        assert all(a is b for a, b in zip(column(history, 0, HistoryRole.EVENT), shown, strict=True))
    assert len(resets) == 2


def test_a_resumed_session_fills_the_models_from_its_log(controller: GameController) -> None:
    start(controller, seed=5)
    play(controller, 2)
    other = GameController()
    models = (SeatsModel(other), StakesModel(other), PilesModel(other), HistoryModel(other), OddsModel(other))
    other.adopt_session(controller.config, Game.replay(controller.config.rules, controller.game.log),
                        {name: strategy.style for name, strategy in controller.strategies.items()})
    check_against_core(other, *models)
    # The net results count from the session's first record, as for a model built on the running session.
    assert models[0].rows() == SeatsModel(controller).rows()
    assert any(seat.net != 0 for seat in models[0].rows())
    other.deleteLater()


def test_a_model_that_leaves_out_a_hook_is_refused_when_defined() -> None:
    with pytest.raises(TypeError, match="_cell"):
        class Incomplete(RowsModel[GameState, int]):
            def _state(self) -> GameState:
                return GameController().game.state()

            def _rows_from(self, state: GameState) -> list[int]:
                return []

            def _key(self, row: int) -> Hashable:
                return row


def test_each_history_row_has_its_whole_sentence_as_a_tooltip(qapp) -> None:
    controller = GameController()
    history = HistoryModel(controller)
    start(controller, Role.PUNTER, seed=5)
    play(controller, deals=2)
    texts = column(history, 1, Qt.ItemDataRole.DisplayRole)
    tips = column(history, 1, Qt.ItemDataRole.ToolTipRole)
    assert len(texts) > 20
    assert tips == texts
    assert all(tip for tip in tips)
    assert column(history, 0, Qt.ItemDataRole.ToolTipRole) == [None] * len(texts), "the deal number needs none"
