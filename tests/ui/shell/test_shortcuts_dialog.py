"""The keyboard shortcuts dialog (`ui/shell/shortcuts_dialog.py`, on its own; the windows' use of it is
tests/ui/shell/test_window.py and test_keyboard.py): the lines in their order, the keys in bold, nothing to edit,
every line shown at the height it opens at, the window's note or the default one, Close closes, and the title, the
headers and the note follow a language change."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QAbstractItemView, QDialogButtonBox
from pytestqt.qtbot import QtBot

from shtoss_desktop.ui.shell.shortcuts_dialog import WIDTH, ShortcutsDialog, default_note

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
LINES = [(f"Action number {index}", f"Ctrl+{index}") for index in range(1, 10)] + [("Cut | <b>anywhere</b>", "C")]


def _dialog(qtbot: QtBot, note: str | None = None) -> ShortcutsDialog:
    dialog = ShortcutsDialog(LINES, note=(lambda: note) if note is not None else None)
    qtbot.addWidget(dialog)
    return dialog


def test_the_lines_are_listed_in_order_keys_in_bold_nothing_to_edit(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    table = dialog.table
    assert (table.rowCount(), table.columnCount()) == (len(LINES), 2)
    assert [(table.item(row, 0).text(), table.item(row, 1).text()) for row in range(table.rowCount())] == LINES
    assert all(table.item(row, 1).font().bold() for row in range(table.rowCount()))
    assert not any(table.item(row, 0).font().bold() for row in range(table.rowCount()))
    assert table.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
    assert [table.horizontalHeaderItem(column).text() for column in (0, 1)] == ["Action", "Keys"]
    assert dialog.windowTitle() == "Keyboard shortcuts"
    assert dialog.minimumWidth() > dialog.fontMetrics().horizontalAdvance("Keyboard shortcuts")


def test_it_opens_tall_enough_for_every_line(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    assert dialog.width() == WIDTH
    assert dialog.height() == dialog.whole_height(WIDTH)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    rows = table.rowCount() * table.verticalHeader().defaultSectionSize()
    qtbot.waitUntil(lambda: table.viewport().height() >= rows)
    assert not table.verticalScrollBar().isVisible(), "no scrolling at the height it opens at"
    longer = ShortcutsDialog([*LINES, *LINES])
    qtbot.addWidget(longer)
    assert dialog.whole_height(WIDTH) < longer.whole_height(WIDTH)


def test_the_note_is_the_windows_or_the_default(qtbot: QtBot) -> None:
    assert _dialog(qtbot).note.text() == default_note()
    assert "Space never presses a button" in default_note()
    assert _dialog(qtbot, "The casino's keys.").note.text() == "The casino's keys."


def test_close_closes(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.show()
    qtbot.waitExposed(dialog)
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    assert close is not None
    with qtbot.waitSignal(dialog.rejected):
        close.click()
    assert not dialog.isVisible()


def test_the_words_follow_a_language_change(qtbot: QtBot, request: pytest.FixtureRequest) -> None:
    dialog = _dialog(qtbot)
    request.getfixturevalue("russian")
    qtbot.waitUntil(lambda: CYRILLIC.search(dialog.windowTitle()) is not None)
    assert CYRILLIC.search(dialog.note.text())
    headers = [dialog.table.horizontalHeaderItem(column).text() for column in (0, 1)]
    assert all(CYRILLIC.search(header) for header in headers), headers
    assert dialog.minimumWidth() == dialog.fontMetrics().horizontalAdvance(dialog.windowTitle()) + 160
    assert dialog.table.item(0, 0).text() == LINES[0][0], "the lines are the window's to write again"


def test_a_long_action_name_wraps_whole_in_its_row(qtbot: QtBot) -> None:
    long_name = "Choose the card under the mark on your deck and put it on the cloth for the next deal"
    dialog = ShortcutsDialog([*LINES, (long_name, "Return, Space")])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    row = table.rowCount() - 1
    width = table.columnWidth(0)
    needed = table.fontMetrics().boundingRect(QRect(0, 0, width - 8, 10_000), Qt.TextFlag.TextWordWrap, long_name)
    assert table.rowHeight(row) >= needed.height(), "the whole name, on lines of its own"
    assert table.rowHeight(row) > table.rowHeight(0), "the long name takes more than one line"
    assert table.textElideMode() is Qt.TextElideMode.ElideNone
    assert dialog.height() == dialog.whole_height(WIDTH)
    assert not table.verticalScrollBar().isVisible(), "its height counts the wrapped lines"
