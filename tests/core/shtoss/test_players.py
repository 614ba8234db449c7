"""The computer players keep to their documented temperaments, on a real game.

Each test plays real deals (stacked decks, see helpers) and checks what a person watching the table would
see of a style: the mirandole's flat kush, Hermann's three, seven, ace, the paroli runner's corners, the odds
reader's rare ranks, the banker's answers, and that no computer choice is ever one the rules refuse.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shtoss_desktop.core.cards import Card, Rank, make_deck
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import OfferReason
from shtoss_desktop.core.shtoss.players import (
    ComputerBanker,
    PunterStrategy,
    PunterStyle,
    WinChoice,
    make_punter,
    take_win,
)
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.table import Phase
from tests.core.helpers import card, new_game, play_deal, stacked, valid_rules

NAME = "Hermann"


def stake_and_win(game: Game, player: PunterStrategy) -> tuple[Rank, int]:
    """The punter chooses and places his stake; the deck then gives it at the sonik. His (rank, kush)."""
    [choice] = player.choose_stakes(game, NAME)
    game.place_stake(NAME, choice.cards, choice.kush)
    if game.offer is not None:  # a raise: the banker is asked, and he lets it stand
        game.answer_offer(True)
    rank = choice.cards[0].rank
    other = next(c for c in make_deck(game.rules.deck_size) if c.rank is not rank)
    play_deal(game, stacked(game.rules.deck_size, f"{other} {rank.char}H"))
    assert [w.card for w in game.winnings_of(NAME)] == [choice.cards[0]]
    return rank, choice.kush


def test_the_mirandole_stakes_one_card_at_the_initial_kush_and_never_raises_after_wins() -> None:
    game = new_game(players=("banker", NAME))
    mirandole = make_punter(PunterStyle.MIRANDOLE, random.Random(3))
    for _ in range(3):
        _, kush = stake_and_win(game, mirandole)
        assert kush == game.rules.initial_kush
        [win] = game.winnings_of(NAME)
        assert game.can_bend_paroli(NAME, win.card)  # he could ride: he takes the money all the same
        assert mirandole.choose_win(game, NAME, win) is WinChoice.TAKE
        game.pick_up_all(NAME)
        assert game.kush_limit(NAME)[0] == game.rules.initial_kush * 2  # a raise was allowed


def test_hermann_stakes_three_seven_ace_in_turn_and_raises_to_the_limit_after_each_win() -> None:
    game = new_game(players=("banker", NAME))
    hermann = make_punter(PunterStyle.HERMANN, random.Random(5))
    played = []
    for _ in range(4):
        played.append(stake_and_win(game, hermann))
        game.pick_up_all(NAME)
    kush = game.rules.initial_kush * 4
    assert played == [(Rank.THREE, kush), (Rank.SEVEN, 2 * kush), (Rank.ACE, 4 * kush), (Rank.THREE, 8 * kush)]


def test_hermann_goes_back_to_his_base_after_a_killed_card() -> None:
    game = new_game(players=("banker", NAME))
    hermann = make_punter(PunterStyle.HERMANN, random.Random(5))
    [choice] = hermann.choose_stakes(game, NAME)
    game.place_stake(NAME, choice.cards, choice.kush)
    play_deal(game, stacked(52, "3H"))  # killed in the lob
    [after] = hermann.choose_stakes(game, NAME)
    assert (after.cards[0].rank, after.kush) == (Rank.SEVEN, choice.kush)


def test_hermann_in_a_deck_without_threes_stakes_its_lowest_rank_for_the_three() -> None:
    game = new_game(HouseRules(deck_size=32), players=("banker", NAME))
    hermann = make_punter(PunterStyle.HERMANN, random.Random(5))
    ranks = []
    for _ in range(3):
        ranks.append(stake_and_win(game, hermann)[0])
        game.pick_up_all(NAME)
    assert ranks == [Rank.SEVEN, Rank.SEVEN, Rank.ACE]


def test_the_paroli_runner_bends_while_allowed_then_takes_the_pile() -> None:
    game = new_game(HouseRules(max_corners=1), players=("banker", NAME))
    runner = make_punter(PunterStyle.PAROLI_RUNNER, random.Random(7))
    rank, _ = stake_and_win(game, runner)
    [win] = game.winnings_of(NAME)
    assert runner.choose_win(game, NAME, win) is WinChoice.PAROLI
    game.bend_paroli(NAME, win.card)
    play_deal(game, stacked(52, f"2S {rank.char}D" if rank is not Rank.TWO else "3S 2D"))
    [win] = game.winnings_of(NAME)
    assert win.corners == 1
    assert not game.can_bend_paroli(NAME, win.card)  # the table's one corner is used
    assert runner.choose_win(game, NAME, win) is WinChoice.TAKE  # paix only on an unbent card


def test_the_paroli_runner_takes_the_money_where_paroli_is_not_played() -> None:
    game = new_game(HouseRules(paroli=False), players=("banker", NAME))
    runner = make_punter(PunterStyle.PAROLI_RUNNER, random.Random(7))
    for seed in range(5):
        runner.rng.seed(seed)
        stake_and_win(game, runner)
        [win] = game.winnings_of(NAME)
        assert runner.choose_win(game, NAME, win) is WinChoice.TAKE
        game.pick_up_all(NAME)


def test_the_odds_reader_waits_in_a_talia_for_a_rank_down_to_one_copy_and_stakes_it() -> None:
    game = new_game(HouseRules(talia=True), players=("banker", NAME, "P1"))
    reader = make_punter(PunterStyle.ODDS_AWARE, random.Random(11))
    game.place_stake("P1", [card("KD")], 6)
    game.shuffle(stacked(52, "2S 2H 2D 5S 9S 9H"))
    game.cut(0)
    game.deal_abzug()
    assert not reader.wants_to_stake(game, NAME)  # every rank still has two copies or more
    game.deal_abzug()
    assert reader.wants_to_stake(game, NAME)  # one two is left: an even game
    [choice] = reader.choose_stakes(game, NAME)
    assert choice.cards[0].rank is Rank.TWO
    game.place_stake(NAME, choice.cards, choice.kush)
    assert not reader.wants_to_stake(game, NAME)  # one card riding is enough for him


def test_the_computer_banker_refuses_above_his_limit_and_accepts_a_raise_up_to_double() -> None:
    game = new_game(HouseRules(refuse_above=4), players=("banker", NAME))
    banker = ComputerBanker(random.Random(1))
    game.place_stake(NAME, [card("7D")], 30)
    assert game.offer is not None
    assert OfferReason.ABOVE_LIMIT in game.offer.reasons
    assert banker.answer(game, game.offer) is False
    game.answer_offer(False)
    game.place_stake(NAME, [card("7D")], 6)
    play_deal(game, stacked(52, "2S 7S"))
    game.pick_up_all(NAME)
    game.place_stake(NAME, [card("8D")], 12)
    assert game.offer is not None
    assert game.offer.reasons == (OfferReason.RAISE,)
    assert banker.answer(game, game.offer) is True


def test_a_refused_punter_stakes_again_a_kush_the_banker_may_not_refuse_then_wishes_as_before() -> None:
    game = new_game(HouseRules(refuse_above=2), players=("banker", NAME))
    hermann = make_punter(PunterStyle.HERMANN, random.Random(5))
    [wish] = hermann.choose_stakes(game, NAME)
    assert wish.kush == 4 * game.rules.initial_kush  # above the banker's limit of two initial kush
    game.place_stake(NAME, wish.cards, wish.kush)
    assert game.offer is not None
    game.answer_offer(False)
    hermann.note_refused()
    [again] = hermann.choose_stakes(game, NAME)
    assert again.kush == 2 * game.rules.initial_kush  # the most he may stake without the banker's consent
    assert game.offer_reasons(NAME, again.kush) == ()
    assert game.place_stake(NAME, again.cards, again.kush)[0].kind == "stake_placed"
    assert not hermann.refused  # the refusal is answered: next time he wishes as his temperament says


def test_after_a_refused_raise_the_punter_stakes_his_base() -> None:
    game = new_game(players=("banker", NAME))
    hermann = make_punter(PunterStyle.HERMANN, random.Random(5))
    _, kush = stake_and_win(game, hermann)
    game.pick_up_all(NAME)
    [raised] = hermann.choose_stakes(game, NAME)
    assert raised.kush == 2 * kush
    game.place_stake(NAME, raised.cards, raised.kush)
    assert game.offer is not None
    assert game.offer.reasons == (OfferReason.RAISE,)
    game.answer_offer(False)
    hermann.note_refused()
    [base] = hermann.choose_stakes(game, NAME)
    assert base.kush == kush


@settings(max_examples=25, deadline=None)
@given(rules=valid_rules(small_money=True), style=st.sampled_from(list(PunterStyle)), seed=st.integers(0, 2**16))
def test_every_computer_stake_is_legal_when_it_is_chosen(rules: HouseRules, style: PunterStyle, seed: int) -> None:
    """Several deals (or talias) of one computer punter: each kush he names is one the rules accept."""
    game = Game(rules, ["banker", NAME], rng=random.Random(seed))
    player = make_punter(style, random.Random(seed))
    for _ in range(6):
        if game.phase is not Phase.STAKING:
            break
        for choice in player.choose_stakes(game, NAME):
            assert game.can_place_stake(NAME, choice.cards, choice.kush)
            assert choice.kush >= rules.initial_kush
            assert rules.kush_divides(choice.kush)
            game.place_stake(NAME, choice.cards, choice.kush)
            if game.offer is not None:
                game.answer_offer(True)
        if not game.can_cut():
            break
        game.cut()
        while game.phase is Phase.DEALING:
            game.deal_abzug()
            for win in game.winnings_of(NAME):
                choice_made = player.choose_win(game, NAME, win)
                if choice_made is WinChoice.PAROLI:
                    assert game.can_bend_paroli(NAME, win.card)
                elif choice_made is WinChoice.PAIX:
                    assert game.can_paix(NAME, win.card)
            if game.phase is Phase.DEALING and rules.talia and game.can_pick_up_all(NAME):
                game.pick_up_all(NAME)
                for choice in player.choose_stakes(game, NAME):
                    assert game.can_place_stake(NAME, choice.cards, choice.kush)
                    game.place_stake(NAME, choice.cards, choice.kush)
                    if game.offer is not None:
                        game.answer_offer(True)
        if game.phase in (Phase.BANK_BROKEN, Phase.OVER):  # the bank is broken, or the punter is out of money
            break
        game.pick_up_all(NAME)


# ----- a computer punter's whole turn, and what a win choice does -----


def test_a_computer_punter_s_turn_takes_his_wins_then_stakes_until_the_banker_is_asked() -> None:
    rules = HouseRules(refuse_above=2)
    game = Game(rules, ["Chekalinsky", NAME], rng=random.Random(4))
    runner = make_punter(PunterStyle.PAROLI_RUNNER, random.Random(5))
    events = runner.play_turn(game, NAME)
    assert [e.kind for e in events] == ["stake_placed"]  # twice the initial kush: within the limit of 12
    game.shuffle(stacked(52, f"2S {events[0].cards[0].rank.char}H"))  # type: ignore[attr-defined]
    game.cut(0)
    while game.phase is Phase.DEALING:
        game.deal_abzug()
    win = game.winnings_of(NAME)[0]
    turn = runner.play_turn(game, NAME)
    assert turn[0].kind == "paroli_bent", "the paroli runner lets a full win ride"
    assert not game.winnings_of(NAME)
    assert game.stakes_of(NAME)[0].card == win.card


@pytest.mark.parametrize(("choice", "kind"), [(WinChoice.TAKE, "winnings_picked_up"),
                                              (WinChoice.PAROLI, "paroli_bent"), (WinChoice.PAIX, "paix_made")])
def test_a_win_choice_is_made_where_the_rules_allow_it(choice: WinChoice, kind: str) -> None:
    game = Game(HouseRules(), ["Chekalinsky", NAME], rng=random.Random(4))
    game.place_stake(NAME, [Card.parse("7D")], 6)
    game.shuffle(stacked(52, "2S 7S"))
    game.cut(0)
    game.deal_abzug()
    win = game.winnings_of(NAME)[0]
    assert [e.kind for e in take_win(game, NAME, win, choice)] == [kind]


def test_a_win_choice_the_rules_refuse_picks_the_money_up() -> None:
    game = Game(HouseRules(paroli=False), ["Chekalinsky", NAME], rng=random.Random(4))
    game.place_stake(NAME, [Card.parse("7D")], 6)
    game.shuffle(stacked(52, "2S 7S"))
    game.cut(0)
    game.deal_abzug()
    win = game.winnings_of(NAME)[0]
    assert [e.kind for e in take_win(game, NAME, win, WinChoice.PAROLI)] == ["winnings_picked_up"]
