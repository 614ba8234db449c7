"""The casino session (`app/casino/session.py`; what both games' sessions share is tests/app/test_session.py): the
journal's header keeps how the game was set up (part, name, seeds, temperaments) and a resumed game is set up so;
a game kept without the players' seed gets one, kept in its journal; only a watched game is paced, at the speed's
pace; the offer's lines say the human's part and leave out an empty layout, in English and in Russian."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import msgspec
import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.casino.controller import CasinoConfig
from shtoss_desktop.app.casino.session import WATCH_PACE, CasinoSession, describe_kept
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.seats import Role
from shtoss_desktop.storage.journal import CASINO, KeptGame, load_kept
from shtoss_desktop.storage.settings import Speed

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
RULES = CasinoRules(table_minimum=2, table_maximum=60, capital=400, players=2)


class Table:
    """A table as the session sees it: a speed, always idle."""

    def __init__(self, speed: Speed = Speed.INSTANT) -> None:
        self.speed = speed

    def is_idle(self) -> bool:
        return True


def kept_after(folder: Path, config: CasinoConfig, turns: int) -> KeptGame[Any, Any]:
    session = CasinoSession()
    assert session.keep_journal(folder)
    session.start(config)
    for _ in range(turns):
        assert session.controller.deal()
    session.close()
    kept = load_kept(CASINO, folder)
    assert isinstance(kept, KeptGame)
    return kept


def test_a_resumed_game_is_set_up_as_it_was_started(qapp: QCoreApplication, tmp_path: Path) -> None:
    first = CasinoSession()
    first.keep_journal(tmp_path)
    first.start(CasinoConfig(rules=RULES, human_name="Lisa", seed=7, players_seed=70))
    for _ in range(5):
        first.controller.deal()
    styles = first.controller.computer_styles()
    log = first.controller.game.log
    first.close()

    second = CasinoSession()
    second.keep_journal(tmp_path)
    kept = second.kept_game()
    assert isinstance(kept, KeptGame)
    assert (kept.header.role, kept.header.human_name, kept.header.seed, kept.header.players_seed) == (
        Role.PUNTER, "Lisa", 7, 70)
    second.resume(kept)
    controller = second.controller
    assert controller.config.rules == RULES
    assert (controller.human, controller.config.watch, controller.config.seed) == ("Lisa", False, 7)
    assert controller.players_seed == 70
    assert controller.computer_styles() == styles
    assert controller.game.log == log
    second.close()


def test_a_game_kept_without_the_players_seed_gets_one_and_keeps_it(qapp: QCoreApplication, tmp_path: Path) -> None:
    kept = kept_after(tmp_path, CasinoConfig(rules=RULES, watch=True, seed=12), 3)
    unseeded = msgspec.structs.replace(kept, header=msgspec.structs.replace(kept.header, players_seed=None))
    session = CasinoSession()
    session.keep_journal(tmp_path)
    session.resume(unseeded)
    assert session.controller.players_seed == 12, "the session's seed, as a new game takes it"
    assert session.controller.game.log == kept.game.log
    session.controller.deal()
    session.close()
    again = load_kept(CASINO, tmp_path)
    assert isinstance(again, KeptGame)
    assert again.header.players_seed == 12, "the journal it goes on in keeps the seed"


@pytest.mark.parametrize("speed", list(Speed))
def test_a_watched_game_is_dealt_at_the_speeds_pace(qtbot: QtBot, speed: Speed) -> None:
    session = CasinoSession()
    session.attach(Table(speed))
    session.start(CasinoConfig(rules=RULES, watch=True, seed=3))
    assert session.pace_active
    assert session._pace.interval() == WATCH_PACE[speed]
    session.close()


def test_a_slower_speed_waits_longer() -> None:
    paces = [WATCH_PACE[speed] for speed in (Speed.INSTANT, Speed.FAST, Speed.NORMAL, Speed.SLOW)]
    assert paces == sorted(paces)
    assert len(set(paces)) == len(paces)


def test_a_player_deals_himself(qtbot: QtBot) -> None:
    session = CasinoSession()
    session.attach(Table())
    session.start(CasinoConfig(rules=RULES, seed=3))
    session.schedule()
    assert not session.pace_active, "the human at the table deals each turn himself"
    turns = session.controller.game.turns_dealt
    assert session.controller.deal()
    assert session.controller.game.turns_dealt == turns + 1
    session.close()


def test_the_offer_says_the_part_and_leaves_out_an_empty_layout(qapp: QCoreApplication, tmp_path: Path) -> None:
    alone = kept_after(tmp_path / "a", CasinoConfig(rules=CasinoRules(players=0), human_name="Lisa", seed=4), 0)
    assert describe_kept(alone) == [
        "You bet at the table.", "Shoe 1, turn 0; 312 cards left in the shoe.", "Balances: Lisa 1000."]
    betting = describe_kept(kept_after(tmp_path / "c", CasinoConfig(rules=RULES, human_name="Lisa", seed=4), 0))
    assert betting[-1] == "On the layout: 2.", "the computer players' first bets"
    watched = describe_kept(kept_after(tmp_path / "b", CasinoConfig(rules=RULES, watch=True, seed=4), 2))
    assert watched[0] == "You watch the computer players."
    assert watched[1].startswith("Shoe 1, turn 2; ")


@pytest.mark.usefixtures("russian")
def test_the_offer_reads_in_russian(qapp: QCoreApplication, tmp_path: Path) -> None:
    player = describe_kept(kept_after(tmp_path / "a", CasinoConfig(rules=RULES, seed=4), 1))
    watcher = describe_kept(kept_after(tmp_path / "b", CasinoConfig(rules=RULES, watch=True, seed=4), 1))
    assert player[0] != watcher[0]
    for line in player + watcher:
        assert CYRILLIC.search(line), line
