"""Narration: every event kind told in English and in Russian, naming the right player, card and amount,
in the second person to the player it concerns; the Russian agrees with the rank's gender."""

from __future__ import annotations

import re
import string
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from fractions import Fraction

import pytest

from shtoss_desktop.app.shtoss.controller import GameController
from shtoss_desktop.app.shtoss.messages import (
    GAME_MESSAGES,
    PLAYER_PARAMS,
    YOUR_GAME_MESSAGES,
    game_error_text,
    limit_reason_text,
)
from shtoss_desktop.app.shtoss.models import HistoryColumn, HistoryModel, HistoryRole
from shtoss_desktop.app.shtoss.narration import narrate, rank_name
from shtoss_desktop.app.words import card_text, display_name
from shtoss_desktop.core.cards import Card, Rank
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss import events as ev
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage
from shtoss_desktop.core.shtoss.events import EndReason, OfferReason, Pile
from shtoss_desktop.core.shtoss.rules import HouseRules, PremiumEvent
from shtoss_desktop.core.shtoss.settle import Outcome
from shtoss_desktop.resources import resource_path
from tests.app.app_helpers import play, start
from tests.core.helpers import stacked

C = Card.parse


def decided(card: str, outcome: Outcome, amount: int, *, punter: str = "Narumov", position: int = 4,
            plie: bool = False, factor: Fraction = Fraction(1), corners: int = 0) -> ev.StakeDecided:
    return ev.StakeDecided(punter, C(card), False, 1, outcome, position, (position + 1) // 2, C("2S"), plie, 12,
                           12, factor, amount, corners)


@dataclass(frozen=True)
class Told:
    """What the sentence for one event must say, told to a watcher and to the player it concerns."""

    event: ev.Event
    shown: tuple[str, ...]
    """Names, cards and amounts the sentence names, in any language (told to a watcher)."""
    en: tuple[str, ...]
    """English words that tell what happened (lower case)."""
    ru: tuple[str, ...]
    """The same in Russian."""
    actor: str | None = None
    """The player told in the second person when he is the human."""
    hidden: tuple[str, ...] = ()
    """What a watcher must not learn (another punter's face-down card)."""
    mine: tuple[str, ...] = ()
    """What the actor himself is told besides (his own card, his balance)."""


def _started() -> ev.SessionStarted:
    players = ("Chekalinsky", "Hermann", "Narumov")
    return ev.SessionStarted(players, "Chekalinsky", tuple((p, 1200) for p in players))


END_WORDS = {
    EndReason.REQUESTED: (("session is over",), ("игра окончена",)),
    EndReason.BANK_BROKEN: (("bank is broken",), ("банк сорван",)),
    EndReason.NO_PUNTERS: (("no punters",), ("понтёров не осталось",)),
}

TOLD: list[Told] = [
    Told(_started(), ("Chekalinsky", "Hermann", "Narumov"), ("holds the bank", "punting"),
         ("банк держит", "понтируют"), actor="Hermann"),
    Told(_started(), ("Chekalinsky", "Hermann", "Narumov"), ("hold", "bank", "punting"),
         ("банк держит", "понтируют"), actor="Chekalinsky"),
    Told(ev.BankPutUp("Chekalinsky", 600, (("Chekalinsky", 600),), False), ("Chekalinsky", "600"),
         ("up a bank",), ("закладыва", "банк"), actor="Chekalinsky", hidden=("second", "второй")),
    Told(ev.BankPutUp("Chekalinsky", 300, (("Chekalinsky", 300),), True), ("Chekalinsky", "300"),
         ("up a bank a second time",), ("закладыва", "банк второй раз"), actor="Chekalinsky"),
    Told(ev.BankPutUp("Chekalinsky", 12, (("Chekalinsky", 6), ("Narumov", 6)), False), ("12",),
         ("family bank",), ("семейный банк",)),
    Told(ev.StakeOffered("Narumov", (C("7D"),), 60, (OfferReason.ABOVE_LIMIT, OfferReason.RAISE)),
         ("Narumov", "60"), ("offer", "above the banker's limit", "a raise"),
         ("стави", "выше предела банкомёта", "куш повышен"), actor="Narumov", hidden=("7♦",), mine=("7♦",)),
    Told(ev.StakePlaced("Narumov", (C("7D"),), 12, 1, False), ("Narumov", "12"), ("stake",), ("стави",),
         actor="Narumov", hidden=("7♦", "raised", "повышением"), mine=("7♦",)),
    Told(ev.StakePlaced("Hermann", (C("7D"), C("7S")), 25, 2, True), ("Hermann", "25"),
         ("stake", "each card of", "pair", "raised"), ("по 25", "пару", "с повышением"),
         actor="Hermann", hidden=("7♦", "7♠"), mine=("7♦ 7♠",)),
    Told(ev.StakeRefused("Narumov", (C("7D"),), 60, (OfferReason.ABOVE_LIMIT,)), ("Narumov", "60"),
         ("refuses",), ("не принимает",), actor="Narumov", hidden=("7♦",)),
    Told(ev.Shuffled(()), (), ("shuffles",), ("тасует",)),
    Told(ev.DeckCut("Narumov", 3, (), 7), ("Narumov",), ("deal 7", "cut"), ("метка 7", "снима"), actor="Narumov"),
    Told(ev.LobAndSonikShown(C("KS"), C("7D")), ("K♠", "7♦"), ("lob: k♠", "sonik: 7♦"), ("лоб: k♠", "соник: 7♦")),
    Told(ev.CardDealt(C("QS"), 9, 5, Pile.RIGHT), ("Q♠",), ("right", "abzug 5"), ("направо", "абцуг 5")),
    Told(ev.CardDealt(C("AH"), 10, 5, Pile.LEFT), ("A♥",), ("left", "abzug 5"), ("налево", "абцуг 5")),
    Told(decided("7D", Outcome.GIVEN, 12), ("Narumov", "12"), ("seven", "given", "win"),
         ("семёрка", "дана", "выигрыва"), actor="Narumov"),
    Told(decided("AS", Outcome.KILLED, -30, position=1), ("Narumov", "30"), ("ace", "killed", "lose", "in the lob"),
         ("туз", "убит", "проигрыва", "в лоб"), actor="Narumov", hidden=("-30", "given", "дан ")),
    Told(decided("9S", Outcome.KILLED, -6, plie=True, factor=Fraction(1, 2), position=5), ("Narumov", "6"),
         ("plié", "nines", "nine is killed", "half the kush"), ("плие", "девятки", "девятка", "убита", "полкуша"),
         actor="Narumov"),
    Told(decided("QS", Outcome.VOID, 0, position=52), (), ("queen", "void"), ("дама", "не в счёт"),
         actor="Narumov", hidden=("Narumov",)),
    Told(ev.PremiumPaid("Narumov", PremiumEvent.SONIK_WIN, C("7D"), None, 16), ("Narumov", "16"),
         ("premium", "sonik"), ("наживка", "соника"), actor="Narumov"),
    Told(ev.PremiumPaid("Narumov", PremiumEvent.SERIES, C("7D"), 4, 15), ("Narumov", "15"),
         ("premium", "series of 4"), ("наживка", "серию из 4"), actor="Narumov"),
    Told(ev.PremiumPaid("Narumov", PremiumEvent.DEAL_WON, None, None, 9), ("Narumov", "9"),
         ("premium", "winning the deal"), ("наживка", "выигранную метку"), actor="Narumov"),
    Told(ev.WinningsPickedUp("Narumov", C("7D"), 24), ("Narumov", "24", "7♦"), ("off the table",), ("со стола",),
         actor="Narumov"),
    Told(ev.ParoliBent("Tomsky", C("7D"), 2, 48), ("Tomsky", "48", "7♦"), ("paroli", "corner", "sept-et-le-va"),
         ("загнул", "угол", "сетелева"), actor="Tomsky"),
    Told(ev.PaixMade("Tomsky", C("7D"), 10, 14), ("Tomsky", "7♦"), ("paix", "back 10", "winnings 14"),
         ("пе:", "ставку 10", "выигрыш 14"), actor="Tomsky"),
    Told(ev.StakeReturned("Narumov", C("7D"), 11), ("Narumov", "7♦"), ("stake of 11",), ("ставк", "11"),
         actor="Narumov"),
    Told(ev.AtandeCalled("Narumov"), ("Narumov",), ("atande", "waits"), ("атанде", "ждёт"), actor="Narumov"),
    Told(ev.DealFinished(3, 20, False), (), ("deal 3", "over", "20 cards"), ("метка 3", "окончена", "сдано 20 карт")),
    Told(ev.DealFinished(2, 52, True), (), ("talia 2", "over", "52 cards"), ("талья 2", "окончена", "сданы 52 карты")),
    Told(ev.BankBroken("Chekalinsky", 17), ("17",), ("bank broken",), ("банк сорван",)),
    Told(ev.BankReturned("Chekalinsky", 37), ("Chekalinsky", "37"), ("back the bank",), ("забира", "банк"),
         actor="Chekalinsky"),
    Told(ev.BankerRotated("Chekalinsky", "Narumov", ("Hermann", "Chekalinsky")), ("Chekalinsky", "Narumov"),
         ("now hold", "punt"), ("банк теперь держит", "понтиру"), actor="Narumov"),
    Told(ev.BankerRotated("Chekalinsky", "Narumov", ("Hermann", "Chekalinsky")), ("Chekalinsky", "Narumov"),
         ("now hold", "punt"), ("банк теперь держит", "понтиру"), actor="Chekalinsky"),
    Told(ev.PunterLeft("Narumov", True), ("Narumov",), ("out of money", "leave"), ("проиграл", "из-за стола"),
         actor="Narumov", hidden=("stop",)),
    Told(ev.PunterLeft("Narumov", False), ("Narumov",), ("stop", "leave"), ("больше не понтиру", "из-за стола"),
         actor="Narumov", hidden=("out of money", "проиграл")),
    Told(ev.RulesChanged(HouseRules()), (), ("new house rules",), ("новым правилам",)),
    *(Told(ev.SessionEnded(reason, (("Hermann", 1500),)), (), END_WORDS[reason][0], END_WORDS[reason][1],
           actor="Hermann", hidden=("1500",), mine=("1500",)) for reason in EndReason),
]

SECOND_PERSON = {"en": re.compile(r"\b(you|your)\b"), "ru": re.compile(r"\b(вы|ваш\w*|вам|вас)\b")}
CYRILLIC = re.compile("[а-яё]")
CARD = re.compile("(10|[2-9JQKA])[♠♥♦♣]")
SUIT_LETTERS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def all_kinds() -> set[str]:
    return {cls.kind for cls in vars(ev).values()
            if isinstance(cls, type) and issubclass(cls, ev.Event) and cls is not ev.Event}


def test_the_cases_cover_every_event_kind() -> None:
    assert {told.event.kind for told in TOLD} == all_kinds()


def _as_read(word: str) -> str:
    """A name or card of `Told.shown` as the player reads it now: the name in his language, the card with
    Russian indices in the Russian interface (numbers as they are)."""
    if CARD.fullmatch(word):
        return card_text(Card.parse(word[:-1].replace("10", "T") + SUIT_LETTERS[word[-1]]))
    return display_name(word)


def _says(text: str, told: Told, language: str, extra: tuple[str, ...] = ()) -> None:
    lower = text.lower()
    for word in (*(told.en if language == "en" else told.ru), *(_as_read(word) for word in extra)):
        assert word.lower() in lower, (word, text)
    assert text[:1] == text[:1].upper(), text
    assert "{" not in text, text
    # Russian words are in Russian and English words are not: a missing translation shows here.
    if any(CYRILLIC.search(word) for word in told.ru):
        assert bool(CYRILLIC.search(lower)) == (language == "ru"), text


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("told", TOLD, ids=lambda told: f"{told.event.kind}-{told.actor}")
def test_each_event_names_who_what_and_how_much(told: Told, language: str, request: pytest.FixtureRequest) -> None:
    request.getfixturevalue("russian" if language == "ru" else "qapp")
    watched = narrate(told.event, None)
    _says(watched, told, language, told.shown)
    for secret in told.hidden:
        assert secret not in watched, (secret, watched)
    # Another player at the table hears what a watcher hears.
    assert narrate(told.event, "Lugin") == watched
    if told.actor is None:
        return
    mine = narrate(told.event, told.actor)
    others = tuple(name for name in told.shown if name != told.actor)
    _says(mine, told, language, (*others, *told.mine))
    assert told.actor not in mine, mine
    assert SECOND_PERSON[language].search(mine.lower()), mine


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
    assert narrate(decided("7D", Outcome.GIVEN, 12), None) == "Семёрка дана: Нарумов выигрывает 12"
    assert narrate(decided("AS", Outcome.GIVEN, 12), None).startswith("Туз дан:")
    assert narrate(decided("KH", Outcome.KILLED, -12), None).startswith("Король убит:")
    assert narrate(decided("TH", Outcome.KILLED, -12), None).startswith("Десятка убита:")
    assert narrate(decided("QS", Outcome.KILLED, -12, punter="Hermann"), "Hermann").startswith("Дама ваша убита")
    assert narrate(decided("JS", Outcome.KILLED, -12, punter="Hermann"), "Hermann").startswith("Валет ваш убит")
    assert narrate(decided("AS", Outcome.GIVEN, 12, punter="Hermann"), "Hermann").startswith("Туз ваш дан")
    plie = narrate(decided("9S", Outcome.KILLED, -6, plie=True, factor=Fraction(1, 2), position=5), None)
    assert plie == "Плие! обе карты — девятки: девятка убита, Нарумов проигрывает 6 (полкуша)"
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


# ----- counts and the second person -----


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize(("cards", "words"), [(1, "1 card dealt"), (2, "2 cards dealt"), (21, "21 cards dealt")])
def test_a_count_takes_the_english_plural(cards: int, words: str) -> None:
    assert narrate(ev.DealFinished(3, cards, False), None) == f"Deal 3 is over: {words}"
    assert narrate(ev.DealFinished(4, cards, True), None) == f"Talia 4 is over: {words}"


@pytest.mark.usefixtures("russian")
@pytest.mark.parametrize(("cards", "words"), [(1, "сдана 1 карта"), (2, "сданы 2 карты"), (4, "сданы 4 карты"),
                                              (5, "сдано 5 карт"), (11, "сдано 11 карт"), (21, "сдана 21 карта"),
                                              (52, "сданы 52 карты")])
def test_a_count_takes_the_russian_plural(cards: int, words: str) -> None:
    assert narrate(ev.DealFinished(3, cards, False), None) == f"Метка 3 окончена: {words}"
    assert narrate(ev.DealFinished(4, cards, True), None) == f"Талья 4 окончена: {words}"


@pytest.mark.parametrize(("deals", "en", "ru"), [(1, "1 deal played.", "Сыграна 1 метка."),
                                                (3, "3 deals played.", "Сыграно 3 метки."),
                                                (25, "25 deals played.", "Сыграно 25 меток.")])
def test_the_session_summary_counts_its_deals_in_the_plural(request: pytest.FixtureRequest, deals: int, en: str,
                                                            ru: str) -> None:
    from PySide6.QtWidgets import QLabel

    from shtoss_desktop.ui.shtoss.summary_dialog import SessionSummary, SummaryDialog

    request.getfixturevalue("english")
    dialog = SummaryDialog(SessionSummary((), deals))
    assert dialog.findChild(QLabel, "summaryHeadline").text() == en
    request.getfixturevalue("russian")
    dialog = SummaryDialog(SessionSummary((), deals))
    assert dialog.findChild(QLabel, "summaryHeadline").text() == ru


@pytest.mark.parametrize("name", ["narration_en.ts", "table_en.ts"])
def test_the_english_plural_forms_are_complete(name: str) -> None:
    root = ET.parse(resource_path("translations") / name).getroot()
    messages = list(root.iter("message"))
    assert messages
    for message in messages:
        assert message.get("numerus") == "yes"
        forms = [form.text or "" for form in message.iter("numerusform")]
        assert len(forms) == 2
        assert all("%n" in form for form in forms)
        assert message.find("translation").get("type") is None  # type: ignore[union-attr]


def _raise_above_base(punter: str) -> GameError:
    game = Game(HouseRules(), ["banker", punter])
    game.place_stake(punter, [Card.parse("3S")], 6)
    with pytest.raises(GameError) as caught:
        game.place_stake(punter, [Card.parse("4S")], 12)
    return caught.value


@pytest.mark.usefixtures("qapp")
def test_the_human_s_own_limit_is_told_to_him() -> None:
    error = _raise_above_base("You")
    assert game_error_text(error, "You") == "the kush 12 is above your limit of 6 (your base kush)"
    assert game_error_text(error) == "the kush 12 is above You's limit of 6 (his base kush)", "the core's words"
    assert game_error_text(_raise_above_base("Narumov"), "You") == (
        "the kush 12 is above Narumov's limit of 6 (his base kush)"
    )
    assert limit_reason_text(GameMessage.WHY_BASE) == "your base kush"
    assert limit_reason_text(GameMessage.WHY_AFTER_LOSS) == "after a killed card you stake from your base again"


@pytest.mark.usefixtures("russian")
def test_the_human_s_own_limit_is_told_to_him_in_russian() -> None:
    assert game_error_text(_raise_above_base("Вы"), "Вы") == "куш 12 больше вашего предела 6 (ваш основной куш)"
    assert limit_reason_text(GameMessage.WHY_BASE) == "ваш основной куш"


def test_every_second_person_message_fills_the_same_fields_and_has_its_russian() -> None:
    russian = {}
    for context in ET.parse(resource_path("translations") / "messages_ru.ts").getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") is None:
                russian[message.findtext("source")] = translation.text or ""
    for member, text in YOUR_GAME_MESSAGES.items():
        assert isinstance(member, GameMessage)
        assert GAME_MESSAGES[member] == member.value
        assert re.search(r"\byou|\byour", text), text
        # the same fields but the player's name, who is "you" now
        assert sorted(_fields(text)) == sorted(f for f in _fields(member.value) if f not in PLAYER_PARAMS), member
        assert russian.get(text), f"{member.name} has no Russian second person"
        assert sorted(_fields(russian[text])) == sorted(_fields(text)), member


def _fields(template: str) -> list[str]:
    return [name for _, name, _, _ in string.Formatter().parse(template) if name]


# ----- the human banker -----

OFFER = ev.StakeOffered("Narumov", (C("QH"),), 30, (OfferReason.ABOVE_LIMIT,))


@pytest.mark.usefixtures("qapp")
def test_what_is_asked_of_the_banker_is_said_to_the_human_banker() -> None:
    assert narrate(OFFER, "You", banker="You").endswith(": do you accept?")
    assert narrate(OFFER, "You", banker="Chekalinsky").endswith(": will the banker accept?")
    assert narrate(OFFER, None, banker="Chekalinsky").endswith(": will the banker accept?")
    assert narrate(ev.StakeRefused("Narumov", (C("QH"),), 30, (OfferReason.ABOVE_LIMIT,)), "You", banker="You") == (
        "You refuse Narumov's stake of 30")
    assert narrate(ev.Shuffled(tuple(Card.parse(c) for c in ("2S", "3S"))), "You", banker="You") == (
        "You shuffle the deck")
    assert narrate(ev.AtandeCalled("Narumov"), "You", banker="You") == "Narumov calls “atande!”: you wait"
    assert narrate(ev.AtandeCalled("You"), "You", banker="You") == "You call “atande!”: the deal waits"
    assert narrate(ev.BankBroken("You", 3), "You", banker="You") == "Your bank is broken! 3 left in it"


@pytest.mark.usefixtures("russian")
def test_what_is_asked_of_the_banker_is_said_to_the_human_banker_in_russian() -> None:
    assert narrate(OFFER, "Вы", banker="Вы").endswith(": принимаете?")
    assert narrate(OFFER, "Вы", banker="Чекалинский").endswith(": примет ли банкомёт?")
    assert narrate(ev.StakeRefused("Narumov", (C("QH"),), 30, (OfferReason.ABOVE_LIMIT,)), "Вы", banker="Вы") == (
        "Нарумов: вы не принимаете ставку 30")
    assert narrate(ev.AtandeCalled("Нарумов"), "Вы", banker="Вы") == "Нарумов говорит: «атанде!» — вы ждёте"
    assert narrate(ev.BankBroken("Вы", 3), "Вы", banker="Вы").startswith("Ваш банк сорван!")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_human_banker_is_never_asked_in_the_third_person(controller: GameController, language: str,
                                                            request: pytest.FixtureRequest) -> None:
    request.getfixturevalue("russian" if language == "ru" else "qapp")
    start(controller, role=Role.BANKER, rules=HouseRules(refuse_above=1))
    play(controller, 2)
    models = HistoryModel(controller)
    texts = [models.index(row, HistoryColumn.TEXT).data() for row in range(models.rowCount())]
    third = {"en": ("the banker accept", "the banker refuses", "the banker shuffles"),
             "ru": ("примет ли банкомёт", "банкомёт не принимает", "банкомёт тасует")}[language]
    assert not [text for text in texts for words in third if words in text.lower()], texts
    offered = [row for row in range(models.rowCount())
               if isinstance(models.index(row, 0).data(HistoryRole.EVENT), ev.StakeOffered)]
    assert offered, "the house rules make the computer punters offer stakes above the limit"
    asked = {"en": "do you accept?", "ru": "принимаете?"}[language]
    assert all(texts[row].endswith(asked) for row in offered)


@pytest.mark.usefixtures("russian")
def test_the_history_tells_a_plie_only_after_its_left_card() -> None:
    """As the tester's history read it wrongly ("Плие! обе карты — тройки…" before "Налево: 3♣"): both cards first."""
    game = Game(HouseRules(), ["Chekalinsky", "Narumov"], banker="Chekalinsky")
    game.place_stake("Narumov", [C("3S")])
    game.shuffle(stacked(52, "9S 5H 3D 3C"))
    game.cut(0)
    game.deal_abzug()
    lines = [narrate(event, None) for event in game.deal_abzug()]
    assert lines[:2] == ["Направо: 3♦ (абцуг 2)", "Налево: 3♣ (абцуг 2)"]
    assert lines[2].startswith("Плие! обе карты — тройки: тройка убита")
