"""packaging/elf_runpath.py: build-machine RUNPATH/RPATH entries are dropped from the copies the bundle carries.

The libraries are made with binutils' assembler and linker, then checked with readelf and loaded with ctypes,
so the cleaning is judged by the same tools as the system's, not by the module's own reader.
"""

from __future__ import annotations

import ctypes
import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.packaging.packaging_helpers import ROOT, run

pytestmark = pytest.mark.skipif(
    any(shutil.which(tool) is None for tool in ("as", "ld", "readelf")),
    reason="needs binutils (as, ld, readelf); `sh packaging/dev.sh test` installs it",
)


def load_module() -> ModuleType:
    """packaging/ is no package: load the module from its file, as the spec does by path."""
    spec = importlib.util.spec_from_file_location("elf_runpath", ROOT / "packaging" / "elf_runpath.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["elf_runpath"] = module
    spec.loader.exec_module(module)
    return module


elf_runpath = load_module()


def library(folder: Path, name: str, *link_options: str) -> Path:
    """An empty shared library linked with the given options (e.g. a RUNPATH)."""
    folder.mkdir(parents=True, exist_ok=True)
    empty = folder / "empty.o"
    if not empty.exists():
        subprocess.run(["as", "/dev/null", "-o", str(empty)], check=True)
    path = folder / name
    subprocess.run(["ld", "-shared", str(empty), "-soname", name, *link_options, "-o", str(path)], check=True)
    return path


def readelf_paths(path: Path) -> list[str]:
    dynamic = run(["readelf", "-d", str(path)])
    assert dynamic.returncode == 0, dynamic.stderr
    return re.findall(r"\((?:RPATH|RUNPATH)\)\s+Library r(?:un)?path: \[(.*)\]", dynamic.stdout)


def test_an_absolute_runpath_is_removed_from_a_copy(tmp_path: Path) -> None:
    build_folder = "/root/.pyenv/versions/3.11.7/lib"
    original = library(tmp_path / "src", "libbuild.so", "--enable-new-dtags", "-rpath", build_folder)
    assert readelf_paths(original) == [build_folder]
    before = original.read_bytes()
    ((name, copy, kind),) = elf_runpath.cleaned_binaries([("libbuild.so", str(original), "BINARY")], tmp_path / "out")
    assert (name, kind) == ("libbuild.so", "BINARY")
    assert Path(copy) == tmp_path / "out" / "libbuild.so"
    assert readelf_paths(Path(copy)) == []
    assert original.read_bytes() == before  # the Python installation's own file is left alone
    ctypes.CDLL(copy)  # the dynamic loader still accepts the cleaned library


def test_an_old_style_rpath_is_removed_too(tmp_path: Path) -> None:
    original = library(tmp_path, "librpath.so", "--disable-new-dtags", "-rpath", "/opt/build/lib")
    assert "(RPATH)" in run(["readelf", "-d", str(original)]).stdout
    cleaned = elf_runpath.without_build_paths(original.read_bytes())
    assert cleaned is not None
    copy = tmp_path / "copy.so"
    copy.write_bytes(cleaned)
    assert readelf_paths(copy) == []


def test_origin_relative_runpaths_and_other_files_are_kept(tmp_path: Path) -> None:
    relative = library(tmp_path / "src", "libqt.so", "--enable-new-dtags", "-rpath", "$ORIGIN/../../lib")
    plain = library(tmp_path / "src", "libplain.so")
    data = tmp_path / "src" / "notes.txt"
    data.write_text("not an ELF file")
    binaries = [("libqt.so", str(relative), "BINARY"), ("libplain.so", str(plain), "BINARY"),
                ("notes.txt", str(data), "DATA")]
    assert elf_runpath.cleaned_binaries(binaries, tmp_path / "out") == binaries
    assert elf_runpath.search_paths(relative.read_bytes()) == ["$ORIGIN/../../lib"]
    assert not (tmp_path / "out").exists()


def test_a_runpath_mixing_origin_and_absolute_folders_is_refused(tmp_path: Path) -> None:
    mixed = library(tmp_path, "libmixed.so", "--enable-new-dtags", "-rpath", "$ORIGIN:/usr/local/lib")
    with pytest.raises(elf_runpath.RunpathError, match="mixes"):
        elf_runpath.without_build_paths(mixed.read_bytes())
