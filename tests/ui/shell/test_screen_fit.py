"""Windows and dialogs fit their screen (ui/shell/screen_fit.py): the preferred size where the screen allows, never
more than its available area less the window manager's frame."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from shtoss_desktop.ui.shell.screen_fit import FRAME_MARGIN, fit_to_screen


def _available() -> tuple[int, int]:
    geometry = QGuiApplication.primaryScreen().availableGeometry()
    return geometry.width(), geometry.height()


def test_a_window_smaller_than_the_screen_gets_its_preferred_size(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    fit_to_screen(widget, (300, 200))
    assert (widget.width(), widget.height()) == (300, 200)


def test_a_window_bigger_than_the_screen_is_cut_to_it_less_the_frame(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    width, height = _available()
    fit_to_screen(widget, (width * 3, height * 3))
    assert (widget.width(), widget.height()) == (width - FRAME_MARGIN[0], height - FRAME_MARGIN[1])


def test_only_the_side_that_is_too_long_is_cut(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    width, height = _available()
    fit_to_screen(widget, (320, height + 500))
    assert (widget.width(), widget.height()) == (320, height - FRAME_MARGIN[1])
    fit_to_screen(widget, (width + 500, 240))
    assert (widget.width(), widget.height()) == (width - FRAME_MARGIN[0], 240)


def test_a_dialog_fits_the_screen_of_its_parent(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = QDialog(parent)
    width, _ = _available()
    fit_to_screen(dialog, (width * 2, 100))
    assert dialog.screen() is parent.screen()
    assert (dialog.width(), dialog.height()) == (width - FRAME_MARGIN[0], 100)
