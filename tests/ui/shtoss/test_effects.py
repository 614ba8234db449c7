"""The table's effects: a card that decides a stake is dealt slower and lights the staked card, each decided stake
floats its result ("+12" in green, "−12" in red) up from its card, and the status line's queue shows every
message long enough to be read without ever dropping an important one."""

from __future__ import annotations

import random
import time
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsScene

from shtoss_desktop.app.shtoss import session as shtoss_session
from shtoss_desktop.app.shtoss.scripted_player import Manner, ScriptedPlayer
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import (
    BankBroken,
    CardDealt,
    DealFinished,
    Event,
    Pile,
    StakeDecided,
    StakePlaced,
)
from shtoss_desktop.core.shtoss.settle import Outcome
from shtoss_desktop.storage.settings import Speed
from shtoss_desktop.ui.shtoss import effects
from shtoss_desktop.ui.shtoss.effects import (
    GAIN_COLOUR,
    LOSS_COLOUR,
    SUSPENSE_FACTOR,
    Importance,
    importance,
    signed_amount,
)
from shtoss_desktop.ui.shtoss.window import MainWindow
from shtoss_desktop.ui.table import animator
from shtoss_desktop.ui.table.cloth import CardArt
from shtoss_desktop.ui.table.items import CardItem
from tests.ui.table_helpers import config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

MOVE = 25
"""The normal speed's move, sped up for the tests (ms): the same timers and code paths, a deal in seconds."""


@pytest.fixture
def quick_normal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(animator.MOVE_DURATIONS, "normal", MOVE)
    monkeypatch.setitem(shtoss_session.STEP_DELAYS, "normal", 4)


def _decided(card: str, amount: int, punter: str = "You") -> StakeDecided:
    from fractions import Fraction

    outcome = Outcome.GIVEN if amount > 0 else Outcome.KILLED if amount < 0 else Outcome.VOID
    return StakeDecided(punter, Card.parse(card), False, 1, outcome, 4, 2, Card.parse("2S"), False, 12, 12,
                        Fraction(1), amount, 0)


def _play_watching(window: MainWindow, qtbot, *, deals: int, seconds: float = 40.0) -> list[tuple[str, object]]:
    """Play the window's session at the (quick) normal speed, the human's part scripted, going on from each recap
    at once; return what the effects did, in order: ("float", (text, colour, x, card x)) for each amount that
    floated up, ("begin", (event, duration, base, glowing)) for each event the table showed."""
    scene = window.scene
    window.hide()  # the effects run on the scene's timers, painted or not: no painting makes the deals quicker
    seen: list[tuple[str, object]] = []
    begin = scene.effects.begin

    def recording_begin(event: Event, duration: int) -> int:
        result = begin(event, duration)
        seen.append(("begin", (event, result, duration, scene.effects.glowing())))
        for item in scene.effects.floats():
            if all(item is not other for kind, other in seen if kind == "item"):
                seen.append(("item", item))
                card = scene.seat_card_item(event.punter, event.card) if isinstance(event, StakeDecided) else None
                seen.append(("float", (item.text, item.colour.name(), item.x(), card.x() if card else None)))
        return result

    scene.effects.begin = recording_begin  # type: ignore[method-assign]
    player = ScriptedPlayer(window.controller, Manner.CASUAL, rng=random.Random(3))
    deadline = time.monotonic() + seconds
    while sum(isinstance(e, DealFinished) for e in window.controller.game.log) < deals:
        assert time.monotonic() < deadline, "the deals did not finish in time"
        qtbot.wait(2)
        if window.recap.waiting():
            window.recap.go_on()
        if scene.is_idle() and window.controller.waiting_for().value.startswith("human"):
            player.move()
    qtbot.waitUntil(scene.is_idle, timeout=10_000)
    return seen


def test_every_decided_stake_floats_its_result_with_the_right_sign_and_amount(qtbot, tmp_path: Path,
                                                                               quick_normal) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")
    window.set_autoplay(True)
    window.start(config(Role.PUNTER, computers=3, seed=5))
    seen = _play_watching(window, qtbot, deals=1)
    decided = [e for e in window.controller.game.log if isinstance(e, StakeDecided) and e.amount != 0]
    assert decided, "stakes were decided"
    floats = [value for kind, value in seen if kind == "float"]
    assert Counter(text for text, *_ in floats) == Counter(signed_amount(e.amount) for e in decided)
    for text, colour, x, card_x in floats:
        assert colour == (GAIN_COLOUR if text.startswith("+") else LOSS_COLOUR).name()
        assert card_x is not None
        assert abs(x - card_x) < 1, "the amount rises from the decided card"
    assert window.scene.effects.floats() == [], "every float ends and is removed"
    assert not [item for item in window.scene.items() if isinstance(item, effects.FloatItem | effects.GlowItem)]


def test_a_card_of_a_staked_rank_is_dealt_slower_and_lights_the_staked_card(qtbot, tmp_path: Path,
                                                                            quick_normal) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")
    window.set_autoplay(True)
    window.start(config(Role.PUNTER, computers=2, seed=7))
    seen = _play_watching(window, qtbot, deals=1)
    dealt = [value for kind, value in seen if kind == "begin" and isinstance(value[0], CardDealt)]
    log = window.controller.game.log
    slow = fast = 0
    for event, duration, base, glowing in dealt:
        # Whether a stake of the human's on the card's rank was waiting (the records after it, up to the next
        # abzug, say so): the card decided it, or (a plié: both cards of one rank) its abzug does once both show.
        index = next(i for i, e in enumerate(log) if e is event)
        after = []
        for following in log[index + 1 :]:
            if isinstance(following, CardDealt) and following.abzug != event.abzug:
                break
            after.append(following)
        mine = next(
            (e.card for e in after
             if isinstance(e, StakeDecided) and e.punter == "You" and e.deciding_card.rank is event.card.rank),
            None,
        )
        if mine is not None:
            slow += 1
            assert duration == round(base * SUSPENSE_FACTOR)
            assert ("You", mine) in glowing, "the staked card lights up as its rank comes"
        else:
            fast += 1
            assert duration == base
            assert not any(punter == "You" for punter, _ in glowing)
    assert slow
    assert fast
    decisions = [value for kind, value in seen if kind == "begin" and isinstance(value[0], StakeDecided)]
    for event, _duration, _base, glowing in decisions:
        assert (event.punter, event.card) not in glowing, "the decision puts the glow out"


def test_the_instant_speed_has_no_effects(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER, computers=2, seed=7))
    player = ScriptedPlayer(window.controller, Manner.CASUAL, rng=random.Random(1))
    for _ in range(200):
        player.move()
        assert window.scene.effects.floats() == []
        assert window.scene.effects.glowing() == set()
        if any(isinstance(e, DealFinished) for e in window.controller.game.log):
            break
    assert not window.recap.waiting(), "no recap pauses the instant table"


# ----- the status line's queue -----


def _routine(n: int) -> StakePlaced:
    return StakePlaced("Narumov", (Card.parse("6S"),), 6 + n, n, False)


def _queue_window(qtbot, tmp_path: Path) -> MainWindow:
    window = make_window(qtbot, tmp_path, speed="normal")
    window.start(config(Role.PUNTER, computers=2, seed=7))
    return window


def test_the_line_says_at_once_what_the_table_shows_and_an_important_line_holds_the_table(qtbot,
                                                                                       tmp_path: Path) -> None:
    window = _queue_window(qtbot, tmp_path)
    queue = window.scene.effects
    assert queue.hold() >= 1500
    queue.clear()
    queue.say("Narumov stakes 6 on a card", _routine(0))
    assert window.scene.status_item.text == "Narumov stakes 6 on a card"
    assert not queue.holding(), "a routine line does not keep the table from its next record"
    queue.say("Tomsky stakes 6 on a card", _routine(1))
    assert window.scene.status_item.text == "Tomsky stakes 6 on a card", "the line is never behind the table"
    assert queue.waiting_messages() == []
    queue.say("Your queen is killed: you lose 12", _decided("QS", -12))
    assert window.scene.status_item.text == "Your queen is killed: you lose 12"
    assert queue.holding(), "an important line holds the table: time to read it"
    assert queue._hold.interval() == queue.hold()
    with qtbot.waitSignal(queue.settled, timeout=5_000):
        pass  # its time runs out: the table is told it may go on
    assert not queue.holding()


@settings(max_examples=25, deadline=None)
@given(st.lists(st.booleans(), min_size=1, max_size=40))
def test_the_line_shows_every_message_in_the_order_said(qapp, flags: list[bool]) -> None:
    from shtoss_desktop.app.shtoss.controller import GameController, SessionConfig
    from shtoss_desktop.ui.shtoss.table_scene import TableScene

    controller = GameController()
    scene = TableScene(controller)
    scene.set_speed("normal")
    controller.new_session(SessionConfig(role=Role.PUNTER, seed=1, human_name="You"))
    queue = scene.effects
    queue.clear()
    shown: list[str] = []
    scene.narrated.connect(shown.append)
    texts = []
    for index, important in enumerate(flags):
        text = f"{'important' if important else 'routine'} {index}"
        texts.append(text)
        queue.say(text, BankBroken("Chekalinsky", 3) if important else _routine(index))
        assert queue.holding() is important
    assert shown == texts, "each as the table shows its record, none skipped"
    scene.deleteLater()
    controller.deleteLater()
    QCoreApplication.processEvents()


def test_which_messages_are_important() -> None:
    assert importance(_decided("QS", -12), "You", "Chekalinsky") is Importance.IMPORTANT
    assert importance(_decided("QS", -12, punter="Narumov"), "You", "Chekalinsky") is Importance.ROUTINE
    assert importance(_decided("QS", -12, punter="Narumov"), "You", "You") is Importance.IMPORTANT, "the banker's"
    assert importance(DealFinished(3, 17, False), "You", "Chekalinsky") is Importance.IMPORTANT
    assert importance(BankBroken("Chekalinsky", 2), None, "Chekalinsky") is Importance.IMPORTANT
    assert importance(_routine(0), "You", "Chekalinsky") is Importance.ROUTINE
    assert importance(CardDealt(Card.parse("2S"), 1, 1, Pile.RIGHT), "You", "Chekalinsky") is Importance.ROUTINE


def test_amounts_are_written_with_their_sign() -> None:
    assert signed_amount(30) == "+30"
    assert signed_amount(-30) == "\N{MINUS SIGN}30"
    assert signed_amount(0) == "0"
    assert signed_amount(1_234_567) == "+" + effects.format_amount(1_234_567)


# ----- notices: start-up problems the narration must not cover -----

PROBLEM = "The settings file /home/x/.config/Shtoss/settings.ini could not be read: line 3 is not a setting."


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_a_start_up_notice_is_not_covered_by_the_first_narration(qtbot, tmp_path: Path, speed: str,
                                                                quick_normal: None) -> None:
    window = make_window(qtbot, tmp_path, speed=speed)
    queue = window.scene.effects
    queue.notice(PROBLEM, hold=600)
    # Each later line as it takes the status line: whether the time before it still ran, and how long it was.
    covered: list[tuple[str, bool, int]] = []
    window.scene.narrated.connect(lambda text: covered.append((text, queue._hold.isActive(), queue._hold.interval())))
    window.start(config(Role.PUNTER))  # as the program starts: the session narrates at once
    QCoreApplication.processEvents()
    assert window.statusBar().currentMessage() == PROBLEM
    assert queue.shown_message() == PROBLEM
    assert queue.waiting_messages(), "the table's words wait behind the notice"
    assert queue._hold.isActive(), "the notice's time runs"
    assert queue._hold.interval() == 600, "the time it was given, whatever the speed"
    assert covered == []
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != PROBLEM, timeout=3000)
    _, running, interval = covered[0]
    assert (running, interval) == (False, 600), "the notice stayed its whole time: only then the game's words came"
    assert window.statusBar().currentMessage() in list(_narrated(window)), "then the game"


def _narrated(window: MainWindow) -> list[str]:
    from shtoss_desktop.app.shtoss.narration import narrate

    game = window.controller.game
    return [narrate(event, window.controller.human, game.banker) for event in game.log]


def test_notices_come_one_after_another_before_the_game_and_outlive_a_new_session(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")
    queue = window.scene.effects
    window.start(config(Role.PUNTER))
    queue.notice("first problem", hold=5000)
    queue.notice("second problem", hold=5000)
    queue.say("a routine word", _routine(0))
    assert queue.shown_message() == "first problem"
    assert queue.waiting_messages() == ["second problem", "a routine word"]
    window.start(config(Role.BANKER))  # a new session forgets the game's messages, not the notices
    QCoreApplication.processEvents()
    assert queue.shown_message() == "first problem"
    assert queue.waiting_messages()[0] == "second problem"
    queue._hold.timeout.emit()
    assert queue.shown_message() == "second problem"
    assert window.statusBar().currentMessage() == "second problem"


def test_a_missing_deck_named_at_start_is_told_after_the_first_narration(qtbot, tmp_path: Path) -> None:
    from shtoss_desktop.storage.settings import AppSettings

    settings = AppSettings(tmp_path / "settings.ini")
    settings.set("animation_speed", "instant")
    settings.set("card_theme", "svg:/nowhere/gone.svgz")
    window = MainWindow(settings, remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    window.start(config(Role.PUNTER))
    QCoreApplication.processEvents()
    message = window.statusBar().currentMessage()
    assert "gone.svgz" in message
    assert "classic deck is shown instead" in message


def test_going_on_after_atande_the_line_and_the_status_bar_say_the_deal_goes_on(qtbot, tmp_path: Path) -> None:
    from shtoss_desktop.app.shtoss.controller import Waiting

    window = make_window(qtbot, tmp_path)
    window.start(config(Role.BANKER, seed=3))
    controller = window.controller
    controller.run_computer()
    assert controller.waiting_for() is Waiting.HUMAN_DEAL
    window.actions_by_name["deal"].trigger()  # the cut: the deal is under way
    window.actions_by_name["atande"].trigger()
    assert controller.waiting_for() is Waiting.PAUSED
    waiting_text = window.scene.effects.shown_message()
    assert "atande" in waiting_text
    assert window.statusBar().currentMessage() == waiting_text

    window.actions_by_name["resume"].trigger()

    assert controller.waiting_for() is Waiting.HUMAN_DEAL
    assert window.scene.status_item.text == "Atande is over: the deal goes on."
    assert window.statusBar().currentMessage() == "Atande is over: the deal goes on."
    assert window.panel.prompt.text().startswith("Deal the next abzug")
    # Only the going on is told: the next change (an abzug dealt) tells the abzug, not "goes on" again.
    window.actions_by_name["deal"].trigger()
    assert window.scene.effects.shown_message() != "Atande is over: the deal goes on."


def test_a_change_of_language_rewrites_the_line_shown_and_the_lines_waiting(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")
    line = window.scene.effects
    language = ["en"]
    words = {"en": ("The deal waits", "Next"), "ru": ("Сдача ждёт", "Дальше")}
    line.notice("a settings file could not be read", hold=5000)
    line.tell(lambda: words[language[0]][0])  # waits behind the notice
    assert line.waiting_messages() == ["The deal waits"]
    line._hold.timeout.emit()
    line.tell(lambda: words[language[0]][1])
    assert line.shown_message() == "Next"

    language[0] = "ru"
    line.retell()

    assert line.shown_message() == "Дальше"
    assert window.scene.status_item.text == "Дальше"
    assert window.statusBar().currentMessage() == "Дальше"
    line.notice("another problem", hold=5000)
    line.tell(lambda: words[language[0]][0])
    language[0] = "en"
    line.retell()
    assert line.waiting_messages() == ["The deal waits"], "the line waiting is rewritten too"


# ----- the effects' own signals -----


class _BareTable(QGraphicsScene):
    """The least a table gives its effects (`EffectsTable`): a speed, no game shown, nobody at it, and one card."""

    speed = Speed.NORMAL
    state = None
    human = None

    def __init__(self) -> None:
        super().__init__()
        self.card = CardItem(CardArt(), Card.parse("QS"), face_up=True)
        self.addItem(self.card)

    def move_duration(self) -> int:
        return MOVE

    def seat_card_item(self, punter: str, card: Card) -> CardItem | None:
        return self.card if card == self.card.card else None


def test_the_effects_tell_their_table_what_to_show_through_signals_of_their_own(qtbot) -> None:
    table = _BareTable()
    queue = effects.TableEffects(table, table)
    lines: list[str] = []
    queue.lineShown.connect(lines.append)
    queue.say("Narumov stakes 6", _routine(0))
    queue.say("Your queen is killed: you lose 12", _decided("QS", -12))
    assert lines == ["Narumov stakes 6", "Your queen is killed: you lose 12"], "each at once, in order"
    queue._hold.timeout.emit()
    with qtbot.waitSignal(queue.settled, timeout=5_000):
        queue.begin(_decided("QS", -12), MOVE)  # the result floats up from the card on the table
        assert [item.text for item in queue.floats()] == [signed_amount(-12)]
        assert queue.busy()
    assert not queue.busy(), "settled: the float has ended"
    assert not [item for item in table.items() if isinstance(item, effects.FloatItem)], "and left the table"
    table.deleteLater()
    QCoreApplication.processEvents()
