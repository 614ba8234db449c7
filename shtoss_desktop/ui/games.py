"""The games the program plays, and how each one's window opens: the registry above the game folders.

Each game kind has one `GameEntry`: its name as the player reads it and the module of its launcher (a
`GameLauncher`: `open(settings, options, parent)` makes the game's window, shows it and starts or offers a game as
`LaunchOptions` say). `--game casino` and the New game dialog's "Casino stos" both open a game through
`open_game(kind, ...)`, so no game's folder imports another's: `ui/shtoss/` knows nothing of `ui/casino/` nor the
reverse, and only this registry knows them all. It names the launchers' modules rather than importing them
(they are imported when a game is opened), so that every window may import the registry without a circle, and so
that the command line can read it before Qt is imported (this module imports no Qt).

A third game is one more `GameKind` member, one more entry in `GAMES` and a `launch.py` in its folder with a
`LAUNCHER` (DEVELOPERS.md, "Adding a game kind").
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Final, Protocol, runtime_checkable

import msgspec

from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.seats import Role
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QWidget

    from shtoss_desktop.core.casino.rules import CasinoRules
    from shtoss_desktop.core.shtoss.rules import HouseRules
    from shtoss_desktop.storage.settings import AppSettings


ROLES: Final = tuple(role.value for role in Role)
"""The human's part at a table (the command line's `--role`): the casino knows only watching or playing."""


class LaunchOptions(msgspec.Struct, frozen=True):
    """How to open a game's window: what the command line (or another window) asks for."""

    seed: int | None = None
    """A seeded new game (its shuffles and its computer players); None: the kept game is offered, else a new one."""
    role: str = "punter"
    """The human's part, one of `ROLES` ("watch" at the casino table: every seat a computer player)."""
    punters: int | None = None
    """How many computer players sit down; None: as the settings say."""
    rules: HouseRules | CasinoRules | None = None
    """The rules of a new game (the game's own kind); None: the remembered ones."""
    resume: bool = False
    """Go on with the kept game without asking (a new game, said so, when there is none)."""
    first_frame: Callable[[], None] | None = None
    """Called once the table's first frame is painted (`--quit-after-first-frame` quits there)."""
    notices: tuple[str, ...] = ()
    """What the start-up has to tell the player (a chosen language whose translation is missing), said on the
    table once it is up, before the settings' own start-up problems."""


@runtime_checkable
class GameLauncher(Protocol):
    """What a game's `launch.py` gives the registry as its `LAUNCHER`."""

    def open(self, settings: AppSettings, options: LaunchOptions, parent: QWidget | None = None) -> QMainWindow:
        """Make the game's window on `settings`, show it and start (or offer) a game as `options` say. With a
        `parent` (another game's window) it is a window of its own that the parent keeps, deleted when closed."""
        ...


class GameEntry(msgspec.Struct, frozen=True):
    """One game kind in the registry."""

    kind: GameKind
    """The kind."""
    name: str
    """Its name in English, marked for translation in context "Games" (`game_name` gives it translated)."""
    launcher: str
    """The module whose `LAUNCHER` opens its window."""


GAMES: Final = (
    GameEntry(GameKind.SHTOSS, QT_TRANSLATE_NOOP("Games", "Shtoss"), "shtoss_desktop.ui.shtoss.launch"),
    GameEntry(GameKind.CASINO, QT_TRANSLATE_NOOP("Games", "Casino stos (faro)"), "shtoss_desktop.ui.casino.launch"),
)
"""Every game, in the order the New game dialog offers them."""


def entry(kind: GameKind) -> GameEntry:
    """The registry's entry for `kind`."""
    for game in GAMES:
        if game.kind is kind:
            return game
    raise KeyError(kind)


def game_name(kind: GameKind) -> str:
    """The game's name in the language installed."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Games", entry(kind).name)


def launcher(kind: GameKind) -> GameLauncher:
    """The launcher of `kind` (its module imported now, once)."""
    module = importlib.import_module(entry(kind).launcher)
    found = getattr(module, "LAUNCHER", None)
    if not isinstance(found, GameLauncher):
        raise TypeError(f"{entry(kind).launcher} has no LAUNCHER that opens a game window")
    return found


def open_game(
    kind: GameKind, settings: AppSettings, options: LaunchOptions, parent: QWidget | None = None
) -> QMainWindow:
    """Open a game of `kind` in its window (see `GameLauncher.open`); the window."""
    return launcher(kind).open(settings, options, parent)


_KEPT_OPEN: Final[set[QMainWindow]] = set()
"""The game windows opened in place of another (`keep_open`): no Python name holds them but this."""


def keep_open(window: QMainWindow) -> None:
    """Hold a game window that nothing else holds (one opened in place of another's) until Qt deletes it."""
    _KEPT_OPEN.add(window)
    window.destroyed.connect(lambda: _KEPT_OPEN.discard(window))


__all__ = [
    "GAMES",
    "ROLES",
    "GameEntry",
    "GameKind",
    "GameLauncher",
    "LaunchOptions",
    "entry",
    "game_name",
    "keep_open",
    "launcher",
    "open_game",
]
