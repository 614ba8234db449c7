"""The keys, one truth: the README's key lists are the windows' shortcut lists (Shift+F1), and every key listed
works in the window.

The README's lists are made from the windows' key tables; after a key changes, write them again with
`QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.ui.test_readme_keys` (from the checkout's root).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui.casino.table_a11y import WALK_LAYOUT_KEYS
from shtoss_desktop.ui.casino.window import LAYOUT_KEYS, CasinoWindow
from shtoss_desktop.ui.shell.keys import KeyTable, markdown_keys, sequences
from shtoss_desktop.ui.shell.window import GameWindow
from shtoss_desktop.ui.shtoss.actions import PICKER_KEYS
from shtoss_desktop.ui.shtoss.table_a11y import WALK_TABLE_KEYS
from shtoss_desktop.ui.shtoss.window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

README = Path(__file__).resolve().parents[2] / "README.md"
BLOCKS = {"shtoss": "keys of the shtoss window", "casino": "keys of the casino window"}
"""The README's generated blocks, each between `<!-- NAME begin -->` and `<!-- NAME end -->`."""


def block(text: str, name: str) -> str:
    """The README's block `name` (AssertionError when it is missing)."""
    found = re.search(rf"<!-- {BLOCKS[name]} begin -->\n(.*?)<!-- {BLOCKS[name]} end -->", text, re.S)
    assert found is not None, f"the README has no block '{BLOCKS[name]}'"
    return found.group(1)


def listed(window: GameWindow) -> str:
    """The window's shortcuts list (Shift+F1) as the README writes it."""
    return markdown_keys(window.shortcut_lines(), "Action", "Keys")


def windows(folder: Path) -> dict[str, GameWindow]:
    """Both games' windows, in English, on throw-away settings."""
    return {"shtoss": MainWindow(AppSettings(folder / "shtoss.ini"), remember_geometry=False),
            "casino": CasinoWindow(AppSettings(folder / "casino.ini"))}


def test_the_readme_lists_the_keys_the_shortcuts_list_shows(qtbot, tmp_path: Path) -> None:
    text = README.read_text(encoding="utf-8")
    for name, window in windows(tmp_path).items():
        qtbot.addWidget(window)
        assert block(text, name) == listed(window), (
            f"the README's {BLOCKS[name]} differ from Shift+F1's: write them again ({__doc__.split('with ')[-1]})")


def _widget_keys(table: KeyTable) -> set[str]:
    return {sequence.toString() for row in table.rows for sequence in sequences(row.keys)}


def test_every_key_listed_works_in_the_window(qtbot, tmp_path: Path) -> None:
    """Each key the list shows is an enabled shortcut of one of the window's actions, or a key its deck picker or
    layout handles itself (tested there: tests/ui/shtoss/test_keys.py, the casino's keyboard test), or a key the
    table's view walks its things with (tests/ui/table/test_accessible.py)."""
    for name, window in windows(tmp_path).items():
        qtbot.addWidget(window)
        bound = {sequence.toString() for action in window.findChildren(QAction) for sequence in action.shortcuts()}
        handled = (_widget_keys(PICKER_KEYS) | _widget_keys(WALK_TABLE_KEYS) if name == "shtoss"
                   else _widget_keys(LAYOUT_KEYS) | _widget_keys(WALK_LAYOUT_KEYS))
        for what, keys in window.shortcut_lines():
            for key in keys.split(", "):
                portable = QKeySequence(key, QKeySequence.SequenceFormat.NativeText).toString()
                assert portable in bound | handled, f"{name}: '{what}' lists {key}, which nothing handles"


def test_the_playing_section_names_every_move_s_key() -> None:
    """The README's prose on playing names the keys of each move as the table has them (Paix B among them)."""
    text = README.read_text(encoding="utf-8")
    playing = text.split("## Playing", 1)[1].split("\n## ", 1)[0]
    for words in ("arrows and Enter", "(T)", "(P)", "paix (B)", "(C)", "(A)", "(R)", "(Space)", "(G)", "(Esc)",
                  "(N)", "(U)", "Shift+F1", "F1", "F11", "F9"):
        assert words in playing, words


def write_readme() -> None:
    """Write the README's key lists again from the windows' tables."""
    import tempfile

    app = QApplication.instance() or QApplication(sys.argv[:1])
    text = README.read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory() as folder:
        for name, window in windows(Path(folder)).items():
            old = block(text, name)
            text = text.replace(f"<!-- {BLOCKS[name]} begin -->\n{old}", f"<!-- {BLOCKS[name]} begin -->\n"
                                f"{listed(window)}")
            window.deleteLater()
    README.write_text(text, encoding="utf-8")
    del app


if __name__ == "__main__":
    write_readme()
