"""Journals that kept records only (release 0.1.0) read back (core/shtoss/inference.py): each action's moves
found from its records, then the verified replay; every journal release 0.1.0 wrote replays clean to exactly
the state that release replayed it to, and a forged record is refused at its own action."""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.jsonio import load_json
from shtoss_desktop.core.replay import ReplayMessage
from shtoss_desktop.core.seats import SetupError, SetupMessage
from shtoss_desktop.core.shtoss.deal import Game, ShtossSetup, plie_in_current_order
from shtoss_desktop.core.shtoss.events import (
    EVENT_TYPES,
    Event,
    PremiumPaid,
    RulesChanged,
    SessionStarted,
    Shuffled,
    StakeDecided,
    StakeOffered,
    StakePlaced,
    StakeRefused,
)
from shtoss_desktop.core.shtoss.rules import HouseRules, PremiumEvent
from shtoss_desktop.core.shtoss.settle import Outcome
from tests.core.walk import Walker

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "release-0.1.0"
EXPECTED: dict[str, dict[str, Any]] = json.loads((FIXTURES / "expected.json").read_text(encoding="utf-8"))
JOURNALS = sorted(name for name in EXPECTED if name.startswith("shtoss-"))


def read_journal(name: str) -> tuple[ShtossSetup, list[list[Event]]]:
    """A release-0.1.0 journal's setup and records (lists of one's own to forge), read once."""
    setup, actions = _read_journal(name)
    return setup, [list(action) for action in actions]


@functools.cache
def _read_journal(name: str) -> tuple[ShtossSetup, tuple[tuple[Event, ...], ...]]:
    """A release-0.1.0 journal's setup and records, read with the core's JSON reader (the journal's own format
    is storage's): the rules from its header, the seats from its first record."""
    lines = (FIXTURES / name).read_bytes().splitlines()
    header = load_json(lines[0])
    assert isinstance(header, dict)
    actions: list[list[Event]] = []
    for line in lines[1:]:
        action = load_json(line)
        assert isinstance(action, dict)
        actions.append([Event.from_json(record) for record in action["events"]])
    first = actions[0][0]
    assert isinstance(first, SessionStarted)
    setup = ShtossSetup(HouseRules.from_json(header["rules"]), first.players, first.banker)
    return setup, tuple(tuple(action) for action in actions)


def summary(game: Game, actions: int) -> dict[str, Any]:
    """What release 0.1.0 wrote down of the state a journal replayed to (expected.json)."""
    state = game.state()
    return {
        "events": len(game.log), "actions": actions, "phase": state.phase.value, "bank": state.bank,
        "banker": state.banker, "deal_number": state.deal_number, "dealt": state.dealt,
        "balances": [list(pair) for pair in state.balances],
        "stakes": [[s.punter, str(s.card), s.riding, s.corners] for s in state.stakes],
        "winnings": [[w.punter, str(w.card), w.total] for w in state.winnings],
        "left": sorted(state.left), "last_kind": game.log[-1].kind,
    }


@pytest.mark.parametrize("name", JOURNALS)
def test_every_journal_of_release_0_1_0_replays_clean_to_its_state(name: str) -> None:
    setup, actions = read_journal(name)
    result, inference = Game.replay_records(setup, actions)
    assert result.clean, result.failure
    assert result.good == len(actions) == len(inference.actions)
    assert summary(result.game, result.good) == EXPECTED[name]
    # The same records, a plié's left card now dealt before the plié's stakes are decided.
    assert [e for a in actions for e in plie_in_current_order(a)] == list(result.game.log)
    # The moves found replay as any recorded moves: a journal written again as moves reads back the same.
    again = Game.verified_replay(setup, inference.actions)
    assert again.clean
    assert again.game.state() == result.game.state()


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), grouping=st.integers(0, 2**16))
def test_the_records_of_a_random_session_find_its_moves_again(seed: int, grouping: int) -> None:
    walker = Walker(seed, max_actions=120)
    walker.run()
    game = walker.game
    setup = ShtossSetup(walker.rules, tuple(walker.players), walker.players[0])
    group = random.Random(grouping)
    moved = sum(len(played.events) for played in game.played)
    actions: list[list[Event]] = [list(game.log[: len(game.log) - moved])]
    for played in game.played:
        if actions[-1] and len(actions) > 1 and group.random() < 0.4:
            actions[-1] += played.events  # several moves in one action, as a controller publishes them
        else:
            actions.append(list(played.events))
    result, _ = Game.replay_records(setup, actions)
    assert result.clean, result.failure
    assert result.game.state() == game.state()
    assert result.game.log == game.log


# ----- forged journals: every field of every record changed to a value the rules forbid -----

STRANGER = "Lugin"


def forgeries(record: Event) -> Iterator[tuple[str, object]]:
    """(field, value) pairs that no move the rules allow can make at this point: a stranger for a name, a
    negative or huge number, a flipped flag, another member, another fraction, a card list no stake or deck
    may be. (Another legal stake or shuffle would be another game, not a forgery the rules can tell.)"""
    for field in msgspec.structs.fields(record):
        value = getattr(record, field.name)
        if isinstance(record, RulesChanged):
            continue  # any valid rules may be agreed between deals
        if isinstance(value, bool):
            yield field.name, not value
        elif isinstance(value, int):
            yield field.name, -500
            yield field.name, 999_999_999
        elif isinstance(value, str):
            yield field.name, STRANGER
        elif isinstance(value, Fraction):
            yield field.name, value + 1
        elif isinstance(value, Outcome):
            yield field.name, Outcome.GIVEN if value is not Outcome.GIVEN else Outcome.KILLED
        elif isinstance(value, Card) and not isinstance(record, Shuffled | StakePlaced | StakeOffered | StakeRefused):
            yield field.name, Card(value.rank, next(s for s in type(value.suit) if s is not value.suit))
        elif isinstance(value, tuple) and value and isinstance(value[0], Card):
            yield field.name, (*value, *value)  # cards twice over: no deck and no stake
        elif isinstance(value, tuple) and value and isinstance(value[0], tuple):
            name, amount = value[0]
            yield field.name, ((name, amount + 999_999_999), *value[1:])


WALKS: dict[str, tuple[int, bool]] = {"walk-84": (84, True), "walk-52": (52, False)}
"""Random sessions (seed, favouring rides) whose records hold the kinds the journals of release 0.1.0 do not:
a paix, a punter who stops, the rules changed between deals, a bank rotated as it broke."""


@functools.cache
def _walked(name: str) -> tuple[ShtossSetup, tuple[tuple[Event, ...], ...]]:
    seed, rides = WALKS[name]
    walker = Walker(seed, max_actions=400, rides=rides, legal_only=True)
    walker.run()
    game = walker.game
    moved = sum(len(played.events) for played in game.played)
    actions = [game.log[: len(game.log) - moved], *(played.events for played in game.played)]
    return ShtossSetup(walker.rules, tuple(walker.players), walker.players[0]), tuple(actions)


def session(name: str) -> tuple[ShtossSetup, list[list[Event]]]:
    """A journal of release 0.1.0, or a random session kept as records, as lists of one's own to forge."""
    setup, actions = _walked(name) if name in WALKS else _read_journal(name)
    return setup, [list(action) for action in actions]


def corpus() -> Iterator[tuple[str, int, int, str, object]]:
    """(session, action, record, field, forged value) for the first record of each kind in each journal of
    release 0.1.0 and in random sessions that hold the kinds those do not."""
    for name in (*JOURNALS, *WALKS):
        seen: set[str] = set()
        _, actions = session(name)
        for index, action in enumerate(actions):
            for number, record in enumerate(action):
                if record.kind in seen:
                    continue
                seen.add(record.kind)
                for field, value in forgeries(record):
                    yield name, index, number, field, value


CORPUS = list(corpus())


@pytest.mark.parametrize(("name", "index", "number", "field", "value"), CORPUS,
                         ids=[f"{c[0].removesuffix('.jsonl')}-{c[1]}.{c[2]}-{c[3]}={str(c[4])[:12]}" for c in CORPUS])
def test_a_forged_record_is_refused_at_its_own_action(name: str, index: int, number: int, field: str,
                                                      value: object) -> None:
    setup, actions = session(name)
    actions[index][number] = msgspec.structs.replace(actions[index][number], **{field: value})
    if index == 0 and number == 0 and field in ("players", "banker"):
        return  # the seats come from this record: see the set-up tests below
    result, _ = Game.replay_records(setup, actions)
    assert result.failure is not None, "a forged journal replayed clean"
    assert result.good == index, result.failure
    assert result.failure.template in (ReplayMessage.NO_MOVE, ReplayMessage.FIELDS_DIFFER,
                                       ReplayMessage.KIND_DIFFERS, ReplayMessage.RECORD_EXTRA)
    trusted = (tuple(e for a in actions[:index] for e in plie_in_current_order(a)) if index
               else Game.from_setup(setup).log)
    assert result.game.log == trusted


def test_the_forged_corpus_covers_every_kind_of_record() -> None:
    forged = {session(name)[1][index][number].kind for name, index, number, _, _ in CORPUS}
    assert forged == set(EVENT_TYPES) - {"rules_changed"}  # any valid rules may be agreed: no forgery to tell
    assert len(CORPUS) > 200


def test_money_from_nothing_is_refused_where_it_appears() -> None:
    setup, actions = read_journal("shtoss-ended.jsonl")
    # "You" sits down with 999 999 999 though the rules' capital is 1 200: the opening differs.
    opening = [msgspec.structs.replace(actions[0][0], balances=(("Chekalinsky", 1200), ("You", 999_999_999),
                                                           ("Narumov", 1200))), *actions[0][1:]]
    result, _ = Game.replay_records(setup, [opening, *actions[1:]])
    assert result.failure is not None
    assert (result.good, result.failure.template, result.failure.params["fields"]) == (
        0, ReplayMessage.FIELDS_DIFFER, "balances")
    assert result.game.state().balance("You") == 1200
    # A premium of 594 to "You" under rules that have no premiums.
    index = next(i for i, a in enumerate(actions) if any(isinstance(e, StakeDecided) and e.punter == "You"
                                                        and e.outcome is Outcome.GIVEN for e in a))
    paid = PremiumPaid("You", PremiumEvent.SONIK_WIN, None, None, 594)
    forged = [list(a) for a in actions]
    forged[index].append(paid)
    result, _ = Game.replay_records(setup, forged)
    assert result.failure is not None
    assert result.good == index
    # Every killed card rewritten as given.
    forged = [[msgspec.structs.replace(e, outcome=Outcome.GIVEN, amount=-e.amount)
               if isinstance(e, StakeDecided) and e.outcome is Outcome.KILLED else e for e in a] for a in actions]
    first = next(i for i, a in enumerate(actions) if any(isinstance(e, StakeDecided) and e.outcome is Outcome.KILLED
                                                        for e in a))
    result, _ = Game.replay_records(setup, forged)
    assert result.failure is not None
    assert result.good == first


def test_seats_beyond_the_rules_are_refused_at_the_setup() -> None:
    setup, actions = read_journal("shtoss-punter.jsonl")
    crowd = (*setup.players, *(f"P{i}" for i in range(2000)))
    with pytest.raises(SetupError) as caught:
        Game.replay_records(msgspec.structs.replace(setup, players=crowd), actions)
    assert caught.value.template is SetupMessage.SEATS
    with pytest.raises(SetupError) as stranger:
        Game.replay_records(msgspec.structs.replace(setup, banker=STRANGER), actions)
    assert stranger.value.template is SetupMessage.BANKER_NOT_SEATED
