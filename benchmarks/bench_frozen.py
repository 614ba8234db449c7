"""Size and start-up time of the frozen game against a bare PySide6 hello-world, built the same way.

    .venv/bin/python benchmarks/bench_frozen.py [--runs 9] [--game DIR] [--keep DIR]

Builds, with the same PyInstaller, a bare onedir hello-world (a QMainWindow holding a QGraphicsView, default
PyInstaller options) and the game's onedir (packaging/build.sh), in a temporary folder. Then it compares their
total size and their time from launch to the first frame: each program is started several times, alternately,
and quits right after its first paint (`--quit-after-first-frame` for the game); the medians are compared.
Every start has a fresh, empty HOME and XDG config, data and cache folders (never the real ones): the game's
start is a first start, timed to its playable table (not to a question about a game a former run left). A run
keeps its game's journal, so the game is also timed at a second start on the folders one first start left,
with `--resume` (the kept game back on the table without a question): "game (kept)".
The targets: the game is no larger than the hello-world and reaches its first playable frame within 2.0x of its
time. Exit status 1 if a target is missed. Not a timed test: run it by hand and copy the figures into the README.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE_LIMIT = 1.0
START_LIMIT = 2.0

HELLO = '''\
"""A bare PySide6 window that quits after its first paint."""
import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow


class QuitAfterFirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, QApplication.quit)
        return False


app = QApplication(sys.argv)
window = QMainWindow()
view = QGraphicsView(QGraphicsScene())
window.setCentralWidget(view)
first_paint = QuitAfterFirstPaint()
view.viewport().installEventFilter(first_paint)
window.show()
sys.exit(app.exec())
'''


def build_hello(work: Path) -> Path:
    """Build the bare hello-world onedir with default PyInstaller options; return its executable."""
    work.mkdir(parents=True, exist_ok=True)
    source = work / "hello.py"
    source.write_text(HELLO)
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(work / "dist"),
            "--workpath",
            str(work / "build"),
            "--specpath",
            str(work),
            str(source),
        ],
        check=True,
    )
    return work / "dist" / "hello" / "hello"


def build_game(work: Path) -> Path:
    """Build the game's onedir with the repository's build script; return its executable."""
    env = dict(os.environ, PYTHON=sys.executable)
    subprocess.run(
        [
            "sh",
            str(ROOT / "packaging" / "build.sh"),
            "--distpath",
            str(work / "dist"),
            "--workpath",
            str(work / "build"),
        ],
        check=True,
        env=env,
    )
    return work / "dist" / "shtoss-desktop" / "shtoss-desktop"


def folder_size(folder: Path) -> tuple[int, int]:
    """(apparent bytes, disk usage in bytes as `du` counts it) of a folder; links are not followed."""
    apparent = sum(path.lstat().st_size for path in folder.rglob("*") if not path.is_dir() or path.is_symlink())
    kilobytes = int(
        subprocess.run(["du", "-sk", str(folder)], capture_output=True, text=True, check=True).stdout.split()[0]
    )
    return apparent, kilobytes * 1024


def time_start(executable: Path, arguments: list[str], env: dict[str, str]) -> float:
    """Seconds from launch until the program exits after its first frame."""
    started = time.perf_counter()
    # No timeout: with one, subprocess polls the child every few tens of milliseconds, which blurs the figures.
    status = subprocess.run(
        [str(executable), *arguments], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    ).returncode
    elapsed = time.perf_counter() - started
    if status != 0:
        raise SystemExit(f"{executable.name} {' '.join(arguments)} exited with status {status}")
    return elapsed


def fresh_home(base: dict[str, str], parent: Path) -> dict[str, str]:
    """`base` with a new empty HOME and XDG config, data and cache folders under `parent`."""
    home = Path(tempfile.mkdtemp(prefix="home-", dir=parent))
    folders = {"HOME": home, "XDG_CONFIG_HOME": home / ".config", "XDG_DATA_HOME": home / ".local" / "share",
               "XDG_CACHE_HOME": home / ".cache"}
    for folder in folders.values():
        folder.mkdir(parents=True, exist_ok=True)
    return dict(base, **{name: str(folder) for name, folder in folders.items()})


def main() -> int:
    """Build both programs, measure them, print the comparison."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="start-ups of each program (default 9)")
    parser.add_argument("--game", type=Path, help="an existing onedir build of the game to measure instead")
    parser.add_argument("--keep", type=Path, help="build in this folder and keep it (default: a temporary one)")
    args = parser.parse_args()

    work = args.keep or Path(tempfile.mkdtemp(prefix="shtoss-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    try:
        hello = build_hello(work / "hello")
        game = args.game / "shtoss-desktop" if args.game else build_game(work / "game")

        base = dict(os.environ)
        if not base.get("DISPLAY") and not base.get("WAYLAND_DISPLAY"):
            base["QT_QPA_PLATFORM"] = "offscreen"
        env = base
        homes = work / "homes"
        homes.mkdir(parents=True, exist_ok=True)
        first = ["--quit-after-first-frame"]
        programs = {"hello": (hello, []), "game": (game, first), "game (kept)": (game, [*first, "--resume"])}

        def start_env(name: str) -> dict[str, str]:
            """A fresh home; for the kept game's start, one a first start (untimed) has left its game in."""
            fresh = fresh_home(base, homes)
            if name == "game (kept)":
                time_start(game, first, fresh)
            return fresh

        for name, (executable, arguments) in programs.items():  # a first start of each fills the file cache
            time_start(executable, arguments, start_env(name))
        times: dict[str, list[float]] = {name: [] for name in programs}
        for _ in range(args.runs):
            for name, (executable, arguments) in programs.items():
                times[name].append(time_start(executable, arguments, start_env(name)))

        sizes = {name: folder_size(executable.parent) for name, (executable, _) in programs.items()}
        kept_ratio = statistics.median(times["game (kept)"]) / statistics.median(times["hello"])
        medians = {name: statistics.median(values) for name, values in times.items()}
        size_ratio = sizes["game"][1] / sizes["hello"][1]
        start_ratio = medians["game"] / medians["hello"]
        print(f"\nplatform {env.get('QT_QPA_PLATFORM', 'default')}, {args.runs} alternate start-ups each, medians")
        print(f"{'':12}{'du (MiB)':>10}{'bytes (MiB)':>13}{'start (ms)':>12}   all start-ups (ms)")
        for name in programs:
            listed = " ".join(f"{value * 1000:.0f}" for value in times[name])
            print(
                f"{name:12}{sizes[name][1] / 2**20:10.1f}{sizes[name][0] / 2**20:13.1f}"
                f"{medians[name] * 1000:12.0f}   {listed}"
            )
        print(
            f"game/hello: size {size_ratio:.2f} (target <= {SIZE_LIMIT}), "
            f"start {start_ratio:.2f} (target <= {START_LIMIT}), second start (kept game) {kept_ratio:.2f}"
        )
        return 0 if size_ratio <= SIZE_LIMIT and start_ratio <= START_LIMIT else 1
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
