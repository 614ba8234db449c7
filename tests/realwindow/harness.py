"""Running the driver (tests/realwindow/driver.py) in a subprocess on the test display, and judging the run.

Each run gets the test's own HOME and XDG folders (settings, presets and the session journal live there, so a
second run with the same folders and `--resume` finds what the first kept), `QT_QPA_PLATFORM=xcb` and the
display's `DISPLAY`. A run is clean when it exits 0, prints the driver's summary line with no failures, and its
stderr has no Python traceback, no "Error calling Python override" and no "Fatal Python error" (what PySide6
and faulthandler print when a slot or a virtual override raises or the interpreter crashes).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from tests.realwindow.driver import SUMMARY_PREFIX
from tests.realwindow.xserver import XDisplay

ROOT: Final = Path(__file__).resolve().parents[2]
"""The checkout (the driver runs as `python -m tests.realwindow.driver` from here)."""
BAD_OUTPUT: Final = ("Traceback (most recent call last)", "Error calling Python override", "Fatal Python error")
"""Text in stderr that fails a run whatever its exit status."""
TAIL_LINES: Final = 150


@dataclass
class DriverRun:
    """One finished run of the driver."""

    command: list[str]
    returncode: int
    stdout: str
    stderr: str
    summary: dict[str, object] = field(default_factory=dict)
    timed_out: bool = False

    def problems(self) -> list[str]:
        """Why this run is not clean (empty when it is)."""
        found = []
        if self.timed_out:
            found.append("the driver did not finish in time and was killed")
        if self.returncode != 0:
            signal = f" (killed by signal {-self.returncode})" if self.returncode < 0 else ""
            found.append(f"exit status {self.returncode}{signal}")
        found += [f"stderr has {text!r}" for text in BAD_OUTPUT if text in self.stderr]
        if not self.summary:
            found.append("no summary line: the process died before the end")
        found += [f"driver: {failure}" for failure in self.summary.get("failures", [])]  # type: ignore[union-attr]
        return found

    def report(self) -> str:
        """What a failing test prints: the command, the problems, the summary and the tail of the output."""
        stderr = "\n".join(self.stderr.splitlines()[-TAIL_LINES:])
        stdout = "\n".join(self.stdout.splitlines()[-40:])
        return (
            f"\n$ {' '.join(self.command)}\n"
            + "".join(f"PROBLEM: {problem}\n" for problem in self.problems())
            + f"--- stdout (last 40 lines)\n{stdout}\n--- stderr (last {TAIL_LINES} lines)\n{stderr}\n"
        )


def session_env(display: XDisplay, home: Path) -> dict[str, str]:
    """The environment of a game process: the display, xcb, and folders of its own under `home`."""
    env = display.env()
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "PYTHONPATH"):
        env.pop(name, None)
    runtime = home / "runtime"
    runtime.mkdir(parents=True, exist_ok=True)
    runtime.chmod(0o700)
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_STATE_HOME=str(home / "state"),
        XDG_RUNTIME_DIR=str(runtime),
        LANG="C.UTF-8",
        PYTHONFAULTHANDLER="1",
        PYTHONUNBUFFERED="1",
    )
    return env


def run_driver(
    display: XDisplay, home: Path, driver_args: list[str], game_args: list[str], *, timeout: float
) -> DriverRun:
    """Run the driver with these options and the game with these; wait at most `timeout` seconds."""
    command = [sys.executable, "-X", "faulthandler", "-m", "tests.realwindow.driver",
               *driver_args, "--time-limit", str(int(timeout * 0.85)), "--", *game_args]
    try:
        done = subprocess.run(command, cwd=ROOT, env=session_env(display, home), capture_output=True,
                              text=True, errors="replace", timeout=timeout, check=False)
        run = DriverRun(command, done.returncode, done.stdout, done.stderr)
    except subprocess.TimeoutExpired as expired:
        out = expired.stdout.decode(errors="replace") if isinstance(expired.stdout, bytes) else expired.stdout or ""
        err = expired.stderr.decode(errors="replace") if isinstance(expired.stderr, bytes) else expired.stderr or ""
        run = DriverRun(command, -9, out, err, timed_out=True)
    for line in reversed(run.stdout.splitlines()):
        if line.startswith(SUMMARY_PREFIX):
            run.summary = json.loads(line[len(SUMMARY_PREFIX):])
            break
    return run


def soak_seconds(default: float) -> float:
    """How long an evening plays: `SHTOSS_SOAK_SECONDS` (by hand, for a longer soak), else `default`."""
    return float(os.environ.get("SHTOSS_SOAK_SECONDS", default))


EVENING_SECONDS: Final = 60.0
"""How long an evening is played before the window is closed (`SHTOSS_SOAK_SECONDS` by hand)."""
RESUMED_SECONDS: Final = 15.0
"""How long a resumed evening is played before the window is closed again."""
EVENINGS: Final = {
    # role: (seed, computer punters)
    "banker": (202, 4),
    "punter": (101, 3),
    "watch": (303, 3),
}
"""The evenings played, one per role."""
WALK_SEED: Final = int(os.environ.get("SHTOSS_WALK_SEED", "2026"))
"""The random walk's seed (`SHTOSS_WALK_SEED` replays another)."""
WALK_ACTIONS: Final = max(2000, int(os.environ.get("SHTOSS_WALK_ACTIONS", "2000")))
"""How many actions the random walk takes (at least 2 000)."""


@dataclass
class Job:
    """A session played in the background on a display of its own: one or two driver runs one after the other.

    The jobs of a test run start together (they wait on timers most of the time, so they share two cores
    well), each with its own Xvfb and openbox: the window of one never takes the keyboard focus (and with it
    the shortcuts) from another's."""

    name: str
    legs: list[tuple[str, list[str], list[str], float]]
    """(label, driver options, game options, timeout) of each run; a leg runs only if the one before was clean."""
    home: Path
    runs: list[tuple[str, DriverRun]] = field(default_factory=list)
    error: str = ""
    _thread: threading.Thread | None = None

    def start(self) -> Job:
        self._thread = threading.Thread(target=self._play, name=self.name, daemon=True)
        self._thread.start()
        return self

    def _play(self) -> None:
        try:
            with XDisplay() as display:
                for label, driver_args, game_args, timeout in self.legs:
                    run = run_driver(display, self.home, driver_args, game_args, timeout=timeout)
                    self.runs.append((label, run))
                    if run.problems():
                        break
        except Exception as error:  # a display that did not start: reported by the test that waits for it
            self.error = f"{type(error).__name__}: {error}"

    def wait(self) -> Job:
        """Wait until every leg has run (or one failed)."""
        assert self._thread is not None
        self._thread.join(timeout=sum(leg[3] for leg in self.legs) + 120)
        if self._thread.is_alive():
            self.error = self.error or "the job did not finish"
        return self


def evening_job(role: str, home: Path, kept: Path) -> Job:
    """An evening as `role`: played, quit with the session kept, resumed in a new process and played on."""
    seed, punters = EVENINGS[role]
    seconds = soak_seconds(EVENING_SECONDS)
    return Job(
        f"evening-{role}",
        [
            (
                f"evening as {role}, seed {seed}",
                ["--plan", "evening", "--seed", str(seed), "--seconds", str(seconds), "--new-game-role", role,
                 "--min-deals", "1", "--save-state", str(kept)],
                ["--role", role, "--seed", str(seed), "--punters", str(punters)],
                seconds * 2 + 90,
            ),
            (
                f"the same evening resumed (--resume), seed {seed + 1}",
                ["--plan", "evening", "--seed", str(seed + 1), "--seconds", str(RESUMED_SECONDS),
                 "--min-deals", "1", "--expect-state", str(kept)],
                ["--resume"],
                RESUMED_SECONDS * 3 + 90,
            ),
        ],
        home,
    )


def walk_job(home: Path) -> Job:
    """The seeded random walk."""
    return Job(
        "walk",
        [
            (
                f"random walk, seed {WALK_SEED} (replay: SHTOSS_WALK_SEED={WALK_SEED})",
                ["--plan", "walk", "--seed", str(WALK_SEED), "--actions", str(WALK_ACTIONS)],
                ["--role", "punter", "--seed", str(WALK_SEED), "--punters", "2"],
                WALK_ACTIONS * 0.3 + 120,
            )
        ],
        home,
    )
