"""The house rules dialog's editors on their own (`ui/shtoss/rules_editors.py`; the dialog's use of them is
tests/ui/shtoss/test_rules_dialog.py): each turns its widget into a rules-file value and back and says every
change; a spin box with no limit shows its words and means null; the premiums' table adds the next premium not
there yet, removes the one selected, keeps a series' length only for a series and holds the core's largest rows;
the seats' temperaments follow the number of punters and keep a style this version does not know."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QComboBox, QSpinBox
from pytestqt.qtbot import QtBot

from shtoss_desktop.core.shtoss.rules import MAX_KUSH_MULTIPLE, MAX_SERIES_N, PremiumEvent
from shtoss_desktop.storage.settings import KNOWN_COMPUTER_STYLES, MAX_SEATS
from shtoss_desktop.ui.shtoss.rules_editors import CheckEditor, ComboEditor, PremiumsEditor, SpinEditor, StylesEditor

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


class Changes:
    def __init__(self) -> None:
        self.count = 0

    def __call__(self, *_args: object) -> None:
        self.count += 1


def test_a_combo_shows_a_value_and_gives_it_back(qtbot: QtBot) -> None:
    changes = Changes()
    editor = ComboEditor([(52, "52 cards"), (36, "36 cards"), (32, "32 cards")], changes)
    qtbot.addWidget(editor.widget)
    assert editor.value() == 52
    editor.set_value(32)
    assert editor.value() == 32
    assert changes.count == 1
    editor.set_value(40)
    assert editor.value() == 32, "a value it does not offer changes nothing"
    assert changes.count == 1


def test_a_spin_box_without_a_limit_means_null(qtbot: QtBot) -> None:
    changes = Changes()
    editor = SpinEditor(1, 1000, changes, none_text="no limit", suffix=" × kush")
    qtbot.addWidget(editor.widget)
    assert editor.spin.minimum() == 0
    editor.set_value(None)
    assert editor.value() is None
    assert editor.spin.text() == "no limit"
    editor.set_value(12)
    assert editor.value() == 12
    assert editor.spin.text() == "12 × kush"
    editor.set_value("twelve")
    assert editor.value() == 12, "a value of the wrong type is not shown"
    assert changes.count == 1, "it opened on null: only 12 was a change"
    plain = SpinEditor(1, 10**9, Changes())
    qtbot.addWidget(plain.widget)
    assert plain.spin.minimum() == 1
    plain.set_value(1)
    assert plain.value() == 1, "without words its smallest value is a value"
    plain.set_value(10**9)
    assert plain.value() == 10**9
    assert plain.spin.isGroupSeparatorShown()


def test_a_check_box_gives_its_on_and_off_values(qtbot: QtBot) -> None:
    changes = Changes()
    editor = CheckEditor("half", "full", "Half kush on the lob", changes)
    qtbot.addWidget(editor.widget)
    assert editor.value() == "full"
    editor.set_value("half")
    assert editor.box.isChecked()
    assert editor.value() == "half"
    editor.set_value("something else")
    assert editor.value() == "full"
    assert changes.count == 2


def _premiums(qtbot: QtBot) -> tuple[PremiumsEditor, Changes]:
    changes = Changes()
    editor = PremiumsEditor(changes)
    qtbot.addWidget(editor.widget)
    return editor, changes


def test_the_premiums_show_and_give_back_their_rows(qtbot: QtBot) -> None:
    editor, changes = _premiums(qtbot)
    rows = [{"event": "sonik_win", "kush_multiple": 2},
            {"event": "series", "n": MAX_SERIES_N, "kush_multiple": MAX_KUSH_MULTIPLE}]
    editor.set_value(rows)
    assert editor.value() == rows, "the core's largest row is shown unchanged"
    assert changes.count == 0, "showing a value is not a change"
    length = editor.cell(0, PremiumsEditor.LENGTH)
    assert isinstance(length, QSpinBox)
    assert not length.isEnabled(), "an event other than a series has no length"
    editor.set_value([])
    assert editor.value() == []


def test_add_brings_the_next_premium_not_there_and_then_longer_series(qtbot: QtBot) -> None:
    editor, changes = _premiums(qtbot)
    singles = [event.value for event in PremiumEvent if event is not PremiumEvent.SERIES]
    for _ in singles:
        editor.add_button.click()
    assert [row["event"] for row in editor.rows()] == singles
    editor.add_button.click()
    editor.add_button.click()
    series = [row for row in editor.rows() if row["event"] == "series"]
    assert series == [{"event": "series", "n": 2, "kush_multiple": 1}, {"event": "series", "n": 3, "kush_multiple": 1}]
    assert changes.count == len(singles) + 2


def test_remove_takes_the_selected_row_only(qtbot: QtBot) -> None:
    editor, changes = _premiums(qtbot)
    editor.set_value([{"event": "sonik_win", "kush_multiple": 1}, {"event": "deal_won", "kush_multiple": 3}])
    editor.table.setCurrentCell(-1, -1)
    assert not editor.remove_button.isEnabled(), "nothing selected: nothing to remove"
    editor.table.selectRow(0)
    assert editor.remove_button.isEnabled()
    editor.remove_button.click()
    assert editor.rows() == [{"event": "deal_won", "kush_multiple": 3}]
    assert changes.count == 1


def test_a_row_turned_into_a_series_gets_a_length_and_back(qtbot: QtBot) -> None:
    editor, changes = _premiums(qtbot)
    editor.set_value([{"event": "sonik_win", "kush_multiple": 4}])
    combo = editor.cell(0, PremiumsEditor.EVENT)
    length = editor.cell(0, PremiumsEditor.LENGTH)
    assert isinstance(combo, QComboBox)
    assert isinstance(length, QSpinBox)
    combo.setCurrentIndex(combo.findData("series"))
    assert length.isEnabled()
    assert editor.rows() == [{"event": "series", "n": 2, "kush_multiple": 4}]
    length.setValue(5)
    combo.setCurrentIndex(combo.findData("deal_won"))
    assert not length.isEnabled()
    assert editor.rows() == [{"event": "deal_won", "kush_multiple": 4}], "no length outside a series"
    assert changes.count == 3


def test_the_seats_follow_the_punters_and_keep_an_unknown_style(qtbot: QtBot) -> None:
    changes = Changes()
    editor = StylesEditor(changes)
    qtbot.addWidget(editor)
    assert len(editor.combos) == MAX_SEATS
    editor.set_seats(2)
    assert [combo.isHidden() for combo in editor.combos] == [False, False] + [True] * (MAX_SEATS - 2)
    editor.set_styles(["hermann", "from_a_later_version"])
    assert editor.styles(2) == ("hermann", "from_a_later_version")
    assert editor.combos[1].currentText() == "from_a_later_version"
    assert editor.styles(MAX_SEATS)[2:] == tuple(
        KNOWN_COMPUTER_STYLES[index % len(KNOWN_COMPUTER_STYLES)] for index in range(2, MAX_SEATS)), "padded"
    assert changes.count > 0
    known = [editor.combos[0].itemData(index) for index in range(len(KNOWN_COMPUTER_STYLES))]
    assert known == list(KNOWN_COMPUTER_STYLES)


@pytest.mark.usefixtures("russian")
def test_the_editors_words_read_in_russian(qtbot: QtBot) -> None:
    editor, _changes = _premiums(qtbot)
    editor.add_button.click()
    combo = editor.cell(0, PremiumsEditor.EVENT)
    assert isinstance(combo, QComboBox)
    assert all(CYRILLIC.search(combo.itemText(index)) for index in range(combo.count()))
    headers = [editor.table.horizontalHeaderItem(column).text() for column in range(3)]
    assert all(CYRILLIC.search(header) for header in headers), headers
    assert CYRILLIC.search(editor.add_button.text())
    styles = StylesEditor(Changes())
    qtbot.addWidget(styles)
    assert all(CYRILLIC.search(styles.combos[0].itemText(index)) for index in range(len(KNOWN_COMPUTER_STYLES)))
