"""The main window: menus and shortcuts, the side views, settings, and the session summary."""

from __future__ import annotations

from pathlib import Path
from unittest.mock import patch

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QTableView

from shtoss_desktop.app.shtoss.controller import Waiting
from shtoss_desktop.app.shtoss.scripted_player import mid_deal, play_to_mid_deal
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage
from shtoss_desktop.ui.shtoss.summary_dialog import SummaryDialog
from shtoss_desktop.ui.shtoss.window import game_error_text
from tests.ui.table_helpers import config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


def test_every_game_action_has_a_shortcut_and_a_tooltip(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    for name in (
        "new_game",
        "end_session",
        "quit",
        "stake",
        "cut",
        "deal_on",
        "take",
        "paroli",
        "paix",
        "accept",
        "refuse",
        "deal",
        "auto_deal",
        "atande",
        "resume",
        "new_bank",
        "give_up_bank",
        "settings",
        "rules_help",
        "shortcuts",
    ):
        action = window.actions_by_name[name]
        assert not action.shortcut().isEmpty(), name
        assert action.toolTip(), name
    assert "paroli" in window.actions_by_name["paroli"].toolTip()
    assert "Загнуть" in window.actions_by_name["paroli"].toolTip()
    keys = dict(window.shortcut_lines())
    assert keys["Stake"].startswith("Return")


def test_side_views_show_the_models(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    for name in ("players", "history", "odds"):
        view = window.docks[name].findChild(QTableView)
        assert view is not None
        assert view.model().rowCount() > 0, name
    assert window.docks["players"].findChild(QTableView).model().rowCount() == 4  # banker, you, two computers


def test_speed_and_theme_are_settings(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.actions_by_name["speed_slow"].trigger()
    assert window.settings.get("animation_speed") == "slow"
    assert window.scene.speed.value == "slow"
    window.next_theme()
    assert window.scene.art.theme.key == "classic-blue"
    assert window.settings.get("card_theme") == "classic-blue"


def test_a_refused_stake_says_why(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    window.panel.picker.toggle(window.panel.picker.cursor_card())
    window.panel.kush_edit.setText("1")
    assert not window.actions_by_name["stake"].isEnabled()
    assert window.panel.reason.text() == game_error_text(GameError(GameMessage.KUSH_MIN, kush=1, minimum=6))


def test_the_session_summary_opens_when_the_session_ends(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    with qtbot.waitSignal(window.sessionSummaryShown) as blocker:
        qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    dialog = blocker.args[0]
    assert isinstance(dialog, SummaryDialog)
    assert window.controller.waiting_for() is Waiting.OVER
    assert [r.player for r in dialog.summary.results] == list(window.controller.game.state().players)
    assert sum(r.net for r in dialog.summary.results) == 0
    assert dialog.table.rowCount() == 4
    dialog.close()


def test_play_to_mid_deal_for_the_screenshot(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.BANKER, computers=4, seed=5))
    assert play_to_mid_deal(window.controller, 5)
    window.scene.flush()
    assert mid_deal(window.controller)
    right, left = window.scene.shown_piles()
    assert right
    assert left
    assert any(c.face_up for c in window.scene.shown_seat_cards())
    assert any(not c.face_up for c in window.scene.shown_seat_cards())


def test_geometry_is_remembered(qtbot, tmp_path: Path) -> None:
    from shtoss_desktop.storage.settings import AppSettings
    from shtoss_desktop.ui.shtoss.window import MainWindow

    settings = AppSettings(tmp_path / "geometry.ini")
    window = MainWindow(settings)
    qtbot.addWidget(window)
    # The offscreen screen is 800 x 600: a first start fills it; 800 wide is also the window's least width (the
    # panel keeps the width of its widest page, the staking one, on every page).
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.show_side_views(False)  # (shown on a large screen, the real-window run's, they need their own width)
    window.resize(800, 560)
    window.show()
    window.close()
    assert settings.get("window_geometry")
    again = MainWindow(AppSettings(tmp_path / "geometry.ini"))
    qtbot.addWidget(again)
    assert again.height() == 560  # a first start would take 600
    assert abs(again.width() - 800) <= 2  # (restoring keeps the window's frame on the screen)


def test_a_corrupt_user_preset_is_set_aside_and_reported_once(qtbot, tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from shtoss_desktop.ui.shtoss.rules_dialog import SettingsDialog

    window = make_window(qtbot, tmp_path)
    folder = tmp_path / "presets"
    folder.mkdir()
    (folder / "broken.json").write_text("{ not json", encoding="utf-8")
    window.presets_folder = folder
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))
    monkeypatch.setattr(SettingsDialog, "exec", lambda _self: SettingsDialog.DialogCode.Rejected)
    window.settings_dialog()
    window.settings_dialog()
    assert len(warnings) == 1, "said once"
    assert "broken.json" in warnings[0]
    kept = [p.name for p in folder.iterdir()]
    assert any(name.startswith("broken.json.corrupt") for name in kept), "the bad file is kept beside, renamed"


def test_the_window_forgets_the_summary_once_qt_deletes_it(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    with qtbot.waitSignal(window.sessionSummaryShown) as blocker:
        qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    dialog = blocker.args[0]
    assert window.summary_dialog is dialog
    deleted: list[object] = []
    dialog.destroyed.connect(lambda: deleted.append(True))
    dialog.close()
    qtbot.waitUntil(lambda: bool(deleted))  # closed, Qt deletes it (WA_DeleteOnClose)
    assert window.summary_dialog is None


def test_a_settings_file_that_cannot_be_written_is_told_and_play_goes_on(qtbot, tmp_path: Path) -> None:
    from shtoss_desktop.storage.settings import AppSettings
    from shtoss_desktop.ui.shtoss.window import MainWindow

    (tmp_path / "plain").write_text("x")
    settings = AppSettings(tmp_path / "plain" / "settings.ini")  # its folder is a file: every write fails
    window = MainWindow(settings, remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    window.start(config(Role.PUNTER))
    window.actions_by_name["speed_fast"].trigger()  # the menu item saves the setting
    message = window.statusBar().currentMessage()
    assert "could not be saved" in message
    assert str(tmp_path / "plain" / "settings.ini") in message
    assert window.controller.has_game
    assert (tmp_path / "plain").read_text() == "x", "the file in the folder's place is untouched"


def test_the_window_is_whole_once_constructed_and_its_first_frame_is_the_table(qtbot, tmp_path: Path) -> None:
    from shtoss_desktop.storage.settings import AppSettings
    from shtoss_desktop.ui.shtoss.table_view import TableView
    from shtoss_desktop.ui.shtoss.window import SCREEN_SHARE, SMALL_SCREEN, MainWindow

    window = MainWindow(AppSettings(tmp_path / "settings.ini"), remember_geometry=False)
    qtbot.addWidget(window)
    assert window.is_built
    available = window.screen().availableGeometry()  # nothing remembered yet: a small screen whole, a large in part
    if available.height() < SMALL_SCREEN.height() or available.width() < SMALL_SCREEN.width():
        assert window.size() == available.size()
    else:
        share = (int(available.width() * SCREEN_SHARE), int(available.height() * SCREEN_SHARE))
        assert window.size().toTuple() == share
    assert isinstance(window.view, TableView)
    assert set(window.docks) == {"players", "history", "odds", "keeper"}
    menus = window.menuBar().actions()
    assert [action.text() for action in menus] == ["&Game", "&Settings", "&View", "&Help"]
    assert window.actions_by_name["new_game"] in menus[0].menu().actions()
    window.start(config(Role.PUNTER))
    painted: list[bool] = []
    window.after_first_frame(lambda: painted.append(window.controller.has_game))
    window.show()
    qtbot.waitUntil(lambda: painted == [True])  # called once, after the table's first paint
    assert window.actions_by_name["stake"] in window.actions()


def test_the_remembered_language_is_read_before_the_settings(tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    from shtoss_desktop.storage.settings import AppSettings, Language
    from shtoss_desktop.ui.shell.i18n import interface_language, remembered_language, system_language

    path = tmp_path / "settings.ini"
    AppSettings(path).set("language", "ru")
    assert remembered_language(path) is Language.RU
    store = QSettings(str(tmp_path / "bad.ini"), QSettings.Format.IniFormat)
    store.setValue("language", "klingon")
    store.sync()
    assert remembered_language(tmp_path / "bad.ini") is Language.SYSTEM
    assert remembered_language(tmp_path / "none.ini") is Language.SYSTEM
    assert interface_language(Language.RU) == "ru"
    assert interface_language(Language.SYSTEM) == system_language()


def test_a_first_start_takes_a_small_screen_whole_and_a_large_one_in_part(qtbot, tmp_path: Path) -> None:
    from PySide6.QtCore import QRect

    from shtoss_desktop.storage.settings import AppSettings
    from shtoss_desktop.ui.shtoss.window import SCREEN_SHARE, MainWindow

    screen = QGuiApplication.primaryScreen()
    for area, maximized in ((QRect(0, 0, 1024, 570), True), (QRect(0, 0, 1920, 1050), False)):
        with patch.object(type(screen), "availableGeometry", return_value=area):
            window = MainWindow(AppSettings(tmp_path / f"{area.width()}.ini"))
        qtbot.addWidget(window)
        share = 1.0 if maximized else SCREEN_SHARE
        assert window.size().toTuple() == (int(area.width() * share), int(area.height() * share))
        assert area.contains(window.geometry())
        # Maximized, the window manager fits the frame in: a 1024x600 screen loses nothing to a margin.
        assert bool(window.windowState() & Qt.WindowState.WindowMaximized) is maximized


def test_before_a_session_only_the_session_free_actions_work(qtbot, tmp_path: Path) -> None:
    from shtoss_desktop.ui.shtoss.actions import GAME_ACTIONS

    window = make_window(qtbot, tmp_path)
    assert not window.controller.has_game
    assert [name for name in GAME_ACTIONS if window.actions_by_name[name].isEnabled()] == []
    assert all(window.actions_by_name[name].isEnabled() for name in ("new_game", "quit", "settings", "rules_help"))
    assert window.panel.prompt.text() == "Start a new game from the Game menu."
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    assert window.actions_by_name["end_session"].isEnabled()
    assert window.actions_by_name["cut"].isEnabled() is window.controller.game.can_cut()
    assert not window.actions_by_name["deal"].isEnabled()  # the banker's, not the punter's


def test_the_pace_timer_belongs_to_the_window_s_driver(qtbot, tmp_path: Path) -> None:
    from PySide6.QtCore import QTimer

    window = make_window(qtbot, tmp_path)
    assert window.session.parent() is window
    timers = window.session.findChildren(QTimer)
    assert len(timers) == 1
    assert timers[0].isSingleShot()
    window.start(config(Role.WATCH))
    window.set_autoplay(True)
    qtbot.waitUntil(window.scene.is_idle)
    window.refresh()
    assert timers[0].isActive(), "the computer players' next step is due"
    window.close()
    assert not timers[0].isActive(), "closing the window stops the pace"


def test_the_menus_hold_every_action_in_its_place(qtbot, tmp_path: Path) -> None:
    from shtoss_desktop.ui.shell.window import Menu

    window = make_window(qtbot, tmp_path)

    def names(menu: Menu) -> list[str]:
        return ["|" if a.isSeparator() else a.objectName() or a.text() for a in window.menus[menu].actions()]

    assert names(Menu.GAME) == [
        "new_game", "learn", "replay", "|", "stake", "cut", "deal_on", "take", "paroli", "paix", "|",
        "accept", "refuse", "deal", "auto_deal", "atande", "resume", "new_bank", "give_up_bank", "|",
        "end_session", "statistics", "game_info", "|", "quit",
    ]
    assert names(Menu.SETTINGS)[0] == "settings", "the house rules first, then the shell's choices"
    assert names(Menu.SETTINGS)[1:] == ["Animation &speed", "Card &theme", "next_theme", "russian_indices",
                                        "coach", "reader_pace", "&Language"]
    assert names(Menu.VIEW)[:2] == ["full_screen", "side_views"]
    assert [a.text() for a in window.menus[Menu.VIEW].actions()][-4:] == ["Players", "History", "Odds",
                                                                       "Case-keeper and coach"]
    assert names(Menu.HELP) == ["rules_help", "shortcuts"]
    assert window.actions_by_name["rules_help"].text() == "&Rules of shtoss"
