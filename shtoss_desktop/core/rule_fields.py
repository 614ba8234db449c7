"""What both games' rules files share: the schema of one rules key (`RuleField`, its `FieldKind`), the messages
of a value of the wrong type or out of its range (`FieldMessage`, so that those read the same in both games),
and the largest money amount a rule may name (`MAX_AMOUNT`). Each game's rules module declares its keys with
these; the interface words `FieldMessage` in context "rules", beside each game's own rules messages."""

from __future__ import annotations

import enum
from typing import Final

import msgspec

MAX_AMOUNT: Final = 1_000_000_000
"""The largest money amount a rule may name in any game (shtoss: `initial_kush`, `bank`,
`capital`, `contribution`; the casino: the table's limits and the capital).

Seven players at most, each with at most this capital, keep every balance, bank and payout (the
paroli ladder and the premiums included) far inside a signed 64-bit integer, which the table's
amount formatting and spin boxes need.
"""


class FieldMessage(enum.StrEnum):
    """The message templates of a rules value against its schema, in either game: the value is the English (what
    the CLI prints), the member is what the interface looks its translation up by (context "rules")."""

    CHOICE = "must be one of {choices}, not {value}"
    """A value outside a closed set."""
    INTEGER = "must be a whole number (a JSON integer), not {value}"
    """Not a JSON integer."""
    BOOLEAN = "must be true or false, not {value}"
    """Not a JSON boolean."""
    INTEGER_OR_NULL = "must be a whole number or null, not {value}"
    """Neither a JSON integer nor null."""
    AT_LEAST = "must be at least {minimum}, not {value}"
    """An integer below its minimum."""
    RANGE = "must be from {minimum} to {maximum}, not {value}"
    """An integer outside its range."""


class FieldKind(enum.StrEnum):
    """The type of a rules key's value."""

    INT = "int"
    """A whole number between `minimum` and `maximum`."""
    BOOL = "bool"
    """True or false."""
    CHOICE = "choice"
    """One of `choices` (enum members, or integers such as the deck sizes)."""
    INT_OR_NULL = "int_or_null"
    """A whole number between `minimum` and `maximum`, or None (JSON null)."""
    PREMIUMS = "premiums"
    """The premium table: a tuple of `Premium` rows (a JSON list of objects)."""


class RuleField(msgspec.Struct, frozen=True):
    """The schema of one rules key: its type, its allowed values and its default."""

    name: str
    """The key in the rules file and the attribute of `HouseRules`."""
    kind: FieldKind
    """The type of the value."""
    default: object
    """The default, as a Python value of the field's type."""
    minimum: int | None = None
    """The smallest allowed integer, if any."""
    maximum: int | None = None
    """The largest allowed integer, if any."""
    choices: tuple[object, ...] = ()
    """The allowed values of a choice (enum members or integers)."""
