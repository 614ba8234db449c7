"""The casino stos (faro) session for the window: the core's `CasinoGame`, the computer players, the human's chip,
and the game's records published as they are made, as the shtoss controller publishes its own.

    controller = CasinoController()
    controller.eventRecorded.connect(view.follow)     # each record once, in order, after the game applied it
    controller.changed.connect(window.refresh)        # after every action: what Deal does, the status line
    controller.refused.connect(status_bar.showMessage)
    controller.new_session(CasinoConfig(rules=CasinoRules(), seed=7))
    controller.add_chip(Rank.QUEEN)       # the human's bet on the queen grows by one chip
    controller.deal()                     # the next turn; then the computer players bet again

Views follow the records, never a picture of the table: at `sessionStarted` they forget the last session, then
every record of the new one comes on `eventRecorded` (a resumed game's whole log included), and `changed` ends each
action's records. The models (app/casino/models.py) and the table (ui/casino/scene.py, which keeps its own copy of
the game by `apply`) are built from them.

The core decides everything: every action is the core's (`place_bet`, `change_bet`, `take_back`, `deal_turn`,
`new_shoe`), a refusal is the core's `CasinoError` put into words by `casino_messages.casino_error_text` and
emitted on `refused`; nothing here re-implements a rule. The computer players are the core's `CasinoPlayer`s and
bet between turns (at the start, and after each turn is dealt). The table's status line (`status_text`) says what
the last action did, from its records, in the language installed when asked.

A resumed game goes on exactly as it would have without the interruption. The computer players draw every
betting round from a generator of its own, made from the players' seed, the seat, the shoe and the turn
(`round_rng`): nothing of their state lives between rounds, so the journal keeps only that seed (its header)
and the records. The players' seed is the session's seed, or one drawn from the system when the session has
none. In a seeded session each shoe is shuffled by a generator made from the seed and the shoe's number
(`shoe_rng`); without a seed the shoes come from the system, as the shtoss deck does.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject, Signal

from shtoss_desktop.app.casino.messages import casino_error_text
from shtoss_desktop.app.words import card_text, computer_names
from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.casino.errors import CasinoError
from shtoss_desktop.core.casino.events import BetDecided, CasinoEvent, ShoeEnded, TurnDealt
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.legality import suit_amount_for
from shtoss_desktop.core.casino.players import CasinoPlayer, CasinoStyle
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.casino.table import CasinoPhase
from shtoss_desktop.core.replay import RecordedAction

translate = QCoreApplication.translate

CHIP_VALUES: Final = (1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 100_000, 1_000_000)
"""The chip values a player may choose among (those within the table's limits)."""
MAX_CHIP_CHOICES: Final = 6
"""The chip selector offers at most this many values."""


@dataclass(frozen=True, slots=True)
class CasinoConfig:
    """How a casino session is set up."""

    rules: CasinoRules = field(default_factory=CasinoRules)
    """The table's rules (the number of computer players among them)."""
    human_name: str = "You"
    """The human's name at the table."""
    watch: bool = False
    """The human only watches the computer players."""
    seed: int | None = None
    """Seeds the shoe and the computer players; None: from the operating system."""
    shoe: tuple[Card, ...] | None = None
    """The first shoe's order (tests stack it); None: shuffled."""
    players_seed: int | None = None
    """Seeds the computer players' choices (a resumed game passes the kept one); None: `seed`, or drawn from the
    system when that is None too."""


def with_players_seed(config: CasinoConfig) -> CasinoConfig:
    """`config` with its computer players' seed settled: the given one, else the session's seed, else one drawn
    from the system (to be kept in the journal before the first record)."""
    if config.players_seed is not None:
        return config
    seed = config.seed if config.seed is not None else random.SystemRandom().getrandbits(64)
    return dataclasses.replace(config, players_seed=seed)


def round_rng(players_seed: int, seat: int, shoe_number: int, turns_dealt: int) -> random.Random:
    """The generator a computer player draws one betting round from: the one before the next turn of
    `shoe_number` after `turns_dealt` turns, for the player in `seat` (counted among the computer players)."""
    return random.Random(f"casino-player:{players_seed}:{seat}:{shoe_number}:{turns_dealt}")


def shoe_rng(seed: int | None, shoe_number: int) -> random.Random:
    """The generator that shuffles shoe `shoe_number` of a session seeded with `seed` (the system's without)."""
    if seed is None:
        return random.SystemRandom()
    return random.Random(f"casino-shoe:{seed}:{shoe_number}")


def chip_values(rules: CasinoRules) -> tuple[int, ...]:
    """The chips offered at a table: the minimum, the usual values between, and the maximum; at most six, spread
    evenly over them when there are more."""
    minimum, maximum = rules.table_minimum, rules.table_maximum
    values = sorted({minimum, maximum} | {v for v in CHIP_VALUES if minimum < v < maximum})
    if len(values) > MAX_CHIP_CHOICES:
        last = len(values) - 1
        values = [values[round(i * last / (MAX_CHIP_CHOICES - 1))] for i in range(MAX_CHIP_CHOICES)]
    return tuple(values)


class CasinoController(QObject):
    """One casino session: see the module docstring."""

    sessionStarted = Signal()
    """A new session begins: views forget the previous one. Every record of the new session's log follows at once
    on `eventRecorded`, in order, the first being its `CasinoSessionStarted` (the game already holds them all, as
    it does during any action): a view builds itself from those records."""
    eventRecorded = Signal(object)
    """One core record, after the game applied it, in order; each record of the log is sent exactly once."""
    actionPlayed = Signal(object)
    """After every action that made records, before `changed`: the action as a journal keeps it, a
    `RecordedAction` of the moves it played and the records they made (the first action's records begin with the
    players sitting down). A kept game taken over (`resume`) sends none for what it had played."""
    changed = Signal()
    """After every action, its records sent: what the buttons do and the status line may differ."""
    refused = Signal(str)
    """The human asked for something the rules do not allow now: why, in words."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.config = CasinoConfig()
        self._game: CasinoGame | None = None
        self._computers: dict[str, CasinoStyle] = {}
        self.players_seed = 0
        """The computer players' seed in this session (`round_rng`; the journal keeps it)."""
        self._sent = 0
        self._journaled = (0, 0)  # the records and the moves of the game already sent on `actionPlayed`
        # The status line is kept as how to write it, not as words: asked after a language change, it says it in
        # the new language.
        self._status: Callable[[], str] = str
        self.chip = self.config.rules.table_minimum

    # ----- the session -----

    @property
    def has_game(self) -> bool:
        """Whether a session is running."""
        return self._game is not None

    @property
    def game(self) -> CasinoGame:
        """The session's game (only with one running)."""
        if self._game is None:
            raise RuntimeError("no casino session has started")
        return self._game

    @property
    def human(self) -> str:
        """The human's name ("" when he watches)."""
        return "" if self.config.watch else self.config.human_name

    @property
    def rules(self) -> CasinoRules:
        """The session's rules."""
        return self.config.rules

    def computers(self) -> tuple[str, ...]:
        """The computer players' names, in their seats' order."""
        return tuple(self._computers)

    def computer_styles(self) -> tuple[tuple[str, CasinoStyle], ...]:
        """Each computer player and his temperament, in their seats' order."""
        return tuple(self._computers.items())

    def new_session(self, config: CasinoConfig) -> None:
        """Start a session: seat the players, shuffle the shoe, let the computer players bet."""
        names = [name for name in computer_names() if name != config.human_name][: config.rules.players]
        players = ([] if config.watch else [config.human_name]) + names
        if not players:
            players = [config.human_name]
        self._seat_computers(names, config)
        self._begin(config, CasinoGame(config.rules, players, rng=shoe_rng(config.seed, 1), shoe=config.shoe))
        self._status = lambda: translate("CasinoController", "Place your bets: click a rank, or move with the "
                                                             "arrows and press +; Space deals")
        self.sessionStarted.emit()
        self._computers_bet()
        self._publish()

    def resume(self, config: CasinoConfig, game: CasinoGame, computers: Mapping[str, CasinoStyle] | None = None
               ) -> None:
        """Go on with a kept game (replayed from its journal) under `config` (its seed and players' seed the
        kept ones): every record of it is sent again, the computer players sit down again with their temperaments
        (`computers`, by name; by default given round the seats as a new game gives them) and choose as they would
        have without the interruption (see the module docstring)."""
        human = "" if config.watch else config.human_name
        self._seat_computers([name for name in game.players if name != human], config, computers)
        self._begin(config, game, kept=True)
        self._status = lambda: translate("CasinoController", "The casino game kept from last time goes on: place "
                                                             "your bets, Space deals")
        self.sessionStarted.emit()
        self._publish()

    def _seat_computers(self, names: list[str], config: CasinoConfig,
                        chosen: Mapping[str, CasinoStyle] | None = None) -> None:
        styles = tuple(CasinoStyle)
        self._computers = {name: (chosen or {}).get(name, styles[index % len(styles)])
                           for index, name in enumerate(names)}
        players_seed = with_players_seed(config).players_seed
        assert players_seed is not None
        self.players_seed = players_seed

    def _begin(self, config: CasinoConfig, game: CasinoGame, *, kept: bool = False) -> None:
        self.config = config
        self._game = game
        self._sent = 0
        self._journaled = (len(game.log), len(game.played)) if kept else (0, 0)
        values = chip_values(config.rules)
        self.chip = self.chip if self.chip in values else values[0]

    def set_chip(self, value: int) -> None:
        """Choose the chip value the human bets with (one of `chip_values`)."""
        if value not in chip_values(self.config.rules):
            raise ValueError(f"{value} is not a chip of this table")
        self.chip = value

    # ----- the human's actions -----

    def add_chip(self, rank: Rank) -> bool:
        """Put a chip on the human's bet on `rank` (a new bet when he has none); whether the core allowed it."""
        game = self.game
        bet = game.bet_of(self.human, rank)
        if bet is None:
            return self._act(lambda: game.place_bet(self.human, rank, self.chip))
        return self._act(lambda: game.add_to_bet(self.human, rank, self.chip))

    def take_chip(self, rank: Rank) -> bool:
        """Take a chip back from the human's bet on `rank` (the whole bet when less would stay than the table's
        minimum); whether the core allowed it."""
        game = self.game
        bet = game.bet_of(self.human, rank)
        if bet is not None and bet.amount > self.chip:
            smaller = bet.amount - self.chip
            if game.can_change_bet(self.human, rank, smaller, bet.suit, bet.suit_amount):
                return self._act(lambda: game.change_bet(self.human, rank, smaller, bet.suit, bet.suit_amount))
        return self._act(lambda: game.take_back(self.human, rank))

    def set_suit(self, rank: Rank, suit: Suit | None) -> bool:
        """Put the suit bet of the human's bet on `rank` on `suit` (None: take it back); whether allowed."""
        game = self.game
        bet = game.bet_of(self.human, rank)
        if bet is None:
            # A suit bet goes with a rank bet: without one, a chip goes on the rank with the suit bet.
            if suit is None:
                return self._act(lambda: game.take_back(self.human, rank))  # the core says there is no bet
            return self._act(lambda: game.place_bet(self.human, rank, self.chip, suit, suit_amount_for(self.chip)))
        amount = 0 if suit is None else bet.suit_amount or suit_amount_for(self.chip)
        return self._act(lambda: game.change_bet(self.human, rank, bet.amount, suit, amount))

    def deal(self) -> bool:
        """Deal the next turn (or, once the shoe is dealt out, shuffle a new one); then the computer players bet.
        Whether the core allowed it."""
        game = self.game
        if game.phase is CasinoPhase.SHOE_OVER:
            game.rng = shoe_rng(self.config.seed, game.shoe_number + 1)
            done = self._act(game.new_shoe)
            if done:
                self._status = lambda: translate("CasinoController", "A new shoe is shuffled: place your bets")
                self._computers_bet()
                self._publish()
            return done
        before = len(game.log)
        if not self._act(game.deal_turn, publish=False):
            return False
        new = game.log[before:]
        self._status = lambda: self._turn_text(new)
        if game.phase is CasinoPhase.BETTING:
            self._computers_bet()
        self._publish()
        return True

    def can_deal(self) -> bool:
        """Whether Deal does something now (a turn, or a new shoe after the last)."""
        return self.has_game and (self.game.can_deal_turn() or self.game.can_new_shoe())

    def _act(self, action: object, *, publish: bool = True) -> bool:
        assert callable(action)
        try:
            action()
        except CasinoError as error:
            self.refused.emit(casino_error_text(error))
            return False
        if publish:
            self._publish()
        return True

    def _computers_bet(self) -> None:
        game = self.game
        for seat, (name, style) in enumerate(self._computers.items()):
            if game.phase is not CasinoPhase.BETTING:
                return
            rng = round_rng(self.players_seed, seat, game.shoe_number, game.turns_dealt)
            CasinoPlayer(rng, style).play(game, name)

    def _turn_text(self, events: tuple[CasinoEvent, ...]) -> str:
        """The status after a turn, from its records alone (it is written again after a language change)."""
        turn = next(e for e in events if isinstance(e, TurnDealt))
        text = translate("CasinoController", "Turn {turn}: {loss} loses, {win} wins").format(
            turn=turn.turn, loss=card_text(turn.loss_card), win=card_text(turn.win_card))
        if turn.loss_card.rank is turn.win_card.rank:
            text = translate("CasinoController", "{text} (plié: the bets on {rank} lose)").format(
                text=text, rank=card_text(turn.loss_card)[:-1])
        mine = [e for e in events if isinstance(e, BetDecided) and e.player == self.human]
        if mine:
            change = sum(e.gain + e.suit_gain for e in mine)
            text = translate("CasinoController", "{text} · you {change}").format(
                text=text, change=f"{change:+d}".replace("-", "\u2212"))
        if any(isinstance(e, ShoeEnded) for e in events):
            text = translate("CasinoController", "{text} · the shoe is dealt out: Space shuffles a new one").format(
                text=text)
        return text

    # ----- publishing -----

    def status_text(self) -> str:
        """The table's status line: what the last action did (its turn, a new shoe, a new or resumed game), in the
        language installed now."""
        return self._status()

    def _publish(self) -> None:
        """Send the records not sent yet, in order, then `changed` (one action's records end with it)."""
        game = self.game
        log = game.log
        for event in log[self._sent:]:
            self.eventRecorded.emit(event)
        self._sent = len(log)
        records, moves = self._journaled
        if len(log) > records:
            played = game.played
            self._journaled = (len(log), len(played))
            self.actionPlayed.emit(RecordedAction(tuple(p.move for p in played[moves:]), log[records:]))
        self.changed.emit()


__all__ = ["CHIP_VALUES", "CasinoConfig", "CasinoController", "chip_values", "round_rng", "shoe_rng", "suit_amount_for",
           "with_players_seed"]
