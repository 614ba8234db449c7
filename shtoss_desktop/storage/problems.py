"""What went wrong with a file the game keeps, as data: a `StorageProblem` is a `StorageMessage` member and its
params. Storage says what happened; the app puts it into words (`app/storage_messages.py`, English and Russian).

The settings (`storage/settings.py`), the user presets (`storage/presets.py`), the casino settings of release
0.1.0 (`storage/legacy_casino.py`) and the journals of both games (`storage/journal.py`) report every problem
this way: a file that could not be used and where it was kept, a line of a journal the rules refuse, a value that
is not acceptable, a write that failed. A param may be a number, a text, a path, another
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
from typing import Final

import msgspec

from shtoss_desktop.core.jsonio import JsonInputError
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.replay import ReplayError


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

    # ----- a kept game's journal (storage/journal.py) -----
    JOURNAL_UNUSABLE = "The kept game {path} could not be resumed: {problem}."
    """The whole journal cannot be used (its `problem` says why, a line's problem naming the line)."""
    JOURNAL_DAMAGED = "The kept game {path} can be trusted only up to line {good}: {problem}."
    """The journal replays clean up to line `good`; `problem` is the next line's (refused move, differing record)."""
    JOURNAL_SET_ASIDE = "{problem} The file was renamed {aside}, so that nothing is lost."
    """A journal that could not be trusted whole was renamed aside, to `aside`."""
    JOURNAL_NOT_SET_ASIDE = "{problem} It could not be renamed ({detail}) and is left as it is."
    """A journal that could not be trusted whole could not be renamed aside: it is never written over."""
    NOT_REGULAR = "it is not a regular file"
    """Something else than a file stands where the journal should be (a pipe, a link that leads nowhere)."""
    JOURNAL_TOO_LARGE = "it is too large ({size} bytes, more than {limit})"
    """A journal larger than any game writes."""
    JOURNAL_EMPTY = "it holds no complete line"
    """Nothing was ever written whole to it."""
    LINE = "line {line}: {problem}"
    """Something is wrong at one line of the journal (counted from 1, the header being line 1)."""
    LINE_TOO_LONG = "it is longer than {limit} bytes"
    """A line longer than any action makes."""
    NOT_A_JOURNAL = "it is not a Shtoss journal"
    """The first line is not the header of a journal of this program."""
    JOURNAL_FORMAT = "it is a journal of format {found}; this version reads formats 1 and {wanted}"
    """A journal of a format this version does not know (a later version's, say)."""
    WRONG_GAME = "it keeps a game of {found}, not of {wanted}"
    """The journal of one game found where another game's should be (`found`, `wanted`: `GameKind` members)."""
    NO_ACTIONS = "it holds its first line only, no move"
    """A journal of a header alone (a game writes its header together with its first action)."""
    HEADER_KEY = "it has a key {key} that a journal's first line does not have"
    """An unknown key in the header."""
    HEADER_VALUE = "its {key} is not acceptable: {value}"
    """A header value of the wrong kind or out of bounds (`value` as JSON, cut short)."""
    HEADER_RULES = "its rules are not valid: {problem}"
    """The header's rules are refused by the core's rules (`problem`: the rules error)."""
    HEADER_SEATS = "its table cannot be set up: {problem}"
    """The core refuses the header's seats (`problem`: its `SetupError`: a name, too many players, the banker)."""
    HEADER_PLAYERS = "its players do not match its setup (the human's part and name, the computer players)"
    """The human is not seated as his part says, or the computer players are not the other seats."""
    ACTION_SHAPE = "it is not action {number}: an object with its number, its moves and its records"
    """A line of a journal of format 2 that is not the next action."""
    LEGACY_ACTION_SHAPE = "it is not action {number} as release 0.1.0 wrote it"
    """A line of a journal of format 1 that is not the next action."""
    LEGACY_NO_SEATS = "it does not begin with the players sitting down"
    """A journal of format 1, whose seats are its first record, without them."""
    JOURNAL_LOCKED = ("Another window is keeping its {game} game in {folder}: this game is not kept, and cannot be "
                      "resumed if it is interrupted.")
    """Another running game holds the journal's lock: this one keeps no journal."""
    JOURNAL_WRITE = ("The game cannot be kept in {path}: {detail}. Play goes on, but if the game is interrupted it "
                     "cannot be resumed.")
    """A write of the journal (`path`, its file) failed (a full disk, a read-only folder, a folder in the journal's
    place, a text no file can hold); the game goes on in memory and the journal stops."""

    # ----- the statistics (storage/stats_store.py) -----
    STATS_DAMAGED = ("The statistics database {path} could not be used ({detail}): it was renamed {aside}, and the "
                     "statistics are counted again from the archived games.")
    """The database is damaged, or not a database, or of another schema version: set aside, built again."""
    STATS_NOT_SET_ASIDE = ("The statistics database {path} could not be used ({detail}) nor renamed aside "
                           "({reason}): the statistics are not kept.")
    """A database that cannot be used could not be renamed either: it is left alone and nothing is counted."""
    STATS_WRITE = "The statistics could not be written to {path}: {detail}."
    """A write of the database failed (a full disk, a read-only folder): the game goes on, uncounted."""
    STATS_NOT_COUNTED = "The archived game {file} is not counted in the statistics: {problem}"
    """An archived journal that does not replay clean (`problem`: the journal's own)."""
    STATS_OTHER_SCHEMA = "it was written by another version (its schema is {found}, this version's {wanted})"
    """Why a database is not used: its schema version is not this version's."""

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


class StorageProblem(msgspec.Struct, frozen=True):
    """One problem: its message and the params that fill it (see the module docstring)."""

    message: StorageMessage
    """What happened."""
    params: Mapping[str, object] = msgspec.field(default_factory=dict)
    """The numbers, names, paths and inner problems its template names."""

    def english(self) -> str:
        """The problem as its English template says it, inner problems and core errors in English too."""
        return self.message.format(**{key: english_param(value) for key, value in self.params.items()})


GAME_WORDS: Final[Mapping[GameKind, str]] = {GameKind.SHTOSS: "shtoss", GameKind.CASINO: "casino stos"}
"""A game as a problem names it, in English (the app's table, `app/storage_messages.GAME_NAMES`, translates it)."""


def english_param(value: object) -> str:
    """A param in English: an inner problem by its template, several joined by "; ", a JSON reader's error by its
    message, a replay's failure by its message (it names its action itself), a game by its name, anything else
    as `str` gives it."""
    if isinstance(value, StorageProblem):
        return value.english()
    if isinstance(value, tuple) and all(isinstance(item, StorageProblem) for item in value):
        return "; ".join(item.english() for item in value)
    if isinstance(value, JsonInputError | ReplayError):
        return value.message  # a JSON error's str() begins with "input: ", the CLI's way
    if isinstance(value, GameKind):
        return GAME_WORDS[value]
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


__all__ = ["GAME_WORDS", "StorageError", "StorageMessage", "StorageProblem", "english_param", "lone_surrogate",
           "problem", "system_detail"]
