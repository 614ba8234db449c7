"""The keyboard: single-key shortcuts work wherever the focus is (a number field keeps its digits), the focus is
seen, every shortcut is listed under a title shown whole, and no game is discarded by a stray key."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor, QImage, QKeySequence, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QTableView, QWidget

from shtoss_desktop.app.shtoss.controller import Waiting
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.ui.shell.shortcuts_dialog import ShortcutsDialog
from shtoss_desktop.ui.shtoss.window import MainWindow
from tests.ui.table_helpers import config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


def staked_punter(qtbot, tmp_path: Path) -> MainWindow:
    """A window where the human punter has a card staked and may cut (C) before the deal."""
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER, computers=1))
    window.controller.run_computer()
    assert window.controller.waiting_for() is Waiting.HUMAN_STAKES
    window.controller.place_stake([window.panel.picker.cursor_card()])
    window.refresh()
    assert window.actions_by_name["cut"].isEnabled()
    return window


def focus(qtbot, widget: QWidget) -> None:
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(widget.hasFocus)


def test_a_letter_shortcut_works_while_the_kush_field_has_the_focus(qtbot, tmp_path: Path) -> None:
    window = staked_punter(qtbot, tmp_path)
    kush = window.panel.kush_edit
    focus(qtbot, kush)
    qtbot.keyClick(kush, Qt.Key.Key_C)
    assert window.controller.game.phase is Phase.DEALING  # the deck was cut: the deal began
    assert kush.text() == ""  # and no "c" was typed


def test_the_kush_field_keeps_its_digits(qtbot, tmp_path: Path) -> None:
    window = staked_punter(qtbot, tmp_path)
    kush = window.panel.kush_edit
    focus(qtbot, kush)
    qtbot.keyClicks(kush, "12")
    assert kush.text() == "12"
    assert window.controller.game.phase is Phase.STAKING  # typing a kush set nothing going


@pytest.mark.parametrize("where", ["a panel button", "the history view", "the players view"])
def test_a_letter_shortcut_works_wherever_the_focus_is(qtbot, tmp_path: Path, where: str) -> None:
    window = staked_punter(qtbot, tmp_path)
    window.show_side_views(True)
    target: QWidget
    if where == "a panel button":
        buttons = [b for b in window.panel.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
        assert buttons
        target = buttons[0]
        target.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    else:
        view = window.docks["history" if where == "the history view" else "players"].findChild(QTableView)
        assert view is not None
        target = view
    focus(qtbot, target)
    qtbot.keyClick(target, Qt.Key.Key_C)
    assert window.controller.game.phase is Phase.DEALING


def test_every_single_key_passes_the_kush_field_but_its_digits(qtbot, tmp_path: Path) -> None:
    window = staked_punter(qtbot, tmp_path)
    fired: list[str] = []
    for key in ("Space", "D", "T", "P", "B", "A", "R", "N", "U", "G", "5"):
        probe = QAction(window)
        probe.setShortcut(QKeySequence(key))
        probe.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        probe.triggered.connect(lambda _checked=False, k=key: fired.append(k))
        window.addAction(probe)
    for name in ("take", "paroli", "paix", "accept", "refuse", "new_bank", "give_up_bank", "auto_deal", "cut"):
        window.removeAction(window.actions_by_name[name])  # only the probes answer these keys
    kush = window.panel.kush_edit
    focus(qtbot, kush)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_D, Qt.Key.Key_T, Qt.Key.Key_P, Qt.Key.Key_B, Qt.Key.Key_A,
                Qt.Key.Key_R, Qt.Key.Key_N, Qt.Key.Key_U, Qt.Key.Key_G, Qt.Key.Key_5):
        qtbot.keyClick(kush, key)
    assert fired == ["Space", "D", "T", "P", "B", "A", "R", "N", "U", "G"]  # every key but the digit
    assert kush.text() == "5"


def test_the_focus_is_ringed(qtbot, tmp_path: Path) -> None:
    window = staked_punter(qtbot, tmp_path)
    button = next(b for b in window.panel.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled())
    button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    highlight = window.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight)

    def ring_pixels() -> int:
        image = button.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        return sum(
            1
            for x in range(image.width())
            for y in (0, 1, image.height() - 2, image.height() - 1)
            if _near(QColor(image.pixel(x, y)), highlight)
        )

    window.view.setFocus()
    qtbot.waitUntil(lambda: not button.hasFocus())
    without = ring_pixels()
    focus(qtbot, button)
    with_focus = ring_pixels()
    assert with_focus > without + button.width()  # a ring of the highlight colour, top and bottom at least


def _near(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 60


def test_the_shortcuts_dialog_lists_every_shortcut_under_its_whole_title(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.actions_by_name["shortcuts"].trigger()
    dialog = window.shortcuts_dialog
    assert isinstance(dialog, ShortcutsDialog)
    assert dialog.windowTitle() == "Keyboard shortcuts"
    assert dialog.width() >= dialog.fontMetrics().horizontalAdvance(dialog.windowTitle()) + 100
    table = dialog.table
    listed = {table.item(row, 0).text(): table.item(row, 1).text() for row in range(table.rowCount())}
    assert listed["Cut anywhere"] == "C"
    assert listed["Take"] == "T"
    assert listed["Paroli"] == "P"
    assert listed["Side views"] == "F9"
    assert len(listed) == len(window.shortcut_lines())
    # Enter on a focused panel button presses it, and the list says so.
    assert "Enter presses the button that has the focus" in dialog.note.text()
    dialog.close()


def test_f9_shows_and_hides_the_side_views(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.show_side_views(False)
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert all(not dock.isHidden() for dock in window.docks.values())
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert all(dock.isHidden() for dock in window.docks.values())


def in_progress(qtbot, tmp_path: Path) -> MainWindow:
    window = staked_punter(qtbot, tmp_path)
    assert window.game_in_progress()
    return window


def test_ending_a_game_in_progress_asks_first_and_escape_keeps_it(qtbot, tmp_path: Path) -> None:
    window = in_progress(qtbot, tmp_path)
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    question = window.discard_question
    assert isinstance(question, QMessageBox)
    assert question.isVisible()
    assert window.controller.waiting_for() is not Waiting.OVER  # nothing ended before the answer
    qtbot.keyClick(question, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.discard_question is None)
    assert window.controller.waiting_for() is not Waiting.OVER


def test_ending_a_game_in_progress_once_confirmed(qtbot, tmp_path: Path) -> None:
    window = in_progress(qtbot, tmp_path)
    window.actions_by_name["end_session"].trigger()
    question = window.discard_question
    assert isinstance(question, QMessageBox)
    end = question.button(QMessageBox.StandardButton.Yes)
    assert end.text() == "&End the session"
    with qtbot.waitSignal(window.sessionSummaryShown):
        end.click()
    assert window.controller.waiting_for() is Waiting.OVER
    window.summary_dialog.close()


def test_a_new_game_over_one_in_progress_asks_first(qtbot, tmp_path: Path) -> None:
    window = in_progress(qtbot, tmp_path)
    before = window.controller.game
    started: list[bool] = []
    window.confirm_discard("?", "&New game", lambda: started.append(True))
    question = window.discard_question
    assert isinstance(question, QMessageBox)
    question.reject()  # Cancel
    qtbot.waitUntil(lambda: window.discard_question is None)
    assert started == []
    assert window.controller.game is before


def test_nothing_is_asked_before_a_game_is_under_way(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER, computers=1))
    window.controller.run_computer()
    assert not window.game_in_progress()
    with qtbot.waitSignal(window.sessionSummaryShown):
        window.actions_by_name["end_session"].trigger()
    assert window.discard_question is None
    window.summary_dialog.close()



# ----- one owner for each key -----


def enabled_shortcut_owners(window: MainWindow) -> dict[str, list[str]]:
    """Each shortcut of the window's enabled actions, and the actions that have it."""
    owners: dict[str, list[str]] = {}
    for action in window.findChildren(QAction):
        if not action.isEnabled():
            continue
        for sequence in action.shortcuts():
            owners.setdefault(sequence.toString(), []).append(action.objectName() or action.text())
    return owners


def assert_one_owner_per_key(window: MainWindow, where: str) -> None:
    window.refresh()
    shared = {key: names for key, names in enabled_shortcut_owners(window).items() if len(names) > 1}
    assert not shared, f"{where}: Qt would find these keys ambiguous and do nothing: {shared}"


def walk(window: MainWindow, seed: int, steps: int = 400) -> set[tuple[Waiting, bool]]:
    """Play the session through the window's actions (атанде now and then), checking at every state that no key
    belongs to two enabled actions; return the (waiting, human is banker) states met."""
    import random

    rng = random.Random(seed)
    controller, actions = window.controller, window.actions_by_name
    seen: set[tuple[Waiting, bool]] = set()
    for _ in range(steps):
        waiting = controller.waiting_for()
        assert_one_owner_per_key(window, f"{waiting.name}, banker={controller.human_is_banker}")
        seen.add((waiting, controller.human_is_banker))
        if waiting is Waiting.OVER:
            break
        if actions["atande"].isEnabled() and rng.random() < 0.4:
            actions["atande"].trigger()
        elif waiting is Waiting.PAUSED:
            # Space goes on, whoever deals: it has one owner.
            window.activateWindow()
            QTest.keyClick(window, Qt.Key.Key_Space)
            assert controller.waiting_for() is not Waiting.PAUSED, "Space did not go on after атанде"
        elif waiting is Waiting.HUMAN_OFFER:
            actions["accept" if rng.random() < 0.7 else "refuse"].trigger()
        elif waiting is Waiting.HUMAN_DEAL:
            actions["deal"].trigger()
        elif waiting is Waiting.HUMAN_NEW_BANK:
            actions["new_bank" if actions["new_bank"].isEnabled() else "give_up_bank"].trigger()
        elif waiting is Waiting.HUMAN_STAKES:
            if actions["cut"].isEnabled():
                actions["cut"].trigger()
            elif actions["deal_on"].isEnabled():
                actions["deal_on"].trigger()
            else:
                controller.place_stake([window.panel.picker.cursor_card()])
        else:
            controller.advance()
    return seen


def test_every_key_has_one_owner_in_every_state(qtbot, tmp_path: Path) -> None:
    from shtoss_desktop.app.shtoss.controller import SessionConfig
    from shtoss_desktop.core.shtoss.players import PunterStyle
    from shtoss_desktop.core.shtoss.rules import BankerRotation, HouseRules

    punter = make_window(qtbot, tmp_path / "punter")
    punter.start(config(Role.PUNTER, computers=2, seed=3, rules=HouseRules(talia=True)))
    seen = walk(punter, seed=1)
    banker = make_window(qtbot, tmp_path / "banker")
    rules = HouseRules(bank=60, capital=600, refuse_above=2, banker_rotation=BankerRotation.BANK_BROKEN)
    styles = (PunterStyle.HERMANN, PunterStyle.PAROLI_RUNNER)
    banker.start(SessionConfig(rules=rules, role=Role.BANKER, styles=styles, seed=11, human_name="You"))
    seen |= walk(banker, seed=2)
    wanted = {
        (Waiting.HUMAN_STAKES, False),
        (Waiting.PAUSED, False),
        (Waiting.HUMAN_DEAL, True),
        (Waiting.PAUSED, True),
        (Waiting.HUMAN_OFFER, True),
        (Waiting.HUMAN_NEW_BANK, True),
    }
    assert wanted <= seen, f"states never reached: {wanted - seen}"
