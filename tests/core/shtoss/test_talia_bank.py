"""A bank broken in the middle of a talia: checked between abzugs, it ends the talia (section 2)."""

from __future__ import annotations

import random

from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import BankBroken, DealFinished
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.table import Phase
from tests.core.helpers import stacked


def test_bank_broken_between_abzugs_ends_the_talia() -> None:
    rules = HouseRules(talia=True, bank=6, initial_kush=6)
    game = Game(rules, ["banker", "P1"], rng=random.Random(1))
    game.place_stake("P1", [Card.parse("7D")], 6)
    game.shuffle(stacked(52, "2S 7H"))
    game.cut(0)
    events = game.deal_abzug()
    finished = [e for e in events if isinstance(e, DealFinished)]
    broken = [e for e in events if isinstance(e, BankBroken)]
    assert [e.cards_dealt for e in finished] == [2], "the talia ends after the abzug that broke the bank"
    assert [e.bank for e in broken] == [0]
    assert game.phase is Phase.BANK_BROKEN
    assert game.state().total_money == 2 * 1200


def test_talia_goes_on_while_a_stake_still_rides() -> None:
    rules = HouseRules(talia=True, bank=12, initial_kush=6)
    game = Game(rules, ["banker", "P1"], rng=random.Random(1))
    game.place_stake("P1", [Card.parse("7D")], 6)
    game.place_stake("P1", [Card.parse("9D")], 6)
    game.shuffle(stacked(52, "2S 7H 3S 4S"))
    game.cut(0)
    game.deal_abzug()  # the seven is given: the bank drops to 6, the nine still rides
    assert game.phase is Phase.DEALING
    assert game.bank == 6
