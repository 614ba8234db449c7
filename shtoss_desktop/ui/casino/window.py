"""The casino stos (faro) window: the layout on the cloth, the menus, the side views (history, balances, odds) on
Qt models, the status bar; its size and its choices remembered in the game's settings (the `casino_*` settings of
storage/settings.py: the rules, the preset, the chip, the odds shown, the geometry, the side panel).

    window = CasinoWindow(AppSettings())
    window.show()
    window.start()                            # a new session under the remembered rules

A first start takes the screen's available area (maximized on a small screen, as the shtoss window); the side
panel ("The table's books", F9) is shown by default only in a window at least `ROOMY_WIDTH` wide, and a choice
that differs from that default is remembered.

It opens through the registry of games (ui/games.py, ui/casino/launch.py): `--game casino` on the command line,
or the shtoss New game dialog's "Casino stos" choice.

The game in progress is kept in the casino journal (storage/casino_journal.py); the next start offers it
(`offer_or_start`, `ui/casino/resume.py`: Escape resumes), `--resume` resumes it without asking, and a new game
sends it to the archive. One window at a time keeps the journal (its lock); a second one plays unkept. The
settings are the game's one `AppSettings` (the shtoss window's when opened from it): the animation speed, the card
theme and the card indices are shared with the shtoss table, and every setting is followed as it changes
(`changed`); a language change is followed at once (`retranslate_ui`).

What the window wires: the controller's records go to the scene and the three models, which follow them
themselves (`eventRecorded`, `sessionStarted`, `changed`); after each action (`changed`) the window writes the
records to the journal, says what Deal does and paces a watched game; the scene's requests (a bet, a suit, Deal,
the odds) go to the controller and the settings; refusals to the status bar; the settings' `changed` to the
speed, the cards and the odds shown, and `write_failed` to the status bar.

Ownership: the window owns the controller, the scene, the view and the models (Qt children). When the human
only watches, a single-shot `QTimer` (a child of the window) paces the dealer; it is stopped when the window
closes. The scene owns its items, its copy of the game and its animations (see ui/casino/scene.py).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDockWidget,
    QHeaderView,
    QLabel,
    QMainWindow,
    QTableView,
    QTabWidget,
    QToolBar,
    QWidget,
)

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.casino.controller import CasinoConfig, CasinoController, chip_values, with_players_seed
from shtoss_desktop.app.casino.models import CasinoBalancesModel, CasinoHistoryModel, CasinoOddsModel
from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.storage.casino_journal import CasinoJournal, KeptCasino
from shtoss_desktop.storage.settings import AppSettings, CardIndices, SidePanel, Speed
from shtoss_desktop.ui.casino.resume import CasinoResumeQuestion
from shtoss_desktop.ui.casino.scene import CasinoScene, CasinoView
from shtoss_desktop.ui.casino.settings_dialog import CasinoSettingsDialog
from shtoss_desktop.ui.shell.screen_fit import ROOMY_WIDTH, SCREEN_SHARE, SMALL_SCREEN
from shtoss_desktop.ui.table.card_art import set_russian_indices
from shtoss_desktop.ui.table.decks import theme_for_key

translate = QCoreApplication.translate

WATCH_PACE: Final = {Speed.INSTANT: 60, Speed.FAST: 350, Speed.NORMAL: 900, Speed.SLOW: 1600}
"""Between two turns when the human only watches (ms)."""


def _speed_name(speed: Speed) -> str:
    names = {
        Speed.INSTANT: translate("CasinoWindow", "&Instant"),
        Speed.FAST: translate("CasinoWindow", "&Fast"),
        Speed.NORMAL: translate("CasinoWindow", "&Normal"),
        Speed.SLOW: translate("CasinoWindow", "&Slow"),
    }
    return names[speed]


class CasinoWindow(QMainWindow):
    """The casino table's window (see the module docstring)."""

    def __init__(self, settings: AppSettings, *, journal: CasinoJournal | None = None,
                 remember_geometry: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("casinoWindow")
        self.journal = journal
        # The game's one settings object: the shtoss window's when opened from it.
        self.settings = settings
        self._remember_geometry = remember_geometry
        self.resume_question: CasinoResumeQuestion | None = None
        """The offer to resume the kept game, while it is open."""
        self.controller = CasinoController(self)
        self.scene = CasinoScene(self.controller, self)
        self.view = CasinoView(self.scene, self)
        self.setCentralWidget(self.view)
        self.history_model = CasinoHistoryModel(self.controller, self)
        self.balances_model = CasinoBalancesModel(self.controller, self)
        self.odds_model = CasinoOddsModel(self.controller, self)
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._watch_step)

        # The scene and the models follow the controller's records themselves; the window keeps the journal and
        # its own controls in step after each action.
        self.controller.changed.connect(self._controller_changed)
        self.controller.refused.connect(self._refused)
        self.scene.betRequested.connect(self._bet_requested)
        self.scene.suitRequested.connect(self._suit_requested)
        self.scene.dealRequested.connect(self.deal)
        self.scene.oddsToggled.connect(self._odds_toggled)
        self.settings.changed.connect(self._setting_changed)
        self.settings.write_failed.connect(lambda problem: self.statusBar().showMessage(storage_text(problem), 15000))

        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self._build_side_views()
        self._chip_label = QLabel()
        self._chip_label.setObjectName("casinoChipLabel")
        self.statusBar().addPermanentWidget(self._chip_label)
        self.retranslate_ui()
        self.scene.set_odds_shown(settings.casino_show_odds())
        self._show_speed(self.settings.animation_speed())
        self._apply_theme(initial=True)
        self._place_on_screen()
        if journal is not None and not journal.claim():
            self._show_later(journal.problem)

    def _place_on_screen(self) -> None:
        """Size the window to its screen on a first start (a small screen's whole available area, maximized;
        else a share of it), keep a remembered geometry that fits, and show the side panel as the player left it
        (by default only in a roomy window)."""
        geometry = self.settings.casino_window_geometry() if self._remember_geometry else b""
        restored = bool(geometry) and self.restoreGeometry(QByteArray(geometry))
        screen = QGuiApplication.screenAt(self.geometry().center()) or self.screen()
        available = screen.availableGeometry()
        if not restored or self.width() > available.width() or self.height() > available.height():
            small = available.width() < SMALL_SCREEN.width() or available.height() < SMALL_SCREEN.height()
            share = 1.0 if small else SCREEN_SHARE
            width, height = int(available.width() * share), int(available.height() * share)
            self.resize(width, height)
            self.move(available.x() + (available.width() - width) // 2,
                      available.y() + (available.height() - height) // 2)
            if small and self._remember_geometry:
                # Maximized, the window manager fits its frame and title bar in; a window of the whole area
                # would push its lower edge off the screen by the title bar's height.
                self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        self.show_side_panel_default()

    def side_panel_default(self) -> bool:
        """Whether the side panel is shown unless the player chose otherwise: only in a roomy window."""
        return self.width() >= ROOMY_WIDTH

    def show_side_panel_default(self) -> None:
        """Show the side panel as the player left it, or by the window's width if he never chose."""
        chosen = self.settings.casino_side_panel()
        self.dock.setVisible(self.side_panel_default() if chosen is SidePanel.AUTO else chosen is SidePanel.SHOWN)

    # ----- building -----

    def _action(self, name: str, slot: object,
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
        """An action of the window (its texts are written by `retranslate_ui`)."""
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        assert callable(slot)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        self.new_game_action = self._action("casinoNewGame", self.new_game, QKeySequence.StandardKey.New)
        self.settings_action = self._action("casinoSettings", self.open_settings, "Ctrl+,")
        self.deal_action = self._action("casinoDeal", self.deal, "Space")
        self.quit_action = self._action("casinoQuit", self.close, QKeySequence.StandardKey.Quit)
        self.odds_action = self._action("casinoOdds", self.scene.set_odds_shown, "O")
        self.odds_action.setCheckable(True)
        # The view handles O itself while it has the focus; the action's shortcut serves everywhere else.
        self.odds_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)

    def _build_menus(self) -> None:
        self.game_menu = self.menuBar().addMenu("")
        self.game_menu.addAction(self.new_game_action)
        self.game_menu.addAction(self.deal_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.settings_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = self.menuBar().addMenu("")
        self.view_menu.addAction(self.odds_action)
        self.speed_menu = self.view_menu.addMenu("")
        group = QActionGroup(self)
        self.speed_actions: dict[Speed, QAction] = {}
        for speed in Speed:
            action = QAction(self)
            action.setObjectName(f"casinoSpeed_{speed.value}")
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, s=speed: self.set_speed(s))
            group.addAction(action)
            self.speed_menu.addAction(action)
            self.speed_actions[speed] = action

    def _build_toolbar(self) -> None:
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("casinoToolBar")
        self.toolbar.setMovable(False)
        self.toolbar.addAction(self.deal_action)
        self.toolbar.addAction(self.odds_action)
        self.toolbar.addSeparator()
        self._chip_title = QLabel()
        self.toolbar.addWidget(self._chip_title)
        self.chip_combo = QComboBox(self.toolbar)
        self.chip_combo.setObjectName("casinoChipCombo")
        self.chip_combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.chip_combo.activated.connect(self._chip_chosen)
        self._chip_title.setBuddy(self.chip_combo)
        self.toolbar.addWidget(self.chip_combo)
        self.addToolBar(self.toolbar)

    def _build_side_views(self) -> None:
        self.side_tabs = QTabWidget()
        self.side_tabs.setObjectName("casinoSideTabs")
        self.history_view = self._table_view("casinoHistory", self.history_model)
        self.balances_view = self._table_view("casinoBalances", self.balances_model)
        self.odds_view = self._table_view("casinoOddsTable", self.odds_model)
        self.side_tabs.addTab(self.balances_view, "")
        self.side_tabs.addTab(self.history_view, "")
        self.side_tabs.addTab(self.odds_view, "")
        self.dock = QDockWidget(self)
        self.dock.setObjectName("casinoSideDock")
        self.dock.setWidget(self.side_tabs)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                              | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.side_tabs.setMinimumWidth(230)
        toggle = self.dock.toggleViewAction()
        toggle.setObjectName("casinoSideToggle")
        toggle.setShortcut(QKeySequence("F9"))
        self.view_menu.addAction(toggle)

    def _table_view(self, name: str, model: object) -> QTableView:
        view = QTableView()
        view.setObjectName(name)
        view.setModel(model)  # type: ignore[arg-type]
        view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.verticalHeader().setVisible(False)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.horizontalHeader().setStretchLastSection(True)
        view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return view

    # ----- the language -----

    def changeEvent(self, event: QEvent) -> None:
        """Speak the new language at once when it changes (the shtoss window's way)."""
        if event.type() is QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Write every text of the window in the language installed: the title, the actions, the menus, the
        toolbar, the side views and their headers, the status bar's chip, and the table (its labels, its status
        line and its cards, whose indices follow the language)."""
        self.setWindowTitle(translate("CasinoWindow", "Shtoss — casino stos (faro)"))
        texts = {
            self.new_game_action: (translate("CasinoWindow", "&New game"),
                                   translate("CasinoWindow", "A new session under the casino settings")),
            self.settings_action: (translate("CasinoWindow", "&Settings…"),
                                   translate("CasinoWindow", "The decks, the table limits, the capital and the "
                                                             "computer players")),
            self.deal_action: (self._deal_text(),
                               translate("CasinoWindow", "Turn the next two cards: loss, then win (Space or D)")),
            self.quit_action: (translate("CasinoWindow", "&Quit"), ""),
            self.odds_action: (translate("CasinoWindow", "&Odds on the layout"),
                               translate("CasinoWindow", "Show on each rank its exact chance of winning and the "
                                                         "expected value per unit, for the cards left")),
        }
        for action, (text, tip) in texts.items():
            action.setText(text)
            action.setToolTip(tip or text.replace("&", ""))
            # No status tip: a toolbar button's would stay in the status bar after the pointer left it.
            action.setStatusTip("")
        self.game_menu.setTitle(translate("CasinoWindow", "&Game"))
        self.view_menu.setTitle(translate("CasinoWindow", "&View"))
        self.speed_menu.setTitle(translate("CasinoWindow", "Animation &speed"))
        for speed, action in self.speed_actions.items():
            action.setText(_speed_name(speed))
        self.toolbar.setWindowTitle(translate("CasinoWindow", "Table"))
        self._chip_title.setText(translate("CasinoWindow", " Chip: "))
        self.chip_combo.setToolTip(translate("CasinoWindow", "The value of the chip a click puts on a rank or takes "
                                                             "back from it"))
        for index, title in enumerate((translate("CasinoWindow", "Balances"), translate("CasinoWindow", "History"),
                                       translate("CasinoWindow", "Odds"))):
            self.side_tabs.setTabText(index, title)
        self.dock.setWindowTitle(translate("CasinoWindow", "The table's books"))
        self.dock.toggleViewAction().setText(translate("CasinoWindow", "Side &panel"))
        for model in (self.history_model, self.balances_model, self.odds_model):
            model.refresh_texts()
        if self.controller.has_game:
            self._show_chip()
        self.scene.retranslate()

    def _deal_text(self) -> str:
        over = self.controller.has_game and not self.controller.game.can_deal_turn()
        return translate("CasinoWindow", "New &shoe") if over else translate("CasinoWindow", "&Deal")

    # ----- the shared settings -----

    def _setting_changed(self, name: str) -> None:
        if name == "animation_speed":
            self._show_speed(self.settings.animation_speed())
        elif name == "card_theme":
            self._apply_theme()
        elif name == "card_indices":
            set_russian_indices(self.settings.card_indices() is CardIndices.RUSSIAN)
            self.scene.set_theme(self.scene.art.theme)
        elif name == "casino_show_odds":
            self.scene.set_odds_shown(self.settings.casino_show_odds())

    def _apply_theme(self, *, initial: bool = False) -> None:
        """Paint the cards with the card theme the settings name (the classic deck, and a word, if it cannot
        be had)."""
        if initial:
            set_russian_indices(self.settings.card_indices() is CardIndices.RUSSIAN)
        theme, problem = theme_for_key(self.settings.card_theme())
        if problem:
            self._show_later(problem)
        if initial or theme.key != self.scene.art.theme.key:
            self.scene.set_theme(theme)

    # ----- the session -----

    def default_config(self, *, seed: int | None = None, watch: bool = False, punters: int | None = None,
                       rules: CasinoRules | None = None) -> CasinoConfig:
        """A session under `rules` (by default the remembered ones), with `punters` computer players when given,
        the human called "You" in the interface's language."""
        rules = rules if rules is not None else self.settings.casino_rules()
        if punters is not None:
            rules = rules.replace(players=punters)
        return CasinoConfig(rules=rules, human_name=translate("CasinoWindow", "You"), watch=watch, seed=seed)

    def new_game(self) -> None:
        """Game ▸ New game: a session under the remembered rules (the game in progress goes to the archive)."""
        self.start()

    def start(self, config: CasinoConfig | None = None) -> None:
        """Start a session (by default `default_config()`: the remembered rules, seeded by the system); the
        journal begins afresh, the game it kept going to the archive."""
        self._pace.stop()
        self._close_question()
        config = with_players_seed(config or self.default_config())
        if self.journal is not None:
            said = self.journal.problem
            self.journal.start(rules=config.rules, human=config.human_name, watch=config.watch, seed=config.seed,
                               players_seed=config.players_seed)
            if self.journal.problem != said:
                self._show_later(self.journal.problem)
        self.controller.new_session(config)
        self._after_start()

    def kept_game(self) -> KeptCasino | None:
        """The game the journal keeps (None when there is none, when it could not be read, or while another
        window keeps the journal); a damaged one is set aside and said in the status bar."""
        if self.journal is None:
            return None
        kept = self.journal.load()
        if kept is None and self.journal.problem and not self.journal.locked_out:
            self._show_later(self.journal.problem)
        return kept

    def resume(self, kept: KeptCasino) -> None:
        """Go on with a kept game where it stopped; its computer players choose as they would have."""
        self._pace.stop()
        self._close_question()
        if self.journal is not None:
            self.journal.start(kept)
        config = CasinoConfig(rules=kept.rules, human_name=kept.human, watch=kept.watch, seed=kept.seed,
                              players_seed=kept.players_seed)
        self.controller.resume(with_players_seed(config), kept.game)
        self._after_start()

    def resume_or_start(self, config: CasinoConfig) -> bool:
        """Go on with the game kept in the journal without asking (`--resume`), if there is one, else start
        `config`; whether one was kept."""
        kept = self.kept_game()
        if kept is None:
            self.start(config)
            return False
        self.resume(kept)
        return True

    def offer_or_start(self, config: CasinoConfig) -> None:
        """Offer the kept game, if there is one (Resume, or New game: `config`, the kept one archived); else
        start `config`. Until the answer the table shows the kept game."""
        kept = self.kept_game()
        if kept is None:
            self.start(config)
            return
        self.resume(kept)
        question = CasinoResumeQuestion(kept, self)
        question.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.resume_question = question

        def answered() -> None:
            self.resume_question = None
            if question.wants_resume():
                self._schedule_watch()
            else:
                self.start(config)

        question.finished.connect(answered)
        question.open()

    def _close_question(self) -> None:
        """A game started another way answers the open offer: it is closed without effect."""
        question, self.resume_question = self.resume_question, None
        if question is not None:
            question.finished.disconnect()
            question.close()

    def _after_start(self) -> None:
        self._fill_chips()
        self.view.setFocus()
        self._schedule_watch()

    def _show_later(self, text: str) -> None:
        QTimer.singleShot(0, lambda: self.statusBar().showMessage(text, 15000))

    def show_startup_problems(self) -> None:
        """Say what was wrong with the settings files at start (the first window of a run does)."""
        problems = self.settings.startup_problems
        if problems:
            self._show_later(" ".join(storage_text(problem) for problem in problems))

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

    def deal(self) -> None:
        """Deal the next turn (a new shoe once the last is dealt out)."""
        if self.controller.has_game:
            self.controller.deal()

    def set_speed(self, speed: Speed, *, remember: bool = True) -> None:
        """Animate at this speed; `remember` writes it to the shared settings (the shtoss table's speed too)."""
        self._show_speed(speed)
        if remember and self.settings.animation_speed() is not speed:
            self.settings.set("animation_speed", speed.value)

    def _show_speed(self, speed: Speed) -> None:
        self.scene.set_speed(speed)
        self.speed_actions[speed].setChecked(True)

    def open_settings(self) -> None:
        """The casino settings dialog; accepted rules are remembered and apply from the next game."""
        settings = self.settings
        dialog = CasinoSettingsDialog(settings.casino_rules(), preset=settings.casino_preset(), parent=self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            settings.set("casino_rules", dialog.rules())
            settings.set("casino_preset", dialog.preset_key())
            self.statusBar().showMessage(
                translate("CasinoWindow", "The new casino settings apply from the next game (Game ▸ New game)."),
                10000)

    # ----- the table's requests -----

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
        self.statusBar().showMessage(text, 8000)

    def _controller_changed(self) -> None:
        """After every action: its records go to the journal, and Deal says what it does now."""
        if self.journal is not None:
            problem = self.journal.problem
            self.journal.record(self.controller.game.log)
            if self.journal.problem and not problem:
                self.statusBar().showMessage(self.journal.problem, 15000)
        self.deal_action.setEnabled(self.controller.can_deal())
        self.deal_action.setText(self._deal_text())
        self._schedule_watch()

    def _odds_toggled(self, shown: bool) -> None:
        self.odds_action.setChecked(shown)
        self.settings.set("casino_show_odds", shown)

    # ----- watching -----

    def journal_locked_out(self) -> bool:
        """Whether another window keeps the casino journal (this one neither offers nor keeps a game)."""
        return self.journal is not None and self.journal.locked_out

    def _schedule_watch(self) -> None:
        controller = self.controller
        # While the offer to resume is open the kept game waits for the answer.
        watching = (controller.has_game and controller.config.watch and not self._pace.isActive()
                    and self.resume_question is None)
        if watching and controller.game.can_deal_turn():
            self._pace.start(WATCH_PACE[self.scene.speed])

    def _watch_step(self) -> None:
        if self.controller.has_game and self.controller.game.can_deal_turn():
            self.controller.deal()

    # ----- closing -----

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the pace, remember the window's size and place, and let another window keep the journal (the
        game stays kept, for resuming)."""
        self._pace.stop()
        self._close_question()
        if self._remember_geometry:
            # The side panel's state is remembered only where it differs from the width's default (a player
            # who never touched it gets the default of whatever window he opens next).
            shown = self.dock.isVisibleTo(self)
            panel = SidePanel.SHOWN if shown else SidePanel.HIDDEN
            if shown == self.side_panel_default():
                panel = SidePanel.AUTO
            self.settings.set("casino_window_geometry", bytes(self.saveGeometry().data()))
            self.settings.set("casino_side_panel", panel)
        if self.journal is not None:
            self.journal.release()
        super().closeEvent(event)


__all__ = ["CasinoWindow"]
