"""Where a game window stands on its screen, and how much of it the side views may take.

`place_window` gives a window the geometry it was left with when that still fits its screen, else (a first start,
or a screen smaller than the one it was saved on) a share of the screen's available area, centred: a small
screen's whole area, maximized so that the window manager fits the frame and the title bar in. `cap_docks` keeps
docked side views within a share of the window's width.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMainWindow

from shtoss_desktop.ui.shell.screen_fit import SCREEN_SHARE, SMALL_SCREEN

SIDE_VIEW_SHARE: Final = 0.3
"""A docked side view takes at most this share of the window's width: the table keeps the rest."""
SIDE_VIEW_MIN_CAP: Final = 220
"""The cap never goes below this width (a narrower dock could not show a name and a number)."""
UNCAPPED: Final = 16777215
"""Qt's largest widget size: a floating dock is as wide as the player makes it."""


def place_window(window: QMainWindow, geometry: bytes, *, maximize_small: bool) -> None:
    """Restore `geometry` (`saveGeometry`'s, b"" for none) if it fits the screen; else size and centre the window
    on a share of the screen's available area, all of a small screen's (maximized with `maximize_small`: a
    screenshot's or a test's window keeps the size it is given)."""
    restored = bool(geometry) and window.restoreGeometry(QByteArray(geometry))
    screen = QGuiApplication.screenAt(window.geometry().center()) or QGuiApplication.primaryScreen()
    available = screen.availableGeometry()
    too_big = window.width() > available.width() or window.height() > available.height()
    if restored and not too_big:
        return
    small = available.width() < SMALL_SCREEN.width() or available.height() < SMALL_SCREEN.height()
    share = 1.0 if small else SCREEN_SHARE
    width, height = int(available.width() * share), int(available.height() * share)
    window.resize(width, height)
    window.move(available.x() + (available.width() - width) // 2, available.y() + (available.height() - height) // 2)
    if small and maximize_small:
        # Maximized, the window manager fits the frame and the title bar in; a window of the area's size would
        # push its lower edge off the screen by the title bar's height.
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)


def cap_docks(window: QMainWindow, docks: Iterable[QDockWidget]) -> None:
    """Keep each docked side view within `SIDE_VIEW_SHARE` of the window's width (a floating one is free)."""
    cap = max(SIDE_VIEW_MIN_CAP, int(window.width() * SIDE_VIEW_SHARE))
    for dock in docks:
        dock.setMaximumWidth(UNCAPPED if dock.isFloating() else cap)


__all__ = ["SIDE_VIEW_MIN_CAP", "SIDE_VIEW_SHARE", "UNCAPPED", "cap_docks", "place_window"]
