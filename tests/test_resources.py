"""Where the game's bundled files are (resources.py): every file the running game reads is found through one rule,
whatever the current directory (an installed copy reading its own `_resources` is tests/packaging/test_resources.py).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from shtoss_desktop import resources

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("parts", [
    ("icons", "shtoss-desktop.svg"),
    ("fonts", "OldStandard-Regular.ttf"),
    ("fonts", "OldStandard-Bold.ttf"),
    ("rules", "rules_en.html"),
    ("rules", "rules_ru.html"),
    ("rules", "casino_en.html"),
    ("rules", "casino_ru.html"),
    ("translations", "table_ru.ts"),
], ids="/".join)
def test_each_file_the_game_reads_is_found(parts: tuple[str, ...]) -> None:
    path = resources.resource_path(*parts)
    assert path == resources.resources_dir().joinpath(*parts)
    assert path.is_file(), path


def test_a_path_is_absolute_and_the_same_from_any_directory(tmp_path: Path) -> None:
    here = resources.resource_path("icons", "shtoss-desktop.svg")
    assert here.is_absolute()
    elsewhere = subprocess.run(
        [sys.executable, "-c", "from shtoss_desktop.resources import resource_path;"
         "print(resource_path('icons', 'shtoss-desktop.svg'))"],
        cwd=tmp_path, env={"PYTHONPATH": str(ROOT)}, capture_output=True, text=True, check=True)
    assert Path(elsewhere.stdout.strip()) == here


def test_no_parts_is_the_resources_folder_itself() -> None:
    assert resources.resource_path() == resources.resources_dir()
    assert resources.resources_dir().name in {"resources", resources.PACKAGED}
