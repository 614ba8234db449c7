"""The `casino` command of the rules CLI (RULES.md section 7.2): the worked example, the output's keys and
their order, every error in the contract's order, and agreement with the casino game itself."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.core.casino.events import BetDecided
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.casino.shoe import shuffled_shoe, stacked_shoe
from shtoss_desktop.core.cli import run

ROOT = Path(__file__).resolve().parents[3]

SHOE = [str(c) for c in stacked_shoe(6, ["KC", "QH", "7S"])]
EXAMPLE: dict[str, Any] = {
    "decks": 6,
    "shoe": SHOE,
    "bets": [{"player": "P1", "rank": "7", "amount": 10},
             {"player": "P2", "rank": "Q", "amount": 20, "suit": "H", "suit_amount": 8}],
}
EXAMPLE_OUT = {
    "bets": [{"player": "P1", "rank": "7", "amount": 10, "outcome": "lost", "position": 3,
              "deciding_card": "7S", "plie": False, "gain": -10},
             {"player": "P2", "rank": "Q", "amount": 20, "outcome": "won", "position": 2,
              "deciding_card": "QH", "plie": False, "gain": 20,
              "suit": "H", "suit_amount": 8, "suit_outcome": "won", "suit_gain": 8}],
    "net": {"P1": -10, "P2": 28, "house": -18},
}
ROW_KEYS = ["player", "rank", "amount", "outcome", "position", "deciding_card", "plie", "gain"]
SUIT_KEYS = ["suit", "suit_amount", "suit_outcome", "suit_gain"]


def casino(payload: object) -> dict[str, Any]:
    status, out, err = run(["casino"], json.dumps(payload))
    assert (status, err) == (0, ""), err
    assert out.endswith("\n")
    assert out.count("\n") == 1
    result: dict[str, Any] = json.loads(out)
    return result


def refused(payload: object | str) -> str:
    """The one error line of a refused input (exit status 2, nothing on standard output)."""
    text = payload if isinstance(payload, str) else json.dumps(payload)
    status, out, err = run(["casino"], text)
    assert status == 2
    assert out == ""
    assert err.endswith("\n")
    assert err.count("\n") == 1
    return err.rstrip("\n")


def shoe(top: list[str], decks: int = 6) -> list[str]:
    return [str(c) for c in stacked_shoe(decks, top)]


def test_the_worked_example_as_a_subprocess() -> None:
    done = subprocess.run([sys.executable, "-m", "shtoss_desktop.core", "casino"], input=json.dumps(EXAMPLE).encode(),
                          capture_output=True, cwd=ROOT, timeout=120, check=False)
    assert (done.returncode, done.stderr) == (0, b"")
    assert json.loads(done.stdout) == EXAMPLE_OUT


def test_the_worked_example_keeps_the_key_order() -> None:
    result = casino(EXAMPLE)
    assert result == EXAMPLE_OUT
    assert list(result) == ["bets", "net"]
    assert list(result["bets"][0]) == ROW_KEYS
    assert list(result["bets"][1]) == ROW_KEYS + SUIT_KEYS
    assert list(result["net"]) == ["P1", "P2", "house"]


def test_a_bad_input_as_a_subprocess_exits_2_with_one_line_and_no_output() -> None:
    done = subprocess.run([sys.executable, "-m", "shtoss_desktop.core", "casino"], input=b'{"shoe": [], "bets": []}',
                          capture_output=True, cwd=ROOT, timeout=120, check=False)
    assert (done.returncode, done.stdout) == (2, b"")
    assert done.stderr.decode() == "shoe: has 0 cards, not 312: a shoe of 6 decks holds each of the 52 cards 6 times\n"


def test_no_bets() -> None:
    assert casino({"shoe": SHOE, "bets": []}) == {"bets": [], "net": {"house": 0}}


def test_eight_decks_and_the_default_six() -> None:
    eight = shoe(["2S", "AS"], decks=8)
    result = casino({"decks": 8, "shoe": eight, "bets": [{"player": "A", "rank": "A", "amount": 3}]})
    assert result["bets"][0]["position"] == 2
    assert refused({"shoe": eight, "bets": []}).startswith("shoe: has 416 cards, not 312")


def test_a_plie_and_every_suit_outcome() -> None:
    bets = [
        {"player": "A", "rank": "Q", "amount": 10, "suit": "S", "suit_amount": 4},   # plié QH QS: push (red card)
        {"player": "B", "rank": "Q", "amount": 10, "suit": "D", "suit_amount": 4},   # same colour: half lost
        {"player": "A", "rank": "K", "amount": 6, "suit": "C", "suit_amount": 2},    # KC on win: won
        {"player": "B", "rank": "K", "amount": 6, "suit": "S", "suit_amount": 2},    # KS: other suit, black: half won
        {"player": "C", "rank": "2", "amount": 1, "suit": "H", "suit_amount": 2},    # 2H on loss: lost
    ]
    result = casino({"shoe": shoe(["QH", "QS", "2H", "KC"]), "bets": bets})
    rows = [(r["player"], r["outcome"], r["position"], r["deciding_card"], r["plie"], r["gain"], r["suit_outcome"],
             r["suit_gain"]) for r in result["bets"]]
    assert rows == [("A", "lost", 1, "QH", True, -10, "push", 0), ("B", "lost", 1, "QH", True, -10, "half_lost", -2),
                    ("A", "won", 4, "KC", False, 6, "won", 2), ("B", "won", 4, "KC", False, 6, "half_won", 1),
                    ("C", "lost", 3, "2H", False, -1, "lost", -2)]
    assert result["net"] == {"A": -2, "B": -5, "C": -3, "house": 10}


def test_a_rank_dealt_last_is_decided_by_its_first_copy() -> None:
    """All bets are placed before the first turn, so the first of a rank's 24 copies decides: at latest 289."""
    cards = shoe([])
    order = [c for c in cards if c[0] != "A"] + [c for c in cards if c[0] == "A"]
    row = casino({"shoe": order, "bets": [{"player": "A", "rank": "A", "amount": 5}]})["bets"][0]
    assert (row["position"], row["outcome"], row["plie"], row["gain"]) == (289, "lost", True, -5)
    order[288], order[287] = order[287], order[288]  # the first ace at 288, a king after it
    row = casino({"shoe": order, "bets": [{"player": "A", "rank": "A", "amount": 5}]})["bets"][0]
    assert (row["position"], row["outcome"], row["plie"], row["gain"]) == (288, "won", False, 5)


def test_ten_is_written_back_as_t_and_notation_is_read_loosely() -> None:
    bets = [{"player": "A", "rank": "10", "amount": 5, "suit": "h", "suit_amount": 2},
            {"player": "B", "rank": "t", "amount": 5}, {"player": "C", "rank": "q", "amount": 5}]
    result = casino({"shoe": [c.lower() for c in shoe(["TH", "QS"])], "bets": bets})
    assert [(r["rank"], r["deciding_card"]) for r in result["bets"]] == [("T", "TH"), ("T", "TH"), ("Q", "QS")]
    assert result["bets"][0]["suit"] == "H"


def test_a_player_id_may_be_any_script_and_is_not_limited_in_number() -> None:
    bets = [{"player": name, "rank": "7", "amount": 1} for name in ("Германн", "P_2", "x-1", *map(str, range(10)))]
    assert len(casino({"shoe": SHOE, "bets": bets})["net"]) == 14


def bad_shoe_count() -> list[str]:
    cards = list(SHOE)
    cards[cards.index("7S")] = "2C"  # 2C seven times, 7S five: 2C comes first in deck order
    return cards


def bad_shoe_count_low() -> list[str]:
    cards = list(SHOE)
    cards[cards.index("2C")] = "AC"  # 2C five times, AC seven
    return cards


def bad_shoe_count_deck_order() -> list[str]:
    cards = list(SHOE)
    cards[0] = "AS"  # AS seven times (the first wrong card in shoe order), KC five (the first in deck order)
    return cards


GOOD_BET = {"player": "P1", "rank": "7", "amount": 10}

# (input, the expected error line): one case per rule, and cases where two problems meet, the first reported.
ERRORS: list[tuple[object | str, str]] = [
    ('{"shoe": [', "input: is not valid JSON: line 1 column 11: Expecting value"),
    ("[]", "input: must be a JSON object, not []"),
    ({"shoe": SHOE, "bets": [], "rules": {}},
     "rules: is not a key of the casino input (the keys are decks, shoe, bets)"),
    ({"bets": []}, "shoe: is required"),
    ({}, "shoe: is required"),
    ({"shoe": SHOE}, "bets: is required"),
    ({"decks": 7, "shoe": "x", "bets": 1}, "decks: must be one of 6, 8, not 7"),
    ({"decks": 6.0, "shoe": SHOE, "bets": []}, "decks: must be one of 6, 8, not 6.0"),
    ({"decks": None, "shoe": SHOE, "bets": []}, "decks: must be one of 6, 8, not null"),
    ({"shoe": "KC QH", "bets": []}, 'shoe: must be a list of the 312 cards of the shoe, not "KC QH"'),
    ({"shoe": SHOE[:-1], "bets": 1},
     "shoe: has 311 cards, not 312: a shoe of 6 decks holds each of the 52 cards 6 times"),
    ({"shoe": [*SHOE[:5], "1S", *SHOE[6:]], "bets": 1}, "shoe[5]: '1' is not a rank: use 2-9, T (or 10), J, Q, K or A"),
    ({"shoe": [*SHOE[:5], 7, *SHOE[6:]], "bets": 1}, 'shoe[5]: must be a card written as text such as "7D", not 7'),
    ({"shoe": [*SHOE[:5], "7X", *SHOE[6:]], "bets": 1}, "shoe[5]: '7X' has no suit: end it with S, H, D or C"),
    ({"shoe": bad_shoe_count(), "bets": 1}, "shoe: 2C appears 7 times, not 6"),
    ({"shoe": bad_shoe_count_low(), "bets": 1}, "shoe: 2C appears 5 times, not 6"),
    ({"shoe": bad_shoe_count_deck_order(), "bets": 1}, "shoe: KC appears 5 times, not 6"),
    ({"shoe": SHOE, "bets": {}}, "bets: must be a list of bet objects, not {}"),
    ({"shoe": SHOE, "bets": [7]}, "bets[0]: must be an object with player, rank and amount, not 7"),
    ({"shoe": SHOE, "bets": [{**GOOD_BET, "kush": 1, "player": 5}]},
     "bets[0].kush: is not a key of a bet (the keys are player, rank, amount, suit, suit_amount)"),
    ({"shoe": SHOE, "bets": [{"rank": "x", "amount": 0}]}, "bets[0].player: is required"),
    ({"shoe": SHOE, "bets": [{"player": 5, "rank": "x"}]}, "bets[0].player: must be a player id (text), not 5"),
    ({"shoe": SHOE, "bets": [{"player": "house", "rank": "7", "amount": 1}]},
     "bets[0].player: 'house' is a reserved id (the house's in casino, the banker's in settle), not a player's"),
    ({"shoe": SHOE, "bets": [{"player": "banker", "rank": "7", "amount": 1}]},
     "bets[0].player: 'banker' is a reserved id (the house's in casino, the banker's in settle), not a player's"),
    ({"shoe": SHOE, "bets": [{"player": "P 1", "rank": "7", "amount": 1}]},
     'bets[0].player: "P 1" is not a player id: use 1 to 32 letters, digits, _ or -'),
    ({"shoe": SHOE, "bets": [{"player": "x" * 33, "rank": "7", "amount": 1}]},
     "is not a player id: use 1 to 32 letters, digits, _ or -"),
    ({"shoe": SHOE, "bets": [{"player": "P1", "amount": "x"}]}, "bets[0].rank: is required"),
    ({"shoe": SHOE, "bets": [{"player": "P1", "rank": "1", "amount": "x"}]},
     "bets[0].rank: '1' is not a rank: use 2-9, T (or 10), J, Q, K or A"),
    ({"shoe": SHOE, "bets": [{"player": "P1", "rank": 7, "amount": 1}]},
     'bets[0].rank: must be a rank written as text such as "7" or "T", not 7'),
    ({"shoe": SHOE, "bets": [{"player": "P1", "rank": "7S", "amount": 1}]}, "bets[0].rank: '7S' is not a rank"),
    ({"shoe": SHOE, "bets": [{"player": "P1", "rank": "7", "suit": "X"}]}, "bets[0].amount: is required"),
    ({"shoe": SHOE, "bets": [{**GOOD_BET, "amount": 0, "suit": "X"}]}, "bets[0].amount: must be at least 1, not 0"),
    ({"shoe": SHOE, "bets": [{**GOOD_BET, "amount": "10"}]},
     'bets[0].amount: must be a whole number (a JSON integer), not "10"'),
    ({"shoe": SHOE, "bets": [{**GOOD_BET, "amount": 10.0}]},
     "bets[0].amount: must be a whole number (a JSON integer), not 10.0"),
    ({"shoe": SHOE, "bets": [{**GOOD_BET, "amount": True}]},
     "bets[0].amount: must be a whole number (a JSON integer), not true"),
    ({"shoe": SHOE, "bets": [{**GOOD_BET, "suit": "X", "suit_amount": 3}]},
     'bets[0].suit: must be a suit: S, H, D or C, not "X"'),
    ({"shoe": SHOE, "bets": [{**GOOD_BET, "suit": 1, "suit_amount": 2}]},
     "bets[0].suit: must be a suit: S, H, D or C, not 1"),
    ({"shoe": SHOE, "bets": [{**GOOD_BET, "suit_amount": 3}]},
     "bets[0].suit: is required with suit_amount: a suit bet names its suit"),
    ({"shoe": SHOE, "bets": [{**GOOD_BET, "suit": "H"}]},
     "bets[0].suit_amount: is required with suit: a suit bet has an amount"),
    ({"shoe": SHOE, "bets": [{**GOOD_BET, "suit": "H", "suit_amount": 3}]},
     "bets[0].suit_amount: must be even (half of it can be won or lost), not 3"),
    ({"shoe": SHOE, "bets": [{**GOOD_BET, "suit": "H", "suit_amount": 0}]},
     "bets[0].suit_amount: must be at least 2, not 0"),
    ({"shoe": SHOE, "bets": [{**GOOD_BET, "suit": "H", "suit_amount": "2"}]},
     'bets[0].suit_amount: must be a whole number (a JSON integer), not "2"'),
    ({"shoe": SHOE, "bets": [GOOD_BET, {**GOOD_BET, "rank": "7", "amount": 5}, {"player": 1}]},
     "bets[1]: P1 already bets on 7 at bets[0]: one bet per player and rank"),
    ({"shoe": SHOE, "bets": [GOOD_BET, {**GOOD_BET, "rank": "7", "amount": 0}]},
     "bets[1].amount: must be at least 1, not 0"),
    ({"shoe": SHOE, "bets": [{**GOOD_BET, "rank": "10"}, {**GOOD_BET, "rank": "T"}]},
     "bets[1]: P1 already bets on T at bets[0]: one bet per player and rank"),
    ({"shoe": bad_shoe_count(), "bets": [{"player": 1}]}, "shoe: 2C appears 7 times, not 6"),
]


@pytest.mark.parametrize(("payload", "line"), ERRORS, ids=range(len(ERRORS)))
def test_every_error_names_its_place_first_found_first(payload: object | str, line: str) -> None:
    error = refused(payload)
    assert line in error
    place = line.split(":")[0] if line.startswith(("input", "rules", "shoe", "bets", "decks")) else ""
    assert error.startswith(place)


def test_the_game_and_the_cli_settle_alike() -> None:
    """Bets placed before the first turn of a whole shoe: the game's decisions equal the CLI's rows."""
    check_against_game(seed=1, bets=[("A", Rank.SEVEN, 10, None, 0), ("B", Rank.QUEEN, 4, Suit.HEARTS, 2)])


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), bets=st.lists(st.tuples(
    st.sampled_from(["A", "B", "C"]), st.sampled_from(list(Rank)), st.integers(1, 50),
    st.sampled_from([None, *Suit]), st.integers(1, 10)), max_size=12, unique_by=lambda b: (b[0], b[1])))
def test_the_cli_agrees_with_the_game_on_random_shoes(
        seed: int, bets: list[tuple[str, Rank, int, Suit | None, int]]) -> None:
    check_against_game(seed, [(p, r, a, s, 0 if s is None else 2 * n) for p, r, a, s, n in bets])


def check_against_game(seed: int, bets: list[tuple[str, Rank, int, Suit | None, int]]) -> None:
    order = shuffled_shoe(6, random.Random(seed))
    rules = CasinoRules(table_minimum=1, table_maximum=1000, capital=10_000)
    game = CasinoGame(rules, ["A", "B", "C"], shoe=order)
    payload_bets: list[dict[str, object]] = []
    for player, rank, amount, suit, suit_amount in bets:
        game.place_bet(player, rank, amount, suit, suit_amount)
        row: dict[str, object] = {"player": player, "rank": rank.char, "amount": amount}
        if suit is not None:
            row |= {"suit": suit.value, "suit_amount": suit_amount}
        payload_bets.append(row)
    while game.can_deal_turn():
        game.deal_turn()
    decided = {e.entry: e for e in game.log if isinstance(e, BetDecided)}
    result = casino({"shoe": [str(c) for c in order], "bets": payload_bets})
    for entry, row in enumerate(result["bets"], start=1):
        event = decided[entry]
        assert (row["outcome"], row["position"], row["deciding_card"], row["plie"], row["gain"]) == (
            event.outcome.value, event.position, str(event.deciding_card), event.plie, event.gain)
        if event.suit is not None:
            assert (row["suit_outcome"], row["suit_gain"]) == (event.suit_outcome, event.suit_gain)
        else:
            assert "suit" not in row
    start = 10_000
    assert {p: start + n for p, n in result["net"].items() if p != "house"} == {
        p: b for p, b in game.balances().items() if p in result["net"]}
    assert result["net"]["house"] == game.house_result
    assert sum(result["net"].values()) == 0
