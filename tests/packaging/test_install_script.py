"""packaging/install.sh: a per-prefix install lands where the desktop looks, runs, and uninstalls cleanly."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.packaging.packaging_helpers import APP_ID, APP_NAME, ICON_SIZES, run

pytestmark = pytest.mark.slow


def snapshot(folder: Path) -> set[str]:
    """Every path under a folder, relative to it."""
    return {str(path.relative_to(folder)) for path in folder.rglob("*")}


def test_install_runs_and_uninstall_leaves_nothing(
    frozen_app: Path, repo_root: Path, headless_env: dict[str, str], tmp_path: Path
) -> None:
    prefix = tmp_path / "prefix"
    # Something of the user's that must survive the install and the uninstall.
    (prefix / "share" / "applications").mkdir(parents=True)
    (prefix / "share" / "applications" / "other.desktop").write_text("[Desktop Entry]\n")
    before = snapshot(prefix)
    script = str(repo_root / "packaging" / "install.sh")

    installed = run(["sh", script, "--prefix", str(prefix), "--from", str(frozen_app)])
    assert installed.returncode == 0, installed.stderr

    share = prefix / "share"
    launcher = prefix / "bin" / APP_NAME
    desktop = share / "applications" / f"{APP_ID}.desktop"
    assert launcher.is_symlink()
    assert (prefix / "lib" / APP_NAME / APP_NAME).is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    for size in ICON_SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    assert f"Exec={launcher}\n" in desktop.read_text(encoding="utf-8")
    assert f"Icon={APP_ID}\n" in desktop.read_text(encoding="utf-8")
    if shutil.which("desktop-file-validate"):
        validated = run(["desktop-file-validate", str(desktop)])
        assert validated.returncode == 0, validated.stdout + validated.stderr

    started = run([str(launcher), "--self-test"], env=headless_env)
    assert started.returncode == 0, f"installed --self-test failed:\n{started.stdout}\n{started.stderr}"

    again = run(["sh", script, "--prefix", str(prefix), "--from", str(frozen_app)])
    assert again.returncode == 0, again.stderr

    removed = run(["sh", script, "--uninstall", "--prefix", str(prefix)])
    assert removed.returncode == 0, removed.stderr
    assert snapshot(prefix) == before


def test_install_refuses_a_missing_build(repo_root: Path, tmp_path: Path) -> None:
    result = run(
        [
            "sh",
            str(repo_root / "packaging" / "install.sh"),
            "--prefix",
            str(tmp_path / "p"),
            "--from",
            str(tmp_path / "nothing"),
        ]
    )
    assert result.returncode != 0
    assert "no onedir build" in result.stderr
    assert not (tmp_path / "p").exists()


def test_uninstall_without_install_fails_cleanly(repo_root: Path, tmp_path: Path) -> None:
    result = run(["sh", str(repo_root / "packaging" / "install.sh"), "--uninstall", "--prefix", str(tmp_path)])
    assert result.returncode != 0
    assert "nothing to uninstall" in result.stderr
