"""What the core's records cost: making their classes, making instances, importing the core.

    .venv/bin/python benchmarks/bench_records.py [--compare OTHER_CHECKOUT] [--rounds N]

Three measurements, each the median of alternating rounds, each with its baseline in the same run:

1. Class creation. 110 record classes shaped like the core's events (a base with a `kind` class
   variable, four typed fields, string annotations as under `from __future__ import annotations`) are
   made from source text the way importing a module makes them, once for each way of writing a record:
   `@dataclass(frozen=True, slots=True)`, `@dataclass(frozen=True)`, `msgspec.Struct(frozen=True)`,
   classes written out with `__slots__` (their `__init__`, `__eq__`, `__hash__`, `__repr__` and a
   `__setattr__` that refuses, by hand), and `typing.NamedTuple`. The baseline is a plain class with
   the same annotations and nothing generated. (A NamedTuple cannot have the `kind` class variable:
   it takes every annotation, `ClassVar` too, for a field; it is measured without it.)
2. Instances. Making 100 000 records of four fields, comparing and hashing them, per way of writing;
   the baseline is making the same 100 000 tuples.
3. Importing the core. `python -c "import shtoss_desktop.core.cli, shtoss_desktop.core.casino.game"` in a
   fresh interpreter (bytecode cached), against `python -c pass` in the same run; with `--compare`, the
   same import from another checkout (e.g. the main branch before a change) alternates with this one.
   Each run is timed by the interpreter's CPU time (user + system, `getrusage`), which the other work on a
   shared machine disturbs less than the wall clock does.
   Python's `-X importtime` then says how much of it is the project's own modules (their `self` times).
4. Importing the window. The modules the shtoss window's first frame needs (as `bench_startup.py` imports
   them), against importing Qt's modules alone, alternating with `--compare` as above.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import time
import types
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLASSES = 110
"""As many record classes as the core's events, moves and casino records together."""
INSTANCES = 100_000
IMPORT = "import shtoss_desktop.core.cli, shtoss_desktop.core.casino.game"
QT_IMPORT = "from PySide6 import QtCore, QtGui, QtWidgets, QtSvg"
WINDOW_IMPORT = (QT_IMPORT + "; import shtoss_desktop.__main__, shtoss_desktop.ui.shtoss.window, "
                 "shtoss_desktop.storage.journal")
"""What `bench_startup.py` imports before its bare window for the imports alone."""

_FIELDS = '''
    player: str
    """The player."""
    cards: tuple[int, ...]
    """The cards."""
    kush: int
    """The kush."""
    raised: bool
    """Raised."""
'''

_HEADERS = {
    "plain class (baseline)": ("", "class Base:\n    kind: ClassVar[str] = 'base'\n", "class R{i}(Base):\n"),
    "dataclass(frozen, slots)": ("from dataclasses import dataclass\n",
                                 "@dataclass(frozen=True, slots=True)\nclass Base:\n    kind: ClassVar[str] = 'base'\n",
                                 "@dataclass(frozen=True, slots=True)\nclass R{i}(Base):\n"),
    "dataclass(frozen)": ("from dataclasses import dataclass\n",
                          "@dataclass(frozen=True)\nclass Base:\n    kind: ClassVar[str] = 'base'\n",
                          "@dataclass(frozen=True)\nclass R{i}(Base):\n"),
    "msgspec.Struct(frozen)": ("import msgspec\n",
                               "class Base(msgspec.Struct, frozen=True):\n    kind: ClassVar[str] = 'base'\n",
                               "class R{i}(Base, frozen=True):\n"),
    "NamedTuple": ("from typing import NamedTuple\n", "", "class R{i}(NamedTuple):\n"),
}

_WRITTEN_OUT = '''
class R{i}(Base):
    """A record."""

    __slots__ = ("player", "cards", "kush", "raised")
    __match_args__ = ("player", "cards", "kush", "raised")
    player: str
    cards: tuple[int, ...]
    kush: int
    raised: bool

    def __init__(self, player: str, cards: tuple[int, ...], kush: int, raised: bool) -> None:
        setter = object.__setattr__
        setter(self, "player", player)
        setter(self, "cards", cards)
        setter(self, "kush", kush)
        setter(self, "raised", raised)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return (self.player, self.cards, self.kush, self.raised) == (other.player, other.cards, other.kush,
                                                                      other.raised)

    def __hash__(self) -> int:
        return hash((self.player, self.cards, self.kush, self.raised))

    def __repr__(self) -> str:
        return (f"R{i}(player={{self.player!r}}, cards={{self.cards!r}}, kush={{self.kush!r}}, "
                f"raised={{self.raised!r}})")
'''

_WRITTEN_BASE = '''
class Base:
    __slots__ = ()
    kind: ClassVar[str] = "base"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen")
'''


def module_source(option: str) -> str:
    """The source of a module of `CLASSES` records written as `option`."""
    head = "from __future__ import annotations\nfrom typing import ClassVar\n"
    if option == "written-out __slots__":
        return head + _WRITTEN_BASE + "".join(_WRITTEN_OUT.format(i=i) for i in range(CLASSES))
    imports, base, record = _HEADERS[option]
    body = "".join(record.format(i=i) + '    """A record."""\n' + _FIELDS for i in range(CLASSES))
    return head + imports + base + body


OPTIONS = (*_HEADERS, "written-out __slots__")


def fresh_module() -> dict[str, object]:
    """A new module's namespace, registered as importing registers one (dataclasses look it up)."""
    module = types.ModuleType("bench_records_module")
    sys.modules[module.__name__] = module
    return module.__dict__


def make_module(source: str) -> dict[str, object]:
    namespace = fresh_module()
    exec(compile(source, "<records>", "exec"), namespace)
    return namespace


def alternate(work: dict[str, Callable[[], float]], rounds: int) -> dict[str, float]:
    """Each piece of work `rounds` times, in turn, and the median of its seconds."""
    times: dict[str, list[float]] = {name: [] for name in work}
    for _ in range(rounds):
        for name, measure in work.items():
            times[name].append(measure())
    return {name: statistics.median(values) for name, values in times.items()}


def class_creation(rounds: int) -> None:
    sources = {option: module_source(option) for option in OPTIONS}
    compiled = {option: compile(source, "<records>", "exec") for option, source in sources.items()}

    def timer(option: str) -> Callable[[], float]:
        def measure() -> float:
            namespace = fresh_module()
            start = time.perf_counter()
            exec(compiled[option], namespace)
            return time.perf_counter() - start
        return measure

    medians = alternate({option: timer(option) for option in OPTIONS}, rounds)
    base = medians["plain class (baseline)"]
    print(f"1. making {CLASSES} record classes (median of {rounds} alternating rounds, bytecode compiled before)")
    for option in OPTIONS:
        seconds = medians[option]
        print(f"   {option:26} {seconds * 1000:8.2f} ms  {seconds / CLASSES * 1e6:7.1f} µs a class  "
              f"{seconds / base:6.1f}× the plain class")


def instances(rounds: int) -> None:
    classes = {option: make_module(module_source(option))["R0"] for option in OPTIONS if "baseline" not in option}
    values = [(f"P{i % 7}", (i % 52, (i * 7) % 52), i % 600, i % 2 == 0) for i in range(INSTANCES)]

    def timer(make: Callable[..., object]) -> Callable[[], float]:
        def measure() -> float:
            start = time.perf_counter()
            made = [make(*row) for row in values]
            again = [make(*row) for row in values[:1000]]
            assert all(a == b for a, b in zip(made, again, strict=False))
            assert len({hash(item) for item in made[:1000]}) > 1
            return time.perf_counter() - start
        return measure

    work = {"tuple (baseline)": timer(lambda *row: row)}
    work |= {option: timer(cls) for option, cls in classes.items()}  # type: ignore[arg-type]
    medians = alternate(work, rounds)
    base = medians["tuple (baseline)"]
    print(f"2. making {INSTANCES} records, comparing and hashing 1 000 (median of {rounds} rounds)")
    for option, seconds in medians.items():
        print(f"   {option:26} {seconds * 1000:8.1f} ms  {seconds / base:5.2f}× the tuples")


def run_python(cwd: Path, code: str, *flags: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, *flags, "-c", code], cwd=cwd, env=env, capture_output=True, text=True,
                          check=True)


def own_modules_ms(cwd: Path, code: str) -> float:
    """The `self` microseconds `-X importtime` gives every `shtoss_desktop` module, summed, in ms."""
    err = run_python(cwd, code, "-X", "importtime").stderr
    total = 0
    for line in err.splitlines():
        match = re.match(r"import time:\s+(\d+) \|\s+\d+ \| *shtoss_desktop[.\w]*$", line)
        if match:
            total += int(match.group(1))
    return total / 1000


def importing(rounds: int, compare: Path | None, what: str, code: str, baseline: str, baseline_name: str) -> None:
    trees = {"this checkout": ROOT} | ({f"{compare}": compare} if compare else {})
    for cwd in trees.values():  # bytecode cached, as for installed software
        run_python(cwd, code)

    def cpu(cwd: Path, code: str) -> Callable[[], float]:
        def measure() -> float:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            run_python(cwd, code)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        return measure

    work = {baseline_name: cpu(ROOT, baseline)}
    work |= {name: cpu(cwd, code) for name, cwd in trees.items()}
    work |= {f"importtime {name}": (lambda cwd=cwd: own_modules_ms(cwd, code) / 1000) for name, cwd in trees.items()}
    medians = alternate(work, rounds)
    base = medians[baseline_name]
    print(f"{what} in a fresh interpreter (median of {rounds} alternating runs)")
    print(f"   {baseline_name:26} {base * 1000:8.1f} ms")
    for name in trees:
        seconds = medians[name]
        print(f"   {name:26} {seconds * 1000:8.1f} ms  {seconds / base:5.2f}× the baseline; "
              f"-X importtime: the project's own modules {medians['importtime ' + name] * 1000:.1f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compare", type=Path, help="another checkout whose core import alternates with this one")
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--only", choices=("classes", "instances", "import", "window"))
    args = parser.parse_args(argv)
    if args.only in (None, "classes"):
        class_creation(args.rounds)
    if args.only in (None, "instances"):
        instances(max(3, args.rounds // 3))
    compare = args.compare.resolve() if args.compare else None
    if args.only in (None, "import"):
        importing(args.rounds, compare, f"3. `{IMPORT}`", IMPORT, "pass", "python -c pass (baseline)")
    if args.only in (None, "window"):
        importing(args.rounds, compare, "4. the modules the shtoss window's first frame needs", WINDOW_IMPORT,
                  QT_IMPORT, "Qt's widgets alone (baseline)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
