"""Tests mirror app/replay.py: the past deals and shoes of this session and of the archive, replayed step by step
from the core's records, and exported as the CLI's input (fed to the CLI as a program: its net is the deal's)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from shtoss_desktop.app import replay
from shtoss_desktop.app.casino.controller import CasinoConfig, CasinoController
from shtoss_desktop.app.replay import PastPlay, PastPlaysModel, Replay
from shtoss_desktop.core.export import Exported, Refused, Unwritable
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import DealFinished
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.storage.journal import SHTOSS, archive
from tests.storage.journal_helpers import CASINO_RULES, Played, raw_lines, shtoss, with_line, write_lines

RULES = HouseRules(paroli=False, initial_kush=2, bank=60, capital=300)
"""Rules whose deals mostly can be written as the settle command's input."""


def _played(folder: Path, seed: int = 3, steps: int = 120) -> Played:
    played = shtoss(folder, seed, RULES)
    played.steps(steps)
    return played


def _state(walk: Replay) -> object:
    game = walk.game()
    assert isinstance(game, Game)
    return game.state()


def _plays(played: Played) -> list[PastPlay]:
    return replay.session_plays(GameKind.SHTOSS, played.game, RULES)


def test_this_sessions_ended_deals_are_listed(qapp: QCoreApplication, tmp_path: Path) -> None:
    played = _played(tmp_path)
    finished = [r.deal_number for r in played.game.log if isinstance(r, DealFinished)]
    assert [p.span.number for p in _plays(played)] == finished
    played.close()


def test_a_replay_goes_forward_one_move_at_a_time_to_the_deals_end(qapp: QCoreApplication, tmp_path: Path) -> None:
    played = _played(tmp_path)
    play = _plays(played)[1]
    walk = Replay(play)
    shown = list(walk.records())
    while not walk.at_end:
        shown += walk.forward()
    assert tuple(shown) == played.game.log[: play.span.end]
    played.close()


def test_each_step_shows_the_game_its_records_make_in_both_directions(qapp: QCoreApplication,
                                                                      tmp_path: Path) -> None:
    played = _played(tmp_path)
    play = _plays(played)[2]
    walk = Replay(play)
    forward = []
    while True:
        forward.append(_state(walk))
        if walk.at_end:
            break
        walk.forward()
    backward = []
    while True:
        backward.append(_state(walk))
        if not walk.back():
            break
    assert backward == forward[::-1]
    played.close()


def test_the_first_step_is_before_the_cut_and_the_last_after_the_deal(qapp: QCoreApplication,
                                                                    tmp_path: Path) -> None:
    played = _played(tmp_path)
    walk = Replay(_plays(played)[1])
    first = walk.game()
    walk.go(walk.last)
    last = walk.game()
    assert isinstance(first, Game)
    assert isinstance(last, Game)
    assert (first.phase is Phase.DEALING, last.phase is Phase.DEALING, last.state().deal_number) == (False, False, 2)
    played.close()


def test_each_step_is_the_live_games_table_at_that_moment(qapp: QCoreApplication, tmp_path: Path) -> None:
    played = _played(tmp_path)
    play = _plays(played)[0]
    walk = Replay(play)
    walk.go(3)
    live = Game.replay(RULES, played.game.log[: play.span.steps[3]])
    assert _state(walk) == live.state()
    played.close()


def test_archived_sessions_deals_are_listed_as_they_were_played(qapp: QCoreApplication, tmp_path: Path) -> None:
    played = _played(tmp_path)
    spans = [p.span for p in _plays(played)]
    played.close()
    archive(played.path, SHTOSS)
    found = replay.archived_plays(GameKind.SHTOSS, tmp_path)
    assert ([p.span for p in found.plays], found.left_out) == (spans, ())


def test_an_archived_journal_that_does_not_replay_clean_is_left_out(qapp: QCoreApplication, tmp_path: Path) -> None:
    played = _played(tmp_path)
    played.close()
    path = archive(played.path, SHTOSS)
    lines = raw_lines(path)
    forged = json.loads(lines[3])
    forged["events"] = forged["events"][:-1]
    write_lines(path, with_line(lines, 4, forged))
    found = replay.archived_plays(GameKind.SHTOSS, tmp_path)
    assert (found.plays, len(found.left_out)) == ((), 1)


def test_the_exported_deal_fed_to_the_cli_gives_the_deals_net(qapp: QCoreApplication, tmp_path: Path) -> None:
    played = _played(tmp_path)
    written = [(play, found) for play in _plays(played) if isinstance(found := replay.export_play(play), Exported)]
    play, exported = written[0]
    run = subprocess.run([sys.executable, "-m", "shtoss_desktop.core", "settle"], input=exported.text(),
                         capture_output=True, text=True, check=True, cwd=Path(__file__).resolve().parents[2])
    ids = dict(exported.ids)
    assert json.loads(run.stdout)["net"] == {ids[name]: amount for name, amount in play.span.net}
    played.close()


def test_a_casino_shoe_of_this_session_is_listed(qapp: QCoreApplication) -> None:
    controller = CasinoController()
    controller.new_session(CasinoConfig(rules=CASINO_RULES, human_name="Hermann", watch=True, seed=3))
    while controller.game.can_deal_turn():
        controller.deal()
    plays = replay.session_plays(GameKind.CASINO, controller.game, CASINO_RULES)
    walk = Replay(plays[0])
    walk.go(walk.last)
    assert walk.records() == controller.game.log[: plays[0].span.end]
    controller.deleteLater()


@pytest.mark.parametrize("reason", list(Unwritable))
def test_every_refusal_has_russian_words(russian: None, reason: Unwritable) -> None:
    text = replay.refusal_text(Refused(reason, {"reason": "x"} if reason is Unwritable.CLI_REFUSES else {}))
    assert any("а" <= letter <= "я" for letter in text)


def test_every_refusal_has_english_words(qapp: QCoreApplication) -> None:
    texts = {replay.refusal_text(Refused(r, {"reason": "x"})) for r in Unwritable}
    assert len(texts) == len(Unwritable)


def test_the_list_shows_the_newest_deal_first_with_its_money(qapp: QCoreApplication, tmp_path: Path) -> None:
    played = _played(tmp_path)
    plays = _plays(played)
    model = PastPlaysModel(plays)
    newest = plays[-1]
    cells = [model.data(model.index(0, column), Qt.ItemDataRole.DisplayRole) for column in range(3)]
    assert cells == ["This session", f"Deal {newest.span.number}", replay.money_text(newest.span)]
    played.close()
