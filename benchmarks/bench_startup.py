"""Start-up of the game against a bare QMainWindow + QGraphicsView: time to the first painted frame and memory.

    .venv/bin/python benchmarks/bench_startup.py [--runs 11]

Each run is a fresh `python` process. A small wrapper creates the QApplication, installs an application-wide
filter that notes the first Paint event (wall-clock time since the process was spawned, and the resident
memory then), and runs either the bare window or the game (`python -m shtoss_desktop --quit-after-first-frame`,
on a throw-away settings folder). Runs alternate between the two; medians are compared. Targets: the game's
first frame within 1.25x of the bare window's, its memory within 1.3x. Exit status 1 if a target is missed.
Runs with QT_QPA_PLATFORM=offscreen unless a platform is set. Not a timed test: the lead copies the figures.
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
MEMORY_LIMIT = 1.3

WRAPPER = r'''
import os, sys, time, json
spawned = float(sys.argv[1]); which = sys.argv[2]
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

def rss_mb():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0

class FirstPaint(QObject):
    done = False
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            QTimer.singleShot(0, lambda: (print(json.dumps({"ms": (time.time() - spawned) * 1000,
                                                           "rss": rss_mb()}), flush=True),
                                           os._exit(0)))
        return False

app = QApplication(sys.argv[:1])
first = FirstPaint()
app.installEventFilter(first)
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
'''


def run_once(which: str, env: dict[str, str]) -> tuple[float, float]:
    """(ms to the first painted frame, resident MB then) for one fresh process."""
    spawned = time.time()
    result = subprocess.run([sys.executable, "-c", WRAPPER, repr(spawned), which], capture_output=True, text=True,
                            env=env, cwd=ROOT, timeout=120, check=False)
    line = next((ln for ln in result.stdout.splitlines() if ln.startswith("{")), None)
    if line is None:
        raise RuntimeError(f"{which} did not report its first frame:\n{result.stdout}\n{result.stderr}")
    figures = json.loads(line)
    return float(figures["ms"]), float(figures["rss"])


def main() -> int:
    """Measure, print the medians, compare with the targets."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="shtoss-bench-"))
    env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    samples: dict[str, list[tuple[float, float]]] = {"bare": [], "game": []}
    run_once("bare", env)  # warm the disk cache for both
    run_once("game", env)
    for _ in range(args.runs):
        for which in ("bare", "game"):
            samples[which].append(run_once(which, env))
    medians = {which: (statistics.median(s[0] for s in runs), statistics.median(s[1] for s in runs))
               for which, runs in samples.items()}
    (bare_ms, bare_mb), (game_ms, game_mb) = medians["bare"], medians["game"]
    print(f"first frame: bare {bare_ms:.0f} ms, game {game_ms:.0f} ms, ratio {game_ms / bare_ms:.2f} "
          f"(target {TIME_LIMIT})")
    print(f"resident memory: bare {bare_mb:.1f} MB, game {game_mb:.1f} MB, ratio {game_mb / bare_mb:.2f} "
          f"(target {MEMORY_LIMIT})")
    ok = game_ms <= TIME_LIMIT * bare_ms and game_mb <= MEMORY_LIMIT * bare_mb
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
