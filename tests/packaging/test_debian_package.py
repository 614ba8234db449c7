"""packaging/build_deb.sh: the .deb holds the game in /opt, the launcher link, the desktop entry and the icons.

The package is inspected with dpkg-deb and unpacked into a temporary folder; the real system is never touched.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.packaging.packaging_helpers import APP_ID, APP_NAME, ICON_SIZES, run

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb is not installed (not a Debian system)"),
]

EXPECTED = [
    f"./opt/{APP_NAME}/{APP_NAME}",
    f"./usr/bin/{APP_NAME}",
    f"./usr/share/applications/{APP_ID}.desktop",
    f"./usr/share/metainfo/{APP_ID}.metainfo.xml",
    f"./usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
    f"./usr/share/doc/{APP_NAME}/copyright",
    *(f"./usr/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png" for size in ICON_SIZES),
]


@pytest.fixture(scope="module")
def deb(frozen_app: Path, repo_root: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package built from the session's frozen app (uncompressed, to save time)."""
    output = tmp_path_factory.mktemp("deb")
    result = run(
        [
            "sh",
            str(repo_root / "packaging" / "build_deb.sh"),
            "--from",
            str(frozen_app),
            "--output",
            str(output),
            "--compression",
            "none",
        ]
    )
    assert result.returncode == 0, result.stdout + result.stderr
    (package,) = output.glob("*.deb")
    return package


def test_deb_lists_the_expected_files(deb: Path) -> None:
    listing = run(["dpkg-deb", "-c", str(deb)])
    assert listing.returncode == 0, listing.stderr
    paths = {line.split()[5] for line in listing.stdout.splitlines()}
    assert set(EXPECTED) <= paths
    assert f"./opt/{APP_NAME}/_internal/resources/icons/shtoss-desktop.svg" in paths
    link = next(line for line in listing.stdout.splitlines() if f" ./usr/bin/{APP_NAME} " in line)
    assert link.startswith("l")
    assert link.endswith(f"-> /opt/{APP_NAME}/{APP_NAME}")
    owners = {line.split()[1] for line in listing.stdout.splitlines()}
    assert owners == {"root/root"}


def test_deb_control_fields(deb: Path, repo_root: Path) -> None:
    fields = run(["dpkg-deb", "-f", str(deb), "Package", "Version", "Architecture", "Depends", "Section"])
    assert fields.returncode == 0, fields.stderr
    assert f"Package: {APP_NAME}\n" in fields.stdout
    init = (repo_root / "shtoss_desktop" / "__init__.py").read_text()
    assert f'__version__ = "{fields.stdout.split("Version: ")[1].split()[0]}"' in init
    assert "Section: games" in fields.stdout
    assert "libc6" in fields.stdout


def test_deb_unpacks_to_a_working_game(deb: Path, tmp_path: Path, headless_env: dict[str, str]) -> None:
    unpacked = tmp_path / "root"
    extracted = run(["dpkg-deb", "-x", str(deb), str(unpacked)])
    assert extracted.returncode == 0, extracted.stderr
    for path in EXPECTED:
        assert (unpacked / path).exists() or (unpacked / path).is_symlink(), path
    desktop = (unpacked / f"usr/share/applications/{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Exec={APP_NAME}\n" in desktop
    started = run([str(unpacked / "opt" / APP_NAME / APP_NAME), "--self-test"], env=headless_env)
    assert started.returncode == 0, f"packaged --self-test failed:\n{started.stdout}\n{started.stderr}"
