"""The case-keeper of both tables (the abacus by the banker or the dealer), drawn on the cloth in the table's style.

One column a rank: its index as the cards print it, a bar that fills as its copies go and the copies left under it;
the ranks staked (a gold ring) or pointed at (a pale ring) are marked, and the last line says the expected value of a
stake on each of them now, in percent. Each column's tooltip gives the counts and the exact fractions. It draws a
`KeeperPicture` (app/keeper.py), which each game's aids make from the records its table has shown; it holds no rule.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent, QStyleOptionGraphicsItem, QWidget

from shtoss_desktop.app.keeper import KeeperColumn, KeeperPicture
from shtoss_desktop.ui.table.card_art import rank_label
from shtoss_desktop.ui.table.items import GOLD, INK, MUTED

SMALL_TEXT: Final = 14.0
"""The keeper's numbers, in scene units (as the casino's other small text)."""
LABEL_TEXT: Final = 15.0
"""The keeper's heading and indices, in scene units."""
POINTED: Final = QColor("#7fd1ff")
"""The ring of the rank pointed at (the casino's cursor colour)."""
GONE_ALL: Final = QColor("#b3261e")
"""The bar of a rank with every copy gone."""


def _font(pixels: float, *, bold: bool = True) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, round(pixels)))
    if bold:
        font.setWeight(QFont.Weight.Bold)
    return font


class CaseKeeperItem(QGraphicsItem):
    """The case-keeper: a framed row of rank columns (see the module docstring), centred on its position."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.picture = KeeperPicture("", 0, ())
        self.width = 300.0
        self.height = 130.0
        self.setAcceptHoverEvents(True)

    def set_picture(self, picture: KeeperPicture) -> None:
        """Show `picture` (repainted only when it changed)."""
        if picture != self.picture:
            self.picture = picture
            self.update()

    def set_size(self, width: float, height: float) -> None:
        """Resize the keeper."""
        if (width, height) != (self.width, self.height):
            self.prepareGeometryChange()
            self.width, self.height = width, height

    def frame(self) -> QRectF:
        """The keeper's frame, in item coordinates."""
        return QRectF(-self.width / 2, -self.height / 2, self.width, self.height)

    def column_rect(self, index: int) -> QRectF:
        """The rectangle of the `index`-th column (above the last line)."""
        frame = self.frame()
        count = max(1, len(self.picture.columns))
        column = (frame.width() - 12) / count
        return QRectF(frame.left() + 6 + index * column, frame.top() + 24, column, frame.height() - 30 - SMALL_TEXT)

    def column_at(self, point: QPointF) -> KeeperColumn | None:
        """The column under `point` (item coordinates), if any."""
        for index, column in enumerate(self.picture.columns):
            if self.column_rect(index).contains(point):
                return column
        return None

    def boundingRect(self) -> QRectF:
        """The frame and its outline."""
        return self.frame().adjusted(-2, -2, 2, 2)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """The tooltip is the column's under the mouse (the whole keeper's heading elsewhere)."""
        column = self.column_at(event.pos())
        self.setToolTip(column.tip if column is not None else self.picture.title)
        super().hoverMoveEvent(event)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """A dark frame, the heading, and a column per rank."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        frame = self.frame()
        painter.setPen(QPen(QColor(232, 194, 106, 120), 1.2))
        painter.setBrush(QColor(10, 24, 16, 190))
        painter.drawRoundedRect(frame, 8, 8)
        heading = _font(LABEL_TEXT)
        painter.setFont(heading)
        painter.setPen(INK)
        heading_rect = QRectF(frame.left() + 6, frame.top() + 3, frame.width() - 12, 20)
        title = QFontMetricsF(heading).elidedText(self.picture.title, Qt.TextElideMode.ElideRight,
                                                  heading_rect.width())
        painter.drawText(heading_rect, Qt.AlignmentFlag.AlignCenter, title)
        if not self.picture.copies:
            return
        for index, column in enumerate(self.picture.columns):
            self._paint_column(painter, self.column_rect(index), column)
        if self.picture.footer:
            footer = _font(SMALL_TEXT)
            painter.setFont(footer)
            painter.setPen(GOLD)
            line = QRectF(frame.left() + 6, frame.bottom() - SMALL_TEXT - 8, frame.width() - 12, SMALL_TEXT + 4)
            painter.drawText(line, Qt.AlignmentFlag.AlignCenter, QFontMetricsF(footer).elidedText(
                self.picture.footer, Qt.TextElideMode.ElideRight, line.width()))

    def _paint_column(self, painter: QPainter, rect: QRectF, column: KeeperColumn) -> None:
        copies = self.picture.copies
        line = SMALL_TEXT + 4
        ring = GOLD if column.staked else POINTED if column.rank is self.picture.pointed else None
        if ring is not None:
            painter.setPen(QPen(ring, 1.6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 0, -1, 0), 5, 5)
        done = column.left == 0
        painter.setFont(_font(LABEL_TEXT))
        painter.setPen(MUTED if done else INK)
        # The deck's own index (В, Д, К, Т in the Russian interface), as the cards print it.
        painter.drawText(QRectF(rect.left(), rect.top(), rect.width(), line), Qt.AlignmentFlag.AlignCenter,
                         rank_label(column.rank))
        bar_top, bar_bottom = rect.top() + line + 2, rect.bottom() - line - 2
        bar = QRectF(rect.center().x() - rect.width() * 0.2, bar_top, rect.width() * 0.4,
                     max(4.0, bar_bottom - bar_top))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 30))
        painter.drawRect(bar)
        filled = bar.height() * min(column.gone, copies) / copies
        painter.setBrush(GONE_ALL if done else GOLD)
        painter.drawRect(QRectF(bar.left(), bar.bottom() - filled, bar.width(), filled))
        painter.setFont(_font(SMALL_TEXT, bold=False))
        painter.setPen(MUTED if done else INK)
        painter.drawText(QRectF(rect.left(), bar.bottom() + 1, rect.width(), line), Qt.AlignmentFlag.AlignCenter,
                         str(column.left))


__all__ = ["CaseKeeperItem"]
