"""The records of a casino session (core/casino/events.py): strict JSON, ranks by their letter."""

from __future__ import annotations

import pytest

from shtoss_desktop.core.cards import Rank
from shtoss_desktop.core.casino.events import CASINO_EVENT_TYPES, BetTakenBack, CasinoEvent
from shtoss_desktop.core.machine import RecordError
from shtoss_desktop.core.shtoss.events import EVENT_TYPES


def test_a_rank_is_written_as_its_letter_and_read_only_so() -> None:
    record = BetTakenBack("You", Rank.TEN, 10, None, 0)
    assert record.to_json()["rank"] == "T"
    assert CasinoEvent.from_json(record.to_json()) == record
    for rank in ("10", 10, "t", None):
        with pytest.raises(RecordError, match="must be a rank letter"):
            CasinoEvent.from_json({**record.to_json(), "rank": rank})


def test_no_casino_record_shares_a_kind_with_a_shtoss_record() -> None:
    assert not set(CASINO_EVENT_TYPES) & set(EVENT_TYPES)
