"""Who owns the table's animations: play at the normal speed on real timers while the window is resized, the
speed and the card theme change and new games start at random moments, mid-animation included.

Before the ownership was settled, a card kept its flip animation after Qt had deleted it with its group, and
the next resize (or the switch to the "instant" speed) called into the dead object from inside
`TableView.resizeEvent`: in a real window the process died within the first deal or two. pytest-qt fails a
test on any exception raised in a slot or a virtual override, and on any Qt warning (`qt_log_level_fail`).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent

from shtoss_desktop.app.shtoss import session as shtoss_session
from shtoss_desktop.app.shtoss.controller import Waiting
from shtoss_desktop.app.shtoss.scripted_player import Manner, ScriptedPlayer
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.errors import GameError
from shtoss_desktop.core.shtoss.events import DealFinished, StakeDecided
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.ui.shtoss.items import ChalkItem, ChipsItem
from shtoss_desktop.ui.shtoss.table_scene import TableScene
from shtoss_desktop.ui.shtoss.window import MainWindow
from shtoss_desktop.ui.table import animator
from shtoss_desktop.ui.table.items import CardItem
from tests.ui.table_helpers import assert_table_matches_core, config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


@pytest.fixture
def quick_normal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The "normal" speed, sped up: the same timers, animations and code paths, a deal in seconds."""
    monkeypatch.setitem(animator.MOVE_DURATIONS, "normal", 30)
    monkeypatch.setitem(shtoss_session.STEP_DELAYS, "normal", 4)


def _delete_deferred() -> None:
    """Run the pending `deleteLater`s now, as the event loop would."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def assert_at_rest(scene: TableScene) -> None:
    """Nothing moves and nothing is left over: every item stands where the layout puts it, lies flat, and the
    scene holds no animation at all (the finished ones are deleted, the items hold none)."""
    assert scene.is_idle()
    _delete_deferred()
    assert scene.findChildren(QAbstractAnimation) == []
    fixed = {id(scene.bank_item)} | {id(item) for item in scene.writing().values()}
    movable = [
        item for item in scene.items() if isinstance(item, CardItem | ChipsItem | ChalkItem) and id(item) not in fixed
    ]
    assert len(movable) == len(scene._specs), "an item that left the table is still in the scene"
    for key, spec in scene._specs.items():
        item = scene.item_for(key)
        assert item is not None
        assert item.pos() == spec.pos, f"{key} stands at {item.pos()}, not at {spec.pos}"
        if isinstance(item, CardItem):
            assert item.flip_value() == 1.0
            assert item.findChildren(QAbstractAnimation) == []


def _human_move(window: MainWindow, rng: random.Random) -> None:
    """The human's move when it is his turn (the computer players move on the window's own pace timer)."""
    controller = window.controller
    if window.recap.waiting():
        window.recap.go_on()  # the deal's recap: the player goes on (Space)
    waiting = controller.waiting_for()
    if waiting in (Waiting.COMPUTER, Waiting.OVER) or not window.scene.is_idle():
        return
    try:
        ScriptedPlayer(controller, Manner.CASUAL, rng=rng).move(waiting)
    except GameError:
        if waiting is Waiting.HUMAN_STAKES and controller.game.can_cut():
            controller.cut(None)


def _play(
    qtbot,
    window: MainWindow,
    rng: random.Random,
    *,
    done: Callable[[], bool],
    chaos: Callable[[random.Random], None],
    limit: int = 2_500,
) -> int:
    """Play on real timers, doing `chaos` at random moments, until `done`; return how often the table was
    caught idle and checked against the core."""
    window.set_autoplay(True)
    checked = 0
    for _ in range(limit):
        if done() or window.controller.waiting_for() is Waiting.OVER:
            break
        _human_move(window, rng)
        if rng.random() < 0.35:
            chaos(rng)
        qtbot.wait(rng.randint(1, 15))
        if window.scene.is_idle():
            assert_table_matches_core(window)
            checked += 1
    window.set_autoplay(False)
    qtbot.waitUntil(window.scene.is_idle, timeout=10_000)
    assert_table_matches_core(window)
    assert_at_rest(window.scene)
    return checked


def _deals(window: MainWindow) -> int:
    return sum(1 for event in window.controller.game.log if isinstance(event, DealFinished))


def _resize(window: MainWindow, rng: random.Random) -> None:
    window.resize(rng.randint(820, 1400), rng.randint(600, 900))


@pytest.mark.parametrize("role", [Role.PUNTER, Role.BANKER, Role.WATCH])
def test_deals_at_normal_speed_survive_resizes_at_random_moments(qtbot, tmp_path: Path, quick_normal, role) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")
    window.start(config(role, computers=3, seed=11))
    rng = random.Random(f"resize-{role}")
    mid_animation = [0]

    def chaos(rng: random.Random) -> None:
        mid_animation[0] += window.scene._animator.is_running()
        if rng.random() < 0.5:
            _resize(window, rng)
        else:  # the scene alone, as the view does when the bottom panel switches pages
            window.scene.set_table_size(rng.uniform(1000, 1500), rng.uniform(650, 900))

    checked = _play(qtbot, window, rng, done=lambda: _deals(window) >= 2, chaos=chaos)
    assert _deals(window) >= 2, "two whole deals were played"
    assert checked > 0
    assert mid_animation[0] > 10, "the table was resized while cards were moving"


def test_speed_theme_and_new_games_change_mid_animation(qtbot, tmp_path: Path, quick_normal) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")
    window.start(config(Role.PUNTER, computers=3, seed=5))
    rng = random.Random("speed-theme")
    started = [0]
    mid_animation = [0]

    def chaos(rng: random.Random) -> None:
        mid_animation[0] += window.scene._animator.is_running()
        roll = rng.random()
        if roll < 0.3:
            window.settings.set("animation_speed", rng.choice(["instant", "fast", "normal", "normal"]))
        elif roll < 0.5:
            window.next_theme()
        elif roll < 0.56 and started[0] < 3:
            started[0] += 1
            window.start(config(rng.choice(list(Role)), computers=rng.randint(1, 5), seed=rng.randint(0, 99)))
        else:
            _resize(window, rng)
        if window.scene.speed.value == "instant" and rng.random() < 0.5:
            window.settings.set("animation_speed", "normal")

    _play(qtbot, window, rng, done=lambda: started[0] >= 3 and _deals(window) >= 1, chaos=chaos)
    assert started[0] == 3
    assert mid_animation[0] > 10, "changes came while cards were moving"


def _until_moving(window: MainWindow) -> None:
    """Advance the computer players until the table is animating an event."""
    for _ in range(200):
        if not window.scene.is_idle():
            return
        window.controller.advance()
    raise AssertionError("no event was animated")


_CHILD = "SHTOSS_OWNERSHIP_TEST_CHILD"


def _passes_in_a_subprocess(request: pytest.FixtureRequest) -> bool:
    """In the test run: run this test alone in a child process (a crash there fails this one test with its
    output instead of ending the run) and return False. In the child: return True, the test goes on."""
    if os.environ.get(_CHILD):
        return True
    child = subprocess.run(
        [sys.executable, "-X", "faulthandler", "-m", "pytest", "-q", "-p", "no:cacheprovider", request.node.nodeid],
        cwd=request.config.rootpath,
        env={**os.environ, _CHILD: "1"},  # on the platform this run uses
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert child.returncode == 0, f"exit {child.returncode}\n{child.stdout[-6000:]}\n{child.stderr[-6000:]}"
    assert "1 passed" in child.stdout
    return False


def test_a_card_turned_by_an_animation_can_be_laid_out_again(qtbot, tmp_path: Path, request) -> None:
    # The crash of the real window, made deterministic: a card turns over at the normal speed, its animation
    # ends and is deleted, and then the table is laid out again (a resize, the "instant" speed). It used to
    # kill the process, so it runs in a child process.
    if not _passes_in_a_subprocess(request):
        return
    window = make_window(qtbot, tmp_path, speed="normal")
    window.start(config(Role.WATCH, computers=3, seed=4))
    controller, scene = window.controller, window.scene
    window.settings.set("animation_speed", "instant")
    while controller.game.phase is not Phase.DEALING:
        controller.advance()
    window.settings.set("animation_speed", "normal")
    decided = 0
    while decided == 0:
        controller.advance()
        decided = sum(1 for c in scene.shown_seat_cards() if c.face_up)
        qtbot.waitUntil(scene.is_idle, timeout=10_000)
    assert any(isinstance(event, StakeDecided) for event in controller.game.log)
    assert_at_rest(scene)
    for width, height in ((900, 640), (1300, 860), (1000, 700)):
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: window.width() == w, timeout=5_000)
    scene.set_table_size(1400, 900)
    window.settings.set("animation_speed", "instant")
    window.settings.set("animation_speed", "normal")
    window.next_theme()
    assert_table_matches_core(window)
    assert_at_rest(scene)


@pytest.mark.parametrize("change", ["resize", "instant", "theme", "new_game", "slow"])
def test_a_change_in_mid_animation_finishes_it_in_place(qtbot, tmp_path: Path, change: str) -> None:
    window = make_window(qtbot, tmp_path, speed="slow")
    window.start(config(Role.WATCH, computers=3, seed=8))
    scene = window.scene
    window.scene.flush()
    _until_moving(window)
    assert scene.findChildren(QAbstractAnimation), "the event is being animated"
    if change == "resize":
        window.resize(1000, 700)
    elif change == "instant":
        window.settings.set("animation_speed", "instant")
    elif change == "theme":
        window.next_theme()
    elif change == "new_game":
        window.start(config(Role.BANKER, computers=2, seed=1))
    else:
        window.settings.set("animation_speed", "fast")
    qtbot.waitUntil(scene.is_idle, timeout=10_000)
    assert_table_matches_core(window)
    assert_at_rest(scene)


def test_only_the_animator_owns_animations(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, speed="slow")
    window.start(config(Role.WATCH, computers=3, seed=8))
    scene = window.scene
    scene.flush()
    _until_moving(window)
    animations = scene.findChildren(QAbstractAnimation)
    assert animations
    animator = scene._animator
    for animation in animations:  # every one is the animator's group or a child of it
        owner = animation
        while owner is not None and owner is not animator:
            owner = owner.parent()
        assert owner is animator
        assert not isinstance(animation.parent(), CardItem | ChipsItem)
    qtbot.waitUntil(scene.is_idle, timeout=10_000)
    assert_at_rest(scene)


def test_a_moving_item_ends_where_its_layout_puts_it_after_a_resize(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, speed="slow")
    window.start(config(Role.WATCH, computers=2, seed=8))
    scene = window.scene
    scene.flush()
    _until_moving(window)
    scene.set_table_size(1500, 900)
    assert scene.sceneRect().width() == 1500
    for key, spec in scene._specs.items():
        item = scene.item_for(key)
        assert item is not None
        assert item.pos() == spec.pos
    qtbot.waitUntil(scene.is_idle, timeout=10_000)
    assert_at_rest(scene)
