"""The game's persistent settings: a declared schema, one object that validates and notifies.

Every setting is declared once in `SETTINGS` (name, kind, default, description); the closed sets of
values are enums declared here once (`Speed`, `Language`, `CardIndices`) and a choice setting holds their members.
`AppSettings` is the only object that reads and writes them: a typed reader per setting
(`animation_speed() -> Speed`, `rules() -> HouseRules`, ...) returns its value with its declared type,
`get(name)` the same value for code that treats every setting alike, and `set(name, value)` validates
it (raising `SettingsError`), writes it through and emits `changed(name)` when it differs.
Dialogs edit this object; views subscribe to `changed`.

The values live in an INI file read and written by `QSettings` (which saves through a temporary file
and a rename, so a crash never leaves half a file). By default that is the platform's usual place
for organization "ShtossDesktop" and application "shtoss-desktop" (e.g.
`~/.config/ShtossDesktop/shtoss-desktop.ini` on Linux, `%APPDATA%\\ShtossDesktop\\shtoss-desktop.ini` on
Windows); tests pass their own path. The house rules are kept as the rules-file JSON of RULES.md
section 7.1, so a rules file can be pasted in and out.

A settings file that cannot be read, or that holds bad values, never stops the game: the bad values
fall back to their defaults, the file is renamed aside (`shtoss-desktop.ini.corrupt-<timestamp>`) so
nothing is lost, the good values are written to a fresh file, and `startup_problems` says, once, what
was wrong (the main window shows it after start). Every JSON value in it (the rules, the styles) is
read by the core's strict reader (`core/jsonio.py`), as the rules CLI reads its input.

Each write is fsync'ed with its folder; a write that fails (a full disk, a read-only folder) keeps
the values in memory and says so through `write_failed`; play goes on. Temporary files a kill left
beside the settings file are removed at the next start.
"""

from __future__ import annotations

import base64
import binascii
import enum
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Final, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal

from shtoss_desktop.core.jsonio import JsonInputError, JsonMessage, load_json, read_limited
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import (
    MAX_PUNTERS,
    DivisorOption,
    DivisorReason,
    HouseRules,
    RulesError,
    RulesMessage,
)
from shtoss_desktop.storage.atomic import fsync_file, fsync_folder, remove_stale_files, remove_temporaries, set_aside
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

ORGANIZATION: Final = "ShtossDesktop"
"""The organization name for QSettings and QStandardPaths."""
APPLICATION: Final = "shtoss-desktop"
"""The application name for QSettings and QStandardPaths."""

KNOWN_COMPUTER_STYLES: Final = tuple(style.value for style in PunterStyle)
"""The punter styles of the computer players (the core's `PunterStyle` values), in the dialog's order."""
MAX_SEATS: Final = MAX_PUNTERS
"""The most computer seats a table has: the core's most punters (RULES.md section 1)."""


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


DEFAULT_CARD_THEME: Final = "default"
"""The `card_theme` of a player who never chose a deck: the Russian "Атласные" deck where it is installed
(Debian's gnome-cards-data), else the project's own."""


class SettingsError(ValueError):
    """A value is not acceptable for a setting (the message names the setting)."""


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
    STYLES = "styles"
    """A tuple of computer style keys, one per seat, written as a JSON list."""
    BYTES = "bytes"
    """Opaque bytes (window geometry), written as base64."""


@dataclass(frozen=True, slots=True)
class SettingSpec:
    """The declaration of one setting."""

    name: str
    """The key in the INI file and the name passed to `get`, `set` and `changed`."""
    kind: SettingKind
    """The type of the value."""
    default: object
    """The value used when the file has none or a bad one."""
    description: str
    """What the setting is for (for developers; the dialog has its own translated texts)."""
    choices: tuple[enum.StrEnum, ...] = ()
    """The allowed values of a `CHOICE` setting: the members of its enum, which `get` returns."""


SETTINGS: Final[tuple[SettingSpec, ...]] = (
    SettingSpec("rules", SettingKind.RULES, HouseRules(),
                "The house rules in play (the rules file of RULES.md section 7.1)."),
    SettingSpec("preset", SettingKind.TEXT, "classic",
                "The preset the rules came from: a built-in key, 'user:<name>', or 'custom'."),
    SettingSpec("computer_styles", SettingKind.STYLES, ("mirandole",),
                "The punter style of each computer seat, in seat order (see KNOWN_COMPUTER_STYLES)."),
    SettingSpec("animation_speed", SettingKind.CHOICE, Speed.NORMAL,
                "How fast cards move on the table.", tuple(Speed)),
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
)
"""Every setting the game keeps."""

SETTING_NAMES: Final = tuple(spec.name for spec in SETTINGS)

_THEME_PATTERN: Final = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}|svg:/[^\n\r]{1,4000}")
_STYLE_PATTERN: Final = re.compile(r"[a-z][a-z0-9_]{0,31}")
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



# The one table of the rules' messages: each `RulesMessage` (core/shtoss/rules.py) marked for lupdate (context
# "rules") under its English, which is the member's value, so the translation is looked up by the member.
# tests/app/test_messages.py checks that every member is here, with its own English and a Russian text.
RULES_MESSAGES: Final[dict[str, str]] = {
    RulesMessage.CHOICE: QT_TRANSLATE_NOOP("rules", "must be one of {choices}, not {value}"),
    RulesMessage.INTEGER: QT_TRANSLATE_NOOP("rules", "must be a whole number (a JSON integer), not {value}"),
    RulesMessage.BOOLEAN: QT_TRANSLATE_NOOP("rules", "must be true or false, not {value}"),
    RulesMessage.INTEGER_OR_NULL: QT_TRANSLATE_NOOP("rules", "must be a whole number or null, not {value}"),
    RulesMessage.AT_LEAST: QT_TRANSLATE_NOOP("rules", "must be at least {minimum}, not {value}"),
    RulesMessage.RANGE: QT_TRANSLATE_NOOP("rules", "must be from {minimum} to {maximum}, not {value}"),
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


def _message_text(template: str) -> str:
    """The translated text of a rules or JSON template, found by its member in the one table of its enum.

    A template that is in neither table (a caller's own English) is shown as it is.
    """
    table = JSON_MESSAGES if isinstance(template, JsonMessage) else RULES_MESSAGES
    source = table.get(template)
    return template if source is None else translate("rules", source)


def rules_message(error: RulesError) -> str:
    """The problem of a core rules error, translated (context "rules"), without the key."""
    params = {
        key: divisor_reason_text(value) if isinstance(value, DivisorReason) else value
        for key, value in error.params.items()
    }
    return _message_text(error.template).format(**params)


def json_message(error: JsonInputError) -> str:
    """The problem of the strict JSON reader, translated (context "rules"): it follows a file's name."""
    return _message_text(error.template).format(**error.params)


def rules_error_text(error: RulesError) -> str:
    """A core rules error as one translated line: `key: problem`."""
    message = rules_message(error)
    return f"{error.place}: {message}" if error.key else message


def check_value(name: str, value: object) -> object:
    """Return `value` normalized for setting `name`, or raise `SettingsError` saying what is wrong."""
    spec = _spec(name)
    kind = spec.kind
    if kind is SettingKind.RULES:
        if not isinstance(value, HouseRules):
            raise SettingsError(f"{name}: must be HouseRules, not {type(value).__name__}")
        return value
    if kind is SettingKind.BYTES:
        if not isinstance(value, bytes | bytearray) or len(value) > _MAX_BYTES:
            raise SettingsError(f"{name}: must be at most {_MAX_BYTES} bytes")
        return bytes(value)
    if kind is SettingKind.STYLES:
        if isinstance(value, str) or not isinstance(value, list | tuple):
            raise SettingsError(f"{name}: must be a list of style keys")
        styles = tuple(value)
        if len(styles) > MAX_SEATS:
            raise SettingsError(f"{name}: at most {MAX_SEATS} seats, not {len(styles)}")
        for style in styles:
            if not isinstance(style, str) or not _STYLE_PATTERN.fullmatch(style):
                raise SettingsError(f"{name}: {style!r} is not a style key")
        return styles
    if not isinstance(value, str):
        raise SettingsError(f"{name}: must be text, not {type(value).__name__}")
    if kind is SettingKind.CHOICE:
        for choice in spec.choices:
            if choice == value:
                return choice  # the enum member, so that readers get the declared type
        raise SettingsError(f"{name}: must be one of {', '.join(spec.choices)}, not {value!r}")
    if kind is SettingKind.THEME and not _THEME_PATTERN.fullmatch(value):
        raise SettingsError(f"{name}: {value!r} is neither a theme name nor svg: and the path of an SVG deck")
    if kind is SettingKind.TEXT and (not value or len(value) > _MAX_TEXT or "\n" in value):
        raise SettingsError(f"{name}: must be one line of 1 to {_MAX_TEXT} characters")
    return value


def _encode(spec: SettingSpec, value: object) -> str:
    if spec.kind is SettingKind.RULES:
        assert isinstance(value, HouseRules)
        return json.dumps(value.to_json(), ensure_ascii=False)
    if spec.kind is SettingKind.STYLES:
        assert isinstance(value, tuple)
        return json.dumps(list(value))
    if spec.kind is SettingKind.BYTES:
        assert isinstance(value, bytes)
        return base64.b64encode(value).decode("ascii")
    assert isinstance(value, str)
    return str(value)  # a choice's enum member is written as its plain value


def _decode(spec: SettingSpec, raw: object) -> object:
    """The typed value of a raw INI value; raise `SettingsError` with a translated reason."""
    if not isinstance(raw, str):
        raise SettingsError(translate("settings", "{name}: the value is not text").format(name=spec.name))
    if spec.kind is SettingKind.RULES:
        try:
            return HouseRules.from_json_text(raw)
        except RulesError as error:
            raise SettingsError(f"{spec.name}: {rules_error_text(error)}") from None
    if spec.kind is SettingKind.STYLES:
        try:
            value: object = load_json(raw)
        except JsonInputError:
            message = translate("settings", "{name}: the value is not a JSON list")
            raise SettingsError(message.format(name=spec.name)) from None
    elif spec.kind is SettingKind.BYTES:
        try:
            value = base64.b64decode(raw.encode("ascii"), validate=True)
        except (binascii.Error, UnicodeEncodeError):
            message = translate("settings", "{name}: the value is not base64")
            raise SettingsError(message.format(name=spec.name)) from None
    else:
        value = raw
    try:
        return check_value(spec.name, value)
    except SettingsError:
        message = translate("settings", "{name}: {value} is not an acceptable value")
        raise SettingsError(message.format(name=spec.name, value=json.dumps(raw)[:80])) from None


def _structure_problem(path: Path) -> str | None:
    """Why the INI file cannot be trusted as a whole (not UTF-8, lines that are no INI), or None."""
    try:
        data = read_limited(path, MAX_FILE_BYTES)
    except OSError as error:
        return translate("settings", "it cannot be read ({detail})").format(detail=error.strerror or str(error))
    except JsonInputError as error:
        return translate("settings", "it {problem}").format(problem=json_message(error))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        return translate("settings", "it is not UTF-8 text (byte {offset})").format(offset=error.start)
    if "\x00" in text:
        return translate("settings", "it contains binary data")
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith((";", "#")):
            continue
        if stripped.startswith("[") and stripped.endswith("]"):
            continue
        if "=" not in stripped:
            return translate("settings", "line {line} is not a setting").format(line=number)
    return None


class AppSettings(QObject):
    """The game's settings, validated against `SETTINGS` and kept in an INI file.

    `AppSettings()` uses the platform's place; `AppSettings(path)` uses that file (tests: tmp_path).
    A file that cannot be written (a full disk, a read-only folder) never stops play: the values are
    kept in memory, `write_failed` says why once per failure, and the next write tries the whole file again.
    """

    changed = Signal(str)
    """A setting changed: its name."""
    write_failed = Signal(str)
    """The settings file could not be written: a translated sentence naming the file."""

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = Path(path) if path is not None else default_settings_path()
        self._values: dict[str, object] = {spec.name: spec.default for spec in SETTINGS}
        self._problems: list[str] = []
        self._set_aside_path: Path | None = None
        self._write_problem: str | None = None
        self._rewrite_all = False
        self._load()

    # ----- reading the file at start -----

    def _load(self) -> None:
        self._remove_temporaries()
        if os.path.lexists(self._path):  # lexists: a symlink that leads nowhere is also in the way
            problem = _structure_problem(self._path)
            if problem is not None:
                self._put_aside(translate("settings", "The settings file {path} could not be used: {problem}.").format(
                    path=self._path, problem=problem))
                self._store = self._open_store()
                return
        self._store = self._open_store()
        bad: list[str] = []
        for spec in SETTINGS:
            if not self._store.contains(spec.name):
                continue
            try:
                self._values[spec.name] = _decode(spec, self._store.value(spec.name))
            except SettingsError as error:
                bad.append(str(error))
        if bad:
            # Keep the damaged file as it was, then write the good values to a fresh one.
            self._put_aside(translate("settings", "The settings file {path} had bad values: {problems}.").format(
                path=self._path, problems="; ".join(bad)))
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

    def _put_aside(self, what: str) -> None:
        try:
            self._set_aside_path = set_aside(self._path)
        except OSError as error:
            message = translate("settings", "It could not be renamed aside ({detail}).")
            self._problems.append(what + " " + message.format(detail=error.strerror or str(error)))
            return
        message = translate("settings", "Those settings are back to their defaults; the old file was kept as {aside}.")
        self._problems.append(what + " " + message.format(aside=self._set_aside_path))

    # ----- writing -----

    def _write_all(self) -> None:
        """Write every value that is not its default (and no other key) to the store, then sync."""
        if self._rewrite_all:
            # QSettings keeps an error status for good: only a fresh store tells whether this write works.
            self._store = self._open_store()
        self._store.clear()
        for spec in SETTINGS:
            if self._values[spec.name] != spec.default:
                self._store.setValue(spec.name, _encode(spec, self._values[spec.name]))
        self._sync()

    def _sync(self) -> None:
        """Put the store on disk durably (the file and its folder fsync'ed), or report why not."""
        self._store.sync()
        problem: str | None = None
        if self._store.status() is not QSettings.Status.NoError:
            problem = translate("settings", "the file cannot be written (a full disk, or a folder that is read-only "
                                            "or missing?)")
        else:
            try:
                fsync_file(self._path)
            except OSError as error:
                problem = error.strerror or str(error)
            fsync_folder(self._path.parent)
        if problem is None:
            self._write_problem = None
            self._rewrite_all = False
            return
        # The next write starts a fresh store and writes every value, so the file holds what play uses.
        self._rewrite_all = True
        message = translate("settings", "The settings could not be saved to {path}: {problem}. The game goes on "
                                        "with them; they will be saved when the file can be written.").format(
            path=self._path, problem=problem)
        first = self._write_problem is None
        self._write_problem = message
        if first:
            self.write_failed.emit(message)

    # ----- the public interface -----

    @property
    def path(self) -> Path:
        """The INI file."""
        return self._path

    @property
    def startup_problems(self) -> tuple[str, ...]:
        """What was wrong with the file at start (translated sentences); empty when all was well."""
        return tuple(self._problems)

    @property
    def set_aside_path(self) -> Path | None:
        """Where a damaged settings file was kept at start, if it was."""
        return self._set_aside_path

    @property
    def write_problem(self) -> str | None:
        """Why the last write failed (a translated sentence), or None when the file is up to date."""
        return self._write_problem

    def get(self, name: str) -> object:
        """The value of setting `name`, for code that handles every setting alike (a value is typed as its
        `SettingKind` says; the typed readers below give it its type). KeyError for an unknown name."""
        _spec(name)
        return self._values[name]

    def set(self, name: str, value: object) -> None:
        """Validate and store `value`; emit `changed(name)` when it differs. Raises `SettingsError`.

        A failed write raises nothing: the value holds in memory and `write_failed` is emitted.
        """
        spec = _spec(name)
        normalized = check_value(name, value)
        if self._values[name] == normalized:
            return
        self._values[name] = normalized
        if self._rewrite_all:
            self._write_all()
        else:
            self._store.setValue(name, _encode(spec, normalized))
            self._sync()
        self.changed.emit(name)

    def reset(self, name: str) -> None:
        """Put setting `name` back to its default."""
        self.set(name, _spec(name).default)

    def sync(self) -> None:
        """Make sure everything is on disk (QSettings also does this on its own)."""
        if self._rewrite_all:
            self._write_all()
        else:
            self._sync()

    # ----- typed readers: each setting with the type its declaration gives it -----

    def _typed(self, name: str, kind: type[_T]) -> _T:
        # `check_value` let in only values of the declared type, so this cannot fail.
        value = self._values[name]
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


def pad_styles(styles: tuple[str, ...], seats: int) -> tuple[str, ...]:
    """`styles` cut or padded to `seats` entries; padding cycles through KNOWN_COMPUTER_STYLES."""
    padded = list(styles[:seats])
    while len(padded) < seats:
        padded.append(KNOWN_COMPUTER_STYLES[len(padded) % len(KNOWN_COMPUTER_STYLES)])
    return tuple(padded)

