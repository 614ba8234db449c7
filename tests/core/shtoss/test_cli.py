"""The rules CLI (`python -m shtoss_desktop.core`): the JSON contract of RULES.md section 7.2.

A representative set runs the real program as a subprocess; the many bad-input cases and the
outcome checks call the in-process entry `run(argv, stdin) -> (status, stdout, stderr)`.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shtoss_desktop.core.cards import Card, Rank, Suit, make_deck
from shtoss_desktop.core.cli import run
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.settle import decide, signed_amount
from tests.core.helpers import stacked, valid_rules

ROOT = Path(__file__).resolve().parents[3]

PREMIUMS = [{"event": "sonik_win", "kush_multiple": 1}, {"event": "series", "n": 2, "kush_multiple": 1},
            {"event": "deal_won", "kush_multiple": 1}]
EXAMPLE = {
    "rules": {"premiums": PREMIUMS},
    "deck": [str(c) for c in stacked(52, "KC QH 7S")],
    "stakes": [{"punter": "P1", "cards": ["7D"], "kush": 30}, {"punter": "P2", "cards": ["QH", "QS"], "kush": 12}],
}
EXAMPLE_OUT = {
    "stakes": [
        {"punter": "P1", "card": "7D", "pair": False, "kush": 30, "outcome": "killed", "position": 3, "abzug": 2,
         "deciding_card": "7S", "plie": False, "amount": -30},
        {"punter": "P2", "card": "QH", "pair": True, "kush": 12, "outcome": "given", "position": 2, "abzug": 1,
         "deciding_card": "QH", "plie": False, "amount": 12},
        {"punter": "P2", "card": "QS", "pair": True, "kush": 12, "outcome": "given", "position": 2, "abzug": 1,
         "deciding_card": "QH", "plie": False, "amount": 12},
    ],
    "premiums": [{"punter": "P2", "event": "sonik_win", "card": "QH", "amount": 12},
                 {"punter": "P2", "event": "sonik_win", "card": "QS", "amount": 12},
                 {"punter": "P2", "event": "series", "n": 2, "card": "QS", "amount": 12},
                 {"punter": "P2", "event": "deal_won", "amount": 6}],
    "net": {"P1": -30, "P2": 66, "banker": -36},
}


def cli(args: list[str], stdin: str | bytes = "") -> tuple[int, str, str]:
    """Run the real program; (exit status, stdout, stderr)."""
    data = stdin.encode() if isinstance(stdin, str) else stdin
    done = subprocess.run([sys.executable, "-m", "shtoss_desktop.core", *args], input=data, capture_output=True,
                          cwd=ROOT, timeout=120, check=False)
    return done.returncode, done.stdout.decode(), done.stderr.decode()


def ok(command: str, payload: dict[str, Any]) -> dict[str, Any]:
    """Run in-process and return the output object of a successful call."""
    status, out, err = run([command], json.dumps(payload))
    assert (status, err) == (0, ""), err
    assert out.endswith("\n")
    assert out.count("\n") == 1
    result: dict[str, Any] = json.loads(out)
    return result


def deck(front: str = "", size: int = 52) -> list[str]:
    """A full deck with `front` first, as the CLI reads it."""
    return [str(c) for c in stacked(size, front)]


def settle(stakes: list[dict[str, Any]], front: str = "", **rules: Any) -> dict[str, Any]:
    """Settle `stakes` on a deck that starts with `front`, under `rules` (a 52-card deck unless said)."""
    size = rules.get("deck_size", 52)
    return ok("settle", {"rules": rules, "deck": deck(front, size), "stakes": stakes})


def stake(card_text: str, kush: int = 30, punter: str = "P1") -> dict[str, Any]:
    """One stake object: space-separated cards (two make a pair)."""
    return {"punter": punter, "cards": card_text.split(), "kush": kush}


def assert_error(status: int, out: str, err: str, place: str) -> None:
    """Exit 2, nothing on stdout, exactly one line on stderr that starts with `place: `."""
    assert status == 2, (out, err)
    assert out == ""
    assert err.endswith("\n")
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(f"{place}: "), lines[0]
    assert len(lines[0]) > len(place) + 2


# ----- the real program -----


def test_settle_worked_example_as_subprocess() -> None:
    status, out, err = cli(["settle"], json.dumps(EXAMPLE))
    assert (status, err) == (0, "")
    assert json.loads(out) == EXAMPLE_OUT
    assert list(json.loads(out)) == ["stakes", "premiums", "net"]
    assert list(json.loads(out)["stakes"][0]) == ["punter", "card", "pair", "kush", "outcome", "position", "abzug",
                                                 "deciding_card", "plie", "amount"]


def test_odds_worked_example_as_subprocess() -> None:
    status, out, err = cli(["odds"], '{"dealt": ["2S", "KH"], "cards": ["7D", "AS"]}')
    assert (status, err) == (0, "")
    row = {"card": "7D", "copies_left": 4, "p_killed": "1199/2303", "p_given": "1104/2303", "p_void": "0",
           "ev_per_kush": "-95/2303"}
    assert json.loads(out) == {"odds": [row, {**row, "card": "AS"}]}
    assert list(json.loads(out)["odds"][0]) == list(row)


def test_simulate_as_subprocess_same_seed_same_output() -> None:
    payload = json.dumps({"deals": 2000, "seed": 7, "cards": ["7D", "AS"]})
    first, second = cli(["simulate"], payload), cli(["simulate"], payload)
    assert first == second
    status, out, err = first
    assert (status, err) == (0, "")
    result = json.loads(out)
    assert list(result) == ["deals", "stakes", "mean_per_kush", "killed", "given", "void"]
    assert result["deals"] == 2000
    assert result["stakes"] == 4000
    assert result["killed"] + result["given"] + result["void"] == 4000
    assert isinstance(result["mean_per_kush"], float)
    assert result["mean_per_kush"] == pytest.approx((result["given"] - result["killed"]) / 4000)


@pytest.mark.parametrize(("args", "stdin", "place"), [
    (["settle"], "{", "input"),
    (["odds"], '{"cards": ["7D"], "dealt": ["2S"]}', "dealt"),
    (["settle"], json.dumps({**EXAMPLE, "stakes": [{"punter": "banker", "cards": ["7D"], "kush": 6}]}),
     "stakes[0].punter"),
])
def test_bad_input_as_subprocess(args: list[str], stdin: str, place: str) -> None:
    assert_error(*cli(args, stdin), place)


@pytest.mark.parametrize("args", [[], ["deal"], ["settle", "odds"]])
def test_usage_errors_as_subprocess(args: list[str]) -> None:
    status, out, err = cli(args, "{}")
    assert status == 2
    assert out == ""
    assert len(err.splitlines()) == 1
    assert "usage:" in err


def test_help() -> None:
    status, out, err = run(["--help"], "")
    assert status == 0
    assert out.startswith("usage:")
    assert err == ""


# ----- settle: outcomes -----


def test_settle_worked_example_in_process() -> None:
    assert ok("settle", EXAMPLE) == EXAMPLE_OUT


def test_settle_no_stakes() -> None:
    assert settle([]) == {"stakes": [], "premiums": [], "net": {"banker": 0}}


def row(result: dict[str, Any], index: int = 0) -> tuple[str, int, int, str, bool, int]:
    """(outcome, position, abzug, deciding card, plie, amount) of one stake row."""
    r = result["stakes"][index]
    return r["outcome"], r["position"], r["abzug"], r["deciding_card"], r["plie"], r["amount"]


def test_lob_kill() -> None:
    assert row(settle([stake("7D")], "7S")) == ("killed", 1, 1, "7S", False, -30)
    assert row(settle([stake("7D")], "7S", lob="half")) == ("killed", 1, 1, "7S", False, -15)


def test_sonik_given() -> None:
    result = settle([stake("7D")], "2S 7S")
    assert row(result) == ("given", 2, 1, "7S", False, 30)
    assert result["net"] == {"P1": 30, "banker": -30}
    assert result["premiums"] == []


def test_gorka_half() -> None:
    assert row(settle([stake("7D")], "2S 3S 7S")) == ("killed", 3, 2, "7S", False, -30)
    assert row(settle([stake("7D")], "2S 3S 7S", gorka_half=True)) == ("killed", 3, 2, "7S", False, -15)


def test_plie() -> None:
    assert row(settle([stake("7D")], "2S 3S 7S 7H")) == ("killed", 3, 2, "7S", True, -30)
    assert row(settle([stake("7D")], "2S 3S 7S 7H", plie="half")) == ("killed", 3, 2, "7S", True, -15)
    # halves never multiply together
    assert row(settle([stake("7D")], "2S 3S 7S 7H", plie="half", gorka_half=True))[5] == -15
    # two of a rank across abzugs (positions 2 and 3) is no plié
    assert row(settle([stake("7D")], "2S 7S 7H")) == ("given", 2, 1, "7S", False, 30)


def test_thirds() -> None:
    stakes = [stake("7D", 30, "P1"), stake("7C", 30, "P2"), stake("7H", 30, "P3")]
    result = settle(stakes, "2S 3S 7H", thirds=True)
    assert [r["amount"] for r in result["stakes"]] == [-20, -10, -30]
    assert result["net"] == {"P1": -20, "P2": -10, "P3": -30, "banker": 60}


def test_eleven() -> None:
    front = "2S 3S 4S 5S 6S 8S 9S TS JS QS 7S"
    assert row(settle([stake("7D")], front)) == ("killed", 11, 6, "7S", False, -30)
    assert row(settle([stake("7D")], front, eleven_given=True)) == ("given", 11, 6, "7S", False, 30)


def test_thirteenth_suited_double() -> None:
    front = "2S 3S 4S 5S 6S 8S 9S TS JS QS KS AS 7D"
    result = settle([stake("7D", 30, "P1"), stake("7H", 30, "P2")], front, thirteenth_suited_double=True)
    assert row(result, 0) == ("given", 13, 7, "7D", False, 60)
    assert row(result, 1) == ("killed", 13, 7, "7D", False, -30)


def test_last_card_void_never_fires_on_a_full_deck() -> None:
    """With four copies of every rank, no first copy can lie at the last position (RULES.md section 6)."""
    front = "2S 3S 7S 7H"
    plain = settle([stake("7D")], front)
    pharaon = settle([stake("7D")], front, last_card="void", plie="half", hocly=True)
    assert row(plain)[:5] == row(pharaon)[:5]
    assert row(pharaon)[5] == -15


def test_pair_gives_two_rows_in_cards_order() -> None:
    result = settle([stake("QS QH", 12)], "2S QD")
    assert [(r["card"], r["pair"], r["amount"]) for r in result["stakes"]] == [("QS", True, 12), ("QH", True, 12)]
    assert result["net"] == {"P1": 24, "banker": -24}


def test_rows_follow_input_order_not_decision_order() -> None:
    result = settle([stake("AS", 6, "late"), stake("2D", 6, "early")], "2S 3S")
    assert [r["card"] for r in result["stakes"]] == ["AS", "2D"]
    assert list(result["net"]) == ["late", "early", "banker"]


def test_same_card_for_two_punters() -> None:
    result = settle([stake("7D", 6, "A"), stake("7D", 12, "B")], "7S")
    assert [r["amount"] for r in result["stakes"]] == [-6, -12]


def test_premium_order_and_deal_won_spoiled_by_a_kill() -> None:
    rules = {"premiums": [{"event": "series", "n": 3, "kush_multiple": 2}, *PREMIUMS]}
    stakes = [stake("KD", 6, "B"), stake("QD QC", 12, "A"), stake("9D", 6, "B"), stake("8D", 6, "A")]
    # positions: QH (2, sonik), 9S (4), KS (5, killed), 8S (6)
    result = ok("settle", {"rules": rules, "deck": deck("2S QH 3S 9S KS 8S"), "stakes": stakes})
    assert result["premiums"] == [
        {"punter": "A", "event": "sonik_win", "card": "QD", "amount": 12},
        {"punter": "A", "event": "sonik_win", "card": "QC", "amount": 12},
        {"punter": "A", "event": "series", "n": 2, "card": "QC", "amount": 12},
        {"punter": "A", "event": "series", "n": 3, "card": "8D", "amount": 12},
        {"punter": "A", "event": "deal_won", "amount": 6},
    ]
    assert [r["outcome"] for r in result["stakes"]] == ["killed", "given", "given", "given", "given"]
    assert result["net"] == {"B": 0, "A": 30 + 54, "banker": -84}


def test_deal_won_rows_follow_first_stakes() -> None:
    rules = {"premiums": [{"event": "deal_won", "kush_multiple": 2}]}
    stakes = [stake("9D", 6, "B"), stake("8D", 6, "A"), stake("8C", 6, "B"), stake("9C", 6, "A")]
    result = ok("settle", {"rules": rules, "deck": deck("2S 8S 3S 9S"), "stakes": stakes})
    assert [(p["punter"], p["amount"]) for p in result["premiums"]] == [("B", 12), ("A", 12)]
    assert result["net"] == {"B": 24, "A": 24, "banker": -48}


def test_bank_limit_counts_premiums() -> None:
    base = {"deck": deck(), "stakes": [stake("7D", 36)]}
    assert ok("settle", {**base, "rules": {"bank": 100}})["net"]["banker"] in (36, -36)
    rules = {"bank": 100, "premiums": PREMIUMS[:2]}
    assert_error(*run(["settle"], json.dumps({**base, "rules": rules})), "stakes[0]")


def test_bank_limit_uses_rules_bank_under_contributions() -> None:
    rules = {"bank_formation": "contributions", "bank": 50, "capital": 1200}
    base = {"rules": rules, "deck": deck()}
    ok("settle", {**base, "stakes": [stake("7D", 48)]})
    assert_error(*run(["settle"], json.dumps({**base, "stakes": [stake("7D", 54)]})), "stakes[0]")


def test_punter_ids_accepted() -> None:
    ids = ["P", "a" * 32, "Hermann_1", "Chekalinsky-2", "0", "Banker"]
    result = settle([stake(f"{rank}D", 6, pid) for rank, pid in zip("234567", ids, strict=True)])
    assert list(result["net"]) == [*ids, "banker"]


def test_card_notation_is_read_loosely_and_written_canonically() -> None:
    result = ok("settle", {"deck": [c.lower() for c in deck("TS")], "stakes": [stake("10d", 6)]})
    assert row(result)[3] == "TS"
    assert result["stakes"][0]["card"] == "TD"


@st.composite
def settle_inputs(draw: st.DrawFn) -> tuple[HouseRules, list[str], list[dict[str, Any]]]:
    """Valid settle input: any rules (made roomy enough that no stake is refused), any deck, any stakes."""
    rules = draw(valid_rules()).replace(bank=10**9, capital=10**9, refuse_above=None, pair_bets=True)
    cards = list(make_deck(rules.deck_size))
    order = [str(c) for c in draw(st.permutations(cards))]
    ranks = sorted({c.rank for c in cards})
    stakes: list[dict[str, Any]] = []
    used: dict[str, set[Rank]] = {}
    for _ in range(draw(st.integers(0, 8))):
        punter = draw(st.sampled_from(["A", "B", "C"]))
        free = [r for r in ranks if r not in used.setdefault(punter, set())]
        rank = draw(st.sampled_from(free))
        used[punter].add(rank)
        suits = draw(st.lists(st.sampled_from(list(Suit)), min_size=1, max_size=2, unique=True))
        kush = rules.initial_kush * draw(st.integers(1, 5))
        stakes.append({"punter": punter, "cards": [str(Card(rank, s)) for s in suits], "kush": kush})
    return rules, order, stakes


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(settle_inputs())
def test_settle_property(case: tuple[HouseRules, list[str], list[dict[str, Any]]]) -> None:
    """Every card gets exactly one row, as `settle.decide` says; the net (premiums included) sums to zero."""
    rules, order, stakes = case
    result = ok("settle", {"rules": rules.to_json(), "deck": order, "stakes": stakes})
    expected_cards = [(s["punter"], c) for s in stakes for c in s["cards"]]
    assert [(r["punter"], r["card"]) for r in result["stakes"]] == expected_cards
    assert sum(result["net"].values()) == 0
    assert list(result["net"]) == [*dict.fromkeys(s["punter"] for s in stakes), "banker"] if stakes else ["banker"]
    deck_cards = [Card.parse(c) for c in order]
    for r in result["stakes"]:
        staked = Card.parse(r["card"])
        index = next(i for i, c in enumerate(deck_cards) if c.rank is staked.rank)
        plie = index + 1 < len(deck_cards) and deck_cards[index + 1].rank is staked.rank
        decision = decide(rules, position=index + 1, deciding_card=deck_cards[index], plie=plie,
                          staked_card=staked, last_position=rules.deck_size)
        assert (r["position"], r["abzug"], r["deciding_card"]) == (index + 1, (index + 2) // 2, order[index])
        assert (r["outcome"], r["plie"], r["amount"]) == (decision.outcome.value, decision.plie,
                                                          signed_amount(decision, r["kush"]))
    for punter, money in result["net"].items():
        if punter != "banker":
            won = sum(r["amount"] for r in result["stakes"] if r["punter"] == punter)
            premiums = sum(p["amount"] for p in result["premiums"] if p["punter"] == punter)
            assert money == won + premiums
            assert premiums >= 0


# ----- odds and simulate: outcomes -----


def test_odds_fresh_decks() -> None:
    assert ok("odds", {"cards": ["7D"]})["odds"][0]["p_killed"] == "433/833"
    assert ok("odds", {"rules": {"deck_size": 36}, "cards": ["7D"]})["odds"][0]["ev_per_kush"] == "-67/1155"
    assert ok("odds", {"rules": {"lob": "half"}, "cards": ["7D"]})["odds"][0]["ev_per_kush"] == "-25/21658"


def test_odds_card_listed_twice() -> None:
    rows = ok("odds", {"cards": ["7D", "7d"]})["odds"]
    assert len(rows) == 2
    assert rows[0] == rows[1]


def test_odds_last_card_void() -> None:
    dealt = [str(c) for c in make_deck(32) if str(c) not in ("7S", "8S")]
    payload: dict[str, Any] = {"rules": {"deck_size": 32}, "dealt": dealt, "cards": ["7D"]}
    counts = ok("odds", payload)["odds"][0]
    assert (counts["copies_left"], counts["p_killed"], counts["p_given"], counts["p_void"],
            counts["ev_per_kush"]) == (1, "1/2", "1/2", "0", "0")
    payload["rules"]["last_card"] = "void"
    void = ok("odds", payload)["odds"][0]
    assert (void["p_killed"], void["p_given"], void["p_void"], void["ev_per_kush"]) == ("1/2", "0", "1/2", "-1/2")


def test_simulate_without_seed() -> None:
    result = ok("simulate", {"deals": 10, "cards": ["7D", "7H"]})
    assert result["stakes"] == 20


def test_simulate_under_pharaon() -> None:
    rules = {"plie": "half", "hocly": True, "last_card": "void", "deck_size": 32}
    a = ok("simulate", {"rules": rules, "deals": 300, "seed": 3, "cards": ["AS"]})
    b = ok("simulate", {"rules": rules, "deals": 300, "seed": 3, "cards": ["AS"]})
    assert a == b
    assert a["void"] == 0


# ----- bad input of every kind -----

D52 = deck()
D32 = deck(size=32)
GOOD_SETTLE: dict[str, Any] = {"deck": D52, "stakes": [stake("7D", 6)]}


def settle_with(**changes: Any) -> str:
    return json.dumps({**GOOD_SETTLE, **changes})


def settle_rules(**rules: Any) -> str:
    return json.dumps({**GOOD_SETTLE, "rules": rules})


def settle_stakes(*stakes: dict[str, Any], **rules: Any) -> str:
    return json.dumps({"rules": rules, "deck": D52, "stakes": list(stakes)})


def duplicated(index: int, value: object) -> list[object]:
    """The full deck with the entry at `index` replaced by `value`."""
    d: list[object] = list(D52)
    d[index] = value
    return d


def odds_with(**payload: Any) -> str:
    return json.dumps({"cards": ["7D"], **payload})


def simulate_with(**payload: Any) -> str:
    return json.dumps({"deals": 10, "seed": 1, "cards": ["7D"], **payload})


BAD: list[tuple[str, str, str | bytes, str]] = [
    # JSON syntax and the top level
    ("empty input", "settle", "", "input"),
    ("truncated", "settle", "{", "input"),
    ("trailing comma", "odds", '{"cards": ["7D"],}', "input"),
    ("single quotes", "odds", "{'cards': ['7D']}", "input"),
    ("NaN", "simulate", '{"deals": NaN, "cards": ["7D"]}', "input"),
    ("Infinity", "simulate", '{"deals": Infinity, "cards": ["7D"]}', "input"),
    ("repeated key", "odds", '{"cards": ["7D"], "cards": ["8D"]}', "input"),
    ("two objects", "odds", '{"cards": ["7D"]} {}', "input"),
    ("not UTF-8", "odds", b'{"cards": ["7D\xff"]}', "input"),
    ("list", "settle", "[]", "input"),
    ("string", "odds", '"7D"', "input"),
    ("null", "simulate", "null", "input"),
    ("number", "settle", "3", "input"),
    ("unknown top-level key", "settle", settle_with(colour="red"), "colour"),
    ("unknown key before a rules error", "settle", settle_with(rules={"deck_size": 40}, extra=1), "extra"),
    ("a key of another command", "odds", odds_with(seed=1), "seed"),
    ("deals in settle", "settle", settle_with(deals=1), "deals"),
    ("missing deck", "settle", json.dumps({"stakes": []}), "deck"),
    ("missing stakes", "settle", json.dumps({"deck": D52}), "stakes"),
    ("missing deck before a rules error", "settle", json.dumps({"rules": {"thirds": 1}, "stakes": []}), "deck"),
    ("missing cards (odds)", "odds", json.dumps({"dealt": []}), "cards"),
    ("missing deals", "simulate", json.dumps({"cards": ["7D"]}), "deals"),
    ("missing cards (simulate)", "simulate", json.dumps({"deals": 1}), "cards"),
    # rules keys, in table order
    ("rules not an object", "settle", settle_with(rules=[]), "rules"),
    ("rules null", "odds", odds_with(rules=None), "rules"),
    ("unknown rules key", "settle", settle_rules(colour="red"), "rules.colour"),
    ("deck size 40", "settle", settle_rules(deck_size=40), "rules.deck_size"),
    ("deck size as text", "odds", odds_with(rules={"deck_size": "52"}), "rules.deck_size"),
    ("deck size as float", "odds", odds_with(rules={"deck_size": 52.0}), "rules.deck_size"),
    ("table order, not input order", "settle", settle_rules(punters=9, deck_size=40), "rules.deck_size"),
    ("punters 7", "settle", settle_rules(punters=7), "rules.punters"),
    ("initial kush 0", "settle", settle_rules(initial_kush=0), "rules.initial_kush"),
    ("initial kush boolean", "settle", settle_rules(initial_kush=True), "rules.initial_kush"),
    ("initial kush 6.0", "simulate", simulate_with(rules={"initial_kush": 6.0}), "rules.initial_kush"),
    ("bank as text", "settle", settle_rules(bank="600"), "rules.bank"),
    ("capital null", "settle", settle_rules(capital=None), "rules.capital"),
    ("refuse_above 0", "settle", settle_rules(refuse_above=0), "rules.refuse_above"),
    ("refuse_above boolean", "settle", settle_rules(refuse_above=False), "rules.refuse_above"),
    ("lob quarter", "settle", settle_rules(lob="quarter"), "rules.lob"),
    ("gorka_half 1", "settle", settle_rules(gorka_half=1), "rules.gorka_half"),
    ("eleven_given text", "settle", settle_rules(eleven_given="true"), "rules.eleven_given"),
    ("thirds 0", "odds", odds_with(rules={"thirds": 0}), "rules.thirds"),
    ("plie 2", "settle", settle_rules(plie=2), "rules.plie"),
    ("last_card never", "settle", settle_rules(last_card="never"), "rules.last_card"),
    ("max_corners 6", "settle", settle_rules(max_corners=6), "rules.max_corners"),
    ("premiums not a list", "settle", settle_rules(premiums={}), "rules.premiums"),
    ("premium not an object", "settle", settle_rules(premiums=[1]), "rules.premiums[0]"),
    ("premium unknown event", "settle", settle_rules(premiums=[{"event": "lob_win", "kush_multiple": 1}]),
     "rules.premiums[0].event"),
    ("premium unknown key", "settle", settle_rules(premiums=[{"event": "deal_won", "kush_multiple": 1, "x": 1}]),
     "rules.premiums[0].x"),
    ("premium without multiple", "settle", settle_rules(premiums=[{"event": "sonik_win"}]),
     "rules.premiums[0].kush_multiple"),
    ("premium multiple 0", "settle", settle_rules(premiums=[{"event": "sonik_win", "kush_multiple": 0}]),
     "rules.premiums[0].kush_multiple"),
    ("series n 1", "settle", settle_rules(premiums=[{"event": "series", "n": 1, "kush_multiple": 1}]),
     "rules.premiums[0].n"),
    ("n on sonik_win", "settle", settle_rules(premiums=[{"event": "sonik_win", "n": 2, "kush_multiple": 1}]),
     "rules.premiums[0].n"),
    ("premium row repeated", "settle", settle_rules(premiums=[PREMIUMS[0], PREMIUMS[0]]), "rules.premiums[1]"),
    ("bank_formation text", "settle", settle_rules(bank_formation="house"), "rules.bank_formation"),
    ("contribution 0", "settle", settle_rules(contribution=0), "rules.contribution"),
    ("banker_rotation", "settle", settle_rules(banker_rotation="always"), "rules.banker_rotation"),
    # rules combinations, after every key
    ("hocly without plie half", "settle", settle_rules(hocly=True), "rules.hocly"),
    ("key before combination", "settle", settle_rules(hocly=True, max_corners=9), "rules.max_corners"),
    ("kush not even with lob half", "settle", settle_rules(lob="half", initial_kush=5), "rules.initial_kush"),
    ("kush not by three with thirds", "odds", odds_with(rules={"thirds": True, "initial_kush": 4}),
     "rules.initial_kush"),
    ("bank below kush", "settle", settle_rules(bank=5), "rules.bank"),
    ("capital below bank", "settle", settle_rules(capital=500), "rules.capital"),
    ("capital below kush", "settle", settle_rules(bank_formation="contributions", capital=5), "rules.capital"),
    ("rules before deck", "settle", settle_with(rules={"deck_size": 40}, deck="x"), "rules.deck_size"),
    # the deck
    ("deck not a list", "settle", settle_with(deck="KC QH"), "deck"),
    ("deck empty", "settle", settle_with(deck=[]), "deck"),
    ("deck short", "settle", settle_with(deck=D52[:51]), "deck"),
    ("deck duplicate", "settle", settle_with(deck=duplicated(51, D52[3])), "deck[51]"),
    ("deck with 53 cards", "settle", settle_with(deck=[*D52, "7D"]), "deck[52]"),
    ("deck card not text", "settle", settle_with(deck=duplicated(5, 7)), "deck[5]"),
    ("deck card bad suit", "settle", settle_with(deck=duplicated(5, "7X")), "deck[5]"),
    ("deck card bad rank", "settle", settle_with(deck=duplicated(5, "1S")), "deck[5]"),
    ("deck card too short", "settle", settle_with(deck=duplicated(5, "7")), "deck[5]"),
    ("52 cards for a 32-card deck", "settle", settle_with(rules={"deck_size": 32}), "deck[0]"),
    ("32 cards for a 52-card deck", "settle", settle_with(deck=D32), "deck"),
    ("deck before stakes", "settle", settle_with(deck=D52[:10], stakes="x"), "deck"),
    # the stakes: shape
    ("stakes not a list", "settle", settle_with(stakes={}), "stakes"),
    ("stake not an object", "settle", settle_with(stakes=[["P1", ["7D"], 6]]), "stakes[0]"),
    ("stake unknown key", "settle", settle_with(stakes=[{**stake("7D"), "paroli": True}]), "stakes[0].paroli"),
    ("stake without punter", "settle", settle_with(stakes=[{"cards": ["7D"], "kush": 6}]), "stakes[0].punter"),
    ("stake without cards", "settle", settle_with(stakes=[{"punter": "P1", "kush": 6}]), "stakes[0].cards"),
    ("stake without kush", "settle", settle_with(stakes=[{"punter": "P1", "cards": ["7D"]}]), "stakes[0].kush"),
    ("punter empty", "settle", settle_stakes(stake("7D", 6, "")), "stakes[0].punter"),
    ("punter banker", "settle", settle_stakes(stake("7D", 6, "banker")), "stakes[0].punter"),
    ("punter 33 long", "settle", settle_stakes(stake("7D", 6, "a" * 33)), "stakes[0].punter"),
    ("punter with space", "settle", settle_stakes(stake("7D", 6, "P 1")), "stakes[0].punter"),
    ("punter with !", "settle", settle_stakes(stake("7D", 6, "P!")), "stakes[0].punter"),
    ("punter with newline", "settle", settle_stakes(stake("7D", 6, "P1\n")), "stakes[0].punter"),
    ("punter number", "settle", settle_stakes({"punter": 1, "cards": ["7D"], "kush": 6}), "stakes[0].punter"),
    ("cards as text", "settle", settle_stakes({"punter": "P1", "cards": "7D", "kush": 6}), "stakes[0].cards"),
    ("no cards", "settle", settle_stakes(stake("", 6)), "stakes[0].cards"),
    ("three cards", "settle", settle_stakes(stake("7D 7H 7S", 6)), "stakes[0].cards"),
    ("pair of two ranks", "settle", settle_stakes(stake("7D 8D", 6)), "stakes[0].cards"),
    ("pair of one card", "settle", settle_stakes(stake("7D 7d", 6)), "stakes[0].cards"),
    ("bad card", "settle", settle_stakes(stake("7Z", 6)), "stakes[0].cards[0]"),
    ("bad second card", "settle", settle_stakes(stake("7D 7", 6)), "stakes[0].cards[1]"),
    ("card not in a 32-card deck", "settle",
     json.dumps({"rules": {"deck_size": 32}, "deck": D32, "stakes": [stake("6D", 6)]}), "stakes[0].cards[0]"),
    ("card not text", "settle", settle_stakes({"punter": "P1", "cards": [7], "kush": 6}), "stakes[0].cards[0]"),
    ("kush as text", "settle", settle_stakes({"punter": "P1", "cards": ["7D"], "kush": "30"}), "stakes[0].kush"),
    ("kush 30.0", "settle", settle_stakes({"punter": "P1", "cards": ["7D"], "kush": 30.0}), "stakes[0].kush"),
    ("kush boolean", "settle", settle_stakes({"punter": "P1", "cards": ["7D"], "kush": True}), "stakes[0].kush"),
    ("kush null", "settle", settle_stakes({"punter": "P1", "cards": ["7D"], "kush": None}), "stakes[0].kush"),
    ("punter before cards", "settle", settle_stakes({"punter": "banker", "cards": [], "kush": 6}),
     "stakes[0].punter"),
    ("cards before kush", "settle", settle_stakes({"punter": "P1", "cards": [], "kush": "6"}), "stakes[0].cards"),
    # the stakes: the rule checks, in the Game's order
    ("kush below the initial kush", "settle", settle_stakes(stake("7D", 4)), "stakes[0]"),
    ("kush 0", "settle", settle_stakes(stake("7D", 0)), "stakes[0]"),
    ("kush negative", "settle", settle_stakes(stake("7D", -6)), "stakes[0]"),
    ("kush odd with lob half", "settle", settle_stakes(stake("7D", 9), lob="half"), "stakes[0]"),
    ("kush odd with plie half", "settle", settle_stakes(stake("7D", 7), plie="half"), "stakes[0]"),
    ("kush not by three with thirds", "settle", settle_stakes(stake("7D", 8), thirds=True), "stakes[0]"),
    ("pair without pair_bets", "settle", settle_stakes(stake("7D 7H", 6), pair_bets=False), "stakes[0]"),
    ("card staked twice", "settle", settle_stakes(stake("7D", 6), stake("7D", 6)), "stakes[1]"),
    ("rank staked twice", "settle", settle_stakes(stake("7D", 6), stake("7H", 6)), "stakes[1]"),
    ("rank twice in a pair after a card", "settle", settle_stakes(stake("7D", 6), stake("7H 7C", 6)), "stakes[1]"),
    ("refuse_above", "settle", settle_stakes(stake("7D", 18), refuse_above=2), "stakes[0]"),
    ("refuse_above per card of a pair", "settle", settle_stakes(stake("7D 7H", 18), refuse_above=2), "stakes[0]"),
    ("bank limit", "settle", settle_stakes(stake("7D", 606)), "stakes[0]"),
    ("bank limit across stakes", "settle", settle_stakes(stake("7D", 300), stake("8D", 306, "P2")), "stakes[1]"),
    ("bank limit counts a pair twice", "settle", settle_stakes(stake("7D 7H", 306)), "stakes[0]"),
    ("capital", "settle", settle_stakes(stake("7D", 60), stake("8D", 60), bank_formation="contributions",
                                        bank=5000, capital=100), "stakes[1]"),
    ("rule check of a stake before the next stake's shape", "settle",
     settle_stakes(stake("7D", 4), stake("8D", 6, "banker")), "stakes[0]"),
    # rule order inside one stake
    ("minimum before pairs", "settle", settle_stakes(stake("7D 7H", 4), pair_bets=False), "stakes[0]"),
    # odds
    ("dealt not a list", "odds", odds_with(dealt="2S"), "dealt"),
    ("dealt card bad", "odds", odds_with(dealt=["2S", "2X"]), "dealt[1]"),
    ("dealt card not text", "odds", odds_with(dealt=[2, "2S"]), "dealt[0]"),
    ("dealt duplicate", "odds", odds_with(dealt=["2S", "2s"]), "dealt[1]"),
    ("dealt odd", "odds", odds_with(dealt=["2S"]), "dealt"),
    ("dealt odd (three)", "odds", odds_with(dealt=["2S", "3S", "4S"]), "dealt"),
    ("dealt not in a 32-card deck", "odds", odds_with(rules={"deck_size": 32}, dealt=["6S", "7S"]), "dealt[0]"),
    ("dealt before cards", "odds", json.dumps({"dealt": ["2S"], "cards": []}), "dealt"),
    ("cards empty", "odds", odds_with(cards=[]), "cards"),
    ("cards as text", "odds", odds_with(cards="7D"), "cards"),
    ("cards bad", "odds", odds_with(cards=["7D", "77"]), "cards[1]"),
    ("cards not in a 32-card deck", "odds", odds_with(rules={"deck_size": 32}, cards=["2S"]), "cards[0]"),
    ("rank exhausted", "odds", odds_with(dealt=["7S", "7H", "7D", "7C"], cards=["8D", "7D"]), "cards[1]"),
    ("everything dealt", "odds", odds_with(dealt=D52), "cards[0]"),
    # simulate
    ("deals 0", "simulate", simulate_with(deals=0), "deals"),
    ("deals negative", "simulate", simulate_with(deals=-5), "deals"),
    ("deals too many", "simulate", simulate_with(deals=10_000_001), "deals"),
    ("deals as text", "simulate", simulate_with(deals="100"), "deals"),
    ("deals 100.0", "simulate", simulate_with(deals=100.0), "deals"),
    ("deals boolean", "simulate", simulate_with(deals=True), "deals"),
    ("deals null", "simulate", simulate_with(deals=None), "deals"),
    ("seed as text", "simulate", simulate_with(seed="1"), "seed"),
    ("seed float", "simulate", simulate_with(seed=1.5), "seed"),
    ("seed boolean", "simulate", simulate_with(seed=False), "seed"),
    ("seed null", "simulate", simulate_with(seed=None), "seed"),
    ("cards empty (simulate)", "simulate", simulate_with(cards=[]), "cards"),
    ("cards bad (simulate)", "simulate", simulate_with(cards=["7D", "XD"]), "cards[1]"),
    ("cards not in a 36-card deck", "simulate", simulate_with(rules={"deck_size": 36}, cards=["5D"]), "cards[0]"),
    ("deals before seed", "simulate", simulate_with(deals=0, seed="x"), "deals"),
    ("seed before cards", "simulate", simulate_with(seed="x", cards=[]), "seed"),
    ("unknown simulate key", "simulate", simulate_with(dealt=[]), "dealt"),
]


@pytest.mark.parametrize(("command", "stdin", "place"), [case[1:] for case in BAD], ids=[case[0] for case in BAD])
def test_bad_input(command: str, stdin: str | bytes, place: str) -> None:
    assert_error(*run([command], stdin), place)


def test_rule_refusals_name_the_rule() -> None:
    cases = [
        (settle_stakes(stake("7D", 4)), "initial kush"),
        (settle_stakes(stake("7D", 9), lob="half"), "divide"),
        (settle_stakes(stake("7D 7H", 6), pair_bets=False), "pair_bets"),
        (settle_stakes(stake("7D", 6), stake("7D", 6)), "twice"),
        (settle_stakes(stake("7D", 18), refuse_above=2), "refuse_above"),
        (settle_stakes(stake("7D", 606)), "bank limit"),
        (settle_stakes(stake("7D", 60), stake("8D", 60), bank_formation="contributions", bank=5000, capital=100),
         "capital"),
    ]
    for stdin, rule in cases:
        assert rule in run(["settle"], stdin)[2]


def test_refuse_above_comes_before_the_bank_limit() -> None:
    err = run(["settle"], settle_stakes(stake("7D", 606), refuse_above=100))[2]
    assert "refuse_above" in err


def test_bank_limit_comes_before_capital() -> None:
    err = run(["settle"], settle_stakes(stake("7D", 102), bank_formation="contributions", bank=100, capital=50))[2]
    assert "bank limit" in err


def test_a_stake_at_the_limits_is_accepted() -> None:
    assert row(settle([stake("7D", 600)], "7S"))[5] == -600
    assert row(settle([stake("7D", 12)], "7S", refuse_above=2))[5] == -12


def test_error_line_escapes_line_breaks_in_keys() -> None:
    status, out, err = run(["settle"], json.dumps({**GOOD_SETTLE, "rules": {"a\nb\u2028c": 1}}))
    assert status == 2
    assert out == ""
    assert len(err.splitlines()) == 1


def test_error_line_shortens_huge_values() -> None:
    err = run(["simulate"], simulate_with(seed="x" * 10_000))[2]
    assert len(err) < 200


def test_a_punter_id_may_be_written_in_cyrillic() -> None:
    deck = [str(c) for c in make_deck(52)]
    status, out, err = run(["settle"], json.dumps(
        {"deck": deck, "stakes": [{"punter": "Германн", "cards": ["AS"], "kush": 6}]}, ensure_ascii=False))
    assert (status, err) == (0, "")
    result = json.loads(out)
    assert result["stakes"][0]["punter"] == "Германн"
    assert result["net"] == {"Германн": -6, "banker": 6}, "the first ace is the banker's (position 49, a plié)"


def test_a_punter_id_with_a_space_is_refused() -> None:
    deck = [str(c) for c in make_deck(52)]
    status, out, err = run(["settle"], json.dumps({"deck": deck, "stakes": [{"punter": "P 1", "cards": ["AS"],
                                                                               "kush": 6}]}))
    assert (status, out) == (2, "")
    assert err.startswith("stakes[0].punter:")


# ----- the strict JSON reader (core/jsonio.py), the one the game's loaders share -----

ODDS_DEEP = b'{"cards": ["7D"], "dealt": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
FUZZ: list[tuple[str, bytes, str]] = [
    # (name, standard input, the start of the error line: the place and the problem)
    ("empty", b"", "input: is empty"),
    ("blank", b" \r\n\t", "input: is empty"),
    ("truncated", b'{"cards": ["7', "input: is not valid JSON: line 1 column"),
    ("repeated key", b'{"cards": ["7D"], "cards": ["8D"]}', 'input: is not valid JSON: the key "cards" appears twice'),
    ("NaN", b'{"cards": ["7D"], "rules": {"capital": NaN}}', "input: is not valid JSON: line 1 column 40: NaN is not"),
    ("Infinity", b'{"cards": ["7D"], "rules": {"capital": Infinity}}',
     "input: is not valid JSON: line 1 column 40: Infinity"),
    ("-Infinity", b'{"cards": ["7D"], "rules": {"capital": -Infinity}}',
     "input: is not valid JSON: line 1 column 40: -Infinity is not a JSON value"),
    ("1e400", b'{"cards": ["7D"], "rules": {"capital": 1e400}}', "input: has a number too large to hold"),
    ("10**100", b'{"cards": ["7D"], "rules": {"capital": 1' + b"0" * 100 + b"}}",
     "input: has an integer with more than 30 digits (line 1 column 40)"),
    ("5000 digits", b'{"cards": ["7D"], "rules": {"capital": ' + b"9" * 5000 + b"}}",
     "input: has an integer with more than 30 digits"),
    ("deep nesting", ODDS_DEEP, "input: nests deeper than 64 levels (line 1 column 91)"),
    ("binary garbage", bytes(range(256)) * 4, "input: is not UTF-8 text (byte 128)"),
    ("latin-1", '{"cards": ["7D"], "x": "café"}'.encode("latin-1"), "input: is not UTF-8 text (byte 27)"),
    ("UTF-16", '{"cards": ["7D"]}'.encode("utf-16"), "input: is UTF-16 text"),
    ("NUL bytes", b"\x00" * 16, "input: is not valid JSON"),
    ("more than 64 MiB", b'{"cards": ["7D"]}' + b" " * (64 << 20), "input: is too large"),
    ("1e308", b'{"cards": ["7D"], "rules": {"capital": 1e308}}', "rules.capital: must be a whole number"),
    ("2**63", b'{"cards": ["7D"], "rules": {"capital": 9223372036854775808}}', "rules.capital: must be from 1 to"),
    ("wrong type", b'{"cards": ["7D"], "rules": {"deck_size": "52"}}', "rules.deck_size: must be one of"),
    ("unknown rules key", b'{"cards": ["7D"], "rules": {"colour": 1}}', "rules.colour: is not a rules key"),
    ("seed 10**40", b'{"deals": 1, "cards": ["7D"], "seed": 1' + b"0" * 40 + b"}",
     "input: has an integer with more than 30 digits (line 1 column 39)"),
    ("lone surrogate key", b'{"cards": ["7D"], "\\ud800": 1}',
     "input: has a lone surrogate U+D800 in a string, which no text may hold (line 1 column 20)"),
    ("lone low surrogate", b'{"cards": ["7D\\udc80"]}', "input: has a lone surrogate U+DC80 in a string"),
    ("high surrogate then text", b'{"cards": ["\\ud83dx"]}', "input: has a lone surrogate U+D83D"),
    ("two high surrogates", b'{"cards": ["\\ud83d\\ud83d\\ude00"]}',
     "input: has a lone surrogate U+D83D in a string, which no text may hold (line 1 column 13)"),
    ("surrogate in a rules key", b'{"cards": ["7D"], "rules": {"\\udfff": true}}',
     "input: has a lone surrogate U+DFFF"),
]


@pytest.mark.parametrize(("stdin", "phrase"), [case[1:] for case in FUZZ], ids=[case[0] for case in FUZZ])
def test_bad_json_names_the_problem(stdin: bytes, phrase: str) -> None:
    command = "simulate" if b'"deals"' in stdin else "odds"
    status, out, err = run([command], stdin)
    assert_error(status, out, err, phrase.split(":")[0])
    assert phrase in err


@pytest.mark.parametrize("stdin", [
    b'{"shoe": [], "bets": [], "\\ud800": 1}',  # the case of the issue, whatever the command
    b'{"deck": [], "stakes": [{"punter": "P\\ud800", "cards": ["7D"], "kush": 6}]}',
    b'{"rules": {"\\udc80x": 1}, "deck": [], "stakes": []}',
    b'{"rules": {"lob": "half\\ud800"}, "deck": [], "stakes": []}',
])
@pytest.mark.parametrize("command", ["settle", "casino"])
def test_a_lone_surrogate_anywhere_is_refused_on_one_line_as_a_subprocess(command: str, stdin: bytes) -> None:
    status, out, err = cli([command], stdin)
    assert_error(status, out, err, "input")
    assert "has a lone surrogate" in err


def test_a_surrogate_pair_is_text_and_a_raw_lone_surrogate_is_not() -> None:
    status, out, err = run(["odds"], '{"cards": ["7D"], "x": "\\ud83d\\ude00"}')
    assert_error(status, out, err, "x")  # read as the emoji: then refused as an unknown key, not as bad text
    status, out, err = run(["odds"], '{"cards": ["7D"], "x": "\ud800"}')  # text with a raw surrogate
    assert_error(status, out, err, "input")
    assert "U+D800" in err


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(codec=None, categories=("Cs", "Ll", "Nd")), max_size=12),
       st.sampled_from(["settle", "odds", "casino"]))
def test_text_with_lone_surrogates_is_refused_on_one_line(text: str, command: str) -> None:
    escaped = "".join(f"\\u{ord(c):04x}" if 0xD800 <= ord(c) <= 0xDFFF else c for c in text)
    try:  # escaped, a high half followed by a low half is one character: only the others are lone
        text.encode("utf-16-le", "surrogatepass").decode("utf-16-le")
        lone_when_escaped = False
    except UnicodeDecodeError:
        lone_when_escaped = True
    raw_surrogate = any(0xD800 <= ord(c) <= 0xDFFF for c in text)
    for stdin, lone in ((f'{{"{escaped}": "{escaped}"}}', lone_when_escaped), (f'{{"{text}": 1}}', raw_surrogate)):
        status, out, err = run([command], stdin)
        assert status == 2
        assert out == ""
        assert len(err.splitlines()) == 1
        err.encode("utf-8")  # the line can be written
        assert err.startswith("input: has a lone surrogate") == lone


def test_a_byte_order_mark_is_accepted() -> None:
    plain = run(["odds"], b'{"cards": ["7D"]}')
    assert run(["odds"], b'\xef\xbb\xbf{"cards": ["7D"]}') == plain
    assert run(["odds"], '\ufeff{"cards": ["7D"]}') == plain
    assert plain[0] == 0


def test_the_cli_and_the_game_read_a_rules_file_alike() -> None:
    """One reader: a rules object the CLI refuses, `HouseRules.from_json_text` (the game's loaders) refuses
    with the same problem, and what one accepts the other accepts."""
    for rules_text in (b'{"deck_size": 36, "deck_size": 32}', b'{"capital": ' + b"1" * 40 + b"}",
                       b'{"bank": 1e400}', b"[" * 70 + b"]" * 70, b'\xef\xbb\xbf{"deck_size": 36}'):
        cli = run(["odds"], b'{"cards": ["7D"], "rules": ' + rules_text.removeprefix(b"\xef\xbb\xbf") + b"}")
        try:
            game: str | None = None
            HouseRules.from_json_text(rules_text)
        except ValueError as error:
            game = getattr(error, "message", str(error))
        if game is None:
            assert cli[0] == 0
        else:
            assert cli[0] == 2
            assert game.split("(")[0] in cli[2]


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_random_bytes_are_answered_or_refused_on_one_line(stdin: bytes) -> None:
    status, out, err = run(["odds"], stdin)
    assert (status, err) == (0, "") or (status == 2 and out == "" and len(err.splitlines()) == 1)
