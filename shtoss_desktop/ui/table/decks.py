"""The choice of card deck: every deck the player may choose, and the deck a setting names, ready to draw.

The project's own deck (`card_art.ClassicTheme`) and the decks installed on the system (`svg_decks`) are drawn by
modules that know nothing of each other's choosing; this one alone knows both. `svg_decks` (and with it QtSvg, when
a deck is drawn) is imported only when an installed deck is looked for.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from shtoss_desktop.storage.settings import DEFAULT_CARD_THEME
from shtoss_desktop.ui.table.card_art import CardTheme, CardThemeError, ClassicTheme, DeckStamp


def available_themes(data_dirs: Iterable[Path | str] | None = None) -> list[CardTheme]:
    """The classic deck first, then every valid SVG deck installed (see `svg_decks.find_svg_themes`)."""
    from shtoss_desktop.ui.table.svg_decks import find_svg_themes

    return [ClassicTheme(), *find_svg_themes(data_dirs)]


def theme_by_key(themes: Sequence[CardTheme], key: str) -> CardTheme:
    """The theme with `key` among `themes`, or the first (the classic deck) if it is gone."""
    for theme in themes:
        if theme.key == key:
            return theme
    return themes[0] if themes else ClassicTheme()


def _instead(problem: str) -> str:
    return QCoreApplication.translate("CardArt", "{problem} The classic deck is shown instead.").format(
        problem=problem
    )


def theme_for_key(
    key: str, data_dirs: Iterable[Path | str] | None = None, vouch: Callable[[DeckStamp], float | None] | None = None
) -> tuple[CardTheme, str | None]:
    """The theme the `card_theme` setting `key` names, ready to draw, and what to tell the player when it cannot
    be had (the classic deck is given instead). Reads only the file the key names, never every installed deck.

    `DEFAULT_CARD_THEME` (the player never chose) is the Russian "Атласные" deck where it is installed, else the
    classic deck: its Cyrillic edition while the indices are Russian, its Latin one otherwise
    (`svg_decks.AtlasnyeDeck`). `data_dirs` (default: the XDG data folders) is where the default deck is looked for.
    `vouch` is the cache of rendered cards' word on a deck file (`CardTheme.vouch_from`): a deck whose cards it keeps
    is not parsed to be checked.
    """
    from shtoss_desktop.ui.table import svg_decks

    if key == DEFAULT_CARD_THEME:
        deck = svg_decks.russian_deck(data_dirs)
        if deck is not None and vouch is not None:
            deck.vouch_from(vouch)
        if deck is not None and deck.check() is None:
            return deck, None
        return ClassicTheme(), None
    if key in ("classic", "classic-blue"):
        return ClassicTheme("blue" if key == "classic-blue" else "red"), None
    if key.startswith("svg:"):
        try:
            theme: CardTheme = svg_decks.svg_theme_for_key(key)
        except CardThemeError as error:
            return ClassicTheme(), _instead(str(error))
        if vouch is not None:
            theme.vouch_from(vouch)
        problem = theme.check()
        return (ClassicTheme(), _instead(problem)) if problem is not None else (theme, None)
    text = QCoreApplication.translate("CardArt", "There is no card deck called {key}.").format(key=key)
    return ClassicTheme(), _instead(text)


def usable_theme(
    theme: CardTheme, vouch: Callable[[DeckStamp], float | None] | None = None
) -> tuple[CardTheme, str | None]:
    """`theme` if it can be drawn, else the classic deck and what to tell the player (`vouch`: as for
    `theme_for_key`)."""
    if vouch is not None:
        theme.vouch_from(vouch)
    problem = theme.check()
    return (theme, None) if problem is None else (ClassicTheme(), _instead(problem))


__all__ = ["available_themes", "theme_by_key", "theme_for_key", "usable_theme"]
