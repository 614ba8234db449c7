"""Every window and dialog of the game fits a 1024×600 screen, in English and in Russian.

The offscreen platform of the test run has a screen of its own size, so the check runs in a child process whose
offscreen screen is exactly 1024×600 (the plugin's `configfile` option names a JSON file with its screens). There
the child builds the main window as a first start does, opens every dialog and message box the game shows, and
reports where each one lies; the test asserts that each lies wholly on the screen, with room left for a window
manager's title bar, and that its OK / Cancel / Close buttons are shown inside it.

`SHTOSS_FITS_SHOTS=/some/folder` makes the child save a PNG of each, to look at.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from shtoss_desktop.ui.i18n_build import lrelease_command

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
SCREEN = (1024, 600)
TITLE_BAR = 30
"""What a window manager's title bar adds above a window (the offscreen platform draws none)."""


def _screen_config(folder: Path) -> Path:
    path = folder / "screen.json"
    path.write_text(
        json.dumps(
            {
                "synchronousWindowSystemEvents": True,
                "windowFrameMargins": True,
                "screens": [
                    {
                        "name": "small",
                        "x": 0,
                        "y": 0,
                        "width": SCREEN[0],
                        "height": SCREEN[1],
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ],
            }
        ),
        encoding="utf-8",
    )
    return path


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, object]]:
    """What the child process saw: one record per window and language."""
    folder = tmp_path_factory.mktemp("fits")
    for source in sorted(TRANSLATIONS.glob("*_ru.ts")):
        compiled = folder / source.with_suffix(".qm").name
        subprocess.run([*lrelease_command(), "-silent", str(source), "-qm", str(compiled)], check=True)
    out = folder / "report.json"
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screen_config(folder)}"
    env.pop("DISPLAY", None)
    code = "import sys; from tests.ui.test_fits_screen import probe; probe(sys.argv[1], sys.argv[2], sys.argv[3])"
    subprocess.run(
        [sys.executable, "-c", code, str(folder), str(out), str(folder / "work")],
        cwd=ROOT,
        env=env,
        check=True,
        timeout=240,
    )
    records: list[dict[str, object]] = json.loads(out.read_text(encoding="utf-8"))
    return records


EXPECTED = {
    "main window",
    "new game",
    "house rules",
    "house rules question",
    "rules of shtoss",
    "keyboard shortcuts",
    "session summary",
    "resume the game",
    "resume a damaged game",
    "kept game warning",
    "discard the game",
}


def test_every_window_was_opened_in_both_languages(report: list[dict[str, object]]) -> None:
    seen = {(str(r["name"]), str(r["language"])) for r in report}
    assert seen == {(name, language) for name in EXPECTED for language in ("en", "ru")}
    assert {r["screen"] for r in report} == {f"{SCREEN[0]}x{SCREEN[1]}"}


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_window_lies_wholly_on_a_1024x600_screen(report: list[dict[str, object]], language: str) -> None:
    problems = []
    for record in report:
        if record["language"] != language:
            continue
        left, top, width, height = record["frame"]  # type: ignore[misc]
        on_screen = left >= 0 and top >= 0 and left + width <= SCREEN[0] and top + height <= SCREEN[1]
        # A maximized window's title bar is the window manager's to fit in, and it does.
        if not on_screen or (height + TITLE_BAR > SCREEN[1] and not record.get("maximized")):
            problems.append(f"{record['name']}: {width}×{height} at ({left}, {top})")
    assert problems == []


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_dialog_s_buttons_are_shown_inside_it(report: list[dict[str, object]], language: str) -> None:
    for record in report:
        if record["language"] != language or record["name"] == "main window":
            continue
        buttons = record["buttons"]
        assert isinstance(buttons, list)
        assert buttons, f"{record['name']} has no OK / Cancel / Close button"
        for button in buttons:
            assert button["visible"], (record["name"], button["text"])
            assert button["inside"], (record["name"], button["text"])


def test_the_first_start_fits_the_screen_and_leaves_the_table_its_width(report: list[dict[str, object]]) -> None:
    for record in report:
        if record["name"] == "main window":
            _left, _top, width, height = record["frame"]  # type: ignore[misc]
            assert width <= SCREEN[0]
            assert height <= SCREEN[1]
            assert (width, height) == SCREEN  # a small screen: all of it, no margin round the window
            assert record["maximized"]
            assert record["docks_shown"] == []  # a small screen: the table gets the width


def test_a_remembered_geometry_too_big_for_the_screen_is_shrunk(qtbot, tmp_path: Path) -> None:
    from shtoss_desktop.storage.settings import AppSettings
    from shtoss_desktop.ui.shtoss.window import MainWindow

    big = MainWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(big)
    big.resize(2400, 1500)  # saved on a large screen
    big.show()
    big.close()
    again = MainWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(again)
    available = again.screen().availableGeometry()
    assert again.width() <= available.width()
    assert again.height() <= available.height()


def test_the_side_views_are_remembered_and_kept_narrow(qtbot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QApplication, QTableView

    from shtoss_desktop.core.seats import Role
    from shtoss_desktop.storage.settings import AppSettings
    from shtoss_desktop.ui.shell.placement import SIDE_VIEW_SHARE
    from shtoss_desktop.ui.shtoss.window import ROOMY_WIDTH, MainWindow
    from tests.ui.table_helpers import config

    window = MainWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    roomy = window.width() >= ROOMY_WIDTH  # a first start: shown only in a roomy window
    assert all(dock.isHidden() is not roomy for dock in window.docks.values())
    window.show()
    window.start(config(Role.PUNTER, computers=4))
    window.controller.run_computer()
    window.show_side_views(True)
    window.resize(*SCREEN)
    QApplication.processEvents()
    window.resize(SCREEN[0] - 200, SCREEN[1] - 60)  # made smaller: the side views follow
    QApplication.processEvents()
    for name in ("players", "history"):
        dock = window.docks[name]
        assert dock.width() <= window.width() * SIDE_VIEW_SHARE + 1, name
    players = window.docks["players"].findChild(QTableView)
    assert players is not None
    assert not players.horizontalScrollBar().isVisible()
    window.close()
    again = MainWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(again)
    assert not again.docks["players"].isHidden()  # shown when the game was closed: shown again


# ----- the child process -----


def probe(qm_folder: str, out: str, work: str) -> None:
    """Open every window at the offscreen screen's size in English, then Russian; write what was seen to `out`."""
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication

    app = QApplication([sys.argv[0]])
    records: list[dict[str, object]] = []
    shots = os.environ.get("SHTOSS_FITS_SHOTS")
    for language in ("en", "ru"):
        translators = []
        if language == "ru":
            for qm in sorted(Path(qm_folder).glob("*_ru.qm")):
                translator = QTranslator()
                assert translator.load(str(qm)), qm
                app.installTranslator(translator)
                translators.append(translator)
        records.extend(_open_everything(app, Path(work) / language, language, shots))
        for translator in translators:
            app.removeTranslator(translator)
    Path(out).write_text(json.dumps(records), encoding="utf-8")


def _open_everything(app: object, work: Path, language: str, shots: str | None) -> list[dict[str, object]]:
    from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

    from shtoss_desktop.app.shtoss.controller import Waiting
    from shtoss_desktop.app.shtoss.scripted_player import play_to_mid_deal
    from shtoss_desktop.app.shtoss.session import describe_kept
    from shtoss_desktop.core.seats import Role
    from shtoss_desktop.storage.journal import SHTOSS, KeptGame, load_kept
    from shtoss_desktop.storage.presets import PresetStore
    from shtoss_desktop.storage.settings import AppSettings
    from shtoss_desktop.ui.dialogs.new_game import NewGameDialog
    from shtoss_desktop.ui.dialogs.plain_box import plain_box
    from shtoss_desktop.ui.shell.kept_game import journal_warning
    from shtoss_desktop.ui.shell.resume import ResumeQuestion
    from shtoss_desktop.ui.shtoss.rules_dialog import SettingsDialog
    from shtoss_desktop.ui.shtoss.summary_dialog import SummaryDialog, summarise
    from shtoss_desktop.ui.shtoss.window import MainWindow

    work.mkdir(parents=True)
    records: list[dict[str, object]] = []

    def settle() -> None:
        for _ in range(4):
            QApplication.processEvents()

    def seen(name: str, widget: QWidget, **extra: object) -> None:
        widget.show()
        settle()
        records.append({"name": name, "language": language, **_where(widget), **extra})
        if shots:
            widget.grab().save(str(Path(shots) / f"{name.replace(' ', '_')}_{language}.png"))

    # As a first start: a small screen's window is maximized (the window manager fits its frame in).
    window = MainWindow(AppSettings(work / "settings.ini"))
    window.set_autoplay(False)
    window.set_speed("instant")
    assert window.session.keep_journal(work / "journal")
    config = window.default_config(role=Role.PUNTER, punters=5, seed=3)
    window.start(config)
    window.show()
    settle()
    play_to_mid_deal(window.controller, 3)
    window.scene.flush()
    window.refresh()
    shown = [name for name, dock in window.docks.items() if not dock.isHidden()]
    seen("main window", window, docks_shown=shown, maximized=window.isMaximized())

    styles = window.settings.computer_styles(5)
    dialog = NewGameDialog(window.settings.rules(), styles=styles, role=Role.PUNTER, human_name="You", parent=window)
    seen("new game", dialog)
    dialog.close()

    settings_dialog = SettingsDialog(window.settings, PresetStore(work / "presets"), session_running=True,
                                     parent=window)
    seen("house rules", settings_dialog)
    yes_no = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    # The dialog's own question box, as `_ask` and `_warn` make it.
    question = plain_box(settings_dialog, QMessageBox.Icon.Question, "?", _long_question(), yes_no)
    seen("house rules question", question)
    question.close()
    settings_dialog.close()

    window.show_rules()
    assert window._help_window is not None
    seen("rules of shtoss", window._help_window)
    window._help_window.close()

    window.show_shortcuts()
    assert window.shortcuts_dialog is not None
    seen("keyboard shortcuts", window.shortcuts_dialog)
    window.shortcuts_dialog.close()

    window.confirm_discard(_long_question(), "&New game", lambda: None)
    assert window.discard_question is not None
    seen("discard the game", window.discard_question)
    window.discard_question.close()

    assert window.session.journal is not None
    window.session.journal.release()
    kept = load_kept(SHTOSS, work / "journal")
    assert isinstance(kept, KeptGame)
    seen("resume the game", ResumeQuestion(kept, describe_kept(kept), window))
    # A journal the rules trust only up to some line: the question names the file, the line and the rule.
    path = work / "journal" / SHTOSS.current_name
    lines = path.read_bytes().splitlines()
    path.write_bytes(b"\n".join([*lines[:-2], b'{"action": 0}', lines[-1]]) + b"\n")
    damaged = load_kept(SHTOSS, work / "journal")
    assert isinstance(damaged, KeptGame)
    assert not damaged.clean
    seen("resume a damaged game", ResumeQuestion(damaged, describe_kept(damaged), window))
    seen("kept game warning", journal_warning(_long_question() * 3, window))

    window.controller.end_session()
    assert window.controller.waiting_for() is Waiting.OVER
    seen("session summary", SummaryDialog(summarise(window.controller.game.log), human="You", parent=window))
    for widget in QApplication.topLevelWidgets():
        widget.close()
    window.deleteLater()
    settle()
    return records


def _long_question() -> str:
    return (
        "A game is in progress. The new settings apply from the next deal; the current deal ends under the old "
        "rules, and a preset called “Дома у Нарумова, по старым правилам” is kept as it is. Apply them?"
    )


def _where(widget: object) -> dict[str, object]:
    """Where `widget` (a shown window) lies, and whether its dialog buttons are shown inside it."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QMessageBox, QWidget

    assert isinstance(widget, QWidget)
    frame = widget.frameGeometry()
    screen = widget.screen().geometry()
    inside_rect = QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
    buttons = []
    boxes = widget.findChildren(QDialogButtonBox)
    roles = {
        QDialogButtonBox.ButtonRole.AcceptRole,
        QDialogButtonBox.ButtonRole.RejectRole,
        QDialogButtonBox.ButtonRole.YesRole,
        QDialogButtonBox.ButtonRole.NoRole,
        QDialogButtonBox.ButtonRole.DestructiveRole,
    }
    for box in boxes:
        for button in box.buttons():
            if box.buttonRole(button) not in roles or not isinstance(button, QAbstractButton):
                continue
            if isinstance(widget, QMessageBox) and button.isHidden():
                continue
            rect = QRect(button.mapToGlobal(QPoint(0, 0)), button.size())
            inside = inside_rect.contains(rect) and widget.screen().availableGeometry().contains(rect)
            buttons.append({"text": button.text(), "visible": button.isVisible(), "inside": inside})
    return {
        "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
        "screen": f"{screen.width()}x{screen.height()}",
        "buttons": buttons,
    }
