"""The casino session (app/session.py's `GameSession` for casino stos): the controller, its journal, the pace of a
watched game, and what the offer to resume says of a kept game.

The computer players bet by themselves after each turn (the controller does that); what is paced is the dealer
of a game the human only watches: turn after turn, while the shoe has cards. A kept game is taken over by the
controller's `resume`, set up as its journal's header says (the rules, the human's part and name, the seeds, the
computer players' temperaments); a game of release 0.1.0 without a kept players' seed gets one first, the same
way a new game does, so that the journal it goes on in keeps it.
"""

from __future__ import annotations

from typing import Final

import msgspec
from PySide6.QtCore import QCoreApplication, QObject

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.casino.controller import CasinoConfig, CasinoController, with_players_seed
from shtoss_desktop.app.session import GameSession
from shtoss_desktop.app.words import display_name
from shtoss_desktop.core.casino.game import CasinoSetup
from shtoss_desktop.core.seats import Role
from shtoss_desktop.storage.journal import CASINO, CasinoHeader, KeptCasino
from shtoss_desktop.storage.settings import Speed

translate = QCoreApplication.translate

WATCH_PACE: Final = {Speed.INSTANT: 60, Speed.FAST: 350, Speed.NORMAL: 900, Speed.SLOW: 1600}
"""Between two turns when the human only watches (ms), once the table has shown the last one."""


class CasinoSession(GameSession[CasinoController, CasinoConfig, CasinoHeader]):
    """A casino session: see the module docstring."""

    kind = CASINO
    STEP_DELAYS = WATCH_PACE

    def __init__(self, parent: QObject | None = None) -> None:
        controller = CasinoController()
        super().__init__(controller, controller.sessionStarted, controller.actionPlayed, self, parent)

    def resume(self, kept: KeptCasino) -> None:
        """Go on with a kept game (see `GameSession.resume`); one kept without the computer players' seed gets
        its seed first."""
        header = kept.header
        if header.players_seed is None:
            config = CasinoConfig(seed=header.seed)
            seeded = msgspec.structs.replace(header, players_seed=with_players_seed(config).players_seed)
            kept = msgspec.structs.replace(kept, header=seeded)
        super().resume(kept)

    # ----- the game's part -----

    def _has_game(self) -> bool:
        return self.controller.has_game

    def _new_game(self, config: CasinoConfig) -> None:
        self.controller.new_session(with_players_seed(config))

    def _header(self) -> CasinoHeader:
        controller = self.controller
        config = controller.config
        return CasinoHeader(CasinoSetup(config.rules, controller.game.players),
                            Role.WATCH if config.watch else Role.PUNTER, config.human_name,
                            controller.computer_styles(), config.seed, controller.players_seed)

    def _adopt(self, kept: KeptCasino) -> None:
        header = kept.header
        config = CasinoConfig(rules=header.setup.rules, human_name=header.human_name, watch=header.role is Role.WATCH,
                              seed=header.seed, players_seed=header.players_seed)
        self.controller.resume(with_players_seed(config), kept.game, dict(header.computers))

    def _step_due(self) -> bool:
        controller = self.controller
        return controller.config.watch and controller.game.can_deal_turn()

    def _step(self) -> None:
        self.controller.deal()


def describe_kept(kept: KeptCasino) -> list[str]:
    """The kept casino game in a few lines for the offer to resume: the human's part, the shoe and the turn, the
    cards left, the balances and the money on the layout (the game up to its last trusted move)."""
    game = kept.game
    lines = [
        translate("KeptGame", "You watch the computer players.") if kept.header.role is Role.WATCH
        else translate("KeptGame", "You bet at the table."),
        translate("KeptGame", "Shoe {shoe}, turn {turn}; {cards} cards left in the shoe.").format(
            shoe=game.shoe_number, turn=game.turns_dealt, cards=game.cards_left),
        translate("KeptGame", "Balances: {balances}.").format(balances=", ".join(
            f"{display_name(player)} {format_amount(amount)}" for player, amount in game.balances().items())),
    ]
    if game.layout_total:
        lines.append(translate("KeptGame", "On the layout: {amount}.").format(amount=format_amount(game.layout_total)))
    return lines


__all__ = ["WATCH_PACE", "CasinoSession", "describe_kept"]
