"""Tooltips on the table that say what the item says now, and only while the pointer is over it.

Qt shows a scene item's tooltip for the whole view: moved on to another plate, the player still reads the first
one's words until a new tooltip is asked for; and a tooltip open while the game goes on keeps the balance it was
opened with. `show_item_tooltip` (the scenes' `helpEvent`) holds a tooltip to its item's place on the screen, so it
goes when the pointer leaves the item; `set_tooltip` gives an item new words and, when its tooltip is the one open,
writes them there at once.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QCursor, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneHelpEvent, QGraphicsView, QToolTip, QWidget


def _item_rect(view: QGraphicsView, item: QGraphicsItem) -> QRect:
    """Where `item` shows in `view`'s viewport, in the viewport's coordinates."""
    return view.mapFromScene(item.sceneBoundingRect()).boundingRect()


def _view_of(widget: QWidget | None) -> QGraphicsView | None:
    """The graphics view whose viewport is `widget`."""
    parent = widget.parentWidget() if widget is not None else None
    return parent if isinstance(parent, QGraphicsView) else None


def show_item_tooltip(scene: QGraphicsScene, event: QGraphicsSceneHelpEvent) -> None:
    """Show the tooltip of the topmost item under the pointer that has one, for as long as the pointer stays on the
    item; over an item without one, hide any tooltip open."""
    widget = event.widget()
    view = _view_of(widget)
    transform = view.transform() if view is not None else QTransform()
    for item in scene.items(event.scenePos(), deviceTransform=transform):
        text = item.toolTip()
        if text:
            rect = _item_rect(view, item) if view is not None else QRect()
            QToolTip.showText(event.screenPos(), text, widget, rect)
            event.setAccepted(True)
            return
    QToolTip.hideText()
    event.setAccepted(False)


def set_tooltip(item: QGraphicsItem, text: str) -> None:
    """Give `item` the tooltip `text`; if its tooltip is open now, it says `text` at once."""
    old = item.toolTip()
    if text == old:
        return
    item.setToolTip(text)
    scene = item.scene()
    if not old or scene is None or not QToolTip.isVisible() or QToolTip.text() != old:
        return
    cursor = QCursor.pos()
    for view in scene.views():
        viewport = view.viewport()
        rect = _item_rect(view, item)
        if rect.contains(viewport.mapFromGlobal(cursor)):
            if text:
                QToolTip.showText(cursor, text, viewport, rect)
            else:
                QToolTip.hideText()
            return


def shown_tooltip() -> str:
    """The text of the tooltip open now ("" when none is)."""
    return QToolTip.text() if QToolTip.isVisible() else ""


__all__ = ["set_tooltip", "show_item_tooltip", "shown_tooltip"]
