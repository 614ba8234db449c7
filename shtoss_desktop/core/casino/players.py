"""The computer players of casino stos: three temperaments that bet between turns.

Every choice is checked with the game's own `can_*` methods, so a computer player never breaks a rule,
and every random choice uses the generator handed in, so a seeded session repeats exactly.

>>> import random
>>> from shtoss_desktop.core.casino.game import CasinoGame, shuffled_shoe
>>> from shtoss_desktop.core.casino.rules import CasinoRules
>>> game = CasinoGame(CasinoRules(), ["You", "Narumov"], shoe=shuffled_shoe(6, random.Random(1)))
>>> narumov = CasinoPlayer(random.Random(3), CasinoStyle.CAUTIOUS)
>>> [(a.kind.value, a.rank.char, a.amount) for a in narumov.choose(game, "Narumov")]
[('place', 'K', 10)]
"""

from __future__ import annotations

import enum
import random

import msgspec

from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.core.casino.events import CasinoEvent
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.table import Bet, CasinoPhase


class CasinoStyle(enum.StrEnum):
    """The temperaments of the computer players."""

    CAUTIOUS = "cautious"
    """One or two bets at the table minimum on the ranks with the most copies left; a suit bet seldom."""
    CASE_HUNTER = "case_hunter"
    """Waits for a case card (a rank with one copy left, an even game) and bets on it; else on the rank
    with the fewest copies left."""
    HIGH_ROLLER = "high_roller"
    """Several bets of a few times the minimum, often with a suit bet; adds to his bets as he goes."""


class ActionKind(enum.StrEnum):
    """What a computer player does with one bet."""

    PLACE = "place"
    """A new bet."""
    ADD = "add"
    """Add to a bet of his."""
    TAKE_BACK = "take_back"
    """Take a bet of his back."""


class CasinoAction(msgspec.Struct, frozen=True):
    """One thing a computer player wants to do between turns."""

    kind: ActionKind
    """Place, add or take back."""
    rank: Rank
    """The rank spot."""
    amount: int = 0
    """The rank bet to place, or to add (0 for a take-back)."""
    suit: Suit | None = None
    """The suit spot of a suit bet placed or added to (None: none)."""
    suit_amount: int = 0
    """The suit bet to place or add (even; 0: none)."""


_BET_CHANCE = {CasinoStyle.CAUTIOUS: 0.5, CasinoStyle.CASE_HUNTER: 0.9, CasinoStyle.HIGH_ROLLER: 0.7}
_SUIT_CHANCE = {CasinoStyle.CAUTIOUS: 0.1, CasinoStyle.CASE_HUNTER: 0.2, CasinoStyle.HIGH_ROLLER: 0.5}
_MOST_BETS = {CasinoStyle.CAUTIOUS: 2, CasinoStyle.CASE_HUNTER: 1, CasinoStyle.HIGH_ROLLER: 4}
_MULTIPLES = {CasinoStyle.CAUTIOUS: (1,), CasinoStyle.CASE_HUNTER: (1, 2), CasinoStyle.HIGH_ROLLER: (2, 3, 5)}
_TAKE_BACK_CHANCE = 0.05
_ADD_CHANCE = 0.15


class CasinoPlayer:
    """A computer player of one temperament, with its own random generator."""

    def __init__(self, rng: random.Random, style: CasinoStyle = CasinoStyle.CAUTIOUS) -> None:
        self.rng = rng
        """Every random choice is drawn from it."""
        self.style = style
        """The temperament."""

    def choose(self, game: CasinoGame, player: str) -> list[CasinoAction]:
        """What he wants to do before the next turn, in order; each action is legal when its turn comes
        (the money they need is counted as they go). Nothing when the shoe is over or the session ended."""
        if game.phase is not CasinoPhase.BETTING or player not in game.players:
            return []
        actions: list[CasinoAction] = []
        budget = game.balance(player)
        mine = list(game.bets_of(player))
        for bet in mine:
            if self.rng.random() < _TAKE_BACK_CHANCE and game.can_take_back(player, bet.rank):
                actions.append(CasinoAction(ActionKind.TAKE_BACK, bet.rank))
                budget += bet.total
        kept = [bet for bet in mine if all(a.rank is not bet.rank for a in actions)]
        if self.style is CasinoStyle.HIGH_ROLLER:
            for bet in kept:
                add = self._addition(game, bet, budget)
                if add is not None:
                    actions.append(add)
                    budget -= add.amount + add.suit_amount
        taken = {bet.rank for bet in mine}
        open_slots = _MOST_BETS[self.style] - len(kept)
        for rank in self._wanted_ranks(game, taken)[:max(open_slots, 0)]:
            if self.rng.random() >= _BET_CHANCE[self.style]:
                continue
            place = self._new_bet(game, rank, budget)
            if place is not None:
                actions.append(place)
                budget -= place.amount + place.suit_amount
        return actions

    def play(self, game: CasinoGame, player: str) -> list[CasinoEvent]:
        """Do what `choose` wants, each step through the game's own checks; return the records."""
        events: list[CasinoEvent] = []
        for action in self.choose(game, player):
            if action.kind is ActionKind.TAKE_BACK and game.can_take_back(player, action.rank):
                events += game.take_back(player, action.rank)
            elif action.kind is ActionKind.ADD and game.can_add_to_bet(
                    player, action.rank, action.amount, action.suit, action.suit_amount):
                events += game.add_to_bet(player, action.rank, action.amount, action.suit, action.suit_amount)
            elif action.kind is ActionKind.PLACE and game.can_place_bet(
                    player, action.rank, action.amount, action.suit, action.suit_amount):
                events += game.place_bet(player, action.rank, action.amount, action.suit, action.suit_amount)
        return events

    # ----- choices -----

    def _wanted_ranks(self, game: CasinoGame, taken: set[Rank]) -> list[Rank]:
        """The ranks with copies left he has no bet on, the ones he likes best first."""
        ranks = [rank for rank in Rank if rank not in taken and game.copies_left(rank) > 0]
        self.rng.shuffle(ranks)  # ties broken at random; the sort below is stable
        if self.style is CasinoStyle.CASE_HUNTER:
            cases = [rank for rank in ranks if game.copies_left(rank) == 1]
            if cases:
                return cases
            ranks.sort(key=game.copies_left)
        else:
            ranks.sort(key=game.copies_left, reverse=True)
        return ranks

    def _stake(self, game: CasinoGame, budget: int) -> int:
        """A whole bet's size for him now: the table minimum times his temperament's multiple, within the
        table maximum and his money (0 when he cannot cover the minimum)."""
        rules = game.rules
        multiple = self.rng.choice(_MULTIPLES[self.style])
        wanted = min(rules.table_minimum * multiple, rules.table_maximum, budget)
        return wanted if wanted >= rules.table_minimum else 0

    def _new_bet(self, game: CasinoGame, rank: Rank, budget: int) -> CasinoAction | None:
        total = self._stake(game, budget)
        if total == 0:
            return None
        suit: Suit | None = None
        suit_amount = 0
        if total >= 3 and self.rng.random() < _SUIT_CHANCE[self.style]:
            suit = self.rng.choice(list(Suit))
            suit_amount = max(2, (total // 3) // 2 * 2)
        return CasinoAction(ActionKind.PLACE, rank, total - suit_amount, suit, suit_amount)

    def _addition(self, game: CasinoGame, bet: Bet, budget: int) -> CasinoAction | None:
        if self.rng.random() >= _ADD_CHANCE:
            return None
        rules = game.rules
        add = min(rules.table_minimum, rules.table_maximum - bet.total, budget)
        if add < 1:
            return None
        return CasinoAction(ActionKind.ADD, bet.rank, add)
