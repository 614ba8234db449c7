"""The pictures of the cards: the project's own deck drawn in code, and a pixmap cache.

Everything here paints with QPainter and knows nothing of the game: a `CardTheme` paints one card (or,
given None, the back) into a rectangle. `ClassicTheme` is the project's own deck, drawn from vector paths so
it stays crisp at any size; in the Russian interface its jacks, queens, kings and aces read В, Д, К, Т
(`set_russian_indices` turns that off). The decks already installed on the system (AisleRiot's, KDE's) are
`svg_decks.SvgCardTheme`s, built on this module; `decks` chooses among them all (`available_themes`,
`theme_for_key`), so this module never imports `svg_decks`. The table scene asks `CardPixmapCache` for pixmaps,
so a table of fifty cards costs fifty pixmap blits, not fifty re-drawings; given a `CardImageSource` (the cache of
rendered cards kept on disk, `card_cache.CardImageStore`), it takes a card from there before it renders one.
`render_card_image` is the one way a card becomes pixels, on the GUI thread and in the worker that fills that cache.

>>> round(card_size(350).width())
250
"""

from __future__ import annotations

import abc
import math
from collections import OrderedDict
from collections.abc import Callable
from functools import cache
from typing import Final, Protocol

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)

from shtoss_desktop.app import words
from shtoss_desktop.core.cards import Card, Colour, Rank, Suit

CARD_ASPECT: Final = 5 / 7
"""Width over height of a card of the classic deck (the 2.5 × 3.5 inch poker card)."""

_W: Final = 250.0
"""The classic deck is drawn in a card of `_W` × `_H` units, then scaled to the target rectangle."""
_H: Final = 350.0
_CORNER: Final = 13.0
"""Radius of the card's rounded corners, in card units."""

COMPACT_HEIGHT: Final = 64.0
"""Below this height in device pixels the classic deck draws a simplified face: a large index and pip."""

_INK_RED: Final = QColor("#c4122f")
_INK_BLACK: Final = QColor("#1b1b1f")
_RED: Final = QColor("#c62828")
_BLUE: Final = QColor("#1f4f9e")
_GOLD: Final = QColor("#e9b83a")
_SKIN: Final = QColor("#f8dcbc")
_OUTLINE: Final = QColor("#1d1a1a")
_PAPER: Final = QColor("#fffdf8")
_EDGE: Final = QColor("#8c8c8c")


DeckStamp = tuple[str, str]
"""What a deck's pictures are drawn from, as the cache of rendered cards keys them: the file (its resolved path), and
its modification time and size (another time or size is a changed deck)."""


class CardThemeError(ValueError):
    """A card theme cannot be used: its file is missing, unreadable or lacks some card."""


def card_size(height: float, aspect: float = CARD_ASPECT) -> QSizeF:
    """The size of a card `height` units tall with width/height `aspect`."""
    return QSizeF(height * aspect, height)


def fit_rect(rect: QRectF, aspect: float) -> QRectF:
    """The largest rectangle of width/height `aspect` centred in `rect`."""
    if rect.width() <= 0 or rect.height() <= 0:
        return QRectF(rect)
    width, height = rect.width(), rect.height()
    if width / height > aspect:
        width = height * aspect
    else:
        height = width / aspect
    return QRectF(rect.center().x() - width / 2, rect.center().y() - height / 2, width, height)


def _device_scale(painter: QPainter) -> float:
    """How many device pixels one logical unit of `painter` covers (ignoring rotation and shear)."""
    transform = painter.deviceTransform()
    return math.sqrt(abs(transform.m11() * transform.m22() - transform.m12() * transform.m21()))


class CardTheme(abc.ABC):
    """A way of painting cards. Subclasses implement `key`, `name` and `_paint`, and `aspect` if not 5:7."""

    @property
    @abc.abstractmethod
    def key(self) -> str:
        """A stable identifier for settings and caches, e.g. `classic` or `svg:/usr/share/...`."""

    @property
    @abc.abstractmethod
    def name(self) -> str:
        """The theme's name as shown to the player (translated)."""

    @property
    def aspect(self) -> float:
        """Width over height of this theme's cards."""
        return CARD_ASPECT

    @property
    def paint_key(self) -> str:
        """What the pictures depend on, for caches: the key, and anything else that changes how cards look."""
        return self.key

    def check(self) -> str | None:
        """None if this theme can be drawn, else why not: a sentence for the player, in their language."""
        return None

    def cache_identity(self) -> DeckStamp | None:
        """What the cards painted now are drawn from, for the cache of rendered cards kept on disk: the deck file,
        and its modification time and size (and anything else that changes the pictures); None: not kept there."""
        return None

    def detached(self) -> CardTheme | None:
        """A copy of the deck painted now that another thread may paint from (it shares no parsed file with this
        one), or None if there is none: then its cards are not rendered off the GUI thread."""
        return None

    def vouch_from(self, aspect_of: Callable[[DeckStamp], float | None]) -> None:
        """Let the cache of rendered cards vouch for the files this theme draws from: `aspect_of(identity)` is the
        aspect of the cards it keeps for a `cache_identity`, or None. A file it keeps cards of was drawn right, so
        the theme need not read it to say so (`check`) nor to know its cards' shape (`aspect`). A theme that reads
        no file (the classic deck) has nothing to be vouched for."""
        return None

    def release(self) -> None:
        """Forget whatever was read to draw the cards (a parsed file): they are kept rendered now. Read again if
        a card is wanted that is not kept. A theme that reads no file keeps nothing."""
        return None

    def size_for_height(self, height: float) -> QSizeF:
        """The size of one card `height` logical pixels tall."""
        return card_size(height, self.aspect)

    def paint(self, painter: QPainter, rect: QRectF, card: Card | None) -> None:
        """Paint `card` face up (or the back when `card` is None), fitted and centred in `rect`."""
        target = fit_rect(QRectF(rect), self.aspect)
        if target.isEmpty():
            return
        painter.save()
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            self._paint(painter, target, card)
        finally:
            painter.restore()

    @abc.abstractmethod
    def _paint(self, painter: QPainter, rect: QRectF, card: Card | None) -> None:
        """Paint into `rect`, which already has the theme's aspect; the painter is saved and antialiased."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.key!r}>"


# --- Suit pips -------------------------------------------------------------------------------------------


@cache
def suit_path(suit: Suit) -> QPainterPath:
    """The outline of `suit`'s pip, centred on the origin, 2 units tall (y from -1 to 1, y down)."""
    path = QPainterPath()
    if suit is Suit.HEARTS:
        path.moveTo(0, 1)
        path.cubicTo(-0.22, 0.72, -1.0, 0.28, -1.0, -0.36)
        path.cubicTo(-1.0, -0.78, -0.72, -1.0, -0.5, -1.0)
        path.cubicTo(-0.22, -1.0, -0.05, -0.82, 0, -0.6)
        path.cubicTo(0.05, -0.82, 0.22, -1.0, 0.5, -1.0)
        path.cubicTo(0.72, -1.0, 1.0, -0.78, 1.0, -0.36)
        path.cubicTo(1.0, 0.28, 0.22, 0.72, 0, 1)
        path.closeSubpath()
        return QTransform().scale(0.92, 1.0).map(path)
    if suit is Suit.DIAMONDS:
        path.moveTo(0, -1)
        path.quadTo(0.3, -0.42, 0.76, 0)
        path.quadTo(0.3, 0.42, 0, 1)
        path.quadTo(-0.3, 0.42, -0.76, 0)
        path.quadTo(-0.3, -0.42, 0, -1)
        path.closeSubpath()
        return path
    if suit is Suit.SPADES:
        path.moveTo(0, -1)
        path.cubicTo(0.24, -0.66, 1.0, -0.3, 1.0, 0.2)
        path.cubicTo(1.0, 0.54, 0.76, 0.72, 0.5, 0.72)
        path.cubicTo(0.3, 0.72, 0.14, 0.62, 0.07, 0.5)
        path.quadTo(0.1, 0.86, 0.4, 1.0)
        path.lineTo(-0.4, 1.0)
        path.quadTo(-0.1, 0.86, -0.07, 0.5)
        path.cubicTo(-0.14, 0.62, -0.3, 0.72, -0.5, 0.72)
        path.cubicTo(-0.76, 0.72, -1.0, 0.54, -1.0, 0.2)
        path.cubicTo(-1.0, -0.3, -0.24, -0.66, 0, -1)
        path.closeSubpath()
        return QTransform().scale(0.9, 1.0).map(path)
    # Clubs: three leaves and a flared stem, merged into one outline.
    radius = 0.44
    for centre in (QPointF(0, -0.54), QPointF(-0.5, 0.12), QPointF(0.5, 0.12)):
        leaf = QPainterPath()
        leaf.addEllipse(centre, radius, radius)
        path = path.united(leaf)
    core = QPainterPath()
    core.addEllipse(QPointF(0, -0.02), 0.24, 0.3)
    stem = QPainterPath()
    stem.moveTo(0.08, 0.05)
    stem.quadTo(0.1, 0.84, 0.42, 1.0)
    stem.lineTo(-0.42, 1.0)
    stem.quadTo(-0.1, 0.84, -0.08, 0.05)
    stem.closeSubpath()
    return path.united(core).united(stem).simplified()


def suit_colour(suit: Suit) -> QColor:
    """The ink a suit is printed in: red for hearts and diamonds, near-black for spades and clubs."""
    return QColor(_INK_RED) if suit.colour is Colour.RED else QColor(_INK_BLACK)


def paint_pip(
    painter: QPainter,
    suit: Suit,
    centre: QPointF,
    half_height: float,
    *,
    flipped: bool = False,
    colour: QColor | None = None,
) -> None:
    """Paint one pip of `suit`, `2 * half_height` tall, centred on `centre`; `flipped` turns it upside down."""
    transform = QTransform()
    transform.translate(centre.x(), centre.y())
    if flipped:
        transform.rotate(180)
    transform.scale(half_height, half_height)
    painter.fillPath(transform.map(suit_path(suit)), colour if colour is not None else suit_colour(suit))


# --- Text as paths ---------------------------------------------------------------------------------------


@cache
def _serif_family() -> str:
    """A serif family that is installed, asked for by exact name so Qt never searches aliases."""
    installed = set(QFontDatabase.families())
    for family in ("DejaVu Serif", "Liberation Serif", "Noto Serif", "Georgia", "Times New Roman", "Serif"):
        if family in installed:
            return family
    return QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).family()


@cache
def _rank_glyphs(text: str) -> QPainterPath:
    """The outline of an index label in a bold serif, scaled so that a capital is exactly 1 unit tall."""
    font = QFont(_serif_family())
    font.setPixelSize(100)
    font.setWeight(QFont.Weight.Bold)
    reference = QPainterPath()
    reference.addText(0, 0, font, "K")
    cap_height = reference.boundingRect().height()
    path = QPainterPath()
    path.addText(0, 0, font, text)
    bounds = path.boundingRect()
    transform = QTransform()
    transform.scale(1 / cap_height, 1 / cap_height)
    transform.translate(-bounds.center().x(), 0)
    return transform.map(path)


RUSSIAN_INDICES: Final = {Rank.JACK: "В", Rank.QUEEN: "Д", Rank.KING: "К", Rank.ACE: "Т"}
"""The Russian index letters: валет, дама, король, туз."""

_russian_indices_wanted = True


def set_russian_indices(wanted: bool) -> None:
    """Whether the project's deck reads В, Д, К, Т in the Russian interface (the `card_indices` setting)."""
    global _russian_indices_wanted
    _russian_indices_wanted = wanted
    # The narration, the history and the prompt write cards with the same indices (app.words).
    words.set_russian_indices(wanted)


def russian_indices() -> bool:
    """Whether indices are written in Russian now: wanted, and the interface speaks Russian (the translations
    set the default locale, so this follows a change of language at once)."""
    return _russian_indices_wanted and QLocale().language() is QLocale.Language.Russian


def rank_label(rank: Rank) -> str:
    """The index label of a rank as the project's deck prints it: 2..10, then J, Q, K, A (В, Д, К, Т in the
    Russian interface unless the player turned that off).

    >>> rank_label(Rank.TEN), rank_label(Rank.SEVEN)
    ('10', '7')
    """
    if rank is Rank.TEN:
        return "10"
    if rank in RUSSIAN_INDICES and russian_indices():
        return RUSSIAN_INDICES[rank]
    return rank.char


def russian_indices_texts() -> tuple[str, str]:
    """The text and the tip of the menu toggle for Russian indices, in the player's language."""
    return (
        QCoreApplication.translate("CardArt", "&Russian card indices (В, Д, К, Т)"),
        QCoreApplication.translate(
            "CardArt", "In the Russian interface the classic deck marks the jack, queen, king and ace В, Д, К, Т"
        ),
    )


def paint_rank_text(
    painter: QPainter,
    rank: Rank,
    centre_x: float,
    baseline: float,
    cap_height: float,
    max_width: float,
    colour: QColor,
) -> None:
    """Paint a rank label centred on `centre_x`, standing on `baseline`, squeezed to `max_width` if needed."""
    glyphs = _rank_glyphs(rank_label(rank))
    width = glyphs.boundingRect().width() * cap_height
    squeeze = min(1.0, max_width / width) if width > 0 else 1.0
    transform = QTransform()
    transform.translate(centre_x, baseline)
    transform.scale(cap_height * squeeze, cap_height)
    painter.fillPath(transform.map(glyphs), colour)


# --- The classic deck ------------------------------------------------------------------------------------

_COLUMN_LEFT: Final = 74.0
_COLUMN_CENTRE: Final = _W / 2
_COLUMN_RIGHT: Final = _W - _COLUMN_LEFT
_ROW_TOP: Final = 72.0
_ROW_BOTTOM: Final = _H - _ROW_TOP
_PIP_HALF: Final = 23.0

_L, _C, _R = _COLUMN_LEFT, _COLUMN_CENTRE, _COLUMN_RIGHT


def _row(fraction: float) -> float:
    return _ROW_TOP + (_ROW_BOTTOM - _ROW_TOP) * fraction


PIP_LAYOUTS: Final[dict[Rank, tuple[tuple[float, float], ...]]] = {
    Rank.TWO: ((_C, _row(0)), (_C, _row(1))),
    Rank.THREE: ((_C, _row(0)), (_C, _row(0.5)), (_C, _row(1))),
    Rank.FOUR: ((_L, _row(0)), (_R, _row(0)), (_L, _row(1)), (_R, _row(1))),
    Rank.FIVE: ((_L, _row(0)), (_R, _row(0)), (_C, _row(0.5)), (_L, _row(1)), (_R, _row(1))),
    Rank.SIX: tuple((x, _row(f)) for f in (0, 0.5, 1) for x in (_L, _R)),
    Rank.SEVEN: (*((x, _row(f)) for f in (0, 0.5, 1) for x in (_L, _R)), (_C, _row(0.25))),
    Rank.EIGHT: (*((x, _row(f)) for f in (0, 0.5, 1) for x in (_L, _R)), (_C, _row(0.25)), (_C, _row(0.75))),
    Rank.NINE: (*((x, _row(f)) for f in (0, 1 / 3, 2 / 3, 1) for x in (_L, _R)), (_C, _row(0.5))),
    Rank.TEN: (*((x, _row(f)) for f in (0, 1 / 3, 2 / 3, 1) for x in (_L, _R)), (_C, _row(1 / 6)), (_C, _row(5 / 6))),
}
"""Where the pips of each number card stand, in card units (a card is 250 × 350); lower ones are flipped."""

_COURT_FRAME: Final = QRectF(48, 44, _W - 96, _H - 88)


def _rounded_card(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


class ClassicTheme(CardTheme):
    """The default deck, drawn in code: proper pip layouts, double-headed courts and a lattice back.

    `back` chooses the colour of the lattice back: "red" (the default) or "blue".
    """

    BACKS: Final = {"red": (QColor("#7b1322"), QColor("#c0464f")), "blue": (QColor("#173a73"), QColor("#4f76b8"))}

    def __init__(self, back: str = "red") -> None:
        if back not in self.BACKS:
            raise CardThemeError(f"the classic deck's back is 'red' or 'blue', not {back!r}")
        self._back = back

    @property
    def key(self) -> str:
        return "classic" if self._back == "red" else f"classic-{self._back}"

    @property
    def name(self) -> str:
        if self._back == "red":
            return QCoreApplication.translate("CardArt", "Classic")
        return QCoreApplication.translate("CardArt", "Classic, blue back")

    @property
    def paint_key(self) -> str:
        return f"{self.key}/ru" if russian_indices() else self.key

    def _paint(self, painter: QPainter, rect: QRectF, card: Card | None) -> None:
        compact = rect.height() * _device_scale(painter) < COMPACT_HEIGHT
        painter.translate(rect.topLeft())
        painter.scale(rect.width() / _W, rect.height() / _H)
        if card is None:
            self._paint_back(painter)
            return
        self._paint_blank(painter)
        if compact:
            self._paint_compact(painter, card)
        elif card.rank is Rank.ACE:
            self._paint_indices(painter, card)
            self._paint_ace(painter, card.suit)
        elif card.rank in PIP_LAYOUTS:
            self._paint_indices(painter, card)
            for x, y in PIP_LAYOUTS[card.rank]:
                paint_pip(painter, card.suit, QPointF(x, y), _PIP_HALF, flipped=y > _H / 2 + 1)
        else:
            self._paint_indices(painter, card)
            _paint_court(painter, card)

    # The face ------------------------------------------------------------------------------------------

    def _paint_blank(self, painter: QPainter) -> None:
        outline = _rounded_card(QRectF(0.75, 0.75, _W - 1.5, _H - 1.5), _CORNER)
        painter.fillPath(outline, _PAPER)
        painter.strokePath(outline, QPen(_EDGE, 1.5))

    def _paint_indices(self, painter: QPainter, card: Card) -> None:
        colour = suit_colour(card.suit)
        for turn in (0, 180):
            painter.save()
            if turn:
                painter.translate(_W, _H)
                painter.rotate(turn)
            paint_rank_text(painter, card.rank, 25, 47, 32, 38, colour)
            paint_pip(painter, card.suit, QPointF(25, 67), 11)
            painter.restore()

    def _paint_ace(self, painter: QPainter, suit: Suit) -> None:
        centre = QPointF(_W / 2, _H / 2)
        if suit is not Suit.SPADES:
            paint_pip(painter, suit, centre, 44)
            return
        # The ace of spades carries the maker's flourish: a large pip in a double ring with dots.
        ring = QPen(_INK_BLACK, 2.2)
        painter.setPen(ring)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, 78, 78)
        painter.setPen(QPen(_INK_BLACK, 0.9))
        painter.drawEllipse(centre, 72, 72)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_INK_BLACK)
        for step in range(24):
            angle = math.radians(step * 15)
            painter.drawEllipse(QPointF(centre.x() + 84 * math.cos(angle), centre.y() + 84 * math.sin(angle)), 1.8, 1.8)
        paint_pip(painter, suit, centre, 58)
        paint_pip(painter, suit, QPointF(centre.x(), centre.y() + 4), 14, colour=QColor(_PAPER))
        paint_pip(painter, suit, QPointF(centre.x(), centre.y() + 5), 9)

    def _paint_compact(self, painter: QPainter, card: Card) -> None:
        """A face for tiny cards: the rank large in the corner and one big pip, legible at 40 px."""
        colour = suit_colour(card.suit)
        court = card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING)
        if court:
            frame = QRectF(62, 150, _W - 84, _H - 172)
            painter.fillRect(frame, QColor("#fbeab9"))
            painter.setPen(QPen(_GOLD.darker(130), 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(frame)
        paint_rank_text(painter, card.rank, 76, 138, 112, 132, colour)
        paint_pip(painter, card.suit, QPointF(162, 248), 66 if not court else 58)

    # The back ------------------------------------------------------------------------------------------

    def _paint_back(self, painter: QPainter) -> None:
        dark, light = self.BACKS[self._back]
        outline = _rounded_card(QRectF(0.75, 0.75, _W - 1.5, _H - 1.5), _CORNER)
        painter.fillPath(outline, _PAPER)
        painter.strokePath(outline, QPen(_EDGE, 1.5))
        field = QRectF(14, 14, _W - 28, _H - 28)
        field_path = _rounded_card(field, 7)
        painter.fillPath(field_path, dark)
        painter.save()
        painter.setClipPath(field_path)
        # A diagonal lattice through the centre: thin light lines both ways, a bead at every crossing.
        step = 17.0
        centre_x, centre_y = _W / 2, _H / 2
        painter.setPen(QPen(light, 2.0))
        # Only what can touch the clipped field is drawn (a few pixels' margin for the pen and the antialiasing):
        # the first frame waits for the deck's back, and most of a lattice spanning the whole card is clipped away.
        margin = 4.0
        reach = int((field.width() + field.height()) / 2 / step) + 2
        for index in range(-reach, reach + 1):
            falling = centre_x - centre_y + index * step  # lines x - y = falling
            rising = centre_x + centre_y + index * step  # lines x + y = rising
            painter.drawLine(QPointF(falling, 0), QPointF(falling + _H, _H))
            painter.drawLine(QPointF(rising, 0), QPointF(rising - _H, _H))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(light.lighter(125))
        half = step / 2
        rows = int((field.height() / 2 + margin) / half) + 1
        columns = int((field.width() / 2 + margin) / half) + 1
        for row in range(-rows, rows + 1):
            for column in range(-columns, columns + 1):
                if (row + column) % 2 == 0:
                    painter.drawEllipse(QPointF(centre_x + column * half, centre_y + row * half), 1.7, 1.7)
        painter.restore()
        # Double frame inside the white border, and a small medallion in the middle.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(_PAPER, 3.0))
        painter.drawRoundedRect(field.adjusted(8, 8, -8, -8), 5, 5)
        painter.setPen(QPen(_PAPER, 1.2))
        painter.drawRoundedRect(field.adjusted(13, 13, -13, -13), 4, 4)
        centre = QPointF(_W / 2, _H / 2)
        medallion = QPainterPath()
        medallion.addEllipse(centre, 34, 46)
        painter.fillPath(medallion, dark)
        painter.strokePath(medallion, QPen(_PAPER, 3.0))
        inner = QPainterPath()
        inner.addEllipse(centre, 27, 39)
        painter.strokePath(inner, QPen(light.lighter(130), 1.2))
        for suit, dx, dy in ((Suit.SPADES, 0, -17), (Suit.HEARTS, 0, 17), (Suit.DIAMONDS, -12, 0), (Suit.CLUBS, 12, 0)):
            paint_pip(painter, suit, QPointF(centre.x() + dx, centre.y() + dy), 8.5, colour=light.lighter(150))


# --- Court cards -----------------------------------------------------------------------------------------

_PALETTES: Final = ((_RED, _BLUE), (_BLUE, _RED), (_RED, _GOLD), (_BLUE, _GOLD))
_HAIR: Final = {Rank.KING: QColor("#f4f1e8"), Rank.QUEEN: QColor("#e6ad33"), Rank.JACK: QColor("#7a4a22")}
_STEEL: Final = QColor("#d5dbe3")
_HEAD_SCALE: Final = 1.12
_HEAD_Y: Final = -76.0


def _outline_pen(width: float = 1.3) -> QPen:
    pen = QPen(_OUTLINE, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _shape(painter: QPainter, path: QPainterPath, fill: QColor, width: float = 1.3) -> None:
    painter.fillPath(path, fill)
    painter.strokePath(path, _outline_pen(width))


def _ellipse(x: float, y: float, rx: float, ry: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(x, y), rx, ry)
    return path


def _polygon(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _mirrored(path: QPainterPath) -> QPainterPath:
    return QTransform().scale(-1, 1).map(path)


def _paint_court(painter: QPainter, card: Card) -> None:
    """A double-headed court portrait in a frame: the top half is drawn, then drawn again turned round."""
    frame = _COURT_FRAME
    suit_index = list(Suit).index(card.suit)
    primary, secondary = _PALETTES[(suit_index + card.rank.value) % len(_PALETTES)]
    centre = frame.center()
    painter.fillRect(frame, QColor("#fffaf0"))
    for turn in (0, 180):
        painter.save()
        painter.translate(centre)
        painter.rotate(turn)
        painter.setClipRect(QRectF(-frame.width() / 2, -frame.height() / 2, frame.width(), frame.height() / 2))
        _paint_half_figure(painter, card.rank, primary, secondary, frame.width() / 2, frame.height() / 2)
        painter.restore()
    painter.setPen(QPen(_OUTLINE, 1.0))
    painter.drawLine(QPointF(frame.left(), centre.y()), QPointF(frame.right(), centre.y()))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_GOLD.darker(115), 2.4))
    painter.drawRect(frame.adjusted(2.2, 2.2, -2.2, -2.2))
    painter.setPen(QPen(_OUTLINE, 1.5))
    painter.drawRect(frame)
    # The suit stands in the frame's corner on the side away from what the figure holds.
    pip_x = 15 if card.rank is Rank.KING else frame.width() - 15
    paint_pip(painter, card.suit, QPointF(frame.left() + pip_x, frame.top() + 17), 10)
    paint_pip(painter, card.suit, QPointF(frame.right() - pip_x, frame.bottom() - 17), 10, flipped=True)


def _paint_half_figure(
    painter: QPainter, rank: Rank, primary: QColor, secondary: QColor, half_width: float, half_height: float
) -> None:
    """One half of a court figure, in coordinates centred on the frame with the dividing line at y = 0."""
    _paint_held_item(painter, rank, -half_height)
    _paint_body(painter, rank, primary, secondary, half_width)
    painter.save()
    painter.translate(0, _HEAD_Y)
    painter.scale(_HEAD_SCALE, _HEAD_SCALE)
    _paint_head(painter, rank, primary, secondary)
    painter.restore()
    _paint_hands(painter, rank, primary)


def _paint_held_item(painter: QPainter, rank: Rank, top: float) -> None:
    """Behind the body: the king's sword, the queen's rose, the jack's halberd."""
    if rank is Rank.KING:
        _shape(painter, _polygon((49, -36), (55, top + 14), (61, -36)), _STEEL, 1.1)
        painter.setPen(QPen(_OUTLINE.lighter(300), 0.8))
        painter.drawLine(QPointF(55, -38), QPointF(55, top + 22))
        _shape(painter, _polygon((41, -41), (69, -41), (69, -35), (41, -35)), _GOLD, 1.1)
        _shape(painter, _polygon((52, -35), (58, -35), (58, -12), (52, -12)), QColor("#5b3a1e"), 1.0)
    elif rank is Rank.QUEEN:
        stem = QPainterPath()
        stem.moveTo(-44, -24)
        stem.cubicTo(-48, -40, -54, -54, -55, -72)
        painter.strokePath(stem, QPen(QColor("#2e7d32"), 2.4))
        leaf = QPainterPath()
        leaf.moveTo(-50, -50)
        leaf.quadTo(-38, -62, -35, -52)
        leaf.quadTo(-42, -47, -50, -50)
        _shape(painter, leaf, QColor("#3d9a44"), 0.9)
        for angle in range(0, 360, 72):
            rad = math.radians(angle + 18)
            _shape(painter, _ellipse(-55 + 5.5 * math.cos(rad), -77 + 5.5 * math.sin(rad), 5, 5), _RED, 0.9)
        _shape(painter, _ellipse(-55, -77, 3.2, 3.2), _GOLD, 0.8)
    else:
        _shape(painter, _polygon((-60, top + 8), (-55, top + 8), (-55, 0), (-60, 0)), QColor("#8a5a2b"), 1.0)
        axe = QPainterPath()
        axe.moveTo(-55, top + 22)
        axe.cubicTo(-36, top + 18, -32, top + 34, -34, top + 48)
        axe.cubicTo(-42, top + 41, -48, top + 41, -55, top + 44)
        axe.closeSubpath()
        _shape(painter, axe, _STEEL, 1.1)
        _shape(painter, _polygon((-57.5, top - 4), (-53, top + 10), (-62, top + 10)), _STEEL, 1.0)


def _paint_body(painter: QPainter, rank: Rank, primary: QColor, secondary: QColor, hw: float) -> None:
    """Robe, cape, centre panel, hem and collar: the figure from the chin to the dividing line."""
    robe = QPainterPath()
    robe.moveTo(-hw - 2, 2)
    robe.lineTo(-hw - 2, -38)
    robe.cubicTo(-hw + 6, -50, -46, -56, -26, -58)
    robe.lineTo(26, -58)
    robe.cubicTo(46, -56, hw - 6, -50, hw + 2, -38)
    robe.lineTo(hw + 2, 2)
    robe.closeSubpath()
    _shape(painter, robe, primary)
    # The cape over the shoulders: ermine for the king, the second colour for the others.
    cape = QPainterPath()
    cape.moveTo(-hw - 2, -22)
    cape.lineTo(-hw - 2, -38)
    cape.cubicTo(-hw + 6, -50, -46, -56, -26, -58)
    cape.lineTo(-14, -58)
    cape.lineTo(-17, -30)
    cape.cubicTo(-34, -32, -54, -28, -hw - 2, -22)
    cape.closeSubpath()
    ermine = rank is Rank.KING
    cape_colour = QColor("#fbf8f0") if ermine else secondary
    for side in (cape, _mirrored(cape)):
        _shape(painter, side, cape_colour)
    if ermine:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_OUTLINE)
        for x, y in ((-66, -33), (-52, -40), (-38, -47), (-36, -36), (-24, -42), (-58, -27)):
            for sign in (-1, 1):
                painter.drawPath(_polygon((sign * x, y - 3), (sign * x + 1.6, y + 2), (sign * x - 1.6, y + 2)))
    # Hem: a patterned band along the dividing line.
    hem = _polygon((-hw - 2, -12), (hw + 2, -12), (hw + 2, 2), (-hw - 2, 2))
    _shape(painter, hem, secondary if not ermine else _BLUE if primary != _BLUE else _RED, 1.1)
    painter.setPen(Qt.PenStyle.NoPen)
    for x in range(-72, 76, 12):
        painter.fillPath(_polygon((x, -10), (x + 4, -5.5), (x, -1), (x - 4, -5.5)), _GOLD)
    # Centre panel with a row of ornaments.
    panel = _polygon((-13, -58), (13, -58), (17, -12), (-17, -12))
    panel_colour = _GOLD if secondary != _GOLD else _RED
    _shape(painter, panel, panel_colour)
    ornament = _OUTLINE if panel_colour == _GOLD else _GOLD
    for y in range(-50, -14, 9):
        painter.fillPath(_polygon((0, y - 3.5), (3.5, y), (0, y + 3.5), (-3.5, y)), ornament)
    # Gold trim where the cape meets the robe.
    trim = QPainterPath()
    trim.moveTo(-hw - 2, -22)
    trim.cubicTo(-54, -28, -34, -32, -17, -30)
    painter.strokePath(trim, QPen(_GOLD, 3.0))
    painter.strokePath(_mirrored(trim), QPen(_GOLD, 3.0))
    # The ruff under the chin.
    collar = _ellipse(0, -58, 26, 7.5)
    _shape(painter, collar, QColor("#fff6dc"))
    painter.setPen(QPen(_OUTLINE, 0.8))
    for x in range(-21, 23, 6):
        painter.drawLine(QPointF(x, -63.5), QPointF(x * 1.05, -52.5))


def _paint_hands(painter: QPainter, rank: Rank, primary: QColor) -> None:
    """The sleeve and hand that hold the item, over the body."""
    if rank is Rank.KING:
        sleeve = _polygon((24, -52), (42, -50), (56, -34), (50, -24), (34, -36))
        hand: tuple[float, float] = (55, -28)
    elif rank is Rank.QUEEN:
        sleeve = _polygon((-24, -52), (-40, -48), (-48, -30), (-40, -22), (-30, -36))
        hand = (-44, -26)
    else:
        sleeve = _polygon((-26, -52), (-44, -48), (-60, -32), (-54, -22), (-36, -36))
        hand = (-57.5, -28)
    _shape(painter, sleeve, primary.lighter(112))
    cuff = QPainterPath()
    cuff.moveTo(sleeve.elementAt(2).x, sleeve.elementAt(2).y)
    cuff.lineTo(sleeve.elementAt(3).x, sleeve.elementAt(3).y)
    painter.strokePath(cuff, QPen(_GOLD, 3.4))
    _shape(painter, _ellipse(hand[0], hand[1], 6.5, 5.5), _SKIN, 1.0)


def _paint_head(painter: QPainter, rank: Rank, primary: QColor, secondary: QColor) -> None:
    """The head, face, hair and headwear, centred on the origin (the head is 32 × 40 units)."""
    hair = _HAIR[rank]
    if rank is Rank.QUEEN:
        locks = QPainterPath()
        locks.moveTo(-17, -10)
        locks.cubicTo(-28, 6, -27, 20, -20, 24)
        locks.lineTo(20, 24)
        locks.cubicTo(27, 20, 28, 6, 17, -10)
        locks.closeSubpath()
        _shape(painter, locks, hair)
    _shape(painter, _polygon((-7, 14), (7, 14), (8, 22), (-8, 22)), _SKIN, 1.0)
    _shape(painter, _ellipse(0, 0, 16, 20), _SKIN)
    _paint_face(painter, bearded=rank is Rank.KING)
    if rank is Rank.KING:
        side = QPainterPath()
        side.moveTo(-16, -8)
        side.cubicTo(-24, 6, -20, 16, -14, 12)
        side.lineTo(-14, -4)
        side.closeSubpath()
        _shape(painter, side, hair, 1.0)
        _shape(painter, _mirrored(side), hair, 1.0)
        beard = QPainterPath()
        beard.moveTo(-15, 2)
        beard.cubicTo(-15, 22, -6, 30, 0, 34)
        beard.cubicTo(6, 30, 15, 22, 15, 2)
        beard.cubicTo(10, 12, 5, 8, 0.5, 8)
        beard.cubicTo(-5, 8, -10, 12, -15, 2)
        _shape(painter, beard, hair, 1.0)
        painter.setPen(QPen(_OUTLINE.lighter(250), 0.6))
        for x in (-8, -4, 0, 4, 8):
            painter.drawLine(QPointF(x, 16), QPointF(x * 0.7, 27))
        moustache = QPainterPath()
        moustache.moveTo(-10, 11)
        moustache.quadTo(-4, 6, 0, 8.5)
        moustache.quadTo(4, 6, 10, 11)
        moustache.quadTo(4, 9, 0, 10.5)
        moustache.quadTo(-4, 9, -10, 11)
        _shape(painter, moustache, hair, 0.8)
        crown = _polygon((-18, -15), (-20, -36), (-10, -25), (0, -39), (10, -25), (20, -36), (18, -15))
        _shape(painter, crown, _GOLD)
        _shape(painter, _polygon((-19, -21), (19, -21), (18, -14), (-18, -14)), _GOLD.darker(112), 1.1)
        for x, colour in ((-10, _RED), (0, _BLUE), (10, _RED)):
            _shape(painter, _ellipse(x, -17.5, 2.6, 2.4), colour, 0.7)
        for x, y in ((-20, -38.5), (0, -41.5), (20, -38.5)):
            _shape(painter, _ellipse(x, y, 2.6, 2.6), _GOLD, 0.9)
    elif rank is Rank.QUEEN:
        fringe = QPainterPath()
        fringe.moveTo(-17, -2)
        fringe.cubicTo(-18, -22, 18, -22, 17, -2)
        fringe.cubicTo(10, -14, -10, -14, -17, -2)
        _shape(painter, fringe, hair, 1.0)
        crown = QPainterPath()
        crown.moveTo(-15, -15)
        crown.lineTo(-15, -25)
        crown.quadTo(-7.5, -35, 0, -25)
        crown.quadTo(7.5, -35, 15, -25)
        crown.lineTo(15, -15)
        crown.closeSubpath()
        _shape(painter, crown, _GOLD)
        _shape(painter, _ellipse(0, -36, 3.2, 3.2), _GOLD, 0.9)
        _shape(painter, _ellipse(0, -20, 2.6, 2.6), _RED, 0.7)
        for x in (-8, 8):
            _shape(painter, _ellipse(x, -20, 2, 2), _BLUE, 0.7)
        veil = QPainterPath()
        veil.moveTo(15, -21)
        veil.cubicTo(32, -10, 28, 16, 34, 30)
        veil.lineTo(22, 30)
        veil.cubicTo(22, 12, 21, -4, 15, -13)
        veil.closeSubpath()
        _shape(painter, veil, secondary, 1.0)
    else:
        curls = QPainterPath()
        curls.moveTo(-16, 6)
        curls.cubicTo(-24, -6, -20, -20, -6, -18)
        curls.lineTo(10, -18)
        curls.cubicTo(22, -18, 24, -6, 16, 6)
        curls.cubicTo(14, -6, 10, -10, 0, -10)
        curls.cubicTo(-10, -10, -14, -6, -16, 6)
        _shape(painter, curls, hair, 1.0)
        cap = QPainterPath()
        cap.moveTo(-17, -18)
        cap.cubicTo(-18, -40, 18, -40, 17, -18)
        cap.closeSubpath()
        _shape(painter, cap, secondary)
        _shape(painter, _ellipse(0, -17, 27, 5.5), primary if primary != secondary else _GOLD)
        feather = QPainterPath()
        feather.moveTo(10, -24)
        feather.cubicTo(26, -38, 40, -34, 46, -20)
        feather.cubicTo(36, -28, 24, -26, 10, -20)
        feather.closeSubpath()
        _shape(painter, feather, QColor("#fff6dc"), 1.0)
        _shape(painter, _ellipse(10, -22, 3, 3), _GOLD, 0.8)


def _paint_face(painter: QPainter, *, bearded: bool) -> None:
    """Eyes, brows, nose, cheeks and mouth on a head centred on the origin."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(230, 120, 110, 80))
    painter.drawEllipse(QPointF(-9, 5), 3.2, 2.4)
    painter.drawEllipse(QPointF(9, 5), 3.2, 2.4)
    painter.setBrush(_OUTLINE)
    painter.drawEllipse(QPointF(-6, -3), 1.8, 1.4)
    painter.drawEllipse(QPointF(6, -3), 1.8, 1.4)
    features = QPainterPath()
    features.moveTo(-9.5, -7.5)
    features.quadTo(-6, -9.5, -2.5, -7.5)
    features.moveTo(2.5, -7.5)
    features.quadTo(6, -9.5, 9.5, -7.5)
    features.moveTo(0.5, -3)
    features.lineTo(-1.8, 5)
    features.lineTo(1.5, 5.5)
    painter.strokePath(features, _outline_pen(0.9))
    mouth = QPainterPath()
    mouth.moveTo(-4, 10.5 if not bearded else 12)
    mouth.quadTo(0, 13, 4, 10.5 if not bearded else 12)
    painter.strokePath(mouth, QPen(QColor("#a3262a"), 1.6))


# --- The pixmap cache ------------------------------------------------------------------------------------

CacheKey = tuple[str, Card | None, int, int]

IMAGE_FORMAT: Final = QImage.Format.Format_ARGB32_Premultiplied
"""The pixel format every card is rendered in."""


def ratio_percent(device_pixel_ratio: float) -> int:
    """A device pixel ratio as the caches keep it: in hundredths, at least a quarter."""
    return round(max(0.25, float(device_pixel_ratio)) * 100)


def render_card_image(theme: CardTheme, card: Card | None, logical_height: int, percent: int) -> QImage:
    """`card` (None: the back) painted by `theme`, `logical_height` logical pixels tall at a device pixel ratio of
    `percent` hundredths: the same pixels on the GUI thread and in a worker (each with a theme of its own)."""
    ratio = percent / 100
    logical_width = max(1, round(logical_height * theme.aspect))
    image = QImage(QSize(math.ceil(logical_width * ratio), math.ceil(logical_height * ratio)), IMAGE_FORMAT)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        theme.paint(painter, QRectF(0, 0, logical_width, logical_height), card)
    finally:
        painter.end()
    return image


class CardImageSource(Protocol):
    """Where rendered cards are kept beyond one run (`card_cache.CardImageStore`)."""

    def image(self, theme: CardTheme, card: Card | None, logical_height: int, percent: int) -> QImage | None:
        """The kept picture of `card` as `render_card_image` would paint it, or None (the caller renders it; the
        source may then render the deck's cards at this size for next time, off the GUI thread)."""


class CardPixmapCache:
    """Rendered card pixmaps, kept by (theme, card or back, height, device pixel ratio); least recently used
    pixmaps are dropped beyond `max_entries`. A pixmap not held is taken from `source` (the cards kept on disk)
    when it has it, else rendered."""

    def __init__(self, max_entries: int = 320, source: CardImageSource | None = None) -> None:
        if max_entries < 1:
            raise ValueError(f"a pixmap cache holds at least one pixmap, not {max_entries}")
        self._max_entries = max_entries
        self._source = source
        self._pixmaps: OrderedDict[CacheKey, QPixmap] = OrderedDict()
        self.renders = 0
        """How many pixmaps have been rendered (a cache hit, or a card from the source, renders none)."""

    def __len__(self) -> int:
        return len(self._pixmaps)

    def clear(self) -> None:
        """Forget every pixmap (e.g. after the theme list changed)."""
        self._pixmaps.clear()

    def pixmap(self, theme: CardTheme, card: Card | None, height: float, device_pixel_ratio: float = 1.0) -> QPixmap:
        """A pixmap of `card` (None: the back) `height` logical pixels tall, sharp at `device_pixel_ratio`.

        Its logical size is `theme.size_for_height(height)` rounded to whole pixels.
        """
        logical_height = max(1, round(height))
        percent = ratio_percent(device_pixel_ratio)
        key: CacheKey = (theme.paint_key, card, logical_height, percent)
        cached = self._pixmaps.get(key)
        if cached is not None:
            self._pixmaps.move_to_end(key)
            return cached
        image = self._source.image(theme, card, logical_height, percent) if self._source is not None else None
        if image is None:
            image = render_card_image(theme, card, logical_height, percent)
            self.renders += 1
        pixmap = QPixmap.fromImage(image)
        self._pixmaps[key] = pixmap
        while len(self._pixmaps) > self._max_entries:
            self._pixmaps.popitem(last=False)
        return pixmap


# --- Bent corners (paroli) -------------------------------------------------------------------------------

MAX_BENT_CORNERS: Final = 5
"""The most bends a card can be drawn with: its four corners, then the fifth bend folds the long edge (a paroli
bends one per doubling; the shtoss rules' `MAX_CORNERS` may allow no more, which tests/ui/table/test_card_art.py
checks)."""


def _bend_geometry(card_rect: QRectF, corners: int) -> list[tuple[QPolygonF, QPolygonF]]:
    """For each bend: the piece of card that folds away, and the flap where it lands (its white face up)."""
    if isinstance(corners, bool) or not isinstance(corners, int) or not 0 <= corners <= MAX_BENT_CORNERS:
        raise ValueError(f"a card has 0 to {MAX_BENT_CORNERS} bent corners, not {corners!r}")
    left, top, right, bottom = card_rect.left(), card_rect.top(), card_rect.right(), card_rect.bottom()
    fold = card_rect.width() * 0.27
    # Paroli bends the top right corner first, then top left, bottom right, bottom left (seen by the banker).
    corner_points = ((right, top, -1, 1), (left, top, 1, 1), (right, bottom, -1, -1), (left, bottom, 1, -1))
    bends: list[tuple[QPolygonF, QPolygonF]] = []
    for x, y, dx, dy in corner_points[: min(corners, 4)]:
        along_x, along_y = QPointF(x + dx * fold, y), QPointF(x, y + dy * fold)
        cut = QPolygonF([along_x, QPointF(x - dx * 2, y - dy * 2), along_y])
        flap = QPolygonF([along_x, along_y, QPointF(x + dx * fold, y + dy * fold)])
        bends.append((cut, flap))
    if corners == MAX_BENT_CORNERS:
        strip = card_rect.width() * 0.12
        upper, lower = top + fold, bottom - fold
        cut = QPolygonF(
            [
                QPointF(right - strip, upper),
                QPointF(right + 2, upper),
                QPointF(right + 2, lower),
                QPointF(right - strip, lower),
            ]
        )
        flap = QPolygonF(
            [
                QPointF(right - 2 * strip, upper),
                QPointF(right - strip, upper),
                QPointF(right - strip, lower),
                QPointF(right - 2 * strip, lower),
            ]
        )
        bends.append((cut, flap))
    return bends


def bent_corners_outline(card_rect: QRectF, corners: int) -> QPainterPath:
    """The card's outline with its bent pieces folded away: clip the card's back to it before painting flaps."""
    radius = card_rect.width() * _CORNER / _W
    outline = QPainterPath()
    outline.addRoundedRect(card_rect, radius, radius)
    for cut, _ in _bend_geometry(card_rect, corners):
        piece = QPainterPath()
        piece.addPolygon(cut)
        piece.closeSubpath()
        outline = outline.subtracted(piece)
    return outline


def paint_bent_corners(painter: QPainter, card_rect: QRectF, corners: int) -> None:
    """Paint `corners` (0..5) folded corners on a face-down card: the flaps show the card's white face.

    Paint the back clipped to `bent_corners_outline(card_rect, corners)` first, so the folded-away corners
    show the table through.
    """
    bends = _bend_geometry(card_rect, corners)
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        shadow_offset = QPointF(card_rect.width() * 0.015, card_rect.width() * 0.02)
        edge = QPen(_EDGE, max(0.5, card_rect.width() / 160))
        edge.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        for _, flap in bends:
            shadow = QPainterPath()
            shadow.addPolygon(flap.translated(shadow_offset))
            shadow.closeSubpath()
            painter.fillPath(shadow, QColor(0, 0, 0, 70))
            path = QPainterPath()
            path.addPolygon(flap)
            path.closeSubpath()
            painter.fillPath(path, _PAPER)
            # The fold itself catches the light; the tip lies in the flap's own shade.
            fold_line = QPainterPath()
            fold_line.moveTo(flap.at(0))
            fold_line.lineTo(flap.at(1))
            painter.fillPath(path, QColor(120, 100, 70, 28))
            painter.strokePath(path, edge)
            painter.strokePath(fold_line, QPen(QColor("#ffffff"), max(0.6, card_rect.width() / 120)))
    finally:
        painter.restore()
