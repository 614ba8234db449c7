"""The shtoss game as its table shows it (app/shown.py): the records as the `TableScene` shows them, one move each,
and the moment its banker has gathered an ended deal's cards back into the deck.

The table keeps a deal's piles and dead cards until the next deal begins, then gathers them in a move of its own;
until that move has landed, the cards of the ended deal are still out of the banker's deck on the cloth (`cards_out`),
so what counts the deck (the odds of a new stake, the deck's label) counts them out until `dealGathered`.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from shtoss_desktop.app.shown import ShownGame
from shtoss_desktop.app.shtoss.controller import GameController
from shtoss_desktop.core.machine import Record
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import DeckCut
from shtoss_desktop.core.shtoss.players import PunterStyle


class ShownShtoss(ShownGame[Game]):
    """The shtoss records as the table shows them (a record source like the `GameController`)."""

    dealGathered = Signal()
    """The ended deal's piles and dead cards have been gathered into the deck: the cloth is clean, the deck whole."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(
            Game,
            lambda: controller.config.rules,
            lambda: len(controller.game.log) if controller.has_game else 0,
            parent,
        )
        self._controller = controller
        self._cards_out = False

    @property
    def human(self) -> str | None:
        """The human at the table (None when he watches)."""
        return self._controller.human

    def temperament(self, player: str) -> PunterStyle | None:
        """A computer player's temperament as a punter (the controller's: it is not a record)."""
        return self._controller.temperament(player)

    @property
    def cards_out(self) -> bool:
        """Whether cards of the deal shown (or of the ended one, until it is gathered) lie out of the banker's
        deck on the cloth."""
        return self._cards_out

    def clear(self) -> None:
        """The table empties for a new session."""
        self._cards_out = False
        super().clear()

    def gather(self) -> None:
        """The table's gathering of the ended deal's cards has landed: the deck is whole again (`dealGathered`)."""
        self._cards_out = False
        self.dealGathered.emit()

    def _applied(self, record: Record) -> None:
        if isinstance(record, DeckCut):
            self._cards_out = True


__all__ = ["ShownShtoss"]
