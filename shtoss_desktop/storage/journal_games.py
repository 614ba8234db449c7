"""What each game brings to the one journal (storage/journal.py): its header, its records and its verified replay.

A `JournalGame` is the game's part of the journal, the way a python-chess variant is a board's: the file names
(`session.jsonl` / `casino-session.jsonl`, their locks, the archive's `session-*` / `casino-*`), the header's own
fields and how they are checked, the game's move and record families, the core's verified replay, and the reading
of the game's journals of release 0.1.0 (format 1), whose moves the core infers from their records. `SHTOSS` and
`CASINO` are the two; `JOURNAL_GAMES` finds one by its `GameKind`. The casino's core is imported when a casino
journal is read or written (`CasinoJournalGame`'s methods and record types), not with this module: the shtoss
window reads its journal through it at every start.

A header is read back as strictly as a rules file: every key known, every value of its type and within bounds,
the rules through the core's `from_json`, the names through the core's `check_name`, the seats through the game's
own set-up (`from_setup`, which the verified replay runs), and the human and the computer players must be exactly
the seats. A problem is a `StorageError` whose `StorageProblem` names it (the journal adds the line).

The two headers, as `to_json` writes them after the shared fields (`journal`, `format`, `game`, `app_version`,
`started`):

- shtoss: `rules`, `players` (in seat order), `banker` (who holds the first bank), `role` (punter, banker or
  watch), `human_name`, `seed` (or null), `styles` (the temperaments chosen for the computer punters) and
  `computers` (`[[name, style], ...]`: each computer player's temperament, a computer banker's among them);
- casino: `rules`, `players`, `role` (punter or watch), `human_name`, `seed`, `players_seed` (the computer
  players' seed, `app/casino/controller.round_rng`) and `computers`.
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, ClassVar, Final, Generic, TypeVar

import msgspec

from shtoss_desktop import __version__
from shtoss_desktop.core.errors import CoreError
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.machine import Machine, Record, show_value
from shtoss_desktop.core.replay import Inference, RecordedAction, ReplayResult
from shtoss_desktop.core.seats import Role, SetupError, check_name
from shtoss_desktop.core.shtoss.deal import Game, ShtossSetup
from shtoss_desktop.core.shtoss.events import Event, SessionEnded, SessionStarted
from shtoss_desktop.core.shtoss.moves import Move
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import MAX_PUNTERS, HouseRules, RulesError
from shtoss_desktop.storage.problems import StorageError, StorageMessage, problem

if TYPE_CHECKING:
    from shtoss_desktop.core.casino.game import CasinoGame, CasinoSetup
    from shtoss_desktop.core.casino.players import CasinoStyle

JOURNAL_MARK: Final = "shtoss-desktop"
"""The header's `journal` value, which tells a journal of this program from any other JSON-lines file."""
CASINO_MARK_V1: Final = "shtoss-desktop casino journal"
"""The `kind` of a casino journal's header in release 0.1.0 (format 1 of the casino's journal)."""
MAX_VERSION_LENGTH: Final = 40
"""The longest `app_version` a header may have."""
EARLIEST_YEAR: Final = 1970
"""The earliest year a header's start may name (a moment of this computer's clock, as a game wrote it)."""
LATEST_YEAR: Final = 9000
"""The latest such year (later ones leave no room for a time zone's shift before Python's last year)."""
MAX_SEATS: Final = MAX_PUNTERS + 1
"""The most players a header may name (a shtoss table: a banker and six punters; a casino table: fewer)."""

HeaderT = TypeVar("HeaderT", bound="ShtossHeader | CasinoHeader")
GameT = TypeVar("GameT", bound=Machine[Any, Any, Any])


def _now() -> datetime:
    return datetime.now(UTC)


class ShtossHeader(msgspec.Struct, frozen=True):
    """A shtoss journal's first line: how the session was set up, beside its moves."""

    game: ClassVar[GameKind] = GameKind.SHTOSS
    setup: ShtossSetup
    """The rules the session started with, the seats and the first banker (the balances are the rules' capital)."""
    role: Role
    """The human's part."""
    human_name: str
    """The human's name (at the table unless he watches)."""
    styles: tuple[PunterStyle, ...]
    """The temperaments chosen for the computer punters (the New game dialog's)."""
    computers: tuple[tuple[str, PunterStyle], ...]
    """Each computer player and his temperament (a computer banker has one for when he punts)."""
    seed: int | None = None
    """The session's seed, if it had one."""
    started: datetime = msgspec.field(default_factory=_now)
    """When the session started (UTC)."""
    app_version: str = __version__
    """The version of the game that wrote the journal."""


class CasinoHeader(msgspec.Struct, frozen=True):
    """A casino journal's first line: how the session was set up, beside its moves."""

    game: ClassVar[GameKind] = GameKind.CASINO
    setup: CasinoSetup
    """The table's rules and the players in seat order (the balances are the rules' capital)."""
    role: Role
    """The human's part: he bets (`PUNTER`) or watches."""
    human_name: str
    """The human's name."""
    computers: tuple[tuple[str, CasinoStyle], ...]
    """Each computer player and his temperament, in their seats' order."""
    seed: int | None = None
    """The session's seed (its shoes), if it had one."""
    players_seed: int | None = None
    """The computer players' seed (None in a journal of release 0.1.0 written before it was kept)."""
    started: datetime = msgspec.field(default_factory=_now)
    """When the session started (UTC)."""
    app_version: str = __version__
    """The version of the game that wrote the journal."""


# ----- reading a header's values -----


def refuse(key: str, value: object) -> StorageError:
    """The header's `key` holds a value that is not acceptable."""
    return StorageError(problem(StorageMessage.HEADER_VALUE, key=key, value=show_value(value)))


def read_started(data: Mapping[str, object], key: str = "started") -> datetime:
    """A moment with its time zone, as `isoformat` writes it."""
    text = data.get(key)
    try:
        when = datetime.fromisoformat(text) if isinstance(text, str) and len(text) <= 40 else None
    except ValueError:
        when = None
    if when is None or when.tzinfo is None or not EARLIEST_YEAR <= when.year <= LATEST_YEAR:
        raise refuse(key, text)
    return when


def read_version(data: Mapping[str, object]) -> str:
    """The version of the game that wrote the journal."""
    version = data.get("app_version")
    if not isinstance(version, str) or not version or len(version) > MAX_VERSION_LENGTH:
        raise refuse("app_version", version)
    return version


def read_seed(data: Mapping[str, object], key: str) -> int | None:
    """A seed: a whole number (the JSON reader bounds its digits) or null."""
    seed = data.get(key)
    if seed is not None and type(seed) is not int:
        raise refuse(key, seed)
    return seed


def read_name(data: Mapping[str, object], key: str) -> str:
    """A player's name, checked by the core as any name at a table."""
    name = data.get(key)
    try:
        check_name(name, 0)
    except SetupError as error:
        raise StorageError(problem(StorageMessage.HEADER_SEATS, problem=error)) from None
    assert isinstance(name, str)
    return name


def read_role(data: Mapping[str, object], roles: Sequence[Role]) -> Role:
    """The human's part, one of `roles`."""
    value = data.get("role")
    if not isinstance(value, str) or value not in {role.value for role in roles}:
        raise refuse("role", value)
    return Role(value)


def read_players(data: Mapping[str, object]) -> tuple[str, ...]:
    """The seats: a list of at most `MAX_SEATS` texts (their names are the core's to check, at the set-up)."""
    players = data.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= MAX_SEATS or not all(
            isinstance(name, str) for name in players):
        raise refuse("players", players)
    return tuple(players)


StyleT = TypeVar("StyleT", "PunterStyle", "CasinoStyle")


def read_styles(value: object, key: str, styles: type[StyleT]) -> tuple[StyleT, ...]:
    """A list of at most `MAX_SEATS` temperaments."""
    known = {style.value for style in styles}
    if not isinstance(value, list) or len(value) > MAX_SEATS or not all(
            isinstance(item, str) and item in known for item in value):
        raise refuse(key, value)
    return tuple(styles(item) for item in value)


def read_computers(value: object, styles: type[StyleT]) -> tuple[tuple[str, StyleT], ...]:
    """The computer players: `[[name, temperament], ...]`, at most `MAX_SEATS`, each name once."""
    if not isinstance(value, list) or len(value) > MAX_SEATS:
        raise refuse("computers", value)
    out: list[tuple[str, StyleT]] = []
    for item in value:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)):
            raise refuse("computers", item)
        out.append((item[0], read_styles([item[1]], "computers", styles)[0]))
    if len({name for name, _ in out}) != len(out):
        raise refuse("computers", value)
    return tuple(out)


def check_keys(data: Mapping[str, object], known: AbstractSet[str]) -> None:
    """Every key of the header is one it may have."""
    unknown = sorted(str(key) for key in data if key not in known)
    if unknown:
        raise StorageError(problem(StorageMessage.HEADER_KEY, key=show_value(unknown[0])))


def check_seating(players: Sequence[str], role: Role, human: str, computers: Sequence[str]) -> None:
    """The human sits at the table unless he watches, and the computer players are exactly the other seats."""
    seated = human in players
    others = sorted(player for player in players if player != human)
    if seated == (role is Role.WATCH) or sorted(computers) != others:
        raise StorageError(problem(StorageMessage.HEADER_PLAYERS))


SHARED_KEYS: Final = frozenset({"journal", "format", "game", "app_version", "started"})
"""The keys every header of format 2 has (the game's own follow)."""


# ----- each game's part -----


class JournalGame(abc.ABC, Generic[HeaderT, GameT]):
    """One game's part of the journal (see the module docstring); `SHTOSS` and `CASINO` are the two."""

    kind: GameKind
    """The game."""
    current_name: str
    """The file of the game in progress, in the data folder."""
    lock_name: str
    """The lock that lets one running window at a time keep it."""
    archive_prefix: str
    """The archived journals' names begin with this (`<prefix>-<started>.jsonl`)."""

    @property
    @abc.abstractmethod
    def move_type(self) -> type[Record]:
        """The game's move family (its base record type)."""

    @property
    @abc.abstractmethod
    def event_type(self) -> type[Record]:
        """The game's record family."""

    @property
    @abc.abstractmethod
    def end_type(self) -> type[Record]:
        """The record that ends a session (the journal then goes to the archive)."""

    @abc.abstractmethod
    def header_json(self, header: HeaderT) -> dict[str, object]:
        """The header's own fields, after the shared ones."""

    @abc.abstractmethod
    def read_header(self, data: Mapping[str, object], started: datetime, version: str) -> HeaderT:
        """A header of format 2 (the shared fields read already); raise `StorageError`."""

    @abc.abstractmethod
    def replay(self, header: HeaderT, actions: Sequence[RecordedAction[Any, Any]]) -> ReplayResult[GameT]:
        """The core's verified replay of `actions` from the header's setup; a `SetupError` if it cannot be set up."""

    @abc.abstractmethod
    def is_legacy(self, data: Mapping[str, object]) -> bool:
        """Whether `data` is the header of this game's journal of release 0.1.0."""

    @abc.abstractmethod
    def read_legacy_header(self, data: Mapping[str, object], first: Sequence[Record], saved: datetime) -> HeaderT:
        """A header of release 0.1.0 completed by its first line's records (the seats); raise `StorageError`."""

    @abc.abstractmethod
    def legacy_records(self, data: object, number: int) -> list[Record]:
        """The records of action `number` (from 1) as release 0.1.0 wrote the line; raise `StorageError` or a
        `RecordError`."""

    @abc.abstractmethod
    def replay_records(self, header: HeaderT, recorded: Sequence[Sequence[Record]]
                       ) -> tuple[ReplayResult[GameT], Inference[Any, Any]]:
        """The core's reading of a journal of records only: moves inferred, then the verified replay."""


def _rules(read: Callable[[object], object], value: object, errors: type[CoreError]) -> Any:
    try:
        return read(value)
    except errors as error:
        raise StorageError(problem(StorageMessage.HEADER_RULES, problem=error)) from None


class ShtossJournalGame(JournalGame[ShtossHeader, Game]):
    """Shtoss's part of the journal."""

    kind = GameKind.SHTOSS
    current_name = "session.jsonl"
    lock_name = "session.lock"
    archive_prefix = "session"
    move_type = Move
    event_type = Event
    end_type = SessionEnded
    KEYS: Final = SHARED_KEYS | {"rules", "players", "banker", "role", "human_name", "seed", "styles", "computers"}
    LEGACY_KEYS: Final = {"journal", "format", "app_version", "started", "rules", "role", "human_name", "seed",
                          "styles", "computers"}

    def header_json(self, header: ShtossHeader) -> dict[str, object]:
        return {
            "rules": header.setup.rules.to_json(),
            "players": list(header.setup.players),
            "banker": header.setup.banker,
            "role": header.role.value,
            "human_name": header.human_name,
            "seed": header.seed,
            "styles": [style.value for style in header.styles],
            "computers": [[name, style.value] for name, style in header.computers],
        }

    def read_header(self, data: Mapping[str, object], started: datetime, version: str) -> ShtossHeader:
        check_keys(data, self.KEYS)
        players = read_players(data)
        banker = data.get("banker")
        if not isinstance(banker, str):
            raise refuse("banker", banker)
        header = self._common(data, started, version, players, banker)
        # The human banker holds the first bank; a human punter does not.
        if (header.role is Role.BANKER) != (banker == header.human_name):
            raise StorageError(problem(StorageMessage.HEADER_PLAYERS))
        return header

    def _common(self, data: Mapping[str, object], started: datetime, version: str, players: tuple[str, ...],
                banker: str) -> ShtossHeader:
        rules: HouseRules = _rules(HouseRules.from_json, data.get("rules"), RulesError)
        role = read_role(data, tuple(Role))
        human = read_name(data, "human_name")
        styles = read_styles(data.get("styles"), "styles", PunterStyle)
        computers = read_computers(data.get("computers"), PunterStyle)
        check_seating(players, role, human, [name for name, _ in computers])
        seed = read_seed(data, "seed")
        return ShtossHeader(ShtossSetup(rules, players, banker), role, human, styles, computers, seed, started,
                            version)

    def replay(self, header: ShtossHeader, actions: Sequence[RecordedAction[Any, Any]]) -> ReplayResult[Game]:
        return Game.verified_replay(header.setup, actions)

    def is_legacy(self, data: Mapping[str, object]) -> bool:
        return data.get("journal") == JOURNAL_MARK and data.get("format") == 1 and type(data.get("format")) is int

    def read_legacy_header(self, data: Mapping[str, object], first: Sequence[Record], saved: datetime) -> ShtossHeader:
        check_keys(data, self.LEGACY_KEYS)
        opening = first[0] if first else None
        if not isinstance(opening, SessionStarted):
            raise StorageError(problem(StorageMessage.LEGACY_NO_SEATS))
        if len(opening.players) > MAX_SEATS:
            raise refuse("players", list(opening.players))
        return self._common(data, read_started(data), read_version(data), opening.players, opening.banker)

    def legacy_records(self, data: object, number: int) -> list[Record]:
        if not (isinstance(data, dict) and set(data) == {"action", "events"} and type(data["action"]) is int
                and data["action"] == number and isinstance(data["events"], list) and data["events"]):
            raise StorageError(problem(StorageMessage.LEGACY_ACTION_SHAPE, number=number))
        return [Event.from_json(record) for record in data["events"]]

    def replay_records(self, header: ShtossHeader, recorded: Sequence[Sequence[Record]]
                       ) -> tuple[ReplayResult[Game], Inference[Any, Any]]:
        return Game.replay_records(header.setup, recorded)  # type: ignore[arg-type]


class CasinoJournalGame(JournalGame[CasinoHeader, "CasinoGame"]):
    """Casino stos's part of the journal."""

    kind = GameKind.CASINO
    current_name = "casino-session.jsonl"
    lock_name = "casino-session.lock"
    archive_prefix = "casino"
    KEYS: Final = SHARED_KEYS | {"rules", "players", "role", "human_name", "seed", "players_seed", "computers"}
    LEGACY_KEYS: Final = {"kind", "version", "rules", "human", "watch", "seed", "players_seed", "started"}

    @property
    def move_type(self) -> type[Record]:
        from shtoss_desktop.core.casino.moves import CasinoMove

        return CasinoMove

    @property
    def event_type(self) -> type[Record]:
        from shtoss_desktop.core.casino.events import CasinoEvent

        return CasinoEvent

    @property
    def end_type(self) -> type[Record]:
        from shtoss_desktop.core.casino.events import CasinoSessionEnded

        return CasinoSessionEnded

    def header_json(self, header: CasinoHeader) -> dict[str, object]:
        return {
            "rules": header.setup.rules.to_json(),
            "players": list(header.setup.players),
            "role": header.role.value,
            "human_name": header.human_name,
            "seed": header.seed,
            "players_seed": header.players_seed,
            "computers": [[name, style.value] for name, style in header.computers],
        }

    def read_header(self, data: Mapping[str, object], started: datetime, version: str) -> CasinoHeader:
        from shtoss_desktop.core.casino.game import CasinoSetup
        from shtoss_desktop.core.casino.players import CasinoStyle
        from shtoss_desktop.core.casino.rules import CasinoRules, CasinoRulesError

        check_keys(data, self.KEYS)
        rules: CasinoRules = _rules(CasinoRules.from_json, data.get("rules"), CasinoRulesError)
        players = read_players(data)
        role = read_role(data, (Role.PUNTER, Role.WATCH))
        human = read_name(data, "human_name")
        computers = read_computers(data.get("computers"), CasinoStyle)
        check_seating(players, role, human, [name for name, _ in computers])
        return CasinoHeader(CasinoSetup(rules, players), role, human, computers, read_seed(data, "seed"),
                            read_seed(data, "players_seed"), started, version)

    def replay(self, header: CasinoHeader, actions: Sequence[RecordedAction[Any, Any]]) -> ReplayResult[CasinoGame]:
        from shtoss_desktop.core.casino.game import CasinoGame

        return CasinoGame.verified_replay(header.setup, actions)

    def is_legacy(self, data: Mapping[str, object]) -> bool:
        return data.get("kind") == CASINO_MARK_V1 and data.get("version") == 1 and type(data.get("version")) is int

    def read_legacy_header(self, data: Mapping[str, object], first: Sequence[Record], saved: datetime) -> CasinoHeader:
        from shtoss_desktop.core.casino.events import CasinoSessionStarted
        from shtoss_desktop.core.casino.game import CasinoSetup
        from shtoss_desktop.core.casino.players import CasinoStyle
        from shtoss_desktop.core.casino.rules import CasinoRules, CasinoRulesError

        check_keys(data, self.LEGACY_KEYS)
        rules: CasinoRules = _rules(CasinoRules.from_json, data.get("rules"), CasinoRulesError)
        watch = data.get("watch")
        if not isinstance(watch, bool):
            raise refuse("watch", watch)
        human = read_name(data, "human")
        opening = first[0] if first else None
        if not isinstance(opening, CasinoSessionStarted):
            raise StorageError(problem(StorageMessage.LEGACY_NO_SEATS))
        if len(opening.players) > MAX_SEATS:
            raise refuse("players", list(opening.players))
        role = Role.WATCH if watch else Role.PUNTER
        # Release 0.1.0 gave the computer players their temperaments in seat order, round the list.
        names = [player for player in opening.players if player != human]
        styles = tuple(CasinoStyle)
        computers = tuple((name, styles[index % len(styles)]) for index, name in enumerate(names))
        check_seating(opening.players, role, human, names)
        started = read_started(data) if data.get("started") is not None else saved
        return CasinoHeader(CasinoSetup(rules, opening.players), role, human, computers, read_seed(data, "seed"),
                            read_seed(data, "players_seed"), started, "0.1.0")

    def legacy_records(self, data: object, number: int) -> list[Record]:
        if not isinstance(data, list) or not data:
            raise StorageError(problem(StorageMessage.LEGACY_ACTION_SHAPE, number=number))
        return [self.event_type.from_json(record) for record in data]

    def replay_records(self, header: CasinoHeader, recorded: Sequence[Sequence[Record]]
                       ) -> tuple[ReplayResult[CasinoGame], Inference[Any, Any]]:
        from shtoss_desktop.core.casino.game import CasinoGame

        return CasinoGame.replay_records(header.setup, recorded)  # type: ignore[arg-type]


SHTOSS: Final = ShtossJournalGame()
"""Shtoss's part of the journal."""
CASINO: Final = CasinoJournalGame()
"""Casino stos's part of the journal."""
JOURNAL_GAMES: Final[Mapping[GameKind, JournalGame[Any, Any]]] = {GameKind.SHTOSS: SHTOSS, GameKind.CASINO: CASINO}
"""Each game's part of the journal, by its kind."""

__all__ = [
    "CASINO",
    "JOURNAL_GAMES",
    "JOURNAL_MARK",
    "SHTOSS",
    "CasinoHeader",
    "CasinoJournalGame",
    "JournalGame",
    "ShtossHeader",
    "ShtossJournalGame",
]
