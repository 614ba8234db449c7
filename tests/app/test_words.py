"""Names and cards in the player's language: a computer player's name, seated in either language, reads in the
language shown now (the core keeps the id it was seated with); "You" reads "Вы" in Russian; cards read В, Д, К, Т
in the Russian interface while the player keeps Russian indices on, J, Q, K, A otherwise."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale, Qt

from shtoss_desktop.app import words
from shtoss_desktop.app.shtoss.controller import GameController, SessionConfig
from shtoss_desktop.app.shtoss.models import (
    HistoryColumn,
    HistoryModel,
    SeatsColumn,
    SeatsModel,
    StakesColumn,
    StakesModel,
)
from shtoss_desktop.app.shtoss.narration import narrate
from shtoss_desktop.app.words import COMPUTER_NAMES, RUSSIAN_COMPUTER_NAMES, card_text, cards_text, display_name
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss import events as ev
from shtoss_desktop.core.shtoss.events import Pile
from shtoss_desktop.resources import resource_path
from tests.app.app_helpers import play

C = Card.parse


@pytest.fixture
def russian_ui(russian: None) -> Iterator[None]:
    """The Russian interface as the game installs it: the translations and the default locale."""
    previous = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Russian))
    yield
    QLocale.setDefault(previous)


@pytest.fixture
def latin_indices() -> Iterator[None]:
    words.set_russian_indices(False)
    yield
    words.set_russian_indices(True)


def test_the_russian_names_are_the_translations_the_game_seats() -> None:
    root = ET.parse(resource_path("translations", "words_ru.ts")).getroot()
    seated = {
        message.findtext("translation"): message.findtext("source")
        for context in root.iter("context")
        if context.findtext("name") == "Names"
        for message in context.iter("message")
    }
    assert seated == RUSSIAN_COMPUTER_NAMES
    assert set(RUSSIAN_COMPUTER_NAMES.values()) == set(COMPUTER_NAMES)


@pytest.mark.usefixtures("qapp")
def test_names_read_in_english() -> None:
    assert display_name("Chekalinsky") == "Chekalinsky"
    assert display_name("Чекалинский") == "Chekalinsky", "a session seated in Russian, read in English"
    assert display_name("Сен-Жермен") == "Saint-Germain"
    assert display_name("Вы") == "You"
    assert display_name("You") == "You"
    assert display_name("Hermann") == "Hermann", "a name the player typed stays his"


@pytest.mark.usefixtures("russian_ui")
def test_names_read_in_russian() -> None:
    assert display_name("Chekalinsky") == "Чекалинский", "a session seated in English, read in Russian"
    assert display_name("Нарумов") == "Нарумов"
    assert display_name("Saint-Germain") == "Сен-Жермен"
    assert display_name("You") == "Вы"
    assert display_name("Hermann") == "Hermann"


@pytest.mark.usefixtures("qapp")
def test_cards_read_latin_in_english() -> None:
    assert [card_text(C(card)) for card in ("JS", "QH", "KD", "AC", "TD", "7S")] == ["J♠", "Q♥", "K♦", "A♣", "10♦",
                                                                                      "7♠"]


@pytest.mark.usefixtures("russian_ui")
def test_cards_read_russian_in_the_russian_interface() -> None:
    assert [card_text(C(card)) for card in ("JS", "QH", "KD", "AC", "TD", "7S")] == ["В♠", "Д♥", "К♦", "Т♣", "10♦",
                                                                                      "7♠"]
    assert cards_text((C("QH"), C("QS"))) == "Д♥ Д♠"
    assert narrate(ev.CardDealt(C("QH"), 6, 3, Pile.LEFT), None) == "Налево: Д♥ (абцуг 3)"
    assert narrate(ev.LobAndSonikShown(C("KS"), C("AD")), None) == "Лоб: К♠, соник: Т♦"


@pytest.mark.usefixtures("russian_ui", "latin_indices")
def test_cards_read_latin_in_russian_when_the_player_turns_russian_indices_off() -> None:
    assert narrate(ev.CardDealt(C("QH"), 6, 3, Pile.LEFT), None) == "Налево: Q♥ (абцуг 3)"


def test_the_card_art_switch_sets_the_words_too(qapp: object) -> None:
    from shtoss_desktop.ui.table import card_art
    previous = QLocale()
    card_art.set_russian_indices(False)
    try:
        assert not words.russian_indices()
        QLocale.setDefault(QLocale(QLocale.Language.Russian))
        assert not words.russian_indices(), "the player turned them off"
        card_art.set_russian_indices(True)
        assert words.russian_indices()
    finally:
        card_art.set_russian_indices(True)
        QLocale.setDefault(previous)


def _english_session(controller: GameController) -> None:
    controller.new_session(SessionConfig(role=Role.PUNTER, seed=3, human_name="You"))
    play(controller, 1)


def test_a_session_seated_in_english_reads_in_russian(controller: GameController, request: pytest.FixtureRequest
                                                      ) -> None:
    _english_session(controller)
    assert controller.game.banker == "Chekalinsky", "the core keeps the ids it was seated with"
    seats, history, stakes = SeatsModel(controller), HistoryModel(controller), StakesModel(controller)
    english = [seats.index(row, SeatsColumn.NAME).data() for row in range(seats.rowCount())]
    assert english[0] == "Chekalinsky"
    assert "You" in english
    request.getfixturevalue("russian_ui")
    shown = [seats.index(row, SeatsColumn.NAME).data() for row in range(seats.rowCount())]
    assert shown[0] == "Чекалинский"
    assert "Вы" in shown
    assert not any(name in COMPUTER_NAMES for name in shown)
    first = history.index(0, HistoryColumn.TEXT).data(Qt.ItemDataRole.DisplayRole)
    assert first.startswith("Банк держит Чекалинский"), first
    told = " ".join(history.index(row, HistoryColumn.TEXT).data() for row in range(history.rowCount()))
    assert not any(name in told for name in COMPUTER_NAMES), told
    punters = {stakes.index(row, StakesColumn.PUNTER).data() for row in range(stakes.rowCount())}
    assert not punters & set(COMPUTER_NAMES)
