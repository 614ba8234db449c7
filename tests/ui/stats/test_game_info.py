"""Game ▸ Game info says the current game's seed, so that it can be dealt again, and its journal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from shtoss_desktop.app.shtoss.controller import SessionConfig
from shtoss_desktop.app.shtoss.session import ShtossSession
from shtoss_desktop.core.seats import Role
from shtoss_desktop.ui.stats.game_info import GameInfo


def test_the_seed_and_the_journal_of_the_game_are_shown(qtbot: Any, tmp_path: Path) -> None:
    session = ShtossSession()
    session.set_autoplay(False)
    assert session.keep_journal(tmp_path / "data")
    session.start(SessionConfig(role=Role.PUNTER, seed=1234567, human_name="Hermann"))
    info = GameInfo(session)
    qtbot.addWidget(info)
    assert info.facts["Game"] == "Shtoss"
    assert info.facts["Seed"] == "1234567"
    assert info.facts["To play it again"] == "start the game with --game shtoss --seed 1234567"
    assert info.facts["Journal"] == str(tmp_path / "data" / "session.jsonl")
    session.close()


def test_a_game_without_a_seed_says_it_cannot_be_dealt_again(qtbot: Any, russian: None) -> None:
    session = ShtossSession()
    session.set_autoplay(False)
    session.start(SessionConfig(role=Role.PUNTER, seed=None, human_name="Hermann"))
    info = GameInfo(session)
    qtbot.addWidget(info)
    assert info.windowTitle() == "Сведения об игре"
    assert info.facts["Зерно"] == "нет: колоду тасовала система, эту игру не сдать заново"
    assert info.facts["Журнал"] == "не ведётся"
    assert "Чтобы сыграть её снова" not in info.facts
