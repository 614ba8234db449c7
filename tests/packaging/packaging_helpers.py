"""Names and a runner shared by the packaging tests (imported by conftest.py and the test modules)."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.shtoss_desktop.ShtossDesktop"
APP_NAME = "shtoss-desktop"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def run(command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    """Run a command, capturing its text output, with a time limit."""
    return subprocess.run(command, capture_output=True, text=True, check=False, timeout=300, **kwargs)  # type: ignore[call-overload]
