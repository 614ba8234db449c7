"""Which of `resources/` the running game reads, and its translations compiled: one answer for the wheel and the
frozen build.

The build backend (`shtoss_backend.py` beside this file) puts these files in a wheel as `shtoss_desktop/_resources`
and the PyInstaller spec (`packaging/shtoss-desktop.spec`) bundles them to the same place, where
`shtoss_desktop/resources.py` looks first. Only the standard library is used here, so that the spec can import it
without setuptools.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parents[2]
"""The top of the source tree (a checkout or an unpacked sdist): this file is `packaging/backend/` in it."""
PACKAGE = "shtoss_desktop"
PACKAGED_RESOURCES = "_resources"
"""The folder of the package that holds the resources in a wheel and in the frozen build."""
LEFT_OUT_FOLDERS = (("desktop",), ("icons", "png"), ("screenshots",), ("translations",))
"""Folders of `resources/` the running game does not read: the desktop entry, the AppStream file and the PNG icon
sizes (the installers' and the .deb's), the README's screenshots. The translations go in compiled."""
LEFT_OUT_SUFFIXES = frozenset({".ico", ".icns"})
"""The icon containers of Windows and macOS (their installers' and the frozen build's; the game draws the SVG)."""


class TranslationBuildError(RuntimeError):
    """The translations cannot be compiled (the message says why and what to install)."""


def translations_folder(root: Path = ROOT) -> Path:
    """The folder of the translation sources (`*.ts`) in the source tree."""
    return root / "resources" / "translations"


def runtime_resources(root: Path = ROOT) -> list[tuple[Path, PurePosixPath]]:
    """Every file of `resources/` the running game reads, but the translations (`compile_translations`), with its
    path inside the package's resources folder, e.g. `(…/resources/rules/rules_en.html, rules/rules_en.html)`."""
    resources = root / "resources"
    found = []
    for path in sorted(resources.rglob("*")):
        relative = PurePosixPath(path.relative_to(resources).as_posix())
        if not path.is_file() or path.suffix in LEFT_OUT_SUFFIXES:
            continue
        if any(relative.parts[: len(folder)] == folder for folder in LEFT_OUT_FOLDERS):
            continue
        found.append((path, relative))
    return found


def stale_translations(sources: Path) -> list[Path]:
    """The translation sources in `sources` whose `.qm` beside them is missing or older than they are."""
    stale = []
    for source in sorted(sources.glob("*.ts")):
        compiled = source.with_suffix(".qm")
        if not compiled.exists() or compiled.stat().st_mtime < source.stat().st_mtime:
            stale.append(source)
    return stale


def lrelease() -> list[str] | None:
    """The command of PySide6's lrelease in this environment, or None when PySide6 is not installed here."""
    try:
        import PySide6
    except ImportError:
        return None
    folder = Path(PySide6.__file__).parent
    for name in ("lrelease", "lrelease.exe"):
        if (folder / name).is_file():
            return [str(folder / name)]
    wrapper = shutil.which("pyside6-lrelease")  # builds that keep the tool behind its console script
    return [wrapper] if wrapper else None


def compile_translations(sources: Path, target: Path) -> list[Path]:
    """Every `.ts` of `sources` as a `.qm` in `target` (which may be `sources` itself): compiled with lrelease when
    the `.qm` beside the source is missing or older than it, else that `.qm` as it is. The `.qm` paths in `target`.
    """
    target.mkdir(parents=True, exist_ok=True)
    stale = set(stale_translations(sources))
    command = lrelease() if stale else None
    if stale and command is None:
        raise TranslationBuildError(
            f"{len(stale)} translations in {sources} need compiling ({min(stale).name} first) and PySide6, whose "
            "lrelease compiles them, is not installed here: build with pip or `python -m build` (they install it "
            "in the build environment), or install PySide6-Essentials first"
        )
    outputs = []
    for source in sorted(sources.glob("*.ts")):
        compiled = target / source.with_suffix(".qm").name
        if source in stale:
            assert command is not None
            result = subprocess.run([*command, "-silent", str(source), "-qm", str(compiled)],
                                    capture_output=True, text=True, check=False)
            if result.returncode != 0 or not compiled.is_file():
                raise TranslationBuildError(f"lrelease could not compile {source}: {result.stderr.strip()}")
        elif compiled != source.with_suffix(".qm"):
            shutil.copy2(source.with_suffix(".qm"), compiled)
        outputs.append(compiled)
    return outputs
