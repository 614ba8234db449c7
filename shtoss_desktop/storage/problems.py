"""What went wrong with a file the game keeps, as data: a `StorageProblem` is a `StorageMessage` member and its
params. Storage says what happened; the app puts it into words (`app/storage_messages.py`, English and Russian).

The settings (`storage/settings.py`), the user presets (`storage/presets.py`) and the casino settings of release
0.1.0 (`storage/legacy_casino.py`) report every problem this way: a file that could not be used and where it was
kept, a value that is not acceptable, a write that failed. A param may be a number, a text, a path, another
problem (what went wrong inside: "it is not UTF-8 text"), a tuple of problems (every bad value of a file) or a core
error (a `RulesError`, a `CasinoRulesError`, a `JsonInputError`), which the app words with the core's own tables.

    >>> problem = StorageProblem(StorageMessage.FILE_UNUSABLE, {
    ...     "path": "/home/x/shtoss-desktop.ini",
    ...     "problem": StorageProblem(StorageMessage.LINE_NOT_A_SETTING, {"line": 3})})
    >>> problem.english()
    'The settings file /home/x/shtoss-desktop.ini could not be used: line 3 is not a setting.'

`english()` is the message as the templates say it, for logs, for `str()` of the errors and for tests; what the
player reads comes from the app's table.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from shtoss_desktop.core.jsonio import JsonInputError


@enum.unique
class StorageMessage(enum.StrEnum):
    """Every problem storage reports: the value is the English template (with `{fields}`), the member is what the
    app looks its words up by. A `{problem}` field holds another problem (or a core error), `{problems}` several."""

    # ----- a settings file at start -----
    FILE_UNUSABLE = "The settings file {path} could not be used: {problem}."
    """The whole file cannot be trusted (its `problem` says why)."""
    FILE_BAD_VALUES = "The settings file {path} had bad values: {problems}."
    """Some values were not acceptable (each in `problems`); the good ones were kept."""
    SET_ASIDE = "{problem} Those settings are back to their defaults; the old file was kept as {aside}."
    """A damaged file was renamed aside, to `aside`."""
    NOT_SET_ASIDE = "{problem} It could not be renamed aside ({detail})."
    """A damaged file could not be renamed aside: it stays as it is and is never written over."""

    # ----- why a file cannot be used -----
    CANNOT_READ = "it cannot be read ({detail})"
    """The system refused to read it (`detail` is the system's reason)."""
    IS_FOLDER = "it is a folder, not a file"
    """A folder stands where the file should be."""
    JSON_PROBLEM = "it {problem}"
    """The strict JSON reader refused it (`problem` is the `JsonInputError`)."""
    NOT_UTF8 = "it is not UTF-8 text (byte {offset})"
    """Its bytes are no UTF-8 text."""
    BINARY = "it contains binary data"
    """It holds NUL bytes."""
    LINE_NOT_A_SETTING = "line {line} is not a setting"
    """A line of the INI file is neither a section, a comment nor `key=value`."""
    NOT_AN_OBJECT = "it is not a JSON object"
    """A JSON file (the casino's) holds something else than an object."""

    # ----- a value read from a file -----
    VALUE_NOT_TEXT = "{name}: the value is not text"
    """The INI value is not one text (a list, say)."""
    VALUE_NOT_JSON_LIST = "{name}: the value is not a JSON list"
    """A list setting's value is not JSON."""
    VALUE_NOT_BASE64 = "{name}: the value is not base64"
    """A bytes setting's value is not base64."""
    VALUE_UNACCEPTABLE = "{name}: {value} is not an acceptable value"
    """The value read (`value`, as JSON) is of the wrong kind or out of range for the setting."""
    VALUE_RULES = "{name}: {problem}"
    """A rules setting's value is refused by the core's rules (`problem`)."""

    # ----- a value given to a setting -----
    NOT_HOUSE_RULES = "{name}: must be house rules, not {actual}"
    """A rules setting was given something else (`actual` names its type)."""
    NOT_CASINO_RULES = "{name}: must be casino rules, not {actual}"
    """A casino rules setting was given something else."""
    TOO_MANY_BYTES = "{name}: must be at most {limit} bytes"
    """A bytes setting was given something else than bytes, or too many."""
    NOT_STYLE_LIST = "{name}: must be a list of style keys"
    """The computer styles were not given as a list."""
    TOO_MANY_SEATS = "{name}: at most {limit} seats, not {count}"
    """More computer styles than seats."""
    NOT_STYLE_KEY = "{name}: {value} is not a style key"
    """A computer style that is no style key."""
    NOT_TEXT = "{name}: must be text, not {actual}"
    """A text, choice or theme setting was given something else than text."""
    NOT_A_CHOICE = "{name}: must be one of {choices}, not {value}"
    """A choice setting was given a value it does not offer."""
    NOT_A_THEME = "{name}: {value} is neither a theme name nor svg: and the path of an SVG deck"
    """A card theme key of the wrong shape."""
    TEXT_LINE = "{name}: must be one line of 1 to {limit} characters"
    """A text setting that is empty, too long or of several lines."""
    LONE_SURROGATE = "{name}: the text holds a broken character (a lone surrogate, {code}) at {position}"
    """A text holds half of a UTF-16 pair, which no file can hold as UTF-8."""
    NOT_INTEGER = "{name}: must be a whole number, not {actual}"
    """A number setting was given something else than an int."""
    INTEGER_RANGE = "{name}: must be from {minimum} to {maximum}, not {value}"
    """A number setting's value is out of its range."""
    NOT_BOOLEAN = "{name}: must be true or false, not {actual}"
    """A yes-or-no setting was given something else."""

    # ----- writing -----
    WRITE_FAILED = ("The settings could not be saved to {path}: {problem}. The game goes on with them; they will be "
                    "saved when the file can be written.")
    """A write failed (`problem`: why); the values hold in memory and are written whole at the next write."""
    NOT_WRITABLE = "the file cannot be written (a full disk, or a folder that is read-only or missing?)"
    """QSettings could not write its file."""
    SYSTEM = "{detail}"
    """The system's own reason (an `OSError`'s, a `UnicodeError`'s), as it says it."""

    # ----- the casino settings of release 0.1.0 (casino.json) -----
    CASINO_FILE_UNUSABLE = "The casino settings in {path} could not be used ({problem}); they are kept as {aside}."
    """The old casino file could not be taken over; it was set aside and the casino settings are the defaults."""
    CASINO_FILE_NOT_SET_ASIDE = ("The casino settings in {path} could not be used ({problem}); the file could not be "
                                 "renamed aside either ({detail}).")
    """The old casino file could not be taken over, nor renamed aside."""
    CASINO_FILE_NOT_MOVED = ("The casino settings in {path} were taken over, but the file could not be moved aside "
                             "({detail}): it will be read again at the next start.")
    """The old casino file was read into the settings but stays where it is."""

    # ----- presets -----
    NAME_EMPTY = "A preset needs a name."
    """A preset name that is blank."""
    NAME_TOO_LONG = "A preset name may have at most {count} characters."
    """A preset name that is too long."""
    NAME_CONTROL = "A preset name may not contain control characters."
    """A preset name with a control character."""
    NAME_SURROGATE = "A preset name may not contain a broken character (a lone surrogate, {code})."
    """A preset name with half of a UTF-16 pair."""
    PRESET_SHAPE = 'it must be a JSON object with exactly the keys "name" and "rules"'
    """A preset file of the wrong shape."""
    PRESET_NAME_NOT_TEXT = 'its "name" must be text'
    """A preset file whose name is not a text."""
    PRESET_RULE = "rules.{problem}"
    """A preset file whose rules the core refuses, at a key (`problem`: the `RulesError`)."""
    PRESET_RULES = "{problem}"
    """A preset file whose rules the core refuses as a whole."""
    PRESET_NAME_TAKEN_BY_FILE = "another preset file already has the name “{name}”"
    """Two preset files with one name: the second is refused."""
    PRESETS_FOLDER_UNREADABLE = "The presets folder {folder} cannot be read ({detail})."
    """The presets folder could not be listed."""
    PRESET_FILE_SET_ASIDE = "The preset file {file} could not be read: {problem}. It was kept as {aside}."
    """A damaged preset file, renamed aside."""
    PRESET_FILE_NOT_SET_ASIDE = ("The preset file {file} could not be read: {problem}. It could not be renamed aside "
                                 "either ({detail}).")
    """A damaged preset file that could not be renamed aside."""
    NO_SUCH_PRESET = "There is no preset called “{name}”."
    """An unknown preset was asked for."""
    PRESET_EXISTS = "There is already a preset called “{name}”."
    """A name that another preset has."""
    PRESET_NOT_RENAMED = "The preset “{name}” could not be renamed ({detail})."
    """A rename that the system refused."""
    PRESET_NOT_REMOVED = "The preset file {file} could not be removed ({detail})."
    """A delete that the system refused."""
    PRESET_NOT_SAVED = "The preset “{name}” could not be saved in {folder} ({detail})."
    """A save that failed (the old file stays)."""


@dataclass(frozen=True, slots=True)
class StorageProblem:
    """One problem: its message and the params that fill it (see the module docstring)."""

    message: StorageMessage
    """What happened."""
    params: Mapping[str, object] = field(default_factory=dict)
    """The numbers, names, paths and inner problems its template names."""

    def english(self) -> str:
        """The problem as its English template says it, inner problems and core errors in English too."""
        return self.message.format(**{key: english_param(value) for key, value in self.params.items()})


def english_param(value: object) -> str:
    """A param in English: an inner problem by its template, several joined by "; ", a JSON reader's error by its
    message, anything else as `str` gives it."""
    if isinstance(value, StorageProblem):
        return value.english()
    if isinstance(value, tuple) and all(isinstance(item, StorageProblem) for item in value):
        return "; ".join(item.english() for item in value)
    if isinstance(value, JsonInputError):
        return value.message  # its str() begins with "input: ", the CLI's way
    return str(value)


def problem(message: StorageMessage, **params: object) -> StorageProblem:
    """A `StorageProblem` of `message` with `params` (the short way to write one)."""
    return StorageProblem(message, params)


def system_detail(error: BaseException) -> str:
    """The system's reason for a failed read or write: an `OSError`'s text without its errno and file number ("Is a
    directory", not "[Errno 21] Is a directory: 5"), or a `UnicodeError`'s or `ValueError`'s own words."""
    if isinstance(error, OSError):
        return error.strerror or str(error)
    if isinstance(error, UnicodeError):
        return getattr(error, "reason", None) or str(error)
    return str(error)


def lone_surrogate(text: str) -> int | None:
    """The position of the first lone surrogate in `text` (half of a UTF-16 pair, which UTF-8 cannot hold), or None.

    >>> lone_surrogate("ok"), lone_surrogate("a\\udc80")
    (None, 1)
    """
    for position, character in enumerate(text):
        if "\ud800" <= character <= "\udfff":
            return position
    return None


class StorageError(ValueError):
    """A storage operation was refused or failed: `problem` says what, as data; `str()` is its English."""

    def __init__(self, problem: StorageProblem) -> None:
        self.problem = problem
        super().__init__(problem.english())


__all__ = ["StorageError", "StorageMessage", "StorageProblem", "english_param", "lone_surrogate", "problem",
           "system_detail"]
