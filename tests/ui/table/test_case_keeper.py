"""The one case-keeper item (ui/table/case_keeper.py) and the aids' panel (ui/table/aids_panel.py): every column where
it is drawn with its own tooltip, the marked ranks' figures on the last line, the coach's lines kept in order."""

from __future__ import annotations

import itertools
from fractions import Fraction

from PySide6.QtGui import QColor, QImage, QPainter

from shtoss_desktop.app.keeper import KeeperColumn, KeeperPicture, marked_footer, signed_percent
from shtoss_desktop.core.cards import Rank
from shtoss_desktop.ui.table.aids_panel import COACH_LINES, CoachPanel, KeeperView
from shtoss_desktop.ui.table.case_keeper import CaseKeeperItem

RANKS = tuple(Rank)


def _picture() -> KeeperPicture:
    columns = tuple(KeeperColumn(rank, index % 5, 4 - index % 5, Fraction(-33, 833) if rank is Rank.SEVEN else None,
                                 rank is Rank.SEVEN, f"tip {rank.char}") for index, rank in enumerate(RANKS))
    return KeeperPicture("Case-keeper", 4, columns, Rank.KING, marked_footer(columns, "On average:", lambda r: r.char))


def test_each_column_has_its_place_and_tooltip(qapp) -> None:
    item = CaseKeeperItem()
    item.set_size(390, 130)
    item.set_picture(_picture())
    rects = [item.column_rect(index) for index in range(len(RANKS))]
    for index, rect in enumerate(rects):
        column = item.column_at(rect.center())
        assert column is not None
        assert column.rank is RANKS[index]
        assert item.frame().contains(rect)
    assert all(a.right() <= b.left() + 1e-6 for a, b in itertools.pairwise(rects)), "side by side, none over another"


def test_the_marked_ranks_figures_are_the_last_line() -> None:
    assert _picture().footer == "On average: 7 " + signed_percent(Fraction(-33, 833))


def test_the_keeper_paints_on_its_baize(qapp) -> None:
    view = KeeperView()
    view.resize(420, 150)
    view.set_picture(_picture())
    image = QImage(420, 150, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    view.render(painter)
    painter.end()
    assert image.pixelColor(5, 75) != QColor("black"), "the baize is painted"
    assert view.accessibleName() == "Case-keeper"


def test_the_coach_panel_keeps_its_last_lines(qapp) -> None:
    panel = CoachPanel()
    panel.set_on(True)
    for index in range(COACH_LINES + 5):
        panel.say(f"line {index}")
    lines = panel.lines()
    assert (len(lines), lines[-1]) == (COACH_LINES, f"line {COACH_LINES + 4}")
    panel.set_advice("A stake on 7♠")
    assert panel.advice.text() == "A stake on 7♠"
    panel.set_on(False)
    panel.set_advice("ignored")
    assert panel.advice.text() != "ignored"
