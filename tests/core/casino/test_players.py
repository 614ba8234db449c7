"""The computer players of casino stos (core/casino/players.py): legal, within their money and the limits,
true to their temperament, and the same for the same seed."""

from __future__ import annotations

import random

import pytest

from shtoss_desktop.core.cards import Rank
from shtoss_desktop.core.casino.events import BetPlaced, BetTakenBack
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.players import ActionKind, CasinoPlayer, CasinoStyle
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.casino.shoe import stacked_shoe
from shtoss_desktop.core.casino.table import CasinoPhase

NAMES = ["You", "Cautious", "Hunter", "Roller"]
STYLES = {"Cautious": CasinoStyle.CAUTIOUS, "Hunter": CasinoStyle.CASE_HUNTER, "Roller": CasinoStyle.HIGH_ROLLER}


def play_shoe(seed: int, rules: CasinoRules) -> CasinoGame:
    game = CasinoGame(rules, NAMES, rng=random.Random(seed))
    players = {name: CasinoPlayer(random.Random(seed * 10 + i), style)
               for i, (name, style) in enumerate(STYLES.items())}
    while game.can_deal_turn():
        for name, player in players.items():
            player.play(game, name)
        game.deal_turn()
    return game


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_whole_shoe_of_computer_play_is_legal_and_repeatable(seed: int) -> None:
    rules = CasinoRules(table_minimum=5, table_maximum=60, capital=300)
    game = play_shoe(seed, rules)
    assert game.phase is CasinoPhase.SHOE_OVER
    assert game.log == play_shoe(seed, rules).log
    placed = [e for e in game.log if isinstance(e, BetPlaced)]
    assert {e.player for e in placed} == set(STYLES)
    for event in placed:
        assert rules.table_minimum <= event.amount + event.suit_amount <= rules.table_maximum
        assert event.suit_amount % 2 == 0
    assert all(balance >= 0 for balance in game.balances().values())


def test_every_chosen_action_is_legal_when_its_turn_comes() -> None:
    rules = CasinoRules(table_minimum=5, table_maximum=60, capital=200)
    game = CasinoGame(rules, NAMES, rng=random.Random(8))
    kinds: set[ActionKind] = set()
    suit_bets = 0
    for turn in range(150):
        for i, (name, style) in enumerate(STYLES.items()):
            for action in CasinoPlayer(random.Random(turn * 7 + i), style).choose(game, name):
                kinds.add(action.kind)
                if action.kind is ActionKind.PLACE:
                    game.place_bet(name, action.rank, action.amount, action.suit, action.suit_amount)
                    suit_bets += action.suit is not None
                elif action.kind is ActionKind.ADD:
                    game.add_to_bet(name, action.rank, action.amount, action.suit, action.suit_amount)
                else:
                    game.take_back(name, action.rank)
        game.deal_turn()
    assert kinds == set(ActionKind)
    assert suit_bets > 0
    assert any(isinstance(e, BetTakenBack) for e in game.log)


def test_the_case_hunter_bets_on_the_case_card() -> None:
    # 23 of the 24 queens come out first; no other rank is down to one copy
    top = ["QH", "2S", "QS", "3S", "QD", "4S", "QC", "5S"] * 5 + ["QH", "6S", "QS", "7S", "QD", "8S"]
    game = CasinoGame(CasinoRules(), ["Hunter"], shoe=stacked_shoe(6, top))
    while game.copies_left(Rank.QUEEN) > 1:
        game.deal_turn()
    chosen = [c for seed in range(20) for c in CasinoPlayer(random.Random(seed), CasinoStyle.CASE_HUNTER).choose(
        game, "Hunter")]
    assert chosen
    assert {action.rank for action in chosen} == {Rank.QUEEN}


def test_the_cautious_player_likes_the_ranks_with_most_copies_and_the_minimum() -> None:
    top = ["2S", "2H", "3S", "3H", "4S", "4H"]
    game = CasinoGame(CasinoRules(table_minimum=10), ["Cautious"], shoe=stacked_shoe(6, top))
    for _ in range(3):
        game.deal_turn()
    for seed in range(20):
        for action in CasinoPlayer(random.Random(seed), CasinoStyle.CAUTIOUS).choose(game, "Cautious"):
            assert action.rank not in (Rank.TWO, Rank.THREE, Rank.FOUR)
            assert action.amount + action.suit_amount == 10


def test_a_player_without_the_minimum_does_nothing() -> None:
    game = CasinoGame(CasinoRules(table_minimum=10), ["Poor"], balances={"Poor": 9}, rng=random.Random(1))
    for style in CasinoStyle:
        for seed in range(10):
            assert CasinoPlayer(random.Random(seed), style).choose(game, "Poor") == []
    game.end_session()
    assert CasinoPlayer(random.Random(1), CasinoStyle.HIGH_ROLLER).choose(game, "Poor") == []
