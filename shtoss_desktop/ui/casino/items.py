"""The graphics items of the casino stos (faro) table: the layout's rank and suit spots, the dealer's boxes, the
shoe, the case-keeper, players' bets and the amounts that float up when a bet is settled.

Like the items both tables share (ui/table/items.py: the cards, the plates, the labels) they hold what they show
and never a rule: the casino scene decides what each shows from the game's records as it shows them. They hold no
animation and no timer: what moves is a Qt property (`pos`, `opacity`), animated only by the scene's one `TableAnimator`
(ui/table/animator.py).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.ui.table.card_art import paint_pip
from shtoss_desktop.ui.table.chip_art import paint_chip_stack
from shtoss_desktop.ui.table.cloth import CardArt
from shtoss_desktop.ui.table.items import GOLD, INK

_CURSOR: Final = QColor("#7fd1ff")

PLAYER_COLOURS: Final = (
    QColor("#1e88a8"),
    QColor("#b23a48"),
    QColor("#7b4fb0"),
    QColor("#d9822b"),
    QColor("#3f8f3a"),
    QColor("#c2549c"),
)
"""The computer players' chip colours, by seat (a casino gives each player chips of his own colour)."""

SMALL_TEXT: Final = 14.0
"""The smallest text of the casino items, in scene units (the scene's zoom keeps it about 12 px on a 1024x600
screen): the odds, the case-keeper's numbers, a computer player's chip amount."""
LABEL_TEXT: Final = 15.0
"""The items' headings, in scene units: the boxes', the case-keeper's, the shoe's count."""

LAYOUT_SUIT: Final = Suit.SPADES
"""The suit of the cards painted on the layout (the classic layout is the spades)."""


def _font(pixels: float, *, bold: bool = True) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, round(pixels)))
    if bold:
        font.setWeight(QFont.Weight.Bold)
    return font


def odds_width(text: str) -> float:
    """How wide a rank spot's odds of this text are drawn, its pill's margins included (at least the card's)."""
    metrics = QFontMetricsF(_font(SMALL_TEXT, bold=False))
    return max(metrics.horizontalAdvance(line) + 10 for line in text.split("\n"))


class RankSpotItem(QGraphicsObject):
    """One of the thirteen rank spots: a card of the layout suit, dimmed once no copy is left in the shoe.

    A left click asks to add a chip (`clicked(rank, True)`), a right click to take one back (`clicked(rank,
    False)`). The keyboard cursor rims it in blue; with the odds shown, its chance of winning and the expected
    value per unit are written under the card."""

    clicked = Signal(object, bool)
    """The player clicked the spot: (the rank, True to add a chip / False to take one back)."""

    def __init__(self, art: CardArt, rank: Rank, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self.rank = rank
        self.height = height
        self.under_cursor = False
        self.hover = False
        self.dead = False
        self.odds_text = ""
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def card_rect(self) -> QRectF:
        """The card's rectangle, centred on the item's position."""
        width = self.height * self._art.theme.aspect
        return QRectF(-width / 2, -self.height / 2, width, self.height)

    def odds_rect(self) -> QRectF:
        """The odds' pill under the card, centred on the item's position (empty when the odds are hidden)."""
        if not self.odds_text:
            return QRectF()
        rect = self.card_rect()
        lines = self.odds_text.split("\n")
        width = max(rect.width() + 12, odds_width(self.odds_text))
        height = QFontMetricsF(_font(SMALL_TEXT, bold=False)).height() * len(lines) + 4
        return QRectF(-width / 2, rect.bottom() + 3, width, height)

    def set_height(self, height: float) -> None:
        """Paint the card this tall."""
        if height != self.height:
            self.prepareGeometryChange()
            self.height = height
            self.update()

    def set_state(self, *, cursor: bool, dead: bool, odds_text: str) -> None:
        """The keyboard cursor on it, whether no copy is left, and the odds line (empty: hidden)."""
        if (cursor, dead, odds_text) != (self.under_cursor, self.dead, self.odds_text):
            self.prepareGeometryChange()
            self.under_cursor, self.dead, self.odds_text = cursor, dead, odds_text
            self.update()

    def boundingRect(self) -> QRectF:
        """The card, its rim and the odds line under it."""
        return self.card_rect().adjusted(-22, -8, 22, 46)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The card (dimmed when dead), the cursor's or the hover's rim, the odds line."""
        rect = self.card_rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        radius = rect.width() * 0.06
        painter.drawRoundedRect(rect.translated(2, 3), radius, radius)
        pixmap = self._art.pixmap(Card(self.rank, LAYOUT_SUIT), self.height)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self.dead:
            painter.setBrush(QColor(10, 30, 20, 150))
            painter.drawRoundedRect(rect, radius, radius)
        if self.under_cursor or self.hover:
            pen = QPen(_CURSOR if self.under_cursor else QColor(255, 255, 255, 140), 3.0 if self.under_cursor else 1.5)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius + 3, radius + 3)
        if self.odds_text:
            font = _font(SMALL_TEXT, bold=False)
            box = self.odds_rect()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 160))
            painter.drawRoundedRect(box, 7, 7)
            painter.setFont(font)
            painter.setPen(GOLD)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.odds_text)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """Rim the spot under the pointer."""
        self.hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """Take the hover rim away."""
        self.hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Left: add a chip; right: take one back."""
        if event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            event.accept()
            self.clicked.emit(self.rank, event.button() == Qt.MouseButton.LeftButton)
            return
        super().mousePressEvent(event)


class SuitSpotItem(QGraphicsObject):
    """One of the four suit spots: a large pip in a rounded box; lit when the human's suit bet is on it."""

    clicked = Signal(object)
    """The player clicked the spot: the suit."""

    SIZE: Final = 52.0

    def __init__(self, suit: Suit, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.suit = suit
        self.chosen = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_chosen(self, chosen: bool) -> None:
        """Light the spot when the human's suit bet is on this suit."""
        if chosen != self.chosen:
            self.chosen = chosen
            self.update()

    def boundingRect(self) -> QRectF:
        """The box and its rim."""
        half = self.SIZE / 2 + 4
        return QRectF(-half, -half, 2 * half, 2 * half)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The box, the pip, the rim when chosen."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        half = self.SIZE / 2
        rect = QRectF(-half, -half, self.SIZE, self.SIZE)
        painter.setBrush(QColor(250, 244, 228, 235) if not self.chosen else QColor("#fff3c4"))
        painter.setPen(QPen(GOLD if self.chosen else QColor(255, 240, 200, 90), 3.0 if self.chosen else 1.2))
        painter.drawRoundedRect(rect, 9, 9)
        paint_pip(painter, self.suit, QPointF(0, 0), self.SIZE * 0.3)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Choose this suit for the suit bet."""
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self.clicked.emit(self.suit)
            return
        super().mousePressEvent(event)


class BoxItem(QGraphicsItem):
    """The dealer's box on the loss or the win side: a labelled outline where the turn's card lies."""

    def __init__(self, width: float, height: float, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self._colour = colour
        self.title = ""
        self.title_width = width + 40

    def set_size(self, width: float, height: float) -> None:
        """Resize the box."""
        rect = QRectF(-width / 2, -height / 2, width, height)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect

    def set_title(self, title: str, width: float) -> None:
        """The words above the box, broken into lines no wider than `width` (the neighbouring box's heading
        stands beside it: a long one, such as the Russian "Проигрыш (нечёт)", goes on two lines)."""
        if (title, width) != (self.title, self.title_width):
            self.prepareGeometryChange()
            self.title, self.title_width = title, width
            self.update()

    def title_rect(self) -> QRectF:
        """Where the heading's lines are drawn, in item coordinates: as wide as they are, centred over the box,
        their last line just above it."""
        font = _font(LABEL_TEXT)
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap)
        area = QRectF(-self.title_width / 2, self._rect.top() - 200, self.title_width, 196)
        used = QFontMetricsF(font).boundingRect(area, flags, self.title)
        return QRectF(used.left(), self._rect.top() - 4 - used.height(), used.width(), used.height())

    def boundingRect(self) -> QRectF:
        """The box and its title above it."""
        return self._rect.united(self.title_rect()).adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """A tinted rounded box with its title."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        fill = QColor(self._colour)
        fill.setAlpha(55)
        painter.setBrush(fill)
        painter.setPen(QPen(QColor(self._colour).lighter(140), 1.6, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self._rect, 8, 8)
        painter.setFont(_font(LABEL_TEXT))
        painter.setPen(INK)
        title = self.title_rect()
        painter.drawText(title.adjusted(-1, 0, 1, 0),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap,
                         self.title)


class ShoeItem(QGraphicsObject):
    """The dealing shoe: a wooden box with the backs of the cards left in it and their number."""

    def __init__(self, art: CardArt, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self.count = 0
        self.size = 0
        self.card_height = 86.0
        self.caption = ""

    def set_shoe(self, count: int, size: int, caption: str) -> None:
        """Show `count` of `size` cards left, with this caption."""
        if (count, size, caption) != (self.count, self.size, self.caption):
            self.count, self.size, self.caption = count, size, caption
            self.prepareGeometryChange()
            self.update()

    def _box(self) -> QRectF:
        width = self.card_height * self._art.theme.aspect + 26
        return QRectF(-width / 2, -self.card_height / 2 - 8, width, self.card_height + 16)

    def boundingRect(self) -> QRectF:
        """The box and the caption below it."""
        return self._box().adjusted(-4, -4, 60, 34)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The box, the top card's back (while any is left), the fill gauge and the caption."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        box = self._box()
        painter.setPen(QPen(QColor("#2b1a0e"), 1.5))
        painter.setBrush(QColor("#6b4226"))
        painter.drawRoundedRect(box, 7, 7)
        width = self.card_height * self._art.theme.aspect
        card = QRectF(-width / 2 + 4, -self.card_height / 2, width, self.card_height)
        if self.count:
            pixmap = self._art.pixmap(None, self.card_height)
            painter.drawPixmap(card, pixmap, QRectF(pixmap.rect()))
        gauge = QRectF(box.right() - 10, box.top() + 8, 5, box.height() - 16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRect(gauge)
        if self.size:
            filled = gauge.height() * self.count / self.size
            painter.setBrush(GOLD)
            painter.drawRect(QRectF(gauge.left(), gauge.bottom() - filled, gauge.width(), filled))
        if self.caption:
            font = _font(LABEL_TEXT)
            metrics = QFontMetricsF(font)
            text_width = metrics.horizontalAdvance(self.caption) + metrics.height()
            pill = QRectF(-text_width / 2, box.bottom() + 4, text_width, metrics.height() + 4)
            painter.setBrush(QColor(0, 0, 0, 120))
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            painter.setFont(font)
            painter.setPen(INK)
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.caption)


class BetItem(QGraphicsObject):
    """A player's bet on a rank spot: chips (the human's in the usual denominations, a computer player's in his
    own colour) with the amount, and the suit of a suit bet beside them."""

    def __init__(self, amount: int, suit_amount: int, suit: Suit | None, colour: QColor | None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.amount = amount
        self.suit_amount = suit_amount
        self.suit = suit
        self.colour = colour
        self.diameter = 22.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_bet(self, amount: int, suit_amount: int, suit: Suit | None, diameter: float) -> None:
        """Show another amount, suit bet and chip size."""
        new = (amount, suit_amount, suit, diameter)
        if new != (self.amount, self.suit_amount, self.suit, self.diameter):
            self.prepareGeometryChange()
            self.amount, self.suit_amount, self.suit, self.diameter = new
            self.update()

    def boundingRect(self) -> QRectF:
        """The chips, their amount and the suit tag."""
        d = self.diameter
        return QRectF(-d * 2.2, -d * 1.3, d * 4.4, d * 2.3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The chips standing on the position, the amount under them, the suit tag at the right."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        d = self.diameter
        if self.colour is None:
            paint_chip_stack(painter, QRectF(-d * 1.6, -d * 1.2, d * 3.2, d * 2.1), self.amount,
                             chip_diameter=d, max_per_stack=4)
        else:
            self._paint_player_chips(painter, d)
        if self.suit is not None and self.suit_amount:
            centre = QPointF(d * 1.55, -d * 0.75)
            painter.setPen(QPen(QColor("#4a3b1a"), 1.0))
            painter.setBrush(QColor("#fff8e7"))
            painter.drawEllipse(centre, d * 0.45, d * 0.45)
            paint_pip(painter, self.suit, centre, d * 0.27)

    def _paint_player_chips(self, painter: QPainter, d: float) -> None:
        colour = self.colour if self.colour is not None else GOLD
        shown = min(4, max(1, self.amount.bit_length() // 3))
        for index in range(shown):
            centre = QPointF(0, -d * 0.35 - index * d * 0.14)
            painter.setPen(QPen(colour.darker(180), 1.0))
            painter.setBrush(colour.darker(120))
            painter.drawEllipse(centre + QPointF(0, d * 0.07), d / 2, d * 0.21)
            painter.setBrush(colour)
            painter.drawEllipse(centre, d / 2, d * 0.21)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 1.2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        top = QPointF(0, -d * 0.35 - (shown - 1) * d * 0.14)
        painter.drawEllipse(top, d * 0.36, d * 0.14)
        font = _font(max(SMALL_TEXT, d * 0.5))
        text = format_amount(self.amount)
        metrics = QFontMetricsF(font)
        box = QRectF(-metrics.horizontalAdvance(text) / 2 - 4, d * 0.02, metrics.horizontalAdvance(text) + 8,
                     metrics.height() + 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(colour.darker(200).red(), colour.darker(200).green(), colour.darker(200).blue(), 200))
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        painter.setFont(font)
        painter.setPen(QColor("#fff4d6"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


class FloatTextItem(QGraphicsObject):
    """An amount won or lost ("+10", "−10") that floats up from a settled bet and fades (the scene animates its
    `pos` and `opacity`, then removes it)."""

    def __init__(self, text: str, won: bool, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = text
        self.won = won
        self._font = _font(22)

    def boundingRect(self) -> QRectF:
        """The text, centred."""
        metrics = QFontMetricsF(self._font)
        width = metrics.horizontalAdvance(self.text) + 8
        return QRectF(-width / 2, -metrics.height() / 2 - 2, width, metrics.height() + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The text with a dark outline, green for a win, red for a loss."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self.boundingRect()
        path = QPainterPath()
        metrics = QFontMetricsF(self._font)
        path.addText(QPointF(rect.left() + 4, rect.top() + 2 + metrics.ascent()), self._font, self.text)
        painter.setPen(QPen(QColor(0, 0, 0, 200), 3.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#8ef08e") if self.won else QColor("#ff8a80"))
        painter.drawPath(path)


__all__ = [
    "LABEL_TEXT",
    "LAYOUT_SUIT",
    "PLAYER_COLOURS",
    "SMALL_TEXT",
    "BetItem",
    "BoxItem",
    "FloatTextItem",
    "RankSpotItem",
    "ShoeItem",
    "SuitSpotItem",
    "odds_width",
]
