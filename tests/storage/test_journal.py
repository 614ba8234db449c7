"""The session journal (storage/journal.py): written action by action, read back, damaged files set aside.

Sessions are real: a seeded controller plays computer players against each other (or against a scripted
human) and the journal follows its signals exactly as the window wires it. The loader is fuzzed like the
other loaders: every damaged, foreign or strange input gives one message and is set aside, never a crash.
"""

from __future__ import annotations

import errno
import json
import os
import random
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.shtoss.controller import GameController, SessionConfig
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import SessionEnded
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import BankerRotation, HouseRules, Premium, PremiumEvent
from shtoss_desktop.storage import journal as journal_module
from shtoss_desktop.storage.atomic import CORRUPT_MARK
from shtoss_desktop.storage.journal import (
    ARCHIVE_FOLDER,
    CURRENT_NAME,
    Journal,
    JournalHeader,
    JournalTrouble,
    KeptSession,
    archived_sessions,
    load_kept_session,
    read_journal,
)

RULES = HouseRules(initial_kush=2, bank=40, capital=200, talia=True, refuse_above=3,
                   premiums=(Premium(PremiumEvent.SONIK_WIN, 1), Premium(PremiumEvent.SERIES, 1, 2)),
                   banker_rotation=BankerRotation.EACH_DEAL)


class Recorder:
    """A controller and a journal wired as the window wires them."""

    def __init__(self, folder: Path) -> None:
        self.controller = GameController()
        self.journal = Journal(folder)
        self.problems: list[str] = []
        self.controller.eventRecorded.connect(self.journal.record)
        self.controller.changed.connect(self.journal.commit)
        self.controller.sessionStarted.connect(self._begin)
        self.journal.problem.connect(self.problems.append)
        self.resuming = False

    def _begin(self) -> None:
        if self.resuming:
            return
        config = self.controller.config
        self.journal.begin(JournalHeader(
            rules=config.rules, role=config.role.value, human_name=config.human_name, styles=config.styles,
            computers=tuple((name, s.style) for name, s in self.controller.strategies.items()), seed=config.seed,
        ))

    def start(self, seed: int = 3, rules: HouseRules = RULES) -> None:
        self.controller.new_session(SessionConfig(
            rules=rules, role=Role.WATCH, seed=seed, human_name="Hermann",
            styles=(PunterStyle.PAROLI_RUNNER, PunterStyle.HERMANN, PunterStyle.ODDS_AWARE)))

    def resume(self, found: KeptSession) -> None:
        header = found.header
        self.journal.close()
        self.resuming = True
        self.controller.adopt_session(SessionConfig(rules=header.rules, role=Role(header.role), seed=header.seed,
                                                    human_name=header.human_name, styles=header.styles),
                                      found.game, dict(header.computers))
        self.resuming = False
        self.journal.adopt(found)

    def steps(self, count: int) -> int:
        done = 0
        while done < count and self.controller.advance():
            done += 1
        return done


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def recorder(qapp: QCoreApplication, folder: Path) -> Iterator[Recorder]:
    recorder = Recorder(folder)
    yield recorder
    recorder.journal.close()


def lines(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def kept(folder: Path) -> KeptSession:
    found = load_kept_session(folder)
    assert isinstance(found, KeptSession), found
    return found


# ----- writing -----


def test_every_action_is_one_line_after_the_header(recorder: Recorder, folder: Path) -> None:
    recorder.start()
    recorder.steps(60)
    content = lines(folder / CURRENT_NAME)
    header = content[0]
    assert header["journal"] == "shtoss-desktop"
    assert header["format"] == 1
    assert header["role"] == "watch"
    assert header["seed"] == 3
    assert HouseRules.from_json(header["rules"]) == RULES
    assert [a["action"] for a in content[1:]] == list(range(1, len(content)))
    assert [e["kind"] for e in content[1]["events"]] == ["session_started", "bank_put_up"]  # type: ignore[index]
    logged = [event for action in content[1:] for event in action["events"]]  # type: ignore[attr-defined]
    assert logged == [event.to_json() for event in recorder.controller.game.log]


def test_the_kept_session_is_the_game_as_it_stands(recorder: Recorder, folder: Path) -> None:
    recorder.start()
    recorder.steps(45)
    found = kept(folder)
    assert found.game.state() == recorder.controller.game.state()
    assert found.events == recorder.controller.game.log
    assert not found.torn_line
    assert dict(found.header.computers) == {n: s.style for n, s in recorder.controller.strategies.items()}


def test_one_fsync_per_action_not_per_event(recorder: Recorder, monkeypatch: pytest.MonkeyPatch) -> None:
    recorder.start()
    calls: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(journal_module.os, "fsync", lambda fd: (calls.append(fd), real_fsync(fd))[1])
    actions_before = recorder.journal.actions
    events_before = len(recorder.controller.game.log)
    recorder.steps(30)
    actions = recorder.journal.actions - actions_before
    events = len(recorder.controller.game.log) - events_before
    assert actions >= 10
    assert events > actions
    assert len(calls) == actions


def test_a_new_game_archives_the_old_journal(recorder: Recorder, folder: Path) -> None:
    recorder.start(seed=1)
    recorder.steps(10)
    old = (folder / CURRENT_NAME).read_bytes()
    recorder.start(seed=2)
    archived = archived_sessions(folder)
    assert [p.read_bytes() for p in archived] == [old]
    assert lines(folder / CURRENT_NAME)[0]["seed"] == 2


def test_a_finished_session_goes_to_the_archive(recorder: Recorder, folder: Path) -> None:
    recorder.start()
    recorder.steps(20)
    recorder.controller.end_session()
    assert not (folder / CURRENT_NAME).exists()
    (archived,) = archived_sessions(folder)
    assert archived.parent == folder / ARCHIVE_FOLDER
    assert lines(archived)[-1]["events"][-1]["kind"] == "session_ended"  # type: ignore[index]
    assert load_kept_session(folder) is None


def test_an_ended_session_left_current_by_a_kill_is_archived_at_start(recorder: Recorder, folder: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    recorder.start()
    recorder.steps(5)
    monkeypatch.setattr(journal_module, "archive", lambda *a, **k: (_ for _ in ()).throw(OSError(errno.EIO, "io")))
    recorder.controller.end_session()  # killed before the move to the archive, as it were
    monkeypatch.undo()
    assert (folder / CURRENT_NAME).exists()
    assert load_kept_session(folder) is None
    assert not (folder / CURRENT_NAME).exists()
    assert len(archived_sessions(folder)) == 1


def test_closing_keeps_the_session_current(recorder: Recorder, folder: Path) -> None:
    recorder.start()
    recorder.steps(12)
    recorder.journal.close()
    assert kept(folder).game.state() == recorder.controller.game.state()


# ----- a torn last line -----


def test_a_torn_last_line_is_dropped_and_cut_off_when_play_goes_on(recorder: Recorder, folder: Path) -> None:
    recorder.start()
    recorder.steps(25)
    state = recorder.controller.game.state()
    path = folder / CURRENT_NAME
    recorder.journal.close()
    with path.open("ab") as handle:
        handle.write(b'{"action": 999, "events": [{"kind": "card_dea')
    found = kept(folder)
    assert found.torn_line
    assert found.game.state() == state
    # Resuming cuts the torn bytes off before the next action is appended.
    other = Recorder(folder)
    other.resume(found)
    other.steps(5)
    again = kept(folder)
    assert not again.torn_line
    assert again.game.state() == other.controller.game.state()
    other.journal.close()


# ----- damaged and foreign journals -----


def write_journal(recorder: Recorder, folder: Path, steps: int = 30) -> list[bytes]:
    recorder.start()
    recorder.steps(steps)
    recorder.journal.close()
    return (folder / CURRENT_NAME).read_bytes().split(b"\n")[:-1]


def rewrite(folder: Path, raw_lines: list[bytes]) -> None:
    (folder / CURRENT_NAME).write_bytes(b"".join(line + b"\n" for line in raw_lines))


def trouble(folder: Path) -> JournalTrouble:
    found = load_kept_session(folder)
    assert isinstance(found, JournalTrouble), found
    assert not os.path.lexists(folder / CURRENT_NAME)
    assert found.aside is not None
    assert os.path.lexists(found.aside)
    assert CORRUPT_MARK in found.aside.name
    assert found.message.count("\n") == 0
    assert str(folder / CURRENT_NAME) in found.message
    return found


def edited(raw: list[bytes], number: int, change: object) -> list[bytes]:
    data = json.loads(raw[number])
    change(data)  # type: ignore[operator]
    return [*raw[:number], json.dumps(data).encode(), *raw[number + 1:]]


@pytest.mark.parametrize(
    ("damage", "says"),
    [
        (lambda raw: [*raw[:3], b"{not json", *raw[4:]], "line 4 is not valid JSON"),
        (lambda raw: edited(raw, 0, lambda d: d.update(format=2)), "journal of format 2"),
        (lambda raw: edited(raw, 0, lambda d: d.update(journal="other")), "not a Shtoss journal"),
        (lambda raw: [b'{"name": "a shopping list"}', *raw[1:]], "not a Shtoss journal"),
        (lambda raw: edited(raw, 0, lambda d: d.update(role="croupier")), "bad role"),
        (lambda raw: edited(raw, 0, lambda d: d.update(colour="red")), "bad colour"),
        (lambda raw: edited(raw, 0, lambda d: d["rules"].update(deck_size=40)), "rules in its first line"),
        (lambda raw: edited(raw, 2, lambda d: d["events"][0].update(kind="bribe")), "not a kind of record"),
        (lambda raw: edited(raw, 2, lambda d: d.update(action=7)), "line 3 is not an action record"),
        (lambda raw: edited(raw, 1, lambda d: d["events"].pop(0)), "players sitting down"),
        (lambda raw: edited(raw, 0, lambda d: d.update(computers=[["Lugin", "hermann"]])), "players do not match"),
        (lambda raw: edited(raw, 1, lambda d: d["events"][1]["contributions"][0].__setitem__(1, 10**6)),
         "made or lost from nothing"),
        (lambda raw: edited(raw, 1, lambda d: d["events"][1].update(banker="Nobody")), "players do not match"),
        (lambda raw: [*raw[:3], *raw[4:]], "line 4 is not an action record"),
        (lambda raw: raw[:1], "does not begin with the players"),
    ],
)
def test_a_damaged_or_foreign_journal_is_set_aside_with_one_message(
        recorder: Recorder, folder: Path, damage: object, says: str) -> None:
    raw = write_journal(recorder, folder)
    bad = damage(raw)  # type: ignore[operator]
    rewrite(folder, bad)
    found = trouble(folder)
    assert says in found.message
    assert found.aside is not None
    assert found.aside.read_bytes() == b"".join(line + b"\n" for line in bad)


def test_a_log_that_does_not_replay_is_set_aside(recorder: Recorder, folder: Path) -> None:
    raw = write_journal(recorder, folder)
    # A paix on a card that won nothing: the record is well formed, the game cannot apply it.
    punter = recorder.controller.game.punters[0]
    bogus = {"kind": "paix_made", "punter": punter, "card": "7S", "returned": 2, "riding": 2}
    rewrite(folder, [*raw, json.dumps({"action": len(raw), "events": [bogus]}).encode()])
    assert "do not replay" in trouble(folder).message


# ----- a folder that cannot be written -----


def test_a_folder_that_cannot_be_made_is_said_once_and_play_goes_on(qapp: QCoreApplication, tmp_path: Path) -> None:
    (tmp_path / "data").write_text("a file where the folder should be")
    recorder = Recorder(tmp_path / "data" / "shtoss")
    recorder.start()
    assert recorder.steps(30) == 30
    assert len(recorder.problems) == 1
    assert str(tmp_path / "data" / "shtoss") in recorder.problems[0]
    assert "cannot be resumed" in recorder.problems[0]
    assert recorder.journal.failed


def test_a_full_disk_is_said_once_and_play_goes_on(recorder: Recorder, folder: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    recorder.start()
    recorder.steps(10)
    good = (folder / CURRENT_NAME).read_bytes()

    def full(fd: int, data: object) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(journal_module.os, "write", full)
    assert recorder.steps(20) == 20
    assert recorder.problems == [recorder.problems[0]]
    assert os.strerror(errno.ENOSPC) in recorder.problems[0]
    monkeypatch.undo()
    assert (folder / CURRENT_NAME).read_bytes() == good  # what was kept is still a resumable game
    assert isinstance(load_kept_session(folder), KeptSession)


# ----- fuzzing the loader -----


def fuzz_inputs(raw: list[bytes]) -> Iterator[tuple[str, bytes]]:
    """(name, file content) for every damaged input; the names say what kind it is."""
    whole = b"".join(line + b"\n" for line in raw)
    rng = random.Random(8)
    for cut in sorted(rng.sample(range(1, len(whole)), 120)):
        yield f"truncated at {cut}", whole[:cut]
    header = json.loads(raw[0])
    for key in header:
        for value in (None, True, 1.5, -1, "x", [], {}, [[1]], 10**100):
            yield f"header {key}={value!r}", json.dumps({**header, key: value}).encode() + b"\n" + b"\n".join(raw[1:])
    first_event = json.loads(raw[1])["events"][1]
    for key in first_event:
        for value in (None, True, 1.5, "x", [], {}, 10**18, -(10**18)):
            action = {"action": 1, "events": [json.loads(raw[1])["events"][0], {**first_event, key: value}]}
            yield f"record {key}={value!r}", raw[0] + b"\n" + json.dumps(action).encode() + b"\n"
    for extra in ({"colour": 1}, {"events2": []}):
        yield f"unknown key {extra}", raw[0] + b"\n" + json.dumps({**json.loads(raw[1]), **extra}).encode() + b"\n"
    for number in (b"1e308", b"1e400", b"-1e400", b"10" * 60, b"NaN", b"Infinity", b"-Infinity"):
        yield f"number {number[:12]!r}", raw[0] + b'\n{"action": ' + number + b', "events": []}\n'
    yield "deep nesting", raw[0] + b"\n" + b"[" * 100_000 + b"]" * 100_000 + b"\n"
    yield "deep nesting, torn", b"{" * 200_000
    yield "50 MB", raw[0] + b"\n" + b'{"action": 1, "events": [' + b'{"kind": "x"},' * (50 * 1024 * 1024 // 14) + b"\n"
    yield "50 MB of blanks", b" " * (50 * 1024 * 1024) + b"\n"
    for size in (1, 100, 5000):
        yield f"binary {size}", rng.randbytes(size) + b"\n"
    yield "binary with NUL", b"\x00" * 64 + b"\n"
    yield "UTF-16", whole.decode("utf-8").encode("utf-16")
    yield "Windows-1251 name", raw[0].replace(b'"Hermann"', '"Германн"'.encode("cp1251")) + b"\n" + raw[1] + b"\n"
    yield "empty", b""
    yield "one newline", b"\n"
    yield "blank lines", b"\n\n\n"
    yield "JSON array", b"[]\n"
    yield "JSON string", b'"journal"\n'
    yield "header only", raw[0] + b"\n"
    yield "two headers", raw[0] + b"\n" + raw[0] + b"\n"


def test_fuzzed_journals_each_give_one_message_and_are_set_aside(recorder: Recorder, folder: Path) -> None:
    raw = write_journal(recorder, folder, steps=12)
    original = recorder.controller.game.log
    path = folder / CURRENT_NAME
    count = resumed = still_valid = 0
    for name, content in fuzz_inputs(raw):
        path.write_bytes(content)
        found = load_kept_session(folder)
        count += 1
        if isinstance(found, KeptSession):
            # A journal cut inside a later line resumes at its last complete action; a changed value that
            # is still a valid, sound setup or record (a seed of -1, a flag turned) is a game like any other.
            assert name.startswith(("truncated", "header", "record")), name
            assert found.game.state() == Game.replay(found.header.rules, found.events).state()
            if name.startswith("truncated"):
                complete = content[: content.rfind(b"\n") + 1]
                assert found.torn_line == (complete != content)
                assert found.actions == complete.count(b"\n") - 1
                assert found.events == original[: len(found.events)]
                resumed += 1
            else:
                still_valid += 1
            path.unlink()
            continue
        assert isinstance(found, JournalTrouble), name
        assert found.message, name
        assert "\n" not in found.message, name
        assert found.aside is not None, name
        assert found.aside.read_bytes() == content, name
        assert not path.exists(), name
        found.aside.unlink()
    assert count >= 250
    assert resumed >= 10
    print(f"fuzzed journal inputs: {count}: {resumed} truncations resumed at their last complete action, "
          f"{still_valid} changed values still valid, {count - resumed - still_valid} set aside with a message")


def test_strange_files_in_place_of_the_journal(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / CURRENT_NAME
    path.mkdir()  # a directory
    found = load_kept_session(folder)
    assert isinstance(found, JournalTrouble)
    assert "not a file" in found.message
    assert found.aside is not None
    path.symlink_to(path)  # a symlink loop
    found = load_kept_session(folder)
    assert isinstance(found, JournalTrouble)
    assert found.aside is not None
    assert found.aside.is_symlink()
    path.symlink_to(tmp_path / "nowhere")  # a dangling symlink
    found = load_kept_session(folder)
    assert isinstance(found, JournalTrouble)
    assert found.aside is not None
    assert not os.path.lexists(path)


def test_a_journal_above_the_size_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / CURRENT_NAME
    path.write_bytes(b"x" * 2000)
    with pytest.raises(journal_module.JournalError, match="too large"):
        read_journal(path, max_bytes=1000)


def test_a_watch_session_resumed_from_its_journal_ends_with_its_money_conserved(recorder: Recorder,
                                                                                 folder: Path) -> None:
    recorder.start(seed=11, rules=HouseRules(initial_kush=2, bank=20, capital=40))
    recorder.steps(40)
    found = kept(folder)
    other = Recorder(folder)
    other.resume(found)
    other.steps(600)
    if other.controller.game.phase.value != "over":
        other.controller.end_session()
    (archived,) = archived_sessions(folder)
    final = read_journal(archived)
    assert isinstance(final.events[-1], SessionEnded)
    assert final.events[: len(found.events)] == found.events
    state = final.game.state()
    assert state.total_money == 40 * len(state.players)
    assert (state.bank, state.stakes) == (0, ())


# ----- one running game at a time -----


def test_a_second_running_game_keeps_no_journal_and_says_so(qapp: QCoreApplication, folder: Path) -> None:
    first = Recorder(folder)
    assert first.journal.claim()
    first.start(seed=1)
    first.steps(5)
    kept_bytes = (folder / CURRENT_NAME).read_bytes()

    second = Recorder(folder)
    assert not second.journal.claim()
    assert len(second.problems) == 1
    assert "Another Shtoss window" in second.problems[0]
    second.start(seed=2)
    second.steps(10)
    assert (folder / CURRENT_NAME).read_bytes() == kept_bytes  # the other game's journal is untouched
    assert archived_sessions(folder) == []

    first.journal.release()
    third = Recorder(folder)
    assert third.journal.claim()  # once the first game has quit, the next one takes the folder
    assert third.problems == []
    third.journal.release()


def test_a_temporary_file_left_by_a_kill_while_starting_a_journal_is_removed(recorder: Recorder,
                                                                             folder: Path) -> None:
    recorder.start()
    recorder.steps(3)
    recorder.journal.close()
    leftover = folder / f".{CURRENT_NAME}.k1ll3d00.tmp"
    leftover.write_bytes(b'{"journal": "shtoss-desktop"')
    young = folder / f".{CURRENT_NAME}.wr1t1ng0.tmp"  # perhaps another game writing right now: left alone
    young.write_bytes(b"")
    old = time.time() - 3600
    os.utime(leftover, (old, old))
    assert isinstance(load_kept_session(folder), KeptSession)
    assert not leftover.exists()
    assert young.exists()
