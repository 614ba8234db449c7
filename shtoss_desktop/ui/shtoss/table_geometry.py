"""Where everything lies on the shtoss table: the kinds of place (`Slot`), the keys items are kept under (`Key`),
and `TableGeometry`, which computes every position from the table's size and the cards' width.

Orientation: the banker sits at the top facing the punters, so his right hand, and his right pile, are on the
viewer's left. The table's proportions are named constants in scene units; nothing the table writes (plates,
labels, the status line, the chalk) lies under a card or a chip: tests/ui/shtoss/test_table_layout.py checks it for
every seat count at the usual screen sizes.
"""

from __future__ import annotations

import enum
from typing import Final

import msgspec
from PySide6.QtCore import QPointF, QSize

from shtoss_desktop.core.cards import Card
from shtoss_desktop.ui.shtoss.items import TEXT_PIXELS, ChipsItem
from shtoss_desktop.ui.table.chip_art import chip_stack_rect
from shtoss_desktop.ui.table.cloth import CARD_HEIGHT

DESIGN_SIZE: Final = QSize(1400, 585)
"""The smallest table, in scene units: the view zooms so that at least this much fits."""
SEAT_CARD_SCALE: Final = 0.84
"""The punters' cards are a little smaller than the banker's deck."""


class Slot(enum.Enum):
    """The kinds of place a card or a stack of chips has on the table."""

    LOB = "lob"
    """The banker's top card, face up and slid aside on the deck."""
    SONIK = "sonik"
    """The banker's second card, face up on the deck under the lob."""
    PILE_RIGHT = "pile-right"
    """A card in the banker's own right pile (on the viewer's left)."""
    PILE_LEFT = "pile-left"
    """A card in the punters' left pile (on the viewer's right)."""
    SEAT = "seat"
    """A punter's card in front of his seat."""
    CHIPS = "chips"
    """The chips staked (riding) on a punter's card, below it."""
    WON = "won"
    """Winnings waiting on a punter's card, lying on it."""
    KUSH = "kush"
    """The kush of a punter's undecided card, chalked on the cloth above it."""

    @property
    def at_deck(self) -> bool:
        """Whether the place is on the banker's side (the deck and the piles), not in front of a punter."""
        return self in _DECK_SLOTS

    @property
    def holds_chips(self) -> bool:
        """Whether a stack of chips lies there."""
        return self is Slot.CHIPS or self is Slot.WON

    @property
    def holds_card(self) -> bool:
        """Whether a card lies there (otherwise chips or chalk)."""
        return not self.holds_chips and self is not Slot.KUSH


_DECK_SLOTS: Final = frozenset({Slot.LOB, Slot.SONIK, Slot.PILE_RIGHT, Slot.PILE_LEFT})


class Key(msgspec.Struct, frozen=True):
    """A layout key: the kind of place and what identifies the item there (a card, and for a punter's
    place, the punter). The scene keeps one item per key."""

    slot: Slot
    """The kind of place."""
    card: Card
    """The card there (for chips: the card they lie by)."""
    punter: str | None = None
    """The punter whose place it is; None on the banker's deck and piles."""

    def __post_init__(self) -> None:
        if (self.punter is None) != self.slot.at_deck:
            raise ValueError(f"a {self.slot.value} place {'has no' if self.slot.at_deck else 'needs a'} punter")


# The table's proportions, in scene units (see TableGeometry).
DECK_TOP: Final = 118.0
"""The top edge of the banker's deck and of the piles beside it."""
PILE_GAP: Final = 60.0
"""The gap between the deck (its lob slid aside) and the nearest card of each pile."""
PILE_FAN_STEP: Final = 21.0
"""How far right of the card before it each of a pile's fanned cards lies: its index (rank and suit) shows."""
PILE_FANNED: Final = 6
"""A pile fans out its last this many cards; the older ones are squared up at its left end."""
PILE_SQUARED_WIDTH: Final = 10.0
"""The most that a pile's squared-up older cards step right, all together."""
PILE_LABEL_GAP: Final = 20.0
"""From the top edge of the deck and the piles up to their labels' centres."""
CHALK_MARGIN: Final = 24.0
"""The chalked words beside the piles keep this far from the table's sides."""
STATUS_GAP: Final = 34.0
"""From the deck's lower edge to the status line's centre."""
SIDE_MARGIN: Final = 40.0
"""The width left free at the table's sides (together) when the seats share it out."""
STATUS_SIDE_MARGIN: Final = 40.0
"""The status line keeps at least this far from each side of the table (it is elided beyond)."""
MAX_SEAT_SPACING: Final = 340.0
"""The widest a punter's seat gets."""
SEAT_BOTTOM: Final = 36.0
"""From the table's lower edge up to the centre of the middle punters' plates."""
SEAT_LIFT: Final = 0.0
"""How much higher the plates at the very sides sit than those in the middle (a parabola between)."""
PLATE_TEXT: Final = TEXT_PIXELS
"""The name plates' text, in scene pixels."""
PLATE_HEIGHT: Final = round(PLATE_TEXT * 2.6 + 10)
"""A name plate's height at that text size (see `PlateItem`)."""
PLATE_WIDTH: Final = 236.0
"""A name plate's width where the seats leave room."""
BANKER_PLATE_WIDTH: Final = 290.0
"""The banker's plate, alone at the top, has room for a long name beside the money."""
TOP_SHARE: Final = 0.08
"""On a table taller than the design (a wide window's, or a narrow one's with the side views open), this share of
the extra height goes above the banker's plate and the bank."""
DECK_SHARE: Final = 0.17
"""And this share between the bank and the deck's row (the piles, their labels, the chalk, the status line)."""
BOTTOM_SHARE: Final = 0.15
"""And this share below the punters' plates; the rest (`MIDDLE_SHARE`) between the deck's row and the punters'. The
rows move apart with the cloth's height, each keeping its own shape, so that no part of the cloth stays empty."""
MIDDLE_SHARE: Final = 1.0 - TOP_SHARE - DECK_SHARE - BOTTOM_SHARE
"""The extra height's share between the deck's row and the punters' (the largest: the cloth's middle)."""
CHIPS_ABOVE_PLATE: Final = 30.0
"""From the top of a punter's plate up to where his stakes' chips stand (their amount hangs between)."""
CARD_ABOVE_CHIPS: Final = 50.0
"""From where a stake's chips stand up to the lower edge of its card (a full stack stands between)."""
KUSH_ABOVE_CARD: Final = 15.0
"""From a staked card's upper edge up to the centre of its chalked kush."""
SEAT_CARD_GAP: Final = 34.0
"""The gap between a punter's cards when they have the room."""
SEAT_CHIP_DIAMETER: Final = 30.0
"""The largest chip under a punter's card."""
WON_CHIP_DIAMETER: Final = 26.0
"""The largest chip of the winnings lying on a card."""
WON_ON_CARD: Final = 0.22
"""Winnings lie this far (times the card's height) below the centre of the card they were won on."""
BANKER_PLATE_Y: Final = 36.0
"""The centre y of the banker's name plate, at the top middle."""
BANK_Y: Final = 52.0
"""The line the bank's chips stand on (their amount hangs below it, above the piles' labels)."""
BANK_BESIDE_PLATE: Final = 30.0
"""From the banker's plate's right edge to the bank's first chips."""
BANK_CHIP_DIAMETER: Final = 30.0
"""The bank's chips."""
BANK_LABEL_GAP: Final = 10.0
"""From the bank's chips to its label, on their right."""


class TableGeometry(msgspec.Struct, frozen=True):
    """Where the table's places are, for a table of this size and cards of this width: every position on the
    table is computed here."""

    width: float
    """The table's width in scene units."""
    height: float
    """The table's height in scene units."""
    card_width: float
    """A full-size card's width (the theme's aspect)."""

    @property
    def extra_height(self) -> float:
        """How much taller than the design the table is (0 at its design height): shared out between its rows."""
        return max(0.0, self.height - DESIGN_SIZE.height())

    @property
    def top_room(self) -> float:
        """How far the banker's plate and the bank lie below where they lie on the design table."""
        return TOP_SHARE * self.extra_height

    @property
    def deck_top(self) -> float:
        """The top edge of the banker's deck and of the piles beside it."""
        return DECK_TOP + (TOP_SHARE + DECK_SHARE) * self.extra_height

    @property
    def deck_x(self) -> float:
        """The centre x of the banker's deck."""
        return self.width / 2

    @property
    def deck_y(self) -> float:
        """The centre y of the banker's deck and of the piles."""
        return self.deck_top + CARD_HEIGHT / 2

    @property
    def deck(self) -> QPointF:
        """The centre of the banker's deck."""
        return QPointF(self.deck_x, self.deck_y)

    @property
    def pile_span(self) -> float:
        """From a full pile's first card's centre to its last card's."""
        return (PILE_FANNED - 1) * PILE_FAN_STEP + PILE_SQUARED_WIDTH

    @property
    def right_pile_x(self) -> float:
        """The centre x of the first card of the banker's right pile (on the viewer's left); the pile fans out
        rightwards, towards the deck."""
        return self.deck_x - self.card_width / 2 - PILE_GAP - self.card_width / 2 - self.pile_span

    @property
    def left_pile_x(self) -> float:
        """The centre x of the first card of the punters' left pile (on the viewer's right), beyond the lob."""
        return self.deck_x + self.card_width + PILE_GAP + self.card_width / 2

    def pile_centre_x(self, first_x: float) -> float:
        """The centre x of a full pile whose first card's centre is at `first_x` (its label stands there)."""
        return first_x + self.pile_span / 2

    @property
    def label_y(self) -> float:
        """The centre y of the deck's and the piles' labels."""
        return self.deck_y - CARD_HEIGHT / 2 - PILE_LABEL_GAP

    @property
    def right_chalk(self) -> QPointF:
        """The centre of the words chalked beside the banker's pile: half-way between the table's left side
        and the pile."""
        pile_left = self.right_pile_x - self.card_width / 2
        return QPointF((CHALK_MARGIN + pile_left) / 2, self.deck_y)

    @property
    def left_chalk(self) -> QPointF:
        """The centre of the words chalked beside the punters' pile."""
        pile_right = self.left_pile_x + self.pile_span + self.card_width / 2
        return QPointF((pile_right + self.width - CHALK_MARGIN) / 2, self.deck_y)

    @property
    def banker_plate(self) -> QPointF:
        """The centre of the banker's name plate."""
        return QPointF(self.width / 2, BANKER_PLATE_Y + self.top_room)

    def bank(self, amount: int = 0) -> QPointF:
        """Where the bank's chips stand: their left edge a little right of the banker's plate."""
        rect = chip_stack_rect(
            QPointF(0, 0),
            amount,
            chip_diameter=BANK_CHIP_DIAMETER,
            max_per_stack=ChipsItem.MAX_PER_STACK,
            pile=True,
        )
        x = self.width / 2 + BANKER_PLATE_WIDTH / 2 + BANK_BESIDE_PLATE - rect.left()
        return QPointF(x, BANK_Y + self.top_room)

    def seat_spacing(self, count: int) -> float:
        """The width of each of `count` punters' seats."""
        return min((self.width - SIDE_MARGIN) / max(count, 1), MAX_SEAT_SPACING)

    def seat_positions(self, count: int) -> list[QPointF]:
        """The centre of each punter's name plate, along the lower edge, the outer seats raised a little."""
        spacing = self.seat_spacing(count)
        rise = BOTTOM_SHARE * self.extra_height
        positions = []
        for index in range(count):
            x = self.width / 2 + (index - (count - 1) / 2) * spacing
            lift = SEAT_LIFT * ((x - self.width / 2) / (self.width / 2)) ** 2
            positions.append(QPointF(x, self.height - SEAT_BOTTOM - rise - lift))
        return positions

    @staticmethod
    def chips_y(plate_y: float) -> float:
        """Where a punter's stakes' chips stand, for his plate's centre y."""
        return plate_y - PLATE_HEIGHT / 2 - CHIPS_ABOVE_PLATE

    @staticmethod
    def seat_card_y(plate_y: float) -> float:
        """The centre y of a punter's cards, for his plate's centre y."""
        return TableGeometry.chips_y(plate_y) - CARD_ABOVE_CHIPS - CARD_HEIGHT * SEAT_CARD_SCALE / 2

    @staticmethod
    def kush_y(plate_y: float) -> float:
        """The centre y of the kush chalked above a punter's card, for his plate's centre y."""
        return TableGeometry.seat_card_y(plate_y) - CARD_HEIGHT * SEAT_CARD_SCALE / 2 - KUSH_ABOVE_CARD

    @property
    def status_y(self) -> float:
        """The status line's centre y: just below the deck, above the punters' cards."""
        return self.deck_y + CARD_HEIGHT / 2 + STATUS_GAP

    @staticmethod
    def pile_xs(count: int, first_x: float) -> list[float]:
        """The x of each card of a pile of `count` whose first card's centre is at `first_x`: the older ones squared
        up at the left, the last few fanned out rightwards, each showing the index (rank and suit) in its upper
        left corner."""
        fanned = min(count, PILE_FANNED)
        older = count - fanned
        step_older = min(1.0, PILE_SQUARED_WIDTH / older) if older else 0.0
        xs = [first_x + index * step_older for index in range(older)]
        base = first_x + older * step_older
        xs += [base + index * PILE_FAN_STEP for index in range(fanned)]
        return xs


__all__ = [
    "DESIGN_SIZE",
    "PILE_FAN_STEP",
    "SEAT_CARD_SCALE",
    "Key",
    "Slot",
    "TableGeometry",
]
