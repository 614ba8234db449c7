"""The casino game in progress, kept as it is played (`CasinoJournal`); the casino table's settings are the
`casino_*` settings of the one schema (storage/settings.py).

The journal follows storage/journal.py's approach with a file of its own, `casino-session.jsonl` in the data
folder: a header line (the rules, the human's name, whether he watches, the seed, the computer players' seed,
when the game started) and then one line per action with the core's records of it (`CasinoEvent.to_json`), each
line fsync'ed as it is written. Reading it back replays the records into a `CasinoGame` (`CasinoGame.replay`); a
torn last line (a kill mid-write) is dropped; anything else damaged, foreign, or a log whose money does not add up,
is set aside (`casino-session.jsonl.corrupt-<timestamp>`) and said in `problem`. A new game moves the kept one to
the data folder's `archive/` (`casino-<started>.jsonl`, beside the shtoss sessions, which are `session-*`).

One running window at a time keeps the casino journal: `CasinoJournal.claim` takes `casino-session.lock` (a lock
left by a killed game is taken over); a second window neither offers the kept game nor writes the journal.

Its messages are still worded here (context "CasinoStore"), as the shtoss journal words its own: the one journal
of both games, which comes next, reports them as data like the settings do.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QLockFile

from shtoss_desktop.core.casino.game import CasinoEvent, CasinoGame, CasinoSessionStarted
from shtoss_desktop.core.casino.rules import CasinoRules, CasinoRulesError
from shtoss_desktop.core.jsonio import JsonInputError, load_json, read_limited
from shtoss_desktop.storage.atomic import atomic_write_bytes, fsync_folder, set_aside
from shtoss_desktop.storage.journal import ARCHIVE_FOLDER, default_folder

translate = QCoreApplication.translate

JOURNAL_NAME: Final = "casino-session.jsonl"
"""The casino game in progress, in the data folder."""
LOCK_NAME: Final = "casino-session.lock"
"""The lock that lets one running window at a time keep the casino journal (`CasinoJournal.claim`)."""
JOURNAL_KIND: Final = "shtoss-desktop casino journal"
"""The header's `kind`: a file without it is not ours."""
MAX_JOURNAL_BYTES: Final = 64 << 20
"""A larger journal is not ours (a whole evening of shoes is a few megabytes)."""


def journal_path() -> Path:
    """`casino-session.jsonl` in the application's data folder."""
    return default_folder() / JOURNAL_NAME


@dataclass(frozen=True, slots=True)
class KeptCasino:
    """A casino game read back from its journal."""

    rules: CasinoRules
    """The table's rules."""
    human: str
    """The human's name at the table."""
    watch: bool
    """He only watched."""
    seed: int | None
    """The session's seed, if it had one."""
    game: CasinoGame
    """The game, replayed from the records."""
    players_seed: int | None = None
    """The computer players' seed (None in a journal written before it was kept)."""
    started: datetime | None = None
    """When the game started (UTC; None in a journal written before it was kept)."""
    saved: datetime | None = None
    """When the journal was last written (the file's time, UTC)."""


def _line(data: object) -> bytes:
    return (json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


class CasinoJournal:
    """The casino game in progress, written as it is played (see the module docstring)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else journal_path()
        self.problem = ""
        """What went wrong reading or writing the journal ("" when nothing did)."""
        self.locked_out = False
        """Another running window keeps the casino journal: this one neither reads nor writes it."""
        self._lock: QLockFile | None = None
        self._written = 0

    def claim(self) -> bool:
        """Take the casino journal for this window; False (and `locked_out`, `problem` saying why) while another
        running window holds it. A lock left by a killed game is taken over; a folder that cannot be made counts
        as claimed (the first write says why)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        lock = QLockFile(str(self.path.parent / LOCK_NAME))
        lock.setStaleLockTime(0)  # stale only when its window's process is gone, however long a game lasts
        if not lock.tryLock(0) and lock.error() is QLockFile.LockError.LockFailedError:
            self.locked_out = True
            self.problem = translate(
                "CasinoStore", "Another casino window is keeping its game in {folder}: this game is not kept, and "
                "cannot be resumed if it is interrupted.").format(folder=self.path.parent)
            return False
        self._lock = lock
        return True

    def release(self) -> None:
        """Let another window take the casino journal (the kept game stays, for resuming)."""
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def start(self, kept: KeptCasino | None = None, *, rules: CasinoRules | None = None, human: str = "",
              watch: bool = False, seed: int | None = None, players_seed: int | None = None,
              log: tuple[CasinoEvent, ...] = ()) -> None:
        """Begin the journal of a new game (the kept one, if any, goes to the archive), or go on with `kept`'s.
        Nothing is done while another window holds the journal."""
        if self.locked_out:
            return
        if kept is not None:
            self._written = len(kept.game.log)
            return
        assert rules is not None
        header = {"kind": JOURNAL_KIND, "version": 1, "rules": rules.to_json(), "human": human, "watch": watch,
                  "seed": seed, "players_seed": players_seed,
                  "started": datetime.now(UTC).isoformat(timespec="seconds")}
        data = _line(header) + (_line([event.to_json() for event in log]) if log else b"")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if os.path.lexists(self.path):
                self.archive()
            atomic_write_bytes(self.path, data)
            self._written = len(log)
        except OSError as error:
            self._fail(error)

    def record(self, log: tuple[CasinoEvent, ...]) -> None:
        """Write the records of `log` not yet written, as one line (one action), and fsync it."""
        new = log[self._written:]
        if not new or self.problem or self.locked_out:
            return
        try:
            descriptor = os.open(self.path, os.O_WRONLY | os.O_APPEND)
            try:
                data = _line([event.to_json() for event in new])
                while data:
                    data = data[os.write(descriptor, data):]
                os.fsync(descriptor)
            finally:
                os.close(descriptor)
            self._written = len(log)
        except OSError as error:
            self._fail(error)

    def archive(self) -> Path:
        """Move the kept game to the data folder's `archive/` (named by when it was last written); where it went."""
        folder = self.path.parent / ARCHIVE_FOLDER
        folder.mkdir(parents=True, exist_ok=True)
        stamp = datetime.fromtimestamp(self.path.stat().st_mtime).strftime("%Y%m%d-%H%M%S")
        target = folder / f"casino-{stamp}.jsonl"
        counter = 1
        while target.exists():
            counter += 1
            target = folder / f"casino-{stamp}-{counter}.jsonl"
        os.replace(self.path, target)
        fsync_folder(folder)
        fsync_folder(self.path.parent)
        return target

    def discard(self) -> None:
        """Forget the kept game (the file is removed)."""
        try:
            self.path.unlink(missing_ok=True)
            fsync_folder(self.path.parent)
        except OSError as error:
            self._fail(error)
        self._written = 0

    def _fail(self, error: OSError) -> None:
        self.problem = translate("CasinoStore", "The casino game cannot be kept in {path}: {error}").format(
            path=self.path, error=error.strerror or str(error))

    def load(self) -> KeptCasino | None:
        """The game kept in the journal; None when there is none, or when it was damaged (then set aside and
        said in `problem`)."""
        if self.locked_out or not os.path.lexists(self.path):
            return None
        try:
            return self._read()
        except (OSError, JsonInputError, CasinoRulesError, ValueError) as error:
            text = str(error) if isinstance(error, CasinoRulesError) else getattr(error, "message", None) or str(error)
        try:
            aside = set_aside(self.path)
        except OSError:
            aside = self.path
        self.problem = translate(
            "CasinoStore", "The kept casino game in {path} could not be read ({problem}); it is kept as {aside}."
        ).format(path=self.path, problem=text, aside=aside.name)
        return None

    def _read(self) -> KeptCasino:
        lines = read_limited(self.path, MAX_JOURNAL_BYTES).split(b"\n")
        if lines and not lines[-1].strip():
            lines.pop()
        elif lines:
            lines.pop()  # a torn last line: the action it began was never completed
        if not lines:
            raise ValueError("the journal is empty")
        header = load_json(lines[0])
        if not isinstance(header, dict) or header.get("kind") != JOURNAL_KIND or header.get("version") != 1:
            raise ValueError("it is not a casino journal")
        rules = CasinoRules.from_json(header.get("rules"))
        human, watch, seed = header.get("human"), header.get("watch"), header.get("seed")
        players_seed, started_text = header.get("players_seed"), header.get("started")
        if not isinstance(human, str) or not isinstance(watch, bool) or not (seed is None or type(seed) is int):
            raise ValueError("its header has a value of the wrong type")
        if not (players_seed is None or type(players_seed) is int):
            raise ValueError("its header has a value of the wrong type")
        started = _moment(started_text)
        log: list[CasinoEvent] = []
        for number, line in enumerate(lines[1:], start=2):
            records = load_json(line)
            if not isinstance(records, list) or not records:
                raise ValueError(f"line {number} is not a list of records")
            log += [CasinoEvent.from_json(record) for record in records]
        first = log[0] if log else None
        if not isinstance(first, CasinoSessionStarted):
            raise ValueError("the game's records do not begin with the players sitting down")
        try:
            # `apply` trusts its records: one that does not follow from those before it fails in there.
            game = CasinoGame.replay(rules, log)
        except (KeyError, TypeError, ValueError, IndexError):
            raise ValueError("a record does not follow from the ones before it") from None
        start = sum(balance for _, balance in first.balances)
        balances = game.balances()
        if sum(balances.values()) + game.layout_total + game.house_result != start or min(balances.values()) < 0:
            raise ValueError("the money in its records does not add up")
        self._written = len(log)
        saved = datetime.fromtimestamp(self.path.stat().st_mtime, UTC)
        return KeptCasino(rules, human, watch, seed, game, players_seed, started, saved)


def _moment(text: object) -> datetime | None:
    """The header's `started` (absent in older journals)."""
    if text is None:
        return None
    try:
        when = datetime.fromisoformat(text) if isinstance(text, str) else None
    except ValueError:
        when = None
    if when is None or when.tzinfo is None:
        raise ValueError("its header has a value of the wrong type")
    return when


__all__ = [
    "JOURNAL_NAME",
    "LOCK_NAME",
    "CasinoJournal",
    "KeptCasino",
    "journal_path",
]
