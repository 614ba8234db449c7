"""The players' names and the cards as a person reads them on the table: a session seated in English shows its
computer players, the human ("Вы") and the cards (В, Д, К, Т) in Russian once the player switches the language,
on the name plates, the players' view, the history, the status line and the recap."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.shtoss.models import HistoryColumn, SeatsColumn
from shtoss_desktop.app.words import COMPUTER_NAMES
from shtoss_desktop.core.seats import Role
from shtoss_desktop.ui.shtoss.summary_dialog import SummaryDialog, summarise
from tests.ui.table_helpers import config, make_window
from tests.ui.test_language_change import fresh_translations, russian_now

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

__all__ = ["fresh_translations"]  # the fixture, used by name


def test_names_follow_a_change_of_language_everywhere(qtbot, tmp_path: Path, fresh_translations: None) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    QCoreApplication.processEvents()
    banker = window.controller.game.banker
    assert banker == "Chekalinsky"
    plate = window.scene.plate(banker)
    assert plate is not None
    assert plate.name == "Chekalinsky"

    russian_now(window)

    assert window.controller.game.banker == "Chekalinsky", "the core keeps its ids"
    assert plate.name == "Чекалинский"
    human_plate = window.scene.plate("You")
    assert human_plate is not None
    assert human_plate.name == "Вы"
    names = _column(window, "SeatsModel", SeatsColumn.NAME)
    assert "Чекалинский" in names
    assert "Вы" in names
    assert not set(names) & set(COMPUTER_NAMES)
    history = _column(window, "HistoryModel", HistoryColumn.TEXT)
    assert history[0].startswith("Банк держит Чекалинский"), history[0]
    window.controller.end_session()
    summary = SummaryDialog(summarise(window.controller.game.log), human="You", parent=window)
    qtbot.addWidget(summary)
    shown = [summary.table.item(row, 0).text() for row in range(summary.table.rowCount())]
    assert "Чекалинский" in shown
    assert "Вы" in shown


def _column(window: object, model_class: str, column: int) -> list[str]:
    from PySide6.QtCore import QAbstractItemModel

    [model] = [m for m in window.findChildren(QAbstractItemModel) if type(m).__name__ == model_class]
    return [model.index(row, column).data() for row in range(model.rowCount())]
