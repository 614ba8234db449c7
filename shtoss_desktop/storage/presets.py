"""The player's own presets of house rules: one JSON file each in the application's data folder.

A preset file is `{"name": "<the name shown>", "rules": {<the rules file of RULES.md section 7.1>}}`,
named after the preset (`my-house.json`). By default the folder is `presets/` under
`QStandardPaths.AppDataLocation` (the application must have set organization "ShtossDesktop" and
application "shtoss-desktop" first, as `__main__` does); tests pass their own folder.

Every write is atomic (temporary file, rename, fsync of the folder); a write that fails (a full disk, a
read-only folder, a name no file can hold: `OSError`, `UnicodeError`, `ValueError`) is a `PresetError` saying
so, and the old file stays. Temporary files a kill left are removed when the folder is read. A preset file is
read by the core's strict JSON reader (the rules CLI's); one that cannot be read never stops the game: it is
renamed aside (`my-house.json.corrupt-<timestamp>`), the other presets load, and `load_problems` says what was
wrong. A name is checked the same way typed or read: blank, too long, a control character or a lone surrogate
(half of a UTF-16 pair) is refused. The built-in presets are the core's `PRESETS` and are never written here.

Storage speaks data: a `PresetError` and each of `load_problems` carry a `StorageProblem` (storage/problems.py),
which the app puts into words (app/storage_messages.py); so is the name of a copy (`free_name` takes the
candidates the app words: "Mine (copy)", "Mine (copy 2)", ...).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Final

import msgspec
from PySide6.QtCore import QObject, QStandardPaths, Signal

from shtoss_desktop.core.jsonio import JsonInputError, load_json, read_limited
from shtoss_desktop.core.shtoss.rules import HouseRules, RulesError
from shtoss_desktop.storage.atomic import atomic_write_text, remove_temporaries, set_aside
from shtoss_desktop.storage.problems import (
    StorageError,
    StorageMessage,
    StorageProblem,
    lone_surrogate,
    problem,
    system_detail,
)

MAX_NAME_LENGTH: Final = 60
"""The longest preset name."""

_UNSAFE: Final = re.compile(r"[^\w]+", re.UNICODE)


class PresetError(StorageError):
    """A preset operation was refused or failed (a bad or taken name, an unknown preset, a write): `problem` says
    why, as data; `str()` is the English."""


def _refused(message: StorageMessage, **params: object) -> PresetError:
    return PresetError(problem(message, **params))


class UserPreset(msgspec.Struct, frozen=True):
    """One of the player's presets."""

    name: str
    """The name the player gave it."""
    rules: HouseRules
    """The house rules it holds."""
    path: Path
    """Its file."""



def default_presets_folder() -> Path:
    """`presets/` in the application's data folder (QStandardPaths.AppDataLocation)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "presets"


def check_name(name: str) -> str:
    """The name with surrounding blanks removed; `PresetError` if it cannot name a preset."""
    cleaned = name.strip()
    if not cleaned:
        raise _refused(StorageMessage.NAME_EMPTY)
    if len(cleaned) > MAX_NAME_LENGTH:
        raise _refused(StorageMessage.NAME_TOO_LONG, count=MAX_NAME_LENGTH)
    surrogate = lone_surrogate(cleaned)
    if surrogate is not None:
        raise _refused(StorageMessage.NAME_SURROGATE, code=f"U+{ord(cleaned[surrogate]):04X}")
    if any(not character.isprintable() for character in cleaned):
        raise _refused(StorageMessage.NAME_CONTROL)
    return cleaned


def preset_file_text(name: str, rules: HouseRules) -> str:
    """The content of a preset file."""
    return json.dumps({"name": name, "rules": rules.to_json()}, indent=2, ensure_ascii=False) + "\n"


def read_preset_file(path: Path) -> tuple[str, HouseRules]:
    """The name and rules in a preset file; `PresetError` saying what is wrong.

    The file is read by the core's strict JSON reader, the one the rules CLI and rules files use.
    """
    try:
        data = load_json(read_limited(path))
    except IsADirectoryError:
        raise _refused(StorageMessage.IS_FOLDER) from None
    except OSError as error:
        raise _refused(StorageMessage.CANNOT_READ, detail=system_detail(error)) from None
    except JsonInputError as error:
        raise _refused(StorageMessage.JSON_PROBLEM, problem=error) from None
    if not isinstance(data, dict) or set(data) != {"name", "rules"}:
        raise _refused(StorageMessage.PRESET_SHAPE)
    if not isinstance(data["name"], str):
        raise _refused(StorageMessage.PRESET_NAME_NOT_TEXT)
    name = check_name(data["name"])
    try:
        rules = HouseRules.from_json(data["rules"])
    except RulesError as error:
        raise _refused(StorageMessage.PRESET_RULE if error.key else StorageMessage.PRESET_RULES,
                       problem=error) from None
    return name, rules


class PresetStore(QObject):
    """The player's presets, kept as files in one folder.

    `PresetStore()` uses the application's data folder; `PresetStore(folder)` uses that folder.
    """

    changed = Signal()
    """A preset was saved, renamed, duplicated or deleted (or the folder was read again)."""

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._folder = Path(folder) if folder is not None else default_presets_folder()
        self._presets: dict[str, UserPreset] = {}
        self._problems: list[StorageProblem] = []
        self._read_folder()

    def _read_folder(self) -> None:
        self._presets.clear()
        self._problems = []
        if not self._folder.is_dir():
            return
        remove_temporaries(self._folder, r".+\.json")  # what a write cut short by a kill left
        try:
            paths = sorted(self._folder.glob("*.json"))
        except OSError as error:
            self._problems.append(problem(StorageMessage.PRESETS_FOLDER_UNREADABLE, folder=self._folder,
                                          detail=system_detail(error)))
            return
        for path in paths:
            if path.name.startswith("."):
                continue
            try:
                name, rules = read_preset_file(path)
                if name.casefold() in self._presets:
                    raise _refused(StorageMessage.PRESET_NAME_TAKEN_BY_FILE, name=name)
            except PresetError as error:
                self._set_aside(path, error.problem)
                continue
            self._presets[name.casefold()] = UserPreset(name, rules, path)

    def _set_aside(self, path: Path, reason: StorageProblem) -> None:
        try:
            aside = set_aside(path)
        except OSError as error:
            self._problems.append(problem(StorageMessage.PRESET_FILE_NOT_SET_ASIDE, file=path, problem=reason,
                                          detail=system_detail(error)))
            return
        self._problems.append(problem(StorageMessage.PRESET_FILE_SET_ASIDE, file=path, problem=reason,
                                      aside=aside.name))

    # ----- reading -----

    @property
    def folder(self) -> Path:
        """The folder of the preset files."""
        return self._folder

    @property
    def load_problems(self) -> tuple[StorageProblem, ...]:
        """What was wrong with preset files when the folder was last read."""
        return tuple(self._problems)

    def reload(self) -> None:
        """Read the folder again."""
        self._read_folder()
        self.changed.emit()

    def presets(self) -> tuple[UserPreset, ...]:
        """Every preset, by name (case-insensitive order)."""
        return tuple(sorted(self._presets.values(), key=lambda p: p.name.casefold()))

    def names(self) -> tuple[str, ...]:
        """Every preset's name, in the order of `presets`."""
        return tuple(p.name for p in self.presets())

    def find(self, name: str) -> UserPreset | None:
        """The preset with this name (case-insensitive), or None."""
        return self._presets.get(name.strip().casefold())

    def get(self, name: str) -> UserPreset:
        """The preset with this name; `PresetError` if there is none."""
        found = self.find(name)
        if found is None:
            raise _refused(StorageMessage.NO_SUCH_PRESET, name=name)
        return found

    def free_name(self, candidates: Iterable[str]) -> str:
        """The first of `candidates` (cut to `MAX_NAME_LENGTH`) that no preset has: the name of a copy, from the
        names the app words for it ("Mine (copy)", "Mine (copy 2)", ...; `app.storage_messages.copy_names`)."""
        cut = ""
        for candidate in candidates:
            cut = candidate[:MAX_NAME_LENGTH]
            if self.find(cut) is None:
                return cut
        raise _refused(StorageMessage.PRESET_EXISTS, name=cut)  # only when `candidates` ran out

    # ----- changing -----

    def save(self, name: str, rules: HouseRules, *, replace: bool = False) -> UserPreset:
        """Save `rules` as preset `name` (a taken name only with `replace`); return the preset."""
        cleaned = check_name(name)
        existing = self.find(cleaned)
        if existing is not None and not replace:
            raise _refused(StorageMessage.PRESET_EXISTS, name=existing.name)
        path = existing.path if existing is not None else self._free_path(cleaned)
        self._write(path, cleaned, rules)
        preset = UserPreset(cleaned, rules, path)
        self._presets[cleaned.casefold()] = preset
        self.changed.emit()
        return preset

    def rename(self, old_name: str, new_name: str) -> UserPreset:
        """Give preset `old_name` the name `new_name` (its file is renamed too)."""
        old = self.get(old_name)
        cleaned = check_name(new_name)
        clash = self.find(cleaned)
        if clash is not None and clash.path != old.path:
            raise _refused(StorageMessage.PRESET_EXISTS, name=clash.name)
        path = self._free_path(cleaned, reuse=old.path)
        self._write(path, cleaned, old.rules)
        if path != old.path:
            try:
                old.path.unlink(missing_ok=True)
            except OSError as error:
                path.unlink(missing_ok=True)  # back to the old name alone, as before the attempt
                raise _refused(StorageMessage.PRESET_NOT_RENAMED, name=old.name,
                               detail=system_detail(error)) from None
        del self._presets[old.name.casefold()]
        preset = UserPreset(cleaned, old.rules, path)
        self._presets[cleaned.casefold()] = preset
        self.changed.emit()
        return preset

    def duplicate(self, name: str, new_name: str) -> UserPreset:
        """Copy preset `name` under `new_name` (a copy's name: see `free_name`)."""
        return self.save(new_name, self.get(name).rules)

    def delete(self, name: str) -> None:
        """Delete preset `name` and its file."""
        preset = self.get(name)
        try:
            preset.path.unlink(missing_ok=True)
        except OSError as error:
            raise _refused(StorageMessage.PRESET_NOT_REMOVED, file=preset.path.name,
                           detail=system_detail(error)) from None
        del self._presets[preset.name.casefold()]
        self.changed.emit()

    def _write(self, path: Path, name: str, rules: HouseRules) -> None:
        """Write one preset file (atomically, the folder created if needed); `PresetError` saying why not."""
        try:
            os.makedirs(self._folder, exist_ok=True)
            atomic_write_text(path, preset_file_text(name, rules))
        except (OSError, UnicodeError, ValueError) as error:
            raise _refused(StorageMessage.PRESET_NOT_SAVED, name=name, folder=self._folder,
                           detail=system_detail(error)) from None

    def _free_path(self, name: str, *, reuse: Path | None = None) -> Path:
        stem = _UNSAFE.sub("-", name.casefold()).strip("-_")[:48] or "preset"
        path = self._folder / f"{stem}.json"
        number = 2
        while path.exists() and path != reuse:
            path = self._folder / f"{stem}-{number}.json"
            number += 1
        return path
