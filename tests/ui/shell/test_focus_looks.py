"""What a keyboard player sees of the focus: a focused button keeps readable words inside a clear ring (the recap's
Next deal on its dark panel too), a focused chip button keeps its icon and value, the lesson offer's buttons can be
reached and ringed, and the house rules dialog opens on its harmless page list with a ring, not on the preset box
a bare arrow would change."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QListWidget,
    QStyle,
    QStyleOptionToolButton,
    QWidget,
)

from shtoss_desktop.app.casino.controller import CasinoConfig
from shtoss_desktop.app.shtoss import session as shtoss_session
from shtoss_desktop.app.shtoss.controller import Waiting
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.storage.presets import PresetStore
from shtoss_desktop.ui.shtoss import recap as recap_module
from shtoss_desktop.ui.shtoss import table_scene
from shtoss_desktop.ui.shtoss.lesson_view import offer_lesson_once
from shtoss_desktop.ui.shtoss.rules_dialog import SettingsDialog
from shtoss_desktop.ui.shtoss.stake_panel import CHIP_VALUES
from shtoss_desktop.ui.table.view import FOCUS_FRAME, ClothView
from tests.ui.casino.test_window import make_window as make_casino_window
from tests.ui.table_helpers import config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

READABLE = 4.5
"""The least contrast (WCAG's ratio) between a focused button's words and what is behind them."""


def _luminance(colour: QColor) -> float:
    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def _contrast(one: QColor, other: QColor) -> float:
    light, dark = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _seen(widget: QWidget) -> QImage:
    """The widget as the window shows it (what is behind it included)."""
    window = widget.window()
    QCoreApplication.processEvents()
    return window.grab(QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())).toImage()


def _inside(image: QImage, margin: int) -> list[QColor]:
    return [image.pixelColor(x, y) for y in range(margin, image.height() - margin)
            for x in range(margin, image.width() - margin)]


def _words_contrast(button: QAbstractButton) -> float:
    """The contrast of the button's words against its face: its commonest colour inside the ring against the colour
    furthest from it (the words' strokes)."""
    pixels = _inside(_seen(button), 4)
    counts: dict[int, int] = {}
    for colour in pixels:
        counts[colour.rgb()] = counts.get(colour.rgb(), 0) + 1
    face = QColor.fromRgb(max(counts, key=lambda rgb: counts[rgb]))
    return max(_contrast(face, colour) for colour in pixels)


def _ringed(widget: QWidget) -> bool:
    """The widget's edge is drawn in the focus colour (the highlight) all round."""
    image = _seen(widget)
    ring = widget.palette().color(QPalette.ColorRole.Highlight)

    def near(colour: QColor) -> bool:
        return max(abs(colour.red() - ring.red()), abs(colour.green() - ring.green()),
                   abs(colour.blue() - ring.blue())) < 40

    mid_x, mid_y = image.width() // 2, image.height() // 2
    edges = (
        [image.pixelColor(mid_x, y) for y in range(3)],
        [image.pixelColor(mid_x, image.height() - 1 - y) for y in range(3)],
        [image.pixelColor(x, mid_y) for x in range(3)],
        [image.pixelColor(image.width() - 1 - x, mid_y) for x in range(3)],
    )
    return all(any(near(colour) for colour in edge) for edge in edges)


def test_the_recaps_focused_next_deal_button_is_readable_inside_its_ring(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    monkeypatch.setattr(recap_module, "AUTO_FACTOR", 100_000)  # watching goes on by itself, but not before the look
    monkeypatch.setitem(table_scene.MOVE_DURATIONS, "normal", 25)
    monkeypatch.setitem(shtoss_session.STEP_DELAYS, "normal", 4)
    window = make_window(qtbot, tmp_path, speed="normal")
    window.start(config(Role.WATCH, computers=2, seed=9))
    window.set_autoplay(True)
    qtbot.waitUntil(window.recap.waiting, timeout=30_000)
    button = window.recap.next_button
    assert button.isVisible()
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus)
    assert _ringed(button)
    assert _words_contrast(button) >= READABLE, f"{button.text()!r}: {_words_contrast(button):.1f}"
    assert button.fontMetrics().horizontalAdvance(button.text()) < button.width() - 8, "its words whole in the ring"


def test_a_focused_chip_button_keeps_room_for_its_icon_and_value(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    for size in ((1280, 800), (1024, 600)):
        window.resize(*size)
        QCoreApplication.processEvents()
        for value in CHIP_VALUES:
            button = window.panel.chip_buttons[value]
            button.setFocus(Qt.FocusReason.TabFocusReason)
            qtbot.waitUntil(button.hasFocus)
            option = QStyleOptionToolButton()
            button.initStyleOption(option)
            assert option.state & QStyle.StateFlag.State_HasFocus
            text = button.fontMetrics().size(0, button.text())
            icon = button.iconSize()
            contents = QSize(max(icon.width(), text.width()), icon.height() + text.height())
            needed = button.style().sizeFromContents(QStyle.ContentsType.CT_ToolButton, option, contents, button)
            assert needed.width() <= button.width(), f"+{value} at {size}: needs {needed}, has {button.size()}"
            assert needed.height() <= button.height(), f"+{value} at {size}: needs {needed}, has {button.size()}"
            assert _ringed(button)


def test_the_lesson_offers_buttons_are_reached_by_tab_and_ringed(qtbot, tmp_path: Path, language: str) -> None:
    window = make_window(qtbot, tmp_path)
    offer = offer_lesson_once(window)
    assert offer is not None
    for button in (offer.punter_button, offer.banker_button, offer.no_button):
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
        button.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(button.hasFocus)
        assert _ringed(button)
        assert _words_contrast(button) >= READABLE


def test_the_house_rules_open_on_the_page_list_ringed_and_arrows_leave_the_preset_alone(
    qtbot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    dialog = SettingsDialog(window.settings, PresetStore(tmp_path / "presets"), parent=window)
    qtbot.addWidget(dialog)
    preset = dialog.presets.preset_id()
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    focused = QApplication.focusWidget()
    assert focused is dialog.findChild(QListWidget, "pageList")
    assert _ringed(focused)
    for _ in range(2):
        qtbot.keyClick(focused, Qt.Key.Key_Down)
    assert dialog.presets.preset_id() == preset
    assert dialog.findChild(QListWidget, "pageList").currentRow() == 2  # the arrows turned the pages instead


def _yellow_at(view: ClothView, point: QPointF) -> bool:
    """The walk's yellow frame is drawn at this scene point (or a pixel beside it)."""
    image = view.viewport().grab().toImage()
    centre = view.mapFromScene(point)
    for dx in range(-3, 4):
        for dy in range(-3, 4):
            x, y = centre.x() + dx, centre.y() + dy
            if 0 <= x < image.width() and 0 <= y < image.height():
                colour = image.pixelColor(x, y)
                if (abs(colour.red() - FOCUS_FRAME.red()) < 40 and abs(colour.green() - FOCUS_FRAME.green()) < 40
                        and abs(colour.blue() - FOCUS_FRAME.blue()) < 60):
                    return True
    return False


def _frame_sides(view: ClothView) -> list[QPointF]:
    frame = view.drawn_frame
    return [QPointF(frame.center().x(), frame.top()), QPointF(frame.center().x(), frame.bottom()),
            QPointF(frame.left(), frame.center().y()), QPointF(frame.right(), frame.center().y())]


def test_tab_to_the_table_frames_the_table_then_each_empty_pile_walked_to(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    view = window.view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    assert view.walker.current is None
    assert not view.drawn_frame.isEmpty(), "Tab to the table shows it has the focus"
    assert all(_yellow_at(view, side) for side in _frame_sides(view))
    for key in ("pile:right", "pile:left"):
        view.walk_to(key)
        entry = view.walker.entry()
        assert entry is not None
        assert entry.key == key
        assert not entry.rect.isEmpty(), f"{key}: the empty pile's spot is where the frame goes"
        assert view.drawn_frame.contains(entry.rect.center())
        assert all(_yellow_at(view, side) for side in _frame_sides(view)), key


@pytest.mark.parametrize("books", [False, True])
def test_the_casino_frame_round_the_loss_box_is_whole_at_1024x600(
    qtbot, tmp_path: Path, language: str, books: bool
) -> None:
    window = make_casino_window(qtbot, tmp_path)
    window.resize(1024, 600)
    window.start(CasinoConfig(rules=CasinoRules(players=4), seed=17))
    window.show_side_views(books)
    for _ in range(3):
        QCoreApplication.processEvents()
    view = window.view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Home)
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert view.walker.current == "box:loss"
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    assert seen.contains(view.drawn_frame)
    assert all(_yellow_at(view, side) for side in _frame_sides(view))


def test_at_the_first_start_the_focus_is_on_his_deck_and_enter_cuts_nothing(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    controller = window.controller
    qtbot.waitUntil(lambda: controller.waiting_for() is Waiting.HUMAN_STAKES and window.panel.focus_settled())
    assert window.actions_by_name["cut"].isEnabled()  # the computer punters have staked: he may cut
    assert QApplication.focusWidget() is window.panel.picker, "his first move is a card of his own"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert controller.game.phase is Phase.STAKING, "Enter cut with nothing staked"
    assert window.panel.selected_cards(), "Enter chose the card under the deck's mark"
    # Enter again stakes it; then the cut is his next move.
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(controller.game.stakes_of(controller.human)))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.panel.button("punter", "cut"))
