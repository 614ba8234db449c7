"""Past deals (shtoss) and shoes (casino) to replay step by step, and each one's CLI input (RULES.md §7.2).

What a replay shows comes from the core's records only: a past deal is a `PastPlay`, a span of a played game's log
(`core.export.PlaySpan`: the deal's steps, its players and their money), taken from this session's game (the
controller's) or from an archived journal read back through the verified replay (`read_clean_journal`: only a
journal that replays clean to its last line is listed; one that does not is left out and its problem kept, so a
record read back is never trusted as it stands). `Replay` walks a deal's steps forward and back; each step's game is
rebuilt from the records up to it (`Machine.replay`), never by undoing what a view shows. `export_play` writes a deal
as the CLI's `settle` input and a shoe as its `casino` input, or says why it cannot (`refusal_text`).
`PastPlaysModel` lists them: when, which deal, who, the money.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.words import display_name
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.export import Exported, PlaySpan, Refused, Unwritable, casino_input, deals, settle_input, shoes
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.machine import Machine, Record
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.storage.journal import CASINO, SHTOSS, KeptGame, archived_journals, read_clean_journal
from shtoss_desktop.storage.journal_games import JournalGame
from shtoss_desktop.storage.problems import StorageProblem
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP

CONTEXT: Final = "Replay"
"""The translation context of the replay's words."""


def translate(text: str) -> str:
    """`text` (marked with `QT_TRANSLATE_NOOP("Replay", ...)` where it is written) in the language shown."""
    return QCoreApplication.translate(CONTEXT, text)


_REFUSALS: Final[dict[Unwritable, str]] = {
    Unwritable.STAKE_AFTER_CUT: QT_TRANSLATE_NOOP(
        "Replay", "A stake was placed after the cut (in a talia between abzugs, or a raise): the settle command "
        "places every stake before the cut."),
    Unwritable.PAROLI: QT_TRANSLATE_NOOP(
        "Replay", "A paroli or a paix rode a stake on after it won: the settle command knows opening stakes only."),
    Unwritable.STAKE_BACK: QT_TRANSLATE_NOOP(
        "Replay", "A stake went back to its punter undecided: the settle command decides every stake."),
    Unwritable.EARLIER_STAKE: QT_TRANSLATE_NOOP(
        "Replay", "A stake of an earlier deal was decided in this one: the settle command has no earlier deal."),
    Unwritable.SERIES: QT_TRANSLATE_NOOP(
        "Replay", "A premium for a series counted wins of earlier deals: the settle command counts series from "
        "zero."),
    Unwritable.BET_AFTER_TURN: QT_TRANSLATE_NOOP(
        "Replay", "A bet was placed, changed or taken back after the shoe's first turn: the casino command places "
        "every bet before the first turn."),
    Unwritable.CLI_REFUSES: QT_TRANSLATE_NOOP(
        "Replay", "The command refuses a stake the table took (its bank or a balance differs from the table's): "
        "{reason}"),
    Unwritable.SETTLES_DIFFERENTLY: QT_TRANSLATE_NOOP(
        "Replay", "The command would settle it differently from the table (its bank or balances differ)."),
}
"""The English of each refusal, as lupdate finds it (`refusal_text` translates it where it is shown)."""


def refusal_text(refused: Refused) -> str:
    """Why a deal or a shoe cannot be written as the CLI's input, in the language shown."""
    return translate(_REFUSALS[refused.reason]).format(**refused.params)


@dataclass(frozen=True, slots=True)
class PastPlay:
    """One ended deal or shoe to replay: a span of a played game's log (this session's, or an archived one)."""

    kind: GameKind
    """Which game."""
    game: Machine[Any, Any, Any]
    """The whole played game the span lies in (a live controller's, or a journal's through the verified
    replay)."""
    rules: Any
    """The rules the session started with (what a replay of its log starts from)."""
    span: PlaySpan
    """Where the deal (shoe) lies in the log, its steps, its players and their money."""
    started: datetime | None = None
    """When its session started (None: this session)."""
    source: Path | None = None
    """The archived journal it was read from (None: this session)."""
    computers: tuple[tuple[str, Any], ...] = ()
    """Each computer player and his temperament (the table names it on his plate), as the session had them."""


def session_plays(kind: GameKind, game: Machine[Any, Any, Any], rules: Any, started: datetime | None = None,
                  source: Path | None = None, computers: Sequence[tuple[str, Any]] = ()) -> list[PastPlay]:
    """Every ended deal (shoe) of a played game, oldest first (`computers`: each computer player's temperament)."""
    if isinstance(game, Game):
        spans = deals(game)
    else:
        assert isinstance(game, CasinoGame)
        spans = shoes(game)
    return [PastPlay(kind, game, rules, span, started, source, tuple(computers)) for span in spans]


_JOURNALS: Final[dict[GameKind, JournalGame[Any, Any]]] = {GameKind.SHTOSS: SHTOSS, GameKind.CASINO: CASINO}


@dataclass(frozen=True, slots=True)
class Archived:
    """The past deals (shoes) of the archived journals, and why the journals left out were."""

    plays: tuple[PastPlay, ...]
    """Every ended deal of every archived journal that replays clean, the oldest session first."""
    left_out: tuple[StorageProblem, ...]
    """A problem for each archived journal that does not replay clean (it is not listed)."""


def archived_paths(kind: GameKind, folder: Path) -> list[Path]:
    """The archived journals of `kind` in `folder` (the data folder), the newest first (for reading one by one)."""
    return archived_journals(folder, _JOURNALS[kind])[::-1]


def read_archived(kind: GameKind, path: Path) -> list[PastPlay] | StorageProblem:
    """The ended deals (shoes) of one archived journal, read through the verified replay, oldest first; or the
    problem of a journal that does not replay clean to its last line (it is not listed)."""
    found = read_clean_journal(path, _JOURNALS[kind])
    if not isinstance(found, KeptGame):
        return found.problem
    header = found.header
    return session_plays(kind, found.game, header.setup.rules, header.started, path, header.computers)


def archived_plays(kind: GameKind, folder: Path) -> Archived:
    """The ended deals (shoes) of every journal archived in `folder`, the oldest session first; a journal that does
    not replay clean to its last line is left out (its problem kept)."""
    plays: list[PastPlay] = []
    problems: list[StorageProblem] = []
    for path in reversed(archived_paths(kind, folder)):
        found = read_archived(kind, path)
        if isinstance(found, list):
            plays += found
        else:
            problems.append(found)
    return Archived(tuple(plays), tuple(problems))


def export_play(play: PastPlay) -> Exported | Refused:
    """The deal as the CLI's `settle` input (the shoe as its `casino` input), or why it cannot be written so."""
    if isinstance(play.game, Game):
        return settle_input(play.game, play.span, play.rules)
    assert isinstance(play.game, CasinoGame)
    return casino_input(play.game, play.span)


class Replay:
    """A past deal (shoe) shown step by step: `step` from 0 (the table before its first record) to `last`."""

    def __init__(self, play: PastPlay) -> None:
        self.play = play
        self._steps = play.span.steps
        self.step = 0

    @property
    def last(self) -> int:
        """The last step (the deal ended)."""
        return len(self._steps) - 1

    @property
    def at_start(self) -> bool:
        """Whether the table is before the deal's first record."""
        return self.step == 0

    @property
    def at_end(self) -> bool:
        """Whether the deal has ended on the table."""
        return self.step == self.last

    def records(self) -> tuple[Record, ...]:
        """The session's records up to this step (what the table shows now)."""
        return self.play.game.log[: self._steps[self.step]]

    def game(self) -> Machine[Any, Any, Any]:
        """The game at this step, rebuilt from the core's records up to it."""
        return type(self.play.game).replay(self.play.rules, self.records())

    def forward(self) -> tuple[Record, ...]:
        """One step on: the records the step adds (none at the end)."""
        if self.at_end:
            return ()
        before = self._steps[self.step]
        self.step += 1
        return self.play.game.log[before: self._steps[self.step]]

    def back(self) -> bool:
        """One step back (False at the start); the table is then rebuilt from `records()`."""
        if self.at_start:
            return False
        self.step -= 1
        return True

    def go(self, step: int) -> None:
        """To `step` (bounded to the deal's steps)."""
        self.step = max(0, min(self.last, step))


def money_text(span: PlaySpan) -> str:
    """Each player's money in the deal: "Chekalinsky (banker) −6, Tomsky +24"."""
    parts = []
    for player, amount in span.net:
        sign = "+" if amount > 0 else ""
        name = display_name(player)
        if player == span.banker:
            name = QCoreApplication.translate("Replay", "{name} (banker)").format(name=name)
        parts.append(f"{name} {sign}{format_amount(amount)}")
    return ", ".join(parts)


def when_text(play: PastPlay) -> str:
    """When the deal's session started ("this session" for the one in play)."""
    if play.started is None:
        return QCoreApplication.translate("Replay", "This session")
    return play.started.astimezone().strftime("%Y-%m-%d %H:%M")


def number_text(play: PastPlay) -> str:
    """"Deal 3" or "Shoe 2"."""
    template = (QCoreApplication.translate("Replay", "Deal {number}") if play.kind is GameKind.SHTOSS
                else QCoreApplication.translate("Replay", "Shoe {number}"))
    return template.format(number=play.span.number)


class PastPlaysModel(QAbstractTableModel):
    """The past deals (shoes) as a list: when, which, who played, the money (newest first)."""

    HEADERS: Final = (QT_TRANSLATE_NOOP("Replay", "When"), QT_TRANSLATE_NOOP("Replay", "Which"),
                      QT_TRANSLATE_NOOP("Replay", "Who won or lost what"))
    """The columns' titles, as lupdate finds them."""

    def __init__(self, plays: Sequence[PastPlay] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._plays: list[PastPlay] = list(reversed(plays))

    def add_older(self, plays: Sequence[PastPlay]) -> None:
        """List these (given oldest first) below the rest: they are older than every one listed."""
        if not plays:
            return
        first = len(self._plays)
        self.beginInsertRows(QModelIndex(), first, first + len(plays) - 1)
        self._plays += reversed(plays)
        self.endInsertRows()

    def set_plays(self, plays: Sequence[PastPlay]) -> None:
        """List these (given oldest first; shown newest first)."""
        self.beginResetModel()
        self._plays = list(reversed(plays))
        self.endResetModel()

    def play(self, row: int) -> PastPlay:
        """The deal (shoe) of a row."""
        return self._plays[row]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._plays)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation is Qt.Orientation.Horizontal:
            return translate(self.HEADERS[section])
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        play = self._plays[index.row()]
        column = index.column()
        if column == 0:
            return when_text(play)
        if column == 1:
            return number_text(play)
        return money_text(play.span)


__all__ = [
    "Archived",
    "PastPlay",
    "PastPlaysModel",
    "Replay",
    "archived_paths",
    "archived_plays",
    "export_play",
    "money_text",
    "number_text",
    "read_archived",
    "refusal_text",
    "session_plays",
    "when_text",
]
