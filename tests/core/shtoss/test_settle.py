"""Settling one decided card: the steps of RULES.md section 4.9 and their order."""

from __future__ import annotations

from fractions import Fraction as Frac

import pytest

from shtoss_desktop.core.shtoss.rules import HouseRules, LastCard, LobRule, PlieRule
from shtoss_desktop.core.shtoss.settle import Decision, Outcome, SettlementError, decide, signed_amount, thirds_factor
from tests.core.helpers import card

DEFAULT = HouseRules()
LOB_HALF = HouseRules(lob=LobRule.HALF)
GORKA_HALF = HouseRules(gorka_half=True)
PLIE_HALF = HouseRules(plie=PlieRule.HALF)
PHARAON = HouseRules(plie=PlieRule.HALF, hocly=True, last_card=LastCard.VOID)
THIRDS = HouseRules(thirds=True)
ALL_HALVES = HouseRules(lob=LobRule.HALF, gorka_half=True, plie=PlieRule.HALF)
ELEVEN = HouseRules(eleven_given=True)
THIRTEENTH = HouseRules(thirteenth_suited_double=True)


def settle(rules: HouseRules, position: int, deciding: str, staked: str = "7D", *, plie: bool = False,
           last: int | None = None) -> tuple[Outcome, Frac]:
    decision = decide(rules, position=position, deciding_card=card(deciding), plie=plie,
                      staked_card=card(staked), last_position=last or rules.deck_size)
    return decision.outcome, decision.factor


KILLED, GIVEN, VOID = Outcome.KILLED, Outcome.GIVEN, Outcome.VOID


@pytest.mark.parametrize(("position", "outcome"), [(1, KILLED), (2, GIVEN), (3, KILLED), (4, GIVEN), (11, KILLED),
                                                   (13, KILLED), (51, KILLED), (52, GIVEN)])
def test_default_odd_kills_even_gives_the_whole_kush(position: int, outcome: Outcome) -> None:
    assert settle(DEFAULT, position, "7S") == (outcome, Frac(1))


def test_lob_half_halves_only_the_lob() -> None:
    assert settle(LOB_HALF, 1, "7S") == (KILLED, Frac(1, 2))
    assert settle(LOB_HALF, 3, "7S") == (KILLED, Frac(1))
    assert settle(LOB_HALF, 2, "7S") == (GIVEN, Frac(1))


def test_gorka_half_halves_only_position_three() -> None:
    assert settle(GORKA_HALF, 3, "7S") == (KILLED, Frac(1, 2))
    assert settle(GORKA_HALF, 1, "7S") == (KILLED, Frac(1))
    assert settle(GORKA_HALF, 5, "7S") == (KILLED, Frac(1))
    assert settle(GORKA_HALF, 4, "7S") == (GIVEN, Frac(1))


def test_plie_is_killed_whatever_else_is_on() -> None:
    assert settle(DEFAULT, 5, "7S", plie=True) == (KILLED, Frac(1))
    assert settle(PLIE_HALF, 5, "7S", plie=True) == (KILLED, Frac(1, 2))
    assert settle(PLIE_HALF, 5, "7S", plie=False) == (KILLED, Frac(1))  # no plié: an ordinary kill
    # step 2 comes before the eleventh (step 4) and the thirteenth (step 3)
    assert settle(ELEVEN, 11, "7S", plie=True) == (KILLED, Frac(1))
    assert settle(THIRTEENTH, 13, "7D", "7D", plie=True) == (KILLED, Frac(1))
    assert settle(HouseRules(thirteenth_suited_double=True, plie=PlieRule.HALF), 13, "7D", "7D", plie=True) == (
        KILLED, Frac(1, 2))


def test_halves_never_multiply() -> None:
    assert settle(ALL_HALVES, 1, "7S", plie=True) == (KILLED, Frac(1, 2))
    assert settle(ALL_HALVES, 3, "7S", plie=True) == (KILLED, Frac(1, 2))
    assert settle(HouseRules(lob=LobRule.HALF, gorka_half=True), 1, "7S", plie=True) == (KILLED, Frac(1, 2))
    assert settle(HouseRules(gorka_half=True), 3, "7S", plie=True) == (KILLED, Frac(1, 2))
    assert settle(LOB_HALF, 1, "7S", plie=True) == (KILLED, Frac(1, 2))


def test_hocly_a_plie_in_the_last_abzug_takes_the_whole_kush() -> None:
    assert settle(PHARAON, 51, "7S", plie=True) == (KILLED, Frac(1))
    assert settle(PHARAON, 49, "7S", plie=True) == (KILLED, Frac(1, 2))
    assert settle(PHARAON.replace(hocly=False), 51, "7S", plie=True) == (KILLED, Frac(1, 2))
    short = PHARAON.replace(deck_size=32)
    assert settle(short, 31, "7S", plie=True) == (KILLED, Frac(1))
    assert settle(short, 29, "7S", plie=True) == (KILLED, Frac(1, 2))


def test_hocly_does_not_undo_the_lob_half() -> None:
    rules = HouseRules(lob=LobRule.HALF, plie=PlieRule.HALF, hocly=True)
    assert settle(rules, 1, "7S", plie=True, last=2) == (KILLED, Frac(1, 2))


def test_last_card_void_comes_first() -> None:
    assert settle(PHARAON, 52, "7S") == (VOID, Frac(0))
    assert settle(PHARAON, 50, "7S") == (GIVEN, Frac(1))
    assert settle(PHARAON.replace(deck_size=36), 36, "7S") == (VOID, Frac(0))
    assert settle(DEFAULT, 52, "7S") == (GIVEN, Frac(1))
    assert settle(HouseRules(last_card=LastCard.VOID, thirds=True), 52, "7D") == (VOID, Frac(0))


def test_thirteenth_suited_is_given_double_without_thirds() -> None:
    assert settle(THIRTEENTH, 13, "7D", "7D") == (GIVEN, Frac(2))
    assert settle(THIRTEENTH, 13, "7H", "7D") == (KILLED, Frac(1))
    both = HouseRules(thirteenth_suited_double=True, thirds=True)
    assert settle(both, 13, "7D", "7D") == (GIVEN, Frac(2))
    assert settle(both, 13, "7H", "7D") == (KILLED, Frac(2, 3))
    assert settle(both, 13, "7S", "7D") == (KILLED, Frac(1, 3))
    assert settle(THIRTEENTH, 11, "7D", "7D") == (KILLED, Frac(1))
    assert settle(THIRTEENTH, 15, "7D", "7D") == (KILLED, Frac(1))


def test_eleven_given_turns_the_eleventh_card_into_a_win() -> None:
    assert settle(ELEVEN, 11, "7S") == (GIVEN, Frac(1))
    assert settle(ELEVEN, 13, "7S") == (KILLED, Frac(1))
    assert settle(ELEVEN.replace(thirds=True), 11, "7S", "7D") == (GIVEN, Frac(1, 3))


@pytest.mark.parametrize(("staked", "deciding", "factor"), [
    ("7D", "7D", Frac(1)), ("7D", "7H", Frac(2, 3)), ("7D", "7S", Frac(1, 3)), ("7D", "7C", Frac(1, 3)),
    ("7S", "7C", Frac(2, 3)), ("7C", "7C", Frac(1)), ("7H", "7S", Frac(1, 3))])
def test_thirds_compare_suit_then_colour(staked: str, deciding: str, factor: Frac) -> None:
    assert thirds_factor(card(staked), card(deciding)) == factor
    assert settle(THIRDS, 3, deciding, staked) == (KILLED, factor)
    assert settle(THIRDS, 4, deciding, staked) == (GIVEN, factor)


def test_thirds_with_halves_and_plie() -> None:
    rules = HouseRules(thirds=True, lob=LobRule.HALF, gorka_half=True, plie=PlieRule.HALF, initial_kush=6)
    assert settle(rules, 1, "7H", "7D") == (KILLED, Frac(1, 3))
    assert settle(rules, 3, "7S", "7D") == (KILLED, Frac(1, 6))
    assert settle(rules, 7, "7S", "7D", plie=True) == (KILLED, Frac(1, 6))
    assert settle(rules, 7, "7S", "7D") == (KILLED, Frac(1, 3))


def test_plie_flag_means_nothing_at_an_even_position() -> None:
    decision = decide(PLIE_HALF, position=4, deciding_card=card("7S"), plie=True, staked_card=card("7D"),
                      last_position=52)
    assert (decision.outcome, decision.factor, decision.plie) == (GIVEN, Frac(1), False)


def test_signed_amount_is_the_punters_gain() -> None:
    assert signed_amount(Decision(KILLED, Frac(1, 2), False), 30) == -15
    assert signed_amount(Decision(GIVEN, Frac(2), False), 30) == 60
    assert signed_amount(Decision(GIVEN, Frac(2, 3), False), 30) == 20
    assert signed_amount(Decision(VOID, Frac(0), False), 30) == 0
    assert signed_amount(Decision(KILLED, Frac(1, 6), True), 36) == -6


def test_an_amount_that_does_not_divide_is_an_error() -> None:
    with pytest.raises(SettlementError):
        signed_amount(Decision(KILLED, Frac(1, 2), False), 5)
    with pytest.raises(SettlementError):
        signed_amount(Decision(GIVEN, Frac(1, 3), False), 10)
