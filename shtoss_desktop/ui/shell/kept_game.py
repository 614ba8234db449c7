"""What both games' windows say about a kept game: the journal's troubles, a game resumed, none to resume.

A game quit or killed in its middle is kept in its journal and offered at the next start; these are the words
around that offer (context "Resume"), the same for every game.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

translate = QCoreApplication.translate


def journal_warning(text: str, parent: QWidget | None = None) -> QMessageBox:
    """A warning about the journal (a damaged kept game, a disk that refuses to write), file names as plain
    text; the caller opens it."""
    box = QMessageBox(QMessageBox.Icon.Warning, translate("Resume", "Kept game"), text,
                      QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def no_kept_game_text() -> str:
    """The status bar's note when --resume finds no kept game."""
    return translate("Resume", "There was no unfinished game to resume: a new game has begun.")


def torn_line_text() -> str:
    """The status bar's note when the move being written when the game stopped was dropped."""
    return translate("Resume", "The game resumes after its last complete move; the move under way when it "
                     "stopped was not kept.")


def resumed_text() -> str:
    """The status bar's note when a game resumed."""
    return translate("Resume", "The unfinished game resumes where it stopped.")


__all__ = ["journal_warning", "no_kept_game_text", "resumed_text", "torn_line_text"]
