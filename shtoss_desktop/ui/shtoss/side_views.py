"""The side views: the players, the history of the session and the odds, each a table in a dock of the window.

They show the game's models (app/shtoss/models.py) on the records as the table shows them (the table scene's
`shown`, a `ShownShtoss`): the players, the history and the odds say what the cards on the table say, never what
the core has decided but the table not yet shown. The players and the odds share one tabbed dock (the name
plates on the table show the balances too), so the history below has room. No table but the odds' (should its
columns not fit) has a horizontal scroll bar: the first column (names; the history's sentences, wrapped, each row
as high as its sentence) takes the width left, the others fit their contents, their titles wrapped (`WrappingHeader`)
so that the numbers set a column's width. Rows are a line high, and the players' and odds' dock takes the height of
the 13 ranks' odds whenever the views are shown (`share_side_views`, at most `ODDS_DOCK_SHARE`). The window
shell (ui/shell/window.py) takes the docks as its side views: F9 shows or hides them together, each dock's toggle
is in the View menu with the keys `SIDE_VIEW_KEYS` gives it, and no dock takes more than a share of the window's
width.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QModelIndex, QObject, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QFrame, QHeaderView, QMainWindow, QStyle, QTableView

from shtoss_desktop.app.shtoss.models import (
    GameRecords,
    HistoryColumn,
    HistoryModel,
    OddsModel,
    SeatsColumn,
    SeatsModel,
)
from shtoss_desktop.core.cards import Rank
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP
from shtoss_desktop.ui.shell.keys import ActionSpec, KeyTable
from shtoss_desktop.ui.table.wrapping_header import WrappingHeader

SIDE_VIEW_KEYS: Final = KeyTable(
    "MainWindow",
    (
        ActionSpec("players", QT_TRANSLATE_NOOP("MainWindow", "Players"), keys=("Ctrl+Shift+P",), checkable=True),
        ActionSpec("history", QT_TRANSLATE_NOOP("MainWindow", "History"), keys=("Ctrl+Shift+H",), checkable=True),
        ActionSpec("odds", QT_TRANSLATE_NOOP("MainWindow", "Odds"), keys=("Ctrl+Shift+O",), checkable=True),
        ActionSpec("keeper", QT_TRANSLATE_NOOP("MainWindow", "Case-keeper and coach"), keys=("Ctrl+Shift+K",),
                   checkable=True),
    ),
)
"""The side views, each named as its dock's title, with the keys of its toggle (the case-keeper and coach's dock is
the window's own, ui/shtoss/aids_dock.py: `make_side_views` leaves it out)."""

_MODELS: Final[dict[str, type[SeatsModel | HistoryModel | OddsModel]]] = {
    "players": SeatsModel,
    "history": HistoryModel,
    "odds": OddsModel,
}
"""Each side view's model (app/shtoss/models.py)."""


ROW_PADDING: Final = 6
"""A row is its text's height and this many pixels: thirteen ranks' odds fit the dock at 1024x600."""
ODDS_DOCK_SHARE: Final = 0.68
"""The most of the docks' height the players' and odds' dock takes (the history takes the rest)."""
DOCK_LINE_MARGIN: Final = 10
"""A dock's title and a tab's bar are a line high and this much more."""


class RowFitter(QObject):
    """Keeps each row of a wrapping table as high as its text: a new row when it comes (and the table scrolled to
    it), every row once its columns' widths settle after a resize or when the texts change (a new language, a new
    session). Owned by its table (a child, with its timer)."""

    def __init__(self, table: QTableView) -> None:
        super().__init__(table)
        self._table = table
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(table.resizeRowsToContents)
        model = table.model()
        model.rowsInserted.connect(self._inserted)
        model.modelReset.connect(self._timer.start)
        model.layoutChanged.connect(self._timer.start)
        table.horizontalHeader().sectionResized.connect(self._timer.start)

    def _inserted(self, _parent: QModelIndex, first: int, last: int) -> None:
        for row in range(first, last + 1):
            self._table.resizeRowToContents(row)
        self._table.scrollToBottom()


def make_side_views(window: QMainWindow, records: GameRecords) -> dict[str, QDockWidget]:
    """Dock the side views on the right of `window` (titled in the language installed), their models on `records`
    (the table's shown records); the docks by name."""
    docks: dict[str, QDockWidget] = {}
    for row in SIDE_VIEW_KEYS.rows:
        name = row.name
        if name not in _MODELS:
            continue
        dock = QDockWidget(SIDE_VIEW_KEYS.text(row), window)
        dock.setObjectName(f"{name}Dock")
        table = QTableView(dock)
        table.setObjectName(f"{name}View")
        table.setModel(_MODELS[name](records, table))
        table.setHorizontalHeader(WrappingHeader(table))
        table.verticalHeader().setVisible(False)
        row_height = QFontMetrics(table.font()).height() + ROW_PADDING
        table.verticalHeader().setMinimumSectionSize(row_height)
        table.verticalHeader().setDefaultSectionSize(row_height)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setWordWrap(True)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The first column takes what is left, so the table is never wider than its dock.
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(24)
        table.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        if name == "odds":
            # The rank is never elided (a row without it says nothing). Its cells are the cards' indices and the
            # titles short, so that every column fits the docks' cap at 1024 wide in both languages; a table wider
            # than its dock all the same (a wider font) scrolls rather than cut a number.
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
            table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            table.setFrameShape(QFrame.Shape.NoFrame)  # the dock frames it: two pixels more for the numbers
        if name == "players":
            # The names whole ("Chekalinsky" was "Ch…" at 1024 wide): the role or temperament takes what the name
            # and the numbers leave, wrapped, each row as high as its words.
            header.setSectionResizeMode(SeatsColumn.NAME, QHeaderView.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(SeatsColumn.ROLE, QHeaderView.ResizeMode.Stretch)
            RowFitter(table)
        if name == "history":
            # The sentence takes the width the deal number leaves, wrapped, each row as high as its sentence
            # (`RowFitter`); the whole sentence is the row's tooltip too.
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(HistoryColumn.TEXT, QHeaderView.ResizeMode.Stretch)
            RowFitter(table)
        dock.setWidget(table)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        docks[name] = dock
    window.tabifyDockWidget(docks["players"], docks["odds"])
    docks["players"].raise_()
    share_side_views(window, docks)
    window.resizeDocks([docks["history"]], [390], Qt.Orientation.Horizontal)
    return docks


def share_side_views(window: QMainWindow, docks: dict[str, QDockWidget]) -> None:
    """Give the players' and odds' dock the height every rank's odds need (`ODDS_DOCK_SHARE` of the docks' at
    most), the history the rest (when they are shown: a dock's height is kept only while it is)."""
    odds = docks["odds"].widget()
    players, history = docks["players"], docks["history"]
    total = players.height() + history.height() if players.isVisible() and history.isVisible() else 0
    total = total or window.height()
    if not isinstance(odds, QTableView):
        return
    # The dock's title and the tabs' bar, each about a line and its margins.
    chrome = 2 * (QFontMetrics(odds.font()).height() + DOCK_LINE_MARGIN)
    needed = (odds.horizontalHeader().sizeHint().height() + len(Rank) * odds.verticalHeader().defaultSectionSize()
              + 2 * odds.frameWidth() + chrome)
    # And room for its scroll bar, should its columns be wider than the dock (its widths settle later).
    needed += odds.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
    share = min(needed, round(total * ODDS_DOCK_SHARE))
    window.resizeDocks([players, history], [share, max(1, total - share)], Qt.Orientation.Vertical)


def retranslate_side_views(docks: dict[str, QDockWidget]) -> None:
    """Write the docks' titles and their tables' headers and cells again, in the language installed.

    The models answer in the language installed whenever asked; their views are told to ask again (the
    headers, and the cells' layout), which is what a model says itself when its texts change."""
    for row in SIDE_VIEW_KEYS.rows:
        if row.name in docks:
            docks[row.name].setWindowTitle(SIDE_VIEW_KEYS.text(row))
    for dock in docks.values():
        table = dock.widget()
        if isinstance(table, QTableView):
            model = table.model()
            columns = model.columnCount()
            if columns:
                model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
            model.layoutAboutToBeChanged.emit()
            model.layoutChanged.emit()


__all__ = ["SIDE_VIEW_KEYS", "RowFitter", "make_side_views", "retranslate_side_views",
           "share_side_views"]
