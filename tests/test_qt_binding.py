"""The Qt binding in use must not corrupt reference counts on signal emits.

PySide6-Essentials 6.12.0 dropped a reference to a shared object (True, None) on every emit and
every void method call; a session of a few thousand events then crashed the interpreter. The
project pins a release below it; this test fails loudly if an affected release comes back.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    fired = Signal(object)
    pinged = Signal()


def test_emitting_signals_keeps_reference_counts(qapp: object) -> None:
    emitter = _Emitter()
    received: list[object] = []
    emitter.fired.connect(received.append)
    before_true, before_none = sys.getrefcount(True), sys.getrefcount(None)
    for _ in range(2000):
        emitter.fired.emit(True)
        emitter.pinged.emit()
        emitter.setObjectName("emitter")
    received.clear()
    assert abs(sys.getrefcount(True) - before_true) < 50
    assert abs(sys.getrefcount(None) - before_none) < 50
