"""Helpers for the app tests: seeded sessions and scripted human players for both roles."""

from __future__ import annotations

from collections.abc import Callable

from shtoss_desktop.app.controller import GameController, Role, SessionConfig, Waiting
from shtoss_desktop.core.cards import Card, Suit, ranks_for
from shtoss_desktop.core.deal import Phase
from shtoss_desktop.core.players import PunterStyle
from shtoss_desktop.core.rules import HouseRules

HUMAN = "Hermann"
"""The human's name in every test session."""


def start(controller: GameController, role: Role = Role.PUNTER, rules: HouseRules | None = None, seed: int = 7,
          styles: tuple[PunterStyle, ...] = (PunterStyle.PAROLI_RUNNER, PunterStyle.HERMANN)) -> None:
    """Start a seeded session with the human as `role`."""
    controller.new_session(SessionConfig(rules=rules or HouseRules(), role=role, styles=styles, seed=seed,
                                         human_name=HUMAN))


def human_punter_move(controller: GameController, turn: int) -> None:
    """One scripted move of a human punter: bend or take winnings, stake a card, cut or let the deal go on."""
    game = controller.game
    for win in game.winnings_of(HUMAN):
        if game.can_bend_paroli(HUMAN, win.card):
            controller.bend_paroli(win.card)
        else:
            controller.pick_up(win.card)
        return
    if not game.stakes_of(HUMAN):
        ranks = ranks_for(game.rules.deck_size)
        for offset in range(len(ranks)):
            card = Card(ranks[(turn + offset) % len(ranks)], list(Suit)[turn % 4])
            if game.can_place_stake(HUMAN, [card]):
                controller.place_stake([card])
                return
    if game.can_cut():
        controller.cut(turn % game.rules.deck_size)
    elif game.phase is Phase.DEALING:
        controller.deal_on()
    else:
        controller.end_session()


def human_banker_move(controller: GameController, turn: int) -> None:
    """One scripted move of a human banker."""
    waiting = controller.waiting_for()
    if waiting is Waiting.HUMAN_OFFER:
        controller.answer_offer(turn % 2 == 0)
    elif waiting is Waiting.HUMAN_NEW_BANK:
        if controller.game.can_new_bank():
            controller.new_bank()
        else:
            controller.give_up_bank()
    elif waiting is Waiting.PAUSED:
        controller.resume()
    elif controller.can_deal():
        controller.deal_abzug()
    else:
        controller.end_session()


def play(controller: GameController, deals: int, after_step: Callable[[], None] = lambda: None,
         limit: int = 5000) -> None:
    """Play until `deals` deals are over (or the session ends), calling `after_step` after every step."""
    turn = 0
    while controller.game.state().deal_number < deals or controller.game.phase is Phase.DEALING:
        waiting = controller.waiting_for()
        if waiting is Waiting.OVER:
            return
        if waiting is Waiting.COMPUTER:
            controller.advance()
        elif waiting is Waiting.HUMAN_STAKES:
            human_punter_move(controller, turn)
        else:
            human_banker_move(controller, turn)
        turn += 1
        after_step()
        assert turn < limit, "the session did not move on"
