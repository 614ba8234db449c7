"""Event records as JSON: `Event.from_json` reads exactly what `to_json` wrote, and nothing else.

The round trip is checked on every record of real random sessions played with many house options on
(talia, paroli and paix, pair bets, premiums, a refusal limit, family banks, banker rotation, small money so
banks break and punters leave, rules changed between deals, атанде), until every kind of record has been met.
"""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Callable
from fractions import Fraction

import pytest

from shtoss_desktop.core.cards import Card, make_deck
from shtoss_desktop.core.jsonio import load_json
from shtoss_desktop.core.machine import RecordError
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.errors import GameError
from shtoss_desktop.core.shtoss.events import (
    EVENT_TYPES,
    AtandeCalled,
    CardDealt,
    Event,
    Pile,
    PremiumPaid,
    RulesChanged,
    SessionStarted,
    StakeDecided,
)
from shtoss_desktop.core.shtoss.players import ComputerBanker, PunterStyle, make_punter, take_win
from shtoss_desktop.core.shtoss.rules import (
    BankerRotation,
    BankFormation,
    HouseRules,
    Premium,
    PremiumEvent,
)
from shtoss_desktop.core.shtoss.settle import Outcome
from shtoss_desktop.core.shtoss.table import Phase

PREMIUMS = (
    Premium(PremiumEvent.SONIK_WIN, 1),
    Premium(PremiumEvent.DEAL_WON, 1),
    Premium(PremiumEvent.SERIES, 1, 2),
)

VARIANTS = (
    HouseRules(initial_kush=2, bank=40, capital=80, premiums=PREMIUMS, refuse_above=2, max_corners=3),
    HouseRules(initial_kush=2, bank=30, capital=60, talia=True, premiums=PREMIUMS,
               banker_rotation=BankerRotation.EACH_DEAL),
    HouseRules(deck_size=36, initial_kush=2, bank=20, capital=40, bank_formation=BankFormation.CONTRIBUTIONS,
               contribution=4, banker_rotation=BankerRotation.BANK_BROKEN),
    HouseRules(deck_size=32, initial_kush=2, bank=16, capital=50, pair_bets=True, free_kush=True),
)


def random_session(rules: HouseRules, seed: int, steps: int = 600) -> Game:
    """One session with computer players and random extra moves; every refused move changes nothing."""
    rng = random.Random(seed)
    players = ["Chekalinsky", "Hermann", "Tomsky", "Лиза"]
    game = Game(rules, players, rng=random.Random(seed))
    strategies = {name: make_punter(style, random.Random(rng.random())) for name, style in zip(
        players, [PunterStyle.PAROLI_RUNNER, PunterStyle.MIRANDOLE, PunterStyle.HERMANN, PunterStyle.ODDS_AWARE],
        strict=True)}
    banker = ComputerBanker(random.Random(seed))
    other_rules = rules.replace(paroli=not rules.paroli)

    def attempt(action: Callable[[], object]) -> None:
        with contextlib.suppress(GameError):  # a refused move changes nothing (the core's own tests check it)
            action()

    for _ in range(steps):
        if game.phase is Phase.OVER:
            break
        if game.offer is not None:
            game.answer_offer(rng.random() < 0.5)
            continue
        if game.phase is Phase.BANK_BROKEN:
            if game.can_new_bank() and rng.random() < 0.7:
                game.new_bank()
            else:
                game.give_up_bank()
            continue
        roll = rng.randrange(100)
        if roll == 0 and game.phase is Phase.DEALING:
            game.call_atande(rng.choice(players))
        elif roll == 1 and game.punters:
            attempt(lambda: game.stop(rng.choice(game.punters)))
        elif roll == 2 and game.phase is Phase.STAKING:
            attempt(lambda: game.change_rules(other_rules if game.rules != other_rules else rules))
        for punter in game.punters:
            for win in game.winnings_of(punter):
                take_win(game, punter, win, strategies[punter].choose_win(game, punter, win))
            if game.phase is Phase.STAKING or game.rules.talia:
                for choice in strategies[punter].choose_stakes(game, punter)[:2]:
                    if game.offer is not None:
                        break
                    kush = choice.kush * rng.choice([1, 1, 2, 3])
                    attempt(lambda p=punter, c=choice, k=kush: game.place_stake(p, c.cards, k))
            if game.offer is not None:
                break
        if game.offer is not None:
            continue
        if game.phase is Phase.STAKING:
            if game.can_cut():
                game.cut(banker.cut_position(game))
            elif rng.random() < 0.2:
                game.end_session()
        elif game.phase is Phase.DEALING:
            game.deal_abzug()
    if game.phase is not Phase.OVER:
        game.end_session()
    return game


def sessions() -> list[tuple[HouseRules, Game]]:
    return [(rules, random_session(rules, seed)) for rules in VARIANTS for seed in range(6)]


def test_every_kind_of_record_survives_the_round_trip_exactly() -> None:
    seen: set[str] = set()
    for rules, game in sessions():
        for event in game.log:
            data = event.to_json()
            again = Event.from_json(data)
            assert again == event
            assert type(again) is type(event)
            assert again.to_json() == data
            # Through text too, as the journal keeps it, and read back with the strict reader.
            text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
            assert Event.from_json(load_json(text.encode("utf-8"))) == event
            seen.add(event.kind)
        # The records read back replay to the very same table.
        assert isinstance(game.log[0], SessionStarted)
        rebuilt = Game.replay(rules, [Event.from_json(e.to_json()) for e in game.log])
        assert rebuilt.state() == game.state()
    assert seen == set(EVENT_TYPES), f"never met: {sorted(set(EVENT_TYPES) - seen)}"


def test_a_record_type_reads_only_its_own_kind() -> None:
    record = AtandeCalled("Tomsky")
    assert AtandeCalled.from_json(record.to_json()) == record
    with pytest.raises(RecordError, match="a card_dealt record was expected, not atande_called"):
        CardDealt.from_json(record.to_json())


def test_fractions_and_optional_fields_come_back_as_they_were() -> None:
    card = Card.parse("QH")
    decided = StakeDecided("Hermann", card, False, 3, Outcome.GIVEN,
                           2, 1, Card.parse("QS"), True, 6, 12, Fraction(1, 2), 6, 1)
    assert Event.from_json(decided.to_json()) == decided
    assert decided.to_json()["factor"] == "1/2"
    premium = PremiumPaid("Hermann", PremiumEvent.DEAL_WON, None, None, 6)
    assert Event.from_json(premium.to_json()) == premium
    changed = RulesChanged(HouseRules(talia=True))
    assert Event.from_json(changed.to_json()) == changed


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([1, 2], "a record must be a JSON object, not [1, 2]"),
        ({"player": "Tomsky"}, "null is not a kind of record"),
        ({"kind": "bribe", "player": "Tomsky"}, '"bribe" is not a kind of record'),
        ({"kind": "atande_called"}, "the atande_called record has no player"),
        ({"kind": "atande_called", "player": "T", "colour": 1}, 'record has a key "colour" it does not know'),
        ({"kind": "atande_called", "player": 7}, "the atande_called record's player must be text, not 7"),
        ({"kind": "deal_finished", "deal_number": True, "cards_dealt": 2, "talia": False},
         "deal_number must be a whole number, not true"),
        ({"kind": "deal_finished", "deal_number": 1.0, "cards_dealt": 2, "talia": False},
         "deal_number must be a whole number, not 1.0"),
        ({"kind": "deal_finished", "deal_number": 1, "cards_dealt": 2, "talia": 0}, "talia must be true or false"),
        ({"kind": "lob_and_sonik_shown", "lob": "qs", "sonik": "7D"}, "lob must be a card written like 7D"),
        ({"kind": "lob_and_sonik_shown", "lob": "1X", "sonik": "7D"}, "lob must be a card written like 7D"),
        ({"kind": "shuffled", "order": "7D"}, "order must be a list"),
        ({"kind": "card_dealt", "card": "7D", "position": 1, "abzug": 1, "pile": "middle"},
         "pile must be one of right, left"),
        ({"kind": "session_started", "players": ["a", "b"], "banker": "a", "balances": [["a", 1, 2]]},
         "balances must be a list of two items"),
        ({"kind": "rules_changed", "rules": {"deck_size": 40}}, "rules are not valid: deck_size"),
        ({"kind": "premium_paid", "punter": "a", "event": "deal_won", "card": None, "n": None, "amount": "6"},
         "amount must be a whole number"),
    ],
)
def test_a_bad_record_is_refused_with_a_message_naming_it(data: object, message: str) -> None:
    with pytest.raises(RecordError) as caught:
        Event.from_json(data)
    assert message in caught.value.message


@pytest.mark.parametrize("factor", ["0.5", "2/4", "1/0", "1e3", " 1/2", "NaN", "1" * 40])
def test_a_fraction_must_be_written_as_to_json_writes_it(factor: str) -> None:
    data = StakeDecided("H", Card.parse("QH"), False, 1, Outcome.GIVEN, 2, 1, Card.parse("QS"), False, 6, 6,
                        Fraction(1), 6, 0).to_json()
    data["factor"] = factor
    with pytest.raises(RecordError, match="fraction written like 1/2"):
        Event.from_json(data)


def test_every_card_notation_to_json_writes_is_read_back() -> None:
    for card in make_deck(52):
        event = CardDealt(card, 1, 1, Pile.RIGHT)
        assert Event.from_json(event.to_json()) == event
