"""The deal and the talia as a state machine of events (RULES.md sections 2 to 4.7).

A `Game` is one session at one table. Every action (`place_stake`, `cut`, `deal_abzug`,
`bend_paroli`, ...) first asks its `verify_*` method, which raises a `GameError` with a message a
person understands; `can_*` asks the same method. An action returns the event records it produced
and appends them to `log`; the state changes only by applying records, so `Game.replay` rebuilds
the identical state from the log.

Money is conserved: the players' balances, the bank, the stakes on the table and the winnings
waiting on the table always add up to the players' capital.

>>> from shtoss_desktop.core.cards import Card
>>> game = Game(HouseRules(), ["banker", "Hermann"], rng=random.Random(7))
>>> [e.kind for e in game.place_stake("Hermann", [Card.parse("3S")], 6)]
['stake_placed']
>>> game.shuffle([Card.parse(c) for c in "3H QS 7D AC".split()] + [c for c in make_deck(52)
...     if str(c) not in ("3H", "QS", "7D", "AC")])[0].kind
'shuffled'
>>> kinds = [e.kind for e in game.cut(0)]
>>> decided = [e for e in game.deal_abzug() if isinstance(e, StakeDecided)]
>>> decided[0].outcome, decided[0].position, decided[0].amount
(<Outcome.KILLED: 'killed'>, 1, -6)
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from shtoss_desktop.core.cards import Card, CardError, check_in_deck, make_deck, shuffled_deck
from shtoss_desktop.core.shtoss.events import (
    AtandeCalled,
    BankBroken,
    BankerRotated,
    BankPutUp,
    BankReturned,
    CardDealt,
    DealFinished,
    DeckCut,
    EndReason,
    Event,
    LobAndSonikShown,
    OfferReason,
    PaixMade,
    ParoliBent,
    Pile,
    PremiumPaid,
    PunterLeft,
    RulesChanged,
    SessionEnded,
    SessionStarted,
    Shuffled,
    StakeDecided,
    StakeOffered,
    StakePlaced,
    StakeRefused,
    StakeReturned,
    WinningsPickedUp,
)
from shtoss_desktop.core.shtoss.rules import BankerRotation, BankFormation, HouseRules, PremiumEvent, family_bank_share
from shtoss_desktop.core.shtoss.settle import Outcome, decide, signed_amount


class GameError(ValueError):
    """An action is not allowed now. `template` (a `GameMessage`) and `params` let the interface translate it.

    A parameter is a number, a string, a `GameMessage` (the `why` of a kush limit) or a `DivisorReason`
    (data the interface puts into its own words; its `str()` is the English). Messages of the set-up
    (no banker, a bad log) are plain English: only a program, not a player, can cause them.
    """

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params
        self.message = template.format(**params)
        super().__init__(self.message)


class StakeError(GameError):
    """A stake breaks a rule (its kush, its cards, the bank limit, the punter's money, ...)."""


@enum.unique
class GameMessage(enum.StrEnum):
    """Every message template of `GameError`: the value is the English (what the CLI prints), the member
    is what the interface looks its translation up by (`shtoss_desktop.app.shtoss.messages`, context "game")."""

    NOT_PLAYER = "{player} is not at this table"
    NOT_PUNTER = "{player} is the banker, not a punter"
    PUNTER_LEFT = "{player} has left the table"
    SESSION_OVER = "the session is over"
    OFFER_PENDING = "the banker must first answer {punter}'s stake"
    NO_OFFER = "no stake is waiting for the banker's answer"
    AFTER_CUT = "the deck is cut: no stake may be placed or changed until the deal is over"
    BANK_BROKEN_NOW = "the bank is broken: the banker must first put up a new bank or give it up"
    CARDS_COUNT = "stake one card, or two cards of one rank as a pair"
    PAIR_RANK = "the two cards of a pair must have the same rank and different suits"
    NO_PAIRS = "pair bets are not allowed at this table"
    NOT_IN_DECK = "{card} is not in a {size}-card deck"
    CARD_STAKED = "{card} is already staked by {punter}"
    RANK_STAKED = "{punter} already has a {rank} staked: two cards of one rank are a pair, staked together"
    KUSH_MIN = "the kush {kush} is below the initial kush {minimum}"
    KUSH_DIVIDES = "the kush {kush} must divide by {divisor} because {reason}"
    KUSH_RAISE = "the kush {kush} is above {punter}'s limit of {limit} ({why})"
    WHY_BASE = "his base kush"
    WHY_AFTER_LOSS = "after a killed card he stakes from his base again"
    WHY_AFTER_VOID = "after a void card he may not raise"
    WHY_AFTER_WIN = "the most a win lets him raise to"
    WHY_NO_RAISING = "raising after a win is not allowed at this table"
    CAPITAL = "{punter} has {balance}, not enough to cover a loss of {loss}"
    REFUSED_ABOVE = "the banker refuses a kush of {kush}: above his limit of {limit}"
    BANK_LIMIT = "the bank {bank} cannot cover it: the stakes could then cost the bank {exposure}"
    TALIA_RANK_GONE = "no {rank} is left in this talia's deck"
    NOT_SHUFFLED_ORDER = "the shuffled deck must hold every card of the {size}-card deck exactly once"
    ALREADY_DEALING = "the deal is under way"
    NOT_DEALING = "no deal is under way: place stakes and cut the deck first"
    NO_STAKES = "there is no stake on the table"
    CUT_RANGE = "the cut must be from 0 to {maximum}, not {position}"
    NO_WIN = "{punter} has no winnings on {card}"
    NO_PAROLI = "paroli is not played at this table"
    MAX_CORNERS = "{card} already has {corners} corners, the most allowed"
    NOT_FULL_WIN = "paroli and paix need a full win (the whole riding amount)"
    BANK_NOT_BROKEN = "the bank is not broken"
    SECOND_BANK_USED = "the bank may be put up again only once"
    CANNOT_AFFORD_BANK = "{banker} has {balance}, less than the initial kush {kush}: he cannot put up a bank"
    UNDECIDED = "{punter} has undecided stakes in this deal"


# The names the CLI, the controller and the tests use.
MSG_NOT_PLAYER: Final = GameMessage.NOT_PLAYER
MSG_NOT_PUNTER: Final = GameMessage.NOT_PUNTER
MSG_PUNTER_LEFT: Final = GameMessage.PUNTER_LEFT
MSG_SESSION_OVER: Final = GameMessage.SESSION_OVER
MSG_OFFER_PENDING: Final = GameMessage.OFFER_PENDING
MSG_NO_OFFER: Final = GameMessage.NO_OFFER
MSG_AFTER_CUT: Final = GameMessage.AFTER_CUT
MSG_BANK_BROKEN_NOW: Final = GameMessage.BANK_BROKEN_NOW
MSG_CARDS_COUNT: Final = GameMessage.CARDS_COUNT
MSG_PAIR_RANK: Final = GameMessage.PAIR_RANK
MSG_NO_PAIRS: Final = GameMessage.NO_PAIRS
MSG_NOT_IN_DECK: Final = GameMessage.NOT_IN_DECK
MSG_CARD_STAKED: Final = GameMessage.CARD_STAKED
MSG_RANK_STAKED: Final = GameMessage.RANK_STAKED
MSG_KUSH_MIN: Final = GameMessage.KUSH_MIN
MSG_KUSH_DIVIDES: Final = GameMessage.KUSH_DIVIDES
MSG_KUSH_RAISE: Final = GameMessage.KUSH_RAISE
MSG_WHY_BASE: Final = GameMessage.WHY_BASE
MSG_WHY_AFTER_LOSS: Final = GameMessage.WHY_AFTER_LOSS
MSG_WHY_AFTER_VOID: Final = GameMessage.WHY_AFTER_VOID
MSG_WHY_AFTER_WIN: Final = GameMessage.WHY_AFTER_WIN
MSG_WHY_NO_RAISING: Final = GameMessage.WHY_NO_RAISING
MSG_CAPITAL: Final = GameMessage.CAPITAL
MSG_REFUSED_ABOVE: Final = GameMessage.REFUSED_ABOVE
MSG_BANK_LIMIT: Final = GameMessage.BANK_LIMIT
MSG_TALIA_RANK_GONE: Final = GameMessage.TALIA_RANK_GONE
MSG_NOT_SHUFFLED_ORDER: Final = GameMessage.NOT_SHUFFLED_ORDER
MSG_ALREADY_DEALING: Final = GameMessage.ALREADY_DEALING
MSG_NOT_DEALING: Final = GameMessage.NOT_DEALING
MSG_NO_STAKES: Final = GameMessage.NO_STAKES
MSG_CUT_RANGE: Final = GameMessage.CUT_RANGE
MSG_NO_WIN: Final = GameMessage.NO_WIN
MSG_NO_PAROLI: Final = GameMessage.NO_PAROLI
MSG_MAX_CORNERS: Final = GameMessage.MAX_CORNERS
MSG_NOT_FULL_WIN: Final = GameMessage.NOT_FULL_WIN
MSG_BANK_NOT_BROKEN: Final = GameMessage.BANK_NOT_BROKEN
MSG_SECOND_BANK_USED: Final = GameMessage.SECOND_BANK_USED
MSG_CANNOT_AFFORD_BANK: Final = GameMessage.CANNOT_AFFORD_BANK
MSG_UNDECIDED: Final = GameMessage.UNDECIDED


class Phase(enum.StrEnum):
    """Where the session stands."""

    STAKING = "staking"
    """Before the cut: punters place stakes, pick up winnings, bend corners."""
    DEALING = "dealing"
    """The deck is cut and dealt abzug by abzug (in a talia, stakes go on between abzugs)."""
    BANK_BROKEN = "bank_broken"
    """The bank is broken: the banker puts up a new bank or gives it up."""
    OVER = "over"
    """The session has ended."""


@dataclass(frozen=True, slots=True)
class Stake:
    """An undecided card on the table."""

    punter: str
    """Its punter."""
    card: Card
    """The card, face down."""
    kush: int
    """The kush as placed (premiums and the raise rule use it)."""
    riding: int
    """The amount at risk: the kush, or the pile under paroli."""
    entry: int
    """The stake's number in the session."""
    pair: bool = False
    """One card of a pair."""
    corners: int = 0
    """Paroli corners bent."""
    paix: bool = False
    """It rides on winnings after a paix."""


@dataclass(frozen=True, slots=True)
class Winnings:
    """A given card whose stake and winnings wait on the table for the punter's choice."""

    punter: str
    """Its punter."""
    card: Card
    """The card."""
    kush: int
    """The kush as placed."""
    riding: int
    """The amount that rode on it."""
    won: int
    """What it won."""
    entry: int
    """The stake's number."""
    corners: int
    """Its corners when it won."""

    @property
    def full(self) -> bool:
        """A full win: exactly the riding amount (not reduced by thirds, not the thirteenth's double)."""
        return self.won == self.riding

    @property
    def total(self) -> int:
        """Stake and winnings together."""
        return self.riding + self.won


@dataclass(frozen=True, slots=True)
class LastResult:
    """A punter's most recently decided card, which limits his next kush (section 4.3)."""

    kush: int
    """Its kush as placed."""
    outcome: Outcome
    """How it was decided."""
    won: int
    """What it won (0 unless given)."""


@dataclass(frozen=True, slots=True)
class Offer:
    """A stake waiting for the banker's consent."""

    punter: str
    """The punter."""
    cards: tuple[Card, ...]
    """The cards."""
    kush: int
    """The kush per card."""
    reasons: tuple[OfferReason, ...]
    """Why the banker is asked."""


@dataclass(slots=True)
class _State:
    """Everything the records change; `Game.state()` hands out a frozen copy."""

    rules: HouseRules
    players: tuple[str, ...] = ()
    banker: str = ""
    punter_seats: tuple[str, ...] = ()
    left: frozenset[str] = frozenset()
    balances: dict[str, int] = field(default_factory=dict)
    bank: int = 0
    second_bank_used: bool = False
    stakes: tuple[Stake, ...] = ()
    winnings: tuple[Winnings, ...] = ()
    offer: Offer | None = None
    phase: Phase = Phase.STAKING
    shuffled: tuple[Card, ...] = ()
    deck: tuple[Card, ...] = ()
    dealt: int = 0
    deal_number: int = 0
    next_entry: int = 1
    bases: dict[str, int] = field(default_factory=dict)
    last_results: dict[str, LastResult] = field(default_factory=dict)
    series_runs: dict[str, int] = field(default_factory=dict)
    deal_results: dict[str, tuple[Outcome, ...]] = field(default_factory=dict)
    deal_first_entries: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class GameState:
    """A frozen view of a session: what the table shows and what the rules ask."""

    rules: HouseRules
    """The rules in force."""
    players: tuple[str, ...]
    """Every player, in the order the bank rotates."""
    banker: str
    """Who holds the bank."""
    punter_seats: tuple[str, ...]
    """The punters' seats in order (including those who left)."""
    left: frozenset[str]
    """Punters who have left the table."""
    balances: tuple[tuple[str, int], ...]
    """Each player's money off the table, in player order."""
    bank: int
    """The bank."""
    second_bank_used: bool
    """The banker has put up his one new bank."""
    stakes: tuple[Stake, ...]
    """Undecided cards on the table, in the order staked."""
    winnings: tuple[Winnings, ...]
    """Given cards whose money waits on the table."""
    offer: Offer | None
    """A stake waiting for the banker."""
    phase: Phase
    """Where the session stands."""
    deck: tuple[Card, ...]
    """The deck being dealt (after the cut), position 1 first; empty before the first cut."""
    dealt: int
    """How many of its cards are dealt."""
    deal_number: int
    """The current or last deal (talia), from 1; 0 before the first."""
    bases: tuple[tuple[str, int], ...]
    """Each punter's base kush (his first stake)."""
    last_results: tuple[tuple[str, LastResult], ...]
    """Each punter's most recently decided card."""
    series_runs: tuple[tuple[str, int], ...]
    """Each punter's current run of given cards."""

    def balance(self, player: str) -> int:
        """A player's money off the table."""
        return dict(self.balances)[player]

    @property
    def right_pile(self) -> tuple[Card, ...]:
        """The banker's pile (odd positions), first dealt first."""
        return self.deck[0 : self.dealt : 2]

    @property
    def left_pile(self) -> tuple[Card, ...]:
        """The punters' pile (even positions), first dealt first."""
        return self.deck[1 : self.dealt : 2]

    @property
    def remaining(self) -> tuple[Card, ...]:
        """The cards still in the banker's hand."""
        return self.deck[self.dealt :]

    @property
    def on_table(self) -> int:
        """The money on the table: stakes and waiting winnings."""
        return sum(s.riding for s in self.stakes) + sum(w.total for w in self.winnings)

    @property
    def total_money(self) -> int:
        """Balances, bank and table together: never changes in a session."""
        return sum(b for _, b in self.balances) + self.bank + self.on_table


def cut_deck(order: Sequence[Card], position: int) -> tuple[Card, ...]:
    """The deck after moving `position` cards from the top to the bottom (снять колоду)."""
    return (*order[position:], *order[:position])


def _raise_limit(kush: int, won: int, divisor: int) -> int:
    """k × (1 + min(won, k) ÷ k), rounded down to a kush the rules accept (section 4.3)."""
    limit = kush + min(won, kush)
    return limit - limit % divisor


class Game:
    """One session of shtoss at one table: a banker, punters, and the deals between them."""

    def __init__(
        self,
        rules: HouseRules,
        players: Sequence[str],
        *,
        banker: str | None = None,
        rng: random.Random | None = None,
        balances: Mapping[str, int] | None = None,
        opening_bank: int | None = None,
        _replaying: bool = False,
    ) -> None:
        """Seat `players` (the banker among them, the first by default) and put up the first bank.

        `rng` shuffles the deck; by default it draws every shuffle from the operating system's
        entropy (`random.SystemRandom`), as one seed could reach only a vanishing share of the orders.
        `balances` overrides the players' starting money (default: the rules' capital each), and
        `opening_bank` makes the banker put up exactly that amount whatever the bank formation
        (the CLI's `settle` uses both).
        """
        if len(players) < 2 or len(set(players)) != len(players):
            raise GameError("a table needs a banker and at least one punter, each with a different name")
        banker = players[0] if banker is None else banker
        if banker not in players:
            raise GameError(MSG_NOT_PLAYER, player=banker)
        self.rng = rng if rng is not None else random.SystemRandom()
        self._state = _State(rules=rules)
        self._log: list[Event] = []
        if not _replaying:
            start = dict.fromkeys(players, rules.capital) | dict(balances or {})
            self._emit(SessionStarted(tuple(players), banker, tuple((p, start[p]) for p in players)))
            if opening_bank is None:
                self._put_up_bank(second=False)
            else:
                self._emit(BankPutUp(banker, opening_bank, ((banker, opening_bank),), False))

    # ----- the log -----

    @property
    def log(self) -> tuple[Event, ...]:
        """Every record so far, in order."""
        return tuple(self._log)

    @classmethod
    def replay(cls, rules: HouseRules, log: Sequence[Event]) -> Game:
        """A game rebuilt by applying `log` to a fresh table; its state equals the original's.

        `rules` are the rules the session started with (`RulesChanged` records carry later ones).
        """
        first = log[0]
        if not isinstance(first, SessionStarted):
            raise GameError("a session's log starts with the players sitting down")
        game = cls(rules, first.players, banker=first.banker, _replaying=True)
        for event in log:
            game.apply(event)
        return game

    def apply(self, event: Event) -> None:
        """Apply one recorded event exactly as the game that made it did, and log it.

        This is a replay step: a view that follows a game record by record (to animate each step)
        keeps its own copy this way. It does not check legality; the record was legal when made.
        """
        self._emit(event)

    def _emit(self, event: Event) -> Event:
        self._apply(event)
        self._log.append(event)
        return event

    def _apply(self, event: Event) -> None:
        s = self._state
        if isinstance(event, SessionStarted):
            s.players = event.players
            s.banker = event.banker
            s.punter_seats = tuple(p for p in event.players if p != event.banker)
            s.balances = dict(event.balances)
        elif isinstance(event, BankPutUp):
            for player, amount in event.contributions:
                s.balances[player] -= amount
                s.bank += amount
            if event.second:
                s.second_bank_used = True
            if s.phase is Phase.BANK_BROKEN:
                s.phase = Phase.STAKING
        elif isinstance(event, StakeOffered):
            s.offer = Offer(event.punter, event.cards, event.kush, event.reasons)
        elif isinstance(event, StakeRefused):
            s.offer = None
        elif isinstance(event, StakePlaced):
            s.offer = None
            s.balances[event.punter] -= event.kush * len(event.cards)
            pair = len(event.cards) == 2
            s.stakes += tuple(Stake(event.punter, c, event.kush, event.kush, event.entry, pair) for c in event.cards)
            s.next_entry = event.entry + 1
            s.bases.setdefault(event.punter, event.kush)
        elif isinstance(event, Shuffled):
            s.shuffled = event.order
        elif isinstance(event, DeckCut):
            s.deck = event.deck
            s.dealt = 0
            s.deal_number = event.deal_number
            s.phase = Phase.DEALING
            s.shuffled = ()
            s.deal_results = {}
            s.deal_first_entries = {}
        elif isinstance(event, CardDealt):
            s.dealt = event.position
        elif isinstance(event, StakeDecided):
            self._apply_decision(event)
        elif isinstance(event, PremiumPaid):
            s.bank -= event.amount
            s.balances[event.punter] += event.amount
        elif isinstance(event, WinningsPickedUp):
            s.winnings = tuple(w for w in s.winnings if not (w.punter == event.punter and w.card == event.card))
            s.balances[event.punter] += event.amount
        elif isinstance(event, ParoliBent | PaixMade):
            win = self._winnings(event.punter, event.card)
            s.winnings = tuple(w for w in s.winnings if w is not win)
            returned = event.returned if isinstance(event, PaixMade) else 0
            s.balances[event.punter] += returned
            corners = event.corners if isinstance(event, ParoliBent) else win.corners
            s.stakes += (Stake(event.punter, event.card, win.kush, event.riding, win.entry, False, corners,
                               isinstance(event, PaixMade)),)
        elif isinstance(event, StakeReturned):
            s.stakes = tuple(st for st in s.stakes if not (st.punter == event.punter and st.card == event.card))
            s.balances[event.punter] += event.amount
        elif isinstance(event, DealFinished):
            s.phase = Phase.STAKING
        elif isinstance(event, BankBroken):
            s.phase = Phase.BANK_BROKEN
        elif isinstance(event, BankReturned):
            s.balances[event.banker] += event.amount
            s.bank -= event.amount
        elif isinstance(event, BankerRotated):
            s.banker = event.new_banker
            s.punter_seats = event.punter_seats
            s.second_bank_used = False
            if s.phase is Phase.BANK_BROKEN:
                s.phase = Phase.STAKING
        elif isinstance(event, PunterLeft):
            s.left = s.left | {event.punter}
        elif isinstance(event, RulesChanged):
            s.rules = event.rules
        elif isinstance(event, SessionEnded):
            s.phase = Phase.OVER
            s.offer = None

    def _apply_decision(self, event: StakeDecided) -> None:
        s = self._state
        s.stakes = tuple(st for st in s.stakes if not (st.punter == event.punter and st.card == event.card))
        if event.outcome is Outcome.KILLED:
            s.bank -= event.amount  # the amount is negative: the bank gains
            s.balances[event.punter] += event.riding + event.amount
            s.series_runs[event.punter] = 0
        elif event.outcome is Outcome.GIVEN:
            s.bank -= event.amount
            s.winnings += (Winnings(event.punter, event.card, event.kush, event.riding, event.amount,
                                    event.entry, event.corners),)
            s.series_runs[event.punter] = s.series_runs.get(event.punter, 0) + 1
        else:
            s.balances[event.punter] += event.riding
        s.last_results[event.punter] = LastResult(event.kush, event.outcome, max(event.amount, 0))
        s.deal_results[event.punter] = (*s.deal_results.get(event.punter, ()), event.outcome)
        first = s.deal_first_entries.get(event.punter, event.entry)
        s.deal_first_entries[event.punter] = min(first, event.entry)

    # ----- reading the state -----

    @property
    def rules(self) -> HouseRules:
        """The rules in force."""
        return self._state.rules

    @property
    def phase(self) -> Phase:
        """Where the session stands."""
        return self._state.phase

    @property
    def banker(self) -> str:
        """Who holds the bank."""
        return self._state.banker

    @property
    def punters(self) -> tuple[str, ...]:
        """The punters still at the table, in seat order."""
        return tuple(p for p in self._state.punter_seats if p not in self._state.left)

    @property
    def deal_number(self) -> int:
        """The current or last deal (talia), from 1; 0 before the first."""
        return self._state.deal_number

    @property
    def offer(self) -> Offer | None:
        """A stake waiting for the banker's consent."""
        return self._state.offer

    def state(self) -> GameState:
        """A frozen copy of everything the table shows."""
        s = self._state
        return GameState(
            rules=s.rules, players=s.players, banker=s.banker, punter_seats=s.punter_seats, left=s.left,
            balances=tuple((p, s.balances[p]) for p in s.players), bank=s.bank,
            second_bank_used=s.second_bank_used, stakes=s.stakes, winnings=s.winnings, offer=s.offer,
            phase=s.phase, deck=s.deck, dealt=s.dealt, deal_number=s.deal_number,
            bases=tuple(sorted(s.bases.items())), last_results=tuple(sorted(s.last_results.items())),
            series_runs=tuple(sorted(s.series_runs.items())),
        )

    def balance(self, player: str) -> int:
        """A player's money off the table."""
        return self._state.balances[player]

    @property
    def bank(self) -> int:
        """The bank."""
        return self._state.bank

    def remaining_cards(self) -> tuple[Card, ...]:
        """The cards of this deal still in the banker's hand (empty between deals without talia)."""
        s = self._state
        return s.deck[s.dealt :] if s.phase is Phase.DEALING else ()

    def dealt_cards(self) -> tuple[Card, ...]:
        """The cards of the current deal or talia already dealt."""
        s = self._state
        return s.deck[: s.dealt] if s.phase is Phase.DEALING else ()

    def stakes_of(self, punter: str) -> tuple[Stake, ...]:
        """A punter's undecided cards."""
        return tuple(st for st in self._state.stakes if st.punter == punter)

    def winnings_of(self, punter: str) -> tuple[Winnings, ...]:
        """A punter's given cards whose money waits on the table."""
        return tuple(w for w in self._state.winnings if w.punter == punter)

    def base_kush(self, punter: str) -> int | None:
        """A punter's base (his first stake), or None before it."""
        return self._state.bases.get(punter)

    def kush_limit(self, punter: str) -> tuple[int | None, str]:
        """The largest kush the punter may stake now (None: no limit yet) and the reason (a template).

        Section 4.3: his base after a killed card, k after a void, k + min(won, k) (rounded down to a kush
        the rules accept) after a win. The limit never falls below his base: a small win must not leave him
        worse off than a loss would.
        """
        s = self._state
        base = s.bases.get(punter)
        if base is None:
            return None, MSG_WHY_BASE
        if not s.rules.raise_after_win:
            return base, MSG_WHY_NO_RAISING
        last = s.last_results.get(punter)
        if last is None:
            return base, MSG_WHY_BASE
        if last.outcome is Outcome.KILLED:
            return base, MSG_WHY_AFTER_LOSS
        if last.outcome is Outcome.VOID:
            return max(last.kush, base), MSG_WHY_AFTER_VOID
        return max(_raise_limit(last.kush, last.won, s.rules.kush_divisor), base), MSG_WHY_AFTER_WIN

    def max_payout(self, stake: Stake) -> int:
        """The most the bank could pay on this card from the next card on (section 2, bank limit)."""
        rules, dealt = self._state.rules, self._positions_past(stake)
        riding = stake.riding * (2 if rules.thirteenth_suited_double and dealt < 13 else 1)
        sonik = rules.premium_multiple(PremiumEvent.SONIK_WIN) if dealt < 2 else 0
        series = rules.premium_multiple(PremiumEvent.SERIES)
        return riding + stake.kush * (sonik + series)

    def exposure(self, extra: Sequence[Stake] = ()) -> int:
        """The largest possible payouts of every undecided stake (and `extra`), premiums included.

        This one sum is the bank limit everywhere: a stake, a paroli or a paix is accepted only while
        it stays within the bank, and whenever the bank changes hands or is put up again the rides
        carried into it are held to it too (`_cover_rides`).
        """
        s = self._state
        stakes = (*s.stakes, *extra)
        total = sum(self.max_payout(st) for st in stakes)
        deal_won = s.rules.premium_multiple(PremiumEvent.DEAL_WON)
        if deal_won:
            per_punter: dict[str, int] = {}
            for st in stakes:
                per_punter[st.punter] = per_punter.get(st.punter, 0) + 1
            # Cards already decided in this deal (talia) count towards deal_won too, and the premium
            # stays reserved after a punter's last card is given: it is paid only when the deal ends,
            # so without the reserve a later stake could take the money it needs.
            decided = s.deal_results if s.phase is Phase.DEALING else {}
            total += sum(
                deal_won * s.rules.initial_kush for punter in {*per_punter, *decided}
                if per_punter.get(punter, 0) + len(decided.get(punter, ())) >= 2
                and all(r is Outcome.GIVEN for r in decided.get(punter, ()))
            )
        return total

    def _positions_past(self, stake: Stake) -> int:
        """Positions already past for this stake: 0 before the cut, and 0 for a ride whose rank is
        gone from this talia's deck, since it rides into the next talia from its first card."""
        s = self._state
        if s.phase is not Phase.DEALING:
            return 0
        if s.rules.talia and not any(c.rank is stake.card.rank for c in s.deck[s.dealt :]):
            return 0
        return s.dealt

    def _cover_rides(self) -> list[Event]:
        """Hold the rides on the table to the bank limit after the bank changed hands or was put up
        again: the rides it cannot cover go back to their punters (stake and winnings), the latest
        first, as a stake the bank could not cover would have been refused (section 2)."""
        s = self._state
        events: list[Event] = []
        while s.stakes and self.exposure() > s.bank:
            latest = max(s.stakes, key=lambda st: st.entry)
            events.append(self._emit(StakeReturned(latest.punter, latest.card, latest.riding)))
        return events

    # ----- legality -----

    def _verify_open(self) -> None:
        s = self._state
        if s.phase is Phase.OVER:
            raise GameError(MSG_SESSION_OVER)
        if s.phase is Phase.BANK_BROKEN:
            raise GameError(MSG_BANK_BROKEN_NOW)
        if s.offer is not None:
            raise GameError(MSG_OFFER_PENDING, punter=s.offer.punter)

    def _verify_punter(self, punter: str) -> None:
        s = self._state
        if punter not in s.players:
            raise GameError(MSG_NOT_PLAYER, player=punter)
        if punter == s.banker:
            raise GameError(MSG_NOT_PUNTER, player=punter)
        if punter in s.left:
            raise GameError(MSG_PUNTER_LEFT, player=punter)

    def verify_place_stake(
        self, punter: str, cards: Sequence[Card], kush: int | None = None, *,
        banker_refuses: bool = False, opening: bool = False,
    ) -> None:
        """Raise `StakeError` (or `GameError`) naming the rule if this stake may not be offered now.

        The checks run in the order of the CLI contract (RULES.md 7.2): the cards, the kush, pairs,
        cards or ranks staked twice, the talia's deck, the raise limit, the refusal threshold (only
        with `banker_refuses`, as the computer banker and the CLI apply it), the bank limit and the
        punter's money. `opening` treats the stake as an opening stake (no raise rules), as the
        CLI's `settle` does.
        """
        s, rules = self._state, self._state.rules
        self._verify_open()
        self._verify_punter(punter)
        if s.phase is Phase.DEALING and not rules.talia:
            raise GameError(MSG_AFTER_CUT)
        cards = tuple(cards)
        kush = rules.initial_kush if kush is None else kush
        self._verify_card_shape(cards)
        if kush < rules.initial_kush:
            raise StakeError(MSG_KUSH_MIN, kush=kush, minimum=rules.initial_kush)
        if not rules.kush_divides(kush):
            raise StakeError(MSG_KUSH_DIVIDES, kush=kush, divisor=rules.kush_divisor, reason=rules.divisor_reason())
        if len(cards) == 2 and not rules.pair_bets:
            raise StakeError(MSG_NO_PAIRS)
        self._verify_not_staked(punter, cards)
        in_deck = any(c.rank is cards[0].rank for c in self.remaining_cards())
        if rules.talia and s.phase is Phase.DEALING and not in_deck:
            raise StakeError(MSG_TALIA_RANK_GONE, rank=cards[0].rank.char)
        limit, why = self.kush_limit(punter)
        if not opening and limit is not None and kush > limit:
            raise StakeError(MSG_KUSH_RAISE, kush=kush, punter=punter, limit=limit, why=why)
        if banker_refuses and rules.refuse_above is not None and kush > rules.refuse_above * rules.initial_kush:
            raise StakeError(MSG_REFUSED_ABOVE, kush=kush, limit=rules.refuse_above * rules.initial_kush)
        exposure = self.exposure([Stake(punter, c, kush, kush, 0) for c in cards])
        if exposure > s.bank:
            raise StakeError(MSG_BANK_LIMIT, bank=s.bank, exposure=exposure)
        loss = kush * len(cards)
        if loss > s.balances[punter]:
            raise StakeError(MSG_CAPITAL, punter=punter, balance=s.balances[punter], loss=loss)

    def _verify_card_shape(self, cards: tuple[Card, ...]) -> None:
        rules = self._state.rules
        if len(cards) not in (1, 2):
            raise StakeError(MSG_CARDS_COUNT)
        for card in cards:
            try:
                check_in_deck(card, rules.deck_size)
            except CardError:
                raise StakeError(MSG_NOT_IN_DECK, card=str(card), size=rules.deck_size) from None
        if len(cards) == 2 and (cards[0].rank is not cards[1].rank or cards[0].suit is cards[1].suit):
            raise StakeError(MSG_PAIR_RANK)

    def _verify_not_staked(self, punter: str, cards: tuple[Card, ...]) -> None:
        mine = [st.card for st in self.stakes_of(punter)] + [w.card for w in self.winnings_of(punter)]
        for card in cards:
            if card in mine:
                raise StakeError(MSG_CARD_STAKED, card=str(card), punter=punter)
            if any(other.rank is card.rank for other in mine):
                raise StakeError(MSG_RANK_STAKED, punter=punter, rank=card.rank.char)

    def can_place_stake(
        self, punter: str, cards: Sequence[Card], kush: int | None = None, *,
        banker_refuses: bool = False, opening: bool = False,
    ) -> bool:
        """Whether `verify_place_stake` passes with the same arguments."""
        try:
            self.verify_place_stake(punter, cards, kush, banker_refuses=banker_refuses, opening=opening)
        except GameError:
            return False
        return True

    def offer_reasons(self, punter: str, kush: int) -> tuple[OfferReason, ...]:
        """Why the banker would be asked about this kush (empty: he may not refuse it)."""
        rules = self._state.rules
        reasons = []
        if rules.refuse_above is not None and kush > rules.refuse_above * rules.initial_kush:
            reasons.append(OfferReason.ABOVE_LIMIT)
        base = self._state.bases.get(punter)
        if base is not None and kush > base and not rules.free_kush:
            reasons.append(OfferReason.RAISE)
        return tuple(reasons)

    # ----- stakes -----

    def place_stake(
        self, punter: str, cards: Sequence[Card], kush: int | None = None, *,
        banker_refuses: bool = False, opening: bool = False,
    ) -> list[Event]:
        """Lay one card (or a pair) face down with its kush (the initial kush if None).

        Returns `StakePlaced`, or `StakeOffered` when the banker may refuse it: then he answers with
        `answer_offer`. The keywords are those of `verify_place_stake`.
        """
        self.verify_place_stake(punter, cards, kush, banker_refuses=banker_refuses, opening=opening)
        kush = self._state.rules.initial_kush if kush is None else kush
        reasons = () if opening and banker_refuses else self.offer_reasons(punter, kush)
        if reasons:
            return [self._emit(StakeOffered(punter, tuple(cards), kush, reasons))]
        return [self._emit(StakePlaced(punter, tuple(cards), kush, self._state.next_entry, False))]

    def verify_answer_offer(self) -> None:
        """Raise `GameError` unless a stake waits for the banker."""
        if self._state.offer is None:
            raise GameError(MSG_NO_OFFER)

    def answer_offer(self, accept: bool) -> list[Event]:
        """The banker accepts or refuses the waiting stake."""
        self.verify_answer_offer()
        offer = self._state.offer
        assert offer is not None
        if accept:
            raised = OfferReason.RAISE in offer.reasons
            return [self._emit(StakePlaced(offer.punter, offer.cards, offer.kush, self._state.next_entry, raised))]
        return [self._emit(StakeRefused(offer.punter, offer.cards, offer.kush, offer.reasons))]

    # ----- winnings, paroli, paix -----

    def _winnings(self, punter: str, card: Card) -> Winnings:
        for win in self._state.winnings:
            if win.punter == punter and win.card == card:
                return win
        raise GameError(MSG_NO_WIN, punter=punter, card=str(card))

    def verify_pick_up(self, punter: str, card: Card) -> None:
        """Raise `GameError` unless the punter has winnings waiting on this card."""
        if self._state.phase is Phase.OVER:
            raise GameError(MSG_SESSION_OVER)
        self._winnings(punter, card)

    def can_pick_up(self, punter: str, card: Card) -> bool:
        """Whether `verify_pick_up` passes."""
        try:
            self.verify_pick_up(punter, card)
        except GameError:
            return False
        return True

    def pick_up(self, punter: str, card: Card) -> list[Event]:
        """Take a given card's stake and winnings off the table."""
        self.verify_pick_up(punter, card)
        return self._pick_up([self._winnings(punter, card)])

    def verify_pick_up_all(self, punter: str) -> None:
        """Raise `GameError` unless the punter may take all his waiting winnings (he may have none)."""
        if self._state.phase is Phase.OVER:
            raise GameError(MSG_SESSION_OVER)
        if punter not in self._state.players:
            raise GameError(MSG_NOT_PLAYER, player=punter)

    def can_pick_up_all(self, punter: str) -> bool:
        """Whether `verify_pick_up_all` passes."""
        try:
            self.verify_pick_up_all(punter)
        except GameError:
            return False
        return True

    def pick_up_all(self, punter: str) -> list[Event]:
        """Take every card's stake and winnings waiting for the punter off the table, in table order."""
        self.verify_pick_up_all(punter)
        return self._pick_up(self.winnings_of(punter))

    def _pick_up(self, wins: Sequence[Winnings]) -> list[Event]:
        # A snapshot: each record removes its winnings from the state being iterated.
        return [self._emit(WinningsPickedUp(win.punter, win.card, win.total)) for win in tuple(wins)]

    def verify_bend_paroli(self, punter: str, card: Card) -> None:
        """Raise unless the punter may bend a corner on this card (full win, corners left, bank covers)."""
        self._verify_ride(punter, card)
        win = self._winnings(punter, card)
        if win.corners >= self._state.rules.max_corners:
            raise GameError(MSG_MAX_CORNERS, card=str(card), corners=win.corners)
        self._verify_ride_exposure(win, win.total)

    def can_bend_paroli(self, punter: str, card: Card) -> bool:
        """Whether `verify_bend_paroli` passes."""
        try:
            self.verify_bend_paroli(punter, card)
        except GameError:
            return False
        return True

    def bend_paroli(self, punter: str, card: Card) -> list[Event]:
        """Leave stake and winnings on the card and bend a corner: the riding amount doubles."""
        self.verify_bend_paroli(punter, card)
        win = self._winnings(punter, card)
        return [self._emit(ParoliBent(punter, card, win.corners + 1, win.total))]

    def verify_paix(self, punter: str, card: Card) -> None:
        """Raise unless the punter may take his stake back and let the winnings ride."""
        self._verify_ride(punter, card)
        win = self._winnings(punter, card)
        self._verify_ride_exposure(win, win.won)

    def can_paix(self, punter: str, card: Card) -> bool:
        """Whether `verify_paix` passes."""
        try:
            self.verify_paix(punter, card)
        except GameError:
            return False
        return True

    def paix(self, punter: str, card: Card) -> list[Event]:
        """Take the stake back and let the winnings ride on the card (пе)."""
        self.verify_paix(punter, card)
        win = self._winnings(punter, card)
        return [self._emit(PaixMade(punter, card, win.riding, win.won))]

    def _verify_ride(self, punter: str, card: Card) -> None:
        s = self._state
        self._verify_open()
        if s.phase is Phase.DEALING and not s.rules.talia:
            raise GameError(MSG_AFTER_CUT)
        if not s.rules.paroli:
            raise GameError(MSG_NO_PAROLI)
        if not self._winnings(punter, card).full:
            raise GameError(MSG_NOT_FULL_WIN)

    def _verify_ride_exposure(self, win: Winnings, riding: int) -> None:
        s = self._state
        stake = Stake(win.punter, win.card, win.kush, riding, win.entry)
        exposure = self.exposure([stake])
        if exposure > s.bank:
            raise StakeError(MSG_BANK_LIMIT, bank=s.bank, exposure=exposure)

    # ----- shuffle, cut, deal -----

    def verify_cut(self, position: int | None = None) -> None:
        """Raise unless the deck may be cut now (stakes on the table, no deal under way)."""
        s = self._state
        self._verify_open()
        if s.phase is Phase.DEALING:
            raise GameError(MSG_ALREADY_DEALING)
        if not s.stakes:
            raise GameError(MSG_NO_STAKES)
        size = s.rules.deck_size
        if position is not None and not 0 <= position < size:
            raise GameError(MSG_CUT_RANGE, maximum=size - 1, position=position)

    def can_cut(self, position: int | None = None) -> bool:
        """Whether `verify_cut` passes."""
        try:
            self.verify_cut(position)
        except GameError:
            return False
        return True

    def verify_shuffle(self, order: Sequence[Card] | None = None) -> None:
        """Raise unless the banker may shuffle now (no deal under way) into `order` (None: at random)."""
        self._verify_open()
        if self._state.phase is Phase.DEALING:
            raise GameError(MSG_ALREADY_DEALING)
        size = self._state.rules.deck_size
        if order is not None and sorted(order) != sorted(make_deck(size)):
            raise GameError(MSG_NOT_SHUFFLED_ORDER, size=size)

    def can_shuffle(self, order: Sequence[Card] | None = None) -> bool:
        """Whether `verify_shuffle` passes."""
        try:
            self.verify_shuffle(order)
        except GameError:
            return False
        return True

    def shuffle(self, order: Sequence[Card] | None = None) -> list[Event]:
        """The banker shuffles (with the game's random generator), or stacks the deck as `order`."""
        self.verify_shuffle(order)
        if order is None:
            order = shuffled_deck(self._state.rules.deck_size, self.rng)
        return [self._emit(Shuffled(tuple(order)))]

    def cut(self, position: int | None = None, *, punter: str | None = None) -> list[Event]:
        """A punter cuts the shuffled deck at `position` (None: anywhere) and the deal begins.

        Winnings still waiting on the table are picked up first. If the banker has not shuffled
        for this deal, he shuffles now.
        """
        self.verify_cut(position)
        s = self._state
        events = self._pick_up(s.winnings)
        if not s.shuffled:
            events += self.shuffle()
        size = s.rules.deck_size
        if position is None:
            position = self.rng.randrange(size)
        cutter = punter if punter is not None else (self.punters[0] if self.punters else s.banker)
        deck = cut_deck(s.shuffled, position)
        events.append(self._emit(DeckCut(cutter, position, deck, s.deal_number + 1)))
        events.append(self._emit(LobAndSonikShown(deck[0], deck[1])))
        return events

    def verify_deal_abzug(self) -> None:
        """Raise unless an abzug may be dealt now."""
        self._verify_open()
        s = self._state
        if s.phase is not Phase.DEALING:
            raise GameError(MSG_NOT_DEALING)

    def can_deal_abzug(self) -> bool:
        """Whether `verify_deal_abzug` passes."""
        try:
            self.verify_deal_abzug()
        except GameError:
            return False
        return True

    def deal_abzug(self) -> list[Event]:
        """Deal the next two cards (right, then left), decide the stakes they meet, pay premiums.

        In a talia, winnings waiting from the last abzug are picked up first. When the deal (or
        talia) is over the records say so, and the bank is checked.
        """
        self.verify_deal_abzug()
        s = self._state
        events = self._pick_up(s.winnings) if s.rules.talia else []
        first = s.dealt + 1
        abzug = (first + 1) // 2
        deck = s.deck
        for position in (first, first + 1):
            card = deck[position - 1]
            pile = Pile.RIGHT if position % 2 else Pile.LEFT
            events.append(self._emit(CardDealt(card, position, abzug, pile)))
            for stake in sorted(s.stakes, key=lambda st: st.entry):
                if stake.card.rank is card.rank:
                    events += self._decide(stake, position, abzug, card)
        if self._deal_is_over():
            events += self._finish_deal()
        return events

    def _deal_is_over(self) -> bool:
        """The deck is done, or (without talia) every stake is decided, or (in a talia) the bank
        is broken between abzugs with nothing left riding: the talia ends there (section 2)."""
        s = self._state
        if s.dealt >= len(s.deck) or (not s.stakes and not s.rules.talia):
            return True
        return s.rules.talia and not s.stakes and s.bank < s.rules.initial_kush

    def _decide(self, stake: Stake, position: int, abzug: int, card: Card) -> list[Event]:
        s, rules = self._state, self._state.rules
        plie = position % 2 == 1 and position < len(s.deck) and s.deck[position].rank is card.rank
        decision = decide(rules, position=position, deciding_card=card, plie=plie,
                          staked_card=stake.card, last_position=rules.deck_size)
        amount = signed_amount(decision, stake.riding)
        events: list[Event] = [self._emit(StakeDecided(
            stake.punter, stake.card, stake.pair, stake.entry, decision.outcome, position, abzug, card,
            decision.plie, stake.kush, stake.riding, decision.factor, amount, stake.corners))]
        if decision.outcome is Outcome.GIVEN:
            if position == 2:
                for premium in rules.premiums:
                    if premium.event is PremiumEvent.SONIK_WIN:
                        events.append(self._emit(PremiumPaid(stake.punter, premium.event, stake.card, None,
                                                             premium.kush_multiple * stake.kush)))
            run = s.series_runs.get(stake.punter, 0)
            for premium in sorted((p for p in rules.premiums if p.event is PremiumEvent.SERIES),
                                  key=lambda p: p.n or 0):
                if premium.n == run:
                    events.append(self._emit(PremiumPaid(stake.punter, premium.event, stake.card, premium.n,
                                                         premium.kush_multiple * stake.kush)))
        return events

    def _finish_deal(self) -> list[Event]:
        s, rules = self._state, self._state.rules
        events: list[Event] = []
        multiple = rules.premium_multiple(PremiumEvent.DEAL_WON)
        if multiple:
            carried = {st.punter for st in s.stakes}
            # In the order of each punter's first stake among the cards decided in this deal.
            for punter in sorted(s.deal_first_entries, key=s.deal_first_entries.__getitem__):
                results = s.deal_results.get(punter, ())
                if len(results) >= 2 and all(r is Outcome.GIVEN for r in results) and punter not in carried:
                    for premium in rules.premiums:
                        if premium.event is PremiumEvent.DEAL_WON:
                            events.append(self._emit(PremiumPaid(punter, premium.event, None, None,
                                                                 premium.kush_multiple * rules.initial_kush)))
        events.append(self._emit(DealFinished(s.deal_number, s.dealt, rules.talia)))
        events += self._cover_rides()
        events += self._after_deal()
        return events

    def _after_deal(self) -> list[Event]:
        """Between deals: punters out of money leave, the bank is checked, the bank may rotate."""
        s, rules = self._state, self._state.rules
        events: list[Event] = []
        for punter in self.punters:
            if self._out_of_money(punter):
                events.append(self._emit(PunterLeft(punter, True)))
        if s.bank < rules.initial_kush:
            events.append(self._emit(BankBroken(s.banker, s.bank)))
            return events
        if rules.banker_rotation is BankerRotation.EACH_DEAL:
            events += self._rotate()
        if s.phase is not Phase.OVER and not self.punters:
            events += self._end(EndReason.NO_PUNTERS)
        return events

    def _out_of_money(self, punter: str) -> bool:
        return (self._state.balances[punter] < self._state.rules.initial_kush
                and not self.stakes_of(punter) and not self.winnings_of(punter))

    # ----- the bank -----

    def _bank_contributions(self, banker: str) -> tuple[tuple[str, int], ...] | None:
        """Who would pay what into a new bank for `banker`, or None if it cannot be put up."""
        s, rules = self._state, self._state.rules
        if rules.bank_formation is BankFormation.BANKER:
            amount = min(rules.bank, s.balances[banker])
            return ((banker, amount),) if amount >= rules.initial_kush else None
        payers = [p for p in s.punter_seats if p not in s.left and s.balances[p] >= rules.contribution]
        share = min(family_bank_share(rules, len(payers)), s.balances[banker])
        contributions = (*((p, rules.contribution) for p in payers), (banker, share))
        if sum(a for _, a in contributions) < rules.initial_kush:
            return None
        return tuple(c for c in contributions if c[1] > 0)

    def _put_up_bank(self, *, second: bool) -> list[Event]:
        s = self._state
        contributions = self._bank_contributions(s.banker)
        if contributions is None:
            raise GameError(MSG_CANNOT_AFFORD_BANK, banker=s.banker, balance=s.balances[s.banker],
                            kush=s.rules.initial_kush)
        return [self._emit(BankPutUp(s.banker, sum(a for _, a in contributions), contributions, second))]

    def verify_new_bank(self) -> None:
        """Raise unless the banker may put up his one new bank now."""
        s = self._state
        if s.phase is not Phase.BANK_BROKEN:
            raise GameError(MSG_BANK_NOT_BROKEN)
        if s.second_bank_used:
            raise GameError(MSG_SECOND_BANK_USED)
        if self._bank_contributions(s.banker) is None and s.balances[s.banker] + s.bank < s.rules.initial_kush:
            raise GameError(MSG_CANNOT_AFFORD_BANK, banker=s.banker, balance=s.balances[s.banker],
                            kush=s.rules.initial_kush)

    def can_new_bank(self) -> bool:
        """Whether `verify_new_bank` passes."""
        try:
            self.verify_new_bank()
        except GameError:
            return False
        return True

    def new_bank(self) -> list[Event]:
        """Заложить банк второй раз: the broken bank's remains go back and a new bank is put up."""
        self.verify_new_bank()
        s = self._state
        events: list[Event] = []
        if s.bank:
            events.append(self._emit(BankReturned(s.banker, s.bank)))
        contributions = self._bank_contributions(s.banker)
        if contributions is None:
            return events + self.give_up_bank()
        events.append(self._emit(BankPutUp(s.banker, sum(a for _, a in contributions), contributions, True)))
        return events + self._cover_rides()

    def verify_give_up_bank(self) -> None:
        """Raise unless the bank is broken (the banker may then give it up)."""
        if self._state.phase is not Phase.BANK_BROKEN:
            raise GameError(MSG_BANK_NOT_BROKEN)

    def can_give_up_bank(self) -> bool:
        """Whether `verify_give_up_bank` passes."""
        try:
            self.verify_give_up_bank()
        except GameError:
            return False
        return True

    def give_up_bank(self) -> list[Event]:
        """The broken bank is not put up again: it passes on, or the session ends (section 2)."""
        self.verify_give_up_bank()
        if self._state.rules.banker_rotation is BankerRotation.BANK_BROKEN:
            events = self._rotate()
            if self._state.phase is Phase.BANK_BROKEN:
                events += self._end(EndReason.BANK_BROKEN)
            return events
        return self._end(EndReason.BANK_BROKEN)

    def _rotate(self) -> list[Event]:
        """Pass the bank to the next player (in seat order) who can put one up."""
        s = self._state
        events: list[Event] = []
        old = s.banker
        order = s.players
        start = order.index(old)
        candidates = [order[(start + i) % len(order)] for i in range(1, len(order))]
        for new in candidates:
            if new in s.left:
                continue
            returned = list(self.stakes_of(new))
            waiting = list(self.winnings_of(new))
            balance_after = s.balances[new] + sum(st.riding for st in returned) + sum(w.total for w in waiting)
            needed = s.rules.initial_kush
            if balance_after < needed:
                continue
            if s.bank:
                events.append(self._emit(BankReturned(old, s.bank)))
            events += self._pick_up(waiting)
            for stake in returned:
                events.append(self._emit(StakeReturned(new, stake.card, stake.riding)))
            seats = tuple(old if p == new else p for p in s.punter_seats)
            events.append(self._emit(BankerRotated(old, new, seats)))
            try:
                events += self._put_up_bank(second=False)
            except GameError:
                return events + self._end(EndReason.BANK_BROKEN)
            return events + self._cover_rides()
        return events

    # ----- changing the rules between deals -----

    def verify_change_rules(self, rules: HouseRules) -> None:
        """Raise unless the rules may change now: between deals (between talias), nothing waiting."""
        self._verify_open()
        if self._state.phase is not Phase.STAKING:
            raise GameError(MSG_ALREADY_DEALING)

    def can_change_rules(self, rules: HouseRules) -> bool:
        """Whether `verify_change_rules` passes."""
        try:
            self.verify_change_rules(rules)
        except GameError:
            return False
        return True

    def change_rules(self, rules: HouseRules) -> list[Event]:
        """New rules from the next deal on. Money on the table goes back first, since the old
        stakes were placed under the old rules."""
        self.verify_change_rules(rules)
        s = self._state
        events = self._pick_up(s.winnings)
        for stake in s.stakes:
            events.append(self._emit(StakeReturned(stake.punter, stake.card, stake.riding)))
        events.append(self._emit(RulesChanged(rules)))
        return events

    # ----- atande, stopping, the end -----

    def verify_call_atande(self, player: str) -> None:
        """Raise unless the player sits at this table and the session goes on."""
        if self._state.phase is Phase.OVER:
            raise GameError(MSG_SESSION_OVER)
        if player not in self._state.players:
            raise GameError(MSG_NOT_PLAYER, player=player)

    def can_call_atande(self, player: str) -> bool:
        """Whether `verify_call_atande` passes."""
        try:
            self.verify_call_atande(player)
        except GameError:
            return False
        return True

    def call_atande(self, player: str) -> list[Event]:
        """Атанде: ask the banker to wait between abzugs. It changes nothing in the rules."""
        self.verify_call_atande(player)
        return [self._emit(AtandeCalled(player))]

    def verify_stop(self, punter: str) -> None:
        """Raise unless the punter may leave now (after a deal, with no undecided card in play)."""
        self._verify_punter(punter)
        s = self._state
        if s.phase is Phase.DEALING and self.stakes_of(punter):
            raise GameError(MSG_UNDECIDED, punter=punter)

    def can_stop(self, punter: str) -> bool:
        """Whether `verify_stop` passes."""
        try:
            self.verify_stop(punter)
        except GameError:
            return False
        return True

    def stop(self, punter: str) -> list[Event]:
        """A punter stops: his winnings and stakes come back to him and he leaves the table."""
        self.verify_stop(punter)
        events = self._pick_up(self.winnings_of(punter))
        for stake in self.stakes_of(punter):
            events.append(self._emit(StakeReturned(punter, stake.card, stake.riding)))
        events.append(self._emit(PunterLeft(punter, False)))
        if not self.punters and self._state.phase is not Phase.DEALING:
            events += self._end(EndReason.NO_PUNTERS)
        return events

    def verify_end_session(self) -> None:
        """Raise unless the session is still going (it may be ended at any moment until then)."""
        if self._state.phase is Phase.OVER:
            raise GameError(MSG_SESSION_OVER)

    def can_end_session(self) -> bool:
        """Whether `verify_end_session` passes."""
        try:
            self.verify_end_session()
        except GameError:
            return False
        return True

    def end_session(self) -> list[Event]:
        """End the session: everything on the table goes back to its owner, the bank to the banker."""
        self.verify_end_session()
        return self._end(EndReason.REQUESTED)

    def _end(self, reason: EndReason) -> list[Event]:
        s = self._state
        events: list[Event] = []
        if s.offer is not None:
            events.append(self._emit(StakeRefused(s.offer.punter, s.offer.cards, s.offer.kush, s.offer.reasons)))
        events += self._pick_up(s.winnings)
        for stake in s.stakes:
            events.append(self._emit(StakeReturned(stake.punter, stake.card, stake.riding)))
        if s.bank:
            events.append(self._emit(BankReturned(s.banker, s.bank)))
        events.append(self._emit(SessionEnded(reason, tuple((p, s.balances[p]) for p in s.players))))
        return events

    def __repr__(self) -> str:
        s = self._state
        return f"<Game banker={s.banker!r} punters={self.punters!r} phase={s.phase.value} bank={s.bank}>"

