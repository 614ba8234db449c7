"""The shtoss window's practice aids, one side view ("Case-keeper and coach"): the case-keeper on its piece of baize
and the coach's words (ui/table/aids_panel.py, the same as the casino's), following the table as it shows the game.

The keeper is drawn again at every record the table shows, when the ended deal's cards are gathered, and when the
player points at another card of his deck (`DeckPicker.pointed`); the coach's advice for the stake in view follows
the cards chosen (or pointed at) and the kush typed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QLineEdit, QMainWindow, QVBoxLayout, QWidget

from shtoss_desktop.app.shtoss.aids import ShtossCoach, shtoss_keeper
from shtoss_desktop.app.shtoss.shown import ShownShtoss
from shtoss_desktop.core.cards import Card
from shtoss_desktop.ui.shtoss.deck_picker import DeckPicker
from shtoss_desktop.ui.table.aids_panel import CoachPanel, KeeperView


class AidsDock(QDockWidget):
    """The case-keeper and the coach in one dock (see the module docstring); it owns the coach."""

    def __init__(self, title: str, shown: ShownShtoss, picker: DeckPicker, kush_edit: QLineEdit,
                 parent: QMainWindow) -> None:
        super().__init__(title, parent)
        self.setObjectName("keeperDock")
        self._shown = shown
        self._picker = picker
        self._kush_edit = kush_edit
        self._pointed: Card | None = None
        self.coach = ShtossCoach(shown, self)
        """The coach (app/shtoss/aids.py)."""
        inner = QWidget(self)
        layout = QVBoxLayout(inner)
        layout.setContentsMargins(0, 0, 0, 0)
        self.keeper_view = KeeperView(inner)
        """The case-keeper on its baize."""
        self.coach_panel = CoachPanel(inner)
        """The coach's words."""
        layout.addWidget(self.keeper_view, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.coach_panel, 1)
        self.setWidget(inner)
        shown.eventRecorded.connect(self.refresh)
        shown.sessionStarted.connect(self._new_session)
        shown.dealGathered.connect(self.refresh)
        self.coach.said.connect(self.coach_panel.say)
        self.coach.bankerChanged.connect(self.advise)
        picker.pointed.connect(self._point)
        picker.selectionChanged.connect(self.advise)
        kush_edit.textChanged.connect(self.advise)
        self.refresh()

    def set_coach(self, on: bool) -> None:
        """Switch the coach on or off."""
        self.coach.set_on(on)
        self.coach_panel.set_on(on)
        self.advise()

    def retranslate_ui(self, title: str) -> None:
        """Write the dock's words again in the language installed."""
        self.setWindowTitle(title)
        self.coach_panel.retranslate_ui()
        self.refresh()

    def _new_session(self) -> None:
        self.coach_panel.clear()
        self.refresh()

    def _point(self, card: object) -> None:
        self._pointed = card if isinstance(card, Card) else None
        self.refresh()

    def refresh(self, _record: object = None) -> None:
        """Draw the keeper as the table shows the game, and the advice for the stake in view."""
        self.keeper_view.set_picture(shtoss_keeper(self._shown, self._pointed))
        self.advise()

    def advise(self) -> None:
        """The coach's advice for the cards chosen (or pointed at) with the kush typed (the initial kush if none), else
        the best ranks and what a paroli or paix on his winnings would be worth; to a human banker, his figures as the
        coach said them last, or that they are being worked out."""
        if not self.coach.on or not self._shown.has_game:
            return
        state = self._shown.game.state()
        if self._shown.human is not None and state.banker == self._shown.human:
            if self.coach.banker_working:
                self.coach_panel.set_advice(self.coach.working_text())
            else:
                self.coach_panel.set_advice(self.coach.banker_said or self.coach.best_now())
            return
        cards = list(self._picker.selected_cards()) or ([self._pointed] if self._pointed is not None else [])
        rules = state.rules
        text = self._kush_edit.text()
        riding = int(text) if text.isdigit() and int(text) > 0 else rules.initial_kush
        if cards:
            self.coach_panel.set_advice(self.coach.advice(cards, riding))
        else:
            ride = self.coach.ride_advice()
            self.coach_panel.set_advice(self.coach.best_now() + (" " + ride if ride else ""))


__all__ = ["AidsDock"]
