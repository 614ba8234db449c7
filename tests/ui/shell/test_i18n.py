"""The game's translations (ui/shell/i18n.py): the chosen language loads, every area of it, numbers written its
way; English loads its plural forms; a switch replaces only the game's own translators; a language without its
.qm files loads nothing and is said as a notice; the system's language is used where the game speaks it."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from shtoss_desktop.resources import resource_path
from shtoss_desktop.storage.settings import Language
from shtoss_desktop.ui.shell import i18n
from shtoss_desktop.ui.shell.i18n import (
    LANGUAGES,
    install_translators,
    interface_language,
    missing_translation,
    switch_language,
)

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def speaks_english_after(qapp: QCoreApplication) -> Iterator[None]:
    """The application speaks English again after the test, as the other tests expect."""
    yield
    switch_language(qapp, "en")
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def _game_translators(app: QCoreApplication) -> list[QTranslator]:
    return [t for t in app.findChildren(QTranslator) if t.parent() is app]


def test_the_game_speaks_english_and_russian() -> None:
    assert set(LANGUAGES) == {"en", "ru"}
    assert interface_language(Language.RU) == "ru"
    assert interface_language(Language.EN) == "en"


def test_the_chosen_language_loads_every_area(qapp: QCoreApplication, speaks_english_after: None) -> None:
    translators = switch_language(qapp, "ru")
    areas = sorted(resource_path("translations").glob("*_ru.qm"))
    assert len(areas) > 10
    assert sorted(Path(t.filePath()) for t in translators if Path(t.filePath()).parent == areas[0].parent) == areas
    assert QCoreApplication.translate("GameWindow", "&Game") == "&Игра"
    assert QLocale().toString(3.96, "f", 2) == "3,96", "numbers are written the Russian way"


def test_english_loads_its_plural_forms(qapp: QCoreApplication, speaks_english_after: None) -> None:
    switch_language(qapp, "en")
    assert QCoreApplication.translate("SummaryDialog", "%n deals played.", "", 1) == "1 deal played."
    assert QCoreApplication.translate("SummaryDialog", "%n deals played.", "", 3) == "3 deals played."
    assert QCoreApplication.translate("GameWindow", "&Game") == "&Game"


def test_a_switch_replaces_the_game_s_translators_and_keeps_anyone_else_s(
    qapp: QCoreApplication, speaks_english_after: None
) -> None:
    switch_language(qapp, "ru")
    others = QTranslator()  # installed by someone else, not a child of the application
    qapp.installTranslator(others)
    try:
        before = _game_translators(qapp)
        after = switch_language(qapp, "en")
        assert _game_translators(qapp) == after
        assert not set(before) & set(after)
        assert QCoreApplication.translate("GameWindow", "&Game") == "&Game", "the Russian is gone"
        assert others.parent() is None
        assert qapp.removeTranslator(others), "someone else's translator was removed"
    finally:
        qapp.removeTranslator(others)


def test_a_language_without_its_qm_files_loads_nothing_of_the_game_s_and_gives_the_notice(
    qapp: QCoreApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, speaks_english_after: None
) -> None:
    (tmp_path / "translations").mkdir()
    monkeypatch.setattr(i18n, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    translators = install_translators(qapp, "ru")
    assert not [t for t in translators if t.filePath().startswith(str(tmp_path))]
    assert QCoreApplication.translate("GameWindow", "&Game") == "&Game"
    notice = missing_translation("ru")
    assert notice is not None
    assert "Russian" in notice
    assert str(tmp_path / "translations") in notice


def test_the_shipped_russian_is_not_missing(qapp: QCoreApplication) -> None:
    assert missing_translation("ru") is None
    assert missing_translation("en") is None


@pytest.mark.parametrize(("system", "spoken"), [("ru_RU.UTF-8", "ru"), ("en_GB.UTF-8", "en"), ("de_DE.UTF-8", "en")])
def test_the_system_s_language_is_spoken_where_the_game_speaks_it(system: str, spoken: str) -> None:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("LC_", "LANG"))}
    env |= {"LC_ALL": system, "LANG": system, "PYTHONPATH": str(ROOT)}
    shown = subprocess.run(
        [sys.executable, "-c", "from shtoss_desktop.ui.shell.i18n import interface_language;"
         "print(interface_language('system'))"],
        env=env, capture_output=True, text=True, check=True, cwd=ROOT)
    assert shown.stdout.strip() == spoken
