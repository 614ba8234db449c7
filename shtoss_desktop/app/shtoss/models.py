"""Qt item models of the table: seats, stakes, piles, history and odds, for the widgets to show.

The models translate, they do not own: each is built on a source of the game's records (`GameRecords`) and
follows the order of its signals, on the rows base both games' models share (`app/rows.py`, `RowsModel`): at
`sessionStarted` a model empties (a new session: every record of its log follows), and on every `eventRecorded`
it brings its rows in line with the source's game (`Game.state()`), row by row, with `dataChanged` naming exactly
the roles that changed. The source is the `GameController` (what the core decided, at once: the self-test) or the
table's `ShownShtoss` (app/shtoss/shown.py: the records as the table shows them), which the window's side views
take, so that the players, the history and the odds are never ahead of the cards.

Each model has an `IntEnum` of its columns and one of its custom roles (from
`Qt.ItemDataRole.UserRole + 1`); the custom roles answer on every column of a row. Amounts are shown (the
display role) with `app.amounts.format_amount`, which takes any Python int (Qt's own formatting of an int stops at
64 bits); the custom roles give them as ints.

- `SeatsModel`: one row per player, the banker first, then the punter seats in order.
- `StakesModel`: one row per undecided card on the table, then one per given card whose money waits.
- `PilesModel`: one row per abzug of the current deal (or talia); column `LEFT` the punters' card
  (even position), column `RIGHT` the banker's (odd position). Resets at each `DeckCut`.
- `HistoryModel`: one row per event worth showing, newest last, narrated.
- `OddsModel`: one row per rank still in the deck a new stake would meet, with exact odds; the rank written as
  the cards' index (its name the tooltip), what each column means its header's tooltip.
"""

from __future__ import annotations

import enum
from collections.abc import Hashable
from fractions import Fraction
from typing import Any, Final, Protocol, TypeVar

import msgspec
from PySide6.QtCore import QCoreApplication, QLocale, QModelIndex, QObject, Qt

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.rows import RowsModel, RowsSource
from shtoss_desktop.app.shtoss.narration import card_text, corners_name, narrate, rank_name, shows_in_history
from shtoss_desktop.app.shtoss.shown import ShownShtoss
from shtoss_desktop.app.shtoss.temperaments import style_name, style_text
from shtoss_desktop.app.words import display_name, rank_index
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import (
    BankerRotated,
    CardDealt,
    DealFinished,
    DeckCut,
    Event,
    RulesChanged,
    SessionEnded,
    SessionStarted,
)
from shtoss_desktop.core.shtoss.odds import CardOdds, odds_table
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.table import GameState, Phase

translate = QCoreApplication.translate

_USER = int(Qt.ItemDataRole.UserRole)

RowT = TypeVar("RowT")


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


class GameRecords(RowsSource, Protocol):
    """A source of a shtoss game's records for the models: the `GameController`, or the table's `ShownShtoss`."""

    @property
    def game(self) -> Game:
        """The game its records made (asked only while `has_game`)."""

    @property
    def human(self) -> str | None:
        """The human at the table (None when he watches)."""

    def temperament(self, player: str) -> PunterStyle | None:
        """A computer player's temperament as a punter (None for the human)."""


class _GameRows(RowsModel[GameState, RowT]):
    """The shtoss models' base: rows from the source's game state (`Game.state()`)."""

    def __init__(self, records: GameRecords, parent: QObject | None = None) -> None:
        self.records = records
        super().__init__(records, parent)

    def _state(self) -> GameState:
        return self.records.game.state()


def _number_alignment() -> int:
    return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


# ----- seats -----


class SeatsColumn(enum.IntEnum):
    """The columns of `SeatsModel`."""

    NAME = 0
    """The player's name."""
    ROLE = 1
    """Banker, punter or left, a computer punter's temperament instead of "punter" (translated)."""
    BALANCE = 2
    """His money off the table."""
    ON_TABLE = 3
    """A punter's stakes and waiting winnings; the banker's bank."""
    NET = 4
    """Balance and money on the table, less what he sat down with."""


class SeatsRole(enum.IntEnum):
    """The custom roles of `SeatsModel`."""

    PLAYER = _USER + 1
    """The player's id (str)."""
    BALANCE = _USER + 2
    """His balance (int)."""
    IS_BANKER = _USER + 3
    """He holds the bank (bool)."""
    IS_HUMAN = _USER + 4
    """He is the human (bool)."""
    HAS_LEFT = _USER + 5
    """He left the table (bool)."""
    ON_TABLE = _USER + 6
    """His money on the table (int)."""
    NET = _USER + 7
    """His net result of the session so far (int)."""
    TEMPERAMENT = _USER + 8
    """A computer punter's temperament (a `PunterStyle` value, str; None for the human and the banker)."""


class SeatRoleName(enum.StrEnum):
    """A seat's part at the table (the untranslated value of the ROLE column)."""

    BANKER = "banker"
    """Holds the bank."""
    PUNTER = "punter"
    """Punts."""
    LEFT = "left"
    """Left the table."""


class Seat(msgspec.Struct, frozen=True):
    """One row of `SeatsModel`."""

    player: str
    """The player's id."""
    role: SeatRoleName
    """Banker, punter or left."""
    balance: int
    """Money off the table."""
    on_table: int
    """Stakes and waiting winnings (the bank, for the banker)."""
    net: int
    """The session's net result so far."""
    is_human: bool
    """The human's seat."""
    temperament: PunterStyle | None = None
    """A computer punter's temperament (None: the human, or the banker)."""


class SeatsModel(_GameRows[Seat]):
    """The players: banker first, then the punter seats in order (those who left stay, marked)."""

    _column_count = len(SeatsColumn)
    _role_type = SeatsRole

    def __init__(self, records: GameRecords, parent: QObject | None = None) -> None:
        self._start: dict[str, int] = {}
        super().__init__(records, parent)

    def _reset(self) -> None:
        self._start = {}
        if self.records.has_game:
            first = self.records.game.log[0]
            if isinstance(first, SessionStarted):
                self._start = dict(first.balances)
        super()._reset()

    def _clear(self) -> None:
        self._start = {}
        super()._clear()

    def _on_event(self, event: object) -> None:
        if isinstance(event, SessionStarted):
            self._start = dict(event.balances)
        super()._on_event(event)

    def _rows_from(self, state: GameState) -> list[Seat]:
        start = self._start
        balances = dict(state.balances)
        rows = []
        for player in (state.banker, *state.punter_seats):
            if player == state.banker:
                role, on_table = SeatRoleName.BANKER, state.bank
            else:
                role = SeatRoleName.LEFT if player in state.left else SeatRoleName.PUNTER
                on_table = (sum(s.riding for s in state.stakes if s.punter == player)
                            + sum(w.total for w in state.winnings if w.punter == player))
            balance = balances[player]
            net = balance + on_table - start.get(player, balance + on_table)
            temperament = self.records.temperament(player) if role is SeatRoleName.PUNTER else None
            rows.append(Seat(player, role, balance, on_table, net, player == self.records.human, temperament))
        return rows

    def _key(self, row: Seat) -> Hashable:
        return row.player

    def _cell(self, row: Seat, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == SeatsColumn.NAME:
                return display_name(row.player)
            if column == SeatsColumn.ROLE:
                return style_name(row.temperament) if row.temperament is not None else _seat_role_text(row.role)
            if column == SeatsColumn.BALANCE:
                return format_amount(row.balance)
            if column == SeatsColumn.ON_TABLE:
                return format_amount(row.on_table)
            if column == SeatsColumn.NET:
                return format_amount(row.net)
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == SeatsColumn.NAME and row.is_human:
                return translate("Models", "You")
            if column in (SeatsColumn.NAME, SeatsColumn.ROLE) and row.temperament is not None:
                return translate("Models", "{name}, a computer punter. {temperament}.").format(
                    name=display_name(row.player), temperament=style_text(row.temperament))
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _number_alignment() if column >= SeatsColumn.BALANCE else None
        custom: dict[int, object] = {
            SeatsRole.PLAYER: row.player,
            SeatsRole.BALANCE: row.balance,
            SeatsRole.IS_BANKER: row.role is SeatRoleName.BANKER,
            SeatsRole.IS_HUMAN: row.is_human,
            SeatsRole.HAS_LEFT: row.role is SeatRoleName.LEFT,
            SeatsRole.ON_TABLE: row.on_table,
            SeatsRole.NET: row.net,
            SeatsRole.TEMPERAMENT: row.temperament.value if row.temperament is not None else None,
        }
        return custom.get(role)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        titles = (
            translate("Models", "Player"),
            translate("Models", "Role"),
            translate("Models", "Balance"),
            translate("Models", "On the table"),
            translate("Models", "Net"),
        )
        return titles[section] if 0 <= section < len(titles) else None


def _seat_role_text(role: SeatRoleName) -> str:
    if role is SeatRoleName.BANKER:
        return translate("Models", "banker")
    if role is SeatRoleName.PUNTER:
        return translate("Models", "punter")
    return translate("Models", "left")


# ----- stakes -----


class StakesColumn(enum.IntEnum):
    """The columns of `StakesModel`."""

    PUNTER = 0
    """Whose card."""
    CARD = 1
    """The card ("face down" while the human may not see it)."""
    KUSH = 2
    """The kush as placed."""
    RIDING = 3
    """The amount at risk (the kush, or the pile under paroli); for a won card, what rode on it."""
    CORNERS = 4
    """Paroli corners bent."""
    STATE = 5
    """Staked (undecided) or won (its money waits)."""


class StakesRole(enum.IntEnum):
    """The custom roles of `StakesModel`."""

    CARD = _USER + 1
    """The `Card` object (always, even face down: views decide what to show)."""
    KUSH = _USER + 2
    """The kush as placed (int)."""
    RIDING = _USER + 3
    """The riding amount (int)."""
    CORNERS = _USER + 4
    """Corners bent (int)."""
    PUNTER = _USER + 5
    """The punter's id (str)."""
    STATE = _USER + 6
    """`StakeState.STAKED` or `StakeState.WON`."""
    ENTRY = _USER + 7
    """The stake's number in the session (int); a pair's two cards share it."""
    PAIR = _USER + 8
    """One card of a pair (bool)."""
    WON = _USER + 9
    """What a won card won (int; 0 for a staked card)."""
    FACE_UP = _USER + 10
    """The human may see the card: his own, a won card, or any card in a watched session (bool)."""


class StakeState(enum.StrEnum):
    """Where a card on the table stands."""

    STAKED = "staked"
    """Undecided."""
    WON = "won"
    """Given: stake and winnings wait for the punter's choice."""


class TableCard(msgspec.Struct, frozen=True):
    """One row of `StakesModel`."""

    punter: str
    """Its punter."""
    card: Card
    """The card."""
    kush: int
    """The kush as placed."""
    riding: int
    """The riding amount."""
    corners: int
    """Corners bent."""
    state: StakeState
    """Staked or won."""
    entry: int
    """The stake's number."""
    pair: bool
    """One card of a pair."""
    won: int
    """What it won (won cards)."""
    face_up: bool
    """The human may see it."""


class StakesModel(_GameRows[TableCard]):
    """The cards on the table: undecided stakes in the order staked, then won cards waiting."""

    _column_count = len(StakesColumn)
    _role_type = StakesRole

    def _rows_from(self, state: GameState) -> list[TableCard]:
        human = self.records.human
        rows = [TableCard(s.punter, s.card, s.kush, s.riding, s.corners, StakeState.STAKED, s.entry, s.pair, 0,
                          human is None or s.punter == human) for s in state.stakes]
        rows += [TableCard(w.punter, w.card, w.kush, w.riding, w.corners, StakeState.WON, w.entry, False, w.won, True)
                 for w in state.winnings]
        return rows

    def _key(self, row: TableCard) -> Hashable:
        return (row.punter, row.card, row.state)

    def _cell(self, row: TableCard, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == StakesColumn.PUNTER:
                return display_name(row.punter)
            if column == StakesColumn.CARD:
                return card_text(row.card) if row.face_up else translate("Models", "face down")
            if column == StakesColumn.KUSH:
                return format_amount(row.kush)
            if column == StakesColumn.RIDING:
                return format_amount(row.riding)
            if column == StakesColumn.CORNERS:
                return row.corners
            if column == StakesColumn.STATE:
                return translate("Models", "staked") if row.state is StakeState.STAKED else translate("Models", "won")
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == StakesColumn.CORNERS and row.corners:
                return corners_name(row.corners)
            if column == StakesColumn.STATE and row.state is StakeState.WON:
                return translate("Models", "Won {amount}").format(amount=format_amount(row.won))
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _number_alignment() if StakesColumn.KUSH <= column <= StakesColumn.CORNERS else None
        custom: dict[int, object] = {
            StakesRole.CARD: row.card,
            StakesRole.KUSH: row.kush,
            StakesRole.RIDING: row.riding,
            StakesRole.CORNERS: row.corners,
            StakesRole.PUNTER: row.punter,
            StakesRole.STATE: row.state,
            StakesRole.ENTRY: row.entry,
            StakesRole.PAIR: row.pair,
            StakesRole.WON: row.won,
            StakesRole.FACE_UP: row.face_up,
        }
        return custom.get(role)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        titles = (
            translate("Models", "Punter"),
            translate("Models", "Card"),
            translate("Models", "Kush"),
            translate("Models", "Riding"),
            translate("Models", "Corners"),
            translate("Models", "State"),
        )
        return titles[section] if 0 <= section < len(titles) else None


# ----- piles -----


class PileColumn(enum.IntEnum):
    """The columns of `PilesModel`, as the banker sees the table."""

    LEFT = 0
    """The punters' pile: the even positions, which give."""
    RIGHT = 1
    """The banker's pile: the odd positions, which kill."""


class PilesRole(enum.IntEnum):
    """The custom roles of `PilesModel` (on a cell: that card; the abzug's on either cell)."""

    CARD = _USER + 1
    """The `Card` in this cell."""
    POSITION = _USER + 2
    """Its position in the deal or talia, from 1 (int)."""
    ABZUG = _USER + 3
    """The abzug, from 1 (int)."""
    PLIE = _USER + 4
    """Both cards of the abzug have one rank (bool)."""


class Abzug(msgspec.Struct, frozen=True):
    """One row of `PilesModel`: the two cards of one abzug."""

    number: int
    """The abzug, from 1."""
    right: Card
    """The banker's card (odd position)."""
    left: Card
    """The punters' card (even position)."""

    @property
    def plie(self) -> bool:
        """Both cards have one rank."""
        return self.right.rank is self.left.rank


class PilesModel(_GameRows[Abzug]):
    """The two piles of the current deal (or talia), one row per abzug, first dealt first.

    `LEFT` is the punters' pile (`GameState.left_pile`), `RIGHT` the banker's (`right_pile`). The
    piles stay after the deal ends and empty at the next cut (`DeckCut` resets the model).
    """

    _column_count = len(PileColumn)
    _role_type = PilesRole

    def _rows_from(self, state: GameState) -> list[Abzug]:
        right, left = state.right_pile, state.left_pile
        return [Abzug(i + 1, right[i], left[i]) for i in range(len(left))]

    def _key(self, row: Abzug) -> Hashable:
        return row.number

    def _on_event(self, event: object) -> None:
        if isinstance(event, DeckCut):
            self._reset()
        else:
            super()._on_event(event)

    def _cell(self, row: Abzug, column: int, role: int) -> Any:
        card = row.left if column == PileColumn.LEFT else row.right
        position = 2 * row.number if column == PileColumn.LEFT else 2 * row.number - 1
        if role == Qt.ItemDataRole.DisplayRole:
            return card_text(card)
        if role == Qt.ItemDataRole.ToolTipRole:
            return translate("Models", "Plié") if row.plie else None
        custom: dict[int, object] = {
            PilesRole.CARD: card,
            PilesRole.POSITION: position,
            PilesRole.ABZUG: row.number,
            PilesRole.PLIE: row.plie,
        }
        return custom.get(role)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return section + 1 if 0 <= section < len(self._rows) else None
        if section == PileColumn.LEFT:
            return translate("Models", "Left (punters')")
        if section == PileColumn.RIGHT:
            return translate("Models", "Right (banker's)")
        return None


# ----- history -----


class HistoryColumn(enum.IntEnum):
    """The columns of `HistoryModel`."""

    DEAL = 0
    """The deal (or talia) the event belongs to; 0 before the first cut."""
    TEXT = 1
    """The narrated sentence."""


class HistoryRole(enum.IntEnum):
    """The custom roles of `HistoryModel`."""

    EVENT = _USER + 1
    """The event record."""
    DEAL_NUMBER = _USER + 2
    """The deal number (int)."""
    KIND = _USER + 3
    """The event's kind (str, e.g. "stake_decided")."""


class HistoryEntry(msgspec.Struct, frozen=True):
    """One row of `HistoryModel`."""

    event: Event
    """The record."""
    deal_number: int
    """The deal it belongs to."""
    banker: str | None = None
    """Who held the bank then (what is asked of the banker is said to the human when he held it)."""


class HistoryModel(_GameRows[HistoryEntry]):
    """The session's story, newest last: every event but the internal ones (`narration.QUIET_KINDS`).

    The text is narrated when asked for, so it follows a change of language.
    """

    _column_count = len(HistoryColumn)
    _role_type = HistoryRole

    def __init__(self, records: GameRecords, parent: QObject | None = None) -> None:
        self._deal = 1
        self._banker: str | None = None
        super().__init__(records, parent)

    def _rows_from(self, state: GameState) -> list[HistoryEntry]:
        """The story of the whole log (the state's own records say nothing of the past)."""
        self._deal = 1
        self._banker = None
        return [entry for event in self.records.game.log for entry in self._entries_for(event)]

    def _clear(self) -> None:
        self._deal = 1
        self._banker = None
        super()._clear()

    def _entries_for(self, event: Event) -> list[HistoryEntry]:
        """Stakes placed before a cut belong to the deal that cut starts; what follows a deal's end, to the next."""
        if isinstance(event, DeckCut):
            self._deal = event.deal_number
        if isinstance(event, SessionStarted):
            self._banker = event.banker
        elif isinstance(event, BankerRotated):
            self._banker = event.new_banker
        entries = [HistoryEntry(event, self._deal, self._banker)] if shows_in_history(event) else []
        if isinstance(event, DealFinished):
            self._deal = event.deal_number + 1
        return entries

    def _on_event(self, event: object) -> None:
        # Rows are only ever added, one record at a time as the source sends them.
        if not isinstance(event, Event):
            return
        entries = self._entries_for(event)
        if entries:
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, first + len(entries) - 1)
            self._rows += entries
            self.endInsertRows()

    def _key(self, row: HistoryEntry) -> Hashable:
        return id(row.event)

    def _cell(self, row: HistoryEntry, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == HistoryColumn.DEAL:
                return row.deal_number
            if column == HistoryColumn.TEXT:
                return narrate(row.event, self.records.human, row.banker)
            return None
        if role == Qt.ItemDataRole.ToolTipRole and column == HistoryColumn.TEXT:
            # The view shows one line per event, elided: the whole sentence is a hover away.
            return narrate(row.event, self.records.human, row.banker)
        custom: dict[int, object] = {
            HistoryRole.EVENT: row.event,
            HistoryRole.DEAL_NUMBER: row.deal_number,
            HistoryRole.KIND: row.event.kind,
        }
        return custom.get(role)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if section == HistoryColumn.DEAL:
            return translate("Models", "Deal")
        if section == HistoryColumn.TEXT:
            return translate("Models", "Event")
        return None


# ----- odds -----


class OddsColumn(enum.IntEnum):
    """The columns of `OddsModel`."""

    RANK = 0
    """The rank as a card's index reads (`app.words.rank_index`: 2..10, J Q K A; В Д К Т with Russian indices),
    its full name the tooltip."""
    COPIES = 1
    """Copies of it left in the deck."""
    P_KILLED = 2
    """The chance a card of it is killed, in percent."""
    P_GIVEN = 3
    """The chance it is given, in percent."""
    P_VOID = 4
    """The chance it is void (the last card under pharaon rules), in percent."""
    EV = 5
    """The punter's expected gain per unit kush, in percent of the kush."""


class OddsRole(enum.IntEnum):
    """The custom roles of `OddsModel`."""

    EXACT = _USER + 1
    """The cell's exact value: a `Fraction` in the probability and EV columns, the count in COPIES."""
    RANK = _USER + 2
    """The `Rank`."""
    COPIES = _USER + 3
    """Copies left (int)."""
    P_KILLED = _USER + 4
    """P(killed) as a `Fraction`."""
    P_GIVEN = _USER + 5
    """P(given) as a `Fraction`."""
    P_VOID = _USER + 6
    """P(void) as a `Fraction`."""
    EV = _USER + 7
    """EV per unit kush as a `Fraction`."""


class OddsModel(_GameRows[CardOdds]):
    """Exact odds of a new stake on each rank left in the deck it would meet (core.odds).

    During a deal that is the deck still in the banker's hand; between deals a fresh deck. On the table's
    records (`ShownShtoss`) the deck is fresh only once the ended deal's cards have been gathered back into it
    (`dealGathered`): until then its dealt cards still lie on the cloth. The figures are for a punter's card of
    spades (suits matter only under thirds) and leave premiums out. Refreshed at each cut, each card dealt, the end
    of a deal, its gathering and a change of rules.
    """

    _column_count = len(OddsColumn)
    _role_type = OddsRole

    def __init__(self, records: GameRecords, parent: QObject | None = None) -> None:
        self._computed_for: tuple[object, ...] | None = None
        self._computed: list[CardOdds] = []
        self._table = records if isinstance(records, ShownShtoss) else None
        super().__init__(records, parent)
        if self._table is not None:
            self._table.dealGathered.connect(self._gathered)

    def _gathered(self) -> None:
        if self.records.has_game:
            self._sync(self._rows_from(self._state()))

    def _rows_from(self, state: GameState) -> list[CardOdds]:
        out = state.phase is Phase.DEALING or (self._table is not None and self._table.cards_out)
        # A new stake comes between abzugs: while the table shows an abzug's first card, the odds are its start's.
        dealt = state.deck[: state.dealt - state.dealt % 2] if out else ()
        if len(state.deck) != state.rules.deck_size:
            # New rules of another deck came between deals while the ended deal's cards still lie on the cloth:
            # they are the old deck's; the next deal is dealt from a fresh deck of the new size.
            dealt = ()
        key = (state.rules, dealt)
        if key != self._computed_for:
            self._computed = list(odds_table(state.rules, dealt))
            self._computed_for = key
        return list(self._computed)

    def _wants(self, event: object) -> bool:
        return isinstance(event, Event) and event.kind in _ODDS_EVENTS

    def _key(self, row: CardOdds) -> Hashable:
        return row.card.rank

    def _cell(self, row: CardOdds, column: int, role: int) -> Any:
        exact: dict[int, Fraction | int] = {
            OddsColumn.COPIES: row.copies_left,
            OddsColumn.P_KILLED: row.p_killed,
            OddsColumn.P_GIVEN: row.p_given,
            OddsColumn.P_VOID: row.p_void,
            OddsColumn.EV: row.ev_per_kush,
        }
        if role == Qt.ItemDataRole.DisplayRole:
            if column == OddsColumn.RANK:
                return rank_index(row.card.rank)
            if column == OddsColumn.COPIES:
                return row.copies_left
            value = exact.get(column)
            return None if value is None else percent_text(Fraction(value))
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == OddsColumn.RANK:
                return _capitalised(rank_name(row.card.rank))
            value = exact.get(column)
            return str(value) if column != OddsColumn.COPIES and value is not None else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _number_alignment() if column != OddsColumn.RANK else None
        custom: dict[int, object] = {
            OddsRole.EXACT: exact.get(column),
            OddsRole.RANK: row.card.rank,
            OddsRole.COPIES: row.copies_left,
            OddsRole.P_KILLED: row.p_killed,
            OddsRole.P_GIVEN: row.p_given,
            OddsRole.P_VOID: row.p_void,
            OddsRole.EV: row.ev_per_kush,
        }
        return custom.get(role)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The columns' titles (short: the odds' dock is narrow) and, as their tooltips, what each column says."""
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(OddsColumn):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            titles = (
                translate("Models", "Rank"),
                translate("Models", "Copies left"),
                translate("Models", "Killed"),
                translate("Models", "Given"),
                translate("Models", "Void"),
                translate("Models", "EV per kush"),
            )
            return titles[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            tips = (
                translate("Models", "The rank a new stake would be on, as the cards' index shows it (its name is "
                                    "the cell's tooltip)"),
                translate("Models", "How many cards of this rank are still in the deck"),
                translate("Models", "The chance a new stake on this rank is killed (the banker wins), in percent"),
                translate("Models", "The chance a new stake on this rank is given (the punter wins), in percent"),
                translate("Models", "The chance a new stake on this rank is void (neither killed nor given: "
                                    "the deck's last card under pharaon rules), in percent"),
                translate("Models", "The punter's expected gain per kush staked on this rank (premiums left "
                                    "out), in percent of the kush"),
            )
            return tips[section]
        return None


_ODDS_EVENTS = frozenset(
    {SessionStarted.kind, DeckCut.kind, CardDealt.kind, DealFinished.kind, RulesChanged.kind, SessionEnded.kind}
)
"""The events after which the deck a new stake would meet may differ (a session starts with a fresh one)."""


PERCENT_DECIMALS: Final = 1
"""The odds view's percentages keep one decimal ("51.7%"): its dock is narrow, and a wider font than ours must
still find its columns whole there (the exact chance is each cell's tooltip)."""


def percent_text(value: Fraction) -> str:
    """A fraction as a percentage with `PERCENT_DECIMALS` decimals in the current locale ("-4.0%", "52,0%")."""
    return QLocale().toString(float(value * 100), "f", PERCENT_DECIMALS) + "%"


__all__ = [
    "PERCENT_DECIMALS",
    "Abzug",
    "GameRecords",
    "HistoryColumn",
    "HistoryEntry",
    "HistoryModel",
    "HistoryRole",
    "OddsColumn",
    "OddsModel",
    "OddsRole",
    "PileColumn",
    "PilesModel",
    "PilesRole",
    "Seat",
    "SeatRoleName",
    "SeatsColumn",
    "SeatsModel",
    "SeatsRole",
    "StakeState",
    "StakesColumn",
    "StakesModel",
    "StakesRole",
    "TableCard",
    "rank_name",
]
