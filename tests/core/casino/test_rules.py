"""The casino rules (core/casino/rules.py): schema, validation naming the key, JSON round-trip, presets."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shtoss_desktop.core.casino.rules import (
    CASINO_PRESETS,
    CASINO_RULE_FIELD_NAMES,
    CASINO_RULE_FIELDS,
    CasinoRules,
    CasinoRulesError,
    CasinoRulesMessage,
    UnknownCasinoPresetError,
    casino_preset,
    casino_rules_problems,
)
from shtoss_desktop.core.jsonio import JsonMessage
from shtoss_desktop.core.rule_fields import MAX_AMOUNT, FieldMessage


def test_defaults_and_schema_agree() -> None:
    rules = CasinoRules()
    assert rules.to_json() == {"decks": 6, "table_minimum": 10, "table_maximum": 500, "capital": 1000, "players": 3}
    assert CASINO_RULE_FIELD_NAMES == ("decks", "table_minimum", "table_maximum", "capital", "players")
    assert {spec.name: spec.default for spec in CASINO_RULE_FIELDS} == rules.to_json()
    assert CasinoRules.from_json({}) == rules


@pytest.mark.parametrize(("data", "key", "template", "text"), [
    ({"decks": 7}, "decks", FieldMessage.CHOICE, "must be one of 6, 8, not 7"),
    ({"decks": "6"}, "decks", FieldMessage.CHOICE, 'must be one of 6, 8, not "6"'),
    ({"decks": True}, "decks", FieldMessage.CHOICE, "must be one of 6, 8, not true"),
    ({"table_minimum": 0}, "table_minimum", FieldMessage.RANGE, f"must be from 1 to {MAX_AMOUNT}, not 0"),
    ({"table_maximum": 10.0}, "table_maximum", FieldMessage.INTEGER,
     "must be a whole number (a JSON integer), not 10.0"),
    ({"capital": MAX_AMOUNT + 1}, "capital", FieldMessage.RANGE, f"must be from 1 to {MAX_AMOUNT}, not 1000000001"),
    ({"capital": 10**40}, "capital", FieldMessage.RANGE, "not a number of more than 27 digits"),
    ({"players": 7}, "players", FieldMessage.RANGE, "must be from 0 to 6, not 7"),
    ({"players": None}, "players", FieldMessage.INTEGER, "not null"),
    ({"seats": 3}, "seats", CasinoRulesMessage.UNKNOWN_KEY, "is not a casino rules key"),
    ({"table_minimum": 50, "table_maximum": 20}, "table_maximum", CasinoRulesMessage.MAXIMUM_BELOW_MINIMUM,
     "the table maximum 20 is below the table minimum 50"),
    ({"table_minimum": 50, "capital": 40, "table_maximum": 60}, "capital", CasinoRulesMessage.CAPITAL_BELOW_MINIMUM,
     "each player's capital 40 must cover at least the table minimum 50"),
    ([], "", CasinoRulesMessage.NOT_RULES, "the casino rules must be a JSON object, not []"),
])
def test_a_bad_value_is_refused_naming_its_key(data: object, key: str, template: str, text: str) -> None:
    with pytest.raises(CasinoRulesError) as caught:
        CasinoRules.from_json(data)
    error = caught.value
    assert (error.place, error.template) == (key, template)
    assert text in error.message
    assert str(error) == (f"{key}: {error.message}" if key else error.message)


def test_problems_are_all_listed_keys_first_then_combinations() -> None:
    problems = casino_rules_problems({"players": -1, "decks": 5, "capital": 0})
    assert [p.place for p in problems] == ["decks", "capital", "players"]  # schema order, not input order
    assert [p.place for p in casino_rules_problems({"zzz": 1, "players": -1})] == ["zzz"]
    both = casino_rules_problems({"table_minimum": 100, "table_maximum": 50, "capital": 60})
    assert [p.template for p in both] == [CasinoRulesMessage.MAXIMUM_BELOW_MINIMUM,
                                          CasinoRulesMessage.CAPITAL_BELOW_MINIMUM]
    assert casino_rules_problems(CasinoRules().to_json()) == []


def test_construction_validates_too() -> None:
    with pytest.raises(CasinoRulesError, match="decks"):
        CasinoRules(decks=52)
    with pytest.raises(CasinoRulesError, match="capital"):
        CasinoRules().replace(capital=5)
    assert CasinoRules().replace(decks=8).decks == 8


def test_text_round_trip_through_the_strict_reader() -> None:
    rules = CasinoRules(decks=8, table_minimum=4, table_maximum=40, capital=80, players=0)
    assert CasinoRules.from_json_text(rules.to_json_text()) == rules
    assert CasinoRules.from_json_text(b"\xef\xbb\xbf{}") == CasinoRules()
    with pytest.raises(CasinoRulesError) as caught:
        CasinoRules.from_json_text('{"decks": 6, "decks": 8}')
    assert (caught.value.place, caught.value.template) == ("", JsonMessage.DUPLICATE_KEY)


@given(st.fixed_dictionaries({}, optional={
    "decks": st.sampled_from([6, 8]), "table_minimum": st.integers(1, MAX_AMOUNT),
    "table_maximum": st.integers(1, MAX_AMOUNT), "capital": st.integers(1, MAX_AMOUNT),
    "players": st.integers(0, 6)}))
def test_any_valid_object_round_trips_and_an_invalid_one_says_why(data: dict[str, int]) -> None:
    problems = casino_rules_problems(data)
    if problems:
        with pytest.raises(CasinoRulesError) as caught:
            CasinoRules.from_json(data)
        assert str(caught.value) == str(problems[0])
    else:
        rules = CasinoRules.from_json(data)
        assert CasinoRules.from_json(rules.to_json()) == rules
        assert rules.table_minimum <= rules.table_maximum
        assert rules.capital >= rules.table_minimum


def test_presets() -> None:
    keys = [preset.key for preset in CASINO_PRESETS]
    assert keys == ["classic", "high_stakes", "quiet"]
    assert casino_preset("classic").rules == CasinoRules()
    high = casino_preset("high_stakes").rules
    assert (high.decks, high.table_minimum, high.table_maximum) == (8, 100, 10_000)
    assert all(preset.name and preset.russian_name for preset in CASINO_PRESETS)
    with pytest.raises(UnknownCasinoPresetError, match="classic, high_stakes, quiet"):
        casino_preset("vegas")


def test_the_rules_reference_lists_every_casino_key_in_order_with_its_default() -> None:
    reference = Path(__file__).resolve().parents[3] / "docs" / "rules-file-and-cli.md"
    text = reference.read_text(encoding="utf-8")
    section = text[text.index("#### The casino table's rules"):]
    rows = re.findall(r"^- `(\w+)`: .*?; default (\d+)\.$", section, re.MULTILINE)
    assert [(key, int(default)) for key, default in rows] == list(CasinoRules().to_json().items())
