"""The prompt line and the action panel's page: what the window says the human may do now.

`show_prompt(panel, controller)` turns to the panel's page for whoever is waited for (the human punter's
stakes, the human banker's answer or deal, a broken bank, someone else's move, the end) and writes its texts: the
prompt, the kush limits, the winnings waiting to be taken, the stake offered to the banker. Which actions are
enabled is window_actions.py's part.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.controller import GameController, Waiting
from shtoss_desktop.app.narration import card_text
from shtoss_desktop.core.deal import Game, Phase
from shtoss_desktop.ui.chip_art import format_amount
from shtoss_desktop.ui.stake_panel import ActionPanel, Page

translate = QCoreApplication.translate


def show_prompt(panel: ActionPanel, controller: GameController) -> None:
    """Turn the panel to the page for the move awaited and write its texts (the cards the human has already
    staked are made unavailable in the picker first, so the actions are checked against the selection left)."""
    if not controller.has_game:
        panel.prompt.setText(translate("MainWindow", "Start a new game from the Game menu."))
        panel.show_page(Page.OVER)
        return
    game = controller.game
    state = game.state()
    waiting = controller.waiting_for()
    human = controller.human or ""
    panel.picker.set_deck_size(state.rules.deck_size)
    if waiting is Waiting.HUMAN_STAKES:
        panel.show_page(Page.PUNTER)
        mine = [s.card for s in game.stakes_of(human)] + [w.card for w in game.winnings_of(human)]
        panel.picker.set_unavailable(mine)
        panel.prompt.setText(_stakes_prompt(state.phase, bool(mine)))
        _show_limits(panel, game, human)
        wins = game.winnings_of(human)
        panel.winnings_label.setText(
            translate(
                "MainWindow", "Your winnings on {card}: {amount}. Take them, bend a corner or make a paix."
            ).format(card=card_text(wins[0].card), amount=format_amount(wins[0].total))
            if wins
            else ""
        )
    elif waiting is Waiting.HUMAN_OFFER:
        panel.show_page(Page.OFFER)
        offer = game.offer
        assert offer is not None
        reasons = ", ".join(
            translate("MainWindow", "above your limit")
            if r.value == "above_limit"
            else translate("MainWindow", "a raise")
            for r in offer.reasons
        )
        panel.prompt.setText(translate("MainWindow", "Your answer, banker."))
        panel.offer_label.setText(
            translate(
                "MainWindow",
                "{punter} offers {count} face-down card(s) at {kush} each ({reasons}). Accept the stake?",
            ).format(punter=offer.punter, count=len(offer.cards), kush=format_amount(offer.kush), reasons=reasons)
        )
    elif waiting is Waiting.HUMAN_DEAL or (waiting is Waiting.PAUSED and controller.human_is_banker):
        panel.show_page(Page.DEAL)
        if state.phase is Phase.STAKING:
            text = translate(
                "MainWindow",
                "Your deal, banker: the punters' stakes lie face down. Press Deal to have the deck cut and begin.",
            )
            if not game.can_cut():
                text = translate("MainWindow", "Your bank is up, banker. Waiting for the punters' stakes.")
        else:
            text = translate("MainWindow", "Deal the next abzug (Space), or let it run with Auto-deal.")
        if waiting is Waiting.PAUSED:
            text = translate("MainWindow", "Атанде: the dealing waits. Go on when you are ready.")
        panel.prompt.setText(text)
    elif waiting is Waiting.HUMAN_NEW_BANK:
        panel.show_page(Page.NEW_BANK)
        panel.prompt.setText(
            translate("MainWindow", "Банк сорван: your bank is broken. Put up a new one, or give it up.")
        )
    elif waiting is Waiting.OVER:
        panel.show_page(Page.OVER)
        panel.prompt.setText(translate("MainWindow", "The session is over."))
    else:
        panel.show_page(Page.WATCH)
        if waiting is Waiting.PAUSED:
            panel.prompt.setText(
                translate("MainWindow", "Атанде: the dealing waits. Go on when you are ready.")
            )
        elif state.phase is Phase.DEALING:
            panel.prompt.setText(translate("MainWindow", "{banker} deals.").format(banker=state.banker))
        else:
            panel.prompt.setText(translate("MainWindow", "The punters place their stakes."))


def _stakes_prompt(phase: Phase, staked: bool) -> str:
    if phase is Phase.DEALING:
        return translate("MainWindow", "Talia: stake between abzugs, or deal on.")
    if staked:
        return translate(
            "MainWindow",
            "Stake more cards, or cut the banker's deck: click its edge on the table, or Cut anywhere.",
        )
    return translate(
        "MainWindow", "Your stake: choose a card from your deck (two of one rank make a pair), set the kush, Stake."
    )

def _show_limits(panel: ActionPanel, game: Game, human: str) -> None:
    limit, why = game.kush_limit(human)
    minimum = game.rules.initial_kush
    if limit is None:
        text = translate("MainWindow", "Initial kush {minimum}; your first stake sets your base.").format(
            minimum=format_amount(minimum)
        )
    else:
        text = translate("MainWindow", "Kush from {minimum} to {limit} ({why}).").format(
            minimum=format_amount(minimum), limit=format_amount(limit), why=QCoreApplication.translate("game", why)
        )
    panel.limit_label.setText(text)
    panel.kush_edit.setPlaceholderText(str(minimum))


__all__ = ["show_prompt"]
