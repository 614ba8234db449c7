"""What the player reads beside the table says what the table shows, in order: played through whole deals as
punter and as banker at the normal speed on real timers (sped up, as the ownership tests are), every move the
table's animator starts is checked against what the history, the players' view, the odds, the deck's label, the
status line and the prompt say at that moment.

Before, the side views and the prompt followed the controller, which decides at once: the history listed records
whose cards were still waiting in the table's queue, the odds and the deck's label reset to a fresh deck while the
ended deal's cards still lay in the piles, "The punters place their stakes." showed while the last abzug moved,
and the status line's own queue of messages lagged behind the cards ("The banker shuffles the deck" after the cut).
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QTableView

from shtoss_desktop.app.shtoss import session as shtoss_session
from shtoss_desktop.app.shtoss.models import HistoryModel, HistoryRole, OddsModel, OddsRole, SeatsModel
from shtoss_desktop.app.shtoss.narration import narrate
from shtoss_desktop.app.shtoss.scripted_player import Manner, ScriptedPlayer
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import DealFinished, DeckCut, Event, Shuffled
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.ui.shtoss.window import MainWindow
from shtoss_desktop.ui.table import animator
from tests.ui.table_helpers import config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


@pytest.fixture
def quick_normal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The "normal" speed, sped up: the same timers, animations and code paths, a deal in seconds."""
    monkeypatch.setitem(animator.MOVE_DURATIONS, "normal", 30)
    monkeypatch.setitem(shtoss_session.STEP_DELAYS, "normal", 4)


def _model(window: MainWindow, kind: type) -> HistoryModel | OddsModel | SeatsModel:
    for view in window.findChildren(QTableView):
        if isinstance(view.model(), kind):
            return view.model()
    raise AssertionError(f"no side view shows a {kind.__name__}")


class _Watch:
    """What the player reads, taken each time the table's animator starts a move, and each prompt the panel
    writes, with whether the table was then at rest."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.scene = window.scene
        self.history = _model(window, HistoryModel)
        self.odds = _model(window, OddsModel)
        self.seats = _model(window, SeatsModel)
        self.moves = 0
        self.prompts: list[tuple[str, bool]] = []
        self.narrated: list[str] = []
        self.problems: list[str] = []
        play = self.scene._animator.play

        def watched_play(moves, duration):  # type: ignore[no-untyped-def]
            try:
                self._check()
            except Exception as error:
                self._problem(repr(error))
            self.moves += 1
            return play(moves, duration)

        self.scene._animator.play = watched_play  # type: ignore[method-assign]
        self.presented: list[Event] = []  # the records the table has begun to show, in order
        present = self.scene._present

        def watched_present(event: Event):  # type: ignore[no-untyped-def]
            self.presented.append(event)
            return present(event)

        self.scene._present = watched_present  # type: ignore[method-assign]
        prompt = window.panel.prompt
        set_text = prompt.setText

        def watched_set_text(text: str) -> None:
            if text != prompt.text():
                self.prompts.append((text, self.scene.is_idle()))
            set_text(text)

        prompt.setText = watched_set_text  # type: ignore[method-assign]
        self.scene.narrated.connect(self.narrated.append)

    def _problem(self, text: str) -> None:
        if len(self.problems) < 20:
            self.problems.append(f"move {self.moves}: {text}")

    def _check(self) -> None:
        scene = self.scene
        controller = self.window.controller
        waiting: list[Event] = list(scene._queue)  # the records the table has not shown yet
        shown = self.presented
        history = [self.history.index(row, 0).data(HistoryRole.EVENT) for row in range(self.history.rowCount())]
        if any(any(event is queued for queued in waiting) for event in history):
            self._problem("the history lists a record the table has not shown yet")
        state = scene.state
        assert state is not None
        # The status line: the sentence of the last record shown that has one.
        said = [text for text in (narrate(e, controller.human, state.banker) for e in shown) if text]
        line = scene.status_item.text
        if said and line != said[-1]:
            self._problem(f"the status line says {line!r}, the table shows {said[-1]!r}")
        # The deck's label and the odds count the cards lying out on the cloth.
        right, left = scene.shown_piles()
        out = len(right) + len(left) + len(scene.dead_cards())
        size = state.rules.deck_size
        label = scene.writing()["label:deck"].text
        copies = sum(self.odds.index(row, 0).data(OddsRole.COPIES) for row in range(self.odds.rowCount()))
        if out and state.phase is not Phase.DEALING:
            if label.endswith(f"· {size}"):
                self._problem(f"the deck's label says {label!r} while {out} cards lie on the cloth")
            if copies == size:
                self._problem(f"the odds count a fresh deck while {out} cards lie on the cloth")
        # The players' view: each one's balance as the table shows it.
        for seat in self.seats._rows:
            if seat.balance != dict(state.balances).get(seat.player, seat.balance):
                self._problem(f"the players' view gives {seat.player} {seat.balance}, the table shows otherwise")


def _play(window: MainWindow, qtbot, *, deals: int, seconds: float = 60.0) -> None:
    """Play at the window's pace, the human's part scripted, going on from each recap at once."""
    scene = window.scene
    player = ScriptedPlayer(window.controller, Manner.CASUAL, rng=random.Random(5))
    deadline = time.monotonic() + seconds
    while sum(isinstance(e, DealFinished) for e in window.controller.game.log) < deals:
        assert time.monotonic() < deadline, "the deals did not finish in time"
        qtbot.wait(2)
        if window.recap.waiting():
            window.recap.go_on()
        if scene.is_idle() and window.controller.waiting_for().value.startswith("human"):
            player.move()
    qtbot.waitUntil(scene.is_idle, timeout=10_000)


@pytest.mark.parametrize("role", [Role.PUNTER, Role.BANKER])
def test_what_the_panel_and_the_side_views_say_follows_the_table_through_whole_deals(
    qtbot, tmp_path: Path, quick_normal: None, role: Role
) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")
    window.set_autoplay(True)
    window.start(config(role, computers=3, seed=11))
    watch = _Watch(window)
    _play(window, qtbot, deals=2)
    assert watch.moves > 20, "the deals were animated"
    assert watch.problems == []
    moving = [text for text, idle in watch.prompts if not idle]
    assert moving == [], "the prompt is written only once the table has shown everything"
    if role is Role.PUNTER:
        # The banker is a computer: his shuffle is told before the cut.
        game = window.controller.game
        shuffle = narrate(next(e for e in game.log if isinstance(e, Shuffled)), window.controller.human, game.banker)
        cut = narrate(next(e for e in game.log if isinstance(e, DeckCut)), window.controller.human, game.banker)
        assert watch.narrated.index(shuffle) < watch.narrated.index(cut)
    else:
        assert any(text == "The punters place their stakes." for text, _ in watch.prompts)
