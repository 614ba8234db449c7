"""The deal and the talia as a state machine of events (RULES.md sections 2 to 4.7): the `Game`.

A `Game` is one session at one table, in layers that each read in one sitting: `table.Table` holds the
state and applies the records, `bank.BankLimit` adds the bank limit, `legality.Legality` every
`verify_*` and `can_*`, and `Game` (here) the actions. Every action (`place_stake`, `cut`, `deal_abzug`,
`bend_paroli`, ...) builds its move (`moves`), drawing whatever is left to chance first, and plays it:
the move is verified by the matching `verify_*`, which raises a `GameError` with a message a person
understands, then executed. An action returns the event records it produced and appends them to `log`;
the state changes only by applying records, so `Game.replay` rebuilds the identical state from the log,
and the verified replay (`shtoss_desktop.core.replay`) rebuilds it from the moves, checked again.

Money is conserved: the players' balances, the bank, the stakes on the table and the winnings
waiting on the table always add up to the players' capital.

>>> from shtoss_desktop.core.cards import Card, make_deck
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
>>> [type(played.move).__name__ for played in game.played]
['PlaceStake', 'Shuffle', 'Cut', 'DealAbzug']
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Final

import msgspec

from shtoss_desktop.core.cards import Card, shuffled_deck
from shtoss_desktop.core.replay import Inference, RecordedAction, ReplayResult, replay_records, verified_replay
from shtoss_desktop.core.seats import Role, SetupError, SetupMessage, check_names
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage
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
from shtoss_desktop.core.shtoss.inference import suggest_moves
from shtoss_desktop.core.shtoss.legality import Legality
from shtoss_desktop.core.shtoss.moves import (
    AnswerOffer,
    BendParoli,
    CallAtande,
    ChangeRules,
    Cut,
    DealAbzug,
    EndSession,
    GiveUpBank,
    Move,
    NewBank,
    Paix,
    PickUp,
    PickUpAll,
    PlaceStake,
    Shuffle,
    Stop,
)
from shtoss_desktop.core.shtoss.rules import MAX_PUNTERS, BankerRotation, HouseRules, PremiumEvent
from shtoss_desktop.core.shtoss.settle import Outcome, decide, signed_amount
from shtoss_desktop.core.shtoss.table import Phase, Stake, Winnings, cut_deck

MIN_PUNTERS: Final = 1
"""The fewest punters at a table: one punter against the banker is shtoss proper (RULES.md section 1)."""


def computer_punters(role: Role) -> range:
    """How many computer punters may sit at a table with the human in `role`: 0 to 5 as a punter (he takes
    one of the six seats, and may sit alone against the banker: штосс proper), 1 to 6 as the banker or
    watching (a table needs someone to punt).

    >>> computer_punters(Role.PUNTER), computer_punters(Role.BANKER)
    (range(0, 6), range(1, 7))
    """
    if role is Role.PUNTER:
        return range(MIN_PUNTERS - 1, MAX_PUNTERS)
    return range(MIN_PUNTERS, MAX_PUNTERS + 1)


class ShtossSetup(msgspec.Struct, frozen=True):
    """How a session is set up: the rules and the seats. The starting balances are the rules' capital."""

    rules: HouseRules
    """The rules the session starts with."""
    players: tuple[str, ...]
    """Every player, in seat order (the order the bank rotates in)."""
    banker: str
    """Who holds the bank first."""


def plie_in_current_order(records: Sequence[Event]) -> tuple[Event, ...]:
    """An action's records in today's order: journals written before it decided a plié's stakes at the
    right card, before the left card (of the same rank) was dealt; now both cards come first. Each such left
    `CardDealt` is moved back to just after its right card; records in today's order are left as they are."""
    ordered = list(records)
    for index, record in enumerate(ordered):
        if not (isinstance(record, CardDealt) and record.pile is Pile.LEFT):
            continue
        right = next((i for i in range(index - 1, -1, -1) if isinstance(ordered[i], CardDealt)), None)
        between = ordered[right + 1:index] if right is not None else []
        if right is not None and any(isinstance(r, StakeDecided) and r.plie for r in between):
            ordered[right + 1:index + 1] = [record, *between]
    return tuple(ordered)


class Game(Legality):
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
        opening_stakes: bool = False,
        max_punters: int | None = MAX_PUNTERS,
    ) -> None:
        """Seat `players` (the banker among them, the first by default) and put up the first bank.

        `rng` shuffles the deck; by default it draws every shuffle from the operating system's
        entropy (`random.SystemRandom`), as one seed could reach only a vanishing share of the orders.
        The names must be valid and distinct (`seats.check_names`) and the punters 1 to `max_punters`.
        The rest depart from a game's own table and are for the CLI's `settle` and for tests, never for a
        session read back (`from_setup`): `balances` overrides the players' starting money (default: the
        rules' capital each), `opening_bank` makes the banker put up exactly that amount whatever the bank
        formation, `opening_stakes` makes every stake an opening stake (no raise rules), and `max_punters`
        None seats any number of punters.
        """
        super().__init__(rules, rng)
        players = tuple(players)
        check_names(players)
        punters = len(players) - 1
        if punters < MIN_PUNTERS:
            raise SetupError(SetupMessage.NO_PUNTERS, ("players",))
        if max_punters is not None and punters > max_punters:
            raise SetupError(SetupMessage.SEATS, ("players",), maximum=max_punters, punters=punters)
        banker = players[0] if banker is None else banker
        if banker not in players:
            raise SetupError(SetupMessage.BANKER_NOT_SEATED, ("banker",), banker=banker)
        self.opening_stakes = opening_stakes
        start = dict.fromkeys(players, rules.capital) | dict(balances or {})
        self._emit(SessionStarted(players, banker, tuple((p, start[p]) for p in players)))
        if opening_bank is None:
            self._put_up_bank(second=False)
        else:
            self._emit(BankPutUp(banker, opening_bank, ((banker, opening_bank),), False))

    @classmethod
    def from_setup(cls, setup: ShtossSetup, *, rng: random.Random | None = None) -> Game:
        """The session `setup` describes, seated and with its first bank, every balance the rules' capital."""
        return cls(setup.rules, setup.players, banker=setup.banker, rng=rng)

    @classmethod
    def verified_replay(cls, setup: ShtossSetup, actions: Sequence[RecordedAction[Move, Event]]) -> ReplayResult[Game]:
        """The session `setup` describes, rebuilt by playing every recorded move through the rules and checking
        every record they make against the recorded ones (`replay.verified_replay`)."""
        actions = [RecordedAction(action.moves, plie_in_current_order(action.events)) for action in actions]
        return verified_replay(lambda: cls.from_setup(setup), actions)

    @classmethod
    def replay_records(cls, setup: ShtossSetup, recorded: Sequence[Sequence[Event]]
                       ) -> tuple[ReplayResult[Game], Inference[Move, Event]]:
        """A session kept as records only (a journal of release 0.1.0: each action's records, the first
        action's beginning with the setup's own), its moves inferred (`inference.suggest_moves`) and then
        replayed like recorded moves (`replay.replay_records`)."""
        recorded = [plie_in_current_order(records) for records in recorded]
        return replay_records(lambda: cls.from_setup(setup), recorded, suggest_moves)

    @classmethod
    def _blank(cls, rules: HouseRules) -> Game:
        game = cls.__new__(cls)
        Legality.__init__(game, rules)  # the bare table: the first record applied seats the players
        return game

    # ----- the actions: each builds its move and plays it -----

    def place_stake(self, punter: str, cards: Sequence[Card], kush: int | None = None, *,
                    banker_refuses: bool = False) -> list[Event]:
        """Lay one card (or a pair) face down with its kush (the initial kush if None).

        Returns `StakePlaced`, or `StakeOffered` when the banker may refuse it: then he answers with
        `answer_offer`. `banker_refuses` is that of `verify_place_stake`.
        """
        kush = self.rules.initial_kush if kush is None else kush
        return self.play(PlaceStake(punter, tuple(cards), kush, banker_refuses))

    def answer_offer(self, accept: bool) -> list[Event]:
        """The banker accepts or refuses the waiting stake."""
        return self.play(AnswerOffer(accept))

    def pick_up(self, punter: str, card: Card) -> list[Event]:
        """Take a given card's stake and winnings off the table."""
        return self.play(PickUp(punter, card))

    def pick_up_all(self, punter: str) -> list[Event]:
        """Take every card's stake and winnings waiting for the punter off the table, in table order."""
        return self.play(PickUpAll(punter))

    def bend_paroli(self, punter: str, card: Card) -> list[Event]:
        """Leave stake and winnings on the card and bend a corner: the riding amount doubles."""
        return self.play(BendParoli(punter, card))

    def paix(self, punter: str, card: Card) -> list[Event]:
        """Take the stake back and let the winnings ride on the card (пе)."""
        return self.play(Paix(punter, card))

    def shuffle(self, order: Sequence[Card] | None = None) -> list[Event]:
        """The banker shuffles (with the game's random generator), or stacks the deck as `order`."""
        if order is None:
            self.verify_shuffle()
            order = shuffled_deck(self.rules.deck_size, self.rng)
        return self.play(Shuffle(tuple(order)))

    def cut(self, position: int | None = None, *, punter: str | None = None) -> list[Event]:
        """A punter (`punter`; None: the first at the table) cuts the shuffled deck at `position` (None:
        anywhere) and the deal begins.

        Winnings still waiting on the table are picked up first. If the banker has not shuffled
        for this deal, he shuffles now (drawn before the cut's position, as the cards are handled).
        """
        self.verify_cut(position, punter=punter)
        s = self._state
        shuffle = None if s.shuffled else shuffled_deck(s.rules.deck_size, self.rng)
        if position is None:
            position = self.rng.randrange(s.rules.deck_size)
        cutter = punter if punter is not None else self.punters[0]
        return self.play(Cut(cutter, position, shuffle))

    def deal_abzug(self) -> list[Event]:
        """Deal the next two cards (right, then left), decide the stakes they meet, pay premiums. Each card's
        stakes are decided as it is dealt; a plié's (both cards of one rank) once the left card is shown too.

        In a talia, winnings waiting from the last abzug are picked up first. When the deal (or
        talia) is over the records say so, and the bank is checked.
        """
        return self.play(DealAbzug())

    def new_bank(self) -> list[Event]:
        """Заложить банк второй раз: the broken bank's remains go back and a new bank is put up."""
        return self.play(NewBank())

    def give_up_bank(self) -> list[Event]:
        """The broken bank is not put up again: it passes on, or the session ends (section 2)."""
        return self.play(GiveUpBank())

    def change_rules(self, rules: HouseRules) -> list[Event]:
        """New rules from the next deal on. Money on the table goes back first, since the old
        stakes were placed under the old rules."""
        return self.play(ChangeRules(rules))

    def call_atande(self, player: str) -> list[Event]:
        """Атанде: ask the banker to wait between abzugs. It changes nothing in the rules."""
        return self.play(CallAtande(player))

    def stop(self, punter: str) -> list[Event]:
        """A punter stops: his winnings and stakes come back to him and he leaves the table."""
        return self.play(Stop(punter))

    def end_session(self) -> list[Event]:
        """End the session: everything on the table goes back to its owner, the bank to the banker."""
        return self.play(EndSession())

    # ----- executing a verified move -----

    def _execute(self, move: Move) -> None:
        match move:
            case PlaceStake():
                self._place_stake(move)
            case AnswerOffer():
                self._answer_offer(move.accept)
            case Shuffle():
                self._emit(Shuffled(move.order))
            case Cut():
                self._cut(move)
            case DealAbzug():
                self._deal_abzug()
            case PickUp():
                self._pick_up([self._winnings(move.punter, move.card)])
            case PickUpAll():
                self._pick_up(self.winnings_of(move.punter))
            case BendParoli():
                win = self._winnings(move.punter, move.card)
                self._emit(ParoliBent(move.punter, move.card, win.corners + 1, win.total))
            case Paix():
                win = self._winnings(move.punter, move.card)
                self._emit(PaixMade(move.punter, move.card, win.riding, win.won))
            case NewBank():
                self._new_bank()
            case GiveUpBank():
                self._give_up_bank()
            case ChangeRules():
                self._change_rules(move.rules)
            case CallAtande():
                self._emit(AtandeCalled(move.player))
            case Stop():
                self._stop(move.punter)
            case EndSession():
                self._end(EndReason.REQUESTED)
            case _:
                raise TypeError(f"{move!r} is not a shtoss move")

    # ----- stakes and winnings -----

    def _place_stake(self, move: PlaceStake) -> None:
        reasons = () if self.opening_stakes and move.banker_refuses else self.offer_reasons(move.punter, move.kush)
        if reasons:
            self._emit(StakeOffered(move.punter, move.cards, move.kush, reasons))
        else:
            self._emit(StakePlaced(move.punter, move.cards, move.kush, self._state.next_entry, False))

    def _answer_offer(self, accept: bool) -> None:
        offer = self._state.offer
        assert offer is not None
        if accept:
            raised = OfferReason.RAISE in offer.reasons
            self._emit(StakePlaced(offer.punter, offer.cards, offer.kush, self._state.next_entry, raised))
        else:
            self._emit(StakeRefused(offer.punter, offer.cards, offer.kush, offer.reasons))

    def _pick_up(self, wins: Sequence[Winnings]) -> None:
        # A snapshot: each record removes its winnings from the state being iterated.
        for win in tuple(wins):
            self._emit(WinningsPickedUp(win.punter, win.card, win.total))

    def _return_stakes(self, stakes: Sequence[Stake]) -> None:
        for stake in tuple(stakes):
            self._emit(StakeReturned(stake.punter, stake.card, stake.riding))

    # ----- the cut and the deal -----

    def _cut(self, move: Cut) -> None:
        s = self._state
        self._pick_up(s.winnings.values())
        if move.shuffle is not None:
            self._emit(Shuffled(move.shuffle))
        deck = cut_deck(s.shuffled, move.position)
        self._emit(DeckCut(move.punter, move.position, deck, s.deal_number + 1))
        self._emit(LobAndSonikShown(deck[0], deck[1]))

    def _deal_abzug(self) -> None:
        s = self._state
        if s.rules.talia:
            self._pick_up(s.winnings.values())
        first = s.dealt + 1
        abzug = (first + 1) // 2
        right = s.deck[first - 1]
        plie = first < len(s.deck) and s.deck[first].rank is right.rank
        # A plié is seen only when the left card is turned: both cards are shown before its stakes are decided.
        for position in (first, first + 1) if not plie else (first,):
            card = s.deck[position - 1]
            self._emit(CardDealt(card, position, abzug, Pile.RIGHT if position % 2 else Pile.LEFT))
            if plie:
                self._emit(CardDealt(s.deck[first], first + 1, abzug, Pile.LEFT))
            for stake in sorted((st for st in s.stakes if st.card.rank is card.rank), key=lambda st: st.entry):
                self._decide(stake, position, abzug, card)
        if self._deal_is_over():
            self._finish_deal()

    def _deal_is_over(self) -> bool:
        """The deck is done, or (without talia) every stake is decided, or (in a talia) the bank
        is broken between abzugs with nothing left riding: the talia ends there (section 2)."""
        s = self._state
        if s.dealt >= len(s.deck) or (not s.stakes and not s.rules.talia):
            return True
        return s.rules.talia and not s.stakes and s.bank < s.rules.initial_kush

    def _decide(self, stake: Stake, position: int, abzug: int, card: Card) -> None:
        s, rules = self._state, self._state.rules
        plie = position % 2 == 1 and position < len(s.deck) and s.deck[position].rank is card.rank
        decision = decide(rules, position=position, deciding_card=card, plie=plie,
                          staked_card=stake.card, last_position=rules.deck_size)
        amount = signed_amount(decision, stake.riding)
        self._emit(StakeDecided(
            stake.punter, stake.card, stake.pair, stake.entry, decision.outcome, position, abzug, card,
            decision.plie, stake.kush, stake.riding, decision.factor, amount, stake.corners))
        if decision.outcome is not Outcome.GIVEN:
            return
        if position == 2:
            for premium in rules.premiums:
                if premium.event is PremiumEvent.SONIK_WIN:
                    self._emit(PremiumPaid(stake.punter, premium.event, stake.card, None,
                                           premium.kush_multiple * stake.kush))
        run = s.series_runs.get(stake.punter, 0)
        for premium in sorted((p for p in rules.premiums if p.event is PremiumEvent.SERIES), key=lambda p: p.n or 0):
            if premium.n == run:
                self._emit(PremiumPaid(stake.punter, premium.event, stake.card, premium.n,
                                       premium.kush_multiple * stake.kush))

    def _finish_deal(self) -> None:
        s, rules = self._state, self._state.rules
        if rules.premium_multiple(PremiumEvent.DEAL_WON):
            carried = {st.punter for st in s.stakes}
            # In the order of each punter's first stake among the cards decided in this deal.
            for punter in sorted(s.deal_first_entries, key=s.deal_first_entries.__getitem__):
                results = s.deal_results.get(punter, ())
                if len(results) >= 2 and all(r is Outcome.GIVEN for r in results) and punter not in carried:
                    for premium in rules.premiums:
                        if premium.event is PremiumEvent.DEAL_WON:
                            self._emit(PremiumPaid(punter, premium.event, None, None,
                                                   premium.kush_multiple * rules.initial_kush))
        self._emit(DealFinished(s.deal_number, s.dealt, rules.talia))
        self._cover_rides()
        self._after_deal()

    def _after_deal(self) -> None:
        """Between deals: punters out of money leave, the bank is checked, the bank may rotate."""
        s, rules = self._state, self._state.rules
        for punter in self.punters:
            if self._out_of_money(punter):
                self._emit(PunterLeft(punter, True))
        if s.bank < rules.initial_kush:
            self._emit(BankBroken(s.banker, s.bank))
            return
        if rules.banker_rotation is BankerRotation.EACH_DEAL:
            self._rotate()
        if s.phase is not Phase.OVER and not self.punters:
            self._end(EndReason.NO_PUNTERS)

    def _out_of_money(self, punter: str) -> bool:
        s = self._state
        return (s.balances[punter] < s.rules.initial_kush
                and not s.stakes.count_of(punter) and not s.winnings.count_of(punter))

    def _cover_rides(self) -> None:
        """Hold the rides on the table to the bank limit after the bank changed hands or was put up
        again: the rides it cannot cover go back to their punters (stake and winnings), the latest
        first, as a stake the bank could not cover would have been refused (section 2)."""
        s = self._state
        while s.stakes and self.exposure() > s.bank:
            latest = max(s.stakes, key=lambda st: st.entry)
            self._return_stakes([latest])

    # ----- the bank -----

    def _put_up_bank(self, *, second: bool) -> None:
        s = self._state
        contributions = self.bank_contributions(s.banker)
        if contributions is None:
            raise GameError(GameMessage.CANNOT_AFFORD_BANK, banker=s.banker, balance=s.balances[s.banker],
                            kush=s.rules.initial_kush)
        self._emit(BankPutUp(s.banker, sum(a for _, a in contributions), contributions, second))

    def _new_bank(self) -> None:
        s = self._state
        if s.bank:
            self._emit(BankReturned(s.banker, s.bank))
        if self.bank_contributions(s.banker) is None:
            self._give_up_bank()
            return
        self._put_up_bank(second=True)
        self._cover_rides()

    def _give_up_bank(self) -> None:
        if self._state.rules.banker_rotation is BankerRotation.BANK_BROKEN:
            self._rotate()
            if self._state.phase is Phase.BANK_BROKEN:
                self._end(EndReason.BANK_BROKEN)
            return
        self._end(EndReason.BANK_BROKEN)

    def _rotate(self) -> None:
        """Pass the bank to the next player (in seat order) who can put one up."""
        s = self._state
        old = s.banker
        start = s.players.index(old)
        for step in range(1, len(s.players)):
            new = s.players[(start + step) % len(s.players)]
            if new in s.left:
                continue
            returned, waiting = self.stakes_of(new), self.winnings_of(new)
            balance_after = s.balances[new] + sum(st.riding for st in returned) + sum(w.total for w in waiting)
            if balance_after < s.rules.initial_kush:
                continue
            if s.bank:
                self._emit(BankReturned(old, s.bank))
            self._pick_up(waiting)
            self._return_stakes(returned)
            self._emit(BankerRotated(old, new, tuple(old if p == new else p for p in s.punter_seats)))
            try:
                self._put_up_bank(second=False)
            except GameError:
                self._end(EndReason.BANK_BROKEN)
                return
            self._cover_rides()
            return

    # ----- rules, stopping, the end -----

    def _change_rules(self, rules: HouseRules) -> None:
        s = self._state
        self._pick_up(s.winnings.values())
        self._return_stakes(s.stakes.values())
        self._emit(RulesChanged(rules))

    def _stop(self, punter: str) -> None:
        self._pick_up(self.winnings_of(punter))
        self._return_stakes(self.stakes_of(punter))
        self._emit(PunterLeft(punter, False))
        if not self.punters and self._state.phase is not Phase.DEALING:
            self._end(EndReason.NO_PUNTERS)

    def _end(self, reason: EndReason) -> None:
        s = self._state
        if s.offer is not None:
            self._emit(StakeRefused(s.offer.punter, s.offer.cards, s.offer.kush, s.offer.reasons))
        self._pick_up(s.winnings.values())
        self._return_stakes(s.stakes.values())
        if s.bank:
            self._emit(BankReturned(s.banker, s.bank))
        self._emit(SessionEnded(reason, tuple((p, s.balances[p]) for p in s.players)))
