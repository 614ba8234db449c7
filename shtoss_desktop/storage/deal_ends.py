"""Which records end a deal (a shoe) or a session, per game: the moments a live session is counted again in the
statistics (storage/stats_store.py). A module of its own, so that the session (app/session.py) asks it at every
action without importing the statistics before the first deal ends."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from shtoss_desktop.core.casino.events import CasinoSessionEnded, ShoeEnded
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.machine import Record
from shtoss_desktop.core.shtoss.events import DealFinished, SessionEnded

DEAL_ENDS: Final[Mapping[GameKind, tuple[type[Record], ...]]] = {
    GameKind.SHTOSS: (DealFinished, SessionEnded),
    GameKind.CASINO: (ShoeEnded, CasinoSessionEnded),
}
"""The records after which a game's session is counted again."""


def ends_deal(game: GameKind, records: Sequence[Record]) -> bool:
    """Whether `records` end a deal (a shoe) or the session of `game`."""
    ends = DEAL_ENDS[game]
    return any(isinstance(record, ends) for record in records)


__all__ = ["DEAL_ENDS", "ends_deal"]
