"""Each game's part of the journal (storage/journal_games.py): a header written and read back is the same setup,
and every value a header may hold is checked as strictly as a rules file, each refusal a problem naming it."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import pytest

from shtoss_desktop.core.casino.game import CasinoSetup
from shtoss_desktop.core.casino.players import CasinoStyle
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import ShtossSetup
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.storage.journal import header_line
from shtoss_desktop.storage.journal_games import CASINO, JOURNAL_GAMES, SHTOSS, CasinoHeader, ShtossHeader
from shtoss_desktop.storage.problems import StorageError, StorageMessage

STARTED = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
SHTOSS_HEADER = ShtossHeader(
    ShtossSetup(HouseRules(punters=2), ("Chekalinsky", "You", "Narumov"), "Chekalinsky"), Role.PUNTER, "You",
    (PunterStyle.HERMANN,), (("Chekalinsky", PunterStyle.HERMANN), ("Narumov", PunterStyle.HERMANN)), 7, STARTED,
    "0.2.0")
CASINO_HEADER = CasinoHeader(
    CasinoSetup(CasinoRules(players=2), ("You", "Narumov", "Tomsky")), Role.PUNTER, "You",
    (("Narumov", CasinoStyle.CAUTIOUS), ("Tomsky", CasinoStyle.HIGH_ROLLER)), 7, 99, STARTED, "0.2.0")
HEADERS: dict[str, Any] = {"shtoss": (SHTOSS, SHTOSS_HEADER), "casino": (CASINO, CASINO_HEADER)}


def written(game: str) -> dict[str, Any]:
    kind, header = HEADERS[game]
    data = json.loads(header_line(kind, header))
    assert isinstance(data, dict)
    return data


def read(game: str, data: dict[str, Any]) -> Any:
    kind, _ = HEADERS[game]
    return kind.read_header(data, STARTED, "0.2.0")


@pytest.mark.parametrize("game", sorted(HEADERS))
def test_a_header_written_reads_back_as_the_same_setup(game: str) -> None:
    data = written(game)
    assert data["game"] == game
    assert JOURNAL_GAMES[GameKind(game)] is HEADERS[game][0]
    assert read(game, data) == HEADERS[game][1]


def refusal(game: str, change: dict[str, Any]) -> StorageError:
    data = {**written(game), **change}
    with pytest.raises(StorageError) as caught:
        read(game, data)
    return caught.value


@pytest.mark.parametrize(("game", "change", "message", "said"), [
    ("shtoss", {"role": "croupier"}, StorageMessage.HEADER_VALUE, "its role is not acceptable: \"croupier\""),
    ("casino", {"role": "banker"}, StorageMessage.HEADER_VALUE, "its role is not acceptable"),
    ("shtoss", {"seed": "7"}, StorageMessage.HEADER_VALUE, "its seed"),
    ("casino", {"players_seed": 1.5}, StorageMessage.HEADER_VALUE, "its players_seed"),
    ("shtoss", {"styles": ["hermann"] * 8}, StorageMessage.HEADER_VALUE, "its styles"),
    ("shtoss", {"styles": ["cautious"]}, StorageMessage.HEADER_VALUE, "its styles"),
    ("casino", {"computers": [["Narumov", "hermann"], ["Tomsky", "cautious"]]}, StorageMessage.HEADER_VALUE,
     "its computers"),
    ("casino", {"computers": [["Narumov", "cautious"], ["Narumov", "cautious"]]}, StorageMessage.HEADER_VALUE,
     "its computers"),
    ("shtoss", {"players": [f"P{i}" for i in range(8)]}, StorageMessage.HEADER_VALUE, "its players"),
    ("casino", {"players": []}, StorageMessage.HEADER_VALUE, "its players"),
    ("shtoss", {"banker": 3}, StorageMessage.HEADER_VALUE, "its banker"),
    ("shtoss", {"rules": {"deck_size": 40}}, StorageMessage.HEADER_RULES, "its rules are not valid: deck_size"),
    ("casino", {"rules": {"decks": 7}}, StorageMessage.HEADER_RULES, "its rules are not valid: decks"),
    ("shtoss", {"rules": {"capital": 10**28}}, StorageMessage.HEADER_RULES, "capital"),
    ("casino", {"rules": {"capital": 10**28}}, StorageMessage.HEADER_RULES, "capital"),
    ("shtoss", {"human_name": "Hermann\n"}, StorageMessage.HEADER_SEATS, "U+000A"),
    ("casino", {"human_name": "x" * 33}, StorageMessage.HEADER_SEATS, "33 characters"),
    ("casino", {"human_name": "\udc80"}, StorageMessage.HEADER_SEATS, "U+DC80"),
    ("shtoss", {"role": "watch"}, StorageMessage.HEADER_PLAYERS, "its players do not match"),
    ("shtoss", {"role": "banker"}, StorageMessage.HEADER_PLAYERS, "its players do not match"),
    ("casino", {"role": "watch"}, StorageMessage.HEADER_PLAYERS, "its players do not match"),
    ("casino", {"computers": [["Narumov", "cautious"]]}, StorageMessage.HEADER_PLAYERS, "its players do not match"),
    ("shtoss", {"colour": "red"}, StorageMessage.HEADER_KEY, 'it has a key "colour"'),
    ("casino", {"banker": "You"}, StorageMessage.HEADER_KEY, 'it has a key "banker"'),
])
def test_a_header_value_out_of_bounds_is_refused_naming_it(game: str, change: dict[str, Any],
                                                           message: StorageMessage, said: str) -> None:
    error = refusal(game, change)
    assert error.problem.message is message
    assert said in error.problem.english()
