"""The one offer to resume a kept game (`ui/shell/resume.py`; the windows' use of it is tests/ui/shtoss/test_resume.py
and tests/ui/casino/test_resume.py): it says when the game started and was last written and the game's lines as
written, a damaged journal with its problem and line; nothing is done before the answer, then exactly one of resume
and new game; Escape resumes; the question deletes itself once answered; in English and in Russian."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.ui.shell.resume import ResumeQuestion, ask_to_resume, dates_text, moment_text
from tests.ui.shell.test_kept_game import kept

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
LINES = ["Your part: <b>you</b> watch.", "Balances: Hermann 300."]


@pytest.fixture
def parent(qtbot: QtBot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_a_clean_game_is_offered_with_its_dates_and_lines_as_written(qtbot: QtBot, tmp_path: Path) -> None:
    game = kept(tmp_path)
    question = ResumeQuestion(game, LINES)
    qtbot.addWidget(question)
    assert question.kept is game
    assert question.windowTitle() == "Resume the game?"
    assert question.icon() is QMessageBox.Icon.Question
    assert question.textFormat() is Qt.TextFormat.PlainText
    assert question.informativeText().splitlines() == [dates_text(game), *LINES]
    assert dates_text(game) == (f"Started {moment_text(game.header.started)}, "
                                f"last move {moment_text(game.saved)}.")
    assert question.resume_button.text() == "&Resume"
    assert question.defaultButton() is question.resume_button
    assert question.escapeButton() is question.resume_button


def test_a_damaged_game_is_offered_up_to_its_last_good_line(qtbot: QtBot, tmp_path: Path) -> None:
    game = kept(tmp_path, "damaged")
    assert game.problem is not None
    question = ResumeQuestion(game, LINES)
    qtbot.addWidget(question)
    assert question.icon() is QMessageBox.Icon.Warning
    assert question.text().startswith(storage_text(game.problem) + "\n\n")
    assert "line 3, its last good move" in question.text()
    assert question.resume_button.text() == "&Resume up to line 3"
    assert "its file was last written" in dates_text(game)
    assert question.escapeButton() is question.resume_button


def test_a_moment_is_written_as_the_locale_writes_it(qtbot: QtBot, tmp_path: Path) -> None:
    game = kept(tmp_path)
    when = game.header.started
    expected = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(when.timestamp())), QLocale.FormatType.ShortFormat)
    assert moment_text(when) == expected
    assert str(when.year % 100) in moment_text(when)


@pytest.mark.parametrize(("answer", "wanted"), [("resume", ["resume"]), ("new", ["new game"]),
                                                ("escape", ["resume"])])
def test_the_answer_does_exactly_one_thing_and_the_question_goes(qtbot: QtBot, tmp_path: Path, parent: QWidget,
                                                                answer: str, wanted: list[str]) -> None:
    done: list[str] = []
    question = ask_to_resume(parent, kept(tmp_path), LINES, resume=lambda: done.append("resume"),
                             new_game=lambda: done.append("new game"))
    gone: list[bool] = []
    question.destroyed.connect(lambda: gone.append(True))
    qtbot.waitExposed(question)
    assert question.isVisible()
    assert question.windowModality() is Qt.WindowModality.WindowModal
    assert done == [], "nothing before the answer"
    with qtbot.waitSignal(question.finished):
        if answer == "resume":
            question.resume_button.click()
        elif answer == "new":
            question.new_button.click()
        else:
            qtbot.keyClick(question, Qt.Key.Key_Escape)
    assert done == wanted
    qtbot.waitUntil(lambda: bool(gone))


@pytest.mark.usefixtures("russian")
def test_the_offer_reads_in_russian(qtbot: QtBot, tmp_path: Path) -> None:
    clean = ResumeQuestion(kept(tmp_path / "clean"), [])
    damaged = ResumeQuestion(kept(tmp_path / "damaged", "damaged"), [])
    for question in (clean, damaged):
        qtbot.addWidget(question)
        for text in (question.windowTitle(), question.text(), question.informativeText(),
                     question.resume_button.text(), question.new_button.text()):
            assert CYRILLIC.search(text), text
    assert "3" in damaged.resume_button.text()
    assert clean.windowTitle() != damaged.windowTitle()
