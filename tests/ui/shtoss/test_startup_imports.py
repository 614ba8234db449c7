"""The shtoss window's start imports what its first frame needs and no more: the rules CLI, the dialogs, the replay
window, the lesson (once offered), the list of keys and the casino (its table, its session and its core, which the
journal, the settings and the words of errors load when a casino journal, setting or error is read) are loaded when
first used.

Each start runs in a fresh Python process, as the player's does (`python -m shtoss_desktop`), with throw-away
settings, data and cache folders; the process reports the modules it imported once its table's first frame is
painted, the session started.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

PROGRAM = r"""
import json, sys
from shtoss_desktop.__main__ import main
status = main(["--seed", "1", "--quit-after-first-frame"])
from PySide6.QtWidgets import QApplication
window = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow")
print(json.dumps({"status": status, "playable": window.is_built and window.controller.has_game,
                  "modules": sorted(name for name in sys.modules if name.startswith("shtoss_desktop"))}))
"""

NOT_AT_START = (
    "shtoss_desktop.core.cli",  # the rules CLI (its messages' templates are core/cli_messages.py)
    "shtoss_desktop.ui.dialogs",  # the new-game, rules and summary dialogs
    "shtoss_desktop.ui.replay",  # the replay window (its action is ui/replay_keys.py)
    "shtoss_desktop.app.replay",
    "shtoss_desktop.ui.shtoss.replay_table",
    "shtoss_desktop.ui.shell.shortcuts_dialog",  # the list of keys (Shift+F1)
    "shtoss_desktop.ui.casino",  # the other game's table
    "shtoss_desktop.app.casino",  # its session, its words
    "shtoss_desktop.core.casino",  # its core: rules, records, game (the storage reads them with a casino journal)
    "shtoss_desktop.ui.stats.window",
    "shtoss_desktop.core.shtoss.coach",  # the coach's figures and reasons (the coach is off by default)
)
"""Modules (and the packages under them) the shtoss window's start does not import."""


def start(home: Path) -> dict[str, object]:
    """One start of the game on the folders under `home`, in a process of its own; what it reports."""
    env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               XDG_CACHE_HOME=str(home / "cache"), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", PROGRAM], capture_output=True, text=True, env=env, cwd=ROOT,
                            timeout=120, check=False)
    line = next((line for line in result.stdout.splitlines() if line.startswith("{")), None)
    assert line is not None, result.stderr
    report: dict[str, object] = json.loads(line)
    assert report["status"] == 0, result.stderr
    assert report["playable"] is True, "the first frame is the table, the session started"
    return report


def imported(report: dict[str, object], name: str) -> list[str]:
    modules = report["modules"]
    assert isinstance(modules, list)
    return [module for module in modules if module == name or module.startswith(name + ".")]


def test_a_shtoss_start_leaves_the_cli_the_dialogs_the_replay_and_the_casino_for_later(tmp_path: Path) -> None:
    first = start(tmp_path)
    assert imported(first, "shtoss_desktop.ui.shtoss.lesson_view"), "the very first start offers the lesson"
    again = start(tmp_path)
    assert imported(again, "shtoss_desktop.ui.shtoss.window"), "the report is the shtoss window's"
    for report in (first, again):
        for name in NOT_AT_START:
            assert not imported(report, name), f"{name} is imported before the first frame"
    assert not imported(again, "shtoss_desktop.ui.shtoss.lesson_view"), "offered once: loaded when asked for"
    assert not imported(again, "shtoss_desktop.app.shtoss.lesson")
