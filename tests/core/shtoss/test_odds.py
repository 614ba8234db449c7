"""Exact odds (RULES.md section 6) against the published fractions, by hand and by Monte Carlo."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from fractions import Fraction as Frac

import pytest

from shtoss_desktop.core.cards import Card, CardError, Suit, make_deck, ranks_for
from shtoss_desktop.core.shtoss.odds import OddsError, banker_edge, card_odds, odds_table, simulate
from shtoss_desktop.core.shtoss.rules import HouseRules, LastCard, LobRule, PlieRule
from shtoss_desktop.core.shtoss.settle import Outcome, decide
from tests.core.helpers import card, cards

DEFAULT = HouseRules()
LOB_HALF = HouseRules(lob=LobRule.HALF)
PLIE_HALF = HouseRules(plie=PlieRule.HALF)
PHARAON = HouseRules(plie=PlieRule.HALF, hocly=True, last_card=LastCard.VOID)


# ----- the published figures (section 6) -----

@pytest.mark.parametrize(("size", "p_killed", "ev"), [
    (52, Frac(433, 833), Frac(-33, 833)), (36, Frac(611, 1155), Frac(-67, 1155)), (32, Frac(479, 899), Frac(-59, 899))])
def test_default_rules_fresh_deck(size: int, p_killed: Frac, ev: Frac) -> None:
    odds = card_odds(HouseRules(deck_size=size), card("AS"))
    assert odds.copies_left == 4
    assert odds.p_killed == p_killed
    assert odds.p_given == 1 - p_killed
    assert odds.p_void == 0
    assert odds.ev_per_kush == ev
    assert banker_edge(HouseRules(deck_size=size)) == -ev


@pytest.mark.parametrize(("size", "ev"), [(52, Frac(-25, 21658)), (36, Frac(-17, 6930)), (32, Frac(-45, 14384))])
def test_lob_half_fresh_deck(size: int, ev: Frac) -> None:
    assert card_odds(HouseRules(deck_size=size, lob=LobRule.HALF), card("AS")).ev_per_kush == ev


@pytest.mark.parametrize(("size", "ev"), [(52, Frac(-33, 1666)), (36, Frac(-67, 2310)), (32, Frac(-59, 1798))])
def test_pharaon_fresh_deck(size: int, ev: Frac) -> None:
    assert card_odds(PHARAON.replace(deck_size=size), card("AS")).ev_per_kush == ev


def test_pharaon_is_the_about_two_percent_of_the_faro_literature() -> None:
    assert round(float(banker_edge(PHARAON)) * 100, 2) == 1.98
    assert round(float(banker_edge(DEFAULT)) * 100, 2) == 3.96


@pytest.mark.parametrize("size", [52, 36, 32])
def test_hocly_and_last_card_void_change_nothing_with_four_copies_on_a_fresh_deck(size: int) -> None:
    plie_half = PLIE_HALF.replace(deck_size=size)
    assert card_odds(plie_half.replace(hocly=True), card("KS")) == card_odds(plie_half, card("KS"))
    assert card_odds(PHARAON.replace(deck_size=size), card("KS")) == card_odds(plie_half, card("KS"))
    void = HouseRules(deck_size=size, last_card=LastCard.VOID)
    assert card_odds(void, card("KS")) == card_odds(HouseRules(deck_size=size), card("KS"))


def test_hocly_matters_with_two_copies_left() -> None:
    dealt = cards("KH KD")
    with_hocly = card_odds(PLIE_HALF.replace(hocly=True), card("KS"), dealt)
    without = card_odds(PLIE_HALF, card("KS"), dealt)
    assert with_hocly.copies_left == 2
    assert with_hocly.ev_per_kush < without.ev_per_kush  # the last abzug's plié takes the whole kush
    assert with_hocly.p_killed == without.p_killed  # it changes how much, not who wins


def test_last_card_void_matters_with_one_copy_left() -> None:
    dealt = cards("KH KD KC 2S")
    void = card_odds(HouseRules(last_card=LastCard.VOID), card("KS"), dealt)
    counts = card_odds(DEFAULT, card("KS"), dealt)
    assert void.copies_left == 1
    assert void.p_void == Frac(1, 48)
    assert counts.p_void == 0
    assert void.ev_per_kush == counts.ev_per_kush - Frac(1, 48)
    # with two copies left the first copy can never be the last card
    assert card_odds(HouseRules(last_card=LastCard.VOID), card("KS"), cards("KH KD")).p_void == 0


@pytest.mark.parametrize("dealt", ["7H 7D 7C 2S", "7H 7D 7C 2S 3S 4S 5S 6S", "7H 7D 7S 8S"])
def test_a_rank_with_one_copy_left_is_an_even_game_under_default_rules(dealt: str) -> None:
    odds = card_odds(DEFAULT, card("7D"), cards(dealt))
    assert odds.copies_left == 1
    assert (odds.p_killed, odds.p_given, odds.ev_per_kush) == (Frac(1, 2), Frac(1, 2), 0)


def test_four_remaining_cards_by_hand() -> None:
    # 48 dealt, 7S 7H and two others left: C(4,2) = 6 equally likely places for the two sevens
    dealt = [c for c in make_deck(52) if str(c) not in ("7S", "7H", "2S", "3S")]
    # (49,50) plié, (49,51), (49,52), (51,52) plié in the last abzug: killed; (50,51), (50,52): given
    assert card_odds(DEFAULT, card("7D"), dealt).p_killed == Frac(4, 6)
    assert card_odds(DEFAULT, card("7D"), dealt).ev_per_kush == Frac(-2, 6)
    # plié half: the two pliés cost half; hocly restores the whole kush on the last abzug's
    # (-1/2 - 1 - 1 + 1 + 1 - 1/2) / 6 without hocly; the last abzug's plié whole with it
    assert card_odds(PLIE_HALF, card("7D"), dealt).ev_per_kush == Frac(-1, 6)
    assert card_odds(PHARAON, card("7D"), dealt).ev_per_kush == Frac(-1, 4)


def test_the_cli_example_after_two_cards_dealt() -> None:
    odds = card_odds(DEFAULT, card("7D"), cards("2S KH"))
    assert (odds.copies_left, odds.p_killed, odds.p_given, odds.p_void, odds.ev_per_kush) == (
        4, Frac(1199, 2303), Frac(1104, 2303), 0, Frac(-95, 2303))


RULE_SETS = {
    "default": DEFAULT,
    "lob half + gorka half": HouseRules(lob=LobRule.HALF, gorka_half=True),
    "thirds": HouseRules(thirds=True),
    "pharaon": PHARAON,
    "eleven + thirteenth": HouseRules(eleven_given=True, thirteenth_suited_double=True),
    "everything": HouseRules(lob=LobRule.HALF, gorka_half=True, plie=PlieRule.HALF, hocly=True, thirds=True,
                             eleven_given=True, thirteenth_suited_double=True, last_card=LastCard.VOID),
    "36 default": HouseRules(deck_size=36),
    "32 pharaon + thirds": PHARAON.replace(deck_size=32, thirds=True),
}
DEALT_STATES = ["", "AS KH", "7H 7D 7C AS", "KH KD 9S 9C 9H TD", "7H 7D 7C 8S 8H 8D 8C AS AH AD"]


@pytest.mark.parametrize("rules", RULE_SETS.values(), ids=RULE_SETS.keys())
@pytest.mark.parametrize("dealt", DEALT_STATES)
def test_probabilities_sum_to_one_and_the_ev_lies_within_them(rules: HouseRules, dealt: str) -> None:
    gone = cards(dealt)
    for row in odds_table(rules, gone, Suit.DIAMONDS):
        assert row.p_killed + row.p_given + row.p_void == 1
        assert min(row.p_killed, row.p_given, row.p_void) >= 0
        top = 2 if rules.thirteenth_suited_double else 1
        assert -row.p_killed <= row.ev_per_kush <= top * row.p_given
        assert row.copies_left == 4 - sum(1 for c in gone if c.rank is row.card.rank)


def test_odds_table_lists_every_rank_with_a_copy_left() -> None:
    dealt = cards("7H 7D 7C 7S 2S KH")
    ranks = [row.card.rank.char for row in odds_table(DEFAULT, dealt)]
    assert ranks == [r.char for r in ranks_for(52) if r.char != "7"]
    assert [row.card.rank.char for row in odds_table(HouseRules(deck_size=32))] == list("789TJQKA")


def test_impossible_questions_are_errors() -> None:
    with pytest.raises(OddsError, match="odd"):
        card_odds(DEFAULT, card("7D"), cards("2S"))
    with pytest.raises(OddsError, match="twice"):
        card_odds(DEFAULT, card("7D"), cards("2S 2S"))
    with pytest.raises(OddsError, match="7"):
        card_odds(DEFAULT, card("7D"), cards("7H 7D 7C 7S"))
    with pytest.raises(OddsError):
        card_odds(HouseRules(deck_size=36), card("7D"), cards("2S 3S"))
    with pytest.raises(CardError):
        card_odds(HouseRules(deck_size=32), card("6D"))


# ----- Monte Carlo -----

def monte_carlo(rules: HouseRules, dealt: Sequence[Card], staked: Sequence[Card], deals: int,
                seed: int) -> list[list[float]]:
    """Per staked card, the amount per unit kush in each of `deals` shuffles of the remaining cards.

    Written independently of `odds`: it deals the cards and finds the first copy and the plié itself;
    only the settlement of one decided card (`settle.decide`, tested on its own) is shared.
    """
    rng = random.Random(seed)
    remaining = [c for c in make_deck(rules.deck_size) if c not in set(dealt)]
    start = len(dealt) + 1
    memo: dict[tuple[int, bool, Card, Card], float] = {}
    amounts: list[list[float]] = [[] for _ in staked]
    for _ in range(deals):
        rng.shuffle(remaining)
        first: dict[object, int] = {}
        for index, dealt_card in enumerate(remaining):
            first.setdefault(dealt_card.rank, index)
        for row, stake in zip(amounts, staked, strict=True):
            index = first[stake.rank]
            position = start + index
            plie = position % 2 == 1 and index + 1 < len(remaining) and remaining[index + 1].rank is stake.rank
            key = (position, plie, remaining[index], stake)
            if key not in memo:
                decision = decide(rules, position=position, deciding_card=remaining[index], plie=plie,
                                  staked_card=stake, last_position=rules.deck_size)
                sign = {Outcome.KILLED: -1, Outcome.GIVEN: 1, Outcome.VOID: 0}[decision.outcome]
                memo[key] = sign * float(decision.factor)
            row.append(memo[key])
    return amounts


def mean_and_standard_error(values: Sequence[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(variance / n)


@pytest.mark.parametrize("rules", RULE_SETS.values(), ids=RULE_SETS.keys())
def test_exact_ev_agrees_with_monte_carlo_on_a_fresh_deck(rules: HouseRules) -> None:
    # on a fresh deck every rank of one suit has the same odds: stake them all, average per deal
    staked = [Card(rank, Suit.DIAMONDS) for rank in ranks_for(rules.deck_size)]
    exact = {card_odds(rules, c).ev_per_kush for c in staked}
    assert len(exact) == 1
    per_card = monte_carlo(rules, [], staked, 12_000, seed=rules.deck_size)
    per_deal = [sum(column) / len(column) for column in zip(*per_card, strict=True)]
    mean, error = mean_and_standard_error(per_deal)
    assert abs(mean - float(exact.pop())) < 4 * error


@pytest.mark.parametrize("rules", [DEFAULT, PHARAON, HouseRules(thirds=True, lob=LobRule.HALF, gorka_half=True),
                                   HouseRules(eleven_given=True, thirteenth_suited_double=True)],
                         ids=["default", "pharaon", "thirds+halves", "eleven+thirteenth"])
def test_exact_ev_after_some_cards_are_dealt_agrees_with_monte_carlo(rules: HouseRules) -> None:
    # 12 cards gone: copies left 4 (A), 3 (K), 2 (Q), 1 (J), 4 (5); no ten is left; positions start at 13
    dealt = cards("KH QH QS JH JS JC TH TS TC TD 2S 3S")
    staked = cards("AD KD QD JD 5C")
    per_card = monte_carlo(rules, dealt, staked, 12_000, seed=7)
    for stake, amounts in zip(staked, per_card, strict=True):
        exact = card_odds(rules, stake, dealt)
        mean, error = mean_and_standard_error(amounts)
        assert abs(mean - float(exact.ev_per_kush)) < 4 * max(error, 1e-9), stake


def test_simulate_agrees_with_the_exact_figures() -> None:
    for rules in (DEFAULT, PHARAON, HouseRules(deck_size=32, lob=LobRule.HALF)):
        result = simulate(rules, 20_000, [card("7D")], random.Random(3))
        assert result.killed + result.given + result.void == result.stakes == 20_000
        exact = card_odds(rules, card("7D"))
        # the standard error from the variance of the per-stake amounts (estimated by an independent run)
        _, sample_error = mean_and_standard_error(monte_carlo(rules, [], [card("7D")], 5_000, seed=5)[0])
        error = sample_error * math.sqrt(5_000 / result.stakes)
        assert abs(result.mean_per_kush - float(exact.ev_per_kush)) < 4 * error
        assert abs(result.killed / result.stakes - float(exact.p_killed)) < 4 * error
        if rules.last_card is LastCard.COUNTS:
            assert result.void == 0


def test_simulate_is_reproducible_and_counts_every_card() -> None:
    rules = HouseRules(thirds=True)
    first = simulate(rules, 500, cards("7D AS"), random.Random(11))
    again = simulate(rules, 500, cards("7D AS"), random.Random(11))
    assert first == again
    assert first.stakes == 1000
    assert first.killed + first.given + first.void == 1000
    with pytest.raises(CardError):
        simulate(HouseRules(deck_size=36), 10, cards("2S"), random.Random(1))
