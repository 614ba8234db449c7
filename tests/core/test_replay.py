"""The verified replay (core/replay.py): a game rebuilt from its setup and its recorded moves, every move
checked by the rules again and every record it makes compared with the recorded one; the first refused
move or differing record ends the trusted part, named by its action and its reason."""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.machine import Record
from shtoss_desktop.core.replay import RecordedAction, ReplayError, ReplayMessage
from shtoss_desktop.core.shtoss.deal import Game, ShtossSetup
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage, StakeError
from shtoss_desktop.core.shtoss.events import Event, StakeDecided, StakePlaced
from shtoss_desktop.core.shtoss.moves import Cut, Move, PickUp, PlaceStake, Shuffle
from shtoss_desktop.core.shtoss.rules import HouseRules
from tests.core.helpers import cards, play_deal, stacked
from tests.core.walk import Walker

Action = RecordedAction[Move, Event]


def recorded(game: Game, *, group: random.Random | None = None) -> list[Action]:
    """The game's journal as moves and records: the opening (the setup's own records), then each played move
    as an action of its own, or (with `group`) runs of them as one action, as a controller publishes them."""
    moved = sum(len(played.events) for played in game.played)
    actions: list[Action] = [RecordedAction((), game.log[: len(game.log) - moved])]
    played = list(game.played)
    while played:
        count = group.randint(1, 4) if group is not None else 1
        run, played = played[:count], played[count:]
        actions.append(RecordedAction(tuple(p.move for p in run), tuple(e for p in run for e in p.events)))
    return actions


def walked(seed: int, actions: int = 120) -> tuple[ShtossSetup, Game]:
    walker = Walker(seed, max_actions=actions)
    walker.run()
    return ShtossSetup(walker.rules, tuple(walker.players), walker.players[0]), walker.game


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), grouping=st.integers(0, 2**16))
def test_a_random_session_replays_from_its_moves_to_the_same_state_and_records(seed: int, grouping: int) -> None:
    setup, game = walked(seed)
    for actions in (recorded(game), recorded(game, group=random.Random(grouping))):
        result = Game.verified_replay(setup, actions)
        assert result.clean, result.failure
        assert result.good == len(actions)
        assert result.game.state() == game.state()
        assert result.game.log == game.log
        assert [p.move for p in result.game.played] == [p.move for p in game.played]


def small_session() -> tuple[ShtossSetup, Game]:
    setup = ShtossSetup(HouseRules(), ("Chekalinsky", "Hermann", "Narumov"), "Chekalinsky")
    game = Game.from_setup(setup, rng=random.Random(3))
    game.place_stake("Hermann", cards("3S"), 6)
    game.place_stake("Narumov", cards("7D"), 12)
    play_deal(game, stacked(52, "2S 3H 7S"))  # the three given on the sonik, the seven killed at 3
    game.pick_up("Hermann", cards("3S")[0])
    return setup, game


def test_a_refused_move_ends_the_trusted_part_with_the_game_before_its_action() -> None:
    setup, game = small_session()
    actions = recorded(game)
    index = next(i for i, a in enumerate(actions) if a.moves and isinstance(a.moves[0], PlaceStake)) + 1
    forged = PlaceStake("Narumov", tuple(cards("7D")), -500)
    actions[index] = msgspec.structs.replace(actions[index], moves=(forged,))
    result = Game.verified_replay(setup, actions)
    assert result.good == index
    failure = result.failure
    assert failure is not None
    assert failure.template is ReplayMessage.MOVE_REFUSED
    assert (failure.key, failure.action) == (("actions", index, "moves", 0), index)
    reason = failure.params["reason"]
    assert isinstance(reason, StakeError)
    assert reason.template is GameMessage.KUSH_MIN
    assert str(failure) == (f"actions[{index}].moves[0]: action {index + 1}: the rules refuse its move 1 "
                            "(place_stake): the kush -500 is below the initial kush 6")
    assert result.game.log == game.log[: len(result.game.log)]
    assert [e.kind for e in result.game.log] == ["session_started", "bank_put_up", "stake_placed"]


def test_a_record_that_differs_names_the_fields() -> None:
    setup, game = small_session()
    actions = recorded(game)
    index = next(i for i, a in enumerate(actions) if any(isinstance(e, StakeDecided) for e in a.events))
    events = list(actions[index].events)
    number = next(k for k, e in enumerate(events) if isinstance(e, StakeDecided))
    decided = events[number]
    assert isinstance(decided, StakeDecided)
    events[number] = msgspec.structs.replace(decided, amount=1_000_000)
    actions[index] = msgspec.structs.replace(actions[index], events=tuple(events))
    result = Game.verified_replay(setup, actions)
    failure = result.failure
    assert failure is not None
    assert (result.good, failure.template, failure.key) == (index, ReplayMessage.FIELDS_DIFFER,
                                                            ("actions", index, "events", number))
    assert failure.params["fields"] == "amount"
    assert (failure.expected, failure.recorded) == (decided, events[number])


@pytest.mark.parametrize("change", ["kind", "missing", "extra", "empty", "opening"])
def test_every_way_records_can_differ_is_named(change: str) -> None:
    setup, game = small_session()
    actions = recorded(game)
    index = next(i for i, a in enumerate(actions) if i and len(a.events) > 2) if change != "opening" else 0
    events = list(actions[index].events)
    if change == "kind":
        events[0] = StakePlaced("Hermann", tuple(cards("4S")), 6, 9, False)
        template = ReplayMessage.KIND_DIFFERS
    elif change == "missing":
        events.pop()
        template = ReplayMessage.RECORD_MISSING
    elif change == "extra":
        events.append(events[-1])
        template = ReplayMessage.RECORD_EXTRA
    elif change == "empty":
        events = []
        template = ReplayMessage.EMPTY
    else:
        first = events[0]
        events[0] = msgspec.structs.replace(first, balances=(("Chekalinsky", 1200), ("Hermann", 999_999_999),
                                                         ("Narumov", 1200)))
        template = ReplayMessage.FIELDS_DIFFER
    actions[index] = msgspec.structs.replace(actions[index], events=tuple(events))
    result = Game.verified_replay(setup, actions)
    assert result.failure is not None
    assert (result.good, result.failure.template) == (index, template)
    assert result.failure.action == index
    str(result.failure)  # every message fills in


def test_a_bad_shuffle_or_cut_is_refused_as_a_move() -> None:
    setup, game = small_session()
    actions = recorded(game)
    index = next(i for i, a in enumerate(actions) if a.moves and isinstance(a.moves[0], Shuffle))
    twice = (*stacked(52, "")[:51], Card.parse("2S"))
    for move in (Shuffle(twice), Cut("Hermann", 0, None), Cut("Hermann", 52, stacked(52, ""))):
        forged = list(actions)
        forged[index] = msgspec.structs.replace(forged[index], moves=(move,))
        failure = Game.verified_replay(setup, forged).failure
        assert failure is not None
        assert failure.template is ReplayMessage.MOVE_REFUSED
        assert isinstance(failure.params["reason"], GameError)
    pick = next(i for i, a in enumerate(actions) if a.moves and isinstance(a.moves[0], PickUp))
    forged = list(actions)
    forged[pick] = msgspec.structs.replace(forged[pick], moves=(PickUp("Lugin", cards("3S")[0]),))
    failure = Game.verified_replay(setup, forged).failure
    assert failure is not None
    assert failure.params["reason"].template is GameMessage.NO_WIN  # type: ignore[attr-defined]


def test_a_replay_error_is_a_core_error_with_its_records() -> None:
    error = ReplayError(ReplayMessage.EMPTY, ("actions", 4), action=5)
    assert (error.action, error.expected, error.recorded, str(error)) == (4, None, None,
                                                                         "actions[4]: action 5 holds no record")
    assert isinstance(StakePlaced("H", (), 6, 1, False), Record)
