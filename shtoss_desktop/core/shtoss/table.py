"""The table of a shtoss session: what lies on it, changed only by the session's records.

`Table` is the first layer of the `Game` (`deal.Game` adds the bank limit, the rules and the actions on
top): it holds the state, applies each record to it (`_apply`), and answers what the table shows
(`state()`, `stakes_of`, `cards_held`, ...). Nothing here decides anything: a record says what happened.

The cards on the table are kept by punter and card (`Holdings`), so that a punter's own stakes, or one
card's, are found without looking at everybody's: a table of the CLI's `settle` may hold thousands.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterator, Sequence
from typing import ClassVar, Generic, Protocol, TypeVar

import msgspec

from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.machine import Machine
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage
from shtoss_desktop.core.shtoss.events import (
    BankBroken,
    BankerRotated,
    BankPutUp,
    BankReturned,
    CardDealt,
    DealFinished,
    DeckCut,
    Event,
    OfferReason,
    PaixMade,
    ParoliBent,
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
from shtoss_desktop.core.shtoss.moves import Move
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.settle import Outcome


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


class Stake(msgspec.Struct, frozen=True):
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


class Winnings(msgspec.Struct, frozen=True):
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


class LastResult(msgspec.Struct, frozen=True):
    """A punter's most recently decided card, which limits his next kush (section 4.3)."""

    kush: int
    """Its kush as placed."""
    outcome: Outcome
    """How it was decided."""
    won: int
    """What it won (0 unless given)."""


class Offer(msgspec.Struct, frozen=True):
    """A stake waiting for the banker's consent."""

    punter: str
    """The punter."""
    cards: tuple[Card, ...]
    """The cards."""
    kush: int
    """The kush per card."""
    reasons: tuple[OfferReason, ...]
    """Why the banker is asked."""


class _Held(Protocol):
    """A card of a punter's on the table: a `Stake` or a `Winnings`."""

    @property
    def punter(self) -> str: ...

    @property
    def card(self) -> Card: ...


HeldT = TypeVar("HeldT", bound=_Held)


class Holdings(Generic[HeldT]):
    """Cards on the table by (punter, card), in the order they came, each punter's own at hand."""

    __slots__ = ("_all", "_by_punter")

    def __init__(self) -> None:
        self._all: dict[tuple[str, Card], HeldT] = {}
        self._by_punter: dict[str, dict[Card, HeldT]] = {}

    def add(self, item: HeldT) -> None:
        """Lay a card on the table (after every card already there)."""
        self._all[(item.punter, item.card)] = item
        self._by_punter.setdefault(item.punter, {})[item.card] = item

    def pop(self, punter: str, card: Card) -> HeldT | None:
        """Take a punter's card off the table (None if it is not there)."""
        item = self._all.pop((punter, card), None)
        if item is not None:
            own = self._by_punter[punter]
            del own[card]
            if not own:
                del self._by_punter[punter]
        return item

    def get(self, punter: str, card: Card) -> HeldT | None:
        """A punter's card on the table, if it is there."""
        return self._all.get((punter, card))

    def of(self, punter: str) -> tuple[HeldT, ...]:
        """A punter's cards on the table, in the order they came."""
        own = self._by_punter.get(punter)
        return tuple(own.values()) if own else ()

    def count_of(self, punter: str) -> int:
        """How many cards of a punter's are on the table."""
        own = self._by_punter.get(punter)
        return len(own) if own else 0

    def values(self) -> tuple[HeldT, ...]:
        """Every card on the table, in the order they came."""
        return tuple(self._all.values())

    def __iter__(self) -> Iterator[HeldT]:
        return iter(tuple(self._all.values()))

    def __len__(self) -> int:
        return len(self._all)

    def __bool__(self) -> bool:
        return bool(self._all)

    def copy(self) -> Holdings[HeldT]:
        """A copy that changes on its own."""
        twin: Holdings[HeldT] = Holdings()
        twin._all = dict(self._all)
        twin._by_punter = {punter: dict(own) for punter, own in self._by_punter.items()}
        return twin


class TableState(msgspec.Struct):
    """Everything the records change; `Table.state()` hands out a frozen copy (`GameState`)."""

    rules: HouseRules
    """The rules in force."""
    players: tuple[str, ...] = ()
    """Every player, in seat order."""
    seated: frozenset[str] = frozenset()
    """The same players, to look a name up."""
    banker: str = ""
    """Who holds the bank."""
    punter_seats: tuple[str, ...] = ()
    """The punters' seats in order (those who left too)."""
    left: frozenset[str] = frozenset()
    """Punters who have left the table."""
    balances: dict[str, int] = msgspec.field(default_factory=dict)
    """Each player's money off the table."""
    bank: int = 0
    """The bank."""
    second_bank_used: bool = False
    """The banker has put up his one new bank."""
    stakes: Holdings[Stake] = msgspec.field(default_factory=Holdings)
    """The undecided cards."""
    winnings: Holdings[Winnings] = msgspec.field(default_factory=Holdings)
    """The given cards whose money waits on the table."""
    offer: Offer | None = None
    """A stake waiting for the banker."""
    phase: Phase = Phase.STAKING
    """Where the session stands."""
    shuffled: tuple[Card, ...] = ()
    """The banker's shuffled deck, waiting for the cut (empty: he has not shuffled for this deal)."""
    deck: tuple[Card, ...] = ()
    """The deck being dealt, position 1 first."""
    dealt: int = 0
    """How many of its cards are dealt."""
    deal_number: int = 0
    """The current or last deal (talia)."""
    next_entry: int = 1
    """The number the next stake gets."""
    bases: dict[str, int] = msgspec.field(default_factory=dict)
    """Each punter's base kush (his first stake)."""
    last_results: dict[str, LastResult] = msgspec.field(default_factory=dict)
    """Each punter's most recently decided card."""
    series_runs: dict[str, int] = msgspec.field(default_factory=dict)
    """Each punter's current run of given cards."""
    deal_results: dict[str, tuple[Outcome, ...]] = msgspec.field(default_factory=dict)
    """How each punter's cards were decided in this deal (talia), in order."""
    deal_first_entries: dict[str, int] = msgspec.field(default_factory=dict)
    """Each punter's first stake among the cards decided in this deal (talia)."""
    resting_payouts: int = 0
    """The largest possible payouts of the undecided cards before their deal's first card (the bank limit's
    running sum, kept by `bank.BankLimit`)."""
    punters_with_two: int = 0
    """How many punters have at least two undecided cards (for the `deal_won` reserve)."""

    def copy(self) -> TableState:
        """A copy that changes on its own."""
        return msgspec.structs.replace(
            self, balances=dict(self.balances), stakes=self.stakes.copy(), winnings=self.winnings.copy(),
            bases=dict(self.bases), last_results=dict(self.last_results), series_runs=dict(self.series_runs),
            deal_results=dict(self.deal_results), deal_first_entries=dict(self.deal_first_entries))


class GameState(msgspec.Struct, frozen=True):
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


class Table(Machine[Event, Move, HouseRules]):
    """The state of a session and its records' application, with the questions the table answers."""

    refusal: ClassVar[type[GameError]] = GameError
    start_record: ClassVar[type[Event]] = SessionStarted

    def __init__(self, rules: HouseRules, rng: random.Random | None = None) -> None:
        """An empty table under `rules`: the first record (`SessionStarted`) seats the players."""
        super().__init__()
        self.rng: random.Random = rng if rng is not None else random.SystemRandom()
        """Draws the shuffles and the cuts the players leave to chance."""
        self._state = TableState(rules=rules)

    def _save(self) -> TableState:
        return self._state.copy()

    def _load(self, saved: object) -> None:
        assert isinstance(saved, TableState)
        self._state = saved.copy()

    # ----- applying the records -----

    def _apply(self, record: Event) -> None:
        s = self._state
        match record:
            case SessionStarted():
                s.players, s.seated, s.banker = record.players, frozenset(record.players), record.banker
                s.punter_seats = tuple(p for p in record.players if p != record.banker)
                s.balances = dict(record.balances)
            case BankPutUp():
                for player, amount in record.contributions:
                    s.balances[player] -= amount
                    s.bank += amount
                if record.second:
                    s.second_bank_used = True
                if s.phase is Phase.BANK_BROKEN:
                    s.phase = Phase.STAKING
            case StakeOffered():
                s.offer = Offer(record.punter, record.cards, record.kush, record.reasons)
            case StakeRefused():
                s.offer = None
            case StakePlaced():
                s.offer = None
                s.balances[record.punter] -= record.kush * len(record.cards)
                pair = len(record.cards) == 2
                for card in record.cards:
                    self._lay(Stake(record.punter, card, record.kush, record.kush, record.entry, pair))
                s.next_entry = record.entry + 1
                s.bases.setdefault(record.punter, record.kush)
            case Shuffled():
                s.shuffled = record.order
            case DeckCut():
                s.deck, s.dealt, s.deal_number, s.phase = record.deck, 0, record.deal_number, Phase.DEALING
                s.shuffled, s.deal_results, s.deal_first_entries = (), {}, {}
            case CardDealt():
                s.dealt = record.position
            case StakeDecided():
                self._apply_decision(record)
            case PremiumPaid():
                s.bank -= record.amount
                s.balances[record.punter] += record.amount
            case WinningsPickedUp():
                s.winnings.pop(record.punter, record.card)
                s.balances[record.punter] += record.amount
            case ParoliBent() | PaixMade():
                win = s.winnings.pop(record.punter, record.card)
                if win is None:
                    raise GameError(GameMessage.NO_WIN, punter=record.punter, card=str(record.card))
                paix = isinstance(record, PaixMade)
                if isinstance(record, PaixMade):
                    s.balances[record.punter] += record.returned
                corners = record.corners if isinstance(record, ParoliBent) else win.corners
                self._lay(Stake(record.punter, record.card, win.kush, record.riding, win.entry, False, corners, paix))
            case StakeReturned():
                self._take(record.punter, record.card)
                s.balances[record.punter] += record.amount
            case DealFinished():
                s.phase = Phase.STAKING
            case BankBroken():
                s.phase = Phase.BANK_BROKEN
            case BankReturned():
                s.balances[record.banker] += record.amount
                s.bank -= record.amount
            case BankerRotated():
                s.banker, s.punter_seats, s.second_bank_used = record.new_banker, record.punter_seats, False
                if s.phase is Phase.BANK_BROKEN:
                    s.phase = Phase.STAKING
            case PunterLeft():
                s.left = s.left | {record.punter}
            case RulesChanged():
                s.rules = record.rules
                self._rules_changed()
            case SessionEnded():
                s.phase, s.offer = Phase.OVER, None

    def _apply_decision(self, record: StakeDecided) -> None:
        s = self._state
        self._take(record.punter, record.card)
        if record.outcome is Outcome.KILLED:
            s.bank -= record.amount  # the amount is negative: the bank gains
            s.balances[record.punter] += record.riding + record.amount
            s.series_runs[record.punter] = 0
        elif record.outcome is Outcome.GIVEN:
            s.bank -= record.amount
            s.winnings.add(Winnings(record.punter, record.card, record.kush, record.riding, record.amount,
                                    record.entry, record.corners))
            s.series_runs[record.punter] = s.series_runs.get(record.punter, 0) + 1
        else:
            s.balances[record.punter] += record.riding
        s.last_results[record.punter] = LastResult(record.kush, record.outcome, max(record.amount, 0))
        s.deal_results[record.punter] = (*s.deal_results.get(record.punter, ()), record.outcome)
        first = s.deal_first_entries.get(record.punter, record.entry)
        s.deal_first_entries[record.punter] = min(first, record.entry)

    def _lay(self, stake: Stake) -> None:
        """A card comes on the table as a stake (in place of the same card's, should a record say so)."""
        self._take(stake.punter, stake.card)
        self._state.stakes.add(stake)
        self._stake_laid(stake)

    def _take(self, punter: str, card: Card) -> None:
        """A stake leaves the table (decided or returned)."""
        stake = self._state.stakes.pop(punter, card)
        if stake is not None:
            self._stake_taken(stake)

    # Hooks for the bank limit's running sums (`bank.BankLimit`); the bare table keeps none.

    def _stake_laid(self, stake: Stake) -> None:
        """A stake has come on the table."""

    def _stake_taken(self, stake: Stake) -> None:
        """A stake has left the table."""

    def _rules_changed(self) -> None:
        """New rules are in force."""

    # ----- what the table shows (queries change nothing) -----

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
            second_bank_used=s.second_bank_used, stakes=s.stakes.values(), winnings=s.winnings.values(),
            offer=s.offer, phase=s.phase, deck=s.deck, dealt=s.dealt, deal_number=s.deal_number,
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
        return self._state.stakes.of(punter)

    def winnings_of(self, punter: str) -> tuple[Winnings, ...]:
        """A punter's given cards whose money waits on the table."""
        return self._state.winnings.of(punter)

    def cards_held(self, punter: str) -> tuple[Card, ...]:
        """The cards a punter has on the table: his undecided stakes, then his given cards waiting for his
        choice. None of their ranks may be staked again while they are there (section 4.5)."""
        return (*(st.card for st in self.stakes_of(punter)), *(w.card for w in self.winnings_of(punter)))

    def has_shuffled(self) -> bool:
        """Whether the banker has shuffled for the coming deal (the cut then takes his deck as it is)."""
        return bool(self._state.shuffled)

    def base_kush(self, punter: str) -> int | None:
        """A punter's base (his first stake), or None before it."""
        return self._state.bases.get(punter)

    def _winnings(self, punter: str, card: Card) -> Winnings:
        """The punter's winnings waiting on `card`; `GameError` if there are none."""
        win = self._state.winnings.get(punter, card)
        if win is None:
            raise GameError(GameMessage.NO_WIN, punter=punter, card=str(card))
        return win

    def __repr__(self) -> str:
        s = self._state
        return (f"<{type(self).__name__} banker={s.banker!r} punters={self.punters!r} phase={s.phase.value} "
                f"bank={s.bank}>")
