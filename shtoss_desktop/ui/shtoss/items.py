"""The graphics items of the table: cards, chip stacks, name plates, labels, chalk and the banker's deck.

Every item paints from the scene's `CardArt` (a theme and a pixmap cache), so a card costs one pixmap blit.
Items hold what they show (a card, an amount, a name) but never a rule: the table scene decides what each
item shows from the game's state and the events.

Items hold no animation and no timer. What moves is a Qt property (`pos`, and a card's `flip`), and the
table's one animation owner (`TableAnimator` in table_scene.py) creates, runs and deletes every animation of
those properties; an item only says where it is and how far it is turned. So an item can never call into an
animation Qt has deleted (see "Who owns what on the table" in DEVELOPERS.md).
"""

from __future__ import annotations

import enum
import math
from typing import Final

from PySide6.QtCore import Property, QCoreApplication, QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from shtoss_desktop.core.cards import Card
from shtoss_desktop.ui.table.card_art import (
    CardPixmapCache,
    CardTheme,
    ClassicTheme,
    bent_corners_outline,
    paint_bent_corners,
)
from shtoss_desktop.ui.table.chip_art import chip_stack_rect, paint_chip_stack
from shtoss_desktop.ui.table.fonts import table_font

CARD_HEIGHT: Final = 122.0
"""A card's height in scene units (the scene is scaled to the window, so this is the design size)."""
TEXT_PIXELS: Final = 22.0
"""The smallest text the table writes, in scene pixels: on a 1024x600 screen (less a title bar and the panel's
tallest page) the table is zoomed to about 0.51, and this still reads at ~11 screen pixels
(chip_art.LABEL_PIXELS is the same)."""

_SHADOW: Final = QColor(0, 0, 0, 70)
_GOLD: Final = QColor("#e8c26a")
_PLATE: Final = QColor(14, 30, 22, 205)
_INK: Final = QColor("#f7eed8")
_MUTED: Final = QColor("#c9d8c7")
_CHALK: Final = QColor(240, 238, 228, 225)


class CardArt:
    """The card theme and the pixmap cache the items paint from, and the device scale to render at."""

    def __init__(self, theme: CardTheme | None = None) -> None:
        self.theme: CardTheme = theme or ClassicTheme()
        self.cache = CardPixmapCache(max_entries=400)
        self.device_scale = 1.0
        """Device pixels per scene unit (the view's zoom times the screen's pixel ratio)."""

    @property
    def card_width(self) -> float:
        """A card's width in scene units, for this theme's aspect."""
        return CARD_HEIGHT * self.theme.aspect

    def pixmap(self, card: Card | None, height: float = CARD_HEIGHT) -> QPixmap:
        """The pixmap of `card` (None: the back), sharp at the current device scale."""
        return self.cache.pixmap(self.theme, card, height, self.device_scale)


class ClothScene(QGraphicsScene):
    """What every card table's scene has: the card art it paints from, its size in scene units (the view keeps it
    in step with the window, never below the design size) and the sharpness its pixmaps are rendered at."""

    def __init__(self, design: QSize, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.art = CardArt()
        self._design = design
        self._size = design.toSizeF()
        self.setSceneRect(QRectF(0, 0, self._size.width(), self._size.height()))

    def set_device_scale(self, scale: float) -> None:
        """The view's zoom times the screen's pixel ratio: pixmaps are rendered this sharp."""
        if abs(scale - self.art.device_scale) > 1e-3:
            self.art.device_scale = scale
            for item in self.items():
                item.update()

    def set_table_size(self, width: float, height: float) -> None:
        """The table's size in scene units (the view keeps it in step with the window)."""
        width, height = max(width, self._design.width()), max(height, self._design.height())
        if (width, height) == (self._size.width(), self._size.height()):
            return
        self._size.setWidth(width)
        self._size.setHeight(height)
        self.setSceneRect(QRectF(0, 0, width, height))
        self.table_resized()

    def table_resized(self) -> None:
        """The table has a new size: lay it out again (each table does, at once, without animation)."""
        self.update()


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
        painter.setBrush(_SHADOW)
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


class PlateItem(QGraphicsObject):
    """A player's name plate: name, role and money; gold-rimmed when it is his turn, marked for the human."""

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
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_width(self, width: float) -> None:
        """Narrow the plate when the seats are close together."""
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width
            self.update()

    def set_content(self, *, role: str, money: str, human: bool, active: bool, gone: bool) -> None:
        """Update the plate's texts and state."""
        new = (role, money, human, active, gone)
        if new != (self.role, self.money, self.human, self.active, self.gone):
            self.role, self.money, self.human, self.active, self.gone = new
            self.update()

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
        border = _GOLD if self.active else QColor(232, 194, 106, 110) if self.human else QColor(255, 255, 255, 45)
        painter.setPen(QPen(border, 2.0 if self.active or self.human else 1.0))
        painter.drawRoundedRect(rect, 12, 12)
        pixels = self.text_pixels
        name_font = _bold_font(pixels or 15)
        painter.setFont(name_font)
        painter.setPen(_GOLD if self.human else _INK)
        line = (self.height - 8) / 2 if pixels else 22.0
        top = QRectF(rect.left() + 10, rect.top() + 4, rect.width() - 20, line)
        metrics = QFontMetricsF(name_font)
        painter.drawText(
            top,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, top.width() * 0.66),
        )
        painter.setFont(_bold_font(pixels or 14))
        painter.setPen(_INK if not self.gone else _MUTED)
        painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.money)
        small = table_font(pixels or 12)
        painter.setFont(small)
        painter.setPen(_MUTED)
        bottom = QRectF(rect.left() + 10, top.bottom(), rect.width() - 20, line if pixels else 18.0)
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
        self.colour = _INK
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

    def _shown(self) -> str:
        metrics = QFontMetricsF(self._font)
        if self.max_width > 0:
            return metrics.elidedText(self._text, Qt.TextElideMode.ElideRight, self.max_width - metrics.height())
        return self._text

    def boundingRect(self) -> QRectF:
        """The pill."""
        if not self._text:
            return QRectF()
        metrics = QFontMetricsF(self._font)
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
        painter.setFont(self._font)
        painter.setPen(self.colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._shown())


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
            left = self._fan_left()
            for index in range(self.size):
                rect = QRectF(left + index * self.SPREAD - width / 2, -height / 2, width, height)
                painter.drawPixmap(rect, back, QRectF(back.rect()))
                if self._hover is not None and index == self._hover:
                    painter.setPen(QPen(_GOLD, 2.5))
                    painter.drawLine(rect.topLeft() + QPointF(0, 4), rect.bottomLeft() - QPointF(0, 4))
            return
        layers = self._layers()
        if not layers:
            return  # no cards, no stack: not even its shadow
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_SHADOW)
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
