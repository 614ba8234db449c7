"""The exact expectation of shtoss stakes as placed, and a session's ledger for the statistics (core/ledger.py).

`stake_moments` gives the first two moments of one staked card's gain per unit kush, for any rules and cards gone:
its mean is `odds.card_odds(...).ev_per_kush` (the same settlement, `settle.decide`, counted the same way), its
second moment gives the variance. `shtoss_ledger` reads a session's log (the verified replay's) record by record on
a mirror of the table and values every change of the money riding on a card at that moment (see core/ledger.py).

>>> from shtoss_desktop.core.shtoss.rules import HouseRules
>>> moments = stake_moments(HouseRules(), Card.parse("7D"))
>>> moments.mean, moments.second
(Fraction(-33, 833), Fraction(1, 1))
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from math import comb

import msgspec

from shtoss_desktop.core.cards import Card, Rank, Suit, make_deck
from shtoss_desktop.core.ledger import Ledger, LedgerReader, StakeLine, result_of
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import (
    BankerRotated,
    DealFinished,
    DeckCut,
    Event,
    PaixMade,
    ParoliBent,
    PunterLeft,
    SessionStarted,
    StakeDecided,
    StakePlaced,
)
from shtoss_desktop.core.shtoss.odds import OddsError, card_odds
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.settle import Outcome, decide


class Moments(msgspec.Struct, frozen=True):
    """The first two moments of a staked card's gain per unit kush."""

    mean: Fraction
    """The expected gain per unit kush (the punter's)."""
    second: Fraction
    """The expected square of the gain per unit kush."""

    @property
    def variance(self) -> Fraction:
        """The variance of the gain per unit kush."""
        return self.second - self.mean * self.mean


def stake_moments(rules: HouseRules, card: Card, dealt: Sequence[Card] = ()) -> Moments:
    """The moments of staking `card` now, with `dealt` already out of the banker's deck (raise `OddsError` as
    `card_odds` does: an odd number dealt, no copy left, ...)."""
    odds = card_odds(rules, card, dealt)  # every check of the situation, once
    gone = frozenset(dealt)
    suits = tuple(sorted(c.suit for c in make_deck(rules.deck_size) if c.rank is card.rank and c not in gone))
    mean, second = _moments(rules, card.suit, suits, rules.deck_size - len(dealt))
    assert mean == odds.ev_per_kush
    return Moments(mean, second)


@lru_cache(maxsize=4096)
def _moments(rules: HouseRules, staked_suit: Suit, copy_suits: tuple[Suit, ...], remaining: int
             ) -> tuple[Fraction, Fraction]:
    """Every arrangement of the rank's copies among the cards left, as `odds._odds` counts them."""
    n, k = remaining, len(copy_suits)
    start = rules.deck_size - n + 1
    staked = Card(Rank.ACE, staked_suit)
    mean = second = Fraction()
    for j in range(1, n - k + 2):
        first_here = comb(n - j, k - 1)
        position = start + j - 1
        if position % 2 == 1 and j < n:
            with_plie = comb(n - j - 1, k - 2) if k >= 2 else 0
            branches: tuple[tuple[bool, int], ...] = ((True, with_plie), (False, first_here - with_plie))
        else:
            branches = ((False, first_here),)
        for plie, ways in branches:
            if not ways:
                continue
            for suit in copy_suits:
                decision = decide(rules, position=position, deciding_card=Card(Rank.ACE, suit), plie=plie,
                                  staked_card=staked, last_position=rules.deck_size)
                if decision.outcome is Outcome.VOID:
                    continue
                sign = -1 if decision.outcome is Outcome.KILLED else 1
                mean += sign * ways * decision.factor
                second += ways * decision.factor * decision.factor
    denominator = comb(n, k) * k
    return mean / denominator, second / denominator


class _Riding(msgspec.Struct):
    """A card of a stake against the bank, while it rides."""

    amount: int
    """The money riding on it."""
    sign: int
    """+1: the human's own stake; -1: a stake against the human's bank."""
    role: Role
    """The human's part when it was laid."""
    expectation: Fraction
    """What the human expects of it so far (each change of its riding amount valued when made)."""
    variance: Fraction
    """The variance of its outcome as last set."""


class ShtossLedgerReader(LedgerReader[Event]):
    """Reads a shtoss session's records one by one, as they come (a live game's) or from a log (a journal's),
    into the human's ledger; `rules` are the rules the session started with, `first` its first record."""

    def __init__(self, rules: HouseRules, first: SessionStarted, human: str) -> None:
        self.human = human
        self._mirror = Game.replay(rules, [first])
        self._banker = first.banker
        self._seated = human in first.players
        self._deal = 0
        self._riding: dict[tuple[str, Card], _Riding] = {}
        self._lines: list[StakeLine] = []
        self._deals: Counter[Role] = Counter()

    def feed(self, record: Event) -> None:
        human, banker = self.human, self._banker
        role = Role.BANKER if banker == human else Role.PUNTER
        if isinstance(record, StakePlaced):
            for card in record.cards:
                self._lay(record.punter, card, record.kush, role)
        elif isinstance(record, ParoliBent | PaixMade):
            self._lay(record.punter, record.card, record.riding, role)
        elif isinstance(record, StakeDecided):
            stake = self._riding.pop((record.punter, record.card), None)
            if stake is not None:
                amount = stake.sign * record.amount
                self._lines.append(StakeLine(self._deal, stake.role, record.abzug, result_of(amount), amount,
                                             stake.expectation, stake.variance))
        elif isinstance(record, DeckCut):
            self._deal = record.deal_number
        elif isinstance(record, DealFinished) and self._seated:
            self._deals[role] += 1
        elif isinstance(record, BankerRotated):
            self._banker = record.new_banker
        elif isinstance(record, PunterLeft) and record.punter == human:
            self._seated = False
        self._mirror.apply(record)

    def ledger(self) -> Ledger:
        return Ledger(tuple(self._lines), dict(self._deals))

    def _lay(self, punter: str, card: Card, amount: int, role: Role) -> None:
        """`amount` now rides on the punter's `card` (a stake placed, a paroli bent, a paix made)."""
        sign = 1 if punter == self.human else -1 if self._banker == self.human else 0
        if not sign:
            return
        try:
            moments = stake_moments(self._mirror.rules, card, self._mirror.dealt_cards())
        except OddsError:  # no copy of its rank left in this deck: it cannot be decided here
            moments = Moments(Fraction(), Fraction())
        before = self._riding.get((punter, card))
        expectation, was = (before.expectation, before.amount) if before is not None else (Fraction(), 0)
        expectation += sign * moments.mean * (amount - was)
        self._riding[(punter, card)] = _Riding(amount, sign, role, expectation, moments.variance * amount * amount)


def shtoss_ledger(rules: HouseRules, log: Sequence[Event], human: str) -> Ledger:
    """The human's stakes in a session's `log` (a log the rules made: the verified replay's, or a live game's),
    valued as placed; `rules` are the rules the session started with. A stake returned undecided (the session
    ended, the bank changed hands) is not counted."""
    if not log or not isinstance(log[0], SessionStarted):
        return Ledger((), {})
    reader = ShtossLedgerReader(rules, log[0], human)
    for record in log[1:]:
        reader.feed(record)
    return reader.ledger()


__all__ = ["Moments", "ShtossLedgerReader", "shtoss_ledger", "stake_moments"]
