"""Exact odds of a stake, for any cards already dealt in the talia and any house rules (RULES.md §6).

Everything is a `fractions.Fraction`. The figures use `settle.decide`, the same function that
settles real stakes, so the odds can never disagree with the game.

>>> from shtoss_desktop.core.shtoss.rules import HouseRules
>>> fresh = card_odds(HouseRules(), Card.parse("7D"))
>>> fresh.p_killed, fresh.ev_per_kush
(Fraction(433, 833), Fraction(-33, 833))
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from math import comb
from typing import ClassVar

import msgspec

from shtoss_desktop.core.cards import Card, CardError, CardMessage, Rank, Suit, check_in_deck, make_deck
from shtoss_desktop.core.errors import CoreError
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.settle import Outcome, decide, signed_amount


@enum.unique
class OddsMessage(enum.StrEnum):
    """Every message template of `OddsError` of its own (a card outside the deck is a `CardMessage`): the value
    is the English (what the CLI prints), the member is what the interface looks its translation up by
    (context "game")."""

    ODD_DEALT = "an odd number of cards is dealt ({count}): new stakes come only between abzugs"
    """Odds asked for in the middle of an abzug."""
    DEALT_TWICE = "a card is listed twice among the dealt cards"
    """One card among the dealt cards twice."""
    NO_COPY_LEFT = "no {rank} is left in the deck: {card} cannot be staked"
    """Odds of a rank the deck has dealt out."""


class OddsError(CoreError):
    """The odds were asked of an impossible situation (no copy left, an odd number dealt, ...)."""

    messages: ClassVar[tuple[type[enum.StrEnum], ...]] = (OddsMessage, CardMessage)


class CardOdds(msgspec.Struct, frozen=True):
    """The exact chances of one staked card from the next abzug on, and its expected value."""

    card: Card
    """The punter's card."""
    copies_left: int
    """How many cards of its rank are still in the banker's deck."""
    p_killed: Fraction
    """The chance it is killed (the banker wins)."""
    p_given: Fraction
    """The chance it is given (the punter wins)."""
    p_void: Fraction
    """The chance it is void (neither)."""
    ev_per_kush: Fraction
    """The punter's expected gain per unit kush (negative: the banker's edge)."""


def check_dealt(dealt: Sequence[Card], deck_size: int) -> None:
    """Raise `OddsError` unless `dealt` is an even number of distinct cards of the deck."""
    if len(dealt) % 2:
        raise OddsError(OddsMessage.ODD_DEALT, count=len(dealt))
    if len(set(dealt)) != len(dealt):
        raise OddsError(OddsMessage.DEALT_TWICE)
    for card in dealt:
        try:
            check_in_deck(card, deck_size)
        except CardError as error:
            raise OddsError(error.template, **error.params) from None


def card_odds(rules: HouseRules, card: Card, dealt: Sequence[Card] = ()) -> CardOdds:
    """The odds of staking `card` now, with `dealt` already out of the banker's deck."""
    check_in_deck(card, rules.deck_size)
    check_dealt(dealt, rules.deck_size)
    gone = frozenset(dealt)
    copies = tuple(c for c in make_deck(rules.deck_size) if c.rank is card.rank and c not in gone)
    if not copies:
        raise OddsError(OddsMessage.NO_COPY_LEFT, rank=card.rank.char, card=str(card))
    remaining = rules.deck_size - len(dealt)
    killed, given, void, ev = _odds(rules, card.suit, tuple(sorted(c.suit for c in copies)), remaining)
    return CardOdds(card, len(copies), killed, given, void, ev)


@lru_cache(maxsize=4096)
def _odds(
    rules: HouseRules, staked_suit: Suit, copy_suits: tuple[Suit, ...], remaining: int
) -> tuple[Fraction, Fraction, Fraction, Fraction]:
    """The odds depend on the rank only through the suits of its copies left, so the rank is not a key."""
    n, k = remaining, len(copy_suits)
    start = rules.deck_size - n + 1  # absolute position of the next card: always odd
    staked = Card(Rank.ACE, staked_suit)
    # Count in integers over one denominator: comb(n, k) arrangements of the copies, k equally
    # likely first copies, and 6 to clear the halves and thirds of the factors.
    tally = {Outcome.KILLED: 0, Outcome.GIVEN: 0, Outcome.VOID: 0}
    ev = 0
    for j in range(1, n - k + 2):
        first_here = comb(n - j, k - 1)  # arrangements whose first copy is at j
        position = start + j - 1
        if position % 2 == 1 and j < n:
            with_plie = comb(n - j - 1, k - 2) if k >= 2 else 0  # ... and another copy at j + 1
            branches: tuple[tuple[bool, int], ...] = ((True, with_plie), (False, first_here - with_plie))
        else:
            branches = ((False, first_here),)
        for plie, ways in branches:
            if not ways:
                continue
            for suit in copy_suits:
                decision = decide(rules, position=position, deciding_card=Card(Rank.ACE, suit),
                                  plie=plie, staked_card=staked, last_position=rules.deck_size)
                tally[decision.outcome] += ways
                if decision.outcome is not Outcome.VOID:
                    sign = -1 if decision.outcome is Outcome.KILLED else 1
                    ev += sign * ways * int(decision.factor * 6)
    denominator = comb(n, k) * k
    return (Fraction(tally[Outcome.KILLED], denominator), Fraction(tally[Outcome.GIVEN], denominator),
            Fraction(tally[Outcome.VOID], denominator), Fraction(ev, denominator * 6))


def odds_table(rules: HouseRules, dealt: Sequence[Card] = (), suit: Suit = Suit.SPADES) -> tuple[CardOdds, ...]:
    """The odds of every rank that still has a copy left, for a punter's card of `suit`."""
    check_dealt(dealt, rules.deck_size)
    gone = frozenset(dealt)
    ranks = sorted({c.rank for c in make_deck(rules.deck_size) if c not in gone})
    return tuple(card_odds(rules, Card(rank, suit), dealt) for rank in ranks)


def banker_edge(rules: HouseRules) -> Fraction:
    """The banker's expected gain per unit kush on a fresh card of a fresh deck (premiums excluded)."""
    return -card_odds(rules, Card(Rank.ACE, Suit.SPADES)).ev_per_kush


class SimulationResult(msgspec.Struct, frozen=True):
    """The tally of a Monte Carlo run (see `simulate`)."""

    deals: int
    """Deals shuffled."""
    stakes: int
    """Stakes settled: deals × cards."""
    mean_per_kush: float
    """The mean of amount ÷ kush over all stakes."""
    killed: int
    """Stakes killed."""
    given: int
    """Stakes given."""
    void: int
    """Stakes void."""


def simulate(rules: HouseRules, deals: int, cards: Sequence[Card], rng: random.Random) -> SimulationResult:
    """Shuffle `deals` fresh decks and settle every card of `cards` at the initial kush in each."""
    for card in cards:
        check_in_deck(card, rules.deck_size)
    deck = list(make_deck(rules.deck_size))
    last = rules.deck_size
    kush = rules.initial_kush  # validated to divide as the half and thirds options require
    counts = {Outcome.KILLED: 0, Outcome.GIVEN: 0, Outcome.VOID: 0}
    total = 0
    for _ in range(deals):
        rng.shuffle(deck)
        first: dict[Rank, int] = {}
        for index, dealt in enumerate(deck):
            first.setdefault(dealt.rank, index)
        for card in cards:
            index = first[card.rank]
            position = index + 1
            plie = index + 1 < last and deck[index + 1].rank is card.rank
            decision = decide(rules, position=position, deciding_card=deck[index], plie=plie,
                              staked_card=card, last_position=last)
            counts[decision.outcome] += 1
            total += signed_amount(decision, kush)
    stakes = deals * len(cards)
    return SimulationResult(deals, stakes, total / (stakes * kush) if stakes else 0.0,
                            counts[Outcome.KILLED], counts[Outcome.GIVEN], counts[Outcome.VOID])
