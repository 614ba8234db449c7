"""Message boxes whose text is plain text: file and preset names are the player's, and one such as `<h1>BIG.json`
must read as written, not as markup."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def plain_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str,
              buttons: QMessageBox.StandardButton) -> QMessageBox:
    """A message box (not yet shown) that shows `text` as plain text."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """Say a problem (plain text) and wait for OK."""
    plain_box(parent, QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok).exec()


def ask(parent: QWidget | None, title: str, text: str) -> bool:
    """Ask a yes-or-no question (plain text); whether the answer is yes."""
    box = plain_box(parent, QMessageBox.Icon.Question, title, text,
                    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes
