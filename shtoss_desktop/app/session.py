"""The session of a game, for both games, without widgets: it owns the game's controller, its journal, the pace
of the computer players and resuming, and tells the views once that a kept game was taken over.

    session = ShtossSession(parent=window)          # or CasinoSession: each game brings its part
    session.attach(scene)                           # the table it paces (`PacedTable`: its speed, whether idle)
    scene.idle.connect(session.schedule)            # a table that says when it is idle lets the pace go on at once
    session.journalProblem.connect(window.show_storage_problem)
    if session.keep_journal(default_folder()):      # False: another window keeps this game's journal
        kept = session.kept_game()                  # None, the game kept (perhaps trusted up to some line), or
    session.start(config) or session.resume(kept)   # the trouble that kept a journal from being used at all

**The journal.** `keep_journal` makes the game's `Journal` (storage/journal.py) in the data folder and claims its
lock. From then on every session the controller begins is journaled: a new one `begin`s the journal (the kept one
goes to the archive) and every action the controller publishes (`actionPlayed`: the moves and the records they
made) is one line. `kept_game` reads the current journal back through the rules: a journal that cannot be used at
all is set aside and comes back as a `JournalTrouble`; a game trusted only up to some line comes back as a
`KeptGame` whose `problem` the offer says (its file is set aside already). `resume(kept)` takes it over: the
journal goes on with it (`Journal.adopt`), the controller takes the game (each game's `_adopt`), and `adopted`
tells the views, once, after the controller has sent every record of it.

**The statistics.** A window that keeps the journal counts its sessions too: when a deal (a shoe) first ends, the
session opens the statistics database of the journal's folder (`StatsStore`, storage/stats_store.py; a damaged one
is set aside and said; imported only then, so the first frame does not wait for it), and every action's records
are fed to the session's count (`LiveCount`: the human's ledger read as the records come, from
the kept game's log on for a resumed one), written at the end of each deal (shoe) and of the session.

**The pace.** The computer players move one step at a time: a single-shot `QTimer` (the session's child) fires
the game's next computer step (`_step`) once the table is idle, after the game's delay for the animation speed;
the step done, the next is scheduled. The table reaches the session through a narrow protocol (`PacedTable`:
`speed`, `is_idle()`), never as a scene; a table that is busy when the timer fires is asked again after the
same delay, and one that says when it becomes idle (a signal connected to `schedule`) is answered at once.
`set_held` holds the players (the deal's recap, an open question), `set_autoplay(False)` stops them (screenshots,
tests), `close` stops everything and lets another window take the journal. With `set_reading_pace` (the "Pace for
a screen reader" setting) each step waits too until what the table announced has had time to be read.

**Problems** are data: a `StorageProblem` on `journalProblem` (each said once: a journal that fails stops, the
game goes on in memory), a core error on `stepRefused` for a computer step the rules refused. The app words them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

from shtoss_desktop.core.errors import CoreError
from shtoss_desktop.core.replay import RecordedAction
from shtoss_desktop.storage.deal_ends import ends_deal
from shtoss_desktop.storage.journal import Journal, JournalGame, JournalTrouble, KeptGame, load_kept
from shtoss_desktop.storage.problems import StorageProblem
from shtoss_desktop.storage.settings import Speed

if TYPE_CHECKING:
    from shtoss_desktop.storage.stats_store import LiveCount, StatsStore

ControllerT = TypeVar("ControllerT", bound=QObject)
ConfigT = TypeVar("ConfigT")
HeaderT = TypeVar("HeaderT")
ConfigIn = TypeVar("ConfigIn", contravariant=True)
HeaderOut = TypeVar("HeaderOut", covariant=True)


class PacedTable(Protocol):
    """What a session asks of the table whose pace it keeps."""

    @property
    def speed(self) -> Speed:
        """The animation speed (the delay before each computer step depends on it)."""

    def is_idle(self) -> bool:
        """Whether the table has shown every record and nothing moves."""


class GamePart(Protocol[ConfigIn, HeaderOut]):
    """What a game brings to its session (its `GameSession` subclass provides these and passes itself)."""

    def _has_game(self) -> bool:
        """Whether the controller runs a session."""

    def _new_game(self, config: ConfigIn) -> None:
        """Begin a session under `config` (the controller's `sessionStarted` then begins the journal)."""

    def _header(self) -> HeaderOut:
        """The setup of the session the controller has just begun, as the journal's header."""

    def _adopt(self, kept: KeptGame[Any, Any]) -> None:
        """The controller takes the kept game, set up as its header says."""

    def _step_due(self) -> bool:
        """Whether a computer step is due now."""

    def _step(self) -> None:
        """One computer step (a core error it raises is said on `stepRefused`)."""


class GameSession(QObject, Generic[ControllerT, ConfigT, HeaderT]):
    """One game's session: its controller, journal, pace and resuming (see the module docstring).

    A game subclasses it and brings `kind` (its part of the journal), `STEP_DELAYS`, and its `GamePart`, which
    the subclass is and passes to `__init__` (mypy checks it has every hook): `_new_game` (begin a session under a
    config), `_header` (the setup of the session just begun, for the journal), `_adopt` (the controller takes a
    kept game), `_has_game`, `_step_due` and `_step` (the next computer step).
    """

    adopted = Signal()
    """A kept game was taken over (`resume`): the controller has sent every record of it; a view that animates
    lays itself out now. Once per resume."""
    journalProblem = Signal(object)
    """The journal cannot be kept (another window holds it) or a write failed: a `StorageProblem`."""
    stepRefused = Signal(object)
    """A computer step the rules refused (the core's error): said, never raised into the event loop."""

    kind: ClassVar[JournalGame[Any, Any]]
    """The game's part of the journal."""
    STEP_DELAYS: ClassVar[Mapping[Speed, int]]
    """The pause before each computer step, per animation speed (ms), once the table has caught up."""

    def __init__(self, controller: ControllerT, started: SignalInstance, played: SignalInstance,
                 part: GamePart[ConfigT, HeaderT], parent: QObject | None = None) -> None:
        """Own `controller` (made the session's child), whose `started` is its `sessionStarted` and `played` its
        `actionPlayed`; `part` is what the game brings (the subclass itself)."""
        super().__init__(parent)
        self._part = part
        self.controller = controller
        """The game's controller (the session's child)."""
        controller.setParent(self)
        self.journal: Journal[Any, Any] | None = None
        """The journal the sessions are kept in (None until `keep_journal`)."""
        self._adopting = False
        self.stats: StatsStore | None = None
        """The statistics the session is counted in (opened when a deal first ends: not before the first frame)."""
        self._stats_folder: Path | None = None
        self._header_kept: Any = None
        self._count: LiveCount | None = None
        self._waiting: list[Any] = []  # the records before the count is made
        self._table: PacedTable | None = None
        self._autoplay = True
        self._held = False
        self._reading: Callable[[], int] | None = None  # how long a screen reader still reads (ms), if it sets the pace
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._pace_step)
        started.connect(self._session_started)
        played.connect(self._action_played)

    # ----- the journal -----

    def keep_journal(self, folder: Path) -> bool:
        """Keep every session from now on in the game's journal in `folder` (the data folder), and count it in the
        statistics there (storage/stats_store.py) as each deal ends; whether this window keeps it (False: another
        running window holds its lock, which is said; the games here are then neither kept nor counted)."""
        if self.journal is not None:
            self.journal.release()
        self.journal = Journal(self.kind, folder)
        said = self.journal.claim()
        if said is not None:
            self.journalProblem.emit(said)
            return False
        self._stats_folder = folder
        return True

    @property
    def locked_out(self) -> bool:
        """Whether another running window keeps this game's journal."""
        return self.journal is not None and self.journal.locked_out

    def kept_game(self) -> KeptGame[Any, Any] | JournalTrouble | None:
        """The game the journal keeps, read back through the rules; None: none (or another window keeps the
        journal). One trusted only up to some line comes with its `problem`, and one that cannot be used at all is
        a `JournalTrouble`: both files are set aside already, and the window says what they hold."""
        if self.journal is None or self.journal.locked_out:
            return None
        return load_kept(self.kind, self.journal.folder)

    @property
    def header(self) -> HeaderT | None:
        """The setup of the session being played (its seed among it), as its journal's header; None before one."""
        header: HeaderT | None = self._header_kept
        return header

    def start(self, config: ConfigT) -> None:
        """Begin a session under `config`; the journal begins afresh (the game it kept goes to the archive)."""
        self._pace.stop()
        self._part._new_game(config)
        self.schedule()

    def resume(self, kept: KeptGame[Any, Any]) -> None:
        """Go on with a kept game where its trusted part ends: the journal goes on with it, the controller takes
        it, `adopted` tells the views."""
        self._pace.stop()
        if self.journal is not None:
            self._said(self.journal.adopt(kept))
        self._header_kept, self._count, self._waiting = kept.header, None, list(kept.game.log)
        self._adopting = True
        try:
            self._part._adopt(kept)
        finally:
            self._adopting = False
        self.adopted.emit()
        self.schedule()

    def close(self) -> None:
        """Take no further step and let another window take the journal (the game stays kept, for resuming)."""
        self._pace.stop()
        if self.journal is not None:
            self.journal.release()
        if self.stats is not None:
            self.stats.close()
            self.stats = None

    def _session_started(self) -> None:
        if self._adopting:
            return
        self._header_kept, self._count, self._waiting = self._part._header(), None, []
        if self.journal is not None:
            self._said(self.journal.begin(self._header_kept))

    def _action_played(self, action: RecordedAction[Any, Any]) -> None:
        if self._adopting:
            return
        if self.journal is not None:
            self._said(self.journal.record(action))
        self._count_in(action.events)

    def _count_in(self, records: Any) -> None:
        """Feed `records` to the session's count; the first time a deal ends, open the statistics and make it."""
        if self._count is not None:
            self._said(self._count.feed(records))
            return
        self._waiting += records
        if self._stats_folder is None or self._header_kept is None or not ends_deal(self.kind.kind, records):
            return
        from shtoss_desktop.storage.stats_store import LiveCount, StatsStore  # the first deal's end, not the start

        if self.stats is None or self.stats.folder != self._stats_folder:
            if self.stats is not None:
                self.stats.close()
            self.stats = StatsStore(self._stats_folder)
            self._said(self.stats.open())
        self._count = LiveCount(self.stats, self.kind, self._header_kept)
        waiting, self._waiting = self._waiting, []
        self._said(self._count.feed(waiting))

    def _said(self, problem: StorageProblem | None) -> None:
        if problem is not None:
            self.journalProblem.emit(problem)

    # ----- the pace -----

    def attach(self, table: PacedTable) -> None:
        """Keep the pace of the computer players by `table` (its speed, its idleness)."""
        self._table = table

    def schedule(self) -> None:
        """Start the pace timer if a computer step is due (call it after every change)."""
        if self._held or not self._autoplay or self._pace.isActive() or not self._part._has_game():
            return
        if self._table is not None and not self._table.is_idle():
            return
        if self._part._step_due():
            self._pace.start(self._delay())

    def set_autoplay(self, on: bool) -> None:
        """Let the computer players move at the animation pace (on), or stop them."""
        self._autoplay = on
        if on:
            self.schedule()
        else:
            self._pace.stop()

    def set_held(self, held: bool) -> None:
        """Hold the computer players (while the deal's recap or a question waits for the player), or let them go."""
        self._held = held
        if held:
            self._pace.stop()
        else:
            self.schedule()

    @property
    def held(self) -> bool:
        """Whether the computer players are held."""
        return self._held

    @property
    def pace_active(self) -> bool:
        """Whether a computer step is on its way (the pace timer runs)."""
        return self._pace.isActive()

    def set_reading_pace(self, reading_left: Callable[[], int] | None) -> None:
        """Pace the computer players to a screen reader's speech (the "Pace for a screen reader" setting): before
        each step, wait as well until `reading_left()` (ms) says what the table announced has had time to be read;
        None: the animation's pace alone."""
        self._reading = reading_left

    def reading_left(self) -> int:
        """How long (ms) the screen reader still reads what was announced, when it sets the pace; else 0."""
        return self._reading() if self._reading is not None else 0

    def _delay(self) -> int:
        speed = self._table.speed if self._table is not None else Speed.NORMAL
        return max(self.STEP_DELAYS[speed], self.reading_left())

    def _pace_step(self) -> None:
        if self._held or not self._autoplay or not self._part._has_game():
            return
        if self._table is not None and not self._table.is_idle():
            self._pace.start(self._delay())  # the table is still showing the last step: ask again
            return
        reading = self.reading_left()
        if reading > 0:
            self._pace.start(reading)  # something was announced since the timer started (the prompt): read it first
            return
        if self._part._step_due():
            try:
                self._part._step()
            except CoreError as error:
                self.stepRefused.emit(error)
        self.schedule()


__all__ = ["GamePart", "GameSession", "PacedTable"]
