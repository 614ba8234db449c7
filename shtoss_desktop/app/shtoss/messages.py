"""The words of the shtoss core's messages: each `GameMessage` and `OddsMessage` member to its translatable text
(context "game"), and a game error put into the interface's language.

The core raises errors that carry data: a message enum member as `template`, and the numbers, names and reasons
as `params`. Each member's value is the core's English (what the CLI prints). The interface looks up the member
in the one table of its enum, translates the text found there and fills in the params, translating those that
are data too (a `GameMessage` given as the reason of a kush limit, a `DivisorReason`). An error about the human
himself is told to him in the second person (`YOUR_GAME_MESSAGES`).

`app/error_text.py` names the one table of every core message enum (`MESSAGE_TABLES`) and words any core error
(`core_error_text`); the rules' and the JSON reader's tables (context "rules") are in `storage/settings.py`.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from shtoss_desktop.core.shtoss.errors import GameError, GameMessage
from shtoss_desktop.core.shtoss.odds import OddsMessage
from shtoss_desktop.core.shtoss.rules import DivisorReason
from shtoss_desktop.storage.settings import (
    divisor_reason_text,
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
