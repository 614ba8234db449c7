"""The shtoss table's furniture: what lies on the cloth whatever the game shows, put where the geometry says.

The faint spots where the deck and the piles lie, the banker's deck (the shtoss) with its count, the labels of the
deck, the piles and the bank, the bank's chips, the words chalked beside the piles (which pile kills, which gives)
and the status line. Made once with the scene and added to it at once; they stay as long as the scene, which owns
them ("Who owns what on the table" in DEVELOPERS.md), and are never removed before it. No card the game deals is
furniture: the lob, the sonik and the piles' cards are the scene's layout items (ui/shtoss/table_layout.py).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsScene

from shtoss_desktop.app.words import card_text
from shtoss_desktop.core.shtoss.table import GameState, Phase
from shtoss_desktop.ui.shtoss.items import TEXT_PIXELS, ChalkItem, ChipsItem, DeckItem, SpotItem
from shtoss_desktop.ui.shtoss.table_geometry import (
    BANK_CHIP_DIAMETER,
    BANK_LABEL_GAP,
    STATUS_SIDE_MARGIN,
    TableGeometry,
)
from shtoss_desktop.ui.table.cloth import CARD_HEIGHT, CardArt
from shtoss_desktop.ui.table.items import LabelItem

STATUS_PIXELS: Final = 23.0
"""The status line's text, in scene pixels."""

translate = QCoreApplication.translate


class TableFurniture:
    """The table's fixed items (see the module docstring), added to `scene` as they are made: `spots`, `deck`,
    `bank`, `labels` (of the deck, the piles and the bank), `chalk` (beside the right and the left pile) and
    `status`, the status line."""

    def __init__(self, scene: QGraphicsScene, art: CardArt) -> None:
        self.spots = {name: SpotItem(art.card_width + 10, CARD_HEIGHT + 10) for name in ("deck", "right", "left")}
        for spot in self.spots.values():
            spot.setZValue(-5)
            scene.addItem(spot)
        self.deck = DeckItem(art)
        self.deck.setZValue(1)
        scene.addItem(self.deck)
        self.bank = ChipsItem(0, diameter=BANK_CHIP_DIAMETER, pile=True)
        self.bank.setZValue(40)
        self.bank.setVisible(False)  # until a game is shown: no stray "0"
        scene.addItem(self.bank)
        self.labels: dict[str, LabelItem] = {}
        for name in ("deck", "right", "left", "bank"):
            label = LabelItem(pixel_size=TEXT_PIXELS, bold=True)
            label.setZValue(60)
            scene.addItem(label)
            self.labels[name] = label
        # Which pile kills and which gives, chalked on the cloth beside each.
        self.chalk = {name: ChalkItem() for name in ("right", "left")}
        for chalk in self.chalk.values():
            chalk.setZValue(-4)
            scene.addItem(chalk)
        self.status = LabelItem(pixel_size=STATUS_PIXELS, bold=True)
        # Above everything that moves: chips flying to or from the bank pass under the message, which stays read.
        self.status.setZValue(500)
        self.status.set_pill_alpha(190)
        scene.addItem(self.status)

    def writing(self) -> dict[str, LabelItem | ChalkItem]:
        """What the furniture writes, by a name: the labels, the chalk and the status line."""
        out: dict[str, LabelItem | ChalkItem] = {f"label:{n}": label for n, label in self.labels.items()}
        out.update({f"chalk:{n}": chalk for n, chalk in self.chalk.items()})
        out["status"] = self.status
        return out

    def place(self, state: GameState | None, geometry: TableGeometry, *, gathered: bool) -> None:
        """Put the spots, the deck, the labels, the chalk, the bank and the status line where `geometry` says, showing
        `state` (None: before a game; `gathered`: the ended deal's piles are gone), their words in the language of
        the moment (a change of language lays the table out again)."""
        deck_x, deck_y = geometry.deck_x, geometry.deck_y
        right_x = geometry.pile_centre_x(geometry.right_pile_x)
        left_x = geometry.pile_centre_x(geometry.left_pile_x)
        card_width = geometry.card_width
        pile_width = card_width + geometry.pile_span + 10
        for name, x, width in (
            ("deck", deck_x + card_width / 4, card_width * 1.5 + 10),
            ("right", right_x, pile_width),
            ("left", left_x, pile_width),
        ):
            spot = self.spots[name]
            spot.set_size(width, CARD_HEIGHT + 10)
            spot.setPos(x, deck_y)
        self._set_tooltips()
        label_y = geometry.label_y
        self.deck.setPos(deck_x, deck_y)
        self.bank.setVisible(state is not None)
        if state is None:
            self.deck.set_deck(0, 52, cuttable=False)
            for label in self.labels.values():
                label.set_text("")
            for chalk in self.chalk.values():
                chalk.set_text("")
            self.bank.set_amount(0)
            return
        size = state.rules.deck_size
        if state.phase is Phase.DEALING:
            remaining = len(state.remaining)
            self.deck.set_deck(max(0, remaining - 2), size, cuttable=False)
            deck_text = translate("TableScene", "Shtoss (штосс) · {count}").format(count=remaining)
            if remaining >= 2:
                self.labels["deck"].setToolTip(
                    translate("TableScene", "The banker's deck: {count} cards; lob {lob}, sonik {sonik}").format(
                        count=remaining, lob=card_text(state.remaining[0]), sonik=card_text(state.remaining[1])
                    )
                )
        else:
            # The ended deal's cards are out of the deck on the cloth until they are gathered.
            count = size if gathered or not state.deck else len(state.deck) - state.dealt
            self.deck.set_deck(count, size, cuttable=self.deck.cuttable)
            deck_text = translate("TableScene", "Shtoss (штосс) · {count}").format(count=count)
        self.labels["deck"].set_text(deck_text)
        self.labels["deck"].setPos(deck_x + card_width / 4, label_y)
        shown = state.deck and not gathered
        right_count, left_count = (len(state.right_pile), len(state.left_pile)) if shown else (0, 0)
        self.labels["right"].set_text(translate("TableScene", "Right pile · {count}").format(count=right_count))
        self.labels["left"].set_text(translate("TableScene", "Left pile · {count}").format(count=left_count))
        self.labels["right"].setPos(right_x, label_y)
        self.labels["left"].setPos(left_x, label_y)
        # The story's words, chalked; the English gloss under them (the Russian table needs none).
        self.chalk["right"].set_text(translate("TableScene", "направо —\nбанкомёту\nright: the banker's"))
        self.chalk["left"].set_text(translate("TableScene", "налево —\nпонтёрам\nleft: the punters'"))
        self.chalk["right"].setPos(geometry.right_chalk)
        self.chalk["left"].setPos(geometry.left_chalk)
        self.bank.set_amount(state.bank, BANK_CHIP_DIAMETER)
        self.bank.setPos(geometry.bank(state.bank))
        bank_label = self.labels["bank"]
        bank_label.set_text(translate("TableScene", "Bank (банк)"))
        chips = self.bank.mapRectToScene(self.bank.boundingRect())
        label_width = bank_label.boundingRect().width()
        bank_label.setPos(chips.right() + BANK_LABEL_GAP + label_width / 2, chips.center().y())
        self.status.set_max_width(geometry.width - 2 * STATUS_SIDE_MARGIN)
        self.status.setPos(geometry.width / 2, geometry.status_y)

    def _set_tooltips(self) -> None:
        """The labels' tooltips, in the language of the moment (a language change lays the table out again)."""
        self.labels["right"].setToolTip(
            translate(
                "TableScene",
                "Правая: the banker's own right pile. Odd cards (1st, 3rd, ...) "
                "land here and kill the punters' cards of their rank.",
            )
        )
        self.labels["left"].setToolTip(
            translate(
                "TableScene",
                "Левая: the punters' pile, on the banker's left. Even cards "
                "(2nd, 4th, ...) land here and give the punters' cards of their rank.",
            )
        )
        self.labels["deck"].setToolTip(
            translate(
                "TableScene",
                "Штосс: the banker's deck. After the cut it lies face up, the lob "
                "(лоб, the top card) slid aside so that the sonik (соник) shows.",
            )
        )
        self.labels["bank"].setToolTip(
            translate("TableScene", "Банк: the bank, the money the banker puts up against the punters.")
        )


__all__ = ["STATUS_PIXELS", "TableFurniture"]
