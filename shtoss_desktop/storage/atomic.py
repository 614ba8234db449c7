"""Atomic file writes, setting a damaged file aside, and cleaning up after a kill.

A write goes to a temporary file in the target's folder (`.<name>.<random>.tmp`), is flushed to disk
and then renamed over the target with `os.replace`, and the folder is fsync'ed so that the rename
itself survives a power cut: a crash leaves either the old file or the new one, never half of one.
The folder must exist: a writer that owns its folder creates it, an export to a folder that is not
there is an error (the player chose that place). A symlink is followed: the file it points to is
replaced and the link stays.

A process killed in the middle of a write leaves its temporary file behind; `remove_temporaries`
deletes such leftovers (only names this module makes, and only older than a minute, so a write in
progress in another instance is never touched).

A file that cannot be read is never deleted: `set_aside` renames it to `<name>.corrupt-<timestamp>`
beside the original so the player can still recover it. A file whose content was taken over elsewhere (the
casino settings of release 0.1.0) is moved aside the same way, as `<name>.migrated-<timestamp>`.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Final

CORRUPT_MARK: Final = ".corrupt-"
"""What `set_aside` puts between a file's name and the timestamp."""
MIGRATED_MARK: Final = ".migrated-"
"""What `set_aside(..., mark=MIGRATED_MARK)` puts between the name of a file that was taken over and the timestamp."""
TEMPORARY_SUFFIX: Final = ".tmp"
"""The end of every temporary file name `atomic_write_bytes` makes."""
STALE_AFTER: Final = 60.0
"""Seconds after which a leftover temporary file is surely no write in progress."""

def fsync_folder(folder: Path) -> None:
    """Make a rename or a new file in `folder` durable (a no-op where folders cannot be opened, as on
    Windows, whose file system commits the rename itself)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):  # some file systems refuse fsync on a folder: nothing more to do
            os.fsync(descriptor)
    finally:
        os.close(descriptor)


def fsync_file(path: Path) -> None:
    """Flush a file someone else wrote (QSettings) to disk; OSError if it cannot be opened."""
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace `path` with `data` in one step (temporary file in the same folder, fsync, rename, fsync
    of the folder). A symlink at `path` is followed. Raises OSError (the folder is missing or
    read-only, the disk is full) and then leaves the old file and no temporary file."""
    target = path
    if os.path.islink(path):
        target = Path(os.path.realpath(path))
        if os.path.islink(target):  # realpath stops where the links go round in a loop
            raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), str(path))
    descriptor, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMPORARY_SUFFIX, dir=target.parent)
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    fsync_folder(target.parent)


def atomic_write_text(path: Path, text: str) -> None:
    """Replace `path` with `text`, encoded as UTF-8, in one step."""
    atomic_write_bytes(path, text.encode("utf-8"))


def remove_temporaries(folder: Path, names: str = r".+", *, now: float | None = None,
                       stale_after: float = STALE_AFTER) -> list[Path]:
    """Delete the temporary files `atomic_write_bytes` left in `folder` when writing files whose name
    matches `names` (a regular expression, whole name), if older than `stale_after` seconds; return them."""
    # `tempfile.mkstemp` puts eight characters of [a-z0-9_] between the prefix and the suffix.
    pattern = re.compile(r"\.(?:" + names + r")\.[a-z0-9_]{8}" + re.escape(TEMPORARY_SUFFIX))
    return remove_stale_files(folder, pattern, now=now, stale_after=stale_after)


def remove_stale_files(folder: Path, pattern: re.Pattern[str], *, now: float | None = None,
                       stale_after: float = STALE_AFTER) -> list[Path]:
    """Delete the regular files in `folder` whose whole name matches `pattern` and that are older than
    `stale_after` seconds; return them. Never a symlink or a folder; a file that cannot be removed
    is left where it is (the next start tries again)."""
    removed: list[Path] = []
    moment = time.time() if now is None else now
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if pattern.fullmatch(entry.name) is None:
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode) or moment - info.st_mtime < stale_after:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def set_aside(path: Path, *, now: datetime | None = None, mark: str = CORRUPT_MARK) -> Path:
    """Rename a damaged file to `<name>.corrupt-<YYYYmmdd-HHMMSS>` beside it (another `mark`: `<name><mark>...`);
    return the new path.

    If that name is taken (two failures in one second) a counter is added, so nothing is overwritten.
    A symlink (even one that points nowhere or at itself) is renamed, not what it points to.
    """
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}{mark}{stamp}")
    counter = 1
    while os.path.lexists(target):
        counter += 1
        target = path.with_name(f"{path.name}{mark}{stamp}-{counter}")
    os.replace(path, target)
    fsync_folder(path.parent)
    return target
