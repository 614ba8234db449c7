"""The cards rendered once and kept: a cache of card pictures on disk, filled off the GUI thread.

Parsing an installed deck (the "Атласные" svgz: about 90 ms and 7 MB) is what a table with such a deck waits for
at start. So the pictures are kept, as KDE's card library keeps them: `CardImageStore` holds, under
`QStandardPaths.CacheLocation` (`~/.cache/<organisation>/<application>/cards`), one file per deck, card height and
device pixel ratio with the deck's 52 cards and its back, and `card_art.CardPixmapCache` takes a card from there
before it renders one. The next start reads the cards back and parses no SVG for them; the deck itself is vouched
for by the file (`CardTheme.vouch_from`): its cards were drawn right when they were kept.

A set of cards is keyed by what its pictures are drawn from (`CardTheme.cache_identity`: the deck file, and its
modification time and size), the card height and the device pixel ratio. Its file is named for the deck file, the
height and the ratio, and says all of the key in its header beside a magic, a version and a CRC of the header; each
card has its own CRC. A file that is damaged, truncated, stale (the deck changed since) or another set's is never
trusted: it is removed and made again, and nothing is said to the player.

The cards are rendered after the first frame (`FILL_DELAY_MS`), by a worker on a thread pool of its own with a deck
of its own (`CardTheme.detached`: QSvgRenderer and QImage work off the GUI thread); until the set is
kept, the table draws its cards from the deck as before, so nothing waits for the worker. Once it is kept, the
deck's parsed file is let go (`CardTheme.release`). The folder holds at most `CAPACITY_BYTES`; the sets used
longest ago go first. A folder that cannot be written (read-only, full) only means no cache: the game starts and
draws its cards as before.

Tests wait for the worker with `wait_for_stores()`.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import struct
import threading
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Final

import msgspec
from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QStandardPaths, QThreadPool, QTimer, Signal
from PySide6.QtGui import QImage

from shtoss_desktop.app.offthread import hold_collector, release_collector
from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.ui.table.card_art import IMAGE_FORMAT, CardTheme, DeckStamp, render_card_image

MAGIC: Final = b"SHTOSS-CARDS"
"""The first bytes of every file of kept cards."""
VERSION: Final = 1
"""The layout of the file; a file of another version is made again."""
CAPACITY_BYTES: Final = 96 * 1024 * 1024
"""The most the cache folder holds; beyond it the sets used longest ago are removed."""
FILL_DELAY_MS: Final = 400
"""How long after a set of cards is first missed its worker starts: after the first frame, and once a resize
has settled (a resize wants the cards at another device scale)."""
SUFFIX: Final = ".cards"

CARDS_KEPT: Final[tuple[Card | None, ...]] = (None, *(Card(rank, suit) for suit in Suit for rank in Rank))
"""What one set holds: the back (None), then the 52 cards."""

_PREFIX: Final = struct.Struct("<12sHII")
"""magic, version, length of the header, CRC-32 of the header; the header is JSON, the cards follow it."""
_LARGEST_SIDE: Final = 8192
"""No card picture is larger than this many device pixels a side: a header that says so is not believed."""


class _DamagedError(Exception):
    """A file of kept cards that cannot be trusted (damaged, truncated, stale or another set's)."""


class _UnwritableError(Exception):
    """The cache folder cannot be written: there is no cache this run."""


class _StoppedError(Exception):
    """The application is quitting: the set is left unwritten."""


def _code(card: Card | None) -> str:
    return "back" if card is None else str(card)


class SetKey(msgspec.Struct, frozen=True):
    """One set of kept cards: the deck they are drawn from (`CardTheme.cache_identity`), their height in logical
    pixels and the device pixel ratio in hundredths."""

    identity: DeckStamp
    """The deck file, and its modification time and size (see `CardTheme.cache_identity`)."""
    height: int
    """The cards' height in logical pixels."""
    percent: int
    """The device pixel ratio, in hundredths."""

    @property
    def deck_digest(self) -> str:
        """The start of every file name of the sets of this deck file (whatever its time and size). Two files that
        share it only make each other's sets foreign (the header names the file): made again, never mixed up.
        (zlib's checksums, not hashlib's: hashlib loads OpenSSL, megabytes the first frame has no need of.)"""
        name = self.identity[0].encode("utf-8", "surrogatepass")
        return f"{zlib.crc32(name):08x}{zlib.adler32(name):08x}"

    @property
    def file_name(self) -> str:
        """The name of this set's file in the cache folder."""
        return f"{self.deck_digest}-{self.height}-{self.percent}{SUFFIX}"


class _Entry(msgspec.Struct, frozen=True):
    offset: int
    length: int
    width: int
    height: int
    crc: int


class _KeptSet(msgspec.Struct, frozen=True):
    """A set's file whose header was read and checked; its cards are read one by one, when shown."""

    path: Path
    start: int
    """Where the cards begin (after the header)."""
    aspect: float
    entries: dict[str, _Entry]


def write_set(folder: Path, key: SetKey, theme: CardTheme, stop: threading.Event | None = None) -> float:
    """Render `theme`'s back and 52 cards at `key`'s size into the set's file in `folder` (atomically: written
    aside, then renamed); the cards' aspect. On any thread, with a theme no other thread paints from. One card's
    picture is held at a time. `_UnwritableError` if the folder cannot be written, `_DamagedError` if the deck
    cannot be drawn, `_StoppedError` (nothing written) once `stop` is set, which is looked at between cards.
    """
    if theme.check() is not None or theme.cache_identity() != key.identity:
        raise _DamagedError(key.file_name)
    aspect = theme.aspect
    entries: list[list[int | str]] = []
    chunks: list[bytes] = []
    offset = 0
    for card in CARDS_KEPT:
        if stop is not None and stop.is_set():
            raise _StoppedError(key.file_name)
        image = render_card_image(theme, card, key.height, key.percent)
        data = zlib.compress(bytes(image.constBits()), 1)
        entries.append([_code(card), offset, len(data), image.width(), image.height(), zlib.crc32(data)])
        chunks.append(data)
        offset += len(data)
    header = json.dumps({"source": key.identity[0], "stamp": key.identity[1], "height": key.height,
                         "percent": key.percent, "aspect": aspect, "entries": entries}).encode()
    target = folder / key.file_name
    aside = folder / f".{key.file_name}.{os.getpid()}.{threading.get_ident()}.part"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with aside.open("wb") as file:
            file.write(_PREFIX.pack(MAGIC, VERSION, len(header), zlib.crc32(header)))
            file.write(header)
            for chunk in chunks:
                file.write(chunk)
        os.replace(aside, target)
    except OSError as error:
        with contextlib.suppress(OSError):
            aside.unlink(missing_ok=True)
        raise _UnwritableError(str(error)) from error
    return aspect


def _whole(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise _DamagedError(f"not a count: {value!r}")
    return value


def read_set(path: Path, key: SetKey) -> _KeptSet:
    """The checked header of the set `key` in `path`, every card's CRC checked. FileNotFoundError if there is none;
    `_DamagedError` if the file is not this set's, as this version writes it, whole."""
    try:
        with path.open("rb") as file:
            prefix = file.read(_PREFIX.size)
            if len(prefix) != _PREFIX.size:
                raise _DamagedError("short")
            magic, version, header_length, header_crc = _PREFIX.unpack(prefix)
            if magic != MAGIC or version != VERSION:
                raise _DamagedError("foreign")
            header = file.read(header_length)
            size = os.fstat(file.fileno()).st_size
            payload = file.read()
    except FileNotFoundError:
        raise
    except OSError as error:
        raise _DamagedError(str(error)) from error
    if len(header) != header_length or zlib.crc32(header) != header_crc:
        raise _DamagedError("header")
    try:
        fields = json.loads(header)
    except (ValueError, UnicodeDecodeError) as error:
        raise _DamagedError("header") from error
    if not isinstance(fields, dict):
        raise _DamagedError("header")
    if (fields.get("source"), fields.get("height"), fields.get("percent")) != (key.identity[0], key.height,
                                                                                key.percent):
        raise _DamagedError("another set")
    if fields.get("stamp") != key.identity[1]:
        raise _DamagedError("stale: the deck changed since")
    aspect = fields.get("aspect")
    if not isinstance(aspect, float) or not math.isfinite(aspect) or not 0.2 < aspect < 5:
        raise _DamagedError("aspect")
    rows = fields.get("entries")
    if not isinstance(rows, list):
        raise _DamagedError("entries")
    entries: dict[str, _Entry] = {}
    end = 0
    for row in rows:
        if not isinstance(row, list) or len(row) != 6 or not isinstance(row[0], str):
            raise _DamagedError("entry")
        offset, length, width, height, crc = (_whole(value) for value in row[1:])
        if offset != end or not (0 < width <= _LARGEST_SIDE and 0 < height <= _LARGEST_SIDE):
            raise _DamagedError("entry")
        entries[row[0]] = _Entry(offset, length, width, height, crc)
        end = offset + length
    if set(entries) != {_code(card) for card in CARDS_KEPT} or len(rows) != len(CARDS_KEPT):
        raise _DamagedError("cards")
    start = _PREFIX.size + header_length
    if size != start + end or len(payload) != end:
        raise _DamagedError("truncated")
    # Every card is checked once, when the set is opened: a set with one damaged card is made again whole.
    if any(zlib.crc32(payload[e.offset:e.offset + e.length]) != e.crc for e in entries.values()):
        raise _DamagedError("card")
    return _KeptSet(path, start, aspect, entries)


def read_image(kept: _KeptSet, card: Card | None, percent: int) -> QImage:
    """One kept card's picture, checked against its CRC and size; `_DamagedError` if it is not what was written."""
    entry = kept.entries[_code(card)]
    try:
        with kept.path.open("rb") as file:
            file.seek(kept.start + entry.offset)
            data = file.read(entry.length)
    except OSError as error:
        raise _DamagedError(str(error)) from error
    if len(data) != entry.length or zlib.crc32(data) != entry.crc:
        raise _DamagedError("card")
    try:
        pixels = zlib.decompress(data)
    except zlib.error as error:
        raise _DamagedError("card") from error
    if len(pixels) != entry.width * entry.height * 4:
        raise _DamagedError("card")
    image = QImage(pixels, entry.width, entry.height, entry.width * 4, IMAGE_FORMAT).copy()
    image.setDevicePixelRatio(percent / 100)
    return image


def _evict(folder: Path, capacity: int) -> None:
    """Remove the sets used longest ago (by their files' modification time, which reading a set renews) until the
    folder holds at most `capacity` bytes."""
    files = []
    for path in folder.glob(f"*{SUFFIX}"):
        try:
            status = path.stat()
        except OSError:
            continue
        files.append((status.st_mtime_ns, status.st_size, path))
    total = sum(size for _, size, _ in files)
    for _, size, path in sorted(files):
        if total <= capacity:
            break
        try:
            path.unlink()
        except OSError:
            continue
        total -= size


class _Wanted(msgspec.Struct):
    theme: CardTheme
    """The GUI's theme, let go of its parsed file once the set is kept."""
    twin: CardTheme
    """The copy the worker renders with (`CardTheme.detached`), taken when the set was missed."""


class CardImageStore(QObject):
    """The kept cards under one folder (None: no cache), as `card_art.CardImageSource` (see the module docstring).

    Made and asked on the GUI thread; its worker reports back through `filled` (queued)."""

    filled = Signal(object, object, bool)
    """(SetKey, its aspect or None, whether the folder could be written): a worker is done."""

    def __init__(self, folder: Path | None, capacity: int = CAPACITY_BYTES, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._folder = folder
        self._capacity = capacity
        self._writable = folder is not None
        self._kept: dict[SetKey, _KeptSet | None] = {}
        """Sets looked for on disk this run: their checked header, or None (none there, or it was not trusted)."""
        self._aspects: dict[DeckStamp, float | None] = {}
        self._wanted: dict[SetKey, _Wanted] = {}
        self._running: SetKey | None = None
        hold = self._hold = [False]
        """Whether this store's running worker holds Python's collector off (app/offthread.py)."""
        self.filled.connect(self._filled)
        self._stop = threading.Event()
        stop = self._stop
        # A store taken down while its worker runs (its `filled` never delivered) stops the worker after its card and
        # does not keep the collector off.
        self.destroyed.connect(lambda: _store_gone(stop, hold))
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(FILL_DELAY_MS)
        self._timer.timeout.connect(self._start_next)
        application = QCoreApplication.instance()
        if application is not None:
            # A worker must not paint on while Qt is taken down: it stops after its card, and the quit waits for it.
            application.aboutToQuit.connect(self._shut_down)
        self.rendered_sets = 0
        """How many sets this store's worker has kept."""

    @property
    def folder(self) -> Path | None:
        """Where the sets are kept (None: nowhere)."""
        return self._folder

    @property
    def busy(self) -> bool:
        """Whether a set is being rendered or waits to be."""
        return self._running is not None or bool(self._wanted)

    def image(self, theme: CardTheme, card: Card | None, logical_height: int, percent: int) -> QImage | None:
        """The kept picture of `card`, or None: the caller renders it, and the set is rendered for next time."""
        identity = theme.cache_identity()
        if identity is None or self._folder is None:
            return None
        key = SetKey(identity, logical_height, percent)
        kept = self._open(key)
        if kept is not None:
            try:
                return read_image(kept, card, percent)
            except _DamagedError:
                self._discard(key)
        self._want(key, theme)
        return None

    def aspect_of(self, identity: DeckStamp) -> float | None:
        """The aspect of the cards of any set kept for the deck `identity`, or None if none is kept (whole)."""
        if identity in self._aspects:
            return self._aspects[identity]
        aspect = None
        digest = SetKey(identity, 0, 0).deck_digest
        for path in self._candidates(digest):
            parts = path.name.removesuffix(SUFFIX).split("-")
            if len(parts) != 3 or not parts[1].isdigit() or not parts[2].isdigit():
                continue
            kept = self._open(SetKey(identity, int(parts[1]), int(parts[2])))
            if kept is not None:
                aspect = kept.aspect
                break
        self._aspects[identity] = aspect
        return aspect

    def _candidates(self, digest: str) -> Iterator[Path]:
        if self._folder is None:
            return iter(())
        try:
            return iter(sorted(self._folder.glob(f"{digest}-*{SUFFIX}")))
        except OSError:
            return iter(())

    def _open(self, key: SetKey) -> _KeptSet | None:
        if key in self._kept:
            return self._kept[key]
        assert self._folder is not None
        path = self._folder / key.file_name
        try:
            kept: _KeptSet | None = read_set(path, key)
        except FileNotFoundError:
            kept = None
        except _DamagedError:
            kept = None
            self._remove(path)
        if kept is not None:
            with contextlib.suppress(OSError):
                os.utime(path)  # used now: the last to be evicted
        self._kept[key] = kept
        return kept

    def _discard(self, key: SetKey) -> None:
        """A set found damaged: removed, made again."""
        assert self._folder is not None
        self._kept[key] = None
        self._aspects.pop(key.identity, None)
        self._remove(self._folder / key.file_name)

    @staticmethod
    def _remove(path: Path) -> None:
        with contextlib.suppress(OSError):
            path.unlink(missing_ok=True)

    def _want(self, key: SetKey, theme: CardTheme) -> None:
        if not self._writable or key == self._running or key in self._wanted:
            return
        twin = theme.detached()
        if twin is None:
            return
        # A resize asks for the same cards at one device scale after another: only the last is worth keeping.
        for other in [k for k in self._wanted if (k.identity, k.height) == (key.identity, key.height)]:
            del self._wanted[other]
        self._wanted[key] = _Wanted(theme, twin)
        if self._running is None:
            self._timer.start()

    def start_now(self) -> None:
        """Start the worker on a set waiting for it now, not after the delay (tests, `wait_for_stores`)."""
        if self._running is None and self._wanted:
            self._timer.stop()
            self._start_next()

    def _start_next(self) -> None:
        if self._running is not None or not self._wanted or self._folder is None or self._stop.is_set():
            return
        key = next(reversed(self._wanted))
        twin = self._wanted[key].twin
        self._running = key
        # The worker runs Python: no automatic collection may start on its thread (app/offthread.py).
        hold_collector()
        self._hold[0] = True
        folder, signal = self._folder, self.filled
        capacity, stop = self._capacity, self._stop

        def run() -> None:
            try:
                aspect = write_set(folder, key, twin, stop)
                _evict(folder, capacity)
            except _StoppedError:
                return
            except _UnwritableError:
                signal.emit(key, None, False)
            except _DamagedError:
                signal.emit(key, None, True)
            except Exception:
                # Whatever went wrong, the store must hear of it: else it would wait for this set forever.
                signal.emit(key, None, True)
                raise
            else:
                signal.emit(key, aspect, True)

        self._pool.start(run)

    def _shut_down(self) -> None:
        """The application quits: no set is started any more, and the running one stops after its card."""
        self._stop.set()
        self._timer.stop()
        self._wanted.clear()
        self._pool.waitForDone()
        self._running = None
        self._let_go()

    def _let_go(self) -> None:
        _release_if(self._hold)

    def _filled(self, key: SetKey, aspect: float | None, writable: bool) -> None:
        wanted = self._wanted.pop(key, None)
        self._running = None
        self._let_go()
        if not writable:
            self._writable = False
            self._wanted.clear()
            return
        if aspect is not None:
            self.rendered_sets += 1
            self._kept.pop(key, None)
            self._aspects[key.identity] = aspect
            if wanted is not None and not any(k.identity == key.identity for k in self._wanted):
                wanted.theme.release()
        if self._wanted:
            self._timer.start(0)


def _release_if(hold: list[bool]) -> None:
    """Release the collector if `hold` (a store's flag) says its worker holds it; once."""
    if hold[0]:
        hold[0] = False
        release_collector()


def _store_gone(stop: threading.Event, hold: list[bool]) -> None:
    """A store is taken down: its worker stops after its card, and lets the collector go."""
    stop.set()
    _release_if(hold)


_stores: dict[str, CardImageStore] = {}
"""One store per cache folder, made on the GUI thread when first asked for and kept for the run."""


def cache_folder() -> Path | None:
    """Where the cards are kept: `cards` in the application's cache folder (None if Qt names none)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(location) / "cards" if location else None


def shared_store() -> CardImageStore:
    """The store of the cache folder as the environment names it now (tests give each test its own)."""
    folder = cache_folder()
    name = str(folder)
    if name not in _stores:
        _stores[name] = CardImageStore(folder)
    return _stores[name]


def wait_for_stores(*stores: CardImageStore, timeout_ms: int = 60_000) -> None:
    """Start the waiting workers of `stores` (default: every shared store) now and run the event loop until all are
    done and the events pending then (a late resize, a paint) asked for no new set (for tests and the benchmark);
    TimeoutError after `timeout_ms`."""
    waited = stores or tuple(_stores.values())
    limit = QTimer()
    limit.setSingleShot(True)
    limit.start(timeout_ms)
    while True:
        for store in waited:
            store.start_now()
        if not any(store.busy for store in waited):
            pending = QEventLoop()  # what was pending when the last set was kept (a paint) may ask for another
            QTimer.singleShot(0, pending.quit)
            pending.exec()
            if not any(store.busy for store in waited):
                break
            continue
        loop = QEventLoop()
        poll = QTimer()
        poll.setInterval(10)
        poll.timeout.connect(lambda done=loop.quit: None if any(store.busy for store in waited) else done())
        limit.timeout.connect(loop.quit)
        poll.start()
        loop.exec()
        poll.stop()
        limit.timeout.disconnect(loop.quit)
        if not limit.isActive():
            raise TimeoutError("the cache of rendered cards is still being filled")
    limit.stop()


__all__ = ["CAPACITY_BYTES", "CARDS_KEPT", "CardImageStore", "SetKey", "cache_folder", "read_set", "shared_store",
           "wait_for_stores", "write_set"]
