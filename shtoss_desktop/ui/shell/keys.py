"""The window's key table: every action of a game window written down once, as data.

A `KeyTable` is one translation context and its rows; each `ActionSpec` row names an action, its text and tip in
English (marked with `QT_TRANSLATE_NOOP`, so lupdate finds them and they are translated whenever they are shown),
its keys and whether it is a toggle. From these rows the window makes its `QAction`s (menu item, panel button and
shortcut at once: `make_action`), writes their texts again when the language changes (`retranslate_action`) and
lists the keys in the shortcuts dialog (`key_lines`). A row may also stand for keys a widget handles itself (the
stake picker's arrows, a table view's keys): listed, with no action made for it.

    TABLE = KeyTable("MainWindow", (
        ActionSpec("cut", QT_TRANSLATE_NOOP("MainWindow", "&Cut anywhere"),
                   QT_TRANSLATE_NOOP("MainWindow", "Cut the banker's deck at a place of chance"), ("C",)),
    ))
    action = make_action(TABLE, TABLE.row("cut"), parent=window)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

import msgspec
from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP

Key = str | QKeySequence.StandardKey
"""A key as a table writes it: a portable text ("Ctrl+E", "Space") or one of Qt's standard keys (New, Quit)."""


class ActionSpec(msgspec.Struct, frozen=True):
    """One row of a key table: an action of the window, or keys a widget handles."""

    name: str
    """The action's name (its object name, and its key in the window's `actions_by_name`)."""
    text: str
    """The menu text in English, with its `&` mnemonic, marked with `QT_TRANSLATE_NOOP` in the table's context."""
    tip: str = ""
    """What it does, in English (the tooltip and the status tip), marked like `text`; "" for none."""
    keys: tuple[Key, ...] = ()
    """Its keys, the first shown in the menu; a key the platform does not have is left out."""
    checkable: bool = False
    """A toggle (checked or not) rather than a command."""


class KeyTable(msgspec.Struct, frozen=True):
    """A translation context and its rows, in the order they are listed."""

    context: str
    """The Qt translation context every text of the rows is marked in."""
    rows: tuple[ActionSpec, ...]
    """The rows."""

    def row(self, name: str) -> ActionSpec:
        """The row called `name` (KeyError if there is none)."""
        for row in self.rows:
            if row.name == name:
                return row
        raise KeyError(name)

    def text(self, row: ActionSpec) -> str:
        """The row's text in the language installed."""
        return QCoreApplication.translate(self.context, row.text)

    def tip(self, row: ActionSpec) -> str:
        """The row's tip in the language installed ("" when it has none)."""
        return QCoreApplication.translate(self.context, row.tip) if row.tip else ""


def sequences(keys: Iterable[Key]) -> list[QKeySequence]:
    """The key sequences of `keys`, without the empty ones (a standard key this platform lacks) and repeats."""
    found: list[QKeySequence] = []
    for key in keys:
        sequence = QKeySequence(key)
        if not sequence.isEmpty() and sequence not in found:
            found.append(sequence)
    return found


KEY_NAMES: Final = (
    QT_TRANSLATE_NOOP("Keys", "Space"),
    QT_TRANSLATE_NOOP("Keys", "Return"),
    QT_TRANSLATE_NOOP("Keys", "Enter"),
    QT_TRANSLATE_NOOP("Keys", "Esc"),
    QT_TRANSLATE_NOOP("Keys", "Pause"),
    QT_TRANSLATE_NOOP("Keys", "PgUp"),
    QT_TRANSLATE_NOOP("Keys", "PgDown"),
    QT_TRANSLATE_NOOP("Keys", "Home"),
    QT_TRANSLATE_NOOP("Keys", "End"),
    QT_TRANSLATE_NOOP("Keys", "Left"),
    QT_TRANSLATE_NOOP("Keys", "Right"),
    QT_TRANSLATE_NOOP("Keys", "Up"),
    QT_TRANSLATE_NOOP("Keys", "Down"),
    QT_TRANSLATE_NOOP("Keys", "Backspace"),
    QT_TRANSLATE_NOOP("Keys", "Del"),
    QT_TRANSLATE_NOOP("Keys", "Tab"),
)
"""The named keys, in the language installed as the game's own texts name them (in Russian: "Пробел" and the
arrows in words, the rest as a Russian keyboard prints them, "Enter", "Esc", "PgDn"), not half in Qt's words."""


def key_name(sequence: QKeySequence) -> str:
    """One key sequence as the player reads it in the language installed ("Ctrl+E", "Пробел", "Shift+F1")."""
    chords = []
    for index in range(sequence.count()):
        chord = QKeySequence(sequence[index])  # type: ignore[index]  # PySide6 declares no __getitem__; Qt has it
        portable = chord.toString(QKeySequence.SequenceFormat.PortableText)
        head, plus, key = portable.rpartition("+")
        if not key and head.endswith("+"):  # the "+" key itself: "Ctrl++"
            head, key = head[:-1], "+"
        named = QCoreApplication.translate("Keys", key) if key in KEY_NAMES else key
        chords.append(f"{head}{plus}{named}")
    return ", ".join(chords)


def keys_text(keys: Iterable[QKeySequence]) -> str:
    """Key sequences as the player reads them, each name once ("Return, Enter" is "Enter" in Russian)."""
    return ", ".join(dict.fromkeys(key_name(sequence) for sequence in keys))


def shown_keys(action: QAction) -> str:
    """The action's keys as the player reads them ("Ctrl+E", "Return, Enter"); "" for none."""
    return keys_text(action.shortcuts())


def tooltip(tip: str, action: QAction) -> str:
    """A tooltip that ends with the action's first key: "Cut the deck (C)"."""
    shown = key_name(action.shortcut())
    return f"{tip} ({shown})" if shown else tip


def make_action(table: KeyTable, row: ActionSpec, parent: QObject) -> QAction:
    """A `QAction` of `parent` for `row`: its texts in the language installed, its keys (window-wide), checkable
    as the row says. Nothing is connected: the window binds what it does."""
    action = QAction(table.text(row), parent)
    action.setObjectName(row.name)
    action.setShortcuts(sequences(row.keys))
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.setCheckable(row.checkable)
    _write_tips(table, row, action)
    return action


def retranslate_action(table: KeyTable, row: ActionSpec, action: QAction) -> None:
    """Write `action`'s text and tips again in the language installed."""
    action.setText(table.text(row))
    _write_tips(table, row, action)


def _write_tips(table: KeyTable, row: ActionSpec, action: QAction) -> None:
    tip = table.tip(row)
    action.setToolTip(tooltip(tip, action) if tip else tooltip(action.text().replace("&", ""), action))
    action.setStatusTip(tip)


def key_lines(table: KeyTable, rows: Iterable[ActionSpec] | None = None) -> list[tuple[str, str]]:
    """(what, keys) for every row of `table` (or the given `rows` of it) that has keys, in the language installed
    (the text without its `&`)."""
    lines = []
    for row in table.rows if rows is None else rows:
        keys = keys_text(sequences(row.keys))
        if keys:
            lines.append((table.text(row).replace("&", ""), keys))
    return lines


def markdown_keys(lines: Iterable[tuple[str, str]], what: str, keys: str) -> str:
    """`lines` (what, keys), as `key_lines` and a window's `shortcut_lines` give them, as a Markdown table under
    the headers `what` and `keys` (the README's key lists are written so, from the windows' own tables)."""
    def cell(text: str) -> str:
        return text.replace("|", "\\|")

    rows = [f"| {what} | {keys} |", "|---|---|"]
    rows += [f"| {cell(name)} | {cell(shown)} |" for name, shown in lines]
    return "\n".join(rows) + "\n"


__all__ = [
    "ActionSpec",
    "Key",
    "KeyTable",
    "key_lines",
    "key_name",
    "keys_text",
    "make_action",
    "markdown_keys",
    "retranslate_action",
    "sequences",
    "shown_keys",
    "tooltip",
]
