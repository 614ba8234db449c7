"""How a window's cards look (ui/shell/card_looks.py): the theme the settings name is painted, the classic deck and
a word to the player when it cannot be had (the setting kept as it is); a chosen theme is remembered, or said to
last until the game closes; Ctrl+T's next theme and the theme menu; the Russian indices toggle follows the
interface's language and the setting."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QObject
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from shtoss_desktop.storage.settings import DEFAULT_CARD_THEME, AppSettings, CardIndices, Speed
from shtoss_desktop.ui.shell.card_looks import CardLooks
from shtoss_desktop.ui.table.card_art import CardTheme, ClassicTheme, russian_indices, set_russian_indices
from shtoss_desktop.ui.table.svg_decks import SvgCardTheme
from tests.ui.table.test_svg_decks import write_svg_theme


@dataclass
class Art:
    theme: CardTheme = field(default_factory=ClassicTheme)


@dataclass
class Table:
    """A game's table as the shell sees it."""

    art: Art = field(default_factory=Art)

    def set_speed(self, speed: Speed) -> None:
        del speed

    def set_theme(self, theme: CardTheme) -> None:
        self.art.theme = theme


@dataclass
class Window:
    """What a window gives the card looks: its table, its painting, its notices and passing words."""

    table: Table = field(default_factory=Table)
    painted: list[str] = field(default_factory=list)
    told: list[str] = field(default_factory=list)
    said: list[str] = field(default_factory=list)

    def paint(self, theme: CardTheme) -> None:
        self.painted.append(theme.key)
        self.table.set_theme(theme)


@pytest.fixture
def settings(tmp_path: Path, qapp: object) -> AppSettings:
    return AppSettings(tmp_path / "settings.ini")


@pytest.fixture
def window() -> Window:
    return Window()


@pytest.fixture
def looks(settings: AppSettings, window: Window) -> Iterator[CardLooks]:
    parent = QObject()
    looks = CardLooks(settings, lambda: window.table, paint=window.paint, tell=window.told.append,
                      say_briefly=window.said.append, parent=parent)
    yield looks
    set_russian_indices(True)  # as every other test expects


@pytest.fixture
def speaking_russian() -> Iterator[None]:
    QLocale.setDefault(QLocale(QLocale.Language.Russian, QLocale.Country.Russia))
    yield
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def _deck(folder: Path, name: str = "bonded.svg") -> SvgCardTheme:
    file = folder / "aisleriot" / "cards" / name
    write_svg_theme(file, suit_first=True)
    return SvgCardTheme(file)


def test_the_theme_the_settings_name_is_painted(looks: CardLooks, settings: AppSettings, window: Window,
                                                tmp_path: Path) -> None:
    deck = _deck(tmp_path)
    settings.set("card_theme", deck.key)
    looks.show_settings()
    assert window.painted == [deck.key]
    assert window.told == []


def test_a_theme_that_cannot_be_had_gives_the_classic_deck_a_word_and_keeps_the_setting(
    looks: CardLooks, settings: AppSettings, window: Window, tmp_path: Path
) -> None:
    gone = f"svg:{tmp_path / 'gone.svg'}"
    settings.set("card_theme", gone)
    window.table.art.theme = ClassicTheme("blue")
    looks.theme_setting_changed()
    assert window.painted == ["classic"]
    assert len(window.told) == 1
    assert "gone.svg" in window.told[0]
    assert window.told[0].endswith("The classic deck is shown instead.")
    assert settings.card_theme() == gone, "the setting stays: the deck may come back"


def test_the_theme_already_painted_is_not_painted_again(looks: CardLooks, settings: AppSettings,
                                                        window: Window) -> None:
    settings.set("card_theme", "classic")
    looks.theme_setting_changed()
    assert window.painted == []


def test_a_chosen_theme_is_painted_and_remembered(looks: CardLooks, settings: AppSettings, window: Window,
                                                  tmp_path: Path) -> None:
    deck = _deck(tmp_path)
    looks.set_theme(deck)
    assert window.painted == [deck.key]
    assert settings.card_theme() == deck.key
    assert AppSettings(settings.path).card_theme() == deck.key, "remembered for the next start"


def test_a_chosen_theme_that_breaks_is_not_remembered(looks: CardLooks, settings: AppSettings, window: Window,
                                                      tmp_path: Path) -> None:
    deck = _deck(tmp_path)
    deck.path.write_text("<svg", encoding="utf-8")
    looks.set_theme(deck)
    assert window.painted == ["classic"]
    assert len(window.told) == 1
    assert "bonded.svg" in window.told[0]
    assert settings.card_theme() == DEFAULT_CARD_THEME


def test_a_theme_the_settings_cannot_keep_is_said_to_last_until_the_game_closes(
    looks: CardLooks, settings: AppSettings, window: Window, tmp_path: Path
) -> None:
    deck = _deck(tmp_path / "a line\nbreak")  # a path no settings key may hold
    looks.set_theme(deck)
    assert window.painted == [deck.key]
    assert window.said == ["This card theme is used until the game is closed."]
    assert settings.card_theme() == DEFAULT_CARD_THEME


def test_the_next_theme_goes_round_every_installed_theme(looks: CardLooks, window: Window) -> None:
    keys = [theme.key for theme in looks.themes()]
    assert keys[:2] == ["classic", "classic-blue"]
    for expected in [*keys[1:], keys[0]]:
        looks.next_theme()
        assert window.table.art.theme.key == expected


def test_the_theme_menu_lists_every_theme_the_current_one_checked(qtbot: QtBot, looks: CardLooks,
                                                                  window: Window) -> None:
    menu = QMenu()
    qtbot.addWidget(menu)
    looks.fill_theme_menu(menu)
    actions = menu.actions()
    assert [action.text() for action in actions] == [theme.name for theme in looks.themes()]
    assert [action.isChecked() for action in actions][:2] == [True, False]
    actions[1].trigger()
    assert window.painted == ["classic-blue"]
    looks.fill_theme_menu(menu)
    assert [action.isChecked() for action in menu.actions()][:2] == [False, True]
    assert len(menu.actions()) == len(looks.themes()), "filled again, not added to"


def test_in_english_the_indices_toggle_is_disabled_and_says_where_it_applies(looks: CardLooks) -> None:
    looks.show_settings()
    action = looks.indices_action
    assert not action.isEnabled()
    assert not action.isChecked()
    assert action.toolTip().endswith("Applies to the Russian interface (Settings → Language → Русский).")


def test_in_russian_the_indices_toggle_follows_the_setting_and_is_remembered(
    looks: CardLooks, settings: AppSettings, speaking_russian: None
) -> None:
    looks.show_settings()
    action = looks.indices_action
    assert action.isEnabled()
    assert action.isChecked(), "Russian indices by default"
    assert russian_indices()
    action.toggle()
    assert settings.card_indices() is CardIndices.LATIN
    settings.set("card_indices", CardIndices.RUSSIAN)
    looks.indices_setting_changed()
    assert action.isChecked()
    assert russian_indices()
