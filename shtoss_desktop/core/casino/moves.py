"""The moves of a casino stos session: one frozen record per action of a `CasinoGame`, fully resolved.

Every public action of a `CasinoGame` (`place_bet`, `deal_turn`, `new_shoe`, ...) builds its move and plays
it (`CasinoGame.play`): the matching `verify_*` checks it, then it is executed. A new shoe carries its order
(drawn before the move is made), so the move alone replays the action and a journal of moves is checked
again by the rules (`shtoss_desktop.core.replay`). Moves are records: `CasinoMove.from_json` reads any.

>>> from shtoss_desktop.core.cards import Rank, Suit
>>> PlaceBet("You", Rank.QUEEN, 20, Suit.HEARTS, 8).to_json()
{'kind': 'place_bet', 'player': 'You', 'rank': 'Q', 'amount': 20, 'suit': 'H', 'suit_amount': 8}
"""

from __future__ import annotations

from typing import ClassVar, Final

from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.casino.events import RANK_VALUE
from shtoss_desktop.core.machine import Record, RecordFamily


class CasinoMove(Record, frozen=True):
    """The base of every casino move; `CasinoMove.from_json` reads any of them by its `kind`."""

    kind: ClassVar[str] = "casino_move"


class PlaceBet(CasinoMove, frozen=True):
    """A player puts a bet on a rank, and perhaps a suit bet with it (`CasinoGame.place_bet`)."""

    kind: ClassVar[str] = "place_bet"
    player: str
    """The player."""
    rank: Rank
    """The rank spot."""
    amount: int
    """The rank bet."""
    suit: Suit | None = None
    """The suit spot of the suit bet (None without one)."""
    suit_amount: int = 0
    """The suit bet (0 without one)."""


class ChangeBet(CasinoMove, frozen=True):
    """A player's bet on a rank becomes this bet (`CasinoGame.change_bet`): the new totals."""

    kind: ClassVar[str] = "change_bet"
    player: str
    """The player."""
    rank: Rank
    """The rank spot."""
    amount: int
    """The rank bet now."""
    suit: Suit | None = None
    """The suit spot now (None: no suit bet)."""
    suit_amount: int = 0
    """The suit bet now (0 without one)."""


class AddToBet(CasinoMove, frozen=True):
    """A player adds to his bet on a rank, and perhaps to its suit bet (`CasinoGame.add_to_bet`)."""

    kind: ClassVar[str] = "add_to_bet"
    player: str
    """The player."""
    rank: Rank
    """The rank spot."""
    amount: int = 0
    """What goes onto the rank bet."""
    suit: Suit | None = None
    """The suit spot of what goes onto the suit bet (it starts one if there is none)."""
    suit_amount: int = 0
    """What goes onto the suit bet."""


class TakeBackBet(CasinoMove, frozen=True):
    """A player takes his whole bet on a rank back (`CasinoGame.take_back`)."""

    kind: ClassVar[str] = "take_back_bet"
    player: str
    """The player."""
    rank: Rank
    """The rank spot."""


class DealTurn(CasinoMove, frozen=True):
    """The dealer turns the next two cards (`CasinoGame.deal_turn`)."""

    kind: ClassVar[str] = "deal_turn"


class NewShoe(CasinoMove, frozen=True):
    """A new shoe is shuffled into `order` (`CasinoGame.new_shoe`)."""

    kind: ClassVar[str] = "new_shoe"
    order: tuple[Card, ...]
    """The shoe in dealing order, position 1 first."""


class EndCasinoSession(CasinoMove, frozen=True):
    """The session ends now (`CasinoGame.end_session`)."""

    kind: ClassVar[str] = "end_casino_session"


CASINO_MOVES: Final = RecordFamily(
    CasinoMove, (PlaceBet, ChangeBet, AddToBet, TakeBackBet, DealTurn, NewShoe, EndCasinoSession), {Rank: RANK_VALUE})
"""Every kind of casino move, read by `CasinoMove.from_json`."""
