"""The package build (packaging/backend/shtoss_backend.py): a wheel carries everything the game reads, the
translations compiled, and a game installed from it, or installed editable from a fresh clone, speaks Russian.

Built as a release is, with `python -m build` (an sdist, then the wheel from that sdist), from a copy of the
checkout's files as a fresh clone has them: no compiled translations. Each install goes into a new virtual
environment with pip, which fetches PySide6-Essentials as any user's install does (the network, or pip's cache).
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tarfile
import textwrap
import xml.etree.ElementTree as ElementTree
import zipfile
from pathlib import Path

import pytest

from tests.packaging.packaging_helpers import APP_NAME, ROOT, run

sys.path.insert(0, str(ROOT / "packaging" / "backend"))
import shtoss_resources

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("wheel")]

NOT_IN_A_CLONE = shutil.ignore_patterns(
    ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", "*.qm", ".*_cache", ".hypothesis",
    ".import_linter_cache", "screenshots", "tests", "benchmarks",
)
"""What a fresh clone does not have (the compiled translations, what tools leave behind) and the build does not
read."""
TRANSLATION_SOURCES = sorted((ROOT / "resources" / "translations").glob("*.ts"))


def fresh_clone(folder: Path) -> Path:
    """The checkout's files as a fresh clone has them, in `folder`."""
    shutil.copytree(ROOT, folder, ignore=NOT_IN_A_CLONE)
    assert not list(folder.rglob("*.qm"))
    return folder


def pip_install(venv: Path, *arguments: str) -> None:
    result = run([str(venv / "bin" / "python"), "-m", "pip", "install", "--disable-pip-version-check", "-q",
                  *arguments])
    assert result.returncode == 0, f"pip install {' '.join(arguments)} failed:\n{result.stdout}\n{result.stderr}"


def new_venv(folder: Path) -> Path:
    result = run([sys.executable, "-m", "venv", str(folder)])
    assert result.returncode == 0, result.stderr
    return folder


def a_russian_message() -> tuple[str, str, str]:
    """(context, source, Russian) of the first finished, singular message of the table's translation."""
    root = ElementTree.parse(ROOT / "resources" / "translations" / "table_ru.ts").getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if (message.get("numerus") != "yes" and translation is not None and translation.text
                    and translation.get("type") is None and message.find("comment") is None):
                return context.findtext("name") or "", message.findtext("source") or "", translation.text
    raise AssertionError("table_ru.ts has no plain finished message")


PROBE = textwrap.dedent("""
    import json, sys
    from PySide6.QtCore import QCoreApplication
    import shtoss_desktop
    from shtoss_desktop.resources import resources_dir
    from shtoss_desktop.ui.shell.i18n import install_translators, missing_translation
    from shtoss_desktop.ui.shell.rules_help import rules_help_file
    from shtoss_desktop.ui.table.fonts import FONT_FILES, fonts_folder
    app = QCoreApplication([])
    install_translators(app, "ru")
    print(json.dumps({
        "package": shtoss_desktop.__file__,
        "resources": str(resources_dir()),
        "translated": QCoreApplication.translate(sys.argv[1], sys.argv[2]),
        "missing": missing_translation("ru"),
        "rules": str(rules_help_file("ru")),
        "fonts": [(fonts_folder() / name).is_file() for name in FONT_FILES],
    }))
""")
"""Run by an installed game's Python: where it reads its resources from, and what it says in Russian."""


def probe(venv: Path, cwd: Path, env: dict[str, str]) -> dict[str, object]:
    context, source, _ = a_russian_message()
    result = run([str(venv / "bin" / "python"), "-c", PROBE, context, source], cwd=cwd, env=env)
    assert result.returncode == 0, result.stderr
    found: dict[str, object] = json.loads(result.stdout)
    return found


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(sdist, wheel) built from a fresh clone by `python -m build`: the wheel from the sdist."""
    if importlib.util.find_spec("build") is None:
        pytest.skip("the build front end is not installed (pip install -e '.[dev]')")
    work = tmp_path_factory.mktemp("wheel")
    clone = fresh_clone(work / "clone")
    result = run([sys.executable, "-m", "build", "--outdir", str(work / "dist"), str(clone)])
    assert result.returncode == 0, f"python -m build failed:\n{result.stdout}\n{result.stderr}"
    (sdist,) = (work / "dist").glob("*.tar.gz")
    (wheel,) = (work / "dist").glob("*.whl")
    return sdist, wheel


@pytest.fixture(scope="module")
def game_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """No display, and the game's settings and data in a throw-away home."""
    home = tmp_path_factory.mktemp("home")
    env = {key: value for key, value in os.environ.items() if not key.startswith(("XDG_", "QT_", "PYTHON"))}
    return dict(env, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
                XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"))


def test_the_wheel_carries_the_compiled_translations_the_fonts_the_rules_and_the_icon(built: tuple[Path, Path]) -> None:
    _, wheel = built
    names = set(zipfile.ZipFile(wheel).namelist())
    data = "shtoss_desktop/_resources/"
    compiled = {f"{data}translations/{source.with_suffix('.qm').name}" for source in TRANSLATION_SOURCES}
    assert compiled <= names
    wanted = [f"{data}fonts/OldStandard-Regular.ttf", f"{data}fonts/OldStandard-Bold.ttf", f"{data}fonts/OFL.txt",
              f"{data}rules/rules_en.html", f"{data}rules/rules_ru.html", f"{data}rules/casino_en.html",
              f"{data}rules/casino_ru.html", f"{data}icons/shtoss-desktop.svg"]
    assert set(wanted) <= names
    carried = {name for name in names if name.startswith(data)}
    assert carried == compiled | set(wanted), "only what the running game reads"
    for name in compiled:
        assert zipfile.ZipFile(wheel).read(name).startswith(bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")), name
    assert not [name for name in names if name.startswith("resources/")], "no top-level folder beside the package"


def test_the_sdist_carries_the_compiled_translations_so_its_wheel_needs_no_qt(
    built: tuple[Path, Path], tmp_path: Path
) -> None:
    sdist, _ = built
    with tarfile.open(sdist) as archive:
        archive.extractall(tmp_path, filter="data")
    (tree,) = tmp_path.iterdir()
    assert (tree / "packaging" / "backend" / "shtoss_backend.py").is_file()
    assert (tree / "packaging" / "backend" / "shtoss_resources.py").is_file()
    sources = shtoss_resources.translations_folder(tree)
    assert sorted(path.name for path in sources.glob("*.ts")) == [path.name for path in TRANSLATION_SOURCES]
    # Every .qm there and not older than its source: the backend then asks for no PySide6 to build the wheel.
    assert shtoss_resources.stale_translations(sources) == []
    assert not (tree / "resources" / "screenshots").exists()


def test_a_game_installed_from_the_wheel_starts_in_russian(
    built: tuple[Path, Path], tmp_path: Path, game_env: dict[str, str]
) -> None:
    _, wheel = built
    venv = new_venv(tmp_path / "venv")
    pip_install(venv, str(wheel))
    elsewhere = tmp_path / "elsewhere"  # not the checkout: nothing of it on the path
    elsewhere.mkdir()
    found = probe(venv, elsewhere, game_env)
    site = next((venv / "lib").glob("python3*/site-packages"))
    assert found["package"] == str(site / "shtoss_desktop" / "__init__.py")
    assert found["resources"] == str(site / "shtoss_desktop" / "_resources")
    assert found["translated"] == a_russian_message()[2]
    assert found["missing"] is None
    assert found["rules"] == str(site / "shtoss_desktop" / "_resources" / "rules" / "rules_ru.html")
    assert found["fonts"] == [True, True]

    shot = tmp_path / "table.png"
    started = run([str(venv / "bin" / APP_NAME), "--lang", "ru", "--screenshot", str(shot)], cwd=elsewhere,
                  env=game_env)
    assert started.returncode == 0, f"the installed game did not start:\n{started.stdout}\n{started.stderr}"
    assert shot.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")

    # Without its Russian the installed game says so instead of silently speaking English.
    for compiled in (site / "shtoss_desktop" / "_resources" / "translations").glob("*_ru.qm"):
        compiled.unlink()
    bare = probe(venv, elsewhere, game_env)
    assert bare["translated"] != a_russian_message()[2]
    assert isinstance(bare["missing"], str)
    assert "The Russian translation is not installed" in bare["missing"]


def test_an_editable_install_of_a_fresh_clone_speaks_russian_without_dev_sh(
    tmp_path: Path, game_env: dict[str, str]
) -> None:
    clone = fresh_clone(tmp_path / "clone")
    venv = new_venv(tmp_path / "venv")
    pip_install(venv, "-e", str(clone))
    compiled = shtoss_resources.translations_folder(clone)
    assert shtoss_resources.stale_translations(compiled) == [], "the editable build compiled them in the clone"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    found = probe(venv, elsewhere, game_env)
    assert found["package"] == str(clone / "shtoss_desktop" / "__init__.py")
    assert found["resources"] == str(clone / "resources")
    assert found["translated"] == a_russian_message()[2]
    assert found["missing"] is None


def test_compiling_without_lrelease_names_what_to_install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "table_ru.ts").write_text("<TS/>")
    monkeypatch.setattr(shtoss_resources, "lrelease", lambda: None)
    with pytest.raises(shtoss_resources.TranslationBuildError, match="PySide6-Essentials"):
        shtoss_resources.compile_translations(tmp_path, tmp_path / "out")


def test_a_compiled_translation_is_copied_not_compiled_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = tmp_path / "table_ru.ts"
    source.write_text("<TS/>")
    (tmp_path / "table_ru.qm").write_bytes(b"compiled")
    os.utime(source, (0, 0))  # older than its .qm
    monkeypatch.setattr(subprocess, "run", lambda *args, **kwargs: pytest.fail("lrelease was run"))
    assert shtoss_resources.compile_translations(tmp_path, tmp_path / "out") == [tmp_path / "out" / "table_ru.qm"]
    assert (tmp_path / "out" / "table_ru.qm").read_bytes() == b"compiled"
