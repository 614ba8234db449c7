"""The casino window in a small room: at 800x500 the side panel leaves the table its room and readable, its
History shows every column whole, and the settings dialog shows its deck choice whole (needed sizes, `sizeHint`
and the font's, against the shown ones, in English and Russian)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEventLoop, Qt
from PySide6.QtWidgets import QLabel, QTableView, QWidget

from shtoss_desktop.app.casino.models import CasinoHistoryColumn
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.ui.casino.launch import casino_config
from shtoss_desktop.ui.casino.settings_dialog import CasinoSettingsDialog
from shtoss_desktop.ui.casino.window import CasinoWindow
from shtoss_desktop.ui.games import LaunchOptions
from shtoss_desktop.ui.screenshot import play_to_screenshot
from shtoss_desktop.ui.shell.placement import SIDE_VIEW_MIN_CAP, SIDE_VIEW_SHARE
from tests.ui.casino.test_window import make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest) -> str:
    """Each test in English and in Russian."""
    request.getfixturevalue("russian" if request.param == "ru" else "english")
    return str(request.param)


def _settle() -> None:
    for _ in range(3):
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def _played(qtbot, tmp_path: Path, size: tuple[int, int]) -> CasinoWindow:
    window = make_window(qtbot, tmp_path, size=size)
    window.start(casino_config(window, LaunchOptions(seed=3)))
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
