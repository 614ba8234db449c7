"""Casino stos (современный стос, faro) as a state machine of events (RULES.md section 4.8).

A shoe of six or eight 52-card decks is dealt in *turns* of two cards: position 1 to the loss box
(проигрыш, odd), position 2 to the win box (выигрыш, even), and so on to the last card, which counts.
Players bet on ranks, and with a rank bet on a suit. A bet stands until the first copy of its rank comes
out: on loss the house takes it, on win the house pays 1:1; a plié (a turn of two cards of one rank) is a
loss, its odd card showing first. The suit bet is decided by the same card: its suit wins or loses 1:1,
the other suit of the same colour half, the other colour is a push. Between turns players place bets on
ranks with copies left, add to them and take them back, within the table minimum and maximum and their
money; the house never runs out.

A `CasinoGame` works as the shtoss `Game` does: every action asks its `verify_*` method first, which
raises a `CasinoError` carrying a `CasinoMessage` member and the numbers; `can_*` asks the same method.
An action returns the event records it produced and appends them to `log`; the state changes only by
applying records, so `CasinoGame.replay` rebuilds the same state from the log, which is also the
journal (`CasinoEvent.to_json` / `from_json`). `decide_bet` is the one settlement of a decided bet: the
game and the CLI's `casino` command both call it.

>>> from shtoss_desktop.core.casino.rules import CasinoRules
>>> game = CasinoGame(CasinoRules(), ["You", "Narumov"], shoe=stacked_shoe(6, ["7S", "QH"]))
>>> [e.kind for e in game.place_bet("You", Rank.QUEEN, 20, Suit.HEARTS, 8)]
['bet_placed']
>>> game.balance("You")
972
>>> decided = [e for e in game.deal_turn() if isinstance(e, BetDecided)]
>>> decided[0].outcome, decided[0].gain, decided[0].suit_outcome, decided[0].suit_gain
(<BetOutcome.WON: 'won'>, 20, <SuitOutcome.WON: 'won'>, 8)
>>> game.balance("You"), game.house_result
(1028, -28)
"""

from __future__ import annotations

import dataclasses
import enum
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import ClassVar, Final

from shtoss_desktop.core.cards import Card, Rank, Suit, make_deck, shuffled_order
from shtoss_desktop.core.casino.errors import CasinoError, CasinoMessage
from shtoss_desktop.core.casino.odds import RankOdds, SuitOdds, rank_odds, suit_odds
from shtoss_desktop.core.casino.rules import SHOE_DECKS, CasinoRules
from shtoss_desktop.core.machine import Machine, Record, RecordFamily, ValueType, asks
from shtoss_desktop.core.seats import SetupError, SetupMessage, check_names

HOUSE: Final = "house"
"""The house's id (in the CLI's `net`); no player may take it."""

EXPECT_RANK: Final = "a rank letter: 2-9, T, J, Q, K or A"
"""What `RecordMessage.VALUE` says a record's rank must be (the other expectations are `machine.Expected`)."""


class Box(enum.StrEnum):
    """The dealer's two boxes, where the cards of a turn go."""

    LOSS = "loss"
    """Проигрыш: the odd positions; a bet decided here is the house's."""
    WIN = "win"
    """Выигрыш: the even positions; a bet decided here is paid 1:1."""


class BetOutcome(enum.StrEnum):
    """How a rank bet was decided."""

    WON = "won"
    """Its rank came out on the win box: paid 1:1."""
    LOST = "lost"
    """Its rank came out on the loss box (a plié included): the house takes it."""


class SuitOutcome(enum.StrEnum):
    """How a suit bet was decided, by the card that decided its rank bet."""

    WON = "won"
    """The chosen suit, on win: paid 1:1."""
    LOST = "lost"
    """The chosen suit, on loss: the house takes it."""
    HALF_WON = "half_won"
    """The other suit of the same colour, on win: half the suit bet is paid."""
    HALF_LOST = "half_lost"
    """The other suit of the same colour, on loss: half the suit bet is lost."""
    PUSH = "push"
    """The other colour: the suit bet is returned."""


class CasinoPhase(enum.StrEnum):
    """Where the session stands."""

    BETTING = "betting"
    """A shoe with cards left: bets may be placed, changed and taken back, and the next turn dealt."""
    SHOE_OVER = "shoe_over"
    """Every card of the shoe is dealt (every bet decided): a new shoe comes next."""
    OVER = "over"
    """The session has ended."""


# ----- the shoe -----


def make_shoe(decks: int) -> tuple[Card, ...]:
    """A fresh shoe of `decks` 52-card decks, deck after deck, each in the fresh deck's order."""
    _check_decks(decks)
    return make_deck(52) * decks


def shuffled_shoe(decks: int, rng: random.Random) -> tuple[Card, ...]:
    """A shoe of `decks` decks in the order `rng` shuffles it (every order equally likely, as the shtoss
    deck: a seeded `Random` repeats, a `SystemRandom` draws from the system)."""
    shoe = make_shoe(decks)
    return tuple(shoe[i] for i in shuffled_order(len(shoe), rng))


def check_shoe(order: Sequence[Card], decks: int) -> None:
    """Raise `CasinoError` (BAD_SHOE) unless `order` holds each of the 52 cards exactly `decks` times."""
    _check_decks(decks)
    counts = Counter(order)
    if len(order) != 52 * decks or any(counts[card] != decks for card in make_deck(52)):
        raise CasinoError(CasinoMessage.BAD_SHOE, decks=decks)


def _check_decks(decks: int) -> None:
    if decks not in SHOE_DECKS:
        raise CasinoError(CasinoMessage.DECKS, decks=decks)


def stacked_shoe(decks: int, top: Iterable[Card | str]) -> tuple[Card, ...]:
    """A shoe of `decks` decks whose first cards are `top` (cards or notation), the rest in the fresh
    shoe's order: golden tests stack the shoe this way.

    >>> [str(c) for c in stacked_shoe(6, ["QH", "QS", "2S"])[:5]]
    ['QH', 'QS', '2S', '2H', '2D']
    """
    rest = list(make_shoe(decks))
    first = [card if isinstance(card, Card) else Card.parse(card) for card in top]
    for card in first:
        rest.remove(card)  # a ValueError if `top` holds a card more often than the shoe does
    return (*first, *rest)


def deciding_position(shoe: Sequence[Card], rank: Rank, dealt: int = 0) -> int | None:
    """The position (from 1) of the first card of `rank` after the first `dealt` cards, or None."""
    for index in range(dealt, len(shoe)):
        if shoe[index].rank is rank:
            return index + 1
    return None


# ----- settling one bet -----


@dataclass(frozen=True, slots=True)
class BetDecision:
    """How one bet was decided by its deciding card: the rank bet and, if any, its suit bet."""

    outcome: BetOutcome
    """Won (even position) or lost (odd position)."""
    box: Box
    """The box the deciding card went to."""
    gain: int
    """The player's signed gain on the rank bet: +amount or -amount."""
    suit_outcome: SuitOutcome | None
    """How the suit bet went (None without one)."""
    suit_gain: int
    """The player's signed gain on the suit bet (0 without one, or on a push)."""


def decide_bet(*, position: int, deciding_card: Card, amount: int, suit: Suit | None = None,
               suit_amount: int = 0) -> BetDecision:
    """Settle a bet whose rank first came out at `position` as `deciding_card` (RULES.md section 4.8).

    A plié needs no argument: its first card is at an odd position, which loses like any card on loss.

    >>> d = decide_bet(position=3, deciding_card=Card.parse("7S"), amount=10, suit=Suit.CLUBS, suit_amount=8)
    >>> d.outcome, d.gain, d.suit_outcome, d.suit_gain
    (<BetOutcome.LOST: 'lost'>, -10, <SuitOutcome.HALF_LOST: 'half_lost'>, -4)
    """
    won = position % 2 == 0
    sign = 1 if won else -1
    suit_outcome: SuitOutcome | None = None
    suit_gain = 0
    if suit is not None:
        if deciding_card.suit is suit:
            suit_outcome = SuitOutcome.WON if won else SuitOutcome.LOST
            suit_gain = sign * suit_amount
        elif deciding_card.suit.colour is suit.colour:
            suit_outcome = SuitOutcome.HALF_WON if won else SuitOutcome.HALF_LOST
            suit_gain = sign * (suit_amount // 2)  # suit bets are even: the half is whole
        else:
            suit_outcome = SuitOutcome.PUSH
    return BetDecision(BetOutcome.WON if won else BetOutcome.LOST, Box.WIN if won else Box.LOSS,
                       sign * amount, suit_outcome, suit_gain)


@dataclass(frozen=True, slots=True)
class Bet:
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


# ----- the event records -----


_RANK_TEXT: Final = {rank.char: rank for rank in Rank}



def _read_rank(value: object) -> Rank | None:
    return _RANK_TEXT.get(value) if isinstance(value, str) else None


RANK_VALUE: Final = ValueType(write=lambda rank: rank.char, read=_read_rank, expected=EXPECT_RANK)
"""A `Rank` in a casino record: its letter (`7`, `T`, `Q`)."""


@dataclass(frozen=True, slots=True)
class CasinoEvent(Record):
    """The base of every casino record. A rank is written as its letter (`7`, `T`, `Q`), the rest as the
    shtoss records write it; `CasinoEvent.from_json` reads any casino record by its `kind`.

    >>> CasinoEvent.from_json({"kind": "shoe_ended", "shoe_number": 1, "turns": 156})
    ShoeEnded(shoe_number=1, turns=156)
    """

    kind: ClassVar[str] = "casino_event"


@dataclass(frozen=True, slots=True)
class CasinoSessionStarted(CasinoEvent):
    """The players sit down at the casino table."""

    kind: ClassVar[str] = "casino_session_started"
    players: tuple[str, ...]
    """Every player, in seat order."""
    balances: tuple[tuple[str, int], ...]
    """Each player's starting money."""


@dataclass(frozen=True, slots=True)
class ShoeShuffled(CasinoEvent):
    """A new shoe is shuffled and put in the dealing box."""

    kind: ClassVar[str] = "shoe_shuffled"
    shoe_number: int
    """The shoe, counted from 1 in the session."""
    order: tuple[Card, ...]
    """The shoe in dealing order, position 1 first (the journal keeps it; a view must not show it)."""


@dataclass(frozen=True, slots=True)
class BetPlaced(CasinoEvent):
    """A player put a bet on a rank spot (and perhaps a suit bet on a suit spot with it)."""

    kind: ClassVar[str] = "bet_placed"
    player: str
    """The player."""
    rank: Rank
    """The rank spot."""
    amount: int
    """The rank bet."""
    suit: Suit | None
    """The suit spot (None without a suit bet)."""
    suit_amount: int
    """The suit bet (0 without one)."""
    entry: int
    """The bet's number in the session."""


@dataclass(frozen=True, slots=True)
class BetChanged(CasinoEvent):
    """A player added to a bet or took part of it back between turns; the fields are the new bet."""

    kind: ClassVar[str] = "bet_changed"
    player: str
    """The player."""
    rank: Rank
    """The rank spot."""
    amount: int
    """The rank bet now."""
    suit: Suit | None
    """The suit spot now (None: no suit bet)."""
    suit_amount: int
    """The suit bet now (0 without one)."""
    change: int
    """The money the player put down (negative: the money he took back)."""


@dataclass(frozen=True, slots=True)
class BetTakenBack(CasinoEvent):
    """A whole bet went back to its player (he took it back, or the session ended)."""

    kind: ClassVar[str] = "bet_taken_back"
    player: str
    """The player."""
    rank: Rank
    """The rank spot."""
    amount: int
    """The rank bet returned."""
    suit: Suit | None
    """The suit spot (None without a suit bet)."""
    suit_amount: int
    """The suit bet returned."""


@dataclass(frozen=True, slots=True)
class TurnDealt(CasinoEvent):
    """The dealer turned two cards: the first to the loss box, the second to the win box."""

    kind: ClassVar[str] = "turn_dealt"
    shoe_number: int
    """The shoe."""
    turn: int
    """The turn, counted from 1 in the shoe."""
    loss_card: Card
    """The card on the loss box (odd position)."""
    win_card: Card
    """The card on the win box (even position)."""
    loss_position: int
    """The loss card's position in the shoe; the win card's is the next."""
    cards_left: int
    """Cards still in the shoe after this turn."""


@dataclass(frozen=True, slots=True)
class BetDecided(CasinoEvent):
    """A bet's rank came out: the rank bet (and its suit bet) is paid or taken and leaves the layout."""

    kind: ClassVar[str] = "bet_decided"
    player: str
    """The player."""
    rank: Rank
    """The rank spot."""
    entry: int
    """The bet's number in the session."""
    outcome: BetOutcome
    """Won or lost."""
    position: int
    """The deciding card's position in the shoe."""
    box: Box
    """The box the deciding card went to."""
    deciding_card: Card
    """The card that decided it."""
    plie: bool
    """The deciding card was the loss card of a turn of two cards of this rank."""
    amount: int
    """The rank bet."""
    gain: int
    """The player's signed gain on the rank bet."""
    suit: Suit | None
    """The suit spot (None without a suit bet)."""
    suit_amount: int
    """The suit bet (0 without one)."""
    suit_outcome: SuitOutcome | None
    """How the suit bet went (None without one)."""
    suit_gain: int
    """The player's signed gain on the suit bet."""

    @property
    def returned(self) -> int:
        """What goes back to the player from the layout: the bet and its winnings (0 when all is lost)."""
        return self.amount + self.gain + self.suit_amount + self.suit_gain


@dataclass(frozen=True, slots=True)
class ShoeEnded(CasinoEvent):
    """The last card of the shoe is dealt; every bet is decided."""

    kind: ClassVar[str] = "shoe_ended"
    shoe_number: int
    """The shoe."""
    turns: int
    """How many turns it had."""


@dataclass(frozen=True, slots=True)
class CasinoSessionEnded(CasinoEvent):
    """The session is over; every balance is final."""

    kind: ClassVar[str] = "casino_session_ended"
    balances: tuple[tuple[str, int], ...]
    """Every player's final money."""
    house_result: int
    """The house's gain over the session (negative: the players won)."""


CASINO_EVENTS: Final = RecordFamily(
    CasinoEvent,
    (CasinoSessionStarted, ShoeShuffled, BetPlaced, BetChanged, BetTakenBack, TurnDealt, BetDecided, ShoeEnded,
     CasinoSessionEnded),
    {Rank: RANK_VALUE},
)
"""The casino records, read by `CasinoEvent.from_json`."""

CASINO_EVENT_TYPES: Final[dict[str, type[Record]]] = CASINO_EVENTS.types
"""Every kind of casino record, by its `kind` (none shares a kind with a shtoss record)."""


# ----- the game -----


@dataclass
class _State:
    """Everything the casino records change."""

    players: tuple[str, ...] = ()
    """Every player, in seat order."""
    balances: dict[str, int] = field(default_factory=dict)
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
    gone: Counter[Rank] = field(default_factory=Counter)
    """How many cards of each rank the shoe has dealt."""
    bets: dict[tuple[str, Rank], Bet] = field(default_factory=dict)
    """The bets on the layout, by player and rank."""
    next_entry: int = 1
    """The number the next bet gets."""

    def copy(self) -> _State:
        """A copy that changes on its own."""
        return dataclasses.replace(self, balances=dict(self.balances), gone=Counter(self.gone), bets=dict(self.bets))


class CasinoGame(Machine[CasinoEvent, Record, CasinoRules]):
    """One casino stos session at one table: the players' balances, the shoe, the bets, the house's result.

    Money is conserved: the players' balances, the bets on the layout and the house's result always add up
    to the players' starting money. Balances never go below zero (a bet needs the money).
    """

    refusal: ClassVar[type[CasinoError]] = CasinoError
    start_record: ClassVar[type[CasinoEvent]] = CasinoSessionStarted

    def __init__(
        self,
        rules: CasinoRules,
        players: Sequence[str],
        *,
        rng: random.Random | None = None,
        balances: Mapping[str, int] | None = None,
        shoe: Sequence[Card] | None = None,
    ) -> None:
        """Seat `players` (1 to the rules' computer players and one more; each with the rules' capital unless
        `balances`, for tests, says otherwise) and shuffle the first shoe: `shoe` is a given order (tests
        stack it), else `rng` shuffles (by default `random.SystemRandom`, as for the shtoss deck).
        """
        self._seat(rules, rng)
        players = tuple(players)
        check_names(players, reserved=(HOUSE,))
        if not 1 <= len(players) <= rules.players + 1:
            raise SetupError(SetupMessage.CASINO_SEATS, ("players",), minimum=1, maximum=rules.players + 1,
                             players=len(players))
        start = dict.fromkeys(players, rules.capital) | dict(balances or {})
        for player in players:
            if start[player] < 0:
                raise SetupError(SetupMessage.NEGATIVE_BALANCE, ("balances", player), player=player,
                                 balance=start[player])
        self._emit(CasinoSessionStarted(players, tuple((p, start[p]) for p in players)))
        self.new_shoe(shoe)

    def _seat(self, rules: CasinoRules, rng: random.Random | None) -> None:
        super().__init__()
        self.rules = rules
        """The table's rules."""
        self.rng = rng if rng is not None else random.SystemRandom()
        """Shuffles the shoes not given."""
        self._state = _State()

    @classmethod
    def _blank(cls, rules: CasinoRules) -> CasinoGame:
        game = cls.__new__(cls)
        game._seat(rules, None)
        return game

    def _save(self) -> _State:
        return self._state.copy()

    def _load(self, saved: object) -> None:
        assert isinstance(saved, _State)
        self._state = saved.copy()

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
            new = dataclasses.replace(old, amount=event.amount, suit=event.suit, suit_amount=event.suit_amount)
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

    # ----- bets -----

    def _verify_betting(self, player: str) -> None:
        s = self._state
        if s.phase is CasinoPhase.OVER:
            raise CasinoError(CasinoMessage.SESSION_OVER)
        if s.phase is CasinoPhase.SHOE_OVER:
            raise CasinoError(CasinoMessage.SHOE_OVER)
        if player not in s.balances:
            raise CasinoError(CasinoMessage.NOT_PLAYER, player=player)

    def _verify_amounts(self, player: str, amount: int, suit: Suit | None, suit_amount: int, needed: int) -> None:
        """The checks every new shape of a bet passes: its parts, the table limits, then the money."""
        if amount < 1:
            raise CasinoError(CasinoMessage.AMOUNT_MIN, amount=amount)
        if (suit is None) != (suit_amount == 0):
            raise CasinoError(CasinoMessage.SUIT_WITHOUT_AMOUNT)
        if suit is not None and (suit_amount < 2 or suit_amount % 2):
            raise CasinoError(CasinoMessage.SUIT_EVEN, amount=suit_amount)
        total = amount + suit_amount
        if total < self.rules.table_minimum:
            raise CasinoError(CasinoMessage.BELOW_MINIMUM, total=total, minimum=self.rules.table_minimum)
        if total > self.rules.table_maximum:
            raise CasinoError(CasinoMessage.ABOVE_MAXIMUM, total=total, maximum=self.rules.table_maximum)
        balance = self._state.balances[player]
        if needed > balance:
            raise CasinoError(CasinoMessage.BALANCE, player=player, balance=balance, needed=needed)

    def verify_place_bet(self, player: str, rank: Rank, amount: int, suit: Suit | None = None,
                         suit_amount: int = 0) -> None:
        """Raise `CasinoError` naming the rule if this new bet may not be placed now.

        The checks, in order: the session and the shoe, the player, copies of the rank left, no bet of
        his on the rank yet, the rank bet at least 1, a suit bet with both suit and amount, even and at
        least 2, the whole bet within the table limits, and his money.
        """
        self._verify_betting(player)
        if self.copies_left(rank) == 0:
            raise CasinoError(CasinoMessage.RANK_GONE, rank=rank.char)
        if (player, rank) in self._state.bets:
            raise CasinoError(CasinoMessage.ALREADY_BET, player=player, rank=rank.char)
        self._verify_amounts(player, amount, suit, suit_amount, amount + suit_amount)

    can_place_bet = asks(verify_place_bet)

    def place_bet(self, player: str, rank: Rank, amount: int, suit: Suit | None = None,
                  suit_amount: int = 0) -> list[CasinoEvent]:
        """Put a bet on `rank` (and a suit bet on `suit` with it); the money leaves the player's balance."""
        self.verify_place_bet(player, rank, amount, suit, suit_amount)
        return [self._emit(BetPlaced(player, rank, amount, suit, suit_amount, self._state.next_entry))]

    def _existing(self, player: str, rank: Rank) -> Bet:
        self._verify_betting(player)
        bet = self._state.bets.get((player, rank))
        if bet is None:
            raise CasinoError(CasinoMessage.NO_BET, player=player, rank=rank.char)
        return bet

    def verify_change_bet(self, player: str, rank: Rank, amount: int, suit: Suit | None = None,
                          suit_amount: int = 0) -> None:
        """Raise `CasinoError` if the player's bet on `rank` may not become this bet now (new totals:
        `amount` on the rank, `suit_amount` on `suit`; no suit and 0 drop the suit bet)."""
        old = self._existing(player, rank)
        if (amount, suit, suit_amount) == (old.amount, old.suit, old.suit_amount):
            raise CasinoError(CasinoMessage.NO_CHANGE)
        self._verify_amounts(player, amount, suit, suit_amount, amount + suit_amount - old.total)

    can_change_bet = asks(verify_change_bet)

    def change_bet(self, player: str, rank: Rank, amount: int, suit: Suit | None = None,
                   suit_amount: int = 0) -> list[CasinoEvent]:
        """Make the player's bet on `rank` this bet: the difference leaves or returns to his balance."""
        self.verify_change_bet(player, rank, amount, suit, suit_amount)
        old = self._state.bets[(player, rank)]
        change = amount + suit_amount - old.total
        return [self._emit(BetChanged(player, rank, amount, suit, suit_amount, change))]

    def _added(self, player: str, rank: Rank, amount: int, suit: Suit | None, suit_amount: int) -> Bet:
        """The bet after adding `amount` to the rank bet and `suit_amount` to the suit bet on `suit`."""
        old = self._existing(player, rank)
        if amount < 0 or suit_amount < 0 or (amount == 0 and suit_amount == 0):
            raise CasinoError(CasinoMessage.NO_CHANGE)
        if suit is not None and old.suit is not None and suit is not old.suit:
            raise CasinoError(CasinoMessage.SUIT_CHANGED, suit=old.suit.value, wanted=suit.value)
        new_suit = old.suit if old.suit is not None else suit
        return dataclasses.replace(old, amount=old.amount + amount, suit=new_suit,
                                   suit_amount=old.suit_amount + suit_amount)

    def verify_add_to_bet(self, player: str, rank: Rank, amount: int = 0, suit: Suit | None = None,
                          suit_amount: int = 0) -> None:
        """Raise `CasinoError` if the player may not add `amount` to his bet on `rank` (and `suit_amount`
        to its suit bet: on `suit`, which starts one if he has none) now."""
        new = self._added(player, rank, amount, suit, suit_amount)
        self.verify_change_bet(player, rank, new.amount, new.suit, new.suit_amount)

    can_add_to_bet = asks(verify_add_to_bet)

    def add_to_bet(self, player: str, rank: Rank, amount: int = 0, suit: Suit | None = None,
                   suit_amount: int = 0) -> list[CasinoEvent]:
        """Add to the player's bet on `rank` (a `BetChanged` record with the new totals)."""
        self.verify_add_to_bet(player, rank, amount, suit, suit_amount)
        new = self._added(player, rank, amount, suit, suit_amount)
        return self.change_bet(player, rank, new.amount, new.suit, new.suit_amount)

    def verify_take_back(self, player: str, rank: Rank) -> None:
        """Raise `CasinoError` if the player may not take his bet on `rank` back now."""
        self._existing(player, rank)

    can_take_back = asks(verify_take_back)

    def take_back(self, player: str, rank: Rank) -> list[CasinoEvent]:
        """The player takes his whole bet on `rank` (and its suit bet) back to his balance."""
        self.verify_take_back(player, rank)
        bet = self._state.bets[(player, rank)]
        return [self._emit(BetTakenBack(player, rank, bet.amount, bet.suit, bet.suit_amount))]

    # ----- dealing -----

    def verify_deal_turn(self) -> None:
        """Raise `CasinoError` unless a turn can be dealt (a shoe with cards left, the session going on)."""
        if self._state.phase is CasinoPhase.OVER:
            raise CasinoError(CasinoMessage.SESSION_OVER)
        if self._state.phase is CasinoPhase.SHOE_OVER:
            raise CasinoError(CasinoMessage.SHOE_OVER)

    can_deal_turn = asks(verify_deal_turn)

    def deal_turn(self) -> list[CasinoEvent]:
        """Deal the next two cards, loss then win, and decide every bet on their ranks.

        The records: the turn; the bets on the loss card's rank, in the order placed; the bets on the
        win card's rank (none after a plié: the loss card took them); after the shoe's last card, its end.
        """
        self.verify_deal_turn()
        s = self._state
        index = s.position
        loss, win = s.shoe[index], s.shoe[index + 1]
        events: list[CasinoEvent] = [self._emit(TurnDealt(
            s.shoe_number, s.turns + 1, loss, win, index + 1, len(s.shoe) - index - 2))]
        plie = loss.rank is win.rank
        for position, card in ((index + 1, loss), (index + 2, win)):
            for bet in self.bets_on(card.rank):
                decision = decide_bet(position=position, deciding_card=card, amount=bet.amount, suit=bet.suit,
                                      suit_amount=bet.suit_amount)
                events.append(self._emit(BetDecided(
                    bet.player, bet.rank, bet.entry, decision.outcome, position, decision.box, card,
                    plie and position == index + 1, bet.amount, decision.gain, bet.suit, bet.suit_amount,
                    decision.suit_outcome, decision.suit_gain)))
        if s.position == len(s.shoe):
            events.append(self._emit(ShoeEnded(s.shoe_number, s.turns)))
        return events

    def verify_new_shoe(self, order: Sequence[Card] | None = None) -> None:
        """Raise `CasinoError` unless a new shoe may be shuffled now (the last one dealt out) in `order`."""
        s = self._state
        if s.phase is CasinoPhase.OVER:
            raise CasinoError(CasinoMessage.SESSION_OVER)
        if s.phase is CasinoPhase.BETTING:
            raise CasinoError(CasinoMessage.SHOE_NOT_OVER, cards=self.cards_left)
        if order is not None:
            check_shoe(order, self.rules.decks)

    can_new_shoe = asks(verify_new_shoe)

    def new_shoe(self, order: Sequence[Card] | None = None) -> list[CasinoEvent]:
        """Shuffle the next shoe (`order` given, or shuffled by the game's generator)."""
        self.verify_new_shoe(order)
        shoe = tuple(order) if order is not None else shuffled_shoe(self.rules.decks, self.rng)
        return [self._emit(ShoeShuffled(self._state.shoe_number + 1, shoe))]

    def verify_end_session(self) -> None:
        """Raise `CasinoError` if the session is already over."""
        if self._state.phase is CasinoPhase.OVER:
            raise CasinoError(CasinoMessage.SESSION_OVER)

    can_end_session = asks(verify_end_session)

    def end_session(self) -> list[CasinoEvent]:
        """End the session: every bet still on the layout goes back to its player, then the final balances."""
        self.verify_end_session()
        events: list[CasinoEvent] = [
            self._emit(BetTakenBack(bet.player, bet.rank, bet.amount, bet.suit, bet.suit_amount))
            for bet in self.bets
        ]
        s = self._state
        events.append(self._emit(CasinoSessionEnded(tuple((p, s.balances[p]) for p in s.players), s.house_result)))
        return events
