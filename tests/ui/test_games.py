"""The registry of games (ui/games.py): every game kind has one entry whose launcher opens its window, the
command line and the New game dialog offer exactly those, and one game's window opens another's through it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from shtoss_desktop.__main__ import parser
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.storage import journal as journal_module
from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui import games
from shtoss_desktop.ui.dialogs.new_game import NewGameDialog
from shtoss_desktop.ui.games import GAMES, GameEntry, GameLauncher, LaunchOptions
from shtoss_desktop.ui.shtoss.window import MainWindow
from tests.ui.table_helpers import make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


def test_every_kind_has_one_entry_and_a_launcher() -> None:
    assert [entry.kind for entry in GAMES] == list(GameKind)
    for kind in GameKind:
        assert games.entry(kind).kind is kind
        assert isinstance(games.launcher(kind), GameLauncher)
        assert games.entry(kind).launcher == f"shtoss_desktop.ui.{kind.value}.launch", "each game in its folder"


def test_the_command_line_offers_the_registry_s_games() -> None:
    game = next(action for action in parser()._actions if action.dest == "game")
    assert list(game.choices or ()) == [kind.value for kind in GameKind]
    assert game.default == GameKind.SHTOSS


def test_a_launcher_that_is_not_one_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(games, "GAMES", (GameEntry(GameKind.CASINO, "Casino", "shtoss_desktop.ui.games"),))
    with pytest.raises(TypeError, match=r"shtoss_desktop\.ui\.games has no LAUNCHER"):
        games.launcher(GameKind.CASINO)


def test_the_new_game_dialog_offers_every_game_by_its_name(qtbot: QtBot) -> None:
    from shtoss_desktop.core.shtoss.rules import HouseRules

    dialog = NewGameDialog(HouseRules())
    qtbot.addWidget(dialog)
    combo = dialog.game_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["Shtoss", "Casino stos (faro)"]
    assert dialog.game() is GameKind.SHTOSS
    combo.setCurrentIndex(combo.findData(GameKind.CASINO.value))
    assert dialog.game() is GameKind.CASINO
    assert not dialog.role_buttons[next(iter(dialog.role_buttons))].parentWidget().isEnabled(), (
        "the roles are shtoss's: another game has its own setup")


def test_another_window_opens_shtoss_through_the_registry(qtbot: QtBot, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(journal_module, "default_folder", lambda: tmp_path / "data")
    opener = make_window(qtbot, tmp_path)
    settings = AppSettings(tmp_path / "second.ini")
    window = games.open_game(GameKind.SHTOSS, settings, LaunchOptions(seed=4, role="banker"), parent=opener)
    assert isinstance(window, MainWindow)
    assert window.parent() is opener, "the window that opened it keeps it"
    assert window.isVisible()
    assert window.isWindow()
    assert window.controller.has_game
    assert window.controller.config.seed == 4
    assert window.controller.human_is_banker
    window.close()
    qtbot.waitUntil(lambda: not opener.findChildren(MainWindow))  # deleted once closed


def test_a_seed_chosen_in_new_game_for_shtoss_starts_it_here(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(window.default_config())

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.seed_edit.setText("12")
        dialog.accept()

    QTimer.singleShot(0, answer)
    window.new_game_dialog()
    assert window.controller.config.seed == 12, "shtoss starts in this window, no other opens"
    assert not window.findChildren(MainWindow)


def test_new_game_starts_from_the_current_game_s_punters(qtbot: QtBot, tmp_path: Path) -> None:
    from shtoss_desktop.core.seats import Role
    from shtoss_desktop.core.shtoss.players import PunterStyle

    window = make_window(qtbot, tmp_path)
    window.start(window.default_config(role=Role.BANKER, punters=3, seed=2))
    assert len(window.controller.config.styles) == 3
    seen: list[tuple[int, list[str]]] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        seen.append((dialog.punters_spin.value(), [c.currentData() for c in dialog.style_combos[:3]]))
        dialog.reject()

    QTimer.singleShot(0, look)
    window.new_game_dialog()
    assert seen == [(3, [PunterStyle(s).value for s in window.controller.config.styles])], (
        "the dialog starts at the table as it is, not at one computer punter")


@pytest.mark.parametrize("kind", list(GameKind))
def test_a_launch_shows_the_window_once_its_table_is_set(qtbot: QtBot, tmp_path: Path, kind: GameKind,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QMainWindow

    from shtoss_desktop.storage.settings import AppSettings as Settings

    monkeypatch.setattr(journal_module, "default_folder", lambda: tmp_path / "data")
    seen: list[tuple[bool, str]] = []

    class FirstShow(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if isinstance(watched, QMainWindow) and event.type() == QEvent.Type.Show and not seen:
                seen.append((watched.controller.has_game, watched.windowTitle()))  # type: ignore[attr-defined]
            return False

    spy = FirstShow()
    QApplication.instance().installEventFilter(spy)  # type: ignore[union-attr]
    try:
        settings = Settings(tmp_path / "settings.ini")
        settings.set("lesson_offered", True)
        window = games.open_game(kind, settings, LaunchOptions(seed=7))
        qtbot.addWidget(window)
    finally:
        QApplication.instance().removeEventFilter(spy)  # type: ignore[union-attr]
    assert window.isVisible()
    assert seen == [(True, window.windowTitle())], "mapped with its game dealt and its title, not empty"
    window.close()

    # A kept game is asked about over its window: the window is on screen under the question.
    again = games.open_game(kind, Settings(tmp_path / "settings.ini"), LaunchOptions())
    qtbot.addWidget(again)
    assert again.resume_question is not None  # type: ignore[attr-defined]
    assert again.isVisible()
    again.close_resume_question()  # type: ignore[attr-defined]
    again.close()
