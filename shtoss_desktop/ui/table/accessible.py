"""The card table for screen readers: the table's view as an accessible tree, its items walked with the keys.

A screen reader (Orca over AT-SPI) sees a `QGraphicsView` as one unnamed drawing area. Here the view of either
game (`ClothView`, ui/table/view.py) answers instead as a pane named "Card table" whose children are the things on
the cloth, each with a name, a role and a state line (its description), some with children of their own (a punter
has his cards). The game says what is on its table through a `TableSource` (ui/shtoss/table_a11y.py,
ui/casino/table_a11y.py): a tuple of `TableEntry` records, built from what its scene already shows.

A grid of choices (the punter's deck picker, ui/shtoss/deck_picker.py) answers as a table of named, selectable
cells through a `GridSource` (`GridAccessible`).

Cheap by construction: the interfaces come from `QAccessible.installFactory`, which Qt calls only when an
assistive technology asks; the entries are built when the reader reads them, once per change of the table (the
view's `table_changed`, which the game calls when a record has been shown, never per animation frame), and the
events that say what changed (a name, a state line, children come or go) are worked out only while accessibility
is active.

The view walks its entries with the keys when it has the focus (`TableWalker`): next and previous in reading
order (each entry, then its children), the first and the last; the walked entry is framed on the table and the
accessible focus follows it. `card_name` says a card in words ("Queen of spades", "Дама пик") for both games.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView, QWidget

from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

RANK_WORDS: Final = {
    Rank.TWO: QT_TRANSLATE_NOOP("CardNames", "Two"),
    Rank.THREE: QT_TRANSLATE_NOOP("CardNames", "Three"),
    Rank.FOUR: QT_TRANSLATE_NOOP("CardNames", "Four"),
    Rank.FIVE: QT_TRANSLATE_NOOP("CardNames", "Five"),
    Rank.SIX: QT_TRANSLATE_NOOP("CardNames", "Six"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("CardNames", "Seven"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("CardNames", "Eight"),
    Rank.NINE: QT_TRANSLATE_NOOP("CardNames", "Nine"),
    Rank.TEN: QT_TRANSLATE_NOOP("CardNames", "Ten"),
    Rank.JACK: QT_TRANSLATE_NOOP("CardNames", "Jack"),
    Rank.QUEEN: QT_TRANSLATE_NOOP("CardNames", "Queen"),
    Rank.KING: QT_TRANSLATE_NOOP("CardNames", "King"),
    Rank.ACE: QT_TRANSLATE_NOOP("CardNames", "Ace"),
}
"""Each rank in words, as a card's name begins ("Queen")."""
SUIT_WORDS: Final = {
    Suit.SPADES: QT_TRANSLATE_NOOP("CardNames", "spades"),
    Suit.HEARTS: QT_TRANSLATE_NOOP("CardNames", "hearts"),
    Suit.DIAMONDS: QT_TRANSLATE_NOOP("CardNames", "diamonds"),
    Suit.CLUBS: QT_TRANSLATE_NOOP("CardNames", "clubs"),
}
"""Each suit in words, as a card's name ends ("of spades"; Russian "пик")."""
TABLE_NAME: Final = QT_TRANSLATE_NOOP("CardTable", "Card table")
"""The view's accessible name."""
CELL_CHOSEN: Final = QT_TRANSLATE_NOOP("CardTable", "chosen")
"""A grid's cell that is chosen, in words."""
CELL_TAKEN: Final = QT_TRANSLATE_NOOP("CardTable", "already on the table")
"""A grid's cell that may not be chosen, its card being on the table, in words."""


def rank_name(rank: Rank) -> str:
    """A rank in words, in the language installed ("Queen", "Дама")."""
    return translate("CardNames", str(RANK_WORDS[rank]))


def card_name(card: Card) -> str:
    """A card in words, in the language installed: "Queen of spades", "Дама пик"."""
    return translate("CardNames", "{rank} of {suit}").format(
        rank=rank_name(card.rank), suit=translate("CardNames", str(SUIT_WORDS[card.suit]))
    )


@dataclass(frozen=True, slots=True)
class TableEntry:
    """One thing on the table as a screen reader is told it."""

    key: str
    """What it is, the same from one move to the next ("punter:narumov", "card:narumov:QS"): the walk keeps its
    place by it and the events name what changed by it."""
    name: str
    """What the reader says first ("Narumov", "Queen of spades")."""
    description: str
    """Its state in words ("2 000 in hand", "staked 10, kush 10; paroli, one corner")."""
    role: QAccessible.Role
    """What kind of thing it is (a list item for a card, a grouping for a punter, …)."""
    rect: QRectF = field(default_factory=QRectF)
    """Where it lies, in scene coordinates (empty: nowhere to frame)."""
    children: tuple[TableEntry, ...] = ()
    """What it holds (a punter's cards)."""


class TableSource(Protocol):
    """What a game says is on its table now, in reading order."""

    def table_entries(self) -> tuple[TableEntry, ...]:
        """The entries, built from what the scene shows."""
        ...


def walk_order(entries: tuple[TableEntry, ...]) -> list[TableEntry]:
    """The entries in reading order: each, then its children."""
    out: list[TableEntry] = []
    for entry in entries:
        out.append(entry)
        out += walk_order(entry.children)
    return out


class TableWalker:
    """The entry the keys are on when the table has the focus, kept by its key through the table's changes."""

    def __init__(self, entries: Callable[[], tuple[TableEntry, ...]]) -> None:
        self._entries = entries
        self.current: str | None = None
        """The key of the entry walked to (None: not walked yet, or it is gone)."""

    def entry(self) -> TableEntry | None:
        """The entry walked to, as the table stands now."""
        return next((e for e in walk_order(self._entries()) if e.key == self.current), None)

    def step(self, where: str) -> TableEntry | None:
        """Walk "next", "previous", "first" or "last"; the entry arrived at (None: the table is empty)."""
        order = walk_order(self._entries())
        if not order:
            self.current = None
            return None
        keys = [e.key for e in order]
        index = keys.index(self.current) if self.current in keys else -1
        if where == "first" or (index < 0 and where == "next"):
            index = 0
        elif where == "last" or (index < 0 and where == "previous"):
            index = len(order) - 1
        elif where == "next":
            index = min(index + 1, len(order) - 1)
        elif where == "previous":
            index = max(index - 1, 0)
        self.current = keys[index]
        return order[index]


class ItemAccessible(QAccessibleInterface):
    """One entry of the table as an accessible object: it reads its entry from the table's interface each time."""

    def __init__(self, table: TableAccessible, key: str) -> None:
        super().__init__()
        self._table = table
        self.key = key

    def _entry(self) -> TableEntry | None:
        return self._table.entry(self.key)

    def isValid(self) -> bool:
        """Whether the entry is still on the table."""
        return self._table.isValid() and self._entry() is not None

    def object(self) -> QObject | None:  # type: ignore[override]  # Qt allows none
        """No QObject of its own: the entry is a part of the view."""
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]  # Qt allows none
        """The view's window."""
        return self._table.window()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt allows none
        """The entry holding it, or the table."""
        holder = self._table.holder(self.key)
        return self._table if holder is None else self._table.interface(holder)

    def childCount(self) -> int:
        """How many entries it holds."""
        entry = self._entry()
        return len(entry.children) if entry is not None else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt allows none
        """The entry it holds at `index`."""
        entry = self._entry()
        if entry is None or not 0 <= index < len(entry.children):
            return None
        return self._table.interface(entry.children[index].key)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        """Where `child` is among the entries it holds (-1: not one of them)."""
        entry = self._entry()
        keys = [c.key for c in entry.children] if entry is not None else []
        key = getattr(child, "key", None)
        return keys.index(key) if key in keys else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt allows none
        """The entry it holds under a point on the screen."""
        entry = self._entry()
        return self._table.child_at(entry.children if entry is not None else (), QPoint(x, y))

    def text(self, kind: QAccessible.Text) -> str:
        """Its name or its state line."""
        entry = self._entry()
        if entry is None:
            return ""
        if kind == QAccessible.Text.Name:
            return entry.name
        if kind == QAccessible.Text.Description:
            return entry.description
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        """The table's words are the game's: nothing to set."""

    def rect(self) -> QRect:
        """Where it lies, on the screen."""
        entry = self._entry()
        return self._table.screen_rect(entry.rect) if entry is not None else QRect()

    def role(self) -> QAccessible.Role:
        """The entry's role."""
        entry = self._entry()
        return entry.role if entry is not None else QAccessible.Role.NoRole

    def state(self) -> QAccessible.State:
        """Focusable (the keys walk to it), focused when walked to and the table has the focus."""
        state = QAccessible.State()
        state.focusable = True
        state.selectable = True
        state.readOnly = True
        focused = self._table.focused_key() == self.key
        state.focused = focused
        state.selected = focused
        entry = self._entry()
        state.invisible = entry is None
        return state


class TableAccessible(QAccessibleWidget):
    """The table's view as a pane named "Card table", its children the entries its game's source gives."""

    def __init__(self, view: QGraphicsView, source: Callable[[], TableSource | None]) -> None:
        super().__init__(view, QAccessible.Role.Pane, translate("CardTable", str(TABLE_NAME)))
        self._view = view
        self._source = source
        self._entries: tuple[TableEntry, ...] | None = None
        self._by_key: dict[str, tuple[TableEntry, str | None]] = {}
        self._items: dict[str, ItemAccessible] = {}
        self._focused: Callable[[], str | None] = lambda: None

    def set_focus_source(self, focused: Callable[[], str | None]) -> None:
        """Where to ask which entry has the focus (the view's walker, while the view has the focus)."""
        self._focused = focused

    def focused_key(self) -> str | None:
        """The key of the entry with the focus, if any."""
        return self._focused()

    # ----- the entries -----

    def entries(self) -> tuple[TableEntry, ...]:
        """The table's entries as it stands, built once per change."""
        if self._entries is None:
            source = self._source()
            self._entries = source.table_entries() if source is not None else ()
            self._by_key = {}
            self._index(self._entries, None)
        return self._entries

    def _index(self, entries: tuple[TableEntry, ...], holder: str | None) -> None:
        for entry in entries:
            self._by_key[entry.key] = (entry, holder)
            self._index(entry.children, entry.key)

    def entry(self, key: str) -> TableEntry | None:
        """The entry with this key now."""
        self.entries()
        found = self._by_key.get(key)
        return found[0] if found is not None else None

    def holder(self, key: str) -> str | None:
        """The key of the entry holding this one (None: the table holds it)."""
        self.entries()
        found = self._by_key.get(key)
        return found[1] if found is not None else None

    def interface(self, key: str) -> ItemAccessible:
        """The accessible object of an entry, made once and kept while the entry is on the table."""
        item = self._items.get(key)
        if item is None:
            item = ItemAccessible(self, key)
            self._items[key] = item
        return item

    def refresh(self) -> None:
        """The table has changed: forget the entries; while a reader listens, say what changed (children come or
        go, names and state lines change) and let the objects of the entries gone go."""
        before = dict(self._by_key)
        old_entries = self._entries
        self._entries = None
        if old_entries is None or not QAccessible.isActive():
            # Nobody has read the table since it last changed, or nobody listens: nothing to tell.
            self._release([key for key in self._items if key not in before or old_entries is None])
            return
        entries = self.entries()
        now = self._by_key
        if tuple(e.key for e in entries) != tuple(e.key for e in old_entries):
            QAccessible.updateAccessibility(QAccessibleEvent(self._view, QAccessible.Event.ObjectReorder))
        if table_summary(entries) != table_summary(old_entries):
            QAccessible.updateAccessibility(QAccessibleEvent(self._view, QAccessible.Event.DescriptionChanged))
        for key, (entry, _holder) in now.items():
            old = before.get(key)
            item = self._items.get(key)
            if old is None or item is None:
                continue
            if tuple(c.key for c in entry.children) != tuple(c.key for c in old[0].children):
                QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.ObjectReorder))
            if old[0].name != entry.name:
                QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.NameChanged))
            if old[0].description != entry.description:
                QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.DescriptionChanged))
        self._release([key for key in self._items if key not in now])

    def _release(self, keys: list[str]) -> None:
        for key in keys:
            item = self._items.pop(key, None)
            if item is not None:
                # Qt keeps the objects it was asked about by id: it deletes this one and forgets the id.
                QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(item))

    def release_all(self) -> None:
        """The view goes: let every entry's object go with it."""
        self._release(list(self._items))

    def screen_rect(self, scene_rect: QRectF) -> QRect:
        """A rectangle of the scene on the screen (empty where it is nowhere)."""
        if scene_rect.isEmpty():
            return QRect()
        view = self._view
        local = view.mapFromScene(scene_rect).boundingRect()
        return QRect(view.viewport().mapToGlobal(local.topLeft()), local.size())

    def child_at(self, entries: tuple[TableEntry, ...], point: QPoint) -> QAccessibleInterface | None:
        """The entry among `entries` under a point on the screen."""
        for entry in reversed(entries):
            if self.screen_rect(entry.rect).contains(point):
                return self.interface(entry.key)
        return None

    # ----- the view's interface -----

    def widgets(self) -> list[QWidget]:
        """The widgets shown over the cloth (a note in the table's corner, the lesson's offer): children of the
        view beside its entries, so that the reader still finds them (not the viewport nor the scroll bars)."""
        view = self._view
        return [
            child for child in view.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if child is not view.viewport() and child.isVisible() and "ScrollBar" not in child.metaObject().className()
        ]

    def childCount(self) -> int:
        """How many entries lie on the table, and the widgets over it."""
        return len(self.entries()) + len(self.widgets())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt allows none
        """The entry at `index`, then the widgets over the table."""
        entries = self.entries()
        if 0 <= index < len(entries):
            return self.interface(entries[index].key)
        widgets = self.widgets()
        index -= len(entries)
        return QAccessible.queryAccessibleInterface(widgets[index]) if 0 <= index < len(widgets) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        """Where `child` is among the table's entries and the widgets over it (-1: not one of them)."""
        keys = [entry.key for entry in self.entries()]
        key = getattr(child, "key", None)
        if key in keys:
            return keys.index(key)
        widgets = self.widgets()
        held = child.object()
        return len(keys) + widgets.index(held) if held in widgets else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt allows none
        """The entry under a point on the screen."""
        return self.child_at(self.entries(), QPoint(x, y))

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt allows none
        """The entry walked to, while the view has the focus."""
        key = self.focused_key()
        return self.interface(key) if key is not None and self.entry(key) is not None else None

    def text(self, kind: QAccessible.Text) -> str:
        """"Card table", and what lies on it: the names of its entries (after how to play on it, where the game's
        window says that in the view's own accessible description)."""
        if kind == QAccessible.Text.Name:
            return translate("CardTable", str(TABLE_NAME))
        if kind == QAccessible.Text.Description:
            keys = self.widget().accessibleDescription()
            summary = table_summary(self.entries())
            return f"{keys}. {summary}" if keys and summary else keys or summary
        return str(super().text(kind))


def table_summary(entries: tuple[TableEntry, ...]) -> str:
    """What the table shows, in a line: each entry's name and state."""
    parts = [f"{e.name}: {e.description}" if e.description else e.name for e in entries]
    return translate("CardTable", "On the table: {items}.").format(items="; ".join(parts)) if parts else ""


_FACTORIES: list[tuple[type[QWidget], Callable[[QWidget], QAccessibleInterface | None]]] = []


def add_accessible_factory(widget_type: type[QWidget], make: Callable[[QWidget], QAccessibleInterface | None]) -> None:
    """Answer for widgets of `widget_type` with `make(widget)` when a reader asks (each type once; Qt asks only while
    accessibility is active)."""
    if any(known is widget_type for known, _make in _FACTORIES):
        return
    if not _FACTORIES:
        QAccessible.installFactory(_factory)
    _FACTORIES.append((widget_type, make))


def _factory(_class_name: str, obj: QObject | None) -> QAccessibleInterface | None:
    for widget_type, make in _FACTORIES:
        if isinstance(obj, widget_type):
            return make(obj)
    return None


@dataclass(frozen=True, slots=True)
class GridCell:
    """One cell of a grid of choices (a card of the punter's deck in his picker)."""

    key: str
    """What it is ("QS")."""
    name: str
    """Its name ("Queen of spades")."""
    description: str
    """Its state in words ("chosen", "already on the table")."""
    rect: QRect
    """Where it is, in the widget's coordinates."""
    row: int
    """Its row."""
    column: int
    """Its column."""
    selected: bool
    """Chosen."""
    enabled: bool
    """May be chosen."""


class GridSource(Protocol):
    """What a grid of choices shows."""

    def grid_cells(self) -> tuple[GridCell, ...]:
        """Every cell, row by row."""
        ...

    def grid_current(self) -> str | None:
        """The key of the cell under the keyboard's mark while the widget has the focus."""
        ...


class CellAccessible(QAccessibleInterface):
    """A cell of a grid of choices, as an accessible object: it reads its cell from the grid each time."""

    def __init__(self, grid: GridAccessible, key: str) -> None:
        super().__init__()
        self._grid = grid
        self.key = key

    def _cell(self) -> GridCell | None:
        return self._grid.cell(self.key)

    def isValid(self) -> bool:
        """Whether the cell is still in the grid."""
        return self._grid.isValid() and self._cell() is not None

    def object(self) -> QObject | None:  # type: ignore[override]  # Qt allows none
        """No QObject of its own."""
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]  # Qt allows none
        """The grid's window."""
        return self._grid.window()

    def parent(self) -> QAccessibleInterface:
        """The grid."""
        return self._grid

    def childCount(self) -> int:
        """A cell holds nothing."""
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt allows none
        """A cell holds nothing."""
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        """A cell holds nothing."""
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt allows none
        """A cell holds nothing."""
        return None

    def text(self, kind: QAccessible.Text) -> str:
        """Its name or its state line."""
        cell = self._cell()
        if cell is None:
            return ""
        if kind == QAccessible.Text.Name:
            return cell.name
        if kind == QAccessible.Text.Description:
            return cell.description
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        """Nothing to set."""

    def rect(self) -> QRect:
        """Where it is, on the screen."""
        cell = self._cell()
        if cell is None:
            return QRect()
        widget = self._grid.widget()
        return QRect(widget.mapToGlobal(cell.rect.topLeft()), cell.rect.size())

    def role(self) -> QAccessible.Role:
        """A cell."""
        return QAccessible.Role.Cell

    def state(self) -> QAccessible.State:
        """Selectable, selected when chosen, focused under the mark, disabled when it may not be chosen."""
        cell = self._cell()
        state = QAccessible.State()
        state.focusable = True
        state.selectable = True
        state.multiSelectable = True
        if cell is not None:
            state.selected = cell.selected
            state.disabled = not cell.enabled
            state.focused = self._grid.source.grid_current() == self.key
        return state


class GridAccessible(QAccessibleWidget):
    """A widget showing a grid of choices as a table of named, selectable cells."""

    def __init__(self, widget: QWidget, source: GridSource) -> None:
        super().__init__(widget, QAccessible.Role.Table)
        self.source = source
        self._cells: dict[str, CellAccessible] = {}

    def cells(self) -> tuple[GridCell, ...]:
        """The grid's cells now."""
        return self.source.grid_cells()

    def cell(self, key: str) -> GridCell | None:
        """The cell with this key now."""
        return next((c for c in self.cells() if c.key == key), None)

    def interface(self, key: str) -> CellAccessible:
        """A cell's accessible object, made once."""
        item = self._cells.get(key)
        if item is None:
            item = CellAccessible(self, key)
            self._cells[key] = item
        return item

    def release_all(self) -> None:
        """The widget goes: let the cells' objects go with it."""
        for item in self._cells.values():
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(item))
        self._cells.clear()

    def childCount(self) -> int:
        """How many cells."""
        return len(self.cells())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt allows none
        """The cell at `index`, row by row."""
        cells = self.cells()
        return self.interface(cells[index].key) if 0 <= index < len(cells) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        """Where `child` is among the cells (-1: not one of them)."""
        keys = [c.key for c in self.cells()]
        key = getattr(child, "key", None)
        return keys.index(key) if key in keys else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt allows none
        """The cell under a point on the screen."""
        local = self.widget().mapFromGlobal(QPoint(x, y))
        cell = next((c for c in self.cells() if c.rect.contains(local)), None)
        return self.interface(cell.key) if cell is not None else None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt allows none
        """The cell under the mark, while the widget has the focus."""
        key = self.source.grid_current()
        return self.interface(key) if key is not None else None

    def tell(self, key: str, event: QAccessible.Event) -> None:
        """Tell the reader of a cell's event (the focus, a selection), while one listens."""
        if QAccessible.isActive() and self.cell(key) is not None:
            QAccessible.updateAccessibility(QAccessibleEvent(self.interface(key), event))


WALK_KEYS: Final = {
    Qt.Key.Key_Right: "next",
    Qt.Key.Key_Down: "next",
    Qt.Key.Key_Left: "previous",
    Qt.Key.Key_Up: "previous",
    Qt.Key.Key_Home: "first",
    Qt.Key.Key_End: "last",
    Qt.Key.Key_PageDown: "next",
    Qt.Key.Key_PageUp: "previous",
}
"""What each key does on the table with the focus (a view may leave some to its own use: the casino's arrows move
its betting cursor)."""


__all__ = [
    "CELL_CHOSEN",
    "CELL_TAKEN",
    "RANK_WORDS",
    "SUIT_WORDS",
    "TABLE_NAME",
    "WALK_KEYS",
    "CellAccessible",
    "GridAccessible",
    "GridCell",
    "GridSource",
    "ItemAccessible",
    "TableAccessible",
    "TableEntry",
    "TableSource",
    "TableWalker",
    "add_accessible_factory",
    "card_name",
    "rank_name",
    "table_summary",
    "walk_order",
]
