"""The words of the core's messages: one table per core message enum, complete, in English and in Russian."""

from __future__ import annotations

import enum
import inspect
import pkgutil
import string
import xml.etree.ElementTree as ElementTree
from importlib import import_module
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

import shtoss_desktop.core
from shtoss_desktop.app.error_text import MESSAGE_TABLES, core_error_text
from shtoss_desktop.app.shtoss.messages import game_error_text
from shtoss_desktop.core.cards import Card, CardMessage
from shtoss_desktop.core.casino.errors import CasinoMessage
from shtoss_desktop.core.casino.rules import CasinoRulesMessage
from shtoss_desktop.core.cli import CliMessage
from shtoss_desktop.core.jsonio import JsonInputError, JsonMessage, load_json
from shtoss_desktop.core.machine import RecordMessage
from shtoss_desktop.core.replay import ReplayMessage
from shtoss_desktop.core.rule_fields import FieldMessage
from shtoss_desktop.core.seats import SetupMessage
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage, StakeError
from shtoss_desktop.core.shtoss.odds import OddsMessage
from shtoss_desktop.core.shtoss.rules import HouseRules, LobRule, RulesError, RulesMessage

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"


def _core_message_enums() -> set[type[enum.StrEnum]]:
    """Every `...Message` string enum declared in a module of the core."""
    found: set[type[enum.StrEnum]] = set()
    for info in pkgutil.walk_packages(shtoss_desktop.core.__path__, "shtoss_desktop.core."):
        module = import_module(info.name)
        found.update(
            value for name, value in vars(module).items()
            if inspect.isclass(value) and issubclass(value, enum.StrEnum) and name.endswith("Message")
            and value.__module__ == module.__name__
        )
    return found


def _finished_russian() -> dict[tuple[str, str], str]:
    """(context, source) -> the finished Russian text, from every translation file."""
    found: dict[tuple[str, str], str] = {}
    for ts_file in TRANSLATIONS.glob("*_ru.ts"):
        for context in ElementTree.parse(ts_file).getroot().iter("context"):
            for message in context.iter("message"):
                translation = message.find("translation")
                if translation is not None and translation.text and translation.get("type") is None:
                    found[(context.findtext("name") or "", message.findtext("source") or "")] = translation.text
    return found


CORE_MESSAGE_ENUMS = [GameMessage, OddsMessage, RulesMessage, JsonMessage, RecordMessage, CasinoMessage,
                      CasinoRulesMessage, CardMessage, SetupMessage, CliMessage, ReplayMessage, FieldMessage]


def test_every_core_message_enum_has_one_table() -> None:
    assert _core_message_enums() == set(CORE_MESSAGE_ENUMS)
    assert set(MESSAGE_TABLES) == _core_message_enums()


@pytest.mark.parametrize("message_enum", CORE_MESSAGE_ENUMS, ids=lambda e: e.__name__)
def test_every_member_has_its_own_english_and_a_russian_text(message_enum: type[enum.StrEnum]) -> None:
    context, table = MESSAGE_TABLES[message_enum]
    assert [str(key) for key in table] == [member.value for member in message_enum]
    assert all(isinstance(key, message_enum) for key in table)
    russian = _finished_russian()
    for member in message_enum:
        assert table[member] == member.value, member  # the English the CLI prints is the source text
        text = russian.get((context, table[member]))
        assert text, f"{message_enum.__name__}.{member.name} has no Russian in context {context!r}"
        # the Russian fills in the same fields
        assert sorted(_fields(text)) == sorted(_fields(member.value)), member


def _fields(template: str) -> list[str]:
    return [name for _, name, _, _ in string.Formatter().parse(template) if name]




def _raise_above_base() -> GameError:
    """A punter's second stake above his base kush: refused with the reason as a `GameMessage`."""
    game = Game(HouseRules(), ["banker", "Hermann"])
    game.place_stake("Hermann", [Card.parse("3S")], 6)
    with pytest.raises(GameError) as caught:
        game.place_stake("Hermann", [Card.parse("4S")], 12)
    return caught.value


def test_a_game_error_reads_in_english_as_the_core_says_it(qapp: QCoreApplication) -> None:
    error = _raise_above_base()
    assert error.template is GameMessage.KUSH_RAISE
    assert error.params["why"] is GameMessage.WHY_BASE
    assert game_error_text(error) == error.message == "the kush 12 is above Hermann's limit of 6 (his base kush)"


def test_a_game_error_and_its_reason_read_in_russian(russian: None) -> None:
    assert game_error_text(_raise_above_base()) == "куш 12 больше предела 6 для игрока Hermann (его основной куш)"


def test_a_divisor_reason_in_a_game_error_reads_in_russian(russian: None) -> None:
    rules = HouseRules(lob=LobRule.HALF, initial_kush=6)
    error = StakeError(GameMessage.KUSH_DIVIDES, kush=9, divisor=rules.kush_divisor, reason=rules.divisor_reason())
    assert core_error_text(error) == (
        "куш 9 должен делиться на 2, потому что включено условие «пол-куша» (в лоб полкуша)")


def test_rules_and_json_errors_read_in_russian_through_the_same_module(russian: None) -> None:
    with pytest.raises(RulesError) as rules_error:
        HouseRules.from_json({"deck_size": 40})
    assert rules_error.value.template is FieldMessage.CHOICE
    assert core_error_text(rules_error.value) == "deck_size: должно быть одним из 52, 36, 32, а не 40"
    with pytest.raises(JsonInputError) as json_error:
        load_json("")
    assert json_error.value.template is JsonMessage.EMPTY
    assert core_error_text(json_error.value) == "пуст: в нём нет значения JSON"
