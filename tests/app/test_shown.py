"""The records as a table shows them (`app/shown.py`, `ShownGame`, on the shtoss game here: the shtoss and casino
subclasses have tests of their own): nothing before a session's first record, every record once and in order
only once shown, the game shown already after a batch when its records are told, `caughtUp` only when nothing
waits, and `clear` forgetting the game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.shown import ShownGame
from shtoss_desktop.app.shtoss.controller import GameController
from shtoss_desktop.core.machine import Record
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import Game
from tests.app.app_helpers import play, start


class Source:
    """What the shown game asks its source: the rules and how many records its game holds."""

    def __init__(self, controller: GameController) -> None:
        self.controller = controller
        self.log: list[Record] = list(controller.game.log)
        self.sent = len(self.log)


@pytest.fixture
def source(qapp: QCoreApplication) -> Source:
    controller = GameController()
    start(controller, Role.PUNTER, seed=11)
    play(controller, deals=1)
    return Source(controller)


def shown_of(source: Source) -> tuple[ShownGame[Game], list[object], list[str]]:
    shown: ShownGame[Game] = ShownGame(Game, lambda: source.controller.config.rules, lambda: source.sent)
    told: list[object] = []
    signals: list[str] = []
    shown.eventRecorded.connect(told.append)
    shown.eventRecorded.connect(lambda _record: signals.append("record"))
    shown.caughtUp.connect(lambda: signals.append("caughtUp"))
    shown.sessionStarted.connect(lambda: signals.append("sessionStarted"))
    return shown, told, signals


def test_nothing_is_told_before_it_is_shown(source: Source) -> None:
    shown, told, signals = shown_of(source)
    assert not shown.has_game
    with pytest.raises(LookupError):
        _ = shown.game
    assert shown.behind() == len(source.log)
    assert not shown.caught_up()
    shown.show(())
    assert (told, signals) == ([], []), "an empty move tells nothing, not even caughtUp"


def test_each_record_is_told_once_in_order_and_caught_up_only_at_the_end(source: Source) -> None:
    shown, told, signals = shown_of(source)
    for index, record in enumerate(source.log):
        shown.show((record,))
        assert told == source.log[: index + 1]
        assert signals.count("caughtUp") == (1 if index == len(source.log) - 1 else 0)
    assert signals[-1] == "caughtUp"
    assert shown.caught_up()
    assert shown.behind() == 0
    assert shown.game.state() == source.controller.game.state()


def test_a_batch_is_applied_whole_before_its_records_are_told(source: Source) -> None:
    shown, _told, _signals = shown_of(source)
    states: list[object] = []
    shown.eventRecorded.connect(lambda _record: states.append(shown.game.state()))
    shown.show(tuple(source.log))
    assert states, "the records were told"
    assert all(state == source.controller.game.state() for state in states), "the game shown is after the batch"


def test_records_before_a_sessions_first_are_skipped_but_counted(source: Source) -> None:
    shown, told, _signals = shown_of(source)
    first, rest = source.log[0], source.log[1:]
    shown.show(tuple(rest[:3]))
    assert told == []
    assert not shown.has_game, "no game without its session's first record"
    assert shown.behind() == len(source.log) - 3, "what the table passed over is not waited for"
    shown.show((first,))
    assert shown.has_game
    assert told == [first]


def test_a_source_that_sent_more_keeps_the_shown_game_behind(source: Source) -> None:
    shown, _told, signals = shown_of(source)
    source.sent = len(source.log) + 2
    shown.show(tuple(source.log))
    assert "caughtUp" not in signals
    assert shown.behind() == 2
    source.sent = 0
    assert shown.behind() == 0, "never less than nothing"
    assert shown.caught_up()


def test_clear_forgets_the_game_and_starts_again(source: Source) -> None:
    shown, told, signals = shown_of(source)
    shown.show(tuple(source.log))
    signals.clear()
    told.clear()
    shown.clear()
    assert signals == ["sessionStarted"]
    assert not shown.has_game
    assert shown.behind() == len(source.log)
    shown.show(tuple(source.log))
    assert told == source.log, "the session told again from its first record"
    assert signals[-1] == "caughtUp"
