"""The games the program plays (core/kinds.py): one closed set, by the word of the command line."""

from __future__ import annotations

from shtoss_desktop.core.kinds import GameKind


def test_the_games_are_shtoss_and_casino_by_their_command_line_word() -> None:
    assert [kind.value for kind in GameKind] == ["shtoss", "casino"]
    assert GameKind("casino") is GameKind.CASINO
