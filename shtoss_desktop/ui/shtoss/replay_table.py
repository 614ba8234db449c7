"""The shtoss table of the replay window (ui/replay.py): a `TableScene` and a `TableView` of their own over a
`ReplayController` (app/shtoss/replay_table.py), which plays nothing and is fed a past deal's records, so the table
shows a replay through the same stream of shown records (`scene.shown`) as live play. Beside it, following that
stream forward and back, the history, the case-keeper (`shtoss_keeper`, on its baize) and the coach's explanation
of every stake decided and premium paid up to the step (`ShtossCoach.explain`, `premium`; a step back rebuilds the
table, so they are said again from the deal's start)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from shtoss_desktop.app.replay import PastPlay, archived_paths, session_plays
from shtoss_desktop.app.shtoss.aids import ShtossCoach, shtoss_keeper
from shtoss_desktop.app.shtoss.models import HistoryModel
from shtoss_desktop.app.shtoss.replay_table import ReplayController
from shtoss_desktop.app.shtoss.session import ShtossSession
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.machine import Machine, Record
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import Event, PremiumPaid, StakeDecided
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.storage.journal import default_folder
from shtoss_desktop.storage.settings import Speed
from shtoss_desktop.ui.replay import ReplayDialog, beside, replay_coach_panel, replay_history
from shtoss_desktop.ui.shell.announcer import Announcer
from shtoss_desktop.ui.shtoss.table_scene import TableScene
from shtoss_desktop.ui.shtoss.table_view import TableView
from shtoss_desktop.ui.table.aids_panel import KeeperView
from shtoss_desktop.ui.table.card_art import CardTheme


class ShtossReplayTable(QObject):
    """The replay's shtoss table (a `ReplayTable`): its controller, scene and view are its children."""

    def __init__(self, theme: CardTheme, speed: Speed, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = ReplayController(self)
        self.scene = TableScene(self.controller, self)
        self.scene.set_theme(theme)
        self.scene.set_speed(speed)
        self.view = TableView(self.scene, parent)
        self.view.setObjectName("replayTable")
        # The history beside it follows the records as this table shows them, as the window's follows its table.
        self.history_model = HistoryModel(self.scene.shown, self)
        self.history = replay_history(self.history_model, parent)
        # The case-keeper and the coach follow it too; the coach is never switched on (it would work out the
        # banker's figures): its explanations are asked for each record shown.
        self.coach = ShtossCoach(self.scene.shown, self)
        """The coach whose words explain the replayed deal's decided stakes."""
        self.keeper_view = KeeperView(parent)
        """The case-keeper of the replayed deal."""
        self.keeper_view.setObjectName("replayKeeper")
        self.coach_panel = replay_coach_panel(parent)
        """The coach's explanations up to the step."""
        self.splitter = beside(self.view, (self.history, self.keeper_view, self.coach_panel), (2, 0, 1), parent)
        self._deal_from = 0
        self._seen = 0
        shown = self.scene.shown
        shown.sessionStarted.connect(self._new_table)
        shown.eventRecorded.connect(self._recorded)
        shown.dealGathered.connect(self._draw_keeper)
        self._draw_keeper()

    def _new_table(self) -> None:
        self._seen = 0
        self.coach_panel.clear()
        self._draw_keeper()

    def _draw_keeper(self) -> None:
        self.keeper_view.set_picture(shtoss_keeper(self.scene.shown, None))

    def _recorded(self, record: object) -> None:
        # The table shows the session from its start; the coach explains the replayed deal's records alone.
        self._seen += 1
        if self._seen <= self._deal_from:
            pass
        elif isinstance(record, StakeDecided):
            self.coach_panel.say(self.coach.explain(record))
        elif isinstance(record, PremiumPaid):
            self.coach_panel.say(self.coach.premium(record))
        self._draw_keeper()

    @property
    def widget(self) -> QWidget:
        """The table's view and the history beside it."""
        return self.splitter

    def show_game(self, play: PastPlay, game: Machine[Any, Any, Any]) -> None:
        """Lay the replay's step out at once."""
        assert isinstance(game, Game)
        styles = {name: style for name, style in play.computers if isinstance(style, PunterStyle)}
        self._deal_from = play.span.steps[0]
        self.controller.show(play.rules, game, styles)
        self.scene.flush()  # laid out as it stands, as a resumed game is: no move of its past is played again

    def step_on(self, records: Sequence[Record]) -> None:
        """Show the next step's records as live play shows them."""
        events = [record for record in records if isinstance(record, Event)]
        self.controller.step_on(events)


class ReplaySource(Protocol):
    """What the replay window needs of the shtoss window: its session and its table."""

    @property
    def session(self) -> ShtossSession: ...

    @property
    def scene(self) -> TableScene: ...


def open_replay(window: QWidget, source: ReplaySource) -> ReplayDialog:
    """Open the replay window over this session's ended deals and the archive's (`source`: the shtoss window's
    session and table, whose game it never touches and holds while it is open); it deletes itself when closed."""
    session = source.session
    controller = session.controller
    plays = []
    if controller.has_game:
        computers = [(name, style) for name in controller.game.state().players
                     if (style := controller.temperament(name)) is not None]
        plays = session_plays(GameKind.SHTOSS, controller.game, controller.config.rules, computers=computers)
    folder = session.journal.folder if session.journal is not None else default_folder()
    table = ShtossReplayTable(source.scene.art.theme, source.scene.speed, window)
    dialog = ReplayDialog(plays, GameKind.SHTOSS, archived_paths(GameKind.SHTOSS, folder), table, window)
    table.setParent(dialog)
    # What the replayed table says goes to the screen reader as the window's table's does (the dialog's child).
    announcer = Announcer(dialog)
    table.scene.announced.connect(lambda text, important: announcer.announce(text, assertive=important))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    held = session.held  # the game waits while the replay is open (the recap may hold it already)
    session.set_held(True)
    dialog.finished.connect(lambda _result: session.set_held(held))
    dialog.show()
    return dialog


__all__ = ["ReplaySource", "ShtossReplayTable", "open_replay"]
