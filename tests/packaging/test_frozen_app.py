"""The frozen onedir build: it runs headless with the game's options and carries only what the game uses."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.packaging.packaging_helpers import APP_NAME, run

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
import qt_bundle

pytestmark = pytest.mark.slow


def test_frozen_self_test_passes(frozen_app: Path, headless_env: dict[str, str]) -> None:
    result = run([str(frozen_app / APP_NAME), "--self-test"], env=headless_env)
    assert result.returncode == 0, f"frozen --self-test failed:\n{result.stdout}\n{result.stderr}"


def test_frozen_app_quits_after_first_frame(frozen_app: Path, headless_env: dict[str, str]) -> None:
    result = run([str(frozen_app / APP_NAME), "--quit-after-first-frame"], env=headless_env)
    assert result.returncode == 0, f"frozen --quit-after-first-frame failed:\n{result.stdout}\n{result.stderr}"


def test_frozen_app_takes_a_screenshot(frozen_app: Path, headless_env: dict[str, str], tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    result = run([str(frozen_app / APP_NAME), "--screenshot", str(shot)], env=headless_env)
    assert result.returncode == 0, f"frozen --screenshot failed:\n{result.stdout}\n{result.stderr}"
    assert shot.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


def test_resources_are_bundled_in_the_package_as_a_wheel_carries_them(frozen_app: Path, repo_root: Path) -> None:
    bundled = frozen_app / "_internal" / "shtoss_desktop" / "_resources"
    assert (bundled / "icons" / "shtoss-desktop.svg").is_file()
    assert (bundled / "rules" / "rules_ru.html").is_file()
    sources = sorted(path.with_suffix(".qm").name for path in (repo_root / "resources" / "translations").glob("*.ts"))
    assert sorted(path.name for path in (bundled / "translations").glob("*.qm")) == sources
    assert not list(bundled.rglob("*.ts")), "translation sources are not needed at run time"
    assert not (bundled / "desktop").exists(), "the desktop entry belongs to the installers, not the bundle"
    assert not (frozen_app / "_internal" / "resources").exists(), "one place for the resources"


def test_only_the_kept_qt_plugins_and_translations_are_bundled(frozen_app: Path) -> None:
    qt = frozen_app / "_internal" / "PySide6" / "Qt"
    plugins = {
        f"{path.parent.relative_to(qt / 'plugins')}/{qt_bundle.plugin_name(path.name)}"
        for path in (qt / "plugins").rglob("*")
        if path.is_file()
    }
    allowed = {f"{kind}/{name}" for kind, names in qt_bundle.KEPT_PLUGINS.items() for name in names}
    assert plugins <= allowed
    assert {"platforms/qxcb", "platforms/qoffscreen", "imageformats/qsvg", "iconengines/qsvgicon"} <= plugins
    assert sorted(path.name for path in (qt / "translations").iterdir()) == sorted(qt_bundle.KEPT_TRANSLATIONS)


def test_unused_qt_modules_are_left_out(frozen_app: Path) -> None:
    internal = frozen_app / "_internal"
    modules = {path.name.split(".")[0] for path in (internal / "PySide6").glob("Qt*.so")}
    assert modules <= {"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtSvgWidgets"}
    for library in ("libQt6Network", "libQt6Qml", "libQt6Quick", "libQt6OpenGL", "libcairo", "libgtk-3"):
        assert not list(internal.rglob(f"{library}.so*")), f"{library} should not be bundled"
