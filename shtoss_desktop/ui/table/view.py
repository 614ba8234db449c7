"""The view both card tables are seen through: the zoom that follows the window, the fitting of the table to the
viewport, the sharpness of its pictures and the baize painted under it.

`ClothView` shows a `ClothScene` (ui/table/cloth.py). On every resize it fits the table: the scene takes the
viewport's shape (in scene units, never below its design size), the zoom is the largest at which the design table
fits, within the view's limits, and the card art is told the device scale to render its pixmaps at. Each table's
view says what height its zoom follows (`fit_height`) and may keep its zoom through small changes
(`choose_zoom`); the shtoss table's `TableView` does both, so that its bottom panel never changes its scale.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from shtoss_desktop.ui.table.cloth import ClothScene, paint_baize


class ClothView(QGraphicsView):
    """The view of a card table: zooms with the window between `min_zoom` and `max_zoom` (vector cards, sharp at
    any size) and paints the baize."""

    def __init__(
        self, scene: ClothScene, parent: QWidget | None = None, *, min_zoom: float, max_zoom: float
    ) -> None:
        super().__init__(scene, parent)
        self._cloth = scene
        self._min_zoom = min_zoom
        self._max_zoom = max_zoom
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    @property
    def design_size(self) -> QSize:
        """The smallest table, in scene units (the scene's): at least this much fits at the zoom chosen."""
        return self._cloth.design_size

    def zoom_for(self, width: float, height: float) -> float:
        """The zoom at which the design table fits a viewport of this size."""
        design = self._cloth.design_size
        zoom = min(width / design.width(), height / design.height())
        return max(self._min_zoom, min(zoom, self._max_zoom))

    def zoom(self) -> float:
        """The view's scale now (scene units to logical pixels)."""
        return self.transform().m11()

    def fit_height(self) -> int:
        """The height the zoom follows: here the viewport's own."""
        return self.viewport().height()

    def choose_zoom(self, fitting: float, viewport: QSize) -> float:
        """The zoom to fit at, `fitting` being the one at which the design table fits (`zoom_for`) a viewport of
        this size: here that one."""
        return fitting

    def fit(self) -> None:
        """Fit the table to the viewport: the scene takes the viewport's shape, the zoom keeps cards readable."""
        size = self.viewport().size()
        if size.isEmpty():
            return
        zoom = self.choose_zoom(self.zoom_for(size.width(), self.fit_height()), size)
        self._cloth.set_table_size(size.width() / zoom, size.height() / zoom)
        self.resetTransform()
        self.scale(zoom, zoom)
        self._cloth.set_device_scale(zoom * self.devicePixelRatioF())
        self.centerOn(self._cloth.sceneRect().center())

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Re-fit on every resize."""
        super().resizeEvent(event)
        self.fit()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The green baize with a soft light in the middle, a fine nap and a gilt line round the table.

        It is painted straight into the part of the viewport being repainted: the whole of a large window takes
        under 3 ms, the patch an animation uncovers a fraction of one. A picture of it kept for blitting would
        hold some 2.6 MB of pixels for a 1280x800 window, more than everything else the table shows."""
        viewport = self.viewport().rect()
        exposed = self.mapFromScene(QRectF(rect)).boundingRect().adjusted(-1, -1, 1, 1).intersected(viewport)
        if exposed.isEmpty():
            return
        painter.save()
        painter.resetTransform()
        paint_baize(painter, viewport.size(), QRectF(exposed))
        painter.restore()


__all__ = ["ClothView"]
