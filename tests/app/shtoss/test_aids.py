"""The shtoss aids (app/shtoss/aids.py): the case-keeper's counts and odds equal the core's after every abzug of
seeded deals, as the table shows them; the coach's words name the right card, amount and reason in both languages."""

from __future__ import annotations

from fractions import Fraction

import pytest

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.shtoss.aids import ShtossCoach, cards_gone, figure_worker, money_text, shtoss_keeper
from shtoss_desktop.app.shtoss.controller import GameController, Waiting
from shtoss_desktop.app.shtoss.models import OddsModel, OddsRole
from shtoss_desktop.app.shtoss.scripted_player import Manner, ScriptedPlayer
from shtoss_desktop.app.shtoss.shown import ShownShtoss
from shtoss_desktop.app.words import card_text
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.coach import EXACT_RANKS, Method, banker_outlook
from shtoss_desktop.core.shtoss.events import CardDealt, Pile, PremiumPaid, StakeDecided
from shtoss_desktop.core.shtoss.odds import card_odds
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules, LastCard, LobRule, PlieRule, PremiumEvent
from shtoss_desktop.core.shtoss.settle import Outcome
from tests.app.app_helpers import HUMAN, play, start


def _session(rules: HouseRules, role: Role = Role.PUNTER, deals: int = 2, seed: int = 7) -> GameController:
    controller = GameController()
    start(controller, role, rules, seed=seed)
    play(controller, deals=deals)
    return controller


@pytest.mark.parametrize("rules", [HouseRules(), HouseRules(talia=True), HouseRules(
    deck_size=36, plie=PlieRule.HALF, hocly=True, last_card=LastCard.VOID)])
def test_the_keeper_equals_the_core_after_every_abzug_shown(qapp, rules: HouseRules) -> None:
    controller = _session(rules, deals=4)
    shown = ShownShtoss(controller)
    odds_model = OddsModel(shown)
    shown.clear()
    checked = 0
    for record in controller.game.log:
        shown.show((record,))
        if not (isinstance(record, CardDealt) and record.pile is Pile.LEFT):
            continue
        state = shown.game.state()
        pointed = Card.parse("9S")
        picture = shtoss_keeper(shown, pointed)
        dealt = state.deck[: state.dealt]
        for column in picture.columns:
            gone = sum(1 for c in dealt if c.rank is column.rank)
            assert (column.gone, column.left) == (gone, 4 - gone)
        mine = {s.card.rank: s.card for s in state.stakes if s.punter == HUMAN}
        for column in picture.columns:
            card = mine.get(column.rank) or (pointed if column.rank is pointed.rank else None)
            if card is None or not column.left:
                assert column.ev is None
            else:
                assert column.ev == card_odds(state.rules, card, dealt).ev_per_kush
        copies = {odds_model.index(r, 0).data(OddsRole.RANK): odds_model.index(r, 0).data(OddsRole.COPIES)
                  for r in range(odds_model.rowCount())}
        assert {c.rank: c.left for c in picture.columns if c.left} == copies, "the keeper and the odds dock agree"
        checked += 1
    assert checked > 20


def test_the_keeper_marks_the_staked_cards_and_the_pointed_one(qapp) -> None:
    controller = _session(HouseRules(), deals=1)
    shown = ShownShtoss(controller)
    shown.clear()
    log = controller.game.log
    first_cut = next(i for i, r in enumerate(log) if type(r).__name__ == "DeckCut")
    shown.show(tuple(log[: first_cut + 1]))
    state = shown.game.state()
    mine = [s.card for s in state.stakes if s.punter == HUMAN]
    assert mine
    picture = shtoss_keeper(shown, None)
    assert {c.rank for c in picture.columns if c.staked} == {c.rank for c in mine}
    assert picture.column(mine[0].rank).ev == Fraction(-33, 833)
    assert "433/833" in picture.column(mine[0].rank).tip


def test_the_cards_gone_are_the_whole_abzugs_shown(qapp) -> None:
    controller = _session(HouseRules(), deals=1)
    shown = ShownShtoss(controller)
    shown.clear()
    log = controller.game.log
    first_card = next(i for i, r in enumerate(log) if isinstance(r, CardDealt))
    shown.show(tuple(log[: first_card + 1]))
    assert cards_gone(shown.game.state(), shown.cards_out) == (), "the lob alone is half an abzug"


# ----- the coach's words -----


def _coach(rules: HouseRules, role: Role = Role.PUNTER) -> ShtossCoach:
    controller = GameController()
    start(controller, role, rules)
    shown = ShownShtoss(controller, controller)
    shown.clear()
    shown.show(tuple(controller.game.log))
    return ShtossCoach(shown, controller)


def _decided(card: str, position: int, deciding: str, outcome: Outcome, amount: int, *, plie: bool = False,
             riding: int = 12, corners: int = 0, punter: str = HUMAN) -> StakeDecided:
    factor = Fraction(abs(amount), riding)
    return StakeDecided(punter, Card.parse(card), False, 1, outcome, position, (position + 1) // 2,
                        Card.parse(deciding), plie, 12, riding, factor, amount, corners)


CASES = [
    # rules, record, the English words, the Russian words
    (HouseRules(lob=LobRule.HALF, initial_kush=6), _decided("7H", 1, "7S", Outcome.KILLED, -6),
     ["Your 7♥", "in the lob", "в лоб полкуша", "half", "6"], ["Ваша 7♥", "в лоб", "полкуша", "6"]),
    (HouseRules(), _decided("7H", 1, "7S", Outcome.KILLED, -12), ["Your 7♥", "in the lob", "whole", "12"],
     ["Ваша 7♥", "в лоб", "12"]),
    (HouseRules(gorka_half=True, initial_kush=6), _decided("7H", 3, "7S", Outcome.KILLED, -6),
     ["с горки полкуша", "third card", "6"], ["с горки", "6"]),
    (HouseRules(plie=PlieRule.HALF, initial_kush=6), _decided("7H", 5, "7S", Outcome.KILLED, -6, plie=True),
     ["plié", "abzug 3", "half", "6"], ["плие", "абцуге 3", "6"]),
    (HouseRules(plie=PlieRule.HALF, hocly=True, initial_kush=6), _decided("7H", 51, "7S", Outcome.KILLED, -12,
                                                                          plie=True),
     ["plié", "hocly", "12"], ["плие", "hocly", "12"]),
    (HouseRules(), _decided("7H", 9, "7S", Outcome.KILLED, -12, plie=True), ["plié", "banker's", "12"],
     ["плие", "12"]),
    (HouseRules(last_card=LastCard.VOID), _decided("7H", 52, "7S", Outcome.VOID, 0), ["last card", "neither"],
     ["последн", "ни"]),
    (HouseRules(thirteenth_suited_double=True), _decided("7H", 13, "7H", Outcome.GIVEN, 24),
     ["thirteenth", "double", "24"], ["тринадцат", "вдвое", "24"]),
    (HouseRules(eleven_given=True), _decided("7H", 11, "7S", Outcome.GIVEN, 12), ["eleventh", "в одиннадцать", "12"],
     ["одиннадцат", "12"]),
    (HouseRules(), _decided("7H", 2, "7S", Outcome.GIVEN, 12), ["sonik", "7♠", "12"], ["соник", "7♠", "12"]),
    (HouseRules(), _decided("7H", 8, "7S", Outcome.GIVEN, 12), ["given", "card 8", "12"], ["дана", "8", "12"]),
    (HouseRules(), _decided("7H", 7, "7S", Outcome.KILLED, -12), ["killed", "card 7", "12"], ["бита", "7", "12"]),
    (HouseRules(thirds=True, initial_kush=6), _decided("7H", 8, "7S", Outcome.GIVEN, 4), ["thirds", "one third", "4"],
     ["третями", "треть", "4"]),
    (HouseRules(thirds=True, initial_kush=6), _decided("7H", 8, "7D", Outcome.GIVEN, 8), ["two thirds", "8"],
     ["две трети", "8"]),
    (HouseRules(paroli=True), _decided("7H", 8, "7S", Outcome.GIVEN, 48, riding=48, corners=2),
     ["paroli", "48", "2 corners"], ["пароли", "48", "2 угла"]),
    (HouseRules(), _decided("7H", 8, "7S", Outcome.GIVEN, 12, punter="Chekalinsky"), ["Chekalinsky's 7♥"],
     ["Чекалинский"]),
]


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest) -> str:
    if request.param == "ru":
        request.getfixturevalue("russian")
    else:
        request.getfixturevalue("english")
    return str(request.param)


@pytest.mark.parametrize(("rules", "record", "english_words", "russian_words"), CASES)
def test_the_coach_says_what_happened_and_why(qapp, language: str, rules: HouseRules, record: StakeDecided,
                                              english_words: list[str], russian_words: list[str]) -> None:
    text = _coach(rules).explain(record)
    for word in english_words if language == "en" else russian_words:
        assert word.lower() in text.lower(), (word, text)


@pytest.mark.parametrize(("event", "n", "english_word", "russian_word"), [
    (PremiumEvent.SONIK_WIN, None, "sonik", "соник"), (PremiumEvent.SERIES, 3, "series of 3", "3"),
    (PremiumEvent.DEAL_WON, None, "every card", "все карты")])
def test_the_coach_tells_each_premium(qapp, language: str, event: PremiumEvent, n: int | None, english_word: str,
                                      russian_word: str) -> None:
    text = _coach(HouseRules()).premium(PremiumPaid(HUMAN, event, None, n, 18))
    assert "18" in text
    assert (english_word if language == "en" else russian_word) in text


def test_the_coach_before_a_stake_in_a_talia_names_the_even_game(qapp, language: str) -> None:
    controller = _session(HouseRules(talia=True), deals=0)
    shown = ShownShtoss(controller)
    shown.clear()
    shown.show(tuple(controller.game.log))
    coach = ShtossCoach(shown)
    text = coach.advice([Card.parse("9S")], 6)
    assert "9♠" in text
    assert "-3.96%" in text or "-3,96%" in text
    assert ("on average" if language == "en" else "в среднем") in text


def test_the_coach_says_lob_half_nearly_removes_the_edge(qapp, language: str) -> None:
    controller = _session(HouseRules(lob=LobRule.HALF), deals=0)
    shown = ShownShtoss(controller)
    shown.clear()
    shown.show(tuple(controller.game.log))
    text = ShtossCoach(shown).best_now()
    assert ("almost vanishes" if language == "en" else "почти исчезает") in text
    assert "0.12%" in text or "0,12%" in text, "the edge of -25/21658 of the kush"


SIX_PUNTERS = (*PunterStyle, PunterStyle.HERMANN, PunterStyle.MIRANDOLE)


def _banker_shown(deals: int = 1, styles: tuple[PunterStyle, ...] | None = None) -> tuple[GameController, ShownShtoss]:
    controller = GameController()
    if styles is None:
        start(controller, Role.BANKER, HouseRules())
    else:
        start(controller, Role.BANKER, HouseRules(), styles=styles)
    play(controller, deals=deals)
    shown = ShownShtoss(controller)
    shown.clear()
    return controller, shown


def _until_banker_request(controller: GameController, shown: ShownShtoss, coach: ShtossCoach, start: int = 0) -> int:
    """Show records one by one from `start` until the coach asks for the banker's figures; the index after."""
    log = controller.game.log
    asked: list[bool] = []

    def changed() -> None:
        asked.append(coach.banker_working)

    coach.bankerChanged.connect(changed)
    try:
        for i in range(start, len(log)):
            shown.show((log[i],))
            if any(asked):
                assert coach.banker_working
                return i + 1
    finally:
        coach.bankerChanged.disconnect(changed)
    raise AssertionError("the coach never asked for the banker's figures")


def test_the_coach_tells_the_banker_his_figures_off_the_gui_thread(qtbot, language: str) -> None:
    controller, shown = _banker_shown()
    coach = ShtossCoach(shown)
    coach.set_on(True)
    said: list[str] = []
    coach.said.connect(said.append)
    position = 0
    checked = 0
    while checked < 3:
        position = _until_banker_request(controller, shown, coach, position)
        inputs = coach.banker_inputs()
        assert inputs is not None
        # The request returned at once: nothing is said until the pool's result comes back through the event loop.
        assert said == []
        assert coach.banker_said == ""
        qtbot.waitUntil(lambda: not coach.banker_working, timeout=20000)
        expected = banker_outlook(inputs.rules, inputs.stakes, inputs.dealt, bank=inputs.bank,
                                  most_loss=inputs.most_loss, seed=inputs.seed)
        assert said == [coach.banker_text(expected)] == [coach.banker_said], "the figures are the core's"
        line = said.pop()
        assert money_text(expected.expected_take) in line
        assert format_amount(expected.most_loss) in line
        assert ("expects to take" if language == "en" else "в среднем возьмёт") in line
        checked += 1


def test_a_stale_banker_figure_is_dropped(qtbot) -> None:
    controller, shown = _banker_shown()
    coach = ShtossCoach(shown)
    coach.set_on(True)
    said: list[str] = []
    coach.said.connect(said.append)
    position = _until_banker_request(controller, shown, coach)
    stale = coach.banker_inputs()
    _until_banker_request(controller, shown, coach, position)  # the game moved on before the first came back
    fresh = coach.banker_inputs()
    assert stale != fresh
    qtbot.waitUntil(lambda: not coach.banker_working, timeout=20000)
    figure_worker().wait()
    assert figure_worker().outstanding == 0
    qtbot.wait(50)  # the stale result, had it come back later, is delivered by now
    assert stale is not None
    assert fresh is not None
    assert said == [coach.banker_text(fresh.outlook())], "only the last request's figures are said"
    assert coach.banker_text(stale.outlook()) != said[0]


def test_a_result_after_a_new_session_or_the_coach_off_is_dropped(qtbot) -> None:
    controller, shown = _banker_shown()
    coach = ShtossCoach(shown)
    coach.set_on(True)
    said: list[str] = []
    coach.said.connect(said.append)
    position = _until_banker_request(controller, shown, coach)
    shown.clear()
    assert not coach.banker_working
    coach.set_on(True)
    _until_banker_request(controller, shown, coach, 0)
    coach.set_on(False)
    assert not coach.banker_working
    qtbot.wait(1500)  # both pool runs end and their results are delivered, to be dropped
    figure_worker().wait()
    assert figure_worker().outstanding == 0
    qtbot.wait(50)
    assert said == []
    assert coach.banker_said == ""
    assert position


def test_the_simulated_figures_come_from_the_pool_too(qtbot) -> None:
    controller, shown = _banker_shown(deals=2, styles=SIX_PUNTERS)
    coach = ShtossCoach(shown)
    coach.set_on(True)
    position = 0
    for _ in range(40):
        position = _until_banker_request(controller, shown, coach, position)
        inputs = coach.banker_inputs()
        assert inputs is not None
        if len({s.card.rank for s in inputs.stakes}) > EXACT_RANKS:
            break
    else:
        raise AssertionError("six punters staked no more ranks than are counted exactly")
    qtbot.waitUntil(lambda: not coach.banker_working, timeout=20000)
    assert inputs.outlook().method is Method.SIMULATED
    assert coach.banker_said == coach.banker_text(inputs.outlook())


def test_the_coach_says_nothing_while_off(qapp) -> None:
    controller = _session(HouseRules(), deals=1)
    shown = ShownShtoss(controller)
    shown.clear()
    coach = ShtossCoach(shown)
    said: list[str] = []
    coach.said.connect(said.append)
    shown.show(tuple(controller.game.log))
    assert said == []


def test_the_keeper_speaks_russian(qapp, russian: None) -> None:
    controller = _session(HouseRules(), deals=0)
    shown = ShownShtoss(controller)
    shown.clear()
    shown.show(tuple(controller.game.log))
    picture = shtoss_keeper(shown, Card.parse("KS"))
    assert picture.title == "Счётчик: осталось в метке"
    assert picture.footer.startswith("На куш: ")
    assert "осталось" in picture.column(Card.parse("KS").rank).tip


def test_the_coach_says_what_a_paroli_and_a_paix_are_worth(qapp, language: str) -> None:
    controller = GameController()
    start(controller, Role.PUNTER, HouseRules(paroli=True), seed=3)
    player = ScriptedPlayer(controller, Manner.CASUAL)
    for _ in range(3000):
        state = controller.game.state()
        if controller.waiting_for() is Waiting.HUMAN_STAKES and any(
                w.punter == HUMAN and w.full for w in state.winnings):
            break
        assert player.move()
    shown = ShownShtoss(controller)
    shown.clear()
    shown.show(tuple(controller.game.log))
    win = next(w for w in shown.game.state().winnings if w.punter == HUMAN and w.full)
    text = ShtossCoach(shown).ride_advice()
    ev = card_odds(controller.config.rules, win.card).ev_per_kush
    assert card_text(win.card) in text
    assert money_text(ev * 2 * win.riding) in text
    assert money_text(ev * win.riding) in text
    assert ("paroli" if language == "en" else "пароли") in text.lower()


def test_working_it_out_speaks_russian(qapp, russian: None) -> None:
    _controller, shown = _banker_shown(deals=0)
    assert ShtossCoach(shown).working_text() == "Расчёт для банка: считаю…"
