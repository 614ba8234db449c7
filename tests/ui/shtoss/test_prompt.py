"""The prompt's words: the largest kush allowed now and the limit that sets it, said once, in English and Russian."""

from __future__ import annotations

from pathlib import Path

import pytest

from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.ui.shtoss.prompt import limit_text, reason_text
from tests.core.helpers import cards, new_game, play_deal, stacked
from tests.ui.table_helpers import config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


def words(game: Game, punter: str = "P1", chosen: str = "") -> str:
    return limit_text(game.stake_limit(punter, cards(chosen) if chosen else ()), game, punter)


def test_the_bank_that_binds_is_named_with_the_largest_kush(qapp) -> None:
    game = new_game(HouseRules(bank=12), players=("banker", "P1", "P2"))
    assert words(game) == "Kush 6 to 12: all the bank of 12 can cover."
    assert words(game, chosen="7D 7S") == (
        "Kush 6, no more: all the bank of 12 can cover.")
    game.place_stake("P2", cards("9C"), 6)
    assert words(game) == "Kush 6, no more: all the bank of 12 can still cover."
    game.place_stake("P1", cards("5C"), 6)
    assert words(game) == "No stake fits now: the bank of 12 could already pay out 12 on the stakes down."


def test_the_raise_rule_and_the_money_are_named_when_they_bind(qapp) -> None:
    won = new_game(HouseRules(bank=600))
    won.place_stake("P1", cards("7D"), 12)
    play_deal(won, stacked(52, "2S 7C"))
    assert words(won) == "Kush 6 to 24: the most your win lets you raise to."
    lost = new_game(HouseRules(capital=100, bank=100))
    lost.place_stake("P1", cards("7D"), 60)
    play_deal(lost, stacked(52, "7S"))
    assert words(lost) == "Kush 6 to 40: all your 40 can pay if the card is killed."
    assert words(lost, chosen="8D 8S") == "Kush 6 to 20: all your 40 can pay if the pair is killed."


def test_the_banker_s_refusal_threshold_is_said_where_it_is_lower(qapp) -> None:
    game = new_game(HouseRules(refuse_above=5))
    assert words(game) == "Kush 6 to 600: all the bank of 600 can cover. The banker may refuse a kush above 30."


def test_the_limit_reads_in_russian(russian: None) -> None:
    game = new_game(HouseRules(bank=12), players=("banker", "P1", "P2"))
    assert words(game) == "Куш от 6 до 12: больше банк 12 не покроет."
    game.place_stake("P2", cards("9C"), 6)
    assert words(game) == "Куш только 6: больше банк 12 уже не покроет."
    won = new_game(HouseRules(bank=600))
    won.place_stake("P1", cards("7D"), 12)
    play_deal(won, stacked(52, "2S 7C"))
    assert words(won).startswith("Куш от 6 до 24: ")


def test_before_the_first_stake_the_kush_line_s_tooltip_says_it_sets_the_base(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER, computers=1))
    window.controller.run_computer()
    assert window.panel.limit_label.toolTip() == "Your first stake sets your base."


def test_a_kush_above_the_limit_is_said_in_the_limit_line_alone(qtbot, tmp_path: Path) -> None:
    """With the bank at 12 the punter's line names the largest kush and the bank that sets it; a kush typed above
    it is said there, not again under the panel in the core's words."""
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER, computers=1, rules=HouseRules(bank=12)))
    window.controller.run_computer()
    panel = window.panel
    assert panel.limit_label.text().startswith("Kush 6, no more: all the bank of 12 can still cover.")
    panel.picker.toggle(Card.parse("5C"))
    panel.kush_edit.setText("594")
    assert not window.actions_by_name["stake"].isEnabled()
    assert panel.limit_label.text().startswith("594 is too much. Kush 6, no more: all the bank of 12 can still cover.")
    assert panel.reason.text() == ""
    assert panel.limit_label.palette().color(panel.limit_label.foregroundRole()) == panel.reason.palette().color(
        panel.reason.foregroundRole())
    panel.kush_edit.setText("6")
    assert window.actions_by_name["stake"].isEnabled()
    assert panel.limit_label.text().startswith("Kush 6, no more")


def test_only_the_limits_the_kush_line_names_leave_the_reason_line_empty(qapp) -> None:
    assert reason_text(GameError(GameMessage.BANK_LIMIT, bank=12, exposure=594), "You") == ""
    assert reason_text(GameError(GameMessage.KUSH_RAISE, kush=50, punter="You", limit=12,
                                 why=GameMessage.WHY_AFTER_WIN), "You") == ""
    assert reason_text(GameError(GameMessage.KUSH_MIN, kush=1, minimum=6), "You") == \
        "the kush 1 is below the initial kush 6"


def test_after_a_resume_the_kush_field_keeps_the_kush_last_staked(qtbot, tmp_path: Path) -> None:
    from shtoss_desktop.storage.journal import SHTOSS, KeptGame, load_kept

    folder = tmp_path / "journal"
    first = make_window(qtbot, tmp_path / "first")
    assert first.session.keep_journal(folder)
    first.start(config(Role.PUNTER))
    first.controller.run_computer()
    first.panel.picker.toggle(Card.parse("7D"))
    first.panel.kush_edit.setText("12")
    first.actions_by_name["stake"].trigger()
    assert first.panel.kush_edit.text() == "12", "in play the field keeps the kush between stakes"
    first.session.journal.release()
    kept = load_kept(SHTOSS, folder)
    assert isinstance(kept, KeptGame)
    again = make_window(qtbot, tmp_path / "again")
    again.resume(kept)
    assert again.panel.kush_edit.text() == "12"


def test_atande_tells_the_punter_what_the_pause_is_for_and_lets_him_settle_his_winnings(
        qtbot, tmp_path: Path) -> None:
    from shtoss_desktop.app.shtoss.controller import Waiting

    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER, rules=HouseRules(talia=True)))
    controller = window.controller
    controller.run_computer()
    controller.place_stake([Card.parse("7D")], 6)
    controller.cut(None)
    controller.run_computer()
    assert controller.game.winnings_of("You"), "this seed gives the punter a win at once"
    controller.call_atande()
    window.refresh()
    assert controller.waiting_for() is Waiting.PAUSED
    assert window.panel.prompt.text() == (
        "Atande: the banker waits before the next abzug, for you to think. Your winnings on 7♦: 12; take them (T), "
        "bend a corner (P) or make a paix (B). Go on (Space) when you are ready.")
    assert window.actions_by_name["take"].isEnabled()
    window.actions_by_name["take"].trigger()
    assert controller.game.winnings_of("You") == ()
    assert controller.waiting_for() is Waiting.PAUSED, "the pause lasts until he goes on"
    assert window.panel.prompt.text() == (
        "Atande: the banker waits before the next abzug, for you to count the cards gone (the odds and the "
        "history, F9). Go on (Space) when you are ready.")
