"""The main window: menus and shortcuts, the side views, settings, and the session summary."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableView

from shtoss_desktop.app.controller import Role, Waiting
from shtoss_desktop.app.scripted_player import mid_deal, play_to_mid_deal
from shtoss_desktop.core.deal import MSG_KUSH_MIN, GameError
from shtoss_desktop.ui.main_window import game_error_text
from shtoss_desktop.ui.summary_dialog import SummaryDialog
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
    assert window.panel.reason.text() == game_error_text(GameError(MSG_KUSH_MIN, kush=1, minimum=6))


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
    from shtoss_desktop.ui.main_window import MainWindow

    settings = AppSettings(tmp_path / "geometry.ini")
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(720, 560)  # the offscreen screen is 800 x 600
    window.show()
    window.close()
    assert settings.get("window_geometry")
    again = MainWindow(AppSettings(tmp_path / "geometry.ini"))
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (720, 560)


def test_every_core_message_is_listed_for_translation() -> None:
    from shtoss_desktop.core import deal
    from shtoss_desktop.ui.main_window import GAME_MESSAGES

    assert set(GAME_MESSAGES) == {v for k, v in vars(deal).items() if k.startswith("MSG_")}


def test_a_corrupt_user_preset_is_set_aside_and_reported_once(qtbot, tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from shtoss_desktop.ui.settings_dialog import SettingsDialog

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
    from shtoss_desktop.ui.main_window import MainWindow

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
