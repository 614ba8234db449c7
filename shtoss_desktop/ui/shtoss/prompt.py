"""The prompt line and the action panel's page: what the window says the human may do now.

`show_prompt(panel, controller)` turns to the panel's page for whoever is waited for (the human punter's
stakes, the human banker's answer or deal, a broken bank, someone else's move, the end) and writes its texts: the
prompt, the kush limits, the winnings waiting to be taken, the stake offered to the banker (with the rule that lets
him refuse it), and a human banker's bank and its exposure. While the deal's recap waits, the prompt says how to
go on from it. `refusal_note(rules)` names the house rule that would let the banker refuse stakes when the rules
do not (said in the first deal's prompt and on Accept and Refuse). Which actions are enabled is enabling.py's
part.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.shtoss.controller import GameController, Waiting
from shtoss_desktop.app.shtoss.messages import game_error_text, limit_reason_text
from shtoss_desktop.app.shtoss.narration import card_text
from shtoss_desktop.app.words import display_name
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage
from shtoss_desktop.core.shtoss.events import DeckCut, OfferReason, StakePlaced
from shtoss_desktop.core.shtoss.legality import KushBound, StakeLimit, refusal_policy
from shtoss_desktop.core.shtoss.rules import BankerRotation, HouseRules
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.ui.shtoss.recap import DealRecap, recap_prompt
from shtoss_desktop.ui.shtoss.stake_panel import ActionPanel, Page

translate = QCoreApplication.translate


def show_prompt(panel: ActionPanel, controller: GameController, recap: DealRecap | None = None) -> None:
    """Turn the panel to the page for the move awaited and write its texts (the cards the human has already
    staked are made unavailable in the picker first, so the actions are checked against the selection left);
    `recap`: the deal's recap waiting over the table, which the prompt then says how to leave."""
    if not controller.has_game:
        panel.prompt.setText(translate("MainWindow", "Start a new game from the Game menu."))
        panel.set_bank(None)
        panel.show_page(Page.OVER)
        return
    game = controller.game
    state = game.state()
    waiting = controller.waiting_for()
    human = controller.human or ""
    panel.picker.set_deck_size(state.rules.deck_size)
    if controller.human_is_banker and waiting is not Waiting.OVER:
        panel.set_bank(state.bank, controller.exposure())
    else:
        panel.set_bank(None)
    if waiting is Waiting.HUMAN_STAKES:
        panel.show_page(Page.PUNTER)
        mine = list(game.cards_held(human))
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
        panel.prompt.setText(translate("MainWindow", "Your answer, banker: accept the stake (A) or refuse it (R)."))
        panel.offer_label.setText(_offer_text(controller))
    elif waiting is Waiting.HUMAN_DEAL or (waiting is Waiting.PAUSED and controller.human_is_banker):
        panel.show_page(Page.DEAL)
        panel.prompt.setText(_deal_prompt(controller, paused=waiting is Waiting.PAUSED, auto=panel.auto_deal_on()))
    elif waiting is Waiting.HUMAN_NEW_BANK:
        panel.show_page(Page.NEW_BANK)
        panel.prompt.setText(_new_bank_prompt(controller))
    elif waiting is Waiting.OVER:
        panel.show_page(Page.OVER)
        panel.prompt.setText(translate("MainWindow", "The session is over."))
    else:
        panel.show_page(Page.WATCH)
        if recap is not None:
            # The computer players wait for the recap to be closed: saying they stake would be untrue.
            panel.prompt.setText(recap_prompt(recap))
        elif waiting is Waiting.PAUSED and controller.human_is_punter:
            panel.prompt.setText(punter_atande_text(controller))
        elif waiting is Waiting.PAUSED:
            panel.prompt.setText(_atande_text())
        elif state.phase is Phase.DEALING:
            panel.prompt.setText(translate("MainWindow", "{banker} deals.").format(banker=display_name(state.banker)))
        else:
            panel.prompt.setText(translate("MainWindow", "The punters place their stakes."))


def refusal_note(rules: HouseRules) -> str:
    """What the house rules let the banker refuse, when they keep him from refusing a large stake ("" when a
    threshold is set): the rule that would allow it, named as the House rules dialog names it."""
    policy = refusal_policy(rules)
    if policy.limit is not None:
        return ""
    where = translate("MainWindow", "House rules → {page} → “{option}”").format(
        page=translate("SettingsDialog", "Money"), option=translate("SettingsOptions", "Refusal threshold")
    )
    if policy.raises:
        return translate(
            "MainWindow", "These house rules let the banker refuse only a raised kush; {where} lets him refuse "
            "large stakes too."
        ).format(where=where)
    return translate(
        "MainWindow", "These house rules let the banker refuse no stake: every stake is accepted. {where} lets "
        "him refuse large stakes."
    ).format(where=where)


def _atande_text() -> str:
    return translate("MainWindow", "Atande: the dealing waits. Go on (Space) when you are ready.")


def punter_atande_text(controller: GameController) -> str:
    """Атанде, told to the human punter: what the pause is for and what he may do in it (his winnings waiting:
    take them, bend a corner or make a paix, as in play)."""
    game = controller.game
    wins = game.winnings_of(controller.human or "")
    if wins:
        return translate(
            "MainWindow", "Atande: the banker waits before the next abzug, for you to think. Your winnings on {card}: "
            "{amount}; take them (T), bend a corner (P) or make a paix (B). Go on (Space) when you are ready."
        ).format(card=card_text(wins[0].card), amount=format_amount(wins[0].total))
    return translate(
        "MainWindow", "Atande: the banker waits before the next abzug, for you to count the cards gone (the odds "
        "and the history, F9). Go on (Space) when you are ready."
    )


def _offer_text(controller: GameController) -> str:
    """The stake offered to the human banker: who, how much, the rule that lets him refuse it, and what
    accepting it would put at risk."""
    game = controller.game
    offer = game.offer
    assert offer is not None
    rules = game.rules
    # A stake is one card or a pair: two sentences, not a count to put in the plural.
    if len(offer.cards) == 1:
        stake = translate("MainWindow", "{punter} stakes {kush} on a face-down card.")
    else:
        stake = translate("MainWindow", "{punter} stakes a face-down pair, {kush} on each card: {total} in all.")
    lines = [
        stake.format(
            punter=display_name(offer.punter),
            kush=format_amount(offer.kush),
            total=format_amount(offer.kush * len(offer.cards)),
        )
    ]
    for reason in offer.reasons:
        limit = game.refusal_limit()
        if reason is OfferReason.ABOVE_LIMIT and limit is not None and rules.refuse_above is not None:
            lines.append(
                translate(
                    "MainWindow",
                    "You may refuse it: the kush is above your limit of {limit} "
                    "(the house rule: the banker refuses above {times} × the initial kush).",
                ).format(limit=format_amount(limit), times=rules.refuse_above)
            )
        elif reason is OfferReason.RAISE:
            base = game.base_kush(offer.punter)
            lines.append(
                translate(
                    "MainWindow",
                    "You may refuse it: it raises his base kush of {base} (free kush, вольный куш, is not "
                    "played at this table).",
                ).format(base=format_amount(base if base is not None else rules.initial_kush))
            )
    lines.append(
        translate("MainWindow", "Accepted, the bank could pay out {exposure} of its {bank}.").format(
            exposure=format_amount(controller.exposure_if_accepted()), bank=format_amount(game.bank)
        )
    )
    return " ".join(lines)


def _deal_prompt(controller: GameController, *, paused: bool, auto: bool) -> str:
    """What the human banker can do now: start the deal, deal the next abzug, or let auto-deal run."""
    game = controller.game
    if paused:
        return _atande_text()
    if game.phase is Phase.STAKING:
        if not game.can_cut():
            return translate(
                "MainWindow",
                "No stake is on the table, banker: the punters could place none against this bank. "
                "You may end the session (Ctrl+E).",
            )
        if game.rules.talia:
            text = translate(
                "MainWindow", "Your talia, banker: the punters' stakes lie face down. Press Deal (Space) to have "
                "the deck cut and begin."
            )
        else:
            text = translate(
                "MainWindow", "Your deal, banker: the punters' stakes lie face down. Press Deal (Space) to have "
                "the deck cut and begin."
            )
        if auto:
            text += " " + translate("MainWindow", "Auto-deal then deals it through.")
        if _first_stakes(game):
            # Said once, where it helps: the stakes just placed were all accepted without asking him.
            note = refusal_note(game.rules)
            if note:
                text += " " + note
        return text
    if auto:
        return translate(
            "MainWindow", "Auto-deal deals abzug after abzug. Atande (Esc) stops it to count; Auto-deal (G) "
            "gives the dealing back to you."
        )
    return translate("MainWindow", "Deal the next abzug (Space), or let Auto-deal (G) deal them, or call Atande (Esc).")


def _first_stakes(game: Game) -> bool:
    """Whether this is the session's first deal (no card has been dealt yet in it)."""
    return not any(isinstance(event, DeckCut) for event in game.log)


def _new_bank_prompt(controller: GameController) -> str:
    """The broken bank: what is left, whether a new one can be put up (and why not), and what giving it up does."""
    game = controller.game
    lines = [
        translate("MainWindow", "Your bank is broken (банк сорван): {bank} is left in it.").format(
            bank=format_amount(game.bank)
        )
    ]
    refusal = controller.new_bank_refusal()
    if refusal is None:
        lines.append(translate("MainWindow", "Put up a new bank (N): you may do it once."))
    else:
        lines.append(
            translate("MainWindow", "No new bank: {reason}.").format(
                reason=game_error_text(refusal, controller.human)
            )
        )
    if game.rules.banker_rotation is BankerRotation.BANK_BROKEN:
        lines.append(translate("MainWindow", "Or give it up (U): the bank passes to the next player who can hold it."))
    else:
        lines.append(translate("MainWindow", "Or give it up (U): the session ends."))
    return " ".join(lines)


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
    """The largest kush allowed now on the cards chosen, and why (the core's `stake_limit`), in one line; a
    typed kush above it is said there too, in the warning colour."""
    limit = game.stake_limit(human, panel.selected_cards())
    typed = panel.kush()
    over = typed is not None and limit.fits and typed > limit.largest
    text = limit_text(limit, game, human)
    if over:
        text = translate("MainWindow", "{kush} is too much. {limits}").format(
            kush=format_amount(typed or 0), limits=text
        )
    panel.set_limit(text, warning=over or not limit.fits)
    panel.limit_label.setToolTip(base_note(limit, game))
    panel.kush_edit.setPlaceholderText(str(limit.minimum))


def limit_text(limit: StakeLimit, game: Game, human: str) -> str:
    """The largest kush the human punter may stake now and the limit that sets it, in one sentence ("Kush 6 to
    12: all the bank of 12 can cover."), with the banker's refusal threshold where it is lower."""
    if not limit.fits:
        return _no_stake_text(limit, game, human)
    why = _bound_text(limit, game, human)
    if limit.largest == limit.minimum:
        text = translate("MainWindow", "Kush {minimum}, no more: {why}.").format(
            minimum=format_amount(limit.minimum), why=why
        )
    else:
        text = translate("MainWindow", "Kush {minimum} to {largest}: {why}.").format(
            minimum=format_amount(limit.minimum), largest=format_amount(limit.largest), why=why
        )
    refusal = game.refusal_limit()
    if refusal is not None and refusal < limit.largest:
        text += " " + translate("MainWindow", "The banker may refuse a kush above {limit}.").format(
            limit=format_amount(refusal)
        )
    return text


def base_note(limit: StakeLimit, game: Game) -> str:
    """Before the punter's first stake, that it sets his base (the kush line's tooltip: the line keeps to the
    largest kush and its limit); "" after it."""
    if limit.raise_limit is None and game.rules.raise_after_win:
        return translate("MainWindow", "Your first stake sets your base.")
    return ""


def _bound_text(limit: StakeLimit, game: Game, human: str) -> str:
    """Why the largest kush is what it is: the limit that sets it, told to the human punter."""
    if limit.bound is KushBound.RAISE:
        return limit_reason_text(limit.why)
    if limit.bound is KushBound.MONEY:
        balance = format_amount(game.balance(human))
        if limit.cards == 2:
            return translate("MainWindow", "all your {balance} can pay if the pair is killed").format(balance=balance)
        return translate("MainWindow", "all your {balance} can pay if the card is killed").format(balance=balance)
    bank = format_amount(game.bank)
    if game.exposure() > 0:
        return translate("MainWindow", "all the bank of {bank} can still cover").format(bank=bank)
    return translate("MainWindow", "all the bank of {bank} can cover").format(bank=bank)


def _no_stake_text(limit: StakeLimit, game: Game, human: str) -> str:
    """Why no kush at all is allowed now on the cards chosen (the bank is taken up, or his money is short)."""
    if limit.bound is KushBound.MONEY and limit.cards == 1:
        return translate("MainWindow", "No stake fits now: you have {balance}, less than the initial kush {minimum}."
                         ).format(balance=format_amount(game.balance(human)), minimum=format_amount(limit.minimum))
    if limit.bound is KushBound.MONEY:
        return translate(
            "MainWindow", "No pair fits now: at the initial kush {minimum} a pair could cost {cost}, and you have "
            "{balance}."
        ).format(minimum=format_amount(limit.minimum), cost=format_amount(2 * limit.minimum),
                 balance=format_amount(game.balance(human)))
    return translate(
        "MainWindow", "No stake fits now: the bank of {bank} could already pay out {exposure} on the stakes down."
    ).format(bank=format_amount(game.bank), exposure=format_amount(game.exposure()))


def last_kush_text(game: Game, human: str | None) -> str:
    """The kush the human punter last staked, as the kush field holds it ("" before his first stake, or when he
    does not punt): a resumed game's field keeps it, as it does between his stakes in play."""
    for event in reversed(game.log):
        if isinstance(event, StakePlaced) and event.punter == human:
            return str(event.kush)
    return ""


def reason_text(refused: GameError | None, human: str | None) -> str:
    """The line under the panel for a stake the rules refuse ("" for none). A kush above one of the limits the
    kush line names (the raise rule, his money, the bank) is said there, once: not here again."""
    if refused is None or refused.template in LIMIT_MESSAGES:
        return ""
    return game_error_text(refused, human)


LIMIT_MESSAGES: Final = frozenset({GameMessage.KUSH_RAISE, GameMessage.CAPITAL, GameMessage.BANK_LIMIT})
"""The refusals of a stake whose limit the kush line names (`limit_text`)."""


__all__ = [
    "LIMIT_MESSAGES",
    "base_note",
    "last_kush_text",
    "limit_text",
    "punter_atande_text",
    "reason_text",
    "refusal_note",
    "show_prompt",
]
