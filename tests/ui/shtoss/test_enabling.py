"""Which of the shtoss window's actions the human may take now (`ui/shtoss/enabling.py`, over a controller, the
table's actions and a bare action panel; the window's use of it is tests/ui/shtoss/test_window.py and the panel's
tests): nothing without a game; through whole sessions as punter and as banker each move enabled only while the
controller waits for it, and never two enabled actions on one key (Qt would then do nothing); the rule refusing
the chosen stake returned; the human banker told on Accept and Refuse which rule would let him refuse."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.shtoss.controller import GameController, Waiting
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.errors import GameMessage
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.ui.shell.keys import make_action
from shtoss_desktop.ui.shtoss.actions import GAME_ACTIONS, TABLE_KEYS
from shtoss_desktop.ui.shtoss.enabling import update_actions
from shtoss_desktop.ui.shtoss.prompt import refusal_note
from shtoss_desktop.ui.shtoss.stake_panel import ActionPanel
from shtoss_desktop.ui.table.cloth import CardArt
from tests.app.app_helpers import play, start

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
ONLY_WHILE = {
    "accept": {Waiting.HUMAN_OFFER}, "refuse": {Waiting.HUMAN_OFFER}, "deal": {Waiting.HUMAN_DEAL},
    "resume": {Waiting.PAUSED}, "new_bank": {Waiting.HUMAN_NEW_BANK}, "give_up_bank": {Waiting.HUMAN_NEW_BANK},
    "stake": {Waiting.HUMAN_STAKES}, "cut": {Waiting.HUMAN_STAKES}, "deal_on": {Waiting.HUMAN_STAKES},
    "take": {Waiting.HUMAN_STAKES, Waiting.PAUSED}, "paroli": {Waiting.HUMAN_STAKES, Waiting.PAUSED},
    "paix": {Waiting.HUMAN_STAKES, Waiting.PAUSED},
}
"""Each move and what the controller must be waiting for while it is enabled."""


class Table:
    """The shtoss table's actions, a bare action panel and a controller, as the window wires them."""

    def __init__(self, qtbot: QtBot) -> None:
        self.owner = QObject()
        self.actions: dict[str, QAction] = {row.name: make_action(TABLE_KEYS, row, self.owner)
                                            for row in TABLE_KEYS.rows}
        self.panel = ActionPanel(CardArt(), self.actions)
        qtbot.addWidget(self.panel)
        self.controller = GameController()

    def update(self) -> object:
        return update_actions(self.actions, self.controller, self.panel)

    def enabled(self) -> set[str]:
        return {name for name in GAME_ACTIONS if self.actions[name].isEnabled()}


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[Table]:
    made = Table(qtbot)
    yield made
    made.controller.deleteLater()


def test_without_a_game_nothing_is_enabled(table: Table) -> None:
    for action in table.actions.values():
        action.setEnabled(True)
    assert table.update() is None
    assert table.enabled() == set()
    assert table.actions["new_game"].isEnabled(), "New game is always there"


def _check_now(table: Table, seen: set[str]) -> None:
    assert table.update() is None, "nothing chosen: no stake refused"
    enabled = table.enabled()
    seen |= enabled
    waiting = table.controller.waiting_for()
    for name in enabled:
        assert waiting in ONLY_WHILE.get(name, set(Waiting)), f"{name} enabled while waiting for {waiting}"
    holders: dict[str, list[str]] = defaultdict(list)
    for name in enabled:
        for sequence in table.actions[name].shortcuts():
            holders[sequence.toString(QKeySequence.SequenceFormat.PortableText)].append(name)
    shared = {key: names for key, names in holders.items() if len(names) > 1}
    assert shared == {}, f"two enabled actions on one key while waiting for {waiting}: {shared}"
    assert table.actions["end_session"].isEnabled() == table.controller.can_end_session()
    assert table.actions["resume"].isEnabled() == (waiting is Waiting.PAUSED)
    if waiting is Waiting.HUMAN_OFFER:
        assert {"accept", "refuse"} <= enabled


@pytest.mark.parametrize(("role", "moves"), [
    (Role.PUNTER, {"cut", "take", "atande", "end_session"}),
    (Role.BANKER, {"deal", "end_session"}),
])
def test_through_a_session_each_move_only_while_it_is_awaited_and_one_action_a_key(
        table: Table, role: Role, moves: set[str]) -> None:
    start(table.controller, role, seed=5)
    seen: set[str] = set()
    _check_now(table, seen)
    play(table.controller, deals=4, after_step=lambda: _check_now(table, seen))
    assert moves <= seen, f"never enabled: {moves - seen}"


def test_the_rule_refusing_the_chosen_stake_is_returned(table: Table) -> None:
    start(table.controller, Role.PUNTER, seed=5)
    table.controller.run_computer()
    assert table.controller.waiting_for() is Waiting.HUMAN_STAKES
    table.panel.picker.toggle(Card.parse("7D"))
    table.panel.kush_edit.setText("1")
    refused = table.update()
    assert getattr(refused, "template", None) is GameMessage.KUSH_MIN
    assert "stake" not in table.enabled()
    table.panel.kush_edit.setText(str(table.controller.game.rules.initial_kush))
    assert table.update() is None
    assert "stake" in table.enabled()


def _tip(action: QAction) -> str:
    return action.toolTip()


def test_a_human_banker_is_told_which_rule_would_let_him_refuse(table: Table) -> None:
    start(table.controller, Role.BANKER, seed=5)
    table.update()
    note = refusal_note(table.controller.game.rules)
    assert note, "the default rules let the banker refuse no large stake"
    for name in ("accept", "refuse"):
        action = table.actions[name]
        assert _tip(action).endswith("\n" + note)
        assert _tip(action).startswith(action.statusTip())
    table.update()
    assert _tip(table.actions["accept"]).count(note) == 1, "said once, however often the actions are updated"


def test_a_banker_with_a_threshold_and_a_punter_are_told_nothing(qtbot: QtBot) -> None:
    for role, rules in ((Role.BANKER, HouseRules(refuse_above=30)), (Role.PUNTER, HouseRules())):
        table = Table(qtbot)
        start(table.controller, role, rules=rules, seed=5)
        table.update()
        assert "\n" not in _tip(table.actions["accept"]), role
        assert "\n" not in _tip(table.actions["refuse"]), role


@pytest.mark.usefixtures("russian")
def test_the_note_reads_in_russian(table: Table) -> None:
    start(table.controller, Role.BANKER, seed=5)
    table.update()
    note = _tip(table.actions["refuse"]).split("\n", 1)[1]
    assert CYRILLIC.search(note)
