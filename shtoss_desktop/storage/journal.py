"""The session journal: every completed action of a session, kept on disk so a killed game can resume.

The journal is a JSON-lines file, `session.jsonl`, in the application's data folder
(`QStandardPaths.AppDataLocation`, e.g. `~/.local/share/ShtossDesktop/shtoss-desktop/` on Linux, under
`$XDG_DATA_HOME` when that is set). Only one journal is current:

- line 1, the header: `{"journal": "shtoss-desktop", "format": 1, "app_version": ..., "started": ...,
  "rules": {...}, "role": ..., "human_name": ..., "seed": ..., "styles": [...], "computers": [[name,
  style], ...]}`, what is needed to set the session up again around its log;
- then one line per completed action: `{"action": n, "events": [<event record>, ...]}`, the records the
  controller published for that action (`Event.to_json()`), n counting from 1.

A line is the unit that reaches the disk whole: an action's records are written in one `write` and the
file is fsync'ed once per action, so after a kill the file holds every action up to some point and, at
worst, a torn last line, which the loader drops (the action it held was never completed). The first
line and the first action are written together through a temporary file and a rename, so a current
journal always holds a session. Anything else wrong (bad JSON, a foreign or newer file, a log that
does not replay to a sound table) is reported in one message and the file is set aside
(`<name>.corrupt-<timestamp>`); nothing is deleted.

A session that ended (its last record is `session_ended`) and a session replaced by a new game are
moved to the `archive/` subfolder, where later statistics read them. If the journal cannot be written
(full disk, read-only folder) `Journal.problem` says so once and play goes on without it. One running
game at a time keeps the journal: `Journal.claim` takes `session.lock` (a lock left by a killed game is
taken over); a second window plays on without one.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLockFile, QObject, QStandardPaths, Signal

from shtoss_desktop import __version__
from shtoss_desktop.core.jsonio import JsonInputError, load_json
from shtoss_desktop.core.machine import RecordError, RecordMessage
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import BankPutUp, Event, SessionEnded, SessionStarted
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules, RulesError
from shtoss_desktop.storage.atomic import atomic_write_bytes, fsync_folder, remove_temporaries, set_aside
from shtoss_desktop.storage.settings import json_message, rules_error_text

JOURNAL_FORMAT: Final = 1
"""The version of the journal's layout; a journal of another version is not read."""
JOURNAL_MARK: Final = "shtoss-desktop"
"""The header's `journal` value, which tells a journal from any other JSON-lines file."""
CURRENT_NAME: Final = "session.jsonl"
"""The current journal's file name in the data folder."""
LOCK_NAME: Final = "session.lock"
"""The lock that lets one running game at a time keep the current journal (`Journal.claim`)."""
ARCHIVE_FOLDER: Final = "archive"
"""The subfolder of the data folder that keeps finished and replaced sessions."""
MAX_JOURNAL_BYTES: Final = 64 * 1024 * 1024
"""The largest journal read (an evening's session is well under 1 MiB: about 1 KiB per action)."""
MAX_LINE_BYTES: Final = 1024 * 1024
"""The longest line read (an action holds at most a few dozen records)."""
MAX_LINE_DEPTH: Final = 8
"""The deepest nesting a line may have (a rules object inside a record inside an action: 5)."""
ROLES: Final = tuple(role.value for role in Role)
"""The human's parts a header may name (the core's `Role` values)."""

translate = QCoreApplication.translate

# The messages, listed for lupdate (context "Journal"); each is completed by the file's name first.
MSG_PREFIX: Final = QT_TRANSLATE_NOOP("Journal", "The kept game {path} could not be resumed: {problem}.")
MSG_ASIDE: Final = QT_TRANSLATE_NOOP("Journal", "The file was renamed to {name} so that nothing is lost; a new "
                                     "game begins.")
MSG_NOT_MOVED: Final = QT_TRANSLATE_NOOP("Journal", "It could not be renamed ({error}); a new game begins, and "
                                         "the file is left as it is.")
MSG_NOT_FILE: Final = QT_TRANSLATE_NOOP("Journal", "it is not a file")
MSG_UNREADABLE: Final = QT_TRANSLATE_NOOP("Journal", "it cannot be read ({error})")
MSG_TOO_LARGE: Final = QT_TRANSLATE_NOOP("Journal", "it is too large ({size} bytes, more than {limit})")
MSG_EMPTY: Final = QT_TRANSLATE_NOOP("Journal", "it holds no complete line")
MSG_LINE: Final = QT_TRANSLATE_NOOP("Journal", "line {line} {problem}")
MSG_LINE_TOO_LONG: Final = QT_TRANSLATE_NOOP("Journal", "is longer than {limit} bytes")
MSG_NOT_JOURNAL: Final = QT_TRANSLATE_NOOP("Journal", "it is not a Shtoss journal")
MSG_VERSION: Final = QT_TRANSLATE_NOOP("Journal", "it is a journal of format {found}; this version reads "
                                       "format {wanted}")
MSG_HEADER: Final = QT_TRANSLATE_NOOP("Journal", "its first line has a bad {key}: {value}")
MSG_HEADER_RULES: Final = QT_TRANSLATE_NOOP("Journal", "the rules in its first line are not valid: {detail}")
MSG_ACTION: Final = QT_TRANSLATE_NOOP("Journal", "line {line} is not an action record "
                                      "(an object with action {number} and a list of events)")
MSG_RECORD: Final = QT_TRANSLATE_NOOP("Journal", "line {line}: {detail}")
MSG_NO_SESSION: Final = QT_TRANSLATE_NOOP("Journal", "it does not begin with the players sitting down")
MSG_PLAYERS: Final = QT_TRANSLATE_NOOP("Journal", "its players do not match the setup in its first line")
MSG_REPLAY: Final = QT_TRANSLATE_NOOP("Journal", "its records do not replay to a game ({detail})")
MSG_UNSOUND: Final = QT_TRANSLATE_NOOP("Journal", "its records replay to a table where money was made or lost "
                                       "from nothing")
MSG_LOCKED: Final = QT_TRANSLATE_NOOP("Journal", "Another Shtoss window is keeping its game in {folder}: this "
                                      "game is not kept, and cannot be resumed if it is interrupted.")
MSG_WRITE: Final = QT_TRANSLATE_NOOP("Journal", "The game cannot be kept in {folder}: {error}. Play goes on, "
                                     "but if the game is interrupted it cannot be resumed.")

# The one table of the words for a record the core cannot read: each `RecordMessage` (core/machine.py) marked
# for lupdate (context "Journal") under its English, which is the member's value; tests/app/test_messages.py
# checks that every member is here, with its own English and a Russian text.
RECORD_MESSAGES: Final[dict[str, object]] = {
    RecordMessage.NOT_OBJECT: QT_TRANSLATE_NOOP("Journal", "a record must be a JSON object, not {value}"),
    RecordMessage.KIND: QT_TRANSLATE_NOOP("Journal", "{kind} is not a kind of record"),
    RecordMessage.WRONG_KIND: QT_TRANSLATE_NOOP("Journal", "a {expected} record was expected, not {kind}"),
    RecordMessage.MISSING: QT_TRANSLATE_NOOP("Journal", "the {kind} record has no {field}"),
    RecordMessage.UNKNOWN_KEY: QT_TRANSLATE_NOOP("Journal", "the {kind} record has a key {field} it does not know"),
    RecordMessage.VALUE: QT_TRANSLATE_NOOP("Journal", "the {kind} record's {field} must be {expected}, not {value}"),
    RecordMessage.RULES: QT_TRANSLATE_NOOP("Journal", "the {kind} record's rules are not valid: {detail}"),
    RecordMessage.NO_START: QT_TRANSLATE_NOOP("Journal", "a session's log starts with the players sitting down"),
}

# What the core says a record's value must be (`machine.Expected`, a parameter of `RecordMessage.VALUE`).
RECORD_EXPECTATIONS: Final = (
    QT_TRANSLATE_NOOP("Journal", "text"),
    QT_TRANSLATE_NOOP("Journal", "a whole number"),
    QT_TRANSLATE_NOOP("Journal", "true or false"),
    QT_TRANSLATE_NOOP("Journal", "a card written like 7D"),
    QT_TRANSLATE_NOOP("Journal", "a fraction written like 1/2"),
    QT_TRANSLATE_NOOP("Journal", "a list"),
    QT_TRANSLATE_NOOP("Journal", "a list of two items"),
)

_STAMP: Final = "%Y%m%d-%H%M%S"


def default_folder() -> Path:
    """The application's data folder, where the journal lives (set the application's name first)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def _tr(text: object) -> str:
    return translate("Journal", str(text))


def _show(value: object) -> str:
    text = repr(value) if not isinstance(value, str) else value
    return text if len(text) <= 40 else text[:37] + "..."


class JournalError(ValueError):
    """A journal that cannot be read; `message` is translated and names the problem (not the file)."""

    def __init__(self, message: str) -> None:
        self.message = message
        super().__init__(message)


def _record_error_text(error: RecordError) -> str:
    params = {key: rules_error_text(value) if isinstance(value, RulesError) else _tr(value) if isinstance(value, str)
              else value for key, value in error.params.items()}
    return _tr(RECORD_MESSAGES.get(error.template, error.template)).format(**params)


# ----- the header -----


@dataclass(frozen=True, slots=True)
class JournalHeader:
    """The journal's first line: how the session was set up, beside its log."""

    rules: HouseRules
    """The rules the session started with (later changes are `rules_changed` records)."""
    role: str
    """The human's part: punter, banker or watch."""
    human_name: str
    """The human's name at the table."""
    styles: tuple[PunterStyle, ...]
    """The computer punters' temperaments as chosen for the session."""
    computers: tuple[tuple[str, PunterStyle], ...]
    """Each computer player and his temperament (a computer banker has one for when he punts)."""
    seed: int | None = None
    """The session's seed, if it had one."""
    started: datetime = field(default_factory=lambda: datetime.now(UTC))
    """When the session started (UTC)."""
    app_version: str = __version__
    """The version of the game that wrote the journal."""

    def to_json(self) -> dict[str, object]:
        """The header line as a JSON object."""
        return {
            "journal": JOURNAL_MARK,
            "format": JOURNAL_FORMAT,
            "app_version": self.app_version,
            "started": self.started.isoformat(timespec="seconds"),
            "rules": self.rules.to_json(),
            "role": self.role,
            "human_name": self.human_name,
            "seed": self.seed,
            "styles": [style.value for style in self.styles],
            "computers": [[name, style.value] for name, style in self.computers],
        }

    @classmethod
    def from_json(cls, data: object) -> JournalHeader:
        """Read a header line; raise `JournalError` naming the first problem."""
        if not isinstance(data, dict) or data.get("journal") != JOURNAL_MARK:
            raise JournalError(_tr(MSG_NOT_JOURNAL))
        if type(data.get("format")) is not int or data.get("format") != JOURNAL_FORMAT:
            raise JournalError(_tr(MSG_VERSION).format(found=_show(data.get("format")), wanted=JOURNAL_FORMAT))
        known = {"journal", "format", "app_version", "started", "rules", "role", "human_name", "seed", "styles",
                 "computers"}

        def bad(key: str) -> JournalError:
            return JournalError(_tr(MSG_HEADER).format(key=key, value=_show(data.get(key, "—"))))

        unknown = sorted(str(key) for key in data if key not in known)
        if unknown:
            raise JournalError(_tr(MSG_HEADER).format(key=unknown[0], value=_show(data[unknown[0]])))
        app_version, started, role, human = (data.get(k) for k in ("app_version", "started", "role", "human_name"))
        if not isinstance(app_version, str) or len(app_version) > 40:
            raise bad("app_version")
        try:
            when = datetime.fromisoformat(started) if isinstance(started, str) else None
        except ValueError:
            when = None
        if when is None or when.tzinfo is None:
            raise bad("started")
        if role not in ROLES:
            raise bad("role")
        if not isinstance(human, str) or not human.strip() or len(human) > 100:
            raise bad("human_name")
        seed = data.get("seed")
        if seed is not None and type(seed) is not int:
            raise bad("seed")
        styles = _styles(data.get("styles"))
        if styles is None:
            raise bad("styles")
        computers = _computers(data.get("computers"))
        if computers is None:
            raise bad("computers")
        try:
            rules = HouseRules.from_json(data.get("rules"))
        except RulesError as error:
            raise JournalError(_tr(MSG_HEADER_RULES).format(detail=rules_error_text(error))) from None
        assert isinstance(role, str)
        return cls(rules, role, human, styles, computers, seed, when, app_version)


def _styles(value: object) -> tuple[PunterStyle, ...] | None:
    known = {style.value for style in PunterStyle}
    if not isinstance(value, list) or len(value) > 7 or not all(isinstance(v, str) and v in known for v in value):
        return None
    return tuple(PunterStyle(v) for v in value)


def _computers(value: object) -> tuple[tuple[str, PunterStyle], ...] | None:
    if not isinstance(value, list) or len(value) > 7:
        return None
    out = []
    for item in value:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)):
            return None
        style = _styles([item[1]])
        if style is None:
            return None
        out.append((item[0], style[0]))
    return tuple(out)


# ----- reading -----


@dataclass(frozen=True, slots=True)
class KeptSession:
    """A session found in the current journal, replayed to where its last completed action left it."""

    path: Path
    """The journal."""
    header: JournalHeader
    """Its setup."""
    events: tuple[Event, ...]
    """Every record of its complete actions."""
    game: Game
    """The game rebuilt from those records (`Game.replay`)."""
    actions: int
    """How many complete actions the journal holds."""
    good_size: int
    """The bytes up to the end of the last complete line (what follows is a torn line)."""
    torn_line: bool
    """A torn last line (an action being written when the game was killed) was dropped."""
    saved: datetime
    """When the journal was last written (local time)."""


@dataclass(frozen=True, slots=True)
class JournalTrouble:
    """A current journal that could not be resumed: what was wrong, and where the file went."""

    message: str
    """One translated message naming the file and the problem."""
    aside: Path | None
    """Where the file was set aside (None: it could not be moved)."""


def load_kept_session(folder: Path) -> KeptSession | JournalTrouble | None:
    """The session kept in `folder`'s current journal; None if there is none (or it had ended, and is now
    archived); a `JournalTrouble` if the journal is damaged or foreign (it is then set aside)."""
    path = folder / CURRENT_NAME
    with contextlib.suppress(OSError):  # what a kill in the middle of starting a journal left
        remove_temporaries(folder, re.escape(CURRENT_NAME))
    if not os.path.lexists(path):
        return None
    try:
        kept = read_journal(path)
    except JournalError as error:
        return _set_aside(path, error.message)
    if isinstance(kept.events[-1], SessionEnded):
        # Killed between writing the end of a session and archiving it: archive it now.
        with contextlib.suppress(OSError):
            archive(path, kept.header.started)
        return None
    return kept


def _set_aside(path: Path, problem: str) -> JournalTrouble:
    text = _tr(MSG_PREFIX).format(path=str(path), problem=problem)
    try:
        aside = set_aside(path)
    except OSError as error:
        return JournalTrouble(text + " " + _tr(MSG_NOT_MOVED).format(error=error.strerror or str(error)), None)
    return JournalTrouble(text + " " + _tr(MSG_ASIDE).format(name=aside.name), aside)


def read_journal(path: Path, *, max_bytes: int = MAX_JOURNAL_BYTES) -> KeptSession:
    """Read and replay a journal; raise `JournalError` naming the first problem. Changes nothing on disk."""
    try:
        if not path.is_file():
            raise JournalError(_tr(MSG_NOT_FILE))
        size = path.stat().st_size
        if size > max_bytes:
            raise JournalError(_tr(MSG_TOO_LARGE).format(size=size, limit=max_bytes))
        data = path.read_bytes()
        saved = datetime.fromtimestamp(path.stat().st_mtime)
    except OSError as error:  # a symlink loop, a folder without permission, a disk error
        raise JournalError(_tr(MSG_UNREADABLE).format(error=error.strerror or str(error))) from None
    if len(data) > max_bytes:
        raise JournalError(_tr(MSG_TOO_LARGE).format(size=len(data), limit=max_bytes))
    # Only lines that end in a newline were written whole; the rest is an action torn by a kill.
    good_size = data.rfind(b"\n") + 1
    torn = good_size < len(data)
    lines = data[:good_size].split(b"\n")[:-1]
    if not lines:
        raise JournalError(_tr(MSG_EMPTY))
    header = JournalHeader.from_json(_line_json(lines[0], 1))
    actions = [_action_events(_line_json(line, number + 1), number, number + 1)
               for number, line in enumerate(lines[1:], start=1)]
    if not actions or not isinstance(actions[0][0], SessionStarted):
        raise JournalError(_tr(MSG_NO_SESSION))
    _check_players(header, actions[0][0])
    game = _replay(header.rules, actions)
    return KeptSession(path, header, game.log, game, len(actions), good_size, torn, saved)


def _line_json(line: bytes, number: int) -> object:
    if len(line) > MAX_LINE_BYTES:
        raise JournalError(_tr(MSG_LINE).format(line=number, problem=_tr(MSG_LINE_TOO_LONG).format(
            limit=MAX_LINE_BYTES)))
    try:
        return load_json(line, max_bytes=MAX_LINE_BYTES, max_depth=MAX_LINE_DEPTH)
    except JsonInputError as error:
        raise JournalError(_tr(MSG_LINE).format(line=number, problem=json_message(error))) from None


def _action_events(data: object, number: int, line: int) -> list[Event]:
    if not (isinstance(data, dict) and set(data) == {"action", "events"} and data["action"] == number
            and type(data["action"]) is int and isinstance(data["events"], list) and data["events"]):
        raise JournalError(_tr(MSG_ACTION).format(line=line, number=number))
    try:
        return [Event.from_json(record) for record in data["events"]]
    except RecordError as error:
        raise JournalError(_tr(MSG_RECORD).format(line=line, detail=_record_error_text(error))) from None


def _check_players(header: JournalHeader, first: SessionStarted) -> None:
    """The setup must fit the table: the human sits there (unless watching), every other seat is a computer."""
    human = None if header.role == "watch" else header.human_name
    computers = [name for name, _ in header.computers]
    seated = [p for p in first.players if p != human]
    if (human is not None and human not in first.players) or sorted(computers) != sorted(seated):
        raise JournalError(_tr(MSG_PLAYERS))


def _replay(rules: HouseRules, actions: Sequence[Sequence[Event]]) -> Game:
    """The game the records make, checked after every action: the records may come from a foreign or
    edited file, and `Game.apply` trusts them (it replays what the game itself decided)."""
    first = actions[0][0]
    assert isinstance(first, SessionStarted)
    capital = sum(amount for _, amount in first.balances)
    players = {*first.players, None}
    try:
        game = Game.replay(rules, [first])
        for number, action in enumerate(actions):
            for event in action[1:] if number == 0 else action:
                if any(getattr(event, name, None) not in players for name in _PLAYER_FIELDS):
                    raise JournalError(_tr(MSG_PLAYERS))
                if isinstance(event, BankPutUp) and event.amount != sum(paid for _, paid in event.contributions):
                    raise JournalError(_tr(MSG_UNSOUND))
                game.apply(event)
            state = game.state()
            if state.total_money != capital or state.bank < 0 or any(amount < 0 for _, amount in state.balances):
                raise JournalError(_tr(MSG_UNSOUND))
    except JournalError:
        raise
    # A sequence the game never made can fail anywhere in applying it (a card not in the deck, a stake
    # that is not there), with any error: it is a damaged journal, not a fault of the program.
    except Exception as error:
        raise JournalError(_tr(MSG_REPLAY).format(detail=str(error) or type(error).__name__)) from None
    return game


_PLAYER_FIELDS: Final = ("punter", "player", "banker", "old_banker", "new_banker")
"""The fields of event records that name a player."""


# ----- archiving -----


def archive(path: Path, started: datetime | None = None) -> Path:
    """Move a journal into the `archive/` subfolder beside it (named by when its session started)."""
    folder = path.parent / ARCHIVE_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    stamp = (started.astimezone() if started is not None else datetime.now()).strftime(_STAMP)
    target = folder / f"session-{stamp}.jsonl"
    counter = 1
    while target.exists():
        counter += 1
        target = folder / f"session-{stamp}-{counter}.jsonl"
    os.replace(path, target)
    fsync_folder(folder)
    fsync_folder(path.parent)
    return target


def archived_sessions(folder: Path) -> list[Path]:
    """The archived journals in `folder`, oldest first."""
    pattern = re.compile(r"session-\d{8}-\d{6}(-\d+)?\.jsonl")
    found = (folder / ARCHIVE_FOLDER).glob("session-*.jsonl")
    return sorted(p for p in found if pattern.fullmatch(p.name))


# ----- writing -----


def _line(data: dict[str, object]) -> bytes:
    return (json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


class Journal(QObject):
    """Keeps the running session's journal: `begin` a session (or `adopt` a kept one), `record` each
    event the controller publishes, `commit` once each action is complete (one write and one fsync).

    If the disk refuses a write, `problem` is emitted once with a translated message and the journal
    stops; the game goes on.
    """

    problem = Signal(str)
    """The journal cannot be written (the message names the folder and the error)."""

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.header: JournalHeader | None = None
        self.actions = 0
        self.failed = False
        self._pending: list[Event] = []
        self._descriptor: int | None = None
        self._lock: QLockFile | None = None
        self.locked_out = False
        """Another running game holds the folder: this one keeps no journal."""

    def claim(self) -> bool:
        """Take the data folder's journal for this running game; False (and the journal stays off, having
        said so through `problem`) while another running game holds it. A lock left by a killed game is
        taken over. A folder that cannot be made counts as claimed: the first write then says why."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        lock = QLockFile(str(self.folder / LOCK_NAME))
        lock.setStaleLockTime(0)  # stale only when its game is gone, however long a game lasts
        if not lock.tryLock(0) and lock.error() is QLockFile.LockError.LockFailedError:
            self.locked_out = True
            self.problem.emit(_tr(MSG_LOCKED).format(folder=str(self.folder)))
            return False
        self._lock = lock
        return True

    def release(self) -> None:
        """Close the journal (it stays current) and let another game take the folder."""
        self.close()
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    @property
    def path(self) -> Path:
        """The current journal's file."""
        return self.folder / CURRENT_NAME

    @property
    def is_open(self) -> bool:
        """Whether a session is being recorded."""
        return self.header is not None and not self.failed and not self.locked_out

    def begin(self, header: JournalHeader) -> None:
        """A new session: the current journal, if any, goes to the archive; the new one is written at the
        first commit (with its first action, in one step). Nothing is done while another game holds the
        folder (`claim`)."""
        self._close()
        if self.locked_out:
            return
        self.header, self.actions, self.failed, self._pending = header, 0, False, []
        try:
            if os.path.lexists(self.path):
                archive(self.path)
        except OSError as error:
            self._fail(error)

    def adopt(self, kept: KeptSession) -> None:
        """Go on recording a kept session in its own journal (a torn last line is cut off first)."""
        self._close()
        if self.locked_out:
            return
        self.header, self.actions, self.failed, self._pending = kept.header, kept.actions, False, []
        try:
            descriptor = os.open(kept.path, os.O_WRONLY | os.O_APPEND)
            try:
                if kept.torn_line:
                    os.ftruncate(descriptor, kept.good_size)
                    os.fsync(descriptor)
            except OSError:
                os.close(descriptor)
                raise
            self._descriptor = descriptor
        except OSError as error:
            self._fail(error)

    def record(self, event: object) -> None:
        """One event of the action under way (the controller's `eventRecorded`)."""
        if self.is_open and isinstance(event, Event):
            self._pending.append(event)

    def commit(self) -> None:
        """The action is complete: write its records as one line and fsync (the controller's `changed`)."""
        if not self._pending or not self.is_open:
            return
        events, self._pending = self._pending, []
        line = _line({"action": self.actions + 1, "events": [event.to_json() for event in events]})
        assert self.header is not None
        try:
            if self._descriptor is None:
                self._create(_line(self.header.to_json()) + line)
            else:
                _write_all(self._descriptor, line)
                os.fsync(self._descriptor)
        except OSError as error:
            self._fail(error)
            return
        self.actions += 1
        if any(isinstance(event, SessionEnded) for event in events):
            self._close()
            try:
                archive(self.path, self.header.started)
            except OSError as error:
                self._fail(error)
                return
            self.header = None

    def close(self) -> None:
        """Write what is pending and close the file; the journal stays current, for resuming."""
        self.commit()
        self._close()
        self.header = None

    def _create(self, data: bytes) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(self.path, data)  # the folder is fsync'ed after the rename
        self._descriptor = os.open(self.path, os.O_WRONLY | os.O_APPEND)

    def _close(self) -> None:
        if self._descriptor is not None:
            with contextlib.suppress(OSError):
                os.close(self._descriptor)
            self._descriptor = None

    def _fail(self, error: OSError) -> None:
        self._close()
        self.failed = True
        self._pending = []
        self.problem.emit(_tr(MSG_WRITE).format(folder=str(self.folder), error=error.strerror or str(error)))


def _write_all(descriptor: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(descriptor, view)
        view = view[written:]
