"""What of Qt the frozen game carries: the modules, plugins and translations it uses, and nothing else.

The game uses QtCore, QtGui, QtWidgets and QtSvg. PyInstaller's stock Qt hooks collect every plugin of every
type those modules can load (all platforms, GTK themes, TLS back ends, ...) and every Qt translation, and the
libraries those plugins link against follow them in. The hooks in `packaging/hooks/` pass the stock collection
through `trim()` before PyInstaller analyses binaries, so the libraries that only unused plugins need never enter
the build. The spec imports this module too, and checks the finished analysis with `unwanted()`.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import PurePath

KEPT_PLUGINS: dict[str, frozenset[str]] = {
    # X11, Wayland and headless on Linux; the native platform on Windows and macOS.
    "platforms": frozenset({"qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"}),
    # Dead keys and compose sequences when typing names and stakes.
    "platforminputcontexts": frozenset({"composeplatforminputcontextplugin"}),
    # SVG card art and icons; PNG is built into QtGui and needs no plugin.
    "imageformats": frozenset({"qsvg"}),
    "iconengines": frozenset({"qsvgicon"}),
    # The native widget look on Windows 10/11 and macOS.
    "styles": frozenset({"qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"}),
    # What the Wayland platform plugin needs to open a window: the shell protocol and window decorations.
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-decoration-client": frozenset({"bradient"}),
}
"""Plugin type -> the plugin names kept (file names without `lib` prefix and extension)."""

KEPT_TRANSLATIONS: frozenset[str] = frozenset({"qtbase_ru.qm"})
"""Qt's own translations kept: the game speaks English (Qt's source language) and Russian."""

USED_QT_MODULES: tuple[str, ...] = (
    "PySide6.QtCore",
    "PySide6.QtGui",
    "PySide6.QtWidgets",
    "PySide6.QtSvg",
)
"""The PySide6 modules the game imports."""

EXCLUDED_MODULES: tuple[str, ...] = (
    "PySide6.QtConcurrent",
    "PySide6.QtDBus",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtNetwork",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtPrintSupport",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickControls2",
    "PySide6.QtQuickWidgets",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtUiTools",
    "PySide6.QtXml",
    "tkinter",
)
"""Modules never bundled, even when a Qt library's link dependencies suggest them (libQt6Gui links libQt6DBus,
but the game never imports the QtDBus Python module)."""


def plugin_name(filename: str) -> str:
    """The Qt name of a plugin file: `libqxcb.so` -> `qxcb`, `qwindows.dll` -> `qwindows`."""
    stem = PurePath(filename).name.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def is_kept(destination: str) -> bool:
    """Whether a collected file, by its path inside the build, belongs in the game's bundle."""
    parts = PurePath(destination.replace("\\", "/")).parts
    if "plugins" in parts:
        index = parts.index("plugins")
        if index + 2 < len(parts):  # plugins/<type>/<file> (or deeper, e.g. platforms/darwin/<file>)
            plugin_type = "/".join(parts[index + 1 : -1])
            return plugin_name(parts[-1]) in KEPT_PLUGINS.get(plugin_type, frozenset())
    if "translations" in parts and parts[-1].endswith(".qm") and ("Qt" in parts or "PySide6" in parts):
        return parts[-1] in KEPT_TRANSLATIONS
    return True


def trim(
    hiddenimports: Iterable[str],
    binaries: Iterable[tuple[str, str]],
    datas: Iterable[tuple[str, str]],
) -> tuple[list[str], list[tuple[str, str]], list[tuple[str, str]]]:
    """Filter a hook's (hiddenimports, binaries, datas); binaries and datas are (source, destination folder)."""
    kept_imports = [name for name in hiddenimports if name not in EXCLUDED_MODULES]
    kept_binaries = [(src, dest) for src, dest in binaries if is_kept(f"{dest}/{PurePath(src).name}")]
    kept_datas = [(src, dest) for src, dest in datas if is_kept(f"{dest}/{PurePath(src).name}")]
    return kept_imports, kept_binaries, kept_datas


def unwanted(toc: Iterable[tuple[str, str, str]]) -> list[str]:
    """The destinations in a PyInstaller TOC (dest, source, typecode) that should not be in the bundle."""
    excluded_files = tuple(name.split(".")[-1] + "." for name in EXCLUDED_MODULES if name.startswith("PySide6."))
    found = []
    for dest, _source, _typecode in toc:
        name = PurePath(dest.replace("\\", "/")).name
        if not is_kept(dest) or (name.startswith(excluded_files) and "PySide6" in dest):
            found.append(dest)
    return found
