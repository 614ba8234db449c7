"""Settling one decided card: the order in which the house options combine (RULES.md section 4.9).

`decide` is the single place that turns (position, deciding card, plié, the staked card) into an
outcome and a factor of the riding amount; the deal, the odds and the CLI all call it.

>>> from shtoss_desktop.core.cards import Card
>>> from shtoss_desktop.core.shtoss.rules import HouseRules, LobRule
>>> d = decide(HouseRules(lob=LobRule.HALF), position=1, deciding_card=Card.parse("7S"),
...            plie=False, staked_card=Card.parse("7D"), last_position=52)
>>> d.outcome, d.factor, signed_amount(d, 30)
(<Outcome.KILLED: 'killed'>, Fraction(1, 2), -15)
"""

from __future__ import annotations

import enum
from fractions import Fraction
from typing import Final

import msgspec

from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage
from shtoss_desktop.core.shtoss.rules import HouseRules, LastCard, LobRule, PlieRule

ONE: Final = Fraction(1)
HALF: Final = Fraction(1, 2)


class Outcome(enum.StrEnum):
    """How a staked card was decided."""

    KILLED = "killed"
    """Бита: decided by a card to the right (odd position); the banker wins."""
    GIVEN = "given"
    """Дана: decided by a card to the left (even position); the punter wins."""
    VOID = "void"
    """Neither wins nor loses (the last card under pharaon rules)."""


class SettlementError(GameError):
    """An amount does not divide as the active options require (the rules' divisibility checks prevent it)."""


class Decision(msgspec.Struct, frozen=True):
    """The outcome of one staked card and the factor of its riding amount that changes hands."""

    outcome: Outcome
    """Killed, given or void."""
    factor: Fraction
    """The fraction of the riding amount won or lost (0 for void, 2 for the thirteenth's double)."""
    plie: bool
    """The deciding position is odd and the next card has the same rank."""


def thirds_factor(staked_card: Card, deciding_card: Card) -> Fraction:
    """1 for the same suit (цветная), 2/3 for the same colour (полуцветная), 1/3 otherwise (простая)."""
    if staked_card.suit is deciding_card.suit:
        return ONE
    if staked_card.suit.colour is deciding_card.suit.colour:
        return Fraction(2, 3)
    return Fraction(1, 3)


def decide(
    rules: HouseRules,
    *,
    position: int,
    deciding_card: Card,
    plie: bool,
    staked_card: Card,
    last_position: int,
) -> Decision:
    """Decide a card whose rank first appeared at `position` (1-based, absolute in the deal or talia).

    `plie` says whether the card at `position + 1` has the same rank (only meaningful for odd
    positions); `last_position` is the deck size (the position of the last card).
    """
    odd = position % 2 == 1
    plie = plie and odd
    t = thirds_factor(staked_card, deciding_card) if rules.thirds else ONE
    lob_half = position == 1 and rules.lob is LobRule.HALF
    gorka_half = position == 3 and rules.gorka_half
    if rules.last_card is LastCard.VOID and position == last_position:
        return Decision(Outcome.VOID, Fraction(0), plie)
    if plie:
        hocly_whole = rules.hocly and position == last_position - 1
        plie_half = rules.plie is PlieRule.HALF and not hocly_whole
        factor = HALF * t if (plie_half or lob_half or gorka_half) else t
        return Decision(Outcome.KILLED, factor, plie)
    if rules.thirteenth_suited_double and position == 13 and deciding_card.suit is staked_card.suit:
        return Decision(Outcome.GIVEN, Fraction(2), plie)
    if rules.eleven_given and position == 11:
        return Decision(Outcome.GIVEN, t, plie)
    if odd:
        return Decision(Outcome.KILLED, HALF * t if (lob_half or gorka_half) else t, plie)
    return Decision(Outcome.GIVEN, t, plie)


def signed_amount(decision: Decision, riding: int) -> int:
    """The punter's signed gain on `riding`: negative when killed, positive when given, 0 when void."""
    exact = decision.factor * riding
    if exact.denominator != 1:
        raise SettlementError(GameMessage.AMOUNT_NOT_WHOLE, factor=decision.factor, riding=riding)
    amount = int(exact)
    if decision.outcome is Outcome.KILLED:
        return -amount
    if decision.outcome is Outcome.GIVEN:
        return amount
    return 0
