"""Any core error in the interface's language (`app/error_text.py`): `message_text` looks a template up in its
enum's one table under its context (one outside every table reads as it is), and `core_error_text` says the
place only when asked and there is one, and words the params that are data of their own: a record's
expectation, another core error, a message member."""

from __future__ import annotations

import enum
import re

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.error_text import MESSAGE_TABLES, core_error_text, message_text
from shtoss_desktop.core.machine import Expected, RecordError, RecordMessage
from shtoss_desktop.core.replay import ReplayError, ReplayMessage
from shtoss_desktop.core.seats import SetupError, SetupMessage
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


class Stray(enum.StrEnum):
    """A message enum no table knows."""

    ODD = "an odd {thing}"


def _record_error() -> RecordError:
    return RecordError(RecordMessage.VALUE, ("events", 2), kind="StakePlaced", field="cards",
                       expected=Expected.CARD, value='"ZZ"')


def _replay_error() -> ReplayError:
    return ReplayError(ReplayMessage.MOVE_REFUSED, ("actions", 0, "moves", 1), action=1, move="PlaceStake",
                       kind="stake", reason=GameError(GameMessage.NO_STAKES))


def test_a_template_no_table_knows_reads_as_it_is(qapp: QCoreApplication) -> None:
    assert message_text(Stray.ODD) == "an odd {thing}"


def test_in_english_every_template_reads_as_the_core_writes_it(qapp: QCoreApplication) -> None:
    for message_enum in MESSAGE_TABLES:
        for member in message_enum:
            assert message_text(member) == member.value, member


@pytest.mark.usefixtures("russian")
def test_in_russian_every_template_is_found_under_its_context(qapp: QCoreApplication) -> None:
    for message_enum, (context, _table) in MESSAGE_TABLES.items():
        for member in message_enum:
            text = message_text(member)
            assert text != member.value, f"{message_enum.__name__}.{member.name} (context {context!r})"
            assert CYRILLIC.search(text), text


def test_the_place_is_said_only_where_there_is_one_and_when_asked(qapp: QCoreApplication) -> None:
    placed = SetupError(SetupMessage.NAME_EMPTY, ("players", 1))
    assert core_error_text(placed) == f"players[1]: {placed.message}"
    assert core_error_text(placed, place=False) == placed.message
    unplaced = SetupError(SetupMessage.NAME_EMPTY)
    assert core_error_text(unplaced) == unplaced.message
    assert not core_error_text(unplaced).startswith(":")


def test_in_english_the_params_read_as_the_core_writes_them(qapp: QCoreApplication) -> None:
    assert core_error_text(_record_error()) == str(_record_error())
    assert core_error_text(_replay_error()) == str(_replay_error())
    assert "must be a card written like 7D" in core_error_text(_record_error())


@pytest.mark.usefixtures("russian")
def test_in_russian_the_params_with_words_of_their_own_are_worded_too(qapp: QCoreApplication) -> None:
    record = core_error_text(_record_error())
    assert record.startswith("events[2]: ")
    assert "карта в записи вроде 7D" in record, "what the value must be, in Russian"
    assert "written like" not in record
    replay = core_error_text(_replay_error())
    assert replay.startswith("actions[0].moves[1]: ")
    assert "на столе нет ни одной ставки" in replay, "the inner game error in Russian"
    assert "there is no stake" not in replay
    member = ReplayError(ReplayMessage.MOVE_REFUSED, ("actions", 0), action=1, move="PlaceStake", kind="stake",
                         reason=GameMessage.NO_STAKES)
    assert "на столе нет ни одной ставки" in core_error_text(member), "a message member given as data"
