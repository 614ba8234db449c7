"""The house rules dialog (ui/shtoss/rules_dialog.py): options, validation, edge, presets, import/export, sessions."""

from __future__ import annotations

import json
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QInputDialog,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
)
from pytestqt.qtbot import QtBot

from shtoss_desktop.core.rule_fields import MAX_AMOUNT, FieldMessage
from shtoss_desktop.core.shtoss import rules as core_rules
from shtoss_desktop.core.shtoss.odds import banker_edge
from shtoss_desktop.core.shtoss.rules import (
    PRESETS,
    RULE_FIELD_NAMES,
    BankerRotation,
    BankerShare,
    BankFormation,
    HouseRules,
    LastCard,
    LobRule,
    PlieRule,
    Premium,
    PremiumEvent,
    preset,
    rules_problems,
)
from shtoss_desktop.resources import resource_path
from shtoss_desktop.storage.presets import PresetStore
from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui.i18n_build import lrelease_command
from shtoss_desktop.ui.shtoss.rules_dialog import SettingsDialog
from shtoss_desktop.ui.shtoss.rules_texts import OPTION_TEXTS, PAGES, STYLE_NAMES, format_edge

TS_FILE = resource_path("translations", "settings_ru.ts")

# The offscreen platform cannot pass size limits on or raise a window; that says nothing about the dialog.
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


class Env:
    """A settings file and a preset folder under tmp_path, and a way to open the dialog on them."""

    def __init__(self, tmp_path: Path, qtbot: QtBot) -> None:
        self.settings_path = tmp_path / "config" / "shtoss-desktop.ini"
        self.presets_folder = tmp_path / "data" / "presets"
        self.settings = AppSettings(self.settings_path)
        self.presets = PresetStore(self.presets_folder)
        self.qtbot = qtbot

    def dialog(self, *, session_running: bool = False) -> SettingsDialog:
        dialog = SettingsDialog(self.settings, self.presets, session_running=session_running)
        self.qtbot.addWidget(dialog)
        return dialog

    def restart(self) -> None:
        self.settings = AppSettings(self.settings_path)
        self.presets = PresetStore(self.presets_folder)


@pytest.fixture
def env(tmp_path: Path, qtbot: QtBot) -> Env:
    return Env(tmp_path, qtbot)


class Boxes:
    """Stands in for every message box the dialog opens: records each text and its format, and answers
    questions from `plan` (Yes when empty) instead of waiting for a click."""

    def __init__(self) -> None:
        self.warnings: list[str] = []
        self.asked: list[str] = []
        self.plan: list[bool] = []
        self.formats: list[Qt.TextFormat] = []

    def exec(self, box: QMessageBox) -> QMessageBox.StandardButton:
        self.formats.append(box.textFormat())
        if box.icon() is QMessageBox.Icon.Question:
            self.asked.append(box.text())
            answer = self.plan.pop(0) if self.plan else True
            return QMessageBox.StandardButton.Yes if answer else QMessageBox.StandardButton.No
        self.warnings.append(box.text())
        return QMessageBox.StandardButton.Ok


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> Boxes:
    stand_in = Boxes()
    monkeypatch.setattr(QMessageBox, "exec", lambda box: stand_in.exec(box))
    return stand_in


@pytest.fixture
def warnings(boxes: Boxes) -> list[str]:
    """Every warning text, instead of a modal box."""
    return boxes.warnings


Questions = Boxes


@pytest.fixture
def questions(boxes: Boxes) -> Boxes:
    return boxes


def type_name(monkeypatch: pytest.MonkeyPatch, name: str, ok: bool = True) -> None:
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: (name, ok))


# ----- every option reaches the core's rules -----


def check(dialog: SettingsDialog, key: str) -> None:
    box = dialog.editor(key)
    assert isinstance(box, QCheckBox)
    box.click()


def spin(dialog: SettingsDialog, key: str, value: int) -> None:
    widget = dialog.editor(key)
    assert isinstance(widget, QSpinBox)
    widget.setValue(value)


def choose(dialog: SettingsDialog, key: str, data: object) -> None:
    widget = dialog.editor(key)
    assert isinstance(widget, QComboBox)
    index = widget.findData(data)
    assert index >= 0
    widget.setCurrentIndex(index)


def add_premiums(dialog: SettingsDialog) -> None:
    add = dialog.findChild(QPushButton, "addPremium")
    for _ in range(3):
        add.click()
    length = dialog.premium_cell(2, 1)
    multiple = dialog.premium_cell(2, 2)
    assert isinstance(length, QSpinBox)
    assert isinstance(multiple, QSpinBox)
    length.setValue(3)
    multiple.setValue(2)


def hocly(dialog: SettingsDialog) -> None:
    check(dialog, "plie")
    check(dialog, "hocly")


def family(dialog: SettingsDialog, change: Callable[[SettingsDialog, str, Any], None], key: str, value: object) -> None:
    """Change a family-bank option: it can be edited once the bank is formed by contributions."""
    assert not dialog.editor(key).isEnabled()
    choose(dialog, "bank_formation", "contributions")
    assert dialog.editor(key).isEnabled()
    change(dialog, key, value)


OPTION_CHANGES: list[tuple[str, Callable[[SettingsDialog], None], object]] = [
    ("deck_size", lambda d: choose(d, "deck_size", 36), 36),
    ("punters", lambda d: spin(d, "punters", 4), 4),
    ("initial_kush", lambda d: spin(d, "initial_kush", 12), 12),
    ("bank", lambda d: spin(d, "bank", 900), 900),
    ("capital", lambda d: spin(d, "capital", 2000), 2000),
    ("refuse_above", lambda d: spin(d, "refuse_above", 10), 10),
    ("lob", lambda d: check(d, "lob"), LobRule.HALF),
    ("gorka_half", lambda d: check(d, "gorka_half"), True),
    ("eleven_given", lambda d: check(d, "eleven_given"), True),
    ("thirteenth_suited_double", lambda d: check(d, "thirteenth_suited_double"), True),
    ("thirds", lambda d: check(d, "thirds"), True),
    ("plie", lambda d: check(d, "plie"), PlieRule.HALF),
    ("hocly", hocly, True),
    ("last_card", lambda d: check(d, "last_card"), LastCard.VOID),
    ("talia", lambda d: check(d, "talia"), True),
    ("paroli", lambda d: check(d, "paroli"), False),
    ("max_corners", lambda d: spin(d, "max_corners", 2), 2),
    ("pair_bets", lambda d: check(d, "pair_bets"), False),
    ("raise_after_win", lambda d: check(d, "raise_after_win"), False),
    ("free_kush", lambda d: check(d, "free_kush"), True),
    ("premiums", add_premiums, (Premium(PremiumEvent.SONIK_WIN, 1), Premium(PremiumEvent.DEAL_WON, 1),
                                Premium(PremiumEvent.SERIES, 2, 3))),
    ("bank_formation", lambda d: choose(d, "bank_formation", "contributions"), BankFormation.CONTRIBUTIONS),
    ("contribution", lambda d: family(d, spin, "contribution", 5), 5),
    ("banker_share", lambda d: family(d, choose, "banker_share", "equal"), BankerShare.EQUAL),
    ("banker_rotation", lambda d: choose(d, "banker_rotation", "each_deal"), BankerRotation.EACH_DEAL),
]


def test_the_changes_cover_every_rules_key_and_every_key_has_a_page_and_texts() -> None:
    assert [key for key, _change, _value in OPTION_CHANGES] == list(RULE_FIELD_NAMES)
    on_pages = [key for page in PAGES for key in page.options]
    assert sorted(on_pages) == sorted([*RULE_FIELD_NAMES, "computer_styles"])
    assert set(OPTION_TEXTS) == set(on_pages)


@pytest.mark.parametrize(("key", "change", "expected"), OPTION_CHANGES, ids=[c[0] for c in OPTION_CHANGES])
def test_every_option_reaches_the_rules(env: Env, key: str, change: Callable[[SettingsDialog], None],
                                        expected: object) -> None:
    dialog = env.dialog()
    assert getattr(dialog.rules(), key) != expected
    change(dialog)
    assert dialog.problems() == []
    assert getattr(dialog.rules(), key) == expected
    dialog.ok_button().click()
    assert dialog.result() == SettingsDialog.DialogCode.Accepted
    assert getattr(env.settings.rules(), key) == expected
    env.restart()
    assert getattr(env.settings.rules(), key) == expected


def test_refusal_threshold_can_go_back_to_never(env: Env) -> None:
    env.settings.set_rules(HouseRules(refuse_above=4))
    dialog = env.dialog()
    spin(dialog, "refuse_above", 0)
    assert dialog.rules().refuse_above is None


def test_premium_rows_can_be_removed(env: Env) -> None:
    env.settings.set_rules(HouseRules(premiums=(Premium(PremiumEvent.SONIK_WIN, 2), Premium(PremiumEvent.DEAL_WON, 1))))
    dialog = env.dialog()
    table = dialog.findChild(QTableWidget, "premiumsTable")
    assert table is not None
    table.selectRow(0)
    dialog.findChild(QPushButton, "removePremium").click()
    assert dialog.rules().premiums == (Premium(PremiumEvent.DEAL_WON, 1),)


def test_computer_styles_one_combo_per_punter(env: Env) -> None:
    dialog = env.dialog()
    dialog.show()
    spin(dialog, "punters", 3)
    assert [dialog.style_combo(seat).isVisible() for seat in range(6)] == [True] * 3 + [False] * 3
    for seat, style in enumerate(["hermann", "odds_aware", "paroli_runner"]):
        combo = dialog.style_combo(seat)
        combo.setCurrentIndex(combo.findData(style))
    assert dialog.computer_styles() == ("hermann", "odds_aware", "paroli_runner")
    dialog.ok_button().click()
    assert env.settings.computer_styles() == ("hermann", "odds_aware", "paroli_runner")
    env.restart()
    again = env.dialog()
    assert again.computer_styles() == ("hermann", "odds_aware", "paroli_runner")
    assert set(STYLE_NAMES) == {again.style_combo(0).itemData(i) for i in range(again.style_combo(0).count())}


# ----- validation from the core, beside the field -----


def bad_kush(*checks: str, kush: int) -> Callable[[SettingsDialog], None]:
    def change(dialog: SettingsDialog) -> None:
        for key in checks:
            check(dialog, key)
        spin(dialog, "initial_kush", kush)
    return change


def duplicate_premiums(dialog: SettingsDialog) -> None:
    add = dialog.findChild(QPushButton, "addPremium")
    add.click()
    add.click()
    event = dialog.premium_cell(1, 0)
    assert isinstance(event, QComboBox)
    event.setCurrentIndex(event.findData("sonik_win"))


def family_poor(dialog: SettingsDialog) -> None:
    choose(dialog, "bank_formation", "contributions")
    spin(dialog, "capital", 4)


BAD_INPUTS: list[tuple[str, Callable[[SettingsDialog], None], str, str]] = [
    ("hocly", lambda d: check(d, "hocly"), "hocly", "hocly needs plié half"),
    ("lob_half", bad_kush("lob", kush=5), "initial_kush",
     "the initial kush 5 must divide by 2 because a half option is on (lob half)"),
    ("gorka_half", bad_kush("gorka_half", kush=3), "initial_kush", "must divide by 2"),
    ("plie_half", bad_kush("plie", kush=7), "initial_kush", "(plié half)"),
    ("thirds", bad_kush("thirds", kush=4), "initial_kush",
     "the initial kush 4 must divide by 3 because counting in thirds is on"),
    ("both", bad_kush("lob", "thirds", kush=9), "initial_kush",
     "must divide by 6 because a half option is on (lob half) and counting in thirds is on"),
    ("bank", lambda d: spin(d, "bank", 5), "bank", "the bank 5 must cover at least the initial kush 6"),
    ("capital_bank", lambda d: spin(d, "capital", 500), "capital", "each player's capital 500 must cover the bank 600"),
    ("capital_kush", family_poor, "capital", "each player's capital 4 must cover at least the initial kush 6"),
    ("premiums", duplicate_premiums, "premiums",
     "Premium row 2: repeats an earlier premium row with the same event and n"),
]


@pytest.mark.parametrize(("name", "change", "key", "message"), BAD_INPUTS, ids=[b[0] for b in BAD_INPUTS])
def test_every_validation_message_appears_beside_its_field(
        env: Env, name: str, change: Callable[[SettingsDialog], None], key: str, message: str) -> None:
    dialog = env.dialog()
    dialog.show()
    assert dialog.ok_button().isEnabled()
    change(dialog)
    assert message in dialog.error_text(key)
    # One source: exactly the core's problems for what the widgets show.
    core = rules_problems(dialog.candidate())
    assert [p.key for p in dialog.problems()] == [p.key for p in core]
    for problem in core:  # each beside its own field (a poor family bank is also a contribution problem)
        assert problem.message in dialog.error_text(str(problem.key[0]))  # the key's first name is its field
    assert not dialog.ok_button().isEnabled()
    assert dialog.edge() is None
    assert "—" in dialog.edge_text()
    page = next(i for i, p in enumerate(PAGES) if key in p.options)
    assert not dialog.findChild(QListWidget, "pageList").item(page).icon().isNull()
    summary = dialog.findChild(QLabel, "problemSummary")
    assert summary.isVisible()
    assert message.split(": ")[-1] in summary.text()


def test_fixing_the_problem_clears_the_message_and_enables_ok(env: Env) -> None:
    dialog = env.dialog()
    check(dialog, "thirds")
    spin(dialog, "initial_kush", 4)
    assert not dialog.ok_button().isEnabled()
    spin(dialog, "initial_kush", 9)
    assert dialog.error_text("initial_kush") == ""
    assert dialog.ok_button().isEnabled()
    assert dialog.rules().initial_kush == 9


def test_validation_runs_as_the_user_types(env: Env, qtbot: QtBot) -> None:
    dialog = env.dialog()
    dialog.show()
    check(dialog, "lob")
    kush = dialog.editor("initial_kush")
    assert isinstance(kush, QSpinBox)
    kush.setFocus()
    kush.selectAll()
    qtbot.keyClicks(kush, "15")
    assert "must divide by 2" in dialog.error_text("initial_kush")
    assert not dialog.ok_button().isEnabled()
    qtbot.keyClick(kush, Qt.Key.Key_Backspace)
    qtbot.keyClicks(kush, "6")
    assert kush.value() == 16
    assert dialog.ok_button().isEnabled()


# ----- the banker's edge -----


@pytest.mark.parametrize("key", [p.key for p in PRESETS])
def test_the_edge_readout_is_the_cores_exact_value(env: Env, key: str) -> None:
    dialog = env.dialog()
    dialog.presets.select(key)
    expected = banker_edge(preset(key).rules)
    assert dialog.edge() == expected
    assert dialog.edge_text() == format_edge(expected)
    assert str(expected) in dialog.edge_text()


def test_the_edge_matches_the_rules_reference_figures_and_updates_live(env: Env) -> None:
    dialog = env.dialog()
    assert dialog.edge() == Fraction(33, 833)
    percent = QLocale().toString(3.96, "f", 2)
    assert dialog.edge_text() == f"Banker's edge on a fresh card: {percent}% of the kush (exactly 33/833)"
    check(dialog, "lob")
    assert dialog.edge() == Fraction(25, 21658)
    check(dialog, "lob")
    dialog.presets.select("pharaon")
    assert dialog.edge() == Fraction(33, 1666)
    choose(dialog, "deck_size", 32)
    assert dialog.edge() == Fraction(59, 1798)


def test_edges_for_the_punters_and_even_games_are_worded_for_them() -> None:
    assert "Punters' edge" in format_edge(Fraction(-1, 100))
    assert "1/100" in format_edge(Fraction(-1, 100))
    assert "even game" in format_edge(Fraction(0))


# ----- presets -----


def test_built_in_presets_are_read_only_and_load_their_rules(env: Env) -> None:
    dialog = env.dialog()
    combo = dialog.findChild(QComboBox, "presetCombo")
    assert dialog.presets.preset_id() == "classic"
    for builtin in PRESETS:
        dialog.presets.select(builtin.key)
        assert dialog.rules() == builtin.rules
        assert combo.currentData() == builtin.key
        assert not dialog.findChild(QPushButton, "renamePreset").isEnabled()
        assert not dialog.findChild(QPushButton, "deletePreset").isEnabled()
        assert dialog.findChild(QPushButton, "duplicatePreset").isEnabled()
    check(dialog, "talia")
    assert dialog.presets.preset_id() == "custom"
    assert combo.currentData() == "custom"


def test_presets_save_rename_duplicate_delete_and_survive_a_restart(env: Env, monkeypatch: pytest.MonkeyPatch,
                                                                     questions: Questions,
                                                                     warnings: list[str]) -> None:
    dialog = env.dialog()
    check(dialog, "lob")
    type_name(monkeypatch, "В лоб полкуша у нас")
    dialog.findChild(QPushButton, "savePresetAs").click()
    assert env.presets.names() == ("В лоб полкуша у нас",)
    assert dialog.presets.preset_id() == "user:В лоб полкуша у нас"
    assert dialog.findChild(QPushButton, "renamePreset").isEnabled()

    type_name(monkeypatch, "Half lob")
    dialog.findChild(QPushButton, "renamePreset").click()
    assert env.presets.names() == ("Half lob",)
    assert dialog.presets.preset_id() == "user:Half lob"

    dialog.findChild(QPushButton, "duplicatePreset").click()
    assert env.presets.names() == ("Half lob", "Half lob (copy)")
    assert dialog.presets.preset_id() == "user:Half lob (copy)"

    dialog.presets.select("pharaon")
    dialog.findChild(QPushButton, "duplicatePreset").click()
    pharaon_copy = preset("pharaon").name + " (copy)"
    assert env.presets.get(pharaon_copy).rules == preset("pharaon").rules

    dialog.findChild(QPushButton, "deletePreset").click()
    assert "Delete the preset" in questions.asked[-1]
    assert env.presets.names() == ("Half lob", "Half lob (copy)")
    assert dialog.presets.preset_id() == "custom"

    dialog.presets.select("user:Half lob")
    dialog.ok_button().click()
    assert warnings == []

    env.restart()
    again = env.dialog()
    combo = again.findChild(QComboBox, "presetCombo")
    listed = [combo.itemData(i) for i in range(combo.count())]
    assert "user:Half lob" in listed
    assert "user:Half lob (copy)" in listed
    assert again.presets.preset_id() == "user:Half lob"
    assert again.rules() == HouseRules(lob=LobRule.HALF)


def test_refused_preset_names_are_explained(env: Env, monkeypatch: pytest.MonkeyPatch, warnings: list[str],
                                           questions: Questions) -> None:
    env.presets.save("Mine", HouseRules())
    dialog = env.dialog()
    type_name(monkeypatch, "   ")
    dialog.presets.save_as()
    assert warnings == ["A preset needs a name."]
    questions.plan.append(False)
    type_name(monkeypatch, "mine")
    check(dialog, "thirds")
    dialog.presets.save_as()
    assert "already a preset" in questions.asked[-1]
    assert env.presets.get("Mine").rules == HouseRules()
    dialog.presets.save_as()  # this time the answer is yes: replaced
    assert env.presets.get("Mine").rules == HouseRules(thirds=True)


# ----- import and export -----


def test_import_of_a_good_rules_file(env: Env, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                     warnings: list[str]) -> None:
    rules = HouseRules(thirds=True, initial_kush=9, talia=True, deck_size=36)
    path = tmp_path / "house.json"
    path.write_text(rules.to_json_text(), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    dialog = env.dialog()
    dialog.findChild(QPushButton, "importRules").click()
    assert warnings == []
    assert dialog.rules() == rules
    assert dialog.presets.preset_id() == "custom"
    assert dialog.edge() == banker_edge(rules)


@pytest.mark.parametrize(("content", "expected"), [
    ('{"deck_size": 40}', "deck_size: must be one of 52, 36, 32, not 40"),
    ('{"initial_kush": 6,', "is not valid JSON"),
    ('{"colour": "red"}', "colour: is not a rules key"),
    ('{"hocly": true}', "hocly: hocly needs plié half"),
    ('{"thirds": true, "initial_kush": 4}', "initial_kush: the initial kush 4 must divide by 3"),
    ('{"premiums": [{"event": "series", "kush_multiple": 1}]}', "premiums[0].n: is required for a series premium"),
    ('{"initial_kush": 30.0}', "initial_kush: must be a whole number"),
    ("[1, 2, 3]", "the rules must be a JSON object"),
])
def test_import_of_a_bad_rules_file_is_refused_and_changes_nothing(env: Env, tmp_path: Path, warnings: list[str],
                                                                  content: str, expected: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    dialog = env.dialog()
    check(dialog, "gorka_half")
    before = dialog.candidate()
    assert dialog.import_rules_file(path) is False
    [message] = warnings
    assert expected in message
    assert "bad.json" in message
    assert dialog.candidate() == before


def test_import_of_an_unreadable_file(env: Env, tmp_path: Path, warnings: list[str]) -> None:
    dialog = env.dialog()
    assert dialog.import_rules_file(tmp_path / "missing.json") is False
    assert "missing.json" in warnings[0]


def test_export_writes_a_rules_file(env: Env, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "out" / "my-rules"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), ""))
    dialog = env.dialog()
    dialog.presets.select("family")
    dialog.findChild(QPushButton, "exportRules").click()
    assert HouseRules.from_json_text(target.read_bytes()) == preset("family").rules
    assert [p.name for p in target.parent.iterdir()] == ["my-rules"], "exactly the file chosen, no .json added"


def test_export_through_a_symlink_writes_its_target_and_keeps_the_link(env: Env, tmp_path: Path) -> None:
    real = tmp_path / "elsewhere" / "rules.json"
    real.parent.mkdir()
    real.write_text("{}", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    assert env.dialog().export_rules_file(link) is True
    assert link.is_symlink()
    assert HouseRules.from_json_text(real.read_bytes()) == HouseRules()


def test_export_into_a_missing_folder_is_refused_and_creates_nothing(env: Env, tmp_path: Path,
                                                                     warnings: list[str]) -> None:
    target = tmp_path / "no" / "such" / "rules.json"
    assert env.dialog().export_rules_file(target) is False
    [message] = warnings
    assert "does not exist" in message
    assert str(target.parent) in message
    assert not (tmp_path / "no").exists()


@pytest.mark.parametrize("make", ["under a regular file", "onto a folder"])
def test_export_that_cannot_be_written_says_so(env: Env, tmp_path: Path, warnings: list[str], make: str) -> None:
    (tmp_path / "plain").write_text("x")
    (tmp_path / "folder.json").mkdir()
    target = tmp_path / "plain" / "r.json" if make == "under a regular file" else tmp_path / "folder.json"
    assert env.dialog().export_rules_file(target) is False
    [message] = warnings
    assert target.name in message
    assert (tmp_path / "plain").read_text() == "x"
    assert (tmp_path / "folder.json").is_dir()


# ----- every amount the core allows, and nothing silently changed -----


@pytest.mark.parametrize(("key", "value"), [
    ("capital", 20_000_000), ("capital", MAX_AMOUNT), ("bank", 999_999_999),
    ("initial_kush", 12_000_000), ("refuse_above", core_rules.MAX_REFUSE_ABOVE),
])
def test_import_keeps_every_amount_the_core_allows(env: Env, tmp_path: Path, warnings: list[str], key: str,
                                                   value: int) -> None:
    data: dict[str, Any] = {"capital": MAX_AMOUNT, "bank": 600, "initial_kush": 6, key: value}
    if key == "initial_kush":
        data["bank"] = value
    path = tmp_path / "big.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    dialog = env.dialog()
    assert dialog.import_rules_file(path) is True, warnings
    assert dialog.candidate()[key] == value
    assert dialog.rules() == HouseRules.from_json(data)


def test_import_keeps_the_largest_premium_rows(env: Env, tmp_path: Path, warnings: list[str]) -> None:
    premiums = [{"event": "series", "n": core_rules.MAX_SERIES_N, "kush_multiple": core_rules.MAX_KUSH_MULTIPLE}]
    path = tmp_path / "premiums.json"
    path.write_text(json.dumps({"premiums": premiums}), encoding="utf-8")
    dialog = env.dialog()
    assert dialog.import_rules_file(path) is True, warnings
    assert dialog.candidate()["premiums"] == premiums


@pytest.mark.parametrize(("content", "key"), [
    ('{"capital": 20000000000}', "capital"),
    ('{"capital": 2147483648}', "capital"),
    ('{"bank": 9223372036854775808}', "bank"),
    ('{"initial_kush": 1000000001}', "initial_kush"),
    ('{"contribution": 1000000001, "bank_formation": "contributions"}', "contribution"),
    ('{"refuse_above": 1000001}', "refuse_above"),
])
def test_import_of_an_amount_out_of_range_names_the_key_and_changes_nothing(
        env: Env, tmp_path: Path, warnings: list[str], content: str, key: str) -> None:
    path = tmp_path / "huge.json"
    path.write_text(content, encoding="utf-8")
    dialog = env.dialog()
    before = dialog.candidate()
    assert dialog.import_rules_file(path) is False
    [message] = warnings
    assert f"{key}: must be from" in message
    assert dialog.candidate() == before


def test_every_spin_box_stops_exactly_at_the_core_maximum(env: Env) -> None:
    dialog = env.dialog()
    for spec in core_rules.RULE_FIELDS:
        if spec.kind in ("int", "int_or_null"):
            box = dialog.editor(spec.name)
            assert isinstance(box, QSpinBox)
            assert box.maximum() == spec.maximum, spec.name


# ----- the same strict reader as the rules CLI -----


def test_import_accepts_a_byte_order_mark_as_the_cli_does(env: Env, tmp_path: Path, warnings: list[str]) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"deck_size": 36}).encode())
    dialog = env.dialog()
    assert dialog.import_rules_file(path) is True, warnings
    assert dialog.rules().deck_size == 36


@pytest.mark.parametrize(("content", "expected"), [
    ('{"deck_size": 36, "deck_size": 32}', 'the key "deck_size" appears twice'),
    ('{"punters": ' + "[" * 500 + "]" * 500 + "}", "nests deeper than 64 levels"),
    ('{"capital": ' + "9" * 5000 + "}", "an integer with more than 30 digits"),
    ('{"capital": 1e400}', "a number too large"),
    ('{"capital": NaN}', "NaN is not a JSON value"),
    ("", "is empty"),
])
def test_import_refuses_what_the_cli_refuses(env: Env, tmp_path: Path, warnings: list[str], content: str,
                                             expected: str) -> None:
    path = tmp_path / "odd.json"
    path.write_text(content, encoding="utf-8")
    dialog = env.dialog()
    assert dialog.import_rules_file(path) is False
    [message] = warnings
    assert expected in message
    assert message.startswith("The file odd.json ")


# ----- file names are shown as written -----


def test_a_file_name_with_markup_is_shown_as_plain_text(env: Env, tmp_path: Path, boxes: Boxes) -> None:
    path = tmp_path / "<h1>BIG.json"
    path.write_text("{", encoding="utf-8")
    assert env.dialog().import_rules_file(path) is False
    assert "<h1>BIG.json" in boxes.warnings[0]
    assert boxes.formats == [Qt.TextFormat.PlainText]


def test_a_preset_name_with_markup_is_asked_about_in_plain_text(env: Env, monkeypatch: pytest.MonkeyPatch,
                                                                boxes: Boxes) -> None:
    env.presets.save("<h1>BIG", HouseRules())
    dialog = env.dialog()
    type_name(monkeypatch, "<h1>BIG")
    boxes.plan.append(False)
    dialog.presets.save_as()
    assert "“<h1>BIG”" in boxes.asked[-1]
    assert boxes.formats == [Qt.TextFormat.PlainText]


# ----- a settings file that cannot be written -----


def test_ok_with_a_settings_file_that_cannot_be_written_says_so_and_applies_the_rules(
        env: Env, tmp_path: Path, warnings: list[str]) -> None:
    folder = env.settings_path.parent
    env.settings.set("animation_speed", "fast")
    folder.rename(tmp_path / "moved")
    folder.write_text("a file where the folder was")
    dialog = env.dialog()
    check(dialog, "gorka_half")
    dialog.ok_button().click()
    assert dialog.result() == SettingsDialog.DialogCode.Accepted
    assert env.settings.rules().gorka_half
    [message] = warnings
    assert str(env.settings_path) in message
    assert "could not be saved" in message


def test_export_and_save_are_disabled_while_invalid(env: Env) -> None:
    dialog = env.dialog()
    check(dialog, "hocly")
    assert not dialog.findChild(QPushButton, "exportRules").isEnabled()
    assert not dialog.findChild(QPushButton, "savePresetAs").isEnabled()


# ----- during a session -----


def test_during_a_session_ok_asks_first_and_no_keeps_the_dialog_open(env: Env, questions: Questions
                                                                    ) -> None:
    dialog = env.dialog(session_running=True)
    dialog.show()
    check(dialog, "lob")
    questions.plan.append(False)
    dialog.ok_button().click()
    assert "from the next deal" in questions.asked[-1]
    assert dialog.isVisible()
    assert env.settings.rules() == HouseRules()
    dialog.ok_button().click()
    assert not dialog.isVisible()
    assert dialog.result() == SettingsDialog.DialogCode.Accepted
    assert env.settings.rules() == HouseRules(lob=LobRule.HALF)
    assert dialog.rules() == HouseRules(lob=LobRule.HALF)


def test_in_talia_mode_the_confirmation_speaks_of_the_next_talia(env: Env, questions: Questions) -> None:
    env.settings.set_rules(HouseRules(talia=True))
    dialog = env.dialog(session_running=True)
    check(dialog, "thirds")
    dialog.ok_button().click()
    assert "from the next talia" in questions.asked[-1]


def test_no_question_without_a_change_or_without_a_session(env: Env, questions: Questions) -> None:
    env.dialog(session_running=True).ok_button().click()
    dialog = env.dialog(session_running=False)
    check(dialog, "lob")
    dialog.ok_button().click()
    assert questions.asked == []
    assert env.settings.rules().lob is LobRule.HALF


def test_cancel_changes_nothing(env: Env) -> None:
    dialog = env.dialog()
    check(dialog, "lob")
    dialog.reject()
    assert env.settings.rules() == HouseRules()


# ----- start with a corrupted settings file -----


def test_a_corrupted_settings_file_at_start_opens_the_dialog_on_defaults(tmp_path: Path, qtbot: QtBot) -> None:
    path = tmp_path / "config" / "shtoss-desktop.ini"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00\x01garbage\xff")
    settings = AppSettings(path)
    assert len(settings.startup_problems) == 1
    dialog = SettingsDialog(settings, PresetStore(tmp_path / "presets"), session_running=False)
    qtbot.addWidget(dialog)
    assert dialog.rules() == HouseRules()
    assert dialog.ok_button().isEnabled()
    assert list(path.parent.glob("shtoss-desktop.ini.corrupt-*"))


# ----- help links -----


def test_what_does_this_mean_opens_the_rules_help_at_the_option(env: Env, qtbot: QtBot) -> None:
    dialog = env.dialog()
    dialog.show()
    link = dialog.findChild(QLabel, "help_lob")
    with qtbot.waitSignal(dialog.help_requested) as blocker:
        link.linkActivated.emit("#lob")
    assert blocker.args == ["lob"]
    help_window = dialog.open_help("lob")
    assert help_window.isVisible()
    assert help_window.browser.verticalScrollBar().value() > 0


# ----- Russian -----


@pytest.fixture(scope="module")
def compiled_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("qm") / "settings_ru.qm"
    subprocess.run([*lrelease_command(), "-silent", str(TS_FILE), "-qm", str(target)], check=True)
    return target


@pytest.fixture
def russian(qapp: QApplication, compiled_qm: Path) -> Iterator[QTranslator]:
    translator = QTranslator()
    assert translator.load(str(compiled_qm))
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


def test_the_translation_source_is_complete() -> None:
    root = ET.parse(TS_FILE).getroot()
    assert root.get("language") == "ru_RU"
    translations = root.findall("./context/message/translation")
    assert translations
    for translation in translations:
        assert translation.get("type") is None
        assert translation.text


def test_every_core_message_has_a_russian_translation(russian: QTranslator) -> None:
    templates = [*core_rules.RulesMessage, *FieldMessage]
    assert len(templates) >= 20
    for template in templates:
        translated = russian.translate("rules", template)
        assert translated
        assert translated != template
        assert set(_fields(translated)) == set(_fields(template))


def _fields(template: str) -> list[str]:
    import string

    return [name for _text, name, _spec, _conv in string.Formatter().parse(template) if name]


def test_the_dialog_speaks_russian(env: Env, russian: QTranslator) -> None:
    dialog = env.dialog()
    assert dialog.windowTitle() == "Правила дома"
    check(dialog, "thirds")
    spin(dialog, "initial_kush", 4)
    assert dialog.error_text("initial_kush") == (
        "⚠ начальный куш 4 должен делиться на 3, потому что включён счёт третями")
    spin(dialog, "initial_kush", 6)
    assert dialog.edge_text().startswith("Преимущество банкомёта на свежей карте")
    assert QCoreApplication.translate("SettingsOptions", "Half kush on the lob") == "В лоб полкуша"
