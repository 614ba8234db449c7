"""Qt item models of the casino table's side views: the turns dealt (history), the players' money (balances) and
each rank's exact odds for the cards left.

Models translate, they do not own the game: each is built on a source of its records (`CasinoGameRecords`: the
`CasinoController`, or the window's choice, the table's `ShownCasino`, whose records come as the table shows them)
over the rows base both games' models share (`app/rows.py`, `RowsModel`). At `sessionStarted` a model empties
(every record of the new session follows), and on every `eventRecorded` it brings its rows in line with the
source's game: new rows are inserted, and `dataChanged` names exactly the columns and roles that changed. The
history's rows only grow: each `TurnDealt` adds one and the `BetDecided` records after it change that row.

Each model has an `IntEnum` of its columns and one of its custom roles (from `Qt.ItemDataRole.UserRole + 1`); the
custom roles answer on every column of a row. Amounts are written with `app.amounts.format_amount`, which takes
any int; cards are written when asked for, so they follow the language (the Russian indices).
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Hashable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Final, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Qt
from PySide6.QtGui import QFont

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.rows import USER_ROLE, RowsModel, RowsSource
from shtoss_desktop.app.words import card_text
from shtoss_desktop.core.cards import Card, Rank
from shtoss_desktop.core.casino.events import (
    BetDecided,
    CasinoSessionEnded,
    CasinoSessionStarted,
    ShoeEnded,
    ShoeShuffled,
    TurnDealt,
)
from shtoss_desktop.core.casino.game import HOUSE, CasinoGame
from shtoss_desktop.core.casino.odds import RankOdds
from shtoss_desktop.core.casino.table import CasinoPhase

translate = QCoreApplication.translate

_DISPLAY: Final = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP: Final = int(Qt.ItemDataRole.ToolTipRole)
_ALIGN: Final = int(Qt.ItemDataRole.TextAlignmentRole)
_RIGHT: Final = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

RowT = TypeVar("RowT")


def signed_amount(amount: int) -> str:
    """An amount won ("+10"), lost ("−10") or nothing ("0"), grouped the locale's way."""
    return ("+" if amount > 0 else "\u2212" if amount < 0 else "") + format_amount(abs(amount))


class CasinoGameRecords(RowsSource, Protocol):
    """A source of the casino game's records for the models: the `CasinoController`, or the table's `ShownCasino`
    (app/casino/shown.py: the records as the table shows them)."""

    @property
    def game(self) -> CasinoGame:
        """The game its records made (asked only while `has_game`)."""

    @property
    def human(self) -> str:
        """The human's name ("" when he only watches)."""


class _CasinoRows(RowsModel[CasinoGame, RowT]):
    """The casino models' base: rows from the source's game."""

    def __init__(self, controller: CasinoGameRecords, parent: QObject | None = None) -> None:
        self.controller = controller
        super().__init__(controller, parent)

    def _state(self) -> CasinoGame:
        return self.controller.game


# ----- history -----


class CasinoHistoryColumn(enum.IntEnum):
    """The columns of `CasinoHistoryModel`."""

    SHOE = 0
    """The shoe, counted from 1 in the session."""
    TURN = 1
    """The turn, counted from 1 in its shoe."""
    LOSS = 2
    """The card on the loss box."""
    WIN = 3
    """The card on the win box."""
    DECIDED = 4
    """How many bets the turn decided."""
    RESULT = 5
    """The human's gain (+) or loss (−) on them, rank and suit bets together (empty: none)."""


class CasinoHistoryRole(enum.IntEnum):
    """The custom roles of `CasinoHistoryModel`."""

    SHOE = USER_ROLE + 1
    """The shoe (int)."""
    TURN = USER_ROLE + 2
    """The turn (int)."""
    LOSS_CARD = USER_ROLE + 3
    """The loss box's `Card`."""
    WIN_CARD = USER_ROLE + 4
    """The win box's `Card`."""
    DECIDED = USER_ROLE + 5
    """The bets decided (int)."""
    RESULT = USER_ROLE + 6
    """The human's result on them (int)."""


@dataclass(frozen=True, slots=True)
class TurnRow:
    """One row of `CasinoHistoryModel`: a turn dealt and what it decided."""

    shoe: int
    """The shoe."""
    turn: int
    """The turn in the shoe."""
    loss_card: Card
    """The card on the loss box."""
    win_card: Card
    """The card on the win box."""
    decided: int = 0
    """The bets it decided."""
    result: int = 0
    """The human's gain or loss on them."""


class CasinoHistoryModel(_CasinoRows[TurnRow]):
    """One row per turn dealt, first dealt first: the shoe, the turn, the loss and win cards, the bets decided and
    the human's result on them. Rows only grow: they come one record at a time, as the controller sends them."""

    _column_count = len(CasinoHistoryColumn)
    _role_type = CasinoHistoryRole

    def __init__(self, controller: CasinoGameRecords, parent: QObject | None = None) -> None:
        self._shoe = 0
        super().__init__(controller, parent)

    def _rows_from(self, state: CasinoGame) -> list[TurnRow]:
        """The turns of the whole log (a model built in the middle of a session)."""
        self._shoe = 0
        rows: list[TurnRow] = []
        for event in state.log:
            if isinstance(event, TurnDealt):
                rows.append(self._turn(event))
            elif rows and isinstance(event, BetDecided):
                rows[-1] = self._decided(rows[-1], event)
            else:
                self._note(event)
        return rows

    def _note(self, event: object) -> None:
        if isinstance(event, ShoeShuffled):
            self._shoe = event.shoe_number

    def _turn(self, event: TurnDealt) -> TurnRow:
        return TurnRow(self._shoe, event.turn, event.loss_card, event.win_card)

    def _decided(self, row: TurnRow, event: BetDecided) -> TurnRow:
        mine = event.gain + event.suit_gain if event.player == self.controller.human else 0
        return dataclasses.replace(row, decided=row.decided + 1, result=row.result + mine)

    def _clear(self) -> None:
        self._shoe = 0
        super()._clear()

    def _on_event(self, event: object) -> None:
        if isinstance(event, TurnDealt):
            self._append([self._turn(event)])
        elif self._rows and isinstance(event, BetDecided):
            last = len(self._rows) - 1
            self._update(last, self._decided(self._rows[last], event))
        else:
            self._note(event)

    def _key(self, row: TurnRow) -> Hashable:
        return (row.shoe, row.turn)

    def _cell(self, row: TurnRow, column: int, role: int) -> Any:
        if role == _DISPLAY:
            texts: dict[int, str] = {
                CasinoHistoryColumn.SHOE: str(row.shoe),
                CasinoHistoryColumn.TURN: str(row.turn),
                # Cards are written when shown, so that they follow the language (Russian indices).
                CasinoHistoryColumn.LOSS: card_text(row.loss_card),
                CasinoHistoryColumn.WIN: card_text(row.win_card),
                CasinoHistoryColumn.DECIDED: format_amount(row.decided),
                CasinoHistoryColumn.RESULT: signed_amount(row.result) if row.result else "",
            }
            return texts.get(column)
        if role == _ALIGN:
            numbers = (CasinoHistoryColumn.SHOE, CasinoHistoryColumn.TURN, CasinoHistoryColumn.DECIDED,
                       CasinoHistoryColumn.RESULT)
            return _RIGHT if column in numbers else None
        custom: dict[int, object] = {
            CasinoHistoryRole.SHOE: row.shoe,
            CasinoHistoryRole.TURN: row.turn,
            CasinoHistoryRole.LOSS_CARD: row.loss_card,
            CasinoHistoryRole.WIN_CARD: row.win_card,
            CasinoHistoryRole.DECIDED: row.decided,
            CasinoHistoryRole.RESULT: row.result,
        }
        return custom.get(role)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> object:
        """The columns' titles."""
        if orientation != Qt.Orientation.Horizontal or role != _DISPLAY:
            return None
        titles = {
            CasinoHistoryColumn.SHOE: translate("CasinoHistoryModel", "Shoe"),
            CasinoHistoryColumn.TURN: translate("CasinoHistoryModel", "Turn"),
            CasinoHistoryColumn.LOSS: translate("CasinoHistoryModel", "Loss"),
            CasinoHistoryColumn.WIN: translate("CasinoHistoryModel", "Win"),
            CasinoHistoryColumn.DECIDED: translate("CasinoHistoryModel", "Bets decided"),
            CasinoHistoryColumn.RESULT: translate("CasinoHistoryModel", "You"),
        }
        return titles.get(CasinoHistoryColumn(section)) if 0 <= section < len(titles) else None


# ----- balances -----


class CasinoBalancesColumn(enum.IntEnum):
    """The columns of `CasinoBalancesModel`."""

    PLAYER = 0
    """The player's name ("The house" on the last row)."""
    MONEY = 1
    """His money off the layout; the house's result so far."""
    ON_LAYOUT = 2
    """His bets on the layout, rank and suit bets together (empty: none)."""


class CasinoBalancesRole(enum.IntEnum):
    """The custom roles of `CasinoBalancesModel`."""

    PLAYER = USER_ROLE + 1
    """The player's id (str; the core's `HOUSE` on the house's row)."""
    MONEY = USER_ROLE + 2
    """His money off the layout, or the house's result (int)."""
    ON_LAYOUT = USER_ROLE + 3
    """His money on the layout (int)."""
    IS_HUMAN = USER_ROLE + 4
    """He is the human (bool)."""
    IS_HOUSE = USER_ROLE + 5
    """The house's row (bool)."""


@dataclass(frozen=True, slots=True)
class BalanceRow:
    """One row of `CasinoBalancesModel`."""

    player: str
    """The player's id, or the core's `HOUSE`."""
    money: int
    """His money off the layout; the house's result."""
    on_layout: int
    """His money on the layout (0 for the house)."""
    is_human: bool
    """The human's row."""
    is_house: bool = False
    """The house's row."""


class CasinoBalancesModel(_CasinoRows[BalanceRow]):
    """One row per player, in seat order, and one for the house: the money off the layout and the money on it."""

    _column_count = len(CasinoBalancesColumn)
    _role_type = CasinoBalancesRole

    def _rows_from(self, state: CasinoGame) -> list[BalanceRow]:
        staked: dict[str, int] = {}
        for bet in state.bets:
            staked[bet.player] = staked.get(bet.player, 0) + bet.total
        human = self.controller.human
        rows = [BalanceRow(player, money, staked.get(player, 0), bool(human) and player == human)
                for player, money in state.balances().items()]
        rows.append(BalanceRow(HOUSE, state.house_result, 0, False, is_house=True))
        return rows

    def _key(self, row: BalanceRow) -> Hashable:
        return (row.is_house, row.player)

    def _roles(self) -> list[int]:
        return [*super()._roles(), int(Qt.ItemDataRole.FontRole)]

    def _cell(self, row: BalanceRow, column: int, role: int) -> Any:
        if role == _DISPLAY:
            if column == CasinoBalancesColumn.PLAYER:
                return translate("CasinoBalancesModel", "The house") if row.is_house else row.player
            if column == CasinoBalancesColumn.MONEY:
                # The house's money is its result: what the players lost minus what they won.
                return signed_amount(row.money) if row.is_house else format_amount(row.money)
            if column == CasinoBalancesColumn.ON_LAYOUT:
                return format_amount(row.on_layout) if row.on_layout else ""
            return None
        if role == _ALIGN:
            return _RIGHT if column != CasinoBalancesColumn.PLAYER else None
        if role == Qt.ItemDataRole.FontRole and row.is_human:
            font = QFont()
            font.setBold(True)
            return font
        custom: dict[int, object] = {
            CasinoBalancesRole.PLAYER: row.player,
            CasinoBalancesRole.MONEY: row.money,
            CasinoBalancesRole.ON_LAYOUT: row.on_layout,
            CasinoBalancesRole.IS_HUMAN: row.is_human,
            CasinoBalancesRole.IS_HOUSE: row.is_house,
        }
        return custom.get(role)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> object:
        """The columns' titles."""
        if orientation != Qt.Orientation.Horizontal or role != _DISPLAY:
            return None
        titles = {
            CasinoBalancesColumn.PLAYER: translate("CasinoBalancesModel", "Player"),
            CasinoBalancesColumn.MONEY: translate("CasinoBalancesModel", "Money"),
            CasinoBalancesColumn.ON_LAYOUT: translate("CasinoBalancesModel", "On the layout"),
        }
        return titles.get(CasinoBalancesColumn(section)) if 0 <= section < len(titles) else None

    def money(self, player: str) -> int:
        """A player's money as the model shows it."""
        return next(row.money for row in self._rows if row.player == player and not row.is_house)


# ----- odds -----


class CasinoOddsColumn(enum.IntEnum):
    """The columns of `CasinoOddsModel`."""

    RANK = 0
    """The rank (its index: 2 to 10, J, Q, K, A)."""
    LEFT = 1
    """Copies of it left in the shoe ("—": none)."""
    WIN = 2
    """The chance a bet on it wins, in percent."""
    LOSS = 3
    """The chance it loses, in percent."""
    EV = 4
    """The expected gain per unit bet."""


class CasinoOddsRole(enum.IntEnum):
    """The custom roles of `CasinoOddsModel`."""

    RANK = USER_ROLE + 1
    """The `Rank`."""
    COPIES = USER_ROLE + 2
    """Copies left (int; 0 when none is)."""
    P_WIN = USER_ROLE + 3
    """P(win) as a `Fraction` (None: no copy left, or no shoe in play)."""
    P_LOSS = USER_ROLE + 4
    """P(loss) as a `Fraction`."""
    EV = USER_ROLE + 5
    """EV per unit as a `Fraction`."""
    EXACT = USER_ROLE + 6
    """The cell's exact value: the `Fraction` in the WIN, LOSS and EV columns, the count in LEFT."""


@dataclass(frozen=True, slots=True)
class OddsRow:
    """One row of `CasinoOddsModel`: a rank and its odds (None: no copy left, or the shoe is dealt out)."""

    rank: Rank
    """The rank."""
    odds: RankOdds | None
    """Its exact odds for the cards left."""


class CasinoOddsModel(_CasinoRows[OddsRow]):
    """One row per rank (ace to two): copies left, the exact chance of winning and of losing, and the expected
    value per unit, for the cards left (the core's `odds_table`, as the CLI's `casino` command computes them).
    Refreshed when a shoe is shuffled, a turn dealt and a shoe or the session ends."""

    RANKS: Final = tuple(sorted(Rank, reverse=True))
    _column_count = len(CasinoOddsColumn)
    _role_type = CasinoOddsRole

    def _rows_from(self, state: CasinoGame) -> list[OddsRow]:
        table = state.odds_table() if state.phase is CasinoPhase.BETTING else {}
        return [OddsRow(rank, table.get(rank)) for rank in self.RANKS]

    def _wants(self, event: object) -> bool:
        return isinstance(event, _ODDS_EVENTS)

    def _key(self, row: OddsRow) -> Hashable:
        return row.rank

    def odds(self, rank: Rank) -> RankOdds | None:
        """A rank's odds as shown (None: no copy left)."""
        return next((row.odds for row in self._rows if row.rank is rank), None)

    def _cell(self, row: OddsRow, column: int, role: int) -> Any:
        odds = row.odds
        exact: dict[int, Fraction] = {}
        if odds is not None:
            exact = {CasinoOddsColumn.WIN: odds.p_win, CasinoOddsColumn.LOSS: odds.p_loss,
                     CasinoOddsColumn.EV: odds.ev_per_unit}
        if role == _DISPLAY:
            if column == CasinoOddsColumn.RANK:
                return "10" if row.rank is Rank.TEN else row.rank.char
            if odds is None:
                return "\u2014" if column == CasinoOddsColumn.LEFT else ""
            locale = QLocale()
            texts: dict[int, str] = {
                CasinoOddsColumn.LEFT: str(odds.copies_left),
                CasinoOddsColumn.WIN: locale.toString(float(odds.p_win) * 100, "f", 2) + " %",
                CasinoOddsColumn.LOSS: locale.toString(float(odds.p_loss) * 100, "f", 2) + " %",
                CasinoOddsColumn.EV: ("+" if odds.ev_per_unit > 0 else "") + locale.toString(float(odds.ev_per_unit),
                                                                                           "f", 4),
            }
            return texts.get(column)
        if role == _TOOLTIP:
            value = exact.get(column)
            return f"{value.numerator}/{value.denominator}" if value is not None else None
        if role == _ALIGN:
            return _RIGHT if column != CasinoOddsColumn.RANK else None
        custom: dict[int, object] = {
            CasinoOddsRole.RANK: row.rank,
            CasinoOddsRole.COPIES: odds.copies_left if odds is not None else 0,
            CasinoOddsRole.P_WIN: odds.p_win if odds is not None else None,
            CasinoOddsRole.P_LOSS: odds.p_loss if odds is not None else None,
            CasinoOddsRole.EV: odds.ev_per_unit if odds is not None else None,
            CasinoOddsRole.EXACT: (odds.copies_left if odds is not None and column == CasinoOddsColumn.LEFT
                                   else exact.get(column)),
        }
        return custom.get(role)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> object:
        """The columns' titles."""
        if orientation != Qt.Orientation.Horizontal or role != _DISPLAY:
            return None
        titles = {
            CasinoOddsColumn.RANK: translate("CasinoOddsModel", "Rank"),
            CasinoOddsColumn.LEFT: translate("CasinoOddsModel", "Left"),
            CasinoOddsColumn.WIN: translate("CasinoOddsModel", "Win"),
            CasinoOddsColumn.LOSS: translate("CasinoOddsModel", "Loss"),
            CasinoOddsColumn.EV: translate("CasinoOddsModel", "EV per unit"),
        }
        return titles.get(CasinoOddsColumn(section)) if 0 <= section < len(titles) else None


_ODDS_EVENTS: Final = (CasinoSessionStarted, ShoeShuffled, TurnDealt, ShoeEnded, CasinoSessionEnded)
"""The records after which the cards left, and so the odds, may differ."""


__all__ = [
    "BalanceRow",
    "CasinoBalancesColumn",
    "CasinoBalancesModel",
    "CasinoBalancesRole",
    "CasinoHistoryColumn",
    "CasinoHistoryModel",
    "CasinoHistoryRole",
    "CasinoOddsColumn",
    "CasinoOddsModel",
    "CasinoOddsRole",
    "OddsRow",
    "TurnRow",
    "signed_amount",
]
