"""What the rules allow (core/shtoss/legality.py): every move meets the same `verify_*` as the action that
makes it, the cut as a move carries the banker's shuffle exactly when he owes one, and the limits a stake
meets are queries the interface can ask."""

from __future__ import annotations

import random

import pytest

from shtoss_desktop.core.cards import make_deck
from shtoss_desktop.core.shtoss.deal import Game, GameError, GameMessage, Phase
from shtoss_desktop.core.shtoss.events import OfferReason
from shtoss_desktop.core.shtoss.moves import AnswerOffer, Cut, DealAbzug, PickUp, PlaceStake, Shuffle, Stop
from shtoss_desktop.core.shtoss.rules import HouseRules
from tests.core.helpers import card, cards, new_game, stacked


def test_a_move_is_refused_by_the_check_of_its_action() -> None:
    game = new_game()
    for move, template in ((PlaceStake("P1", tuple(cards("7D")), 5), GameMessage.KUSH_MIN),
                           (PlaceStake("banker", tuple(cards("7D")), 6), GameMessage.NOT_PUNTER),
                           (AnswerOffer(True), GameMessage.NO_OFFER),
                           (DealAbzug(), GameMessage.NOT_DEALING),
                           (Cut("P1", 0, stacked(52, "")), GameMessage.NO_STAKES),
                           (PickUp("P1", card("7D")), GameMessage.NO_WIN),
                           (Stop("banker"), GameMessage.NOT_PUNTER)):
        with pytest.raises(GameError) as caught:
            game.verify(move)
        assert caught.value.template is template, move
        assert not game.can(move)
    assert game.can(PlaceStake("P1", tuple(cards("7D")), 6))


def test_a_cut_brings_the_shuffle_the_banker_owes_and_no_other() -> None:
    game = new_game()
    game.place_stake("P1", cards("7D"), 6)
    with pytest.raises(GameError) as owed:
        game.verify(Cut("P1", 3, None))
    assert owed.value.template is GameMessage.SHUFFLE_FIRST
    with pytest.raises(GameError) as bad_deck:
        game.verify(Cut("P1", 3, (*stacked(52, "")[:51], card("2S"))))
    assert bad_deck.value.template is GameMessage.NOT_SHUFFLED_ORDER
    with pytest.raises(GameError) as stranger:
        game.verify(Cut("Lugin", 3, stacked(52, "")))
    assert stranger.value.template is GameMessage.NOT_PLAYER
    game.play(Shuffle(stacked(52, "7S")))
    with pytest.raises(GameError) as twice:
        game.verify(Cut("P1", 3, stacked(52, "")))
    assert twice.value.template is GameMessage.ALREADY_SHUFFLED
    game.play(Cut("P1", 0, None))
    assert game.phase is Phase.DEALING


def test_a_shuffle_must_be_the_whole_deck() -> None:
    game = new_game(HouseRules(deck_size=36))
    assert game.can_shuffle(stacked(36, "AS"))
    assert not game.can_shuffle(stacked(52, "AS"))
    assert not game.can_shuffle(stacked(36, "AS")[:-1])
    assert not game.can_shuffle((*stacked(36, "AS")[1:], card("KS")))


def test_the_refusal_policy_is_one_query_the_interface_can_ask() -> None:
    game = Game(HouseRules(refuse_above=2), ["banker", "P1"], rng=random.Random(1))
    assert game.refusal_limit() == 12
    assert game.offer_reasons("P1", 12) == ()
    assert game.offer_reasons("P1", 18) == (OfferReason.ABOVE_LIMIT,)
    game.place_stake("P1", cards("7D"), 6)  # his base
    assert game.offer_reasons("P1", 12) == (OfferReason.RAISE,)
    assert Game(HouseRules(), ["banker", "P1"]).refusal_limit() is None


def test_the_cut_may_name_its_punter() -> None:
    game = new_game(players=("banker", "P1", "P2"))
    game.place_stake("P1", cards("7D"), 6)
    assert game.can_cut(5, punter="P2")
    assert not game.can_cut(5, punter="banker")
    assert not game.can_cut(len(make_deck(52)), punter="P2")
    events = game.cut(5, punter="P2")
    assert [e.kind for e in events] == ["shuffled", "deck_cut", "lob_and_sonik_shown"]
    assert game.played[-1].move == Cut("P2", 5, game.played[-1].move.shuffle)  # type: ignore[attr-defined]


def test_the_refusal_policy_says_what_the_banker_may_refuse() -> None:
    from shtoss_desktop.core.shtoss.legality import RefusalPolicy, refusal_policy

    assert refusal_policy(HouseRules(refuse_above=3)) == RefusalPolicy(18, True)
    assert refusal_policy(HouseRules()) == RefusalPolicy(None, True)
    assert refusal_policy(HouseRules(free_kush=True)).refuses_nothing
    assert refusal_policy(HouseRules(raise_after_win=False)).refuses_nothing
    assert new_game(HouseRules(refuse_above=3)).refusal_policy() == RefusalPolicy(18, True)
