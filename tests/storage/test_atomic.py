"""Atomic writes and setting damaged files aside (storage/atomic.py)."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

import pytest

from shtoss_desktop.storage import atomic
from shtoss_desktop.storage.atomic import atomic_write_text, set_aside


def test_write_creates_folders_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "file.json"
    atomic_write_text(target, "первый")
    atomic_write_text(target, "second")
    assert target.read_text(encoding="utf-8") == "second"
    assert [p.name for p in target.parent.iterdir()] == ["file.json"]


def test_failed_rename_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "file.json"
    atomic_write_text(target, "old")

    def broken_replace(source: object, destination: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(atomic.os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        atomic_write_text(target, "new")
    monkeypatch.undo()
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["file.json"]


def test_set_aside_names_the_copy_by_time_and_never_overwrites(tmp_path: Path) -> None:
    moment = datetime(2026, 11, 29, 13, 5, 9)
    first = tmp_path / "shtoss.ini"
    first.write_text("one")
    aside = set_aside(first, now=moment)
    assert aside.name == "shtoss.ini.corrupt-20261129-130509"
    assert not first.exists()
    first.write_text("two")
    second = set_aside(first, now=moment)
    assert second.name == "shtoss.ini.corrupt-20261129-130509-2"
    assert aside.read_text() == "one"
    assert second.read_text() == "two"
