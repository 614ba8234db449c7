"""The words of the core's shared messages (context "core"): cards, the seats of a table, the verified replay
and the rules CLI, each message enum member to its translatable text.

The records' (`RecordMessage`, and what a value must be) are here too, in the context "Journal". The games' own
messages have their tables beside their games (`app/shtoss/messages.py` for "game", `app/casino/messages.py`
for "casino"), the rules' and the JSON reader's in `storage/settings.py`;
`app/error_text.MESSAGE_TABLES` names the one table of every core
message enum, and `tests/app/test_messages.py` checks that each is complete, in English and in Russian.
The CLI's messages are printed in English by the CLI itself; their words are here so that an interface
that runs a CLI check can say them too.
"""

from __future__ import annotations

from typing import Final

from shtoss_desktop.core.cards import CardMessage
from shtoss_desktop.core.cli_messages import CliMessage
from shtoss_desktop.core.machine import Expected, RecordMessage
from shtoss_desktop.core.replay import ReplayMessage
from shtoss_desktop.core.seats import SetupMessage
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP

CONTEXT: Final = "core"
"""The translation context of the core's shared messages."""

CARD_MESSAGES: Final[dict[str, str]] = {
    CardMessage.NOT_A_RANK: QT_TRANSLATE_NOOP("core", "{text!r} is not a rank: use 2-9, T (or 10), J, Q, K or A"),
    CardMessage.NOT_TEXT: QT_TRANSLATE_NOOP("core", "a card is written as text such as '7D', not {text!r}"),
    CardMessage.TOO_SHORT: QT_TRANSLATE_NOOP("core", "{text!r} is not a card: write the rank and the suit, e.g. '7D'"),
    CardMessage.NO_SUIT: QT_TRANSLATE_NOOP("core", "{text!r} has no suit: end it with S, H, D or C"),
    CardMessage.DECK_SIZE: QT_TRANSLATE_NOOP("core", "a deck has 52, 36 or 32 cards, not {size!r}"),
    CardMessage.NOT_IN_DECK: QT_TRANSLATE_NOOP("core", "{card} is not in a {size}-card deck (it starts at {lowest})"),
}
"""The one table of `CardMessage` (context "core")."""

SETUP_MESSAGES: Final[dict[str, str]] = {
    SetupMessage.NAME_NOT_TEXT: QT_TRANSLATE_NOOP("core", "a player's name must be text, not {value}"),
    SetupMessage.NAME_EMPTY: QT_TRANSLATE_NOOP("core", "a player's name must hold something besides blanks"),
    SetupMessage.NAME_TOO_LONG: QT_TRANSLATE_NOOP(
        "core", "the name {name} has {length} characters, more than the {limit} a name may have"),
    SetupMessage.NAME_CHARACTER: QT_TRANSLATE_NOOP(
        "core", "the name {name} holds {code}, a character no name may hold"),
    SetupMessage.NAME_TWICE: QT_TRANSLATE_NOOP(
        "core", "{name} sits at the table twice: every player needs a name of his own"),
    SetupMessage.NAME_RESERVED: QT_TRANSLATE_NOOP("core", "{name} is a name the table keeps for itself"),
    SetupMessage.NO_PUNTERS: QT_TRANSLATE_NOOP("core", "a shtoss table needs a banker and at least one punter"),
    SetupMessage.SEATS: QT_TRANSLATE_NOOP(
        "core", "a shtoss table seats a banker and at most {maximum} punters, not {punters}"),
    SetupMessage.CASINO_SEATS: QT_TRANSLATE_NOOP(
        "core", "this casino table seats {minimum} to {maximum} players, not {players}"),
    SetupMessage.BANKER_NOT_SEATED: QT_TRANSLATE_NOOP("core", "the banker {banker} is not among the players"),
    SetupMessage.NEGATIVE_BALANCE: QT_TRANSLATE_NOOP(
        "core", "{player} cannot sit down with {balance}: a starting balance is never below nothing"),
}
"""The one table of `SetupMessage` (context "core")."""

REPLAY_MESSAGES: Final[dict[str, str]] = {
    ReplayMessage.MOVE_REFUSED: QT_TRANSLATE_NOOP(
        "core", "action {action}: the rules refuse its move {move} ({kind}): {reason}"),
    ReplayMessage.KIND_DIFFERS: QT_TRANSLATE_NOOP(
        "core",
        "action {action}: record {record} is a {recorded_kind} record where the rules make a {expected_kind} record",
    ),
    ReplayMessage.FIELDS_DIFFER: QT_TRANSLATE_NOOP(
        "core", "action {action}: record {record}, a {kind} record, is not what the rules make: {fields} differ"),
    ReplayMessage.RECORD_MISSING: QT_TRANSLATE_NOOP(
        "core", "action {action}: the rules make a {expected_kind} record after its {count} records"),
    ReplayMessage.RECORD_EXTRA: QT_TRANSLATE_NOOP(
        "core", "action {action}: its record {record}, a {recorded_kind} record, is one the rules do not make"),
    ReplayMessage.NO_MOVE: QT_TRANSLATE_NOOP(
        "core", "action {action}: no move the rules allow makes its record {record}, a {recorded_kind} record"),
    ReplayMessage.EMPTY: QT_TRANSLATE_NOOP("core", "action {action} holds no record"),
}
"""The one table of `ReplayMessage` (context "core")."""

RECORD_MESSAGES: Final[dict[str, str]] = {
    RecordMessage.NOT_OBJECT: QT_TRANSLATE_NOOP("Journal", "a record must be a JSON object, not {value}"),
    RecordMessage.KIND: QT_TRANSLATE_NOOP("Journal", "{kind} is not a kind of record"),
    RecordMessage.WRONG_KIND: QT_TRANSLATE_NOOP("Journal", "a {expected} record was expected, not {kind}"),
    RecordMessage.MISSING: QT_TRANSLATE_NOOP("Journal", "the {kind} record has no {field}"),
    RecordMessage.UNKNOWN_KEY: QT_TRANSLATE_NOOP("Journal", "the {kind} record has a key {field} it does not know"),
    RecordMessage.VALUE: QT_TRANSLATE_NOOP("Journal", "the {kind} record's {field} must be {expected}, not {value}"),
    RecordMessage.RULES: QT_TRANSLATE_NOOP("Journal", "the {kind} record's rules are not valid: {detail}"),
    RecordMessage.NO_START: QT_TRANSLATE_NOOP("Journal", "a session's log starts with the players sitting down"),
}
"""The one table of `RecordMessage` (context "Journal", the records' own, as the journals name them)."""

RECORD_EXPECTATIONS: Final[dict[str, str]] = {
    Expected.TEXT: QT_TRANSLATE_NOOP("Journal", "text"),
    Expected.INTEGER: QT_TRANSLATE_NOOP("Journal", "a whole number"),
    Expected.BOOLEAN: QT_TRANSLATE_NOOP("Journal", "true or false"),
    Expected.CARD: QT_TRANSLATE_NOOP("Journal", "a card written like 7D"),
    Expected.FRACTION: QT_TRANSLATE_NOOP("Journal", "a fraction written like 1/2"),
    Expected.LIST: QT_TRANSLATE_NOOP("Journal", "a list"),
    Expected.PAIR: QT_TRANSLATE_NOOP("Journal", "a list of two items"),
}
"""What the core says a record's value must be (`machine.Expected`, a param of `RecordMessage.VALUE`; context
"Journal"; the casino's rank letter is `app/casino/messages.CASINO_RECORD_EXPECTATIONS`)."""

CLI_MESSAGES: Final[dict[str, str]] = {
    CliMessage.NO_COMMAND: QT_TRANSLATE_NOOP("core", "no command given; {usage}"),
    CliMessage.ARGUMENTS: QT_TRANSLATE_NOOP("core", "one command expected, got {count} arguments; {usage}"),
    CliMessage.UNKNOWN_COMMAND: QT_TRANSLATE_NOOP("core", "unknown command {value}; {usage}"),
    CliMessage.NOT_OBJECT: QT_TRANSLATE_NOOP("core", "must be a JSON object, not {value}"),
    CliMessage.UNKNOWN_INPUT_KEY: QT_TRANSLATE_NOOP(
        "core", "is not a key of the {command} input (the keys are {keys})"),
    CliMessage.UNKNOWN_STAKE_KEY: QT_TRANSLATE_NOOP("core", "is not a key of a stake (the keys are {keys})"),
    CliMessage.UNKNOWN_BET_KEY: QT_TRANSLATE_NOOP("core", "is not a key of a bet (the keys are {keys})"),
    CliMessage.REQUIRED: QT_TRANSLATE_NOOP("core", "is required"),
    CliMessage.CARDS_LIST: QT_TRANSLATE_NOOP("core", "must be a list of cards, not {value}"),
    CliMessage.DECK_LIST: QT_TRANSLATE_NOOP("core", "must be a list of the {size} cards of the deck, not {value}"),
    CliMessage.STAKE_CARDS_LIST: QT_TRANSLATE_NOOP("core", "must be a list of one card or a pair, not {value}"),
    CliMessage.STAKES_LIST: QT_TRANSLATE_NOOP("core", "must be a list of stake objects, not {value}"),
    CliMessage.SHOE_LIST: QT_TRANSLATE_NOOP("core", "must be a list of the {size} cards of the shoe, not {value}"),
    CliMessage.BETS_LIST: QT_TRANSLATE_NOOP("core", "must be a list of bet objects, not {value}"),
    CliMessage.CARD_TEXT: QT_TRANSLATE_NOOP("core", 'must be a card written as text such as "7D", not {value}'),
    CliMessage.NO_CARDS: QT_TRANSLATE_NOOP("core", "must list at least one card"),
    CliMessage.INTEGER: QT_TRANSLATE_NOOP("core", "must be a whole number (a JSON integer), not {value}"),
    CliMessage.RANGE: QT_TRANSLATE_NOOP("core", "must be from {minimum} to {maximum}, not {value}"),
    CliMessage.AT_LEAST: QT_TRANSLATE_NOOP("core", "must be at least {minimum}, not {value}"),
    CliMessage.DECK_TWICE: QT_TRANSLATE_NOOP("core", "{card} is already at deck[{index}]: every card appears once"),
    CliMessage.DECK_SIZE: QT_TRANSLATE_NOOP(
        "core", "has {count} cards: a {size}-card deck needs every card exactly once (missing {missing})"),
    CliMessage.PUNTER_TEXT: QT_TRANSLATE_NOOP("core", "must be a punter id (text), not {value}"),
    CliMessage.BANKER_ID: QT_TRANSLATE_NOOP("core", "{banker!r} is the banker's id, not a punter's"),
    CliMessage.PUNTER_ID: QT_TRANSLATE_NOOP("core", "{value} is not a punter id: use 1 to 32 letters, digits, _ or -"),
    CliMessage.STAKE_CARDS_COUNT: QT_TRANSLATE_NOOP(
        "core", "must be one card or a pair of two cards, not {count} cards"),
    CliMessage.NOT_A_PAIR: QT_TRANSLATE_NOOP(
        "core", "{first} and {second} are not a pair: a pair is two cards of one rank and different suits"),
    CliMessage.STAKE_OBJECT: QT_TRANSLATE_NOOP("core", "must be an object with punter, cards and kush, not {value}"),
    CliMessage.REFUSED: QT_TRANSLATE_NOOP("core", "refused ({rule}): {reason}"),
    CliMessage.DEALT_TWICE: QT_TRANSLATE_NOOP("core", "{card} is already at dealt[{index}]: a card is dealt once"),
    CliMessage.SHOE_SIZE: QT_TRANSLATE_NOOP(
        "core", "has {count} cards, not {size}: a shoe of {decks} decks holds each of the 52 cards {decks} times"),
    CliMessage.SHOE_COUNT: QT_TRANSLATE_NOOP("core", "{card} appears {count} times, not {decks}"),
    CliMessage.PLAYER_TEXT: QT_TRANSLATE_NOOP("core", "must be a player id (text), not {value}"),
    CliMessage.RESERVED_ID: QT_TRANSLATE_NOOP(
        "core", "{value!r} is a reserved id (the house's in casino, the banker's in settle), not a player's"),
    CliMessage.PLAYER_ID: QT_TRANSLATE_NOOP("core", "{value} is not a player id: use 1 to 32 letters, digits, _ or -"),
    CliMessage.RANK_TEXT: QT_TRANSLATE_NOOP("core", 'must be a rank written as text such as "7" or "T", not {value}'),
    CliMessage.SUIT: QT_TRANSLATE_NOOP("core", "must be a suit: S, H, D or C, not {value}"),
    CliMessage.BET_OBJECT: QT_TRANSLATE_NOOP("core", "must be an object with player, rank and amount, not {value}"),
    CliMessage.SUIT_REQUIRED: QT_TRANSLATE_NOOP("core", "is required with suit_amount: a suit bet names its suit"),
    CliMessage.SUIT_AMOUNT_REQUIRED: QT_TRANSLATE_NOOP("core", "is required with suit: a suit bet has an amount"),
    CliMessage.SUIT_AMOUNT_EVEN: QT_TRANSLATE_NOOP("core", "must be even (half of it can be won or lost), not {value}"),
    CliMessage.BET_TWICE: QT_TRANSLATE_NOOP(
        "core", "{player} already bets on {rank} at bets[{index}]: one bet per player and rank"),
    CliMessage.DECKS: QT_TRANSLATE_NOOP("core", "must be one of {choices}, not {value}"),
}
"""The one table of `CliMessage` (context "core")."""
