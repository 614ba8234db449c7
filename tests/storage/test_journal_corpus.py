"""What a journal may make of a game: only what the rules allow (issue 16), for both games, at the storage level.

- Every journal release 0.1.0 wrote (tests/fixtures/release-0.1.0, kept before the format changed) resumes
  exactly to the state that release replayed it to, and goes on in format 2 with its old file kept in the archive.
- A corpus of forged journals, of format 2 and of release 0.1.0's format: every kind that got through before
  (money from nothing, a starting balance the rules do not give, a bet the table forbids, a shoe of one card, a
  crowd of players, amounts of 10^28, a lone surrogate in a name, a header whose rules or seats are invalid), and
  every field of every record and move type changed to a value the rules do not make. Each is refused with one
  message naming the file and the line, nothing after the last good line is played, and the file is set aside.
- A property: random sessions of both games, their moves grouped into actions as a controller groups them,
  written through the real journal and read back, give the same state and the same records.
"""

from __future__ import annotations

import functools
import json
import random
import shutil
from collections.abc import Callable, Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.core.casino.game import CasinoGame, CasinoSetup
from shtoss_desktop.core.casino.players import CasinoStyle
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.machine import Machine
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import Game, ShtossSetup
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.storage.journal import (
    CASINO,
    SHTOSS,
    SUPERSEDED_MARK,
    CasinoHeader,
    JournalGame,
    JournalTrouble,
    KeptGame,
    ShtossHeader,
    action_line,
    archived_journals,
    header_line,
    load_kept,
    read_clean_journal,
    read_journal,
)
from shtoss_desktop.storage.problems import StorageMessage, StorageProblem
from tests.core.casino.test_game import played_session
from tests.core.casino.test_inference import summary as casino_summary
from tests.core.shtoss.test_inference import summary as shtoss_summary
from tests.core.walk import Walker
from tests.storage.journal_helpers import GAMES, grouped, raw_lines

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "release-0.1.0"
EXPECTED: dict[str, dict[str, Any]] = json.loads((FIXTURES / "expected.json").read_text(encoding="utf-8"))
FIXTURE_NAMES = sorted(EXPECTED)
STRANGER = "Lugin"
WATCHER = "Observer"


def kind_of(name: str) -> JournalGame[Any, Any]:
    return CASINO if name.startswith("casino") else SHTOSS


def summary(game: Any, actions: int) -> dict[str, Any]:
    return casino_summary(game) if isinstance(game, CasinoGame) else shtoss_summary(game, actions)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    path = tmp_path / "data"
    path.mkdir()
    return path


# ----- journals of release 0.1.0 -----


@pytest.mark.parametrize("name", FIXTURE_NAMES)
def test_every_journal_of_release_0_1_0_resumes_exactly(folder: Path, name: str) -> None:
    kind = kind_of(name)
    shutil.copy(FIXTURES / name, folder / kind.current_name)
    found = read_journal(folder / kind.current_name, kind)
    assert isinstance(found, KeptGame), found
    assert found.clean, found.problem
    assert found.format == 1
    assert summary(found.game, len(found.actions)) == EXPECTED[name]
    # Its moves as the core inferred them replay clean again to the same game (what format 2 will keep).
    again = kind.replay(found.header, found.actions)
    assert again.clean
    assert again.game.log == found.game.log
    kept = load_kept(kind, folder)
    if name == "shtoss-ended.jsonl":
        assert kept is None  # an ended session is archived, not offered
        (archived,) = archived_journals(folder, kind)
        assert archived.read_bytes() == (FIXTURES / name).read_bytes()
    else:
        assert isinstance(kept, KeptGame)
        assert kept.clean
        assert summary(kept.game, len(kept.actions)) == EXPECTED[name]


@pytest.mark.parametrize("name", [name for name in FIXTURE_NAMES if name != "shtoss-ended.jsonl"])
def test_a_game_of_release_0_1_0_goes_on_in_format_2_its_old_file_kept_in_the_archive(
        qapp: QCoreApplication, folder: Path, name: str) -> None:
    kind = kind_of(name)
    path = folder / kind.current_name
    shutil.copy(FIXTURES / name, path)
    played = GAMES["casino" if kind is CASINO else "shtoss"](folder, start=False)
    kept = played.session.kept_game()
    assert isinstance(kept, KeptGame)
    assert kept.clean
    played.session.resume(kept)
    assert played.problems == []
    # The old file is in the archive as it was, under a name the archive's readers do not count twice.
    (old,) = (folder / "archive").glob(f"{kind.archive_prefix}-*{SUPERSEDED_MARK}.jsonl")
    assert old.read_bytes() == (FIXTURES / name).read_bytes()
    assert archived_journals(folder, kind) == []
    old_read = read_clean_journal(old, kind)
    assert isinstance(old_read, KeptGame)
    assert old_read.game.log == kept.game.log
    # The game goes on in format 2, from exactly where it stood.
    header = json.loads(raw_lines(path)[0])
    assert (header["format"], header["game"]) == (2, kind.kind.value)
    now = read_journal(path, kind)
    assert isinstance(now, KeptGame)
    assert now.clean
    assert now.format == 2
    assert now.game.log == kept.game.log
    assert summary(now.game, len(now.actions)) == EXPECTED[name]
    steps = 0
    controller = played.session.controller
    while steps < 10:
        if kind is CASINO:
            if not controller.game.can_deal_turn():
                break
            controller.deal() if controller.config.watch else controller.add_chip(Rank.SEVEN) or controller.deal()
        elif not controller.advance():
            break
        steps += 1
    after = read_journal(path, kind)
    assert isinstance(after, KeptGame)
    assert after.clean
    assert after.game.log == played.game.log
    played.close()


# ----- the corpus -----

Lines = list[Any]
"""A journal as JSON values, one per line (the header first)."""
Forgery = Callable[[Lines], tuple[Lines, int]]
"""Forges a journal's lines; returns them and the number of the first line that must be refused."""


def records_of(line: Any) -> list[dict[str, Any]]:
    """The records a line of a journal holds (format 2 and shtoss format 1: its events; casino format 1: itself)."""
    return line if isinstance(line, list) else line["events"]


def refused_at(folder: Path, kind: JournalGame[Any, Any], lines: Lines, line: int) -> str:
    """Write `lines` as the current journal of `kind`, load it as the window does, and check that it is refused
    at `line`: one message naming the file and the line, nothing played after the last good line, the file set
    aside as written. Returns the message."""
    path = folder / kind.current_name
    data = b"".join(json.dumps(item).encode() + b"\n" for item in lines)
    path.write_bytes(data)
    found = load_kept(kind, folder)
    assert found is not None
    assert not path.exists(), "the forged journal was not set aside"
    assert found.problem is not None
    text = storage_text(found.problem)
    assert "\n" not in text
    assert str(path) in text
    assert lines_named(found.problem) == [line], text
    assert f" {line}: " in text, text
    if line <= 2:
        assert isinstance(found, JournalTrouble), f"the forged journal was trusted ({text})"
        aside = found.aside
    else:
        assert isinstance(found, KeptGame), text
        assert found.good_line == line - 1, text
        good = [record for item in lines[1 : line - 1] for record in records_of(item)]
        assert [record.to_json() for record in found.game.log] == good, "the game went on past its last good line"
        aside = found.aside
    assert aside is not None
    assert aside.read_bytes() == data
    # What statistics and replays read (any journal, wherever it lies): the trouble at the same line, never a game.
    for wanted in (kind, None):
        read = read_clean_journal(aside, wanted)
        assert isinstance(read, JournalTrouble), text
        assert lines_named(read.problem) == [line], text
    assert aside.read_bytes() == data
    aside.unlink()
    return text


def lines_named(said: StorageProblem) -> list[int]:
    """The lines a problem names (its `LINE` problems, however deep)."""
    found = [int(str(said.params["line"]))] if said.message is StorageMessage.LINE else []
    for value in said.params.values():
        if isinstance(value, StorageProblem):
            found += lines_named(value)
    return found


def _lines(path: Path) -> Lines:
    return [json.loads(line) for line in raw_lines(path)]


@functools.cache
def _format_2(game: str) -> tuple[str, ...]:
    """A format-2 journal of each game as the controllers write it: a watched session of computer players."""
    app = QCoreApplication.instance()
    assert app is not None
    folder = Path(__import__("tempfile").mkdtemp())
    played = GAMES[game](folder, seed=5)
    played.steps(150)
    played.close()
    text = tuple(line.decode() for line in raw_lines(played.path))
    shutil.rmtree(folder)
    return text


def journal(name: str) -> Lines:
    """A journal's lines to forge: `fixture:<name>` (release 0.1.0) or `written:<game>` (format 2)."""
    where, _, which = name.partition(":")
    if where == "fixture":
        return _lines(FIXTURES / which)
    return [json.loads(line) for line in _format_2(which)]


def first(lines: Lines, kind: str, start: int = 2) -> tuple[int, int]:
    """(line number, index in it) of the first record of `kind`."""
    for number in range(start, len(lines) + 1):
        for index, record in enumerate(records_of(lines[number - 1])):
            if record["kind"] == kind:
                return number, index
    raise LookupError(kind)


def first_move(lines: Lines, kind: str, start: int = 2) -> tuple[int, int]:
    """(line number, index in it) of the first move of `kind` (format 2)."""
    for number in range(start, len(lines) + 1):
        for index, move in enumerate(lines[number - 1]["moves"]):
            if move["kind"] == kind:
                return number, index
    raise LookupError(kind)


def _seats(lines: Lines) -> dict[str, Any]:
    return records_of(lines[1])[0]


# Issue 16's list, and more: each forgery edits a copy of the lines and says where it must be refused.

def rich_opening(lines: Lines) -> tuple[Lines, int]:
    """A player sits down with 999 999 999, whatever the rules' capital."""
    seats = _seats(lines)
    name = seats["players"][1]
    seats["balances"] = [[p, 999_999_999 if p == name else b] for p, b in seats["balances"]]
    return lines, 2


def huge_opening(lines: Lines) -> tuple[Lines, int]:
    """Balances of 10^28 (every repaint raised OverflowError before)."""
    seats = _seats(lines)
    seats["balances"] = [[p, 10**28] for p, _ in seats["balances"]]
    return lines, 2


def premium_from_nothing(lines: Lines) -> tuple[Lines, int]:
    """A premium of 594 paid under rules that have no premiums, after a stake the punter won."""
    for number in range(2, len(lines) + 1):
        for record in records_of(lines[number - 1]):
            if record["kind"] == "stake_decided" and record["outcome"] == "given":
                records_of(lines[number - 1]).append({"kind": "premium_paid", "punter": record["punter"],
                                                      "event": "sonik_win", "card": None, "n": None, "amount": 594})
                return lines, number
    raise LookupError("a stake won")


def killed_as_given(lines: Lines) -> tuple[Lines, int]:
    """Every killed stake rewritten as won."""
    found = None
    for number in range(2, len(lines) + 1):
        for record in records_of(lines[number - 1]):
            if record["kind"] == "stake_decided" and record["outcome"] == "killed":
                record["outcome"], record["amount"] = "given", -record["amount"]
                found = found or number
    assert found is not None
    return lines, found


def lost_bet_paid(lines: Lines) -> tuple[Lines, int]:
    """A gain of 1 000 000 on a bet that lost."""
    for number in range(2, len(lines) + 1):
        for record in records_of(lines[number - 1]):
            if record["kind"] == "bet_decided" and record["outcome"] == "lost":
                record["gain"] = 1_000_000
                return lines, number
    raise LookupError("a lost bet")


def _bet(lines: Lines, change: Callable[[dict[str, Any]], None], start: int = 2) -> tuple[Lines, int]:
    """The first bet placed from line `start` on changed (its move too, in format 2: both say the same)."""
    number, index = first(lines, "bet_placed", start)
    change(records_of(lines[number - 1])[index])
    if isinstance(lines[number - 1], dict) and "moves" in lines[number - 1]:
        move_number, move_index = first_move(lines, "place_bet", start)
        assert move_number == number
        change(lines[number - 1]["moves"][move_index])
    return lines, number


def negative_bet(lines: Lines) -> tuple[Lines, int]:
    """A bet of −500."""
    return _bet(lines, lambda bet: bet.update(amount=-500))


def bet_over_the_maximum(lines: Lines, start: int = 2) -> tuple[Lines, int]:
    """A bet over the table maximum."""
    maximum = lines[0]["rules"]["table_maximum"]
    return _bet(lines, lambda bet: bet.update(amount=maximum + 2), start)


def bet_over_the_balance(lines: Lines) -> tuple[Lines, int]:
    """A bet over the player's balance (under a table maximum that allows it)."""
    lines[0]["rules"]["table_maximum"] = 10 * lines[0]["rules"]["capital"]
    capital = lines[0]["rules"]["capital"]
    return _bet(lines, lambda bet: bet.update(amount=capital + 2, suit=None, suit_amount=0))


def odd_suit_bet(lines: Lines) -> tuple[Lines, int]:
    """A suit bet of an odd amount (half of it cannot be won or lost)."""
    return _bet(lines, lambda bet: bet.update(suit="S", suit_amount=3))


def shoe_of_aces(lines: Lines) -> tuple[Lines, int]:
    """A shoe of 312 aces of spades (the dealer stopped with "-1 copies" before)."""
    number, index = first(lines, "shoe_shuffled")
    record = records_of(lines[number - 1])[index]
    record["order"] = ["AS"] * len(record["order"])
    if isinstance(lines[number - 1], dict) and "moves" in lines[number - 1]:
        move = next(m for m in lines[number - 1]["moves"] if m["kind"] == "new_shoe")
        move["order"] = ["AS"] * len(move["order"])
    return lines, number


def crowd(lines: Lines) -> tuple[Lines, int]:
    """2 000 extra players."""
    extra = [f"P{i}" for i in range(2000)]
    if "players" in lines[0]:
        lines[0]["players"] += extra
        lines[0]["computers"] += [[name, lines[0]["computers"][0][1]] for name in extra]
    seats = _seats(lines)
    seats["players"] += extra
    seats["balances"] += [[name, seats["balances"][0][1]] for name in extra]
    return lines, 1


def lone_surrogate_name(lines: Lines) -> tuple[Lines, int]:
    """A name holding a lone surrogate (the next write raised UnicodeEncodeError and froze the table before)."""
    key = "human_name" if "human_name" in lines[0] else "human"
    lines[0][key] = "Herm\udc80nn"
    return lines, 1


def lone_surrogate_record(lines: Lines) -> tuple[Lines, int]:
    """A record naming a player with a lone surrogate, in the middle of the journal."""
    for number in range(len(lines) // 2, len(lines) + 1):
        for record in records_of(lines[number - 1]):
            for key in ("punter", "player"):
                if key in record:
                    record[key] += "\udc80"
                    return lines, number
    raise LookupError("a record naming a player")


def bad_rules(lines: Lines) -> tuple[Lines, int]:
    """Rules the core refuses (a 40-card deck; a shoe of seven decks)."""
    rules = lines[0]["rules"]
    if "deck_size" in rules:
        rules["deck_size"] = 40
    else:
        rules["decks"] = 7
    return lines, 1


def huge_capital(lines: Lines) -> tuple[Lines, int]:
    """A capital of 10^28, beyond every amount the rules allow."""
    lines[0]["rules"]["capital"] = 10**28
    return lines, 1


def twice_seated(lines: Lines) -> tuple[Lines, int]:
    """One name in two seats."""
    if "players" in lines[0]:
        lines[0]["players"][-1] = lines[0]["players"][0]
    seats = _seats(lines)
    seats["players"][-1] = seats["players"][0]
    return lines, 1


def too_many_for_the_rules(lines: Lines) -> tuple[Lines, int]:
    """A table its rules do not seat: a casino table of more players than its rules' computer players and one; a
    shtoss table of a banker alone."""
    rules = lines[0]["rules"]
    if "decks" in rules:
        rules["players"] = 1  # every journal here seats three or four
        return lines, 1
    seats = _seats(lines)
    banker = seats["banker"]
    seats["players"], seats["balances"] = [banker], [[banker, rules["capital"]]]
    if "players" in lines[0]:
        lines[0].update(players=[banker], computers=[[banker, lines[0]["computers"][0][1]]])
    return lines, 1


ISSUE_16: dict[str, tuple[Forgery, tuple[str, ...]]] = {
    "rich opening": (rich_opening, ("fixture:shtoss-ended.jsonl", "fixture:casino-player.jsonl", "written:shtoss",
                                    "written:casino")),
    "balances of 10^28": (huge_opening, ("fixture:shtoss-punter.jsonl", "fixture:casino-watch.jsonl",
                                         "written:shtoss", "written:casino")),
    "a premium from nothing": (premium_from_nothing, ("fixture:shtoss-ended.jsonl", "written:shtoss")),
    "every killed stake given": (killed_as_given, ("fixture:shtoss-ended.jsonl", "fixture:shtoss-banker.jsonl",
                                                   "written:shtoss")),
    "a lost bet paid 1 000 000": (lost_bet_paid, ("fixture:casino-player.jsonl", "written:casino")),
    "a bet of -500": (negative_bet, ("fixture:casino-player.jsonl", "written:casino")),
    "a bet over the table maximum": (bet_over_the_maximum, ("fixture:casino-player.jsonl", "written:casino")),
    "a bet over the balance": (bet_over_the_balance, ("fixture:casino-player.jsonl", "written:casino")),
    "an odd suit bet": (odd_suit_bet, ("fixture:casino-watch.jsonl", "written:casino")),
    "a shoe of 312 aces": (shoe_of_aces, ("fixture:casino-player.jsonl", "written:casino")),
    "2 000 extra players": (crowd, ("fixture:shtoss-punter.jsonl", "fixture:casino-player.jsonl", "written:shtoss",
                                    "written:casino")),
    "a lone surrogate in a name": (lone_surrogate_name, ("fixture:shtoss-watch.jsonl", "fixture:casino-watch.jsonl",
                                                         "written:shtoss", "written:casino")),
    "a lone surrogate in a record": (lone_surrogate_record, ("fixture:shtoss-punter.jsonl",
                                                             "fixture:casino-player.jsonl", "written:shtoss",
                                                             "written:casino")),
    "rules the core refuses": (bad_rules, ("fixture:shtoss-banker.jsonl", "fixture:casino-player.jsonl",
                                           "written:shtoss", "written:casino")),
    "a capital of 10^28": (huge_capital, ("fixture:shtoss-banker.jsonl", "fixture:casino-player.jsonl",
                                          "written:shtoss", "written:casino")),
    "one name in two seats": (twice_seated, ("fixture:shtoss-watch.jsonl", "fixture:casino-player.jsonl",
                                             "written:shtoss", "written:casino")),
    "more players than the rules seat": (too_many_for_the_rules, ("fixture:shtoss-punter.jsonl",
                                                                  "fixture:casino-player.jsonl", "written:shtoss",
                                                                  "written:casino")),
}
"""Every kind of forged journal of issue 16's "What gets through today" and more, and the journals it is tried on."""

CASES = [(what, name) for what, (_, names) in ISSUE_16.items() for name in names]


@pytest.mark.parametrize(("what", "name"), CASES, ids=[f"{what}-{name}" for what, name in CASES])
def test_a_forged_journal_is_refused_at_its_line_nothing_played_on_the_file_set_aside(
        qapp: QCoreApplication, folder: Path, what: str, name: str) -> None:
    forge, _ = ISSUE_16[what]
    lines, line = forge(journal(name))
    assert line, "nothing to forge"
    kind = CASINO if "casino" in name else SHTOSS
    text = refused_at(folder, kind, lines, line)
    assert "Traceback" not in text


def test_the_words_of_a_refused_move_name_the_file_the_line_and_the_rule(qapp: QCoreApplication,
                                                                       folder: Path) -> None:
    lines, line = bet_over_the_maximum(journal("written:casino"), start=3)
    text = refused_at(folder, CASINO, lines, line)
    maximum = lines[0]["rules"]["table_maximum"]
    assert (f"can be trusted only up to line {line - 1}: line {line}: action {line - 1}: the rules refuse its move"
            in text)
    assert f"above the table maximum {maximum}" in text
    lines, line = rich_opening(journal("written:shtoss"))
    text = refused_at(folder, SHTOSS, lines, line)
    assert "could not be resumed: line 2: action 1: record 1, a session_started record, is not what the rules make: " \
           "balances differ." in text


def test_the_words_in_russian(qapp: QCoreApplication, folder: Path, russian: None) -> None:
    lines, line = lost_bet_paid(journal("written:casino"))
    text = refused_at(folder, CASINO, lines, line)
    assert f"строки {line - 1}" in text or f"строка {line}" in text or f"строке {line}" in text, text
    assert str(folder / CASINO.current_name) in text
    assert not any(word in text for word in ("can be trusted", "line ", "the rules make")), text


# ----- every field of every record and move changed -----


def _other(value: Any) -> Iterator[Any]:
    """Values of `value`'s JSON type that differ from it."""
    if isinstance(value, bool):
        yield not value
    elif isinstance(value, int):
        yield value + 1
        yield 10**28
    elif isinstance(value, str):
        if value in {card.value for card in Rank} | {suit.value for suit in Suit}:
            yield "5" if value != "5" else "6"
        elif len(value) == 2 and value[0] in "23456789TJQKA" and value[1] in "SHDC":
            yield ("3" if value[0] != "3" else "4") + value[1]
        elif "/" in value and value.replace("/", "").replace("-", "").isdigit():
            yield str(Fraction(value) + 1)
        else:
            yield STRANGER
    elif value is None:
        yield 7
    elif isinstance(value, list):
        yield [*value, *value] if value else ["AS"]
        if value:
            yield value[:-1]


def _walked_shtoss(seed: int, rides: bool) -> tuple[ShtossHeader, Game]:
    walker = Walker(seed, max_actions=400, rides=rides, legal_only=True)
    walker.run()
    players = tuple(walker.players)
    header = ShtossHeader(ShtossSetup(walker.rules, players, players[0]), Role.WATCH, WATCHER,
                          (PunterStyle.HERMANN,), tuple((name, PunterStyle.HERMANN) for name in players))
    return header, walker.game


def _walked_casino(seed: int = 3) -> tuple[CasinoHeader, CasinoGame]:
    game = played_session(seed)
    header = CasinoHeader(CasinoSetup(game.rules, game.players), Role.PUNTER, "You",
                          tuple((name, CasinoStyle.CAUTIOUS) for name in game.players if name != "You"), 1, 1)
    return header, game


WALKS: dict[str, Callable[[], tuple[Any, Any]]] = {
    "shtoss-84": lambda: _walked_shtoss(84, True),  # rides: paroli, paix, атанде, premiums, the rules changed
    "shtoss-52": lambda: _walked_shtoss(52, False),  # banks broken, put up again and given up
    "casino": _walked_casino,
}
"""Random walks through the core whose journals hold every kind of record and move between them."""


@functools.cache
def walked(name: str) -> tuple[str, ...]:
    """A format-2 journal of a random walk through the core, its moves grouped into actions as a controller groups
    them (its last action ends the session)."""
    header, played = WALKS[name]()
    kind = CASINO if name == "casino" else SHTOSS
    actions = grouped(played, random.Random(5))
    return tuple(line.decode() for line in (header_line(kind, header), *(action_line(n, a) for n, a in
                                                                          enumerate(actions, start=1))))


def field_corpus(game: str) -> Iterator[tuple[str, int, str, int, str, Any]]:
    """(game, line, "moves" or "events", index, field, forged value) for the first record and the first move of
    each kind in a walked journal, every field changed."""
    lines = [json.loads(line) for line in walked(game)]
    seen: set[tuple[str, str]] = set()
    for number in range(2, len(lines) + 1):
        for part in ("moves", "events"):
            for index, item in enumerate(lines[number - 1][part]):
                if (part, item["kind"]) in seen:
                    continue
                seen.add((part, item["kind"]))
                for field, value in item.items():
                    if field == "kind" or (item["kind"] in ("rules_changed", "change_rules") and field == "rules"):
                        continue  # any valid rules may be agreed between deals
                    if part == "moves" and isinstance(value, bool):
                        continue  # a flag of a move that the rules did not need (the banker's refusal) changes nothing
                    for other in _other(value):
                        yield game, number, part, index, field, other


FIELD_CORPUS = [case for name in WALKS for case in field_corpus(name)]


@pytest.mark.parametrize(("game", "line", "part", "index", "field", "value"), FIELD_CORPUS,
                         ids=[f"{c[0]}-{c[1]}.{c[2]}{c[3]}-{c[4]}={str(c[5])[:10]}" for c in FIELD_CORPUS])
def test_every_field_of_every_record_and_move_forged_is_refused_at_its_line(
        qapp: QCoreApplication, folder: Path, game: str, line: int, part: str, index: int, field: str,
        value: Any) -> None:
    lines = [json.loads(text) for text in walked(game)]
    lines[line - 1][part][index][field] = value
    # What follows the forged line is never played: keep a few lines of it, to see that nothing of it is.
    lines = lines[: line + 3]
    refused_at(folder, CASINO if game == "casino" else SHTOSS, lines, line)


def test_the_field_corpus_covers_every_kind_of_record_and_move() -> None:
    from shtoss_desktop.core.casino.events import CASINO_EVENTS
    from shtoss_desktop.core.casino.moves import CASINO_MOVES
    from shtoss_desktop.core.shtoss.events import SHTOSS_EVENTS
    from shtoss_desktop.core.shtoss.moves import SHTOSS_MOVES

    def kinds(names: tuple[str, ...], part: str) -> set[str]:
        lines = [json.loads(line) for name in names for line in walked(name)[1:]]
        return {item["kind"] for line in lines for item in line[part]}

    shtoss, casino = ("shtoss-84", "shtoss-52"), ("casino",)
    assert kinds(shtoss, "events") == set(SHTOSS_EVENTS.types)
    assert kinds(casino, "events") == set(CASINO_EVENTS.types)
    # Taking every win at once is the human's key only (its records are those of taking each).
    assert kinds(shtoss, "moves") == set(SHTOSS_MOVES.types) - {"pick_up_all"}
    assert kinds(casino, "moves") == set(CASINO_MOVES.types)
    assert len(FIELD_CORPUS) > 300


# ----- a property: written through the journal, read back the same -----


def _through_the_journal(folder: Path, kind: JournalGame[Any, Any], header: Any, game: Machine[Any, Any, Any],
                         grouping: int) -> KeptGame[Any, Any]:
    from shtoss_desktop.storage.journal import Journal

    journal = Journal(kind, folder)
    assert journal.begin(header) is None
    actions = grouped(game, random.Random(grouping), together=random.Random(grouping).random())
    for action in actions:
        assert journal.record(action) is None
    journal.close()
    path = journal.path if journal.path.exists() else archived_journals(folder, kind)[-1]
    found = read_journal(path, kind)
    assert isinstance(found, KeptGame), found
    assert found.clean, found.problem and storage_text(found.problem)
    assert len(found.actions) == len(actions)
    return found


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), grouping=st.integers(0, 2**16))
def test_a_random_shtoss_session_written_through_the_journal_reads_back_the_same(
        tmp_path_factory: pytest.TempPathFactory, seed: int, grouping: int) -> None:
    walker = Walker(seed, max_actions=150, legal_only=True)
    walker.run()
    players = tuple(walker.players)
    header = ShtossHeader(ShtossSetup(walker.rules, players, players[0]), Role.WATCH, WATCHER,
                          (PunterStyle.MIRANDOLE,), tuple((name, PunterStyle.MIRANDOLE) for name in players), seed)
    found = _through_the_journal(tmp_path_factory.mktemp("walk"), SHTOSS, header, walker.game, grouping)
    assert found.game.state() == walker.game.state()
    assert found.game.log == walker.game.log


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), grouping=st.integers(0, 2**16))
def test_a_random_casino_session_written_through_the_journal_reads_back_the_same(
        tmp_path_factory: pytest.TempPathFactory, seed: int, grouping: int) -> None:
    header, game = _walked_casino(seed)
    found = _through_the_journal(tmp_path_factory.mktemp("walk"), CASINO, header, game, grouping)
    assert (found.game.log, found.game.balances(), found.game.house_result) == (
        game.log, game.balances(), game.house_result)


@settings(max_examples=6, deadline=None)
@given(game=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 2**16), steps=st.integers(1, 80))
def test_a_session_the_controllers_play_reads_back_the_same(qapp: QCoreApplication,
                                                            tmp_path_factory: pytest.TempPathFactory, game: str,
                                                            seed: int, steps: int) -> None:
    played = GAMES[game](tmp_path_factory.mktemp("played"), seed=seed)
    played.steps(steps)
    played.close()
    found = read_journal(played.path)
    assert isinstance(found, KeptGame), found
    assert found.clean, found.problem
    assert found.kind.kind is GameKind(game)
    assert found.game.log == played.game.log
    assert [p.move for p in found.game.played] == [p.move for p in played.game.played]
