"""Where the game's bundled files are: the same rule from a checkout, an editable install, a wheel and a frozen build.

The package's own data folder, `shtoss_desktop/_resources`, comes first: the build backend
(`packaging/backend/shtoss_backend.py`) puts the files the running game reads there in a wheel (the translations
compiled), and the frozen build (`packaging/shtoss-desktop.spec`) bundles the same files to the same place. A
checkout has no such folder: there (and in an editable install, which runs the checkout's package) the files are
`resources/` at the top of the checkout, the translations compiled beside their sources. Nothing depends on the
current directory.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

PACKAGED: Final = "_resources"
"""The name of the data folder inside the package (a wheel, the frozen build)."""


def resources_dir() -> Path:
    """The folder that holds the icon, fonts, translations and the rules text."""
    package = Path(__file__).resolve().parent
    packaged = package / PACKAGED
    return packaged if packaged.is_dir() else package.parent / "resources"


def resource_path(*parts: str) -> Path:
    """The path of one bundled file, e.g. `resource_path("icons", "shtoss-desktop.svg")`."""
    return resources_dir().joinpath(*parts)
