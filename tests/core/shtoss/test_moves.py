"""The moves of a shtoss session (core/shtoss/moves.py): one record per action, read back exactly."""

from __future__ import annotations

import pytest

from shtoss_desktop.core.machine import RecordError
from shtoss_desktop.core.shtoss.moves import (
    SHTOSS_MOVES,
    AnswerOffer,
    BendParoli,
    CallAtande,
    ChangeRules,
    Cut,
    DealAbzug,
    EndSession,
    GiveUpBank,
    Move,
    NewBank,
    Paix,
    PickUp,
    PickUpAll,
    PlaceStake,
    Shuffle,
    Stop,
)
from shtoss_desktop.core.shtoss.rules import HouseRules, LobRule
from tests.core.helpers import card, cards, stacked

EVERY_MOVE: tuple[Move, ...] = (
    PlaceStake("Hermann", tuple(cards("3S")), 47_000),
    PlaceStake("Narumov", tuple(cards("QH QS")), 12, banker_refuses=True),
    AnswerOffer(True),
    Shuffle(stacked(36, "7S QH")),
    Cut("Hermann", 17, None),
    Cut("Hermann", 0, stacked(52, "AS")),
    DealAbzug(),
    PickUp("Hermann", card("7D")),
    PickUpAll("Tomsky"),
    BendParoli("Hermann", card("7D")),
    Paix("Hermann", card("7D")),
    NewBank(),
    GiveUpBank(),
    ChangeRules(HouseRules(lob=LobRule.HALF, talia=True)),
    CallAtande("Chekalinsky"),
    Stop("Surin"),
    EndSession(),
)


@pytest.mark.parametrize("move", EVERY_MOVE, ids=lambda move: move.kind)
def test_every_move_reads_back_exactly_what_it_wrote(move: Move) -> None:
    assert Move.from_json(move.to_json()) == move
    assert type(move).from_json(move.to_json()) == move


def test_every_kind_of_move_is_registered() -> None:
    assert {move.kind for move in EVERY_MOVE} == set(SHTOSS_MOVES.types)


@pytest.mark.parametrize(("data", "phrase"), [
    ({"kind": "stake_placed", "punter": "A"}, "is not a kind of record"),  # an event is no move
    ({"kind": "cut", "punter": "A", "position": 1}, "the cut record has no shuffle"),
    ({"kind": "place_stake", "punter": "A", "cards": ["7D"], "kush": "6", "banker_refuses": False},
     "the place_stake record's kush must be a whole number"),
    ({"kind": "change_rules", "rules": {"deck_size": 40}}, "the change_rules record's rules are not valid"),
    ({"kind": "answer_offer", "accept": 1}, "must be true or false"),
])
def test_a_bad_move_is_refused_naming_the_problem(data: object, phrase: str) -> None:
    with pytest.raises(RecordError, match=phrase):
        Move.from_json(data)
