"""Opening the shtoss window (ui/shtoss/launch.py, the registry's launcher): from the command line it opens a
window of its own showing the first session's table, set up as the options say (the settings where they say
nothing); the start-up notices and the settings' problems are said on the table's status line, notices first; the
first frame is reported once painted; rules of another game are refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.storage import journal as journal_module
from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui.games import LaunchOptions
from shtoss_desktop.ui.shtoss.launch import LAUNCHER, session_config
from shtoss_desktop.ui.shtoss.window import MainWindow
from tests.ui.table_helpers import assert_table_matches_core

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: object) -> AppSettings:
    """The settings of a first start, the sessions' journal in the test's own folder."""
    monkeypatch.setattr(journal_module, "default_folder", lambda: tmp_path / "data")
    settings = AppSettings(tmp_path / "settings.ini")
    settings.set("animation_speed", "instant")
    settings.set("card_theme", "classic")
    return settings


def _open(qtbot: QtBot, settings: AppSettings, options: LaunchOptions) -> MainWindow:
    window = LAUNCHER.open(settings, options)
    qtbot.addWidget(window)
    window.set_autoplay(False)
    return window


def test_opened_from_the_command_line_it_shows_the_first_session_s_table(qtbot: QtBot,
                                                                          settings: AppSettings) -> None:
    window = _open(qtbot, settings, LaunchOptions(seed=5, role="banker", punters=2))
    qtbot.waitExposed(window)
    assert window.isVisible()
    assert window.isWindow()
    assert window.parent() is None
    controller = window.controller
    assert controller.has_game
    assert (controller.config.seed, controller.config.role) == (5, Role.BANKER)
    assert controller.human_is_banker
    assert len(controller.config.styles) == 2
    qtbot.waitUntil(window.scene.is_idle)
    assert_table_matches_core(window)
    for player in controller.game.state().players:
        assert window.scene.plate(player) is not None, f"{player} has no place at the table"


def test_the_settings_rules_play_where_the_options_give_none(qtbot: QtBot, settings: AppSettings) -> None:
    remembered = HouseRules(deck_size=36, initial_kush=10)
    settings.set("rules", remembered)
    window = _open(qtbot, settings, LaunchOptions(seed=2))
    assert window.controller.config.rules == remembered
    assert window.controller.config.role is Role.PUNTER
    given = HouseRules(deck_size=32)
    assert session_config(window, LaunchOptions(rules=given)).rules == given


def test_casino_rules_are_refused_for_shtoss(qtbot: QtBot, settings: AppSettings) -> None:
    window = _open(qtbot, settings, LaunchOptions(seed=1))
    with pytest.raises(TypeError, match="shtoss is played under house rules, not CasinoRules"):
        session_config(window, LaunchOptions(rules=CasinoRules()))


def test_the_notices_and_the_settings_problems_are_said_on_the_table_notices_first(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: object
) -> None:
    monkeypatch.setattr(journal_module, "default_folder", lambda: tmp_path / "data")
    (tmp_path / "settings.ini").write_text("[General]\nanimation_speed=warp\n", encoding="utf-8")
    settings = AppSettings(tmp_path / "settings.ini")
    assert settings.startup_problems, "the bad speed is a start-up problem"
    problem = storage_text(settings.startup_problems[0])
    window = _open(qtbot, settings, LaunchOptions(seed=3, notices=("The Russian translation is not compiled.",)))
    effects = window.scene.effects
    assert effects.shown_message() == "The Russian translation is not compiled."
    assert effects.waiting_messages()[0] == problem, "the settings' problem next, before the game's words"
    assert "animation_speed" in problem


def test_the_first_frame_is_reported_once_painted(qtbot: QtBot, settings: AppSettings) -> None:
    painted: list[bool] = []
    window = _open(qtbot, settings, LaunchOptions(seed=4, first_frame=lambda: painted.append(True)))
    qtbot.waitUntil(lambda: painted == [True])
    assert window.isVisible()
