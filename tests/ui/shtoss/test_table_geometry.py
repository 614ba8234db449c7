"""Where things lie on the shtoss table (ui/shtoss/table_geometry.py): the keys items are kept under, the piles
either side of the deck with each fanned card's index showing, and the seats shared out along the lower edge."""

from __future__ import annotations

import itertools

import pytest

from shtoss_desktop.core.cards import Card
from shtoss_desktop.ui.shtoss.table_geometry import (
    DESIGN_SIZE,
    MAX_SEAT_SPACING,
    PILE_FAN_STEP,
    PILE_FANNED,
    PILE_SQUARED_WIDTH,
    Key,
    Slot,
    TableGeometry,
)
from shtoss_desktop.ui.table.card_art import CARD_ASPECT
from shtoss_desktop.ui.table.cloth import CARD_HEIGHT

QUEEN = Card.parse("QS")
DESIGN = TableGeometry(DESIGN_SIZE.width(), DESIGN_SIZE.height(), CARD_HEIGHT * CARD_ASPECT)


def test_a_punter_s_place_names_its_punter_and_the_banker_s_does_not() -> None:
    assert Key(Slot.SEAT, QUEEN, "Narumov").punter == "Narumov"
    assert Key(Slot.LOB, QUEEN).punter is None
    with pytest.raises(ValueError, match="needs a punter"):
        Key(Slot.CHIPS, QUEEN)
    with pytest.raises(ValueError, match="has no punter"):
        Key(Slot.PILE_LEFT, QUEEN, "Narumov")
    assert [slot for slot in Slot if slot.at_deck] == [Slot.LOB, Slot.SONIK, Slot.PILE_RIGHT, Slot.PILE_LEFT]
    assert [slot for slot in Slot if slot.holds_chips] == [Slot.CHIPS, Slot.WON]


@pytest.mark.parametrize("count", [1, 3, PILE_FANNED, 7, 26])
def test_a_pile_fans_its_last_cards_and_squares_up_the_older_ones(count: int) -> None:
    xs = DESIGN.pile_xs(count, 100.0)
    assert len(xs) == count
    assert xs[0] == 100.0
    assert xs == sorted(xs)
    fanned = xs[-PILE_FANNED:]
    assert all(b - a == pytest.approx(PILE_FAN_STEP) for a, b in itertools.pairwise(fanned)), (
        "each fanned card shows its index"
    )
    older = xs[: max(0, count - PILE_FANNED) + 1]
    assert older[-1] - older[0] <= PILE_SQUARED_WIDTH + 1e-9, "the older cards squared up at the left end"
    assert xs[-1] - xs[0] <= DESIGN.pile_span + 1e-9


def test_the_piles_lie_either_side_of_the_deck_clear_of_the_lob() -> None:
    half = DESIGN.card_width / 2
    right_pile_end = DESIGN.right_pile_x + DESIGN.pile_span + half  # the banker's pile, on the viewer's left
    lob_right = DESIGN.deck_x + DESIGN.card_width / 2 + half  # the lob lies slid aside, half a card right
    assert right_pile_end < DESIGN.deck_x - half
    assert DESIGN.left_pile_x - half > lob_right
    assert DESIGN.right_chalk.x() < DESIGN.right_pile_x - half, "the chalk beside the banker's pile"
    assert DESIGN.left_chalk.x() > DESIGN.left_pile_x + DESIGN.pile_span + half


@pytest.mark.parametrize("count", range(1, 7))
def test_the_seats_share_the_lower_edge_symmetrically(count: int) -> None:
    seats = DESIGN.seat_positions(count)
    assert len(seats) == count
    xs = [seat.x() for seat in seats]
    assert xs == sorted(xs)
    assert [x - DESIGN.width / 2 for x in xs] == pytest.approx([DESIGN.width / 2 - x for x in reversed(xs)])
    spacing = DESIGN.seat_spacing(count)
    assert spacing <= MAX_SEAT_SPACING
    assert xs[0] - spacing / 2 >= 0
    assert xs[-1] + spacing / 2 <= DESIGN.width
    assert all(DESIGN.status_y < DESIGN.kush_y(seat.y()) for seat in seats), "the status line above the stakes"


def test_on_a_taller_table_the_rows_move_apart_each_keeping_its_shape() -> None:
    tall = TableGeometry(DESIGN_SIZE.width(), DESIGN_SIZE.height() * 1.5, DESIGN.card_width)
    extra = tall.height - DESIGN.height
    seat, tall_seat = DESIGN.seat_positions(3)[1].y(), tall.seat_positions(3)[1].y()
    # Every gap between the rows grows: above the banker's plate, between it and the deck, between the deck and the
    # punters, and below them.
    assert tall.banker_plate.y() > DESIGN.banker_plate.y()
    assert tall.deck_y - tall.banker_plate.y() > DESIGN.deck_y - DESIGN.banker_plate.y()
    assert tall_seat - tall.deck_y > seat - DESIGN.deck_y
    assert tall.height - tall_seat > DESIGN.height - seat
    assert (tall.height - tall_seat) - (DESIGN.height - seat) < extra / 4, "the punters sit near the lower edge"
    assert tall_seat - tall.deck_y - (seat - DESIGN.deck_y) > extra / 2, "the cloth's middle takes the most"
    # Within a row nothing moves apart: the deck's labels, the status line, a seat's cards, chips and kush.
    assert tall.deck_y - tall.label_y == DESIGN.deck_y - DESIGN.label_y
    assert tall.status_y - tall.deck_y == DESIGN.status_y - DESIGN.deck_y
    assert tall.bank().y() - tall.banker_plate.y() == DESIGN.bank().y() - DESIGN.banker_plate.y()
    assert tall.seat_card_y(tall_seat) - tall_seat == DESIGN.seat_card_y(seat) - seat
    # At its design height the table is the design.
    assert TableGeometry(DESIGN.width, DESIGN.height, DESIGN.card_width).deck_top == DESIGN.deck_top
    assert DESIGN.extra_height == 0
