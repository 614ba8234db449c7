"""Where the game finds its resources (shtoss_desktop/resources.py), and that a chosen language whose translation is
missing is said, not silently English (ui/shell/i18n.py's `missing_translation`, shown as a notice)."""

from __future__ import annotations

import importlib.util
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

import shtoss_desktop
from shtoss_desktop import resources
from shtoss_desktop.ui.shell import i18n
from shtoss_desktop.ui.shell.i18n import missing_translation, switch_language
from tests.packaging.packaging_helpers import ROOT
from tests.ui.table_helpers import make_window


def test_a_checkout_reads_the_top_level_resources() -> None:
    assert Path(shtoss_desktop.__file__).resolve().parent == ROOT / "shtoss_desktop"
    assert not (ROOT / "shtoss_desktop" / resources.PACKAGED).exists(), "the checkout's package carries no copy"
    assert resources.resources_dir() == ROOT / "resources"
    assert resources.resource_path("rules", "rules_ru.html").is_file()


def _load_copy(package: Path) -> object:
    """shtoss_desktop/resources.py copied into `package` and imported from there, as an installed package's."""
    package.mkdir(parents=True)
    shutil.copyfile(Path(resources.__file__), package / "resources.py")
    spec = importlib.util.spec_from_file_location("copied_resources", package / "resources.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_an_installed_package_reads_its_own_data_folder_first(tmp_path: Path) -> None:
    # A wheel (site-packages/shtoss_desktop/_resources) and the frozen build (_internal/shtoss_desktop/_resources).
    package = tmp_path / "site-packages" / "shtoss_desktop"
    copied = _load_copy(package)
    (package / "_resources" / "translations").mkdir(parents=True)
    (tmp_path / "site-packages" / "resources").mkdir()  # a stray folder beside the package is not read
    assert copied.resources_dir() == package / "_resources"  # type: ignore[attr-defined]
    assert copied.resource_path("translations") == package / "_resources" / "translations"  # type: ignore[attr-defined]


def test_without_its_data_folder_the_package_reads_the_checkouts(tmp_path: Path) -> None:
    copied = _load_copy(tmp_path / "checkout" / "shtoss_desktop")
    assert copied.resources_dir() == tmp_path / "checkout" / "resources"  # type: ignore[attr-defined]


@pytest.fixture
def translations(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty translations folder where the game looks for them."""
    folder = tmp_path / "translations"
    folder.mkdir()
    monkeypatch.setattr(i18n, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    return folder


def test_a_compiled_translation_is_not_missing(qapp: QCoreApplication, translations: Path) -> None:
    (translations / "table_ru.qm").write_bytes(b"")
    assert missing_translation("ru") is None


def test_english_is_never_missing(qapp: QCoreApplication, translations: Path) -> None:
    assert missing_translation("en") is None


def test_an_installed_game_without_the_russian_says_so(qapp: QCoreApplication, translations: Path) -> None:
    (translations / "table_en.qm").write_bytes(b"")  # English's plural forms do not make Russian
    text = missing_translation("ru")
    assert text == (f"The Russian translation is not installed ({translations} has no *_ru.qm files): the game "
                    "speaks English. Reinstalling the game brings it back.")


def test_a_checkout_whose_translations_were_never_compiled_says_how_to_compile_them(
    qapp: QCoreApplication, translations: Path
) -> None:
    (translations / "table_ru.ts").write_text("<TS/>")
    text = missing_translation("ru")
    assert text is not None
    assert "The Russian translation is not compiled" in text
    assert str(translations) in text
    assert text.endswith("Compile it with: python -m shtoss_desktop.ui.i18n_build")


@pytest.fixture
def english_after(qapp: QCoreApplication) -> Iterator[None]:
    """The application speaks English again after the test (a language switch installs Qt's own translation)."""
    yield
    switch_language(qapp, "en")
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def test_choosing_a_language_whose_translation_is_missing_says_so_on_the_status_line(
    qtbot: object, tmp_path: Path, translations: Path, english_after: None
) -> None:
    window = make_window(qtbot, tmp_path)
    window.set_language("ru")
    QCoreApplication.processEvents()
    expected = missing_translation("ru")
    assert expected is not None
    assert window.scene.effects.shown_message() == expected
    assert window.statusBar().currentMessage() == expected
    assert window.windowTitle().startswith("Shtoss"), "English, as the notice says"
