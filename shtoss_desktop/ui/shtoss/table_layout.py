"""What the shtoss table shows for a state of the game: where every card, stack of chips and chalked kush belongs
(`lay_out`), and what the table keeps that the state forgets (`TableMemory`).

The layout is typed data computed in one place: a `Spec` per layout `Key` (ui/shtoss/table_geometry.py), from the
mirrored state, the memory and the geometry. It creates no item; the scene brings its items to it.

The memory. The state forgets a decided card once it is settled, but the table keeps it: a killed or void card lies
face up until the next deal begins (its piles and dead cards stay so that the recap is read beside them), and then
the banker gathers them into the deck in one move of their own; a new cut clears them too. Winnings waiting on a
card stay: they are live, and the state still has them.
"""

from __future__ import annotations

import math
from typing import Final

import msgspec
from PySide6.QtCore import QCoreApplication, QPointF

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.shtoss.events import (
    BankerRotated,
    BankPutUp,
    DealFinished,
    DeckCut,
    Event,
    PaixMade,
    ParoliBent,
    Shuffled,
    StakeDecided,
    StakeOffered,
    StakePlaced,
    StakeRefused,
    StakeReturned,
    WinningsPickedUp,
)
from shtoss_desktop.core.shtoss.settle import Outcome
from shtoss_desktop.core.shtoss.table import GameState, Phase
from shtoss_desktop.ui.shtoss.table_geometry import (
    SEAT_CARD_GAP,
    SEAT_CARD_SCALE,
    SEAT_CHIP_DIAMETER,
    WON_CHIP_DIAMETER,
    WON_ON_CARD,
    Key,
    Slot,
    TableGeometry,
)
from shtoss_desktop.ui.table.chip_art import chip_breakdown
from shtoss_desktop.ui.table.cloth import CARD_HEIGHT
from shtoss_desktop.ui.table.items import Mark

NEXT_DEAL_EVENTS: Final = (
    StakeOffered,
    StakePlaced,
    StakeRefused,
    WinningsPickedUp,
    ParoliBent,
    PaixMade,
    Shuffled,
    DeckCut,
    BankPutUp,
)
"""After a `DealFinished`, the first of these begins the next deal: the table gathers the last one's cards."""

translate = QCoreApplication.translate

PunterCard = tuple[str, Card]
"""A punter's card on the table: (the punter, the card)."""


class Spec(msgspec.Struct):
    """Where an item belongs and what it shows, for one state of the table."""

    pos: QPointF
    """Its position in the scene (an item is centred on it; chips stand on it)."""
    z: float
    """Its stacking order."""
    card: Card | None = None
    """The card it shows (None: not a card)."""
    face_up: bool = False
    """A card painted face up."""
    corners: int = 0
    """A card's bent corners (paroli)."""
    mark: Mark | None = None
    """How a card was decided, or that it is offered."""
    amount: int = 0
    """A stack's amount in chips."""
    height: float = CARD_HEIGHT
    """A card's height."""
    diameter: float = 22.0
    """A stack's largest chip."""
    tooltip: str = ""
    """What hovering over it says."""
    text: str = ""
    """What is chalked (a kush)."""


class TableMemory:
    """What the table keeps that the state forgets, fed every event shown (see the module docstring)."""

    def __init__(self) -> None:
        self._decided: dict[PunterCard, StakeDecided] = {}
        self._deal_over = False
        self._gathered = False
        self._actor = ""

    def clear(self) -> None:
        """Forget everything (a new session)."""
        self._decided.clear()
        self._deal_over = self._gathered = False
        self._actor = ""

    def note(self, event: Event) -> None:
        """Keep what `event` tells that the state forgets: decided cards stay face up on the table until the next
        deal begins (they are gathered then) or the next cut; a deal has ended; who acted last."""
        if isinstance(event, DeckCut):
            self._decided.clear()
            self._deal_over = self._gathered = False
        elif isinstance(event, DealFinished):
            self._deal_over = True
        elif isinstance(event, StakeDecided):
            self._decided[(event.punter, event.card)] = event
        elif isinstance(event, ParoliBent | PaixMade | WinningsPickedUp | StakeReturned):
            self._decided.pop((event.punter, event.card), None)
        actor = getattr(event, "punter", None) or getattr(event, "banker", None)
        if isinstance(event, BankerRotated):
            actor = event.new_banker
        if isinstance(actor, str):
            self._actor = actor

    def begins_next_deal(self, event: Event) -> bool:
        """Whether `event`, about to be shown, begins the next deal while the last one's cards still lie on the
        table (they are gathered first, in a move of their own)."""
        return self._deal_over and isinstance(event, NEXT_DEAL_EVENTS)

    def gather(self) -> None:
        """The ended deal's piles and dead cards are gathered into the deck."""
        self._deal_over = False
        self._gathered = True
        for key, decided in list(self._decided.items()):
            if decided.outcome is not Outcome.GIVEN:
                del self._decided[key]

    @property
    def gathered(self) -> bool:
        """Whether the ended deal's piles and dead cards have been gathered (until the next cut)."""
        return self._gathered

    @property
    def actor(self) -> str:
        """The player who acted in the last event shown ("" before anyone has)."""
        return self._actor

    def dead_cards(self) -> dict[PunterCard, StakeDecided]:
        """The decided cards that still lie face up with no money on them (killed or void), with their decision."""
        return {key: decided for key, decided in self._decided.items() if decided.outcome is not Outcome.GIVEN}


def lay_out(state: GameState | None, memory: TableMemory, geometry: TableGeometry, aspect: float) -> dict[Key, Spec]:
    """Where every card, stack of chips and chalked kush belongs in `state` (none before a game), for cards of this
    `aspect` (width over height): the banker's deck with the lob slid aside so the sonik shows, the piles until the
    ended deal is gathered, and each punter's cards with their chips, winnings and kush."""
    specs: dict[Key, Spec] = {}
    if state is None:
        return specs
    deck_x, deck_y = geometry.deck_x, geometry.deck_y
    card_width = geometry.card_width
    # The banker's deck: lob and sonik face up while dealing; piles until the next deal begins.
    if state.deck:
        dealing = state.phase is Phase.DEALING
        remaining = state.remaining if dealing else ()
        if len(remaining) >= 2:
            lob_tip = translate("TableScene", "Лоб (lob): the top card, position 1; it goes to the banker's pile")
            specs[Key(Slot.LOB, remaining[0])] = Spec(
                QPointF(deck_x + card_width / 2, deck_y), 8, remaining[0], True, tooltip=lob_tip
            )
            specs[Key(Slot.SONIK, remaining[1])] = Spec(
                QPointF(deck_x, deck_y),
                7,
                remaining[1],
                True,
                tooltip=translate(
                    "TableScene", "Соник (sonik): the second card, position 2; it goes to the punters' pile"
                ),
            )
        piles = (
            ()
            if memory.gathered
            else (
                (Slot.PILE_RIGHT, state.right_pile, geometry.right_pile_x),
                (Slot.PILE_LEFT, state.left_pile, geometry.left_pile_x),
            )
        )
        for slot, pile, first_x in piles:
            for index, x in enumerate(geometry.pile_xs(len(pile), first_x)):
                specs[Key(slot, pile[index])] = Spec(QPointF(x, deck_y), 10 + index, pile[index], True)
    _lay_out_seats(state, memory, geometry, aspect, specs)
    return specs


def _seat_entries(state: GameState, memory: TableMemory, punter: str) -> list[tuple[float, Card, Spec, int, int]]:
    """(order, card, look, chips, won) of every card of one punter shown on the table; an undecided card's
    look carries its kush as the text chalked above it."""
    entries: list[tuple[float, Card, Spec, int, int]] = []
    for stake in state.stakes:
        if stake.punter == punter:
            look = Spec(QPointF(), 0, stake.card, False, stake.corners, text=format_amount(stake.kush))
            entries.append((stake.entry, stake.card, look, stake.riding, 0))
    for win in state.winnings:
        if win.punter == punter:
            look = Spec(QPointF(), 0, win.card, True, 0, Mark.GIVEN)
            entries.append((win.entry, win.card, look, win.riding, win.won))
    for (owner, card), decided in memory.dead_cards().items():
        if owner == punter:
            mark = Mark.KILLED if decided.outcome is Outcome.KILLED else Mark.VOID
            entries.append((decided.entry, card, Spec(QPointF(), 0, card, True, 0, mark), 0, 0))
    offer = state.offer
    if offer is not None and offer.punter == punter:
        for card in offer.cards:
            entries.append((math.inf, card, Spec(QPointF(), 0, card, False, 0, Mark.OFFERED), offer.kush, 0))
    entries.sort(key=lambda entry: (entry[0], entry[1]))
    return entries


def _lay_out_seats(
    state: GameState, memory: TableMemory, geometry: TableGeometry, aspect: float, specs: dict[Key, Spec]
) -> None:
    seats = state.punter_seats
    positions = geometry.seat_positions(len(seats))
    seat_width = geometry.seat_spacing(len(seats)) - 16
    card_height = CARD_HEIGHT * SEAT_CARD_SCALE
    card_width = card_height * aspect
    for punter, plate_pos in zip(seats, positions, strict=True):
        entries = _seat_entries(state, memory, punter)
        count = len(entries)
        if not count:
            continue
        widest = card_width + SEAT_CARD_GAP
        spacing = widest if count == 1 else min(widest, (seat_width - card_width) / (count - 1))
        chips_y = geometry.chips_y(plate_pos.y())
        card_y = geometry.seat_card_y(plate_pos.y())
        for index, (_, card, look, chips, won) in enumerate(entries):
            x = plate_pos.x() + (index - (count - 1) / 2) * spacing
            look.pos = QPointF(x, card_y)
            look.z = 20 + index
            look.height = card_height
            specs[Key(Slot.SEAT, card, punter)] = look
            if look.text:
                kush = QPointF(x, geometry.kush_y(plate_pos.y()))
                specs[Key(Slot.KUSH, card, punter)] = Spec(kush, 3, text=look.text)
            if chips:
                stacks = max(1, len(chip_breakdown(chips)))
                diameter = max(12.0, min(SEAT_CHIP_DIAMETER, (spacing - 4) / (1.12 * stacks + 0.2)))
                specs[Key(Slot.CHIPS, card, punter)] = Spec(
                    QPointF(x, chips_y), 40 + index, amount=chips, diameter=diameter
                )
            if won:
                stacks = max(1, len(chip_breakdown(won)))
                diameter = max(12.0, min(WON_CHIP_DIAMETER, (card_width - 2) / (1.12 * stacks + 0.2)))
                specs[Key(Slot.WON, card, punter)] = Spec(
                    QPointF(x, card_y + card_height * WON_ON_CARD), 45 + index, amount=won, diameter=diameter
                )


__all__ = ["NEXT_DEAL_EVENTS", "Spec", "TableMemory", "lay_out"]
