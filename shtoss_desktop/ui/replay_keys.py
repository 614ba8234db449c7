"""The game window's action that opens the replay window (ui/replay.py), apart from it: a game window adds the
action to its Game menu when it is built, and the replay window, its past deals and the casino's game it can rebuild
are loaded only when the action is first used.
"""

from __future__ import annotations

from typing import Final

from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP
from shtoss_desktop.ui.shell.keys import ActionSpec, KeyTable

REPLAY_KEYS: Final = KeyTable("Replay", (
    ActionSpec("replay", QT_TRANSLATE_NOOP("Replay", "&Replay a past deal…"),
               QT_TRANSLATE_NOOP("Replay", "Replay a deal of this session or of an earlier one step by step, and "
                                           "export it for the rules CLI"), ("Ctrl+R",)),
))
"""The game window's action that opens the replay (each game window adds it to its Game menu)."""

__all__ = ["REPLAY_KEYS"]
