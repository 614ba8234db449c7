"""The one strict JSON reader of the game: every JSON file or input goes through `load_json`.

The standard library's `json.loads` accepts what a hand-written or damaged file should not be allowed
to slip through (NaN and Infinity, a key given twice with the last one silently winning) and fails
on some inputs with errors that are no `JSONDecodeError` at all: `RecursionError` on deep nesting,
`ValueError` from Python's 4 300-digit limit on integers, `inf` for 1e400. `load_json` refuses all of
these with one `JsonInputError` whose message names the problem (and the line and column when
known), so the rules CLI and every loader of the game give the same answer for the same bytes.

Messages are members of `JsonMessage`, English templates with named fields, phrased to follow
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
from typing import ClassVar, Final

from shtoss_desktop.core.errors import CoreError

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
    """Nothing but blanks."""
    TOO_LARGE = "is too large: {size} bytes, more than the {limit} bytes allowed"
    """More bytes than the reader takes."""
    NOT_UTF8 = "is not UTF-8 text (byte {offset})"
    """Bytes that do not decode as UTF-8."""
    UTF16 = "is UTF-16 text, not UTF-8: save it as UTF-8"
    """A UTF-16 byte-order mark."""
    SYNTAX = "is not valid JSON: line {line} column {column}: {detail}"
    """What the JSON parser refuses (its own English as `detail`)."""
    DUPLICATE_KEY = "is not valid JSON: the key {name} appears twice in one object"
    """One key twice in one object."""
    CONSTANT = "is not valid JSON: line {line} column {column}: {name} is not a JSON value"
    """NaN, Infinity or -Infinity."""
    INVALID = "is not valid JSON: {detail}"
    """Anything else the parser fails on (never expected after the pre-scan)."""
    TOO_DEEP = "nests deeper than {limit} levels (line {line} column {column})"
    """Lists and objects nested too deep."""
    BIG_INTEGER = "has an integer with more than {limit} digits (line {line} column {column})"
    """An integer too long to be an amount."""
    BIG_NUMBER = "has a number too large to hold (line {line} column {column})"
    """A number beyond a float's range."""
    LONE_SURROGATE = "has a lone surrogate {code} in a string, which no text may hold (line {line} column {column})"
    """Half of a UTF-16 surrogate pair without its other half, escaped (`\\ud800`) or raw."""


JSON_TEMPLATES: Final = tuple(JsonMessage)
"""Every message template of `JsonInputError`."""

# What the pre-scan looks at outside strings: a whole string (skipped, even unterminated), an
# opening or closing bracket, a number, or one of JavaScript's non-JSON constants.
_TOKEN: Final = re.compile(
    r'(?P<string>"[^"\\]*(?:\\.[^"\\]*)*(?:"|\Z))'
    r"|(?P<open>[\[{])|(?P<close>[\]}])"
    r"|(?P<number>-?\d+(?P<float>(?:\.\d*)?(?:[eE][+-]?\d*)?))"
    r"|(?P<constant>-?Infinity|NaN)",
    re.DOTALL,
)


class JsonInputError(CoreError):
    """JSON input that `load_json` refuses: `template` (a `JsonMessage`) filled from `params` is `message`.

    It has no key (the problem is in the text as a whole; the line and column are params); `str()` is one
    English line, `input: <message>`, as the rules CLI writes it.
    """

    messages: ClassVar[tuple[type[enum.StrEnum], ...]] = (JsonMessage,)

    def __str__(self) -> str:
        return f"input: {self.message}"


def _position(text: str, index: int) -> dict[str, int]:
    """The 1-based line and column of `index` in `text`, as `JSONDecodeError` counts them."""
    line = text.count("\n", 0, index) + 1
    return {"line": line, "column": index - text.rfind("\n", 0, index)}


def _decode(data: bytes | str, max_bytes: int) -> str:
    """The text of the input: UTF-8 with or without a byte-order mark, within `max_bytes`."""
    size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "surrogatepass"))
    if size > max_bytes:
        raise JsonInputError(JsonMessage.TOO_LARGE, size=size, limit=max_bytes)
    if isinstance(data, str):
        return data.removeprefix("\ufeff")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise JsonInputError(JsonMessage.UTF16)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise JsonInputError(JsonMessage.NOT_UTF8, offset=error.start) from None


def _scan(text: str, max_depth: int) -> None:
    """Refuse, at the first place they occur, what `json.loads` must never be handed.

    This runs before parsing so that the parser never recurses deeper than `max_depth` and never
    converts an integer long enough to be slow (or to hit Python's digit limit).
    """
    depth = 0
    surrogates = _SURROGATE_HINT.search(text) is not None  # else no string needs a closer look
    for match in _TOKEN.finditer(text):
        if match["string"]:
            if surrogates:
                _refuse_lone_surrogate(text, match.start(), match["string"])
        elif match["open"]:
            depth += 1
            if depth > max_depth:
                raise JsonInputError(JsonMessage.TOO_DEEP, limit=max_depth, **_position(text, match.start()))
        elif match["close"]:
            depth = max(depth - 1, 0)
        elif match["number"]:
            if match["float"]:
                if math.isinf(_float(match["number"])):
                    raise JsonInputError(JsonMessage.BIG_NUMBER, **_position(text, match.start()))
            elif len(match["number"].lstrip("-")) > MAX_INT_DIGITS:
                raise JsonInputError(JsonMessage.BIG_INTEGER, limit=MAX_INT_DIGITS, **_position(text, match.start()))
        elif match["constant"]:
            raise JsonInputError(JsonMessage.CONSTANT, name=match["constant"], **_position(text, match.start()))


_SURROGATE_HINT: Final = re.compile("\\\\u[dD][89a-fA-F]|[\ud800-\udfff]")
"""Text that may hold a lone surrogate: an escaped half of a pair, or a raw one (only in text handed in as
`str`: decoding UTF-8 refuses encoded surrogates)."""
_STRING_PART: Final = re.compile("\\\\u([0-9a-fA-F]{4})|\\\\.|[\ud800-\udfff]", re.DOTALL)
"""An escape inside a JSON string (a `\\u` escape with its four digits), or a raw surrogate."""


def _refuse_lone_surrogate(text: str, start: int, string: str) -> None:
    """Refuse the JSON string `string` (at `start` in `text`) if it holds half a surrogate pair alone.

    An escaped high half (`\\ud83d`) is whole only when the escape of a low half (`\\ude00`) follows it at
    once; a low half alone, or any raw surrogate, is never text. `json.loads` would accept either and hand
    out a string that cannot be written as UTF-8 again.
    """
    high: re.Match[str] | None = None
    for part in _STRING_PART.finditer(string):
        digits = part[1]
        if digits is None and len(part[0]) == 1:  # a raw surrogate
            _lone(text, start + part.start(), ord(part[0]))
        code = int(digits, 16) if digits is not None else -1
        if high is not None:
            if 0xDC00 <= code <= 0xDFFF and part.start() == high.end():
                high = None
                continue
            _lone(text, start + high.start(), int(high[1], 16))
        if 0xD800 <= code <= 0xDBFF:
            high = part
        elif 0xDC00 <= code <= 0xDFFF:
            _lone(text, start + part.start(), code)
    if high is not None:
        _lone(text, start + high.start(), int(high[1], 16))


def _lone(text: str, index: int, code: int) -> None:
    raise JsonInputError(JsonMessage.LONE_SURROGATE, code=f"U+{code:04X}", **_position(text, index))


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
            raise JsonInputError(JsonMessage.DUPLICATE_KEY, name=json.dumps(key, ensure_ascii=False)[:80])
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
        raise JsonInputError(JsonMessage.EMPTY)
    _scan(text, max_depth)
    try:
        return json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_refuse_constant)
    except JsonInputError:
        raise
    except json.JSONDecodeError as error:
        raise JsonInputError(JsonMessage.SYNTAX, line=error.lineno, column=error.colno, detail=error.msg) from None
    except (ValueError, RecursionError) as error:
        # The pre-scan refuses constants, long integers and deep nesting where they are, so the parser
        # should never get here; if the two ever disagree the input is still refused with a message.
        raise JsonInputError(JsonMessage.INVALID, detail=str(error) or type(error).__name__) from None


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
            raise JsonInputError(JsonMessage.TOO_LARGE, size=info.st_size, limit=max_bytes)
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:  # it grew since the fstat
        raise JsonInputError(JsonMessage.TOO_LARGE, size=len(data), limit=max_bytes)
    return data
