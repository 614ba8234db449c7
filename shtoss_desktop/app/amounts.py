"""Amounts as the player reads them: one formatter for every integer the game shows, in both games.

Money is a Python int of any size (a journal or a long session can hold amounts past 64 bits); `QLocale`'s own
`toString` takes a 64-bit integer and overflows beyond it, so every view, model and dialog writes an amount with
`format_amount`, never with `QLocale.toString` directly.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QLocale

_QT_INT_LIMIT: Final = 2**63 - 1
"""`QLocale.toString` takes a 64-bit integer: beyond it the binding overflows (and the process can die)."""

_PROBE: Final = 1_234_567_890_123_456_789
"""A 19-digit number the locale formats itself, to learn how it groups digits and signs a number."""


def format_amount(amount: int, locale: QLocale | None = None) -> str:
    """An amount as the player reads it, grouped the locale's way (1 337 in Russian, 1,337 in English).

    Any Python int: amounts that fit Qt's 64-bit integer are formatted by `QLocale` itself; larger ones
    the same way in Python, with the locale's digits, group separator, group sizes and sign.

    >>> format_amount(10**21, QLocale("en_US"))
    '1,000,000,000,000,000,000,000'
    >>> format_amount(-(2**70), QLocale("ru_RU")).replace("\u00a0", " ")
    '-1 180 591 620 717 411 303 424'
    """
    locale = locale or QLocale()
    if -_QT_INT_LIMIT <= amount <= _QT_INT_LIMIT:
        return locale.toString(amount)
    return _format_large(amount, locale)


def _format_large(amount: int, locale: QLocale) -> str:
    """Format beyond 64 bits by copying how the locale writes a 19-digit number of the same sign."""
    probe = locale.toString(_PROBE if amount > 0 else -_PROBE)
    zero = ord(locale.zeroDigit()[0]) if locale.zeroDigit() else ord("0")
    native = {chr(zero + digit) for digit in range(10)}
    digit_positions = [index for index, char in enumerate(probe) if char in native]
    first, last = digit_positions[0], digit_positions[-1]
    prefix, body, suffix = probe[:first], probe[first : last + 1], probe[last + 1 :]
    separator = locale.groupSeparator()
    digits = str(abs(amount)).translate({ord("0") + digit: zero + digit for digit in range(10)})
    groups = body.split(separator) if separator else [body]
    if len(groups) < 3:
        return prefix + digits + suffix  # the locale does not group (the C locale, say)
    primary, secondary = len(groups[-1]), len(groups[-2])
    parts = [digits[-primary:]]
    rest = digits[:-primary]
    while rest:
        parts.append(rest[-secondary:])
        rest = rest[:-secondary]
    return prefix + separator.join(reversed(parts)) + suffix
