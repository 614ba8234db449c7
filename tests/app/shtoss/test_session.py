"""The shtoss session (`app/shtoss/session.py`; what both games' sessions share is tests/app/test_session.py): the
journal's header keeps how the game was set up, so that a resumed game sits the same players with the same
temperaments, part, name and seed; the pace follows the speed; the offer's lines name the human's part, the deal
(the next one before the cut) and the banker, in English and in Russian."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.shtoss.controller import SessionConfig, Waiting
from shtoss_desktop.app.shtoss.session import ROLE_TEXTS, STEP_DELAYS, ShtossSession, describe_kept
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.storage.journal import SHTOSS, KeptGame, load_kept
from shtoss_desktop.storage.settings import Speed

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
STYLES = (PunterStyle.HERMANN, PunterStyle.MIRANDOLE, PunterStyle.ODDS_AWARE)
RULES = HouseRules(punters=3, initial_kush=2, bank=60, capital=300)


class Table:
    """A table as the session sees it: a speed, always idle."""

    def __init__(self, speed: Speed = Speed.INSTANT) -> None:
        self.speed = speed

    def is_idle(self) -> bool:
        return True


def kept_after(folder: Path, config: SessionConfig, steps: int) -> KeptGame[Any, Any]:
    session = ShtossSession()
    assert session.keep_journal(folder)
    session.start(config)
    session.controller.run_computer(limit=steps)
    session.close()
    kept = load_kept(SHTOSS, folder)
    assert isinstance(kept, KeptGame)
    return kept


def test_a_resumed_game_is_set_up_as_it_was_started(qapp: QCoreApplication, tmp_path: Path) -> None:
    config = SessionConfig(rules=RULES, role=Role.WATCH, styles=STYLES, seed=9, human_name="Hermann")
    first = ShtossSession()
    first.keep_journal(tmp_path)
    first.start(config)
    first.controller.run_computer(limit=25)
    temperaments = {name: first.controller.temperament(name) for name in first.controller.game.state().players}
    log = first.controller.game.log
    first.close()

    second = ShtossSession()
    second.keep_journal(tmp_path)
    kept = second.kept_game()
    assert isinstance(kept, KeptGame)
    assert kept.header.styles == STYLES
    second.resume(kept)
    controller = second.controller
    assert (controller.config.role, controller.config.human_name, controller.config.seed) == (Role.WATCH, "Hermann", 9)
    assert controller.config.styles == STYLES
    assert controller.config.rules == RULES
    assert {name: controller.temperament(name) for name in controller.game.state().players} == temperaments
    assert set(temperaments.values()) - {None} <= set(STYLES)
    assert controller.game.log == log
    second.close()


@pytest.mark.parametrize("speed", list(Speed))
def test_the_pace_waits_as_long_as_the_speed_says(qtbot: QtBot, speed: Speed) -> None:
    session = ShtossSession()
    session.attach(Table(speed))
    session.start(SessionConfig(role=Role.WATCH, seed=2, human_name="Hermann"))
    assert session.pace_active
    assert session._pace.interval() == STEP_DELAYS[speed]
    session.close()


def test_a_slower_speed_waits_longer() -> None:
    delays = [STEP_DELAYS[speed] for speed in (Speed.INSTANT, Speed.FAST, Speed.NORMAL, Speed.SLOW)]
    assert delays == sorted(delays)
    assert len(set(delays)) == len(delays)
    assert set(STEP_DELAYS) == set(Speed)


def test_the_human_punter_is_waited_for_not_paced(qtbot: QtBot) -> None:
    session = ShtossSession()
    session.attach(Table())
    session.start(SessionConfig(role=Role.PUNTER, seed=3))
    qtbot.waitUntil(lambda: session.controller.waiting_for() is not Waiting.COMPUTER)
    assert session.controller.waiting_for() is Waiting.HUMAN_STAKES
    session.schedule()
    assert not session.pace_active, "nothing to step while the human punter thinks"
    session.close()


def test_before_the_cut_the_offer_names_the_next_deal_and_another_banker(qapp: QCoreApplication,
                                                                       tmp_path: Path) -> None:
    kept = kept_after(tmp_path, SessionConfig(role=Role.PUNTER, seed=3, human_name="Lisa"), 0)
    state = kept.game.state()
    assert state.phase is Phase.STAKING
    lines = describe_kept(kept)
    assert lines[0] == "Your part: you punt."
    assert lines[1].startswith(f"Deal {state.deal_number + 1}; {state.banker} holds the bank: ")
    assert lines[2].startswith("Balances: ")
    assert "Lisa" in lines[2]
    assert state.on_table == 0
    assert len(lines) == 3, "nothing staked: no line for the table"


def test_a_watched_game_says_so(qapp: QCoreApplication, tmp_path: Path) -> None:
    kept = kept_after(tmp_path, SessionConfig(role=Role.WATCH, seed=5, human_name="Hermann"), 12)
    assert describe_kept(kept)[0] == "Your part: you watch the computer players."
    assert "Hermann" not in describe_kept(kept)[2], "a watcher has no balance"


@pytest.mark.usefixtures("russian")
def test_every_part_is_named_in_russian(qapp: QCoreApplication, tmp_path: Path) -> None:
    texts = {QCoreApplication.translate("KeptGame", text) for text in ROLE_TEXTS.values()}
    assert len(texts) == len(Role)
    assert all(CYRILLIC.search(text) for text in texts), texts
    kept = kept_after(tmp_path, SessionConfig(role=Role.WATCH, seed=5, human_name="Hermann"), 12)
    lines = describe_kept(kept)
    assert all(CYRILLIC.search(line) for line in lines), lines
    assert QCoreApplication.translate("KeptGame", ROLE_TEXTS[Role.WATCH]) in lines[0]
