"""The shtoss table's view (ui/shtoss/table_view.py): its zoom follows the window, between its least and its most,
not the panel below it: a page of the panel growing or shrinking changes how much cloth shows, never the cards'
scale; a few pixels of width lost while the window keeps its size keep the scale; a new window size refits."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QLabel, QSizePolicy, QStackedWidget, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.shtoss.controller import GameController
from shtoss_desktop.ui.shtoss.table_scene import TableScene
from shtoss_desktop.ui.shtoss.table_view import MAX_ZOOM, MIN_ZOOM, ZOOM_TOLERANCE, TableView

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


class Frame(QWidget):
    """A window holding the table's view above a panel of two pages, one low and one tall."""

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.scene = TableScene(controller, self)
        self.view = TableView(self.scene, self)
        self.stack = QStackedWidget(self)
        self.low, self.tall = QLabel("Stake a card"), QLabel("Deal\non\nor\ncut\nthe\ndeck")
        self.stack.addWidget(self.low)
        self.stack.addWidget(self.tall)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.stack)
        self.show_page(self.low)

    def show_page(self, page: QLabel) -> None:
        """Show `page`: the panel takes its height (the other page is not counted), as the game's panel does."""
        for other in (self.low, self.tall):
            policy = QSizePolicy.Policy.Preferred if other is page else QSizePolicy.Policy.Ignored
            other.setSizePolicy(policy, policy)
        self.stack.setCurrentWidget(page)
        self.stack.setFixedHeight(page.sizeHint().height())


@pytest.fixture
def frame(qtbot: QtBot, qapp: QApplication) -> Iterator[Frame]:
    controller = GameController()
    frame = Frame(controller)
    qtbot.addWidget(frame)
    frame.resize(1600, 600)  # wide: the height, not the width, sets the zoom
    frame.show()
    qtbot.waitExposed(frame)
    frame.view.fit()  # as the window does once it is shown
    yield frame
    controller.deleteLater()


def _resized(qtbot: QtBot, frame: Frame, width: int, height: int) -> None:
    frame.resize(width, height)
    qtbot.waitUntil(lambda: frame.size() == QSize(width, height))
    QApplication.processEvents()


def test_a_page_change_below_the_table_never_changes_its_scale(qtbot: QtBot, frame: Frame) -> None:
    zoom = frame.view.zoom()
    heights = set()
    for page in (frame.tall, frame.low, frame.tall, frame.low):
        frame.show_page(page)
        qtbot.waitUntil(lambda page=page: frame.view.height() + page.sizeHint().height() == frame.height())
        heights.add(frame.view.viewport().height())
        assert frame.view.zoom() == zoom, f"the scale changed on the {page.text()!r} page"
        assert frame.scene.sceneRect().height() * zoom == pytest.approx(frame.view.viewport().height(), abs=1)
    assert len(heights) == 2, "the table's height follows the page: more or less cloth"


def test_the_zoom_keeps_room_for_the_panel_s_tallest_page(frame: Frame) -> None:
    frame.show_page(frame.low)
    QApplication.processEvents()
    assert frame.view.steady_height() <= frame.height() - frame.tall.sizeHint().height()
    assert frame.view.fit_height() == frame.view.steady_height()


def test_a_view_on_its_own_follows_its_own_height(qtbot: QtBot, qapp: QApplication) -> None:
    controller = GameController()
    view = TableView(TableScene(controller))
    qtbot.addWidget(view)
    view.resize(700, 500)
    assert view.steady_height() == view.viewport().height(), "hidden, with no panel beside it"
    controller.deleteLater()


def test_the_zoom_stays_between_its_least_and_its_most(qtbot: QtBot, frame: Frame) -> None:
    # A window larger than any screen a window manager allows: the zoom the view would fit it at.
    assert frame.view.zoom_for(5000, 3500) == MAX_ZOOM, "a large screen gets more cloth, not giant cards"
    assert frame.view.zoom_for(300, 200) == MIN_ZOOM, "a tiny window scrolls rather than shrink the cards to dots"
    assert MIN_ZOOM <= frame.view.zoom() <= MAX_ZOOM


def test_a_new_window_size_refits_and_a_few_pixels_of_width_keep_the_scale(qtbot: QtBot, frame: Frame) -> None:
    _resized(qtbot, frame, 1000, 700)
    zoom = frame.view.zoom()
    _resized(qtbot, frame, 800, 560)
    smaller = frame.view.zoom()
    assert smaller < zoom
    view = frame.view
    viewport = view.viewport().size()
    # The table fits the smaller window whole and fills it one way (the width or the height, as its shape says).
    shown = frame.scene.sceneRect().size() * smaller
    assert shown.width() <= viewport.width() + 1
    assert shown.height() <= viewport.height() + 1
    assert shown.width() == pytest.approx(viewport.width(), abs=2) or shown.height() == pytest.approx(
        viewport.height(), abs=2)
    fitting = smaller * (1 - ZOOM_TOLERANCE / 2)  # the width a side view took asks for a hair less
    assert view.choose_zoom(fitting, viewport) == smaller, "kept while the window keeps its size"
    assert view.choose_zoom(smaller * (1 - 2 * ZOOM_TOLERANCE), viewport) == pytest.approx(
        smaller * (1 - 2 * ZOOM_TOLERANCE)), "a real change of room is followed"
