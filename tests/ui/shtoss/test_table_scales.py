"""The table uses the room it has: at 1920x1080 its cards, chips and plates are shown larger than at 1024x600
(side views closed and open), measured on the screen (the items' scene rectangles through the view), and its rows
move apart to the cloth's height, the lower cloth as used as the upper."""

from __future__ import annotations

from pathlib import Path
from typing import Final

import pytest
from PySide6.QtCore import QCoreApplication, QEventLoop, QRectF

from shtoss_desktop.app.shtoss.scripted_player import play_to_mid_deal
from shtoss_desktop.core.seats import Role
from shtoss_desktop.ui.games import LaunchOptions
from shtoss_desktop.ui.shtoss.items import ChipsItem
from shtoss_desktop.ui.shtoss.launch import session_config
from shtoss_desktop.ui.shtoss.table_geometry import Slot
from shtoss_desktop.ui.shtoss.window import MainWindow
from shtoss_desktop.ui.table.items import CardItem, PlateItem
from tests.ui.shtoss.test_table_layout import overlaps
from tests.ui.table_helpers import make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

LARGER: Final = 1.3
"""At 1920x1080 each item is at least this much larger on the screen than at 1024x600."""
COVERED: Final = 0.88
"""The share of the cloth's height at least that the table's content spans, top to bottom."""
BALANCED: Final = 0.05
"""The free band under the punters' plates and the one above the banker's differ by at most this share of it."""


def _settle(window: MainWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    for _ in range(3):
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    window.scene.flush()
    QCoreApplication.processEvents()


def _shown_sizes(window: MainWindow) -> dict[str, float]:
    """The on-screen height of a seat's card, width of a stake's chips and width of a punter's plate."""
    scene, view = window.scene, window.view
    shown: dict[str, float] = {}
    for key, item in scene.things_on_the_cloth().items():
        rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        if isinstance(item, CardItem) and getattr(key, "slot", None) is Slot.SEAT:
            shown["card"] = max(shown.get("card", 0.0), rect.height())
        elif isinstance(item, ChipsItem) and getattr(key, "slot", None) is not None:
            shown["chips"] = max(shown.get("chips", 0.0), rect.width())
    for item in scene.writing().values():
        if isinstance(item, PlateItem):
            shown["plate"] = max(shown.get("plate", 0.0), view.mapFromScene(item.sceneBoundingRect()).boundingRect()
                                 .height())
    return shown


@pytest.mark.parametrize("side_views", [False, True])
def test_cards_chips_and_plates_are_larger_at_1920_than_at_1024(qtbot, tmp_path: Path, side_views: bool) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(session_config(window, LaunchOptions(seed=3, role=Role.PUNTER, punters=3)))
    assert play_to_mid_deal(window.controller, 3)
    window.show_side_views(side_views)
    _settle(window, (1024, 600))
    small = _shown_sizes(window)
    _settle(window, (1920, 1080))
    large = _shown_sizes(window)
    assert set(small) == {"card", "chips", "plate"}
    for name, size in small.items():
        assert large[name] >= size * LARGER, f"{name}: {size:.0f} px at 1024x600, {large[name]:.0f} at 1920x1080"


def _content(window: MainWindow) -> QRectF:
    """What the table shows (every card, stack of chips and word on it), its bounding rectangle in scene units."""
    scene = window.scene
    items = [*scene.things_on_the_cloth().values(), *scene.writing().values()]
    rects = [item.sceneBoundingRect() for item in items if item.isVisible() and not item.boundingRect().isEmpty()]
    box = rects[0]
    for rect in rects[1:]:
        box |= rect
    return box


@pytest.mark.parametrize("side_views", [False, True])
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_the_rows_spread_to_the_cloth_s_height(qtbot, tmp_path: Path, side_views: bool, size: tuple[int, int]) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(session_config(window, LaunchOptions(seed=3, role=Role.PUNTER, punters=3)))
    assert play_to_mid_deal(window.controller, 3)
    window.show_side_views(side_views)
    _settle(window, size)
    cloth = window.scene.sceneRect()
    box = _content(window)
    above, below = box.top() - cloth.top(), cloth.bottom() - box.bottom()
    where = f"at {size[0]}x{size[1]}, side views {'open' if side_views else 'closed'}: cloth {cloth.height():.0f} high"
    assert box.height() >= COVERED * cloth.height(), f"{where}, the content {box.height():.0f}"
    assert abs(below - above) <= BALANCED * cloth.height(), f"{where}, {above:.0f} free above, {below:.0f} below"
    assert overlaps(window) == [], where
