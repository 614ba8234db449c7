"""The exact expectation of casino bets as placed, and a session's ledger for the statistics (core/ledger.py).

A rank bet of `a` with a suit bet of `b` gains `a * s + b * g`, where `s` is +1 on the win box and -1 on the loss
box and `g` is the suit bet's share (1, 1/2 or 0) with the same sign: `bet_moments` gives the mean (what the
table's `odds` and `suit_ev` give) and the second moment. `casino_ledger` reads a session's log on a mirror of the
table and values each bet placed or changed at that moment's odds (a bet taken back is not counted).

>>> from shtoss_desktop.core.casino.odds import rank_odds
>>> moments = bet_moments(rank_odds(4, 52), None, 10, 0)
>>> moments.mean, moments.second
(Fraction(-330, 833), Fraction(100, 1))
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import msgspec

from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.core.casino.events import (
    BetChanged,
    BetDecided,
    BetPlaced,
    BetTakenBack,
    CasinoEvent,
    CasinoSessionStarted,
    ShoeEnded,
    ShoeShuffled,
)
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.odds import RankOdds, SuitOdds
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.ledger import Ledger, LedgerReader, StakeLine, result_of
from shtoss_desktop.core.seats import Role


class BetMoments(msgspec.Struct, frozen=True):
    """The first two moments of a bet's gain (in money, not per unit)."""

    mean: Fraction
    """The expected gain."""
    second: Fraction
    """The expected square of the gain."""

    @property
    def variance(self) -> Fraction:
        """The variance of the gain."""
        return self.second - self.mean * self.mean


def bet_moments(rank: RankOdds, suit: SuitOdds | None, amount: int, suit_amount: int) -> BetMoments:
    """The moments of a rank bet of `amount` with `rank`'s odds, and a suit bet of `suit_amount` with `suit`'s."""
    mean = rank.ev_per_unit * amount
    second = Fraction(amount * amount)
    if suit is not None and suit_amount:
        full = suit.p_won + suit.p_lost
        half = suit.p_half_won + suit.p_half_lost
        mean += suit.ev_per_unit * suit_amount
        second += 2 * amount * suit_amount * (full + half / 2) + suit_amount * suit_amount * (full + half / 4)
    return BetMoments(mean, second)


def _moments_now(mirror: CasinoGame, rank: Rank, amount: int, suit: Suit | None, suit_amount: int) -> BetMoments:
    odds = mirror.odds(rank)
    return bet_moments(odds, mirror.suit_odds(rank, suit) if suit is not None else None, amount, suit_amount)


class CasinoLedgerReader(LedgerReader[CasinoEvent]):
    """Reads a casino session's records one by one into the human's ledger (see `ShtossLedgerReader`)."""

    def __init__(self, rules: CasinoRules, first: CasinoSessionStarted, human: str) -> None:
        self.human = human
        self._seated = human in first.players
        self._mirror = CasinoGame.replay(rules, [first])
        self._open: dict[Rank, tuple[Fraction, BetMoments]] = {}
        self._lines: list[StakeLine] = []
        self._shoe = self._shoes = 0

    def feed(self, record: CasinoEvent) -> None:
        mirror, human = self._mirror, self.human
        if isinstance(record, ShoeShuffled):
            self._shoe = record.shoe_number
        elif isinstance(record, ShoeEnded) and self._seated:
            self._shoes += 1
        elif getattr(record, "player", None) != human:
            pass
        elif isinstance(record, BetPlaced):
            moments = _moments_now(mirror, record.rank, record.amount, record.suit, record.suit_amount)
            self._open[record.rank] = (moments.mean, moments)
        elif isinstance(record, BetChanged):
            old = mirror.bet_of(human, record.rank)
            assert old is not None
            before = _moments_now(mirror, old.rank, old.amount, old.suit, old.suit_amount)
            moments = _moments_now(mirror, record.rank, record.amount, record.suit, record.suit_amount)
            so_far = self._open[record.rank][0]
            self._open[record.rank] = (so_far + moments.mean - before.mean, moments)
        elif isinstance(record, BetTakenBack):
            self._open.pop(record.rank, None)
        elif isinstance(record, BetDecided):
            expectation, moments = self._open.pop(record.rank)
            amount = record.gain + record.suit_gain
            self._lines.append(StakeLine(self._shoe, Role.PUNTER, (record.position + 1) // 2, result_of(amount),
                                         amount, expectation, moments.variance))
        mirror.apply(record)

    def ledger(self) -> Ledger:
        return Ledger(tuple(self._lines), {Role.PUNTER: self._shoes} if self._seated else {})


def casino_ledger(rules: CasinoRules, log: Sequence[CasinoEvent], human: str) -> Ledger:
    """The human's bets in a session's `log` (one the rules made), valued as placed (see the module docstring)."""
    if not log or not isinstance(log[0], CasinoSessionStarted) or human not in log[0].players:
        return Ledger((), {})
    reader = CasinoLedgerReader(rules, log[0], human)
    for record in log[1:]:
        reader.feed(record)
    return reader.ledger()


__all__ = ["BetMoments", "CasinoLedgerReader", "bet_moments", "casino_ledger"]
