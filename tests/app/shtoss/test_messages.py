"""The words of the shtoss core's messages (`app/shtoss/messages.py`): a template outside the tables reads as it
is, a message with no second person falls back on the core's words, and an error is told to the human in the
second person only when the player it names (punter, player or banker) is he, in English and in Russian."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.shtoss.messages import (
    GAME_MESSAGES,
    ODDS_MESSAGES,
    YOUR_GAME_MESSAGES,
    game_error_text,
    game_message,
)
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage
from shtoss_desktop.core.shtoss.odds import OddsMessage


def test_every_table_holds_its_enums_english(qapp: QCoreApplication) -> None:
    assert set(GAME_MESSAGES) == set(GameMessage)
    assert set(ODDS_MESSAGES) == set(OddsMessage)
    assert set(YOUR_GAME_MESSAGES) < set(GameMessage)
    for member in GameMessage:
        assert game_message(member) == member.value


def test_a_template_outside_the_tables_reads_as_it_is(qapp: QCoreApplication) -> None:
    assert game_message("nothing {here}") == "nothing {here}"
    assert game_message("nothing {here}", yours=True) == "nothing {here}"


def test_a_message_without_a_second_person_keeps_the_cores_words(qapp: QCoreApplication) -> None:
    plain = [member for member in GameMessage if member not in YOUR_GAME_MESSAGES]
    assert plain
    for member in plain:
        assert game_message(member, yours=True) == member.value


def test_the_banker_is_told_in_the_second_person_only_when_he_is_the_human(qapp: QCoreApplication) -> None:
    error = GameError(GameMessage.CANNOT_AFFORD_BANK, banker="You", balance=3, kush=6)
    assert game_error_text(error, "You") == "you have 3, less than the initial kush 6: you cannot put up a bank"
    assert game_error_text(error, "Narumov") == error.message
    assert game_error_text(error) == error.message == "You has 3, less than the initial kush 6: he cannot put up a bank"


def test_a_player_named_elsewhere_than_a_player_param_is_not_you(qapp: QCoreApplication) -> None:
    error = GameError(GameMessage.NOT_IN_DECK, card="You", size=36)
    assert game_error_text(error, "You") == error.message


@pytest.mark.usefixtures("russian")
def test_in_russian_the_human_banker_and_another_read_apart(qapp: QCoreApplication) -> None:
    error = GameError(GameMessage.CANNOT_AFFORD_BANK, banker="Вы", balance=3, kush=6)
    yours, theirs = game_error_text(error, "Вы"), game_error_text(error, "Нарумов")
    assert yours != theirs
    assert "3" in yours
    assert "6" in yours
    assert yours != YOUR_GAME_MESSAGES[GameMessage.CANNOT_AFFORD_BANK].format(balance=3, kush=6), "in Russian"
    assert theirs != error.message, "in Russian"
