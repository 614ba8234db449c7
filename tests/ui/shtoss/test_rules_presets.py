"""The house rules dialog's preset bar (`ui/shtoss/rules_presets.py`, on its own; the dialog's use of it is
tests/ui/shtoss/test_rules_dialog.py): the list (custom, the built-ins under their header with both names, the
player's own or "none yet"), select and mark, the buttons each kind of preset allows, and save, rename, duplicate
and delete as the player answers (the dialogs stood in for at class level), each refusal said, nothing changed by
a question cancelled; the built-ins named in Russian when Russian is installed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QInputDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from shtoss_desktop.core.shtoss.rules import PRESETS, HouseRules
from shtoss_desktop.storage.presets import PresetStore
from shtoss_desktop.ui.shtoss.rules_presets import CUSTOM, USER_PREFIX, PresetBar

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
SHOWN = HouseRules(thirds=True, initial_kush=9)


class Answers:
    """Stands in for the name asked (`QInputDialog.getText`) and the message boxes: `names` answered in turn
    (None: cancelled), questions answered from `yes` (Yes when empty); every question and warning kept."""

    def __init__(self) -> None:
        self.names: list[str | None] = []
        self.asked_names: list[str] = []
        self.yes: list[bool] = []
        self.asked: list[str] = []
        self.warnings: list[str] = []

    def get_text(self, *args: object, **kwargs: object) -> tuple[str, bool]:
        self.asked_names.append(str(args[2]))
        name = self.names.pop(0)
        return ("", False) if name is None else (name, True)

    def exec(self, box: QMessageBox) -> QMessageBox.StandardButton:
        assert box.textFormat() is Qt.TextFormat.PlainText
        if box.icon() is QMessageBox.Icon.Question:
            self.asked.append(box.text())
            answer = self.yes.pop(0) if self.yes else True
            return QMessageBox.StandardButton.Yes if answer else QMessageBox.StandardButton.No
        self.warnings.append(box.text())
        return QMessageBox.StandardButton.Ok


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> Answers:
    stand_in = Answers()
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: stand_in.get_text(*args, **kwargs))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: stand_in.exec(box))
    return stand_in


class Bar:
    """A preset bar over a store in `folder`, the rules shown `SHOWN` (None: invalid), every choice kept."""

    def __init__(self, qtbot: QtBot, folder: Path) -> None:
        self.store = PresetStore(folder)
        self.shown: HouseRules | None = SHOWN
        self.bar = PresetBar(self.store, lambda: self.shown)
        qtbot.addWidget(self.bar)
        self.chosen: list[HouseRules | None] = []
        self.bar.chosen.connect(self.chosen.append)
        combo = self.bar.findChild(QComboBox, "presetCombo")
        assert combo is not None
        self.combo = combo

    def button(self, name: str) -> QPushButton:
        found = self.bar.findChild(QPushButton, name)
        assert found is not None
        return found

    def enabled(self) -> dict[str, bool]:
        return {name: self.button(name).isEnabled()
                for name in ("savePresetAs", "renamePreset", "duplicatePreset", "deletePreset")}

    def listed(self) -> list[tuple[str, object, bool]]:
        model = self.combo.model()
        rows = []
        for row in range(self.combo.count()):
            index = model.index(row, 0)
            rows.append((self.combo.itemText(row), self.combo.itemData(row),
                         bool(model.flags(index) & Qt.ItemFlag.ItemIsSelectable)))
        return rows


@pytest.fixture
def bar(qtbot: QtBot, tmp_path: Path) -> Bar:
    return Bar(qtbot, tmp_path / "presets")


def test_the_list_has_custom_the_built_ins_and_none_of_the_players_yet(bar: Bar) -> None:
    listed = bar.listed()
    assert listed[0] == ("Custom settings (no preset)", CUSTOM, True)
    assert listed[1] == ("Built-in presets (read-only)", None, False), "a header, not a choice"
    assert listed[2: 2 + len(PRESETS)] == [("    " + builtin.name, builtin.key, True) for builtin in PRESETS]
    assert listed[-1] == ("Your presets: none yet (use Save as…)", None, False)
    for row, builtin in enumerate(PRESETS, start=2):
        assert bar.combo.itemData(row, Qt.ItemDataRole.ToolTipRole) == f"{builtin.russian_name}\n{builtin.name}"
    assert bar.bar.preset_id() == CUSTOM


def test_select_chooses_and_mark_only_shows(bar: Bar) -> None:
    builtin = PRESETS[1]
    bar.bar.select(builtin.key)
    assert bar.chosen == [builtin.rules]
    assert bar.bar.preset_id() == builtin.key
    assert bar.combo.currentData() == builtin.key
    assert bar.enabled() == {"savePresetAs": True, "renamePreset": False, "duplicatePreset": True,
                             "deletePreset": False}, "a built-in is read-only"
    bar.bar.mark(CUSTOM)
    assert bar.chosen == [builtin.rules], "marking loads nothing"
    assert bar.combo.currentData() == CUSTOM
    assert bar.enabled()["duplicatePreset"] is False, "custom settings are no preset to copy"
    bar.bar.select("no such preset")
    assert bar.chosen[-1] is None
    assert bar.bar.preset_id() == CUSTOM
    bar.bar.select(CUSTOM)
    assert bar.chosen[-1] is None


def test_the_player_chooses_in_the_combo(bar: Bar) -> None:
    row = bar.combo.findData(PRESETS[2].key)
    bar.combo.activated.emit(row)
    assert bar.chosen == [PRESETS[2].rules]
    bar.combo.activated.emit(1)
    assert bar.chosen == [PRESETS[2].rules], "a header chooses nothing"


def test_only_valid_rules_are_saved(bar: Bar, answers: Answers) -> None:
    bar.bar.set_valid(False)
    assert not bar.button("savePresetAs").isEnabled()
    bar.bar.set_valid(True)
    assert bar.button("savePresetAs").isEnabled()
    bar.shown = None
    bar.bar.save_as()
    assert answers.asked_names == [], "no name asked for rules that cannot be saved"
    assert bar.store.names() == ()


def test_save_as_lists_selects_and_keeps_the_players_preset(bar: Bar, answers: Answers) -> None:
    answers.names.append("Evenings at Narumov's")
    bar.button("savePresetAs").click()
    assert answers.asked_names == ["Name of the new preset:"]
    assert bar.store.get("Evenings at Narumov's").rules == SHOWN
    assert bar.bar.preset_id() == USER_PREFIX + "Evenings at Narumov's"
    assert bar.combo.currentData() == USER_PREFIX + "Evenings at Narumov's"
    assert bar.listed()[-2][0] == "Your presets"
    assert bar.listed()[-1][:2] == ("    Evenings at Narumov's", USER_PREFIX + "Evenings at Narumov's")
    assert bar.enabled() == {"savePresetAs": True, "renamePreset": True, "duplicatePreset": True,
                             "deletePreset": True}
    assert bar.bar.rules_of(USER_PREFIX + "Evenings at Narumov's") == SHOWN
    assert bar.chosen == [], "saving chooses nothing: the rules shown are the preset's already"


def test_a_cancelled_name_or_a_no_changes_nothing(bar: Bar, answers: Answers) -> None:
    answers.names.append(None)
    bar.bar.save_as()
    assert bar.store.names() == ()
    bar.store.save("Mine", HouseRules())
    answers.names.append("mine")
    answers.yes.append(False)
    bar.bar.save_as()
    assert "There is already a preset called “Mine”" in answers.asked[-1]
    assert bar.store.get("Mine").rules == HouseRules(), "not replaced"
    bar.bar.select(USER_PREFIX + "Mine")
    answers.names.append(None)
    bar.bar.rename()
    assert bar.store.names() == ("Mine",)
    answers.yes.append(False)
    bar.bar.delete()
    assert "Delete the preset “Mine”? Its file is removed." in answers.asked[-1]
    assert bar.store.names() == ("Mine",)
    assert bar.bar.preset_id() == USER_PREFIX + "Mine"
    assert answers.warnings == []


def test_rename_duplicate_and_delete(bar: Bar, answers: Answers) -> None:
    bar.store.save("Mine", SHOWN)
    bar.store.save("Other", HouseRules())
    bar.bar.select(USER_PREFIX + "Mine")
    answers.names.append("Ours")
    bar.button("renamePreset").click()
    assert answers.asked_names[-1] == "New name of “Mine”:"
    assert bar.store.names() == ("Other", "Ours")
    assert bar.bar.preset_id() == USER_PREFIX + "Ours"
    answers.names.append("Other")
    bar.bar.rename()
    assert len(answers.warnings) == 1, "a name taken is refused and said"
    assert bar.bar.preset_id() == USER_PREFIX + "Ours"
    bar.button("duplicatePreset").click()
    assert bar.store.get("Ours (copy)").rules == SHOWN
    assert bar.bar.preset_id() == USER_PREFIX + "Ours (copy)"
    bar.bar.select(PRESETS[0].key)
    bar.bar.duplicate()
    assert bar.store.get(PRESETS[0].name + " (copy)").rules == PRESETS[0].rules
    bar.bar.select(USER_PREFIX + "Ours (copy)")
    chosen = len(bar.chosen)
    bar.button("deletePreset").click()
    assert bar.store.find("Ours (copy)") is None
    assert bar.bar.preset_id() == CUSTOM
    assert len(bar.chosen) == chosen, "deleting loads nothing: the rules shown stay"


def test_rename_and_delete_ask_nothing_of_a_built_in(bar: Bar, answers: Answers) -> None:
    bar.bar.select(PRESETS[0].key)
    bar.bar.rename()
    bar.bar.delete()
    assert answers.asked_names == []
    assert answers.asked == []


def test_a_preset_gone_from_the_store_falls_back_to_custom(bar: Bar) -> None:
    bar.store.save("Mine", SHOWN)
    bar.bar.select(USER_PREFIX + "Mine")
    bar.store.delete("Mine")
    assert bar.bar.preset_id() == CUSTOM
    assert bar.combo.currentData() == CUSTOM
    assert bar.bar.rules_of(USER_PREFIX + "Mine") is None


@pytest.mark.usefixtures("russian")
def test_in_russian_the_built_ins_have_their_russian_names(qtbot: QtBot, tmp_path: Path) -> None:
    bar = Bar(qtbot, tmp_path / "presets")
    listed = bar.listed()
    assert [text for text, _, _ in listed[2: 2 + len(PRESETS)]] == ["    " + b.russian_name for b in PRESETS]
    assert bar.bar.name_of(PRESETS[0].key) == PRESETS[0].russian_name
    assert CYRILLIC.search(listed[0][0])
    assert CYRILLIC.search(listed[-1][0])
    assert bar.bar.name_of(USER_PREFIX + "Mine") == "Mine", "the player's own name as written"
