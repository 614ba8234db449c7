"""Plays the game from inside its own process, in a real window, the way a person would; the real-window tests
start it as `python -X faulthandler -m tests.realwindow.driver [driver options] -- [game options]`.

The driver creates the `QApplication`, arms a timer, and calls the game's own `main()` with the game options,
so the window starts exactly as `shtoss-desktop` starts it (the shell first, then the table built into it,
`--resume` and all). Once the window is built it acts through the window's public widgets and actions only:
mouse clicks on the panel's buttons, on the cards of the deck picker and on the table's items, keys and
shortcuts sent to the window, the menus' actions, dialogs opened and accepted or cancelled (modal dialogs are
answered from the next timer tick, inside their own event loop), and live resizes of the top-level window
through the window manager (`QWidget.resize`, maximize, full screen, `xdotool windowsize`). The computer
players move on the window's own timers at the animation speed in force.

Two plans:
- `evening`: a sensible human (stakes, cuts, answers, deals, takes or bends corners) for `--seconds` of real
  time at the normal animation speed, disturbed every second or two: resizes, docks shown and hidden, card
  themes, the language, house rules changed through the dialog, атанде and going on, the animation speed
  flicked, help and the shortcut list opened and closed, once a new game started in mid-deal and once the
  session ended by hand (its summary closed, a new game begun from the panel). With
  `--save-state FILE` it then quits with the window's Quit shortcut and writes what the core held; with
  `--expect-state FILE` (a new process started with `--resume`) it first checks that the resumed session is
  exactly that.
- `walk`: `--actions` random actions, seeded by `--seed`, at a fast pace (fast animations): whatever is
  enabled or not (buttons, picker cards, table items, keys, shortcuts, menus, dialogs, resizes).

After every action it checks that the chips are conserved (balances + bank + table equal the session's total)
and, whenever the table is idle, that the table shows what the core holds (`tests.ui.table_helpers`).
Any Python exception (`sys.excepthook`, which PySide6 calls for exceptions in slots and virtual overrides, and
`sys.unraisablehook`), any critical Qt message or warning (but the platform plugin's `qt.qpa.*`), a broken
check, a stalled session or a window that will not close is a failure: it is printed at once, the application
quits, and the exit status is 1 (the seed is in the first and the last line of stdout).
The last line of stdout is `REALWINDOW-SUMMARY {json}`: actions done, deals played, seconds, checks, failures.
A crash of the interpreter (segmentation fault) is printed by `faulthandler` and the exit status is negative.
"""

from __future__ import annotations

import argparse
import faulthandler
import json
import random
import subprocess
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Final

SUMMARY_PREFIX: Final = "REALWINDOW-SUMMARY "
"""The summary line's prefix (the tests look for it)."""
STALL_SECONDS: Final = 20.0
"""A session where nothing happens for this long while the computer is to move has stalled."""
CLOSE_SECONDS: Final = 8.0
"""How long the window may take to close after the Quit shortcut."""


def parse_args(argv: Sequence[str]) -> tuple[argparse.Namespace, list[str]]:
    """The driver's options, and the game's (after `--`)."""
    argv = list(argv)
    game_args: list[str] = []
    if "--" in argv:
        index = argv.index("--")
        argv, game_args = argv[:index], argv[index + 1 :]
    p = argparse.ArgumentParser(prog="python -m tests.realwindow.driver")
    p.add_argument("--plan", choices=("evening", "walk"), required=True)
    p.add_argument("--seed", type=int, default=1, help="seeds the driver's choices (and, for a walk, its pace)")
    p.add_argument("--seconds", type=float, default=40.0, help="evening: how long to play (real time)")
    p.add_argument("--min-deals", type=int, default=0,
                   help="evening: play on past --seconds until this many deals have finished (--time-limit caps it)")
    p.add_argument("--actions", type=int, default=2000, help="walk: how many actions")
    p.add_argument("--speed", default=None, help="the animation speed to play at (default: normal, walk: fast)")
    p.add_argument("--save-state", type=Path, help="quit at the end and write the core's state here")
    p.add_argument("--expect-state", type=Path, help="check that the session resumed is the one written here")
    p.add_argument("--new-game-role", default=None, help="evening: the role of the game started in mid-deal")
    p.add_argument("--time-limit", type=float, default=0.0, help="give up (a failure) after this many seconds")
    return p.parse_args(argv), game_args


class Failures:
    """What went wrong: Python exceptions, critical Qt messages, broken checks."""

    def __init__(self) -> None:
        self.items: list[str] = []
        self.warnings: list[str] = []
        self.on_failure: Callable[[], None] | None = None

    def add(self, text: str) -> None:
        """Record a failure, print it at once (a crash may follow), and stop the session."""
        self.items.append(text)
        print(f"REALWINDOW-FAILURE {text}", file=sys.stderr, flush=True)
        if self.on_failure is not None:
            self.on_failure()

    def excepthook(self, kind: type[BaseException], value: BaseException, tb: object) -> None:
        """An exception nobody caught: in a slot, a virtual override, or the driver itself."""
        text = "".join(traceback.format_exception(kind, value, tb))  # type: ignore[arg-type]
        print(text, file=sys.stderr, flush=True)
        self.add(f"uncaught Python exception: {kind.__name__}: {value}")

    def unraisablehook(self, unraisable: Any) -> None:
        """An exception Python could not raise (a destructor, a callback from C)."""
        text = "".join(
            traceback.format_exception(unraisable.exc_type, unraisable.exc_value, unraisable.exc_traceback)
        )
        print(f"Exception ignored in {unraisable.object!r}:\n{text}", file=sys.stderr, flush=True)
        self.add(f"unraisable Python exception: {unraisable.exc_type.__name__}: {unraisable.exc_value}")

    def qt_message(self, kind: Any, context: Any, message: str) -> None:
        """Qt's own messages: printed; critical and fatal ones are failures, and so are warnings (as in the
        in-process tests, `qt_log_level_fail`) except the platform plugin's own (`qt.qpa.*`: what the X server
        and the window manager said about a window, not something the game did)."""
        from PySide6.QtCore import QtMsgType

        category = getattr(context, "category", None) or "default"
        line = f"Qt {kind.name if hasattr(kind, 'name') else kind} [{category}]: {message}"
        print(line, file=sys.stderr, flush=True)
        if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            self.add(line)
        elif kind is QtMsgType.QtWarningMsg:
            self.warnings.append(line)
            if not category.startswith("qt.qpa"):
                self.add(line)


def state_record(game: Any) -> dict[str, object]:
    """What the core holds, as JSON: what a resumed session must show again exactly."""
    state = game.state()
    return {
        "players": list(state.players),
        "banker": state.banker,
        "left": sorted(state.left),
        "balances": [[player, amount] for player, amount in state.balances],
        "bank": state.bank,
        "phase": state.phase.value,
        "deal_number": state.deal_number,
        "deck": [str(card) for card in state.deck],
        "dealt": state.dealt,
        "stakes": [[s.punter, str(s.card), s.kush, s.riding, s.corners, s.pair, s.paix] for s in state.stakes],
        "winnings": [[w.punter, str(w.card), w.kush, w.riding, w.won, w.corners] for w in state.winnings],
        "offer": None
        if state.offer is None
        else [state.offer.punter, [str(c) for c in state.offer.cards], state.offer.kush],
        "rules": state.rules.to_json(),
        "total_money": state.total_money,
    }


def record_differences(expected: dict[str, object], actual: dict[str, object]) -> list[str]:
    """Each key whose value differs, with both values."""
    return [
        f"{key}: kept {expected.get(key)!r}, resumed {actual.get(key)!r}"
        for key in sorted(set(expected) | set(actual))
        if expected.get(key) != actual.get(key)
    ]


class Driver:
    """Plays one plan in the game's window; see the module docstring."""

    def __init__(self, options: argparse.Namespace, failures: Failures) -> None:
        from PySide6.QtCore import QElapsedTimer

        self.options = options
        self.failures = failures
        self.rng = random.Random(options.seed)
        self.window: Any = None
        self.clock = QElapsedTimer()
        self.clock.start()
        self.actions = 0
        self.counts: dict[str, int] = {}
        self.deals = 0
        self.events = 0
        self.table_checks = 0
        self.conservation_checks = 0
        self.sessions = 0
        self.total: int | None = None
        self.last_checked: tuple[int, int] | None = None
        self.layout_epoch = 0
        self.last_progress = 0.0
        self.stopping = False
        self.finished = False
        self.resume_checked = options.expect_state is None
        self.pause_until = 0.0
        self.new_game_done = False
        self.end_done = False
        self.help_open_since: float | None = None
        self.next_disturbance = 1.5
        self.dialog_intent: dict[str, str] = {}
        self.quit_requested_at: float | None = None
        self.final_state: dict[str, object] | None = None

    # ----- time and scheduling -----

    def elapsed(self) -> float:
        """Seconds since the driver started."""
        return self.clock.elapsed() / 1000

    def later(self, ms: int, slot: Callable[[], None]) -> None:
        """Run `slot` after `ms` milliseconds (a fresh timer: it fires inside a modal dialog's loop too)."""
        from PySide6.QtCore import QTimer

        QTimer.singleShot(max(0, ms), slot)

    def stop_on_failure(self) -> None:
        """After a failure: leave every event loop with status 1."""
        from PySide6.QtWidgets import QApplication

        self.stopping = True
        QApplication.exit(1)

    # ----- start -----

    def attach(self) -> None:
        """Wait for the game's window to be built (and its session started), then begin the plan."""
        from PySide6.QtWidgets import QApplication

        from shtoss_desktop.ui.shtoss.window import MainWindow

        if self.options.time_limit and self.elapsed() > self.options.time_limit:
            self.failures.add("the game's window was never built")
            return
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
        if not windows or not windows[0].is_built or not windows[0].controller.has_game:
            self.later(10, self.attach)
            return
        self.window = window = windows[0]
        # The very first start offers the guided deal on the table (ui/shtoss/lesson_view.py): the plans decline it.
        from PySide6.QtWidgets import QFrame

        for offer in window.view.findChildren(QFrame, "lessonOffer"):
            offer.no_button.click()
        controller = window.controller
        controller.eventRecorded.connect(self._event_recorded)
        controller.sessionStarted.connect(self._session_started)
        self._session_started()
        if self.options.expect_state is not None:
            self.check_resumed()
        speed = self.options.speed or ("fast" if self.options.plan == "walk" else "normal")
        action = window.actions_by_name.get(f"speed_{speed}")
        if action is not None and not action.isChecked():
            action.trigger()
        self.last_progress = self.elapsed()
        print(
            f"driver: plan={self.options.plan} seed={self.options.seed} X window {int(window.winId())} "
            f"speed={window.scene.speed.value} human={controller.human!r}",
            flush=True,
        )
        self.later(200, self.tick)

    def check_resumed(self) -> None:
        """The session `--resume` brought back is exactly the one kept at the last quit."""
        assert self.options.expect_state is not None
        expected = json.loads(self.options.expect_state.read_text(encoding="utf-8"))
        actual = state_record(self.window.controller.game)
        differences = record_differences(expected, actual)
        self.resume_checked = True
        if differences:
            self.failures.add("the resumed session is not the one kept at quit: " + "; ".join(differences))
        else:
            print(f"driver: resumed session matches ({len(expected['balances'])} players, "
                  f"deal {expected['deal_number']}, phase {expected['phase']})", flush=True)

    def _session_started(self) -> None:
        self.sessions += 1
        self.total = self.window.controller.game.state().total_money
        self.last_checked = None

    def _event_recorded(self, event: object) -> None:
        from shtoss_desktop.core.shtoss.events import DealFinished

        self.events += 1
        self.last_progress = self.elapsed()
        if isinstance(event, DealFinished):
            self.deals += 1

    # ----- checks -----

    def check(self) -> None:
        """Chips conserved; when the table is idle and something changed, the table shows the core's state."""
        window = self.window
        controller = window.controller
        if not controller.has_game or self.total is None:
            return
        state = controller.game.state()
        self.conservation_checks += 1
        if state.total_money != self.total:
            self.failures.add(
                f"chips not conserved: balances {dict(state.balances)} + bank {state.bank} + table "
                f"{state.on_table} = {state.total_money}, the session began with {self.total}"
            )
            return
        if not window.scene.is_idle():
            return
        key = (len(controller.game.log), self.layout_epoch)
        if key == self.last_checked:
            return
        from tests.ui.table_helpers import assert_table_matches_core

        try:
            assert_table_matches_core(window)
        except (AssertionError, KeyError) as error:
            self.failures.add(
                f"the table does not show what the core holds ({type(error).__name__}: {error}); "
                f"core: {state_record(controller.game)}"
            )
            return
        self.table_checks += 1
        self.last_checked = key

    def check_stall(self) -> None:
        """The computer is to move but nothing has happened for `STALL_SECONDS`."""
        from shtoss_desktop.app.shtoss.controller import Waiting

        controller = self.window.controller
        if not controller.has_game:
            return
        if controller.waiting_for() is not Waiting.COMPUTER:
            self.last_progress = self.elapsed()
            return
        if self.elapsed() - self.last_progress > STALL_SECONDS:
            self.failures.add(
                f"stalled: the computer is to move but nothing happened for {STALL_SECONDS:.0f} s "
                f"(scene idle {self.window.scene.is_idle()}, {self.window.scene.pending()} events queued)"
            )

    # ----- the loop -----

    def done(self) -> bool:
        """Whether the plan has run its course."""
        if self.options.plan == "walk":
            return self.actions >= self.options.actions
        # A loaded machine plays slower: the evening lasts until it has seen whole deals, not only its time.
        return self.elapsed() >= self.options.seconds and self.deals >= self.options.min_deals

    def tick(self) -> None:
        """One step of the plan (the next tick is armed first: an action may open a modal dialog)."""
        if self.stopping or self.finished:
            return
        if self.options.time_limit and self.elapsed() > self.options.time_limit:
            self.failures.add(
                f"time limit: {self.actions} actions in {self.elapsed():.0f} s, the plan did not finish"
            )
            return
        walk = self.options.plan == "walk"
        self.later(self.rng.randint(5, 45) if walk else self.rng.randint(120, 420), self.tick)
        try:
            self.check()
            if self.failures.items:
                return
            self.check_stall()
            if self.failures.items:
                return
            if self.done():
                self.finish()
                return
            if self.handle_popups():
                return
            if walk:
                self.walk_step()
            else:
                self.evening_step()
            self.check()
        except Exception:
            self.failures.excepthook(*sys.exc_info())  # type: ignore[arg-type]

    def act(self, name: str, action: Callable[[], object]) -> None:
        """Count and perform one action."""
        self.actions += 1
        self.counts[name] = self.counts.get(name, 0) + 1
        controller = self.window.controller
        where = f"{controller.waiting_for().value}/{controller.game.phase.value}" if controller.has_game else "-"
        # Every action is printed first, so that the output of a crashed run ends with what led to it.
        print(f"{self.elapsed():8.2f} #{self.actions} {name} [{where}, deals {self.deals}]", flush=True)
        action()

    # ----- helpers that act through the widgets -----

    def click(self, widget: Any, pos: Any = None) -> None:
        """A left click on a widget (at its centre by default)."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         pos if pos is not None else widget.rect().center())

    def key(self, key: Any, modifiers: Any = None, widget: Any = None) -> None:
        """A key press and release, to the focused widget of the window (shortcuts apply)."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        target = widget or self.window.focusWidget() or self.window
        QTest.keyClick(target, key, modifiers if modifiers is not None else Qt.KeyboardModifier.NoModifier)

    def buttons(self, name: str | None = None, *, enabled: bool | None = True) -> list[Any]:
        """The window's visible tool and push buttons (named `name` if given), enabled or not."""
        from PySide6.QtWidgets import QAbstractButton

        found = []
        for button in self.window.findChildren(QAbstractButton):
            if name is not None and button.objectName() != name:
                continue
            if not button.isVisible() or (enabled is not None and button.isEnabled() != enabled):
                continue
            found.append(button)
        return found

    def click_button(self, name: str) -> bool:
        """Click the visible enabled button of this action (False when there is none)."""
        buttons = self.buttons(f"{name}Button")
        if not buttons:
            return False
        self.act(name, lambda: self.click(buttons[0]))
        return True

    def click_card_in_picker(self, card: Any) -> None:
        picker = self.window.panel.picker
        self.click(picker, picker.card_rect(card).center())

    def click_deck_to_cut(self) -> bool:
        """Click the fanned deck's edge on the table (the human punter cuts there)."""
        from PySide6.QtCore import QPointF

        scene, view = self.window.scene, self.window.view
        deck = scene.deck_item
        if not deck.cuttable or not scene.is_idle():
            return False
        rect = deck.boundingRect()
        x = self.rng.uniform(rect.left() + 6, rect.right() - 6)
        point = view.mapFromScene(deck.mapToScene(QPointF(x, 0)))
        if not view.viewport().rect().contains(point):
            return False
        self.act("cut_on_table", lambda: self.click(view.viewport(), point))
        return True

    def resize(self) -> None:
        """Resize the top-level window through the window manager, one way or another."""
        from PySide6.QtCore import Qt

        window = self.window
        way = self.rng.choice(("resize", "resize", "xdotool", "maximize", "full_screen"))
        minimum = window.minimumSizeHint()
        width = self.rng.randint(max(640, minimum.width()), 1900)
        height = self.rng.randint(max(480, minimum.height()), 1050)
        if way == "maximize":
            self.act("maximize", lambda: window.showNormal() if window.isMaximized() else window.showMaximized())
        elif way == "full_screen":
            self.act("full_screen", lambda: self.key(Qt.Key.Key_F11, widget=window))
        elif way == "xdotool":
            def xdotool() -> None:
                if window.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
                    window.showNormal()
                subprocess.run(["xdotool", "windowsize", str(int(window.winId())), str(width), str(height)],
                               check=False, timeout=10, capture_output=True)
            self.act("resize_xdotool", xdotool)
        else:
            def qt_resize() -> None:
                if window.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
                    window.showNormal()
                window.resize(width, height)
            self.act("resize", qt_resize)
        self.layout_epoch += 1

    def toggle_dock(self) -> None:
        name = self.rng.choice(sorted(self.window.docks))
        self.act(f"dock_{name}", self.window.docks[name].toggleViewAction().trigger)
        self.layout_epoch += 1

    def change_theme(self) -> None:
        from PySide6.QtCore import Qt

        self.act("next_theme", lambda: self.key(Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier, self.window))
        self.layout_epoch += 1

    def change_language(self) -> None:
        from PySide6.QtGui import QAction

        code = self.rng.choice(("en", "ru", "system"))
        action = self.window.findChild(QAction, f"language_{code}")
        if action is not None:
            self.act(f"language_{code}", action.trigger)

    def open_dialog(self, name: str, intent: str) -> None:
        """Open a modal dialog by its shortcut; the next ticks answer it as `intent` says."""
        from PySide6.QtCore import Qt

        control = Qt.KeyboardModifier.ControlModifier
        keys = {"new_game": (Qt.Key.Key_N, control), "settings": (Qt.Key.Key_Comma, control)}
        self.dialog_intent[name] = intent
        if name in keys:
            key, modifiers = keys[name]
            self.act(f"open_{name}", lambda: self.key(key, modifiers, self.window))
        else:
            self.act(f"open_{name}", self.window.actions_by_name[name].trigger)

    # ----- dialogs and popups -----

    def handle_popups(self) -> bool:
        """Answer an open modal dialog or close a popup menu; True when one was there."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

        popup = QApplication.activePopupWidget()
        if popup is not None:
            self.act("close_popup", lambda: self.key(Qt.Key.Key_Escape, widget=popup))
            return True
        modal = QApplication.activeModalWidget()
        recap = getattr(self.window, "recap", None)
        if modal is None and recap is not None and recap.waiting():
            # The deal's recap holds the computer players until the player goes on: Space, or its button.
            if self.rng.random() < 0.5:
                self.act("recap_space", lambda: self.key(Qt.Key.Key_Space, widget=self.window))
            else:
                self.act("recap_next", lambda: self.click(recap.next_button))
            return True
        if modal is None:
            return False
        if modal.objectName() == "newGameDialog":
            intent = self.dialog_intent.pop("new_game", "cancel")
            if intent == "cancel":
                self.act("cancel_new_game", lambda: self.cancel(modal))
                return True
            role = intent if intent in ("punter", "banker", "watch") else self.rng.choice(("punter", "banker", "watch"))
            self.click(modal.role_buttons[next(r for r in modal.role_buttons if r.value == role)])
            modal.seed_edit.setText(str(self.rng.randint(1, 10_000)))
            ok = modal.buttons.button(QDialogButtonBox.StandardButton.Ok)
            if self.window.game_in_progress():
                self.dialog_intent["confirm"] = "yes"  # the window then asks before it leaves the game in progress
            self.act(f"new_game_{role}", lambda: self.click(ok))
            self.layout_epoch += 1
            return True
        if modal.objectName() == "settingsDialog":
            intent = self.dialog_intent.pop("settings", "cancel")
            if intent == "cancel":
                self.act("cancel_settings", lambda: self.cancel(modal))
                return True
            from shtoss_desktop.core.shtoss.rules import PRESETS

            others = [p for p in PRESETS if p.rules != modal.rules()] or list(PRESETS)
            preset = self.rng.choice(others)
            modal.presets.select(preset.key)
            button = modal.ok_button()
            if button.isEnabled():
                self.dialog_intent["confirm"] = "yes"
                self.act(f"rules_{preset.key}", lambda: self.click(button))
            else:
                self.act("cancel_settings", lambda: self.cancel(modal))
            return True
        if isinstance(modal, QMessageBox):
            intent = self.dialog_intent.pop("confirm", "")
            yes = modal.button(QMessageBox.StandardButton.Yes)
            if intent == "yes" and yes is not None:
                self.act("confirm_yes", lambda: self.click(yes))
            else:
                self.act("close_message", lambda: self.cancel(modal))
            return True
        self.act(f"close_{type(modal).__name__}", lambda: self.cancel(modal))
        return True

    def cancel(self, dialog: Any) -> None:
        """Dismiss a dialog as a person would: Escape, or its Cancel/Close button, or the title bar's close."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QDialogButtonBox

        way = self.rng.choice(("escape", "button", "close"))
        if way == "button":
            box = dialog.findChild(QDialogButtonBox)
            if box is not None:
                for role in (QDialogButtonBox.StandardButton.Cancel, QDialogButtonBox.StandardButton.Close,
                             QDialogButtonBox.StandardButton.No):
                    button = box.button(role)
                    if button is not None and button.isVisible():
                        self.click(button)
                        return
        if way == "close":
            dialog.close()
            return
        self.key(Qt.Key.Key_Escape, widget=dialog)

    # ----- the evening: a sensible human, and the disturbances -----

    def evening_step(self) -> None:
        if self.elapsed() >= self.next_disturbance:
            self.next_disturbance = self.elapsed() + self.rng.uniform(0.8, 2.6)
            self.disturb()
            return
        if self.elapsed() < self.pause_until:
            return
        self.human_move()

    def disturb(self) -> None:
        """One of the things a person does besides playing."""
        from PySide6.QtCore import Qt

        from shtoss_desktop.app.shtoss.controller import Waiting
        from shtoss_desktop.core.shtoss.table import Phase

        window = self.window
        controller = window.controller
        game = controller.game
        if self.help_open_since is not None and self.elapsed() - self.help_open_since > 1.5:
            self.help_open_since = None
            if self.close_other_window():
                return
        due_new_game = not self.new_game_done and self.elapsed() > self.options.seconds * 0.45
        due_end = not self.end_done and self.elapsed() > self.options.seconds * 0.7
        if self.options.new_game_role and (due_new_game or due_end) and not window.isActiveWindow():
            # The shortcuts below act in the game's window: first close the help, or click back into it.
            if not self.close_other_window():
                self.act("focus_window", lambda: (window.raise_(), window.activateWindow()))
            return
        if due_new_game and game.phase is Phase.DEALING and self.options.new_game_role:
            self.new_game_done = True
            self.open_dialog("new_game", self.options.new_game_role)
            return
        if due_end and self.options.new_game_role and window.actions_by_name["end_session"].isEnabled():
            # A whole session: ended by hand (the summary comes up and is closed), then a new one begins.
            self.end_done = True
            if window.game_in_progress():
                self.dialog_intent["confirm"] = "yes"  # the window asks before it ends a game in progress
            self.act("end_session", lambda: self.key(Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier, window))
            return
        choice = self.rng.choices(
            ("resize", "dock", "theme", "language", "rules", "atande", "speed", "help", "shortcuts", "hover"),
            weights=(30, 12, 7, 4, 6, 12, 4, 3, 3, 8),
        )[0]
        if choice == "resize":
            self.resize()
        elif choice == "dock":
            self.toggle_dock()
        elif choice == "theme":
            self.change_theme()
        elif choice == "language":
            self.change_language()
        elif choice == "rules":
            self.open_dialog("settings", "change")
        elif choice == "atande":
            if window.actions_by_name["atande"].isEnabled() and controller.waiting_for() is not Waiting.PAUSED:
                if not self.click_button("atande"):
                    self.act("atande_key", lambda: self.key(Qt.Key.Key_Escape, widget=window))
                self.pause_until = self.elapsed() + self.rng.uniform(0.4, 1.5)
            else:
                self.resize()
        elif choice == "speed":
            speed = self.rng.choice(("fast", "slow"))
            self.act(f"speed_{speed}", window.actions_by_name[f"speed_{speed}"].trigger)
            self.later(self.rng.randint(400, 1500), lambda: self.act(
                "speed_normal", window.actions_by_name["speed_normal"].trigger))
        elif choice == "help":
            self.act("rules_help", lambda: self.key(Qt.Key.Key_F1, widget=window))
            self.help_open_since = self.elapsed()
        elif choice == "shortcuts":
            self.open_dialog("shortcuts", "cancel")
        else:
            self.hover_table()

    def hover_table(self) -> None:
        """Move the mouse over a random item of the table and click it (a card, chips, a plate)."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        view = self.window.view
        items = [item for item in self.window.scene.items() if item.isVisible()]
        if not items:
            return
        item = self.rng.choice(items)
        point = view.mapFromScene(item.mapToScene(item.boundingRect().center()))
        if not view.viewport().rect().contains(point):
            return

        def hover_and_click() -> None:
            QTest.mouseMove(view.viewport(), point)
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)

        self.act("table_click", hover_and_click)

    def human_move(self) -> None:
        """What the human does now, if the session waits for him."""
        from PySide6.QtCore import Qt

        from shtoss_desktop.app.shtoss.controller import Waiting

        window = self.window
        controller = window.controller
        waiting = controller.waiting_for()
        if waiting is Waiting.HUMAN_STAKES:
            self.punter_move()
        elif waiting is Waiting.HUMAN_OFFER:
            self.click_button("accept" if self.rng.random() < 0.75 else "refuse")
        elif waiting is Waiting.HUMAN_DEAL:
            if not window.scene.is_idle():
                return
            roll = self.rng.random()
            if roll < 0.1 and window.actions_by_name["auto_deal"].isEnabled():
                self.click_button("auto_deal")
            elif roll < 0.55:
                self.act("deal_key", lambda: self.key(Qt.Key.Key_Space, widget=window))
            else:
                self.click_button("deal")
        elif waiting is Waiting.HUMAN_NEW_BANK:
            self.click_button("new_bank") or self.click_button("give_up_bank")
        elif waiting is Waiting.PAUSED:
            if not self.click_button("resume"):
                self.act("resume_key", lambda: self.key(Qt.Key.Key_Space, widget=window))
        elif waiting is Waiting.OVER:
            from PySide6.QtWidgets import QApplication

            if QApplication.activeModalWidget() is None and self.buttons("new_gameButton"):
                self.dialog_intent["new_game"] = controller.config.role.value
                self.click_button("new_game")

    def punter_move(self) -> None:
        """The human punter: take or bend his winnings, stake a card or two, then cut."""
        from shtoss_desktop.core.cards import make_deck
        from shtoss_desktop.core.shtoss.table import Phase

        window = self.window
        controller = window.controller
        game = controller.game
        human = controller.human or ""
        panel = window.panel
        if game.winnings_of(human):
            choices = [name for name in ("take", "paroli", "paix") if window.actions_by_name[name].isEnabled()]
            if choices:
                self.click_button(self.rng.choices(choices, weights=[6, 2, 1][: len(choices)])[0])
                return
        mine = game.stakes_of(human)
        selected = panel.selected_cards()
        if selected:
            if window.actions_by_name["stake"].isEnabled():
                self.click_button("stake")
            elif panel.kush() is not None:
                self.act("clear_kush", panel.kush_edit.clear)
            else:
                self.act("unchoose", lambda: self.click_card_in_picker(selected[0]))
            return
        want_more = len(mine) < self.rng.choice((1, 1, 2)) and game.phase is Phase.STAKING
        if game.phase is Phase.DEALING and self.rng.random() < 0.7:
            if not self.click_button("deal_on"):
                self.click_button("cut")
            return
        if want_more or not mine:
            kush = panel.kush()
            cards = [c for c in make_deck(game.rules.deck_size) if game.can_place_stake(human, [c], kush)]
            if not cards and kush is not None:
                self.act("clear_kush", panel.kush_edit.clear)
                return
            if cards:
                if self.rng.random() < 0.3:
                    value = self.rng.choice(sorted(panel.chip_buttons))
                    self.act(f"chip_{value}", lambda: self.click(panel.chip_buttons[value]))
                card = self.rng.choice(cards)
                self.act("choose_card", lambda: self.click_card_in_picker(card))
                return
        if not self.click_deck_to_cut():
            self.click_button("cut")

    # ----- the walk: anything at all -----

    def walk_step(self) -> None:
        from PySide6.QtCore import Qt

        window = self.window
        if self.rng.random() < 0.3 and self.elapsed() >= self.pause_until:
            # Now and then a move that plays the game on, so that the walk reaches every part of a deal.
            self.human_move()
            return
        roll = self.rng.random()
        if roll < 0.42:
            buttons = self.buttons(enabled=True)
            if buttons:
                button = self.rng.choice(buttons)
                if button.objectName() == "new_gameButton":
                    self.dialog_intent["new_game"] = self.rng.choice(("punter", "banker", "watch", "cancel"))
                self.act(f"click:{button.objectName() or type(button).__name__}", lambda: self.click(button))
            return
        if roll < 0.47:
            buttons = self.buttons(enabled=False)
            if buttons:
                button = self.rng.choice(buttons)
                self.act("click_disabled", lambda: self.click(button))
            return
        if roll < 0.60:
            picker = window.panel.picker
            if picker.isVisible():
                from shtoss_desktop.core.cards import make_deck

                card = self.rng.choice(list(make_deck(window.controller.game.rules.deck_size)))
                self.act("picker_card", lambda: self.click_card_in_picker(card))
                return
        if roll < 0.66:
            if not self.click_deck_to_cut():
                self.hover_table()
            return
        if roll < 0.70:
            self.hover_table()
            return
        if roll < 0.83:
            control, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
            keys = [
                (Qt.Key.Key_Return, None), (Qt.Key.Key_Space, None), (Qt.Key.Key_C, None), (Qt.Key.Key_T, None),
                (Qt.Key.Key_P, None), (Qt.Key.Key_B, None), (Qt.Key.Key_A, None), (Qt.Key.Key_R, None),
                (Qt.Key.Key_G, None), (Qt.Key.Key_Escape, None), (Qt.Key.Key_N, None), (Qt.Key.Key_U, None),
                (Qt.Key.Key_Left, None), (Qt.Key.Key_Right, None), (Qt.Key.Key_Up, None), (Qt.Key.Key_Down, None),
                (Qt.Key.Key_5, None), (Qt.Key.Key_0, None), (Qt.Key.Key_Backspace, None), (Qt.Key.Key_Tab, None),
                (Qt.Key.Key_T, control), (Qt.Key.Key_P, control | shift), (Qt.Key.Key_H, control | shift),
                (Qt.Key.Key_O, control | shift), (Qt.Key.Key_2, control), (Qt.Key.Key_3, control),
                (Qt.Key.Key_4, control), (Qt.Key.Key_1, control), (Qt.Key.Key_E, control), (Qt.Key.Key_F1, None),
                (Qt.Key.Key_F11, None),
            ]
            key, modifiers = self.rng.choice(keys)
            if key == Qt.Key.Key_E and self.rng.random() > 0.1:
                # Ending the session is rare in an evening: most of the time it is a key that does nothing.
                key, modifiers = Qt.Key.Key_Z, None
            if key in (Qt.Key.Key_T, Qt.Key.Key_F11, Qt.Key.Key_P, Qt.Key.Key_H, Qt.Key.Key_O) and modifiers:
                self.layout_epoch += 1
            prefix = "C-" if modifiers and modifiers & control else ""
            prefix += "S-" if modifiers and modifiers & shift else ""
            self.act(f"key:{prefix}{Qt.Key(key).name.removeprefix('Key_')}", lambda: self.key(key, modifiers))
            if key == Qt.Key.Key_F1:
                self.help_open_since = self.elapsed()
            return
        if roll < 0.90:
            self.resize()
            return
        if roll < 0.93:
            self.toggle_dock()
            return
        if roll < 0.95:
            self.open_dialog(self.rng.choice(("new_game", "settings", "shortcuts")),
                             self.rng.choice(("cancel", "cancel", "change", "punter", "banker", "watch")))
            return
        if roll < 0.965:
            self.open_menu()
            return
        if roll < 0.975:
            self.change_theme()
            return
        if roll < 0.98:
            self.change_language()
            return
        if not self.close_other_window():
            self.act("kush_type", lambda: self.type_kush())

    def close_other_window(self) -> bool:
        """Close a window of the game's other than the main one (the rules help, a floating dock is left): True
        when there was one."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication, QDockWidget

        for widget in QApplication.topLevelWidgets():
            if widget is self.window or not widget.isVisible() or widget.isModal() or isinstance(widget, QDockWidget):
                continue
            if widget.windowType() not in (Qt.WindowType.Window, Qt.WindowType.Dialog):
                continue  # tool tips, menus
            self.act(f"close_{type(widget).__name__}", widget.close)
            return True
        return False

    def type_kush(self) -> None:
        from PySide6.QtTest import QTest

        edit = self.window.panel.kush_edit
        if not edit.isVisible():
            return
        edit.clear()
        QTest.keyClicks(edit, str(self.rng.choice((1, 2, 5, 10, 25, 50, 100, 250, 1000, 99999))))

    def open_menu(self) -> None:
        """Open a menu of the menu bar with a click on its title (the next tick closes it)."""
        bar = self.window.menuBar()
        actions = [a for a in bar.actions() if a.menu() is not None]
        if not actions:
            return
        action = self.rng.choice(actions)
        rect = bar.actionGeometry(action)
        self.act("menu", lambda: self.click(bar, rect.center()))

    # ----- the end -----

    def finish(self) -> None:
        """Capture what the core holds, then quit with the Quit shortcut as a person would."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication

        if self.quit_requested_at is None:
            if QApplication.activeModalWidget() is not None or QApplication.activePopupWidget() is not None:
                self.handle_popups()
                return
            if not self.resume_checked:
                self.failures.add("the resumed session was never checked")
                return
            window = self.window
            if not window.isActiveWindow() and self.elapsed() < self.options.seconds + 3:
                # The rules help or a floating dock has the focus: first click back into the game's window (the
                # window manager raises and focuses it), where the Quit shortcut applies.
                window.raise_()
                window.activateWindow()
                return
            self.finished = True
            self.final_state = state_record(window.controller.game)
            self.quit_requested_at = self.elapsed()
            if window.isActiveWindow():
                self.key(Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier, window)
            else:
                window.actions_by_name["quit"].trigger()  # Game > Quit in the menu
            self.later(int(CLOSE_SECONDS * 1000), self.check_closed)

    def check_closed(self) -> None:
        if self.window.isVisible():
            self.failures.add(f"the window did not close within {CLOSE_SECONDS:.0f} s of the Quit shortcut")

    def summary(self, exit_status: int) -> dict[str, object]:
        """The machine-readable summary."""
        return {
            "plan": self.options.plan,
            "seed": self.options.seed,
            "status": exit_status,
            "actions": self.actions,
            "deals": self.deals,
            "events": self.events,
            "sessions": self.sessions,
            "seconds": round(self.elapsed(), 1),
            "table_checks": self.table_checks,
            "conservation_checks": self.conservation_checks,
            "resume_checked": self.options.expect_state is not None and self.resume_checked,
            "failures": self.failures.items,
            "qt_warnings": len(self.failures.warnings),
            "counts": dict(sorted(self.counts.items())),
        }


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game with the driver; the exit status (0: the plan ran and nothing failed)."""
    options, game_args = parse_args(sys.argv[1:] if argv is None else argv)
    faulthandler.enable()
    failures = Failures()
    sys.excepthook = failures.excepthook
    sys.unraisablehook = failures.unraisablehook
    from PySide6.QtCore import QTimer, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    qInstallMessageHandler(failures.qt_message)
    app = QApplication([sys.argv[0]])
    driver = Driver(options, failures)
    failures.on_failure = driver.stop_on_failure
    QTimer.singleShot(0, driver.attach)
    started = time.monotonic()
    print(f"driver: starting the game with {game_args} (seed {options.seed})", flush=True)

    from shtoss_desktop.__main__ import main as game_main

    try:
        status = game_main(game_args)
    except SystemExit as exit_:
        status = exit_.code if isinstance(exit_.code, int) else 2
        failures.add(f"the game exited at start with status {status}")
    if status != 0 and not failures.items:
        failures.add(f"the game's event loop ended with status {status}")
    if not failures.items and not driver.finished:
        failures.add("the window closed before the plan was done")
    if options.save_state is not None and driver.final_state is not None:
        options.save_state.write_text(json.dumps(driver.final_state, ensure_ascii=False), encoding="utf-8")
    exit_status = 1 if failures.items else 0
    summary = driver.summary(exit_status)
    summary["wall_seconds"] = round(time.monotonic() - started, 1)
    print(SUMMARY_PREFIX + json.dumps(summary, ensure_ascii=False), flush=True)
    del app
    return exit_status


if __name__ == "__main__":
    sys.exit(main())
