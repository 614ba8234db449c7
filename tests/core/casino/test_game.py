"""Casino stos (core/casino/game.py): golden shoes for every outcome, the legality of every action in its order,
the event records and their JSON, replay, and whole shoes played at random with money conserved."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shtoss_desktop.core.cards import Card, Rank, Suit, make_deck
from shtoss_desktop.core.casino.errors import CasinoError, CasinoMessage
from shtoss_desktop.core.casino.events import (
    CASINO_EVENT_TYPES,
    BetChanged,
    BetDecided,
    BetPlaced,
    BetTakenBack,
    CasinoEvent,
    CasinoSessionEnded,
    CasinoSessionStarted,
    ShoeEnded,
    ShoeShuffled,
    TurnDealt,
)
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.casino.settle import BetOutcome, Box, SuitOutcome, decide_bet
from shtoss_desktop.core.casino.shoe import check_shoe, make_shoe, shuffled_shoe, stacked_shoe
from shtoss_desktop.core.casino.table import CasinoPhase
from shtoss_desktop.core.machine import RecordError
from shtoss_desktop.core.seats import SetupError
from shtoss_desktop.core.shtoss.events import EVENT_TYPES, Event

RULES = CasinoRules(table_minimum=2, table_maximum=100, capital=1000)
H, S, D, C = Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS
Q, K, SEVEN = Rank.QUEEN, Rank.KING, Rank.SEVEN


def game_on(top: Sequence[str], players: Sequence[str] = ("You", "Narumov"), rules: CasinoRules = RULES,
            decks: int = 6) -> CasinoGame:
    return CasinoGame(rules, list(players), shoe=stacked_shoe(decks, top))


def decided(events: Sequence[CasinoEvent]) -> list[BetDecided]:
    return [e for e in events if isinstance(e, BetDecided)]


def money(game: CasinoGame) -> int:
    """Everything the players started with must be here: balances, the layout, and the house's gain."""
    return sum(game.balances().values()) + game.layout_total + game.house_result


# ----- golden shoes -----


def test_a_rank_on_the_win_box_is_paid_one_to_one() -> None:
    game = game_on(["2S", "QH"])
    game.place_bet("You", Q, 20)
    (decision,) = decided(game.deal_turn())
    assert (decision.outcome, decision.box, decision.position, decision.deciding_card, decision.plie) == (
        BetOutcome.WON, Box.WIN, 2, Card.parse("QH"), False)
    assert (decision.gain, decision.returned) == (20, 40)
    assert game.balance("You") == 1020
    assert game.house_result == -20
    assert game.bets == ()


def test_a_rank_on_the_loss_box_goes_to_the_house() -> None:
    game = game_on(["QH", "2S"])
    game.place_bet("You", Q, 20)
    (decision,) = decided(game.deal_turn())
    assert (decision.outcome, decision.box, decision.position, decision.gain, decision.returned) == (
        BetOutcome.LOST, Box.LOSS, 1, -20, 0)
    assert (game.balance("You"), game.house_result) == (980, 20)


def test_a_plie_loses_every_bet_on_its_rank_by_the_odd_card() -> None:
    game = game_on(["QH", "QS"])
    game.place_bet("You", Q, 20, S, 8)
    game.place_bet("Narumov", Q, 10)
    events = game.deal_turn()
    assert [type(e) for e in events] == [TurnDealt, BetDecided, BetDecided]
    you, narumov = decided(events)
    assert (you.player, you.outcome, you.position, you.deciding_card, you.plie, you.gain) == (
        "You", BetOutcome.LOST, 1, Card.parse("QH"), True, -20)
    # the deciding card is the heart: a spade suit bet is of the other colour, returned
    assert (you.suit_outcome, you.suit_gain, you.returned) == (SuitOutcome.PUSH, 0, 8)
    assert (narumov.player, narumov.plie, narumov.gain) == ("Narumov", True, -10)
    assert (game.balance("You"), game.balance("Narumov"), game.house_result) == (980, 990, 30)


@pytest.mark.parametrize(("top", "suit", "outcome", "suit_gain"), [
    (["2S", "QH"], H, SuitOutcome.WON, 8),
    (["QH", "2S"], H, SuitOutcome.LOST, -8),
    (["2S", "QH"], D, SuitOutcome.HALF_WON, 4),
    (["QH", "2S"], D, SuitOutcome.HALF_LOST, -4),
    (["2S", "QH"], S, SuitOutcome.PUSH, 0),
    (["QH", "2S"], C, SuitOutcome.PUSH, 0),
], ids=["won", "lost", "half_won", "half_lost", "push_on_win", "push_on_loss"])
def test_a_suit_bet_is_decided_by_the_card_that_decides_its_rank(
        top: list[str], suit: Suit, outcome: SuitOutcome, suit_gain: int) -> None:
    game = game_on(top)
    game.place_bet("You", Q, 20, suit, 8)
    assert game.balance("You") == 972
    (decision,) = decided(game.deal_turn())
    rank_gain = 20 if top[1] == "QH" else -20
    assert (decision.gain, decision.suit, decision.suit_amount, decision.suit_outcome, decision.suit_gain) == (
        rank_gain, suit, 8, outcome, suit_gain)
    assert game.balance("You") == 1000 + rank_gain + suit_gain
    assert game.house_result == -(rank_gain + suit_gain)


def test_the_last_card_of_the_shoe_counts_on_the_win_box() -> None:
    shoe = list(make_shoe(6))
    shoe.remove(Card.parse("KS"))
    shoe.remove(Card.parse("2S"))
    game = CasinoGame(RULES, ["You"], shoe=[*shoe, Card.parse("2S"), Card.parse("KS")])
    while game.cards_left > 2:
        game.deal_turn()
    assert (game.copies_left(K), game.copies_gone(K), game.cards_left) == (1, 23, 2)
    game.place_bet("You", K, 10)
    events = game.deal_turn()
    assert [type(e) for e in events] == [TurnDealt, BetDecided, ShoeEnded]
    (decision,) = decided(events)
    assert (decision.position, decision.box, decision.outcome, decision.gain) == (312, Box.WIN, BetOutcome.WON, 10)
    assert events[-1] == ShoeEnded(1, 156)
    assert game.phase is CasinoPhase.SHOE_OVER
    assert game.balance("You") == 1010


def test_a_turn_decides_the_loss_rank_first_then_the_win_rank_each_in_the_order_placed() -> None:
    game = game_on(["7S", "QH"])
    game.place_bet("Narumov", Q, 4)
    game.place_bet("You", SEVEN, 6)
    game.place_bet("You", Q, 8)
    game.place_bet("Narumov", SEVEN, 2)
    rows = [(e.player, e.rank, e.outcome, e.entry) for e in decided(game.deal_turn())]
    assert rows == [("You", SEVEN, BetOutcome.LOST, 2), ("Narumov", SEVEN, BetOutcome.LOST, 4),
                    ("Narumov", Q, BetOutcome.WON, 1), ("You", Q, BetOutcome.WON, 3)]


def test_a_bet_rides_turns_that_do_not_show_its_rank() -> None:
    game = game_on(["2S", "3S", "4S", "QD"])
    game.place_bet("You", Q, 10)
    assert decided(game.deal_turn()) == []
    assert game.bet_of("You", Q) is not None
    (decision,) = decided(game.deal_turn())
    assert (decision.position, decision.outcome) == (4, BetOutcome.WON)


def test_the_case_keeper_counts_copies_gone_and_left() -> None:
    game = game_on(["QH", "QS", "2S", "QD"])
    game.deal_turn()
    game.deal_turn()
    assert (game.copies_gone(Q), game.copies_left(Q), game.copies_gone(Rank.TWO)) == (3, 21, 1)
    assert game.cards_left == 308
    assert game.turns_dealt == 2
    last = game.last_turn
    assert last is not None
    assert (last.turn, last.loss_card, last.win_card, last.loss_position, last.cards_left) == (
        2, Card.parse("2S"), Card.parse("QD"), 3, 308)
    assert len(game.remaining_cards()) == 308
    assert game.remaining_cards() == tuple(sorted(game.remaining_cards()))


def test_decide_bet_by_itself() -> None:
    lost = decide_bet(position=7, deciding_card=Card.parse("TC"), amount=5, suit=Suit.SPADES, suit_amount=6)
    assert (lost.outcome, lost.gain, lost.suit_outcome, lost.suit_gain) == (
        BetOutcome.LOST, -5, SuitOutcome.HALF_LOST, -3)
    bare = decide_bet(position=8, deciding_card=Card.parse("TC"), amount=5)
    assert (bare.outcome, bare.gain, bare.suit_outcome, bare.suit_gain) == (BetOutcome.WON, 5, None, 0)


# ----- placing, changing, taking back -----


def test_adding_to_a_bet_and_starting_its_suit_bet() -> None:
    game = game_on(["2S", "QH"])
    game.place_bet("You", Q, 10)
    (changed,) = game.add_to_bet("You", Q, 5)
    assert changed == BetChanged("You", Q, 15, None, 0, 5)
    (changed,) = game.add_to_bet("You", Q, 0, H, 4)
    assert changed == BetChanged("You", Q, 15, H, 4, 4)
    (changed,) = game.add_to_bet("You", Q, suit_amount=2)
    assert changed == BetChanged("You", Q, 15, H, 6, 2)
    assert game.balance("You") == 1000 - 21
    assert game.bet_of("You", Q) is not None
    with pytest.raises(CasinoError) as caught:
        game.add_to_bet("You", Q, 0, S, 2)
    assert caught.value.template is CasinoMessage.SUIT_CHANGED
    assert caught.value.params == {"suit": "H", "wanted": "S"}


def test_changing_a_bet_takes_part_of_it_back() -> None:
    game = game_on(["2S", "QH"])
    game.place_bet("You", Q, 30, H, 10)
    (changed,) = game.change_bet("You", Q, 12)
    assert changed == BetChanged("You", Q, 12, None, 0, -28)
    assert game.balance("You") == 988
    with pytest.raises(CasinoError) as caught:
        game.change_bet("You", Q, 12)
    assert caught.value.template is CasinoMessage.NO_CHANGE


def test_taking_a_bet_back_returns_all_of_it_and_frees_the_rank() -> None:
    game = game_on(["2S", "QH"])
    game.place_bet("You", Q, 30, H, 10)
    assert game.take_back("You", Q) == [BetTakenBack("You", Q, 30, H, 10)]
    assert (game.balance("You"), game.bets, game.layout_total) == (1000, (), 0)
    assert not game.can_take_back("You", Q)
    game.place_bet("You", Q, 4)
    (decision,) = decided(game.deal_turn())
    assert decision.entry == 2  # a new bet, numbered after the one taken back


def reason(action: object, *args: object) -> CasinoMessage:
    assert callable(action)
    with pytest.raises(CasinoError) as caught:
        action(*args)
    return caught.value.template


def test_place_bet_refusals_in_their_order() -> None:
    game = game_on(["QH", "QS", "QD", "QC"] * 6, rules=CasinoRules(table_minimum=10, table_maximum=50, capital=40))
    v = game.verify_place_bet
    assert reason(v, "Hermann", Rank.TWO, 10) is CasinoMessage.NOT_PLAYER
    assert reason(v, "You", Rank.TWO, 0) is CasinoMessage.AMOUNT_MIN
    assert reason(v, "You", Rank.TWO, 10, H) is CasinoMessage.SUIT_WITHOUT_AMOUNT
    assert reason(v, "You", Rank.TWO, 10, None, 4) is CasinoMessage.SUIT_WITHOUT_AMOUNT
    assert reason(v, "You", Rank.TWO, 10, H, 3) is CasinoMessage.SUIT_EVEN
    assert reason(v, "You", Rank.TWO, 5, H, 4) is CasinoMessage.BELOW_MINIMUM
    assert reason(v, "You", Rank.TWO, 50, H, 2) is CasinoMessage.ABOVE_MAXIMUM
    assert reason(v, "You", Rank.TWO, 41) is CasinoMessage.BALANCE
    game.verify_place_bet("You", Rank.TWO, 36, H, 4)  # exactly his money, within the limits
    assert game.can_place_bet("You", Rank.TWO, 36, H, 4)
    game.place_bet("You", Rank.TWO, 10)
    assert reason(v, "You", Rank.TWO, 10) is CasinoMessage.ALREADY_BET
    with pytest.raises(CasinoError) as caught:
        v("You", Rank.THREE, 31)
    error = caught.value
    assert (error.template, error.params) == (CasinoMessage.BALANCE, {"player": "You", "balance": 30, "needed": 31})
    assert error.message == "You has 30, not enough to put down 31 more"
    for _ in range(12):  # every queen of the shoe is dealt first
        game.deal_turn()
    assert game.copies_left(Q) == 0
    assert reason(v, "You", Q, 10) is CasinoMessage.RANK_GONE
    assert reason(game.odds, Q) is CasinoMessage.RANK_GONE


def test_change_and_add_refusals() -> None:
    game = game_on(["2S", "QH"], rules=CasinoRules(table_minimum=10, table_maximum=50, capital=60))
    assert reason(game.verify_change_bet, "You", Q, 20) is CasinoMessage.NO_BET
    assert reason(game.verify_add_to_bet, "You", Q, 5) is CasinoMessage.NO_BET
    assert reason(game.verify_take_back, "You", Q) is CasinoMessage.NO_BET
    game.place_bet("You", Q, 20)
    assert reason(game.verify_add_to_bet, "You", Q, 0) is CasinoMessage.NO_CHANGE
    assert reason(game.verify_add_to_bet, "You", Q, -5) is CasinoMessage.NO_CHANGE
    assert reason(game.verify_add_to_bet, "You", Q, 31) is CasinoMessage.ABOVE_MAXIMUM
    assert reason(game.verify_change_bet, "You", Q, 9) is CasinoMessage.BELOW_MINIMUM
    game.place_bet("You", K, 20)
    assert reason(game.verify_add_to_bet, "You", Q, 21) is CasinoMessage.BALANCE
    assert game.can_add_to_bet("You", Q, 20)


def test_the_shoe_over_and_the_session_over() -> None:
    game = CasinoGame(RULES, ["You"], rng=random.Random(4))
    assert reason(game.verify_new_shoe) is CasinoMessage.SHOE_NOT_OVER
    while game.can_deal_turn():
        game.deal_turn()
    assert game.phase is CasinoPhase.SHOE_OVER
    assert reason(game.verify_place_bet, "You", Q, 10) is CasinoMessage.SHOE_OVER
    assert reason(game.verify_deal_turn) is CasinoMessage.SHOE_OVER
    assert reason(game.verify_new_shoe, make_shoe(6)[:-1]) is CasinoMessage.BAD_SHOE
    (shuffled,) = game.new_shoe()
    assert isinstance(shuffled, ShoeShuffled)
    assert (shuffled.shoe_number, game.shoe_number, game.cards_left, game.copies_left(Q)) == (2, 2, 312, 24)
    game.place_bet("You", Q, 10)
    events = game.end_session()
    assert events == [BetTakenBack("You", Q, 10, None, 0), CasinoSessionEnded((("You", 1000),), 0)]
    assert game.phase is CasinoPhase.OVER
    for verify in (game.verify_deal_turn, game.verify_new_shoe, game.verify_end_session):
        assert reason(verify) is CasinoMessage.SESSION_OVER
    assert reason(game.verify_place_bet, "You", Q, 10) is CasinoMessage.SESSION_OVER


def test_a_shoe_must_hold_each_card_decks_times() -> None:
    check_shoe(make_shoe(8), 8)
    with pytest.raises(CasinoError):
        check_shoe(make_shoe(6), 8)
    swapped = list(make_shoe(6))
    swapped[0] = swapped[1]
    with pytest.raises(CasinoError):
        check_shoe(swapped, 6)
    with pytest.raises(ValueError, match="6 or 8"):
        make_shoe(7)


def test_a_seeded_shoe_repeats_and_a_system_shuffle_is_a_whole_shoe() -> None:
    assert shuffled_shoe(6, random.Random(9)) == shuffled_shoe(6, random.Random(9))
    assert shuffled_shoe(6, random.Random(9)) != shuffled_shoe(6, random.Random(10))
    check_shoe(shuffled_shoe(8, random.SystemRandom()), 8)
    assert CasinoGame(RULES, ["You"]).cards_left == 312  # SystemRandom by default


def test_a_table_needs_distinct_players_and_no_house() -> None:
    for players, problem in (([], "seats 1 to 4 players, not 0"), (["A", "A"], "sits at the table twice"),
                             (["house"], "a name the table keeps for itself"),
                             (["A", "B", "C", "D", "E"], "seats 1 to 4 players, not 5")):
        with pytest.raises(SetupError, match=problem):
            CasinoGame(RULES, players)
    game = CasinoGame(RULES, ["A", "B"], balances={"B": 5}, rng=random.Random(1))
    assert game.balances() == {"A": 1000, "B": 5}


# ----- records, JSON and replay -----


def played_session(seed: int) -> CasinoGame:
    """Two shoes of mixed play: places, adds, changes, take-backs, turns, and the end."""
    rng = random.Random(seed)
    game = CasinoGame(CasinoRules(table_minimum=2, table_maximum=60, capital=400), ["You", "Narumov", "Tomsky"],
                      rng=random.Random(seed))
    for _ in range(2):
        while game.can_deal_turn():
            random_actions(game, rng)
            game.deal_turn()
        game.new_shoe()
    random_actions(game, rng)
    game.end_session()
    return game


def random_actions(game: CasinoGame, rng: random.Random, tries: int = 3) -> None:
    for _ in range(tries):
        player = rng.choice(game.players)
        rank = rng.choice(list(Rank))
        suit = rng.choice([None, *Suit])
        suit_amount = 0 if suit is None else rng.choice((2, 4, 6))
        amount = rng.randint(1, 40)
        what = rng.random()
        if what < 0.5 and game.can_place_bet(player, rank, amount, suit, suit_amount):
            game.place_bet(player, rank, amount, suit, suit_amount)
        elif what < 0.7 and game.can_add_to_bet(player, rank, amount, suit, suit_amount):
            game.add_to_bet(player, rank, amount, suit, suit_amount)
        elif what < 0.85 and game.can_change_bet(player, rank, amount, suit, suit_amount):
            game.change_bet(player, rank, amount, suit, suit_amount)
        elif game.can_take_back(player, rank):
            game.take_back(player, rank)


def test_every_kind_of_record_round_trips_through_json_text() -> None:
    game = played_session(3)
    kinds = {event.kind for event in game.log}
    assert kinds == set(CASINO_EVENT_TYPES)
    for event in game.log:
        text = json.dumps(event.to_json())
        assert CasinoEvent.from_json(json.loads(text)) == event
        assert type(event).from_json(json.loads(text)) == event
    placed = next(e for e in game.log if isinstance(e, BetPlaced))
    assert placed.to_json()["rank"] == placed.rank.char
    assert not set(CASINO_EVENT_TYPES) & set(EVENT_TYPES)  # one journal could hold both kinds of record


@pytest.mark.parametrize(("data", "phrase"), [
    ([], "must be a JSON object"),
    ({"kind": "stake_placed"}, "is not a kind of record"),
    ({"kind": "shoe_ended", "shoe_number": 1}, "has no turns"),
    ({"kind": "shoe_ended", "shoe_number": 1, "turns": 2, "x": 1}, "a key \"x\""),
    ({"kind": "shoe_ended", "shoe_number": "1", "turns": 2}, "must be a whole number"),
    ({"kind": "bet_taken_back", "player": "A", "rank": "10", "amount": 1, "suit": None, "suit_amount": 0},
     "must be a rank letter"),
    ({"kind": "bet_taken_back", "player": "A", "rank": 10, "amount": 1, "suit": None, "suit_amount": 0},
     "must be a rank letter"),
    ({"kind": "bet_taken_back", "player": "A", "rank": "T", "amount": 1, "suit": "X", "suit_amount": 0},
     "must be one of S, H, D, C"),
])
def test_a_bad_record_is_refused_naming_the_problem(data: object, phrase: str) -> None:
    with pytest.raises(RecordError, match=phrase):
        CasinoEvent.from_json(data)


def test_a_record_type_reads_only_its_own_kind() -> None:
    with pytest.raises(RecordError, match="was expected"):
        ShoeEnded.from_json({"kind": "turn_dealt"})
    with pytest.raises(RecordError):
        Event.from_json({"kind": "shoe_ended", "shoe_number": 1, "turns": 2})  # the shtoss reader knows none


def test_replaying_the_log_rebuilds_the_same_table() -> None:
    game = played_session(5)
    rules = game.rules
    for cut in (1, 5, len(game.log) // 2, len(game.log)):
        original = CasinoGame.replay(rules, game.log[:cut])
        again = CasinoGame.replay(rules, [CasinoEvent.from_json(e.to_json()) for e in game.log[:cut]])
        for copy in (original, again):
            assert copy.log == game.log[:cut]
        assert (again.balances(), again.bets, again.house_result, again.phase, again.position) == (
            original.balances(), original.bets, original.house_result, original.phase, original.position)
    final = CasinoGame.replay(rules, game.log)
    assert (final.balances(), final.house_result, final.phase) == (game.balances(), game.house_result, game.phase)
    with pytest.raises(ValueError, match="starts with the players"):
        CasinoGame.replay(rules, game.log[1:])


def test_a_session_starts_with_its_players_and_its_first_shoe() -> None:
    game = CasinoGame(RULES, ["You", "Narumov"], shoe=make_shoe(6))
    first, shuffled = game.log
    assert first == CasinoSessionStarted(("You", "Narumov"), (("You", 1000), ("Narumov", 1000)))
    assert shuffled == ShoeShuffled(1, make_shoe(6))


# ----- whole shoes at random -----


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), minimum=st.integers(1, 20), players=st.integers(1, 4))
def test_a_whole_shoe_conserves_money_and_decides_every_bet_once(seed: int, minimum: int, players: int) -> None:
    rules = CasinoRules(table_minimum=minimum, table_maximum=minimum * 8, capital=minimum * 30)
    rng = random.Random(seed)
    names = [f"P{i}" for i in range(players)]
    game = CasinoGame(rules, names, rng=random.Random(seed))
    start = money(game)
    while game.can_deal_turn():
        random_actions(game, rng, tries=4)
        assert money(game) == start
        game.deal_turn()
        assert money(game) == start
        assert all(balance >= 0 for balance in game.balances().values())
        assert all(game.copies_left(bet.rank) > 0 for bet in game.bets)
    assert game.bets == ()
    placed = [e.entry for e in game.log if isinstance(e, BetPlaced)]
    settled = [e.entry for e in game.log if isinstance(e, BetDecided)]
    taken = [e for e in game.log if isinstance(e, BetTakenBack)]
    assert len(settled) == len(set(settled))
    assert len(settled) + len(taken) == len(placed)
    house = -sum(e.gain + e.suit_gain for e in game.log if isinstance(e, BetDecided))
    assert game.house_result == house
    turns = [e for e in game.log if isinstance(e, TurnDealt)]
    assert sorted(c for t in turns for c in (t.loss_card, t.win_card)) == sorted(make_deck(52) * 6)


def test_the_house_never_runs_out() -> None:
    rules = CasinoRules(table_minimum=1, table_maximum=1_000_000_000, capital=1_000_000_000)
    game = game_on(["2S", "QH", "3S", "KH"], players=["A", "B"], rules=rules)
    game.place_bet("A", Q, 999_999_998, H, 2)
    game.place_bet("B", K, 1_000_000_000)
    game.deal_turn()
    game.deal_turn()
    assert game.balances() == {"A": 2_000_000_000, "B": 2_000_000_000}
    assert game.house_result == -2_000_000_000


def trace(events: Sequence[CasinoEvent]) -> list[str]:
    """One short line per record: its kind and its key fields."""
    lines = []
    for e in events:
        if isinstance(e, TurnDealt):
            lines.append(f"turn {e.turn}: {e.loss_card} {e.win_card} at {e.loss_position}, {e.cards_left} left")
        elif isinstance(e, BetDecided):
            suit = f" suit {e.suit} {e.suit_outcome} {e.suit_gain:+d}" if e.suit else ""
            lines.append(f"{e.player} {e.rank.char} {e.outcome} at {e.position}{' plié' if e.plie else ''} "
                         f"{e.gain:+d}{suit}")
        elif isinstance(e, BetPlaced | BetChanged | BetTakenBack):
            suit = f" + {e.suit_amount} on {e.suit}" if e.suit else ""
            lines.append(f"{e.kind} {e.player} {e.rank.char} {e.amount}{suit}")
        else:
            lines.append(e.kind)
    return lines


def test_golden_shoe_start_with_every_action() -> None:
    game = game_on(["7S", "QH", "3D", "3C", "KS", "2H", "KD", "AS"])
    events = [*game.place_bet("You", Q, 10, H, 4), *game.place_bet("Narumov", SEVEN, 6),
              *game.place_bet("Narumov", Rank.THREE, 8, D, 2), *game.deal_turn(),
              *game.place_bet("You", K, 20, C, 6), *game.add_to_bet("Narumov", Rank.THREE, 2),
              *game.deal_turn(), *game.change_bet("You", K, 5, S, 4), *game.deal_turn(),
              *game.place_bet("Narumov", Rank.ACE, 2), *game.take_back("Narumov", Rank.ACE), *game.deal_turn()]
    assert trace(events) == [
        "bet_placed You Q 10 + 4 on H",
        "bet_placed Narumov 7 6",
        "bet_placed Narumov 3 8 + 2 on D",
        "turn 1: 7S QH at 1, 310 left",
        "Narumov 7 lost at 1 -6",
        "You Q won at 2 +10 suit H won +4",
        "bet_placed You K 20 + 6 on C",
        "bet_changed Narumov 3 10 + 2 on D",
        "turn 2: 3D 3C at 3, 308 left",
        "Narumov 3 lost at 3 plié -10 suit D lost -2",
        "bet_changed You K 5 + 4 on S",
        "turn 3: KS 2H at 5, 306 left",
        "You K lost at 5 -5 suit S lost -4",
        "bet_placed Narumov A 2",
        "bet_taken_back Narumov A 2",
        "turn 4: KD AS at 7, 304 left",
    ]
    assert game.balances() == {"You": 1000 + 14 - 9, "Narumov": 1000 - 6 - 12}
    assert game.house_result == -14 + 6 + 12 + 9
    assert money(game) == 2000
