"""The one strict JSON reader of the game: every JSON file or input goes through `load_json`.

The standard library's `json.loads` accepts what a hand-written or damaged file should not be allowed
to slip through (NaN and Infinity, a key given twice with the last one silently winning) and fails
on some inputs with errors that are no `JSONDecodeError` at all: `RecursionError` on deep nesting,
`ValueError` from Python's 4 300-digit limit on integers, `inf` for 1e400. `load_json` refuses all of
these with one `JsonInputError` whose message names the problem (and the line and column when
known), so the rules CLI and every loader of the game give the same answer for the same bytes.

Messages are English templates with named fields (`MSG_*`, like the rules' own), phrased to follow
the name of what was read: the CLI writes `input: <message>`, the game `The file x.json <message>`.

>>> load_json(b'\\xef\\xbb\\xbf{"deck_size": 36}')
{'deck_size': 36}
>>> load_json('{"a": 1, "a": 2}')
Traceback (most recent call last):
...
shtoss_desktop.core.jsonio.JsonInputError: input: is not valid JSON: the key "a" appears twice in one object
>>> load_json("[" * 100 + "]" * 100)
Traceback (most recent call last):
...
shtoss_desktop.core.jsonio.JsonInputError: input: nests deeper than 64 levels (line 1 column 65)
"""

from __future__ import annotations

import enum
import errno
import json
import math
import os
import re
import stat
from pathlib import Path
from typing import Final

MAX_BYTES: Final = 1_048_576
"""The largest input `load_json` reads by default (1 MiB: a rules file is about 1 KiB)."""
MAX_DEPTH: Final = 64
"""The deepest nesting of lists and objects `load_json` reads by default."""
MAX_INT_DIGITS: Final = 30
"""The most digits a JSON integer may have (every amount the game knows has at most 19)."""

@enum.unique
class JsonMessage(enum.StrEnum):
    """Every message template of `JsonInputError`: the value is the English (what the CLI prints), the
    member is what the interface looks its translation up by (context "rules")."""

    EMPTY = "is empty: there is no JSON value in it"
    TOO_LARGE = "is too large: {size} bytes, more than the {limit} bytes allowed"
    NOT_UTF8 = "is not UTF-8 text (byte {offset})"
    UTF16 = "is UTF-16 text, not UTF-8: save it as UTF-8"
    SYNTAX = "is not valid JSON: line {line} column {column}: {detail}"
    DUPLICATE_KEY = "is not valid JSON: the key {name} appears twice in one object"
    CONSTANT = "is not valid JSON: line {line} column {column}: {name} is not a JSON value"
    INVALID = "is not valid JSON: {detail}"
    TOO_DEEP = "nests deeper than {limit} levels (line {line} column {column})"
    BIG_INTEGER = "has an integer with more than {limit} digits (line {line} column {column})"
    BIG_NUMBER = "has a number too large to hold (line {line} column {column})"


# The names the CLI and the tests use.
MSG_EMPTY: Final = JsonMessage.EMPTY
MSG_TOO_LARGE: Final = JsonMessage.TOO_LARGE
MSG_NOT_UTF8: Final = JsonMessage.NOT_UTF8
MSG_UTF16: Final = JsonMessage.UTF16
MSG_SYNTAX: Final = JsonMessage.SYNTAX
MSG_DUPLICATE_KEY: Final = JsonMessage.DUPLICATE_KEY
MSG_CONSTANT: Final = JsonMessage.CONSTANT
MSG_INVALID: Final = JsonMessage.INVALID
MSG_TOO_DEEP: Final = JsonMessage.TOO_DEEP
MSG_BIG_INTEGER: Final = JsonMessage.BIG_INTEGER
MSG_BIG_NUMBER: Final = JsonMessage.BIG_NUMBER

JSON_TEMPLATES: Final = tuple(JsonMessage)
"""Every message template of `JsonInputError`."""

# What the pre-scan looks at outside strings: a whole string (skipped, even unterminated), an
# opening or closing bracket, a number, or one of JavaScript's non-JSON constants.
_TOKEN: Final = re.compile(
    r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\Z)'
    r"|(?P<open>[\[{])|(?P<close>[\]}])"
    r"|(?P<number>-?\d+(?P<float>(?:\.\d*)?(?:[eE][+-]?\d*)?))"
    r"|(?P<constant>-?Infinity|NaN)",
    re.DOTALL,
)


class JsonInputError(ValueError):
    """JSON input that `load_json` refuses: `template` (a `JsonMessage`) filled from `params` is `message`.

    `str()` is one English line, `input: <message>`, as the rules CLI writes it.
    """

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params
        self.message = template.format(**params)
        super().__init__(f"input: {self.message}")


def _position(text: str, index: int) -> dict[str, int]:
    """The 1-based line and column of `index` in `text`, as `JSONDecodeError` counts them."""
    line = text.count("\n", 0, index) + 1
    return {"line": line, "column": index - text.rfind("\n", 0, index)}


def _decode(data: bytes | str, max_bytes: int) -> str:
    """The text of the input: UTF-8 with or without a byte-order mark, within `max_bytes`."""
    size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "surrogatepass"))
    if size > max_bytes:
        raise JsonInputError(MSG_TOO_LARGE, size=size, limit=max_bytes)
    if isinstance(data, str):
        return data.removeprefix("\ufeff")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise JsonInputError(MSG_UTF16)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise JsonInputError(MSG_NOT_UTF8, offset=error.start) from None


def _scan(text: str, max_depth: int) -> None:
    """Refuse, at the first place they occur, what `json.loads` must never be handed.

    This runs before parsing so that the parser never recurses deeper than `max_depth` and never
    converts an integer long enough to be slow (or to hit Python's digit limit).
    """
    depth = 0
    for match in _TOKEN.finditer(text):
        if match["open"]:
            depth += 1
            if depth > max_depth:
                raise JsonInputError(MSG_TOO_DEEP, limit=max_depth, **_position(text, match.start()))
        elif match["close"]:
            depth = max(depth - 1, 0)
        elif match["number"]:
            if match["float"]:
                if math.isinf(_float(match["number"])):
                    raise JsonInputError(MSG_BIG_NUMBER, **_position(text, match.start()))
            elif len(match["number"].lstrip("-")) > MAX_INT_DIGITS:
                raise JsonInputError(MSG_BIG_INTEGER, limit=MAX_INT_DIGITS, **_position(text, match.start()))
        elif match["constant"]:
            raise JsonInputError(MSG_CONSTANT, name=match["constant"], **_position(text, match.start()))


def _float(text: str) -> float:
    """A JSON number with a fraction or exponent as a float (a malformed one counts as 0: the parser
    reports it)."""
    try:
        return float(text)
    except ValueError:
        return 0.0


def _unique_keys(pairs: list[tuple[str, object]]) -> dict[str, object]:
    out: dict[str, object] = {}
    for key, value in pairs:
        if key in out:
            raise JsonInputError(MSG_DUPLICATE_KEY, name=json.dumps(key, ensure_ascii=False)[:80])
        out[key] = value
    return out


def _refuse_constant(name: str) -> object:
    raise ValueError(f"{name} is not a JSON value")


def load_json(data: bytes | str, *, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> object:
    """The JSON value in `data`, read strictly; raise `JsonInputError` naming the first problem.

    Accepted: UTF-8 (bytes) with or without a byte-order mark, or text; one JSON value with blanks
    around it. Refused: empty input; more than `max_bytes`; bytes that are not UTF-8; a key twice in
    one object; NaN, Infinity and -Infinity; integers of more than `MAX_INT_DIGITS` digits; numbers
    too large for a float; nesting deeper than `max_depth`; anything else `json.loads` refuses.
    """
    text = _decode(data, max_bytes)
    if not text.strip(" \t\r\n"):
        raise JsonInputError(MSG_EMPTY)
    _scan(text, max_depth)
    try:
        return json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_refuse_constant)
    except JsonInputError:
        raise
    except json.JSONDecodeError as error:
        raise JsonInputError(MSG_SYNTAX, line=error.lineno, column=error.colno, detail=error.msg) from None
    except (ValueError, RecursionError) as error:
        # The pre-scan refuses constants, long integers and deep nesting where they are, so the parser
        # should never get here; if the two ever disagree the input is still refused with a message.
        raise JsonInputError(MSG_INVALID, detail=str(error) or type(error).__name__) from None


def read_limited(path: Path, max_bytes: int = MAX_BYTES) -> bytes:
    """The bytes of the regular file at `path`, never more than `max_bytes` of them read.

    Raises `OSError` as the system reports it (missing, no permission, a symlink loop), an
    `IsADirectoryError` for a folder and an `OSError` (EINVAL) for anything else that is not a
    regular file (a FIFO would block, a device never ends); `JsonInputError` for a file that is too
    large, which is refused without reading it all.
    """
    # O_NONBLOCK: opening a FIFO must not wait for a writer; fstat then looks at what was opened.
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with open(descriptor, "rb") as handle:
        info = os.fstat(descriptor)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(path))
        if info.st_size > max_bytes:
            raise JsonInputError(MSG_TOO_LARGE, size=info.st_size, limit=max_bytes)
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:  # it grew since the fstat
        raise JsonInputError(MSG_TOO_LARGE, size=len(data), limit=max_bytes)
    return data
