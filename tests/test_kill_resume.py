"""Kill the real game with SIGKILL at random moments and resume it, again and again.

Each trial runs the program (`python -m shtoss_desktop`'s `main`, on the offscreen platform, with its own
HOME and XDG folders) watching computer players at the instant animation speed, kills it with SIGKILL at
a random moment, reads the journal's complete lines as the core sees them, and starts the program again
with `--resume`. The journal (format 2) always replays clean through the rules, whatever moment the kill came at.
The restarted program must show exactly the core's replay of those lines: the same log,
the same state in the controller and on the table, and the money (balances + bank + on the table) must be
what the players sat down with. A finished session is archived, and the next start begins a new one.
Every start after a kill also takes over the journal's lock the killed game left behind.

The program is started through a small driver that reports, on its standard output, the state it
resumed or the fact that it started a new game; nothing else in it differs from the installed program.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import msgspec
import pytest

from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import Event
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.table import GameState
from shtoss_desktop.storage.journal import SHTOSS, KeptGame, read_journal

# In one xdist worker, on its own (`packaging/dev.sh test` runs the offscreen suite in parallel processes).
pytestmark = pytest.mark.xdist_group("kill-resume")

ROOT = Path(__file__).resolve().parent.parent
TRIALS = 32
"""How many times the game is killed and resumed."""

DRIVER = r"""
import json, sys
import msgspec
from shtoss_desktop import __main__ as entry
from shtoss_desktop.ui.shtoss.window import MainWindow

def digest(state):
    return repr(msgspec.structs.replace(state, left=frozenset())) + repr(sorted(state.left))

resume, start = MainWindow.resume, MainWindow.start

def reporting_resume(self, kept):
    resume(self, kept)
    game = self.controller.game
    shown = self.scene.state
    print("RESUMED " + json.dumps({"log": len(game.log), "state": digest(game.state()),
                                   "shown": digest(shown) if shown is not None else None}), flush=True)

def reporting_start(self, config):
    start(self, config)
    print("STARTED", flush=True)

MainWindow.resume, MainWindow.start = reporting_resume, reporting_start
sys.exit(entry.main(sys.argv[1:]))
"""


def digest(state: GameState) -> str:
    """The state as text that does not depend on set order."""
    return repr(msgspec.structs.replace(state, left=frozenset())) + repr(sorted(state.left))


def complete_lines(path: Path) -> tuple[HouseRules, list[Event]] | None:
    """The journal as the core reads its complete lines (a torn last line is no action), or None. Whatever a kill
    left, the journal replays clean through the rules (storage's reading, the verified replay) to those records."""
    if not path.exists():
        return None
    data = path.read_bytes()
    lines = data[: data.rfind(b"\n") + 1].split(b"\n")[:-1]
    header = json.loads(lines[0])
    events = [Event.from_json(record) for line in lines[1:] for record in json.loads(line)["events"]]
    found = read_journal(path, SHTOSS)
    assert isinstance(found, KeptGame), storage_text(found.problem)
    assert found.clean, found.problem and storage_text(found.problem)
    assert list(found.game.log) == events
    return HouseRules.from_json(header["rules"]), events


def environment(home: Path) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("XDG_", "QT_"))}
    env |= {
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "XDG_RUNTIME_DIR": str(home / "runtime"),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(ROOT),
    }
    return env


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is a POSIX signal")
def test_killed_at_random_moments_the_game_resumes_exactly_where_its_journal_ends(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "runtime").mkdir(parents=True, mode=0o700)
    (home / "config" / "ShtossDesktop").mkdir(parents=True)
    (home / "config" / "ShtossDesktop" / "shtoss-desktop.ini").write_text("[General]\nanimation_speed=instant\n")
    journal = home / "data" / "ShtossDesktop" / "shtoss-desktop" / "session.jsonl"
    env = environment(home)
    rng = random.Random(20261201)
    began = time.monotonic()
    resumed = started = killed_in_start_up = 0
    for trial in range(TRIALS):
        expected = complete_lines(journal)
        args = ["--role", "watch", "--punters", "3", "--seed", str(trial)] + (["--resume"] if trial else [])
        process = subprocess.Popen([sys.executable, "-c", DRIVER, *args], env=env, cwd=tmp_path,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            if trial and rng.random() < 0.15:
                # Killed while starting: before, during or after reading the journal.
                time.sleep(rng.uniform(0.0, 0.6))
                killed_in_start_up += 1
            else:
                line = process.stdout.readline() if process.stdout else ""
                assert line, f"trial {trial}: the game said nothing: {process.communicate(timeout=10)[1][-2000:]}"
                if expected is None:
                    assert line.strip() == "STARTED", f"trial {trial}: {line}"
                    started += 1
                else:
                    assert line.startswith("RESUMED "), f"trial {trial}: expected a resume, got {line}"
                    report = json.loads(line.removeprefix("RESUMED "))
                    rules, events = expected
                    replay = Game.replay(rules, events).state()
                    assert report["log"] == len(events), f"trial {trial}"
                    assert report["state"] == digest(replay), f"trial {trial}: the resumed game differs"
                    assert report["shown"] == digest(replay), f"trial {trial}: the table shows another state"
                    first = events[0]
                    capital = sum(amount for _, amount in first.balances)  # type: ignore[attr-defined]
                    assert replay.total_money == capital, f"trial {trial}: money was made or lost"
                    resumed += 1
                time.sleep(rng.uniform(0.0, 0.8))
        finally:
            process.send_signal(signal.SIGKILL)
            _, errors = process.communicate(timeout=10)
        assert process.returncode == -signal.SIGKILL, f"trial {trial} ended by itself: {errors[-2000:]}"
        assert "Traceback" not in errors, f"trial {trial}: {errors[-2000:]}"
    elapsed = time.monotonic() - began
    print(f"\nkill-and-resume: {TRIALS} kills, {resumed} resumed and checked, {started} new games, "
          f"{killed_in_start_up} killed during start-up, {elapsed:.1f} s")
    assert resumed >= 20
