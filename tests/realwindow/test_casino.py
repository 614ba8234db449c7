"""A whole shoe of casino stos played in a real X11 window, once by mouse and once by keyboard.

Each game runs in a process of its own on its own display (Xvfb with openbox, tests/realwindow/xserver.py), so a
crash fails the test with the process's output instead of ending the run. The process is this module run as a
program (`python -m tests.realwindow.test_casino --mode mouse|keys --seed N`): it opens the casino window as
`--game casino` does, and plays through the window's widgets only: clicks on the layout's rank and suit spots
(left adds a chip, right takes one back) and on the toolbar's Deal button, or the keys (arrows, +, -, S, O,
Space and D), while the window is resized now and then. After every action it checks that the money is
conserved, and whenever the table is at rest that it shows what the core holds. It ends when the shoe is dealt
out, and the journal it kept must read back as the game played; a second window then offers the kept game, and
Escape must resume it as it stood. The last line of stdout is `CASINO-SUMMARY {json}`.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Final

import pytest

SUMMARY: Final = "CASINO-SUMMARY "
"""The summary line's prefix."""
TIME_LIMIT: Final = 100.0
"""The most a shoe may take in the driver (seconds); it takes well under a minute."""
ROOT: Final = Path(__file__).resolve().parents[2]


# ----- the driver (runs in the game's process) -----


def drive(mode: str, seed: int) -> int:
    """Play one shoe in the casino window by `mode` ("mouse" or "keys"); the exit status."""
    from PySide6.QtCore import QPointF, Qt, QTimer, qInstallMessageHandler
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QToolBar

    from shtoss_desktop.app.casino.controller import CasinoConfig
    from shtoss_desktop.core.cards import Rank
    from shtoss_desktop.core.casino.events import BetDecided, BetPlaced, BetTakenBack
    from shtoss_desktop.core.casino.rules import CasinoRules
    from shtoss_desktop.core.casino.table import CasinoPhase
    from shtoss_desktop.storage.journal import CASINO, KeptGame, default_folder, load_kept
    from shtoss_desktop.storage.settings import APPLICATION, ORGANIZATION, AppSettings, Speed
    from shtoss_desktop.ui.casino.launch import begin
    from shtoss_desktop.ui.casino.table_geometry import SUITS, Box
    from shtoss_desktop.ui.casino.window import CasinoWindow
    from tests.realwindow.driver import Failures

    failures = Failures()
    sys.excepthook = failures.excepthook
    sys.unraisablehook = failures.unraisablehook
    qInstallMessageHandler(failures.qt_message)
    app = QApplication(sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    window = CasinoWindow(AppSettings())
    window.keep_journal()
    window.set_speed(Speed.FAST if mode == "mouse" else Speed.INSTANT)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    window.start(CasinoConfig(rules=CasinoRules(players=3), seed=seed))
    controller, scene, view = window.controller, window.scene, window.view
    game = controller.game
    total = game.rules.capital * len(game.players)
    rng = random.Random(seed)
    counts: dict[str, int] = {}
    started = time.monotonic()
    checks = 0
    failures.on_failure = app.quit
    toolbar = window.findChild(QToolBar, "casinoToolBar")
    assert toolbar is not None
    deal_button = toolbar.widgetForAction(window.actions_by_name["deal"])
    sizes = [(1024, 600), (1920, 1040), (900, 640), (1280, 800)]

    def count(name: str) -> None:
        counts[name] = counts.get(name, 0) + 1

    def check() -> None:
        nonlocal checks
        money = sum(game.balances().values()) + game.layout_total + game.house_result
        if money != total:
            failures.add(f"money not conserved: {money} != {total}")
        if scene.is_idle():
            checks += 1
            shown = scene.shown_bets()
            held = {(b.player, b.rank): b.amount for b in game.bets}
            if shown != held:
                failures.add(f"the layout shows {shown}, the core holds {held}")
            last = game.last_turn
            if last is not None and (scene.box_card(Box.LOSS), scene.box_card(Box.WIN)) != (last.loss_card,
                                                                                             last.win_card):
                failures.add(f"the boxes show other cards than turn {last.turn}")
            if scene.shoe_item.count != game.cards_left:
                failures.add(f"the shoe shows {scene.shoe_item.count}, {game.cards_left} are left")

    def click(pos: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
        QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, view.mapFromScene(pos))

    def mouse_step() -> None:
        live = [rank for rank in Rank if game.copies_left(rank)]
        roll = rng.random()
        if roll < 0.35 and live:
            click(scene.spot_item(rng.choice(live)).pos())
            count("click_add")
        elif roll < 0.45 and game.bets_of("You"):
            click(scene.spot_item(rng.choice(game.bets_of("You")).rank).pos(), Qt.MouseButton.RightButton)
            count("click_take_back")
        elif roll < 0.52 and game.bets_of("You"):
            click(scene.spot_item(rng.choice(game.bets_of("You")).rank).pos())
            click(scene.suit_spot_item(rng.choice(SUITS)).pos())
            count("click_suit")
        else:
            QTest.mouseClick(deal_button, Qt.MouseButton.LeftButton)
            count("click_deal")

    def key_step() -> None:
        roll = rng.random()
        if roll < 0.25:
            QTest.keyClick(view, rng.choice([Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down]))
            count("key_arrow")
        elif roll < 0.4:
            QTest.keyClick(view, rng.choice([Qt.Key.Key_Plus, Qt.Key.Key_Return]))
            count("key_add")
        elif roll < 0.45:
            QTest.keyClick(view, rng.choice([Qt.Key.Key_Minus, Qt.Key.Key_Backspace]))
            count("key_take_back")
        elif roll < 0.5:
            QTest.keyClick(view, Qt.Key.Key_S)
            count("key_suit")
        elif roll < 0.52:
            QTest.keyClick(view, Qt.Key.Key_O)
            count("key_odds")
        else:
            QTest.keyClick(view, rng.choice([Qt.Key.Key_Space, Qt.Key.Key_D]))
            count("key_deal")

    def tick() -> None:
        if failures.items:
            return
        check()
        if game.phase is not CasinoPhase.BETTING:
            app.quit()
            return
        if time.monotonic() - started > TIME_LIMIT:
            failures.add(f"the shoe was not dealt out in {TIME_LIMIT} s (turn {game.turns_dealt})")
            return
        if rng.random() < 0.01:
            window.resize(*rng.choice(sizes))
            count("resize")
        if not view.hasFocus():
            view.setFocus()
        (mouse_step if mode == "mouse" else key_step)()
        check()
        # Mid-move or not: the next action comes on the next turn of the event loop, as a quick player's would.
        QTimer.singleShot(rng.choice([0, 5, 30]), tick)

    QTimer.singleShot(200, tick)
    app.exec()
    log = game.log
    placed = sum(isinstance(e, BetPlaced) for e in log)
    ended = sum(isinstance(e, BetDecided | BetTakenBack) for e in log)
    human = [e for e in log if isinstance(e, BetPlaced) and e.player == "You"]
    if not failures.items and (game.bets or placed != ended):
        failures.add(f"bets left undecided: {placed} placed, {ended} decided or taken back")
    summary = {
        "mode": mode, "seed": seed, "turns": game.turns_dealt, "phase": game.phase.value,
        "seconds": round(time.monotonic() - started, 1), "checks": checks, "counts": counts,
        "human_bets": len(human), "human_suit_bets": sum(1 for e in log if getattr(e, "player", "") == "You"
                                                          and getattr(e, "suit", None) is not None),
        "history_rows": window.history_model.rowCount(), "failures": failures.items,
    }
    window.close()
    kept = load_kept(CASINO, default_folder())
    if not isinstance(kept, KeptGame) or not kept.clean or kept.game.log != log:
        failures.add("the journal does not hold the game as played")
    summary["journal_records"] = len(kept.game.log) if isinstance(kept, KeptGame) else 0
    # The next window offers the kept game; Escape resumes it as it stood.
    again = CasinoWindow(AppSettings())
    again.keep_journal()
    again.resize(1024, 600)
    again.show()
    begin(again, again.default_config())  # no seed: the kept game is offered
    question = again.resume_question
    if question is None:
        failures.add("the kept game was not offered")
    else:
        QTest.qWaitForWindowExposed(question, 5000)
        QTest.keyClick(question, Qt.Key.Key_Escape)
        QTest.qWait(100)
        if again.resume_question is not None or again.controller.game.log != log:
            failures.add("Escape did not resume the kept game")
    summary["resumed"] = again.controller.has_game and again.controller.game.log == log
    again.close()
    print(SUMMARY + json.dumps(summary), flush=True)
    return 1 if failures.items else 0


# ----- the tests (run the driver in a process of its own on a display of its own) -----


def play_shoe(mode: str, seed: int, home: Path) -> dict[str, object]:
    from tests.realwindow.harness import BAD_OUTPUT, session_env
    from tests.realwindow.xserver import XDisplay, missing_programs

    missing = missing_programs()
    if missing:
        pytest.fail(f"the real-window tests need {', '.join(missing)} (Debian: apt-get install xvfb openbox "
                    "xdotool xauth; `sh packaging/dev.sh test` installs them)", pytrace=False)
    command = [sys.executable, "-X", "faulthandler", "-m", "tests.realwindow.test_casino", "--mode", mode,
               "--seed", str(seed)]
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
    assert int(summary["journal_records"]) > 156, summary  # type: ignore[call-overload]
    assert summary["resumed"] is True, summary
    return summary


def test_a_whole_shoe_by_mouse_in_a_real_window(tmp_path: Path) -> None:
    summary = play_shoe("mouse", 41, tmp_path / "home")
    assert (summary["turns"], summary["phase"], summary["history_rows"]) == (156, "shoe_over", 156), summary
    counts = summary["counts"]
    assert isinstance(counts, dict)
    assert min(counts["click_add"] - 10, counts["click_take_back"], counts["click_suit"]) > 0, counts
    assert int(summary["human_bets"]) > 10, summary  # type: ignore[call-overload]
    assert int(summary["checks"]) > 50, summary  # type: ignore[call-overload]
    print(summary)


def test_a_whole_shoe_by_keyboard_in_a_real_window(tmp_path: Path) -> None:
    summary = play_shoe("keys", 42, tmp_path / "home")
    assert (summary["turns"], summary["phase"], summary["history_rows"]) == (156, "shoe_over", 156), summary
    counts = summary["counts"]
    assert isinstance(counts, dict)
    assert min(counts["key_add"] - 10, counts["key_suit"], counts["key_odds"], counts["key_take_back"]) > 0, counts
    assert int(summary["human_bets"]) > 10, summary  # type: ignore[call-overload]
    assert int(summary["human_suit_bets"]) > 0, summary  # type: ignore[call-overload]
    print(summary)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=("mouse", "keys"), required=True)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    sys.exit(drive(options.mode, options.seed))
