"""The rules CLI's `settle` against the number of stakes, as ratios against a bare baseline in the same run.

    .venv/bin/python benchmarks/bench_settle.py

One deal of the CLI's `settle` (RULES.md section 7.2) with 1 000 and 8 000 stakes: punters P0, P1, ... each
staking the thirteen ranks once (a random suit, the initial kush), on a shuffled deck, the bank and the capital
at the rules' largest amount so that every stake is accepted. The baseline is what any answer must do with the
same bytes: reading the input with `json.loads` and writing the output with `json.dumps`. Settling is about
linear in the stakes when the ratio stays about the same from 1 000 to 8 000 stakes (with the exposure summed
over every stake at every placement it grew eightfold). Each figure is the median of a few rounds.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from shtoss_desktop.core.cards import Suit, make_deck, ranks_for
from shtoss_desktop.core.cli import run

ROUNDS = 3
SIZES = (1_000, 8_000)


def settle_input(stakes: int, seed: int = 1) -> str:
    """A `settle` request with `stakes` stakes that the rules all accept."""
    rng = random.Random(seed)
    deck = [str(card) for card in make_deck(52)]
    rng.shuffle(deck)
    ranks = ranks_for(52)
    rows = [{"punter": f"P{i // len(ranks)}", "cards": [f"{ranks[i % len(ranks)].char}{rng.choice(list(Suit)).value}"],
             "kush": 6} for i in range(stakes)]
    rules = {"bank": 1_000_000_000, "capital": 1_000_000_000}
    return json.dumps({"rules": rules, "deck": deck, "stakes": rows})


def median_seconds(work: Callable[[], object]) -> float:
    times = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    for stakes in SIZES:
        text = settle_input(stakes)
        status, out, err = run(["settle"], text)
        assert status == 0, err
        answer = json.loads(out)

        def baseline(text: str = text, answer: object = answer) -> None:
            json.loads(text)
            json.dumps(answer)

        settle = median_seconds(lambda text=text: run(["settle"], text))  # type: ignore[misc]
        bare = median_seconds(baseline)
        print(f"settle, {stakes:>5} stakes: {settle:8.3f} s ({settle / stakes * 1e6:6.1f} µs a stake); "
              f"baseline (read the input, write the output) {bare:.4f} s; ratio {settle / bare:7.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
