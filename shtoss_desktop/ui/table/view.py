"""The view both card tables are seen through: the zoom that follows the window, the fitting of the table to the
viewport, the sharpness of its pictures and the baize painted under it.

`ClothView` shows a `ClothScene` (ui/table/cloth.py). On every resize it fits the table: the scene takes the
viewport's shape (in scene units, never below its design size), the zoom is the largest at which the design table
fits, within the view's limits, and the card art is told the device scale to render its pixmaps at. Each table's
view says what height its zoom follows (`fit_height`) and may keep its zoom through small changes
(`choose_zoom`); the shtoss table's `TableView` does both, so that its bottom panel never changes its scale.

For screen readers the view is the card table's accessible pane (ui/table/accessible.py): its game gives it a
`TableSource` (`set_table_source`) and says when the table has changed (`table_changed`); it takes the focus with
Tab, and the walking keys (`walk_keys`) take it from entry to entry, a frame round the one walked to.
"""

from __future__ import annotations

from typing import ClassVar, Final

from PySide6.QtCore import QEvent, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent, QColor, QFocusEvent, QKeyEvent, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from shtoss_desktop.ui.table.accessible import (
    WALK_KEYS,
    TableAccessible,
    TableEntry,
    TableSource,
    TableWalker,
    add_accessible_factory,
)
from shtoss_desktop.ui.table.cloth import ClothScene, paint_baize

FOCUS_FRAME: QColor = QColor("#ffd54f")
"""The frame round the entry the keys walked to (a warm yellow, clear on the green baize and on a card)."""
FRAME_WIDTH: Final = 3
"""Its width, in the view's pixels."""


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
        # Tab reaches the table (a click on a card does not take the keyboard from the panel's fields).
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.table_source: TableSource | None = None
        """What the game says lies on the table (None: nothing told)."""
        self.walker = TableWalker(self.table_entries)
        """The entry the walking keys are on."""
        self._frame = QRectF()
        """Where the frame round the walked entry is drawn, in scene coordinates (empty: none)."""
        self.accessible: TableAccessible | None = None
        """The view's accessible interface, once a reader has asked for it."""
        # The game tells of a change before it lays the table out: the entries are read once it has, and a burst of
        # records (a resumed session, the instant speed) is read once.
        self._changed = QTimer(self)
        self._changed.setSingleShot(True)
        self._changed.setInterval(0)
        self._changed.timeout.connect(self.refresh_table)
        add_accessible_factory(ClothView, _make_accessible)

    walk_keys: ClassVar[frozenset[Qt.Key]] = frozenset(WALK_KEYS)
    """The keys that walk the table's entries while the view has the focus."""

    # ----- the table for screen readers -----

    def set_table_source(self, source: TableSource) -> None:
        """Say what lies on the table through `source`."""
        self.table_source = source
        self.refresh_table()

    def table_entries(self) -> tuple[TableEntry, ...]:
        """The table's entries as it stands now."""
        if self.accessible is not None:
            return self.accessible.entries()
        return self.table_source.table_entries() if self.table_source is not None else ()

    def table_changed(self, *_args: object) -> None:
        """The game has shown a change (or is about to lay it out): read the table again once the event loop is
        back (`refresh_table`)."""
        self._changed.start()

    def refresh_table(self) -> None:
        """Read the table again: the reader is told what changed, the frame follows its entry."""
        self._changed.stop()
        if self.accessible is not None:
            self.accessible.refresh()
        self._place_frame()

    def _place_frame(self) -> None:
        """Where the frame round the walked entry goes, worked out once per change (not at every repaint)."""
        entry = self.walker.entry() if self.hasFocus() and self.walker.current is not None else None
        frame = QRectF(entry.rect) if entry is not None else QRectF()
        if frame != self._frame:
            self._frame = frame
            self.viewport().update()

    @property
    def focus_frame(self) -> QRectF:
        """Where the frame round the walked entry is drawn, in scene coordinates (empty: no frame)."""
        return QRectF(self._frame)

    def focused_entry(self) -> str | None:
        """The key of the entry walked to while the view has the focus."""
        return self.walker.current if self.hasFocus() else None

    def walk(self, where: str) -> TableEntry | None:
        """Walk the entries ("next", "previous", "first", "last"): frame the one arrived at and give it the
        reader's focus."""
        entry = self.walker.step(where)
        self._place_frame()
        self.tell_focus()
        return entry

    def walk_to(self, key: str) -> None:
        """Put the walk on the entry with this key (a cursor of the game's own moved there)."""
        self.walker.current = key
        self._place_frame()
        self.tell_focus()

    def tell_focus(self) -> None:
        """Tell the reader which entry has the focus (the view itself, when none is walked to)."""
        if self.accessible is None or not QAccessible.isActive() or not self.hasFocus():
            return
        key = self.walker.current
        if key is not None and self.accessible.entry(key) is not None:
            QAccessible.updateAccessibility(QAccessibleEvent(self.accessible.interface(key), QAccessible.Event.Focus))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The walking keys walk the table's entries; the rest as usual."""
        where = WALK_KEYS.get(Qt.Key(event.key()))
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier == Qt.KeyboardModifier.NoModifier
        if where is not None and plain and Qt.Key(event.key()) in self.walk_keys:
            self.walk(where)
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Taking the focus shows the frame of the entry walked to (and the reader hears the table, then it)."""
        super().focusInEvent(event)
        self._place_frame()
        self.viewport().update()  # the frame round the whole table, when no entry is walked to
        self.tell_focus()

    def changeEvent(self, event: QEvent) -> None:
        """A new language: the entries are said in it."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.table_changed()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """The frame goes with the focus."""
        super().focusOutEvent(event)
        self._place_frame()
        self.viewport().update()

    @property
    def drawn_frame(self) -> QRectF:
        """The frame as it is drawn, in scene coordinates (empty: none): round the entry walked to, a little off
        it, or round the whole table seen when the focus is on the table with no entry walked to yet (Tab just
        came to it); always inside what the view shows, so no side of it is cut off at the window's edge."""
        if not self.hasFocus():
            return QRectF()
        zoom = max(self.zoom(), 0.01)
        seen = self.mapToScene(self.viewport().rect()).boundingRect()
        inset = FRAME_WIDTH / zoom
        seen = seen.adjusted(inset, inset, -inset, -inset)
        if self._frame.isEmpty():
            return seen
        margin = 4.0
        return self._frame.adjusted(-margin, -margin, margin, margin).intersected(seen)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The frame round the entry walked to, while the view has the focus (placed by `_place_frame`), or round
        the table (`drawn_frame`)."""
        frame = self.drawn_frame
        if frame.isEmpty():
            return
        painter.save()
        painter.setPen(QPen(FOCUS_FRAME, FRAME_WIDTH / max(self.zoom(), 0.01)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(frame, 6, 6)
        painter.restore()

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
        """Re-fit on every resize (the things on the table move: their places are read again)."""
        super().resizeEvent(event)
        self.fit()
        self.table_changed()

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


def _make_accessible(view: QWidget) -> TableAccessible | None:
    """The accessible interface of a table's view, kept on the view (Qt asks for it once and keeps it)."""
    if not isinstance(view, ClothView):
        return None
    interface = TableAccessible(view, lambda: view.table_source)
    interface.set_focus_source(view.focused_entry)
    view.accessible = interface
    # The entries' objects go with the view (Qt deletes the view's own interface itself, after this).
    view.destroyed.connect(interface.release_all)
    return interface


__all__ = ["FOCUS_FRAME", "ClothView"]
