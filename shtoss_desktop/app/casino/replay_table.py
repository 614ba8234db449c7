"""The source a casino table follows while it replays a past shoe (app/replay.py): records, and nothing that plays.

A `CasinoScene` follows a record source (`CasinoRecords`: `sessionStarted`, `eventRecorded`, `changed`, the rules, the
human, the status line) and the views beside it follow the records as the table shows them (`scene.shown`). A replay
uses the same stream: `CasinoReplaySource` is fed a past shoe's game at one step (`show`: the table empties and lays
that game out at once) or the records of the next step (`step_on`: the table shows them as it shows a live turn).
Nobody bets at it: the human only watches.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal

from shtoss_desktop.core.casino.events import CasinoEvent
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.rules import CasinoRules


class CasinoReplaySource(QObject):
    """The records of a replayed shoe, as a controller sends a live game's (see the module docstring)."""

    sessionStarted = Signal()
    """The table empties: the step shown next is laid out at once."""
    eventRecorded = Signal(object)
    """One record, in order, after the game shown applied it."""
    changed = Signal()
    """A step's records were all sent."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rules = CasinoRules()
        self._game: CasinoGame | None = None

    @property
    def rules(self) -> CasinoRules:
        """The rules the replayed session started with."""
        return self._rules

    @property
    def human(self) -> str:
        """Nobody plays at a replay: the human watches ("")."""
        return ""

    @property
    def has_game(self) -> bool:
        """Whether a step is shown."""
        return self._game is not None

    @property
    def game(self) -> CasinoGame:
        """The game shown (asked only while `has_game`)."""
        if self._game is None:
            raise LookupError("no replay is shown")
        return self._game

    def status_text(self) -> str:
        """The status line of a replayed table."""
        return QCoreApplication.translate("Replay", "A past shoe, replayed step by step")

    def show(self, rules: CasinoRules, game: CasinoGame) -> None:
        """Show `game` (a replay's step, rebuilt from its records; `rules`: those its session started with)."""
        self._rules = rules
        self._game = game
        self.sessionStarted.emit()
        for record in game.log:
            self.eventRecorded.emit(record)
        self.changed.emit()

    def step_on(self, records: Sequence[CasinoEvent]) -> None:
        """The replay's next step: `records` applied to the game shown and sent, then `changed`."""
        game = self.game
        for record in records:
            game.apply(record)
            self.eventRecorded.emit(record)
        self.changed.emit()


__all__ = ["CasinoReplaySource"]
