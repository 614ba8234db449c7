"""The verified replay, for both games: a game rebuilt from its recorded moves, every one checked again.

A journal is a record of moves. Reading one back, the game is set up anew from its setup (the rules and
the seats: the starting balances are the rules', never a file's) and every recorded move is played through
`Machine.play`, so through the same `verify_*` as live play; the records each action makes are compared
with the ones the journal says it made. A recorded event is never applied as it stands. The first move the
rules refuse, or the first record that differs, ends the trusted part: `ReplayResult` holds the game up to
the last good action, how many actions were good, and a `ReplayError` naming the action (its index in the
list, and `action` counted from 1 in the message), the move or record, and why.

Action 0 is the opening: the records the setup itself makes (the players sitting down, the first bank)
come first among its records, then those of its moves (the casino's first shoe is one).

Journals of release 0.1.0 recorded events only. `infer_actions` finds each action's moves from its
records: from the records still to be explained it takes the candidate moves a game suggests (`Suggest`,
built from those records: a `DeckCut` suggests the cut it tells of, a `StakePlaced` the stake), plays each
on the game, takes back (`Machine.rewind`) those whose records are not the next ones, and keeps the first
that are; any such move leaves the same table, since a table is what its records make it. The actions
found are then replayed as any others (`replay_records`).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Sequence
from typing import Any, ClassVar, Generic, TypeVar

import msgspec

from shtoss_desktop.core.errors import CoreError, Key
from shtoss_desktop.core.machine import Machine, Record

MoveT = TypeVar("MoveT", bound=Record)
RecordT = TypeVar("RecordT", bound=Record)
GameT = TypeVar("GameT", bound=Machine[Any, Any, Any])


@enum.unique
class ReplayMessage(enum.StrEnum):
    """Every message template of `ReplayError`: the value is the English, the member is what the interface
    looks its translation up by (context "core"). Actions and records are counted from 1."""

    MOVE_REFUSED = "action {action}: the rules refuse its move {move} ({kind}): {reason}"
    """A recorded move the rules do not allow (`reason`: the game's own error)."""
    KIND_DIFFERS = (
        "action {action}: record {record} is a {recorded_kind} record where the rules make a {expected_kind} record")
    """A record of another kind than the one the moves make."""
    FIELDS_DIFFER = "action {action}: record {record}, a {kind} record, is not what the rules make: {fields} differ"
    """A record of the right kind whose fields differ from the ones the moves make."""
    RECORD_MISSING = "action {action}: the rules make a {expected_kind} record after its {count} records"
    """The moves make more records than the action holds."""
    RECORD_EXTRA = "action {action}: its record {record}, a {recorded_kind} record, is one the rules do not make"
    """The action holds more records than its moves make."""
    NO_MOVE = "action {action}: no move the rules allow makes its record {record}, a {recorded_kind} record"
    """No move explains the records of an action (inference)."""
    EMPTY = "action {action} holds no record"
    """An action with nothing in it (every action makes at least one record)."""


class ReplayError(CoreError):
    """Where a replay left the rules, and why: a `ReplayMessage` with the action (and the move or the record).

    Its key is `("actions", i)`, `("actions", i, "moves", j)` or `("actions", i, "events", k)`, indices from 0;
    `action` is the index of the action; `expected` and `recorded` are the records compared, when a record
    differs, and `params["reason"]` is the game's own error when a move is refused.
    """

    messages: ClassVar[tuple[type[enum.StrEnum], ...]] = (ReplayMessage,)

    def __init__(self, template: ReplayMessage, key: Key, /, *, expected: Record | None = None,
                 recorded: Record | None = None, **params: object) -> None:
        super().__init__(template, key, **params)
        self.action: int = int(key[1])
        """The index of the action (0: the first, the opening)."""
        self.expected = expected
        """The record the rules make, where one differs (or is missing)."""
        self.recorded = recorded
        """The record the journal holds, where one differs (or is extra)."""


class RecordedAction(msgspec.Struct, Generic[MoveT, RecordT], frozen=True):
    """One action as a journal keeps it: the moves played and the records they made."""

    moves: tuple[MoveT, ...]
    """The moves, in the order played."""
    events: tuple[RecordT, ...]
    """The records they made (for action 0, after the setup's own)."""


class ReplayResult(msgspec.Struct, Generic[GameT], frozen=True):
    """What a verified replay rebuilt: the game up to the last good action, and the first bad one."""

    game: GameT
    """The game after the good actions (a new game from the setup when even the first is bad)."""
    good: int
    """How many actions, from the first, replayed clean."""
    failure: ReplayError | None
    """Why the next action is not trusted (None: every action replayed clean)."""

    @property
    def clean(self) -> bool:
        """Every action replayed clean."""
        return self.failure is None


class Inference(msgspec.Struct, Generic[MoveT, RecordT], frozen=True):
    """The moves found for recorded actions (`infer_actions`), up to the first action none explains."""

    actions: tuple[RecordedAction[MoveT, RecordT], ...]
    """Every action whose moves were found, with its records."""
    failure: ReplayError | None
    """Why the next action has no moves (None: every action was explained)."""


Suggest = Callable[[GameT, Sequence[RecordT]], Iterable[MoveT]]
"""A game's candidate moves for the records still to be explained (the first of them is the next record)."""


def verified_replay(start: Callable[[], GameT], actions: Sequence[RecordedAction[Any, Any]]) -> ReplayResult[GameT]:
    """The game `start` sets up, with every action's moves played on it and every record compared.

    `start` raises (a `SetupError`, say) if the setup itself is bad; everything after is a `ReplayResult`.
    """
    game = start()
    opening = game.log
    for index, action in enumerate(actions):
        mark = game.checkpoint()
        made: list[Record] = list(opening) if index == 0 else []
        problem: ReplayError | None = None
        for number, move in enumerate(action.moves):
            try:
                made += game.play(move)
            except CoreError as error:
                problem = ReplayError(ReplayMessage.MOVE_REFUSED, ("actions", index, "moves", number),
                                      action=index + 1, move=number + 1, kind=move.kind, reason=error)
                break
        problem = problem or _compare(index, made, action.events)
        if problem is not None:
            game.rewind(mark)
            return ReplayResult(game, index, problem)
    return ReplayResult(game, len(actions), None)


def _compare(index: int, made: Sequence[Record], recorded: Sequence[Record]) -> ReplayError | None:
    """The first difference between the records the moves made and the ones the action holds."""
    if not recorded:
        return ReplayError(ReplayMessage.EMPTY, ("actions", index), action=index + 1)
    for number, (expected, found) in enumerate(zip(made, recorded, strict=False)):
        if expected == found:
            continue
        key = ("actions", index, "events", number)
        if type(expected) is not type(found):
            return ReplayError(ReplayMessage.KIND_DIFFERS, key, expected=expected, recorded=found, action=index + 1,
                               record=number + 1, recorded_kind=found.kind, expected_kind=expected.kind)
        fields = [name for name in expected.__struct_fields__ if getattr(expected, name) != getattr(found, name)]
        return ReplayError(ReplayMessage.FIELDS_DIFFER, key, expected=expected, recorded=found, action=index + 1,
                           record=number + 1, kind=found.kind, fields=", ".join(fields))
    if len(made) > len(recorded):
        return ReplayError(ReplayMessage.RECORD_MISSING, ("actions", index, "events", len(recorded)),
                           expected=made[len(recorded)], action=index + 1, count=len(recorded),
                           expected_kind=made[len(recorded)].kind)
    if len(recorded) > len(made):
        extra = recorded[len(made)]
        return ReplayError(ReplayMessage.RECORD_EXTRA, ("actions", index, "events", len(made)), recorded=extra,
                           action=index + 1, record=len(made) + 1, recorded_kind=extra.kind)
    return None


def infer_actions(start: Callable[[], GameT], recorded: Sequence[Sequence[RecordT]],
                  suggest: Suggest[GameT, RecordT, MoveT]) -> Inference[MoveT, RecordT]:
    """The moves that make each action's records, found by playing the moves `suggest` offers on the game
    `start` sets up; up to the first action (or record) no allowed move makes."""
    game = start()
    opening = game.log
    actions: list[RecordedAction[MoveT, RecordT]] = []
    for index, records in enumerate(recorded):
        if not records:
            return Inference(tuple(actions), ReplayError(ReplayMessage.EMPTY, ("actions", index), action=index + 1))
        done = 0
        if index == 0:
            problem = _compare(0, opening, records[: len(opening)])
            if problem is not None:
                return Inference(tuple(actions), problem)
            done = len(opening)
        moves: list[MoveT] = []
        while done < len(records):
            found = _next_move(game, records[done:], suggest)
            if found is None:
                nothing = records[done]
                return Inference(tuple(actions), ReplayError(
                    ReplayMessage.NO_MOVE, ("actions", index, "events", done), recorded=nothing, action=index + 1,
                    record=done + 1, recorded_kind=nothing.kind))
            move, count = found
            moves.append(move)
            done += count
        actions.append(RecordedAction(tuple(moves), tuple(records)))
    return Inference(tuple(actions), None)


def _next_move(game: GameT, rest: Sequence[RecordT], suggest: Suggest[GameT, RecordT, MoveT]
               ) -> tuple[MoveT, int] | None:
    """The first suggested move whose records begin `rest`, played on `game`, and how many records it made;
    every other move tried is taken back (`Machine.rewind`)."""
    mark = game.checkpoint()
    for move in suggest(game, rest):
        if not game.can(move):
            continue
        try:
            made = game.play(move)
        except CoreError:
            game.rewind(mark)
            continue
        if made and tuple(rest[: len(made)]) == tuple(made):
            return move, len(made)
        game.rewind(mark)
    return None


def replay_records(start: Callable[[], GameT], recorded: Sequence[Sequence[RecordT]],
                   suggest: Suggest[GameT, RecordT, MoveT]) -> tuple[ReplayResult[GameT], Inference[MoveT, RecordT]]:
    """A journal of records only, read back: its moves inferred (`infer_actions`), then replayed and checked
    like any recorded moves (`verified_replay`). The result's failure is the replay's, or else the
    inference's (the first action no move explains); the inference is returned too, for a journal that is
    written again as moves."""
    inference = infer_actions(start, recorded, suggest)
    result = verified_replay(start, inference.actions)
    if result.clean and inference.failure is not None:
        result = ReplayResult(result.game, result.good, inference.failure)
    return result, inference
