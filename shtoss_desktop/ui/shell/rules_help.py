"""The rules help window: the rules of shtoss, in English or Russian, with an anchor per house option.

The text is HTML in `resources/rules/rules_en.html` and `rules_ru.html`. Every key of the rules file
(RULES.md section 7.1) and `computer_styles` has an anchor of the same name, so the settings dialog's
"what does this mean?" links open the window at the right place; the table's Help menu opens it at the
top. Use:

    window = RulesHelpWindow(parent=main_window)     # the language of the installed translation
    window.show_anchor("lob")                        # shows the window, scrolled to "в лоб полкуша"
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, QUrl
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from shtoss_desktop.core.shtoss.rules import RULE_FIELD_NAMES
from shtoss_desktop.resources import resource_path
from shtoss_desktop.ui.shell.i18n import LANGUAGES
from shtoss_desktop.ui.shell.screen_fit import fit_to_screen

HELP_ANCHORS: Final = (*RULE_FIELD_NAMES, "computer_styles")
"""The anchors every rules help file has: one per option of the settings dialog."""


def current_language() -> str:
    """The language of the installed translation ("ru" when the Russian one is loaded, else "en")."""
    # The translation of this one word is the translation's own language code.
    code = QCoreApplication.translate("language", "en")
    return code if code in LANGUAGES else "en"


def rules_help_file(language: str) -> Path:
    """The HTML file of the rules in `language` (English when there is none in that language)."""
    path = resource_path("rules", f"rules_{language}.html")
    return path if path.exists() else resource_path("rules", "rules_en.html")


class RulesHelpWindow(QDialog):
    """A readable window with the rules of shtoss; `show_anchor(key)` opens it at one option."""

    def __init__(self, *, language: str | None = None, anchor: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._fixed_language = language is not None  # a language asked for is kept; else it follows the interface
        self._language = language or current_language()
        self._anchor = anchor
        self.setWindowTitle(QCoreApplication.translate("RulesHelp", "Rules of shtoss"))
        self.setObjectName("rulesHelp")
        # A comfortable page where the screen allows; on a small one the text wraps and scrolls.
        fit_to_screen(self, (780, 680))
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesBrowser")
        self.browser.setOpenExternalLinks(True)
        self.browser.setSource(QUrl.fromLocalFile(str(rules_help_file(self._language))))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)

    @property
    def language(self) -> str:
        """The language of the text shown."""
        return self._language

    def show_anchor(self, anchor: str) -> None:
        """Show the window (raised) scrolled to `anchor` (a rules key); an empty anchor means the top."""
        self._anchor = anchor
        self.show()
        self.raise_()
        self.activateWindow()
        self._scroll()

    def changeEvent(self, event: QEvent) -> None:
        """On a language change, show the title and the rules in the new language, at the same place."""
        if event.type() is QEvent.Type.LanguageChange:
            self.setWindowTitle(QCoreApplication.translate("RulesHelp", "Rules of shtoss"))
            language = self._language if self._fixed_language else current_language()
            if language != self._language:
                self._language = language
                self.browser.setSource(QUrl.fromLocalFile(str(rules_help_file(language))))
                self._scroll()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        """Scroll to the pending anchor once the window has its size."""
        super().showEvent(event)
        self._scroll()

    def _scroll(self) -> None:
        if self._anchor:
            self.browser.scrollToAnchor(self._anchor)
        else:
            self.browser.verticalScrollBar().setValue(0)
