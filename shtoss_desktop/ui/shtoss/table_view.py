"""The view of the shtoss table: a `ClothView` (ui/table/view.py) whose zoom follows the window, not the panel below.

The panel under the table changes pages (staking, dealing, an offer) and shows an error line now and then; if the
zoom followed the view's own height the cards would grow and shrink with it. `TableView.steady_height` leaves room
for the panel's tallest page instead, so a page change changes the table's height (more or less cloth, the seats
move) but never its scale, and while the window keeps its size a zoom a few per cent off is kept too.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QGraphicsView, QStackedWidget, QWidget

from shtoss_desktop.ui.shtoss.table_a11y import ShtossTableSource
from shtoss_desktop.ui.shtoss.table_scene import TableScene
from shtoss_desktop.ui.table.view import ClothView

MIN_ZOOM: Final = 0.4
"""The view never shrinks the table more (a tinier window shows part of it)."""
MAX_ZOOM: Final = 1.5
"""The view never enlarges the table more: a large screen gets more cloth, not giant cards and letters (at 1.5 a
card is about 130 px wide, as on a real table seen from a chair; a 1920×1080 window reaches about 1.35)."""
RELAYOUT_SHARE: Final = 0.75
"""A panel whose tallest page is now lower than this share of what it was has been laid out anew (compact): the
view measures its room afresh."""
ZOOM_TOLERANCE: Final = 0.03
"""While the window keeps its size, a zoom this close (a share of it) to the current one is not worth a jump."""


class TableView(ClothView):
    """The view of the table: zooms with the window (vector cards, sharp at any size), paints the baize."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent, min_zoom=MIN_ZOOM, max_zoom=MAX_ZOOM)
        self.setObjectName("tableView")
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setMinimumSize(480, 240)  # 240: with the staking panel and the bars, the window fits a 1024×600 screen
        # For screen readers: the table's entries (ui/shtoss/table_a11y.py), read again as each record is shown.
        self.set_table_source(ShtossTableSource(scene))
        scene.shown.sessionStarted.connect(self.table_changed)
        scene.shown.eventRecorded.connect(self.table_changed)
        scene.idle.connect(self.table_changed)
        self._reserve = 0
        self._room: tuple[QSize, tuple[int, ...]] = (QSize(), ())
        """The window's size and the tallest page of each panel beside the view when `_reserve` was measured."""
        self._fitted_window = QSize()
        """The window's size at the last fit: while it stays, small changes of the view's width keep the zoom."""

    def steady_height(self) -> int:
        """The height the zoom follows: the window's height less the most the widgets beside the view (the
        panel below it, the bars) have taken of it, not the view's own height, so that the table keeps its scale
        when the panel changes pages or shows an error line. The most is remembered while the window keeps its
        size and the panel its tallest page, and it is never capped: the viewport is then never lower than this,
        and the table, at least the design height, is never cut whatever page the panel shows (on a low window
        the panel makes itself compact rather than take the table's room)."""
        viewport = self.viewport().height()
        parent = self.parentWidget()
        if parent is None or not self.isVisible():
            return viewport
        # Measured against the whole window, so that what else changes height in it (the status bar when a message
        # in another font shows, a bottom dock) counts in the reserve too.
        top = self.window()
        outside = top.height() - viewport
        # A stacked widget beside the view (the panel's pages) may grow to its tallest page: keep room for it.
        tallest_pages = []
        for stack in parent.findChildren(QStackedWidget):
            if not self.isAncestorOf(stack) and stack.isVisible():
                pages = (stack.widget(index) for index in range(stack.count()))
                tallest = max((page.sizeHint().height() for page in pages if page is not None), default=0)
                tallest_pages.append(tallest)
                # Its hint, not its height: the view is laid out before the panel below it, whose geometry is
                # then still the last layout's.
                outside += max(0, tallest - stack.sizeHint().height())
        # A new window size, or a panel laid out anew much lower (compact on a low window), starts a new most; a
        # page a line higher or lower (a label wrapping) does not.
        window_size, before = self._room
        relaid = len(before) != len(tallest_pages) or any(
            now < then * RELAYOUT_SHARE for now, then in zip(tallest_pages, before, strict=False)
        )
        if window_size != top.size() or relaid:
            self._reserve = 0
        if self._reserve == 0 or relaid or window_size != top.size():
            self._room = (top.size(), tuple(tallest_pages))
        self._reserve = max(self._reserve, outside)
        return max(1, top.height() - self._reserve)

    def fit_height(self) -> int:
        """The height the zoom follows: `steady_height`, not the viewport's."""
        return self.steady_height()

    def choose_zoom(self, fitting: float, viewport: QSize) -> float:
        """While the window keeps its size, the view's width still moves by a few pixels when a side view or the
        panel's page asks for a little more width: that changes the cloth, not the scale, so long as the table, at
        its design size, still fits the viewport at that scale."""
        window = self.window().size()
        kept = self.zoom()
        design = self.design_size
        fits = (
            viewport.height() >= design.height() * kept - 0.5 and viewport.width() >= design.width() * kept - 0.5
        )
        zoom = fitting
        if window == self._fitted_window and abs(fitting - kept) <= ZOOM_TOLERANCE * kept and (fits or kept <= fitting):
            zoom = kept
        self._fitted_window = window
        return zoom


__all__ = ["MAX_ZOOM", "MIN_ZOOM", "TableView"]
