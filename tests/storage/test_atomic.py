"""Atomic writes and setting damaged files aside (storage/atomic.py)."""

from __future__ import annotations

import errno
import os
import time
from datetime import datetime
from pathlib import Path

import pytest

from shtoss_desktop.storage import atomic
from shtoss_desktop.storage.atomic import atomic_write_text, set_aside


def test_write_replaces_the_file_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "file.json"
    atomic_write_text(target, "первый")
    atomic_write_text(target, "second")
    assert target.read_text(encoding="utf-8") == "second"
    assert [p.name for p in target.parent.iterdir()] == ["file.json"]


def test_a_missing_folder_is_an_error_not_created(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "file.json"
    with pytest.raises(FileNotFoundError):
        atomic_write_text(target, "x")
    assert not (tmp_path / "a").exists()


def test_a_folder_under_a_regular_file_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "plain").write_text("I am a file")
    with pytest.raises(NotADirectoryError):
        atomic_write_text(tmp_path / "plain" / "file.json", "x")
    assert (tmp_path / "plain").read_text() == "I am a file"


def test_a_symlink_is_followed_and_stays_a_symlink(tmp_path: Path) -> None:
    real = tmp_path / "real" / "rules.json"
    real.parent.mkdir()
    real.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    atomic_write_text(link, "new")
    assert link.is_symlink()
    assert real.read_text() == "new"
    assert sorted(p.name for p in real.parent.iterdir()) == ["rules.json"]


def test_a_dangling_symlink_creates_the_file_it_names(tmp_path: Path) -> None:
    link = tmp_path / "link.json"
    link.symlink_to(tmp_path / "target.json")
    atomic_write_text(link, "made")
    assert link.is_symlink()
    assert (tmp_path / "target.json").read_text() == "made"


def test_a_symlink_loop_is_an_error_and_stays(tmp_path: Path) -> None:
    loop = tmp_path / "loop.json"
    loop.symlink_to(loop)
    with pytest.raises(OSError, match="symbolic links"):
        atomic_write_text(loop, "x")
    assert loop.is_symlink()
    assert os.listdir(tmp_path) == ["loop.json"]


def test_the_folder_is_fsynced_after_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real_replace, real_fsync = os.replace, os.fsync

    def replace(source: str, destination: str) -> None:
        calls.append("replace")
        real_replace(source, destination)

    def fsync(descriptor: int) -> None:
        calls.append("fsync folder" if os.path.isdir(f"/proc/self/fd/{descriptor}") else "fsync file")
        real_fsync(descriptor)

    monkeypatch.setattr(atomic.os, "replace", replace)
    monkeypatch.setattr(atomic.os, "fsync", fsync)
    atomic_write_text(tmp_path / "file.json", "x")
    assert calls == ["fsync file", "replace", "fsync folder"]


def test_a_full_disk_keeps_the_old_file_and_no_temporary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "file.json"
    atomic_write_text(target, "old")

    def full(descriptor: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic.os, "fsync", full)
    with pytest.raises(OSError, match="No space left"):
        atomic_write_text(target, "new")
    monkeypatch.undo()
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["file.json"]


def test_leftover_temporaries_older_than_a_minute_are_removed(tmp_path: Path) -> None:
    now = time.time()
    stale = tmp_path / ".my-house.json.ab12cd_9.tmp"
    fresh = tmp_path / ".other.json.zz99yy00.tmp"
    foreign = tmp_path / ".my-house.json.not-ours.tmp"
    data = tmp_path / "my-house.json"
    for path in (stale, fresh, foreign, data):
        path.write_text("x")
    os.utime(stale, (now - 120, now - 120))
    os.utime(foreign, (now - 120, now - 120))
    os.utime(data, (now - 120, now - 120))
    folder_twin = tmp_path / ".dir.json.abcdefgh.tmp"
    folder_twin.mkdir()
    os.utime(folder_twin, (now - 120, now - 120))
    removed = atomic.remove_temporaries(tmp_path, now=now)
    assert removed == [stale]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [fresh.name, foreign.name, data.name, folder_twin.name])


def test_temporaries_of_other_files_are_left_when_a_name_is_given(tmp_path: Path) -> None:
    now = time.time()
    for name in (".a.json.abcdefgh.tmp", ".b.ini.abcdefgh.tmp"):
        (tmp_path / name).write_text("x")
        os.utime(tmp_path / name, (now - 120, now - 120))
    assert [p.name for p in atomic.remove_temporaries(tmp_path, r".+\.json", now=now)] == [".a.json.abcdefgh.tmp"]


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


def test_set_aside_renames_a_symlink_loop_not_what_it_points_to(tmp_path: Path) -> None:
    loop = tmp_path / "shtoss.ini"
    loop.symlink_to(loop)
    aside = set_aside(loop, now=datetime(2026, 11, 29, 13, 5, 9))
    assert aside.is_symlink()
    assert not os.path.lexists(loop)
