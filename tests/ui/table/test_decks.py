"""The choice of card deck (ui/table/decks.py): each deck installed in any of the places the games look is found
and read back from its key; a damaged deck file is refused with a message naming it, in the player's language, and
the classic deck is drawn instead; the classic decks and the default are had by their keys."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from shtoss_desktop.storage.settings import DEFAULT_CARD_THEME
from shtoss_desktop.ui.table.card_art import ClassicTheme
from shtoss_desktop.ui.table.decks import available_themes, theme_by_key, theme_for_key, usable_theme
from shtoss_desktop.ui.table.svg_decks import SvgCardTheme, find_svg_themes
from tests.ui.table.test_svg_decks import write_svg_theme

SYSTEM_DECKS = Path("/usr/share/aisleriot/cards")
KDE_DECKS = Path("/usr/share/carddecks")


@pytest.fixture
def installed(tmp_path: Path) -> dict[str, Path]:
    """One deck in each place a deck is installed: KDE's carddecks, AisleRiot's cards, the older GNOME games'."""
    decks = {
        "kde": tmp_path / "share" / "carddecks" / "svg-tarot" / "tarot.svg",
        "aisleriot": tmp_path / "share" / "aisleriot" / "cards" / "bonded.svgz",
        "gnome-games": tmp_path / "local" / "gnome-games-common" / "cards" / "ornamental.svg",
    }
    write_svg_theme(decks["kde"], suit_first=False)
    (decks["kde"].parent / "index.desktop").write_text("[KDE Backdeck]\nName=Tarot\nSVG=tarot.svg\n", encoding="utf-8")
    write_svg_theme(decks["aisleriot"], suit_first=True, compress=True)
    write_svg_theme(decks["gnome-games"], suit_first=True)
    return decks


def test_each_installed_deck_is_found_and_read_back_from_its_key(qapp: object, tmp_path: Path,
                                                                 installed: dict[str, Path]) -> None:
    themes = available_themes([tmp_path / "local", tmp_path / "share"])
    assert themes[0].key == "classic"
    found = {theme.path: theme for theme in themes[1:] if isinstance(theme, SvgCardTheme)}
    assert set(found) == set(installed.values())
    assert found[installed["kde"]].name == "Tarot (KDE)"
    assert found[installed["aisleriot"]].name == "Bonded (AisleRiot)"
    for file, listed in found.items():
        theme, problem = theme_for_key(listed.key)
        assert problem is None, file
        assert isinstance(theme, SvgCardTheme)
        assert (theme.path, theme.name) == (file, listed.name)


def test_a_deck_installed_in_two_folders_is_listed_once(qapp: object, tmp_path: Path,
                                                        installed: dict[str, Path]) -> None:
    themes = available_themes([tmp_path / "share", tmp_path / "share"])
    assert len(themes) == 1 + 2


@pytest.mark.skipif(not SYSTEM_DECKS.is_dir(), reason="no AisleRiot decks installed (Debian's gnome-cards-data)")
def test_every_deck_the_system_has_is_found_or_refused_for_a_reason(qapp: object) -> None:
    # AisleRiot's decks, and KDE's where they are installed too (Debian's kdegames-card-data-kf5, with KPatience).
    folders = [SYSTEM_DECKS, *sorted(p for p in KDE_DECKS.glob("*") if p.is_dir())]
    files = sorted(p for folder in folders for p in folder.iterdir() if p.suffix in (".svg", ".svgz"))
    found = {theme.path for theme in find_svg_themes([SYSTEM_DECKS.parent.parent])}
    assert found, "not one of the system's decks is offered"
    assert found <= set(files)
    for file in files:
        if file not in found:  # left out: then a reason is given when it is asked for by its key
            theme, problem = theme_for_key(f"svg:{file}")
            assert theme.key == "classic"
            assert problem is not None
            assert file.name in problem


DAMAGED = {
    "truncated.svg": b"<svg xmlns='http://www.w3.org/2000/svg'><g id='back'>",
    "not-gzip.svgz": b"\x1f\x8b not really gzip",
    "page.svg": b"<html><body id='back'/></html>",
    "empty.svg": b"",
    "cut-short.svgz": gzip.compress(b"<svg xmlns='http://www.w3.org/2000/svg'>")[:-6],
}


@pytest.mark.parametrize("name", sorted(DAMAGED))
def test_a_damaged_deck_file_is_refused_with_a_message_naming_it(qapp: object, tmp_path: Path, name: str) -> None:
    file = tmp_path / "aisleriot" / "cards" / name
    file.parent.mkdir(parents=True)
    file.write_bytes(DAMAGED[name])
    assert find_svg_themes([tmp_path]) == [], "a damaged deck is never offered"
    theme, problem = theme_for_key(f"svg:{file}")
    assert isinstance(theme, ClassicTheme)
    assert problem is not None
    assert str(file) in problem
    assert problem.startswith(f"The card deck {file} cannot be used: ")
    assert problem.endswith("The classic deck is shown instead.")


def test_a_damaged_deck_file_is_refused_in_russian(russian: None, tmp_path: Path) -> None:
    file = tmp_path / "aisleriot" / "cards" / "truncated.svg"
    file.parent.mkdir(parents=True)
    file.write_bytes(DAMAGED["truncated.svg"])
    theme, problem = theme_for_key(f"svg:{file}")
    assert theme.key == "classic"
    assert problem is not None
    assert str(file) in problem
    assert problem.endswith("Вместо неё показана классическая колода.")


def test_a_deck_that_breaks_after_it_was_chosen_is_refused_when_drawn(qapp: object, tmp_path: Path) -> None:
    file = tmp_path / "aisleriot" / "cards" / "worn.svg"
    write_svg_theme(file, suit_first=True)
    (chosen,) = find_svg_themes([tmp_path])
    file.write_bytes(DAMAGED["truncated.svg"])
    theme, problem = usable_theme(chosen)
    assert theme.key == "classic"
    assert problem is not None
    assert "worn.svg" in problem


def test_the_classic_decks_and_the_default_are_had_by_their_keys(qapp: object, tmp_path: Path) -> None:
    red, problem = theme_for_key("classic")
    assert (red.key, problem) == ("classic", None)
    blue, problem = theme_for_key("classic-blue")
    assert (blue.key, problem) == ("classic-blue", None)
    default, problem = theme_for_key(DEFAULT_CARD_THEME, [tmp_path / "nothing here"])
    assert (default.key, problem) == ("classic", None), "without the Атласные deck, quietly the classic one"


def test_a_key_among_no_themes_is_the_classic_deck(qapp: object) -> None:
    assert isinstance(theme_by_key([], "svg:/gone.svg"), ClassicTheme)
    blue = ClassicTheme("blue")
    assert theme_by_key([ClassicTheme(), blue], "classic-blue") is blue
