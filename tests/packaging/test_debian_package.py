"""packaging/build_deb.sh: the .deb holds the game in /usr/lib/shtoss-desktop, the launcher link in /usr/games,
the desktop entry, the icons, the licence and the manual page, carries no build-machine library path and nothing
in /opt, and lintian finds only the justified tags.

The package is inspected with dpkg-deb and lintian and unpacked into a temporary folder; the real system is never
touched.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.packaging.packaging_helpers import APP_ID, APP_NAME, ICON_SIZES, run

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb is not installed (not a Debian system)"),
]

EXPECTED = [
    f"./usr/lib/{APP_NAME}/{APP_NAME}",
    f"./usr/games/{APP_NAME}",
    f"./usr/share/applications/{APP_ID}.desktop",
    f"./usr/share/metainfo/{APP_ID}.metainfo.xml",
    f"./usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
    f"./usr/share/doc/{APP_NAME}/copyright",
    f"./usr/share/doc/{APP_NAME}/changelog.gz",
    f"./usr/share/doc/{APP_NAME}/rules-file-and-cli.md",
    f"./usr/share/man/man6/{APP_NAME}.6.gz",
    *(f"./usr/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png" for size in ICON_SIZES),
]


# The lintian tags that a self-contained PyInstaller bundle cannot avoid; each is justified in packaging/build_deb.sh
# and docs/packaging.md. Any other error or warning fails the test (dir-or-file-in-opt among them: the bundle is in
# /usr/lib/shtoss-desktop, not /opt).
JUSTIFIED_TAGS = {
    ("E", "embedded-library"),
    ("E", "library-not-linked-against-libc"),
    ("W", "shared-library-lacks-prerequisites"),
    ("W", "hardening-no-pie"),
}
LINTIAN_TAG = re.compile(r"^([EW]): [^:]+: (\S+)", re.MULTILINE)


@pytest.fixture(scope="module")
def deb(frozen_app: Path, repo_root: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package built from the session's frozen app (gzip: faster to build than xz, and compressed as lintian
    asks)."""
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
            "gzip",
        ]
    )
    assert result.returncode == 0, result.stdout + result.stderr
    (package,) = output.glob("*.deb")
    return package


@pytest.fixture(scope="module")
def unpacked(deb: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package's files, unpacked once into a temporary root."""
    root = tmp_path_factory.mktemp("unpacked")
    extracted = run(["dpkg-deb", "-x", str(deb), str(root)])
    assert extracted.returncode == 0, extracted.stderr
    return root


def is_elf(path: Path) -> bool:
    with path.open("rb") as stream:
        return stream.read(4) == b"\x7fELF"


def test_deb_lists_the_expected_files(deb: Path) -> None:
    listing = run(["dpkg-deb", "-c", str(deb)])
    assert listing.returncode == 0, listing.stderr
    paths = {line.split()[5] for line in listing.stdout.splitlines()}
    assert set(EXPECTED) <= paths
    assert f"./usr/lib/{APP_NAME}/_internal/shtoss_desktop/_resources/icons/shtoss-desktop.svg" in paths
    assert not [path for path in paths if path.startswith("./opt")], "nothing of the package goes in /opt"
    link = next(line for line in listing.stdout.splitlines() if f" ./usr/games/{APP_NAME} " in line)
    assert link.startswith("l")
    # Relative, as policy 10.5 asks of a link within one top-level folder (/usr).
    assert link.endswith(f"-> ../lib/{APP_NAME}/{APP_NAME}")
    owners = {line.split()[1] for line in listing.stdout.splitlines()}
    assert owners == {"root/root"}


def test_deb_control_fields(deb: Path, repo_root: Path) -> None:
    fields = run(["dpkg-deb", "-f", str(deb), "Package", "Version", "Architecture", "Depends", "Recommends", "Section"])
    assert fields.returncode == 0, fields.stderr
    assert f"Package: {APP_NAME}\n" in fields.stdout
    init = (repo_root / "shtoss_desktop" / "__init__.py").read_text()
    assert f'__version__ = "{fields.stdout.split("Version: ")[1].split()[0]}"' in init
    assert "Section: games" in fields.stdout
    assert "libc6" in fields.stdout
    # The system's card decks, among them the Russian Атласные deck the game starts with where it is installed.
    assert re.search(r"^Recommends: .*\bgnome-cards-data\b", fields.stdout, re.MULTILINE)
    # Debian's copy of the table's period face is required: the package ships none of its own, and an install
    # without recommends must still have it.
    assert re.search(r"^Depends: .*\bfonts-oldstandard\b", fields.stdout, re.MULTILINE)
    assert not re.search(r"^Recommends: .*\bfonts-oldstandard\b", fields.stdout, re.MULTILINE)


def test_deb_unpacks_to_a_working_game(unpacked: Path, headless_env: dict[str, str]) -> None:
    for path in EXPECTED:
        assert (unpacked / path).exists() or (unpacked / path).is_symlink(), path
    desktop = (unpacked / f"usr/share/applications/{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Exec={APP_NAME}\n" in desktop
    # Through the /usr/games link, as the desktop entry's Exec and a player's shell start it.
    started = run([str(unpacked / "usr" / "games" / APP_NAME), "--self-test"], env=headless_env)
    assert started.returncode == 0, f"packaged --self-test failed:\n{started.stdout}\n{started.stderr}"


def test_deb_copyright_carries_the_mit_licence(unpacked: Path, repo_root: Path) -> None:
    copyright_file = (unpacked / f"usr/share/doc/{APP_NAME}/copyright").read_text(encoding="utf-8")
    assert copyright_file.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n")
    assert "Files: *\nCopyright: 2026 The Shtoss Desktop authors\nLicense: Expat\n" in copyright_file
    # The licence paragraph holds LICENSE's text, in the format's one-space indentation with " ." for blank lines.
    licence = (repo_root / "LICENSE").read_text(encoding="utf-8")
    permission = licence[licence.index("Permission") :].rstrip("\n").split("\n")
    indented = "\n".join(f" {line}" if line else " ." for line in permission)
    assert f"\nLicense: Expat\n{indented}\n" in copyright_file
    assert (unpacked / f"usr/lib/{APP_NAME}/_internal/LICENSE").read_text(encoding="utf-8") == licence
    # Every path a Files paragraph names is one the package has.
    for pattern in re.findall(r"^Files: (.+(?:\n [^ ].*)*)", copyright_file, re.MULTILINE):
        for glob in pattern.split():
            if glob != "*":
                assert list(unpacked.glob(glob)), f"the copyright file names {glob}, which the package does not hold"


def test_the_period_face_comes_from_debian_in_the_package_and_with_its_licence_elsewhere(
    frozen_app: Path, unpacked: Path
) -> None:
    # In the package: Debian's fonts-oldstandard (a Depends), not a second copy in the bundle.
    assert not (unpacked / f"usr/lib/{APP_NAME}/_internal/shtoss_desktop/_resources/fonts").exists()
    # The frozen build, which has no such package to lean on, carries both faces and the OFL beside them.
    fonts = frozen_app / "_internal" / "shtoss_desktop" / "_resources" / "fonts"
    faces = ["OFL.txt", "OldStandard-Bold.ttf", "OldStandard-Regular.ttf"]
    assert sorted(path.name for path in fonts.iterdir()) == faces
    assert "SIL OPEN FONT LICENSE" in (fonts / "OFL.txt").read_text(encoding="utf-8").upper()


def test_deb_libraries_name_no_build_machine_folder(unpacked: Path) -> None:
    """Only $ORIGIN-relative RUNPATHs (the PySide6 wheels') may remain: no folder of the build machine."""
    if shutil.which("readelf") is None:
        pytest.skip("readelf is missing (apt-get install binutils)")
    elf_files = [path for path in (unpacked / "usr" / "lib").rglob("*") if path.is_file() and is_elf(path)]
    assert len(elf_files) > 50
    absolute = {}
    for path in elf_files:
        dynamic = run(["readelf", "-d", str(path)]).stdout
        for folders in re.findall(r"\((?:RPATH|RUNPATH)\)\s+Library r(?:un)?path: \[(.*)\]", dynamic):
            bad = [folder for folder in folders.split(":") if folder and not folder.startswith("$ORIGIN")]
            if bad:
                absolute[str(path.relative_to(unpacked))] = bad
    assert absolute == {}


def test_deb_man_page_lists_the_options(unpacked: Path) -> None:
    page = subprocess.run(["gzip", "-dc", str(unpacked / f"usr/share/man/man6/{APP_NAME}.6.gz")],
                          capture_output=True, check=True).stdout.decode("utf-8")
    assert page.startswith(".TH SHTOSS-DESKTOP 6 ")
    for option in ("\\-\\-rules FILE", "\\-\\-self\\-test", "\\-\\-lang"):
        assert option in page


def test_lintian_finds_only_the_justified_tags(deb: Path) -> None:
    if shutil.which("lintian") is None:
        pytest.skip("lintian is not installed (apt-get install lintian; sh packaging/dev.sh test installs it)")
    result = run(["lintian", "--tag-display-limit", "0", str(deb)])
    # 0: nothing found, 2: tags found (its --fail-on default is error); 1 is lintian's own failure.
    assert result.returncode in (0, 2), f"lintian failed to run:\n{result.stdout}\n{result.stderr}"
    found = set(LINTIAN_TAG.findall(result.stdout))
    assert found, f"lintian reported no tag at all, not even embedded-library (did it check?):\n{result.stdout}"
    unexpected = sorted(found - JUSTIFIED_TAGS)
    lines = [line for line in result.stdout.splitlines() if any(f" {tag} " in f"{line} " for _, tag in unexpected)]
    assert unexpected == [], "lintian tags not justified in packaging/build_deb.sh:\n" + "\n".join(lines)
