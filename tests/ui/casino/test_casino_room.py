"""The casino window in a small room: at 800x500 the side panel leaves the table its room and readable, its
History shows every column whole, its Odds every rank and column whole with no sideways scroll, every player's name
on his plate whole with seven at the table, and the settings dialog shows its deck choice whole (needed sizes,
`sizeHint` and the font's, against the shown ones, in English and Russian)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEventLoop, QRectF, Qt
from PySide6.QtWidgets import QLabel, QTableView, QWidget

from shtoss_desktop.app.casino.models import CasinoHistoryColumn, CasinoOddsColumn
from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.ui.casino.items import SMALL_TEXT
from shtoss_desktop.ui.casino.launch import casino_config
from shtoss_desktop.ui.casino.settings_dialog import CasinoSettingsDialog
from shtoss_desktop.ui.casino.table_geometry import Box
from shtoss_desktop.ui.casino.window import CasinoWindow
from shtoss_desktop.ui.games import LaunchOptions
from shtoss_desktop.ui.screenshot import play_to_screenshot
from shtoss_desktop.ui.shell.placement import SIDE_VIEW_MIN_CAP, SIDE_VIEW_SHARE
from tests.ui.casino.test_window import make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


def _settle() -> None:
    for _ in range(3):
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def _played(qtbot, tmp_path: Path, size: tuple[int, int], punters: int | None = None) -> CasinoWindow:
    window = make_window(qtbot, tmp_path, size=size)
    window.start(casino_config(window, LaunchOptions(seed=3, punters=punters)))
    play_to_screenshot(window, 3)
    window.show_side_views(True)
    _settle()
    return window


def _column_cuts(view: QTableView) -> list[str]:
    header = view.horizontalHeader()
    model = view.model()
    cuts = []
    for column in range(model.columnCount()):
        needed = max(view.sizeHintForColumn(column), header.sectionSizeHint(column))
        if header.sectionSize(column) < needed:
            title = model.headerData(column, Qt.Orientation.Horizontal)
            cuts.append(f"{title}: needs {needed}, shown {header.sectionSize(column)}")
    last = model.columnCount() - 1
    right = header.sectionViewportPosition(last) + header.sectionSize(last)
    if right > view.viewport().width():
        cuts.append(f"the columns take {right}, the view shows {view.viewport().width()}")
    return cuts


def _label_cuts(dialog: QWidget) -> list[str]:
    cuts = []
    for label in dialog.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        needed = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
        width = label.sizeHint().width() if not label.wordWrap() else 0
        if needed > label.height() or width > label.width():
            cuts.append(f"{label.text()[:40]!r}: needs {width}x{needed}, shown {label.width()}x{label.height()}")
    return cuts


def test_the_settings_dialog_shows_every_explanation_whole(qtbot, language: str) -> None:
    dialog = CasinoSettingsDialog(CasinoRules(), preset="classic")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    _settle()
    assert not _label_cuts(dialog), f"{language}: {_label_cuts(dialog)}"
    # As small as it lets itself be made (a window manager on a 600 px high screen, a player's drag).
    dialog.resize(dialog.minimumSize().expandedTo(dialog.minimumSizeHint()))
    _settle()
    assert not _label_cuts(dialog), f"{language} at {dialog.size()}: {_label_cuts(dialog)}"


@pytest.mark.parametrize("size", [(800, 500), (1024, 600)])
def test_the_books_show_the_players_result_whole(qtbot, tmp_path: Path, language: str, size: tuple[int, int]) -> None:
    window = _played(qtbot, tmp_path, size)
    view = window.history_view
    window.side_tabs.setCurrentWidget(view)
    _settle()
    header = view.horizontalHeader()
    result = CasinoHistoryColumn.RESULT
    needed = max(view.sizeHintForColumn(result), header.sectionSizeHint(result))
    right = header.sectionViewportPosition(result) + header.sectionSize(result)
    assert header.sectionSize(result) >= needed, f"{language}: needs {needed}, shown {header.sectionSize(result)}"
    assert header.sectionViewportPosition(result) >= 0
    assert right <= view.viewport().width(), f"{language}: the result column ends at {right}, the view shows " \
        f"{view.viewport().width()}"
    if language == "en":
        assert not _column_cuts(view)
    # The side panel within its share of the window: the table keeps the rest.
    assert window.dock.width() <= max(SIDE_VIEW_MIN_CAP, window.width() * SIDE_VIEW_SHARE) + 1


READABLE_PX = 11.0
"""The least text the table may show, in pixels (the shtoss table's too: DEVELOPERS.md)."""


def _whole(window: CasinoWindow, name: str, rect: QRectF, cuts: list[str]) -> None:
    shown = window.view.mapFromScene(rect).boundingRect()
    if not window.view.viewport().rect().contains(shown):
        cuts.append(f"{name} at {shown.getRect()} out of {window.view.viewport().rect().getRect()}")


def test_the_table_reads_with_the_books_shown_at_800x500(qtbot, tmp_path: Path, language: str) -> None:
    # The side panel shown in a small window (its key in the View menu, or a remembered choice): the table is
    # laid out narrow, its smallest text readable, every place on it whole and no odds over another's.
    window = _played(qtbot, tmp_path, (800, 500))
    assert window.dock.isVisible()
    scene, zoom = window.scene, window.view.zoom()
    assert SMALL_TEXT * zoom >= READABLE_PX, f"{language}: the smallest text reads at {SMALL_TEXT * zoom:.1f} px " \
        f"(zoom {zoom:.3f})"
    cuts: list[str] = []
    for rank in Rank:
        spot = scene.spot_item(rank)
        assert spot.odds_text, "the odds are shown"
        _whole(window, f"the {rank.name} spot", spot.mapRectToScene(spot.card_rect().united(spot.odds_rect())), cuts)
    for suit in Suit:
        _whole(window, f"the {suit.name} spot", scene.suit_spot_item(suit).sceneBoundingRect(), cuts)
    for box in Box:
        _whole(window, f"the {box.name} box", scene.box_item(box).sceneBoundingRect(), cuts)
    _whole(window, "the shoe", scene.shoe_item.sceneBoundingRect(), cuts)
    _whole(window, "the case-keeper", scene.keeper_item.sceneBoundingRect(), cuts)
    game = scene.shown_game
    assert game is not None
    for player in game.players:
        plate = scene.plate(player)
        assert plate is not None
        _whole(window, f"{player}'s plate", plate.sceneBoundingRect().adjusted(6, 6, -6, -6), cuts)
    assert not cuts, f"{language}: {cuts}"
    pills = {rank: scene.spot_item(rank).mapRectToScene(scene.spot_item(rank).odds_rect()) for rank in Rank}
    overlaps = [(a.name, b.name) for a in Rank for b in Rank if a.value < b.value and pills[a].intersects(pills[b])]
    assert not overlaps, f"{language}: these odds overlap: {overlaps}"
    # The books keep their columns as wide as before beside it: the balances whole, the history's result whole
    # (every history column in English).
    window.side_tabs.setCurrentWidget(window.balances_view)
    _settle()
    assert not _column_cuts(window.balances_view), f"{language}: {_column_cuts(window.balances_view)}"
    history = window.history_view
    window.side_tabs.setCurrentWidget(history)
    _settle()
    header, result = history.horizontalHeader(), CasinoHistoryColumn.RESULT
    assert header.sectionSize(result) >= max(history.sizeHintForColumn(result), header.sectionSizeHint(result))
    assert header.sectionViewportPosition(result) + header.sectionSize(result) <= history.viewport().width()
    if language == "en":
        assert not _column_cuts(history)


@pytest.mark.parametrize("size", [(800, 500), (1024, 600), (1920, 1080)])
def test_every_name_on_the_plates_is_whole_with_six_computer_players(
    qtbot, tmp_path: Path, language: str, size: tuple[int, int]
) -> None:
    window = _played(qtbot, tmp_path, size, punters=6)
    scene = window.scene
    game = scene.shown_game
    assert game is not None
    assert len(game.players) == 7
    cuts, plates = [], []
    for player in game.players:
        plate = scene.plate(player)
        assert plate is not None
        plates.append(plate.sceneBoundingRect().adjusted(6, 6, -6, -6))
        if plate.name_width() > plate.name_room():
            cuts.append(f"{player}: needs {plate.name_width():.0f}, has {plate.name_room():.0f}")
        if plate.needed_width() > plate.width + 0.5:  # the name and the money, as the plate writes them
            cuts.append(f"{player}'s plate: needs {plate.needed_width():.0f}, is {plate.width:.0f} wide")
        _whole(window, f"{player}'s plate", plates[-1], cuts)
    assert not cuts, f"{language} at {size}: {cuts}"
    overlapping = [(a, b) for a, b in itertools.combinations(range(len(plates)), 2) if plates[a].intersects(plates[b])]
    assert not overlapping, f"{language} at {size}: plates over each other: {overlapping}"
    name_px = min(scene.plate(player).text_pixels for player in game.players) * window.view.zoom()
    assert name_px >= READABLE_PX, f"the names read at {name_px:.1f} px"


def test_the_books_odds_show_every_rank_whole_with_no_sideways_scroll_at_800x500(
    qtbot, tmp_path: Path, language: str
) -> None:
    window = _played(qtbot, tmp_path, (800, 500))
    view = window.odds_view
    window.side_tabs.setCurrentWidget(view)
    _settle()
    assert window.dock.width() <= 250, "the panel as narrow as the small window gives it"
    header = view.horizontalHeader()
    shown = [column for column in range(view.model().columnCount()) if not view.isColumnHidden(column)]
    cuts = []
    for column in shown:
        needed = max(view.sizeHintForColumn(column), header.sectionSizeHint(column))
        if header.sectionSize(column) < needed:
            title = view.model().headerData(column, Qt.Orientation.Horizontal)
            cuts.append(f"{title}: needs {needed}, shown {header.sectionSize(column)}")
    assert not cuts, f"{language}: {cuts}"
    needed_total = sum(max(view.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in shown)
    assert needed_total <= view.viewport().width(), f"{language}: the columns need {needed_total}, the view shows " \
        f"{view.viewport().width()}"
    assert not view.horizontalScrollBar().isVisible(), "no sideways scroll"
    assert {CasinoOddsColumn.RANK, CasinoOddsColumn.WIN, CasinoOddsColumn.EV} <= set(shown), "the chance and the EV"
    rows = [view.visualRect(view.model().index(row, 0)) for row in range(view.model().rowCount())]
    assert len(rows) == len(Rank)
    assert all(view.viewport().rect().contains(rect) for rect in rows), f"{language}: every rank in sight"


def test_the_books_odds_show_the_chance_of_losing_where_the_panel_has_room(qtbot, tmp_path: Path) -> None:
    window = _played(qtbot, tmp_path, (1920, 1080))
    view = window.odds_view
    window.side_tabs.setCurrentWidget(view)
    _settle()
    assert not view.isColumnHidden(CasinoOddsColumn.LOSS)
    assert not _column_cuts(view)
    # At 800x500 the panel is as wide as its tabs' titles (each shown whole): the columns still fit, all shown.
    window.resize(800, 500)
    _settle()
    assert not _column_cuts(view)
    assert not view.isColumnHidden(CasinoOddsColumn.LOSS) or sum(
        max(view.sizeHintForColumn(c), view.horizontalHeader().sectionSizeHint(c))
        for c in range(view.model().columnCount())) > view.viewport().width(), "hidden only when it does not fit"
    # With larger text the columns need more room than the panel has: the chance of losing (one less the chance
    # of winning) gives way, the rest shown whole.
    font, usual = view.font(), view.font()
    font.setPointSizeF(font.pointSizeF() * 1.25)
    view.setFont(font)
    view.horizontalHeader().setFont(font)
    window.resize(810, 500)
    _settle()
    assert view.isColumnHidden(CasinoOddsColumn.LOSS), "one less the chance of winning: it gives way"
    assert not view.horizontalScrollBar().isVisible(), "no sideways scroll"
    view.setFont(usual)
    view.horizontalHeader().setFont(usual)
    window.resize(1920, 1080)
    _settle()
    assert not view.isColumnHidden(CasinoOddsColumn.LOSS), "and comes back"
