"""The moves of a shtoss action found from its records, for journals that kept records only (release 0.1.0).

`suggest_moves` is the shtoss game's `replay.Suggest`: from the records still to be explained it builds the
moves that could have made them, those that can open with records of another kind first (a session's end
returns the stakes first, a cut picks the winnings up, a deal in a talia too), each with what its records
tell (the cut's punter, position and shuffle; the new rules; who stopped), then the moves the first record
tells of. `replay.infer_actions` plays each on the game and keeps the first whose records come next.

>>> from shtoss_desktop.core.cards import Card
>>> from shtoss_desktop.core.shtoss.deal import Game
>>> from shtoss_desktop.core.shtoss.rules import HouseRules
>>> game = Game(HouseRules(), ["Chekalinsky", "Hermann"])
>>> suggest_moves(game, [StakePlaced("Hermann", (Card.parse("3S"),), 6, 1, False)])
[PlaceStake(punter='Hermann', cards=(Card.parse('3S'),), kush=6, banker_refuses=False)]
"""

from __future__ import annotations

from collections.abc import Sequence

from shtoss_desktop.core.shtoss.events import (
    AtandeCalled,
    BankerRotated,
    BankPutUp,
    BankReturned,
    CardDealt,
    DeckCut,
    Event,
    PaixMade,
    ParoliBent,
    PunterLeft,
    RulesChanged,
    SessionEnded,
    Shuffled,
    StakeOffered,
    StakePlaced,
    StakeRefused,
    WinningsPickedUp,
)
from shtoss_desktop.core.shtoss.moves import (
    AnswerOffer,
    BendParoli,
    CallAtande,
    ChangeRules,
    Cut,
    DealAbzug,
    EndSession,
    GiveUpBank,
    Move,
    NewBank,
    Paix,
    PickUp,
    PickUpAll,
    PlaceStake,
    Shuffle,
    Stop,
)
from shtoss_desktop.core.shtoss.table import Table


def suggest_moves(game: Table, records: Sequence[Event]) -> list[Move]:
    """The moves that could make `records` (the first of them next) on `game`, the likeliest first."""
    moves: list[Move] = []
    for index, record in enumerate(records):
        if isinstance(record, SessionEnded):
            moves += [EndSession(), GiveUpBank()]
        elif isinstance(record, BankerRotated):
            moves.append(GiveUpBank())
        elif isinstance(record, BankPutUp | BankReturned):
            moves.append(NewBank())
        elif isinstance(record, RulesChanged):
            moves.append(ChangeRules(record.rules))
        elif isinstance(record, PunterLeft) and not record.out_of_money:
            moves.append(Stop(record.punter))
        elif isinstance(record, DeckCut):
            shuffle = None
            if not game.has_shuffled():
                shuffle = next((r.order for r in reversed(records[:index]) if isinstance(r, Shuffled)), None)
            moves.append(Cut(record.punter, record.position, shuffle))
        elif isinstance(record, CardDealt):
            moves.append(DealAbzug())
    moves += _told_by_the_first(game, records[0])
    unique: list[Move] = []
    for move in moves:
        if move not in unique:
            unique.append(move)
    return unique


def _told_by_the_first(game: Table, first: Event) -> list[Move]:
    """The moves whose records begin with `first`, the likeliest first."""
    if isinstance(first, WinningsPickedUp):
        return [PickUpAll(first.punter), PickUp(first.punter, first.card)]
    if isinstance(first, ParoliBent):
        return [BendParoli(first.punter, first.card)]
    if isinstance(first, PaixMade):
        return [Paix(first.punter, first.card)]
    if isinstance(first, StakePlaced | StakeOffered):
        answer: list[Move] = [AnswerOffer(True)] if game.offer is not None else []
        return [*answer, PlaceStake(first.punter, first.cards, first.kush)]
    if isinstance(first, StakeRefused):
        return [AnswerOffer(False)]
    if isinstance(first, Shuffled):
        return [Shuffle(first.order)]
    if isinstance(first, AtandeCalled):
        return [CallAtande(first.player)]
    return []
