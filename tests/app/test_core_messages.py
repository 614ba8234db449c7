"""The words of the core's shared messages (app/core_messages.py): cards, seats and the CLI in Russian, through
the one function that words any core error."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.error_text import core_error_text
from shtoss_desktop.core.cards import Card, CardError
from shtoss_desktop.core.cli import CliMessage, InputError
from shtoss_desktop.core.seats import SetupError, check_names
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage


def test_a_card_error_reads_in_english_as_the_core_says_it(qapp: QCoreApplication) -> None:
    with pytest.raises(CardError) as caught:
        Card.parse("XS")
    assert core_error_text(caught.value) == caught.value.message
    assert caught.value.message == "'X' is not a rank: use 2-9, T (or 10), J, Q, K or A"


def test_a_seat_error_reads_in_russian_with_its_place(russian: None) -> None:
    with pytest.raises(SetupError) as caught:
        check_names(["Томский", "Томский"])
    assert core_error_text(caught.value) == (
        'players[1]: "Томский" сидит за столом дважды: у каждого игрока должно быть своё имя')


def test_a_cli_problem_reads_in_russian_with_the_inner_reason_worded_too(russian: None) -> None:
    error = InputError(CliMessage.REFUSED, ("stakes", 0), rule="capital",
                       reason=GameError(GameMessage.NO_STAKES))
    assert core_error_text(error) == "stakes[0]: отказано (capital): на столе нет ни одной ставки"
