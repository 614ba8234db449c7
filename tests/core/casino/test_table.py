"""The table of a casino session (core/casino/table.py): the state, changed only by records, and what it shows."""

from __future__ import annotations

from shtoss_desktop.core.cards import Rank
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.casino.shoe import stacked_shoe


def test_the_case_keeper_counts_and_a_checkpoint_goes_back() -> None:
    game = CasinoGame(CasinoRules(), ["You"], shoe=stacked_shoe(6, ["7S", "7H", "QD", "2C"]))
    assert (game.copies_left(Rank.SEVEN), game.cards_left) == (24, 312)
    mark = game.checkpoint()
    game.place_bet("You", Rank.SEVEN, 10)
    game.deal_turn()
    assert (game.copies_gone(Rank.SEVEN), game.copies_left(Rank.SEVEN), game.balance("You")) == (2, 22, 990)
    assert len(game.remaining_cards()) == 310
    game.rewind(mark)
    assert (game.copies_left(Rank.SEVEN), game.balance("You"), game.bets, len(game.played)) == (24, 1000, (), 1)
    assert CasinoGame.replay(game.rules, game.log).balances() == game.balances()
