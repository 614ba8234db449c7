"""The items both tables show, as a player sees them: a card's side during and after a turn, its marks and bent
corners, the name plates and the labels' eliding.

Each item is painted through a scene into an image, the way a view paints it, and the test looks at the
pixels or at the item's outline, not at its attributes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QGraphicsScene

from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.ui.table.cloth import CARD_HEIGHT, CardArt
from shtoss_desktop.ui.table.items import CardItem, LabelItem, Mark, PlateItem
from tests.ui.table_helpers import pixel, render

TWO_OF_CLUBS = Card(Rank.TWO, Suit.CLUBS)
CARD_AREA = QRectF(-60, -76, 120, 152)
"""A rectangle round a full-size card at the origin, with its shadow and mark."""


@pytest.fixture
def scene(qapp: object) -> Iterator[QGraphicsScene]:
    """A scene to hold the items under test (it owns them, as the table scene does)."""
    table = QGraphicsScene()
    yield table
    table.clear()


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
