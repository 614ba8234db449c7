"""The decks already on the player's machine: found under the XDG data folders, drawn by element id, checked,
the Атласные deck chosen by default, and the project's own deck (with a message) whenever a deck cannot be used."""

from __future__ import annotations

import gzip
import hashlib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from shtoss_desktop.core.cards import Card, Rank, Suit, make_deck
from shtoss_desktop.storage.settings import DEFAULT_CARD_THEME
from shtoss_desktop.ui.table import card_art
from shtoss_desktop.ui.table.card_art import CardPixmapCache, CardThemeError, ClassicTheme
from shtoss_desktop.ui.table.decks import available_themes, theme_by_key, theme_for_key, usable_theme
from shtoss_desktop.ui.table.svg_decks import (
    LATIN_DECK_FILES,
    RUSSIAN_DECK_FILES,
    AtlasnyeDeck,
    SvgCardTheme,
    find_svg_themes,
    russian_deck,
    svg_element_id,
)

DECK = make_deck(52)


def render(theme: card_art.CardTheme, card: Card | None, height: int = 140) -> QImage:
    """Paint one card on a transparent image exactly its size."""
    size = theme.size_for_height(height).toSize()
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    theme.paint(painter, QRectF(0, 0, size.width(), size.height()), card)
    painter.end()
    return image


def digest(image: QImage) -> str:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    return hashlib.sha256(bytes(image.constBits())).hexdigest()


_CARD_W, _CARD_H = 120, 180


def card_colour(index: int) -> str:
    """A distinct fill for card number `index` of the generated theme."""
    return f"#{(index * 37) % 256:02x}{(index * 91 + 40) % 256:02x}{(index * 53 + 90) % 256:02x}"


def write_svg_theme(
    path: Path,
    *,
    suit_first: bool,
    compress: bool = False,
    drop: str | None = None,
    symbols: bool = False,
    oversize: float = 1.0,
    back: str = "#204080",
) -> dict[str, str]:
    """Write a small deck in AisleRiot (`club_1`) or KDE (`1_club`) naming; return id -> colour.

    `symbols` draws every card from a `<symbol>` (as two AisleRiot decks do); `oversize` makes every card's
    element that many times larger than the back (how Qt sees such decks); `back` is the back's colour.
    """
    elements: dict[str, str] = {"back": back}
    for index, card in enumerate(DECK):
        elements[svg_element_id(card, suit_first=suit_first)] = card_colour(index)
    groups = ['<defs><symbol id="pip" viewBox="0 0 10 10"><rect width="10" height="10"/></symbol></defs>']
    for index, (element, colour) in enumerate(elements.items()):
        if element == drop:
            continue
        x, y = (index % 13) * _CARD_W, (index // 13) * _CARD_H
        scale = 1.0 if element == "back" else oversize
        inner = f'<use xlink:href="#pip" x="{x + 10}" y="{y + 10}" width="20" height="30"/>' if symbols else (
            f'<rect x="{x + 10}" y="{y + 10}" width="20" height="30" fill="#ffffff"/>'
        )
        groups.append(
            f'<g id="{element}"><rect x="{x}" y="{y}" width="{_CARD_W * scale}" height="{_CARD_H * scale}" '
            f'fill="{colour}"/>{inner}</g>'
        )
    if not symbols:
        groups.pop(0)
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'width="{13 * _CARD_W}" height="{5 * _CARD_H}" '
        f'viewBox="0 0 {13 * _CARD_W} {5 * _CARD_H}">{"".join(groups)}</svg>\n'
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode()
    path.write_bytes(gzip.compress(data) if compress else data)
    return elements


@pytest.fixture
def theme_root(tmp_path: Path) -> Path:
    """A data folder holding one KDE deck, one AisleRiot deck, and broken files that must be skipped."""
    kde = tmp_path / "carddecks" / "svg-test"
    write_svg_theme(kde / "test.svg", suit_first=False)
    (kde / "index.desktop").write_text(
        "[KDE Backdeck]\nName=Test Deck\nName[ru]=Тестовая колода\nSVG=test.svg\nBack=Blue\n", encoding="utf-8"
    )
    cards = tmp_path / "aisleriot" / "cards"
    write_svg_theme(cards / "old_gnome.svgz", suit_first=True, compress=True)
    (cards / "broken.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'><g id='back'>", encoding="utf-8")
    (cards / "garbage.svgz").write_bytes(b"\x1f\x8b not really gzip")
    (cards / "page.svg").write_text("<html><body id='back'/></html>", encoding="utf-8")
    write_svg_theme(cards / "incomplete.svg", suit_first=False, drop="queen_heart")
    (tmp_path / "carddecks" / "svg-empty").mkdir()
    return tmp_path


def test_available_themes_lists_classic_first_then_valid_svg_decks(qapp: object, theme_root: Path) -> None:
    themes = available_themes([theme_root])
    assert isinstance(themes[0], ClassicTheme)
    assert themes[0].name == "Classic"
    svg_themes = themes[1:]
    assert [type(theme) for theme in svg_themes] == [SvgCardTheme, SvgCardTheme]
    assert sorted(theme.path.name for theme in svg_themes) == ["old_gnome.svgz", "test.svg"]
    names = {theme.path.name: theme.name for theme in svg_themes}
    assert names["test.svg"] == "Test Deck (KDE)"
    assert names["old_gnome.svgz"] == "Old Gnome (AisleRiot)"
    assert len({theme.key for theme in themes}) == 3


def test_no_folders_means_just_the_classic_deck(qapp: object, tmp_path: Path) -> None:
    assert find_svg_themes([tmp_path / "nowhere"]) == []
    assert [theme.key for theme in available_themes([tmp_path / "nowhere"])] == ["classic"]


@pytest.mark.parametrize(
    ("file", "suit_first"), [("carddecks/svg-test/test.svg", False), ("aisleriot/cards/old_gnome.svgz", True)]
)
def test_svg_theme_paints_the_right_element_for_every_card(
    qapp: object, theme_root: Path, file: str, suit_first: bool
) -> None:
    theme = SvgCardTheme(theme_root / file)
    assert theme.suit_first is suit_first
    assert theme.aspect == pytest.approx(_CARD_W / _CARD_H)
    for index, card in enumerate(DECK):
        image = render(theme, card, 90)
        centre = image.pixelColor(image.width() // 2, image.height() // 2)
        assert centre == QColor(card_colour(index)), card
        assert image.pixelColor(image.width() // 8 + 1, image.height() // 8 + 1) == QColor("#ffffff")
    back = render(theme, None, 90)
    assert back.pixelColor(back.width() // 2, back.height() // 2) == QColor("#204080")


@pytest.mark.parametrize("name", ["broken.svg", "garbage.svgz", "page.svg", "incomplete.svg", "absent.svg"])
def test_a_broken_svg_theme_is_refused_with_a_reason(theme_root: Path, name: str) -> None:
    with pytest.raises(CardThemeError, match=name.split(".")[0]):
        SvgCardTheme(theme_root / "aisleriot" / "cards" / name)


def test_svg_theme_in_the_pixmap_cache(qapp: object, theme_root: Path) -> None:
    theme = SvgCardTheme(theme_root / "carddecks" / "svg-test" / "test.svg")
    cache = CardPixmapCache()
    pixmap = cache.pixmap(theme, Card(Rank.ACE, Suit.SPADES), 150)
    assert (pixmap.width(), pixmap.height()) == (100, 150)
    assert cache.pixmap(theme, Card(Rank.ACE, Suit.SPADES), 150).cacheKey() == pixmap.cacheKey()
    assert cache.pixmap(ClassicTheme(), Card(Rank.ACE, Suit.SPADES), 150).cacheKey() != pixmap.cacheKey()


def test_theme_by_key_falls_back_to_the_first_theme(qapp: object, theme_root: Path) -> None:
    themes = available_themes([theme_root])
    assert theme_by_key(themes, themes[2].key) is themes[2]
    assert theme_by_key(themes, "svg:/gone/for/good.svg") is themes[0]




# --- Found where the system keeps them ---------------------------------------------------------------------


def point_xdg_at(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, *folders: Path) -> None:
    """Make the XDG data folders exactly `folders` (and an empty personal one)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "personal"))
    monkeypatch.setenv("XDG_DATA_DIRS", ":".join(str(folder) for folder in folders))


def test_decks_are_found_under_the_xdg_data_folders(
    qapp: object, theme_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    point_xdg_at(monkeypatch, tmp_path, tmp_path / "elsewhere", theme_root)
    found = find_svg_themes()
    assert sorted(theme.path.name for theme in found) == ["old_gnome.svgz", "test.svg"]
    # What was found is drawn, not blank: every card its own colour, from the file where it lies.
    deck = next(theme for theme in found if theme.path.name == "old_gnome.svgz")
    assert deck.path.parent == theme_root / "aisleriot" / "cards"
    image = CardPixmapCache().pixmap(deck, Card(Rank.QUEEN, Suit.SPADES), 120).toImage()
    index = list(DECK).index(Card(Rank.QUEEN, Suit.SPADES))
    assert image.pixelColor(image.width() // 2, image.height() // 2) == QColor(card_colour(index))
    assert deck.check() is None


def test_a_deck_drawn_from_symbols_is_not_offered(qapp: object, tmp_path: Path) -> None:
    cards = tmp_path / "aisleriot" / "cards"
    write_svg_theme(cards / "symbolic.svg", suit_first=True, symbols=True)
    write_svg_theme(cards / "plain.svg", suit_first=True)
    assert [theme.path.name for theme in find_svg_themes([tmp_path])] == ["plain.svg"]
    with pytest.raises(CardThemeError, match="symbol"):
        SvgCardTheme(cards / "symbolic.svg")


# --- The default deck and the fallback ---------------------------------------------------------------------


CYRILLIC_BACK, LATIN_BACK = "#204080", "#806020"
"""The backs of the two fake editions of the Атласные deck, told apart by colour."""


def write_atlasnye(folder: Path, *, cyrillic: bool = True, latin: bool = True) -> None:
    """The Атласные deck's editions in AisleRiot's folder under `folder`, as gnome-cards-data installs them."""
    cards = folder / "aisleriot" / "cards"
    if cyrillic:
        write_svg_theme(cards / RUSSIAN_DECK_FILES[0], suit_first=True, compress=True, back=CYRILLIC_BACK)
    if latin:
        write_svg_theme(cards / LATIN_DECK_FILES[0], suit_first=True, compress=True, back=LATIN_BACK)


@pytest.fixture
def speaking() -> Iterator[Callable[[str, bool], None]]:
    """Set the interface's language ("ru" or "en") and whether Russian indices are wanted; undone after."""
    from PySide6.QtCore import QLocale

    before = QLocale()

    def speak(language: str, indices: bool = True) -> None:
        QLocale.setDefault(QLocale(language))
        card_art.set_russian_indices(indices)

    yield speak
    QLocale.setDefault(before)
    card_art.set_russian_indices(True)


def back_colour(theme: card_art.CardTheme) -> str:
    image = render(theme, None)
    return image.pixelColor(image.width() // 2, image.height() // 2).name()


@pytest.mark.parametrize(
    ("language", "indices", "edition"),
    [("ru", True, "Атласные.svgz"), ("ru", False, "atlasnye.svgz"), ("en", True, "atlasnye.svgz")],
)
def test_the_default_deck_shows_the_edition_whose_indices_the_interface_speaks(
    qapp: object, tmp_path: Path, speaking: Callable[[str, bool], None], language: str, indices: bool, edition: str
) -> None:
    write_atlasnye(tmp_path)
    speaking(language, indices)
    theme, problem = theme_for_key(DEFAULT_CARD_THEME, [tmp_path / "nothing here", tmp_path])
    assert problem is None
    assert isinstance(theme, AtlasnyeDeck)
    shown = theme.edition()
    assert isinstance(shown, SvgCardTheme)
    assert shown.path.name == edition
    assert theme.key == shown.key  # the deck menu ticks the edition on the table
    assert back_colour(theme) == (CYRILLIC_BACK if edition == "Атласные.svgz" else LATIN_BACK)


def test_the_default_deck_follows_a_change_of_language_or_of_indices_at_once(
    qapp: object, tmp_path: Path, speaking: Callable[[str, bool], None]
) -> None:
    write_atlasnye(tmp_path)
    speaking("ru", True)
    theme, _ = theme_for_key(DEFAULT_CARD_THEME, [tmp_path])
    cache = CardPixmapCache()
    russian_back = cache.pixmap(theme, None, 140).toImage()
    assert russian_back.pixelColor(50, 70).name() == CYRILLIC_BACK
    speaking("en", True)
    assert back_colour(theme) == LATIN_BACK
    # The caches tell the editions apart: the same theme object, another picture.
    assert cache.pixmap(theme, None, 140).toImage().pixelColor(50, 70).name() == LATIN_BACK
    speaking("ru", False)
    assert back_colour(theme) == LATIN_BACK
    speaking("ru", True)
    assert back_colour(theme) == CYRILLIC_BACK
    assert theme.name == "Атласные (AisleRiot)"


def test_an_english_player_never_gets_the_cyrillic_edition(
    qapp: object, tmp_path: Path, speaking: Callable[[str, bool], None]
) -> None:
    write_atlasnye(tmp_path, latin=False)
    speaking("en", True)
    theme, problem = theme_for_key(DEFAULT_CARD_THEME, [tmp_path])
    assert problem is None
    assert theme.key == "classic"  # the project's deck, with J, Q, K, A
    assert back_colour(theme) == back_colour(ClassicTheme())
    speaking("ru", True)
    assert theme.key.endswith("Атласные.svgz")
    # In Russian without the Cyrillic edition, the Latin one is the same art.
    write_atlasnye(tmp_path / "latin only", cyrillic=False)
    latin_only, _ = theme_for_key(DEFAULT_CARD_THEME, [tmp_path / "latin only"])
    assert back_colour(latin_only) == LATIN_BACK
    assert russian_deck([tmp_path / "latin only"]) is not None
    # A player who chose the project's deck keeps it.
    chosen, problem = theme_for_key("classic", [tmp_path])
    assert (chosen.key, problem) == ("classic", None)


def test_without_the_atlasnye_deck_the_default_is_the_classic_deck(qapp: object, tmp_path: Path) -> None:
    write_svg_theme(tmp_path / "aisleriot" / "cards" / "anglo.svg", suit_first=True)
    theme, problem = theme_for_key(DEFAULT_CARD_THEME, [tmp_path])
    assert (theme.key, problem) == ("classic", None)


def test_a_chosen_deck_is_read_back_from_its_key_alone(qapp: object, theme_root: Path) -> None:
    chosen = next(theme for theme in find_svg_themes([theme_root]) if theme.path.name == "old_gnome.svgz")
    theme, problem = theme_for_key(chosen.key)
    assert problem is None
    assert isinstance(theme, SvgCardTheme)
    assert (theme.key, theme.name) == (chosen.key, "Old Gnome (AisleRiot)")
    assert digest(render(theme, Card(Rank.ACE, Suit.HEARTS))) == digest(render(chosen, Card(Rank.ACE, Suit.HEARTS)))


@pytest.mark.parametrize(
    ("key", "named"),
    [("svg:/no/such/folder/gone.svgz", "gone.svgz"), ("russian-1840", "russian-1840")],
)
def test_a_deck_that_is_gone_gives_the_classic_deck_and_says_so(qapp: object, key: str, named: str) -> None:
    theme, problem = theme_for_key(key)
    assert theme.key == "classic"
    assert problem is not None
    assert named in problem
    assert "classic deck is shown instead" in problem


def test_a_chosen_deck_that_lost_a_card_gives_the_classic_deck_and_says_why(qapp: object, tmp_path: Path) -> None:
    file = tmp_path / "aisleriot" / "cards" / "worn.svg"
    write_svg_theme(file, suit_first=True, drop="spade_queen")
    theme, problem = theme_for_key(f"svg:{file}")
    assert theme.key == "classic"
    assert problem is not None
    assert "worn.svg" in problem
    assert "lacks some of the 52 cards" in problem


def test_a_deck_qt_draws_at_the_wrong_size_is_never_drawn(qapp: object, tmp_path: Path) -> None:
    file = tmp_path / "aisleriot" / "cards" / "blots.svg"
    write_svg_theme(file, suit_first=True, oversize=5.0)
    deck = SvgCardTheme(file)  # its ids are all there: only drawing it shows the fault
    problem = deck.check()
    assert problem is not None
    assert "blots.svg" in problem
    assert "wrong size" in problem
    theme, message = usable_theme(deck)
    assert theme.key == "classic"
    assert message is not None
    assert "blots.svg" in message
    assert theme_for_key(deck.key)[0].key == "classic"
    # Painted anyway (a table that already holds it), it shows the project's cards, never blots.
    queen = Card(Rank.QUEEN, Suit.SPADES)
    assert digest(render(deck, queen)) == digest(render(ClassicTheme(), queen))


def test_a_deck_removed_after_it_was_listed_falls_back(qapp: object, tmp_path: Path) -> None:
    file = tmp_path / "aisleriot" / "cards" / "fleeting.svg"
    write_svg_theme(file, suit_first=True)
    deck = SvgCardTheme(file)
    file.unlink()
    problem = deck.check()
    assert problem is not None
    assert "fleeting.svg" in problem
    assert usable_theme(deck)[0].key == "classic"


@pytest.mark.skipif(russian_deck() is None, reason="the Атласные deck (Debian's gnome-cards-data) is not installed")
def test_the_installed_atlasnye_deck_draws_every_card(qapp: object) -> None:
    deck = russian_deck()
    assert deck is not None
    assert deck.check() is None
    editions = [edition for edition in deck.editions if edition is not None]
    assert [edition.path.name for edition in editions] == ["Атласные.svgz", "atlasnye.svgz"]
    for edition in editions:
        assert edition.check() is None
        cards = (Card(Rank.QUEEN, Suit.SPADES), Card(Rank.SIX, Suit.HEARTS))
        images: dict[Card | None, QImage] = {card: render(edition, card, 90) for card in cards}
        images[None] = render(edition, None, 90)
        assert len({digest(image) for image in images.values()}) == 3
        for image in images.values():
            middle = image.pixelColor(image.width() // 2, image.height() // 2)
            assert middle.alpha() == 255
            inked = sum(
                min(image.pixelColor(x, y).red(), image.pixelColor(x, y).green()) < 160
                for x in range(0, image.width(), 3)
                for y in range(0, image.height(), 3)
            )
            assert inked > 20
    # The same art: the two queens of spades differ only in their indices.
    queens = [render(edition, Card(Rank.QUEEN, Suit.SPADES), 90) for edition in editions]
    assert digest(queens[0]) != digest(queens[1])
    assert queens[0].size() == queens[1].size()


# --- In the window -----------------------------------------------------------------------------------------


def table_window(qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, theme: str | None = None,
                 computers: int = 2) -> object:
    """A main window whose XDG data folders hold the fake Атласные deck's two editions (written once: a second
    window in the same test finds the same files, unchanged); `theme` is the card_theme setting."""
    from shtoss_desktop.core.seats import Role
    from shtoss_desktop.storage.settings import AppSettings
    from shtoss_desktop.ui.shtoss.window import MainWindow
    from tests.ui.table_helpers import config

    data = tmp_path / "data"
    if not data.exists():
        write_atlasnye(data)
    point_xdg_at(monkeypatch, tmp_path, data)
    settings = AppSettings(tmp_path / "settings.ini")
    settings.set("animation_speed", "instant")
    if theme is not None:
        settings.set("card_theme", theme)
    window = MainWindow(settings, remember_geometry=False)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.set_autoplay(False)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    window.start(config(Role.PUNTER, computers=computers, seed=3))
    qtbot.waitUntil(window.scene.is_idle)  # type: ignore[attr-defined]
    return window


def deck_centre_colour(window: object) -> QColor:
    """The colour at the middle of the deck's top card, as the view shows it now (no event processed)."""
    view, scene = window.view, window.scene  # type: ignore[attr-defined]
    image = view.grab().toImage()
    centre = view.mapFromScene(scene.deck_item.sceneBoundingRect().center())
    return image.pixelColor(centre.x(), centre.y() + 20)


def test_a_theme_change_repaints_the_cards_at_once(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = table_window(qtbot, tmp_path, monkeypatch, theme="classic")
    before = deck_centre_colour(window)
    assert before.red() > before.blue(), "the classic deck's red back"
    window.set_theme(ClassicTheme("blue"))  # type: ignore[attr-defined]
    after = deck_centre_colour(window)
    assert after.blue() > after.red(), "the blue back, without waiting for another event"
    assert window.settings.card_theme() == "classic-blue"  # type: ignore[attr-defined]


def test_the_atlasnye_deck_is_on_the_table_by_default_and_not_written_into_the_settings(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = table_window(qtbot, tmp_path, monkeypatch)
    theme = window.scene.art.theme  # type: ignore[attr-defined]
    assert isinstance(theme, AtlasnyeDeck)
    assert theme.key.endswith("atlasnye.svgz"), "English: the edition with Latin indices"
    assert deck_centre_colour(window) == QColor(LATIN_BACK), "the deck's own back"
    assert window.settings.card_theme() == DEFAULT_CARD_THEME  # type: ignore[attr-defined]
    # Chosen from the menu, a deck is remembered; both editions are listed with the others.
    names = [theme.name for theme in window.themes()]  # type: ignore[attr-defined]
    assert names[:2] == ["Classic", "Classic, blue back"]
    assert {"Атласные (AisleRiot)", "Atlasnye (AisleRiot)"} <= set(names)
    keys = [theme.key for theme in window.themes()]  # type: ignore[attr-defined]
    window.next_theme()  # type: ignore[attr-defined]
    following = keys[(keys.index(theme.key) + 1) % len(keys)]
    assert window.settings.card_theme() == following  # type: ignore[attr-defined]


def test_a_chosen_deck_that_is_gone_leaves_the_classic_deck_and_a_message(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = table_window(qtbot, tmp_path, monkeypatch, theme="classic-blue")
    # As when another copy of the game, or a hand-edited file, names a deck since removed.
    window.settings.set("card_theme", "svg:/nowhere/gone.svgz")  # type: ignore[attr-defined]
    assert window.scene.art.theme.key == "classic"  # type: ignore[attr-defined]
    message = window.statusBar().currentMessage()  # type: ignore[attr-defined]
    assert "gone.svgz" in message
    assert "classic deck is shown instead" in message
    assert window.settings.card_theme() == "svg:/nowhere/gone.svgz", "kept: the deck may come back"  # type: ignore[attr-defined]


def test_the_russian_indices_toggle_repaints_at_once_and_is_remembered(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QMenu

    from shtoss_desktop.storage.settings import CardIndices
    from shtoss_desktop.ui.table.card_art import russian_indices

    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Russian))
    try:
        window = table_window(qtbot, tmp_path, monkeypatch, theme="classic")
        toggle = window.actions_by_name["russian_indices"]  # type: ignore[attr-defined]
        assert toggle.isChecked()
        assert russian_indices()
        assert toggle in window.menuBar().findChild(QMenu, "settingsMenu").actions()  # type: ignore[attr-defined]
        cache = window.scene.art.cache  # type: ignore[attr-defined]
        renders = cache.renders
        toggle.trigger()
        assert not russian_indices()
        assert window.settings.card_indices() is CardIndices.LATIN  # type: ignore[attr-defined]
        window.view.grab()  # type: ignore[attr-defined]
        assert cache.renders > renders, "the cards were painted again at once"
        toggle.trigger()
        assert window.settings.card_indices() is CardIndices.RUSSIAN  # type: ignore[attr-defined]
        assert russian_indices()
    finally:
        QLocale.setDefault(before)
        card_art.set_russian_indices(True)


def test_the_default_deck_changes_edition_with_the_language_and_the_indices_toggle_at_once(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: object
) -> None:
    from PySide6.QtCore import QCoreApplication, QLocale
    from PySide6.QtGui import QAction

    from shtoss_desktop.ui.shell import i18n
    (tmp_path / "translations").mkdir()
    monkeypatch.setattr(i18n, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    window = table_window(qtbot, tmp_path, monkeypatch)
    assert deck_centre_colour(window) == QColor(LATIN_BACK)
    try:
        window.findChild(QAction, "language_ru").trigger()  # type: ignore[attr-defined]
        QCoreApplication.processEvents()  # the LanguageChange the window retranslates on
        assert deck_centre_colour(window) == QColor(CYRILLIC_BACK), "Russian: В, Д, К, Т at once"
        window.actions_by_name["russian_indices"].trigger()  # type: ignore[attr-defined]
        assert deck_centre_colour(window) == QColor(LATIN_BACK), "Russian indices off: the Latin edition"
        window.actions_by_name["russian_indices"].trigger()  # type: ignore[attr-defined]
        assert deck_centre_colour(window) == QColor(CYRILLIC_BACK)
        window.findChild(QAction, "language_en").trigger()  # type: ignore[attr-defined]
        QCoreApplication.processEvents()  # the LanguageChange the window retranslates on
        assert deck_centre_colour(window) == QColor(LATIN_BACK), "English: J, Q, K, A at once"
        assert window.settings.card_theme() == DEFAULT_CARD_THEME  # type: ignore[attr-defined]
    finally:
        i18n.switch_language(qapp, "en")  # type: ignore[arg-type]
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        card_art.set_russian_indices(True)
