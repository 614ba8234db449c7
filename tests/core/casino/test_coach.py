"""The casino coach's exact data (core/casino/coach.py) against brute force over every order of a small shoe."""

from __future__ import annotations

import itertools
from fractions import Fraction as Frac

import pytest

from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.casino.coach import best_ranks, bet_outlook
from shtoss_desktop.core.casino.odds import CasinoOddsError
from shtoss_desktop.core.casino.settle import decide_bet
from tests.core.helpers import cards

SHOE = cards("7S 7H 7C 9D 9S KH QC 2D")


def _brute_gain(rank: Rank, amount: int, suit: Suit | None, suit_amount: int) -> Frac:
    total = orders = 0
    for order in itertools.permutations(SHOE):
        index = next(i for i, c in enumerate(order) if c.rank is rank)
        decision = decide_bet(position=index + 1, deciding_card=order[index], amount=amount, suit=suit,
                              suit_amount=suit_amount)
        total += decision.gain + decision.suit_gain
        orders += 1
    return Frac(total, orders)


@pytest.mark.parametrize(("rank", "suit"), [(Rank.SEVEN, None), (Rank.SEVEN, Suit.SPADES), (Rank.SEVEN, Suit.DIAMONDS),
                                            (Rank.NINE, Suit.CLUBS), (Rank.KING, Suit.HEARTS)])
def test_the_expected_gain_equals_brute_force(rank: Rank, suit: Suit | None) -> None:
    copies = [c.suit for c in SHOE if c.rank is rank]
    suit_amount = 4 if suit is not None else 0
    outlook = bet_outlook(copies, len(SHOE), amount=10, suit=suit, suit_amount=suit_amount)
    assert outlook.expected_gain == _brute_gain(rank, 10, suit, suit_amount)


def test_a_rank_with_few_copies_left_is_better_than_one_with_many() -> None:
    choice = best_ranks({Rank.SEVEN: 3, Rank.NINE: 2, Rank.KING: 1}, len(SHOE))
    assert (choice.best, choice.worst) == ((Rank.KING,), (Rank.SEVEN,))


def test_ties_are_all_named() -> None:
    choice = best_ranks({Rank.TWO: 1, Rank.KING: 1}, 52)
    assert choice.best == (Rank.TWO, Rank.KING)


def test_a_single_copy_is_an_even_game() -> None:
    assert best_ranks({Rank.KING: 1, Rank.TWO: 4}, 52).best_odds.ev_per_unit == 0


def test_inside_a_turn_the_odds_turn_round() -> None:
    outlook = bet_outlook([Suit.SPADES], 3, amount=6, next_is_loss=False)
    assert outlook.rank.p_loss == Frac(1, 3)


def test_no_rank_left_is_refused() -> None:
    with pytest.raises(CasinoOddsError):
        best_ranks({Rank.KING: 0}, 10)


def test_the_suit_bet_of_another_colour_is_returned() -> None:
    outlook = bet_outlook([Card.parse("7S").suit], 8, amount=10, suit=Suit.HEARTS, suit_amount=4)
    assert outlook.suit is not None
    assert outlook.suit.p_push == 1
