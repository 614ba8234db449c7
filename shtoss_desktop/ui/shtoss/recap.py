"""The deal's recap: at the end of each deal, who won and lost what in it and the bank's result, over the table
until the player goes on.

`deal_recap(log, deal_number)` reads one deal off the session's records: each punter's net (his decided cards'
gains and losses and the premiums paid to him, from the cut to the end of the deal), the bank's result (the
opposite of their sum) and what followed at once (a broken bank, the end of the session). `RecapPanel` shows
it over the table's view once the table has shown the deal's end and is idle, and holds the computer players
(the window's `SessionDriver`) until the player goes on: Space, Enter or "Next deal", or any move of his that
begins the next deal. The keys do nothing in its first moments (`READ_FACTOR`), so a press meant to deal does not
close it unseen; meanwhile the window's prompt says how to go on (`recap_prompt`).
With auto-deal on, or when nobody plays (watching), it goes on by itself after
`AUTO_FACTOR` move durations, unless the human is the one to act. At the "instant" speed the table shows no
recap (nothing on it pauses).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from shtoss_desktop.app.shtoss.controller import GameController, Waiting
from shtoss_desktop.app.words import display_name
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
from shtoss_desktop.ui.shtoss.effects import GAIN_COLOUR, LOSS_COLOUR, signed_amount
from shtoss_desktop.ui.shtoss.table_scene import TableScene
from shtoss_desktop.ui.table.fonts import table_family

translate = QCoreApplication.translate

AUTO_FACTOR: Final = 13
"""With auto-deal on (or watching), the recap goes on by itself after this many move durations (3.9 s at the
normal speed)."""
READ_FACTOR: Final = 4
"""For this many move durations after the recap appears (1.2 s at the normal speed) the keys do not close it: a
banker pressing Space to deal sees it before his next press goes on. The button, aimed at, always works."""
GO_ON_KEYS: Final = frozenset({Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter})
"""The keys that go on from the recap, whatever has the focus."""

_AFTERMATH: Final = (StakeReturned, PunterLeft, BankBroken, BankerRotated, BankReturned, SessionEnded)
"""What the core records at once after a deal's end (before anyone's next move)."""


@dataclass(frozen=True, slots=True)
class DealRecap:
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
    for event in log[start_index : end_index + 1]:
        if isinstance(event, StakeDecided | PremiumPaid):
            nets[event.punter] = nets.get(event.punter, 0) + event.amount
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
    )


class ComputerPace(Protocol):
    """What the recap asks of the pace of the computer players (the window's `SessionDriver`)."""

    def set_held(self, held: bool) -> None:
        """Hold the computer players (and auto-deal) while the recap waits, or let them go."""


def _colour(amount: int) -> str:
    return GAIN_COLOUR.name() if amount > 0 else LOSS_COLOUR.name() if amount < 0 else "#f7eed8"


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
    ) -> None:
        super().__init__(view)
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
        self.title = QLabel(self)
        self.title.setObjectName("recapTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._rows = QWidget(self)
        self._grid = QGridLayout(self._rows)
        self._grid.setContentsMargins(4, 2, 4, 2)
        self._grid.setHorizontalSpacing(28)
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
        self.next_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.next_button.clicked.connect(self.go_on)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 10, 22, 10)
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
        human = self._controller.human
        if recap.talia:
            title = translate("Recap", "Talia {deal} is over").format(deal=recap.deal_number)
        else:
            title = translate("Recap", "Deal {deal} is over").format(deal=recap.deal_number)
        self.title.setText(title)
        self._restyle()
        px = self._px
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        rows = [
            (translate("Recap", "You") if player == human else display_name(player), net) for player, net in recap.nets
        ]
        if not rows:
            rows.append((translate("Recap", "No card was decided"), 0))
        bank_name = (
            translate("Recap", "The bank (yours)")
            if recap.banker == human
            else translate("Recap", "The bank ({banker})").format(banker=display_name(recap.banker))
        )
        rows.append((bank_name, recap.bank))
        # Many punters sit in two columns, so the recap stays clear of their cards on a small table.
        columns = 2 if len(rows) > 5 else 1
        for index, (name, net) in enumerate(rows):
            last = index == len(rows) - 1
            row, column = (-(-(len(rows) - 1) // columns), 0) if last else divmod(index, columns)
            name_label = QLabel(name, self._rows)
            amount_label = QLabel(signed_amount(net), self._rows)
            amount_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            weight = "bold" if last or name == translate("Recap", "You") else "normal"
            name_label.setStyleSheet(f"font-size: {px(15)}px; font-weight: {weight};")
            amount_label.setStyleSheet(
                f"font-family: '{table_family()}'; font-size: {px(18)}px; font-weight: bold; color: {_colour(net)};"
            )
            if last:
                name_label.setStyleSheet(name_label.styleSheet() + " border-top: 1px solid #8a7446; padding-top: 3px;")
                amount_label.setStyleSheet(
                    amount_label.styleSheet() + " border-top: 1px solid #8a7446; padding-top: 3px;"
                )
            self._grid.addWidget(name_label, row, 2 * column)
            self._grid.addWidget(amount_label, row, 2 * column + 1)
        notes = []
        if recap.bank_broken:
            notes.append(translate("Recap", "The bank is broken!"))
        if recap.session_over:
            notes.append(translate("Recap", "The session is over."))
        self.note.setText(" ".join(notes))
        self.note.setStyleSheet(f"font-size: {px(15)}px; font-weight: bold; color: {LOSS_COLOUR.name()};")
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
        self.show()
        self.raise_()
        self._place()
        if self._goes_on_by_itself():
            self.hint.setText(translate("Recap", "The next deal begins in a moment (Space: at once)."))
            self._auto.start(max(1, self._scene.move_duration() * AUTO_FACTOR))
        if appearing:
            self.shown.emit()

    def _px(self, size: int) -> int:
        """A font size in pixels, grown with the table on a large window (the table itself zooms)."""
        return round(size * self._scale)

    def _restyle(self) -> None:
        scale = max(1.0, min(1.8, self._view.height() / 620))
        if scale == self._scale:
            return
        self._scale = scale
        px = self._px
        family = table_family()
        self.setStyleSheet(
            "#dealRecap { background: rgba(10, 34, 22, 232); border: 2px solid #c9a25a; border-radius: 12px; }"
            " #dealRecap QLabel { color: #f7eed8; background: transparent; }"
            f" #recapTitle {{ font-family: '{family}'; font-size: {px(21)}px; font-weight: bold; color: #f1d68b; }}"
            f" #recapHint {{ font-size: {px(13)}px; color: #d9ccb0; }}"
            f" #dealRecap QPushButton {{ font-size: {px(15)}px; font-weight: bold; padding: {px(5)}px {px(18)}px; }}"
        )

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
        self.go_on()

    def _place(self) -> None:
        """Centred across the table, just below the banker's plate: over the deck and the piles, which the deal
        has finished with, and clear of the punters' cards and plates below."""
        self.adjustSize()
        area = self._view.rect()
        width = min(self.sizeHint().width(), area.width() - 16)
        height = min(self.sizeHint().height(), area.height() - 16)
        top = area.y() + 8
        state = self._scene.state
        plate = self._scene.plate(state.banker) if state is not None else None
        if plate is not None and isinstance(self._view, QGraphicsView):
            top = self._view.mapFromScene(plate.sceneBoundingRect().bottomLeft()).y() + 6
        top = max(area.y() + 8, min(top, area.bottom() - height - 8))
        self.resize(width, height)
        self.move(area.x() + (area.width() - width) // 2, top)

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
            self._place()
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
    "AUTO_FACTOR",
    "GO_ON_KEYS",
    "READ_FACTOR",
    "ComputerPace",
    "DealRecap",
    "RecapPanel",
    "deal_recap",
    "recap_prompt",
]
