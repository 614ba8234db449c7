"""The one owner of a table's animations (ui/table/animator.py): a move runs its tweens together to their ends, one
move at a time, and whether it ends or is cut short, no animation is left behind."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent, QPointF
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from shtoss_desktop.core.cards import Card
from shtoss_desktop.ui.table.animator import TableAnimator, Tween
from shtoss_desktop.ui.table.cloth import CardArt
from shtoss_desktop.ui.table.items import CardItem


@pytest.fixture
def scene(qapp: object) -> Iterator[QGraphicsScene]:
    """A scene owning two cards and an animator."""
    table = QGraphicsScene()
    yield table
    table.clear()
    table.deleteLater()
    QCoreApplication.processEvents()


def _cards(scene: QGraphicsScene) -> tuple[CardItem, CardItem]:
    art = CardArt()
    one, two = CardItem(art, Card.parse("QS")), CardItem(art, Card.parse("7H"))
    for card in (one, two):
        scene.addItem(card)
    return one, two


def _left_over(animator: TableAnimator) -> list[QAbstractAnimation]:
    """The animations still alive under the animator once the deferred deletions have run."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return animator.findChildren(QAbstractAnimation)


def test_a_move_runs_its_tweens_together_to_their_ends_and_leaves_nothing(qtbot: QtBot, scene: QGraphicsScene) -> None:
    animator = TableAnimator(scene)
    one, two = _cards(scene)
    moves = [
        Tween(one, b"pos", QPointF(0, 0), QPointF(100, 40)),
        Tween(two, b"pos", QPointF(10, 10), QPointF(-50, 80)),
        Tween(two, b"flip", -1.0, 1.0),
    ]
    two.set_flip(-1.0)
    with qtbot.waitSignal(animator.finished, timeout=5_000):
        assert animator.play(moves, 40)
        assert animator.is_running()
    assert not animator.is_running()
    assert (one.pos(), two.pos(), two.flip_value()) == (QPointF(100, 40), QPointF(-50, 80), 1.0)
    assert _left_over(animator) == [], "the finished move's animations are deleted"


def test_one_move_at_a_time(qtbot: QtBot, scene: QGraphicsScene) -> None:
    animator = TableAnimator(scene)
    one, _ = _cards(scene)
    assert animator.play([Tween(one, b"pos", QPointF(0, 0), QPointF(50, 0))], 5_000)
    with pytest.raises(RuntimeError, match="already running"):
        animator.play([Tween(one, b"pos", QPointF(0, 0), QPointF(0, 50))], 100)
    assert animator.stop()


def test_a_move_cut_short_stops_where_it_is_says_nothing_and_leaves_nothing(
    qtbot: QtBot, scene: QGraphicsScene
) -> None:
    animator = TableAnimator(scene)
    one, _ = _cards(scene)
    ended: list[bool] = []
    animator.finished.connect(lambda: ended.append(True))
    assert animator.play([Tween(one, b"pos", QPointF(0, 0), QPointF(1000, 0))], 5_000)
    qtbot.waitUntil(lambda: one.pos().x() > 0)
    assert animator.stop()
    stopped = one.pos()
    assert 0 < stopped.x() < 1000, "the owner puts the item where it belongs; the animator only stops it"
    assert not animator.is_running()
    assert not animator.stop(), "nothing left to stop"
    assert _left_over(animator) == []
    QCoreApplication.processEvents()
    assert ended == [], "a move cut short does not say it finished"
    assert one.pos() == stopped


def test_nothing_to_move_or_no_time_to_move_in_starts_nothing(scene: QGraphicsScene) -> None:
    animator = TableAnimator(scene)
    one, _ = _cards(scene)
    assert not animator.play([], 300)
    assert not animator.play([Tween(one, b"pos", QPointF(0, 0), QPointF(10, 0))], 0), "the instant speed"
    assert not animator.is_running()
    assert animator.findChildren(QAbstractAnimation) == [], "no animation was even made"
