"""The start-up's replacement for PySide6's import check answers exactly as PySide6's own does.

`shtoss_desktop.__main__.check_imports_without_linecache` swaps PySide6's check (does a module's source
mention PySide6?) for one that keeps no source lines in memory. Checked in a fresh interpreter, so the
swap does not leak into the other tests.
"""

from __future__ import annotations

import json
import subprocess
import sys

SCRIPT = r"""
import json, importlib
import PySide6.QtCore
import PySide6.support.feature as feature
names = ["json", "argparse", "random", "shtoss_desktop.core.deal", "shtoss_desktop.app.controller",
         "shtoss_desktop.ui.shell", "shtoss_desktop.resources", "PySide6.QtCore"]
modules = [importlib.import_module(n) for n in names]
before = [bool(feature._mod_uses_pyside(m)) for m in modules]
from shtoss_desktop.__main__ import check_imports_without_linecache
check_imports_without_linecache()
after = [bool(feature._mod_uses_pyside(m)) for m in modules]
import linecache
print(json.dumps({"names": names, "before": before, "after": after, "cached": len(linecache.cache)}))
"""


def test_the_replacement_check_gives_pysides_answers_and_keeps_no_lines() -> None:
    result = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True,
                            env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})
    figures = json.loads(result.stdout.strip().splitlines()[-1])
    answers = list(zip(figures["names"], figures["before"], figures["after"], strict=True))
    assert figures["after"] == figures["before"], answers
    assert figures["before"][figures["names"].index("shtoss_desktop.app.controller")] is True
    assert figures["before"][figures["names"].index("json")] is False
    assert figures["cached"] == 0
