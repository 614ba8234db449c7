"""The casino game as its table shows it (`app/casino/shown.py`, `ShownCasino`): the game shown is the one the
records shown make, caught up with the controller's once every record is shown, and the human it names is the
controller's, asked when read (he changes with the session)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.casino.controller import CasinoConfig, CasinoController
from shtoss_desktop.app.casino.shown import ShownCasino
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.rules import CasinoRules
from tests.app.casino.test_models import play_turns


@pytest.fixture
def casino(qapp: QCoreApplication) -> Iterator[CasinoController]:
    controller = CasinoController()
    yield controller
    controller.deleteLater()


def test_the_shown_casino_follows_the_records_shown(casino: CasinoController) -> None:
    casino.new_session(CasinoConfig(rules=CasinoRules(players=2), seed=5))
    play_turns(casino, 6)
    log = list(casino.game.log)
    shown = ShownCasino(lambda: casino.rules, lambda: len(casino.game.log), lambda: casino.human)
    told: list[object] = []
    caught: list[bool] = []
    shown.eventRecorded.connect(told.append)
    shown.caughtUp.connect(lambda: caught.append(True))
    half = len(log) // 2
    shown.show(tuple(log[:half]))
    assert isinstance(shown.game, CasinoGame)
    assert shown.behind() == len(log) - half
    assert caught == []
    shown.show(tuple(log[half:]))
    assert told == log
    assert caught == [True]
    assert shown.game.log == casino.game.log
    assert shown.game.balances() == casino.game.balances()
    assert shown.game.phase == casino.game.phase


def test_the_human_is_the_controllers_as_it_is_now(casino: CasinoController) -> None:
    casino.new_session(CasinoConfig(rules=CasinoRules(players=1), seed=6, human_name="Lisa"))
    shown = ShownCasino(lambda: casino.rules, lambda: len(casino.game.log), lambda: casino.human)
    assert shown.human == "Lisa"
    casino.new_session(CasinoConfig(rules=CasinoRules(players=1), seed=6, watch=True))
    assert shown.human == "", "a watcher is no one"
