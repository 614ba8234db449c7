"""The one event machine (core/machine.py): records and their strict JSON, the log, and moves played on it,
shown on a machine of its own so that nothing here depends on either game."""

from __future__ import annotations

import enum
from fractions import Fraction
from typing import ClassVar

import msgspec
import pytest

from shtoss_desktop.core.cards import Card, Suit
from shtoss_desktop.core.errors import CoreError
from shtoss_desktop.core.machine import (
    Expected,
    Machine,
    Record,
    RecordError,
    RecordFamily,
    RecordMessage,
    ValueType,
    asks,
)


class TallyMessage(enum.StrEnum):
    """The refusals of the tally machine."""

    NEGATIVE = "cannot add {amount}: only nothing or more"
    """A negative amount."""
    CLOSED = "the tally is closed"
    """Anything after the end."""


class TallyError(CoreError):
    """A move the tally refuses."""

    messages: ClassVar[tuple[type[enum.StrEnum], ...]] = (TallyMessage,)


class Colour(msgspec.Struct, frozen=True):
    """A value type that is neither a shared type nor an enum: written as its name."""

    name: str
    """The colour's name."""


COLOUR = ValueType(write=lambda colour: colour.name, read=lambda value: Colour(value) if value in ("red", "black")
                   else None, expected="red or black")


class TallyEvent(Record, frozen=True):
    """The base of the tally's records."""

    kind: ClassVar[str] = "tally_event"


class Opened(TallyEvent, frozen=True):
    """The tally opens."""

    kind: ClassVar[str] = "opened"
    owner: str
    """Whose tally it is."""


class Added(TallyEvent, frozen=True):
    """Something is added."""

    kind: ClassVar[str] = "added"
    amount: int
    """How much."""
    card: Card | None
    """The card it came with, if any."""
    share: Fraction
    """A fraction, to read back exactly."""
    suits: tuple[Suit, ...]
    """Some suits."""
    colour: Colour
    """A registered value type."""


class Closed(TallyEvent, frozen=True):
    """The tally closes."""

    kind: ClassVar[str] = "closed"


TALLY_EVENTS = RecordFamily(TallyEvent, (Opened, Added, Closed), {Colour: COLOUR})


class TallyMove(Record, frozen=True):
    """The base of the tally's moves."""

    kind: ClassVar[str] = "tally_move"


class Add(TallyMove, frozen=True):
    """Add an amount."""

    kind: ClassVar[str] = "add"
    amount: int
    """How much."""


class Close(TallyMove, frozen=True):
    """Close the tally."""

    kind: ClassVar[str] = "close"


TALLY_MOVES = RecordFamily(TallyMove, (Add, Close))


class Tally(Machine[TallyEvent, TallyMove, str]):
    """A machine that adds numbers up."""

    refusal: ClassVar[type[TallyError]] = TallyError
    start_record: ClassVar[type[TallyEvent]] = Opened

    def __init__(self, owner: str) -> None:
        super().__init__()
        self.total = 0
        self.closed = False
        self._emit(Opened(owner))

    @classmethod
    def _blank(cls, rules: str) -> Tally:
        tally = cls.__new__(cls)
        Machine.__init__(tally)
        tally.total, tally.closed = 0, False
        return tally

    def _save(self) -> tuple[int, bool]:
        return self.total, self.closed

    def _load(self, saved: object) -> None:
        assert isinstance(saved, tuple)
        self.total, self.closed = saved

    def _apply(self, record: TallyEvent) -> None:
        if isinstance(record, Added):
            self.total += record.amount
        elif isinstance(record, Closed):
            self.closed = True

    def verify_add(self, amount: int) -> None:
        if self.closed:
            raise TallyError(TallyMessage.CLOSED)
        if amount < 0:
            raise TallyError(TallyMessage.NEGATIVE, amount=amount)

    can_add = asks(verify_add)

    def verify(self, move: TallyMove) -> None:
        if isinstance(move, Add):
            self.verify_add(move.amount)
        elif self.closed:
            raise TallyError(TallyMessage.CLOSED)

    def _execute(self, move: TallyMove) -> None:
        if isinstance(move, Add):
            self._emit(Added(move.amount, None, Fraction(move.amount, 2), (), Colour("red")))
            self._emit(Added(1, None, Fraction(0), (), Colour("black")))  # a bonus: one move, two records
        else:
            self._emit(Closed())


def test_a_move_is_verified_executed_and_remembered_with_its_records() -> None:
    tally = Tally("Hermann")
    events = tally.play(Add(5))
    assert [type(e) for e in events] == [Added, Added]
    assert tally.total == 6
    assert tally.played[0].move == Add(5)
    assert tally.played[0].events == tuple(events)
    assert tally.log == (Opened("Hermann"), *events)
    with pytest.raises(TallyError, match="cannot add -1") as refused:
        tally.play(Add(-1))
    assert refused.value.params == {"amount": -1}
    assert len(tally.played) == 1
    assert len(tally.log) == 3, "a refused move leaves no record"


def test_can_is_made_from_verify_by_one_helper() -> None:
    tally = Tally("Hermann")
    assert tally.can_add(3)
    assert not tally.can_add(-3)
    assert tally.can(Add(3))
    assert not tally.can(Add(-3))
    assert Tally.can_add.__name__ == "can_add"
    assert Tally.can_add.__doc__ == "Whether `verify_add` passes with the same arguments."
    tally.play(Close())
    assert not tally.can_add(3)
    assert not tally.can(Close())


def test_a_fork_plays_on_by_itself() -> None:
    tally = Tally("Hermann")
    tally.play(Add(2))
    fork = tally.fork()
    fork.play(Add(10))
    assert (tally.total, len(tally.log), len(tally.played)) == (3, 3, 1)
    assert (fork.total, len(fork.log), len(fork.played)) == (14, 5, 2)


def test_the_trusted_replay_rebuilds_the_state_from_the_log() -> None:
    tally = Tally("Hermann")
    tally.play(Add(2))
    tally.play(Close())
    again = Tally.replay("rules", tally.log)
    assert (again.total, again.closed, again.log, again.played) == (3, True, tally.log, ())
    with pytest.raises(RecordError) as caught:
        Tally.replay("rules", tally.log[1:])
    assert caught.value.template is RecordMessage.NO_START


def test_records_round_trip_through_strict_json() -> None:
    record = Added(7, Card.parse("QS"), Fraction(-33, 833), (Suit.HEARTS, Suit.CLUBS), Colour("black"))
    data = record.to_json()
    assert data == {"kind": "added", "amount": 7, "card": "QS", "share": "-33/833", "suits": ["H", "C"],
                    "colour": "black"}
    assert TallyEvent.from_json(data) == record
    assert Added.from_json(data) == record
    assert TallyMove.from_json(Add(3).to_json()) == Add(3)


@pytest.mark.parametrize(("data", "template", "params"), [
    ([1], RecordMessage.NOT_OBJECT, {"value": "[1]"}),
    ({"kind": "add", "amount": 1}, RecordMessage.KIND, {"kind": '"add"'}),  # a move is no event
    ({"kind": "opened"}, RecordMessage.MISSING, {"kind": "opened", "field": "owner"}),
    ({"kind": "opened", "owner": "A", "bribe": 1}, RecordMessage.UNKNOWN_KEY, {"kind": "opened", "field": '"bribe"'}),
    ({"kind": "opened", "owner": 5}, RecordMessage.VALUE,
     {"kind": "opened", "field": "owner", "expected": Expected.TEXT, "value": "5"}),
])
def test_a_bad_record_is_refused_naming_what_is_wrong(data: object, template: RecordMessage,
                                                      params: dict[str, object]) -> None:
    with pytest.raises(RecordError) as caught:
        TallyEvent.from_json(data)
    assert (caught.value.template, caught.value.params) == (template, params)


@pytest.mark.parametrize(("field", "value", "expected"), [
    ("amount", True, Expected.INTEGER),
    ("amount", 1.0, Expected.INTEGER),
    ("card", "qs", Expected.CARD),
    ("card", "10S", Expected.CARD),
    ("share", "2/4", Expected.FRACTION),
    ("share", 0.5, Expected.FRACTION),
    ("suits", "H", Expected.LIST),
    ("suits", ["X"], "one of S, H, D, C"),
    ("colour", "green", "red or black"),
])
def test_a_value_is_read_only_as_it_was_written(field: str, value: object, expected: str) -> None:
    data = {"kind": "added", "amount": 1, "card": None, "share": "1", "suits": [], "colour": "red", field: value}
    with pytest.raises(RecordError) as caught:
        TallyEvent.from_json(data)
    assert caught.value.params["expected"] == expected


def test_a_record_of_the_family_but_not_of_the_type_asked_for_is_refused() -> None:
    with pytest.raises(RecordError, match="a added record was expected, not opened"):
        Added.from_json({"kind": "opened", "owner": "A"})


def test_a_family_takes_only_its_own_records_each_of_a_kind_of_its_own() -> None:
    with pytest.raises(TypeError):
        RecordFamily(TallyEvent, (Opened, Add))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        RecordFamily(TallyMove, (Add, Add))
