"""The computer players: a banker and punters of different temperaments.

Every choice goes through the game's own `can_*` checks, so a computer player never breaks a rule,
and every random choice uses the generator handed in, so a seeded session is reproducible. A computer
punter's whole turn is `PunterStrategy.play_turn`; what a win choice does on the table is `take_win`.

>>> import random
>>> from shtoss_desktop.core.shtoss.deal import Game
>>> from shtoss_desktop.core.shtoss.rules import HouseRules
>>> game = Game(HouseRules(), ["Chekalinsky", "Hermann"], rng=random.Random(1))
>>> hermann = make_punter(PunterStyle.HERMANN, random.Random(2))
>>> [(str(c.cards[0].rank.char), c.kush) for c in hermann.choose_stakes(game, "Hermann")]
[('3', 24)]
"""

from __future__ import annotations

import enum
import random
from typing import Final

import msgspec

from shtoss_desktop.core.cards import Card, Rank, Suit, ranks_for
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import Event, OfferReason
from shtoss_desktop.core.shtoss.odds import card_odds
from shtoss_desktop.core.shtoss.table import Offer, Winnings


class PunterStyle(enum.StrEnum):
    """The temperaments of the computer punters."""

    MIRANDOLE = "mirandole"
    """Cautious (мирандоль): one card at the base kush, never raises, always takes the money."""
    PAROLI_RUNNER = "paroli_runner"
    """Bends a corner after every full win while the ladder allows (пароли, сетелева, ...)."""
    HERMANN = "hermann"
    """Pushkin's Hermann: three, seven, ace in turn, doubling after each win."""
    ODDS_AWARE = "odds_aware"
    """Reads the odds: in a talia he stakes the ranks with the fewest copies left."""


class WinChoice(enum.StrEnum):
    """What a punter does with a given card's money."""

    TAKE = "take"
    """Pick up stake and winnings."""
    PAROLI = "paroli"
    """Bend a corner: let stake and winnings ride."""
    PAIX = "paix"
    """Take the stake back and let the winnings ride."""


class StakeChoice(msgspec.Struct, frozen=True):
    """A stake a computer punter wants to place."""

    cards: tuple[Card, ...]
    """One card or a pair."""
    kush: int
    """The kush per card."""


class PunterStrategy:
    """A computer punter. Subclasses set the temperament; the base class knows the money rules."""

    style: PunterStyle = PunterStyle.MIRANDOLE
    base_multiple: int = 1
    """His opening kush in initial kush."""
    raises: bool = False
    """Whether he raises to the limit after a win."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.refused = False
        """The banker refused his last offer: his next stake is one the banker may not refuse."""

    def note_refused(self) -> None:
        """The banker refused his offer: he stakes again, this time a kush that needs no consent."""
        self.refused = True

    # ----- what to stake -----

    def wanted_ranks(self, game: Game, punter: str) -> list[Rank]:
        """The ranks he would like to stake, best first."""
        ranks = list(self._stakeable_ranks(game, punter))
        self.rng.shuffle(ranks)
        return ranks[:1]

    def wants_to_stake(self, game: Game, punter: str) -> bool:
        """Whether he stakes now (between deals always; in a talia, now and then)."""
        if game.stakes_of(punter):
            return False
        if not game.dealt_cards() or self.refused:
            return True
        return self.rng.random() < 0.25

    def choose_stakes(self, game: Game, punter: str) -> list[StakeChoice]:
        """The stakes he places now, each legal at the moment it is chosen."""
        if not self.wants_to_stake(game, punter):
            return []
        choices: list[StakeChoice] = []
        for rank in self.wanted_ranks(game, punter):
            card = Card(rank, self.rng.choice(list(Suit)))
            kush = self.choose_kush(game, punter, (card,))
            if kush is not None:
                choices.append(StakeChoice((card,), kush))
                break
        self.refused = False
        return choices

    def choose_kush(self, game: Game, punter: str, cards: tuple[Card, ...]) -> int | None:
        """The largest kush up to his wish that the rules allow now, or None if none is allowed.

        After a refusal (`note_refused`) only a kush the banker may not refuse is allowed: one that gives
        the banker no reason to be asked (`Game.offer_reasons`)."""
        rules = game.rules
        step = rules.kush_divisor
        base = game.base_kush(punter)
        wish = base if base is not None else rules.initial_kush * self.base_multiple
        limit, _ = game.kush_limit(punter)
        if self.raises and limit is not None:
            wish = max(wish, limit)
        wish -= wish % step
        # Every check a kush can fail (the raise limit, the bank limit, his money) refuses all larger
        # kush too, so the largest allowed one is found by halving, in steps of the kush divisor: a
        # count down would take a billion tries with amounts near the rules' maximum.
        low, high = rules.initial_kush // step, max(wish, rules.initial_kush) // step

        def allowed(kush: int) -> bool:
            # Each reason to ask the banker is a threshold too, so "no reason" also holds for all smaller kush.
            if self.refused and game.offer_reasons(punter, kush):
                return False
            return game.can_place_stake(punter, cards, kush)

        if not allowed(low * step):
            return None
        while low < high:
            middle = (low + high + 1) // 2
            if allowed(middle * step):
                low = middle
            else:
                high = middle - 1
        return low * step

    def _stakeable_ranks(self, game: Game, punter: str) -> list[Rank]:
        taken = {st.card.rank for st in game.stakes_of(punter)} | {w.card.rank for w in game.winnings_of(punter)}
        ranks = [r for r in ranks_for(game.rules.deck_size) if r not in taken]
        remaining = game.remaining_cards()
        if game.rules.talia and remaining:
            left = {c.rank for c in remaining}
            ranks = [r for r in ranks if r in left]
        return ranks

    # ----- after a win -----

    def choose_win(self, game: Game, punter: str, win: Winnings) -> WinChoice:
        """What to do with a given card's money (the cautious default: take it)."""
        return WinChoice.TAKE

    # ----- a whole turn -----

    def play_turn(self, game: Game, punter: str) -> list[Event]:
        """His whole turn at a staking opportunity, played on `game`: each given card's money as he chooses
        (`take_win`), then his stakes, each while the rules allow it, until one waits for the banker.
        Returns the records."""
        events: list[Event] = []
        for win in game.winnings_of(punter):
            events += take_win(game, punter, win, self.choose_win(game, punter, win))
        for stake in self.choose_stakes(game, punter):
            if game.offer is not None or not game.can_place_stake(punter, stake.cards, stake.kush):
                break
            events += game.place_stake(punter, stake.cards, stake.kush)
            if game.offer is not None:
                break
        return events


def take_win(game: Game, punter: str, win: Winnings, choice: WinChoice) -> list[Event]:
    """Do with a given card's money what `choice` says: bend a corner or make a paix where the rules allow it
    now, else (and for `TAKE`) pick the money up. Returns the records."""
    if choice is WinChoice.PAROLI and game.can_bend_paroli(punter, win.card):
        return game.bend_paroli(punter, win.card)
    if choice is WinChoice.PAIX and game.can_paix(punter, win.card):
        return game.paix(punter, win.card)
    return game.pick_up(punter, win.card)


class Mirandole(PunterStrategy):
    """Мирандоль: the cautious player. One card at the initial kush, never raises."""

    style = PunterStyle.MIRANDOLE


class ParoliRunner(PunterStrategy):
    """Bends a corner after every full win, up to the table's limit, then takes the pile."""

    style = PunterStyle.PAROLI_RUNNER
    base_multiple = 2

    def choose_win(self, game: Game, punter: str, win: Winnings) -> WinChoice:
        if game.can_bend_paroli(punter, win.card):
            return WinChoice.PAROLI
        if win.corners == 0 and game.can_paix(punter, win.card) and self.rng.random() < 0.3:
            return WinChoice.PAIX
        return WinChoice.TAKE


HERMANN_RANKS: Final = (Rank.THREE, Rank.SEVEN, Rank.ACE)
"""Тройка, семёрка, туз."""


class Hermann(PunterStrategy):
    """Pushkin's Hermann: three, seven, ace in turn (the lowest rank where the deck has no three).

    He opens high and, after each win, raises to everything the rules allow.
    """

    style = PunterStyle.HERMANN
    base_multiple = 4
    raises = True

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.turn = 0

    def wanted_ranks(self, game: Game, punter: str) -> list[Rank]:
        ranks = ranks_for(game.rules.deck_size)
        sequence = [r if r in ranks else ranks[0] for r in HERMANN_RANKS]
        allowed = self._stakeable_ranks(game, punter)
        for offset in range(len(sequence)):
            rank = sequence[(self.turn + offset) % len(sequence)]
            if rank in allowed:
                self.turn = (self.turn + offset + 1) % len(sequence)
                return [rank]
        return allowed[:1]


class OddsAware(PunterStrategy):
    """Reads the exact odds: in a talia he stakes the ranks with the fewest copies left."""

    style = PunterStyle.ODDS_AWARE

    def wanted_ranks(self, game: Game, punter: str) -> list[Rank]:
        allowed = self._stakeable_ranks(game, punter)
        remaining = game.remaining_cards()
        if not (game.rules.talia and remaining):
            self.rng.shuffle(allowed)
            return allowed[:1]
        copies = {r: sum(1 for c in remaining if c.rank is r) for r in allowed}
        dealt = game.dealt_cards()

        def edge(rank: Rank) -> tuple[int, object]:
            odds = card_odds(game.rules, Card(rank, Suit.SPADES), dealt)
            return copies[rank], -odds.ev_per_kush

        return sorted(allowed, key=edge)[:1]

    def wants_to_stake(self, game: Game, punter: str) -> bool:
        if game.stakes_of(punter):
            return False
        if not game.dealt_cards():
            return True
        # Between abzugs he waits for a rank down to one copy: an even game.
        remaining = game.remaining_cards()
        return any(sum(1 for c in remaining if c.rank is r) == 1 for r in self._stakeable_ranks(game, punter))


_STRATEGIES: Final[dict[PunterStyle, type[PunterStrategy]]] = {
    PunterStyle.MIRANDOLE: Mirandole,
    PunterStyle.PAROLI_RUNNER: ParoliRunner,
    PunterStyle.HERMANN: Hermann,
    PunterStyle.ODDS_AWARE: OddsAware,
}


def make_punter(style: PunterStyle, rng: random.Random) -> PunterStrategy:
    """A computer punter of the given temperament."""
    return _STRATEGIES[style](rng)


class ComputerBanker:
    """The computer banker: refuses stakes above the threshold, accepts raises he can cover,
    puts up a new bank once when his is broken."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def answer(self, game: Game, offer: Offer) -> bool:
        """Accept (True) or refuse a stake that waits for him."""
        if OfferReason.ABOVE_LIMIT in offer.reasons:
            return False
        base = game.base_kush(offer.punter) or game.rules.initial_kush
        return offer.kush <= 2 * base

    def wants_new_bank(self, game: Game) -> bool:
        """Whether he puts up a second bank after the first is broken."""
        return game.can_new_bank()

    def cut_position(self, game: Game) -> int:
        """Where a computer punter cuts the banker's deck."""
        return self.rng.randrange(game.rules.deck_size)
