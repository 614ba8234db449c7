"""Single-key shortcuts whatever has the focus: a number field keeps only its digits.

`SingleKeys(window)` is installed on the application by the main window; `is_number_field` tells a field that takes
only a number (the kush field, spin boxes) from one that takes words.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QMainWindow, QWidget


def is_number_field(widget: QObject | None) -> bool:
    """Whether `widget` takes only a number: a spin box, or a line edit with a validator (the kush field)."""
    if isinstance(widget, QAbstractSpinBox):
        return True
    return isinstance(widget, QLineEdit) and widget.validator() is not None


def _is_digit(event: QKeyEvent) -> bool:
    return Qt.Key.Key_0.value <= event.key() <= Qt.Key.Key_9.value


class SingleKeys(QObject):
    """Lets the window's single-key shortcuts (C, T, P, Space, ...) through a focused number field, which would
    otherwise take every key as typing: only the digits stay the field's.

    Qt asks the focused widget first (`ShortcutOverride`) whether it wants a key for itself; a line edit says yes
    to every printable key. For a number field in the watched window, a key that is an enabled shortcut of the
    window and not a digit is answered "no", so the shortcut fires. Text fields that take words keep their keys.
    """

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Answer the number field's `ShortcutOverride` for a non-digit key that is one of the window's shortcuts."""
        if (
            event.type() is QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and isinstance(watched, QWidget)
            and watched.window() is self._window
            and is_number_field(watched)
            and not _is_digit(event)
            and self._is_shortcut(event)
        ):
            event.ignore()
            return True
        return False

    def _is_shortcut(self, event: QKeyEvent) -> bool:
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if modifiers & ~Qt.KeyboardModifier.ShiftModifier:
            return False  # Ctrl, Alt and Meta shortcuts pass a line edit anyway
        pressed = QKeySequence(event.keyCombination())
        bare = QKeySequence(event.key())
        for action in self._window.actions():
            if action.isEnabled() and any(s in (pressed, bare) for s in action.shortcuts()):
                return True
        return False
