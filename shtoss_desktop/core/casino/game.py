"""Casino stos (современный стос, faro) as a state machine of events (RULES.md section 4.8): the `CasinoGame`.

A shoe of six or eight 52-card decks is dealt in *turns* of two cards: position 1 to the loss box
(проигрыш, odd), position 2 to the win box (выигрыш, even), and so on to the last card, which counts.
Players bet on ranks, and with a rank bet on a suit. A bet stands until the first copy of its rank comes
out: on loss the house takes it, on win the house pays 1:1; a plié (a turn of two cards of one rank) is a
loss, its odd card showing first. The suit bet is decided by the same card: its suit wins or loses 1:1,
the other suit of the same colour half, the other colour is a push. Between turns players place bets on
ranks with copies left, add to them and take them back, within the table minimum and maximum and their
money; the house never runs out.

A `CasinoGame` stands on the same frame as the shtoss `Game`, in the same layers: `table.CasinoTable` (the
state and its records), `legality.CasinoLegality` (every `verify_*` and `can_*`) and the actions here, each
of which builds its move (`moves`) and plays it. The log is also the journal (`CasinoEvent.to_json` /
`from_json`); `CasinoGame.replay` rebuilds the same state from it, and `CasinoGame.verified_replay` from the
moves, checked again. The shoe is in `shoe`, the one settlement of a decided bet in `settle` (the CLI's
`casino` command calls it too).

>>> from shtoss_desktop.core.casino.rules import CasinoRules
>>> from shtoss_desktop.core.casino.shoe import stacked_shoe
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
>>> [type(played.move).__name__ for played in game.played]
['NewShoe', 'PlaceBet', 'DealTurn']
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Final

import msgspec

from shtoss_desktop.core.cards import Card, Rank, Suit
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
from shtoss_desktop.core.casino.inference import suggest_moves
from shtoss_desktop.core.casino.legality import CasinoLegality
from shtoss_desktop.core.casino.moves import (
    AddToBet,
    CasinoMove,
    ChangeBet,
    DealTurn,
    EndCasinoSession,
    NewShoe,
    PlaceBet,
    TakeBackBet,
)
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.casino.settle import decide_bet
from shtoss_desktop.core.casino.shoe import shuffled_shoe
from shtoss_desktop.core.replay import Inference, RecordedAction, ReplayResult, replay_records, verified_replay
from shtoss_desktop.core.seats import SetupError, SetupMessage, check_names

HOUSE: Final = "house"
"""The house's id (in the CLI's `net`); no player may take it."""


class CasinoSetup(msgspec.Struct, frozen=True):
    """How a casino session is set up: the rules and the players. The starting balances are the rules'
    capital; the first shoe is the opening's move, not the setup."""

    rules: CasinoRules
    """The table's rules."""
    players: tuple[str, ...]
    """Every player, in seat order (1 to the rules' computer players and one more)."""


class CasinoGame(CasinoLegality):
    """One casino stos session at one table: the players' balances, the shoe, the bets, the house's result.

    Money is conserved: the players' balances, the bets on the layout and the house's result always add up
    to the players' starting money. Balances never go below zero (a bet needs the money).
    """

    def __init__(
        self,
        rules: CasinoRules,
        players: Sequence[str],
        *,
        rng: random.Random | None = None,
        balances: Mapping[str, int] | None = None,
        shoe: Sequence[Card] | None = None,
    ) -> None:
        """Seat `players` (each with the rules' capital unless `balances`, for tests, says otherwise) and
        shuffle the first shoe: `shoe` is a given order (tests stack it), else `rng` shuffles (by default
        `random.SystemRandom`, as for the shtoss deck)."""
        self._seat(rules, players, rng, balances)
        self.new_shoe(shoe)

    def _seat(self, rules: CasinoRules, players: Sequence[str], rng: random.Random | None,
              balances: Mapping[str, int] | None = None) -> None:
        """The players sit down: names valid, distinct and not the house's, 1 to the rules' bound of them."""
        super().__init__(rules, rng)
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

    @classmethod
    def from_setup(cls, setup: CasinoSetup, *, rng: random.Random | None = None) -> CasinoGame:
        """The session `setup` describes, its players seated with the rules' capital, before its first shoe
        (which is the opening's first move)."""
        game = cls.__new__(cls)
        game._seat(setup.rules, setup.players, rng)
        return game

    @classmethod
    def verified_replay(cls, setup: CasinoSetup, actions: Sequence[RecordedAction[CasinoMove, CasinoEvent]]
                        ) -> ReplayResult[CasinoGame]:
        """The session `setup` describes, rebuilt by playing every recorded move through the rules and
        checking every record they make against the recorded ones (`replay.verified_replay`)."""
        return verified_replay(lambda: cls.from_setup(setup), actions)

    @classmethod
    def replay_records(cls, setup: CasinoSetup, recorded: Sequence[Sequence[CasinoEvent]]
                       ) -> tuple[ReplayResult[CasinoGame], Inference[CasinoMove, CasinoEvent]]:
        """A session kept as records only (a casino journal of release 0.1.0), its moves inferred
        (`inference.suggest_moves`) and then replayed like recorded moves (`replay.replay_records`)."""
        return replay_records(lambda: cls.from_setup(setup), recorded, suggest_moves)

    @classmethod
    def _blank(cls, rules: CasinoRules) -> CasinoGame:
        game = cls.__new__(cls)
        CasinoLegality.__init__(game, rules)  # the bare table: the first record applied seats the players
        return game

    # ----- the actions: each builds its move and plays it -----

    def place_bet(self, player: str, rank: Rank, amount: int, suit: Suit | None = None,
                  suit_amount: int = 0) -> list[CasinoEvent]:
        """Put a bet on `rank` (and a suit bet on `suit` with it); the money leaves the player's balance."""
        return self.play(PlaceBet(player, rank, amount, suit, suit_amount))

    def change_bet(self, player: str, rank: Rank, amount: int, suit: Suit | None = None,
                   suit_amount: int = 0) -> list[CasinoEvent]:
        """Make the player's bet on `rank` this bet: the difference leaves or returns to his balance."""
        return self.play(ChangeBet(player, rank, amount, suit, suit_amount))

    def add_to_bet(self, player: str, rank: Rank, amount: int = 0, suit: Suit | None = None,
                   suit_amount: int = 0) -> list[CasinoEvent]:
        """Add to the player's bet on `rank` (a `BetChanged` record with the new totals)."""
        return self.play(AddToBet(player, rank, amount, suit, suit_amount))

    def take_back(self, player: str, rank: Rank) -> list[CasinoEvent]:
        """The player takes his whole bet on `rank` (and its suit bet) back to his balance."""
        return self.play(TakeBackBet(player, rank))

    def deal_turn(self) -> list[CasinoEvent]:
        """Deal the next two cards, loss then win, and decide every bet on their ranks.

        The records: the turn; the bets on the loss card's rank, in the order placed; the bets on the
        win card's rank (none after a plié: the loss card took them); after the shoe's last card, its end.
        """
        return self.play(DealTurn())

    def new_shoe(self, order: Sequence[Card] | None = None) -> list[CasinoEvent]:
        """Shuffle the next shoe (`order` given, or shuffled by the game's generator)."""
        if order is None:
            self.verify_new_shoe()
            order = shuffled_shoe(self.rules.decks, self.rng)
        return self.play(NewShoe(tuple(order)))

    def end_session(self) -> list[CasinoEvent]:
        """End the session: every bet still on the layout goes back to its player, then the final balances."""
        return self.play(EndCasinoSession())

    # ----- executing a verified move -----

    def _execute(self, move: CasinoMove) -> None:
        s = self._state
        match move:
            case PlaceBet():
                self._emit(BetPlaced(move.player, move.rank, move.amount, move.suit, move.suit_amount,
                                     s.next_entry))
            case ChangeBet():
                self._change(move.player, move.rank, move.amount, move.suit, move.suit_amount)
            case AddToBet():
                new = self._added(move.player, move.rank, move.amount, move.suit, move.suit_amount)
                self._change(move.player, move.rank, new.amount, new.suit, new.suit_amount)
            case TakeBackBet():
                bet = s.bets[(move.player, move.rank)]
                self._emit(BetTakenBack(bet.player, bet.rank, bet.amount, bet.suit, bet.suit_amount))
            case DealTurn():
                self._deal_turn()
            case NewShoe():
                self._emit(ShoeShuffled(s.shoe_number + 1, move.order))
            case EndCasinoSession():
                for bet in self.bets:
                    self._emit(BetTakenBack(bet.player, bet.rank, bet.amount, bet.suit, bet.suit_amount))
                self._emit(CasinoSessionEnded(tuple((p, s.balances[p]) for p in s.players), s.house_result))
            case _:
                raise TypeError(f"{move!r} is not a casino move")

    def _change(self, player: str, rank: Rank, amount: int, suit: Suit | None, suit_amount: int) -> None:
        old = self._state.bets[(player, rank)]
        self._emit(BetChanged(player, rank, amount, suit, suit_amount, amount + suit_amount - old.total))

    def _deal_turn(self) -> None:
        s = self._state
        index = s.position
        loss, win = s.shoe[index], s.shoe[index + 1]
        self._emit(TurnDealt(s.shoe_number, s.turns + 1, loss, win, index + 1, len(s.shoe) - index - 2))
        plie = loss.rank is win.rank
        for position, card in ((index + 1, loss), (index + 2, win)):
            for bet in self.bets_on(card.rank):
                decision = decide_bet(position=position, deciding_card=card, amount=bet.amount, suit=bet.suit,
                                      suit_amount=bet.suit_amount)
                self._emit(BetDecided(
                    bet.player, bet.rank, bet.entry, decision.outcome, position, decision.box, card,
                    plie and position == index + 1, bet.amount, decision.gain, bet.suit, bet.suit_amount,
                    decision.suit_outcome, decision.suit_gain))
        if s.position == len(s.shoe):
            self._emit(ShoeEnded(s.shoe_number, s.turns))
