"""The casino's errors (core/casino/errors.py): every `CasinoMessage` a `CasinoError` carries reads in the
interface's words, in English as the core says it and in Russian with the same data, and keeps its place."""

from __future__ import annotations

import string

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.casino.messages import casino_error_text
from shtoss_desktop.app.error_text import core_error_text
from shtoss_desktop.core.casino.errors import CasinoError, CasinoMessage
from shtoss_desktop.core.errors import CoreError


def _error(member: CasinoMessage, key: tuple[str | int, ...] = ()) -> CasinoError:
    fields = [name for _, name, _, _ in string.Formatter().parse(member.value) if name]
    return CasinoError(member, key, **{name: (f"Player{i}" if name == "player" else 1000 + i)
                                       for i, name in enumerate(fields)})


@pytest.mark.parametrize("member", list(CasinoMessage), ids=lambda m: m.name)
def test_each_refusal_reads_in_english_as_the_core_says_it(qapp: QCoreApplication, member: CasinoMessage) -> None:
    error = _error(member)
    assert casino_error_text(error) == core_error_text(error) == error.message == str(error)
    assert "{" not in error.message


@pytest.mark.parametrize("member", list(CasinoMessage), ids=lambda m: m.name)
def test_each_refusal_reads_in_russian_with_the_same_data(russian: None, member: CasinoMessage) -> None:
    error = _error(member)
    text = casino_error_text(error)
    assert text == core_error_text(error)
    assert text != error.message, "still English"
    assert "{" not in text
    assert any("а" <= letter <= "я" for letter in text.lower())
    for value in error.params.values():
        assert str(value) in text, (member.name, value)


@pytest.mark.parametrize("member", [CasinoMessage.AMOUNT_MIN, CasinoMessage.ALREADY_BET, CasinoMessage.SHOE_OVER],
                         ids=lambda m: m.name)
def test_a_refusal_at_a_place_keeps_its_key_path_in_both_languages(
    qapp: QCoreApplication, russian: None, member: CasinoMessage
) -> None:
    error = _error(member, ("bets", 1, "amount"))
    assert str(error) == f"bets[1].amount: {error.message}"
    assert core_error_text(error) == f"bets[1].amount: {casino_error_text(error)}"


def test_a_casino_error_takes_only_a_casino_message_as_its_template() -> None:
    with pytest.raises(TypeError, match="as its template"):
        CasinoError("the session is over")  # type: ignore[arg-type]
    assert isinstance(CasinoError(CasinoMessage.SESSION_OVER), CoreError)
