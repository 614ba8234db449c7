"""The figure worker: work runs off the GUI thread, results come back on it, and Python's cyclic collector never
runs automatically while work is outstanding (so no worker thread can collect, and so destroy, the GUI's objects)."""

from __future__ import annotations

import gc
import threading

import pytest

from shtoss_desktop.app.offthread import FigureWorker, collector_held, hold_collector, release_collector


def test_work_runs_off_the_gui_thread_and_its_result_comes_back_on_it(qtbot) -> None:
    worker = FigureWorker()
    gui = threading.get_ident()
    ran_on: list[int] = []
    handed: list[tuple[int, int]] = []

    def work() -> int:
        ran_on.append(threading.get_ident())
        return sum(range(1000))

    worker.submit(work, lambda result: handed.append((result, threading.get_ident())))
    qtbot.waitUntil(lambda: bool(handed), timeout=10000)
    assert ran_on
    assert ran_on[0] != gui
    assert handed == [(499500, gui)]
    assert worker.outstanding == 0


def test_the_collector_is_held_while_work_is_outstanding_and_comes_back_after(qtbot) -> None:
    worker = FigureWorker()
    release = threading.Event()
    seen: list[bool] = []
    assert gc.isenabled()

    def work() -> str:
        seen.append(gc.isenabled())
        release.wait(10)
        return "done"

    results: list[str] = []
    worker.submit(work, results.append)
    worker.submit(lambda: "second", results.append)
    qtbot.waitUntil(lambda: bool(seen), timeout=10000)
    assert seen == [False], "no automatic collection can start in the worker"
    assert collector_held()
    release.set()
    qtbot.waitUntil(lambda: len(results) == 2, timeout=10000)
    assert results == ["done", "second"], "work is handed back in the order it was asked for"
    assert not collector_held()
    assert gc.isenabled()


def test_a_collector_switched_off_before_stays_off() -> None:
    gc.disable()
    try:
        hold_collector()
        hold_collector()
        release_collector()
        assert not gc.isenabled()
        release_collector()
        assert not gc.isenabled(), "the release puts the collector back as it was, off"
    finally:
        gc.enable()
    with pytest.raises(RuntimeError, match="without hold_collector"):
        release_collector()


def test_a_failure_in_the_worker_is_raised_on_the_gui_thread_and_releases_the_collector(qtbot) -> None:
    worker = FigureWorker()

    def broken() -> int:
        raise ValueError("no figures")

    worker.submit(broken, lambda result: None)
    with pytest.raises(ValueError, match="no figures"):
        worker.wait()
    assert worker.outstanding == 0
    assert not collector_held()
