"""The moments of a shtoss stake equal those found by dealing every order of the cards left, one by one."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from shtoss_desktop.core.cards import Card, make_deck
from shtoss_desktop.core.shtoss.expectation import stake_moments
from shtoss_desktop.core.shtoss.odds import card_odds
from shtoss_desktop.core.shtoss.rules import HouseRules, LobRule, PlieRule
from shtoss_desktop.core.shtoss.settle import Outcome, decide, signed_amount

RULES = [
    HouseRules(deck_size=32),
    HouseRules(deck_size=32, lob=LobRule.HALF, initial_kush=6),
    HouseRules(deck_size=32, plie=PlieRule.HALF, thirds=True, initial_kush=6),
]


def by_every_order(rules: HouseRules, card: Card, dealt: list[Card]) -> tuple[Fraction, Fraction]:
    """The mean and mean square of the gain per kush over every order of the cards left."""
    left = [c for c in make_deck(rules.deck_size) if c not in dealt]
    total = square = Fraction()
    count = 0
    kush = 6
    for order in itertools.permutations(left):
        deck = dealt + list(order)
        index = next(i for i in range(len(dealt), len(deck)) if deck[i].rank is card.rank)
        position = index + 1
        plie = position % 2 == 1 and index + 1 < len(deck) and deck[index + 1].rank is card.rank
        decision = decide(rules, position=position, deciding_card=deck[index], plie=plie, staked_card=card,
                          last_position=rules.deck_size)
        gain = Fraction(signed_amount(decision, kush), kush) if decision.outcome is not Outcome.VOID else Fraction()
        total += gain
        square += gain * gain
        count += 1
    return total / count, square / count


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("staked", ["7D", "QH", "AS"])
def test_the_moments_are_those_of_every_order_of_the_cards_left(rules: HouseRules, staked: str) -> None:
    card = Card.parse(staked)
    deck = list(make_deck(rules.deck_size))
    # Six cards left, two of them of the staked rank (one copy of it in the dealt part).
    keep = [c for c in deck if c.rank is card.rank][:2] + [c for c in deck if c.rank is not card.rank][:4]
    dealt = [c for c in deck if c not in keep]
    moments = stake_moments(rules, card, dealt)
    assert (moments.mean, moments.second) == by_every_order(rules, card, dealt)


@pytest.mark.parametrize("rules", [HouseRules(), *RULES])
def test_the_mean_is_the_odds_expected_value(rules: HouseRules) -> None:
    for card in make_deck(rules.deck_size)[::5]:
        assert stake_moments(rules, card).mean == card_odds(rules, card).ev_per_kush


def test_the_variance_of_a_fresh_card_without_half_rules_is_one_less_the_square_of_the_edge() -> None:
    moments = stake_moments(HouseRules(), Card.parse("7D"))
    assert moments.variance == 1 - Fraction(33, 833) ** 2
