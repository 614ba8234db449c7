"""The window shell (ui/shell/window.py) on a game of its own: a toy window that brings only its actions, its menu
items, a table and a side view, as the casino window will. What the shell gives it: the menus in their order, the
keys listed from the tables, the speed, the card theme and the indices, the rules of its game, the place on the
screen and what is remembered of it, the question before a game is discarded."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from unittest.mock import patch

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QGraphicsScene, QGraphicsView, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from shtoss_desktop.storage.settings import AppSettings, CardIndices, Speed
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP
from shtoss_desktop.ui.i18n_build import build
from shtoss_desktop.ui.shell.i18n import switch_language
from shtoss_desktop.ui.shell.keys import ActionSpec, KeyTable
from shtoss_desktop.ui.shell.rules_help import CASINO_RULES
from shtoss_desktop.ui.shell.screen_fit import FRAME_MARGIN, SCREEN_SHARE
from shtoss_desktop.ui.shell.window import GameWindow, Menu
from shtoss_desktop.ui.table.card_art import CardTheme, ClassicTheme, russian_indices

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

TOY_KEYS = KeyTable(
    "ToyWindow",
    (
        ActionSpec("deal", QT_TRANSLATE_NOOP("ToyWindow", "&Deal"), QT_TRANSLATE_NOOP("ToyWindow", "Turn two"),
                   ("Space", "D")),
        ActionSpec("odds", QT_TRANSLATE_NOOP("ToyWindow", "&Odds"), "", ("O",), checkable=True),
        ActionSpec("toy_settings", QT_TRANSLATE_NOOP("ToyWindow", "Toy &settings…"), "", ()),
    ),
)
VIEW_KEYS = KeyTable("ToyWindow", (ActionSpec("books", QT_TRANSLATE_NOOP("ToyWindow", "Books"), keys=("Ctrl+B",)),))
CURSOR_KEYS = KeyTable("ToyWindow", (ActionSpec("cursor", QT_TRANSLATE_NOOP("ToyWindow", "Move on the layout"),
                                                keys=("Left", "Right")),))


class _Art:
    def __init__(self) -> None:
        self.theme: CardTheme = ClassicTheme()


class ToyTable(QGraphicsScene):
    """A table that remembers what the shell asked of it."""

    def __init__(self) -> None:
        super().__init__()
        self.art = _Art()
        self.speeds: list[Speed] = []
        self.painted: list[str] = []

    def set_speed(self, speed: Speed) -> None:
        self.speeds.append(speed)

    def set_theme(self, theme: CardTheme) -> None:
        self.art.theme = theme
        self.painted.append(theme.key)


class ToyWindow(GameWindow):
    """A game window with nothing but its own parts."""

    RULES = CASINO_RULES
    GEOMETRY_SETTING = "window_geometry"

    def __init__(self, settings: AppSettings, *, remember_geometry: bool = False) -> None:
        super().__init__(settings, remember_geometry=remember_geometry)
        self.dealt = 0
        self.odds_shown: list[bool] = []
        self.in_progress = False
        self.add_actions(TOY_KEYS, {
            "deal": self._deal,
            "odds": lambda: self.odds_shown.append(self.actions_by_name["odds"].isChecked()),
            "toy_settings": lambda: None,
        })
        self.add_menu_groups(Menu.GAME, (("deal",),))
        self.add_menu_groups(Menu.SETTINGS, (("toy_settings",),))
        self.add_menu_groups(Menu.VIEW, (("odds",),))
        self.scene_ = ToyTable()
        self.view = QGraphicsView(self.scene_, self)
        self.setCentralWidget(self.view)
        dock = QDockWidget("Books", self)
        dock.setObjectName("booksDock")
        dock.setWidget(QLabel("books", dock))
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.add_side_views(VIEW_KEYS, {"books": dock})
        self.list_keys(CURSOR_KEYS)
        self.settle(self.scene_, self.view)

    def _deal(self) -> None:
        self.dealt += 1

    def game_in_progress(self) -> bool:
        return self.in_progress


@pytest.fixture
def settings(tmp_path: Path) -> AppSettings:
    made = AppSettings(tmp_path / "settings.ini")
    made.set("card_theme", "classic")
    return made


def toy(qtbot: QtBot, settings: AppSettings, **kwargs: bool) -> ToyWindow:
    window = ToyWindow(settings, **kwargs)
    qtbot.addWidget(window)
    return window


def shown(qtbot: QtBot, window: ToyWindow) -> ToyWindow:
    """`window` shown and active (its window-wide keys answer)."""
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def texts(window: ToyWindow, menu: Menu) -> list[str]:
    return [action.text() if not action.isSeparator() else "|" for action in window.menus[menu].actions()]


def test_the_menus_hold_the_game_s_items_and_the_shell_s(qtbot: QtBot, settings: AppSettings) -> None:
    window = toy(qtbot, settings)
    assert [action.text() for action in window.menuBar().actions()] == ["&Game", "&Settings", "&View", "&Help"]
    assert texts(window, Menu.GAME) == ["&Deal", "S&tatistics…", "Game &info…", "|", "&Quit"]
    assert texts(window, Menu.SETTINGS) == ["Toy &settings…", "Animation &speed", "Card &theme", "Next card &theme",
                                           "&Russian card indices (В, Д, К, Т)", "&Coach", "&Pace for a screen reader",
                                           "&Language"]
    assert texts(window, Menu.VIEW) == ["&Full screen", "&Side views", "&Odds", "|", "Books"]
    assert texts(window, Menu.HELP) == ["&Rules of casino stos", "&Keyboard shortcuts…"]


def test_every_key_is_listed_from_the_tables_the_actions_are_made_from(qtbot: QtBot, settings: AppSettings) -> None:
    window = toy(qtbot, settings)
    lines = window.shortcut_lines()
    assert lines[:2] == [("Deal", "Space, D"), ("Odds", "O")], "the game's own keys first"
    listed = dict(lines)
    assert listed["Quit"].endswith("Ctrl+Q")
    assert listed["Full screen"] == "F11"
    assert listed["Side views"] == "F9"
    assert listed["Rules of casino stos"].endswith("F1")
    assert listed["Instant"] == "Ctrl+1"
    assert listed["Books"] == "Ctrl+B"
    assert lines[-1] == ("Move on the layout", "Left, Right"), "keys a widget handles come last"
    assert "Toy settings…" not in listed, "an action without keys is not a line"
    for name in ("deal", "odds", "quit", "full_screen", "side_views", "rules_help", "shortcuts", "speed_slow"):
        assert window.actions_by_name[name] in window.actions(), name
    window.show_shortcuts()
    dialog = window.shortcuts_dialog
    assert dialog is not None
    assert dialog.table.rowCount() == len(lines)
    dialog.close()


def test_a_command_runs_through_guarded_and_a_toggle_when_toggled(qtbot: QtBot, settings: AppSettings) -> None:
    window = shown(qtbot, toy(qtbot, settings))
    qtbot.keyClick(window, Qt.Key.Key_D)
    assert window.dealt == 1
    window.actions_by_name["odds"].setChecked(True)
    assert window.odds_shown == [True]
    assert window.actions_by_name["deal"].toolTip() == "Turn two (Space)"
    assert window.actions_by_name["toy_settings"].toolTip() == "Toy settings…"


def test_the_shortcuts_list_shows_every_line_where_the_screen_allows(qtbot: QtBot, settings: AppSettings) -> None:
    window = toy(qtbot, settings)
    screen = QGuiApplication.primaryScreen()
    for area, whole in ((QRect(0, 0, 1920, 1050), True), (QRect(0, 0, 1024, 200), False)):
        with patch.object(type(screen), "availableGeometry", return_value=area):
            window.show_shortcuts()
        dialog = window.shortcuts_dialog
        assert dialog is not None
        table = dialog.table
        assert table.rowCount() == len(window.shortcut_lines())
        rows = table.rowCount() * table.verticalHeader().defaultSectionSize()
        if whole:
            assert dialog.height() == dialog.whole_height(dialog.width())
            layout = dialog.layout()
            assert layout is not None
            layout.activate()
            assert table.viewport().height() >= rows, "every line at once, no scrolling"
        else:
            assert dialog.height() <= area.height() - FRAME_MARGIN[1], "on a small screen the list scrolls"
        dialog.close()
        qtbot.waitUntil(lambda: window.shortcuts_dialog is None)


def test_rows_and_slots_must_match(qtbot: QtBot, settings: AppSettings) -> None:
    window = toy(qtbot, settings)
    with pytest.raises(ValueError, match="differ"):
        window.add_actions(VIEW_KEYS, {"books": lambda: None, "ledger": lambda: None})


def test_the_speed_is_the_shared_setting(qtbot: QtBot, settings: AppSettings, tmp_path: Path) -> None:
    settings.set("animation_speed", Speed.FAST)
    window = toy(qtbot, settings)
    assert window.scene_.speeds == [Speed.FAST]
    assert window.actions_by_name["speed_fast"].isChecked()
    window.actions_by_name["speed_slow"].trigger()  # the player's choice: remembered, and the table follows
    assert settings.animation_speed() is Speed.SLOW
    assert window.scene_.speeds[-1] is Speed.SLOW
    window.set_speed("instant")  # a screenshot's or a test's: the table only, no setting written
    assert window.scene_.speeds[-1] is Speed.INSTANT
    assert window.actions_by_name["speed_instant"].isChecked()
    assert AppSettings(tmp_path / "settings.ini").animation_speed() is Speed.SLOW
    settings.set("animation_speed", Speed.NORMAL)  # another window changed it
    assert window.scene_.speeds[-1] is Speed.NORMAL


def test_the_card_theme_and_the_indices_are_the_shared_settings(qtbot: QtBot, settings: AppSettings) -> None:
    window = toy(qtbot, settings)
    window.next_theme()
    assert window.scene_.art.theme.key == "classic-blue"
    assert settings.card_theme() == "classic-blue"
    painted = len(window.scene_.painted)
    settings.set("card_theme", "classic")  # another window chose it
    assert window.scene_.art.theme.key == "classic"
    other = CardIndices.LATIN if settings.card_indices() is CardIndices.RUSSIAN else CardIndices.RUSSIAN
    settings.set("card_indices", other)
    assert len(window.scene_.painted) == painted + 2, "every card painted again for the new indices"
    toggle = window.actions_by_name["russian_indices"]
    assert not toggle.isEnabled(), "the indices apply to the Russian interface only"
    assert "Applies to the Russian interface" in toggle.toolTip()


@pytest.fixture
def in_russian(qapp) -> Iterator[None]:
    """The translations compiled from the sources (as the game's build does); English again after the test."""
    build()
    yield
    switch_language(qapp, "en")
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def test_the_language_changes_at_once_and_the_indices_toggle_follows(
    qtbot: QtBot, settings: AppSettings, in_russian: None
) -> None:
    window = toy(qtbot, settings)
    settings.set("card_indices", CardIndices.RUSSIAN)
    window.set_language("ru")
    QCoreApplication.processEvents()
    assert settings.language() == "ru"
    assert [action.text() for action in window.menuBar().actions()] == ["&Игра", "&Настройки", "&Вид", "&Справка"]
    assert window.actions_by_name["quit"].text() == "&Выход"
    assert window.actions_by_name["rules_help"].text() == "&Правила стоса казино"
    toggle = window.actions_by_name["russian_indices"]
    assert toggle.isEnabled()
    assert toggle.isChecked()
    assert russian_indices()
    toggle.trigger()
    assert settings.card_indices() is CardIndices.LATIN
    assert not russian_indices()


def test_f1_opens_the_rules_of_the_window_s_game(qtbot: QtBot, settings: AppSettings) -> None:
    window = toy(qtbot, settings)
    window.actions_by_name["rules_help"].trigger()
    help_window = window.help_window
    assert help_window is not None
    assert help_window.part is CASINO_RULES
    assert help_window.windowTitle() == "Rules of casino stos"
    assert "shoe" in help_window.browser.toPlainText()
    help_window.close()


def test_a_first_start_takes_its_share_of_the_screen(qtbot: QtBot, tmp_path: Path) -> None:
    screen = QGuiApplication.primaryScreen()
    for area, maximized in ((QRect(0, 0, 1024, 570), True), (QRect(0, 0, 1920, 1050), False)):
        settings = AppSettings(tmp_path / f"{area.width()}.ini")
        with patch.object(type(screen), "availableGeometry", return_value=area):
            window = toy(qtbot, settings, remember_geometry=True)
        share = 1.0 if maximized else SCREEN_SHARE
        assert window.size().toTuple() == (int(area.width() * share), int(area.height() * share))
        assert bool(window.windowState() & Qt.WindowState.WindowMaximized) is maximized
        assert window.docks["books"].isHidden() is maximized, "the side views on a first start only when roomy"


def test_the_place_and_the_side_views_are_remembered(qtbot: QtBot, settings: AppSettings, tmp_path: Path) -> None:
    window = toy(qtbot, settings, remember_geometry=True)
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.show_side_views(False)
    window.resize(760, 520)
    window.show()
    window.close()
    again = toy(qtbot, AppSettings(tmp_path / "settings.ini"), remember_geometry=True)
    assert again.height() == 520
    assert abs(again.width() - 760) <= 2
    assert again.docks["books"].isHidden()
    shown(qtbot, again)
    qtbot.keyClick(again, Qt.Key.Key_F9)
    assert not again.docks["books"].isHidden()
    unkept = toy(qtbot, AppSettings(tmp_path / "settings.ini"))
    assert unkept.height() != 520, "a window that keeps nothing reads nothing either"


def test_a_game_in_progress_is_discarded_only_when_the_player_says_so(qtbot: QtBot, settings: AppSettings) -> None:
    window = toy(qtbot, settings)
    done: list[str] = []
    window.confirm_discard("Start afresh?", "&New game", lambda: done.append("at once"))
    assert done == ["at once"], "nothing to lose: no question"
    window.in_progress = True
    window.confirm_discard("Start afresh?", "&New game", lambda: done.append("asked"))
    box = window.discard_question
    assert isinstance(box, QMessageBox)
    assert box.button(QMessageBox.StandardButton.Yes).text() == "&New game"
    box.reject()  # Escape, Cancel
    assert done == ["at once"]
    assert window.discard_question is None
    window.confirm_discard("Start afresh?", "&New game", lambda: done.append("asked"))
    box = window.discard_question
    assert box is not None
    box.button(QMessageBox.StandardButton.Yes).click()
    assert done == ["at once", "asked"]


def test_the_first_frame_is_the_table_s(qtbot: QtBot, settings: AppSettings) -> None:
    window = toy(qtbot, settings)
    painted: list[bool] = []
    window.after_first_frame(lambda: painted.append(window.view.isVisible()))
    window.show()
    qtbot.waitUntil(lambda: painted == [True])


def test_a_window_that_was_never_settled_says_so(qtbot: QtBot, settings: AppSettings) -> None:
    class Unsettled(GameWindow):
        RULES = CASINO_RULES

    window = Unsettled(settings)
    qtbot.addWidget(window)
    with pytest.raises(RuntimeError, match="settle"):
        window.after_first_frame(lambda: None)
    with pytest.raises(RuntimeError, match="settle"):
        window.next_theme()


def test_the_shortcuts_list_is_no_taller_than_the_small_window_it_lists(qtbot: QtBot, settings: AppSettings) -> None:
    window = shown(qtbot, toy(qtbot, settings))
    window.resize(640, 320)
    qtbot.waitUntil(lambda: window.height() == 320)
    screen = QGuiApplication.primaryScreen()
    with patch.object(type(screen), "availableGeometry", return_value=QRect(0, 0, 1920, 1050)):
        window.show_shortcuts()
    dialog = window.shortcuts_dialog
    assert dialog is not None
    assert dialog.whole_height(dialog.width()) > window.frameGeometry().height()
    assert dialog.height() <= window.frameGeometry().height(), "it fits over the window, its list scrolls"
    dialog.close()


def test_keys_are_named_in_russian_as_the_games_texts_name_them(
        qtbot: QtBot, settings: AppSettings, request: pytest.FixtureRequest) -> None:
    from shtoss_desktop.ui.shell.keys import key_lines

    table = KeyTable("Toy", (
        ActionSpec("stake", "Stake", keys=("Return", "Enter")),
        ActionSpec("wait", "Wait", keys=("Esc", "Pause")),
        ActionSpec("walk", "Walk", keys=("Space", "Left", "PgDown", "Home", "Ctrl+Shift+End")),
    ))
    assert key_lines(table) == [("Stake", "Return, Enter"), ("Wait", "Esc, Pause"),
                                ("Walk", "Space, Left, PgDown, Home, Ctrl+Shift+End")]
    request.getfixturevalue("russian")
    # As the lesson and the recap say them ("Пробел", "Enter", "Esc"): Return and Enter are one key, said once.
    assert key_lines(table) == [("Stake", "Enter"), ("Wait", "Esc, Pause"),
                                ("Walk", "Пробел, Влево, PgDn, Home, Ctrl+Shift+End")]
