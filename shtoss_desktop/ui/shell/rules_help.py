"""The rules help window: the rules of one game (a `RulesPart` of the rules book), in English or Russian.

Each part is HTML in `resources/rules/<stem>_en.html` and `<stem>_ru.html`: shtoss's is `rules_*.html`, casino
stos's `casino_*.html`. In shtoss's part every key of the rules file (RULES.md section 7.1) and `computer_styles`
has an anchor of the same name, so the house rules dialog's "what does this mean?" links open the window at the
right place; a game window's Help menu (F1) opens its own part at the top. Use:

    window = RulesHelpWindow(parent=main_window)     # shtoss, in the language of the installed translation
    window.show_anchor("lob")                        # shows the window, scrolled to "в лоб полкуша"
    RulesHelpWindow(part=CASINO_RULES).show_anchor("")
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

import msgspec
from PySide6.QtCore import QCoreApplication, QEvent, QUrl
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from shtoss_desktop.core.shtoss.rules import RULE_FIELD_NAMES
from shtoss_desktop.resources import resource_path
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP
from shtoss_desktop.ui.shell.i18n import LANGUAGES
from shtoss_desktop.ui.shell.screen_fit import fit_to_screen

HELP_ANCHORS: Final = (*RULE_FIELD_NAMES, "computer_styles")
"""The anchors every file of shtoss's rules has: one per option of the house rules dialog."""
CASINO_ANCHORS: Final = ("decks", "table_minimum", "table_maximum", "capital", "players")
"""The anchors every file of casino stos's rules has: one per key of the casino rules (the settings dialog's), named
here, not read from the casino's rules, so that the shtoss window's Help menu does not import the casino's core."""

CONTEXT: Final = "RulesHelp"
"""The translation context of the rules window and of every part's words."""


class RulesPart(msgspec.Struct, frozen=True):
    """One game's part of the rules book: its HTML files and the words that name it (English, marked in
    `CONTEXT`; `title()`, `menu_text()` and `tip()` give them in the language installed)."""

    stem: str
    """The files' name: `resources/rules/<stem>_<language>.html`."""
    title_source: str
    """The window's title."""
    menu_source: str
    """The Help menu's item that opens it (with its `&` mnemonic)."""
    tip_source: str
    """What the menu item opens."""
    anchors: tuple[str, ...] = ()
    """The anchors every file of the part has (the places other windows open it at)."""

    def title(self) -> str:
        """The window's title in the language installed."""
        return QCoreApplication.translate(CONTEXT, self.title_source)

    def menu_text(self) -> str:
        """The Help menu's item in the language installed."""
        return QCoreApplication.translate(CONTEXT, self.menu_source)

    def tip(self) -> str:
        """The menu item's tip in the language installed."""
        return QCoreApplication.translate(CONTEXT, self.tip_source)


SHTOSS_RULES: Final = RulesPart(
    "rules",
    QT_TRANSLATE_NOOP("RulesHelp", "Rules of shtoss"),
    QT_TRANSLATE_NOOP("RulesHelp", "&Rules of shtoss"),
    QT_TRANSLATE_NOOP("RulesHelp", "How shtoss is played"),
    HELP_ANCHORS,
)
"""The rules of shtoss, with an anchor per house option."""
CASINO_RULES: Final = RulesPart(
    "casino",
    QT_TRANSLATE_NOOP("RulesHelp", "Rules of casino stos"),
    QT_TRANSLATE_NOOP("RulesHelp", "&Rules of casino stos"),
    QT_TRANSLATE_NOOP("RulesHelp", "How casino stos (faro) is played"),
    CASINO_ANCHORS,
)
"""The rules of casino stos (faro with a shoe)."""
PARTS: Final = (SHTOSS_RULES, CASINO_RULES)
"""Every part of the rules book."""


def current_language() -> str:
    """The language of the installed translation ("ru" when the Russian one is loaded, else "en")."""
    # The translation of this one word is the translation's own language code.
    code = QCoreApplication.translate("language", "en")
    return code if code in LANGUAGES else "en"


def rules_help_file(language: str, part: RulesPart = SHTOSS_RULES) -> Path:
    """The HTML file of `part` in `language` (English when there is none in that language)."""
    path = resource_path("rules", f"{part.stem}_{language}.html")
    return path if path.exists() else resource_path("rules", f"{part.stem}_en.html")


class RulesHelpWindow(QDialog):
    """A readable window with one game's rules (`part`); `show_anchor(key)` opens it at one place."""

    def __init__(
        self,
        *,
        part: RulesPart = SHTOSS_RULES,
        language: str | None = None,
        anchor: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.part = part
        """The game whose rules the window shows."""
        self._fixed_language = language is not None  # a language asked for is kept; else it follows the interface
        self._language = language or current_language()
        self._anchor = anchor
        self.setWindowTitle(part.title())
        self.setObjectName("rulesHelp")
        # A comfortable page where the screen allows; on a small one the text wraps and scrolls.
        fit_to_screen(self, (780, 680))
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesBrowser")
        self.browser.setOpenExternalLinks(True)
        self.browser.setSource(QUrl.fromLocalFile(str(rules_help_file(self._language, part))))
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
            self.setWindowTitle(self.part.title())
            language = self._language if self._fixed_language else current_language()
            if language != self._language:
                self._language = language
                self.browser.setSource(QUrl.fromLocalFile(str(rules_help_file(language, self.part))))
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


__all__ = [
    "CASINO_ANCHORS",
    "CASINO_RULES",
    "HELP_ANCHORS",
    "PARTS",
    "SHTOSS_RULES",
    "RulesHelpWindow",
    "RulesPart",
    "current_language",
    "rules_help_file",
]
