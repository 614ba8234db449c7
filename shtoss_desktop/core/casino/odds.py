"""Exact odds of a casino stos bet for the cards left in the shoe (RULES.md sections 4.8 and 6).

A rank bet is decided by the first copy of its rank still to come: on the loss box (an odd position) the
house takes it, on the win box (an even position) the house pays 1:1. A plié needs no rule of its own
here: both its cards are of the rank, so the first of them, the odd one, decides, and it counts as a loss.

With k copies among n cards left, every arrangement of the copies among the n places is equally likely,
so the first copy is at the j-th card still to come in C(n - j, k - 1) of the C(n, k) arrangements. The
next card is on loss between turns (a turn is two cards, so the dealt count is even); while a turn is in
progress (its loss card shown, its win card not) the next card is on win. The first copy is on loss when
j is odd in the first case and even in the second. Everything is a `Fraction`.

>>> odds = rank_odds(4, 52)  # one deck: the same figures as a shtoss card on a fresh deck (section 6)
>>> odds.p_loss, odds.p_win, odds.ev_per_unit
(Fraction(433, 833), Fraction(400, 833), Fraction(-33, 833))
>>> round(float(rank_odds(24, 312).ev_per_unit), 4)  # a fresh six-deck shoe
-0.0399
>>> rank_odds(1, 7).ev_per_unit, rank_odds(1, 8).ev_per_unit
(Fraction(-1, 7), Fraction(0, 1))
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from math import comb

import msgspec

from shtoss_desktop.core.cards import Suit
from shtoss_desktop.core.casino.errors import CasinoError, CasinoMessage


class CasinoOddsError(CasinoError):
    """Odds were asked of an impossible situation (no copy left, more copies than cards, ...)."""


class RankOdds(msgspec.Struct, frozen=True):
    """The exact chances of a rank bet placed now, and its expected value per unit bet."""

    copies_left: int
    """Cards of the rank still in the shoe (k)."""
    cards_left: int
    """Cards still in the shoe (n)."""
    p_loss: Fraction
    """The chance the first copy falls on the loss box (a plié included): the house takes the bet."""
    p_win: Fraction
    """The chance the first copy falls on the win box: the house pays 1:1."""
    ev_per_unit: Fraction
    """The player's expected gain per unit bet, `p_win - p_loss` (negative: the house's edge)."""


class SuitOdds(msgspec.Struct, frozen=True):
    """The exact chances of a suit bet placed with a rank bet now, and its expected value per unit."""

    p_won: Fraction
    """The deciding card is of the chosen suit and on win: the suit bet is paid 1:1."""
    p_lost: Fraction
    """The deciding card is of the chosen suit and on loss: the suit bet is lost."""
    p_half_won: Fraction
    """The other suit of the same colour, on win: half the suit bet is paid."""
    p_half_lost: Fraction
    """The other suit of the same colour, on loss: half the suit bet is lost."""
    p_push: Fraction
    """The other colour: the suit bet is returned."""
    ev_per_unit: Fraction
    """The player's expected gain per unit of suit bet."""


def rank_odds(copies_left: int, cards_left: int, *, next_is_loss: bool = True) -> RankOdds:
    """The odds of a bet on a rank with `copies_left` copies among `cards_left` cards still to come.

    `next_is_loss` says where the next card goes: true between turns, false inside a turn whose loss
    card is out (its win card still to come).
    """
    if not 1 <= copies_left <= cards_left:
        raise CasinoOddsError(CasinoMessage.NO_COPIES, copies=copies_left, cards=cards_left)
    loss_ways, total = _loss_ways(copies_left, cards_left, next_is_loss)
    p_loss = Fraction(loss_ways, total)
    p_win = 1 - p_loss
    return RankOdds(copies_left, cards_left, p_loss, p_win, p_win - p_loss)


@lru_cache(maxsize=4096)
def _loss_ways(k: int, n: int, next_is_loss: bool) -> tuple[int, int]:
    """Of the C(n, k) arrangements of the copies, how many put the first copy on loss."""
    first_loss_place = 1 if next_is_loss else 2  # j of the first place still to come that is on loss
    ways = sum(comb(n - j, k - 1) for j in range(first_loss_place, n - k + 2, 2))
    return ways, comb(n, k)


def suit_odds(odds: RankOdds, copy_suits: Sequence[Suit], suit: Suit) -> SuitOdds:
    """The odds of a suit bet on `suit` beside a rank bet with `odds`; `copy_suits` are the suits of the
    rank's copies left (one entry per copy, `odds.copies_left` of them).

    The first copy to come is equally likely to be any of the copies whatever its position, so the
    suit of the deciding card is independent of the box it falls on.

    >>> odds = rank_odds(2, 4)
    >>> s = suit_odds(odds, [Suit.HEARTS, Suit.DIAMONDS], Suit.HEARTS)
    >>> s.p_won, s.p_half_lost, s.p_push, s.ev_per_unit
    (Fraction(1, 6), Fraction(1, 3), Fraction(0, 1), Fraction(-1, 4))
    """
    if len(copy_suits) != odds.copies_left:
        raise CasinoOddsError(CasinoMessage.SUITS_COUNT, suits=len(copy_suits), copies=odds.copies_left)
    k = odds.copies_left
    same = Fraction(sum(1 for s in copy_suits if s is suit), k)
    colour = Fraction(sum(1 for s in copy_suits if s is not suit and s.colour is suit.colour), k)
    other = 1 - same - colour
    return SuitOdds(
        p_won=odds.p_win * same, p_lost=odds.p_loss * same,
        p_half_won=odds.p_win * colour, p_half_lost=odds.p_loss * colour, p_push=other,
        ev_per_unit=odds.ev_per_unit * (same + colour / 2),
    )
