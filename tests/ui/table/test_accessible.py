"""The table as a screen reader reads it (ui/table/accessible.py and each game's source): the view's accessible
children and their names after the steps of a seeded deal, as punter and as banker, and in the casino; the walk
with the keys; the deck picker's 52 named cells. Read through Qt's own accessibility interfaces, as the AT-SPI
bridge reads them (the real-window run reads them over AT-SPI itself: tests/realwindow/test_screen_reader.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.casino.controller import CasinoConfig
from shtoss_desktop.app.shtoss.controller import Waiting
from shtoss_desktop.core.cards import Card, Rank, Suit, make_deck
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.ui.casino.scene import LAYOUT_ORDER, Box
from shtoss_desktop.ui.casino.table_a11y import spot_key
from shtoss_desktop.ui.shtoss.lesson_view import offer_lesson_once
from shtoss_desktop.ui.shtoss.window import MainWindow
from shtoss_desktop.ui.table.accessible import card_name, rank_name
from tests.ui.casino.test_window import make_window as make_casino_window
from tests.ui.table_helpers import config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description


@pytest.fixture
def reader(qapp: QApplication) -> Iterator[None]:
    """Accessibility on, as when a screen reader runs (events are then worked out and sent)."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def children(interface: QAccessibleInterface) -> list[QAccessibleInterface]:
    return [interface.child(index) for index in range(interface.childCount())]


def tree(interface: QAccessibleInterface) -> dict[str, tuple[str, dict]]:
    """Name -> (state line, the children's tree)."""
    return {child.text(NAME): (child.text(DESCRIPTION), tree(child)) for child in children(interface)}


def table_of(window: object) -> QAccessibleInterface:
    QApplication.processEvents()  # the view reads the table again once the event loop is back
    interface = QAccessible.queryAccessibleInterface(window.view)  # type: ignore[attr-defined]
    assert interface is not None
    return interface


def check_shtoss_tree(window: MainWindow) -> dict[str, tuple[str, dict]]:
    """The tree agrees with the game as the table shows it; returned for the step's own checks."""
    table = table_of(window)
    assert table.text(NAME) == "Card table"
    assert table.role() == QAccessible.Role.Pane
    shown = tree(table)
    state = window.controller.game.state()
    scene = window.scene
    human = window.controller.human
    names = list(shown)
    banker = "You, the banker" if state.banker == human else f"Banker {state.banker}"
    assert names[:4] == [banker, "The banker's deck", "The banker's pile, right", "The punters' pile, left"]
    assert shown[banker][0].startswith(f"bank {scene.shown_bank()};")
    assert shown["The banker's deck"][0] == f"cards left: {scene.deck_item.count}"
    lob, sonik = scene.shown_lob_and_sonik()
    deck_children = shown["The banker's deck"][1]
    assert list(deck_children) == [card_name(c) for c in (lob, sonik) if c is not None]
    right, left = scene.shown_piles()
    for pile, cards in (("The banker's pile, right", right), ("The punters' pile, left", left)):
        words = shown[pile][0]
        assert words == (f"cards: {len(cards)}, the last {card_name(cards[-1])}" if cards else "empty")
    punters = ["You, punter" if p == human else f"Punter {p}" for p in state.punter_seats]
    assert names[4:] == punters
    for punter, entry in zip(state.punter_seats, punters, strict=True):
        held = [c for c in scene.shown_seat_cards() if c.punter == punter]
        cards = shown[entry][1]
        assert len(cards) == len(held)
        for seat in held:
            name = card_name(seat.card) if seat.face_up or punter == human else "A card"
            assert name in cards
            if seat.chips:
                assert f"staked {seat.chips}" in cards[name][0]
    return shown


def test_as_punter_the_tree_follows_the_deal_step_by_step(qtbot: QtBot, tmp_path: Path, reader: None) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    controller = window.controller
    controller.run_computer()
    shown = check_shtoss_tree(window)
    assert shown["You, punter"][1] == {}
    seven = Card.parse("7H")
    controller.place_stake([seven], 12)
    shown = check_shtoss_tree(window)
    assert shown["You, punter"][1] == {"Seven of hearts": ("staked 12, kush 12, face down", {})}
    controller.cut()
    assert controller.game.phase is Phase.DEALING
    shown = check_shtoss_tree(window)
    lob, sonik = controller.game.state().remaining[:2]
    assert shown["The banker's deck"][1] == {
        card_name(lob): ("the lob, the banker's card of the turn", {}),
        card_name(sonik): ("the sonik, the punters' card of the turn", {}),
    }
    steps = 0
    while controller.game.stakes_of(controller.human) and steps < 30:
        controller.advance()
        check_shtoss_tree(window)
        steps += 1
    mine = check_shtoss_tree(window)["You, punter"][1]["Seven of hearts"][0]
    assert mine.startswith(("killed: the banker won it", "given: the punter won it"))


def test_as_banker_the_punters_cards_are_said_face_down_until_decided(
    qtbot: QtBot, tmp_path: Path, reader: None
) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.BANKER, computers=3, seed=11))
    controller = window.controller
    controller.run_computer()
    while controller.waiting_for() is Waiting.HUMAN_OFFER:
        controller.answer_offer(True)
        controller.run_computer()
    shown = check_shtoss_tree(window)
    assert shown["You, the banker"][0].startswith("bank ")
    for punter in ("Punter Narumov", "Punter Tomsky", "Punter Surin"):
        assert list(shown[punter][1]) == ["A card"]
        assert shown[punter][1]["A card"][0].endswith("face down")
    while not window.scene.shown_piles()[0] or any(
        c.mark is None for c in window.scene.shown_seat_cards()
    ):
        controller.deal_abzug()
        check_shtoss_tree(window)
        if controller.game.phase is not Phase.DEALING:
            break
    decided = [c for c in window.scene.shown_seat_cards() if c.mark is not None]
    assert decided
    shown = check_shtoss_tree(window)
    for card in decided:
        assert card_name(card.card) in shown[f"Punter {card.punter}"][1]


def test_the_keys_walk_the_table_and_the_reader_s_focus_follows(qtbot: QtBot, tmp_path: Path, reader: None) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    window.controller.place_stake([Card.parse("7H")], 12)
    view = window.view
    assert view.focusPolicy() & Qt.FocusPolicy.TabFocus, "Tab reaches the table"
    QApplication.processEvents()  # the panel has put the focus on its next move
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    table = table_of(window)
    assert table.focusChild() is None
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert table.focusChild().text(NAME).startswith("Banker ")
    assert table.focusChild().state().focused
    qtbot.keyClick(view, Qt.Key.Key_End)
    last = window.controller.game.state().punter_seats[-1]
    assert table.focusChild().parent().text(NAME) in (f"Punter {last}", "You, punter")
    walked = [table.focusChild().text(NAME)]
    while walked[-1] != "Seven of hearts" and len(walked) < 20:
        qtbot.keyClick(view, Qt.Key.Key_Left)
        walked.append(table.focusChild().text(NAME))
    assert table.focusChild().parent().text(NAME) == "You, punter"
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert table.focusChild().text(NAME) == "You, punter"
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert table.focusChild().text(NAME) == "Seven of hearts"
    qtbot.keyClick(view, Qt.Key.Key_PageUp)
    assert table.focusChild().text(NAME) == "You, punter"
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert table.focusChild().text(NAME).startswith("Banker ")
    banker = view.walker.entry()
    assert banker is not None
    assert not banker.rect.isEmpty()
    assert view.focus_frame == banker.rect, "the frame is round the banker's plate"
    # The game's own keys still work with the table focused: C cuts.
    qtbot.keyClick(view, Qt.Key.Key_C)
    assert window.controller.game.phase is Phase.DEALING
    window.panel.picker.setFocus()
    qtbot.waitUntil(lambda: not view.hasFocus())
    assert table.focusChild() is None
    assert view.focus_frame.isEmpty(), "the frame goes with the focus"


def test_the_casino_layout_is_read_with_its_chips_and_the_focus_follows_the_cursor(
    qtbot: QtBot, tmp_path: Path, reader: None
) -> None:
    window = make_casino_window(qtbot, tmp_path)
    window.start(CasinoConfig(rules=CasinoRules(players=2), seed=17))
    controller, scene, view = window.controller, window.scene, window.view
    table = table_of(window)
    assert table.text(NAME) == "Card table"
    names = [child.text(NAME) for child in children(table)]
    assert names[:4] == ["The shoe", "The loss box", "The win box", "The case-keeper"]
    assert names[4:17] == [f"Spot {rank_name(rank)}" for rank in LAYOUT_ORDER]  # the layout's order
    assert names[4] == "Spot Ace"
    assert names[17:] == ["You, player", *(f"Player {p}" for p in controller.game.players[1:])]
    shown = tree(table)
    assert shown["The shoe"][0] == f"cards left: {controller.game.cards_left} of {len(controller.game.shoe)}"
    assert shown["The loss box"][0] == "empty"
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Down)  # the cursor from the ace to the king, the reader's focus with it
    assert scene.cursor_rank is Rank.KING
    assert table.focusChild().text(NAME) == "Spot King"
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    qtbot.keyClick(view, Qt.Key.Key_S)
    bet = controller.game.bet_of("You", Rank.KING)
    assert bet is not None
    shown = tree(table_of(window))
    assert shown["Spot King"][0].startswith(f"chips: you {bet.amount} (on spades {bet.suit_amount})")
    assert shown["Spot King"][0].endswith(", under the cursor")
    for (player, rank), amount in scene.shown_bets().items():
        who = "you" if player == "You" else player
        assert f"{who} {amount}" in shown[f"Spot {rank_name(rank)}"][0]
    qtbot.keyClick(view, Qt.Key.Key_Space)  # a turn: the boxes hold its cards
    shown = tree(table_of(window))
    assert shown["The loss box"][0] == card_name(scene.box_card(Box.LOSS))  # type: ignore[arg-type]
    assert shown["The win box"][0] == card_name(scene.box_card(Box.WIN))  # type: ignore[arg-type]
    assert shown["The case-keeper"][0].startswith("copies gone: ")
    # Home and End walk every entry (the arrows are the cursor's).
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert table.focusChild().text(NAME) == "The shoe"
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert table.focusChild().text(NAME) == "The loss box"
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.walker.current == spot_key(scene.cursor_rank)


def test_the_deck_picker_is_a_table_of_52_named_selectable_cells(qtbot: QtBot, tmp_path: Path, reader: None) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    picker = window.panel.picker
    grid = QAccessible.queryAccessibleInterface(picker)
    assert grid.role() == QAccessible.Role.Table
    assert grid.text(NAME) == "Your deck"
    cells = children(grid)
    assert len(cells) == 52
    assert {cell.role() for cell in cells} == {QAccessible.Role.Cell}
    expected = {card_name(Card(rank, suit)) for rank in Rank for suit in Suit}
    assert {cell.text(NAME) for cell in cells} == expected == {card_name(card) for card in make_deck(52)}
    assert all(cell.state().selectable and not cell.state().selected for cell in cells)
    picker.setFocus()
    qtbot.waitUntil(picker.hasFocus)
    qtbot.keyClick(picker, Qt.Key.Key_Right)
    assert grid.focusChild().text(NAME) == card_name(picker.cursor_card())
    qtbot.keyClick(picker, Qt.Key.Key_Space)
    chosen = [cell for cell in children(grid) if cell.state().selected]
    assert [cell.text(NAME) for cell in chosen] == [card_name(picker.cursor_card())]
    assert chosen[0].text(DESCRIPTION) == "chosen"
    window.controller.place_stake([picker.cursor_card()], 6)
    QApplication.processEvents()
    taken = [cell for cell in children(grid) if cell.state().disabled]
    assert [cell.text(NAME) for cell in taken] == [card_name(picker.cursor_card())]
    assert taken[0].text(DESCRIPTION) == "already on the table"


def test_a_card_s_name_in_words(qapp: QApplication) -> None:
    assert card_name(Card.parse("QS")) == "Queen of spades"
    assert card_name(Card.parse("TD")) == "Ten of diamonds"


@pytest.mark.usefixtures("russian")
def test_in_russian_the_table_and_the_picker_speak_russian(qtbot: QtBot, tmp_path: Path, reader: None) -> None:
    assert card_name(Card.parse("QS")) == "Дама пик"
    assert card_name(Card.parse("TD")) == "Десятка бубён"
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    window.controller.place_stake([Card.parse("7H")], 12)
    table = table_of(window)
    assert table.text(NAME) == "Игровой стол"
    shown = tree(table)
    assert list(shown)[1:4] == ["Колода банкомёта", "Правая сторона, банкомёта", "Левая сторона, понтёров"]
    assert shown["Колода банкомёта"][0] == "осталось карт: 52"
    assert shown["Вы, понтёр"][1] == {"Семёрка червей": ("ставка 12, куш 12, рубашкой вверх", {})}
    grid = QAccessible.queryAccessibleInterface(window.panel.picker)
    assert grid.child(0).text(NAME) == "Двойка пик"


def test_what_stands_over_the_cloth_stays_in_the_tree_beside_the_table_s_items(
    qtbot: QtBot, tmp_path: Path, reader: None
) -> None:
    window = make_window(qtbot, tmp_path)
    offer = offer_lesson_once(window)
    assert offer is not None
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    table = table_of(window)
    kids = children(table)
    assert [kid.object() for kid in kids if kid.object() is not None] == [offer]
    held = next(kid for kid in kids if kid.object() is offer)
    assert table.indexOfChild(held) == len(kids) - 1
    buttons = [b.text(NAME) for b in children(held) if b.role() == QAccessible.Role.Button]
    assert offer.punter_button.text().replace("&", "") in buttons
    assert [kid.text(NAME) for kid in kids[:2]][1] == "The banker's deck"


def test_nothing_is_read_while_no_reader_asks_and_the_keys_alone_read_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    view = window.view
    source = view.table_source
    assert source is not None
    reads: list[int] = []

    class Counting:
        def table_entries(self) -> tuple:
            reads.append(1)
            return source.table_entries()

    view.set_table_source(Counting())
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    window.controller.place_stake([Card.parse("7H")], 12)
    window.controller.cut()
    for _ in range(3):
        window.controller.advance()
    QApplication.processEvents()
    assert view.accessible is None, "no reader asked: no interface"
    assert reads == [], "no reader, no walk: the table is never read"
    QApplication.processEvents()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.walker.current is not None
    assert reads, "a keyboard player's walk reads the table"
