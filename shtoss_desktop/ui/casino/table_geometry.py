"""The casino table's geometry: where the rank spots, the suit spots, the shoe, the dealer's boxes, the case-keeper,
the plates and each player's chips lie on the cloth, in scene units, for a given card shape (`CasinoGeometry`); the
layout's constants and the order of the ranks on it. Data and arithmetic only: the scene (ui/casino/scene.py)
places its items where this says."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QPointF, QSize

from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.ui.casino.items import LABEL_TEXT
from shtoss_desktop.ui.table.items import PlateItem

DESIGN_SIZE: Final = QSize(1060, 600)
"""The smallest casino table, in scene units: the view zooms so that at least this much fits. A 1024x600 screen's
window shows the table at a zoom of about 0.85, so the smallest text (casino_items.SMALL_TEXT, 14) is about 12 px
there."""
COMPACT_SIZE: Final = QSize(690, 540)
"""The narrow casino table (`CasinoGeometry.compact`), in scene units: the same places closer together, the case-keeper
beside the boxes, for a window whose view would show the design table's smallest text under `MIN_TEXT_PIXELS` (an
800x500 window with the side panel shown: its 554x429 view shows this one at a zoom of 0.79, its smallest text
at 11 px, the design table at 0.52, 7 px)."""
MIN_TEXT_PIXELS: Final = 11.0
"""The least text the table should show, in pixels (the shtoss table's too: DEVELOPERS.md)."""
MIN_ZOOM: Final = 0.3
"""The view never shrinks the table more (a tinier window shows part of it)."""
MAX_ZOOM: Final = 3.0
"""The view never enlarges the table more."""

TOP_ROW: Final = (Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX)
"""The layout's upper row, left to right."""
BOTTOM_ROW: Final = (Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT)
"""The layout's lower row, left to right (the king under the ace)."""
LAYOUT_ORDER: Final = (*TOP_ROW, Rank.SEVEN, *BOTTOM_ROW)
"""The rank spots in the keyboard cursor's order: the upper row, the seven at the end, the lower row."""
KEEPER_ORDER: Final = (Rank.ACE, *sorted(rank for rank in Rank if rank is not Rank.ACE))
"""The case-keeper's columns: ace, two to king, as on the dealer's abacus."""
SUITS: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
"""The suit spots, top to bottom."""

# The table's proportions, in scene units (see CasinoGeometry).
SPOT_CARD_HEIGHT: Final = 100.0
"""A rank spot's card."""
COLUMN_SPACING: Final = 118.0
"""From one rank spot's centre to the next in a row."""
TOP_ROW_Y: Final = 250.0
"""The centre y of the upper row."""
ROW_GAP: Final = 150.0
"""From the upper row's centre to the lower row's."""
BAND_Y: Final = 100.0
"""The centre y of the shoe, the boxes and the case-keeper."""
BOX_CARD_HEIGHT: Final = 104.0
"""A card in the dealer's boxes."""
BOX_GAP: Final = 44.0
"""Between the loss and the win box."""
BOXES_SHIFT: Final = 60.0
"""The boxes stand this far left of the middle, which leaves the case-keeper room for its heading."""
SUIT_COLUMN_GAP: Final = 108.0
"""From the layout's first column to the suit spots' column."""
GRID_SHIFT: Final = 36.0
"""The layout and the suit spots stand this far right of the middle: the suits' column on the left reaches
further out than the seven on the right, and so the whole looks centred."""
SUIT_SPACING: Final = 66.0
"""From one suit spot to the next."""
PLATE_BOTTOM: Final = 40.0
"""From the table's lower edge up to the plates' centres."""
PLATE_HEIGHT: Final = round(LABEL_TEXT * 2.6 + 10)
"""A plate's height (PlateItem's, for text of `LABEL_TEXT`)."""
PLATE_GAP: Final = 10.0
"""Between neighbouring plates."""
KEEPER_SIZE: Final = (360.0, 140.0)
"""The case-keeper's frame."""
BET_DIAMETER: Final = 22.0
"""A bet's chips."""
FLOAT_RISE: Final = 56.0
"""How far a settled bet's amount floats up."""
ODDS_EXTENT: Final = 46.0
"""How far below a rank spot's card its odds reach (two lines of `SMALL_TEXT`)."""
TOP_SHARE: Final = 0.08
"""On a table taller than its arrangement (a wide window's with the books shown, a tall one's), this share of the
extra height goes above the shoe, the boxes and the case-keeper."""
LAYOUT_SHARE: Final = 0.14
"""And this share between that row and the layout's upper row."""
ROWS_SHARE: Final = 0.18
"""And this share between the layout's two rows (the seven and the suit spots stay in the middle between them)."""
BOTTOM_SHARE: Final = 0.08
"""And this share below the plates; the rest (`PLATES_SHARE`) between the layout and the plates, where the turn's
caption stands. The rows move apart with the cloth's height, each keeping its own shape, so that no band of the
cloth stays empty."""
PLATES_SHARE: Final = 1.0 - TOP_SHARE - LAYOUT_SHARE - ROWS_SHARE - BOTTOM_SHARE
"""The extra height's share between the layout and the plates (the largest: the turn's caption in its middle)."""


@dataclass(frozen=True, slots=True)
class Shape:
    """The proportions of one arrangement of the table (see the constants above, the design table's)."""

    column_spacing: float
    top_row_y: float
    row_gap: float
    band_y: float
    box_card_height: float
    box_gap: float
    suit_column_gap: float
    grid_shift: float
    plate_bottom: float
    keeper_size: tuple[float, float]
    suit_spacing: float
    box_drop: float


DESIGN_SHAPE: Final = Shape(COLUMN_SPACING, TOP_ROW_Y, ROW_GAP, BAND_Y, BOX_CARD_HEIGHT, BOX_GAP, SUIT_COLUMN_GAP,
                            GRID_SHIFT, PLATE_BOTTOM, KEEPER_SIZE, SUIT_SPACING, 8.0)
"""The design table's."""
COMPACT_SHOE_X: Final = 74.0
"""The narrow table's shoe, from the left edge of its band (`COMPACT_SIZE` wide, in the middle): half its caption's
width ("Shoe · 302 left", 141) and a margin. The boxes stand between it and the case-keeper, high enough to clear
the caption."""
COMPACT_SHAPE: Final = Shape(88.0, 214.0, 146.0, 92.0, 90.0, 30.0, 78.0, 26.0, 27.0, (360.0, 124.0), 60.0, 2.0)
"""The narrow table's: the columns 88 apart (a card and its odds in English, the bets beside it overlapping their
neighbours'), the rows as close as a card and its odds, smaller box cards and a lower case-keeper, which stands at
the right of the band, the shoe at the left and the boxes between them."""

# Where on a rank spot each player's bet lies, in card widths and heights from its centre: the human's first,
# low in the middle, the computer players' round it.
_BET_OFFSETS: Final = (
    (0.0, 0.30),
    (-0.52, -0.02),
    (0.52, -0.02),
    (-0.52, 0.34),
    (0.52, 0.34),
    (0.0, -0.08),
    (-0.52, -0.38),
    (0.52, -0.38),
)


class Box(enum.Enum):
    """The dealer's two boxes."""

    LOSS = "loss"
    """Проигрыш: the odd cards, which lose the bets on their rank."""
    WIN = "win"
    """Выигрыш: the even cards, which win the bets on their rank."""


@dataclass(frozen=True, slots=True)
class CasinoGeometry:
    """Where the casino table's places are, for a table of this size: every position is computed here."""

    width: float
    """The table's width in scene units."""
    height: float
    """The table's height in scene units."""
    card_aspect: float
    """A card's width over its height (the theme's)."""
    compact: bool = False
    """The narrow arrangement (`COMPACT_SIZE`, `COMPACT_SHAPE`) instead of the design table's."""

    @property
    def shape(self) -> Shape:
        """The arrangement's proportions."""
        return COMPACT_SHAPE if self.compact else DESIGN_SHAPE

    @property
    def extra_height(self) -> float:
        """How much taller than its arrangement (`DESIGN_SIZE`, `COMPACT_SIZE`) the table is (0 at that height or
        lower): shared out between its rows."""
        design = COMPACT_SIZE if self.compact else DESIGN_SIZE
        return max(0.0, self.height - design.height())

    @property
    def band_y(self) -> float:
        """The centre y of the shoe, the boxes and the case-keeper."""
        return self.shape.band_y + TOP_SHARE * self.extra_height

    @property
    def top_row_y(self) -> float:
        """The centre y of the layout's upper row."""
        return self.shape.top_row_y + (TOP_SHARE + LAYOUT_SHARE) * self.extra_height

    @property
    def row_gap(self) -> float:
        """From the layout's upper row's centre to the lower row's."""
        return self.shape.row_gap + ROWS_SHARE * self.extra_height

    @property
    def plate_bottom(self) -> float:
        """From the table's lower edge up to the plates' centres."""
        return self.shape.plate_bottom + BOTTOM_SHARE * self.extra_height

    @property
    def centre_x(self) -> float:
        """The middle of the table."""
        return self.width / 2

    @property
    def grid_x(self) -> float:
        """The centre x of the layout's columns (the seven's column included)."""
        return self.centre_x + self.shape.grid_shift

    def spot(self, rank: Rank) -> QPointF:
        """The centre of a rank's spot."""
        shape = self.shape
        if rank is Rank.SEVEN:
            return QPointF(self.grid_x + 3 * shape.column_spacing, self.top_row_y + self.row_gap / 2)
        row, y = (TOP_ROW, self.top_row_y) if rank in TOP_ROW else (BOTTOM_ROW, self.top_row_y + self.row_gap)
        return QPointF(self.grid_x + (row.index(rank) - 3) * shape.column_spacing, y)

    def suit_spot(self, suit: Suit) -> QPointF:
        """The centre of a suit's spot."""
        shape = self.shape
        x = self.grid_x - 3 * shape.column_spacing - shape.suit_column_gap
        middle = self.top_row_y + self.row_gap / 2
        return QPointF(x, middle + (SUITS.index(suit) - 1.5) * shape.suit_spacing)

    def box(self, box: Box) -> QPointF:
        """The centre of a dealer's box (loss on the left, win on the right)."""
        width = self.box_size()[0]
        offset = (width + self.shape.box_gap) / 2
        return QPointF(self.boxes_x + (-offset if box is Box.LOSS else offset), self.band_y + self.shape.box_drop)

    @property
    def boxes_x(self) -> float:
        """The middle between the two boxes (the dealer's place): on the narrow table, between the shoe and the
        case-keeper."""
        if self.compact:
            shoe_right = self.shoe.x() + 46
            keeper_left = self.keeper.x() - self.shape.keeper_size[0] / 2
            return (shoe_right + keeper_left) / 2
        return self.centre_x - BOXES_SHIFT

    def box_title_width(self) -> float:
        """How wide a box's heading may be: its box and half the gap on either side, so the two never meet."""
        return self.box_size()[0] + self.shape.box_gap - 6

    def box_size(self) -> tuple[float, float]:
        """A box's width and height."""
        height = self.shape.box_card_height
        return height * self.card_aspect + 16, height + 14

    @property
    def box_card_height(self) -> float:
        """A card in the dealer's boxes."""
        return self.shape.box_card_height

    @property
    def keeper_size(self) -> tuple[float, float]:
        """The case-keeper's frame."""
        return self.shape.keeper_size

    @property
    def band_left(self) -> float:
        """The left edge of the narrow table's band (the shoe, the boxes and the case-keeper): `COMPACT_SIZE` wide in
        the middle of the table, over the layout."""
        return self.centre_x - COMPACT_SIZE.width() / 2

    @property
    def shoe(self) -> QPointF:
        """The shoe's centre (on the narrow table, far enough from the edge for its caption)."""
        shape = self.shape
        if self.compact:
            return QPointF(self.band_left + COMPACT_SHOE_X, self.band_y)
        return QPointF(self.grid_x - 3 * shape.column_spacing - shape.suit_column_gap + 14, self.band_y)

    @property
    def discard(self) -> QPointF:
        """Where a turn's cards go once the next turn is dealt (beside the win box)."""
        win = self.box(Box.WIN)
        return QPointF(win.x() + self.box_card_height * self.card_aspect + 40, win.y())

    @property
    def house(self) -> QPointF:
        """The dealer's rack, where swept chips go (between the boxes)."""
        return QPointF(self.boxes_x, self.band_y - 40)

    @property
    def keeper(self) -> QPointF:
        """The case-keeper's centre."""
        shape = self.shape
        if self.compact:
            return QPointF(self.band_left + COMPACT_SIZE.width() - 8 - shape.keeper_size[0] / 2, self.band_y + 4)
        return QPointF(self.grid_x + 3 * shape.column_spacing + 50 - shape.keeper_size[0] / 2, self.band_y + 4)

    def plates(self, widths: Sequence[float]) -> list[QPointF]:
        """The centre of each player's plate along the lower edge, for plates of these `widths` (one a player, in
        the players' order: `plate_widths`), the first (the human's) in the middle."""
        count = len(widths)
        y = self.height - self.plate_bottom
        order = sorted(range(count), key=lambda i: (i + 1) // 2 * (1 if i % 2 else -1))
        row = sum(widths) + (count - 1) * PLATE_GAP
        left = self.centre_x - row / 2
        centres: dict[int, float] = {}
        for index in order:
            centres[index] = left + widths[index] / 2
            left += widths[index] + PLATE_GAP
        return [QPointF(centres[index], y) for index in range(count)]

    def plate_width(self, count: int) -> float:
        """A plate's width for `count` players, all alike."""
        return min(PlateItem.WIDTH, (self.width - 40) / max(count, 1) - PLATE_GAP)

    def plate_widths(self, needs: Sequence[float]) -> list[float]:
        """Each player's plate's width, for the widths their names need (in the players' order): all alike where
        every name fits so; otherwise each as wide as its name needs and the row's spare room shared out equally (a
        short name gives its room to a long one). Narrower than needed only when the row cannot hold them all."""
        count = len(needs)
        alike = self.plate_width(count)
        if all(need <= alike for need in needs):
            return [alike] * count
        room = self.width - 40 - count * PLATE_GAP
        total = sum(needs)
        if total > room:
            return [need * room / total for need in needs]
        spare = (room - total) / count
        return [max(need, min(PlateItem.WIDTH, need + spare)) for need in needs]

    @property
    def status(self) -> QPointF:
        """The status line, between the layout and the plates."""
        layout_bottom = self.top_row_y + self.row_gap + SPOT_CARD_HEIGHT / 2 + ODDS_EXTENT
        plates_top = self.height - self.plate_bottom - PLATE_HEIGHT / 2
        return QPointF(self.centre_x, (layout_bottom + plates_top) / 2)

    def bet_position(self, rank: Rank, seat: int) -> QPointF:
        """Where the bet of the player in `seat` (0: the human) lies on a rank's spot."""
        dx, dy = _BET_OFFSETS[seat % len(_BET_OFFSETS)]
        card_width = SPOT_CARD_HEIGHT * self.card_aspect
        return self.spot(rank) + QPointF(dx * card_width, dy * SPOT_CARD_HEIGHT)
