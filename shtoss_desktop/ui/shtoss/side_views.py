"""The side views: the players, the history of the session and the odds, each a table in a dock of the window.

They show the controller's models (app/shtoss/models.py). The players and the odds share one tabbed dock (the name
plates on the table show the balances too), so the history below has room. No table has a horizontal scroll bar:
the first column (names, events) takes the width left and is elided, the others fit their contents. A dock never
takes more than `SIDE_VIEW_SHARE` of the window's width (`cap_side_views`). Each dock's toggle is in the View menu,
with a shortcut; F9 (the window's "Side views") shows or hides them together.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QHeaderView, QMainWindow, QMenu, QTableView

from shtoss_desktop.app.shtoss.controller import GameController
from shtoss_desktop.app.shtoss.models import HistoryColumn, HistoryModel, OddsModel, SeatsModel

translate = QCoreApplication.translate

SIDE_VIEW_SHARE: Final = 0.3
"""A docked side view takes at most this share of the window's width: the table keeps the rest."""
SIDE_VIEW_MIN_CAP: Final = 220
"""The cap never goes below this width (a narrower dock could not show a name and a number)."""


def _titles() -> dict[str, str]:
    """The docks' titles by name, in the language installed."""
    return {
        "players": translate("MainWindow", "Players"),
        "history": translate("MainWindow", "History"),
        "odds": translate("MainWindow", "Odds"),
    }


def make_side_views(window: QMainWindow, controller: GameController, view_menu: QMenu) -> dict[str, QDockWidget]:
    """Dock the side views on the right of `window`, their toggles in `view_menu`; the docks by name."""
    docks: dict[str, QDockWidget] = {}
    titles = _titles()
    specs = (
        ("players", titles["players"], SeatsModel, Qt.DockWidgetArea.RightDockWidgetArea, "Ctrl+Shift+P"),
        ("history", titles["history"], HistoryModel, Qt.DockWidgetArea.RightDockWidgetArea, "Ctrl+Shift+H"),
        ("odds", titles["odds"], OddsModel, Qt.DockWidgetArea.RightDockWidgetArea, "Ctrl+Shift+O"),
    )
    view_menu.addSeparator()
    for name, title, model_type, area, shortcut in specs:
        dock = QDockWidget(title, window)
        dock.setObjectName(f"{name}Dock")
        table = QTableView(dock)
        table.setObjectName(f"{name}View")
        table.setModel(model_type(controller, table))
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
        window.addDockWidget(area, dock)
        toggle = dock.toggleViewAction()
        toggle.setShortcut(QKeySequence(shortcut))
        view_menu.addAction(toggle)
        window.addAction(toggle)
        docks[name] = dock
    window.tabifyDockWidget(docks["players"], docks["odds"])
    docks["players"].raise_()
    window.resizeDocks([docks["players"], docks["history"]], [260, 360], Qt.Orientation.Vertical)
    window.resizeDocks([docks["history"]], [390], Qt.Orientation.Horizontal)
    return docks


def cap_side_views(window: QMainWindow, docks: dict[str, QDockWidget]) -> None:
    """Keep each docked side view within `SIDE_VIEW_SHARE` of the window's width (a floating one is free)."""
    cap = max(SIDE_VIEW_MIN_CAP, int(window.width() * SIDE_VIEW_SHARE))
    for dock in docks.values():
        dock.setMaximumWidth(16777215 if dock.isFloating() else cap)


def retranslate_side_views(docks: dict[str, QDockWidget]) -> None:
    """Write the docks' titles and their tables' headers and cells again, in the language installed.

    The models answer in the language installed whenever asked; their views are told to ask again (the
    headers, and the cells' layout), which is what a model says itself when its texts change."""
    for name, title in _titles().items():
        docks[name].setWindowTitle(title)
    for dock in docks.values():
        table = dock.widget()
        if isinstance(table, QTableView):
            model = table.model()
            columns = model.columnCount()
            if columns:
                model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
            model.layoutAboutToBeChanged.emit()
            model.layoutChanged.emit()


__all__ = ["SIDE_VIEW_SHARE", "cap_side_views", "make_side_views", "retranslate_side_views"]
