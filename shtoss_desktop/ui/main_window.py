"""The main window: the table, the action panel, the side views, the menus, and the pace of play.

The window owns the controller and drives it: a single-shot `QTimer` performs one computer step
(`controller.advance()`) each time the table has finished animating the previous one, so play goes at
the animation pace and the window never blocks. That timer is the window's child, stopped when it closes; the
table's animations, items and timers belong to the scene (table_scene.py, and "Who owns what on the table" in
DEVELOPERS.md), and the window keeps no reference to a dialog Qt deletes on close. The human's actions are
`QAction`s (menu items, panel buttons and keyboard shortcuts at once), enabled from the controller's `can_*`
checks after every change.

The window is a `ShellWindow` (ui/shell.py) that builds the table into itself. `MainWindow(settings)` builds it
at once; for a fast start `MainWindow(shell_only=True)` shows just the shell and `build()` fills it in once the
first frame is painted. So that the shell comes up before the game is imported, this module imports the game's
modules (core, controller, table, card art, storage), and the Qt classes only the full window uses (creating a
Qt class's Python type, and its enums, costs time), inside the functions that use them, not at its top.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal

from shtoss_desktop.ui.shell import DEFAULT_SIZE, ShellWindow

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
    from PySide6.QtWidgets import QDockWidget, QWidget

    from shtoss_desktop.app.controller import Role, SessionConfig
    from shtoss_desktop.core import deal as core_deal
    from shtoss_desktop.core.cards import Card
    from shtoss_desktop.core.deal import GameError, Phase
    from shtoss_desktop.core.events import Event
    from shtoss_desktop.core.rules import HouseRules
    from shtoss_desktop.storage.journal import Journal, KeptSession
    from shtoss_desktop.storage.settings import AppSettings
    from shtoss_desktop.ui.card_art import CardTheme

STEP_DELAYS: Final = {"instant": 60, "fast": 220, "normal": 520, "slow": 950}
"""The pause before each computer step, per animation speed (ms), after the table has caught up."""

translate = QCoreApplication.translate


# The core's message templates (every MSG_* of core/deal.py), listed so that lupdate puts them in the
# translation sources under context "game"; a test checks that this list matches the core.
GAME_MESSAGES: Final = (
    QT_TRANSLATE_NOOP("game", "{player} is not at this table"),
    QT_TRANSLATE_NOOP("game", "{player} is the banker, not a punter"),
    QT_TRANSLATE_NOOP("game", "{player} has left the table"),
    QT_TRANSLATE_NOOP("game", "the session is over"),
    QT_TRANSLATE_NOOP("game", "the banker must first answer {punter}'s stake"),
    QT_TRANSLATE_NOOP("game", "no stake is waiting for the banker's answer"),
    QT_TRANSLATE_NOOP("game", "the deck is cut: no stake may be placed or changed until the deal is over"),
    QT_TRANSLATE_NOOP("game", "the bank is broken: the banker must first put up a new bank or give it up"),
    QT_TRANSLATE_NOOP("game", "stake one card, or two cards of one rank as a pair"),
    QT_TRANSLATE_NOOP("game", "the two cards of a pair must have the same rank and different suits"),
    QT_TRANSLATE_NOOP("game", "pair bets are not allowed at this table"),
    QT_TRANSLATE_NOOP("game", "{card} is not in a {size}-card deck"),
    QT_TRANSLATE_NOOP("game", "{card} is already staked by {punter}"),
    QT_TRANSLATE_NOOP("game", "{punter} already has a {rank} staked: two cards "
                      "of one rank are a pair, staked together"),
    QT_TRANSLATE_NOOP("game", "the kush {kush} is below the initial kush {minimum}"),
    QT_TRANSLATE_NOOP("game", "the kush {kush} must divide by {divisor} because {reason}"),
    QT_TRANSLATE_NOOP("game", "the kush {kush} is above {punter}'s limit of {limit} ({why})"),
    QT_TRANSLATE_NOOP("game", "his base kush"),
    QT_TRANSLATE_NOOP("game", "after a killed card he stakes from his base again"),
    QT_TRANSLATE_NOOP("game", "after a void card he may not raise"),
    QT_TRANSLATE_NOOP("game", "the most a win lets him raise to"),
    QT_TRANSLATE_NOOP("game", "raising after a win is not allowed at this table"),
    QT_TRANSLATE_NOOP("game", "{punter} has {balance}, not enough to cover a loss of {loss}"),
    QT_TRANSLATE_NOOP("game", "the banker refuses a kush of {kush}: above his limit of {limit}"),
    QT_TRANSLATE_NOOP("game", "the bank {bank} cannot cover it: the stakes could then cost the bank {exposure}"),
    QT_TRANSLATE_NOOP("game", "no {rank} is left in this talia's deck"),
    QT_TRANSLATE_NOOP("game", "the shuffled deck must hold every card of the {size}-card deck exactly once"),
    QT_TRANSLATE_NOOP("game", "the deal is under way"),
    QT_TRANSLATE_NOOP("game", "no deal is under way: place stakes and cut the deck first"),
    QT_TRANSLATE_NOOP("game", "there is no stake on the table"),
    QT_TRANSLATE_NOOP("game", "the cut must be from 0 to {maximum}, not {position}"),
    QT_TRANSLATE_NOOP("game", "{punter} has no winnings on {card}"),
    QT_TRANSLATE_NOOP("game", "paroli is not played at this table"),
    QT_TRANSLATE_NOOP("game", "{card} already has {corners} corners, the most allowed"),
    QT_TRANSLATE_NOOP("game", "paroli and paix need a full win (the whole riding amount)"),
    QT_TRANSLATE_NOOP("game", "the bank is not broken"),
    QT_TRANSLATE_NOOP("game", "the bank may be put up again only once"),
    QT_TRANSLATE_NOOP("game", "{banker} has {balance}, less than the initial kush {kush}: he cannot put up a bank"),
    QT_TRANSLATE_NOOP("game", "{punter} has undecided stakes in this deal"),
)


def game_error_text(error: GameError) -> str:
    """A core error, translated (context "game"): its template and its parameters."""
    from shtoss_desktop.core.rules import DivisorReason
    from shtoss_desktop.storage.settings import divisor_reason_text

    templates = _templates()
    params = {
        key: divisor_reason_text(value) if isinstance(value, DivisorReason)
        else QCoreApplication.translate("game", value) if isinstance(value, str) and value in templates else value
        for key, value in error.params.items()
    }
    return QCoreApplication.translate("game", error.template).format(**params)


@cache
def _templates() -> frozenset[str]:
    """Every message template of the core (the MSG_* of core/deal.py)."""
    from shtoss_desktop.core import deal as core_deal

    return frozenset(
        value for name, value in vars(core_deal).items() if name.startswith("MSG_") and isinstance(value, str)
    )


class MainWindow(ShellWindow):
    """The game's window; `start(config)` begins a session.

    `MainWindow(settings)` is the whole window. `MainWindow(shell_only=True, geometry=...)` is only its shell
    (title, menu titles, the baize, placed by `geometry`), for showing at once; `build(settings)` then builds the
    table, the panel, the menus and the side views into it and emits `tableBuilt`.
    """

    sessionSummaryShown = Signal(object)
    """The summary dialog of a finished session was opened (the dialog)."""
    tableBuilt = Signal()
    """The full window has been built into the shell (`build()`); the table shows at the next paint."""

    def __init__(
        self,
        settings: AppSettings | None = None,
        *,
        remember_geometry: bool = True,
        shell_only: bool = False,
        geometry: bytes = b"",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(geometry, parent)
        self._remember_geometry = remember_geometry
        self.is_built = False
        if not shell_only:
            self.build(settings)

    def build(self, settings: AppSettings | None = None) -> None:
        """Build the table, the action panel, the menus and the side views into this window (once).

        A window not yet shown is placed where the settings remember it; one already on screen stays put.
        """
        if self.is_built:
            raise RuntimeError("the main window is already built")
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QMenuBar, QVBoxLayout, QWidget

        from shtoss_desktop.app.controller import GameController
        from shtoss_desktop.storage.settings import AppSettings
        from shtoss_desktop.ui.stake_panel import ActionPanel
        from shtoss_desktop.ui.table_scene import TableScene, TableView

        self.settings = settings if settings is not None else AppSettings(parent=self)
        self.controller = GameController(self)
        self.scene = TableScene(self.controller, self)
        self.view = TableView(self.scene, self)
        self.actions_by_name: dict[str, QAction] = {}
        self._make_actions()
        self.panel = ActionPanel(self.scene.art, self.actions_by_name, self)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        self.setCentralWidget(central)
        self.setMenuBar(QMenuBar(self))  # the shell's menu titles make way for the real menus
        self._make_menus()
        self.docks: dict[str, QDockWidget] = {}
        self._make_docks()
        self.summary_dialog: QWidget | None = None
        self._help_window: QWidget | None = None
        self.presets_folder: Path | None = None  # the user presets' folder; None: the platform's data folder
        self._themes: list[CardTheme] | None = None
        self._pending_summary = False
        self.journal: Journal | None = None  # keep_journal() turns journaling on (the program does; tests may)
        self._resuming = False
        self.resume_question: QWidget | None = None  # the offer to resume a kept game, while it is open
        self.journal_warning: QWidget | None = None  # the last message about the journal

        self._autoplay = True
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._step)
        self.controller.changed.connect(self.refresh)
        self.controller.eventRecorded.connect(self._event_recorded)
        self.scene.idle.connect(self.refresh)
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
        geometry = self.settings.window_geometry()
        if not self.isVisible() and not (geometry and self.restore_geometry(geometry)):
            self.resize(*DEFAULT_SIZE)
        self.is_built = True
        self.refresh()
        self.tableBuilt.emit()

    # ----- actions and menus -----

    def _action(
        self,
        name: str,
        text: str,
        tip: str,
        shortcuts: list[QKeySequence | str],
        slot: Callable[[], object],
        *,
        checkable: bool = False,
    ) -> QAction:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(text, self)
        action.setObjectName(name)
        sequences: list[QKeySequence] = []
        for shortcut in shortcuts:
            sequence = QKeySequence(shortcut) if isinstance(shortcut, str) else shortcut
            if not sequence.isEmpty() and sequence not in sequences:
                sequences.append(sequence)
        action.setShortcuts(sequences)
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        shown = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{tip} ({shown})" if shown else tip)
        action.setStatusTip(tip)
        action.setCheckable(checkable)
        if checkable:
            action.toggled.connect(lambda _checked: slot())
        else:
            action.triggered.connect(lambda _checked=False: self._guarded(slot))
        self.addAction(action)
        self.actions_by_name[name] = action
        return action

    def _make_actions(self) -> None:
        from PySide6.QtGui import QKeySequence

        key = QKeySequence.StandardKey
        a = self._action
        a(
            "new_game",
            translate("MainWindow", "&New game…"),
            translate("MainWindow", "Start a new session: your role, the computer punters, the rules"),
            [QKeySequence(key.New)],
            self.new_game_dialog,
        )
        a(
            "end_session",
            translate("MainWindow", "&End the session"),
            translate("MainWindow", "Stop playing: stakes go back and the summary is shown"),
            ["Ctrl+E"],
            self.controller.end_session,
        )
        a(
            "quit",
            translate("MainWindow", "&Quit"),
            translate("MainWindow", "Close the game"),
            [QKeySequence(key.Quit), "Ctrl+Q"],
            self.close,
        )
        a(
            "stake",
            translate("MainWindow", "&Stake"),
            translate("MainWindow", "Поставить карту: lay the chosen card (or pair) face down with its kush"),
            ["Return", "Enter"],
            self.place_stake,
        )
        a(
            "cut",
            translate("MainWindow", "&Cut anywhere"),
            translate(
                "MainWindow",
                "Снять колоду (cut): the banker's deck is cut at a place of chance "
                "and the deal begins; or click the deck's edge on the table",
            ),
            ["C"],
            lambda: self.cut_at(None),
        )
        a(
            "deal_on",
            translate("MainWindow", "&Deal on"),
            translate("MainWindow", "Talia: let the banker deal the next abzug (абцуг)"),
            ["Space"],
            self.controller.deal_on,
        )
        a(
            "take",
            translate("MainWindow", "&Take"),
            translate("MainWindow", "Взять деньги: take the stake and the winnings off the table"),
            ["T"],
            lambda: self._on_win(self.controller.pick_up),
        )
        a(
            "paroli",
            translate("MainWindow", "&Paroli"),
            translate(
                "MainWindow",
                "Загнуть угол (paroli): leave stake and winnings on the card and bend a "
                "corner; the amount riding doubles",
            ),
            ["P"],
            lambda: self._on_win(self.controller.bend_paroli),
        )
        a(
            "paix",
            translate("MainWindow", "Pai&x"),
            translate("MainWindow", "Пе (paix, a bridge): take the stake back and let the winnings ride"),
            ["B"],
            lambda: self._on_win(self.controller.paix),
        )
        a(
            "accept",
            translate("MainWindow", "&Accept"),
            translate("MainWindow", "Принять ставку: the banker accepts the stake"),
            ["A"],
            lambda: self.controller.answer_offer(True),
        )
        a(
            "refuse",
            translate("MainWindow", "&Refuse"),
            translate("MainWindow", "Отказать: the banker refuses the stake; the money stays with the punter"),
            ["R"],
            lambda: self.controller.answer_offer(False),
        )
        a(
            "deal",
            translate("MainWindow", "&Deal"),
            translate(
                "MainWindow",
                "Метать: deal the next abzug (абцуг), a card to the right and a card to the "
                "left; the first press has a punter cut",
            ),
            ["Space"],
            self.controller.deal_abzug,
        )
        a(
            "auto_deal",
            translate("MainWindow", "A&uto-deal"),
            translate("MainWindow", "Deal abzug after abzug at the animation speed until the deal ends"),
            ["G"],
            self.refresh,
            checkable=True,
        )
        a(
            "atande",
            translate("MainWindow", "Ата&нде"),
            translate("MainWindow", "Атанде (attendez, wait!): pause the dealing between abzugs to count"),
            ["Esc", "Pause"],
            self.controller.call_atande,
        )
        a(
            "resume",
            translate("MainWindow", "&Go on"),
            translate("MainWindow", "Go on dealing after атанде"),
            ["Space"],
            self.controller.resume,
        )
        a(
            "new_bank",
            translate("MainWindow", "&New bank"),
            translate("MainWindow", "Заложить банк второй раз: put up a new bank, once"),
            ["N"],
            self.controller.new_bank,
        )
        a(
            "give_up_bank",
            translate("MainWindow", "Give &up the bank"),
            translate("MainWindow", "Hand the broken bank on, or end the session"),
            ["U"],
            self.controller.give_up_bank,
        )
        a(
            "settings",
            translate("MainWindow", "House &rules…"),
            translate("MainWindow", "The house rules: presets, variants, the banker's edge"),
            [QKeySequence(key.Preferences), "Ctrl+,"],
            self.settings_dialog,
        )
        a(
            "rules_help",
            translate("MainWindow", "&Rules of shtoss"),
            translate("MainWindow", "How shtoss is played"),
            [QKeySequence(key.HelpContents), "F1"],
            self.show_rules,
        )
        a(
            "shortcuts",
            translate("MainWindow", "&Keyboard shortcuts"),
            translate("MainWindow", "Every key the game knows"),
            ["Shift+F1"],
            self.show_shortcuts,
        )
        a(
            "full_screen",
            translate("MainWindow", "&Full screen"),
            translate("MainWindow", "Fill the screen with the table"),
            ["F11"],
            self._toggle_full_screen,
        )
        a(
            "next_theme",
            translate("MainWindow", "Next card &theme"),
            translate("MainWindow", "Paint the cards with the next installed deck"),
            ["Ctrl+T"],
            self.next_theme,
        )

    def _make_menus(self) -> None:
        from PySide6.QtGui import QAction, QActionGroup, QKeySequence

        from shtoss_desktop.storage.settings import Language, Speed

        bar = self.menuBar()
        game = bar.addMenu(translate("MainWindow", "&Game"))
        names = self.actions_by_name
        for group in (
            ("new_game",),
            ("stake", "cut", "deal_on", "take", "paroli", "paix"),
            ("accept", "refuse", "deal", "auto_deal", "atande", "resume", "new_bank", "give_up_bank"),
            ("end_session", "quit"),
        ):
            for name in group:
                game.addAction(names[name])
            game.addSeparator()
        settings = bar.addMenu(translate("MainWindow", "&Settings"))
        settings.addAction(names["settings"])
        speed_menu = settings.addMenu(translate("MainWindow", "Animation &speed"))
        self._speed_group = QActionGroup(self)
        labels = {
            Speed.INSTANT: translate("MainWindow", "&Instant"),
            Speed.FAST: translate("MainWindow", "&Fast"),
            Speed.NORMAL: translate("MainWindow", "&Normal"),
            Speed.SLOW: translate("MainWindow", "S&low"),
        }
        for index, speed in enumerate(Speed):
            action = QAction(labels[speed], self)
            action.setObjectName(f"speed_{speed}")
            action.setCheckable(True)
            action.setShortcut(QKeySequence(f"Ctrl+{index + 1}"))
            action.setData(speed.value)
            action.triggered.connect(lambda _c=False, s=speed: self.settings.set("animation_speed", s))
            self._speed_group.addAction(action)
            speed_menu.addAction(action)
            self.addAction(action)
            self.actions_by_name[f"speed_{speed}"] = action
        self._theme_menu = settings.addMenu(translate("MainWindow", "Card &theme"))
        self._theme_menu.aboutToShow.connect(self._fill_theme_menu)
        settings.addAction(names["next_theme"])
        language = settings.addMenu(translate("MainWindow", "&Language"))
        self._language_group = QActionGroup(self)
        current = self.settings.language()
        for code, text in (
            (Language.SYSTEM, translate("MainWindow", "As the &system")),
            (Language.EN, "&English"),
            (Language.RU, "&Русский"),
        ):
            action = QAction(text, self)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setObjectName(f"language_{code}")
            action.triggered.connect(lambda _c=False, c=code: self._set_language(c))
            self._language_group.addAction(action)
            language.addAction(action)
        self._view_menu = bar.addMenu(translate("MainWindow", "&View"))
        self._view_menu.addAction(names["full_screen"])
        help_menu = bar.addMenu(translate("MainWindow", "&Help"))
        help_menu.addAction(names["rules_help"])
        help_menu.addAction(names["shortcuts"])

    def _make_docks(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QKeySequence
        from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QHeaderView, QTableView

        from shtoss_desktop.app.models import HistoryModel, OddsModel, SeatsModel

        specs = (
            (
                "players",
                translate("MainWindow", "Players"),
                SeatsModel,
                Qt.DockWidgetArea.RightDockWidgetArea,
                "Ctrl+Shift+P",
            ),
            (
                "history",
                translate("MainWindow", "History"),
                HistoryModel,
                Qt.DockWidgetArea.RightDockWidgetArea,
                "Ctrl+Shift+H",
            ),
            ("odds", translate("MainWindow", "Odds"), OddsModel, Qt.DockWidgetArea.RightDockWidgetArea, "Ctrl+Shift+O"),
        )
        self._view_menu.addSeparator()
        for name, title, model_type, area, shortcut in specs:
            dock = QDockWidget(title, self)
            dock.setObjectName(f"{name}Dock")
            table = QTableView(dock)
            table.setObjectName(f"{name}View")
            table.setModel(model_type(self.controller, table))
            table.verticalHeader().setVisible(False)
            table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.setWordWrap(True)
            header = table.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            header.setStretchLastSection(True)
            table.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
            if name == "history":
                model = table.model()
                model.rowsInserted.connect(lambda *_args, t=table: t.scrollToBottom())
            dock.setWidget(table)
            self.addDockWidget(area, dock)
            toggle = dock.toggleViewAction()
            toggle.setShortcut(QKeySequence(shortcut))
            self._view_menu.addAction(toggle)
            self.addAction(toggle)
            self.docks[name] = dock
        # The players and the odds share one tabbed dock (the name plates on the table show the balances too),
        # so the history below has room and no table needs a horizontal scroll bar at the default size.
        self.tabifyDockWidget(self.docks["players"], self.docks["odds"])
        self.docks["players"].raise_()
        self.resizeDocks([self.docks["players"], self.docks["history"]], [260, 360], Qt.Orientation.Vertical)
        self.resizeDocks([self.docks["history"]], [390], Qt.Orientation.Horizontal)

    # ----- sessions -----

    def start(self, config: SessionConfig) -> None:
        """Begin a session."""
        self._pending_summary = False
        self.panel.picker.clear_selection()
        self.panel.kush_edit.clear()
        self.actions_by_name["auto_deal"].setChecked(False)
        self.controller.new_session(config)
        self.refresh()

    def keep_journal(self, folder: Path) -> Journal:
        """Keep every session from now on in a journal in `folder` (the data folder), so that a game quit or
        killed in its middle can be resumed (storage/journal.py). A disk that refuses is said once; play goes on.
        Returns the journal (the program then `claim`s the folder and looks for a kept game)."""
        from shtoss_desktop.storage.journal import Journal

        if self.journal is not None:
            self.journal.release()
            self.journal.deleteLater()
        self.journal = Journal(folder, self)
        self.controller.eventRecorded.connect(self.journal.record)
        # `changed` follows every completed action: the journal writes that action's records as one line.
        self.controller.changed.connect(self.journal.commit)
        self.controller.sessionStarted.connect(self._journal_new_session)
        self.journal.problem.connect(self.show_journal_problem)
        return self.journal

    def _journal_new_session(self) -> None:
        from shtoss_desktop.storage.journal import JournalHeader

        if self.journal is None or self._resuming:
            return
        controller = self.controller
        config = controller.config
        self.journal.begin(
            JournalHeader(
                rules=config.rules,
                role=config.role.value,
                human_name=config.human_name,
                styles=config.styles,
                computers=tuple((name, strategy.style) for name, strategy in controller.strategies.items()),
                seed=config.seed,
            )
        )

    def resume(self, kept: KeptSession) -> None:
        """Resume a session kept in the journal: the table is exactly as its last completed action left it."""
        from shtoss_desktop.app.controller import Role, SessionConfig
        from shtoss_desktop.ui.resume_dialog import resumed_text, torn_line_text

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
        self._resuming = True
        speed = self.scene.speed.value
        # The controller sends the whole log again. Animated, the records wait behind the first move, and
        # `flush` then lays the table out once for the last of them instead of once per record.
        self.scene.set_speed("slow")
        try:
            self.controller.adopt_session(config, kept.game, dict(header.computers))
        finally:
            self._resuming = False
            self.scene.flush()
            self.scene.set_speed(speed)
        if self.journal is not None:
            self.journal.adopt(kept)
        self.refresh()
        self.statusBar().showMessage(torn_line_text() if kept.torn_line else resumed_text(), 15000)

    def offer_resume(self, kept: KeptSession, config: SessionConfig) -> None:
        """Ask whether to resume the kept session or start `config` (the kept one then goes to the archive)."""
        from PySide6.QtCore import Qt

        from shtoss_desktop.ui.resume_dialog import ResumeQuestion

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
        from PySide6.QtCore import Qt

        from shtoss_desktop.ui.resume_dialog import journal_warning

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
        from shtoss_desktop.app.controller import Role, SessionConfig
        from shtoss_desktop.core.players import PunterStyle

        role = role if role is not None else Role.PUNTER
        rules = rules if rules is not None else self.settings.rules()
        count = punters if punters is not None else max(1, rules.punters - (1 if role is Role.PUNTER else 0))
        # A human punter may sit alone against the banker; a human banker or a watcher needs punters.
        count = max(0 if role is Role.PUNTER else 1, min(count, 5 if role is Role.PUNTER else 6))
        known = {style.value for style in PunterStyle}
        styles = tuple(
            PunterStyle(s) if s in known else PunterStyle.MIRANDOLE for s in self.settings.computer_styles(count)
        )
        return SessionConfig(
            rules=rules, role=role, styles=styles, seed=seed, human_name=translate("MainWindow", "You")
        )

    def new_game_dialog(self) -> None:
        """Ask for a new session's setup and start it."""
        from shtoss_desktop.ui.new_game_dialog import NewGameDialog

        config = self.controller.config
        dialog = NewGameDialog(
            self.settings.rules(),
            styles=self.settings.computer_styles(),
            role=config.role,
            human_name=config.human_name,
            parent=self,
        )
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            self.start(dialog.config())

    def _event_recorded(self, event: Event) -> None:
        from shtoss_desktop.core.events import DeckCut, SessionEnded

        if isinstance(event, SessionEnded):
            self._pending_summary = True
        if isinstance(event, DeckCut):
            self.panel.picker.clear_selection()

    def _show_summary(self) -> None:
        from PySide6.QtCore import Qt

        from shtoss_desktop.ui.summary_dialog import SummaryDialog, summarise

        self._pending_summary = False
        dialog = SummaryDialog(summarise(self.controller.game.log), human=self.controller.human, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.summary_dialog = dialog
        # Qt deletes the dialog once closed: the window must not keep a reference to it past that.
        dialog.finished.connect(lambda _result: setattr(self, "summary_dialog", None))
        dialog.open()
        self.sessionSummaryShown.emit(dialog)

    # ----- the human's moves -----

    def _guarded(self, slot: Callable[[], object]) -> None:
        """Run an action; a rule that forbids it is said in the status bar, never raised."""
        from shtoss_desktop.core.deal import GameError

        try:
            slot()
        except GameError as error:
            text = game_error_text(error)
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
        from shtoss_desktop.app.controller import Waiting

        if self.controller.has_game and self.controller.waiting_for() is Waiting.HUMAN_STAKES:
            self._guarded(lambda: self.controller.cut(position))

    def _first_win(self) -> Card | None:
        controller = self.controller
        if not controller.human_is_punter:
            return None
        wins = controller.game.winnings_of(controller.human or "")
        return wins[0].card if wins else None

    def _on_win(self, action: Callable[[Card], object]) -> None:
        card = self._first_win()
        if card is not None:
            action(card)

    # ----- keeping the window in step -----

    def refresh(self) -> None:
        """Re-check every action, the prompt and the panel page; schedule the next computer step."""
        from shtoss_desktop.app.controller import Waiting
        from shtoss_desktop.app.narration import card_text
        from shtoss_desktop.core.deal import GameError, Phase
        from shtoss_desktop.ui.chip_art import format_amount
        from shtoss_desktop.ui.stake_panel import Page

        names = self.actions_by_name
        controller = self.controller
        for name in (
            "stake",
            "cut",
            "deal_on",
            "take",
            "paroli",
            "paix",
            "accept",
            "refuse",
            "deal",
            "atande",
            "resume",
            "new_bank",
            "give_up_bank",
            "end_session",
            "auto_deal",
        ):
            names[name].setEnabled(False)
        if not controller.has_game:
            self.panel.prompt.setText(translate("MainWindow", "Start a new game from the Game menu."))
            self.panel.show_page(Page.OVER)
            return
        game = controller.game
        state = game.state()
        waiting = controller.waiting_for()
        human = controller.human or ""
        self.panel.picker.set_deck_size(state.rules.deck_size)
        reason = ""
        over = waiting is Waiting.OVER
        names["end_session"].setEnabled(not over)
        names["atande"].setEnabled(state.phase is Phase.DEALING and not controller.paused and not over)
        names["resume"].setEnabled(waiting is Waiting.PAUSED)
        names["auto_deal"].setEnabled(controller.human_is_banker)
        if waiting is Waiting.HUMAN_STAKES:
            self.panel.show_page(Page.PUNTER)
            mine = [s.card for s in game.stakes_of(human)] + [w.card for w in game.winnings_of(human)]
            self.panel.picker.set_unavailable(mine)
            cards = self.panel.selected_cards()
            kush = self.panel.kush()
            if cards:
                try:
                    game.verify_place_stake(human, cards, kush)
                except GameError as error:
                    reason = game_error_text(error)
                else:
                    names["stake"].setEnabled(True)
            names["cut"].setEnabled(state.phase is Phase.STAKING and game.can_cut())
            names["deal_on"].setEnabled(state.phase is Phase.DEALING)
            win = self._first_win()
            if win is not None:
                names["take"].setEnabled(game.can_pick_up(human, win))
                names["paroli"].setEnabled(game.can_bend_paroli(human, win))
                names["paix"].setEnabled(game.can_paix(human, win))
            self.panel.prompt.setText(self._stakes_prompt(state.phase, bool(mine)))
            self._show_limits(game, human)
            wins = game.winnings_of(human)
            self.panel.winnings_label.setText(
                translate(
                    "MainWindow", "Your winnings on {card}: {amount}. Take them, bend a corner or make a paix."
                ).format(card=card_text(wins[0].card), amount=format_amount(wins[0].total))
                if wins
                else ""
            )
        elif waiting is Waiting.HUMAN_OFFER:
            self.panel.show_page(Page.OFFER)
            offer = game.offer
            assert offer is not None
            reasons = ", ".join(
                translate("MainWindow", "above your limit")
                if r.value == "above_limit"
                else translate("MainWindow", "a raise")
                for r in offer.reasons
            )
            self.panel.prompt.setText(translate("MainWindow", "Your answer, banker."))
            self.panel.offer_label.setText(
                translate(
                    "MainWindow",
                    "{punter} offers {count} face-down card(s) at {kush} each ({reasons}). Accept the stake?",
                ).format(punter=offer.punter, count=len(offer.cards), kush=format_amount(offer.kush), reasons=reasons)
            )
            names["accept"].setEnabled(True)
            names["refuse"].setEnabled(True)
        elif waiting is Waiting.HUMAN_DEAL or (waiting is Waiting.PAUSED and controller.human_is_banker):
            self.panel.show_page(Page.DEAL)
            names["deal"].setEnabled(controller.can_deal())
            if state.phase is Phase.STAKING:
                text = translate(
                    "MainWindow",
                    "Your deal, banker: the punters' stakes lie face down. Press Deal to have the deck cut and begin.",
                )
                if not game.can_cut():
                    text = translate("MainWindow", "Your bank is up, banker. Waiting for the punters' stakes.")
            else:
                text = translate("MainWindow", "Deal the next abzug (Space), or let it run with Auto-deal.")
            if waiting is Waiting.PAUSED:
                text = translate("MainWindow", "Атанде: the dealing waits. Go on when you are ready.")
            self.panel.prompt.setText(text)
        elif waiting is Waiting.HUMAN_NEW_BANK:
            self.panel.show_page(Page.NEW_BANK)
            names["new_bank"].setEnabled(game.can_new_bank())
            names["give_up_bank"].setEnabled(True)
            self.panel.prompt.setText(
                translate("MainWindow", "Банк сорван: your bank is broken. Put up a new one, or give it up.")
            )
        elif over:
            self.panel.show_page(Page.OVER)
            self.panel.prompt.setText(translate("MainWindow", "The session is over."))
        else:
            self.panel.show_page(Page.WATCH)
            if waiting is Waiting.PAUSED:
                self.panel.prompt.setText(
                    translate("MainWindow", "Атанде: the dealing waits. Go on when you are ready.")
                )
            elif state.phase is Phase.DEALING:
                self.panel.prompt.setText(translate("MainWindow", "{banker} deals.").format(banker=state.banker))
            else:
                self.panel.prompt.setText(translate("MainWindow", "The punters place their stakes."))
        self.panel.set_reason(reason)
        self._schedule()
        if self._pending_summary and self.scene.is_idle():
            self._show_summary()

    def _stakes_prompt(self, phase: Phase, staked: bool) -> str:
        from shtoss_desktop.core.deal import Phase

        if phase is Phase.DEALING:
            return translate("MainWindow", "Talia: stake between abzugs, or deal on.")
        if staked:
            return translate(
                "MainWindow",
                "Stake more cards, or cut the banker's deck: click its edge on the table, or Cut anywhere.",
            )
        return translate(
            "MainWindow", "Your stake: choose a card from your deck (two of one rank make a pair), set the kush, Stake."
        )

    def _show_limits(self, game: core_deal.Game, human: str) -> None:
        from shtoss_desktop.ui.chip_art import format_amount

        limit, why = game.kush_limit(human)
        minimum = game.rules.initial_kush
        if limit is None:
            text = translate("MainWindow", "Initial kush {minimum}; your first stake sets your base.").format(
                minimum=format_amount(minimum)
            )
        else:
            text = translate("MainWindow", "Kush from {minimum} to {limit} ({why}).").format(
                minimum=format_amount(minimum), limit=format_amount(limit), why=QCoreApplication.translate("game", why)
            )
        self.panel.limit_label.setText(text)
        self.panel.kush_edit.setPlaceholderText(str(minimum))

    def _schedule(self) -> None:
        """Start the pace timer if a computer step (or an auto-dealt abzug) is due."""
        if not self._autoplay or not self.controller.has_game or self._pace.isActive() or not self.scene.is_idle():
            return
        if self._step_due():
            self._pace.start(STEP_DELAYS[self.scene.speed])

    def set_autoplay(self, on: bool) -> None:
        """Let the computer players move at the animation pace (on), or hold them (the screenshot, tests)."""
        self._autoplay = on
        if on:
            self._schedule()
        else:
            self._pace.stop()

    def _step_due(self) -> bool:
        from shtoss_desktop.app.controller import Waiting
        from shtoss_desktop.core.deal import Phase

        controller = self.controller
        waiting = controller.waiting_for()
        if waiting is Waiting.COMPUTER:
            return True
        auto = self.actions_by_name["auto_deal"].isChecked()
        return auto and controller.game.phase is Phase.DEALING and controller.can_deal()

    def _step(self) -> None:
        """One computer step, or one auto-dealt abzug, once the table has caught up."""
        from shtoss_desktop.app.controller import Waiting

        if not self.scene.is_idle() or not self.controller.has_game:
            return
        if self.controller.waiting_for() is Waiting.COMPUTER:
            self._guarded(self.controller.advance)
        elif self._step_due():
            self._guarded(self.controller.deal_abzug)
        self._schedule()

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
        from shtoss_desktop.ui.card_art import ClassicTheme, theme_by_key

        key = self.settings.card_theme()
        if key == self.scene.art.theme.key:
            return
        if key in ("classic", "classic-blue"):
            self.set_theme(ClassicTheme("blue" if key == "classic-blue" else "red"))
            return
        self.set_theme(theme_by_key(self.themes(), key))

    def themes(self) -> list[CardTheme]:
        """The card themes installed (looked up once, when first needed)."""
        if self._themes is None:
            from shtoss_desktop.ui.card_art import ClassicTheme, available_themes

            themes = available_themes()
            themes.insert(1, ClassicTheme("blue"))
            self._themes = themes
        return self._themes

    def set_theme(self, theme: CardTheme) -> None:
        """Paint the cards with this theme (remembered when the settings can keep its key)."""
        from shtoss_desktop.storage.settings import SettingsError

        self.scene.set_theme(theme)
        self.panel.picker.updateGeometry()
        self.panel.picker.update()
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

    def _fill_theme_menu(self) -> None:
        from PySide6.QtGui import QActionGroup

        self._theme_menu.clear()
        group = QActionGroup(self._theme_menu)
        for theme in self.themes():
            action = self._theme_menu.addAction(theme.name)
            action.setCheckable(True)
            action.setChecked(theme.key == self.scene.art.theme.key)
            action.triggered.connect(lambda _c=False, t=theme: self.set_theme(t))
            group.addAction(action)

    def _set_language(self, code: str) -> None:
        self.settings.set("language", code)
        self.statusBar().showMessage(
            translate("MainWindow", "The language changes when the game is started again."), 6000
        )

    def settings_dialog(self) -> None:
        """The house rules dialog; new rules apply from the next deal."""
        from shtoss_desktop.app.controller import Waiting
        from shtoss_desktop.storage.presets import PresetStore
        from shtoss_desktop.ui.settings_dialog import SettingsDialog

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
        from shtoss_desktop.ui.rules_help import RulesHelpWindow

        if self._help_window is None:
            self._help_window = RulesHelpWindow(parent=self)
        assert isinstance(self._help_window, RulesHelpWindow)
        self._help_window.show_anchor("")

    def shortcut_lines(self) -> list[tuple[str, str]]:
        """(action, keys) for every action that has a shortcut."""
        from PySide6.QtGui import QKeySequence

        lines = []
        for action in self.actions():
            keys = ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts())
            if keys:
                lines.append((action.text().replace("&", ""), keys))
        return lines

    def show_shortcuts(self) -> None:
        """List every keyboard shortcut."""
        from PySide6.QtWidgets import QMessageBox

        rows = "".join(f"<tr><td>{name}</td><td><b>{keys}</b></td></tr>" for name, keys in self.shortcut_lines())
        box = QMessageBox(
            QMessageBox.Icon.NoIcon,
            translate("MainWindow", "Keyboard shortcuts"),
            f"<table>{rows}</table>",
            QMessageBox.StandardButton.Close,
            self,
        )
        box.open()

    def _toggle_full_screen(self) -> None:
        from PySide6.QtCore import Qt

        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Remember the window's geometry (a shell closed before the table was built leaves it as it was) and
        keep the session's journal for resuming."""
        if self.is_built:
            self._pace.stop()
            if self.journal is not None:
                # The journal stays current: the next start offers to resume the session where it is now.
                self.journal.release()
            if self._remember_geometry:
                self.settings.set("window_geometry", bytes(self.saveGeometry().data()))
        super().closeEvent(event)


__all__ = ["MainWindow", "game_error_text"]
