"""The one offer to resume a kept game, for both games: resume it, or begin a new game.

A game quit or killed in its middle is kept in its journal (storage/journal.py) and read back through the rules at
the next start (app/session.py's `kept_game`). The offer says when it started and was last written, and what the
game brings (`lines`: the game's own description, app/shtoss/session.py's or app/casino/session.py's
`describe_kept`: the human's part, the deal or the shoe, the balances, the money on the table).

A journal the rules trust only up to some line is offered too, as what it is: the message names the file, the line
and the rule it broke, and that the file was set aside; the player resumes the game up to its last good move (in a
new journal holding exactly those moves) or begins a new game. Escape resumes in both cases: closing the question
loses nothing.

    question = ask_to_resume(window, kept, describe_kept(kept), resume=lambda: session.resume(kept),
                             new_game=lambda: window.start(config))
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.storage.journal import KeptGame

translate = QCoreApplication.translate


def moment_text(when: datetime) -> str:
    """A moment as the interface's locale writes it, short."""
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(when.timestamp())), QLocale.FormatType.ShortFormat)


def dates_text(kept: KeptGame[Any, Any]) -> str:
    """When the kept game started and when its journal was last written."""
    if kept.clean:
        return translate("Resume", "Started {started}, last move {saved}.").format(
            started=moment_text(kept.header.started), saved=moment_text(kept.saved))
    return translate("Resume", "Started {started}; its file was last written {saved}.").format(
        started=moment_text(kept.header.started), saved=moment_text(kept.saved))


class ResumeQuestion(QMessageBox):
    """Resume the kept game (up to its last good move, if the rules trust it only that far), or begin a new one?
    Escape resumes: nothing is lost by closing it."""

    def __init__(self, kept: KeptGame[Any, Any], lines: Sequence[str], parent: QWidget | None = None) -> None:
        """Ask about `kept`, described by the game's `lines`."""
        super().__init__(parent)
        self.setObjectName("resumeQuestion")
        self.kept = kept
        """The game offered."""
        self.setTextFormat(Qt.TextFormat.PlainText)  # file and player names read as written, never as markup
        if kept.clean:
            self.setWindowTitle(translate("Resume", "Resume the game?"))
            self.setIcon(QMessageBox.Icon.Question)
            self.setText(translate("Resume", "A game was left unfinished. Resume it where it stopped?"))
            resume = translate("Resume", "&Resume")
        else:
            assert kept.problem is not None
            line = kept.good_line
            self.setWindowTitle(translate("Resume", "Resume the game up to its last good move?"))
            self.setIcon(QMessageBox.Icon.Warning)
            self.setText(storage_text(kept.problem) + "\n\n" + translate(
                "Resume", "Resume the game as it stood at line {line}, its last good move, or begin a new game?"
            ).format(line=line))
            resume = translate("Resume", "&Resume up to line {line}").format(line=line)
        self.setInformativeText("\n".join([dates_text(kept), *lines]))
        self.resume_button = self.addButton(resume, QMessageBox.ButtonRole.AcceptRole)
        """Resume the kept game."""
        self.new_button = self.addButton(translate("Resume", "&New game"), QMessageBox.ButtonRole.DestructiveRole)
        """Begin a new game (a clean kept game goes to the archive; a damaged one stays where it was set aside)."""
        self.setDefaultButton(self.resume_button)
        self.setEscapeButton(self.resume_button)

    def wants_resume(self) -> bool:
        """Whether the player chose to resume (or closed the question)."""
        return self.clickedButton() is not self.new_button


def ask_to_resume(parent: QWidget, kept: KeptGame[Any, Any], lines: Sequence[str], *, resume: Callable[[], None],
                  new_game: Callable[[], None]) -> ResumeQuestion:
    """Open the offer over `parent` (window-modal; deleted when closed) and, once answered, `resume` or begin a
    `new_game`. Returns the question, for the window to close it when a game is begun another way."""
    question = ResumeQuestion(kept, lines, parent)
    question.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)

    def answered() -> None:
        if question.wants_resume():
            resume()
        else:
            new_game()

    question.finished.connect(answered)
    question.open()
    return question


__all__ = ["ResumeQuestion", "ask_to_resume", "dates_text", "moment_text"]
