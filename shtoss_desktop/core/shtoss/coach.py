"""What the coach and the case-keeper need, as exact data (RULES.md sections 4.9 and 6): pure, no words.

- Before a stake: `stake_outlook` (a card and its kush, a pair, a paroli or paix ride: the chances of each card
  and the expected gain in money) and `best_choice` (which ranks still in the deck are best and worst to stake).
- After a decided stake: `explain` says which step of section 4.9 fixed the outcome and the factor (the last card
  void, a plié, the thirteenth, the eleventh, a plain kill or gift), which half applied (plié half, the lob's or
  the gorka's, or the whole kush of hocly), and the thirds' match: the same function order as `settle.decide`,
  and the tests check that the two always agree.
- For the banker: `banker_outlook`, the bank's expected take on the stakes on the table, the most it can lose this
  deal (the bank limit's exposure, which the caller passes from `BankLimit.exposure`) and the chance of the bank
  being broken this deal: exact (every order of the remaining cards counted, in integers) while few ranks are
  staked, else by a seeded simulation with its standard error; `method` says which.

Premiums are outside the odds of section 6; the banker's figures count the sonik premium (it depends only on the
card at position 2) and leave the `series` and `deal_won` premiums out, which `premiums_left_out` names.

>>> from shtoss_desktop.core.shtoss.rules import HouseRules, LobRule
>>> outlook = stake_outlook(HouseRules(lob=LobRule.HALF), [Card.parse("7D")], riding=30)
>>> outlook.expected_gain
Fraction(-375, 10829)
>>> best_choice(HouseRules(), [Card.parse(c) for c in ("7S", "7H", "7D", "2S")]).even
True
"""

from __future__ import annotations

import enum
import math
import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from math import factorial
from typing import Final

import msgspec

from shtoss_desktop.core.cards import Card, Rank, Suit, make_deck
from shtoss_desktop.core.shtoss.odds import CardOdds, card_odds, check_dealt, odds_table
from shtoss_desktop.core.shtoss.rules import HouseRules, LastCard, LobRule, PlieRule, PremiumEvent
from shtoss_desktop.core.shtoss.settle import HALF, ONE, Outcome, decide, signed_amount, thirds_factor

EXACT_RANKS: Final = 3
"""The chance of the bank being broken is counted exactly while at most this many ranks are undecided on the
table (every order of the remaining cards, in integers: well under a second); beyond, it is simulated."""
SIMULATED_DEALS: Final = 1000
"""How many shuffles of the remaining cards the simulation plays: a standard error of at most 1.6 points, in a few
tenths of a second (the coach asks on a pool thread, never the GUI's: app/shtoss/aids.py)."""


# ----- before a stake -----


class StakeOutlook(msgspec.Struct, frozen=True):
    """A stake under consideration: each card's exact chances and what the stake is worth on average."""

    cards: tuple[Card, ...]
    """Its cards: one, or the two of a pair."""
    riding: int
    """The amount at risk on each card: the kush, or the pile under paroli."""
    odds: tuple[CardOdds, ...]
    """Each card's chances (killed, given, void) and expected value per unit kush, in the order of `cards`."""
    ev_per_kush: Fraction
    """The punter's expected gain per unit riding on the whole stake (a pair's two cards summed)."""
    expected_gain: Fraction
    """The punter's expected gain in money: `ev_per_kush` × `riding` (negative: the banker's edge)."""


def stake_outlook(rules: HouseRules, cards: Sequence[Card], dealt: Sequence[Card] = (), *, riding: int) -> StakeOutlook:
    """The outlook of staking `cards` (one card, or a pair) with `riding` on each, `dealt` already out of the deck.

    A paroli or paix ride is the same card with its pile as `riding`: the factors of section 4.9 apply to the
    riding amount, so the expected gain scales with it."""
    odds = tuple(card_odds(rules, card, dealt) for card in cards)
    per_kush = sum((o.ev_per_kush for o in odds), Fraction(0))
    return StakeOutlook(tuple(cards), riding, odds, per_kush, per_kush * riding)


class Choice(msgspec.Struct, frozen=True):
    """Which ranks still in the deck are the best and the worst to stake now (for a card of one suit)."""

    best: tuple[CardOdds, ...]
    """The ranks with the highest expected value per kush (several when they tie), in rank order."""
    worst: tuple[CardOdds, ...]
    """The ranks with the lowest."""
    even: bool
    """The best is an even game (expected value 0: a rank with one copy left under the default rules)."""

    @property
    def spread(self) -> Fraction:
        """How much better per kush the best is than the worst."""
        return self.best[0].ev_per_kush - self.worst[0].ev_per_kush


def best_choice(rules: HouseRules, dealt: Sequence[Card] = (), suit: Suit = Suit.SPADES) -> Choice:
    """The best and worst ranks to stake now for a card of `suit` (the suit matters only under thirds and the
    thirteenth's double), with `dealt` out of the deck."""
    table = odds_table(rules, dealt, suit)
    top = max(o.ev_per_kush for o in table)
    bottom = min(o.ev_per_kush for o in table)
    return Choice(tuple(o for o in table if o.ev_per_kush == top), tuple(o for o in table if o.ev_per_kush == bottom),
                  top == 0)


# ----- after a decided stake -----


class Step(enum.StrEnum):
    """The step of RULES.md section 4.9 that fixed a decided card's outcome (the first that applies)."""

    LAST_CARD_VOID = "last_card_void"
    """1: the last card, under the last card void: neither wins."""
    PLIE = "plie"
    """2: a plié (both cards of the abzug of its rank): killed, whatever else is on."""
    THIRTEENTH = "thirteenth"
    """3: the thirteenth card, of the punter's suit: given, and the banker pays double."""
    ELEVEN = "eleven"
    """4: killed on the eleventh under в одиннадцать: counts as given."""
    KILLED = "killed"
    """5: an odd position: killed (бита)."""
    GIVEN = "given"
    """6: an even position: given (дана)."""


class Half(enum.StrEnum):
    """Which half of section 4.9 applied to a killed card (or what kept it whole)."""

    NONE = "none"
    """No half: the whole (of the thirds factor)."""
    PLIE_HALF = "plie_half"
    """Plié half: the banker takes half the kush on a plié."""
    LOB_HALF = "lob_half"
    """В лоб полкуша: killed in the lob costs half."""
    GORKA_HALF = "gorka_half"
    """С горки полкуша: killed at position 3 costs half."""
    HOCLY_WHOLE = "hocly_whole"
    """Plié half is on, but hocly: a plié in the last abzug takes the whole kush."""


class Thirds(enum.StrEnum):
    """The thirds' match of the punter's card against the deciding card (section 4.2)."""

    OFF = "off"
    """Counting in thirds is not on (or the step ignores it: the thirteenth, the last card void)."""
    SUITED = "suited"
    """Цветная: the same suit, the whole."""
    HALF_SUITED = "half_suited"
    """Полуцветная: the same colour, two thirds."""
    PLAIN = "plain"
    """Простая: the other colour, one third."""


class Reason(msgspec.Struct, frozen=True):
    """Why a decided card's money moved as it did: the data the coach words."""

    card: Card
    """The punter's card."""
    deciding_card: Card
    """The banker's card that decided it."""
    position: int
    """The deciding position (1: the lob, 2: the sonik, 3: с горки)."""
    step: Step
    """The step of section 4.9 that applied."""
    outcome: Outcome
    """Killed, given or void."""
    half: Half
    """The half that applied, if any."""
    thirds: Thirds
    """The thirds' match, if counted."""
    factor: Fraction
    """The factor of the riding amount (equal to `settle.decide`'s)."""
    riding: int
    """The riding amount."""
    amount: int
    """The punter's signed gain (premiums not included: they are their own records)."""


def _thirds(rules: HouseRules, card: Card, deciding: Card) -> tuple[Thirds, Fraction]:
    if not rules.thirds:
        return Thirds.OFF, ONE
    t = thirds_factor(card, deciding)
    match = Thirds.SUITED if t == ONE else Thirds.HALF_SUITED if t == Fraction(2, 3) else Thirds.PLAIN
    return match, t


def explain(rules: HouseRules, *, card: Card, deciding_card: Card, position: int, plie: bool, riding: int) -> Reason:
    """The reason for a card decided at `position` by `deciding_card` (`plie`: the next card has its rank), in the
    order of section 4.9 (the deck's last position is the rules' deck size)."""
    last = rules.deck_size
    odd = position % 2 == 1
    plie = plie and odd
    match, t = _thirds(rules, card, deciding_card)
    lob_half = position == 1 and rules.lob is LobRule.HALF
    gorka_half = position == 3 and rules.gorka_half
    side_half = Half.LOB_HALF if lob_half else Half.GORKA_HALF if gorka_half else Half.NONE
    if rules.last_card is LastCard.VOID and position == last:
        step, outcome, half, factor, match = Step.LAST_CARD_VOID, Outcome.VOID, Half.NONE, Fraction(0), Thirds.OFF
    elif plie:
        hocly_whole = rules.hocly and position == last - 1
        if rules.plie is PlieRule.HALF and not hocly_whole:
            half = Half.PLIE_HALF
        elif side_half is not Half.NONE:
            half = side_half
        else:
            half = Half.HOCLY_WHOLE if rules.plie is PlieRule.HALF else Half.NONE
        step, outcome = Step.PLIE, Outcome.KILLED
        factor = HALF * t if half in (Half.PLIE_HALF, Half.LOB_HALF, Half.GORKA_HALF) else t
    elif rules.thirteenth_suited_double and position == 13 and deciding_card.suit is card.suit:
        step, outcome, half, factor, match = Step.THIRTEENTH, Outcome.GIVEN, Half.NONE, Fraction(2), Thirds.OFF
    elif rules.eleven_given and position == 11:
        step, outcome, half, factor = Step.ELEVEN, Outcome.GIVEN, Half.NONE, t
    elif odd:
        step, outcome, half = Step.KILLED, Outcome.KILLED, side_half
        factor = HALF * t if half is not Half.NONE else t
    else:
        step, outcome, half, factor = Step.GIVEN, Outcome.GIVEN, Half.NONE, t
    decision = decide(rules, position=position, deciding_card=deciding_card, plie=plie, staked_card=card,
                      last_position=last)
    return Reason(card, deciding_card, position, step, outcome, half, match, factor, riding,
                  signed_amount(decision, riding))


# ----- for the banker -----


class Method(enum.StrEnum):
    """How the chance of the bank being broken was found."""

    EXACT = "exact"
    """Every order of the remaining cards counted: an exact fraction."""
    SIMULATED = "simulated"
    """A seeded simulation of shuffles of the remaining cards: an estimate with its standard error."""


class TableStake(msgspec.Struct, frozen=True):
    """An undecided card on the table, as the banker's figures need it."""

    card: Card
    """The punter's card."""
    riding: int
    """The amount at risk."""
    kush: int
    """The kush as placed (the sonik premium is on it)."""


class BankerOutlook(msgspec.Struct, frozen=True):
    """The banker's figures for the stakes on the table this deal."""

    expected_take: Fraction
    """The bank's expected gain on them (the sonik premium counted), exact."""
    most_loss: int
    """The most the bank can lose this deal (the bank limit's exposure, every premium included)."""
    p_broken: Fraction
    """The chance that the bank is broken (below the initial kush) after some abzug of this deal."""
    method: Method
    """Whether `p_broken` is exact or simulated."""
    standard_error: float
    """The simulation's standard error of `p_broken` (0 when exact)."""
    samples: int
    """The shuffles simulated (0 when exact)."""
    premiums_left_out: tuple[PremiumEvent, ...]
    """The premiums of the rules these figures do not count (series and deal_won, which depend on the punters'
    other cards and earlier deals)."""


def banker_outlook(rules: HouseRules, stakes: Sequence[TableStake], dealt: Sequence[Card], *, bank: int,
                   most_loss: int, seed: int = 0) -> BankerOutlook:
    """The banker's figures for `stakes` with `dealt` out of the deck (between abzugs), the bank at `bank`.

    Stakes whose rank has no copy left in the deck (a ride in a talia waiting for the next) are not decided
    this deal and count for nothing here. `seed` seeds the simulation, when there is one."""
    check_dealt(dealt, rules.deck_size)
    gone = frozenset(dealt)
    remaining = tuple(c for c in make_deck(rules.deck_size) if c not in gone)
    live = tuple(s for s in stakes if any(c.rank is s.card.rank for c in remaining))
    take = Fraction(0)
    sonik = rules.premium_multiple(PremiumEvent.SONIK_WIN)
    for stake in live:
        take -= card_odds(rules, stake.card, dealt).ev_per_kush * stake.riding
        if sonik and not dealt:
            take -= _p_sonik(rules) * sonik * stake.kush
    left_out = tuple(e for e in (PremiumEvent.SERIES, PremiumEvent.DEAL_WON) if rules.premium_multiple(e))
    counter = _BankRun(rules, live, remaining)
    if len(counter.ranks) <= EXACT_RANKS:
        p = counter.exact(bank)
        return BankerOutlook(take, most_loss, p, Method.EXACT, 0.0, 0, left_out)
    hits = counter.simulate(bank, SIMULATED_DEALS, random.Random(seed))
    p = Fraction(hits, SIMULATED_DEALS)
    error = math.sqrt(float(p) * (1 - float(p)) / SIMULATED_DEALS)
    return BankerOutlook(take, most_loss, p, Method.SIMULATED, error, SIMULATED_DEALS, left_out)


def _p_sonik(rules: HouseRules) -> Fraction:
    """The chance, on a fresh deck, that a staked rank first shows at position 2 (given on the sonik)."""
    n, k = rules.deck_size, 4
    return Fraction((n - k) * k, n * (n - 1))


class _BankRun:
    """The bank through the rest of the deal: every order of the remaining cards (exact) or shuffles of them."""

    def __init__(self, rules: HouseRules, stakes: Sequence[TableStake], remaining: Sequence[Card]) -> None:
        self.rules = rules
        self.remaining = tuple(remaining)
        by_rank: dict[Rank, list[TableStake]] = {}
        for stake in stakes:
            by_rank.setdefault(stake.card.rank, []).append(stake)
        self.stakes: Mapping[Rank, tuple[TableStake, ...]] = {r: tuple(s) for r, s in by_rank.items()}
        self.ranks = frozenset(self.stakes)
        self.copies: Mapping[Rank, tuple[Card, ...]] = {
            r: tuple(c for c in remaining if c.rank is r) for r in self.ranks}
        self.sonik = rules.premium_multiple(PremiumEvent.SONIK_WIN)
        self._memo: dict[tuple[frozenset[Rank], int, int], int] = {}
        self._changes: dict[tuple[int, Card, bool], int] = {}

    def bank_change(self, rank: Rank, position: int, deciding: Card, plie: bool) -> int:
        """What the bank gains (negative: pays) when `rank` is decided at `position` by `deciding`."""
        key = (position, deciding, plie)
        known = self._changes.get(key)
        if known is None:
            known = self._changes[key] = self._bank_change(rank, position, deciding, plie)
        return known

    def _bank_change(self, rank: Rank, position: int, deciding: Card, plie: bool) -> int:
        change = 0
        for stake in self.stakes[rank]:
            decision = decide(self.rules, position=position, deciding_card=deciding, plie=plie,
                              staked_card=stake.card, last_position=self.rules.deck_size)
            change -= signed_amount(decision, stake.riding)
            if position == 2 and decision.outcome is Outcome.GIVEN:
                change -= self.sonik * stake.kush
        return change

    def exact(self, bank: int) -> Fraction:
        """The exact chance of the bank falling below the initial kush after some abzug."""
        n = len(self.remaining)
        return Fraction(self._ways(self.ranks, n, bank), factorial(n))

    def _ways(self, undecided: frozenset[Rank], n: int, bank: int) -> int:
        """Of the n! orders of the n cards left, how many break the bank (the bank `bank` now, between abzugs)."""
        if bank < self.rules.initial_kush:
            return factorial(n)
        if not undecided or n < 2:
            return 0
        key = (undecided, n, bank)
        if key in self._memo:
            return self._memo[key]
        position = self.rules.deck_size - n + 1
        copies = sum(len(self.copies[r]) for r in undecided)
        filler = n - copies
        rest = n - 2
        total = 0
        for first in undecided:
            for deciding in self.copies[first]:
                # The second card of the abzug: another copy (a plié), a copy of another rank, or any other card.
                plie_ways = len(self.copies[first]) - 1
                if plie_ways:
                    change = self.bank_change(first, position, deciding, True)
                    total += plie_ways * self._ways(undecided - {first}, rest, bank + change)
                change = self.bank_change(first, position, deciding, False)
                for second in undecided - {first}:
                    for other in self.copies[second]:
                        both = change + self.bank_change(second, position + 1, other, False)
                        total += self._ways(undecided - {first, second}, rest, bank + both)
                if filler:
                    total += filler * self._ways(undecided - {first}, rest, bank + change)
        if filler:
            for second in undecided:
                for other in self.copies[second]:
                    change = self.bank_change(second, position + 1, other, False)
                    total += filler * self._ways(undecided - {second}, rest, bank + change)
            if filler >= 2:
                total += filler * (filler - 1) * self._ways(undecided, rest, bank)
        self._memo[key] = total
        return total

    def simulate(self, bank: int, deals: int, rng: random.Random) -> int:
        """How many of `deals` shuffles of the remaining cards break the bank."""
        order = list(self.remaining)
        start = self.rules.deck_size - len(order) + 1
        hits = 0
        for _ in range(deals):
            rng.shuffle(order)
            money, undecided = bank, set(self.ranks)
            broken = money < self.rules.initial_kush
            index = 0
            while undecided and not broken and index + 1 < len(order):
                first, second = order[index], order[index + 1]
                position = start + index
                if first.rank in undecided:
                    money += self.bank_change(first.rank, position, first, second.rank is first.rank)
                    undecided.discard(first.rank)
                if second.rank in undecided:
                    money += self.bank_change(second.rank, position + 1, second, False)
                    undecided.discard(second.rank)
                broken = money < self.rules.initial_kush
                index += 2
            if broken:
                hits += 1
        return hits


__all__ = [
    "EXACT_RANKS",
    "SIMULATED_DEALS",
    "BankerOutlook",
    "Choice",
    "Half",
    "Method",
    "Reason",
    "StakeOutlook",
    "Step",
    "TableStake",
    "Thirds",
    "banker_outlook",
    "best_choice",
    "explain",
    "stake_outlook",
]
