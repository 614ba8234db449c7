"""The statistics database: counted from the archived journals of both games that replay clean, exact to the last
coin and the last fraction; rebuilt when missing, damaged or of another schema; reset."""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from shtoss_desktop.app.archive_maker import HUMAN, play_casino, play_shtoss
from shtoss_desktop.app.shtoss.scripted_player import Manner
from shtoss_desktop.core.casino.events import BetDecided, BetPlaced
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import BankerRotated, StakeDecided, StakePlaced, StakeReturned
from shtoss_desktop.core.shtoss.odds import card_odds
from shtoss_desktop.core.shtoss.rules import HouseRules, LobRule
from shtoss_desktop.storage.journal import CASINO, SHTOSS, archived_journals, read_clean_journal
from shtoss_desktop.storage.problems import StorageMessage
from shtoss_desktop.storage.stats_store import STATS_NAME, StatsStore

NO_PAROLI = HouseRules(paroli=False)
"""Shtoss without paroli: every stake of the human's is placed once (the expectation is then easy to count here)."""


@pytest.fixture(scope="module")
def made_archive(tmp_path_factory: pytest.TempPathFactory, qapp: Any) -> Path:
    """Archived sessions of both games in both parts, made once for the module."""
    folder = tmp_path_factory.mktemp("made") / "data"
    play_shtoss(folder, 11, rules=NO_PAROLI, manner=Manner.CASUAL)
    play_shtoss(folder, 12, rules=HouseRules(paroli=False, talia=True), manner=Manner.CASUAL, deals=2)
    play_shtoss(folder, 13, role=Role.BANKER, rules=NO_PAROLI)
    play_shtoss(folder, 14)  # paroli bent and paix made: counted too
    play_casino(folder, 15, more_bets=False)
    play_casino(folder, 16)
    return folder


@pytest.fixture
def archive(made_archive: Path, tmp_path: Path) -> Path:
    """A copy of the made archive for one test."""
    folder = tmp_path / "data"
    shutil.copytree(made_archive, folder)
    return folder


def opened(folder: Path) -> StatsStore:
    store = StatsStore(folder)
    assert store.open() is None
    assert store.sync() == []
    return store


def by_hand(folder: Path) -> dict[tuple[GameKind, Role], Counter[str]]:
    """The human's net and stakes per game and part, summed straight from the journals' records."""
    out: dict[tuple[GameKind, Role], Counter[str]] = {}
    for path in archived_journals(folder, SHTOSS):
        kept = read_clean_journal(path, SHTOSS)
        banker = kept.game.log[0].banker
        for record in kept.game.log:
            if isinstance(record, BankerRotated):
                banker = record.new_banker
            if isinstance(record, StakeDecided) and HUMAN in (record.punter, banker):
                role = Role.PUNTER if record.punter == HUMAN else Role.BANKER
                tally = out.setdefault((GameKind.SHTOSS, role), Counter())
                tally["net"] += record.amount if role is Role.PUNTER else -record.amount
                tally["stakes"] += 1
    for path in archived_journals(folder, CASINO):
        kept = read_clean_journal(path, CASINO)
        for record in kept.game.log:
            if isinstance(record, BetDecided) and record.player == HUMAN:
                tally = out.setdefault((GameKind.CASINO, Role.PUNTER), Counter())
                tally["net"] += record.gain + record.suit_gain
                tally["stakes"] += 1
    return out


def test_the_totals_are_the_sums_over_the_archived_journals_of_both_games(archive: Path) -> None:
    store = opened(archive)
    hand = by_hand(archive)
    assert set(hand) == {(GameKind.SHTOSS, Role.PUNTER), (GameKind.SHTOSS, Role.BANKER),
                         (GameKind.CASINO, Role.PUNTER)}
    for (game, role), tally in hand.items():
        totals = store.summary(game, role).totals
        assert (totals.net, totals.stakes) == (tally["net"], tally["stakes"]), (game, role)
    everything = store.summary().totals
    assert everything.net == sum(tally["net"] for tally in hand.values())
    assert everything.stakes == sum(tally["stakes"] for tally in hand.values())


def test_sessions_deals_and_won_and_lost_add_up(archive: Path) -> None:
    store = opened(archive)
    assert store.summary().sessions == 6
    assert store.summary(GameKind.CASINO).sessions == 2
    assert store.summary(GameKind.SHTOSS, Role.BANKER).sessions >= 1
    totals = store.summary().totals
    assert totals.won - totals.lost == totals.net
    assert totals.deals >= 6 + 2
    lines = store.sessions()
    assert sum(line.totals.net for line in lines) == totals.net
    assert max(line.totals.biggest_loss for line in lines) == totals.biggest_loss
    assert all(line.seed is not None for line in lines), "each session's seed is kept, to play it again"


def test_a_session_s_stakes_are_its_result_in_order(archive: Path) -> None:
    store = opened(archive)
    for line in store.sessions():
        stakes = store.session_stakes(line.id)
        assert [stake.seq for stake in stakes] == list(range(1, len(stakes) + 1))
        assert sum(stake.amount for stake in stakes) == line.totals.net
        assert sum((stake.expectation for stake in stakes), Fraction()) == line.totals.expectation


def expected_by_hand(folder: Path) -> dict[GameKind, Fraction]:
    """The exact expectation of the human's decided stakes, valued when placed with the core's odds, found by
    playing each journal's moves again (sessions without paroli and without changed bets only)."""
    out = {GameKind.SHTOSS: Fraction(), GameKind.CASINO: Fraction()}
    for path in archived_journals(folder, SHTOSS):
        kept = read_clean_journal(path, SHTOSS)
        if kept.header.setup.rules.paroli or kept.header.role is not Role.PUNTER:
            continue
        game = Game.from_setup(kept.header.setup)
        pending: dict[Any, Fraction] = {}
        for action in kept.actions:
            for move in action.moves:
                dealt, rules = game.dealt_cards(), game.rules
                for record in game.play(move):
                    if isinstance(record, StakePlaced) and record.punter == HUMAN:
                        for card in record.cards:
                            pending[card] = card_odds(rules, card, dealt).ev_per_kush * record.kush
                    elif isinstance(record, StakeDecided) and record.punter == HUMAN:
                        out[GameKind.SHTOSS] += pending.pop(record.card)
                    elif isinstance(record, StakeReturned) and record.punter == HUMAN:
                        pending.pop(record.card)
    for path in archived_journals(folder, CASINO):
        kept = read_clean_journal(path, CASINO)
        casino = CasinoGame.from_setup(kept.header.setup)
        placed: dict[Any, Fraction] = {}
        for action in kept.actions:
            for move in action.moves:
                before = casino.fork()
                for record in casino.play(move):
                    if isinstance(record, BetPlaced) and record.player == HUMAN:
                        value = before.odds(record.rank).ev_per_unit * record.amount
                        if record.suit is not None:
                            value += before.suit_ev(record.rank, record.suit) * record.suit_amount
                        placed[record.rank] = value
                    elif isinstance(record, BetDecided) and record.player == HUMAN:
                        out[GameKind.CASINO] += placed.pop(record.rank)
        if kept.path.name == sorted(p.name for p in archived_journals(folder, CASINO))[0]:
            break  # the first casino session is the one without changed bets (seed 15)
    return out


def test_the_expectation_is_the_sum_of_the_exact_expected_values_of_the_stakes_made(tmp_path: Path,
                                                                                   qapp: Any) -> None:
    folder = tmp_path / "data"
    play_shtoss(folder, 21, rules=NO_PAROLI, manner=Manner.CASUAL)
    play_shtoss(folder, 22, rules=HouseRules(paroli=False, talia=True, lob=LobRule.HALF), manner=Manner.CASUAL)
    play_casino(folder, 23, more_bets=False)
    store = opened(folder)
    hand = expected_by_hand(folder)
    assert hand[GameKind.SHTOSS] != 0
    assert hand[GameKind.CASINO] != 0
    assert store.summary(GameKind.SHTOSS).totals.expectation == hand[GameKind.SHTOSS]
    assert store.summary(GameKind.CASINO).totals.expectation == hand[GameKind.CASINO]
    luck = store.summary().totals.luck
    assert luck == store.summary().totals.net - hand[GameKind.SHTOSS] - hand[GameKind.CASINO]


def test_a_journal_that_does_not_replay_clean_is_not_counted_and_said(archive: Path) -> None:
    counted = opened(archive)
    clean, clean_shtoss = counted.summary(), counted.summary(GameKind.SHTOSS)
    counted.close()
    counted.path.unlink()
    victim = archived_journals(archive, CASINO)[0]
    lines = victim.read_bytes().split(b"\n")
    action = json.loads(lines[3])
    for event in action["events"]:
        if "balances" not in event and "amount" in event:
            event["amount"] += 1
            break
    else:
        pytest.fail("no record with an amount on line 4")
    lines[3] = json.dumps(action).encode()
    victim.write_bytes(b"\n".join(lines))
    store = StatsStore(archive)
    assert store.open() is None
    said = store.sync()
    assert [(p.message, p.params["file"]) for p in said] == [
        (StorageMessage.STATS_NOT_COUNTED, f"archive/{victim.name}")]
    assert said[0].params["problem"].message is StorageMessage.JOURNAL_DAMAGED
    assert store.summary().sessions == clean.sessions - 1
    assert store.summary(GameKind.SHTOSS) == clean_shtoss
    assert store.sync() != [], "said again each time the statistics are counted, while the file is there"


def test_a_deleted_database_is_built_again_from_the_archive(archive: Path) -> None:
    first = opened(archive)
    before = first.summary(), [(line.source, line.totals) for line in first.sessions()]
    first.close()
    (archive / STATS_NAME).unlink()
    again = opened(archive)
    assert (again.summary(), [(line.source, line.totals) for line in again.sessions()]) == before


@pytest.mark.parametrize("damage", ["garbage", "truncated", "schema", "folder"])
def test_a_damaged_database_is_set_aside_said_and_built_again(archive: Path, damage: str) -> None:
    first = opened(archive)
    before = first.summary()
    first.close()
    path = archive / STATS_NAME
    if damage == "garbage":
        path.write_bytes(b"these are not the statistics" * 100)
    elif damage == "truncated":
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 3])
    elif damage == "schema":
        with sqlite3.connect(path) as db:
            db.execute("PRAGMA user_version = 99")
        db.close()
    else:
        path.unlink()
        path.mkdir()
    store = StatsStore(archive)
    said = store.open()
    if damage == "truncated" and said is None:
        pytest.skip("this cut left a database SQLite still reads whole")
    assert said is not None
    assert said.message is StorageMessage.STATS_DAMAGED
    aside = archive / said.params["aside"]
    assert aside.exists(), "the damaged file is kept beside, renamed"
    assert aside.name.startswith(STATS_NAME + ".corrupt-")
    if damage == "schema":
        assert said.params["detail"].message is StorageMessage.STATS_OTHER_SCHEMA
    assert store.sync() == []
    assert store.summary() == before


def test_reset_forgets_what_was_counted_and_counts_only_later_sessions(archive: Path, qapp: Any) -> None:
    store = opened(archive)
    assert store.summary().sessions == 6
    assert store.reset() is None
    assert store.summary().sessions == 0
    assert store.sync() == []
    assert store.summary().sessions == 0, "the archive's sessions are not counted again"
    store.close()
    again = opened(archive)
    assert again.summary().sessions == 0, "the reset is kept in the database"
    again.close()
    play_shtoss(archive, 31, manner=Manner.CASUAL)
    later = opened(archive)
    assert later.summary().sessions == 1, "a session started after the reset is counted"


def test_a_write_that_fails_is_said_once_and_the_store_stops(archive: Path) -> None:
    store = opened(archive)
    assert store._db is not None
    store._db.close()  # as a disk that went away would leave it
    said = store.reset()
    assert said is not None
    assert said.message is StorageMessage.STATS_WRITE
    assert not store.is_open
    assert store.reset() is None, "said once"


def test_a_sync_stopped_counts_the_rest_the_next_time(archive: Path) -> None:
    store = StatsStore(archive)
    assert store.open() is None
    asked: list[bool] = []

    def stop_after_two() -> bool:
        asked.append(True)
        return len(asked) > 2

    assert store.sync(stop_after_two) == []
    assert store.summary().sessions == 2
    assert store.sync() == []
    assert store.summary().sessions == 6


def test_a_data_folder_whose_name_a_uri_would_misread_is_fine(tmp_path: Path, qapp: Any) -> None:
    folder = tmp_path / "da?ta #1 %20"
    play_casino(folder, 51, more_bets=False)
    first = opened(folder)
    counted = first.summary()
    first.close()
    again = opened(folder)
    assert again.summary() == counted
    assert counted.sessions == 1


def test_a_sync_says_whether_anything_changed(archive: Path) -> None:
    store = opened(archive)
    assert store.changed
    assert store.sync() == []
    assert not store.changed, "nothing new: the window need not read the totals again"
    archived_journals(archive, CASINO)[0].unlink()
    assert store.sync() == []
    assert store.changed
    assert store.summary().sessions == 5


def test_a_sync_tells_its_progress(archive: Path) -> None:
    (archive / STATS_NAME).unlink()
    store = StatsStore(archive)
    assert store.open() is None
    told: list[tuple[int, int]] = []
    assert store.sync(progress=lambda done, total: told.append((done, total))) == []
    assert told == [(done, 6) for done in range(1, 6)]
