"""The base of every table model of both games: rows recomputed from a controller's game and synchronised key by
key, so that views hear exactly what changed.

A model needs little of its controller, and `RowsSource` says what: the `sessionStarted` signal (a new session:
the rows empty, its records follow), the `eventRecorded` signal (one core record, after the game applied it) and
whether there is a game to read (`has_game`). What the rows are computed from is the model's own concern: a game's
models keep their controller with its own type and read its state through `_state()` (the shtoss models
`controller.game.state()`, the casino's `controller.game`), so both games' controllers fit the protocol as they
are.

On every record a model brings its rows in line with that state, row by row: `beginInsertRows`/`endInsertRows`
for new rows, `beginRemoveRows`/`endRemoveRows` for rows that went, `beginMoveRows` for a row that moved (the
bank rotated), and `dataChanged.emit(top, bottom, roles)` naming exactly the roles that changed. A controller
publishes a batch of records after the game applied them all, so the first record of a batch brings a model to
the state after the batch and the rest change nothing. A model whose rows only ever grow (a history) appends them
itself from each record (`_append`) instead of recomputing the whole log.

Each model has an `IntEnum` of its columns and one of its custom roles (from `Qt.ItemDataRole.UserRole + 1`); the
custom roles answer on every column of a row. Every model is checked with `qtmodeltester` in the tests.
"""

from __future__ import annotations

import abc
import enum
from collections.abc import Hashable, Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    SignalInstance,
)

USER_ROLE = int(Qt.ItemDataRole.UserRole)
"""The first role a model may define (its custom roles start one above)."""

_INDEX = QModelIndex | QPersistentModelIndex


class RowsSource(Protocol):
    """What a rows model needs of a controller (both games' controllers are one)."""

    @property
    def sessionStarted(self) -> SignalInstance:
        """A new session begins: its records follow on `eventRecorded`."""

    @property
    def eventRecorded(self) -> SignalInstance:
        """One core record, after the game applied it."""

    @property
    def has_game(self) -> bool:
        """Whether there is a game to read."""


StateT = TypeVar("StateT")
RowT = TypeVar("RowT")


class RowsModel(QAbstractTableModel, Generic[StateT, RowT]):
    """A flat table of rows recomputed from the controller's game and synchronised key by key.

    Subclasses say what state they read (`_state`), how to build the rows from it (`_rows_from`), how to key a row
    (`_key`), what a cell holds (`_cell`) and which roles they answer (`_roles`); this class does the row
    bookkeeping.

    The hooks are abstract methods: mypy checks them. Mixing `abc.ABCMeta` into Qt's metaclass would take a
    base class built at run time, which mypy cannot follow, so `__init_subclass__` refuses at run time, when
    the class is defined, a concrete model that misses one (a class whose name begins with "_" is a base of
    models and may leave hooks to its subclasses).
    """

    _column_count: ClassVar[int] = 1
    _role_type: ClassVar[type[enum.IntEnum] | None] = None
    _HOOKS: ClassVar[tuple[str, ...]] = ("_state", "_rows_from", "_key", "_cell")

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__name__.startswith("_"):
            return
        missing = [name for name in cls._HOOKS if getattr(getattr(cls, name), "__isabstractmethod__", False)]
        if missing:
            raise TypeError(f"{cls.__name__} does not provide {', '.join(missing)}")

    def __init__(self, source: RowsSource, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source = source
        """The controller, as far as the rows need it (a game's models keep it with its own type as well)."""
        self._rows: list[RowT] = []
        source.sessionStarted.connect(self._clear)
        source.eventRecorded.connect(self._on_event)
        if source.has_game:
            # Built in the middle of a session: the records sent so far are in the game's state.
            self._reset()

    # ----- what subclasses provide -----

    @abc.abstractmethod
    def _state(self) -> StateT:
        """The state the rows are computed from (asked only while the controller has a game)."""

    @abc.abstractmethod
    def _rows_from(self, state: StateT) -> list[RowT]:
        """The rows for a state of the game."""

    @abc.abstractmethod
    def _key(self, row: RowT) -> Hashable:
        """What identifies a row from one state to the next."""

    @abc.abstractmethod
    def _cell(self, row: RowT, column: int, role: int) -> Any:
        """What a cell holds for a role (None: nothing)."""

    def _roles(self) -> Sequence[int]:
        """The roles `_cell` answers, compared to find what changed."""
        custom = [int(r) for r in self._role_type] if self._role_type is not None else []
        return [int(Qt.ItemDataRole.DisplayRole), int(Qt.ItemDataRole.ToolTipRole), *custom]

    def _wants(self, event: object) -> bool:
        """Whether this record can change the rows (default: every record)."""
        return True

    # ----- keeping in step with the game -----

    def _reset(self) -> None:
        """Rows from the game as it stands (a model built in the middle of a session, or a new deal's piles)."""
        self.beginResetModel()
        self._rows = self._rows_from(self._state()) if self.source.has_game else []
        self.endResetModel()

    def _clear(self) -> None:
        """A new session: no rows until its records arrive."""
        self.beginResetModel()
        self._rows = []
        self.endResetModel()

    def _on_event(self, event: object) -> None:
        if self.source.has_game and self._wants(event):
            self._sync(self._rows_from(self._state()))

    def _append(self, rows: Sequence[RowT]) -> None:
        """Add rows at the end (a model whose rows only ever grow adds them as their records come)."""
        if rows:
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
            self._rows += rows
            self.endInsertRows()

    def _sync(self, new_rows: list[RowT]) -> None:
        """Turn the current rows into `new_rows` with removals, moves, insertions and dataChanged."""
        root = QModelIndex()
        wanted = {self._key(row) for row in new_rows}
        for position in reversed(range(len(self._rows))):
            if self._key(self._rows[position]) not in wanted:
                self.beginRemoveRows(root, position, position)
                del self._rows[position]
                self.endRemoveRows()
        for position, row in enumerate(new_rows):
            key = self._key(row)
            current = [self._key(r) for r in self._rows]
            if position < len(self._rows) and current[position] == key:
                self._update(position, row)
            elif key in current[position + 1 :]:
                source = current.index(key, position + 1)
                self.beginMoveRows(root, source, source, root, position)
                self._rows.insert(position, self._rows.pop(source))
                self.endMoveRows()
                self._update(position, row)
            else:
                self.beginInsertRows(root, position, position)
                self._rows.insert(position, row)
                self.endInsertRows()

    def _update(self, position: int, row: RowT) -> None:
        """Put `row` at `position` and emit `dataChanged` over the columns and with the roles that changed."""
        old = self._rows[position]
        self._rows[position] = row
        if old == row:
            return
        changed_roles: set[int] = set()
        columns: list[int] = []
        for column in range(self._column_count):
            roles = [role for role in self._roles() if self._cell(old, column, role) != self._cell(row, column, role)]
            if roles:
                columns.append(column)
                changed_roles.update(roles)
        if columns:
            self.dataChanged.emit(self.index(position, columns[0]), self.index(position, columns[-1]),
                                  sorted(changed_roles))

    def refresh_texts(self) -> None:
        """Have the views ask again for every header and text (they are written when asked for: a language change
        shows at once)."""
        if self._column_count:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self._column_count - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, self._column_count - 1),
                                  [int(Qt.ItemDataRole.DisplayRole), int(Qt.ItemDataRole.ToolTipRole)])

    # ----- QAbstractItemModel -----

    def rowCount(self, parent: _INDEX = QModelIndex()) -> int:  # noqa: B008 - Qt's default argument
        """The rows (none under a row: the table is flat)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _INDEX = QModelIndex()) -> int:  # noqa: B008 - Qt's default argument
        """The columns of the model's column enum."""
        return 0 if parent.isValid() else self._column_count

    def data(self, index: _INDEX, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """What a cell holds for a role."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        return self._cell(self._rows[index.row()], index.column(), int(role))

    def roleNames(self) -> dict[int, QByteArray]:
        """Qt's role names and the custom roles', lower case."""
        names = dict(super().roleNames())
        if self._role_type is not None:
            for role in self._role_type:
                names[int(role)] = QByteArray(role.name.lower().encode())
        return names

    def row(self, position: int) -> RowT:
        """The row at `position` (a plain record, for views that draw it themselves)."""
        return self._rows[position]

    def rows(self) -> tuple[RowT, ...]:
        """Every row, in order."""
        return tuple(self._rows)


__all__ = ["USER_ROLE", "RowsModel", "RowsSource"]
