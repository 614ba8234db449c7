"""How the casino window opens (the registry's launcher, ui/games.py): from the command line (`--game casino`) or
from another game's window (the shtoss New game dialog's "Casino stos").

`LAUNCHER.open(settings, options, parent)` opens the casino table on the shared settings, keeps its games in the
data folder's casino journal, and begins its first game (`begin`): with `resume` the kept game without asking (or
a new one, saying there was none); with a seed that new game (the kept one archived); else the kept game is
offered. A kept game the rules trust only up to some line is always offered: the player decides. `punters`
(0..6) and `rules` (a casino rules file, `--rules`) set up a new game; a resumed one keeps its own.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from shtoss_desktop.app.casino.controller import CasinoConfig
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui.casino.window import CasinoWindow
from shtoss_desktop.ui.games import LaunchOptions
from shtoss_desktop.ui.shell.kept_game import no_kept_game_text


def casino_config(window: CasinoWindow, options: LaunchOptions) -> CasinoConfig:
    """A new game's setup from `options` (the remembered rules where they say nothing)."""
    rules = options.rules
    if rules is not None and not isinstance(rules, CasinoRules):
        raise TypeError(f"casino stos is played under casino rules, not {type(rules).__name__}")
    return window.default_config(seed=options.seed, watch=options.role == "watch", punters=options.punters,
                                 rules=rules)


def begin(window: CasinoWindow, config: CasinoConfig, *, resume: bool = False) -> None:
    """The window's first game: with `resume` the kept game without asking (or `config`, saying there was none);
    with a seed `config` (a clean kept game archived); else the kept game offered. A kept game the rules trust
    only up to some line is always offered; one that cannot be used at all is said, and `config` begins."""
    kept = window.kept_game()
    if kept is None:
        window.start(config)
        if resume and not window.journal_locked_out():
            window.say(no_kept_game_text(), 15000)
    elif resume and kept.clean:
        window.resume(kept)
    elif config.seed is not None and kept.clean:
        window.start(config)
    else:
        window.offer(kept, config)


class CasinoLauncher:
    """Opens the casino window (the registry's `GameLauncher`)."""

    def open(self, settings: AppSettings, options: LaunchOptions, parent: QWidget | None = None) -> CasinoWindow:
        """Open the casino table on the shared `settings` and its own journal, show it and begin its first
        game. With a `parent` (another game's window, which keeps it) it is a window of its own, deleted when
        closed."""
        window = CasinoWindow(settings, parent=parent)
        if parent is not None:
            window.setWindowFlag(Qt.WindowType.Window, True)
            window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        if parent is None:  # the first window of the run says what the start-up found (a missing translation, the
            window.show_startup_problems(options.notices)  # settings files' problems)
        window.keep_journal()
        begin(window, casino_config(window, options), resume=options.resume)
        window.show()  # once the table is set (a question or a journal's problem showed it first, under them)
        if options.first_frame is not None:
            window.after_first_frame(options.first_frame)
        return window


LAUNCHER = CasinoLauncher()
"""The registry's way into casino stos."""

__all__ = ["LAUNCHER", "CasinoLauncher", "begin", "casino_config"]
