"""A plié is seen only when its left card is turned (RULES.md 4.9): the deal shows both cards of the abzug
before the plié's stakes are decided, so no record tells the left card before it is dealt; and a journal
written before, with the plié decided ahead of its left card, still resumes to the same table."""

from __future__ import annotations

from shtoss_desktop.core.replay import RecordedAction
from shtoss_desktop.core.shtoss.deal import Game, ShtossSetup, plie_in_current_order
from shtoss_desktop.core.shtoss.events import CardDealt, Event, Pile, StakeDecided
from shtoss_desktop.core.shtoss.moves import Cut, DealAbzug, Move, PlaceStake, Shuffle
from shtoss_desktop.core.shtoss.rules import HouseRules
from tests.core.helpers import card, stacked

RULES = HouseRules()
SETUP = ShtossSetup(RULES, ("banker", "P1", "P2"), "banker")
# The second abzug is a plié of threes (3D right, 3C left); P2's king is killed at the sixth card.
DECK = stacked(52, "9S 5H 3D 3C TH KS")
MOVES: list[Move] = [PlaceStake("P1", (card("3S"),), 6), PlaceStake("P2", (card("KD"),), 6), Shuffle(DECK),
                     Cut("P1", 0), DealAbzug(), DealAbzug(), DealAbzug()]


def played() -> tuple[Game, list[RecordedAction[Move, Event]]]:
    game = Game.from_setup(SETUP)
    opening = tuple(game.log)  # the first action's records begin with the setup's own
    actions = [RecordedAction((move,), tuple(game.play(move))) for move in MOVES]
    return game, [RecordedAction(actions[0].moves, opening + actions[0].events), *actions[1:]]


def test_the_plie_is_decided_only_after_its_left_card_is_dealt() -> None:
    _, actions = played()
    plie_abzug = actions[5].events
    assert [type(e) for e in plie_abzug] == [CardDealt, CardDealt, StakeDecided]
    right, left, decided = plie_abzug
    assert isinstance(right, CardDealt)
    assert isinstance(left, CardDealt)
    assert isinstance(decided, StakeDecided)
    assert (right.card, right.pile, left.card, left.pile) == (card("3D"), Pile.RIGHT, card("3C"), Pile.LEFT)
    assert (decided.card, decided.plie, decided.position, decided.deciding_card) == (card("3S"), True, 3, card("3D"))
    # an abzug without a plié is unchanged: each card's stakes right after it
    assert [type(e) for e in actions[6].events][:3] == [CardDealt, CardDealt, StakeDecided]
    assert [e.position for e in actions[6].events if isinstance(e, StakeDecided)] == [6]


def old_order(records: tuple[Event, ...]) -> tuple[Event, ...]:
    """The records as the journal wrote them before: the plié decided between its right and left cards."""
    if len(records) == 3 and isinstance(records[2], StakeDecided) and records[2].plie:
        return records[0], records[2], records[1]
    return records


def test_a_journal_with_the_plie_decided_before_its_left_card_still_resumes() -> None:
    game, actions = played()
    old = [RecordedAction(a.moves, old_order(a.events)) for a in actions]
    assert old != actions
    result = Game.verified_replay(SETUP, old)
    assert result.clean, result.failure
    assert result.game.state() == game.state()
    assert result.game.log == game.log
    # records only (release 0.1.0) read back the same way
    again, _ = Game.replay_records(SETUP, [list(a.events) for a in old])
    assert again.clean, again.failure
    assert again.game.state() == game.state()
    # today's order is left as it is
    assert all(plie_in_current_order(a.events) == a.events for a in actions)
