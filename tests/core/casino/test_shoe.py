"""The shoe of casino stos (core/casino/shoe.py)."""

from __future__ import annotations

import random

import pytest

from shtoss_desktop.core.cards import Card, Rank
from shtoss_desktop.core.casino.errors import CasinoError, CasinoMessage
from shtoss_desktop.core.casino.shoe import check_shoe, deciding_position, make_shoe, shuffled_shoe, stacked_shoe


def test_a_shoe_is_its_decks_of_full_decks_and_nothing_else() -> None:
    check_shoe(shuffled_shoe(8, random.Random(3)), 8)
    for order in ((Card.parse("AS"),) * 312, make_shoe(6)[1:], make_shoe(8)):
        with pytest.raises(CasinoError) as caught:
            check_shoe(order, 6)
        assert caught.value.template is CasinoMessage.BAD_SHOE


def test_where_a_rank_first_comes_out() -> None:
    shoe = stacked_shoe(6, ["KS", "7D", "7H"])
    assert deciding_position(shoe, Rank.SEVEN) == 2
    assert deciding_position(shoe, Rank.SEVEN, dealt=2) == 3
    assert deciding_position(shoe[:3], Rank.TWO) is None
