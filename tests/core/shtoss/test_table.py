"""The table of a shtoss session (core/shtoss/table.py): the state, changed only by records, and what it shows."""

from __future__ import annotations

from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.table import Holdings, Stake, Winnings
from tests.core.helpers import card, cards, new_game, play_deal, stacked


def test_holdings_keep_the_order_cards_came_in_and_each_punter_s_own() -> None:
    held: Holdings[Stake] = Holdings()
    for punter, text in (("A", "7S"), ("B", "7H"), ("A", "8D"), ("B", "KS")):
        held.add(Stake(punter, card(text), 6, 6, 1))
    assert [str(st.card) for st in held] == ["7S", "7H", "8D", "KS"]
    assert [str(st.card) for st in held.of("A")] == ["7S", "8D"]
    assert held.count_of("B") == 2
    taken = held.pop("A", card("7S"))
    assert taken is not None
    assert taken.card == card("7S")
    assert held.pop("A", card("7S")) is None
    assert [str(st.card) for st in held.values()] == ["7H", "8D", "KS"]
    twin = held.copy()
    twin.pop("B", card("KS"))
    assert (len(held), len(twin), held.count_of("B"), twin.count_of("B")) == (3, 2, 2, 1)
    assert held.of("nobody") == ()
    assert held.count_of("nobody") == 0


def test_the_cards_a_punter_holds_are_his_stakes_then_his_waiting_winnings() -> None:
    game = new_game(players=("banker", "P1", "P2"))
    game.place_stake("P1", cards("7D"), 6)
    game.place_stake("P2", cards("7H"), 6)
    play_deal(game, stacked(52, "2S 7S"))  # the sevens are given on the sonik
    assert [w.card for w in game.winnings_of("P1")] == cards("7D")
    game.place_stake("P1", cards("QH QS"), 6)
    assert game.cards_held("P1") == (*cards("QH QS"), card("7D"))
    assert game.cards_held("P2") == (card("7H"),)
    assert game.cards_held("banker") == ()


def test_a_fork_is_a_table_of_its_own() -> None:
    game = new_game(HouseRules(), players=("banker", "P1"))
    game.place_stake("P1", cards("7D"), 6)
    fork = game.fork()
    play_deal(fork, stacked(52, "2S 7S"))
    assert game.state().stakes == (Stake("P1", card("7D"), 6, 6, 1),)
    assert fork.state().winnings == (Winnings("P1", card("7D"), 6, 6, 6, 1, 0),)
    assert (game.bank, fork.bank) == (600, 594)
    assert len(game.log) == 3
    assert len(fork.log) > 3
