"""The shoe of casino stos (RULES.md section 4.8): six or eight full 52-card decks, and where a rank comes out.

>>> [str(c) for c in stacked_shoe(6, ["QH", "QS", "2S"])[:5]]
['QH', 'QS', '2S', '2H', '2D']
>>> deciding_position(stacked_shoe(6, ["QH", "QS", "2S"]), Rank.TWO)
3
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence

from shtoss_desktop.core.cards import Card, Rank, make_deck, shuffled_order
from shtoss_desktop.core.casino.errors import CasinoError, CasinoMessage
from shtoss_desktop.core.casino.rules import SHOE_DECKS


def make_shoe(decks: int) -> tuple[Card, ...]:
    """A fresh shoe of `decks` 52-card decks, deck after deck, each in the fresh deck's order."""
    _check_decks(decks)
    return make_deck(52) * decks


def shuffled_shoe(decks: int, rng: random.Random) -> tuple[Card, ...]:
    """A shoe of `decks` decks in the order `rng` shuffles it (every order equally likely, as the shtoss
    deck: a seeded `Random` repeats, a `SystemRandom` draws from the system)."""
    shoe = make_shoe(decks)
    return tuple(shoe[i] for i in shuffled_order(len(shoe), rng))


def check_shoe(order: Sequence[Card], decks: int) -> None:
    """Raise `CasinoError` (BAD_SHOE) unless `order` holds each of the 52 cards exactly `decks` times."""
    _check_decks(decks)
    counts = Counter(order)
    if len(order) != 52 * decks or any(counts[card] != decks for card in make_deck(52)):
        raise CasinoError(CasinoMessage.BAD_SHOE, decks=decks)


def _check_decks(decks: int) -> None:
    if decks not in SHOE_DECKS:
        raise CasinoError(CasinoMessage.DECKS, decks=decks)


def stacked_shoe(decks: int, top: Iterable[Card | str]) -> tuple[Card, ...]:
    """A shoe of `decks` decks whose first cards are `top` (cards or notation), the rest in the fresh
    shoe's order: golden tests stack the shoe this way."""
    rest = list(make_shoe(decks))
    first = [card if isinstance(card, Card) else Card.parse(card) for card in top]
    for card in first:
        rest.remove(card)  # a ValueError if `top` holds a card more often than the shoe does
    return (*first, *rest)


def deciding_position(shoe: Sequence[Card], rank: Rank, dealt: int = 0) -> int | None:
    """The position (from 1) of the first card of `rank` after the first `dealt` cards, or None."""
    for index in range(dealt, len(shoe)):
        if shoe[index].rank is rank:
            return index + 1
    return None
