"""Fixtures for the storage tests: every file lives under pytest's tmp_path, never in the real home."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def settings_path(tmp_path: Path) -> Path:
    """Where a test's settings INI file goes."""
    return tmp_path / "config" / "shtoss-desktop.ini"


@pytest.fixture
def presets_folder(tmp_path: Path) -> Path:
    """Where a test's user presets go."""
    return tmp_path / "data" / "presets"
