"""The one owner of a card table's animations, and the plain records its moves are made of.

Both tables (the shtoss `TableScene` and the casino's `CasinoScene`) describe a move as a list of `Tween`s, one Qt
property of one item travelling from a value to another, and hand it to their one `TableAnimator`, which alone
turns tweens into animations, runs them together and deletes them when they end or are cut short. Items hold no
animation and no timer (see "Who owns what on the table" in DEVELOPERS.md).
"""

from __future__ import annotations

from typing import Final

import msgspec
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPropertyAnimation,
    Signal,
)
from PySide6.QtWidgets import QGraphicsObject

from shtoss_desktop.storage.settings import Speed

MOVE_DURATIONS: Final = {Speed.INSTANT: 0, Speed.FAST: 140, Speed.NORMAL: 300, Speed.SLOW: 560}
"""How long a card or a stack of chips takes to travel, per animation speed (ms)."""


class Tween(msgspec.Struct, frozen=True):
    """One Qt property of one item travelling from a value to another: what an animation is made of.

    A plain record, so that building the moves of an event creates no Qt object; only `TableAnimator.play`
    turns tweens into animations, which it alone owns.
    """

    target: QGraphicsObject
    """The item that moves."""
    prop: bytes
    """The Qt property animated: b"pos", b"opacity", or b"flip" for a card turning."""
    start: object
    """The value at the start."""
    end: object
    """The value at the end."""
    easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic
    """How the value runs between them."""


class TableAnimator(QObject):
    """The one owner of a table's animations.

    At most one animation runs: a `QParallelAnimationGroup`, a child of the animator, made from `Tween`s
    by `play`. Its property animations are children of the group and referenced from nowhere else, not by
    the items and not by Python. The group keeps Qt's default `KeepWhenStopped` policy, so Qt never deletes
    it on its own: when it finishes, or `stop` cuts it short, the animator disconnects it, forgets it and
    deletes it (`deleteLater`), in that order, so no Python reference to a deleted animation can remain.
    A property animation whose item is deleted stops by itself (Qt watches its target).
    """

    finished = Signal()
    """The running animation reached its end (not emitted when `stop` cuts it short)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._group: QParallelAnimationGroup | None = None

    def is_running(self) -> bool:
        """Whether an animation runs now."""
        return self._group is not None

    def play(self, tweens: list[Tween], duration: int) -> bool:
        """Run these tweens together for `duration` ms; return whether an animation started (none does for
        no tweens or no duration).

        Only one animation runs at a time: the caller stops the running one first."""
        if self._group is not None:
            raise RuntimeError("the table animator is already running an animation: stop it first")
        if duration <= 0 or not tweens:
            return False
        group = QParallelAnimationGroup(self)
        for tween in tweens:
            # Parented to the group, the animation is added to it and deleted with it.
            animation = QPropertyAnimation(tween.target, tween.prop, group)
            animation.setStartValue(tween.start)
            animation.setEndValue(tween.end)
            animation.setDuration(duration)
            animation.setEasingCurve(tween.easing)
        group.finished.connect(self._group_finished)
        self._group = group
        group.start(QAbstractAnimation.DeletionPolicy.KeepWhenStopped)
        return True

    def stop(self) -> bool:
        """Cut the running animation short where it is (the owner then puts the items where they end);
        return whether one ran."""
        group, self._group = self._group, None
        if group is None:
            return False
        group.finished.disconnect(self._group_finished)
        group.stop()
        group.deleteLater()
        return True

    def _group_finished(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.finished.disconnect(self._group_finished)
            group.deleteLater()
        self.finished.emit()


__all__ = ["MOVE_DURATIONS", "TableAnimator", "Tween"]
