"""The first deal that teaches, on the table: the lesson's window, its callout and its highlight, and the offer.

`open_lesson(window, role)` opens a shtoss window of its own (`LessonWindow`, a `MainWindow` on a
`LessonController`, app/shtoss/lesson.py) and plays the lesson there: the player's own window, its game and its
journal stay as they are (the lesson's session keeps no journal). Over the table a callout (`LessonCallout`) says
what the step showed and what to do, and a frame (`LessonHighlight`) rings what it speaks of on the table or in the
panel: the player's deck, the banker's deck, the lob and the sonik, a pile's card, a punter's card, the Deal button.
A step that asks for a move waits for it, by keyboard or mouse, through the window's own actions (only those the
step asks for are enabled); a step the player reads waits for "Go on" (Space, or its button). "Skip the lesson"
(Esc, or its button) ends it at any step and closes its window. The deal's recap is not shown: the callout tells it.

`learn_to_play(window)` (Game ▸ Learn to play: the window's `learnRequested`, which the launcher connects to it)
asks the role (`ask_lesson_role`) and opens the lesson; `offer_lesson_once(window)` offers the lesson once,
at the very first start, on the table without taking the focus or holding the game (the `lesson_offered` setting).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from shtoss_desktop.app.shtoss.lesson import Actor, Lesson, LessonController, Target, TargetKind, lesson_config
from shtoss_desktop.core.seats import Role
from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui.shtoss.actions import GAME_ACTIONS
from shtoss_desktop.ui.shtoss.stake_panel import Page
from shtoss_desktop.ui.shtoss.table_geometry import Slot
from shtoss_desktop.ui.shtoss.window import MainWindow

translate = QCoreApplication.translate

HIGHLIGHT_COLOUR: Final = QColor(255, 204, 51)
"""The ring around what a step speaks of: gold, seen on the green cloth and on the panel."""
HIGHLIGHT_MARGIN: Final = 6
"""How far the ring stands off what it rings (pixels)."""
CALLOUT_SHARE: Final = 0.3
"""The callout's width as a share of the table's view."""
LOCKED_ACTIONS: Final = (*GAME_ACTIONS, "new_game", "learn", "settings")
"""The window's actions the lesson enables only where a step asks for them."""
NEXT_KEYS: Final = ("Space",)
SKIP_KEYS: Final = ("Esc",)


class LessonHighlight(QWidget):
    """A gold ring around a rectangle of the window, letting every click through."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lessonHighlight")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.hide()

    def ring(self, rect: QRect | None) -> None:
        """Ring `rect` (in the parent's coordinates), or hide (None)."""
        if rect is None or rect.isEmpty():
            self.hide()
            return
        margin = HIGHLIGHT_MARGIN
        self.setGeometry(rect.adjusted(-margin, -margin, margin, margin))
        self.show()
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pen = QPen(HIGHLIGHT_COLOUR, 3)
        painter.setPen(pen)
        painter.drawRoundedRect(self.rect().adjusted(2, 2, -2, -2), 8, 8)
        painter.end()


class LessonCallout(QFrame):
    """The lesson's words over the table: the step, what it showed, what to do; Go on and Skip."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lessonCallout")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#lessonCallout { background: #fdf6e3; border: 2px solid #c9a227; border-radius: 8px; }"
            " QLabel { color: #222; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        self.counter = QLabel(self)
        self.counter.setObjectName("lessonCounter")
        self.text = QLabel(self)
        self.text.setObjectName("lessonText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.hint = QLabel(self)
        self.hint.setObjectName("lessonHint")
        self.hint.setWordWrap(True)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("lessonNext")
        self.skip_button = QPushButton(self)
        self.skip_button.setObjectName("lessonSkip")
        for button in (self.next_button, self.skip_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays with the table and the panel
        row = QHBoxLayout()
        row.addWidget(self.hint, 1)
        row.addWidget(self.skip_button)
        row.addWidget(self.next_button)
        layout.addWidget(self.counter)
        layout.addWidget(self.text)
        layout.addLayout(row)


class LessonWindow(MainWindow):
    """A shtoss window that plays the lesson (see the module docstring)."""

    def __init__(self, settings: AppSettings, role: Role, parent: QWidget | None = None) -> None:
        controller = LessonController()
        super().__init__(settings, remember_geometry=False, parent=parent, controller=controller)
        self.setObjectName("lessonWindow")
        self.lesson_controller = controller
        self.lesson = Lesson(controller, role, self)
        central = self.centralWidget()
        assert central is not None  # the table and the panel, made by the window
        self.body: QWidget = central
        """The window's central widget: the callout and the ring stand on it."""
        self.highlight = LessonHighlight(central)
        self.callout = LessonCallout(central)
        self.next_action = self._lesson_action(NEXT_KEYS, self.go_on)
        self.skip_action = self._lesson_action(SKIP_KEYS, self.skip)
        self.callout.next_button.clicked.connect(self.go_on)
        self.callout.skip_button.clicked.connect(self.skip)
        self.lesson.stepChanged.connect(self._step_changed)
        self.lesson.finished.connect(self.close)
        controller.changed.connect(self._show_step)
        controller.notPermitted.connect(self._not_now)
        self.scene.idle.connect(self._place)
        self.view.installEventFilter(self)
        # The deal's recap would hold the table and cover it: the callout tells the deal's end instead.
        # (At once, within its showing: a key pressed next must reach the lesson, not the recap.)
        self.recap.shown.connect(self.recap.go_on)
        self._nudged = False
        self.start(lesson_config(role, translate("MainWindow", "You")))
        self.lesson.begin()
        self.retranslate_lesson()

    def _lesson_action(self, keys: tuple[str, ...], slot: Callable[[], None]) -> QAction:
        """A window-wide action of the lesson's own on `keys` (Go on, Skip the lesson)."""
        action = QAction(self)
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    # ----- the lesson's moves -----

    def go_on(self) -> None:
        """Go on from a step the player reads."""
        if self.lesson.over or self.lesson.step.actor is not Actor.READER:
            return
        self.lesson.next()
        if not self.lesson.over:
            self.set_autoplay(self.lesson.computer_may_move())

    def skip(self) -> None:
        """End the lesson here: its window closes, nothing of it is kept."""
        self.lesson.skip()

    def _step_changed(self, _index: int) -> None:
        self._nudged = False
        self.set_autoplay(self.lesson.computer_may_move())
        self._show_step()

    def _not_now(self) -> None:
        self._nudged = True
        self._show_step()

    # ----- keeping the window in step -----

    def refresh(self) -> None:
        """The window's refresh, then only the actions the step asks for stay enabled."""
        super().refresh()
        lesson = getattr(self, "lesson", None)
        if lesson is None:
            return
        for name in LOCKED_ACTIONS:
            action = self.actions_by_name[name]
            if action.isEnabled() and not self.lesson_controller.allows(name):
                action.setEnabled(False)
        if lesson.over:
            return
        reading = lesson.step.actor is Actor.READER
        self.next_action.setEnabled(reading)
        # The panel's prompt would offer moves the lesson keeps back (auto-deal, атанде on Esc): it says the lesson's.
        if reading:
            prompt = translate("Lesson", "Read the note on the table, then go on: Space. Esc skips the lesson.")
        else:
            prompt = translate("Lesson", "Make the move the note on the table asks for. Esc skips the lesson.")
        self.panel.prompt.setText(prompt)

    def update_title(self) -> None:
        """"Shtoss — learn to play", as punter or as banker."""
        lesson = getattr(self, "lesson", None)
        if lesson is None:
            super().update_title()
            return
        part = translate("Lesson", "as punter") if lesson.role is Role.PUNTER else translate("Lesson", "as banker")
        self.setWindowTitle(translate("Lesson", "Shtoss — learn to play, {part}").format(part=part))

    def retranslate_ui(self) -> None:
        """The window's texts, then the lesson's, in the language installed."""
        super().retranslate_ui()
        if getattr(self, "lesson", None) is not None:
            self.retranslate_lesson()

    def retranslate_lesson(self) -> None:
        """The callout's buttons and the current step's words."""
        self.callout.next_button.setText(translate("Lesson", "Go on (Space)"))
        self.callout.skip_button.setText(translate("Lesson", "Skip the lesson (Esc)"))
        self.next_action.setText(translate("Lesson", "Go on"))
        self.skip_action.setText(translate("Lesson", "Skip the lesson"))
        self.update_title()
        self._show_step()

    def _show_step(self) -> None:
        lesson = self.lesson
        if lesson.over or not self.controller.has_game:
            return
        callout = self.callout
        callout.counter.setText(translate("Lesson", "Learn to play: step {step} of {steps}").format(
            step=lesson.index + 1, steps=len(lesson.steps)))
        callout.text.setText(lesson.text())
        reading = lesson.step.actor is Actor.READER
        callout.next_button.setVisible(reading)
        if lesson.index == len(lesson.steps) - 1:
            callout.next_button.setText(translate("Lesson", "End the lesson (Space)"))
        else:
            callout.next_button.setText(translate("Lesson", "Go on (Space)"))
        if self._nudged:
            hint = translate("Lesson", "Not now: the lesson waits for the move it asks for.")
        elif reading:
            hint = ""
        else:
            hint = translate("Lesson", "The lesson waits for your move.")
        callout.hint.setText(hint)
        self.refresh()
        self._place()

    def _place(self) -> None:
        """Put the callout where it covers least of what the step rings, and ring it."""
        if self.lesson.over:
            return
        target = self.lesson.target() if self.controller.has_game else None
        rect = self.target_rect(target) if target is not None else None
        self.highlight.ring(rect)
        view = self.view.geometry()
        width, height = self._callout_size(view)
        self.callout.setFixedSize(width, height)
        margin = HIGHLIGHT_MARGIN
        ringed = rect.adjusted(-margin, -margin, margin, margin) if rect else None
        best = self._free_spot(view, width, height, ringed)
        self.callout.move(best)
        self.callout.show()
        self.callout.raise_()
        self.highlight.raise_()

    def _callout_size(self, view: QRect) -> tuple[int, int]:
        """The callout's width and the height its wrapped words need at that width: its share of the view, wider
        where the words would not fit the view's height (a long step in Russian on a small window)."""
        widest = max(view.width() - 16, 1)
        width = min(max(280, int(view.width() * CALLOUT_SHARE)), widest)
        height = self._callout_height(width)
        while height > view.height() - 16 and width < widest:
            width = min(width + 40, widest)
            height = self._callout_height(width)
        return width, height

    def _callout_height(self, width: int) -> int:
        """The height the callout needs at `width`: its wrapped words, not the one-line size hint."""
        callout = self.callout
        return max(callout.heightForWidth(width), callout.minimumSizeHint().height())

    def _free_spot(self, view: QRect, width: int, height: int, ringed: QRect | None) -> QPoint:
        """The place on the table's view for a callout of this size that covers least of what lies on the cloth
        (cards, chips, plates, the chalk and labels) and never what the step rings, where it can."""
        covered = [self._scene_rect(item.sceneBoundingRect())
                   for item in (*self.scene.things_on_the_cloth().values(), *self.scene.writing().values())]
        room_x, room_y = max(view.width() - width - 16, 0), max(view.height() - height - 16, 0)
        xs = [view.left() + 8 + room_x * i // 6 for i in range(7)]
        ys = [view.top() + 8 + room_y * i // 6 for i in range(7)]

        def cost(spot: QPoint) -> tuple[int, int]:
            box = QRect(spot.x(), spot.y(), width, height)
            ring = box.intersected(ringed) if ringed is not None else QRect()
            under = sum(box.intersected(other).width() * box.intersected(other).height() for other in covered
                        if box.intersects(other))
            return ring.width() * ring.height(), under

        return min((QPoint(x, y) for y in ys for x in xs), key=cost)

    def _scene_rect(self, scene_rect: QRectF) -> QRect:
        """A rectangle of the scene in the central widget's coordinates."""
        viewport = self.view.viewport()
        in_view = self.view.mapFromScene(scene_rect).boundingRect()
        return QRect(viewport.mapTo(self.body, in_view.topLeft()), in_view.size())

    def target_rect(self, target: Target) -> QRect | None:
        """Where `target` is, in the central widget's coordinates (None: not on the window now)."""
        central = self.body
        kind = target.kind
        if kind is TargetKind.PICKER:
            widget: QWidget = self.panel.picker
            return QRect(widget.mapTo(central, QPoint(0, 0)), widget.size()) if widget.isVisible() else None
        if kind is TargetKind.DEAL_BUTTON:
            button = self.panel.button(Page.DEAL, "deal")
            return QRect(button.mapTo(central, QPoint(0, 0)), button.size()) if button.isVisible() else None
        items = self._target_items(target)
        if not items:
            return None
        scene_rect = items[0].sceneBoundingRect()
        for item in items[1:]:
            scene_rect = scene_rect.united(item.sceneBoundingRect())
        return self._scene_rect(scene_rect)

    def _target_items(self, target: Target) -> list[QGraphicsItem]:
        scene = self.scene
        if target.kind is TargetKind.DECK:
            return [scene.deck_item]
        if target.kind is TargetKind.SEAT_CARD and target.punter is not None and target.card is not None:
            item = scene.seat_card_item(target.punter, target.card)
            return [item] if item is not None else []
        things = scene.things_on_the_cloth()
        if target.kind is TargetKind.LOB:
            return [item for key, item in things.items()
                    if not isinstance(key, str) and key.slot in (Slot.LOB, Slot.SONIK)]
        if target.kind is TargetKind.RIGHT_PILE:
            return [item for key, item in things.items()
                    if not isinstance(key, str) and key.slot is Slot.PILE_RIGHT and key.card == target.card]
        return []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The view resized: the callout and the ring follow."""
        if watched is self.view and event.type() is QEvent.Type.Resize and not self.lesson.over:
            QTimer.singleShot(0, self._place)
        return super().eventFilter(watched, event)


def open_lesson(window: QWidget, role: Role, settings: AppSettings | None = None) -> LessonWindow:
    """Open the lesson in `role` in a window of its own beside `window` (a game's window: its settings, unless
    `settings` are given), deleted when closed."""
    if settings is None:
        settings = window.settings if isinstance(window, MainWindow) else AppSettings()
    lesson = LessonWindow(settings, role, parent=window)
    lesson.setWindowFlag(Qt.WindowType.Window, True)
    lesson.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    lesson.show()
    return lesson


def learn_to_play(window: MainWindow) -> LessonWindow | None:
    """Game ▸ Learn to play: ask the role, then open the lesson beside `window` (None: not now)."""
    role = ask_lesson_role(window)
    return open_lesson(window, role) if role is not None else None


def ask_lesson_role(parent: QWidget) -> Role | None:
    """Ask in which role to play the lesson (None: not now)."""
    box = QMessageBox(parent)
    box.setObjectName("lessonRoleQuestion")
    box.setWindowTitle(translate("Lesson", "Learn to play"))
    box.setText(translate("Lesson", "One guided deal shows how shtoss goes: the cut, the lob and the sonik, a card "
                                    "killed on the right, one given on the left, a plié, a paroli. Play it as a "
                                    "punter or holding the bank?"))
    punter = box.addButton(translate("Lesson", "As &punter"), QMessageBox.ButtonRole.AcceptRole)
    banker = box.addButton(translate("Lesson", "As &banker"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("Lesson", "Not now"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(punter)
    box.exec()
    clicked = box.clickedButton()
    return Role.PUNTER if clicked is punter else Role.BANKER if clicked is banker else None


class LessonOffer(QFrame):
    """The offer of the lesson at the very first start: a note on the table's corner with its buttons (Tab reaches
    them, ringed; they never take the focus by themselves), holding nothing; gone at the player's first move (one
    of the window's game actions, a click on the deck) or answer."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window.view)
        self.setObjectName("lessonOffer")
        self.window_ = window
        self.setAutoFillBackground(True)
        self.setStyleSheet("#lessonOffer { background: #fdf6e3; border: 2px solid #c9a227; border-radius: 8px; }"
                           " QLabel { color: #222; }")
        layout = QVBoxLayout(self)
        self.text = QLabel(translate("Lesson", "New to shtoss? One guided deal shows how it goes (Game ▸ Learn to "
                                               "play, F2)."), self)
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
        row = QHBoxLayout()
        self.punter_button = QPushButton(translate("Lesson", "Learn as punter"), self)
        self.banker_button = QPushButton(translate("Lesson", "Learn as banker"), self)
        self.no_button = QPushButton(translate("Lesson", "No, thanks"), self)
        for button in (self.punter_button, self.banker_button, self.no_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches them, ringed; a click takes no focus
            row.addWidget(button)
        layout.addLayout(row)
        self.punter_button.clicked.connect(lambda: self._learn(Role.PUNTER))
        self.banker_button.clicked.connect(lambda: self._learn(Role.BANKER))
        self.no_button.clicked.connect(self.close)
        # The player's first move closes it (the computer players' moves do not).
        for name in GAME_ACTIONS:
            window.actions_by_name[name].triggered.connect(self.close)
        window.scene.cutRequested.connect(self.close)
        window.view.installEventFilter(self)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The table's view resized: the offer keeps to its corner."""
        if watched is self.window_.view and event.type() is QEvent.Type.Resize:
            self.place()
        return super().eventFilter(watched, event)

    def _learn(self, role: Role) -> None:
        self.close()
        open_lesson(self.window_, role)

    def place(self) -> None:
        """In the table's bottom right corner."""
        view = self.window_.view
        width = min(view.width() - 16, max(300, view.width() // 3))
        self.setFixedWidth(width)
        self.adjustSize()
        self.move(view.width() - width - 8, view.height() - self.height() - 8)


def offer_lesson_once(window: MainWindow) -> LessonOffer | None:
    """Offer the lesson on the table if it was never offered (the very first start); remember it was."""
    if window.settings.lesson_offered():
        return None
    window.settings.set("lesson_offered", True)
    offer = LessonOffer(window)
    offer.place()
    offer.show()
    offer.raise_()
    return offer


__all__ = [
    "LessonCallout",
    "LessonHighlight",
    "LessonOffer",
    "LessonWindow",
    "ask_lesson_role",
    "learn_to_play",
    "offer_lesson_once",
    "open_lesson",
]
