"""The pace for a screen reader (Settings, Ctrl+Shift+R): remembered; while it is on, no computer player moves
before what the table announced has had time to be read, so a listener hears every abzug before the next."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from shtoss_desktop.app.shtoss import session as shtoss_session
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import CardDealt, DealFinished, Event
from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui.shell import announcer as announcer_module
from shtoss_desktop.ui.shell.window import Menu
from shtoss_desktop.ui.shtoss import table_scene
from shtoss_desktop.ui.shtoss.window import MainWindow
from tests.ui.table_helpers import config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


def test_the_pace_is_a_remembered_toggle_with_its_key(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    toggle = window.actions_by_name["reader_pace"]
    assert toggle.isCheckable()
    assert not toggle.isChecked()
    assert toggle in window.menus[Menu.SETTINGS].actions()
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert toggle.isChecked()
    assert window.settings.reader_pace()
    told = "Pace for a screen reader on: the computer players wait until what the table said has had time to be read."
    assert window.statusBar().currentMessage() == told, "the switch is said, not only ticked in the menu"
    assert window.announcer.said()[-1].text == told
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.statusBar().currentMessage().startswith("Pace for a screen reader off")
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.settings.reader_pace()
    again = MainWindow(AppSettings(tmp_path / "settings.ini"), remember_geometry=False)
    qtbot.addWidget(again)
    assert again.actions_by_name["reader_pace"].isChecked(), "remembered for the next start"
    assert again.session.reading_left() == again.announcer.reading_left()


@pytest.mark.parametrize("paced", [True, False])
def test_no_computer_move_comes_before_the_table_s_words_are_read(qtbot, tmp_path: Path, monkeypatch,
                                                                  paced: bool) -> None:
    # A fast listener and quick moves, so that a deal takes a moment; the reading time still counts every word.
    monkeypatch.setattr(announcer_module, "WORDS_PER_MINUTE", 3000)
    monkeypatch.setattr(announcer_module, "LINE_PAUSE_MS", 20)
    monkeypatch.setitem(table_scene.MOVE_DURATIONS, "normal", 10)
    monkeypatch.setitem(shtoss_session.STEP_DELAYS, "normal", 2)
    window = make_window(qtbot, tmp_path, speed="normal")
    window.settings.set("reader_pace", paced)
    window.start(config(Role.WATCH, computers=2, seed=9))
    session = window.session
    unread: list[int] = []  # at each computer move, how long the reader still had to read (ms)
    step = session._step

    def timed_step() -> None:
        unread.append(window.announcer.reading_left())
        step()

    monkeypatch.setattr(session, "_step", timed_step)
    window.set_autoplay(True)
    def log() -> list[Event]:
        return list(window.controller.game.log)

    qtbot.waitUntil(lambda: any(isinstance(e, DealFinished) for e in log()) and len(unread) > 20, timeout=60_000)
    assert sum(isinstance(e, CardDealt) for e in log()) > 6, "abzugs were dealt"
    if paced:
        # Each move waited until the words before it had been read (a timer's few ms of slack aside).
        assert max(unread) <= 25, unread
    else:
        assert max(unread) > 100, "unpaced, the players move while the reader still speaks"
