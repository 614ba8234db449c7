"""A private X11 display for the real-window tests: Xvfb on a free display number, with openbox managing it.

`XDisplay.start()` starts `Xvfb -displayfd` (the server picks a free number and writes it once it accepts
connections), then openbox, and waits until openbox has finished starting (its `--startup` command touches a
file), so that the first window the game maps is already decorated, placed and resized by a window manager as
on a desktop. `stop()` ends both, openbox first.

`python -m tests.realwindow.xserver COMMAND ...` runs a command with `DISPLAY` set to such a display and
`QT_QPA_PLATFORM=xcb`, and returns its exit status (`packaging/dev.sh test` runs the Qt tests this way).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Final

SCREEN: Final = "1920x1080x24"
"""The virtual screen: wide enough for the window's largest random sizes."""
START_TIMEOUT: Final = 20.0
"""Seconds to wait for Xvfb and openbox to come up (a busy CI machine is slow)."""
REQUIRED: Final = ("Xvfb", "openbox")
"""The programs a display needs (Debian packages xvfb and openbox)."""


def _die_with_parent() -> None:
    """In the child before exec: ask Linux to end it when the process that started it ends, so that a killed
    test run leaves no X server behind."""
    with contextlib.suppress(OSError, AttributeError):  # not Linux: stop() still ends it
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


class DisplayError(RuntimeError):
    """The display could not be started (the message says why)."""


def missing_programs() -> list[str]:
    """The programs of `REQUIRED` (and xdotool, which the tests use to resize through the window manager) not
    on the PATH."""
    return [name for name in (*REQUIRED, "xdotool") if shutil.which(name) is None]


class XDisplay:
    """One Xvfb server and its openbox; `name` is the DISPLAY value once started."""

    def __init__(self, screen: str = SCREEN) -> None:
        self.screen = screen
        self.name = ""
        self._xvfb: subprocess.Popen[bytes] | None = None
        self._wm: subprocess.Popen[bytes] | None = None
        self._home = Path(tempfile.mkdtemp(prefix="shtoss-x11-"))

    def env(self) -> dict[str, str]:
        """The environment of a client of this display on the xcb platform."""
        env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
        env["DISPLAY"] = self.name
        env["QT_QPA_PLATFORM"] = "xcb"
        return env

    def start(self) -> XDisplay:
        """Start Xvfb and openbox; raise `DisplayError` when they do not come up."""
        missing = missing_programs()
        if missing:
            raise DisplayError(
                "the real-window tests need " + ", ".join(missing)
                + " (Debian: apt-get install xvfb openbox xdotool xauth; `sh packaging/dev.sh test` installs them)"
            )
        read_end, write_end = os.pipe()
        log = (self._home / "xvfb.log").open("wb")
        self._xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", self.screen, "-nolisten", "tcp", "-noreset"],
            pass_fds=(write_end,),
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            preexec_fn=_die_with_parent,
        )
        os.close(write_end)
        number = self._read_display_number(read_end)
        self.name = f":{number}"
        started = self._home / "openbox-started"
        wm_env = self.env()
        wm_env.update(HOME=str(self._home), XDG_CONFIG_HOME=str(self._home / "config"),
                      XDG_CACHE_HOME=str(self._home / "cache"))
        wm_log = (self._home / "openbox.log").open("wb")
        self._wm = subprocess.Popen(
            ["openbox", "--sm-disable", "--startup", f"touch {started}"],
            env=wm_env,
            stdout=wm_log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            preexec_fn=_die_with_parent,
        )
        deadline = time.monotonic() + START_TIMEOUT
        while not started.exists():
            if self._wm.poll() is not None or time.monotonic() > deadline:
                text = (self._home / "openbox.log").read_text(errors="replace")
                self.stop()
                raise DisplayError(f"openbox did not start on {self.name}: {text.strip()[-2000:]}")
            time.sleep(0.02)
        return self

    def _read_display_number(self, fd: int) -> int:
        data = b""
        deadline = time.monotonic() + START_TIMEOUT
        try:
            os.set_blocking(fd, False)
            while not data.endswith(b"\n"):
                assert self._xvfb is not None
                if self._xvfb.poll() is not None or time.monotonic() > deadline:
                    text = (self._home / "xvfb.log").read_text(errors="replace")
                    self.stop()
                    raise DisplayError(f"Xvfb did not start: {text.strip()[-2000:]}")
                try:
                    chunk = os.read(fd, 64)
                except BlockingIOError:
                    time.sleep(0.02)
                    continue
                if not chunk:
                    time.sleep(0.02)
                data += chunk
        finally:
            os.close(fd)
        return int(data.strip())

    def stop(self) -> None:
        """End openbox, then Xvfb (each is waited for; a hung one is killed)."""
        for process in (self._wm, self._xvfb):
            if process is None or process.poll() is not None:
                continue
            process.terminate()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=5)
        self._wm = self._xvfb = None
        shutil.rmtree(self._home, ignore_errors=True)

    def __enter__(self) -> XDisplay:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def run(command: list[str]) -> int:
    """Run `command` on a fresh display (xcb platform); its exit status."""
    if not command:
        print("usage: python -m tests.realwindow.xserver COMMAND [ARGS...]", file=sys.stderr)
        return 2
    try:
        display = XDisplay().start()
    except DisplayError as error:
        print(f"tests.realwindow.xserver: {error}", file=sys.stderr)
        return 1
    # A terminated wrapper (a CI timeout) passes the signal on and still stops the display.
    child: subprocess.Popen[bytes] | None = None

    def forward(signum: int, _frame: object) -> None:
        if child is not None and child.poll() is None:
            child.send_signal(signum)

    signal.signal(signal.SIGTERM, forward)
    try:
        print(f"(X11 display {display.name}: Xvfb {display.screen} with openbox)", flush=True)
        child = subprocess.Popen(command, env=display.env())
        return child.wait()
    finally:
        display.stop()


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
