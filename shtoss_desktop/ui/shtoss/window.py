"""The main window: it builds the table, the action panel, the side views and the menus, and keeps them in step.

`MainWindow(settings)` builds the whole window in its constructor; `start(config)` begins a session. The window
owns the controller and composes its parts, each in its own module:

- window_actions.py: the actions (menu item, panel button and shortcut at once), the menus, and
  `update_actions`, which enables them from the controller's `can_*` / `verify_*` queries;
- prompt.py: the action panel's page and the prompt line (what the human may do now, the kush limits);
- session_driver.py: the pace of the computer players (a single-shot timer, the driver's child, stepping the
  controller once the table has finished animating) and the journal that keeps the session for resuming;
- side_views.py: the players, history and odds docks.

`refresh()`, called after every change, asks each part to catch up. The window fits the screen it opens on (a
share of the available geometry on a first start; a remembered geometry too large for the screen is shrunk), and
on a small screen the side views start hidden (F9 shows them). A language chosen in the Settings menu is spoken
at once: each widget retranslates on `QEvent.LanguageChange`. Single-key shortcuts work whatever has the focus
(`keyboard.SingleKeys`), except that a number field takes its digits. A game in progress is never discarded without a
question (New game, End the session).

 The table's animations, items and timers
belong to the scene (table_scene.py, and "Who owns what on the table" in DEVELOPERS.md), and the window keeps no
reference to a dialog Qt deletes on close. The dialogs (new game, house rules, rules help, resume, summary) are
imported when first opened: the player waits for none of them at start.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from shtoss_desktop.app.shtoss.controller import GameController, Role, SessionConfig, Waiting
from shtoss_desktop.app.shtoss.messages import game_error_text
from shtoss_desktop.core.shtoss.deal import GameError
from shtoss_desktop.core.shtoss.events import DeckCut, Event, SessionEnded
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import MAX_PUNTERS, HouseRules
from shtoss_desktop.storage.journal import Journal, KeptSession
from shtoss_desktop.storage.settings import AppSettings, Language, SettingsError
from shtoss_desktop.ui.shell.i18n import interface_language, switch_language
from shtoss_desktop.ui.shell.keyboard import SingleKeys
from shtoss_desktop.ui.shell.screen_fit import ROOMY_WIDTH, SCREEN_SHARE, SMALL_SCREEN, fit_to_screen
from shtoss_desktop.ui.shell.shortcuts_dialog import ShortcutsDialog
from shtoss_desktop.ui.shtoss.actions import (
    make_actions,
    make_menus,
    retranslate_actions,
    retranslate_menus,
    update_actions,
)
from shtoss_desktop.ui.shtoss.prompt import show_prompt
from shtoss_desktop.ui.shtoss.recap import RecapPanel
from shtoss_desktop.ui.shtoss.session_driver import STEP_DELAYS, SessionDriver
from shtoss_desktop.ui.shtoss.side_views import cap_side_views, make_side_views, retranslate_side_views
from shtoss_desktop.ui.shtoss.stake_panel import ActionPanel
from shtoss_desktop.ui.shtoss.table_scene import TableScene
from shtoss_desktop.ui.shtoss.table_view import TableView
from shtoss_desktop.ui.table.card_art import CardTheme, ClassicTheme
from shtoss_desktop.ui.table.decks import available_themes, theme_for_key, usable_theme

if TYPE_CHECKING:
    from shtoss_desktop.ui.shell.rules_help import RulesHelpWindow

DEFAULT_SIZE: Final = (1280, 800)
"""The size of a screenshot when none is asked for (the window itself takes a share of its screen)."""

FOCUS_RING: Final = """
QPushButton:focus, QToolButton:focus {
    border: 2px solid palette(highlight); border-radius: 4px; padding: 3px 10px;
}
QLineEdit:focus, QAbstractSpinBox:focus { border: 2px solid palette(highlight); border-radius: 3px; }
QAbstractItemView:focus { border: 2px solid palette(highlight); }
"""
"""A clear ring around whatever has the keyboard focus (the style's own is a faint dotted line or none)."""

translate = QCoreApplication.translate


class _FirstPaint(QObject):
    """Calls back once, from the event loop, after the first paint of the watched widget."""

    def __init__(self, callback: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._callback: Callable[[], None] | None = callback

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Catch the first paint; the callback runs once the whole frame is painted."""
        if self._callback is not None and event.type() is QEvent.Type.Paint:
            callback, self._callback = self._callback, None
            watched.removeEventFilter(self)
            QTimer.singleShot(0, callback)
            self.deleteLater()
        return False


class MainWindow(QMainWindow):
    """The game's window, built whole by its constructor; `start(config)` begins a session."""

    sessionSummaryShown = Signal(object)
    """The summary dialog of a finished session was opened (the dialog)."""

    def __init__(
        self,
        settings: AppSettings | None = None,
        *,
        remember_geometry: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        """Build the table, the action panel, the menus and the side views, placed where the settings remember."""
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self._remember_geometry = remember_geometry
        self.settings = settings if settings is not None else AppSettings(parent=self)
        self.controller = GameController(self)
        self.scene = TableScene(self.controller, self)
        self.view = TableView(self.scene, self)
        self.actions_by_name: dict[str, QAction] = make_actions(self)
        self.panel = ActionPanel(self.scene.art, self.actions_by_name, self)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        self.setCentralWidget(central)
        self.statusBar()  # where the table narrates: made now, so the table does not shrink when it first speaks
        view_menu = make_menus(self, self.actions_by_name)
        self.docks: dict[str, QDockWidget] = make_side_views(self, self.controller, view_menu)
        self.setStyleSheet(FOCUS_RING)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(SingleKeys(self))
        self.discard_question: QMessageBox | None = None  # "discard the game in progress?", while it is open
        self.shortcuts_dialog: ShortcutsDialog | None = None
        self.summary_dialog: QWidget | None = None
        self._help_window: RulesHelpWindow | None = None
        self.presets_folder: Path | None = None  # the user presets' folder; None: the platform's data folder
        self._themes: list[CardTheme] | None = None
        self._pending_summary = False
        self.resume_question: QWidget | None = None  # the offer to resume a kept game, while it is open
        self.journal_warning: QWidget | None = None  # the last message about the journal

        # The pace of the computer players and the journal (keep_journal() turns journaling on: the program does).
        self.driver = SessionDriver(self.controller, self.scene, self.actions_by_name["auto_deal"], self.guarded, self)
        self.controller.changed.connect(self.refresh)
        self.controller.eventRecorded.connect(self._event_recorded)
        self.scene.idle.connect(self.refresh)
        # The deal's recap over the table (ui/shtoss/recap.py): it holds the computer players until the player goes on.
        self.recap = RecapPanel(self.view, self.scene, self.controller, self.driver, self.actions_by_name["auto_deal"])
        self.recap.shown.connect(self.refresh)  # the prompt says how to go on from the recap
        self.recap.wentOn.connect(self.refresh)
        self.scene.narrated.connect(lambda text: self.statusBar().showMessage(text))
        self.scene.cutRequested.connect(self.cut_at)
        self.panel.picker.selectionChanged.connect(self.refresh)
        self.panel.kush_edit.textChanged.connect(self.refresh)
        self.panel.kush_edit.returnPressed.connect(self.actions_by_name["stake"].trigger)
        self.settings.changed.connect(self._setting_changed)
        # A settings file that cannot be written never stops play: the values hold in memory, and the player is told.
        self.settings.write_failed.connect(lambda text: self.statusBar().showMessage(text, 15000))

        self.set_speed(self.settings.animation_speed())
        self._apply_theme_setting()
        self._place_on_screen()
        self.update_title()
        self.is_built = True  # always, once constructed (the real-window driver looks for it)
        self.refresh()

    def _place_on_screen(self) -> None:
        """Size the window to its screen on a first start; keep a remembered geometry that fits, shrink one that
        does not (the screen may be smaller than the one it was saved on). The side views start as they were
        left; on a first start they are shown only in a roomy window."""
        geometry = self.settings.window_geometry()
        restored = bool(geometry) and self.restoreGeometry(QByteArray(geometry))
        screen = QGuiApplication.screenAt(self.geometry().center()) or QGuiApplication.primaryScreen()
        available = screen.availableGeometry()
        too_big = self.width() > available.width() or self.height() > available.height()
        if not restored or too_big:
            small = available.width() < SMALL_SCREEN.width() or available.height() < SMALL_SCREEN.height()
            share = 1.0 if small else SCREEN_SHARE
            width, height = int(available.width() * share), int(available.height() * share)
            self.resize(width, height)
            left, top = (available.width() - width) // 2, (available.height() - height) // 2
            self.move(available.x() + left, available.y() + top)
            if small and self._remember_geometry:
                # Maximized, the window manager fits the frame and the title bar in; a window of the area's size
                # would push its lower edge off the screen by the title bar's height. (A screenshot's or a test's
                # window keeps the size it is given.)
                self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        state = self.settings.get("window_state")
        if not (isinstance(state, bytes) and state and self.restoreState(QByteArray(state))):
            self.show_side_views(self.width() >= ROOMY_WIDTH)
        cap_side_views(self, self.docks)

    def show_side_views(self, shown: bool) -> None:
        """Show or hide the side views (players, history, odds) together."""
        for dock in self.docks.values():
            dock.setVisible(shown)
        if shown:
            self.docks["players"].raise_()
            cap_side_views(self, self.docks)

    def toggle_side_views(self) -> None:
        """Hide the side views if any is shown, else show them all."""
        self.show_side_views(all(dock.isHidden() for dock in self.docks.values()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the side views from taking too much of a window made smaller."""
        super().resizeEvent(event)
        cap_side_views(self, self.docks)

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

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate everything when the language changes."""
        if event.type() is QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Write every text of the window again in the language installed: the title, the actions, the menus,
        the side views, the table and the prompt (each dialog retranslates itself on the same event)."""
        self.update_title()
        retranslate_actions(self, self.actions_by_name)
        retranslate_menus(self)
        retranslate_side_views(self.docks)
        # The table writes its texts as it lays itself out: laid out again (no animation), it speaks the new
        # language, and its cards and the stake picker's are painted again (card indices follow the language).
        self.set_theme(self.scene.art.theme, remember=False)
        self.refresh()

    def after_first_frame(self, callback: Callable[[], None]) -> None:
        """Call `callback` (from the event loop) once the table's view has been painted for the first time."""
        self.view.viewport().installEventFilter(_FirstPaint(callback, self))

    # ----- sessions -----

    def game_in_progress(self) -> bool:
        """Whether ending the session now would discard a game in progress: a deal has been cut, or the human has
        money on the table."""
        if not self.controller.has_game or self.controller.waiting_for() is Waiting.OVER:
            return False
        game = self.controller.game
        human = self.controller.human
        mine = human is not None and bool(game.stakes_of(human) or game.winnings_of(human))
        return game.state().deal_number > 0 or mine

    def confirm_discard(self, text: str, button_text: str, proceed: Callable[[], None]) -> None:
        """Run `proceed` at once if no game is in progress, else only once the player confirms (Escape and
        Cancel keep the game)."""
        if not self.game_in_progress():
            proceed()
            return
        box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "The game in progress"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
        box.setObjectName("discardQuestion")
        box.setTextFormat(Qt.TextFormat.PlainText)
        go = box.button(QMessageBox.StandardButton.Yes)
        go.setText(button_text)  # says what "yes" does: "New game", "End the session"
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setEscapeButton(QMessageBox.StandardButton.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.discard_question = box

        def answered(_result: int) -> None:
            self.discard_question = None
            if box.clickedButton() is go:
                proceed()

        box.finished.connect(answered)
        box.open()

    def end_session(self) -> None:
        """End the session (stakes go back, the summary follows), after asking if a game is in progress."""
        self.confirm_discard(
            translate("MainWindow", "End the session? The stakes on the table go back and the summary is shown."),
            translate("MainWindow", "&End the session"),
            lambda: self.guarded(self.controller.end_session),
        )

    def start(self, config: SessionConfig) -> None:
        """Begin a session."""
        self._pending_summary = False
        self.panel.picker.clear_selection()
        self.panel.kush_edit.clear()
        self.actions_by_name["auto_deal"].setChecked(False)
        self.controller.new_session(config)
        self.update_title()
        self.refresh()

    @property
    def journal(self) -> Journal | None:
        """The journal the sessions are kept in (None until `keep_journal`)."""
        return self.driver.journal

    def keep_journal(self, folder: Path) -> Journal:
        """Keep every session from now on in a journal in `folder` (the data folder), so that a game quit or
        killed in its middle can be resumed (storage/journal.py). A disk that refuses is said once; play goes on.
        Returns the journal (the program then `claim`s the folder and looks for a kept game)."""
        return self.driver.keep_journal(folder, self.show_journal_problem)

    def resume(self, kept: KeptSession) -> None:
        """Resume a session kept in the journal: the table is exactly as its last completed action left it."""
        from shtoss_desktop.ui.shtoss.resume_dialog import resumed_text, torn_line_text

        header = kept.header
        config = SessionConfig(
            rules=header.rules, role=Role(header.role), styles=header.styles, seed=header.seed,
            human_name=header.human_name,
        )
        self._pending_summary = False
        self.panel.picker.clear_selection()
        self.panel.kush_edit.clear()
        self.actions_by_name["auto_deal"].setChecked(False)
        if self.journal is not None:
            self.journal.close()  # the records the controller sends again now are in the journal already
        self.driver.resuming = True
        speed = self.scene.speed.value
        # The controller sends the whole log again. Animated, the records wait behind the first move, and
        # `flush` then lays the table out once for the last of them instead of once per record.
        self.scene.set_speed("slow")
        try:
            self.controller.adopt_session(config, kept.game, dict(header.computers))
        finally:
            self.driver.resuming = False
            self.scene.flush()
            self.scene.set_speed(speed)
        if self.journal is not None:
            self.journal.adopt(kept)
        self.update_title()
        self.refresh()
        self.statusBar().showMessage(torn_line_text() if kept.torn_line else resumed_text(), 15000)

    def offer_resume(self, kept: KeptSession, config: SessionConfig) -> None:
        """Ask whether to resume the kept session or start `config` (the kept one then goes to the archive)."""
        from shtoss_desktop.ui.shtoss.resume_dialog import ResumeQuestion

        question = ResumeQuestion(kept, self)
        question.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.resume_question = question

        def answered() -> None:
            self.resume_question = None
            if question.wants_resume():
                self.resume(kept)
            else:
                self.start(config)

        question.finished.connect(answered)
        question.open()

    def show_journal_problem(self, text: str) -> None:
        """Say, in a message box and the status bar, that the kept game or the journal has a problem."""
        from shtoss_desktop.ui.shtoss.resume_dialog import journal_warning

        self.statusBar().showMessage(text, 15000)
        box = journal_warning(text, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.journal_warning = box
        box.finished.connect(lambda _result: setattr(self, "journal_warning", None))
        box.open()

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
        most = MAX_PUNTERS - 1 if role is Role.PUNTER else MAX_PUNTERS  # the human punter takes a seat
        count = max(0 if role is Role.PUNTER else 1, min(count, most))
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
        if dialog.exec() == NewGameDialog.DialogCode.Accepted and dialog.game() == "casino":
            from shtoss_desktop.ui.casino.window import open_casino_window

            # A window of its own on this window's settings; this game stays as it stands.
            open_casino_window(self, seed=dialog.seed(), settings=self.settings)
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
            self.statusBar().showMessage(text, 6000)
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
        """Re-check the prompt, the panel page and every action; schedule the next computer step."""
        show_prompt(self.panel, self.controller, self.recap.waiting_recap())
        refused = update_actions(self.actions_by_name, self.controller, self.panel)
        if not self.controller.has_game:
            return
        self.panel.set_reason(game_error_text(refused, self.controller.human) if refused is not None else "")
        self.driver.schedule()
        if self._pending_summary and self.scene.is_idle():
            self._show_summary()

    def set_autoplay(self, on: bool) -> None:
        """Let the computer players move at the animation pace (on), or hold them (the screenshot, tests)."""
        self.driver.set_autoplay(on)

    # ----- settings -----

    def set_speed(self, speed: str) -> None:
        """Animate at this speed ("instant", "fast", "normal", "slow")."""
        self.scene.set_speed(speed)
        action = self.actions_by_name.get(f"speed_{speed}")
        if action is not None:
            action.setChecked(True)

    def _setting_changed(self, name: str) -> None:
        if name == "animation_speed":
            self.set_speed(self.settings.animation_speed())
        elif name == "card_theme":
            self._apply_theme_setting()

    def _apply_theme_setting(self) -> None:
        key = self.settings.card_theme()
        if key == self.scene.art.theme.key:
            return
        theme, problem = theme_for_key(key)
        if problem is not None:
            self.scene.effects.notice(problem)  # a notice: the narration does not cover it
        self.set_theme(theme, remember=False)  # the setting stays as it is ("default" follows what is installed)

    def themes(self) -> list[CardTheme]:
        """The card themes installed (looked up once, when first needed)."""
        if self._themes is None:
            themes = available_themes()
            themes.insert(1, ClassicTheme("blue"))
            self._themes = themes
        return self._themes

    def set_theme(self, theme: CardTheme, remember: bool = True) -> None:
        """Paint the cards with this theme (remembered when the settings can keep its key)."""
        theme, problem = usable_theme(theme)
        if problem is not None:
            self.scene.effects.notice(problem)
        self.scene.set_theme(theme)
        self.panel.picker.updateGeometry()
        self.panel.picker.update()
        if not remember or problem is not None:
            return
        try:
            self.settings.set("card_theme", theme.key)
        except SettingsError:
            self.statusBar().showMessage(
                translate("MainWindow", "This card theme is used until the game is closed."), 5000
            )

    def next_theme(self) -> None:
        """Switch to the next installed card theme."""
        themes = self.themes()
        keys = [t.key for t in themes]
        current = keys.index(self.scene.art.theme.key) if self.scene.art.theme.key in keys else -1
        self.set_theme(themes[(current + 1) % len(themes)])

    def fill_theme_menu(self, menu: QMenu) -> None:
        """List the installed card themes in `menu`, the current one checked."""
        menu.clear()
        group = QActionGroup(menu)
        for theme in self.themes():
            action = menu.addAction(theme.name)
            action.setCheckable(True)
            action.setChecked(theme.key == self.scene.art.theme.key)
            action.triggered.connect(lambda _c=False, t=theme: self.set_theme(t))
            group.addAction(action)

    def set_language(self, code: str) -> None:
        """Speak this language at once ("system": the system's) and remember it for the next start."""
        self.settings.set("language", code)
        for action in self.findChildren(QAction):
            if action.objectName().startswith("language_"):
                action.setChecked(action.objectName() == f"language_{Language(code)}")
        app = QCoreApplication.instance()
        if app is not None:
            # Every widget is sent a LanguageChange and retranslates itself (this window in `retranslate_ui`).
            switch_language(app, interface_language(code))

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
            text = GuiQt.convertFromPlainText("\n\n".join(presets.load_problems))
            QMessageBox.warning(self, translate("MainWindow", "User presets"), text)
        dialog = SettingsDialog(self.settings, presets, session_running=running, parent=self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted and running:
            self.controller.change_rules(dialog.rules())

    def show_rules(self) -> None:
        """Open the rules of shtoss."""
        from shtoss_desktop.ui.shell.rules_help import RulesHelpWindow

        if self._help_window is None:
            self._help_window = RulesHelpWindow(parent=self)
        self._help_window.show_anchor("")

    def shortcut_lines(self) -> list[tuple[str, str]]:
        """(action, keys) for every action that has a shortcut."""
        lines = []
        for action in self.actions():
            keys = ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts())
            if keys:
                lines.append((action.text().replace("&", ""), keys))
        return lines

    def show_shortcuts(self) -> None:
        """List every keyboard shortcut, in a window of its own that fits the screen."""
        dialog = ShortcutsDialog(self.shortcut_lines(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.shortcuts_dialog = dialog
        dialog.finished.connect(lambda _result: setattr(self, "shortcuts_dialog", None))
        fit_to_screen(dialog, (dialog.width(), dialog.height()))
        dialog.open()

    def toggle_full_screen(self) -> None:
        """Fill the screen with the window, or leave full screen."""
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Remember the window's geometry and keep the session's journal for resuming."""
        self.driver.stop()
        if self.journal is not None:
            # The journal stays current: the next start offers to resume the session where it is now.
            self.journal.release()
        if self._remember_geometry:
            self.settings.set("window_geometry", bytes(self.saveGeometry().data()))
            self.settings.set("window_state", bytes(self.saveState().data()))
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
