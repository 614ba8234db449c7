"""The table scene: a full deal played by mouse and keyboard, as punter and as banker, with what the
table shows checked against the core's state after every step."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer

from shtoss_desktop.app.shtoss.controller import Waiting
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import DealFinished
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.storage.settings import Speed
from shtoss_desktop.ui.shtoss.table_geometry import Key, Slot
from shtoss_desktop.ui.shtoss.window import MainWindow
from shtoss_desktop.ui.table.items import CardItem, Mark
from tests.ui.table_helpers import assert_table_matches_core, config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


def _computer_until_human(window: MainWindow) -> None:
    """Let the computer players move, checking the table after each step."""
    controller = window.controller
    while controller.waiting_for() is Waiting.COMPUTER:
        controller.advance()
        assert_table_matches_core(window)


def _pace_running(window: MainWindow) -> bool:
    """Whether a computer step is due: the session driver's pace timer runs."""
    timers = window.session.findChildren(QTimer, options=Qt.FindChildOption.FindDirectChildrenOnly)
    return any(timer.isActive() for timer in timers)


def _deals_finished(window: MainWindow) -> int:
    return sum(1 for e in window.controller.game.log if isinstance(e, DealFinished))


def test_punter_plays_a_deal_by_mouse_and_keyboard(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    _computer_until_human(window)
    assert window.controller.waiting_for() is Waiting.HUMAN_STAKES
    assert window.panel.current_page() == "punter"
    assert not window.actions_by_name["stake"].isEnabled()

    # Mouse: choose the seven of hearts in the picker, type a kush of 12, press Enter in the field.
    picker = window.panel.picker
    seven = Card.parse("7H")
    qtbot.mouseClick(picker, Qt.MouseButton.LeftButton, pos=picker.card_rect(seven).center())
    assert picker.selected_cards() == (seven,)
    qtbot.keyClicks(window.panel.kush_edit, "12")
    assert window.actions_by_name["stake"].isEnabled()
    qtbot.keyClick(window.panel.kush_edit, Qt.Key.Key_Return)
    human = window.controller.human
    assert [(s.card, s.riding) for s in window.controller.game.stakes_of(human)] == [(seven, 12)]
    assert_table_matches_core(window)
    mine = [c for c in window.scene.shown_seat_cards() if c.punter == human]
    assert [(c.card, c.face_up, c.chips) for c in mine] == [(seven, False, 12)]

    # Keyboard: move the picker's mark from the seven of hearts to the two of spades, choose it with Space.
    window.panel.kush_edit.clear()
    picker.setFocus()
    for key in [Qt.Key.Key_Left] * 5 + [Qt.Key.Key_Up]:
        qtbot.keyClick(picker, key)
    assert picker.cursor_card() == Card.parse("2S")
    qtbot.keyClick(picker, Qt.Key.Key_Space)
    assert picker.selected_cards() == (Card.parse("2S"),)
    qtbot.keyClick(picker, Qt.Key.Key_Return)
    stakes = {s.card: s.riding for s in window.controller.game.stakes_of(human)}
    assert stakes == {seven: 12, Card.parse("2S"): window.controller.game.rules.initial_kush}
    assert_table_matches_core(window)

    # Mouse: cut the deck by clicking the edge of its tenth card on the table.
    deck = window.scene.deck_item
    assert deck.cuttable
    x = deck._fan_left() - window.scene.art.card_width / 2 + 10 * deck.SPREAD + 1
    point = window.view.mapFromScene(deck.mapToScene(x, 0))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))
    game = window.controller.game
    assert game.phase is Phase.DEALING
    assert game.log[-2].position == 10  # the DeckCut record, then lob and sonik
    assert_table_matches_core(window)
    assert window.scene.shown_lob_and_sonik() == game.state().remaining[:2]

    # The computer banker deals abzug by abzug until every card of the deal is decided.
    while _deals_finished(window) == 0:
        assert window.controller.waiting_for() is Waiting.COMPUTER
        window.controller.advance()
        assert_table_matches_core(window)
    right, left = window.scene.shown_piles()
    assert len(right) == len(left) >= 1
    decided = [c for c in window.scene.shown_seat_cards() if c.punter == human]
    assert decided
    assert all(c.face_up for c in decided)


def test_banker_deals_by_keyboard_and_mouse(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.BANKER, computers=3, seed=11))
    _computer_until_human(window)
    controller = window.controller
    while controller.waiting_for() is Waiting.HUMAN_OFFER:
        qtbot.keyClick(window, Qt.Key.Key_A)
        assert_table_matches_core(window)
        _computer_until_human(window)
    assert controller.waiting_for() is Waiting.HUMAN_DEAL
    assert window.panel.current_page() == "deal"
    face_down = [c for c in window.scene.shown_seat_cards() if not c.face_up]
    assert len(face_down) == len(controller.game.state().stakes) >= 3
    presses = 0
    while _deals_finished(window) == 0:
        if presses % 2:
            qtbot.mouseClick(window.panel.findChild(object, "dealButton"), Qt.MouseButton.LeftButton)
        else:
            qtbot.keyClick(window, Qt.Key.Key_Space)
        presses += 1
        assert_table_matches_core(window)
        _computer_until_human(window)
        assert presses < 60
    assert presses >= 2
    # The computers have staked on the next deal: the last one's piles and dead cards were gathered.
    assert window.scene.deal_gathered()
    assert window.scene.shown_piles() == ((), ())
    assert all(c.mark in (None, Mark.GIVEN) for c in window.scene.shown_seat_cards())


def test_animated_events_queue_and_catch_up(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, speed="fast")
    assert window.scene.speed is Speed.FAST
    window.start(config(Role.WATCH, computers=3, seed=2))
    controller = window.controller
    for _ in range(40):  # the core runs ahead of the table; nothing is lost
        if controller.waiting_for() is Waiting.OVER:
            break
        controller.advance()
    assert not window.scene.is_idle()
    qtbot.waitUntil(window.scene.is_idle, timeout=30_000)
    assert_table_matches_core(window)


def test_a_decided_card_turns_over_with_an_animation(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, speed="slow")
    window.start(config(Role.WATCH, computers=3, seed=4))
    controller = window.controller
    window.scene.flush()
    while not any(c.face_up for c in window.scene.shown_seat_cards()):
        controller.advance()
        window.scene.flush()
    turned = next(c for c in window.scene.shown_seat_cards() if c.face_up)
    item = window.scene.item_for(Key(Slot.SEAT, turned.card, turned.punter))
    assert isinstance(item, CardItem)
    assert item.face_up


def test_autoplay_paces_the_computer_and_atande_pauses(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.WATCH, computers=2, seed=9))
    window.set_autoplay(True)
    qtbot.waitUntil(lambda: window.controller.game.phase is Phase.DEALING, timeout=20_000)
    qtbot.waitUntil(lambda: window.actions_by_name["atande"].isEnabled(), timeout=5_000)
    window.actions_by_name["atande"].trigger()
    assert window.controller.waiting_for() is Waiting.PAUSED
    dealt = window.controller.game.state().dealt
    # At rest: the table has shown every card and no computer step is due (the pace timer, the driver's, is
    # stopped): nothing can deal until the human resumes.
    qtbot.waitUntil(lambda: window.scene.is_idle() and not _pace_running(window), timeout=5_000)
    assert window.controller.game.state().dealt == dealt
    assert window.controller.waiting_for() is Waiting.PAUSED
    window.actions_by_name["resume"].trigger()
    qtbot.waitUntil(
        lambda: window.controller.game.state().dealt != dealt or window.controller.game.phase is not Phase.DEALING,
        timeout=5_000,
    )


def test_table_adapts_to_the_window_and_the_seats(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.WATCH, computers=6, seed=3))
    window.scene.flush()
    plates = [window.scene.plate(p) for p in window.controller.game.state().punter_seats]
    assert all(p is not None for p in plates)
    rects = [p.sceneBoundingRect().adjusted(6, 6, -6, -6) for p in plates]
    assert all(not a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert all(window.scene.sceneRect().contains(r) for r in rects)
    window.resize(820, 620)
    qtbot.waitUntil(lambda: window.scene.sceneRect().width() >= 1100)
    rects = [p.sceneBoundingRect() for p in plates]
    assert all(window.scene.sceneRect().contains(r) for r in rects)


def test_the_history_wraps_each_event_in_a_row_as_high_as_it(qtbot, tmp_path) -> None:
    from PySide6.QtWidgets import QHeaderView, QTableView

    from shtoss_desktop.app.shtoss.models import HistoryColumn

    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    window.show_side_views(True)
    table = window.docks["history"].widget()
    assert isinstance(table, QTableView)
    assert table.wordWrap()
    header = table.horizontalHeader()
    assert header.sectionResizeMode(HistoryColumn.TEXT) is QHeaderView.ResizeMode.Stretch
    # The sentence column fits the dock (no horizontal scroll bar): a long one wraps, its row as high as it needs
    # (tests/ui/shtoss/test_nothing_clipped.py measures them), and it is whole in its tooltip too.
    assert header.sectionViewportPosition(HistoryColumn.TEXT) + header.sectionSize(HistoryColumn.TEXT) <= (
        table.viewport().width()
    )
    model = table.model()
    last = model.index(model.rowCount() - 1, HistoryColumn.TEXT)
    assert last.data(Qt.ItemDataRole.ToolTipRole) == last.data(Qt.ItemDataRole.DisplayRole)
    assert all(table.rowHeight(row) >= table.sizeHintForRow(row) for row in range(model.rowCount()))


@pytest.mark.parametrize(
    ("role", "rules", "note"),
    [
        (Role.BANKER, HouseRules(), "let the banker refuse only a raised kush"),
        (Role.BANKER, HouseRules(free_kush=True), "let the banker refuse no stake"),
        (Role.BANKER, HouseRules(refuse_above=6), None),
        (Role.PUNTER, HouseRules(), None),
    ],
)
def test_the_banker_is_told_which_rule_would_let_him_refuse_stakes(
    qtbot, tmp_path, role: Role, rules: HouseRules, note: str | None
) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(role, rules=rules))
    controller = window.controller
    controller.run_computer()
    where = "House rules → Money → “Refusal threshold”"
    for name in ("accept", "refuse"):
        tip = window.actions_by_name[name].toolTip()
        if note is None:
            assert where not in tip
        else:
            assert note in tip
            assert where in tip
        assert tip.startswith(window.actions_by_name[name].statusTip())  # the action's own words come first
    if role is Role.BANKER:
        assert controller.waiting_for() is Waiting.HUMAN_DEAL
        prompt = window.panel.prompt.text()
        assert (where in prompt) is (note is not None), "said at the first stakes"
        window.actions_by_name["deal"].trigger()
        controller.run_computer()
        assert where not in window.panel.prompt.text(), "said once, not at every prompt"


def test_as_banker_the_deck_counter_counts_the_cards_left_as_each_abzug_is_dealt(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.BANKER, seed=3))
    controller = window.controller
    controller.run_computer()
    label = window.scene.writing()["label:deck"]
    assert label.text == "Shtoss (штосс) · 52"
    # The cut: the face-up deck shows its lob and sonik and still holds all 52 (the banker waits here, where a
    # computer banker deals on at once); then each abzug takes two.
    window.actions_by_name["deal"].trigger()
    assert controller.game.phase is Phase.DEALING
    assert label.text == "Shtoss (штосс) · 52"
    assert window.scene.shown_lob_and_sonik() == controller.game.state().remaining[:2]
    window.actions_by_name["deal"].trigger()
    assert controller.game.phase is Phase.DEALING
    assert label.text == "Shtoss (штосс) · 50"
