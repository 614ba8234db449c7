"""A session kept in a journal is counted in the statistics as each deal (shoe) ends, and once archived it is the
same session, counted once."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from shtoss_desktop.app.casino.controller import CasinoConfig
from shtoss_desktop.app.casino.session import CasinoSession
from shtoss_desktop.app.shtoss.controller import SessionConfig
from shtoss_desktop.app.shtoss.scripted_player import Manner, ScriptedPlayer
from shtoss_desktop.app.shtoss.session import ShtossSession
from shtoss_desktop.core.cards import Rank
from shtoss_desktop.core.casino.events import BetDecided
from shtoss_desktop.core.casino.table import CasinoPhase
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import DealFinished, StakeDecided
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.storage.journal import JournalTrouble
from shtoss_desktop.storage.stats_store import StatsStore


def test_a_session_is_counted_as_each_deal_ends_and_once_when_archived(qapp: Any, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    session = ShtossSession()
    session.set_autoplay(False)
    assert session.keep_journal(folder)
    session.start(SessionConfig(rules=HouseRules(paroli=False), role=Role.PUNTER, seed=5, human_name="Hermann"))
    controller = session.controller
    player = ScriptedPlayer(controller, Manner.CASUAL, rng=random.Random(5))
    reader = StatsStore(folder)
    assert reader.open() is None
    seen: list[tuple[int, int]] = []
    while sum(isinstance(record, DealFinished) for record in controller.game.log) < 3:
        finished = sum(isinstance(record, DealFinished) for record in controller.game.log)
        assert player.move()
        if sum(isinstance(record, DealFinished) for record in controller.game.log) > finished:
            mine = [r.amount for r in controller.game.log if isinstance(r, StakeDecided) and r.punter == "Hermann"]
            summary = reader.summary()
            assert summary.sessions == 1
            assert summary.totals.deals == finished + 1, "counted as the deal ends"
            assert summary.totals.net == sum(mine)
            seen.append((summary.totals.deals, summary.totals.stakes))
    assert [deals for deals, _ in seen] == [1, 2, 3]
    controller.end_session()
    session.close()
    assert reader.sync() == []
    summary = reader.summary()
    assert summary.sessions == 1, "the archived journal is the session counted live: once"
    assert [line.source.startswith("archive/") for line in reader.sessions()] == [True]


def test_a_resumed_session_is_counted_from_its_kept_log_on(qapp: Any, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    first = ShtossSession()
    first.set_autoplay(False)
    assert first.keep_journal(folder)
    first.start(SessionConfig(rules=HouseRules(paroli=False), role=Role.PUNTER, seed=6, human_name="Hermann"))
    player = ScriptedPlayer(first.controller, Manner.CASUAL, rng=random.Random(6))
    while sum(isinstance(record, DealFinished) for record in first.controller.game.log) < 2:
        assert player.move()
    first.close()
    again = ShtossSession()
    again.set_autoplay(False)
    assert again.keep_journal(folder)
    kept = again.kept_game()
    assert kept is not None
    assert not isinstance(kept, JournalTrouble)
    again.resume(kept)
    player = ScriptedPlayer(again.controller, Manner.CASUAL, rng=random.Random(7))
    while sum(isinstance(record, DealFinished) for record in again.controller.game.log) < 3:
        assert player.move()
    reader = StatsStore(folder)
    assert reader.open() is None
    log = again.controller.game.log
    mine = [r.amount for r in log if isinstance(r, StakeDecided) and r.punter == "Hermann"]
    summary = reader.summary()
    assert (summary.sessions, summary.totals.deals, summary.totals.net) == (1, 3, sum(mine))
    again.close()


def test_a_casino_session_is_counted_as_each_shoe_ends(qapp: Any, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    session = CasinoSession()
    session.set_autoplay(False)
    assert session.keep_journal(folder)
    session.start(CasinoConfig(human_name="Hermann", seed=8))
    controller = session.controller
    reader = StatsStore(folder)
    assert reader.open() is None
    assert controller.add_chip(Rank.SEVEN)
    while controller.game.phase is CasinoPhase.BETTING:
        assert reader.summary().sessions == 0, "nothing is counted before the shoe ends"
        assert controller.deal()
    mine = [r.gain + r.suit_gain for r in controller.game.log if isinstance(r, BetDecided) and r.player == "Hermann"]
    summary = reader.summary()
    assert (summary.sessions, summary.totals.deals, summary.totals.stakes) == (1, 1, 1)
    assert summary.totals.net == sum(mine)
    session.close()
