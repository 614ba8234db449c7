"""What a shtoss game refuses, as data: `GameMessage` (every reason, in English) and `GameError`.

A refused action raises a `GameError` (a `CoreError`) whose template is a `GameMessage` member and whose
params are the numbers, names and reasons: `GameMessage.KUSH_RAISE` with `why` (itself a `GameMessage`),
`GameMessage.KUSH_DIVIDES` with `reason` (a `DivisorReason`). A stake that breaks a rule raises the
subclass `StakeError`. The interface translates the member and fills in the params
(`shtoss_desktop.app.shtoss.messages`, context "game").
"""

from __future__ import annotations

import enum
from typing import ClassVar

from shtoss_desktop.core.errors import CoreError


@enum.unique
class GameMessage(enum.StrEnum):
    """Every message template of `GameError`: the value is the English (what the CLI prints), the member
    is what the interface looks its translation up by (`shtoss_desktop.app.shtoss.messages`, context "game")."""

    NOT_PLAYER = "{player} is not at this table"
    """A name nobody at the table has."""
    NOT_PUNTER = "{player} is the banker, not a punter"
    """The banker asked to do what only a punter does."""
    PUNTER_LEFT = "{player} has left the table"
    """A punter who has stopped, or is out of money."""
    SESSION_OVER = "the session is over"
    """The session has ended."""
    OFFER_PENDING = "the banker must first answer {punter}'s stake"
    """A stake waits for the banker's answer."""
    NO_OFFER = "no stake is waiting for the banker's answer"
    """The banker answered when nothing waits."""
    AFTER_CUT = "the deck is cut: no stake may be placed or changed until the deal is over"
    """A stake or a ride after the cut, without talia."""
    BANK_BROKEN_NOW = "the bank is broken: the banker must first put up a new bank or give it up"
    """An action while the broken bank waits for the banker."""
    CARDS_COUNT = "stake one card, or two cards of one rank as a pair"
    """A stake of no card, or of three or more."""
    PAIR_RANK = "the two cards of a pair must have the same rank and different suits"
    """Two cards that are no pair."""
    NO_PAIRS = "pair bets are not allowed at this table"
    """A pair without `pair_bets`."""
    NOT_IN_DECK = "{card} is not in a {size}-card deck"
    """A card below the deck's lowest rank."""
    CARD_STAKED = "{card} is already staked by {punter}"
    """A card the punter has on the table already."""
    RANK_STAKED = "{punter} already has a {rank} staked: two cards of one rank are a pair, staked together"
    """A second entry on a rank the punter has on the table."""
    KUSH_MIN = "the kush {kush} is below the initial kush {minimum}"
    """A kush below the initial kush."""
    KUSH_DIVIDES = "the kush {kush} must divide by {divisor} because {reason}"
    """A kush the half or thirds options cannot divide."""
    KUSH_RAISE = "the kush {kush} is above {punter}'s limit of {limit} ({why})"
    """A kush above what the raise rule allows him now (`why`: one of the `WHY_*` members)."""
    WHY_BASE = "his base kush"
    """The limit is his base: his first stake."""
    WHY_AFTER_LOSS = "after a killed card he stakes from his base again"
    """The limit after a killed card."""
    WHY_AFTER_VOID = "after a void card he may not raise"
    """The limit after a void card."""
    WHY_AFTER_WIN = "the most a win lets him raise to"
    """The limit after a given card."""
    WHY_NO_RAISING = "raising after a win is not allowed at this table"
    """The limit without `raise_after_win`."""
    CAPITAL = "{punter} has {balance}, not enough to cover a loss of {loss}"
    """A stake whose loss the punter's balance cannot cover."""
    REFUSED_ABOVE = "the banker refuses a kush of {kush}: above his limit of {limit}"
    """A kush above `refuse_above` × the initial kush, refused at once."""
    BANK_LIMIT = "the bank {bank} cannot cover it: the stakes could then cost the bank {exposure}"
    """A stake or a ride beyond the bank limit."""
    TALIA_RANK_GONE = "no {rank} is left in this talia's deck"
    """A new stake on a rank the talia has dealt out."""
    NOT_SHUFFLED_ORDER = "the shuffled deck must hold every card of the {size}-card deck exactly once"
    """A deck order that is not the deck."""
    ALREADY_DEALING = "the deal is under way"
    """What may happen only between deals."""
    NOT_DEALING = "no deal is under way: place stakes and cut the deck first"
    """An abzug before the cut."""
    NO_STAKES = "there is no stake on the table"
    """A cut with no stake to deal for."""
    CUT_RANGE = "the cut must be from 0 to {maximum}, not {position}"
    """A cut position outside the deck."""
    SHUFFLE_FIRST = "the banker has not shuffled for this deal: the cut must come with his shuffle"
    """A cut (as a move) that leaves out the shuffle the banker has not made yet."""
    ALREADY_SHUFFLED = "the banker has shuffled for this deal already: the cut takes his deck as it is"
    """A cut (as a move) that brings a shuffle of its own after the banker's."""
    NO_WIN = "{punter} has no winnings on {card}"
    """Winnings asked for that do not wait on the table."""
    NO_PAROLI = "paroli is not played at this table"
    """A paroli or a paix without `paroli`."""
    MAX_CORNERS = "{card} already has {corners} corners, the most allowed"
    """A bend beyond `max_corners`."""
    NOT_FULL_WIN = "paroli and paix need a full win (the whole riding amount)"
    """A ride after a win less than the riding amount."""
    BANK_NOT_BROKEN = "the bank is not broken"
    """A new bank, or giving up the bank, while it stands."""
    SECOND_BANK_USED = "the bank may be put up again only once"
    """A third bank."""
    CANNOT_AFFORD_BANK = "{banker} has {balance}, less than the initial kush {kush}: he cannot put up a bank"
    """A banker too poor for a bank."""
    UNDECIDED = "{punter} has undecided stakes in this deal"
    """Stopping with cards still in play."""
    AMOUNT_NOT_WHOLE = "{factor} of {riding} is not a whole amount"
    """A settlement that does not divide (the rules' divisibility checks make it impossible)."""
    NO_SESSION = "no session has been started"
    """A session asked for before any was started."""
    NO_HUMAN = "nobody plays by hand in this session"
    """A human's action in a session only computers play."""


class GameError(CoreError):
    """An action is not allowed now: `template` (a `GameMessage`) filled from `params`.

    A parameter is a number, a string, a `GameMessage` (the `why` of a kush limit) or a `DivisorReason`
    (data the interface puts into its own words; its `str()` is the English).
    """

    messages: ClassVar[tuple[type[enum.StrEnum], ...]] = (GameMessage,)


class StakeError(GameError):
    """A stake breaks a rule (its kush, its cards, the bank limit, the punter's money, ...)."""
