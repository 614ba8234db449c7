"""The one error base of the core: every error it raises is a `CoreError`, and every `CoreError` is data.

An error has three parts, none of them prose written on the spot:

- `template`: a member of a message enum (a `StrEnum` such as `GameMessage` or `RulesMessage`) whose value
  is the English with `{fields}`; the interface looks its translation up by the member;
- `key`: where the problem is, as a path of names and list indices (`("premiums", 1, "n")`), `()` when it
  concerns no part of an input in particular;
- `params`: the numbers, names, cards and reasons the template is filled with.

`message` is the template filled in (the English); `place` is the key written as the CLI writes it
(`premiums[1].n`); `str()` is `place: message`, or the message alone without a key.

>>> class DemoMessage(enum.StrEnum):
...     RANGE = "must be from {minimum} to {maximum}, not {value}"
>>> error = CoreError(DemoMessage.RANGE, ("premiums", 1, "n"), minimum=2, maximum=100, value=1)
>>> error.place, error.message
('premiums[1].n', 'must be from 2 to 100, not 1')
>>> str(error)
'premiums[1].n: must be from 2 to 100, not 1'
>>> place_of(("stakes", 0, "odd key"))
'stakes[0]."odd key"'
"""

from __future__ import annotations

import enum
import json
import re
from typing import ClassVar, Final, TypeAlias

Key: TypeAlias = tuple[str | int, ...]
"""Where a problem is: names of object keys and indices of list items, outermost first."""

_PLAIN_NAME: Final = re.compile(r"[A-Za-z0-9_-]+")


def place_of(key: Key) -> str:
    """A key as one readable path: names joined by dots, indices in brackets, odd names quoted as JSON."""
    parts: list[str] = []
    for part in key:
        if isinstance(part, int):
            parts.append(f"[{part}]")
            continue
        name = part if _PLAIN_NAME.fullmatch(part) else printable(json.dumps(part, ensure_ascii=False))
        parts.append(f".{name}" if parts else name)
    return "".join(parts)


def printable(text: str) -> str:
    """`text` with any lone surrogate written as its escape (`\\udc80`), so that it can be encoded as UTF-8."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


class CoreError(ValueError):
    """The base of every error the core raises: a message enum member, a key and the data to fill it in.

    A subclass names the message enums its templates come from (`messages`), so that a template from the
    wrong family, or a bare string, is refused when the error is made.
    """

    messages: ClassVar[tuple[type[enum.StrEnum], ...]] = (enum.StrEnum,)
    """The message enums whose members this kind of error accepts as its template."""

    def __init__(self, template: enum.StrEnum, key: Key = (), /, **params: object) -> None:
        if not isinstance(template, self.messages):
            raise TypeError(f"{type(self).__name__} needs a member of {self.messages} as its template, "
                            f"not {template!r}")
        if not all(isinstance(part, str | int) and not isinstance(part, bool) for part in key):
            raise TypeError(f"a key is a tuple of names and indices, not {key!r}")
        self.template: enum.StrEnum = template
        """The message: an enum member whose value is the English with `{fields}`."""
        self.key: Key = tuple(key)
        """Where the problem is (`()`: nowhere in particular)."""
        self.params: dict[str, object] = params
        """The data the template is filled with."""
        self.message: str = template.format(**params)
        """The template filled in: the English."""
        super().__init__(str(self))

    @property
    def place(self) -> str:
        """The key as one path, `premiums[1].n` (empty without a key)."""
        return place_of(self.key)

    def __str__(self) -> str:
        place = self.place
        return f"{place}: {self.message}" if place else self.message
