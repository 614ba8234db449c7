"""The statistics window: its table is the store's totals, its plots export as PNG and CSV, reset asks first, a
journal not counted is said; English and Russian."""

from __future__ import annotations

import csv
import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMessageBox

from shtoss_desktop.app.archive_maker import play_casino, play_shtoss
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.seats import Role
from shtoss_desktop.storage.journal import SHTOSS, archived_journals
from shtoss_desktop.storage.stats_store import StatsStore
from shtoss_desktop.ui.stats.window import EXPORT_SIZE, ROWS, StatsWindow

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory, qapp: Any) -> Path:
    folder = tmp_path_factory.mktemp("stats-window") / "data"
    play_shtoss(folder, 41)
    play_shtoss(folder, 42, role=Role.BANKER)
    play_casino(folder, 43)
    return folder


@pytest.fixture
def folder(made: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "data"
    shutil.copytree(made, copy)
    return copy


def opened(qtbot: Any, folder: Path) -> StatsWindow:
    window = StatsWindow(folder)
    qtbot.addWidget(window)
    window.wait_counted()
    qtbot.waitUntil(lambda: window.counting is None)
    return window


def test_the_table_shows_the_store_s_totals_for_each_game_and_part(qtbot: Any, folder: Path) -> None:
    window = opened(qtbot, folder)
    store = StatsStore(folder)
    assert store.open() is None
    for row, (game, part) in enumerate(ROWS):
        summary = store.summary(game, part)
        shown = store.overview(game, part)
        assert (shown.sessions, shown.net, shown.stakes) == (
            summary.sessions, summary.totals.net, summary.totals.stakes)
        assert shown.expected == pytest.approx(float(summary.totals.expectation))
        assert shown.variance == pytest.approx(float(summary.totals.variance))
        cells = [window.table.item(row, column).text().replace(",", "").replace("\u00a0", "") for column in range(6)]
        assert cells == [str(summary.sessions), str(summary.totals.deals), str(summary.totals.stakes),
                         str(summary.totals.won), str(summary.totals.lost), str(summary.totals.net)], (game, part)
    assert window.table.item(len(ROWS) - 1, 0).text() == "3"
    assert window.status.text() == "Every session counted replayed clean through the rules."


def test_the_plots_follow_the_game_and_part_chosen(qtbot: Any, folder: Path) -> None:
    window = opened(qtbot, folder)
    assert len(window.sessions) == 3
    window.choose(GameKind.CASINO, None)
    assert [line.game for line in window.sessions] == [GameKind.CASINO]
    window.choose(GameKind.CASINO, Role.BANKER)
    assert window.sessions == []
    assert not window.all_chart.has_data()


def test_a_plot_exports_as_a_picture_and_its_data_as_csv(qtbot: Any, folder: Path, tmp_path: Path) -> None:
    window = opened(qtbot, folder)
    window.tabs.setCurrentIndex(1)
    picture, data = tmp_path / "plot.png", tmp_path / "plot.csv"
    assert window.write_png(picture)
    assert QImage(str(picture)).size() == EXPORT_SIZE
    assert window.write_csv(data)
    with data.open(encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    nets = [line.net for line in window.sessions]
    assert rows[0] == ["Sessions, oldest first", "Balance"]
    assert [int(row[1]) for row in rows[1:]] == [sum(nets[: i + 1]) for i in range(len(nets))]


def test_a_failed_export_is_said(qtbot: Any, folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = opened(qtbot, folder)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: said.append(text))
    assert not window.write_csv(tmp_path / "no-such-folder" / "plot.csv")
    assert "no-such-folder" in said[0]


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Reset])
def test_reset_asks_first(qtbot: Any, folder: Path, monkeypatch: pytest.MonkeyPatch,
                          answer: QMessageBox.StandardButton) -> None:
    window = opened(qtbot, folder)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda _parent, _title, text, *_args: asked.append(text) or answer)
    window.ask_reset()
    assert len(asked) == 1
    sessions = window.table.item(len(ROWS) - 1, 0).text()
    assert sessions == ("0" if answer is QMessageBox.StandardButton.Reset else "3")


def test_a_journal_not_counted_is_said_with_its_name(qtbot: Any, folder: Path, english: None) -> None:
    victim = archived_journals(folder, SHTOSS)[0]
    lines = victim.read_bytes().split(b"\n")
    victim.write_bytes(b"\n".join([*lines[:2], b"{not json", *lines[3:]]))
    window = opened(qtbot, folder)
    assert window.status.text() == "1 problem with the statistics: hover here to read it."
    assert victim.name in window.status.toolTip()
    assert window.table.item(len(ROWS) - 1, 0).text() == "2"


def test_the_window_speaks_russian(qtbot: Any, folder: Path, russian: None) -> None:
    window = opened(qtbot, folder)
    assert window.windowTitle() == "Статистика"
    assert window.table.horizontalHeaderItem(0).text() == "Сеансы"
    assert window.table.verticalHeaderItem(0).text() == "Штосс, понтёром"
    assert window.tabs.tabText(2) == "Против ожидания"


def test_a_damaged_database_is_said_and_the_window_shows_the_one_built_again(qtbot: Any, folder: Path,
                                                                             english: None) -> None:
    (folder / "statistics.sqlite").write_bytes(b"not a database at all" * 50)
    window = opened(qtbot, folder)
    assert window.table.item(len(ROWS) - 1, 0).text() == "3", "counted again from the archive"
    assert window.status.text() == "1 problem with the statistics: hover here to read it."
    assert "statistics.sqlite.corrupt-" in window.status.toolTip()
