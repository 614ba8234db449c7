"""Golden replays of the deal and the talia: stacked decks, the exact records and the exact money.

Each test stacks the banker's deck, plays, and compares `trace(...)` (see helpers) line by line, then the
balances and the bank. Unless a test says otherwise: capital 1200 each, bank 600, initial kush 6.
"""

from __future__ import annotations

import json

import pytest

from shtoss_desktop.core.cards import make_deck
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.errors import GameError, StakeError
from shtoss_desktop.core.shtoss.rules import (
    BankerRotation,
    BankerShare,
    BankFormation,
    HouseRules,
    LastCard,
    LobRule,
    PlieRule,
    Premium,
    PremiumEvent,
    preset,
)
from shtoss_desktop.core.shtoss.settle import Outcome
from shtoss_desktop.core.shtoss.table import Phase
from tests.core.helpers import balances, card, cards, deal_all, new_game, play_deal, stacked, trace

CAPITAL = 1200
BANK = 600


def one_stake(rules: HouseRules, deck: str, stake: str = "7D", kush: int = 30) -> tuple[Game, list[str]]:
    """P1 stakes one card, the deck is stacked and dealt; the trace from the stake on."""
    game = new_game(rules)
    events = game.place_stake("P1", cards(stake), kush)
    events += play_deal(game, stacked(rules.deck_size, deck))
    return game, trace(events)


def assert_money(game: Game, bank: int, **expected: int) -> None:
    assert game.bank == bank
    for player, amount in expected.items():
        assert game.balance(player) == amount, player
    assert game.state().total_money == CAPITAL * len(game.state().players)


# ----- the lob, the sonik, plié, the gorka -----

def test_killed_in_the_lob_costs_the_whole_kush() -> None:
    game, lines = one_stake(HouseRules(), "7S QH")
    assert lines == ["placed P1 7D 30 #1", "cut 0 deal 1",
                     "killed P1 7D #1 p1 a1 by 7S riding=30 x1 = -30", "deal 1 finished after 2"]
    assert_money(game, BANK + 30, banker=CAPITAL - BANK, P1=CAPITAL - 30)
    assert game.phase is Phase.STAKING


def test_lob_half_the_lob_costs_half() -> None:
    game, lines = one_stake(HouseRules(lob=LobRule.HALF), "7S QH")
    assert lines[2] == "killed P1 7D #1 p1 a1 by 7S riding=30 x1/2 = -15"
    assert_money(game, BANK + 15, P1=CAPITAL - 15)


def test_lob_half_does_not_touch_position_three() -> None:
    game, lines = one_stake(HouseRules(lob=LobRule.HALF), "2S 3S 7S QH")
    assert lines[2] == "killed P1 7D #1 p3 a2 by 7S riding=30 x1 = -30"
    assert_money(game, BANK + 30, P1=CAPITAL - 30)


def test_sonik_given_the_winnings_wait_then_are_picked_up() -> None:
    game, lines = one_stake(HouseRules(), "QH 7S")
    assert lines == ["placed P1 7D 30 #1", "cut 0 deal 1",
                     "given P1 7D #1 p2 a1 by 7S riding=30 x1 = +30", "deal 1 finished after 2"]
    assert_money(game, BANK - 30, P1=CAPITAL - 30)
    assert [(w.card, w.total, w.full) for w in game.winnings_of("P1")] == [(card("7D"), 60, True)]
    assert trace(game.pick_up("P1", card("7D"))) == ["pick up P1 7D 60"]
    assert_money(game, BANK - 30, P1=CAPITAL + 30)
    assert not game.can_pick_up("P1", card("7D"))


def test_every_dealt_card_goes_right_then_left() -> None:
    game = new_game()
    game.place_stake("P1", cards("7D"), 6)
    game.shuffle(stacked(52, "2S 3S 4S 7H"))
    assert trace(game.cut(0), cards_dealt=True) == ["cut 0 deal 1", "lob 2S sonik 3S"]
    assert trace(game.deal_abzug(), cards_dealt=True) == ["dealt 2S p1 a1 right", "dealt 3S p2 a1 left"]
    assert (game.state().right_pile, game.state().left_pile) == ((card("2S"),), (card("3S"),))
    assert trace(game.deal_abzug(), cards_dealt=True) == [
        "dealt 4S p3 a2 right", "dealt 7H p4 a2 left", "given P1 7D #1 p4 a2 by 7H riding=6 x1 = +6",
        "deal 1 finished after 4"]
    assert game.state().remaining == tuple(stacked(52, "2S 3S 4S 7H")[4:])


def test_cut_rotates_the_shuffled_deck() -> None:
    game = new_game()
    game.place_stake("P1", cards("7D"), 6)
    game.shuffle(stacked(52, "2S 3S 7S 7H"))
    events = game.cut(2)
    assert trace(events, cards_dealt=True) == ["cut 2 deal 1", "lob 7S sonik 7H"]
    assert game.state().deck[-2:] == (card("2S"), card("3S"))


def test_plie_is_the_bankers() -> None:
    game, lines = one_stake(HouseRules(), "2S 3S 7S 7H")
    assert lines[2] == "killed P1 7D #1 p3 a2 by 7S riding=30 x1 = -30 plie"
    assert_money(game, BANK + 30, P1=CAPITAL - 30)


def test_plie_half_takes_half() -> None:
    game, lines = one_stake(HouseRules(plie=PlieRule.HALF), "2S 3S 4S 5S 7S 7H")
    assert lines[2] == "killed P1 7D #1 p5 a3 by 7S riding=30 x1/2 = -15 plie"
    assert_money(game, BANK + 15, P1=CAPITAL - 15)


def test_plie_in_the_lob_with_lob_half_and_plie_half_is_still_one_half() -> None:
    game, lines = one_stake(HouseRules(plie=PlieRule.HALF, lob=LobRule.HALF), "7S 7H")
    assert lines[2] == "killed P1 7D #1 p1 a1 by 7S riding=30 x1/2 = -15 plie"
    assert_money(game, BANK + 15, P1=CAPITAL - 15)


def test_gorka_half_position_three_costs_half() -> None:
    game, lines = one_stake(HouseRules(gorka_half=True), "2S 3S 7S QH")
    assert lines[2] == "killed P1 7D #1 p3 a2 by 7S riding=30 x1/2 = -15"
    assert_money(game, BANK + 15, P1=CAPITAL - 15)
    game, lines = one_stake(HouseRules(gorka_half=True), "7S QH")
    assert lines[2] == "killed P1 7D #1 p1 a1 by 7S riding=30 x1 = -30"


def test_hocly_a_plie_in_the_last_abzug_of_a_talia_takes_the_whole_kush() -> None:
    # only in a talia can a stake still be undecided at the last abzug: two sevens went first
    pharaon = HouseRules(deck_size=32, plie=PlieRule.HALF, hocly=True, last_card=LastCard.VOID, talia=True)
    middle = " ".join(str(c) for c in stacked(32, "8S 9S 7S 7H 7D 7C")[6:])
    deck = stacked(32, f"8S 9S 7S 7H {middle} 7D 7C")
    for rules, last_line in ((pharaon, "x1 = -30 plie"), (pharaon.replace(hocly=False), "x1/2 = -15 plie")):
        game = new_game(rules)
        game.place_stake("P1", cards("8D"), 30)
        game.shuffle(deck)
        game.cut(0)
        assert trace(game.deal_abzug()) == ["killed P1 8D #1 p1 a1 by 8S riding=30 x1 = -30"]
        game.deal_abzug()
        game.place_stake("P1", cards("7D"), 30)
        assert trace(deal_all(game)) == [f"killed P1 7D #2 p31 a16 by 7D riding=30 {last_line}",
                                         "deal 1 finished after 32 talia"]
        lost = 30 if rules.hocly else 15
        assert_money(game, BANK + 30 + lost, P1=CAPITAL - 30 - lost)


def test_eleven_given_the_eleventh_card_pays_the_punter() -> None:
    deck = "2S 3S 4S 5S 6S 8S 9S TS JS QS 7S"
    game, lines = one_stake(HouseRules(eleven_given=True), deck)
    assert lines[2] == "given P1 7D #1 p11 a6 by 7S riding=30 x1 = +30"
    assert_money(game, BANK - 30, P1=CAPITAL - 30)
    game, lines = one_stake(HouseRules(), deck)
    assert lines[2] == "killed P1 7D #1 p11 a6 by 7S riding=30 x1 = -30"


def test_eleven_given_loses_to_a_plie() -> None:
    _, lines = one_stake(HouseRules(eleven_given=True), "2S 3S 4S 5S 6S 8S 9S TS JS QS 7S 7H")
    assert lines[2] == "killed P1 7D #1 p11 a6 by 7S riding=30 x1 = -30 plie"


THIRTEEN = "2S 3S 4S 5S 6S 8S 9S TS JS QS KS AS"


def test_thirteenth_suited_is_paid_double() -> None:
    game, lines = one_stake(HouseRules(thirteenth_suited_double=True), THIRTEEN + " 7D")
    assert lines[2] == "given P1 7D #1 p13 a7 by 7D riding=30 x2 = +60"
    assert_money(game, BANK - 60, P1=CAPITAL - 30)
    assert not game.winnings_of("P1")[0].full  # the double is not a full win: no paroli on it
    assert not game.can_bend_paroli("P1", card("7D"))


def test_thirteenth_not_suited_is_killed() -> None:
    game, lines = one_stake(HouseRules(thirteenth_suited_double=True), THIRTEEN + " 7H")
    assert lines[2] == "killed P1 7D #1 p13 a7 by 7H riding=30 x1 = -30"
    assert_money(game, BANK + 30, P1=CAPITAL - 30)


def test_plie_wins_over_the_thirteenth() -> None:
    game, lines = one_stake(HouseRules(thirteenth_suited_double=True), THIRTEEN + " 7D 7H")
    assert lines[2] == "killed P1 7D #1 p13 a7 by 7D riding=30 x1 = -30 plie"
    assert_money(game, BANK + 30, P1=CAPITAL - 30)


def test_thirteenth_ignores_thirds() -> None:
    _, lines = one_stake(HouseRules(thirteenth_suited_double=True, thirds=True), THIRTEEN + " 7D")
    assert lines[2] == "given P1 7D #1 p13 a7 by 7D riding=30 x2 = +60"


# ----- counting in thirds -----

@pytest.mark.parametrize(("deciding", "killed", "given"), [
    ("7D", "x1 = -30", "x1 = +30"), ("7H", "x2/3 = -20", "x2/3 = +20"), ("7S", "x1/3 = -10", "x1/3 = +10"),
    ("7C", "x1/3 = -10", "x1/3 = +10")])
def test_thirds_suited_half_suited_plain(deciding: str, killed: str, given: str) -> None:
    rules = HouseRules(thirds=True)
    game, lines = one_stake(rules, f"2S 3S {deciding}")
    assert lines[2] == f"killed P1 7D #1 p3 a2 by {deciding} riding=30 {killed}"
    lost = int(killed.split("= ")[1])
    assert_money(game, BANK - lost, P1=CAPITAL + lost)
    game, lines = one_stake(rules, f"2S {deciding}")
    assert lines[2] == f"given P1 7D #1 p2 a1 by {deciding} riding=30 {given}"
    won = int(given.split("= ")[1])
    assert_money(game, BANK - won, P1=CAPITAL - 30)
    assert game.winnings_of("P1")[0].full is (deciding == "7D")


def test_thirds_with_lob_half_multiplies_the_third_by_one_half() -> None:
    game, lines = one_stake(HouseRules(thirds=True, lob=LobRule.HALF), "7S")
    assert lines[2] == "killed P1 7D #1 p1 a1 by 7S riding=30 x1/6 = -5"
    assert_money(game, BANK + 5, P1=CAPITAL - 5)


# ----- pairs and several cards -----

def test_pair_both_cards_decided_by_the_same_card_pay_double() -> None:
    game = new_game()
    events = game.place_stake("P1", cards("QH QS"), 12)
    assert game.balance("P1") == CAPITAL - 24
    events += play_deal(game, stacked(52, "2S 3S QD"))
    assert trace(events) == [
        "placed P1 QH QS 12 #1", "cut 0 deal 1",
        "killed P1 QH #1 p3 a2 by QD riding=12 x1 = -12 pair",
        "killed P1 QS #1 p3 a2 by QD riding=12 x1 = -12 pair",
        "deal 1 finished after 4"]
    assert_money(game, BANK + 24, P1=CAPITAL - 24)


def test_pair_under_thirds_the_two_cards_differ() -> None:
    game = new_game(HouseRules(thirds=True))
    events = game.place_stake("P1", cards("7D 7S"), 30)
    events += play_deal(game, stacked(52, "2S 3S 7H"))
    assert trace(events)[2:4] == ["killed P1 7D #1 p3 a2 by 7H riding=30 x2/3 = -20 pair",
                                  "killed P1 7S #1 p3 a2 by 7H riding=30 x1/3 = -10 pair"]
    assert_money(game, BANK + 30, P1=CAPITAL - 30)


def test_pair_at_the_thirteenth_the_suited_card_is_paid_double_the_other_killed() -> None:
    game = new_game(HouseRules(thirteenth_suited_double=True))
    events = game.place_stake("P1", cards("7S 7D"), 30)
    events += play_deal(game, stacked(52, THIRTEEN + " 7D"))
    assert trace(events)[2:4] == ["killed P1 7S #1 p13 a7 by 7D riding=30 x1 = -30 pair",
                                  "given P1 7D #1 p13 a7 by 7D riding=30 x2 = +60 pair"]
    assert_money(game, BANK - 30, P1=CAPITAL - 60)


def test_several_punters_several_cards_each_plays_separately() -> None:
    game = new_game(players=("banker", "P1", "P2"))
    events = game.place_stake("P1", cards("7D"), 12) + game.place_stake("P1", cards("KS"), 12)
    events += game.place_stake("P2", cards("7C"), 18)
    events += play_deal(game, stacked(52, "2S 7H KH 3S"))
    assert trace(events)[4:] == [
        "given P1 7D #1 p2 a1 by 7H riding=12 x1 = +12",
        "given P2 7C #3 p2 a1 by 7H riding=18 x1 = +18",
        "killed P1 KS #2 p3 a2 by KH riding=12 x1 = -12",
        "deal 1 finished after 4"]
    assert_money(game, BANK - 18, P1=CAPITAL - 24, P2=CAPITAL - 18)


def test_pairs_need_pair_bets_and_a_rank_is_staked_once() -> None:
    game = new_game(HouseRules(pair_bets=False))
    with pytest.raises(StakeError, match="pair bets are not allowed"):
        game.place_stake("P1", cards("QH QS"), 6)
    game = new_game()
    with pytest.raises(StakeError, match="same rank and different suits"):
        game.place_stake("P1", cards("QH KS"), 6)
    with pytest.raises(StakeError, match="same rank and different suits"):
        game.place_stake("P1", cards("QH QH"), 6)
    with pytest.raises(StakeError, match="one card, or two"):
        game.place_stake("P1", cards("QH QS QD"), 6)
    game.place_stake("P1", cards("QH"), 6)
    with pytest.raises(StakeError, match="already staked"):
        game.place_stake("P1", cards("QH"), 6)
    with pytest.raises(StakeError, match="a pair, staked together"):
        game.place_stake("P1", cards("QS"), 6)
    assert trace(game.place_stake("P1", cards("KS"), 6)) == ["placed P1 KS 6 #2"]  # another rank is fine


# ----- paroli, the ladder, paix -----

def win_on_the_sonik(game: Game, rank: str = "7") -> list[str]:
    return trace(play_deal(game, stacked(game.rules.deck_size, f"2S {rank}S")))


def test_paroli_ladder_up_to_max_corners_then_refused() -> None:
    game = new_game()
    game.place_stake("P1", cards("7D"), 6)
    names = []
    riding = 6
    for corners in range(1, 5):
        lines = win_on_the_sonik(game)
        assert lines[1] == f"given P1 7D #1 p2 a1 by 7S riding={riding} x1 = +{riding}" + (
            f" corners={corners - 1}" if corners > 1 else "")
        assert trace(game.bend_paroli("P1", card("7D"))) == [
            f"paroli P1 7D corners={corners} riding={2 * riding}"]
        riding *= 2
        names.append(riding)
    assert names == [12, 24, 48, 96]  # paroli, sept-et-le-va, quinze-et-le-va, trente-et-le-va
    lines = win_on_the_sonik(game)
    assert lines[1] == "given P1 7D #1 p2 a1 by 7S riding=96 x1 = +96 corners=4"
    with pytest.raises(GameError, match="already has 4 corners"):
        game.bend_paroli("P1", card("7D"))
    assert game.can_paix("P1", card("7D"))  # paix does not bend a corner
    game.pick_up("P1", card("7D"))
    # net 31 × the kush: trente-et-le-va, and the bank paid every step
    assert_money(game, BANK - 31 * 6, P1=CAPITAL + 31 * 6)


@pytest.mark.parametrize(("corners", "net"), [(1, 3), (2, 7), (3, 15)])
def test_the_classic_names_net_wins(corners: int, net: int) -> None:
    game = new_game()
    game.place_stake("P1", cards("7D"), 6)
    win_on_the_sonik(game)
    for _ in range(corners):
        game.bend_paroli("P1", card("7D"))
        win_on_the_sonik(game)
    game.pick_up("P1", card("7D"))
    assert game.balance("P1") == CAPITAL + net * 6


def test_a_loss_on_the_ladder_loses_the_whole_pile() -> None:
    game = new_game()
    game.place_stake("P1", cards("7D"), 6)
    win_on_the_sonik(game)
    game.bend_paroli("P1", card("7D"))
    win_on_the_sonik(game)
    game.bend_paroli("P1", card("7D"))
    assert game.state().stakes[0].riding == 24
    lines = trace(play_deal(game, stacked(52, "7S")))
    assert lines[1] == "killed P1 7D #1 p1 a1 by 7S riding=24 x1 = -24 corners=2"
    assert_money(game, BANK + 6, P1=CAPITAL - 6)
    assert game.state().last_results == (("P1", game.state().last_results[0][1]),)
    assert game.state().last_results[0][1].outcome is Outcome.KILLED


def test_paroli_needs_the_option_a_full_win_and_the_staking_phase() -> None:
    game = new_game(HouseRules(paroli=False))
    game.place_stake("P1", cards("7D"), 6)
    win_on_the_sonik(game)
    with pytest.raises(GameError, match="paroli is not played"):
        game.bend_paroli("P1", card("7D"))
    with pytest.raises(GameError, match="paroli is not played"):
        game.paix("P1", card("7D"))
    game = new_game(HouseRules(max_corners=0))
    game.place_stake("P1", cards("7D"), 6)
    win_on_the_sonik(game)
    assert not game.can_bend_paroli("P1", card("7D"))
    game = new_game(HouseRules(thirds=True))
    game.place_stake("P1", cards("7D"), 6)
    play_deal(game, stacked(52, "2S 7H"))  # two thirds: not a full win
    with pytest.raises(GameError, match="full win"):
        game.bend_paroli("P1", card("7D"))
    with pytest.raises(GameError, match="no winnings"):
        game.bend_paroli("P1", card("8D"))


def test_paroli_rides_in_the_next_deal_against_the_bank_limit() -> None:
    game = new_game(HouseRules(bank=24, capital=1200))
    game.place_stake("P1", cards("7D"), 12)
    win_on_the_sonik(game)  # the bank pays 12 and has 12 left: a pile of 24 is more than it can cover
    with pytest.raises(StakeError, match="cannot cover"):
        game.bend_paroli("P1", card("7D"))
    assert game.can_paix("P1", card("7D"))


def test_paix_takes_the_stake_back_and_lets_the_winnings_ride() -> None:
    game = new_game()
    game.place_stake("P1", cards("7D"), 6)
    win_on_the_sonik(game)
    assert trace(game.paix("P1", card("7D"))) == ["paix P1 7D returned=6 riding=6"]
    assert_money(game, BANK - 6, P1=CAPITAL)
    lines = trace(play_deal(game, stacked(52, "7S")))
    assert lines[1] == "killed P1 7D #1 p1 a1 by 7S riding=6 x1 = -6"
    assert_money(game, BANK, P1=CAPITAL)  # he lost only the winnings


def test_paix_then_win_doubles_the_winnings() -> None:
    game = new_game()
    game.place_stake("P1", cards("7D"), 6)
    win_on_the_sonik(game)
    game.paix("P1", card("7D"))
    win_on_the_sonik(game)
    game.pick_up("P1", card("7D"))
    assert_money(game, BANK - 12, P1=CAPITAL + 12)


# ----- raising the kush (section 4.3) -----

def test_raise_after_a_full_win_up_to_double_is_offered_to_the_banker() -> None:
    game = new_game()
    game.place_stake("P1", cards("7D"), 6)
    win_on_the_sonik(game)
    game.pick_up("P1", card("7D"))
    assert game.kush_limit("P1")[0] == 12
    with pytest.raises(StakeError, match="above P1's limit of 12"):
        game.place_stake("P1", cards("8D"), 18)
    assert trace(game.place_stake("P1", cards("8D"), 12)) == ["offered P1 8D 12 (raise)"]
    assert not game.can_cut()
    with pytest.raises(GameError, match="must first answer"):
        game.place_stake("P1", cards("9D"), 6)
    assert trace(game.answer_offer(True)) == ["placed P1 8D 12 #2 raised"]
    assert game.balance("P1") == CAPITAL + 6 - 12


def test_refused_raise_leaves_the_money_with_the_punter() -> None:
    game = new_game()
    game.place_stake("P1", cards("7D"), 6)
    win_on_the_sonik(game)
    game.place_stake("P1", cards("8D"), 12)
    assert trace(game.answer_offer(False)) == ["refused P1 8D 12"]
    assert game.balance("P1") == CAPITAL - 6
    assert not game.stakes_of("P1")
    with pytest.raises(GameError, match="no stake is waiting"):
        game.answer_offer(True)


def test_free_kush_raise_is_placed_without_asking() -> None:
    game = new_game(HouseRules(free_kush=True))
    game.place_stake("P1", cards("7D"), 6)
    win_on_the_sonik(game)
    assert trace(game.place_stake("P1", cards("8D"), 12)) == ["placed P1 8D 12 #2"]


def test_after_a_killed_card_back_to_the_base() -> None:
    game = new_game()
    game.place_stake("P1", cards("7D"), 12)
    win_on_the_sonik(game)
    game.pick_up("P1", card("7D"))
    game.place_stake("P1", cards("8D"), 24)
    game.answer_offer(True)
    play_deal(game, stacked(52, "8S"))
    assert game.kush_limit("P1")[0] == 12
    with pytest.raises(StakeError, match="after a killed card he stakes from his base again"):
        game.place_stake("P1", cards("9D"), 18)
    assert trace(game.place_stake("P1", cards("9D"), 12)) == ["placed P1 9D 12 #3"]


def test_raise_after_a_thirds_win_is_rounded_down_to_an_accepted_kush() -> None:
    game = new_game(HouseRules(thirds=True, initial_kush=3))
    game.place_stake("P1", cards("7D"), 6)
    play_deal(game, stacked(52, "2S 7H"))  # won two thirds: 4
    assert game.kush_limit("P1")[0] == 9  # 6 × 5/3 = 10, down to a multiple of 3
    game.pick_up("P1", card("7D"))
    game.place_stake("P1", cards("8D"), 9)
    game.answer_offer(True)
    play_deal(game, stacked(52, "2S 8S"))  # won one third: 3
    assert game.kush_limit("P1")[0] == 12  # 9 × 4/3


def test_without_raise_after_win_the_base_is_the_limit() -> None:
    game = new_game(HouseRules(raise_after_win=False))
    game.place_stake("P1", cards("7D"), 6)
    win_on_the_sonik(game)
    with pytest.raises(StakeError, match="raising after a win is not allowed"):
        game.place_stake("P1", cards("8D"), 12)


def test_paroli_piles_are_not_raises() -> None:
    game = new_game(HouseRules(raise_after_win=False))
    game.place_stake("P1", cards("7D"), 6)
    win_on_the_sonik(game)
    assert trace(game.bend_paroli("P1", card("7D"))) == ["paroli P1 7D corners=1 riding=12"]


# ----- refusal and the bank limit (section 2) -----

def test_refusal_above_refuse_above_is_offered_and_refused_the_money_stays() -> None:
    game = new_game(HouseRules(refuse_above=2))
    assert trace(game.place_stake("P1", cards("7D"), 12)) == ["placed P1 7D 12 #1"]
    game = new_game(HouseRules(refuse_above=2))
    assert trace(game.place_stake("P1", cards("7D"), 18)) == ["offered P1 7D 18 (above_limit)"]
    assert trace(game.answer_offer(False)) == ["refused P1 7D 18"]
    assert_money(game, BANK, P1=CAPITAL)
    assert game.base_kush("P1") is None  # a refused stake sets no base
    with pytest.raises(StakeError, match="refuses a kush of 18: above his limit of 12"):
        game.place_stake("P1", cards("7D"), 18, banker_refuses=True)
    assert game.state().stakes == ()


def test_refuse_above_counts_a_pairs_cards_one_by_one() -> None:
    game = new_game(HouseRules(refuse_above=2))
    assert trace(game.place_stake("P1", cards("7D 7S"), 12)) == ["placed P1 7D 7S 12 #1"]


def test_bank_limit_refuses_a_stake_the_bank_could_not_pay() -> None:
    game = new_game(players=("banker", "P1", "P2"))
    game.place_stake("P1", cards("7D"), 300)
    with pytest.raises(StakeError) as caught:
        game.place_stake("P2", cards("8D"), 306)
    assert caught.value.message == "the bank 600 cannot cover it: the stakes could then cost the bank 606"
    game.place_stake("P2", cards("8D"), 300)
    assert not game.can_place_stake("P2", cards("9D"), 6)


def test_bank_limit_counts_the_thirteenths_double_and_premiums() -> None:
    game = new_game(HouseRules(thirteenth_suited_double=True))
    with pytest.raises(StakeError, match="could then cost the bank 612"):
        game.place_stake("P1", cards("7D"), 306)
    game.place_stake("P1", cards("7D"), 300)
    rules = HouseRules(premiums=(Premium(PremiumEvent.SONIK_WIN, 1), Premium(PremiumEvent.SERIES, 2, 2),
                                 Premium(PremiumEvent.DEAL_WON, 3)))
    game = new_game(rules)
    game.place_stake("P1", cards("7D"), 60)  # 60 + 60 × (1 + 2)
    assert game.exposure() == 240
    game.place_stake("P1", cards("8D"), 60)  # and now deal_won: 3 × 6
    assert game.exposure() == 480 + 18
    with pytest.raises(StakeError, match="cost the bank 738"):
        game.place_stake("P1", cards("9D"), 60)


def test_a_punter_cannot_stake_more_than_he_has() -> None:
    game = new_game(balances={"P1": 20})
    with pytest.raises(StakeError, match="P1 has 20, not enough to cover a loss of 24"):
        game.place_stake("P1", cards("7D 7S"), 12)
    game.place_stake("P1", cards("7D"), 12)
    with pytest.raises(StakeError, match="P1 has 8"):
        game.place_stake("P1", cards("8D"), 12)


def test_kush_must_be_at_least_the_initial_kush_and_divide() -> None:
    game = new_game(HouseRules(lob=LobRule.HALF))
    with pytest.raises(StakeError, match="below the initial kush 6"):
        game.place_stake("P1", cards("7D"), 4)
    with pytest.raises(StakeError, match="must divide by 2 because a half option is on"):
        game.place_stake("P1", cards("7D"), 7)
    assert trace(game.place_stake("P1", cards("7D"))) == ["placed P1 7D 6 #1"]  # no kush named


def test_no_stake_changes_after_the_cut() -> None:
    game = new_game()
    game.place_stake("P1", cards("7D"), 6)
    game.shuffle(stacked(52, "2S 3S"))
    game.cut(0)
    with pytest.raises(GameError, match="the deck is cut"):
        game.place_stake("P1", cards("8D"), 6)
    assert not game.can_cut()
    with pytest.raises(GameError, match="under way"):
        game.shuffle()


def test_cut_needs_a_stake_and_a_position_inside_the_deck() -> None:
    game = new_game()
    with pytest.raises(GameError, match="no stake on the table"):
        game.cut(0)
    game.place_stake("P1", cards("7D"), 6)
    with pytest.raises(GameError, match="from 0 to 51"):
        game.cut(52)
    with pytest.raises(GameError, match="every card"):
        game.shuffle(cards("7S 7H"))


# ----- the bank: broken, new bank, rotation, family bank -----

def break_the_bank(game: Game, rank: str) -> list[str]:
    game.place_stake("P1", cards(f"{rank}D"), 12)
    return trace(play_deal(game, stacked(52, f"2S {rank}S")))


def test_bank_broken_new_bank_once_then_the_session_ends() -> None:
    game = new_game(HouseRules(bank=12), players=("banker", "P1", "P2"))
    assert break_the_bank(game, "7") == ["cut 0 deal 1", "given P1 7D #1 p2 a1 by 7S riding=12 x1 = +12",
                                         "deal 1 finished after 2", "bank broken banker 0"]
    assert game.phase is Phase.BANK_BROKEN
    with pytest.raises(GameError, match="bank is broken"):
        game.place_stake("P2", cards("8D"), 6)
    assert trace(game.new_bank()) == ["bank banker 12 [banker:12] second"]
    assert break_the_bank(game, "8")[-1] == "bank broken banker 0"
    with pytest.raises(GameError, match="only once"):
        game.new_bank()
    assert trace(game.give_up_bank()) == ["pick up P1 8D 24", "ended bank_broken banker:1176 P1:1224 P2:1200"]
    assert game.phase is Phase.OVER
    with pytest.raises(GameError, match="session is over"):
        game.place_stake("P2", cards("8D"), 6)


def test_bank_broken_twice_passes_to_the_next_player() -> None:
    rules = HouseRules(bank=12, banker_rotation=BankerRotation.BANK_BROKEN)
    game = new_game(rules, players=("banker", "P1", "P2"))
    break_the_bank(game, "7")
    game.new_bank()
    break_the_bank(game, "8")
    assert trace(game.give_up_bank()) == [
        "pick up P1 8D 24", "rotated banker->P1 seats=banker,P2", "bank P1 12 [P1:12]"]
    assert game.banker == "P1"
    assert game.punters == ("banker", "P2")
    assert balances(game) == {"banker": 1176, "P1": 1212, "P2": 1200}
    assert game.bank == 12
    assert game.phase is Phase.STAKING
    assert not game.state().second_bank_used


def test_new_bank_returns_the_broken_remains_first() -> None:
    game = new_game(HouseRules(bank=18))
    game.place_stake("P1", cards("7D"), 12)
    lines = trace(play_deal(game, stacked(52, "2S 7S")))
    assert lines[-1] == "deal 1 finished after 2"  # 6 left is not below the initial kush 6: not broken
    game = new_game(HouseRules(bank=16))
    game.place_stake("P1", cards("7D"), 12)
    assert trace(play_deal(game, stacked(52, "2S 7S")))[-1] == "bank broken banker 4"
    assert trace(game.new_bank()) == ["bank returned banker 4", "bank banker 16 [banker:16] second"]
    assert_money(game, 16, banker=CAPITAL - 16 - 12, P1=CAPITAL - 12)


def test_each_deal_rotation_passes_the_bank_after_every_deal() -> None:
    rules = HouseRules(banker_rotation=BankerRotation.EACH_DEAL)
    game = new_game(rules, players=("A", "B", "C"))
    game.place_stake("B", cards("7D"), 6)
    lines = trace(play_deal(game, stacked(52, "7S")))
    assert lines == ["cut 0 deal 1", "killed B 7D #1 p1 a1 by 7S riding=6 x1 = -6", "deal 1 finished after 2",
                     "bank returned A 606", "rotated A->B seats=A,C", "bank B 600 [B:600]"]
    game.place_stake("A", cards("8D"), 6)
    lines = trace(play_deal(game, stacked(52, "2S 8S")))
    assert lines == ["cut 0 deal 2", "given A 8D #2 p2 a1 by 8S riding=6 x1 = +6", "deal 2 finished after 2",
                     "bank returned B 594", "rotated B->C seats=A,B", "bank C 600 [C:600]"]
    assert game.banker == "C"
    # A's bank won 6 from B; A's 6 staked against B's bank won 6 and its 12 wait on the table
    assert_money(game, 600, A=CAPITAL + 6 - 6, B=CAPITAL - 12, C=CAPITAL - 600)
    assert game.winnings_of("A")[0].total == 12


def test_family_bank_banker_share_half() -> None:
    game = Game(preset("family").rules, ["banker", "P1", "P2"])
    assert trace(game.log) == ["session banker P1 P2 banker=banker", "bank banker 12 [P1:3 P2:3 banker:6]"]
    assert balances(game) == {"banker": 24, "P1": 27, "P2": 27}
    assert game.state().total_money == 90


def test_family_bank_banker_share_equal() -> None:
    rules = preset("family").rules.replace(banker_share=BankerShare.EQUAL)
    game = Game(rules, ["banker", "P1", "P2", "P3"])
    assert trace(game.log)[1] == "bank banker 12 [P1:3 P2:3 P3:3 banker:3]"
    assert balances(game) == {"banker": 27, "P1": 27, "P2": 27, "P3": 27}


def test_family_bank_refuses_stakes_much_larger_than_the_contribution() -> None:
    game = Game(preset("family").rules, ["banker", "P1", "P2"])
    with pytest.raises(StakeError, match="above his limit of 6"):
        game.place_stake("P1", cards("7D"), 7, banker_refuses=True)
    assert game.rules.bank_formation is BankFormation.CONTRIBUTIONS


# ----- the talia -----

TALIA = HouseRules(talia=True, lob=LobRule.HALF)


def test_talia_stakes_between_abzugs_count_positions_from_the_talias_first_card() -> None:
    game = new_game(TALIA)
    game.place_stake("P1", cards("KD"), 30)
    game.shuffle(stacked(52, "2S 3S 7S 4S"))
    game.cut(0)
    assert trace(game.deal_abzug()) == []
    assert trace(game.place_stake("P1", cards("7D"), 30)) == ["placed P1 7D 30 #2"]
    # dealt at position 3: not the lob, so the full kush even under lob half
    assert trace(game.deal_abzug()) == ["killed P1 7D #2 p3 a2 by 7S riding=30 x1 = -30"]
    assert game.phase is Phase.DEALING  # the talia goes on to the end of the deck
    lines = trace(deal_all(game))
    assert lines == ["killed P1 KD #1 p45 a23 by KS riding=30 x1 = -30 plie", "deal 1 finished after 52 talia"]
    assert_money(game, BANK + 60, P1=CAPITAL - 60)


def test_talia_refuses_a_rank_with_no_copy_left() -> None:
    game = new_game(TALIA)
    game.place_stake("P1", cards("KD"), 6)
    game.shuffle(stacked(52, "7S 7H 7D 7C"))
    game.cut(0)
    game.deal_abzug()
    game.place_stake("P1", cards("7D"), 6)  # two sevens left
    game.deal_abzug()
    with pytest.raises(StakeError, match="no 7 is left in this talia's deck"):
        game.place_stake("P1", cards("7S"), 6)
    assert game.can_place_stake("P1", cards("8D"), 6)


def test_talia_winnings_wait_until_the_next_abzug() -> None:
    game = new_game(HouseRules(talia=True))
    game.place_stake("P1", cards("7D"), 6)
    game.shuffle(stacked(52, "2S 7S 3S 4S"))
    game.cut(0)
    assert trace(game.deal_abzug()) == ["given P1 7D #1 p2 a1 by 7S riding=6 x1 = +6"]
    assert trace(game.bend_paroli("P1", card("7D"))) == ["paroli P1 7D corners=1 riding=12"]
    # the paroli rides on the next seven of the same talia
    lines = trace(deal_all(game))
    assert lines[0] == "given P1 7D #1 p22 a11 by 7H riding=12 x1 = +12 corners=1"


def test_talia_winnings_not_bent_are_picked_up_at_the_next_abzug() -> None:
    game = new_game(HouseRules(talia=True))
    game.place_stake("P1", cards("7D"), 6)
    game.shuffle(stacked(52, "2S 7S 3S 4S"))
    game.cut(0)
    game.deal_abzug()
    assert trace(game.deal_abzug()) == ["pick up P1 7D 12"]
    assert game.balance("P1") == CAPITAL + 6


def test_last_card_void_in_a_talia_the_stake_comes_back() -> None:
    # three sevens go first, so the last seven is the talia's last card
    pharaon = HouseRules(deck_size=32, talia=True, plie=PlieRule.HALF, hocly=True, last_card=LastCard.VOID)
    middle = " ".join(str(c) for c in stacked(32, "8S 9S 7S 7H 7D 8H 7C")[7:])
    deck = stacked(32, f"8S 9S 7S 7H 7D 8H {middle} 7C")
    for rules, last_line, money in ((pharaon, "void P1 7C #2 p32 a16 by 7C riding=30 x0 = +0", 0),
                                    (pharaon.replace(last_card=LastCard.COUNTS),
                                     "given P1 7C #2 p32 a16 by 7C riding=30 x1 = +30", 30)):
        game = new_game(rules)
        game.place_stake("P1", cards("8D"), 30)
        game.shuffle(deck)
        game.cut(0)
        game.deal_abzug()
        game.deal_abzug()
        game.deal_abzug()
        assert trace(game.place_stake("P1", cards("7C"), 30)) == ["placed P1 7C 30 #2"]
        assert trace(deal_all(game)) == [last_line, "deal 1 finished after 32 talia"]
        assert_money(game, BANK + 30 - money, P1=CAPITAL - 30 - (30 if money else 0))


# ----- premiums (section 4.6) -----

SONIK_SERIES_DEAL = (Premium(PremiumEvent.SONIK_WIN, 1), Premium(PremiumEvent.SERIES, 1, 2),
                     Premium(PremiumEvent.DEAL_WON, 1))


def test_the_settle_example_of_the_rules_cli() -> None:
    game = new_game(HouseRules(premiums=SONIK_SERIES_DEAL), players=("banker", "P1", "P2"))
    events = game.place_stake("P1", cards("7D"), 30) + game.place_stake("P2", cards("QH QS"), 12)
    events += play_deal(game, stacked(52, "KC QD 7S"))
    assert trace(events) == [
        "placed P1 7D 30 #1", "placed P2 QH QS 12 #2", "cut 0 deal 1",
        "given P2 QH #2 p2 a1 by QD riding=12 x1 = +12 pair", "premium P2 sonik_win QH 12",
        "given P2 QS #2 p2 a1 by QD riding=12 x1 = +12 pair", "premium P2 sonik_win QS 12",
        "premium P2 series n=2 QS 12",
        "killed P1 7D #1 p3 a2 by 7S riding=30 x1 = -30",
        "premium P2 deal_won 6", "deal 1 finished after 4"]
    game.pick_up("P2", card("QH"))
    game.pick_up("P2", card("QS"))
    # net: P1 -30, P2 +66 (24 won and 42 in premiums), the banker -36
    assert_money(game, BANK - 36, banker=CAPITAL - BANK, P1=CAPITAL - 30, P2=CAPITAL + 66)


def test_premiums_are_on_the_kush_as_placed_not_on_thirds_or_the_pile() -> None:
    game = new_game(HouseRules(thirds=True, premiums=(Premium(PremiumEvent.SONIK_WIN, 2),)))
    game.place_stake("P1", cards("7D"), 6)
    assert trace(play_deal(game, stacked(52, "2S 7S")))[1:3] == [
        "given P1 7D #1 p2 a1 by 7S riding=6 x1/3 = +2", "premium P1 sonik_win 7D 12"]
    game = new_game(HouseRules(premiums=(Premium(PremiumEvent.SONIK_WIN, 1),)))
    game.place_stake("P1", cards("7D"), 6)
    win_on_the_sonik(game)
    game.bend_paroli("P1", card("7D"))
    assert trace(play_deal(game, stacked(52, "2S 7S")))[1:3] == [
        "given P1 7D #1 p2 a1 by 7S riding=12 x1 = +12 corners=1", "premium P1 sonik_win 7D 6"]


def test_sonik_premium_only_on_the_sonik() -> None:
    game = new_game(HouseRules(premiums=(Premium(PremiumEvent.SONIK_WIN, 1),)))
    game.place_stake("P1", cards("7D"), 6)
    assert trace(play_deal(game, stacked(52, "2S 3S 4S 7S"))) == [
        "cut 0 deal 1", "given P1 7D #1 p4 a2 by 7S riding=6 x1 = +6", "deal 1 finished after 4"]


def test_deal_won_needs_two_cards_all_given() -> None:
    rules = HouseRules(premiums=(Premium(PremiumEvent.DEAL_WON, 2),))
    game = new_game(rules)
    game.place_stake("P1", cards("7D"), 6)
    game.place_stake("P1", cards("8D"), 6)
    assert trace(play_deal(game, stacked(52, "2S 7S 3S 8S")))[-2:] == [
        "premium P1 deal_won 12", "deal 1 finished after 4"]
    game = new_game(rules)
    game.place_stake("P1", cards("7D"), 6)
    game.place_stake("P1", cards("8D"), 6)
    assert "premium" not in " ".join(trace(play_deal(game, stacked(52, "2S 7S 8S 3S"))))
    game = new_game(rules)
    game.place_stake("P1", cards("7D"), 6)  # one card is not a deal won
    assert "premium" not in " ".join(trace(play_deal(game, stacked(52, "2S 7S"))))


def series_talia(game: Game, stakes: list[str], deck: tuple[object, ...], late: str | None = None) -> list[str]:
    """One talia of the series test: stakes before the cut, an optional stake after three abzugs."""
    for stake in stakes:
        game.place_stake("P1", cards(stake), 6)
    game.shuffle(deck)  # type: ignore[arg-type]
    events = game.cut(0)
    for _ in range(3):
        events += game.deal_abzug()
    if late:
        events += game.place_stake("P1", cards(late), 6)
    events += deal_all(game)
    return [line for line in trace(events) if line.split()[0] in ("given", "killed", "void", "premium")]


def test_series_across_talias_a_void_neither_extends_nor_ends_the_run_a_kill_ends_it() -> None:
    rules = HouseRules(deck_size=32, talia=True, last_card=LastCard.VOID, plie=PlieRule.HALF,
                       premiums=(Premium(PremiumEvent.SERIES, 1, 2), Premium(PremiumEvent.SERIES, 2, 3),
                                 Premium(PremiumEvent.DEAL_WON, 1)))
    game = new_game(rules)
    middle = " ".join(str(c) for c in stacked(32, "8S 9S 7S 7H 7D 8H 7C")[7:])
    # a nine given at 2, a king given at 24, three sevens gone after three abzugs, the last at 32
    given_9 = stacked(32, f"8S 9S 7S 7H 7D 8H {middle} 7C")
    killed_9 = stacked(32, "9S 8S")
    # talia 1: 9D given (run 1); 7C void on the last card: the run stays 1 and the deal is not won
    assert series_talia(game, ["9D"], given_9, late="7C") == [
        "given P1 9D #1 p2 a1 by 9S riding=6 x1 = +6",
        "void P1 7C #2 p32 a16 by 7C riding=6 x0 = +0"]
    # talia 2: the run reaches 2 now (had the void extended it, it would be 3; had it ended it, 1)
    assert series_talia(game, ["9D"], given_9) == [
        "given P1 9D #3 p2 a1 by 9S riding=6 x1 = +6", "premium P1 series n=2 9D 6"]
    # talia 3: 3 and 4 in a row; two cards both given: the deal is won
    assert series_talia(game, ["9D"], given_9, late="KD") == [
        "given P1 9D #4 p2 a1 by 9S riding=6 x1 = +6", "premium P1 series n=3 9D 12",
        "given P1 KD #5 p24 a12 by KS riding=6 x1 = +6", "premium P1 deal_won 6"]
    # talia 4: killed: the run ends
    assert series_talia(game, ["9D"], killed_9) == ["killed P1 9D #6 p1 a1 by 9S riding=6 x1 = -6"]
    # talia 5: a new run pays n=2 again, on the card that reached it
    assert series_talia(game, ["9D"], given_9, late="KD") == [
        "given P1 9D #7 p2 a1 by 9S riding=6 x1 = +6",
        "given P1 KD #8 p24 a12 by KS riding=6 x1 = +6", "premium P1 series n=2 KD 6",
        "premium P1 deal_won 6"]
    for win in game.winnings_of("P1"):
        game.pick_up("P1", win.card)
    # six cards given and one killed (+30), premiums 6 + 12 + 6 + 6 + 6 (+36)
    assert_money(game, BANK - 30 - 36, P1=CAPITAL + 30 + 36)
    assert dict(game.state().series_runs) == {"P1": 2}


def test_talia_bank_limit_counts_a_card_already_given_towards_deal_won() -> None:
    # regression: the deal_won premium of a punter whose first card was given earlier in the talia
    # must count when he stakes a second one, or the bank could pay out more than it holds
    rules = HouseRules(talia=True, bank=12, premiums=(Premium(PremiumEvent.DEAL_WON, 1),))
    game = new_game(rules)
    game.place_stake("P1", cards("7D"), 6)
    game.shuffle(stacked(52, "2S 7S 3S 8S"))
    game.cut(0)
    game.deal_abzug()
    assert game.bank == 6
    with pytest.raises(StakeError, match="the bank 6 cannot cover it: the stakes could then cost the bank 12"):
        game.place_stake("P1", cards("8D"), 6)
    # once a card of the talia was killed the deal cannot be won: no premium to cover
    game = new_game(rules.replace(bank=18))
    game.place_stake("P1", cards("7D"), 6)
    game.place_stake("P1", cards("KD"), 6)
    game.shuffle(stacked(52, "7S 2S KH 3S"))
    game.cut(0)
    game.deal_abzug()
    game.deal_abzug()
    assert game.bank == 18 + 6 + 6
    assert game.exposure() == 0
    game.place_stake("P1", cards("8D"), 6)
    assert game.exposure() == 6


# ----- a whole session, record by record -----

def test_hermann_the_queen_of_spades() -> None:
    """Pushkin: 47 000 on a three, the sonik; 94 000 on a seven, the sonik; then the queen is killed."""
    rules = HouseRules(initial_kush=1000, bank=400_000, capital=400_000)
    game = Game(rules, ["Chekalinsky", "Hermann"], balances={"Hermann": 47_000})
    game.place_stake("Hermann", cards("3H"), 47_000)
    play_deal(game, stacked(52, "9C 3D"))
    game.pick_up("Hermann", card("3H"))
    game.place_stake("Hermann", cards("7H"), 94_000)
    game.answer_offer(True)
    play_deal(game, stacked(52, "JD 7C"))
    game.pick_up("Hermann", card("7H"))
    game.place_stake("Hermann", cards("QS"), 188_000)  # he meant the ace
    game.answer_offer(True)
    play_deal(game, stacked(52, "QD AH"))  # "направо легла дама, налево туз"
    assert trace(game.log, cards_dealt=True) == [
        "session Chekalinsky Hermann banker=Chekalinsky",
        "bank Chekalinsky 400000 [Chekalinsky:400000]",
        "placed Hermann 3H 47000 #1",
        "shuffled", "cut 0 deal 1", "lob 9C sonik 3D",
        "dealt 9C p1 a1 right", "dealt 3D p2 a1 left",
        "given Hermann 3H #1 p2 a1 by 3D riding=47000 x1 = +47000",
        "deal 1 finished after 2",
        "pick up Hermann 3H 94000",
        "offered Hermann 7H 94000 (raise)",
        "placed Hermann 7H 94000 #2 raised",
        "shuffled", "cut 0 deal 2", "lob JD sonik 7C",
        "dealt JD p1 a1 right", "dealt 7C p2 a1 left",
        "given Hermann 7H #2 p2 a1 by 7C riding=94000 x1 = +94000",
        "deal 2 finished after 2",
        "pick up Hermann 7H 188000",
        "offered Hermann QS 188000 (raise)",
        "placed Hermann QS 188000 #3 raised",
        "shuffled", "cut 0 deal 3", "lob QD sonik AH",
        "dealt QD p1 a1 right",
        "killed Hermann QS #3 p1 a1 by QD riding=188000 x1 = -188000",
        "dealt AH p2 a1 left",
        "deal 3 finished after 2",
        "left Hermann out of money",
        "bank returned Chekalinsky 447000",
        "ended no_punters Chekalinsky:447000 Hermann:0"]
    assert game.phase is Phase.OVER
    assert Game.replay(rules, game.log).state() == game.state()
    records = json.loads(json.dumps([e.to_json() for e in game.log]))  # every record is plain JSON
    assert records[-6] == {"kind": "stake_decided", "punter": "Hermann", "card": "QS", "pair": False, "entry": 3,
                           "outcome": "killed", "position": 1, "abzug": 1, "deciding_card": "QD", "plie": False,
                           "kush": 188_000, "riding": 188_000, "factor": "1", "amount": -188_000, "corners": 0}


def test_atande_changes_nothing_but_the_log() -> None:
    game = new_game()
    game.place_stake("P1", cards("7D"), 6)
    game.shuffle(stacked(52, "2S 3S 7S"))
    game.cut(0)
    game.deal_abzug()
    before = game.state()
    assert trace(game.call_atande("P1")) == ["atande P1"]
    assert game.state() == before
    with pytest.raises(GameError, match="not at this table"):
        game.call_atande("Tomsky")
    assert trace(game.deal_abzug())[0] == "killed P1 7D #1 p3 a2 by 7S riding=6 x1 = -6"


def test_stop_returns_the_punters_money_and_the_last_punter_ends_the_session() -> None:
    game = new_game(players=("banker", "P1", "P2"))
    game.place_stake("P1", cards("7D"), 6)
    game.place_stake("P2", cards("8D"), 6)
    win_on_the_sonik(game)
    game.place_stake("P1", cards("9D"), 6)
    assert trace(game.stop("P1")) == ["pick up P1 7D 12", "returned P1 9D 6", "left P1"]
    assert game.punters == ("P2",)
    with pytest.raises(GameError, match="has left the table"):
        game.place_stake("P1", cards("9D"), 6)
    # P2's eight was killed: the bank won back what it paid P1
    assert trace(game.stop("P2")) == ["left P2", "bank returned banker 600", "ended no_punters banker:1200 "
                                      "P1:1206 P2:1194"]


def test_no_stop_with_an_undecided_card_in_the_deal() -> None:
    game = new_game()
    game.place_stake("P1", cards("7D"), 6)
    game.shuffle(stacked(52, "2S 3S"))
    game.cut(0)
    with pytest.raises(GameError, match="undecided stakes"):
        game.stop("P1")


def test_end_session_returns_everything_to_its_owner() -> None:
    game = new_game(players=("banker", "P1", "P2"))
    game.place_stake("P1", cards("7D"), 6)
    win_on_the_sonik(game)
    game.place_stake("P2", cards("8D"), 12)
    assert trace(game.end_session()) == [
        "pick up P1 7D 12", "returned P2 8D 12", "bank returned banker 594",
        "ended requested banker:1194 P1:1206 P2:1200"]
    with pytest.raises(GameError, match="session is over"):
        game.end_session()


def test_a_punter_below_the_initial_kush_is_out() -> None:
    game = new_game(players=("banker", "P1", "P2"), balances={"P1": 10})
    game.place_stake("P1", cards("7D"), 6)
    game.place_stake("P2", cards("8D"), 6)
    lines = trace(play_deal(game, stacked(52, "7S 8H")))
    assert lines[-2:] == ["deal 1 finished after 2", "left P1 out of money"]
    assert game.punters == ("P2",)
    assert game.balance("P1") == 4


def test_each_deal_rotation_in_talia_mode_passes_after_the_talia() -> None:
    rules = HouseRules(talia=True, banker_rotation=BankerRotation.EACH_DEAL, deck_size=32)
    game = new_game(rules, players=("A", "B"))
    game.place_stake("B", cards("7D"), 6)
    game.shuffle(stacked(32, "8S 7S"))
    game.cut(0)
    game.deal_abzug()
    assert game.banker == "A"  # not after an abzug: after the talia
    lines = trace(deal_all(game))
    assert lines == ["pick up B 7D 12", "deal 1 finished after 32 talia", "bank returned A 594",
                     "rotated A->B seats=A", "bank B 600 [B:600]"]
    assert game.banker == "B"


def test_rules_change_between_deals_returns_the_money_on_the_table_first() -> None:
    game = new_game()
    game.place_stake("P1", cards("7D"), 6)
    win_on_the_sonik(game)
    game.place_stake("P1", cards("8D"), 6)
    lines = trace(game.change_rules(HouseRules(lob=LobRule.HALF)))
    assert lines == ["pick up P1 7D 12", "returned P1 8D 6", "rules changed {'lob': 'half'}"]
    game.place_stake("P1", cards("8D"), 6)
    assert trace(play_deal(game, stacked(52, "8S")))[1] == "killed P1 8D #3 p1 a1 by 8S riding=6 x1/2 = -3"
    assert Game.replay(HouseRules(), game.log).state() == game.state()


# ----- legality: every action's verify_* names the reason, can_* agrees with it -----

def test_pick_up_all_takes_every_waiting_card_of_that_punter_only() -> None:
    game = new_game(HouseRules(), players=("banker", "P1", "P2"))
    game.place_stake("P1", cards("7D"), 6)
    game.place_stake("P1", cards("8D"), 6)
    game.place_stake("P2", cards("9D"), 6)
    play_deal(game, stacked(52, "2S 7S 3S 8S 4S 9S"))
    assert game.can_pick_up_all("P1")
    assert trace(game.pick_up_all("P1")) == ["pick up P1 7D 12", "pick up P1 8D 12"]
    assert game.winnings_of("P1") == ()
    assert [w.card for w in game.winnings_of("P2")] == [card("9D")]
    assert game.balance("P1") == CAPITAL + 12
    assert game.pick_up_all("P1") == []  # nothing waiting is not an error: nothing happens


def test_pick_up_all_is_refused_to_strangers_and_after_the_session() -> None:
    game = new_game()
    with pytest.raises(GameError, match="Lugin is not at this table"):
        game.verify_pick_up_all("Lugin")
    assert not game.can_pick_up_all("Lugin")
    game.end_session()
    with pytest.raises(GameError, match="the session is over"):
        game.pick_up_all("P1")
    assert not game.can_pick_up_all("P1")


def test_can_place_stake_weighs_the_refusal_flag_and_the_opening_table_as_verify_does() -> None:
    game = new_game(HouseRules(refuse_above=2))
    assert game.can_place_stake("P1", cards("7D"), 18)
    assert not game.can_place_stake("P1", cards("7D"), 18, banker_refuses=True)
    with pytest.raises(StakeError, match="refuses a kush of 18"):
        game.verify_place_stake("P1", cards("7D"), 18, banker_refuses=True)
    game.place_stake("P1", cards("7D"), 6)
    play_deal(game, stacked(52, "7S QH"))  # killed in the lob: he stakes from his base of 6 again
    assert not game.can_place_stake("P1", cards("8D"), 12)
    game.opening_stakes = True  # the CLI's table: every stake an opening stake
    assert game.can_place_stake("P1", cards("8D"), 12)


def test_give_up_bank_only_when_the_bank_is_broken() -> None:
    game = new_game(HouseRules(bank=12), players=("banker", "P1", "P2"))
    assert not game.can_give_up_bank()
    with pytest.raises(GameError, match="the bank is not broken"):
        game.give_up_bank()
    break_the_bank(game, "7")
    assert game.can_give_up_bank()
    assert trace(game.give_up_bank())[-1].startswith("ended bank_broken")


def test_end_session_and_atande_are_refused_once_the_session_is_over() -> None:
    game = new_game()
    assert game.can_end_session()
    assert game.can_call_atande("P1")
    assert not game.can_call_atande("Lugin")
    with pytest.raises(GameError, match="Lugin is not at this table"):
        game.call_atande("Lugin")
    game.end_session()
    assert not game.can_end_session()
    assert not game.can_call_atande("P1")
    log = game.log
    for action in (game.end_session, lambda: game.call_atande("P1")):
        with pytest.raises(GameError, match="the session is over"):
            action()
    assert game.log == log


def test_shuffle_is_refused_during_a_deal_and_for_a_deck_that_is_not_one() -> None:
    game = new_game()
    short = make_deck(52)[:-1]
    assert not game.can_shuffle(short)
    with pytest.raises(GameError, match="exactly once"):
        game.shuffle(short)
    assert game.can_shuffle()
    game.place_stake("P1", cards("7D"), 6)
    game.cut(0)
    assert not game.can_shuffle()
    with pytest.raises(GameError, match="the deal is under way"):
        game.shuffle()


def test_answer_offer_without_an_offer_names_the_reason() -> None:
    game = new_game()
    with pytest.raises(GameError, match="no stake is waiting"):
        game.answer_offer(True)
