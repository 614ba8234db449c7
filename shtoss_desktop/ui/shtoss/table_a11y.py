"""The shtoss table for screen readers: what lies on the cloth, as the entries of the table's accessible tree.

`ShtossTableSource` reads the `TableScene` as it shows the game (its state, its layout's cards and chips, its
plates, the deck's count) and says it as `TableEntry` records (ui/table/accessible.py), in the order a player's
eye takes them: the banker with his bank, the deck with the cards left (the lob and the sonik on it, face up,
while a turn shows them), the banker's right pile and the punters' left pile with their last card, then each punter
with his money in hand and his cards, each with its rank and suit in words, its stake, its kush, its paroli corners
and how it was decided (killed, given, void) or that it is offered. A card the table paints face down (a computer
punter's, not yet decided) is said as a card face down: the reader hears what a sighted player sees.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QGraphicsItem

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.shtoss.narration import corners_name
from shtoss_desktop.app.words import display_name
from shtoss_desktop.core.cards import Card
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP
from shtoss_desktop.ui.shell.keys import ActionSpec, KeyTable
from shtoss_desktop.ui.shtoss.table_geometry import Key, Slot
from shtoss_desktop.ui.shtoss.table_scene import SeatCard, TableScene
from shtoss_desktop.ui.table.accessible import TableEntry, card_name
from shtoss_desktop.ui.table.items import Mark

translate = QCoreApplication.translate

CONTEXT = "TableA11y"
"""The translation context of the table's words for screen readers (written out where lupdate must find it)."""

WALK_TABLE_KEYS: Final = KeyTable(
    CONTEXT,
    (
        ActionSpec("walk_table", QT_TRANSLATE_NOOP(
            "TableA11y", "With the table focused (Tab): the next or the previous thing on it, for a screen reader"),
                   keys=("Right", "Left", "Down", "Up", "PgDown", "PgUp")),
        ActionSpec("walk_table_ends", QT_TRANSLATE_NOOP(
            "TableA11y", "With the table focused (Tab): the first or the last thing on it"),
                   keys=("Home", "End")),
    ),
)
"""The keys the table's view walks its things with while it has the focus (ui/table/view.py): listed with the
window's keys, no actions."""


def _rect(item: QGraphicsItem | None) -> QRectF:
    return item.sceneBoundingRect() if item is not None else QRectF()


def _mark_words(mark: Mark) -> str:
    if mark is Mark.KILLED:
        return translate("TableA11y", "killed: the banker won it")
    if mark is Mark.GIVEN:
        return translate("TableA11y", "given: the punter won it")
    if mark is Mark.VOID:
        return translate("TableA11y", "void: neither won")
    return translate("TableA11y", "offered, waiting for the banker's consent")


def seat_card_words(seat: SeatCard, kush: str | None) -> str:
    """A punter's card's state line: how it was decided, its stake, its winnings, its kush and its corners."""
    parts = []
    if seat.mark is not None:
        parts.append(_mark_words(seat.mark))
    if seat.chips:
        parts.append(translate("TableA11y", "staked {amount}").format(amount=format_amount(seat.chips)))
    if seat.won:
        parts.append(translate("TableA11y", "winnings of {amount} on it").format(amount=format_amount(seat.won)))
    if kush:
        parts.append(translate("TableA11y", "kush {kush}").format(kush=kush))
    if seat.corners:
        parts.append(translate("TableA11y", "{name}, corners bent: {count}").format(
            name=corners_name(seat.corners), count=seat.corners))
    if not seat.face_up and seat.mark is None:
        parts.append(translate("TableA11y", "face down"))
    return ", ".join(parts)


def _pile_words(cards: tuple[Card, ...]) -> str:
    if not cards:
        return translate("TableA11y", "empty")
    return translate("TableA11y", "cards: {count}, the last {card}").format(count=len(cards), card=card_name(cards[-1]))


class ShtossTableSource:
    """What the shtoss table shows, for its accessible tree (see the module docstring)."""

    def __init__(self, scene: TableScene) -> None:
        self._scene = scene

    def table_entries(self) -> tuple[TableEntry, ...]:
        """The banker, the deck, the two piles and the punters with their cards, as the table shows them."""
        scene = self._scene
        state = scene.state
        if state is None:
            return ()
        human = scene.human
        balances = dict(state.balances)
        banker = state.banker
        banker_name = display_name(banker)
        bank = format_amount(scene.shown_bank())
        outside = format_amount(balances.get(banker, 0))
        entries = [
            TableEntry(
                f"banker:{banker}",
                translate("TableA11y", "You, the banker") if banker == human
                else translate("TableA11y", "Banker {name}").format(name=banker_name),
                translate("TableA11y", "bank {bank}; {money} outside the bank").format(bank=bank, money=outside),
                QAccessible.Role.Grouping,
                _rect(scene.plate(banker)),
            ),
            self._deck(),
        ]
        right, left = scene.shown_piles()
        entries.append(TableEntry(
            "pile:right", translate("TableA11y", "The banker's pile, right"), _pile_words(right),
            QAccessible.Role.List, self._pile_rect(Slot.PILE_RIGHT),
        ))
        entries.append(TableEntry(
            "pile:left", translate("TableA11y", "The punters' pile, left"), _pile_words(left),
            QAccessible.Role.List, self._pile_rect(Slot.PILE_LEFT),
        ))
        cards: dict[str, list[SeatCard]] = {}
        for seat in scene.shown_seat_cards():
            cards.setdefault(seat.punter, []).append(seat)
        kush = scene.shown_kush()
        for punter in state.punter_seats:
            money = format_amount(balances.get(punter, 0))
            words = (
                translate("TableA11y", "left the table with {money}").format(money=money)
                if punter in state.left
                else translate("TableA11y", "{money} in hand").format(money=money)
            )
            held = sorted(cards.get(punter, ()), key=lambda s: self._card_x(s))
            children = tuple(
                TableEntry(
                    f"card:{punter}:{seat.card}",
                    card_name(seat.card) if seat.face_up or punter == human else translate("TableA11y", "A card"),
                    seat_card_words(seat, kush.get((punter, seat.card))),
                    QAccessible.Role.ListItem,
                    _rect(scene.seat_card_item(punter, seat.card)),
                )
                for seat in held
            )
            name = display_name(punter)
            entries.append(TableEntry(
                f"punter:{punter}",
                translate("TableA11y", "You, punter") if punter == human
                else translate("TableA11y", "Punter {name}").format(name=name),
                words,
                QAccessible.Role.Grouping,
                _rect(scene.plate(punter)),
                children,
            ))
        return tuple(entries)

    def _deck(self) -> TableEntry:
        scene = self._scene
        deck = scene.deck_item
        lob, sonik = scene.shown_lob_and_sonik()
        children = []
        if lob is not None:
            children.append(TableEntry(
                "deck:lob", card_name(lob), translate("TableA11y", "the lob, the banker's card of the turn"),
                QAccessible.Role.ListItem, _rect(scene.item_for(Key(Slot.LOB, lob, None))),
            ))
        if sonik is not None:
            children.append(TableEntry(
                "deck:sonik", card_name(sonik), translate("TableA11y", "the sonik, the punters' card of the turn"),
                QAccessible.Role.ListItem, _rect(scene.item_for(Key(Slot.SONIK, sonik, None))),
            ))
        return TableEntry(
            "deck", translate("TableA11y", "The banker's deck"),
            translate("TableA11y", "cards left: {count}").format(count=deck.count),
            QAccessible.Role.List, _rect(deck), tuple(children),
        )

    def _pile_rect(self, slot: Slot) -> QRectF:
        """The pile's cards, or its empty spot on the cloth (the walk's frame shows where an empty pile is)."""
        rect = QRectF()
        for key, item in self._scene.things_on_the_cloth().items():
            if isinstance(key, Key) and key.slot is slot:
                rect = rect.united(item.sceneBoundingRect())
        if rect.isEmpty():
            rect = self._scene.spot_rect("right" if slot is Slot.PILE_RIGHT else "left")
        return rect

    def _card_x(self, seat: SeatCard) -> float:
        item = self._scene.seat_card_item(seat.punter, seat.card)
        return item.pos().x() if item is not None else 0.0


__all__ = ["WALK_TABLE_KEYS", "ShtossTableSource", "seat_card_words"]
