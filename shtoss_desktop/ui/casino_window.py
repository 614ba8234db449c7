"""The casino stos (faro) window: the layout on the cloth, the menus, the side views (history, balances, odds) on
Qt models, the status bar; its size and its settings remembered in the casino's own file (storage/casino_store).

    window = CasinoWindow(CasinoStore())
    window.show()
    window.start()                            # a new session under the remembered rules

`open_casino_window(parent)` is how the shtoss window switches to it (the New game dialog's "Casino stos"
choice); `--game casino` on the command line opens it directly.

Ownership: the window owns the controller, the scene, the view and the models (Qt children). When the human
only watches, a single-shot `QTimer` (a child of the window) paces the dealer; it is stopped when the window
closes. The scene owns its items and animations (see ui/casino_scene.py).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Final

from PySide6.QtCore import QByteArray, QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
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

from shtoss_desktop.app.casino_controller import CasinoConfig, CasinoController, chip_values
from shtoss_desktop.app.casino_models import CasinoBalancesModel, CasinoHistoryModel, CasinoOddsModel
from shtoss_desktop.app.casino_snapshot import CasinoSnapshot
from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.storage.casino_store import CasinoJournal, CasinoStore
from shtoss_desktop.storage.settings import Speed
from shtoss_desktop.ui.casino_scene import CasinoScene, CasinoView
from shtoss_desktop.ui.casino_settings_dialog import CasinoSettingsDialog
from shtoss_desktop.ui.chip_art import format_amount

translate = QCoreApplication.translate

DEFAULT_SIZE: Final = QSize(1280, 800)
"""The first window's size (then the remembered one)."""
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

    def __init__(self, store: CasinoStore, *, journal: CasinoJournal | None = None, remember_geometry: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("casinoWindow")
        self.store = store
        self.journal = journal
        self._remember_geometry = remember_geometry
        self.controller = CasinoController(self)
        self.scene = CasinoScene(self)
        self.view = CasinoView(self.scene, self)
        self.setCentralWidget(self.view)
        self.history_model = CasinoHistoryModel(self.controller, self)
        self.balances_model = CasinoBalancesModel(self.controller, self)
        self.odds_model = CasinoOddsModel(self.controller, self)
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._watch_step)

        self.controller.sessionStarted.connect(self.scene.reset)
        self.controller.snapshotChanged.connect(self._snapshot_changed)
        self.controller.refused.connect(self._refused)
        self.scene.betRequested.connect(self._bet_requested)
        self.scene.suitRequested.connect(self._suit_requested)
        self.scene.dealRequested.connect(self.deal)
        self.scene.oddsToggled.connect(self._odds_toggled)

        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self._build_side_views()
        self._chip_label = QLabel()
        self._chip_label.setObjectName("casinoChipLabel")
        self.statusBar().addPermanentWidget(self._chip_label)
        self.setWindowTitle(translate("CasinoWindow", "Shtoss — casino stos (faro)"))
        self.scene.set_odds_shown(store.values.show_odds)
        self.set_speed(store.values.speed)
        geometry = store.values.geometry if remember_geometry else b""
        if not (geometry and self.restoreGeometry(QByteArray(geometry))):
            self.resize(DEFAULT_SIZE.boundedTo(self.screen().availableSize() * 0.92))
        if store.problem:
            self._show_later(store.problem)

    # ----- building -----

    def _action(self, name: str, text: str, slot: object,
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                tip: str = "") -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        assert callable(slot)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        self.new_game_action = self._action(
            "casinoNewGame", translate("CasinoWindow", "&New game"), self.start, QKeySequence.StandardKey.New,
            translate("CasinoWindow", "A new session under the casino settings"))
        self.settings_action = self._action(
            "casinoSettings", translate("CasinoWindow", "&Settings…"), self.open_settings, "Ctrl+,",
            translate("CasinoWindow", "The decks, the table limits, the capital and the computer players"))
        self.deal_action = self._action(
            "casinoDeal", translate("CasinoWindow", "&Deal"), self.deal, "Space",
            translate("CasinoWindow", "Turn the next two cards: loss, then win (Space or D)"))
        self.quit_action = self._action(
            "casinoQuit", translate("CasinoWindow", "&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.odds_action = self._action(
            "casinoOdds", translate("CasinoWindow", "&Odds on the layout"), self.scene.set_odds_shown, "O",
            translate("CasinoWindow", "Show on each rank its exact chance of winning and the expected value per "
                                      "unit, for the cards left"))
        self.odds_action.setCheckable(True)
        # The view handles O itself while it has the focus; the action's shortcut serves everywhere else.
        self.odds_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(translate("CasinoWindow", "&Game"))
        game.addAction(self.new_game_action)
        game.addAction(self.deal_action)
        game.addSeparator()
        game.addAction(self.settings_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        self.view_menu = self.menuBar().addMenu(translate("CasinoWindow", "&View"))
        self.view_menu.addAction(self.odds_action)
        speed_menu = self.view_menu.addMenu(translate("CasinoWindow", "Animation &speed"))
        group = QActionGroup(self)
        self.speed_actions: dict[Speed, QAction] = {}
        for speed in Speed:
            action = QAction(_speed_name(speed), self)
            action.setObjectName(f"casinoSpeed_{speed.value}")
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, s=speed: self.set_speed(s))
            group.addAction(action)
            speed_menu.addAction(action)
            self.speed_actions[speed] = action

    def _build_toolbar(self) -> None:
        bar = QToolBar(translate("CasinoWindow", "Table"), self)
        bar.setObjectName("casinoToolBar")
        bar.setMovable(False)
        bar.addAction(self.deal_action)
        bar.addAction(self.odds_action)
        bar.addSeparator()
        chip_label = QLabel(translate("CasinoWindow", " Chip: "))
        bar.addWidget(chip_label)
        self.chip_combo = QComboBox(bar)
        self.chip_combo.setObjectName("casinoChipCombo")
        self.chip_combo.setToolTip(translate("CasinoWindow", "The value of the chip a click puts on a rank or takes "
                                                             "back from it"))
        self.chip_combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.chip_combo.activated.connect(self._chip_chosen)
        chip_label.setBuddy(self.chip_combo)
        bar.addWidget(self.chip_combo)
        self.addToolBar(bar)

    def _build_side_views(self) -> None:
        self.side_tabs = QTabWidget()
        self.side_tabs.setObjectName("casinoSideTabs")
        self.history_view = self._table_view("casinoHistory", self.history_model)
        self.balances_view = self._table_view("casinoBalances", self.balances_model)
        self.odds_view = self._table_view("casinoOddsTable", self.odds_model)
        self.side_tabs.addTab(self.balances_view, translate("CasinoWindow", "Balances"))
        self.side_tabs.addTab(self.history_view, translate("CasinoWindow", "History"))
        self.side_tabs.addTab(self.odds_view, translate("CasinoWindow", "Odds"))
        self.dock = QDockWidget(translate("CasinoWindow", "The table's books"), self)
        self.dock.setObjectName("casinoSideDock")
        self.dock.setWidget(self.side_tabs)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                              | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.side_tabs.setMinimumWidth(230)
        toggle = self.dock.toggleViewAction()
        toggle.setObjectName("casinoSideToggle")
        toggle.setText(translate("CasinoWindow", "Side &panel"))
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

    # ----- the session -----

    def default_config(self, *, seed: int | None = None, watch: bool = False) -> CasinoConfig:
        """A session under the remembered rules, the human called "You" in the interface's language."""
        return CasinoConfig(rules=self.store.values.rules, human_name=translate("CasinoWindow", "You"), watch=watch,
                            seed=seed)

    def start(self, config: CasinoConfig | None = None) -> None:
        """Start a session (by default `default_config()`: the remembered rules, seeded by the system); the
        journal, if kept, begins afresh."""
        self._pace.stop()
        config = config or self.default_config()
        if self.journal is not None:
            self.journal.start(rules=config.rules, human=config.human_name, watch=config.watch, seed=config.seed)
        self.controller.new_session(config)
        self._after_start()

    def resume_or_start(self, config: CasinoConfig) -> bool:
        """Go on with the game kept in the journal, if there is one, else start `config`; whether one was kept.
        A kept game that could not be read is said in the status bar (and set aside by the journal)."""
        kept = self.journal.load() if self.journal is not None else None
        if kept is None or self.journal is None:
            self.start(config)
            if self.journal is not None and self.journal.problem:
                self._show_later(self.journal.problem)
            return False
        self._pace.stop()
        self.journal.start(kept)
        self.controller.resume(
            CasinoConfig(rules=kept.rules, human_name=kept.human, watch=kept.watch, seed=kept.seed), kept.game)
        self._after_start()
        return True

    def _after_start(self) -> None:
        self._fill_chips()
        self.view.setFocus()
        self._schedule_watch()

    def _show_later(self, text: str) -> None:
        QTimer.singleShot(0, lambda: self.statusBar().showMessage(text, 15000))

    def _fill_chips(self) -> None:
        values = chip_values(self.controller.config.rules)
        remembered = self.store.values.chip
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
        self.store.update(chip=value)
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

    def set_speed(self, speed: Speed) -> None:
        """The animation speed (remembered)."""
        self.scene.set_speed(speed)
        self.speed_actions[speed].setChecked(True)
        if self.store.values.speed is not speed:
            self.store.update(speed=speed)

    def open_settings(self) -> None:
        """The casino settings dialog; accepted rules are remembered and apply from the next game."""
        values = self.store.values
        dialog = CasinoSettingsDialog(values.rules, preset=values.preset, parent=self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.store.update(rules=dialog.rules(), preset=dialog.preset_key())
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

    def _snapshot_changed(self, snapshot: CasinoSnapshot) -> None:
        if self.journal is not None:
            problem = self.journal.problem
            self.journal.record(self.controller.game.log)
            if self.journal.problem and not problem:
                self.statusBar().showMessage(self.journal.problem, 15000)
        self.scene.show_snapshot(snapshot)
        self.deal_action.setEnabled(self.controller.can_deal())
        self.deal_action.setText(translate("CasinoWindow", "New &shoe") if snapshot.over
                                 else translate("CasinoWindow", "&Deal"))
        self._schedule_watch()

    def _odds_toggled(self, shown: bool) -> None:
        self.odds_action.setChecked(shown)
        if self.store.values.show_odds != shown:
            self.store.update(show_odds=shown)

    # ----- watching -----

    def _schedule_watch(self) -> None:
        controller = self.controller
        watching = controller.has_game and controller.config.watch and not self._pace.isActive()
        if watching and controller.game.can_deal_turn():
            self._pace.start(WATCH_PACE[self.scene.speed])

    def _watch_step(self) -> None:
        if self.controller.has_game and self.controller.game.can_deal_turn():
            self.controller.deal()

    # ----- closing -----

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the pace and remember the window's size and place."""
        self._pace.stop()
        if self._remember_geometry:
            self.store.update(geometry=bytes(self.saveGeometry().data()))
        super().closeEvent(event)


def open_casino_window(parent: QWidget | None = None, *, seed: int | None = None) -> CasinoWindow:
    """Open the casino table in a window of its own (a child window of `parent`, which keeps it; it is deleted
    when closed) and start a session; return it."""
    window = CasinoWindow(CasinoStore(), journal=CasinoJournal(), parent=parent)
    window.setWindowFlag(Qt.WindowType.Window, True)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    window.show()
    window.start(window.default_config(seed=seed))
    return window


def play_to_screenshot(window: CasinoWindow, seed: int) -> None:
    """Bring a seeded session to a table worth a picture: a few turns dealt, the human's bets (one with a suit
    bet) and the computer players' on the layout, the odds shown."""
    controller = window.controller
    picks = random.Random(seed)
    for _ in range(5):
        controller.deal()
    live = [rank for rank in Rank if controller.game.copies_left(rank)]
    ranks = picks.sample(live, 3)
    for rank in ranks:
        controller.add_chip(rank)
    controller.add_chip(ranks[0])
    controller.set_suit(ranks[1], Suit.HEARTS)
    window.scene.move_cursor_to(ranks[0])
    window.scene.set_odds_shown(True)


def run_casino(app: QApplication, seed: int | None, screenshot: Path | None, size: tuple[int, int], *,
               watch: bool = False) -> int:
    """`--game casino`: open the casino window and run the application (the exit status), or with `screenshot`
    play a seeded session a few turns in, save the window as a PNG there and exit.

    The game kept from the last run goes on, unless a `seed` asks for a particular new one."""
    if screenshot is None:
        window = CasinoWindow(CasinoStore(), journal=CasinoJournal())
        window.show()
        config = window.default_config(seed=seed, watch=watch)
        if seed is None:
            window.resume_or_start(config)
        else:
            window.start(config)
        return app.exec()
    # A picture is the same for everyone: the built-in rules, not the remembered ones, and nothing written.
    window = CasinoWindow(CasinoStore(in_memory=True), remember_geometry=False)
    window.set_speed(Speed.INSTANT)
    window.resize(*size)
    window.show()
    QApplication.processEvents()
    window.resize(*size)
    window.start(window.default_config(seed=seed if seed is not None else 3))
    play_to_screenshot(window, seed if seed is not None else 3)
    for _ in range(3):
        QApplication.processEvents()
    image = window.grab()
    status = 0
    if image.isNull() or not image.save(str(screenshot), "PNG"):
        print(f"shtoss-desktop: cannot write the screenshot {screenshot}", file=sys.stderr)
        status = 1
    window.close()
    return status


__all__ = ["CasinoWindow", "open_casino_window", "play_to_screenshot", "run_casino"]
