"""Make a data folder whose archive holds seeded sessions of both games, for the statistics' benchmark.

    .venv/bin/python benchmarks/make_stats_archive.py FOLDER [--sessions 1000] [--first-seed 1]

The sessions are played by the game's own session objects, the human's part by the scripted player
(app/archive_maker.py): in turn shtoss as punter, shtoss as banker (three deals each) and a casino shoe. Each is
archived as a player's ended session is, and counted in the statistics database as it is played.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.archive_maker import make_archive


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="the data folder to fill (its archive/ subfolder)")
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--first-seed", type=int, default=1)
    args = parser.parse_args(argv)
    app = QCoreApplication.instance() or QCoreApplication([])
    start = time.perf_counter()
    make_archive(args.folder, args.sessions, first_seed=args.first_seed)
    print(f"{args.sessions} sessions archived in {args.folder} in {time.perf_counter() - start:.1f} s")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
