"""The source a shtoss table follows while it replays a past deal (app/replay.py): a controller that plays nothing.

A `TableScene` follows a `GameController` (its `sessionStarted`, `eventRecorded`, `changed`, and the game its
queries ask about), and the views beside it follow the records as the table shows them (`scene.shown`). A replay
uses the same stream: `ReplayController` is such a controller, fed a past deal's game at one step (`show`: the table
empties and lays that game out at once, as it does for a resumed game) or the records of the next step (`step_on`:
the table animates them as it animates live play). It has no computer player that moves, no journal and no human at
the table (he watches), so nothing it shows can act on a game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QObject

from shtoss_desktop.app.shtoss.controller import GameController, SessionConfig
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import Event
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules


class ReplayController(GameController):
    """A controller whose game is a replay's (see the module docstring)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)

    def show(self, rules: HouseRules, game: Game, computers: Mapping[str, PunterStyle]) -> None:
        """Show `game` (a replay's step, rebuilt from its records; `rules`: those its session started with;
        `computers`: each computer player's temperament, which his plate names): the table empties and lays it out
        at once."""
        self.adopt_session(SessionConfig(rules=rules, role=Role.WATCH, human_name=""), game, computers)

    def step_on(self, records: Sequence[Event]) -> None:
        """The replay's next step: `records` (the ones the live game made next) are applied to the game shown
        and sent, so the table shows them move by move."""
        game = self.game
        for record in records:
            game.apply(record)
        self._publish(records)


__all__ = ["ReplayController"]
