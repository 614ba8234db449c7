"""Who may sit at a table, for both games: the human's part (`Role`), players' names and the number of seats.

A name is text of 1 to `MAX_NAME_LENGTH` characters that is not all blanks and holds no control
character, no line or paragraph separator and no lone surrogate (a name must survive being written to a
journal as UTF-8 and being shown on one line); every player at a table has a name of his own. A problem is
a `SetupError` whose key is the player's place in the seating, `("players", 2)`.

>>> check_names(["Chekalinsky", "Hermann"])
>>> check_names(["Chekalinsky", "Tomsky", "Tomsky"])  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
shtoss_desktop.core.seats.SetupError: players[2]: "Tomsky" sits at the table twice: every player needs ...
"""

from __future__ import annotations

import enum
import json
import unicodedata
from collections.abc import Collection, Sequence
from typing import ClassVar, Final

from shtoss_desktop.core.errors import CoreError, printable


class Role(enum.StrEnum):
    """The human's part in a session."""

    PUNTER = "punter"
    """He punts against a computer banker (at the casino table: he bets against the house)."""
    BANKER = "banker"
    """He holds the bank against computer punters (shtoss only)."""
    WATCH = "watch"
    """Every seat is a computer player."""


MAX_NAME_LENGTH: Final = 32
"""The longest name a player may have (the CLI's ids have the same bound)."""

_FORBIDDEN_CATEGORIES: Final = frozenset({"Cc", "Cs", "Zl", "Zp"})
"""Control characters, surrogates, line and paragraph separators."""


@enum.unique
class SetupMessage(enum.StrEnum):
    """Every message template of `SetupError`: the value is the English, the member is what the interface
    looks its translation up by (context "core")."""

    NAME_NOT_TEXT = "a player's name must be text, not {value}"
    """A name that is not a string."""
    NAME_EMPTY = "a player's name must hold something besides blanks"
    """An empty or blank name."""
    NAME_TOO_LONG = "the name {name} has {length} characters, more than the {limit} a name may have"
    """A name longer than `MAX_NAME_LENGTH`."""
    NAME_CHARACTER = "the name {name} holds {code}, a character no name may hold"
    """A control character, a line break or a lone surrogate in a name."""
    NAME_TWICE = "{name} sits at the table twice: every player needs a name of his own"
    """Two players with one name."""
    NAME_RESERVED = "{name} is a name the table keeps for itself"
    """A name the game keeps for itself (the casino's house)."""
    NO_PUNTERS = "a shtoss table needs a banker and at least one punter"
    """A shtoss table of one player."""
    SEATS = "a shtoss table seats a banker and at most {maximum} punters, not {punters}"
    """Too many punters at a shtoss table."""
    CASINO_SEATS = "this casino table seats {minimum} to {maximum} players, not {players}"
    """Too few or too many players at a casino table."""
    BANKER_NOT_SEATED = "the banker {banker} is not among the players"
    """A banker who has no seat."""
    NEGATIVE_BALANCE = "{player} cannot sit down with {balance}: a starting balance is never below nothing"
    """A starting balance below zero (only a table set up by hand can ask for one)."""


class SetupError(CoreError):
    """A table that cannot be set up: a name, the seats or the banker; the key names the seat."""

    messages: ClassVar[tuple[type[enum.StrEnum], ...]] = (SetupMessage,)


def _shown(name: str) -> str:
    return printable(json.dumps(name, ensure_ascii=False))


def check_name(name: object, seat: int, reserved: Collection[str] = ()) -> None:
    """Raise `SetupError` (keyed `("players", seat)`) unless `name` may be a player's name."""
    key = ("players", seat)
    if not isinstance(name, str):
        raise SetupError(SetupMessage.NAME_NOT_TEXT, key, value=repr(name)[:40])
    for character in name:
        if unicodedata.category(character) in _FORBIDDEN_CATEGORIES:
            raise SetupError(SetupMessage.NAME_CHARACTER, key, name=_shown(name[:MAX_NAME_LENGTH]),
                             code=f"U+{ord(character):04X}")
    if not name.strip():
        raise SetupError(SetupMessage.NAME_EMPTY, key)
    if len(name) > MAX_NAME_LENGTH:
        raise SetupError(SetupMessage.NAME_TOO_LONG, key, name=_shown(name[:MAX_NAME_LENGTH] + "…"),
                         length=len(name), limit=MAX_NAME_LENGTH)
    if name in reserved:
        raise SetupError(SetupMessage.NAME_RESERVED, key, name=_shown(name))


def check_names(names: Sequence[object], reserved: Collection[str] = ()) -> None:
    """Raise `SetupError` at the first seat whose name is not a valid one of its own."""
    seen: set[str] = set()
    for seat, name in enumerate(names):
        check_name(name, seat, reserved)
        assert isinstance(name, str)
        if name in seen:
            raise SetupError(SetupMessage.NAME_TWICE, ("players", seat), name=_shown(name))
        seen.add(name)
