"""The cloth both tables lie on (ui/table/cloth.py): the card art, the scene's size and sharpness, and the baize."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QRect, QRectF, QSize
from PySide6.QtGui import QImage, QPainter

from shtoss_desktop.ui.table.cloth import paint_baize


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
