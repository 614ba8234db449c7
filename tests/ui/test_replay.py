"""Tests mirror ui/replay.py with the shtoss table (ui/shtoss/replay_table.py): Game ▸ Replay a past deal lists the
ended deals, replays one on a table of its own step by step through the same shown records as live play (the table
matches the core's game at every step, forward and back), exports it for the CLI, and leaves the game as it was."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any, cast

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from shtoss_desktop.app.casino.controller import CasinoConfig
from shtoss_desktop.app.replay import export_play, refusal_text
from shtoss_desktop.app.shtoss.aids import cards_gone
from shtoss_desktop.app.words import card_text, rank_index
from shtoss_desktop.core import cli
from shtoss_desktop.core.casino.events import BetDecided, ShoeEnded
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.export import Exported, Refused, Unwritable
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import DealFinished, PremiumPaid, StakeDecided
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.storage.settings import AppSettings, Speed
from shtoss_desktop.ui.casino.replay_table import CasinoReplayTable
from shtoss_desktop.ui.casino.window import CasinoWindow
from shtoss_desktop.ui.replay import ReplayDialog
from shtoss_desktop.ui.shtoss.replay_table import ShtossReplayTable
from shtoss_desktop.ui.shtoss.window import MainWindow
from tests.storage.journal_helpers import CASINO_RULES
from tests.ui.table_helpers import assert_table_matches_core, config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

RULES = HouseRules(paroli=False)
"""Rules whose deals can mostly be written as the settle command's input."""


def _played(qtbot: Any, tmp_path: Path, deals: int = 3) -> MainWindow:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.WATCH, computers=3, rules=RULES))
    controller = window.controller
    while sum(isinstance(r, DealFinished) for r in controller.game.log) < deals:
        assert controller.advance()
    qtbot.waitUntil(window.scene.is_idle)
    return window


def _open(qtbot: Any, window: MainWindow | CasinoWindow) -> ReplayDialog:
    window.actions_by_name["replay"].trigger()
    dialog = window.findChild(ReplayDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def _table(dialog: ReplayDialog) -> ShtossReplayTable:
    assert isinstance(dialog.table, ShtossReplayTable)
    return dialog.table


def _check(qtbot: Any, dialog: ReplayDialog) -> None:
    """The replay's table at rest shows the game the records up to this step make, card by card."""
    table = _table(dialog)
    qtbot.waitUntil(table.scene.is_idle)
    assert dialog.replay is not None
    assert table.scene.shown.game.log == dialog.replay.records()
    assert_table_matches_core(cast(Any, table))


def test_the_list_holds_this_sessions_ended_deals_newest_first(qtbot: Any, tmp_path: Path) -> None:
    window = _played(qtbot, tmp_path)
    dialog = _open(qtbot, window)
    numbers = [dialog.model.play(row).span.number for row in range(dialog.model.rowCount())
               if dialog.model.play(row).source is None]
    assert numbers == [3, 2, 1]


def test_the_table_matches_the_core_at_every_step_forward(qtbot: Any, tmp_path: Path) -> None:
    window = _played(qtbot, tmp_path)
    dialog = _open(qtbot, window)
    assert dialog.replay is not None
    _check(qtbot, dialog)
    while not dialog.replay.at_end:
        dialog.forward()
        _check(qtbot, dialog)


def test_the_table_matches_the_core_at_every_step_back(qtbot: Any, tmp_path: Path) -> None:
    window = _played(qtbot, tmp_path)
    dialog = _open(qtbot, window)
    dialog.last()
    assert dialog.replay is not None
    _check(qtbot, dialog)
    while not dialog.replay.at_start:
        dialog.back()
        _check(qtbot, dialog)


def test_the_keys_step_forward_and_back(qtbot: Any, tmp_path: Path) -> None:
    window = _played(qtbot, tmp_path)
    dialog = _open(qtbot, window)
    assert dialog.replay is not None
    steps = []
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_End, Qt.Key.Key_Home):
        QTest.keyClick(dialog.list, key)
        steps.append(dialog.replay.step)
    assert steps == [1, 2, 1, dialog.replay.last, 0]


def test_the_buttons_step_forward_and_back_by_mouse(qtbot: Any, tmp_path: Path) -> None:
    window = _played(qtbot, tmp_path)
    dialog = _open(qtbot, window)
    assert dialog.replay is not None
    steps = []
    for name in ("forward", "forward", "back", "last", "first"):
        QTest.mouseClick(dialog.buttons[name], Qt.MouseButton.LeftButton)
        steps.append(dialog.replay.step)
        _check(qtbot, dialog)
    assert steps == [1, 2, 1, dialog.replay.last, 0]


def test_the_buttons_at_either_end_are_off(qtbot: Any, tmp_path: Path) -> None:
    window = _played(qtbot, tmp_path)
    dialog = _open(qtbot, window)
    at_start = {name: button.isEnabled() for name, button in dialog.buttons.items()}
    dialog.last()
    at_end = {name: button.isEnabled() for name, button in dialog.buttons.items()}
    assert (at_start, at_end) == (
        {"back": False, "forward": True, "first": False, "last": True, "export": True},
        {"back": True, "forward": False, "first": True, "last": False, "export": True})


def test_ctrl_r_opens_the_replay_from_the_shtoss_window(qtbot: Any, tmp_path: Path) -> None:
    window = _played(qtbot, tmp_path, deals=1)
    QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.findChild(ReplayDialog) is not None)


def test_the_game_waits_while_the_replay_is_open(qtbot: Any, tmp_path: Path) -> None:
    window = _played(qtbot, tmp_path, deals=1)
    dialog = _open(qtbot, window)
    held_open = window.session.held
    dialog.close()
    assert (held_open, window.session.held) == (True, False)


def test_the_history_beside_the_replayed_table_follows_its_shown_records(qtbot: Any, tmp_path: Path) -> None:
    window = _played(qtbot, tmp_path)
    dialog = _open(qtbot, window)
    heard: list[object] = []
    _table(dialog).scene.shown.eventRecorded.connect(heard.append)
    dialog.forward()
    _check(qtbot, dialog)
    assert dialog.replay is not None
    assert tuple(heard) == dialog.replay.records()[dialog.replay.play.span.steps[0]:]


def test_what_the_replayed_table_says_is_announced(qtbot: Any, tmp_path: Path) -> None:
    from shtoss_desktop.app.shtoss.narration import narrate
    from shtoss_desktop.ui.shell.announcer import Announcer, spoken_text

    window = _played(qtbot, tmp_path)
    dialog = _open(qtbot, window)
    announcer = dialog.findChild(Announcer)
    assert announcer is not None, "the replay window speaks to the screen reader"
    before = len(announcer.said())
    dialog.forward()
    _check(qtbot, dialog)
    assert dialog.replay is not None
    shown = _table(dialog).scene.shown.game
    step = dialog.replay.records()[dialog.replay.play.span.steps[0]:]
    # At the instant speed a step's records show at once, and the table says the last of them.
    last = next(text for event in reversed(step) if (text := narrate(event, None, shown.banker)))
    assert len(announcer.said()) > before
    assert announcer.said()[-1].text == spoken_text(" ".join(last.split()))


def test_the_history_view_beside_the_replay_grows_forward_and_is_rebuilt_back(qtbot: Any, tmp_path: Path) -> None:
    window = _played(qtbot, tmp_path)
    dialog = _open(qtbot, window)
    history = _table(dialog).history_model
    rows = [history.rowCount()]
    for _ in range(3):
        dialog.forward()
        _check(qtbot, dialog)
        rows.append(history.rowCount())
    dialog.back()
    _check(qtbot, dialog)
    assert rows[0] < rows[1] < rows[2] < rows[3]
    assert history.rowCount() == rows[2]


def _check_aids(qtbot: Any, dialog: ReplayDialog, step_records: Sequence[object]) -> None:
    """The replay's case-keeper counts the cards gone as the core's state at this step does, and the coach's last
    lines explain, in order, the stakes this step decided."""
    table = _table(dialog)
    qtbot.waitUntil(table.scene.is_idle)
    state = table.scene.shown.game.state()
    gone = cards_gone(state, table.scene.shown.cards_out)
    picture = table.keeper_view.keeper.picture
    for column in picture.columns:
        count = sum(1 for card in gone if card.rank is column.rank)
        assert (column.gone, column.left) == (count, 4 - count), column
    assert dialog.replay is not None
    decided = [r for r in step_records if isinstance(r, StakeDecided)]
    lines = table.coach_panel.lines()
    said = [r for r in dialog.replay.records()[dialog.replay.play.span.steps[0]:]
            if isinstance(r, StakeDecided | PremiumPaid)]
    assert len(lines) == len(said), "one line for each stake decided and premium paid in the deal up to the step"
    # The step's own records are the last said, in order.
    this_step = [line for line, record in zip(lines, said, strict=True) if record in step_records]
    assert len(this_step) == sum(1 for r in step_records if isinstance(r, StakeDecided | PremiumPaid))
    for line, record in zip([ln for ln, r in zip(lines, said, strict=True) if isinstance(r, StakeDecided)
                             and r in decided], decided, strict=True):
        assert card_text(record.card) in line, (line, record)
        assert card_text(record.deciding_card) in line, (line, record)


def _step_records(dialog: ReplayDialog) -> tuple[object, ...]:
    assert dialog.replay is not None
    steps = dialog.replay.play.span.steps
    step = dialog.replay.step
    if step == 0:
        return ()
    return tuple(dialog.replay.records()[steps[step - 1]:])


def test_the_case_keeper_and_the_coach_follow_the_replay_forward_and_back(qtbot: Any, tmp_path: Path) -> None:
    window = _played(qtbot, tmp_path)
    dialog = _open(qtbot, window)
    assert dialog.replay is not None
    _check_aids(qtbot, dialog, ())
    decided = 0
    while not dialog.replay.at_end:
        dialog.forward()
        records = _step_records(dialog)
        decided += sum(1 for r in records if isinstance(r, StakeDecided))
        _check_aids(qtbot, dialog, records)
    assert decided, "the deal decided stakes"
    gone = sum(c.gone for c in _table(dialog).keeper_view.keeper.picture.columns)
    assert gone > 0
    while not dialog.replay.at_start:
        dialog.back()
        _check_aids(qtbot, dialog, _step_records(dialog))
    assert _table(dialog).coach_panel.lines() == []


def test_leaving_the_replay_returns_to_the_game_as_it_was(qtbot: Any, tmp_path: Path) -> None:
    window = _played(qtbot, tmp_path)
    log, shown = window.controller.game.log, window.scene.shown.game.log
    dialog = _open(qtbot, window)
    dialog.forward()
    dialog.last()
    dialog.close()
    assert (window.controller.game.log, window.scene.shown.game.log) == (log, shown)
    assert_table_matches_core(window)


def test_an_exported_deal_fed_to_the_cli_gives_its_net(qtbot: Any, tmp_path: Path) -> None:
    window = _played(qtbot, tmp_path)
    dialog = _open(qtbot, window)
    assert dialog.replay is not None
    target = tmp_path / "deal.json"
    said = dialog.export_to(target)
    assert said.startswith("Saved as")
    status, out, _ = cli.run(["settle"], target.read_text(encoding="utf-8"))
    exported = export_play(dialog.replay.play)
    assert isinstance(exported, Exported)
    ids = dict(exported.ids)
    expected = {ids[name]: amount for name, amount in dialog.replay.play.span.net}
    assert (status, json.loads(out)["net"]) == (0, expected)


# ----- the casino -----


def _casino(qtbot: Any, tmp_path: Path) -> CasinoWindow:
    window = CasinoWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    window.set_speed(Speed.INSTANT)
    window.show()
    qtbot.waitExposed(window)
    window.session.set_autoplay(False)
    window.start(CasinoConfig(rules=CASINO_RULES, human_name="Hermann", watch=True, seed=3))
    controller = window.controller
    while not any(isinstance(r, ShoeEnded) for r in controller.game.log):
        assert controller.deal()
    qtbot.waitUntil(window.scene.is_idle)
    return window


def _check_casino(qtbot: Any, dialog: ReplayDialog) -> None:
    """The replay's casino table at rest shows the game the records up to this step make: its bets, its cards."""
    table = dialog.table
    assert isinstance(table, CasinoReplayTable)
    qtbot.waitUntil(table.scene.is_idle)
    assert dialog.replay is not None
    game = dialog.replay.game()
    assert isinstance(game, CasinoGame)
    shown = table.scene.shown_game
    assert shown is not None
    assert shown.log == dialog.replay.records()
    assert table.scene.shown_bets() == {(bet.player, bet.rank): bet.amount for bet in game.bets}
    assert table.scene.shown.game.log == dialog.replay.records()


def test_a_casino_shoe_is_replayed_step_by_step_both_ways(qtbot: Any, tmp_path: Path) -> None:
    window = _casino(qtbot, tmp_path)
    log = window.controller.game.log
    dialog = _open(qtbot, window)
    assert dialog.replay is not None
    assert dialog.replay.play.kind is GameKind.CASINO
    for _ in range(8):
        dialog.forward()
        _check_casino(qtbot, dialog)
    dialog.last()
    _check_casino(qtbot, dialog)
    for _ in range(8):
        dialog.back()
        _check_casino(qtbot, dialog)
    dialog.close()
    assert window.controller.game.log == log


def test_a_shoe_with_bets_between_turns_is_not_exported_and_says_why(qtbot: Any, tmp_path: Path) -> None:
    window = _casino(qtbot, tmp_path)
    dialog = _open(qtbot, window)
    said = dialog.export_to(tmp_path / "shoe.json")
    assert (said, (tmp_path / "shoe.json").exists()) == (refusal_text(Refused(Unwritable.BET_AFTER_TURN)), False)


def test_the_archives_deals_are_listed_below_this_sessions_and_replay(qtbot: Any, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert window.session.keep_journal(tmp_path / "data")
    for seed, deals in ((7, 2), (8, 1)):  # the second session archives the first
        window.start(config(Role.WATCH, computers=3, rules=RULES, seed=seed))
        while sum(isinstance(r, DealFinished) for r in window.controller.game.log) < deals:
            assert window.controller.advance()
    qtbot.waitUntil(window.scene.is_idle)
    dialog = _open(qtbot, window)
    qtbot.waitUntil(dialog.archive_read)
    rows = [(dialog.model.play(row).source is None, dialog.model.play(row).span.number)
            for row in range(dialog.model.rowCount())]
    assert rows == [(True, 1), (False, 2), (False, 1)]
    dialog.list.selectRow(1)
    dialog.last()
    _check(qtbot, dialog)


def test_an_archived_journal_that_does_not_replay_clean_is_named_not_listed(qtbot: Any, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    folder = tmp_path / "data"
    assert window.session.keep_journal(folder)
    window.start(config(Role.WATCH, computers=3, rules=RULES))
    while not any(isinstance(r, DealFinished) for r in window.controller.game.log):
        assert window.controller.advance()
    window.start(config(Role.WATCH, computers=3, rules=RULES, seed=8))
    (archived,) = (folder / "archive").glob("session-*.jsonl")
    lines = archived.read_bytes().split(b"\n")
    archived.write_bytes(b"\n".join([*lines[:3], b'{"action": 3, "moves": [], "events": []}', *lines[4:]]))
    dialog = _open(qtbot, window)
    qtbot.waitUntil(dialog.archive_read)
    assert (dialog.model.rowCount(), archived.name in dialog.note.text()) == (0, True)


def test_at_the_normal_speed_a_step_back_is_laid_out_at_once_and_a_step_on_moves(qtbot: Any, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")
    window.start(config(Role.WATCH, computers=3, rules=RULES))
    while sum(isinstance(r, DealFinished) for r in window.controller.game.log) < 2:
        assert window.controller.advance()
    window.scene.flush()
    dialog = _open(qtbot, window)
    table = _table(dialog)
    dialog.last()
    at_once = table.scene.is_idle()
    _check(qtbot, dialog)
    dialog.first()
    dialog.forward()
    dialog.forward()
    moving = not table.scene.is_idle()
    _check(qtbot, dialog)
    assert (at_once, moving) == (True, True)


def _check_casino_coach(qtbot: Any, dialog: ReplayDialog) -> int:
    """The casino replay's coach has explained each bet the shoe decided up to the step, the step's own last, each line
    naming the player, the rank and the deciding card; the number of this step's decided bets."""
    table = dialog.table
    assert isinstance(table, CasinoReplayTable)
    qtbot.waitUntil(table.scene.is_idle)
    assert dialog.replay is not None
    decided = [r for r in dialog.replay.records()[dialog.replay.play.span.steps[0]:] if isinstance(r, BetDecided)]
    lines = table.coach_panel.lines()
    assert len(lines) == len(decided)
    for line, record in zip(lines, decided, strict=True):
        assert line.startswith(f"{record.player}'s bet on {rank_index(record.rank)} "), (line, record)
        assert ("plié" in line) if record.plie else (card_text(record.deciding_card) in line), (line, record)
    step = [r for r in _step_records(dialog) if isinstance(r, BetDecided)]
    assert decided[len(decided) - len(step):] == step
    return len(step)


def test_the_casino_replays_coach_explains_each_decided_bet_forward_and_back(qtbot: Any, tmp_path: Path) -> None:
    window = _casino(qtbot, tmp_path)
    dialog = _open(qtbot, window)
    assert dialog.replay is not None
    _check_casino_coach(qtbot, dialog)
    decided = 0
    while not dialog.replay.at_end and decided < 4:
        dialog.forward()
        decided += _check_casino_coach(qtbot, dialog)
    assert decided, "the shoe decided bets"
    for _ in range(4):
        dialog.back()
        _check_casino_coach(qtbot, dialog)
    dialog.first()
    assert _check_casino_coach(qtbot, dialog) == 0
    table = dialog.table
    assert isinstance(table, CasinoReplayTable)
    assert table.coach_panel.lines() == []
