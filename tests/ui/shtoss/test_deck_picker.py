"""The punter's deck picker on its own (`ui/shtoss/deck_picker.py`; inside the action panel it is
tests/ui/shtoss/test_stake_panel_behaviour.py): the arrows move the mark round the deck, Enter chooses the card
under it and leaves a chosen one's Enter to the window (Stake), Space toggles, a digit goes to the kush
(`digitTyped`), a dimmed card cannot be chosen, a smaller deck drops its cards, and the compact tiles are lower
than the cards yet hold every index."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetrics, QKeyEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from shtoss_desktop.core.cards import Card, Rank, Suit, ranks_for
from shtoss_desktop.ui.shtoss.deck_picker import COMPACT_SLACK, TILE_PADDING, DeckPicker
from shtoss_desktop.ui.table.cloth import CardArt

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def card(text: str) -> Card:
    return Card.parse(text)


@pytest.fixture
def picker(qtbot: QtBot) -> DeckPicker:
    widget = DeckPicker(CardArt())
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)
    return widget


def overridden(picker: DeckPicker, key: Qt.Key) -> bool:
    """Whether the picker keeps `key` from the window's shortcuts (it accepts the shortcut override)."""
    event = QKeyEvent(QEvent.Type.ShortcutOverride, key, Qt.KeyboardModifier.NoModifier)
    event.ignore()
    QApplication.sendEvent(picker, event)
    return event.isAccepted()


def test_the_arrows_move_the_mark_round_the_deck(qtbot: QtBot, picker: DeckPicker) -> None:
    ranks = ranks_for(52)
    first = picker.cursor_card()
    assert first == Card(ranks[0], Suit.SPADES)
    qtbot.keyClick(picker, Qt.Key.Key_Left)
    assert picker.cursor_card() == Card(ranks[-1], Suit.SPADES), "off the left edge onto the last rank"
    qtbot.keyClick(picker, Qt.Key.Key_Right)
    qtbot.keyClick(picker, Qt.Key.Key_Right)
    assert picker.cursor_card() == Card(ranks[1], Suit.SPADES)
    qtbot.keyClick(picker, Qt.Key.Key_Up)
    assert picker.cursor_card() == Card(ranks[1], Suit.CLUBS), "off the top onto the last row"
    qtbot.keyClick(picker, Qt.Key.Key_Down)
    qtbot.keyClick(picker, Qt.Key.Key_Down)
    assert picker.cursor_card() == Card(ranks[1], Suit.HEARTS)
    assert picker.selected_cards() == (), "moving chooses nothing"
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
        assert overridden(picker, key), "the arrows are the picker's while it has the focus"


def test_enter_chooses_the_card_under_the_mark_then_leaves_enter_to_stake(qtbot: QtBot, picker: DeckPicker) -> None:
    qtbot.keyClick(picker, Qt.Key.Key_Right)
    under = picker.cursor_card()
    assert overridden(picker, Qt.Key.Key_Return)
    with qtbot.waitSignal(picker.selectionChanged):
        qtbot.keyClick(picker, Qt.Key.Key_Return)
    assert picker.selected_cards() == (under,)
    assert not overridden(picker, Qt.Key.Key_Return), "on a chosen card Enter is the window's Stake"
    assert not overridden(picker, Qt.Key.Key_Enter)
    assert not overridden(picker, Qt.Key.Key_Space), "Space is left to an action that wants it"


def test_space_toggles_the_card_under_the_mark(qtbot: QtBot, picker: DeckPicker) -> None:
    changes: list[bool] = []
    picker.selectionChanged.connect(lambda: changes.append(True))
    qtbot.keyClick(picker, Qt.Key.Key_Down)
    under = picker.cursor_card()
    qtbot.keyClick(picker, Qt.Key.Key_Space)
    assert picker.selected_cards() == (under,)
    qtbot.keyClick(picker, Qt.Key.Key_Space)
    assert picker.selected_cards() == ()
    assert changes == [True, True]


@pytest.mark.parametrize("digit", ["0", "7"])
def test_a_digit_goes_to_the_kush(qtbot: QtBot, picker: DeckPicker, digit: str) -> None:
    changes: list[bool] = []
    picker.selectionChanged.connect(lambda: changes.append(True))
    with qtbot.waitSignal(picker.digitTyped) as typed:
        qtbot.keyClicks(picker, digit)
    assert typed.args == [digit]
    assert picker.selected_cards() == ()
    assert changes == []


def test_a_dimmed_card_cannot_be_chosen_and_a_chosen_one_dimmed_is_dropped(qtbot: QtBot, picker: DeckPicker) -> None:
    first = picker.cursor_card()
    picker.set_unavailable([first])
    assert not overridden(picker, Qt.Key.Key_Return), "Enter on a dimmed card is not the picker's"
    qtbot.keyClick(picker, Qt.Key.Key_Space)
    picker.toggle(first)
    assert picker.selected_cards() == ()
    picker.set_unavailable([])
    picker.toggle(card("7H"))
    picker.toggle(card("7S"))
    assert picker.selected_cards() == (card("7H"), card("7S")), "in the order chosen"
    assert picker.cursor_card() == card("7S"), "the mark follows a card chosen"
    with qtbot.waitSignal(picker.selectionChanged):
        picker.set_unavailable([card("7H")])
    assert picker.selected_cards() == (card("7S"),)
    with qtbot.assertNotEmitted(picker.selectionChanged):
        picker.set_unavailable([card("7H"), card("2C")])
    with qtbot.waitSignal(picker.selectionChanged):
        picker.clear_selection()
    with qtbot.assertNotEmitted(picker.selectionChanged):
        picker.clear_selection()


def test_a_click_chooses_and_takes_the_focus(qtbot: QtBot) -> None:
    picker = DeckPicker(CardArt())
    qtbot.addWidget(picker)
    picker.show()
    qtbot.waitExposed(picker)
    target = card("QD")
    qtbot.mouseClick(picker, Qt.MouseButton.RightButton, pos=picker.card_rect(target).center())
    assert picker.selected_cards() == ()
    qtbot.mouseClick(picker, Qt.MouseButton.LeftButton, pos=picker.card_rect(target).center())
    assert picker.selected_cards() == (target,)
    qtbot.waitUntil(picker.hasFocus)


def test_a_smaller_deck_drops_its_missing_ranks(qtbot: QtBot, picker: DeckPicker) -> None:
    picker.toggle(card("2C"))
    picker.toggle(card("AS"))
    wide = picker.sizeHint().width()
    picker.set_deck_size(32)
    assert picker.selected_cards() == (card("AS"),)
    assert picker.sizeHint().width() < wide
    assert picker.cursor_card().rank in ranks_for(32), "the mark stays on the deck"
    qtbot.keyClick(picker, Qt.Key.Key_Left)
    qtbot.keyClick(picker, Qt.Key.Key_Right)
    assert picker.cursor_card().rank in ranks_for(32)


def test_compact_tiles_are_lower_and_hold_every_index(qtbot: QtBot, picker: DeckPicker) -> None:
    cards = picker.size_for(compact=False)
    tiles = picker.size_for(compact=True)
    assert tiles.height() < cards.height() * 0.6
    assert not picker.is_compact()
    assert picker.sizeHint() == cards
    picker.set_compact(True)
    assert picker.is_compact()
    assert picker.sizeHint() == tiles == picker.minimumSizeHint()
    metrics = QFontMetrics(picker.index_font())
    for rank in Rank:
        text = picker.index_text(Card(rank, Suit.HEARTS))
        rect = picker.card_rect(Card(rank, Suit.HEARTS))
        assert rect.width() >= metrics.horizontalAdvance(text) + TILE_PADDING - 3, text
        assert rect.height() >= metrics.height(), text
    bottom = max(picker.card_rect(Card(rank, Suit.CLUBS)).bottom() for rank in Rank)
    assert tiles.height() - bottom >= COMPACT_SLACK, "the slack below the tiles"
    assert picker.index_text(card("TH")) == "10♥"
    picker.adjustSize()
    qtbot.waitUntil(lambda: picker.size() == tiles)


@pytest.mark.usefixtures("russian")
def test_the_tooltip_and_name_read_in_russian(qtbot: QtBot) -> None:
    picker = DeckPicker(CardArt())
    qtbot.addWidget(picker)
    assert CYRILLIC.search(picker.toolTip())
    assert CYRILLIC.search(picker.accessibleName())
