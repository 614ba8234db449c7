"""Where the game's bundled files are, the same way from source and in a frozen build.

From source the files live in `resources/` at the top of the checkout; a PyInstaller build puts
them in `resources/` beside the frozen package (`sys._MEIPASS`). Nothing depends on the current
directory.
"""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    """The folder that holds card art, icons, translations and the rules text."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root is not None:
        return Path(frozen_root) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    """The path of one bundled file, e.g. `resource_path("icons", "shtoss.svg")`."""
    return resources_dir().joinpath(*parts)
