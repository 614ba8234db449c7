"""Rules files read and written for the house rules dialog's Import and Export: a bad file is a message naming
the problem (the key, when a rule is bad), in the player's language; nothing is changed by a file refused.

A file is read as the rules CLI and `--rules` read theirs (`HouseRules.from_json_text`), written atomically."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from shtoss_desktop.core.jsonio import JSON_TEMPLATES, JsonInputError, read_limited
from shtoss_desktop.core.shtoss.rules import HouseRules, RulesError
from shtoss_desktop.storage.atomic import atomic_write_text
from shtoss_desktop.storage.settings import json_message, rules_message

translate = QCoreApplication.translate


class RulesFileError(Exception):
    """A rules file that could not be read or written; `text` says why, translated."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


def read_rules_file(path: Path) -> HouseRules:
    """The rules in the file at `path`; raises `RulesFileError` for a file that cannot be read or holds no valid
    rules."""
    try:
        return HouseRules.from_json_text(read_limited(path))
    except OSError as error:
        raise RulesFileError(translate("SettingsDialog", "The file {file} cannot be read: {detail}").format(
            file=path.name, detail=error.strerror or str(error))) from error
    except JsonInputError as error:
        raise RulesFileError(translate("SettingsDialog", "The file {file} {problem}. Nothing was changed.").format(
            file=path.name, problem=json_message(error))) from error
    except RulesError as error:
        if error.template in JSON_TEMPLATES:
            text = translate("SettingsDialog", "The file {file} {problem}. Nothing was changed.").format(
                file=path.name, problem=rules_message(error))
        else:
            where = error.place or translate("SettingsDialog", "the file")
            text = translate(
                "SettingsDialog", "The rules file {file} was not loaded: {key}: {problem}. Nothing was changed."
            ).format(file=path.name, key=where, problem=rules_message(error))
        raise RulesFileError(text) from error


def write_rules_file(path: Path, rules: HouseRules) -> None:
    """Write `rules` to exactly `path` as a rules file (atomically). The name is the player's: no suffix is added;
    a symlink is followed and stays; a folder that does not exist is an error, not created behind the player's
    back. Raises `RulesFileError` when the file cannot be written."""
    if not path.parent.is_dir():
        raise RulesFileError(translate(
            "SettingsDialog", "The file {file} cannot be written: the folder {folder} does not exist.").format(
            file=path.name, folder=path.parent))
    try:
        atomic_write_text(path, rules.to_json_text())
    except OSError as error:
        raise RulesFileError(translate("SettingsDialog", "The file {file} cannot be written: {detail}").format(
            file=path.name, detail=error.strerror or str(error))) from error
