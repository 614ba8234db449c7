"""The one error base (core/errors.py): a message enum member, a key path and data, never prose."""

from __future__ import annotations

import enum

import pytest

from shtoss_desktop.core.cards import CardError, CardMessage
from shtoss_desktop.core.errors import CoreError, place_of, printable
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage
from shtoss_desktop.core.shtoss.rules import RulesError, RulesMessage


class DemoMessage(enum.StrEnum):
    """A message family for these tests."""

    RANGE = "must be from {minimum} to {maximum}, not {value}"
    """A number out of range."""


@pytest.mark.parametrize(("key", "place"), [
    ((), ""),
    (("deck_size",), "deck_size"),
    (("premiums", 1, "n"), "premiums[1].n"),
    (("stakes", 0), "stakes[0]"),
    ((3,), "[3]"),
    (("rules", "colour x"), 'rules."colour x"'),
    (("a.b",), '"a.b"'),
    (("\ud800",), '"\\ud800"'),
])
def test_a_key_is_written_as_one_path(key: tuple[str | int, ...], place: str) -> None:
    assert place_of(key) == place
    place_of(key).encode("utf-8")


def test_an_error_is_its_template_its_key_and_its_data() -> None:
    error = CoreError(DemoMessage.RANGE, ("premiums", 1, "n"), minimum=2, maximum=100, value=1)
    assert (error.template, error.key, error.params) == (DemoMessage.RANGE, ("premiums", 1, "n"),
                                                          {"minimum": 2, "maximum": 100, "value": 1})
    assert error.message == "must be from 2 to 100, not 1"
    assert str(error) == "premiums[1].n: must be from 2 to 100, not 1"
    assert isinstance(error, ValueError)
    assert str(CoreError(DemoMessage.RANGE, minimum=1, maximum=2, value=3)) == "must be from 1 to 2, not 3"


def test_a_template_must_be_a_member_of_the_error_s_own_message_enum() -> None:
    with pytest.raises(TypeError, match="as its template"):
        CoreError("must be from {minimum}", minimum=1)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="as its template"):
        GameError(RulesMessage.OBJECT, value=1)
    with pytest.raises(TypeError, match="as its template"):
        RulesError(GameMessage.NO_STAKES)
    with pytest.raises(TypeError, match="a key is a tuple"):
        RulesError(RulesMessage.UNKNOWN_KEY, ("premiums", True))
    assert CardError(CardMessage.DECK_SIZE, size=40).message == "a deck has 52, 36 or 32 cards, not 40"


def test_every_error_of_the_core_is_a_core_error() -> None:
    import shtoss_desktop.core.cli as cli
    from shtoss_desktop.core.casino.errors import CasinoError
    from shtoss_desktop.core.casino.odds import CasinoOddsError
    from shtoss_desktop.core.casino.rules import CasinoRulesError, UnknownCasinoPresetError
    from shtoss_desktop.core.jsonio import JsonInputError
    from shtoss_desktop.core.machine import RecordError
    from shtoss_desktop.core.seats import SetupError
    from shtoss_desktop.core.shtoss.errors import StakeError
    from shtoss_desktop.core.shtoss.odds import OddsError
    from shtoss_desktop.core.shtoss.rules import UnknownPresetError
    from shtoss_desktop.core.shtoss.settle import SettlementError

    for error_type in (CardError, JsonInputError, RulesError, UnknownPresetError, GameError, StakeError,
                       SettlementError, OddsError, RecordError, SetupError, CasinoRulesError,
                       UnknownCasinoPresetError, CasinoError, CasinoOddsError, cli.InputError):
        assert issubclass(error_type, CoreError), error_type


def test_printable_escapes_lone_surrogates_only() -> None:
    assert printable("Германн ♠") == "Германн ♠"
    assert printable("a\udc80b") == "a\\udc80b"
