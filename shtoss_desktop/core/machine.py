"""The one event machine both games stand on: records, their strict JSON, the log, and moves played on it.

**Records.** Every step of a game is a `Record`: a frozen `msgspec.Struct` with a `kind` (a stable snake_case name)
and a strict JSON round trip. A game declares a *family* of records (its events, its moves) with
`RecordFamily`, naming the record types and the value types its fields hold beyond the ones every game
shares (text, integers, booleans, cards, fractions, enums, tuples of these, `None`): the shtoss records add
`HouseRules`, the casino's `Rank` (written as its letter) and `CasinoRules`. `Base.from_json` then reads
any record of the family by its `kind`, and refuses, with a `RecordError` naming the record, the field and
the problem, an unknown kind, a missing or unknown key, or a value of the wrong type. This module imports
no game.

**The machine.** A `Machine` keeps the log of records and changes its state only by applying them
(`_apply`), so the log is at once the history, the replay and what the views follow. A game acts by
`play(move)`: the move (a record of the game's move family, fully resolved: nothing random is left to
draw) is verified (`verify`, which raises the game's refusal error), then executed (`_execute`, which emits
records), and the move is remembered with the records it made (`played`). `can_x = asks(verify_x)` makes
the question from the check, so no game writes a `can_*` body of its own. `apply` and `replay` are
trusted: they are for views that mirror a live game record by record; a file is read back through the
verified replay (`shtoss_desktop.core.replay`), which plays moves and never applies a recorded event.
"""

from __future__ import annotations

import abc
import copy
import enum
import functools
import json
import re
import types
import typing
from collections.abc import Callable, Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any, ClassVar, Concatenate, Final, Generic, ParamSpec, Self, TypeVar

import msgspec

from shtoss_desktop.core.cards import Card, make_deck
from shtoss_desktop.core.errors import CoreError

# ----- what a record that cannot be read says -----


@enum.unique
class RecordMessage(enum.StrEnum):
    """Every message template of `RecordError`: the value is the English, the member is what the interface
    looks its translation up by (`shtoss_desktop.app.core_messages`, context "Journal")."""

    NOT_OBJECT = "a record must be a JSON object, not {value}"
    """A record that is not a JSON object."""
    KIND = "{kind} is not a kind of record"
    """A `kind` the family does not have."""
    WRONG_KIND = "a {expected} record was expected, not {kind}"
    """A record of the family, but not of the type asked for."""
    MISSING = "the {kind} record has no {field}"
    """A field left out."""
    UNKNOWN_KEY = "the {kind} record has a key {field} it does not know"
    """A key the record type does not have."""
    VALUE = "the {kind} record's {field} must be {expected}, not {value}"
    """A value of the wrong type (`expected`: an `Expected` member, or the choices of an enum)."""
    RULES = "the {kind} record's rules are not valid: {detail}"
    """A record's rules that do not validate (`detail`: the rules' own error)."""
    NO_START = "a session's log starts with the players sitting down"
    """A log replayed from something other than its first record."""


class RecordError(CoreError):
    """A JSON record that a family's `from_json` cannot read: `template` (a `RecordMessage`) filled from
    `params`."""

    messages: ClassVar[tuple[type[enum.StrEnum], ...]] = (RecordMessage,)


class Expected(enum.StrEnum):
    """What `RecordMessage.VALUE` says a value must be (the interface translates it, context "Journal")."""

    TEXT = "text"
    """A string."""
    INTEGER = "a whole number"
    """A JSON integer."""
    BOOLEAN = "true or false"
    """A JSON boolean."""
    CARD = "a card written like 7D"
    """A card in canonical notation."""
    FRACTION = "a fraction written like 1/2"
    """A fraction as `str(Fraction)` writes it."""
    LIST = "a list"
    """A JSON list."""
    PAIR = "a list of two items"
    """A JSON list of exactly two items."""


def show_value(value: object) -> str:
    """A value as JSON text for a message, cut short (lone surrogates escaped)."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= 40 else text[:37] + "..."


# ----- records and their JSON -----


class ValueType(msgspec.Struct, frozen=True):
    """How a value type beyond the shared ones is written in a record's JSON and read back.

    `read` returns the value, or None when the JSON is not one (the error then says the value must be
    `expected`); a `CoreError` it raises means the value is of the right shape but not valid (rules that
    do not validate), and is reported as `RecordMessage.RULES`.
    """

    write: Callable[[Any], object]
    """The JSON of a value."""
    read: Callable[[object], object | None]
    """The value of some JSON, or None if it is not one."""
    expected: str
    """What the value must be, in words (an `Expected` member or the English of one)."""


class Record(msgspec.Struct, frozen=True):
    """The base of every record of every game: frozen, with a `kind`, read and written as strict JSON.

    A family base (`Event`, `CasinoEvent`, a game's `Move`) is registered with `RecordFamily`;
    `from_json` on it reads any record of the family, on a record type only that kind.
    """

    kind: ClassVar[str] = "record"
    family: ClassVar[RecordFamily]

    def to_json(self) -> dict[str, object]:
        """The record as a JSON object (cards in notation, enums by value, fractions as text)."""
        return type(self).family.write(self)

    @classmethod
    def from_json(cls, data: object) -> Self:
        """The record `to_json()` wrote; raise `RecordError` naming the first problem."""
        return cls.family.read(data, cls)


RecordT = TypeVar("RecordT", bound=Record)

_FRACTION_TEXT: Final = re.compile(r"-?(0|[1-9][0-9]{0,29})(/[1-9][0-9]{0,29})?")
_CARDS: Final = {str(card): card for card in make_deck(52)}
"""Every card by the notation `to_json` writes (the 36- and 32-card decks are part of the 52)."""


@functools.cache
def _shape(hint: object) -> tuple[object, tuple[object, ...]]:
    """A type hint's origin and arguments (`tuple`, (Card, ...)), looked up once per hint."""
    return typing.get_origin(hint), typing.get_args(hint)


class RecordFamily:
    """The record types of one family by their `kind`, and the value types their fields hold beyond the
    shared ones. Making one registers it on its base: `base.from_json` then reads the whole family."""

    def __init__(self, base: type[Record], records: Iterable[type[Record]],
                 values: Mapping[type, ValueType] | None = None) -> None:
        self.base = base
        """The family's base record type."""
        self.types: dict[str, type[Record]] = {}
        """Every record type of the family, by its `kind`."""
        for record in records:
            if not issubclass(record, base) or record.kind in self.types:
                raise TypeError(f"{record.__name__} is not a {base.__name__} of a kind of its own")
            self.types[record.kind] = record
        self.values: dict[type, ValueType] = dict(values or {})
        """The value types beyond the shared ones."""
        self._hints: dict[type[Record], dict[str, object]] = {}
        base.family = self

    # ----- writing -----

    def write(self, record: Record) -> dict[str, object]:
        """`record` as a JSON object: its kind, then every field in declaration order."""
        out: dict[str, object] = {"kind": record.kind}
        for name in record.__struct_fields__:
            out[name] = self.write_value(getattr(record, name))
        return out

    def write_value(self, value: object) -> object:
        """One field's value as JSON."""
        value_type = self.values.get(type(value))
        if value_type is not None:
            return value_type.write(value)
        if isinstance(value, Card):
            return str(value)
        if isinstance(value, enum.Enum):
            return value.value
        if isinstance(value, Fraction):
            return str(value)
        if isinstance(value, tuple):
            return [self.write_value(item) for item in value]
        return value

    # ----- reading -----

    def hints(self, record_type: type[Record]) -> dict[str, object]:
        """The record's fields and their types, in declaration order."""
        hints = self._hints.get(record_type)
        if hints is None:
            resolved = typing.get_type_hints(record_type)
            hints = {name: resolved[name] for name in record_type.__struct_fields__}
            self._hints[record_type] = hints
        return hints

    def read(self, data: object, expected: type[RecordT]) -> RecordT:
        """The record of this family `data` holds, which must be an `expected`; raise `RecordError`."""
        if not isinstance(data, dict):
            raise RecordError(RecordMessage.NOT_OBJECT, value=show_value(data))
        kind = data.get("kind")
        record_type = self.types.get(kind) if isinstance(kind, str) else None
        if record_type is None:
            raise RecordError(RecordMessage.KIND, kind=show_value(kind))
        if not issubclass(record_type, expected):
            raise RecordError(RecordMessage.WRONG_KIND, expected=expected.kind, kind=record_type.kind)
        hints = self.hints(record_type)
        for key in data:
            if key != "kind" and key not in hints:
                raise RecordError(RecordMessage.UNKNOWN_KEY, kind=record_type.kind, field=show_value(key))
        values: dict[str, object] = {}
        for name, hint in hints.items():
            if name not in data:
                raise RecordError(RecordMessage.MISSING, kind=record_type.kind, field=name)
            values[name] = self.read_value(hint, data[name], record_type.kind, name)
        return record_type(**values)

    def read_value(self, hint: object, value: object, kind: str, field: str) -> object:
        """`value` read as the type `hint` (the inverse of `write_value`); `kind` and `field` name the
        record and the field in the error."""

        def wrong(expected: str) -> RecordError:
            return RecordError(RecordMessage.VALUE, kind=kind, field=field, expected=expected,
                               value=show_value(value))

        # The common plain types first: a journal holds thousands of records.
        if hint is str:
            if not isinstance(value, str):
                raise wrong(Expected.TEXT)
            return value
        if hint is int:
            if type(value) is not int:
                raise wrong(Expected.INTEGER)
            return value
        if hint is bool:
            if not isinstance(value, bool):
                raise wrong(Expected.BOOLEAN)
            return value
        if hint is Card:
            # Only the notation `to_json` writes, so that reading and writing again gives the same text.
            card = _CARDS.get(value) if isinstance(value, str) else None
            if card is None:
                raise wrong(Expected.CARD)
            return card
        value_type = self.values.get(hint) if isinstance(hint, type) else None
        if value_type is not None:
            try:
                read = value_type.read(value)
            except CoreError as error:
                raise RecordError(RecordMessage.RULES, kind=kind, detail=error) from None
            if read is None:
                raise wrong(value_type.expected)
            return read
        origin, args = _shape(hint)
        if origin is types.UnionType:  # X | None
            if value is None:
                return None
            (inner,) = (arg for arg in args if arg is not type(None))
            return self.read_value(inner, value, kind, field)
        if origin is tuple:
            if not isinstance(value, list):
                raise wrong(Expected.LIST)
            if len(args) == 2 and args[1] is Ellipsis:
                return tuple(self.read_value(args[0], item, kind, field) for item in value)
            if len(value) != len(args):
                raise wrong(Expected.PAIR)
            return tuple(self.read_value(arg, item, kind, field) for arg, item in zip(args, value, strict=True))
        if hint is Fraction:
            if not isinstance(value, str) or not _FRACTION_TEXT.fullmatch(value) or str(Fraction(value)) != value:
                raise wrong(Expected.FRACTION)
            return Fraction(value)
        if isinstance(hint, type) and issubclass(hint, enum.Enum):
            choices = [member.value for member in hint]
            if not isinstance(value, str) or value not in choices:
                raise wrong("one of " + ", ".join(choices))
            return hint(value)
        raise TypeError(f"{kind}.{field}: no JSON reading for {hint!r}")  # a value type the family forgot


# ----- the machine -----

MoveT = TypeVar("MoveT", bound=Record)
RulesT = TypeVar("RulesT")
P = ParamSpec("P")
MachineT = TypeVar("MachineT", bound="Machine[Any, Any, Any]")


class Checkpoint(msgspec.Struct, frozen=True):
    """A game at one moment, to go back to (`Machine.rewind`): a copy of its state and the length of its log."""

    state: object
    """A copy of the game's state (the game copies it again to go back, so a checkpoint serves many times)."""
    records: int
    """How many records the log held."""
    played: int
    """How many moves had been played."""


class PlayedMove(msgspec.Struct, Generic[MoveT, RecordT], frozen=True):
    """A move a game played, with the records it made."""

    move: MoveT
    """The move, fully resolved."""
    events: tuple[RecordT, ...]
    """The records it made, in order."""


class Machine(abc.ABC, Generic[RecordT, MoveT, RulesT]):
    """The event machine of one game: the log, the trusted application of records, and moves played.

    A game subclass provides `_apply` (a record changes the state), `verify` (a move the rules refuse
    raises the game's `refusal` error), `_execute` (a verified move emits its records), `_blank` (a game
    with no record yet, for `replay`), and `_save` and `_load` (a copy of its state, and the state set
    from one, for `checkpoint`, `rewind` and `fork`); `start_record` is the type of the record every log
    begins with.
    """

    refusal: ClassVar[type[CoreError]]
    """The error a refused move raises; `can` and the `can_*` made by `asks` answer False on it."""
    start_record: ClassVar[type[Record]]
    """The record every session's log starts with (the players sitting down)."""

    def __init__(self) -> None:
        self._log: list[RecordT] = []
        self._played: list[PlayedMove[MoveT, RecordT]] = []

    # ----- the log -----

    @property
    def log(self) -> tuple[RecordT, ...]:
        """Every record so far, in order."""
        return tuple(self._log)

    @property
    def played(self) -> tuple[PlayedMove[MoveT, RecordT], ...]:
        """Every move played so far, with the records it made (a replayed game has none)."""
        return tuple(self._played)

    def apply(self, record: RecordT) -> None:
        """Apply one record exactly as the game that made it did, and log it.

        Trusted: for a view that mirrors a live game record by record (to animate each step). It checks
        no rule; the record was legal when the live game made it. Never for a record read from a file.
        """
        self._emit(record)

    @classmethod
    def replay(cls, rules: RulesT, log: Sequence[RecordT]) -> Self:
        """A game rebuilt by applying `log` to a fresh table; its state equals the original's.

        Trusted like `apply`: `log` is a live game's own. `rules` are the rules the session started with.
        """
        if not log or not isinstance(log[0], cls.start_record):
            raise RecordError(RecordMessage.NO_START)
        game = cls._blank(rules)
        for record in log:
            game.apply(record)
        return game

    def _emit(self, record: RecordT) -> RecordT:
        """Apply a record the game makes and append it to the log."""
        self._apply(record)
        self._log.append(record)
        return record

    # ----- moves -----

    def play(self, move: MoveT) -> list[RecordT]:
        """Verify `move`, execute it, remember it with the records it made, and return those records."""
        self.verify(move)
        start = len(self._log)
        self._execute(move)
        events = tuple(self._log[start:])
        self._played.append(PlayedMove(move, events))
        return list(events)

    def can(self, move: MoveT) -> bool:
        """Whether `verify(move)` passes."""
        try:
            self.verify(move)
        except self.refusal:
            return False
        return True

    def fork(self) -> Self:
        """A copy that plays on by itself: the same state, log and played moves, and the same random
        generator (a fork plays resolved moves, which draw nothing)."""
        twin = copy.copy(self)
        twin._log = list(self._log)
        twin._played = list(self._played)
        twin._load(self._save())
        return twin

    def checkpoint(self) -> Checkpoint:
        """This moment of the game, to come back to with `rewind` (costs a copy of the state, not of the log)."""
        return Checkpoint(self._save(), len(self._log), len(self._played))

    def rewind(self, mark: Checkpoint) -> None:
        """Go back to the moment of `mark`: its state, and the log and played moves as they were then."""
        self._load(mark.state)
        del self._log[mark.records:]
        del self._played[mark.played:]

    # ----- what a game provides -----

    @abc.abstractmethod
    def verify(self, move: MoveT) -> None:
        """Raise the game's `refusal` error if the rules do not allow `move` now."""

    @abc.abstractmethod
    def _execute(self, move: MoveT) -> None:
        """Emit the records of a verified move."""

    @abc.abstractmethod
    def _apply(self, record: RecordT) -> None:
        """Change the state as `record` says."""

    @abc.abstractmethod
    def _save(self) -> object:
        """A copy of the state that later play does not change."""

    @abc.abstractmethod
    def _load(self, saved: object) -> None:
        """Make the state a copy of `saved` (one `_save` made)."""

    @classmethod
    @abc.abstractmethod
    def _blank(cls, rules: RulesT) -> Self:
        """A game under `rules` with no record yet (its first applied record seats the players)."""


def asks(verify: Callable[Concatenate[MachineT, P], None]) -> Callable[Concatenate[MachineT, P], bool]:
    """The question made from a check: `can_x = asks(verify_x)` answers whether `verify_x` passes with the
    same arguments (False on the game's `refusal` error), so that no `can_*` body is ever written twice."""

    @functools.wraps(verify)
    def can(self: MachineT, /, *args: P.args, **kwargs: P.kwargs) -> bool:
        try:
            verify(self, *args, **kwargs)
        except self.refusal:
            return False
        return True

    can.__name__ = verify.__name__.replace("verify_", "can_", 1)
    can.__qualname__ = verify.__qualname__.replace("verify_", "can_", 1)
    can.__doc__ = f"Whether `{verify.__name__}` passes with the same arguments."
    return can
