"""Exact casino odds (core/casino/odds.py): equal to brute-force enumeration for small shoes, to the shtoss
odds where the two games agree, and to a simulation through the game's own settlement within 4 standard
errors."""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import pytest

from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.odds import CasinoOddsError, rank_odds, suit_odds
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.casino.settle import BetOutcome, SuitOutcome, decide_bet
from shtoss_desktop.core.casino.shoe import deciding_position
from shtoss_desktop.core.shtoss.odds import card_odds
from shtoss_desktop.core.shtoss.rules import HouseRules


def enumerated_p_loss(copies: int, cards: int, next_is_loss: bool) -> Fraction:
    """Every placement of the copies among the cards left, each as likely: the share whose first copy is on
    loss. With the next card on loss, the j-th card to come (from 1) is on loss when j is odd."""
    loss = total = 0
    for places in itertools.combinations(range(1, cards + 1), copies):
        total += 1
        first = places[0]
        loss += (first % 2 == 1) == next_is_loss
    return Fraction(loss, total)


@pytest.mark.parametrize("next_is_loss", [True, False], ids=["between_turns", "turn_in_progress"])
def test_exact_odds_equal_enumeration_for_small_shoes(next_is_loss: bool) -> None:
    for cards in range(1, 13):
        for copies in range(1, cards + 1):
            odds = rank_odds(copies, cards, next_is_loss=next_is_loss)
            assert odds.p_loss == enumerated_p_loss(copies, cards, next_is_loss), (copies, cards)
            assert odds.p_loss + odds.p_win == 1
            assert odds.ev_per_unit == odds.p_win - odds.p_loss


def test_enumerating_real_shoe_orders_agrees_with_the_settlement() -> None:
    """Every distinct order of a tiny multiset of cards, settled by `decide_bet` exactly as the game does."""
    cards = [Card.parse(c) for c in ("QH", "QS", "2S", "3D", "4C", "5H")]
    loss = total = 0
    for order in set(itertools.permutations(cards)):
        position = deciding_position(order, Rank.QUEEN)
        assert position is not None
        decision = decide_bet(position=position, deciding_card=order[position - 1], amount=1)
        total += 1
        loss += decision.outcome is BetOutcome.LOST
    assert Fraction(loss, total) == rank_odds(2, 6).p_loss


def test_the_casino_odds_are_the_shtoss_odds_under_default_rules() -> None:
    """A shtoss card under the default rules is killed exactly when its rank first shows at an odd position."""
    rules = HouseRules()
    assert rank_odds(4, 52).p_loss == card_odds(rules, Card.parse("7D")).p_killed == Fraction(433, 833)
    dealt = [Card.parse(c) for c in ("7S", "7H", "7C", "KH")]
    shtoss = card_odds(rules, Card.parse("7D"), dealt)
    assert (shtoss.p_killed, shtoss.p_given) == (rank_odds(1, 48).p_loss, rank_odds(1, 48).p_win)


def test_one_copy_left_is_an_even_game_between_turns() -> None:
    for cards in range(2, 400, 2):
        assert rank_odds(1, cards).ev_per_unit == 0
    assert rank_odds(1, 311, next_is_loss=False).ev_per_unit == Fraction(1, 311)  # win, loss, ..., win


def test_impossible_odds_are_refused() -> None:
    with pytest.raises(CasinoOddsError):
        rank_odds(0, 10)
    with pytest.raises(CasinoOddsError):
        rank_odds(11, 10)
    with pytest.raises(CasinoOddsError):
        suit_odds(rank_odds(2, 10), [Suit.HEARTS], Suit.HEARTS)


def test_suit_odds_split_the_rank_odds_by_the_suits_left() -> None:
    odds = rank_odds(5, 40)
    suits = [Suit.HEARTS, Suit.HEARTS, Suit.DIAMONDS, Suit.SPADES, Suit.CLUBS]
    hearts = suit_odds(odds, suits, Suit.HEARTS)
    assert (hearts.p_won, hearts.p_lost) == (odds.p_win * Fraction(2, 5), odds.p_loss * Fraction(2, 5))
    assert (hearts.p_half_won, hearts.p_half_lost, hearts.p_push) == (
        odds.p_win / 5, odds.p_loss / 5, Fraction(2, 5))
    assert hearts.p_won + hearts.p_lost + hearts.p_half_won + hearts.p_half_lost + hearts.p_push == 1
    assert hearts.ev_per_unit == (hearts.p_won - hearts.p_lost) + (hearts.p_half_won - hearts.p_half_lost) / 2


def test_the_game_odds_match_a_simulation_of_the_cards_left() -> None:
    """Mid-shoe: every rank's odds and one suit bet's EV against shuffles of the cards left, settled by the
    game's own `decide_bet`, within 4 standard errors."""
    game = CasinoGame(CasinoRules(), ["You"], rng=random.Random(11))
    for _ in range(100):
        game.deal_turn()
    left = list(game.remaining_cards())
    assert len(left) == 112
    table = game.odds_table()
    rng = random.Random(12)
    trials = 6000
    wins = dict.fromkeys(table, 0)
    suit_total = 0
    for _ in range(trials):
        rng.shuffle(left)
        for rank in table:
            position = deciding_position(left, rank)
            assert position is not None
            absolute = game.position + position
            decision = decide_bet(position=absolute, deciding_card=left[position - 1], amount=1,
                                  suit=Suit.HEARTS, suit_amount=2)
            wins[rank] += decision.outcome is BetOutcome.WON
            if rank is Rank.ACE:
                suit_total += decision.suit_gain
    for rank, odds in table.items():
        p = float(odds.p_win)
        error = math.sqrt(p * (1 - p) / trials)
        assert abs(wins[rank] / trials - p) <= 4 * error, (rank, wins[rank] / trials, p)
    expected = float(game.suit_ev(Rank.ACE, Suit.HEARTS)) * 2
    spread = math.sqrt(4 / trials)  # a suit gain per trial lies within ±2
    assert abs(suit_total / trials - expected) <= 4 * spread
    assert all(odds.cards_left == 112 for odds in table.values())
    assert {rank: odds.copies_left for rank, odds in table.items()} == {
        rank: game.copies_left(rank) for rank in Rank if game.copies_left(rank)}


def test_suit_outcomes_of_the_game_match_suit_odds_exactly_on_a_small_case() -> None:
    """Two copies left (QH, QD) among four cards: every order, settled, against `suit_odds`."""
    cards = [Card.parse(c) for c in ("QH", "QD", "2S", "3C")]
    tally = dict.fromkeys(SuitOutcome, 0)
    orders = list(itertools.permutations(cards))
    for order in orders:
        position = deciding_position(order, Rank.QUEEN)
        assert position is not None
        decision = decide_bet(position=position, deciding_card=order[position - 1], amount=1, suit=Suit.HEARTS,
                              suit_amount=2)
        assert decision.suit_outcome is not None
        tally[decision.suit_outcome] += 1
    odds = suit_odds(rank_odds(2, 4), [Suit.HEARTS, Suit.DIAMONDS], Suit.HEARTS)
    n = len(orders)
    assert (Fraction(tally[SuitOutcome.WON], n), Fraction(tally[SuitOutcome.LOST], n),
            Fraction(tally[SuitOutcome.HALF_WON], n), Fraction(tally[SuitOutcome.HALF_LOST], n),
            Fraction(tally[SuitOutcome.PUSH], n)) == (
        odds.p_won, odds.p_lost, odds.p_half_won, odds.p_half_lost, odds.p_push)
