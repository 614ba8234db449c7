"""The session summary: money won and lost per player, and the deals played, when a session ends."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.words import display_name
from shtoss_desktop.core.shtoss.events import DealFinished, Event, SessionEnded, SessionStarted, StakeDecided
from shtoss_desktop.core.shtoss.settle import Outcome

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class PlayerResult:
    """One player's session."""

    player: str
    """The player."""
    start: int
    """His money when he sat down."""
    end: int
    """His money at the end."""
    given: int
    """His cards given (won)."""
    killed: int
    """His cards killed (lost)."""

    @property
    def net(self) -> int:
        """What he won (negative: lost)."""
        return self.end - self.start


@dataclass(frozen=True, slots=True)
class SessionSummary:
    """What a finished session comes to."""

    results: tuple[PlayerResult, ...]
    """Every player, in seat order."""
    deals: int
    """Deals (talias) played to the end."""


def summarise(log: Sequence[Event]) -> SessionSummary:
    """Read the summary off a session's records (it must hold SessionStarted and SessionEnded)."""
    start = next(e for e in log if isinstance(e, SessionStarted))
    end = next(e for e in reversed(log) if isinstance(e, SessionEnded))
    given: dict[str, int] = {}
    killed: dict[str, int] = {}
    for event in log:
        if isinstance(event, StakeDecided):
            tally = given if event.outcome is Outcome.GIVEN else killed if event.outcome is Outcome.KILLED else None
            if tally is not None:
                tally[event.punter] = tally.get(event.punter, 0) + 1
    finals = dict(end.balances)
    results = tuple(
        PlayerResult(player, amount, finals.get(player, amount), given.get(player, 0), killed.get(player, 0))
        for player, amount in start.balances
    )
    deals = sum(1 for e in log if isinstance(e, DealFinished))
    return SessionSummary(results, deals)


class SummaryDialog(QDialog):
    """Shows a `SessionSummary`: a table of players and a line on the deals."""

    def __init__(self, summary: SessionSummary, *, human: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("summaryDialog")
        self.setWindowTitle(translate("SummaryDialog", "Session over"))
        self.summary = summary
        # %n with n: the count's plural form (1 deal, 2 deals; 1 метка, 2 метки, 5 меток); lupdate marks it so
        # only in self.tr.
        headline = QLabel(self.tr("%n deals played.", "", summary.deals), self)
        headline.setObjectName("summaryHeadline")
        mine = next((r for r in summary.results if r.player == human), None)
        if mine is not None:
            text = (
                translate("SummaryDialog", "You won {amount}.")
                if mine.net > 0
                else translate("SummaryDialog", "You lost {amount}.")
                if mine.net < 0
                else translate("SummaryDialog", "You came out even.")
            )
            headline.setText(headline.text() + " " + text.format(amount=format_amount(abs(mine.net))))
        font = headline.font()
        font.setBold(True)
        headline.setFont(font)
        self.table = QTableWidget(len(summary.results), 5, self)
        self.table.setObjectName("summaryTable")
        self.table.setHorizontalHeaderLabels(
            [
                translate("SummaryDialog", "Player"),
                translate("SummaryDialog", "Started with"),
                translate("SummaryDialog", "Ends with"),
                translate("SummaryDialog", "Won / lost"),
                translate("SummaryDialog", "Cards given / killed"),
            ]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        for row, result in enumerate(summary.results):
            net = format_amount(result.net)
            cells = (
                display_name(result.player),
                format_amount(result.start),
                format_amount(result.end),
                ("+" + net) if result.net > 0 else net,
                f"{result.given} / {result.killed}",
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(headline)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(620, 140 + 32 * len(summary.results))
