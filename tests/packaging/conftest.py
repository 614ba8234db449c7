"""Shared fixtures for the packaging tests: the repository, a headless environment and one frozen build."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.packaging_helpers import APP_NAME, ROOT


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The top of the checkout."""
    return ROOT


@pytest.fixture(scope="session")
def headless_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The environment for running the game without a screen, its settings and caches in a temporary home."""
    home = tmp_path_factory.mktemp("home")
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_CACHE_HOME=str(home / ".cache"),
    )


@pytest.fixture(scope="session")
def frozen_app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The onedir build of this checkout (made once per test session by packaging/build.sh): its folder."""
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is not installed (pip install -e '.[dev]')")
    if not sys.platform.startswith("linux"):
        pytest.skip("the packaging tests build and install the Linux application")
    work = tmp_path_factory.mktemp("frozen")
    build = ROOT / "packaging" / "build.sh"
    result = subprocess.run(
        ["sh", str(build), "--distpath", str(work / "dist"), "--workpath", str(work / "build")],
        env=dict(os.environ, PYTHON=sys.executable),
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, f"packaging/build.sh failed:\n{result.stdout}\n{result.stderr}"
    app = work / "dist" / APP_NAME
    assert (app / APP_NAME).is_file(), f"no executable in {app}"
    return app


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist's own hook reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test of the frozen build in one xdist group: under `pytest -n N --dist loadgroup` (packaging/dev.sh
    test) they run in one worker, one after another, which builds the game once for all of them."""
    for item in items:
        if "frozen_app" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.xdist_group("frozen-build"))
