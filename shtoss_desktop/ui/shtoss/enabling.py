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
    """Enable exactly the game actions the human may take now; the rule refusing the chosen stake, if any.

    Each action is set once, to what it is now: one that stays enabled is never disabled on the way (a button with
    the keyboard focus that is disabled, even for a moment, loses it to the next widget, and a screen reader
    hears the focus jump away and back)."""
    enabled = dict.fromkeys(GAME_ACTIONS, False)
    refused = _enabled_now(enabled, actions, controller, panel)
    for name, on in enabled.items():
        if on:
            actions[name].setEnabled(True)
    disabling = [name for name, on in enabled.items() if not on and actions[name].isEnabled()]
    # The focus leaves a button about to be disabled for the next move first (enabled just above).
    panel.before_disabling(disabling)
    for name in disabling:
        actions[name].setEnabled(False)
    return refused


def _enabled_now(
    enabled: dict[str, bool], actions: Mapping[str, QAction], controller: GameController, panel: ActionPanel
) -> GameError | None:
    """Fill `enabled` with whether each game action may be taken now; the rule refusing the chosen stake, if any."""
    if not controller.has_game:
        return None
    game = controller.game
    phase = game.phase
    waiting = controller.waiting_for()
    human = controller.human or ""
    refused: GameError | None = None
    enabled["end_session"] = controller.can_end_session()
    enabled["atande"] = controller.can_call_atande()
    enabled["resume"] = waiting is Waiting.PAUSED
    enabled["auto_deal"] = controller.can_auto_deal()
    _note_refusal_rule(actions, controller)
    panel.staked = bool(human) and bool(game.stakes_of(human) or game.winnings_of(human))
    if waiting is Waiting.HUMAN_STAKES:
        cards = panel.selected_cards()
        if cards:
            try:
                game.verify_place_stake(human, cards, panel.kush())
            except GameError as error:
                refused = error
            else:
                enabled["stake"] = True
        enabled["cut"] = phase is Phase.STAKING and game.can_cut()
        enabled["deal_on"] = phase is Phase.DEALING
        win = first_win(controller)
        if win is not None:
            enabled["take"] = game.can_pick_up(human, win)
            enabled["paroli"] = game.can_bend_paroli(human, win)
            enabled["paix"] = game.can_paix(human, win)
    elif waiting is Waiting.PAUSED and controller.human_is_punter:
        # Атанде is for thinking: he may settle his winnings meanwhile (T, P, B; Space is Go on's).
        win = first_win(controller)
        if win is not None:
            enabled["take"] = game.can_pick_up(human, win)
            enabled["paroli"] = game.can_bend_paroli(human, win)
            enabled["paix"] = game.can_paix(human, win)
    elif waiting is Waiting.HUMAN_OFFER:
        enabled["accept"] = True
        enabled["refuse"] = True
    elif waiting is Waiting.HUMAN_DEAL:
        # Never while paused: "Go on" owns Space then, and two enabled actions on one key make Qt do nothing.
        enabled["deal"] = controller.can_deal()
    elif waiting is Waiting.HUMAN_NEW_BANK:
        enabled["new_bank"] = controller.can_new_bank()
        enabled["give_up_bank"] = controller.can_give_up_bank()
    return refused


__all__ = ["update_actions"]
