"""The casino table's settings dialog (ui/casino/settings_dialog.py): each option bounded as the core's schema says
and reachable by its label's key; each preset loads its table, values that match one select it, Restore Defaults
is the classic table; every problem the core finds shown under its own option, in English and in Russian, OK off
until it is fixed; the values written to the settings when accepted, nothing when cancelled."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QSpinBox
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.core.casino.rules import CASINO_PRESETS, CASINO_RULE_FIELDS, CasinoPreset, CasinoRules
from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui.casino.settings_dialog import CUSTOM, CasinoSettingsDialog, option_label, preset_name
from shtoss_desktop.ui.casino.window import CasinoWindow

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

KEYS = ("decks", "table_minimum", "table_maximum", "capital", "players")


def _dialog(qtbot: QtBot, rules: CasinoRules | None = None, preset: str = CUSTOM) -> CasinoSettingsDialog:
    dialog = CasinoSettingsDialog(rules if rules is not None else CasinoRules(), preset=preset)
    qtbot.addWidget(dialog)
    return dialog


def _spin(dialog: CasinoSettingsDialog, key: str) -> QSpinBox:
    editor = dialog.editors[key]
    assert isinstance(editor, QSpinBox)
    return editor


@pytest.fixture
def speaking_russian(russian: None) -> Iterator[None]:
    QLocale.setDefault(QLocale(QLocale.Language.Russian, QLocale.Country.Russia))
    yield
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def test_each_option_is_bounded_as_the_core_says_and_has_its_label_s_key(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    assert list(dialog.editors) == list(KEYS)
    for spec in CASINO_RULE_FIELDS:
        editor = dialog.editors[spec.name]
        if isinstance(editor, QComboBox):
            assert [editor.itemData(i) for i in range(editor.count())] == list(spec.choices)
        else:
            assert (editor.minimum(), editor.maximum()) == (spec.minimum, min(spec.maximum or 2**31 - 1, 2**31 - 1))
        assert "&" in option_label(spec.name), f"{spec.name} has no key to reach it"
    decks = dialog.editors["decks"]
    assert isinstance(decks, QComboBox)
    assert decks.itemText(decks.findData(8)) == "8 decks (416 cards)"


@pytest.mark.parametrize("preset", CASINO_PRESETS, ids=lambda p: p.key)
def test_each_preset_loads_its_table(qtbot: QtBot, preset: CasinoPreset) -> None:
    dialog = _dialog(qtbot)
    dialog.select_preset(preset.key)
    assert dialog.rules() == preset.rules
    assert dialog.preset_key() == preset.key
    assert dialog.preset_combo.currentText() == preset.name
    assert dialog.ok_button().isEnabled()


def test_values_that_match_a_preset_select_it_and_others_are_custom(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, preset="classic")
    assert dialog.preset_key() == "classic"
    quiet = next(p for p in CASINO_PRESETS if p.key == "quiet").rules
    _spin(dialog, "players").setValue(quiet.players)
    assert dialog.preset_key() == CUSTOM
    assert dialog.preset_combo.currentText() == "Custom"
    _spin(dialog, "table_minimum").setValue(quiet.table_minimum)
    _spin(dialog, "table_maximum").setValue(quiet.table_maximum)
    _spin(dialog, "capital").setValue(quiet.capital)
    assert dialog.preset_key() == "quiet", "edited by hand into a preset's table: that preset"


def test_opened_on_rules_that_are_not_the_named_preset_s_it_says_custom(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, CasinoRules(players=2), preset="classic")
    assert dialog.preset_key() == CUSTOM
    assert dialog.rules() == CasinoRules(players=2)


def test_restore_defaults_is_the_classic_table(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, CasinoRules(decks=8, table_minimum=50, capital=5000), preset=CUSTOM)
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dialog.rules() == CasinoRules()
    assert dialog.preset_key() == "classic"


def test_a_problem_is_shown_under_its_option_and_ok_waits_until_it_is_fixed(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    _spin(dialog, "table_minimum").setValue(2000)
    assert not dialog.ok_button().isEnabled()
    assert dialog.error_text("table_maximum") == "the table maximum 500 is below the table minimum 2000"
    assert dialog.error_text("capital") == "each player's capital 1000 must cover at least the table minimum 2000"
    assert dialog.summary.text() == "Fix the values marked in red to go on."
    assert all(dialog.error_text(key) == "" for key in ("decks", "table_minimum", "players"))
    _spin(dialog, "table_maximum").setValue(5000)
    assert dialog.error_text("table_maximum") == ""
    assert dialog.error_text("capital") != ""
    assert not dialog.ok_button().isEnabled()
    _spin(dialog, "capital").setValue(10_000)
    assert dialog.problems() == []
    assert dialog.ok_button().isEnabled()
    assert dialog.error_text("capital") == ""
    assert dialog.summary.text() == (
        f"A shoe of 312 cards, 24 copies of each rank; bets from {format_amount(2000)} to {format_amount(5000)}; "
        f"3 computer players; each player starts with {format_amount(10_000)}.")


def test_the_problems_and_the_presets_read_in_russian(qtbot: QtBot, speaking_russian: None) -> None:
    dialog = _dialog(qtbot)
    title = QCoreApplication.translate("CasinoSettingsDialog", "Casino table")
    assert dialog.windowTitle() == title != "Casino table"
    assert dialog.preset_combo.itemText(0) == preset_name("classic") == CASINO_PRESETS[0].russian_name
    _spin(dialog, "table_minimum").setValue(2000)
    text = dialog.error_text("table_maximum")
    assert text
    assert not text.startswith("table_maximum"), "the option's name is not repeated under it"
    assert any("а" <= letter <= "я" for letter in text.lower())
    assert "2" in text
    assert dialog.summary.text() != "Fix the values marked in red to go on."


def _answer_dialog(answer: Callable[[CasinoSettingsDialog], None]) -> None:
    def answer_when_open() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, CasinoSettingsDialog)
        answer(dialog)

    QTimer.singleShot(0, answer_when_open)


def test_accepted_values_are_written_to_the_settings(qtbot: QtBot, tmp_path: Path) -> None:
    window = CasinoWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)

    def edit(dialog: CasinoSettingsDialog) -> None:
        decks = dialog.editors["decks"]
        assert isinstance(decks, QComboBox)
        decks.setCurrentIndex(decks.findData(8))
        _spin(dialog, "players").setValue(5)
        _spin(dialog, "capital").setValue(2500)
        dialog.accept()

    _answer_dialog(edit)
    window.open_settings()
    chosen = CasinoRules(decks=8, players=5, capital=2500)
    assert window.settings.casino_rules() == chosen
    assert window.settings.casino_preset() == CUSTOM
    again = AppSettings(tmp_path / "settings.ini")
    assert (again.casino_rules(), again.casino_preset()) == (chosen, CUSTOM), "remembered for the next start"
    assert window.statusBar().currentMessage().startswith("The new casino settings apply from the next game")


def test_a_cancelled_dialog_writes_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    window = CasinoWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)

    def edit_and_cancel(dialog: CasinoSettingsDialog) -> None:
        dialog.select_preset("high_stakes")
        dialog.reject()

    _answer_dialog(edit_and_cancel)
    window.open_settings()
    assert window.settings.casino_rules() == CasinoRules()
    assert window.settings.casino_preset() != "high_stakes"
    assert AppSettings(tmp_path / "settings.ini").casino_rules() == CasinoRules()
