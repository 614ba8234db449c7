"""The lesson on the table (ui/shtoss/lesson_view.py): it plays through by keyboard and by mouse, as punter and as
banker, its callout saying each step and ringing what it speaks of; skipped at any step its window closes and the
player's own window, game and journal are as they were; Game ▸ Learn to play and the offer at the very first start.

Run offscreen and in a real X11 window (`tests.realwindow.xserver`), like the rest of tests/ui."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from shtoss_desktop.app.shtoss.controller import Waiting
from shtoss_desktop.app.shtoss.lesson import STEPS, Actor, Topic
from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import ParoliBent, StakeDecided
from shtoss_desktop.core.shtoss.settle import Outcome
from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui.shtoss.lesson_view import LessonOffer, LessonWindow, offer_lesson_once, open_lesson
from shtoss_desktop.ui.shtoss.stake_panel import Page
from shtoss_desktop.ui.shtoss.window import MainWindow
from tests.ui.table_helpers import config, make_window
from tests.ui.test_language_change import fresh_translations, russian_now  # noqa: F401 - a fixture

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

TIMEOUT = 20_000


class Watched:
    """Whether a widget Qt deletes is gone yet (`isNull`)."""

    def __init__(self, widget: QObject) -> None:
        self.gone = False
        widget.destroyed.connect(self._destroyed)

    def _destroyed(self) -> None:
        self.gone = True

    def isNull(self) -> bool:
        return self.gone


def own_game(qtbot: object, tmp_path: Path) -> tuple[MainWindow, Path]:
    """The player's own window with a game in progress kept in its journal (a stake on the table)."""
    window = make_window(qtbot, tmp_path)
    folder = tmp_path / "data"
    assert window.session.keep_journal(folder)
    window.start(config(Role.PUNTER, computers=1))
    window.controller.run_computer()
    window.controller.place_stake((Card(Rank.NINE, Suit.CLUBS),), 6)
    window.controller.run_computer()
    return window, folder / "session.jsonl"


def open_shown(qtbot: object, window: MainWindow, role: Role) -> LessonWindow:
    lesson = open_lesson(window, role)
    lesson.resize(1280, 800)
    qtbot.waitExposed(lesson)  # type: ignore[attr-defined]
    lesson.activateWindow()
    qtbot.waitUntil(lesson.isActiveWindow, timeout=TIMEOUT)  # type: ignore[attr-defined]
    return lesson


def settled(lesson: LessonWindow) -> bool:
    """The table shows everything and nothing waits for the computer the lesson lets move."""
    if not lesson.scene.is_idle():
        return False
    script = lesson.lesson
    return not (script.computer_may_move() and lesson.controller.waiting_for() is Waiting.COMPUTER)


def key(lesson: LessonWindow, code: Qt.Key) -> None:
    target = QApplication.focusWidget()
    QTest.keyClick(target if target is not None and lesson.isAncestorOf(target) else lesson, code)


def click(widget: QWidget, at: QPoint | None = None) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     at if at is not None else widget.rect().center())


def by_keyboard(lesson: LessonWindow) -> None:
    """The move the step asks for, by keys."""
    step = lesson.lesson.step
    if step.actor is Actor.READER or lesson.lesson.role is Role.BANKER:
        key(lesson, Qt.Key.Key_Space)
    elif step.topic is Topic.STAKE:
        picker = lesson.panel.picker
        picker.setFocus()
        QTest.keyClick(picker, Qt.Key.Key_Right)
        QTest.keyClick(picker, Qt.Key.Key_Space)
        QTest.keyClick(picker, Qt.Key.Key_Return)
    elif step.topic is Topic.CUT:
        key(lesson, Qt.Key.Key_C)
    elif step.topic is Topic.PAROLI:
        key(lesson, Qt.Key.Key_P)


def by_mouse(lesson: LessonWindow) -> None:
    """The move the step asks for, by clicks."""
    step = lesson.lesson.step
    panel = lesson.panel
    if step.actor is Actor.READER:
        click(lesson.callout.next_button)
    elif lesson.lesson.role is Role.BANKER:
        click(panel.button(Page.DEAL, "deal"))
    elif step.topic is Topic.STAKE:
        card = Card(Rank.QUEEN, Suit.HEARTS)
        click(panel.picker, panel.picker.card_rect(card).center())
        click(panel.button(Page.PUNTER, "stake"))
    elif step.topic is Topic.CUT:
        deck = lesson.scene.deck_item
        at = lesson.view.mapFromScene(deck.sceneBoundingRect().center())
        click(lesson.view.viewport(), at)
    elif step.topic is Topic.PAROLI:
        click(panel.button(Page.PUNTER, "paroli"))


def play_through(qtbot: object, lesson: LessonWindow, move: Callable[[LessonWindow], None]) -> list[str]:
    """Play the lesson to its end with `move`; the callout's words at each step, checked on the way."""
    script = lesson.lesson
    said = []
    watched = Watched(lesson)
    for _ in range(len(script.steps)):
        qtbot.waitUntil(lambda: settled(lesson), timeout=TIMEOUT)  # type: ignore[attr-defined]
        index = script.index
        assert lesson.callout.isVisible()
        said.append(lesson.callout.text.text())
        assert f"{index + 1}" in lesson.callout.counter.text()
        target = script.target()
        if target is not None and script.step.actor is Actor.PLAYER:
            rect = lesson.target_rect(target)
            assert rect is not None, script.step.topic
            assert lesson.highlight.isVisible()
            assert lesson.highlight.geometry().contains(rect.center())
        move(lesson)
        last = index == len(script.steps) - 1
        qtbot.waitUntil(lambda: watched.isNull() or script.over or script.index != index,  # noqa: B023
                        timeout=TIMEOUT)  # type: ignore[attr-defined]
        if last:
            break
    qtbot.waitUntil(lambda: watched.isNull(), timeout=TIMEOUT)  # type: ignore[attr-defined]
    assert script.over
    assert not script.skipped
    return said


@pytest.mark.parametrize("role", [Role.PUNTER, Role.BANKER])
@pytest.mark.parametrize("manner", ["keyboard", "mouse"])
def test_the_lesson_plays_through_and_leaves_the_players_game_as_it_was(
        qtbot, tmp_path: Path, role: Role, manner: str) -> None:
    window, journal = own_game(qtbot, tmp_path)
    kept = journal.read_bytes()
    log = tuple(window.controller.game.log)
    things = set(window.scene.things_on_the_cloth())
    lesson = open_shown(qtbot, window, role)
    game = lesson.controller.game
    said = play_through(qtbot, lesson, by_keyboard if manner == "keyboard" else by_mouse)
    assert len(said) == len(STEPS[role])
    assert all(text.strip() for text in said)
    decided = [e for e in game.log if isinstance(e, StakeDecided)]
    assert [(e.outcome, e.position, e.plie) for e in decided] == [
        (Outcome.KILLED, 3, False), (Outcome.GIVEN, 6, False), (Outcome.KILLED, 7, True)]
    assert any(isinstance(e, ParoliBent) for e in game.log)
    assert journal.read_bytes() == kept
    assert tuple(window.controller.game.log) == log
    assert set(window.scene.things_on_the_cloth()) == things


@pytest.mark.parametrize("role", [Role.PUNTER, Role.BANKER])
def test_skipping_at_each_step_closes_the_lesson_and_keeps_the_players_game(qtbot, tmp_path: Path, role: Role) -> None:
    window, journal = own_game(qtbot, tmp_path)
    kept = journal.read_bytes()
    log = tuple(window.controller.game.log)
    for at in range(len(STEPS[role])):
        lesson = open_shown(qtbot, window, role)
        watched = Watched(lesson)
        script = lesson.lesson
        while script.index < at:
            qtbot.waitUntil(lambda: settled(lesson), timeout=TIMEOUT)  # noqa: B023
            index = script.index
            by_keyboard(lesson)
            qtbot.waitUntil(lambda: script.index != index, timeout=TIMEOUT)  # noqa: B023
        qtbot.waitUntil(lambda: settled(lesson), timeout=TIMEOUT)  # noqa: B023
        key(lesson, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: watched.isNull(), timeout=TIMEOUT)  # noqa: B023
        assert script.skipped
        assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, LessonWindow) and w.isVisible()]
    assert journal.read_bytes() == kept
    assert tuple(window.controller.game.log) == log


def test_moves_the_step_does_not_ask_for_are_not_enabled(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    lesson = open_shown(qtbot, window, Role.PUNTER)
    qtbot.waitUntil(lambda: settled(lesson), timeout=TIMEOUT)
    actions = lesson.actions_by_name
    for name in ("cut", "end_session", "new_game", "settings", "learn", "take"):
        assert not actions[name].isEnabled(), name
    assert not lesson.next_action.isEnabled()
    key(lesson, Qt.Key.Key_C)
    assert lesson.controller.game.deal_number == 0
    lesson.close()


def test_the_callout_speaks_russian(qtbot, tmp_path: Path, russian: None) -> None:
    window = make_window(qtbot, tmp_path)
    lesson = open_shown(qtbot, window, Role.BANKER)
    qtbot.waitUntil(lambda: settled(lesson), timeout=TIMEOUT)
    text = lesson.callout.text.text()
    assert "банк" in text.lower()
    assert "Shtoss" not in lesson.windowTitle()
    lesson.close()


def test_the_lesson_is_offered_once_at_the_very_first_start(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    offer = offer_lesson_once(window)
    assert isinstance(offer, LessonOffer)
    assert offer.isVisible()
    assert not offer.punter_button.hasFocus()  # offered, it takes no focus from the table
    assert offer_lesson_once(window) is None  # offered once
    assert AppSettings(tmp_path / "settings.ini").lesson_offered()
    watched = Watched(offer)
    click(offer.banker_button)
    qtbot.waitUntil(lambda: watched.isNull())
    lessons = [w for w in QApplication.topLevelWidgets() if isinstance(w, LessonWindow)]
    assert [w.lesson.role for w in lessons] == [Role.BANKER]
    lessons[0].close()


def test_the_offer_goes_at_the_players_first_move(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER, computers=1))
    offer = offer_lesson_once(window)
    assert offer is not None
    watched = Watched(offer)
    window.controller.run_computer()  # the computer players' moves leave it
    qtbot.wait(50)
    assert not watched.isNull()
    assert offer.isVisible()
    window.panel.picker.toggle(Card(Rank.NINE, Suit.CLUBS))
    window.refresh()
    window.actions_by_name["stake"].trigger()  # the player's own move takes it away
    qtbot.waitUntil(lambda: watched.isNull())
    assert window.controller.game.stakes_of("You")


def test_learn_to_play_is_in_the_game_menu_with_its_key(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    action = window.actions_by_name["learn"]
    assert action.shortcut().toString() == "F2"
    assert action.isEnabled()


@pytest.mark.parametrize("role", ["punter", "banker"])
def test_the_lessons_screenshot_shows_its_step_on_the_given_card(qtbot, tmp_path: Path, role: str) -> None:
    from PySide6.QtGui import QImage

    from shtoss_desktop.ui.games import LaunchOptions
    from shtoss_desktop.ui.screenshot import lesson_screenshot

    path = tmp_path / "lesson.png"
    settings = AppSettings(tmp_path / "settings.ini")
    assert lesson_screenshot(settings, LaunchOptions(role=role), path, (1024, 600)) == 0
    image = QImage(str(path))
    assert (image.width(), image.height()) == (1024, 600)


def test_learn_to_play_asks_the_role_and_opens_the_lesson(qtbot, tmp_path: Path) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    from shtoss_desktop.ui.shtoss.lesson_view import learn_to_play

    window = make_window(qtbot, tmp_path)
    window.learnRequested.connect(lambda: opened.append(learn_to_play(window)))
    opened: list[LessonWindow | None] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        assert box.objectName() == "lessonRoleQuestion"
        banker = next(b for b in box.buttons() if "banker" in b.text())
        banker.click()

    QTimer.singleShot(200, answer)
    window.actions_by_name["learn"].trigger()
    assert len(opened) == 1
    lesson = opened[0]
    assert lesson is not None
    assert lesson.lesson.role is Role.BANKER
    lesson.close()


@pytest.mark.usefixtures("fresh_translations")
def test_the_lesson_speaks_a_language_chosen_while_it_runs(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    lesson = open_shown(qtbot, window, Role.PUNTER)
    qtbot.waitUntil(lambda: settled(lesson), timeout=TIMEOUT)
    assert lesson.callout.text.text().startswith("You punt against")
    russian_now(lesson)
    assert lesson.callout.text.text().startswith("Вы понтируете против")
    assert lesson.callout.skip_button.text() == "Пропустить урок (Esc)"
    assert lesson.windowTitle() == "Штосс — учимся играть, понтёром"
    lesson.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
@pytest.mark.parametrize("role", [Role.PUNTER, Role.BANKER])
def test_every_steps_whole_text_shows_in_the_callout(
        qtbot, tmp_path: Path, request: pytest.FixtureRequest, lang: str, size: tuple[int, int],
        role: Role) -> None:
    if lang == "ru":
        request.getfixturevalue("russian")
    window = make_window(qtbot, tmp_path)
    lesson = open_shown(qtbot, window, role)
    lesson.resize(*size)
    script = lesson.lesson
    watched = Watched(lesson)
    for _ in range(len(script.steps)):
        qtbot.waitUntil(lambda: settled(lesson), timeout=TIMEOUT)
        QApplication.processEvents()
        callout, text = lesson.callout, lesson.callout.text
        # The words wrapped at the label's width need no more height than the label has: nothing cut off.
        assert text.height() >= text.heightForWidth(text.width()), (script.index, text.text())
        assert callout.rect().contains(text.geometry()), script.index
        for button in (callout.next_button, callout.skip_button):
            assert not button.isVisible() or callout.rect().contains(button.geometry()), script.index
        assert lesson.view.geometry().contains(callout.geometry()), script.index
        index = script.index
        by_keyboard(lesson)
        qtbot.waitUntil(lambda: watched.isNull() or script.over or script.index != index,  # noqa: B023
                        timeout=TIMEOUT)
        if watched.isNull() or script.over:
            break
    assert script.over
