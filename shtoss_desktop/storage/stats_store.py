"""The statistics kept across sessions of both games: an SQLite database in the data folder, an index of the journals.

`statistics.sqlite` beside the journals holds, for every session of the human's that replays clean (the archived
journals, and the current one as each deal or shoe ends), its ledger (core/ledger.py): every stake decided, with
its exact expectation, and the totals per part he played. It is only an index: whatever it lacks is read again
from the journals (`sync`), and a database that is missing, damaged, not a database or of another schema version
is set aside (`statistics.sqlite.corrupt-<stamp>`, said as a `StorageProblem`) and built again from the archive.
A journal that does not replay clean is not counted, and `sync` says so.

The schema (`SCHEMA_VERSION` in `PRAGMA user_version`):

- `sessions(id, key UNIQUE, game, started, human, seed, source)`: one per session (`key`: game, start and
  player; `source`: the journal's file name, `archive/<name>` or the current journal's name);
- `totals(session, role, deals, stakes, won, lost, biggest_win, biggest_loss, win_series, loss_series,
  expectation, variance)`: a session's totals per part (`role` `punter`, `banker`, or `all` for the whole
  session); the exact `expectation` and `variance` as fractions in text (`"-33/833"`), and as floats
  (`expected`, `spread`: for the window, which shows them rounded), the money in integers;
- `stakes(session, seq, deal, role, position, result, amount, expectation, expected)`: every stake decided, in
  order (`expected`: the expectation as a float, for plots);
- `journals(name UNIQUE, size, mtime_ns, session)`: which journal files are indexed, as they were then;
- `meta(key, value)`: `reset`, the moment of the last reset (sessions started before it are not counted).

Reading the statistics (the window's `totals`, `sessions`, `session_stakes`, `by_position`) touches the database
only, never a journal: opening the window with a thousand archived sessions costs a few queries.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from datetime import datetime
from fractions import Fraction
from pathlib import Path
from typing import Any, Final

import msgspec

from shtoss_desktop.core.casino.events import CasinoSessionStarted
from shtoss_desktop.core.casino.expectation import CasinoLedgerReader, casino_ledger
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.ledger import Ledger, LedgerReader, StakeResult, Totals
from shtoss_desktop.core.machine import Record
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import SessionStarted
from shtoss_desktop.core.shtoss.expectation import ShtossLedgerReader, shtoss_ledger
from shtoss_desktop.storage.atomic import set_aside
from shtoss_desktop.storage.deal_ends import ends_deal
from shtoss_desktop.storage.journal import (
    ARCHIVE_FOLDER,
    CASINO,
    SHTOSS,
    JournalGame,
    JournalTrouble,
    archived_journals,
    header_line,
    read_clean_journal,
)
from shtoss_desktop.storage.journal_games import CasinoHeader, ShtossHeader
from shtoss_desktop.storage.problems import StorageMessage, StorageProblem, problem, system_detail

SCHEMA_VERSION: Final = 2
"""The layout of the database this version writes (another is set aside and built again)."""
STATS_NAME: Final = "statistics.sqlite"
"""The database's file in the data folder."""
ALL: Final = "all"
"""The `role` of a session's totals over every part."""

_SCHEMA: Final = """
CREATE TABLE sessions(id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, game TEXT NOT NULL, started TEXT NOT NULL,
                      human TEXT NOT NULL, seed TEXT, source TEXT NOT NULL);
CREATE TABLE totals(session INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE, role TEXT NOT NULL,
                    deals INTEGER NOT NULL, stakes INTEGER NOT NULL, won INTEGER NOT NULL, lost INTEGER NOT NULL,
                    biggest_win INTEGER NOT NULL, biggest_loss INTEGER NOT NULL, win_series INTEGER NOT NULL,
                    loss_series INTEGER NOT NULL, expectation TEXT NOT NULL, variance TEXT NOT NULL,
                    expected REAL NOT NULL, spread REAL NOT NULL,
                    PRIMARY KEY(session, role));
CREATE TABLE stakes(session INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE, seq INTEGER NOT NULL,
                    deal INTEGER NOT NULL, role TEXT NOT NULL, position INTEGER NOT NULL, result TEXT NOT NULL,
                    amount INTEGER NOT NULL, expectation TEXT NOT NULL, expected REAL NOT NULL,
                    PRIMARY KEY(session, seq));
CREATE TABLE journals(name TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL,
                      session INTEGER REFERENCES sessions(id) ON DELETE SET NULL);
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE INDEX sessions_game ON sessions(game, started);
"""
_TABLES: Final = frozenset({"sessions", "totals", "stakes", "journals", "meta"})


class Summary(msgspec.Struct, frozen=True):
    """The totals of some sessions: how many, and the sums of their stakes."""

    sessions: int
    """Sessions counted."""
    totals: Totals
    """Their totals (the longest series: the longest within one session)."""


class Overview(msgspec.Struct, frozen=True):
    """The totals of some sessions as the window shows them: the money and counts exact, the expectation and its
    variance as floats (summed by the database: a thousand sessions' exact fractions take a while to add)."""

    sessions: int
    """Sessions counted."""
    deals: int
    """Deals (shoes) played."""
    stakes: int
    """Stakes decided."""
    won: int
    """The gains of the stakes won."""
    lost: int
    """The losses of the stakes lost (positive)."""
    biggest_win: int
    """The largest gain on one stake."""
    biggest_loss: int
    """The largest loss on one stake."""
    win_series: int
    """The longest run of stakes won (within one session)."""
    loss_series: int
    """The longest run of stakes lost."""
    expected: float
    """The expected result of the stakes (the float of `Totals.expectation`)."""
    variance: float
    """The variance of the result."""

    @property
    def net(self) -> int:
        """Won less lost."""
        return self.won - self.lost

    @property
    def luck(self) -> float:
        """The result less its expectation."""
        return self.net - self.expected


class SessionPoint(msgspec.Struct, frozen=True):
    """One session for the plots: its result, its expectation and variance (floats, for drawing)."""

    id: int
    """Its row."""
    game: GameKind
    """Which game."""
    started: datetime
    """When it started."""
    seed: int | None
    """Its seed."""
    net: int
    """Its result in the part asked."""
    expected: float
    """The expectation of that result."""
    variance: float
    """Its variance."""


class SessionLine(msgspec.Struct, frozen=True):
    """One session in the statistics, with its totals for the part asked."""

    id: int
    """Its row."""
    game: GameKind
    """Which game."""
    started: datetime
    """When it started."""
    seed: int | None
    """Its seed, so that it can be played again."""
    source: str
    """The journal it was read from (a name in the data folder)."""
    totals: Totals
    """Its totals for the part asked."""


class StakePoint(msgspec.Struct, frozen=True):
    """One stake of a session, for its plot and its data."""

    seq: int
    """Its place in the session, from 1."""
    deal: int
    """The deal or shoe."""
    role: Role
    """The human's part."""
    position: int
    """The abzug or turn that decided it."""
    result: StakeResult
    """Won, lost or even."""
    amount: int
    """The human's gain."""
    expectation: Fraction
    """Its exact expectation."""


def session_key(kind: JournalGame[Any, Any], header: ShtossHeader | CasinoHeader) -> str:
    """What tells one session from another, whichever journal holds it (current, then archived, or the live
    session's header): its game and a digest of its header line as the journal writes it (the start to the second,
    the setup, the seed, the players)."""
    digest = hashlib.sha256(header_line(kind, header)).hexdigest()[:32]
    return f"{kind.kind.value}|{digest}"


def ledger_of(kind: JournalGame[Any, Any], header: ShtossHeader | CasinoHeader, log: Sequence[Record]) -> Ledger:
    """The human's ledger of a session of either game (none when he only watched)."""
    if header.role is Role.WATCH:
        return Ledger((), {})
    if isinstance(header, ShtossHeader):
        return shtoss_ledger(header.setup.rules, log, header.human_name)  # type: ignore[arg-type]
    return casino_ledger(header.setup.rules, log, header.human_name)  # type: ignore[arg-type]


def reader_of(kind: JournalGame[Any, Any], header: ShtossHeader | CasinoHeader, first: Record
              ) -> LedgerReader[Any] | None:
    """A reader of the human's ledger from a session's first record on (None when he only watches, or the record
    is not a session's first)."""
    if header.role is Role.WATCH:
        return None
    if isinstance(header, ShtossHeader) and isinstance(first, SessionStarted):
        return ShtossLedgerReader(header.setup.rules, first, header.human_name)
    if isinstance(header, CasinoHeader) and isinstance(first, CasinoSessionStarted) and (
            header.human_name in first.players):
        return CasinoLedgerReader(header.setup.rules, first, header.human_name)
    return None


class LiveCount:
    """A session being played, counted as it goes: its records fed as the controller publishes them (never read
    again from the start), the ledger written at the end of each deal (shoe) and of the session."""

    def __init__(self, store: StatsStore, kind: JournalGame[Any, Any], header: ShtossHeader | CasinoHeader) -> None:
        self.store = store
        self.kind = kind
        self.header = header
        self._reader: LedgerReader[Any] | None = None
        self._started = False

    def feed(self, records: Sequence[Record]) -> StorageProblem | None:
        """The records of an action (or a kept game's whole log); at a deal's end the count is written (the
        problem, if a write fails)."""
        for record in records:
            if not self._started:
                self._started = True
                self._reader = reader_of(self.kind, self.header, record)
            elif self._reader is not None:
                self._reader.feed(record)
        if not ends_deal(self.kind.kind, records):
            return None
        ledger = self._reader.ledger() if self._reader is not None else Ledger((), {})
        return self.store.record_ledger(self.kind, self.header, ledger, self.kind.current_name)


def _fraction(text: str) -> Fraction:
    return Fraction(text)


def _role_value(role: Role | None) -> str:
    return ALL if role is None else role.value


class StatsStore:
    """The statistics database of a data folder (see the module docstring). `open` first; every verb that writes
    returns the problem it met (`StorageProblem`), the first time; the store then stops (`problem`)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        """The data folder (the journals' and the database's)."""
        self.problem: StorageProblem | None = None
        """Why the statistics cannot be kept (None: they are)."""
        self.changed = False
        """Whether the last `sync` counted or forgot anything."""
        self._db: sqlite3.Connection | None = None

    @property
    def path(self) -> Path:
        """The database's file."""
        return self.folder / STATS_NAME

    @property
    def is_open(self) -> bool:
        """Whether the database is open."""
        return self._db is not None

    # ----- opening -----

    def open(self, *, check: bool = True) -> StorageProblem | None:
        """Open the database, making it if it is missing; one that cannot be used is set aside and made anew (said
        once). Returns the problem, if any (the store is then closed when even a new one cannot be made); a data
        folder that cannot be made is not said here (the journal says it) but leaves the store closed. Without
        `check` the file is not checked first (a reader whose counting thread checks it: a damaged file then reads
        as empty)."""
        if self._db is not None:
            return None
        said: StorageProblem | None = None
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            # The journal's first write says it of the same folder: the statistics stay off, unsaid.
            self.problem = problem(StorageMessage.STATS_WRITE, path=self.path, detail=_detail(error))
            return None
        try:
            if check and os.path.lexists(self.path):
                why = self._unusable()
                if why is not None:
                    said = self._set_aside(why)
                    if self.problem is not None:
                        return said
            self._db = self._connect()
            if not self._tables():
                with self._db:
                    self._db.executescript(_SCHEMA)
                    self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except (OSError, sqlite3.Error) as error:
            self.close()
            self.problem = problem(StorageMessage.STATS_WRITE, path=self.path, detail=_detail(error))
            return self.problem
        return said

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=5, check_same_thread=False)
        db.execute("PRAGMA foreign_keys = ON")
        db.execute("PRAGMA journal_mode = WAL")
        return db

    def _tables(self) -> set[str]:
        assert self._db is not None
        return {row[0] for row in self._db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}

    def _unusable(self) -> StorageProblem | str | None:
        """Why the file there cannot be used (None: it can)."""
        if os.path.isdir(self.path) or not os.path.isfile(self.path):
            return problem(StorageMessage.NOT_REGULAR) if not os.path.isdir(self.path) else problem(
                StorageMessage.IS_FOLDER)
        try:
            db = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True, timeout=5)
            try:
                found = db.execute("PRAGMA user_version").fetchone()[0]
                checked = db.execute("PRAGMA quick_check").fetchone()[0]
                tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            finally:
                db.close()
        except sqlite3.Error as error:
            return str(error)
        if checked != "ok":
            return str(checked)
        if found != SCHEMA_VERSION or tables != _TABLES:
            return problem(StorageMessage.STATS_OTHER_SCHEMA, found=found, wanted=SCHEMA_VERSION)
        return None

    def _set_aside(self, why: StorageProblem | str) -> StorageProblem:
        for extra in ("-wal", "-shm"):
            with contextlib.suppress(OSError):
                os.remove(f"{self.path}{extra}")
        try:
            aside = set_aside(self.path)
        except OSError as error:
            self.problem = problem(StorageMessage.STATS_NOT_SET_ASIDE, path=self.path, detail=why,
                                   reason=system_detail(error))
            return self.problem
        return problem(StorageMessage.STATS_DAMAGED, path=self.path, detail=why, aside=aside.name)

    def close(self) -> None:
        """Close the database."""
        if self._db is not None:
            with contextlib.suppress(sqlite3.Error):
                self._db.close()
            self._db = None

    # ----- writing -----

    def record(self, kind: JournalGame[Any, Any], header: ShtossHeader | CasinoHeader, log: Sequence[Record],
               source: str) -> StorageProblem | None:
        """Count a session (a log the rules made) read from `source`, in place of what was counted of it before."""
        if self._db is None:
            return None
        return self.record_ledger(kind, header, ledger_of(kind, header, log), source)

    def record_ledger(self, kind: JournalGame[Any, Any], header: ShtossHeader | CasinoHeader, ledger: Ledger,
                      source: str) -> StorageProblem | None:
        """Count a session's `ledger` read from `source`, in place of what was counted of it before."""
        if self._db is None:
            return None
        try:
            if self._before_reset(header.started):
                return None
            with self._db:
                self._write(kind, header, ledger, source)
        except sqlite3.Error as error:
            return self._fail(error)
        return None

    def _write(self, kind: JournalGame[Any, Any], header: ShtossHeader | CasinoHeader, ledger: Ledger,
               source: str) -> int:
        assert self._db is not None
        game = kind.kind
        key = session_key(kind, header)
        self._db.execute("DELETE FROM sessions WHERE key = ?", (key,))
        seed = None if header.seed is None else str(header.seed)
        cursor = self._db.execute(
            "INSERT INTO sessions(key, game, started, human, seed, source) VALUES (?, ?, ?, ?, ?, ?)",
            (key, game.value, header.started.isoformat(timespec="seconds"), header.human_name, seed, source))
        session = cursor.lastrowid
        assert session is not None
        for role in (*ledger.roles, None):
            if role is None and not ledger.roles:
                continue
            t = ledger.totals(role)
            self._db.execute(
                "INSERT INTO totals VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (session, _role_value(role), t.deals, t.stakes, t.won, t.lost, t.biggest_win, t.biggest_loss,
                 t.win_series, t.loss_series, str(t.expectation), str(t.variance), float(t.expectation),
                 float(t.variance)))
        self._db.executemany(
            "INSERT INTO stakes VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            ((session, seq, line.deal, line.role.value, line.position, line.result.value, line.amount,
              str(line.expectation), float(line.expectation)) for seq, line in enumerate(ledger.lines, start=1)))
        return session

    def sync(self, stop: Callable[[], bool] = lambda: False,
             progress: Callable[[int, int], None] = lambda _done, _total: None) -> list[StorageProblem]:
        """Count every journal of the data folder not counted yet as it is (the archive's of both games, and the
        current ones), and forget those gone from the archive; the problems met: the journals not counted, and a
        write that failed. `stop` is asked before each journal read (True: the rest waits for the next sync), and
        `progress(done, total)` told after each (of the journals to read). `changed` then says whether anything
        counted changed."""
        self.changed = False
        if self._db is None:
            return []
        said: list[StorageProblem] = []
        try:
            known = {row[0]: (row[1], row[2]) for row in self._db.execute(
                "SELECT name, size, mtime_ns FROM journals")}
            present: dict[str, tuple[Path, JournalGame[Any, Any]]] = {}
            kinds: tuple[JournalGame[Any, Any], ...] = (SHTOSS, CASINO)
            for kind in kinds:
                for path in archived_journals(self.folder, kind):
                    present[f"{ARCHIVE_FOLDER}/{path.name}"] = (path, kind)
                current = self.folder / kind.current_name
                if current.is_file():
                    present[kind.current_name] = (current, kind)
            for name in known.keys() - present.keys():
                with self._db:
                    self._forget(name)
                self.changed = True
            with self._db:
                # A session counted live whose current journal is gone (archived, or set aside as damaged) is
                # counted again from its archived journal, or not at all.
                currents = [name for name in present if not name.startswith(f"{ARCHIVE_FOLDER}/")]
                marks = ", ".join("?" * len(currents))
                gone = self._db.execute(f"DELETE FROM sessions WHERE source NOT LIKE '{ARCHIVE_FOLDER}/%'"
                                        f" AND source NOT IN ({marks})", currents)
                self.changed |= gone.rowcount > 0
            to_read: list[tuple[str, Path, JournalGame[Any, Any], os.stat_result]] = []
            for name, (path, game) in sorted(present.items()):
                try:
                    info = path.stat()
                except OSError:
                    continue
                if known.get(name) != (info.st_size, info.st_mtime_ns):
                    to_read.append((name, path, game, info))
            for done, (name, path, game, info) in enumerate(to_read):
                if done:
                    progress(done, len(to_read))
                if stop():
                    break
                found = read_clean_journal(path, game)
                if isinstance(found, JournalTrouble):
                    said.append(problem(StorageMessage.STATS_NOT_COUNTED, file=name, problem=found.problem))
                    continue
                with self._db:
                    if name in known:
                        self._forget(name)
                    session: int | None = None
                    if not self._before_reset(found.header.started):
                        ledger = ledger_of(game, found.header, found.game.log)
                        session = self._write(game, found.header, ledger, name)
                    self._db.execute("INSERT OR REPLACE INTO journals VALUES (?, ?, ?, ?)",
                                     (name, info.st_size, info.st_mtime_ns, session))
                self.changed = True
        except sqlite3.Error as error:
            said.append(self._fail(error))
        return said

    def _forget(self, name: str) -> None:
        assert self._db is not None
        row = self._db.execute("SELECT session FROM journals WHERE name = ?", (name,)).fetchone()
        self._db.execute("DELETE FROM journals WHERE name = ?", (name,))
        if row is not None and row[0] is not None:
            self._db.execute("DELETE FROM sessions WHERE id = ? AND source = ?", (row[0], name))

    def _before_reset(self, started: datetime) -> bool:
        assert self._db is not None
        row = self._db.execute("SELECT value FROM meta WHERE key = 'reset'").fetchone()
        return row is not None and started.replace(microsecond=0) < datetime.fromisoformat(row[0])

    @property
    def reset_at(self) -> datetime | None:
        """The moment of the last reset (None: never reset)."""
        row = next(self._rows("SELECT value FROM meta WHERE key = 'reset'"), None)
        return None if row is None else datetime.fromisoformat(row[0])

    def reset(self, now: datetime | None = None) -> StorageProblem | None:
        """Forget everything counted (the player asked, and confirmed): from now on only sessions started after
        this moment are counted (the journals stay as they are)."""
        if self._db is None:
            return None
        moment = now if now is not None else datetime.now().astimezone()
        try:
            with self._db:
                self._db.execute("DELETE FROM sessions")
                self._db.execute("DELETE FROM journals")
                self._db.execute("INSERT OR REPLACE INTO meta VALUES ('reset', ?)",
                                 (moment.isoformat(timespec="seconds"),))
            self._db.execute("VACUUM")
        except sqlite3.Error as error:
            return self._fail(error)
        return None

    def _fail(self, error: BaseException) -> StorageProblem:
        self.close()
        self.problem = problem(StorageMessage.STATS_WRITE, path=self.path, detail=_detail(error))
        return self.problem

    # ----- reading -----

    def _rows(self, sql: str, params: Sequence[object] = ()) -> Iterator[tuple[Any, ...]]:
        if self._db is None:
            return iter(())
        try:
            return iter(self._db.execute(sql, params).fetchall())
        except sqlite3.Error:
            return iter(())

    @staticmethod
    def _where(game: GameKind | None, role: Role | None) -> tuple[str, list[object]]:
        clauses: list[str] = ["t.role = ?"]
        params: list[object] = [_role_value(role)]
        if game is not None:
            clauses.append("s.game = ?")
            params.append(game.value)
        return " AND ".join(clauses), params

    def summary(self, game: GameKind | None = None, role: Role | None = None) -> Summary:
        """The totals of every session counted of `game` (None: both) in `role` (None: every part)."""
        where, params = self._where(game, role)
        count = deals = stakes = won = lost = biggest_win = biggest_loss = win_series = loss_series = 0
        expectation = variance = Fraction()
        for row in self._rows(
                "SELECT t.deals, t.stakes, t.won, t.lost, t.biggest_win, t.biggest_loss, t.win_series, t.loss_series,"
                f" t.expectation, t.variance FROM totals t JOIN sessions s ON s.id = t.session WHERE {where}",
                params):
            count += 1
            deals, stakes, won, lost = deals + row[0], stakes + row[1], won + row[2], lost + row[3]
            biggest_win, biggest_loss = max(biggest_win, row[4]), max(biggest_loss, row[5])
            win_series, loss_series = max(win_series, row[6]), max(loss_series, row[7])
            expectation += _fraction(row[8])
            variance += _fraction(row[9])
        return Summary(count, Totals(deals, stakes, won, lost, biggest_win, biggest_loss, win_series, loss_series,
                                     expectation, variance))

    def overview(self, game: GameKind | None = None, role: Role | None = None) -> Overview:
        """`summary`'s figures as the window shows them, summed by the database (see `Overview`)."""
        where, params = self._where(game, role)
        row = next(self._rows(
            "SELECT COUNT(*), TOTAL(t.deals), TOTAL(t.stakes), TOTAL(t.won), TOTAL(t.lost), MAX(t.biggest_win),"
            " MAX(t.biggest_loss), MAX(t.win_series), MAX(t.loss_series), TOTAL(t.expected), TOTAL(t.spread)"
            f" FROM totals t JOIN sessions s ON s.id = t.session WHERE {where}", params), None)
        if row is None:
            return Overview(0, 0, 0, 0, 0, 0, 0, 0, 0, 0.0, 0.0)
        sessions, deals, stakes, won, lost, biggest_win, biggest_loss, win_series, loss_series = (
            int(value or 0) for value in row[:9])
        return Overview(sessions, deals, stakes, won, lost, biggest_win, biggest_loss, win_series, loss_series,
                        float(row[9]), float(row[10]))

    def session_points(self, game: GameKind | None = None, role: Role | None = None) -> list[SessionPoint]:
        """Every session counted of `game` in `role`, oldest first, for the plots."""
        where, params = self._where(game, role)
        return [SessionPoint(row[0], GameKind(row[1]), datetime.fromisoformat(row[2]),
                             None if row[3] is None else int(row[3]), row[4] - row[5], row[6], row[7])
                for row in self._rows(
                    "SELECT s.id, s.game, s.started, s.seed, t.won, t.lost, t.expected, t.spread FROM totals t"
                    f" JOIN sessions s ON s.id = t.session WHERE {where} ORDER BY s.started, s.id", params)]

    def sessions(self, game: GameKind | None = None, role: Role | None = None) -> list[SessionLine]:
        """Every session counted of `game` in `role`, oldest first, with its totals in that part."""
        where, params = self._where(game, role)
        out = []
        for row in self._rows(
                "SELECT s.id, s.game, s.started, s.seed, s.source, t.deals, t.stakes, t.won, t.lost, t.biggest_win,"
                " t.biggest_loss, t.win_series, t.loss_series, t.expectation, t.variance FROM totals t"
                f" JOIN sessions s ON s.id = t.session WHERE {where} ORDER BY s.started, s.id", params):
            totals = Totals(row[5], row[6], row[7], row[8], row[9], row[10], row[11], row[12], _fraction(row[13]),
                            _fraction(row[14]))
            out.append(SessionLine(row[0], GameKind(row[1]), datetime.fromisoformat(row[2]),
                                   None if row[3] is None else int(row[3]), row[4], totals))
        return out

    def session_stakes(self, session: int, role: Role | None = None) -> list[StakePoint]:
        """The stakes of one session (in `role`; None: all), in order."""
        sql = "SELECT seq, deal, role, position, result, amount, expectation FROM stakes WHERE session = ?"
        params: list[object] = [session]
        if role is not None:
            sql += " AND role = ?"
            params.append(role.value)
        return [StakePoint(row[0], row[1], Role(row[2]), row[3], StakeResult(row[4]), row[5], _fraction(row[6]))
                for row in self._rows(sql + " ORDER BY seq", params)]

    def by_position(self, game: GameKind | None = None, role: Role | None = None
                    ) -> dict[int, dict[StakeResult, int]]:
        """How many stakes were won, lost or even at each abzug (turn) position."""
        sql = ("SELECT k.position, k.result, COUNT(*) FROM stakes k JOIN sessions s ON s.id = k.session"
               " WHERE 1 = 1")
        params: list[object] = []
        if game is not None:
            sql += " AND s.game = ?"
            params.append(game.value)
        if role is not None:
            sql += " AND k.role = ?"
            params.append(role.value)
        out: dict[int, dict[StakeResult, int]] = {}
        for position, result, count in self._rows(sql + " GROUP BY k.position, k.result", params):
            out.setdefault(position, dict.fromkeys(StakeResult, 0))[StakeResult(result)] = count
        return dict(sorted(out.items()))


def _detail(error: BaseException) -> str:
    return system_detail(error) if isinstance(error, OSError) else str(error)


__all__ = [
    "ALL",
    "SCHEMA_VERSION",
    "STATS_NAME",
    "LiveCount",
    "Overview",
    "SessionLine",
    "SessionPoint",
    "StakePoint",
    "StatsStore",
    "Summary",
    "ledger_of",
    "reader_of",
    "session_key",
]
