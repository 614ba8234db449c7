"""Which records end a deal (a shoe) or a session, per game: the moments a live session is counted again in the
statistics (storage/stats_store.py). A module of its own, so that the session (app/session.py) asks it at every
action without importing the statistics before the first deal ends; the casino's records are imported when a casino
session first asks, so that a shtoss start does not import the casino's core."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.machine import Record
from shtoss_desktop.core.shtoss.events import DealFinished, SessionEnded


@functools.cache
def deal_ends(game: GameKind) -> tuple[type[Record], ...]:
    """The records after which a session of `game` is counted again."""
    if game is GameKind.SHTOSS:
        return (DealFinished, SessionEnded)
    from shtoss_desktop.core.casino.events import CasinoSessionEnded, ShoeEnded

    return (ShoeEnded, CasinoSessionEnded)


def ends_deal(game: GameKind, records: Sequence[Record]) -> bool:
    """Whether `records` end a deal (a shoe) or the session of `game`."""
    ends = deal_ends(game)
    return any(isinstance(record, ends) for record in records)


__all__ = ["deal_ends", "ends_deal"]
