"""Archived sessions of both games played from seeds, the human's part by the scripted player: for the statistics'
tests and benchmark (`benchmarks/make_archive.py`), each written by the game's own session object and journal, so
that they are what a player's archive holds.

A shtoss session is played by `ScriptedPlayer` (app/shtoss/scripted_player.py) as punter or as banker; a casino
session by a punter who puts a chip on two ranks (one with a suit bet) before each shoe and deals it out. A shtoss
session is ended (`end_session`); a casino session, which has no end, is archived as when the next game begins.
"""

from __future__ import annotations

import random
from pathlib import Path

from shtoss_desktop.app.casino.controller import CasinoConfig
from shtoss_desktop.app.casino.session import CasinoSession
from shtoss_desktop.app.shtoss.controller import SessionConfig
from shtoss_desktop.app.shtoss.scripted_player import Manner, ScriptedPlayer
from shtoss_desktop.app.shtoss.session import ShtossSession
from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.casino.table import CasinoPhase
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import DealFinished
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.storage.journal import CASINO, archive

HUMAN = "Hermann"
"""The human's name in the sessions made."""


def play_shtoss(folder: Path, seed: int, *, role: Role = Role.PUNTER, deals: int = 3,
                rules: HouseRules | None = None, manner: Manner | None = None) -> None:
    """One shtoss session from `seed`, `deals` deals long (or until it ends by itself), archived in `folder`; the
    human plays in `manner` (None: thorough, casual every third seed)."""
    session = ShtossSession()
    session.set_autoplay(False)
    session.keep_journal(folder)
    session.start(SessionConfig(rules=rules or HouseRules(talia=seed % 2 == 1), role=role, seed=seed,
                                human_name=HUMAN, styles=(PunterStyle.PAROLI_RUNNER, PunterStyle.HERMANN)))
    controller = session.controller
    player = ScriptedPlayer(controller, manner or (Manner.THOROUGH if seed % 3 else Manner.CASUAL),
                            rng=random.Random(seed))
    for _ in range(20_000):
        finished = sum(isinstance(record, DealFinished) for record in controller.game.log)
        if finished >= deals or not player.move():
            break
    if controller.can_end_session():
        controller.end_session()
    session.close()
    session.deleteLater()


def play_casino(folder: Path, seed: int, *, shoes: int = 1, rules: CasinoRules | None = None,
                more_bets: bool = True) -> None:
    """One casino session from `seed`, `shoes` shoes long, the human betting, archived in `folder`; with
    `more_bets` he adds a chip now and then during the shoe (to a bet of his or a new one)."""
    session = CasinoSession()
    session.set_autoplay(False)
    session.keep_journal(folder)
    session.start(CasinoConfig(rules=rules or CasinoRules(), human_name=HUMAN, seed=seed))
    controller = session.controller
    rng = random.Random(seed)
    ranks = list(Rank)
    for shoe in range(shoes):
        if shoe:
            controller.deal()  # the next shoe
        first, second = rng.sample(ranks, 2)
        controller.add_chip(first)
        controller.set_suit(second, rng.choice(list(Suit)))
        while controller.game.phase is CasinoPhase.BETTING and controller.deal():
            bet_on = rng.choice(ranks)
            if more_bets and rng.random() < 0.3 and controller.game.copies_left(bet_on):
                controller.add_chip(bet_on)
    journal = session.journal
    assert journal is not None
    assert journal.header is not None
    started = journal.header.started
    session.close()
    session.deleteLater()
    # A casino session is never ended at the table: it goes to the archive when the next game begins.
    archive(journal.path, CASINO, started)


def make_archive(folder: Path, sessions: int, *, first_seed: int = 1) -> None:
    """`sessions` sessions in `folder`'s archive: shtoss as punter, shtoss as banker and casino, in turn."""
    for number in range(sessions):
        seed = first_seed + number
        match number % 3:
            case 0:
                play_shtoss(folder, seed)
            case 1:
                play_shtoss(folder, seed, role=Role.BANKER)
            case _:
                play_casino(folder, seed)


__all__ = ["HUMAN", "make_archive", "play_casino", "play_shtoss"]
