"""The casino core's errors in the interface's words (app/casino/messages.py): English as the core says it,
Russian with the same numbers, and casino rules problems worded like the house rules' own."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.casino.messages import CASINO_RECORD_EXPECTATIONS, casino_error_text
from shtoss_desktop.core.cards import Rank
from shtoss_desktop.core.casino.errors import CasinoError, CasinoMessage
from shtoss_desktop.core.casino.events import EXPECT_RANK
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.rules import CasinoRules, CasinoRulesError
from shtoss_desktop.core.casino.shoe import make_shoe


def balance_error() -> CasinoError:
    game = CasinoGame(CasinoRules(table_minimum=10, capital=30), ["You"], shoe=make_shoe(6))
    with pytest.raises(CasinoError) as caught:
        game.place_bet("You", Rank.QUEEN, 40)
    return caught.value


def rules_error(data: object) -> CasinoRulesError:
    with pytest.raises(CasinoRulesError) as caught:
        CasinoRules.from_json(data)
    return caught.value


def test_english_is_the_core_english(qapp: QCoreApplication) -> None:
    error = balance_error()
    assert error.template is CasinoMessage.BALANCE
    assert casino_error_text(error) == error.message
    problem = rules_error({"table_minimum": 50, "table_maximum": 20})
    assert casino_error_text(problem) == str(problem)
    assert casino_error_text(rules_error({"decks": 7})) == "decks: must be one of 6, 8, not 7"


def test_russian(russian: None) -> None:
    assert casino_error_text(balance_error()) == "у игрока You 30: не хватает, чтобы поставить ещё 40"
    assert casino_error_text(rules_error({"table_minimum": 50, "table_maximum": 20})) == (
        "table_maximum: максимум стола 20 меньше минимума стола 50")
    assert casino_error_text(rules_error({"seats": 1})) == "seats: такого ключа в правилах казино нет"
    # a type or range problem reads as the house rules' own
    assert casino_error_text(rules_error({"decks": 7})) == "decks: должно быть одним из 6, 8, а не 7"


def test_a_bad_casino_record_says_in_russian_what_a_rank_must_be(russian: None) -> None:
    assert CASINO_RECORD_EXPECTATIONS == (EXPECT_RANK,)
    assert QCoreApplication.translate("Journal", EXPECT_RANK) == "буква достоинства: 2-9, T, J, Q, K или A"
