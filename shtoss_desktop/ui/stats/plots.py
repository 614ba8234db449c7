"""The statistics window's plots, drawn with QPainter (no QtCharts: the frozen build stays small).

Each plot is a `Chart` that paints its data into a frame with axes, ticks and a legend (`Chart.paint`), renders
itself into an image of any size (`render_image`, for the PNG export and the tests) and gives its data as rows
(`data_rows`, for the CSV export); a `PlotView` shows one in the window. The charts:

- `LineChart`: lines over a common x axis (a session's balance stake by stake; the balance over all sessions; the
  result against its expectation, with the band of one standard deviation around the expectation);
- `PositionsChart`: the stakes won, lost and even at each abzug (turn) position, stacked bars.

`frame_of(size)` is where the data go inside a picture of that size (`Extent` says which data bounds it shows), so
that a test can find a point of the data on the image.
"""

from __future__ import annotations

import abc
import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from shtoss_desktop.app.amounts import format_amount

MARGIN_LEFT = 64
"""Room for the y axis's labels."""
MARGIN_RIGHT = 16
MARGIN_TOP = 30
"""Room for the legend."""
MARGIN_BOTTOM = 36
"""Room for the x axis's labels and its title."""

COLOURS = (QColor("#1f6f3f"), QColor("#8a1c1c"), QColor("#1c4f8a"), QColor("#8a6d1c"))
"""The series' colours, in order (green for a result, red for its expectation, ...)."""


@dataclass(frozen=True, slots=True)
class Extent:
    """The data bounds a plot shows."""

    x_min: float
    x_max: float
    y_min: float
    y_max: float


@dataclass(frozen=True, slots=True)
class Series:
    """One line of a `LinePlot`: a name (translated already) and a value for each x."""

    name: str
    values: tuple[float, ...]
    band: tuple[float, ...] = ()
    """A half-width around each value (a standard deviation), drawn as a shaded band; empty: none."""


def frame_of(size: QSize) -> QRectF:
    """Where the data go in a picture of `size`."""
    return QRectF(MARGIN_LEFT, MARGIN_TOP, max(1, size.width() - MARGIN_LEFT - MARGIN_RIGHT),
                  max(1, size.height() - MARGIN_TOP - MARGIN_BOTTOM))


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round values between `low` and `high` for an axis's ticks.

    >>> nice_ticks(0, 100)
    [0.0, 20.0, 40.0, 60.0, 80.0, 100.0]
    """
    if high <= low:
        return [float(low)]
    raw = (high - low) / count
    power = 10.0 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    first = math.ceil(low / step) * step
    ticks = []
    value = first
    while value <= high + step * 1e-9:
        ticks.append(float(round(value, 10)))
        value += step
    return ticks


class Chart(abc.ABC):
    """What a plot draws: its data in a frame with axes, ticks, titles and a legend (`paint`), as an image
    (`render_image`) and as rows (`data_rows`). A subclass brings its data."""

    def __init__(self) -> None:
        self.x_title = ""
        """The x axis's title (translated)."""
        self.y_title = ""
        """The y axis's title (translated)."""
        self.empty_text = ""
        """What the plot says when it has no data (translated)."""

    @abc.abstractmethod
    def has_data(self) -> bool:
        """Whether there is anything to draw."""

    @abc.abstractmethod
    def extent(self) -> Extent:
        """The data bounds shown."""

    @abc.abstractmethod
    def legend(self) -> list[tuple[str, QColor]]:
        """The legend's entries."""

    @abc.abstractmethod
    def paint_data(self, painter: QPainter, frame: QRectF, extent: Extent) -> None:
        """Draw the data into `frame`."""

    @abc.abstractmethod
    def data_rows(self) -> tuple[list[str], list[list[str]]]:
        """The data as a table: the column titles and the rows (for the CSV export)."""

    def render_image(self, size: QSize, palette: QPalette) -> QImage:
        """The plot drawn into an image of `size` (for PNG export)."""
        image = QImage(size, QImage.Format.Format_ARGB32)
        image.fill(palette.color(QPalette.ColorRole.Base))
        painter = QPainter(image)
        try:
            self.paint(painter, size, palette)
        finally:
            painter.end()
        return image

    def paint(self, painter: QPainter, size: QSize, palette: QPalette) -> None:
        """Draw the whole plot into a picture of `size`."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(QRectF(0, 0, size.width(), size.height()), palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        frame = frame_of(size)
        if not self.has_data():
            painter.setPen(text)
            painter.drawText(QRectF(0, 0, size.width(), size.height()), Qt.AlignmentFlag.AlignCenter,
                             self.empty_text)
            return
        extent = self.extent()
        self._axes(painter, frame, extent, text)
        painter.save()
        painter.setClipRect(frame.adjusted(-2, -2, 2, 2))
        self.paint_data(painter, frame, extent)
        painter.restore()
        self._legend(painter, size, text)

    def _axes(self, painter: QPainter, frame: QRectF, extent: Extent, text: QColor) -> None:
        grid = QColor(text)
        grid.setAlpha(40)
        metrics = painter.fontMetrics()
        for value in nice_ticks(extent.y_min, extent.y_max):
            y = to_y(value, frame, extent)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(frame.left(), y), QPointF(frame.right(), y))
            painter.setPen(text)
            label = format_amount(round(value)) if abs(value) >= 1 or value == 0 else f"{value:.2g}"
            painter.drawText(QRectF(0, y - 8, MARGIN_LEFT - 6, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        for value in nice_ticks(extent.x_min, extent.x_max, 6):
            if value != round(value):
                continue
            x = to_x(value, frame, extent)
            painter.setPen(text)
            painter.drawLine(QPointF(x, frame.bottom()), QPointF(x, frame.bottom() + 4))
            painter.drawText(QRectF(x - 30, frame.bottom() + 4, 60, 14), Qt.AlignmentFlag.AlignHCenter,
                             format_amount(round(value)))
        painter.setPen(QPen(text, 1))
        painter.drawRect(frame)
        zero = to_y(0, frame, extent)
        if frame.top() < zero < frame.bottom():
            painter.setPen(QPen(text, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(frame.left(), zero), QPointF(frame.right(), zero))
        painter.setPen(text)
        painter.drawText(QRectF(frame.left(), frame.bottom() + 18, frame.width(), metrics.height()),
                         Qt.AlignmentFlag.AlignHCenter, self.x_title)
        painter.drawText(QRectF(4, 4, frame.width(), metrics.height()), Qt.AlignmentFlag.AlignLeft, self.y_title)

    def _legend(self, painter: QPainter, size: QSize, text: QColor) -> None:
        metrics = painter.fontMetrics()
        x = float(size.width() - MARGIN_RIGHT)
        for name, colour in reversed(self.legend()):
            width = metrics.horizontalAdvance(name)
            x -= width
            painter.setPen(text)
            painter.drawText(QPointF(x, 8 + metrics.ascent()), name)
            x -= 18
            painter.fillRect(QRectF(x, 8 + metrics.ascent() / 2 - 1, 14, 4), colour)
            x -= 14


def to_x(value: float, frame: QRectF, extent: Extent) -> float:
    """The picture's x of a data x."""
    span = extent.x_max - extent.x_min or 1
    return frame.left() + (value - extent.x_min) / span * frame.width()


def to_y(value: float, frame: QRectF, extent: Extent) -> float:
    """The picture's y of a data y."""
    span = extent.y_max - extent.y_min or 1
    return frame.bottom() - (value - extent.y_min) / span * frame.height()


def _padded(low: float, high: float) -> tuple[float, float]:
    if high == low:
        return low - 1, high + 1
    pad = (high - low) * 0.05
    return low - pad, high + pad


class LineChart(Chart):
    """Lines over x = 1, 2, ... (stakes or sessions)."""

    def __init__(self) -> None:
        super().__init__()
        self.series: list[Series] = []
        """The lines, first drawn first."""
        self.x_values: list[str] = []
        """What each x is, for the data (a session's start, a stake's deal); empty: its number."""

    def set_series(self, series: Sequence[Series], x_values: Sequence[str] = ()) -> None:
        """Show `series` (all of one length)."""
        self.series = list(series)
        self.x_values = list(x_values)

    def has_data(self) -> bool:
        return any(line.values for line in self.series)

    def extent(self) -> Extent:
        low = min(min((v - b for v, b in zip(line.values, line.band or [0] * len(line.values), strict=True)),
                      default=0) for line in self.series)
        high = max(max((v + b for v, b in zip(line.values, line.band or [0] * len(line.values), strict=True)),
                       default=0) for line in self.series)
        low, high = _padded(min(low, 0.0), max(high, 0.0))
        length = max(len(line.values) for line in self.series)
        return Extent(0, max(length, 1), low, high)

    def legend(self) -> list[tuple[str, QColor]]:
        return [(line.name, COLOURS[index % len(COLOURS)]) for index, line in enumerate(self.series)]

    def paint_data(self, painter: QPainter, frame: QRectF, extent: Extent) -> None:
        for index, line in enumerate(self.series):
            colour = COLOURS[index % len(COLOURS)]
            points = [QPointF(to_x(0, frame, extent), to_y(0, frame, extent))] + [
                QPointF(to_x(x, frame, extent), to_y(v, frame, extent)) for x, v in enumerate(line.values, start=1)]
            if line.band:
                band = QColor(colour)
                band.setAlpha(45)
                upper = [QPointF(to_x(x, frame, extent), to_y(v + b, frame, extent))
                         for x, (v, b) in enumerate(zip(line.values, line.band, strict=True), start=1)]
                lower = [QPointF(to_x(x, frame, extent), to_y(v - b, frame, extent))
                         for x, (v, b) in enumerate(zip(line.values, line.band, strict=True), start=1)]
                path = QPainterPath()
                path.addPolygon(QPolygonF([points[0], *upper, *reversed(lower), points[0]]))
                painter.fillPath(path, band)
            painter.setPen(QPen(colour, 2))
            painter.drawPolyline(QPolygonF(points))

    def data_rows(self) -> tuple[list[str], list[list[str]]]:
        titles = [self.x_title, *(line.name for line in self.series)]
        for line in self.series:
            if line.band:
                titles.append(f"{line.name} ±σ")
        length = max((len(line.values) for line in self.series), default=0)
        rows = []
        for index in range(length):
            x = self.x_values[index] if index < len(self.x_values) else str(index + 1)
            row = [x, *(_number(line.values[index]) for line in self.series)]
            row += [_number(line.band[index]) for line in self.series if line.band]
            rows.append(row)
        return titles, rows


class PlotView(QWidget):
    """A chart on the screen."""

    def __init__(self, chart: Chart, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chart = chart
        """What it draws."""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 200)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            self.chart.paint(painter, self.size(), self.palette())
        finally:
            painter.end()


def _number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.6f}"


class PositionsChart(Chart):
    """Stakes won, lost and even at each position, stacked bars."""

    def __init__(self) -> None:
        super().__init__()
        self.names: tuple[str, str, str] = ("", "", "")
        """The three outcomes' names (translated): won, lost, even."""
        self.counts: dict[int, tuple[int, int, int]] = {}
        """Won, lost and even at each position."""

    def set_counts(self, counts: dict[int, tuple[int, int, int]]) -> None:
        """Show `counts`."""
        self.counts = dict(sorted(counts.items()))

    def has_data(self) -> bool:
        return bool(self.counts)

    def extent(self) -> Extent:
        high = max(sum(triple) for triple in self.counts.values())
        return Extent(0.5, max(self.counts) + 0.5, 0, high * 1.05 or 1)

    def legend(self) -> list[tuple[str, QColor]]:
        return [(name, COLOURS[index]) for index, name in enumerate(self.names)]

    def paint_data(self, painter: QPainter, frame: QRectF, extent: Extent) -> None:
        width = max(1.0, frame.width() / (extent.x_max - extent.x_min) * 0.8)
        for position, triple in self.counts.items():
            x = to_x(position, frame, extent) - width / 2
            base = 0
            for index, count in enumerate(triple):
                if not count:
                    continue
                top, bottom = to_y(base + count, frame, extent), to_y(base, frame, extent)
                painter.fillRect(QRectF(x, top, width, bottom - top), COLOURS[index])
                base += count

    def data_rows(self) -> tuple[list[str], list[list[str]]]:
        return ([self.x_title, *self.names],
                [[str(position), *(str(count) for count in triple)] for position, triple in self.counts.items()])


__all__ = ["COLOURS", "Chart", "Extent", "LineChart", "PlotView", "PositionsChart", "Series", "frame_of",
           "nice_ticks", "to_x", "to_y"]
