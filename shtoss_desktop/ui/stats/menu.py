"""The Game menu's statistics items, both games: Statistics… and Game info… (the shell, ui/shell/window.py, makes
them; the windows they open are ui/stats/)."""

from __future__ import annotations

from typing import Final

from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP
from shtoss_desktop.ui.shell.keys import ActionSpec, KeyTable

STATS_KEYS: Final = KeyTable(
    "StatsMenu",
    (
        ActionSpec(
            "statistics",
            QT_TRANSLATE_NOOP("StatsMenu", "S&tatistics…"),
            QT_TRANSLATE_NOOP("StatsMenu", "Totals, luck and plots over every session of both games"),
            ("Ctrl+Shift+S",),
        ),
        ActionSpec(
            "game_info",
            QT_TRANSLATE_NOOP("StatsMenu", "Game &info…"),
            QT_TRANSLATE_NOOP("StatsMenu", "The seed of this game, to play it again, and its journal"),
            ("Ctrl+I",),
        ),
    ),
)
"""The two items, in the Game menu before Quit."""

__all__ = ["STATS_KEYS"]
