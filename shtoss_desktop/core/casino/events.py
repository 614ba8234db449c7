"""The event records of a casino stos session: every step of the game is one frozen record.

The records are a family of `machine.Record`s (`CASINO_EVENTS`), read by `CasinoEvent.from_json` by their
`kind` (none shares a kind with a shtoss record, so one journal could hold both); a rank is written as its
letter (`7`, `T`, `Q`, the `RANK_VALUE` the family registers), the rest as every record writes it.
"""

from __future__ import annotations

from typing import ClassVar, Final

from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.casino.settle import BetOutcome, Box, SuitOutcome
from shtoss_desktop.core.machine import Record, RecordFamily, ValueType

EXPECT_RANK: Final = "a rank letter: 2-9, T, J, Q, K or A"
"""What `RecordMessage.VALUE` says a record's rank must be (the other expectations are `machine.Expected`)."""

_RANK_TEXT: Final = {rank.char: rank for rank in Rank}



def _read_rank(value: object) -> Rank | None:
    return _RANK_TEXT.get(value) if isinstance(value, str) else None


RANK_VALUE: Final = ValueType(write=lambda rank: rank.char, read=_read_rank, expected=EXPECT_RANK)
"""A `Rank` in a casino record: its letter (`7`, `T`, `Q`)."""


class CasinoEvent(Record, frozen=True):
    """The base of every casino record. A rank is written as its letter (`7`, `T`, `Q`), the rest as the
    shtoss records write it; `CasinoEvent.from_json` reads any casino record by its `kind`.

    >>> CasinoEvent.from_json({"kind": "shoe_ended", "shoe_number": 1, "turns": 156})
    ShoeEnded(shoe_number=1, turns=156)
    """

    kind: ClassVar[str] = "casino_event"


class CasinoSessionStarted(CasinoEvent, frozen=True):
    """The players sit down at the casino table."""

    kind: ClassVar[str] = "casino_session_started"
    players: tuple[str, ...]
    """Every player, in seat order."""
    balances: tuple[tuple[str, int], ...]
    """Each player's starting money."""


class ShoeShuffled(CasinoEvent, frozen=True):
    """A new shoe is shuffled and put in the dealing box."""

    kind: ClassVar[str] = "shoe_shuffled"
    shoe_number: int
    """The shoe, counted from 1 in the session."""
    order: tuple[Card, ...]
    """The shoe in dealing order, position 1 first (the journal keeps it; a view must not show it)."""


class BetPlaced(CasinoEvent, frozen=True):
    """A player put a bet on a rank spot (and perhaps a suit bet on a suit spot with it)."""

    kind: ClassVar[str] = "bet_placed"
    player: str
    """The player."""
    rank: Rank
    """The rank spot."""
    amount: int
    """The rank bet."""
    suit: Suit | None
    """The suit spot (None without a suit bet)."""
    suit_amount: int
    """The suit bet (0 without one)."""
    entry: int
    """The bet's number in the session."""


class BetChanged(CasinoEvent, frozen=True):
    """A player added to a bet or took part of it back between turns; the fields are the new bet."""

    kind: ClassVar[str] = "bet_changed"
    player: str
    """The player."""
    rank: Rank
    """The rank spot."""
    amount: int
    """The rank bet now."""
    suit: Suit | None
    """The suit spot now (None: no suit bet)."""
    suit_amount: int
    """The suit bet now (0 without one)."""
    change: int
    """The money the player put down (negative: the money he took back)."""


class BetTakenBack(CasinoEvent, frozen=True):
    """A whole bet went back to its player (he took it back, or the session ended)."""

    kind: ClassVar[str] = "bet_taken_back"
    player: str
    """The player."""
    rank: Rank
    """The rank spot."""
    amount: int
    """The rank bet returned."""
    suit: Suit | None
    """The suit spot (None without a suit bet)."""
    suit_amount: int
    """The suit bet returned."""


class TurnDealt(CasinoEvent, frozen=True):
    """The dealer turned two cards: the first to the loss box, the second to the win box."""

    kind: ClassVar[str] = "turn_dealt"
    shoe_number: int
    """The shoe."""
    turn: int
    """The turn, counted from 1 in the shoe."""
    loss_card: Card
    """The card on the loss box (odd position)."""
    win_card: Card
    """The card on the win box (even position)."""
    loss_position: int
    """The loss card's position in the shoe; the win card's is the next."""
    cards_left: int
    """Cards still in the shoe after this turn."""


class BetDecided(CasinoEvent, frozen=True):
    """A bet's rank came out: the rank bet (and its suit bet) is paid or taken and leaves the layout."""

    kind: ClassVar[str] = "bet_decided"
    player: str
    """The player."""
    rank: Rank
    """The rank spot."""
    entry: int
    """The bet's number in the session."""
    outcome: BetOutcome
    """Won or lost."""
    position: int
    """The deciding card's position in the shoe."""
    box: Box
    """The box the deciding card went to."""
    deciding_card: Card
    """The card that decided it."""
    plie: bool
    """The deciding card was the loss card of a turn of two cards of this rank."""
    amount: int
    """The rank bet."""
    gain: int
    """The player's signed gain on the rank bet."""
    suit: Suit | None
    """The suit spot (None without a suit bet)."""
    suit_amount: int
    """The suit bet (0 without one)."""
    suit_outcome: SuitOutcome | None
    """How the suit bet went (None without one)."""
    suit_gain: int
    """The player's signed gain on the suit bet."""

    @property
    def returned(self) -> int:
        """What goes back to the player from the layout: the bet and its winnings (0 when all is lost)."""
        return self.amount + self.gain + self.suit_amount + self.suit_gain


class ShoeEnded(CasinoEvent, frozen=True):
    """The last card of the shoe is dealt; every bet is decided."""

    kind: ClassVar[str] = "shoe_ended"
    shoe_number: int
    """The shoe."""
    turns: int
    """How many turns it had."""


class CasinoSessionEnded(CasinoEvent, frozen=True):
    """The session is over; every balance is final."""

    kind: ClassVar[str] = "casino_session_ended"
    balances: tuple[tuple[str, int], ...]
    """Every player's final money."""
    house_result: int
    """The house's gain over the session (negative: the players won)."""


CASINO_EVENTS: Final = RecordFamily(
    CasinoEvent,
    (CasinoSessionStarted, ShoeShuffled, BetPlaced, BetChanged, BetTakenBack, TurnDealt, BetDecided, ShoeEnded,
     CasinoSessionEnded),
    {Rank: RANK_VALUE},
)
"""The casino records, read by `CasinoEvent.from_json`."""

CASINO_EVENT_TYPES: Final[dict[str, type[Record]]] = CASINO_EVENTS.types
"""Every kind of casino record, by its `kind` (none shares a kind with a shtoss record)."""
