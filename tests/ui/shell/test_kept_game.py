"""What both windows say about a kept game (`ui/shell/kept_game.py`): a journal that cannot be used is said with
"a new game begins", other problems as storage words them; the note after a resume says whether the game resumes
where it stopped, after its last complete move (a torn line) or at its last good line; the warning shows file
names as written; in English and in Russian."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.shtoss.controller import SessionConfig
from shtoss_desktop.app.shtoss.session import ShtossSession
from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.core.seats import Role
from shtoss_desktop.storage.journal import SHTOSS, KeptGame, load_kept
from shtoss_desktop.storage.problems import StorageMessage, StorageProblem
from shtoss_desktop.ui.shell.kept_game import (
    journal_problem_text,
    journal_warning,
    no_kept_game_text,
    resumed_note,
    resumed_text,
    resumed_up_to_text,
    torn_line_text,
)

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
NEW_GAME = "A new game begins."


def journal_in(folder: Path, steps: int = 20) -> Path:
    """A watched shtoss game kept in `folder` after `steps` computer steps; its journal's path."""
    session = ShtossSession()
    assert session.keep_journal(folder)
    session.start(SessionConfig(role=Role.WATCH, seed=3, human_name="Hermann"))
    session.controller.run_computer(limit=steps)
    session.close()
    return folder / SHTOSS.current_name


def kept(folder: Path, damage: str = "") -> KeptGame[Any, Any]:
    """The kept game of `folder`: as written, with a torn last line ("torn"), or trusted up to line 3
    ("damaged")."""
    path = journal_in(folder)
    lines = path.read_bytes().splitlines()
    assert len(lines) > 5
    if damage == "torn":
        path.write_bytes(path.read_bytes() + b'{"action": 99, "mo')
    elif damage == "damaged":
        path.write_bytes(b"\n".join([*lines[:3], b"<b>not an action</b>", *lines[4:]]) + b"\n")
    found = load_kept(SHTOSS, folder)
    assert isinstance(found, KeptGame)
    return found


def _unusable(message: StorageMessage) -> StorageProblem:
    empty = StorageProblem(StorageMessage.JOURNAL_EMPTY)
    inner = StorageProblem(StorageMessage.JOURNAL_UNUSABLE, {"path": "/tmp/<i>session</i>.jsonl", "problem": empty})
    params: dict[str, object] = {"problem": inner, "aside": "/tmp/x.corrupt-1"}
    if message is StorageMessage.JOURNAL_NOT_SET_ASIDE:
        params = {"problem": inner, "detail": "read-only"}
    return StorageProblem(message, params)


@pytest.mark.parametrize("message", [StorageMessage.JOURNAL_SET_ASIDE, StorageMessage.JOURNAL_NOT_SET_ASIDE])
def test_a_journal_that_cannot_be_used_is_said_with_a_new_game(qtbot: QtBot, message: StorageMessage) -> None:
    problem = _unusable(message)
    assert journal_problem_text(problem) == storage_text(problem) + " " + NEW_GAME


def test_another_problem_is_said_as_storage_words_it(qtbot: QtBot) -> None:
    problem = StorageProblem(StorageMessage.JOURNAL_WRITE, {"path": "/tmp/session.jsonl", "detail": "disk full"})
    assert journal_problem_text(problem) == storage_text(problem)
    assert NEW_GAME not in journal_problem_text(problem)


def test_the_note_after_a_resume_says_where_the_game_stood(qtbot: QtBot, tmp_path: Path) -> None:
    clean = kept(tmp_path / "clean")
    assert clean.clean
    assert not clean.torn_line
    assert resumed_note(clean) == resumed_text() == "The unfinished game resumes where it stopped."
    torn = kept(tmp_path / "torn", "torn")
    assert torn.clean
    assert torn.torn_line
    assert resumed_note(torn) == torn_line_text()
    assert "last complete move" in resumed_note(torn)
    damaged = kept(tmp_path / "damaged", "damaged")
    assert not damaged.clean
    assert damaged.good_line == 3
    assert resumed_note(damaged) == resumed_up_to_text(3)
    assert "line 3" in resumed_note(damaged)
    assert len({resumed_note(clean), resumed_note(torn), resumed_note(damaged), no_kept_game_text()}) == 4


def test_the_warning_shows_a_file_name_as_written(qtbot: QtBot) -> None:
    text = journal_problem_text(_unusable(StorageMessage.JOURNAL_SET_ASIDE))
    box = journal_warning(text)
    qtbot.addWidget(box)
    assert "<i>session</i>" in box.text()
    assert box.textFormat() is Qt.TextFormat.PlainText
    assert box.icon() is QMessageBox.Icon.Warning
    assert box.standardButtons() == QMessageBox.StandardButton.Ok
    assert box.windowTitle() == "Kept game"


@pytest.mark.usefixtures("russian")
def test_the_words_read_in_russian(qtbot: QtBot, tmp_path: Path) -> None:
    texts = [resumed_text(), torn_line_text(), resumed_up_to_text(7), no_kept_game_text(),
             journal_problem_text(_unusable(StorageMessage.JOURNAL_SET_ASIDE)),
             journal_warning("x").windowTitle()]
    for text in texts:
        assert CYRILLIC.search(text), text
    assert "7" in resumed_up_to_text(7)
    assert NEW_GAME not in texts[4]
    assert "A new game" not in texts[4]
