"""The deal's recap: at the end of each deal, who won and lost what in it and the bank's result, over the table
until the player goes on.

`deal_recap(log, deal_number)` reads one deal off the session's records: each punter's net (his decided cards'
gains and losses and the premiums paid to him, from the cut to the end of the deal), the bank's result (the
opposite of their sum), each stake decided with the banker's card that decided it and where that fell
(`DecidedStake`, written by `decided_text`: "Q♠ killed by Q♥ (abzug 4, right)", the lob, the sonik) and what
followed at once (a broken bank, the end of the session). `RecapPanel` shows it over the table's view once the
table has shown the deal's end and is idle, where it covers no card, chips or plate (the nearest free place to the
middle, written smaller when the window is small: `RECAP_SHRINKS`; when the cloth has no such place, over the side
views beside it, the whole table left to be read: `docked_areas`), and holds the computer players
(the window's session, app/session.py) until the player goes on: Space, Enter or "Next deal", or any move of his that
begins the next deal. The keys do nothing in its first moments (`READ_FACTOR`), so a press meant to deal does not
close it unseen; meanwhile the window's prompt says how to go on (`recap_prompt`).
With auto-deal on, or when nobody plays (watching), it goes on by itself after
`AUTO_FACTOR` move durations, unless the human is the one to act. At the "instant" speed the table shows no
recap (nothing on it pauses).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from typing import Final, Protocol

import msgspec
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QGraphicsItem,
    QGraphicsView,
    QGridLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from shtoss_desktop.app.shtoss.controller import GameController, Waiting
from shtoss_desktop.app.shtoss.narration import card_text
from shtoss_desktop.app.words import display_name
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.shtoss.events import (
    BankBroken,
    BankerRotated,
    BankPutUp,
    BankReturned,
    DealFinished,
    DeckCut,
    Event,
    PremiumPaid,
    PunterLeft,
    SessionEnded,
    SessionStarted,
    StakeDecided,
    StakeReturned,
)
from shtoss_desktop.core.shtoss.settle import Outcome
from shtoss_desktop.ui.shtoss.effects import GAIN_COLOUR, LOSS_COLOUR, signed_amount
from shtoss_desktop.ui.shtoss.items import ChipsItem
from shtoss_desktop.ui.shtoss.table_scene import TableScene
from shtoss_desktop.ui.table.fonts import table_family
from shtoss_desktop.ui.table.items import CardItem, LabelItem, PlateItem

translate = QCoreApplication.translate

AUTO_FACTOR: Final = 13
"""With auto-deal on (or watching), the recap goes on by itself after this many move durations (3.9 s at the
normal speed)."""
RECAP_SHRINKS: Final = (1.0, 0.88, 0.76, 0.66)
"""The sizes the recap tries, largest first, to find a place on the cloth that covers nothing it talks about."""
RECAP_MARGINS: Final = (22, 10)
"""Around the recap's words, at its full size: at its sides, above and below (smaller with it)."""
RECAP_COLUMN_GAP: Final = 28
"""Between the names and the amounts, at its full size."""
AREA_MARGIN: Final = 8
"""The recap keeps this far inside the cloth's edges, or those of the side views it stands over."""
READ_FACTOR: Final = 4
"""For this many move durations after the recap appears (1.2 s at the normal speed) the keys do not close it: a
banker pressing Space to deal sees it before his next press goes on. The button, aimed at, always works."""
GO_ON_KEYS: Final = frozenset({Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter})
"""The keys that go on from the recap, whatever has the focus."""

_AFTERMATH: Final = (StakeReturned, PunterLeft, BankBroken, BankerRotated, BankReturned, SessionEnded)
"""What the core records at once after a deal's end (before anyone's next move)."""


class DecidedStake(msgspec.Struct, frozen=True):
    """One stake decided in the deal, as the recap tells it: whose card, the banker's card that decided it and
    where that card fell."""

    punter: str
    """Whose stake."""
    card: Card
    """The punter's card."""
    outcome: Outcome
    """Killed, given or void."""
    deciding_card: Card
    """The banker's card that decided it."""
    position: int
    """The deciding card's position in the deal (1: the lob, 2: the sonik)."""
    abzug: int
    """The deciding card's abzug, from 1."""
    amount: int
    """The punter's signed gain on it."""


def place_text(position: int, abzug: int) -> str:
    """Where a card fell: "lob", "sonik", or "abzug n, right" / "abzug n, left" (odd positions go right)."""
    if position == 1:
        return translate("Recap", "lob")
    if position == 2:
        return translate("Recap", "sonik")
    if position % 2:
        return translate("Recap", "abzug {abzug}, right").format(abzug=abzug)
    return translate("Recap", "abzug {abzug}, left").format(abzug=abzug)


def decided_text(stake: DecidedStake) -> str:
    """One decided stake's line: "Q♠ killed by Q♥ (abzug 4, right)"."""
    values = {"card": card_text(stake.card), "by": card_text(stake.deciding_card),
              "place": place_text(stake.position, stake.abzug)}
    if stake.outcome is Outcome.KILLED:
        return translate("Recap", "{card} killed by {by} ({place})").format(**values)
    if stake.outcome is Outcome.GIVEN:
        return translate("Recap", "{card} given by {by} ({place})").format(**values)
    return translate("Recap", "{card} void by {by} ({place})").format(**values)


class DealRecap(msgspec.Struct, frozen=True):
    """One deal as the recap tells it."""

    deal_number: int
    """The deal, from 1."""
    talia: bool
    """It was a talia (the whole deck dealt through)."""
    banker: str
    """Who held the bank."""
    nets: tuple[tuple[str, int], ...]
    """Each punter who had a card decided (or a premium) in the deal, in the order they first came up, with
    what he won in it (negative: lost)."""
    bank: int
    """The bank's result in the deal (the opposite of the punters' sum)."""
    bank_broken: bool
    """The bank was broken at the end of the deal."""
    session_over: bool
    """The session ended with the deal."""
    decided: tuple[DecidedStake, ...] = ()
    """Every stake decided in the deal, in the order they were decided."""

    def net_of(self, player: str) -> int:
        """What `player` won in the deal (the bank's result for the banker; 0 for one who played no card)."""
        if player == self.banker:
            return self.bank
        return dict(self.nets).get(player, 0)


def deal_recap(log: Sequence[Event], deal_number: int | None = None) -> DealRecap | None:
    """The recap of deal `deal_number` (the last finished one when None) from a session's records, or None if
    the records hold no such finished deal."""
    ends = [
        (index, event)
        for index, event in enumerate(log)
        if isinstance(event, DealFinished) and deal_number in (None, event.deal_number)
    ]
    if not ends:
        return None
    end_index, end = ends[-1]
    start_index = max(
        (
            index
            for index, event in enumerate(log[:end_index])
            if isinstance(event, DeckCut) and event.deal_number == end.deal_number
        ),
        default=0,
    )
    banker = ""
    for event in log[: start_index + 1]:
        if isinstance(event, SessionStarted):
            banker = event.banker
        elif isinstance(event, BankerRotated):
            banker = event.new_banker
        elif isinstance(event, BankPutUp):
            banker = event.banker
    nets: dict[str, int] = {}
    decided: list[DecidedStake] = []
    for event in log[start_index : end_index + 1]:
        if isinstance(event, StakeDecided | PremiumPaid):
            nets[event.punter] = nets.get(event.punter, 0) + event.amount
        if isinstance(event, StakeDecided):
            decided.append(DecidedStake(event.punter, event.card, event.outcome, event.deciding_card, event.position,
                                        event.abzug, event.amount))
    broken = over = False
    for event in log[end_index + 1 :]:
        if not isinstance(event, _AFTERMATH):
            break
        broken = broken or isinstance(event, BankBroken)
        over = over or isinstance(event, SessionEnded)
    return DealRecap(
        deal_number=end.deal_number,
        talia=end.talia,
        banker=banker,
        nets=tuple(nets.items()),
        bank=-sum(nets.values()),
        bank_broken=broken,
        session_over=over,
        decided=tuple(decided),
    )


class ComputerPace(Protocol):
    """What the recap asks of the pace of the computer players (the window's session, app/session.py)."""

    def set_held(self, held: bool) -> None:
        """Hold the computer players (and auto-deal) while the recap waits, or let them go."""

    def reading_left(self) -> int:
        """How long (ms) a screen reader that sets the pace still reads what was announced (0: none does)."""


def _colour(amount: int) -> str:
    return GAIN_COLOUR.name() if amount > 0 else LOSS_COLOUR.name() if amount < 0 else "#f7eed8"


def docked_areas(window: QMainWindow, docks: Iterable[QDockWidget]) -> list[QRect]:
    """Where the docks shown beside the table stand, in `window`'s coordinates: one rectangle for each side that
    docked ones (not floating) fill together, the largest first. The recap stands there when the cloth has no room."""
    sides: dict[Qt.DockWidgetArea, QRect] = {}
    for dock in docks:
        # A dock tabbed behind another is "visible" but stands off the window: what shows of it counts.
        if dock.isVisible() and not dock.isFloating() and not dock.visibleRegion().isEmpty():
            side = window.dockWidgetArea(dock)
            rect = QRect(dock.mapTo(window, QPoint(0, 0)), dock.size())
            sides[side] = sides[side] | rect if side in sides else rect
    return sorted(sides.values(), key=lambda rect: rect.width() * rect.height(), reverse=True)


class RecapPanel(QFrame):
    """The recap over the table's view (see the module docstring). The window makes one and keeps it."""

    wentOn = Signal()
    """The player went on from the recap (or it went on by itself)."""
    shown = Signal()
    """The recap has appeared over the table (the window's prompt then says how to go on)."""

    def __init__(
        self,
        view: QWidget,
        scene: TableScene,
        controller: GameController,
        driver: ComputerPace,
        auto_deal: QAction,
        side_areas: Callable[[], list[QRect]] = list,
    ) -> None:
        # A child of the view's window, not of the view: when the cloth has no room, it stands over the side views
        # (`side_areas`: where they are, in the window's coordinates, the largest first).
        host = view.window()
        super().__init__(host)
        self._host = host
        self._side_areas = side_areas
        self.setObjectName("dealRecap")
        self._view = view
        self._scene = scene
        self._controller = controller
        self._driver = driver
        self._auto_deal = auto_deal
        self.recap: DealRecap | None = None
        """The deal shown (None before the first)."""
        self._readable_until = 0.0  # time.monotonic() before which the keys do not close the recap
        self._scale = 0.0
        self._styled_shrink = 0.0
        self._shrink = 1.0  # below 1 when the recap had to be written smaller to find room (`_place`)
        self._wrapped = False  # its lines wrapped to the side views' width (`_place`)
        self.title = QLabel(self)
        self.title.setObjectName("recapTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._rows = QWidget(self)
        self._grid = QGridLayout(self._rows)
        self._grid.setContentsMargins(4, 2, 4, 2)
        self._grid.setVerticalSpacing(3)
        self.note = QLabel(self)
        self.note.setObjectName("recapNote")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.hint = QLabel(self)
        self.hint.setObjectName("recapHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("recapNext")
        # It takes the focus as the recap appears (the next move is going on; the screen reader says so); Space and
        # Enter are the recap's own whatever has the focus (`eventFilter`), so they never press it twice.
        self.next_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.next_button.clicked.connect(self.go_on)
        layout = self._layout = QVBoxLayout(self)
        layout.setSpacing(5)
        layout.addWidget(self.title)
        layout.addWidget(self._rows, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.note)
        layout.addWidget(self.hint)
        layout.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignHCenter)
        # The auto-deal's pause before going on by itself: the panel's own child, stopped when it hides.
        self._auto = QTimer(self)
        self._auto.setSingleShot(True)
        self._auto.timeout.connect(self._auto_go_on)
        self.hide()
        scene.idle.connect(self._table_idle)
        controller.sessionStarted.connect(self._session_started)
        controller.eventRecorded.connect(self._event_recorded)
        view.installEventFilter(self)

    # ----- showing -----

    def _table_idle(self) -> None:
        """The table has shown everything: if that included a deal's end, recap it."""
        end = self._scene.effects.take_deal_end()
        shown = self._scene.shown
        if end is None or not shown.has_game:
            return
        recap = deal_recap(shown.game.log, end.deal_number)
        if recap is not None:
            self.show_recap(recap)

    def show_recap(self, recap: DealRecap) -> None:
        """Show `recap` over the table and hold the computer players until the player goes on."""
        self.recap = recap
        if recap.talia:
            title = translate("Recap", "Talia {deal} is over").format(deal=recap.deal_number)
        else:
            title = translate("Recap", "Deal {deal} is over").format(deal=recap.deal_number)
        self.title.setText(title)
        self._shrink = 1.0
        self._scale = 0.0
        self._restyle()
        self._fill_rows()
        notes = []
        if recap.bank_broken:
            notes.append(translate("Recap", "The bank is broken!"))
        if recap.session_over:
            notes.append(translate("Recap", "The session is over."))
        self.note.setText(" ".join(notes))
        self.note.setStyleSheet(f"font-size: {self._px(15)}px; font-weight: bold; color: {LOSS_COLOUR.name()};")
        self.note.setVisible(bool(notes))
        if recap.session_over:
            self.next_button.setText(translate("Recap", "Close"))
            self.hint.setText(translate("Recap", "Space or Enter closes the recap."))
        else:
            self.next_button.setText(translate("Recap", "Next deal"))
            self.hint.setText(translate("Recap", "Space or Enter: the next deal."))
        self._driver.set_held(True)
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        appearing = self.isHidden()
        if appearing:
            self._readable_until = time.monotonic() + self._scene.move_duration() * READ_FACTOR / 1000
        goes_on = self._goes_on_by_itself()
        if goes_on:
            # Written before it finds its place: its size counts this longer hint (watching, it took two lines
            # the recap had no room for, and its rows were squeezed over one another).
            self.hint.setText(translate("Recap", "The next deal begins in a moment (Space: at once)."))
        self.show()
        self.raise_()
        self._place()
        if goes_on:
            self._auto.start(max(1, self._scene.move_duration() * AUTO_FACTOR))
        if appearing:
            self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)
            self.shown.emit()

    def _fill_rows(self) -> None:
        """Write the recap's rows at the font size in force: each punter's net with, under it, each stake of his
        decided in the deal (its deciding card and where that fell), then the bank's result."""
        recap = self.recap
        if recap is None:
            return
        human = self._controller.human
        px = self._px
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        you = translate("Recap", "You")
        rows: list[tuple[str, str, int]] = []  # (kind, text, amount): a punter's net, one stake of his, the bank
        for player, net in recap.nets:
            rows.append(("net", you if player == human else display_name(player), net))
            rows += [("stake", decided_text(stake), stake.amount) for stake in recap.decided if stake.punter == player]
        if not recap.nets:
            rows.append(("net", translate("Recap", "No card was decided"), 0))
        bank_name = (
            translate("Recap", "The bank (yours)")
            if recap.banker == human
            else translate("Recap", "The bank ({banker})").format(banker=display_name(recap.banker))
        )
        rows.append(("bank", bank_name, recap.bank))
        rule = " border-top: 1px solid #8a7446; padding-top: 3px;"
        for row, (kind, text, amount) in enumerate(rows):
            name_label = QLabel(text, self._rows)
            name_label.setObjectName(f"recap_{kind}")
            name_label.setWordWrap(self._wrapped)
            amount_label = QLabel(signed_amount(amount), self._rows)
            amount_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if kind == "stake":
                name_label.setStyleSheet(f"font-size: {px(13)}px; color: #d9ccb0; padding-left: {px(14)}px;")
                amount_label.setStyleSheet(
                    f"font-family: '{table_family()}'; font-size: {px(13)}px; color: {_colour(amount)};"
                )
            else:
                weight = "bold" if kind == "bank" or text == you else "normal"
                name_label.setStyleSheet(f"font-size: {px(15)}px; font-weight: {weight};" + (rule if kind == "bank"
                                                                                            else ""))
                amount_label.setStyleSheet(
                    f"font-family: '{table_family()}'; font-size: {px(18)}px; font-weight: bold;"
                    f" color: {_colour(amount)};" + (rule if kind == "bank" else "")
                )
            self._grid.addWidget(name_label, row, 0)
            self._grid.addWidget(amount_label, row, 1)
            # Shown now, not when the event loop comes round: the recap's size (`_place`) counts them.
            name_label.show()
            amount_label.show()

    def lines(self) -> list[str]:
        """The recap's rows as written, one string each ("name amount"), top to bottom (for tests)."""
        out = []
        for row in range(self._grid.rowCount()):
            texts = []
            for column in (0, 1):
                item = self._grid.itemAtPosition(row, column)
                widget = item.widget() if item is not None else None
                if isinstance(widget, QLabel):
                    texts.append(widget.text())
            if texts:
                out.append(" ".join(texts))
        return out

    def spoken_lines(self) -> list[str]:
        """What the recap says, as a screen reader is to read it, top to bottom: its title, its rows, the note (a
        broken bank, the end of the session) and how to go on."""
        notes = [self.note.text()] if self.note.text() else []
        return [self.title.text(), *self.lines(), *notes, self.hint.text()]

    def _px(self, size: int) -> int:
        """A font size in pixels, grown with the table on a large window (the table itself zooms), and shrunk when
        the recap finds no room on the cloth otherwise (`_place`)."""
        return max(8, round(size * self._scale * self._shrink))

    def _table_scale(self) -> float:
        """How much larger than its own size the recap is written for the table's (it zooms on a large window)."""
        return max(1.0, min(1.8, self._view.height() / 620))

    def _restyle(self) -> bool:
        """Style the recap for the table's size and the shrink in force; whether its sizes changed."""
        scale = self._table_scale()
        if scale == self._scale and self._styled_shrink == self._shrink:
            return False
        self._styled_shrink = self._shrink
        self._scale = scale
        px = self._px
        # Written smaller, it keeps less room around its words too: what makes it fit a small table in Russian.
        side, rows = round(RECAP_MARGINS[0] * self._shrink), round(RECAP_MARGINS[1] * self._shrink)
        self._layout.setContentsMargins(side, rows, side, rows)
        self._grid.setHorizontalSpacing(round(RECAP_COLUMN_GAP * self._shrink))
        family = table_family()
        self.setStyleSheet(
            "#dealRecap { background: rgb(10, 34, 22); border: 2px solid #c9a25a; border-radius: 12px; }"
            " #dealRecap QLabel { color: #f7eed8; background: transparent; }"
            f" #recapTitle {{ font-family: '{family}'; font-size: {px(21)}px; font-weight: bold; color: #f1d68b; }}"
            f" #recapHint {{ font-size: {px(13)}px; color: #d9ccb0; }}"
            f" #dealRecap QPushButton {{ font-size: {px(15)}px; font-weight: bold; padding: {px(5)}px {px(18)}px; }}"
        )
        return True

    def changeEvent(self, event: QEvent) -> None:
        """A new language: the recap shown is written again in it."""
        super().changeEvent(event)
        if event.type() is QEvent.Type.LanguageChange and self.recap is not None and not self.isHidden():
            self.show_recap(self.recap)

    def _goes_on_by_itself(self) -> bool:
        if self.recap is None or self.recap.session_over:
            return False
        return self._auto_deal.isChecked() or self._controller.human is None

    def _human_to_act(self) -> bool:
        return self._controller.has_game and self._controller.waiting_for() in (
            Waiting.HUMAN_STAKES,
            Waiting.HUMAN_OFFER,
            Waiting.HUMAN_DEAL,
            Waiting.HUMAN_NEW_BANK,
        )

    def _auto_go_on(self) -> None:
        if self._human_to_act():
            # The human is the one to act: the recap stays until he goes on (or moves).
            self.hint.setText(translate("Recap", "Space or Enter: the next deal."))
            return
        reading = self._driver.reading_left()
        if reading > 0:
            # Paced for a screen reader: the recap goes on once its lines have been read.
            self._auto.start(reading)
            return
        self.go_on()

    def _place(self) -> None:
        """Where it hides nothing it talks about: the recap takes the place nearest the middle of the table, just
        below the banker's plate, where it covers no card (the piles, the punters' cards), no chips and no name
        plate; if there is none, it is written smaller (down to the last of `RECAP_SHRINKS`) until it fits. When
        the cloth has no such place even then, it stands over the side views, as large as their room allows (they
        repeat what the recap says, and the whole table stays in sight); with no side views either, it takes the
        place on the cloth that covers least, at its smallest."""
        cloth = self.cloth_area()
        for shrink in RECAP_SHRINKS:
            self._write_at(shrink)
            spot, covered = self._best_spot(cloth)
            if covered == 0:
                self._stand(spot)
                return
        for area in self._side_areas():
            inner = area.adjusted(AREA_MARGIN, AREA_MARGIN, -AREA_MARGIN, -AREA_MARGIN)
            for shrink in RECAP_SHRINKS:
                # The side views do not grow with the table: nor does the recap over them. Their column is
                # narrow and tall: where a line is too long for it, the lines wrap before the words get smaller.
                for wrap in (False, True):
                    self._write_at(shrink / self._table_scale(), wrap=wrap)
                    size = self._size_for(inner.width())
                    size.setHeight(self._whole_height(size.width(), size.height()))
                    if size.width() <= inner.width() and size.height() <= inner.height():
                        x = inner.x() + (inner.width() - size.width()) // 2
                        y = inner.y() + (inner.height() - size.height()) // 2
                        self._stand(QRect(QPoint(x, y), size))
                        return
        self._write_at(RECAP_SHRINKS[-1])
        self._stand(self._best_spot(cloth)[0])

    def _write_at(self, shrink: float, *, wrap: bool = False) -> None:
        """Write the recap at `shrink` (times its size for the table's), its lines wrapped or not, its rows again if
        their size or wrapping changed."""
        self._shrink = shrink
        restyled = self._restyle()
        if restyled or wrap != self._wrapped:
            self._wrapped = wrap
            self.title.setWordWrap(wrap)
            # Wrapped, the rows take the recap's whole width; else they keep theirs, in the middle.
            self._layout.setAlignment(self._rows, Qt.AlignmentFlag(0) if wrap else Qt.AlignmentFlag.AlignHCenter)
            self._fill_rows()

    def _size_for(self, room: int) -> QSize:
        """The recap's size as written now, in a column `room` wide: its own size, or, its lines wrapped, that
        width and the height the wrapped lines take."""
        hint = self._size_hint()
        if not self._wrapped:
            return hint
        width = min(hint.width(), room)
        return QSize(width, self.heightForWidth(width))

    def _row_shortfall(self) -> int:
        """How many pixels the rows as laid out now lack for their words (0: every row reads whole): each row's
        label shortest of what it needs, wrapped or not, summed over the rows."""
        total = 0
        for row in range(self._grid.rowCount()):
            lack = 0
            for column in (0, 1):
                item = self._grid.itemAtPosition(row, column)
                label = item.widget() if item is not None else None
                if isinstance(label, QLabel):
                    needed = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
                    lack = max(lack, needed - label.height())
            total += lack
        return total

    def _whole_height(self, width: int, height: int) -> int:
        """The height, `height` or more, at which the recap `width` wide lays out every row whole (the size hint
        and the height for the width count the wrapped rows short: a label's padding and the amounts' column)."""
        for _ in range(4):
            self.resize(width, height)
            self._grid.activate()
            self._layout.activate()
            lack = self._row_shortfall()
            if lack <= 0:
                break
            height += lack
        return height

    def _stand(self, spot: QRect) -> None:
        self.resize(spot.size())
        self.move(spot.topLeft())
        self.raise_()

    def _size_hint(self) -> QSize:
        self._grid.activate()
        self._layout.activate()
        return self.sizeHint()

    def cloth_area(self) -> QRect:
        """The table's view, in the coordinates of the window the recap stands in."""
        return QRect(self._view.mapTo(self._host, QPoint(0, 0)), self._view.size())

    def _from_scene(self, rect: QRectF) -> QRect:
        """A rectangle of the table's scene, in the window's coordinates."""
        if not isinstance(self._view, QGraphicsView):
            return QRect()
        offset = self._view.viewport().mapTo(self._host, QPoint(0, 0))
        return self._view.mapFromScene(rect).boundingRect().translated(offset)

    def obstacles(self) -> list[QRect]:
        """What the recap must not cover, in the coordinates of the window it stands in: the cards, the chips, the
        name plates, the bank's name and the narration's banner."""
        items: list[QGraphicsItem] = [
            item for item in self._scene.items() if isinstance(item, CardItem | PlateItem | ChipsItem)
        ]
        writing = self._scene.writing()
        bank = writing.get("label:bank")  # the bank's name beside its chips: the recap says its result
        if bank is not None:
            items.append(bank)
        status = writing.get("status")  # the narration's banner: its words never show behind the recap's
        if isinstance(status, LabelItem) and status.text:
            items.append(status)
        return [self._from_scene(item.sceneBoundingRect()) for item in items if item.isVisible() and item.opacity() > 0]

    def _best_spot(self, cloth: QRect) -> tuple[QRect, int]:
        """The place on `cloth` for the recap at its size now, and how much of the obstacles it covers there
        (0: none)."""
        hint = self._size_hint()
        area = cloth.adjusted(AREA_MARGIN, AREA_MARGIN, -AREA_MARGIN, -AREA_MARGIN)
        width = min(hint.width(), area.width())
        whole = self._whole_height(width, hint.height())
        height = min(whole, area.height())
        # Squeezed into less height than its rows need, it is not in a place: written smaller, it may fit.
        squeezed = 1 if whole > area.height() else 0
        want_x = area.x() + (area.width() - width) // 2
        want_y = area.y()
        state = self._scene.state
        plate = self._scene.plate(state.banker) if state is not None else None
        if plate is not None:
            want_y = self._from_scene(plate.sceneBoundingRect()).bottom() + 6
        obstacles = self.obstacles()
        gap = 6
        xs = {want_x, area.left(), area.right() - width + 1}
        ys = {want_y, area.top(), area.bottom() - height + 1}
        for rect in obstacles:
            xs |= {rect.right() + gap, rect.left() - gap - width}
            ys |= {rect.bottom() + gap, rect.top() - gap - height}
        best: tuple[int, int, QRect] | None = None
        for x in xs:
            if x < area.left() or x + width - 1 > area.right():
                continue
            for y in ys:
                if y < area.top() or y + height - 1 > area.bottom():
                    continue
                spot = QRect(x, y, width, height)
                covered = sum(
                    (spot & rect).width() * (spot & rect).height() for rect in obstacles if spot.intersects(rect)
                )
                distance = abs(x - want_x) + abs(y - want_y)
                if best is None or (covered, distance) < best[:2]:
                    best = (covered, distance, spot)
        if best is None:
            return QRect(want_x, max(area.top(), min(want_y, area.bottom() - height + 1)), width, height), 1
        return best[2], best[0] + squeezed

    # ----- going on -----

    def go_on(self) -> None:
        """Close the recap; the computer players go on."""
        if self.isHidden():
            return
        self._auto.stop()
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.hide()
        self._driver.set_held(False)
        self.wentOn.emit()

    def waiting(self) -> bool:
        """Whether the recap is up, holding the computer players (shown, or to be shown with its window)."""
        return not self.isHidden()

    def waiting_recap(self) -> DealRecap | None:
        """The deal recapped while the recap is up (the window's prompt tells how to go on), else None."""
        return self.recap if self.waiting() else None

    def counting_down(self) -> bool:
        """Whether the recap is counting down to going on by itself (auto-deal on, or nobody plays)."""
        return self._auto.isActive()

    def readable(self) -> bool:
        """Whether the keys close the recap now: not in its first moments (`READ_FACTOR`)."""
        return time.monotonic() >= self._readable_until

    def _session_started(self) -> None:
        self._scene.effects.take_deal_end()
        self.go_on()

    def _event_recorded(self, event: Event) -> None:
        # Something new happened at the table (the human's move): the next deal has begun.
        if not self.isHidden():
            self.go_on()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Space, Enter and Return go on while the recap shows, whatever has the focus in the window; the view's
        resizes keep it centred."""
        if watched is self._view and event.type() is QEvent.Type.Resize and not self.isHidden():
            # After the view's own resize, which lays the table out anew: the recap finds its place on that.
            QTimer.singleShot(0, self, self._place)
            return False
        kind = event.type()
        if (
            not self.isHidden()
            and kind in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)
            and isinstance(event, QKeyEvent)
            and isinstance(watched, QWidget)
            and watched.window() is self.window()
            and Qt.Key(event.key()) in GO_ON_KEYS
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            event.accept()
            # In its first moments the key is swallowed, not passed on: the press meant for the table (Space to
            # deal) neither closes the recap unseen nor acts behind it.
            if kind is QEvent.Type.KeyPress and self.readable():
                self.go_on()
            return True
        return False


def recap_prompt(recap: DealRecap) -> str:
    """The prompt while `recap` waits: how to go on from it."""
    if recap.session_over:
        return translate("Recap", "The session is over: Space or Enter closes the recap.")
    if recap.talia:
        text = translate("Recap", "Talia {deal} is over: Space or Enter for the next deal.")
    else:
        text = translate("Recap", "Deal {deal} is over: Space or Enter for the next deal.")
    return text.format(deal=recap.deal_number)


__all__ = [
    "AREA_MARGIN",
    "AUTO_FACTOR",
    "GO_ON_KEYS",
    "READ_FACTOR",
    "RECAP_SHRINKS",
    "ComputerPace",
    "DealRecap",
    "DecidedStake",
    "RecapPanel",
    "deal_recap",
    "decided_text",
    "docked_areas",
    "place_text",
    "recap_prompt",
]
