"""The action panel's kush field: any whole number the rules may allow can be typed, nothing else."""

from __future__ import annotations

from pathlib import Path

import pytest

from shtoss_desktop.core.seats import Role
from tests.ui.table_helpers import config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


def test_the_kush_field_takes_amounts_beyond_32_bits_and_only_digits(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    edit = window.panel.kush_edit
    qtbot.keyClicks(edit, "4294967296123")  # 2**32 and more: a 32-bit validator refused the last digits
    assert window.panel.kush() == 4_294_967_296_123
    edit.clear()
    qtbot.keyClicks(edit, "12x-3.5")
    assert edit.text() == "1235"
    assert window.panel.kush() == 1235
    window.panel.add_chip(500)
    assert window.panel.kush() == 1735
