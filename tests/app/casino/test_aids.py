"""The casino aids (app/casino/aids.py): the case-keeper's counts and odds equal the core's after every turn of a
seeded shoe, as the table shows it; the coach names the rank, the card, the amount and the reason of every kind of
decided bet, and the suit bet's outcome, in both languages."""

from __future__ import annotations

from collections.abc import Iterator

import msgspec
import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.casino.aids import CasinoCoach, casino_keeper
from shtoss_desktop.app.casino.controller import CasinoConfig, CasinoController
from shtoss_desktop.app.casino.shown import ShownCasino
from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.casino.events import BetDecided, TurnDealt
from shtoss_desktop.core.casino.odds import rank_odds
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.casino.settle import BetOutcome, Box, SuitOutcome
from tests.app.casino.test_models import play_turns

ORDER = (Rank.ACE, *sorted(rank for rank in Rank if rank is not Rank.ACE))


@pytest.fixture
def casino(qapp: QCoreApplication) -> Iterator[CasinoController]:
    controller = CasinoController()
    yield controller
    controller.deleteLater()


def _shown(casino: CasinoController) -> ShownCasino:
    return ShownCasino(lambda: casino.rules, lambda: len(casino.game.log), lambda: casino.human)


def test_the_keeper_equals_the_core_after_every_turn_shown(casino: CasinoController) -> None:
    casino.new_session(CasinoConfig(rules=CasinoRules(players=1), seed=11))
    play_turns(casino, 40)
    shown = _shown(casino)
    turns = 0
    for record in casino.game.log:
        shown.show((record,))
        if not isinstance(record, TurnDealt):
            continue
        game = shown.game
        picture = casino_keeper(game, casino.human, Rank.KING, ORDER)
        remaining = game.remaining_cards()
        mine = {bet.rank for bet in game.bets_of(casino.human)}
        for column in picture.columns:
            left = sum(1 for c in remaining if c.rank is column.rank)
            assert (column.gone, column.left) == (game.rules.decks * 4 - left, left)
            if left and (column.rank in mine or column.rank is Rank.KING):
                assert column.ev == rank_odds(left, len(remaining)).ev_per_unit
            else:
                assert column.ev is None
            assert column.staked == (column.rank in mine)
        turns += 1
    assert turns == 40


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest) -> str:
    request.getfixturevalue("russian" if request.param == "ru" else "english")
    return str(request.param)


def _decided(outcome: BetOutcome, position: int, deciding: str, *, plie: bool = False, suit: Suit | None = None,
             suit_outcome: SuitOutcome | None = None, suit_gain: int = 0) -> BetDecided:
    won = outcome is BetOutcome.WON
    return BetDecided("You", Rank.SEVEN, 1, outcome, position, Box.WIN if won else Box.LOSS, Card.parse(deciding),
                      plie, 50, 50 if won else -50, suit, 20 if suit else 0, suit_outcome, suit_gain)


CASES = [
    (_decided(BetOutcome.WON, 8, "7H"), ["won", "7♥", "win box", "card 8", "50", "1:1"],
     ["выиграла", "7♥", "на выигрыш", "8", "50"]),
    (_decided(BetOutcome.LOST, 7, "7H"), ["lost", "7♥", "loss box", "card 7", "50"],
     ["проиграла", "7♥", "на проигрыш", "7", "50"]),
    (_decided(BetOutcome.LOST, 7, "7H", plie=True), ["plié", "first", "50"], ["плие", "первая", "50"]),
    (_decided(BetOutcome.WON, 8, "7S", suit=Suit.SPADES, suit_outcome=SuitOutcome.WON, suit_gain=20),
     ["your suit ♠", "wins", "20"], ["вашей масти ♠", "выигрывает", "20"]),
    (_decided(BetOutcome.LOST, 7, "7S", suit=Suit.SPADES, suit_outcome=SuitOutcome.LOST, suit_gain=-20),
     ["your suit ♠", "loses", "20"], ["вашей масти ♠", "проигрывает", "20"]),
    (_decided(BetOutcome.WON, 8, "7C", suit=Suit.SPADES, suit_outcome=SuitOutcome.HALF_WON, suit_gain=10),
     ["colour", "half", "paid", "10"], ["цвета", "половина", "10"]),
    (_decided(BetOutcome.LOST, 7, "7C", suit=Suit.SPADES, suit_outcome=SuitOutcome.HALF_LOST, suit_gain=-10),
     ["colour", "half", "lost", "10"], ["цвета", "половина", "10"]),
    (_decided(BetOutcome.WON, 8, "7H", suit=Suit.SPADES, suit_outcome=SuitOutcome.PUSH), ["other colour", "returned",
                                                                                          "20"],
     ["другого цвета", "возвращается", "20"]),
]


@pytest.mark.parametrize(("record", "english_words", "russian_words"), CASES)
def test_the_coach_says_what_happened_to_a_bet_and_why(casino: CasinoController, language: str, record: BetDecided,
                                                       english_words: list[str], russian_words: list[str]) -> None:
    casino.new_session(CasinoConfig(rules=CasinoRules(players=0), seed=3))
    text = CasinoCoach(_shown(casino)).explain(record)
    for word in english_words if language == "en" else russian_words:
        assert word.lower() in text.lower(), (word, text)


def test_the_coach_before_a_bet_names_its_worth_and_the_best_ranks(casino: CasinoController, language: str) -> None:
    casino.new_session(CasinoConfig(rules=CasinoRules(players=0), seed=3))
    play_turns(casino, 30)
    shown = _shown(casino)
    shown.show(tuple(casino.game.log))
    game = shown.game
    rank = next(r for r in Rank if game.copies_left(r))
    text = CasinoCoach(shown).advice(rank, 40, Suit.HEARTS, 20)
    odds = rank_odds(game.copies_left(rank), game.cards_left)
    assert f"{float(odds.ev_per_unit * 40):.2f}".replace(".", "") in text.replace(".", "").replace(",", "")
    assert ("Best now" if language == "en" else "Лучше всего") in text or (
        "same odds" if language == "en" else "одинаковые") in text


def test_the_coach_explains_the_humans_bets_as_they_are_shown(casino: CasinoController) -> None:
    casino.new_session(CasinoConfig(rules=CasinoRules(players=1), seed=11))
    play_turns(casino, 40)
    shown = _shown(casino)
    coach = CasinoCoach(shown)
    coach.set_on(True)
    said: list[str] = []
    coach.said.connect(said.append)
    for record in casino.game.log:
        shown.show((record,))
    mine = [r for r in casino.game.log if isinstance(r, BetDecided) and r.player == casino.human]
    assert mine
    assert sum(1 for line in said if line.startswith("Your bet")) == len(mine)


def test_the_keeper_speaks_russian(casino: CasinoController, russian: None) -> None:
    casino.new_session(CasinoConfig(rules=CasinoRules(players=0), seed=3))
    play_turns(casino, 3)
    shown = _shown(casino)
    shown.show(tuple(casino.game.log))
    picture = casino_keeper(shown.game, casino.human, Rank.KING, ORDER)
    assert picture.title == "Счётчик: осталось карт (из 24 каждой)"
    assert picture.footer.startswith("В среднем: ")
    assert "осталось" in picture.column(Rank.KING).tip


@pytest.mark.parametrize(("record", "english_words", "russian_words"), [
    (_decided(BetOutcome.WON, 8, "7H"), ["Chekalinsky's bet on 7 won", "7♥", "50"],
     ["Ставка игрока Чекалинский на 7 выиграла", "7♥", "50"]),
    (_decided(BetOutcome.LOST, 7, "7H"), ["Chekalinsky's bet on 7 lost", "7♥", "50"],
     ["Ставка игрока Чекалинский на 7 проиграла", "7♥", "50"]),
    (_decided(BetOutcome.LOST, 7, "7H", plie=True), ["Chekalinsky's bet on 7 lost to a plié", "50"],
     ["Ставка игрока Чекалинский на 7 проиграла на плие", "50"]),
    (_decided(BetOutcome.WON, 8, "7S", suit=Suit.SPADES, suit_outcome=SuitOutcome.WON, suit_gain=20),
     ["of the suit bet on, ♠", "wins", "20"], ["той масти, на которую ставили, ♠", "выигрывает", "20"]),
    (_decided(BetOutcome.LOST, 7, "7S", suit=Suit.SPADES, suit_outcome=SuitOutcome.LOST, suit_gain=-20),
     ["of the suit bet on, ♠", "loses", "20"], ["той масти, на которую ставили, ♠", "проигрывает", "20"]),
])
def test_the_coach_names_another_players_bet_as_his(casino: CasinoController, language: str, record: BetDecided,
                                                    english_words: list[str], russian_words: list[str]) -> None:
    casino.new_session(CasinoConfig(rules=CasinoRules(players=0), seed=3))
    text = CasinoCoach(_shown(casino)).explain(msgspec.structs.replace(record, player="Chekalinsky"))
    assert "your" not in text.lower()
    assert "ваш" not in text.lower()
    for word in english_words if language == "en" else russian_words:
        assert word in text, (word, text)
