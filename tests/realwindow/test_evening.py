"""An evening at the table in a real X11 window: whole sessions as punter, as banker and watching, at the normal
animation speed on real timers, while the window is resized through the window manager, docks come and go,
the card theme, the language and the house rules change, атанде is called, a new game is started in
mid-deal and a session is ended by hand; then the window is closed with the session kept, and a new process
started with `--resume` must show exactly that session and play on.

Each leg runs in its own process (tests/realwindow/driver.py), so a segmentation fault fails this test with
the process's output instead of ending the test run. `SHTOSS_SOAK_SECONDS` makes each evening longer (by hand).
"""

from __future__ import annotations

import pytest

from tests.realwindow.harness import EVENING_SECONDS, EVENINGS, Job, soak_seconds


@pytest.mark.parametrize(
    "role", [pytest.param(role, marks=pytest.mark.realwindow_job(f"evening-{role}")) for role in EVENINGS]
)
def test_an_evening_in_a_real_window_then_quit_and_resume(role: str, job: Job) -> None:
    assert not job.error, job.error
    for label, run in job.runs:
        problems = run.problems()
        assert not problems, f"{label}:" + run.report()
    assert len(job.runs) == 2, "the evening and its resumed session both ran"
    (_, evening), (_, resumed) = job.runs
    summary = evening.summary
    seconds = soak_seconds(EVENING_SECONDS)
    assert summary["seconds"] >= seconds
    assert summary["sessions"] >= 3, f"a new game in mid-deal, and one after the session was ended: {summary}"
    counts = summary["counts"]
    assert isinstance(counts, dict)
    resizes = sum(n for name, n in counts.items() if name.startswith(("resize", "maximize", "full_screen")))
    assert resizes >= 3, f"the window was resized while playing: {counts}"
    assert any(name.startswith("dock_") for name in counts), counts
    assert summary["table_checks"] >= 10, summary
    assert resumed.summary["resume_checked"], resumed.summary
    deals = int(summary["deals"]) + int(resumed.summary["deals"])  # type: ignore[call-overload]
    assert deals >= 2, f"as {role} at the normal speed deals finish: {summary}, resumed: {resumed.summary}"
    print(f"evening as {role}: {summary}\nresumed: {resumed.summary}")
