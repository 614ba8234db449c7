"""The window shell both games stand on: `GameWindow`, a `QMainWindow` with everything a game window shares.

A game's window subclasses it and brings only its own parts: its actions (a `KeyTable` of rows and the slots they
run, `add_actions`), where they go in the menus (`add_menu_groups`), its table (a scene and its view, given to
`settle`), its side views (`add_side_views`) and its rules (the class's `RULES`, a part of the rules book). The
shell gives it:

- **the place on the screen**: on a first start a share of the screen's available area (a small screen's whole
  area, maximized); a remembered geometry that still fits; the side views as they were left, or on a first start
  only in a roomy window; all remembered when the window closes (the settings `GEOMETRY_SETTING` and
  `STATE_SETTING` name; a game with other needs overrides `restore_side_views` / `remember_window`);
- **the menus** Game, Settings, View and Help, with the shared items: Statistics and Game info (ui/stats/), Quit;
  the animation speed (Ctrl+1..4), the pace for a screen reader (Ctrl+Shift+R), the card theme (its menu, Ctrl+T for
  the next one), the Russian card indices and the language (spoken at once: every widget retranslates on
  `QEvent.LanguageChange`, this window in `retranslate_ui`); full screen (F11) and the side views (F9: all of
  them together, each dock's own toggle beside); the rules of the game (F1) and the list of every key
  (Shift+F1), built from the same key tables the actions are made from;
- **the keyboard**: single keys work whatever has the focus (`keyboard.SingleKeys`, a number field keeping its
  digits), and a clear ring shows what has it (`FOCUS_RING`);
- **the screen reader**: `announcer` (ui/shell/announcer.py) says every line the game announces (`say`: the
  status bar and the announcement together);
- a question before a game in progress is discarded (`confirm_discard`, asking the `game_in_progress` hook),
  `after_first_frame`, and `open_game` for another game (through the registry, `ui/games.py`).

The game answers the hooks where it differs: `guarded`, `game_in_progress`, `set_coach`, `pace_to_reader`,
`paint_cards`, `tell`, `shortcuts_note` (the words above the list of keys), `restore_side_views` /
`remember_window`.

Building is two steps: `GameWindow.__init__` makes the menus and the shared actions; the game's constructor then
makes its parts and ends with `settle(table, view)`, which applies the speed, the card theme and the indices to the
table and places the window on the screen. The shell asks the table only what `CardTable` says.

Ownership: the shell's dialogs (the shortcuts list, the rules window, the discard question) are its children; it
keeps a reference to one only while Qt has not deleted it (`WA_DeleteOnClose` dialogs are forgotten on `finished`).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Final

from PySide6.QtCore import QByteArray, QChildEvent, QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QDockWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTabBar,
    QWidget,
)

from shtoss_desktop.app.session import GameSession
from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.storage.journal import KeptGame
from shtoss_desktop.storage.settings import AppSettings, Language, Speed
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP
from shtoss_desktop.ui import games
from shtoss_desktop.ui.shell.announcer import Announcer
from shtoss_desktop.ui.shell.card_looks import CardLooks, CardTable
from shtoss_desktop.ui.shell.i18n import interface_language, missing_translation, switch_language
from shtoss_desktop.ui.shell.keyboard import SingleKeys
from shtoss_desktop.ui.shell.keys import ActionSpec, KeyTable, key_lines, make_action, retranslate_action, sequences
from shtoss_desktop.ui.shell.placement import cap_docks, place_window
from shtoss_desktop.ui.shell.resume import ResumeQuestion, ask_to_resume
from shtoss_desktop.ui.shell.rules_help import RulesHelpWindow, RulesPart
from shtoss_desktop.ui.shell.screen_fit import ROOMY_WIDTH, fit_to_screen
from shtoss_desktop.ui.stats.menu import STATS_KEYS
from shtoss_desktop.ui.table.card_art import CardTheme

if TYPE_CHECKING:  # the list of keys is loaded when it is first shown (Shift+F1), not at start
    from shtoss_desktop.ui.shell.shortcuts_dialog import ShortcutsDialog

CONTEXT: Final = "GameWindow"
"""The translation context of the shell's words."""

FOCUS_RING: Final = """
QPushButton:focus, QToolButton:focus {
    border: 2px solid palette(highlight); border-radius: 4px;
    background-color: palette(button); color: palette(button-text);
}
QPushButton:focus { padding: 3px 10px; }
QToolButton:focus { padding: 0px; }
QLineEdit:focus, QAbstractSpinBox:focus, QComboBox:focus { border: 2px solid palette(highlight); border-radius: 3px; }
QAbstractItemView:focus { border: 2px solid palette(highlight); }
"""
"""A clear ring around whatever has the keyboard focus (the style's own is a faint dotted line or none). A ringed
button is painted on the button colour with its own text colour (a ring alone would leave it see-through: black
words on a dark panel, like the recap's), and a tool button keeps no padding inside the ring, so a chip button's
icon and value keep the room they had before the focus came."""

SHELL_KEYS: Final = KeyTable(
    CONTEXT,
    (
        ActionSpec(
            "quit",
            QT_TRANSLATE_NOOP("GameWindow", "&Quit"),
            QT_TRANSLATE_NOOP("GameWindow", "Close the game"),
            (QKeySequence.StandardKey.Quit, "Ctrl+Q"),
        ),
        ActionSpec(
            "next_theme",
            QT_TRANSLATE_NOOP("GameWindow", "Next card &theme"),
            QT_TRANSLATE_NOOP("GameWindow", "Paint the cards with the next installed deck"),
            ("Ctrl+T",),
        ),
        ActionSpec(
            "full_screen",
            QT_TRANSLATE_NOOP("GameWindow", "&Full screen"),
            QT_TRANSLATE_NOOP("GameWindow", "Fill the screen with the table"),
            ("F11",),
        ),
        ActionSpec(
            "side_views",
            QT_TRANSLATE_NOOP("GameWindow", "&Side views"),
            QT_TRANSLATE_NOOP("GameWindow", "Show or hide every view beside the table"),
            ("F9",),
        ),
        ActionSpec(
            "coach",
            QT_TRANSLATE_NOOP("GameWindow", "&Coach"),
            QT_TRANSLATE_NOOP("GameWindow", "Practice: before a stake, what it is worth and the best choice; after "
                                            "each decided one, why the money moved; to the banker, his figures"),
            ("Ctrl+Shift+C",),
            checkable=True,
        ),
        ActionSpec(
            "reader_pace",
            QT_TRANSLATE_NOOP("GameWindow", "&Pace for a screen reader"),
            QT_TRANSLATE_NOOP("GameWindow", "Before each move of the computer players (each abzug, each turn), wait "
                                            "until the screen reader has had time to read what the table said"),
            ("Ctrl+Shift+R",),
            checkable=True,
        ),
        ActionSpec(
            "shortcuts",
            QT_TRANSLATE_NOOP("GameWindow", "&Keyboard shortcuts…"),
            QT_TRANSLATE_NOOP("GameWindow", "Every key the game knows"),
            ("Shift+F1",),
        ),
    ),
)
"""The shell's own actions (the speeds and the rules have tables of their own: `SPEED_KEYS`, `rules_keys`)."""

SPEED_KEYS: Final = KeyTable(
    CONTEXT,
    (
        ActionSpec(f"speed_{Speed.INSTANT}", QT_TRANSLATE_NOOP("GameWindow", "&Instant"), "", ("Ctrl+1",), True),
        ActionSpec(f"speed_{Speed.FAST}", QT_TRANSLATE_NOOP("GameWindow", "&Fast"), "", ("Ctrl+2",), True),
        ActionSpec(f"speed_{Speed.NORMAL}", QT_TRANSLATE_NOOP("GameWindow", "&Normal"), "", ("Ctrl+3",), True),
        ActionSpec(f"speed_{Speed.SLOW}", QT_TRANSLATE_NOOP("GameWindow", "S&low"), "", ("Ctrl+4",), True),
    ),
)
"""The animation speeds, one choice each (named once, for both games)."""

SYSTEM_LANGUAGE: Final = QT_TRANSLATE_NOOP("GameWindow", "As the &system")
"""The language choice that follows the system's language."""
LANGUAGE_NAMES: Final = ((Language.EN, "&English"), (Language.RU, "&Русский"))
"""The languages, each named in itself (never translated)."""


class Menu(enum.Enum):
    """The menus of a game window, in the menu bar's order."""

    GAME = "gameMenu"
    """New game, the moves, Quit: the game's items come first."""
    SETTINGS = "settingsMenu"
    """The game's own settings first, then the speed, the card theme, the indices and the language."""
    VIEW = "viewMenu"
    """Full screen and the side views first, then the game's items, then each side view's toggle."""
    HELP = "helpMenu"
    """The rules and the keyboard shortcuts first, then the game's items."""


MENU_TITLES: Final = {
    "gameMenu": QT_TRANSLATE_NOOP("GameWindow", "&Game"),
    "settingsMenu": QT_TRANSLATE_NOOP("GameWindow", "&Settings"),
    "speedMenu": QT_TRANSLATE_NOOP("GameWindow", "Animation &speed"),
    "themeMenu": QT_TRANSLATE_NOOP("GameWindow", "Card &theme"),
    "languageMenu": QT_TRANSLATE_NOOP("GameWindow", "&Language"),
    "viewMenu": QT_TRANSLATE_NOOP("GameWindow", "&View"),
    "helpMenu": QT_TRANSLATE_NOOP("GameWindow", "&Help"),
}
"""Every menu's title by its object name."""


def rules_keys(part: RulesPart) -> KeyTable:
    """The Help menu's item for a game's rules (F1)."""
    return KeyTable(
        "RulesHelp",
        (ActionSpec("rules_help", part.menu_source, part.tip_source, (QKeySequence.StandardKey.HelpContents, "F1")),),
    )


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


def after_first_paint(view: QAbstractScrollArea, callback: Callable[[], None]) -> None:
    """Call `callback` (from the event loop) once `view`'s viewport has been painted for the first time."""
    viewport = view.viewport()
    viewport.installEventFilter(_FirstPaint(callback, viewport))


translate = QCoreApplication.translate


def _translate(source: str) -> str:
    """A text marked in the shell's context (`QT_TRANSLATE_NOOP("GameWindow", ...)`), in the language installed."""
    return translate(CONTEXT, source)


class GameWindow(QMainWindow):
    """The frame of a game's window (see the module docstring): subclassed by each game's window."""

    RULES: ClassVar[RulesPart]
    """The game's part of the rules book, opened by Help ▸ Rules (F1)."""
    session: GameSession[Any, Any, Any]
    """The game's session (the game sets it in its constructor): Game info shows its seed, Statistics its folder."""
    GEOMETRY_SETTING: ClassVar[str] = "window_geometry"
    """The setting that keeps the window's geometry (`saveGeometry`)."""
    STATE_SETTING: ClassVar[str] = "window_state"
    """The setting that keeps the docks' places and visibility (`saveState`)."""

    def __init__(
        self,
        settings: AppSettings,
        *,
        remember_geometry: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        """Make the menus and the shared actions on `settings` (the game then builds its parts and calls
        `settle`); with `remember_geometry` off (a screenshot, a test) the window neither reads nor keeps where
        it was and never maximizes itself."""
        super().__init__(parent)
        self.settings = settings
        self.remember_geometry = remember_geometry
        self.actions_by_name: dict[str, QAction] = {}
        """Every action made from a key table, by its row's name."""
        self.docks: dict[str, QDockWidget] = {}
        """The side views, by name (`add_side_views`)."""
        self.menus: dict[Menu, QMenu] = {}
        self.discard_question: QMessageBox | None = None
        self.resume_question: ResumeQuestion | None = None
        """The offer to resume a kept game, while it is open (`offer_kept_game`)."""
        """The question before a game in progress is discarded, while it is open."""
        self.shortcuts_dialog: ShortcutsDialog | None = None
        """The list of keys, while it is open."""
        self._help_window: RulesHelpWindow | None = None
        self._game_tables: list[tuple[KeyTable, tuple[ActionSpec, ...]]] = []
        self._shell_tables: list[tuple[KeyTable, tuple[ActionSpec, ...]]] = []
        self._side_view_keys: KeyTable | None = None
        self._listed: list[KeyTable] = []
        self._table: CardTable | None = None
        self._table_view: QAbstractScrollArea | None = None
        self.announcer = Announcer(self)
        """Says to the screen reader every line the player reads as the game moves (ui/shell/announcer.py)."""
        self.card_looks = CardLooks(
            settings,
            lambda: self.table,
            paint=self.paint_cards,
            tell=self.tell,
            say_briefly=lambda text: self.say(text, 5000),
            parent=self,
        )
        """The card theme and the indices, as the settings say."""
        self._build_menus()
        self.setStyleSheet(FOCUS_RING)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(SingleKeys(self))
        self.statusBar()  # where the game speaks: made now, so the table does not shrink when it first does
        self.settings.changed.connect(self._setting_changed)
        # A settings file that cannot be written never stops play: the values hold in memory, and the player is told.
        self.settings.write_failed.connect(lambda problem: self.say(storage_text(problem), 15000))

    # ----- building: what the game brings -----

    def add_actions(self, table: KeyTable, slots: Mapping[str, Callable[[], object]]) -> dict[str, QAction]:
        """Make an action of this window for every row of `table`, doing what `slots` names for it (a toggle's
        slot runs when it is toggled, a command's through `guarded`); the actions by name (also in
        `actions_by_name`). Every row needs a slot, and every slot a row."""
        return self._add_actions(table, slots, shell=False)

    def _add_actions(
        self, table: KeyTable, slots: Mapping[str, Callable[[], object]], *, shell: bool
    ) -> dict[str, QAction]:
        names = [row.name for row in table.rows]
        if sorted(names) != sorted(slots):
            raise ValueError(f"the rows {sorted(names)} and the slots {sorted(slots)} of {table.context} differ")
        made: dict[str, QAction] = {}
        for row in table.rows:
            action = make_action(table, row, self)
            slot = slots[row.name]
            if row.checkable:
                action.toggled.connect(lambda _checked, s=slot: s())
            else:
                action.triggered.connect(lambda _checked=False, s=slot: self.guarded(s))
            made[row.name] = action
        self._register(table, made, shell=shell)
        return made

    def _register(self, table: KeyTable, made: Mapping[str, QAction], *, shell: bool) -> None:
        """Keep the actions made from `table`'s rows: window-wide keys, retranslated and listed with the rest."""
        for action in made.values():
            self.addAction(action)
        self.actions_by_name.update(made)
        (self._shell_tables if shell else self._game_tables).append((table, table.rows))

    def list_keys(self, table: KeyTable) -> None:
        """List `table`'s rows in the shortcuts dialog without making actions: keys a widget handles itself."""
        self._listed.append(table)

    def add_menu_groups(self, menu: Menu, groups: Sequence[Sequence[str]]) -> None:
        """Put the actions named in `groups` into `menu`, a separator between groups. In Game and Settings they
        come before the shell's items, the last group running into them (Game ends "End the session, Statistics…,
        Game info…", then Quit); in View and Help after them, the first group running on from them."""
        target = self.menus[menu]
        before = self._first_shell_item(menu)
        for index, group in enumerate(groups):
            if before is not None:
                for name in group:
                    target.insertAction(before, self.actions_by_name[name])
                if index < len(groups) - 1:
                    target.insertSeparator(before)
            else:
                if index > 0:
                    target.addSeparator()
                for name in group:
                    target.addAction(self.actions_by_name[name])

    def _first_shell_item(self, menu: Menu) -> QAction | None:
        if menu is Menu.GAME:
            return self.actions_by_name["statistics"]
        if menu is Menu.SETTINGS:
            return self._speed_menu.menuAction()
        return None

    def add_side_views(self, table: KeyTable, docks: Mapping[str, QDockWidget]) -> None:
        """Take `docks` (already docked in this window, titled) as the side views: F9 shows or hides them
        together; each one's own toggle goes into the View menu after a separator, with the keys of the
        `table`'s row of the same name."""
        view_menu = self.menus[Menu.VIEW]
        view_menu.addSeparator()
        for name, dock in docks.items():
            toggle = dock.toggleViewAction()
            toggle.setShortcuts(sequences(table.row(name).keys))
            view_menu.addAction(toggle)
            self.addAction(toggle)
            self.docks[name] = dock
        self._side_view_keys = table

    def settle(self, table: CardTable, view: QAbstractScrollArea) -> None:
        """The last step of building: the game's `table` (painted in `view`) animates at the speed the settings
        name and paints the cards with their theme and indices, and the window takes its place on the screen."""
        self._table = table
        self._table_view = view
        self.card_looks.show_settings()
        self.set_speed(self.settings.animation_speed())
        self._follow_coach()
        self._follow_reader_pace()
        self.place_on_screen()

    @property
    def table(self) -> CardTable:
        """The game's table scene (given to `settle`)."""
        if self._table is None:
            raise RuntimeError(f"{type(self).__name__} was not settled: its constructor must end with settle()")
        return self._table

    # ----- hooks a game overrides -----

    def guarded(self, slot: Callable[[], object]) -> None:
        """Run an action's slot (a game catches the refusals of its rules here and says them)."""
        slot()

    def game_in_progress(self) -> bool:
        """Whether starting afresh now would discard a game in progress (the game's part says; none here)."""
        return False

    def set_coach(self, on: bool) -> None:
        """Switch the game's coach on or off (the Coach toggle, the `coach` setting; a game without one ignores it)."""

    def pace_to_reader(self, reading_left: Callable[[], int] | None) -> None:
        """Let the game's computer players wait before each move until `reading_left()` (ms) is 0: what the table
        announced has been read (the "Pace for a screen reader" toggle); None: the animation's pace alone (a game
        without computer players ignores it)."""

    def paint_cards(self, theme: CardTheme) -> None:
        """Paint the table's cards with `theme` (a game repaints its other card pictures too)."""
        self.table.set_theme(theme)

    def tell(self, text: str) -> None:
        """Say something the player should read, once (the status bar; a game may use its table's notices)."""
        self.say(text, 15000)

    def say(self, text: str, timeout: int = 0, *, assertive: bool = False) -> None:
        """Show `text` in the status bar (for `timeout` ms; 0: until the next message) and announce it to the
        screen reader (polite, or `assertive`)."""
        self.statusBar().showMessage(text, timeout)
        self.announcer.announce(text, assertive=assertive)

    def shortcuts_note(self) -> str:
        """The words above the list of keys (Shift+F1), in the language installed: how the game's keys behave
        (the shell's are the shtoss window's; a game with other keys says its own)."""
        from shtoss_desktop.ui.shell.shortcuts_dialog import default_note

        return default_note()

    # ----- the menus -----

    def _build_menus(self) -> None:
        bar = self.menuBar()
        for menu in Menu:
            made = bar.addMenu(_translate(MENU_TITLES[menu.value]))
            made.setObjectName(menu.value)
            self.menus[menu] = made
        self._add_actions(
            SHELL_KEYS,
            {
                "quit": self.close,
                "next_theme": self.next_theme,
                "full_screen": self.toggle_full_screen,
                "side_views": self.toggle_side_views,
                "shortcuts": self.show_shortcuts,
                "coach": self._coach_toggled,
                "reader_pace": self._reader_pace_toggled,
            },
            shell=True,
        )
        self._add_actions(rules_keys(self.RULES), {"rules_help": self.show_rules}, shell=True)
        self._add_actions(STATS_KEYS, {"statistics": self.show_statistics, "game_info": self.show_game_info},
                          shell=True)
        names = self.actions_by_name
        self.menus[Menu.GAME].addActions([names["statistics"], names["game_info"]])
        self.menus[Menu.GAME].addSeparator()
        self.menus[Menu.GAME].addAction(names["quit"])
        settings = self.menus[Menu.SETTINGS]
        speed_menu = settings.addMenu(_translate(MENU_TITLES["speedMenu"]))
        speed_menu.setObjectName("speedMenu")
        self._speed_menu = speed_menu
        speed_group = QActionGroup(self)
        speeds: dict[str, QAction] = {}
        for speed in Speed:
            action = make_action(SPEED_KEYS, SPEED_KEYS.row(f"speed_{speed}"), self)
            action.setData(speed.value)
            # Chosen by the player, the speed is remembered; the settings' `changed` then sets it (set_speed alone,
            # as a screenshot does, changes no setting).
            action.triggered.connect(lambda _c=False, s=speed: self.settings.set("animation_speed", s))
            speed_group.addAction(action)
            speed_menu.addAction(action)
            speeds[action.objectName()] = action
        self._register(SPEED_KEYS, speeds, shell=True)
        theme_menu = settings.addMenu(_translate(MENU_TITLES["themeMenu"]))
        theme_menu.setObjectName("themeMenu")
        theme_menu.aboutToShow.connect(lambda: self.card_looks.fill_theme_menu(theme_menu))
        settings.addAction(names["next_theme"])
        indices = self.card_looks.indices_action
        self.addAction(indices)
        names["russian_indices"] = indices
        settings.addAction(indices)
        settings.addAction(names["coach"])
        settings.addAction(names["reader_pace"])
        language = settings.addMenu(_translate(MENU_TITLES["languageMenu"]))
        language.setObjectName("languageMenu")
        language_group = QActionGroup(self)
        current = self.settings.language()
        for code, text in ((Language.SYSTEM, _translate(SYSTEM_LANGUAGE)), *LANGUAGE_NAMES):
            action = QAction(text, self)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setObjectName(f"language_{code}")
            action.triggered.connect(lambda _c=False, c=code: self.set_language(c))
            language_group.addAction(action)
            language.addAction(action)
        view_menu = self.menus[Menu.VIEW]
        view_menu.addAction(names["full_screen"])
        view_menu.addAction(names["side_views"])
        help_menu = self.menus[Menu.HELP]
        help_menu.addAction(names["rules_help"])
        help_menu.addAction(names["shortcuts"])

    # ----- words -----

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate everything when the language changes."""
        if event.type() is QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Write the shell's texts again in the language installed: every action made from a key table, the
        menus' titles, the language choice and the indices toggle (a game then writes its own parts again)."""
        for table, rows in (*self._game_tables, *self._shell_tables):
            for row in rows:
                retranslate_action(table, row, self.actions_by_name[row.name])
        for menu in self.menuBar().findChildren(QMenu):
            if menu.objectName() in MENU_TITLES:
                menu.setTitle(_translate(MENU_TITLES[menu.objectName()]))
        system = self.findChild(QAction, f"language_{Language.SYSTEM}")
        if system is not None:
            system.setText(_translate(SYSTEM_LANGUAGE))
        self.card_looks.fit_indices_to_language()

    def shortcut_lines(self) -> list[tuple[str, str]]:
        """(what, keys) for every key of the window, in the language installed: the game's actions, the shell's,
        the side views' toggles and the keys the game's widgets handle."""
        lines: list[tuple[str, str]] = []
        for table, rows in (*self._game_tables, *self._shell_tables):
            lines += key_lines(table, rows)
        if self._side_view_keys is not None:
            lines += key_lines(self._side_view_keys)
        for table in self._listed:
            lines += key_lines(table)
        return lines

    def show_shortcuts(self) -> None:
        """List every key of the window, in a window of its own that fits the screen."""
        from shtoss_desktop.ui.shell.shortcuts_dialog import ShortcutsDialog

        dialog = ShortcutsDialog(self.shortcut_lines(), self, note=self.shortcuts_note)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.shortcuts_dialog = dialog
        dialog.finished.connect(lambda _result: setattr(self, "shortcuts_dialog", None))
        # No taller than the window shown, whose keys it lists (a small window on a large screen): the list scrolls.
        height = min(dialog.height(), max(self.frameGeometry().height(), 300)) if self.isVisible() else dialog.height()
        fit_to_screen(dialog, (dialog.width(), height))
        dialog.open()

    def show_rules(self) -> None:
        """Open the rules of this window's game, at the top."""
        if self._help_window is None:
            self._help_window = RulesHelpWindow(part=self.RULES, parent=self)
        self._help_window.show_anchor("")

    @property
    def help_window(self) -> RulesHelpWindow | None:
        """The rules window, once opened (it is kept, hidden when closed)."""
        return self._help_window

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
            missing = missing_translation(interface_language(code))
            if missing is not None:
                self.tell(missing)

    # ----- the speed, the card theme, the indices -----

    def set_speed(self, speed: Speed | str) -> None:
        """Animate at this speed ("instant", "fast", "normal", "slow"), its menu item checked."""
        speed = Speed(speed)
        self.table.set_speed(speed)
        self.actions_by_name[f"speed_{speed}"].setChecked(True)

    def _setting_changed(self, name: str) -> None:
        if self._table is None:
            return
        if name == "animation_speed":
            self.set_speed(self.settings.animation_speed())
        elif name == "card_theme":
            self.card_looks.theme_setting_changed()
        elif name == "card_indices":
            self.card_looks.indices_setting_changed()
        elif name == "coach":
            self._follow_coach()
        elif name == "reader_pace":
            self._follow_reader_pace()

    def _coach_toggled(self) -> None:
        """The player switched the coach: remembered (the settings' `changed` then tells the game)."""
        self.settings.set("coach", self.actions_by_name["coach"].isChecked())

    def _follow_coach(self) -> None:
        """The coach as the settings say: its toggle checked or not, the game's coach on or off (`set_coach`)."""
        on = self.settings.coach()
        toggle = self.actions_by_name["coach"]
        if toggle.isChecked() != on:
            toggle.blockSignals(True)
            toggle.setChecked(on)
            toggle.blockSignals(False)
        self.set_coach(on)

    def _reader_pace_toggled(self) -> None:
        """The player switched the pace for a screen reader: remembered (the settings' `changed` then applies it),
        and said, in the status bar and to the screen reader (a key with nothing to see changed but a menu tick)."""
        on = self.actions_by_name["reader_pace"].isChecked()
        self.settings.set("reader_pace", on)
        self.say(translate("GameWindow", "Pace for a screen reader on: the computer players wait until what the "
                                         "table said has had time to be read.") if on else
                 translate("GameWindow", "Pace for a screen reader off: the computer players move at the table's "
                                         "speed."), 5000)

    def _follow_reader_pace(self) -> None:
        """The pace as the settings say: its toggle checked or not, and the session's computer players waiting for
        the screen reader (the announcer's reading time) or not."""
        on = self.settings.reader_pace()
        toggle = self.actions_by_name["reader_pace"]
        if toggle.isChecked() != on:
            toggle.blockSignals(True)
            toggle.setChecked(on)
            toggle.blockSignals(False)
        self.pace_to_reader(self.announcer.reading_left if on else None)

    def themes(self) -> list[CardTheme]:
        """The card themes installed (looked up once, when first needed)."""
        return self.card_looks.themes()

    def set_theme(self, theme: CardTheme, remember: bool = True) -> None:
        """Paint the cards with this theme (remembered when the settings can keep its key)."""
        self.card_looks.set_theme(theme, remember)

    def next_theme(self) -> None:
        """Switch to the next installed card theme (Ctrl+T)."""
        self.card_looks.next_theme()

    # ----- the place on the screen -----

    def place_on_screen(self) -> None:
        """Size the window to its screen on a first start; keep a remembered geometry that fits, shrink one that
        does not (the screen may be smaller than the one it was saved on); then the side views."""
        geometry = self.settings.get(self.GEOMETRY_SETTING) if self.remember_geometry else b""
        place_window(self, geometry if isinstance(geometry, bytes) else b"", maximize_small=self.remember_geometry)
        self.restore_side_views()
        self.cap_side_views()

    def restore_side_views(self) -> None:
        """The side views as they were left (the docks' state kept in `STATE_SETTING`); on a first start shown
        only in a roomy window."""
        state = self.settings.get(self.STATE_SETTING) if self.remember_geometry else b""
        if not (isinstance(state, bytes) and state and self.restoreState(QByteArray(state))):
            self.show_side_views(self.side_views_by_default())

    def side_views_by_default(self) -> bool:
        """Whether the side views show unless the player chose otherwise: only in a roomy window."""
        return self.width() >= ROOMY_WIDTH

    def remember_window(self) -> None:
        """Keep the window's geometry and its docks' state for the next start."""
        self.settings.set(self.GEOMETRY_SETTING, bytes(self.saveGeometry().data()))
        self.settings.set(self.STATE_SETTING, bytes(self.saveState().data()))

    def show_side_views(self, shown: bool) -> None:
        """Show or hide the side views together (shown, the first one is raised among its tabs)."""
        for dock in self.docks.values():
            dock.setVisible(shown)
        if shown and self.docks:
            next(iter(self.docks.values())).raise_()
            self.cap_side_views()

    def toggle_side_views(self) -> None:
        """Hide the side views if any is shown, else show them all."""
        self.show_side_views(all(dock.isHidden() for dock in self.docks.values()))

    def cap_side_views(self) -> None:
        """Keep each docked side view within a share of the window's width (a floating one is free)."""
        cap_docks(self, self.docks.values())

    def event(self, event: QEvent) -> bool:
        """The tab bars Qt makes for side views sharing a place never take the keyboard focus: hidden with their
        views, Qt keeps them "visible" off screen (at about (-600, -500)), where Tab and a disabled button's
        focus would land, unseen and unnamed; the views are chosen with their keys (View menu, F9)."""
        if event.type() is QEvent.Type.ChildPolished and isinstance(event, QChildEvent):
            child = event.child()
            if isinstance(child, QTabBar):
                child.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the side views from taking too much of a window made smaller."""
        super().resizeEvent(event)
        self.cap_side_views()

    def toggle_full_screen(self) -> None:
        """Fill the screen with the window, or leave full screen."""
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def after_first_frame(self, callback: Callable[[], None]) -> None:
        """Call `callback` (from the event loop) once the table's view has been painted for the first time."""
        if self._table_view is None:
            raise RuntimeError(f"{type(self).__name__} was not settled: it has no table view yet")
        after_first_paint(self._table_view, callback)

    # ----- games -----

    def offer_kept_game(self, kept: KeptGame[Any, Any], lines: Sequence[str], *, resume: Callable[[], None],
                        new_game: Callable[[], None]) -> None:
        """Ask whether to resume `kept` (described by `lines`; up to its last good move, if the rules trust it only
        that far) or begin a new game; nothing starts before the player answers. The window is shown first: the
        question stands over it."""
        self.show()
        def answered(then: Callable[[], None]) -> Callable[[], None]:
            def go_on() -> None:
                self.resume_question = None
                then()
            return go_on

        self.resume_question = ask_to_resume(self, kept, lines, resume=answered(resume), new_game=answered(new_game))

    def close_resume_question(self) -> None:
        """A game begun another way answers the open offer to resume: it is closed without effect."""
        question, self.resume_question = self.resume_question, None
        if question is not None:
            question.finished.disconnect()
            question.close()

    def confirm_discard(self, text: str, button_text: str, proceed: Callable[[], None]) -> None:
        """Run `proceed` at once if no game is in progress, else only once the player confirms (Escape and
        Cancel keep the game); `button_text` says what "yes" does ("New game", "End the session")."""
        if not self.game_in_progress():
            proceed()
            return
        box = QMessageBox(QMessageBox.Icon.Question, translate("GameWindow", "The game in progress"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
        box.setObjectName("discardQuestion")
        box.setTextFormat(Qt.TextFormat.PlainText)
        go = box.button(QMessageBox.StandardButton.Yes)
        go.setText(button_text)
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

    def open_game(self, kind: games.GameKind, *, seed: int | None = None) -> QMainWindow:
        """Open another game in a window of its own on this window's settings (a child window: this window keeps
        it, and this game stays as it stands); `seed`: that new game, else the kept one is offered first."""
        return games.open_game(kind, self.settings, games.LaunchOptions(seed=seed), parent=self)

    def switch_game(self, kind: games.GameKind, *, seed: int | None = None) -> None:
        """New game for another game: asked as New game asks (only while a game is in progress; Escape and Cancel
        keep it), then that game's window opens in place of this one, which closes: its game stops where it
        stands, its journal closed and kept, offered again when this game is played next. One game window at a
        time, none dealing behind another."""
        text = translate("GameWindow", "Play {game} instead? The game in progress stops here; it is kept, and "
                         "offered again when you come back to this game.").format(game=games.game_name(kind))
        self.confirm_discard(text, translate("GameWindow", "&Switch game"), lambda: self._switch_to(kind, seed))

    def _switch_to(self, kind: games.GameKind, seed: int | None) -> None:
        window = games.open_game(kind, self.settings, games.LaunchOptions(seed=seed))
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        games.keep_open(window)
        self.close()

    def show_statistics(self) -> None:
        """Game ▸ Statistics: the totals and plots of every session of both games (the data folder's)."""
        from shtoss_desktop.storage.journal import default_folder
        from shtoss_desktop.ui.stats.window import StatsWindow

        folder = self.session.journal.folder if self.session.journal is not None else default_folder()
        window = StatsWindow(folder, self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()

    def show_game_info(self) -> None:
        """Game ▸ Game info: this game's seed and journal."""
        from shtoss_desktop.ui.stats.game_info import GameInfo

        info = GameInfo(self.session, self)
        info.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        info.show()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Remember where the window was (unless it keeps nothing)."""
        if self.remember_geometry:
            self.remember_window()
        super().closeEvent(event)


__all__ = [
    "CONTEXT",
    "FOCUS_RING",
    "LANGUAGE_NAMES",
    "MENU_TITLES",
    "SHELL_KEYS",
    "SPEED_KEYS",
    "CardTable",
    "GameWindow",
    "Menu",
    "after_first_paint",
    "rules_keys",
]
