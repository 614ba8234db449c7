"""Where the keyboard focus goes in a keyboard-only deal: always to something named and on the screen, where the
next move is, and it stays there while the move stays possible; never to the side views' tab bars (off screen
while they are hidden), nor to an unnamed page of the action panel. In the casino, Tab goes from the layout to
the chip's value (and the side panel's tabs when it is shown) and back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QTabBar, QWidget

from shtoss_desktop.app.shtoss import session as shtoss_session
from shtoss_desktop.app.shtoss.controller import Waiting
from shtoss_desktop.core.seats import Role
from shtoss_desktop.ui.shtoss import table_scene
from shtoss_desktop.ui.shtoss.window import MainWindow
from tests.ui.table_helpers import config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


@pytest.fixture
def quick_normal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(table_scene.MOVE_DURATIONS, "normal", 20)
    monkeypatch.setitem(shtoss_session.STEP_DELAYS, "normal", 4)


def spoken_name(widget: QWidget) -> str:
    """The name a screen reader says for `widget` (its accessible interface's, as AT-SPI reads it)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name) if interface is not None else ""


class FocusPath:
    """Every widget that took the focus, in order, each checked as it takes it."""

    def __init__(self, window: QWidget) -> None:
        self.window = window
        self.path: list[QWidget] = []
        self.problems: list[str] = []
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._changed)

    def _changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is None or new.window() is not self.window:
            return
        self.path.append(new)
        where = QRect(new.mapTo(self.window, new.rect().topLeft()), new.size())
        label = f"{type(new).__name__} {new.objectName()!r}"
        if not spoken_name(new):
            self.problems.append(f"{label} is unnamed")
        if not new.isVisible() or not self.window.rect().intersects(where):
            self.problems.append(f"{label} is off screen at {where.topLeft().toTuple()}")
        if isinstance(new, QTabBar) and new.parent() is self.window:
            self.problems.append(f"{label}: the tab bar of side views sharing a place")

    def names(self) -> list[str]:
        return [widget.objectName() for widget in self.path]


def _key(window: MainWindow, qtbot, key: Qt.Key) -> None:
    target = QApplication.focusWidget() or window
    qtbot.keyClick(target, key)


def test_the_punter_s_keyboard_deal_keeps_the_focus_named_and_on_screen(qtbot, tmp_path: Path, quick_normal) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")
    window.resize(1024, 700)
    path = FocusPath(window)
    window.start(config(Role.PUNTER, computers=2, seed=3))
    window.set_autoplay(True)
    controller = window.controller
    qtbot.waitUntil(lambda: window.scene.is_idle() and controller.waiting_for() is Waiting.HUMAN_STAKES
                    and window.panel.focus_settled(), timeout=10_000)
    # The computer punters have staked, he has not: his next move is a card of his own, on his deck (Enter must
    # not cut with nothing staked).
    assert QApplication.focusWidget() is window.panel.picker
    assert set(path.names()) <= {"tableView", "deckPicker"}, path.names()
    for _ in range(20):
        if QApplication.focusWidget() is window.panel.picker:
            break
        _key(window, qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.panel.picker
    # Choose the card under the mark, type a kush, stake with Enter, then cut with C.
    _key(window, qtbot, Qt.Key.Key_Space)
    assert window.panel.selected_cards()
    for digit in "12":  # typed on the deck, the kush goes to its field, which takes the focus for the next digit
        qtbot.keyClicks(QApplication.focusWidget(), digit)
    assert window.panel.kush() == 12
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.scene.is_idle() and window.actions_by_name["cut"].isEnabled(), timeout=10_000)
    assert controller.game.stakes_of(controller.human), "the stake was placed by keys"
    cut_from = len(path.path)
    _key(window, qtbot, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: controller.game.state().deal_number >= 1, timeout=10_000)
    qtbot.waitUntil(window.recap.waiting, timeout=60_000)
    # From the cut the focus goes straight to Атанде (the punter's one move while the computer banker deals),
    # with no stop on his deck on the way; it stays there, never leaving and coming back at each abzug; then the
    # recap's Next deal takes it (by way of the table, once the deal is over and Атанде with it).
    during = [widget.objectName() for widget in path.path[cut_from:]]
    assert during[0] == "atandeButton", during
    assert "deckPicker" not in during, during
    assert during.count("atandeButton") == 1, during
    assert during[-1] == "recapNext"
    assert QApplication.focusWidget() is window.recap.next_button
    qtbot.waitUntil(window.recap.readable, timeout=5_000)
    _key(window, qtbot, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.panel.focus_settled() and QApplication.focusWidget() is not None, timeout=5_000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.panel.picker or QApplication.focusWidget()
                    is window.panel.button("punter", "cut"), timeout=10_000)
    assert not path.problems, path.problems
    assert "" not in path.names()


def test_the_table_keeps_the_focus_the_player_gave_it_while_the_others_move(qtbot, tmp_path: Path,
                                                                           quick_normal) -> None:
    # A screen-reader player Tabs to the table to walk it: the banker dealing, the pages turning, his turn coming
    # do not take it from him (his turn is announced by the prompt instead).
    window = make_window(qtbot, tmp_path, speed="normal")
    window.resize(1024, 700)
    window.start(config(Role.PUNTER, computers=2, seed=3))
    window.set_autoplay(True)
    controller = window.controller
    prompts: list[str] = []
    window.announcer.announced.connect(lambda text, _assertive: prompts.append(text))
    qtbot.waitUntil(lambda: window.scene.is_idle() and controller.waiting_for() is Waiting.HUMAN_STAKES
                    and window.panel.focus_settled(), timeout=10_000)
    assert QApplication.focusWidget() is window.panel.picker  # nothing staked yet: his deck has the focus
    _key(window, qtbot, Qt.Key.Key_Space)  # the card under the deck's mark
    qtbot.waitUntil(lambda: window.actions_by_name["stake"].isEnabled(), timeout=5_000)
    _key(window, qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.scene.is_idle() and window.actions_by_name["cut"].isEnabled(), timeout=10_000)
    _key(window, qtbot, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: window.panel.focus_settled() and QApplication.focusWidget()
                    is window.panel.button("watch", "atande"), timeout=10_000)
    for _ in range(30):
        if QApplication.focusWidget() is window.view:
            break
        _key(window, qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.view, "Tab reaches the table"
    path = FocusPath(window)
    walked_from = len(controller.game.log)
    # Abzug after abzug (the page turning between the talia's stakes and the banker's dealing) the focus stays on
    # the table; only the recap, which waits for him, takes it (its Next deal, the one thing to do then).
    qtbot.waitUntil(window.recap.waiting, timeout=60_000)
    assert len(controller.game.log) > walked_from + 2, "the banker dealt while the player walked the table"
    assert [widget.objectName() for widget in path.path] == ["recapNext"]
    assert QApplication.focusWidget() is window.recap.next_button


def test_the_table_the_panel_chose_gives_the_focus_to_the_player_s_move(qtbot, tmp_path: Path) -> None:
    # Nothing was the banker's to do: the focus waited on the table; his deal comes, the focus goes to Deal.
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.BANKER, computers=2, seed=3))
    window.set_autoplay(False)
    qtbot.waitUntil(window.panel.focus_settled, timeout=5_000)
    assert QApplication.focusWidget() is window.view
    window.set_autoplay(True)
    qtbot.waitUntil(lambda: window.controller.waiting_for() is Waiting.HUMAN_DEAL and window.scene.is_idle()
                    and window.panel.focus_settled(), timeout=10_000)
    assert QApplication.focusWidget() is window.panel.button("deal", "deal")


def test_the_banker_s_keyboard_deal_keeps_the_focus_on_deal(qtbot, tmp_path: Path, quick_normal) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")
    window.resize(1024, 700)
    path = FocusPath(window)
    window.start(config(Role.BANKER, computers=2, seed=3))
    window.set_autoplay(True)
    controller = window.controller
    qtbot.waitUntil(lambda: window.scene.is_idle() and controller.waiting_for() is Waiting.HUMAN_DEAL
                    and window.panel.focus_settled(), timeout=10_000)
    deal = window.panel.button("deal", "deal")
    assert QApplication.focusWidget() is deal
    started = len(path.path)

    def dealing() -> bool:
        if window.recap.waiting():
            return True
        if window.scene.is_idle() and controller.waiting_for() is Waiting.HUMAN_DEAL and deal.isEnabled():
            _key(window, qtbot, Qt.Key.Key_Space)
        elif window.scene.is_idle() and controller.waiting_for() is Waiting.HUMAN_OFFER:
            _key(window, qtbot, Qt.Key.Key_Return)
        return window.recap.waiting()

    qtbot.waitUntil(dealing, timeout=60_000)
    names = [widget.objectName() for widget in path.path[started:]]
    # Abzug after abzug the focus stays on Deal: it moves only to an offer's Accept, the end of the deal's recap.
    assert names[-1] == "recapNext", names
    assert set(names) <= {"dealButton", "acceptButton", "refuseButton", "tableView", "auto_dealButton",
                          "recapNext"}, names
    assert names.count("dealButton") <= names.count("acceptButton") + 1, names
    assert not path.problems, path.problems


def test_the_side_views_tab_bars_never_take_the_focus(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(1400, 800)
    window.start(config(Role.PUNTER, computers=2, seed=3))
    window.set_autoplay(True)
    qtbot.waitUntil(lambda: window.controller.waiting_for() is Waiting.HUMAN_STAKES and window.panel.focus_settled(),
                    timeout=10_000)
    path = FocusPath(window)
    for _ in range(2):
        qtbot.keyClick(window, Qt.Key.Key_F9)
        bars = window.findChildren(QTabBar)
        assert bars, "the side views share a place: Qt made a tab bar"
        assert all(bar.focusPolicy() is Qt.FocusPolicy.NoFocus for bar in bars)
    for _ in range(12):
        _key(window, qtbot, Qt.Key.Key_Tab)
    assert path.path, "Tab moved the focus"
    assert not path.problems, path.problems


def test_a_page_with_no_move_leaves_the_focus_on_the_table(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.BANKER, computers=2, seed=3))
    window.set_autoplay(False)
    qtbot.waitUntil(window.panel.focus_settled, timeout=5_000)
    # Waiting for the computer punters to stake, the banker has nothing to press: the focus is on the table,
    # named, not on the panel's page.
    assert window.controller.waiting_for() is Waiting.COMPUTER
    assert QApplication.focusWidget() is window.view
    assert spoken_name(window.view) == "Card table"


def test_the_casino_s_tab_goes_between_the_layout_and_the_chip(qtbot, tmp_path: Path) -> None:
    from shtoss_desktop.storage.settings import AppSettings
    from shtoss_desktop.ui.casino.window import CasinoWindow

    settings = AppSettings(tmp_path / "settings.ini")
    settings.set("animation_speed", "instant")
    window = CasinoWindow(settings, remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    path = FocusPath(window)
    window.start(window.default_config(seed=5, punters=1))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view, timeout=5_000)
    assert spoken_name(window.view) == "Card table"
    qtbot.keyClick(window.view, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.chip_combo
    turns = window.controller.game.turns_dealt
    qtbot.keyClick(window.chip_combo, Qt.Key.Key_Space)
    assert window.controller.game.turns_dealt == turns + 1, "Space deals wherever the focus is"
    # On from the chip: the side panel's tabs when it is shown, then the layout again.
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        if QApplication.focusWidget() is window.view:
            break
    assert QApplication.focusWidget() is window.view
    assert not path.problems, path.problems


@pytest.mark.parametrize("side_views", [False, True])
def test_tab_never_stops_off_screen_in_the_side_views(qtbot, tmp_path: Path, side_views: bool) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(1280, 800)
    window.show_side_views(side_views)
    window.start(config(Role.PUNTER, computers=2, seed=3))
    window.set_autoplay(True)
    qtbot.waitUntil(lambda: window.controller.waiting_for() is Waiting.HUMAN_STAKES and window.panel.focus_settled(),
                    timeout=10_000)
    path = FocusPath(window)
    for _ in range(25):
        _key(window, qtbot, Qt.Key.Key_Tab)
    assert {"deckPicker", "kushEdit", "cutButton"} <= set(path.names()), "Tab walks the panel's controls"
    assert "keeperView" not in path.names()
    assert not path.problems, path.problems
