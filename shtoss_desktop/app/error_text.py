"""Any core error in the interface's language: the one table of every core message enum (`MESSAGE_TABLES`, each
enum with its translation context and its words), `message_text` for one template and `core_error_text` for a
whole error, its params translated too where they are data with words of their own.

Each game's words are beside its game (`app/shtoss/messages.py` for "game", `app/casino/messages.py` for
"casino"), the shared ones in `app/core_messages.py`, the rules' and the JSON reader's in `storage/settings.py`;
this module is the one place that knows them all, so that a shared part of the app (the storage messages, the
windows) words any error without importing a game it does not play. The casino's words join the table when a
casino message is first looked up, or the table walked whole (`MessageTables`): no casino error exists before the
casino's core is imported, and a shtoss start imports neither.
"""

from __future__ import annotations

import enum
import sys
from collections.abc import Iterator, Mapping
from typing import Final

from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.core_messages import (
    CARD_MESSAGES,
    CLI_MESSAGES,
    RECORD_EXPECTATIONS,
    RECORD_MESSAGES,
    REPLAY_MESSAGES,
    SETUP_MESSAGES,
)
from shtoss_desktop.app.shtoss.messages import GAME_MESSAGES, ODDS_MESSAGES, game_error_text
from shtoss_desktop.core.cards import CardMessage
from shtoss_desktop.core.cli_messages import CliMessage
from shtoss_desktop.core.errors import CoreError
from shtoss_desktop.core.jsonio import JsonInputError, JsonMessage
from shtoss_desktop.core.machine import RecordMessage
from shtoss_desktop.core.replay import ReplayMessage
from shtoss_desktop.core.rule_fields import FieldMessage
from shtoss_desktop.core.seats import SetupMessage
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage
from shtoss_desktop.core.shtoss.odds import OddsMessage
from shtoss_desktop.core.shtoss.rules import DivisorReason, RulesError, RulesMessage
from shtoss_desktop.storage.settings import (
    FIELD_MESSAGES,
    JSON_MESSAGES,
    RULES_MESSAGES,
    divisor_reason_text,
    json_message,
    rules_error_text,
)

CASINO_CORE: Final = "shtoss_desktop.core.casino"
"""The casino's core: its message enums' modules are under it."""

Table = tuple[str, Mapping[str, object]]
"""A message enum's translation context and the one table of its words."""


class MessageTables(Mapping[type[enum.StrEnum], Table]):
    """Every message enum of the core with its `Table`: the shared and shtoss ones at once, the casino's added by
    the first look-up of a casino enum, or the first walk over them all."""

    def __init__(self, tables: dict[type[enum.StrEnum], Table]) -> None:
        self._tables = tables
        self._casino_added = False

    def add_casino(self) -> None:
        """Add the casino's tables (imports the casino's core and its words)."""
        if self._casino_added:
            return
        from shtoss_desktop.app.casino.messages import (
            CASINO_MESSAGES,
            CASINO_RECORD_EXPECTATIONS,
            CASINO_RULES_MESSAGES,
        )
        from shtoss_desktop.core.casino.errors import CasinoMessage
        from shtoss_desktop.core.casino.rules import CasinoRulesMessage

        self._tables[CasinoMessage] = ("casino", CASINO_MESSAGES)
        self._tables[CasinoRulesMessage] = ("casino", CASINO_RULES_MESSAGES)
        EXPECTATIONS.update({text: text for text in CASINO_RECORD_EXPECTATIONS})
        self._casino_added = True

    def __getitem__(self, key: type[enum.StrEnum]) -> Table:
        if key not in self._tables and getattr(key, "__module__", "").startswith(CASINO_CORE + "."):
            self.add_casino()
        return self._tables[key]

    def __iter__(self) -> Iterator[type[enum.StrEnum]]:
        self.add_casino()
        return iter(self._tables)

    def __len__(self) -> int:
        self.add_casino()
        return len(self._tables)


MESSAGE_TABLES: Final = MessageTables({
    GameMessage: ("game", GAME_MESSAGES),
    OddsMessage: ("game", ODDS_MESSAGES),
    RulesMessage: ("rules", RULES_MESSAGES),
    JsonMessage: ("rules", JSON_MESSAGES),
    FieldMessage: ("rules", FIELD_MESSAGES),
    RecordMessage: ("Journal", RECORD_MESSAGES),
    CardMessage: ("core", CARD_MESSAGES),
    SetupMessage: ("core", SETUP_MESSAGES),
    CliMessage: ("core", CLI_MESSAGES),
    ReplayMessage: ("core", REPLAY_MESSAGES),
})
"""Every message enum of the core, with the translation context and the one table of its words."""


def message_text(template: enum.StrEnum) -> str:
    """The translated text of any core message template (one outside every table is shown as it is)."""
    found = MESSAGE_TABLES.get(type(template))
    source = found[1].get(template) if found is not None else None
    return template if found is None or source is None else QCoreApplication.translate(found[0], str(source))


def core_error_text(error: CoreError, *, place: bool = True) -> str:
    """Any core error in the interface's language, `place: problem` when it has a key (without the place if
    `place` is False: a replay's failure names its action itself): its template from its enum's one table, its
    params translated too where they are data with words of their own (a reason, a divisor reason, another core
    error, what a record's value must be)."""
    if isinstance(error, GameError):
        text = game_error_text(error)
        return f"{error.place}: {text}" if error.key else text
    if isinstance(error, RulesError):
        return rules_error_text(error)
    if isinstance(error, JsonInputError):
        return json_message(error)
    params = {key: _data_text(value) for key, value in error.params.items()}
    text = message_text(error.template).format(**params)
    return f"{error.place}: {text}" if error.key and place else text


EXPECTATIONS: Final[dict[str, str]] = dict(RECORD_EXPECTATIONS)
"""What a record's value must be, by the core's English (context "Journal"); the casino's join with its tables."""


def _data_text(value: object) -> object:
    if isinstance(value, CoreError):
        return core_error_text(value)
    if isinstance(value, str) and CASINO_CORE in sys.modules:
        MESSAGE_TABLES.add_casino()  # a casino record's expectation: only the casino's core says one
    if isinstance(value, str) and value in EXPECTATIONS:
        return QCoreApplication.translate("Journal", EXPECTATIONS[value])
    if isinstance(value, DivisorReason):
        return divisor_reason_text(value)
    if isinstance(value, enum.StrEnum) and type(value) in MESSAGE_TABLES:
        return message_text(value)
    return value
