"""Resuming in the shtoss window: a real session with its journal, quit, and offered back at the next start (the one
resume question of both games, ui/shell/resume.py); nothing starts before the player answers; Escape resumes;
New game archives; --resume resumes without asking; a journal the rules trust only up to a line is offered as such,
in English and Russian, and resumes there in a new journal; one that cannot be used at all is said, set aside, and
a new game begins. The table shows exactly what the core holds.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from shtoss_desktop import __main__ as entry
from shtoss_desktop.app.shtoss.controller import GameController, Waiting
from shtoss_desktop.app.shtoss.scripted_player import ScriptedPlayer
from shtoss_desktop.app.shtoss.session import describe_kept
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.storage import journal as journal_module
from shtoss_desktop.storage.journal import SHTOSS, KeptGame, archived_journals, load_kept
from shtoss_desktop.ui.games import LaunchOptions
from shtoss_desktop.ui.shell.kept_game import no_kept_game_text
from shtoss_desktop.ui.shell.resume import ResumeQuestion
from shtoss_desktop.ui.shtoss.launch import start_or_resume
from shtoss_desktop.ui.shtoss.window import MainWindow
from tests.ui.table_helpers import assert_table_matches_core, config, make_window


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def data_folder(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The program's data folder is the test's."""
    monkeypatch.setattr(journal_module, "default_folder", lambda: folder)
    return folder


def play_punter(controller: GameController, moves: int) -> None:
    player = ScriptedPlayer(controller)
    for _ in range(moves):
        controller.run_computer()
        if controller.waiting_for() is Waiting.OVER:
            return
        if not player.move():
            controller.end_session()


def journaled_window(qtbot: QtBot, tmp_path: Path, folder: Path, name: str) -> MainWindow:
    (tmp_path / name).mkdir(exist_ok=True)
    window = make_window(qtbot, tmp_path / name)
    assert window.session.keep_journal(folder)
    return window


def kept_in(folder: Path) -> KeptGame:  # type: ignore[type-arg]
    found = load_kept(SHTOSS, folder)
    assert isinstance(found, KeptGame), found
    return found


def arguments(*argv: str) -> LaunchOptions:
    """What the command line `argv` asks the window for."""
    return entry.launch_options(entry.parser().parse_args(list(argv)))


def test_quitting_keeps_the_session_and_the_next_start_offers_it_back(qtbot: QtBot, tmp_path: Path,
                                                                      folder: Path) -> None:
    window = journaled_window(qtbot, tmp_path, folder, "one")
    window.start(config(Role.PUNTER, seed=4))
    play_punter(window.controller, 6)
    window.scene.flush()
    state, log = window.controller.game.state(), window.controller.game.log
    waiting = window.controller.waiting_for()
    window.close()

    kept = kept_in(folder)
    assert kept.clean
    assert kept.game.state() == state
    assert kept.game.log == log

    again = journaled_window(qtbot, tmp_path, folder, "two")
    again.offer_resume(kept, config(Role.PUNTER, seed=5))
    question = again.resume_question
    assert isinstance(question, ResumeQuestion)
    assert question.isVisible()
    assert question.windowTitle() == "Resume the game?"
    assert question.resume_button.text() == "&Resume"
    text = question.informativeText()
    assert text.splitlines()[1:] == describe_kept(kept)
    assert "you punt" in text
    assert not again.controller.has_game  # nothing starts before the player answers
    qtbot.mouseClick(question.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.controller.has_game)
    assert again.controller.game.state() == state
    assert again.controller.game.log == log
    assert again.controller.waiting_for() is waiting
    assert again.scene.state == state
    assert_table_matches_core(again)
    qtbot.waitUntil(lambda: again.statusBar().currentMessage() == "The unfinished game resumes where it stopped.")
    # Play goes on, and the journal goes on in the same file.
    play_punter(again.controller, 3)
    assert kept_in(folder).game.state() == again.controller.game.state()
    assert archived_journals(folder, SHTOSS) == []


def test_new_game_instead_archives_the_kept_session(qtbot: QtBot, tmp_path: Path, folder: Path) -> None:
    window = journaled_window(qtbot, tmp_path, folder, "one")
    window.start(config(Role.WATCH, seed=4))
    window.controller.run_computer(limit=30)
    kept_bytes = (folder / SHTOSS.current_name).read_bytes()
    window.close()
    kept = kept_in(folder)

    again = journaled_window(qtbot, tmp_path, folder, "two")
    again.offer_resume(kept, config(Role.BANKER, seed=6))
    question = again.resume_question
    assert isinstance(question, ResumeQuestion)
    question.new_button.click()
    qtbot.waitUntil(lambda: again.controller.has_game)
    assert again.controller.config.role is Role.BANKER
    assert [p.read_bytes() for p in archived_journals(folder, SHTOSS)] == [kept_bytes]
    assert kept_in(folder).header.role is Role.BANKER


def test_escape_on_the_offer_resumes_rather_than_losing_the_game(qtbot: QtBot, tmp_path: Path, folder: Path) -> None:
    window = journaled_window(qtbot, tmp_path, folder, "one")
    window.start(config(Role.WATCH, seed=4))
    window.controller.run_computer(limit=25)
    state = window.controller.game.state()
    window.close()
    kept = kept_in(folder)
    again = journaled_window(qtbot, tmp_path, folder, "two")
    again.offer_resume(kept, config(Role.PUNTER))
    question = again.resume_question
    assert isinstance(question, QMessageBox)
    question.reject()
    qtbot.waitUntil(lambda: again.controller.has_game)
    assert again.controller.game.state() == state


def test_resume_option_resumes_without_asking(qtbot: QtBot, tmp_path: Path, data_folder: Path) -> None:
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


def test_resume_option_without_a_kept_game_starts_a_new_one_and_says_so(qtbot: QtBot, tmp_path: Path,
                                                                         data_folder: Path) -> None:
    window = make_window(qtbot, tmp_path)
    start_or_resume(window, arguments("--resume"), config(Role.PUNTER, seed=3))
    assert window.controller.has_game
    assert window.statusBar().currentMessage() == no_kept_game_text()


def test_a_journal_that_cannot_be_used_is_said_and_set_aside_and_a_new_game_begins(
        qtbot: QtBot, tmp_path: Path, data_folder: Path) -> None:
    data_folder.mkdir(parents=True)
    (data_folder / SHTOSS.current_name).write_bytes(b"<h1>not a journal</h1>\n")
    window = make_window(qtbot, tmp_path)
    start_or_resume(window, arguments(), config(Role.PUNTER, seed=3))
    assert window.controller.has_game
    assert window.resume_question is None
    box = window.journal_warning
    assert isinstance(box, QMessageBox)
    assert box.isVisible()
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert box.text().startswith(f"The kept game {data_folder / SHTOSS.current_name} could not be resumed: line 1: "
                                 "it is not valid JSON")
    assert box.text().endswith("so that nothing is lost. A new game begins.")
    assert [p.name.split(".corrupt-")[0] for p in data_folder.iterdir() if ".corrupt-" in p.name] == [
        SHTOSS.current_name]


def forged(qtbot: QtBot, tmp_path: Path, folder: Path) -> tuple[list[bytes], int]:
    """A kept session whose middle line has a killed stake written as won: its lines and that line's number."""
    window = journaled_window(qtbot, tmp_path, folder, "forger")
    window.start(config(Role.WATCH, seed=4))
    window.controller.run_computer(limit=120)
    window.close()
    path = folder / SHTOSS.current_name
    lines = path.read_bytes().splitlines()
    for number in range(len(lines) // 3, len(lines) + 1):
        data = json.loads(lines[number - 1])
        killed = [e for e in data["events"] if e["kind"] == "stake_decided" and e["outcome"] == "killed"]
        if killed:
            killed[0]["outcome"], killed[0]["amount"] = "given", -killed[0]["amount"]
            path.write_bytes(b"\n".join([*lines[: number - 1], json.dumps(data).encode(), *lines[number:]]) + b"\n")
            return lines, number
    raise AssertionError("no killed stake to forge")


def test_a_journal_trusted_up_to_a_line_is_offered_as_such_and_resumes_there(qtbot: QtBot, tmp_path: Path,
                                                                             data_folder: Path) -> None:
    lines, line = forged(qtbot, tmp_path, data_folder)
    window = make_window(qtbot, tmp_path)
    start_or_resume(window, arguments("--resume"), config(Role.PUNTER, seed=3))  # even --resume asks
    question = window.resume_question
    assert isinstance(question, ResumeQuestion)
    assert question.windowTitle() == "Resume the game up to its last good move?"
    text = question.text()
    path = data_folder / SHTOSS.current_name
    assert text.startswith(f"The kept game {path} can be trusted only up to line {line - 1}: line {line}: action "
                           f"{line - 1}: record ")
    assert "a stake_decided record, is not what the rules make: outcome, amount differ." in text
    assert f"Resume the game as it stood at line {line - 1}, its last good move, or begin a new game?" in text
    assert question.resume_button.text() == f"&Resume up to line {line - 1}"
    assert not path.exists()
    assert not window.controller.has_game
    question.resume_button.click()
    qtbot.waitUntil(lambda: window.resume_question is None)
    good = [event for raw in lines[1 : line - 1] for event in json.loads(raw)["events"]]
    assert [event.to_json() for event in window.controller.game.log] == good
    assert path.read_bytes().splitlines() == lines[: line - 1]
    assert_table_matches_core(window)
    qtbot.waitUntil(lambda: f"line {line - 1}, its last good move" in window.statusBar().currentMessage())
    assert f"line {line - 1}, its last good move" in window.scene.status_item.text


def test_the_offer_of_a_damaged_journal_in_russian(qtbot: QtBot, tmp_path: Path, data_folder: Path,
                                                   request: pytest.FixtureRequest, qapp: QCoreApplication) -> None:
    _, line = forged(qtbot, tmp_path, data_folder)
    request.getfixturevalue("russian")
    QLocale.setDefault(QLocale(QLocale.Language.Russian))
    try:
        window = make_window(qtbot, tmp_path)
        start_or_resume(window, arguments(), config(Role.PUNTER, seed=3))
        question = window.resume_question
        assert question is not None
        assert question.windowTitle() == "Продолжить игру до последнего верного хода?"
        assert f"можно верить только до строки {line - 1}: строка {line}: действие {line - 1}:" in question.text()
        assert question.resume_button.text() == f"&Продолжить до строки {line - 1}"
        assert "Ваша роль: вы смотрите, как играют компьютерные игроки." in question.informativeText()
        question.new_button.click()
        qtbot.waitUntil(lambda: window.controller.has_game)
        assert window.controller.config.role is Role.PUNTER
    finally:
        QLocale.setDefault(QLocale(QLocale.Language.English))
        QCoreApplication.sendEvent(qapp, QEvent(QEvent.Type.LanguageChange))


def test_a_journal_that_cannot_be_written_is_said_once_and_play_goes_on(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "blocked").write_text("a file where the data folder should be")
    window = make_window(qtbot, tmp_path)
    window.session.keep_journal(tmp_path / "blocked" / "data")
    window.start(config(Role.WATCH, seed=3))
    assert window.controller.run_computer(limit=30) == 30
    box = window.journal_warning
    assert isinstance(box, QMessageBox)
    assert "cannot be resumed" in box.text()
    assert window.session.journal is not None
    assert window.session.journal.problem is not None


def test_a_finished_session_is_archived_and_not_offered(qtbot: QtBot, tmp_path: Path, folder: Path) -> None:
    window = journaled_window(qtbot, tmp_path, folder, "one")
    window.start(config(Role.WATCH, seed=3))
    window.controller.run_computer(limit=20)
    window.controller.end_session()
    assert window.controller.game.phase is Phase.OVER
    window.close()
    assert load_kept(SHTOSS, folder) is None
    assert len(archived_journals(folder, SHTOSS)) == 1


def test_the_offer_names_the_deal_whose_stakes_are_on_the_table_and_speaks_to_the_banker(
        qtbot: QtBot, tmp_path: Path, folder: Path) -> None:
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
    text = "\n".join(describe_kept(kept_in(folder)))
    assert "Deal 2; you hold the bank:" in text, text


def test_a_long_kept_session_is_laid_out_once_at_the_instant_speed(qtbot: QtBot, tmp_path: Path, folder: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    import shutil

    folder.mkdir(parents=True)
    fixture = Path(__file__).resolve().parents[2] / "fixtures" / "release-0.1.0" / "shtoss-talia-premiums.jsonl"
    shutil.copy(fixture, folder / SHTOSS.current_name)
    window = journaled_window(qtbot, tmp_path, folder, "one")
    kept = kept_in(folder)
    layouts: list[object] = []
    relayout = window.scene._relayout
    monkeypatch.setattr(window.scene, "_relayout", lambda *a, **k: (layouts.append(a), relayout(*a, **k))[1])
    window.resume(kept)
    assert window.scene.is_idle()
    assert window.scene.state == kept.game.state()
    assert_table_matches_core(window)
    # 2 427 records, laid out once for all of them (once each took this machine some 12 s).
    assert len(kept.game.log) == 2427
    assert len(layouts) <= 3
