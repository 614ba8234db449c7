"""The real-window tests' jobs: every session the selected tests need starts in the background as soon as the
tests are collected, each on its own X11 display (Xvfb with openbox), and the real-window tests run last, so
that the other tests of the run (`tests/ui` on xcb in `packaging/dev.sh test`) run while the sessions play on
their timers. Each test then waits for its own job and judges it."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest

from tests.realwindow.harness import EVENINGS, Job, evening_job, walk_job
from tests.realwindow.xserver import missing_programs

_JOBS: dict[str, Job] = {}
_FOLDERS: list[Path] = []


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "realwindow_job(name): the background job (tests/realwindow) a test judges")


def _job_names(items: list[pytest.Item]) -> set[str]:
    return {marker.args[0] for item in items for marker in item.iter_markers("realwindow_job")}


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    """The real-window tests last (the rest keep their order)."""
    ours = [item for item in items if item.get_closest_marker("realwindow_job") is not None]
    if ours:
        items[:] = [item for item in items if item.get_closest_marker("realwindow_job") is None] + ours


def pytest_collection_finish(session: pytest.Session) -> None:
    """Start the job of every selected real-window test."""
    names = _job_names(session.items)
    if not names or session.config.option.collectonly or missing_programs():
        return
    base = Path(tempfile.mkdtemp(prefix="shtoss-realwindow-"))
    _FOLDERS.append(base)
    for name in sorted(names):
        if name == "walk":
            _JOBS[name] = walk_job(base / name / "home").start()
        else:
            role = name.removeprefix("evening-")
            assert role in EVENINGS, name
            _JOBS[name] = evening_job(role, base / name / "home", base / name / "kept-at-quit.json").start()


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Remove the jobs' folders (a job still playing, after an interrupted run, ends with its display)."""
    for folder in _FOLDERS:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def job(request: pytest.FixtureRequest) -> Job:
    """This test's job, finished. A missing Xvfb fails the test instead of skipping it: `sh packaging/dev.sh
    test` installs it, and a run that skipped the only tests of the real window would prove nothing."""
    missing = missing_programs()
    if missing:
        pytest.fail(f"the real-window tests need {', '.join(missing)} (Debian: apt-get install xvfb openbox "
                    "xdotool xauth; `sh packaging/dev.sh test` installs them)", pytrace=False)
    marker = request.node.get_closest_marker("realwindow_job")
    assert marker is not None, "a real-window test names its job with @pytest.mark.realwindow_job"
    return _JOBS[marker.args[0]].wait()
