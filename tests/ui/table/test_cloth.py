"""The cloth both tables lie on (ui/table/cloth.py): the card art, the scene's size and sharpness, and the baize."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRect, QRectF, QSize
from PySide6.QtGui import QImage, QPainter

from shtoss_desktop.core.cards import Card
from shtoss_desktop.ui.table.cloth import CARD_HEIGHT, ClothScene, paint_baize


def test_the_baize_painted_in_patches_matches_it_painted_whole(qapp) -> None:
    """The view paints the baize straight into what it repaints: patches (in the middle, where the gilt lines are
    skipped, across an edge and a corner) give the pixels of the whole table painted at once, but for the odd
    pixel of the gradient a shade off."""
    size = QSize(480, 320)

    def painted(patches: list[QRect]) -> bytes:
        image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        for patch in patches:
            painter.setClipRect(patch)
            paint_baize(painter, size, QRectF(patch))
        painter.end()
        return bytes(image.constBits())

    whole = painted([QRect(0, 0, 480, 320)])
    columns, rows = (0, 21, 40, 150, 330, 480), (0, 12, 21, 40, 120, 240, 320)
    tiles = [
        QRect(left, top, right - left, bottom - top)
        for left, right in itertools.pairwise(columns)
        for top, bottom in itertools.pairwise(rows)
    ]
    assert max(abs(a - b) for a, b in zip(painted(tiles), whole, strict=True)) <= 1


class _Counting(ClothScene):
    """A cloth that counts how often it is laid out again."""

    def __init__(self) -> None:
        super().__init__(QSize(1000, 500))
        self.layouts = 0

    def table_resized(self) -> None:
        self.layouts += 1


def test_the_table_takes_the_size_it_is_given_but_never_less_than_its_design(qapp) -> None:
    cloth = _Counting()
    assert cloth.design_size == QSize(1000, 500)
    assert cloth.sceneRect() == QRectF(0, 0, 1000, 500)
    cloth.set_table_size(1300, 640)
    assert cloth.sceneRect() == QRectF(0, 0, 1300, 640)
    cloth.set_table_size(700, 300)  # a tiny window: the view shows part of the design table
    assert cloth.sceneRect() == QRectF(0, 0, 1000, 500)
    assert cloth.layouts == 2
    cloth.set_table_size(900, 480)  # still the design size: nothing to lay out again
    assert cloth.layouts == 2


def test_the_cards_are_rendered_as_sharp_as_the_view_shows_them(qapp) -> None:
    cloth = ClothScene(QSize(1000, 500))
    queen = Card.parse("QS")
    art = cloth.art
    assert art.card_width == CARD_HEIGHT * art.theme.aspect
    at_one = art.pixmap(queen).height()
    cloth.set_device_scale(2.0)  # the view's zoom times the screen's pixel ratio
    assert art.device_scale == 2.0
    assert art.pixmap(queen).height() == pytest.approx(2 * at_one, abs=2)
    assert art.pixmap(queen, CARD_HEIGHT / 2).height() == pytest.approx(at_one, abs=2)
