"""The desktop entry and the AppStream file: valid for the freedesktop tools, and consistent with each other."""

from __future__ import annotations

import configparser
import re
import shutil
import xml.etree.ElementTree as ET

import pytest

from tests.packaging.packaging_helpers import APP_ID, APP_NAME, ROOT, run

DESKTOP = ROOT / "resources" / "desktop" / f"{APP_ID}.desktop"
METAINFO = ROOT / "resources" / "desktop" / f"{APP_ID}.metainfo.xml"


def require(tool: str, package: str) -> str:
    """The path of a validator; fail (the test run installs it) if it is missing."""
    path = shutil.which(tool)
    if path is None:
        pytest.fail(f"{tool} is missing: apt-get install {package} (sh packaging/dev.sh test installs it)")
    return path


def desktop_entry() -> configparser.SectionProxy:
    """The [Desktop Entry] group, keys case-sensitive."""
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def test_desktop_file_validate_passes() -> None:
    result = run([require("desktop-file-validate", "desktop-file-utils"), str(DESKTOP)])
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == "", result.stdout


def test_appstreamcli_validate_passes() -> None:
    result = run([require("appstreamcli", "appstream"), "validate", "--no-net", str(METAINFO)])
    assert result.returncode == 0, result.stdout + result.stderr


def test_desktop_entry_has_the_required_keys_in_english_and_russian() -> None:
    entry = desktop_entry()
    for key in ("Name", "GenericName", "Comment"):
        assert entry[key], key
        assert re.search("[а-яё]", entry[f"{key}[ru]"], re.IGNORECASE), f"{key}[ru] is not Russian"
    assert {"Game", "CardGame"} <= set(entry["Categories"].strip(";").split(";"))
    assert entry["Keywords"]
    assert entry["Keywords[ru]"]
    assert entry["Icon"] == APP_ID
    assert entry["Exec"] == APP_NAME
    assert entry["Type"] == "Application"


def test_the_app_id_is_the_same_everywhere() -> None:
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == DESKTOP.name
    assert component.findtext("icon") == APP_ID
    assert component.findtext("provides/binary") == APP_NAME
    assert f"APP_ID={APP_ID}\n" in (ROOT / "packaging" / "app-info.sh").read_text()
    assert f'APP_ID = "{APP_ID}"' in (ROOT / "packaging" / "shtoss-desktop.spec").read_text()
    assert f"AppId={APP_ID}\n" in (ROOT / "packaging" / "windows" / "shtoss-desktop.iss").read_text()


def test_metainfo_release_matches_the_package_version() -> None:
    component = ET.parse(METAINFO).getroot()
    versions = [release.get("version") for release in component.iter("release")]
    init = (ROOT / "shtoss_desktop" / "__init__.py").read_text()
    assert f'__version__ = "{versions[0]}"' in init
