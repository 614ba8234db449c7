"""The action panel under the table: the human's deck to choose cards from, the kush, and the buttons.

The panel never decides a rule. It shows the human's deck (`DeckPicker`, mouse and keyboard), a kush
field with chip buttons, and one page of buttons per thing the session waits for; the buttons are
`QAction`s owned by the main window, which enables them from the controller's `can_*` checks. What the
human has chosen is read back with `selected_cards()` and `kush()`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRect, QRectF, QRegularExpression, QSize, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QColor,
    QFocusEvent,
    QIcon,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QRegularExpressionValidator,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from shtoss_desktop.core.cards import Card, Rank, Suit, ranks_for
from shtoss_desktop.ui.chip_art import paint_chip_stack
from shtoss_desktop.ui.items import CardArt

CHIP_VALUES: Final = (1, 5, 25, 100, 500)
"""The chip buttons that add to the kush."""

_SUIT_ROWS: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)

translate = QCoreApplication.translate


class DeckPicker(QWidget):
    """The human punter's own deck, four rows of suits by rank: click or Space to choose cards.

    Arrow keys move the focus mark, Space or Enter toggles the card under it; cards that may not be chosen
    (`set_unavailable`) are dimmed. `selectionChanged` is emitted after every change.
    """

    selectionChanged = Signal()
    """The chosen cards changed."""

    CARD_HEIGHT: Final = 40

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self._ranks: tuple[Rank, ...] = ranks_for(52)
        self._selected: list[Card] = []
        self._unavailable: set[Card] = set()
        self._cursor = (0, 0)
        self.setObjectName("deckPicker")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setToolTip(
            translate(
                "ActionPanel",
                "Your own deck: choose one card, or two of one rank for a pair (пара). "
                "Click, or use the arrow keys and Space.",
            )
        )
        self.setAccessibleName(translate("ActionPanel", "Your deck"))

    # ----- geometry -----

    def _cell(self) -> QSize:
        height = self.CARD_HEIGHT
        return QSize(math.ceil(height * self._art.theme.aspect) + 3, height + 4)

    def sizeHint(self) -> QSize:
        """Thirteen (or fewer) columns by four rows."""
        cell = self._cell()
        return QSize(cell.width() * len(self._ranks) + 4, cell.height() * 4 + 4)

    def minimumSizeHint(self) -> QSize:
        """As large as the hint: the cards do not shrink."""
        return self.sizeHint()

    def card_rect(self, card: Card) -> QRect:
        """Where a card is drawn (tests click there)."""
        cell = self._cell()
        column = self._ranks.index(card.rank)
        row = _SUIT_ROWS.index(card.suit)
        return QRect(2 + column * cell.width(), 2 + row * cell.height(), cell.width() - 3, cell.height() - 4)

    def _card_at(self, x: float, y: float) -> Card | None:
        cell = self._cell()
        column, row = int((x - 2) // cell.width()), int((y - 2) // cell.height())
        if 0 <= column < len(self._ranks) and 0 <= row < 4:
            return Card(self._ranks[column], _SUIT_ROWS[row])
        return None

    # ----- state -----

    def set_deck_size(self, size: int) -> None:
        """Show the cards of a deck of this size (52, 36 or 32)."""
        ranks = ranks_for(size)
        if ranks != self._ranks:
            self._ranks = ranks
            self._selected = [c for c in self._selected if c.rank in ranks]
            self._cursor = (min(self._cursor[0], len(ranks) - 1), self._cursor[1])
            self.updateGeometry()
            self.update()

    def set_unavailable(self, cards: Iterable[Card]) -> None:
        """Dim these cards (already on the table)."""
        unavailable = set(cards)
        if unavailable != self._unavailable:
            self._unavailable = unavailable
            before = len(self._selected)
            self._selected = [c for c in self._selected if c not in unavailable]
            self.update()
            if len(self._selected) != before:
                self.selectionChanged.emit()

    def selected_cards(self) -> tuple[Card, ...]:
        """The chosen cards, in the order chosen."""
        return tuple(self._selected)

    def clear_selection(self) -> None:
        """Choose nothing."""
        if self._selected:
            self._selected.clear()
            self.update()
            self.selectionChanged.emit()

    def toggle(self, card: Card) -> None:
        """Choose the card, or un-choose it."""
        if card in self._unavailable or card.rank not in self._ranks:
            return
        if card in self._selected:
            self._selected.remove(card)
        else:
            self._selected.append(card)
        self._cursor = (self._ranks.index(card.rank), _SUIT_ROWS.index(card.suit))
        self.update()
        self.selectionChanged.emit()

    def cursor_card(self) -> Card:
        """The card under the keyboard focus mark."""
        return Card(self._ranks[self._cursor[0]], _SUIT_ROWS[self._cursor[1]])

    # ----- events -----

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the small cards, the chosen ones raised with a gold rim."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        ratio = self.devicePixelRatioF()
        gold = QColor("#d4a437")
        for row, suit in enumerate(_SUIT_ROWS):
            for column, rank in enumerate(self._ranks):
                card = Card(rank, suit)
                rect = QRectF(self.card_rect(card))
                chosen = card in self._selected
                if chosen:
                    rect.translate(0, -1.5)
                pixmap = self._art.cache.pixmap(self._art.theme, card, self.CARD_HEIGHT, ratio)
                painter.setOpacity(0.3 if card in self._unavailable else 1.0)
                target = QRectF(rect.x(), rect.y(), rect.width(), rect.height())
                painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
                painter.setOpacity(1.0)
                if chosen:
                    painter.setPen(QPen(gold, 2.5))
                    painter.setBrush(QColor(212, 164, 55, 50))
                    painter.drawRoundedRect(target.adjusted(-1, -1, 1, 1), 4, 4)
                if self.hasFocus() and (column, row) == self._cursor:
                    painter.setPen(QPen(self.palette().highlight().color(), 2, Qt.PenStyle.DashLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(target.adjusted(-2, -2, 2, 2), 5, 5)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click chooses or un-chooses a card."""
        card = self._card_at(event.position().x(), event.position().y())
        if card is not None and event.button() is Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.toggle(card)
            return
        super().mousePressEvent(event)

    def event(self, event: QEvent) -> bool:
        """Keep Space, Enter and the arrows for the picker while it has the focus."""
        if (
            event.type() is QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move the focus mark; Space toggles the card under it."""
        column, row = self._cursor
        key = event.key()
        moves = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if key in moves:
            dx, dy = moves[Qt.Key(key)]
            self._cursor = ((column + dx) % len(self._ranks), (row + dy) % 4)
            self.update()
            return
        if key == Qt.Key.Key_Space:
            self.toggle(self.cursor_card())
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Show the focus mark."""
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Hide the focus mark."""
        super().focusOutEvent(event)
        self.update()


def chip_icon(value: int, size: int = 30) -> QIcon:
    """A chip of `value` as a button icon."""
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_chip_stack(painter, QPointF(size / 2, size * 0.78), value, chip_diameter=size * 0.95, label=False)
    painter.end()
    return QIcon(pixmap)


class Page:
    """The names of the panel's pages (one per thing the session waits for)."""

    PUNTER: Final = "punter"
    OFFER: Final = "offer"
    DEAL: Final = "deal"
    NEW_BANK: Final = "new_bank"
    WATCH: Final = "watch"
    OVER: Final = "over"


class ActionPanel(QFrame):
    """The panel under the table: the prompt, and the page of controls for what the session waits for."""

    def __init__(self, art: CardArt, actions: Mapping[str, QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._actions = actions
        self._pages: dict[str, QWidget] = {}
        self.prompt = QLabel(self)
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        font = self.prompt.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        font.setBold(True)
        self.prompt.setFont(font)
        self.reason = QLabel(self)
        self.reason.setObjectName("reason")
        self.reason.setWordWrap(True)
        # The palette, not a style sheet: a style sheet puts a style-sheet style (and its parser) behind the label.
        palette = self.reason.palette()
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#a14a00"))
        self.reason.setPalette(palette)
        self.stack = QStackedWidget(self)
        self.picker = DeckPicker(art, self)
        self.kush_edit = QLineEdit(self)
        self.kush_edit.setObjectName("kushEdit")
        # Any whole number the rules allow (QIntValidator stops at 32 bits); the core refuses, with its
        # message, a kush its rules or the bank do not allow.
        self.kush_edit.setValidator(QRegularExpressionValidator(QRegularExpression("[0-9]{1,18}"), self))
        self.kush_edit.setClearButtonEnabled(True)
        self.kush_edit.setMaximumWidth(130)
        self.kush_edit.setToolTip(
            translate("ActionPanel", "Куш (kush): the stake on each card. Empty: the initial kush.")
        )
        self.limit_label = QLabel(self)
        self.limit_label.setObjectName("kushLimit")
        self.limit_label.setWordWrap(True)
        self.chip_buttons: dict[int, QToolButton] = {}
        self.winnings_label = QLabel(self)
        self.winnings_label.setObjectName("winnings")
        self.winnings_label.setWordWrap(True)
        self.offer_label = QLabel(self)
        self.offer_label.setWordWrap(True)
        for name, page in (
            (Page.PUNTER, self._punter_page()),
            (Page.OFFER, self._buttons_page(("accept", "refuse"), self.offer_label)),
            (Page.DEAL, self._buttons_page(("deal", "auto_deal", "atande", "resume"))),
            (Page.NEW_BANK, self._buttons_page(("new_bank", "give_up_bank"))),
            (Page.WATCH, self._buttons_page(("atande", "resume"))),
            (Page.OVER, self._buttons_page(("new_game",))),
        ):
            self._pages[name] = page
            self.stack.addWidget(page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(4)
        top = QHBoxLayout()
        top.addWidget(self.prompt, 1)
        layout.addLayout(top)
        layout.addWidget(self.stack)
        layout.addWidget(self.reason)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

    def _button(self, action_name: str) -> QToolButton:
        button = QToolButton(self)
        button.setDefaultAction(self._actions[action_name])
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setObjectName(f"{action_name}Button")
        button.setMinimumHeight(30)
        button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        return button

    def _buttons_page(self, names: Iterable[str], label: QLabel | None = None) -> QWidget:
        page = QWidget(self)
        layout = QHBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        if label is not None:
            layout.addWidget(label, 1)
        for name in names:
            layout.addWidget(self._button(name))
        if label is None:
            layout.addStretch(1)
        return page

    def _punter_page(self) -> QWidget:
        page = QWidget(self)
        layout = QHBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        layout.addWidget(self.picker, 0, Qt.AlignmentFlag.AlignTop)
        column = QVBoxLayout()
        column.setSpacing(4)
        kush_row = QHBoxLayout()
        kush_label = QLabel(translate("ActionPanel", "&Kush (куш):"), page)
        kush_label.setBuddy(self.kush_edit)
        kush_row.addWidget(kush_label)
        kush_row.addWidget(self.kush_edit)
        kush_row.addStretch(1)
        column.addLayout(kush_row)
        # The chips sit on a row of their own, so the panel (and the window) stays narrow enough for 800 px.
        chips_row = QHBoxLayout()
        for value in CHIP_VALUES:
            button = QToolButton(page)
            button.setObjectName(f"chip{value}")
            button.setIcon(chip_icon(value))
            button.setIconSize(QSize(30, 30))
            button.setText(f"+{value}")
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setToolTip(translate("ActionPanel", "Add a chip of {value} to the kush").format(value=value))
            button.clicked.connect(lambda _checked=False, v=value: self.add_chip(v))
            self.chip_buttons[value] = button
            chips_row.addWidget(button)
        chips_row.addStretch(1)
        column.addLayout(chips_row)
        column.addWidget(self.limit_label)
        stake_row = QHBoxLayout()
        for name in ("stake", "cut", "deal_on"):
            stake_row.addWidget(self._button(name))
        stake_row.addStretch(1)
        column.addLayout(stake_row)
        win_row = QHBoxLayout()
        win_row.addWidget(self.winnings_label, 1)
        for name in ("take", "paroli", "paix"):
            win_row.addWidget(self._button(name))
        column.addLayout(win_row)
        column.addStretch(1)
        layout.addLayout(column, 1)
        return page

    # ----- reading and setting -----

    def show_page(self, name: str) -> None:
        """Show one page of controls."""
        # A stacked widget is as tall as its tallest page; only the page shown may ask for room.
        for page_name, page in self._pages.items():
            policy = QSizePolicy.Policy.Preferred if page_name == name else QSizePolicy.Policy.Ignored
            page.setSizePolicy(policy, policy)
        self.stack.setCurrentWidget(self._pages[name])
        self.stack.adjustSize()
        self.updateGeometry()

    def current_page(self) -> str:
        """The name of the page shown."""
        widget = self.stack.currentWidget()
        return next(name for name, page in self._pages.items() if page is widget)

    def selected_cards(self) -> tuple[Card, ...]:
        """The cards chosen in the picker."""
        return self.picker.selected_cards()

    def kush(self) -> int | None:
        """The kush typed (None: empty, the initial kush)."""
        text = self.kush_edit.text().strip()
        return int(text) if text.isdigit() else None

    def add_chip(self, value: int) -> None:
        """Add a chip's value to the kush."""
        self.kush_edit.setText(str((self.kush() or 0) + value))

    def set_reason(self, text: str) -> None:
        """Say why the main action is not allowed (empty: nothing to say)."""
        self.reason.setText(text)
        self.reason.setVisible(bool(text))
