"""The keyboard shortcuts dialog: every shortcut of the window in a table tall enough for all of them where the screen
allows (it scrolls on a small one), under a title shown whole, with the window's note on how its keys behave."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

translate = QCoreApplication.translate

WIDTH: Final = 520
"""The dialog's width (the list's two columns and the note read well at it)."""


def default_note() -> str:
    """What the list says of the keys unless the window says otherwise (`GameWindow.shortcuts_note`)."""
    return translate(
        "GameWindow",
        "Single keys work wherever the focus is. The digits type the kush, in the kush field or on your deck. "
        "Enter presses the button that has the focus (ringed), and on your deck chooses the card under the "
        "mark; Space never presses a button.",
    )


class ShortcutsDialog(QDialog):
    """Every keyboard shortcut of the window in a table that scrolls, under a title shown whole."""

    def __init__(self, lines: list[tuple[str, str]], parent: QWidget | None = None, *,
                 note: Callable[[], str] | None = None) -> None:
        """`lines`: (what, keys) in the language installed; `note` gives the words above them in the language
        installed (by default the shtoss window's)."""
        super().__init__(parent)
        self._note = note if note is not None else default_note
        self.setObjectName("shortcutsDialog")
        self.table = QTableWidget(len(lines), 2, self)
        self.table.setObjectName("shortcutsTable")
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        # A long action name wraps onto a second line of its row, never cut with "…".
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        for row, (name, keys) in enumerate(lines):
            self.table.setItem(row, 0, QTableWidgetItem(name))
            item = QTableWidgetItem(keys)
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            self.table.setItem(row, 1, item)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self._layout = QVBoxLayout(self)
        self._layout.addWidget(self.note)
        self._layout.addWidget(self.table, 1)
        self._layout.addWidget(self.buttons)
        self.retranslate_ui()
        self.resize(WIDTH, self.whole_height(WIDTH))

    def _row_heights(self, width: int) -> int:
        """The rows' heights together with the dialog `width` wide: a row as tall as its name wrapped in the first
        column needs (a line's height at least)."""
        table = self.table
        margins = self._layout.contentsMargins()
        scroll_bar = table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        column = (width - margins.left() - margins.right() - 2 * table.frameWidth() - scroll_bar
                  - table.sizeHintForColumn(1) - 8)
        line = table.verticalHeader().defaultSectionSize()
        metrics = table.fontMetrics()
        total = 0
        for row in range(table.rowCount()):
            item = table.item(row, 0)
            text = item.text() if item is not None else ""
            wrapped = metrics.boundingRect(QRect(0, 0, max(column, 1), 100_000), Qt.TextFlag.TextWordWrap, text)
            total += max(line, wrapped.height() + 8)
        return total

    def whole_height(self, width: int) -> int:
        """The height at which the dialog, `width` wide, shows every line without scrolling (the window then fits
        it to the screen: on a small one the list scrolls)."""
        layout = self._layout
        margins = layout.contentsMargins()
        rows = self._row_heights(width)
        table = rows + self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth()
        note = self.note.heightForWidth(width - margins.left() - margins.right())
        return (margins.top() + note + layout.spacing() + table + layout.spacing()
                + self.buttons.sizeHint().height() + margins.bottom())

    def retranslate_ui(self) -> None:
        """Write the title, the note and the headers in the language installed."""
        self.setWindowTitle(translate("GameWindow", "Keyboard shortcuts"))
        self.note.setText(self._note())
        self.table.setHorizontalHeaderLabels(
            [translate("GameWindow", "Action"), translate("GameWindow", "Keys")]
        )
        # The window manager's title bar must show the whole title: it gets at least its width and a margin.
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance(self.windowTitle()) + 160)

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes."""
        if event.type() is QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["WIDTH", "ShortcutsDialog", "default_note"]
