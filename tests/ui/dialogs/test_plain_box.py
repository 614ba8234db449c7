"""Message boxes whose text is plain text (`ui/dialogs/plain_box.py`): a file or preset name that looks like markup
reads as written, and `ask` answers whether the player said yes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from shtoss_desktop.ui.dialogs.plain_box import ask, plain_box, warn

MARKUP = "<h1>BIG.json</h1> & <b>bold</b>"


class Shown:
    """Stands in for `QMessageBox.exec`: keeps each box's icon, title, text, format and buttons, and answers
    `answer`."""

    def __init__(self, answer: QMessageBox.StandardButton) -> None:
        self.answer = answer
        self.boxes: list[tuple[QMessageBox.Icon, str, str, Qt.TextFormat, QMessageBox.StandardButton]] = []

    def exec(self, box: QMessageBox) -> int:
        self.boxes.append((box.icon(), box.windowTitle(), box.text(), box.textFormat(), box.standardButtons()))
        return int(self.answer.value)


def stand_in(monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton) -> Shown:
    shown = Shown(answer)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.exec(box))
    return shown


def test_markup_is_shown_as_written(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    box = plain_box(parent, QMessageBox.Icon.Warning, "Title", MARKUP, QMessageBox.StandardButton.Ok)
    assert box.parent() is parent
    assert box.textFormat() is Qt.TextFormat.PlainText
    box.show()
    qtbot.waitExposed(box)
    labels = [label for label in box.findChildren(QLabel) if label.text() == MARKUP]
    assert labels, "the text is shown whole, tags and all"
    assert labels[0].textFormat() is Qt.TextFormat.PlainText
    box.close()


@pytest.mark.parametrize(("answer", "said_yes"), [
    (QMessageBox.StandardButton.Yes, True),
    (QMessageBox.StandardButton.No, False),
])
def test_ask_answers_whether_the_player_said_yes(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                  answer: QMessageBox.StandardButton, said_yes: bool) -> None:
    shown = stand_in(monkeypatch, answer)
    assert ask(None, "Delete?", MARKUP) is said_yes
    yes_no = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    assert shown.boxes == [(QMessageBox.Icon.Question, "Delete?", MARKUP, Qt.TextFormat.PlainText, yes_no)]


def test_a_closed_question_is_no(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    stand_in(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert ask(None, "Delete?", "x") is False


def test_warn_says_the_problem_in_plain_text_with_ok(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    shown = stand_in(monkeypatch, QMessageBox.StandardButton.Ok)
    warn(None, "Cannot read", MARKUP)
    assert shown.boxes == [(QMessageBox.Icon.Warning, "Cannot read", MARKUP, Qt.TextFormat.PlainText,
                            QMessageBox.StandardButton.Ok)]
