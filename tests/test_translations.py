"""Russian is first-class: every string the program shows through Qt translation has a Russian text.

The test extracts every translatable string from the sources with lupdate (as a translator would) and
checks that the project's translation files give each one a finished Russian translation.
"""

from __future__ import annotations

import itertools
import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import PySide6
import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.core.shtoss.rules import DivisorOption, DivisorReason, HouseRules, LobRule, PlieRule
from shtoss_desktop.storage.settings import DIVISOR_OPTION_TEXTS, divisor_reason_text

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




def _every_divisor_reason() -> list[DivisorReason]:
    return [DivisorReason(tuple(option for option, on in zip(DivisorOption, flags, strict=True) if on))
            for flags in itertools.product((False, True), repeat=len(DivisorOption))]


def test_every_option_that_forces_a_divisor_has_words() -> None:
    assert set(DIVISOR_OPTION_TEXTS) == set(DivisorOption)


def test_the_divisor_reason_reads_in_english_as_the_core_says_it(qapp: QCoreApplication) -> None:
    for reason in _every_divisor_reason():
        assert divisor_reason_text(reason) == str(reason)


def test_the_divisor_reason_reads_in_russian(russian: None) -> None:
    rules = HouseRules(lob=LobRule.HALF, plie=PlieRule.HALF, thirds=True, initial_kush=6)
    assert divisor_reason_text(rules.divisor_reason()) == (
        "включено условие «пол-куша» (в лоб полкуша, плие пополам) и включён счёт третями")
    assert divisor_reason_text(HouseRules(gorka_half=True).divisor_reason()) == (
        "включено условие «пол-куша» (с горки полкуша)")
    for reason in _every_divisor_reason():
        text = divisor_reason_text(reason)
        assert not any(option.value in text for option in reason.options), text


def test_a_stake_whose_kush_does_not_divide_is_refused_in_russian_words(russian: None) -> None:
    from shtoss_desktop.app.shtoss.messages import game_error_text
    from shtoss_desktop.core.shtoss.errors import GameMessage, StakeError

    rules = HouseRules(gorka_half=True, thirds=True, initial_kush=6)
    error = StakeError(GameMessage.KUSH_DIVIDES, kush=8, divisor=rules.kush_divisor, reason=rules.divisor_reason())
    assert error.message == (
        "the kush 8 must divide by 6 because a half option is on (gorka half) and counting in thirds is on")
    assert game_error_text(error) == (
        "куш 8 должен делиться на 6, потому что включено условие «пол-куша» (с горки полкуша) и включён счёт третями")
