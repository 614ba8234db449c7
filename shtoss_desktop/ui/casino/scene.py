"""The casino stos (faro) table: a QGraphicsScene that shows the game as its records describe it, and its view.

The layout is the classic one of the faro tables: the thirteen cards of one suit (spades) in two rows, ace to
six along the top and king to eight along the bottom (the king under the ace), with the seven at the end
between the rows. It is the layout players of the game know, and two rows of six fit a 1024x600 window with
cards large enough to read and room on each for the chips of several players, where thirteen across would not.
Left of it the four suit spots; above it the shoe with the number of cards left, the dealer's loss and win
boxes with the turn's cards, and the case-keeper (for each rank how many copies are gone); the players' plates
along the lower edge.

The controller decides everything; the scene follows its records as the shtoss table follows its own. It keeps
its own copy of the game (a `CasinoGame` rebuilt from the same records by `apply`), queues the records of an
action as they come (`eventRecorded`) and, when the action is done (`changed`), applies them to its copy and
animates the change in one move of its one `TableAnimator`: a new bet slides out from its player's plate, a bet
taken back slides home, a decided bet is paid (its chips slide to the player and the winnings come out of the
house's rack to him, "+10" floats up) or swept (they slide to the house, "−10" floats up), and a turn's cards come
out of the shoe into the boxes while the last turn's go to the discard. One action is one move, as the player
sees it: the turn, the bets it decides and the computer players' next bets travel together. An action that comes
while a move runs cuts it short (everything jumps to where it was going) and animates from there, so a quick
player never waits for the table. The status line says what the controller's `status_text` says.

Input: a left click on a rank spot asks to add a chip of the selected value, a right click to take one back;
a click on a suit spot asks for the suit bet there. The keyboard cursor (`handle_key`) moves over the spots
with the arrows; + or Enter adds, - or Backspace takes back, S cycles the suit bet, Space or D deals, O shows
or hides the odds. The scene only emits what is asked (`betRequested`, `suitRequested`, `dealRequested`,
`oddsToggled`); the window's controller decides whether the core allows it.

Ownership (DEVELOPERS.md, "Who owns what on the table", the same rules): the scene owns its items (added to it
and kept in its dictionaries by key until removed and deleted), its copy of the game and its one `TableAnimator`
(ui/table/animator.py, a child QObject), the only owner of animations; items leaving in a move are kept in
`_leaving` and deleted when it ends or is cut short. Nothing holds an animation. A new session (`sessionStarted`)
cuts the running move short and deletes every bet, card and plate. The cards, plates and status line are the items
both tables share (ui/table/items.py), the view a `ClothView` (ui/table/view.py).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEasingCurve, QLocale, QObject, QPointF, QSize, Qt, Signal, SignalInstance
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QWidget

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.casino.aids import casino_keeper
from shtoss_desktop.app.casino.shown import ShownCasino
from shtoss_desktop.app.words import card_text
from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.casino.events import BetDecided, CasinoEvent, CasinoSessionStarted
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.odds import RankOdds
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.casino.table import Bet, CasinoPhase
from shtoss_desktop.storage.settings import Speed
from shtoss_desktop.ui.casino.items import (
    LABEL_TEXT,
    PLAYER_COLOURS,
    SMALL_TEXT,
    BetItem,
    BoxItem,
    FloatTextItem,
    RankSpotItem,
    ShoeItem,
    SuitSpotItem,
    odds_width,
)
from shtoss_desktop.ui.casino.table_geometry import (
    BET_DIAMETER,
    BOTTOM_ROW,
    COMPACT_SIZE,
    DESIGN_SIZE,
    FLOAT_RISE,
    KEEPER_ORDER,
    LAYOUT_ORDER,
    MAX_ZOOM,
    MIN_TEXT_PIXELS,
    MIN_ZOOM,
    SPOT_CARD_HEIGHT,
    SUITS,
    TOP_ROW,
    Box,
    CasinoGeometry,
)
from shtoss_desktop.ui.table.animator import MOVE_DURATIONS, TableAnimator, Tween
from shtoss_desktop.ui.table.card_art import CardTheme
from shtoss_desktop.ui.table.card_art import rank_label as card_rank_label
from shtoss_desktop.ui.table.case_keeper import CaseKeeperItem
from shtoss_desktop.ui.table.cloth import ClothScene
from shtoss_desktop.ui.table.items import CardItem, LabelItem, PlateItem
from shtoss_desktop.ui.table.tooltips import set_tooltip
from shtoss_desktop.ui.table.view import ClothView

translate = QCoreApplication.translate

def format_odds(odds: RankOdds, *, short: bool = False) -> str:
    """A rank spot's odds, two lines: the chance of winning, and the expected value per unit (`short`: the two
    numbers without their words, for a narrow table's columns; the spot's tooltip says them in full)."""
    locale = QLocale()
    percent = locale.toString(float(odds.p_win) * 100, "f", 1)
    ev = locale.toString(float(odds.ev_per_unit), "f", 3)
    ev = ev.replace("-", "\u2212") if odds.ev_per_unit < 0 else "+" + ev
    if short:
        return translate("CasinoScene", "{percent}%\n{ev}").format(percent=percent, ev=ev)
    chance = translate("CasinoScene", "win {percent}%").format(percent=percent)
    return translate("CasinoScene", "{chance}\nEV {ev}").format(chance=chance, ev=ev)


def rank_label(rank: Rank) -> str:
    """A rank as the table writes it: the deck's index ("10" for the ten; В, Д, К, Т in the Russian interface
    unless the player turned them off), as `narration.card_text` does."""
    return card_rank_label(rank)


def signed_amount(amount: int) -> str:
    """An amount won ("+10") or lost ("−10")."""
    return ("+" if amount > 0 else "\u2212" if amount < 0 else "") + format_amount(abs(amount))


class CasinoRecords(Protocol):
    """What the casino table needs of its controller (`CasinoController` is one): the records of its game and what
    they do not say."""

    @property
    def sessionStarted(self) -> SignalInstance:
        """A new session: the table empties, every record of the new one follows."""

    @property
    def eventRecorded(self) -> SignalInstance:
        """One core record, after the game applied it, in order."""

    @property
    def changed(self) -> SignalInstance:
        """An action is done: its records were sent."""

    @property
    def rules(self) -> CasinoRules:
        """The session's rules (the table's copy of the game is rebuilt under them)."""

    @property
    def human(self) -> str:
        """The human's name ("" when he only watches)."""

    def status_text(self) -> str:
        """The status line: what the last action did, in the language installed."""


class CasinoScene(ClothScene):
    """The casino table as a view of the controller's records: see the module docstring."""

    betRequested = Signal(object, bool)
    """The human asks to add a chip to (True) or take one back from (False) his bet on this rank."""
    suitRequested = Signal(object, object)
    """The human asks for his suit bet on this rank to be on this suit (None: no suit bet)."""
    dealRequested = Signal()
    """The human asks the dealer for the next turn."""
    oddsToggled = Signal(bool)
    """The odds on the layout were shown (True) or hidden."""
    cursorMoved = Signal(object)
    """The keyboard cursor is on this rank now."""
    announced = Signal(str, bool)
    """The status line says something new as an action is shown (its turn, a new shoe, a new or resumed game): its
    text and whether it is important (the window's announcer tells the screen reader, ui/shell/announcer.py)."""

    def __init__(self, source: CasinoRecords, parent: QObject | None = None) -> None:
        super().__init__(DESIGN_SIZE, parent)
        self._compact = False
        self._source = source
        self._speed = Speed.NORMAL
        self._animator = TableAnimator(self)
        self._animator.finished.connect(self._drop_leaving)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        # The table's own copy of the game, fed the records of each action once the action is done; the records
        # of the action under way; the bets the last action shown decided; the odds of the copy's shoe as it stands.
        self._game: CasinoGame | None = None
        self._pending: list[CasinoEvent] = []
        self._received = 0  # records of the session sent to the table (shown or pending)
        self._said = ""  # the status line last announced
        # The game as the table shows it, action by action: the side views follow it (app/casino/shown.py).
        self.shown = ShownCasino(lambda: source.rules, lambda: self._received, lambda: source.human, self)
        self._decided: tuple[BetDecided, ...] = ()
        self._odds: tuple[tuple[int, int, CasinoPhase], dict[Rank, RankOdds]] | None = None
        self._show_odds = False
        self.cursor_rank: Rank = Rank.ACE
        self._spots: dict[Rank, RankSpotItem] = {}
        for rank in LAYOUT_ORDER:
            spot = RankSpotItem(self.art, rank, SPOT_CARD_HEIGHT)
            spot.setZValue(1)
            spot.clicked.connect(self._spot_clicked)
            self.addItem(spot)
            self._spots[rank] = spot
        self._suit_spots: dict[Suit, SuitSpotItem] = {}
        for suit in SUITS:
            suit_spot = SuitSpotItem(suit)
            suit_spot.setZValue(1)
            suit_spot.clicked.connect(self._suit_clicked)
            self.addItem(suit_spot)
            self._suit_spots[suit] = suit_spot
        self._boxes = {
            Box.LOSS: BoxItem(90, 120, QColor("#b3261e")),
            Box.WIN: BoxItem(90, 120, QColor("#2e7d32")),
        }
        for box in self._boxes.values():
            box.setZValue(0)
            self.addItem(box)
        self.shoe_item = ShoeItem(self.art)
        self.shoe_item.setZValue(5)
        self.addItem(self.shoe_item)
        self.keeper_item = CaseKeeperItem()
        self.keeper_item.setZValue(5)
        self.addItem(self.keeper_item)
        self.status_item = LabelItem(pixel_size=17, bold=True)
        self.status_item.setZValue(70)
        self.status_item.set_min_pixel_size(13)  # a long line (a resumed game, in Russian): smaller, not cut with "…"
        self.addItem(self.status_item)
        # Items that change with the game, by key; the ones leaving in a move until it ends.
        self._bets: dict[tuple[str, Rank], BetItem] = {}
        self._cards: dict[tuple[Box, int], CardItem] = {}
        self._plates: dict[str, PlateItem] = {}
        self._leaving: list[QGraphicsItem] = []
        # The winnings travelling from the house in the running move: also in `_leaving`, dropped with it.
        self._paying: list[BetItem] = []
        # Where each moving item belongs once the move ends (a move cut short puts it there).
        self._targets: dict[QGraphicsObject, QPointF] = {}
        source.sessionStarted.connect(self.reset)
        source.eventRecorded.connect(self._queue)
        source.changed.connect(self._show_action)
        self._relayout(animate=False)

    # ----- settings -----

    @property
    def speed(self) -> Speed:
        """The animation speed."""
        return self._speed

    def set_speed(self, speed: str) -> None:
        """Change the animation speed ("instant" finishes any running move)."""
        self._speed = Speed(speed)
        if self._speed is Speed.INSTANT:
            self._finish_animation()

    def set_theme(self, theme: CardTheme) -> None:
        """Paint the cards with another theme (or the same one again: the card indices changed), at once."""
        self._finish_animation()
        for item in self.items():
            if isinstance(item, CardItem | RankSpotItem | ShoeItem):
                item.prepareGeometryChange()
                # A cached item keeps its old picture until something else repaints it.
                item.update()
        self.art.theme = theme
        self.art.cache.clear()
        self._relayout(animate=False)
        self.update()

    def retranslate(self) -> None:
        """Write the table's texts again in the language installed (they are written as it is laid out), and
        paint the cards again: their indices follow the language."""
        self.set_theme(self.art.theme)

    def table_resized(self) -> None:
        """Lay the table out again for its new size, at once."""
        self._relayout(animate=False)

    @property
    def odds_shown(self) -> bool:
        """Whether each rank spot shows its odds."""
        return self._show_odds

    def set_odds_shown(self, shown: bool) -> None:
        """Show or hide the odds on the layout."""
        if shown != self._show_odds:
            self._show_odds = shown
            self._refresh_spots()
            self.oddsToggled.emit(shown)

    # ----- reading the table (the window and the tests) -----

    @property
    def shown_game(self) -> CasinoGame | None:
        """The game as the table shows it: its own copy, rebuilt from the records of every action shown (None
        before a session's first)."""
        return self._game

    def is_idle(self) -> bool:
        """Whether nothing moves."""
        return not self._animator.is_running()

    def geometry(self) -> CasinoGeometry:
        """Where the table's places are now."""
        return CasinoGeometry(self._size.width(), self._size.height(), self.art.theme.aspect, self._compact)

    @property
    def compact(self) -> bool:
        """Whether the table is laid out narrow (`COMPACT_SIZE`: the view chooses, see `CasinoView.choose_zoom`)."""
        return self._compact

    def set_compact(self, compact: bool) -> None:
        """Lay the table out narrow (True) or as designed, at once."""
        if compact != self._compact:
            self._compact = compact
            self.set_design_size(COMPACT_SIZE if compact else DESIGN_SIZE)
            self._finish_animation()
            self._relayout(animate=False)

    def spot_item(self, rank: Rank) -> RankSpotItem:
        """A rank's spot."""
        return self._spots[rank]

    def suit_spot_item(self, suit: Suit) -> SuitSpotItem:
        """A suit's spot."""
        return self._suit_spots[suit]

    def box_item(self, box: Box) -> BoxItem:
        """A dealer's box (its heading, its outline)."""
        return self._boxes[box]

    def bet_item(self, player: str, rank: Rank) -> BetItem | None:
        """The chips of a player's bet on a rank, if shown."""
        return self._bets.get((player, rank))

    def shown_bets(self) -> dict[tuple[str, Rank], int]:
        """Every bet shown on the layout: (player, rank) to amount."""
        return {key: item.amount for key, item in self._bets.items()}

    def box_card_item(self, box: Box) -> CardItem | None:
        """The item of the card in a dealer's box, if any."""
        game = self._game
        if game is None or not game.turns_dealt:
            return None
        return self._cards.get((box, game.turns_dealt))

    def box_card(self, box: Box) -> Card | None:
        """The card shown in a dealer's box."""
        item = self.box_card_item(box)
        return item.card if item is not None else None

    def plate(self, player: str) -> PlateItem | None:
        """A player's plate."""
        return self._plates.get(player)

    def floating_texts(self) -> list[str]:
        """The amounts floating up now (tests look at them mid-move)."""
        return [item.text for item in self._leaving if isinstance(item, FloatTextItem)]

    # ----- input -----

    def _spot_clicked(self, rank: Rank, add: bool) -> None:
        self.move_cursor_to(rank)
        self.betRequested.emit(rank, add)

    def _suit_clicked(self, suit: Suit) -> None:
        current = self._human_bet(self.cursor_rank)
        same = current is not None and current.suit is suit
        self.suitRequested.emit(self.cursor_rank, None if same else suit)

    def _human_bet(self, rank: Rank) -> Bet | None:
        human = self._source.human
        return self._game.bet_of(human, rank) if self._game is not None and human else None

    def move_cursor_to(self, rank: Rank) -> None:
        """Put the keyboard cursor on a rank's spot."""
        if rank is not self.cursor_rank:
            self.cursor_rank = rank
            self._refresh_spots()
            self.cursorMoved.emit(rank)

    def _cursor_step(self, key: Qt.Key) -> Rank:
        """Where an arrow key takes the cursor on the two rows (the seven sits at their right end)."""
        rank = self.cursor_rank
        if rank is Rank.SEVEN:
            moves = {Qt.Key.Key_Left: TOP_ROW[-1], Qt.Key.Key_Up: TOP_ROW[-1], Qt.Key.Key_Down: BOTTOM_ROW[-1]}
            return moves.get(key, rank)
        row = TOP_ROW if rank in TOP_ROW else BOTTOM_ROW
        other = BOTTOM_ROW if row is TOP_ROW else TOP_ROW
        index = row.index(rank)
        if key == Qt.Key.Key_Left:
            return row[max(0, index - 1)]
        if key == Qt.Key.Key_Right:
            return row[index + 1] if index + 1 < len(row) else Rank.SEVEN
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            wanted = TOP_ROW if key == Qt.Key.Key_Up else BOTTOM_ROW
            return other[index] if row is not wanted else rank
        return rank

    def handle_key(self, key: int, text: str = "") -> bool:
        """The keyboard on the layout (see the module docstring); whether the key was used."""
        qt_key = Qt.Key(key)
        if qt_key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.move_cursor_to(self._cursor_step(qt_key))
            return True
        if qt_key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Return, Qt.Key.Key_Enter) or text == "+":
            self.betRequested.emit(self.cursor_rank, True)
            return True
        if qt_key in (Qt.Key.Key_Minus, Qt.Key.Key_Backspace, Qt.Key.Key_Delete) or text == "-":
            self.betRequested.emit(self.cursor_rank, False)
            return True
        if qt_key == Qt.Key.Key_S:
            self.suitRequested.emit(self.cursor_rank, self._next_suit(self.cursor_rank))
            return True
        if qt_key in (Qt.Key.Key_Space, Qt.Key.Key_D):
            self.dealRequested.emit()
            return True
        if qt_key == Qt.Key.Key_O:
            self.set_odds_shown(not self._show_odds)
            return True
        return False

    def _next_suit(self, rank: Rank) -> Suit | None:
        """S cycles the suit bet: none, then each suit in the spots' order, then none again."""
        current = self._human_bet(rank)
        suit = current.suit if current is not None else None
        if suit is None:
            return SUITS[0]
        index = SUITS.index(suit) + 1
        return SUITS[index] if index < len(SUITS) else None

    # ----- showing the records -----

    def _queue(self, record: CasinoEvent) -> None:
        """A record of the action under way: it waits until the action is done."""
        self._pending.append(record)
        self._received += 1

    def _show_action(self) -> None:
        """An action is done: apply its records to the table's copy of the game and animate the change from what
        was shown (a move still running is cut short first)."""
        self._finish_animation()
        records, self._pending = self._pending, []
        shown_before = self._game is not None
        for record in records:
            if isinstance(record, CasinoSessionStarted):
                self._game = CasinoGame.replay(self._source.rules, [record])
            elif self._game is not None:
                self._game.apply(record)
        self._decided = tuple(record for record in records if isinstance(record, BetDecided))
        self.shown.show(records)  # what beside the table follows it changes as the move starts
        moves = self._relayout(animate=self._speed is not Speed.INSTANT and shown_before)
        if not self._animator.play(moves, MOVE_DURATIONS[self._speed]):
            self._drop_leaving()
        said = self._source.status_text() if self._game is not None else ""
        if said and said != self._said:
            self._said = said
            # A turn that decides the human's bets is his news: read at once.
            mine = any(decided.player == self._source.human for decided in self._decided)
            self.announced.emit(said, mine)

    def reset(self) -> None:
        """Empty the table (a new session): moves stopped, bets, cards and plates deleted, the copy of the game
        forgotten (the new session's records follow)."""
        self._finish_animation()
        for item in [*self._bets.values(), *self._cards.values(), *self._plates.values()]:
            self.removeItem(item)
            item.deleteLater()
        self._bets.clear()
        self._cards.clear()
        self._plates.clear()
        self._game = None
        self._pending = []
        self._received = 0
        self._said = ""
        self.shown.clear()
        self._decided = ()
        self._odds = None
        self._relayout(animate=False)

    def _odds_table(self) -> dict[Rank, RankOdds]:
        """Each rank's odds in the copy of the game as it stands (none once its shoe is dealt out); computed once
        per turn."""
        game = self._game
        if game is None:
            return {}
        key = (game.shoe_number, game.turns_dealt, game.phase)
        if self._odds is None or self._odds[0] != key:
            self._odds = (key, game.odds_table() if game.phase is CasinoPhase.BETTING else {})
        return self._odds[1]

    def _finish_animation(self) -> None:
        """Cut the running move short: every item jumps to where it was going; the leaving ones go."""
        if not self._animator.stop():
            return
        for item, target in self._targets.items():
            item.setPos(target)
        self._drop_leaving()

    def _drop_leaving(self) -> None:
        for item in self._leaving:
            self.removeItem(item)
            if isinstance(item, QObject):
                item.deleteLater()
        self._leaving.clear()
        self._paying.clear()
        self._targets.clear()

    def _move(self, item: QGraphicsObject, start: QPointF, end: QPointF, moves: list[Tween], animate: bool) -> None:
        if animate and start != end:
            item.setPos(start)
            moves.append(Tween(item, b"pos", QPointF(start), QPointF(end)))
            self._targets[item] = QPointF(end)
        else:
            item.setPos(end)

    def _relayout(self, *, animate: bool) -> list[Tween]:
        """Put the fixed places where the geometry says and bring the bets, cards and plates to the game shown;
        with `animate`, return the moves that take them there (the caller plays them at once). A running move is
        cut short first, so nothing is left travelling to a place of the old layout."""
        self._finish_animation()
        moves: list[Tween] = []
        geometry = self.geometry()
        self._place_fixed(geometry)
        game = self._game
        if game is None:
            return moves
        plates = self._layout_plates(game, geometry)
        self._layout_cards(game, geometry, moves, animate)
        self._layout_bets(game, geometry, plates, moves, animate)
        return moves

    def _place_fixed(self, geometry: CasinoGeometry) -> None:
        game = self._game
        for rank, spot in self._spots.items():
            spot.setPos(geometry.spot(rank))
        for suit, suit_spot in self._suit_spots.items():
            suit_spot.setPos(geometry.suit_spot(suit))
            suit_spot.setToolTip(translate("CasinoScene", "A suit bet, placed with the rank bet under the cursor: "
                                                          "its suit wins or loses with it, its colour half"))
        width, height = geometry.box_size()
        titles = {
            Box.LOSS: translate("CasinoScene", "Loss (проигрыш)"),
            Box.WIN: translate("CasinoScene", "Win (выигрыш)"),
        }
        for box, item in self._boxes.items():
            item.set_size(width, height)
            item.set_title(titles[box], geometry.box_title_width())
            item.setPos(geometry.box(box))
        self._boxes[Box.LOSS].setToolTip(
            translate("CasinoScene", "The odd cards (1st, 3rd, ...): the bets on their rank lose")
        )
        self._boxes[Box.WIN].setToolTip(
            translate("CasinoScene", "The even cards (2nd, 4th, ...): the bets on their rank win 1:1")
        )
        self.shoe_item.setPos(geometry.shoe)
        self.keeper_item.set_size(*geometry.keeper_size)
        self.keeper_item.setPos(geometry.keeper)
        self.status_item.set_max_width(geometry.width - 80)
        self.status_item.setPos(geometry.status)
        if game is None:
            self.shoe_item.set_shoe(0, 0, "")
            self.status_item.set_text("")
        else:
            left, size = game.cards_left, len(game.shoe)
            self.shoe_item.set_shoe(left, size, translate("CasinoScene", "Shoe · {count} left").format(count=left))
            self.shoe_item.setToolTip(
                translate("CasinoScene", "The shoe: {count} of {size} cards left").format(count=left, size=size)
            )
            self.status_item.set_text(self._source.status_text())
        self._refresh_spots()

    def _refresh_spots(self) -> None:
        game = self._game
        self.keeper_item.set_picture(casino_keeper(game, self._source.human, self.cursor_rank, KEEPER_ORDER))
        table = self._odds_table()
        human_suit = None
        for rank, spot in self._spots.items():
            odds = table.get(rank)
            dead = game is not None and not game.copies_left(rank)
            spot.set_state(
                cursor=rank is self.cursor_rank,
                dead=dead,
                odds_text=self._spot_odds(odds) if self._show_odds and odds is not None else "",
            )
            if odds is not None:
                spot.setToolTip(translate("CasinoScene", "{rank}: {copies} left of {cards} cards; {odds}").format(
                    rank=rank_label(rank), copies=odds.copies_left, cards=odds.cards_left,
                    odds=format_odds(odds).replace("\n", " · ")))
            elif dead:
                spot.setToolTip(translate("CasinoScene", "Every copy of this rank is out of the shoe"))
        bet = self._human_bet(self.cursor_rank)
        human_suit = bet.suit if bet is not None else None
        for suit, suit_spot in self._suit_spots.items():
            suit_spot.set_chosen(suit is human_suit)

    def _spot_odds(self, odds: RankOdds) -> str:
        """A spot's odds as the layout shows them: in words, or, where the words would reach the next column's
        (the narrow table in Russian), the numbers alone."""
        text = format_odds(odds)
        if odds_width(text) > self.geometry().shape.column_spacing - 2:
            return format_odds(odds, short=True)
        return text

    def _layout_plates(self, game: CasinoGame, geometry: CasinoGeometry) -> dict[str, QPointF]:
        """Each player's plate with his money, along the lower edge: all alike where every name fits beside its
        money; otherwise each as wide as its name needs beside the money, or, where the row has not that room,
        with the money under the name (`PlateItem.set_stacked`): every name whole (tests/ui/casino/test_casino_room.py
        checks it at 800x500 with seven players)."""
        players = list(game.players)
        for gone in [player for player in self._plates if player not in players]:
            old_plate = self._plates.pop(gone)
            self.removeItem(old_plate)
            old_plate.deleteLater()
        plates = []
        for player in players:
            plate = self._plates.get(player)
            if plate is None:
                plate = PlateItem(player, text_pixels=LABEL_TEXT)
                plate.setZValue(50)
                self.addItem(plate)
                self._plates[player] = plate
            human = player == self._source.human
            role = translate("CasinoScene", "Player · you") if human else translate("CasinoScene", "Player")
            money = format_amount(game.balance(player))
            plate.set_content(role=role, money=money, human=human, active=False, gone=False)
            set_tooltip(plate, translate("CasinoScene", "{name} ({role}): {money} off the layout").format(
                name=player, role=role, money=money
            ))
            plates.append(plate)
        beside = [plate.needed_width(stacked=False) for plate in plates]
        widths = geometry.plate_widths(beside)
        stacked = any(width < need for width, need in zip(widths, beside, strict=True))
        if stacked:
            widths = geometry.plate_widths([plate.needed_width(stacked=True) for plate in plates])
        positions = dict(zip(players, geometry.plates(widths), strict=True))
        for plate, width in zip(plates, widths, strict=True):
            plate.set_stacked(stacked)
            plate.set_width(width)
            plate.setPos(positions[plate.name])
        return positions

    def _seat(self, game: CasinoGame, player: str) -> int:
        return game.players.index(player) if player in game.players else 0

    def _colour(self, game: CasinoGame, player: str) -> QColor | None:
        human = self._source.human
        if player == human:
            return None
        seat = self._seat(game, player)
        return PLAYER_COLOURS[(seat - (1 if human else 0)) % len(PLAYER_COLOURS)]

    def _layout_cards(self, game: CasinoGame, geometry: CasinoGeometry, moves: list[Tween], animate: bool) -> None:
        wanted: dict[tuple[Box, int], Card] = {}
        turn = game.last_turn
        if game.turns_dealt and turn is not None:
            wanted[(Box.LOSS, game.turns_dealt)] = turn.loss_card
            wanted[(Box.WIN, game.turns_dealt)] = turn.win_card
        for key in [k for k in self._cards if k not in wanted]:
            old = self._cards.pop(key)
            if animate:
                old.setZValue(old.zValue() - 1)
                self._move(old, old.pos(), geometry.discard, moves, True)
                self._leaving.append(old)
            else:
                self.removeItem(old)
                old.deleteLater()
        for key, card in wanted.items():
            box, _ = key
            item = self._cards.get(key)
            if item is None:
                item = CardItem(self.art, card, face_up=True, height=geometry.box_card_height)
                item.setZValue(10 if box is Box.LOSS else 11)
                self.addItem(item)
                self._cards[key] = item
                self._move(item, geometry.shoe, geometry.box(box), moves, animate)
            else:
                if item.height != geometry.box_card_height:  # the table was laid out in its other arrangement
                    item.prepareGeometryChange()
                    item.height = geometry.box_card_height
                item.setPos(geometry.box(box))
            item.setToolTip(
                translate("CasinoScene", "Turn {turn}: {card}").format(turn=game.turns_dealt, card=card_text(card))
            )

    def _layout_bets(self, game: CasinoGame, geometry: CasinoGeometry, plates: dict[str, QPointF],
                     moves: list[Tween], animate: bool) -> None:
        wanted = {(bet.player, bet.rank): bet for bet in game.bets}
        settled = {(record.player, record.rank): record for record in self._decided}
        for key in [k for k in self._bets if k not in wanted]:
            old = self._bets.pop(key)
            decided = settled.get(key)
            home = plates.get(key[0], geometry.house)
            destination = home if decided is None or _change(decided) >= 0 else geometry.house
            if decided is not None:
                self._float(decided, old.pos(), moves, animate)
                self._pay(game, decided, home, moves, animate)
            if animate:
                old.setZValue(old.zValue() + 50)
                self._move(old, old.pos(), destination, moves, True)
                self._leaving.append(old)
            else:
                self.removeItem(old)
                old.deleteLater()
        for key, bet in wanted.items():
            player, rank = key
            seat = self._seat(game, player)
            target = geometry.bet_position(rank, seat)
            item = self._bets.get(key)
            if item is None:
                item = BetItem(bet.amount, bet.suit_amount, bet.suit, self._colour(game, player))
                item.setZValue(30 + seat)
                self.addItem(item)
                self._bets[key] = item
                self._move(item, plates.get(player, target), target, moves, animate)
            else:
                item.setPos(target)
            item.set_bet(bet.amount, bet.suit_amount, bet.suit, BET_DIAMETER)
            item.setToolTip(self._bet_tip(bet))

    def _bet_tip(self, bet: Bet) -> str:
        if bet.suit is not None and bet.suit_amount:
            return translate("CasinoScene", "{player}: {amount} on {rank}, {suit_amount} on {suit}").format(
                player=bet.player,
                amount=format_amount(bet.amount),
                rank=rank_label(bet.rank),
                suit_amount=format_amount(bet.suit_amount),
                suit=bet.suit.symbol,
            )
        return translate("CasinoScene", "{player}: {amount} on {rank}").format(
            player=bet.player, amount=format_amount(bet.amount), rank=rank_label(bet.rank)
        )

    def _pay(self, game: CasinoGame, decided: BetDecided, home: QPointF, moves: list[Tween], animate: bool) -> None:
        """A won bet's winnings come out of the house's rack and go to the player with his stake (only while
        animating; the item leaves at the end of the move)."""
        change = _change(decided)
        if not animate or change <= 0:
            return
        item = BetItem(change, 0, None, self._colour(game, decided.player))
        item.set_bet(change, 0, None, BET_DIAMETER)
        item.setZValue(85)
        self.addItem(item)
        self._leaving.append(item)
        self._paying.append(item)
        self._move(item, self.geometry().house, home, moves, True)

    def payouts(self) -> list[int]:
        """The winnings travelling from the house to their players now (tests look at them mid-move)."""
        return [item.amount for item in self._paying]

    def _float(self, decided: BetDecided, origin: QPointF, moves: list[Tween], animate: bool) -> None:
        """A settled bet's amount floats up from its spot and fades (only while animating)."""
        change = _change(decided)
        if not animate or not change:
            return
        item = FloatTextItem(signed_amount(change), change > 0)
        item.setZValue(90)
        self.addItem(item)
        self._leaving.append(item)
        end = origin - QPointF(0, FLOAT_RISE)
        self._move(item, origin, end, moves, True)
        moves.append(Tween(item, b"opacity", 1.0, 0.0, QEasingCurve.Type.InQuad))


def _change(decided: BetDecided) -> int:
    """What a decided bet did to its player's money: the rank bet's gain (or loss) and its suit bet's together."""
    return decided.gain + decided.suit_gain


class CasinoView(ClothView):
    """The view of the casino table (ui/table/view.py: it zooms with the window and paints the baize, as the shtoss
    table's does), which takes the keyboard for the layout's cursor."""

    def __init__(self, scene: CasinoScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent, min_zoom=MIN_ZOOM, max_zoom=MAX_ZOOM)
        self._table = scene
        self.setObjectName("casinoView")
        self.setMinimumSize(480, 300)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    walk_keys = frozenset({Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown})
    """The arrows move the betting cursor (the reader's focus follows it to the rank's spot); these walk every
    entry of the table."""

    def _zoom_showing(self, design: QSize, viewport: QSize) -> float:
        zoom = min(viewport.width() / design.width(), self.fit_height() / design.height())
        return max(MIN_ZOOM, min(zoom, MAX_ZOOM))

    def choose_zoom(self, fitting: float, viewport: QSize) -> float:
        """The design table's zoom, or the narrow table's (`COMPACT_SIZE`) where the design table's smallest text
        would read under `MIN_TEXT_PIXELS` and the narrow one shows it larger (a small window, the side panel
        shown): the scene is laid out in the arrangement chosen."""
        design = self._zoom_showing(DESIGN_SIZE, viewport)
        compact = self._zoom_showing(COMPACT_SIZE, viewport)
        narrow = design * SMALL_TEXT < MIN_TEXT_PIXELS and compact > design
        self._table.set_compact(narrow)
        return compact if narrow else design

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The layout's keys go to the scene; the rest as usual."""
        if not self._table.handle_key(event.key(), event.text()):
            super().keyPressEvent(event)


__all__ = [
    "BOTTOM_ROW",
    "DESIGN_SIZE",
    "LAYOUT_ORDER",
    "SUITS",
    "TOP_ROW",
    "Box",
    "CasinoGeometry",
    "CasinoRecords",
    "CasinoScene",
    "CasinoView",
    "format_odds",
    "signed_amount",
]
