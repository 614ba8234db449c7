"""The shuffle is fair: checked statistically on the operating system's entropy (issue 8, item 6).

For each deck size, 100 000 shuffles by the core's own `shuffled_order` (what `Game.shuffle` deals
from) with a `random.SystemRandom`, the path every unseeded session takes. The same shuffles feed:

1. Chi-square tests that a card's position is uniform: for one card (51 degrees of freedom for 52
   cards) and for the whole card x position table ((n - 1)^2 degrees of freedom: every row and every
   column sums to the number of shuffles). The tail probability is computed here (the regularized upper
   incomplete gamma function; scipy is not a dependency). The test fails only at p < 1e-6, so a fair
   shuffle fails it about once in a million runs.
2. The share of shuffles in which the first copy of a rank (the first card of that rank in deal order)
   lies at an odd position, the banker's side, against the exact probability computed with fractions:
   within 4 standard errors for the aces, and for the mean over every rank (whose standard error is at
   most that of one rank, so the same bound is conservative).

A seeded generator is checked to repeat its orders exactly, as seeded sessions always have.
The 300 000 shuffles take 8 to 18 s on the shared two-core test machine; the file runs in the normal suite.
"""

from __future__ import annotations

import itertools
import math
import operator
import random
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

import pytest

from shtoss_desktop.core.cards import DECK_SIZES, make_deck, shuffled_deck, shuffled_order
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import Shuffled
from shtoss_desktop.core.shtoss.rules import HouseRules

SHUFFLES = 100_000
P_REJECT = 1e-6
STANDARD_ERRORS = 4


def chi_square_tail(statistic: float, freedom: int) -> float:
    """P(X >= statistic) for X chi-square with `freedom` degrees of freedom: Q(freedom/2, statistic/2)."""
    a, x = freedom / 2, statistic / 2
    if x <= 0:
        return 1.0
    log_front = a * math.log(x) - x - math.lgamma(a)
    if x < a + 1:  # the series for the lower function P converges fast here
        term = total = 1 / a
        n = a
        while term > total * 1e-16:
            n += 1
            term *= x / n
            total += term
        return max(0.0, 1 - total * math.exp(log_front))
    # Lentz's continued fraction for Q itself
    tiny = 1e-300
    b = x + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-15:
            break
    return math.exp(log_front) * h


def test_the_chi_square_tail_matches_known_values() -> None:
    # Two degrees of freedom: the tail is exp(-x/2) exactly.
    assert chi_square_tail(10.0, 2) == pytest.approx(math.exp(-5), rel=1e-12)
    # Textbook critical values: 3.841 at 5 % for 1 degree, 124.342 at 5 % for 100 degrees.
    assert chi_square_tail(3.841459, 1) == pytest.approx(0.05, rel=1e-5)
    assert chi_square_tail(124.3421, 100) == pytest.approx(0.05, rel=1e-4)
    assert chi_square_tail(135.8067, 100) == pytest.approx(0.01, rel=1e-4)


def first_copy_odd_probability(deck_size: int, copies: int = 4) -> Fraction:
    """Exactly: the first of `copies` cards of a rank in a shuffled deck lies at an odd position."""
    orders = math.comb(deck_size, copies)
    # The first copy at position k leaves the other copies among the deck_size - k cards after it.
    return sum((Fraction(math.comb(deck_size - k, copies - 1), orders) for k in range(1, deck_size + 1, 2)),
               Fraction(0))


def test_the_exact_first_copy_probability_adds_up() -> None:
    for size in DECK_SIZES:
        odd = first_copy_odd_probability(size)
        orders = math.comb(size, 4)
        even = sum(Fraction(math.comb(size - k, 3), orders) for k in range(2, size + 1, 2))
        assert odd + even == 1
        assert odd > Fraction(1, 2), "the first copy comes early, and position 1 is odd"
    # Against counting every placement of the four copies in a deck of 12 and of 32
    for size in (12, 32):
        placements = list(itertools.combinations(range(1, size + 1), 4))
        odd = sum(1 for places in placements if places[0] % 2 == 1)
        assert first_copy_odd_probability(size) == Fraction(odd, len(placements))


@dataclass
class Tally:
    """What the shuffles of one deck size showed."""

    size: int
    cells: Counter[int]
    odd_first: list[int]

    def chi_square_table(self) -> tuple[float, int]:
        expected = SHUFFLES / self.size
        statistic = sum((self.cells[i] - expected) ** 2 for i in range(self.size * self.size)) / expected
        return statistic, (self.size - 1) ** 2

    def chi_square_card(self, card: int) -> tuple[float, int]:
        expected = SHUFFLES / self.size
        row = range(card * self.size, (card + 1) * self.size)
        return sum((self.cells[i] - expected) ** 2 for i in row) / expected, self.size - 1


def tally(size: int, rng: random.Random) -> Tally:
    """Shuffle SHUFFLES times; count every card at every position and where each rank first shows."""
    ranks = size // 4
    cells: Counter[int] = Counter()
    odd_first = [0] * ranks
    for _ in range(SHUFFLES):
        order = shuffled_order(size, rng)  # order[p] is the card (an index into make_deck) at p + 1
        # card c at position p + 1 counts in cell c * size + p
        cells.update(map(operator.add, map(operator.mul, order, itertools.repeat(size)), range(size)))
        # make_deck lists the ranks in order, four suits each: card index // 4 is its rank
        rank_at = list(map(operator.rshift, order, itertools.repeat(2)))
        for rank in range(ranks):
            if not rank_at.index(rank) & 1:  # index 0 is position 1, the banker's first card
                odd_first[rank] += 1
    return Tally(size, cells, odd_first)


@pytest.fixture(scope="module")
def tallies() -> dict[int, Tally]:
    rng = random.SystemRandom()
    return {size: tally(size, rng) for size in DECK_SIZES}


@pytest.mark.parametrize("size", DECK_SIZES)
def test_every_card_is_equally_likely_at_every_position(tallies: dict[int, Tally], size: int) -> None:
    result = tallies[size]
    assert sum(result.cells.values()) == SHUFFLES * size
    statistic, freedom = result.chi_square_table()
    p_table = chi_square_tail(statistic, freedom)
    ace_of_clubs = size - 1  # the last card of the fresh deck
    one, one_freedom = result.chi_square_card(ace_of_clubs)
    p_one = chi_square_tail(one, one_freedom)
    print(f"{size} cards: table chi2 {statistic:.1f} ({freedom} df) p={p_table:.3f}; "
          f"AC chi2 {one:.1f} ({one_freedom} df) p={p_one:.3f}")
    assert p_table >= P_REJECT, f"positions not uniform: chi-square {statistic:.1f} on {freedom} df, p={p_table:.2e}"
    assert p_one >= P_REJECT, f"the AC's position not uniform: chi-square {one:.1f}, p={p_one:.2e}"


@pytest.mark.parametrize("size", DECK_SIZES)
def test_the_first_copy_of_a_rank_is_at_an_odd_position_as_often_as_it_should(
        tallies: dict[int, Tally], size: int) -> None:
    result = tallies[size]
    exact = first_copy_odd_probability(size)
    p = float(exact)
    error = math.sqrt(p * (1 - p) / SHUFFLES)
    aces = result.odd_first[-1] / SHUFFLES
    mean = sum(result.odd_first) / (SHUFFLES * len(result.odd_first))
    print(f"{size} cards: exact {exact} = {p:.5f}, aces {aces:.5f} ({(aces - p) / error:+.2f} SE), "
          f"all ranks {mean:.5f} ({(mean - p) / error:+.2f} SE)")
    assert abs(aces - p) <= STANDARD_ERRORS * error
    assert abs(mean - p) <= STANDARD_ERRORS * error


def test_the_chi_square_check_rejects_a_slightly_biased_shuffle() -> None:
    """The check has teeth: a shuffle that leaves the top card in place one time in twenty fails it."""
    rng = random.Random(11)
    size, shuffles = 32, 20_000
    at_top = 0
    for _ in range(shuffles):
        order = shuffled_order(size, rng)
        if rng.random() < 0.05:
            order.remove(0)
            order.insert(0, 0)
        at_top += order[0] == 0
    expected = shuffles / size
    # The top card's position: the other 31 cells share the rest evenly (bounded below by this)
    statistic = (at_top - expected) ** 2 / expected
    assert chi_square_tail(statistic, size - 1) < P_REJECT


def test_a_seeded_shuffle_repeats_exactly_as_it_always_has() -> None:
    deck = list(make_deck(52))
    random.Random(2026).shuffle(deck)  # what Game.shuffle did before the operating system's entropy
    assert shuffled_deck(52, random.Random(2026)) == tuple(deck)
    assert shuffled_deck(36, random.Random(7)) == shuffled_deck(36, random.Random(7))


def test_a_game_without_a_generator_shuffles_on_the_operating_systems_entropy() -> None:
    game = Game(HouseRules(), ["banker", "P1"])
    assert isinstance(game.rng, random.SystemRandom)
    game.place_stake("P1", [make_deck(52)[0]])
    shuffled = game.shuffle()[0]
    assert isinstance(shuffled, Shuffled)
    assert sorted(shuffled.order) == sorted(make_deck(52))


def test_the_entropy_shuffle_gives_whole_decks_that_differ() -> None:
    rng = random.SystemRandom()
    decks = {shuffled_deck(size, rng) for size in DECK_SIZES for _ in range(20)}
    assert len(decks) == 60
    for deck in decks:
        assert sorted(deck) == sorted(make_deck(len(deck)))
