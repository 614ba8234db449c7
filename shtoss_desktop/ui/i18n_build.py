"""Compile the Qt translation sources (resources/translations/*.ts) into .qm files.

Run as `python -m shtoss_desktop.ui.i18n_build`; the dev script and the packaging build call it.
Each area of the program keeps its own `<area>_ru.ts`, so the areas can be edited independently.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from shtoss_desktop.resources import resource_path


def lrelease_command() -> list[str]:
    """The lrelease program that ships with PySide6."""
    import PySide6

    tool = Path(PySide6.__file__).parent / "lrelease"
    return [str(tool)] if tool.exists() else ["pyside6-lrelease"]


def build(folder: Path | None = None) -> list[Path]:
    """Compile every .ts in `folder` whose .qm is missing or older; return the .qm paths."""
    folder = folder or resource_path("translations")
    outputs = []
    for source in sorted(folder.glob("*.ts")):
        target = source.with_suffix(".qm")
        if not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
            subprocess.run([*lrelease_command(), "-silent", str(source), "-qm", str(target)], check=True)
        outputs.append(target)
    return outputs


def main() -> int:
    """Build the translations; exit status 0 on success."""
    build()
    return 0


if __name__ == "__main__":
    sys.exit(main())
