"""A seeded random walk through the real window: at least 2 000 actions (clicks on whatever is there, enabled
or not: buttons, the deck picker's cards, the table's items; keys and shortcuts; menus; dialogs opened and
cancelled or accepted; resizes through the window manager; docks; themes), checking after each that the chips
are conserved and, whenever the table is idle, that it shows what the core holds.

The walk's choices come from the seed (`SHTOSS_WALK_SEED` replays another; the seed is printed on failure);
the computer players move on the window's real timers, so the interleaving also depends on timing.
"""

from __future__ import annotations

import pytest

from tests.realwindow.harness import WALK_ACTIONS, Job


@pytest.mark.realwindow_job("walk")
def test_a_seeded_random_walk_of_2000_actions_keeps_the_money_and_the_table_right(job: Job) -> None:
    assert not job.error, job.error
    assert job.runs, "the walk ran"
    label, walk = job.runs[0]
    problems = walk.problems()
    assert not problems, f"{label}:" + walk.report()
    summary = walk.summary
    assert summary["actions"] >= WALK_ACTIONS
    assert summary["conservation_checks"] >= WALK_ACTIONS
    assert summary["table_checks"] >= 100, f"the table was compared with the core while idle: {summary}"
    assert summary["deals"] >= 3, f"the walk played deals, not only clicks on nothing: {summary}"
    print(f"random walk: {summary}")
