"""Tooltips on the table (`ui/table/tooltips.py`, on a toy scene; the plates' own are tests/ui/shtoss/test_plates.py):
the topmost item under the pointer that has words shows them, the cloth none; an open tooltip follows its item's
new words at once and goes when they are taken away, and another item's words leave it alone."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QPoint, QRectF
from PySide6.QtGui import QCursor, QHelpEvent
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsView,
    QToolTip,
)
from pytestqt.qtbot import QtBot

from shtoss_desktop.ui.table.tooltips import set_tooltip, show_item_tooltip, shown_tooltip


class Scene(QGraphicsScene):
    """A scene whose tooltips are held to their items, as the cloth's are."""

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        show_item_tooltip(self, event)


class Table:
    """A view of a scene with a plate (words), a blank card over part of it (none) and a chip (words)."""

    def __init__(self, qtbot: QtBot) -> None:
        self.scene = Scene(QRectF(0, 0, 400, 300))
        self.view = QGraphicsView(self.scene)
        qtbot.addWidget(self.view)
        self.view.resize(440, 340)
        self.plate = self.scene.addRect(QRectF(20, 20, 160, 60))
        self.blank = QGraphicsRectItem(QRectF(120, 20, 60, 60))
        self.blank.setZValue(1)
        self.scene.addItem(self.blank)
        self.chip = self.scene.addRect(QRectF(250, 200, 40, 40))
        set_tooltip(self.plate, "Lisa: 300 in hand")
        set_tooltip(self.chip, "A chip of 5")
        self.view.show()
        qtbot.waitExposed(self.view)

    def hover(self, x: float, y: float) -> QPoint:
        """Rest the pointer at scene point (x, y) and ask for a tooltip, as Qt does."""
        viewport = self.view.viewport()
        where = self.view.mapFromScene(x, y)
        QCursor.setPos(viewport.mapToGlobal(where))
        QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, where, viewport.mapToGlobal(where)))
        return where


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[Table]:
    yield Table(qtbot)
    QToolTip.hideText()


def test_nothing_is_shown_before_the_pointer_rests(table: Table) -> None:
    QToolTip.hideText()
    assert shown_tooltip() == ""


def test_the_item_under_the_pointer_says_its_words_and_the_cloth_none(qtbot: QtBot, table: Table) -> None:
    table.hover(60, 50)
    qtbot.waitUntil(lambda: shown_tooltip() == "Lisa: 300 in hand")
    table.hover(270, 220)
    qtbot.waitUntil(lambda: shown_tooltip() == "A chip of 5")
    table.hover(150, 50)
    qtbot.waitUntil(lambda: shown_tooltip() == "Lisa: 300 in hand")  # a blank card over the plate: the plate's words
    table.hover(350, 60)
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
    assert shown_tooltip() == ""


def test_an_open_tooltip_follows_its_items_words(qtbot: QtBot, table: Table) -> None:
    table.hover(60, 50)
    qtbot.waitUntil(lambda: shown_tooltip() == "Lisa: 300 in hand")
    set_tooltip(table.plate, "Lisa: 288 in hand")
    assert table.plate.toolTip() == "Lisa: 288 in hand"
    assert shown_tooltip() == "Lisa: 288 in hand", "at once, without the pointer moving"
    set_tooltip(table.chip, "A chip of 10")
    assert table.chip.toolTip() == "A chip of 10"
    assert shown_tooltip() == "Lisa: 288 in hand", "another item's words leave the open tooltip alone"
    set_tooltip(table.plate, "")
    assert table.plate.toolTip() == ""
    qtbot.waitUntil(lambda: not QToolTip.isVisible())


def test_words_given_to_an_item_off_the_pointer_leave_the_tooltip_alone(qtbot: QtBot, table: Table) -> None:
    table.hover(270, 220)
    qtbot.waitUntil(lambda: shown_tooltip() == "A chip of 5")
    QCursor.setPos(table.view.viewport().mapToGlobal(table.view.mapFromScene(350, 280)))
    set_tooltip(table.chip, "A chip of 25")
    assert table.chip.toolTip() == "A chip of 25"
    assert shown_tooltip() == "A chip of 5", "the pointer has left the chip: its words are not written there"


def test_an_item_off_any_scene_just_takes_its_words(qtbot: QtBot) -> None:
    item = QGraphicsRectItem(QRectF(0, 0, 10, 10))
    set_tooltip(item, "alone")
    assert item.toolTip() == "alone"
    set_tooltip(item, "alone")
    assert item.toolTip() == "alone"
