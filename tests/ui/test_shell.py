"""The window's shell: shown before the game is imported, then filled in with the full window in place."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QTableView

from shtoss_desktop.app.controller import Role
from shtoss_desktop.storage import settings as storage_settings
from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui import shell
from shtoss_desktop.ui.main_window import MainWindow
from shtoss_desktop.ui.table_scene import TableView

from .table_helpers import config

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

ROOT = Path(__file__).resolve().parents[2]


def test_the_shell_uses_the_settings_names_of_the_storage() -> None:
    assert (shell.ORGANIZATION, shell.APPLICATION) == (storage_settings.ORGANIZATION, storage_settings.APPLICATION)


def test_startup_preferences_read_language_and_geometry(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    written = AppSettings(path)
    written.set("language", "ru")
    written.set("window_geometry", b"\x01\xd9\xd0\xcb geometry")
    preferences = shell.startup_preferences(QSettings(str(path), QSettings.Format.IniFormat))
    assert preferences == shell.StartupPreferences("ru", b"\x01\xd9\xd0\xcb geometry")


def test_startup_preferences_fall_back_on_bad_values(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    store = QSettings(str(path), QSettings.Format.IniFormat)
    store.setValue("language", "klingon")
    store.setValue("window_geometry", "not base64!")
    store.sync()
    assert shell.startup_preferences(store) == shell.StartupPreferences("system", b"")
    assert shell.startup_preferences(QSettings(str(tmp_path / "none.ini"), QSettings.Format.IniFormat)) == (
        shell.StartupPreferences()
    )


def test_the_shell_shows_first_and_the_table_is_built_into_the_same_window(qtbot, tmp_path: Path) -> None:
    window = MainWindow(shell_only=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert not window.is_built
    assert window.size().toTuple() == shell.DEFAULT_SIZE
    assert isinstance(window.view, shell.BaizeView)
    assert window.view.palette().base().color() == QColor(shell.BAIZE)
    assert [action.text() for action in window.menuBar().actions()] == ["&Game", "&Settings", "&View", "&Help"]
    assert window.findChildren(QTableView) == []

    painted: list[bool] = []
    window.after_first_frame(lambda: painted.append(True))
    window.view.viewport().update()
    qtbot.waitUntil(lambda: painted == [True])
    place = window.geometry()  # once painted: on a real display the window manager has placed it by then

    with qtbot.waitSignal(window.tableBuilt):
        window.build(AppSettings(tmp_path / "settings.ini"))
    window.start(config(Role.PUNTER))
    assert window.is_built
    assert window.isVisible()
    assert window.geometry() == place  # a window already on screen stays where it is
    assert isinstance(window.view, TableView)
    assert window.centralWidget().isAncestorOf(window.view)
    assert set(window.docks) == {"players", "history", "odds"}
    menus = window.menuBar().actions()
    assert [action.text() for action in menus] == ["&Game", "&Settings", "&View", "&Help"]
    assert window.actions_by_name["new_game"] in menus[0].menu().actions()  # the real menus replaced the titles
    assert window.controller.has_game
    with pytest.raises(RuntimeError):
        window.build()


def test_a_shell_is_placed_by_the_remembered_geometry(qtbot) -> None:
    first = MainWindow(shell_only=True)
    qtbot.addWidget(first)
    first.resize(700, 500)
    again = MainWindow(shell_only=True, geometry=bytes(first.saveGeometry().data()))
    qtbot.addWidget(again)
    assert again.size().toTuple() == (700, 500)


def test_a_shell_closed_before_the_table_is_built_just_closes(qtbot, tmp_path: Path) -> None:
    window = MainWindow(shell_only=True)
    qtbot.addWidget(window)
    window.show()
    assert window.close()
    assert not window.is_built
    assert not window.isVisible()


def test_the_first_frame_imports_no_game_module(tmp_path: Path) -> None:
    """Up to the shell's first frame only Qt, the shell, the window's module and the display check are imported:
    not the core, the controller, the table scene, the card art, the settings' storage, nor QtSvg."""
    probe = (
        "import json, sys\n"
        "import shtoss_desktop.__main__ as entry\n"
        "from PySide6.QtWidgets import QApplication\n"
        "def first_frame(window, args, rules):\n"
        "    print(json.dumps(sorted(m for m in sys.modules if m.startswith(('shtoss_desktop', 'PySide6')))))\n"
        "    QApplication.quit()\n"
        "entry.build_and_start = first_frame\n"
        "sys.exit(entry.main(['--seed', '1']))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "cfg"))
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, env=env, timeout=60, check=False
    )
    assert result.returncode == 0, result.stderr
    imported = set(json.loads(result.stdout.splitlines()[0]))
    assert {name for name in imported if name.startswith("shtoss_desktop")} == {
        "shtoss_desktop",
        "shtoss_desktop.__main__",
        "shtoss_desktop.app",
        "shtoss_desktop.app.display",
        "shtoss_desktop.resources",
        "shtoss_desktop.ui",
        "shtoss_desktop.ui.i18n",
        "shtoss_desktop.ui.main_window",
        "shtoss_desktop.ui.shell",
    }
    assert "PySide6.QtSvg" not in imported
