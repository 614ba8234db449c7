"""The moments of a casino bet equal those found by putting the deciding copy in every place and suit."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from shtoss_desktop.core.cards import Suit
from shtoss_desktop.core.casino.expectation import bet_moments
from shtoss_desktop.core.casino.odds import rank_odds, suit_odds


def by_every_place(copy_suits: list[Suit], cards: int, amount: int, suit: Suit, suit_amount: int
                   ) -> tuple[Fraction, Fraction]:
    """Every placing of the copies among `cards` places (the next card on loss), each copy's suit its own."""
    total = square = Fraction()
    count = 0
    for places in itertools.permutations(range(cards), len(copy_suits)):
        first = min(places)
        deciding = copy_suits[places.index(first)]
        sign = -1 if first % 2 == 0 else 1  # place 0 is on loss
        share = Fraction(1) if deciding is suit else Fraction(1, 2) if deciding.colour is suit.colour else Fraction()
        gain = sign * (amount + share * suit_amount)
        total += gain
        square += gain * gain
        count += 1
    return total / count, square / count


@pytest.mark.parametrize(("copy_suits", "cards"), [
    ([Suit.HEARTS, Suit.DIAMONDS], 5), ([Suit.SPADES, Suit.HEARTS, Suit.CLUBS], 6), ([Suit.HEARTS], 4)])
def test_the_moments_are_those_of_every_place_of_the_copies(copy_suits: list[Suit], cards: int) -> None:
    odds = rank_odds(len(copy_suits), cards)
    moments = bet_moments(odds, suit_odds(odds, copy_suits, Suit.HEARTS), 10, 6)
    assert (moments.mean, moments.second) == by_every_place(copy_suits, cards, 10, Suit.HEARTS, 6)


def test_a_rank_bet_alone_has_the_square_of_its_amount_as_second_moment() -> None:
    moments = bet_moments(rank_odds(4, 52), None, 10, 0)
    assert moments.second == 100
    assert moments.mean == Fraction(-330, 833)
