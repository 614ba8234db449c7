"""Qt item models of the casino table's side views: the turns dealt (history), the players' money (balances) and
each rank's exact odds for the cards left.

Models translate, they do not own the game: each listens to the `CasinoController` (its records and its
snapshots) and says exactly what changed (`beginInsertRows`, `dataChanged` with roles, a reset when a new
session starts).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from shtoss_desktop.app.casino.controller import CasinoController
from shtoss_desktop.app.casino.snapshot import CasinoSnapshot
from shtoss_desktop.app.shtoss.narration import card_text
from shtoss_desktop.core.cards import Card, Rank
from shtoss_desktop.core.casino.game import BetDecided, ShoeShuffled, TurnDealt
from shtoss_desktop.core.casino.odds import RankOdds

translate = QCoreApplication.translate

_Index = QModelIndex | QPersistentModelIndex
_DISPLAY: Final = Qt.ItemDataRole.DisplayRole
_ALIGN: Final = Qt.ItemDataRole.TextAlignmentRole
_RIGHT: Final = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def retranslate_model(model: QAbstractTableModel) -> None:
    """Have the views ask a model for its headers and texts again (they are translated when asked, so a language
    change shows at once)."""
    columns = model.columnCount()
    if columns:
        model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
    model.layoutAboutToBeChanged.emit()
    model.layoutChanged.emit()


def _signed(amount: int) -> str:
    text = QLocale().toString(abs(amount)) if abs(amount) < 2**63 else str(abs(amount))
    return ("+" if amount > 0 else "\u2212" if amount < 0 else "") + text


class CasinoHistoryModel(QAbstractTableModel):
    """One row per turn dealt: the shoe, the turn, the loss and win cards, the bets decided and the human's
    result on them."""

    COLUMNS: Final = ("shoe", "turn", "loss", "win", "decided", "you")

    def __init__(self, controller: CasinoController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._rows: list[list[object]] = []
        self._shoe = 0
        controller.sessionStarted.connect(self._reset)
        controller.eventRecorded.connect(self._record)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's own default
        """The turns dealt (no children)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's own default
        """Shoe, turn, loss, win, decided, your result."""
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> object:
        """The columns' titles."""
        if orientation != Qt.Orientation.Horizontal or role != _DISPLAY or not 0 <= section < len(self.COLUMNS):
            return None
        titles = (
            translate("CasinoHistoryModel", "Shoe"),
            translate("CasinoHistoryModel", "Turn"),
            translate("CasinoHistoryModel", "Loss"),
            translate("CasinoHistoryModel", "Win"),
            translate("CasinoHistoryModel", "Bets decided"),
            translate("CasinoHistoryModel", "You"),
        )
        return titles[section]

    def data(self, index: _Index, role: int = _DISPLAY) -> object:
        """A cell's text."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        value = self._rows[index.row()][index.column()]
        if role == _DISPLAY:
            if index.column() == 5:
                return _signed(value) if isinstance(value, int) and value else ""
            # Cards are written when shown, so that they follow the language (Russian indices).
            return card_text(value) if isinstance(value, Card) else str(value)
        if role == _ALIGN and index.column() in (0, 1, 4, 5):
            return _RIGHT
        return None

    def _reset(self) -> None:
        self.beginResetModel()
        self._rows.clear()
        self._shoe = 0
        self.endResetModel()

    def _record(self, event: object) -> None:
        if isinstance(event, ShoeShuffled):
            self._shoe = event.shoe_number
        elif isinstance(event, TurnDealt):
            row = len(self._rows)
            self.beginInsertRows(QModelIndex(), row, row)
            self._rows.append([self._shoe, event.turn, event.loss_card, event.win_card, 0, 0])
            self.endInsertRows()
        elif isinstance(event, BetDecided) and self._rows:
            cells = self._rows[-1]
            decided, mine = cells[4], cells[5]
            assert isinstance(decided, int)
            assert isinstance(mine, int)
            cells[4] = decided + 1
            if event.player == self._controller.human:
                cells[5] = mine + event.gain + event.suit_gain
            last = len(self._rows) - 1
            self.dataChanged.emit(self.index(last, 4), self.index(last, 5), [_DISPLAY])


class CasinoBalancesModel(QAbstractTableModel):
    """One row per player and one for the house: the money off the layout and the money on it."""

    def __init__(self, controller: CasinoController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, int, int]] = []
        self._human = ""
        controller.sessionStarted.connect(self._reset)
        controller.snapshotChanged.connect(self._update)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's own default
        """The players and the house."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's own default
        """Name, money, on the layout."""
        return 0 if parent.isValid() else 3

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> object:
        """The columns' titles."""
        if orientation != Qt.Orientation.Horizontal or role != _DISPLAY or not 0 <= section < 3:
            return None
        return (
            translate("CasinoBalancesModel", "Player"),
            translate("CasinoBalancesModel", "Money"),
            translate("CasinoBalancesModel", "On the layout"),
        )[section]

    def data(self, index: _Index, role: int = _DISPLAY) -> object:
        """A cell's text (the house's money is its result: what the players lost minus what they won)."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        name, money, staked = self._rows[index.row()]
        if role == _DISPLAY:
            if index.column() == 0:
                if index.row() == len(self._rows) - 1:
                    return translate("CasinoBalancesModel", "The house")
                return name
            if index.column() == 1:
                return _signed(money) if index.row() == len(self._rows) - 1 else QLocale().toString(money)
            return QLocale().toString(staked) if staked else ""
        if role == _ALIGN and index.column() > 0:
            return _RIGHT
        if role == Qt.ItemDataRole.FontRole and name and name == self._human:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def money(self, player: str) -> int:
        """A player's money as the model shows it."""
        return next(money for name, money, _ in self._rows if name == player)

    @staticmethod
    def _rows_of(snapshot: CasinoSnapshot) -> list[tuple[str, int, int]]:
        staked: dict[str, int] = {}
        for bet in snapshot.bets:
            staked[bet.player] = staked.get(bet.player, 0) + bet.amount + bet.suit_amount
        rows = [(name, money, staked.get(name, 0)) for name, money in snapshot.balances]
        rows.append(("", snapshot.house, 0))
        return rows

    def _reset(self) -> None:
        self.beginResetModel()
        self._rows = []
        self.endResetModel()

    def _update(self, snapshot: CasinoSnapshot) -> None:
        rows = self._rows_of(snapshot)
        if len(rows) != len(self._rows) or [r[0] for r in rows] != [r[0] for r in self._rows]:
            self.beginResetModel()
            self._rows, self._human = rows, snapshot.human
            self.endResetModel()
            return
        changed = [index for index, (old, new) in enumerate(zip(self._rows, rows, strict=True)) if old != new]
        self._rows = rows
        if changed:
            self.dataChanged.emit(self.index(min(changed), 0), self.index(max(changed), 2), [_DISPLAY])


class CasinoOddsModel(QAbstractTableModel):
    """One row per rank (ace to two): copies left, the exact chance of winning and of losing, and the expected
    value per unit, for the cards left (the core's `odds_table`, as the CLI's `casino` command computes them)."""

    RANKS: Final = tuple(sorted(Rank, reverse=True))

    def __init__(self, controller: CasinoController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._odds: dict[Rank, RankOdds] = {}
        controller.snapshotChanged.connect(self._update)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's own default
        """The thirteen ranks."""
        return 0 if parent.isValid() else len(self.RANKS)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's own default
        """Rank, copies left, win, loss, EV."""
        return 0 if parent.isValid() else 5

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> object:
        """The columns' titles."""
        if orientation != Qt.Orientation.Horizontal or role != _DISPLAY or not 0 <= section < 5:
            return None
        return (
            translate("CasinoOddsModel", "Rank"),
            translate("CasinoOddsModel", "Left"),
            translate("CasinoOddsModel", "Win"),
            translate("CasinoOddsModel", "Loss"),
            translate("CasinoOddsModel", "EV per unit"),
        )[section]

    def odds(self, rank: Rank) -> RankOdds | None:
        """A rank's odds as shown (None: no copy left)."""
        return self._odds.get(rank)

    def data(self, index: _Index, role: int = _DISPLAY) -> object:
        """A cell's text; the tooltip gives the exact fractions."""
        if not index.isValid() or not 0 <= index.row() < len(self.RANKS):
            return None
        rank = self.RANKS[index.row()]
        odds = self._odds.get(rank)
        locale = QLocale()
        if role == _DISPLAY:
            if index.column() == 0:
                return "10" if rank is Rank.TEN else rank.char
            if odds is None:
                return "\u2014" if index.column() == 1 else ""
            values: tuple[str, ...] = (
                str(odds.copies_left),
                locale.toString(float(odds.p_win) * 100, "f", 2) + " %",
                locale.toString(float(odds.p_loss) * 100, "f", 2) + " %",
                ("+" if odds.ev_per_unit > 0 else "") + locale.toString(float(odds.ev_per_unit), "f", 4),
            )
            return values[index.column() - 1]
        if role == Qt.ItemDataRole.ToolTipRole and odds is not None and index.column() >= 2:
            exact = (odds.p_win, odds.p_loss, odds.ev_per_unit)[index.column() - 2]
            return f"{exact.numerator}/{exact.denominator}"
        if role == _ALIGN and index.column() > 0:
            return _RIGHT
        return None

    def _update(self, snapshot: CasinoSnapshot) -> None:
        odds = dict(snapshot.odds)
        if odds != self._odds:
            self._odds = odds
            self.dataChanged.emit(self.index(0, 1), self.index(len(self.RANKS) - 1, 4),
                                  [_DISPLAY, Qt.ItemDataRole.ToolTipRole])


__all__ = ["CasinoBalancesModel", "CasinoHistoryModel", "CasinoOddsModel", "retranslate_model"]
