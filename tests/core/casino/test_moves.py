"""The moves of a casino session (core/casino/moves.py): one record per action, read back exactly."""

from __future__ import annotations

import pytest

from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.core.casino.moves import (
    CASINO_MOVES,
    AddToBet,
    CasinoMove,
    ChangeBet,
    DealTurn,
    EndCasinoSession,
    NewShoe,
    PlaceBet,
    TakeBackBet,
)
from shtoss_desktop.core.casino.shoe import stacked_shoe
from shtoss_desktop.core.machine import RecordError

EVERY_MOVE: tuple[CasinoMove, ...] = (
    PlaceBet("You", Rank.QUEEN, 20, Suit.HEARTS, 8),
    PlaceBet("You", Rank.TEN, 10),
    ChangeBet("Narumov", Rank.SEVEN, 30, None, 0),
    AddToBet("Tomsky", Rank.ACE, 10, Suit.SPADES, 2),
    TakeBackBet("You", Rank.TWO),
    DealTurn(),
    NewShoe(stacked_shoe(8, ["AS"])),
    EndCasinoSession(),
)


@pytest.mark.parametrize("move", EVERY_MOVE, ids=lambda move: move.kind)
def test_every_casino_move_reads_back_exactly_what_it_wrote(move: CasinoMove) -> None:
    assert CasinoMove.from_json(move.to_json()) == move


def test_every_kind_of_casino_move_is_registered_and_a_rank_is_its_letter() -> None:
    assert {move.kind for move in EVERY_MOVE} == set(CASINO_MOVES.types)
    assert PlaceBet("You", Rank.TEN, 10).to_json()["rank"] == "T"
    with pytest.raises(RecordError, match="must be a rank letter"):
        CasinoMove.from_json({"kind": "take_back_bet", "player": "You", "rank": 10})
