"""The casino settings as release 0.1.0 kept them: `casino.json` beside the settings file, read once.

Release 0.1.0 wrote the casino table's rules, the preset they came from, the chip, whether the odds were shown,
the window's geometry and its side panel to a JSON file of their own. They are the casino settings of the one
schema now (`storage/settings.py`, the `casino_*` settings): `AppSettings` reads this file at its first start
with it, takes the values over, writes them to the settings file and moves this one aside as done
(`casino.json.migrated-<timestamp>`, never deleted). This module only reads the old format:
`read_legacy_casino` gives its values, or raises `LegacyCasinoError` with a `StorageProblem` saying what is
wrong (the whole file is then refused, as release 0.1.0 refused it).

The file is read by the core's strict JSON reader and the rules by the core's `CasinoRules.from_json`; a key the
release wrote before the speed was the shared setting ("speed") is left unread, as it was then. The casino's
rules are imported when such a file is read, not with this module: the settings import it at every start.
"""

from __future__ import annotations

import base64
import binascii
import json
from pathlib import Path
from typing import TYPE_CHECKING, Final

import msgspec

from shtoss_desktop.core.jsonio import JsonInputError, load_json, read_limited
from shtoss_desktop.storage.problems import StorageError, StorageMessage, problem, system_detail

if TYPE_CHECKING:
    from shtoss_desktop.core.casino.rules import CasinoRules

FILE_NAME: Final = "casino.json"
"""The old casino file's name, beside the settings file."""
MAX_FILE_BYTES: Final = 1 << 20
"""A larger file is not ours."""


class LegacyCasinoError(StorageError):
    """The old casino file cannot be taken over: `problem` says why."""


class LegacyCasinoValues(msgspec.Struct, frozen=True):
    """What release 0.1.0 remembered of the casino table."""

    rules: CasinoRules
    """The rules of the next game."""
    preset: str
    """The preset the rules came from ("" when edited by hand)."""
    chip: int
    """The chip value last chosen (0: the table minimum)."""
    show_odds: bool
    """Whether the odds were shown on the layout."""
    geometry: bytes
    """The window's saved geometry (Qt's own bytes)."""
    side_panel: bool | None
    """Whether the side panel was left shown (None: never chosen)."""


def _refuse(message: StorageMessage, **params: object) -> LegacyCasinoError:
    return LegacyCasinoError(problem(message, **params))


def _bad_value(key: str, value: object) -> LegacyCasinoError:
    return _refuse(StorageMessage.VALUE_UNACCEPTABLE, name=key, value=json.dumps(value, ensure_ascii=False)[:80])


def read_legacy_casino(path: Path) -> LegacyCasinoValues:
    """The values in release 0.1.0's `casino.json` at `path`; `LegacyCasinoError` naming the first problem."""
    from shtoss_desktop.core.casino.rules import CasinoRules, CasinoRulesError

    try:
        data = load_json(read_limited(path, MAX_FILE_BYTES))
    except IsADirectoryError:
        raise _refuse(StorageMessage.IS_FOLDER) from None
    except OSError as error:
        raise _refuse(StorageMessage.CANNOT_READ, detail=system_detail(error)) from None
    except JsonInputError as error:
        raise _refuse(StorageMessage.JSON_PROBLEM, problem=error) from None
    if not isinstance(data, dict):
        raise _refuse(StorageMessage.NOT_AN_OBJECT)
    try:
        rules = CasinoRules.from_json(data.get("rules", {}))
    except CasinoRulesError as error:
        raise _refuse(StorageMessage.VALUE_RULES, name="rules", problem=error) from None
    preset = data.get("preset", "")
    if not isinstance(preset, str):
        raise _bad_value("preset", preset)
    chip = data.get("chip", 0)
    if isinstance(chip, bool) or not isinstance(chip, int) or not 0 <= chip <= rules.table_maximum:
        raise _bad_value("chip", chip)
    show_odds = data.get("show_odds", False)
    if not isinstance(show_odds, bool):
        raise _bad_value("show_odds", show_odds)
    side_panel = data.get("side_panel")
    if side_panel is not None and not isinstance(side_panel, bool):
        raise _bad_value("side_panel", side_panel)
    geometry_text = data.get("geometry", "")
    if not isinstance(geometry_text, str):
        raise _bad_value("geometry", geometry_text)
    try:
        geometry = base64.b64decode(geometry_text.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError):
        raise _refuse(StorageMessage.VALUE_NOT_BASE64, name="geometry") from None
    return LegacyCasinoValues(rules, preset, chip, show_odds, geometry, side_panel)


__all__ = ["FILE_NAME", "LegacyCasinoError", "LegacyCasinoValues", "read_legacy_casino"]
