"""Real journals of both games for the journal's tests: written by the game's own session object (its controller
publishing each action, the journal writing it), or from a random walk through the core grouped into actions as
a controller groups them; and the lines of a journal, to damage and forge."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from shtoss_desktop.app.casino.controller import CasinoConfig
from shtoss_desktop.app.casino.session import CasinoSession
from shtoss_desktop.app.session import GameSession
from shtoss_desktop.app.shtoss.controller import SessionConfig
from shtoss_desktop.app.shtoss.session import ShtossSession
from shtoss_desktop.core.casino.players import CasinoStyle
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.machine import Machine
from shtoss_desktop.core.replay import RecordedAction
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import BankerRotation, HouseRules, Premium, PremiumEvent
from shtoss_desktop.storage.journal import CASINO, SHTOSS, Journal, JournalGame
from shtoss_desktop.storage.problems import StorageProblem

RULES = HouseRules(initial_kush=2, bank=40, capital=200, talia=True, refuse_above=3,
                   premiums=(Premium(PremiumEvent.SONIK_WIN, 1), Premium(PremiumEvent.SERIES, 1, 2)),
                   banker_rotation=BankerRotation.EACH_DEAL)
"""Shtoss rules with a talia, a banker's limit, premiums and rotation: most kinds of record come up."""
CASINO_RULES = CasinoRules(table_minimum=2, table_maximum=60, capital=400, players=3)
"""A casino table with small limits, so that a watched game bets much."""


class Played:
    """A session of one game with its journal in `folder`, wired as the window wires it; problems collected."""

    def __init__(self, session: GameSession[Any, Any, Any], folder: Path) -> None:
        self.session = session
        self.folder = folder
        self.problems: list[StorageProblem] = []
        session.journalProblem.connect(self.problems.append)
        self.kept = session.keep_journal(folder)

    @property
    def journal(self) -> Journal[Any, Any]:
        assert self.session.journal is not None
        return self.session.journal

    @property
    def path(self) -> Path:
        return self.journal.path

    @property
    def game(self) -> Any:
        return self.session.controller.game

    def steps(self, count: int) -> int:
        """Up to `count` computer steps (turns of a watched casino game)."""
        done = 0
        controller = self.session.controller
        while done < count:
            if isinstance(self.session, CasinoSession):
                if not controller.game.can_deal_turn():
                    break
                controller.deal()
            elif not controller.advance():
                break
            done += 1
        return done

    def close(self) -> None:
        self.session.close()


def shtoss(folder: Path, seed: int = 3, rules: HouseRules = RULES, *, start: bool = True) -> Played:
    """A watched shtoss session of three computer punters, journaled in `folder`."""
    played = Played(ShtossSession(), folder)
    if start:
        played.session.start(SessionConfig(
            rules=rules, role=Role.WATCH, seed=seed, human_name="Hermann",
            styles=(PunterStyle.PAROLI_RUNNER, PunterStyle.HERMANN, PunterStyle.ODDS_AWARE)))
    return played


def casino(folder: Path, seed: int = 3, rules: CasinoRules = CASINO_RULES, *, watch: bool = True,
           start: bool = True) -> Played:
    """A casino session (watched, or with the human betting nothing), journaled in `folder`."""
    played = Played(CasinoSession(), folder)
    if start:
        played.session.start(CasinoConfig(rules=rules, human_name="Hermann", watch=watch, seed=seed))
    return played


GAMES: dict[str, Callable[..., Played]] = {"shtoss": shtoss, "casino": casino}
"""Each game's session maker, by name (for parametrized tests)."""
KINDS: dict[str, JournalGame[Any, Any]] = {"shtoss": SHTOSS, "casino": CASINO}
"""Each game's part of the journal, by name."""


def grouped(game: Machine[Any, Any, Any], rng: random.Random, *, together: float = 0.4
            ) -> list[RecordedAction[Any, Any]]:
    """A played game's moves as a journal's actions: the setup's records first, then the moves in groups of one
    or more (`together`: the chance a move joins the action before it), as a controller publishes them."""
    moved = sum(len(played.events) for played in game.played)
    moves: list[Any] = []
    events: list[Any] = list(game.log[: len(game.log) - moved])
    actions: list[RecordedAction[Any, Any]] = []
    for played in game.played:
        if events and (actions or moves) and rng.random() >= together:
            actions.append(RecordedAction(tuple(moves), tuple(events)))
            moves, events = [], []
        moves.append(played.move)
        events += played.events
    actions.append(RecordedAction(tuple(moves), tuple(events)))
    return actions


def raw_lines(path: Path) -> list[bytes]:
    """The journal's complete lines, without their newlines."""
    return path.read_bytes().split(b"\n")[:-1]


def write_lines(path: Path, lines: list[bytes]) -> bytes:
    """Write `lines` as the journal; returns the bytes written."""
    data = b"".join(line + b"\n" for line in lines)
    path.write_bytes(data)
    return data


def line_json(lines: list[bytes], number: int) -> dict[str, Any]:
    """Line `number` (counted from 1) as JSON."""
    data = json.loads(lines[number - 1])
    assert isinstance(data, dict)
    return data


def with_line(lines: list[bytes], number: int, data: object) -> list[bytes]:
    """`lines` with line `number` (from 1) replaced by `data` as JSON (lone surrogates escaped, as JSON does)."""
    return [*lines[: number - 1], json.dumps(data).encode(), *lines[number:]]


COMPUTER_STYLES = {"shtoss": PunterStyle, "casino": CasinoStyle}
"""Each game's temperaments."""
