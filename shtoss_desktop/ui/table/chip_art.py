"""Chips on the table: an amount split into casino chips and painted as stacks with the sum beneath.

`chip_breakdown` is pure arithmetic (the table scene and the tests use it without painting); `pile_breakdown`
splits a large sum (the bank) into enough chips to look like the heap of money it is; `paint_chip_stack` draws
either, the top chip of each stack showing its value; `chip_stack_rect` says where it will draw, for a graphics
item's bounds.

>>> chip_breakdown(1337)
[(1000, 1), (100, 3), (25, 1), (5, 2), (1, 2)]
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

import msgspec
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.ui.table.fonts import table_font

DENOMINATIONS: Final = (1000, 500, 100, 25, 5, 1)
"""The chip values, largest first; 1 is always among them, so every amount can be paid exactly."""


class ChipStyle(msgspec.Struct, frozen=True):
    """How one denomination looks: the body, the edge spots and the ink of its value."""

    body: QColor
    """The chip's main colour."""
    spots: QColor
    """The colour of the edge spots (the stripes round the rim)."""
    ink: QColor
    """The colour of the value printed in the middle."""


CHIP_STYLES: Final[dict[int, ChipStyle]] = {
    1: ChipStyle(QColor("#f4f1ea"), QColor("#2a5cb0"), QColor("#2a5cb0")),
    5: ChipStyle(QColor("#c62828"), QColor("#fbf7ef"), QColor("#fbf7ef")),
    25: ChipStyle(QColor("#2e7d32"), QColor("#fbf7ef"), QColor("#fbf7ef")),
    100: ChipStyle(QColor("#24242a"), QColor("#f1f1f1"), QColor("#f1f1f1")),
    500: ChipStyle(QColor("#6a2c91"), QColor("#f3d34a"), QColor("#f3d34a")),
    1000: ChipStyle(QColor("#e8a317"), QColor("#1f1f1f"), QColor("#1f1f1f")),
}
"""The classic casino colours: white 1, red 5, green 25, black 100, purple 500, orange 1000."""

_SQUASH: Final = 0.5
"""A chip seen at the table's slant: the ellipse's height over its width (enough of the face for its value)."""
_THICKNESS: Final = 0.13
"""A chip's edge, as a fraction of its diameter."""
_STACK_GAP: Final = 1.12
"""Distance between neighbouring stacks' centres, in chip diameters."""
VALUE_MIN_DIAMETER: Final = 18.0
"""From this diameter (scene units) the top chip of a stack shows its value."""
LABEL_PIXELS: Final = 22
"""The amount written under the chips, in scene pixels (as the table's other text, items.TEXT_PIXELS): at the
smallest zoom it still reads at ~11 px."""
PILE_MIN_CHIPS: Final = 12
"""A pile (the bank) shows at least this many chips when smaller denominations can make them up."""
PILE_MAX_COLUMNS: Final = 8
"""A pile stands in at most this many columns; a larger sum shows no more chips (its label says it all)."""


def chip_breakdown(amount: int, denominations: Sequence[int] = DENOMINATIONS) -> list[tuple[int, int]]:
    """Split `amount` into (denomination, count) pairs, largest first, greedily; counts are positive.

    `denominations` must be positive, distinct, largest first, and end with 1.

    >>> chip_breakdown(0)
    []
    >>> chip_breakdown(30)
    [(25, 1), (5, 1)]
    """
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise TypeError(f"a chip amount is a whole number, not {amount!r}")
    if amount < 0:
        raise ValueError(f"a chip amount cannot be negative ({amount})")
    if not denominations or denominations[-1] != 1 or list(denominations) != sorted(set(denominations), reverse=True):
        raise ValueError(f"chip denominations must be distinct, largest first and end with 1: {denominations!r}")
    pieces: list[tuple[int, int]] = []
    remaining = amount
    for value in denominations:
        count, remaining = divmod(remaining, value)
        if count:
            pieces.append((value, count))
    return pieces


def pile_breakdown(amount: int, *, min_chips: int = PILE_MIN_CHIPS) -> list[tuple[int, int]]:
    """Split a large sum (the bank) so that it looks like one: the greedy breakdown, leaving out the largest
    denominations one by one until it makes enough chips: `min_chips`, or one per 25 of a smaller sum, so that
    a larger sum never looks smaller. A bank of 792 is seven hundreds and change, not a 500 and a few chips.

    >>> pile_breakdown(792)
    [(100, 7), (25, 3), (5, 3), (1, 2)]
    >>> pile_breakdown(100)
    [(25, 4)]
    >>> pile_breakdown(30)
    [(25, 1), (5, 1)]
    """
    wanted = min(min_chips, max(1, amount // 25))
    for start in range(len(DENOMINATIONS)):
        pieces = chip_breakdown(amount, DENOMINATIONS[start:])
        if sum(count for _, count in pieces) >= wanted:
            return pieces
    return chip_breakdown(amount)


def _columns(pieces: list[tuple[int, int]], max_per_stack: int, max_columns: int) -> list[tuple[int, int]]:
    """The (denomination, chips shown) of each column of a pile: every denomination gets a column, the
    larger counts more of them (full ones first), at most `max_columns` in all."""
    pieces = pieces[:max_columns]
    budget = max_columns - len(pieces)
    columns: list[tuple[int, int]] = []
    for value, count in pieces:
        extra = min(math.ceil(count / max_per_stack) - 1, budget)
        budget -= extra
        remaining = count
        for _ in range(extra + 1):
            shown = min(remaining, max_per_stack)
            columns.append((value, shown))
            remaining -= shown
        if remaining > 0:  # capped: every column shown full
            columns[-(extra + 1) :] = [(value, max_per_stack)] * (extra + 1)
    return columns


class _Layout(msgspec.Struct, frozen=True):
    stacks: list[tuple[int, int, float]]  # denomination, chips drawn, centre x relative to the anchor
    chip_diameter: float
    chips_top: float  # relative to the anchor (negative: above it)
    label_font: QFont | None

    @property
    def chips_width(self) -> float:
        return (len(self.stacks) - 1) * _STACK_GAP * self.chip_diameter + self.chip_diameter if self.stacks else 0.0

    @property
    def margin(self) -> float:
        """Room for the shadow and the outlines round the chips."""
        return max(1.5, self.chip_diameter * 0.1)


def _layout(amount: int, chip_diameter: float, max_per_stack: int, label: bool, pile: bool = False) -> _Layout:
    if max_per_stack < 1:
        raise ValueError(f"a stack shows at least one chip, not {max_per_stack}")
    # A debt (a negative amount) is no chips, only its label: painting must never raise inside Qt.
    if pile:
        columns = _columns(pile_breakdown(max(amount, 0)), max_per_stack, PILE_MAX_COLUMNS)
    else:
        columns = [(value, min(count, max_per_stack)) for value, count in chip_breakdown(max(amount, 0))]
    gap = _STACK_GAP * chip_diameter
    first = -(len(columns) - 1) * gap / 2
    stacks = [(value, shown, first + index * gap) for index, (value, shown) in enumerate(columns)]
    tallest = max((shown for _, shown, _ in stacks), default=0)
    chips_top = -(chip_diameter * _SQUASH + tallest * chip_diameter * _THICKNESS) if stacks else 0.0
    font = None
    if label:
        font = table_font(LABEL_PIXELS, bold=True)
    return _Layout(stacks, chip_diameter, chips_top, font)


def _label_box(anchor: QPointF, amount: int, layout: _Layout) -> QRectF:
    """Where the amount is written: a pill just under the line the stacks stand on."""
    if layout.label_font is None:
        return QRectF()
    metrics = QFontMetricsF(layout.label_font)
    width = metrics.horizontalAdvance(format_amount(amount)) + metrics.height()
    height = metrics.height() + 2
    return QRectF(anchor.x() - width / 2, anchor.y() + 3, width, height)


def chip_stack_rect(
    anchor: QPointF,
    amount: int,
    *,
    chip_diameter: float = 24.0,
    max_per_stack: int = 10,
    label: bool = True,
    pile: bool = False,
) -> QRectF:
    """The rectangle `paint_chip_stack` paints in for the same arguments (shadows and label included).

    `anchor` is the middle of the line the stacks stand on; the label hangs below it.
    """
    layout = _layout(amount, chip_diameter, max_per_stack, label, pile)
    bounds = QRectF()
    if layout.stacks:
        margin = layout.margin
        bounds = QRectF(
            anchor.x() - layout.chips_width / 2 - margin,
            anchor.y() + layout.chips_top - margin,
            layout.chips_width + 2 * margin,
            -layout.chips_top + 2 * margin,
        )
    box = _label_box(anchor, amount, layout)
    if not box.isNull():
        bounds = bounds.united(box.adjusted(-1, -1, 1, 1)) if not bounds.isNull() else box.adjusted(-1, -1, 1, 1)
    return bounds


def paint_chip_stack(
    painter: QPainter,
    anchor: QPointF | QRectF,
    amount: int,
    *,
    chip_diameter: float = 24.0,
    max_per_stack: int = 10,
    label: bool = True,
    pile: bool = False,
) -> QRectF:
    """Paint `amount` as one stack per denomination, largest on the left, with the amount written below.

    `anchor` is the middle of the line the stacks stand on; given a rectangle, the stacks and label are
    fitted inside it instead (the diameter shrinks if needed). A stack shows at most `max_per_stack`
    chips; the label always tells the exact amount (a negative one is written with no chips). A `pile`
    (the bank) is split by `pile_breakdown` and a denomination may stand in several columns. Returns the
    rectangle painted (see `chip_stack_rect`).
    """
    if isinstance(anchor, QRectF):
        anchor, chip_diameter = _fit_in(anchor, amount, chip_diameter, max_per_stack, label)
    layout = _layout(amount, chip_diameter, max_per_stack, label, pile)
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        for value, shown, offset in layout.stacks:
            _paint_stack(painter, QPointF(anchor.x() + offset, anchor.y()), value, shown, chip_diameter)
        _paint_label(painter, anchor, amount, layout)
    finally:
        painter.restore()
    return chip_stack_rect(
        anchor, amount, chip_diameter=chip_diameter, max_per_stack=max_per_stack, label=label, pile=pile
    )


def _fit_in(rect: QRectF, amount: int, chip_diameter: float, max_per_stack: int, label: bool) -> tuple[QPointF, float]:
    """The anchor and diameter that fit a stack drawing in `rect`, centred, no larger than asked."""
    probe = chip_stack_rect(
        QPointF(0, 0), amount, chip_diameter=chip_diameter, max_per_stack=max_per_stack, label=label
    )
    scale = min(1.0, rect.width() / probe.width(), rect.height() / probe.height()) if not probe.isEmpty() else 1.0
    diameter = chip_diameter * scale
    fitted = chip_stack_rect(QPointF(0, 0), amount, chip_diameter=diameter, max_per_stack=max_per_stack, label=label)
    anchor = QPointF(rect.center().x(), rect.center().y() - fitted.center().y())
    return anchor, diameter


def _paint_stack(painter: QPainter, base: QPointF, value: int, shown: int, diameter: float) -> None:
    style = CHIP_STYLES[value]
    ellipse_height = diameter * _SQUASH
    thickness = diameter * _THICKNESS
    radius_x, radius_y = diameter / 2, ellipse_height / 2
    # A soft shadow on the felt under the stack.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawEllipse(
        QPointF(base.x() + diameter * 0.06, base.y() - radius_y + diameter * 0.05), radius_x * 1.04, radius_y * 1.04
    )
    outline = QPen(style.body.darker(190), max(0.6, diameter / 40))
    for index in range(shown):
        # Centre of this chip's top face.
        centre = QPointF(base.x(), base.y() - radius_y - thickness * (index + 1))
        _paint_chip_side(painter, centre, radius_x, radius_y, thickness, style, outline)
        _paint_chip_top(
            painter, centre, radius_x, radius_y, style, outline, value if index == shown - 1 else None, diameter
        )


def _paint_chip_side(
    painter: QPainter,
    centre: QPointF,
    radius_x: float,
    radius_y: float,
    thickness: float,
    style: ChipStyle,
    outline: QPen,
) -> None:
    side = QPainterPath()
    side.moveTo(centre.x() - radius_x, centre.y())
    side.lineTo(centre.x() - radius_x, centre.y() + thickness)
    side.arcTo(QRectF(centre.x() - radius_x, centre.y() + thickness - radius_y, 2 * radius_x, 2 * radius_y), 180, 180)
    side.lineTo(centre.x() + radius_x, centre.y())
    side.arcTo(QRectF(centre.x() - radius_x, centre.y() - radius_y, 2 * radius_x, 2 * radius_y), 0, -180)
    side.closeSubpath()
    painter.fillPath(side, style.body.darker(125))
    # Edge spots seen on the rim: light blocks spaced round the visible half.
    painter.save()
    painter.setClipPath(side)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(style.spots)
    for step in range(6):
        angle = math.pi * (step + 0.5) / 6
        x = centre.x() - radius_x * math.cos(angle)
        width = radius_x * 0.2 * math.sin(angle) + 0.4
        painter.drawRect(QRectF(x - width / 2, centre.y(), width, thickness + radius_y))
    painter.restore()
    painter.strokePath(side, outline)


def _paint_chip_top(
    painter: QPainter,
    centre: QPointF,
    radius_x: float,
    radius_y: float,
    style: ChipStyle,
    outline: QPen,
    value: int | None,
    diameter: float,
) -> None:
    painter.setPen(outline)
    painter.setBrush(style.body)
    painter.drawEllipse(centre, radius_x, radius_y)
    # Edge spots round the rim of the face, then an inner ring.
    spot_pen = QPen(style.spots, max(0.8, radius_y * 0.3))
    spot_pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(spot_pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    rim = QRectF(centre.x() - radius_x * 0.84, centre.y() - radius_y * 0.84, radius_x * 1.68, radius_y * 1.68)
    for step in range(8):
        painter.drawArc(rim, round((step * 45 + 10) * 16), 22 * 16)
    painter.setPen(QPen(style.spots, max(0.5, diameter / 60)))
    painter.drawEllipse(centre, radius_x * 0.58, radius_y * 0.58)
    if value is not None and diameter >= VALUE_MIN_DIAMETER:
        painter.setFont(table_font(max(6, round(radius_y * 1.35)), bold=True))
        painter.setPen(style.ink)
        text = str(value) if value < 1000 else f"{value // 1000}K"
        box = QRectF(centre.x() - radius_x * 0.7, centre.y() - radius_y * 0.7, radius_x * 1.4, radius_y * 1.4)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _paint_label(painter: QPainter, anchor: QPointF, amount: int, layout: _Layout) -> None:
    if layout.label_font is None:
        return
    box = _label_box(anchor, amount, layout)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 130))
    painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
    painter.setFont(layout.label_font)
    painter.setPen(QColor("#fff4d6"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, format_amount(amount))
