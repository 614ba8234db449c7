"""The shtoss game's errors (core/shtoss/errors.py): every `GameMessage` a `GameError` can carry reads in the
interface's words, in English as the core says it and in Russian with the same data, and keeps its place."""

from __future__ import annotations

import string

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.error_text import core_error_text
from shtoss_desktop.app.shtoss.messages import game_error_text
from shtoss_desktop.core.errors import CoreError
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage, StakeError
from shtoss_desktop.core.shtoss.rules import HouseRules, LobRule

WHY_MEMBERS = [member for member in GameMessage if member.name.startswith("WHY_")]
"""The reasons of a kush limit: the `why` of `KUSH_RAISE`, never an error's template of their own."""
TEMPLATES = [member for member in GameMessage if member not in WHY_MEMBERS]


def _sample(field: str, index: int) -> object:
    """A value for one field of a template, told apart from every other field's."""
    if field == "why":
        return GameMessage.WHY_AFTER_WIN
    if field == "reason":
        return HouseRules(lob=LobRule.HALF, initial_kush=6).divisor_reason()
    if field in {"player", "punter", "banker"}:
        return f"Player{index}"
    return 1000 + index


def _error(member: GameMessage, key: tuple[str | int, ...] = ()) -> GameError:
    fields = [name for _, name, _, _ in string.Formatter().parse(member.value) if name]
    return GameError(member, key, **{name: _sample(name, i) for i, name in enumerate(fields)})


@pytest.mark.parametrize("member", TEMPLATES, ids=lambda m: m.name)
def test_each_refusal_reads_in_english_as_the_core_says_it(qapp: QCoreApplication, member: GameMessage) -> None:
    error = _error(member)
    assert game_error_text(error) == error.message == str(error)
    assert "{" not in error.message


@pytest.mark.parametrize("member", TEMPLATES, ids=lambda m: m.name)
def test_each_refusal_reads_in_russian_with_the_same_data(russian: None, member: GameMessage) -> None:
    error = _error(member)
    text = game_error_text(error)
    assert text != error.message, "still English"
    assert "{" not in text
    assert any("а" <= letter <= "я" for letter in text.lower())
    for value in error.params.values():
        if isinstance(value, (int, str)) and not isinstance(value, GameMessage):
            assert str(value) in text, (member.name, value)


def test_the_reason_of_a_kush_limit_is_put_into_russian_too(russian: None) -> None:
    text = game_error_text(_error(GameMessage.KUSH_RAISE))
    assert QCoreApplication.translate("game", GameMessage.WHY_AFTER_WIN.value) in text
    assert GameMessage.WHY_AFTER_WIN.value not in text


def test_a_stake_error_is_a_game_error_and_reads_alike(russian: None) -> None:
    stake = StakeError(GameMessage.KUSH_MIN, kush=3, minimum=6)
    assert isinstance(stake, GameError)
    assert game_error_text(stake) == game_error_text(GameError(GameMessage.KUSH_MIN, kush=3, minimum=6))


@pytest.mark.parametrize("member", [GameMessage.KUSH_MIN, GameMessage.CARD_STAKED, GameMessage.SESSION_OVER],
                         ids=lambda m: m.name)
def test_a_refusal_at_a_place_keeps_its_key_path_in_both_languages(
    qapp: QCoreApplication, russian: None, member: GameMessage
) -> None:
    error = _error(member, ("stakes", 2, "kush"))
    assert str(error) == f"stakes[2].kush: {error.message}"
    assert core_error_text(error) == f"stakes[2].kush: {game_error_text(error)}"


def test_a_game_error_takes_only_a_game_message_as_its_template() -> None:
    with pytest.raises(TypeError, match="as its template"):
        GameError("the session is over")  # type: ignore[arg-type]
    assert isinstance(GameError(GameMessage.SESSION_OVER), CoreError)
