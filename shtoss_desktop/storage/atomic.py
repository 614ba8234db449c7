"""Atomic file writes and setting a damaged file aside, shared by every file the game keeps.

A write goes to a temporary file in the target's folder, is flushed to disk and then renamed over
the target with `os.replace`, so a crash leaves either the old file or the new one, never half of
one. A file that cannot be read is never deleted: `set_aside` renames it to
`<name>.corrupt-<timestamp>` beside the original so the player can still recover it.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from datetime import datetime
from pathlib import Path

CORRUPT_MARK = ".corrupt-"
"""What `set_aside` puts between a file's name and the timestamp."""


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace `path` with `data` in one step (temp file in the same folder, fsync, rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise


def atomic_write_text(path: Path, text: str) -> None:
    """Replace `path` with `text`, encoded as UTF-8, in one step."""
    atomic_write_bytes(path, text.encode("utf-8"))


def set_aside(path: Path, *, now: datetime | None = None) -> Path:
    """Rename a damaged file to `<name>.corrupt-<YYYYmmdd-HHMMSS>` beside it; return the new path.

    If that name is taken (two failures in one second) a counter is added, so nothing is overwritten.
    """
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}{CORRUPT_MARK}{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}{CORRUPT_MARK}{stamp}-{counter}")
    os.replace(path, target)
    return target
