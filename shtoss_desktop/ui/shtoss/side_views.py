"""The side views: the players, the history of the session and the odds, each a table in a dock of the window.

They show the game's models (app/shtoss/models.py) on the records as the table shows them (the table scene's
`shown`, a `ShownShtoss`): the players, the history and the odds say what the cards on the table say, never what
the core has decided but the table not yet shown. The players and the odds share one tabbed dock (the name
plates on the table show the balances too), so the history below has room. No table has a horizontal scroll bar:
the first column (names, events) takes the width left and is elided, the others fit their contents. The window
shell (ui/shell/window.py) takes the docks as its side views: F9 shows or hides them together, each dock's toggle
is in the View menu with the keys `SIDE_VIEW_KEYS` gives it, and no dock takes more than a share of the window's
width.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QHeaderView, QMainWindow, QTableView

from shtoss_desktop.app.shtoss.models import GameRecords, HistoryColumn, HistoryModel, OddsModel, SeatsModel
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP
from shtoss_desktop.ui.shell.keys import ActionSpec, KeyTable

SIDE_VIEW_KEYS: Final = KeyTable(
    "MainWindow",
    (
        ActionSpec("players", QT_TRANSLATE_NOOP("MainWindow", "Players"), keys=("Ctrl+Shift+P",), checkable=True),
        ActionSpec("history", QT_TRANSLATE_NOOP("MainWindow", "History"), keys=("Ctrl+Shift+H",), checkable=True),
        ActionSpec("odds", QT_TRANSLATE_NOOP("MainWindow", "Odds"), keys=("Ctrl+Shift+O",), checkable=True),
    ),
)
"""The side views, each named as its dock's title, with the keys of its toggle."""

_MODELS: Final[dict[str, type[SeatsModel | HistoryModel | OddsModel]]] = {
    "players": SeatsModel,
    "history": HistoryModel,
    "odds": OddsModel,
}
"""Each side view's model (app/shtoss/models.py)."""


def make_side_views(window: QMainWindow, records: GameRecords) -> dict[str, QDockWidget]:
    """Dock the side views on the right of `window` (titled in the language installed), their models on `records`
    (the table's shown records); the docks by name."""
    docks: dict[str, QDockWidget] = {}
    for row in SIDE_VIEW_KEYS.rows:
        name = row.name
        dock = QDockWidget(SIDE_VIEW_KEYS.text(row), window)
        dock.setObjectName(f"{name}Dock")
        table = QTableView(dock)
        table.setObjectName(f"{name}View")
        table.setModel(_MODELS[name](records, table))
        table.verticalHeader().setVisible(False)
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
        if name == "history":
            # One line per event, elided with "…" at its end (the whole sentence is the row's tooltip): wrapped
            # rows were cut mid-word at the fixed row height. The sentence takes the width the deal number leaves.
            table.setWordWrap(False)
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(HistoryColumn.TEXT, QHeaderView.ResizeMode.Stretch)
            model = table.model()
            model.rowsInserted.connect(lambda *_args, t=table: t.scrollToBottom())
        dock.setWidget(table)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        docks[name] = dock
    window.tabifyDockWidget(docks["players"], docks["odds"])
    docks["players"].raise_()
    window.resizeDocks([docks["players"], docks["history"]], [260, 360], Qt.Orientation.Vertical)
    window.resizeDocks([docks["history"]], [390], Qt.Orientation.Horizontal)
    return docks


def retranslate_side_views(docks: dict[str, QDockWidget]) -> None:
    """Write the docks' titles and their tables' headers and cells again, in the language installed.

    The models answer in the language installed whenever asked; their views are told to ask again (the
    headers, and the cells' layout), which is what a model says itself when its texts change."""
    for row in SIDE_VIEW_KEYS.rows:
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


__all__ = ["SIDE_VIEW_KEYS", "make_side_views", "retranslate_side_views"]
