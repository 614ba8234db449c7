"""The casino table for screen readers: what lies on the layout, as the entries of the table's accessible tree.

`CasinoTableSource` reads the `CasinoScene` as it shows the game (its own copy of the game, its spots, boxes, shoe,
case-keeper and plates) and says it as `TableEntry` records (ui/table/accessible.py): the shoe with the cards
left, the dealer's loss and win boxes with the turn's cards, the case-keeper (for each rank the copies gone), the
thirteen rank spots in the layout's order, each with the chips on it (whose, how much, and a suit bet), and the
players with their money off the layout. The betting cursor's spot is said as the cursor's: the arrows move the
cursor and the reader's focus follows it (`CasinoView`, ui/casino/scene.py).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QAccessible

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.words import display_name
from shtoss_desktop.core.cards import Rank
from shtoss_desktop.core.casino.table import Bet
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP
from shtoss_desktop.ui.casino.scene import LAYOUT_ORDER, Box, CasinoScene
from shtoss_desktop.ui.shell.keys import ActionSpec, KeyTable
from shtoss_desktop.ui.table.accessible import SUIT_WORDS, TableEntry, card_name, rank_name

translate = QCoreApplication.translate

CONTEXT = "TableA11y"
"""The translation context of the table's words for screen readers (written out where lupdate must find it)."""

WALK_LAYOUT_KEYS: Final = KeyTable(
    CONTEXT,
    (
        ActionSpec("walk_layout", QT_TRANSLATE_NOOP(
            "TableA11y", "The next or the previous thing on the table (the arrows move the cursor)"),
                   keys=("PgDown", "PgUp")),
        ActionSpec("walk_layout_ends", QT_TRANSLATE_NOOP("TableA11y", "The first or the last thing on the table"),
                   keys=("Home", "End")),
    ),
)
"""The keys the casino table's view walks its things with while it has the focus (ui/table/view.py; the arrows are
the betting cursor's, which the reader's focus follows): listed with the window's keys, no actions."""


def spot_key(rank: Rank) -> str:
    """The entry key of a rank's spot (the view walks to it as the cursor moves)."""
    return f"spot:{rank.name.lower()}"


class CasinoTableSource:
    """What the casino table shows, for its accessible tree (see the module docstring)."""

    def __init__(self, scene: CasinoScene) -> None:
        self._scene = scene

    def _bet_words(self, bet: Bet) -> str:
        human = self._scene.shown.human
        who = translate("TableA11y", "you") if bet.player == human else display_name(bet.player)
        words = translate("TableA11y", "{player} {amount}").format(player=who, amount=format_amount(bet.amount))
        if bet.suit is not None and bet.suit_amount:
            words += translate("TableA11y", " (on {suit} {amount})").format(
                suit=translate("CardNames", str(SUIT_WORDS[bet.suit])), amount=format_amount(bet.suit_amount))
        return words

    def table_entries(self) -> tuple[TableEntry, ...]:
        """The shoe, the boxes, the case-keeper, the rank spots and the players, as the table shows them."""
        scene = self._scene
        game = scene.shown_game
        if game is None:
            return ()
        shoe = scene.shoe_item
        entries = [
            TableEntry(
                "shoe", translate("TableA11y", "The shoe"),
                translate("TableA11y", "cards left: {count} of {size}").format(count=shoe.count, size=shoe.size),
                QAccessible.Role.Grouping, shoe.sceneBoundingRect(),
            )
        ]
        names = {Box.LOSS: translate("TableA11y", "The loss box"), Box.WIN: translate("TableA11y", "The win box")}
        for box in (Box.LOSS, Box.WIN):
            card = scene.box_card(box)
            entries.append(TableEntry(
                f"box:{box.name.lower()}", names[box],
                card_name(card) if card is not None else translate("TableA11y", "empty"),
                QAccessible.Role.Grouping, scene.box_item(box).sceneBoundingRect(),
            ))
        picture = scene.keeper_item.picture
        gone = ", ".join(
            translate("TableA11y", "{rank} {gone}").format(rank=rank_name(column.rank), gone=column.gone)
            for column in picture.columns
        )
        entries.append(TableEntry(
            "keeper", translate("TableA11y", "The case-keeper"),
            translate("TableA11y", "copies gone: {ranks}").format(ranks=gone) if gone else "",
            QAccessible.Role.Grouping, scene.keeper_item.sceneBoundingRect(),
        ))
        for rank in LAYOUT_ORDER:
            bets = game.bets_on(rank)
            parts = [self._bet_words(bet) for bet in bets]
            words = translate("TableA11y", "chips: {bets}").format(bets="; ".join(parts)) if parts else translate(
                "TableA11y", "no chips")
            if not game.copies_left(rank):
                words += translate("TableA11y", ", every copy is out")
            if rank is scene.cursor_rank:
                words += translate("TableA11y", ", under the cursor")
            entries.append(TableEntry(
                spot_key(rank), translate("TableA11y", "Spot {rank}").format(rank=rank_name(rank)), words,
                QAccessible.Role.ListItem, scene.spot_item(rank).sceneBoundingRect(),
            ))
        human = scene.shown.human
        for player in game.players:
            plate = scene.plate(player)
            entries.append(TableEntry(
                f"player:{player}",
                translate("TableA11y", "You, player") if player == human
                else translate("TableA11y", "Player {name}").format(name=display_name(player)),
                translate("TableA11y", "{money} off the layout").format(money=format_amount(game.balance(player))),
                QAccessible.Role.Grouping, plate.sceneBoundingRect() if plate is not None else QRectF(),
            ))
        return tuple(entries)


__all__ = ["WALK_LAYOUT_KEYS", "CasinoTableSource", "spot_key"]
