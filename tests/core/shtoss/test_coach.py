"""The coach's exact data (core/shtoss/coach.py) against settle.decide, the published odds and brute force over
every order of a small remaining deck."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from fractions import Fraction as Frac

import pytest

from shtoss_desktop.core.cards import Card, Suit, make_deck
from shtoss_desktop.core.shtoss import coach
from shtoss_desktop.core.shtoss.coach import (
    Half,
    Method,
    Step,
    TableStake,
    Thirds,
    banker_outlook,
    best_choice,
    explain,
    stake_outlook,
)
from shtoss_desktop.core.shtoss.odds import card_odds
from shtoss_desktop.core.shtoss.rules import HouseRules, LastCard, LobRule, PlieRule, Premium, PremiumEvent
from shtoss_desktop.core.shtoss.settle import Outcome, decide, signed_amount
from tests.core.helpers import card, cards

RULE_SETS = (
    HouseRules(),
    HouseRules(lob=LobRule.HALF),
    HouseRules(gorka_half=True),
    HouseRules(plie=PlieRule.HALF),
    HouseRules(plie=PlieRule.HALF, hocly=True, last_card=LastCard.VOID),
    HouseRules(eleven_given=True, thirteenth_suited_double=True),
    HouseRules(thirds=True, lob=LobRule.HALF, plie=PlieRule.HALF, hocly=True),
    HouseRules(deck_size=32, thirds=True, gorka_half=True, eleven_given=True, thirteenth_suited_double=True),
)


# ----- the reason after a decided card -----


@pytest.mark.parametrize("rules", RULE_SETS)
def test_the_reason_agrees_with_the_settlement_everywhere(rules: HouseRules) -> None:
    staked = card("7D")
    for position in range(1, rules.deck_size + 1):
        for deciding in (card("7D"), card("7H"), card("7S")):
            for plie in (False, True):
                decision = decide(rules, position=position, deciding_card=deciding, plie=plie, staked_card=staked,
                                  last_position=rules.deck_size)
                reason = explain(rules, card=staked, deciding_card=deciding, position=position, plie=plie, riding=6)
                assert (reason.outcome, reason.factor, reason.amount) == (
                    decision.outcome, decision.factor, signed_amount(decision, 6))


def _reason(rules: HouseRules, position: int, deciding: str = "7S", *, plie: bool = False,
            staked: str = "7S") -> coach.Reason:
    return explain(rules, card=card(staked), deciding_card=card(deciding), position=position, plie=plie, riding=12)


def test_killed_in_the_lob_under_half_the_kush_costs_half() -> None:
    reason = _reason(HouseRules(lob=LobRule.HALF), 1)
    assert (reason.step, reason.half, reason.amount) == (Step.KILLED, Half.LOB_HALF, -6)


def test_killed_in_the_lob_without_the_option_costs_the_whole() -> None:
    reason = _reason(HouseRules(), 1)
    assert (reason.step, reason.half, reason.amount) == (Step.KILLED, Half.NONE, -12)


def test_killed_from_the_gorka_under_gorka_half() -> None:
    reason = _reason(HouseRules(gorka_half=True), 3)
    assert (reason.step, reason.half, reason.amount) == (Step.KILLED, Half.GORKA_HALF, -6)


def test_a_plie_under_plie_half_takes_half() -> None:
    reason = _reason(HouseRules(plie=PlieRule.HALF), 7, plie=True)
    assert (reason.step, reason.half, reason.amount) == (Step.PLIE, Half.PLIE_HALF, -6)


def test_a_plie_in_the_last_abzug_under_hocly_takes_the_whole() -> None:
    reason = _reason(HouseRules(plie=PlieRule.HALF, hocly=True), 51, plie=True)
    assert (reason.step, reason.half, reason.amount) == (Step.PLIE, Half.HOCLY_WHOLE, -12)


def test_a_plie_in_the_lob_under_lob_half_takes_half() -> None:
    reason = _reason(HouseRules(lob=LobRule.HALF), 1, plie=True)
    assert (reason.step, reason.half, reason.amount) == (Step.PLIE, Half.LOB_HALF, -6)


def test_the_last_card_void() -> None:
    reason = _reason(HouseRules(last_card=LastCard.VOID), 52)
    assert (reason.step, reason.outcome, reason.amount) == (Step.LAST_CARD_VOID, Outcome.VOID, 0)


def test_the_thirteenth_of_the_suit_is_paid_double() -> None:
    reason = _reason(HouseRules(thirteenth_suited_double=True), 13)
    assert (reason.step, reason.outcome, reason.amount) == (Step.THIRTEENTH, Outcome.GIVEN, 24)


def test_the_thirteenth_of_another_suit_is_killed() -> None:
    reason = _reason(HouseRules(thirteenth_suited_double=True), 13, "7H")
    assert (reason.step, reason.amount) == (Step.KILLED, -12)


def test_killed_on_the_eleventh_counts_as_given() -> None:
    reason = _reason(HouseRules(eleven_given=True), 11)
    assert (reason.step, reason.outcome, reason.amount) == (Step.ELEVEN, Outcome.GIVEN, 12)


@pytest.mark.parametrize(("deciding", "thirds", "amount"), [
    ("7S", Thirds.SUITED, 12), ("7C", Thirds.HALF_SUITED, 8), ("7H", Thirds.PLAIN, 4)])
def test_the_thirds_match(deciding: str, thirds: Thirds, amount: int) -> None:
    reason = _reason(HouseRules(thirds=True), 4, deciding)
    assert (reason.step, reason.thirds, reason.amount) == (Step.GIVEN, thirds, amount)


# ----- before a stake -----


def test_a_single_card_outlook_is_the_cards_odds_times_its_kush() -> None:
    rules = HouseRules()
    outlook = stake_outlook(rules, [card("9S")], riding=30)
    assert outlook.expected_gain == Frac(-33, 833) * 30


def test_a_paroli_ride_scales_the_expected_loss_with_the_pile() -> None:
    rules = HouseRules(lob=LobRule.HALF)
    assert stake_outlook(rules, [card("9S")], riding=120).expected_gain == 4 * stake_outlook(
        rules, [card("9S")], riding=30).expected_gain


def test_a_pair_counts_both_cards() -> None:
    rules = HouseRules(thirds=True)
    dealt = cards("9H 2S")
    outlook = stake_outlook(rules, cards("9S 9D"), dealt, riding=6)
    assert outlook.ev_per_kush == card_odds(rules, card("9S"), dealt).ev_per_kush + card_odds(
        rules, card("9D"), dealt).ev_per_kush


def test_in_a_talia_a_rank_with_one_copy_left_is_the_best_and_even() -> None:
    choice = best_choice(HouseRules(talia=True), cards("7S 7H 7D 2S"))
    assert [o.card.rank.char for o in choice.best] == ["7"]
    assert choice.even


def test_on_a_fresh_deck_every_rank_is_alike() -> None:
    choice = best_choice(HouseRules())
    assert (len(choice.best), choice.spread, choice.even) == (13, Frac(0), False)


def test_lob_half_nearly_removes_the_edge() -> None:
    choice = best_choice(HouseRules(lob=LobRule.HALF))
    assert choice.best[0].ev_per_kush == Frac(-25, 21658)


# ----- brute force over every order of a small remaining deck -----


def _small_deal(rules: HouseRules, keep: str) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The dealt cards (everything but `keep`, in deck order, which is even) and the remaining ones."""
    remaining = tuple(cards(keep))
    dealt = tuple(c for c in make_deck(rules.deck_size) if c not in remaining)
    return dealt, remaining


def _brute(rules: HouseRules, stakes: Sequence[TableStake], dealt: Sequence[Card], remaining: Sequence[Card],
           bank: int) -> tuple[Frac, Frac]:
    """The chance of the bank breaking and the bank's mean take, over every order of `remaining`."""
    broken = take = orders = 0
    sonik = rules.premium_multiple(PremiumEvent.SONIK_WIN)
    for order in itertools.permutations(remaining):
        money, undecided = bank, {s.card.rank for s in stakes}
        hit = False
        for index in range(0, len(order), 2):
            for offset in (0, 1):
                position = len(dealt) + index + offset + 1
                drawn = order[index + offset]
                if drawn.rank not in undecided:
                    continue
                undecided.discard(drawn.rank)
                plie = offset == 0 and order[index + 1].rank is drawn.rank
                for stake in (s for s in stakes if s.card.rank is drawn.rank):
                    decision = decide(rules, position=position, deciding_card=drawn, plie=plie,
                                      staked_card=stake.card, last_position=rules.deck_size)
                    money -= signed_amount(decision, stake.riding)
                    if position == 2 and decision.outcome is Outcome.GIVEN:
                        money -= sonik * stake.kush
            hit = hit or money < rules.initial_kush
        broken += hit
        take += money - bank
        orders += 1
    return Frac(broken, orders), Frac(take, orders)


SMALL_CASES = (
    (HouseRules(deck_size=32), "7S 7H 8S 8D 9C QH KS AD", ("7D", "8C"), 18),
    (HouseRules(deck_size=32, plie=PlieRule.HALF, hocly=True, last_card=LastCard.VOID), "7S 7H 7C 8D 9C QH KS AD",
     ("7D", "8C", "KH"), 24),
    (HouseRules(deck_size=32, thirds=True, lob=LobRule.HALF), "7S 7H 8S 8D 9C QH KS AD", ("7D", "8C"), 30),
)


@pytest.mark.parametrize(("rules", "keep", "staked", "bank"), SMALL_CASES)
def test_the_bank_broken_chance_and_take_equal_brute_force(rules: HouseRules, keep: str, staked: tuple[str, ...],
                                                           bank: int) -> None:
    dealt, remaining = _small_deal(rules, keep)
    stakes = [TableStake(card(c), 12, 6) for c in staked]
    outlook = banker_outlook(rules, stakes, dealt, bank=bank, most_loss=36)
    assert (outlook.method, outlook.p_broken, outlook.expected_take) == (Method.EXACT, *_brute(
        rules, stakes, dealt, remaining, bank))


def test_the_exact_chance_is_not_trivial_in_these_cases() -> None:
    rules, keep, staked, bank = SMALL_CASES[0]
    dealt, _ = _small_deal(rules, keep)
    p = banker_outlook(rules, [TableStake(card(c), 12, 6) for c in staked], dealt, bank=bank, most_loss=24).p_broken
    assert 0 < p < 1


def test_the_simulation_says_so_and_is_near_the_exact(monkeypatch: pytest.MonkeyPatch) -> None:
    rules, keep, staked, bank = SMALL_CASES[1]
    dealt, remaining = _small_deal(rules, keep)
    stakes = [TableStake(card(c), 12, 6) for c in staked]
    exact, _ = _brute(rules, stakes, dealt, remaining, bank)
    monkeypatch.setattr(coach, "EXACT_RANKS", 0)
    outlook = banker_outlook(rules, stakes, dealt, bank=bank, most_loss=36, seed=7)
    assert (outlook.method, outlook.samples) == (Method.SIMULATED, coach.SIMULATED_DEALS)
    assert abs(float(outlook.p_broken - exact)) < 4 * outlook.standard_error


def test_the_simulation_is_seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(coach, "EXACT_RANKS", 0)
    stakes = [TableStake(card(c), 60, 60) for c in ("7D", "8C")]
    first = banker_outlook(HouseRules(), stakes, (), bank=130, most_loss=120, seed=3)
    assert banker_outlook(HouseRules(), stakes, (), bank=130, most_loss=120, seed=3) == first


def test_the_sonik_premium_is_in_the_take_and_the_others_are_named() -> None:
    premiums = (Premium(PremiumEvent.SONIK_WIN, 1), Premium(PremiumEvent.DEAL_WON, 1))
    rules = HouseRules(premiums=premiums)
    stake = TableStake(card("7D"), 6, 6)
    plain = banker_outlook(HouseRules(), [stake], (), bank=600, most_loss=12)
    outlook = banker_outlook(rules, [stake], (), bank=600, most_loss=12)
    assert plain.expected_take - outlook.expected_take == Frac(48 * 4, 52 * 51) * 6
    assert outlook.premiums_left_out == (PremiumEvent.DEAL_WON,)


def test_a_ride_whose_rank_is_gone_counts_for_nothing_this_talia() -> None:
    rules = HouseRules(deck_size=32, talia=True)
    dealt, _ = _small_deal(rules, "7S 7H 8S 8D 9C QH KS AD")
    outlook = banker_outlook(rules, [TableStake(card("TD"), 12, 6)], dealt, bank=100, most_loss=12)
    assert (outlook.expected_take, outlook.p_broken) == (Frac(0), Frac(0))


def test_a_bank_already_below_the_initial_kush_is_broken() -> None:
    outlook = banker_outlook(HouseRules(), [TableStake(card("7D"), 6, 6)], (), bank=5, most_loss=6)
    assert outlook.p_broken == 1


def test_the_suit_matters_under_thirds() -> None:
    rules = HouseRules(thirds=True, thirteenth_suited_double=True)
    spades = best_choice(rules, (), Suit.SPADES).best[0].ev_per_kush
    assert spades == card_odds(rules, card("AS")).ev_per_kush
