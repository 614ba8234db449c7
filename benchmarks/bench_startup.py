"""Start-up of the game against a bare QMainWindow + QGraphicsView: the first painted frame, the table ready, memory.

    .venv/bin/python benchmarks/bench_startup.py [--runs 11]

Each run is a fresh `python` process. A small wrapper creates the QApplication, installs an application-wide
filter that notes the first Paint event (and is removed then), and runs either the bare window or the game
(`python -m shtoss_desktop --seed 1`, on a throw-away settings folder). Two moments are measured, as wall-clock
time since the process was spawned and resident memory then:

- first frame: once the first frame has been painted. The game starts progressively, so this is its shell
  (title, menu titles, the baize, at the remembered size) before the game's modules are imported;
- table ready: once the full window (table, panel, menus, side views, session started) has been built into
  the shell (`MainWindow.tableBuilt`) and painted. For the bare window both moments are its first frame.

Both programs run as installed software does, with their bytecode cached: the children get a fresh
PYTHONPYCACHEPREFIX (filled by a first, unmeasured run of each; PYTHONDONTWRITEBYTECODE is dropped), unless
--no-bytecode-cache is given, which compiles every module from source in every run. Runs alternate between the
two programs; medians are compared. Targets: the game's first frame within 1.25x of
the bare window's, and its resident memory with the table ready within 1.5x of the bare window's. Exit status
1 if either is missed; the time to the table ready is reported, not judged. Runs with QT_QPA_PLATFORM=offscreen
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
TIME_LIMIT = 1.25
MEMORY_LIMIT = 1.5

WRAPPER = r"""
import os, sys, time, json
spawned = float(sys.argv[1]); which = sys.argv[2]
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

def figures():
    with open("/proc/self/status") as status:
        rss = next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmRSS:"))
    return {"ms": (time.time() - spawned) * 1000, "rss": rss}

def report(first, ready):
    print(json.dumps({"first": first, "ready": ready}), flush=True)
    os._exit(0)

class FirstPaint(QObject):
    first = None
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and self.first is None:
            self.first = {}
            # A Python filter on every event of every object would wrap them all; the game has many more
            # objects than the bare window, so the filter watches only up to the first paint.
            app.removeEventFilter(self)
            QTimer.singleShot(0, self.first_frame)
            if which == "game":  # the window builds the table after this frame: catch it being built
                window = next(w for w in app.topLevelWidgets() if w.objectName() == "mainWindow")
                window.tableBuilt.connect(lambda: window.after_first_frame(lambda: report(self.first, figures())))
        return False
    def first_frame(self):
        self.first.update(figures())
        if which == "bare":
            report(self.first, self.first)

app = QApplication(sys.argv[:1])
watch = FirstPaint()
app.installEventFilter(watch)
if which == "bare":
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QMainWindow
    window = QMainWindow()
    window.setCentralWidget(QGraphicsView(QGraphicsScene()))
    window.resize(1280, 800)
    window.show()
    app.exec()
else:
    from shtoss_desktop.__main__ import main
    main(["--seed", "1"])
"""

Figures = dict[str, dict[str, float]]


def run_once(which: str, env: dict[str, str]) -> Figures:
    """{"first": {"ms", "rss"}, "ready": {"ms", "rss"}} (ms since spawn, resident MB) for one fresh process."""
    spawned = time.time()
    result = subprocess.run([sys.executable, "-c", WRAPPER, repr(spawned), which], capture_output=True, text=True,
                            env=env, cwd=ROOT, timeout=120, check=False)
    line = next((ln for ln in result.stdout.splitlines() if ln.startswith("{")), None)
    if line is None:
        raise RuntimeError(f"{which} did not report its first frame and table:\\n{result.stdout}\\n{result.stderr}")
    figures: Figures = json.loads(line)
    return figures


def main() -> int:
    """Measure, print the medians, compare with the targets."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--no-bytecode-cache", action="store_true", help="compile every module in every run")
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="shtoss-bench-"))
    env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"))
    if args.no_bytecode_cache:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(home / "pycache")
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    samples: dict[str, list[Figures]] = {"bare": [], "game": []}
    run_once("bare", env)  # warm the disk cache (and the bytecode cache) for both
    run_once("game", env)
    for _ in range(args.runs):
        for which in ("bare", "game"):
            samples[which].append(run_once(which, env))

    def median(which: str, moment: str, figure: str) -> float:
        return statistics.median(run[moment][figure] for run in samples[which])

    bare_ms, bare_mb = median("bare", "first", "ms"), median("bare", "first", "rss")
    first_ms, first_mb = median("game", "first", "ms"), median("game", "first", "rss")
    ready_ms, ready_mb = median("game", "ready", "ms"), median("game", "ready", "rss")
    cache = "no bytecode cache" if args.no_bytecode_cache else "bytecode cached"
    print(f"{args.runs} alternate runs each, {cache}, medians; bare = QMainWindow + QGraphicsView, first frame")
    print(f"first frame (shell): bare {bare_ms:.0f} ms, game {first_ms:.0f} ms, ratio {first_ms / bare_ms:.2f} "
          f"(target {TIME_LIMIT}); memory then {first_mb:.1f} MB vs {bare_mb:.1f} MB, ratio {first_mb / bare_mb:.2f}")
    print(f"table ready: game {ready_ms:.0f} ms, ratio {ready_ms / bare_ms:.2f} to the bare first frame (reported)")
    print(f"resident memory, table ready: bare {bare_mb:.1f} MB, game {ready_mb:.1f} MB, "
          f"ratio {ready_mb / bare_mb:.2f} (target {MEMORY_LIMIT})")
    ok = first_ms <= TIME_LIMIT * bare_ms and ready_mb <= MEMORY_LIMIT * bare_mb
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
