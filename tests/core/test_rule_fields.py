"""The schema both games' rules keys are declared with (`core/rule_fields.py`): `FieldMessage`'s values are the
English the CLI prints, the same words in either game, and a `RuleField` asks only for what its kind needs."""

from __future__ import annotations

import string

import pytest

from shtoss_desktop.core.casino.rules import CASINO_RULE_FIELDS, CasinoRules, CasinoRulesError
from shtoss_desktop.core.rule_fields import MAX_AMOUNT, FieldKind, FieldMessage, RuleField
from shtoss_desktop.core.shtoss.rules import RULE_FIELDS, HouseRules, rules_problems

FIELDS = {
    FieldMessage.CHOICE: {"choices", "value"},
    FieldMessage.INTEGER: {"value"},
    FieldMessage.BOOLEAN: {"value"},
    FieldMessage.INTEGER_OR_NULL: {"value"},
    FieldMessage.AT_LEAST: {"minimum", "value"},
    FieldMessage.RANGE: {"minimum", "maximum", "value"},
}


def test_each_message_is_english_with_exactly_its_fields() -> None:
    assert set(FieldMessage) == set(FIELDS), "a new message: say its fields here"
    for member, fields in FIELDS.items():
        named = {name for _, name, _, _ in string.Formatter().parse(member.value) if name}
        assert named == fields, member
        assert member.value.startswith("must be "), "the CLI writes it after the key: `key: must be ...`"
        assert member.value.isascii()


@pytest.mark.parametrize(("data", "template", "text"), [
    ({"deck_size": 33}, FieldMessage.CHOICE, "deck_size: must be one of 52, 36, 32, not 33"),
    ({"punters": "2"}, FieldMessage.INTEGER, 'punters: must be a whole number (a JSON integer), not "2"'),
    ({"talia": 1}, FieldMessage.BOOLEAN, "talia: must be true or false, not 1"),
    ({"refuse_above": "x"}, FieldMessage.INTEGER_OR_NULL, 'refuse_above: must be a whole number or null, not "x"'),
    ({"punters": 9}, FieldMessage.RANGE, "punters: must be from 1 to 6, not 9"),
])
def test_a_shtoss_rules_value_is_refused_in_the_clis_english(data: dict[str, object], template: FieldMessage,
                                                            text: str) -> None:
    problems = rules_problems(data)
    assert problems, data
    assert problems[0].template is template
    assert str(problems[0]) == text


def test_the_same_problem_reads_the_same_in_both_games() -> None:
    shtoss = rules_problems({"capital": MAX_AMOUNT + 1})[0]
    with pytest.raises(CasinoRulesError) as casino:
        CasinoRules.from_json({"capital": MAX_AMOUNT + 1})
    assert casino.value.template is shtoss.template is FieldMessage.RANGE
    assert str(casino.value) == str(shtoss) == "capital: must be from 1 to 1000000000, not 1000000001"


def test_a_rule_field_needs_only_its_name_kind_and_default_and_is_frozen() -> None:
    field = RuleField("talia", FieldKind.BOOL, False)
    assert (field.minimum, field.maximum, field.choices) == (None, None, ())
    with pytest.raises(AttributeError):
        field.default = True  # type: ignore[misc]


@pytest.mark.parametrize(("fields", "rules"), [(RULE_FIELDS, HouseRules()), (CASINO_RULE_FIELDS, CasinoRules())])
def test_every_declared_default_is_the_rules_default_and_within_its_schema(fields: tuple[RuleField, ...],
                                                                           rules: object) -> None:
    names = [field.name for field in fields]
    assert len(names) == len(set(names)), "each key declared once"
    for field in fields:
        assert getattr(rules, field.name) == field.default, field.name
        if field.kind is FieldKind.CHOICE:
            assert field.default in field.choices, field.name
        if field.kind in (FieldKind.INT, FieldKind.INT_OR_NULL) and field.default is not None:
            assert isinstance(field.default, int)
            assert field.minimum is not None
            assert field.maximum is not None
            assert field.minimum <= field.default <= field.maximum, field.name
        if field.kind is FieldKind.BOOL:
            assert isinstance(field.default, bool), field.name
