"""The first deal that teaches (app/shtoss/lesson.py): the stacked deck makes every promised event happen at its
step, in both roles, whatever card the player stakes and wherever he cuts; the money is the core's; the player's
moves the step does not ask for do nothing; every step has its words in English and Russian."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.shtoss.controller import Waiting
from shtoss_desktop.app.shtoss.lesson import (
    LESSON_ROLES,
    LESSON_RULES,
    STEPS,
    Actor,
    Lesson,
    LessonController,
    Target,
    TargetKind,
    Topic,
    order_for_cut,
    stack_deck,
    text_template,
)
from shtoss_desktop.core.cards import Card, Rank, Suit, make_deck, ranks_for
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import (
    CardDealt,
    DeckCut,
    Event,
    LobAndSonikShown,
    ParoliBent,
    Pile,
    StakeDecided,
)
from shtoss_desktop.core.shtoss.settle import Outcome
from shtoss_desktop.core.shtoss.table import cut_deck

HUMAN = "You"


@dataclass
class Played:
    """A lesson played through: the records made while each step was shown, by step index."""

    lesson: Lesson
    controller: LessonController
    during: dict[int, list[Event]] = field(default_factory=dict)
    topics: list[Topic] = field(default_factory=list)

    def before(self, topic: Topic) -> list[Event]:
        """The records made by the move that led to the step on `topic` (made while the step before it showed)."""
        index = self.topics.index(topic)
        return self.during.get(index - 1, [])

    def decided(self) -> list[StakeDecided]:
        return [e for e in self.controller.game.log if isinstance(e, StakeDecided)]


@pytest.fixture
def lesson_controller(qapp: QCoreApplication) -> Iterator[LessonController]:
    controller = LessonController()
    yield controller
    controller.deleteLater()


TEN_OF_CLUBS = Card(Rank.TEN, Suit.CLUBS)


def play_lesson(controller: LessonController, role: Role, card: Card = TEN_OF_CLUBS, *,
                cut: int | None = 7, kush: int | None = None, extras: Sequence[Card] = (),
                lesson: Lesson | None = None) -> Played:
    """Play the lesson as the player would: the move each step asks for, going on from each step he reads."""
    lesson = lesson if lesson is not None else Lesson(controller, role)
    played = Played(lesson, controller)
    controller.eventRecorded.connect(lambda event: played.during.setdefault(lesson.index, []).append(event))
    lesson.stepChanged.connect(lambda index: played.topics.append(lesson.steps[index].topic))
    if lesson.controller.has_game:
        played.topics.append(lesson.step.topic)
    else:
        lesson.start(HUMAN)
    for _ in range(200):
        if lesson.over:
            break
        step = lesson.step
        if lesson.computer_may_move() and controller.waiting_for() is Waiting.COMPUTER:
            controller.advance()
        elif step.actor is Actor.READER:
            lesson.next()
        elif role is Role.BANKER:
            controller.deal_abzug()
        elif step.topic is Topic.STAKE:
            controller.place_stake((card,), kush)
            for extra in extras:
                controller.permitted = frozenset({"stake"})
                controller.place_stake((extra,))
        elif step.topic is Topic.CUT:
            controller.cut(cut)
        elif step.topic is Topic.PAROLI:
            controller.bend_paroli(controller.game.winnings_of(HUMAN)[0].card)
    assert lesson.over
    return played


def check_promises(played: Played, role: Role, given_punter: str) -> None:
    """Each step comes right after the move that shows what it speaks of."""
    neighbour = played.controller.neighbour
    if role is Role.PUNTER:
        assert any(isinstance(e, DeckCut) and e.punter == HUMAN for e in played.before(Topic.LOB_AND_SONIK))
    else:
        assert any(isinstance(e, DeckCut) and e.punter == neighbour for e in played.before(Topic.LOB_AND_SONIK))
    assert any(isinstance(e, LobAndSonikShown) for e in played.before(Topic.LOB_AND_SONIK))
    first = played.before(Topic.FIRST_ABZUG)
    assert [(e.position, e.pile) for e in first if isinstance(e, CardDealt)] == [(1, Pile.RIGHT), (2, Pile.LEFT)]
    assert not [e for e in first if isinstance(e, StakeDecided)]
    killed = [e for e in played.before(Topic.KILLED) if isinstance(e, StakeDecided)]
    assert [(e.punter, e.outcome, e.position, e.plie) for e in killed] == [(neighbour, Outcome.KILLED, 3, False)]
    given = [e for e in played.before(Topic.GIVEN) if isinstance(e, StakeDecided)]
    assert [(e.punter, e.outcome, e.position) for e in given] == [(given_punter, Outcome.GIVEN, 6)]
    plie = [e for e in played.before(Topic.PLIE) if isinstance(e, StakeDecided) and e.plie]
    assert [(e.punter, e.outcome, e.position) for e in plie] == [(neighbour, Outcome.KILLED, 7)]
    paroli_step = Topic.END if role is Role.PUNTER else Topic.PAROLI
    bent = [e for e in played.before(paroli_step) if isinstance(e, ParoliBent)]
    assert [(e.punter, e.corners) for e in bent] == [(given_punter, 1)]


@pytest.mark.parametrize("rank", ranks_for(52))
def test_as_punter_every_promised_event_comes_at_its_step_whatever_card_he_stakes(
        lesson_controller: LessonController, rank: Rank) -> None:
    played = play_lesson(lesson_controller, Role.PUNTER, Card(rank, Suit.HEARTS))
    check_promises(played, Role.PUNTER, HUMAN)
    assert played.topics == [step.topic for step in STEPS[Role.PUNTER]]


@pytest.mark.parametrize("cut", [None, 0, 1, 26, 51])
def test_as_punter_the_deck_is_the_same_wherever_he_cuts(lesson_controller: LessonController, cut: int | None) -> None:
    played = play_lesson(lesson_controller, Role.PUNTER, cut=cut)
    deck = next(e.deck for e in lesson_controller.game.log if isinstance(e, DeckCut))
    assert deck == stack_deck(52, Rank.KING, Rank.TEN, Rank.SEVEN)
    check_promises(played, Role.PUNTER, HUMAN)


def test_as_banker_every_promised_event_comes_at_its_step(lesson_controller: LessonController) -> None:
    played = play_lesson(lesson_controller, Role.BANKER)
    check_promises(played, Role.BANKER, lesson_controller.neighbour)
    assert played.topics == [step.topic for step in STEPS[Role.BANKER]]


def test_as_punter_the_money_is_the_cores(lesson_controller: LessonController) -> None:
    played = play_lesson(lesson_controller, Role.PUNTER, kush=24)
    game = lesson_controller.game
    state = game.state()
    kush = LESSON_RULES.initial_kush
    # He staked 24 and won 24: the pile of 48 rides on his card under the paroli; the neighbour lost two kush.
    assert game.stakes_of(HUMAN)[0].riding == 48
    assert game.stakes_of(HUMAN)[0].corners == 1
    assert state.balance(HUMAN) == LESSON_RULES.capital - 24
    assert state.balance(lesson_controller.neighbour) == LESSON_RULES.capital - 2 * kush
    assert state.bank == LESSON_RULES.bank + 2 * kush - 24
    assert state.total_money == 3 * LESSON_RULES.capital
    assert not played.lesson.skipped


def test_as_banker_the_bank_wins_two_kush_and_pays_one(lesson_controller: LessonController) -> None:
    play_lesson(lesson_controller, Role.BANKER)
    kush = LESSON_RULES.initial_kush
    assert lesson_controller.game.bank == LESSON_RULES.bank + kush
    assert lesson_controller.game.stakes_of(lesson_controller.neighbour)[0].riding == 2 * kush


def test_the_lesson_is_played_with_one_card_of_the_players(lesson_controller: LessonController) -> None:
    lesson = Lesson(lesson_controller, Role.PUNTER)
    lesson.start(HUMAN)
    assert lesson_controller.allows("stake")
    lesson_controller.place_stake((Card(Rank.TEN, Suit.DIAMONDS),))
    assert not lesson_controller.allows("stake")
    assert lesson_controller.place_stake((Card(Rank.TWO, Suit.CLUBS),)) == []
    assert [stake.card for stake in lesson_controller.game.stakes_of(HUMAN)] == [Card(Rank.TEN, Suit.DIAMONDS)]


def test_a_stake_the_banker_refuses_leaves_the_player_to_stake_again(lesson_controller: LessonController) -> None:
    lesson = Lesson(lesson_controller, Role.PUNTER)
    lesson.start(HUMAN)
    lesson_controller.place_stake((Card(Rank.TEN, Suit.DIAMONDS),), 60)  # above the banker's limit of 30
    lesson_controller.run_computer()
    assert lesson.step.topic is Topic.STAKE
    assert lesson_controller.allows("stake")
    played = play_lesson(lesson_controller, Role.PUNTER, Card(Rank.TEN, Suit.DIAMONDS), lesson=lesson)
    check_promises(played, Role.PUNTER, HUMAN)
    assert lesson_controller.game.stakes_of(HUMAN)[0].kush == LESSON_RULES.initial_kush


def test_moves_the_step_does_not_ask_for_do_nothing(lesson_controller: LessonController) -> None:
    lesson = Lesson(lesson_controller, Role.PUNTER)
    refused: list[bool] = []
    lesson_controller.notPermitted.connect(lambda: refused.append(True))
    lesson.start(HUMAN)
    before = len(lesson_controller.game.log)
    assert lesson_controller.cut(3) == []
    assert lesson_controller.end_session() == []
    assert len(lesson_controller.game.log) == before
    assert refused == [True, True]
    lesson_controller.place_stake((Card(Rank.ACE, Suit.SPADES),))
    assert lesson.step.topic is Topic.STAKE  # the neighbour has yet to stake
    lesson_controller.advance()
    assert lesson.index == 1  # the cut
    assert lesson_controller.place_stake((Card(Rank.TWO, Suit.SPADES),)) == []


def test_a_step_he_reads_holds_the_computer_players_until_he_goes_on(lesson_controller: LessonController) -> None:
    lesson = Lesson(lesson_controller, Role.PUNTER)
    lesson.start(HUMAN)
    lesson_controller.place_stake((Card(Rank.ACE, Suit.SPADES),))
    lesson_controller.advance()
    lesson_controller.cut(None)
    assert lesson.index == 2  # the lob and the sonik
    assert lesson_controller.waiting_for() is Waiting.COMPUTER
    assert not lesson.computer_may_move()
    lesson.next()
    assert lesson.computer_may_move()
    lesson_controller.advance()
    assert lesson.index == 3  # the first abzug
    assert not lesson.computer_may_move()


def test_skipping_ends_the_lesson_at_any_step(lesson_controller: LessonController) -> None:
    lesson = Lesson(lesson_controller, Role.BANKER)
    ended: list[bool] = []
    lesson.finished.connect(lambda: ended.append(True))
    lesson.start(HUMAN)
    lesson_controller.advance()
    lesson_controller.deal_abzug()
    lesson.skip()
    assert lesson.over
    assert lesson.skipped
    assert ended == [True]
    assert lesson_controller.permitted == frozenset()
    assert lesson_controller.deal_abzug() == []


def test_each_step_points_at_what_it_speaks_of(lesson_controller: LessonController) -> None:
    targets: list[Target | None] = []
    lesson = Lesson(lesson_controller, Role.PUNTER)
    lesson.stepChanged.connect(lambda _index: targets.append(lesson.target()))
    play_lesson(lesson_controller, Role.PUNTER, Card(Rank.QUEEN, Suit.SPADES), lesson=lesson)
    kinds = [target.kind if target else None for target in targets]
    assert kinds[:3] == [TargetKind.PICKER, TargetKind.DECK, TargetKind.LOB]
    assert TargetKind.SEAT_CARD in kinds


def test_the_stacked_deck_holds_every_card_once_and_the_cut_brings_it_back() -> None:
    deck = stack_deck(52, Rank.KING, Rank.TEN, Rank.SEVEN, (Rank.TWO, Rank.ACE))
    assert sorted(deck) == sorted(make_deck(52))
    assert [c.rank for c in deck[:8]][2:] == [Rank.KING, Rank.FIVE, Rank.SIX, Rank.TEN, Rank.SEVEN, Rank.SEVEN]
    assert {c.rank for c in deck[:2]}.isdisjoint({Rank.TWO, Rank.ACE, Rank.KING, Rank.TEN, Rank.SEVEN})
    for position in (0, 1, 30, 51):
        assert cut_deck(order_for_cut(deck, position), position) == deck


@pytest.mark.parametrize("role", LESSON_ROLES)
def test_every_step_has_its_words_in_english_and_russian(role: Role, russian: None) -> None:
    for step in STEPS[role]:
        english = text_template(role, step.topic)
        assert QCoreApplication.translate("Lesson", english) != english, (role, step.topic)


@pytest.mark.parametrize("role", LESSON_ROLES)
def test_every_field_of_a_steps_words_is_known_when_the_step_shows(lesson_controller: LessonController,
                                                                   role: Role) -> None:
    import string

    lesson = Lesson(lesson_controller, role)
    missing: list[tuple[Topic, str]] = []

    def check(_index: int) -> None:
        fields = lesson.fields()
        decided = {e.position for e in lesson_controller.game.log if isinstance(e, StakeDecided)}
        for _, name, _, _ in string.Formatter().parse(text_template(role, lesson.step.topic)):
            known = name in fields or (name == "deciding" and decided & {3, 6})
            if name and not known:
                missing.append((lesson.step.topic, name))

    lesson.stepChanged.connect(check)
    play_lesson(lesson_controller, role, lesson=lesson)
    assert missing == []
    assert "{" not in lesson.text()
