"""The side views: the players, the history of the session and the odds, each a table in a dock of the window.

They show the controller's models (app/models.py). The players and the odds share one tabbed dock (the name
plates on the table show the balances too), so the history below has room and no table needs a horizontal scroll
bar at the default size. Each dock's toggle is in the View menu, with a shortcut.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QHeaderView, QMainWindow, QMenu, QTableView

from shtoss_desktop.app.controller import GameController
from shtoss_desktop.app.models import HistoryModel, OddsModel, SeatsModel

translate = QCoreApplication.translate


def make_side_views(window: QMainWindow, controller: GameController, view_menu: QMenu) -> dict[str, QDockWidget]:
    """Dock the side views on the right of `window`, their toggles in `view_menu`; the docks by name."""
    docks: dict[str, QDockWidget] = {}
    specs = (
        (
            "players",
            translate("MainWindow", "Players"),
            SeatsModel,
            Qt.DockWidgetArea.RightDockWidgetArea,
            "Ctrl+Shift+P",
        ),
        (
            "history",
            translate("MainWindow", "History"),
            HistoryModel,
            Qt.DockWidgetArea.RightDockWidgetArea,
            "Ctrl+Shift+H",
        ),
        ("odds", translate("MainWindow", "Odds"), OddsModel, Qt.DockWidgetArea.RightDockWidgetArea, "Ctrl+Shift+O"),
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
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        table.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        if name == "history":
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


__all__ = ["make_side_views"]
