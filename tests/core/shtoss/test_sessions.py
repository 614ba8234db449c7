"""Whole random sessions through the public `Game` API, checked after every event (tests/core/walk.py).

Many deals per session, talia on and off, premiums, paroli and paix, new banks, banker rotation, the
family bank, random house rules over every rules key, the computer players, and random legal and
illegal moves (an illegal one must raise the core's `GameError` and change nothing). After every event:
chips conserved, the bank and every balance never negative, every stake decided or returned once (and
by the end of its deal without talia); after every action: the bank covers every stake's largest payout.

The fixed seed ranges make a normal run reproducible; the hypothesis test draws new seeds each run (a
failure names its seed). benchmarks/soak_core.py runs the same walk over many more sessions.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shtoss_desktop.core.rule_fields import MAX_AMOUNT
from tests.core.walk import WalkFigures, run_walk

INT64_MAX = 2**63 - 1


def run_many(seeds: range, **options: object) -> list[WalkFigures]:
    return [run_walk(seed, **options) for seed in seeds]


def test_random_sessions_keep_every_invariant() -> None:
    figures = run_many(range(100_000, 100_080))
    assert all(f.ended for f in figures)
    assert sum(f.deals for f in figures) > 500, "the walk plays many deals, not just the first"
    assert sum(f.illegal_refused for f in figures) > 2000, "and tries many illegal moves"
    kinds = set().union(*(f.kinds for f in figures))
    # Every kind of step a session can take happened somewhere in these sessions.
    assert {"paroli_bent", "paix_made", "premium_paid", "banker_rotated", "bank_broken", "rules_changed",
            "punter_left", "stake_returned", "stake_offered", "stake_refused"} <= kinds


def test_sessions_that_carry_money_across_talias_and_banks_keep_every_invariant() -> None:
    figures = run_many(range(200_000, 200_030), rides=True, max_actions=800)
    assert all(f.ended for f in figures)
    assert sum(f.kinds.get("paroli_bent", 0) for f in figures) > 30
    assert sum(f.kinds.get("banker_rotated", 0) for f in figures) > 30


def test_computer_players_alone_keep_every_invariant() -> None:
    """Watch mode: the computer banker and punters make every decision, no illegal move is tried."""
    figures = run_many(range(300_000, 300_020), legal_only=True, max_actions=600)
    assert all(f.ended for f in figures)
    assert sum(f.illegal_refused for f in figures) < sum(f.actions for f in figures)


def test_every_amount_at_its_maximum_stays_within_a_signed_64_bit_integer() -> None:
    """Capital, bank, contribution and initial kush at MAX_AMOUNT, the longest paroli ladder and the
    largest premiums: no balance, bank, stake, payout or bank-limit sum leaves a signed 64-bit integer,
    which the table's amount formatting and spin boxes need."""
    figures = run_many(range(400_000, 400_020), huge=True, max_actions=600)
    largest = max(f.max_number for f in figures)
    assert largest >= MAX_AMOUNT, "the amounts really were at their maximum"
    assert largest <= INT64_MAX
    # What bounds them: every chip at the table (seven players' capital) is far below 2**63.
    assert 7 * MAX_AMOUNT * 2**5 < INT64_MAX


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), rides=st.booleans())
def test_sessions_with_fresh_seeds_keep_every_invariant(seed: int, rides: bool) -> None:
    figures = run_walk(seed, rides=rides)
    assert figures.ended


@pytest.mark.parametrize("seed", [7, 8])
def test_a_walk_is_reproducible_from_its_seed(seed: int) -> None:
    assert run_walk(seed) == run_walk(seed)
