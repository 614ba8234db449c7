"""What both games' windows say about a kept game: the journal's troubles, a game resumed, none to resume.

A game quit or killed in its middle is kept in its journal and offered at the next start (ui/shell/resume.py);
these are the words around that offer (context "Resume"), the same for every game. A problem of the journal is
storage's data (`StorageProblem`), worded by `app/storage_messages.storage_text`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.storage.journal import KeptGame
from shtoss_desktop.storage.problems import StorageMessage, StorageProblem

translate = QCoreApplication.translate


def journal_warning(text: str, parent: QWidget | None = None) -> QMessageBox:
    """A warning about the journal (a damaged kept game, a disk that refuses to write), file names as plain
    text; the caller opens it."""
    box = QMessageBox(QMessageBox.Icon.Warning, translate("Resume", "Kept game"), text,
                      QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def journal_problem_text(problem: StorageProblem) -> str:
    """A problem of the journal in words (a journal that could not be used at all: and that a new game begins)."""
    text = storage_text(problem)
    unusable = problem.message in (StorageMessage.JOURNAL_SET_ASIDE, StorageMessage.JOURNAL_NOT_SET_ASIDE)
    return text + " " + translate("Resume", "A new game begins.") if unusable else text


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


def resumed_up_to_text(line: int) -> str:
    """The status bar's note when a game resumed up to its journal's last good line."""
    return translate("Resume", "The game resumes as it stood at line {line}, its last good move; it goes on in a new "
                     "journal, and the damaged one is kept beside it.").format(line=line)


def resumed_note(kept: KeptGame[Any, Any]) -> str:
    """What the status bar says once `kept` has resumed: where it stood, and whether a move under way was lost."""
    if not kept.clean:
        return resumed_up_to_text(kept.good_line)
    return torn_line_text() if kept.torn_line else resumed_text()


__all__ = ["journal_problem_text", "journal_warning", "no_kept_game_text", "resumed_note", "resumed_text",
           "resumed_up_to_text", "torn_line_text"]
