"""The event records of a shtoss session: every step of the game is one frozen record.

The `Game` (in `deal`) appends each record to its log and changes its state only by applying
records, so the log is at once the history, the replay and the source of the user interface's
updates. Every record has a `kind` (a stable snake_case name), `to_json()` and `from_json()`, which
reads exactly what `to_json()` wrote (`Event.from_json` picks the record type by its `kind`), so a log
can be kept as JSON and replayed later. `from_json` is strict: an unknown kind, a missing or unknown
key, or a value of the wrong type raises `EventJsonError` naming the record, the key and the problem.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import json
import re
import types
import typing
from dataclasses import dataclass
from fractions import Fraction
from typing import ClassVar, Final, Self

from shtoss_desktop.core.cards import Card, make_deck
from shtoss_desktop.core.shtoss.rules import HouseRules, PremiumEvent, RulesError
from shtoss_desktop.core.shtoss.settle import Outcome


@enum.unique
class EventMessage(enum.StrEnum):
    """Every message template of `EventJsonError`: the value is the English, the member is what the
    interface looks its translation up by (storage/journal.py, context "Journal")."""

    NOT_OBJECT = "an event record must be a JSON object, not {value}"
    KIND = "{kind} is not a kind of event record"
    WRONG_KIND = "a {expected} record was expected, not {kind}"
    MISSING = "the {kind} record has no {key}"
    UNKNOWN_KEY = "the {kind} record has a key {key} it does not know"
    VALUE = "the {kind} record's {key} must be {expected}, not {value}"
    RULES = "the {kind} record's rules are not valid: {detail}"


# The names the readers and the tests use.
MSG_RECORD_NOT_OBJECT: Final = EventMessage.NOT_OBJECT
MSG_RECORD_KIND: Final = EventMessage.KIND
MSG_RECORD_WRONG_KIND: Final = EventMessage.WRONG_KIND
MSG_RECORD_MISSING: Final = EventMessage.MISSING
MSG_RECORD_UNKNOWN_KEY: Final = EventMessage.UNKNOWN_KEY
MSG_RECORD_VALUE: Final = EventMessage.VALUE
MSG_RECORD_RULES: Final = EventMessage.RULES

EXPECT_TEXT: Final = "text"
EXPECT_INTEGER: Final = "a whole number"
EXPECT_BOOLEAN: Final = "true or false"
EXPECT_CARD: Final = "a card written like 7D"
EXPECT_FRACTION: Final = "a fraction written like 1/2"
EXPECT_LIST: Final = "a list"
EXPECT_PAIR: Final = "a list of two items"
EXPECT_CHOICE: Final = "one of {choices}"
"""What `MSG_RECORD_VALUE` says a value must be (EXPECT_CHOICE is filled in with the choices)."""


class EventJsonError(ValueError):
    """A JSON event record that `Event.from_json` cannot read: `template` (an `EventMessage`) filled from
    `params`."""

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params
        self.message = template.format(**params)
        super().__init__(self.message)


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


@dataclass(frozen=True, slots=True)
class Event:
    """The base of every record."""

    kind: ClassVar[str] = "event"

    def to_json(self) -> dict[str, object]:
        """The record as a JSON object (cards in notation, enums by value, fractions as text)."""
        out: dict[str, object] = {"kind": self.kind}
        for field in dataclasses.fields(self):
            out[field.name] = _json_value(getattr(self, field.name))
        return out

    @classmethod
    def from_json(cls, data: object) -> Self:
        """The record `to_json()` wrote; raise `EventJsonError` naming the first problem.

        Called on `Event` it reads any record, chosen by its `kind`; on a record type, only that kind.

        >>> Event.from_json({"kind": "atande_called", "player": "Tomsky"})
        AtandeCalled(player='Tomsky')
        """
        if not isinstance(data, dict):
            raise EventJsonError(MSG_RECORD_NOT_OBJECT, value=show_value(data))
        kind = data.get("kind")
        record_type = EVENT_TYPES.get(kind) if isinstance(kind, str) else None
        if record_type is None:
            raise EventJsonError(MSG_RECORD_KIND, kind=show_value(kind))
        if not issubclass(record_type, cls):
            raise EventJsonError(MSG_RECORD_WRONG_KIND, expected=cls.kind, kind=kind)
        kind = record_type.kind
        hints = field_hints(record_type)
        for key in data:
            if key != "kind" and key not in hints:
                raise EventJsonError(MSG_RECORD_UNKNOWN_KEY, kind=kind, key=show_value(key))
        values: dict[str, object] = {}
        for name, hint in hints.items():
            if name not in data:
                raise EventJsonError(MSG_RECORD_MISSING, kind=kind, key=name)
            values[name] = from_json_value(hint, data[name], kind, name)
        return record_type(**values)


def _json_value(value: object) -> object:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, Fraction):
        return str(value)
    if isinstance(value, tuple):
        return [_json_value(v) for v in value]
    return value


def show_value(value: object) -> str:
    """A value as JSON text for a message, cut short (the casino records say their values the same way)."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


_FRACTION_TEXT: Final = re.compile(r"-?(0|[1-9][0-9]{0,29})(/[1-9][0-9]{0,29})?")
_HINTS: dict[type[Event], dict[str, object]] = {}


def field_hints(record_type: type[Event]) -> dict[str, object]:
    """The record's fields and their types, in declaration order (any `Event` subclass, the casino's too)."""
    hints = _HINTS.get(record_type)
    if hints is None:
        resolved = typing.get_type_hints(record_type)
        hints = {field.name: resolved[field.name] for field in dataclasses.fields(record_type)}
        _HINTS[record_type] = hints
    return hints


_CARDS: Final = {str(card): card for card in make_deck(52)}
"""Every card by the notation `to_json` writes (the 36- and 32-card decks are part of the 52)."""


@functools.cache
def _shape(hint: object) -> tuple[object, tuple[object, ...]]:
    """A type hint's origin and arguments (`tuple`, (Card, ...)), looked up once per hint."""
    return typing.get_origin(hint), typing.get_args(hint)


def from_json_value(hint: object, value: object, kind: str, key: str) -> object:
    """`value` read as the type `hint` (the inverse of `_json_value`); `kind` and `key` name the record and
    field in the error."""

    def wrong(expected: str) -> EventJsonError:
        return EventJsonError(MSG_RECORD_VALUE, kind=kind, key=key, expected=expected, value=show_value(value))

    # The common plain types first: a journal holds thousands of records.
    if hint is str:
        if not isinstance(value, str):
            raise wrong(EXPECT_TEXT)
        return value
    if hint is int:
        if type(value) is not int:
            raise wrong(EXPECT_INTEGER)
        return value
    if hint is bool:
        if not isinstance(value, bool):
            raise wrong(EXPECT_BOOLEAN)
        return value
    if hint is Card:
        # Only the notation `to_json` writes, so that reading and writing again gives the same text.
        card = _CARDS.get(value) if isinstance(value, str) else None
        if card is None:
            raise wrong(EXPECT_CARD)
        return card
    origin, args = _shape(hint)
    if origin is types.UnionType:  # X | None
        if value is None:
            return None
        (inner,) = (arg for arg in args if arg is not type(None))
        return from_json_value(inner, value, kind, key)
    if origin is tuple:
        if not isinstance(value, list):
            raise wrong(EXPECT_LIST)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_json_value(args[0], item, kind, key) for item in value)
        if len(value) != len(args):
            raise wrong(EXPECT_PAIR)
        return tuple(from_json_value(arg, item, kind, key) for arg, item in zip(args, value, strict=True))
    if hint is Fraction:
        if not isinstance(value, str) or not _FRACTION_TEXT.fullmatch(value) or str(Fraction(value)) != value:
            raise wrong(EXPECT_FRACTION)
        return Fraction(value)
    if hint is HouseRules:
        try:
            return HouseRules.from_json(value)
        except RulesError as error:
            raise EventJsonError(MSG_RECORD_RULES, kind=kind, detail=str(error)) from None
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        choices = [member.value for member in hint]
        if not isinstance(value, str) or value not in choices:
            raise wrong(EXPECT_CHOICE.format(choices=", ".join(choices)))
        return hint(value)
    raise TypeError(f"{kind}.{key}: no JSON reading for {hint!r}")  # a record type this module forgot


@dataclass(frozen=True, slots=True)
class SessionStarted(Event):
    """The players sit down, each with the same capital."""

    kind: ClassVar[str] = "session_started"
    players: tuple[str, ...]
    """Every player in seat order (the order the bank rotates in)."""
    banker: str
    """Who holds the bank first."""
    balances: tuple[tuple[str, int], ...]
    """Each player's starting money (the rules' capital unless the table says otherwise)."""


@dataclass(frozen=True, slots=True)
class BankPutUp(Event):
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


@dataclass(frozen=True, slots=True)
class StakeOffered(Event):
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


@dataclass(frozen=True, slots=True)
class StakePlaced(Event):
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


@dataclass(frozen=True, slots=True)
class StakeRefused(Event):
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


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    """The banker shuffled his deck."""

    kind: ClassVar[str] = "shuffled"
    order: tuple[Card, ...]
    """The deck after the shuffle, top card first."""


@dataclass(frozen=True, slots=True)
class DeckCut(Event):
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


@dataclass(frozen=True, slots=True)
class LobAndSonikShown(Event):
    """The deck is turned face up, the lob slid half a card right so the sonik shows."""

    kind: ClassVar[str] = "lob_and_sonik_shown"
    lob: Card
    """Position 1 (лоб)."""
    sonik: Card
    """Position 2 (соник)."""


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
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


@dataclass(frozen=True, slots=True)
class StakeDecided(Event):
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


@dataclass(frozen=True, slots=True)
class PremiumPaid(Event):
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


@dataclass(frozen=True, slots=True)
class WinningsPickedUp(Event):
    """A punter took a given card's stake and winnings off the table."""

    kind: ClassVar[str] = "winnings_picked_up"
    punter: str
    """The punter."""
    card: Card
    """The card."""
    amount: int
    """The stake and the winnings together."""


@dataclass(frozen=True, slots=True)
class ParoliBent(Event):
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


@dataclass(frozen=True, slots=True)
class PaixMade(Event):
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


@dataclass(frozen=True, slots=True)
class StakeReturned(Event):
    """An undecided stake went back to its punter (he became banker, stopped, or the session ended)."""

    kind: ClassVar[str] = "stake_returned"
    punter: str
    """The punter."""
    card: Card
    """The card."""
    amount: int
    """The riding amount returned."""


@dataclass(frozen=True, slots=True)
class AtandeCalled(Event):
    """Атанде: a player asked the banker to wait between abzugs. It changes nothing in the rules."""

    kind: ClassVar[str] = "atande_called"
    player: str
    """Who called it."""


@dataclass(frozen=True, slots=True)
class DealFinished(Event):
    """A deal (or a talia) is over."""

    kind: ClassVar[str] = "deal_finished"
    deal_number: int
    """The deal, from 1."""
    cards_dealt: int
    """How many cards of the deck were dealt."""
    talia: bool
    """It was a talia (the whole deck dealt through)."""


@dataclass(frozen=True, slots=True)
class BankBroken(Event):
    """Банк сорван: the bank is below the initial kush."""

    kind: ClassVar[str] = "bank_broken"
    banker: str
    """The banker."""
    bank: int
    """What is left in it."""


@dataclass(frozen=True, slots=True)
class BankReturned(Event):
    """The bank went back to the banker's balance (he gives it up)."""

    kind: ClassVar[str] = "bank_returned"
    banker: str
    """The banker."""
    amount: int
    """What the bank held."""


@dataclass(frozen=True, slots=True)
class BankerRotated(Event):
    """The bank passed to the next player; the old banker sits where the new one sat."""

    kind: ClassVar[str] = "banker_rotated"
    old_banker: str
    """Who gave up the bank."""
    new_banker: str
    """Who holds it now."""
    punter_seats: tuple[str, ...]
    """The punters' seats after the change, in order."""


@dataclass(frozen=True, slots=True)
class PunterLeft(Event):
    """A punter left the table: he stopped, or his money fell below the initial kush."""

    kind: ClassVar[str] = "punter_left"
    punter: str
    """The punter."""
    out_of_money: bool
    """He could no longer cover the initial kush."""


@dataclass(frozen=True, slots=True)
class RulesChanged(Event):
    """New house rules apply from the next deal (the next talia in talia mode)."""

    kind: ClassVar[str] = "rules_changed"
    rules: HouseRules
    """The rules now in force."""

    def to_json(self) -> dict[str, object]:
        return {"kind": self.kind, "rules": self.rules.to_json()}


@dataclass(frozen=True, slots=True)
class SessionEnded(Event):
    """The session is over; every balance is final."""

    kind: ClassVar[str] = "session_ended"
    reason: EndReason
    """Why."""
    balances: tuple[tuple[str, int], ...]
    """Every player's final money."""


EVENT_TYPES: Final[dict[str, type[Event]]] = {
    record.kind: record
    for record in (
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
    )
}
"""Every kind of event record, by its `kind`."""
