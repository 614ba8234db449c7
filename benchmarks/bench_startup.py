"""Start-up of the game against a bare QMainWindow + QGraphicsView: the playable table's first frame, and memory.

    .venv/bin/python benchmarks/bench_startup.py [--runs 7]

Each run is a fresh `python` process. A small wrapper creates the QApplication and runs either the bare window,
which quits once its view's viewport has been painted for the first time, or the game (`python -m shtoss_desktop
--seed 1 --quit-after-first-frame`, on throw-away settings and data folders), which does the same with its
table's view. The moment measured is the return from the event loop after that paint, as wall-clock time since
the process was spawned, and resident memory then. The game builds its whole window and starts the session before
it shows the window, so its first frame is the table ready to play: built, the session started, painted, and the
event loop running to take input (the wrapper checks that the session is started when it reports).

With --breakdown a third program runs too: the bare window after importing the modules the game's first frame
needs (the rules core, the models, the table, the window's classes) without building or starting anything; the
gap between it and the bare window is what importing alone costs, a floor no faster building can go below.

All programs run as installed software does, with their bytecode cached: the children get a fresh
PYTHONPYCACHEPREFIX (filled by a first, unmeasured run of each; PYTHONDONTWRITEBYTECODE is dropped), unless
--no-bytecode-cache is given, which compiles every module from source in every run. Runs alternate between the
programs; medians are compared. Targets: the playable table within 1.6x of the bare window's first frame,
and its resident memory within 1.5x. Exit status 1 if either is missed. Runs with QT_QPA_PLATFORM=offscreen
unless a platform is set. Not a timed test: the lead copies the figures.
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
TIME_LIMIT = 1.6
MEMORY_LIMIT = 1.5

WRAPPER = r"""
import os, sys, time, json
spawned = float(sys.argv[1]); which = sys.argv[2]
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

def report():
    with open("/proc/self/status") as status:
        rss = next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmRSS:"))
    figures = {"ms": (time.time() - spawned) * 1000, "rss": rss}
    if which == "game":  # the frame must be the playable table's
        window = next(w for w in app.topLevelWidgets() if w.objectName() == "mainWindow")
        figures["playable"] = window.is_built and window.controller.has_game
    print(json.dumps(figures), flush=True)
    os._exit(0)

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, app.quit)  # once the whole frame is painted, from the running event loop
        return False

app = QApplication(sys.argv[:1])
if which == "imports":  # the bare window after importing every module the game's first frame needs
    import shtoss_desktop.__main__, shtoss_desktop.ui.shtoss.window, shtoss_desktop.storage.journal  # noqa: E401
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
    from shtoss_desktop.__main__ import main
    main(["--seed", "1", "--quit-after-first-frame"])
report()
"""

Figures = dict[str, float]


def run_once(which: str, env: dict[str, str]) -> Figures:
    """{"ms", "rss"} (ms since spawn, resident MB) at the first frame, for one fresh process."""
    # A fresh data folder each time: the game keeps its session there, and a kept one would be offered for resuming.
    env = dict(env, XDG_DATA_HOME=tempfile.mkdtemp(prefix="data-", dir=env["HOME"]))
    spawned = time.time()
    result = subprocess.run([sys.executable, "-c", WRAPPER, repr(spawned), which], capture_output=True, text=True,
                            env=env, cwd=ROOT, timeout=120, check=False)
    line = next((ln for ln in result.stdout.splitlines() if ln.startswith("{")), None)
    if line is None:
        raise RuntimeError(f"{which} did not report its first frame:\n{result.stdout}\n{result.stderr}")
    figures: Figures = json.loads(line)
    if figures.pop("playable", True) is not True:
        raise RuntimeError("the game's first frame was not the playable table")
    return figures


def main() -> int:
    """Measure, print the medians, compare with the targets."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--no-bytecode-cache", action="store_true", help="compile every module in every run")
    parser.add_argument("--breakdown", action="store_true", help="also time the bare window after the imports")
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="shtoss-bench-"))
    env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"))
    if args.no_bytecode_cache:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(home / "pycache")
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    programs = ("bare", "imports", "game") if args.breakdown else ("bare", "game")
    samples: dict[str, list[Figures]] = {which: [] for which in programs}
    for which in programs:  # warm the disk cache (and the bytecode cache) for each
        run_once(which, env)
    for _ in range(args.runs):
        for which in programs:
            samples[which].append(run_once(which, env))

    def median(which: str, figure: str) -> float:
        return statistics.median(run[figure] for run in samples[which])

    bare_ms, bare_mb = median("bare", "ms"), median("bare", "rss")
    game_ms, game_mb = median("game", "ms"), median("game", "rss")
    cache = "no bytecode cache" if args.no_bytecode_cache else "bytecode cached"
    print(f"{args.runs} alternate runs each, {cache}, medians; bare = QMainWindow + QGraphicsView, first frame")
    print(f"table ready (first frame of the playable table): bare {bare_ms:.0f} ms, game {game_ms:.0f} ms, "
          f"ratio {game_ms / bare_ms:.2f} (target {TIME_LIMIT})")
    print(f"resident memory then: bare {bare_mb:.1f} MB, game {game_mb:.1f} MB, "
          f"ratio {game_mb / bare_mb:.2f} (target {MEMORY_LIMIT})")
    if args.breakdown:
        imports_ms = median("imports", "ms")
        print(f"bare window after the game's imports: {imports_ms:.0f} ms, ratio {imports_ms / bare_ms:.2f}; "
              f"importing {imports_ms - bare_ms:.0f} ms, building, starting and painting {game_ms - imports_ms:.0f} ms")
    ok = game_ms <= TIME_LIMIT * bare_ms and game_mb <= MEMORY_LIMIT * bare_mb
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
