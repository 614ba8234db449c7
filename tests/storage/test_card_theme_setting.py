"""The card theme setting keeps built-in theme names and installed SVG decks across restarts; a player who never
chose has the default deck; the Russian indices setting is kept too."""

from __future__ import annotations

from pathlib import Path

import pytest

from shtoss_desktop.storage.settings import DEFAULT_CARD_THEME, AppSettings, CardIndices, SettingsError


def test_an_svg_deck_survives_a_restart(settings_path: Path, qapp: object) -> None:
    key = "svg:/usr/share/carddecks/svg-standard/standard.svgz"
    AppSettings(settings_path).set("card_theme", key)
    assert AppSettings(settings_path).get("card_theme") == key


def test_a_built_in_theme_name_is_kept(settings_path: Path, qapp: object) -> None:
    AppSettings(settings_path).set("card_theme", "classic-blue")
    assert AppSettings(settings_path).get("card_theme") == "classic-blue"


@pytest.mark.parametrize("bad", ["", "Classic Deck", "svg:relative/path.svg", "svg:/a\nb"])
def test_a_bad_theme_key_is_refused_with_its_name(settings_path: Path, qapp: object, bad: str) -> None:
    settings = AppSettings(settings_path)
    with pytest.raises(SettingsError, match="card_theme"):
        settings.set("card_theme", bad)
    assert settings.get("card_theme") == DEFAULT_CARD_THEME


def test_a_player_who_never_chose_has_the_default_deck_and_russian_indices(settings_path: Path, qapp: object) -> None:
    settings = AppSettings(settings_path)
    assert settings.card_theme() == DEFAULT_CARD_THEME == "default"
    assert settings.card_indices() is CardIndices.RUSSIAN


def test_choosing_the_classic_deck_is_remembered_apart_from_the_default(settings_path: Path, qapp: object) -> None:
    AppSettings(settings_path).set("card_theme", "classic")
    assert AppSettings(settings_path).card_theme() == "classic"
    AppSettings(settings_path).reset("card_theme")
    assert AppSettings(settings_path).card_theme() == DEFAULT_CARD_THEME


def test_latin_indices_survive_a_restart(settings_path: Path, qapp: object) -> None:
    AppSettings(settings_path).set("card_indices", "latin")
    assert AppSettings(settings_path).card_indices() is CardIndices.LATIN


@pytest.mark.parametrize("bad", ["cyrillic", "", "RUSSIAN"])
def test_a_bad_indices_value_is_refused_with_its_name(settings_path: Path, qapp: object, bad: str) -> None:
    settings = AppSettings(settings_path)
    with pytest.raises(SettingsError, match="card_indices"):
        settings.set("card_indices", bad)
    assert settings.card_indices() is CardIndices.RUSSIAN
