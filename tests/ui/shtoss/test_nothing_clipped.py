"""Nothing a player needs is cut at 1024x600, in English and in Russian: each text's needed size (what its font
measures, a widget's `sizeHint`) against the size it is shown at. The names on the plates (at 1920x1080 too), the
punter's page when he has winnings to take (the winnings line whole, beside the prompt, never under a button; every
column of the card picker and every chip's value, with the side views open too), the odds view's rows and
columns, the history's last rows."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEventLoop, QRect, Qt
from PySide6.QtWidgets import QTableView, QWidget

from shtoss_desktop.app.shtoss.controller import SessionConfig
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.ui.shtoss.window import MainWindow
from shtoss_desktop.ui.table.items import PlateItem
from tests.ui.table_helpers import make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

ODDS_SPARE = 12
"""The least width (px) the odds view's columns leave free at 1024x600 with the side views open."""
STYLES = (PunterStyle.MIRANDOLE, PunterStyle.PAROLI_RUNNER, PunterStyle.ODDS_AWARE, PunterStyle.HERMANN)


def _settle(window: MainWindow, size: tuple[int, int] | None = None) -> None:
    if size is not None:
        window.resize(*size)
    for _ in range(3):
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    window.scene.flush()
    QCoreApplication.processEvents()


def _seats_config(seats: int, seed: int) -> SessionConfig:
    styles = tuple(itertools.islice(itertools.cycle(STYLES), seats - 1))
    return SessionConfig(rules=HouseRules(), role=Role.PUNTER, styles=styles, seed=seed, human_name="You")


def _cut_names(window: MainWindow) -> list[str]:
    cut = []
    for item in window.scene.writing().values():
        if isinstance(item, PlateItem) and item.isVisible() and item.name_width() > item.name_room():
            cut.append(f"{item.name}: needs {item.name_width():.0f}, has {item.name_room():.0f}")
    return cut


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_every_name_on_the_plates_is_whole(qtbot, tmp_path: Path, language: str, size: tuple[int, int]) -> None:
    window = make_window(qtbot, tmp_path)
    _settle(window, size)
    for seats in range(1, 7):
        window.start(_seats_config(seats, seed=seats))
        _settle(window)
        plates = [item for item in window.scene.writing().values() if isinstance(item, PlateItem)]
        assert len(plates) == seats + 1
        assert not _cut_names(window), f"{seats} punters at {size} in {language}: {_cut_names(window)}"


def _shown(widget: QWidget) -> QRect:
    """The part of `widget` its parents leave to be seen, in the window's coordinates."""
    window = widget.window()
    rect = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        rect = rect.intersected(QRect(parent.mapTo(window, parent.rect().topLeft()), parent.size()))
        parent = parent.parentWidget()
    return rect


def _whole(widget: QWidget) -> bool:
    return _shown(widget).size() == widget.size()


def _panel_cuts(window: MainWindow) -> list[str]:
    """What of the punter's page is cut: a widget narrower than its hint or hidden in part by its parents, the
    winnings or the kush's limits higher than their label, the winnings under a button."""
    panel = window.panel
    cuts = []
    picker = panel.picker
    if picker.width() < picker.sizeHint().width() or not _whole(picker):
        cuts.append(f"the picker: needs {picker.sizeHint().width()}, shown {_shown(picker).width()}")
    for value, chip in panel.chip_buttons.items():
        if chip.width() < chip.sizeHint().width() or not _whole(chip):
            cuts.append(f"chip {value}: needs {chip.sizeHint().width()}, shown {_shown(chip).width()}")
    buttons = [button for button in panel.findChildren(QWidget) if button.objectName().endswith("Button")
               and button.isVisible() and button.isVisibleTo(panel.stack.currentWidget())]
    for button in buttons:
        if button.width() < button.sizeHint().width() or not _whole(button):
            cuts.append(f"{button.objectName()}: needs {button.sizeHint().width()}, shown {_shown(button).width()}")
    winnings = panel.winnings_label
    if not winnings.isVisible() or not winnings.text():
        cuts.append("no winnings line")
    else:
        flags = int(Qt.TextFlag.TextWordWrap) | int(winnings.alignment())
        needed = winnings.fontMetrics().boundingRect(QRect(0, 0, winnings.width(), 10_000), flags,
                                                     winnings.text()).height()
        if needed > winnings.height() or not _whole(winnings):
            cuts.append(f"the winnings: need {needed} px high at {winnings.width()}, shown {_shown(winnings)}")
        for button in buttons:
            if _shown(button).intersects(_shown(winnings)):
                cuts.append(f"{button.objectName()} covers the winnings")
    for name, widget in (("the kush field", panel.kush_edit), ("the kush's limits", panel.limit_label)):
        if widget.isVisible() and not _whole(widget):
            cuts.append(f"{name}: {widget.size().toTuple()}, shown {_shown(widget).size().toTuple()}")
    limit = panel.limit_label
    if limit.isVisible() and limit.heightForWidth(limit.width()) > limit.height():
        cuts.append(f"the kush's limits: need {limit.heightForWidth(limit.width())} px, shown {limit.height()}")
    return cuts


def _odds_cuts(window: MainWindow) -> list[str]:
    """The odds view: a column narrower than its header or cells, or out of the view; a rank row not shown."""
    table = window.docks["odds"].widget()
    assert isinstance(table, QTableView)
    header = table.horizontalHeader()
    cuts = []
    for column in range(table.model().columnCount()):
        needed = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
        if header.sectionSize(column) < needed:
            cuts.append(f"column {column}: needs {needed}, shown {header.sectionSize(column)}")
    right = header.sectionViewportPosition(table.model().columnCount() - 1) + header.sectionSize(
        table.model().columnCount() - 1)
    if right > table.viewport().width():
        cuts.append(f"the columns take {right}, the view shows {table.viewport().width()}")
    rows = table.model().rowCount()
    last = table.rowViewportPosition(rows - 1) + table.rowHeight(rows - 1) if rows else 0
    if last > table.viewport().height():
        cuts.append(f"{rows} rows take {last} px, the view shows {table.viewport().height()}")
    return cuts


def _win_window(qtbot, tmp_path: Path, size: tuple[int, int] = (1024, 600)) -> MainWindow:
    """A window (1024x600 unless said) at the moment the human punter has winnings to take (seed 3, three punters)."""
    from shtoss_desktop.app.shtoss.scripted_player import play_to_mid_deal
    from shtoss_desktop.ui.games import LaunchOptions
    from shtoss_desktop.ui.screenshot import stage_moment
    from shtoss_desktop.ui.shtoss.launch import session_config

    window = make_window(qtbot, tmp_path)
    window.show_side_views(False)
    _settle(window, size)
    window.start(session_config(window, LaunchOptions(seed=3, role=Role.PUNTER, punters=3)))
    _settle(window)
    assert play_to_mid_deal(window.controller, 3)
    assert stage_moment(window, "win", 3)
    _settle(window)
    return window


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1280, 800), (1366, 768)])
def test_the_punters_page_with_winnings_is_whole(qtbot, tmp_path: Path, language: str,
                                                   size: tuple[int, int]) -> None:
    """At 1280x800 and 1280x720 with the side views open the panel took the one-row arrangement's height with the
    two-row arrangement's places (the kush and its limits under the panel's edge): the width an arrangement needs
    was measured with the chips' spacing of the arrangement the page was in, so the choice flipped each time."""
    window = _win_window(qtbot, tmp_path, size)
    assert not _panel_cuts(window), f"side views closed, {size}, {language}: {_panel_cuts(window)}"
    window.show_side_views(True)
    _settle(window)
    assert not _panel_cuts(window), f"side views open, {size}, {language}: {_panel_cuts(window)}"
    chosen = window.panel.arrangement()
    window.panel.resize(window.panel.size())
    _settle(window)
    assert window.panel.arrangement() is chosen, "the same room, the same arrangement"


def test_the_odds_view_shows_every_rank_and_column_at_1024x600(qtbot, tmp_path: Path, language: str) -> None:
    window = _win_window(qtbot, tmp_path)
    window.show_side_views(True)
    window.docks["odds"].raise_()
    _settle(window)
    cuts = _odds_cuts(window)
    # The ranks are the cards' indices and the Russian titles short ("Карта", "В колоде", "Ср. на куш"): every
    # column fits the 307 px the docks' cap (the shell's SIDE_VIEW_SHARE) leaves at 1024 wide, in both languages.
    assert not cuts, f"{language}: {cuts}"
    table = window.docks["odds"].widget()
    assert isinstance(table, QTableView)
    assert table.horizontalScrollBar().maximum() == 0, "nothing to scroll to sideways"
    # With room to spare: a system font a little wider than ours does not bring the sideways scroll back.
    header = table.horizontalHeader()
    needed = sum(max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
                 for column in range(table.model().columnCount()))
    spare = table.viewport().width() - needed
    assert spare >= ODDS_SPARE, f"{language}: the columns need {needed} px of {table.viewport().width()}"


def test_the_history_shows_each_sentence_whole_at_1024x600(qtbot, tmp_path: Path, language: str) -> None:
    from shtoss_desktop.app.shtoss.models import HistoryColumn

    window = _win_window(qtbot, tmp_path)
    window.show_side_views(True)
    _settle(window)
    table = window.docks["history"].widget()
    assert isinstance(table, QTableView)
    model, header = table.model(), table.horizontalHeader()
    width = header.sectionSize(HistoryColumn.TEXT) - 8  # the cell's margins
    metrics = table.fontMetrics()
    cuts = []
    for row in range(model.rowCount()):
        text = str(model.index(row, HistoryColumn.TEXT).data())
        needed = metrics.boundingRect(QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), text).height()
        if needed > table.rowHeight(row):
            cuts.append(f"{text!r}: needs {needed} px at {width}, shown {table.rowHeight(row)}")
    assert model.rowCount() > 10
    assert not cuts, f"{language}: {cuts[:3]} ({len(cuts)} rows)"
    last = header.sectionViewportPosition(HistoryColumn.TEXT) + header.sectionSize(HistoryColumn.TEXT)
    assert last <= table.viewport().width(), "no horizontal scroll bar: the sentence column fits the dock"


def test_the_players_view_shows_every_name_whole_at_1024x600(qtbot, tmp_path: Path, language: str) -> None:
    """With the side views open at 1024x600 the names were cut to "Ch…" and "Nar…" (41 px of the 79 needed) while
    the temperaments had a column of their own: the names are whole, the roles wrap in the width left, every
    column inside the view and each row as high as its words."""
    from shtoss_desktop.app.shtoss.models import SeatsColumn

    window = _win_window(qtbot, tmp_path)
    window.show_side_views(True)
    window.docks["players"].raise_()
    _settle(window)
    table = window.docks["players"].widget()
    assert isinstance(table, QTableView)
    header = table.horizontalHeader()
    model = table.model()
    assert model.rowCount() == 5
    for column in (SeatsColumn.NAME, SeatsColumn.BALANCE):
        needed = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
        assert header.sectionSize(column) >= needed, f"{language}: column {column.name} needs {needed}"
    last = model.columnCount() - 1
    assert header.sectionViewportPosition(last) + header.sectionSize(last) <= table.viewport().width()
    for row in range(model.rowCount()):
        text = str(model.index(row, SeatsColumn.ROLE).data())
        # sizeHintForRow: the height the delegate needs for each cell wrapped at its column's width.
        assert table.rowHeight(row) >= table.sizeHintForRow(row), f"{language}: the row of {text!r} is cut"
