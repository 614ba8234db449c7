"""The table of a casino stos session: the layout, the shoe and the money, changed only by its records.

`CasinoTable` is the first layer of the `CasinoGame` (`legality.CasinoLegality` adds what the rules allow,
`game.CasinoGame` the actions): it holds the state, applies each record to it (`_apply`) and answers what
the table shows, the exact odds included.
"""

from __future__ import annotations

import enum
import random
from collections import Counter
from fractions import Fraction
from typing import ClassVar

import msgspec

from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.casino.errors import CasinoError, CasinoMessage
from shtoss_desktop.core.casino.events import (
    BetChanged,
    BetDecided,
    BetPlaced,
    BetTakenBack,
    CasinoEvent,
    CasinoSessionEnded,
    CasinoSessionStarted,
    ShoeEnded,
    ShoeShuffled,
    TurnDealt,
)
from shtoss_desktop.core.casino.moves import CasinoMove
from shtoss_desktop.core.casino.odds import RankOdds, SuitOdds, rank_odds, suit_odds
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.machine import Machine


class CasinoPhase(enum.StrEnum):
    """Where the session stands."""

    BETTING = "betting"
    """A shoe with cards left: bets may be placed, changed and taken back, and the next turn dealt."""
    SHOE_OVER = "shoe_over"
    """Every card of the shoe is dealt (every bet decided): a new shoe comes next."""
    OVER = "over"
    """The session has ended."""


class Bet(msgspec.Struct, frozen=True):
    """A bet on the layout: a rank bet and perhaps a suit bet with it."""

    player: str
    """Whose bet it is."""
    rank: Rank
    """The rank spot it is on."""
    amount: int
    """The rank bet."""
    suit: Suit | None
    """The suit spot of the suit bet (None without one)."""
    suit_amount: int
    """The suit bet: an even amount, 0 without one."""
    entry: int
    """The bet's number in the session, in the order bets were placed (the order bets are decided in)."""

    @property
    def total(self) -> int:
        """The money the bet holds on the layout: the rank bet and the suit bet."""
        return self.amount + self.suit_amount


class CasinoTableState(msgspec.Struct):
    """Everything the casino records change."""

    players: tuple[str, ...] = ()
    """Every player, in seat order."""
    balances: dict[str, int] = msgspec.field(default_factory=dict)
    """Each player's money off the layout."""
    house_result: int = 0
    """The house's gain so far."""
    phase: CasinoPhase = CasinoPhase.SHOE_OVER
    """Where the session stands."""
    shoe_number: int = 0
    """The shoe in play."""
    shoe: tuple[Card, ...] = ()
    """The shoe in dealing order."""
    position: int = 0
    """How many of its cards are dealt."""
    turns: int = 0
    """How many turns of it are dealt."""
    last_turn: TurnDealt | None = None
    """The turn dealt last."""
    gone: Counter[Rank] = msgspec.field(default_factory=Counter)
    """How many cards of each rank the shoe has dealt."""
    bets: dict[tuple[str, Rank], Bet] = msgspec.field(default_factory=dict)
    """The bets on the layout, by player and rank."""
    next_entry: int = 1
    """The number the next bet gets."""

    def copy(self) -> CasinoTableState:
        """A copy that changes on its own."""
        return msgspec.structs.replace(self, balances=dict(self.balances), gone=Counter(self.gone),
                                       bets=dict(self.bets))


class CasinoTable(Machine[CasinoEvent, CasinoMove, CasinoRules]):
    """The state of a casino session and its records' application, with the questions the table answers."""

    refusal: ClassVar[type[CasinoError]] = CasinoError
    start_record: ClassVar[type[CasinoEvent]] = CasinoSessionStarted

    def __init__(self, rules: CasinoRules, rng: random.Random | None = None) -> None:
        """An empty table under `rules`: the first record (`CasinoSessionStarted`) seats the players."""
        super().__init__()
        self.rules = rules
        """The table's rules."""
        self.rng: random.Random = rng if rng is not None else random.SystemRandom()
        """Shuffles the shoes not given."""
        self._state = CasinoTableState()

    def _save(self) -> CasinoTableState:
        return self._state.copy()

    def _load(self, saved: object) -> None:
        assert isinstance(saved, CasinoTableState)
        self._state = saved.copy()

    # ----- applying the records -----

    def _apply(self, event: CasinoEvent) -> None:
        s = self._state
        if isinstance(event, CasinoSessionStarted):
            s.players = event.players
            s.balances = dict(event.balances)
        elif isinstance(event, ShoeShuffled):
            s.shoe_number, s.shoe, s.position, s.turns = event.shoe_number, event.order, 0, 0
            s.last_turn = None
            s.gone = Counter()
            s.phase = CasinoPhase.BETTING
        elif isinstance(event, BetPlaced):
            bet = Bet(event.player, event.rank, event.amount, event.suit, event.suit_amount, event.entry)
            s.balances[event.player] -= bet.total
            s.bets[(event.player, event.rank)] = bet
            s.next_entry = event.entry + 1
        elif isinstance(event, BetChanged):
            old = s.bets[(event.player, event.rank)]
            new = msgspec.structs.replace(old, amount=event.amount, suit=event.suit, suit_amount=event.suit_amount)
            s.balances[event.player] -= new.total - old.total
            s.bets[(event.player, event.rank)] = new
        elif isinstance(event, BetTakenBack):
            bet = s.bets.pop((event.player, event.rank))
            s.balances[event.player] += bet.total
        elif isinstance(event, TurnDealt):
            s.position = event.loss_position + 1
            s.turns = event.turn
            s.last_turn = event
            s.gone[event.loss_card.rank] += 1
            s.gone[event.win_card.rank] += 1
        elif isinstance(event, BetDecided):
            del s.bets[(event.player, event.rank)]
            s.balances[event.player] += event.returned
            s.house_result -= event.gain + event.suit_gain
        elif isinstance(event, ShoeEnded):
            s.phase = CasinoPhase.SHOE_OVER
        elif isinstance(event, CasinoSessionEnded):
            s.phase = CasinoPhase.OVER

    # ----- what the table shows (queries change nothing) -----

    @property
    def players(self) -> tuple[str, ...]:
        """Every player, in seat order."""
        return self._state.players

    @property
    def phase(self) -> CasinoPhase:
        """Betting, shoe over, or session over."""
        return self._state.phase

    def balance(self, player: str) -> int:
        """The player's money off the layout."""
        return self._state.balances[player]

    def balances(self) -> dict[str, int]:
        """Every player's money off the layout, in seat order."""
        return dict(self._state.balances)

    @property
    def house_result(self) -> int:
        """The house's gain over the session so far (negative: the players are ahead)."""
        return self._state.house_result

    @property
    def bets(self) -> tuple[Bet, ...]:
        """Every bet on the layout, in the order placed."""
        return tuple(sorted(self._state.bets.values(), key=lambda bet: bet.entry))

    def bet_of(self, player: str, rank: Rank) -> Bet | None:
        """The player's bet on `rank`, if any."""
        return self._state.bets.get((player, rank))

    def bets_of(self, player: str) -> tuple[Bet, ...]:
        """The player's bets on the layout, in the order placed."""
        return tuple(bet for bet in self.bets if bet.player == player)

    def bets_on(self, rank: Rank) -> tuple[Bet, ...]:
        """Every bet on `rank`, in the order placed (the order they are decided in)."""
        return tuple(bet for bet in self.bets if bet.rank is rank)

    @property
    def layout_total(self) -> int:
        """The money on the layout."""
        return sum(bet.total for bet in self._state.bets.values())

    @property
    def shoe_number(self) -> int:
        """The shoe in play, counted from 1."""
        return self._state.shoe_number

    @property
    def shoe(self) -> tuple[Card, ...]:
        """The whole shoe in dealing order (for replays and tests; a view must not show the cards to come)."""
        return self._state.shoe

    @property
    def position(self) -> int:
        """How many cards of the shoe are dealt."""
        return self._state.position

    @property
    def cards_left(self) -> int:
        """How many cards are still in the shoe."""
        return len(self._state.shoe) - self._state.position

    @property
    def turns_dealt(self) -> int:
        """How many turns of this shoe are dealt."""
        return self._state.turns

    @property
    def last_turn(self) -> TurnDealt | None:
        """The turn dealt last in this shoe (the cards in the boxes), if any."""
        return self._state.last_turn

    def copies_gone(self, rank: Rank) -> int:
        """How many cards of `rank` this shoe has dealt (the case-keeper's count)."""
        return self._state.gone[rank]

    def copies_left(self, rank: Rank) -> int:
        """How many cards of `rank` are still in the shoe."""
        if not self._state.shoe:
            return 0
        return 4 * (len(self._state.shoe) // 52) - self._state.gone[rank]

    def remaining_cards(self) -> tuple[Card, ...]:
        """The cards still in the shoe, sorted (the multiset, never the order to come)."""
        return tuple(sorted(self._state.shoe[self._state.position:]))

    # ----- odds -----

    def odds(self, rank: Rank) -> RankOdds:
        """The exact odds of a bet on `rank` placed now (between turns the next card goes to loss)."""
        copies = self.copies_left(rank)
        if copies == 0:
            raise CasinoError(CasinoMessage.RANK_GONE, rank=rank.char)
        return rank_odds(copies, self.cards_left, next_is_loss=True)

    def odds_table(self) -> dict[Rank, RankOdds]:
        """The odds of every rank with a copy left, lowest rank first."""
        return {rank: self.odds(rank) for rank in Rank if self.copies_left(rank)}

    def suit_odds(self, rank: Rank, suit: Suit) -> SuitOdds:
        """The exact odds of a suit bet on `suit` with a bet on `rank` placed now."""
        copy_suits = [card.suit for card in self._state.shoe[self._state.position:] if card.rank is rank]
        return suit_odds(self.odds(rank), copy_suits, suit)

    def suit_ev(self, rank: Rank, suit: Suit) -> Fraction:
        """The expected gain per unit of a suit bet on `suit` with a bet on `rank` placed now."""
        return self.suit_odds(rank, suit).ev_per_unit
