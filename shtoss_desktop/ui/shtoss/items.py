"""The shtoss table's own items: chip stacks, the banker's deck, the chalk on the cloth and the spots of the piles.

The cards, the name plates and the labels are the items both tables share (ui/table/items.py). Like them, these
hold what they show (an amount, a count, a word) but never a rule: the table scene decides what each item shows
from the game's state and the events. They hold no animation and no timer: what moves is a Qt property (`pos`),
animated only by the scene's one `TableAnimator` (ui/table/animator.py; see "Who owns what on the table" in
DEVELOPERS.md).
"""

from __future__ import annotations

import math
from typing import Final

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from shtoss_desktop.ui.table.chip_art import chip_stack_rect, paint_chip_stack
from shtoss_desktop.ui.table.cloth import CARD_HEIGHT, CardArt
from shtoss_desktop.ui.table.fonts import table_font
from shtoss_desktop.ui.table.items import GOLD, SHADOW

TEXT_PIXELS: Final = 22.0
"""The smallest text the table writes, in scene pixels: on a 1024x600 screen (less a title bar and the panel's
tallest page) the table is zoomed to about 0.51, and this still reads at ~11 screen pixels
(chip_art.LABEL_PIXELS is the same)."""

_CHALK: Final = QColor(240, 238, 228, 225)


class ChipsItem(QGraphicsObject):
    """An amount in chips: one stack per denomination with the amount written beneath; a `pile` (the bank)
    is split into enough chips to look like the sum it is (see `chip_art.pile_breakdown`)."""

    MAX_PER_STACK: Final = 8
    """The tallest a stack grows: the amount beyond shows in its label."""

    def __init__(
        self, amount: int, *, diameter: float = 22.0, pile: bool = False, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.amount = amount
        self.diameter = diameter
        self.pile = pile
        self._bounds = self._measure()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _measure(self) -> QRectF:
        return chip_stack_rect(
            QPointF(0, 0), self.amount, chip_diameter=self.diameter, max_per_stack=self.MAX_PER_STACK, pile=self.pile
        )

    def set_amount(self, amount: int, diameter: float | None = None) -> None:
        """Show another amount (and chip size)."""
        diameter = self.diameter if diameter is None else diameter
        if amount != self.amount or diameter != self.diameter:
            self.prepareGeometryChange()
            self.amount, self.diameter = amount, diameter
            self._bounds = self._measure()
            self.update()

    def boundingRect(self) -> QRectF:
        """Where the stacks and the label paint (measured when the amount changes: the scene asks often)."""
        return QRectF(self._bounds)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Paint the stacks, standing on the item's position."""
        paint_chip_stack(
            painter,
            QPointF(0, 0),
            self.amount,
            chip_diameter=self.diameter,
            max_per_stack=self.MAX_PER_STACK,
            pile=self.pile,
        )



EDGE: Final = QColor("#f4f0e6")
"""A card's edge seen in the deck: cream, as the stack's layers."""
EDGE_SHADE: Final = QColor("#e6e0d2")
"""Every other edge of the spread a shade darker, so that the eye counts cards, not a band."""
EDGE_LINE: Final = QColor("#6f6a60")
"""The line along each card's edge."""


class DeckItem(QGraphicsObject):
    """The banker's deck (the shtoss) below its top cards: a stack whose thickness follows the count.

    Before the cut it is face down; when the human may cut, it fans out along its edge so that a click on
    one card's edge chooses where to cut, and `cutChosen(position)` is emitted.
    """

    cutChosen = Signal(int)
    """The human clicked the deck's edge: cut this many cards from the top to the bottom."""

    SPREAD: Final = 3.2
    """The distance between neighbouring cards' edges when the deck fans out for the cut."""

    def __init__(self, art: CardArt, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self.count = 0
        self.size = 52
        self.cuttable = False
        self._hover: int | None = None
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_deck(self, count: int, size: int, *, cuttable: bool) -> None:
        """Show `count` cards of a `size`-card deck; fan it out when it may be cut."""
        if (count, size, cuttable) != (self.count, self.size, self.cuttable):
            self.prepareGeometryChange()
            self.count, self.size, self.cuttable = count, size, cuttable
            self._hover = None
            self.setCursor(Qt.CursorShape.PointingHandCursor if cuttable else Qt.CursorShape.ArrowCursor)
            self.setToolTip(
                QCoreApplication.translate(
                    "TableScene", "Снять колоду: click the edge of a card to cut the banker's deck there"
                )
                if cuttable
                else ""
            )
            self.update()

    def _layers(self) -> int:
        return 0 if self.count <= 0 else max(1, min(10, math.ceil(self.count / 5)))

    def boundingRect(self) -> QRectF:
        """The stack or the fan, centred on the top card's position."""
        width, height = self._art.card_width, CARD_HEIGHT
        if self.cuttable:
            span = (self.size - 1) * self.SPREAD
            return QRectF(-width / 2 - span / 2 - 4, -height / 2 - 4, width + span + 12, height + 12)
        if not self._layers():
            return QRectF()
        depth = self._layers() * 0.9
        return QRectF(-width / 2 - 4, -height / 2 - 4, width + depth + 12, height + depth + 12)

    def _fan_left(self) -> float:
        return -(self.size - 1) * self.SPREAD / 2

    def position_at(self, x: float) -> int:
        """The cut position for a click at item x (0 to size - 1)."""
        width = self._art.card_width
        index = math.floor((x - self._fan_left() + width / 2) / self.SPREAD)
        return max(0, min(self.size - 1, index))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Paint the stack (or the fan for cutting)."""
        width, height = self._art.card_width, CARD_HEIGHT
        back = self._art.pixmap(None)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.cuttable:
            self._paint_spread(painter, back)
            return
        layers = self._layers()
        if not layers:
            return  # no cards, no stack: not even its shadow
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SHADOW)
        painter.drawRoundedRect(
            QRectF(-width / 2 + 3, -height / 2 + 4, width + layers * 0.9, height + layers * 0.9), 6, 6
        )
        for layer in range(layers, 0, -1):
            rect = QRectF(-width / 2 + layer * 0.9, -height / 2 + layer * 0.9, width, height)
            painter.setPen(QPen(QColor("#9a968c"), 0.8))
            painter.setBrush(QBrush(QColor("#f4f0e6")))
            painter.drawRoundedRect(rect, 6, 6)
        rect = QRectF(-width / 2, -height / 2, width, height)
        painter.drawPixmap(rect, back, QRectF(back.rect()))

    def _paint_spread(self, painter: QPainter, back: QPixmap) -> None:
        """The deck spread along its edge for the cut: its shadow, each card's cream edge with a dark line (the
        same with every back, whose white rim 3 px apart made stripes), the top card's back whole at the right, and
        the edge under the pointer in gold."""
        width, height = self._art.card_width, CARD_HEIGHT
        left = self._fan_left()
        span = (self.size - 1) * self.SPREAD
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SHADOW)
        painter.drawRoundedRect(QRectF(left - width / 2 + 3, -height / 2 + 4, width + span, height), 6, 6)
        # Each edge on a whole device pixel, one pixel wide: at 3 px apart a line between pixels blurs into the next.
        to_device = painter.worldTransform()
        to_item, _invertible = to_device.inverted()
        line = QPen(EDGE_LINE, 1.0)
        line.setCosmetic(True)
        outline = QPen(EDGE_LINE, 0.9)
        painter.setPen(outline)
        painter.setBrush(QBrush(EDGE))
        painter.drawRoundedRect(QRectF(left - width / 2, -height / 2, width + span, height), 6, 6)
        for index in range(self.size - 1):
            x = left + index * self.SPREAD - width / 2
            device = to_device.map(QPointF(x, 0))
            x = to_item.map(QPointF(math.floor(device.x()) + 0.5, device.y())).x()
            if index:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QBrush(EDGE if index % 2 else EDGE_SHADE))
                painter.drawRect(QRectF(x, -height / 2 + 1, self.SPREAD, height - 2))
                painter.setPen(line)
                painter.drawLine(QPointF(x, -height / 2 + 1), QPointF(x, height / 2 - 1))
        top = QRectF(left + span - width / 2, -height / 2, width, height)
        painter.drawPixmap(top, back, QRectF(back.rect()))
        painter.setPen(outline)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(top, 6, 6)
        if self._hover is not None:
            x = left + self._hover * self.SPREAD - width / 2
            painter.setPen(QPen(GOLD, 2.5))
            painter.drawLine(QPointF(x, -height / 2 + 4), QPointF(x, height / 2 - 4))

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """Show where a click would cut."""
        if self.cuttable:
            position = self.position_at(event.pos().x())
            if position != self._hover:
                self._hover = position
                self.update()
        super().hoverMoveEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """Forget the hover mark."""
        if self._hover is not None:
            self._hover = None
            self.update()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click on the fanned deck chooses the cut."""
        if self.cuttable and event.button() is Qt.MouseButton.LeftButton:
            self.cutChosen.emit(self.position_at(event.pos().x()))
            event.accept()
            return
        super().mousePressEvent(event)



class ChalkItem(QGraphicsObject):
    """Words or a number chalked on the cloth, centred on its position, one or more lines: which pile kills
    and which gives, and each staked card's kush, as the punters of the story chalked it."""

    def __init__(self, text: str = "", *, pixel_size: float = TEXT_PIXELS, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._text = text
        self._font = table_font(pixel_size)
        self._font.setItalic(True)  # a hand's slant
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def text(self) -> str:
        """The words chalked (lines joined by newlines)."""
        return self._text

    @property
    def pixel_size(self) -> int:
        """The chalk's letter size in scene pixels."""
        return self._font.pixelSize()

    def set_text(self, text: str) -> None:
        """Chalk other words."""
        if text != self._text:
            self.prepareGeometryChange()
            self._text = text
            self.update()

    def boundingRect(self) -> QRectF:
        """The lines, centred on the position."""
        if not self._text:
            return QRectF()
        metrics = QFontMetricsF(self._font)
        # As drawText lays the lines out, with room for the slant and the smudge.
        text = metrics.boundingRect(QRectF(), Qt.AlignmentFlag.AlignCenter, self._text)
        width, height = text.width() + metrics.height() * 0.4 + 4, text.height() + 6
        return QRectF(-width / 2, -height / 2, width, height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Chalk: pale, a little smudged (a faint offset stroke under the letters)."""
        if not self._text:
            return
        rect = self.boundingRect()
        painter.setFont(self._font)
        painter.setPen(QColor(238, 236, 226, 60))
        painter.drawText(rect.translated(0.8, 0.6), Qt.AlignmentFlag.AlignCenter, self._text)
        painter.setPen(_CHALK)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)



class SpotItem(QGraphicsItem):
    """A faint outline on the baize where a pile lies, so an empty pile still has its place."""

    def __init__(self, width: float, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(-width / 2, -height / 2, width, height)

    def set_size(self, width: float, height: float) -> None:
        """Resize the outline."""
        rect = QRectF(-width / 2, -height / 2, width, height)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect

    def boundingRect(self) -> QRectF:
        """The outline with its pen."""
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Paint a dashed rounded outline."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pen = QPen(QColor(255, 240, 200, 70), 1.6, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(0, 0, 0, 22))
        painter.drawRoundedRect(self._rect, 8, 8)


__all__ = ["TEXT_PIXELS", "ChalkItem", "ChipsItem", "DeckItem", "SpotItem"]
