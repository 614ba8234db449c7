"""The shtoss session (app/session.py's `GameSession` for shtoss): the controller, its journal, the pace of the
computer players (and of the human banker's auto-deal), and what the offer to resume says of a kept game.

The pace steps the controller (`advance`) whenever a computer player is due, and deals abzug after abzug while
the human banker has turned auto-deal on (`set_auto_deal`). A kept game is taken over by `adopt_session`, set up
as its journal's header says (the rules it started with, the human's part and name, the computer players'
temperaments, the seed).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QObject

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.session import GameSession
from shtoss_desktop.app.shtoss.controller import GameController, SessionConfig, Waiting
from shtoss_desktop.app.words import display_name
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import ShtossSetup
from shtoss_desktop.core.shtoss.events import SessionStarted
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.storage.journal import SHTOSS, KeptShtoss, ShtossHeader
from shtoss_desktop.storage.settings import Speed
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

STEP_DELAYS: Final = {Speed.INSTANT: 60, Speed.FAST: 220, Speed.NORMAL: 520, Speed.SLOW: 950}
"""The pause before each computer step, per animation speed (ms), after the table has caught up."""

ROLE_TEXTS: Final = {
    Role.PUNTER: QT_TRANSLATE_NOOP("KeptGame", "you punt"),
    Role.BANKER: QT_TRANSLATE_NOOP("KeptGame", "you hold the bank"),
    Role.WATCH: QT_TRANSLATE_NOOP("KeptGame", "you watch the computer players"),
}
"""The human's part, as the offer to resume names it."""


class ShtossSession(GameSession[GameController, SessionConfig, ShtossHeader]):
    """A shtoss session: see the module docstring."""

    kind = SHTOSS
    STEP_DELAYS = STEP_DELAYS

    def __init__(self, parent: QObject | None = None, *, controller: GameController | None = None) -> None:
        """A session of its own controller (`controller`: one the caller made, such as the lesson's)."""
        controller = controller if controller is not None else GameController()
        super().__init__(controller, controller.sessionStarted, controller.actionPlayed, self, parent)
        self._auto_deal = False

    def set_auto_deal(self, on: bool) -> None:
        """Let the human banker's deal run by itself, abzug after abzug at the pace (on), or not."""
        self._auto_deal = on
        self.schedule()

    # ----- the game's part -----

    def _has_game(self) -> bool:
        return self.controller.has_game

    def _new_game(self, config: SessionConfig) -> None:
        self.controller.new_session(config)

    def _header(self) -> ShtossHeader:
        controller = self.controller
        config = controller.config
        seated = controller.game.log[0]
        assert isinstance(seated, SessionStarted)
        return ShtossHeader(
            ShtossSetup(config.rules, seated.players, seated.banker), config.role, config.human_name, config.styles,
            tuple((name, strategy.style) for name, strategy in controller.strategies.items()), config.seed)

    def _adopt(self, kept: KeptShtoss) -> None:
        header = kept.header
        config = SessionConfig(rules=header.setup.rules, role=header.role, styles=header.styles, seed=header.seed,
                               human_name=header.human_name)
        self.controller.adopt_session(config, kept.game, dict(header.computers))

    def _step_due(self) -> bool:
        controller = self.controller
        if controller.waiting_for() is Waiting.COMPUTER:
            return True
        return self._auto_deal and controller.game.phase is Phase.DEALING and controller.can_deal()

    def _step(self) -> None:
        if self.controller.waiting_for() is Waiting.COMPUTER:
            self.controller.advance()
        else:
            self.controller.deal_abzug()


def describe_kept(kept: KeptShtoss) -> list[str]:
    """The kept session in a few lines for the offer to resume: the human's part, the deal and the bank, the
    balances and what is on the table (the game up to its last trusted move)."""
    state = kept.game.state()
    header = kept.header
    # A deal's number is set at its cut: before the cut the stakes on the table are for the next one.
    deal = state.deal_number + 1 if state.phase is Phase.STAKING else max(state.deal_number, 1)
    if header.role is not Role.WATCH and state.banker == header.human_name:
        bank = translate("KeptGame", "Deal {deal}; you hold the bank: {bank}.").format(
            deal=deal, bank=format_amount(state.bank))
    else:
        bank = translate("KeptGame", "Deal {deal}; {banker} holds the bank: {bank}.").format(
            deal=deal, banker=display_name(state.banker), bank=format_amount(state.bank))
    balances = ", ".join(f"{display_name(player)} {format_amount(amount)}" for player, amount in state.balances)
    lines = [
        translate("KeptGame", "Your part: {role}.").format(role=translate("KeptGame", ROLE_TEXTS[header.role])),
        bank,
        translate("KeptGame", "Balances: {balances}.").format(balances=balances),
    ]
    if state.on_table:
        lines.append(translate("KeptGame", "On the table: {amount}.").format(amount=format_amount(state.on_table)))
    return lines


__all__ = ["ROLE_TEXTS", "STEP_DELAYS", "ShtossSession", "describe_kept"]
