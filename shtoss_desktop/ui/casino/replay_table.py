"""The casino table of the replay window (ui/replay.py): a `CasinoScene` and a `CasinoView` of their own over a
`CasinoReplaySource` (app/casino/replay_table.py), fed a past shoe's records, so the table shows a replay through
the same stream of shown records (`scene.shown`) as live play. Its case-keeper is on the cloth; beside it, following
that stream forward and back, the history and the coach's explanation of every bet the replayed shoe decided up to the
step (`CasinoCoach.explain`; a step back rebuilds the table, so they are said again from the shoe's start)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from shtoss_desktop.app.casino.aids import CasinoCoach
from shtoss_desktop.app.casino.models import CasinoHistoryModel
from shtoss_desktop.app.casino.replay_table import CasinoReplaySource
from shtoss_desktop.app.casino.session import CasinoSession
from shtoss_desktop.app.replay import PastPlay, archived_paths, session_plays
from shtoss_desktop.core.casino.events import BetDecided, CasinoEvent
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.machine import Machine, Record
from shtoss_desktop.storage.journal import default_folder
from shtoss_desktop.storage.settings import Speed
from shtoss_desktop.ui.casino.scene import CasinoScene, CasinoView
from shtoss_desktop.ui.replay import ReplayDialog, beside, replay_coach_panel, replay_history
from shtoss_desktop.ui.shell.announcer import Announcer
from shtoss_desktop.ui.table.card_art import CardTheme


class CasinoReplayTable(QObject):
    """The replay's casino table (a `ReplayTable`): its source, scene and view are its children."""

    def __init__(self, theme: CardTheme, speed: Speed, parent: QWidget) -> None:
        super().__init__(parent)
        self.source = CasinoReplaySource(self)
        self.scene = CasinoScene(self.source, self)
        self.scene.set_theme(theme)
        self.scene.set_speed(speed)
        self.view = CasinoView(self.scene, parent)
        self.view.setObjectName("replayTable")
        # The history beside it follows the records as this table shows them, as the window's follows its table.
        self.history_model = CasinoHistoryModel(self.scene.shown, self)
        self.history = replay_history(self.history_model, parent)
        # The coach follows it too, never switched on: its explanations are asked for each decided bet shown.
        self.coach = CasinoCoach(self.scene.shown, self)
        """The coach whose words explain the replayed shoe's decided bets."""
        self.coach_panel = replay_coach_panel(parent)
        """The coach's explanations up to the step."""
        self.splitter = beside(self.view, (self.history, self.coach_panel), (2, 1), parent)
        self._shoe_from = 0
        self._seen = 0
        self.scene.shown.sessionStarted.connect(self._new_table)
        self.scene.shown.eventRecorded.connect(self._recorded)

    def _new_table(self) -> None:
        self._seen = 0
        self.coach_panel.clear()

    def _recorded(self, record: object) -> None:
        # The table shows the session from its start; the coach explains the replayed shoe's bets alone.
        self._seen += 1
        if self._seen > self._shoe_from and isinstance(record, BetDecided):
            self.coach_panel.say(self.coach.explain(record))

    @property
    def widget(self) -> QWidget:
        """The table's view and the history beside it."""
        return self.splitter

    def show_game(self, play: PastPlay, game: Machine[Any, Any, Any]) -> None:
        """Lay the replay's step out at once."""
        assert isinstance(game, CasinoGame)
        self._shoe_from = play.span.steps[0]
        self.source.show(play.rules, game)

    def step_on(self, records: Sequence[Record]) -> None:
        """Show the next step's records as live play shows them."""
        self.source.step_on([record for record in records if isinstance(record, CasinoEvent)])


class ReplaySource(Protocol):
    """What the replay window needs of the casino window: its session and its table."""

    @property
    def session(self) -> CasinoSession: ...

    @property
    def scene(self) -> CasinoScene: ...


def open_replay(window: QWidget, source: ReplaySource) -> ReplayDialog:
    """Open the replay window over this session's ended shoes and the archive's (`source`: the casino window's
    session and table, whose game it never touches and holds while it is open); it deletes itself when closed."""
    session = source.session
    controller = session.controller
    plays = (session_plays(GameKind.CASINO, controller.game, controller.rules, computers=controller.computer_styles())
             if controller.has_game else [])
    folder = session.journal.folder if session.journal is not None else default_folder()
    table = CasinoReplayTable(source.scene.art.theme, source.scene.speed, window)
    dialog = ReplayDialog(plays, GameKind.CASINO, archived_paths(GameKind.CASINO, folder), table, window)
    table.setParent(dialog)
    # What the replayed table says goes to the screen reader as the window's table's does (the dialog's child).
    announcer = Announcer(dialog)
    table.scene.announced.connect(lambda text, important: announcer.announce(text, assertive=important))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    held = session.held  # the game waits while the replay is open (it may be held already)
    session.set_held(True)
    dialog.finished.connect(lambda _result: session.set_held(held))
    dialog.show()
    return dialog


__all__ = ["CasinoReplayTable", "ReplaySource", "open_replay"]
