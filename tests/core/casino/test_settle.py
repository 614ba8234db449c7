"""Settling one decided casino bet (core/casino/settle.py): the rank bet 1:1 and its suit bet by the same card."""

from __future__ import annotations

import pytest

from shtoss_desktop.core.cards import Card, Suit
from shtoss_desktop.core.casino.settle import BetOutcome, Box, SuitOutcome, decide_bet


@pytest.mark.parametrize(("position", "card", "outcome", "gain", "suit_outcome", "suit_gain"), [
    (2, "7H", BetOutcome.WON, 10, SuitOutcome.WON, 8),
    (3, "7H", BetOutcome.LOST, -10, SuitOutcome.LOST, -8),
    (2, "7D", BetOutcome.WON, 10, SuitOutcome.HALF_WON, 4),
    (1, "7D", BetOutcome.LOST, -10, SuitOutcome.HALF_LOST, -4),
    (4, "7S", BetOutcome.WON, 10, SuitOutcome.PUSH, 0),
])
def test_the_suit_bet_follows_the_deciding_card(position: int, card: str, outcome: BetOutcome, gain: int,
                                                suit_outcome: SuitOutcome, suit_gain: int) -> None:
    decision = decide_bet(position=position, deciding_card=Card.parse(card), amount=10, suit=Suit.HEARTS,
                          suit_amount=8)
    assert (decision.outcome, decision.gain, decision.suit_outcome, decision.suit_gain) == (
        outcome, gain, suit_outcome, suit_gain)
    assert decision.box is (Box.WIN if position % 2 == 0 else Box.LOSS)


def test_a_bet_without_a_suit_bet_has_no_suit_outcome() -> None:
    decision = decide_bet(position=1, deciding_card=Card.parse("QS"), amount=30)
    assert (decision.outcome, decision.gain, decision.suit_outcome, decision.suit_gain) == (BetOutcome.LOST, -30,
                                                                                             None, 0)
