"""Tests mirror core/export.py: the past deals and shoes of a played game, and each written as the CLI's input.

The input written is fed to the CLI itself (`cli.run`, the program as a function) and its `net` must be the
deal's money as the game recorded it; what cannot be written so is refused with its reason."""

from __future__ import annotations

import json
import random

import pytest

from shtoss_desktop.core import cli, export
from shtoss_desktop.core.cards import Rank, Suit, make_deck
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.export import Exported, Refused, Unwritable
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import DealFinished, PremiumPaid, StakeDecided, StakeOffered
from shtoss_desktop.core.shtoss.rules import HouseRules, Premium, PremiumEvent
from shtoss_desktop.core.shtoss.table import Phase
from tests.core.helpers import card, cards, deal_all, stacked

PLAYERS = ("Chekalinsky", "Германн", "Old Tomsky")


def _cli_net(exported: Exported) -> dict[str, int]:
    status, out, err = cli.run([exported.command], exported.text())
    assert (status, err) == (0, "")
    net = json.loads(out)["net"]
    assert isinstance(net, dict)
    return net


def _by_id(exported: Exported, span: export.PlaySpan) -> dict[str, int]:
    ids = dict(exported.ids)
    return {ids[name]: amount for name, amount in span.net}


def _session(rules: HouseRules, deals: int, seed: int) -> Game:
    """Deals of random stakes (cards, pairs, kush) all placed before the cut, on random decks."""
    rng = random.Random(seed)
    game = Game(rules, list(PLAYERS), rng=random.Random(seed))
    for _ in range(deals):
        for punter in PLAYERS[1:]:
            deck = make_deck(rules.deck_size)
            for chosen in rng.sample(deck, 2):
                kush = rules.initial_kush * rng.randint(1, 2)
                can = game.can_place_stake(punter, [chosen], kush)
                placed = game.place_stake(punter, [chosen], kush) if can else []
                if any(isinstance(r, StakeOffered) for r in placed):
                    game.answer_offer(True)
        game.shuffle()
        game.cut()
        deal_all(game)
    return game


def test_every_deal_is_listed_with_its_money() -> None:
    game = _session(HouseRules(), 4, 1)
    spans = export.deals(game)
    assert [s.number for s in spans] == [1, 2, 3, 4]


def test_a_deals_money_is_its_decided_stakes() -> None:
    game = _session(HouseRules(), 3, 2)
    span = export.deals(game)[1]
    money: dict[str, int] = {}
    for record in game.log[span.start:span.end]:
        if isinstance(record, StakeDecided):
            money[record.punter] = money.get(record.punter, 0) + record.amount
    assert dict(span.net) == {"Chekalinsky": -sum(money.values())} | money


def test_spans_follow_one_another_and_end_with_the_deal() -> None:
    game = _session(HouseRules(), 3, 3)
    spans = export.deals(game)
    assert all(isinstance(game.log[s.end - 1], DealFinished) for s in spans)
    assert [s.start for s in spans[1:]] == [s.end for s in spans[:-1]]


def test_steps_go_from_the_deals_start_to_its_end_one_move_each() -> None:
    game = _session(HouseRules(), 1, 4)
    span = export.deals(game)[0]
    assert (span.steps[0], span.steps[-1], list(span.steps)) == (span.start, span.end, sorted(set(span.steps)))


@pytest.mark.parametrize("seed", range(6))
def test_the_exported_settle_input_gives_the_deals_net(seed: int) -> None:
    rules = HouseRules(premiums=(Premium(PremiumEvent.SONIK_WIN, 1), Premium(PremiumEvent.DEAL_WON, 1)))
    game = _session(rules, 3, seed)
    for span in export.deals(game):
        exported = export.settle_input(game, span, rules)
        assert isinstance(exported, Exported)
        assert _cli_net(exported) == _by_id(exported, span)


def test_names_that_are_not_cli_ids_are_written_as_seats() -> None:
    game = _session(HouseRules(), 1, 5)
    exported = export.settle_input(game, export.deals(game)[0], HouseRules())
    assert isinstance(exported, Exported)
    assert dict(exported.ids) == {"Chekalinsky": "banker", "Германн": "Германн", "Old Tomsky": "P1"}


def test_the_deck_is_written_as_dealt_after_the_cut() -> None:
    game = Game(HouseRules(), list(PLAYERS))
    game.place_stake("Германн", [card("7D")], 6)
    game.shuffle(stacked(52, "KC 7S"))
    game.cut(1)
    deal_all(game)
    exported = export.settle_input(game, export.deals(game)[0], HouseRules())
    assert isinstance(exported, Exported)
    deck = exported.data["deck"]
    assert isinstance(deck, list)
    assert deck[:2] == ["7S"] + [str(c) for c in stacked(52, "KC 7S")[2:3]]


def _paroli() -> Game:
    """Deal 1: the 7D is given on the sonik and the punter bends a paroli; deal 2: it rides on."""
    game = Game(HouseRules(), list(PLAYERS))
    game.place_stake("Германн", [card("7D")], 6)
    game.shuffle(stacked(52, "2S 7H"))
    game.cut(0)
    deal_all(game)
    game.bend_paroli("Германн", card("7D"))
    game.shuffle()
    game.cut()
    deal_all(game)
    return game


def test_the_deal_a_paroli_is_won_in_is_written() -> None:
    game = _paroli()
    assert isinstance(export.settle_input(game, export.deals(game)[0], HouseRules()), Exported)


def test_the_deal_a_paroli_rides_in_is_refused() -> None:
    game = _paroli()
    refused = export.settle_input(game, export.deals(game)[1], HouseRules())
    assert refused == Refused(Unwritable.PAROLI)


def test_a_talias_stake_between_abzugs_is_refused() -> None:
    rules = HouseRules(talia=True)
    game = Game(rules, list(PLAYERS))
    game.place_stake("Германн", [card("7D")], 6)
    game.shuffle()
    game.cut()
    game.deal_abzug()
    later = next(c for c in make_deck(52) if game.can_place_stake("Old Tomsky", [c], 6))
    game.place_stake("Old Tomsky", [later], 6)
    while game.phase is Phase.DEALING:
        game.deal_abzug()
    refused = export.settle_input(game, export.deals(game)[0], rules)
    assert refused == Refused(Unwritable.STAKE_AFTER_CUT)


def test_a_series_counted_over_earlier_deals_is_refused() -> None:
    rules = HouseRules(paroli=False, premiums=(Premium(PremiumEvent.SERIES, 1, 2),))
    game = Game(rules, list(PLAYERS))
    for staked, given in (("7D", "7H"), ("8D", "8H")):  # each given on the sonik: the second win pays a series
        game.place_stake("Германн", cards(staked), 6)
        game.shuffle(stacked(52, f"2S {given}"))
        game.cut(0)
        deal_all(game)
    first, second = export.deals(game)
    assert any(isinstance(r, PremiumPaid) for r in game.log[second.start:second.end])
    assert (isinstance(export.settle_input(game, first, rules), Exported),
            export.settle_input(game, second, rules)) == (True, Refused(Unwritable.SERIES))


def test_the_rules_written_are_the_ones_the_deal_was_played_under() -> None:
    game = Game(HouseRules(), list(PLAYERS))
    game.place_stake("Германн", cards("7D"), 6)
    game.shuffle()
    game.cut()
    deal_all(game)
    game.change_rules(HouseRules(initial_kush=2))
    game.place_stake("Германн", cards("7D"), 2)
    game.shuffle()
    game.cut()
    deal_all(game)
    exported = export.settle_input(game, export.deals(game)[1], HouseRules())
    assert isinstance(exported, Exported)
    assert exported.data["rules"] == HouseRules(initial_kush=2).to_json()


# ----- the casino -----


def _shoe(bets: list[tuple[str, str, int, Suit | None, int]], *, take_back: str = "", late: bool = False
          ) -> CasinoGame:
    game = CasinoGame(CasinoRules(), ["Narumov", "Surin"], rng=random.Random(4))
    for player, rank, amount, suit, suit_amount in bets:
        game.place_bet(player, Rank.parse(rank), amount, suit, suit_amount)
    if take_back:
        game.take_back("Surin", Rank.parse(take_back))
    game.deal_turn()
    if late:
        game.place_bet("Narumov", Rank.parse("2") if game.can_place_bet("Narumov", Rank.parse("2"), 10)
                       else Rank.parse("3"), 10)
    while game.can_deal_turn():
        game.deal_turn()
    return game


def test_the_exported_casino_input_gives_the_shoes_net() -> None:
    game = _shoe([("Narumov", "7", 10, None, 0), ("Surin", "Q", 20, Suit.HEARTS, 8), ("Surin", "K", 50, None, 0)])
    span = export.shoes(game)[0]
    exported = export.casino_input(game, span)
    assert isinstance(exported, Exported)
    assert _cli_net(exported) == _by_id(exported, span) | {"house": -sum(dict(span.net).values())}


def test_a_bet_taken_back_before_the_first_turn_is_not_written() -> None:
    game = _shoe([("Narumov", "7", 10, None, 0), ("Surin", "Q", 20, None, 0)], take_back="Q")
    exported = export.casino_input(game, export.shoes(game)[0])
    assert isinstance(exported, Exported)
    assert exported.data["bets"] == [{"player": "Narumov", "rank": "7", "amount": 10}]


def test_a_bet_after_the_first_turn_is_refused() -> None:
    game = _shoe([("Narumov", "7", 10, None, 0)], late=True)
    assert export.casino_input(game, export.shoes(game)[0]) == Refused(Unwritable.BET_AFTER_TURN)
