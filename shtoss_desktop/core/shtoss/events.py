"""The event records of a shtoss session: every step of the game is one frozen record.

The `Game` (in `deal`) appends each record to its log and changes its state only by applying
records, so the log is at once the history, the replay and the source of the user interface's
updates. The records are a family of `machine.Record`s (`SHTOSS_EVENTS`): each has a `kind` (a stable
snake_case name), `to_json()` and `from_json()`, which reads exactly what `to_json()` wrote
(`Event.from_json` picks the record type by its `kind`); `from_json` is strict and raises a
`machine.RecordError` naming the record, the field and the problem.
"""

from __future__ import annotations

import enum
from fractions import Fraction
from typing import ClassVar, Final

from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.machine import Expected, Record, RecordFamily, ValueType
from shtoss_desktop.core.shtoss.rules import HouseRules, PremiumEvent
from shtoss_desktop.core.shtoss.settle import Outcome


class Pile(enum.StrEnum):
    """Where a dealt card goes: the banker's own right and left."""

    RIGHT = "right"
    """The banker's pile: the odd positions, which kill."""
    LEFT = "left"
    """The punters' pile: the even positions, which give."""


class OfferReason(enum.StrEnum):
    """Why a stake waits for the banker's consent."""

    ABOVE_LIMIT = "above_limit"
    """Its kush is above `refuse_above` × the initial kush."""
    RAISE = "raise"
    """Its kush is above the punter's base (a raise), and вольный куш is not agreed."""


class EndReason(enum.StrEnum):
    """Why a session ended."""

    REQUESTED = "requested"
    """A player ended it."""
    BANK_BROKEN = "bank_broken"
    """The bank was broken and nobody could, or would, put up another."""
    NO_PUNTERS = "no_punters"
    """Every punter is out of money or has stopped."""


class Event(Record, frozen=True):
    """The base of every shtoss record; `Event.from_json` reads any of them by its `kind`.

    >>> Event.from_json({"kind": "atande_called", "player": "Tomsky"})
    AtandeCalled(player='Tomsky')
    """

    kind: ClassVar[str] = "event"


class SessionStarted(Event, frozen=True):
    """The players sit down, each with the same capital."""

    kind: ClassVar[str] = "session_started"
    players: tuple[str, ...]
    """Every player in seat order (the order the bank rotates in)."""
    banker: str
    """Who holds the bank first."""
    balances: tuple[tuple[str, int], ...]
    """Each player's starting money (the rules' capital unless the table says otherwise)."""


class BankPutUp(Event, frozen=True):
    """The banker puts up a bank (from his capital, or from everyone's contributions)."""

    kind: ClassVar[str] = "bank_put_up"
    banker: str
    """The banker."""
    amount: int
    """The bank's size."""
    contributions: tuple[tuple[str, int], ...]
    """Who paid what into it: (player, amount); the banker alone under "banker" formation."""
    second: bool
    """This is the new bank after a broken one (заложить банк второй раз)."""


class StakeOffered(Event, frozen=True):
    """A stake waits for the banker's consent (above the refusal limit, or a raise)."""

    kind: ClassVar[str] = "stake_offered"
    punter: str
    """The punter."""
    cards: tuple[Card, ...]
    """One card, or a pair."""
    kush: int
    """The kush per card."""
    reasons: tuple[OfferReason, ...]
    """Why the banker is asked."""


class StakePlaced(Event, frozen=True):
    """A stake is on the table, face down, its kush beside it."""

    kind: ClassVar[str] = "stake_placed"
    punter: str
    """The punter."""
    cards: tuple[Card, ...]
    """One card, or a pair (each carrying the kush)."""
    kush: int
    """The kush per card."""
    entry: int
    """The stake's number in the session, in the order stakes were placed."""
    raised: bool
    """The kush is above the punter's base and the banker accepted the raise."""


class StakeRefused(Event, frozen=True):
    """The banker refused a stake; the money stays with the punter."""

    kind: ClassVar[str] = "stake_refused"
    punter: str
    """The punter."""
    cards: tuple[Card, ...]
    """The cards offered."""
    kush: int
    """The kush offered per card."""
    reasons: tuple[OfferReason, ...]
    """Why the banker could refuse it."""


class Shuffled(Event, frozen=True):
    """The banker shuffled his deck."""

    kind: ClassVar[str] = "shuffled"
    order: tuple[Card, ...]
    """The deck after the shuffle, top card first."""


class DeckCut(Event, frozen=True):
    """A punter cut (снял) the banker's deck; the lob and the sonik are turned up."""

    kind: ClassVar[str] = "deck_cut"
    punter: str
    """Who cut."""
    position: int
    """How many cards went from the top to the bottom."""
    deck: tuple[Card, ...]
    """The deck as it will be dealt, position 1 first."""
    deal_number: int
    """The deal (or talia) this cut starts, counted from 1."""


class LobAndSonikShown(Event, frozen=True):
    """The deck is turned face up, the lob slid half a card right so the sonik shows."""

    kind: ClassVar[str] = "lob_and_sonik_shown"
    lob: Card
    """Position 1 (лоб)."""
    sonik: Card
    """Position 2 (соник)."""


class CardDealt(Event, frozen=True):
    """One card of an abzug goes to the right or the left pile."""

    kind: ClassVar[str] = "card_dealt"
    card: Card
    """The card."""
    position: int
    """Its position in the deal or talia, from 1."""
    abzug: int
    """The abzug it belongs to, from 1."""
    pile: Pile
    """Right (the banker's, odd positions) or left (the punters', even positions)."""


class StakeDecided(Event, frozen=True):
    """A staked card was decided: killed, given or void."""

    kind: ClassVar[str] = "stake_decided"
    punter: str
    """The punter."""
    card: Card
    """The punter's card."""
    pair: bool
    """It was staked as one card of a pair."""
    entry: int
    """The stake it belongs to."""
    outcome: Outcome
    """Killed, given or void."""
    position: int
    """The deciding position."""
    abzug: int
    """The deciding abzug."""
    deciding_card: Card
    """The banker's card that decided it."""
    plie: bool
    """The deciding position is odd and the next card has the same rank."""
    kush: int
    """The kush as placed."""
    riding: int
    """The amount at risk (the kush, or the pile under paroli)."""
    factor: Fraction
    """The fraction of the riding amount that changed hands."""
    amount: int
    """The punter's signed gain."""
    corners: int
    """The paroli corners the card had."""


class PremiumPaid(Event, frozen=True):
    """The banker paid a premium from the bank (с наживкой)."""

    kind: ClassVar[str] = "premium_paid"
    punter: str
    """Who is paid."""
    event: PremiumEvent
    """What for."""
    card: Card | None
    """The card that earned it (None for `deal_won`)."""
    n: int | None
    """The series length (for `series`)."""
    amount: int
    """The premium."""


class WinningsPickedUp(Event, frozen=True):
    """A punter took a given card's stake and winnings off the table."""

    kind: ClassVar[str] = "winnings_picked_up"
    punter: str
    """The punter."""
    card: Card
    """The card."""
    amount: int
    """The stake and the winnings together."""


class ParoliBent(Event, frozen=True):
    """After a full win the punter bent a corner: stake and winnings ride on the card (пароли)."""

    kind: ClassVar[str] = "paroli_bent"
    punter: str
    """The punter."""
    card: Card
    """The card."""
    corners: int
    """Its corners now (1 paroli, 2 sept-et-le-va, 3 quinze-et-le-va, ...)."""
    riding: int
    """The new riding amount (doubled)."""


class PaixMade(Event, frozen=True):
    """After a full win the punter took his stake back and let the winnings ride (пе)."""

    kind: ClassVar[str] = "paix_made"
    punter: str
    """The punter."""
    card: Card
    """The card."""
    returned: int
    """The stake taken back."""
    riding: int
    """What rides on (the winnings)."""


class StakeReturned(Event, frozen=True):
    """An undecided stake went back to its punter (he became banker, stopped, or the session ended)."""

    kind: ClassVar[str] = "stake_returned"
    punter: str
    """The punter."""
    card: Card
    """The card."""
    amount: int
    """The riding amount returned."""


class AtandeCalled(Event, frozen=True):
    """Атанде: a player asked the banker to wait between abzugs. It changes nothing in the rules."""

    kind: ClassVar[str] = "atande_called"
    player: str
    """Who called it."""


class DealFinished(Event, frozen=True):
    """A deal (or a talia) is over."""

    kind: ClassVar[str] = "deal_finished"
    deal_number: int
    """The deal, from 1."""
    cards_dealt: int
    """How many cards of the deck were dealt."""
    talia: bool
    """It was a talia (the whole deck dealt through)."""


class BankBroken(Event, frozen=True):
    """Банк сорван: the bank is below the initial kush."""

    kind: ClassVar[str] = "bank_broken"
    banker: str
    """The banker."""
    bank: int
    """What is left in it."""


class BankReturned(Event, frozen=True):
    """The bank went back to the banker's balance (he gives it up)."""

    kind: ClassVar[str] = "bank_returned"
    banker: str
    """The banker."""
    amount: int
    """What the bank held."""


class BankerRotated(Event, frozen=True):
    """The bank passed to the next player; the old banker sits where the new one sat."""

    kind: ClassVar[str] = "banker_rotated"
    old_banker: str
    """Who gave up the bank."""
    new_banker: str
    """Who holds it now."""
    punter_seats: tuple[str, ...]
    """The punters' seats after the change, in order."""


class PunterLeft(Event, frozen=True):
    """A punter left the table: he stopped, or his money fell below the initial kush."""

    kind: ClassVar[str] = "punter_left"
    punter: str
    """The punter."""
    out_of_money: bool
    """He could no longer cover the initial kush."""


class RulesChanged(Event, frozen=True):
    """New house rules apply from the next deal (the next talia in talia mode)."""

    kind: ClassVar[str] = "rules_changed"
    rules: HouseRules
    """The rules now in force."""


class SessionEnded(Event, frozen=True):
    """The session is over; every balance is final."""

    kind: ClassVar[str] = "session_ended"
    reason: EndReason
    """Why."""
    balances: tuple[tuple[str, int], ...]
    """Every player's final money."""


HOUSE_RULES_VALUE: Final = ValueType(
    write=HouseRules.to_json,
    read=HouseRules.from_json,
    expected=Expected.TEXT,  # never said: rules that do not validate are reported with their own error
)
"""`HouseRules` in a record: the rules file's object (RULES.md section 7.1), read strictly."""

SHTOSS_EVENTS: Final = RecordFamily(
    Event,
    (
        SessionStarted,
        BankPutUp,
        StakeOffered,
        StakePlaced,
        StakeRefused,
        Shuffled,
        DeckCut,
        LobAndSonikShown,
        CardDealt,
        StakeDecided,
        PremiumPaid,
        WinningsPickedUp,
        ParoliBent,
        PaixMade,
        StakeReturned,
        AtandeCalled,
        DealFinished,
        BankBroken,
        BankReturned,
        BankerRotated,
        PunterLeft,
        RulesChanged,
        SessionEnded,
    ),
    {HouseRules: HOUSE_RULES_VALUE},
)
"""The shtoss records: every kind of event record, read by `Event.from_json`."""

EVENT_TYPES: Final[dict[str, type[Record]]] = SHTOSS_EVENTS.types
"""Every kind of event record, by its `kind`."""
