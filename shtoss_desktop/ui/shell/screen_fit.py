"""Windows and dialogs that fit the screen they open on, a 1024×600 netbook's included.

Every window and dialog of the game sizes itself through `fit_to_screen`: its preferred size where the screen
allows, never more than the screen's available geometry less room for the window manager's frame.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

SCREEN_SHARE: Final = 0.9
"""On a first start a game window takes this share of the screen's available width and height (of a small
screen, `SMALL_SCREEN`, all of it: the table needs every pixel there)."""
SMALL_SCREEN: Final = QSize(1400, 900)
"""A screen whose available area is narrower or lower than this is small."""
ROOMY_WIDTH: Final = 1400
"""From this window width the side views are shown on a first start; a narrower window gives the table its
whole width (F9 shows them)."""
FRAME_MARGIN: Final = (16, 48)
"""What a window manager's frame may add to a window (borders; a title bar and borders), kept free on screen."""


def fit_to_screen(widget: QWidget, preferred: tuple[int, int]) -> None:
    """Give `widget` (a window) its preferred size, or less where its screen is smaller: never more than the
    available geometry less a margin for the window manager's frame (a title bar, borders)."""
    parent = widget.parentWidget()
    screen = (parent or widget).screen() or QGuiApplication.primaryScreen()
    available = screen.availableGeometry()
    widget.resize(min(preferred[0], available.width() - FRAME_MARGIN[0]),
                  min(preferred[1], available.height() - FRAME_MARGIN[1]))

