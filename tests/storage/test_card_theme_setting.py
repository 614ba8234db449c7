"""The card theme setting keeps built-in theme names and installed SVG decks across restarts."""

from __future__ import annotations

from pathlib import Path

import pytest

from shtoss_desktop.storage.settings import AppSettings, SettingsError


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
    assert settings.get("card_theme") == "classic"
