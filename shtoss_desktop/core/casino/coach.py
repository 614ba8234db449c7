"""What the casino's coach and case-keeper need, as exact data (RULES.md sections 4.8 and 6): pure, no words.

- Before a bet: `bet_outlook` (a rank bet with or without a suit bet: the exact chances of each outcome and the
  expected gain in money) and `best_ranks` (the ranks with the best and the worst odds now: in a shoe a rank with
  few copies left is nearer an even game than one with many).
- After a decided bet the reason is the `BetDecided` record itself: the box (loss or win), the plié, and the suit
  bet's outcome against the deciding card (section 4.8).

>>> from shtoss_desktop.core.cards import Rank
>>> choice = best_ranks({Rank.SEVEN: 1, Rank.KING: 4}, 52)
>>> choice.best, choice.best_odds.ev_per_unit, choice.worst
((<Rank.SEVEN: 7>,), Fraction(0, 1), (<Rank.KING: 13>,))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

import msgspec

from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.core.casino.errors import CasinoMessage
from shtoss_desktop.core.casino.odds import CasinoOddsError, RankOdds, SuitOdds, rank_odds, suit_odds


class BetOutlook(msgspec.Struct, frozen=True):
    """A bet under consideration: its exact chances and what it is worth on average."""

    rank: RankOdds
    """The rank bet's chances (loss, win) and expected value per unit."""
    suit: SuitOdds | None
    """The suit bet's chances and expected value per unit (None without one)."""
    amount: int
    """The rank bet."""
    suit_amount: int
    """The suit bet (0 without one)."""
    expected_gain: Fraction
    """The player's expected gain in money on both (negative: the house's edge)."""


def bet_outlook(copy_suits: Sequence[Suit], cards_left: int, *, amount: int, suit: Suit | None = None,
                suit_amount: int = 0, next_is_loss: bool = True) -> BetOutlook:
    """The outlook of `amount` on a rank whose copies left have `copy_suits` (one entry a copy) among
    `cards_left` cards, with a suit bet of `suit_amount` on `suit` if given."""
    odds = rank_odds(len(copy_suits), cards_left, next_is_loss=next_is_loss)
    with_suit = suit_odds(odds, copy_suits, suit) if suit is not None else None
    gain = odds.ev_per_unit * amount + (with_suit.ev_per_unit * suit_amount if with_suit is not None else 0)
    return BetOutlook(odds, with_suit, amount, suit_amount if with_suit is not None else 0, gain)


class RankChoice(msgspec.Struct, frozen=True):
    """The ranks with the best and the worst odds now."""

    best: tuple[Rank, ...]
    """The ranks with the highest expected value per unit (several when they tie), lowest rank first."""
    best_odds: RankOdds
    """Their odds."""
    worst: tuple[Rank, ...]
    """The ranks with the lowest."""
    worst_odds: RankOdds
    """Their odds."""


def best_ranks(copies_left: Mapping[Rank, int], cards_left: int, *, next_is_loss: bool = True) -> RankChoice:
    """The best and worst of the ranks with a copy left (`copies_left`: copies by rank) among `cards_left`."""
    table = {rank: rank_odds(k, cards_left, next_is_loss=next_is_loss) for rank, k in copies_left.items() if k}
    if not table:
        raise CasinoOddsError(CasinoMessage.NO_COPIES, copies=0, cards=cards_left)
    top = max(o.ev_per_unit for o in table.values())
    bottom = min(o.ev_per_unit for o in table.values())
    best = tuple(sorted((r for r, o in table.items() if o.ev_per_unit == top), ))
    worst = tuple(sorted((r for r, o in table.items() if o.ev_per_unit == bottom), ))
    return RankChoice(best, table[best[0]], worst, table[worst[0]])


__all__ = ["BetOutlook", "RankChoice", "best_ranks", "bet_outlook"]
