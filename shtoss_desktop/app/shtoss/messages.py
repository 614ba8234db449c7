"""The words of the core's messages: each core message enum member to its translatable text, in one place.

The core raises errors that carry data: a message enum member (`GameMessage`, `RulesMessage`,
`JsonMessage`) as `template`, and the numbers, names and reasons as `params`. Each member's value is the
core's English (what the CLI prints). The interface looks up the member in the one table of its enum,
translates the text found there and fills in the params, translating those that are data too (a
`GameMessage` given as the reason of a kush limit, a `DivisorReason`).

The table of `GameMessage` is here (context "game"). The tables of `RulesMessage` and `JsonMessage`
(context "rules", `shtoss_desktop.storage.settings`) live in storage, because storage words those errors in its
own messages (a preset) and may not import the app layer; this module uses them through `rules_message` and
`json_message`, so the interface has one module to ask. `MESSAGE_TABLES` names the one table of every core
message enum; `core_error_text` words any core error, a record's expectations (`machine.Expected`) too.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Final

from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.casino.messages import CASINO_MESSAGES, CASINO_RECORD_EXPECTATIONS, CASINO_RULES_MESSAGES
from shtoss_desktop.app.core_messages import (
    CARD_MESSAGES,
    CLI_MESSAGES,
    RECORD_EXPECTATIONS,
    RECORD_MESSAGES,
    REPLAY_MESSAGES,
    SETUP_MESSAGES,
)
from shtoss_desktop.core.cards import CardMessage
from shtoss_desktop.core.casino.errors import CasinoMessage
from shtoss_desktop.core.casino.rules import CasinoRulesMessage
from shtoss_desktop.core.cli import CliMessage
from shtoss_desktop.core.errors import CoreError
from shtoss_desktop.core.jsonio import JsonInputError, JsonMessage
from shtoss_desktop.core.machine import RecordMessage
from shtoss_desktop.core.replay import ReplayMessage
from shtoss_desktop.core.rule_fields import FieldMessage
from shtoss_desktop.core.seats import SetupMessage
from shtoss_desktop.core.shtoss.deal import GameError, GameMessage
from shtoss_desktop.core.shtoss.odds import OddsMessage
from shtoss_desktop.core.shtoss.rules import DivisorReason, RulesError, RulesMessage
from shtoss_desktop.storage.settings import (
    FIELD_MESSAGES,
    JSON_MESSAGES,
    RULES_MESSAGES,
    divisor_reason_text,
    json_message,
    rules_error_text,
    rules_message,
)
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP

# The one table of the game's messages: every `GameMessage` marked for lupdate (context "game") under its
# English, which is the member's value; tests/app/test_messages.py checks that every member is here, with
# its own English and a Russian translation.
GAME_MESSAGES: Final[dict[str, str]] = {
    GameMessage.NOT_PLAYER: QT_TRANSLATE_NOOP("game", "{player} is not at this table"),
    GameMessage.NOT_PUNTER: QT_TRANSLATE_NOOP("game", "{player} is the banker, not a punter"),
    GameMessage.PUNTER_LEFT: QT_TRANSLATE_NOOP("game", "{player} has left the table"),
    GameMessage.SESSION_OVER: QT_TRANSLATE_NOOP("game", "the session is over"),
    GameMessage.OFFER_PENDING: QT_TRANSLATE_NOOP("game", "the banker must first answer {punter}'s stake"),
    GameMessage.NO_OFFER: QT_TRANSLATE_NOOP("game", "no stake is waiting for the banker's answer"),
    GameMessage.AFTER_CUT: QT_TRANSLATE_NOOP(
        "game",
        "the deck is cut: no stake may be placed or changed until the deal is over",
    ),
    GameMessage.BANK_BROKEN_NOW: QT_TRANSLATE_NOOP(
        "game",
        "the bank is broken: the banker must first put up a new bank or give it up",
    ),
    GameMessage.CARDS_COUNT: QT_TRANSLATE_NOOP("game", "stake one card, or two cards of one rank as a pair"),
    GameMessage.PAIR_RANK: QT_TRANSLATE_NOOP(
        "game",
        "the two cards of a pair must have the same rank and different suits",
    ),
    GameMessage.NO_PAIRS: QT_TRANSLATE_NOOP("game", "pair bets are not allowed at this table"),
    GameMessage.NOT_IN_DECK: QT_TRANSLATE_NOOP("game", "{card} is not in a {size}-card deck"),
    GameMessage.CARD_STAKED: QT_TRANSLATE_NOOP("game", "{card} is already staked by {punter}"),
    GameMessage.RANK_STAKED: QT_TRANSLATE_NOOP(
        "game",
        "{punter} already has a {rank} staked: two cards of one rank are a pair, staked together",
    ),
    GameMessage.KUSH_MIN: QT_TRANSLATE_NOOP("game", "the kush {kush} is below the initial kush {minimum}"),
    GameMessage.KUSH_DIVIDES: QT_TRANSLATE_NOOP("game", "the kush {kush} must divide by {divisor} because {reason}"),
    GameMessage.KUSH_RAISE: QT_TRANSLATE_NOOP("game", "the kush {kush} is above {punter}'s limit of {limit} ({why})"),
    GameMessage.WHY_BASE: QT_TRANSLATE_NOOP("game", "his base kush"),
    GameMessage.WHY_AFTER_LOSS: QT_TRANSLATE_NOOP("game", "after a killed card he stakes from his base again"),
    GameMessage.WHY_AFTER_VOID: QT_TRANSLATE_NOOP("game", "after a void card he may not raise"),
    GameMessage.WHY_AFTER_WIN: QT_TRANSLATE_NOOP("game", "the most a win lets him raise to"),
    GameMessage.WHY_NO_RAISING: QT_TRANSLATE_NOOP("game", "raising after a win is not allowed at this table"),
    GameMessage.CAPITAL: QT_TRANSLATE_NOOP("game", "{punter} has {balance}, not enough to cover a loss of {loss}"),
    GameMessage.REFUSED_ABOVE: QT_TRANSLATE_NOOP(
        "game",
        "the banker refuses a kush of {kush}: above his limit of {limit}",
    ),
    GameMessage.BANK_LIMIT: QT_TRANSLATE_NOOP(
        "game",
        "the bank {bank} cannot cover it: the stakes could then cost the bank {exposure}",
    ),
    GameMessage.TALIA_RANK_GONE: QT_TRANSLATE_NOOP("game", "no {rank} is left in this talia's deck"),
    GameMessage.NOT_SHUFFLED_ORDER: QT_TRANSLATE_NOOP(
        "game",
        "the shuffled deck must hold every card of the {size}-card deck exactly once",
    ),
    GameMessage.ALREADY_DEALING: QT_TRANSLATE_NOOP("game", "the deal is under way"),
    GameMessage.NOT_DEALING: QT_TRANSLATE_NOOP("game", "no deal is under way: place stakes and cut the deck first"),
    GameMessage.NO_STAKES: QT_TRANSLATE_NOOP("game", "there is no stake on the table"),
    GameMessage.CUT_RANGE: QT_TRANSLATE_NOOP("game", "the cut must be from 0 to {maximum}, not {position}"),
    GameMessage.SHUFFLE_FIRST: QT_TRANSLATE_NOOP(
        "game",
        "the banker has not shuffled for this deal: the cut must come with his shuffle",
    ),
    GameMessage.ALREADY_SHUFFLED: QT_TRANSLATE_NOOP(
        "game",
        "the banker has shuffled for this deal already: the cut takes his deck as it is",
    ),
    GameMessage.NO_WIN: QT_TRANSLATE_NOOP("game", "{punter} has no winnings on {card}"),
    GameMessage.NO_PAROLI: QT_TRANSLATE_NOOP("game", "paroli is not played at this table"),
    GameMessage.MAX_CORNERS: QT_TRANSLATE_NOOP("game", "{card} already has {corners} corners, the most allowed"),
    GameMessage.NOT_FULL_WIN: QT_TRANSLATE_NOOP("game", "paroli and paix need a full win (the whole riding amount)"),
    GameMessage.BANK_NOT_BROKEN: QT_TRANSLATE_NOOP("game", "the bank is not broken"),
    GameMessage.SECOND_BANK_USED: QT_TRANSLATE_NOOP("game", "the bank may be put up again only once"),
    GameMessage.CANNOT_AFFORD_BANK: QT_TRANSLATE_NOOP(
        "game",
        "{banker} has {balance}, less than the initial kush {kush}: he cannot put up a bank",
    ),
    GameMessage.UNDECIDED: QT_TRANSLATE_NOOP("game", "{punter} has undecided stakes in this deal"),
    GameMessage.AMOUNT_NOT_WHOLE: QT_TRANSLATE_NOOP("game", "{factor} of {riding} is not a whole amount"),
    GameMessage.NO_SESSION: QT_TRANSLATE_NOOP("game", "no session has been started"),
    GameMessage.NO_HUMAN: QT_TRANSLATE_NOOP("game", "nobody plays by hand in this session"),
}

# The one table of the odds' own messages (`OddsMessage`, core/shtoss/odds.py; context "game").
ODDS_MESSAGES: Final[dict[str, str]] = {
    OddsMessage.ODD_DEALT: QT_TRANSLATE_NOOP(
        "game",
        "an odd number of cards is dealt ({count}): new stakes come only between abzugs",
    ),
    OddsMessage.DEALT_TWICE: QT_TRANSLATE_NOOP("game", "a card is listed twice among the dealt cards"),
    OddsMessage.NO_COPY_LEFT: QT_TRANSLATE_NOOP("game", "no {rank} is left in the deck: {card} cannot be staked"),
}


# The same messages told to the human himself, in the second person ("your base kush", not "his base kush";
# "you have 40", not "You has 40"): the core words them for any player (the CLI names him), the window speaks
# to the one at the keyboard. Only the messages that name a player, or give the reason of his own limit.
YOUR_GAME_MESSAGES: Final[dict[str, str]] = {
    GameMessage.NOT_PUNTER: QT_TRANSLATE_NOOP("game", "you are the banker, not a punter"),
    GameMessage.PUNTER_LEFT: QT_TRANSLATE_NOOP("game", "you have left the table"),
    GameMessage.OFFER_PENDING: QT_TRANSLATE_NOOP("game", "the banker must first answer your stake"),
    GameMessage.CARD_STAKED: QT_TRANSLATE_NOOP("game", "you have already staked {card}"),
    GameMessage.RANK_STAKED: QT_TRANSLATE_NOOP(
        "game",
        "you already have a {rank} staked: two cards of one rank are a pair, staked together",
    ),
    GameMessage.KUSH_RAISE: QT_TRANSLATE_NOOP("game", "the kush {kush} is above your limit of {limit} ({why})"),
    GameMessage.WHY_BASE: QT_TRANSLATE_NOOP("game", "your base kush"),
    GameMessage.WHY_AFTER_LOSS: QT_TRANSLATE_NOOP("game", "after a killed card you stake from your base again"),
    GameMessage.WHY_AFTER_VOID: QT_TRANSLATE_NOOP("game", "after a void card you may not raise"),
    GameMessage.WHY_AFTER_WIN: QT_TRANSLATE_NOOP("game", "the most your win lets you raise to"),
    GameMessage.CAPITAL: QT_TRANSLATE_NOOP("game", "you have {balance}, not enough to cover a loss of {loss}"),
    GameMessage.CANNOT_AFFORD_BANK: QT_TRANSLATE_NOOP(
        "game",
        "you have {balance}, less than the initial kush {kush}: you cannot put up a bank",
    ),
    GameMessage.NO_WIN: QT_TRANSLATE_NOOP("game", "you have no winnings on {card}"),
    GameMessage.UNDECIDED: QT_TRANSLATE_NOOP("game", "you have undecided stakes in this deal"),
}
"""The second-person text of each game message that can concern the human (context "game")."""

PLAYER_PARAMS: Final = ("player", "punter", "banker")
"""The params of a game message that name the player it concerns."""


def game_message(template: str, *, yours: bool = False) -> str:
    """The translated text of a game message template (a template outside the table is shown as it is); with
    `yours`, told to the player it concerns ("your base kush") where the message has such a form."""
    source = YOUR_GAME_MESSAGES.get(template) if yours else None
    if source is None:
        source = GAME_MESSAGES.get(template)
    return template if source is None else QCoreApplication.translate("game", source)


def limit_reason_text(why: str) -> str:
    """The reason of the human's own kush limit, told to him ("your base kush")."""
    return game_message(why, yours=True)


def _param_text(value: object, yours: bool) -> object:
    if isinstance(value, DivisorReason):
        return divisor_reason_text(value)
    if isinstance(value, GameMessage):
        return game_message(value, yours=yours)
    return value


def game_error_text(error: GameError, human: str | None = None) -> str:
    """A core game error in the interface's language (context "game"): its template and its params; an error
    about `human` himself (the player it names is he) is told to him in the second person."""
    yours = human is not None and any(error.params.get(key) == human for key in PLAYER_PARAMS)
    params = {key: _param_text(value, yours) for key, value in error.params.items()}
    return game_message(error.template, yours=yours).format(**params)


MESSAGE_TABLES: Final[dict[type[enum.StrEnum], tuple[str, Mapping[str, object]]]] = {
    GameMessage: ("game", GAME_MESSAGES),
    OddsMessage: ("game", ODDS_MESSAGES),
    RulesMessage: ("rules", RULES_MESSAGES),
    JsonMessage: ("rules", JSON_MESSAGES),
    FieldMessage: ("rules", FIELD_MESSAGES),
    RecordMessage: ("Journal", RECORD_MESSAGES),
    CasinoMessage: ("casino", CASINO_MESSAGES),
    CasinoRulesMessage: ("casino", CASINO_RULES_MESSAGES),
    CardMessage: ("core", CARD_MESSAGES),
    SetupMessage: ("core", SETUP_MESSAGES),
    CliMessage: ("core", CLI_MESSAGES),
    ReplayMessage: ("core", REPLAY_MESSAGES),
}
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


EXPECTATIONS: Final[dict[str, str]] = {**RECORD_EXPECTATIONS, **{text: text for text in CASINO_RECORD_EXPECTATIONS}}
"""What a record's value must be, by the core's English (context "Journal")."""


def _data_text(value: object) -> object:
    if isinstance(value, CoreError):
        return core_error_text(value)
    if isinstance(value, str) and value in EXPECTATIONS:
        return QCoreApplication.translate("Journal", EXPECTATIONS[value])
    if isinstance(value, DivisorReason):
        return divisor_reason_text(value)
    if isinstance(value, enum.StrEnum) and type(value) in MESSAGE_TABLES:
        return message_text(value)
    return value


__all__ = [
    "GAME_MESSAGES",
    "JSON_MESSAGES",
    "MESSAGE_TABLES",
    "PLAYER_PARAMS",
    "RULES_MESSAGES",
    "YOUR_GAME_MESSAGES",
    "core_error_text",
    "game_error_text",
    "game_message",
    "json_message",
    "limit_reason_text",
    "message_text",
    "rules_error_text",
    "rules_message",
]
