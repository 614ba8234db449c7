"""What the window says about the kept game: the offer to resume it, and the journal's troubles.

At start, a session kept in the journal (storage/journal.py), because the game was quit or killed in the
middle of it, is offered back: when it started and was last played, the human's part, the deal, the
balances and the bank. The player resumes it or begins a new game (the kept one then goes to the archive).
What both games' windows say about a kept game (a journal's trouble, a game resumed or none to resume) is the
shell's (ui/shell/kept_game.py).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.words import display_name
from shtoss_desktop.core.shtoss.deal import Phase
from shtoss_desktop.storage.journal import KeptSession

translate = QCoreApplication.translate


def role_text(role: str) -> str:
    """The human's part, as the offer names it."""
    texts = {
        "punter": translate("Resume", "you punt"),
        "banker": translate("Resume", "you hold the bank"),
        "watch": translate("Resume", "you watch the computer players"),
    }
    return texts.get(role, role)


def describe_kept(kept: KeptSession) -> str:
    """The kept session in a few lines: dates, part, deal, balances, bank and what is on the table."""
    locale = QLocale()
    state = kept.game.state()
    started, saved = (
        locale.toString(QDateTime.fromSecsSinceEpoch(int(moment.timestamp())), QLocale.FormatType.ShortFormat)
        for moment in (kept.header.started, kept.saved)
    )
    balances = ", ".join(
        f"{player} {format_amount(amount)}" for player, amount in state.balances
    )
    # A deal's number is set at its cut: before the cut the stakes on the table are for the next one.
    deal = state.deal_number + 1 if state.phase is Phase.STAKING else max(state.deal_number, 1)
    if kept.header.role != "watch" and state.banker == kept.header.human_name:
        bank_line = translate("Resume", "Deal {deal}; you hold the bank: {bank}.").format(
            deal=deal, bank=format_amount(state.bank)
        )
    else:
        bank_line = translate("Resume", "Deal {deal}; {banker} holds the bank: {bank}.").format(
            deal=deal, banker=display_name(state.banker), bank=format_amount(state.bank)
        )
    lines = [
        translate("Resume", "Started {started}, last move {saved}.").format(started=started, saved=saved),
        translate("Resume", "Your part: {role}.").format(role=role_text(kept.header.role)),
        bank_line,
        translate("Resume", "Balances: {balances}.").format(balances=balances),
    ]
    if state.on_table:
        lines.append(translate("Resume", "On the table: {amount}.").format(amount=format_amount(state.on_table)))
    return "\n".join(lines)


class ResumeQuestion(QMessageBox):
    """Resume the kept game, or begin a new one? (Escape keeps the kept game: it resumes.)"""

    def __init__(self, kept: KeptSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kept = kept
        self.setWindowTitle(translate("Resume", "Resume the game?"))
        self.setIcon(QMessageBox.Icon.Question)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(translate("Resume", "A game was left unfinished. Resume it where it stopped?"))
        self.setInformativeText(describe_kept(kept))
        self.resume_button = self.addButton(translate("Resume", "&Resume"), QMessageBox.ButtonRole.AcceptRole)
        self.new_button = self.addButton(translate("Resume", "&New game"), QMessageBox.ButtonRole.DestructiveRole)
        self.setDefaultButton(self.resume_button)
        self.setEscapeButton(self.resume_button)

    def wants_resume(self) -> bool:
        """Whether the player chose to resume (or closed the question)."""
        return self.clickedButton() is not self.new_button


__all__ = ["ResumeQuestion", "describe_kept", "role_text"]
