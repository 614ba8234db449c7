"""Where the game finds its resources (shtoss_desktop/resources.py): the same rule from a checkout, an installed
package and the frozen build."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import shtoss_desktop
from shtoss_desktop import resources
from tests.packaging.packaging_helpers import ROOT


def test_a_checkout_reads_the_top_level_resources() -> None:
    assert Path(shtoss_desktop.__file__).resolve().parent == ROOT / "shtoss_desktop"
    assert not (ROOT / "shtoss_desktop" / resources.PACKAGED).exists(), "the checkout's package carries no copy"
    assert resources.resources_dir() == ROOT / "resources"
    assert resources.resource_path("rules", "rules_ru.html").is_file()


def _load_copy(package: Path) -> object:
    """shtoss_desktop/resources.py copied into `package` and imported from there, as an installed package's."""
    package.mkdir(parents=True)
    shutil.copyfile(Path(resources.__file__), package / "resources.py")
    spec = importlib.util.spec_from_file_location("copied_resources", package / "resources.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_an_installed_package_reads_its_own_data_folder_first(tmp_path: Path) -> None:
    # A wheel (site-packages/shtoss_desktop/_resources) and the frozen build (_internal/shtoss_desktop/_resources).
    package = tmp_path / "site-packages" / "shtoss_desktop"
    copied = _load_copy(package)
    (package / "_resources" / "translations").mkdir(parents=True)
    (tmp_path / "site-packages" / "resources").mkdir()  # a stray folder beside the package is not read
    assert copied.resources_dir() == package / "_resources"  # type: ignore[attr-defined]
    assert copied.resource_path("translations") == package / "_resources" / "translations"  # type: ignore[attr-defined]


def test_without_its_data_folder_the_package_reads_the_checkouts(tmp_path: Path) -> None:
    copied = _load_copy(tmp_path / "checkout" / "shtoss_desktop")
    assert copied.resources_dir() == tmp_path / "checkout" / "resources"  # type: ignore[attr-defined]
