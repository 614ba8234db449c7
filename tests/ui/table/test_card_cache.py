"""The cards rendered once and kept (ui/table/card_cache.py): what the cache gives is what the deck draws, a file
that cannot be trusted is made again without a word, a folder that cannot be written costs only the cache, each
deck and size has its own cards, and the table plays while the worker still fills the cache."""

from __future__ import annotations

import gc
import os
import stat
from pathlib import Path

import PySide6.QtSvg
import pytest
import shiboken6
from PySide6.QtGui import QColor, QImage

from shtoss_desktop.app.offthread import collector_held
from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.ui.table import svg_decks
from shtoss_desktop.ui.table.card_art import CardPixmapCache, render_card_image
from shtoss_desktop.ui.table.card_cache import (
    CARDS_KEPT,
    CardImageStore,
    SetKey,
    cache_folder,
    shared_store,
    wait_for_stores,
)
from shtoss_desktop.ui.table.svg_decks import AtlasnyeDeck, SvgCardTheme, russian_deck
from tests.ui.table.test_svg_decks import (
    DECK,
    LATIN_BACK,
    card_colour,
    deck_centre_colour,
    table_window,
    write_svg_theme,
)
from tests.ui.table_helpers import assert_table_matches_core

QUEEN = Card(Rank.QUEEN, Suit.SPADES)
HEIGHT, PERCENT = 122, 100


@pytest.fixture
def deck_file(tmp_path: Path) -> Path:
    """A small AisleRiot-style deck, every card a colour of its own."""
    path = tmp_path / "decks" / "aisleriot" / "cards" / "test.svgz"
    write_svg_theme(path, suit_first=True, compress=True)
    return path


@pytest.fixture
def no_parsing(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every SVG file Qt is asked to parse from now on, by name (the themes import QSvgRenderer when they parse)."""
    parsed: list[str] = []
    real = PySide6.QtSvg.QSvgRenderer

    def counting(*args: object) -> PySide6.QtSvg.QSvgRenderer:
        parsed.append(str(args[0]) if args else "")
        return real(*args)

    monkeypatch.setattr(PySide6.QtSvg, "QSvgRenderer", counting)
    return parsed


def fresh_theme(path: Path) -> SvgCardTheme:
    """The deck as a new start makes it: its file not yet read."""
    return SvgCardTheme(path, read_ids=False)


def kept_file(store: CardImageStore, theme: SvgCardTheme, height: int = HEIGHT, percent: int = PERCENT) -> Path:
    identity = theme.cache_identity()
    assert identity is not None
    assert store.folder is not None
    return store.folder / SetKey(identity, height, percent).file_name


def fill(folder: Path, deck: Path, height: int = HEIGHT, percent: int = PERCENT) -> CardImageStore:
    """A first run: the queen of spades is asked for, drawn from the deck, and its set kept by the worker."""
    store = CardImageStore(folder)
    cache = CardPixmapCache(source=store)
    cache.pixmap(fresh_theme(deck), QUEEN, height, percent / 100)
    assert cache.renders == 1, "nothing kept yet: drawn from the deck"
    wait_for_stores(store)
    assert store.rendered_sets == 1
    return store


def centre(image: QImage) -> QColor:
    return image.pixelColor(image.width() // 2, image.height() // 3)


def test_a_card_from_the_cache_equals_a_fresh_render_and_the_next_start_parses_no_svg(
    qapp: object, tmp_path: Path, deck_file: Path, no_parsing: list[str]
) -> None:
    folder = tmp_path / "cache"
    fill(folder, deck_file)
    assert len(no_parsing) == 2, "the GUI's deck and the worker's own"
    no_parsing.clear()
    # The next start: a new store and a new theme, vouched for by the kept set.
    store = CardImageStore(folder)
    theme = fresh_theme(deck_file)
    theme.vouch_from(store.aspect_of)
    assert theme.check() is None
    cache = CardPixmapCache(source=store)
    kept = {card: cache.pixmap(theme, card, HEIGHT, 1.0).toImage() for card in CARDS_KEPT}
    assert cache.renders == 0
    assert no_parsing == [], "no SVG parsed for the cards shown"
    assert not store.busy, "nothing to render again"
    drawn = fresh_theme(deck_file)
    for card, image in kept.items():
        assert image == render_card_image(drawn, card, HEIGHT, PERCENT).convertToFormat(image.format()), card
    assert centre(kept[QUEEN]) == QColor(card_colour(DECK.index(QUEEN))), "the queen of spades, not another card"


def spoil_truncated(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) * 2 // 3])


def spoil_a_card(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[-40] ^= 0xFF  # inside the last card's pixels: the header still reads
    path.write_bytes(bytes(data))


def spoil_header(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[30] ^= 0x20
    path.write_bytes(bytes(data))


def spoil_foreign(path: Path) -> None:
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + os.urandom(4000))


@pytest.mark.parametrize("spoil", [spoil_truncated, spoil_a_card, spoil_header, spoil_foreign])
def test_a_damaged_truncated_or_foreign_file_is_made_again_without_a_word(
    qapp: object, tmp_path: Path, deck_file: Path, spoil: object, capfd: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "cache"
    first = fill(folder, deck_file)
    path = kept_file(first, fresh_theme(deck_file))
    spoil(path)  # type: ignore[operator]
    store = CardImageStore(folder)
    cache = CardPixmapCache(source=store)
    theme = fresh_theme(deck_file)
    queen = cache.pixmap(theme, QUEEN, HEIGHT, 1.0).toImage()
    back = cache.pixmap(theme, None, HEIGHT, 1.0).toImage()
    assert centre(queen) == centre(render_card_image(fresh_theme(deck_file), QUEEN, HEIGHT, PERCENT))
    assert centre(back) == QColor("#204080")
    wait_for_stores(store)
    assert store.rendered_sets == 1, "made again"
    again = CardPixmapCache(source=CardImageStore(folder))
    assert again.pixmap(fresh_theme(deck_file), QUEEN, HEIGHT, 1.0).toImage() == queen
    assert again.renders == 0
    captured = capfd.readouterr()
    assert captured.out == "", "nothing said"
    assert captured.err == "", "nothing said"


def test_another_sets_file_under_this_sets_name_is_not_trusted(
    qapp: object, tmp_path: Path, deck_file: Path
) -> None:
    folder = tmp_path / "cache"
    store = fill(folder, deck_file, height=90)
    theme = fresh_theme(deck_file)
    # A file copied under another set's name (the cards 90 pixels tall where 122 are wanted).
    kept_file(store, theme, HEIGHT).write_bytes(kept_file(store, theme, 90).read_bytes())
    store = CardImageStore(folder)
    cache = CardPixmapCache(source=store)
    queen = cache.pixmap(theme, QUEEN, HEIGHT, 1.0)
    assert cache.renders == 1, "drawn from the deck, not from the 90-pixel card"
    assert queen.height() == HEIGHT
    wait_for_stores(store)
    assert store.rendered_sets == 1


def test_a_stale_file_is_made_again_from_the_changed_deck(qapp: object, tmp_path: Path, deck_file: Path) -> None:
    folder = tmp_path / "cache"
    first = fill(folder, deck_file)
    old = kept_file(first, fresh_theme(deck_file))
    # The deck is updated (a new version of the package): another back, another time and size.
    write_svg_theme(deck_file, suit_first=True, compress=True, back="#c01010")
    os.utime(deck_file, ns=(1_000_000_000, 1_000_000_000))
    store = CardImageStore(folder)
    theme = fresh_theme(deck_file)
    theme.vouch_from(store.aspect_of)
    assert store.aspect_of(theme.cache_identity() or ("", "")) is None, "the kept cards are the old deck's"
    cache = CardPixmapCache(source=store)
    assert centre(cache.pixmap(theme, None, HEIGHT, 1.0).toImage()) == QColor("#c01010")
    assert cache.renders == 1
    assert not old.exists(), "the stale file is removed at once"
    wait_for_stores(store)
    again = CardPixmapCache(source=CardImageStore(folder))
    assert centre(again.pixmap(fresh_theme(deck_file), None, HEIGHT, 1.0).toImage()) == QColor("#c01010")
    assert again.renders == 0


def test_a_theme_change_and_a_resize_use_their_own_entries(qapp: object, tmp_path: Path) -> None:
    red = tmp_path / "decks" / "red.svg"
    blue = tmp_path / "decks" / "blue.svg"
    write_svg_theme(red, suit_first=True, back="#c01010")
    write_svg_theme(blue, suit_first=False, back="#1010c0")
    folder = tmp_path / "cache"
    store = CardImageStore(folder)
    cache = CardPixmapCache(source=store)
    for deck in (red, blue):
        for ratio in (1.0, 1.5):
            cache.pixmap(fresh_theme(deck), None, HEIGHT, ratio)
            wait_for_stores(store)
    assert store.rendered_sets == 4
    assert len(list(folder.iterdir())) == 4
    again = CardPixmapCache(source=CardImageStore(folder))
    for deck, colour in ((red, "#c01010"), (blue, "#1010c0")):
        for ratio in (1.0, 1.5):
            image = again.pixmap(fresh_theme(deck), None, HEIGHT, ratio).toImage()
            assert centre(image) == QColor(colour)
            assert image.height() == round(HEIGHT * ratio)
            assert image.devicePixelRatio() == ratio
    assert again.renders == 0


def test_the_cache_keeps_to_its_size_dropping_the_sets_used_longest_ago(
    qapp: object, tmp_path: Path, deck_file: Path
) -> None:
    folder = tmp_path / "cache"
    one = fill(folder, deck_file)
    size = kept_file(one, fresh_theme(deck_file)).stat().st_size
    theme = fresh_theme(deck_file)
    store = CardImageStore(folder, capacity=int(size * 2.5))
    cache = CardPixmapCache(source=store)
    os.utime(kept_file(store, theme), ns=(1, 1))  # used long ago
    for height in (100, 110):
        cache.pixmap(theme, QUEEN, height, 1.0)
        wait_for_stores(store)
    kept = sorted(path.name for path in folder.iterdir())
    assert len(kept) == 2
    assert kept_file(store, theme, 110).name in kept, "the newest stays"
    assert not kept_file(store, theme).exists(), "the one used longest ago went first"


def unwritable_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """XDG_CACHE_HOME where nothing can be written: read-only, or (for root, whom no mode stops) below a file."""
    root = tmp_path / "read-only"
    root.mkdir()
    root.chmod(stat.S_IRUSR | stat.S_IXUSR)
    if os.access(root, os.W_OK):
        (tmp_path / "a-file").write_text("not a folder")
        root = tmp_path / "a-file"
    monkeypatch.setenv("XDG_CACHE_HOME", str(root))
    return root


def atlasnye_window(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, told: list[str] | None = None
) -> object:
    """The shtoss window with the fake Атласные deck installed and the default deck chosen, a session started;
    whatever it tells the player (its notices) goes into `told`."""
    from shtoss_desktop.ui.shtoss.window import MainWindow

    if told is not None:
        monkeypatch.setattr(MainWindow, "tell", lambda _window, text: told.append(text))
    return table_window(qtbot, tmp_path, monkeypatch, computers=1)


def test_a_cache_folder_that_cannot_be_written_still_starts(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = unwritable_cache(tmp_path, monkeypatch)
    told: list[str] = []
    window = atlasnye_window(qtbot, tmp_path, monkeypatch, told)
    assert isinstance(window.scene.art.theme, AtlasnyeDeck)  # type: ignore[attr-defined]
    assert deck_centre_colour(window) == QColor(LATIN_BACK), "the deck's own back, drawn from the deck"
    wait_for_stores()
    assert told == [], "nothing said to the player"
    assert not shared_store().busy, "given up for this run, quietly"
    if root.is_dir():
        assert not any(root.rglob("*.cards")), "nothing written"
    window.controller.place_stake([Card.parse("7D")], 6)  # type: ignore[attr-defined]
    window.controller.run_computer()  # type: ignore[attr-defined]
    qtbot.waitUntil(window.scene.is_idle)  # type: ignore[attr-defined]
    assert_table_matches_core(window)  # type: ignore[arg-type]


def test_the_table_plays_while_the_cache_fills_and_the_next_start_reads_it(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = atlasnye_window(qtbot, tmp_path, monkeypatch)
    store = shared_store()
    assert deck_centre_colour(window) == QColor(LATIN_BACK)
    assert store.busy, "the deck's cards are still to be kept: the table drew them from the deck"
    # The player stakes and the deal goes on while the worker renders.
    store.start_now()
    window.controller.place_stake([Card.parse("7D")], 6)  # type: ignore[attr-defined]
    window.controller.run_computer()  # type: ignore[attr-defined]
    qtbot.waitUntil(window.scene.is_idle)  # type: ignore[attr-defined]
    assert_table_matches_core(window)  # type: ignore[arg-type]
    wait_for_stores()
    folder = cache_folder()
    assert folder is not None
    assert any(folder.glob("*.cards"))
    shown = (tmp_path / "data" / "aisleriot" / "cards" / "atlasnye.svgz").resolve()
    assert shown not in svg_decks._renderers, "no parsed SVG kept once the cards are"
    window.close()
    # The next start: the same table from the kept cards, no SVG parsed.
    parsed: list[object] = []
    real = PySide6.QtSvg.QSvgRenderer
    monkeypatch.setattr(PySide6.QtSvg, "QSvgRenderer", lambda *args: parsed.append(args) or real(*args))
    second = atlasnye_window(qtbot, tmp_path, monkeypatch)
    assert deck_centre_colour(second) == QColor(LATIN_BACK)
    assert parsed == [], "the second start parsed no SVG"


QUIT_WHILE_FILLING = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from shtoss_desktop.ui.table import card_cache
start_next = card_cache.CardImageStore._start_next
def started(store):
    start_next(store)
    QTimer.singleShot(5, app.quit)  # the player quits while the worker renders the deck's cards
card_cache.CardImageStore._start_next = started
from shtoss_desktop.__main__ import main
print("status", main(["--seed", "1"]))
"""


@pytest.mark.skipif(russian_deck() is None, reason="the Атласные deck (Debian's gnome-cards-data) is not installed")
def test_quitting_while_the_cache_fills_ends_cleanly_and_leaves_no_half_file(tmp_path: Path) -> None:
    """With the installed deck, which takes its worker a few hundred milliseconds to render (a small test deck is
    done before the quit comes)."""
    import subprocess
    import sys

    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CACHE_HOME=str(tmp_path / "cache"),
               QT_QPA_PLATFORM="offscreen")
    root = Path(__file__).resolve().parents[3]
    result = subprocess.run([sys.executable, "-c", QUIT_WHILE_FILLING], capture_output=True, text=True, env=env,
                            cwd=root, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert "status 0" in result.stdout
    assert "Traceback" not in result.stderr, result.stderr
    assert not any((tmp_path / "cache").rglob("*.part")), "no half-written set left behind"


def test_the_worker_holds_the_collector_until_its_set_is_kept_or_its_store_is_gone(
        qapp: object, tmp_path: Path, deck_file: Path) -> None:
    """While the worker renders, no automatic collection can start on its thread (app/offthread.py); it is released
    when the set is kept, and also when the store is taken down before it hears so."""
    store = fill(tmp_path / "one", deck_file)
    assert not collector_held()
    assert gc.isenabled()
    gone = CardImageStore(tmp_path / "two")
    CardPixmapCache(source=gone).pixmap(fresh_theme(deck_file), QUEEN, HEIGHT, PERCENT / 100)
    gone.start_now()
    assert collector_held()
    shiboken6.delete(gone)
    assert not collector_held()
    assert gc.isenabled()
    assert store.rendered_sets == 1
