"""The casino table uses the cloth's height (ui/casino/table_geometry.py): on a cloth taller than its arrangement (a
wide window with the books shown, a tall window) its rows move apart, the content spanning most of the cloth with
the free bands above and below it alike, no two of its places overlapping; at the arrangement's own height (1024x600,
800x500 narrow) nothing moves. Measured in the window, the items' scene rectangles."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Final

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from shtoss_desktop.core.cards import Rank
from shtoss_desktop.ui.casino.table_geometry import COMPACT_SIZE, DESIGN_SIZE, SUITS, Box, CasinoGeometry
from shtoss_desktop.ui.casino.window import CasinoWindow
from shtoss_desktop.ui.screenshot import play_to_screenshot
from tests.ui.casino.test_window import make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

COVERED: Final = 0.88
"""The share of the cloth's height at least that the table's content spans, top to bottom."""
BALANCED: Final = 0.05
"""The free band under the plates and the one above the boxes' headings differ by at most this share of it."""
WIDEST_GAP: Final = 0.08
"""No free band across the cloth between two of its rows (the band of the shoe, the boxes and the case-keeper, the
layout's rows, the turn's caption, the plates) is taller than this share of its height (at 1280x800 with the books
shown the one between the layout and the caption was 88 units of 768, 11 %)."""


def _table(qtbot: QtBot, tmp_path: Path, size: tuple[int, int], books: bool) -> CasinoWindow:
    window = make_window(qtbot, tmp_path, size=size)
    window.start(window.default_config(seed=3))
    play_to_screenshot(window, 3)  # bets of every player, a suit bet, the odds on the spots, the turn's caption
    window.show_side_views(books)
    window.resize(*size)
    for _ in range(3):
        QApplication.processEvents()
    assert window.dock.isHidden() is not books
    return window


def _places(window: CasinoWindow) -> dict[str, QRectF]:
    """Every place on the table, by name, its scene rectangle (the boxes' with their headings, the spots' with their
    odds, the shoe's with its caption, a plate without its glow)."""
    scene = window.scene
    places: dict[str, QRectF] = {}
    for rank in Rank:
        spot = scene.spot_item(rank)
        places[f"spot {rank.name}"] = spot.mapRectToScene(spot.card_rect() | spot.odds_rect())
    places |= {f"suit {suit.name}": scene.suit_spot_item(suit).sceneBoundingRect() for suit in SUITS}
    for box in Box:
        item = scene.box_item(box)
        places[f"box {box.name}"] = item.sceneBoundingRect() | item.mapRectToScene(item.title_rect())
    places["shoe"] = scene.shoe_item.sceneBoundingRect()
    places["case-keeper"] = scene.keeper_item.sceneBoundingRect()
    for player in window.controller.game.players:
        plate = scene.plate(player)
        assert plate is not None
        places[f"plate {player}"] = plate.mapRectToScene(
            QRectF(-plate.width / 2, -plate.height / 2, plate.width, plate.height))  # without an active one's glow
    assert scene.status_item.text, "the turn's caption is shown"
    places["caption"] = scene.status_item.sceneBoundingRect()
    return places


def _gaps(places: dict[str, QRectF]) -> list[tuple[float, float]]:
    """The free bands across the table between its places, top to bottom: where each begins and ends."""
    spans = sorted((rect.top(), rect.bottom()) for rect in places.values())
    gaps: list[tuple[float, float]] = []
    reach = spans[0][1]
    for top, bottom in spans[1:]:
        if top > reach:
            gaps.append((reach, top))
        reach = max(reach, bottom)
    return gaps


def _where(window: CasinoWindow, size: tuple[int, int], books: bool) -> str:
    cloth = window.scene.sceneRect()
    shown = "shown" if books else "hidden"
    return f"at {size[0]}x{size[1]}, books {shown}: cloth {cloth.width():.0f}x{cloth.height():.0f}"


@pytest.mark.parametrize(("size", "books"), [((1280, 800), True), ((1920, 1080), True), ((1920, 1080), False)],
                         ids=["1280x800-books", "1920x1080-books", "1920x1080"])
def test_the_rows_spread_to_the_cloth_s_height(qtbot: QtBot, tmp_path: Path, size: tuple[int, int],
                                               books: bool) -> None:
    window = _table(qtbot, tmp_path, size, books)
    cloth = window.scene.sceneRect()
    places = _places(window)
    box = QRectF(next(iter(places.values())))
    for rect in places.values():
        box |= rect
    above, below = box.top() - cloth.top(), cloth.bottom() - box.bottom()
    where = _where(window, size, books)
    assert box.height() >= COVERED * cloth.height(), f"{where}, the content {box.height():.0f} high"
    assert abs(below - above) <= BALANCED * cloth.height(), f"{where}, {above:.0f} free above, {below:.0f} below"
    assert cloth.contains(box), f"{where}: {box.getRect()} off the cloth"
    widest = max(_gaps(places), key=lambda gap: gap[1] - gap[0])
    free = f"{where}: free from {widest[0]:.0f} to {widest[1]:.0f}"
    assert widest[1] - widest[0] <= WIDEST_GAP * cloth.height(), free
    for (one, a), (other, b) in itertools.combinations(places.items(), 2):
        assert not a.intersects(b), f"{where}: {one} {a.getRect()} and {other} {b.getRect()} overlap"


def test_a_wide_window_with_the_books_shown_gives_the_table_a_taller_cloth(qtbot: QtBot, tmp_path: Path) -> None:
    window = _table(qtbot, tmp_path, (1280, 800), True)
    assert not window.scene.compact
    assert window.scene.geometry().extra_height > 100, _where(window, (1280, 800), True)


@pytest.mark.parametrize(("size", "books"), [((1024, 600), False), ((800, 500), True), ((800, 500), False)],
                         ids=["1024x600", "800x500-books", "800x500"])
def test_at_the_arrangement_s_height_nothing_moves(qtbot: QtBot, tmp_path: Path, size: tuple[int, int],
                                                  books: bool) -> None:
    window = _table(qtbot, tmp_path, size, books)
    scene = window.scene
    geometry = scene.geometry()
    design = COMPACT_SIZE if scene.compact else DESIGN_SIZE
    where = _where(window, size, books)
    assert geometry.height <= design.height() + 0.5, where
    assert geometry.extra_height == pytest.approx(0, abs=0.5), where
    # Every place where the arrangement at its own height puts it.
    own = CasinoGeometry(geometry.width, design.height(), geometry.card_aspect, geometry.compact)
    for rank in Rank:
        assert geometry.spot(rank).y() == pytest.approx(own.spot(rank).y(), abs=0.5), (where, rank)
    for box in Box:
        assert geometry.box(box).y() == pytest.approx(own.box(box).y(), abs=0.5), (where, box)
    assert geometry.keeper.y() == pytest.approx(own.keeper.y(), abs=0.5), where
    assert geometry.height - geometry.plate_bottom == pytest.approx(geometry.height - own.plate_bottom, abs=0.5)


def test_on_a_taller_table_the_rows_move_apart_each_keeping_its_shape() -> None:
    for compact, size in ((False, DESIGN_SIZE), (True, COMPACT_SIZE)):
        design = CasinoGeometry(size.width(), size.height(), 0.7, compact)
        tall = CasinoGeometry(size.width(), size.height() + 200, 0.7, compact)
        plate, tall_plate = design.plates([100])[0].y(), tall.plates([100])[0].y()
        top, tall_top = design.spot(Rank.ACE).y(), tall.spot(Rank.ACE).y()
        low, tall_low = design.spot(Rank.KING).y(), tall.spot(Rank.KING).y()
        # Every gap between the rows grows: above the band, between it and the layout, between the layout's rows,
        # between the layout and the plates, and below them.
        assert tall.shoe.y() > design.shoe.y()
        assert tall_top - tall.shoe.y() > top - design.shoe.y()
        assert tall_low - tall_top > low - top
        assert tall_plate - tall_low > plate - low
        assert tall.height - tall_plate > design.height - plate
        # Within a row nothing moves apart: the shoe, the boxes and the case-keeper; a row's spots; the seven and the
        # suits in the layout's middle; the caption between the layout and the plates.
        assert tall.box(Box.LOSS).y() - tall.shoe.y() == pytest.approx(design.box(Box.LOSS).y() - design.shoe.y())
        assert tall.keeper.y() - tall.shoe.y() == pytest.approx(design.keeper.y() - design.shoe.y())
        assert tall.spot(Rank.SIX).y() == tall_top
        assert tall.spot(Rank.EIGHT).y() == tall_low
        assert tall.spot(Rank.SEVEN).y() == pytest.approx((tall_top + tall_low) / 2)
        for suit in SUITS:
            assert tall.suit_spot(suit).y() - tall.spot(Rank.SEVEN).y() == pytest.approx(
                design.suit_spot(suit).y() - design.spot(Rank.SEVEN).y())
        assert tall_low < tall.status.y() < tall_plate
        assert design.extra_height == 0
