"""The journal of both games (storage/journal.py): written action by action, read back through the rules, torn
lines dropped, finished and replaced games archived, damaged or foreign files set aside with one message, a write
that fails said once while the game goes on.

Sessions are real: each game's session object (app/session.py) plays computer players and its controller
publishes every action to the journal, exactly as the windows wire it. The loader is fuzzed like the other
loaders: every damaged, foreign or strange input gives one message and is set aside, never a crash.
"""

from __future__ import annotations

import dataclasses
import errno
import json
import os
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.replay import RecordedAction
from shtoss_desktop.core.shtoss.events import SessionEnded, StakePlaced
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.storage import journal as journal_module
from shtoss_desktop.storage.atomic import CORRUPT_MARK
from shtoss_desktop.storage.journal import (
    ARCHIVE_FOLDER,
    CASINO,
    JOURNAL_FORMAT,
    SHTOSS,
    JournalTrouble,
    KeptGame,
    archived_journals,
    load_kept,
    read_clean_journal,
    read_journal,
)
from shtoss_desktop.storage.problems import StorageMessage
from tests.storage.journal_helpers import GAMES, KINDS, Played, casino, line_json, raw_lines, shtoss, write_lines

GAME_NAMES = sorted(GAMES)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture(params=GAME_NAMES)
def game(request: pytest.FixtureRequest) -> str:
    """Each game in turn."""
    return str(request.param)


@pytest.fixture
def played(qapp: QCoreApplication, folder: Path, game: str) -> Iterator[Played]:
    """A journaled session of the game, begun."""
    session = GAMES[game](folder)
    yield session
    session.close()


def kept(game: str, folder: Path) -> KeptGame[Any, Any]:
    found = load_kept(KINDS[game], folder)
    assert isinstance(found, KeptGame), found
    assert found.clean, found.problem
    return found


def trouble(game: str, folder: Path) -> JournalTrouble:
    """What `load_kept` says of a journal it cannot use: one message naming the file, the file set aside."""
    path = folder / KINDS[game].current_name
    found = load_kept(KINDS[game], folder)
    assert isinstance(found, JournalTrouble), found
    assert not os.path.lexists(path)
    assert found.aside is not None
    assert os.path.lexists(found.aside)
    assert CORRUPT_MARK in found.aside.name
    text = storage_text(found.problem)
    assert "\n" not in text
    assert str(path) in text
    assert found.aside.name in text
    return found


# ----- writing -----


def test_every_action_is_one_line_of_its_moves_and_records_after_the_header(played: Played, game: str) -> None:
    played.steps(40)
    lines = [json.loads(line) for line in raw_lines(played.path)]
    header = lines[0]
    assert (header["journal"], header["format"], header["game"]) == ("shtoss-desktop", JOURNAL_FORMAT, game)
    assert header["role"] == "watch"
    assert header["seed"] == 3
    assert header["human_name"] == "Hermann"
    assert [line["action"] for line in lines[1:]] == list(range(1, len(lines)))
    assert all(set(line) == {"action", "moves", "events"} for line in lines[1:])
    logged = [event for line in lines[1:] for event in line["events"]]
    assert logged == [event.to_json() for event in played.game.log]
    moves = [move for line in lines[1:] for move in line["moves"]]
    assert moves == [move.move.to_json() for move in played.game.played]
    first_kinds = [event["kind"] for event in lines[1]["events"]]
    assert first_kinds[0] == ("session_started" if game == "shtoss" else "casino_session_started")


def test_the_header_keeps_the_setup_and_the_computer_players(played: Played, game: str) -> None:
    played.steps(5)
    found = kept(game, played.folder)
    controller = played.session.controller
    assert found.header.setup.players == played.game.players if game == "casino" else tuple(
        found.header.setup.players) == played.game.state().players
    if game == "shtoss":
        assert dict(found.header.computers) == {name: s.style for name, s in controller.strategies.items()}
    else:
        assert found.header.computers == controller.computer_styles()
        assert found.header.players_seed == controller.players_seed


def test_the_kept_game_is_the_game_as_it_stands(played: Played, game: str) -> None:
    played.steps(45)
    found = kept(game, played.folder)
    assert found.game.log == played.game.log
    assert [p.move for p in found.game.played] == [p.move for p in played.game.played]
    assert not found.torn_line
    if game == "shtoss":
        assert found.game.state() == played.game.state()
    else:
        assert found.game.balances() == played.game.balances()
        assert found.game.bets == played.game.bets


def test_one_fsync_per_action_not_per_record(played: Played, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(journal_module.os, "fsync", lambda fd: (calls.append(fd), real_fsync(fd))[1])
    actions_before, records_before = played.journal.actions, len(played.game.log)
    played.steps(30)
    actions = played.journal.actions - actions_before
    assert actions >= 10
    assert len(played.game.log) - records_before > actions
    assert len(calls) == actions


def replaced(config: Any, **changes: Any) -> Any:
    """`config` with `changes`: the shtoss session's is a msgspec Struct, the casino's a dataclass."""
    if isinstance(config, msgspec.Struct):
        return msgspec.structs.replace(config, **changes)
    return dataclasses.replace(config, **changes)


def test_a_new_game_archives_the_old_journal(played: Played, game: str) -> None:
    played.steps(10)
    old = played.path.read_bytes()
    config = played.session.controller.config
    played.session.start(replaced(config, seed=2))
    (archived,) = archived_journals(played.folder, KINDS[game])
    assert archived.read_bytes() == old
    assert archived.name.startswith("session-" if game == "shtoss" else "casino-")
    assert json.loads(raw_lines(played.path)[0])["seed"] == 2


def test_the_two_games_keep_their_own_journals_side_by_side(qapp: QCoreApplication, folder: Path) -> None:
    one, other = shtoss(folder), casino(folder)
    one.steps(10)
    other.steps(10)
    assert kept("shtoss", folder).game.log == one.game.log
    assert kept("casino", folder).game.log == other.game.log
    # Each game's file is its own: the other game's reader refuses it, naming both games.
    found = read_journal(one.path, CASINO)
    assert isinstance(found, JournalTrouble)
    assert "it keeps a game of shtoss, not of casino stos" in storage_text(found.problem)
    one.close()
    other.close()


def test_a_finished_session_goes_to_the_archive(qapp: QCoreApplication, folder: Path) -> None:
    played = shtoss(folder)
    played.steps(20)
    played.session.controller.end_session()
    assert not played.path.exists()
    (archived,) = archived_journals(folder, SHTOSS)
    assert archived.parent == folder / ARCHIVE_FOLDER
    assert json.loads(raw_lines(archived)[-1])["events"][-1]["kind"] == "session_ended"
    assert load_kept(SHTOSS, folder) is None
    final = read_clean_journal(archived)
    assert isinstance(final, KeptGame)
    assert isinstance(final.game.log[-1], SessionEnded)
    played.close()


def test_an_ended_session_left_current_by_a_kill_is_archived_at_start(qapp: QCoreApplication, folder: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    played = shtoss(folder)
    played.steps(5)

    def refused(*args: object, **kwargs: object) -> Path:
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(journal_module, "archive", refused)
    played.session.controller.end_session()  # killed before the move to the archive, as it were
    monkeypatch.undo()
    assert played.path.exists()
    assert load_kept(SHTOSS, folder) is None
    assert not played.path.exists()
    assert len(archived_journals(folder, SHTOSS)) == 1
    played.close()


def test_closing_keeps_the_game_current(played: Played, game: str) -> None:
    played.steps(12)
    played.close()
    assert kept(game, played.folder).game.log == played.game.log


# ----- a torn last line -----


def test_a_torn_last_line_is_dropped_and_cut_off_when_play_goes_on(played: Played, game: str) -> None:
    played.steps(25)
    log = played.game.log
    played.close()
    with played.path.open("ab") as handle:
        handle.write(b'{"action": 999, "moves": [], "events": [{"kind": "card_dea')
    found = kept(game, played.folder)
    assert found.torn_line
    assert found.game.log == log
    # Resuming cuts the torn bytes off before the next action is appended.
    other = GAMES[game](played.folder, start=False)
    other.session.resume(found)
    assert other.steps(5) == 5
    again = kept(game, played.folder)
    assert not again.torn_line
    assert again.game.log == other.game.log
    assert other.problems == []
    other.close()


# ----- writes that fail -----


def test_a_folder_that_cannot_be_made_is_said_once_and_play_goes_on(qapp: QCoreApplication, tmp_path: Path,
                                                                     game: str) -> None:
    (tmp_path / "data").write_text("a file where the folder should be")
    played = GAMES[game](tmp_path / "data" / "shtoss")
    assert played.steps(30) == 30
    assert len(played.problems) == 1
    (said,) = played.problems
    assert said.message is StorageMessage.JOURNAL_WRITE
    assert str(tmp_path / "data" / "shtoss") in storage_text(said)
    assert "cannot be resumed" in storage_text(said)
    assert played.journal.problem is said
    played.close()


def test_a_folder_in_the_journal_s_place_is_said_once_with_its_path_and_play_goes_on(
        qapp: QCoreApplication, folder: Path, game: str) -> None:
    path = folder / KINDS[game].current_name
    path.mkdir(parents=True)  # made by something else after the kept game was read, before the new game began
    (path / "inside").write_text("kept")
    played = GAMES[game](folder)
    assert played.steps(20) == 20
    (said,) = played.problems
    assert said.message is StorageMessage.JOURNAL_WRITE
    text = storage_text(said)
    assert text.startswith(f"The game cannot be kept in {path}: Is a directory.")
    assert "Errno" not in text
    assert (path / "inside").read_text() == "kept"  # neither archived nor written over
    assert not (folder / ARCHIVE_FOLDER).exists()
    played.close()


def test_a_full_disk_is_said_once_and_play_goes_on(played: Played, game: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    played.steps(10)
    good = played.path.read_bytes()

    def full(fd: int, data: object) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(journal_module.os, "write", full)
    assert played.steps(20) == 20
    assert len(played.problems) == 1
    assert os.strerror(errno.ENOSPC) in storage_text(played.problems[0])
    monkeypatch.undo()
    assert played.path.read_bytes() == good  # what was kept is still a resumable game
    assert kept(game, played.folder).game.log == played.game.log[: len(kept(game, played.folder).game.log)]


def test_a_text_no_file_can_hold_is_said_once_and_nothing_is_written(qapp: QCoreApplication, folder: Path) -> None:
    # A record the core would never make (its names are checked at the table), handed to the journal anyway: the
    # write refuses it whole, says so once, and the file keeps what it held.
    played = shtoss(folder)
    played.steps(5)
    good = played.path.read_bytes()
    punter = played.game.punters[0]
    forged = StakePlaced(punter + "\udc80", (Card.parse("7S"),), 2, 99, False)
    said = played.journal.record(RecordedAction((), (forged,)))
    assert said is not None
    assert said.message is StorageMessage.JOURNAL_WRITE
    assert "surrogates not allowed" in storage_text(said)
    assert played.journal.record(RecordedAction((), (forged,))) is None  # said once: the journal is off
    assert played.path.read_bytes() == good
    assert played.steps(10) == 10  # the game goes on in memory
    assert played.path.read_bytes() == good
    played.close()


def test_a_second_running_window_keeps_no_journal_and_says_so(qapp: QCoreApplication, folder: Path,
                                                              game: str) -> None:
    first = GAMES[game](folder, seed=1)
    assert first.kept
    first.steps(5)
    kept_bytes = first.path.read_bytes()

    second = GAMES[game](folder, seed=2)
    assert not second.kept
    assert second.session.locked_out
    (said,) = second.problems
    assert said.message is StorageMessage.JOURNAL_LOCKED
    assert str(folder) in storage_text(said)
    assert second.session.kept_game() is None  # nor does it offer the other window's game
    second.steps(10)
    assert first.path.read_bytes() == kept_bytes  # the other game's journal is untouched
    assert archived_journals(folder, KINDS[game]) == []

    first.close()
    third = GAMES[game](folder, start=False)
    assert third.kept  # once the first window has quit, the next one takes the journal
    assert third.problems == []
    third.close()
    second.close()


def test_a_temporary_file_left_by_a_kill_while_starting_a_journal_is_removed(played: Played, game: str) -> None:
    played.steps(3)
    played.close()
    name = KINDS[game].current_name
    leftover = played.folder / f".{name}.k1ll3d00.tmp"
    leftover.write_bytes(b'{"journal": "shtoss-desktop"')
    young = played.folder / f".{name}.wr1t1ng0.tmp"  # perhaps another game writing right now: left alone
    young.write_bytes(b"")
    old = time.time() - 3600
    os.utime(leftover, (old, old))
    assert isinstance(load_kept(KINDS[game], played.folder), KeptGame)
    assert not leftover.exists()
    assert young.exists()


# ----- strange files -----


def test_a_folder_in_place_of_the_journal_is_said_with_its_path(tmp_path: Path, game: str) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / KINDS[game].current_name
    path.mkdir()
    found = trouble(game, folder)
    text = storage_text(found.problem)
    assert text.startswith(f"The kept game {path} could not be resumed: it is a folder, not a file.")
    assert "Errno" not in text


def test_links_in_place_of_the_journal_are_set_aside_themselves(tmp_path: Path, game: str) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / KINDS[game].current_name
    path.symlink_to(path)  # a link loop
    found = trouble(game, folder)
    assert found.aside is not None
    assert found.aside.is_symlink()
    path.symlink_to(tmp_path / "nowhere")  # a link that leads nowhere
    found = trouble(game, folder)
    assert "it is not a regular file" in storage_text(found.problem)


def test_a_journal_above_the_size_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / SHTOSS.current_name
    path.write_bytes(b"x" * 2000)
    found = read_journal(path, max_bytes=1000)
    assert isinstance(found, JournalTrouble)
    assert "it is too large (2000 bytes, more than 1000)" in storage_text(found.problem)
    assert path.exists()  # reading moves nothing


# ----- damaged and foreign journals -----


def edited(lines: list[bytes], number: int, change: Any) -> list[bytes]:
    data = line_json(lines, number)
    change(data)
    return [*lines[: number - 1], json.dumps(data).encode(), *lines[number:]]


@pytest.mark.parametrize(
    ("damage", "says"),
    [
        (lambda raw: edited(raw, 1, lambda d: d.update(format=3)), "line 1: it is a journal of format 3"),
        (lambda raw: edited(raw, 1, lambda d: d.update(journal="other")), "line 1: it is not a Shtoss journal"),
        (lambda raw: [b'{"name": "a shopping list"}', *raw[1:]], "line 1: it is not a Shtoss journal"),
        (lambda raw: edited(raw, 1, lambda d: d.update(game="poker")), "line 1: its game is not acceptable"),
        (lambda raw: edited(raw, 1, lambda d: d.update(role="croupier")), "line 1: its role is not acceptable"),
        (lambda raw: edited(raw, 1, lambda d: d.update(colour="red")), "line 1: it has a key \"colour\""),
        (lambda raw: edited(raw, 1, lambda d: d.update(started="yesterday")), "line 1: its started is not"),
        (lambda raw: edited(raw, 1, lambda d: d.update(seed=1.5)), "line 1: its seed is not acceptable"),
        (lambda raw: edited(raw, 1, lambda d: d.update(computers=[["Lugin", d["computers"][0][1]]])),
         "line 1: its players do not match its setup"),
        (lambda raw: edited(raw, 1, lambda d: d.update(players=[*d["players"], d["players"][0]])),
         "line 1: its players do not match"),
        (lambda raw: [b"{not json", *raw[1:]], "line 1: it is not valid JSON"),
        (lambda raw: raw[:1], "it holds its first line only, no move"),
        (lambda raw: edited(raw, 2, lambda d: d["events"].pop(0)), "line 2: action 1: record 1"),
        (lambda raw: edited(raw, 2, lambda d: d.update(action=7)), "line 2: it is not action 1"),
    ],
)
def test_a_journal_that_cannot_be_used_at_all_is_set_aside_with_one_message(
        played: Played, game: str, damage: Any, says: str) -> None:
    played.steps(30)
    played.close()
    bad = damage(raw_lines(played.path))
    written = write_lines(played.path, bad)
    found = trouble(game, played.folder)
    assert says in storage_text(found.problem)
    assert found.aside is not None
    assert found.aside.read_bytes() == written


@pytest.mark.parametrize(
    ("damage", "line", "says"),
    [
        (lambda raw: [*raw[:3], b"{not json", *raw[4:]], 4, "line 4: it is not valid JSON"),
        (lambda raw: [*raw[:3], *raw[4:]], 4, "line 4: it is not action 3"),
        (lambda raw: edited(raw, 3, lambda d: d["events"][0].update(kind="bribe")), 3,
         'line 3: "bribe" is not a kind of record'),
        (lambda raw: edited(raw, 3, lambda d: d["moves"].append(
            {"kind": "shuffle" if "banker" in line_json(raw, 1) else "new_shoe", "order": []})), 3,
         "line 3: action 2: the rules refuse its move"),
        (lambda raw: [*raw, raw[-1]], None, "it is not action"),
    ],
)
def test_a_journal_damaged_in_its_middle_is_trusted_up_to_the_line_before(
        played: Played, game: str, damage: Any, line: int | None, says: str) -> None:
    played.steps(30)
    played.close()
    raw = raw_lines(played.path)
    bad = damage(raw)
    line = line or len(raw) + 1
    written = write_lines(played.path, bad)
    found = load_kept(KINDS[game], played.folder)
    assert isinstance(found, KeptGame), found
    assert not found.clean
    assert found.good_line == line - 1
    assert found.aside is not None
    assert found.aside.read_bytes() == written
    assert not played.path.exists()
    assert found.problem is not None
    text = storage_text(found.problem)
    assert f"can be trusted only up to line {line - 1}: " in text
    assert says in text
    assert str(played.path) in text
    assert found.aside.name in text
    # Nothing is played on: the game is the good lines' game, record for record.
    good = [event for data in (json.loads(raw[n]) for n in range(1, line - 1)) for event in data["events"]]
    assert [event.to_json() for event in found.game.log] == good


def test_a_journal_trusted_up_to_a_line_goes_on_in_a_new_journal_of_exactly_its_good_actions(
        played: Played, game: str) -> None:
    played.steps(30)
    played.close()
    raw = raw_lines(played.path)
    write_lines(played.path, [*raw[:10], b"{not json", *raw[11:]])
    found = load_kept(KINDS[game], played.folder)
    assert isinstance(found, KeptGame)
    other = GAMES[game](played.folder, start=False)
    other.session.resume(found)
    assert raw_lines(other.path) == raw[:10]  # the good lines, written again as they were
    assert other.steps(5) == 5
    again = kept(game, played.folder)
    assert again.game.log == other.game.log
    assert found.aside is not None
    assert found.aside.exists()
    other.close()


# ----- fuzzing the loader -----


def fuzz_inputs(raw: list[bytes]) -> Iterator[tuple[str, bytes]]:
    """(name, file content) for every damaged input; the names say what kind it is."""
    whole = b"".join(line + b"\n" for line in raw)
    rng = random.Random(8)
    for cut in sorted(rng.sample(range(1, len(whole)), 120)):
        yield f"truncated at {cut}", whole[:cut]
    header = json.loads(raw[0])
    for key in header:
        for value in (None, True, 1.5, -1, "x", "\udc80", [], {}, [[1]], 10**28, 10**100):
            yield f"header {key}={value!r}", json.dumps({**header, key: value}).encode() + b"\n" + b"\n".join(raw[1:])
    first = json.loads(raw[1])
    record = first["events"][0]
    for key in record:
        for value in (None, True, 1.5, "x", "\udc80", [], {}, 10**18, -(10**18), 10**28):
            action = {**first, "events": [{**record, key: value}, *first["events"][1:]]}
            yield f"record {key}={value!r}", raw[0] + b"\n" + json.dumps(action).encode() + b"\n"
    for extra in ({"colour": 1}, {"events2": []}):
        yield f"unknown key {extra}", raw[0] + b"\n" + json.dumps({**first, **extra}).encode() + b"\n"
    for number in (b"1e308", b"1e400", b"-1e400", b"10" * 60, b"NaN", b"Infinity", b"-Infinity"):
        yield f"number {number[:12]!r}", raw[0] + b'\n{"action": ' + number + b', "moves": [], "events": []}\n'
    yield "deep nesting", raw[0] + b"\n" + b"[" * 100_000 + b"]" * 100_000 + b"\n"
    yield "deep nesting, torn", b"{" * 200_000
    yield "50 MB", raw[0] + b"\n" + b'{"action": 1, "events": [' + b'{"kind": "x"},' * (50 * 1024 * 1024 // 14) + b"\n"
    yield "50 MB of blanks", b" " * (50 * 1024 * 1024) + b"\n"
    for size in (1, 100, 5000):
        yield f"binary {size}", rng.randbytes(size) + b"\n"
    yield "binary with NUL", b"\x00" * 64 + b"\n"
    yield "UTF-16", whole.decode("utf-8").encode("utf-16")
    yield "Windows-1251 name", raw[0].replace(b'"Hermann"', '"Германн"'.encode("cp1251")) + b"\n" + raw[1] + b"\n"
    yield "a raw lone surrogate", raw[0].replace(b'"Hermann"', b'"Herm\xed\xb2\x80nn"') + b"\n" + raw[1] + b"\n"
    yield "empty", b""
    yield "one newline", b"\n"
    yield "blank lines", b"\n\n\n"
    yield "JSON array", b"[]\n"
    yield "JSON string", b'"journal"\n'
    yield "header only", raw[0] + b"\n"
    yield "two headers", raw[0] + b"\n" + raw[0] + b"\n"


def test_fuzzed_journals_each_give_one_message_and_are_set_aside(played: Played, game: str) -> None:
    played.steps(12)
    played.close()
    raw = raw_lines(played.path)
    original = played.game.log
    path = played.path
    kind = KINDS[game]
    count = resumed = still_valid = damaged = 0
    for name, content in fuzz_inputs(raw):
        path.write_bytes(content)
        found = load_kept(kind, played.folder)
        count += 1
        if isinstance(found, KeptGame) and found.clean:
            # A journal cut inside a later line resumes at its last complete action; a changed value that is still
            # a valid setup (a seed of -1, another start time) is a game like any other.
            assert name.startswith(("truncated", "header")), name
            if name.startswith("truncated"):
                complete = content[: content.rfind(b"\n") + 1]
                assert found.torn_line == (complete != content)
                assert len(found.actions) == complete.count(b"\n") - 1
                assert found.game.log == original[: len(found.game.log)]
                resumed += 1
            else:
                still_valid += 1
            path.unlink()
            continue
        if isinstance(found, KeptGame):
            damaged += 1  # trusted up to some line, set aside
            assert found.problem is not None, name
            assert found.aside is not None, name
            assert found.game.log == original[: len(found.game.log)], name
            text, aside = storage_text(found.problem), found.aside
        else:
            assert isinstance(found, JournalTrouble), name
            assert found.aside is not None, name
            text, aside = storage_text(found.problem), found.aside
        assert text, name
        assert "\n" not in text, name
        assert "Traceback" not in text, name
        assert "Errno" not in text, name
        assert aside.read_bytes() == content, name
        assert not path.exists(), name
        aside.unlink()
    assert count >= 250
    assert resumed >= 10
    print(f"fuzzed {game} journal inputs: {count}: {resumed} truncations resumed at their last complete action, "
          f"{still_valid} changed values still valid, {damaged} trusted up to a line, "
          f"{count - resumed - still_valid - damaged} set aside whole")


def test_a_watch_session_resumed_from_its_journal_ends_with_its_money_conserved(qapp: QCoreApplication,
                                                                                 folder: Path) -> None:
    played = shtoss(folder, seed=11, rules=HouseRules(initial_kush=2, bank=20, capital=40))
    played.steps(40)
    played.close()
    found = kept("shtoss", folder)
    other = shtoss(folder, start=False)
    other.session.resume(found)
    other.steps(600)
    if other.game.phase.value != "over":
        other.session.controller.end_session()
    (archived,) = archived_journals(folder, SHTOSS)
    final = read_clean_journal(archived)
    assert isinstance(final, KeptGame)
    assert isinstance(final.game.log[-1], SessionEnded)
    assert final.game.log[: len(found.game.log)] == found.game.log
    state = final.game.state()
    assert state.total_money == 40 * len(state.players)
    assert (state.bank, state.stakes) == (0, ())
    other.close()


def test_a_file_time_no_date_can_hold_does_not_stop_the_reading(played: Played, game: str) -> None:
    played.steps(5)
    played.close()
    far = 2**40  # some 34 000 years on: the file system may keep it, a datetime cannot
    try:
        os.utime(played.path, (far, far))
    except OSError:
        pytest.skip("the file system refuses such a time")
    found = kept(game, played.folder)
    assert found.game.log == played.game.log


@pytest.mark.parametrize("started", ["0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-12:00",
                                     "1969-07-20T20:17:00+00:00"])
def test_a_start_time_out_of_bounds_is_refused(played: Played, game: str, started: str) -> None:
    played.steps(5)
    played.close()
    write_lines(played.path, edited(raw_lines(played.path), 1, lambda d: d.update(started=started)))
    assert "line 1: its started is not acceptable" in storage_text(trouble(game, played.folder).problem)
