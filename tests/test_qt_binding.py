"""The Qt binding in use must not corrupt reference counts on signal emits and void calls.

PySide6-Essentials 6.12.0 dropped a reference to a shared object (True, None) on every emit and every void
method call; a session of a few thousand events then freed `True` or `None` and crashed the interpreter. The
project's pin leaves that release out; this test fails loudly if an affected release comes back.

The probe runs in a child interpreter: on an affected binding it may crash outright, and that must fail this
one test (with what the child printed) instead of taking the whole test run down with it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys

EMITS = 2000
"""Signal emits and void calls the probe makes: enough for a dropped reference per call to show (or crash)."""

DRIFT = 50
"""How far a reference count may move during the probe (other objects come and go) without a leak per call."""

PROBE = f"""
import sys
from PySide6.QtCore import QCoreApplication, QObject, Signal

class Emitter(QObject):
    fired = Signal(object)
    pinged = Signal()

app = QCoreApplication(sys.argv[:1])
emitter = Emitter()
received = []
emitter.fired.connect(received.append)
before_true, before_none = sys.getrefcount(True), sys.getrefcount(None)
for _ in range({EMITS}):
    emitter.fired.emit(True)
    emitter.pinged.emit()
    emitter.setObjectName("emitter")
received.clear()
print(sys.getrefcount(True) - before_true, sys.getrefcount(None) - before_none, flush=True)
"""
"""The child's script: emit and call {EMITS} times, then print how far the counts of True and None moved."""


def _exit_description(status: int) -> str:
    if status >= 0:
        return f"exit status {status}"
    try:
        return f"killed by {signal.Signals(-status).name}"
    except ValueError:
        return f"killed by signal {-status}"


def test_emitting_signals_keeps_reference_counts() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=120, check=False
    )
    output = f"stdout:\n{result.stdout}\nstderr:\n{result.stderr}"
    assert result.returncode == 0, f"the probe crashed ({_exit_description(result.returncode)})\n{output}"
    true_drift, none_drift = (int(word) for word in result.stdout.split())
    assert abs(true_drift) < DRIFT, f"True's reference count moved by {true_drift} in {EMITS} emits\n{output}"
    assert abs(none_drift) < DRIFT, f"None's reference count moved by {none_drift} in {EMITS} emits\n{output}"
