"""Resuming a session: the controller adopts a replayed game, and the window offers, resumes and keeps.

The controller part checks that an adopted game is the game the log describes and plays on legally; the
window part (pytest-qt, offscreen) plays a real session with its journal, quits, and resumes it through the
offer at start, checking that the table shows exactly what the core holds.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from shtoss_desktop import __main__ as entry
from shtoss_desktop.app.shtoss.controller import GameController, Role, SessionConfig, Waiting
from shtoss_desktop.app.shtoss.scripted_player import ScriptedPlayer
from shtoss_desktop.core.shtoss.deal import Game, GameError, Phase
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.storage import journal as journal_module
from shtoss_desktop.storage.journal import (
    CURRENT_NAME,
    JournalTrouble,
    KeptSession,
    archived_sessions,
    load_kept_session,
)
from shtoss_desktop.ui.games import LaunchOptions
from shtoss_desktop.ui.shell.kept_game import no_kept_game_text
from shtoss_desktop.ui.shtoss.launch import start_or_resume
from shtoss_desktop.ui.shtoss.resume_dialog import ResumeQuestion, describe_kept
from shtoss_desktop.ui.shtoss.window import MainWindow
from tests.app.app_helpers import HUMAN, start
from tests.ui.table_helpers import assert_table_matches_core, config, make_window

STYLES = (PunterStyle.PAROLI_RUNNER, PunterStyle.HERMANN)


def play_punter(controller: GameController, moves: int) -> None:
    player = ScriptedPlayer(controller)
    for _ in range(moves):
        controller.run_computer()
        if controller.waiting_for() is Waiting.OVER:
            return
        if not player.move():
            controller.end_session()


def computers(controller: GameController) -> dict[str, PunterStyle]:
    return {name: strategy.style for name, strategy in controller.strategies.items()}


# ----- the controller -----


@pytest.mark.parametrize("moves", [0, 1, 3, 8, 20])
def test_an_adopted_game_is_the_game_its_log_describes(controller: GameController, moves: int) -> None:
    rules = HouseRules(talia=True, initial_kush=2, bank=40, capital=100)
    start(controller, Role.PUNTER, rules, seed=5, styles=STYLES)
    play_punter(controller, moves)
    log, state, waiting = controller.game.log, controller.game.state(), controller.waiting_for()
    styles = computers(controller)

    other = GameController()
    started: list[int] = []
    other.sessionStarted.connect(lambda: started.append(len(other.game.log)))
    recorded: list[object] = []
    other.eventRecorded.connect(recorded.append)
    other.adopt_session(controller.config, Game.replay(rules, log), styles)
    assert other.game.state() == state
    assert other.game.log == log
    assert other.human == HUMAN
    assert other.waiting_for() is waiting
    assert computers(other) == styles
    assert started == [len(log)]  # views reset once, with the whole game already there
    assert recorded == list(log)  # and are then sent every record, as for a new session
    # Play goes on legally to the end, and the money adds up.
    play_punter(other, 60)
    if other.waiting_for() is not Waiting.OVER:
        other.end_session()
    final = other.game.state()
    assert final.total_money == state.total_money
    assert (final.bank, final.stakes, final.winnings) == (0, (), ())


def test_resumed_at_any_step_no_computer_punter_loses_his_turn(qapp: QCoreApplication) -> None:
    original = GameController()
    original.new_session(SessionConfig(rules=HouseRules(talia=True), role=Role.WATCH, seed=2,
                                       styles=(PunterStyle.MIRANDOLE, PunterStyle.ODDS_AWARE, PunterStyle.HERMANN)))
    exact = 0
    for step in range(150):
        if not original.advance():
            break
        other = GameController()
        other.adopt_session(original.config, Game.replay(original.config.rules, original.game.log),
                            computers(original))
        assert other.waiting_for() is original.waiting_for(), step
        # Those still to act are still to act; one whose turn left no record may act again.
        still = original._queue
        assert other._queue[len(other._queue) - len(still):] == still, step
        exact += other._queue == still
    assert exact >= 40  # many turns leave no record (a punter who stakes nothing at this abzug)


def test_a_seeded_session_resumes_the_same_way_every_time(qapp: QCoreApplication) -> None:
    first = GameController()
    first.new_session(SessionConfig(role=Role.WATCH, styles=STYLES, seed=9))
    first.run_computer(limit=40)
    log = first.game.log
    continued = []
    for _ in range(2):
        other = GameController()
        other.adopt_session(first.config, Game.replay(first.config.rules, log), computers(first))
        other.run_computer(limit=80)
        continued.append(other.game.log)
    assert continued[0] == continued[1]
    assert len(continued[0]) > len(log)


def test_a_human_who_is_not_at_the_table_cannot_adopt_it(qapp: QCoreApplication) -> None:
    first = GameController()
    first.new_session(SessionConfig(role=Role.WATCH, styles=STYLES, seed=9))
    other = GameController()
    with pytest.raises(GameError, match="Stranger is not at this table"):
        other.adopt_session(SessionConfig(role=Role.PUNTER, human_name="Stranger"), first.game, {})
    assert not other.has_game


def test_an_atande_still_standing_is_still_standing_after_a_resume(qapp: QCoreApplication) -> None:
    first = GameController()
    first.new_session(SessionConfig(role=Role.BANKER, styles=STYLES, seed=3))
    first.run_computer()  # the computer punters stake
    while first.waiting_for() is Waiting.HUMAN_OFFER:
        first.answer_offer(True)
        first.run_computer()
    first.deal_abzug()  # a punter cuts: the deck lies ready to deal
    assert first.game.phase is Phase.DEALING
    first.call_atande()
    assert first.paused
    waiting_then = GameController()
    waiting_then.adopt_session(first.config, Game.replay(first.config.rules, first.game.log), computers(first))
    assert waiting_then.paused, "the banker still waits: the table was left in атанде"
    # Once dealing has gone past the атанде, the kept game resumes without a pause.
    first.resume()
    first.deal_abzug()
    dealt_on = GameController()
    dealt_on.adopt_session(first.config, Game.replay(first.config.rules, first.game.log), computers(first))
    assert not dealt_on.paused


# ----- the window -----


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


def journaled_window(qtbot: object, tmp_path: Path, folder: Path, name: str) -> MainWindow:
    window = make_window(qtbot, tmp_path / name)
    window.keep_journal(folder)
    return window


def test_quitting_keeps_the_session_and_the_next_start_offers_it_back(qtbot, tmp_path: Path, folder: Path) -> None:
    (tmp_path / "one").mkdir()
    window = journaled_window(qtbot, tmp_path, folder, "one")
    window.start(config(Role.PUNTER, seed=4))
    play_punter(window.controller, 6)
    window.scene.flush()
    state, log = window.controller.game.state(), window.controller.game.log
    waiting = window.controller.waiting_for()
    window.close()

    kept = load_kept_session(folder)
    assert isinstance(kept, KeptSession)
    assert kept.game.state() == state
    assert kept.events == log

    (tmp_path / "two").mkdir()
    again = journaled_window(qtbot, tmp_path, folder, "two")
    again.offer_resume(kept, config(Role.PUNTER, seed=5))
    question = again.resume_question
    assert isinstance(question, ResumeQuestion)
    assert question.isVisible()
    text = question.informativeText()
    assert "you punt" in text
    for player, balance in state.balances:
        assert player in text
        assert str(balance) in text.replace(",", "").replace("\u00a0", "")
    assert not again.controller.has_game  # nothing starts before the player answers
    qtbot.mouseClick(question.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.controller.has_game)
    assert again.controller.game.state() == state
    assert again.controller.game.log == log
    assert again.controller.waiting_for() is waiting
    assert again.scene.state == state
    assert_table_matches_core(again)
    # Play goes on, and the journal goes on in the same file.
    play_punter(again.controller, 3)
    assert load_kept_session(folder).game.state() == again.controller.game.state()  # type: ignore[union-attr]
    assert archived_sessions(folder) == []


def test_new_game_instead_archives_the_kept_session(qtbot, tmp_path: Path, folder: Path) -> None:
    (tmp_path / "one").mkdir()
    window = journaled_window(qtbot, tmp_path, folder, "one")
    window.start(config(Role.WATCH, seed=4))
    window.controller.run_computer(limit=30)
    kept_bytes = (folder / CURRENT_NAME).read_bytes()
    window.close()
    kept = load_kept_session(folder)
    assert isinstance(kept, KeptSession)

    (tmp_path / "two").mkdir()
    again = journaled_window(qtbot, tmp_path, folder, "two")
    again.offer_resume(kept, config(Role.BANKER, seed=6))
    question = again.resume_question
    assert isinstance(question, ResumeQuestion)
    question.new_button.click()
    qtbot.waitUntil(lambda: again.controller.has_game)
    assert again.controller.config.role is Role.BANKER
    assert [p.read_bytes() for p in archived_sessions(folder)] == [kept_bytes]
    current = load_kept_session(folder)
    assert isinstance(current, KeptSession)
    assert current.header.role == "banker"


def test_escape_on_the_offer_resumes_rather_than_losing_the_game(qtbot, tmp_path: Path, folder: Path) -> None:
    (tmp_path / "one").mkdir()
    window = journaled_window(qtbot, tmp_path, folder, "one")
    window.start(config(Role.WATCH, seed=4))
    window.controller.run_computer(limit=25)
    state = window.controller.game.state()
    window.close()
    kept = load_kept_session(folder)
    assert isinstance(kept, KeptSession)
    (tmp_path / "two").mkdir()
    again = journaled_window(qtbot, tmp_path, folder, "two")
    again.offer_resume(kept, config(Role.PUNTER))
    question = again.resume_question
    assert isinstance(question, QMessageBox)
    question.reject()
    qtbot.waitUntil(lambda: again.controller.has_game)
    assert again.controller.game.state() == state


def arguments(*argv: str) -> LaunchOptions:
    """What the command line `argv` asks the window for."""
    return entry.launch_options(entry.parser().parse_args(list(argv)))


def test_resume_option_resumes_without_asking(qtbot, tmp_path: Path, folder: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(journal_module, "default_folder", lambda: folder)
    (tmp_path / "one").mkdir()
    window = make_window(qtbot, tmp_path / "one")
    start_or_resume(window, arguments(), config(Role.WATCH, seed=3))
    window.controller.run_computer(limit=20)
    state = window.controller.game.state()
    window.close()

    (tmp_path / "two").mkdir()
    again = make_window(qtbot, tmp_path / "two")
    start_or_resume(again, arguments("--resume"), config(Role.PUNTER, seed=8))
    assert again.resume_question is None
    assert again.controller.game.state() == state
    assert_table_matches_core(again)


def test_resume_option_without_a_kept_game_starts_a_new_one_and_says_so(qtbot, tmp_path: Path, folder: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(journal_module, "default_folder", lambda: folder)
    window = make_window(qtbot, tmp_path)
    start_or_resume(window, arguments("--resume"), config(Role.PUNTER, seed=3))
    assert window.controller.has_game
    assert window.statusBar().currentMessage() == no_kept_game_text()


def test_a_damaged_kept_game_is_said_and_set_aside_and_a_new_game_begins(qtbot, tmp_path: Path, folder: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(journal_module, "default_folder", lambda: folder)
    folder.mkdir(parents=True)
    (folder / CURRENT_NAME).write_bytes(b"<h1>not a journal</h1>\n")
    window = make_window(qtbot, tmp_path)
    start_or_resume(window, arguments(), config(Role.PUNTER, seed=3))
    assert window.controller.has_game
    assert window.resume_question is None
    box = window.journal_warning
    assert isinstance(box, QMessageBox)
    assert box.isVisible()
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert str(folder / CURRENT_NAME) in box.text()
    assert "line 1 is not valid JSON" in box.text()
    assert [p.name.split(".corrupt-")[0] for p in folder.iterdir() if ".corrupt-" in p.name] == [CURRENT_NAME]


def test_a_journal_that_cannot_be_written_is_said_once_and_play_goes_on(qtbot, tmp_path: Path) -> None:
    (tmp_path / "blocked").write_text("a file where the data folder should be")
    window = make_window(qtbot, tmp_path)
    window.keep_journal(tmp_path / "blocked" / "data")
    window.start(config(Role.WATCH, seed=3))
    assert window.controller.run_computer(limit=30) == 30
    box = window.journal_warning
    assert isinstance(box, QMessageBox)
    assert "cannot be resumed" in box.text()
    assert window.journal is not None
    assert window.journal.failed


def test_a_finished_session_is_archived_and_not_offered(qtbot, tmp_path: Path, folder: Path) -> None:
    window = journaled_window(qtbot, tmp_path, folder, "")
    window.start(config(Role.WATCH, seed=3))
    window.controller.run_computer(limit=20)
    window.controller.end_session()
    assert window.controller.game.phase is Phase.OVER
    window.close()
    assert load_kept_session(folder) is None
    assert len(archived_sessions(folder)) == 1
    assert not isinstance(load_kept_session(folder), JournalTrouble)


def test_the_offer_names_the_deal_whose_stakes_are_on_the_table_and_speaks_to_the_banker(
    qtbot, tmp_path: Path, folder: Path
) -> None:
    (tmp_path / "one").mkdir()
    window = journaled_window(qtbot, tmp_path, folder, "one")
    window.start(config(Role.BANKER, seed=4))
    controller = window.controller
    for _ in range(200):  # the first deal, dealt to its end
        controller.run_computer()
        if controller.waiting_for() is Waiting.HUMAN_OFFER:
            controller.answer_offer(True)
        elif controller.game.deal_number == 1 and controller.game.phase is Phase.STAKING:
            break
        elif controller.waiting_for() is Waiting.HUMAN_DEAL:
            controller.deal_abzug()
    controller.run_computer()  # stakes for the second deal
    assert controller.game.phase is Phase.STAKING
    assert controller.game.state().on_table > 0
    window.close()
    kept = load_kept_session(folder)
    assert isinstance(kept, KeptSession)
    text = describe_kept(kept)
    assert "Deal 2; you hold the bank:" in text, text

