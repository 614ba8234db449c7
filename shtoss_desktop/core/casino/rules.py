"""The rules of casino stos (RULES.md section 4.8): the shoe, the table limits and the players.

A `CasinoRules` is frozen and always valid, like `HouseRules`: construction checks every field against
its schema (`CASINO_RULE_FIELDS`, the same `RuleField` records the house rules use) and then the
combinations. `from_json` reads a casino rules object (missing keys take the defaults) and raises the
first problem; `casino_rules_problems` lists every problem at once for a settings dialog. A problem is
a `CasinoRulesError` naming the key, with a message enum member as its template: the shared `FieldMessage`
for a value of the wrong type or out of range (so those read the same in both games), a `CasinoRulesMessage`
for what only the casino has.

>>> CasinoRules().decks, CasinoRules().table_minimum
(6, 10)
>>> CasinoRules.from_json({"decks": 7})
Traceback (most recent call last):
...
shtoss_desktop.core.casino.rules.CasinoRulesError: decks: must be one of 6, 8, not 7
>>> [str(p) for p in casino_rules_problems({"table_minimum": 50, "table_maximum": 20})]
['table_maximum: the table maximum 20 is below the table minimum 50']
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from typing import Any, ClassVar, Final

import msgspec

from shtoss_desktop.core.errors import CoreError, Key
from shtoss_desktop.core.jsonio import JsonInputError, JsonMessage, load_json
from shtoss_desktop.core.rule_fields import MAX_AMOUNT, FieldKind, FieldMessage, RuleField

SHOE_DECKS: Final = (6, 8)
"""The shoe holds six or eight full 52-card decks."""
MAX_COMPUTER_PLAYERS: Final = 6
"""The most computer players at the casino table (seven seats with the human)."""


@enum.unique
class CasinoRulesMessage(enum.StrEnum):
    """The message templates only the casino rules have (type and range problems use `FieldMessage`):
    the value is the English (what the CLI would print), the member is what the interface looks its
    translation up by."""

    UNKNOWN_KEY = "is not a casino rules key"
    """A key the casino rules do not have."""
    NOT_RULES = "the casino rules must be a JSON object, not {value}"
    """Casino rules that are not a JSON object."""
    MAXIMUM_BELOW_MINIMUM = "the table maximum {maximum} is below the table minimum {minimum}"
    """A table maximum below the minimum."""
    CAPITAL_BELOW_MINIMUM = "each player's capital {capital} must cover at least the table minimum {minimum}"
    """A capital below the table minimum."""
    UNKNOWN_PRESET = "there is no built-in casino preset {preset!r} (the presets are {known})"
    """A built-in casino preset asked for by a key none has."""


class CasinoRulesError(CoreError):
    """A casino rules object, or one of its keys, is not acceptable.

    `key` is the path of the key (`()` for the whole object); `template` is a `FieldMessage` or a
    `CasinoRulesMessage` (or the `JsonMessage` of a text that is not JSON), filled from `params` into
    `message`, the English.
    """

    messages: ClassVar[tuple[type[enum.StrEnum], ...]] = (CasinoRulesMessage, FieldMessage, JsonMessage)

    def __init__(self, template: enum.StrEnum, key: Key = (), /, **params: object) -> None:
        super().__init__(template, key, **params)
        self.all_problems: tuple[CasinoRulesError, ...] = (self,)
        """Every problem found with this one (itself first), as for `RulesError`."""


class UnknownCasinoPresetError(CasinoRulesError):
    """`casino_preset(key)` was asked for a key that no built-in casino preset has."""

    def __init__(self, preset_key: str) -> None:
        super().__init__(CasinoRulesMessage.UNKNOWN_PRESET, preset=preset_key,
                         known=", ".join(candidate.key for candidate in CASINO_PRESETS))


class CasinoRules(msgspec.Struct, frozen=True, kw_only=True):
    """The casino table: how many decks in the shoe, the bet limits, the players' money and seats.

    >>> CasinoRules(table_minimum=600, capital=500)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    shtoss_desktop.core.casino.rules.CasinoRulesError: table_maximum: the table maximum 500 is below ...
    """

    decks: int = 6
    """52-card decks in the shoe: 6 or 8."""
    table_minimum: int = 10
    """The smallest bet (a rank bet and its suit bet together). 1 to `MAX_AMOUNT`."""
    table_maximum: int = 500
    """The largest bet (a rank bet and its suit bet together). 1 to `MAX_AMOUNT`."""
    capital: int = 1000
    """Each player's starting money. 1 to `MAX_AMOUNT`; the house never runs out."""
    players: int = 3
    """Computer players at the table beside the human, 0 to `MAX_COMPUTER_PLAYERS` (6)."""

    def __post_init__(self) -> None:
        for spec in CASINO_RULE_FIELDS:
            problems = _field_problems(spec, getattr(self, spec.name))
            if problems:
                raise problems[0]
        combos = _combination_problems(self)
        if combos:
            combos[0].all_problems = tuple(combos)
            raise combos[0]

    def replace(self, **changes: Any) -> CasinoRules:
        """A copy with some fields changed (validated again)."""
        return msgspec.structs.replace(self, **changes)

    def to_json(self) -> dict[str, object]:
        """The casino rules object, every key present, in schema order."""
        return {spec.name: getattr(self, spec.name) for spec in CASINO_RULE_FIELDS}

    def to_json_text(self) -> str:
        """The casino rules as indented JSON text."""
        return json.dumps(self.to_json(), indent=2) + "\n"

    @classmethod
    def from_json(cls, data: object) -> CasinoRules:
        """Read a casino rules object (missing keys take the defaults); raise the first `CasinoRulesError`."""
        problems = casino_rules_problems(data)
        if problems:
            raise problems[0]
        assert isinstance(data, Mapping)
        return cls(**{spec.name: data[spec.name] for spec in CASINO_RULE_FIELDS if spec.name in data})

    @classmethod
    def from_json_text(cls, text: str | bytes) -> CasinoRules:
        """Read casino rules from JSON text through the game's one strict reader (`jsonio.load_json`)."""
        try:
            data = load_json(text)
        except JsonInputError as error:
            raise CasinoRulesError(error.template, **error.params) from None
        return cls.from_json(data)


def _schema() -> tuple[RuleField, ...]:
    defaults = {f.name: f.default for f in msgspec.structs.fields(CasinoRules)}

    def integer(name: str, minimum: int, maximum: int) -> RuleField:
        return RuleField(name, FieldKind.INT, defaults[name], minimum=minimum, maximum=maximum)

    return (
        RuleField("decks", FieldKind.CHOICE, defaults["decks"], choices=SHOE_DECKS),
        integer("table_minimum", 1, MAX_AMOUNT),
        integer("table_maximum", 1, MAX_AMOUNT),
        integer("capital", 1, MAX_AMOUNT),
        integer("players", 0, MAX_COMPUTER_PLAYERS),
    )


CASINO_RULE_FIELDS: Final[tuple[RuleField, ...]] = _schema()
"""Every casino rules key, in the order problems are reported and the JSON object is written."""

CASINO_RULE_FIELD_NAMES: Final = tuple(spec.name for spec in CASINO_RULE_FIELDS)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _show(value: object) -> str:
    """A value as JSON text for a message (huge integers by their size, other oddities by repr)."""
    if _is_int(value):
        assert isinstance(value, int)
        return str(value) if value.bit_length() <= 90 else "a number of more than 27 digits"
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = type(value).__name__
    return text if len(text) <= 60 else text[:59] + "…"


def _field_problems(spec: RuleField, value: object) -> list[CasinoRulesError]:
    """The problem of one value against its schema (at most one)."""
    if spec.kind is FieldKind.CHOICE:
        if not _is_int(value) or value not in spec.choices:
            choices = ", ".join(str(choice) for choice in spec.choices)
            return [CasinoRulesError(FieldMessage.CHOICE, (spec.name,), choices=choices, value=_show(value))]
        return []
    if not _is_int(value):
        return [CasinoRulesError(FieldMessage.INTEGER, (spec.name,), value=_show(value))]
    assert isinstance(value, int)
    assert spec.minimum is not None
    assert spec.maximum is not None
    if not spec.minimum <= value <= spec.maximum:
        return [CasinoRulesError(FieldMessage.RANGE, (spec.name,), minimum=spec.minimum, maximum=spec.maximum,
                                 value=_show(value))]
    return []


def _combination_problems(rules: CasinoRules) -> list[CasinoRulesError]:
    problems: list[CasinoRulesError] = []
    if rules.table_maximum < rules.table_minimum:
        problems.append(CasinoRulesError(CasinoRulesMessage.MAXIMUM_BELOW_MINIMUM, ("table_maximum",),
                                         minimum=rules.table_minimum, maximum=rules.table_maximum))
    if rules.capital < rules.table_minimum:
        problems.append(CasinoRulesError(CasinoRulesMessage.CAPITAL_BELOW_MINIMUM, ("capital",),
                                         capital=rules.capital, minimum=rules.table_minimum))
    return problems


def casino_rules_problems(data: object) -> list[CasinoRulesError]:
    """Every problem of a candidate casino rules object: unknown keys first, then each key in schema
    order, then (only when every key is acceptable) the combinations.

    >>> [str(p) for p in casino_rules_problems({"players": 7, "colour": 1})]
    ['colour: is not a casino rules key']
    >>> [str(p) for p in casino_rules_problems({"players": 7, "capital": "lots"})]
    ['capital: must be a whole number (a JSON integer), not "lots"', 'players: must be from 0 to 6, not 7']
    """
    if not isinstance(data, Mapping):
        return [CasinoRulesError(CasinoRulesMessage.NOT_RULES, value=_show(data))]
    unknown = [CasinoRulesError(CasinoRulesMessage.UNKNOWN_KEY, (str(key),))
               for key in data if key not in CASINO_RULE_FIELD_NAMES]
    if unknown:
        return unknown
    problems: list[CasinoRulesError] = []
    for spec in CASINO_RULE_FIELDS:
        if spec.name in data:
            problems += _field_problems(spec, data[spec.name])
    if problems:
        return problems
    try:
        CasinoRules(**{spec.name: data[spec.name] for spec in CASINO_RULE_FIELDS if spec.name in data})
    except CasinoRulesError as error:
        return list(error.all_problems)
    return []


class CasinoPreset(msgspec.Struct, frozen=True):
    """A named, built-in casino table."""

    key: str
    """A stable identifier, used in settings files."""
    name: str
    """The English name."""
    russian_name: str
    """The Russian name."""
    rules: CasinoRules
    """The rules."""


CASINO_PRESETS: Final[tuple[CasinoPreset, ...]] = (
    CasinoPreset("classic", "Classic: 6 decks, bets 10 to 500", "Классика: 6 колод, ставки от 10 до 500",
                 CasinoRules()),
    CasinoPreset("high_stakes", "High stakes: 8 decks, bets 100 to 10 000",
                 "Крупная игра: 8 колод, ставки от 100 до 10 000",
                 CasinoRules(decks=8, table_minimum=100, table_maximum=10_000, capital=50_000, players=4)),
    CasinoPreset("quiet", "A quiet table: 6 decks, bets 2 to 100, one opponent",
                 "Тихий стол: 6 колод, ставки от 2 до 100, один соперник",
                 CasinoRules(table_minimum=2, table_maximum=100, capital=300, players=1)),
)
"""The built-in casino tables, read-only."""


def casino_preset(key: str) -> CasinoPreset:
    """The built-in casino preset with this key; `UnknownCasinoPresetError` (a `ValueError`) otherwise."""
    for candidate in CASINO_PRESETS:
        if candidate.key == key:
            return candidate
    raise UnknownCasinoPresetError(key)
