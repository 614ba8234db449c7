"""The game as its table shows it: the records in the order, and at the moment, the table shows them.

The controller decides at once and sends each record as soon as the game has applied it; the table then shows the
records one after another, each in a move of its own (the shtoss table), or an action's records in one move (the
casino's). What the player reads beside the table (the side views, the history, the odds, the prompt) must never be
ahead of the cards, so it follows the table instead of the controller: each table keeps a `ShownGame`, feeds it
every record as it shows it (`show`), and tells it when it empties for a new session (`clear`).

A `ShownGame` is a record source like the controller: `sessionStarted`, then every record once, in order, on
`eventRecorded` (here: as the table shows it), and `has_game` and `game`, its own copy of the game rebuilt from the
records shown (`Machine.replay` and `apply`, trusted: they are the live game's own records). So whatever follows a
game's records (the models on `app/rows.py`, a practice aid) takes either source: the controller to hear what the
core decided, at once, or the shown game to hear it as the player sees it. `caughtUp` says that the table shows
every record the source's game holds (`sent`): the turn the core waits for is then the one on the table.

Whether the human may act is still the core's (the controller's `can_*`): a player is never kept from acting while
the table catches up; only the words wait for the cards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, Signal

from shtoss_desktop.core.machine import Machine, Record

GameT = TypeVar("GameT", bound=Machine[Any, Any, Any])


class ShownGame(QObject, Generic[GameT]):
    """The records as a table shows them, and the game they make (see the module docstring).

    `game_type` is the game's class (its `replay` rebuilds a game from the first record of a session), `rules`
    gives the rules a session shown starts under, and `sent` how many records of the session the source's game holds
    now (a controller sends a batch of records after its game applied them all, so a table showing the first of them
    is not caught up yet)."""

    sessionStarted = Signal()
    """The table empties for a new session: views forget the last one; its records follow as the table shows
    them."""
    eventRecorded = Signal(object)
    """One record, as the table shows it: in order, each once; the game shown (`game`) is already after it (after
    every record of a batch the table shows at once, as the controller's game is during a batch)."""
    caughtUp = Signal()
    """The table has just shown the last record it was sent: it shows the game as the core has it."""

    def __init__(self, game_type: type[GameT], rules: Callable[[], object], sent: Callable[[], int],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game_type = game_type
        self._rules = rules
        self._sent = sent
        self._game: GameT | None = None
        self._shown = 0

    # ----- what a view reads -----

    @property
    def has_game(self) -> bool:
        """Whether a session's first record has been shown."""
        return self._game is not None

    @property
    def game(self) -> GameT:
        """The game as the table shows it (asked only while `has_game`)."""
        if self._game is None:
            raise LookupError("the table shows no game yet")
        return self._game

    def caught_up(self) -> bool:
        """Whether the table shows every record of the session the source's game holds (none waits to be shown)."""
        return self._shown >= self._sent()

    def behind(self) -> int:
        """How many records of the session the table has not shown yet."""
        return max(0, self._sent() - self._shown)

    # ----- what the table does -----

    def clear(self) -> None:
        """The table empties for a new session: the game shown is forgotten (`sessionStarted`)."""
        self._game = None
        self._shown = 0
        self.sessionStarted.emit()

    def show(self, records: Sequence[Record]) -> None:
        """The table shows `records` now: the game shown takes them all, then each is told on `eventRecorded`
        (records before a session's first are not shown: the table had no game for them), then `caughtUp` if
        nothing else waits."""
        shown = []
        for record in records:
            if self._game is None:
                if not isinstance(record, self._game_type.start_record):
                    continue
                self._game = self._game_type.replay(self._rules(), [record])
            else:
                self._game.apply(record)
            self._applied(record)
            shown.append(record)
        self._shown += len(records)
        for record in shown:
            self.eventRecorded.emit(record)
        if records and self.caught_up():
            self.caughtUp.emit()

    def _applied(self, record: Record) -> None:
        """A record has just been applied to the game shown (a game's subclass notes what the state forgets)."""


__all__ = ["ShownGame"]
