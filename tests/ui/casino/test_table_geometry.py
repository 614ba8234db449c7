"""The casino table's geometry (ui/casino/table_geometry.py): in both arrangements every place lies on the table,
no two cards of the layout, the boxes, the shoe or the case-keeper overlap, the ranks read in the faro tables'
order, and the narrow arrangement is narrower than the design table."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF

from shtoss_desktop.core.cards import Rank
from shtoss_desktop.ui.casino.table_geometry import (
    BOTTOM_ROW,
    COMPACT_SIZE,
    DESIGN_SIZE,
    LAYOUT_ORDER,
    SPOT_CARD_HEIGHT,
    SUITS,
    TOP_ROW,
    Box,
    CasinoGeometry,
)
from shtoss_desktop.ui.table.items import PlateItem

ASPECT = 0.7  # a card's width over its height, as the decks' are


def _geometry(compact: bool) -> CasinoGeometry:
    size = COMPACT_SIZE if compact else DESIGN_SIZE
    return CasinoGeometry(size.width(), size.height(), ASPECT, compact)


def _card(centre: QPointF, height: float) -> QRectF:
    width = height * ASPECT
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


@pytest.mark.parametrize("compact", [False, True], ids=["design", "narrow"])
def test_every_card_place_lies_on_the_table_and_none_overlaps_another(compact: bool) -> None:
    geometry = _geometry(compact)
    table = QRectF(0, 0, geometry.width, geometry.height)
    places = {f"spot {rank.name}": _card(geometry.spot(rank), SPOT_CARD_HEIGHT) for rank in Rank}
    places |= {f"box {box.name}": _card(geometry.box(box), geometry.box_card_height) for box in Box}
    width, height = geometry.keeper_size
    places["case-keeper"] = QRectF(geometry.keeper.x() - width / 2, geometry.keeper.y() - height / 2, width, height)
    for name, rect in places.items():
        assert table.contains(rect), f"{name} {rect.getRect()} off the table {table.getRect()}"
    for (one, a), (other, b) in itertools.combinations(places.items(), 2):
        assert not a.intersects(b), f"{one} and {other} overlap"


@pytest.mark.parametrize("compact", [False, True], ids=["design", "narrow"])
def test_the_ranks_lie_as_on_a_faro_table(compact: bool) -> None:
    geometry = _geometry(compact)
    top = [geometry.spot(rank) for rank in TOP_ROW]
    bottom = [geometry.spot(rank) for rank in BOTTOM_ROW]
    assert len({round(p.y(), 3) for p in top}) == 1
    assert len({round(p.y(), 3) for p in bottom}) == 1
    assert top[0].y() < bottom[0].y(), "ace to six along the top, king to eight below"
    assert [p.x() for p in top] == sorted(p.x() for p in top)
    assert [round(p.x(), 3) for p in top] == [round(p.x(), 3) for p in bottom], "the king under the ace"
    seven = geometry.spot(Rank.SEVEN)
    assert seven.x() > top[-1].x(), "the seven at the end, between the rows"
    assert top[0].y() < seven.y() < bottom[0].y()
    assert set(LAYOUT_ORDER) == set(Rank)
    assert [geometry.suit_spot(suit).y() for suit in SUITS] == sorted(geometry.suit_spot(suit).y() for suit in SUITS)


def test_the_narrow_table_is_narrower_than_the_design_and_holds_the_same_places() -> None:
    assert COMPACT_SIZE.width() < DESIGN_SIZE.width()
    design, narrow = _geometry(False), _geometry(True)
    assert narrow.spot(Rank.SEVEN).x() - narrow.spot(Rank.ACE).x() < design.spot(Rank.SEVEN).x() - design.spot(
        Rank.ACE).x()
    for count in range(1, 8):
        plates = narrow.plates([narrow.plate_width(count)] * count)
        assert len(plates) == count
        assert all(0 < p.x() < narrow.width for p in plates)
        assert narrow.plate_width(count) > 0


@pytest.mark.parametrize("compact", [False, True], ids=["design", "narrow"])
def test_plates_as_wide_as_their_names_need_share_the_row_s_spare_room(compact: bool) -> None:
    geometry = _geometry(compact)
    alike = geometry.plate_width(7)
    assert geometry.plate_widths([alike - 1] * 7) == [alike] * 7, "every name fits: all alike"
    needs = [40.0, alike + 30, alike + 10, 60.0, alike, 50.0, alike + 20]
    widths = geometry.plate_widths(needs)
    assert all(width >= need for width, need in zip(widths, needs, strict=True)), "each as wide as it needs"
    spare = [width - need for width, need in zip(widths, needs, strict=True) if width < PlateItem.WIDTH]
    assert max(spare) - min(spare) < 1e-6, "the spare room shared out equally (up to a plate's full width)"
    centres = geometry.plates(widths)
    assert centres[0].x() == pytest.approx(geometry.centre_x, abs=max(widths) / 2 + 10), "the human's in the middle"
    spans = sorted((centre.x() - width / 2, centre.x() + width / 2) for centre, width in zip(centres, widths,
                                                                                             strict=True))
    assert all(right <= left + 1e-6 for (_, right), (left, _) in itertools.pairwise(spans)), "none over another"
    assert spans[0][0] >= 0
    assert spans[-1][1] <= geometry.width


@pytest.mark.parametrize("compact", [False, True], ids=["design", "narrow"])
def test_each_player_s_bet_has_its_own_place_on_a_spot(compact: bool) -> None:
    geometry = _geometry(compact)
    for rank in Rank:
        places = [geometry.bet_position(rank, seat) for seat in range(8)]
        assert len({(round(p.x(), 2), round(p.y(), 2)) for p in places}) == 8, rank
