"""`--screenshot PATH`: stage a moment of a seeded game in its window and save the window as a PNG.

The production windows know nothing of this: the staging is here, above both games' folders. A shtoss picture
plays its session (the scripted player's casual manner, seeded by the session's seed) to mid-deal, and on to
`--screenshot-at` recap (a deal's end with its recap shown), effect (a decided stake's result floating up from
the human punter's seat, caught half-way up), win (the human punter's winnings waiting, the panel asking what to
do with them), side-views (that moment with the side views open, the odds in front) or cut (the banker's deck
spread for the human punter's cut, the pointer on it), or lesson (the guided first deal at its step on the given
card); a casino picture deals a few turns and lays the human's bets (one
with a suit bet) and the odds on the layout. A picture is the same for everyone: fixed seeds where none is given,
the casino's built-in rules, and nothing of the casino's written.

Nothing here sleeps: where the picture waits for the table (an effect plays in real time), the event loop runs
until a condition holds, within a time limit (`run_until`).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Final

from PySide6.QtCore import QEvent, QEventLoop, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QMainWindow

from shtoss_desktop.app.shtoss.controller import Waiting
from shtoss_desktop.app.shtoss.scripted_player import Manner, ScriptedPlayer, play_to_mid_deal
from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.shtoss.events import DealFinished
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.storage.settings import AppSettings, Speed
from shtoss_desktop.ui.casino.launch import casino_config
from shtoss_desktop.ui.casino.window import CasinoWindow
from shtoss_desktop.ui.games import LaunchOptions
from shtoss_desktop.ui.shtoss.effects import FLOAT_FACTOR
from shtoss_desktop.ui.shtoss.launch import session_config
from shtoss_desktop.ui.shtoss.recap import deal_recap
from shtoss_desktop.ui.shtoss.window import MainWindow

EFFECT_LIMIT_MS: Final = 60_000
"""How long the effect's picture may play in real time before it gives up."""
SHTOSS_PUNTERS: Final = 3
"""The computer punters of a shtoss picture when the command line names none."""
SHTOSS_SEED: Final = 1
"""The seed of a shtoss picture when the command line gives none."""
CASINO_SEED: Final = 3
"""The seed of a casino picture when the command line gives none."""


def run_until(done: Callable[[], bool], limit_ms: int, *, step: Callable[[], None] | None = None,
              every_ms: int = 5) -> bool:
    """Run the event loop until `done()` holds or `limit_ms` have passed; every `every_ms` ms `step` (if any)
    runs first and `done` is asked again. Whether it holds."""
    if done():
        return True
    loop = QEventLoop()
    ticker = QTimer()
    ticker.setInterval(every_ms)
    deadline = QTimer()
    deadline.setSingleShot(True)

    def tick() -> None:
        if step is not None:
            step()
        if done():
            loop.quit()

    ticker.timeout.connect(tick)
    deadline.timeout.connect(loop.quit)
    ticker.start()
    deadline.start(limit_ms)
    loop.exec()
    ticker.stop()
    deadline.stop()
    return done()


def pause(ms: int) -> None:
    """Let the event loop run for `ms` milliseconds (the table animating meanwhile)."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def save(window: QMainWindow, path: Path) -> bool:
    """Grab the window and write it to `path` as a PNG; whether it was written (else it is said on stderr)."""
    image = window.grab()
    if image.isNull() or not image.save(str(path), "PNG"):
        print(f"shtoss-desktop: cannot write the screenshot {path}", file=sys.stderr)
        return False
    return True


def take_screenshot(kind: GameKind, settings: AppSettings, options: LaunchOptions, path: Path,
                    size: tuple[int, int], moment: str = "mid-deal") -> int:
    """Stage the picture of a game of `kind` at `size` and save it at `path` (`moment`: shtoss's mid-deal, recap,
    effect, win, side-views, cut or coach; the casino's table, or with "coach" its coach's words in front); the exit
    status (1 when it could not be written or the moment not reached)."""
    if kind is GameKind.CASINO:
        return casino_screenshot(settings, options, path, size, coach=moment == "coach")
    return shtoss_screenshot(settings, options, path, size, moment)


# ----- shtoss -----

def shtoss_screenshot(settings: AppSettings, options: LaunchOptions, path: Path, size: tuple[int, int],
                      moment: str = "mid-deal") -> int:
    """Play a seeded shtoss session to mid-deal (and on to `moment`) in a window of `size` and save it."""
    if moment == "lesson":
        return lesson_screenshot(settings, options, path, size)
    window = MainWindow(settings, remember_geometry=False)
    punters = options.punters if options.punters is not None else SHTOSS_PUNTERS
    seed = options.seed if options.seed is not None else SHTOSS_SEED
    config = session_config(window, LaunchOptions(seed=seed, role=options.role, punters=punters,
                                                  rules=options.rules))
    window.set_speed(Speed.INSTANT)
    window.set_autoplay(False)
    window.resize(*size)
    window.start(config)
    window.show()
    QApplication.processEvents()
    window.resize(*size)  # again, once shown: the docks settle their widths when the window first appears
    QApplication.processEvents()
    reached = play_to_mid_deal(window.controller, seed)
    window.scene.flush()
    if reached and moment != "mid-deal":
        reached = stage_moment(window, moment, seed)
    window.refresh()
    for _ in range(3):
        QApplication.processEvents()
    if not reached:
        print("shtoss-desktop: no deal reached its middle (stakes still face down after one was decided); "
              "the table is saved as it stands", file=sys.stderr)
    if not save(window, path):
        return 1
    window.close()
    return 0 if reached else 1


def lesson_screenshot(settings: AppSettings, options: LaunchOptions, path: Path, size: tuple[int, int]) -> int:
    """The guided first deal (ui/shtoss/lesson_view.py) at its step on the card given on the left, as punter (the
    player stakes Q♥ and cuts at 20) or, with `options.role` banker, as banker; saved at `size`."""
    from shtoss_desktop.app.shtoss.lesson import Actor, Topic
    from shtoss_desktop.core.seats import Role
    from shtoss_desktop.ui.shtoss.lesson_view import LessonWindow

    role = Role.BANKER if options.role == Role.BANKER.value else Role.PUNTER
    settings.set("animation_speed", Speed.INSTANT)
    window = LessonWindow(settings, role)
    window.resize(*size)
    window.show()
    QApplication.processEvents()
    window.resize(*size)
    script = window.lesson
    controller = window.lesson_controller

    def step() -> None:
        if not window.scene.is_idle() or script.step.topic is Topic.GIVEN:
            return
        if script.computer_may_move() and controller.waiting_for() is Waiting.COMPUTER:
            return  # the pace moves the computer players
        if script.step.actor is Actor.READER:
            window.go_on()
        elif role is Role.BANKER:
            controller.deal_abzug()
        elif script.step.topic is Topic.STAKE:
            controller.place_stake((Card(Rank.QUEEN, Suit.HEARTS),), 12)
        else:
            window.cut_at(20)

    reached = run_until(lambda: script.step.topic is Topic.GIVEN and window.scene.is_idle(), EFFECT_LIMIT_MS,
                        step=step, every_ms=20)
    window.scene.flush()
    for _ in range(3):
        QApplication.processEvents()
    if not reached:
        print("shtoss-desktop: the lesson did not reach its step on the given card", file=sys.stderr)
    if not save(window, path):
        return 1
    window.close()
    return 0 if reached else 1


def stage_moment(window: MainWindow, moment: str, seed: int, *, limit_ms: int = EFFECT_LIMIT_MS) -> bool:
    """Play the window's session on (the scripted player's casual manner, seeded by `seed`) to a moment worth a
    picture: "recap", a deal's end with its recap shown; "effect", a decided stake's result floating up from its
    seat (the human punter's own), half-way up; "win", the human punter asked to stake with winnings waiting on a
    card; "side-views", that moment with the side views open and the odds in front; "cut", the banker's deck spread
    for the human punter's cut with the pointer over it. Whether the moment was reached (the effect within
    `limit_ms`, as it plays in real time)."""
    controller = window.controller
    player = ScriptedPlayer(controller, Manner.CASUAL, rng=random.Random(seed))
    if moment == "coach":
        window.set_coach(True)  # for the picture: the setting is left as it is
        if controller.human is not None and controller.human == controller.game.state().banker:
            return stage_banker_coach(window, player)
    if moment in ("win", "side-views", "coach"):
        if not play_until(player, lambda: human_has_winnings(window)):
            return False
        window.scene.flush()
        if moment == "side-views":
            window.show_side_views(True)
            window.docks["odds"].raise_()
        if moment == "coach":
            window.show_side_views(True)
            window.docks["keeper"].raise_()
            point_at_the_picker(window)
        QApplication.processEvents()
        return True
    if moment == "cut":
        if not play_until(player, lambda: human_may_cut(window), human_stakes=True):
            return False
        window.scene.flush()
        window.refresh()
        QApplication.processEvents()
        point_at_the_deck(window)
        return True
    if moment == "recap":
        finished = sum(isinstance(event, DealFinished) for event in controller.game.log)
        for _ in range(2_000):
            if sum(isinstance(event, DealFinished) for event in controller.game.log) > finished:
                break
            if not player.move():
                return False
        window.scene.flush()
        recap = deal_recap(controller.game.log)
        if recap is None:
            return False
        window.recap.show_recap(recap)
        QApplication.processEvents()
        return True
    window.set_speed(Speed.NORMAL)
    stuck = False

    def human_float() -> bool:
        human = controller.human if controller.human != controller.game.state().banker else None
        return any(human is None or item.punter == human for item in window.scene.effects.floats())

    def play_on() -> None:
        nonlocal stuck
        if window.recap.waiting():
            window.recap.go_on()
        if window.scene.is_idle() and not player.move():
            stuck = True

    if not run_until(lambda: stuck or human_float(), limit_ms, step=play_on) or stuck:
        return False
    pause(round(window.scene.move_duration() * FLOAT_FACTOR * 0.35))  # half-way up, fully shown
    return True


def stage_banker_coach(window: MainWindow, player: ScriptedPlayer) -> bool:
    """Deal on until the coach, as the table shows it, has told the human banker his figures with stakes still on
    the table in the middle of a deal; the case-keeper and coach's side view in front."""
    controller = window.controller

    def told() -> bool:
        window.scene.flush()
        state = controller.game.state()
        return (state.phase is Phase.DEALING and bool(state.stakes) and state.dealt >= 6
                and len(window.aids.coach_panel.lines()) >= 2)

    if not play_until(player, told):
        return False
    window.show_side_views(True)
    window.docks["keeper"].raise_()
    QApplication.processEvents()
    return True


def human_has_winnings(window: MainWindow) -> bool:
    """Whether the human punter is asked to stake with winnings waiting on a card (take, paroli or paix)."""
    controller = window.controller
    human = controller.human
    return (human is not None and controller.waiting_for() is Waiting.HUMAN_STAKES
            and bool(controller.game.winnings_of(human)))


def human_may_cut(window: MainWindow) -> bool:
    """Whether the human punter, his stake down, may cut the banker's deck (it lies spread for his cut)."""
    controller = window.controller
    human = controller.human
    game = controller.game
    return (human is not None and controller.waiting_for() is Waiting.HUMAN_STAKES and game.phase is Phase.STAKING
            and bool(game.stakes_of(human)) and game.can_cut())


def play_until(player: ScriptedPlayer, done: Callable[[], bool], *, human_stakes: bool = False,
               steps: int = 2_000) -> bool:
    """Play on (the scripted player's moves) until `done()` holds; with `human_stakes`, a human punter about to
    stake for a new deal takes his winnings and stakes one card himself, so that the cut is still his to make.
    Whether `done` came to hold."""
    controller = player.controller
    for _ in range(steps):
        if done():
            return True
        game = controller.game
        human = controller.human
        if (human_stakes and human is not None and controller.waiting_for() is Waiting.HUMAN_STAKES
                and game.phase is Phase.STAKING):
            if game.winnings_of(human):
                controller.pick_up_all()
            if not game.stakes_of(human):
                cards = [card for card in (Card(rank, Suit.HEARTS) for rank in Rank)
                         if game.can_place_stake(human, [card])]
                if cards:
                    controller.place_stake([player.rng.choice(cards)])
            if done():
                return True
        if not player.move():
            return False
    return done()


def point_at_the_deck(window: MainWindow) -> None:
    """Move the pointer over the middle of the deck spread for the cut, as a player choosing where to cut."""
    deck = window.scene.deck_item
    middle = deck.mapToScene(deck.boundingRect().center())
    viewport = window.view.viewport()
    at = QPointF(window.view.mapFromScene(middle))
    # The pointer's move as the window system would send it (QtTest is left out of the frozen game).
    move = QMouseEvent(QEvent.Type.MouseMove, at, QPointF(viewport.mapToGlobal(at)), Qt.MouseButton.NoButton,
                       Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, move)
    QApplication.processEvents()


def point_at_the_picker(window: MainWindow) -> None:
    """Move the pointer over a card of the human punter's deck that has copies left, as a player weighing a stake."""
    picker = window.panel.picker
    state = window.controller.game.state()
    gone = state.deck[: state.dealt]
    for rank in Rank:
        card = Card(rank, Suit.HEARTS)
        left = 4 - sum(1 for c in gone if c.rank is rank)
        if 0 < left < 4 and picker.card_rect(card).isValid():
            at = QPointF(picker.card_rect(card).center())
            move = QMouseEvent(QEvent.Type.MouseMove, at, QPointF(picker.mapToGlobal(at)), Qt.MouseButton.NoButton,
                               Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
            QApplication.sendEvent(picker, move)
            QApplication.processEvents()
            return


# ----- casino stos -----

def casino_screenshot(settings: AppSettings, options: LaunchOptions, path: Path, size: tuple[int, int], *,
                      coach: bool = False) -> int:
    """Deal a seeded casino game a few turns in, in a window of `size`, with the built-in rules and nothing
    written; save it (with `coach`, the coach on and its words in front)."""
    # A picture is the same for everyone: the built-in rules, not the remembered ones, and nothing written (the
    # player's card deck and indices, as he sees the table).
    picture = AppSettings(in_memory=True)
    for name in ("card_theme", "card_indices"):
        picture.set(name, settings.get(name))
    window = CasinoWindow(picture, remember_geometry=False)
    window.set_speed(Speed.INSTANT)
    window.resize(*size)
    window.restore_side_views()  # as the picture's size has it
    window.show()
    QApplication.processEvents()
    window.resize(*size)
    seed = options.seed if options.seed is not None else CASINO_SEED
    if coach:
        window.set_coach(True)
    window.start(casino_config(window, LaunchOptions(seed=seed, punters=options.punters, rules=options.rules)))
    play_to_screenshot(window, seed)
    if coach:
        window.show_side_views(True)
        window.side_tabs.setCurrentWidget(window.coach_panel)
    for _ in range(3):
        QApplication.processEvents()
    status = 0 if save(window, path) else 1
    window.close()
    return status


def play_to_screenshot(window: CasinoWindow, seed: int) -> None:
    """Bring a seeded casino game to a table worth a picture: a few turns dealt, the human's bets (one with a suit
    bet) and the computer players' on the layout, the odds shown."""
    controller = window.controller
    picks = random.Random(seed)
    for _ in range(5):
        controller.deal()
    live = [rank for rank in Rank if controller.game.copies_left(rank)]
    ranks = picks.sample(live, 3)
    for rank in ranks:
        controller.add_chip(rank)
    controller.add_chip(ranks[0])
    controller.set_suit(ranks[1], Suit.HEARTS)
    window.scene.move_cursor_to(ranks[0])
    window.scene.set_odds_shown(True)


__all__ = [
    "CASINO_SEED",
    "EFFECT_LIMIT_MS",
    "SHTOSS_PUNTERS",
    "SHTOSS_SEED",
    "casino_screenshot",
    "pause",
    "play_to_screenshot",
    "play_until",
    "run_until",
    "save",
    "shtoss_screenshot",
    "stage_moment",
    "take_screenshot",
]
