"""The offer to resume the casino game kept in its journal (storage/casino_journal.py), in the words of the shtoss
window's offer (ui/shtoss/resume_dialog.py): when it started and was last played, the human's part, the shoe and the
turn, the cards left, the balances and the money on the layout. Resume (also Escape: nothing is lost by
closing it), or begin a new game (the kept one then goes to the archive).
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.storage.casino_journal import KeptCasino

translate = QCoreApplication.translate


def _moment(when: datetime) -> str:
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(when.timestamp())), QLocale.FormatType.ShortFormat)


def describe_kept_casino(kept: KeptCasino) -> str:
    """The kept casino game in a few lines: dates, part, shoe and turn, cards left, balances, the layout."""
    game = kept.game
    lines = []
    if kept.started is not None and kept.saved is not None:
        lines.append(translate("CasinoResume", "Started {started}, last move {saved}.").format(
            started=_moment(kept.started), saved=_moment(kept.saved)))
    elif kept.saved is not None:
        lines.append(translate("CasinoResume", "Last move {saved}.").format(saved=_moment(kept.saved)))
    lines.append(translate("CasinoResume", "You watch the computer players.") if kept.watch
                 else translate("CasinoResume", "You bet at the table."))
    lines.append(translate("CasinoResume", "Shoe {shoe}, turn {turn}; {cards} cards left in the shoe.").format(
        shoe=game.shoe_number, turn=game.turns_dealt, cards=game.cards_left))
    balances = ", ".join(f"{player} {format_amount(amount)}" for player, amount in game.balances().items())
    lines.append(translate("CasinoResume", "Balances: {balances}.").format(balances=balances))
    if game.layout_total:
        lines.append(translate("CasinoResume", "On the layout: {amount}.").format(
            amount=format_amount(game.layout_total)))
    return "\n".join(lines)


class CasinoResumeQuestion(QMessageBox):
    """Resume the kept casino game, or begin a new one? (Escape keeps the kept game: it resumes.)"""

    def __init__(self, kept: KeptCasino, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("casinoResumeQuestion")
        self.kept = kept
        self.setWindowTitle(translate("CasinoResume", "Resume the casino game?"))
        self.setIcon(QMessageBox.Icon.Question)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(translate("CasinoResume", "A casino game was left unfinished. Resume it where it stopped?"))
        self.setInformativeText(describe_kept_casino(kept))
        self.resume_button = self.addButton(translate("CasinoResume", "&Resume"), QMessageBox.ButtonRole.AcceptRole)
        self.new_button = self.addButton(translate("CasinoResume", "&New game"),
                                         QMessageBox.ButtonRole.DestructiveRole)
        self.setDefaultButton(self.resume_button)
        self.setEscapeButton(self.resume_button)

    def wants_resume(self) -> bool:
        """Whether the player chose to resume (or closed the question)."""
        return self.clickedButton() is not self.new_button


__all__ = ["CasinoResumeQuestion", "describe_kept_casino"]
