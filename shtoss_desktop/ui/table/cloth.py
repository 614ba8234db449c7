"""The cloth every card table is laid on: the card art its items paint from, the scene with its size and sharpness,
and the green baize its view paints under them.

`ClothScene` is what the shtoss `TableScene` and the casino's `CasinoScene` have in common: a `CardArt` (the card
theme, a pixmap cache and the device scale the pixmaps are rendered at), and a size in scene units that the view
keeps in step with the window, never below the table's design size. `paint_baize` is the felt, painted by the view
(`ClothView.drawBackground`, ui/table/view.py) straight into what it repaints.
"""

from __future__ import annotations

import random
from typing import Final

from PySide6.QtCore import QObject, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneHelpEvent

from shtoss_desktop.core.cards import Card
from shtoss_desktop.ui.table.card_art import CardPixmapCache, CardTheme, ClassicTheme
from shtoss_desktop.ui.table.card_cache import shared_store
from shtoss_desktop.ui.table.tooltips import show_item_tooltip

CARD_HEIGHT: Final = 122.0
"""A card's height in scene units (the scene is scaled to the window, so this is the design size)."""


class CardArt:
    """The card theme and the pixmap cache the items paint from, and the device scale to render at. The pixmap
    cache takes the cards kept on disk (ui/table/card_cache.py) before it renders any."""

    def __init__(self, theme: CardTheme | None = None) -> None:
        self.theme: CardTheme = theme or ClassicTheme()
        self.cache = CardPixmapCache(max_entries=400, source=shared_store())
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
        self._design = QSize(design)
        self._size = design.toSizeF()
        self.setSceneRect(QRectF(0, 0, self._size.width(), self._size.height()))

    @property
    def design_size(self) -> QSize:
        """The smallest table, in scene units: the view zooms so that at least this much fits."""
        return QSize(self._design)

    def set_design_size(self, design: QSize) -> None:
        """Another smallest table (a table that can be laid out in more than one arrangement): the view fits this
        one from its next fitting."""
        self._design = QSize(design)

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

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        """An item's tooltip, held to the item: it goes when the pointer leaves it (ui/table/tooltips.py)."""
        show_item_tooltip(self, event)


def paint_baize(painter: QPainter, size: QSize, exposed: QRectF) -> None:
    """Paint the part `exposed` of a table top of `size` (logical pixels, the painter untransformed): the green
    baize with a soft light in the middle, a fine nap and a gilt line round the table."""
    width, height = size.width(), size.height()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    gradient = QRadialGradient(QPointF(width / 2, height * 0.42), max(width, height) * 0.75)
    gradient.setColorAt(0.0, QColor("#2f7d4f"))
    gradient.setColorAt(0.55, QColor("#1f6140"))
    gradient.setColorAt(1.0, QColor("#0d3321"))
    painter.fillRect(exposed, QBrush(gradient))
    painter.setBrushOrigin(0, 0)
    painter.fillRect(exposed, QBrush(_nap_texture()))
    inset = max(10.0, min(width, height) * 0.02)
    # The gilt lines run along the edges and round the corners (radius 28): a patch clear of both skips them.
    margin, corner = inset + 8, inset + 36
    clear = QRectF(corner, margin, width - 2 * corner, height - 2 * margin).contains(exposed) or QRectF(
        margin, corner, width - 2 * margin, height - 2 * corner
    ).contains(exposed)
    if clear:
        return
    rim = QPainterPath()
    rim.addRoundedRect(QRectF(inset, inset, width - 2 * inset, height - 2 * inset), 28, 28)
    painter.setPen(QPen(QColor(232, 194, 106, 80), 2.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(rim)
    painter.setPen(QPen(QColor(232, 194, 106, 35), 1.0))
    painter.drawRoundedRect(QRectF(inset + 6, inset + 6, width - 2 * inset - 12, height - 2 * inset - 12), 24, 24)


_NAP: list[QImage] = []


def _nap_texture() -> QImage:
    """A small tile of faint speckles that gives the felt its nap (made once, the same every run)."""
    if not _NAP:
        rng = random.Random(1)
        image = QImage(96, 96, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        # The first frame waits for this tile: each shade is made once, not twice per speckle (the random draws,
        # and so the tile, are the same as drawing a light and a dark colour and choosing one).
        light = {alpha: QColor(255, 255, 255, alpha) for alpha in range(6, 17)}
        dark = {alpha: QColor(0, 0, 0, alpha) for alpha in range(8, 23)}
        for _ in range(900):
            light_alpha, dark_alpha = rng.randint(6, 16), rng.randint(8, 22)
            shade = light[light_alpha] if rng.choice((True, False)) else dark[dark_alpha]
            painter.fillRect(QRectF(rng.uniform(0, 96), rng.uniform(0, 96), 1.2, 1.2), shade)
        painter.end()
        _NAP.append(image)
    return _NAP[0]


__all__ = ["CARD_HEIGHT", "CardArt", "ClothScene", "paint_baize"]
