"""Settling one decided casino bet (RULES.md section 4.8): the rank bet 1:1, and its suit bet by the same card.

`decide_bet` is the one settlement of a decided bet: the game and the CLI's `casino` command both call it.

>>> d = decide_bet(position=3, deciding_card=Card.parse("7S"), amount=10, suit=Suit.CLUBS, suit_amount=8)
>>> d.outcome, d.gain, d.suit_outcome, d.suit_gain
(<BetOutcome.LOST: 'lost'>, -10, <SuitOutcome.HALF_LOST: 'half_lost'>, -4)
"""

from __future__ import annotations

import enum

import msgspec

from shtoss_desktop.core.cards import Card, Suit


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



class BetDecision(msgspec.Struct, frozen=True):
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
