"""Every amount in the rules has a sane upper bound, and a family bank that cannot be formed is refused
by validation, never at the start of a session (issue 8, item 1; RULES.md sections 2, 4.7, 7.1)."""

from __future__ import annotations

import random

import pytest

from shtoss_desktop.core.rule_fields import MAX_AMOUNT, FieldMessage
from shtoss_desktop.core.shtoss import rules as core_rules
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.rules import (
    MAX_KUSH_MULTIPLE,
    MAX_REFUSE_ABOVE,
    MAX_SERIES_N,
    RULE_FIELDS,
    BankerShare,
    BankFormation,
    HouseRules,
    Premium,
    PremiumEvent,
    RulesError,
    rules_problems,
)
from tests.core.walk import random_rules

MONEY_KEYS = ("initial_kush", "bank", "capital", "contribution")


def first_problem(data: dict[str, object]) -> RulesError:
    problems = rules_problems(data)
    assert problems, f"{data} should be refused"
    return problems[0]


def test_every_integer_rule_has_a_maximum() -> None:
    for spec in RULE_FIELDS:
        if spec.kind in ("int", "int_or_null"):
            assert spec.maximum is not None, spec.name
            assert spec.minimum is not None
            assert spec.minimum <= spec.maximum
    maxima = {spec.name: spec.maximum for spec in RULE_FIELDS}
    assert MAX_AMOUNT == 1_000_000_000
    assert all(maxima[key] == MAX_AMOUNT for key in MONEY_KEYS)
    assert maxima["refuse_above"] == MAX_REFUSE_ABOVE
    assert (maxima["punters"], maxima["max_corners"]) == (6, 5)


@pytest.mark.parametrize("key", MONEY_KEYS)
def test_a_money_amount_above_the_maximum_is_refused_naming_the_key(key: str) -> None:
    error = first_problem({key: MAX_AMOUNT + 1})
    assert error.place == key
    assert error.template == FieldMessage.RANGE
    assert str(error) == f"{key}: must be from 1 to 1000000000, not 1000000001"


def test_every_money_amount_at_the_maximum_is_accepted() -> None:
    rules = HouseRules.from_json({"initial_kush": MAX_AMOUNT, "bank": MAX_AMOUNT, "capital": MAX_AMOUNT})
    assert rules.bank == MAX_AMOUNT
    HouseRules(contribution=MAX_AMOUNT // 2, capital=MAX_AMOUNT, initial_kush=6,
               bank_formation=BankFormation.CONTRIBUTIONS, banker_share=BankerShare.EQUAL)


def test_huge_numbers_are_refused_with_a_message_that_can_be_printed() -> None:
    for value in (2**63, 10**100, 10**5000, -(10**5000)):
        error = first_problem({"capital": value})
        assert error.place == "capital"
        assert len(str(error)) < 120, "a number too long to print is shown by its size"
    assert str(first_problem({"capital": 10**5000})) == "capital: must be from 1 to 1000000000, not 10^5000 or more"
    assert str(first_problem({"bank": 2**63})).endswith("not 9223372036854775808")
    with pytest.raises(RulesError, match=r"^bank: must be from 1 to 1000000000"):
        HouseRules(bank=10**5000)


def test_refuse_above_and_the_premiums_have_bounds_named_by_their_place() -> None:
    assert first_problem({"refuse_above": MAX_REFUSE_ABOVE + 1}).place == "refuse_above"
    HouseRules(refuse_above=MAX_REFUSE_ABOVE)
    too_many = [{"event": "sonik_win", "kush_multiple": 1},
                {"event": "deal_won", "kush_multiple": MAX_KUSH_MULTIPLE + 1}]
    error = first_problem({"premiums": too_many})
    assert (error.place, error.params["maximum"]) == ("premiums[1].kush_multiple", MAX_KUSH_MULTIPLE)
    error = first_problem({"premiums": [{"event": "series", "n": MAX_SERIES_N + 1, "kush_multiple": 1}]})
    assert (error.place, str(error)) == ("premiums[0].n", "premiums[0].n: must be from 2 to 100, not 101")
    with pytest.raises(RulesError, match="kush_multiple"):
        Premium(PremiumEvent.SONIK_WIN, MAX_KUSH_MULTIPLE + 1)
    HouseRules(premiums=(Premium(PremiumEvent.SERIES, MAX_KUSH_MULTIPLE, MAX_SERIES_N),))


# ----- the family bank -----


def family(**changes: object) -> dict[str, object]:
    return {"bank_formation": "contributions", **changes}


def test_the_reported_family_bank_is_refused_with_a_clear_message() -> None:
    """Capital 40 cannot pay a contribution of 50: this used to pass validation and then fail at the
    start with "Chekalinsky has 40, less than the initial kush 20"."""
    data = family(capital=40, contribution=50, initial_kush=20)
    problems = rules_problems(data)
    assert [p.place for p in problems] == ["contribution", "banker_share"]
    assert str(problems[0]) == ("contribution: each punter's capital 40 must cover the contribution 50 and "
                                "still leave him the initial kush 20")
    assert str(problems[1]) == ("banker_share: the banker's share 50 of the family bank (punters: 1, each paying "
                                "50) is above his capital 40")
    with pytest.raises(RulesError):
        HouseRules.from_json(data)


def test_a_contribution_that_leaves_a_punter_less_than_the_initial_kush_is_refused() -> None:
    error = first_problem(family(capital=30, contribution=25, initial_kush=6))
    assert error.place == "contribution"
    assert error.template == core_rules.RulesMessage.CONTRIBUTION_LEAVES_TOO_LITTLE
    HouseRules.from_json(family(capital=30, contribution=24, initial_kush=6))


def test_a_banker_who_cannot_pay_half_the_bank_is_refused() -> None:
    error = first_problem(family(punters=6, capital=30, contribution=6, initial_kush=1, banker_share="half"))
    assert error.place == "banker_share"
    assert error.params == {"share": 36, "punters": 6, "contribution": 6, "capital": 30}
    HouseRules.from_json(family(punters=6, capital=30, contribution=5, initial_kush=1, banker_share="half"))
    HouseRules.from_json(family(punters=6, capital=30, contribution=6, initial_kush=1, banker_share="equal"))


def test_a_family_bank_below_the_initial_kush_is_refused() -> None:
    error = first_problem(family(capital=100, contribution=4, initial_kush=10))
    assert error.place == "contribution"
    assert str(error) == ("contribution: the family bank must cover the initial kush 10 even with one punter at "
                          "the table, but his contribution 4 and the banker's share make only 8")
    HouseRules.from_json(family(capital=100, contribution=5, initial_kush=10))


def test_the_bank_key_is_not_used_by_a_family_bank() -> None:
    HouseRules.from_json(family(bank=1, capital=30, contribution=3, initial_kush=1))


def test_every_rules_that_validate_start_a_session_with_any_number_of_punters() -> None:
    """The session start never raises for rules that validated, whatever the table seats."""
    rng = random.Random(8)
    started = 0
    for _ in range(400):
        rules = random_rules(rng)
        for punters in (1, rules.punters, 6):
            game = Game(rules, ["banker", *(f"P{i}" for i in range(punters))], rng=random.Random(1))
            assert game.bank >= rules.initial_kush
            started += 1
    assert started == 1200


def test_the_family_preset_still_validates() -> None:
    rules = core_rules.preset("family").rules
    game = Game(rules, ["banker", "P1", "P2"], rng=random.Random(1))
    assert game.bank == 3 + 3 + 6
