"""Opening the casino window (ui/casino/launch.py, the registry's launcher): opened offscreen it shows its table,
every rank's spot and every player's plate, set up as the options say; --resume goes on with the kept game without
asking or says there was none; opened from another window it is that window's, deleted when closed; rules of
another game are refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from shtoss_desktop.core.cards import Rank
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.storage import journal as journal_module
from shtoss_desktop.storage.settings import AppSettings, Speed
from shtoss_desktop.ui.casino.launch import LAUNCHER, casino_config
from shtoss_desktop.ui.casino.window import CasinoWindow
from shtoss_desktop.ui.games import LaunchOptions
from shtoss_desktop.ui.shell.kept_game import no_kept_game_text

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: object) -> AppSettings:
    """The settings of a first start, the casino's journal in the test's own folder."""
    monkeypatch.setattr(journal_module, "default_folder", lambda: tmp_path)
    settings = AppSettings(tmp_path / "settings.ini")
    settings.set("animation_speed", Speed.INSTANT)
    settings.set("card_theme", "classic")
    return settings


def _open(qtbot: QtBot, settings: AppSettings, options: LaunchOptions, parent: QMainWindow | None = None,
          ) -> CasinoWindow:
    window = LAUNCHER.open(settings, options, parent)
    if parent is None:
        qtbot.addWidget(window)
    return window


def test_opened_offscreen_it_shows_its_table(qtbot: QtBot, settings: AppSettings) -> None:
    window = _open(qtbot, settings, LaunchOptions(seed=9, punters=3))
    qtbot.waitExposed(window)
    assert window.isVisible()
    assert window.parent() is None
    game = window.controller.game
    assert window.controller.config.seed == 9
    assert len(game.players) == 1 + 3
    qtbot.waitUntil(window.scene.is_idle)
    visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    for rank in Rank:
        spot = window.scene.spot_item(rank)
        assert spot.isVisible()
        assert visible.intersects(spot.sceneBoundingRect()), rank
    for player in game.players:
        plate = window.scene.plate(player)
        assert plate is not None, player
        assert plate.isVisible()


def test_watching_seats_only_computer_players(qtbot: QtBot, settings: AppSettings) -> None:
    window = _open(qtbot, settings, LaunchOptions(seed=2, role="watch", punters=2))
    assert window.controller.config.watch
    assert window.controller.human not in window.controller.game.players


def test_the_remembered_rules_play_where_the_options_give_none(qtbot: QtBot, settings: AppSettings) -> None:
    remembered = CasinoRules(decks=8, table_minimum=5)
    settings.set("casino_rules", remembered)
    window = _open(qtbot, settings, LaunchOptions(seed=1))
    assert window.controller.config.rules.decks == 8
    assert window.controller.config.rules.table_minimum == 5
    given = CasinoRules(decks=6)
    assert casino_config(window, LaunchOptions(rules=given)).rules == given


def test_house_rules_are_refused_for_the_casino(qtbot: QtBot, settings: AppSettings) -> None:
    window = _open(qtbot, settings, LaunchOptions(seed=1))
    with pytest.raises(TypeError, match="casino stos is played under casino rules, not HouseRules"):
        casino_config(window, LaunchOptions(rules=HouseRules()))


def test_resume_goes_on_with_the_kept_game_or_says_there_was_none(qtbot: QtBot, settings: AppSettings) -> None:
    first = _open(qtbot, settings, LaunchOptions(resume=True))
    qtbot.waitUntil(lambda: first.statusBar().currentMessage() == no_kept_game_text())
    first.controller.add_chip(Rank.SEVEN)
    first.controller.deal()
    assert first.controller.game.turns_dealt == 1
    log = first.controller.game.log
    first.close()
    again = _open(qtbot, settings, LaunchOptions(resume=True))
    assert again.resume_question is None, "--resume does not ask"
    assert again.controller.game.log == log
    assert again.controller.game.turns_dealt == 1


def test_opened_from_another_window_it_is_that_window_s_and_deleted_when_closed(qtbot: QtBot,
                                                                                 settings: AppSettings) -> None:
    opener = QMainWindow()
    qtbot.addWidget(opener)
    opener.show()
    window = _open(qtbot, settings, LaunchOptions(seed=6), parent=opener)
    assert window.parent() is opener
    assert window.isWindow()
    assert window.isVisible()
    window.close()
    qtbot.waitUntil(lambda: not opener.findChildren(CasinoWindow))
