"""Work off the GUI thread with Python's cyclic collector kept on the GUI thread.

Python runs its cyclic garbage collector in whichever thread happens to cross the allocation threshold. A worker
that allocates a great deal (the coach's banker figures, the card cache's renders) would then collect, on its own
thread, any cycle of Qt wrappers the GUI thread dropped, and destroy their QObjects from the wrong thread: memory is
corrupted and a later collection on the GUI thread crashes (CI saw exactly that once, during the coach's tests).
So while any worker runs, automatic collection is held off (`hold_collector`, `release_collector`, counted, both
called on the GUI thread only: the release never runs in a worker, so no collection can start there), and the
collector catches up on the GUI thread when the last worker is done.

`FigureWorker` runs pure functions one after another on one Python thread (no Qt object is touched there) and hands
each result to its callback on the GUI thread, through a queue its GUI-thread timer drains.
"""

from __future__ import annotations

import gc
import queue
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

POLL_MS = 15
"""How often the GUI thread looks for finished work while some is outstanding."""

_holds = [0]
_was_enabled = [True]


def hold_collector() -> None:
    """A worker starts: no automatic collection until every held worker is released (GUI thread only)."""
    if _holds[0] == 0:
        _was_enabled[0] = gc.isenabled()
        gc.disable()
    _holds[0] += 1


def release_collector() -> None:
    """A worker is done (GUI thread only): the last release turns collection back on as it was."""
    if _holds[0] == 0:
        raise RuntimeError("release_collector without hold_collector")
    _holds[0] -= 1
    if _holds[0] == 0 and _was_enabled[0]:
        gc.enable()


def collector_held() -> bool:
    """Whether some worker holds automatic collection off now."""
    return _holds[0] > 0


class FigureWorker(QObject):
    """One worker thread for pure functions; results come back to callbacks on the GUI thread (see the module)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor: ThreadPoolExecutor | None = None
        self._done: queue.SimpleQueue[tuple[Future[Any], Callable[[Any], None]]] = queue.SimpleQueue()
        self._outstanding = 0
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.deliver)

    @property
    def outstanding(self) -> int:
        """How many submitted functions have not yet been handed back."""
        return self._outstanding

    def submit(self, work: Callable[[], Any], done: Callable[[Any], None]) -> None:
        """Run `work()` on the worker thread; `done(result)` is called on the GUI thread when it is finished."""
        if self._executor is None:
            from concurrent.futures import ThreadPoolExecutor

            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="shtoss-figures")
        hold_collector()
        self._outstanding += 1
        future = self._executor.submit(work)
        results = self._done
        future.add_done_callback(lambda finished: results.put((finished, done)))
        if not self._timer.isActive():
            self._timer.start()

    def deliver(self) -> int:
        """Hand every finished result to its callback (the timer calls this; tests may too). Returns how many."""
        handed = 0
        while True:
            try:
                future, done = self._done.get_nowait()
            except queue.Empty:
                break
            self._outstanding -= 1
            handed += 1
            if self._outstanding == 0:
                self._timer.stop()
            release_collector()
            done(future.result())
        return handed

    def wait(self) -> None:
        """Block until every submitted function has finished, then hand their results back (tests, quitting)."""
        if self._executor is not None:
            self._executor.submit(lambda: None).result()
        self.deliver()
