"""Opening the statistics window over an archive of 1 000 sessions, as a ratio against a bare window in the same run.

    .venv/bin/python benchmarks/bench_stats.py [FOLDER]

FOLDER (by default a folder in the system's temporary folder, made once) holds an archive of 1 000 seeded sessions
of both games (benchmarks/make_stats_archive.py makes it; this script does when it is missing). The database is
first brought up to date with the archive (the first time: every journal replayed through the rules, timed and
said). Then, in alternate rounds: the baseline, a bare dialog with a table of the same size and a tab widget, made,
shown and painted; and the statistics window, made (the database opened and checked, every total and plot read),
its counting of the archive done (every journal's size and time compared with the database's), shown and painted.
Each figure is the median of the rounds.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication, QDialog, QTableWidget, QTabWidget, QVBoxLayout, QWidget

from shtoss_desktop.app.archive_maker import make_archive
from shtoss_desktop.storage.journal import CASINO, SHTOSS, archived_journals
from shtoss_desktop.storage.stats_store import StatsStore
from shtoss_desktop.ui.stats.window import StatsWindow

SESSIONS = 1000
ROUNDS = 7


def bare(app: QApplication) -> float:
    start = time.perf_counter()
    dialog = QDialog()
    layout = QVBoxLayout(dialog)
    layout.addWidget(QTableWidget(5, 13, dialog))
    tabs = QTabWidget(dialog)
    for name in ("a", "b", "c", "d"):
        tabs.addTab(QWidget(dialog), name)
    layout.addWidget(tabs)
    dialog.resize(1000, 720)
    dialog.show()
    dialog.repaint()
    app.processEvents()
    took = time.perf_counter() - start
    dialog.close()
    dialog.deleteLater()
    app.processEvents()
    return took


def window(app: QApplication, folder: Path) -> float:
    start = time.perf_counter()
    shown = StatsWindow(folder)
    shown.wait_counted()
    app.processEvents()
    shown.show()
    shown.repaint()
    app.processEvents()
    took = time.perf_counter() - start
    assert shown.counting is None
    shown.close()
    shown.deleteLater()
    app.processEvents()
    return took


def main(argv: list[str]) -> int:
    folder = Path(argv[1]) if len(argv) > 1 else Path(tempfile.gettempdir()) / f"shtoss-stats-{SESSIONS}"
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    archived = len(archived_journals(folder, SHTOSS)) + len(archived_journals(folder, CASINO))
    if archived < SESSIONS:
        print(f"making {SESSIONS - archived} archived sessions in {folder} ...")
        make_archive(folder, SESSIONS - archived, first_seed=archived + 1)
    store = StatsStore(folder)
    store.open()
    start = time.perf_counter()
    said = store.sync()
    print(f"bringing the database up to date with the archive: {time.perf_counter() - start:.2f} s"
          f" ({len(said)} problems)")
    summary = store.summary()
    store.close()
    print(f"{summary.sessions} sessions counted, {summary.totals.stakes} stakes, {summary.totals.deals} deals")
    bare(app)
    window(app, folder)  # the first of each warms the caches of Qt and of the files
    bares, windows = [], []
    for _ in range(ROUNDS):
        bares.append(bare(app))
        windows.append(window(app, folder))
    base, ours = statistics.median(bares), statistics.median(windows)
    print(f"bare dialog: {base * 1000:.1f} ms; statistics window over {summary.sessions} sessions:"
          f" {ours * 1000:.1f} ms; ratio {ours / base:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
