"""The shtoss window's actions as data (`ui/shtoss/actions.py`): every row of the key table in exactly one menu
group (but those the shell places), the moves that depend on play are rows of it, the deck picker's listed keys are
the ones it handles; and what Take, Paroli and Paix act on: the human punter's first winnings, none for a banker
or a watcher."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from shtoss_desktop.app.shtoss.controller import GameController, Waiting
from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.seats import Role
from shtoss_desktop.ui.replay import REPLAY_KEYS
from shtoss_desktop.ui.shell.keys import sequences
from shtoss_desktop.ui.shell.window import Menu
from shtoss_desktop.ui.shtoss.actions import (
    GAME_ACTIONS,
    MENU_GROUPS,
    PICKER_KEYS,
    TABLE_KEYS,
    first_win,
    on_first_win,
)
from tests.app.app_helpers import start


@pytest.fixture
def controller(qapp: QCoreApplication) -> Iterator[GameController]:
    made = GameController()
    yield made
    made.deleteLater()


def test_every_row_is_in_exactly_one_menu_group() -> None:
    placed = [name for groups in MENU_GROUPS.values() for group in groups for name in group]
    rows = (*TABLE_KEYS.rows, *REPLAY_KEYS.rows)  # Replay a past deal (ui/replay.py) goes beside New game
    assert sorted(placed) == sorted(row.name for row in rows), "each row once, nothing else"
    assert set(MENU_GROUPS) <= set(Menu)
    assert all(group for groups in MENU_GROUPS.values() for group in groups), "no empty group"


def test_the_actions_that_follow_play_are_rows_and_new_game_and_settings_are_not_among_them() -> None:
    names = {row.name for row in TABLE_KEYS.rows}
    assert set(GAME_ACTIONS) <= names
    assert len(GAME_ACTIONS) == len(set(GAME_ACTIONS))
    assert names - set(GAME_ACTIONS) == {"new_game", "learn", "settings"}, "always enabled"
    assert TABLE_KEYS.row("auto_deal").checkable, "auto-deal is a toggle"
    assert not any(row.checkable for row in TABLE_KEYS.rows if row.name != "auto_deal")


def test_the_pickers_listed_keys_are_the_ones_it_handles() -> None:
    listed = {sequence.toString() for row in PICKER_KEYS.rows for sequence in sequences(row.keys)}
    assert listed == {"Left", "Right", "Up", "Down", "Return", "Space"}
    assert not any(row.tip for row in PICKER_KEYS.rows), "listed only: no action made, so no tip"
    assert "Return" in {QKeySequence(key).toString() for key in TABLE_KEYS.row("stake").keys}, (
        "Enter on a chosen card is Stake")


def _to_first_win(controller: GameController) -> Card:
    controller.run_computer()
    human = controller.human or ""
    for rank in list(Rank)[:12]:
        if controller.game.winnings_of(human):
            break
        assert controller.waiting_for() is Waiting.HUMAN_STAKES
        controller.place_stake([Card(rank, Suit.HEARTS)])
        controller.cut(0)
        controller.run_computer()
    wins = controller.game.winnings_of(human)
    assert wins, "a win within a dozen deals"
    return wins[0].card


def test_take_paroli_and_paix_act_on_the_first_win(controller: GameController) -> None:
    start(controller, Role.PUNTER, seed=5)
    assert first_win(controller) is None, "no win yet"
    done: list[Card] = []
    slot = on_first_win(controller, done.append)
    slot()
    assert done == [], "nothing to act on"
    won = _to_first_win(controller)
    assert first_win(controller) == won
    slot()
    assert done == [won]


@pytest.mark.parametrize("role", [Role.BANKER, Role.WATCH])
def test_a_banker_or_a_watcher_has_no_win_to_act_on(controller: GameController, role: Role) -> None:
    start(controller, role, seed=5)
    controller.run_computer(limit=200)
    assert first_win(controller) is None
    done: list[Card] = []
    on_first_win(controller, done.append)()
    assert done == []
