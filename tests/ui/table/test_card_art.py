"""The card art: the classic deck (and its Russian indices), the pixmap cache and bent corners."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QRectF, Qt, QTranslator
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from shtoss_desktop.core.cards import Card, Rank, Suit, make_deck
from shtoss_desktop.resources import resource_path
from shtoss_desktop.ui.table import card_art
from shtoss_desktop.ui.table.card_art import (
    CARD_ASPECT,
    PIP_LAYOUTS,
    CardPixmapCache,
    CardThemeError,
    ClassicTheme,
    bent_corners_outline,
    paint_bent_corners,
    rank_label,
    set_russian_indices,
)

DECK = make_deck(52)
COURTS = (Rank.JACK, Rank.QUEEN, Rank.KING)


def render(theme: card_art.CardTheme, card: Card | None, height: int = 140) -> QImage:
    """Paint one card on a transparent image exactly its size."""
    size = theme.size_for_height(height).toSize()
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    theme.paint(painter, QRectF(0, 0, size.width(), size.height()), card)
    painter.end()
    return image


def digest(image: QImage, region: QRectF | None = None) -> str:
    """A hash of the pixels (of `region`, if given)."""
    if region is not None:
        image = image.copy(region.toRect())
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    return hashlib.sha256(bytes(image.constBits())).hexdigest()


def ink_pixels(image: QImage) -> int:
    """How many sampled pixels are clearly not the white of the card nor transparent."""
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = image.pixelColor(x, y)
            if colour.alpha() > 200 and min(colour.red(), colour.green(), colour.blue()) < 150:
                count += 1
    return count


# --- The classic deck ------------------------------------------------------------------------------------


@pytest.mark.parametrize("height", [140, 44])
def test_every_card_is_inked_and_distinct_from_the_back_and_each_other(qapp: object, height: int) -> None:
    theme = ClassicTheme()
    images = {card: render(theme, card, height) for card in DECK}
    back = render(theme, None, height)
    digests = {digest(image) for image in images.values()}
    assert len(digests) == 52
    assert digest(back) not in digests
    for card, image in images.items():
        assert ink_pixels(image) > 4, f"{card} looks blank at {height} px"


def test_the_back_is_a_dark_lattice(qapp: object) -> None:
    back = render(ClassicTheme(), None, 140)
    assert ink_pixels(back) > back.width() * back.height() / 4 * 0.5
    red_back = back.pixelColor(back.width() // 4, back.height() // 4)
    assert red_back.red() > red_back.blue()
    blue = render(ClassicTheme("blue"), None, 140).pixelColor(back.width() // 4, back.height() // 4)
    assert blue.blue() > blue.red()


def test_unknown_back_colour_is_refused() -> None:
    with pytest.raises(CardThemeError, match="red"):
        ClassicTheme("green")


def test_court_portraits_differ_by_rank_and_by_suit(qapp: object) -> None:
    theme = ClassicTheme()
    height = 210
    width = theme.size_for_height(height).width()
    # The portrait frame, without the corner indices.
    portrait = QRectF(width * 0.25, height * 0.2, width * 0.5, height * 0.6)
    portraits = {
        Card(rank, suit): digest(render(theme, Card(rank, suit), height), portrait) for rank in COURTS for suit in Suit
    }
    assert len(set(portraits.values())) == 12
    for suit in Suit:
        jack, queen, king = (render(theme, Card(rank, suit), height) for rank in COURTS)
        assert ink_pixels(jack.copy(portrait.toRect())) > 200
        assert len({digest(jack, portrait), digest(queen, portrait), digest(king, portrait)}) == 3


def test_court_portrait_is_double_headed(qapp: object) -> None:
    image = render(ClassicTheme(), Card(Rank.KING, Suit.CLUBS), 210)
    turned = image.transformed(QTransform().rotate(180))
    assert turned.size() == image.size()
    width, height = image.width(), image.height()
    samples = [(x, y) for x in range(width * 3 // 10, width * 7 // 10, 3) for y in range(height // 5, height // 2, 3)]
    alike = 0
    for x, y in samples:
        a, b = image.pixelColor(x, y), turned.pixelColor(x, y)
        alike += max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) < 60
    assert alike / len(samples) > 0.95


def test_red_suits_print_in_red_and_black_suits_in_black(qapp: object) -> None:
    theme = ClassicTheme()
    for suit in Suit:
        image = render(theme, Card(Rank.ACE, suit), 210)
        centre = image.pixelColor(image.width() // 2, image.height() // 2 + 5)
        if suit in (Suit.HEARTS, Suit.DIAMONDS):
            assert centre.red() > 150 > centre.green(), suit
        else:
            assert max(centre.red(), centre.green(), centre.blue()) < 80, suit


def test_cards_have_transparent_rounded_corners_and_an_opaque_body(qapp: object) -> None:
    image = render(ClassicTheme(), Card(Rank.FIVE, Suit.HEARTS), 140)
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(image.width() - 1, image.height() - 1).alpha() == 0
    assert image.pixelColor(image.width() // 2, 3).alpha() == 255
    assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255


@pytest.mark.parametrize("rank", [rank for rank in Rank if rank.value <= 10])
def test_pip_layouts_count_the_rank_and_read_the_same_upside_down(rank: Rank) -> None:
    layout = PIP_LAYOUTS[rank]
    assert len(layout) == rank.value
    assert len(set(layout)) == rank.value
    pips = {(round(x, 6), round(y, 6)) for x, y in layout}
    turned = {(round(250 - x, 6), round(350 - y, 6)) for x, y in layout}
    if rank is Rank.SEVEN:
        # The seven is the one card whose odd pip stands in the upper half only.
        assert len(pips - turned) == 1
        assert next(iter(pips - turned))[1] < 175
    else:
        assert turned == pips


def test_painting_into_a_wide_rectangle_keeps_the_card_shape(qapp: object) -> None:
    image = QImage(300, 140, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    ClassicTheme().paint(painter, QRectF(0, 0, 300, 140), Card(Rank.TEN, Suit.SPADES))
    painter.end()
    card_width = 140 * CARD_ASPECT
    left_margin = (300 - card_width) / 2
    assert image.pixelColor(int(left_margin) - 3, 70).alpha() == 0
    assert image.pixelColor(int(left_margin + card_width) + 3, 70).alpha() == 0
    assert image.pixelColor(150, 70).alpha() == 255


# --- The pixmap cache ------------------------------------------------------------------------------------


def test_cache_returns_the_same_pixmap_for_the_same_key(qapp: object) -> None:
    cache = CardPixmapCache()
    theme = ClassicTheme()
    first = cache.pixmap(theme, Card(Rank.QUEEN, Suit.SPADES), 120)
    second = cache.pixmap(theme, Card(Rank.QUEEN, Suit.SPADES), 120.2)
    assert second.cacheKey() == first.cacheKey()
    assert cache.renders == 1
    cache.pixmap(theme, Card(Rank.QUEEN, Suit.SPADES), 121)
    cache.pixmap(theme, None, 120)
    cache.pixmap(theme, Card(Rank.QUEEN, Suit.SPADES), 120, device_pixel_ratio=2.0)
    assert cache.renders == 4
    assert len(cache) == 4


def test_cache_pixmaps_have_the_theme_size_and_honour_the_device_pixel_ratio(qapp: object) -> None:
    cache = CardPixmapCache()
    pixmap = cache.pixmap(ClassicTheme(), Card(Rank.TWO, Suit.CLUBS), 140, device_pixel_ratio=2.0)
    assert pixmap.devicePixelRatio() == 2.0
    assert (pixmap.width(), pixmap.height()) == (200, 280)
    logical = pixmap.deviceIndependentSize()
    assert (round(logical.width()), round(logical.height())) == (100, 140)


def test_cache_is_bounded_and_forgets_the_least_recently_used(qapp: object) -> None:
    cache = CardPixmapCache(max_entries=3)
    theme = ClassicTheme()
    cards = [Card(rank, Suit.HEARTS) for rank in (Rank.TWO, Rank.THREE, Rank.FOUR)]
    for card in cards:
        cache.pixmap(theme, card, 60)
    cache.pixmap(theme, cards[0], 60)  # the two of hearts is now the most recent
    cache.pixmap(theme, Card(Rank.FIVE, Suit.HEARTS), 60)
    assert len(cache) == 3
    renders = cache.renders
    cache.pixmap(theme, cards[0], 60)
    assert cache.renders == renders
    cache.pixmap(theme, cards[1], 60)  # was dropped, so it is drawn again
    assert cache.renders == renders + 1
    cache.clear()
    assert len(cache) == 0
    with pytest.raises(ValueError, match="at least one"):
        CardPixmapCache(max_entries=0)


# --- Bent corners ----------------------------------------------------------------------------------------


def bent_card(corners: int) -> QImage:
    image = QImage(120, 160, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    rect = QRectF(10, 5, 100, 140)
    painter.setClipPath(bent_corners_outline(rect, corners))
    ClassicTheme().paint(painter, rect, None)
    painter.setClipping(False)
    paint_bent_corners(painter, rect, corners)
    painter.end()
    return image


def test_each_bend_folds_away_more_of_the_card(qapp: object) -> None:
    rect = QRectF(0, 0, 100, 140)
    areas = []
    for corners in range(6):
        image = QImage(100, 140, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.fillPath(bent_corners_outline(rect, corners), QColor("black"))
        painter.end()
        areas.append(sum(image.pixelColor(x, y).alpha() > 128 for x in range(0, 100, 2) for y in range(0, 140, 2)))
    assert areas == sorted(areas, reverse=True)
    assert len(set(areas)) == 6


def test_bent_corners_show_the_white_face_where_the_corner_folds(qapp: object) -> None:
    images = [bent_card(corners) for corners in range(6)]
    assert len({digest(image) for image in images}) == 6
    one = images[1]
    # The top right corner is folded: the table shows through at the very corner, the white flap below it.
    assert one.pixelColor(108, 7).alpha() == 0
    flap = one.pixelColor(88, 27)
    assert min(flap.red(), flap.green(), flap.blue()) > 200
    # The other corners are untouched backs.
    assert images[1].pixelColor(16, 140) == images[0].pixelColor(16, 140)


@pytest.mark.parametrize("corners", [-1, 6, True, 2.0])
def test_impossible_numbers_of_corners_are_refused(corners: object) -> None:
    with pytest.raises(ValueError, match="bent corners"):
        bent_corners_outline(QRectF(0, 0, 50, 70), corners)  # type: ignore[arg-type]


def test_every_paroli_the_rules_allow_can_be_drawn() -> None:
    # The shared card art knows a card's bends, not a game's rules: the shtoss rules' most corners must fit them.
    from shtoss_desktop.core.shtoss.rules import MAX_CORNERS

    assert MAX_CORNERS <= card_art.MAX_BENT_CORNERS
    for corners in range(MAX_CORNERS + 1):
        assert not bent_corners_outline(QRectF(0, 0, 50, 70), corners).isEmpty()


# --- Translation -----------------------------------------------------------------------------------------


def test_theme_names_are_translated_to_russian(qapp: object, tmp_path: Path) -> None:
    import subprocess

    from shtoss_desktop.ui.i18n_build import lrelease_command

    source = resource_path("translations", "cardart_ru.ts")
    target = tmp_path / "cardart_ru.qm"
    subprocess.run([*lrelease_command(), "-silent", str(source), "-qm", str(target)], check=True)
    translator = QTranslator()
    assert translator.load(str(target))
    QCoreApplication.installTranslator(translator)
    try:
        assert ClassicTheme().name == "Классическая"
        assert ClassicTheme("blue").name == "Классическая, синяя рубашка"
        assert QCoreApplication.translate("CardArt", "%1 (KDE)", "a card deck installed for KDE games") == "%1 (KDE)"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert ClassicTheme().name == "Classic"


def test_compact_faces_are_used_for_tiny_cards(qapp: object) -> None:
    # At 40 px the rank alone fills a good part of the corner; at 140 px it is a small index.
    small = render(ClassicTheme(), Card(Rank.SEVEN, Suit.SPADES), 40)
    large = render(ClassicTheme(), Card(Rank.SEVEN, Suit.SPADES), 140)
    small_share = ink_pixels(small.copy(0, 0, small.width() // 2, small.height() // 2))
    large_share = ink_pixels(large.copy(0, 0, large.width() // 2, large.height() // 2))
    assert small_share / (small.width() * small.height() / 16) > large_share / (large.width() * large.height() / 16)


# --- Russian indices -------------------------------------------------------------------------------------


@pytest.fixture
def russian_locale(qapp: object) -> Iterator[None]:
    """The interface speaks Russian (the translations set the default locale), the player's choice untouched."""
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Russian, QLocale.Country.Russia))
    yield
    QLocale.setDefault(before)
    set_russian_indices(True)


def index_corner(image: QImage) -> QRectF:
    """The top-left index of a card image (the rank above the small pip)."""
    return QRectF(0, 0, image.width() * 0.2, image.height() * 0.15)


def test_the_russian_interface_marks_courts_and_aces_in_russian(russian_locale: None) -> None:
    assert [rank_label(rank) for rank in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)] == ["В", "Д", "К", "Т"]
    assert [rank_label(rank) for rank in (Rank.TWO, Rank.NINE, Rank.TEN)] == ["2", "9", "10"]
    set_russian_indices(False)
    assert [rank_label(rank) for rank in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)] == ["J", "Q", "K", "A"]


def test_the_english_interface_keeps_latin_indices(qapp: object) -> None:
    assert QLocale().language() is not QLocale.Language.Russian
    assert [rank_label(rank) for rank in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)] == ["J", "Q", "K", "A"]


def test_russian_indices_change_the_printed_index_of_the_face_cards_only(russian_locale: None) -> None:
    theme = ClassicTheme()
    queen, seven = Card(Rank.QUEEN, Suit.SPADES), Card(Rank.SEVEN, Suit.HEARTS)
    russian = {card: render(theme, card, 140) for card in (queen, seven)}
    set_russian_indices(False)
    latin = {card: render(theme, card, 140) for card in russian}
    corner = index_corner(russian[queen])
    assert digest(russian[queen], corner) != digest(latin[queen], corner), "Д, not Q"
    assert ink_pixels(russian[queen].copy(corner.toRect())) > 10
    assert digest(russian[seven]) == digest(latin[seven])


def test_the_pixmap_cache_keeps_russian_and_latin_indices_apart(russian_locale: None) -> None:
    cache = CardPixmapCache()
    queen = Card(Rank.QUEEN, Suit.SPADES)
    russian = cache.pixmap(ClassicTheme(), queen, 120)
    set_russian_indices(False)
    latin = cache.pixmap(ClassicTheme(), queen, 120)
    assert latin.cacheKey() != russian.cacheKey()
    assert digest(latin.toImage()) != digest(russian.toImage())
    set_russian_indices(True)
    assert cache.pixmap(ClassicTheme(), queen, 120).cacheKey() == russian.cacheKey()
    assert cache.renders == 2
