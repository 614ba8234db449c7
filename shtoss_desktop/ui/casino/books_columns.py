"""The casino books' odds table in a narrow side panel: rows a line high, and the column that only repeats another
(the chance of losing, which is one less the chance of winning) hidden while the panel has not the room for every
column whole; the table then never scrolls sideways (tests/ui/casino/test_casino_room.py checks it at 800x500)."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QTableView

ROW_PADDING: Final = 6
"""Above and below a row's line of text."""


def needed_width(view: QTableView, column: int) -> int:
    """The width a column needs for its title (wrapped) and every cell whole, shown or hidden."""
    title = view.horizontalHeader().sectionSizeFromContents(column).width()
    return max(view.sizeHintForColumn(column), title)


class OptionalColumn(QObject):
    """Hides `column` of `view` while the view's viewport is narrower than every column needs, and shows it again
    when the room is back; the view's rows are made a line high, so that its ranks need no vertical scroll bar
    either where the panel is tall enough. The view's child: it lives as long as the view."""

    def __init__(self, view: QTableView, column: int) -> None:
        super().__init__(view)
        self._view = view
        self._column = column
        row_height = QFontMetrics(view.font()).height() + ROW_PADDING
        view.verticalHeader().setMinimumSectionSize(row_height)
        view.verticalHeader().setDefaultSectionSize(row_height)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # Kept, not asked of the view at each event: events still come while the view is being deleted.
        self._viewport = view.viewport()
        self._viewport.installEventFilter(self)
        model = view.model()
        model.modelReset.connect(self.fit)
        model.dataChanged.connect(self.fit)
        model.headerDataChanged.connect(self.fit)

    def fits_every_column(self) -> bool:
        """Whether every column, the optional one too, fits the viewport whole."""
        view = self._view
        total = sum(needed_width(view, column) for column in range(view.model().columnCount()))
        return total <= view.viewport().width()

    def fit(self) -> None:
        """Show the optional column where every column fits, else hide it."""
        hidden = not self.fits_every_column()
        if hidden != self._view.isColumnHidden(self._column):
            self._view.setColumnHidden(self._column, hidden)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The viewport's resizes (the panel's width, a scroll bar appearing) fit the columns again."""
        if watched is self._viewport and event.type() is QEvent.Type.Resize:
            self.fit()
        return False


__all__ = ["ROW_PADDING", "OptionalColumn", "needed_width"]
