"""Whether the game's window can open: a display to show it on, and the libraries Qt's X11 plugin needs.

Qt finds out only when the `QApplication` is made, and then prints a misleading hint ("xcb-cursor0 is needed")
and aborts the process. `display_problem()` answers first, without making any application, so that the
command line can say what is wrong in one line, or switch `--screenshot` to the offscreen platform.

Only Linux is checked: Windows and macOS always have their native display. On Linux, Qt opens a window
through the first of:
- `QT_QPA_PLATFORM`, when it is set: it is trusted, except `xcb` (X11), which is checked like the default;
- Wayland, when `WAYLAND_DISPLAY` is set: Qt chooses between Wayland and X11 itself, so nothing is checked;
- X11, when `DISPLAY` is set. This is the only way left, so it is checked: the X11 platform plugin must load
  (the error of loading it names the first missing system library) and the X server must accept a connection
  (made through libxcb, as Qt makes it, with the same authorisation).
With none of the three there is no display at all.
"""

from __future__ import annotations

import enum
import re
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Final

import msgspec
from PySide6.QtCore import QCoreApplication, QLibrary

CONNECT_TIMEOUT: Final = 5.0
"""Seconds to wait for the X server to accept a connection; a slower answer is left for Qt to wait for."""

X11_LIBRARIES: Final[Mapping[str, str]] = {
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}
"""The system libraries Qt's X11 platform plugin needs beyond Qt itself, and the Debian packages giving them
(DEVELOPERS.md lists the packages)."""

_MISSING_LIBRARY: Final = re.compile(r"([^\s:()]+): cannot open shared object file")
"""The dynamic loader's words for a library it cannot find (the part of QLibrary's error that names it)."""

translate = QCoreApplication.translate


class Problem(enum.Enum):
    """Why the window cannot open."""

    NO_DISPLAY = "no_display"
    """Neither DISPLAY nor WAYLAND_DISPLAY is set (and no other platform is asked for)."""
    X_SERVER_UNREACHABLE = "x_server_unreachable"
    """DISPLAY names an X server that does not accept a connection."""
    X11_LIBRARIES_MISSING = "x11_libraries_missing"
    """The X11 platform plugin cannot load: system libraries are missing."""


class DisplayProblem(msgspec.Struct, frozen=True):
    """A reason the window cannot open, with what the message names."""

    problem: Problem
    """What is wrong."""
    display: str = ""
    """The value of DISPLAY (for an unreachable X server)."""
    libraries: tuple[str, ...] = ()
    """The missing libraries' file names (for missing libraries), the one the loader named first."""

    @property
    def packages(self) -> tuple[str, ...]:
        """The Debian packages that give the missing libraries, for those the game knows."""
        return tuple(dict.fromkeys(X11_LIBRARIES[name] for name in self.libraries if name in X11_LIBRARIES))

    def message(self) -> str:
        """One line for the terminal, translated, saying what is wrong and how to put it right."""
        if self.problem is Problem.NO_DISPLAY:
            return translate(
                "display",
                "shtoss-desktop: there is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY "
                "is set). Start it in a desktop session, or set DISPLAY (X11) or WAYLAND_DISPLAY (Wayland); "
                "--screenshot and --self-test work without a display.",
            )
        if self.problem is Problem.X_SERVER_UNREACHABLE:
            return translate(
                "display",
                'shtoss-desktop: cannot connect to the X display "{display}" named by DISPLAY: no X server '
                "answers there, or it does not let this user in. Start it in a desktop session, or set DISPLAY "
                "to a running X server; --screenshot and --self-test work without a display.",
            ).format(display=self.display)
        libraries = " ".join(self.libraries)
        if self.packages:
            return translate(
                "display",
                "shtoss-desktop: cannot open an X11 window: system libraries are missing: {libraries} "
                "(on Debian or Ubuntu: sudo apt-get install {packages}); --screenshot and --self-test work "
                "without them.",
            ).format(libraries=libraries, packages=" ".join(self.packages))
        return translate(
            "display",
            "shtoss-desktop: cannot open an X11 window: system libraries are missing: {libraries}; "
            "--screenshot and --self-test work without them.",
        ).format(libraries=libraries)


def x11_plugin() -> Path | None:
    """The X11 platform plugin file Qt would load, or None when there is none (Qt then says so itself)."""
    for folder in QCoreApplication.libraryPaths():
        plugin = Path(folder) / "platforms" / "libqxcb.so"
        if plugin.is_file():
            return plugin
    return None


def missing_x11_libraries() -> tuple[str, ...]:
    """The system libraries missing for the X11 platform plugin; empty when it loads (or fails otherwise).

    The plugin is loaded the way Qt loads it (`QLibrary`), so the answer is Qt's own; a loaded plugin stays
    loaded for Qt to use. Only a library the loader cannot find counts: any other failure is left for Qt to
    report. The loader names the first missing library; the others the game knows are looked for too, so
    that one command installs them all.
    """
    plugin = x11_plugin()
    if plugin is None:
        return ()
    library = QLibrary(str(plugin))
    if library.load():
        return ()
    return missing_from_error(library.errorString(), plugin.name)


def missing_from_error(error: str, plugin_name: str) -> tuple[str, ...]:
    """The missing libraries in a loader error about `plugin_name`, with the other known ones not found."""
    # A dependency is named as the plugin's DT_NEEDED entry gives it, a bare file name; a path is the plugin's.
    named = [name for name in _MISSING_LIBRARY.findall(error) if "/" not in name and name != plugin_name]
    if not named:
        return ()
    others = [name for name in X11_LIBRARIES if name not in named and not _loadable(name)]
    return tuple(dict.fromkeys(named + others))


def _loadable(soname: str) -> bool:
    # ctypes (and threading below) are imported only when an X11 display is checked: most starts never need them.
    import ctypes

    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def x_server_answers(display: str) -> bool | None:
    """Whether the X server named by `display` accepts a connection; None when that cannot be told in time."""
    import ctypes
    import threading

    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return None
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.restype = ctypes.c_int
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.restype = None
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    answers: list[bool] = []

    def connect() -> None:
        connection = xcb.xcb_connect(display.encode(), None)
        answers.append(xcb.xcb_connection_has_error(connection) == 0)
        xcb.xcb_disconnect(connection)

    # A remote display that does not answer can keep connect() waiting for minutes; Qt would wait as long.
    worker = threading.Thread(target=connect, name="x-server-check", daemon=True)
    worker.start()
    worker.join(CONNECT_TIMEOUT)
    return answers[0] if answers else None


def display_problem(
    environ: Mapping[str, str],
    *,
    platform: str = sys.platform,
    missing_libraries: Callable[[], tuple[str, ...]] = missing_x11_libraries,
    server_answers: Callable[[str], bool | None] = x_server_answers,
) -> DisplayProblem | None:
    """Why a window cannot open with this environment, or None when it can (or Qt is left to tell).

    `missing_libraries` and `server_answers` are the two checks of an X11 display (a test may give others).
    """
    if not platform.startswith("linux"):
        return None
    requested = environ.get("QT_QPA_PLATFORM", "")
    if requested and requested.split(":", 1)[0] != "xcb":
        return None
    if not requested and environ.get("WAYLAND_DISPLAY"):
        return None
    display = environ.get("DISPLAY", "")
    if not display:
        return DisplayProblem(Problem.NO_DISPLAY)
    missing = missing_libraries()
    if missing:
        return DisplayProblem(Problem.X11_LIBRARIES_MISSING, libraries=missing)
    if server_answers(display) is False:
        return DisplayProblem(Problem.X_SERVER_UNREACHABLE, display=display)
    return None
