"""The session's driver: the pace of the computer players, and the journal that keeps the session for resuming.

The computer players move one step at a time: a single-shot `QTimer` (the driver's child; the driver is the
window's child) fires `controller.advance()` once the table has finished animating the previous step, after a
pause that depends on the animation speed, so play goes at the animation pace and the window never blocks. The
same timer deals abzug after abzug when the human banker has turned on auto-deal. `MainWindow` owns one driver
and calls `schedule()` after every change ("Who owns what on the table" in DEVELOPERS.md). While the deal's recap
waits for the player (ui/shtoss/recap.py) the driver is held: the computer players wait for him to go on.

With `keep_journal(folder)` every session is also written to a journal (storage/journal.py) as it is played, so
that a game quit or killed in its middle can be resumed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Final

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction

from shtoss_desktop.app.shtoss.controller import GameController, Waiting
from shtoss_desktop.core.shtoss.deal import Phase
from shtoss_desktop.storage.journal import Journal, JournalHeader
from shtoss_desktop.storage.settings import Speed
from shtoss_desktop.ui.shtoss.table_scene import TableScene

STEP_DELAYS: Final = {Speed.INSTANT: 60, Speed.FAST: 220, Speed.NORMAL: 520, Speed.SLOW: 950}
"""The pause before each computer step, per animation speed (ms), after the table has caught up."""


class SessionDriver(QObject):
    """Steps the computer players (and auto-deal) at the animation pace; keeps the journal when asked.

    `guarded` runs one controller command and says, rather than raises, a rule that forbids it (the window's);
    `auto_deal` is the checkable action that lets the human banker's deal run by itself.
    """

    def __init__(
        self,
        controller: GameController,
        scene: TableScene,
        auto_deal: QAction,
        guarded: Callable[[Callable[[], object]], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._scene = scene
        self._auto_deal = auto_deal
        self._guarded = guarded
        self._autoplay = True
        self._held = False
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._step)
        self.journal: Journal | None = None
        """The journal the sessions are kept in (None until `keep_journal`)."""
        self.resuming = False
        """True while a kept session is being re-played into the controller (the journal has those records)."""

    # ----- the pace -----

    def schedule(self) -> None:
        """Start the pace timer if a computer step (or an auto-dealt abzug) is due."""
        if self._held or not self._autoplay or not self._controller.has_game or self._pace.isActive():
            return
        if not self._scene.is_idle():
            return
        if self._step_due():
            self._pace.start(STEP_DELAYS[self._scene.speed])

    def set_autoplay(self, on: bool) -> None:
        """Let the computer players move at the animation pace (on), or hold them."""
        self._autoplay = on
        if on:
            self.schedule()
        else:
            self._pace.stop()

    def set_held(self, held: bool) -> None:
        """Hold the computer players (and auto-deal) while the deal's recap waits for the player, or let them go."""
        self._held = held
        if held:
            self._pace.stop()
        else:
            self.schedule()

    @property
    def held(self) -> bool:
        """Whether the computer players are held (the deal's recap is showing)."""
        return self._held

    def stop(self) -> None:
        """Take no further step (the window is closing)."""
        self._pace.stop()

    def _step_due(self) -> bool:
        controller = self._controller
        if controller.waiting_for() is Waiting.COMPUTER:
            return True
        auto = self._auto_deal.isChecked()
        return auto and controller.game.phase is Phase.DEALING and controller.can_deal()

    def _step(self) -> None:
        """One computer step, or one auto-dealt abzug, once the table has caught up."""
        if self._held or not self._scene.is_idle() or not self._controller.has_game:
            return
        if self._controller.waiting_for() is Waiting.COMPUTER:
            self._guarded(self._controller.advance)
        elif self._step_due():
            self._guarded(self._controller.deal_abzug)
        self.schedule()

    # ----- the journal -----

    def keep_journal(self, folder: Path, problem: Callable[[str], None]) -> Journal:
        """Keep every session from now on in a journal in `folder`; a disk that refuses is told to `problem`.
        Returns the journal."""
        if self.journal is not None:
            self.journal.release()
            self.journal.deleteLater()
        self.journal = Journal(folder, self)
        controller = self._controller
        controller.eventRecorded.connect(self.journal.record)
        # `changed` follows every completed action: the journal writes that action's records as one line.
        controller.changed.connect(self.journal.commit)
        controller.sessionStarted.connect(self._journal_new_session)
        self.journal.problem.connect(problem)
        return self.journal

    def _journal_new_session(self) -> None:
        if self.journal is None or self.resuming:
            return
        controller = self._controller
        config = controller.config
        self.journal.begin(
            JournalHeader(
                rules=config.rules,
                role=config.role.value,
                human_name=config.human_name,
                styles=config.styles,
                computers=tuple((name, strategy.style) for name, strategy in controller.strategies.items()),
                seed=config.seed,
            )
        )


__all__ = ["STEP_DELAYS", "SessionDriver"]
