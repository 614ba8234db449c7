"""Resuming a session in the controller: an adopted game is the game its log describes, plays on legally, and
publishes no action for what it had played (the journal holds those already). The session object's part is
tests/app/test_session.py, the windows' tests/ui/shtoss/test_resume.py and tests/ui/casino/test_resume.py."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.shtoss.controller import GameController, SessionConfig, Waiting
from shtoss_desktop.app.shtoss.scripted_player import ScriptedPlayer
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.errors import GameError
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.table import Phase
from tests.app.app_helpers import HUMAN, start

STYLES = (PunterStyle.PAROLI_RUNNER, PunterStyle.HERMANN)


def play_punter(controller: GameController, moves: int) -> None:
    player = ScriptedPlayer(controller)
    for _ in range(moves):
        controller.run_computer()
        if controller.waiting_for() is Waiting.OVER:
            return
        if not player.move():
            controller.end_session()


def computers(controller: GameController) -> dict[str, PunterStyle]:
    return {name: strategy.style for name, strategy in controller.strategies.items()}


# ----- the controller -----


@pytest.mark.parametrize("moves", [0, 1, 3, 8, 20])
def test_an_adopted_game_is_the_game_its_log_describes(controller: GameController, moves: int) -> None:
    rules = HouseRules(talia=True, initial_kush=2, bank=40, capital=100)
    start(controller, Role.PUNTER, rules, seed=5, styles=STYLES)
    play_punter(controller, moves)
    log, state, waiting = controller.game.log, controller.game.state(), controller.waiting_for()
    styles = computers(controller)

    other = GameController()
    started: list[int] = []
    other.sessionStarted.connect(lambda: started.append(len(other.game.log)))
    recorded: list[object] = []
    other.eventRecorded.connect(recorded.append)
    played: list[object] = []
    other.actionPlayed.connect(played.append)
    other.adopt_session(controller.config, Game.replay(rules, log), styles)
    assert other.game.state() == state
    assert other.game.log == log
    assert other.human == HUMAN
    assert other.waiting_for() is waiting
    assert computers(other) == styles
    assert started == [len(log)]  # views reset once, with the whole game already there
    assert recorded == list(log)  # and are then sent every record, as for a new session
    assert played == []  # but no action: the journal holds them
    # Play goes on legally to the end, and the money adds up.
    play_punter(other, 60)
    if other.waiting_for() is not Waiting.OVER:
        other.end_session()
    final = other.game.state()
    assert final.total_money == state.total_money
    assert (final.bank, final.stakes, final.winnings) == (0, (), ())


def test_resumed_at_any_step_no_computer_punter_loses_his_turn(qapp: QCoreApplication) -> None:
    original = GameController()
    original.new_session(SessionConfig(rules=HouseRules(talia=True), role=Role.WATCH, seed=2,
                                       styles=(PunterStyle.MIRANDOLE, PunterStyle.ODDS_AWARE, PunterStyle.HERMANN)))
    exact = 0
    for step in range(150):
        if not original.advance():
            break
        other = GameController()
        other.adopt_session(original.config, Game.replay(original.config.rules, original.game.log),
                            computers(original))
        assert other.waiting_for() is original.waiting_for(), step
        # Those still to act are still to act; one whose turn left no record may act again.
        still = original._queue
        assert other._queue[len(other._queue) - len(still):] == still, step
        exact += other._queue == still
    assert exact >= 40  # many turns leave no record (a punter who stakes nothing at this abzug)


def test_a_seeded_session_resumes_the_same_way_every_time(qapp: QCoreApplication) -> None:
    first = GameController()
    first.new_session(SessionConfig(role=Role.WATCH, styles=STYLES, seed=9))
    first.run_computer(limit=40)
    log = first.game.log
    continued = []
    for _ in range(2):
        other = GameController()
        other.adopt_session(first.config, Game.replay(first.config.rules, log), computers(first))
        other.run_computer(limit=80)
        continued.append(other.game.log)
    assert continued[0] == continued[1]
    assert len(continued[0]) > len(log)


def test_a_human_who_is_not_at_the_table_cannot_adopt_it(qapp: QCoreApplication) -> None:
    first = GameController()
    first.new_session(SessionConfig(role=Role.WATCH, styles=STYLES, seed=9))
    other = GameController()
    with pytest.raises(GameError, match="Stranger is not at this table"):
        other.adopt_session(SessionConfig(role=Role.PUNTER, human_name="Stranger"), first.game, {})
    assert not other.has_game


def test_an_atande_still_standing_is_still_standing_after_a_resume(qapp: QCoreApplication) -> None:
    first = GameController()
    first.new_session(SessionConfig(role=Role.BANKER, styles=STYLES, seed=3))
    first.run_computer()  # the computer punters stake
    while first.waiting_for() is Waiting.HUMAN_OFFER:
        first.answer_offer(True)
        first.run_computer()
    first.deal_abzug()  # a punter cuts: the deck lies ready to deal
    assert first.game.phase is Phase.DEALING
    first.call_atande()
    assert first.paused
    waiting_then = GameController()
    waiting_then.adopt_session(first.config, Game.replay(first.config.rules, first.game.log), computers(first))
    assert waiting_then.paused, "the banker still waits: the table was left in атанде"
    # Once dealing has gone past the атанде, the kept game resumes without a pause.
    first.resume()
    first.deal_abzug()
    dealt_on = GameController()
    dealt_on.adopt_session(first.config, Game.replay(first.config.rules, first.game.log), computers(first))
    assert not dealt_on.paused
