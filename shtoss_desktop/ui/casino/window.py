"""The casino stos (faro) window: the layout on the cloth, its toolbar and side views, on the window shell.

    window = CasinoWindow(AppSettings())
    window.show()
    window.start()                            # a new session under the remembered rules

It stands on the shell (ui/shell/window.py), which gives it what both games' windows share: its place on the screen
(the `casino_window_geometry` setting), the menus Game / Settings / View / Help with Quit, the animation speed, the
card theme and indices and the language, full screen (F11), the side views (F9), the rules of casino stos (F1) and
the list of every key (Shift+F1). The window brings what is the casino's:

- its actions, one key table (`CASINO_KEYS`: New game, Deal, the odds on the layout, the casino table's rules) and
  where they go in the menus (`MENU_GROUPS`); the keys the layout handles itself (`LAYOUT_KEYS`: the cursor, a chip
  on or off, the suit bet), listed with the rest;
- the toolbar (Deal, the odds, the chip a click bets) and the status bar's chip and table limits;
- the side panel ("The table's books": balances, history, odds, on the controller's models), a side view of the
  shell's; it is shown by default only in a roomy window (`ROOMY_WIDTH`, ui/shell/screen_fit.py), and a choice
  that differs from that default is remembered (the `casino_side_panel` setting: `restore_side_views`,
  `remember_window`);
- a question before New game discards a game in progress (`game_in_progress`).

It opens through the registry of games (ui/games.py, ui/casino/launch.py): `--game casino` on the command line,
or the shtoss New game dialog's "Casino stos" choice.

The session (app/casino/session.py, `CasinoSession`, the window's child) owns the controller, the journal, the pace
of a watched game and resuming: the window attaches the table to the pace, offers a kept game with the one resume
question of both games (ui/shell/resume.py: `offer`; Escape resumes) or resumes it without asking (`resume`; the
launcher decides which), and says the journal's problems (`show_storage_problem`). One window at a time
keeps the journal (its lock); a second one plays unkept. The settings are the game's one `AppSettings` (the
shtoss window's when opened from it): the animation speed, the card theme and the card indices are shared with
the shtoss table and followed by the shell; the window follows the casino's own (`casino_show_odds`) as they
change, and a language change at once (`retranslate_ui`).

What the window wires: the controller's records go to the scene and the three models, which follow them
themselves (`eventRecorded`, `sessionStarted`, `changed`); after each action (`changed`) the window says what Deal
does and asks the session to pace a watched game; the scene's requests (a bet, a suit, Deal, the odds) go to the
controller and the settings; refusals to the status bar.

Ownership: the window owns the session (which owns the controller and the pace's timer), the scene, the view and
the models (Qt children); the session is closed when the window closes. The scene owns its items, its copy of the
game and its animations (see ui/casino/scene.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDockWidget,
    QHeaderView,
    QLabel,
    QStyle,
    QTableView,
    QTabWidget,
    QToolBar,
    QWidget,
)

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.casino.aids import CasinoCoach
from shtoss_desktop.app.casino.controller import CasinoConfig, CasinoController, chip_values
from shtoss_desktop.app.casino.models import (
    CasinoBalancesModel,
    CasinoHistoryColumn,
    CasinoHistoryModel,
    CasinoOddsColumn,
    CasinoOddsModel,
)
from shtoss_desktop.app.casino.session import WATCH_PACE, CasinoSession, describe_kept
from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.casino.table import CasinoPhase
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.storage import journal as journal_store
from shtoss_desktop.storage.journal import JournalTrouble, KeptCasino
from shtoss_desktop.storage.problems import StorageProblem
from shtoss_desktop.storage.settings import AppSettings, SidePanel
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP
from shtoss_desktop.ui.casino.books_columns import OptionalColumn
from shtoss_desktop.ui.casino.scene import CasinoScene, CasinoView
from shtoss_desktop.ui.casino.settings_dialog import CasinoSettingsDialog
from shtoss_desktop.ui.casino.table_a11y import WALK_LAYOUT_KEYS, CasinoTableSource, spot_key
from shtoss_desktop.ui.replay_keys import REPLAY_KEYS
from shtoss_desktop.ui.shell.kept_game import journal_problem_text, journal_warning, resumed_note
from shtoss_desktop.ui.shell.keys import ActionSpec, KeyTable
from shtoss_desktop.ui.shell.rules_help import CASINO_RULES
from shtoss_desktop.ui.shell.window import GameWindow, Menu
from shtoss_desktop.ui.table.aids_panel import CoachPanel
from shtoss_desktop.ui.table.wrapping_header import WrappingHeader

translate = QCoreApplication.translate

_KEY = QKeySequence.StandardKey

CASINO_KEYS: Final = KeyTable(
    "CasinoWindow",
    (
        ActionSpec(
            "new_game",
            QT_TRANSLATE_NOOP("CasinoWindow", "&New game"),
            QT_TRANSLATE_NOOP("CasinoWindow", "A new session under the casino table's rules"),
            (_KEY.New,),
        ),
        ActionSpec(
            "play_shtoss",
            QT_TRANSLATE_NOOP("CasinoWindow", "Play &shtoss instead"),
            QT_TRANSLATE_NOOP("CasinoWindow", "Leave the casino table for the shtoss table (asked first while a game "
                                              "is in progress; the casino game is kept for your return)"),
            ("Ctrl+Shift+N",),
        ),
        ActionSpec(
            "deal",
            QT_TRANSLATE_NOOP("CasinoWindow", "&Deal"),
            QT_TRANSLATE_NOOP("CasinoWindow", "Turn the next two cards: loss, then win"),
            ("Space", "D"),
        ),
        ActionSpec(
            "odds",
            QT_TRANSLATE_NOOP("CasinoWindow", "&Odds on the layout"),
            QT_TRANSLATE_NOOP("CasinoWindow", "Show on each rank its exact chance of winning and the expected value "
                                              "per unit, for the cards left"),
            ("O",),
            checkable=True,
        ),
        ActionSpec(
            "settings",
            QT_TRANSLATE_NOOP("CasinoWindow", "&Casino table…"),
            QT_TRANSLATE_NOOP("CasinoWindow", "The decks, the table limits, the capital and the computer players"),
            (_KEY.Preferences, "Ctrl+,"),
        ),
    ),
)
"""Every action of the casino window that is its own (the shell adds Quit, the speeds, the card theme, the language,
full screen, the side views, the rules and the shortcuts list)."""

MENU_GROUPS: Final = {
    Menu.GAME: (("new_game", "play_shtoss", "replay", "deal"), ()),
    Menu.SETTINGS: (("settings",),),
    Menu.VIEW: (("odds",),),
}
"""Where the casino's actions go in the shell's menus, in groups (the Game menu's last group is empty: a separator
stands between Deal and the shell's Quit)."""

SIDE_VIEW_KEYS: Final = KeyTable(
    "CasinoWindow",
    (ActionSpec("books", QT_TRANSLATE_NOOP("CasinoWindow", "The table's books"), keys=("Ctrl+Shift+B",),
                checkable=True),),
)
"""The side panel, named as its dock's title, with the keys of its own toggle (F9, the shell's, toggles it too)."""

LAYOUT_KEYS: Final = KeyTable(
    "CasinoWindow",
    (
        ActionSpec("cursor", QT_TRANSLATE_NOOP("CasinoWindow", "Move the cursor over the layout"),
                   keys=("Left", "Right", "Up", "Down")),
        ActionSpec("add_chip", QT_TRANSLATE_NOOP("CasinoWindow", "Put a chip on the rank under the cursor"),
                   keys=("+", "=", "Return", "Enter")),
        ActionSpec("take_chip", QT_TRANSLATE_NOOP("CasinoWindow", "Take a chip back from the rank under the cursor"),
                   keys=("-", "Backspace", "Delete")),
        ActionSpec("suit_bet", QT_TRANSLATE_NOOP("CasinoWindow", "Change the suit bet under the cursor"),
                   keys=("S",)),
    ),
)
"""The keys the layout handles itself while it has the focus (the view's `keyPressEvent`): listed, no actions."""

TOOLBAR_ACTIONS: Final = ("deal", "odds")
"""The actions on the toolbar (no status tips: a toolbar button's would stay in the status bar after the pointer
left it)."""

class CasinoWindow(GameWindow):
    """The casino table's window (see the module docstring)."""

    RULES = CASINO_RULES
    GEOMETRY_SETTING = "casino_window_geometry"

    def __init__(self, settings: AppSettings, *, remember_geometry: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(settings, remember_geometry=remember_geometry, parent=parent)
        self.setObjectName("casinoWindow")
        """The offer to resume the kept game, while it is open."""
        self.journal_warning: QWidget | None = None
        """The last message about the journal, while it is open."""
        self.session: CasinoSession = CasinoSession(self)
        """The session: the controller, the journal, the pace of a watched game, resuming (app/session.py)."""
        self.controller: CasinoController = self.session.controller
        self.scene = CasinoScene(self.controller, self)
        self.view = CasinoView(self.scene, self)
        self.setCentralWidget(self.view)
        # For screen readers: the table's entries (ui/casino/table_a11y.py), read again after each action shown;
        # the reader's focus follows the betting cursor.
        self.view.set_table_source(CasinoTableSource(self.scene))
        self.scene.shown.sessionStarted.connect(self.view.table_changed)
        self.scene.shown.eventRecorded.connect(self.view.table_changed)
        self.scene.cursorMoved.connect(self._cursor_moved)
        self.history_model = CasinoHistoryModel(self.scene.shown, self)  # the side views follow the table
        self.balances_model = CasinoBalancesModel(self.scene.shown, self)
        self.odds_model = CasinoOddsModel(self.scene.shown, self)
        self.session.attach(self.scene)
        self.session.journalProblem.connect(self.show_storage_problem)

        self.add_actions(CASINO_KEYS, {
            "new_game": self.new_game,
            "play_shtoss": lambda: self.switch_game(GameKind.SHTOSS),
            "deal": self.deal,
            "odds": lambda: self.scene.set_odds_shown(self.actions_by_name["odds"].isChecked()),
            "settings": self.open_settings,
        })
        self.add_actions(REPLAY_KEYS, {"replay": self.replay_dialog})
        for menu, groups in MENU_GROUPS.items():
            self.add_menu_groups(menu, groups)
        self.list_keys(LAYOUT_KEYS)
        self.list_keys(WALK_LAYOUT_KEYS)
        self._build_toolbar()
        self._build_side_panel()
        self._chip_label = QLabel()
        self._chip_label.setObjectName("casinoChipLabel")
        self.statusBar().addPermanentWidget(self._chip_label)
        self.statusBar().messageChanged.connect(self._name_status_bar)

        # The scene and the models follow the controller's records themselves; the window keeps the journal and
        # its own controls in step after each action.
        self.controller.changed.connect(self._controller_changed)
        self.controller.refused.connect(self._refused)
        self.scene.betRequested.connect(self._bet_requested)
        self.scene.suitRequested.connect(self._suit_requested)
        self.scene.dealRequested.connect(self.deal)
        self.scene.oddsToggled.connect(self._odds_toggled)
        self.scene.announced.connect(lambda text, important: self.announcer.announce(text, assertive=important))
        self.settings.changed.connect(self._casino_setting_changed)

        self._write_texts()
        self.scene.set_odds_shown(settings.casino_show_odds())
        self.settle(self.scene, self.view)

    # ----- building -----

    def _build_toolbar(self) -> None:
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("casinoToolBar")
        self.toolbar.setMovable(False)
        for name in TOOLBAR_ACTIONS:
            self.toolbar.addAction(self.actions_by_name[name])
        self.toolbar.addSeparator()
        self._chip_title = QLabel()
        self.toolbar.addWidget(self._chip_title)
        self.chip_combo = QComboBox(self.toolbar)
        self.chip_combo.setObjectName("casinoChipCombo")
        # Tab goes from the layout to the chip's value and back (no click takes the focus from the layout).
        self.chip_combo.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.chip_combo.activated.connect(self._chip_chosen)
        self._chip_title.setBuddy(self.chip_combo)
        self.toolbar.addWidget(self.chip_combo)
        self.addToolBar(self.toolbar)

    def _build_side_panel(self) -> None:
        """The side panel: the balances, the history and the odds, tabs of one dock (a side view of the shell's)."""
        self.side_tabs = QTabWidget()
        self.side_tabs.setObjectName("casinoSideTabs")
        self.side_tabs.setUsesScrollButtons(False)
        self.history_view = self._books_view("casinoHistory", self.history_model)
        self.balances_view = self._books_view("casinoBalances", self.balances_model)
        self.odds_view = self._books_view("casinoOddsTable", self.odds_model)
        # In a narrow panel the chance of losing (one less the chance of winning) gives way to the other columns.
        self.odds_columns = OptionalColumn(self.odds_view, CasinoOddsColumn.LOSS)
        # The player's own result beside the turn, where a narrow panel still shows it.
        self.history_view.horizontalHeader().moveSection(CasinoHistoryColumn.RESULT, CasinoHistoryColumn.TURN + 1)
        self.side_tabs.addTab(self.balances_view, "")
        self.side_tabs.addTab(self.history_view, "")
        self.side_tabs.addTab(self.odds_view, "")
        self.coach = CasinoCoach(self.scene.shown, self)
        """The coach (app/casino/aids.py): its words are the side panel's last tab."""
        self.coach_panel = CoachPanel()
        self.side_tabs.addTab(self.coach_panel, "")
        self.coach.said.connect(self.coach_panel.say)
        self.coach.said.connect(self.announcer.announce)  # and to the screen reader
        self.scene.shown.sessionStarted.connect(self.coach_panel.clear)
        self.scene.shown.eventRecorded.connect(self._advise)
        self.scene.cursorMoved.connect(self._advise)
        self.dock = QDockWidget(self)
        """The side panel ("The table's books"), the shell's side view "books"."""
        self.dock.setObjectName("casinoSideDock")
        self.dock.setWidget(self.side_tabs)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                              | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.toggleViewAction().setObjectName("casinoSideToggle")
        self.add_side_views(SIDE_VIEW_KEYS, {"books": self.dock})

    def _books_view(self, name: str, model: QAbstractItemModel) -> QTableView:
        view = QTableView()
        view.setObjectName(name)
        view.setModel(model)
        view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.verticalHeader().setVisible(False)
        view.setHorizontalHeader(WrappingHeader(view))  # titles on two lines: the numbers set the columns' widths
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.horizontalHeader().setStretchLastSection(True)
        view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return view

    def _cursor_moved(self, rank: Rank) -> None:
        """The betting cursor moved: the reader's focus goes to its spot, whose state line says so."""
        self.view.walk_to(spot_key(rank))
        self.view.table_changed()

    # ----- words -----

    def retranslate_ui(self) -> None:
        """Write every text of the window in the language installed: the shell's (the actions, the menus), then
        the title, the toolbar, the side views and their headers, the status bar's chip, and the table (its labels,
        its status line and its cards, whose indices follow the language)."""
        super().retranslate_ui()
        self._write_texts()
        for model in (self.history_model, self.balances_model, self.odds_model):
            model.refresh_texts()
        self.scene.retranslate()

    def _name_status_bar(self, message: str) -> None:
        """The status bar's name for a screen reader: Qt names it by its message; while it shows none (the table's
        line says the turns), by what it is, so that it is never an unnamed object."""
        self.statusBar().setAccessibleName("" if message else translate("CasinoWindow", "Status bar"))

    def _write_texts(self) -> None:
        """The casino's own texts around the shell's: the title, Deal's word for now, the toolbar, the side panel
        and the chip."""
        self.setWindowTitle(translate("CasinoWindow", "Shtoss — casino stos (faro)"))
        self.actions_by_name["deal"].setText(self._deal_text())
        for name in TOOLBAR_ACTIONS:
            self.actions_by_name[name].setStatusTip("")
        self.toolbar.setWindowTitle(translate("CasinoWindow", "Table"))
        self._chip_title.setText(translate("CasinoWindow", " Chip: "))
        self.chip_combo.setAccessibleName(translate("CasinoWindow", "Chip"))
        self._name_status_bar(self.statusBar().currentMessage())
        # The layout has the focus for its keys: the screen reader says how to play on it before what lies on it
        # (ui/table/accessible.py names it "Card table").
        self.view.setAccessibleDescription(translate(
            "CasinoWindow", "The arrows move the cursor over the ranks, + or Enter bets a chip on the rank under "
                            "it, - takes one back, S changes the suit bet, Space deals the next turn, Tab goes to the "
                            "chip's value"))
        self.chip_combo.setToolTip(translate("CasinoWindow", "The value of the chip a click puts on a rank or takes "
                                                             "back from it"))
        self.coach_panel.retranslate_ui()
        for index, title in enumerate((translate("CasinoWindow", "Balances"), translate("CasinoWindow", "History"),
                                       translate("CasinoWindow", "Odds"), translate("CasinoWindow", "Coach"))):
            self.side_tabs.setTabText(index, title)
        # Every tab's title whole, side by side, without scroll arrows: the panel is at least as wide as its tabs.
        frame = self.side_tabs.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth)
        self.side_tabs.setMinimumWidth(max(230, self.side_tabs.tabBar().sizeHint().width() + 2 * frame))
        self.dock.setWindowTitle(SIDE_VIEW_KEYS.text(SIDE_VIEW_KEYS.row("books")))
        if self.controller.has_game:
            self._show_chip()

    def _deal_text(self) -> str:
        over = self.controller.has_game and not self.controller.game.can_deal_turn()
        return translate("CasinoWindow", "New &shoe") if over else CASINO_KEYS.text(CASINO_KEYS.row("deal"))

    def shortcuts_note(self) -> str:
        """How the casino's keys behave, above the list of keys (Shift+F1)."""
        return translate("CasinoWindow", "The window's keys work wherever the focus is. On the layout the arrows "
                                         "move the cursor, + or Enter puts a chip on the rank under it, - or "
                                         "Backspace takes one back (a click and a right click do the same).")

    # ----- the side panel -----

    def restore_side_views(self) -> None:
        """Show the side panel as the player left it, or by the window's width if he never chose (the
        `casino_side_panel` setting)."""
        chosen = self.settings.casino_side_panel() if self.remember_geometry else SidePanel.AUTO
        self.show_side_views(self.side_views_by_default() if chosen is SidePanel.AUTO else chosen is SidePanel.SHOWN)

    def remember_window(self) -> None:
        """Keep the window's size and place, and the side panel's state only where it differs from the width's
        default (a player who never touched it gets the default of whatever window he opens next)."""
        shown = not self.dock.isHidden()
        panel = SidePanel.SHOWN if shown else SidePanel.HIDDEN
        if shown == self.side_views_by_default():
            panel = SidePanel.AUTO
        self.settings.set(self.GEOMETRY_SETTING, bytes(self.saveGeometry().data()))
        self.settings.set("casino_side_panel", panel)

    # ----- the casino's settings -----

    def _casino_setting_changed(self, name: str) -> None:
        if name == "casino_show_odds":
            self.scene.set_odds_shown(self.settings.casino_show_odds())

    def open_settings(self) -> None:
        """The casino table's rules (the settings dialog); accepted rules are remembered and apply from the next
        game."""
        settings = self.settings
        dialog = CasinoSettingsDialog(settings.casino_rules(), preset=settings.casino_preset(), parent=self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            settings.set("casino_rules", dialog.rules())
            settings.set("casino_preset", dialog.preset_key())
            self.say(translate("CasinoWindow", "The new casino settings apply from the next game (Game ▸ New game)."),
                     10000)

    # ----- the session -----

    def default_config(self, *, seed: int | None = None, watch: bool = False, punters: int | None = None,
                       rules: CasinoRules | None = None) -> CasinoConfig:
        """A session under `rules` (by default the remembered ones), with `punters` computer players when given,
        the human called "You" in the interface's language."""
        rules = rules if rules is not None else self.settings.casino_rules()
        if punters is not None:
            rules = rules.replace(players=punters)
        return CasinoConfig(rules=rules, human_name=translate("CasinoWindow", "You"), watch=watch, seed=seed)

    def game_in_progress(self) -> bool:
        """Whether a new game now would end one in progress: a turn has been dealt (in this shoe or an earlier
        one), or the human has money on the layout."""
        controller = self.controller
        if not controller.has_game or controller.game.phase is CasinoPhase.OVER:
            return False
        game = controller.game
        mine = bool(controller.human) and bool(game.bets_of(controller.human))
        return game.turns_dealt > 0 or game.shoe_number > 1 or mine

    def replay_dialog(self) -> None:
        """Game ▸ Replay a past deal: a window of its own over the ended shoes (ui/replay.py); the game waits."""
        from shtoss_desktop.ui.casino.replay_table import open_replay

        open_replay(self, self)

    def new_game(self) -> None:
        """Game ▸ New game: a session under the remembered rules (the game in progress goes to the archive), after
        asking if one is in progress."""
        self.confirm_discard(
            translate("CasinoWindow", "Start a new game? The game in progress ends here."),
            translate("CasinoWindow", "&New game"),
            self.start,
        )

    def start(self, config: CasinoConfig | None = None) -> None:
        """Start a session (by default `default_config()`: the remembered rules, seeded by the system); the
        journal begins afresh, the game it kept going to the archive."""
        self.close_resume_question()
        self.session.start(config or self.default_config())
        self._after_start()

    def keep_journal(self) -> bool:
        """Keep the games in the data folder's casino journal; whether this window keeps it (False: another
        window does, which is said)."""
        return self.session.keep_journal(journal_store.default_folder())

    def kept_game(self) -> KeptCasino | None:
        """The game the journal keeps (None when there is none, or while another window keeps the journal); one
        that cannot be used at all is said, set aside, and None."""
        found = self.session.kept_game()
        if isinstance(found, JournalTrouble):
            self.show_storage_problem(found.problem)
            return None
        return found

    def resume(self, kept: KeptCasino) -> None:
        """Go on with a kept game where its last good move left it; its computer players choose as they would
        have."""
        self.close_resume_question()
        self.session.resume(kept)
        self._after_start()
        self._show_later(resumed_note(kept))

    def offer(self, kept: KeptCasino, config: CasinoConfig) -> None:
        """Ask whether to resume `kept` (up to its last good move, if the rules trust it only that far) or start
        `config`."""
        self.offer_kept_game(kept, describe_kept(kept), resume=lambda: self.resume(kept),
                             new_game=lambda: self.start(config))

    def show_storage_problem(self, problem: StorageProblem) -> None:
        """Say, in a message box and the status bar, that the kept game or the journal has a problem."""
        text = journal_problem_text(problem)
        self._show_later(text)
        self.show()  # the box stands over its window (a launch shows the window once the table is set)
        box = journal_warning(text, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.journal_warning = box
        box.finished.connect(lambda _result: setattr(self, "journal_warning", None))
        box.open()

    def _after_start(self) -> None:
        self._fill_chips()
        self.view.setFocus()

    def _show_later(self, text: str) -> None:
        """Say `text` in the status bar once the event loop runs (what is said while the window is built or a game
        begins stays past what the start itself says)."""
        QTimer.singleShot(0, self, lambda: self.tell(text))

    def show_startup_problems(self, notices: Sequence[str] = ()) -> None:
        """Say what the start-up has to tell (`notices`: a chosen language without its translation) and what was
        wrong with the settings files at start, in one message of the status bar (the first window of a run
        does)."""
        said = [*notices, *(storage_text(problem) for problem in self.settings.startup_problems)]
        if said:
            self._show_later(" ".join(said))

    # ----- the coach -----

    def set_coach(self, on: bool) -> None:
        """Switch the coach on or off (the shell's Coach toggle)."""
        self.coach.set_on(on)
        self.coach_panel.set_on(on)
        self._advise()

    def pace_to_reader(self, reading_left: Callable[[], int] | None) -> None:
        """The computer players of a watched game wait for the screen reader (the shell's "Pace for a screen
        reader")."""
        self.session.set_reading_pace(reading_left)

    def _advise(self, _what: object = None) -> None:
        """The coach's advice for the rank under the layout's cursor: the human's bet there, or a chip's."""
        if not self.coach.on or not self.scene.shown.has_game:
            return
        rank = self.scene.cursor_rank
        bet = self.scene.shown.game.bet_of(self.scene.shown.human, rank) if self.scene.shown.human else None
        if bet is not None:
            self.coach_panel.set_advice(self.coach.advice(rank, bet.amount, bet.suit, bet.suit_amount))
        else:
            self.coach_panel.set_advice(self.coach.advice(rank, self.controller.chip))

    # ----- the chip -----

    def _fill_chips(self) -> None:
        values = chip_values(self.controller.config.rules)
        remembered = self.settings.casino_chip()
        if remembered in values:
            self.controller.set_chip(remembered)
        self.chip_combo.clear()
        for value in values:
            self.chip_combo.addItem(format_amount(value), value)
        self.chip_combo.setCurrentIndex(values.index(self.controller.chip))
        self._show_chip()

    def _chip_chosen(self, index: int) -> None:
        value = self.chip_combo.itemData(index)
        if isinstance(value, int):
            self.set_chip(value)

    def set_chip(self, value: int) -> None:
        """Bet with chips of this value (one of the table's)."""
        self.controller.set_chip(value)
        self.chip_combo.setCurrentIndex(max(0, self.chip_combo.findData(value)))
        self.settings.set("casino_chip", value)
        self._show_chip()

    def _show_chip(self) -> None:
        self._chip_label.setText(translate("CasinoWindow", "Chip {chip} · bets {minimum}–{maximum}").format(
            chip=format_amount(self.controller.chip),
            minimum=format_amount(self.controller.config.rules.table_minimum),
            maximum=format_amount(self.controller.config.rules.table_maximum)))

    # ----- the table's requests -----

    def deal(self) -> None:
        """Deal the next turn (a new shoe once the last is dealt out)."""
        if self.controller.has_game:
            self.controller.deal()

    def _bet_requested(self, rank: Rank, add: bool) -> None:
        if self.controller.has_game:
            if add:
                self.controller.add_chip(rank)
            else:
                self.controller.take_chip(rank)

    def _suit_requested(self, rank: Rank, suit: Suit | None) -> None:
        if self.controller.has_game:
            self.controller.set_suit(rank, suit)

    def _refused(self, text: str) -> None:
        self.say(text, 8000, assertive=True)

    def _controller_changed(self) -> None:
        """After every action: Deal says what it does now, and a watched game's next turn is paced."""
        deal = self.actions_by_name["deal"]
        deal.setEnabled(self.controller.can_deal())
        deal.setText(self._deal_text())
        self.session.schedule()

    def _odds_toggled(self, shown: bool) -> None:
        self.actions_by_name["odds"].setChecked(shown)
        self.settings.set("casino_show_odds", shown)

    # ----- the journal -----

    def journal_locked_out(self) -> bool:
        """Whether another window keeps the casino journal (this one neither offers nor keeps a game)."""
        return self.session.locked_out

    # ----- closing -----

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the pace, let another window keep the journal (the game stays kept, for resuming), and remember
        the window (the shell)."""
        self.close_resume_question()
        self.session.close()
        super().closeEvent(event)


__all__ = [
    "CASINO_KEYS",
    "LAYOUT_KEYS",
    "MENU_GROUPS",
    "SIDE_VIEW_KEYS",
    "TOOLBAR_ACTIONS",
    "WATCH_PACE",
    "CasinoWindow",
]
