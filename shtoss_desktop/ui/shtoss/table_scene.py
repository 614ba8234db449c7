"""The shtoss table: a QGraphicsScene that shows the session as the events describe it.

The scene listens to the controller's `eventRecorded` and plays the events one after another at the animation
speed: it feeds each event to its `TableMemory` and to the game as the table shows it (`shown`, a `ShownShtoss`,
app/shtoss/shown.py: a `Game` rebuilt from the same records), lays out what they show (`lay_out`,
ui/shtoss/table_layout.py, on the `TableGeometry` of ui/shtoss/table_geometry.py) and moves its items from where
they were to where they belong. The core has already decided everything; the scene only animates. Input is never
blocked: events that arrive during an animation wait in a queue.

What the player reads follows the table, not the controller: `shown` tells each record as the table shows it (the
side views' models and the window's prompt follow it), and the status line says the record's sentence at the same
moment (ui/shtoss/effects.py), so nothing written beside the cards is ahead of them or behind them. An important
sentence (a decision about the human, a deal's end) holds the queue while it is read; the banker's shuffle has a
move of its own, so that it is said before the cut is shown. At the "instant" speed every record waiting is shown at
once (one layout for a resumed session's whole log).

A deal's end: its piles and dead cards stay (the recap is read beside them) until the next deal begins (the
first stake, cut or new bank after `DealFinished`); then the banker gathers them into the deck in one move of
their own, and the next deal is staked on a clean cloth. The deck's label counts the gathered cards in only once
that move has landed (`shown.gather`, which the odds follow too). Winnings waiting on a card stay: they are live.

Ownership (see "Who owns what on the table" in DEVELOPERS.md): the scene owns its items (added to it, and
referenced from its dictionaries until removed and deleted), its `TableAnimator` (ui/table/animator.py, a child
QObject), its `TableEffects` (ui/shtoss/effects.py, a child QObject that tells it what it does through its own
signals) and its one resume timer (a child QTimer). The animator is the only owner of the moves' animations: it
builds a group from plain `Tween` records when an event is shown, and deletes it when it finishes or is cut short;
nothing else holds one. Anything that lays the table out again without animating (a resize, a new card theme, a new
session, "instant" speed) first cuts the running animation short through `_finish_animation`, which puts every item
where it belongs; items are removed from the scene only when no animation runs.
"""

from __future__ import annotations

from collections import deque
from typing import Final

import msgspec
from PySide6.QtCore import QCoreApplication, QEasingCurve, QObject, QPointF, QRectF, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.shtoss.controller import GameController, Waiting
from shtoss_desktop.app.shtoss.narration import narrate
from shtoss_desktop.app.shtoss.shown import ShownShtoss
from shtoss_desktop.app.words import display_name
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.shtoss.events import (
    Event,
    ParoliBent,
    Shuffled,
    StakeDecided,
    StakeOffered,
    StakePlaced,
)
from shtoss_desktop.core.shtoss.settle import Outcome
from shtoss_desktop.core.shtoss.table import GameState, Phase
from shtoss_desktop.storage.settings import Speed
from shtoss_desktop.ui.shtoss.effects import TableEffects
from shtoss_desktop.ui.shtoss.items import ChalkItem, ChipsItem, DeckItem
from shtoss_desktop.ui.shtoss.plate_words import PlateSeat, plate_words
from shtoss_desktop.ui.shtoss.table_furniture import TableFurniture
from shtoss_desktop.ui.shtoss.table_geometry import (
    BANKER_PLATE_WIDTH,
    DESIGN_SIZE,
    PLATE_TEXT,
    PLATE_WIDTH,
    Key,
    Slot,
    TableGeometry,
)
from shtoss_desktop.ui.shtoss.table_layout import PunterCard, Spec, TableMemory, lay_out
from shtoss_desktop.ui.table.animator import MOVE_DURATIONS, TableAnimator, Tween
from shtoss_desktop.ui.table.card_art import CardTheme
from shtoss_desktop.ui.table.cloth import ClothScene
from shtoss_desktop.ui.table.items import CardItem, LabelItem, Mark, PlateItem
from shtoss_desktop.ui.table.tooltips import set_tooltip

GATHER_SLOWER: Final = 1.6
"""Gathering the last deal's cards takes this many times a move: the banker sweeps the cloth."""
SHUFFLE_TURN: Final = -9.0
"""The banker's deck turns this far (degrees) as he shuffles it, and is squared back (ui/shtoss/effects.py times
it)."""

translate = QCoreApplication.translate


class SeatCard(msgspec.Struct, frozen=True):
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
    announced = Signal(str, bool)
    """Every line the table says, in order, as it says it (the status line may show only the latest): its text
    and whether it is important (the window's announcer tells the screen reader, ui/shell/announcer.py)."""
    idle = Signal()
    """Every queued event has been shown and no animation runs."""
    cutRequested = Signal(int)
    """The human clicked the banker's deck at this cut position."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(DESIGN_SIZE, parent)
        self._controller = controller
        self._speed = Speed.NORMAL
        # The game as the table shows it, record by record: what the player reads beside the table follows it.
        self.shown = ShownShtoss(controller, self)
        self._queue: deque[Event] = deque()
        self._animator = TableAnimator(self)
        self._animator.finished.connect(self._animation_finished)
        # The suspense, the floating results and the status line's queue (ui/shtoss/effects.py; it owns its items).
        self.effects = TableEffects(self, self)
        self.effects.lineShown.connect(self._show_line)
        self.effects.lineSaid.connect(self.announced)
        self.effects.settled.connect(self._effect_settled)
        # Picks the queue up again from the event loop after a move was cut short (never re-entrantly).
        self._resume = QTimer(self)
        self._resume.setSingleShot(True)
        self._resume.setInterval(0)
        self._resume.timeout.connect(self._resume_queue)
        self._processing = False
        self._starting = False  # a session's first records are coming: shown once they all have (`_session_sent`)
        self._quiet = False  # records shown at once are laid out, only the last one's sentence said (`flush`)
        self._memory = TableMemory()  # what the table keeps that the mirrored state forgets
        self._gathering = False  # the ended deal's cards are being sent to the deck (laying out their move)
        self._sweeping = False  # the move that gathers them runs: the deck's label still counts them out
        self._items: dict[Key, CardItem | ChipsItem | ChalkItem] = {}
        self._plates: dict[str, PlateItem] = {}
        # Where each plate belongs (it may still be travelling there): kept beside the plate, by player.
        self._plate_targets: dict[str, QPointF] = {}
        self._specs: dict[Key, Spec] = {}
        self._leaving: list[QGraphicsItem] = []
        # The human called атанде and the dealing waits (the line then says the deal goes on once he resumes).
        self._paused = False
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

        # The spots, the deck, the bank, the labels, the chalk and the status line (ui/shtoss/table_furniture.py).
        self._furniture = TableFurniture(self, self.art)
        self._furniture.deck.cutChosen.connect(self.cutRequested)

        controller.sessionStarted.connect(self._session_started)
        controller.eventRecorded.connect(self._enqueue)
        controller.changed.connect(self._session_sent)
        controller.changed.connect(self.refresh_interaction)
        self._relayout(animate=False)

    @property
    def deck_item(self) -> DeckItem:
        """The banker's deck (clicked to cut it)."""
        return self._furniture.deck

    @property
    def bank_item(self) -> ChipsItem:
        """The bank's chips."""
        return self._furniture.bank

    @property
    def status_item(self) -> LabelItem:
        """The status line on the cloth."""
        return self._furniture.status

    def spot_rect(self, name: str) -> QRectF:
        """Where the cloth's spot `name` ("deck", "right", "left": the dashed place of the deck and of each pile)
        lies, in scene coordinates."""
        return self._furniture.spots[name].sceneBoundingRect()

    # ----- settings -----

    @property
    def speed(self) -> Speed:
        """The animation speed."""
        return self._speed

    def set_speed(self, speed: str) -> None:
        """Change the animation speed ("instant" finishes any running animation)."""
        self._speed = Speed(speed)
        if self._speed is Speed.INSTANT:
            self.flush(say_every_line=True)

    def move_duration(self) -> int:
        """How long one move takes at the current speed (ms)."""
        return MOVE_DURATIONS[self._speed]

    @property
    def human(self) -> str | None:
        """The human at the table (None when he watches)."""
        return self._controller.human

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

    def flush(self, *, say_every_line: bool = False) -> None:
        """Finish the running animation and show every queued event at once; the status line says the last one's
        sentence, and so does the screen reader unless `say_every_line` (the speed turned "instant" mid-deal: the
        lines not yet said are all said, in order; a kept game laid out as it stands says only where it is)."""
        speed, quiet = self._speed, self._quiet
        self._speed = Speed.INSTANT
        self._quiet = not say_every_line
        try:
            self._finish_animation()
            self.effects.release()
            self._drain()
        finally:
            self._speed, self._quiet = speed, quiet

    def _session_started(self) -> None:
        # A session's records come at once, ended by `changed` (a kept game's whole log): they are shown from then
        # on, so that at the "instant" speed the table is laid out once for all of them, not once per record.
        self._starting = True
        self._finish_animation()
        self.effects.clear()
        self._queue.clear()
        self._memory.clear()
        self._sweeping = False
        self.shown.clear()
        for item in list(self._items.values()) + list(self._plates.values()):
            self.removeItem(item)
            item.deleteLater()
        self._items.clear()
        self._plates.clear()
        self._plate_targets.clear()
        self._specs.clear()
        self._paused = False
        self.status_item.set_text("")

    def _enqueue(self, event: Event) -> None:
        self._queue.append(event)
        if not self._starting and not self._animator.is_running() and not self._processing:
            self._drain()

    def _session_sent(self) -> None:
        """The controller's action is done: a new session's records, sent all at once, are shown now."""
        if self._starting:
            self._starting = False
            # A kept game's whole log is laid out, not told line by line (a new session's first records are).
            quiet, self._quiet = self._quiet, self._controller.resumed
            try:
                self._resume_queue()
            finally:
                self._quiet = quiet

    def _drain(self) -> None:
        self._processing = True
        try:
            while self._queue and not self._animator.is_running() and not self.effects.holding():
                if self._speed is Speed.INSTANT:
                    self._show_at_once()
                    continue
                # Laying out and starting the moves happen with no signal emitted in between, so nothing
                # (a resize, say) can lay the table out again under moves not yet started.
                if self._memory.begins_next_deal(self._queue[0]):
                    # The next deal begins: first the last one's cards are gathered, in a move of their own.
                    self._sweeping = True
                    if not self._animator.play(self._gather(), round(self.move_duration() * GATHER_SLOWER)):
                        self._drop_leaving()
                        self._sweep_landed()
                    continue
                event = self._queue.popleft()
                moves = self._present(event)
                if not self._animator.play(moves, self.effects.begin(event, self.move_duration())):
                    self._drop_leaving()
        finally:
            self._processing = False
        self._tell_if_idle()

    def _show_at_once(self) -> None:
        """The "instant" speed: show every event waiting at once (a deal's end gathered on the way) and lay the
        table out once, for the last; the status line says the last event's sentence, and the screen reader hears
        every event's, in order (only the last one's when `_quiet`: a kept game's log laid out at once)."""
        batch: list[Event] = []
        told: list[Event] = []  # every event shown, across a deal's end gathered on the way
        while self._queue:
            event = self._queue[0]
            if self._memory.begins_next_deal(event):
                self.shown.show(batch)
                batch = []
                self._memory.gather()
                self.shown.gather()
                continue
            self._queue.popleft()
            self._memory.note(event)
            batch.append(event)
            told.append(event)
        self.shown.show(batch)
        if told and self.shown.has_game:
            if not self._quiet:
                human, banker = self._controller.human, self.shown.game.banker
                for event in told[:-1]:
                    text = narrate(event, human, banker)
                    if text:
                        self.effects.say_unshown(text, event)
            self._say(told[-1])
        self._relayout(animate=False)

    def _say(self, event: Event) -> None:
        """Put the sentence of `event`, which the table shows now, on the status line (ui/shtoss/effects.py emits
        `narrated` as the line shows it: at once, unless a start-up notice holds the line)."""
        human, banker = self._controller.human, self.shown.game.banker
        text = narrate(event, human, banker)
        if text:
            self.effects.say(text, event, lambda: narrate(event, human, banker))

    def _tell_if_idle(self) -> None:
        """If nothing is left to show and nothing moves, refresh what the human may do and say the table is idle."""
        if self.is_idle():
            self.refresh_interaction()
            self.idle.emit()

    def _effect_settled(self) -> None:
        # An effect ended, or a sentence has been read (ui/shtoss/effects.py): the queue may go on, and that may
        # leave the table idle, as the end of its last move does.
        if not self._processing and not self._animator.is_running():
            self._drain()

    def _show_line(self, text: str) -> None:
        # The status line's queue (ui/shtoss/effects.py) shows a message: on the table's line and in the status bar.
        self.status_item.set_text(text)
        self.narrated.emit(text)

    def _animation_finished(self) -> None:
        self._drop_leaving()
        self._sweep_landed()
        if not self._processing:
            self._drain()

    def _finish_animation(self) -> None:
        """Cut the running move short: every item jumps to where it belongs, cards lie flat, the items that
        were leaving go. The queue goes on from the event loop (its `idle` then follows as usual)."""
        if not self._animator.stop():
            return
        self._drop_leaving()
        self.deck_item.setRotation(0.0)
        self._sweep_landed()
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
        """Gather the ended deal's piles and dead cards into the deck: the moves."""
        self._memory.gather()
        self._gathering = True
        try:
            return self._relayout(animate=True)
        finally:
            self._gathering = False

    def _sweep_landed(self) -> None:
        """The gathering's move has ended (or was cut short): the deck is whole again, and its label and what
        follows the table (the odds) say so."""
        if not self._sweeping:
            return
        self._sweeping = False
        self._furniture.place(self.state, self._geometry(), gathered=self._memory.gathered)
        self.shown.gather()

    # ----- showing one event -----

    def _present(self, event: Event) -> list[Tween]:
        """Show one event: the moves that bring the table to the state after it."""
        self._memory.note(event)
        # Told before the layout: a slot that resizes the window lays the table out for the new state itself, and
        # the layout below then finds everything in place.
        self.shown.show((event,))
        if not self.shown.has_game:
            return []
        self._say(event)
        moves = self._relayout(animate=True, event=event)
        if isinstance(event, Shuffled):
            # The banker shuffles: his deck turns in his hands and is squared again, while the line says so.
            moves.append(Tween(self.deck_item, b"rotation", SHUFFLE_TURN, 0.0, QEasingCurve.Type.OutElastic))
        return moves

    # ----- reading the table (for the window and the tests) -----

    @property
    def state(self) -> GameState | None:
        """The state the table shows now (it may lag the game while events are animated)."""
        return self.shown.game.state() if self.shown.has_game else None

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

    def deal_gathered(self) -> bool:
        """Whether the ended deal's piles and dead cards have been gathered into the deck: the next deal has begun
        on a clean cloth (until the next cut)."""
        return self._memory.gathered

    def dead_cards(self) -> dict[PunterCard, StakeDecided]:
        """The decided cards lying face up with no money on them (killed or void) until the next deal is gathered
        or the next cut, each with the decision that turned it."""
        return self._memory.dead_cards()

    def writing(self) -> dict[str, LabelItem | ChalkItem | PlateItem]:
        """Everything the table writes that must stay readable (no card or chip over it), by a name: the
        labels, the chalk beside the piles, the status line and every plate (tests check the overlaps)."""
        out: dict[str, LabelItem | ChalkItem | PlateItem] = dict(self._furniture.writing())
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
        if state is not None and state.phase is not Phase.DEALING:
            deck = self.deck_item
            deck.set_deck(deck.count, deck.size, cuttable=cuttable)
        self._refresh_plates()

    def _whose_turn(self) -> str:
        controller = self._controller
        if not controller.has_game or not self.is_idle():
            return self._memory.actor
        waiting = controller.waiting_for()
        if waiting in (Waiting.HUMAN_STAKES, Waiting.HUMAN_OFFER, Waiting.HUMAN_DEAL, Waiting.HUMAN_NEW_BANK):
            return controller.human or ""
        if waiting is Waiting.OVER:
            return ""
        return self._memory.actor

    # ----- layout -----

    def _geometry(self) -> TableGeometry:
        """Where the table's places are now."""
        return TableGeometry(self._size.width(), self._size.height(), self.art.card_width)

    def _layout(self) -> dict[Key, Spec]:
        """Where every card and stack of chips belongs in the mirrored state (ui/shtoss/table_layout.py)."""
        return lay_out(self.state, self._memory, self._geometry(), self.art.theme.aspect)

    # ----- applying a layout -----

    def _relayout(self, *, animate: bool, event: Event | None = None) -> list[Tween]:
        """Bring every item to the mirrored state; with `animate`, return the moves that take it there (the
        caller plays them at once). Without, the items are put in place, a running move cut short first."""
        self._finish_animation()
        specs = self._layout()
        duration = self.move_duration() if animate else 0
        moves: list[Tween] = []
        # While the gathering's move runs, the deck's label still counts out the cards on their way back.
        self._furniture.place(self.state, self._geometry(), gathered=self._memory.gathered and not self._sweeping)
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

    def _new_item(self, key: Key, spec: Spec) -> CardItem | ChipsItem | ChalkItem:
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
        self, item: CardItem | ChipsItem | ChalkItem, spec: Spec, moves: list[Tween], duration: int
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

    def _origin(self, key: Key, spec: Spec, event: Event | None) -> QPointF:
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

    def _destination(self, key: Key, event: Event | None, specs: dict[Key, Spec]) -> QPointF:
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
            words = plate_words(PlateSeat(
                player=player, balance=balances.get(player, 0), banker=player == state.banker, bank=state.bank,
                human=player == human, left=player in state.left, temperament=self._controller.temperament(player),
            ))
            plate.set_content(
                role=words.role,
                money=format_amount(balances.get(player, 0)),
                human=player == human,
                active=player == turn,
                gone=player in state.left,
            )
            # As wide as its whole name and money need, where the seats leave the room.
            plate.set_width(
                BANKER_PLATE_WIDTH
                if player == state.banker
                else min(max(PLATE_WIDTH, plate.needed_width()), geometry.seat_spacing(len(state.punter_seats)) - 4)
            )
            set_tooltip(plate, words.tooltip)
            if self._plate_targets.get(player) != target:
                self._plate_targets[player] = QPointF(target)
                if moves is not None and duration:
                    self._move(plate, target, moves, duration)
                else:
                    plate.setPos(target)


def _deal_goes_on() -> str:
    return translate("TableScene", "Atande is over: the deal goes on.")


__all__ = ["SeatCard", "TableScene"]
