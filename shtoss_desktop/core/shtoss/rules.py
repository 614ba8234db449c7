"""House rules: every option of RULES.md section 4, validated, with JSON round-trip and presets.

A `HouseRules` is frozen and always valid: construction checks every field and every combination.
`HouseRules.from_json` reads the rules file of RULES.md section 7.1; `to_json` writes it back.
`rules_problems` lists every problem of a candidate rules object at once (the settings dialog shows
each beside its field); `from_json` raises the first, in the order the CLI contract fixes.

A problem is a `RulesError` (a `CoreError`): a `RulesMessage` member as its template, the path of the key
(`("premiums", 1, "n")`) and the data to fill it in, so that the user interface can translate the
template, fill it in and show it beside the key's widget.

>>> HouseRules().kush_divisor
1
>>> HouseRules(lob=LobRule.HALF, thirds=True).kush_divisor
6
>>> HouseRules.from_json({"deck_size": 40})
Traceback (most recent call last):
...
shtoss_desktop.core.shtoss.rules.RulesError: deck_size: must be one of 52, 36, 32, not 40
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Final

import msgspec

from shtoss_desktop.core.cards import DECK_SIZES
from shtoss_desktop.core.errors import CoreError, Key
from shtoss_desktop.core.jsonio import JsonInputError, JsonMessage, load_json
from shtoss_desktop.core.rule_fields import MAX_AMOUNT, FieldKind, FieldMessage, RuleField


@enum.unique
class RulesMessage(enum.StrEnum):
    """The message templates only the house rules have: the value is the English (what the CLI prints), the
    member is what the interface looks its translation up by (context "rules"). A value against its schema is a
    `RulesError` with a `FieldMessage`, a rules file's JSON problem one with the reader's `JsonMessage`."""

    OBJECT = "must be a JSON object, not {value}"
    """A premium row that is not an object."""
    LIST = "must be a list, not {value}"
    """A premium table that is not a list."""
    UNKNOWN_KEY = "is not a rules key"
    """A key the rules file does not have."""
    PREMIUM_UNKNOWN_KEY = "is not a premium key (a premium has event, kush_multiple and, for a series, n)"
    """A key a premium row does not have."""
    PREMIUM_MISSING = "is required for a {event} premium"
    """A premium row without a key its event needs."""
    PREMIUM_N_NOT_ALLOWED = "belongs only to a series premium, not to {event}"
    """A series length on a premium that is not a series."""
    PREMIUM_DUPLICATE = "repeats an earlier premium row with the same event and n"
    """Two premium rows for one event and n."""
    HOCLY_NEEDS_PLIE_HALF = "hocly needs plié half: it says when a plié still takes the whole kush"
    """Hocly without plié half."""
    KUSH_DIVIDES = "the initial kush {value} must divide by {divisor} because {reason}"
    """An initial kush the half or thirds options cannot divide."""
    BANK_BELOW_KUSH = "the bank {bank} must cover at least the initial kush {kush}"
    """A bank smaller than the initial kush."""
    CAPITAL_BELOW_BANK = "each player's capital {capital} must cover the bank {bank}"
    """A capital smaller than the bank."""
    CAPITAL_BELOW_KUSH = "each player's capital {capital} must cover at least the initial kush {kush}"
    """A capital smaller than the initial kush."""
    CONTRIBUTION_LEAVES_TOO_LITTLE = (
        "each punter's capital {capital} must cover the contribution {contribution} and still leave him the "
        "initial kush {kush}"
    )
    """A family-bank contribution that leaves a punter nothing to stake."""
    BANKER_SHARE_ABOVE_CAPITAL = (
        "the banker's share {share} of the family bank (punters: {punters}, each paying {contribution}) is above "
        "his capital {capital}"
    )
    """A banker's share of the family bank above his capital."""
    FAMILY_BANK_BELOW_KUSH = (
        "the family bank must cover the initial kush {kush} even with one punter at the table, but his "
        "contribution {contribution} and the banker's share make only {bank}"
    )
    """A family bank that one punter and the banker cannot bring to the initial kush."""
    NOT_RULES = "the rules must be a JSON object, not {value}"
    """Rules that are not a JSON object."""
    UNKNOWN_PRESET = "there is no built-in preset {preset!r} (the presets are {known})"
    """A built-in preset asked for by a key none has."""


class RulesError(CoreError):
    """A rules object, or one of its keys, is not acceptable.

    `key` is the path of the place (`("deck_size",)`, `("premiums", 1, "n")`); `template` (a `RulesMessage`,
    or the `JsonMessage` of a rules text that is not JSON) is the English message with `{name}` fields
    filled from `params`. A parameter is a number, a string, or a `DivisorReason` (data the interface puts
    into its own words; its `str()` is the English).
    """

    messages: ClassVar[tuple[type[enum.StrEnum], ...]] = (RulesMessage, FieldMessage, JsonMessage)

    def __init__(self, template: enum.StrEnum, key: Key = (), /, **params: object) -> None:
        super().__init__(template, key, **params)
        self.all_problems: tuple[RulesError, ...] = (self,)
        """Every problem found with this one (itself first): a `HouseRules` whose combinations fail
        reports them all, so that `rules_problems` can list them without an invalid rules object."""


class UnknownPresetError(RulesError):
    """`preset(key)` was asked for a key that no built-in preset has."""

    def __init__(self, preset_key: str) -> None:
        super().__init__(RulesMessage.UNKNOWN_PRESET, preset=preset_key,
                         known=", ".join(candidate.key for candidate in PRESETS))


MAX_REFUSE_ABOVE: Final = 1_000_000
"""The largest `refuse_above` (a count of initial kush)."""
MAX_KUSH_MULTIPLE: Final = 1_000
"""The largest `kush_multiple` of a premium row."""
MAX_SERIES_N: Final = 100
"""The longest series a `series` premium row may name."""
MAX_PUNTERS: Final = 6
"""The most punters at one table (RULES.md section 1), so the most computer seats too."""
MAX_CORNERS: Final = 5
"""The most corners (paroli bends) `max_corners` may allow: four corners, then the fifth bend."""


class LobRule(enum.StrEnum):
    """What a card killed in the lob (position 1) costs."""

    FULL = "full"
    """The whole kush (в лоб целиком)."""
    HALF = "half"
    """Half the kush (в лоб полкуша)."""


class PlieRule(enum.StrEnum):
    """What a plié (both cards of an abzug of one rank) takes from the punter."""

    FULL = "full"
    """The whole kush: the plié is the banker's."""
    HALF = "half"
    """Half the kush (pharaon and faro)."""


class LastCard(enum.StrEnum):
    """How the last card of the deck counts."""

    COUNTS = "counts"
    """Like any other (an even position: given)."""
    VOID = "void"
    """A stake decided by it neither wins nor loses (pharaon)."""


class BankFormation(enum.StrEnum):
    """Who puts up the bank."""

    BANKER = "banker"
    """The banker, from his capital, the amount `bank`."""
    CONTRIBUTIONS = "contributions"
    """Every punter pays `contribution` and the banker adds his share (the family bank)."""


class BankerShare(enum.StrEnum):
    """The banker's share of a family bank."""

    HALF = "half"
    """As much as all the punters together: he holds half the bank."""
    EQUAL = "equal"
    """The same as one punter."""


class BankerRotation(enum.StrEnum):
    """When the bank passes to the next player."""

    NEVER = "never"
    """The banker keeps it; a twice-broken bank ends the session."""
    EACH_DEAL = "each_deal"
    """After every deal (every talia in talia mode): мечут и понтируют поочерёдно."""
    BANK_BROKEN = "bank_broken"
    """When the bank is broken and cannot be put up again."""


class PremiumEvent(enum.StrEnum):
    """The closed list of events a premium can be paid for (section 4.6)."""

    SONIK_WIN = "sonik_win"
    """A card given at position 2: kush_multiple × that card's kush."""
    DEAL_WON = "deal_won"
    """Two or more cards in a deal, every one given: kush_multiple × the initial kush, once."""
    SERIES = "series"
    """A run of n given cards: kush_multiple × the kush of the card that reached it."""


class DivisorOption(enum.Enum):
    """An active option that makes every kush divide: a half option by 2, counting in thirds by 3.

    The value is the English the core's own (CLI) messages use for it: a half option's name, listed in
    "a half option is on (...)", and the thirds phrase. The interface keys its translated words by the
    member, never by this text.
    """

    LOB_HALF = "lob half"
    """`lob` is `half`."""
    GORKA_HALF = "gorka half"
    """`gorka_half` is on."""
    PLIE_HALF = "plié half"
    """`plie` is `half`."""
    THIRDS = "counting in thirds is on"
    """`thirds` is on."""


class DivisorReason(msgspec.Struct, frozen=True):
    """Why every kush must divide by `divisor`: the active options that force it, in table order.

    It is data for the interface to put into words; `str()` is the English the core's messages use
    ("a half option is on (lob half) and counting in thirds is on"), empty when nothing forces a divisor.
    """

    options: tuple[DivisorOption, ...]
    """The active options that force a divisor (none: the divisor is 1)."""

    @property
    def half_options(self) -> tuple[DivisorOption, ...]:
        """The active options that take half a kush (together they make the kush divide by 2 once)."""
        return tuple(option for option in self.options if option is not DivisorOption.THIRDS)

    @property
    def thirds(self) -> bool:
        """Whether counting in thirds is on (the kush divides by 3)."""
        return DivisorOption.THIRDS in self.options

    @property
    def divisor(self) -> int:
        """What every kush must divide by: 1, 2, 3 or 6."""
        return (2 if self.half_options else 1) * (3 if self.thirds else 1)

    def __str__(self) -> str:
        reasons = []
        if self.half_options:
            reasons.append(f"a half option is on ({', '.join(option.value for option in self.half_options)})")
        if self.thirds:
            reasons.append(DivisorOption.THIRDS.value)
        return " and ".join(reasons)


class Premium(msgspec.Struct, frozen=True):
    """One row of the premium table (с наживкой)."""

    event: PremiumEvent
    """What is rewarded."""
    kush_multiple: int
    """How many kush (or initial kush, for `deal_won`) the banker pays: 1 to `MAX_KUSH_MULTIPLE` (1 000)."""
    n: int | None = None
    """The series length (only for `series`): 2 to `MAX_SERIES_N` (100)."""

    def __post_init__(self) -> None:
        for problem in _premium_problems(self.event, self.kush_multiple, self.n, ("premium",)):
            raise problem

    def to_json(self) -> dict[str, object]:
        """The row as in the rules file."""
        out: dict[str, object] = {"event": self.event.value}
        if self.event is PremiumEvent.SERIES:
            out["n"] = self.n
        out["kush_multiple"] = self.kush_multiple
        return out


class HouseRules(msgspec.Struct, frozen=True, kw_only=True):
    """Every house rule of RULES.md section 7.1; the defaults are classic shtoss.

    >>> HouseRules(initial_kush=5, lob=LobRule.HALF)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    shtoss_desktop.core.shtoss.rules.RulesError: initial_kush: the initial kush 5 must divide by 2 because ...
    """

    deck_size: int = 52
    """Cards in every deck: 52 (2..A), 36 (6..A) or 32 (7..A)."""
    punters: int = 1
    """Punters at the table, 1 to 6."""
    initial_kush: int = 6
    """The minimum stake (начальный куш); a punter who names none plays it. 1 to `MAX_AMOUNT`."""
    bank: int = 600
    """What the banker puts up (with `bank_formation` "banker"). 1 to `MAX_AMOUNT`."""
    capital: int = 1200
    """Each player's starting money, the banker's included. 1 to `MAX_AMOUNT`."""
    refuse_above: int | None = None
    """The banker refuses a card whose kush exceeds this many initial kush (None: no refusal);
    1 to `MAX_REFUSE_ABOVE` (1 000 000)."""
    lob: LobRule = LobRule.FULL
    """В лоб полкуша: a card killed in the lob costs half."""
    gorka_half: bool = False
    """С горки полкуша: a card killed at position 3 costs half."""
    eleven_given: bool = False
    """В одиннадцать: a card killed at position 11 counts as given."""
    thirteenth_suited_double: bool = False
    """A card decided at 13 by its own suit is the punter's, paid double."""
    thirds: bool = False
    """Счёт третями: suited full, same colour two thirds, other colour one third."""
    plie: PlieRule = PlieRule.FULL
    """Плие: the banker takes the whole kush or half of it."""
    hocly: bool = False
    """Hocly: with plié half, a plié in the last abzug still takes the whole kush."""
    last_card: LastCard = LastCard.COUNTS
    """The last card counts, or a stake it decides is void."""
    talia: bool = False
    """Талья: one deck dealt through, stakes between abzugs."""
    paroli: bool = True
    """Пароли and пе: after a full win the punter may let the pile ride."""
    max_corners: int = 4
    """How many corners (paroli bends) a card may have, 0 to 5."""
    pair_bets: bool = True
    """Пара: two cards of one rank staked together."""
    raise_after_win: bool = True
    """A punter who won may raise his next kush (up to ×2 after a full win)."""
    free_kush: bool = False
    """Вольный куш: the banker may not refuse a raised kush."""
    premiums: tuple[Premium, ...] = ()
    """The premium table (с наживкой)."""
    bank_formation: BankFormation = BankFormation.BANKER
    """Who puts up the bank: the banker, or every player (the family bank)."""
    contribution: int = 3
    """What each punter pays into a family bank. 1 to `MAX_AMOUNT`."""
    banker_share: BankerShare = BankerShare.HALF
    """The banker's share of a family bank."""
    banker_rotation: BankerRotation = BankerRotation.NEVER
    """When the bank passes to the next player."""

    def __post_init__(self) -> None:
        for spec in RULE_FIELDS:
            value = getattr(self, spec.name)
            if spec.kind is FieldKind.PREMIUMS:
                if not isinstance(value, tuple) or not all(isinstance(p, Premium) for p in value):
                    raise RulesError(RulesMessage.LIST, (spec.name,), value=_show(value))
                problems = _premium_table_problems(value)
            else:
                problems = _field_problems(spec, value, typed=True)
            if problems:
                raise problems[0]
        combos = _combination_problems(self)
        if combos:
            combos[0].all_problems = tuple(combos)
            raise combos[0]

    # ----- derived facts the rest of the game asks for -----

    @property
    def half_options(self) -> tuple[DivisorOption, ...]:
        """The active options that take half a kush."""
        return self.divisor_reason().half_options

    @property
    def kush_divisor(self) -> int:
        """Every kush and riding amount must be a multiple of this (1, 2, 3 or 6)."""
        return self.divisor_reason().divisor

    def kush_divides(self, amount: int) -> bool:
        """Whether `amount` divides as the active half and thirds options require."""
        return amount % self.kush_divisor == 0

    def divisor_reason(self) -> DivisorReason:
        """Why every kush must divide by `kush_divisor`: the active options that force it (data, not words)."""
        options = []
        if self.lob is LobRule.HALF:
            options.append(DivisorOption.LOB_HALF)
        if self.gorka_half:
            options.append(DivisorOption.GORKA_HALF)
        if self.plie is PlieRule.HALF:
            options.append(DivisorOption.PLIE_HALF)
        if self.thirds:
            options.append(DivisorOption.THIRDS)
        return DivisorReason(tuple(options))

    def premium_multiple(self, event: PremiumEvent) -> int:
        """The sum of the `kush_multiple` of every row for `event`."""
        return sum(p.kush_multiple for p in self.premiums if p.event is event)

    def replace(self, **changes: Any) -> HouseRules:
        """A copy with some fields changed (validated again)."""
        return msgspec.structs.replace(self, **changes)

    # ----- JSON -----

    def to_json(self) -> dict[str, object]:
        """The rules file object, every key present, in table order."""
        out: dict[str, object] = {}
        for spec in RULE_FIELDS:
            value = getattr(self, spec.name)
            if spec.kind is FieldKind.PREMIUMS:
                out[spec.name] = [p.to_json() for p in value]
            elif isinstance(value, enum.Enum):
                out[spec.name] = value.value
            else:
                out[spec.name] = value
        return out

    def to_json_text(self) -> str:
        """The rules file as indented JSON text."""
        return json.dumps(self.to_json(), indent=2, ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, data: object) -> HouseRules:
        """Read a rules object (missing keys take the defaults); raise the first `RulesError`."""
        problems = rules_problems(data)
        if problems:
            raise problems[0]
        assert isinstance(data, Mapping)
        return cls(**_typed_values(data))

    @classmethod
    def from_json_text(cls, text: str | bytes) -> HouseRules:
        """Read a rules file's text or bytes: the one loader of rules files, for the CLI's reader
        (`jsonio.load_json`: BOM accepted, repeated keys, NaN, deep nesting and huge numbers refused)
        and then `from_json`. A JSON problem is a `RulesError` with no key and the reader's template."""
        try:
            data = load_json(text)
        except JsonInputError as error:
            raise RulesError(error.template, **error.params) from None
        return cls.from_json(data)


def _defaults() -> tuple[RuleField, ...]:
    fields_by_name = {f.name: f for f in msgspec.structs.fields(HouseRules)}

    def default(name: str) -> object:
        return fields_by_name[name].default

    def choice(name: str, options: Sequence[object]) -> RuleField:
        return RuleField(name, FieldKind.CHOICE, default(name), choices=tuple(options))

    def integer(name: str, minimum: int, maximum: int) -> RuleField:
        return RuleField(name, FieldKind.INT, default(name), minimum=minimum, maximum=maximum)

    def boolean(name: str) -> RuleField:
        return RuleField(name, FieldKind.BOOL, default(name))

    return (
        choice("deck_size", DECK_SIZES),
        integer("punters", 1, MAX_PUNTERS),
        integer("initial_kush", 1, MAX_AMOUNT),
        integer("bank", 1, MAX_AMOUNT),
        integer("capital", 1, MAX_AMOUNT),
        RuleField("refuse_above", FieldKind.INT_OR_NULL, None, minimum=1, maximum=MAX_REFUSE_ABOVE),
        choice("lob", tuple(LobRule)),
        boolean("gorka_half"),
        boolean("eleven_given"),
        boolean("thirteenth_suited_double"),
        boolean("thirds"),
        choice("plie", tuple(PlieRule)),
        boolean("hocly"),
        choice("last_card", tuple(LastCard)),
        boolean("talia"),
        boolean("paroli"),
        integer("max_corners", 0, MAX_CORNERS),
        boolean("pair_bets"),
        boolean("raise_after_win"),
        boolean("free_kush"),
        RuleField("premiums", FieldKind.PREMIUMS, ()),
        choice("bank_formation", tuple(BankFormation)),
        integer("contribution", 1, MAX_AMOUNT),
        choice("banker_share", tuple(BankerShare)),
        choice("banker_rotation", tuple(BankerRotation)),
    )


RULE_FIELDS: Final[tuple[RuleField, ...]] = _defaults()
"""Every rules key in the order of the table in RULES.md section 7.1 (the order errors are reported)."""

RULE_FIELD_NAMES: Final = tuple(f.name for f in RULE_FIELDS)


_SHOWN_DIGITS: Final = 30
"""Integers longer than this are shown by their size: Python refuses to write one of over 4 300 digits."""


def _show_int(value: int) -> int | str:
    """An integer fit for a message: itself, or its order of magnitude when it is huge."""
    if value.bit_length() <= _SHOWN_DIGITS * 3:  # 2**90 < 10**30: printing is cheap and allowed
        return value
    # bit_length × log10(2) underestimates the exponent by at most one; 10**k settles it exactly.
    exponent = int((value.bit_length() - 1) * 0.30102999566398)
    if abs(value) >= 10 ** (exponent + 1):
        exponent += 1
    return f"10^{exponent} or more" if value > 0 else f"-10^{exponent} or less"


def _show(value: object) -> str:
    if isinstance(value, enum.Enum):
        return json.dumps(value.value)
    if _is_int(value):
        assert isinstance(value, int)
        return str(_show_int(value))
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        try:
            return repr(value)
        except ValueError:
            # A container holding an integer too long to print: name its type instead.
            return f"a {type(value).__name__} too large to show"


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _field_problems(spec: RuleField, value: object, *, typed: bool) -> list[RulesError]:
    """Problems of one non-premium value; `typed` means enum members are expected for choices."""
    name = spec.name
    if spec.kind is FieldKind.BOOL:
        if not isinstance(value, bool):
            return [RulesError(FieldMessage.BOOLEAN, (name,), value=_show(value))]
        return []
    if spec.kind is FieldKind.CHOICE:
        raw = [c.value if isinstance(c, enum.Enum) else c for c in spec.choices]
        # Typed values must be the enum members (or JSON integers) themselves: a plain "half" equals
        # LobRule.HALF but fails every `is LobRule.HALF` test, so the option would silently be off.
        ok = (type(value) in {type(c) for c in spec.choices} and value in spec.choices) if typed else (
            (_is_int(value) or isinstance(value, str)) and value in raw
        )
        if isinstance(value, bool):
            ok = False
        if not ok:
            choices = ", ".join(_show(c) for c in raw)
            return [RulesError(FieldMessage.CHOICE, (name,), choices=choices, value=_show(value))]
        return []
    if spec.kind is FieldKind.INT_OR_NULL and value is None:
        return []
    if not _is_int(value):
        template = FieldMessage.INTEGER_OR_NULL if spec.kind is FieldKind.INT_OR_NULL else FieldMessage.INTEGER
        return [RulesError(template, (name,), value=_show(value))]
    assert isinstance(value, int)
    return _range_problems((name,), value, spec.minimum, spec.maximum)


def _range_problems(key: Key, value: int, minimum: int | None, maximum: int | None) -> list[RulesError]:
    if maximum is not None and minimum is not None and not minimum <= value <= maximum:
        return [RulesError(FieldMessage.RANGE, key, minimum=minimum, maximum=maximum, value=_show_int(value))]
    if minimum is not None and value < minimum:
        return [RulesError(FieldMessage.AT_LEAST, key, minimum=minimum, value=_show_int(value))]
    return []


def _premium_problems(event: object, kush_multiple: object, n: object, place: Key) -> list[RulesError]:
    """Every problem of one premium row's values (a `Premium` raises the first; the JSON reader lists all)."""
    problems: list[RulesError] = []
    if not isinstance(event, PremiumEvent):
        return [RulesError(FieldMessage.CHOICE, (*place, "event"),
                           choices=", ".join(_show(e.value) for e in PremiumEvent), value=_show(event))]
    if not isinstance(kush_multiple, int) or isinstance(kush_multiple, bool):
        problems.append(RulesError(FieldMessage.INTEGER, (*place, "kush_multiple"), value=_show(kush_multiple)))
    else:
        problems += _range_problems((*place, "kush_multiple"), kush_multiple, 1, MAX_KUSH_MULTIPLE)
    if event is PremiumEvent.SERIES:
        if n is None:
            problems.append(RulesError(RulesMessage.PREMIUM_MISSING, (*place, "n"), event=event.value))
        elif not isinstance(n, int) or isinstance(n, bool):
            problems.append(RulesError(FieldMessage.INTEGER, (*place, "n"), value=_show(n)))
        else:
            problems += _range_problems((*place, "n"), n, 2, MAX_SERIES_N)
    elif n is not None:
        problems.append(RulesError(RulesMessage.PREMIUM_N_NOT_ALLOWED, (*place, "n"), event=event.value))
    return problems


def _premium_table_problems(premiums: Sequence[Premium]) -> list[RulesError]:
    problems: list[RulesError] = []
    seen: set[tuple[PremiumEvent, int | None]] = set()
    for index, premium in enumerate(premiums):
        key = (premium.event, premium.n)
        if key in seen:
            problems.append(RulesError(RulesMessage.PREMIUM_DUPLICATE, ("premiums", index)))
        seen.add(key)
    return problems


def _premium_json_problems(value: object) -> list[RulesError]:
    """Problems of the `premiums` value as read from JSON."""
    if not isinstance(value, list):
        return [RulesError(RulesMessage.LIST, ("premiums",), value=_show(value))]
    problems: list[RulesError] = []
    rows: list[Premium] = []
    for index, row in enumerate(value):
        place: Key = ("premiums", index)
        if not isinstance(row, Mapping):
            problems.append(RulesError(RulesMessage.OBJECT, place, value=_show(row)))
            continue
        unknown = [k for k in row if k not in ("event", "kush_multiple", "n")]
        if unknown:
            problems.append(RulesError(RulesMessage.PREMIUM_UNKNOWN_KEY, (*place, str(unknown[0]))))
            continue
        event_raw = row.get("event")
        if not isinstance(event_raw, str) or event_raw not in {e.value for e in PremiumEvent}:
            problems.append(RulesError(FieldMessage.CHOICE, (*place, "event"),
                                       choices=", ".join(_show(e.value) for e in PremiumEvent),
                                       value=_show(event_raw)))
            continue
        event = PremiumEvent(event_raw)
        if "kush_multiple" not in row:
            problems.append(RulesError(RulesMessage.PREMIUM_MISSING, (*place, "kush_multiple"), event=event.value))
            continue
        if event is not PremiumEvent.SERIES and "n" in row:
            problems.append(RulesError(RulesMessage.PREMIUM_N_NOT_ALLOWED, (*place, "n"), event=event.value))
            continue
        kush_multiple, n = row["kush_multiple"], row.get("n")
        row_problems = _premium_problems(event, kush_multiple, n, place)
        if row_problems:
            problems.extend(row_problems)
            continue
        rows.append(Premium(event, kush_multiple, n))
    if not problems:
        problems.extend(_premium_table_problems(rows))
    return problems


def _combination_problems(rules: HouseRules) -> list[RulesError]:
    problems: list[RulesError] = []
    if rules.hocly and rules.plie is not PlieRule.HALF:
        problems.append(RulesError(RulesMessage.HOCLY_NEEDS_PLIE_HALF, ("hocly",)))
    if not rules.kush_divides(rules.initial_kush):
        problems.append(RulesError(RulesMessage.KUSH_DIVIDES, ("initial_kush",), value=rules.initial_kush,
                                   divisor=rules.kush_divisor, reason=rules.divisor_reason()))
    if rules.bank_formation is BankFormation.BANKER:
        if rules.bank < rules.initial_kush:
            problems.append(RulesError(RulesMessage.BANK_BELOW_KUSH, ("bank",), bank=rules.bank,
                                       kush=rules.initial_kush))
        if rules.capital < rules.bank:
            problems.append(RulesError(RulesMessage.CAPITAL_BELOW_BANK, ("capital",), capital=rules.capital,
                                       bank=rules.bank))
    if rules.capital < rules.initial_kush:
        problems.append(RulesError(RulesMessage.CAPITAL_BELOW_KUSH, ("capital",), capital=rules.capital,
                                   kush=rules.initial_kush))
    if rules.bank_formation is BankFormation.CONTRIBUTIONS:
        problems += _family_bank_problems(rules)
    return problems


def family_bank_share(rules: HouseRules, payers: int) -> int:
    """The banker's share of a family bank that `payers` punters pay into (section 4.7)."""
    return rules.contribution * (payers if rules.banker_share is BankerShare.HALF else 1)


def _family_bank_problems(rules: HouseRules) -> list[RulesError]:
    """Whether the family bank can be formed at the start, when every punter still has his capital.

    A punter must be able to pay the contribution and still stake the initial kush; the banker must
    be able to pay his whole share for `punters` punters; and the bank must cover the initial kush
    however few punters sit down (a table may seat fewer than `punters`): one punter's contribution
    and the banker's share, which is then the same under both `banker_share` choices.
    """
    problems: list[RulesError] = []
    if rules.capital - rules.contribution < rules.initial_kush:
        problems.append(RulesError(RulesMessage.CONTRIBUTION_LEAVES_TOO_LITTLE, ("contribution",),
                                   capital=rules.capital, contribution=rules.contribution, kush=rules.initial_kush))
    share = family_bank_share(rules, rules.punters)
    if share > rules.capital:
        problems.append(RulesError(RulesMessage.BANKER_SHARE_ABOVE_CAPITAL, ("banker_share",), share=share,
                                   punters=rules.punters, contribution=rules.contribution, capital=rules.capital))
    smallest = rules.contribution + family_bank_share(rules, 1)
    if smallest < rules.initial_kush:
        problems.append(RulesError(RulesMessage.FAMILY_BANK_BELOW_KUSH, ("contribution",), kush=rules.initial_kush,
                                   contribution=rules.contribution, bank=smallest))
    return problems


def _typed_values(data: Mapping[str, object]) -> dict[str, Any]:
    """Convert checked JSON values to the field types (enum members, premium rows)."""
    values: dict[str, Any] = {}
    for spec in RULE_FIELDS:
        if spec.name not in data:
            continue
        raw = data[spec.name]
        if spec.kind is FieldKind.PREMIUMS:
            assert isinstance(raw, list)
            values[spec.name] = tuple(
                Premium(PremiumEvent(r["event"]), r["kush_multiple"], r.get("n")) for r in raw
            )
        elif spec.kind is FieldKind.CHOICE and isinstance(spec.choices[0], enum.Enum):
            values[spec.name] = type(spec.choices[0])(raw)
        else:
            values[spec.name] = raw
    return values


def rules_problems(data: object) -> list[RulesError]:
    """Every problem of a candidate rules object, in the order the CLI contract reports them.

    Key problems come first (unknown keys, then each key in table order); the combinations are
    checked only when every key is acceptable.

    >>> [str(p) for p in rules_problems({"thirds": True, "initial_kush": 4, "colour": 1})]
    ['colour: is not a rules key']
    >>> [str(p) for p in rules_problems({"thirds": True, "initial_kush": 4})]
    ['initial_kush: the initial kush 4 must divide by 3 because counting in thirds is on']
    """
    if not isinstance(data, Mapping):
        return [RulesError(RulesMessage.NOT_RULES, value=_show(data))]
    problems = [RulesError(RulesMessage.UNKNOWN_KEY, (str(key),)) for key in data if key not in RULE_FIELD_NAMES]
    if problems:
        return problems
    for spec in RULE_FIELDS:
        if spec.name not in data:
            continue
        if spec.kind is FieldKind.PREMIUMS:
            problems.extend(_premium_json_problems(data[spec.name]))
        else:
            problems.extend(_field_problems(spec, data[spec.name], typed=False))
    if problems:
        return problems
    # Every key is acceptable, so only the combinations can fail; construction reports all of them.
    try:
        HouseRules(**_typed_values(data))
    except RulesError as error:
        return list(error.all_problems)
    return []


class Preset(msgspec.Struct, frozen=True):
    """A named, built-in set of house rules."""

    key: str
    """A stable identifier, used in settings files."""
    name: str
    """The English name."""
    russian_name: str
    """The Russian name."""
    rules: HouseRules = msgspec.field(default_factory=HouseRules)
    """The rules."""


PRESETS: Final[tuple[Preset, ...]] = (
    Preset("classic", "Classic shtoss", "Классический штосс", HouseRules()),
    Preset("abzug_lob_half", "Abzug shtoss: в лоб полкуша", "Абцужный штосс: в лоб полкуша",
           HouseRules(lob=LobRule.HALF)),
    Preset("thirds", "Counting in thirds", "Счёт третями", HouseRules(thirds=True)),
    Preset("pharaon", "Pharaon (Hoyle: plié half, hocly, last card void)",
           "Фараон (по Хойлу: плие пополам, hocly, последняя карта не в счёт)",
           HouseRules(plie=PlieRule.HALF, hocly=True, last_card=LastCard.VOID)),
    Preset("family", "Family bank (32 cards, contributions)", "Семейный банк (32 карты, взносы)",
           HouseRules(deck_size=32, bank_formation=BankFormation.CONTRIBUTIONS, contribution=3,
                      banker_share=BankerShare.HALF, initial_kush=1, capital=30, bank=30,
                      refuse_above=6)),
)
"""The built-in presets, read-only."""


def preset(key: str) -> Preset:
    """The built-in preset with this key; `UnknownPresetError` (a `ValueError`) names an unknown one."""
    for candidate in PRESETS:
        if candidate.key == key:
            return candidate
    raise UnknownPresetError(key)
