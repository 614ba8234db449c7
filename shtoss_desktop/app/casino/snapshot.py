"""What the casino table shows at one moment: a typed, immutable snapshot the controller builds from the core's
game after every action, and the scene lays out and animates (it never reads the core itself).
"""

from __future__ import annotations

from dataclasses import dataclass

from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.casino.odds import RankOdds


@dataclass(frozen=True, slots=True)
class ShownBet:
    """A bet standing on the layout."""

    player: str
    """Whose bet it is."""
    rank: Rank
    """The rank spot it lies on."""
    amount: int
    """The rank bet."""
    suit: Suit | None = None
    """The suit of the suit bet placed with it, if any."""
    suit_amount: int = 0
    """The suit bet (0: none)."""


@dataclass(frozen=True, slots=True)
class SettledBet:
    """A bet the last turn decided: what it was and what it did to its player's money."""

    player: str
    """Whose bet it was."""
    rank: Rank
    """The rank spot it lay on."""
    amount: int
    """The rank bet."""
    won: bool
    """Whether the rank bet won (its card fell on win)."""
    change: int
    """The player's gain (positive) or loss (negative) from the rank bet and its suit bet together."""


@dataclass(frozen=True, slots=True)
class CasinoSnapshot:
    """Everything the casino table shows."""

    players: tuple[str, ...]
    """The players at the table, the human first (when he plays)."""
    human: str
    """The human's name ("" when he only watches)."""
    balances: tuple[tuple[str, int], ...]
    """Each player's money off the layout."""
    house: int
    """The house's result so far (what the players lost minus what they won)."""
    bets: tuple[ShownBet, ...]
    """The bets standing on the layout."""
    loss_card: Card | None
    """The current turn's card in the loss box."""
    win_card: Card | None
    """The current turn's card in the win box."""
    turn: int
    """How many turns have been dealt."""
    shoe_left: int
    """Cards left in the shoe."""
    shoe_size: int
    """Cards in the full shoe."""
    copies: int
    """Copies of each rank in the full shoe."""
    gone: tuple[tuple[Rank, int], ...]
    """For each rank, how many copies are out of the shoe."""
    settled: tuple[SettledBet, ...] = ()
    """The bets the last action decided (empty unless it dealt a turn)."""
    odds: tuple[tuple[Rank, RankOdds], ...] = ()
    """Each rank's exact odds with copies left (the core's `odds_table`, as the CLI computes them)."""
    over: bool = False
    """The shoe is dealt out."""
    status: str = ""
    """A line for the table's status (translated)."""
    table_minimum: int = 1
    """The smallest bet."""
    table_maximum: int = 1
    """The largest bet."""

    def balance(self, player: str) -> int:
        """A player's money off the layout."""
        return dict(self.balances).get(player, 0)

    def gone_of(self, rank: Rank) -> int:
        """How many copies of `rank` are out of the shoe."""
        return dict(self.gone).get(rank, 0)

    def live(self, rank: Rank) -> bool:
        """Whether a copy of `rank` is still in the shoe (it may be bet on)."""
        return self.gone_of(rank) < self.copies

    def bet(self, player: str, rank: Rank) -> ShownBet | None:
        """A player's bet on a rank, if any."""
        return next((b for b in self.bets if b.player == player and b.rank == rank), None)

    def odds_of(self, rank: Rank) -> RankOdds | None:
        """A rank's odds, if it has copies left."""
        return dict(self.odds).get(rank)
