"""The windows' key tables (`ui/shell/keys.py`): the rows of every table read in English and in Russian, each
command with its tip, each row's keys its own; no two actions of a window share a key but the moves that never
come together; and the helpers that make, retranslate and list the actions."""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

import pytest
from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from pytestqt.qtbot import QtBot

from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui.casino.table_a11y import WALK_LAYOUT_KEYS
from shtoss_desktop.ui.casino.window import CASINO_KEYS, LAYOUT_KEYS, CasinoWindow
from shtoss_desktop.ui.casino.window import SIDE_VIEW_KEYS as CASINO_SIDE_VIEW_KEYS
from shtoss_desktop.ui.shell.keys import (
    ActionSpec,
    KeyTable,
    key_lines,
    make_action,
    markdown_keys,
    retranslate_action,
    sequences,
    shown_keys,
    tooltip,
)
from shtoss_desktop.ui.shell.window import SHELL_KEYS, SPEED_KEYS, GameWindow, rules_keys
from shtoss_desktop.ui.shtoss.actions import PICKER_KEYS, TABLE_KEYS
from shtoss_desktop.ui.shtoss.side_views import SIDE_VIEW_KEYS
from shtoss_desktop.ui.shtoss.table_a11y import WALK_TABLE_KEYS
from shtoss_desktop.ui.shtoss.window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
COMMANDS = [TABLE_KEYS, SHELL_KEYS, CASINO_KEYS, rules_keys(MainWindow.RULES), rules_keys(CasinoWindow.RULES)]
"""The tables of commands (menu items and buttons): each row with a tip."""
TABLES = [*COMMANDS, SPEED_KEYS, SIDE_VIEW_KEYS, CASINO_SIDE_VIEW_KEYS, PICKER_KEYS, LAYOUT_KEYS, WALK_TABLE_KEYS,
          WALK_LAYOUT_KEYS]
SHARED_ON_PURPOSE = {"Space": {"deal_on", "deal", "resume"}}
"""Keys the shtoss window gives several moves that are never offered together (the punter deals on, the banker
deals, the recap goes on)."""

TOY = KeyTable("ToyKeys", (
    ActionSpec("cut", QT_TRANSLATE_NOOP("ToyKeys", "&Cut anywhere"), QT_TRANSLATE_NOOP("ToyKeys", "Cut the deck"),
               ("C", "C", "Shift+C")),
    ActionSpec("bare", QT_TRANSLATE_NOOP("ToyKeys", "&Bare | piped"), "", ("Ctrl+B",), True),
    ActionSpec("keyless", QT_TRANSLATE_NOOP("ToyKeys", "&Keyless")),
))


def _portable(sequence: QKeySequence) -> str:
    return sequence.toString(QKeySequence.SequenceFormat.PortableText)


@pytest.mark.parametrize("table", TABLES, ids=lambda table: f"{table.context}:{table.rows[0].name}")
def test_every_row_has_words_and_keys_of_its_own(qtbot: QtBot, table: KeyTable) -> None:
    for row in table.rows:
        assert row.text.strip(), row.name
        assert table.text(row) == row.text, "English is the source"
        shown = sequences(row.keys)
        assert shown, f"{row.name}: a row without a key"
        assert len(row.keys) == len(set(row.keys)), f"{row.name} names a key twice"
    names = [row.name for row in table.rows]
    assert len(names) == len(set(names))


@pytest.mark.parametrize("table", COMMANDS, ids=lambda table: f"{table.context}:{table.rows[0].name}")
def test_every_command_says_what_it_does(qtbot: QtBot, table: KeyTable) -> None:
    for row in table.rows:
        assert row.tip.strip(), f"{row.name} has no tip"
        assert table.tip(row) == row.tip


@pytest.mark.usefixtures("russian")
@pytest.mark.parametrize("table", TABLES, ids=lambda table: f"{table.context}:{table.rows[0].name}")
def test_every_row_reads_in_russian(qtbot: QtBot, table: KeyTable) -> None:
    for row in table.rows:
        assert CYRILLIC.search(table.text(row)), f"{table.context}: {row.text!r} is not translated"
        if row.tip:
            assert CYRILLIC.search(table.tip(row)), f"{table.context}: {row.tip!r} is not translated"


def _windows(folder: Path) -> dict[str, GameWindow]:
    return {"shtoss": MainWindow(AppSettings(folder / "shtoss.ini"), remember_geometry=False),
            "casino": CasinoWindow(AppSettings(folder / "casino.ini"))}


def test_no_two_actions_of_a_window_share_a_key(qtbot: QtBot, tmp_path: Path) -> None:
    for name, window in _windows(tmp_path).items():
        qtbot.addWidget(window)
        holders: dict[str, set[str]] = defaultdict(set)
        for action in window.findChildren(QAction):
            for sequence in action.shortcuts():
                holders[_portable(sequence)].add(action.objectName())
        assert holders, name
        shared = {key: names for key, names in holders.items() if len(names) > 1}
        allowed = SHARED_ON_PURPOSE if name == "shtoss" else {}
        assert shared == allowed, f"{name}: keys held by several actions: {shared}"


def test_an_action_is_made_as_its_row_says(qtbot: QtBot) -> None:
    parent = QObject()
    cut = make_action(TOY, TOY.row("cut"), parent)
    assert cut.parent() is parent
    assert cut.objectName() == "cut"
    assert cut.text() == "&Cut anywhere"
    assert [_portable(sequence) for sequence in cut.shortcuts()] == ["C", "Shift+C"], "a repeat is dropped"
    assert cut.shortcutContext() is Qt.ShortcutContext.WindowShortcut
    assert not cut.isCheckable()
    assert cut.toolTip() == "Cut the deck (C)"
    assert cut.statusTip() == "Cut the deck"
    assert shown_keys(cut) == "C, Shift+C"
    bare = make_action(TOY, TOY.row("bare"), parent)
    assert bare.isCheckable()
    assert bare.toolTip() == tooltip("Bare | piped", bare) == "Bare | piped (Ctrl+B)", "no tip: the text, no &"
    assert bare.statusTip() == ""
    keyless = make_action(TOY, TOY.row("keyless"), parent)
    assert keyless.toolTip() == "Keyless"
    assert shown_keys(keyless) == ""


def test_an_unknown_row_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        TOY.row("nothing")


def test_the_key_lines_list_rows_with_keys_and_the_markdown_escapes_bars(qtbot: QtBot) -> None:
    lines = key_lines(TOY)
    assert lines == [("Cut anywhere", "C, Shift+C"), ("Bare | piped", "Ctrl+B")]
    assert key_lines(TOY, [TOY.row("bare")]) == [("Bare | piped", "Ctrl+B")]
    assert markdown_keys(lines, "Action", "Keys") == (
        "| Action | Keys |\n|---|---|\n| Cut anywhere | C, Shift+C |\n| Bare \\| piped | Ctrl+B |\n")


def test_a_standard_key_the_platform_lacks_is_left_out(qtbot: QtBot) -> None:
    assert sequences([QKeySequence.StandardKey.UnknownKey, "F5"]) == [QKeySequence("F5")]


@pytest.mark.usefixtures("russian")
def test_an_action_is_written_again_in_the_language_installed(qtbot: QtBot) -> None:
    parent = QObject()
    row = SHELL_KEYS.row("quit")
    action = QAction("stale", parent)
    action.setShortcuts(sequences(row.keys))
    retranslate_action(SHELL_KEYS, row, action)
    assert action.text() == SHELL_KEYS.text(row)
    assert CYRILLIC.search(action.text())
    assert action.statusTip() == SHELL_KEYS.tip(row)
    key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    assert action.toolTip() == f"{SHELL_KEYS.tip(row)} ({key})"
