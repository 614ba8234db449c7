"""The shtoss window: the table, the action panel and the side views on the window shell, kept in step.

`MainWindow(settings)` builds the whole window in its constructor; `start(config)` begins a session. It stands on
the shell (ui/shell/window.py: placement, the menus, the language, the card theme, the speed, the rules and the
shortcuts list, the keyboard) and brings what is shtoss's:

- actions.py: the key table of its actions and where they go in the menus (the window binds what each does);
  enabling.py: `update_actions`, which enables them from the controller's `can_*` / `verify_*` queries;
- prompt.py: the action panel's page and the prompt line (what the human may do now, the kush limits);
- side_views.py: the players, history and odds docks; recap.py: the deal's recap over the table.

The session (app/shtoss/session.py, `ShtossSession`, the window's child) owns the controller, the journal, the
pace of the computer players and resuming; the window only shows it: it attaches the table to the pace, says the
journal's problems (`show_storage_problem`), offers a kept game with the one resume question of both games
(ui/shell/resume.py, `offer_resume`) and lays the table out at once when the session says it adopted one.

`refresh()`, called after every change, asks each part to catch up. A game in progress is never discarded
without a question (New game, End the session). Another game (the New game dialog's "Casino stos") opens through
the registry (ui/games.py), in a window of its own.

The table's animations, items and timers belong to the scene (table_scene.py, and "Who owns what on the table" in
DEVELOPERS.md), and the window keeps no reference to a dialog Qt deletes on close. The dialogs (new game, house
rules, rules help, summary) are imported when first opened: the player waits for none of them at start.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from shtoss_desktop.app.error_text import core_error_text
from shtoss_desktop.app.shtoss.controller import GameController, SessionConfig, Waiting
from shtoss_desktop.app.shtoss.messages import game_error_text
from shtoss_desktop.app.shtoss.session import STEP_DELAYS, ShtossSession, describe_kept
from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.core.errors import CoreError
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import computer_punters
from shtoss_desktop.core.shtoss.errors import GameError
from shtoss_desktop.core.shtoss.events import DeckCut, Event, SessionEnded
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.storage.journal import KeptShtoss
from shtoss_desktop.storage.problems import StorageProblem
from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui.replay_keys import REPLAY_KEYS
from shtoss_desktop.ui.shell.kept_game import journal_problem_text, journal_warning, resumed_note
from shtoss_desktop.ui.shell.rules_help import SHTOSS_RULES
from shtoss_desktop.ui.shell.screen_fit import ROOMY_WIDTH, SCREEN_SHARE, SMALL_SCREEN
from shtoss_desktop.ui.shell.window import GameWindow
from shtoss_desktop.ui.shtoss.actions import MENU_GROUPS, PICKER_KEYS, TABLE_KEYS, on_first_win
from shtoss_desktop.ui.shtoss.aids_dock import AidsDock
from shtoss_desktop.ui.shtoss.enabling import update_actions
from shtoss_desktop.ui.shtoss.prompt import last_kush_text, reason_text, show_prompt
from shtoss_desktop.ui.shtoss.recap import RecapPanel, docked_areas
from shtoss_desktop.ui.shtoss.side_views import (
    SIDE_VIEW_KEYS,
    make_side_views,
    retranslate_side_views,
    share_side_views,
)
from shtoss_desktop.ui.shtoss.stake_panel import ActionPanel
from shtoss_desktop.ui.shtoss.table_a11y import WALK_TABLE_KEYS
from shtoss_desktop.ui.shtoss.table_scene import TableScene
from shtoss_desktop.ui.shtoss.table_view import TableView
from shtoss_desktop.ui.table.card_art import CardTheme

DEFAULT_SIZE: Final = (1280, 800)
"""The size of a screenshot when none is asked for (the window itself takes a share of its screen)."""

translate = QCoreApplication.translate


class MainWindow(GameWindow):
    """The shtoss window, built whole by its constructor; `start(config)` begins a session."""

    RULES = SHTOSS_RULES

    sessionSummaryShown = Signal(object)
    """The summary dialog of a finished session was opened (the dialog)."""
    learnRequested = Signal()
    """Game ▸ Learn to play: the launcher (ui/shtoss/launch.py) opens the guided deal (ui/shtoss/lesson_view.py)."""

    def __init__(
        self,
        settings: AppSettings | None = None,
        *,
        remember_geometry: bool = True,
        parent: QWidget | None = None,
        controller: GameController | None = None,
    ) -> None:
        """Build the table, the action panel, the menus and the side views, placed where the settings remember
        (`controller`: the session's, when not a plain `GameController`: the lesson's)."""
        super().__init__(settings if settings is not None else AppSettings(), remember_geometry=remember_geometry,
                         parent=parent)
        self.setObjectName("mainWindow")
        self.session: ShtossSession = ShtossSession(self, controller=controller)
        """The session: the controller, the journal, the pace of the computer players, resuming (app/session.py)."""
        self.controller: GameController = self.session.controller
        self.scene = TableScene(self.controller, self)
        self.view = TableView(self.scene, self)
        controller = self.controller
        self.add_actions(TABLE_KEYS, {
            "new_game": self.new_game_dialog,
            "end_session": self.end_session,
            "stake": self.place_stake,
            "cut": lambda: self.cut_at(None),
            "deal_on": controller.deal_on,
            "take": on_first_win(controller, controller.pick_up),
            "paroli": on_first_win(controller, controller.bend_paroli),
            "paix": on_first_win(controller, controller.paix),
            "accept": lambda: controller.answer_offer(True),
            "refuse": lambda: controller.answer_offer(False),
            "deal": controller.deal_abzug,
            "auto_deal": self.refresh,
            "atande": controller.call_atande,
            "resume": controller.resume,
            "new_bank": controller.new_bank,
            "give_up_bank": controller.give_up_bank,
            "settings": self.settings_dialog,
            "learn": self.learnRequested.emit,
        })
        self.add_actions(REPLAY_KEYS, {"replay": self.replay_dialog})
        for menu, groups in MENU_GROUPS.items():
            self.add_menu_groups(menu, groups)
        self.panel = ActionPanel(self.scene.art, self.actions_by_name, self)
        self.panel.resting_place = self.view  # while nothing is the player's to do, the focus is on the table
        # Once the panel's new layout has settled, the table fits the room it leaves.
        self.panel.relaid.connect(self.view.fit, Qt.ConnectionType.QueuedConnection)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        self.setCentralWidget(central)
        docks = make_side_views(self, self.scene.shown)
        self.aids = AidsDock(SIDE_VIEW_KEYS.text(SIDE_VIEW_KEYS.row("keeper")), self.scene.shown, self.panel.picker,
                             self.panel.kush_edit, self)
        """The case-keeper and the coach (ui/shtoss/aids_dock.py), a tab beside the players and the odds."""
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.aids)
        self.tabifyDockWidget(docks["odds"], self.aids)
        docks["players"].raise_()
        self.add_side_views(SIDE_VIEW_KEYS, {**docks, "keeper": self.aids})
        self.list_keys(PICKER_KEYS)
        self.list_keys(WALK_TABLE_KEYS)
        self.summary_dialog: QWidget | None = None
        self.presets_folder: Path | None = None  # the user presets' folder; None: the platform's data folder
        self._pending_summary = False
        self.journal_warning: QWidget | None = None  # the last message about the journal

        # The session paces the computer players by the table (its speed, its idleness) and keeps the journal.
        session = self.session
        session.attach(self.scene)
        session.adopted.connect(self._adopted)
        session.journalProblem.connect(self.show_storage_problem)
        session.stepRefused.connect(self._step_refused)
        self.actions_by_name["auto_deal"].toggled.connect(session.set_auto_deal)
        controller.changed.connect(self.refresh)
        controller.eventRecorded.connect(self._event_recorded)
        self.scene.idle.connect(self.refresh)
        # The deal's recap over the table (ui/shtoss/recap.py): it holds the computer players until the player goes on.
        # With no room on the cloth, it stands over the side views.
        self.recap = RecapPanel(self.view, self.scene, controller, session, self.actions_by_name["auto_deal"],
                                lambda: docked_areas(self, self.docks.values()))
        self.recap.shown.connect(self.refresh)  # the prompt says how to go on from the recap
        self.recap.wentOn.connect(self.refresh)
        self.recap.wentOn.connect(self.panel.focus_next_move)  # the focus left with the recap: to the next move
        self.scene.narrated.connect(lambda text: self.statusBar().showMessage(text))
        # The screen reader hears every line the table says, in order, and the recap as it appears.
        self.scene.announced.connect(lambda text, important: self.announcer.announce(text, assertive=important))
        self.recap.shown.connect(self._announce_recap)
        # What he is asked to do next, as the prompt changes (after the lines the table has said).
        self._prompt_due = False
        self._prompt_said = ""
        self.panel.prompt.changed.connect(self._announce_prompt)
        self.aids.coach.said.connect(self.announcer.announce)  # the coach's words, while he is on
        self.scene.cutRequested.connect(self.cut_at)
        self.panel.picker.selectionChanged.connect(self.refresh)
        self.panel.kush_edit.textChanged.connect(self.refresh)
        self.panel.kush_edit.returnPressed.connect(self.actions_by_name["stake"].trigger)

        self.settle(self.scene, self.view)
        self.update_title()
        self.is_built = True  # always, once constructed (the real-window driver looks for it)
        self.refresh()

    # ----- words -----

    def update_title(self) -> None:
        """"Shtoss — <the human's part>" in the language installed."""
        if self.controller.has_game:
            role = self.controller.config.role
            part = {
                Role.PUNTER: translate("MainWindow", "you punt"),
                Role.BANKER: translate("MainWindow", "you hold the bank"),
                Role.WATCH: translate("MainWindow", "you watch"),
            }[role]
        else:
            part = translate("MainWindow", "the game of The Queen of Spades")
        self.setWindowTitle(translate("MainWindow", "Shtoss — {part}").format(part=part))

    def retranslate_ui(self) -> None:
        """Write every text of the window again in the language installed: the shell's (the actions, the menus),
        the title, the side views, the table and the prompt (each dialog retranslates itself on the same event)."""
        super().retranslate_ui()
        self.update_title()
        retranslate_side_views(self.docks)
        self.aids.retranslate_ui(SIDE_VIEW_KEYS.text(SIDE_VIEW_KEYS.row("keeper")))
        # The table writes its texts as it lays itself out: laid out again (no animation), it speaks the new
        # language, and its cards and the stake picker's are painted again (card indices follow the language).
        self.set_theme(self.scene.art.theme, remember=False)
        self.refresh()

    # ----- sessions -----

    def _announce_prompt(self, _text: str) -> None:
        """The prompt changed: it is said once the event loop's turn is over, as it stands then (a prompt the same
        turn replaces, the deal's end before its recap appears, is not said)."""
        if not self._prompt_due:
            self._prompt_due = True
            QTimer.singleShot(0, self, self._say_prompt)

    def _say_prompt(self) -> None:
        """Say what the prompt asks now: after what the table said, unless it says it again (the recap, announced,
        already tells how to go on from it)."""
        self._prompt_due = False
        text = self.panel.prompt.text()
        if text == self._prompt_said:
            return
        self._prompt_said = text
        if self.recap.waiting_recap() is None:
            self.announcer.announce_news(text)

    def _announce_recap(self) -> None:
        """The recap has appeared: its title at once (the deal is over), then its lines in order."""
        title, *rest = self.recap.spoken_lines()
        self.announcer.announce(title, assertive=True)
        for line in rest:
            self.announcer.announce(line)

    def replay_dialog(self) -> None:
        """Game ▸ Replay a past deal: a window of its own over the ended deals (ui/replay.py); the game waits."""
        from shtoss_desktop.ui.shtoss.replay_table import open_replay

        open_replay(self, self)

    def show_side_views(self, shown: bool) -> None:
        """Show or hide the side views; shown, the odds' dock has room for every rank."""
        super().show_side_views(shown)
        if shown:
            share_side_views(self, self.docks)

    def set_coach(self, on: bool) -> None:
        """Switch the coach on or off (the shell's Coach toggle)."""
        self.aids.set_coach(on)

    def pace_to_reader(self, reading_left: Callable[[], int] | None) -> None:
        """The computer players wait for the screen reader (the shell's "Pace for a screen reader")."""
        self.session.set_reading_pace(reading_left)

    def game_in_progress(self) -> bool:
        """Whether ending the session now would discard a game in progress: a deal has been cut, or the human has
        money on the table."""
        if not self.controller.has_game or self.controller.waiting_for() is Waiting.OVER:
            return False
        game = self.controller.game
        human = self.controller.human
        mine = human is not None and bool(game.stakes_of(human) or game.winnings_of(human))
        return game.state().deal_number > 0 or mine

    def end_session(self) -> None:
        """End the session (stakes go back, the summary follows), after asking if a game is in progress."""
        self.confirm_discard(
            translate("MainWindow", "End the session? The stakes on the table go back and the summary is shown."),
            translate("MainWindow", "&End the session"),
            lambda: self.guarded(self.controller.end_session),
        )

    def start(self, config: SessionConfig) -> None:
        """Begin a session (the journal begins afresh; the game it kept goes to the archive)."""
        self._before_session()
        self.session.start(config)
        self.update_title()
        self.refresh()

    def resume(self, kept: KeptShtoss) -> None:
        """Resume a kept session: the table is exactly as its last good move left it."""
        self._before_session()
        self.session.resume(kept)
        self.panel.kush_edit.setText(last_kush_text(self.controller.game, self.controller.human))
        # A notice on the table's line (and the status bar): the narration of the game's records does not cover it.
        self.tell(resumed_note(kept))

    def offer_resume(self, kept: KeptShtoss, config: SessionConfig) -> None:
        """Ask whether to resume the kept session (up to its last good move, if the rules trust it only that far) or
        start `config`; nothing starts before the player answers."""
        self.offer_kept_game(kept, describe_kept(kept), resume=lambda: self.resume(kept),
                             new_game=lambda: self.start(config))

    def _before_session(self) -> None:
        """What a session begun or resumed leaves behind: the last one's summary, the stake chosen, auto-deal, an
        open offer to resume (closed without effect)."""
        self.close_resume_question()
        self._pending_summary = False
        self.panel.picker.clear_selection()
        self.panel.kush_edit.clear()
        self.actions_by_name["auto_deal"].setChecked(False)

    def _adopted(self) -> None:
        """A kept game was taken over: the table shows it at once, as it stands (no move of its past is played)."""
        self.scene.flush()
        self.update_title()
        self.refresh()

    def show_storage_problem(self, problem: StorageProblem) -> None:
        """Say, in a message box and the status bar, that the kept game or the journal has a problem."""
        self.show_journal_problem(journal_problem_text(problem))

    def show_journal_problem(self, text: str) -> None:
        """Say `text` about the journal in a message box (file names as plain text) and the status bar."""
        self.say(text, 15000)
        box = journal_warning(text, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.journal_warning = box
        box.finished.connect(lambda _result: setattr(self, "journal_warning", None))
        box.open()

    def _step_refused(self, error: CoreError) -> None:
        """A computer step the rules refused: said, like a refused move of the human's."""
        text = game_error_text(error, self.controller.human) if isinstance(error, GameError) else core_error_text(error)
        self.say(text, 6000)

    def default_config(
        self,
        *,
        role: Role | None = None,
        punters: int | None = None,
        seed: int | None = None,
        rules: HouseRules | None = None,
    ) -> SessionConfig:
        """A session from the settings (rules, computer styles) with these choices (the human punts by default)."""
        role = role if role is not None else Role.PUNTER
        rules = rules if rules is not None else self.settings.rules()
        count = punters if punters is not None else max(1, rules.punters - (1 if role is Role.PUNTER else 0))
        # A human punter may sit alone against the banker; a human banker or a watcher needs punters.
        seats = computer_punters(role)
        count = max(seats.start, min(count, seats.stop - 1))
        known = {style.value for style in PunterStyle}
        styles = tuple(
            PunterStyle(s) if s in known else PunterStyle.MIRANDOLE for s in self.settings.computer_styles(count)
        )
        return SessionConfig(
            rules=rules, role=role, styles=styles, seed=seed, human_name=translate("MainWindow", "You")
        )

    def new_game_dialog(self) -> None:
        """Ask for a new session's setup and start it."""
        from shtoss_desktop.ui.dialogs.new_game import NewGameDialog

        config = self.controller.config
        dialog = NewGameDialog(
            self.settings.rules(),
            styles=self.settings.computer_styles(),
            role=config.role,
            human_name=config.human_name,
            parent=self,
        )
        if dialog.exec() == NewGameDialog.DialogCode.Accepted and dialog.game() is not GameKind.SHTOSS:
            # A window of its own on this window's settings; this game stays as it stands.
            self.open_game(dialog.game(), seed=dialog.seed())
        elif dialog.result() == NewGameDialog.DialogCode.Accepted:
            chosen = dialog.config()
            self.confirm_discard(
                translate("MainWindow", "Start a new game? The game in progress ends here."),
                translate("MainWindow", "&New game"),
                lambda: self.start(chosen),
            )

    def _event_recorded(self, event: Event) -> None:
        if isinstance(event, SessionEnded):
            self._pending_summary = True
        if isinstance(event, DeckCut):
            self.panel.picker.clear_selection()

    def _show_summary(self) -> None:
        from shtoss_desktop.ui.shtoss.summary_dialog import SummaryDialog, summarise

        self._pending_summary = False
        dialog = SummaryDialog(summarise(self.controller.game.log), human=self.controller.human, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.summary_dialog = dialog
        # Qt deletes the dialog once closed: the window must not keep a reference to it past that.
        dialog.finished.connect(lambda _result: setattr(self, "summary_dialog", None))
        dialog.open()
        self.sessionSummaryShown.emit(dialog)

    # ----- the human's moves -----

    def guarded(self, slot: Callable[[], object]) -> None:
        """Run an action; a rule that forbids it is said in the status bar, never raised."""
        try:
            slot()
        except GameError as error:
            text = game_error_text(error, self.controller.human)
            self.say(text, 6000, assertive=True)
            self.panel.set_reason(text)

    def place_stake(self) -> None:
        """Stake the chosen cards with the kush typed (the initial kush if empty)."""
        if not self.actions_by_name["stake"].isEnabled():
            return
        cards = self.panel.selected_cards()
        self.controller.place_stake(cards, self.panel.kush())
        self.panel.picker.clear_selection()

    def cut_at(self, position: int | None) -> None:
        """Cut the banker's deck here (None: anywhere) and start the deal."""
        if self.controller.has_game and self.controller.waiting_for() is Waiting.HUMAN_STAKES:
            self.guarded(lambda: self.controller.cut(position))

    # ----- keeping the window in step -----

    def refresh(self) -> None:
        """Re-check the prompt and the panel page (once the table has shown everything: until then they say what it
        showed last, and `idle` brings them here again), and every action; schedule the next computer step."""
        if self.scene.is_idle():
            show_prompt(self.panel, self.controller, self.recap.waiting_recap())
        refused = update_actions(self.actions_by_name, self.controller, self.panel)
        if not self.controller.has_game:
            return
        self.panel.set_reason(reason_text(refused, self.controller.human))
        self.session.schedule()
        if self._pending_summary and self.scene.is_idle():
            self._show_summary()

    def set_autoplay(self, on: bool) -> None:
        """Let the computer players move at the animation pace (on), or hold them (the screenshot, tests)."""
        self.session.set_autoplay(on)

    # ----- the shell's hooks -----

    def paint_cards(self, theme: CardTheme) -> None:
        """Paint the table's cards and the stake picker's with `theme`; the side views write their cards again
        (the odds' ranks are the cards' indices, which follow the `card_indices` setting)."""
        self.scene.set_theme(theme)
        self.panel.picker.updateGeometry()
        self.panel.picker.update()
        retranslate_side_views(self.docks)

    def tell(self, text: str) -> None:
        """Say it as a notice on the table's status line (the narration does not cover it)."""
        self.scene.effects.notice(text)

    # ----- settings -----

    def settings_dialog(self) -> None:
        """The house rules dialog; new rules apply from the next deal."""
        from shtoss_desktop.storage.presets import PresetStore
        from shtoss_desktop.ui.shtoss.rules_dialog import SettingsDialog

        running = self.controller.has_game and self.controller.waiting_for() is not Waiting.OVER
        presets = PresetStore(self.presets_folder, parent=self)
        if presets.load_problems:
            # A bad preset file was set aside (renamed, nothing lost): say so once, then carry on.
            from PySide6.QtGui import Qt as GuiQt
            from PySide6.QtWidgets import QMessageBox

            # File names are the player's: a `<h1>BIG.json` must read as written, not as markup.
            text = GuiQt.convertFromPlainText("\n\n".join(storage_text(problem) for problem in presets.load_problems))
            QMessageBox.warning(self, translate("MainWindow", "User presets"), text)
        dialog = SettingsDialog(self.settings, presets, session_running=running, parent=self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted and running:
            self.controller.change_rules(dialog.rules())

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the computer players, keep the session's journal for resuming, and remember the window's place."""
        # The journal stays current: the next start offers to resume the session where it is now.
        self.session.close()
        super().closeEvent(event)


__all__ = [
    "DEFAULT_SIZE",
    "ROOMY_WIDTH",
    "SCREEN_SHARE",
    "SMALL_SCREEN",
    "STEP_DELAYS",
    "MainWindow",
    "game_error_text",
]
