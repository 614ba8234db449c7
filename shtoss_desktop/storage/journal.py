"""The journal of a game in progress, for both games: moves kept on disk so a killed game can resume, read back
only as far as the rules allow.

One file per game kind in the application's data folder (`QStandardPaths.AppDataLocation`, e.g.
`~/.local/share/ShtossDesktop/shtoss-desktop/` on Linux): `session.jsonl` for shtoss, `casino-session.jsonl` for
casino stos (storage/journal_games.py says what each game brings). The file is JSON lines, format 2:

- line 1, the header: `{"journal": "shtoss-desktop", "format": 2, "game": "shtoss" | "casino", "app_version":
  ..., "started": ..., ...}` and the game's setup: its rules, the seats, the human's part and name, the seeds,
  the computer players' temperaments (`JournalGame.header_json`);
- then one line per action: `{"action": n, "moves": [<move>, ...], "events": [<record>, ...]}`, n counting from
  1, the moves the action played and the records they made (`RecordedAction`, which the controller publishes
  after each action). The first action's records begin with the ones the setup makes (the players sitting down).

A line is the unit that reaches the disk whole: an action is written in one `write` and the file is fsync'ed once
per action, so after a kill the file holds every action up to some point and, at worst, a torn last line, which
the reader drops. The header and the first action are written together through a temporary file and a rename,
so a current journal always holds a session.

**Reading is the verified replay** (`read_journal`). The header is checked like a rules file (journal_games.py);
the game is set up anew from it, so every balance starts at the rules' capital whatever a file says, and every
recorded move is played again through the rules, each action's records compared with the ones the rules make
(`core.replay.verified_replay`). A journal is trusted only as far as it replays clean: the first line that is
not JSON, not an action, or whose move the rules refuse or whose records differ, ends the trusted part
(`KeptGame.failure`, naming the line). Journals of release 0.1.0 (format 1: records only, both games) are read
through the core's inference of their moves (`replay_records`) and then replayed the same way.

What `load_kept` does with what it reads, for the window's session (app/session.py):
- a clean journal: a `KeptGame` to offer back (an ended session is archived instead, and nothing is offered);
- a journal trusted up to some line: the file is set aside (`<name>.corrupt-<stamp>`, never written again) and
  the `KeptGame` holds the game up to the last good action, with `problem` saying which line and why;
- a journal that cannot be used at all (a folder, not a journal, a header the rules refuse, a first action that
  is not what the setup makes): set aside too, a `JournalTrouble`.

`Journal.adopt` goes on with a kept game: a clean journal of format 2 is appended to (a torn last line cut off
first); a game of release 0.1.0 is written on in format 2 (a new journal holding its moves as the core inferred
them, the old file kept in the archive as `<prefix>-<started>.format-1.jsonl`, which statistics do not count
twice); a game resumed up to its last good action goes on in a new journal holding exactly those actions.

A session that ended (its last record ends it) and a session replaced by a new game go to the `archive/`
subfolder (`session-<started>.jsonl`, `casino-<started>.jsonl`), which statistics read through
`read_clean_journal`. Storage reports every problem as data (`StorageProblem`, storage/problems.py); the words
are the app's. A write that fails (`OSError`, `UnicodeError`, `ValueError`: a full disk, a read-only folder, a
text no file can hold, a folder in the journal's place) is reported once, naming the journal's file, and the
journal stops; the game goes on in memory. One running window at a time keeps a game's journal: `Journal.claim`
takes its lock (a lock left by a killed game is taken over).
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, Final, Generic

import msgspec
from PySide6.QtCore import QLockFile, QStandardPaths

from shtoss_desktop.core.jsonio import JsonInputError, load_json
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.machine import Record, RecordError, show_value
from shtoss_desktop.core.replay import RecordedAction, ReplayError
from shtoss_desktop.core.seats import SetupError
from shtoss_desktop.storage.atomic import atomic_write_bytes, fsync_folder, remove_temporaries, set_aside
from shtoss_desktop.storage.journal_games import (
    CASINO,
    JOURNAL_GAMES,
    JOURNAL_MARK,
    SHTOSS,
    CasinoHeader,
    GameT,
    HeaderT,
    JournalGame,
    ShtossHeader,
    read_started,
    read_version,
    refuse,
)
from shtoss_desktop.storage.problems import StorageError, StorageMessage, StorageProblem, problem, system_detail

JOURNAL_FORMAT: Final = 2
"""The version of the journal's layout written; format 1 (release 0.1.0) is read too."""
ARCHIVE_FOLDER: Final = "archive"
"""The subfolder of the data folder that keeps finished and replaced sessions."""
SUPERSEDED_MARK: Final = ".format-1"
"""What an archived journal of release 0.1.0 that goes on in format 2 has before `.jsonl`."""
MAX_JOURNAL_BYTES: Final = 64 * 1024 * 1024
"""The largest journal read (an evening's session is well under 1 MiB: about 1 KiB per action)."""
MAX_LINE_BYTES: Final = 1024 * 1024
"""The longest line read (an action holds at most a few dozen records; a shoe of eight decks is 2 KiB)."""
MAX_LINE_DEPTH: Final = 8
"""The deepest nesting a line may have (a rules object inside a record inside an action: 6)."""

WRITE_ERRORS: Final = (OSError, UnicodeError, ValueError)
"""What a write can still raise: the system's refusal, a text no UTF-8 file can hold, a value JSON cannot be."""

_STAMP: Final = "%Y%m%d-%H%M%S"


def default_folder() -> Path:
    """The application's data folder, where the journals live (set the application's name first)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


# ----- what reading gives -----


class KeptGame(msgspec.Struct, Generic[HeaderT, GameT], frozen=True):
    """A game read back from a journal, replayed through the rules as far as they allow."""

    path: Path
    """The journal read."""
    kind: JournalGame[HeaderT, GameT]
    """Which game's journal it is."""
    header: HeaderT
    """Its setup."""
    game: GameT
    """The game the good actions make (the core's verified replay: every move played through the rules)."""
    actions: tuple[RecordedAction[Any, Any], ...]
    """The good actions, with their moves (inferred from the records for a journal of release 0.1.0)."""
    lines: int
    """How many complete action lines the journal holds (the header not counted)."""
    failure: StorageProblem | None
    """Why the next line is not trusted (a `LINE` problem naming it); None: every line replayed clean."""
    good_size: int
    """The bytes up to the end of the last complete line (what follows is a torn line)."""
    torn_line: bool
    """A torn last line (an action being written when the game was killed) was dropped."""
    saved: datetime
    """When the journal was last written (local time)."""
    format: int
    """The journal's format (1: release 0.1.0's)."""
    problem: StorageProblem | None = None
    """What to tell the player of a journal not trusted whole (the file, the line, the rule; where it went)."""
    aside: Path | None = None
    """Where a journal not trusted whole was set aside (`load_kept`)."""

    @property
    def clean(self) -> bool:
        """Every line of the journal replayed clean."""
        return self.failure is None

    @property
    def good_line(self) -> int:
        """The number of the journal's last trusted line (the header is line 1)."""
        return 1 + len(self.actions)

    @property
    def ended(self) -> bool:
        """The game's last record ends the session."""
        log = self.game.log
        return bool(log) and isinstance(log[-1], self.kind.end_type)


KeptShtoss = KeptGame[ShtossHeader, Any]
"""A shtoss game read back (its `game` a `core.shtoss.deal.Game`)."""
KeptCasino = KeptGame[CasinoHeader, Any]
"""A casino game read back (its `game` a `CasinoGame`)."""


class JournalTrouble(msgspec.Struct, frozen=True):
    """A journal that could not be used at all: what was wrong, and where the file went."""

    problem: StorageProblem
    """What to tell the player: the file and the problem (and, from `load_kept`, where it went)."""
    aside: Path | None = None
    """Where the file was set aside (None: not moved, or `read_journal`, which moves nothing)."""


# ----- reading -----


def load_kept(kind: JournalGame[HeaderT, GameT], folder: Path) -> KeptGame[HeaderT, GameT] | JournalTrouble | None:
    """The game kept in `folder`'s current journal of `kind`; None if there is none (or it had ended: it is then
    archived). A journal not trusted whole is set aside (see the module docstring)."""
    path = folder / kind.current_name
    with contextlib.suppress(OSError):  # what a kill in the middle of starting a journal left
        remove_temporaries(folder, re.escape(kind.current_name))
    if not os.path.lexists(path):
        return None
    found = read_journal(path, kind)
    if isinstance(found, JournalTrouble):
        return _set_aside(path, found.problem)
    if found.clean and found.ended:
        # Killed between writing the end of a session and archiving it: archive it now.
        with contextlib.suppress(OSError):
            archive(path, kind, found.header.started)
        return None
    if found.clean:
        return found
    assert found.failure is not None
    assert found.problem is not None
    if found.ended:
        # Nothing the rules allow is left to resume.
        return _set_aside(path, problem(StorageMessage.JOURNAL_UNUSABLE, path=path, problem=found.failure))
    trouble = _set_aside(path, found.problem)
    return msgspec.structs.replace(found, problem=trouble.problem, aside=trouble.aside)


def _set_aside(path: Path, said: StorageProblem) -> JournalTrouble:
    try:
        aside = set_aside(path)
    except OSError as error:
        return JournalTrouble(problem(StorageMessage.JOURNAL_NOT_SET_ASIDE, problem=said, detail=system_detail(error)))
    return JournalTrouble(problem(StorageMessage.JOURNAL_SET_ASIDE, problem=said, aside=aside.name), aside)


def read_journal(path: Path, kind: JournalGame[Any, Any] | None = None, *,
                 max_bytes: int = MAX_JOURNAL_BYTES) -> KeptGame[Any, Any] | JournalTrouble:
    """Read any journal, current or archived, of either game (or only of `kind`), and replay it through the
    rules: the game as far as it replays clean (`KeptGame.clean` says whether that is all of it), or the trouble
    that kept it from being read at all. Changes nothing on disk."""
    try:
        data, saved = _read_bytes(path, max_bytes)
        return _parse(path, data, saved, kind)
    except StorageError as error:
        return JournalTrouble(problem(StorageMessage.JOURNAL_UNUSABLE, path=path, problem=error.problem))


def read_clean_journal(path: Path, kind: JournalGame[Any, Any] | None = None) -> KeptGame[Any, Any] | JournalTrouble:
    """The game of a journal that replays clean to its last line, or the trouble (for statistics and replays,
    which read only what the rules made). Changes nothing on disk."""
    found = read_journal(path, kind)
    if isinstance(found, KeptGame) and not found.clean:
        assert found.problem is not None
        return JournalTrouble(found.problem)
    return found


def _read_bytes(path: Path, max_bytes: int) -> tuple[bytes, datetime]:
    try:
        info = path.stat()
        if stat.S_ISDIR(info.st_mode):
            raise StorageError(problem(StorageMessage.IS_FOLDER))
        if not stat.S_ISREG(info.st_mode):
            raise StorageError(problem(StorageMessage.NOT_REGULAR))
        if info.st_size > max_bytes:
            raise StorageError(problem(StorageMessage.JOURNAL_TOO_LARGE, size=info.st_size, limit=max_bytes))
        with path.open("rb") as handle:
            data = handle.read(max_bytes + 1)
        saved = _moment(info.st_mtime)
    except FileNotFoundError:  # a link that leads nowhere
        raise StorageError(problem(StorageMessage.NOT_REGULAR)) from None
    except OSError as error:  # a link loop, a folder without permission, a disk error
        raise StorageError(problem(StorageMessage.CANNOT_READ, detail=system_detail(error))) from None
    if len(data) > max_bytes:
        raise StorageError(problem(StorageMessage.JOURNAL_TOO_LARGE, size=len(data), limit=max_bytes))
    return data, saved


def _moment(timestamp: float) -> datetime:
    """A file's time as local time; a time no date can hold (a clock set wrong, a file touched so) is now."""
    try:
        return datetime.fromtimestamp(timestamp)
    except (OverflowError, OSError, ValueError):
        return datetime.now()


def _at(line: int, said: StorageProblem | Exception) -> StorageError:
    """A problem at `line` (counted from 1)."""
    inner = said.problem if isinstance(said, StorageError) else said
    return StorageError(problem(StorageMessage.LINE, line=line, problem=inner))


def _on_line(number: int, error: StorageError | RecordError) -> StorageError:
    """`error`, met reading line `number`, as a problem at that line (once)."""
    if isinstance(error, StorageError) and error.problem.message is StorageMessage.LINE:
        return error
    return _at(number, error)


def _line_json(line: bytes, number: int) -> object:
    if len(line) > MAX_LINE_BYTES:
        raise _at(number, StorageError(problem(StorageMessage.LINE_TOO_LONG, limit=MAX_LINE_BYTES)))
    try:
        return load_json(line, max_bytes=MAX_LINE_BYTES, max_depth=MAX_LINE_DEPTH)
    except JsonInputError as error:
        raise _at(number, StorageError(problem(StorageMessage.JSON_PROBLEM, problem=error))) from None


def _which(data: object) -> tuple[JournalGame[Any, Any], int]:
    """Which game's journal a header is, and its format; raise `StorageError`."""
    if not isinstance(data, dict):
        raise StorageError(problem(StorageMessage.NOT_A_JOURNAL))
    for kind in JOURNAL_GAMES.values():
        if kind.is_legacy(data):
            return kind, 1
    if data.get("journal") != JOURNAL_MARK:
        legacy_casino = data.get("kind") == "shtoss-desktop casino journal"
        if not legacy_casino:
            raise StorageError(problem(StorageMessage.NOT_A_JOURNAL))
        found = data.get("version")
    else:
        found = data.get("format")
    if type(found) is not int or found != JOURNAL_FORMAT:
        raise StorageError(problem(StorageMessage.JOURNAL_FORMAT, found=show_value(found), wanted=JOURNAL_FORMAT))
    game = data.get("game")
    if not isinstance(game, str) or game not in {kind.value for kind in GameKind}:
        raise refuse("game", game)
    return JOURNAL_GAMES[GameKind(game)], JOURNAL_FORMAT


def _parse(path: Path, data: bytes, saved: datetime, wanted: JournalGame[Any, Any] | None) -> KeptGame[Any, Any]:
    # Only lines that end in a newline were written whole; the rest is an action torn by a kill.
    good_size = data.rfind(b"\n") + 1
    torn = good_size < len(data)
    lines = data[:good_size].split(b"\n")[:-1]
    if not lines:
        raise StorageError(problem(StorageMessage.JOURNAL_EMPTY))
    header_data = _line_json(lines[0], 1)
    try:
        kind, format_ = _which(header_data)
        if wanted is not None and kind is not wanted:
            raise StorageError(problem(StorageMessage.WRONG_GAME, found=kind.kind, wanted=wanted.kind))
    except StorageError as error:
        raise _at(1, error) from None
    assert isinstance(header_data, dict)
    if len(lines) == 1:
        raise StorageError(problem(StorageMessage.NO_ACTIONS))
    if format_ == 1:
        return _parse_legacy(path, kind, header_data, lines, good_size, torn, saved)
    try:
        header = kind.read_header(header_data, read_started(header_data), read_version(header_data))
    except StorageError as error:
        raise _at(1, error) from None
    actions: list[RecordedAction[Any, Any]] = []
    failure: StorageError | None = None
    for number, raw in enumerate(lines[1:], start=2):
        try:
            actions.append(_action(kind, _line_json(raw, number), number - 1))
        except (StorageError, RecordError) as error:
            failure = _on_line(number, error)
            break
    try:
        result = kind.replay(header, actions)
    except SetupError as error:
        raise _at(1, StorageError(problem(StorageMessage.HEADER_SEATS, problem=error))) from None
    return _kept(path, kind, header, result.game, actions[: result.good], len(lines) - 1, result.failure, failure,
                 good_size, torn, saved, format_)


def _action(kind: JournalGame[Any, Any], data: object, number: int) -> RecordedAction[Any, Any]:
    """Action `number` (from 1) of a journal of format 2; raise `StorageError` or `RecordError`."""
    if not (isinstance(data, dict) and set(data) == {"action", "moves", "events"} and type(data["action"]) is int
            and data["action"] == number and isinstance(data["moves"], list) and isinstance(data["events"], list)):
        raise StorageError(problem(StorageMessage.ACTION_SHAPE, number=number))
    moves = tuple(kind.move_type.from_json(move) for move in data["moves"])
    events = tuple(kind.event_type.from_json(event) for event in data["events"])
    return RecordedAction(moves, events)


def _parse_legacy(path: Path, kind: JournalGame[Any, Any], header_data: dict[str, object], lines: Sequence[bytes],
                  good_size: int, torn: bool, saved: datetime) -> KeptGame[Any, Any]:
    """A journal of release 0.1.0: its seats come from its first action's records, its moves are inferred."""
    try:
        first = kind.legacy_records(_line_json(lines[1], 2), 1)
    except (StorageError, RecordError) as error:
        raise _on_line(2, error) from None
    try:
        header = kind.read_legacy_header(header_data, first, saved)
    except StorageError as error:
        raise _at(1, error) from None
    recorded: list[list[Record]] = [first]
    failure: StorageError | None = None
    for number, raw in enumerate(lines[2:], start=3):
        try:
            recorded.append(kind.legacy_records(_line_json(raw, number), number - 1))
        except (StorageError, RecordError) as error:
            failure = _on_line(number, error)
            break
    try:
        result, inference = kind.replay_records(header, recorded)
    except SetupError as error:
        raise _at(1, StorageError(problem(StorageMessage.HEADER_SEATS, problem=error))) from None
    return _kept(path, kind, header, result.game, inference.actions[: result.good], len(lines) - 1, result.failure,
                 failure, good_size, torn, saved, 1)


def _kept(path: Path, kind: JournalGame[Any, Any], header: Any, game: Any, actions: Sequence[RecordedAction[Any, Any]],
          lines: int, refused: ReplayError | None, unreadable: StorageError | None, good_size: int, torn: bool,
          saved: datetime, format_: int) -> KeptGame[Any, Any]:
    """The game read, with the first line not trusted: the first the rules refuse, else the first unreadable."""
    failure = _at(refused.action + 2, refused).problem if refused is not None else (
        unreadable.problem if unreadable is not None else None)
    if failure is not None and not actions:
        # The opening itself is not what the setup makes: there is no game to offer.
        raise StorageError(failure)
    told = None if failure is None else problem(StorageMessage.JOURNAL_DAMAGED, path=path, good=1 + len(actions),
                                                problem=failure)
    return KeptGame(path, kind, header, game, tuple(actions), lines, failure, good_size, torn, saved, format_, told)


# ----- archiving -----


def archive(path: Path, kind: JournalGame[Any, Any], started: datetime | None = None, *, mark: str = "") -> Path:
    """Move a journal into the `archive/` subfolder beside it, named by when its session started
    (`<prefix>-<started><mark>.jsonl`)."""
    folder = path.parent / ARCHIVE_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    stamp = (started.astimezone() if started is not None else datetime.now()).strftime(_STAMP)
    target = folder / f"{kind.archive_prefix}-{stamp}{mark}.jsonl"
    counter = 1
    while os.path.lexists(target):
        counter += 1
        target = folder / f"{kind.archive_prefix}-{stamp}-{counter}{mark}.jsonl"
    os.replace(path, target)
    fsync_folder(folder)
    fsync_folder(path.parent)
    return target


def archived_journals(folder: Path, kind: JournalGame[Any, Any]) -> list[Path]:
    """The archived journals of `kind` in `folder`, oldest first (not those of release 0.1.0 that went on in
    format 2: their games are in the journals that followed them)."""
    pattern = re.compile(re.escape(kind.archive_prefix) + r"-\d{8}-\d{6}(-\d+)?\.jsonl")
    found = (folder / ARCHIVE_FOLDER).glob(f"{kind.archive_prefix}-*.jsonl")
    return sorted(p for p in found if pattern.fullmatch(p.name))


# ----- writing -----


def _line(data: dict[str, object]) -> bytes:
    # Strict UTF-8: a text no file can hold (a lone surrogate) raises here, and the write is reported.
    return (json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False) + "\n").encode("utf-8")


def header_line(kind: JournalGame[HeaderT, Any], header: HeaderT) -> bytes:
    """The header as its line of the journal."""
    return _line({"journal": JOURNAL_MARK, "format": JOURNAL_FORMAT, "game": kind.kind.value,
                  "app_version": header.app_version, "started": header.started.isoformat(timespec="seconds"),
                  **kind.header_json(header)})


def action_line(number: int, action: RecordedAction[Any, Any]) -> bytes:
    """Action `number` (from 1) as its line of the journal."""
    return _line({"action": number, "moves": [move.to_json() for move in action.moves],
                  "events": [event.to_json() for event in action.events]})


class Journal(Generic[HeaderT, GameT]):
    """Keeps the running game's journal: `claim` the lock, `begin` a game (or `adopt` a kept one), `record` each
    action as the controller publishes it (one write and one fsync), `close`, `release`; a game that ends goes
    to the archive, and `begin` sends the current journal there too.

    Every verb that writes returns the problem it met, the first time (a `StorageProblem`); the journal then
    stops (`problem` keeps it) and the game goes on without it.
    """

    def __init__(self, kind: JournalGame[HeaderT, GameT], folder: Path) -> None:
        self.kind = kind
        """Which game's journal."""
        self.folder = folder
        """The data folder."""
        self.header: HeaderT | None = None
        """The game being recorded (None: none)."""
        self.actions = 0
        """How many actions the current journal holds."""
        self.problem: StorageProblem | None = None
        """The write that failed (the journal is off until the next `begin` or `adopt`)."""
        self.locked_out = False
        """Another running game holds the folder: this one keeps no journal."""
        self._descriptor: int | None = None
        self._lock: QLockFile | None = None

    @property
    def path(self) -> Path:
        """The current journal's file."""
        return self.folder / self.kind.current_name

    @property
    def is_open(self) -> bool:
        """Whether a game is being recorded."""
        return self.header is not None and self.problem is None and not self.locked_out

    def claim(self) -> StorageProblem | None:
        """Take the game's journal for this running window; while another running game holds it, say so (the
        journal stays off). A lock left by a killed game is taken over. A folder that cannot be made counts as
        claimed: the first write then says why."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return None
        lock = QLockFile(str(self.folder / self.kind.lock_name))
        lock.setStaleLockTime(0)  # stale only when its game is gone, however long a game lasts
        if not lock.tryLock(0) and lock.error() is QLockFile.LockError.LockFailedError:
            self.locked_out = True
            return problem(StorageMessage.JOURNAL_LOCKED, game=self.kind.kind, folder=self.folder)
        self._lock = lock
        return None

    def release(self) -> None:
        """Close the journal (it stays current) and let another game take the folder."""
        self.close()
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def begin(self, header: HeaderT) -> StorageProblem | None:
        """A new game: the current journal, if any, goes to the archive; the new one is written with its first
        action, in one step. Nothing is done while another game holds the folder (`claim`)."""
        self.close()
        if self.locked_out:
            return None
        self.header, self.actions, self.problem = header, 0, None
        try:
            if os.path.isdir(self.path) and not os.path.islink(self.path):
                # Not a journal: neither archived nor written over (the first write would fail on it anyway).
                raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(self.path))
            if os.path.lexists(self.path):
                archive(self.path, self.kind)
        except OSError as error:
            return self._fail(error)
        return None

    def adopt(self, kept: KeptGame[HeaderT, GameT]) -> StorageProblem | None:
        """Go on recording a kept game (see the module docstring: a clean journal of format 2 is appended to,
        with a torn last line cut off; any other is written anew with the good actions)."""
        self.close()
        if self.locked_out:
            return None
        self.header, self.actions, self.problem = kept.header, len(kept.actions), None
        try:
            if kept.clean and kept.format == JOURNAL_FORMAT and kept.path == self.path:
                descriptor = os.open(self.path, os.O_WRONLY | os.O_APPEND)
                try:
                    if kept.torn_line:
                        os.ftruncate(descriptor, kept.good_size)
                        os.fsync(descriptor)
                except OSError:
                    os.close(descriptor)
                    raise
                self._descriptor = descriptor
                return None
            data = header_line(self.kind, kept.header) + b"".join(
                action_line(number, action) for number, action in enumerate(kept.actions, start=1))
            if kept.clean and kept.path == self.path and os.path.lexists(self.path):
                # Release 0.1.0's file: kept in the archive, and the game goes on in format 2.
                archive(self.path, self.kind, kept.header.started, mark=SUPERSEDED_MARK)
            elif os.path.lexists(self.path):
                # A damaged journal that could not be set aside is never written over.
                raise FileExistsError(17, os.strerror(17), str(self.path))
            self._create(data)
        except WRITE_ERRORS as error:
            return self._fail(error)
        return None

    def record(self, action: RecordedAction[Any, Any]) -> StorageProblem | None:
        """One completed action (the controller's `actionPlayed`): its line is written and fsync'ed; an action that
        ends the game sends the journal to the archive."""
        if not self.is_open or not action.events:
            return None
        header = self.header
        assert header is not None
        try:
            line = action_line(self.actions + 1, action)
            if self._descriptor is None:
                self._create(header_line(self.kind, header) + line)
            else:
                _write_all(self._descriptor, line)
                os.fsync(self._descriptor)
            self.actions += 1
            if any(isinstance(event, self.kind.end_type) for event in action.events):
                self.close()
                archive(self.path, self.kind, header.started)
        except WRITE_ERRORS as error:
            return self._fail(error)
        return None

    def close(self) -> None:
        """Close the file; the journal stays current, for resuming."""
        if self._descriptor is not None:
            with contextlib.suppress(OSError):
                os.close(self._descriptor)
            self._descriptor = None
        self.header = None

    def _create(self, data: bytes) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(self.path, data)  # the folder is fsync'ed after the rename
        self._descriptor = os.open(self.path, os.O_WRONLY | os.O_APPEND)

    def _fail(self, error: BaseException) -> StorageProblem:
        header = self.header
        self.close()
        self.header = header  # still the game being played: `is_open` is False through `problem`
        self.problem = problem(StorageMessage.JOURNAL_WRITE, path=self.path, detail=system_detail(error))
        return self.problem


def _write_all(descriptor: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(descriptor, view)
        view = view[written:]


__all__ = [
    "ARCHIVE_FOLDER",
    "CASINO",
    "JOURNAL_FORMAT",
    "MAX_JOURNAL_BYTES",
    "SHTOSS",
    "CasinoHeader",
    "Journal",
    "JournalGame",
    "JournalTrouble",
    "KeptCasino",
    "KeptGame",
    "KeptShtoss",
    "ShtossHeader",
    "action_line",
    "archive",
    "archived_journals",
    "default_folder",
    "header_line",
    "load_kept",
    "read_clean_journal",
    "read_journal",
]
