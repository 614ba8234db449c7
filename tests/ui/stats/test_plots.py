"""The plots draw their data where the frame says, in an image of the size asked."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication

from shtoss_desktop.ui.stats.plots import COLOURS, LineChart, PositionsChart, Series, frame_of, nice_ticks, to_x, to_y

SIZE = QSize(640, 400)


def close_to(image: QImage, x: float, y: float, colour: QColor, radius: int = 2) -> bool:
    """Whether a pixel of `colour` (or nearly) lies within `radius` of (x, y)."""
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            pixel = image.pixelColor(round(x) + dx, round(y) + dy)
            if all(abs(a - b) < 40 for a, b in zip(pixel.getRgb()[:3], colour.getRgb()[:3], strict=True)):
                return True
    return False


def test_a_line_plot_shows_every_value_inside_its_frame(qapp: Any) -> None:
    chart = LineChart()
    values = (10.0, -20.0, 30.0, 5.0)
    chart.set_series([Series("Balance", values)])
    image = chart.render_image(SIZE, QApplication.palette())
    assert image.size() == SIZE
    extent = chart.extent()
    assert extent.y_min <= -20
    assert extent.y_max >= 30
    assert (extent.x_min, extent.x_max) == (0, 4)
    frame = frame_of(SIZE)
    for x, value in enumerate(values, start=1):
        px, py = to_x(x, frame, extent), to_y(value, frame, extent)
        assert frame.contains(px, py) or frame.right() == px
        assert close_to(image, px, py, COLOURS[0]), (x, value)
    highest = to_y(30, frame, extent)
    assert not close_to(image, to_x(3, frame, extent), highest - 12, COLOURS[0], radius=1), "nothing above the top"


def test_a_band_is_drawn_around_its_line_and_counts_in_the_extent(qapp: Any) -> None:
    chart = LineChart()
    chart.set_series([Series("Result", (5.0, 10.0)), Series("Expected", (0.0, 0.0), (40.0, 50.0))])
    extent = chart.extent()
    assert extent.y_max >= 50
    assert extent.y_min <= -50
    titles, rows = chart.data_rows()
    assert titles[1:] == ["Result", "Expected", "Expected ±σ"]
    assert rows == [["1", "5", "0", "40"], ["2", "10", "0", "50"]]


def test_a_positions_plot_stacks_won_lost_and_even(qapp: Any) -> None:
    chart = PositionsChart()
    chart.names = ("Won", "Lost", "Even")
    chart.set_counts({1: (2, 1, 0), 3: (0, 0, 4)})
    image = chart.render_image(SIZE, QApplication.palette())
    frame, extent = frame_of(SIZE), chart.extent()
    assert extent.y_max >= 4
    x1, x3 = to_x(1, frame, extent), to_x(3, frame, extent)
    assert close_to(image, x1, to_y(1, frame, extent), COLOURS[0])
    assert close_to(image, x1, to_y(2.5, frame, extent), COLOURS[1])
    assert close_to(image, x3, to_y(2, frame, extent), COLOURS[2])
    assert not close_to(image, x3, to_y(4, frame, extent) - 6, COLOURS[2], radius=1), "the bar ends at its count"
    assert chart.data_rows() == ([chart.x_title, "Won", "Lost", "Even"], [["1", "2", "1", "0"], ["3", "0", "0", "4"]])


def test_an_empty_plot_says_so(qapp: Any) -> None:
    chart = LineChart()
    chart.empty_text = "Nothing yet"
    image = chart.render_image(SIZE, QApplication.palette())
    base = QApplication.palette().color(QPalette.ColorRole.Base)
    assert image.pixelColor(5, 5) == base
    assert not chart.has_data()


def test_ticks_are_round() -> None:
    assert nice_ticks(-37, 212) == [0.0, 50.0, 100.0, 150.0, 200.0]
    assert nice_ticks(-0.3, 0.9) == [-0.25, 0.0, 0.25, 0.5, 0.75]
