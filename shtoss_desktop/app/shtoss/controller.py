"""The controller: drives one session of the core for the window, the self-test and the tests.

It owns the `Game`, the computer players and whose turn it is, and turns every core event into
the `eventRecorded` signal (models and the table scene listen to it). It decides nothing about the
rules: legality comes from the game's `can_*`/`verify_*`, strategy from `core.players`.

The window calls `advance()` from a timer (at the animation speed): each call performs one
computer step and returns True, or returns False when the session waits for the human (see
`waiting_for()`) or is over. Human actions are methods (`place_stake`, `cut`, `deal_abzug`, ...)
that raise `GameError` with a translatable message when the rules do not allow them; the buttons ask the
matching `can_*` (each asks the core's). A computer punter whose stake the banker refused stakes again at once,
a kush the banker may not refuse.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping, Sequence

import msgspec
from PySide6.QtCore import QObject, Signal

from shtoss_desktop.app.words import computer_names
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.replay import RecordedAction
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import Game, computer_punters
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage
from shtoss_desktop.core.shtoss.events import (
    AtandeCalled,
    BankBroken,
    BankerRotated,
    BankPutUp,
    CardDealt,
    DealFinished,
    DeckCut,
    Event,
    PaixMade,
    ParoliBent,
    SessionStarted,
    StakeOffered,
    StakePlaced,
    StakeRefused,
    WinningsPickedUp,
)
from shtoss_desktop.core.shtoss.players import (
    ComputerBanker,
    PunterStrategy,
    PunterStyle,
    make_punter,
)
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.table import Phase, Stake


class Waiting(enum.StrEnum):
    """What the session waits for."""

    COMPUTER = "computer"
    """A computer player acts at the next `advance()`."""
    HUMAN_STAKES = "human_stakes"
    """The human punter places stakes, takes winnings or bends corners, then cuts (or deals on)."""
    HUMAN_OFFER = "human_offer"
    """The human banker accepts or refuses a stake."""
    HUMAN_DEAL = "human_deal"
    """The human banker starts the deal or deals the next abzug."""
    HUMAN_NEW_BANK = "human_new_bank"
    """The human banker's bank is broken: put up a new one or give it up."""
    PAUSED = "paused"
    """Атанде: dealing waits until the human resumes."""
    OVER = "over"
    """The session has ended."""


class SessionConfig(msgspec.Struct, frozen=True):
    """How a session is set up (the New game dialog fills this)."""

    rules: HouseRules = msgspec.field(default_factory=HouseRules)
    """The house rules."""
    role: Role = Role.PUNTER
    """The human's part."""
    styles: tuple[PunterStyle, ...] = (PunterStyle.MIRANDOLE,)
    """One temperament per computer punter."""
    seed: int | None = None
    """Seeds the shuffles and the computer players; None: from the operating system."""
    human_name: str = "You"
    """The human's name at the table."""


class GameController(QObject):
    """One session: the game, the computer players, and whose turn it is."""

    sessionStarted = Signal()
    """A new session begins: views forget the previous one. Every record of the new session's log follows at
    once on `eventRecorded`, in order, the first being its `SessionStarted` (the game already holds them
    all, as it does during any batch): a view builds itself from those records, not from the game."""
    eventRecorded = Signal(object)
    """One core event, after the game applied it, in order; each record of the log is sent exactly once."""
    actionPlayed = Signal(object)
    """After every action that made records, before `changed`: the action as a journal keeps it, a
    `RecordedAction` of the moves it played and the records they made (the first action's records begin with
    the ones the setup made). A kept session taken over (`adopt_session`) sends none for what it had played."""
    changed = Signal()
    """After every action: buttons re-check what is allowed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.config = SessionConfig()
        self._game: Game | None = None
        self.human: str | None = None
        self.strategies: dict[str, PunterStrategy] = {}
        self.computer_banker = ComputerBanker(random.Random(0))
        self._queue: list[str] = []
        self._queue_key: tuple[int, int, Phase] | None = None
        self._paused = False
        self._pending_rules: HouseRules | None = None
        self._journaled = (0, 0)  # the records and the moves of the game already sent on `actionPlayed`
        self._resumed = False

    # ----- the session -----

    @property
    def game(self) -> Game:
        """The running game."""
        if self._game is None:
            raise GameError(GameMessage.NO_SESSION)
        return self._game

    @property
    def resumed(self) -> bool:
        """Whether the session was taken over from a kept log (`adopt_session`): its first records are its past,
        not news (the table lays them out at once and the screen reader hears only where it stands)."""
        return self._resumed

    @property
    def has_game(self) -> bool:
        """Whether a session has been started."""
        return self._game is not None

    def new_session(self, config: SessionConfig) -> None:
        """Seat the players and put up the first bank."""
        self.config = config
        if config.seed is not None:
            seed_rng = random.Random(config.seed)
            game_rng = random.Random(seed_rng.getrandbits(64))
            players_rng = random.Random(seed_rng.getrandbits(64))
        else:
            # Unseeded shuffles draw on the operating system's entropy: one 64-bit seed per session
            # would reach only a vanishing share of the 52! orders of a deck.
            game_rng = random.SystemRandom()
            players_rng = random.SystemRandom()
        # A human punter may sit alone against the banker; a human banker or a watcher needs punters.
        seats = computer_punters(config.role)
        styles = list(config.styles) or [PunterStyle.MIRANDOLE] * seats.start
        # The computer players never take the human's own name (the game needs every name different).
        names = tuple(name for name in computer_names() if name != config.human_name)
        computers = list(names[1 : 1 + min(len(styles), seats.stop - 1)])
        if config.role is Role.WATCH:
            banker, punters, self.human = names[0], computers, None
        elif config.role is Role.BANKER:
            banker, punters, self.human = config.human_name, computers, config.human_name
        else:
            banker, punters, self.human = names[0], [config.human_name, *computers], config.human_name
        computer_seats = [p for p in punters if p != self.human]
        self.strategies = {
            name: make_punter(styles[i % len(styles)], random.Random(players_rng.getrandbits(64)))
            for i, name in enumerate(computer_seats)
        }
        # A computer banker may later become a punter under rotation: give everyone a temperament.
        if banker != self.human and banker not in self.strategies:
            first_style = styles[0] if styles else PunterStyle.MIRANDOLE
            self.strategies[banker] = make_punter(first_style, random.Random(players_rng.getrandbits(64)))
        self.computer_banker = ComputerBanker(random.Random(players_rng.getrandbits(64)))
        self._queue = []
        self._queue_key = None
        self._paused = False
        self._pending_rules = None
        self._game = Game(config.rules, [banker, *punters], banker=banker, rng=game_rng)
        self._journaled = (0, 0)
        self._resumed = False
        self.sessionStarted.emit()
        self._publish(list(self._game.log))

    def adopt_session(self, config: SessionConfig, game: Game, computers: Mapping[str, PunterStyle]) -> None:
        """Take over a session rebuilt from its log (`Game.replay`), to resume it where the log ends.

        `config` is the session's setup and `computers` each computer player's temperament, as they were
        when it started. The computer players get new strategies and random generators (seeded from the
        session's seed and the log's length, if it had a seed), so what they do next may differ from what
        they would have done; everything on the table is exactly what the log says. Views reset at
        `sessionStarted` and are then sent every record of the log, as for a new session.
        """
        self.config = config
        self.human = None if config.role is Role.WATCH else config.human_name
        if self.human is not None and self.human not in game.state().players:
            raise GameError(GameMessage.NOT_PLAYER, player=self.human)
        if config.seed is not None:
            # A string seeds the same way in every run: a seeded session resumes reproducibly.
            seed_rng: random.Random = random.Random(f"resume:{config.seed}:{len(game.log)}")
            game.rng = random.Random(seed_rng.getrandbits(64))
        else:
            seed_rng = random.SystemRandom()
            game.rng = random.SystemRandom()
        players_rng = random.Random(seed_rng.getrandbits(64))
        self.strategies = {
            name: make_punter(style, random.Random(players_rng.getrandbits(64)))
            for name, style in computers.items()
            if name != self.human
        }
        self.computer_banker = ComputerBanker(random.Random(players_rng.getrandbits(64)))
        self._paused = _atande_standing(game.log)
        self._pending_rules = None
        self._game = game
        self._journaled = (len(game.log), len(game.played))  # the journal holds them already
        self._resumed = True
        self._resume_queue()
        self.sessionStarted.emit()
        self._publish(list(game.log))

    def _resume_queue(self) -> None:
        """The computer punters still to act at this staking opportunity: those after the last one whose
        records follow the opportunity's start. A turn that changed nothing left no record, so such a
        punter may act once more; none loses his turn (with no stake on the table the deal could not begin)."""
        self._queue_key = None
        self._refresh_queue()
        opportunity_starts = (SessionStarted, BankPutUp, BankBroken, BankerRotated, DeckCut, CardDealt, DealFinished)
        punters_own = (StakePlaced, StakeOffered, StakeRefused, WinningsPickedUp, ParoliBent, PaixMade)
        for event in reversed(self.game.log):
            if isinstance(event, opportunity_starts):
                return
            if isinstance(event, punters_own) and event.punter in self._queue:
                self._queue = self._queue[self._queue.index(event.punter) + 1 :]
                if isinstance(event, StakeRefused):
                    self._refused(event.punter)
                return

    def _refused(self, punter: str) -> None:
        """The banker refused a computer punter's stake: the punter stakes again at once, a kush the banker
        may not refuse (he keeps his turn; the refused money never left him)."""
        strategy = self.strategies.get(punter)
        game = self.game
        if strategy is None or punter == self.human or punter not in game.punters:
            return
        if game.phase is Phase.STAKING or (game.phase is Phase.DEALING and game.rules.talia):
            strategy.note_refused()
            if punter not in self._queue:
                self._queue.insert(0, punter)

    def _publish(self, events: Sequence[Event]) -> None:
        # The queue follows the game before anyone hears of the change: a listener asking `waiting_for()`
        # gets the answer for the game as it now is.
        self._refresh_queue()
        for event in events:
            self.eventRecorded.emit(event)
        self._send_action()
        self.changed.emit()
        if any(isinstance(event, DealFinished | BankPutUp | BankerRotated) for event in events):
            # A new staking phase begins: rules waiting for "the next deal" apply now, before anyone stakes.
            self._apply_pending_rules(between_deals=True)

    def _send_action(self) -> None:
        """The moves played and the records made since the last action, as one action (`actionPlayed`)."""
        game = self.game
        records, moves = self._journaled
        log, played = game.log, game.played
        if len(log) == records:
            return
        self._journaled = (len(log), len(played))
        self.actionPlayed.emit(RecordedAction(tuple(p.move for p in played[moves:]), log[records:]))

    def _do(self, events: list[Event]) -> list[Event]:
        self._publish(events)
        return events

    def temperament(self, player: str) -> PunterStyle | None:
        """A computer player's temperament as a punter (the New game dialog's choice); None for the human."""
        strategy = self.strategies.get(player) if player != self.human else None
        return strategy.style if strategy is not None else None

    # ----- whose turn -----

    @property
    def human_is_banker(self) -> bool:
        """Whether the human holds the bank now (rotation can change it)."""
        return self.human is not None and self.has_game and self.game.banker == self.human

    @property
    def human_is_punter(self) -> bool:
        """Whether the human sits as a punter still at the table."""
        return self.human is not None and self.has_game and self.human in self.game.punters

    @property
    def paused(self) -> bool:
        """Атанде was called and dealing waits."""
        return self._paused

    def waiting_for(self) -> Waiting:
        """What the session waits for now."""
        game = self.game
        if game.phase is Phase.OVER:
            return Waiting.OVER
        if game.offer is not None:
            return Waiting.HUMAN_OFFER if self.human_is_banker else Waiting.COMPUTER
        if game.phase is Phase.BANK_BROKEN:
            return Waiting.HUMAN_NEW_BANK if self.human_is_banker else Waiting.COMPUTER
        if self._queue:
            return Waiting.COMPUTER
        if self._paused and game.phase is Phase.DEALING:
            return Waiting.PAUSED
        if game.phase is Phase.STAKING:
            if self.human_is_punter:
                return Waiting.HUMAN_STAKES
            if self.human_is_banker:
                return Waiting.HUMAN_DEAL
            return Waiting.COMPUTER
        if self.human_is_banker:
            return Waiting.HUMAN_DEAL
        human = self.human
        if human is not None and human in game.punters and game.rules.talia and game.winnings_of(human):
            return Waiting.HUMAN_STAKES
        return Waiting.COMPUTER

    def _refresh_queue(self) -> None:
        """Computer punters get one turn at each staking opportunity (each deal; each abzug in a talia).

        Called whenever the game has changed (`_publish`), never by a query: a new opportunity fills the
        queue once, and the turns taken since are not handed out again."""
        game = self.game
        key = (game.deal_number, len(game.dealt_cards()), game.phase)
        if key == self._queue_key:
            return
        self._queue_key = key
        if game.phase is Phase.STAKING or (game.phase is Phase.DEALING and game.rules.talia):
            self._queue = [p for p in game.punters if p != self.human and p in self.strategies]
        else:
            self._queue = []

    def advance(self) -> bool:
        """Perform one computer step; False when waiting for the human or the session is over."""
        if not self.has_game:
            return False
        waiting = self.waiting_for()
        if waiting is not Waiting.COMPUTER:
            return False
        game = self.game
        if game.offer is not None:
            self._answer(self.computer_banker.answer(game, game.offer))
            return True
        if game.phase is Phase.BANK_BROKEN:
            if self.computer_banker.wants_new_bank(game):
                self._do(game.new_bank())
            else:
                self._do(game.give_up_bank())
            return True
        if self._queue:
            self._computer_punter_turn(self._queue.pop(0))
            return True
        if game.phase is Phase.STAKING:
            self._apply_pending_rules()
            if game.can_cut():
                cutter = next((p for p in game.punters if p != self.human), None)
                self._do(game.cut(self.computer_banker.cut_position(game), punter=cutter))
            else:
                self._do(game.end_session())
            return True
        self._do(game.deal_abzug())
        return True

    def _computer_punter_turn(self, punter: str) -> None:
        self._publish(self.strategies[punter].play_turn(self.game, punter))

    # ----- human punter -----

    def place_stake(self, cards: Sequence[Card], kush: int | None = None) -> list[Event]:
        """The human punter stakes a card or a pair (kush None: the initial kush)."""
        return self._do(self.game.place_stake(self._human(), cards, kush))

    def cut(self, position: int | None = None) -> list[Event]:
        """The human punter cuts the banker's deck (None: anywhere); the deal begins."""
        self._apply_pending_rules()
        return self._do(self.game.cut(position, punter=self._human()))

    def pick_up(self, card: Card) -> list[Event]:
        """The human takes a given card's money."""
        return self._do(self.game.pick_up(self._human(), card))

    def bend_paroli(self, card: Card) -> list[Event]:
        """The human bends a corner: stake and winnings ride."""
        return self._do(self.game.bend_paroli(self._human(), card))

    def paix(self, card: Card) -> list[Event]:
        """The human takes his stake back and lets the winnings ride."""
        return self._do(self.game.paix(self._human(), card))

    def pick_up_all(self) -> list[Event]:
        """The human takes the money of every card that won for him."""
        return self._do(self.game.pick_up_all(self._human()))

    def deal_on(self) -> list[Event]:
        """In a talia, the human punter lets the banker go on: waiting winnings are picked up."""
        return self.pick_up_all()

    # ----- human banker -----

    def answer_offer(self, accept: bool) -> list[Event]:
        """The human banker accepts or refuses the waiting stake (refused, its money stays with the punter)."""
        return self._answer(accept)

    def _answer(self, accept: bool) -> list[Event]:
        events = self.game.answer_offer(accept)
        for event in events:
            if isinstance(event, StakeRefused):
                self._refused(event.punter)
        return self._do(events)

    def deal_abzug(self) -> list[Event]:
        """The human banker deals: the first press of a deal has a punter cut, then abzug by abzug."""
        game = self.game
        if game.phase is Phase.STAKING:
            self._apply_pending_rules()
            cutter = next(iter(game.punters), None)
            return self._do(game.cut(self.computer_banker.cut_position(game), punter=cutter))
        return self._do(game.deal_abzug())

    def can_deal(self) -> bool:
        """Whether the human banker's deal button does something now."""
        game = self.game
        if not self.human_is_banker or self.waiting_for() is not Waiting.HUMAN_DEAL:
            return False
        return game.can_cut() if game.phase is Phase.STAKING else game.can_deal_abzug()

    def can_auto_deal(self) -> bool:
        """Whether the human banker may switch auto-deal on or off: he holds the bank and the session goes on."""
        return self.human_is_banker and self.game.can_end_session()

    def can_new_bank(self) -> bool:
        """Whether the human banker may put up his one new bank now (the core's `can_new_bank`)."""
        return self.waiting_for() is Waiting.HUMAN_NEW_BANK and self.game.can_new_bank()

    def new_bank_refusal(self) -> GameError | None:
        """Why the human banker's broken bank cannot be put up again (None: it can, or it is not asked)."""
        if self.waiting_for() is not Waiting.HUMAN_NEW_BANK:
            return None
        try:
            self.game.verify_new_bank()
        except GameError as error:
            return error
        return None

    def can_give_up_bank(self) -> bool:
        """Whether the human banker may hand the broken bank on (the core's `can_give_up_bank`)."""
        return self.waiting_for() is Waiting.HUMAN_NEW_BANK and self.game.can_give_up_bank()

    def exposure(self) -> int:
        """The bank's exposure: the most the bank could pay out on the undecided stakes (the core's figure)."""
        return self.game.exposure()

    def exposure_if_accepted(self) -> int:
        """The bank's exposure if the stake waiting for the banker's answer were accepted (without one: now)."""
        game = self.game
        offer = game.offer
        if offer is None:
            return game.exposure()
        return game.exposure([Stake(offer.punter, card, offer.kush, offer.kush, 0) for card in offer.cards])

    def new_bank(self) -> list[Event]:
        """The human banker puts up his one new bank."""
        return self._do(self.game.new_bank())

    def give_up_bank(self) -> list[Event]:
        """The human banker gives the broken bank up."""
        return self._do(self.game.give_up_bank())

    # ----- anyone -----

    def _atande_caller(self) -> str:
        return self.human if self.human is not None else self.game.banker

    def can_call_atande(self) -> bool:
        """Whether атанде may be called now: the deal is under way, not already waiting, and the core allows it."""
        return (self.has_game and self.game.phase is Phase.DEALING and not self._paused
                and self.game.can_call_atande(self._atande_caller()))

    def call_atande(self) -> list[Event]:
        """Атанде: dealing waits until `resume()`."""
        events = self.game.call_atande(self._atande_caller())
        self._paused = True
        return self._do(events)

    def resume(self) -> None:
        """Dealing goes on after атанде."""
        self._paused = False
        self.changed.emit()

    def can_end_session(self) -> bool:
        """Whether the session may be ended now (the core's `can_end_session`)."""
        return self.has_game and self.game.can_end_session()

    def end_session(self) -> list[Event]:
        """End the session now: money goes back to its owners."""
        return self._do(self.game.end_session())

    def change_rules(self, rules: HouseRules) -> None:
        """New rules apply from the next deal (the next talia in talia mode)."""
        self._pending_rules = rules
        if self.has_game and self.game.phase is Phase.STAKING and not self._human_has_staked():
            self._apply_pending_rules(between_deals=True)
        self.changed.emit()

    def _human_has_staked(self) -> bool:
        return self.human is not None and bool(self.game.stakes_of(self.human))

    @property
    def pending_rules(self) -> HouseRules | None:
        """Rules waiting for the next deal."""
        return self._pending_rules

    def _apply_pending_rules(self, *, between_deals: bool = False) -> None:
        """Apply the waiting rules: between deals always; before a cut only while no stake is on the
        table, since stakes placed under the old rules are dealt under them (the core would hand them
        back and leave nothing to cut for)."""
        rules = self._pending_rules
        if rules is None or not self.game.can_change_rules(rules):
            return
        if not between_deals and self.game.state().stakes:
            return
        self._pending_rules = None
        self._queue_key = None
        self._do(self.game.change_rules(rules))

    def _human(self) -> str:
        if self.human is None:
            raise GameError(GameMessage.NO_HUMAN)
        return self.human

    def run_computer(self, limit: int = 100_000) -> int:
        """Advance until the human is needed or the session is over; return the steps taken."""
        steps = 0
        while steps < limit and self.advance():
            steps += 1
        return steps


def _atande_standing(log: Sequence[Event]) -> bool:
    """Whether the log ends in an атанде that dealing has not yet gone past: the kept game resumes waiting.

    Going on after атанде is not a record (it changes nothing on the table), so a pause that was lifted
    with no card dealt since is kept: the player goes on again with one key."""
    for event in reversed(log):
        if isinstance(event, AtandeCalled):
            return True
        if isinstance(event, CardDealt | DealFinished | BankPutUp | BankerRotated | SessionStarted):
            return False
    return False
