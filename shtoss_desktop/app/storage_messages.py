"""The words of storage's problems: each `StorageMessage` member (storage/problems.py) to its translatable text
(context "storage"), and a `StorageProblem` put into the interface's language.

Storage reports what went wrong with a settings file, a preset or the casino settings of release 0.1.0 as data
(a member and its params); this module is where that becomes a sentence, as `app/shtoss/messages.py` does for the
core's messages. The params are worded too: an inner problem by this table, several joined by "; ", a core rules
error by the rules' table (`rules_error_text`, "key: problem"), a casino rules error by the casino's, a JSON
reader's error by the JSON table. tests/app/test_storage_messages.py checks that every member is here, with its
own English and a Russian text.

    window.statusBar().showMessage(storage_text(settings.write_problem))

The name of a copy of a preset is a word too: `copy_names` gives the candidates ("Mine (copy)", "Mine (copy 2)",
...) that `PresetStore.free_name` picks the first free one of.
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Iterator
from typing import Final

from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.error_text import core_error_text
from shtoss_desktop.core.errors import CoreError
from shtoss_desktop.core.jsonio import JsonInputError
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.replay import ReplayError
from shtoss_desktop.core.shtoss.rules import RulesError
from shtoss_desktop.storage.problems import StorageError, StorageMessage, StorageProblem, system_detail
from shtoss_desktop.storage.settings import json_message, rules_error_text
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP

CONTEXT: Final = "storage"
"""The translation context of every storage message."""
CASINO_RULES: Final = "shtoss_desktop.core.casino.rules"
"""The casino's rules, whose errors are worded by the casino's words (both imported by a casino start only)."""

STORAGE_MESSAGES: Final[dict[StorageMessage, str]] = {
    StorageMessage.FILE_UNUSABLE: QT_TRANSLATE_NOOP(
        "storage", "The settings file {path} could not be used: {problem}."),
    StorageMessage.FILE_BAD_VALUES: QT_TRANSLATE_NOOP(
        "storage", "The settings file {path} had bad values: {problems}."),
    StorageMessage.SET_ASIDE: QT_TRANSLATE_NOOP(
        "storage", "{problem} Those settings are back to their defaults; the old file was kept as {aside}."),
    StorageMessage.NOT_SET_ASIDE: QT_TRANSLATE_NOOP("storage", "{problem} It could not be renamed aside ({detail})."),
    StorageMessage.CANNOT_READ: QT_TRANSLATE_NOOP("storage", "it cannot be read ({detail})"),
    StorageMessage.IS_FOLDER: QT_TRANSLATE_NOOP("storage", "it is a folder, not a file"),
    StorageMessage.JSON_PROBLEM: QT_TRANSLATE_NOOP("storage", "it {problem}"),
    StorageMessage.NOT_UTF8: QT_TRANSLATE_NOOP("storage", "it is not UTF-8 text (byte {offset})"),
    StorageMessage.BINARY: QT_TRANSLATE_NOOP("storage", "it contains binary data"),
    StorageMessage.LINE_NOT_A_SETTING: QT_TRANSLATE_NOOP("storage", "line {line} is not a setting"),
    StorageMessage.NOT_AN_OBJECT: QT_TRANSLATE_NOOP("storage", "it is not a JSON object"),
    StorageMessage.VALUE_NOT_TEXT: QT_TRANSLATE_NOOP("storage", "{name}: the value is not text"),
    StorageMessage.VALUE_NOT_JSON_LIST: QT_TRANSLATE_NOOP("storage", "{name}: the value is not a JSON list"),
    StorageMessage.VALUE_NOT_BASE64: QT_TRANSLATE_NOOP("storage", "{name}: the value is not base64"),
    StorageMessage.VALUE_UNACCEPTABLE: QT_TRANSLATE_NOOP("storage", "{name}: {value} is not an acceptable value"),
    StorageMessage.VALUE_RULES: QT_TRANSLATE_NOOP("storage", "{name}: {problem}"),
    StorageMessage.NOT_HOUSE_RULES: QT_TRANSLATE_NOOP("storage", "{name}: must be house rules, not {actual}"),
    StorageMessage.NOT_CASINO_RULES: QT_TRANSLATE_NOOP("storage", "{name}: must be casino rules, not {actual}"),
    StorageMessage.TOO_MANY_BYTES: QT_TRANSLATE_NOOP("storage", "{name}: must be at most {limit} bytes"),
    StorageMessage.NOT_STYLE_LIST: QT_TRANSLATE_NOOP("storage", "{name}: must be a list of style keys"),
    StorageMessage.TOO_MANY_SEATS: QT_TRANSLATE_NOOP("storage", "{name}: at most {limit} seats, not {count}"),
    StorageMessage.NOT_STYLE_KEY: QT_TRANSLATE_NOOP("storage", "{name}: {value} is not a style key"),
    StorageMessage.NOT_TEXT: QT_TRANSLATE_NOOP("storage", "{name}: must be text, not {actual}"),
    StorageMessage.NOT_A_CHOICE: QT_TRANSLATE_NOOP("storage", "{name}: must be one of {choices}, not {value}"),
    StorageMessage.NOT_A_THEME: QT_TRANSLATE_NOOP(
        "storage", "{name}: {value} is neither a theme name nor svg: and the path of an SVG deck"),
    StorageMessage.TEXT_LINE: QT_TRANSLATE_NOOP("storage", "{name}: must be one line of 1 to {limit} characters"),
    StorageMessage.LONE_SURROGATE: QT_TRANSLATE_NOOP(
        "storage", "{name}: the text holds a broken character (a lone surrogate, {code}) at {position}"),
    StorageMessage.NOT_INTEGER: QT_TRANSLATE_NOOP("storage", "{name}: must be a whole number, not {actual}"),
    StorageMessage.INTEGER_RANGE: QT_TRANSLATE_NOOP(
        "storage", "{name}: must be from {minimum} to {maximum}, not {value}"),
    StorageMessage.NOT_BOOLEAN: QT_TRANSLATE_NOOP("storage", "{name}: must be true or false, not {actual}"),
    StorageMessage.WRITE_FAILED: QT_TRANSLATE_NOOP(
        "storage", "The settings could not be saved to {path}: {problem}. The game goes on with them; they will be "
        "saved when the file can be written."),
    StorageMessage.NOT_WRITABLE: QT_TRANSLATE_NOOP(
        "storage", "the file cannot be written (a full disk, or a folder that is read-only or missing?)"),
    StorageMessage.SYSTEM: QT_TRANSLATE_NOOP("storage", "{detail}"),
    StorageMessage.CASINO_FILE_UNUSABLE: QT_TRANSLATE_NOOP(
        "storage", "The casino settings in {path} could not be used ({problem}); they are kept as {aside}."),
    StorageMessage.CASINO_FILE_NOT_SET_ASIDE: QT_TRANSLATE_NOOP(
        "storage", "The casino settings in {path} could not be used ({problem}); the file could not be renamed "
        "aside either ({detail})."),
    StorageMessage.CASINO_FILE_NOT_MOVED: QT_TRANSLATE_NOOP(
        "storage", "The casino settings in {path} were taken over, but the file could not be moved aside "
        "({detail}): it will be read again at the next start."),
    StorageMessage.JOURNAL_UNUSABLE: QT_TRANSLATE_NOOP(
        "storage", "The kept game {path} could not be resumed: {problem}."),
    StorageMessage.JOURNAL_DAMAGED: QT_TRANSLATE_NOOP(
        "storage", "The kept game {path} can be trusted only up to line {good}: {problem}."),
    StorageMessage.JOURNAL_SET_ASIDE: QT_TRANSLATE_NOOP(
        "storage", "{problem} The file was renamed {aside}, so that nothing is lost."),
    StorageMessage.JOURNAL_NOT_SET_ASIDE: QT_TRANSLATE_NOOP(
        "storage", "{problem} It could not be renamed ({detail}) and is left as it is."),
    StorageMessage.NOT_REGULAR: QT_TRANSLATE_NOOP("storage", "it is not a regular file"),
    StorageMessage.JOURNAL_TOO_LARGE: QT_TRANSLATE_NOOP("storage", "it is too large ({size} bytes, more than {limit})"),
    StorageMessage.JOURNAL_EMPTY: QT_TRANSLATE_NOOP("storage", "it holds no complete line"),
    StorageMessage.LINE: QT_TRANSLATE_NOOP("storage", "line {line}: {problem}"),
    StorageMessage.LINE_TOO_LONG: QT_TRANSLATE_NOOP("storage", "it is longer than {limit} bytes"),
    StorageMessage.NOT_A_JOURNAL: QT_TRANSLATE_NOOP("storage", "it is not a Shtoss journal"),
    StorageMessage.JOURNAL_FORMAT: QT_TRANSLATE_NOOP(
        "storage", "it is a journal of format {found}; this version reads formats 1 and {wanted}"),
    StorageMessage.WRONG_GAME: QT_TRANSLATE_NOOP("storage", "it keeps a game of {found}, not of {wanted}"),
    StorageMessage.NO_ACTIONS: QT_TRANSLATE_NOOP("storage", "it holds its first line only, no move"),
    StorageMessage.HEADER_KEY: QT_TRANSLATE_NOOP(
        "storage", "it has a key {key} that a journal's first line does not have"),
    StorageMessage.HEADER_VALUE: QT_TRANSLATE_NOOP("storage", "its {key} is not acceptable: {value}"),
    StorageMessage.HEADER_RULES: QT_TRANSLATE_NOOP("storage", "its rules are not valid: {problem}"),
    StorageMessage.HEADER_SEATS: QT_TRANSLATE_NOOP("storage", "its table cannot be set up: {problem}"),
    StorageMessage.HEADER_PLAYERS: QT_TRANSLATE_NOOP(
        "storage", "its players do not match its setup (the human's part and name, the computer players)"),
    StorageMessage.ACTION_SHAPE: QT_TRANSLATE_NOOP(
        "storage", "it is not action {number}: an object with its number, its moves and its records"),
    StorageMessage.LEGACY_ACTION_SHAPE: QT_TRANSLATE_NOOP(
        "storage", "it is not action {number} as release 0.1.0 wrote it"),
    StorageMessage.LEGACY_NO_SEATS: QT_TRANSLATE_NOOP("storage", "it does not begin with the players sitting down"),
    StorageMessage.JOURNAL_LOCKED: QT_TRANSLATE_NOOP(
        "storage", "Another window is keeping its {game} game in {folder}: this game is not kept, and cannot be "
        "resumed if it is interrupted."),
    StorageMessage.JOURNAL_WRITE: QT_TRANSLATE_NOOP(
        "storage", "The game cannot be kept in {path}: {detail}. Play goes on, but if the game is interrupted it "
        "cannot be resumed."),
    StorageMessage.STATS_DAMAGED: QT_TRANSLATE_NOOP(
        "storage", "The statistics database {path} could not be used ({detail}): it was renamed {aside}, and the "
        "statistics are counted again from the archived games."),
    StorageMessage.STATS_NOT_SET_ASIDE: QT_TRANSLATE_NOOP(
        "storage", "The statistics database {path} could not be used ({detail}) nor renamed aside ({reason}): the "
        "statistics are not kept."),
    StorageMessage.STATS_WRITE: QT_TRANSLATE_NOOP(
        "storage", "The statistics could not be written to {path}: {detail}."),
    StorageMessage.STATS_NOT_COUNTED: QT_TRANSLATE_NOOP(
        "storage", "The archived game {file} is not counted in the statistics: {problem}"),
    StorageMessage.STATS_OTHER_SCHEMA: QT_TRANSLATE_NOOP(
        "storage", "it was written by another version (its schema is {found}, this version's {wanted})"),
    StorageMessage.NAME_EMPTY: QT_TRANSLATE_NOOP("storage", "A preset needs a name."),
    StorageMessage.NAME_TOO_LONG: QT_TRANSLATE_NOOP("storage", "A preset name may have at most {count} characters."),
    StorageMessage.NAME_CONTROL: QT_TRANSLATE_NOOP("storage", "A preset name may not contain control characters."),
    StorageMessage.NAME_SURROGATE: QT_TRANSLATE_NOOP(
        "storage", "A preset name may not contain a broken character (a lone surrogate, {code})."),
    StorageMessage.PRESET_SHAPE: QT_TRANSLATE_NOOP(
        "storage", 'it must be a JSON object with exactly the keys "name" and "rules"'),
    StorageMessage.PRESET_NAME_NOT_TEXT: QT_TRANSLATE_NOOP("storage", 'its "name" must be text'),
    StorageMessage.PRESET_RULE: QT_TRANSLATE_NOOP("storage", "rules.{problem}"),
    StorageMessage.PRESET_RULES: QT_TRANSLATE_NOOP("storage", "{problem}"),
    StorageMessage.PRESET_NAME_TAKEN_BY_FILE: QT_TRANSLATE_NOOP(
        "storage", "another preset file already has the name “{name}”"),
    StorageMessage.PRESETS_FOLDER_UNREADABLE: QT_TRANSLATE_NOOP(
        "storage", "The presets folder {folder} cannot be read ({detail})."),
    StorageMessage.PRESET_FILE_SET_ASIDE: QT_TRANSLATE_NOOP(
        "storage", "The preset file {file} could not be read: {problem}. It was kept as {aside}."),
    StorageMessage.PRESET_FILE_NOT_SET_ASIDE: QT_TRANSLATE_NOOP(
        "storage", "The preset file {file} could not be read: {problem}. It could not be renamed aside either "
        "({detail})."),
    StorageMessage.NO_SUCH_PRESET: QT_TRANSLATE_NOOP("storage", "There is no preset called “{name}”."),
    StorageMessage.PRESET_EXISTS: QT_TRANSLATE_NOOP("storage", "There is already a preset called “{name}”."),
    StorageMessage.PRESET_NOT_RENAMED: QT_TRANSLATE_NOOP(
        "storage", "The preset “{name}” could not be renamed ({detail})."),
    StorageMessage.PRESET_NOT_REMOVED: QT_TRANSLATE_NOOP(
        "storage", "The preset file {file} could not be removed ({detail})."),
    StorageMessage.PRESET_NOT_SAVED: QT_TRANSLATE_NOOP(
        "storage", "The preset “{name}” could not be saved in {folder} ({detail})."),
}
"""The one table of `StorageMessage` (context "storage")."""

_COPY: Final = QT_TRANSLATE_NOOP("storage", "{name} (copy)")
_COPY_NUMBERED: Final = QT_TRANSLATE_NOOP("storage", "{name} (copy {number})")


def storage_text(problem: StorageProblem) -> str:
    """A storage problem in the interface's language, its params worded too (see the module docstring)."""
    template = QCoreApplication.translate(CONTEXT, STORAGE_MESSAGES[problem.message])
    return template.format(**{key: param_text(value) for key, value in problem.params.items()})


def storage_error_text(error: Exception) -> str:
    """A refused or failed storage operation in words: a `StorageError` by its problem, a system error by the
    system's reason."""
    if isinstance(error, StorageError):
        return storage_text(error.problem)
    if isinstance(error, OSError):
        return system_detail(error)
    return str(error)


GAME_NAMES: Final[dict[GameKind, str]] = {
    GameKind.SHTOSS: QT_TRANSLATE_NOOP("storage", "shtoss"),
    GameKind.CASINO: QT_TRANSLATE_NOOP("storage", "casino stos"),
}
"""A game as a storage problem names it (a journal of another game, the game whose journal another window keeps);
the English is `problems.GAME_WORDS`."""


def param_text(value: object) -> str:
    """One param of a storage problem in the interface's language."""
    if isinstance(value, StorageProblem):
        return storage_text(value)
    if isinstance(value, tuple) and all(isinstance(item, StorageProblem) for item in value):
        return "; ".join(storage_text(item) for item in value)
    casino_rules = sys.modules.get(CASINO_RULES)  # only a casino start imports them: none of their errors before
    if casino_rules is not None and isinstance(value, casino_rules.CasinoRulesError):
        from shtoss_desktop.app.casino.messages import casino_error_text

        return casino_error_text(value)
    if isinstance(value, RulesError):
        return rules_error_text(value)
    if isinstance(value, JsonInputError):
        return json_message(value)
    if isinstance(value, CoreError):
        # A replay's failure names its action itself; any other core error says where it is.
        return core_error_text(value, place=not isinstance(value, ReplayError))
    if isinstance(value, GameKind):
        return QCoreApplication.translate(CONTEXT, GAME_NAMES[value])
    return str(value)


def copy_names(base: str) -> Iterator[str]:
    """The names a copy of preset `base` may take, in the order tried: "base (copy)", "base (copy 2)", ..."""
    yield QCoreApplication.translate(CONTEXT, _COPY).format(name=base)
    for number in itertools.count(2):
        yield QCoreApplication.translate(CONTEXT, _COPY_NUMBERED).format(name=base, number=number)


__all__ = ["CONTEXT", "GAME_NAMES", "STORAGE_MESSAGES", "copy_names", "param_text", "storage_error_text",
           "storage_text"]
