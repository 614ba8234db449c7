"""The self-test: it passes on the real code, fails on a chip leak, and needs no widgets."""

from __future__ import annotations

import subprocess
import sys

import pytest

from shtoss_desktop.app import selftest
from shtoss_desktop.app.selftest import run_self_test
from shtoss_desktop.core.shtoss.events import BankPutUp, DeckCut
from shtoss_desktop.core.shtoss.rules import BankerRotation, HouseRules
from shtoss_desktop.core.shtoss.table import GameState


@pytest.mark.usefixtures("qapp")
def test_the_self_test_passes() -> None:
    ok, line = run_self_test()
    assert ok, line
    assert line.startswith("self-test ok: 12 deals as punter")
    assert "as banker" in line
    assert line.endswith("chips conserved")


@pytest.mark.usefixtures("qapp")
def test_a_chip_leak_fails_the_self_test(monkeypatch: pytest.MonkeyPatch) -> None:
    real = GameState.total_money

    def leaking(state: GameState) -> int:
        return real.fget(state) + state.dealt // 4  # type: ignore[attr-defined]

    monkeypatch.setattr(GameState, "total_money", property(leaking))
    ok, line = run_self_test()
    assert not ok
    assert "chips came to" in line


@pytest.mark.usefixtures("qapp")
def test_the_self_test_plays_given_rules_as_the_bank_changes_hands() -> None:
    rules = HouseRules(deck_size=36, paroli=False, banker_rotation=BankerRotation.EACH_DEAL)
    ok, line = run_self_test(rules)
    assert ok, line
    assert line.startswith("self-test ok under the given rules: 12 deals as punter, 12 as banker, 0 corners bent")
    session = selftest._play_punter("punter", rules, 1)
    decks = {len(event.deck) for event in session.controller.game.log if isinstance(event, DeckCut)}
    assert decks == {36}
    bankers = {event.banker for event in session.controller.game.log if isinstance(event, BankPutUp)}
    assert "Hermann" in bankers  # the human who sat down as a punter banked in turn, and the script went on


@pytest.mark.usefixtures("qapp")
def test_a_chip_leak_fails_the_self_test_under_given_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    real = GameState.total_money

    def leaking(state: GameState) -> int:
        return real.fget(state) + state.dealt // 4  # type: ignore[attr-defined]

    monkeypatch.setattr(GameState, "total_money", property(leaking))
    ok, line = run_self_test(HouseRules(talia=True))
    assert not ok
    assert "given rules" in line
    assert "chips came to" in line


@pytest.mark.usefixtures("qapp")
def test_too_few_deals_fails_the_self_test(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(selftest, "DEALS_PER_SESSION", 0)
    ok, line = run_self_test()
    assert not ok
    assert "deals as punter" in line


def test_the_self_test_runs_without_widgets() -> None:
    code = ("import sys; from shtoss_desktop.app.selftest import run_self_test; ok, line = run_self_test(); "
            "print(line); print('widgets' if 'PySide6.QtWidgets' in sys.modules else 'core only'); "
            "sys.exit(0 if ok else 1)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [result.stdout.splitlines()[0], "core only"]
    assert result.stdout.startswith("self-test ok:")
