"""What a screen reader hears, read over AT-SPI as Orca reads it: a seeded shtoss deal played by keyboard alone in a
real X11 window (tests/realwindow/atspi_play.py), its AT-SPI events recorded by the system's pyatspi
(tests/realwindow/atspi_events.py, in a session bus of its own with the accessibility bus).

- the `announcement` events of the whole deal are its narration lines in order, then the recap's, cards in words
  (and, between them, the panel's prompt each time it changes);
- every object that takes the focus is named and on the screen, and one object is focused at a time (F9 pressed
  twice at the first move included); as banker the focus stays on Deal abzug after abzug;
- the casino announces its every turn, and Tab goes from its named layout to the chip's value and back.

Needs Debian's at-spi2-core, python3-pyatspi and dbus, with Xvfb and openbox (`sh packaging/dev.sh test` installs
them); a missing one fails the test, saying which."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.realwindow.atspi_events import missing
from tests.realwindow.xserver import SCREEN, XDisplay, missing_programs

ROOT = Path(__file__).resolve().parents[2]
SYSTEM_PYTHON = "/usr/bin/python3"
"""The Python that has Debian's pyatspi (a virtual environment cannot install it)."""


def _needed() -> list[str]:
    lacking = [*missing_programs(), *missing()]
    if not Path(SYSTEM_PYTHON).exists() or subprocess.run(
        [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False
    ).returncode != 0:
        lacking.append(f"pyatspi in {SYSTEM_PYTHON} (python3-pyatspi)")
    return lacking


def _play(role: str, folder: Path) -> tuple[list[dict[str, object]], dict[str, list[str]]]:
    """Play the deal as `role` in a real window; the AT-SPI events and what the game says it showed."""
    lacking = _needed()
    assert not lacking, "the AT-SPI test needs " + ", ".join(lacking) + " (apt-get install at-spi2-core " \
                        "python3-pyatspi dbus xvfb openbox xdotool)"
    events, expected = folder / "events.json", folder / "expected.json"
    home = folder / "home"
    home.mkdir(parents=True)
    with XDisplay() as display:
        env = display.env()
        env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local/share"),
                   XDG_RUNTIME_DIR=str(home / "run"))
        (home / "run").mkdir(mode=0o700)
        env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        env.pop("AT_SPI_BUS_ADDRESS", None)
        run = subprocess.run(
            [shutil.which("dbus-run-session") or "dbus-run-session", "--", SYSTEM_PYTHON,
             str(ROOT / "tests" / "realwindow" / "atspi_events.py"), str(events), "--",
             sys.executable, "-X", "faulthandler", "-m", "tests.realwindow.atspi_play", "--role", role,
             "--out", str(expected)],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=240, check=False,
        )
    assert run.returncode == 0, f"exit status {run.returncode}\n{run.stdout[-3000:]}\n{run.stderr[-6000:]}"
    assert "Traceback" not in run.stderr, run.stderr[-6000:]
    return json.loads(events.read_text(encoding="utf-8")), json.loads(expected.read_text(encoding="utf-8"))


def _on_screen(extents: object) -> bool:
    width, height = (int(n) for n in SCREEN.split("x")[:2])
    if not isinstance(extents, list) or len(extents) != 4:
        return False
    x, y, w, h = extents
    return w > 0 and h > 0 and x >= 0 and y >= 0 and x + w <= width and y + h <= height


def _judge_focus(events: list[dict[str, object]], roles: list[str] | None = None) -> list[str]:
    """The objects that took the focus, by name, in order (their roles added to `roles`); each checked named, on
    screen and alone focused."""
    focused: set[tuple[object, object]] = set()
    path: list[str] = []
    for event in events:
        if event["type"] != "focus":
            continue
        key = (event["name"], event["role"])
        if not event["focused"]:
            focused.discard(key)
            continue
        focused.add(key)
        assert event["name"], f"an unnamed {event['role']} took the focus"
        assert event["showing"] is True, f"{key} took the focus unseen"
        assert _on_screen(event["extents"]), f"{key} took the focus off screen at {event['extents']}"
        assert len(focused) == 1, f"focused at once: {sorted(map(str, focused))}"
        path.append(str(event["name"]))
        if roles is not None:
            roles.append(str(event["role"]))
    return path


@pytest.mark.parametrize("role", ["punter", "banker"])
def test_a_screen_reader_hears_the_whole_deal_and_follows_the_focus(tmp_path: Path, role: str) -> None:
    events, expected = _play(role, tmp_path)
    announced = [str(event["text"]) for event in events if event["type"] == "announcement"]
    prompts = set(expected["prompts"])
    heard = [text for text in announced if text not in prompts]
    assert len(expected["lines"]) >= 15, "a whole deal: the stakes, the cut, the abzugs, the end and the recap"
    assert heard == expected["lines"], "the announcements are the deal's narration and recap, in order"
    assert len(set(announced) & prompts) >= 2, "and what the panel asks him to do next, as it changes"
    assert all(not set("♠♥♦♣") & set(line) for line in heard), "cards said as words"
    assert {event["politeness"] for event in events if event["type"] == "announcement"} == {1, 2}, \
        "polite and assertive both"
    path = _judge_focus(events)
    assert path[-1] == "Next deal", path
    if role == "punter":
        assert "Your deck" in path
        assert "Cut anywhere" in path
    else:
        # Abzug after abzug the focus stays on Deal: it takes it once.
        assert path.count("Deal") == 1, path
    assert "" not in path
    assert os.path.getsize(tmp_path / "events.json") > 0


def test_a_screen_reader_hears_the_casino_s_turns(tmp_path: Path) -> None:
    events, expected = _play("casino", tmp_path)
    heard = [str(event["text"]) for event in events if event["type"] == "announcement"]
    assert len(expected["lines"]) >= 4, "the start and each turn"
    assert heard == expected["lines"], "the status line's every new line, in order"
    assert any(line.startswith("Turn") and " of " in line for line in heard), "its cards said as words"
    roles: list[str] = []
    path = _judge_focus(events, roles)
    # Tab goes from the layout to the chip's value (a combo box, named by its value beside its label "Chip:", as
    # AT-SPI names one on Linux), on to the side panel's tabs, and back to the layout.
    assert path[0] == "Card table", path
    assert roles[1] == "combo box", list(zip(path, roles, strict=True))
    assert path[-1] == "Card table", path
