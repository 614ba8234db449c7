"""How a game window's cards look: the card theme and the Russian indices, as the shared settings say.

`CardLooks` is a child of the window shell (ui/shell/window.py). It paints the table's cards with the theme the
`card_theme` setting names (the classic deck, and a word to the player, when that one cannot be had), lists the
installed themes for the Settings menu and moves on to the next (Ctrl+T), and keeps the "Russian card indices"
toggle: ticked as the `card_indices` setting says in the Russian interface, disabled elsewhere with a tip that
says where it applies. A change of either setting, made in any window, repaints every card at once.

It asks the window's table only what `CardTable` says, and the window's `paint` (a game may repaint other card
pictures too) and `tell` (a notice for the player).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QLocale, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from shtoss_desktop.storage.settings import AppSettings, CardIndices, SettingsError, Speed
from shtoss_desktop.ui.table.card_art import CardTheme, ClassicTheme, russian_indices_texts, set_russian_indices
from shtoss_desktop.ui.table.card_cache import shared_store
from shtoss_desktop.ui.table.decks import available_themes, theme_for_key, usable_theme

translate = QCoreApplication.translate


class _ThemeArt(Protocol):
    @property
    def theme(self) -> CardTheme: ...


class CardTable(Protocol):
    """What the shell asks of a game's table scene: its card art (the theme painted now), its speed and theme."""

    @property
    def art(self) -> _ThemeArt: ...

    def set_speed(self, speed: Speed) -> None:
        """Animate at this speed from now on."""

    def set_theme(self, theme: CardTheme) -> None:
        """Paint every card with this theme at once."""


class CardLooks(QObject):
    """The card theme and the indices of one window's table (see the module docstring)."""

    def __init__(
        self,
        settings: AppSettings,
        table: Callable[[], CardTable],
        *,
        paint: Callable[[CardTheme], None],
        tell: Callable[[str], None],
        say_briefly: Callable[[str], None],
        parent: QObject,
    ) -> None:
        """`table` gives the window's table once it has one; `paint` paints the cards with a theme, `tell` gives
        the player a notice, `say_briefly` a passing word (the status bar)."""
        super().__init__(parent)
        self._settings = settings
        self._table = table
        self._paint = paint
        self._tell = tell
        self._say_briefly = say_briefly
        self._themes: list[CardTheme] | None = None
        self.indices_action = QAction(russian_indices_texts()[0], parent)
        """The Settings menu's toggle for the Russian indices."""
        self.indices_action.setObjectName("russian_indices")
        self.indices_action.setCheckable(True)
        self.indices_action.toggled.connect(lambda _checked: self._indices_toggled())

    def show_settings(self) -> None:
        """Paint the indices and the theme as the settings say, the toggle ticked to match (the table is there)."""
        set_russian_indices(self._settings.card_indices() is CardIndices.RUSSIAN)
        self.fit_indices_to_language()
        self.theme_setting_changed()

    def theme_setting_changed(self) -> None:
        """The `card_theme` setting changed (or is read at start): paint the cards with the theme it names."""
        key = self._settings.card_theme()
        if key == self._table().art.theme.key:
            return
        theme, problem = theme_for_key(key, vouch=shared_store().aspect_of)
        if problem is not None:
            self._tell(problem)
        self.set_theme(theme, remember=False)  # the setting stays as it is ("default" follows what is installed)

    def indices_setting_changed(self) -> None:
        """The `card_indices` setting changed: the toggle follows, every card is painted again."""
        set_russian_indices(self._settings.card_indices() is CardIndices.RUSSIAN)
        self.fit_indices_to_language()
        self.set_theme(self._table().art.theme, remember=False)

    def themes(self) -> list[CardTheme]:
        """The card themes installed (looked up once, when first needed)."""
        if self._themes is None:
            themes = available_themes()
            themes.insert(1, ClassicTheme("blue"))
            self._themes = themes
        return self._themes

    def set_theme(self, theme: CardTheme, remember: bool = True) -> None:
        """Paint the cards with this theme (remembered when the settings can keep its key)."""
        theme, problem = usable_theme(theme, vouch=shared_store().aspect_of)
        if problem is not None:
            self._tell(problem)
        self._paint(theme)
        if not remember or problem is not None:
            return
        try:
            self._settings.set("card_theme", theme.key)
        except SettingsError:
            self._say_briefly(translate("GameWindow", "This card theme is used until the game is closed."))

    def next_theme(self) -> None:
        """Switch to the next installed card theme."""
        themes = self.themes()
        keys = [t.key for t in themes]
        key = self._table().art.theme.key
        current = keys.index(key) if key in keys else -1
        self.set_theme(themes[(current + 1) % len(themes)])

    def fill_theme_menu(self, menu: QMenu) -> None:
        """List the installed card themes in `menu`, the current one checked."""
        menu.clear()
        group = QActionGroup(menu)
        current = self._table().art.theme.key
        for theme in self.themes():
            action = menu.addAction(theme.name)
            action.setCheckable(True)
            action.setChecked(theme.key == current)
            action.triggered.connect(lambda _c=False, t=theme: self.set_theme(t))
            group.addAction(action)

    def fit_indices_to_language(self) -> None:
        """The toggle applies to the Russian interface: there it is ticked as the setting says; in another language
        it is shown unticked and disabled, its tip saying where it applies (the setting itself stays as it is)."""
        action = self.indices_action
        text, tip = russian_indices_texts()
        action.setText(text)
        action.setStatusTip(tip)
        russian_ui = QLocale().language() is QLocale.Language.Russian
        action.blockSignals(True)
        action.setChecked(russian_ui and self._settings.card_indices() is CardIndices.RUSSIAN)
        action.blockSignals(False)
        action.setEnabled(russian_ui)
        if russian_ui:
            action.setToolTip(tip)
        else:
            note = translate("GameWindow", "Applies to the Russian interface (Settings → Language → Русский).")
            action.setToolTip(f"{tip}. {note}")

    def _indices_toggled(self) -> None:
        """The toggle was flipped: remembered; the setting's change repaints every card."""
        russian = self.indices_action.isChecked()
        self._settings.set("card_indices", CardIndices.RUSSIAN if russian else CardIndices.LATIN)


__all__ = ["CardLooks", "CardTable"]
