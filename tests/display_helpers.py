"""Helpers of the display tests: an environment with no display, a display number nobody serves, a private Xvfb,
and a stand-in for Qt's X11 plugin that needs a library nobody has."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

import pytest

DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
"""What tells Qt where to open a window."""


def without_display(environ: Mapping[str, str]) -> dict[str, str]:
    """`environ` as on a machine with no display at all."""
    return {name: value for name, value in environ.items() if name not in DISPLAY_VARIABLES}


def free_x_display() -> str:
    """A display number no X server listens on here."""
    number = next(n for n in range(4242, 4342) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    return f":{number}"


@contextmanager
def running_xvfb() -> Iterator[str]:
    """A private Xvfb for the block; yields its DISPLAY value (skips the test when Xvfb is not installed)."""
    if shutil.which("Xvfb") is None:
        pytest.skip("needs Xvfb; `sh packaging/dev.sh test` installs it")
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-nolisten", "tcp"], pass_fds=(write_end,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    try:
        # Xvfb writes its display number once it accepts connections.
        with open(read_end, "rb") as reader:
            number = reader.readline().strip().decode()
        assert number, "Xvfb did not start"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def build_plugin_needing(library: str, folder: Path) -> Path:
    """A stand-in for Qt's X11 platform plugin, `folder/platforms/libqxcb.so`, that needs `library` (which is
    then removed, so the loader cannot find it). Made with the assembler and linker of binutils."""
    if shutil.which("as") is None or shutil.which("ld") is None:
        pytest.skip("needs binutils (as, ld) to build a stand-in plugin; `sh packaging/dev.sh test` installs it")
    work = folder / "build"
    work.mkdir(parents=True)
    empty = work / "empty.o"
    subprocess.run(["as", "/dev/null", "-o", str(empty)], check=True)
    subprocess.run(["ld", "-shared", str(empty), "-soname", library, "-o", str(work / library)], check=True)
    plugin = folder / "platforms" / "libqxcb.so"
    plugin.parent.mkdir(parents=True)
    subprocess.run(["ld", "-shared", str(empty), "-L", str(work), f"-l:{library}", "-o", str(plugin)], check=True)
    (work / library).unlink()
    return plugin
