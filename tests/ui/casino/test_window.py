"""The casino window (ui/casino/window.py) on the window shell, its settings dialog (ui/casino/settings_dialog.py) and
what it remembers (the `casino_*` settings of storage/settings.py): the menus Game / Settings / View / Help and the
toolbar, a shoe played by keyboard, F1 (the casino's rules), every key the shortcuts list (Shift+F1) names pressed
and doing what it says, New game's question before a game in progress ends, the language menu, the settings'
presets and validation, the size and the choices kept, a window of 1024x600, the screenshot path."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any
from unittest.mock import patch

import pytest
from PySide6.QtCore import QCoreApplication, QKeyCombination, QLocale, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QFont, QFontMetricsF, QGuiApplication, QImage, QKeySequence, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLabel,
    QMenu,
    QMessageBox,
    QSpinBox,
    QStyleOptionGraphicsItem,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.casino.controller import CasinoConfig
from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.core.casino.rules import CASINO_PRESETS, CasinoRules
from shtoss_desktop.core.casino.table import CasinoPhase
from shtoss_desktop.storage.journal import CASINO, KeptGame, load_kept
from shtoss_desktop.storage.settings import AppSettings, SidePanel, Speed
from shtoss_desktop.ui.casino.items import BetItem
from shtoss_desktop.ui.casino.settings_dialog import CUSTOM, CasinoSettingsDialog
from shtoss_desktop.ui.casino.table_geometry import Box
from shtoss_desktop.ui.casino.window import TOOLBAR_ACTIONS, CasinoWindow
from shtoss_desktop.ui.i18n_build import build
from shtoss_desktop.ui.replay import ReplayDialog
from shtoss_desktop.ui.screenshot import play_to_screenshot
from shtoss_desktop.ui.shell.i18n import switch_language
from shtoss_desktop.ui.shell.rules_help import CASINO_RULES
from shtoss_desktop.ui.shell.screen_fit import ROOMY_WIDTH
from shtoss_desktop.ui.shell.window import Menu
from shtoss_desktop.ui.stats.game_info import GameInfo
from shtoss_desktop.ui.stats.window import StatsWindow
from shtoss_desktop.ui.table.accessible import walk_order

ROOT = Path(__file__).resolve().parents[3]


def small_screen() -> AbstractContextManager[object]:
    """While it lasts, the screen's available area is a 1024x570 netbook's (the real-window run has a 1920x1080
    screen, where a first start would make a roomy window that shows the side panel)."""
    return patch.object(type(QGuiApplication.primaryScreen()), "availableGeometry", return_value=QRect(0, 0, 1024, 570))


def make_window(qtbot: QtBot, tmp_path: Path, *, size: tuple[int, int] = (1280, 800)) -> CasinoWindow:
    with small_screen():
        window = CasinoWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    window.set_speed(Speed.INSTANT)
    # The test screen is small: a first start maximizes the window, and a test wants the size it asks for.
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_shoe_played_by_keyboard_in_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(CasinoConfig(rules=CasinoRules(players=2), seed=17))
    view, scene, game = window.view, window.scene, window.controller.game
    view.setFocus()
    turns = 0
    while game.phase is CasinoPhase.BETTING:
        qtbot.keyClick(view, Qt.Key.Key_Right if turns % 2 else Qt.Key.Key_Down)
        if game.copies_left(scene.cursor_rank) and game.balance("You") >= 50:
            qtbot.keyClick(view, Qt.Key.Key_Plus)
            if turns % 7 == 0:
                qtbot.keyClick(view, Qt.Key.Key_S)
        qtbot.keyClick(view, Qt.Key.Key_Space)
        turns += 1
        assert scene.shown_bets() == {(b.player, b.rank): b.amount for b in game.bets}
    assert turns == 156
    assert window.history_model.rowCount() == 156
    assert window.actions_by_name["deal"].text() == "New &shoe"
    assert scene.box_card(Box.WIN) == game.last_turn.win_card  # type: ignore[union-attr]
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert game.shoe_number == 2
    assert window.actions_by_name["deal"].text() == "&Deal"


def test_menus_toolbar_and_status(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(CasinoConfig(rules=CasinoRules(players=1, table_minimum=10, table_maximum=500), seed=3))
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&Game", "&Settings", "&View", "&Help"]
    assert [window.chip_combo.itemData(i) for i in range(window.chip_combo.count())] == [10, 25, 50, 100, 250, 500]
    window.set_chip(50)
    window.controller.add_chip(Rank.NINE)
    assert window.controller.game.bet_of("You", Rank.NINE).amount == 50  # type: ignore[union-attr]
    window.controller.add_chip(Rank.NINE)
    window.set_chip(500)
    window.controller.add_chip(Rank.NINE)
    assert "above the table maximum" in window.statusBar().currentMessage()
    window.actions_by_name["odds"].trigger()
    assert window.scene.odds_shown
    assert window.scene.spot_item(Rank.NINE).odds_text
    assert window.actions_by_name["odds"].isChecked()
    window.actions_by_name["deal"].trigger()
    assert window.controller.game.turns_dealt == 1
    assert "Turn 1" in window.scene.status_item.text
    assert window.odds_view.model() is window.odds_model


def menu_texts(window: CasinoWindow, menu: Menu) -> list[str]:
    return [action.text() if not action.isSeparator() else "|" for action in window.menus[menu].actions()]


def test_the_menus_hold_the_casino_s_items_beside_the_shell_s(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(CasinoConfig(rules=CasinoRules(players=1), seed=3))
    assert menu_texts(window, Menu.GAME) == ["&New game", "Play &shtoss instead", "&Replay a past deal…", "&Deal", "|",
                                             "S&tatistics…", "Game &info…", "|", "&Quit"]
    assert menu_texts(window, Menu.SETTINGS) == [
        "&Casino table…", "Animation &speed", "Card &theme", "Next card &theme", "&Russian card indices (В, Д, К, Т)",
        "&Coach", "&Pace for a screen reader", "&Language"]
    assert menu_texts(window, Menu.VIEW) == ["&Full screen", "&Side views", "&Odds on the layout", "|",
                                             "The table's books"]
    assert menu_texts(window, Menu.HELP) == ["&Rules of casino stos", "&Keyboard shortcuts…"]
    speeds = window.findChild(QMenu, "speedMenu")
    assert speeds is not None
    assert [action.text() for action in speeds.actions()] == ["&Instant", "&Fast", "&Normal", "S&low"]
    assert window.actions_by_name["speed_instant"].isChecked(), "the speed the window was given"
    languages = window.findChild(QMenu, "languageMenu")
    assert languages is not None
    assert [action.text() for action in languages.actions()] == ["As the &system", "&English", "&Русский"]
    assert window.actions_by_name["odds"].isCheckable()
    assert window.actions_by_name["deal"].text() == "&Deal"


def activate(qtbot: QtBot, window: CasinoWindow) -> None:
    """`window` active, its table's view with the focus (the window's keys answer; the layout's go to the view)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)


def test_f1_opens_the_rules_of_casino_stos(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(CasinoConfig(rules=CasinoRules(players=1), seed=3))
    activate(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    rules = window.help_window
    assert rules is not None
    qtbot.waitUntil(rules.isVisible)
    assert rules.part is CASINO_RULES
    assert rules.windowTitle() == "Rules of casino stos"
    text = rules.browser.toPlainText()
    assert "suit bet" in text
    assert "в лоб полкуша" not in text.lower(), "the casino's part, not shtoss's"
    rules.close()


def key_presses(keys: str) -> list[QKeyCombination]:
    """The keys of a line of the shortcuts list ("Space, D", "Ctrl+Shift+B"), as the player reads them."""
    return [QKeySequence.fromString(text, QKeySequence.SequenceFormat.NativeText)[0] for text in keys.split(", ")]


def test_every_key_the_shortcuts_list_names_works(qtbot: QtBot, tmp_path: Path) -> None:
    """Shift+F1 lists every key of the casino window (its actions, the shell's, the side panel's, the layout's);
    each key of each line is pressed in the window, and does what the line says."""
    window = make_window(qtbot, tmp_path)
    window.start(CasinoConfig(rules=CasinoRules(players=1, table_minimum=10, table_maximum=500), seed=11))
    controller, scene = window.controller, window.scene
    game = controller.game
    controller.deal()  # a turn dealt: a game in progress
    activate(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    dialog = window.shortcuts_dialog
    assert dialog is not None, "Shift+F1 opens the list"
    listed = [(dialog.table.item(row, 0).text(), dialog.table.item(row, 1).text())
              for row in range(dialog.table.rowCount())]
    assert listed == window.shortcut_lines()
    assert dialog.note.text().startswith("The window's keys work wherever the focus is. On the layout the arrows")
    dialog.close()
    qtbot.waitUntil(lambda: window.shortcuts_dialog is None)
    lines = dict(listed)
    assert len(lines) == len(listed), "each action once"
    assert lines["Deal"] == "Space, D"
    assert lines["Odds on the layout"] == "O"
    assert lines["The table's books"] == "Ctrl+Shift+B"
    assert lines["Side views"] == "F9"
    assert lines["Move the cursor over the layout"] == "Left, Right, Up, Down"
    assert lines["Put a chip on the rank under the cursor"] == "+, =, Return, Enter"
    assert lines["Take a chip back from the rank under the cursor"] == "-, Backspace, Del"
    assert lines["Change the suit bet under the cursor"] == "S"

    def mine() -> int:
        bet = game.bet_of("You", scene.cursor_rank)
        return bet.amount if bet is not None else 0

    def new_game(_key: QKeyCombination, press: Callable[[], None]) -> None:
        press()
        question = window.discard_question
        assert question is not None, "a game in progress is not thrown away without asking"
        question.reject()
        qtbot.waitUntil(lambda: window.discard_question is None)
        assert controller.game is game

    def play_shtoss(_key: QKeyCombination, press: Callable[[], None]) -> None:
        press()
        question = window.discard_question
        assert question is not None, "the casino game in progress is not left without asking"
        assert "shtoss" in question.text().lower()
        question.reject()
        qtbot.waitUntil(lambda: window.discard_question is None)
        assert controller.game is game, "Cancel keeps the casino game"
        assert window.isVisible()

    def deal(_key: QKeyCombination, press: Callable[[], None]) -> None:
        dealt = game.turns_dealt
        press()
        assert game.turns_dealt == dealt + 1

    def odds(_key: QKeyCombination, press: Callable[[], None]) -> None:
        shown = scene.odds_shown
        press()
        assert scene.odds_shown is not shown
        assert window.actions_by_name["odds"].isChecked() is not shown

    def casino_table(_key: QKeyCombination, press: Callable[[], None]) -> None:
        opened: list[QWidget | None] = []

        def answer() -> None:
            dialog = QApplication.activeModalWidget()
            opened.append(dialog)
            assert dialog is not None
            dialog.close()

        QTimer.singleShot(0, answer)
        press()  # the dialog is modal: the key returns once it is closed
        assert len(opened) == 1
        assert isinstance(opened[0], CasinoSettingsDialog)

    def replay(_key: QKeyCombination, press: Callable[[], None]) -> None:
        press()
        dialog = window.findChild(ReplayDialog)
        assert dialog is not None, "the replay window opens"
        dialog.close()
        qtbot.waitUntil(lambda: window.findChild(ReplayDialog) is None)
        assert controller.game is game

    def quit_(_key: QKeyCombination, press: Callable[[], None]) -> None:
        press()
        assert not window.isVisible()

    def next_theme(_key: QKeyCombination, press: Callable[[], None]) -> None:
        before = scene.art.theme.key
        press()
        assert scene.art.theme.key != before

    def full_screen(_key: QKeyCombination, press: Callable[[], None]) -> None:
        press()
        assert window.windowState() & Qt.WindowState.WindowFullScreen
        press()
        assert not window.windowState() & Qt.WindowState.WindowFullScreen

    def side_panel(_key: QKeyCombination, press: Callable[[], None]) -> None:
        hidden = window.dock.isHidden()
        press()
        assert window.dock.isHidden() is not hidden

    def shortcuts(_key: QKeyCombination, press: Callable[[], None]) -> None:
        press()
        opened = window.shortcuts_dialog
        assert opened is not None
        opened.close()
        qtbot.waitUntil(lambda: window.shortcuts_dialog is None)

    def statistics(_key: QKeyCombination, press: Callable[[], None]) -> None:
        press()
        opened = window.findChild(StatsWindow, "statsWindow")
        assert opened is not None
        assert opened.isVisible()
        opened.wait_counted()
        opened.close()
        qtbot.waitUntil(lambda: window.findChild(StatsWindow, "statsWindow") is None)

    def game_info(_key: QKeyCombination, press: Callable[[], None]) -> None:
        press()
        opened = window.findChild(GameInfo, "gameInfo")
        assert opened is not None
        assert window.session.header is not None
        assert opened.facts["Seed"] == str(window.session.header.seed)
        opened.close()
        qtbot.waitUntil(lambda: window.findChild(GameInfo, "gameInfo") is None)

    def rules(_key: QKeyCombination, press: Callable[[], None]) -> None:
        press()
        shown = window.help_window
        assert shown is not None
        qtbot.waitUntil(shown.isVisible)
        assert shown.part is CASINO_RULES
        shown.close()

    def speed(speed: Speed) -> Callable[[QKeyCombination, Callable[[], None]], None]:
        def check(_key: QKeyCombination, press: Callable[[], None]) -> None:
            press()
            assert scene.speed is speed
            assert window.settings.animation_speed() is speed, "the player's choice is the shared setting"
        return check

    def cursor(key: QKeyCombination, press: Callable[[], None]) -> None:
        start, end = {
            Qt.Key.Key_Left: (Rank.THREE, Rank.TWO), Qt.Key.Key_Right: (Rank.THREE, Rank.FOUR),
            Qt.Key.Key_Up: (Rank.QUEEN, Rank.TWO), Qt.Key.Key_Down: (Rank.TWO, Rank.QUEEN),
        }[key.key()]
        scene.move_cursor_to(start)
        press()
        assert scene.cursor_rank is end

    def add_chip(_key: QKeyCombination, press: Callable[[], None]) -> None:
        scene.move_cursor_to(Rank.NINE)
        before = mine()
        press()
        assert mine() == before + controller.chip

    def take_chip(_key: QKeyCombination, press: Callable[[], None]) -> None:
        scene.move_cursor_to(Rank.NINE)
        before = mine()
        assert before > controller.chip
        press()
        assert mine() == before - controller.chip

    def coach(_key: QKeyCombination, press: Callable[[], None]) -> None:
        on = window.coach.on
        press()
        assert window.coach.on is not on
        assert window.settings.coach() is not on, "the switch is remembered"
        press()
        assert window.coach.on is on

    def reader_pace(_key: QKeyCombination, press: Callable[[], None]) -> None:
        paced = window.settings.reader_pace()
        press()
        assert window.settings.reader_pace() is not paced, "the switch is remembered"
        window.announcer.announce("Turn 2: seven of clubs loses, two of hearts wins")
        assert (window.session.reading_left() > 0) is not paced, "a watched game's turns wait for the reader"
        press()
        assert window.settings.reader_pace() is paced

    def suit_bet(_key: QKeyCombination, press: Callable[[], None]) -> None:
        scene.move_cursor_to(Rank.NINE)
        for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, None):
            press()
            bet = game.bet_of("You", Rank.NINE)
            assert bet is not None
            assert bet.suit is suit

    def walked_from_the_fourth(key: QKeyCombination, press: Callable[[], None]) -> str | None:
        order = [entry.key for entry in walk_order(window.view.table_entries())]
        window.view.walker.current = order[3]
        press()
        return {Qt.Key.Key_PageDown: order[4], Qt.Key.Key_PageUp: order[2], Qt.Key.Key_Home: order[0],
                Qt.Key.Key_End: order[-1]}[key.key()]

    def walk(key: QKeyCombination, press: Callable[[], None]) -> None:
        cursor = scene.cursor_rank
        wanted = walked_from_the_fourth(key, press)
        assert window.view.walker.current == wanted
        assert scene.cursor_rank is cursor, "the walk is not the betting cursor"

    checks: dict[str, Callable[[QKeyCombination, Callable[[], None]], None]] = {
        "New game": new_game, "Play shtoss instead": play_shtoss,
        "Deal": deal, "Odds on the layout": odds, "Casino table…": casino_table,
        "Next card theme": next_theme, "Full screen": full_screen, "Side views": side_panel,
        "Keyboard shortcuts…": shortcuts, "Rules of casino stos": rules, "Instant": speed(Speed.INSTANT),
        "Fast": speed(Speed.FAST), "Normal": speed(Speed.NORMAL), "Slow": speed(Speed.SLOW),
        "The table's books": side_panel, "Move the cursor over the layout": cursor,
        "Put a chip on the rank under the cursor": add_chip,
        "Take a chip back from the rank under the cursor": take_chip,
        "Change the suit bet under the cursor": suit_bet, "Replay a past deal…": replay, "Coach": coach,
        "Pace for a screen reader": reader_pace,
        "Statistics…": statistics, "Game info…": game_info, "Quit": quit_,
        "The next or the previous thing on the table (the arrows move the cursor)": walk,
        "The first or the last thing on the table": walk,
    }
    assert set(lines) == set(checks), "every key listed is tried, and nothing else"
    assert len(game.bets_of("You")) == 0
    # Quit last: it closes the window.
    for what, keys in sorted(listed, key=lambda line: line[0] == "Quit"):
        for key in key_presses(keys):
            activate(qtbot, window)
            checks[what](key, lambda k=key: qtbot.keyClick(window.view, k.key(), k.keyboardModifiers()))
    assert game.turns_dealt == 3, "one turn before, then Space and D"


def test_new_game_asks_before_it_ends_a_game_in_progress(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(CasinoConfig(rules=CasinoRules(players=2), seed=4))
    activate(qtbot, window)
    new_game = window.actions_by_name["new_game"]
    assert new_game.shortcut().toString() == "Ctrl+N"
    fresh = window.controller.game
    assert fresh.bets, "the computer players bet at once"
    assert not window.game_in_progress(), "nothing of the human's on the table yet"
    qtbot.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.discard_question is None, "nothing to lose: no question"
    assert window.controller.game is not fresh
    game = window.controller.game
    window.controller.add_chip(Rank.FIVE)
    assert window.game_in_progress(), "the human's money is on the layout"
    new_game.trigger()
    question = window.discard_question
    assert question is not None
    assert question.text() == "Start a new game? The game in progress ends here."
    assert question.button(QMessageBox.StandardButton.Yes).text() == "&New game"
    qtbot.keyClick(question, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.discard_question is None)
    assert window.controller.game is game, "Escape keeps the game"
    assert game.bet_of("You", Rank.FIVE) is not None
    window.controller.take_chip(Rank.FIVE)
    window.controller.deal()
    assert window.game_in_progress(), "a turn is dealt"
    new_game.trigger()
    question = window.discard_question
    assert question is not None
    question.button(QMessageBox.StandardButton.Yes).click()
    assert window.discard_question is None
    assert window.controller.game is not game
    assert window.controller.game.turns_dealt == 0


def test_a_watched_game_in_progress_is_asked_about_too(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(window.default_config(seed=6, watch=True))
    game = window.controller.game
    qtbot.waitUntil(lambda: game.turns_dealt >= 1, timeout=5000)
    assert window.game_in_progress()
    window.actions_by_name["new_game"].trigger()
    question = window.discard_question
    assert question is not None
    question.reject()
    assert window.controller.game is game


@pytest.fixture
def in_russian(qapp: QApplication) -> Iterator[None]:
    """The translations compiled from the sources (as the game's build does); English again after the test."""
    build()
    yield
    switch_language(qapp, "en")
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def test_the_language_menu_speaks_russian_at_once(qtbot: QtBot, tmp_path: Path, in_russian: None) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(CasinoConfig(rules=CasinoRules(players=1, table_minimum=10, table_maximum=500), seed=3))
    window.controller.deal()
    russian = window.findChild(QAction, "language_ru")
    assert russian is not None
    russian.trigger()
    QApplication.processEvents()
    assert window.settings.language() == "ru"
    assert [action.text() for action in window.menuBar().actions()] == ["&Игра", "&Настройки", "&Вид", "&Справка"]
    assert window.windowTitle() == "Штосс — стос казино (фараон)"
    assert menu_texts(window, Menu.GAME) == ["&Новая игра", "Играть в &штосс", "&Повторить сыгранное…", "&Метать", "|",
                                             "С&татистика…", "Сведения об &игре…", "|", "&Выход"]
    assert menu_texts(window, Menu.SETTINGS)[0] == "Стол &казино…"
    assert menu_texts(window, Menu.VIEW)[2:] == ["&Шансы на раскладке", "|", "Книги стола"]
    assert menu_texts(window, Menu.HELP) == ["&Правила стоса казино", "&Сочетания клавиш…"]
    space = QKeySequence("Space").toString(QKeySequence.SequenceFormat.NativeText)  # Qt's own words: "Пробел"
    assert window.actions_by_name["deal"].toolTip() == f"Открыть следующие две карты: проигрыш, затем выигрыш ({space})"
    assert window.dock.windowTitle() == "Книги стола"
    assert [window.side_tabs.tabText(i) for i in range(3)] == ["Деньги", "История", "Шансы"]
    assert window._chip_title.text() == " Фишка: "
    assert window.statusBar().findChild(QLabel, "casinoChipLabel").text() == "Фишка 10 · ставки 10–500"
    assert window.scene.status_item.text.startswith("Абцуг 1:")
    lines = dict(window.shortcut_lines())
    assert lines["Метать"] == f"{space}, D"
    assert lines["Передвинуть курсор по раскладке"] == QKeySequence("Left").toString(
        QKeySequence.SequenceFormat.NativeText) + ", " + ", ".join(
        QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) for key in ("Right", "Up", "Down"))
    window.show_shortcuts()
    dialog = window.shortcuts_dialog
    assert dialog is not None
    assert dialog.note.text().startswith("Клавиши окна действуют, где бы ни был фокус.")
    dialog.close()
    window.show_rules()
    assert window.help_window is not None
    assert window.help_window.windowTitle() == "Правила стоса казино"
    assert "ставка на масть" in window.help_window.browser.toPlainText().lower()
    window.help_window.close()
    english = window.findChild(QAction, "language_en")
    assert english is not None
    english.trigger()
    QApplication.processEvents()
    assert menu_texts(window, Menu.GAME) == ["&New game", "Play &shtoss instead", "&Replay a past deal…", "&Deal", "|",
                                             "S&tatistics…", "Game &info…", "|", "&Quit"]
    assert window.dock.windowTitle() == "The table's books"
    assert window.scene.status_item.text.startswith("Turn 1:")


def test_the_window_remembers_its_size_the_chip_and_the_odds(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, size=(760, 560))
    window.start(CasinoConfig(rules=CasinoRules(), seed=3))
    window.set_chip(50)
    window.scene.set_odds_shown(True)
    window.actions_by_name["speed_slow"].trigger()
    window.close()
    kept = AppSettings(tmp_path / "settings.ini")
    assert kept.casino_chip() == 50
    assert kept.casino_show_odds() is True
    assert kept.animation_speed() is Speed.SLOW, "the speed is the shared setting"
    assert kept.casino_window_geometry()
    assert not (tmp_path / "casino.json").exists(), "one settings file: the casino has no file of its own"
    again = CasinoWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(again)
    again.show()
    again.start(CasinoConfig(rules=CasinoRules(), seed=3))
    assert again.size() == QSize(760, 560)  # the offscreen screen is 800x600: restoring clamps to it
    assert again.controller.chip == 50
    assert again.scene.odds_shown
    assert again.scene.speed is Speed.SLOW
    assert again.actions_by_name["speed_slow"].isChecked()


def test_a_bad_casino_file_of_the_last_release_is_set_aside_and_said(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "casino.json"
    path.write_text('{"rules": {"decks": 7}}', encoding="utf-8")
    window = CasinoWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    window.show_startup_problems()
    assert window.settings.casino_rules() == CasinoRules()
    qtbot.waitUntil(lambda: "casino.json.corrupt-" in window.statusBar().currentMessage())
    assert "decks" in window.statusBar().currentMessage()
    assert str(path) in window.statusBar().currentMessage()
    assert not path.exists()
    assert list(tmp_path.glob("casino.json.corrupt-*"))


def test_the_start_up_notices_and_the_settings_problems_are_said_together(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from shtoss_desktop.storage import journal as journal_module
    from shtoss_desktop.ui.casino.launch import LAUNCHER
    from shtoss_desktop.ui.games import LaunchOptions

    monkeypatch.setattr(journal_module, "default_folder", lambda: tmp_path)
    (tmp_path / "casino.json").write_text('{"rules": {"decks": 7}}', encoding="utf-8")
    window = LAUNCHER.open(AppSettings(tmp_path / "settings.ini"),
                           LaunchOptions(seed=1, notices=("The Russian translation is not compiled.",)))
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: "casino.json.corrupt-" in window.statusBar().currentMessage())
    message = window.statusBar().currentMessage()
    assert message.startswith("The Russian translation is not compiled. "), "the notice first, neither one lost"
    assert window.controller.config.seed == 1


def test_the_table_fits_a_1024x600_window(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, size=(1024, 600))
    window.start(CasinoConfig(rules=CasinoRules(players=6), seed=5))
    QApplication.processEvents()
    assert window.size() == QSize(1024, 600)
    view = window.view
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    scene = window.scene
    for rank in Rank:
        assert visible.contains(scene.spot_item(rank).sceneBoundingRect()), rank
    for player in window.controller.game.players:
        plate = scene.plate(player)
        assert plate is not None
        assert visible.contains(plate.sceneBoundingRect()), player
    assert visible.contains(scene.keeper_item.sceneBoundingRect())


class TextRecorder(QPainter):
    """A painter that notes, for every line of text an item writes, the pixel size of its font."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.sizes: list[float] = []
        self._size = self._pixels(self.font())

    @staticmethod
    def _pixels(font: QFont) -> float:
        return font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72

    def setFont(self, font: QFont) -> None:
        super().setFont(font)
        self._size = self._pixels(font)

    def drawText(self, *args: object) -> None:  # type: ignore[override]
        self.sizes.append(self._size)
        super().drawText(*args)  # type: ignore[call-overload]


def smallest_text_on_screen(window: CasinoWindow) -> dict[str, float]:
    """For each kind of item on the table, the smallest text it writes, in screen pixels (its font's size in
    scene units times the view's zoom). A bet counts by its amount, the largest of its texts: the values stamped
    on the chips' faces (chip_art's, as on the shtoss table) are the chips' pattern, the amount is written in
    full beside them."""
    zoom = window.view.transform().m11()
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    recorder = TextRecorder(image)
    smallest: dict[str, float] = {}
    for item in window.scene.items():
        if not item.isVisible():
            continue
        recorder.sizes.clear()
        item.paint(recorder, QStyleOptionGraphicsItem(), None)
        if not recorder.sizes:
            continue
        kind = type(item).__name__
        size = (max if isinstance(item, BetItem) else min)(recorder.sizes) * item.sceneTransform().m11() * zoom
        smallest[kind] = min(smallest.get(kind, size), size)
    recorder.end()
    return smallest


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_text_on_the_table_reads_at_1024x600(qtbot: QtBot, tmp_path: Path, request: pytest.FixtureRequest,
                                                   language: str) -> None:
    if language == "ru":
        request.getfixturevalue("russian")
    window = make_window(qtbot, tmp_path, size=(1024, 600))
    window.start(window.default_config(seed=3))
    play_to_screenshot(window, 3)  # bets of every player, a suit bet, the odds on the spots
    QApplication.processEvents()
    assert window.dock.isHidden(), "a narrow window gives the table its whole width"
    assert window.view.viewport().width() == 1024
    smallest = smallest_text_on_screen(window)
    # Box headings, the case-keeper, the shoe's count, the odds, the chips' amounts, the plates, the prompt.
    assert {"BoxItem", "CaseKeeperItem", "ShoeItem", "RankSpotItem", "BetItem", "PlateItem", "LabelItem"} <= set(
        smallest)
    too_small = {kind: round(size, 1) for kind, size in smallest.items() if size < 11}
    assert not too_small
    scene = window.scene
    loss, win = (scene.box_item(box) for box in (Box.LOSS, Box.WIN))
    loss_title, win_title = (item.mapRectToScene(item.title_rect()) for item in (loss, win))
    assert loss_title.right() < win_title.left(), (loss_title, win_title)
    for title in (loss_title, win_title):
        assert not title.intersects(scene.keeper_item.sceneBoundingRect())
        assert not title.intersects(scene.shoe_item.sceneBoundingRect())
        assert title.top() >= 0
    if language == "ru":
        # "Проигрыш (нечёт)" is wider than its share of the band: it goes on two lines instead of into "Выигрыш".
        assert loss.title == "Проигрыш (нечёт)"
        assert loss_title.height() > 1.5 * QFontMetricsF(scene.font()).height()
        assert scene.keeper_item.picture.title == "Счётчик: осталось карт (из 24 каждой)"
    else:
        assert scene.keeper_item.picture.title == "Case-keeper: copies left (of 24 each)"
    visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    for rank in Rank:
        assert visible.contains(scene.spot_item(rank).sceneBoundingRect()), rank


def test_a_first_start_takes_the_screen_and_the_side_panel_is_shown_as_left(qtbot: QtBot, tmp_path: Path) -> None:
    screen = QGuiApplication.primaryScreen()
    for area, maximized in ((QRect(0, 0, 1024, 570), True), (QRect(0, 0, 1920, 1050), False)):
        with patch.object(type(screen), "availableGeometry", return_value=area):
            window = CasinoWindow(AppSettings(tmp_path / f"{area.width()}.ini"))
        qtbot.addWidget(window)
        share = 1.0 if maximized else 0.9
        assert window.size().toTuple() == (int(area.width() * share), int(area.height() * share))
        assert bool(window.windowState() & Qt.WindowState.WindowMaximized) is maximized
        assert window.dock.isHidden() is (window.width() < ROOMY_WIDTH)
    # F9 (the side views) shows the panel in a narrow window; the next window shows it too.
    path = tmp_path / "settings.ini"
    with small_screen():
        window = CasinoWindow(AppSettings(path))
    qtbot.addWidget(window)
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.resize(1024, 600)
    window.show()
    assert window.dock.isHidden()
    side_views = window.actions_by_name["side_views"]
    assert side_views.shortcut().toString() == "F9"
    side_views.trigger()
    assert window.dock.isVisible()
    window.close()
    assert AppSettings(path).casino_side_panel() is SidePanel.SHOWN
    with small_screen():
        again = CasinoWindow(AppSettings(path))
    qtbot.addWidget(again)
    assert not again.dock.isHidden()
    # Hidden again in a window where it would be hidden anyway: nothing to remember.
    again.setWindowState(Qt.WindowState.WindowNoState)
    again.resize(1024, 600)
    again.show()
    toggle = again.dock.toggleViewAction()
    assert toggle.shortcut().toString() == "Ctrl+Shift+B", "the panel's own toggle (View ▸ The table's books)"
    toggle.trigger()
    assert again.dock.isHidden()
    again.close()
    assert AppSettings(path).casino_side_panel() is SidePanel.AUTO


def test_no_toolbar_button_leaves_its_hover_text_in_the_status_bar(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(CasinoConfig(rules=CasinoRules(players=1), seed=3))
    on_toolbar = [action for action in window.toolbar.actions() if not action.isSeparator() and action.text()]
    assert [action.objectName() for action in on_toolbar] == list(TOOLBAR_ACTIONS)
    assert not [action.objectName() for action in on_toolbar if action.statusTip()]
    assert window.actions_by_name["odds"].toolTip().endswith("(O)"), "the hover text is the tooltip's, with its key"
    assert window.actions_by_name["deal"].toolTip().endswith("(Space)")
    assert window.statusBar().currentMessage() == ""


def test_settings_dialog_presets_and_validation(qtbot: QtBot) -> None:
    dialog = CasinoSettingsDialog(CasinoRules(), preset="classic")
    qtbot.addWidget(dialog)
    assert dialog.preset_key() == "classic"
    assert dialog.ok_button().isEnabled()
    high = next(p for p in CASINO_PRESETS if p.key == "high_stakes")
    dialog.select_preset("high_stakes")
    assert dialog.rules() == high.rules
    minimum = dialog.editors["table_minimum"]
    maximum = dialog.editors["table_maximum"]
    assert isinstance(minimum, QSpinBox)
    assert isinstance(maximum, QSpinBox)
    maximum.setValue(50)
    assert dialog.preset_key() == CUSTOM == "custom"
    assert not dialog.ok_button().isEnabled()
    assert "below the table minimum" in dialog.error_text("table_maximum")
    assert dialog.error_text("decks") == ""
    capital = dialog.editors["capital"]
    assert isinstance(capital, QSpinBox)
    capital.setValue(20)
    maximum.setValue(1000)
    assert "capital" in dialog.error_text("capital")
    assert not dialog.ok_button().isEnabled()
    capital.setValue(5000)
    assert dialog.ok_button().isEnabled()
    assert dialog.problems() == []
    decks = dialog.editors["decks"]
    assert isinstance(decks, QComboBox)
    decks.setCurrentIndex(decks.findData(6))
    assert dialog.rules() == CasinoRules(decks=6, table_minimum=100, table_maximum=1000, capital=5000, players=4)
    assert "624" not in dialog.summary.text()
    assert "312" in dialog.summary.text()


def test_settings_accepted_in_the_window_are_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(CasinoConfig(rules=CasinoRules(), seed=3))

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, CasinoSettingsDialog)
        dialog.select_preset("quiet")
        dialog.accept()

    QTimer.singleShot(0, answer)
    window.actions_by_name["settings"].trigger()
    quiet = next(p for p in CASINO_PRESETS if p.key == "quiet").rules
    assert window.settings.casino_rules() == quiet
    assert window.settings.casino_preset() == "quiet"
    assert AppSettings(tmp_path / "settings.ini").casino_rules() == quiet
    window.actions_by_name["new_game"].trigger()  # no turn dealt, no bet of the human's: nothing to ask
    assert window.controller.config.rules == quiet
    assert len(window.controller.game.players) == 1 + quiet.players


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_screenshot_path_of_the_casino_table(tmp_path: Path, language: str) -> None:
    picture = tmp_path / f"casino-{language}.png"
    done = subprocess.run(
        [sys.executable, "-m", "shtoss_desktop", "--game", "casino", "--screenshot", str(picture), "--seed", "3",
         "--size", "1024x600", "--lang", language],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={"QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "c"),
             "XDG_DATA_HOME": str(tmp_path / "d"), "PATH": "/usr/bin:/bin"},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(picture))
    assert (image.width(), image.height()) == (1024, 600)
    assert not (tmp_path / "c").exists() or not list((tmp_path / "c").rglob("*.*")), "a picture writes nothing"


def test_the_new_game_dialogs_casino_choice_asks_then_takes_the_shtoss_window_s_place(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from shtoss_desktop.core.seats import Role
    from shtoss_desktop.storage import journal as journal_module
    from shtoss_desktop.ui.dialogs.new_game import NewGameDialog
    from shtoss_desktop.ui.shtoss.window import MainWindow
    from tests.ui.table_helpers import make_window as make_main_window

    monkeypatch.setattr(journal_module, "default_folder", lambda: tmp_path)
    main = make_main_window(qtbot, tmp_path)
    main.session.keep_journal(tmp_path)
    main.start(main.default_config(role=Role.WATCH, seed=3))
    main.set_autoplay(True)
    qtbot.waitUntil(main.game_in_progress, timeout=5000)  # the computer players deal by themselves

    def choose_casino() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("casino"))
        dialog.seed_edit.setText("5")
        dialog.accept()

    def casinos() -> list[CasinoWindow]:
        return [w for w in QApplication.topLevelWidgets() if isinstance(w, CasinoWindow) and w.isVisible()]

    QTimer.singleShot(0, choose_casino)
    main.new_game_dialog()
    question = main.discard_question
    assert question is not None, "asked, as New game asks before it ends a game"
    assert question.text().startswith("Play Casino stos (faro) instead?")
    qtbot.keyClick(question, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: main.discard_question is None)
    assert not casinos(), "Escape keeps the shtoss game, and no casino window opens"
    assert main.isVisible()

    QTimer.singleShot(0, choose_casino)
    main.new_game_dialog()
    question = main.discard_question
    assert question is not None
    question.button(QMessageBox.StandardButton.Yes).click()
    [casino] = casinos()
    assert casino.isWindow()
    assert casino.parent() is None, "a window of its own, not one on top of the other"
    assert not main.isVisible(), "one game window at a time"
    assert casino.controller.config.seed == 5
    assert casino.controller.has_game
    assert casino.settings is main.settings, "one settings object for both tables"
    assert (tmp_path / "casino-session.jsonl").exists(), "the casino game is kept as it is played"
    journal = tmp_path / "session.jsonl"
    written = journal.read_bytes()
    qtbot.wait(400)
    assert journal.read_bytes() == written, "the shtoss game no longer deals behind the casino table"

    # And back: the casino's Game menu gives the shtoss table, which offers the shtoss game kept.
    casino.controller.add_chip(Rank.FIVE)
    casino.actions_by_name["play_shtoss"].trigger()
    back = casino.discard_question
    assert back is not None, "money on the layout: asked first"
    back.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: not casinos())
    [shtoss] = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    assert shtoss is not main
    assert not shtoss.session.locked_out, "the journal was let go by the window that closed"
    assert shtoss.resume_question is not None, "the shtoss game stopped is offered again"
    shtoss.close_resume_question()
    shtoss.close()


def test_watching_the_computer_players_deals_by_itself(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(window.default_config(seed=6, watch=True))
    game = window.controller.game
    assert "You" not in game.players
    assert len(game.players) == CasinoRules().players
    qtbot.waitUntil(lambda: game.turns_dealt >= 4, timeout=5000)
    assert window.history_model.rowCount() == game.turns_dealt
    window.close()
    dealt = game.turns_dealt
    qtbot.wait(200)
    assert game.turns_dealt == dealt, "the pace stops with the window"


def test_the_command_line_chooses_the_game() -> None:
    from shtoss_desktop.__main__ import parser

    assert parser().parse_args([]).game == "shtoss"
    assert parser().parse_args(["--game", "casino"]).game == "casino"
    with pytest.raises(SystemExit):
        parser().parse_args(["--game", "baccarat"])


def journal_window(qtbot: QtBot, tmp_path: Path) -> CasinoWindow:
    window = CasinoWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    window.set_speed(Speed.INSTANT)
    window.session.keep_journal(tmp_path)
    window.show()
    return window


def play_some(window: CasinoWindow, turns: int) -> None:
    controller = window.controller
    for turn in range(turns):
        rank = list(Rank)[turn % 13]
        if controller.game.copies_left(rank):
            controller.add_chip(rank)
            if turn % 3 == 0:
                controller.set_suit(rank, Suit.CLUBS)
        controller.deal()


def kept_in(folder: Path) -> KeptGame[Any, Any]:
    kept = load_kept(CASINO, folder)
    assert isinstance(kept, KeptGame)
    return kept


def test_the_game_in_progress_is_kept_and_goes_on_in_the_next_window(qtbot: QtBot, tmp_path: Path) -> None:
    from shtoss_desktop.ui.casino.launch import begin

    first = journal_window(qtbot, tmp_path)
    begin(first, first.default_config(seed=12), resume=True)
    assert first.controller.game.turns_dealt == 0
    play_some(first, 40)
    first.controller.add_chip(Rank.KING)  # a bet standing between turns is kept too
    game = first.controller.game
    first.close()
    second = journal_window(qtbot, tmp_path)
    begin(second, second.default_config(seed=99), resume=True)
    again = second.controller.game
    assert again.log == game.log
    assert again.balances() == game.balances()
    assert again.bets == game.bets
    assert again.cards_left == game.cards_left
    assert second.history_model.rowCount() == 40
    assert second.scene.shown_bets() == {(b.player, b.rank): b.amount for b in game.bets}
    assert "goes on" in second.scene.status_item.text
    play_some(second, 5)
    second.close()
    third = journal_window(qtbot, tmp_path)
    begin(third, third.default_config(), resume=True)
    assert third.controller.game.turns_dealt == 45
    third.actions_by_name["new_game"].trigger()
    question = third.discard_question
    assert question is not None, "45 turns dealt: the game is not thrown away without asking"
    question.button(QMessageBox.StandardButton.Yes).click()
    assert third.controller.game.turns_dealt == 0
    assert len(kept_in(tmp_path).game.log) == len(third.controller.game.log)


def test_a_torn_last_line_is_dropped_and_a_damaged_journal_set_aside(qtbot: QtBot, tmp_path: Path) -> None:
    first = journal_window(qtbot, tmp_path)
    first.start(first.default_config(seed=3))
    play_some(first, 6)
    first.close()
    path = tmp_path / CASINO.current_name
    whole = path.read_bytes()
    path.write_bytes(whole + b'{"action": 99, "moves": [{"kind": "place_bet", "pla')
    assert kept_in(tmp_path).game.turns_dealt == 6
    lines = whole.splitlines(keepends=True)
    # A record changed by hand: the suit bet goes on a rank the human has no bet on.
    assert b'"kind":"bet_changed","player":"You","rank":"2"' in lines[3]
    path.write_bytes(b"".join([*lines[:3], lines[3].replace(b'"rank":"2"', b'"rank":"3"'), *lines[4:]]))
    broken = kept_in(tmp_path)
    assert not broken.clean
    assert broken.good_line == 3
    assert broken.aside is not None
    assert broken.aside.name.startswith("casino-session.jsonl.corrupt-")
    assert not path.exists()
    path.write_text("not json\n", encoding="utf-8")
    window = journal_window(qtbot, tmp_path)
    from shtoss_desktop.ui.casino.launch import begin

    begin(window, window.default_config(seed=1), resume=True)
    qtbot.waitUntil(lambda: "could not be resumed" in window.statusBar().currentMessage())
    assert window.controller.game.turns_dealt == 0


def test_punters_and_a_casino_rules_file_set_up_the_casino_game(qtbot: QtBot, tmp_path: Path) -> None:
    from shtoss_desktop.__main__ import parser, read_casino_rules

    args = parser().parse_args(["--game", "casino", "--punters", "0", "--rules", "casino.json"])
    assert (args.game, args.punters, args.rules) == ("casino", 0, Path("casino.json"))
    with pytest.raises(SystemExit):
        parser().parse_args(["--game", "casino", "--punters", "7"])
    path = tmp_path / "casino.json"
    path.write_text('{"decks": 8, "table_minimum": 5, "players": 4}', encoding="utf-8")
    rules = read_casino_rules(path)
    assert rules == CasinoRules(decks=8, table_minimum=5, players=4)
    window = make_window(qtbot, tmp_path)
    window.start(window.default_config(seed=2, punters=1, rules=rules))
    game = window.controller.game
    assert len(game.players) == 2, "You and one computer player: --punters wins over the file's players"
    assert (game.rules.decks, game.rules.table_minimum, game.cards_left) == (8, 5, 416)


@pytest.mark.parametrize(("text", "said"), [
    ('{"decks": 7}', "casino.json: casino rules.decks: must be one of 6, 8, not 7"),
    ('{"table_minimum": 10, "table_maximum": 5}', "rules.table_maximum: the table maximum 5 is below the table"),
    ('{"banker_capital": 500}', "casino rules.banker_capital"),
    ('{"decks": 6,', "casino.json: the casino rules file is not valid JSON: line 1"),
])
def test_a_bad_casino_rules_file_is_refused_in_one_line(tmp_path: Path, text: str, said: str) -> None:
    (tmp_path / "casino.json").write_text(text, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "shtoss_desktop", "--game", "casino", "--rules", "casino.json"],
        cwd=tmp_path, capture_output=True, text=True, timeout=60,
        env={"QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "PATH": "/usr/bin:/bin",
             "PYTHONPATH": str(ROOT)},
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.startswith("shtoss-desktop: ")
    assert said in done.stderr
    assert done.stderr.count("\n") == 1, "one line, no traceback"
    assert done.stdout == ""


def test_the_side_views_change_as_the_table_shows_each_action_never_before(qtbot: QtBot, tmp_path: Path) -> None:
    from shtoss_desktop.core.casino.table import CasinoPhase as Phase

    window = make_window(qtbot, tmp_path)
    window.set_speed(Speed.NORMAL)
    window.start(CasinoConfig(rules=CasinoRules(players=2), seed=17))
    controller, scene = window.controller, window.scene
    ahead: list[str] = []
    moves: list[tuple[int, int]] = []

    def recorded(_record: object) -> None:
        # The core has just recorded it; the table shows it once the action is done: the side views wait too.
        shown = scene._game.turns_dealt if scene._game is not None else 0  # the table's own copy of the game
        if window.history_model.rowCount() != shown:
            ahead.append(f"the history has {window.history_model.rowCount()} turns, the table shows fewer")

    controller.eventRecorded.connect(recorded)
    play = scene._animator.play

    def watched_play(tweens, duration):  # type: ignore[no-untyped-def]
        moves.append((window.history_model.rowCount(), scene._game.turns_dealt if scene._game is not None else 0))
        return play(tweens, duration)

    scene._animator.play = watched_play  # type: ignore[method-assign]
    for _ in range(6):
        if controller.game.phase is not Phase.BETTING:
            break
        controller.deal()
        qtbot.wait(5)
    assert moves, "the turns were animated"
    assert ahead == []
    assert all(rows == turns for rows, turns in moves), "as each move starts, the history lists the turns it shows"


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1050)])
def test_the_side_panels_tabs_show_whole_without_scroll_arrows(
        qtbot: QtBot, tmp_path: Path, request: pytest.FixtureRequest, size: tuple[int, int]) -> None:
    request.getfixturevalue("russian")
    window = make_window(qtbot, tmp_path, size=size)
    window.start(CasinoConfig(rules=CasinoRules(players=2), seed=5))
    window.dock.show()
    qtbot.waitUntil(lambda: window.side_tabs.isVisible())
    QApplication.processEvents()
    bar = window.side_tabs.tabBar()
    assert [window.side_tabs.tabText(i) for i in range(bar.count())] == ["Деньги", "История", "Шансы", "Наставник"]
    for index in range(bar.count()):
        assert bar.rect().contains(bar.tabRect(index)), window.side_tabs.tabText(index)
    arrows = [button for button in bar.findChildren(QToolButton) if button.isVisible()]
    assert not arrows, "no scroll arrows"


def test_the_narration_banner_reads_whole_at_1024x600_in_russian(
        qtbot: QtBot, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    request.getfixturevalue("russian")
    window = make_window(qtbot, tmp_path, size=(1024, 600))
    window.start(window.default_config(seed=3))
    window.dock.show()  # the side panel open, as the tester had it: the table narrower
    qtbot.waitUntil(lambda: window.side_tabs.isVisible())
    qtbot.wait(50)
    status = window.scene.status_item
    # The longest of its lines: a game kept from last time goes on (the tester's, cut to "…делайте ставки, пробел…").
    status.set_text(QCoreApplication.translate(
        "CasinoController", "The casino game kept from last time goes on: place your bets, Space deals"))
    assert "сохранённая" in status.text
    assert status._shown() == status.text, "whole, not cut with \"…\""
    assert status.written_font().pixelSize() < status.pixel_size, "written smaller to fit"
    assert smallest_text_on_screen(window)["LabelItem"] >= 11, "and still read on the screen"
    banner = status.sceneBoundingRect()
    for rank in Rank:
        assert not banner.intersects(window.scene.spot_item(rank).sceneBoundingRect()), rank
