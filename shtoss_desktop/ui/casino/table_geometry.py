"""The casino table's geometry: where the rank spots, the suit spots, the shoe, the dealer's boxes, the case-keeper,
the plates and each player's chips lie on the cloth, in scene units, for a given card shape (`CasinoGeometry`); the
layout's constants and the order of the ranks on it. Data and arithmetic only: the scene (ui/casino/scene.py)
places its items where this says."""

from __future__ import annotations

import enum
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

    @property
    def centre_x(self) -> float:
        """The middle of the table."""
        return self.width / 2

    @property
    def grid_x(self) -> float:
        """The centre x of the layout's columns (the seven's column included)."""
        return self.centre_x + GRID_SHIFT

    def spot(self, rank: Rank) -> QPointF:
        """The centre of a rank's spot."""
        if rank is Rank.SEVEN:
            return QPointF(self.grid_x + 3 * COLUMN_SPACING, TOP_ROW_Y + ROW_GAP / 2)
        row, y = (TOP_ROW, TOP_ROW_Y) if rank in TOP_ROW else (BOTTOM_ROW, TOP_ROW_Y + ROW_GAP)
        return QPointF(self.grid_x + (row.index(rank) - 3) * COLUMN_SPACING, y)

    def suit_spot(self, suit: Suit) -> QPointF:
        """The centre of a suit's spot."""
        x = self.grid_x - 3 * COLUMN_SPACING - SUIT_COLUMN_GAP
        middle = TOP_ROW_Y + ROW_GAP / 2
        return QPointF(x, middle + (SUITS.index(suit) - 1.5) * SUIT_SPACING)

    def box(self, box: Box) -> QPointF:
        """The centre of a dealer's box (loss on the left, win on the right)."""
        width = BOX_CARD_HEIGHT * self.card_aspect + 16
        offset = (width + BOX_GAP) / 2
        return QPointF(self.boxes_x + (-offset if box is Box.LOSS else offset), BAND_Y + 8)

    @property
    def boxes_x(self) -> float:
        """The middle between the two boxes (the dealer's place)."""
        return self.centre_x - BOXES_SHIFT

    def box_title_width(self) -> float:
        """How wide a box's heading may be: its box and half the gap on either side, so the two never meet."""
        return self.box_size()[0] + BOX_GAP - 6

    def box_size(self) -> tuple[float, float]:
        """A box's width and height."""
        return BOX_CARD_HEIGHT * self.card_aspect + 16, BOX_CARD_HEIGHT + 14

    @property
    def shoe(self) -> QPointF:
        """The shoe's centre."""
        return QPointF(self.grid_x - 3 * COLUMN_SPACING - SUIT_COLUMN_GAP + 14, BAND_Y)

    @property
    def discard(self) -> QPointF:
        """Where a turn's cards go once the next turn is dealt (beside the win box)."""
        win = self.box(Box.WIN)
        return QPointF(win.x() + BOX_CARD_HEIGHT * self.card_aspect + 40, win.y())

    @property
    def house(self) -> QPointF:
        """The dealer's rack, where swept chips go (between the boxes)."""
        return QPointF(self.boxes_x, BAND_Y - 40)

    @property
    def keeper(self) -> QPointF:
        """The case-keeper's centre."""
        return QPointF(self.grid_x + 3 * COLUMN_SPACING + 50 - KEEPER_SIZE[0] / 2, BAND_Y + 4)

    def plates(self, count: int) -> list[QPointF]:
        """The centre of each player's plate along the lower edge, the first (the human's) in the middle."""
        width = self.plate_width(count)
        y = self.height - PLATE_BOTTOM
        order = sorted(range(count), key=lambda i: (i + 1) // 2 * (1 if i % 2 else -1))
        slots = {index: position for position, index in enumerate(order)}
        first = self.centre_x - (count - 1) * (width + PLATE_GAP) / 2
        return [QPointF(first + slots[index] * (width + PLATE_GAP), y) for index in range(count)]

    def plate_width(self, count: int) -> float:
        """A plate's width for `count` players."""
        return min(PlateItem.WIDTH, (self.width - 40) / max(count, 1) - PLATE_GAP)

    @property
    def status(self) -> QPointF:
        """The status line, between the layout and the plates."""
        layout_bottom = TOP_ROW_Y + ROW_GAP + SPOT_CARD_HEIGHT / 2 + ODDS_EXTENT
        plates_top = self.height - PLATE_BOTTOM - PLATE_HEIGHT / 2
        return QPointF(self.centre_x, (layout_bottom + plates_top) / 2)

    def bet_position(self, rank: Rank, seat: int) -> QPointF:
        """Where the bet of the player in `seat` (0: the human) lies on a rank's spot."""
        dx, dy = _BET_OFFSETS[seat % len(_BET_OFFSETS)]
        card_width = SPOT_CARD_HEIGHT * self.card_aspect
        return self.spot(rank) + QPointF(dx * card_width, dy * SPOT_CARD_HEIGHT)
