"""PySide6.QtCore, trimmed to what the game uses (see packaging/qt_bundle.py; the spec puts it on sys.path)."""

from PyInstaller.utils.hooks.qt import add_qt6_dependencies
from qt_bundle import trim

hiddenimports, binaries, datas = trim(*add_qt6_dependencies(__file__))
