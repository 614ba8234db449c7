"""Where a game window stands (ui/shell/placement.py): a remembered geometry that fits is kept, one off every
screen is brought back on screen, a window bigger than the screen is shrunk to it and centred, a first start takes
the screen's area; docked side views keep within their share of the window."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow
from pytestqt.qtbot import QtBot

from shtoss_desktop.ui.shell.placement import SIDE_VIEW_MIN_CAP, SIDE_VIEW_SHARE, UNCAPPED, cap_docks, place_window
from shtoss_desktop.ui.shell.screen_fit import SCREEN_SHARE, SMALL_SCREEN


def _available() -> QRect:
    return QGuiApplication.primaryScreen().availableGeometry()


def _share() -> float:
    available = _available()
    small = available.width() < SMALL_SCREEN.width() or available.height() < SMALL_SCREEN.height()
    return 1.0 if small else SCREEN_SHARE


def _window(qtbot: QtBot) -> QMainWindow:
    window = QMainWindow()
    window.setCentralWidget(QLabel("table"))
    qtbot.addWidget(window)
    return window


def _saved(qtbot: QtBot, rect: QRect) -> bytes:
    """The geometry a window left at `rect` saves."""
    window = _window(qtbot)
    window.setGeometry(rect)
    return bytes(window.saveGeometry().data())


def _on_some_screen(rect: QRect) -> bool:
    return any(screen.availableGeometry().intersects(rect) for screen in QGuiApplication.screens())


def test_a_remembered_geometry_that_fits_is_kept(qtbot: QtBot) -> None:
    available = _available()
    rect = QRect(available.x() + 20, available.y() + 30, available.width() // 2, available.height() // 2)
    window = _window(qtbot)
    place_window(window, _saved(qtbot, rect), maximize_small=True)
    assert window.size() == rect.size()
    assert window.pos() == rect.topLeft()
    assert not window.isMaximized()


def test_a_remembered_geometry_off_every_screen_is_brought_back_on_screen(qtbot: QtBot) -> None:
    available = _available()
    far = QRect(available.right() + 5000, available.bottom() + 5000, available.width() // 2, available.height() // 2)
    assert not _on_some_screen(far)
    window = _window(qtbot)
    place_window(window, _saved(qtbot, far), maximize_small=False)
    assert _on_some_screen(window.geometry())
    assert available.contains(window.geometry().center())


def test_a_window_remembered_bigger_than_the_screen_is_shrunk_onto_it(qtbot: QtBot) -> None:
    available = _available()
    huge = QRect(available.x(), available.y(), available.width() * 2, available.height() * 2)
    window = _window(qtbot)
    place_window(window, _saved(qtbot, huge), maximize_small=False)
    assert window.width() <= available.width()
    assert window.height() <= available.height()
    assert available.contains(window.geometry())
    assert not window.isMaximized()


def test_a_first_start_takes_its_share_of_the_screen(qtbot: QtBot) -> None:
    window = _window(qtbot)
    window.resize(100, 80)
    place_window(window, b"", maximize_small=False)
    available = _available()
    assert (window.width(), window.height()) == (int(available.width() * _share()),
                                                 int(available.height() * _share()))
    assert available.contains(window.geometry())


def test_a_small_screen_is_filled_by_a_maximized_window_when_asked(qtbot: QtBot) -> None:
    available = _available()
    window = _window(qtbot)
    place_window(window, b"", maximize_small=True)
    small = available.width() < SMALL_SCREEN.width() or available.height() < SMALL_SCREEN.height()
    assert bool(window.windowState() & Qt.WindowState.WindowMaximized) == small


def test_a_damaged_geometry_counts_as_none(qtbot: QtBot) -> None:
    window = _window(qtbot)
    place_window(window, b"not a geometry", maximize_small=False)
    available = _available()
    assert (window.width(), window.height()) == (int(available.width() * _share()),
                                                 int(available.height() * _share()))


def test_docked_side_views_keep_within_their_share_and_a_floating_one_is_free(qtbot: QtBot) -> None:
    window = _window(qtbot)
    docked, floating = QDockWidget("Players", window), QDockWidget("Log", window)
    for dock in (docked, floating):
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    floating.setFloating(True)
    window.resize(2000, 700)
    cap_docks(window, [docked, floating])
    assert docked.maximumWidth() == int(2000 * SIDE_VIEW_SHARE)
    assert floating.maximumWidth() == UNCAPPED
    window.resize(400, 700)
    cap_docks(window, [docked, floating])
    assert docked.maximumWidth() == SIDE_VIEW_MIN_CAP, "never too narrow for a name and a number"
