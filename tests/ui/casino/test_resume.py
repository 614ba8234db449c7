"""The casino window's kept game and its shared settings: the journal's lock (a second window neither offers nor
writes the kept game), the offer to resume (what it says, nothing starts before the answer, Escape resumes, New game
archives), a journal the rules trust only up to a line offered as such (in English and Russian), a resumed game
whose computer players go on exactly as without the interruption, a live language change, and the animation speed,
the card theme and the card indices shared with the shtoss window."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.casino.controller import CasinoConfig
from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.storage.journal import CASINO, KeptGame, load_kept
from shtoss_desktop.storage.settings import AppSettings, Speed
from shtoss_desktop.ui.casino.launch import begin
from shtoss_desktop.ui.casino.table_geometry import Box
from shtoss_desktop.ui.casino.window import CasinoWindow
from shtoss_desktop.ui.shell.resume import ResumeQuestion
from shtoss_desktop.ui.shell.window import Menu
from shtoss_desktop.ui.table import card_art


def open_window(qtbot: QtBot, tmp_path: Path, settings: AppSettings | None = None) -> CasinoWindow:
    """A casino window keeping its games in `tmp_path` (as the data folder)."""
    window = CasinoWindow(settings if settings is not None else AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    window.set_speed(Speed.INSTANT)
    window.session.keep_journal(tmp_path)
    window.show()
    return window


def journal_of(folder: Path) -> Path:
    return folder / CASINO.current_name


def play(window: CasinoWindow, turns: int) -> None:
    """The human bets a chip on the next live rank before each turn, with a suit bet now and then."""
    controller = window.controller
    for turn in range(turns):
        rank = list(Rank)[turn % 13]
        if controller.game.copies_left(rank) and controller.game.bet_of("You", rank) is None:
            controller.add_chip(rank)
            if turn % 4 == 0:
                controller.set_suit(rank, Suit.HEARTS)
        controller.deal()


def computer_records(window: CasinoWindow) -> list[dict[str, object]]:
    human = window.controller.human
    return [event.to_json() for event in window.controller.game.log if getattr(event, "player", None) != human]


def test_a_second_window_neither_offers_nor_writes_the_kept_game(qtbot: QtBot, tmp_path: Path) -> None:
    first = open_window(qtbot, tmp_path)
    first.start(first.default_config(seed=4))
    play(first, 5)
    journal = journal_of(tmp_path)
    kept = journal.read_bytes()
    second = open_window(qtbot, tmp_path)
    assert second.journal_locked_out()
    qtbot.waitUntil(lambda: "Another window is keeping its casino stos game" in second.statusBar().currentMessage())
    begin(second, second.default_config(seed=9))
    assert second.resume_question is None, "the kept game is the first window's"
    assert second.controller.game.turns_dealt == 0
    play(second, 3)
    assert journal.read_bytes() == kept, "the second window writes nothing"
    assert not (tmp_path / "archive").exists()
    play(first, 1)
    assert journal.read_bytes() != kept, "the first window goes on keeping its game"
    first.close()
    third = open_window(qtbot, tmp_path)
    assert not third.journal_locked_out(), "the lock goes with the window that held it"
    begin(third, third.default_config(), resume=True)
    assert third.controller.game.turns_dealt == 6


def test_the_kept_game_is_offered_and_escape_resumes_it(qtbot: QtBot, tmp_path: Path) -> None:
    first = open_window(qtbot, tmp_path)
    first.start(first.default_config(seed=8))
    play(first, 7)
    first.controller.add_chip(Rank.KING)
    log, cards_left = first.controller.game.log, first.controller.game.cards_left
    balances = first.controller.game.balances()
    first.close()
    second = open_window(qtbot, tmp_path)
    begin(second, second.default_config())
    question = second.resume_question
    assert isinstance(question, ResumeQuestion)
    text = question.informativeText()
    assert "turn 7" in text
    assert f"{cards_left} cards left" in text
    assert f"You {format_amount(balances['You'])}" in text
    assert "On the layout:" in text
    assert "Started " in text
    assert "last move " in text
    assert not second.controller.has_game, "nothing starts before the player answers"
    qtbot.keyClick(question, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: second.resume_question is None)
    assert second.controller.game.log == log
    assert not (tmp_path / "archive").exists()


def test_a_new_game_instead_archives_the_kept_one(qtbot: QtBot, tmp_path: Path) -> None:
    first = open_window(qtbot, tmp_path)
    first.start(first.default_config(seed=8))
    play(first, 4)
    first.close()
    kept = journal_of(tmp_path).read_bytes()
    second = open_window(qtbot, tmp_path)
    second.offer(load_kept(CASINO, tmp_path), second.default_config(seed=21))  # type: ignore[arg-type]
    question = second.resume_question
    assert question is not None
    question.new_button.click()
    qtbot.waitUntil(lambda: second.resume_question is None)
    assert second.controller.config.seed == 21
    assert second.controller.game.turns_dealt == 0
    archived = list((tmp_path / "archive").glob("casino-*.jsonl"))
    assert [path.read_bytes() for path in archived] == [kept], "nothing is lost: the kept game is archived"
    second.actions_by_name["new_game"].trigger()  # nothing dealt yet: no question
    assert len(list((tmp_path / "archive").glob("casino-*.jsonl"))) == 2, "a new game archives the one played"
    assert isinstance(load_kept(CASINO, tmp_path), KeptGame)


@pytest.mark.parametrize("seed", [5, None])
def test_after_a_resume_the_computer_players_choose_as_they_would_have(
        qtbot: QtBot, tmp_path: Path, seed: int | None) -> None:
    whole = open_window(qtbot, tmp_path / "whole")
    whole.start(whole.default_config(seed=seed))
    players_seed = whole.controller.players_seed
    play(whole, 30)
    first = open_window(qtbot, tmp_path / "cut")
    # The same session (an unseeded one has its computer players' seed drawn, kept in the journal).
    first.start(CasinoConfig(rules=whole.controller.config.rules, seed=seed, players_seed=players_seed,
                             shoe=whole.controller.game.shoe))
    play(first, 12)
    first.close()
    second = open_window(qtbot, tmp_path / "cut")
    begin(second, second.default_config(), resume=True)
    assert second.controller.players_seed == players_seed
    for turn in range(12, 30):
        rank = list(Rank)[turn % 13]
        controller = second.controller
        if controller.game.copies_left(rank) and controller.game.bet_of("You", rank) is None:
            controller.add_chip(rank)
            if turn % 4 == 0:
                controller.set_suit(rank, Suit.HEARTS)
        controller.deal()
    assert computer_records(second) == computer_records(whole)
    assert second.controller.game.log == whole.controller.game.log


@pytest.fixture
def back_to_english(qapp: QCoreApplication) -> Iterator[None]:
    yield
    QLocale.setDefault(QLocale(QLocale.Language.English))
    QCoreApplication.sendEvent(qapp, QEvent(QEvent.Type.LanguageChange))


def test_the_window_follows_a_language_change(
        qtbot: QtBot, tmp_path: Path, back_to_english: None, request: pytest.FixtureRequest) -> None:
    window = open_window(qtbot, tmp_path)
    window.start(window.default_config(seed=3))
    play(window, 2)
    assert window.menus[Menu.GAME].title() == "&Game"
    assert window.scene.status_item.text.startswith("Turn 2:")
    request.getfixturevalue("russian")
    QLocale.setDefault(QLocale(QLocale.Language.Russian))
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert window.menus[Menu.GAME].title() != "&Game"
    assert window.windowTitle() != "Shtoss — casino stos (faro)"
    assert window.actions_by_name["deal"].text() != "&Deal"
    assert window.actions_by_name["speed_slow"].text() != "S&low"
    assert window.dock.windowTitle() != "The table's books"
    assert window.side_tabs.tabText(1) != "History"
    header = window.history_model.headerData(1, Qt.Orientation.Horizontal)
    assert header != "Turn"
    assert window.history_view.horizontalHeader().model().headerData(1, Qt.Orientation.Horizontal) == header
    assert not window.scene.status_item.text.startswith("Turn 2:"), "the status line speaks the new language"
    assert "Turn" not in window.scene.box_card_item(Box.LOSS).toolTip()  # type: ignore[union-attr]
    assert window.controller.game.turns_dealt == 2, "nothing of the game changes"


def test_speed_theme_and_indices_are_the_shared_settings(qtbot: QtBot, tmp_path: Path, back_to_english: None) -> None:
    settings = AppSettings(tmp_path / "settings.ini")
    settings.set("card_theme", "classic")
    window = open_window(qtbot, tmp_path, settings)
    window.start(window.default_config(seed=2))
    play(window, 1)
    window.actions_by_name["speed_fast"].trigger()
    assert settings.animation_speed() is Speed.FAST, "the casino's speed menu sets the shared speed"
    assert window.scene.speed is Speed.FAST
    settings.set("animation_speed", Speed.SLOW.value)
    assert window.scene.speed is Speed.SLOW
    assert window.actions_by_name["speed_slow"].isChecked()
    assert window.scene.art.theme.key == "classic"
    qtbot.waitUntil(lambda: len(window.scene.art.cache) > 0)  # the cards painted once
    settings.set("card_theme", "classic-blue")
    assert window.scene.art.theme.key == "classic-blue", "a theme chosen in the shtoss window applies at once"
    assert len(window.scene.art.cache) == 0, "every card is painted again"
    QLocale.setDefault(QLocale(QLocale.Language.Russian))
    qtbot.waitUntil(lambda: len(window.scene.art.cache) > 0)
    settings.set("card_indices", "latin")
    assert not card_art.russian_indices()
    assert len(window.scene.art.cache) == 0, "the cards are painted again at once, with Latin indices"
    settings.set("card_indices", "russian")
    assert card_art.russian_indices()


def test_the_command_lines_resume_seed_and_plain_start(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    begin(window, window.default_config(), resume=True)
    assert window.controller.game.turns_dealt == 0
    assert window.statusBar().currentMessage() == "There was no unfinished game to resume: a new game has begun."
    play(window, 3)
    log = window.controller.game.log
    window.close()
    resumed = open_window(qtbot, tmp_path)
    begin(resumed, resumed.default_config(), resume=True)
    assert resumed.resume_question is None, "--resume does not ask"
    assert resumed.controller.game.log == log
    resumed.close()
    offered = open_window(qtbot, tmp_path)
    begin(offered, offered.default_config())
    assert offered.resume_question is not None, "without --resume the kept game is offered"
    offered.close()
    seeded = open_window(qtbot, tmp_path)
    begin(seeded, seeded.default_config(seed=44, punters=0))
    assert seeded.resume_question is None
    assert seeded.controller.game.players == ("You",)
    assert len(list((tmp_path / "archive").glob("casino-*.jsonl"))) == 1, "a seed asks for a new game"


def test_the_lock_of_a_killed_game_is_taken_over(qtbot: QtBot, tmp_path: Path) -> None:
    # A window's process takes the lock and dies without letting it go (os._exit runs no destructor, as a kill).
    program = ("import os, sys; from pathlib import Path; from PySide6.QtCore import QCoreApplication; "
               "from shtoss_desktop.storage.journal import CASINO, Journal; app = QCoreApplication([]); "
               "journal = Journal(CASINO, Path(sys.argv[1])); os._exit(3 if journal.claim() else 0)")
    subprocess.run([sys.executable, "-c", program, str(tmp_path)], check=True, timeout=60,
                   env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert (tmp_path / "casino-session.lock").exists()
    window = open_window(qtbot, tmp_path)
    assert not window.journal_locked_out()
    window.start(window.default_config(seed=1))
    assert journal_of(tmp_path).exists()


def damaged(qtbot: QtBot, folder: Path) -> tuple[list[bytes], list[object]]:
    """A kept game whose 7th line holds a turn the shoe does not deal: its lines and the log of the good ones."""
    first = open_window(qtbot, folder)
    first.start(first.default_config(seed=8))
    play(first, 9)
    first.close()
    path = journal_of(folder)
    lines = path.read_bytes().splitlines()
    bad = json.loads(lines[6])
    turn = next(event for event in bad["events"] if event["kind"] == "turn_dealt")
    turn["loss_card"], turn["win_card"] = turn["win_card"], turn["loss_card"]
    path.write_bytes(b"\n".join([*lines[:6], json.dumps(bad).encode(), *lines[7:]]) + b"\n")
    good = [event for line in lines[1:6] for event in json.loads(line)["events"]]
    return lines, good


def test_a_journal_trusted_up_to_a_line_is_offered_as_such_and_resumes_there(qtbot: QtBot, tmp_path: Path) -> None:
    lines, good = damaged(qtbot, tmp_path)
    window = open_window(qtbot, tmp_path)
    begin(window, window.default_config(), resume=True)  # even --resume asks: the player decides
    question = window.resume_question
    assert isinstance(question, ResumeQuestion)
    text = question.text()
    assert str(journal_of(tmp_path)) in text
    assert "can be trusted only up to line 6: line 7: action 6: record 1, a turn_dealt record, is not what the rules " \
           "make: loss_card, win_card differ." in text
    assert "The file was renamed casino-session.jsonl.corrupt-" in text
    assert "Resume the game as it stood at line 6, its last good move, or begin a new game?" in text
    assert question.resume_button.text() == "&Resume up to line 6"
    assert not journal_of(tmp_path).exists(), "the damaged file is set aside, never written again"
    (aside,) = tmp_path.glob("casino-session.jsonl.corrupt-*")
    assert aside.read_bytes().splitlines()[:6] == lines[:6]
    assert not window.controller.has_game
    question.resume_button.click()
    qtbot.waitUntil(lambda: window.resume_question is None)
    assert [event.to_json() for event in window.controller.game.log] == good
    assert journal_of(tmp_path).read_bytes().splitlines() == lines[:6], "a new journal of exactly the good lines"
    qtbot.waitUntil(lambda: "line 6, its last good move" in window.statusBar().currentMessage())
    play(window, 2)
    again = load_kept(CASINO, tmp_path)
    assert isinstance(again, KeptGame)
    assert again.clean


def test_a_journal_trusted_up_to_a_line_or_a_new_game(qtbot: QtBot, tmp_path: Path) -> None:
    damaged(qtbot, tmp_path)
    window = open_window(qtbot, tmp_path)
    begin(window, window.default_config(seed=3))
    question = window.resume_question
    assert question is not None
    question.new_button.click()
    qtbot.waitUntil(lambda: window.resume_question is None)
    assert window.controller.config.seed == 3
    assert len(list(tmp_path.glob("casino-session.jsonl.corrupt-*"))) == 1, "the damaged file is kept, as it was"
    assert not (tmp_path / "archive").exists(), "and not archived: statistics read only what the rules made"


def test_the_offer_of_a_damaged_journal_in_russian(qtbot: QtBot, tmp_path: Path, back_to_english: None,
                                                  request: pytest.FixtureRequest) -> None:
    damaged(qtbot, tmp_path)
    request.getfixturevalue("russian")
    QLocale.setDefault(QLocale(QLocale.Language.Russian))
    window = open_window(qtbot, tmp_path)
    begin(window, window.default_config())
    question = window.resume_question
    assert question is not None
    text = question.text()
    assert "можно верить только до строки 6: строка 7: действие 6:" in text
    assert "Файл переименован в casino-session.jsonl.corrupt-" in text
    assert question.resume_button.text() == "&Продолжить до строки 6"
    assert question.new_button.text() == "&Новая игра"
    assert "Шуз 1" in question.informativeText()


def test_a_journal_that_cannot_be_used_at_all_is_said_and_a_new_game_begins(qtbot: QtBot, tmp_path: Path) -> None:
    journal_of(tmp_path).write_bytes(b"<h1>not a journal</h1>\n")
    window = open_window(qtbot, tmp_path)
    begin(window, window.default_config())
    assert window.resume_question is None
    assert window.controller.has_game
    box = window.journal_warning
    assert box is not None
    text = box.text()  # type: ignore[attr-defined]
    assert text.startswith(f"The kept game {journal_of(tmp_path)} could not be resumed: line 1: it is not valid JSON")
    assert text.endswith("so that nothing is lost. A new game begins.")
