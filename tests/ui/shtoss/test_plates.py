"""The name plates' words: whose money the number is (the banker's outside the bank), each computer punter's
temperament on his plate and in the players' view, and a tooltip that says what the plate says now."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QCursor, QHelpEvent
from PySide6.QtWidgets import QApplication, QTableView, QToolTip

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.shtoss.controller import SessionConfig
from shtoss_desktop.app.shtoss.models import SeatsColumn, SeatsRole
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.ui.shtoss.window import MainWindow
from shtoss_desktop.ui.table.tooltips import shown_tooltip
from tests.ui.table_helpers import make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

STYLES = (PunterStyle.MIRANDOLE, PunterStyle.PAROLI_RUNNER, PunterStyle.HERMANN)


def seated(qtbot, tmp_path: Path, role: Role = Role.PUNTER) -> MainWindow:
    window = make_window(qtbot, tmp_path)
    window.start(SessionConfig(rules=HouseRules(), role=role, styles=STYLES, seed=7, human_name="You"))
    window.controller.run_computer()
    window.scene.flush()
    return window


def hover(window: MainWindow, player: str) -> QPoint:
    """Ask the table for the tooltip where `player`'s plate lies, as Qt does when the pointer rests there."""
    plate = window.scene.plate(player)
    assert plate is not None
    viewport = window.view.viewport()
    where = window.view.mapFromScene(plate.sceneBoundingRect().center())
    QCursor.setPos(viewport.mapToGlobal(where))
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, where, viewport.mapToGlobal(where)))
    return where


def test_the_banker_s_plate_says_its_money_is_outside_the_bank(qtbot, tmp_path: Path) -> None:
    window = seated(qtbot, tmp_path)
    banker = window.controller.game.banker
    plate = window.scene.plate(banker)
    assert plate is not None
    assert plate.role == "Banker · outside the bank"
    assert plate.toolTip() == ("Chekalinsky holds the bank. 600: his money outside the bank; the bank itself, 600, "
                               "lies beside the deck.")
    mine = seated(qtbot, tmp_path / "banker", Role.BANKER).scene.plate("You")
    assert mine is not None
    assert mine.role == "Banker · outside the bank"
    assert mine.toolTip().startswith("You hold the bank. 600: your money outside the bank")


def test_each_computer_punter_s_temperament_is_shown_at_the_table_and_in_the_players_view(
        qtbot, tmp_path: Path) -> None:
    window = seated(qtbot, tmp_path)
    game = window.controller.game
    computers = [p for p in game.punters if p != "You"]
    roles = [window.scene.plate(p).role for p in computers]  # type: ignore[union-attr]
    assert roles == ["Mirandole", "Paroli runner", "Plays like Hermann"]
    tip = window.scene.plate(computers[1]).toolTip()  # type: ignore[union-attr]
    assert tip.startswith(f"{computers[1]}, a computer punter. Paroli runner: bends a corner after every win.\n")
    assert window.scene.plate("You").role == "Punter · понтёр · you"  # type: ignore[union-attr]
    view = window.docks["players"].findChild(QTableView)
    assert view is not None
    model = view.model()
    shown = {model.index(row, 0).data(SeatsRole.PLAYER): model.index(row, SeatsColumn.ROLE).data()
             for row in range(model.rowCount())}
    assert shown == {game.banker: "banker", "You": "punter", computers[0]: "mirandole",
                     computers[1]: "paroli runner", computers[2]: "plays like Hermann"}
    row = [model.index(r, 0).data(SeatsRole.PLAYER) for r in range(model.rowCount())].index(computers[2])
    assert model.index(row, 0).data(SeatsRole.TEMPERAMENT) == PunterStyle.HERMANN.value
    assert model.index(row, SeatsColumn.ROLE).data(3) == (
        f"{computers[2]}, a computer punter. Hermann: three, seven, ace, doubling after each win.")


def test_the_temperaments_read_in_russian(qtbot, tmp_path: Path, russian: None) -> None:
    window = seated(qtbot, tmp_path)
    game = window.controller.game
    computers = [p for p in game.punters if p != "You"]
    assert [window.scene.plate(p).role for p in computers] == [  # type: ignore[union-attr]
        "Мирандоль", "Любитель пароли", "Играет как Германн"]
    assert window.scene.plate(game.banker).role == "Банкомёт · вне банка"  # type: ignore[union-attr]


def test_an_open_tooltip_follows_the_balance_its_plate_shows(qtbot, tmp_path: Path) -> None:
    """The pointer rests on the human's plate with its tooltip open; he stakes: the plate and the tooltip open on it
    both say his new balance at once."""
    window = seated(qtbot, tmp_path)
    hover(window, "You")
    qtbot.waitUntil(QToolTip.isVisible)
    assert shown_tooltip() == f"You: {format_amount(1200)} in hand, not counting your stakes on the table."
    window.controller.place_stake([Card.parse("7D")], 12)
    window.scene.flush()
    plate = window.scene.plate("You")
    assert plate is not None
    assert plate.money == format_amount(1188)
    assert shown_tooltip() == f"You: {format_amount(1188)} in hand, not counting your stakes on the table."
    QToolTip.hideText()


def test_a_tooltip_stays_with_its_plate(qtbot, tmp_path: Path) -> None:
    """Over another plate the table gives that plate's words; over the cloth, none."""
    window = seated(qtbot, tmp_path)
    hover(window, "You")
    qtbot.waitUntil(QToolTip.isVisible)
    banker = window.controller.game.banker
    hover(window, banker)
    qtbot.waitUntil(lambda: shown_tooltip().startswith(f"{banker} holds the bank."))
    viewport = window.view.viewport()
    empty = window.view.mapFromScene(window.scene.sceneRect().center().x(), 8)
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, empty, viewport.mapToGlobal(empty)))
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
