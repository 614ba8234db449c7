"""What a casino game refuses, as data: `CasinoMessage` (every reason, in English) and `CasinoError`.

A refused action raises a `CasinoError` (a `CoreError`) whose template is a `CasinoMessage` member and whose
params are numbers, player names, rank letters and suit letters; the interface translates the member and
fills in the params (`shtoss_desktop.app.casino.messages`, context "casino").
"""

from __future__ import annotations

import enum
from typing import ClassVar

from shtoss_desktop.core.errors import CoreError


@enum.unique
class CasinoMessage(enum.StrEnum):
    """Every message template of `CasinoError`: the value is the English (with `{fields}`), the member is the
    reason the interface looks its translation up by."""

    NOT_PLAYER = "{player} is not at this table"
    """A name nobody at the table has."""
    SESSION_OVER = "the session is over"
    """The session has ended."""
    SHOE_OVER = "the shoe is dealt out: a new shoe must be shuffled first"
    """Betting or dealing after the shoe's last card."""
    SHOE_NOT_OVER = "the shoe still has {cards} cards to deal"
    """A new shoe before the last one is dealt out."""
    RANK_GONE = "no {rank} is left in the shoe"
    """A bet, or odds, on a rank the shoe has dealt out."""
    ALREADY_BET = "{player} already has a bet on {rank}: add to it or take it back"
    """A second bet of one player on one rank."""
    NO_BET = "{player} has no bet on {rank}"
    """A change to a bet that is not there."""
    AMOUNT_MIN = "a rank bet is at least 1, not {amount}"
    """A rank bet of nothing, or less."""
    SUIT_WITHOUT_AMOUNT = "a suit bet needs both a suit and an amount"
    """A suit without an amount, or an amount without a suit."""
    SUIT_EVEN = "a suit bet is an even amount of at least 2, not {amount}"
    """An odd or too small suit bet."""
    SUIT_CHANGED = "the suit bet is on {suit}, not {wanted}: take the bet back to change its suit"
    """Adding to a suit bet on another suit."""
    BELOW_MINIMUM = "the bet {total} is below the table minimum {minimum}"
    """A bet below the table minimum."""
    ABOVE_MAXIMUM = "the bet {total} is above the table maximum {maximum}"
    """A bet above the table maximum."""
    BALANCE = "{player} has {balance}, not enough to put down {needed} more"
    """A bet the player's balance cannot cover."""
    NO_CHANGE = "the bet would stay as it is"
    """A change that changes nothing."""
    BAD_SHOE = "the shoe must hold each of the 52 cards exactly {decks} times"
    """A shoe whose cards are not `decks` full decks."""
    DECKS = "a shoe holds 6 or 8 decks, not {decks!r}"
    """A number of decks a shoe does not hold."""
    NO_COPIES = "a rank bet needs a copy of the rank among the cards left: {copies} copies among {cards} cards"
    """Odds asked of a rank with no copy left (or more copies than cards)."""
    SUITS_COUNT = "{suits} suits given for {copies} copies left"
    """Suit odds asked with the suits of another number of copies."""


class CasinoError(CoreError):
    """An action is not allowed now: `template` (a `CasinoMessage`) filled from `params`; `message` is the
    English."""

    messages: ClassVar[tuple[type[enum.StrEnum], ...]] = (CasinoMessage,)
