"""packaging/install.sh: a per-prefix install lands where the desktop looks, runs, and uninstalls cleanly."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
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


def fake_onedir_build(folder: Path) -> Path:
    """A stand-in for the onedir build (what install.sh checks: the program and `_internal/`), to test the install
    scopes without freezing the game."""
    build = folder / APP_NAME
    (build / "_internal").mkdir(parents=True)
    (build / "_internal" / "LICENSE").write_text("MIT\n")
    program = build / APP_NAME
    program.write_text("#!/bin/sh\necho fake game\n")
    program.chmod(0o755)
    return build


def in_private_system(
    script: str, *, usr_local: Path, passwd_line: str, env: dict[str, str]
) -> subprocess.CompletedProcess[str]:
    """Run a shell script as root in a private mount namespace where /usr/local is the empty folder `usr_local`
    and the user database has one more user (`passwd_line`): the real system is never read or written."""
    passwd = usr_local.parent / "passwd"
    passwd.write_text(Path("/etc/passwd").read_text(encoding="utf-8") + passwd_line + "\n", encoding="utf-8")
    wrapped = f'mount --bind "{usr_local}" /usr/local && mount --bind "{passwd}" /etc/passwd && {script}'
    return run(["unshare", "--mount", "--propagation", "private", "sh", "-c", wrapped], env=env)


@pytest.fixture
def private_system(tmp_path: Path) -> Path:
    """Skips unless the test runs as root on Linux with `unshare` (a private mount namespace); the empty folder
    that stands for /usr/local there."""
    if not sys.platform.startswith("linux") or os.geteuid() != 0 or shutil.which("unshare") is None:
        pytest.skip("needs root and unshare (util-linux) for a private /usr/local and user database")
    probe = run(["unshare", "--mount", "--propagation", "private", "true"])
    if probe.returncode != 0:
        pytest.skip(f"cannot make a private mount namespace here: {probe.stderr.strip()}")
    usr_local = tmp_path / "usr-local"
    usr_local.mkdir()
    return usr_local


def test_uninstall_as_root_finds_the_sudo_users_per_user_install(
    repo_root: Path, tmp_path: Path, private_system: Path
) -> None:
    script = str(repo_root / "packaging" / "install.sh")
    build = fake_onedir_build(tmp_path / "build")
    alice = tmp_path / "home" / "alice"
    alice.mkdir(parents=True)
    root_home = tmp_path / "root-home"
    root_home.mkdir()
    base = {key: value for key, value in os.environ.items() if key not in ("SUDO_USER", "HOME")}
    # alice installs for herself (run here as root with her home: the prefix is what matters).
    installed = run(["sh", script, "--user", "--from", str(build)], env=dict(base, HOME=str(alice)))
    assert installed.returncode == 0, installed.stderr
    assert (alice / ".local" / "bin" / APP_NAME).is_symlink()

    # Then, as root through sudo, the system-wide uninstall finds nothing in /usr/local, but names her install.
    passwd_line = f"alice:x:4321:4321::{alice}:/bin/sh"
    command = f'sh "{script}" --uninstall'
    found = in_private_system(command, usr_local=private_system, passwd_line=passwd_line,
                              env=dict(base, HOME=str(root_home), SUDO_USER="alice"))
    assert found.returncode == 1
    assert "nothing to uninstall: no manifest at /usr/local/share/shtoss-desktop/install-manifest.txt" in found.stderr
    assert f"alice (who ran sudo) has a per-user install in {alice}/.local" in found.stderr
    assert f"--uninstall --prefix {alice}/.local" in found.stderr
    assert (alice / ".local" / "bin" / APP_NAME).is_symlink(), "only said: nothing removed"

    # The command it names removes her install.
    removed = run(["sh", script, "--uninstall", "--prefix", str(alice / ".local")], env=dict(base, HOME=str(root_home)))
    assert removed.returncode == 0, removed.stderr
    assert not (alice / ".local" / "lib" / APP_NAME).exists()
    assert not (alice / ".local" / "bin" / APP_NAME).is_symlink()

    # With no install anywhere it can look, it says plainly that one may be per user, and how to remove it.
    nowhere = in_private_system(command, usr_local=private_system, passwd_line=passwd_line,
                                env=dict(base, HOME=str(root_home), SUDO_USER="alice"))
    assert nowhere.returncode == 1
    assert "it may have been installed per user" in nowhere.stderr
    assert "remove it as that user with: sh " in nowhere.stderr


def test_uninstall_per_user_names_a_system_wide_install(repo_root: Path, tmp_path: Path, private_system: Path) -> None:
    script = str(repo_root / "packaging" / "install.sh")
    build = fake_onedir_build(tmp_path / "build")
    home = tmp_path / "home"
    home.mkdir()
    base = {key: value for key, value in os.environ.items() if key not in ("SUDO_USER", "HOME")}
    # Installed in /usr/local as a system-wide install is (its prefix named, so no desktop cache of the real system
    # is refreshed), then uninstalled per user.
    steps = f'sh "{script}" --prefix /usr/local --from "{build}" >/dev/null && sh "{script}" --uninstall --user'
    result = in_private_system(steps, usr_local=private_system, passwd_line="", env=dict(base, HOME=str(home)))
    assert result.returncode == 1
    assert f"no manifest at {home}/.local/share/shtoss-desktop/install-manifest.txt" in result.stderr
    assert "it is installed system-wide in /usr/local; remove it as root with: sudo sh " in result.stderr
