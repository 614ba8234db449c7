"""The project's build backend: setuptools, with the game's resources compiled and carried in the package.

pyproject.toml names it (`build-backend = "shtoss_backend"`, `backend-path = ["packaging/backend"]`), so pip,
`python -m build` and every other PEP 517 front end build through it. It adds three things to
`setuptools.build_meta`, which does the rest:

- **The translations are compiled.** The Qt sources `resources/translations/*.ts` become `.qm` files with the
  lrelease that PySide6 ships (`shtoss_resources.compile_translations`): into the wheel for a wheel; beside the
  sources for an editable install (the game then reads the checkout's `resources/`) and for an sdist (which so
  carries them). A `.qm` that is there and not older than its `.ts` is taken as it is.
- **PySide6 only when it is needed.** `get_requires_for_build_*` ask for PySide6-Essentials (the project's own
  requirement, as `[project] dependencies` states it) only when a `.qm` has to be compiled and PySide6 is not
  in the build environment already: a wheel built from the sdist, whose `.qm` are compiled, needs no Qt (an
  ~80 MB download and ~10 s of unpacking saved).
- **The wheel carries the resources.** `BuildPy` (the `build_py` of `[tool.setuptools.cmdclass]`) puts the files
  the running game reads (`shtoss_resources.runtime_resources`: the fonts with their licence, the rules text, the
  icon, and the compiled translations) into the package as `shtoss_desktop/_resources`, where
  `shtoss_desktop/resources.py` looks first. The frozen build bundles the same files to the same place.

The top-level `resources/` stays the one source: nothing is copied into the checkout's package.
"""

from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path
from typing import Any

from setuptools import build_meta as _setuptools
from setuptools.command.build_py import build_py as _build_py
from shtoss_resources import (
    PACKAGE,
    PACKAGED_RESOURCES,
    ROOT,
    TranslationBuildError,
    compile_translations,
    lrelease,
    runtime_resources,
    stale_translations,
    translations_folder,
)

QT_REQUIREMENT = "pyside6-essentials"
"""The distribution whose lrelease compiles the translations (its normalized name)."""

__all__ = [
    "BuildPy",
    "build_editable",
    "build_sdist",
    "build_wheel",
    "get_requires_for_build_editable",
    "get_requires_for_build_sdist",
    "get_requires_for_build_wheel",
    "prepare_metadata_for_build_editable",
    "prepare_metadata_for_build_wheel",
]

prepare_metadata_for_build_wheel = _setuptools.prepare_metadata_for_build_wheel
prepare_metadata_for_build_editable = _setuptools.prepare_metadata_for_build_editable


def qt_requirement(root: Path = ROOT) -> str:
    """The project's own PySide6-Essentials requirement (name and versions) from pyproject.toml."""
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    for requirement in project.get("dependencies", []):
        name = re.match(r"[A-Za-z0-9._-]+", requirement)
        if name and re.sub(r"[-_.]+", "-", name.group(0)).lower() == QT_REQUIREMENT:
            return str(requirement).split(";")[0].strip()
    raise TranslationBuildError("pyproject.toml names no PySide6-Essentials among the project's dependencies")


def translation_requirements() -> list[str]:
    """What the build environment needs beyond setuptools to compile the translations: nothing when they are
    compiled already or PySide6 is there, else the project's PySide6-Essentials."""
    if not stale_translations(translations_folder()) or lrelease() is not None:
        return []
    return [qt_requirement()]


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    return [*_setuptools.get_requires_for_build_wheel(config_settings), *translation_requirements()]


def get_requires_for_build_editable(config_settings: dict[str, Any] | None = None) -> list[str]:
    return [*_setuptools.get_requires_for_build_editable(config_settings), *translation_requirements()]


def get_requires_for_build_sdist(config_settings: dict[str, Any] | None = None) -> list[str]:
    return [*_setuptools.get_requires_for_build_sdist(config_settings), *translation_requirements()]


def build_wheel(wheel_directory: str, config_settings: dict[str, Any] | None = None,
                metadata_directory: str | None = None) -> str:
    # BuildPy compiles and copies the resources, into the wheel only.
    return str(_setuptools.build_wheel(wheel_directory, config_settings, metadata_directory))


def build_editable(wheel_directory: str, config_settings: dict[str, Any] | None = None,
                   metadata_directory: str | None = None) -> str:
    # An editable install runs the checkout's package, which reads the checkout's resources/: compiled there. Here
    # and not in BuildPy, whose failures setuptools turns into a warning in an editable build.
    folder = translations_folder()
    compile_translations(folder, folder)
    return str(_setuptools.build_editable(wheel_directory, config_settings, metadata_directory))


def build_sdist(sdist_directory: str, config_settings: dict[str, Any] | None = None) -> str:
    # Compiled beside the sources, so that MANIFEST.in takes them in and a wheel built from the sdist needs no Qt.
    folder = translations_folder()
    compile_translations(folder, folder)
    return str(_setuptools.build_sdist(sdist_directory, config_settings))


class BuildPy(_build_py):
    """setuptools' build_py, and the game's resources into the built package (`shtoss_desktop/_resources`)."""

    def run(self) -> None:
        super().run()
        if not self.editable_mode:
            self._build_resources()

    def _resources_target(self) -> Path:
        return Path(self.build_lib, PACKAGE, PACKAGED_RESOURCES)

    def _build_resources(self) -> None:
        target = self._resources_target()
        # A build folder kept from an earlier build may hold files the resources no longer have.
        shutil.rmtree(target, ignore_errors=True)
        for source, relative in runtime_resources():
            destination = target.joinpath(*relative.parts)
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, destination)
        compile_translations(translations_folder(), target / "translations")

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = list(super().get_outputs(include_bytecode))
        target = self._resources_target()
        if not self.editable_mode and target.is_dir():
            outputs.extend(str(path) for path in sorted(target.rglob("*")) if path.is_file())
        return outputs
