"""The scripted human player: legal moves for whatever the session waits for, the same session from the same seed,
every kind of move in the thorough manner, and a table in mid-deal for the screenshot."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from shtoss_desktop.app.shtoss.controller import GameController, Waiting
from shtoss_desktop.app.shtoss.scripted_player import Manner, ScriptedPlayer, mid_deal, play_to_mid_deal
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import (
    AtandeCalled,
    DeckCut,
    Event,
    ParoliBent,
    StakeOffered,
    StakePlaced,
    StakeRefused,
)
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules, preset
from tests.app.app_helpers import HUMAN, start


def _play(controller: GameController, player: ScriptedPlayer, deals: int, limit: int = 5000) -> None:
    for _ in range(limit):
        if controller.game.state().deal_number > deals or not player.move():
            return
    raise AssertionError("the session did not move on")


def _log(manner: Manner, role: Role, seed: int) -> tuple[Event, ...]:
    controller = GameController()
    start(controller, role, seed=seed)
    _play(controller, ScriptedPlayer(controller, manner, rng=random.Random(seed)), deals=3)
    return tuple(controller.game.log)


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("manner", list(Manner))
@pytest.mark.parametrize("role", [Role.PUNTER, Role.BANKER])
def test_the_same_seed_plays_the_same_session(manner: Manner, role: Role) -> None:
    first = _log(manner, role, seed=4)
    assert len(first) > 20
    assert _log(manner, role, seed=4) == first


def test_the_thorough_punter_stakes_bends_corners_and_cuts(controller: GameController) -> None:
    start(controller, Role.PUNTER, preset("classic").rules, seed=1)
    commands: list[int] = []
    player = ScriptedPlayer(controller, after_command=lambda: commands.append(len(controller.game.log)))
    _play(controller, player, deals=6)
    log = controller.game.log
    staked = [e for e in log if isinstance(e, StakePlaced) and e.punter == HUMAN]
    assert len(staked) >= 3
    assert all(len(e.cards) == 1 for e in staked)
    assert any(isinstance(e, ParoliBent) and e.punter == HUMAN for e in log)
    assert any(isinstance(e, DeckCut) and e.punter == HUMAN for e in log)
    assert len(commands) > len(staked)  # after_command saw every command, the computer's steps too
    replayed = Game.replay(controller.config.rules, log)
    assert replayed.state() == controller.game.state()


def test_the_thorough_banker_refuses_every_other_offer_and_calls_atande_once(controller: GameController) -> None:
    start(controller, Role.BANKER, preset("pharaon").rules, seed=4,
          styles=(PunterStyle.HERMANN, PunterStyle.PAROLI_RUNNER, PunterStyle.ODDS_AWARE))
    _play(controller, ScriptedPlayer(controller), deals=6)
    kinds = Counter(event.kind for event in controller.game.log)
    assert kinds[AtandeCalled.kind] == 1
    assert kinds[StakeOffered.kind] >= 2
    assert kinds[StakeRefused.kind] == kinds[StakeOffered.kind] // 2


def test_the_casual_punter_stakes_two_ranks_drawn_from_its_seed(controller: GameController) -> None:
    chosen = []
    for seed in (1, 2, 3):
        start(controller, Role.PUNTER, HouseRules(), seed=7)
        ScriptedPlayer(controller, Manner.CASUAL, rng=random.Random(seed)).move(Waiting.HUMAN_STAKES)
        cards = [card for e in controller.game.log if isinstance(e, StakePlaced) and e.punter == HUMAN
                 for card in e.cards]
        assert len({card.rank for card in cards}) == len(cards) == 2
        assert any(isinstance(e, DeckCut) for e in controller.game.log)
        chosen.append(frozenset(cards))
    assert len(set(chosen)) > 1


def test_no_move_once_the_session_is_over(controller: GameController) -> None:
    start(controller, Role.PUNTER)
    controller.end_session()
    log = tuple(controller.game.log)
    assert ScriptedPlayer(controller).move() is False
    assert tuple(controller.game.log) == log


@pytest.mark.parametrize(("role", "seed"), [(Role.PUNTER, 1), (Role.PUNTER, 3), (Role.BANKER, 5), (Role.WATCH, 2)])
def test_play_to_mid_deal_stops_with_a_stake_decided_and_one_riding(controller: GameController, role: Role,
                                                                     seed: int) -> None:
    start(controller, role, seed=seed, styles=(PunterStyle.PAROLI_RUNNER, PunterStyle.HERMANN, PunterStyle.MIRANDOLE))
    assert not mid_deal(controller)
    assert play_to_mid_deal(controller, seed)
    assert mid_deal(controller)
    state = controller.game.state()
    assert state.right_pile
    assert state.left_pile
    assert state.stakes
