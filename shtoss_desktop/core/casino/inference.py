"""The moves of a casino action found from its records, for journals that kept records only (release 0.1.0).

`suggest_moves` is the casino game's `replay.Suggest`: the end of the session and a turn first (each may
take bets back or decide them before its own record), then the move the first record tells of; the
`BetChanged` of an addition is read as the change it made (both make the same record).
"""

from __future__ import annotations

from collections.abc import Sequence

from shtoss_desktop.core.casino.events import (
    BetChanged,
    BetPlaced,
    BetTakenBack,
    CasinoEvent,
    CasinoSessionEnded,
    ShoeShuffled,
    TurnDealt,
)
from shtoss_desktop.core.casino.moves import (
    CasinoMove,
    ChangeBet,
    DealTurn,
    EndCasinoSession,
    NewShoe,
    PlaceBet,
    TakeBackBet,
)
from shtoss_desktop.core.casino.table import CasinoTable


def suggest_moves(game: CasinoTable, records: Sequence[CasinoEvent]) -> list[CasinoMove]:
    """The moves that could make `records` (the first of them next) on `game`, the likeliest first."""
    moves: list[CasinoMove] = []
    if any(isinstance(record, CasinoSessionEnded) for record in records):
        moves.append(EndCasinoSession())
    first = records[0]
    if isinstance(first, TurnDealt):
        moves.append(DealTurn())
    elif isinstance(first, ShoeShuffled):
        moves.append(NewShoe(first.order))
    elif isinstance(first, BetPlaced):
        moves.append(PlaceBet(first.player, first.rank, first.amount, first.suit, first.suit_amount))
    elif isinstance(first, BetChanged):
        moves.append(ChangeBet(first.player, first.rank, first.amount, first.suit, first.suit_amount))
    elif isinstance(first, BetTakenBack):
        moves.append(TakeBackBet(first.player, first.rank))
    return moves
