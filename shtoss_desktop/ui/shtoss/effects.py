"""The table's effects: the suspense of a card that decides a stake, the result floating up from the seat, and
the status line's queue of messages.

- **Suspense.** When the banker's card that has just appeared is of a rank some stake waits on, its move is
  slower (`SUSPENSE_FACTOR`) and each staked card of that rank glows. Nothing is known before the card is
  dealt: the table asks its own mirrored state, after the card, which undecided stakes share its rank (the
  deck's order is never read).
- **The decision.** When a stake is decided, the card turns (the table's own flip, slowed a little), and
  "+30" in green or "−30" in red floats up from the card and fades.
- **Messages.** The status line says what the table shows: each record's sentence as the table shows the record,
  at once, replacing the one before (the history lists every one of them), so the line is never behind the cards
  nor ahead of them. An important one (a decision that concerns the human, the end of a deal, a broken bank, the
  end of the session) is given time to be read: for `hold` (per speed) the table shows no further record
  (`holding`; the table's queue waits, the player may still act), then it goes on. A notice (`notice`: a settings
  file or a card deck that could not be read at start) is not the game's: it stays `NOTICE_HOLD` whatever the
  speed and does not hold the table; the game's latest line waits behind it (only the latest: the line then says
  what the table shows), and a new session does not drop it, so the player can read it before the table's first
  words cover it. Each game message keeps how to write it (`retell`): a change of language rewrites the line
  shown at once; `tell` puts a line no event records (the deal going on after атанде). Every message said is
  also told at once, in order, on `lineSaid` (the line may show only the latest; the screen reader hears each).

The effects know their table only as an `EffectsTable`, a narrow protocol (its speed, its mirrored state, the
human, a punter's card item, and adding and removing items); they tell it what happens through signals of their
own: `lineShown` when the status line is to show a text, `settled` when an effect ends. The table scene connects
both, and nothing here imports it.

Ownership ("Who owns what on the table" in DEVELOPERS.md): the scene owns one `TableEffects` (a child QObject).
It owns the floating amounts and the glows (added to the scene, kept in its lists, removed and `deleteLater()`
in the same step as it forgets them) and their animations (a `QParallelAnimationGroup` per effect, the
effects' child, with Qt's default `KeepWhenStopped`; when it finishes or is cut short it is disconnected,
forgotten and deleted). Items hold no animation. While an effect runs the table is not idle (the computer
players wait for it). The message timer is the effects' child too.
"""

from __future__ import annotations

import enum
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Final, Protocol

import msgspec
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.shtoss.events import (
    BankBroken,
    BankerRotated,
    CardDealt,
    DealFinished,
    Event,
    PremiumPaid,
    PunterLeft,
    SessionEnded,
    Shuffled,
    StakeDecided,
)
from shtoss_desktop.storage.settings import Speed
from shtoss_desktop.ui.table.fonts import table_font

if TYPE_CHECKING:
    from shtoss_desktop.core.shtoss.table import GameState
    from shtoss_desktop.ui.table.items import CardItem

SUSPENSE_FACTOR: Final = 2.6
"""A card that decides a stake moves this many times slower than other cards."""
DECISION_FACTOR: Final = 1.6
"""A decision that follows such a card (the flip, the chips) moves this many times slower."""
FLOAT_FACTOR: Final = 4.5
"""The amount floats up for this many move durations (1.35 s at the normal speed)."""
FLOAT_RISE: Final = 80.0
"""How far the amount rises, in scene units."""
FLOAT_PIXELS: Final = 48.0
"""The floating amount's font size, in scene units."""
HOLD_FACTOR: Final = 5.4
"""An important message holds the table this many move durations (1.6 s at the normal speed) before it shows its
next record: time to read it."""
SHUFFLE_FACTOR: Final = 3.0
"""The banker's shuffle takes this many move durations: the line says so before the cut is shown."""
NOTICE_HOLD: Final = 12000
"""A notice stays this long (ms), whatever the table's speed: a sentence or two about a file, read at leisure."""

GAIN_COLOUR: Final = QColor("#63e27f")
"""A punter's gain floats up in green."""
LOSS_COLOUR: Final = QColor("#ff6b5e")
"""A punter's loss floats up in red."""
GLOW_COLOUR: Final = QColor(255, 214, 102)
"""The glow round a staked card whose rank has come up."""
MINUS: Final = "\N{MINUS SIGN}"


def signed_amount(amount: int) -> str:
    """"+30", "−30" (a true minus sign), "0"."""
    text = format_amount(abs(amount))
    return f"+{text}" if amount > 0 else f"{MINUS}{text}" if amount < 0 else text


class FloatItem(QGraphicsObject):
    """A punter's result ("+30", "−30") in bold figures with a dark outline, centred on its position."""

    def __init__(self, amount: int, punter: str = "", parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.amount = amount
        self.punter = punter
        self.text = signed_amount(amount)
        self.colour = GAIN_COLOUR if amount > 0 else LOSS_COLOUR
        self._font = table_font(FLOAT_PIXELS, bold=True)
        metrics = QFontMetricsF(self._font)
        width, height = metrics.horizontalAdvance(self.text) + 12, metrics.height() + 8
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self._baseline = metrics.ascent() - metrics.height() / 2
        self.setZValue(200)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        """The figures with room for their outline."""
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The figures, outlined in dark so they read on the cloth and on a card."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        path = QPainterPath()
        path.addText(QPointF(-self._rect.width() / 2 + 6, self._baseline), self._font, self.text)
        painter.setPen(QPen(QColor(20, 16, 10, 220), 4.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawPath(path)


class GlowItem(QGraphicsObject):
    """A warm glow round a card (its rectangle `rect`, centred on the position): painted behind the card."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._card = QRectF(rect)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        """The card's rectangle and the glow's spread."""
        return self._card.adjusted(-16, -16, 16, 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Rings of light fading outwards."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for spread, alpha in ((13.0, 70), (9.0, 115), (5.5, 175), (2.5, 255)):
            colour = QColor(GLOW_COLOUR)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, 4.5))
            painter.drawRoundedRect(self._card.adjusted(-spread, -spread, spread, spread), 6 + spread, 6 + spread)


class Importance(enum.Enum):
    """How a message is treated by the status line's queue."""

    NOTICE = "notice"
    """Not the game's (a start-up problem): shown before the game's messages for `NOTICE_HOLD`, at any speed, and
    kept across a new session."""
    ROUTINE = "routine"
    """Shown in turn; shortened or skipped on the line when many wait (the history has it)."""
    IMPORTANT = "important"
    """Shown in turn for its full time, never skipped."""


def importance(event: Event, human: str | None, banker: str | None) -> Importance:
    """Whether the message of `event` is important to the human at the table (`human`, None when watching)."""
    if isinstance(event, DealFinished | BankBroken | SessionEnded):
        return Importance.IMPORTANT
    if human is None:
        return Importance.ROUTINE
    if isinstance(event, StakeDecided | PremiumPaid):
        return Importance.IMPORTANT if human in (event.punter, banker) else Importance.ROUTINE
    if isinstance(event, BankerRotated):
        return Importance.IMPORTANT if human in (event.old_banker, event.new_banker) else Importance.ROUTINE
    if isinstance(event, PunterLeft) and event.punter == human:
        return Importance.IMPORTANT
    return Importance.ROUTINE


class Message(msgspec.Struct, frozen=True):
    """One message waiting for the status line."""

    text: str
    importance: Importance
    hold: int = 0
    """How long a notice stays (ms); the game's messages take theirs from the table's speed."""
    retell: Callable[[], str] | None = None
    """Writes the text again in the language installed now (None: a notice, told once as it came)."""


class EffectsTable(Protocol):
    """What the effects ask of their table (the `TableScene` is one)."""

    @property
    def speed(self) -> Speed:
        """The animation speed."""
        ...

    def move_duration(self) -> int:
        """How long one move takes at the current speed (ms)."""
        ...

    @property
    def state(self) -> GameState | None:
        """The state the table shows now (None before a game)."""
        ...

    @property
    def human(self) -> str | None:
        """The human at the table (None when he watches)."""
        ...

    def seat_card_item(self, punter: str, card: Card) -> CardItem | None:
        """A punter's card on the table, if it is shown."""
        ...

    def addItem(self, item: QGraphicsItem, /) -> None:
        """Put an item on the table (the table's scene owns it then)."""
        ...

    def removeItem(self, item: QGraphicsItem, /) -> None:
        """Take an item off the table."""
        ...


class TableEffects(QObject):
    """The effects of one table (see the module docstring): the table calls `begin` for every event it shows,
    `say` for every message, `clear` for a new session; `busy` keeps the table from being idle."""

    lineShown = Signal(str)
    """The status line is to show this text now (a message's turn came, or a change of language rewrote it)."""
    lineSaid = Signal(str, bool)
    """A message was said (`say`, `tell`, `notice`), in order, whether or not the line shows it yet: its text and
    whether it is important (the screen reader is told every one of them, ui/shell/announcer.py)."""
    settled = Signal()
    """An effect ended (a result has floated away, a glow stopped pulsing): the table may be idle now."""

    def __init__(self, table: EffectsTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = table
        self._floats: list[tuple[FloatItem, QParallelAnimationGroup]] = []
        self._glows: dict[tuple[str, Card], tuple[GlowItem, QParallelAnimationGroup | None]] = {}
        self._suspense: set[tuple[str, Card]] = set()
        self._deal_end: DealFinished | None = None
        self._waiting: deque[Message] = deque()
        self._shown: Message | None = None
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._hold_over)

    # ----- pace and effects -----

    def begin(self, event: Event, duration: int) -> int:
        """The table shows `event` now (its mirrored state already after it); return how long its move takes,
        `duration` being the usual one, and start the event's effects."""
        if duration <= 0 or self._table.speed is Speed.INSTANT:
            return duration
        if isinstance(event, CardDealt):
            self._drop_glows()
            self._suspense.clear()
            staked = self._staked_of_rank(event.card)
            if not staked:
                return duration
            slow = round(duration * SUSPENSE_FACTOR)
            for punter, card in staked:
                self._glow(punter, card, slow)
                self._suspense.add((punter, card))
            return slow
        if isinstance(event, StakeDecided):
            key = (event.punter, event.card)
            self._drop_glow(key)
            self._float(event, duration)
            if key in self._suspense:
                self._suspense.discard(key)
                return round(duration * DECISION_FACTOR)
            return duration
        if isinstance(event, DealFinished):
            self._drop_glows()
            self._suspense.clear()
            self._deal_end = event
        if isinstance(event, Shuffled):
            return round(duration * SHUFFLE_FACTOR)
        return duration

    def take_deal_end(self) -> DealFinished | None:
        """The end of a deal shown since last asked (the recap shows it once the table is idle), or None."""
        event, self._deal_end = self._deal_end, None
        return event

    def busy(self) -> bool:
        """Whether an effect is still running (the table is not idle until it ends)."""
        return bool(self._floats) or any(group is not None for _, group in self._glows.values())

    def floats(self) -> list[FloatItem]:
        """The amounts floating up now (tests and screenshots look at them)."""
        return [item for item, _ in self._floats]

    def glowing(self) -> set[tuple[str, Card]]:
        """The (punter, card) of every glowing card."""
        return set(self._glows)

    def clear(self) -> None:
        """Stop every effect and forget every message (a new session)."""
        for item, group in self._floats:
            self._end(group)
            self._remove(item)
        self._floats.clear()
        self._drop_glows()
        self._suspense.clear()
        self._deal_end = None
        # A notice outlives the session it was shown in: it is about the program, not the game.
        self._waiting = deque(message for message in self._waiting if message.importance is Importance.NOTICE)
        if not self._showing_notice():
            self._shown = None
            self._hold.stop()
            if self._waiting:
                self._show(self._waiting.popleft())

    def _staked_of_rank(self, dealt: Card) -> list[tuple[str, Card]]:
        """The undecided stakes of the dealt card's rank that concern the human (all of them when he holds the
        bank or watches): only the moments that matter to him are slowed down."""
        state = self._table.state
        if state is None:
            return []
        human = self._table.human
        mine_only = human is not None and human != state.banker
        return [
            (stake.punter, stake.card)
            for stake in state.stakes
            if stake.card.rank is dealt.rank and (not mine_only or stake.punter == human)
        ]

    def _float(self, event: StakeDecided, duration: int) -> None:
        if event.amount == 0:
            return  # void: nothing changes hands, the card's mark says so
        item = self._table.seat_card_item(event.punter, event.card)
        if item is None:
            return
        start = item.pos() - QPointF(0, item.card_rect().height() * 0.1)
        floating = FloatItem(event.amount, event.punter)
        floating.setPos(start)
        self._table.addItem(floating)
        group = QParallelAnimationGroup(self)
        length = round(duration * FLOAT_FACTOR)
        rise = QPropertyAnimation(floating, b"pos", group)
        rise.setStartValue(start)
        rise.setEndValue(start - QPointF(0, FLOAT_RISE))
        rise.setDuration(length)
        rise.setEasingCurve(QEasingCurve.Type.OutCubic)
        fade = QPropertyAnimation(floating, b"opacity", group)
        fade.setDuration(length)
        fade.setKeyValueAt(0.0, 0.0)
        fade.setKeyValueAt(0.12, 1.0)
        fade.setKeyValueAt(0.7, 1.0)
        fade.setKeyValueAt(1.0, 0.0)
        group.finished.connect(self._float_finished)
        self._floats.append((floating, group))
        group.start(QAbstractAnimation.DeletionPolicy.KeepWhenStopped)

    def _float_finished(self) -> None:
        group = self.sender()
        for index, (item, running) in enumerate(self._floats):
            if running is group:
                del self._floats[index]
                self._end(running)
                self._remove(item)
                break
        self._settled()

    def _glow(self, punter: str, card: Card, duration: int) -> None:
        item = self._table.seat_card_item(punter, card)
        if item is None:
            return
        glow = GlowItem(item.card_rect())
        glow.setPos(item.pos())
        glow.setZValue(item.zValue() - 0.5)
        glow.setOpacity(0.0)
        self._table.addItem(glow)
        group = QParallelAnimationGroup(self)
        pulse = QPropertyAnimation(glow, b"opacity", group)
        pulse.setDuration(duration)
        pulse.setKeyValueAt(0.0, 0.0)
        pulse.setKeyValueAt(0.35, 1.0)
        pulse.setKeyValueAt(0.65, 0.55)
        pulse.setKeyValueAt(1.0, 1.0)
        group.finished.connect(self._glow_finished)
        self._glows[(punter, card)] = (glow, group)
        group.start(QAbstractAnimation.DeletionPolicy.KeepWhenStopped)

    def _glow_finished(self) -> None:
        group = self.sender()
        for key, (item, running) in self._glows.items():
            if running is group and running is not None:
                # The glow stays lit, without an animation, until the stake is decided.
                self._glows[key] = (item, None)
                self._end(running)
                break
        self._settled()

    def _drop_glow(self, key: tuple[str, Card]) -> None:
        entry = self._glows.pop(key, None)
        if entry is None:
            return
        item, group = entry
        if group is not None:
            self._end(group)
        self._remove(item)

    def _drop_glows(self) -> None:
        for key in list(self._glows):
            self._drop_glow(key)

    def _end(self, group: QParallelAnimationGroup) -> None:
        """Disconnect, stop and delete an effect's animation (its caller has already forgotten it)."""
        group.finished.disconnect()
        group.stop()
        group.deleteLater()

    def _remove(self, item: QGraphicsObject) -> None:
        self._table.removeItem(item)
        item.deleteLater()

    def _settled(self) -> None:
        """An effect ended: the table is told (it says whether that leaves it idle)."""
        self.settled.emit()

    # ----- the status line -----

    def hold(self) -> int:
        """How long an important message holds the table (ms, at the table's speed; 0 when instant)."""
        if self._table.speed is Speed.INSTANT:
            return 0
        return round(self._table.move_duration() * HOLD_FACTOR)

    def holding(self) -> bool:
        """Whether an important message is being read: the table shows no further record until it has been."""
        return self._hold.isActive() and self._shown is not None and self._shown.importance is Importance.IMPORTANT

    def release(self) -> None:
        """Let the table go on at once (it shows everything at once: a resumed session, the "instant" speed); the
        line keeps what it says."""
        if self.holding():
            self._hold.stop()

    def notice(self, text: str, hold: int = NOTICE_HOLD) -> None:
        """Put a message that is not the game's (a start-up problem) on the status line for `hold` ms: at once,
        unless an important message is being read or another notice holds the line (then after the notices
        waiting); the game's latest line waits behind it."""
        message = Message(text, Importance.NOTICE, hold)
        self.lineSaid.emit(text, False)
        if self.holding() or self._showing_notice():
            notices = sum(1 for _ in _leading_notices(self._waiting))
            self._waiting.insert(notices, message)
            return
        self._show(message)

    def _showing_notice(self) -> bool:
        return self._hold.isActive() and self._shown is not None and self._shown.importance is Importance.NOTICE

    def say(self, text: str, event: Event, retell: Callable[[], str] | None = None) -> None:
        """The table shows `event` now: its sentence goes on the status line at once (behind a notice, it waits
        there, the latest only); `retell` writes it again after a change of language."""
        state = self._table.state
        human = self._table.human
        weight = importance(event, human, state.banker if state else None)
        self.lineSaid.emit(text, weight is Importance.IMPORTANT)
        self._put(Message(text, weight, retell=retell))

    def say_unshown(self, text: str, event: Event) -> None:
        """The table shows `event` at once among others (the "instant" speed): its sentence is told on `lineSaid`
        for the screen reader, in its turn, but the status line keeps showing only the last one's (`say`)."""
        state = self._table.state
        weight = importance(event, self._table.human, state.banker if state else None)
        self.lineSaid.emit(text, weight is Importance.IMPORTANT)

    def tell(self, retell: Callable[[], str]) -> None:
        """Put a routine line that no event records (the dealing goes on after атанде) on the status line, as
        `say` does; `retell` writes it, now and after a change of language."""
        text = retell()
        self.lineSaid.emit(text, False)
        self._put(Message(text, Importance.ROUTINE, retell=retell))

    def retell(self) -> None:
        """The language changed: the line shown and the lines waiting are written again in the new one (the
        status bar is told the shown line again only if its words changed)."""
        self._waiting = deque(_retold(message) for message in self._waiting)
        if self._shown is None:
            return
        retold = _retold(self._shown)
        if retold.text != self._shown.text:
            self._shown = retold
            self.lineShown.emit(retold.text)

    def _put(self, message: Message) -> None:
        if self._showing_notice() or self._waiting:
            # Behind a notice the line will say what the table shows then: the latest of the game's lines.
            notices = _leading_notices(self._waiting)
            self._waiting = deque([*notices, message])
            return
        self._show(message)

    def shown_message(self) -> str:
        """The message on the status line now."""
        return self._shown.text if self._shown is not None else ""

    def waiting_messages(self) -> list[str]:
        """The messages waiting for the status line, in order (notices, then at most the game's latest line)."""
        return [message.text for message in self._waiting]

    def _show(self, message: Message) -> None:
        self._shown = message
        self.lineShown.emit(message.text)
        if message.importance is Importance.NOTICE:
            self._hold.start(message.hold)
        elif message.importance is Importance.IMPORTANT and self.hold() > 0:
            self._hold.start(self.hold())
        else:
            self._hold.stop()

    def _hold_over(self) -> None:
        """A notice or an important message has had its time: the next one waiting shows, and the table is told
        (it goes on showing its records)."""
        if self._waiting:
            self._show(self._waiting.popleft())
        self._settled()


def _retold(message: Message) -> Message:
    """`message` in the language installed now."""
    return message if message.retell is None else msgspec.structs.replace(message, text=message.retell())


def _leading_notices(waiting: deque[Message]) -> list[Message]:
    """The notices at the head of the queue (a new notice goes after them, before the game's messages)."""
    leading = []
    for message in waiting:
        if message.importance is not Importance.NOTICE:
            break
        leading.append(message)
    return leading


__all__ = [
    "DECISION_FACTOR",
    "FLOAT_FACTOR",
    "HOLD_FACTOR",
    "NOTICE_HOLD",
    "SHUFFLE_FACTOR",
    "SUSPENSE_FACTOR",
    "EffectsTable",
    "FloatItem",
    "GlowItem",
    "Importance",
    "Message",
    "TableEffects",
    "importance",
    "signed_amount",
]
