"""Helpers for the app tests: seeded sessions, played on by the scripted human player
(`app/shtoss/scripted_player.py`)."""

from __future__ import annotations

from collections.abc import Callable

from shtoss_desktop.app.shtoss.controller import GameController, SessionConfig, Waiting
from shtoss_desktop.app.shtoss.scripted_player import Manner, ScriptedPlayer
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.table import Phase

HUMAN = "Hermann"
"""The human's name in every test session."""


def start(controller: GameController, role: Role = Role.PUNTER, rules: HouseRules | None = None, seed: int = 7,
          styles: tuple[PunterStyle, ...] = (PunterStyle.PAROLI_RUNNER, PunterStyle.HERMANN)) -> None:
    """Start a seeded session with the human as `role`."""
    controller.new_session(SessionConfig(rules=rules or HouseRules(), role=role, styles=styles, seed=seed,
                                         human_name=HUMAN))


def play(controller: GameController, deals: int, after_step: Callable[[], None] = lambda: None,
         limit: int = 5000) -> None:
    """Play (the human's part scripted, thoroughly) until `deals` deals are over or the session ends, calling
    `after_step` after every command; a punter who can go no further ends the session."""
    steps = 0

    def counted() -> None:
        nonlocal steps
        steps += 1
        after_step()
        assert steps < limit, "the session did not move on"

    player = ScriptedPlayer(controller, Manner.THOROUGH, after_command=counted)
    while controller.game.state().deal_number < deals or controller.game.phase is Phase.DEALING:
        if not player.move():
            if controller.waiting_for() is not Waiting.OVER:
                controller.end_session()
                after_step()
            return
