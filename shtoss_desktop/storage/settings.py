"""The game's persistent settings: a declared schema, one object that validates and notifies.

Every setting is declared once in `SETTINGS` (name, kind, default, description); the closed sets of
values are enums declared here once (`Speed`, `Language`, `CardIndices`, `SidePanel`) and a choice setting holds
their members. Both games keep theirs here: the shtoss table's (its house rules, preset and computer styles, its
window), the shared ones (speed, card theme and indices, language) and the casino table's (`casino_*`: its rules,
the preset they came from, the chip, the odds shown, its window and side panel).
`AppSettings` is the only object that reads and writes them: a typed reader per setting
(`animation_speed() -> Speed`, `rules() -> HouseRules`, `casino_rules() -> CasinoRules`, ...) returns its value
with its declared type, `get(name)` the same value for code that treats every setting alike, and
`set(name, value)` validates it (raising `SettingsError`), writes it through and emits `changed(name)` when it
differs. Dialogs edit this object; views subscribe to `changed`.

The values live in an INI file read and written by `QSettings` (which saves through a temporary file
and a rename, so a crash never leaves half a file). By default that is the platform's usual place
for organization "ShtossDesktop" and application "shtoss-desktop" (e.g.
`~/.config/ShtossDesktop/shtoss-desktop.ini` on Linux, `%APPDATA%\\ShtossDesktop\\shtoss-desktop.ini` on
Windows); tests pass their own path. The house rules and the casino rules are kept as their rules-file JSON
(RULES.md section 7.1 and the casino's), so a rules file can be pasted in and out.

Storage speaks data: every problem is a `StorageProblem` (storage/problems.py: a `StorageMessage` member and its
params), and the app puts it into words (app/storage_messages.py). A settings file that cannot be read, or that
holds bad values, never stops the game: the bad values fall back to their defaults, the file is renamed aside
(`shtoss-desktop.ini.corrupt-<timestamp>`) so nothing is lost, the good values are written to a fresh file, and
`startup_problems` says, once, what was wrong (the window shows it after start). Every JSON value in it (the
rules, the styles) is read by the core's strict reader (`core/jsonio.py`), as the rules CLI reads its input. A
text holding a lone surrogate (half of a UTF-16 pair, which UTF-8 cannot hold) is refused, read or given.

The casino settings of release 0.1.0 were a file of their own, `casino.json` beside the settings file: the first
start that finds it takes its values over (storage/legacy_casino.py), writes them here and moves it aside as done
(`casino.json.migrated-<timestamp>`); one that cannot be used is set aside as damaged and said like the rest.

Each write is fsync'ed with its folder; a write that fails (a full disk, a read-only folder, a value the file
cannot hold: `OSError`, `UnicodeError`, `ValueError`) keeps the values in memory and says so once through
`write_failed`; play goes on, and the next write tries the whole file again. Temporary files a kill left beside
the settings file are removed at the next start. `AppSettings(in_memory=True)` reads and writes no file (a
screenshot's window).

The words of the core's rules and JSON messages (`RULES_MESSAGES`, `JSON_MESSAGES`, `rules_error_text`,
`json_message`) are here too, for now: the shtoss journal (storage/journal.py) still words its own problems with
them; they move to the app once it speaks data as well.
"""

from __future__ import annotations

import base64
import binascii
import enum
import functools
import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final, TypeVar

import msgspec
from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal

from shtoss_desktop.core.jsonio import JsonInputError, JsonMessage, load_json, read_limited
from shtoss_desktop.core.rule_fields import MAX_AMOUNT, FieldMessage
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import (
    MAX_PUNTERS,
    DivisorOption,
    DivisorReason,
    HouseRules,
    RulesError,
    RulesMessage,
)
from shtoss_desktop.storage.atomic import (
    MIGRATED_MARK,
    fsync_file,
    fsync_folder,
    remove_stale_files,
    remove_temporaries,
    set_aside,
)
from shtoss_desktop.storage.legacy_casino import FILE_NAME as LEGACY_CASINO_FILE
from shtoss_desktop.storage.legacy_casino import LegacyCasinoError, read_legacy_casino
from shtoss_desktop.storage.problems import (
    StorageError,
    StorageMessage,
    StorageProblem,
    lone_surrogate,
    problem,
    system_detail,
)
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from shtoss_desktop.core.casino.rules import CasinoRules

translate = QCoreApplication.translate

ORGANIZATION: Final = "ShtossDesktop"
"""The organization name for QSettings and QStandardPaths."""
APPLICATION: Final = "shtoss-desktop"
"""The application name for QSettings and QStandardPaths."""

KNOWN_COMPUTER_STYLES: Final = tuple(style.value for style in PunterStyle)
"""The punter styles of the computer players (the core's `PunterStyle` values), in the dialog's order."""
MAX_SEATS: Final = MAX_PUNTERS
"""The most computer seats a table has: the core's most punters (RULES.md section 1)."""
CUSTOM_PRESET: Final = "custom"
"""The `preset` and `casino_preset` of rules edited by hand (no preset's)."""


class Speed(enum.StrEnum):
    """The animation speeds the table offers (the `animation_speed` setting), fastest first."""

    INSTANT = "instant"
    """No animation: the table jumps to each new state."""
    FAST = "fast"
    """Quick moves."""
    NORMAL = "normal"
    """The default pace."""
    SLOW = "slow"
    """Slow enough to follow every card."""


class Language(enum.StrEnum):
    """The language setting: follow the system, or a language the game speaks."""

    SYSTEM = "system"
    """The system's language if the game speaks it, else English."""
    EN = "en"
    """English (the source language)."""
    RU = "ru"
    """Russian."""


class CardIndices(enum.StrEnum):
    """How the project's own deck marks its courts and aces (the `card_indices` setting)."""

    RUSSIAN = "russian"
    """В, Д, К, Т (валет, дама, король, туз) in the Russian interface; J, Q, K, A in the English one."""
    LATIN = "latin"
    """J, Q, K, A in every language."""


class SidePanel(enum.StrEnum):
    """Whether the casino window shows its side panel (the `casino_side_panel` setting)."""

    AUTO = "auto"
    """As the window's width says (shown only in a roomy window): the player never chose otherwise."""
    SHOWN = "shown"
    """Shown: the player left it shown where the width would hide it."""
    HIDDEN = "hidden"
    """Hidden: the player left it hidden where the width would show it."""


DEFAULT_CARD_THEME: Final = "default"
"""The `card_theme` of a player who never chose a deck: the Russian "Атласные" deck where it is installed
(Debian's gnome-cards-data), else the project's own."""


class SettingsError(StorageError):
    """A value is not acceptable for a setting: `problem` says why (it names the setting); `str()` is the English."""


def _refused(message: StorageMessage, **params: object) -> SettingsError:
    return SettingsError(problem(message, **params))


class SettingKind(enum.StrEnum):
    """How a setting's value is typed in Python and written in the INI file."""

    TEXT = "text"
    """A short string (one line)."""
    CHOICE = "choice"
    """One of the spec's `choices`."""
    THEME = "theme"
    """A card theme key: a built-in theme's lower-case name, or `svg:` and the absolute path of an SVG deck."""
    RULES = "rules"
    """A `HouseRules`, written as the rules-file JSON."""
    CASINO_RULES = "casino_rules"
    """A `CasinoRules`, written as the casino rules-file JSON."""
    STYLES = "styles"
    """A tuple of computer style keys, one per seat, written as a JSON list."""
    BYTES = "bytes"
    """Opaque bytes (window geometry), written as base64."""
    INTEGER = "integer"
    """A whole number from the spec's `minimum` to its `maximum`, written in decimal."""
    BOOLEAN = "boolean"
    """True or false, written as `true` or `false`."""


class MadeWhenRead(msgspec.Struct, frozen=True):
    """A default made when it is first read: the casino rules', so that a shtoss start, which never reads them,
    does not import the casino's core."""

    make: Callable[[], object]
    """Makes the default (cached: every read gets the same value)."""


@functools.cache
def _casino_rules_default() -> object:
    from shtoss_desktop.core.casino.rules import CasinoRules

    return CasinoRules()


class SettingSpec(msgspec.Struct, frozen=True):
    """The declaration of one setting."""

    name: str
    """The key in the INI file and the name passed to `get`, `set` and `changed`."""
    kind: SettingKind
    """The type of the value."""
    declared: object
    """The default as declared: the value itself, or a `MadeWhenRead` that makes it (`default` is the value)."""
    description: str
    """What the setting is for (for developers; the dialog has its own translated texts)."""
    choices: tuple[enum.StrEnum, ...] = ()
    """The allowed values of a `CHOICE` setting: the members of its enum, which `get` returns."""
    minimum: int = 0
    """The smallest value of an `INTEGER` setting."""
    maximum: int = 0
    """The largest value of an `INTEGER` setting."""

    @property
    def default(self) -> object:
        """The value used when the file has none or a bad one."""
        declared = self.declared
        return declared.make() if isinstance(declared, MadeWhenRead) else declared


_CASINO_TABLE_MAXIMUM: Final = MAX_AMOUNT
"""The largest table maximum the casino rules allow (their `table_maximum` field's maximum): the largest chip a
table can offer."""
_CASINO_DEFAULT_PRESET: Final = "classic"
"""The first built-in casino preset's key (`CASINO_PRESETS[0]`), whose rules are the casino rules' defaults."""

SETTINGS: Final[tuple[SettingSpec, ...]] = (
    SettingSpec("rules", SettingKind.RULES, HouseRules(),
                "The house rules in play (the rules file of RULES.md section 7.1)."),
    SettingSpec("preset", SettingKind.TEXT, "classic",
                "The preset the rules came from: a built-in key, 'user:<name>', or 'custom'."),
    SettingSpec("computer_styles", SettingKind.STYLES, ("mirandole",),
                "The punter style of each computer seat, in seat order (see KNOWN_COMPUTER_STYLES)."),
    SettingSpec("animation_speed", SettingKind.CHOICE, Speed.NORMAL,
                "How fast cards move on the table (both tables).", tuple(Speed)),
    SettingSpec("card_theme", SettingKind.THEME, DEFAULT_CARD_THEME,
                "The key of the card art theme ('default': the Атласные deck if installed, else 'classic')."),
    SettingSpec("card_indices", SettingKind.CHOICE, CardIndices.RUSSIAN,
                "Whether the classic deck marks J, Q, K, A as В, Д, К, Т in the Russian interface.",
                tuple(CardIndices)),
    SettingSpec("language", SettingKind.CHOICE, Language.SYSTEM,
                "The interface language: 'system', 'en' or 'ru' (applies at once).", tuple(Language)),
    SettingSpec("window_geometry", SettingKind.BYTES, b"",
                "The main window's geometry, as QWidget.saveGeometry() returns it."),
    SettingSpec("window_state", SettingKind.BYTES, b"",
                "The main window's side views (shown, hidden, where), as QMainWindow.saveState() returns it."),
    SettingSpec("casino_rules", SettingKind.CASINO_RULES, MadeWhenRead(_casino_rules_default),
                "The casino table's rules for its next game (the casino rules file)."),
    SettingSpec("casino_preset", SettingKind.TEXT, _CASINO_DEFAULT_PRESET,
                "The built-in casino preset the casino rules came from, or 'custom'."),
    SettingSpec("casino_chip", SettingKind.INTEGER, 0,
                "The chip value the player last chose at the casino table (0: the table minimum).",
                minimum=0, maximum=_CASINO_TABLE_MAXIMUM),
    SettingSpec("casino_show_odds", SettingKind.BOOLEAN, False,
                "Whether the casino layout shows each rank's odds."),
    SettingSpec("coach", SettingKind.BOOLEAN, False,
                "Whether the coach (practice mode) speaks, in both games: before a stake, after each decided one, "
                "and to the banker."),
    SettingSpec("reader_pace", SettingKind.BOOLEAN, False,
                "Whether the computer players wait, before each step, until a screen reader has had time to read "
                "what the table announced (both games)."),
    SettingSpec("casino_window_geometry", SettingKind.BYTES, b"",
                "The casino window's geometry, as QWidget.saveGeometry() returns it."),
    SettingSpec("casino_side_panel", SettingKind.CHOICE, SidePanel.AUTO,
                "Whether the casino window shows its side panel: 'auto' (by its width), 'shown' or 'hidden'.",
                tuple(SidePanel)),
    SettingSpec("lesson_offered", SettingKind.BOOLEAN, False,
                "Whether the guided first deal (Game > Learn to play) has been offered at a start (once)."),
)
"""Every setting the game keeps."""

SETTING_NAMES: Final = tuple(spec.name for spec in SETTINGS)

_THEME_PATTERN: Final = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}|svg:/[^\n\r]{1,4000}")
_STYLE_PATTERN: Final = re.compile(r"[a-z][a-z0-9_]{0,31}")
_INTEGER_PATTERN: Final = re.compile(r"-?[0-9]{1,30}")
_MAX_TEXT: Final = 200
_MAX_BYTES: Final = 65536
MAX_FILE_BYTES: Final = 1_048_576
"""The largest settings file read (a real one is a few KiB: the geometry is at most 64 KiB)."""


_T = TypeVar("_T")


def default_settings_path() -> Path:
    """The platform's usual INI file for this application's settings."""
    probe = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)
    return Path(probe.fileName())


def _spec(name: str) -> SettingSpec:
    for spec in SETTINGS:
        if spec.name == name:
            return spec
    raise KeyError(name)


# The one table of the messages of a rules value against its schema, in either game: each `FieldMessage`
# (core/rule_fields.py), context "rules", as the rules' own below.
FIELD_MESSAGES: Final[dict[str, str]] = {
    FieldMessage.CHOICE: QT_TRANSLATE_NOOP("rules", "must be one of {choices}, not {value}"),
    FieldMessage.INTEGER: QT_TRANSLATE_NOOP("rules", "must be a whole number (a JSON integer), not {value}"),
    FieldMessage.BOOLEAN: QT_TRANSLATE_NOOP("rules", "must be true or false, not {value}"),
    FieldMessage.INTEGER_OR_NULL: QT_TRANSLATE_NOOP("rules", "must be a whole number or null, not {value}"),
    FieldMessage.AT_LEAST: QT_TRANSLATE_NOOP("rules", "must be at least {minimum}, not {value}"),
    FieldMessage.RANGE: QT_TRANSLATE_NOOP("rules", "must be from {minimum} to {maximum}, not {value}"),
}

# The one table of the rules' messages: each `RulesMessage` (core/shtoss/rules.py) marked for lupdate (context
# "rules") under its English, which is the member's value, so the translation is looked up by the member.
# tests/app/test_messages.py checks that every member is here, with its own English and a Russian text.
RULES_MESSAGES: Final[dict[str, str]] = {
    RulesMessage.OBJECT: QT_TRANSLATE_NOOP("rules", "must be a JSON object, not {value}"),
    RulesMessage.LIST: QT_TRANSLATE_NOOP("rules", "must be a list, not {value}"),
    RulesMessage.UNKNOWN_KEY: QT_TRANSLATE_NOOP("rules", "is not a rules key"),
    RulesMessage.PREMIUM_UNKNOWN_KEY: QT_TRANSLATE_NOOP(
        "rules",
        "is not a premium key (a premium has event, kush_multiple and, for a series, n)",
    ),
    RulesMessage.PREMIUM_MISSING: QT_TRANSLATE_NOOP("rules", "is required for a {event} premium"),
    RulesMessage.PREMIUM_N_NOT_ALLOWED: QT_TRANSLATE_NOOP("rules", "belongs only to a series premium, not to {event}"),
    RulesMessage.PREMIUM_DUPLICATE: QT_TRANSLATE_NOOP(
        "rules",
        "repeats an earlier premium row with the same event and n",
    ),
    RulesMessage.HOCLY_NEEDS_PLIE_HALF: QT_TRANSLATE_NOOP(
        "rules",
        "hocly needs plié half: it says when a plié still takes the whole kush",
    ),
    RulesMessage.KUSH_DIVIDES: QT_TRANSLATE_NOOP(
        "rules",
        "the initial kush {value} must divide by {divisor} because {reason}",
    ),
    RulesMessage.BANK_BELOW_KUSH: QT_TRANSLATE_NOOP(
        "rules",
        "the bank {bank} must cover at least the initial kush {kush}",
    ),
    RulesMessage.CAPITAL_BELOW_BANK: QT_TRANSLATE_NOOP(
        "rules",
        "each player's capital {capital} must cover the bank {bank}",
    ),
    RulesMessage.CAPITAL_BELOW_KUSH: QT_TRANSLATE_NOOP(
        "rules",
        "each player's capital {capital} must cover at least the initial kush {kush}",
    ),
    RulesMessage.CONTRIBUTION_LEAVES_TOO_LITTLE: QT_TRANSLATE_NOOP(
        "rules",
        "each punter's capital {capital} must cover the contribution {contribution} and still leave him the "
        "initial kush {kush}",
    ),
    RulesMessage.BANKER_SHARE_ABOVE_CAPITAL: QT_TRANSLATE_NOOP(
        "rules",
        "the banker's share {share} of the family bank (punters: {punters}, each paying {contribution}) is "
        "above his capital {capital}",
    ),
    RulesMessage.FAMILY_BANK_BELOW_KUSH: QT_TRANSLATE_NOOP(
        "rules",
        "the family bank must cover the initial kush {kush} even with one punter at the table, but his "
        "contribution {contribution} and the banker's share make only {bank}",
    ),
    RulesMessage.NOT_RULES: QT_TRANSLATE_NOOP("rules", "the rules must be a JSON object, not {value}"),
    RulesMessage.UNKNOWN_PRESET: QT_TRANSLATE_NOOP(
        "rules", "there is no built-in preset {preset!r} (the presets are {known})"),
}

# The one table of the strict JSON reader's messages (`JsonMessage`, core/jsonio.py), also under context
# "rules": a rules file's JSON problem reaches the game as a `RulesError` with the reader's template.
# Each follows the name of what was read ("The file x.json is empty: ...").
JSON_MESSAGES: Final[dict[str, str]] = {
    JsonMessage.EMPTY: QT_TRANSLATE_NOOP("rules", "is empty: there is no JSON value in it"),
    JsonMessage.TOO_LARGE: QT_TRANSLATE_NOOP(
        "rules",
        "is too large: {size} bytes, more than the {limit} bytes allowed",
    ),
    JsonMessage.NOT_UTF8: QT_TRANSLATE_NOOP("rules", "is not UTF-8 text (byte {offset})"),
    JsonMessage.UTF16: QT_TRANSLATE_NOOP("rules", "is UTF-16 text, not UTF-8: save it as UTF-8"),
    JsonMessage.SYNTAX: QT_TRANSLATE_NOOP("rules", "is not valid JSON: line {line} column {column}: {detail}"),
    JsonMessage.DUPLICATE_KEY: QT_TRANSLATE_NOOP(
        "rules",
        "is not valid JSON: the key {name} appears twice in one object",
    ),
    JsonMessage.CONSTANT: QT_TRANSLATE_NOOP(
        "rules",
        "is not valid JSON: line {line} column {column}: {name} is not a JSON value",
    ),
    JsonMessage.INVALID: QT_TRANSLATE_NOOP("rules", "is not valid JSON: {detail}"),
    JsonMessage.TOO_DEEP: QT_TRANSLATE_NOOP("rules", "nests deeper than {limit} levels (line {line} column {column})"),
    JsonMessage.BIG_INTEGER: QT_TRANSLATE_NOOP(
        "rules",
        "has an integer with more than {limit} digits (line {line} column {column})",
    ),
    JsonMessage.BIG_NUMBER: QT_TRANSLATE_NOOP("rules", "has a number too large to hold (line {line} column {column})"),
    JsonMessage.LONE_SURROGATE: QT_TRANSLATE_NOOP(
        "rules",
        "has a lone surrogate {code} in a string, which no text may hold (line {line} column {column})",
    ),
}

# The words for each option that forces a kush divisor (the core's `DivisorOption`), keyed by the member,
# not by the core's English: a half option's name (listed in `_REASON_HALF`), and the thirds phrase.
# A test checks that every member is here.
DIVISOR_OPTION_TEXTS: Final = {
    DivisorOption.LOB_HALF: QT_TRANSLATE_NOOP("rules", "lob half"),
    DivisorOption.GORKA_HALF: QT_TRANSLATE_NOOP("rules", "gorka half"),
    DivisorOption.PLIE_HALF: QT_TRANSLATE_NOOP("rules", "plié half"),
    DivisorOption.THIRDS: QT_TRANSLATE_NOOP("rules", "counting in thirds is on"),
}
_REASON_HALF: Final = QT_TRANSLATE_NOOP("rules", "a half option is on ({names})")
_REASON_AND: Final = QT_TRANSLATE_NOOP("rules", "{first} and {second}")


def divisor_reason_text(reason: DivisorReason) -> str:
    """The core's `divisor_reason()` in words, translated (context "rules")."""
    parts = []
    if reason.half_options:
        names = ", ".join(translate("rules", DIVISOR_OPTION_TEXTS[option]) for option in reason.half_options)
        parts.append(translate("rules", _REASON_HALF).format(names=names))
    if reason.thirds:
        parts.append(translate("rules", DIVISOR_OPTION_TEXTS[DivisorOption.THIRDS]))
    if len(parts) == 2:
        return translate("rules", _REASON_AND).format(first=parts[0], second=parts[1])
    return parts[0] if parts else ""


def template_text(template: str) -> str:
    """The translated text of a rules, rules-field or JSON template (context "rules"), found by its member in the
    one table of its enum.

    A template that is in neither table (a caller's own English) is shown as it is.
    """
    table = (JSON_MESSAGES if isinstance(template, JsonMessage) else
             FIELD_MESSAGES if isinstance(template, FieldMessage) else RULES_MESSAGES)
    source = table.get(template)
    return template if source is None else translate("rules", source)


def rules_message(error: RulesError) -> str:
    """The problem of a core rules error, translated (context "rules"), without the key."""
    params = {
        key: divisor_reason_text(value) if isinstance(value, DivisorReason) else value
        for key, value in error.params.items()
    }
    return template_text(error.template).format(**params)


def json_message(error: JsonInputError) -> str:
    """The problem of the strict JSON reader, translated (context "rules"): it follows a file's name."""
    return template_text(error.template).format(**error.params)


def rules_error_text(error: RulesError) -> str:
    """A core rules error as one translated line: `key: problem`."""
    message = rules_message(error)
    return f"{error.place}: {message}" if error.key else message



def _type_name(value: object) -> str:
    return type(value).__name__


def _check_text(name: str, value: str) -> None:
    """Refuse a text no file can hold as UTF-8: one with a lone surrogate."""
    position = lone_surrogate(value)
    if position is not None:
        raise _refused(StorageMessage.LONE_SURROGATE, name=name, code=f"U+{ord(value[position]):04X}",
                       position=position + 1)


def check_value(name: str, value: object) -> object:
    """Return `value` normalized for setting `name`, or raise `SettingsError` saying what is wrong."""
    spec = _spec(name)
    kind = spec.kind
    if kind is SettingKind.RULES:
        if not isinstance(value, HouseRules):
            raise _refused(StorageMessage.NOT_HOUSE_RULES, name=name, actual=_type_name(value))
        return value
    if kind is SettingKind.CASINO_RULES:
        from shtoss_desktop.core.casino.rules import CasinoRules

        if not isinstance(value, CasinoRules):
            raise _refused(StorageMessage.NOT_CASINO_RULES, name=name, actual=_type_name(value))
        return value
    if kind is SettingKind.BYTES:
        if not isinstance(value, bytes | bytearray) or len(value) > _MAX_BYTES:
            raise _refused(StorageMessage.TOO_MANY_BYTES, name=name, limit=_MAX_BYTES)
        return bytes(value)
    if kind is SettingKind.STYLES:
        if isinstance(value, str) or not isinstance(value, list | tuple):
            raise _refused(StorageMessage.NOT_STYLE_LIST, name=name)
        styles = tuple(value)
        if len(styles) > MAX_SEATS:
            raise _refused(StorageMessage.TOO_MANY_SEATS, name=name, limit=MAX_SEATS, count=len(styles))
        for style in styles:
            if not isinstance(style, str) or not _STYLE_PATTERN.fullmatch(style):
                raise _refused(StorageMessage.NOT_STYLE_KEY, name=name, value=repr(style))
        return styles
    if kind is SettingKind.INTEGER:
        if isinstance(value, bool) or not isinstance(value, int):
            raise _refused(StorageMessage.NOT_INTEGER, name=name, actual=_type_name(value))
        if not spec.minimum <= value <= spec.maximum:
            raise _refused(StorageMessage.INTEGER_RANGE, name=name, minimum=spec.minimum, maximum=spec.maximum,
                           value=value)
        return value
    if kind is SettingKind.BOOLEAN:
        if not isinstance(value, bool):
            raise _refused(StorageMessage.NOT_BOOLEAN, name=name, actual=_type_name(value))
        return value
    if not isinstance(value, str):
        raise _refused(StorageMessage.NOT_TEXT, name=name, actual=_type_name(value))
    _check_text(name, value)
    if kind is SettingKind.CHOICE:
        for choice in spec.choices:
            if choice == value:
                return choice  # the enum member, so that readers get the declared type
        raise _refused(StorageMessage.NOT_A_CHOICE, name=name, choices=", ".join(spec.choices), value=repr(value))
    if kind is SettingKind.THEME and not _THEME_PATTERN.fullmatch(value):
        raise _refused(StorageMessage.NOT_A_THEME, name=name, value=repr(value))
    if kind is SettingKind.TEXT and (not value or len(value) > _MAX_TEXT or "\n" in value):
        raise _refused(StorageMessage.TEXT_LINE, name=name, limit=_MAX_TEXT)
    return value


def _encode(spec: SettingSpec, value: object) -> str:
    if spec.kind is SettingKind.RULES:
        assert isinstance(value, HouseRules)
        return json.dumps(value.to_json(), ensure_ascii=False)
    if spec.kind is SettingKind.CASINO_RULES:
        from shtoss_desktop.core.casino.rules import CasinoRules

        assert isinstance(value, CasinoRules)
        return json.dumps(value.to_json())
    if spec.kind is SettingKind.STYLES:
        assert isinstance(value, tuple)
        return json.dumps(list(value))
    if spec.kind is SettingKind.BYTES:
        assert isinstance(value, bytes)
        return base64.b64encode(value).decode("ascii")
    if spec.kind is SettingKind.BOOLEAN:
        return "true" if value else "false"
    if spec.kind is SettingKind.INTEGER:
        assert isinstance(value, int)
        return str(value)
    assert isinstance(value, str)
    return str(value)  # a choice's enum member is written as its plain value


def _decode(spec: SettingSpec, raw: object) -> object:
    """The typed value of a raw INI value; raise `SettingsError` saying what is wrong with it."""
    if not isinstance(raw, str):
        raise _refused(StorageMessage.VALUE_NOT_TEXT, name=spec.name)
    if spec.kind is SettingKind.RULES:
        try:
            return HouseRules.from_json_text(raw)
        except RulesError as error:
            raise _refused(StorageMessage.VALUE_RULES, name=spec.name, problem=error) from None
    if spec.kind is SettingKind.CASINO_RULES:
        from shtoss_desktop.core.casino.rules import CasinoRules, CasinoRulesError

        try:
            return CasinoRules.from_json_text(raw)
        except CasinoRulesError as error:
            raise _refused(StorageMessage.VALUE_RULES, name=spec.name, problem=error) from None
    value: object = raw
    if spec.kind is SettingKind.STYLES:
        try:
            value = load_json(raw)
        except JsonInputError:
            raise _refused(StorageMessage.VALUE_NOT_JSON_LIST, name=spec.name) from None
    elif spec.kind is SettingKind.BYTES:
        try:
            value = base64.b64decode(raw.encode("ascii"), validate=True)
        except (binascii.Error, UnicodeEncodeError):
            raise _refused(StorageMessage.VALUE_NOT_BASE64, name=spec.name) from None
    elif spec.kind is SettingKind.INTEGER and _INTEGER_PATTERN.fullmatch(raw):
        value = int(raw)
    elif spec.kind is SettingKind.BOOLEAN and raw in ("true", "false"):
        value = raw == "true"
    try:
        return check_value(spec.name, value)
    except SettingsError:
        shown = json.dumps(raw, ensure_ascii=False)[:80]
        raise _refused(StorageMessage.VALUE_UNACCEPTABLE, name=spec.name, value=shown) from None


def _structure_problem(path: Path) -> StorageProblem | None:
    """Why the INI file cannot be trusted as a whole (not UTF-8, lines that are no INI), or None."""
    try:
        data = read_limited(path, MAX_FILE_BYTES)
    except IsADirectoryError:
        return problem(StorageMessage.IS_FOLDER)
    except OSError as error:
        return problem(StorageMessage.CANNOT_READ, detail=system_detail(error))
    except JsonInputError as error:
        return problem(StorageMessage.JSON_PROBLEM, problem=error)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        return problem(StorageMessage.NOT_UTF8, offset=error.start)
    if "\x00" in text:
        return problem(StorageMessage.BINARY)
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith((";", "#")):
            continue
        if stripped.startswith("[") and stripped.endswith("]"):
            continue
        if "=" not in stripped:
            return problem(StorageMessage.LINE_NOT_A_SETTING, line=number)
    return None


class AppSettings(QObject):
    """The game's settings, validated against `SETTINGS` and kept in an INI file.

    `AppSettings()` uses the platform's place; `AppSettings(path)` uses that file (tests: tmp_path);
    `AppSettings(in_memory=True)` no file at all. A file that cannot be written (a full disk, a read-only folder)
    never stops play: the values are kept in memory, `write_failed` says why once per failure, and the next write
    tries the whole file again.
    """

    changed = Signal(str)
    """A setting changed: its name."""
    write_failed = Signal(object)
    """The settings file could not be written: a `StorageProblem` naming the file and why."""

    def __init__(self, path: Path | None = None, parent: QObject | None = None, *, in_memory: bool = False) -> None:
        super().__init__(parent)
        self._in_memory = in_memory
        self._path = Path(path) if path is not None else default_settings_path()
        self._values: dict[str, object] = {spec.name: spec.declared for spec in SETTINGS}
        self._problems: list[StorageProblem] = []
        self._set_aside_path: Path | None = None
        self._write_problem: StorageProblem | None = None
        self._rewrite_all = False
        self._store: QSettings | None = None
        if not in_memory:
            self._load()
            self._take_over_casino_file()

    # ----- reading the file at start -----

    def _load(self) -> None:
        self._remove_temporaries()
        if os.path.lexists(self._path):  # lexists: a symlink that leads nowhere is also in the way
            reason = _structure_problem(self._path)
            if reason is not None:
                self._put_aside(problem(StorageMessage.FILE_UNUSABLE, path=self._path, problem=reason))
                self._store = self._open_store()
                return
        store = self._store = self._open_store()
        bad: list[StorageProblem] = []
        for spec in SETTINGS:
            if not store.contains(spec.name):
                continue
            try:
                self._values[spec.name] = _decode(spec, store.value(spec.name))
            except SettingsError as error:
                bad.append(error.problem)
        if bad:
            # Keep the damaged file as it was, then write the good values to a fresh one.
            self._put_aside(problem(StorageMessage.FILE_BAD_VALUES, path=self._path, problems=tuple(bad)))
            if self._set_aside_path is not None:  # never write over a damaged file that is still in place
                self._store = self._open_store()
                self._write_all()

    def _remove_temporaries(self) -> None:
        """Delete what a write cut short by a kill left beside the file: QSettings saves through a
        `QSaveFile`, whose temporary is `<name>.` and six random characters; `atomic_write_bytes` makes
        `.<name>.*.tmp`."""
        folder = self._path.parent
        remove_stale_files(folder, re.compile(re.escape(self._path.name) + r"\.[A-Za-z0-9]{6}"))
        remove_temporaries(folder, re.escape(self._path.name))

    def _open_store(self) -> QSettings:
        # QSettings creates a missing folder itself when it writes; a folder that cannot be made shows
        # up as a failed write, reported then, and play goes on with the values in memory.
        return QSettings(str(self._path), QSettings.Format.IniFormat)

    def _put_aside(self, what: StorageProblem) -> None:
        try:
            self._set_aside_path = set_aside(self._path)
        except OSError as error:
            self._problems.append(problem(StorageMessage.NOT_SET_ASIDE, problem=what, detail=system_detail(error)))
            return
        self._problems.append(problem(StorageMessage.SET_ASIDE, problem=what, aside=self._set_aside_path))

    def _take_over_casino_file(self) -> None:
        """Read the casino settings release 0.1.0 kept in `casino.json` beside the settings file, once: their values
        become the `casino_*` settings, written here, and the file is moved aside as done (kept where it is, to be
        read again, while the settings cannot be written). One that cannot be used is set aside as damaged."""
        legacy = self._path.with_name(LEGACY_CASINO_FILE)
        if not os.path.lexists(legacy):
            return
        try:
            old = read_legacy_casino(legacy)
            panel = {None: SidePanel.AUTO, True: SidePanel.SHOWN, False: SidePanel.HIDDEN}[old.side_panel]
            taken = {name: check_value(name, value) for name, value in (
                ("casino_rules", old.rules),
                ("casino_preset", old.preset or CUSTOM_PRESET),
                ("casino_chip", old.chip),
                ("casino_show_odds", old.show_odds),
                ("casino_window_geometry", old.geometry),
                ("casino_side_panel", panel),
            )}
        except (LegacyCasinoError, SettingsError) as error:
            try:
                aside = set_aside(legacy)
            except OSError as failure:
                self._problems.append(problem(StorageMessage.CASINO_FILE_NOT_SET_ASIDE, path=legacy,
                                              problem=error.problem, detail=system_detail(failure)))
                return
            self._problems.append(problem(StorageMessage.CASINO_FILE_UNUSABLE, path=legacy, problem=error.problem,
                                          aside=aside.name))
            return
        self._values.update(taken)
        self._write_all()
        if self._write_problem is not None:
            return  # the file stays, to be taken over when the settings can be written
        try:
            set_aside(legacy, mark=MIGRATED_MARK)
        except OSError as error:
            self._problems.append(problem(StorageMessage.CASINO_FILE_NOT_MOVED, path=legacy,
                                          detail=system_detail(error)))

    # ----- writing -----

    def _write(self, name: str) -> None:
        """Write one changed value through (the whole file after a failed write), or say why it cannot be."""
        if self._in_memory:
            return
        if self._rewrite_all:
            self._write_all()
            return
        store = self._store
        assert store is not None
        try:
            store.setValue(name, _encode(_spec(name), self._value(name)))
        except (UnicodeError, ValueError) as error:
            self._failed(problem(StorageMessage.SYSTEM, detail=system_detail(error)))
            return
        self._sync()

    def _write_all(self) -> None:
        """Write every value that is not its default (and no other key) to the store, then sync."""
        if self._in_memory:
            return
        if self._rewrite_all or self._store is None:
            # QSettings keeps an error status for good: only a fresh store tells whether this write works.
            self._store = self._open_store()
        store = self._store
        try:
            store.clear()
            for spec in SETTINGS:
                value = self._values[spec.name]
                if not isinstance(value, MadeWhenRead) and value != spec.default:
                    store.setValue(spec.name, _encode(spec, value))
        except (UnicodeError, ValueError) as error:
            self._failed(problem(StorageMessage.SYSTEM, detail=system_detail(error)))
            return
        self._sync()

    def _sync(self) -> None:
        """Put the store on disk durably (the file and its folder fsync'ed), or report why not."""
        store = self._store
        assert store is not None
        reason: StorageProblem | None = None
        try:
            store.sync()
            if store.status() is not QSettings.Status.NoError:
                reason = problem(StorageMessage.NOT_WRITABLE)
            else:
                fsync_file(self._path)
                fsync_folder(self._path.parent)
        except (OSError, UnicodeError, ValueError) as error:
            reason = problem(StorageMessage.SYSTEM, detail=system_detail(error))
        if reason is None:
            self._write_problem = None
            self._rewrite_all = False
            return
        self._failed(reason)

    def _failed(self, reason: StorageProblem) -> None:
        """A write failed: the next write starts a fresh store and writes every value, so the file holds what play
        uses; said once (until a write works again)."""
        self._rewrite_all = True
        first = self._write_problem is None
        self._write_problem = problem(StorageMessage.WRITE_FAILED, path=self._path, problem=reason)
        if first:
            self.write_failed.emit(self._write_problem)

    # ----- the public interface -----

    @property
    def path(self) -> Path:
        """The INI file."""
        return self._path

    @property
    def in_memory(self) -> bool:
        """Whether the values are kept in memory only (no file is read or written)."""
        return self._in_memory

    @property
    def startup_problems(self) -> tuple[StorageProblem, ...]:
        """What was wrong with the files at start; empty when all was well."""
        return tuple(self._problems)

    @property
    def set_aside_path(self) -> Path | None:
        """Where a damaged settings file was kept at start, if it was."""
        return self._set_aside_path

    @property
    def write_problem(self) -> StorageProblem | None:
        """Why the last write failed, or None when the file is up to date."""
        return self._write_problem

    def get(self, name: str) -> object:
        """The value of setting `name`, for code that handles every setting alike (a value is typed as its
        `SettingKind` says; the typed readers below give it its type). KeyError for an unknown name."""
        _spec(name)
        return self._value(name)

    def _value(self, name: str) -> object:
        value = self._values[name]
        if isinstance(value, MadeWhenRead):
            value = self._values[name] = value.make()
        return value

    def set(self, name: str, value: object) -> None:
        """Validate and store `value`; emit `changed(name)` when it differs. Raises `SettingsError`.

        A failed write raises nothing: the value holds in memory and `write_failed` is emitted.
        """
        normalized = check_value(name, value)
        if self._value(name) == normalized:
            return
        self._values[name] = normalized
        self._write(name)
        self.changed.emit(name)

    def reset(self, name: str) -> None:
        """Put setting `name` back to its default."""
        self.set(name, _spec(name).default)

    def sync(self) -> None:
        """Make sure everything is on disk (QSettings also does this on its own)."""
        if self._in_memory:
            return
        if self._rewrite_all:
            self._write_all()
        else:
            self._sync()

    # ----- typed readers: each setting with the type its declaration gives it -----

    def _typed(self, name: str, kind: type[_T]) -> _T:
        # `check_value` let in only values of the declared type, so this cannot fail.
        value = self._value(name)
        assert isinstance(value, kind), (name, value)
        return value

    def rules(self) -> HouseRules:
        """The house rules in play."""
        return self._typed("rules", HouseRules)

    def preset(self) -> str:
        """The preset the rules came from: a built-in key, 'user:<name>', or 'custom'."""
        return self._typed("preset", str)

    def animation_speed(self) -> Speed:
        """How fast cards move on the table."""
        return self._typed("animation_speed", Speed)

    def card_theme(self) -> str:
        """The key of the card art theme."""
        return self._typed("card_theme", str)

    def card_indices(self) -> CardIndices:
        """How the project's own deck marks its courts and aces."""
        return self._typed("card_indices", CardIndices)

    def language(self) -> Language:
        """The interface language setting."""
        return self._typed("language", Language)

    def window_geometry(self) -> bytes:
        """The main window's geometry, as QWidget.saveGeometry() returns it (empty: none remembered)."""
        return self._typed("window_geometry", bytes)

    def set_rules(self, rules: HouseRules) -> None:
        """Store the house rules."""
        self.set("rules", rules)

    def computer_styles(self, seats: int | None = None) -> tuple[str, ...]:
        """The style of each computer seat; with `seats`, exactly that many (padded in turn from
        KNOWN_COMPUTER_STYLES, which cycles so that a new table gets a mix)."""
        value: tuple[str, ...] = self._typed("computer_styles", tuple)
        if seats is None:
            return value
        return pad_styles(value, seats)

    def casino_rules(self) -> CasinoRules:
        """The casino table's rules for its next game."""
        from shtoss_desktop.core.casino.rules import CasinoRules

        return self._typed("casino_rules", CasinoRules)

    def casino_preset(self) -> str:
        """The built-in casino preset the casino rules came from, or 'custom'."""
        return self._typed("casino_preset", str)

    def casino_chip(self) -> int:
        """The chip value last chosen at the casino table (0: none yet, the table minimum)."""
        return self._typed("casino_chip", int)

    def casino_show_odds(self) -> bool:
        """Whether the casino layout shows each rank's odds."""
        return self._typed("casino_show_odds", bool)

    def coach(self) -> bool:
        """Whether the coach (practice mode) speaks, in both games."""
        return self._typed("coach", bool)

    def reader_pace(self) -> bool:
        """Whether the computer players are paced to a screen reader's speech, in both games."""
        return self._typed("reader_pace", bool)

    def casino_window_geometry(self) -> bytes:
        """The casino window's geometry (empty: none remembered)."""
        return self._typed("casino_window_geometry", bytes)

    def casino_side_panel(self) -> SidePanel:
        """Whether the casino window shows its side panel."""
        return self._typed("casino_side_panel", SidePanel)

    def lesson_offered(self) -> bool:
        """Whether the guided first deal has been offered (it is offered once, at the very first start)."""
        return self._typed("lesson_offered", bool)


def pad_styles(styles: tuple[str, ...], seats: int) -> tuple[str, ...]:
    """`styles` cut or padded to `seats` entries; padding cycles through KNOWN_COMPUTER_STYLES."""
    padded = list(styles[:seats])
    while len(padded) < seats:
        padded.append(KNOWN_COMPUTER_STYLES[len(padded) % len(KNOWN_COMPUTER_STYLES)])
    return tuple(padded)
