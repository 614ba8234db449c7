"""Russian is first-class: every string the program shows through Qt translation has a Russian text.

The test extracts every translatable string from the sources with lupdate (as a translator would) and
checks that the project's translation files give each one a finished Russian translation.
"""

from __future__ import annotations

import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import PySide6
import pytest

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"


def _messages(ts_file: Path) -> dict[tuple[str, str, str], str | None]:
    """(context, source, disambiguation) -> the finished translation, or None if unfinished."""
    found: dict[tuple[str, str, str], str | None] = {}
    for context in ElementTree.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            finished = translation.get("type") not in ("unfinished", "vanished", "obsolete")
            text = translation.text or "".join(n.text or "" for n in translation.iter("numerusform"))
            found[key] = text if finished and text else None
    return found


def _lupdate() -> Path:
    tool = Path(PySide6.__file__).parent / "lupdate"
    return tool if tool.exists() else Path("pyside6-lupdate")


@pytest.mark.parametrize("ts_file", sorted(TRANSLATIONS.glob("*_ru.ts")), ids=lambda p: p.name)
def test_every_translation_file_is_finished_russian(ts_file: Path) -> None:
    root = ElementTree.parse(ts_file).getroot()
    assert root.get("language") == "ru_RU"
    unfinished = [key for key, text in _messages(ts_file).items() if text is None]
    assert not unfinished, f"{ts_file.name} has untranslated strings: {unfinished[:5]}"


def test_every_source_string_has_a_russian_translation(tmp_path: Path) -> None:
    sources = sorted(str(p) for p in (ROOT / "shtoss_desktop").rglob("*.py"))
    extracted = tmp_path / "all_ru.ts"
    subprocess.run([str(_lupdate()), "-silent", *sources, "-ts", str(extracted)], check=True, cwd=ROOT)
    wanted = _messages(extracted)
    assert len(wanted) > 300, "lupdate found suspiciously few strings"
    known: dict[tuple[str, str, str], str | None] = {}
    for ts_file in TRANSLATIONS.glob("*_ru.ts"):
        known.update({k: v for k, v in _messages(ts_file).items() if v is not None})
    missing = sorted(key for key in wanted if key not in known)
    assert not missing, f"{len(missing)} strings have no Russian translation, e.g. {missing[:8]}"
