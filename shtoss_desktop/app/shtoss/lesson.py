"""The first deal that teaches: one guided deal on a stacked deck, as punter or as banker, without widgets.

A lesson is a real session of the core (a `Game`, its money the core's) played by a `LessonController`: a
`GameController` whose computer neighbour stakes what the lesson needs (`LessonPunter`) and whose banker's deck is
stacked at the cut (`stack_deck`), whatever card the player chose and wherever he cut. The banker shuffles into
the order that the cut turns into the stacked deck (`order_for_cut`), as two ordinary moves of the core: the
shuffle and the cut. The stacked deck, position 1 first: the lob and the sonik (ranks nobody staked), then the
killed card's rank on the right (position 3), a card of no staked rank on the left and again on the right, the
given card's rank on the left (position 6), and two cards of the plié's rank (positions 7 and 8); the rest of the
deck after them. So the deal shows, one abzug at a time: the lob and the sonik, a card killed on the right, a card
given on the left, a plié; and after it the given card's punter bends a corner: a paroli.

`Lesson(controller, role)` is the script over that controller: its `steps` (`Step`: the `Topic` it explains, the
`Actor` who moves on, the action names the player may use, what it points at: a `Target`), the current one
(`step`, `index`), `text()` (the step's words in the interface language) and `next()` for a step the player only
reads. It watches the controller: a step ends when what it waits for has happened (`Step.done`); then the next
one begins (`stepChanged`), up to the end (`finished`). `skip()` ends it at any step. While a step waits for the
player's move the computer players may move (the neighbour's stakes after the player's), and while he reads one
they wait until he goes on (`computer_may_move`): the window's pace follows that. The lesson keeps no journal:
its session is never written down, and the player's kept game stays as it was.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject, Signal

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.shtoss.controller import GameController, SessionConfig, Waiting
from shtoss_desktop.app.words import card_text, display_name
from shtoss_desktop.core.cards import Card, Rank, Suit, make_deck, ranks_for
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import (
    CardDealt,
    DeckCut,
    Event,
    ParoliBent,
    StakeDecided,
    StakePlaced,
)
from shtoss_desktop.core.shtoss.players import PunterStrategy, PunterStyle, WinChoice, take_win
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

LESSON_RULES: Final = HouseRules(punters=1, refuse_above=5)
"""The lesson's house rules: the default game (52 cards, initial kush 6, bank 600), one computer punter, and a
banker who refuses a kush above 30 (so that the bank covers the paroli whatever the player stakes)."""

LESSON_SEED: Final = 18
"""Seeds the lesson's session: the same lesson every time."""

KILLED_POSITION: Final = 3
"""Where the killed card's rank lies: the right pile's second card."""
GIVEN_POSITION: Final = 6
"""Where the given card's rank lies: the left pile's third card."""
PLIE_POSITION: Final = 7
"""The plié: this position and the next hold the plié's rank."""

NEIGHBOUR_WISHES: Final = (Card(Rank.KING, Suit.HEARTS), Card(Rank.QUEEN, Suit.DIAMONDS), Card(Rank.SEVEN, Suit.SPADES))
"""The cards the computer neighbour would like to stake, in order (he takes another rank where the player staked
one of these): as the player's neighbour the first and the last (killed on the right, killed in the plié), as the
banker's only punter all three (killed, given, plié)."""


class Topic(enum.StrEnum):
    """What a step of the lesson is about."""

    STAKE = "stake"
    """The stakes are laid: the player stakes a card (punter), or sees the punter's (banker)."""
    CUT = "cut"
    """The deck is cut: by the player (punter), or by the punter when the player deals (banker)."""
    LOB_AND_SONIK = "lob_and_sonik"
    """The cut deck is turned up: the lob and the sonik show."""
    FIRST_ABZUG = "first_abzug"
    """The first abzug is dealt: the lob to the right pile, the sonik to the left."""
    KILLED = "killed"
    """A card killed on the right."""
    GIVEN = "given"
    """A card given on the left."""
    PLIE = "plie"
    """A plié: both cards of an abzug of one rank, the card staked on it killed."""
    PAROLI = "paroli"
    """The given card's punter bends a corner: a paroli."""
    END = "end"
    """What the deal showed; the lesson ends."""


class Actor(enum.StrEnum):
    """Who moves the lesson on from a step."""

    PLAYER = "player"
    """The player, by the move the step asks for (the step's `permitted` actions)."""
    READER = "reader"
    """The player, by going on (`Lesson.next`) once he has read it; the table moves then."""


class TargetKind(enum.StrEnum):
    """What on the table a step points at."""

    PICKER = "picker"
    """The player's own deck, to choose a card from."""
    DECK = "deck"
    """The banker's deck."""
    LOB = "lob"
    """The lob on the banker's deck (the sonik shows beside it)."""
    RIGHT_PILE = "right_pile"
    """The top card of the banker's right pile."""
    SEAT_CARD = "seat_card"
    """A punter's card on the table."""
    DEAL_BUTTON = "deal_button"
    """The banker's Deal button."""


@dataclass(frozen=True, slots=True)
class Target:
    """What a step points at: a kind, and the punter and card where the kind needs them."""

    kind: TargetKind
    """What it is."""
    punter: str | None = None
    """A seat card's punter."""
    card: Card | None = None
    """A seat card, or the pile's top card."""


@dataclass(frozen=True, slots=True)
class Step:
    """One step of the lesson."""

    topic: Topic
    """What it explains."""
    actor: Actor
    """Who moves it on."""
    permitted: frozenset[str]
    """The window's actions the player may use while it is shown (by name: `stake`, `cut`, `deal`, `paroli`)."""


_PUNTER_STEPS: Final = (
    Step(Topic.STAKE, Actor.PLAYER, frozenset({"stake"})),
    Step(Topic.CUT, Actor.PLAYER, frozenset({"cut"})),
    Step(Topic.LOB_AND_SONIK, Actor.READER, frozenset()),
    Step(Topic.FIRST_ABZUG, Actor.READER, frozenset()),
    Step(Topic.KILLED, Actor.READER, frozenset()),
    Step(Topic.GIVEN, Actor.READER, frozenset()),
    Step(Topic.PLIE, Actor.READER, frozenset()),
    Step(Topic.PAROLI, Actor.PLAYER, frozenset({"paroli"})),
    Step(Topic.END, Actor.READER, frozenset()),
)
_BANKER_STEPS: Final = (
    Step(Topic.STAKE, Actor.PLAYER, frozenset({"deal"})),
    Step(Topic.LOB_AND_SONIK, Actor.PLAYER, frozenset({"deal"})),
    Step(Topic.FIRST_ABZUG, Actor.PLAYER, frozenset({"deal"})),
    Step(Topic.KILLED, Actor.PLAYER, frozenset({"deal"})),
    Step(Topic.GIVEN, Actor.PLAYER, frozenset({"deal"})),
    Step(Topic.PLIE, Actor.READER, frozenset()),
    Step(Topic.PAROLI, Actor.READER, frozenset()),
    Step(Topic.END, Actor.READER, frozenset()),
)
STEPS: Final = {Role.PUNTER: _PUNTER_STEPS, Role.BANKER: _BANKER_STEPS}
"""The steps of the lesson in each role, in order. As banker the player deals each abzug himself; as punter the
banker deals one each time he goes on."""

LESSON_ROLES: Final = (Role.PUNTER, Role.BANKER)
"""The roles the lesson is played in."""

_TEXTS: Final = {
    (Role.PUNTER, Topic.STAKE): QT_TRANSLATE_NOOP(
        "Lesson",
        "You punt against the banker {banker}. Choose a card of your own deck below (click it, or move the mark "
        "with the arrows and press Space), then press Stake (Enter): it is laid face down with its kush, "
        "the initial kush unless you type another."),
    (Role.PUNTER, Topic.CUT): QT_TRANSLATE_NOOP(
        "Lesson",
        "Your {card} lies face down. Your neighbour {neighbour} has staked {killed} and {plie}. Now cut the "
        "banker's deck: click its edge where you like, or press C to cut anywhere. After the cut no stake changes."),
    (Role.PUNTER, Topic.LOB_AND_SONIK): QT_TRANSLATE_NOOP(
        "Lesson",
        "The deck is cut and turned face up: its top card is the lob, {lob}; the one showing under it is the "
        "sonik, {sonik}. A card is decided by the first card of its rank the banker turns. Go on: the banker "
        "deals the first abzug."),
    (Role.PUNTER, Topic.FIRST_ABZUG): QT_TRANSLATE_NOOP(
        "Lesson",
        "The first abzug: the lob {lob} went to the banker's right, his pile; the sonik {sonik} to his left, "
        "the punters' pile. Nobody staked their ranks. Go on: the second abzug."),
    (Role.PUNTER, Topic.KILLED): QT_TRANSLATE_NOOP(
        "Lesson",
        "Killed on the right: {deciding} fell on the banker's right and kills {neighbour}'s {killed}. The bank "
        "takes its kush. Go on."),
    (Role.PUNTER, Topic.GIVEN): QT_TRANSLATE_NOOP(
        "Lesson",
        "Given on the left: {deciding} fell on the punters' left: your {given} is given! The bank pays your kush; "
        "stake and winnings wait on your card. Go on."),
    (Role.PUNTER, Topic.PLIE): QT_TRANSLATE_NOOP(
        "Lesson",
        "A plié: both cards of this abzug are of one rank, {first} and {second}. The card staked on it, "
        "{neighbour}'s {plie}, is killed: a plié always goes to the banker. Go on: the deal ends once every card "
        "is decided."),
    (Role.PUNTER, Topic.PAROLI): QT_TRANSLATE_NOOP(
        "Lesson",
        "The deal is over. Your {given} won: you may take the money, or bend a corner and let stake and winnings "
        "ride on the card in the next deal: a paroli. Press Paroli (P)."),
    (Role.PUNTER, Topic.END): QT_TRANSLATE_NOOP(
        "Lesson",
        "A paroli: your corner is bent, and {riding} rides on your card in the next deal. That was a whole deal: "
        "the cut, the lob and the sonik, a card killed on the right, one given on the left, a plié, a paroli. "
        "Go on to end the lesson."),
    (Role.BANKER, Topic.STAKE): QT_TRANSLATE_NOOP(
        "Lesson",
        "You hold the bank: {bank}. The punter {neighbour} has laid {killed}, {given} and {plie} face down, each "
        "with its kush. Press Deal (Space): he cuts your deck and the deal begins."),
    (Role.BANKER, Topic.LOB_AND_SONIK): QT_TRANSLATE_NOOP(
        "Lesson",
        "{neighbour} has cut your deck. You turn it face up: the top card is the lob, {lob}, and the one showing "
        "under it the sonik, {sonik}. Press Deal (Space): the lob goes to your right, the sonik to your left."),
    (Role.BANKER, Topic.FIRST_ABZUG): QT_TRANSLATE_NOOP(
        "Lesson",
        "The first abzug: the lob {lob} lies on your right, the banker's pile; the sonik {sonik} on your left, "
        "the punters' pile. Nobody staked their ranks. Deal the next abzug (Space)."),
    (Role.BANKER, Topic.KILLED): QT_TRANSLATE_NOOP(
        "Lesson",
        "Killed on the right: {deciding} fell on your right and kills {neighbour}'s {killed}. The bank takes "
        "its kush. Deal on (Space)."),
    (Role.BANKER, Topic.GIVEN): QT_TRANSLATE_NOOP(
        "Lesson",
        "Given on the left: {deciding} fell on your left: {neighbour}'s {given} is given, and the bank pays its "
        "kush. Stake and winnings wait on his card. Deal on (Space)."),
    (Role.BANKER, Topic.PLIE): QT_TRANSLATE_NOOP(
        "Lesson",
        "A plié: both cards of this abzug are of one rank, {first} and {second}. The card staked on it, "
        "{neighbour}'s {plie}, is killed: a plié always goes to the banker. The deal is over: every card is "
        "decided. Go on: {neighbour} decides what to do with his win."),
    (Role.BANKER, Topic.PAROLI): QT_TRANSLATE_NOOP(
        "Lesson",
        "{neighbour} did not take his money: he bent a corner of his {given}, a paroli. Stake and winnings ride "
        "on it in the next deal: {riding}. Go on."),
    (Role.BANKER, Topic.END): QT_TRANSLATE_NOOP(
        "Lesson",
        "That was a whole deal from the bank: the cut, the lob and the sonik, a card killed on your right, one "
        "given on your left, a plié, and a paroli. Your bank now holds {bank}. Go on to end the lesson."),
}
"""The words of each step in each role (context "Lesson"; `{fields}` filled from the table, `Lesson.text`): what
the last move showed and what comes next."""

def text_template(role: Role, topic: Topic) -> str:
    """The English words of the step on `topic` in `role` (translated by `Lesson.text`)."""
    return _TEXTS[(role, topic)]


# ----- the stacked deck -----


def stack_deck(deck_size: int, killed: Rank, given: Rank, plie: Rank, staked: Sequence[Rank] = ()) -> tuple[Card, ...]:
    """The lesson's deck after the cut, position 1 first: every card of a `deck_size` deck once.

    The lob and the sonik are of ranks nobody staked (neither `staked` nor the three), as are the cards at
    positions 4 and 5 (when four such ranks are left; else the killed rank's other copies, which decide nothing
    more); `killed` lies at position 3 (right), `given` at 6 (left), `plie` at 7 and 8. Every other card follows
    in deck order, so a rank in `staked` is decided after the plié.

    >>> deck = stack_deck(52, Rank.KING, Rank.TEN, Rank.SEVEN)
    >>> [str(card) for card in deck[:8]]
    ['2S', '3S', 'KS', '4S', '5S', 'TS', '7S', '7H']
    """
    lesson_ranks = (killed, given, plie)
    if len(set(lesson_ranks)) != len(lesson_ranks):
        raise ValueError(f"the killed, given and plié ranks must differ, not {lesson_ranks}")
    busy = {*lesson_ranks, *staked}
    free = [rank for rank in ranks_for(deck_size) if rank not in busy]
    if len(free) < 2:
        raise ValueError("the lob and the sonik need two ranks nobody staked")
    left = list(make_deck(deck_size))

    def take(rank: Rank) -> Card:
        card = next(card for card in left if card.rank is rank)
        left.remove(card)
        return card

    lob, sonik = take(free[0]), take(free[1])
    fillers = (free[2], free[3]) if len(free) >= 4 else (killed, killed)
    first = take(killed)
    head = [lob, sonik, first, take(fillers[0]), take(fillers[1]), take(given), take(plie), take(plie)]
    return (*head, *left)


def order_for_cut(deck: Sequence[Card], position: int) -> tuple[Card, ...]:
    """The shuffled order that a cut at `position` turns into `deck` (the cut moves `position` cards from the top
    to the bottom: `table.cut_deck`)."""
    size = len(deck)
    position %= size
    return (*deck[size - position :], *deck[: size - position]) if position else tuple(deck)


def lesson_config(role: Role, human_name: str) -> SessionConfig:
    """The lesson's session with the player in `role` (punter or banker) under `human_name`."""
    if role not in LESSON_ROLES:
        raise ValueError(f"the lesson is played as punter or banker, not {role}")
    return SessionConfig(rules=LESSON_RULES, role=role, styles=(PunterStyle.MIRANDOLE,), seed=LESSON_SEED,
                         human_name=human_name)


# ----- the computer players of the lesson -----


class LessonPunter(PunterStrategy):
    """The lesson's computer punter: stakes the lesson's cards at the initial kush at the first deal, taking the
    first rank nobody staked where another took his; bends a corner on a full win after it; does nothing more."""

    style = PunterStyle.MIRANDOLE

    def __init__(self, count: int) -> None:
        """He stakes `count` cards (2 as the player's neighbour, 3 as the banker's only punter)."""
        super().__init__(random.Random(LESSON_SEED))
        self.count = count
        self.staked: list[Card] = []
        """His cards, in the order he staked them."""

    def play_turn(self, game: Game, punter: str) -> list[Event]:
        """His turn: the lesson's stakes before the first deal; then a paroli on every full win."""
        events: list[Event] = []
        if game.deal_number == 0 and not self.staked:
            taken = {stake.card.rank for stake in game.state().stakes}
            for card in self._cards(taken, game.rules.deck_size):
                events += game.place_stake(punter, (card,), game.rules.initial_kush)
                self.staked.append(card)
            return events
        for win in game.winnings_of(punter):
            events += take_win(game, punter, win, WinChoice.PAROLI)
        return events

    def _cards(self, taken: set[Rank], deck_size: int) -> list[Card]:
        wishes = list(NEIGHBOUR_WISHES if self.count == 3 else (NEIGHBOUR_WISHES[0], NEIGHBOUR_WISHES[2]))
        spare = [rank for rank in reversed(ranks_for(deck_size)) if rank not in taken
                 and rank not in {card.rank for card in wishes}]
        cards = []
        for wish in wishes:
            if wish.rank in taken:
                wish = Card(spare.pop(0), wish.suit)
            cards.append(wish)
        return cards


class LessonController(GameController):
    """A `GameController` that plays the lesson's session: see the module docstring.

    `start_lesson(role, human_name)` seats the player, the banker and the one computer punter; the human's cut
    (as punter) or his first Deal (as banker: the punter cuts) comes with the banker's shuffle into the stacked
    order. `permitted` names the window's actions the step asks for (the `Lesson` sets it) and `allows(name)` says
    whether the player may use one now: any other command of the human's does nothing, and says so on
    `notPermitted`.
    """

    notPermitted = Signal()
    """The player tried a move the lesson does not ask for now."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.permitted: frozenset[str] = frozenset()
        self.neighbour = ""
        """The computer punter's name."""
        self.punter_script = LessonPunter(2)

    def start_lesson(self, role: Role, human_name: str) -> None:
        """Begin the lesson's session with the player in `role` (punter or banker)."""
        self.new_session(lesson_config(role, human_name))

    def new_session(self, config: SessionConfig) -> None:
        """Seat the players as `GameController.new_session` does, the computer punter playing the lesson's part."""
        self.punter_script = LessonPunter(3 if config.role is Role.BANKER else 2)
        self.permitted = frozenset()
        super().new_session(config)
        game = self.game
        self.neighbour = next(p for p in game.punters if p != self.human)
        self.strategies[self.neighbour] = self.punter_script
        self._queue_key = None
        self._refresh_queue()
        if config.role is Role.BANKER:
            self.advance()  # the punter lays his cards at once: the banker's first step shows them

    # ----- the order of play: the player stakes first -----

    def _refresh_queue(self) -> None:
        super()._refresh_queue()
        if not self.has_game or self.config.role is not Role.PUNTER:
            return
        game = self.game
        if game.phase is Phase.STAKING and game.deal_number == 0:
            # Before the first cut the neighbour stakes once, after the player's first stake (his ranks then
            # differ from the player's).
            human_staked = bool(self.human and game.stakes_of(self.human))
            self._queue = [self.neighbour] if human_staked and not self.punter_script.staked else []

    def _publish(self, events: Sequence[Event]) -> None:
        # The player's stake changes no staking opportunity: the queue is looked at again all the same.
        if any(isinstance(event, StakePlaced) and event.punter == self.human for event in events):
            self._queue_key = None
        super()._publish(events)

    # ----- the stacked deck, brought by the banker's shuffle before the cut -----

    def lesson_deck(self) -> tuple[Card, ...]:
        """The stacked deck for the stakes on the table (`stack_deck`)."""
        game = self.game
        mine = [stake.card for stake in game.stakes_of(self.neighbour)]
        if self.config.role is Role.BANKER:
            killed, given, plie = mine[0].rank, mine[1].rank, mine[2].rank
        else:
            own = game.stakes_of(self.human or "")
            killed, given, plie = mine[0].rank, own[0].card.rank, mine[1].rank
        staked = [stake.card.rank for stake in game.state().stakes]
        return stack_deck(game.rules.deck_size, killed, given, plie, staked)

    def _stacked_cut(self, position: int | None, cutter: str) -> list[Event]:
        game = self.game
        position = game.rules.deck_size // 2 if position is None else position
        game.verify_cut(position, punter=cutter)
        events = game.shuffle(order_for_cut(self.lesson_deck(), position))
        return events + game.cut(position, punter=cutter)

    # ----- the player's commands, as far as the lesson lets him -----

    def allows(self, name: str) -> bool:
        """Whether the lesson lets the player use the window's action `name` now: one the step asks for (and the
        one stake of his the lesson is played with, no second)."""
        if name not in self.permitted:
            return False
        return name != "stake" or not (self.has_game and self.game.stakes_of(self.human or ""))

    def _permits(self, name: str) -> bool:
        if self.allows(name):
            return True
        self.notPermitted.emit()
        return False

    def place_stake(self, cards: Sequence[Card], kush: int | None = None) -> list[Event]:
        return super().place_stake(cards, kush) if self._permits("stake") else []

    def cut(self, position: int | None = None) -> list[Event]:
        if not self._permits("cut"):
            return []
        return self._do(self._stacked_cut(position, self._human()))

    def deal_abzug(self) -> list[Event]:
        if not self._permits("deal"):
            return []
        if self.game.phase is Phase.STAKING:
            return self._do(self._stacked_cut(None, self.neighbour))
        return super().deal_abzug()

    def bend_paroli(self, card: Card) -> list[Event]:
        return super().bend_paroli(card) if self._permits("paroli") else []

    def pick_up(self, card: Card) -> list[Event]:
        return super().pick_up(card) if self._permits("take") else []

    def paix(self, card: Card) -> list[Event]:
        return super().paix(card) if self._permits("paix") else []

    def pick_up_all(self) -> list[Event]:
        return super().pick_up_all() if self._permits("deal_on") else []

    def answer_offer(self, accept: bool) -> list[Event]:
        return super().answer_offer(accept) if self._permits("accept" if accept else "refuse") else []

    def call_atande(self) -> list[Event]:
        return super().call_atande() if self._permits("atande") else []

    def end_session(self) -> list[Event]:
        return super().end_session() if self._permits("end_session") else []

    def change_rules(self, rules: HouseRules) -> None:
        if self._permits("settings"):
            super().change_rules(rules)


# ----- the script -----


def _dealt(game: Game, position: int) -> bool:
    return any(isinstance(e, CardDealt) and e.position == position for e in game.log)


class Lesson(QObject):
    """The lesson's script over a `LessonController`: see the module docstring."""

    stepChanged = Signal(int)
    """A step begins (its index)."""
    finished = Signal()
    """The lesson ended: played to its end, or skipped."""

    def __init__(self, controller: LessonController, role: Role, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if role not in LESSON_ROLES:
            raise ValueError(f"the lesson is played as punter or banker, not {role}")
        self.controller = controller
        self.role = role
        self.steps: tuple[Step, ...] = STEPS[role]
        self.index = 0
        self.over = False
        self.skipped = False
        self._released = False
        controller.changed.connect(self._changed)

    def start(self, human_name: str) -> None:
        """Begin the lesson's session and its first step."""
        self.controller.start_lesson(self.role, human_name)
        self.begin()

    def begin(self) -> None:
        """Begin the first step, on the lesson's session the controller has just begun (`lesson_config`)."""
        self.index, self.over, self.skipped, self._released = 0, False, False, False
        self.controller.permitted = self.step.permitted
        self.stepChanged.emit(0)
        self._changed()

    @property
    def step(self) -> Step:
        """The step shown now."""
        return self.steps[self.index]

    def computer_may_move(self) -> bool:
        """Whether the computer players may move now: while a step waits for the player's move, or once he has
        gone on from a step he reads."""
        return not self.over and (self.step.actor is Actor.PLAYER or self._released)

    def next(self) -> None:
        """The player goes on from a step he reads: the table moves on (the last step ends the lesson)."""
        if self.over or self.step.actor is not Actor.READER:
            return
        if self.index == len(self.steps) - 1:
            self._finish()
            return
        self._released = True
        self.controller.changed.emit()

    def skip(self) -> None:
        """End the lesson at this step."""
        if self.over:
            return
        self.skipped = True
        self._finish()

    def _finish(self) -> None:
        self.over = True
        self.controller.permitted = frozenset()
        self.finished.emit()

    def _changed(self) -> None:
        if self.over or not self.controller.has_game:
            return
        while self.index < len(self.steps) - 1 and self._done(self.step.topic):
            self.index += 1
            self._released = False
            self.controller.permitted = self.step.permitted
            self.stepChanged.emit(self.index)

    def _done(self, topic: Topic) -> bool:
        """Whether what the step on `topic` waits for has happened."""
        controller = self.controller
        game = controller.game
        computer_due = controller.waiting_for() is Waiting.COMPUTER
        neighbour = controller.neighbour
        if self.role is Role.PUNTER:
            checks: dict[Topic, Callable[[], bool]] = {
                Topic.STAKE: lambda: bool(game.stakes_of(neighbour)) and not computer_due,
                Topic.CUT: lambda: game.deal_number == 1,
                Topic.LOB_AND_SONIK: lambda: _dealt(game, 2),
                Topic.FIRST_ABZUG: lambda: _dealt(game, 4),
                Topic.KILLED: lambda: _dealt(game, 6),
                Topic.GIVEN: lambda: _dealt(game, 8),
                Topic.PLIE: lambda: game.phase is Phase.STAKING and not computer_due,
                Topic.PAROLI: lambda: any(isinstance(e, ParoliBent) for e in game.log),
            }
        else:
            checks = {
                Topic.STAKE: lambda: game.deal_number == 1,
                Topic.LOB_AND_SONIK: lambda: _dealt(game, 2),
                Topic.FIRST_ABZUG: lambda: _dealt(game, 4),
                Topic.KILLED: lambda: _dealt(game, 6),
                Topic.GIVEN: lambda: _dealt(game, 8),
                Topic.PLIE: lambda: any(isinstance(e, ParoliBent) for e in game.log),
                Topic.PAROLI: lambda: self._released,
            }
        check = checks.get(topic)
        return check is not None and check()

    # ----- what a step says and points at -----

    def fields(self) -> dict[str, str]:
        """The words a step's text is filled with, from the table as it stands."""
        controller = self.controller
        game = controller.game
        state = game.state()
        neighbour = controller.neighbour
        out = {"banker": display_name(state.banker), "neighbour": display_name(neighbour),
               "bank": format_amount(state.bank)}
        script = controller.punter_script.staked
        if script:
            out["killed"] = card_text(script[0])
            out["plie"] = card_text(script[-1])
            if len(script) == 3:
                out["given"] = card_text(script[1])
        if self.role is Role.PUNTER and controller.human is not None:
            own = self._human_cards()
            if own:
                out["card"] = out["given"] = card_text(own[0])
        cut = next((e for e in game.log if isinstance(e, DeckCut)), None)
        if cut is not None:
            out["lob"], out["sonik"] = card_text(cut.deck[0]), card_text(cut.deck[1])
            out["first"], out["second"] = card_text(cut.deck[PLIE_POSITION - 1]), card_text(cut.deck[PLIE_POSITION])
        bent = next((e for e in game.log if isinstance(e, ParoliBent)), None)
        if bent is not None:
            out["riding"] = format_amount(bent.riding)
        return out

    def _human_cards(self) -> list[Card]:
        """The player's cards in the order he staked them (decided ones too)."""
        human = self.controller.human
        return [card for e in self.controller.game.log if isinstance(e, StakePlaced) and e.punter == human
                for card in e.cards]

    def text(self) -> str:
        """The current step's words in the interface language, filled from the table."""
        template = translate("Lesson", text_template(self.role, self.step.topic))
        fields = self.fields()
        topic = self.step.topic
        # The deciding card named is the one the step speaks of: killed (position 3) or given (position 6).
        decided = {e.position: e for e in self.controller.game.log if isinstance(e, StakeDecided)}
        position = GIVEN_POSITION if topic is Topic.GIVEN else KILLED_POSITION
        if position in decided:
            fields["deciding"] = card_text(decided[position].deciding_card)
        return template.format_map(_Blank(fields))

    def target(self) -> Target | None:
        """What the current step points at on the table (None: nothing shown yet to point at)."""
        controller = self.controller
        game = controller.game
        topic = self.step.topic
        decided = {e.position: e for e in game.log if isinstance(e, StakeDecided)}
        shown = topic
        if shown is Topic.STAKE:
            return Target(TargetKind.PICKER) if self.role is Role.PUNTER else Target(TargetKind.DEAL_BUTTON)
        if shown is Topic.CUT:
            return Target(TargetKind.DECK)
        if shown is Topic.LOB_AND_SONIK:
            return Target(TargetKind.LOB)
        if shown is Topic.FIRST_ABZUG:
            return Target(TargetKind.RIGHT_PILE, card=game.state().deck[0]) if _dealt(game, 2) else None
        if shown in (Topic.KILLED, Topic.GIVEN):
            position = KILLED_POSITION if shown is Topic.KILLED else GIVEN_POSITION
            event = decided.get(position)
            return Target(TargetKind.SEAT_CARD, event.punter, event.card) if event else None
        if shown is Topic.PLIE:
            event = decided.get(PLIE_POSITION)
            return Target(TargetKind.RIGHT_PILE, card=event.deciding_card) if event else None
        if shown is Topic.PAROLI:
            event = decided.get(GIVEN_POSITION)
            return Target(TargetKind.SEAT_CARD, event.punter, event.card) if event else None
        return None


class _Blank(dict[str, str]):
    """Fields of a text: a field not known yet reads as nothing."""

    def __missing__(self, key: str) -> str:
        return ""


__all__ = [
    "LESSON_ROLES",
    "LESSON_RULES",
    "STEPS",
    "Actor",
    "Lesson",
    "LessonController",
    "LessonPunter",
    "Step",
    "Target",
    "TargetKind",
    "Topic",
    "lesson_config",
    "order_for_cut",
    "stack_deck",
    "text_template",
]
