"""The keys a newcomer reaches for: the deck picker chooses with Enter and Space, digits typed on it go to the
kush, and the focus (with its ring) is on the next move at the first start and after the recap's Next deal."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from shtoss_desktop.app.shtoss import session as shtoss_session
from shtoss_desktop.app.shtoss.controller import Waiting
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui.shtoss.window import MainWindow
from shtoss_desktop.ui.table import animator
from tests.ui.table_helpers import config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


def punting(qtbot, tmp_path: Path) -> MainWindow:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    window.scene.flush()
    qtbot.waitUntil(window.panel.focus_settled)
    return window


def test_at_the_first_start_the_next_move_has_the_focus(qtbot, tmp_path: Path) -> None:
    """The window opens on a game waiting for the punter: the focus (and its ring) is on his next move at once,
    no Tab first."""
    window = punting(qtbot, tmp_path)
    target = window.panel.next_focus()
    assert target is not None
    assert QApplication.focusWidget() is target


def test_a_session_started_before_the_window_shows_has_the_focus_on_its_next_move(qtbot, tmp_path: Path) -> None:
    """As the program starts: the window made, the session begun, then the window shown."""
    settings = AppSettings(tmp_path / "settings.ini")
    settings.set("animation_speed", "instant")
    window = MainWindow(settings, remember_geometry=False)
    qtbot.addWidget(window)
    window.set_autoplay(False)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.waitUntil(window.panel.focus_settled)
    target = window.panel.next_focus()
    assert target is not None
    assert QApplication.focusWidget() is target


def test_enter_on_a_card_not_chosen_chooses_it_and_enter_again_stakes_it(qtbot, tmp_path: Path) -> None:
    window = punting(qtbot, tmp_path)
    picker = window.panel.picker
    picker.setFocus()
    card = picker.cursor_card()
    qtbot.keyClick(picker, Qt.Key.Key_Return)
    assert picker.selected_cards() == (card,)
    assert window.controller.game.stakes_of("You") == ()
    qtbot.keyClick(picker, Qt.Key.Key_Return)  # chosen: Enter is Stake
    assert [s.card for s in window.controller.game.stakes_of("You")] == [card]


def test_space_chooses_and_un_chooses_the_card_under_the_mark(qtbot, tmp_path: Path) -> None:
    window = punting(qtbot, tmp_path)
    picker = window.panel.picker
    picker.setFocus()
    qtbot.keyClick(picker, Qt.Key.Key_Right)
    card = picker.cursor_card()
    qtbot.keyClick(picker, Qt.Key.Key_Space)
    assert picker.selected_cards() == (card,)
    qtbot.keyClick(picker, Qt.Key.Key_Space)
    assert picker.selected_cards() == ()


def test_digits_typed_on_the_deck_go_to_the_kush(qtbot, tmp_path: Path) -> None:
    """The punter chooses a card with the keys and types 12: the stake goes in at 12, not at 6."""
    window = punting(qtbot, tmp_path)
    panel = window.panel
    panel.picker.setFocus()
    qtbot.keyClick(panel.picker, Qt.Key.Key_Return)
    card = panel.selected_cards()[0]
    for digit in "12":  # typed where the focus is: the first digit takes it to the kush field
        qtbot.keyClicks(QApplication.focusWidget(), digit)
    assert panel.kush_edit.text() == "12"
    assert panel.kush_edit.hasFocus()
    qtbot.keyClick(panel.kush_edit, Qt.Key.Key_Return)
    [stake] = window.controller.game.stakes_of("You")
    assert (stake.card, stake.kush) == (card, 12)


@pytest.fixture
def quick_normal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(animator.MOVE_DURATIONS, "normal", 25)
    monkeypatch.setitem(shtoss_session.STEP_DELAYS, "normal", 4)


def test_after_next_deal_the_focus_is_on_the_next_move(qtbot, tmp_path: Path, quick_normal: None) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")  # at the instant speed no recap shows
    window.start(config(Role.PUNTER))
    window.set_autoplay(True)
    controller = window.controller

    def human_punter() -> bool:
        if window.recap.waiting():
            return True
        if window.scene.is_idle() and controller.waiting_for() is Waiting.HUMAN_STAKES:
            game = controller.game
            if game.phase is Phase.STAKING and not game.stakes_of("You"):
                controller.place_stake([Card.parse("7D")], 6)
            elif game.phase is Phase.STAKING:
                controller.cut(None)
            else:
                controller.deal_on()
        return False

    qtbot.waitUntil(human_punter, timeout=30_000)
    window.view.setFocus()  # where a click on the table leaves it
    qtbot.waitUntil(window.recap.readable, timeout=3_000)
    qtbot.mouseClick(window.recap.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.waiting_for() is Waiting.HUMAN_STAKES and window.scene.is_idle(),
                    timeout=30_000)
    qtbot.waitUntil(window.panel.focus_settled)
    target = window.panel.next_focus()
    assert target is not None
    assert QApplication.focusWidget() is target
