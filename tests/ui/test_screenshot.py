"""Screenshot staging (ui/screenshot.py): the production modules stage nothing and nothing sleeps; the event
loop runs while a picture waits for the table, within a time limit."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import QElapsedTimer, QTimer

from shtoss_desktop.ui.screenshot import pause, run_until

PACKAGE = Path(__file__).resolve().parents[2] / "shtoss_desktop"


def test_nothing_in_the_package_sleeps_or_spins_the_event_loop_by_hand_but_the_screenshot() -> None:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in ("sleep", "processEvents"):
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} {node.attr}")
    assert all(line.startswith("ui/screenshot.py:") for line in found), found
    assert not [line for line in found if line.endswith("sleep")], found


def test_run_until_returns_once_the_condition_holds_with_the_event_loop_running(qapp) -> None:
    fired: list[bool] = []
    QTimer.singleShot(30, lambda: fired.append(True))  # only a running event loop delivers it
    clock = QElapsedTimer()
    clock.start()
    assert run_until(lambda: bool(fired), 5_000)
    assert clock.elapsed() < 4_000


def test_run_until_gives_up_at_its_limit(qapp) -> None:
    steps: list[int] = []
    clock = QElapsedTimer()
    clock.start()
    assert not run_until(lambda: False, 120, step=lambda: steps.append(1))
    assert 100 <= clock.elapsed() < 3_000
    assert steps, "the step runs while it waits"


@pytest.mark.parametrize("ms", [0, 40])
def test_pause_lets_the_event_loop_run(qapp, ms: int) -> None:
    fired: list[bool] = []
    QTimer.singleShot(0, lambda: fired.append(True))
    pause(ms)
    assert fired
