"""Read a running program's accessible tree over AT-SPI, as a screen reader (Orca) does, and print it as JSON.

Run by the screen-reader test (tests/realwindow/test_screen_reader.py) in the system's Python, where Debian's
python3-pyatspi is (the project's venv cannot import it): `python3 atspi_reader.py tree PID` prints the tree of
the application whose process is PID (name, role, description, states, labels and children of every object), and
`python3 atspi_reader.py events PID SECONDS` prints the focus, selection, name, description and children events
that application sends in the next SECONDS (it prints `LISTENING` first, once it listens). Nothing of the project
is imported here.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

MAX_DEPTH = 40
"""Deeper than any window of the game."""
MAX_CHILDREN = 400
"""More than any object of the game holds (the deck picker's 52 cells, a menu's items)."""


def _node(accessible: Any, depth: int = 0) -> dict[str, object]:
    import pyatspi

    try:
        count = min(accessible.childCount, MAX_CHILDREN) if depth < MAX_DEPTH else 0
        children = [accessible.getChildAtIndex(index) for index in range(count)]
        return {
            "name": accessible.name or "",
            "role": accessible.getRoleName(),
            "description": accessible.description or "",
            "states": sorted(pyatspi.stateToString(state) for state in accessible.getState().getStates()),
            "labelled_by": _labels(accessible),
            "children": [_node(child, depth + 1) for child in children if child is not None],
        }
    except Exception as error:  # an object gone while it was read: said, not fatal
        return {"name": "", "role": "gone", "description": repr(error), "states": [], "children": []}


def _labels(accessible: Any) -> list[str]:
    """The names of the objects that label `accessible` (its labelled-by relation: a label's buddy, which Orca reads
    before the object's own name)."""
    import pyatspi

    names = []
    for relation in accessible.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            names += [relation.getTarget(index).name or "" for index in range(relation.getNTargets())]
    return names


def _application(pid: int, wait: float = 20.0) -> Any:
    import pyatspi

    deadline = time.monotonic() + wait
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.get_process_id() == pid:
                return app
        if time.monotonic() > deadline:
            return None
        time.sleep(0.2)


def tree(pid: int) -> int:
    """Print the tree of the application of process `pid`; exit status 3 when it is not on the bus."""
    app = _application(pid)
    if app is None:
        print(json.dumps({"error": f"no application of process {pid} on the accessibility bus"}))
        return 3
    print(json.dumps(_node(app)))
    return 0


def events(pid: int, seconds: float) -> int:
    """Print the focus, selection, name, description and children events of the application of process `pid`
    sent in the next `seconds`."""
    import pyatspi
    from gi.repository import GLib

    if _application(pid) is None:
        print(json.dumps({"error": f"no application of process {pid} on the accessibility bus"}))
        return 3
    seen: list[dict[str, object]] = []

    def heard(event: Any) -> None:
        try:
            if event.source.get_application().get_process_id() != pid:
                return
            seen.append({"type": event.type, "name": event.source.name or "", "role": event.source.getRoleName(),
                         "detail1": event.detail1})
        except Exception as error:
            seen.append({"type": event.type, "error": repr(error)})

    kinds = ("object:state-changed:focused", "object:state-changed:selected", "object:selection-changed",
             "object:active-descendant-changed", "object:property-change:accessible-name",
             "object:property-change:accessible-description", "object:children-changed")
    pyatspi.Registry.registerEventListener(heard, *kinds)
    loop = GLib.MainLoop()
    GLib.timeout_add(int(seconds * 1000), loop.quit)
    GLib.idle_add(lambda: print("LISTENING", flush=True) and False)
    loop.run()
    print(json.dumps({"events": seen}))
    return 0


def main(argv: list[str]) -> int:
    """`tree PID` or `events PID SECONDS`."""
    if len(argv) >= 2 and argv[0] == "tree":
        return tree(int(argv[1]))
    if len(argv) >= 3 and argv[0] == "events":
        return events(int(argv[1]), float(argv[2]))
    print("usage: atspi_reader.py tree PID | events PID SECONDS", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
