"""The computer's cut is fair: over many sessions, the first deal's lob is any card of the deck as often as any
other, whoever holds the bank (the human, or a computer banker while the human watches), seeded or not. A cutter
that chose its cut from the shuffle, or sessions whose shuffles or cuts repeated (a seed from a coarse clock, one
random stream shared), would crowd some cards or ranks and fail these counts.

The limits are chi-square's at the 0.001 level; the seeded counts are the same on every run, the unseeded ones
fail a fair cutter once in a thousand runs."""

from __future__ import annotations

import collections

import pytest

from shtoss_desktop.app.shtoss.controller import GameController, SessionConfig, Waiting
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import DeckCut
from shtoss_desktop.core.shtoss.players import PunterStyle

SESSIONS = 2080  # 40 of each of the 52 cards expected
STYLES = (PunterStyle.MIRANDOLE, PunterStyle.PAROLI_RUNNER, PunterStyle.HERMANN)
CHI2_51_DF = 86.7  # P(chi-square with 51 degrees of freedom > 86.7) = 0.001
CHI2_12_DF = 32.9  # the same with 12


def first_cut(role: Role, seed: int | None) -> DeckCut:
    """The first deal's cut, played by the computer players (a human banker accepts every offer and deals)."""
    controller = GameController()
    controller.new_session(SessionConfig(role=role, styles=STYLES, seed=seed))
    for _ in range(100):
        cut = next((e for e in controller.game.log if isinstance(e, DeckCut)), None)
        if cut is not None:
            return cut
        waiting = controller.waiting_for()
        if waiting is Waiting.HUMAN_DEAL:
            controller.deal_abzug()  # the deal begins with a computer punter's cut
        elif waiting is Waiting.HUMAN_OFFER:
            controller.answer_offer(True)
        else:
            assert waiting is Waiting.COMPUTER, waiting
            controller.advance()
    raise AssertionError("no cut")


def chi2(counts: collections.Counter[object], cells: int, total: int) -> float:
    """Pearson's statistic of `counts` against `total` spread evenly over `cells` (a cell never seen counts 0)."""
    expected = total / cells
    return sum((count - expected) ** 2 / expected for count in counts.values()) + (cells - len(counts)) * expected


@pytest.mark.parametrize("role", [Role.BANKER, Role.WATCH])
@pytest.mark.parametrize("seeded", [True, False])
def test_the_first_lob_is_every_card_as_often(role: Role, seeded: bool) -> None:
    cuts = [first_cut(role, seed if seeded else None) for seed in range(SESSIONS)]
    lobs: collections.Counter[Card] = collections.Counter(cut.deck[0] for cut in cuts)
    assert chi2(lobs, 52, SESSIONS) < CHI2_51_DF, lobs.most_common(3)
    ranks = collections.Counter(card.rank for card in lobs.elements())
    assert chi2(ranks, 13, SESSIONS) < CHI2_12_DF, ranks.most_common(3)
    positions = collections.Counter(cut.position for cut in cuts)
    assert chi2(positions, 52, SESSIONS) < CHI2_51_DF, positions.most_common(3)
    # no two sessions dealt the same deck
    assert len({cut.deck for cut in cuts}) == SESSIONS


def test_a_cutter_that_aims_at_a_card_fails_the_count() -> None:
    """The count itself: cuts that bring 9♥ up as the lob one time in ten are caught."""
    cuts = [first_cut(Role.BANKER, seed) for seed in range(SESSIONS)]
    nine = Card.parse("9H")
    lobs = collections.Counter(nine if index % 10 == 0 else cut.deck[0] for index, cut in enumerate(cuts))
    assert chi2(lobs, 52, SESSIONS) > CHI2_51_DF
