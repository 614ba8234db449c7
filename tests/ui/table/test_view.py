"""The view both tables are seen through (ui/table/view.py): the table fits the window at the largest zoom its design
allows within the view's limits, takes the viewport's shape, is rendered as sharp as it is shown, on the baize."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from shtoss_desktop.ui.table.cloth import ClothScene
from shtoss_desktop.ui.table.view import ClothView


@pytest.fixture
def view(qapp: QApplication, qtbot: QtBot) -> Iterator[ClothView]:
    """A 600x300 design table in a shown view that zooms between 0.5 and 2."""
    scene = ClothScene(QSize(600, 300))
    shown = ClothView(scene, min_zoom=0.5, max_zoom=2.0)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    yield shown
    scene.deleteLater()


def _resized(qtbot: QtBot, view: ClothView, width: int, height: int) -> None:
    view.resize(width, height)
    qtbot.waitUntil(lambda: view.viewport().size() == QSize(width, height))


@pytest.mark.parametrize(
    ("size", "zoom", "table"),
    [
        ((480, 240), 0.8, (600, 300)),  # the design table, just fitting
        ((1200, 300), 1.0, (1200, 300)),  # a wide window: more cloth at the sides
        ((1500, 900), 2.0, (750, 450)),  # the largest zoom: more cloth, not giant cards
        ((240, 120), 0.5, (600, 300)),  # the smallest zoom: part of the table shows
    ],
)
def test_the_table_fits_the_window_within_the_zoom_limits(
    qtbot: QtBot, view: ClothView, size: tuple[int, int], zoom: float, table: tuple[int, int]
) -> None:
    _resized(qtbot, view, *size)
    assert view.zoom() == pytest.approx(zoom)
    rect = view.scene().sceneRect()
    assert (rect.width(), rect.height()) == pytest.approx(table)
    assert view.zoom_for(*size) == pytest.approx(zoom)


def test_the_cards_are_rendered_at_the_zoom_and_the_screen_s_pixel_ratio(qtbot: QtBot, view: ClothView) -> None:
    _resized(qtbot, view, 900, 450)
    scene = view.scene()
    assert isinstance(scene, ClothScene)
    assert scene.art.device_scale == pytest.approx(1.5 * view.devicePixelRatioF())


def test_the_baize_is_painted_under_the_table(qtbot: QtBot, view: ClothView) -> None:
    _resized(qtbot, view, 480, 240)
    image = view.viewport().grab().toImage()
    centre = image.pixelColor(image.width() // 2, image.height() // 2)
    assert centre.green() > centre.red() + 30, f"green felt in the middle, not {centre.name()}"
    assert centre.green() > centre.blue() + 10
