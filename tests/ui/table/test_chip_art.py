"""Chips: splitting an amount into denominations, and painting the stacks where the scene expects them."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from shtoss_desktop.ui.table.chip_art import (
    CHIP_STYLES,
    DENOMINATIONS,
    chip_breakdown,
    chip_stack_rect,
    paint_chip_stack,
)


@given(st.integers(min_value=0, max_value=10**9))
def test_breakdown_pays_the_amount_exactly_in_positive_counts_largest_first(amount: int) -> None:
    pieces = chip_breakdown(amount)
    assert sum(value * count for value, count in pieces) == amount
    assert all(count > 0 for _, count in pieces)
    values = [value for value, _ in pieces]
    assert values == sorted(set(values), reverse=True)
    assert set(values) <= set(DENOMINATIONS)


@given(st.integers(min_value=0, max_value=10**9))
def test_breakdown_is_greedy(amount: int) -> None:
    pieces = chip_breakdown(amount)
    for denomination in DENOMINATIONS:
        smaller = sum(value * count for value, count in pieces if value < denomination)
        assert smaller < denomination


@given(st.integers(min_value=0, max_value=10**6), st.lists(st.integers(2, 500), max_size=4, unique=True))
def test_breakdown_with_other_denominations(amount: int, extra: list[int]) -> None:
    denominations = sorted({1, *extra}, reverse=True)
    pieces = chip_breakdown(amount, denominations)
    assert sum(value * count for value, count in pieces) == amount


def test_breakdown_examples() -> None:
    assert chip_breakdown(0) == []
    assert chip_breakdown(1) == [(1, 1)]
    assert chip_breakdown(2999) == [(1000, 2), (500, 1), (100, 4), (25, 3), (5, 4), (1, 4)]


@pytest.mark.parametrize(("amount", "error"), [(-1, ValueError), (2.5, TypeError), (True, TypeError), ("5", TypeError)])
def test_breakdown_refuses_what_is_not_a_whole_non_negative_amount(amount: object, error: type[Exception]) -> None:
    with pytest.raises(error):
        chip_breakdown(amount)  # type: ignore[arg-type]


@pytest.mark.parametrize("denominations", [(), (5, 2), (1, 5), (5, 5, 1), (5, 0, 1)])
def test_breakdown_refuses_denominations_that_cannot_pay_every_amount(denominations: tuple[int, ...]) -> None:
    with pytest.raises(ValueError, match="denominations"):
        chip_breakdown(7, denominations)


def test_every_denomination_has_its_own_colour() -> None:
    assert set(CHIP_STYLES) == set(DENOMINATIONS)
    assert len({style.body.name() for style in CHIP_STYLES.values()}) == len(DENOMINATIONS)


def painted_bounds(amount: int, anchor: QPointF, **options: object) -> tuple[QRect, QRectF]:
    """Paint a stack on a transparent image; return the bounds of what was inked and the rect promised."""
    image = QImage(400, 300, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    promised = paint_chip_stack(painter, anchor, amount, **options)  # type: ignore[arg-type]
    painter.end()
    xs, ys = [], []
    for y in range(image.height()):
        for x in range(image.width()):
            if image.pixelColor(x, y).alpha() > 0:
                xs.append(x)
                ys.append(y)
    inked = QRect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1) if xs else QRect()
    return inked, promised


@pytest.mark.parametrize("amount", [1, 7, 260, 1337, 25_431])
def test_the_stack_stays_inside_the_rect_it_reports(qapp: object, amount: int) -> None:
    anchor = QPointF(200, 180)
    inked, promised = painted_bounds(amount, anchor, chip_diameter=28)
    assert promised == chip_stack_rect(anchor, amount, chip_diameter=28)
    assert promised.adjusted(-2, -2, 2, 2).contains(QRectF(inked))
    # The stacks stand on the anchor line and the label hangs below it.
    assert inked.top() < anchor.y() < inked.bottom()


def test_more_chips_make_taller_stacks_up_to_the_cap(qapp: object) -> None:
    anchor = QPointF(0, 0)
    heights = [chip_stack_rect(anchor, 1000 * count, max_per_stack=5, label=False).height() for count in (1, 3, 5, 9)]
    assert heights[0] < heights[1] < heights[2] == heights[3]
    assert chip_stack_rect(anchor, 1 + 5 + 25, label=False).width() > chip_stack_rect(anchor, 5, label=False).width()


def test_zero_paints_only_the_label(qapp: object) -> None:
    inked, _ = painted_bounds(0, QPointF(200, 150))
    assert inked.top() >= 150
    nothing, promised = painted_bounds(0, QPointF(200, 150), label=False)
    assert nothing.isNull()
    assert promised.height() == 0


def test_a_stack_given_a_rectangle_fits_inside_it(qapp: object) -> None:
    box = QRectF(50, 60, 120, 70)
    image = QImage(400, 300, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    promised = paint_chip_stack(painter, box, 2999, chip_diameter=40)
    painter.end()
    assert box.adjusted(-1, -1, 1, 1).contains(promised)
    outside = [
        (x, y)
        for y in range(0, 300, 2)
        for x in range(0, 400, 2)
        if image.pixelColor(x, y).alpha() > 0 and not box.adjusted(-2, -2, 2, 2).contains(QPointF(x, y))
    ]
    assert outside == []


@pytest.mark.parametrize("amount", [10**30, -(2**70), -50])
def test_huge_and_negative_amounts_paint_without_error(qapp: object, amount: int) -> None:
    anchor = QPointF(200, 150)
    inked, promised = painted_bounds(amount, anchor, chip_diameter=24)
    assert not inked.isNull()
    assert promised.adjusted(-2, -2, 2, 2).contains(QRectF(inked))
    if amount < 0:  # a debt is written, with no chips above the line
        assert inked.top() >= anchor.y()
