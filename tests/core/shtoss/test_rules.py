"""House rules: defaults, JSON round-trip, type and combination errors (RULES.md section 7.1)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings

from shtoss_desktop.core.shtoss.rules import (
    PRESETS,
    RULE_FIELD_NAMES,
    BankerRotation,
    BankerShare,
    BankFormation,
    DivisorOption,
    DivisorReason,
    HouseRules,
    LastCard,
    LobRule,
    PlieRule,
    Premium,
    PremiumEvent,
    RulesError,
    UnknownPresetError,
    preset,
    rules_problems,
)
from tests.core.helpers import valid_rules

TABLE_DEFAULTS = {
    "deck_size": 52, "punters": 1, "initial_kush": 6, "bank": 600, "capital": 1200, "refuse_above": None,
    "lob": "full", "gorka_half": False, "eleven_given": False, "thirteenth_suited_double": False,
    "thirds": False, "plie": "full", "hocly": False, "last_card": "counts", "talia": False, "paroli": True,
    "max_corners": 4, "pair_bets": True, "raise_after_win": True, "free_kush": False, "premiums": [],
    "bank_formation": "banker", "contribution": 3, "banker_share": "half", "banker_rotation": "never",
}


def first_problem(data: object) -> RulesError:
    with pytest.raises(RulesError) as caught:
        HouseRules.from_json(data)
    problems = rules_problems(data)
    assert problems, "rules_problems must agree with from_json"
    assert str(problems[0]) == str(caught.value)
    return caught.value


# ----- defaults and round-trip -----

def test_defaults_are_the_table_of_section_7_1_in_table_order() -> None:
    assert HouseRules().to_json() == TABLE_DEFAULTS
    assert list(HouseRules().to_json()) == list(TABLE_DEFAULTS)
    assert tuple(TABLE_DEFAULTS) == RULE_FIELD_NAMES


def test_missing_keys_take_the_defaults() -> None:
    assert HouseRules.from_json({}) == HouseRules()
    assert HouseRules.from_json({"deck_size": 36}) == HouseRules(deck_size=36)


@pytest.mark.parametrize("entry", PRESETS, ids=lambda p: p.key)
def test_every_preset_round_trips_through_json(entry: object) -> None:
    rules = entry.rules  # type: ignore[attr-defined]
    assert HouseRules.from_json(rules.to_json()) == rules
    assert HouseRules.from_json_text(rules.to_json_text()) == rules
    assert HouseRules.from_json(json.loads(json.dumps(rules.to_json()))) == rules


@settings(max_examples=80, deadline=None)
@given(valid_rules())
def test_random_valid_rules_round_trip_through_json(rules: HouseRules) -> None:
    text = rules.to_json_text()
    assert HouseRules.from_json_text(text) == rules
    assert rules_problems(json.loads(text)) == []


def test_presets_match_the_rules_text() -> None:
    assert preset("classic").rules == HouseRules()
    assert preset("abzug_lob_half").rules.lob is LobRule.HALF
    assert preset("thirds").rules.thirds
    pharaon = preset("pharaon").rules
    assert (pharaon.plie, pharaon.hocly, pharaon.last_card) == (PlieRule.HALF, True, LastCard.VOID)
    family = preset("family").rules  # section 4.7: 32 cards, contribution 3, half share, kush 1, capital 30
    assert (family.deck_size, family.bank_formation, family.contribution, family.banker_share,
            family.initial_kush, family.capital) == (32, BankFormation.CONTRIBUTIONS, 3, BankerShare.HALF, 1, 30)
    assert len({p.key for p in PRESETS}) == len(PRESETS)
    with pytest.raises(UnknownPresetError, match="'no such preset'") as raised:
        preset("no such preset")
    assert isinstance(raised.value, ValueError)
    assert "classic" in str(raised.value), "the message lists the presets there are"


def test_premium_rows_round_trip_with_n_only_for_series() -> None:
    rules = HouseRules(premiums=(Premium(PremiumEvent.SONIK_WIN, 2), Premium(PremiumEvent.SERIES, 1, 3),
                                 Premium(PremiumEvent.SERIES, 2, 2), Premium(PremiumEvent.DEAL_WON, 1)))
    assert rules.to_json()["premiums"] == [
        {"event": "sonik_win", "kush_multiple": 2}, {"event": "series", "n": 3, "kush_multiple": 1},
        {"event": "series", "n": 2, "kush_multiple": 2}, {"event": "deal_won", "kush_multiple": 1}]
    assert HouseRules.from_json(rules.to_json()) == rules
    assert rules.premium_multiple(PremiumEvent.SERIES) == 3


# ----- unknown keys and wrong types -----

def test_unknown_key_is_an_error_naming_it() -> None:
    error = first_problem({"deck_size": 52, "colour": "red"})
    assert error.place == "colour"
    assert str(error).startswith("colour:")


def test_not_an_object_is_an_error() -> None:
    for data in ([], "rules", 3, None):
        first_problem(data)


def test_bad_json_text_is_a_rules_error() -> None:
    with pytest.raises(RulesError, match="not valid JSON"):
        HouseRules.from_json_text("{deck_size: 52}")


INTEGER_KEYS = ["punters", "initial_kush", "bank", "capital", "max_corners", "contribution", "refuse_above"]


@pytest.mark.parametrize("key", INTEGER_KEYS)
@pytest.mark.parametrize("value", [True, False, 30.0, "30", [30], {"n": 30}])
def test_integers_are_json_integers_not_booleans_floats_or_text(key: str, value: object) -> None:
    error = first_problem({key: value})
    assert error.place == key
    assert "whole number" in str(error)


@pytest.mark.parametrize("value", [True, 52.0, "52", 40, None])
def test_deck_size_is_one_of_52_36_32(value: object) -> None:
    error = first_problem({"deck_size": value})
    assert error.place == "deck_size"


BOOL_KEYS = ["gorka_half", "eleven_given", "thirteenth_suited_double", "thirds", "hocly", "talia", "paroli",
             "pair_bets", "raise_after_win", "free_kush"]


@pytest.mark.parametrize("key", BOOL_KEYS)
@pytest.mark.parametrize("value", [1, 0, "true", None])
def test_booleans_are_json_booleans(key: str, value: object) -> None:
    error = first_problem({key: value})
    assert error.place == key
    assert "true or false" in str(error)


@pytest.mark.parametrize(("key", "value"), [
    ("lob", "quarter"), ("lob", "FULL"), ("lob", True), ("plie", "none"), ("last_card", "lost"),
    ("bank_formation", "house"), ("banker_share", "third"), ("banker_rotation", "always"), ("lob", 1)])
def test_choices_are_one_of_the_listed_strings(key: str, value: object) -> None:
    error = first_problem({key: value})
    assert error.place == key
    assert "must be one of" in str(error)


@pytest.mark.parametrize(("key", "value"), [
    ("punters", 0), ("punters", 7), ("initial_kush", 0), ("initial_kush", -6), ("max_corners", 6),
    ("max_corners", -1), ("refuse_above", 0), ("contribution", 0), ("bank", 0), ("capital", 0)])
def test_integers_out_of_range_are_errors(key: str, value: int) -> None:
    assert first_problem({key: value}).place == key


def test_ranges_at_their_ends_are_accepted() -> None:
    HouseRules.from_json({"punters": 6, "max_corners": 0, "refuse_above": 1})
    HouseRules.from_json({"punters": 1, "max_corners": 5, "refuse_above": None})


def test_first_problem_follows_table_order() -> None:
    error = first_problem({"talia": 1, "deck_size": "52", "punters": 9})
    assert error.place == "deck_size"
    assert [p.place for p in rules_problems({"talia": 1, "deck_size": "52", "punters": 9})] == [
        "deck_size", "punters", "talia"]


# ----- premiums -----

@pytest.mark.parametrize(("premiums", "key"), [
    ({"event": "sonik_win"}, "premiums"),
    ([{"event": "sonik_win", "kush_multiple": 1, "colour": 1}], "premiums[0].colour"),
    ([{"kush_multiple": 1}], "premiums[0].event"),
    ([{"event": "first_card", "kush_multiple": 1}], "premiums[0].event"),
    ([{"event": "sonik_win"}], "premiums[0].kush_multiple"),
    ([{"event": "sonik_win", "kush_multiple": 0}], "premiums[0].kush_multiple"),
    ([{"event": "sonik_win", "kush_multiple": True}], "premiums[0].kush_multiple"),
    ([{"event": "sonik_win", "kush_multiple": 1.0}], "premiums[0].kush_multiple"),
    ([{"event": "deal_won", "kush_multiple": 1, "n": 2}], "premiums[0].n"),
    ([{"event": "series", "kush_multiple": 1}], "premiums[0].n"),
    ([{"event": "series", "kush_multiple": 1, "n": 1}], "premiums[0].n"),
    ([{"event": "series", "kush_multiple": 1, "n": True}], "premiums[0].n"),
    ([{"event": "series", "kush_multiple": 1, "n": "3"}], "premiums[0].n"),
    (["sonik_win"], "premiums[0]"),
    ([{"event": "sonik_win", "kush_multiple": 1}, {"event": "sonik_win", "kush_multiple": 2}], "premiums[1]"),
    ([{"event": "series", "n": 3, "kush_multiple": 1}, {"event": "series", "n": 3, "kush_multiple": 2}],
     "premiums[1]"),
])
def test_premium_rows_errors_name_the_row_and_key(premiums: object, key: str) -> None:
    assert first_problem({"premiums": premiums}).place == key


def test_series_rows_with_different_n_coexist() -> None:
    rules = HouseRules.from_json({"premiums": [{"event": "series", "n": 2, "kush_multiple": 1},
                                               {"event": "series", "n": 3, "kush_multiple": 1}]})
    assert [p.n for p in rules.premiums] == [2, 3]


def test_premium_object_is_validated_on_construction() -> None:
    with pytest.raises(RulesError):
        Premium(PremiumEvent.SERIES, 1)
    with pytest.raises(RulesError):
        Premium(PremiumEvent.SONIK_WIN, 1, 2)
    with pytest.raises(RulesError):
        Premium(PremiumEvent.SONIK_WIN, 0)
    with pytest.raises(RulesError):
        HouseRules(premiums=(Premium(PremiumEvent.DEAL_WON, 1), Premium(PremiumEvent.DEAL_WON, 2)))


# ----- combinations (section 7.1) -----

def test_hocly_without_plie_half_is_an_error() -> None:
    error = first_problem({"hocly": True})
    assert error.place == "hocly"
    assert "plié half" in str(error)
    assert HouseRules.from_json({"hocly": True, "plie": "half"}).hocly


@pytest.mark.parametrize(("options", "kush", "divisor"), [
    ({"lob": "half"}, 3, 2), ({"gorka_half": True}, 5, 2), ({"plie": "half"}, 7, 2),
    ({"thirds": True}, 4, 3), ({"thirds": True}, 8, 3),
    ({"thirds": True, "lob": "half"}, 3, 6), ({"thirds": True, "gorka_half": True}, 4, 6),
    ({"thirds": True, "plie": "half"}, 9, 6), ({"lob": "half", "gorka_half": True}, 5, 2),
])
def test_initial_kush_must_divide_as_the_half_and_thirds_options_require(
        options: dict[str, object], kush: int, divisor: int) -> None:
    error = first_problem({**options, "initial_kush": kush})
    assert error.place == "initial_kush"
    assert f"divide by {divisor}" in str(error)
    assert HouseRules.from_json({**options, "initial_kush": divisor * 2}).kush_divisor == divisor


@pytest.mark.parametrize(("options", "expected", "divisor", "english"), [
    ({}, (), 1, ""),
    ({"lob": "half"}, (DivisorOption.LOB_HALF,), 2, "a half option is on (lob half)"),
    ({"thirds": True}, (DivisorOption.THIRDS,), 3, "counting in thirds is on"),
    ({"gorka_half": True, "plie": "half"}, (DivisorOption.GORKA_HALF, DivisorOption.PLIE_HALF), 2,
     "a half option is on (gorka half, plié half)"),
    ({"plie": "half", "thirds": True, "lob": "half"},
     (DivisorOption.LOB_HALF, DivisorOption.PLIE_HALF, DivisorOption.THIRDS), 6,
     "a half option is on (lob half, plié half) and counting in thirds is on"),
])
def test_the_divisor_reason_is_data_naming_the_options_that_force_it(
        options: dict[str, object], expected: tuple[DivisorOption, ...], divisor: int, english: str) -> None:
    rules = HouseRules.from_json({**options, "initial_kush": 6, "hocly": False})
    reason = rules.divisor_reason()
    assert reason == DivisorReason(expected)
    assert reason.divisor == rules.kush_divisor == divisor
    assert reason.thirds is (DivisorOption.THIRDS in expected)
    assert str(reason) == english


def test_a_kush_that_does_not_divide_carries_the_reason_as_data_and_reads_as_before() -> None:
    error = first_problem({"lob": "half", "thirds": True, "initial_kush": 9})
    assert error.params == {"value": 9, "divisor": 6,
                            "reason": DivisorReason((DivisorOption.LOB_HALF, DivisorOption.THIRDS))}
    assert error.message == (
        "the initial kush 9 must divide by 6 because a half option is on (lob half) and counting in thirds is on")


def test_every_other_combination_is_allowed() -> None:
    rules = HouseRules(lob=LobRule.HALF, gorka_half=True, plie=PlieRule.HALF, hocly=True, thirds=True,
                       eleven_given=True, thirteenth_suited_double=True, last_card=LastCard.VOID, talia=True,
                       initial_kush=6, banker_rotation=BankerRotation.EACH_DEAL)
    assert rules.kush_divisor == 6
    assert HouseRules.from_json(rules.to_json()) == rules


def test_bank_below_initial_kush_is_an_error_with_banker_formation_only() -> None:
    error = first_problem({"initial_kush": 10, "bank": 8})
    assert error.place == "bank"
    HouseRules.from_json({"initial_kush": 10, "bank": 8, "bank_formation": "contributions", "contribution": 5})


def test_capital_below_bank_is_an_error_with_banker_formation_only() -> None:
    error = first_problem({"bank": 600, "capital": 599})
    assert error.place == "capital"
    assert "600" in str(error)
    HouseRules.from_json({"bank": 600, "capital": 30, "bank_formation": "contributions"})


def test_capital_below_initial_kush_is_an_error_under_any_formation() -> None:
    error = first_problem({"initial_kush": 12, "capital": 6, "bank": 12, "bank_formation": "contributions"})
    assert error.place == "capital"
    assert "initial kush" in str(error)


def test_every_combination_problem_is_listed_at_once() -> None:
    # hocly without plié half, a kush that does not divide by 3, and a bank below the kush: all three at once
    problems = rules_problems({"hocly": True, "thirds": True, "initial_kush": 10, "bank": 8, "capital": 20})
    assert [problem.place for problem in problems] == ["hocly", "initial_kush", "bank"]
    with pytest.raises(RulesError) as raised:
        HouseRules(hocly=True, thirds=True, initial_kush=10, bank=8, capital=20)
    assert [problem.place for problem in raised.value.all_problems] == ["hocly", "initial_kush", "bank"]


def test_premium_rows_report_every_problem_of_a_row() -> None:
    problems = rules_problems({"premiums": [{"event": "series", "kush_multiple": 0, "n": 1}]})
    assert [problem.place for problem in problems] == ["premiums[0].kush_multiple", "premiums[0].n"]


def test_combinations_are_checked_only_after_the_keys() -> None:
    # hocly without plié half is a combination error, but the deck size is checked first
    assert first_problem({"hocly": True, "deck_size": 40}).place == "deck_size"


def test_constructor_validates_like_from_json() -> None:
    with pytest.raises(RulesError, match="initial_kush"):
        HouseRules(initial_kush=5, thirds=True)
    with pytest.raises(RulesError, match="hocly"):
        HouseRules(hocly=True)
    with pytest.raises(RulesError, match="punters"):
        HouseRules(punters=True)
    with pytest.raises(RulesError, match="lob"):  # equal to LobRule.HALF, but not the member the game tests
        HouseRules(lob="half")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="deck_size"):
        HouseRules(deck_size=52.0)  # type: ignore[arg-type]
    with pytest.raises(RulesError):
        HouseRules().replace(bank=0)


def test_rules_error_carries_a_translatable_template() -> None:
    error = first_problem({"initial_kush": 5, "thirds": True})
    assert error.template.format(**error.params) == error.message
    assert "{" in error.template
