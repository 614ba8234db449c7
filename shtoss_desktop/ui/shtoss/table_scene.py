"""The card table: a QGraphicsScene that shows the session as the events describe it.

The scene listens to the controller's `eventRecorded` and plays the events one after another at the
animation speed: it feeds each event to a shadow copy of the game (a `Game` rebuilt from the same
records), lays out what that state shows (the banker's deck with the lob slid aside so the sonik shows,
the banker's right pile and the punters' left pile, each punter's cards and chips, the bank) and moves
the items from where they were to where they belong. The core has already decided everything; the
scene only animates. Input is never blocked: events that arrive during an animation wait in a queue.

Orientation: the banker sits at the top facing the punters, so his right hand, and his right pile,
are on the viewer's left; the labels say so.

Layout: every position on the table is computed by `TableGeometry` from the table's size and the cards'
width, its proportions named as constants; each card, stack of chips or chalked kush is kept under a `Key` (a
`Slot`, the card, and the punter for a punter's place), and each name plate's destination in the scene's own
mapping. Nothing the table writes (plates, labels, the status line, the chalk) lies under a card or a chip:
tests/ui/shtoss/test_table_layout.py checks it for every seat count at the usual screen sizes.

A deal's end: its piles and dead cards stay (the recap is read beside them) until the next deal begins (the
first stake, cut or new bank after `DealFinished`); then the banker gathers them into the deck in one move of
their own, and the next deal is staked on a clean cloth. Winnings waiting on a card stay: they are live.

Ownership (see "Who owns what on the table" in DEVELOPERS.md): the scene owns its items (added to it, and
referenced from its dictionaries until removed and deleted), its `TableAnimator` (ui/table/animator.py, a child
QObject) and its one resume timer (a child QTimer). The animator is the only owner of animations: it builds a group
from plain `Tween` records when an event is shown, and deletes it when it finishes or is cut short; nothing else
holds an animation. Anything that lays the table out again without animating (a resize, a new card theme,
a new session, "instant" speed) first cuts the running animation short through `_finish_animation`, which
puts every item where it belongs; items are removed from the scene only when no animation runs.
"""

from __future__ import annotations

import enum
import math
from collections import deque
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication, QEasingCurve, QObject, QPointF, QSize, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.shtoss.controller import GameController, Waiting
from shtoss_desktop.app.shtoss.narration import card_text, narrate
from shtoss_desktop.app.words import display_name
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.shtoss.deal import Game, GameState, Phase
from shtoss_desktop.core.shtoss.events import (
    BankerRotated,
    BankPutUp,
    DealFinished,
    DeckCut,
    Event,
    PaixMade,
    ParoliBent,
    SessionStarted,
    Shuffled,
    StakeDecided,
    StakeOffered,
    StakePlaced,
    StakeRefused,
    StakeReturned,
    WinningsPickedUp,
)
from shtoss_desktop.core.shtoss.settle import Outcome
from shtoss_desktop.storage.settings import Speed
from shtoss_desktop.ui.shtoss.effects import TableEffects
from shtoss_desktop.ui.shtoss.items import TEXT_PIXELS, ChalkItem, ChipsItem, DeckItem, SpotItem
from shtoss_desktop.ui.table.animator import MOVE_DURATIONS, TableAnimator, Tween
from shtoss_desktop.ui.table.card_art import CardTheme
from shtoss_desktop.ui.table.chip_art import chip_breakdown, chip_stack_rect
from shtoss_desktop.ui.table.cloth import CARD_HEIGHT, ClothScene
from shtoss_desktop.ui.table.items import CardItem, LabelItem, Mark, PlateItem

DESIGN_SIZE: Final = QSize(1400, 585)
"""The smallest table, in scene units: the view zooms so that at least this much fits."""
STATUS_PIXELS: Final = 23.0
"""The status line's text, in scene pixels."""
GATHER_SLOWER: Final = 1.6
"""Gathering the last deal's cards takes this many times a move: the banker sweeps the cloth."""
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

SEAT_CARD_SCALE: Final = 0.84
"""The punters' cards are a little smaller than the banker's deck."""

translate = QCoreApplication.translate


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


@dataclass(frozen=True, slots=True)
class Key:
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
SEATS_RISE: Final = 0.5
"""On a table taller than the design, the punters sit this share of the extra height above the lower edge,
nearer the deck, rather than leaving the middle of the cloth empty."""
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


@dataclass(frozen=True, slots=True)
class TableGeometry:
    """Where the table's places are, for a table of this size and cards of this width: every position on the
    table is computed here."""

    width: float
    """The table's width in scene units."""
    height: float
    """The table's height in scene units."""
    card_width: float
    """A full-size card's width (the theme's aspect)."""

    @property
    def deck_x(self) -> float:
        """The centre x of the banker's deck."""
        return self.width / 2

    @property
    def deck_y(self) -> float:
        """The centre y of the banker's deck and of the piles."""
        return DECK_TOP + CARD_HEIGHT / 2

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
        return QPointF(self.width / 2, BANKER_PLATE_Y)

    def bank(self, amount: int = 0) -> QPointF:
        """Where the bank's chips stand: their left edge a little right of the banker's plate."""
        rect = chip_stack_rect(
            QPointF(0, 0),
            amount,
            chip_diameter=BANK_CHIP_DIAMETER,
            max_per_stack=ChipsItem.MAX_PER_STACK,
            pile=True,
        )
        return QPointF(self.width / 2 + BANKER_PLATE_WIDTH / 2 + BANK_BESIDE_PLATE - rect.left(), BANK_Y)

    def seat_spacing(self, count: int) -> float:
        """The width of each of `count` punters' seats."""
        return min((self.width - SIDE_MARGIN) / max(count, 1), MAX_SEAT_SPACING)

    def seat_positions(self, count: int) -> list[QPointF]:
        """The centre of each punter's name plate, along the lower edge, the outer seats raised a little."""
        spacing = self.seat_spacing(count)
        rise = SEATS_RISE * max(0.0, self.height - DESIGN_SIZE.height())
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


@dataclass(slots=True)
class _Spec:
    """Where an item belongs and what it shows, for one state of the table."""

    pos: QPointF
    z: float
    card: Card | None = None
    face_up: bool = False
    corners: int = 0
    mark: Mark | None = None
    amount: int = 0
    height: float = CARD_HEIGHT
    diameter: float = 22.0
    tooltip: str = ""
    text: str = ""


@dataclass(frozen=True, slots=True)
class SeatCard:
    """What the table shows of one punter's card (the tests compare these with the core's state)."""

    punter: str
    """The punter."""
    card: Card
    """The card (the scene knows it; it is painted face down until decided)."""
    face_up: bool
    """Painted face up."""
    corners: int
    """Bent corners (paroli)."""
    mark: Mark | None
    """How it was decided, or that it is offered."""
    chips: int
    """The chips beside it (the riding amount; 0 when none)."""
    won: int
    """Winnings waiting on it (0 when none)."""


class TableScene(ClothScene):
    """The table as a view of the session: see the module docstring."""

    narrated = Signal(str)
    """A line for the status bar, as an event is shown."""
    idle = Signal()
    """Every queued event has been shown and no animation runs."""
    cutRequested = Signal(int)
    """The human clicked the banker's deck at this cut position."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(DESIGN_SIZE, parent)
        self._controller = controller
        self._speed = Speed.NORMAL
        self._queue: deque[Event] = deque()
        self._animator = TableAnimator(self)
        self._animator.finished.connect(self._animation_finished)
        # The suspense, the floating results and the status line's queue (ui/shtoss/effects.py; it owns its items).
        self.effects = TableEffects(self, controller)
        # Picks the queue up again from the event loop after a move was cut short (never re-entrantly).
        self._resume = QTimer(self)
        self._resume.setSingleShot(True)
        self._resume.setInterval(0)
        self._resume.timeout.connect(self._resume_queue)
        self._processing = False
        self._mirror: Game | None = None  # a shadow of the game, fed the records one by one
        self._decided: dict[tuple[str, Card], StakeDecided] = {}
        # A deal has ended and its cards still lie on the table / they have been gathered into the deck.
        self._deal_over = False
        self._gathered = False
        self._gathering = False
        self._items: dict[Key, CardItem | ChipsItem | ChalkItem] = {}
        self._plates: dict[str, PlateItem] = {}
        # Where each plate belongs (it may still be travelling there): kept beside the plate, by player.
        self._plate_targets: dict[str, QPointF] = {}
        self._specs: dict[Key, _Spec] = {}
        self._leaving: list[QGraphicsItem] = []
        self._actor = ""
        # The human called атанде and the dealing waits (the line then says the deal goes on once he resumes).
        self._paused = False
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

        self._spots = {name: SpotItem(self.art.card_width + 10, CARD_HEIGHT + 10) for name in ("deck", "right", "left")}
        for spot in self._spots.values():
            spot.setZValue(-5)
            self.addItem(spot)
        self.deck_item = DeckItem(self.art)
        self.deck_item.setZValue(1)
        self.deck_item.cutChosen.connect(self.cutRequested)
        self.addItem(self.deck_item)
        self.bank_item = ChipsItem(0, diameter=BANK_CHIP_DIAMETER, pile=True)
        self.bank_item.setZValue(40)
        self.bank_item.setVisible(False)  # until a game is shown: no stray "0"
        self.addItem(self.bank_item)
        self._labels: dict[str, LabelItem] = {}
        for name in ("deck", "right", "left", "bank"):
            label = LabelItem(pixel_size=TEXT_PIXELS, bold=True)
            label.setZValue(60)
            self.addItem(label)
            self._labels[name] = label
        # Which pile kills and which gives, chalked on the cloth beside each.
        self._chalk = {name: ChalkItem() for name in ("right", "left")}
        for chalk in self._chalk.values():
            chalk.setZValue(-4)
            self.addItem(chalk)
        self.status_item = LabelItem(pixel_size=STATUS_PIXELS, bold=True)
        # Above everything that moves: chips flying to or from the bank pass under the message, which stays read.
        self.status_item.setZValue(500)
        self.status_item.set_pill_alpha(190)
        self.addItem(self.status_item)

        controller.sessionStarted.connect(self._session_started)
        controller.eventRecorded.connect(self._enqueue)
        controller.changed.connect(self.refresh_interaction)
        self._relayout(animate=False)

    # ----- settings -----

    @property
    def speed(self) -> Speed:
        """The animation speed."""
        return self._speed

    def set_speed(self, speed: str) -> None:
        """Change the animation speed ("instant" finishes any running animation)."""
        self._speed = Speed(speed)
        if self._speed is Speed.INSTANT:
            self.flush()

    def move_duration(self) -> int:
        """How long one move takes at the current speed (ms)."""
        return MOVE_DURATIONS[self._speed]

    def set_theme(self, theme: CardTheme) -> None:
        """Paint the cards with another theme (a running move is finished at once: the places change)."""
        self._finish_animation()
        # A theme may change the cards' aspect, and with it the items' bounds.
        for item in self.items():
            if isinstance(item, CardItem | DeckItem):
                item.prepareGeometryChange()
                item.update()  # their device-coordinate caches hold the old pictures until told
        self.art.theme = theme
        self.art.cache.clear()
        self._relayout(animate=False)
        # The window calls this on a change of language too: the status line is written again in the new one.
        self.effects.retell()
        self.update()

    def table_resized(self) -> None:
        """Lay the table out again for its new size, at once."""
        self._relayout(animate=False)

    def _resume_queue(self) -> None:
        if not self._animator.is_running() and not self._processing:
            self._drain()

    # ----- the event queue -----

    def is_idle(self) -> bool:
        """Whether every event has been shown and nothing moves."""
        return not self._queue and not self._animator.is_running() and not self._processing and not self.effects.busy()

    def pending(self) -> int:
        """How many events wait to be shown."""
        return len(self._queue)

    def flush(self) -> None:
        """Finish the running animation and show every queued event at once."""
        speed = self._speed
        self._speed = Speed.INSTANT
        try:
            self._finish_animation()
            self._drain()
        finally:
            self._speed = speed

    def _session_started(self) -> None:
        self._finish_animation()
        self.effects.clear()
        self._queue.clear()
        self._mirror = None
        self._decided.clear()
        for item in list(self._items.values()) + list(self._plates.values()):
            self.removeItem(item)
            item.deleteLater()
        self._items.clear()
        self._plates.clear()
        self._plate_targets.clear()
        self._specs.clear()
        self._deal_over = self._gathered = False
        self._actor = ""
        self._paused = False
        self.status_item.set_text("")

    def _enqueue(self, event: Event) -> None:
        self._queue.append(event)
        if not self._animator.is_running() and not self._processing:
            self._drain()

    def _drain(self) -> None:
        self._processing = True
        try:
            while self._queue and not self._animator.is_running():
                # Laying out and starting the moves happen with no signal emitted in between, so nothing
                # (a resize, say) can lay the table out again under moves not yet started.
                if self._deal_over and isinstance(self._queue[0], NEXT_DEAL_EVENTS):
                    # The next deal begins: first the last one's cards are gathered, in a move of their own.
                    if not self._animator.play(self._gather(), round(self.move_duration() * GATHER_SLOWER)):
                        self._drop_leaving()
                    continue
                event = self._queue.popleft()
                moves = self._present(event)
                if not self._animator.play(moves, self.effects.begin(event, self.move_duration())):
                    self._drop_leaving()
        finally:
            self._processing = False
        if self.is_idle():
            self.refresh_interaction()
            self.idle.emit()

    def _animation_finished(self) -> None:
        self._drop_leaving()
        if not self._processing:
            self._drain()

    def _finish_animation(self) -> None:
        """Cut the running move short: every item jumps to where it belongs, cards lie flat, the items that
        were leaving go. The queue goes on from the event loop (its `idle` then follows as usual)."""
        if not self._animator.stop():
            return
        self._drop_leaving()
        for key, item in self._items.items():
            spec = self._specs.get(key)
            if spec is not None:
                item.setPos(spec.pos)
            if isinstance(item, CardItem):
                item.lie_flat()
        for player, plate in self._plates.items():
            target = self._plate_targets.get(player)
            if target is not None:
                plate.setPos(target)
        self._resume.start()

    def _drop_leaving(self) -> None:
        for item in self._leaving:
            self.removeItem(item)
            if isinstance(item, QObject):
                item.deleteLater()
        self._leaving.clear()

    def _gather(self) -> list[Tween]:
        """Gather the ended deal's piles and dead cards into the deck: the moves (none when instant)."""
        self._deal_over = False
        self._gathered = True
        for key, decided in list(self._decided.items()):
            if decided.outcome is not Outcome.GIVEN:
                del self._decided[key]
        if self._speed is Speed.INSTANT and self._queue:
            return []  # the next event's layout shows the clean cloth
        self._gathering = True
        try:
            return self._relayout(animate=self._speed is not Speed.INSTANT)
        finally:
            self._gathering = False

    # ----- showing one event -----

    def _present(self, event: Event) -> list[Tween]:
        """Show one event: the moves that bring the table to the state after it (none when instant)."""
        if isinstance(event, SessionStarted):
            self._mirror = Game.replay(self._controller.config.rules, [event])
        elif self._mirror is not None:
            self._mirror.apply(event)
        else:
            return []
        self._note(event)
        human, banker = self._controller.human, self._mirror.banker
        text = narrate(event, human, banker)
        if text:
            # Through the status line's queue (ui/shtoss/effects.py), which emits `narrated` when the line shows it: at
            # once when the line is free, so before the layout (a slot that resizes the window lays the table
            # out for the new state itself, and the layout below then finds everything in place).
            self.effects.say(text, event, lambda: narrate(event, human, banker))
        if self._speed is Speed.INSTANT and self._queue:
            # The next event's layout shows this one too: a resumed session's whole log is laid out once.
            return []
        return self._relayout(animate=self._speed is not Speed.INSTANT, event=event)

    def _note(self, event: Event) -> None:
        """Keep what the state forgets: decided cards stay face up on the table until the next deal
        begins (they are gathered then) or the next cut; note when a deal ends."""
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

    # ----- reading the table (for the window and the tests) -----

    @property
    def state(self) -> GameState | None:
        """The state the table shows now (it may lag the game while events are animated)."""
        return self._mirror.state() if self._mirror is not None else None

    def shown_piles(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """The cards shown in the banker's right pile and the punters' left pile, first dealt first."""
        right = [(spec.z, key.card) for key, spec in self._specs.items() if key.slot is Slot.PILE_RIGHT]
        left = [(spec.z, key.card) for key, spec in self._specs.items() if key.slot is Slot.PILE_LEFT]
        return tuple(c for _, c in sorted(right)), tuple(c for _, c in sorted(left))

    def shown_lob_and_sonik(self) -> tuple[Card | None, Card | None]:
        """The face-up lob and sonik on the banker's deck, if shown."""
        lob = next((k.card for k in self._specs if k.slot is Slot.LOB), None)
        sonik = next((k.card for k in self._specs if k.slot is Slot.SONIK), None)
        return lob, sonik

    def shown_seat_cards(self) -> list[SeatCard]:
        """Every punter's card on the table as it is painted, with its chips."""
        out = []
        for key, spec in self._specs.items():
            punter, card = key.punter, key.card
            if key.slot is not Slot.SEAT or punter is None:
                continue
            chips = self._specs.get(Key(Slot.CHIPS, card, punter))
            won = self._specs.get(Key(Slot.WON, card, punter))
            out.append(
                SeatCard(
                    punter,
                    card,
                    spec.face_up,
                    spec.corners,
                    spec.mark,
                    chips.amount if chips else 0,
                    won.amount if won else 0,
                )
            )
        return out

    def shown_bank(self) -> int:
        """The amount shown in the bank."""
        return self.bank_item.amount

    def item_for(self, key: Key) -> CardItem | ChipsItem | ChalkItem | None:
        """The item shown for a layout key (tests use it)."""
        return self._items.get(key)

    def seat_card_item(self, punter: str, card: Card) -> CardItem | None:
        """A punter's card on the table (the effects light it up and float its result above it)."""
        item = self._items.get(Key(Slot.SEAT, card, punter))
        return item if isinstance(item, CardItem) else None

    def plate(self, player: str) -> PlateItem | None:
        """A player's name plate."""
        return self._plates.get(player)

    def shown_kush(self) -> dict[tuple[str, Card], str]:
        """The kush chalked above each punter's undecided card, as written."""
        return {
            (key.punter, key.card): spec.text
            for key, spec in self._specs.items()
            if key.slot is Slot.KUSH and key.punter is not None
        }

    def writing(self) -> dict[str, LabelItem | ChalkItem | PlateItem]:
        """Everything the table writes that must stay readable (no card or chip over it), by a name: the
        labels, the chalk beside the piles, the status line and every plate (tests check the overlaps)."""
        out: dict[str, LabelItem | ChalkItem | PlateItem] = {f"label:{n}": label for n, label in self._labels.items()}
        out.update({f"chalk:{n}": chalk for n, chalk in self._chalk.items()})
        out["status"] = self.status_item
        out.update({f"plate:{player}": plate for player, plate in self._plates.items()})
        return out

    def things_on_the_cloth(self) -> dict[Key | str, QGraphicsItem]:
        """Every card and stack of chips on the table (the deck and the bank included), by layout key."""
        out: dict[Key | str, QGraphicsItem] = {
            key: item for key, item in self._items.items() if key.slot is not Slot.KUSH
        }
        out["deck"] = self.deck_item
        out["bank"] = self.bank_item
        return out

    # ----- interaction -----

    def refresh_interaction(self) -> None:
        """Re-check what the human may do on the table (cut the deck) and whose turn it is."""
        controller = self._controller
        paused = controller.has_game and controller.waiting_for() is Waiting.PAUSED
        if self._paused and not paused and controller.has_game and controller.game.phase is Phase.DEALING:
            # Going on after атанде records no event: without this the line would still say the deal waits.
            self.effects.tell(_deal_goes_on)
        self._paused = paused
        cuttable = False
        if controller.has_game and self.is_idle():
            waiting = controller.waiting_for()
            cuttable = waiting is Waiting.HUMAN_STAKES and controller.game.can_cut()
        state = self.state
        if state is not None:
            size = state.rules.deck_size
            if state.phase is not Phase.DEALING:
                self.deck_item.set_deck(size, size, cuttable=cuttable)
        self._refresh_plates()

    def _whose_turn(self) -> str:
        controller = self._controller
        if not controller.has_game or not self.is_idle():
            return self._actor
        waiting = controller.waiting_for()
        if waiting in (Waiting.HUMAN_STAKES, Waiting.HUMAN_OFFER, Waiting.HUMAN_DEAL, Waiting.HUMAN_NEW_BANK):
            return controller.human or ""
        if waiting is Waiting.OVER:
            return ""
        return self._actor

    # ----- layout -----

    def _geometry(self) -> TableGeometry:
        """Where the table's places are now."""
        return TableGeometry(self._size.width(), self._size.height(), self.art.card_width)

    def _layout(self) -> dict[Key, _Spec]:
        """Where every card and stack of chips belongs in the mirrored state."""
        specs: dict[Key, _Spec] = {}
        state = self.state
        if state is None:
            return specs
        geometry = self._geometry()
        deck_x, deck_y = geometry.deck_x, geometry.deck_y
        card_width = geometry.card_width
        # The banker's deck: lob and sonik face up while dealing; piles until the next deal begins.
        if state.deck:
            dealing = state.phase is Phase.DEALING
            remaining = state.remaining if dealing else ()
            if len(remaining) >= 2:
                lob_tip = translate("TableScene", "Лоб (lob): the top card, position 1; it goes to the banker's pile")
                specs[Key(Slot.LOB, remaining[0])] = _Spec(
                    QPointF(deck_x + card_width / 2, deck_y), 8, remaining[0], True, tooltip=lob_tip
                )
                specs[Key(Slot.SONIK, remaining[1])] = _Spec(
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
                if self._gathered
                else (
                    (Slot.PILE_RIGHT, state.right_pile, geometry.right_pile_x),
                    (Slot.PILE_LEFT, state.left_pile, geometry.left_pile_x),
                )
            )
            for slot, pile, first_x in piles:
                for index, x in enumerate(_cascade(len(pile), first_x)):
                    specs[Key(slot, pile[index])] = _Spec(QPointF(x, deck_y), 10 + index, pile[index], True)
        self._layout_seats(state, geometry, specs)
        return specs

    def _seat_entries(self, state: GameState, punter: str) -> list[tuple[float, Card, _Spec, int, int]]:
        """(order, card, look, chips, won) of every card of one punter shown on the table; an undecided card's
        look carries its kush as the text chalked above it."""
        entries: list[tuple[float, Card, _Spec, int, int]] = []
        for stake in state.stakes:
            if stake.punter == punter:
                look = _Spec(QPointF(), 0, stake.card, False, stake.corners, text=format_amount(stake.kush))
                entries.append((stake.entry, stake.card, look, stake.riding, 0))
        for win in state.winnings:
            if win.punter == punter:
                entries.append(
                    (win.entry, win.card, _Spec(QPointF(), 0, win.card, True, 0, Mark.GIVEN), win.riding, win.won)
                )
        for (owner, card), decided in self._decided.items():
            if owner == punter and decided.outcome is not Outcome.GIVEN:
                mark = Mark.KILLED if decided.outcome is Outcome.KILLED else Mark.VOID
                entries.append((decided.entry, card, _Spec(QPointF(), 0, card, True, 0, mark), 0, 0))
        offer = state.offer
        if offer is not None and offer.punter == punter:
            for card in offer.cards:
                entries.append((math.inf, card, _Spec(QPointF(), 0, card, False, 0, Mark.OFFERED), offer.kush, 0))
        entries.sort(key=lambda entry: (entry[0], entry[1]))
        return entries

    def _layout_seats(self, state: GameState, geometry: TableGeometry, specs: dict[Key, _Spec]) -> None:
        seats = state.punter_seats
        positions = geometry.seat_positions(len(seats))
        seat_width = geometry.seat_spacing(len(seats)) - 16
        card_height = CARD_HEIGHT * SEAT_CARD_SCALE
        card_width = card_height * self.art.theme.aspect
        for punter, plate_pos in zip(seats, positions, strict=True):
            entries = self._seat_entries(state, punter)
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
                    specs[Key(Slot.KUSH, card, punter)] = _Spec(
                        QPointF(x, geometry.kush_y(plate_pos.y())), 3, text=look.text
                    )
                if chips:
                    stacks = max(1, len(chip_breakdown(chips)))
                    diameter = max(12.0, min(SEAT_CHIP_DIAMETER, (spacing - 4) / (1.12 * stacks + 0.2)))
                    specs[Key(Slot.CHIPS, card, punter)] = _Spec(
                        QPointF(x, chips_y), 40 + index, amount=chips, diameter=diameter
                    )
                if won:
                    stacks = max(1, len(chip_breakdown(won)))
                    diameter = max(12.0, min(26.0, (card_width - 2) / (1.12 * stacks + 0.2)))
                    specs[Key(Slot.WON, card, punter)] = _Spec(
                        QPointF(x, card_y + card_height * WON_ON_CARD), 45 + index, amount=won, diameter=diameter
                    )

    # ----- applying a layout -----

    def _relayout(self, *, animate: bool, event: Event | None = None) -> list[Tween]:
        """Bring every item to the mirrored state; with `animate`, return the moves that take it there (the
        caller plays them at once). Without, the items are put in place, a running move cut short first."""
        self._finish_animation()
        specs = self._layout()
        duration = self.move_duration() if animate else 0
        moves: list[Tween] = []
        self._place_fixed_items()
        for key, spec in specs.items():
            item = self._items.get(key)
            if item is None:
                item = self._new_item(key, spec)
                start = self._origin(key, spec, event) if duration else spec.pos
                item.setPos(start)
            self._update_item(item, spec, moves, duration)
        for key in [k for k in self._items if k not in specs]:
            item = self._items.pop(key)
            if duration and key.slot is not Slot.KUSH:  # chalk is wiped off, it does not travel
                target = self._destination(key, event, specs)
                item.setZValue(item.zValue() + 50)
                self._move(item, target, moves, duration)
                self._leaving.append(item)
            else:
                self.removeItem(item)
                item.deleteLater()
        self._specs = specs
        self._refresh_plates(moves, duration)
        return moves

    def _new_item(self, key: Key, spec: _Spec) -> CardItem | ChipsItem | ChalkItem:
        item: CardItem | ChipsItem | ChalkItem
        if key.slot is Slot.KUSH:
            item = ChalkItem(spec.text)
        elif key.slot.holds_chips:
            item = ChipsItem(spec.amount, diameter=spec.diameter)
        else:
            item = CardItem(self.art, spec.card, face_up=spec.face_up, height=spec.height)
            item.set_look(face_up=spec.face_up, corners=spec.corners, mark=spec.mark)
        item.setZValue(spec.z)
        self.addItem(item)
        self._items[key] = item
        return item

    def _update_item(
        self, item: CardItem | ChipsItem | ChalkItem, spec: _Spec, moves: list[Tween], duration: int
    ) -> None:
        item.setZValue(spec.z)
        if isinstance(item, ChalkItem):
            item.set_text(spec.text)
        elif isinstance(item, ChipsItem):
            item.set_amount(spec.amount, spec.diameter)
        else:
            item.setToolTip(spec.tooltip)
            if item.height != spec.height:
                item.prepareGeometryChange()
                item.height = spec.height
            if item.set_look(face_up=spec.face_up, corners=spec.corners, mark=spec.mark) and duration:
                # The old side shows until the card is edge on, then the new one.
                item.set_flip(-1.0)
                moves.append(Tween(item, b"flip", -1.0, 1.0, QEasingCurve.Type.Linear))
        if item.pos() != spec.pos:
            if duration:
                self._move(item, spec.pos, moves, duration)
            else:
                item.setPos(spec.pos)

    def _move(self, item: QGraphicsObject, target: QPointF, moves: list[Tween], duration: int) -> None:
        if duration:
            moves.append(Tween(item, b"pos", item.pos(), QPointF(target)))
        else:
            item.setPos(target)

    def _plate_pos(self, player: str) -> QPointF:
        """Where a player's plate belongs (the banker's place for one who has none yet)."""
        target = self._plate_targets.get(player)
        return QPointF(target) if target is not None else self._geometry().banker_plate

    def _origin(self, key: Key, spec: _Spec, event: Event | None) -> QPointF:
        """Where a new item comes from: the deck, the bank, or its punter's place."""
        if key.slot is Slot.KUSH:
            return QPointF(spec.pos)
        if key.punter is None:
            return self._geometry().deck
        if key.slot is Slot.WON and isinstance(event, StakeDecided):
            return self.bank_item.pos()
        if isinstance(event, StakePlaced | StakeOffered):
            return self._plate_pos(key.punter)
        return QPointF(spec.pos)

    def _destination(self, key: Key, event: Event | None, specs: dict[Key, _Spec]) -> QPointF:
        """Where a leaving item goes: the deck, the bank, or its punter's place."""
        if key.punter is None or (self._gathering and key.slot is Slot.SEAT):
            return self._geometry().deck  # the banker's cards, and at a deal's end the dead ones too
        if isinstance(event, StakeDecided) and event.outcome is Outcome.KILLED and key.slot is Slot.CHIPS:
            return self.bank_item.pos()
        if isinstance(event, ParoliBent) and key.slot is Slot.WON:
            chips = specs.get(Key(Slot.CHIPS, key.card, key.punter))
            if chips is not None:
                return chips.pos
        return self._plate_pos(key.punter)

    def _place_fixed_items(self) -> None:
        """The deck, the spots, the labels, the chalk, the bank and the status line."""
        geometry = self._geometry()
        deck_x, deck_y = geometry.deck_x, geometry.deck_y
        right_x = geometry.pile_centre_x(geometry.right_pile_x)
        left_x = geometry.pile_centre_x(geometry.left_pile_x)
        card_width = geometry.card_width
        pile_width = card_width + geometry.pile_span + 10
        for name, x, width in (
            ("deck", deck_x + card_width / 4, card_width * 1.5 + 10),
            ("right", right_x, pile_width),
            ("left", left_x, pile_width),
        ):
            spot = self._spots[name]
            spot.set_size(width, CARD_HEIGHT + 10)
            spot.setPos(x, deck_y)
        self._set_tooltips()
        state = self.state
        label_y = geometry.label_y
        self.deck_item.setPos(deck_x, deck_y)
        self.bank_item.setVisible(state is not None)
        if state is None:
            self.deck_item.set_deck(0, 52, cuttable=False)
            for label in self._labels.values():
                label.set_text("")
            for chalk in self._chalk.values():
                chalk.set_text("")
            self.bank_item.set_amount(0)
            return
        size = state.rules.deck_size
        if state.phase is Phase.DEALING:
            remaining = len(state.remaining)
            self.deck_item.set_deck(max(0, remaining - 2), size, cuttable=False)
            deck_text = translate("TableScene", "Shtoss (штосс) · {count}").format(count=remaining)
            if remaining >= 2:
                self._labels["deck"].setToolTip(
                    translate("TableScene", "The banker's deck: {count} cards; lob {lob}, sonik {sonik}").format(
                        count=remaining, lob=card_text(state.remaining[0]), sonik=card_text(state.remaining[1])
                    )
                )
        else:
            self.deck_item.set_deck(size, size, cuttable=self.deck_item.cuttable)
            deck_text = translate("TableScene", "Shtoss (штосс) · {count}").format(count=size)
        self._labels["deck"].set_text(deck_text)
        self._labels["deck"].setPos(deck_x + card_width / 4, label_y)
        shown = state.deck and not self._gathered
        right_count, left_count = (len(state.right_pile), len(state.left_pile)) if shown else (0, 0)
        self._labels["right"].set_text(translate("TableScene", "Right pile · {count}").format(count=right_count))
        self._labels["left"].set_text(translate("TableScene", "Left pile · {count}").format(count=left_count))
        self._labels["right"].setPos(right_x, label_y)
        self._labels["left"].setPos(left_x, label_y)
        # The story's words, chalked; the English gloss under them (the Russian table needs none).
        self._chalk["right"].set_text(translate("TableScene", "направо —\nбанкомёту\nright: the banker's"))
        self._chalk["left"].set_text(translate("TableScene", "налево —\nпонтёрам\nleft: the punters'"))
        self._chalk["right"].setPos(geometry.right_chalk)
        self._chalk["left"].setPos(geometry.left_chalk)
        self.bank_item.set_amount(state.bank, BANK_CHIP_DIAMETER)
        self.bank_item.setPos(geometry.bank(state.bank))
        bank_label = self._labels["bank"]
        bank_label.set_text(translate("TableScene", "Bank (банк)"))
        chips = self.bank_item.mapRectToScene(self.bank_item.boundingRect())
        label_width = bank_label.boundingRect().width()
        bank_label.setPos(chips.right() + BANK_LABEL_GAP + label_width / 2, chips.center().y())
        self.status_item.set_max_width(geometry.width - 2 * STATUS_SIDE_MARGIN)
        self.status_item.setPos(geometry.width / 2, geometry.status_y)

    def _set_tooltips(self) -> None:
        """The labels' tooltips, in the language of the moment (a language change lays the table out again)."""
        self._labels["right"].setToolTip(
            translate(
                "TableScene",
                "Правая: the banker's own right pile. Odd cards (1st, 3rd, ...) "
                "land here and kill the punters' cards of their rank.",
            )
        )
        self._labels["left"].setToolTip(
            translate(
                "TableScene",
                "Левая: the punters' pile, on the banker's left. Even cards "
                "(2nd, 4th, ...) land here and give the punters' cards of their rank.",
            )
        )
        self._labels["deck"].setToolTip(
            translate(
                "TableScene",
                "Штосс: the banker's deck. After the cut it lies face up, the lob "
                "(лоб, the top card) slid aside so that the sonik (соник) shows.",
            )
        )
        self._labels["bank"].setToolTip(
            translate("TableScene", "Банк: the bank, the money the banker puts up against the punters.")
        )

    def _refresh_plates(self, moves: list[Tween] | None = None, duration: int = 0) -> None:
        state = self.state
        if state is None:
            return
        human = self._controller.human
        turn = self._whose_turn()
        balances = dict(state.balances)
        geometry = self._geometry()
        positions = dict(zip(state.punter_seats, geometry.seat_positions(len(state.punter_seats)), strict=True))
        positions[state.banker] = geometry.banker_plate
        for player in state.players:
            plate = self._plates.get(player)
            target = positions.get(player)
            if target is None:
                continue
            if plate is None:
                plate = PlateItem(player, text_pixels=PLATE_TEXT)
                plate.setZValue(50)
                plate.setPos(target)
                self.addItem(plate)
                self._plates[player] = plate
            # The name in the language now shown (a language change lays the table out again).
            name = display_name(player)
            if plate.name != name:
                plate.name = name
                plate.update()
            if player == state.banker:
                role = translate("TableScene", "Banker · банкомёт")
            elif player in state.left:
                role = translate("TableScene", "Left the table")
            else:
                role = translate("TableScene", "Punter · понтёр")
            if player == human:
                role = translate("TableScene", "{role} · you").format(role=role)
            plate.set_width(
                BANKER_PLATE_WIDTH
                if player == state.banker
                else min(PLATE_WIDTH, geometry.seat_spacing(len(state.punter_seats)) - 8)
            )
            plate.set_content(
                role=role,
                money=format_amount(balances.get(player, 0)),
                human=player == human,
                active=player == turn,
                gone=player in state.left,
            )
            plate.setToolTip(
                translate("TableScene", "{name}: {money} off the table").format(
                    name=name, money=format_amount(balances.get(player, 0))
                )
            )
            if self._plate_targets.get(player) != target:
                self._plate_targets[player] = QPointF(target)
                if moves is not None and duration:
                    self._move(plate, target, moves, duration)
                else:
                    plate.setPos(target)


def _deal_goes_on() -> str:
    return translate("TableScene", "Atande is over: the deal goes on.")


def _cascade(count: int, first_x: float) -> list[float]:
    """The x of each card of a pile of `count`: the older ones squared up at the left, the last few fanned
    out rightwards, each showing the index (rank and suit) in its upper left corner."""
    fanned = min(count, PILE_FANNED)
    older = count - fanned
    step_older = min(1.0, PILE_SQUARED_WIDTH / older) if older else 0.0
    xs = [first_x + index * step_older for index in range(older)]
    base = first_x + older * step_older
    xs += [base + index * PILE_FAN_STEP for index in range(fanned)]
    return xs


__all__ = [
    "DESIGN_SIZE",
    "NEXT_DEAL_EVENTS",
    "Key",
    "SeatCard",
    "Slot",
    "Speed",
    "TableGeometry",
    "TableScene",
]
