"""What the rules allow (core/shtoss/legality.py): every move meets the same `verify_*` as the action that
makes it, the cut as a move carries the banker's shuffle exactly when he owes one, and the limits a stake
meets are queries the interface can ask."""

from __future__ import annotations

import random

import pytest

from shtoss_desktop.core.cards import make_deck
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage
from shtoss_desktop.core.shtoss.events import OfferReason
from shtoss_desktop.core.shtoss.moves import AnswerOffer, Cut, DealAbzug, PickUp, PlaceStake, Shuffle, Stop
from shtoss_desktop.core.shtoss.rules import HouseRules, LobRule
from shtoss_desktop.core.shtoss.table import Phase
from tests.core.helpers import card, cards, new_game, play_deal, stacked


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


# ----- the largest kush allowed now -----


def test_the_stake_limit_names_the_bank_when_the_bank_binds() -> None:
    from shtoss_desktop.core.shtoss.legality import KushBound

    game = new_game(HouseRules(bank=12), players=("banker", "P1", "P2"))
    limit = game.stake_limit("P1")
    assert (limit.largest, limit.bound, limit.raise_limit) == (12, KushBound.BANK, None)
    assert game.stake_limit("P1", cards("7D 7S")).largest == 6  # a pair: the kush on each card
    game.place_stake("P2", cards("9C"), 6)
    assert game.stake_limit("P1").largest == 6
    game.place_stake("P1", cards("7D"), 6)
    full = game.stake_limit("P1")
    assert full.bank_limit == 0
    assert not full.fits
    assert full.bound is KushBound.BANK


def test_the_stake_limit_names_the_raise_rule_and_the_money_when_they_bind() -> None:
    from shtoss_desktop.core.shtoss.legality import KushBound

    game = new_game(HouseRules(capital=100, bank=100))
    game.place_stake("P1", cards("7D"), 60)
    play_deal(game, stacked(52, "7S"))  # killed by the lob
    limit = game.stake_limit("P1")
    assert (limit.raise_limit, limit.why) == (60, GameMessage.WHY_AFTER_LOSS)
    assert (limit.largest, limit.bound, limit.money_limit) == (40, KushBound.MONEY, 40)
    rich = new_game(HouseRules(bank=600))
    rich.place_stake("P1", cards("7D"), 12)
    play_deal(rich, stacked(52, "2S 7C"))  # given by the sonik
    raised = rich.stake_limit("P1")
    assert (raised.largest, raised.bound, raised.why) == (24, KushBound.RAISE, GameMessage.WHY_AFTER_WIN)


def test_the_stake_limit_keeps_to_the_kush_divisor() -> None:
    game = new_game(HouseRules(bank=17, lob=LobRule.HALF))
    assert game.stake_limit("P1").largest == 16


@pytest.mark.parametrize("seed", range(12))
def test_the_largest_kush_passes_the_checks_and_the_next_does_not(seed: int) -> None:
    """In sessions the computer punters play (small money, premiums, talia or not), at every staking chance the
    largest kush the query names is a stake the rules allow, and one divisor above it is refused for a limit."""
    from shtoss_desktop.core.shtoss.errors import StakeError
    from shtoss_desktop.core.shtoss.players import ComputerBanker, PunterStyle, make_punter
    from shtoss_desktop.core.shtoss.rules import Premium, PremiumEvent

    rng = random.Random(seed)
    rules = HouseRules(
        capital=rng.choice((60, 150, 600)), bank=rng.choice((30, 60)), talia=seed % 2 == 1,
        lob=LobRule.HALF if seed % 3 == 0 else LobRule.FULL,
        premiums=(Premium(PremiumEvent.SONIK_WIN, 1), Premium(PremiumEvent.DEAL_WON, 1)) if seed % 4 == 0 else (),
    )
    punters = ("P1", "P2", "P3")
    game = Game(rules, ["banker", *punters], rng=random.Random(seed))
    players = {p: make_punter(rng.choice(tuple(PunterStyle)), random.Random(seed + i)) for i, p in enumerate(punters)}
    banker = ComputerBanker(random.Random(seed))
    checked = 0
    for _ in range(400):
        if game.phase is Phase.OVER:
            break
        if game.phase is Phase.BANK_BROKEN:
            game.new_bank() if game.can_new_bank() else game.give_up_bank()
            continue
        if game.phase is Phase.STAKING or (rules.talia and game.phase is Phase.DEALING):
            for punter in game.punters:
                held = {c.rank for c in game.cards_held(punter)}
                ranks_left = {c.rank for c in game.remaining_cards()} if game.phase is Phase.DEALING else None
                free = [c for c in make_deck(52) if c.rank not in held and (ranks_left is None or c.rank in ranks_left)]
                if not free:
                    continue
                for chosen in ([free[0]], [c for c in free if c.rank is free[0].rank][:2]):
                    limit = game.stake_limit(punter, chosen)
                    divisor = rules.kush_divisor
                    if limit.fits:
                        game.verify_place_stake(punter, chosen, limit.largest)
                        checked += 1
                    above = max(limit.largest, limit.minimum - divisor) + divisor
                    with pytest.raises(StakeError) as refused:
                        game.verify_place_stake(punter, chosen, above)
                    assert refused.value.template in (
                        GameMessage.KUSH_RAISE, GameMessage.BANK_LIMIT, GameMessage.CAPITAL), refused.value
                players[punter].play_turn(game, punter)
                if game.offer is not None:
                    game.answer_offer(banker.answer(game, game.offer))
        if game.phase is Phase.STAKING:
            if game.can_cut():
                game.cut(rng.randrange(52))
            else:
                game.end_session()
        elif game.phase is Phase.DEALING:
            game.deal_abzug()
    assert checked >= 5
