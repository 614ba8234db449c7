"""What the casino rules allow now: every `verify_*` of a casino game, its `can_*` and `verify(move)`.

Each `verify_*` raises a `CasinoError` naming the rule; each `can_*` is made from it by `machine.asks`;
`verify(move)` asks the one that matches a move, so a move played live and a move read back from a journal
meet the same checks: a bet within the table's minimum and maximum and the player's money, a suit bet even,
a rank with copies left, a new shoe of `decks` full decks.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.casino.errors import CasinoError, CasinoMessage
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
from shtoss_desktop.core.casino.shoe import check_shoe
from shtoss_desktop.core.casino.table import Bet, CasinoPhase, CasinoTable
from shtoss_desktop.core.machine import asks


def suit_amount_for(amount: int) -> int:
    """The suit bet that goes with a rank bet of `amount`: the same, raised to the next even amount (a suit
    bet is even, half of it can be won or lost), and at least 2.

    >>> suit_amount_for(10), suit_amount_for(25), suit_amount_for(1)
    (10, 26, 2)
    """
    return max(2, amount + amount % 2)


class CasinoLegality(CasinoTable):
    """The casino table with its rules: what may be done now, and why not."""

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

    def _added(self, player: str, rank: Rank, amount: int, suit: Suit | None, suit_amount: int) -> Bet:
        """The bet after adding `amount` to the rank bet and `suit_amount` to the suit bet on `suit`."""
        old = self._existing(player, rank)
        if amount < 0 or suit_amount < 0 or (amount == 0 and suit_amount == 0):
            raise CasinoError(CasinoMessage.NO_CHANGE)
        if suit is not None and old.suit is not None and suit is not old.suit:
            raise CasinoError(CasinoMessage.SUIT_CHANGED, suit=old.suit.value, wanted=suit.value)
        new_suit = old.suit if old.suit is not None else suit
        return msgspec.structs.replace(old, amount=old.amount + amount, suit=new_suit,
                                       suit_amount=old.suit_amount + suit_amount)

    def verify_add_to_bet(self, player: str, rank: Rank, amount: int = 0, suit: Suit | None = None,
                          suit_amount: int = 0) -> None:
        """Raise `CasinoError` if the player may not add `amount` to his bet on `rank` (and `suit_amount`
        to its suit bet: on `suit`, which starts one if he has none) now."""
        new = self._added(player, rank, amount, suit, suit_amount)
        self.verify_change_bet(player, rank, new.amount, new.suit, new.suit_amount)

    can_add_to_bet = asks(verify_add_to_bet)

    def verify_take_back(self, player: str, rank: Rank) -> None:
        """Raise `CasinoError` if the player may not take his bet on `rank` back now."""
        self._existing(player, rank)

    can_take_back = asks(verify_take_back)

    # ----- dealing -----

    def verify_deal_turn(self) -> None:
        """Raise `CasinoError` unless a turn can be dealt (a shoe with cards left, the session going on)."""
        if self._state.phase is CasinoPhase.OVER:
            raise CasinoError(CasinoMessage.SESSION_OVER)
        if self._state.phase is CasinoPhase.SHOE_OVER:
            raise CasinoError(CasinoMessage.SHOE_OVER)

    can_deal_turn = asks(verify_deal_turn)

    def verify_new_shoe(self, order: Sequence[Card] | None = None) -> None:
        """Raise `CasinoError` unless a new shoe may be shuffled now (the last one dealt out) in `order`
        (None: at random), which must hold each of the 52 cards exactly `decks` times."""
        s = self._state
        if s.phase is CasinoPhase.OVER:
            raise CasinoError(CasinoMessage.SESSION_OVER)
        if s.phase is CasinoPhase.BETTING:
            raise CasinoError(CasinoMessage.SHOE_NOT_OVER, cards=self.cards_left)
        if order is not None:
            check_shoe(order, self.rules.decks)

    can_new_shoe = asks(verify_new_shoe)

    def verify_end_session(self) -> None:
        """Raise `CasinoError` if the session is already over."""
        if self._state.phase is CasinoPhase.OVER:
            raise CasinoError(CasinoMessage.SESSION_OVER)

    can_end_session = asks(verify_end_session)

    # ----- a move -----

    def verify(self, move: CasinoMove) -> None:
        """Raise `CasinoError` if the rules do not allow `move` now (the matching `verify_*` decides)."""
        match move:
            case PlaceBet():
                self.verify_place_bet(move.player, move.rank, move.amount, move.suit, move.suit_amount)
            case ChangeBet():
                self.verify_change_bet(move.player, move.rank, move.amount, move.suit, move.suit_amount)
            case AddToBet():
                self.verify_add_to_bet(move.player, move.rank, move.amount, move.suit, move.suit_amount)
            case TakeBackBet():
                self.verify_take_back(move.player, move.rank)
            case DealTurn():
                self.verify_deal_turn()
            case NewShoe():
                self.verify_new_shoe(move.order)
            case EndCasinoSession():
                self.verify_end_session()
            case _:
                raise TypeError(f"{move!r} is not a casino move")
