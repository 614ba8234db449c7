"""The replay window's screenshot for the README (packaging/screenshots.sh runs it, offscreen).

`PYTHONPATH=. python packaging/replay_screenshot.py OUT.png [--lang en|ru]`: a seeded watched shtoss session is
played to the end of its third deal, Game ▸ Replay a past deal opens, and the newest deal is replayed nine steps on
(into its dealing); the replay window is grabbed to OUT.png.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from shtoss_desktop.app.shtoss.controller import SessionConfig
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import DealFinished
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.storage.settings import APPLICATION, ORGANIZATION, AppSettings, Speed
from shtoss_desktop.ui.replay import ReplayDialog
from shtoss_desktop.ui.shell.i18n import switch_language
from shtoss_desktop.ui.shtoss.window import MainWindow


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en", choices=("en", "ru"))
    options = parser.parse_args(argv)
    app = QApplication(sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    switch_language(app, options.lang)
    settings = AppSettings()
    settings.set("animation_speed", Speed.INSTANT.value)
    window = MainWindow(settings, remember_geometry=False)
    window.set_autoplay(False)
    window.resize(1280, 800)
    window.show()
    window.start(SessionConfig(rules=HouseRules(paroli=False), role=Role.WATCH, seed=3, human_name="Hermann",
                               styles=(PunterStyle.HERMANN, PunterStyle.ODDS_AWARE, PunterStyle.MIRANDOLE)))
    controller = window.controller
    while sum(isinstance(r, DealFinished) for r in controller.game.log) < 3:
        controller.advance()
    app.processEvents()
    window.replay_dialog()
    dialog = window.findChild(ReplayDialog)
    assert dialog is not None
    dialog.resize(1280, 860)
    for _ in range(9):
        dialog.forward()
    for _ in range(20):
        app.processEvents()
    if not dialog.grab().save(str(options.out)):
        print(f"{options.out} could not be written", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
