"""The game as a screen reader reads it: the accessible tree over AT-SPI, in a real X11 window, in both games.

Each game runs in a process of its own on its own display (Xvfb with openbox, tests/realwindow/xserver.py) and its
own D-Bus session (`dbus-run-session`), with AT-SPI's bus (at-spi-bus-launcher, Debian's at-spi2-core) and
`QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1`, as on a desktop where Orca runs. The process is this module run as a program
(`python -m tests.realwindow.test_screen_reader --game shtoss --role punter --seed N`): it plays a seeded deal step
by step (as punter, as banker, or a few turns of a casino shoe) and after every step has the tree read over AT-SPI
by `atspi_reader.py` in the system's Python (python3-pyatspi), while its own event loop answers the reader. It
checks that the table ("Card table") is there once with the items the game shows, named as its source names them,
with their state lines and children, every step; that the deck picker is a table of 52 cells named in words; that
moving its mark and choosing a card send the focus and the selection to the reader; and that every interactive
object shown has a name. The last line of stdout is `SCREEN-READER-SUMMARY {json}`.

The packages (at-spi2-core, python3-pyatspi, dbus, dbus-x11) are installed by `sh packaging/dev.sh test` as root
(CI); elsewhere, where they are missing and cannot be installed, the test is skipped and says why.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Final

import pytest

SUMMARY: Final = "SCREEN-READER-SUMMARY "
"""The summary line's prefix."""
ROOT: Final = Path(__file__).resolve().parents[2]
READER: Final = Path(__file__).with_name("atspi_reader.py")
"""The AT-SPI reader, run in the system's Python."""
SYSTEM_PYTHON: Final = "/usr/bin/python3"
"""The Python of the system, where Debian's python3-pyatspi is."""
BUS_LAUNCHER: Final = "/usr/libexec/at-spi-bus-launcher"
"""AT-SPI's bus (Debian's at-spi2-core)."""
PACKAGES: Final = "at-spi2-core python3-pyatspi dbus dbus-x11"
"""What the test needs (packaging/dev.sh's ATSPI_TEST_PACKAGES)."""
INTERACTIVE: Final = frozenset({
    "push button", "toggle button", "check box", "radio button", "combo box", "menu item", "check menu item",
    "radio menu item", "menu", "text", "entry", "spin button", "slider", "page tab",
})
"""The roles of what a player acts on: each one shown must have a name. A data table's cells are its data (an
empty one shows nothing, and says so); the table's items and the picker's cells are checked by name apart."""
TIME_LIMIT: Final = 150.0
"""The most one game's run may take (seconds)."""


# ----- what the test needs -----


def atspi_missing() -> list[str]:
    """What of AT-SPI, D-Bus and pyatspi this machine lacks (empty: nothing)."""
    missing = [path for path in (BUS_LAUNCHER,) if not Path(path).exists()]
    missing += [name for name in ("dbus-run-session", "dbus-send") if shutil.which(name) is None]
    if not Path(SYSTEM_PYTHON).exists():
        missing.append(SYSTEM_PYTHON)
    elif subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False).returncode:
        missing.append("pyatspi in the system's python3")
    return missing


# ----- the driver (runs in the game's process, inside its own D-Bus session) -----


def _start_bus() -> subprocess.Popen[bytes]:
    """AT-SPI's bus, up before the game starts (Qt looks for it once, as the application starts)."""
    launcher = subprocess.Popen([BUS_LAUNCHER, "--launch-immediately"], stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        asked = subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                                "org.a11y.Bus.GetAddress"], capture_output=True, check=False)
        if asked.returncode == 0:
            break
        time.sleep(0.1)
    return launcher


def _entries_seen(node: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"name": c["name"], "description": c["description"], "children": _entries_seen(c)}
            for c in node["children"]]


def _entries_shown(entries: tuple[Any, ...]) -> list[dict[str, Any]]:
    return [{"name": e.name, "description": e.description, "children": _entries_shown(e.children)}
            for e in entries]


def _walk(node: dict[str, Any]) -> list[dict[str, Any]]:
    out = [node]
    for child in node["children"]:
        out += _walk(child)
    return out


def _unnamed(node: dict[str, Any], path: tuple[str, ...] = ()) -> list[str]:
    """The interactive objects shown that have no name, each with the names of the objects holding it."""
    here = (*path, node["name"] or node["role"])
    found = []
    if node["role"] in INTERACTIVE and not node["name"] and {"showing", "visible"} <= set(node["states"]):
        found.append(f"{node['role']} in {' / '.join(path)} ({', '.join(node['states'])})")
    for child in node["children"]:
        found += _unnamed(child, here)
    return found


def drive(game: str, role: str, seed: int) -> int:
    """Play the seeded steps of `game` as `role`, reading the tree over AT-SPI after each; the exit status."""
    launcher = _start_bus()
    from PySide6.QtCore import QEventLoop, QProcess, Qt, QTimer, qInstallMessageHandler
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from shtoss_desktop.core.cards import Card, Rank, make_deck
    from shtoss_desktop.storage.settings import APPLICATION, ORGANIZATION, AppSettings, Speed
    from shtoss_desktop.ui.table.accessible import card_name, rank_name
    from tests.realwindow.driver import Failures

    failures = Failures()
    sys.excepthook = failures.excepthook
    sys.unraisablehook = failures.unraisablehook

    def qt_message(kind: Any, context: Any, message: str) -> None:
        # The AT-SPI bridge's own notes (an interface the reader asks of the application that Qt does not have)
        # are said, not failures: they are Qt's, not the game's.
        if (getattr(context, "category", None) or "").startswith("qt.accessibility"):
            print(f"Qt [{context.category}]: {message}", file=sys.stderr, flush=True)
            return
        failures.qt_message(kind, context, message)

    qInstallMessageHandler(qt_message)
    app = QApplication(sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    settings = AppSettings()
    settings.set("animation_speed", "instant")
    settings.set("card_theme", "classic")
    steps: list[dict[str, object]] = []
    started = time.monotonic()

    def reader(*args: str, ready: Any = None, timeout: float = 60.0) -> dict[str, Any]:
        """Run the AT-SPI reader while the event loop answers it; its JSON (`ready` runs once it listens)."""
        process = QProcess()
        process.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        loop = QEventLoop()
        output = bytearray()

        def read_out() -> None:
            output.extend(bytes(process.readAllStandardOutput().data()))
            if ready is not None and b"LISTENING\n" in output:
                QTimer.singleShot(0, ready)
                output[:] = output.replace(b"LISTENING\n", b"")

        process.readyReadStandardOutput.connect(read_out)
        process.finished.connect(loop.quit)
        QTimer.singleShot(int(timeout * 1000), loop.quit)
        process.start(SYSTEM_PYTHON, [str(READER), *args])
        loop.exec()
        if process.state() is not QProcess.ProcessState.NotRunning:
            process.kill()
            process.waitForFinished(5000)
            failures.add(f"the AT-SPI reader ({' '.join(args)}) did not finish in {timeout:.0f} s")
            return {}
        read_out()
        error = bytes(process.readAllStandardError().data()).decode(errors="replace")
        if error.strip():
            print(error, file=sys.stderr, flush=True)
        try:
            found: dict[str, Any] = json.loads(bytes(output).decode() or "{}")
        except json.JSONDecodeError:
            failures.add(f"the AT-SPI reader wrote no JSON: {bytes(output)[:400]!r}")
            return {}
        if "error" in found:
            failures.add(f"AT-SPI: {found['error']}")
        return found

    def settle() -> None:
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            app.processEvents()
            if window.scene.is_idle():
                break
        QTest.qWait(50)  # the view reads its table once the event loop is back

    def check(label: str) -> dict[str, Any]:
        """Read the tree and check the table in it against what the game shows."""
        settle()
        tree = reader("tree", str(os.getpid()))
        if not tree:
            return {}
        tables = [n for n in _walk(tree) if n["name"] == "Card table"]
        step: dict[str, object] = {"step": label, "objects": len(_walk(tree))}
        if len(tables) != 1:
            failures.add(f"{label}: {len(tables)} objects named 'Card table' over AT-SPI (one wanted)")
        else:
            seen = _entries_seen(tables[0])
            shown = _entries_shown(window.view.table_entries())
            step.update(table_role=tables[0]["role"], items=len(_walk(tables[0])) - 1)
            if not shown:
                failures.add(f"{label}: the table shows nothing")
            if seen != shown:
                failures.add(f"{label}: the table over AT-SPI is not what it shows:\n  seen  {seen}\n  shown {shown}")
            step["names"] = [entry["name"] for entry in seen]
        steps.append(step)
        return tree

    if game == "shtoss":
        from shtoss_desktop.app.shtoss.controller import SessionConfig, Waiting
        from shtoss_desktop.core.seats import Role
        from shtoss_desktop.core.shtoss.events import DealFinished
        from shtoss_desktop.core.shtoss.players import PunterStyle
        from shtoss_desktop.core.shtoss.rules import HouseRules
        from shtoss_desktop.ui.shtoss.window import MainWindow

        window: Any = MainWindow(settings, remember_geometry=False)
    else:
        from shtoss_desktop.app.casino.controller import CasinoConfig
        from shtoss_desktop.core.casino.rules import CasinoRules
        from shtoss_desktop.ui.casino.window import CasinoWindow

        window = CasinoWindow(settings)
        window.set_speed(Speed.INSTANT)
    failures.on_failure = None
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    QTest.qWaitForWindowExposed(window)
    unnamed: list[str] = []
    furniture: dict[str, dict[str, Any]] = {}
    picker_cells: list[str] = []
    events: list[dict[str, object]] = []

    if game == "shtoss":
        window.set_autoplay(False)
        styles = (PunterStyle.MIRANDOLE,) * 3
        window.start(SessionConfig(rules=HouseRules(), role=Role(role), styles=styles, seed=seed, human_name="You"))
        controller = window.controller
        controller.run_computer()
        if role == "punter":
            tree = check("the computer punters have staked")
            decks = [n for n in _walk(tree) if n["name"] == "Your deck"]
            if len(decks) != 1:
                failures.add(f"{len(decks)} objects named 'Your deck' over AT-SPI (one wanted)")
            else:
                deck = decks[0]
                picker_cells = [c["name"] for c in deck["children"] if c["role"] == "table cell"]
                if deck["role"] != "table" or len(deck["children"]) != 52:
                    failures.add(f"the deck picker is a {deck['role']} of {len(deck['children'])} children")
                if sorted(picker_cells) != sorted(card_name(card) for card in make_deck(52)):
                    failures.add(f"the picker's cells are not the 52 cards in words: {picker_cells}")
            picker = window.panel.picker

            def move_and_choose() -> None:
                picker.setFocus(Qt.FocusReason.TabFocusReason)
                for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Space):
                    QTest.qWait(150)
                    QTest.keyClick(picker, key)

            heard = reader("events", str(os.getpid()), "4", ready=move_and_choose)
            events = list(heard.get("events", []))
            chosen = card_name(picker.cursor_card())
            focused = [e["name"] for e in events if e["type"] == "object:state-changed:focused" and e.get("detail1")]
            if chosen not in focused:
                failures.add(f"moving the picker's mark to {chosen} sent the reader no focus: {events}")
            selected = [e for e in events if e["type"] in ("object:state-changed:selected", "object:selection-changed")]
            if not selected:
                failures.add(f"choosing {chosen} in the picker sent the reader no selection: {events}")
            picker.clear_selection()
            controller.place_stake([Card.parse("7H")], 12)
            check("the human has staked the seven of hearts")
            controller.cut()
            check("the deck is cut: lob and sonik")
            view = window.view

            def walk_table() -> None:
                view.setFocus(Qt.FocusReason.TabFocusReason)
                for key in (Qt.Key.Key_Right, Qt.Key.Key_Right):
                    QTest.qWait(150)
                    QTest.keyClick(view, key)

            heard = reader("events", str(os.getpid()), "3", ready=walk_table)
            walked = [e["name"] for e in heard.get("events", [])
                      if e["type"] == "object:state-changed:focused" and e.get("detail1")]
            names = [entry.name for entry in view.table_entries()]
            if names[0] not in walked or names[1] not in walked:
                failures.add(f"walking the table with the arrows sent the reader no focus for {names[:2]}: {walked}")
            events += heard.get("events", [])
            heard = reader("events", str(os.getpid()), "3", ready=controller.advance)
            told = [e["name"] for e in heard.get("events", [])
                    if e["type"] == "object:property-change:accessible-description"]
            if "The banker's deck" not in told:
                failures.add(f"an abzug did not tell the reader the deck's new count: {heard}")
            events += heard.get("events", [])
            check("abzug 1")
            for abzug in range(2, 30):
                if not controller.game.stakes_of(controller.human):
                    break
                controller.advance()
                check(f"abzug {abzug}")
        else:
            while controller.waiting_for() is Waiting.HUMAN_OFFER:
                controller.answer_offer(True)
                controller.run_computer()
            check("the offers accepted")
            for abzug in range(1, 40):
                if any(isinstance(e, DealFinished) for e in controller.game.log):
                    break
                controller.deal_abzug()
                check(f"abzug {abzug}")
        unnamed = _unnamed(check("the end"))
    else:
        window.start(CasinoConfig(rules=CasinoRules(players=2), seed=seed))
        controller = window.controller
        check("a new shoe")
        for turn, rank in enumerate((Rank.KING, Rank.SEVEN, Rank.ACE), start=1):
            window.scene.move_cursor_to(rank)
            controller.add_chip(rank)
            tree = check(f"a chip on the {rank_name(rank).lower()}")
            spot = next((n for n in _walk(tree) if n["name"] == f"Spot {rank_name(rank)}"), None)
            if spot is None or "chips: you" not in spot["description"]:
                failures.add(f"the spot of the {rank_name(rank)} does not say the chip on it: {spot}")
            controller.deal()
            check(f"turn {turn}")
        end = check("the end")
        unnamed = _unnamed(end)
        # What the reader says of the chip's box and of the status bar (its name, and its children's).
        furniture = {
            node["role"]: {"name": node["name"], "labelled_by": node.get("labelled_by", []),
                           "children": [(child["role"], child["name"]) for child in node["children"]]}
            for node in _walk(end) if node["role"] in ("combo box", "status bar")
        }
    if unnamed:
        failures.add(f"interactive objects with no name over AT-SPI: {unnamed}")
    summary = {"game": game, "role": role, "steps": steps, "unnamed": unnamed, "picker_cells": len(picker_cells),
               "furniture": furniture,
               "events": events, "seconds": round(time.monotonic() - started, 1), "failures": failures.items}
    window.close()
    launcher.terminate()
    launcher.wait(timeout=5)
    print(SUMMARY + json.dumps(summary), flush=True)
    return 1 if failures.items else 0


# ----- the tests (run the driver in a display and a D-Bus session of its own) -----


def _skip_or_fail_without_atspi() -> None:
    missing = atspi_missing()
    if not missing:
        return
    how = f"Debian: apt-get install {PACKAGES}; `sh packaging/dev.sh test` installs them as root"
    if os.geteuid() == 0 and shutil.which("apt-get"):
        pytest.fail(f"the screen-reader test needs {', '.join(missing)} ({how})", pytrace=False)
    pytest.skip(f"no AT-SPI here ({', '.join(missing)} missing, and not root to install them: {how})")


def _play(game: str, role: str, seed: int, tmp_path: Path) -> dict[str, Any]:
    from tests.realwindow.harness import session_env
    from tests.realwindow.xserver import XDisplay, missing_programs

    _skip_or_fail_without_atspi()
    missing = missing_programs()
    if missing:
        pytest.fail(f"the real-window tests need {', '.join(missing)} (`sh packaging/dev.sh test` installs them)",
                    pytrace=False)
    with XDisplay() as display:
        env = session_env(display, tmp_path / "home")
        env["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"
        env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        env.pop("AT_SPI_BUS_ADDRESS", None)
        command = ["dbus-run-session", "--", sys.executable, "-X", "faulthandler", "-m",
                   "tests.realwindow.test_screen_reader", "--game", game, "--role", role, "--seed", str(seed)]
        try:
            done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, errors="replace",
                                  timeout=TIME_LIMIT, check=False)
        except subprocess.TimeoutExpired as expired:
            pytest.fail(f"$ {' '.join(command)}\ndid not finish in {TIME_LIMIT:.0f} s\n{expired.stderr!r}"[-6000:])
    lines = [line for line in done.stdout.splitlines() if line.startswith(SUMMARY)]
    report = f"$ {' '.join(command)}\nexit {done.returncode}\n--- stderr\n{done.stderr[-6000:]}"
    assert lines, f"no summary line: the game's process died\n{report}"
    summary: dict[str, Any] = json.loads(lines[-1][len(SUMMARY):])
    assert not summary["failures"], "\n".join(summary["failures"]) + "\n" + report
    assert "Traceback (most recent call last)" not in done.stderr, report
    assert done.returncode == 0, report
    return summary


def test_as_punter_a_screen_reader_reads_the_table_and_the_picker_at_every_step(tmp_path: Path) -> None:
    summary = _play("shtoss", "punter", 7, tmp_path)
    assert summary["picker_cells"] == 52
    steps = summary["steps"]
    assert len(steps) >= 5, steps
    assert all(step["table_role"] == steps[0]["table_role"] for step in steps)
    first = steps[0]["names"]
    assert first[:4] == ["Banker Chekalinsky", "The banker's deck", "The banker's pile, right",
                         "The punters' pile, left"] or first[1:4] == ["The banker's deck", "The banker's pile, right",
                                                                       "The punters' pile, left"]
    assert "You, punter" in first
    assert summary["unnamed"] == []


def test_as_banker_a_screen_reader_reads_the_table_at_every_abzug(tmp_path: Path) -> None:
    summary = _play("shtoss", "banker", 11, tmp_path)
    steps = summary["steps"]
    assert len(steps) >= 3, steps
    assert steps[0]["names"][0] == "You, the banker"
    assert summary["unnamed"] == []


def test_in_the_casino_a_screen_reader_reads_the_layout_at_every_turn(tmp_path: Path) -> None:
    summary = _play("casino", "player", 17, tmp_path)
    steps = summary["steps"]
    assert len(steps) == 8, steps
    assert steps[0]["names"][:4] == ["The shoe", "The loss box", "The win box", "The case-keeper"]
    assert sum(name.startswith("Spot ") for name in steps[0]["names"]) == 13
    assert summary["unnamed"] == []
    # The status bar is named (by its message, or by what it is while it shows none); the chip's box is labelled
    # "Chip" (Qt names a combo box by its value on Linux: Orca reads the label, then the value).
    furniture = summary["furniture"]
    assert furniture["status bar"]["name"] == "Status bar", furniture
    assert ["label", "Chip 10 · bets 10–500"] in furniture["status bar"]["children"], furniture
    assert furniture["combo box"]["name"] == "10", furniture
    assert [label.strip(" :") for label in furniture["combo box"]["labelled_by"]] == ["Chip"], furniture


def main(argv: list[str]) -> int:
    """The driver's command line."""
    parser = argparse.ArgumentParser(prog="python -m tests.realwindow.test_screen_reader")
    parser.add_argument("--game", choices=("shtoss", "casino"), required=True)
    parser.add_argument("--role", default="punter")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    return drive(args.game, args.role, args.seed)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
