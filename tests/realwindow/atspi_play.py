"""One seeded shtoss deal played by keyboard alone in a real window, for the AT-SPI test
(tests/realwindow/test_atspi.py).

`python -m tests.realwindow.atspi_play --role punter|banker --seed N --out FILE` opens the shtoss window (its own
settings), shown a moment before the game begins, and plays one deal pressing only the keys a keyboard player
presses, at the fast animation speed, with the computer players on their own timers: F9 twice at his first turn
(the side views shown and hidden); as punter Tab to the deck, Space to choose the card under the mark, Enter to
stake it (the initial kush), C to cut, Space to deal on; as banker Space for each abzug and A for each offered
stake. Once the deal's recap is up and readable it writes FILE (JSON): `lines`, what the table is to announce,
worked out from the game's records (each record's narration, cards in words, in order, then the recap's lines),
`said`, what the window's announcer sent, and `focus`, the object name of each widget that took the focus. Then
the window closes. Exit status 0; 1 with a message when the deal did not end in time. `--role casino` plays the
casino window instead (`play_casino`).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from shtoss_desktop.app.shtoss.controller import SessionConfig, Waiting
from shtoss_desktop.app.shtoss.narration import narrate
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui.shell.announcer import spoken_text
from shtoss_desktop.ui.shtoss.window import MainWindow

LIMIT_MS = 120_000
"""A deal that has not ended by then is a failure."""
START_DELAY_MS = 1500
"""The window is shown this long before the game begins."""
CASINO_TURNS = 4
"""The casino turns dealt."""


LINGER_MS = 3000
"""How long the window stays open after the file is written (CI once closed it before the reader asked)."""

def expected_lines(window: MainWindow) -> list[str]:
    """What the table is to announce for the deal just played: each record's sentence in order, then the recap."""
    human = window.controller.human
    banker = window.controller.game.banker
    lines = []
    for event in window.controller.game.log:
        text = narrate(event, human, banker)
        if text:
            lines.append(spoken_text(" ".join(text.split())))
    return lines + [spoken_text(" ".join(line.split())) for line in window.recap.spoken_lines()]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--role", choices=("punter", "banker", "casino"), required=True)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--out", type=Path, required=True)
    options = parser.parse_args(argv)
    app = QApplication(sys.argv[:1])
    settings = AppSettings(Path(tempfile.mkdtemp(prefix="shtoss-atspi-")) / "settings.ini")
    settings.set("animation_speed", "fast")
    settings.set("card_theme", "classic")
    if options.role == "casino":
        return play_casino(app, settings, options)
    window = MainWindow(settings, remember_geometry=False)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    role = Role.PUNTER if options.role == "punter" else Role.BANKER
    focus: list[str] = []
    # Every prompt the panel shows (the window announces each one as it changes), the first one's too.
    prompts = [spoken_text(window.panel.prompt.text())]
    window.panel.prompt.changed.connect(lambda text: prompts.append(spoken_text(" ".join(text.split()))))
    app.focusChanged.connect(lambda _old, new: focus.append(new.objectName() if isinstance(new, QWidget) else ""))
    outcome: list[int] = []
    side_views_pressed = [0]
    controller = window.controller

    def begin() -> None:
        window.start(SessionConfig(rules=HouseRules(), role=role, styles=(PunterStyle.MIRANDOLE,) * 2,
                                   seed=options.seed, human_name="You"))
        window.set_autoplay(True)
        timer.start(150)

    def press(key: Qt.Key) -> None:
        QTest.keyClick(QApplication.focusWidget() or window, key)

    def finish(code: int, message: str = "") -> None:
        if outcome:
            return
        outcome.append(code)
        if message:
            print(message, file=sys.stderr)
        options.out.write_text(json.dumps({
            "lines": expected_lines(window),
            "said": [announcement.text for announcement in window.announcer.said()],
            "prompts": prompts,
            "focus": focus,
        }, ensure_ascii=False, indent=1), encoding="utf-8")
        # The window stays up a while: a reader process lagging under load still finds the objects it was told of.
        QTimer.singleShot(LINGER_MS, window.close)
        QTimer.singleShot(LINGER_MS + 300, app.quit)

    def tick() -> None:
        if outcome:
            return
        if window.recap.waiting():
            if window.recap.readable():
                finish(0)
            return
        if not controller.has_game or not (window.scene.is_idle() and window.panel.focus_settled()):
            return
        waiting = controller.waiting_for()
        game = controller.game
        if waiting.value.startswith("human") and side_views_pressed[0] < 2:
            # The side views shown and hidden (F9) before the first move: the focus stays where it was, alone.
            side_views_pressed[0] += 1
            press(Qt.Key.Key_F9)
            return
        if waiting is Waiting.HUMAN_STAKES and game.phase is Phase.STAKING:
            if not game.stakes_of(controller.human):
                if QApplication.focusWidget() is not window.panel.picker:
                    press(Qt.Key.Key_Tab)
                elif not window.panel.selected_cards():
                    press(Qt.Key.Key_Space)
                else:
                    press(Qt.Key.Key_Return)  # Enter on the chosen card stakes it, at the initial kush
            elif window.actions_by_name["cut"].isEnabled():
                press(Qt.Key.Key_C)
        elif waiting is Waiting.HUMAN_STAKES:
            press(Qt.Key.Key_Space)  # Deal on
        elif waiting is Waiting.HUMAN_DEAL:
            press(Qt.Key.Key_Space)
        elif waiting is Waiting.HUMAN_OFFER:
            press(Qt.Key.Key_A)

    timer = QTimer(window)
    timer.timeout.connect(tick)
    # The game begins once the window has been shown a moment: its application is registered on the accessibility
    # bus by then, as it is long before anyone plays when a screen reader runs.
    QTimer.singleShot(START_DELAY_MS, begin)
    QTimer.singleShot(LIMIT_MS, lambda: finish(1, "the deal did not end in time"))
    app.exec()
    return outcome[0] if outcome else 1


def play_casino(app: QApplication, settings: AppSettings, options: argparse.Namespace) -> int:
    """The casino: a seeded game, a chip put on the rank under the cursor (+), `CASINO_TURNS` turns dealt with
    Space, Tab three times (the chip's value, the side panel's tabs, the layout again); `lines` are what its status
    line said after each action, in order."""
    from shtoss_desktop.ui.casino.window import CasinoWindow

    window = CasinoWindow(settings, remember_geometry=False)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    focus: list[str] = []
    app.focusChanged.connect(lambda _old, new: focus.append(new.objectName() if isinstance(new, QWidget) else ""))
    lines: list[str] = []

    def status_said() -> None:
        text = spoken_text(" ".join(window.controller.status_text().split()))
        if text and (not lines or lines[-1] != text):
            lines.append(text)

    keys = [Qt.Key.Key_Plus, *[Qt.Key.Key_Space] * CASINO_TURNS, Qt.Key.Key_Tab, Qt.Key.Key_Tab, Qt.Key.Key_Tab]

    def begin() -> None:
        window.controller.changed.connect(status_said)
        window.start(window.default_config(seed=options.seed, punters=1))
        QTimer.singleShot(600, step)

    def step() -> None:
        if keys:
            QTest.keyClick(QApplication.focusWidget() or window, keys.pop(0))
            QTimer.singleShot(600, step)
            return
        options.out.write_text(json.dumps({
            "lines": lines,
            "said": [announcement.text for announcement in window.announcer.said()],
            "focus": focus,
        }, ensure_ascii=False, indent=1), encoding="utf-8")
        # The window stays up a while: a reader process lagging under load still finds the objects it was told of.
        QTimer.singleShot(LINGER_MS, window.close)
        QTimer.singleShot(LINGER_MS + 300, app.quit)

    QTimer.singleShot(START_DELAY_MS, begin)
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
