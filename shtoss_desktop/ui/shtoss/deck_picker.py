"""The punter's deck picker: the cards of his deck he may stake, chosen with the mouse or the keyboard (arrows to
move, Enter or Space to choose, a digit to start the kush), drawn as small cards or, in a low window, as index
tiles (`set_compact`). Part of the action panel (ui/shtoss/stake_panel.py), which reads back what he chose.

For screen readers the picker is a table of named, selectable cells, one a card ("Queen of spades"; chosen, or
already on the table): `PickerCells` gives them to `GridAccessible` (ui/table/accessible.py), and the reader is
told when the mark moves (the cell's focus) and when a card is chosen or un-chosen (its selection)."""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Final

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QSizePolicy,
    QWidget,
)

from shtoss_desktop.core.cards import Card, Rank, Suit, ranks_for
from shtoss_desktop.ui.table.accessible import (
    CELL_CHOSEN,
    CELL_TAKEN,
    GridAccessible,
    GridCell,
    add_accessible_factory,
    card_name,
)
from shtoss_desktop.ui.table.card_art import rank_label, suit_colour
from shtoss_desktop.ui.table.cloth import CardArt

translate = QCoreApplication.translate

_SUIT_ROWS: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_PAPER: Final = QColor("#fffdf8")
COMPACT_SLACK: Final = 8
"""Pixels the compact picker asks for below its tiles: the staking page then keeps a steady height, a label beside
it a pixel or two higher with its next text (the kush's limits) changing neither the page's height nor so the
table's room."""
TILE_PADDING: Final = 4
"""A compact tile is the widest index ("10♥") and this many pixels wide."""


class DeckPicker(QWidget):
    """The human punter's own deck, four rows of suits by rank: click or Space to choose cards.

    Arrow keys move the focus mark, Space toggles the card under it (unless an action wants Space now) and Enter
    chooses it (on a chosen card Enter stakes); a digit typed goes to the kush (`digitTyped`). Cards that may not
    be chosen (`set_unavailable`) are dimmed. `selectionChanged` is emitted after every change.

    Every card carries its index ("7♥", "Д♠") in a readable size, the card art's tiny corner index being
    unreadable at this height. On a low window (`set_compact`) the cards give way to those indices alone, on
    small white tiles, so that the panel leaves the table its room.
    """

    selectionChanged = Signal()
    """The chosen cards changed."""
    digitTyped = Signal(str)
    """A digit was typed while the picker had the focus (the panel puts it in the kush field)."""
    pointed = Signal(object)
    """The card the player points at changed (`pointed_card`): under the mouse, else under the focus mark while the
    picker has the focus, else None (the case-keeper and the coach show its odds)."""

    CARD_HEIGHT: Final = 52
    INDEX_PIXELS: Final = 13
    """The index's letters, in pixels (the table's own text is at least 11 px)."""

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self._ranks: tuple[Rank, ...] = ranks_for(52)
        self._selected: list[Card] = []
        self._unavailable: set[Card] = set()
        self._cursor = (0, 0)
        self._compact = False
        self._hovered: Card | None = None
        self._pointed: Card | None = None
        self.setMouseTracking(True)
        self.setObjectName("deckPicker")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.accessible: GridAccessible | None = None
        """The picker's accessible interface, once a reader has asked for it."""
        add_accessible_factory(DeckPicker, _make_accessible)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Write the tooltip and accessible name in the language installed."""
        self.setToolTip(
            translate(
                "ActionPanel",
                "Your own deck: choose one card, or two of one rank for a pair (пара). "
                "Click, or use the arrow keys and Space.",
            )
        )
        self.setAccessibleName(translate("ActionPanel", "Your deck"))

    # ----- geometry -----

    def index_font(self) -> QFont:
        """The font of the cards' indices."""
        font = QFont(self.font())
        font.setPixelSize(self.INDEX_PIXELS)
        font.setBold(True)
        return font

    def index_text(self, card: Card) -> str:
        """A card's index as the picker writes it: the rank as the card art prints it, and the suit."""
        return rank_label(card.rank) + card.suit.symbol

    def is_compact(self) -> bool:
        """Whether the picker shows index tiles instead of cards."""
        return self._compact

    def set_compact(self, compact: bool) -> None:
        """Show index tiles (a low window) or small cards with their index."""
        if compact != self._compact:
            self._compact = compact
            self.updateGeometry()
            self.update()

    def _cell(self, compact: bool | None = None) -> QSize:
        if self._compact if compact is None else compact:
            metrics = QFontMetrics(self.index_font())
            widest = max(metrics.horizontalAdvance(self.index_text(Card(rank, Suit.HEARTS))) for rank in Rank)
            return QSize(widest + TILE_PADDING, metrics.height() + 8)
        height = self.CARD_HEIGHT
        return QSize(math.ceil(height * self._art.theme.aspect) + 3, height + 4)

    def size_for(self, *, compact: bool) -> QSize:
        """The picker's size with index tiles (`compact`) or small cards: thirteen (or fewer) columns by four rows."""
        cell = self._cell(compact)
        slack = COMPACT_SLACK if compact else 0
        return QSize(cell.width() * len(self._ranks) + 4, cell.height() * 4 + 4 + slack)

    def sizeHint(self) -> QSize:
        """Thirteen (or fewer) columns by four rows, of tiles or of cards."""
        return self.size_for(compact=self._compact)

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
            change = QAccessible.Event.SelectionRemove
        else:
            self._selected.append(card)
            change = QAccessible.Event.SelectionAdd
        moved = self.cursor_card() != card
        self._cursor = (self._ranks.index(card.rank), _SUIT_ROWS.index(card.suit))
        self.update()
        if moved:
            self._tell_focus()
        self._tell(str(card), change)
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
                painter.setOpacity(0.3 if card in self._unavailable else 1.0)
                target = QRectF(rect.x(), rect.y(), rect.width(), rect.height())
                self._paint_card(painter, card, target, ratio)
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

    def _paint_card(self, painter: QPainter, card: Card, target: QRectF, ratio: float) -> None:
        painter.setFont(self.index_font())
        if self._compact:
            painter.setPen(QPen(QColor("#8c8c8c"), 1))
            painter.setBrush(_PAPER)
            painter.drawRoundedRect(target.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3)
            painter.setPen(suit_colour(card.suit))
            painter.drawText(target, Qt.AlignmentFlag.AlignCenter, self.index_text(card))
            return
        pixmap = self._art.cache.pixmap(self._art.theme, card, self.CARD_HEIGHT, ratio)
        painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
        # A white patch over the card's own corner index, with the index large enough to read.
        metrics = painter.fontMetrics()
        text = self.index_text(card)
        badge = QRectF(target.x() + 1, target.y() + 1, metrics.horizontalAdvance(text) + 4, metrics.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_PAPER)
        painter.drawRoundedRect(badge, 2, 2)
        painter.setPen(suit_colour(card.suit))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click chooses or un-chooses a card."""
        card = self._card_at(event.position().x(), event.position().y())
        if card is not None and event.button() is Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.toggle(card)
            return
        super().mousePressEvent(event)

    def _chooses_on_enter(self) -> bool:
        """Enter chooses the card under the focus mark: it is neither chosen yet nor unavailable (on a chosen card
        Enter is the window's Stake)."""
        card = self.cursor_card()
        return card not in self._selected and card not in self._unavailable

    def event(self, event: QEvent) -> bool:
        """Keep the arrows for the picker while it has the focus, and Enter while the card under the focus mark
        is not chosen yet (it chooses it; on a chosen card Enter stakes).

        Space is not kept: while an action wants it (Deal on, Go on) the shortcut wins, and only otherwise does
        it reach `keyPressEvent` and choose the card under the focus mark."""
        if event.type() is QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and (
            event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
            or (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._chooses_on_enter())
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move the focus mark; Space toggles the card under it, Enter chooses it; a digit goes to the
        kush (`digitTyped`)."""
        column, row = self._cursor
        key = event.key()
        moves = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if key in moves:
            dx, dy = moves[Qt.Key(key)]
            self._cursor = ((column + dx) % len(self._ranks), (row + dy) % 4)
            self.update()
            self._point()
            self._tell_focus()
            return
        if key == Qt.Key.Key_Space or (key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._chooses_on_enter()):
            self.toggle(self.cursor_card())
            return
        text = event.text()
        if len(text) == 1 and text.isdigit():
            self.digitTyped.emit(text)
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Show the focus mark (the reader hears the picker, then the card under the mark)."""
        super().focusInEvent(event)
        self.update()
        self._point()
        self._tell_focus()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Hide the focus mark."""
        super().focusOutEvent(event)
        self.update()
        self._point()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """The card under the mouse is the one pointed at."""
        self._hovered = self._card_at(event.position().x(), event.position().y())
        self._point()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        """The mouse left: the focus mark's card, if any, is pointed at."""
        self._hovered = None
        self._point()
        super().leaveEvent(event)

    def pointed_card(self) -> Card | None:
        """The card the player points at: under the mouse, else under the focus mark while the picker has the focus."""
        if self._hovered is not None:
            return self._hovered
        return self.cursor_card() if self.hasFocus() else None

    # ----- for screen readers -----

    def grid_cells(self) -> tuple[GridCell, ...]:
        """The deck's cards as the cells of a table, suit by suit (the picker's rows), each named in words."""
        cells = []
        for row, suit in enumerate(_SUIT_ROWS):
            for column, rank in enumerate(self._ranks):
                card = Card(rank, suit)
                chosen = card in self._selected
                taken = card in self._unavailable
                words = (
                    translate("CardTable", CELL_CHOSEN) if chosen
                    else translate("CardTable", CELL_TAKEN) if taken
                    else ""
                )
                cells.append(GridCell(str(card), card_name(card), words, self.card_rect(card), row, column, chosen,
                                      not taken))
        return tuple(cells)

    def grid_current(self) -> str | None:
        """The card under the mark, while the picker has the focus."""
        return str(self.cursor_card()) if self.hasFocus() else None

    def _tell(self, key: str, event: QAccessible.Event) -> None:
        if self.accessible is not None:
            self.accessible.tell(key, event)

    def _tell_focus(self) -> None:
        if self.hasFocus():
            self._tell(str(self.cursor_card()), QAccessible.Event.Focus)

    def _point(self) -> None:
        card = self.pointed_card()
        if card != self._pointed:
            self._pointed = card
            self.pointed.emit(card)


def _make_accessible(widget: QWidget) -> GridAccessible | None:
    """The picker's accessible interface, kept on the picker (Qt asks for it once and keeps it)."""
    if not isinstance(widget, DeckPicker):
        return None
    interface = GridAccessible(widget, widget)
    widget.accessible = interface
    widget.destroyed.connect(interface.release_all)
    return interface
