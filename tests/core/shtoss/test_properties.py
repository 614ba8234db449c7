"""Property tests: random rules, random decks, random stakes and actions (hypothesis).

Whatever happens: chips are conserved, the bank never goes negative, every card that rides is settled
exactly once (decided, or returned to its punter) by the first card of its rank after it was staked,
a refused action changes nothing, and replaying the log rebuilds the identical state.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from shtoss_desktop.core.cards import Card, Suit, make_deck
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.errors import GameError
from shtoss_desktop.core.shtoss.events import (
    BankPutUp,
    BankReturned,
    CardDealt,
    DealFinished,
    DeckCut,
    Event,
    PaixMade,
    ParoliBent,
    PremiumPaid,
    RulesChanged,
    SessionStarted,
    StakeDecided,
    StakePlaced,
    StakeReturned,
)
from shtoss_desktop.core.shtoss.rules import HouseRules, LastCard, LobRule, PlieRule
from shtoss_desktop.core.shtoss.settle import Outcome
from shtoss_desktop.core.shtoss.table import Phase
from tests.core.helpers import valid_rules

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@dataclass
class Ride:
    """A card at risk: placed, or bent or paix'd; `after` is the last position dealt before it rode."""

    entry: int
    after: int


RED: frozenset[Suit] = frozenset({Suit.HEARTS, Suit.DIAMONDS})


@dataclass(frozen=True)
class Expected:
    """How a riding card must be settled, worked out here from RULES.md 3.5-3.7 and 4.9 without the core."""

    position: int
    deciding_card: Card
    plie: bool
    outcome: Outcome
    amount: int
    """The punter's signed gain."""


def expected_settlement(rules: HouseRules, deck: tuple[Card, ...], after: int, staked: Card, riding: int) -> Expected:
    """Scan the deck from the card after position `after` for the first card of the staked rank and settle it."""
    index = after
    while deck[index].rank is not staked.rank:
        index += 1
    position, card, last = index + 1, deck[index], len(deck)
    plie = position % 2 == 1 and position < last and deck[position].rank is staked.rank
    # thirds as a whole-number fraction: suited 3/3, same colour 2/3, other colour 1/3
    if not rules.thirds:
        thirds = (1, 1)
    elif card.suit is staked.suit:
        thirds = (3, 3)
    elif (card.suit in RED) == (staked.suit in RED):
        thirds = (2, 3)
    else:
        thirds = (1, 3)
    lob_or_gorka_half = (position == 1 and rules.lob is LobRule.HALF) or (position == 3 and rules.gorka_half)
    if rules.last_card is LastCard.VOID and position == last:
        return Expected(position, card, plie, Outcome.VOID, 0)
    if plie:
        plie_half = rules.plie is PlieRule.HALF and not (rules.hocly and position == last - 1)
        outcome, halved = Outcome.KILLED, plie_half or lob_or_gorka_half
    elif rules.thirteenth_suited_double and position == 13 and card.suit is staked.suit:
        return Expected(position, card, plie, Outcome.GIVEN, 2 * riding)
    elif rules.eleven_given and position == 11:
        outcome, halved = Outcome.GIVEN, False
    elif position % 2 == 1:
        outcome, halved = Outcome.KILLED, lob_or_gorka_half
    else:
        outcome, halved = Outcome.GIVEN, False
    numerator, denominator = riding * thirds[0], thirds[1] * (2 if halved else 1)
    assert numerator % denominator == 0, "the rules' kush divisor must make every amount whole"
    amount = numerator // denominator
    return Expected(position, card, plie, outcome, amount if outcome is Outcome.GIVEN else -amount)


def check_log(rules: HouseRules, log: tuple[Event, ...]) -> None:
    """Walk the log: money, the bank, and every ride settled once by the right card."""
    first = log[0]
    assert isinstance(first, SessionStarted)
    bank = 0
    rides: dict[tuple[str, Card], Ride] = {}
    last_entry: dict[tuple[str, Card], int] = {}
    deck: tuple[Card, ...] = ()
    dealt = 0
    dealing = False
    for event in log:
        if isinstance(event, RulesChanged):
            rules = event.rules
        elif isinstance(event, BankPutUp):
            bank += event.amount
            assert event.amount == sum(a for _, a in event.contributions)
        elif isinstance(event, BankReturned):
            bank -= event.amount
        elif isinstance(event, PremiumPaid):
            bank -= event.amount
            assert event.amount > 0
        elif isinstance(event, StakePlaced):
            for card in event.cards:
                assert (event.punter, card) not in rides, "a card staked twice"
                rides[(event.punter, card)] = Ride(event.entry, dealt if dealing else 0)
        elif isinstance(event, ParoliBent | PaixMade):
            assert (event.punter, event.card) not in rides
            rides[(event.punter, event.card)] = Ride(last_entry[(event.punter, event.card)], dealt if dealing else 0)
        elif isinstance(event, DeckCut):
            deck, dealt, dealing = event.deck, 0, True
            assert sorted(deck) == sorted(make_deck(rules.deck_size))
            for ride in rides.values():
                ride.after = 0
        elif isinstance(event, CardDealt):
            assert event.position == dealt + 1
            assert event.card == deck[dealt]
            dealt = event.position
        elif isinstance(event, StakeDecided):
            ride = rides.pop((event.punter, event.card))  # decided only while riding: exactly once
            assert event.entry == ride.entry
            last_entry[(event.punter, event.card)] = event.entry
            # the first card of its rank after it started riding, settled as RULES.md 4.9 says
            expected = expected_settlement(rules, deck, ride.after, event.card, event.riding)
            # a plié is decided at its right card once the left one (of the same rank) is shown too
            assert event.position == expected.position == (dealt - 1 if event.plie else dealt)
            assert (event.deciding_card, event.plie) == (expected.deciding_card, expected.plie)
            assert (event.outcome, event.amount) == (expected.outcome, expected.amount)
            assert event.factor * event.riding == abs(expected.amount)
            bank -= event.amount
        elif isinstance(event, StakeReturned):
            rides.pop((event.punter, event.card))
        elif isinstance(event, DealFinished):
            dealing = False
            if not rules.talia:
                assert not rides, "without talia every card is decided within its deal"
            else:
                for (_, card), ride in rides.items():  # carried on: no copy was left after it
                    assert all(c.rank is not card.rank for c in deck[ride.after:])
        assert bank >= 0, f"the bank went negative after {event!r}"
    return None


def act(game: Game, rng: random.Random, other_rules: HouseRules) -> None:
    """One random action that is allowed now, or a random try that the game may refuse."""
    phase = game.phase
    deck_cards = list(make_deck(game.rules.deck_size))
    if game.offer is not None:
        game.answer_offer(rng.random() < 0.5)
        return
    if phase is Phase.BANK_BROKEN:
        if game.can_new_bank() and rng.random() < 0.5:
            game.new_bank()
        else:
            game.give_up_bank()
        return
    rare = rng.randrange(300)
    if rare == 0:
        choice = "end" if phase is Phase.STAKING else "atande"
    elif rare == 3 and phase is Phase.STAKING:
        game.change_rules(other_rules if game.rules != other_rules else game.state().rules.replace())
        return
    elif rare <= 2:
        choice = "stop"
    elif phase is Phase.DEALING:
        choice = rng.choice(["deal"] * 6 + (["stake", "ride", "pick_up"] if game.rules.talia else []))
    else:
        choice = rng.choice(["stake", "stake", "stake", "pick_up", "ride", "ride", "cut", "cut"])
    punters = game.punters
    rules = game.rules
    if choice == "deal":
        game.deal_abzug()
    elif choice == "cut":
        if game.can_cut():
            order = rng.sample(deck_cards, len(deck_cards))
            game.shuffle(order)
            game.cut(rng.randrange(rules.deck_size))
    elif choice == "end":
        game.end_session()
    elif choice == "atande":
        game.call_atande(game.banker)
    elif choice == "stop" and punters:
        punter = rng.choice(punters)
        if game.can_stop(punter):
            game.stop(punter)
    elif choice == "stake" and punters:
        punter = rng.choice(punters)
        card = rng.choice(deck_cards)
        cards = [card]
        if rng.randrange(5) == 0:
            other = [c for c in deck_cards if c.rank is card.rank and c != card]
            cards.append(rng.choice(other))
        kush = rules.initial_kush * rng.choice([1, 1, 1, 2, 2, 3, 5])
        if rng.randrange(10) == 0:
            kush += rng.choice([-rules.kush_divisor, 1])  # below the minimum, or not dividing
        try_action(game, lambda: game.place_stake(punter, cards, kush, banker_refuses=rng.random() < 0.3))
    elif choice == "pick_up" and game.state().winnings:
        win = rng.choice(game.state().winnings)
        game.pick_up(win.punter, win.card)
    elif choice == "ride" and game.state().winnings:
        win = rng.choice(game.state().winnings)
        if rng.random() < 0.5:
            try_action(game, lambda: game.bend_paroli(win.punter, win.card))
        else:
            try_action(game, lambda: game.paix(win.punter, win.card))


def try_action(game: Game, action: object) -> None:
    """Run an action that may be refused; a refusal must change nothing."""
    before, log = game.state(), game.log
    try:
        action()  # type: ignore[operator]
    except GameError:
        assert game.state() == before
        assert game.log == log


def own_money(game: Game, punter: str) -> int:
    """What a punter owns: his purse, his stakes on the table and his winnings waiting there."""
    return (game.balance(punter) + sum(st_.riding for st_ in game.stakes_of(punter))
            + sum(win.total for win in game.winnings_of(punter)))


def start(rules: HouseRules, players: list[str]) -> Game:
    """A new table: rules that validate always start (a family bank that cannot be formed is refused
    by the rules' validation, not at the start)."""
    return Game(rules, players, rng=random.Random(0))


@SETTINGS
@given(rules=valid_rules(small_money=True), other_rules=valid_rules(small_money=True), punters=st.integers(1, 3),
       seed=st.integers(0, 2**32 - 1), steps=st.integers(20, 200))
def test_random_sessions_keep_every_invariant(
        rules: HouseRules, other_rules: HouseRules, punters: int, seed: int, steps: int) -> None:
    players = ["banker", *(f"P{i}" for i in range(1, punters + 1))]
    game = start(rules, players)
    start_money = game.state().total_money
    assert start_money == rules.capital * len(players)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.phase is Phase.OVER:
            break
        act(game, rng, other_rules)
        state = game.state()
        assert state.total_money == start_money
        assert state.bank >= 0
        assert all(balance >= 0 for _, balance in state.balances)
    check_log(rules, game.log)
    assert Game.replay(rules, game.log).state() == game.state()
    if game.phase is not Phase.OVER:
        game.end_session()
    final = game.state()  # everything is back with its owner
    assert (final.bank, final.stakes, final.winnings) == (0, (), ())
    assert sum(balance for _, balance in final.balances) == start_money


@SETTINGS
@given(rules=valid_rules(), data=st.data())
def test_one_deal_settles_every_stake_exactly_once_by_its_first_rank(rules: HouseRules, data: st.DataObject) -> None:
    """Many stakes from several punters before one cut: each card is decided once, money adds up."""
    rules = rules.replace(talia=False, refuse_above=None)
    players = ["banker", "P1", "P2", "P3"]
    game = start(rules, players)
    deck_cards = list(make_deck(rules.deck_size))
    for punter in players[1:]:
        ranks = data.draw(st.lists(st.sampled_from(sorted({c.rank for c in deck_cards})), max_size=4, unique=True))
        for rank in ranks:
            suits = data.draw(st.lists(st.sampled_from([c for c in deck_cards if c.rank is rank]),
                                       min_size=1, max_size=2 if rules.pair_bets else 1, unique=True))
            try_action(game, lambda punter=punter, suits=suits: game.place_stake(punter, suits))
    staked = [(st_.punter, st_.card) for st_ in game.state().stakes]
    assume(staked)
    before = {punter: own_money(game, punter) for punter in players[1:]}
    game.shuffle(data.draw(st.permutations(deck_cards)))
    game.cut(data.draw(st.integers(0, rules.deck_size - 1)))
    while game.phase is Phase.DEALING:
        game.deal_abzug()
    decisions = [e for e in game.log if isinstance(e, StakeDecided)]
    assert sorted((d.punter, d.card) for d in decisions) == sorted(staked)
    # each punter's money changed by exactly what his cards won or lost and any premium he was paid
    # (looked at when the deal finished: the bank may pass on after it)
    finished = next(i for i, e in enumerate(game.log) if isinstance(e, DealFinished))
    at_finish = Game.replay(rules, game.log[:finished + 1])
    for punter in players[1:]:
        won = sum(d.amount for d in decisions if d.punter == punter)
        premiums = sum(e.amount for e in game.log if isinstance(e, PremiumPaid) and e.punter == punter)
        assert own_money(at_finish, punter) == before[punter] + won + premiums
    assert game.state().total_money == rules.capital * len(players)
    check_log(rules, game.log)
    assert Game.replay(rules, game.log).state() == game.state()
