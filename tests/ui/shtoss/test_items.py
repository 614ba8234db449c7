"""The table's items as a player sees them: a card's side during and after a turn, its marks and bent corners,
the chips shown for an amount, the name plates, the labels' eliding and the cut chosen on the banker's deck.

Each item is painted through a scene into an image, the way a view paints it, and the test looks at the
pixels or at the item's outline, not at its attributes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView

from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.ui.shtoss.items import (
    CARD_HEIGHT,
    CardArt,
    CardItem,
    ChipsItem,
    DeckItem,
    LabelItem,
    Mark,
    PlateItem,
)

TWO_OF_CLUBS = Card(Rank.TWO, Suit.CLUBS)
CARD_AREA = QRectF(-60, -76, 120, 152)
"""A rectangle round a full-size card at the origin, with its shadow and mark."""


@pytest.fixture
def scene(qapp: object) -> Iterator[QGraphicsScene]:
    """A scene to hold the items under test (it owns them, as the table scene does)."""
    table = QGraphicsScene()
    yield table
    table.clear()


def render(scene: QGraphicsScene, item: QGraphicsItem, area: QRectF | None = None) -> tuple[QImage, QRectF]:
    """Paint `item` alone (the scene's only item) at scale 1: the image and the scene area it shows."""
    for other in scene.items():
        if other is not item and other.parentItem() is None:
            scene.removeItem(other)
    if item.scene() is not scene:
        scene.addItem(item)
    source = (area or item.sceneBoundingRect()).toAlignedRect()
    image = QImage(source.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), QRectF(source))
    painter.end()
    return image, QRectF(source)


def pixel(image: QImage, area: QRectF, point: QPointF) -> QColor:
    """The colour painted at scene `point`."""
    return image.pixelColor(round(point.x() - area.left()), round(point.y() - area.top()))


def card_image(scene: QGraphicsScene, item: CardItem) -> QImage:
    """A card painted over the same area, so that two cards' images compare pixel for pixel."""
    return render(scene, item, CARD_AREA)[0]


def card(scene: QGraphicsScene, art: CardArt, *, face_up: bool, flip: float = 1.0) -> CardItem:
    """The two of clubs, lying at the origin (it is removed from the scene by the next render)."""
    item = CardItem(art, TWO_OF_CLUBS, face_up=face_up)
    item.set_flip(flip)
    scene.addItem(item)
    return item


# ----- cards -----


def test_a_card_turned_face_up_shows_its_back_until_edge_on_then_its_face(scene: QGraphicsScene) -> None:
    art = CardArt()
    back = card_image(scene, card(scene, art, face_up=False, flip=0.5))
    face = card_image(scene, card(scene, art, face_up=True, flip=0.5))
    assert back != face

    turning = card(scene, art, face_up=False)
    assert turning.set_look(face_up=True), "turning face up is a change of side, which the table animates"
    turning.set_flip(-0.5)  # the first half of the turn: the old side, squeezed to half its width
    assert card_image(scene, turning) == back
    turning.set_flip(0.5)  # past edge on: the new side
    assert card_image(scene, turning) == face
    turning.lie_flat()
    assert card_image(scene, turning) == card_image(scene, card(scene, art, face_up=True))


def test_a_turning_card_is_squeezed_sideways_and_lies_flat_at_the_end(scene: QGraphicsScene) -> None:
    item = card(scene, CardArt(), face_up=True, flip=-0.25)
    assert item.sceneBoundingRect().width() == pytest.approx(0.25 * item.boundingRect().width())
    assert item.sceneBoundingRect().height() == item.boundingRect().height()
    item.set_flip(0.0)
    assert item.sceneBoundingRect().width() > 0, "edge on the card is still a sliver, never gone"
    item.lie_flat()
    assert item.sceneBoundingRect().width() == item.boundingRect().width()


def test_a_change_of_mark_or_corners_alone_is_not_a_turn(scene: QGraphicsScene) -> None:
    item = card(scene, CardArt(), face_up=True)
    assert not item.set_look(face_up=True, mark=Mark.GIVEN)
    assert not item.set_look(face_up=True, corners=2, mark=Mark.GIVEN)
    assert item.set_look(face_up=False, corners=2)


def mark_colour(scene: QGraphicsScene, art: CardArt, mark: Mark, *, face_up: bool = True) -> QColor:
    """The colour inside the mark's disc, between its centre and its rim (clear of the symbol drawn in it)."""
    item = card(scene, art, face_up=face_up)
    item.set_look(face_up=face_up, mark=mark)
    rect = item.card_rect()
    radius = rect.width() * 0.2
    image, area = render(scene, item, CARD_AREA)
    return pixel(image, area, QPointF(rect.right() - 4, rect.top() + 2 - 0.75 * radius))


def colour_name(colour: QColor) -> str:
    """What a player would call an opaque colour: red, green, gold or grey (or its hex code)."""
    red, green, blue = colour.red(), colour.green(), colour.blue()
    if max(red, green, blue) - min(red, green, blue) < 20:
        return "grey"
    if red > max(green, blue) + 80:
        return "red"
    if green > max(red, blue) + 50:
        return "green"
    if min(red, green) > blue + 60:
        return "gold"
    return colour.name()


def test_a_decided_card_shows_a_red_cross_a_green_tick_or_a_grey_bar(scene: QGraphicsScene) -> None:
    art = CardArt()
    assert colour_name(mark_colour(scene, art, Mark.KILLED)) == "red"
    assert colour_name(mark_colour(scene, art, Mark.GIVEN)) == "green"
    assert colour_name(mark_colour(scene, art, Mark.VOID)) == "grey"
    assert colour_name(mark_colour(scene, art, Mark.OFFERED, face_up=False)) == "gold"


def test_a_killed_card_is_shaded_darker(scene: QGraphicsScene) -> None:
    art = CardArt()
    plain = card(scene, art, face_up=True)
    middle_left = QPointF(plain.card_rect().left() + 0.2 * plain.card_rect().width(), 0)
    plain_colour = pixel(*render(scene, plain, CARD_AREA), middle_left)
    killed = card(scene, art, face_up=True)
    killed.set_look(face_up=True, mark=Mark.KILLED)
    killed_colour = pixel(*render(scene, killed, CARD_AREA), middle_left)
    assert killed_colour.lightness() < plain_colour.lightness() - 15


def test_only_an_offer_is_marked_on_a_face_down_card(scene: QGraphicsScene) -> None:
    art = CardArt()
    back = card_image(scene, card(scene, art, face_up=False))
    for mark in (Mark.KILLED, Mark.GIVEN, Mark.VOID):
        hidden = card(scene, art, face_up=False)
        hidden.set_look(face_up=False, mark=mark)
        assert card_image(scene, hidden) == back, f"a {mark} mark shows on a card lying face down"
    offered = card(scene, art, face_up=False)
    offered.set_look(face_up=False, mark=Mark.OFFERED)
    assert card_image(scene, offered) != back


def test_bent_corners_show_on_the_back_only(scene: QGraphicsScene) -> None:
    art = CardArt()
    for face_up in (False, True):
        flat = card_image(scene, card(scene, art, face_up=face_up))
        bent = card(scene, art, face_up=face_up)
        bent.set_look(face_up=face_up, corners=1)
        once = card_image(scene, bent)
        bent.set_look(face_up=face_up, corners=2)
        twice = card_image(scene, bent)
        if face_up:
            assert (once, twice) == (flat, flat)
        else:
            assert once != flat
            assert twice not in (flat, once)


def test_a_smaller_card_paints_smaller(scene: QGraphicsScene) -> None:
    art = CardArt()
    small = CardItem(art, TWO_OF_CLUBS, face_up=True, height=CARD_HEIGHT * 0.88)
    full = CardItem(art, TWO_OF_CLUBS, face_up=True)
    assert small.card_rect().height() == pytest.approx(CARD_HEIGHT * 0.88)
    assert small.card_rect().width() / small.card_rect().height() == pytest.approx(art.theme.aspect)
    assert small.boundingRect().width() < full.boundingRect().width()


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


# ----- name plates -----


def plate_pixels(scene: QGraphicsScene, **state: bool) -> tuple[QImage, QRectF, QRectF]:
    """A plate with the given state painted: the image, its area, and the plate's own rectangle."""
    plate = PlateItem("Narumov")
    plate.set_content(role="Punter", money="1,194", **{"human": False, "active": False, "gone": False, **state})
    image, area = render(scene, plate)
    rect = QRectF(-plate.width / 2, -PlateItem.HEIGHT / 2, plate.width, PlateItem.HEIGHT)
    return image, area, rect


def test_the_player_whose_turn_it_is_has_a_glowing_plate(scene: QGraphicsScene) -> None:
    image, area, rect = plate_pixels(scene, active=True)
    outside = QPointF(rect.left() - 3, rect.center().y())
    assert pixel(image, area, outside).alpha() > 0
    image, area, rect = plate_pixels(scene, active=False)
    assert pixel(image, area, outside).alpha() == 0


def test_a_player_who_left_the_table_has_a_faded_plate(scene: QGraphicsScene) -> None:
    image, area, rect = plate_pixels(scene)
    body = QPointF(rect.right() - 12, rect.bottom() - 6)
    seated = pixel(image, area, body)
    image, area, rect = plate_pixels(scene, gone=True)
    gone = pixel(image, area, body)
    assert gone.alpha() < seated.alpha()


def test_a_plate_narrows_when_seats_are_close(scene: QGraphicsScene) -> None:
    plate = PlateItem("Tomsky")
    wide = plate.boundingRect().width()
    plate.set_width(120)
    assert plate.boundingRect().width() == pytest.approx(wide - (PlateItem.WIDTH - 120))
    image, _ = render(scene, plate)
    assert image.width() <= 120 + 12 + 1


# ----- labels -----


def test_a_long_label_is_elided_to_its_width(scene: QGraphicsScene) -> None:
    text = "Tomsky stakes 12 on the queen of spades, and the banker waits for the other punters " * 3
    free = LabelItem(text)
    bounded = LabelItem(text, max_width=300)
    assert free.boundingRect().width() > 1000
    assert 250 < bounded.boundingRect().width() <= 300
    short = LabelItem("Bank", max_width=300)
    assert short.boundingRect() == LabelItem("Bank").boundingRect()
    bounded.set_max_width(0)
    assert bounded.boundingRect() == free.boundingRect()


def test_an_empty_label_paints_nothing_and_a_new_text_shows(scene: QGraphicsScene) -> None:
    label = LabelItem()
    assert label.boundingRect().isEmpty()
    label.set_text("Shtoss · 46")
    assert label.text == "Shtoss · 46"
    image, area = render(scene, label)
    assert pixel(image, area, QPointF(0, 0)).alpha() > 0


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
