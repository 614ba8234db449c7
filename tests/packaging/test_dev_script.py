"""packaging/dev.sh and what it leans on: waiting for another package manager's lock (packaging/wait_for_apt.sh),
and `.ci/run` calling exactly the README's test command.

The lock tests hold a lock on a file of their own with a child process, as apt and dpkg hold theirs (fcntl), and
never touch the system's locks.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.packaging.packaging_helpers import ROOT, run

WAIT = ROOT / "packaging" / "wait_for_apt.sh"

pytestmark = pytest.mark.skipif(not Path("/proc/locks").exists(), reason="reads the locks from Linux's /proc/locks")


@contextmanager
def held(lock: Path, seconds: float) -> Iterator[subprocess.Popen[bytes]]:
    """A child process that holds a POSIX lock on `lock` (as dpkg does) for `seconds`, or until the block ends."""
    holder = subprocess.Popen(
        [sys.executable, "-c", "import fcntl, sys, time\n"
         "f = open(sys.argv[1], 'w'); fcntl.lockf(f, fcntl.LOCK_EX); print('locked', flush=True)\n"
         "time.sleep(float(sys.argv[2]))", str(lock), str(seconds)],
        stdout=subprocess.PIPE,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline() == b"locked\n"
        yield holder
    finally:
        holder.kill()
        holder.wait()


def test_a_free_lock_is_passed_at_once_and_silently(tmp_path: Path) -> None:
    lock = tmp_path / "lock-frontend"
    lock.touch()
    result = run(["sh", str(WAIT), "5", str(lock), str(tmp_path / "missing-lock")])
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


def test_it_waits_for_the_other_package_manager_saying_once_what_holds_the_lock(tmp_path: Path) -> None:
    lock = tmp_path / "lock-frontend"
    with held(lock, 3) as holder:
        started = time.monotonic()
        result = run(["sh", str(WAIT), "30", str(tmp_path / "free"), str(lock)])
        waited = time.monotonic() - started
    assert result.returncode == 0, result.stderr
    assert 1 < waited < 20
    lines = result.stderr.splitlines()
    assert lines[0].startswith("Waiting for another package manager to finish (up to 30 s): "
                               f"process {holder.pid} (python")
    assert lines[0].endswith(f"holds {lock} …")
    assert lines[1:] == ["The other package manager has finished; going on."], "said once, not at every look"


def test_a_lock_held_too_long_names_the_process_instead_of_apts_raw_error(tmp_path: Path) -> None:
    lock = tmp_path / "lock-frontend"
    with held(lock, 60) as holder:
        result = run(["sh", str(WAIT), "2", str(lock)])
        assert holder.poll() is None, "it only waited: the other one is left alone"
    assert result.returncode == 1
    assert re.search(rf"^Another package manager still holds {re.escape(str(lock))} after \d+ s: "
                     rf"process {holder.pid} \(python[^:]*: .*fcntl\.lockf.*\)\.$", result.stderr, re.MULTILINE)
    assert "Let it finish (or stop it), then run this again." in result.stderr
    assert "Could not get lock" not in result.stderr


def test_ci_runs_exactly_the_readmes_test_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert re.search(r"^sh packaging/dev\.sh test +# ", readme, re.MULTILINE)
    commands = [line for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
                if line and not line.startswith(("#", "set ", "cd "))]
    assert commands == ["exec sh packaging/dev.sh test"]
