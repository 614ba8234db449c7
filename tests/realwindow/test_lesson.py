"""The guided first deal played through in a real X11 window, once by keyboard and once by mouse, from the very
first start of the game.

Each run is a process of its own on its own display (Xvfb with openbox, tests/realwindow/xserver.py): this module
run as a program (`python -m tests.realwindow.test_lesson --mode keys|mouse`). It opens the shtoss window as the
game's start does (`ShtossLauncher.open`, the journal kept in the data folder), whose table offers the lesson once.
By keyboard: F2 (Game ▸ Learn to play), Enter in the question (as punter), then the lesson's moves by keys (the
arrows, Space and Enter in the player's deck, C to cut, Space to go on, P for the paroli). By mouse: the offer's
"Learn as banker" button, then clicks on the Deal button and the callout's "Go on". It checks that every step
showed its words, that the deal made the promised events (a card killed on the right, one given on the left, a
plié, a paroli), and that the player's own window, game and journal are as they were. The last line of stdout is
`LESSON-SUMMARY {json}`.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Final

import pytest

SUMMARY: Final = "LESSON-SUMMARY "
"""The summary line's prefix."""
TIME_LIMIT: Final = 90.0
"""The most a lesson may take in the process (seconds); it takes well under half a minute."""
ROOT: Final = Path(__file__).resolve().parents[2]


# ----- the run (in the game's process) -----


def drive(mode: str) -> int:
    """Open the game as at its first start and play the lesson by `mode` ("keys" or "mouse"); the exit status."""
    from PySide6.QtCore import Qt, QTimer, qInstallMessageHandler
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QFrame

    from shtoss_desktop.core.seats import Role
    from shtoss_desktop.core.shtoss.events import ParoliBent, StakeDecided
    from shtoss_desktop.storage.journal import default_folder
    from shtoss_desktop.storage.settings import APPLICATION, ORGANIZATION, AppSettings
    from shtoss_desktop.ui.games import LaunchOptions
    from shtoss_desktop.ui.shtoss.launch import ShtossLauncher
    from shtoss_desktop.ui.shtoss.lesson_view import LessonOffer, LessonWindow
    from tests.realwindow.driver import Failures
    from tests.ui.shtoss.test_lesson_view import by_keyboard, by_mouse, settled

    failures = Failures()
    sys.excepthook = failures.excepthook
    sys.unraisablehook = failures.unraisablehook
    qInstallMessageHandler(failures.qt_message)
    app = QApplication(sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    started = time.monotonic()

    def wait_until(done: Callable[[], bool], what: str) -> bool:
        while not done():
            if time.monotonic() - started > TIME_LIMIT or failures.items:
                failures.add(f"timed out waiting for {what}")
                return False
            QTest.qWait(20)
        return True

    window = ShtossLauncher().open(AppSettings(), LaunchOptions(seed=4))
    window.resize(1280, 800)
    QTest.qWaitForWindowExposed(window, 5000)
    window.activateWindow()
    # The player's own game: the computer punters have staked and it waits for him.
    from shtoss_desktop.app.shtoss.controller import Waiting

    wait_until(lambda: window.scene.is_idle() and window.controller.waiting_for() is Waiting.HUMAN_STAKES,
               "the player's own game to wait for him")
    journal = default_folder() / "session.jsonl"
    kept = journal.read_bytes() if journal.exists() else b""
    log = tuple(window.controller.game.log)
    offers = window.view.findChildren(QFrame, "lessonOffer")
    summary: dict[str, object] = {"mode": mode, "offered": len(offers)}
    if len(offers) != 1 or not isinstance(offers[0], LessonOffer) or not offers[0].isVisible():
        failures.add("the very first start did not offer the lesson on the table")
    if mode == "keys":
        def answer() -> None:
            box = QApplication.activeModalWidget()
            if box is None or box.objectName() != "lessonRoleQuestion":
                failures.add("F2 did not ask in which role to learn")
                if box is not None:
                    box.close()
                return
            QTest.keyClick(box, Qt.Key.Key_Return)  # the default: as punter

        QTimer.singleShot(400, answer)
        QTest.keyClick(window, Qt.Key.Key_F2)
        role = Role.PUNTER
    else:
        offer = offers[0] if offers and isinstance(offers[0], LessonOffer) else None
        if offer is not None:
            QTest.mouseClick(offer.banker_button, Qt.MouseButton.LeftButton)
        role = Role.BANKER
    lessons: list[LessonWindow] = []
    wait_until(lambda: bool(lessons.extend(w for w in QApplication.topLevelWidgets()
                                           if isinstance(w, LessonWindow) and w.isVisible()) or lessons),
               "the lesson's window")
    said: list[str] = []
    game = None
    if lessons:
        lesson = lessons[0]
        QTest.qWaitForWindowExposed(lesson, 5000)
        lesson.activateWindow()
        wait_until(lesson.isActiveWindow, "the lesson's window active")
        script = lesson.lesson
        game = lesson.controller.game
        gone: list[bool] = []
        lesson.destroyed.connect(lambda: gone.append(True))
        move = by_keyboard if mode == "keys" else by_mouse
        summary["role"] = script.role.value
        for _ in range(len(script.steps)):
            if not wait_until(lambda: bool(gone) or settled(lesson), "the table at rest"):
                break
            index = script.index
            said.append(lesson.callout.text.text())
            last = index == len(script.steps) - 1
            move(lesson)
            if not wait_until(lambda: bool(gone) or script.over or script.index != index,  # noqa: B023
                              f"step {index + 1} to end"):
                break
            if last:
                break
        wait_until(lambda: bool(gone), "the lesson's window to close")
    summary["steps"] = len(said)
    summary["all_said"] = all(text.strip() for text in said)
    if game is not None:
        decided = [e for e in game.log if isinstance(e, StakeDecided)]
        summary["decided"] = [[e.outcome.value, e.position, e.plie] for e in decided]
        summary["paroli"] = any(isinstance(e, ParoliBent) for e in game.log)
    summary["role_asked"] = role.value
    summary["own_game_kept"] = tuple(window.controller.game.log) == log
    summary["journal_kept"] = (journal.read_bytes() if journal.exists() else b"") == kept
    summary["seconds"] = round(time.monotonic() - started, 1)
    summary["failures"] = list(failures.items)
    window.close()
    print(SUMMARY + json.dumps(summary), flush=True)
    del app
    return 1 if failures.items else 0


# ----- the tests (each runs the lesson in a process of its own on a display of its own) -----


def play_lesson(mode: str, home: Path) -> dict[str, object]:
    from tests.realwindow.harness import BAD_OUTPUT, session_env
    from tests.realwindow.xserver import XDisplay, missing_programs

    missing = missing_programs()
    if missing:
        pytest.fail(f"the real-window tests need {', '.join(missing)} (Debian: apt-get install xvfb openbox "
                    "xdotool xauth; `sh packaging/dev.sh test` installs them)", pytrace=False)
    command = [sys.executable, "-X", "faulthandler", "-m", "tests.realwindow.test_lesson", "--mode", mode]
    with XDisplay() as display:
        done = subprocess.run(command, cwd=ROOT, env=session_env(display, home), capture_output=True, text=True,
                              errors="replace", timeout=TIME_LIMIT + 60, check=False)
    report = f"\n$ {' '.join(command)}\n--- stdout\n{done.stdout[-4000:]}\n--- stderr\n{done.stderr[-6000:]}"
    assert done.returncode == 0, report
    assert not [text for text in BAD_OUTPUT if text in done.stderr], report
    lines = [line for line in done.stdout.splitlines() if line.startswith(SUMMARY)]
    assert lines, report
    summary: dict[str, object] = json.loads(lines[-1][len(SUMMARY):])
    assert summary["failures"] == [], report
    return summary


def check_played(summary: dict[str, object], steps: int) -> None:
    assert summary["offered"] == 1, summary
    assert summary["steps"] == steps, summary
    assert summary["all_said"] is True, summary
    assert summary["decided"] == [["killed", 3, False], ["given", 6, False], ["killed", 7, True]], summary
    assert summary["paroli"] is True, summary
    assert summary["own_game_kept"] is True, summary
    assert summary["journal_kept"] is True, summary


def test_the_lesson_by_keyboard_as_punter_from_the_first_start(tmp_path: Path) -> None:
    summary = play_lesson("keys", tmp_path / "home")
    assert summary["role"] == "punter", summary
    check_played(summary, 9)


def test_the_lesson_by_mouse_as_banker_from_the_first_starts_offer(tmp_path: Path) -> None:
    summary = play_lesson("mouse", tmp_path / "home")
    assert summary["role"] == "banker", summary
    check_played(summary, 8)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=("mouse", "keys"), required=True)
    options = parser.parse_args()
    sys.exit(drive(options.mode))
