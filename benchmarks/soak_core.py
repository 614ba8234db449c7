"""Soak the rules core: many whole random sessions, every invariant checked after every event.

    .venv/bin/python benchmarks/soak_core.py --sessions 5000 [--first-seed 1000000] [--minutes 3]

Each session is a walk of tests/core/walk.py: random house rules over every rules key, computer
players and random legal and illegal moves through the public `Game` API, many deals. After every
event: chips conserved, the bank and every balance never negative, every stake settled once; after
every action: the bank covers every undecided stake's largest payout (RULES.md section 2). The sessions
cycle through four kinds: ordinary ones, ones favouring rides across talias and banks, computer players
alone, and every amount at its maximum (checked against a signed 64-bit integer).

It prints the sessions, deals, events, actions and illegal moves refused, and every failure with its
seed (replay one with `run_walk(seed, **options)`); exit status 1 if any session failed. Not a test:
run it by hand and copy the figures into the README.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.core.walk import WalkError, run_walk

KINDS: tuple[tuple[str, dict[str, object]], ...] = (
    ("ordinary", {}),
    ("rides", {"rides": True, "max_actions": 800}),
    ("computers", {"legal_only": True, "max_actions": 600}),
    ("ordinary", {}),
    ("huge", {"huge": True, "max_actions": 600}),
)
INT64_MAX = 2**63 - 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=1000, help="how many sessions (default 1000)")
    parser.add_argument("--first-seed", type=int, default=1_000_000, help="the first session's seed")
    parser.add_argument("--minutes", type=float, default=None, help="stop after this long, whatever --sessions")
    args = parser.parse_args()
    started = time.monotonic()
    sessions = deals = events = actions = refused = 0
    largest = 0
    failures: list[str] = []
    per_kind: dict[str, int] = {}
    for index in range(args.sessions):
        if args.minutes is not None and time.monotonic() - started > args.minutes * 60:
            break
        seed = args.first_seed + index
        kind, options = KINDS[index % len(KINDS)]
        try:
            figures = run_walk(seed, **options)
        except WalkError as error:
            failures.append(f"{kind} {options}: {error}")
            sessions += 1
            continue
        except Exception as error:  # anything else the core raises is a failure too, with its seed
            failures.append(f"{kind} {options}: seed {seed}: {error!r}")
            sessions += 1
            continue
        sessions += 1
        per_kind[kind] = per_kind.get(kind, 0) + 1
        deals += figures.deals
        events += figures.events
        actions += figures.actions
        refused += figures.illegal_refused
        largest = max(largest, figures.max_number)
        if figures.max_number > INT64_MAX:
            failures.append(f"{kind}: seed {seed}: an amount of {figures.max_number} is past a signed 64-bit integer")
    elapsed = time.monotonic() - started
    print(f"sessions {sessions} ({', '.join(f'{k} {n}' for k, n in per_kind.items())})")
    print(f"deals {deals}")
    print(f"events {events}")
    print(f"actions {actions} (illegal moves refused: {refused})")
    print(f"largest amount {largest} (signed 64-bit limit {INT64_MAX})")
    print(f"time {elapsed:.1f} s")
    print(f"failures {len(failures)}")
    for failure in failures:
        print(f"  {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
