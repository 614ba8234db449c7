"""The session object of both games (app/session.py, app/shtoss/session.py, app/casino/session.py): it keeps the
journal as the controller publishes each action, resumes a kept game (clean, of release 0.1.0, or trusted up to a
line) and says so once, paces the computer players by a table it knows only through `PacedTable`, and says every
problem once, as data."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.casino.controller import CasinoConfig
from shtoss_desktop.app.casino.session import WATCH_PACE, CasinoSession
from shtoss_desktop.app.casino.session import describe_kept as describe_casino
from shtoss_desktop.app.shtoss.controller import SessionConfig, Waiting
from shtoss_desktop.app.shtoss.session import STEP_DELAYS, ShtossSession
from shtoss_desktop.app.shtoss.session import describe_kept as describe_shtoss
from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.errors import CoreError
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.storage.journal import CASINO, SHTOSS, JournalTrouble, KeptGame, load_kept, read_journal
from shtoss_desktop.storage.problems import StorageMessage, StorageProblem
from shtoss_desktop.storage.settings import Speed

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "release-0.1.0"


class Table:
    """A table as the session sees it: a speed and whether it is idle."""

    def __init__(self) -> None:
        self.speed = Speed.INSTANT
        self.idle = True

    def is_idle(self) -> bool:
        return self.idle


def watched(seed: int = 3) -> SessionConfig:
    return SessionConfig(role=Role.WATCH, seed=seed, human_name="Hermann")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


def problems_of(session: Any) -> list[StorageProblem]:
    said: list[StorageProblem] = []
    session.journalProblem.connect(said.append)
    return said


# ----- the journal -----


def test_the_session_owns_its_controller_and_journals_each_action_once(qapp: QCoreApplication, folder: Path) -> None:
    session = ShtossSession()
    assert session.controller.parent() is session
    assert session.keep_journal(folder)
    session.start(watched())
    session.controller.run_computer(limit=40)
    lines = (folder / SHTOSS.current_name).read_bytes().splitlines()
    assert json.loads(lines[0])["game"] == "shtoss"
    logged = [event for line in lines[1:] for event in json.loads(line)["events"]]
    assert logged == [event.to_json() for event in session.controller.game.log]
    session.close()


def test_a_resumed_game_is_told_once_and_its_journal_goes_on_in_the_same_file(qapp: QCoreApplication,
                                                                            folder: Path) -> None:
    first = ShtossSession()
    first.keep_journal(folder)
    first.start(watched())
    first.controller.run_computer(limit=30)
    first.close()
    before = (folder / SHTOSS.current_name).read_bytes()

    second = ShtossSession()
    told: list[int] = []
    records: list[object] = []
    second.adopted.connect(lambda: told.append(len(records)))
    second.controller.eventRecorded.connect(records.append)
    second.keep_journal(folder)
    kept = second.kept_game()
    assert isinstance(kept, KeptGame)
    second.resume(kept)
    assert told == [len(kept.game.log)]  # once, after every record of the kept game was sent
    assert (folder / SHTOSS.current_name).read_bytes() == before  # nothing written again
    second.controller.run_computer(limit=5)
    again = read_journal(folder / SHTOSS.current_name)
    assert isinstance(again, KeptGame)
    assert again.clean
    assert again.game.log == second.controller.game.log
    second.close()


def test_a_journal_that_cannot_be_used_is_a_trouble_and_nothing_is_offered(qapp: QCoreApplication,
                                                                          folder: Path) -> None:
    folder.mkdir()
    (folder / CASINO.current_name).write_bytes(b"<h1>not a journal</h1>\n")
    session = CasinoSession()
    said = problems_of(session)
    session.keep_journal(folder)
    found = session.kept_game()
    assert isinstance(found, JournalTrouble)
    assert said == []  # the window says it, as it begins a new game
    assert found.problem.message is StorageMessage.JOURNAL_SET_ASIDE
    assert "line 1: it is not valid JSON" in storage_text(found.problem)


def test_a_journal_trusted_up_to_a_line_is_offered_with_its_problem_and_goes_on_in_a_new_file(
        qapp: QCoreApplication, folder: Path) -> None:
    first = CasinoSession()
    first.keep_journal(folder)
    first.start(CasinoConfig(rules=CasinoRules(table_minimum=2, table_maximum=60, capital=400), watch=True, seed=4))
    for _ in range(12):
        first.controller.deal()
    first.close()
    path = folder / CASINO.current_name
    lines = path.read_bytes().splitlines()
    bad = json.loads(lines[6])
    bad["events"][0]["loss_card"] = "AS" if bad["events"][0]["loss_card"] != "AS" else "KS"
    path.write_bytes(b"\n".join([*lines[:6], json.dumps(bad).encode(), *lines[7:]]) + b"\n")

    second = CasinoSession()
    said = problems_of(second)
    second.keep_journal(folder)
    kept = second.kept_game()
    assert isinstance(kept, KeptGame)
    assert not kept.clean
    assert said == []  # the offer says it
    assert kept.problem is not None
    assert "can be trusted only up to line 6: line 7: " in storage_text(kept.problem)
    second.resume(kept)
    assert path.read_bytes().splitlines() == lines[:6]
    assert second.controller.game.log == kept.game.log
    second.close()


def test_a_game_of_release_0_1_0_resumes_in_the_session_exactly(qapp: QCoreApplication, folder: Path) -> None:
    folder.mkdir()
    shutil.copy(FIXTURES / "casino-player.jsonl", folder / CASINO.current_name)
    session = CasinoSession()
    session.keep_journal(folder)
    kept = session.kept_game()
    assert isinstance(kept, KeptGame)
    session.resume(kept)
    controller = session.controller
    assert controller.game.log == kept.game.log
    assert controller.players_seed == 21  # the kept one: the computer players choose as they would have
    assert controller.human == "You"
    now = load_kept(CASINO, folder)
    assert isinstance(now, KeptGame)
    assert now.format == 2
    assert now.header.players_seed == 21
    session.close()


def test_a_second_window_is_locked_out_and_says_so_once(qapp: QCoreApplication, folder: Path) -> None:
    first, second = ShtossSession(), ShtossSession()
    assert first.keep_journal(folder)
    said = problems_of(second)
    assert not second.keep_journal(folder)
    assert second.locked_out
    assert [problem.message for problem in said] == [StorageMessage.JOURNAL_LOCKED]
    assert "shtoss" in storage_text(said[0])
    second.start(watched())
    second.controller.run_computer(limit=10)
    assert len(said) == 1
    first.close()
    second.close()


def test_a_write_that_fails_is_said_once_and_the_game_goes_on(qapp: QCoreApplication, tmp_path: Path) -> None:
    (tmp_path / "blocked").write_text("a file where the data folder should be")
    session = CasinoSession()
    said = problems_of(session)
    session.keep_journal(tmp_path / "blocked" / "data")
    session.start(CasinoConfig(watch=True, seed=2))
    for _ in range(20):
        assert session.controller.deal()
    assert [problem.message for problem in said] == [StorageMessage.JOURNAL_WRITE]


# ----- the pace -----


def test_the_pace_steps_the_computer_players_once_the_table_is_idle(qtbot: QtBot) -> None:
    session = ShtossSession()
    table = Table()
    session.attach(table)
    table.idle = False
    session.start(watched())
    assert not session.pace_active  # the table is still showing the last step
    table.idle = True
    session.schedule()
    assert session.pace_active
    assert session._pace.interval() == STEP_DELAYS[Speed.INSTANT]
    log = len(session.controller.game.log)
    qtbot.waitUntil(lambda: len(session.controller.game.log) > log)
    session.close()


def test_a_table_busy_when_the_timer_fires_is_asked_again_not_forgotten(qtbot: QtBot) -> None:
    session = CasinoSession()
    table = Table()
    session.attach(table)
    session.start(CasinoConfig(watch=True, seed=5))
    assert session.pace_active
    table.idle = False
    turns = session.controller.game.turns_dealt
    qtbot.wait(3 * WATCH_PACE[Speed.INSTANT])
    assert session.controller.game.turns_dealt == turns  # nothing dealt while the table is busy
    assert session.pace_active  # but the pace asks again
    table.idle = True
    qtbot.waitUntil(lambda: session.controller.game.turns_dealt > turns)
    session.close()


def test_held_or_stopped_the_computer_players_wait(qtbot: QtBot) -> None:
    session = ShtossSession()
    session.attach(Table())
    session.set_held(True)
    session.start(watched())
    assert session.held
    assert not session.pace_active
    session.set_held(False)
    assert session.pace_active
    session.set_autoplay(False)
    assert not session.pace_active
    session.schedule()
    assert not session.pace_active
    session.set_autoplay(True)
    assert session.pace_active
    session.close()
    assert not session.pace_active


def test_auto_deal_deals_the_human_bankers_abzugs_at_the_pace(qtbot: QtBot) -> None:
    session = ShtossSession()
    session.attach(Table())
    session.start(SessionConfig(role=Role.BANKER, seed=4))
    controller = session.controller
    qtbot.waitUntil(lambda: controller.waiting_for() is not Waiting.COMPUTER)
    while controller.waiting_for() is Waiting.HUMAN_OFFER:
        controller.answer_offer(True)
        qtbot.waitUntil(lambda: controller.waiting_for() is not Waiting.COMPUTER)
    controller.deal_abzug()  # the cut: the deal begins
    assert controller.game.phase is Phase.DEALING
    session.schedule()
    assert not session.pace_active  # the human banker deals himself
    dealt = len(controller.game.dealt_cards())
    session.set_auto_deal(True)
    qtbot.waitUntil(lambda: len(controller.game.dealt_cards()) > dealt or controller.game.phase is not Phase.DEALING)
    session.close()


def test_a_computer_step_the_rules_refuse_is_said_not_raised(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    session = ShtossSession()
    session.attach(Table())
    refused: list[CoreError] = []
    session.stepRefused.connect(refused.append)

    def refuse() -> bool:
        raise GameError(GameMessage.SESSION_OVER)

    session.start(watched())
    monkeypatch.setattr(session.controller, "advance", refuse)
    qtbot.waitUntil(lambda: bool(refused))
    assert refused[0].template is GameMessage.SESSION_OVER
    session.close()


# ----- the words of a kept game -----


def test_the_kept_games_are_described_in_the_interface_s_words(qapp: QCoreApplication, folder: Path) -> None:
    folder.mkdir()
    shutil.copy(FIXTURES / "shtoss-banker.jsonl", folder / SHTOSS.current_name)
    shutil.copy(FIXTURES / "casino-watch.jsonl", folder / CASINO.current_name)
    shtoss = load_kept(SHTOSS, folder)
    casino = load_kept(CASINO, folder)
    assert isinstance(shtoss, KeptGame)
    assert isinstance(casino, KeptGame)
    f = format_amount
    assert describe_shtoss(shtoss) == [
        "Your part: you hold the bank.", "Deal 5; you hold the bank: 648.",
        f"Balances: You 600, Narumov {f(1194)}, Tomsky {f(1182)}, Surin {f(1152)}.", "On the table: 24."]
    assert describe_casino(casino) == [
        "You watch the computer players.", "Shoe 1, turn 40; 336 cards left in the shoe.",
        f"Balances: Chekalinsky 980, Narumov {f(1020)}, Tomsky 758.", "On the layout: 210."]


def test_the_kept_games_are_described_in_russian(qapp: QCoreApplication, folder: Path, russian: None) -> None:
    folder.mkdir()
    shutil.copy(FIXTURES / "shtoss-punter.jsonl", folder / SHTOSS.current_name)
    shtoss = load_kept(SHTOSS, folder)
    assert isinstance(shtoss, KeptGame)
    lines = describe_shtoss(shtoss)
    assert lines[0] == "Ваша роль: вы понтируете."
    assert lines[1].startswith("Метка 40; банк держит Чекалинский: 600")
