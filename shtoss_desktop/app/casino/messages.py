"""The words of the casino core's messages: each `CasinoMessage` and `CasinoRulesMessage` member to its
translatable text (context "casino"), and the casino errors put into the interface's language.

The casino core raises errors that carry data, as the shtoss core does: a message enum member as the
template and the numbers, names, rank and suit letters as params. A casino rules error whose template is
the shared `FieldMessage` (a wrong type, a value out of range) or the JSON reader's reads through their
tables (context "rules"), so those problems are worded the same in both games.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from shtoss_desktop.core.casino.errors import CasinoError, CasinoMessage
from shtoss_desktop.core.casino.rules import CasinoRulesError, CasinoRulesMessage
from shtoss_desktop.storage.settings import template_text
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP

CONTEXT: Final = "casino"
"""The translation context of every casino core message."""

CASINO_MESSAGES: Final[dict[str, str]] = {
    CasinoMessage.NOT_PLAYER: QT_TRANSLATE_NOOP("casino", "{player} is not at this table"),
    CasinoMessage.SESSION_OVER: QT_TRANSLATE_NOOP("casino", "the session is over"),
    CasinoMessage.SHOE_OVER: QT_TRANSLATE_NOOP("casino", "the shoe is dealt out: a new shoe must be shuffled first"),
    CasinoMessage.SHOE_NOT_OVER: QT_TRANSLATE_NOOP("casino", "the shoe still has {cards} cards to deal"),
    CasinoMessage.RANK_GONE: QT_TRANSLATE_NOOP("casino", "no {rank} is left in the shoe"),
    CasinoMessage.ALREADY_BET: QT_TRANSLATE_NOOP(
        "casino", "{player} already has a bet on {rank}: add to it or take it back"),
    CasinoMessage.NO_BET: QT_TRANSLATE_NOOP("casino", "{player} has no bet on {rank}"),
    CasinoMessage.AMOUNT_MIN: QT_TRANSLATE_NOOP("casino", "a rank bet is at least 1, not {amount}"),
    CasinoMessage.SUIT_WITHOUT_AMOUNT: QT_TRANSLATE_NOOP("casino", "a suit bet needs both a suit and an amount"),
    CasinoMessage.SUIT_EVEN: QT_TRANSLATE_NOOP("casino", "a suit bet is an even amount of at least 2, not {amount}"),
    CasinoMessage.SUIT_CHANGED: QT_TRANSLATE_NOOP(
        "casino", "the suit bet is on {suit}, not {wanted}: take the bet back to change its suit"),
    CasinoMessage.BELOW_MINIMUM: QT_TRANSLATE_NOOP("casino", "the bet {total} is below the table minimum {minimum}"),
    CasinoMessage.ABOVE_MAXIMUM: QT_TRANSLATE_NOOP("casino", "the bet {total} is above the table maximum {maximum}"),
    CasinoMessage.BALANCE: QT_TRANSLATE_NOOP("casino", "{player} has {balance}, not enough to put down {needed} more"),
    CasinoMessage.NO_CHANGE: QT_TRANSLATE_NOOP("casino", "the bet would stay as it is"),
    CasinoMessage.BAD_SHOE: QT_TRANSLATE_NOOP(
        "casino", "the shoe must hold each of the 52 cards exactly {decks} times"),
    CasinoMessage.DECKS: QT_TRANSLATE_NOOP("casino", "a shoe holds 6 or 8 decks, not {decks!r}"),
    CasinoMessage.NO_COPIES: QT_TRANSLATE_NOOP(
        "casino", "a rank bet needs a copy of the rank among the cards left: {copies} copies among {cards} cards"),
    CasinoMessage.SUITS_COUNT: QT_TRANSLATE_NOOP("casino", "{suits} suits given for {copies} copies left"),
}
"""The one table of `CasinoMessage` (context "casino")."""

CASINO_RULES_MESSAGES: Final[dict[str, str]] = {
    CasinoRulesMessage.UNKNOWN_KEY: QT_TRANSLATE_NOOP("casino", "is not a casino rules key"),
    CasinoRulesMessage.NOT_RULES: QT_TRANSLATE_NOOP("casino", "the casino rules must be a JSON object, not {value}"),
    CasinoRulesMessage.MAXIMUM_BELOW_MINIMUM: QT_TRANSLATE_NOOP(
        "casino", "the table maximum {maximum} is below the table minimum {minimum}"),
    CasinoRulesMessage.CAPITAL_BELOW_MINIMUM: QT_TRANSLATE_NOOP(
        "casino", "each player's capital {capital} must cover at least the table minimum {minimum}"),
    CasinoRulesMessage.UNKNOWN_PRESET: QT_TRANSLATE_NOOP(
        "casino", "there is no built-in casino preset {preset!r} (the presets are {known})"),
}
"""The one table of `CasinoRulesMessage` (context "casino")."""

CASINO_RECORD_EXPECTATIONS: Final = (QT_TRANSLATE_NOOP("Journal", "a rank letter: 2-9, T, J, Q, K or A"),)
"""What a casino record's value must be, beside the shtoss records' (`casino.EXPECT_RANK`; context "Journal",
where the journal's reader words every record problem)."""


def casino_message(template: str) -> str:
    """The translated text of a casino message template (a template outside both tables is shown as it is)."""
    source = CASINO_MESSAGES.get(template) or CASINO_RULES_MESSAGES.get(template)
    return template if source is None else QCoreApplication.translate(CONTEXT, source)


def casino_error_text(error: CasinoError | CasinoRulesError) -> str:
    """A casino core error in the interface's language; a rules error as `key: problem`."""
    if isinstance(error, CasinoError):
        return casino_message(error.template).format(**error.params)
    if isinstance(error.template, CasinoRulesMessage):
        message = casino_message(error.template).format(**error.params)
    else:  # a value against its schema or a JSON problem: worded as in the house rules (context "rules")
        message = template_text(error.template).format(**error.params)
    return f"{error.place}: {message}" if error.key else message
