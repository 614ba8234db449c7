"""What a screen reader hears of the game over AT-SPI: runs a command (the game) and records the AT-SPI events it
sends while it runs, as Orca would receive them.

Run it in the system's Python (Debian's python3-pyatspi is not installable in a virtual environment), inside a
session bus of its own:

    dbus-run-session -- /usr/bin/python3 tests/realwindow/atspi_events.py EVENTS.json -- COMMAND ...

It starts the accessibility bus (`at-spi-bus-launcher`, package at-spi2-core), listens for `announcement`
events and focus changes (`object:state-changed:focused`) from every application, starts COMMAND once it listens
(with `QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1`, so Qt speaks AT-SPI without a desktop asking it to), and when
COMMAND exits writes the events in order to EVENTS.json and exits with COMMAND's status. Each event is a dict:
`type` ("announcement" or "focus"), `name` and `role` of the object that sent it, `text` (an announcement's words),
`politeness` (an announcement's: 1 polite, 2 assertive, as Qt sends it), `focused` (a focus event: gained or
lost), `extents` (a focus event's object on the screen: x, y, width, height), `showing` (it is shown).

`tests/realwindow/test_atspi.py` judges the events; this module imports nothing of the game.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
"""The accessibility bus (Debian's at-spi2-core)."""
LISTENED = ("object:announcement", "object:state-changed:focused")
"""The events recorded."""


def missing() -> list[str]:
    """What this needs and the machine lacks (Debian packages in brackets)."""
    found = []
    if not Path(BUS_LAUNCHER).exists():
        found.append(f"{BUS_LAUNCHER} (at-spi2-core)")
    if shutil.which("dbus-run-session") is None:
        found.append("dbus-run-session (dbus)")
    return found


def main(argv: list[str]) -> int:
    if "--" not in argv or argv.index("--") != 1:
        print("usage: atspi_events.py EVENTS.json -- COMMAND ...", file=sys.stderr)
        return 2
    out = Path(argv[0])
    command = argv[2:]
    launcher = subprocess.Popen([BUS_LAUNCHER, "--launch-immediately"])
    try:
        return _listen(out, command)
    finally:
        launcher.terminate()
        launcher.wait(10)


def _listen(out: Path, command: list[str]) -> int:
    # Imported here: the bus must be up before pyatspi connects to it.
    import pyatspi  # type: ignore[import-not-found]
    from gi.repository import GLib  # type: ignore[import-not-found]

    events: list[dict[str, object]] = []
    game: list[subprocess.Popen[bytes]] = []
    status: list[int] = []

    def described(source: object) -> dict[str, object]:
        try:
            return {"name": source.name, "role": source.getRoleName()}  # type: ignore[attr-defined]
        except Exception as error:  # an object gone before it is asked: said in the record
            return {"name": None, "role": f"gone: {error}"}

    def heard(event: object) -> None:
        kind = str(event.type)  # type: ignore[attr-defined]
        source = event.source  # type: ignore[attr-defined]
        record: dict[str, object] = {"t": time.monotonic(), **described(source)}
        if kind.startswith("object:announcement"):
            record.update(type="announcement", text=str(event.any_data),  # type: ignore[attr-defined]
                          politeness=event.detail1)  # type: ignore[attr-defined]
        else:
            record.update(type="focus", focused=bool(event.detail1))  # type: ignore[attr-defined]
            try:
                box = source.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                record["extents"] = [box.x, box.y, box.width, box.height]
                record["showing"] = source.getState().contains(pyatspi.STATE_SHOWING)
            except Exception as error:  # as above
                record["extents"] = None
                record["showing"] = f"gone: {error}"
        events.append(record)

    def start_game() -> bool:
        env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1")
        game.append(subprocess.Popen(command, env=env))
        GLib.timeout_add(200, watch_game)
        return False

    def watch_game() -> bool:
        code = game[0].poll()
        if code is None:
            return True
        status.append(code)
        # What Qt sent just before it quit is still on the bus: a moment to read it.
        GLib.timeout_add(500, stop)
        return False

    def stop() -> bool:
        pyatspi.Registry.stop()
        return False

    for kind in LISTENED:
        pyatspi.Registry.registerEventListener(heard, kind)
    GLib.idle_add(start_game)
    pyatspi.Registry.start()
    out.write_text(json.dumps(events, ensure_ascii=False, indent=1), encoding="utf-8")
    return status[0] if status else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
