"""A table's header whose titles wrap, so that a side view's columns are as narrow as their numbers allow (both
games' side views: "Copies / left", "Bets / decided")."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QHeaderView, QWidget

HEADER_LINES: Final = 2
"""A column's title may wrap onto this many lines ("Copies / left"), so that the numbers under it set its width."""

LEAST_SECTION: Final = 24
"""The narrowest a section gets (a stretched one, when the others take the view's width)."""


class WrappingHeader(QHeaderView):
    """A horizontal header whose titles wrap onto `HEADER_LINES` lines, each section as narrow as that allows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        # A stretched section is never narrower than the default size: let it shrink to what the others leave.
        self.setMinimumSectionSize(LEAST_SECTION)
        self.setDefaultSectionSize(LEAST_SECTION)

    def sectionSizeFromContents(self, logical_index: int) -> QSize:
        """The title's size wrapped at the narrowest width that keeps it to `HEADER_LINES` lines."""
        size = super().sectionSizeFromContents(logical_index)
        model = self.model()
        if model is None:
            return size
        text = str(model.headerData(logical_index, self.orientation(), Qt.ItemDataRole.DisplayRole) or "")
        if not text:
            return size
        metrics = QFontMetrics(self.font())
        whole = metrics.horizontalAdvance(text)
        flags = int(Qt.TextFlag.TextWordWrap)
        most = metrics.lineSpacing() * HEADER_LINES
        low = max(metrics.horizontalAdvance(word) for word in text.split())
        high = max(low, whole)
        while low < high:
            middle = (low + high) // 2
            if metrics.boundingRect(QRect(0, 0, middle, 10_000), flags, text).height() <= most:
                high = middle
            else:
                low = middle + 1
        padding = size.width() - whole
        return QSize(low + padding, max(size.height(), most + size.height() - metrics.height()))


__all__ = ["HEADER_LINES", "LEAST_SECTION", "WrappingHeader"]
