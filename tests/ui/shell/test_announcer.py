"""What a screen reader hears: every line the table says, in order, as the window's announcer sends it (both games);
the cards said as words in the language installed; the end of a deal and the player's own news read at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.shtoss import session as shtoss_session
from shtoss_desktop.app.shtoss.controller import Waiting
from shtoss_desktop.app.shtoss.narration import narrate
from shtoss_desktop.app.shtoss.scripted_player import Manner, ScriptedPlayer
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import DealFinished, Event, StakeDecided
from shtoss_desktop.ui.shell.announcer import Announcement, Announcer, Politeness, reading_ms, spoken_text
from shtoss_desktop.ui.shtoss import table_scene
from shtoss_desktop.ui.shtoss.window import MainWindow
from tests.ui.table_helpers import config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


@pytest.fixture
def quick_normal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The normal speed (every record shown and said in turn), on short moves."""
    monkeypatch.setitem(table_scene.MOVE_DURATIONS, "normal", 20)
    monkeypatch.setitem(shtoss_session.STEP_DELAYS, "normal", 4)


def test_cards_are_said_as_words(qapp) -> None:
    assert spoken_text("Lob: 2♣, sonik: 7♣") == "Lob: two of clubs, sonik: seven of clubs"
    assert spoken_text("Q♠ killed by Q♥ (abzug 4)") == "queen of spades killed by queen of hearts (abzug 4)"
    assert spoken_text("10♦ and A♠, K♥ J♣") == "ten of diamonds and ace of spades, king of hearts jack of clubs"
    assert spoken_text("You +6") == "You +6", "no card, nothing changed"


def test_cards_are_said_in_russian(russian) -> None:
    assert spoken_text("Лоб: 2♣, соник: 7♣") == "Лоб: двойка треф, соник: семёрка треф"
    # The Russian indices (В, Д, К, Т) and the Latin ones are both read.
    assert spoken_text("Д♠ убита, К♥ и Т♦, Q♣") == "дама пик убита, король червей и туз бубён, дама треф"


def test_the_reading_time_grows_with_the_words(qapp) -> None:
    assert reading_ms("") == 0
    short, long = reading_ms("You win"), reading_ms("The three is killed: Narumov loses six to the bank")
    assert 0 < short < long
    assert long >= 3000, "a ten-word line takes seconds to hear"


def test_an_announcement_is_sent_with_its_politeness(qapp) -> None:
    owner = QCoreApplication.instance()
    announcer = Announcer(owner)
    heard: list[tuple[str, bool]] = []
    announcer.announced.connect(lambda text, assertive: heard.append((text, assertive)))
    announcer.announce("Lob: 2♣")
    announcer.announce("   ")
    announcer.announce("Deal 1 is over", assertive=True)
    assert heard == [("Lob: two of clubs", False), ("Deal 1 is over", True)]
    assert announcer.said() == [Announcement("Lob: two of clubs", Politeness.POLITE),
                                Announcement("Deal 1 is over", Politeness.ASSERTIVE)]
    assert announcer.reading_left() > 0


def test_news_is_not_said_twice_in_a_row(qapp) -> None:
    announcer = Announcer(QCoreApplication.instance())
    announcer.announce("Chekalinsky deals.")
    announcer.announce_news("Chekalinsky  deals.")
    announcer.announce_news("Your stake: choose a card")
    announcer.announce_news("Chekalinsky deals.")
    assert [a.text for a in announcer.said()] == ["Chekalinsky deals.", "Your stake: choose a card",
                                                  "Chekalinsky deals."]


@pytest.mark.parametrize("role", [Role.PUNTER, Role.BANKER])
def test_the_prompt_is_announced_as_it_changes(qtbot, tmp_path: Path, quick_normal, role: Role) -> None:
    # What the player is asked to do next is heard, politely, after what the table said, each time it changes.
    window = make_window(qtbot, tmp_path, speed="normal")
    shown: list[tuple[str, bool]] = []  # each prompt shown, and whether the recap was waiting then

    def prompt_shown(text: str) -> None:
        shown.append((spoken_text(" ".join(text.split())), window.recap.waiting_recap() is not None))

    window.panel.prompt.changed.connect(prompt_shown)
    window.start(config(role, computers=2, seed=3))
    window.set_autoplay(True)
    _play_one_deal(window, qtbot)
    said = window.announcer.said()
    texts = [a.text for a in said]
    prompts = {text for text, _recap in shown}
    assert len(shown) >= 3, "the prompt changed over a deal: the stakes, the dealing, the recap"
    heard = [a for a in said if a.text in prompts]
    # The prompts are heard in turn, read after what is being read: each one the player had time to see (not one
    # the same moment replaced: the deal's end, before its recap appears); the recap's, which says what the recap
    # has just said (how to go on), is not said again.
    outside_recap = [text for text, recap in shown if not recap]
    assert len(heard) >= 2
    assert all(a.politeness is Politeness.POLITE for a in heard)
    left = iter(outside_recap)
    assert all(any(a.text == text for text in left) for a in heard), "in the order shown"
    turn = "Your stake" if role is Role.PUNTER else "Your deal, banker"
    assert any(a.text.startswith(turn) for a in heard), "his turn is told"
    assert any(recap for _text, recap in shown)
    end = next(i for i, text in enumerate(texts) if text.startswith("Deal 1 is over:"))
    assert texts[end + 1] == "Deal 1 is over", "the recap follows the deal's end, no prompt between"
    assert all(texts[i] != texts[i + 1] for i in range(len(texts) - 1)), "nothing said twice in a row"


def _narration(window: MainWindow, events: list[Event]) -> list[str]:
    """The lines the table says for `events`, as the table narrates each one (the banker who held the bank then)."""
    lines = []
    human = window.controller.human
    for event in events:
        text = narrate(event, human, window.scene.shown.game.banker)
        if text:
            lines.append(spoken_text(" ".join(text.split())))
    return lines


def _prompts_said(window: MainWindow) -> set[str]:
    """The words of every prompt the panel shows from now on (filled as it shows them)."""
    prompts = {spoken_text(window.panel.prompt.text())}  # the first one, said as the window opened
    window.panel.prompt.changed.connect(lambda text: prompts.add(spoken_text(" ".join(text.split()))))
    return prompts


def _play_one_deal(window: MainWindow, qtbot) -> None:
    controller = window.controller
    player = ScriptedPlayer(controller, Manner.CASUAL)

    def step() -> bool:
        if window.recap.waiting():
            return True
        if window.scene.is_idle() and controller.waiting_for().value.startswith("human"):
            if controller.waiting_for() is Waiting.HUMAN_OFFER:
                controller.answer_offer(True)
            else:
                player.move()
        return window.recap.waiting()

    qtbot.waitUntil(step, timeout=60_000)


@pytest.mark.parametrize(("role", "seed"), [(Role.PUNTER, 7), (Role.BANKER, 3)])
def test_a_whole_deal_is_announced_line_by_line_in_order(qtbot, tmp_path: Path, quick_normal, role: Role,
                                                         seed: int) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")
    prompts = _prompts_said(window)
    window.start(config(role, computers=2, seed=seed))
    window.set_autoplay(True)
    _play_one_deal(window, qtbot)
    log = window.controller.game.log
    assert any(isinstance(event, DealFinished) for event in log)
    said = [announcement.text for announcement in window.announcer.said() if announcement.text not in prompts]
    expected = _narration(window, list(log))
    recap = [spoken_text(" ".join(line.split())) for line in window.recap.spoken_lines()]
    assert len(expected) >= 10, "a whole deal: the stakes, the cut, the lob and sonik, the abzugs, the end"
    assert said == [*expected, *recap]
    assert any("of" in line for line in said), "the cards are said as words"
    # The weights: the end of the deal, the recap's title and the player's own decided stakes are read at once.
    weights = {a.text: a.politeness for a in window.announcer.said()}
    assert weights[recap[0]] is Politeness.ASSERTIVE
    end = next(e for e in log if isinstance(e, DealFinished))
    assert weights[_narration(window, [end])[0]] is Politeness.ASSERTIVE
    banker = window.scene.shown.game.banker
    for event in log:
        if isinstance(event, StakeDecided) and window.controller.human in (event.punter, banker):
            assert weights[_narration(window, [event])[0]] is Politeness.ASSERTIVE
    assert all(weights[line] is Politeness.POLITE for line in recap[1:])


@pytest.mark.parametrize(("role", "seed"), [(Role.PUNTER, 7), (Role.BANKER, 3)])
def test_at_the_instant_speed_every_line_is_announced_in_order(qtbot, tmp_path: Path, role: Role, seed: int) -> None:
    # The table shows a run of records at once (its status line only the last one's sentence): the screen reader
    # still hears each of them, in order.
    window = make_window(qtbot, tmp_path, speed="instant")
    prompts = _prompts_said(window)
    window.start(config(role, computers=2, seed=seed))
    controller = window.controller
    player = ScriptedPlayer(controller, Manner.CASUAL)
    window.set_autoplay(True)

    def first_deal_over() -> bool:
        if any(isinstance(event, DealFinished) for event in controller.game.log):
            return True
        if window.scene.is_idle() and controller.waiting_for().value.startswith("human"):
            if controller.waiting_for() is Waiting.HUMAN_OFFER:
                controller.answer_offer(True)
            else:
                player.move()
        return False

    qtbot.waitUntil(first_deal_over, timeout=30_000)
    window.set_autoplay(False)
    qtbot.waitUntil(window.scene.is_idle, timeout=5_000)
    log = list(window.controller.game.log)
    end = next(index for index, event in enumerate(log) if isinstance(event, DealFinished))
    first_deal = _narration(window, log[:end + 1])  # from who sits where, the session's first records shown at once
    said = [announcement.text for announcement in window.announcer.said() if announcement.text not in prompts]
    assert len(first_deal) >= 10, "a whole deal: the stakes, the cut, the lob and sonik, the abzugs, the end"
    assert said[:len(first_deal)] == first_deal


def test_the_casino_announces_each_turn(qtbot, tmp_path: Path) -> None:
    from shtoss_desktop.storage.settings import AppSettings
    from shtoss_desktop.ui.casino.window import CasinoWindow

    settings = AppSettings(tmp_path / "settings.ini")
    settings.set("animation_speed", "instant")
    window = CasinoWindow(settings, remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    window.start(window.default_config(seed=5, punters=1))
    qtbot.waitUntil(lambda: bool(window.announcer.said()), timeout=5_000)
    first = window.announcer.said()[-1].text
    assert first == spoken_text(window.controller.status_text())
    controller = window.controller
    for _ in range(3):
        if controller.can_deal():
            window.deal()
    said = [a.text for a in window.announcer.said()]
    turns = [line for line in said if line.startswith("Turn")]
    assert len(turns) >= 2, said
    assert turns[-1] == spoken_text(controller.status_text())
    assert all("♠" not in line and "♥" not in line and "♦" not in line and "♣" not in line for line in said)
    # A refusal is said too, at once.
    controller.refused.emit("No more bets on this rank")
    assert window.announcer.said()[-1] == Announcement("No more bets on this rank", Politeness.ASSERTIVE)



def test_the_coach_s_words_are_announced_too(qtbot, tmp_path: Path, quick_normal) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")
    window.settings.set("coach", True)
    coached: list[str] = []
    window.aids.coach.said.connect(coached.append)
    window.start(config(Role.PUNTER, computers=2, seed=7))
    window.set_autoplay(True)
    _play_one_deal(window, qtbot)
    assert coached, "the coach explained the deal's decided stakes"
    said = [announcement.text for announcement in window.announcer.said()]
    spoken = [spoken_text(" ".join(line.split())) for line in coached]
    positions = [said.index(line) for line in spoken]
    assert positions == sorted(positions), "in the order he said them"
