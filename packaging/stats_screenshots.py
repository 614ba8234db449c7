"""The statistics window's screenshots for the README, offscreen, from seeded sessions (packaging/screenshots.sh
runs it): `stats-en.png` (the result against its expectation) and `stats-ru.png` (a session's balance, in Russian),
1000x720.

    .venv/bin/python packaging/stats_screenshots.py [output folder]   (default: resources/screenshots)

Twelve sessions of both games, both parts, are played into a temporary data folder (app/archive_maker.py) and
counted; nothing of the developer's own archive shows.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from shtoss_desktop.app.archive_maker import make_archive
from shtoss_desktop.ui.shell.i18n import switch_language
from shtoss_desktop.ui.stats.window import StatsWindow

SHOTS = (("stats-en.png", "en", 2), ("stats-ru.png", "ru", 0))
"""Each picture: its file, its language and the plot shown (the tab's index)."""


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else Path("resources/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as home:
        folder = Path(home) / "data"
        make_archive(folder, 12)
        for name, language, tab in SHOTS:
            switch_language(app, language)
            window = StatsWindow(folder)
            window.wait_counted()
            app.processEvents()
            window.resize(1000, 720)
            window.tabs.setCurrentIndex(tab)
            window.show()
            app.processEvents()
            window.grab().save(str(out / name))
            print(out / name)
            window.close()
            window.deleteLater()
            app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
