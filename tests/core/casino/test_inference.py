"""Casino journals of release 0.1.0 read back (core/casino/inference.py), and every casino session replayed
from its moves or its records (core/replay.py): clean to exactly the state that release replayed each
journal to, and every forged record or move refused at its own action."""

from __future__ import annotations

import enum
import functools
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.casino.errors import CasinoError, CasinoMessage
from shtoss_desktop.core.casino.events import BetDecided, CasinoEvent, CasinoSessionStarted
from shtoss_desktop.core.casino.game import CasinoGame, CasinoSetup
from shtoss_desktop.core.casino.moves import CasinoMove, ChangeBet, NewShoe, PlaceBet
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.casino.settle import BetOutcome
from shtoss_desktop.core.jsonio import load_json
from shtoss_desktop.core.replay import RecordedAction, ReplayMessage
from shtoss_desktop.core.seats import SetupError, SetupMessage
from tests.core.casino.test_game import played_session

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "release-0.1.0"
EXPECTED: dict[str, dict[str, Any]] = json.loads((FIXTURES / "expected.json").read_text(encoding="utf-8"))
JOURNALS = sorted(name for name in EXPECTED if name.startswith("casino-"))


@functools.cache
def _read_journal(name: str) -> tuple[CasinoSetup, tuple[tuple[CasinoEvent, ...], ...]]:
    """A casino journal of release 0.1.0: its setup (the rules of its header, the players of its first record)
    and each line's records, read with the core's JSON reader."""
    lines = (FIXTURES / name).read_bytes().splitlines()
    header = load_json(lines[0])
    assert isinstance(header, dict)
    actions = []
    for line in lines[1:]:
        records = load_json(line)
        assert isinstance(records, list)
        actions.append(tuple(CasinoEvent.from_json(record) for record in records))
    first = actions[0][0]
    assert isinstance(first, CasinoSessionStarted)
    return CasinoSetup(CasinoRules.from_json(header["rules"]), first.players), tuple(actions)


def read_journal(name: str) -> tuple[CasinoSetup, list[list[CasinoEvent]]]:
    setup, actions = _read_journal(name)
    return setup, [list(action) for action in actions]


def summary(game: CasinoGame) -> dict[str, Any]:
    """What release 0.1.0 wrote down of the state a casino journal replayed to (expected.json)."""
    return {
        "events": len(game.log), "phase": game.phase.value,
        "balances": [list(pair) for pair in sorted(game.balances().items())],
        "house_result": game.house_result, "shoe_number": game.shoe_number, "position": game.position,
        "bets": [[bet.player, bet.rank.char, bet.amount, bet.suit.value if bet.suit else None, bet.suit_amount]
                 for bet in game.bets],
        "last_kind": game.log[-1].kind,
    }


@pytest.mark.parametrize("name", JOURNALS)
def test_every_casino_journal_of_release_0_1_0_replays_clean_to_its_state(name: str) -> None:
    setup, actions = read_journal(name)
    result, inference = CasinoGame.replay_records(setup, actions)
    assert result.clean, result.failure
    assert result.good == len(actions)
    assert summary(result.game) == EXPECTED[name]
    assert isinstance(inference.actions[0].moves[0], NewShoe), "the first shoe is the opening's move"
    again = CasinoGame.verified_replay(setup, inference.actions)
    assert again.clean
    assert summary(again.game) == EXPECTED[name]


def moves_and_records(game: CasinoGame, group: random.Random | None = None
                      ) -> list[RecordedAction[CasinoMove, CasinoEvent]]:
    """A game's journal as moves and records: the opening (the players sitting down, then the first shoe and
    what follows in the same action), then each move, or runs of moves, as an action."""
    played = list(game.played)
    actions = [RecordedAction((played[0].move,), (game.log[0], *played[0].events))]
    played = played[1:]
    while played:
        count = group.randint(1, 4) if group is not None else 1
        run, played = played[:count], played[count:]
        actions.append(RecordedAction(tuple(p.move for p in run), tuple(e for p in run for e in p.events)))
    return actions


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), grouping=st.integers(0, 2**16))
def test_a_random_casino_session_replays_from_its_moves_and_from_its_records(seed: int, grouping: int) -> None:
    game = played_session(seed)
    setup = CasinoSetup(game.rules, game.players)
    for actions in (moves_and_records(game), moves_and_records(game, random.Random(grouping))):
        result = CasinoGame.verified_replay(setup, actions)
        assert result.clean, result.failure
        assert (result.game.log, result.game.balances()) == (game.log, game.balances())
        records, _ = CasinoGame.replay_records(setup, [list(action.events) for action in actions])
        assert records.clean, records.failure
        assert records.game.log == game.log


# ----- forged journals -----


def forgeries(record: CasinoEvent) -> Iterator[tuple[str, object]]:
    """(field, value) pairs no move the rules allow can make: a stranger, a negative or huge amount, a
    flipped flag, another outcome or box, a shoe of one card. (Another rank or suit may be another legal bet.)"""
    for field in msgspec.structs.fields(record):
        value = getattr(record, field.name)
        if isinstance(value, Rank | Suit):
            continue
        if isinstance(value, enum.Enum):
            yield field.name, next(member for member in type(value) if member is not value)
        elif isinstance(value, bool):
            yield field.name, not value
        elif isinstance(value, int):
            yield field.name, -500
            yield field.name, 999_999_999
        elif isinstance(value, str):
            yield field.name, "Lugin"
        elif isinstance(value, tuple) and value and isinstance(value[0], Card):
            yield field.name, (Card.parse("AS"),) * len(value)
        elif isinstance(value, tuple) and value and isinstance(value[0], tuple):
            name, amount = value[0]
            yield field.name, ((name, amount + 999_999_999), *value[1:])


def corpus() -> Iterator[tuple[str, int, int, str, object]]:
    for name in JOURNALS:
        _, actions = read_journal(name)
        seen: set[str] = set()
        for index, action in enumerate(actions):
            for number, record in enumerate(action):
                if record.kind not in seen:
                    seen.add(record.kind)
                    for field, value in forgeries(record):
                        yield name, index, number, field, value


CORPUS = list(corpus())


@pytest.mark.parametrize(("name", "index", "number", "field", "value"), CORPUS,
                         ids=[f"{c[0][7:-6]}-{c[1]}.{c[2]}-{c[3]}={str(c[4])[:12]}" for c in CORPUS])
def test_a_forged_casino_record_is_refused_at_its_own_action(name: str, index: int, number: int, field: str,
                                                             value: object) -> None:
    setup, actions = read_journal(name)
    if index == 0 and number == 0 and field == "players":
        return  # the seats come from this record: see the set-up test below
    actions[index][number] = msgspec.structs.replace(actions[index][number], **{field: value})
    result, _ = CasinoGame.replay_records(setup, actions)
    assert result.failure is not None, "a forged journal replayed clean"
    assert result.good == index, result.failure


def test_the_forged_corpus_covers_every_kind_of_record_in_the_journals() -> None:
    kinds = {record.kind for name in JOURNALS for action in read_journal(name)[1] for record in action}
    assert {read_journal(name)[1][index][number].kind for name, index, number, _, _ in CORPUS} == kinds


def test_what_release_0_1_0_let_through_is_refused_at_its_action() -> None:
    setup, actions = read_journal("casino-player.jsonl")
    # A gain of 1 000 000 on a lost bet.
    index, number = next((i, k) for i, a in enumerate(actions) for k, e in enumerate(a)
                         if isinstance(e, BetDecided) and e.outcome is BetOutcome.LOST)
    forged = read_journal("casino-player.jsonl")[1]
    forged[index][number] = msgspec.structs.replace(forged[index][number], gain=1_000_000)
    result, _ = CasinoGame.replay_records(setup, forged)
    assert result.failure is not None
    assert (result.good, result.failure.template) == (index, ReplayMessage.NO_MOVE)
    # A starting balance of 999 999 999.
    forged = read_journal("casino-player.jsonl")[1]
    started = forged[0][0]
    assert isinstance(started, CasinoSessionStarted)
    forged[0][0] = msgspec.structs.replace(started, balances=(("You", 999_999_999), *started.balances[1:]))
    result, _ = CasinoGame.replay_records(setup, forged)
    assert result.failure is not None
    assert (result.good, result.failure.template) == (0, ReplayMessage.FIELDS_DIFFER)
    assert result.game.balance("You") == 1000
    # 2 000 extra players.
    crowd_setup = msgspec.structs.replace(setup, players=(*setup.players, *(f"P{i}" for i in range(2000))))
    with pytest.raises(SetupError) as crowd:
        CasinoGame.replay_records(crowd_setup, actions)
    assert crowd.value.template is SetupMessage.CASINO_SEATS


@pytest.mark.parametrize(("change", "template"), [
    (lambda bet: msgspec.structs.replace(bet, amount=-500), CasinoMessage.AMOUNT_MIN),
    (lambda bet: msgspec.structs.replace(bet, amount=501), CasinoMessage.ABOVE_MAXIMUM),
    (lambda bet: msgspec.structs.replace(bet, amount=495, suit=Suit.HEARTS, suit_amount=3), CasinoMessage.SUIT_EVEN),
    (lambda bet: msgspec.structs.replace(bet, amount=5), CasinoMessage.BELOW_MINIMUM),
])
def test_a_forged_bet_is_refused_as_a_move_with_the_rule(change: Any, template: CasinoMessage) -> None:
    setup, _ = read_journal("casino-player.jsonl")
    _, inference = CasinoGame.replay_records(*read_journal("casino-player.jsonl"))
    actions = list(inference.actions)
    index, position = next((i, j) for i, a in enumerate(actions) for j, m in enumerate(a.moves)
                           if i and isinstance(m, PlaceBet))
    moves = list(actions[index].moves)
    moves[position] = change(moves[position])
    actions[index] = msgspec.structs.replace(actions[index], moves=tuple(moves))
    result = CasinoGame.verified_replay(setup, actions)
    assert result.failure is not None
    assert (result.good, result.failure.template) == (index, ReplayMessage.MOVE_REFUSED)
    reason = result.failure.params["reason"]
    assert isinstance(reason, CasinoError)
    assert reason.template is template


def test_a_bet_over_the_player_s_money_and_a_shoe_of_one_card_are_refused() -> None:
    setup = CasinoSetup(CasinoRules(table_maximum=10_000, capital=1000), ("You",))
    game = CasinoGame.from_setup(setup)
    assert not game.can(NewShoe((Card.parse("AS"),) * 312))
    game = CasinoGame(setup.rules, setup.players, rng=random.Random(1))
    with pytest.raises(CasinoError) as broke:
        game.play(PlaceBet("You", Rank.SEVEN, 1001))
    assert broke.value.template is CasinoMessage.BALANCE
    game.place_bet("You", Rank.SEVEN, 10)
    with pytest.raises(CasinoError) as change:
        game.play(ChangeBet("You", Rank.SEVEN, 2000))
    assert change.value.template is CasinoMessage.BALANCE
