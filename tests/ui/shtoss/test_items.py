"""The shtoss table's own items as a player sees them: the chips shown for an amount and the cut chosen on the
banker's deck.

Each item is painted through a scene into an image, the way a view paints it, and the test looks at the
pixels or at the item's outline, not at its attributes."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from shtoss_desktop.ui.shtoss.items import ChipsItem, DeckItem
from shtoss_desktop.ui.table.cloth import CardArt
from shtoss_desktop.ui.table.decks import available_themes
from tests.ui.table_helpers import pixel, render


@pytest.fixture
def scene(qapp: object) -> Iterator[QGraphicsScene]:
    """A scene to hold the items under test (it owns them, as the table scene does)."""
    table = QGraphicsScene()
    yield table
    table.clear()


# ----- chips -----


def _chips_width(scene: QGraphicsScene, item: ChipsItem) -> int:
    """How wide the chips are painted (above the line they stand on: the label hangs below it)."""
    image, area = render(scene, item)
    above = round(-area.top()) - 3
    xs = [x for x in range(image.width()) for y in range(above) if image.pixelColor(x, y).alpha() > 0]
    return max(xs) - min(xs) + 1 if xs else 0


def test_each_denomination_stands_in_its_own_stack(scene: QGraphicsScene) -> None:
    one_stack = ChipsItem(1000)
    four_stacks = ChipsItem(1126)  # 1000 + 100 + 25 + 1
    chip = four_stacks.diameter
    assert _chips_width(scene, four_stacks) >= 3 * 1.12 * chip + chip - 2
    assert _chips_width(scene, one_stack) < 1.5 * chip


def test_a_stack_grows_with_the_amount_up_to_eight_chips(scene: QGraphicsScene) -> None:
    three, eight, twelve = ChipsItem(3000), ChipsItem(8000), ChipsItem(12000)
    assert three.boundingRect().top() > eight.boundingRect().top(), "more chips make a taller stack"
    assert twelve.boundingRect().top() == eight.boundingRect().top()


def test_the_bank_is_a_pile_of_many_chips_not_a_few(scene: QGraphicsScene) -> None:
    # 792 in the largest chips is 500 + 2x100 + ...: eleven small chips; as a pile it is seven hundreds and change.
    stake, bank = ChipsItem(792, diameter=30), ChipsItem(792, diameter=30, pile=True)
    assert bank.boundingRect().height() > stake.boundingRect().height()
    big_bank = ChipsItem(100_000, diameter=30, pile=True)
    assert big_bank.boundingRect().width() > bank.boundingRect().width(), "a larger bank is a larger pile"
    image, _ = render(scene, bank)
    inked = sum(1 for x in range(image.width()) for y in range(image.height()) if image.pixelColor(x, y).alpha() > 0)
    small, _ = render(scene, ChipsItem(30, diameter=30, pile=True))
    assert inked > 2 * sum(
        1 for x in range(small.width()) for y in range(small.height()) if small.pixelColor(x, y).alpha() > 0
    )


def test_the_amount_is_written_in_full_even_past_64_bits(scene: QGraphicsScene) -> None:
    # Both are one stack of thousands: only the written amount differs.
    small, huge = ChipsItem(1000), ChipsItem(10**30)
    assert huge.boundingRect().width() > small.boundingRect().width() + 40
    image, _ = render(scene, huge)
    label_row = image.height() - 4
    assert any(image.pixelColor(x, label_row).alpha() > 0 for x in range(image.width()))


def test_a_new_amount_repaints_the_chips(scene: QGraphicsScene) -> None:
    item = ChipsItem(6)
    before, _ = render(scene, item)
    item.set_amount(25, 30.0)
    assert item.boundingRect() == ChipsItem(25, diameter=30.0).boundingRect()
    after, _ = render(scene, item)
    assert after != before
    assert after == render(scene, ChipsItem(25, diameter=30.0))[0]


# ----- the banker's deck -----


def test_the_deck_is_as_thick_as_its_cards(scene: QGraphicsScene) -> None:
    deck = DeckItem(CardArt())
    deck.set_deck(52, 52, cuttable=False)
    full = deck.boundingRect()
    deck.set_deck(5, 52, cuttable=False)
    thin = deck.boundingRect()
    assert full.width() > thin.width()
    assert full.height() > thin.height()
    image, area = render(scene, deck)
    assert pixel(image, area, QPointF(0, 0)).alpha() == 255, "the top card's back"
    deck.set_deck(0, 52, cuttable=False)
    image, _ = render(scene, deck, QRectF(-80, -90, 160, 180))
    assert image.pixelColor(80, 90).alpha() == 0, "no card left: the baize shows through"
    assert all(image.pixelColor(x, y).alpha() == 0 for x in range(0, 160, 3) for y in range(0, 180, 3)), (
        "no card left: not even the stack's shadow is painted"
    )


def test_the_cut_position_follows_the_card_edge_clicked(scene: QGraphicsScene) -> None:
    art = CardArt()
    deck = DeckItem(art)
    deck.set_deck(36, 36, cuttable=True)
    first_edge = -(36 - 1) * DeckItem.SPREAD / 2 - art.card_width / 2
    assert deck.position_at(first_edge + 0.5) == 0
    assert deck.position_at(first_edge + 10 * DeckItem.SPREAD + 0.5) == 10
    assert deck.position_at(first_edge - 50) == 0, "left of the fan: the first card"
    assert deck.position_at(first_edge + 500) == 35, "right of the fan: the last card"
    assert deck.boundingRect().width() > art.card_width + 34 * DeckItem.SPREAD


def _fan_edges(scene: QGraphicsScene, art: CardArt, size: int) -> tuple[int, float]:
    """The spread deck painted alone: how many card edges (a dark line after a lighter pixel) a row of pixels
    across its middle crosses left of the top card, and the mean lightness of the rest of that row."""
    deck = DeckItem(art)
    deck.set_deck(size, size, cuttable=True)
    image, area = render(scene, deck)
    left = -(size - 1) * DeckItem.SPREAD / 2 - art.card_width / 2
    right = (size - 1) * DeckItem.SPREAD / 2 - art.card_width / 2
    y = round(-area.top())
    row = [image.pixelColor(x, y).lightnessF() for x in range(round(left - area.left()) + 2,
                                                                round(right - area.left()) - 1)]
    edges = sum(1 for before, here in itertools.pairwise(row) if here < 0.6 <= before)
    light = [value for value in row if value >= 0.6]
    return edges, sum(light) / len(light)


def test_the_deck_spread_for_the_cut_shows_every_cards_edge_with_every_back(scene: QGraphicsScene) -> None:
    # Not a smear of backs 3 px apart (stripes of a blue back's white rim): card edges, one for each card.
    for theme in available_themes():
        art = CardArt(theme)
        edges, lightness = _fan_edges(scene, art, 52)
        assert 49 <= edges <= 51, f"{theme.key}: {edges} edges for 52 cards"
        assert lightness > 0.75, f"{theme.key}: the spread's edges are light (cream), not the back's: {lightness:.2f}"


@pytest.mark.qt_log_ignore("not accepted by receiving widget")  # the clicks that must not cut are ignored
def test_a_click_on_the_fanned_deck_chooses_the_cut(qtbot, scene: QGraphicsScene) -> None:
    art = CardArt()
    deck = DeckItem(art)
    scene.addItem(deck)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.show()
    qtbot.waitExposed(view)
    deck.set_deck(52, 52, cuttable=False)
    target = view.mapFromScene(deck.mapToScene(QPointF(0, 0)))
    assert deck.toolTip() == ""
    chosen: list[int] = []
    deck.cutChosen.connect(chosen.append)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=target)
    assert chosen == [], "a deck that may not be cut ignores clicks"

    deck.set_deck(52, 52, cuttable=True)
    assert deck.cursor().shape() is Qt.CursorShape.PointingHandCursor
    assert deck.toolTip()
    first_edge = -(52 - 1) * DeckItem.SPREAD / 2 - art.card_width / 2
    target = view.mapFromScene(deck.mapToScene(QPointF(first_edge + 20 * DeckItem.SPREAD + 1.5, 0)))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=target)
    assert chosen == [20]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=target)
    assert chosen == [20], "only the left button cuts"
