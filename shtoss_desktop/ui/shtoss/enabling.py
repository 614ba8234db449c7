"""Which of the shtoss window's actions the human may take now.

`update_actions(actions, controller, panel)`, called after every change (the window's `refresh()`), enables
exactly those the controller's `can_*` / `verify_*` queries allow, and returns the rule that refuses the stake
the human has chosen, if any, for the panel to show. A human banker whose house rules keep him from refusing
stakes is told on Accept and Refuse which rule would let him.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtGui import QAction

from shtoss_desktop.app.shtoss.controller import GameController, Waiting
from shtoss_desktop.core.shtoss.errors import GameError
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.ui.shell.keys import tooltip
from shtoss_desktop.ui.shtoss.actions import GAME_ACTIONS, first_win
from shtoss_desktop.ui.shtoss.prompt import refusal_note
from shtoss_desktop.ui.shtoss.stake_panel import ActionPanel


def _note_refusal_rule(actions: Mapping[str, QAction], controller: GameController) -> None:
    """A human banker whose house rules keep him from refusing a large stake is told, on Accept and Refuse, which
    rule would let him (the buttons stay disabled when no stake is offered: this says why none is)."""
    note = refusal_note(controller.game.rules) if controller.human_is_banker else ""
    for name in ("accept", "refuse"):
        action = actions[name]
        plain = tooltip(action.statusTip(), action)
        action.setToolTip(f"{plain}\n{note}" if note else plain)


def update_actions(
    actions: Mapping[str, QAction], controller: GameController, panel: ActionPanel
) -> GameError | None:
    """Enable exactly the game actions the human may take now; the rule refusing the chosen stake, if any."""
    for name in GAME_ACTIONS:
        actions[name].setEnabled(False)
    if not controller.has_game:
        return None
    game = controller.game
    phase = game.phase
    waiting = controller.waiting_for()
    human = controller.human or ""
    refused: GameError | None = None
    actions["end_session"].setEnabled(controller.can_end_session())
    actions["atande"].setEnabled(controller.can_call_atande())
    actions["resume"].setEnabled(waiting is Waiting.PAUSED)
    actions["auto_deal"].setEnabled(controller.can_auto_deal())
    _note_refusal_rule(actions, controller)
    if waiting is Waiting.HUMAN_STAKES:
        cards = panel.selected_cards()
        if cards:
            try:
                game.verify_place_stake(human, cards, panel.kush())
            except GameError as error:
                refused = error
            else:
                actions["stake"].setEnabled(True)
        actions["cut"].setEnabled(phase is Phase.STAKING and game.can_cut())
        actions["deal_on"].setEnabled(phase is Phase.DEALING)
        win = first_win(controller)
        if win is not None:
            actions["take"].setEnabled(game.can_pick_up(human, win))
            actions["paroli"].setEnabled(game.can_bend_paroli(human, win))
            actions["paix"].setEnabled(game.can_paix(human, win))
    elif waiting is Waiting.PAUSED and controller.human_is_punter:
        # Атанде is for thinking: he may settle his winnings meanwhile (T, P, B; Space is Go on's).
        win = first_win(controller)
        if win is not None:
            actions["take"].setEnabled(game.can_pick_up(human, win))
            actions["paroli"].setEnabled(game.can_bend_paroli(human, win))
            actions["paix"].setEnabled(game.can_paix(human, win))
    elif waiting is Waiting.HUMAN_OFFER:
        actions["accept"].setEnabled(True)
        actions["refuse"].setEnabled(True)
    elif waiting is Waiting.HUMAN_DEAL:
        # Never while paused: "Go on" owns Space then, and two enabled actions on one key make Qt do nothing.
        actions["deal"].setEnabled(controller.can_deal())
    elif waiting is Waiting.HUMAN_NEW_BANK:
        actions["new_bank"].setEnabled(controller.can_new_bank())
        actions["give_up_bank"].setEnabled(controller.can_give_up_bank())
    return refused


__all__ = ["update_actions"]
