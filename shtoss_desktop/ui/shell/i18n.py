"""Install the game's Qt translations for a language (English is the source language), at start or at once
while the game runs (`switch_language`: every widget then gets a `QEvent.LanguageChange` and retranslates)."""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from shtoss_desktop.resources import resource_path
from shtoss_desktop.storage.settings import Language, default_settings_path

LANGUAGES: Final = tuple(language.value for language in Language if language is not Language.SYSTEM)
"""The languages the game speaks."""


def system_language() -> str:
    """The system's language if the game speaks it, else English."""
    name = QLocale.system().name().split("_")[0]
    return name if name in LANGUAGES else Language.EN.value


def interface_language(setting: str) -> str:
    """The language to speak for a language setting (`Language.SYSTEM`: the system's)."""
    return system_language() if setting == Language.SYSTEM else setting


def remembered_language(path: Path | None = None) -> Language:
    """The language setting in the settings file (the application's usual one by default); `Language.SYSTEM` when
    it holds none or a bad one.

    Read on its own, before `AppSettings` reads and checks the whole file, so that the translators are installed
    first and what `AppSettings` then says about the file is in the player's language.
    """
    store = QSettings(str(path if path is not None else default_settings_path()), QSettings.Format.IniFormat)
    value = store.value("language")
    known = {language.value for language in Language}
    return Language(value) if isinstance(value, str) and value in known else Language.SYSTEM


def install_translators(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Load every area's translation and Qt's own for `language`; return them (they are the application's
    children, which keeps them alive; `switch_language` finds them there)."""
    translators: list[QTranslator] = []
    # Numbers and percentages are written the language's way too (3,96 % in Russian).
    QLocale.setDefault(QLocale(language))
    # English too: the source text has one form, its `*_en.ts` give the plural forms ("1 card", "2 cards").
    folder = resource_path("translations")
    for qm in sorted(folder.glob(f"*_{language}.qm")):
        translator = QTranslator(app)
        if translator.load(str(qm)):
            app.installTranslator(translator)
            translators.append(translator)
    qt_translator = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_translator.load(QLocale(language), "qtbase", "_", qt_dir):
        app.installTranslator(qt_translator)
        translators.append(qt_translator)
    return translators


def missing_translation(language: str) -> str | None:
    """What to tell the player when the game has no compiled translation into `language` (and so speaks English);
    None when it has one, and for English, the source language."""
    folder = resource_path("translations")
    if language == Language.EN.value or any(folder.glob(f"*_{language}.qm")):
        return None
    name = QLocale.languageToString(QLocale(language).language())
    if any(folder.glob(f"*_{language}.ts")):  # a checkout whose translations were never compiled
        text = QCoreApplication.translate(
            "i18n", "The {language} translation is not compiled ({folder} has its sources, no .qm files): the game "
            "speaks English. Compile it with: python -m shtoss_desktop.ui.i18n_build")
    else:
        text = QCoreApplication.translate(
            "i18n", "The {language} translation is not installed ({folder} has no *_{code}.qm files): the game "
            "speaks English. Reinstalling the game brings it back.")
    return text.format(language=name, folder=folder, code=language)


def switch_language(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Speak `language` from now on: the translators `install_translators` gave `app` are removed and deleted,
    and the new ones installed. Qt then sends every widget a `QEvent.LanguageChange`."""
    for old in app.findChildren(QTranslator):
        # Only the application's own translators: one a test or a caller installed elsewhere stays.
        if old.parent() is app:
            app.removeTranslator(old)
            old.setParent(None)
            old.deleteLater()
    return install_translators(app, language)
