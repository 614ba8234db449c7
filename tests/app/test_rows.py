"""The rows model base of both games' tables (app/rows.py): rows follow the controller's records, inserted,
changed, moved and removed key by key, views hearing exactly what changed; qtmodeltester finds no fault."""

from __future__ import annotations

import enum
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, QObject, Qt, Signal
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.rows import USER_ROLE, RowsModel

DISPLAY, TOOLTIP = int(Qt.ItemDataRole.DisplayRole), int(Qt.ItemDataRole.ToolTipRole)


@dataclass(frozen=True)
class Seat:
    """One row: a player at the table."""

    name: str
    balance: int
    note: str = ""


@dataclass
class Table:
    """The state a controller's game holds."""

    seats: list[Seat] = field(default_factory=list)


class Source(QObject):
    """A controller as far as the rows need one."""

    sessionStarted = Signal()
    eventRecorded = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.table: Table | None = None

    @property
    def has_game(self) -> bool:
        return self.table is not None

    def start(self, *seats: Seat) -> None:
        self.table = Table()
        self.sessionStarted.emit()
        self.record(*seats)

    def record(self, *seats: Seat, event: object = "changed") -> None:
        """The game applies a record, then the controller publishes it."""
        assert self.table is not None
        self.table.seats = list(seats)
        self.eventRecorded.emit(event)


class Column(enum.IntEnum):
    NAME = 0
    BALANCE = 1


class Role(enum.IntEnum):
    NAME = USER_ROLE + 1
    BALANCE = USER_ROLE + 2


class SeatsModel(RowsModel[Table, Seat]):
    """A players' table: name and balance, a note as the tooltip."""

    _column_count = len(Column)
    _role_type = Role

    def __init__(self, source: Source) -> None:
        self.controller = source
        super().__init__(source)

    def _state(self) -> Table:
        assert self.controller.table is not None
        return self.controller.table

    def _rows_from(self, state: Table) -> list[Seat]:
        return list(state.seats)

    def _key(self, row: Seat) -> Hashable:
        return row.name

    def _wants(self, event: object) -> bool:
        return event != "ignored"

    def _cell(self, row: Seat, column: int, role: int) -> Any:
        if role == DISPLAY:
            return row.name if column == Column.NAME else str(row.balance)
        if role == TOOLTIP:
            return row.note or None
        if role == Role.NAME:
            return row.name
        if role == Role.BALANCE:
            return row.balance
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == DISPLAY:
            return Column(section).name.title()
        return None


class HistoryModel(SeatsModel):
    """Rows that only ever grow: appended from each record."""

    def _on_event(self, event: object) -> None:
        self._append([Seat(str(event), len(self._rows))])


@pytest.fixture
def source(qapp: object) -> Source:
    return Source()


def _names(model: SeatsModel) -> list[str]:
    return [model.data(model.index(row, Column.NAME)) for row in range(model.rowCount())]


def test_qtmodeltester_finds_no_fault_while_rows_come_change_move_and_go(qtmodeltester: ModelTester,
                                                                        source: Source) -> None:
    model = SeatsModel(source)
    qtmodeltester.check(model, force_py=True)
    source.start(Seat("banker", 100), Seat("Hermann", 50))
    source.record(Seat("banker", 90), Seat("Hermann", 60, "won the queen"), Seat("Tomsky", 40))
    source.record(Seat("Tomsky", 40), Seat("banker", 90))
    source.start()
    qtmodeltester.check(model, force_py=True)


def test_a_model_built_in_the_middle_of_a_session_shows_the_game_as_it_stands(source: Source) -> None:
    source.start(Seat("banker", 100), Seat("Hermann", 50))
    model = SeatsModel(source)
    assert model.rows() == (Seat("banker", 100), Seat("Hermann", 50))
    assert (model.rowCount(), model.columnCount()) == (2, 2)
    assert model.data(model.index(1, Column.BALANCE)) == "50"
    assert model.data(model.index(1, Column.NAME), Role.BALANCE) == 50, "a custom role answers on every column"
    assert model.rowCount(model.index(0, 0)) == 0, "the table is flat"


def test_a_new_row_is_inserted_where_it_stands(qtbot: QtBot, source: Source) -> None:
    source.start(Seat("banker", 100), Seat("Tomsky", 40))
    model = SeatsModel(source)
    with qtbot.waitSignal(model.rowsInserted) as inserted, qtbot.assertNotEmitted(model.modelReset):
        source.record(Seat("banker", 100), Seat("Hermann", 50), Seat("Tomsky", 40))
    assert inserted.args[1:] == [1, 1]
    assert _names(model) == ["banker", "Hermann", "Tomsky"]


def test_a_changed_row_names_exactly_its_changed_columns_and_roles(qtbot: QtBot, source: Source) -> None:
    source.start(Seat("banker", 100), Seat("Hermann", 50))
    model = SeatsModel(source)
    with qtbot.waitSignal(model.dataChanged) as changed, qtbot.assertNotEmitted(model.rowsInserted):
        source.record(Seat("banker", 100), Seat("Hermann", 62))
    top, bottom, roles = changed.args
    # the balance role answers on every column, the display one only on the balance column: both columns, and
    # only those two roles (not the name's, not the tooltip)
    assert (top.row(), top.column(), bottom.row(), bottom.column()) == (1, 0, 1, 1)
    assert sorted(roles) == sorted([DISPLAY, int(Role.BALANCE)])
    assert model.data(model.index(1, Column.BALANCE)) == "62"
    with qtbot.waitSignal(model.dataChanged) as noted:
        source.record(Seat("banker", 100), Seat("Hermann", 62, "bent a corner"))
    assert noted.args[2] == [TOOLTIP]
    assert (noted.args[0].column(), noted.args[1].column()) == (0, 1), "the tooltip is on every column"


def test_a_record_that_changes_nothing_says_nothing(qtbot: QtBot, source: Source) -> None:
    source.start(Seat("banker", 100), Seat("Hermann", 50))
    model = SeatsModel(source)
    with (qtbot.assertNotEmitted(model.dataChanged), qtbot.assertNotEmitted(model.rowsInserted),
          qtbot.assertNotEmitted(model.rowsRemoved), qtbot.assertNotEmitted(model.rowsMoved)):
        source.record(Seat("banker", 100), Seat("Hermann", 50))


def test_a_row_that_went_is_removed_and_one_that_moved_is_moved(qtbot: QtBot, source: Source) -> None:
    source.start(Seat("banker", 100), Seat("Hermann", 50), Seat("Tomsky", 40))
    model = SeatsModel(source)
    with qtbot.waitSignal(model.rowsRemoved) as removed:
        source.record(Seat("banker", 100), Seat("Tomsky", 40))
    assert removed.args[1:] == [1, 1]
    with qtbot.waitSignal(model.rowsMoved) as moved, qtbot.assertNotEmitted(model.rowsRemoved):
        source.record(Seat("Tomsky", 40), Seat("banker", 100))  # the bank rotated
    assert (moved.args[1], moved.args[2], moved.args[4]) == (1, 1, 0)
    assert _names(model) == ["Tomsky", "banker"]


def test_a_new_session_empties_the_rows_and_its_records_fill_them(qtbot: QtBot, source: Source) -> None:
    source.start(Seat("banker", 100), Seat("Hermann", 50))
    model = SeatsModel(source)
    with qtbot.waitSignal(model.modelReset):
        source.table = Table()
        source.sessionStarted.emit()
    assert model.rowCount() == 0
    source.record(Seat("Chekalinsky", 500))
    assert _names(model) == ["Chekalinsky"]


def test_a_record_the_model_does_not_want_leaves_its_rows(qtbot: QtBot, source: Source) -> None:
    source.start(Seat("banker", 100))
    model = SeatsModel(source)
    with qtbot.assertNotEmitted(model.rowsInserted):
        source.record(Seat("banker", 100), Seat("Hermann", 50), event="ignored")
    assert _names(model) == ["banker"]


def test_rows_that_only_grow_are_appended_from_each_record(qtbot: QtBot, source: Source) -> None:
    model = HistoryModel(source)
    source.table = Table()
    with qtbot.waitSignal(model.rowsInserted) as inserted:
        source.eventRecorded.emit("first deal")
    source.eventRecorded.emit("second deal")
    assert inserted.args[1:] == [0, 0]
    assert _names(model) == ["first deal", "second deal"]
    assert model.row(1) == Seat("second deal", 1)


def test_the_custom_roles_are_named_and_a_language_change_asks_every_text_again(qtbot: QtBot,
                                                                              source: Source) -> None:
    source.start(Seat("banker", 100), Seat("Hermann", 50))
    model = SeatsModel(source)
    names = model.roleNames()
    assert (bytes(names[Role.NAME].data()), bytes(names[Role.BALANCE].data())) == (b"name", b"balance")
    assert bytes(names[DISPLAY].data()) == b"display"
    with qtbot.waitSignal(model.headerDataChanged) as headers, qtbot.waitSignal(model.dataChanged) as texts:
        model.refresh_texts()
    assert headers.args == [Qt.Orientation.Horizontal, 0, 1]
    assert (texts.args[1].row(), texts.args[1].column(), texts.args[2]) == (1, 1, [DISPLAY, TOOLTIP])
    assert model.data(QModelIndex()) is None


def test_a_model_that_misses_a_hook_is_refused_when_it_is_defined() -> None:
    with pytest.raises(TypeError, match="Incomplete does not provide _key, _cell"):
        class Incomplete(RowsModel[Table, Seat]):
            def _state(self) -> Table:
                return Table()

            def _rows_from(self, state: Table) -> list[Seat]:
                return []

    class _Base(RowsModel[Table, Seat]):  # a base of models may leave its hooks to its subclasses
        pass

    assert issubclass(_Base, RowsModel)
