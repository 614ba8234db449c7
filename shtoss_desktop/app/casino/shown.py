"""The casino game as its table shows it (app/shown.py): the records of each action as the `CasinoScene` shows
them, in one move once the action is done; the side views' models (app/casino/models.py) take it as their source,
so that the history, the balances and the odds change as the chips and cards on the table start to move, never
before."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from shtoss_desktop.app.shown import ShownGame
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.rules import CasinoRules


class ShownCasino(ShownGame[CasinoGame]):
    """The casino records as the table shows them (a record source like the `CasinoController`)."""

    def __init__(self, rules: Callable[[], CasinoRules], sent: Callable[[], int], human: Callable[[], str],
                 parent: QObject | None = None) -> None:
        super().__init__(CasinoGame, rules, sent, parent)
        self._human = human

    @property
    def human(self) -> str:
        """The human's name ("" when he only watches)."""
        return self._human()


__all__ = ["ShownCasino"]
