"""Install the game's Qt translations for a language (English is the source language)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from shtoss_desktop.resources import resource_path

LANGUAGES = ("en", "ru")
"""The languages the game speaks."""


def system_language() -> str:
    """The system's language if the game speaks it, else English."""
    name = QLocale.system().name().split("_")[0]
    return name if name in LANGUAGES else "en"


def install_translators(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Load every area's translation and Qt's own for `language`; return them (keep them alive)."""
    translators: list[QTranslator] = []
    # Numbers and percentages are written the language's way too (3,96 % in Russian).
    QLocale.setDefault(QLocale(language))
    if language == "en":
        return translators
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
