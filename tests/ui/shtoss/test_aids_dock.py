"""The shtoss window's case-keeper and coach (ui/shtoss/aids_dock.py): the keeper follows the table after every abzug
shown, the card pointed at in the deck picker gets its odds, and the Coach switch makes the coach speak."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt

from shtoss_desktop.app.shtoss.scripted_player import Manner, ScriptedPlayer
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import StakeDecided
from shtoss_desktop.core.shtoss.odds import card_odds
from tests.ui.table_helpers import config, make_window


def test_the_keeper_follows_the_table_and_the_picker(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    qtbot.waitUntil(window.scene.is_idle)
    picker = window.panel.picker
    card = Card.parse("9H")
    qtbot.mouseMove(picker, picker.card_rect(card).center())
    qtbot.waitUntil(lambda: window.aids.keeper_view.keeper.picture.pointed is card.rank)
    picture = window.aids.keeper_view.keeper.picture
    rules = window.controller.config.rules
    assert picture.column(card.rank).ev == card_odds(rules, card).ev_per_kush
    assert sum(c.left for c in picture.columns) == rules.deck_size
    # The mouse gone, the card pointed at is the one under the picker's focus mark while the picker has the focus
    # (where it is before the punter's first stake), and none once the focus is elsewhere.
    picker.setFocus()
    qtbot.waitUntil(picker.hasFocus)
    qtbot.mouseMove(window.view, QPoint(5, 5))
    mark = picker.cursor_card()
    assert mark is not None
    assert mark.rank is not card.rank
    qtbot.waitUntil(lambda: window.aids.keeper_view.keeper.picture.pointed is mark.rank)
    window.view.setFocus()
    qtbot.waitUntil(lambda: window.aids.keeper_view.keeper.picture.pointed is None)


def test_the_coach_speaks_once_switched_on(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert not window.aids.coach.on
    window.actions_by_name["coach"].trigger()
    assert window.aids.coach.on
    assert window.settings.coach()
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    qtbot.waitUntil(window.scene.is_idle)
    picker = window.panel.picker
    picker.setFocus(Qt.FocusReason.OtherFocusReason)
    picker.toggle(Card.parse("7S"))
    assert "7♠" in window.aids.coach_panel.advice.text()
    player = ScriptedPlayer(window.controller, Manner.THOROUGH)
    while window.controller.game.state().deal_number < 2 and player.move():
        qtbot.waitUntil(window.scene.is_idle)
    mine = [r for r in window.controller.game.log if isinstance(r, StakeDecided) and r.punter == "You"]
    assert mine
    qtbot.waitUntil(lambda: sum(1 for line in window.aids.coach_panel.lines() if line.startswith("Your ")) == len(mine))


def test_the_banker_sees_working_it_out_until_his_figures_arrive(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.actions_by_name["coach"].trigger()
    window.start(config(Role.BANKER))
    coach = window.aids.coach
    advice = window.aids.coach_panel.advice
    seen: list[str] = []
    coach.bankerChanged.connect(lambda: seen.append(advice.text()))
    player = ScriptedPlayer(window.controller, Manner.THOROUGH)
    for _ in range(200):
        if seen:
            break
        window.controller.run_computer()
        player.move()
        qtbot.waitUntil(window.scene.is_idle)
    qtbot.waitUntil(lambda: bool(coach.banker_said), timeout=20000)
    assert coach.working_text() in seen, "the panel said the figures were being worked out"
    assert coach.working_text().endswith("working it out…")
    qtbot.waitUntil(lambda: advice.text() == coach.banker_said)
