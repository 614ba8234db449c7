"""The headless self-test behind `python -m shtoss_desktop --self-test`.

It plays seeded sessions through the same `GameController` the window drives, with the human's moves scripted
(`scripted_player.py`, the thorough manner): as a punter (stake cards, bend a corner when allowed, take
winnings, cut) and as a banker (answer offers, deal abzug by abzug, put up a new bank when the bank is
broken), under different house rules. After every step it checks that no chip appeared or vanished, that every
stake placed is decided exactly once (or is still riding, or went back), that the table models match the game,
and at the end that replaying the log rebuilds the identical state.

It needs no widgets: a `QCoreApplication` is enough, and one is made if none exists.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.shtoss.controller import GameController, SessionConfig, Waiting
from shtoss_desktop.app.shtoss.models import PilesModel, SeatsModel, StakesModel
from shtoss_desktop.app.shtoss.scripted_player import Manner, ScriptedPlayer
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.errors import GameError
from shtoss_desktop.core.shtoss.events import (
    AtandeCalled,
    BankPutUp,
    DealFinished,
    Event,
    PaixMade,
    ParoliBent,
    StakeDecided,
    StakeOffered,
    StakePlaced,
    StakeReturned,
    WinningsPickedUp,
)
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules, preset
from shtoss_desktop.core.shtoss.settle import Outcome

DEALS_PER_SESSION = 6
"""How many deals (talias) each scripted session plays."""

STEP_LIMIT = 20_000
"""A session that needs more controller steps than this is stuck."""


class SelfTestError(Exception):
    """One check failed; the message says which and where."""


@dataclass
class _Ledger:
    """Every stake placed, followed to its end: decided, riding again, picked up or returned."""

    riding: dict[tuple[str, Card], int] = field(default_factory=dict)
    """Undecided cards: (punter, card) -> entry."""
    won: dict[tuple[str, Card], int] = field(default_factory=dict)
    """Given cards whose money waits."""
    decided: set[tuple[int, Card, int]] = field(default_factory=set)
    """(entry, card, ride) for every decision, so a decision twice of the same ride is caught."""
    rides: dict[tuple[int, Card], int] = field(default_factory=dict)
    """How many times each staked card has been put at risk (1, then +1 per paroli or paix)."""
    placed: int = 0
    """Cards staked."""
    decisions: int = 0
    """Decisions seen."""

    def record(self, event: Event) -> None:
        if isinstance(event, StakePlaced):
            for card in event.cards:
                key = (event.punter, card)
                if key in self.riding or key in self.won:
                    raise SelfTestError(f"{event.punter} staked {card} while it was still on the table")
                self.riding[key] = event.entry
                self.rides[(event.entry, card)] = 1
                self.placed += 1
        elif isinstance(event, StakeDecided):
            key = (event.punter, event.card)
            entry = self.riding.pop(key, None)
            if entry != event.entry:
                raise SelfTestError(f"stake {event.entry} ({event.card}) was decided but was not riding")
            ride = (event.entry, event.card, self.rides[(event.entry, event.card)])
            if ride in self.decided:
                raise SelfTestError(f"stake {event.entry} ({event.card}) was decided twice")
            self.decided.add(ride)
            self.decisions += 1
            if event.outcome is Outcome.GIVEN:
                self.won[key] = event.entry
        elif isinstance(event, ParoliBent | PaixMade):
            key = (event.punter, event.card)
            if key not in self.won:
                raise SelfTestError(f"{event.punter} let {event.card} ride without winnings on it")
            entry = self.won.pop(key)
            self.riding[key] = entry
            self.rides[(entry, event.card)] += 1
        elif isinstance(event, WinningsPickedUp):
            if self.won.pop((event.punter, event.card), None) is None:
                raise SelfTestError(f"{event.punter} picked up winnings on {event.card} that were not there")
        elif isinstance(event, StakeReturned) and self.riding.pop((event.punter, event.card), None) is None:
            raise SelfTestError(f"{event.punter}'s stake on {event.card} went back but was not riding")


class _Session:
    """One scripted session: the controller, its models, and the checks after every step."""

    def __init__(self, name: str, config: SessionConfig) -> None:
        self.name = name
        self.controller = GameController()
        self.seats = SeatsModel(self.controller)
        self.stakes = StakesModel(self.controller)
        self.piles = PilesModel(self.controller)
        self.ledger = _Ledger()
        self.deals = 0
        self.steps = 0
        self.controller.eventRecorded.connect(self._on_event)
        self.controller.new_session(config)
        self.total = self.controller.game.state().total_money

    def _on_event(self, event: object) -> None:
        if isinstance(event, Event):
            self.ledger.record(event)
            if isinstance(event, DealFinished):
                self.deals += 1

    def play(self) -> None:
        """Play the human's part with the thorough scripted player until the session has had its deals, ends, or
        the punter can go no further; then end it and check the replay."""
        player = ScriptedPlayer(self.controller, Manner.THOROUGH, after_command=self.after_step)
        while self.deals < DEALS_PER_SESSION and player.move():
            pass
        self.finish()

    def step(self, action: Callable[[], object]) -> None:
        action()
        self.after_step()

    def after_step(self) -> None:
        """Count the step and check the session after it."""
        self.steps += 1
        if self.steps > STEP_LIMIT:
            raise SelfTestError(f"{self.name}: the session did not move on after {STEP_LIMIT} steps")
        self.check()

    def check(self) -> None:
        state = self.controller.game.state()
        if state.total_money != self.total:
            raise SelfTestError(f"{self.name}: the chips came to {state.total_money}, not {self.total}, "
                                  f"after step {self.steps}")
        riding = {(s.punter, s.card): s.entry for s in state.stakes}
        won = {(w.punter, w.card): w.entry for w in state.winnings}
        if riding != self.ledger.riding or won != self.ledger.won:
            raise SelfTestError(f"{self.name}: the stakes on the table differ from the stakes placed and "
                                  f"decided, after step {self.steps}")
        if [(r.player, r.balance) for r in self.seats.rows()] != [
                (p, state.balance(p)) for p in (state.banker, *state.punter_seats)]:
            raise SelfTestError(f"{self.name}: the seats model differs from the balances")
        if len(self.stakes.rows()) != len(state.stakes) + len(state.winnings):
            raise SelfTestError(f"{self.name}: the stakes model differs from the table")
        piles = self.piles.rows()
        if tuple(a.right for a in piles) != state.right_pile or tuple(a.left for a in piles) != state.left_pile:
            raise SelfTestError(f"{self.name}: the piles model differs from the piles")

    def kinds(self) -> Counter[str]:
        """How many events of each kind the session's log holds."""
        return Counter(event.kind for event in self.controller.game.log)

    def finish(self) -> None:
        """End the session if it still runs and check the replay."""
        if self.controller.waiting_for() is not Waiting.OVER:
            self.step(self.controller.end_session)
        game = self.controller.game
        if self.ledger.riding or self.ledger.won:
            raise SelfTestError(f"{self.name}: money was left on the table at the end")
        replayed = Game.replay(self.controller.config.rules, game.log).state()
        if replayed != game.state():
            raise SelfTestError(f"{self.name}: replaying the log does not give the same state")


def _play_punter(name: str, rules: HouseRules, seed: int) -> _Session:
    """A session the human starts as a punter."""
    session = _Session(name, SessionConfig(rules=rules, role=Role.PUNTER, seed=seed, human_name="Hermann",
                                           styles=(PunterStyle.PAROLI_RUNNER, PunterStyle.MIRANDOLE)))
    session.play()
    return session


def _play_banker(name: str, rules: HouseRules, seed: int) -> _Session:
    """A session the human starts as the banker."""
    styles = (PunterStyle.HERMANN, PunterStyle.PAROLI_RUNNER, PunterStyle.ODDS_AWARE)
    session = _Session(name, SessionConfig(rules=rules, role=Role.BANKER, seed=seed, human_name="Chekalinsky",
                                           styles=styles))
    session.play()
    return session


def run_self_test(rules: HouseRules | None = None) -> tuple[bool, str]:
    """Play the scripted sessions; (True, a summary line) or (False, what failed).

    Without `rules` the sessions play a built-in set of house rules chosen so that every kind of move occurs
    (corners bent, offers answered, a bank broken and put up again, атанде), and the test fails if one does not.
    With `rules` (a player's house rules file) every session plays those: the same checks run after every step,
    and the sessions must get to play deals, but a move the rules forbid or the cards never call for is not
    required.
    """
    if QCoreApplication.instance() is None:
        _application.append(QCoreApplication(sys.argv[:1]))
    if rules is None:
        small_bank = preset("pharaon").rules.replace(bank=36)  # so that it breaks
        punting = [("punter, classic", preset("classic").rules, 1), ("punter, talia", HouseRules(talia=True), 2)]
        banking = [("banker, pharaon", small_bank, 4), ("banker, thirds", preset("thirds").rules, 6)]
    else:
        punting = [("punter, given rules, seed 1", rules, 1), ("punter, given rules, seed 2", rules, 2)]
        banking = [("banker, given rules, seed 4", rules, 4), ("banker, given rules, seed 6", rules, 6)]
    try:
        as_punter = [_play_punter(name, session_rules, seed) for name, session_rules, seed in punting]
        as_banker = [_play_banker(name, session_rules, seed) for name, session_rules, seed in banking]
    except (SelfTestError, GameError) as error:
        return False, f"self-test failed: {error}"
    punter_deals = sum(s.deals for s in as_punter)
    banker_deals = sum(s.deals for s in as_banker)
    events = sum(len(s.controller.game.log) for s in (*as_punter, *as_banker))
    banked = sum((s.kinds() for s in as_banker), Counter())
    corners = sum(1 for s in as_punter for e in s.controller.game.log
                  if isinstance(e, ParoliBent) and e.punter == s.controller.human)
    new_banks = sum(1 for s in as_banker for e in s.controller.game.log if isinstance(e, BankPutUp) and e.second)
    answered = banked[StakeOffered.kind]
    required = [("deals as punter", punter_deals), ("deals as banker", banker_deals)]
    if rules is None:
        required += [("corners bent by the human", corners), ("offers answered", answered),
                     ("new banks", new_banks), ("атанде", banked[AtandeCalled.kind])]
    missing = [what for what, count in required if count == 0]
    if missing:
        under = "" if rules is None else "under the given rules "
        return False, f"self-test failed: {under}the scripted sessions had no {', no '.join(missing)}"
    if rules is None:
        return True, (f"self-test ok: {punter_deals} deals as punter (classic, talia), {banker_deals} as banker "
                      f"(pharaon, thirds), {corners} corners bent, {answered} offers answered, {new_banks} new "
                      f"bank, {events} events replayed, chips conserved")
    return True, (f"self-test ok under the given rules: {punter_deals} deals as punter, {banker_deals} as banker, "
                  f"{corners} corners bent, {answered} offers answered, {new_banks} new banks, {events} events "
                  f"replayed, chips conserved")


_application: list[QCoreApplication] = []
"""Keeps the application the self-test made alive."""
