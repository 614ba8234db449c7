"""What the casino rules allow (core/casino/legality.py): every move meets the `verify_*` of its action."""

from __future__ import annotations

import random

import pytest

from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.casino.errors import CasinoError, CasinoMessage
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.legality import suit_amount_for
from shtoss_desktop.core.casino.moves import AddToBet, ChangeBet, DealTurn, NewShoe, PlaceBet, TakeBackBet
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.casino.shoe import make_shoe


def test_a_casino_move_is_refused_by_the_check_of_its_action() -> None:
    game = CasinoGame(CasinoRules(), ["You"], rng=random.Random(2))
    for move, template in ((PlaceBet("You", Rank.TEN, 5), CasinoMessage.BELOW_MINIMUM),
                           (PlaceBet("Lugin", Rank.TEN, 10), CasinoMessage.NOT_PLAYER),
                           (ChangeBet("You", Rank.TEN, 20), CasinoMessage.NO_BET),
                           (AddToBet("You", Rank.TEN, 10), CasinoMessage.NO_BET),
                           (TakeBackBet("You", Rank.TEN), CasinoMessage.NO_BET),
                           (NewShoe(make_shoe(6)), CasinoMessage.SHOE_NOT_OVER)):
        with pytest.raises(CasinoError) as caught:
            game.verify(move)
        assert caught.value.template is template, move
        assert not game.can(move)
    assert game.can(DealTurn())


def test_a_new_shoe_must_be_its_decks_of_full_decks() -> None:
    game = CasinoGame(CasinoRules(decks=6), ["You"], rng=random.Random(2))
    while game.can_deal_turn():
        game.deal_turn()
    assert game.can_new_shoe(make_shoe(6))
    for order in ((Card.parse("AS"),) * 312, make_shoe(8), make_shoe(6)[:-1]):
        with pytest.raises(CasinoError) as caught:
            game.play(NewShoe(order))
        assert caught.value.template is CasinoMessage.BAD_SHOE


def test_the_suit_bet_a_chip_makes_is_even() -> None:
    assert [suit_amount_for(chip) for chip in (1, 2, 5, 10, 25)] == [2, 2, 6, 10, 26]
    game = CasinoGame(CasinoRules(), ["You"], rng=random.Random(2))
    assert game.can_place_bet("You", Rank.TEN, 25, Suit.HEARTS, suit_amount_for(25))
