"""Game ▸ Statistics: the player's totals over every session of both games that replays clean, and their plots.

The window reads the statistics database (storage/stats_store.py) only. Opening it, a worker thread first counts
whatever the archive holds that the database lacks (`StatsStore.sync` in a store of its own: a thousand new
journals take a while, and the window stays alive meanwhile), then the window reads the totals again. A journal
not counted (it does not replay clean) is said under the table, with the reason in its tooltip.

The table: sessions, deals, stakes, won, lost, net, the biggest win and loss, the longest series of wins and of
losses, the expectation of the stakes made and the luck (the result less its expectation) with its standard
deviation, for shtoss as punter, as banker and both, casino stos, and both games. The plots follow the game and part
chosen above them: a session's balance stake by stake (the session chosen), the balance over all sessions, the
result against its expectation (one standard deviation shaded), and the stakes won, lost and even by abzug (turn)
position. Export writes the plot shown as PNG or its data as CSV; Reset forgets everything counted, after asking.
"""

from __future__ import annotations

import csv
import math
from itertools import accumulate
from pathlib import Path
from typing import Final

from PySide6.QtCore import QByteArray, QLocale, QSize, QThread, Signal
from PySide6.QtGui import QCloseEvent, QImageWriter
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.ledger import StakeResult
from shtoss_desktop.core.seats import Role
from shtoss_desktop.storage.problems import StorageProblem, system_detail
from shtoss_desktop.storage.stats_store import Overview, SessionPoint, StatsStore
from shtoss_desktop.ui.stats.plots import Chart, LineChart, PlotView, PositionsChart, Series

EXPORT_SIZE: Final = QSize(1200, 700)
"""The size of an exported plot, in pixels."""
ROWS: Final = (
    (GameKind.SHTOSS, Role.PUNTER),
    (GameKind.SHTOSS, Role.BANKER),
    (GameKind.SHTOSS, None),
    (GameKind.CASINO, None),
    (None, None),
)
"""The table's rows: a game (None: both) and a part (None: every part)."""


class Counting(QThread):
    """Counts what the archive holds that the database lacks, in a store of its own, off the GUI thread."""

    counted = Signal(list, bool)
    """The problems met (`StorageProblem`s) and whether anything counted changed, once done."""
    progressed = Signal(int, int)
    """How many of the journals to read are read, and how many there are (after each)."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.folder = folder

    def run(self) -> None:
        store = StatsStore(self.folder)
        said: list[StorageProblem] = []
        opened = store.open()
        if opened is not None:
            said.append(opened)
        said += store.sync(self.isInterruptionRequested, self.progressed.emit)
        store.close()
        self.counted.emit(said, store.changed or opened is not None)


class StatsWindow(QDialog):
    """The statistics window (see the module docstring) over the data folder `folder`."""

    def __init__(self, folder: Path, parent: QWidget | None = None, *, count: bool = True) -> None:
        """Show what `folder`'s database holds; with `count`, count the archive first (in a worker thread)."""
        super().__init__(parent)
        self.setObjectName("statsWindow")
        self.setWindowTitle(self.tr("Statistics"))
        self.folder = folder
        self.store = StatsStore(folder)
        """The database, read here (the counting writes through a store of its own)."""
        self.problems: list[StorageProblem] = []
        """What was said of the archive and the database the last time they were counted."""
        # With the counting, the database is checked (and a damaged one set aside) by the counting's own store.
        opened = self.store.open(check=not count)
        if opened is not None:
            self.problems.append(opened)
        self.sessions: list[SessionPoint] = []
        """The sessions the plots show."""

        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.table = QTableWidget(len(ROWS), 13, self)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.game_choice = QComboBox(self)
        self.part_choice = QComboBox(self)
        self.session_choice = QComboBox(self)
        self._games: tuple[GameKind | None, ...] = (None, GameKind.SHTOSS, GameKind.CASINO)
        self._parts: tuple[Role | None, ...] = (None, Role.PUNTER, Role.BANKER)
        for game in self._games:
            self.game_choice.addItem(self._game_name(game))
        for part in self._parts:
            self.part_choice.addItem(self._part_name(part))
        self.game_choice.currentIndexChanged.connect(lambda _index: self.refresh_plots())
        self.part_choice.currentIndexChanged.connect(lambda _index: self.refresh_plots())
        self.session_choice.currentIndexChanged.connect(lambda _index: self._show_session())

        self.session_chart = LineChart()
        self.all_chart = LineChart()
        self.luck_chart = LineChart()
        self.positions_chart = PositionsChart()
        self.charts: list[Chart] = [self.session_chart, self.all_chart, self.luck_chart, self.positions_chart]
        self.tabs = QTabWidget(self)
        session_page = QWidget(self)
        session_layout = QVBoxLayout(session_page)
        session_layout.addWidget(self.session_choice)
        self.views = [PlotView(chart, self) for chart in self.charts]
        session_layout.addWidget(self.views[0])
        self.tabs.addTab(session_page, self.tr("A session"))
        self.tabs.addTab(self.views[1], self.tr("All sessions"))
        self.tabs.addTab(self.views[2], self.tr("Against expectation"))
        self.tabs.addTab(self.views[3], self.tr("By position"))

        choices = QHBoxLayout()
        choices.addWidget(QLabel(self.tr("Plots of:"), self))
        choices.addWidget(self.game_choice)
        choices.addWidget(self.part_choice)
        choices.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.png_button = QPushButton(self.tr("Export plot as &PNG…"), self)
        self.csv_button = QPushButton(self.tr("Export data as &CSV…"), self)
        self.reset_button = QPushButton(self.tr("&Reset statistics…"), self)
        for button in (self.png_button, self.csv_button, self.reset_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.png_button.clicked.connect(self.export_png)
        self.csv_button.clicked.connect(self.export_csv)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.close)

        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.status)
        layout.addLayout(choices)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self.resize(1000, 720)

        self.counting: Counting | None = None
        self.refresh()
        if count:
            self.count()

    # ----- counting and reading -----

    def count(self) -> None:
        """Count the archive anew in a worker thread; the window reads the totals again when it is done."""
        if self.counting is not None:
            return
        self.counting = Counting(self.folder, self)
        self.counting.counted.connect(self._counted)
        self.counting.progressed.connect(self._progressed)
        self.counting.finished.connect(self._counting_done)
        self.status.setText(self.tr("Counting the archived games…"))
        self.counting.start()

    def _progressed(self, done: int, total: int) -> None:
        self.status.setText(self.tr("Counting the archived games: {done} of {total}…").format(
            done=format_amount(done), total=format_amount(total)))

    def _counted(self, said: list[StorageProblem], changed: bool) -> None:
        self.problems = said
        if changed:
            # The counting may have set a damaged file aside and made a new one: read the one there now.
            self.store.close()
            self.store.open(check=False)
            self.refresh()
        else:
            self._say_problems()

    def _counting_done(self) -> None:
        if self.counting is not None:
            self.counting.deleteLater()
            self.counting = None

    def wait_counted(self) -> None:
        """Wait for the counting to end (tests, the benchmark; closing the window)."""
        if self.counting is not None:
            self.counting.wait()

    def refresh(self) -> None:
        """Read the totals and the plots again from the database."""
        for row, (game, part) in enumerate(ROWS):
            self._fill_row(row, self._row_name(game, part), self.store.overview(game, part))
        self.table.setHorizontalHeaderLabels([
            self.tr("Sessions"), self.tr("Deals"), self.tr("Stakes"), self.tr("Won"), self.tr("Lost"), self.tr("Net"),
            self.tr("Biggest win"), self.tr("Biggest loss"), self.tr("Wins in a row"), self.tr("Losses in a row"),
            self.tr("Expected"), self.tr("Luck"), self.tr("Luck's σ")])
        self.table.resizeColumnsToContents()
        self._say_problems()
        self.refresh_plots()

    def _say_problems(self) -> None:
        if not self.problems:
            self.status.setText(self.tr("Every session counted replayed clean through the rules."))
            self.status.setToolTip("")
            return
        self.status.setText(self.tr("%n problem(s) with the statistics: hover here for each.", "",
                                    len(self.problems)))
        self.status.setToolTip("\n\n".join(storage_text(said) for said in self.problems))

    def _fill_row(self, row: int, name: str, t: Overview) -> None:
        self.table.setVerticalHeaderItem(row, QTableWidgetItem(name))
        cells = [format_amount(t.sessions), format_amount(t.deals), format_amount(t.stakes), format_amount(t.won),
                 format_amount(t.lost), format_amount(t.net), format_amount(t.biggest_win),
                 format_amount(t.biggest_loss), format_amount(t.win_series), format_amount(t.loss_series),
                 self._decimal(t.expected), self._decimal(t.luck), self._decimal(math.sqrt(max(t.variance, 0.0)))]
        for column, text in enumerate(cells):
            self.table.setItem(row, column, QTableWidgetItem(text))

    def _decimal(self, value: float) -> str:
        return QLocale().toString(value, "f", 1)

    @property
    def game(self) -> GameKind | None:
        """The game the plots show (None: both); `choose` sets it."""
        return self._games[max(0, self.game_choice.currentIndex())]

    @property
    def part(self) -> Role | None:
        """The part the plots show (None: every part)."""
        return self._parts[max(0, self.part_choice.currentIndex())]

    def choose(self, game: GameKind | None, part: Role | None) -> None:
        """Show the plots of `game` (None: both) in `part` (None: every part)."""
        self.game_choice.setCurrentIndex(self._games.index(game))
        self.part_choice.setCurrentIndex(self._parts.index(part))

    def refresh_plots(self) -> None:
        """Draw the plots again for the game and part chosen."""
        self.sessions = self.store.session_points(self.game, self.part)
        nets = [line.net for line in self.sessions]
        expected = [line.expected for line in self.sessions]
        variances = [line.variance for line in self.sessions]
        starts = [line.started.astimezone().strftime("%Y-%m-%d %H:%M") for line in self.sessions]
        balance = list(accumulate(nets))
        self.all_chart.set_series([Series(self.tr("Balance"), tuple(float(v) for v in balance))], starts)
        self.luck_chart.set_series([
            Series(self.tr("Result"), tuple(float(v) for v in balance)),
            Series(self.tr("Expected"), tuple(accumulate(expected)),
                   tuple(math.sqrt(v) for v in accumulate(variances))),
        ], starts)
        counts = self.store.by_position(self.game, self.part)
        self.positions_chart.set_counts({position: (c[StakeResult.WON], c[StakeResult.LOST], c[StakeResult.EVEN])
                                         for position, c in counts.items()})
        self.session_choice.blockSignals(True)
        self.session_choice.clear()
        for line, start in zip(self.sessions, starts, strict=True):
            self.session_choice.addItem(self._session_name(line, start), line.id)
        self.session_choice.setCurrentIndex(len(self.sessions) - 1)
        self.session_choice.blockSignals(False)
        self._words()
        self._show_session()

    def _show_session(self) -> None:
        session = self.session_choice.currentData()
        stakes = self.store.session_stakes(session, self.part) if session is not None else []
        self.session_chart.set_series([
            Series(self.tr("Balance"), tuple(float(v) for v in accumulate(stake.amount for stake in stakes))),
            Series(self.tr("Expected"), tuple(float(v) for v in accumulate(stake.expectation for stake in stakes))),
        ], [f"{stake.deal}/{stake.position}" for stake in stakes])
        for view in self.views:
            view.update()

    def _words(self) -> None:
        self.session_chart.x_title = self.tr("Stakes of the session, in order")
        self.all_chart.x_title = self.luck_chart.x_title = self.tr("Sessions, oldest first")
        self.positions_chart.x_title = self.tr("Abzug (casino stos: turn) that decided the stake")
        self.session_chart.y_title = self.all_chart.y_title = self.luck_chart.y_title = self.tr("Money")
        self.positions_chart.y_title = self.tr("Stakes")
        self.positions_chart.names = (self.tr("Won"), self.tr("Lost"), self.tr("Even"))
        for chart in self.charts:
            chart.empty_text = self.tr("No stake counted yet")

    def _session_name(self, line: SessionPoint, start: str) -> str:
        seed = self.tr("no seed") if line.seed is None else self.tr("seed {seed}").format(seed=line.seed)
        return self.tr("{start}, {game} ({seed}): {net}").format(
            start=start, game=self._game_name(line.game), seed=seed, net=format_amount(line.net))

    def _game_name(self, game: GameKind | None) -> str:
        if game is GameKind.SHTOSS:
            return self.tr("Shtoss")
        if game is GameKind.CASINO:
            return self.tr("Casino stos")
        return self.tr("Both games")

    def _part_name(self, part: Role | None) -> str:
        if part is Role.PUNTER:
            return self.tr("As punter")
        if part is Role.BANKER:
            return self.tr("As banker")
        return self.tr("Every part")

    def _row_name(self, game: GameKind | None, part: Role | None) -> str:
        if game is None:
            return self.tr("Both games")
        if part is None:
            return self._game_name(game)
        if part is Role.PUNTER:
            return self.tr("{game} as punter").format(game=self._game_name(game))
        return self.tr("{game} as banker").format(game=self._game_name(game))

    # ----- export and reset -----

    @property
    def shown_chart(self) -> Chart:
        """The chart of the tab shown."""
        return self.charts[self.tabs.currentIndex()]

    def export_png(self) -> None:
        """Ask where, and write the plot shown as a PNG picture."""
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export the plot"), str(Path.home() / "statistics.png"),
                                              self.tr("PNG pictures (*.png)"))
        if name:
            self.write_png(Path(name))

    def write_png(self, path: Path) -> bool:
        """Write the plot shown to `path`; whether it was written (a failure is said)."""
        writer = QImageWriter(str(path), QByteArray(b"PNG"))
        if writer.write(self.shown_chart.render_image(EXPORT_SIZE, self.palette())):
            return True
        QMessageBox.warning(self, self.tr("Statistics"),
                            self.tr("The picture could not be written to {path}.").format(path=path))
        return False

    def export_csv(self) -> None:
        """Ask where, and write the data of the plot shown as CSV."""
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export the data"), str(Path.home() / "statistics.csv"),
                                              self.tr("CSV files (*.csv)"))
        if name:
            self.write_csv(Path(name))

    def write_csv(self, path: Path) -> bool:
        """Write the data of the plot shown to `path`; whether it was written (a failure is said)."""
        titles, rows = self.shown_chart.data_rows()
        try:
            with path.open("w", encoding="utf-8", newline="") as handle:
                writer = csv.writer(handle)
                writer.writerow(titles)
                writer.writerows(rows)
        except (OSError, UnicodeError) as error:
            said = self.tr("The data could not be written to {path}: {detail}.")
            QMessageBox.warning(self, self.tr("Statistics"), said.format(path=path, detail=system_detail(error)))
            return False
        return True

    def ask_reset(self) -> None:
        """Ask before forgetting everything counted; then reset."""
        answer = QMessageBox.question(
            self, self.tr("Reset statistics"),
            self.tr("Forget every session counted so far? From now on only sessions started after this moment are "
                    "counted. The archived games themselves are kept."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Reset:
            self.reset()

    def reset(self) -> None:
        """Forget everything counted (the player confirmed)."""
        self.wait_counted()
        said = self.store.reset()
        self.problems = [said] if said is not None else []
        self.refresh()

    def _stop_counting(self) -> None:
        """Closing: the counting stops after the journal it is reading (the rest is counted next time)."""
        if self.counting is not None:
            self.counting.requestInterruption()
            self.counting.wait()
        self.store.close()

    def done(self, result: int) -> None:
        self._stop_counting()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop_counting()
        super().closeEvent(event)


__all__ = ["EXPORT_SIZE", "ROWS", "Counting", "StatsWindow"]
