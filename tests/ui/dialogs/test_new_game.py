"""The New game dialog: role, computer punters and styles, rules preset, seed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel

from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import MAX_PUNTERS, HouseRules, preset
from shtoss_desktop.ui.dialogs.new_game import NewGameDialog

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


def _dialog(qtbot, **kwargs) -> NewGameDialog:
    dialog = NewGameDialog(HouseRules(initial_kush=12), **kwargs)
    qtbot.addWidget(dialog)
    return dialog


def test_defaults_come_from_the_settings(qtbot) -> None:
    dialog = _dialog(qtbot, styles=("hermann", "odds_aware"))
    config = dialog.config()
    assert config.role is Role.PUNTER
    assert config.styles == (PunterStyle.HERMANN, PunterStyle.ODDS_AWARE)
    assert config.rules.initial_kush == 12
    assert config.rules.punters == 3  # the human and two computers
    assert config.seed is None


def test_banker_with_four_computer_punters_a_preset_and_a_seed(qtbot) -> None:
    dialog = _dialog(qtbot)
    qtbot.mouseClick(dialog.role_buttons[Role.BANKER], Qt.MouseButton.LeftButton)
    dialog.punters_spin.setValue(4)
    dialog.style_combos[3].setCurrentIndex(dialog.style_combos[3].findData(PunterStyle.PAROLI_RUNNER.value))
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("pharaon"))
    qtbot.keyClicks(dialog.seed_edit, "42")
    config = dialog.config()
    assert config.role is Role.BANKER
    assert len(config.styles) == 4
    assert config.styles[3] is PunterStyle.PAROLI_RUNNER
    assert config.rules == preset("pharaon").rules.replace(punters=4)
    assert config.seed == 42
    assert dialog.style_combos[3].isVisibleTo(dialog)
    assert not dialog.style_combos[4].isVisibleTo(dialog)


def test_each_seat_label_shows_and_hides_with_its_style(qtbot) -> None:
    dialog = _dialog(qtbot)
    qtbot.mouseClick(dialog.role_buttons[Role.WATCH], Qt.MouseButton.LeftButton)
    assert len(dialog.style_combos) == MAX_PUNTERS, "a seat for every punter the rules allow"
    dialog.punters_spin.setValue(2)
    labels = {label.buddy(): label for label in dialog.findChildren(QLabel) if label.buddy() in dialog.style_combos}
    assert [labels[combo].text() for combo in dialog.style_combos[:2]] == ["Seat 1", "Seat 2"]
    shown = [labels[combo].isVisibleTo(dialog) for combo in dialog.style_combos]
    assert shown == [True, True] + [False] * (MAX_PUNTERS - 2)
    dialog.punters_spin.setValue(MAX_PUNTERS)
    assert all(labels[combo].isVisibleTo(dialog) for combo in dialog.style_combos)


def test_a_punter_has_at_most_five_computer_neighbours(qtbot) -> None:
    dialog = _dialog(qtbot)
    qtbot.mouseClick(dialog.role_buttons[Role.WATCH], Qt.MouseButton.LeftButton)
    dialog.punters_spin.setValue(6)
    assert dialog.punters_spin.value() == 6
    assert not dialog.name_edit.isEnabled()
    qtbot.mouseClick(dialog.role_buttons[Role.PUNTER], Qt.MouseButton.LeftButton)
    assert dialog.punters_spin.value() == 5


def test_a_bad_seed_disables_ok(qtbot) -> None:
    dialog = _dialog(qtbot)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.keyClicks(dialog.seed_edit, "seven")
    assert not ok.isEnabled()
    assert dialog.error_label.text()
    dialog.seed_edit.clear()
    assert ok.isEnabled()


def _check_whole_texts(combo) -> None:
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert [combo.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(combo.count())] == texts
    metrics = combo.view().fontMetrics()
    widest = max(metrics.horizontalAdvance(text) for text in texts)
    room = combo.screen().availableGeometry().width() - 16
    # The list opens wide enough for its longest entry (the screen allowing); beyond, it elides at the end.
    assert combo.view().minimumWidth() >= min(widest, room)
    assert combo.view().minimumWidth() <= room
    assert combo.view().textElideMode() is Qt.TextElideMode.ElideRight
    combo.setCurrentIndex(0)
    combo.setCurrentIndex(combo.count() - 1)
    assert combo.toolTip() == texts[-1], "the combo's tooltip is its whole current text"


def test_the_style_lists_show_their_whole_texts(qtbot, tmp_path) -> None:
    from shtoss_desktop.storage.presets import PresetStore
    from shtoss_desktop.storage.settings import AppSettings
    from shtoss_desktop.ui.shtoss.rules_dialog import SettingsDialog

    dialog = _dialog(qtbot)
    for combo in dialog.style_combos:
        _check_whole_texts(combo)
    house = SettingsDialog(AppSettings(tmp_path / "s.ini"), PresetStore(tmp_path / "presets"), session_running=False)
    qtbot.addWidget(house)
    _check_whole_texts(house.style_combo(0))


def test_a_typed_name_is_kept_and_the_default_one_is_the_interface_s(qtbot) -> None:
    assert _dialog(qtbot, human_name="Germann").name_edit.text() == "Germann"
    assert _dialog(qtbot, human_name="You").name_edit.text() == "You"
    assert _dialog(qtbot, human_name="Вы").name_edit.text() == "You", "the Russian default, in English"


def test_tab_follows_the_layout_from_a_visible_focus_on_the_first_field(qtbot) -> None:
    dialog = _dialog(qtbot, styles=("hermann", "odds_aware"))
    dialog.show()
    qtbot.waitExposed(dialog)
    first = dialog.role_buttons[Role.PUNTER]
    qtbot.waitUntil(lambda: first.hasFocus() and dialog.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange))
    qtbot.wait(50)
    assert first.hasFocus()
    assert dialog.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange), "the focus is drawn, as after a Tab"
    # On screen: the roles, then the form (the game first), then the seats' styles, then OK and Cancel.
    wanted = [dialog.game_combo, dialog.punters_spin, dialog.preset_combo, dialog.seed_edit, dialog.name_edit,
              dialog.style_combos[0], dialog.style_combos[1]]
    for widget in wanted:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is widget
