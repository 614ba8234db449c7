"""Narration: every event kind told in English and in Russian, the Russian agreeing with the rank's gender."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from fractions import Fraction

import pytest

from shtoss_desktop.app.controller import GameController, Role
from shtoss_desktop.app.narration import narrate, rank_name
from shtoss_desktop.core import events as ev
from shtoss_desktop.core.cards import Card, Rank
from shtoss_desktop.core.events import EndReason, OfferReason, Pile
from shtoss_desktop.core.rules import HouseRules, PremiumEvent
from shtoss_desktop.core.settle import Outcome
from shtoss_desktop.resources import resource_path
from tests.app.app_helpers import play, start

C = Card.parse


def decided(card: str, outcome: Outcome, amount: int, *, punter: str = "Narumov", position: int = 4,
            plie: bool = False, factor: Fraction = Fraction(1), corners: int = 0) -> ev.StakeDecided:
    return ev.StakeDecided(punter, C(card), False, 1, outcome, position, (position + 1) // 2, C("2S"), plie, 12,
                           12, factor, amount, corners)


SAMPLES: list[ev.Event] = [
    ev.SessionStarted(("Chekalinsky", "Hermann", "Narumov"), "Chekalinsky",
                      (("Chekalinsky", 1200), ("Hermann", 1200), ("Narumov", 1200))),
    ev.BankPutUp("Chekalinsky", 600, (("Chekalinsky", 600),), False),
    ev.BankPutUp("Chekalinsky", 300, (("Chekalinsky", 300),), True),
    ev.BankPutUp("Chekalinsky", 12, (("Chekalinsky", 6), ("Narumov", 6)), False),
    ev.StakeOffered("Narumov", (C("7D"),), 60, (OfferReason.ABOVE_LIMIT, OfferReason.RAISE)),
    ev.StakePlaced("Narumov", (C("7D"),), 12, 1, False),
    ev.StakePlaced("Hermann", (C("7D"), C("7S")), 12, 2, True),
    ev.StakeRefused("Narumov", (C("7D"),), 60, (OfferReason.ABOVE_LIMIT,)),
    ev.Shuffled(()),
    ev.DeckCut("Narumov", 3, (), 1),
    ev.LobAndSonikShown(C("KS"), C("7D")),
    ev.CardDealt(C("QS"), 1, 1, Pile.RIGHT),
    ev.CardDealt(C("AH"), 2, 1, Pile.LEFT),
    decided("7D", Outcome.GIVEN, 12),
    decided("AS", Outcome.KILLED, -12, position=1),
    decided("9S", Outcome.KILLED, -6, plie=True, factor=Fraction(1, 2), position=5),
    decided("QS", Outcome.VOID, 0, position=52),
    ev.PremiumPaid("Narumov", PremiumEvent.SONIK_WIN, C("7D"), None, 12),
    ev.PremiumPaid("Narumov", PremiumEvent.SERIES, C("7D"), 3, 12),
    ev.PremiumPaid("Narumov", PremiumEvent.DEAL_WON, None, None, 6),
    ev.WinningsPickedUp("Narumov", C("7D"), 24),
    ev.ParoliBent("Tomsky", C("7D"), 2, 48),
    ev.PaixMade("Tomsky", C("7D"), 12, 12),
    ev.StakeReturned("Narumov", C("7D"), 12),
    ev.AtandeCalled("Narumov"),
    ev.DealFinished(1, 20, False),
    ev.DealFinished(2, 52, True),
    ev.BankBroken("Chekalinsky", 3),
    ev.BankReturned("Chekalinsky", 3),
    ev.BankerRotated("Chekalinsky", "Narumov", ("Hermann", "Chekalinsky")),
    ev.PunterLeft("Narumov", True),
    ev.PunterLeft("Narumov", False),
    ev.RulesChanged(HouseRules()),
    *(ev.SessionEnded(reason, (("Hermann", 1500),)) for reason in EndReason),
]


def all_kinds() -> set[str]:
    return {cls.kind for cls in vars(ev).values()
            if isinstance(cls, type) and issubclass(cls, ev.Event) and cls is not ev.Event}


def test_the_samples_cover_every_event_kind() -> None:
    assert {event.kind for event in SAMPLES} == all_kinds()


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: e.kind)
@pytest.mark.parametrize("human", [None, "Hermann", "Narumov", "Chekalinsky", "Tomsky"])
def test_every_event_narrates_in_english(event: ev.Event, human: str | None) -> None:
    text = narrate(event, human)
    assert text
    assert text[0] == text[0].upper()
    assert "{" not in text


@pytest.mark.usefixtures("russian")
@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: e.kind)
@pytest.mark.parametrize("human", [None, "Narumov", "Chekalinsky"])
def test_every_event_narrates_in_russian(event: ev.Event, human: str | None) -> None:
    text = narrate(event, human)
    assert text
    assert "{" not in text
    if not isinstance(event, ev.LobAndSonikShown | ev.CardDealt | ev.Shuffled):
        assert any("а" <= ch <= "я" for ch in text.lower()), text


@pytest.mark.usefixtures("qapp")
def test_english_sentences() -> None:
    assert narrate(decided("7D", Outcome.GIVEN, 12), None) == "The seven is given: Narumov wins 12"
    assert narrate(decided("QS", Outcome.KILLED, -12, punter="Hermann"), "Hermann").startswith(
        "Your queen is killed: you lose 12")
    assert narrate(decided("9S", Outcome.KILLED, -6, punter="Hermann", plie=True, factor=Fraction(1, 2),
                           position=5), "Hermann") == (
        "Plié! both cards are nines: your nine is killed, you lose 6 (half the kush)")
    assert narrate(ev.LobAndSonikShown(C("KS"), C("7D")), None) == "Lob: K♠, sonik: 7♦"
    assert narrate(ev.CardDealt(C("TD"), 3, 2, Pile.RIGHT), None) == "Right: 10♦ (abzug 2)"
    assert narrate(ev.BankBroken("Chekalinsky", 3), None).startswith("Bank broken!")
    assert narrate(ev.ParoliBent("Tomsky", C("7D"), 2, 48), None).startswith(
        "Paroli: Tomsky bends a corner (sept-et-le-va)")
    assert "in the lob" in narrate(decided("AS", Outcome.KILLED, -12, position=1), None)


@pytest.mark.usefixtures("russian")
def test_russian_agrees_with_the_gender_of_the_rank() -> None:
    assert narrate(decided("7D", Outcome.GIVEN, 12), None) == "Семёрка дана: Narumov выигрывает 12"
    assert narrate(decided("AS", Outcome.GIVEN, 12), None).startswith("Туз дан:")
    assert narrate(decided("KH", Outcome.KILLED, -12), None).startswith("Король убит:")
    assert narrate(decided("TH", Outcome.KILLED, -12), None).startswith("Десятка убита:")
    assert narrate(decided("QS", Outcome.KILLED, -12, punter="Hermann"), "Hermann").startswith("Дама ваша убита")
    assert narrate(decided("JS", Outcome.KILLED, -12, punter="Hermann"), "Hermann").startswith("Валет ваш убит")
    assert narrate(decided("AS", Outcome.GIVEN, 12, punter="Hermann"), "Hermann").startswith("Туз ваш дан")
    plie = narrate(decided("9S", Outcome.KILLED, -6, plie=True, factor=Fraction(1, 2), position=5), None)
    assert plie == "Плие! обе карты — девятки: девятка убита, Narumov проигрывает 6 (полкуша)"
    assert "в лоб" in narrate(decided("AS", Outcome.KILLED, -12, position=1), None)


@pytest.mark.usefixtures("russian")
def test_russian_table_words() -> None:
    assert "банк сорван" in narrate(ev.BankBroken("Chekalinsky", 3), None).lower()
    assert "атанде" in narrate(ev.AtandeCalled("Narumov"), None)
    assert "загнул угол (пароли)" in narrate(ev.ParoliBent("Tomsky", C("7D"), 1, 24), None)
    assert "сетелева" in narrate(ev.ParoliBent("Tomsky", C("7D"), 2, 48), None)
    assert "кензельва" in narrate(ev.ParoliBent("Tomsky", C("7D"), 3, 96), None)
    assert narrate(ev.LobAndSonikShown(C("KS"), C("7D")), None) == "Лоб: K♠, соник: 7♦"
    names = [rank_name(rank) for rank in Rank]
    assert names == ["двойка", "тройка", "четвёрка", "пятёрка", "шестёрка", "семёрка", "восьмёрка", "девятка",
                     "десятка", "валет", "дама", "король", "туз"]


@pytest.mark.parametrize("name", ["narration_ru.ts", "models_ru.ts"])
def test_the_translation_sources_are_complete(name: str) -> None:
    root = ET.parse(resource_path("translations", name)).getroot()
    assert root.get("language") == "ru_RU"
    messages = list(root.iter("message"))
    assert messages
    for message in messages:
        translation = message.find("translation")
        assert translation is not None
        assert translation.get("type") is None, message.findtext("source")
        assert translation.text


@pytest.mark.parametrize("role", [Role.PUNTER, Role.BANKER])
def test_a_played_session_narrates_every_event(controller: GameController, role: Role) -> None:
    start(controller, role=role, rules=HouseRules(talia=role is Role.PUNTER))
    play(controller, 2)
    controller.end_session()
    texts = [narrate(event, controller.human) for event in controller.game.log]
    assert all(texts)
    assert any("you" in text.lower() for text in texts)
