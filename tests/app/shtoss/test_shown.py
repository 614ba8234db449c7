"""The records as the table shows them (`ShownShtoss`, on `ShownGame`): a record source like the controller, whose
game is the one the records shown so far make, and the models on it, which say only what has been shown."""

from __future__ import annotations

from shtoss_desktop.app.shtoss.controller import GameController
from shtoss_desktop.app.shtoss.models import HistoryModel, HistoryRole, OddsModel, OddsRole
from shtoss_desktop.app.shtoss.shown import ShownShtoss
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import DealFinished
from tests.app.app_helpers import play, start


def _played() -> GameController:
    controller = GameController()
    start(controller, Role.PUNTER, seed=7)
    play(controller, deals=2)
    return controller


def test_the_shown_game_is_the_one_the_records_shown_make_and_it_catches_up(qapp) -> None:
    controller = _played()
    log = list(controller.game.log)
    shown = ShownShtoss(controller)
    told: list[object] = []
    shown.eventRecorded.connect(told.append)
    caught: list[bool] = []
    shown.caughtUp.connect(lambda: caught.append(True))
    shown.clear()
    assert not shown.has_game
    half = len(log) // 2
    for record in log[:half]:
        shown.show((record,))
    assert shown.game.state() != controller.game.state(), "half a session shown: the shown game is behind"
    assert shown.behind() == len(log) - half
    assert not shown.caught_up()
    assert caught == []
    shown.show(tuple(log[half:]))
    assert shown.game.state() == controller.game.state()
    assert told == log, "every record once, in order"
    assert shown.caught_up()
    assert caught == [True]


def test_the_models_on_the_shown_records_say_only_what_was_shown(qapp) -> None:
    controller = _played()
    log = list(controller.game.log)
    shown = ShownShtoss(controller)
    history = HistoryModel(shown)
    odds = OddsModel(shown)
    shown.clear()
    end = next(index for index, record in enumerate(log) if isinstance(record, DealFinished))
    for record in log[: end + 1]:
        shown.show((record,))
    events = [history.index(row, 0).data(HistoryRole.EVENT) for row in range(history.rowCount())]
    assert all(any(event is record for record in log[: end + 1]) for event in events)
    assert log[end] in events, "the deal's end is told once shown"
    size = controller.config.rules.deck_size
    copies = sum(odds.index(row, 0).data(OddsRole.COPIES) for row in range(odds.rowCount()))
    assert shown.cards_out
    assert copies < size, "the ended deal's cards still lie on the cloth: the odds count them out"
    gathered: list[bool] = []
    shown.dealGathered.connect(lambda: gathered.append(True))
    shown.gather()
    assert gathered == [True]
    assert not shown.cards_out
    copies = sum(odds.index(row, 0).data(OddsRole.COPIES) for row in range(odds.rowCount()))
    assert copies == size, "gathered: a fresh deck"


def test_new_rules_of_a_smaller_deck_between_deals_count_a_fresh_deck_while_the_old_cards_lie_out(qapp) -> None:
    # Found in a real window: the settings changed to a 32-card deck after a deal had ended, its 52-card piles still
    # on the cloth; the odds counted the old deck's six of spades against the new rules and raised.
    from shtoss_desktop.core.shtoss.rules import HouseRules

    controller = GameController()
    start(controller, Role.PUNTER, seed=7)
    play(controller, deals=1)
    shown = ShownShtoss(controller)
    odds = OddsModel(shown)
    shown.clear()
    shown.show(tuple(controller.game.log))
    assert shown.cards_out
    smaller = HouseRules(deck_size=32)
    controller.change_rules(smaller)
    assert controller.game.rules.deck_size == 32, "between deals the new rules apply at once"
    shown.show(tuple(controller.game.log[len(shown.game.log):]))
    assert shown.cards_out, "the old deal's cards still lie on the cloth"
    assert odds.rowCount() == 8, "the ranks of a 32-card deck"
    copies = sum(odds.index(row, 0).data(OddsRole.COPIES) for row in range(odds.rowCount()))
    assert copies == 32, "the next deal's deck is a fresh one of the new size"
