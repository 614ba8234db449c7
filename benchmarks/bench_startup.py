"""Start-up of the game against a bare QMainWindow + QGraphicsView: the playable table's first frame, and memory,
on a first start (no cards kept) and on a second start (the cards kept by the first, ui/table/card_cache.py).

    .venv/bin/python benchmarks/bench_startup.py [--runs 7] [--breakdown] [--no-bytecode-cache]

Each run is a fresh `python` process. A small wrapper creates the QApplication and runs either the bare window,
which quits once its view's viewport has been painted for the first time, or the game (`python -m shtoss_desktop
--seed 1 --quit-after-first-frame`, on throw-away settings and data folders), which does the same with its
table's view. The moment measured is the return from the event loop after that paint, as wall-clock time since
the process was spawned, and resident memory then. The game builds its whole window and starts the session before
it shows the window, so its first frame is the table ready to play: built, the session started, painted, and the
event loop running to take input (the wrapper checks that the session is started when it reports).

The game runs twice over: "first start", each run with an empty cache folder of its own (XDG_CACHE_HOME), so the
deck is parsed and every card shown rendered from it; and "second start", every run on one cache folder that an
unmeasured run filled (it waits for the cache's worker before it exits). Both share one settings folder, so both
are starts after the very first (the lesson already offered). The deck is the default: the Атласные deck where
it is installed (the report names the deck painted).

Where the game's time goes, in its own process (exclusive times, medians): importing the modules the first frame
needs (imported by the wrapper before the game's `main`, so that the rest is not counted as importing), building
the window (`MainWindow.__init__`, without the deck), the deck (choosing it, `decks.theme_for_key`, parsing it,
`SvgCardTheme._load`, and every card picture the table asks for: rendered, or read from the cache), the first
paint (from the first paint event to the frame, without the cards), and the rest (the application, the settings,
showing the window, starting the session, the event loop). With --breakdown a further program runs: the bare
window after those imports, building nothing; the gap between it and the bare window is what importing alone costs.

All programs run as installed software does, with their bytecode cached: the children get a fresh
PYTHONPYCACHEPREFIX (filled by a first, unmeasured run of each; PYTHONDONTWRITEBYTECODE is dropped), unless
--no-bytecode-cache is given, which compiles every module from source in every run. Runs alternate between the
programs; medians are compared. Targets (issue 19): the playable table within 1.6x of the bare window's first
frame on a second start and 2.0x on a first start, its resident memory within 1.4x. Exit status 1 if any is
missed. Runs with QT_QPA_PLATFORM=offscreen unless a platform is set. Not a timed test: the lead copies the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRST_LIMIT = 2.0
SECOND_LIMIT = 1.6
MEMORY_LIMIT = 1.4

WRAPPER = r"""
import os, sys, time, json
spawned = float(sys.argv[1]); which = sys.argv[2]
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

spent = {"build": 0.0, "deck": 0.0, "cards_in_paint": 0.0}
marks = {}
stack = []

def timed(owner, name, bucket):
    # Exclusive time: what a timed call spends inside another timed call is counted once, in the inner one.
    original = getattr(owner, name)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        stack.append(0.0)
        try:
            return original(*args, **kwargs)
        finally:
            elapsed = time.perf_counter() - start
            inner = stack.pop()
            spent[bucket] += elapsed - inner
            if bucket == "deck" and "paint" in marks:
                spent["cards_in_paint"] += elapsed - inner
            if stack:
                stack[-1] += elapsed
    setattr(owner, name, wrapper)

def report():
    with open("/proc/self/status") as status:
        rss = next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmRSS:"))
    now = time.time()
    figures = {"ms": (now - spawned) * 1000, "rss": rss}
    if which != "bare" and which != "imports":  # the frame must be the playable table's
        window = next(w for w in app.topLevelWidgets() if w.objectName() == "mainWindow")
        figures["playable"] = window.is_built and window.controller.has_game
        figures["deck_key"] = window.scene.art.theme.key
        figures["imports"] = (marks["imports"] - spawned) * 1000
        figures["build"] = spent["build"] * 1000
        figures["deck"] = spent["deck"] * 1000
        figures["paint"] = ((now - marks["paint"]) - spent["cards_in_paint"]) * 1000
        figures["rest"] = figures["ms"] - figures["imports"] - figures["build"] - figures["deck"] - figures["paint"]
    print(json.dumps(figures), flush=True)
    os._exit(0)

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, app.quit)  # once the whole frame is painted, from the running event loop
        return False

class PaintBegins(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and "paint" not in marks:
            marks["paint"] = time.time()
        return False

app = QApplication(sys.argv[:1])
if which != "bare":  # the modules the game's first frame needs
    import shtoss_desktop.__main__, shtoss_desktop.ui.shtoss.window, shtoss_desktop.storage.journal  # noqa: E401
    marks["imports"] = time.time()
if which in ("bare", "imports"):
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QMainWindow
    window = QMainWindow()
    view = QGraphicsView(QGraphicsScene())
    window.setCentralWidget(view)
    window.resize(1280, 800)
    watch = FirstPaint()
    view.viewport().installEventFilter(watch)  # the same watch as the game's own, on the view's viewport
    window.show()
    app.exec()
else:
    from shtoss_desktop.ui.shell import card_looks
    from shtoss_desktop.ui.shtoss.window import MainWindow
    from shtoss_desktop.ui.table.card_art import CardPixmapCache
    timed(MainWindow, "__init__", "build")
    timed(card_looks, "theme_for_key", "deck")
    timed(CardPixmapCache, "pixmap", "deck")
    from shtoss_desktop.ui.table.svg_decks import SvgCardTheme
    timed(SvgCardTheme, "_load", "deck")  # the deck parsed (when a card's shape or picture is first wanted)
    begins = PaintBegins()
    app.installEventFilter(begins)
    if which == "fill":  # fill the cache for the second starts before quitting: the quit stops the cache's worker
        from shtoss_desktop.ui.table.card_cache import wait_for_stores
        quit_now = app.quit
        def fill_then_quit():
            wait_for_stores()
            quit_now()
        app.quit = fill_then_quit
    from shtoss_desktop.__main__ import main
    main(["--seed", "1", "--quit-after-first-frame"])
report()
"""

Figures = dict[str, float]
PARTS = ("imports", "build", "deck", "paint", "rest")
"""Where the game's time goes (see the module docstring)."""


def run_once(which: str, env: dict[str, str]) -> tuple[Figures, str]:
    """{"ms", "rss", and for the game where the time went} at the first frame, for one fresh process; and the key
    of the deck the game painted ("" for the bare window)."""
    # A fresh data folder each time: the game keeps its session there, and a kept one would be offered for resuming.
    env = dict(env, XDG_DATA_HOME=tempfile.mkdtemp(prefix="data-", dir=env["HOME"]))
    if which == "first":  # no cards kept
        env["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="cache-", dir=env["HOME"])
    program = "game" if which in ("first", "second") else which
    spawned = time.time()
    result = subprocess.run([sys.executable, "-c", WRAPPER, repr(spawned), program], capture_output=True, text=True,
                            env=env, cwd=ROOT, timeout=120, check=False)
    line = next((ln for ln in result.stdout.splitlines() if ln.startswith("{")), None)
    if line is None:
        raise RuntimeError(f"{which} did not report its first frame:\n{result.stdout}\n{result.stderr}")
    figures = json.loads(line)
    if figures.pop("playable", True) is not True:
        raise RuntimeError("the game's first frame was not the playable table")
    return figures, str(figures.pop("deck_key", ""))


def main() -> int:
    """Measure, print the medians, compare with the targets."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--no-bytecode-cache", action="store_true", help="compile every module in every run")
    parser.add_argument("--breakdown", action="store_true", help="also time the bare window after the imports")
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="shtoss-bench-"))
    env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
               XDG_CACHE_HOME=str(home / "cache"))
    if args.no_bytecode_cache:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(home / "pycache")
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    programs = ("bare", "imports", "first", "second") if args.breakdown else ("bare", "first", "second")
    samples: dict[str, list[Figures]] = {which: [] for which in programs}
    run_once("fill", env)  # the very first start (the lesson offered), and the cards kept for the second starts
    decks = set()
    for which in programs:  # warm the disk cache (and the bytecode cache) for each
        decks.add(run_once(which, env)[1])
    for _ in range(args.runs):
        for which in programs:
            figures, deck = run_once(which, env)
            samples[which].append(figures)
            decks.add(deck)

    def median(which: str, figure: str) -> float:
        return statistics.median(run[figure] for run in samples[which])

    bare_ms, bare_mb = median("bare", "ms"), median("bare", "rss")
    cache = "no bytecode cache" if args.no_bytecode_cache else "bytecode cached"
    print(f"{args.runs} alternate runs each, {cache}, medians; bare = QMainWindow + QGraphicsView, first frame; "
          f"deck painted: {', '.join(sorted(deck for deck in decks if deck))}")
    print(f"bare window: {bare_ms:.0f} ms, {bare_mb:.1f} MB")
    ok = True
    for which, limit in (("first", FIRST_LIMIT), ("second", SECOND_LIMIT)):
        game_ms, game_mb = median(which, "ms"), median(which, "rss")
        print(f"{which} start, table ready: {game_ms:.0f} ms, ratio {game_ms / bare_ms:.2f} (target {limit}); "
              f"resident memory {game_mb:.1f} MB, ratio {game_mb / bare_mb:.2f} (target {MEMORY_LIMIT})")
        parts = ", ".join(f"{part} {median(which, part):.0f}" for part in PARTS)
        print(f"    where the time goes (ms, medians): {parts}")
        ok = ok and game_ms <= limit * bare_ms and game_mb <= MEMORY_LIMIT * bare_mb
    if args.breakdown:
        imports_ms = median("imports", "ms")
        print(f"bare window after the game's imports: {imports_ms:.0f} ms, ratio {imports_ms / bare_ms:.2f}; "
              f"importing alone {imports_ms - bare_ms:.0f} ms")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
