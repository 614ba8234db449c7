"""A scripted human player: plays the human's part of a session through a `GameController`'s public commands.

The self-test, the screenshot and the tests play whole sessions without anyone at the keyboard. They all use
this one player, which needs no widgets: it asks the controller what the session waits for and makes a legal
move for it (the computer's step when it is the computer's turn), in one of two manners. Its choices are
deterministic: in turn for the thorough manner, from a seeded random generator for the casual one, so a
session played twice from the same seed is the same session.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable
from functools import partial
from typing import assert_never

from shtoss_desktop.app.shtoss.controller import GameController, Waiting
from shtoss_desktop.core.cards import Card, Rank, Suit, make_deck, ranks_for
from shtoss_desktop.core.shtoss.events import DeckCut, StakeDecided
from shtoss_desktop.core.shtoss.table import Phase


class Manner(enum.Enum):
    """How the scripted human plays."""

    THOROUGH = "thorough"
    """Every kind of move comes up: as punter one card a deal (the ranks and suits taken in turn), a corner bent
    whenever allowed, the deck cut at a place that moves on every deal; as banker offers accepted and refused in
    turn, атанде called once, a new bank when the bank is broken. The self-test and the app tests play so."""
    CASUAL = "casual"
    """A punter at ease: two cards of different ranks drawn at random, winnings taken, the cut left to the banker;
    a banker who accepts every offer. The screenshot plays so, to a table in mid-deal."""


class ScriptedPlayer:
    """The human's moves in one session. The part can change hands during a session (the bank rotates), so each
    `move()` plays whichever part the session waits for."""

    def __init__(self, controller: GameController, manner: Manner = Manner.THOROUGH, *,
                 rng: random.Random | None = None, after_command: Callable[[], None] | None = None) -> None:
        """`rng` draws the casual punter's cards (a `random.Random(0)` when not given); `after_command` is called
        after every command the player gives, so a caller can check the session between commands."""
        self.controller = controller
        self.manner = manner
        self.rng = rng if rng is not None else random.Random(0)
        self._after_command = after_command
        self.turn = 0
        """Staking turns taken: the thorough punter's card and cut move on with it."""
        self.offers = 0
        """Offers answered by the thorough banker (odd ones accepted)."""
        self.atande_called = False

    def _do(self, command: Callable[[], object]) -> None:
        command()
        if self._after_command is not None:
            self._after_command()

    def move(self, waiting: Waiting | None = None) -> bool:
        """Make one move for what the session waits for (`waiting` when the caller has just asked): the human's
        turn, or the computer's step. False when no move can be made: the session is over, or the punter can
        neither cut nor deal on (nothing is staked and nothing can be)."""
        controller = self.controller
        if waiting is None:
            waiting = controller.waiting_for()
        if waiting is Waiting.OVER:
            return False
        if waiting is Waiting.COMPUTER:
            self._do(controller.advance)
        elif waiting is Waiting.HUMAN_STAKES:
            return self._punt_thoroughly() if self.manner is Manner.THOROUGH else self._punt_casually()
        elif waiting is Waiting.HUMAN_OFFER:
            self.offers += 1
            accept = self.offers % 2 == 1 or self.manner is Manner.CASUAL
            self._do(partial(controller.answer_offer, accept))
        elif waiting is Waiting.HUMAN_DEAL:
            self._deal()
        elif waiting is Waiting.PAUSED:
            self._do(controller.resume)
        elif waiting is Waiting.HUMAN_NEW_BANK:
            self._do(controller.new_bank if controller.game.can_new_bank() else controller.give_up_bank)
        else:
            assert_never(waiting)
        return True

    # ----- punting -----

    def _punt_thoroughly(self) -> bool:
        controller = self.controller
        game = controller.game
        human = controller.human
        if human is None:
            return False
        for win in game.winnings_of(human):
            if game.can_bend_paroli(human, win.card):
                self._do(partial(controller.bend_paroli, win.card))
            else:
                self._do(partial(controller.pick_up, win.card))
        if not game.stakes_of(human):
            ranks = ranks_for(game.rules.deck_size)
            suit = list(Suit)[self.turn % len(Suit)]
            for offset in range(len(ranks)):
                card = Card(ranks[(self.turn + offset) % len(ranks)], suit)
                if game.can_place_stake(human, [card]):
                    self._do(partial(controller.place_stake, [card]))
                    break
            self.turn += 1
        if controller.waiting_for() is not Waiting.HUMAN_STAKES:
            return True
        if game.can_cut():
            self._do(partial(controller.cut, self.turn % game.rules.deck_size))
        elif game.phase is Phase.DEALING:
            self._do(controller.deal_on)
        else:
            return False
        return True

    def _punt_casually(self) -> bool:
        controller = self.controller
        game = controller.game
        human = controller.human
        if human is None:
            return False
        if game.phase is Phase.DEALING:
            self._do(controller.deal_on)
            return True
        if game.winnings_of(human):
            self._do(controller.pick_up_all)
        if not game.stakes_of(human):
            deck = list(make_deck(game.rules.deck_size))
            self.rng.shuffle(deck)
            ranks: set[Rank] = set()
            for card in deck:
                if len(ranks) == 2:
                    break
                if card.rank not in ranks and game.can_place_stake(human, [card]):
                    self._do(partial(controller.place_stake, [card]))
                    ranks.add(card.rank)
        if not game.can_cut():
            return False
        self._do(controller.cut)
        return True

    # ----- banking -----

    def _deal(self) -> None:
        controller = self.controller
        if not controller.can_deal():
            self._do(controller.end_session)
        elif self.manner is Manner.THOROUGH and not self.atande_called and controller.game.dealt_cards():
            self.atande_called = True
            self._do(controller.call_atande)
        else:
            self._do(controller.deal_abzug)

def mid_deal(controller: GameController) -> bool:
    """Whether the deal is half-way: lob and sonik showing, both piles started, one stake decided, one not."""
    if not controller.has_game:
        return False
    game = controller.game
    state = game.state()
    if state.phase is not Phase.DEALING or len(state.remaining) < 2 or not state.stakes:
        return False
    if not state.right_pile or not state.left_pile:
        return False
    for event in reversed(game.log):
        if isinstance(event, StakeDecided):
            return True
        if isinstance(event, DeckCut):
            return False
    return False


def will_go_on(controller: GameController) -> bool:
    """Whether the next abzug would still leave the deal in mid-deal (an undecided stake, two cards left)."""
    state = controller.game.state()
    following = state.remaining[2:]
    ranks = {card.rank for card in state.remaining[:2]}
    return len(following) >= 2 and any(stake.card.rank not in ranks for stake in state.stakes)


def play_to_mid_deal(controller: GameController, seed: int, max_steps: int = 1_000, *, abzugs: int = 3) -> bool:
    """Play the session on, casually and seeded by `seed`, until the table is in mid-deal (see `mid_deal`) with
    `abzugs` dealt if the deal lasts that long: the table the screenshot shows. Whether it got there."""
    player = ScriptedPlayer(controller, Manner.CASUAL, rng=random.Random(seed))
    for _ in range(max_steps):
        if mid_deal(controller) and (
            len(controller.game.state().right_pile) >= abzugs or not will_go_on(controller)
        ):
            return True
        if controller.waiting_for() is Waiting.OVER:
            return False
        player.move()
    return False
