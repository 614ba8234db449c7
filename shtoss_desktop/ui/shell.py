"""The window's first frame: a light shell shown before the game's modules are imported.

Start-up is progressive. `python -m shtoss_desktop` shows a `ShellWindow` first: the window at its
remembered place and size, titled, with the menu bar's titles and the green baize where the table will be.
Only after that frame has been painted does it import the game (core, controller, card art, the table
scene) and build the full window into the same window (`MainWindow.build`), so the screen shows a table
almost at once and then fills it in. Everything here imports nothing beyond QtCore, QtGui and QtWidgets.

`startup_preferences()` reads the two settings the first frame needs (the language and the window's
geometry) straight from the settings file; `storage.settings.AppSettings`, which validates the whole file,
is made later, with the rest of the window.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Callable
from typing import Final, NamedTuple

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QByteArray,
    QCoreApplication,
    QEvent,
    QObject,
    QSettings,
    QTimer,
)
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QMainWindow, QWidget

ORGANIZATION: Final = "ShtossDesktop"
"""The organization name for QSettings (the same as `storage.settings.ORGANIZATION`; a test checks)."""
APPLICATION: Final = "shtoss-desktop"
"""The application name for QSettings (the same as `storage.settings.APPLICATION`; a test checks)."""

DEFAULT_SIZE: Final = (1280, 800)
"""The window's size when no geometry is remembered."""

MENU_TITLES: Final = (
    QT_TRANSLATE_NOOP("MainWindow", "&Game"),
    QT_TRANSLATE_NOOP("MainWindow", "&Settings"),
    QT_TRANSLATE_NOOP("MainWindow", "&View"),
    QT_TRANSLATE_NOOP("MainWindow", "&Help"),
)
"""The menu bar's titles (context "MainWindow"), shown by the shell so the table does not shift when the menus
are built."""

_LANGUAGES: Final = ("system", "en", "ru")
_MAX_GEOMETRY: Final = 65536

translate = QCoreApplication.translate


class StartupPreferences(NamedTuple):
    """What the first frame needs from the settings file."""

    language: str = "system"
    """The language setting: "system", "en" or "ru"."""
    geometry: bytes = b""
    """The window's geometry as `QWidget.saveGeometry()` gave it; empty when none is remembered."""


def startup_preferences(settings: QSettings | None = None) -> StartupPreferences:
    """The language and the window geometry from the settings file (the application's usual one by default).

    A missing or unusable value gives its default: the file is checked as a whole, and repaired, by
    `AppSettings` once the full window is built.
    """
    if settings is None:
        settings = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)
    language = settings.value("language")
    if language not in _LANGUAGES:
        language = "system"
    geometry = b""
    raw = settings.value("window_geometry")
    if isinstance(raw, str) and raw:
        try:
            decoded = base64.b64decode(raw.encode("ascii"), validate=True)
        except (binascii.Error, UnicodeEncodeError):
            decoded = b""
        geometry = decoded if len(decoded) <= _MAX_GEOMETRY else b""
    return StartupPreferences(str(language), geometry)


BAIZE: Final = "#1f6140"
"""The baize's middle green (the table view paints it with a soft light, a nap and a gilt line)."""


class BaizeView(QGraphicsView):
    """An empty view filled with the baize's green: the table's place until the table is built.

    The colour is the viewport's palette base, which Qt fills itself: a gradient painted from Python would cost
    the first frame about half as much again as a bare window's whole paint, and even a background brush
    (whose Python signature involves the `Qt` namespace's enums) costs some 15 ms.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QGraphicsScene(parent), parent)
        self.setObjectName("baizeView")
        self.setFrameShape(QFrame.Shape.NoFrame)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Base, QColor(BAIZE))
        self.setPalette(palette)


class _FirstPaint(QObject):
    """Calls back once, from the event loop, after the first paint of the watched widget."""

    def __init__(self, callback: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._callback: Callable[[], None] | None = callback

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Catch the first paint; the callback runs once the whole frame is painted."""
        if self._callback is not None and event.type() is QEvent.Type.Paint:
            callback, self._callback = self._callback, None
            watched.removeEventFilter(self)
            QTimer.singleShot(0, callback)
            self.deleteLater()
        return False


class ShellWindow(QMainWindow):
    """The game's window as its first frame shows it: title, menu titles, the baize, an empty status bar, the
    remembered geometry.

    `MainWindow` is a `ShellWindow` that builds the full table into itself, at once or (for a fast start)
    after the shell has been painted.
    """

    def __init__(self, geometry: bytes = b"", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowTitle(translate("MainWindow", "Shtoss — the game of The Queen of Spades"))
        self.view: QGraphicsView = BaizeView(self)
        self.setCentralWidget(self.view)
        bar = self.menuBar()
        for title in MENU_TITLES:
            bar.addMenu(translate("MainWindow", str(title)))
        self.statusBar()  # where the table narrates: made now, so the table does not shrink when it first speaks
        if not self.restore_geometry(geometry):
            self.resize(*DEFAULT_SIZE)

    def restore_geometry(self, geometry: bytes) -> bool:
        """Put the window where `geometry` (from `saveGeometry()`) says; whether it could."""
        return bool(geometry) and self.restoreGeometry(QByteArray(geometry))

    def after_first_frame(self, callback: Callable[[], None]) -> None:
        """Call `callback` (from the event loop) once the view has been painted for the first time."""
        self.view.viewport().installEventFilter(_FirstPaint(callback, self))


__all__ = [
    "APPLICATION",
    "BAIZE",
    "DEFAULT_SIZE",
    "ORGANIZATION",
    "BaizeView",
    "ShellWindow",
    "StartupPreferences",
    "startup_preferences",
]
