"""A session's ledger for the statistics: every stake of the human's, what it did and what it was worth on average.

Both games write their sessions' ledgers in this shape (`core/shtoss/expectation.py`, `core/casino/expectation.py`),
read from a log the verified replay made; the statistics store (storage/stats_store.py) keeps them.

The expectation of a stake is exact: at every moment the money riding on a card changes (a stake placed, a paroli
bent, a bet changed or taken back) the change is valued at the exact expected gain per unit of that card at that
moment (the cards gone counted). Summed over a session this is the expected result of the player's choices, so
"luck" (the result less the expectation) has mean zero whatever he chose. A stake's variance is that of its
outcome as it was last set; the variances add up (each stake is decided by other cards, or later ones).

>>> line = StakeLine(1, Role.PUNTER, 3, StakeResult.WON, 10, Fraction(-1, 3), Fraction(99))
>>> Ledger((line,), {Role.PUNTER: 1}).totals(Role.PUNTER).net
10
"""

from __future__ import annotations

import abc
import enum
from collections.abc import Iterable, Mapping
from fractions import Fraction
from typing import Generic, TypeVar

import msgspec

from shtoss_desktop.core.machine import Record
from shtoss_desktop.core.seats import Role


@enum.unique
class StakeResult(enum.StrEnum):
    """What a decided stake did for the player."""

    WON = "won"
    """He gained (a shtoss card given, a casino bet on the win box with its suit bet)."""
    LOST = "lost"
    """He lost."""
    EVEN = "even"
    """No money changed hands (a void card; a casino bet won and its suit bet lost by as much)."""


class StakeLine(msgspec.Struct, frozen=True):
    """One decided stake, from the human's side (as banker: a punter's stake against his bank)."""

    deal: int
    """The deal (shtoss) or shoe (casino) it was decided in, from 1."""
    role: Role
    """The human's part in that deal: punter or banker."""
    position: int
    """Where it was decided: the abzug (shtoss) or the turn (casino), from 1."""
    result: StakeResult
    """Won, lost or even."""
    amount: int
    """The human's signed gain."""
    expectation: Fraction
    """The human's exact expected gain on it (see the module docstring)."""
    variance: Fraction
    """The variance of its outcome as last set."""


class Totals(msgspec.Struct, frozen=True):
    """The sums over some stakes (one role, or every role)."""

    deals: int = 0
    """Deals (shoes) played in that part."""
    stakes: int = 0
    """Stakes decided."""
    won: int = 0
    """The sum of the gains of the stakes won."""
    lost: int = 0
    """The sum of the losses of the stakes lost (a positive number)."""
    biggest_win: int = 0
    """The largest gain on one stake."""
    biggest_loss: int = 0
    """The largest loss on one stake (a positive number)."""
    win_series: int = 0
    """The longest run of stakes won one after another (an even stake breaks no run)."""
    loss_series: int = 0
    """The longest run of stakes lost one after another."""
    expectation: Fraction = msgspec.field(default_factory=Fraction)
    """The exact expected result of those stakes."""
    variance: Fraction = msgspec.field(default_factory=Fraction)
    """The variance of their result."""

    @property
    def net(self) -> int:
        """Won less lost."""
        return self.won - self.lost

    @property
    def luck(self) -> Fraction:
        """The result less its expectation."""
        return self.net - self.expectation


def totals(lines: Iterable[StakeLine], deals: int) -> Totals:
    """The totals of `lines`, in the order decided, over `deals` deals."""
    stakes = won = lost = biggest_win = biggest_loss = 0
    win_series = loss_series = wins = losses = 0
    expectation = variance = Fraction()
    for line in lines:
        stakes += 1
        expectation += line.expectation
        variance += line.variance
        if line.result is StakeResult.WON:
            won += line.amount
            biggest_win = max(biggest_win, line.amount)
            wins, losses = wins + 1, 0
        elif line.result is StakeResult.LOST:
            lost -= line.amount
            biggest_loss = max(biggest_loss, -line.amount)
            wins, losses = 0, losses + 1
        win_series, loss_series = max(win_series, wins), max(loss_series, losses)
    return Totals(deals, stakes, won, lost, biggest_win, biggest_loss, win_series, loss_series, expectation, variance)


def result_of(amount: int) -> StakeResult:
    """Won, lost or even, by the sign of the gain."""
    return StakeResult.WON if amount > 0 else StakeResult.LOST if amount < 0 else StakeResult.EVEN


class Ledger(msgspec.Struct, frozen=True):
    """A session's stakes of the human's, and how many deals he played in each part."""

    lines: tuple[StakeLine, ...]
    """Every stake decided, in order."""
    deals: Mapping[Role, int]
    """Deals (shoes) finished, by the human's part in them."""

    def totals(self, role: Role | None = None) -> Totals:
        """The totals of one part (None: the whole session)."""
        deals = sum(self.deals.values()) if role is None else self.deals.get(role, 0)
        return totals((line for line in self.lines if role is None or line.role is role), deals)

    @property
    def roles(self) -> tuple[Role, ...]:
        """The parts the human played (a deal finished or a stake decided in it), punter first."""
        present = {line.role for line in self.lines} | {role for role, count in self.deals.items() if count}
        return tuple(role for role in (Role.PUNTER, Role.BANKER) if role in present)


RecordT = TypeVar("RecordT", bound=Record)


class LedgerReader(abc.ABC, Generic[RecordT]):
    """Reads one game's session record by record into the human's ledger (each game has one: a live session
    feeds it as the records come, so the ledger is never read again from the start)."""

    @abc.abstractmethod
    def feed(self, record: RecordT) -> None:
        """The session's next record (the first, the players sitting down, was given to the constructor)."""

    @abc.abstractmethod
    def ledger(self) -> Ledger:
        """The ledger of the records fed so far."""


__all__ = ["Ledger", "LedgerReader", "StakeLine", "StakeResult", "Totals", "result_of", "totals"]
