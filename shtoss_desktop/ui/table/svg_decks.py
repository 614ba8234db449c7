"""Card decks already on the player's machine: AisleRiot's and KDE's SVG decks, read where they are installed.

Nothing is copied into the project: the decks are looked for at run time under every folder that
`QStandardPaths.GenericDataLocation` lists (`~/.local/share`, then `$XDG_DATA_DIRS`, e.g. `/usr/share`):
AisleRiot's `aisleriot/cards/*.svg[z]` (Debian's `gnome-cards-data`) and KDE's `carddecks/*/` (the file its
`index.desktop` names). One file holds every card as an element, named suit first by AisleRiot (`spade_queen`,
`heart_1`, `club_king`) and rank first by KDE (`queen_spade`, `1_heart`), with a `back`.

A deck is checked twice. When listed, its ids are read with expat (all 52 cards and a back, well-formed SVG, and
no `<symbol>`, which Qt's SVG renderer draws at the wrong size); when first drawn, `QSvgRenderer` must parse it and
every card must come out about the size of the others. A deck that fails either is never drawn: the table shows the
project's own deck instead and the player is told why (`SvgCardTheme.check`).

Where the Russian "Атласные" deck of `gnome-cards-data` is installed, it is the default deck (`russian_deck`): it
is the deck of a Russian card table, and its queen of spades is the story's. The package has it in two editions,
the same art with Cyrillic indices (`Атласные.svgz`: В, Д, К, Т) and with Latin ones (`atlasnye.svgz`); the default
deck shows the Cyrillic edition only where the classic deck would write В, Д, К, Т (`card_art.russian_indices`), so
that an English player never sees В on a jack (`AtlasnyeDeck`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication, QLocale, QLoggingCategory, QRectF, QStandardPaths
from PySide6.QtGui import QPainter

from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.ui.table.card_art import (
    CARD_ASPECT,
    CardTheme,
    CardThemeError,
    ClassicTheme,
    DeckStamp,
    fit_rect,
    russian_indices,
)

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

RUSSIAN_DECK_FILES: Final = ("Атласные.svgz", "Атласные.svg")
"""The file names of the Russian "Атласные" (satin) deck in AisleRiot's `cards` folder (gnome-cards-data), the
edition with Cyrillic indices."""
LATIN_DECK_FILES: Final = ("atlasnye.svgz", "atlasnye.svg")
"""The file names of the same deck with Latin indices (J, Q, K, A), in the same folder and package."""

_SVG_SUITS: Final = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.HEARTS: "heart", Suit.SPADES: "spade"}
_SVG_COURTS: Final = {Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king", Rank.ACE: "1"}
_SVG_BACKS: Final = ("back", "red_back", "blue_back", "back_c1")
_SAMPLE_CARDS: Final = (Card(Rank.ACE, Suit.SPADES), Card(Rank.QUEEN, Suit.SPADES), Card(Rank.TEN, Suit.CLUBS),
                        Card(Rank.KING, Suit.DIAMONDS))
"""Cards whose size is compared with the back's when a deck is first drawn: a plain number card and three faces."""
_SIZE_TOLERANCE: Final = 2.0
"""A card element more than this many times larger (or smaller) than the back is drawn wrong by Qt."""

_renderers: dict[Path, QSvgRenderer] = {}
"""Parsed decks by file, shared by every theme and window: parsing a deck costs tens of milliseconds."""


def _svg_rank(rank: Rank) -> str:
    return _SVG_COURTS.get(rank, str(rank.value))


def svg_element_id(card: Card, *, suit_first: bool) -> str:
    """The SVG element id of `card` in a card deck.

    AisleRiot names elements suit first (`club_1`, `heart_king`), KDE's carddecks rank first (`1_club`,
    `king_heart`). The ace is `1`.

    >>> from shtoss_desktop.core.cards import Card
    >>> svg_element_id(Card.parse("AC"), suit_first=False), svg_element_id(Card.parse("KH"), suit_first=True)
    ('1_club', 'heart_king')
    """
    rank, suit = _svg_rank(card.rank), _SVG_SUITS[card.suit]
    return f"{suit}_{rank}" if suit_first else f"{rank}_{suit}"


def _all_cards() -> tuple[Card, ...]:
    return tuple(Card(rank, suit) for suit in Suit for rank in Rank)


def _name_from_file(path: Path) -> str:
    """A readable name for a deck known only by its file, as AisleRiot shows it: `old_gnome.svgz` is `Old Gnome`."""
    return path.name.split(".")[0].replace("_", " ").replace("-", " ").title()


def _refusal(path: Path, reason: str) -> CardThemeError:
    """The error for a deck that cannot be used, in the player's language."""
    text = QCoreApplication.translate("CardArt", "The card deck {file} cannot be used: {reason}.")
    return CardThemeError(text.format(file=path, reason=reason))


def _svg_ids(path: Path) -> set[str]:
    """Every element id in an SVG or SVGZ deck; raise CardThemeError if it is not well-formed SVG, or draws its
    cards from `<symbol>`s (which Qt's renderer does not scale: the cards come out as blots)."""
    import gzip
    import xml.parsers.expat
    import zlib

    try:
        data = path.read_bytes()
        if data[:2] == b"\x1f\x8b":
            data = gzip.decompress(data)
    except (OSError, EOFError, gzip.BadGzipFile, zlib.error) as error:
        detail = getattr(error, "strerror", None) or str(error)
        raise _refusal(path, QCoreApplication.translate("CardArt", "it cannot be read ({detail})").format(
            detail=detail)) from error
    ids: set[str] = set()
    root: list[str] = []
    symbols: list[str] = []

    def start(tag: str, attributes: dict[str, str]) -> None:
        name = tag.rsplit(" ", 1)[-1]
        if not root:
            root.append(name)
        if name == "symbol":
            symbols.append(attributes.get("id", ""))
        element_id = attributes.get("id")
        if element_id:
            ids.add(element_id)

    parser = xml.parsers.expat.ParserCreate(namespace_separator=" ")
    parser.StartElementHandler = start
    try:
        parser.Parse(data, True)
    except xml.parsers.expat.ExpatError as error:
        raise _refusal(path, QCoreApplication.translate("CardArt", "it is not well-formed SVG ({detail})").format(
            detail=error)) from error
    if root != ["svg"]:
        raise _refusal(path, QCoreApplication.translate("CardArt", "it is not an SVG file"))
    if symbols:
        raise _refusal(path, QCoreApplication.translate("CardArt", "it draws its cards with SVG symbols, which Qt "
                                                                   "cannot draw at the right size"))
    return ids


def _find_elements(ids: set[str]) -> tuple[dict[Card, str], str] | str:
    """The element of each card and of the back among `ids`, or why they are not all there."""
    cards = _all_cards()
    for suit_first in (False, True):
        wanted = {card: svg_element_id(card, suit_first=suit_first) for card in cards}
        if all(element in ids for element in wanted.values()):
            break
    else:
        return QCoreApplication.translate("CardArt", "it lacks some of the 52 cards")
    backs = [back for back in _SVG_BACKS if back in ids]
    if not backs:
        return QCoreApplication.translate("CardArt", "it has no card back")
    return wanted, backs[0]


def _element_ids(path: Path, ids: set[str]) -> tuple[dict[Card, str], str]:
    """The element of each card and of the back among `ids`; CardThemeError if some card or the back is missing."""
    found = _find_elements(ids)
    if isinstance(found, str):
        raise _refusal(path, found)
    return found


def _quiet_svg_warnings() -> None:
    """Keep Qt's SVG parser quiet about the decks' own slips (a `<use>` of an undefined id, say): the decks are
    the system's, not ours to fix, and Qt still draws what they define."""
    QLoggingCategory.setFilterRules("qt.svg.warning=false")


class SvgCardTheme(CardTheme):
    """A deck from one SVG (or SVGZ) file holding every card as an element, as KDE and AisleRiot install.

    The file's ids are checked when the theme is made (well-formed, all 52 cards and a back present, no symbols)
    and `CardThemeError` is raised otherwise. It is parsed for drawing when first needed; `check()` says then
    whether Qt draws it right. A deck that cannot be drawn paints the project's own deck instead.

    With `read_ids=False` the file is not read until it is drawn, and Qt's parse alone checks it (`check()`):
    a deck a setting names is parsed once at start, not twice (reading the ids costs as much again).
    """

    def __init__(self, path: Path | str, name: str | None = None, *, read_ids: bool = True,
                 shared: bool = True) -> None:
        self._path = Path(path)
        self._ids: dict[Card, str] = {}
        self._back = ""
        if read_ids:
            self._ids, self._back = _element_ids(self._path, _svg_ids(self._path))
        self._name = name or _name_from_file(self._path)
        self._shared = shared
        """Whether the parsed file is shared with every other theme of this thread (the GUI thread's), not its own."""
        self._renderer: QSvgRenderer | None = None
        self._aspect: float | None = None
        self._problem: str | None = None
        self._vouched = False
        """The cache of rendered cards holds this file's cards: it was drawn right, `check` need not parse it."""
        self._identity: DeckStamp | None = None

    @property
    def path(self) -> Path:
        """The SVG file."""
        return self._path

    @property
    def key(self) -> str:
        return f"svg:{self._path.resolve()}"

    @property
    def name(self) -> str:
        return self._name

    @property
    def suit_first(self) -> bool:
        """Whether the file names its cards suit first (`club_1`, AisleRiot) rather than rank first (`1_club`)."""
        self._load()
        return self._ids.get(Card(Rank.ACE, Suit.CLUBS)) == "club_1"

    def element_id(self, card: Card | None) -> str:
        """The id of the element this theme paints for `card` (None: the back); empty if the deck is unusable."""
        self._load()
        return self._back if card is None else self._ids.get(card, "")

    def _load(self) -> QSvgRenderer | None:
        if self._renderer is not None or self._problem is not None:
            return self._renderer
        from PySide6.QtSvg import QSvgRenderer

        resolved = self._path.resolve()
        renderer = _renderers.get(resolved) if self._shared else None
        if renderer is None:
            _quiet_svg_warnings()
            renderer = QSvgRenderer(str(self._path))
        problem = self._drawing_problem(renderer)
        if problem is not None:
            self._problem = str(_refusal(self._path, problem))
            return None
        if self._shared:
            _renderers[resolved] = renderer
        self._renderer = renderer
        return renderer

    def cache_identity(self) -> DeckStamp | None:
        """The file, and its modification time (ns) and size: this file changed is a stale deck."""
        if self._identity is None:
            try:
                status = self._path.stat()
            except OSError:
                return None
            self._identity = (f"svg:{self._path.resolve()}", f"{status.st_mtime_ns}:{status.st_size}")
        return self._identity

    def detached(self) -> SvgCardTheme:
        """The same file for another thread, parsed there into a renderer of its own (QSvgRenderer is not shared
        between threads)."""
        twin = SvgCardTheme(self._path, self._name, read_ids=False, shared=False)
        twin._ids, twin._back = dict(self._ids), self._back
        return twin

    def vouch_from(self, aspect_of: Callable[[DeckStamp], float | None]) -> None:
        identity = self.cache_identity()
        aspect = aspect_of(identity) if identity is not None and self._renderer is None else None
        if aspect is not None and self._problem is None:
            self._vouched = True
            self._aspect = aspect

    def release(self) -> None:
        """Drop the parsed file (this theme's and the shared one): the cards are kept rendered on disk."""
        if self._renderer is None:
            return
        self._renderer = None
        if self._shared:
            _renderers.pop(self._path.resolve(), None)
        self._vouched = self._problem is None and self._aspect is not None

    def _drawing_problem(self, renderer: QSvgRenderer) -> str | None:
        """Why Qt cannot draw this deck right, or None."""
        if not renderer.isValid():
            return QCoreApplication.translate("CardArt", "Qt cannot read it as SVG")
        if not self._ids:
            candidates = {svg_element_id(card, suit_first=first) for card in _all_cards() for first in (False, True)}
            present = {element for element in (*candidates, *_SVG_BACKS) if renderer.elementExists(element)}
            found = _find_elements(present)
            if isinstance(found, str):
                return found
            self._ids, self._back = found
        missing = [element for element in (self._back, *self._ids.values()) if not renderer.elementExists(element)]
        if missing:
            return QCoreApplication.translate("CardArt", "Qt finds no element {element} in it").format(
                element=missing[0])
        back = self._element_bounds(renderer, self._back)
        for card in _SAMPLE_CARDS:
            bounds = self._element_bounds(renderer, self._ids[card])
            ratios = (bounds.width() / back.width(), bounds.height() / back.height()) if not back.isEmpty() else (0, 0)
            if not all(1 / _SIZE_TOLERANCE <= ratio <= _SIZE_TOLERANCE for ratio in ratios):
                return QCoreApplication.translate("CardArt", "Qt draws its cards at the wrong size")
        return None

    def check(self) -> str | None:
        """None if the deck can be drawn, else why not (a translated sentence naming the file). A deck the cache of
        rendered cards vouches for is not parsed to say so."""
        if self._vouched and self._renderer is None:
            return None
        self._load()
        return self._problem

    @staticmethod
    def _element_bounds(renderer: QSvgRenderer, element: str) -> QRectF:
        return renderer.transformForElement(element).mapRect(renderer.boundsOnElement(element))

    @property
    def aspect(self) -> float:
        # Taken from a face card, not the back: some decks (AisleRiot's Berlin) have a back of another shape.
        if self._aspect is None:
            renderer = self._load()
            bounds = self._element_bounds(renderer, self._ids[_SAMPLE_CARDS[1]]) if renderer is not None else QRectF()
            self._aspect = bounds.width() / bounds.height() if bounds.height() > 0 else CARD_ASPECT
        return self._aspect

    def _paint(self, painter: QPainter, rect: QRectF, card: Card | None) -> None:
        renderer = self._load()
        if renderer is None:
            # `check()` told the player; the table still shows usable cards.
            ClassicTheme().paint(painter, rect, card)
            return
        element = self.element_id(card)
        bounds = self._element_bounds(renderer, element)
        # An element of another shape than the deck's (a larger back) is fitted, never stretched.
        target = fit_rect(rect, bounds.width() / bounds.height()) if bounds.height() > 0 else rect
        renderer.render(painter, element, target)


def _desktop_entry_name(entry: Path, locale: QLocale) -> tuple[str | None, str | None]:
    """The localised `Name` and the `SVG` file of a KDE carddeck's index.desktop."""
    import configparser

    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    try:
        parser.read(entry, encoding="utf-8")
    except (configparser.Error, OSError, UnicodeDecodeError):
        return None, None
    for section in ("KDE Backdeck", "KDE Cards"):
        if parser.has_section(section):
            values = parser[section]
            language = locale.name()
            name = values.get(f"Name[{language}]") or values.get(f"Name[{language.split('_')[0]}]")
            return name or values.get("Name"), values.get("SVG")
    return None, None


def theme_folders() -> list[Path]:
    """The XDG data folders searched for card decks, most personal first."""
    locations = QStandardPaths.standardLocations(QStandardPaths.StandardLocation.GenericDataLocation)
    return [Path(location) for location in locations]


def _aisleriot_label() -> str:
    return QCoreApplication.translate("CardArt", "%1 (AisleRiot)", "a card deck installed for GNOME AisleRiot")


def find_svg_themes(data_dirs: Iterable[Path | str] | None = None) -> list[SvgCardTheme]:
    """Every usable SVG deck under `data_dirs` (default: the XDG data folders), sorted by name.

    Looks in `carddecks/*/` (KDE: the file named by `index.desktop`, or the folder's SVG) and in
    `aisleriot/cards/` and `gnome-games-common/cards/` (AisleRiot). Broken or incomplete files are skipped.
    """
    folders = [Path(folder) for folder in (theme_folders() if data_dirs is None else data_dirs)]
    locale = QLocale()
    candidates: list[tuple[Path, str | None, str]] = []
    kde_label = QCoreApplication.translate("CardArt", "%1 (KDE)", "a card deck installed for KDE games")
    gnome_label = _aisleriot_label()
    for folder in folders:
        decks = folder / "carddecks"
        for deck in sorted(decks.iterdir()) if decks.is_dir() else []:
            if not deck.is_dir():
                continue
            name, svg = _desktop_entry_name(deck / "index.desktop", locale)
            files = [deck / svg] if svg else sorted(p for p in deck.iterdir() if p.suffix in (".svg", ".svgz"))
            for file in files[:1]:
                candidates.append((file, name, kde_label))
        for cards in (folder / "aisleriot" / "cards", folder / "gnome-games-common" / "cards"):
            if cards.is_dir():
                candidates.extend(
                    (file, None, gnome_label) for file in sorted(cards.iterdir()) if file.suffix in (".svg", ".svgz")
                )
    themes: list[SvgCardTheme] = []
    seen: set[Path] = set()
    for file, name, label in candidates:
        try:
            resolved = file.resolve()
            if resolved in seen or not file.is_file():
                continue
            seen.add(resolved)
            theme = SvgCardTheme(file, label.replace("%1", name or _name_from_file(file)))
        except (CardThemeError, OSError):
            continue
        themes.append(theme)
    return sorted(themes, key=lambda theme: theme.name.casefold())


class AtlasnyeDeck(CardTheme):
    """The default deck: the "Атласные" deck in the edition the interface wants now.

    The Cyrillic edition where the classic deck would write В, Д, К, Т (the Russian interface with Russian
    indices on), the Latin one otherwise; a change of language or of the indices setting switches the edition
    at the next paint (the table repaints every card when either changes). A wanted edition that is missing or
    cannot be drawn gives the other edition in the Russian interface, and the project's deck in any other, so
    no Cyrillic index reaches a player who did not ask for it.

    The key, the name and the pictures are those of the edition shown, so the deck menu ticks that edition and
    caches keep the two apart. Each edition's file is parsed when it is first shown, not before.
    """

    def __init__(self, cyrillic: SvgCardTheme | None, latin: SvgCardTheme | None) -> None:
        if cyrillic is None and latin is None:
            raise ValueError("the Атласные deck needs at least one of its two editions")
        self._cyrillic = cyrillic
        self._latin = latin
        self._classic = ClassicTheme()

    @property
    def editions(self) -> tuple[SvgCardTheme | None, SvgCardTheme | None]:
        """The Cyrillic and the Latin edition's decks (None: not installed)."""
        return self._cyrillic, self._latin

    def edition(self) -> CardTheme:
        """The deck painted now: the edition the interface wants, else a usable stand-in (see the class)."""
        wanted = (self._cyrillic, self._latin) if russian_indices() else (self._latin,)
        for deck in wanted:
            if deck is not None and deck.check() is None:
                return deck
        return self._classic

    @property
    def key(self) -> str:
        return self.edition().key

    @property
    def paint_key(self) -> str:
        return self.edition().paint_key

    @property
    def name(self) -> str:
        return self.edition().name

    @property
    def aspect(self) -> float:
        return self.edition().aspect

    def check(self) -> str | None:
        # Every edition that cannot be drawn has a stand-in: the default deck can always be shown.
        return None

    def cache_identity(self) -> DeckStamp | None:
        return self.edition().cache_identity()

    def detached(self) -> CardTheme | None:
        return self.edition().detached()

    def vouch_from(self, aspect_of: Callable[[DeckStamp], float | None]) -> None:
        for deck in self.editions:
            if deck is not None:
                deck.vouch_from(aspect_of)

    def release(self) -> None:
        for deck in self.editions:
            if deck is not None:
                deck.release()

    def _paint(self, painter: QPainter, rect: QRectF, card: Card | None) -> None:
        self.edition().paint(painter, rect, card)


def _deck_file(folders: list[Path], names: tuple[str, ...]) -> SvgCardTheme | None:
    """The first of the files `names` in AisleRiot's `cards` folder under `folders`, not yet read."""
    for folder in folders:
        for name in names:
            file = folder / "aisleriot" / "cards" / name
            if file.is_file():
                return SvgCardTheme(file, _aisleriot_label().replace("%1", _name_from_file(file)), read_ids=False)
    return None


def russian_deck(data_dirs: Iterable[Path | str] | None = None) -> AtlasnyeDeck | None:
    """The "Атласные" deck, in both editions where installed, if either is under `data_dirs` (default: the XDG
    data folders).

    Looks only for its two files and reads neither until it is shown, so that starting with it as the default
    costs no search through every deck.
    """
    folders = [Path(folder) for folder in (theme_folders() if data_dirs is None else data_dirs)]
    cyrillic, latin = _deck_file(folders, RUSSIAN_DECK_FILES), _deck_file(folders, LATIN_DECK_FILES)
    if cyrillic is None and latin is None:
        return None
    return AtlasnyeDeck(cyrillic, latin)


def svg_theme_for_key(key: str) -> SvgCardTheme:
    """The deck a settings key `svg:<path>` names (CardThemeError if the file is gone); read when drawn or
    checked (`check()`)."""
    path = Path(key.removeprefix("svg:"))
    if not path.is_file():
        reason = QCoreApplication.translate("CardArt", "the file is no longer there")
        raise _refusal(path, reason)
    name = None
    if path.parent.name == "cards":
        name = _aisleriot_label().replace("%1", _name_from_file(path))
    else:
        found, _svg = _desktop_entry_name(path.parent / "index.desktop", QLocale())
        if found:
            name = QCoreApplication.translate("CardArt", "%1 (KDE)", "a card deck installed for KDE games").replace(
                "%1", found)
    return SvgCardTheme(path, name, read_ids=False)
