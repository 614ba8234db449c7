"""Rules-core throughput, as ratios against a bare baseline measured in the same run.

    .venv/bin/python benchmarks/bench_core.py

- Settling: random stakes settled per second through `settle.decide` + `signed_amount` (the work
  the deal does for every decided card), against a bare loop that only finds each stake's deciding
  position in the same shuffled decks. Target: at least 20 000 stakes/s on one core.
- Whole deals: stakes per second through the `Game` state machine (place, cut, deal, events).
- Odds: a full 13-rank exact odds table (cache cleared each time) under several rule sets, in ms,
  against building the same number of plain `Fraction` sums.
The machine is noisy: each figure is the median of several rounds.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from shtoss_desktop.core.cards import Card, make_deck
from shtoss_desktop.core.shtoss import odds
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.rules import PRESETS, HouseRules, LobRule
from shtoss_desktop.core.shtoss.settle import decide, signed_amount

ROUNDS = 5


def _median_rate(work: int, run: object) -> float:
    rates = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        run()  # type: ignore[operator]
        rates.append(work / (time.perf_counter() - start))
    return statistics.median(rates)


def _decks(count: int, size: int, seed: int) -> list[list[Card]]:
    rng = random.Random(seed)
    decks = []
    for _ in range(count):
        deck = list(make_deck(size))
        rng.shuffle(deck)
        decks.append(deck)
    return decks


def bench_settle() -> tuple[float, float]:
    rules = HouseRules(lob=LobRule.HALF, gorka_half=True, thirds=True, initial_kush=6)
    decks = _decks(2000, 52, 1)
    rng = random.Random(2)
    stakes = [Card(rng.choice(make_deck(52)).rank, rng.choice(make_deck(52)).suit) for _ in range(len(decks))]
    firsts = []
    for deck, card in zip(decks, stakes, strict=True):
        firsts.append(next(i for i, c in enumerate(deck) if c.rank is card.rank))

    def bare() -> None:
        for deck, card in zip(decks, stakes, strict=True):
            next(i for i, c in enumerate(deck) if c.rank is card.rank)

    def settle() -> None:
        for deck, card, index in zip(decks, stakes, firsts, strict=True):
            position = index + 1
            plie = index + 1 < 52 and deck[index + 1].rank is card.rank
            decision = decide(rules, position=position, deciding_card=deck[index], plie=plie,
                              staked_card=card, last_position=52)
            signed_amount(decision, 36)

    def both() -> None:
        bare()
        settle()

    return _median_rate(len(decks), both), _median_rate(len(decks), bare)


def bench_game() -> float:
    rules = HouseRules()
    players = ["banker", "P1", "P2", "P3", "P4", "P5", "P6"]
    deals = 200

    def run() -> None:
        game = Game(rules, players, rng=random.Random(3), balances=dict.fromkeys(players, 10 ** 9),
                    opening_bank=10**8, opening_stakes=True)
        rng = random.Random(4)
        deck = make_deck(52)
        for _ in range(deals):
            for punter in players[1:]:
                game.place_stake(punter, [rng.choice(deck)], 6)
            game.cut()
            while game.can_deal_abzug():
                game.deal_abzug()
            for punter in players[1:]:
                for win in game.winnings_of(punter):
                    game.pick_up(punter, win.card)

    return _median_rate(deals * 6, run)


def bench_odds() -> list[tuple[str, float, float]]:
    rows = []
    dealt = [Card.parse(c) for c in ["7S", "8H", "9D", "TS", "KC", "AH"]]  # in every deck size
    for preset in PRESETS:
        times = []
        for _ in range(ROUNDS * 4):
            odds._odds.cache_clear()
            start = time.perf_counter()
            odds.odds_table(preset.rules)
            odds.odds_table(preset.rules, dealt)
            times.append((time.perf_counter() - start) / 2)
        base = []
        for _ in range(ROUNDS * 4):
            start = time.perf_counter()
            total = Fraction(0)
            for i in range(1, 13 * 52):
                total += Fraction(1, i)
            base.append(time.perf_counter() - start)
        rows.append((preset.key, statistics.median(times) * 1000, statistics.median(base) * 1000))
    return rows


def main() -> int:
    rate, bare_rate = bench_settle()
    print(f"settle: {rate:,.0f} stakes/s (find-and-settle); bare find-only loop {bare_rate:,.0f}/s; "
          f"ratio {bare_rate / rate:.2f}x; target >= 20,000 stakes/s: {'ok' if rate >= 20_000 else 'MISSED'}")
    print(f"whole deals through Game (6 punters): {bench_game():,.0f} stakes/s")
    for key, ms, base in bench_odds():
        print(f"odds table ({key}): {ms:.2f} ms (fresh deck and 6 dealt, cache cleared); "
              f"baseline 676 Fraction additions {base:.2f} ms; ratio {ms / base:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
