"""The items both card tables show: a card, a player's name plate and a line of text on a pill.

Every card paints from its scene's `CardArt` (ui/table/cloth.py: a theme and a pixmap cache), so a card costs one
pixmap blit. Items hold what they show (a card, a name, a text) but never a rule: each table's scene decides what
its items show. Items hold no animation and no timer: what moves is a Qt property (`pos`, `opacity`, and a card's
`flip`), animated only by the scene's one `TableAnimator` (ui/table/animator.py), so an item can never call into an
animation Qt has deleted (see "Who owns what on the table" in DEVELOPERS.md). The shtoss table adds its chips, deck
and chalk (ui/shtoss/items.py), the casino its spots, boxes and bets (ui/casino/items.py).
"""

from __future__ import annotations

import enum
import math
from typing import Final

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from shtoss_desktop.core.cards import Card
from shtoss_desktop.ui.table.card_art import bent_corners_outline, paint_bent_corners
from shtoss_desktop.ui.table.cloth import CARD_HEIGHT, CardArt
from shtoss_desktop.ui.table.fonts import table_font

SHADOW: Final = QColor(0, 0, 0, 70)
"""The shadow a card or a deck casts on the cloth."""
GOLD: Final = QColor("#e8c26a")
"""The table's gilt: the rim of the plate whose turn it is, the human's name, a highlighted edge."""
INK: Final = QColor("#f7eed8")
"""The table's writing: names, money, labels."""
MUTED: Final = QColor("#c9d8c7")
"""The table's quieter writing: a plate's role, a gone player's money."""
_PLATE: Final = QColor(14, 30, 22, 205)


class Mark(enum.StrEnum):
    """What a face-up staked card shows: how it was decided."""

    KILLED = "killed"
    """Убита: the banker won it."""
    GIVEN = "given"
    """Дана: the punter won it."""
    VOID = "void"
    """Neither won (the last card under the pharaon rules)."""
    OFFERED = "offered"
    """A stake waiting for the banker's consent."""


_MARK_COLOURS: Final = {
    Mark.KILLED: QColor("#b3261e"),
    Mark.GIVEN: QColor("#2e7d32"),
    Mark.VOID: QColor("#5f6368"),
    Mark.OFFERED: QColor("#b8860b"),
}


def _bold_font(pixels: float) -> QFont:
    return table_font(max(6, round(pixels)), bold=True)



class CardItem(QGraphicsObject):
    """One card, centred on its position: face up or down, with bent corners (paroli) and a decision mark.

    A flip is the Qt property `flip`, from -1 (the old side, flat) through 0 (edge on) to 1 (the new side,
    flat); the table animates it and the card only paints what it is given.
    """

    def __init__(
        self,
        art: CardArt,
        card: Card | None,
        *,
        face_up: bool = False,
        height: float = CARD_HEIGHT,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._art = art
        self.card = card
        self.face_up = face_up
        self.corners = 0
        self.mark: Mark | None = None
        self.height = height
        self._flip = 1.0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def shows_face(self) -> bool:
        """Whether the face is what is painted now (mid-flip the old side shows until half-way)."""
        return self.face_up and self.card is not None

    def _size(self) -> tuple[float, float]:
        return self.height * self._art.theme.aspect, self.height

    def boundingRect(self) -> QRectF:
        """The card with room for its shadow and its mark."""
        width, height = self._size()
        return QRectF(-width / 2 - 4, -height / 2 - 10, width + 14, height + 16)

    def card_rect(self) -> QRectF:
        """The card's own rectangle in item coordinates."""
        width, height = self._size()
        return QRectF(-width / 2, -height / 2, width, height)

    def set_look(self, *, face_up: bool, corners: int = 0, mark: Mark | None = None) -> bool:
        """Change what the card shows; return whether the side changed (the caller may animate a flip)."""
        flipped = face_up != self.face_up
        if flipped or corners != self.corners or mark != self.mark:
            self.prepareGeometryChange()
            self.face_up, self.corners, self.mark = face_up, corners, mark
            self.update()
        return flipped

    def flip_value(self) -> float:
        """How far the card has turned (see `flip`)."""
        return self._flip

    def set_flip(self, value: float) -> None:
        """Turn the card this far (see `flip`): painted squeezed sideways, the old side until edge on."""
        progress = max(-1.0, min(1.0, float(value)))
        if progress == self._flip:
            return
        self._flip = progress
        scale = max(0.02, abs(progress))
        self.setTransform(QTransform().scale(scale, 1.0))
        self.update()

    flip = Property(float, flip_value, set_flip)
    """How far the card has turned: -1 the old side flat, 0 edge on, 1 the side it shows now, flat."""

    def lie_flat(self) -> None:
        """End any turn: the card lies flat showing its side (the table calls it when a move is cut short)."""
        self.set_flip(1.0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Paint the shadow, the card (the old side while the flip is in its first half) and the mark."""
        rect = self.card_rect()
        # In the first half of a flip the old side still shows.
        face = self.shows_face if self._flip >= 0 else not self.face_up and self.card is not None
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SHADOW)
        radius = rect.width() * 0.055
        painter.drawRoundedRect(rect.translated(2.5, 3.5), radius, radius)
        pixmap = self._art.pixmap(self.card if face else None, self.height)
        if not face and self.corners:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setClipPath(bent_corners_outline(rect, self.corners))
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
            painter.restore()
            paint_bent_corners(painter, rect, self.corners)
        else:
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self.mark is not None and (face or self.mark is Mark.OFFERED):
            self._paint_mark(painter, rect)

    def _paint_mark(self, painter: QPainter, rect: QRectF) -> None:
        assert self.mark is not None
        colour = _MARK_COLOURS[self.mark]
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.mark is Mark.KILLED:
            painter.fillRect(rect.adjusted(2, 2, -2, -2), QColor(40, 0, 0, 60))
        centre = QPointF(rect.right() - 4, rect.top() + 2)
        radius = rect.width() * 0.2
        painter.setPen(QPen(QColor("#fff8e7"), 2.0))
        painter.setBrush(colour)
        painter.drawEllipse(centre, radius, radius)
        painter.setPen(
            QPen(
                QColor("#ffffff"),
                radius * 0.28,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        r = radius * 0.45
        if self.mark is Mark.KILLED:
            painter.drawLine(centre + QPointF(-r, -r), centre + QPointF(r, r))
            painter.drawLine(centre + QPointF(-r, r), centre + QPointF(r, -r))
        elif self.mark is Mark.GIVEN:
            path = QPainterPath(centre + QPointF(-r, 0.05 * r))
            path.lineTo(centre + QPointF(-0.25 * r, 0.75 * r))
            path.lineTo(centre + QPointF(r, -0.7 * r))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        elif self.mark is Mark.VOID:
            painter.drawLine(centre + QPointF(-r, 0), centre + QPointF(r, 0))
        else:
            painter.setFont(_bold_font(radius * 1.3))
            painter.drawText(
                QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                Qt.AlignmentFlag.AlignCenter,
                "?",
            )
        painter.restore()



PLATE_PADDING: Final = 8.0
"""A plate's text keeps this far from its left and right edges."""
PLATE_GAP: Final = 6.0
"""Between a plate's name and its money."""


class PlateItem(QGraphicsObject):
    """A player's name plate: name, role and money; gold-rimmed when it is his turn, marked for the human.

    Beside: the name and the money on the first line, the role under them. Stacked (`set_stacked`, for plates too
    narrow to hold a long name beside the money): the name alone on the first line, the money under it and no role
    (the table says it in the plate's tooltip; the human's plate is told by its colours)."""

    WIDTH: Final = 186.0
    HEIGHT: Final = 50.0
    """The default plate's size; a plate with larger text (`text_pixels`) is taller (see `height`)."""

    def __init__(self, name: str, parent: QGraphicsItem | None = None, *, text_pixels: float = 0.0) -> None:
        super().__init__(parent)
        self.name = name
        # 0: the default look (a 15 px name over a 12 px role); otherwise every line in this size.
        self.text_pixels = text_pixels
        self.height = self.HEIGHT if not text_pixels else round(text_pixels * 2.6 + 10)
        self.role = ""
        self.money = ""
        self.human = False
        self.active = False
        self.gone = False
        self.width = self.WIDTH
        self.stacked = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_width(self, width: float) -> None:
        """Narrow the plate when the seats are close together."""
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width
            self.update()

    def set_stacked(self, stacked: bool) -> None:
        """Write the name alone on the first line, the money under it (see the class docstring)."""
        if stacked != self.stacked:
            self.stacked = stacked
            self.update()

    def set_content(self, *, role: str, money: str, human: bool, active: bool, gone: bool) -> None:
        """Update the plate's texts and state."""
        new = (role, money, human, active, gone)
        if new != (self.role, self.money, self.human, self.active, self.gone):
            self.role, self.money, self.human, self.active, self.gone = new
            self.update()

    def _fonts(self) -> tuple[QFont, QFont, QFont]:
        """The name's, the money's and the role's fonts."""
        pixels = self.text_pixels
        return _bold_font(pixels or 15), _bold_font(pixels or 14), table_font(pixels or 12)

    def name_width(self) -> float:
        """The width the whole name takes."""
        return QFontMetricsF(self._fonts()[0]).horizontalAdvance(self.name)

    def _money_width(self) -> float:
        return QFontMetricsF(self._fonts()[1]).horizontalAdvance(self.money) if self.money else 0.0

    def name_room(self) -> float:
        """The width the name has: the plate's line less the money and a gap, or the whole line when stacked (the
        name is elided to it)."""
        beside = 0.0 if self.stacked else self._money_width() + PLATE_GAP
        return max(0.0, self.width - 2 * PLATE_PADDING - beside)

    def needed_width(self, *, stacked: bool | None = None) -> float:
        """The width the plate needs (beside, or stacked: `stacked`, by default as it is) for its whole name and its
        money, and beside, for its whole role too."""
        stacked = self.stacked if stacked is None else stacked
        if stacked:
            return math.ceil(max(self.name_width(), self._money_width()) + 2 * PLATE_PADDING)
        top = self.name_width() + PLATE_GAP + self._money_width()
        return math.ceil(max(top, QFontMetricsF(self._fonts()[2]).horizontalAdvance(self.role)) + 2 * PLATE_PADDING)

    def boundingRect(self) -> QRectF:
        """The plate, centred on its position, with its glow."""
        return QRectF(-self.width / 2 - 6, -self.height / 2 - 6, self.width + 12, self.height + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Paint the plate."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(-self.width / 2, -self.height / 2, self.width, self.height)
        if self.active:
            for grow, alpha in ((6, 40), (3, 80)):
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(232, 194, 106, alpha))
                painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), 12 + grow, 12 + grow)
        painter.setBrush(_PLATE if not self.gone else QColor(30, 30, 30, 150))
        border = GOLD if self.active else QColor(232, 194, 106, 110) if self.human else QColor(255, 255, 255, 45)
        painter.setPen(QPen(border, 2.0 if self.active or self.human else 1.0))
        painter.drawRoundedRect(rect, 12, 12)
        pixels = self.text_pixels
        name_font = _bold_font(pixels or 15)
        painter.setFont(name_font)
        painter.setPen(GOLD if self.human else INK)
        line = (self.height - 8) / 2 if pixels else 22.0
        top = QRectF(rect.left() + PLATE_PADDING, rect.top() + 4, rect.width() - 2 * PLATE_PADDING, line)
        metrics = QFontMetricsF(name_font)
        painter.drawText(
            top,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, self.name_room()),
        )
        bottom = QRectF(
            rect.left() + PLATE_PADDING, top.bottom(), rect.width() - 2 * PLATE_PADDING, line if pixels else 18.0
        )
        painter.setFont(_bold_font(pixels or 14))
        painter.setPen(INK if not self.gone else MUTED)
        painter.drawText(bottom if self.stacked else top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         self.money)
        small = table_font(pixels or 12)
        painter.setFont(small)
        painter.setPen(MUTED)
        if not self.stacked:
            painter.drawText(
                bottom,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                QFontMetricsF(small).elidedText(self.role, Qt.TextElideMode.ElideRight, bottom.width()),
            )



class LabelItem(QGraphicsObject):
    """A line of text on a dark pill, centred on its position (pile names, counts, the status line)."""

    def __init__(
        self,
        text: str = "",
        *,
        pixel_size: float = 13.0,
        bold: bool = False,
        max_width: float = 0.0,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._text = text
        self._font = table_font(pixel_size, bold=bold)
        self.max_width = max_width
        self.min_pixel_size = self._font.pixelSize()
        """The smallest size a text wider than `max_width` is written at before it is elided (its own: never)."""
        self.colour = INK
        self._pill_alpha = 110
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def text(self) -> str:
        """The text shown."""
        return self._text

    @property
    def pixel_size(self) -> int:
        """The text's size in scene pixels."""
        return self._font.pixelSize()

    def set_pill_alpha(self, alpha: int) -> None:
        """How dark the pill under the text is (0-255): a message others' moves pass under is kept legible."""
        if alpha != self._pill_alpha:
            self._pill_alpha = alpha
            self.update()

    def set_text(self, text: str) -> None:
        """Show another text."""
        if text != self._text:
            self.prepareGeometryChange()
            self._text = text
            self.update()

    def set_max_width(self, width: float) -> None:
        """Elide the text beyond this width (0: never)."""
        if width != self.max_width:
            self.prepareGeometryChange()
            self.max_width = width
            self.update()

    def set_min_pixel_size(self, size: int) -> None:
        """Let a text wider than `max_width` be written smaller, down to `size` pixels, before it is elided."""
        if size != self.min_pixel_size:
            self.prepareGeometryChange()
            self.min_pixel_size = size
            self.update()

    def written_font(self) -> QFont:
        """The font the text is written in: its own, or smaller (down to `min_pixel_size`) where it is too wide."""
        font = QFont(self._font)
        if self.max_width <= 0:
            return font
        for size in range(self._font.pixelSize(), self.min_pixel_size - 1, -1):
            font.setPixelSize(size)
            metrics = QFontMetricsF(font)
            if metrics.horizontalAdvance(self._text) <= self.max_width - metrics.height():
                break
        return font

    def _shown(self) -> str:
        metrics = QFontMetricsF(self.written_font())
        if self.max_width > 0:
            return metrics.elidedText(self._text, Qt.TextElideMode.ElideRight, self.max_width - metrics.height())
        return self._text

    def boundingRect(self) -> QRectF:
        """The pill."""
        if not self._text:
            return QRectF()
        metrics = QFontMetricsF(self.written_font())
        width = metrics.horizontalAdvance(self._shown()) + metrics.height()
        height = metrics.height() + 6
        return QRectF(-width / 2, -height / 2, width, height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Paint the pill and the text."""
        if not self._text:
            return
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, self._pill_alpha))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(self.written_font())
        painter.setPen(self.colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._shown())


__all__ = ["GOLD", "INK", "MUTED", "SHADOW", "CardItem", "LabelItem", "Mark", "PlateItem"]
