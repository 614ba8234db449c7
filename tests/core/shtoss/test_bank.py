"""The bank limit (core/shtoss/bank.py): the sums kept as stakes come always equal a sum over every stake."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from shtoss_desktop.core.shtoss.bank import BankLimit
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.rules import BankFormation, HouseRules, Premium, PremiumEvent
from shtoss_desktop.core.shtoss.settle import Outcome
from shtoss_desktop.core.shtoss.table import Phase, Stake
from tests.core.helpers import card, cards, new_game, valid_rules
from tests.core.walk import Walker


def scanned_exposure(game: BankLimit, extra: tuple[Stake, ...] = ()) -> int:
    """The bank limit summed over every stake, as RULES.md section 2 words it."""
    state = game.state()
    stakes = (*state.stakes, *extra)
    total = sum(game.max_payout(stake) for stake in stakes)
    deal_won = state.rules.premium_multiple(PremiumEvent.DEAL_WON)
    if deal_won:
        per_punter = Counter(stake.punter for stake in stakes)
        decided = game._state.deal_results if state.phase is Phase.DEALING else {}
        total += sum(deal_won * state.rules.initial_kush for punter in {*per_punter, *decided}
                     if per_punter[punter] + len(decided.get(punter, ())) >= 2
                     and all(result is Outcome.GIVEN for result in decided.get(punter, ())))
    return total


@settings(max_examples=40, deadline=None)
@given(rules=valid_rules(), seed=st.integers(0, 2**32 - 1))
def test_the_kept_exposure_is_the_summed_one_after_every_action(rules: HouseRules, seed: int) -> None:
    walker = Walker(seed, rules=rules, max_actions=150, check_limit=False)
    game = walker.game
    probe = Stake(game.punters[0], card("AS"), rules.initial_kush, rules.initial_kush, 0)
    for _ in range(150):
        if game.phase is Phase.OVER:
            break
        walker.step()
        assert game.exposure() == scanned_exposure(game)
        assert game.exposure([probe]) == scanned_exposure(game, (probe,))


def test_two_cards_of_one_punter_reserve_the_deal_won_premium_once() -> None:
    rules = HouseRules(premiums=(Premium(PremiumEvent.DEAL_WON, 2),))
    game = new_game(rules, players=("banker", "P1", "P2"))
    game.place_stake("P1", cards("7D"), 6)
    assert game.exposure() == 6
    game.place_stake("P1", cards("8D"), 6)
    assert game.exposure() == 6 + 6 + 2 * 6
    game.place_stake("P2", cards("8H"), 6)
    assert game.exposure() == 24 + 6, "P2's one card reserves nothing yet"
    game.place_stake("P2", cards("9H"), 6)
    assert game.exposure() == 24 + 24
    game.end_session()
    assert game.exposure() == 0


def test_a_new_bank_is_who_pays_what_under_each_formation() -> None:
    game = new_game(HouseRules(bank=600), players=("banker", "P1"))
    assert game.bank_contributions("banker") == (("banker", 600),)
    family = HouseRules(deck_size=32, bank_formation=BankFormation.CONTRIBUTIONS, contribution=3, initial_kush=1,
                        capital=30, bank=30)
    game = Game(family, ["banker", "P1", "P2"], rng=random.Random(1))
    assert game.bank_contributions("banker") == (("P1", 3), ("P2", 3), ("banker", 6))
