"""The action panel under the table: the human's deck to choose cards from, the kush, and the buttons.

The panel never decides a rule. It shows the human's deck (`DeckPicker`, mouse and keyboard), a kush
field with chip buttons, and one page of buttons per thing the session waits for; the buttons are
`QAction`s owned by the main window, which enables them from the controller's `can_*` checks. What the
human has chosen is read back with `selected_cards()` and `kush()`. Beside the prompt, a human banker sees
his bank and its exposure (`set_bank`).

The keyboard belongs to the window's single-key shortcuts: no widget here takes C, T, P, Space and the like
from them (the kush field takes digits, the deck picker its arrows, and Space only when no action wants it).
After each action, and whenever the page changes, the focus lands on the button of the next likely move; when
the page offers none (the computer players move), on the table (`resting_place`), never on an unnamed page. A
table the player went to himself (Tab, a click) keeps the focus while he walks it, whatever the others do (the
prompt, announced, tells him when it is his turn); and when his next move is on the page to come (Атанде after
the cut), the focus waits for that page rather than stopping on the way.

The punter's page takes one of three arrangements (`Arrangement`) for the room it has: in a tall window the deck
of small cards with the kush, the chips and two rows of buttons beside it; in a low window the deck as index
tiles with the kush and two columns of buttons in one row, or, where the panel is narrower (the side views open
at 1024x600), the tiles and the buttons above a row with the kush and the chips. In a low window the winnings
line stands beside the prompt, where it has two lines of its own. The panel asks no more width than the
narrowest arrangement needs, so that the side views keep theirs.
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Iterable, Mapping
from typing import Final

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QRect,
    QRegularExpression,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QIcon,
    QKeyEvent,
    QPainter,
    QPalette,
    QPixmap,
    QRegularExpressionValidator,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QFrame,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSpacerItem,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.core.cards import Card
from shtoss_desktop.ui.shtoss.deck_picker import DeckPicker
from shtoss_desktop.ui.table.chip_art import paint_chip_stack
from shtoss_desktop.ui.table.cloth import CardArt

CHIP_VALUES: Final = (1, 5, 25, 100, 500)
"""The chip buttons that add to the kush."""
CHIP_ICON: Final = 30
COMPACT_CHIP_ICON: Final = 18
"""The chip buttons' icons, in pixels, and on a low window."""

PROMPT_SMALLEST: Final = 11
"""The smallest the prompt's text is set, in pixels, to keep a long prompt in its two lines on a low window."""
QWIDGETSIZE_MAX: Final = 16777215
BUTTON_HEIGHT: Final = 30
COMPACT_BUTTON_HEIGHT: Final = 24
"""The panel's buttons' least height, and the staking page's on a low window."""
COMPACT_WINDOW_HEIGHT: Final = 820
"""Below this window height the panel is compact: index tiles for cards, smaller chips, two columns of buttons
(at 1024x600 the table then keeps its text at 11 px or more)."""
PAGE_SPACING: Final = 12
"""Between the punter's page's groups: the deck, the kush and chips, the buttons."""
WINNINGS_LINES: Final = 2
"""Beside the prompt (a low window) the winnings line takes the width it needs to fit this many lines."""
WINNINGS_SHARE: Final = 0.5
"""... but no more than this share of the panel's width (a longer line wraps onto more lines)."""


class Arrangement(enum.Enum):
    """How the punter's page lays its controls out, for the room the panel has (see the module docstring)."""

    STACKED = "stacked"
    """A tall window: the deck of small cards; beside it the kush and the chips above the Stake row and the
    winnings line with Take, Paroli and Paix."""
    ROW = "row"
    """A low window: the index tiles, the kush and the chips, and two columns of buttons in one row no higher than
    the tiles; the winnings beside the prompt."""
    TWO_ROWS = "two-rows"
    """A low window with a narrow panel: the tiles and the two columns of buttons, and under them the kush, the
    chips and the kush's limits in a row; the winnings beside the prompt."""

translate = QCoreApplication.translate


class PromptLabel(QLabel):
    """The panel's prompt: bold and a little larger; on a low window (`set_compact`) always two lines high, the
    text set smaller when it would need more, so that a long prompt does not push the table's edge up. A new text
    is told on `changed` (the window announces it: what the player is asked to do next)."""

    changed = Signal(str)
    """The prompt now says this (another text than before)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._compact = False
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        font.setBold(True)
        self._large = font
        self.setFont(font)

    def set_compact(self, compact: bool) -> None:
        """Keep two lines' height (a low window) or as many lines as the text takes."""
        self._compact = compact
        self._fit()

    def setText(self, text: str) -> None:
        """Show the text, in the font that keeps it in its lines (a new text is told on `changed`)."""
        new = text != self.text()
        super().setText(text)
        self._fit()
        if new:
            self.changed.emit(text)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Choose the font for the new width."""
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        if not self._compact:
            self.setFont(self._large)
            self.setMinimumHeight(0)
            self.setMaximumHeight(QWIDGETSIZE_MAX)
            return
        height = 2 * QFontMetrics(self._large).lineSpacing()
        self.setFixedHeight(height)
        width = max(1, self.width())
        font = QFont(self._large)
        for pixels in (None, *range(QFontMetrics(self._large).height() - 2, PROMPT_SMALLEST - 1, -1)):
            if pixels is not None:
                font.setBold(False)
                font.setPixelSize(pixels)
            needed = QFontMetrics(font).boundingRect(
                QRect(0, 0, width, 10 * height), Qt.TextFlag.TextWordWrap, self.text()
            ).height()
            if needed <= height:
                break
        if font != self.font():
            self.setFont(font)


class WinningsLabel(QLabel):
    """The winnings waiting on the human punter's card, and what he may do with them.

    In a row of buttons (a tall window) it takes the width the row leaves; beside the prompt (`set_lines`, a low
    window) it takes the width its text needs to fit that many lines, at most `WINNINGS_SHARE` of the panel, and
    hides while there is nothing to say, leaving the prompt the whole line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._lines = 0
        self._room = 0

    def set_lines(self, lines: int, room: int = 0) -> None:
        """Fit the text in `lines` lines within `room` pixels of width (0: as wide as the layout makes it)."""
        self._lines, self._room = lines, room
        self._fit()

    def setText(self, text: str) -> None:
        """Show the text, as wide as it needs."""
        super().setText(text)
        self._fit()

    def text_height(self, width: int) -> int:
        """The height the text takes wrapped at `width` (the label's own `heightForWidth` answers for no width
        below its minimum, which this label sets)."""
        flags = int(Qt.TextFlag.TextWordWrap) | int(self.alignment())
        return self.fontMetrics().boundingRect(QRect(0, 0, max(1, width), QWIDGETSIZE_MAX), flags, self.text()).height()

    def _fit(self) -> None:
        if not self._lines:
            self.setMinimumWidth(0)
            self.setMaximumWidth(QWIDGETSIZE_MAX)
            self.setMinimumHeight(0)
            self.setVisible(True)
            return
        text = self.text()
        self.setVisible(bool(text))
        if not text:
            return
        metrics = self.fontMetrics()
        # Never narrower than its longest word (a label asked about a width near 0 lays its text out unwrapped).
        longest = max(metrics.horizontalAdvance(word) for word in text.split())
        most = max(self._room, longest, LIMIT_LEAST_WIDTH)
        height = self._lines * metrics.lineSpacing() + 1
        low, high = max(longest, LIMIT_LEAST_WIDTH), most
        # The narrowest width at which the text keeps to its lines (or the most it may take).
        while low < high:
            middle = (low + high) // 2
            if self.text_height(middle) <= height:
                high = middle
            else:
                low = middle + 1
        self.setFixedWidth(low)
        # As high as the text wrapped at that width (a label's own height for it can be a pixel short).
        self.setMinimumHeight(self.text_height(low))


class KushEdit(QLineEdit):
    """The kush field: digits only, and every other key left to the window's shortcuts.

    A line edit claims every printable key before the shortcuts see it; this one claims only the digits (and
    the editing keys, which are not printable), so C, T, P or Space act on the table while the kush is typed.
    """

    def event(self, event: QEvent) -> bool:
        """Let a printable key that is not a digit go to the shortcuts."""
        if event.type() is QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            text = event.text()
            plain = not event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
            if plain and text and text.isprintable() and not text.isdigit():
                event.ignore()
                return True
        return super().event(event)


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


FOCUS_RING_ROOM: Final = 32
"""Room beside a button's text for the window's focus ring (a border and wider padding than the style's own):
the layout does not widen a button when it takes the focus, so without it the text would be cut to "…"."""


LIMIT_LEAST_WIDTH: Final = 120
"""The least width left for a wrapped line beside the kush's controls (its limits, the winnings)."""


def _widgets(layout: QBoxLayout) -> list[QWidget]:
    """The widgets a box layout holds, in order."""
    items = (layout.itemAt(index) for index in range(layout.count()))
    return [widget for item in items if item is not None and (widget := item.widget()) is not None]


def _least_width(widget: QWidget | None) -> int:
    """The width a layout gives a widget at the least: its explicit minimum, else its hint's."""
    if widget is None:
        return 0
    if widget.minimumWidth() > 0:
        return max(widget.minimumWidth(), widget.minimumSizeHint().width())
    return max(widget.minimumSizeHint().width(), 0)


class PanelButton(QToolButton):
    """A button of the panel, showing its action's text, wide enough for that text inside the focus ring.

    Enter presses the button that has the focus; Space never does. Space deals in this game (Deal, Deal on, Go
    on): a banker pressing it abzug after abzug must not accept a stake or put up a new bank because the focus
    has just moved to that button, nor toggle auto-deal while the punters stake.
    """

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the button; Space is left alone."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.isEnabled():
            self.click()
            return
        if event.key() == Qt.Key.Key_Space:
            event.ignore()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        """Space is left alone."""
        if event.key() == Qt.Key.Key_Space:
            event.ignore()
            return
        super().keyReleaseEvent(event)

    def fit_focus_ring(self) -> None:
        """Keep room for the text and the ring (called whenever the action's text changes)."""
        text = self.text().replace("&", "")
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance(text) + FOCUS_RING_ROOM)


PLAYERS_FOCUS_REASONS: Final = frozenset({
    Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason, Qt.FocusReason.MouseFocusReason,
    Qt.FocusReason.ShortcutFocusReason,
})
"""How the focus comes to a widget by the player's own doing (the panel moves it with `OtherFocusReason`)."""

FOCUS_ORDER: Final[dict[str, tuple[str, ...]]] = {
    Page.PUNTER: ("take", "cut", "deal_on"),
    Page.OFFER: ("accept", "refuse"),
    Page.DEAL: ("deal", "resume", "atande", "auto_deal"),
    Page.NEW_BANK: ("new_bank", "give_up_bank"),
    Page.WATCH: ("resume", "atande"),
    Page.OVER: ("new_game",),
}
"""Per page, the buttons the focus goes to after an action, the first one enabled (the punter's page falls back
to his deck: the next move is choosing a card)."""


class ActionPanel(QFrame):
    """The panel under the table: the prompt, and the page of controls for what the session waits for."""

    relaid = Signal()
    """The punter's page took another arrangement or other tiles: the pages' heights changed, and with them the
    room the table below the view keeps for the panel (the view measures it afresh)."""

    def __init__(self, art: CardArt, actions: Mapping[str, QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._actions = actions
        self._pages: dict[str, QWidget] = {}
        self._page_buttons: dict[str, dict[str, QToolButton]] = {}
        self._focus_due = False
        self._focus_anywhere = False
        self._focus_lost = False  # Qt moved the focus out of the panel: a button that had it was disabled or hidden
        self._resting: QWidget | None = None
        self._table_chosen = False  # the player put the focus on the resting place himself (Tab, a click)
        self.staked = False
        """The human punter has a stake (or winnings) of his own on the table: only then are the cut and Deal on
        his next moves (before it, his deck is: at the very first start Enter must not cut with nothing staked)."""
        self._shown: str | None = None
        self._watched: QWidget | None = None
        self.prompt = PromptLabel(self)
        self.prompt.setObjectName("prompt")
        self.reason = QLabel(self)
        self.reason.setObjectName("reason")
        self.reason.setWordWrap(True)
        # The palette, not a style sheet: a style sheet puts a style-sheet style (and its parser) behind the label.
        palette = self.reason.palette()
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#a14a00"))
        self.reason.setPalette(palette)
        self.bank_label = QLabel(self)
        self.bank_label.setObjectName("bankExposure")
        self.bank_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.bank_label.setTextFormat(Qt.TextFormat.PlainText)
        self.bank_label.setVisible(False)
        self.stack = QStackedWidget(self)
        self.picker = DeckPicker(art, self)
        self.kush_edit = KushEdit(self)
        self.kush_edit.setObjectName("kushEdit")
        # Any whole number the rules allow (QIntValidator stops at 32 bits); the core refuses, with its
        # message, a kush its rules or the bank do not allow.
        self.kush_edit.setValidator(QRegularExpressionValidator(QRegularExpression("[0-9]{1,18}"), self))
        self.kush_edit.setClearButtonEnabled(True)
        self.kush_edit.setMaximumWidth(130)
        self.limit_label = QLabel(self)
        self.limit_label.setObjectName("kushLimit")
        self.limit_label.setWordWrap(True)
        self.chip_buttons: dict[int, QToolButton] = {}
        self.winnings_label = WinningsLabel(self)
        self.winnings_label.setObjectName("winnings")
        self._arrangement = Arrangement.STACKED
        self._low = False
        # The prompt's line: the prompt, a human banker's bank, and on a low window the winnings.
        self._top = QHBoxLayout()
        self._top.setSpacing(PAGE_SPACING)
        self._top.addWidget(self.prompt, 1)
        self._top.addWidget(self.bank_label, 0)
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
            self._page_buttons[name] = {
                b.objectName().removesuffix("Button"): b
                for b in page.findChildren(QToolButton)
                if b.objectName().endswith("Button")
            }
            self.stack.addWidget(page)
        self.picker.digitTyped.connect(self._type_kush)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
        for action in actions.values():
            # Connected after the window's own slot: the action has run and the panel shows its outcome.
            action.triggered.connect(self._focus_after_action)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(4)
        layout.addLayout(self._top)
        layout.addWidget(self.stack)
        layout.addWidget(self.reason)
        # A line kept for the reason while there is none, so that a reason coming and going does not move the
        # table's edge (nor change its scale).
        self._reason_room = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        layout.addItem(self._reason_room)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.retranslate_ui()
        self.set_reason("")

    def retranslate_ui(self) -> None:
        """Write the panel's own texts in the language installed (the prompt is written by each refresh)."""
        self.kush_edit.setToolTip(
            translate("ActionPanel", "Куш (kush): the stake on each card. Empty: the initial kush.")
        )
        self.kush_label.setText(translate("ActionPanel", "&Kush (куш):"))
        for value, button in self.chip_buttons.items():
            button.setToolTip(translate("ActionPanel", "Add a chip of {value} to the kush").format(value=value))
        self.picker.retranslate_ui()
        self.bank_label.setToolTip(
            translate(
                "ActionPanel",
                "The bank, and the most it could pay out on the undecided stakes of this deal (premiums "
                "included): no stake is accepted that would take this above the bank.",
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate the panel's own texts when the language changes."""
        if event.type() is QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _button(self, action_name: str, parent: QWidget | None = None) -> QToolButton:
        button = PanelButton(parent if parent is not None else self)
        button.setDefaultAction(self._actions[action_name])
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setObjectName(f"{action_name}Button")
        button.setMinimumHeight(BUTTON_HEIGHT)
        button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        button.fit_focus_ring()
        # A bound method of the button: Qt drops the connection when the button goes.
        self._actions[action_name].changed.connect(button.fit_focus_ring)
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
        self._page_grid = QGridLayout(page)
        self._page_grid.setContentsMargins(0, 0, 0, 0)
        self._page_grid.setHorizontalSpacing(PAGE_SPACING)
        self._page_grid.setVerticalSpacing(6)
        # The kush, the chips and the kush's limits: a column, or a row under the tiles (`Arrangement.TWO_ROWS`).
        self._kush_box = QWidget(page)
        self._kush_grid = QGridLayout(self._kush_box)
        self._kush_grid.setContentsMargins(0, 0, 0, 0)
        self._kush_grid.setHorizontalSpacing(4)
        self._kush_grid.setVerticalSpacing(4)
        self.kush_label = QLabel(self._kush_box)
        self.kush_label.setBuddy(self.kush_edit)
        self.kush_edit.setParent(self._kush_box)
        self._chips_row = QHBoxLayout()
        # Its own spacing, not the one of the grid it is put in (which differs between arrangements): the width
        # the panel needs for each arrangement is measured with it, whichever arrangement the page is in now.
        self._chips_row.setSpacing(4)
        for value in CHIP_VALUES:
            button = QToolButton(self._kush_box)
            button.setObjectName(f"chip{value}")
            button.setIcon(chip_icon(value))
            button.setIconSize(QSize(CHIP_ICON, CHIP_ICON))
            button.setText(f"+{value}")
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.clicked.connect(lambda _checked=False, v=value: self.add_chip(v))
            self.chip_buttons[value] = button
            self._chips_row.addWidget(button)
        self.limit_label.setParent(self._kush_box)
        # Two rows of buttons (a tall window), or two columns.
        self._buttons_box = QWidget(page)
        self._buttons = QBoxLayout(QBoxLayout.Direction.TopToBottom, self._buttons_box)
        self._buttons.setContentsMargins(0, 0, 0, 0)
        self._buttons.setSpacing(4)
        stake_row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        for name in ("stake", "cut", "deal_on"):
            stake_row.addWidget(self._button(name, self._buttons_box))
        stake_row.addStretch(1)
        self._buttons.addLayout(stake_row)
        win_row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        for name in ("take", "paroli", "paix"):
            win_row.addWidget(self._button(name, self._buttons_box))
        self._buttons.addLayout(win_row)
        self._button_rows = (stake_row, win_row)
        self._buttons.addStretch(1)
        self._place(Arrangement.STACKED)
        return page

    # ----- the punter's page for the room it has -----

    def arrangement(self) -> Arrangement:
        """How the punter's page is laid out now."""
        return self._arrangement

    def _place(self, arrangement: Arrangement) -> None:
        """Lay the punter's page out as `arrangement` says (the widgets stay; only their places change)."""
        self._arrangement = arrangement
        stacked = arrangement is Arrangement.STACKED
        page, kush, limit = self._page_grid, self._kush_grid, self.limit_label
        for widget in (self.picker, self._kush_box, self._buttons_box):
            page.removeWidget(widget)
        for widget in (self.kush_label, self.kush_edit, limit):
            kush.removeWidget(widget)
        kush.removeItem(self._chips_row)
        for index in range(4):
            page.setColumnStretch(index, 0)
            page.setRowStretch(index, 0)
            kush.setColumnStretch(index, 0)
            kush.setRowStretch(index, 0)
        top = Qt.AlignmentFlag.AlignTop
        left_top = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        # The kush and the chips: a column (beside the deck), or one row (under the tiles and the buttons).
        kush.addWidget(self.kush_label, 0, 0)
        kush.addWidget(self.kush_edit, 0, 1)
        if arrangement is Arrangement.TWO_ROWS:
            kush.addLayout(self._chips_row, 0, 2, top)
            kush.addWidget(limit, 0, 3, top)
            kush.setColumnStretch(3, 1)
            kush.setHorizontalSpacing(PAGE_SPACING)
        else:
            kush.addLayout(self._chips_row, 1, 0, 1, 3, Qt.AlignmentFlag.AlignLeft)
            kush.addWidget(limit, 2, 0, 1, 3)
            kush.setColumnStretch(2, 1)
            kush.setRowStretch(3, 1)
            kush.setHorizontalSpacing(4)
        if stacked:
            page.addWidget(self.picker, 0, 0, 2, 1, top)
            page.addWidget(self._kush_box, 0, 1)
            page.addWidget(self._buttons_box, 1, 1)
            page.setColumnStretch(1, 1)
            page.setRowStretch(1, 1)
        elif arrangement is Arrangement.ROW:
            page.addWidget(self.picker, 0, 0, top)
            page.addWidget(self._kush_box, 0, 1, top)
            page.addWidget(self._buttons_box, 0, 2, left_top)
            page.setColumnStretch(1, 1)
        else:
            page.addWidget(self.picker, 0, 0, top)
            page.addWidget(self._buttons_box, 0, 1, left_top)
            page.addWidget(self._kush_box, 1, 0, 1, 3)
            page.setColumnStretch(2, 1)
        # The buttons: two rows (the winnings line before Take), or two columns of three.
        self._buttons.setDirection(
            QBoxLayout.Direction.TopToBottom if stacked else QBoxLayout.Direction.LeftToRight
        )
        for row in self._button_rows:
            row.setDirection(QBoxLayout.Direction.LeftToRight if stacked else QBoxLayout.Direction.TopToBottom)
        win_row = self._button_rows[1]
        win_row.removeWidget(self.winnings_label)
        self._top.removeWidget(self.winnings_label)
        if stacked:
            win_row.insertWidget(0, self.winnings_label, 1)
        else:
            self._top.insertWidget(1, self.winnings_label, 0, Qt.AlignmentFlag.AlignTop)
        self._fit_winnings()
        self._page_grid.invalidate()
        self.stack.adjustSize()
        self.updateGeometry()
        self.relaid.emit()

    def _fit_winnings(self) -> None:
        if self._arrangement is Arrangement.STACKED:
            self.winnings_label.set_lines(0)
        else:
            # Measured against the width the arrangement needs at least, never a panel not yet laid out.
            width = max(self.width(), self.needed_width(self._arrangement)) - self._margin_room()
            room = int((width - PAGE_SPACING) * WINNINGS_SHARE)
            self.winnings_label.set_lines(WINNINGS_LINES, room)

    def _row_buttons(self, index: int) -> list[QWidget]:
        """The buttons of the Stake row (0) or the Take row (1)."""
        return [widget for widget in _widgets(self._button_rows[index]) if widget is not self.winnings_label]

    def _buttons_width(self) -> int:
        """The two columns of buttons, side by side."""
        columns = [max((_least_width(button) for button in self._row_buttons(index)), default=0) for index in (0, 1)]
        return sum(columns) + self._buttons.spacing()

    def _kush_widths(self) -> tuple[int, int]:
        """The kush and the chips as a column (its width), and as a row with the limits (its least width)."""
        kush = _least_width(self.kush_label) + 4 + self.kush_edit.sizeHint().width()
        chips = sum(button.sizeHint().width() for button in self.chip_buttons.values())
        chips += self._chips_row.spacing() * (len(self.chip_buttons) - 1)
        column = max(kush, chips)
        row = kush + PAGE_SPACING + chips + PAGE_SPACING + LIMIT_LEAST_WIDTH
        return column, row

    def needed_width(self, arrangement: Arrangement) -> int:
        """The width the panel needs for `arrangement` (its margins and frame included)."""
        margins = self.width() - self.contentsRect().width() + self._margin_room()
        column, row = self._kush_widths()
        buttons = self._buttons_width()
        if arrangement is Arrangement.STACKED:
            spacing = self._buttons.spacing()
            stake = sum(_least_width(button) for button in self._row_buttons(0)) + 2 * spacing
            win = sum(_least_width(button) for button in self._row_buttons(1)) + LIMIT_LEAST_WIDTH + 3 * spacing
            inner = self.picker.size_for(compact=False).width() + PAGE_SPACING + max(column, stake, win)
        elif arrangement is Arrangement.ROW:
            inner = self.picker.size_for(compact=True).width() + 2 * PAGE_SPACING + column + buttons
        else:
            inner = max(self.picker.size_for(compact=True).width() + PAGE_SPACING + buttons, row)
        return inner + margins

    def _margin_room(self) -> int:
        layout = self.layout()
        if layout is None:
            return 0
        margins = layout.contentsMargins()
        return margins.left() + margins.right()

    def _arrange(self) -> None:
        """Take the arrangement the panel's width and the window's height allow: stacked in a tall window where it
        fits, else a row, else two rows (see `Arrangement`)."""
        width = self.width()
        if not self._low and width >= self.needed_width(Arrangement.STACKED):
            chosen = Arrangement.STACKED
        elif width >= self.needed_width(Arrangement.ROW):
            chosen = Arrangement.ROW
        else:
            chosen = Arrangement.TWO_ROWS
        self._set_tiles(chosen is not Arrangement.STACKED)
        if chosen is not self._arrangement:
            self._place(chosen)
        else:
            self._fit_winnings()

    def _set_tiles(self, compact: bool) -> None:
        """Index tiles, small chips and low buttons (a low window, or a narrow one), or small cards."""
        if compact == self.picker.is_compact():
            return
        self.picker.set_compact(compact)
        self.prompt.set_compact(compact)
        icon = COMPACT_CHIP_ICON if compact else CHIP_ICON
        for value, button in self.chip_buttons.items():
            button.setIcon(chip_icon(value, icon))
            button.setIconSize(QSize(icon, icon))
        for button in self._page_buttons[Page.PUNTER].values():
            button.setMinimumHeight(COMPACT_BUTTON_HEIGHT if compact else BUTTON_HEIGHT)
        self.stack.adjustSize()
        self.updateGeometry()
        self.relaid.emit()

    def minimumSizeHint(self) -> QSize:
        """The least size: no wider than the narrowest arrangement of the punter's page needs (the side views keep
        their width; the page takes the arrangement the panel's width allows)."""
        hint = super().minimumSizeHint()
        hint.setWidth(min(hint.width(), self.needed_width(Arrangement.TWO_ROWS)))
        return hint

    def is_compact(self) -> bool:
        """Whether the panel is laid out for a low (or narrow) window: index tiles instead of cards."""
        return self.picker.is_compact()

    def set_compact(self, compact: bool) -> None:
        """Lay the panel out for a low window (index tiles, small chips, the controls side by side, in one row or
        two as the width allows) or not (small cards, where the width allows them)."""
        self._low = compact
        self._set_tiles(compact)
        self._arrange()

    def fit_window(self, size: QSize) -> None:
        """Be compact in a window lower than `COMPACT_WINDOW_HEIGHT`."""
        self.set_compact(size.height() < COMPACT_WINDOW_HEIGHT)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A new width: the arrangement that fits it."""
        super().resizeEvent(event)
        self._arrange()

    def showEvent(self, event: QShowEvent) -> None:
        """Follow the window's height from now on."""
        window = self.window()
        if window is not self:  # a panel shown on its own (a test's) keeps the layout it is given
            if window is not self._watched:
                if self._watched is not None:
                    self._watched.removeEventFilter(self)
                self._watched = window
                window.installEventFilter(self)
            self.fit_window(window.size())
        super().showEvent(event)
        # Shown at last (the window opens): the focus goes to the next move now that it can, with its ring.
        self._focus_soon(taken_from_anywhere=False)

    @property
    def resting_place(self) -> QWidget | None:
        """Where the focus waits while the page offers no move (the window's table), instead of the page itself."""
        return self._resting

    @resting_place.setter
    def resting_place(self, widget: QWidget | None) -> None:
        if self._resting is not None:
            self._resting.removeEventFilter(self)
        self._resting = widget
        self._table_chosen = False
        if widget is not None:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A resized window: compact or not (the window's own layout has already placed the panel). The focus
        coming to the resting place: the player's (Tab, a click) or the panel's own."""
        if watched is self._watched and event.type() is QEvent.Type.Resize and isinstance(watched, QWidget):
            self.fit_window(watched.size())
        elif watched is self._resting and event.type() is QEvent.Type.FocusIn and isinstance(event, QFocusEvent):
            reason = event.reason()
            if reason in PLAYERS_FOCUS_REASONS:
                self._table_chosen = True
            elif reason is not Qt.FocusReason.ActiveWindowFocusReason:  # a window coming back keeps what it had
                self._table_chosen = False
        return super().eventFilter(watched, event)

    # ----- reading and setting -----

    def show_page(self, name: str) -> None:
        """Show one page of controls (a new page takes the focus to its next move)."""
        if name == self._shown:
            return
        # The window's focus widget, even while the window is not active (Qt moves that one as well).
        focused = self.window().focusWidget()
        page = self.stack.currentWidget()
        if focused is not None and page is not None and page.isAncestorOf(focused):
            self._park_focus()
        self._shown = name
        # A stacked widget is as tall as its tallest page; only the page shown may ask for room.
        for page_name, page in self._pages.items():
            policy = QSizePolicy.Policy.Preferred if page_name == name else QSizePolicy.Policy.Ignored
            page.setSizePolicy(policy, policy)
        self.stack.setCurrentWidget(self._pages[name])
        self.stack.adjustSize()
        self.updateGeometry()
        self._focus_soon(taken_from_anywhere=False)

    def button(self, page: str, action_name: str) -> QToolButton:
        """The button of an action on one page (tests and the focus use it)."""
        return self._page_buttons[page][action_name]

    def next_focus(self, disabling: Collection[str] = ()) -> QWidget | None:
        """Where the focus belongs now: the first enabled button of the page's next moves (the punter's deck
        when none is, and before he has staked: `staked`), or None when the page offers nothing to do;
        `disabling`: actions about to be disabled."""
        page = self.current_page()
        buttons = self._page_buttons[page]
        unstaked = page == Page.PUNTER and not self.staked
        for name in FOCUS_ORDER[page]:
            if unstaked and name in ("cut", "deal_on"):
                continue
            if name in buttons and name not in disabling and self._actions[name].isEnabled():
                return buttons[name]
        return self.picker if page == Page.PUNTER and not self.move_on_coming_page(disabling) else None

    def move_on_coming_page(self, disabling: Collection[str] = ()) -> bool:
        """Whether the player has a move whose button is on another page than the one shown: the page shown is
        the table's last (it turns once the table has shown everything), the player's move is on the next one
        (Атанде, once he has cut); `disabling`: actions about to be disabled."""
        page = self.current_page()
        return any(
            self._actions[name].isEnabled() and name not in disabling and name not in self._page_buttons[page]
            # New game (the end's page) is always enabled, from the menu: it is no move the page waits for.
            for other, names in FOCUS_ORDER.items() if other not in (page, Page.OVER)
            for name in names if name in self._actions
        )

    def before_disabling(self, names: Collection[str]) -> None:
        """The actions `names` are about to be disabled: if the focus is on one of their buttons, it goes now to
        where it belongs next (the table when the page offers nothing), not where Qt would send it from a
        disabled button (the next widget in the chain, unseen ones among them), nor through several on the way."""
        focused = QApplication.focusWidget()
        buttons = self._page_buttons[self.current_page()]
        if focused is None or not any(buttons.get(name) is focused for name in names):
            return
        if self.move_on_coming_page(disabling=names):
            # His next move is on the page to come: the focus waits for it there, on nothing, rather than stopping
            # on the deck or the table on the way (a screen reader would say each stop).
            focused.clearFocus()
            return
        target = self.next_focus(disabling=names) or self.resting_place
        if target is not None and target.isVisible():
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def _park_focus(self) -> None:
        """The page with the focus is hidden: the focus waits on the table (`resting_place`) rather than on the
        page Qt would give it (an unnamed panel), and goes to the new page's next move once it is enabled."""
        if self.resting_place is not None and self.resting_place.isVisible():
            self.resting_place.setFocus(Qt.FocusReason.OtherFocusReason)

    def focus_settled(self) -> bool:
        """Whether the focus has gone where the last action or page change sends it (it goes at the event loop's
        next turn, once the window has enabled the page's actions)."""
        return not self._focus_due

    def focus_next_move(self) -> None:
        """Send the focus to the next move, as after an action of the player's (the recap's Next deal)."""
        self._focus_soon(taken_from_anywhere=True)

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        # A panel button with the focus that is disabled or hidden (the page moved on) sends Qt's focus to the
        # next widget in the chain, often a side view's tab: that is not the player's choice, the next move takes
        # it back. Any other change is his, or the panel's own.
        self._focus_lost = (
            old is not None and self.isAncestorOf(old) and not (old.isEnabled() and old.isVisible())
            and (new is None or not self.isAncestorOf(new))
        )
        if self._focus_lost:
            self._focus_soon(taken_from_anywhere=False)
        if new is not None and new is self._resting and old is not None and not (old.isEnabled() and old.isVisible()):
            # Qt handed the table the focus of a widget hidden or disabled (the recap closing), as if by Tab: that
            # was not the player's choice.
            self._table_chosen = False

    def _focus_after_action(self) -> None:
        self._focus_soon(taken_from_anywhere=True)

    def _focus_soon(self, *, taken_from_anywhere: bool) -> None:
        # After the event loop's turn: the window has refreshed the page and enabled its actions by then.
        self._focus_anywhere = self._focus_anywhere or taken_from_anywhere
        if not self._focus_due:
            self._focus_due = True
            QTimer.singleShot(0, self, self._settle_focus)

    def _settle_focus(self) -> None:
        anywhere, self._focus_anywhere, self._focus_due = self._focus_anywhere, False, False
        focused = QApplication.focusWidget()
        if focused is None and self.move_on_coming_page():
            return  # the page of his next move comes next (`before_disabling`), and takes the focus then
        target = self.next_focus() or self.resting_place
        if target is None or not target.isVisible() or target.hasFocus():
            return
        # A page that changes by itself (the computer players moved) does not take the focus from a side view
        # the player is reading, nor from his deck or the kush field while he chooses a card or types a kush, nor
        # from the table he walks (a screen reader would hear it jump away mid-walk; the prompt, announced, tells
        # him his turn has come); his own action does, and so does a page change that hid the focused widget. The
        # table the panel put the focus on, as nothing was his to do, gives it to his next move.
        choosing = focused in (self.picker, self.kush_edit) and focused is not None and focused.isVisible()
        walking = focused is self._resting and self._table_chosen
        if anywhere or self._focus_lost or focused is None or not focused.isVisible() or (
            self.isAncestorOf(focused) and not choosing
        ) or (isinstance(focused, QGraphicsView) and not walking):
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def auto_deal_on(self) -> bool:
        """Whether the human banker has auto-deal switched on."""
        action = self._actions.get("auto_deal")
        return action is not None and action.isChecked()

    def set_bank(self, bank: int | None, exposure: int = 0) -> None:
        """Show the bank and its exposure beside the prompt (None: hide them, the human holds no bank)."""
        if bank is None:
            self.bank_label.setVisible(False)
            self.bank_label.clear()
            return
        self.bank_label.setText(
            translate("ActionPanel", "Bank {bank} · could pay out {exposure}").format(
                bank=format_amount(bank), exposure=format_amount(exposure)
            )
        )
        self.bank_label.setVisible(True)

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

    def _type_kush(self, digit: str) -> None:
        """A digit typed on the deck starts the kush afresh in the kush field, which takes the focus for the
        rest of it (Enter there stakes)."""
        self.kush_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self.kush_edit.selectAll()
        self.kush_edit.insert(digit)

    def set_limit(self, text: str, *, warning: bool = False) -> None:
        """Say the kush's limits (`warning`: in the reason's colour, the kush typed is above them or no stake fits)."""
        self.limit_label.setText(text)
        palette = self.limit_label.palette()
        colour = self.reason.palette().color(QPalette.ColorRole.WindowText) if warning else self.palette().color(
            QPalette.ColorRole.WindowText)
        if palette.color(QPalette.ColorRole.WindowText) != colour:
            palette.setColor(QPalette.ColorRole.WindowText, colour)
            self.limit_label.setPalette(palette)

    def set_reason(self, text: str) -> None:
        """Say why the main action is not allowed (empty: nothing to say)."""
        self.reason.setText(text)
        layout = self.layout()
        room = 0 if text or layout is None else self.reason.fontMetrics().height() + layout.spacing()
        # The room first: showing the line lays the panel out at once, and it must not see both.
        if room != self._reason_room.sizeHint().height():
            self._reason_room.changeSize(0, room, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            self._reason_room.invalidate()
            if layout is not None:
                layout.invalidate()
        self.reason.setVisible(bool(text))
