"""The practice aids beside a table, the same in both windows: the case-keeper on a piece of the table's baize
(`KeeperView`, the one `CaseKeeperItem` of ui/table/case_keeper.py) and the coach's words (`CoachPanel`).

The shtoss window docks both together (ui/shtoss/aids_dock.py); the casino table has its case-keeper on the cloth
and shows the coach's words as a tab of its books. Neither holds a rule: the games' aids (app/shtoss/aids.py,
app/casino/aids.py) make what they show from the records their table has shown.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QLabel,
    QPlainTextEdit,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from shtoss_desktop.app.keeper import KeeperPicture
from shtoss_desktop.ui.table.case_keeper import CaseKeeperItem
from shtoss_desktop.ui.table.cloth import paint_baize

translate = QCoreApplication.translate

KEEPER_SCENE: Final = QSize(420, 150)
"""The keeper's piece of baize, in scene units: the view scales it to its width."""
COACH_LINES: Final = 60
"""The coach's panel keeps this many of its last lines."""


class KeeperView(QGraphicsView):
    """The case-keeper on a piece of baize, scaled to the view's width (its tooltips are the columns')."""

    def __init__(self, parent: QWidget | None = None) -> None:
        scene = QGraphicsScene(0, 0, KEEPER_SCENE.width(), KEEPER_SCENE.height())
        super().__init__(scene, parent)
        scene.setParent(self)
        self.keeper = CaseKeeperItem()
        """The case-keeper item (the scene's)."""
        self.keeper.set_size(KEEPER_SCENE.width() - 12, KEEPER_SCENE.height() - 12)
        self.keeper.setPos(KEEPER_SCENE.width() / 2, KEEPER_SCENE.height() / 2)
        scene.addItem(self.keeper)
        self.setObjectName("keeperView")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(90)
        # A picture to read, not a control: Tab never stops on it (in a hidden side view it lies off screen).
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def set_picture(self, picture: KeeperPicture) -> None:
        """Show `picture`."""
        self.keeper.set_picture(picture)
        self.setAccessibleName(picture.title)

    def sizeHint(self) -> QSize:
        """The baize at its design size."""
        return KEEPER_SCENE

    def hasHeightForWidth(self) -> bool:
        """The baize keeps its proportions."""
        return True

    def heightForWidth(self, width: int) -> int:
        """The height of the baize at `width`."""
        return round(width * KEEPER_SCENE.height() / KEEPER_SCENE.width())

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Scale the keeper to the width."""
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The table's baize under the keeper."""
        painter.save()
        painter.resetTransform()
        paint_baize(painter, self.viewport().size(), QRectF(self.viewport().rect()))
        painter.restore()


class CoachPanel(QWidget):
    """The coach's words: the advice for the stake in view on top, what it said since below, the latest last."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coachPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.advice = QLabel(self)
        """The advice for the stake (bet) in view."""
        self.advice.setObjectName("coachAdvice")
        self.advice.setWordWrap(True)
        self.advice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.said = QPlainTextEdit(self)
        """Everything the coach said, the latest last."""
        self.said.setObjectName("coachSaid")
        self.said.setReadOnly(True)
        self.said.setMaximumBlockCount(COACH_LINES)
        self.said.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        layout.addWidget(self.advice)
        layout.addWidget(self.said, 1)
        self._on = False
        self.retranslate_ui()

    def set_on(self, on: bool) -> None:
        """The coach is switched on or off: off, the panel says how to switch it on."""
        self._on = on
        if not on:
            self.advice.setText(translate("CoachPanel", "The coach is off: Settings ▸ Coach switches it on."))
        else:
            self.advice.setText(translate("CoachPanel", "The coach watches the table: it speaks before your stake, "
                                                        "after each decided one, and to the banker."))

    def set_advice(self, text: str) -> None:
        """Show the advice for the stake in view (nothing new while the coach is off, or for an empty text)."""
        if self._on and text:
            self.advice.setText(text)

    def say(self, text: str) -> None:
        """Add a line of the coach's."""
        self.said.appendPlainText(text)
        self.said.ensureCursorVisible()

    def lines(self) -> list[str]:
        """What the coach has said, the latest last."""
        text = self.said.toPlainText()
        return text.split("\n") if text else []

    def clear(self) -> None:
        """A new session: forget what was said."""
        self.said.clear()

    def retranslate_ui(self) -> None:
        """Write the panel's own words again in the language installed."""
        self.said.setPlaceholderText(translate("CoachPanel", "What the coach says about the cards decided"))
        # A screen reader names the field by this (a placeholder is no name, and it goes once the coach speaks).
        self.said.setAccessibleName(translate("CoachPanel", "What the coach said"))
        self.set_on(self._on)


__all__ = ["COACH_LINES", "KEEPER_SCENE", "CoachPanel", "KeeperView"]
