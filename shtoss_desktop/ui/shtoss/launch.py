"""How the shtoss window opens (the registry's launcher, ui/games.py): from the command line or from another game.

`LAUNCHER.open(settings, options, parent)` builds the whole window, keeps the sessions' journal in the data
folder and starts the first session, or offers the game kept there (`start_or_resume`); the settings' start-up
problems are said on the table's status line. `session_config` turns the options into the first session's setup.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from shtoss_desktop.app.shtoss.controller import SessionConfig
from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui.games import LaunchOptions
from shtoss_desktop.ui.shell.kept_game import no_kept_game_text
from shtoss_desktop.ui.shtoss.window import MainWindow


def session_config(window: MainWindow, options: LaunchOptions) -> SessionConfig:
    """The first session's setup from `options` (the settings' rules and styles where they say nothing)."""
    rules = options.rules
    if rules is not None and not isinstance(rules, HouseRules):
        raise TypeError(f"shtoss is played under house rules, not {type(rules).__name__}")
    return window.default_config(role=Role(options.role), punters=options.punters, seed=options.seed, rules=rules)


def start_or_resume(window: MainWindow, options: LaunchOptions, config: SessionConfig) -> None:
    """Keep the sessions' journal in the data folder; resume the game kept there (at once with `options.resume`,
    else if the player says so) or start `config`. A journal the rules trust only up to some line is always
    offered (the player decides); one that cannot be used at all is said, set aside, and a new game begins."""
    from shtoss_desktop.storage.journal import JournalTrouble, default_folder

    session = window.session
    # While another running game keeps its journal there, this one neither offers nor keeps a game (and says so).
    kept = session.kept_game() if session.keep_journal(default_folder()) else None
    if kept is not None and not isinstance(kept, JournalTrouble):
        if options.resume and kept.clean:
            window.resume(kept)
        else:
            window.offer_resume(kept, config)
        return
    window.start(config)
    if isinstance(kept, JournalTrouble):
        window.show_storage_problem(kept.problem)
    elif options.resume and not session.locked_out:
        window.say(no_kept_game_text(), 15000)


def _learn_to_play(window: MainWindow) -> None:
    """Game ▸ Learn to play: the lesson, loaded now (it is not part of the table's first frame)."""
    from shtoss_desktop.ui.shtoss.lesson_view import learn_to_play

    learn_to_play(window)


class ShtossLauncher:
    """Opens the shtoss window (the registry's `GameLauncher`)."""

    def open(self, settings: AppSettings, options: LaunchOptions, parent: QWidget | None = None) -> MainWindow:
        """Build the window on `settings`, start the first session (or offer the kept one) and show it. Opened
        from another game's window, it is a window of its own that the other keeps, deleted when closed."""
        window = MainWindow(settings, parent=parent)
        if parent is not None:
            window.setWindowFlag(Qt.WindowType.Window, True)
            window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        # Shown once its table is set (never mapped empty under a provisional title); a question about a kept
        # game, or a journal's problem, shows it first (its window on screen under it).
        start_or_resume(window, options, session_config(window, options))
        window.show()
        window.learnRequested.connect(lambda: _learn_to_play(window))  # Game ▸ Learn to play
        if not settings.lesson_offered():  # at the very first start only; the lesson is loaded when it is wanted
            from shtoss_desktop.ui.shtoss.lesson_view import offer_lesson_once

            offer_lesson_once(window)
        # Through the status line's queue as notices: the table's first words would cover a plain status message.
        for notice in (*options.notices, *(storage_text(problem) for problem in settings.startup_problems)):
            window.tell(notice)
        if options.first_frame is not None:
            window.after_first_frame(options.first_frame)
        return window


LAUNCHER = ShtossLauncher()
"""The registry's way into shtoss."""

__all__ = ["LAUNCHER", "ShtossLauncher", "session_config", "start_or_resume"]
