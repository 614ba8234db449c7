"""Settings shared by every test package.

Under CI (the `CI` environment variable set, as `.ci/run` is run) the property tests draw the same examples
every run, so a submission is judged on what its author ran; at a developer's desk they explore afresh each
run (hypothesis's default), which is where new counter-examples are found.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from shtoss_desktop.ui.i18n_build import lrelease_command

TRANSLATIONS = Path(__file__).resolve().parent.parent / "resources" / "translations"

settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


def _installed(qapp: QCoreApplication, tmp_path: Path, pattern: str) -> Iterator[None]:
    """Every translation matching `pattern` installed, compiled from the sources as the game's build does."""
    translators = []
    for source in sorted(TRANSLATIONS.glob(pattern)):
        compiled = tmp_path / source.with_suffix(".qm").name
        subprocess.run([*lrelease_command(), "-silent", str(source), "-qm", str(compiled)], check=True)
        translator = QTranslator()
        assert translator.load(str(compiled))
        qapp.installTranslator(translator)
        translators.append(translator)
    yield
    for translator in translators:
        qapp.removeTranslator(translator)


@pytest.fixture(autouse=True)
def _own_cache_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test keeps its rendered cards (ui/table/card_cache.py) in a cache folder of its own: no test draws
    another's cards, or finds them already kept."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("cache")))


@pytest.fixture(autouse=True)
def _default_locale_kept() -> Iterator[None]:
    """Each test starts from the default number locale the run began with, whatever an earlier one set: a test
    that sets Russian or American number formats for itself cannot change how "1000" reads in the next."""
    before = QLocale()
    yield
    QLocale.setDefault(before)


@pytest.fixture
def russian(qapp: QCoreApplication, tmp_path: Path) -> Iterator[None]:
    """The Russian of every area installed."""
    yield from _installed(qapp, tmp_path, "*_ru.ts")


@pytest.fixture
def english(qapp: QCoreApplication, tmp_path: Path) -> Iterator[None]:
    """The English plural forms installed (every `*_en.ts`)."""
    yield from _installed(qapp, tmp_path, "*_en.ts")


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest) -> str:
    """Each test in English and in Russian (the Russian of every area installed)."""
    request.getfixturevalue("russian" if request.param == "ru" else "english")
    return str(request.param)
