"""The shtoss table's furniture (`ui/shtoss/table_furniture.py`, on a bare scene; the whole table is
tests/ui/shtoss/test_table_scene.py and test_table_layout.py): everything is on the scene from the start, nothing
shows before a game (no stray bank), the deck's count before, during and after a deal (the ended deal's cards out
until gathered), the lob and the sonik named, the piles' counts, the bank, and the words in English and Russian."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from shtoss_desktop.core.cards import Card, make_deck
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.table import Phase
from shtoss_desktop.ui.shtoss.table_furniture import TableFurniture
from shtoss_desktop.ui.shtoss.table_geometry import TableGeometry
from shtoss_desktop.ui.table.cloth import CARD_HEIGHT, CardArt

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
ORDER = [Card.parse(text) for text in ("2S", "3S", "4S", "5S")]


@pytest.fixture
def scene(qtbot: QtBot) -> QGraphicsScene:
    return QGraphicsScene()


def _furniture(scene: QGraphicsScene) -> tuple[TableFurniture, TableGeometry]:
    art = CardArt()
    return TableFurniture(scene, art), TableGeometry(1280, 800, CARD_HEIGHT * art.theme.aspect)


def _game(**rules: object) -> Game:
    game = Game(HouseRules(**rules), ["Chekalinsky", "Hermann"])  # type: ignore[arg-type]
    game.place_stake("Hermann", [Card.parse("7H")], 6)
    return game


def _shuffled(size: int) -> list[Card]:
    return [*ORDER, *(card for card in make_deck(size) if card not in ORDER)]


def test_everything_is_on_the_scene_and_nothing_shows_before_a_game(scene: QGraphicsScene) -> None:
    furniture, geometry = _furniture(scene)
    items = [*furniture.spots.values(), furniture.deck, furniture.bank, *furniture.writing().values()]
    assert all(item.scene() is scene for item in items)
    assert set(furniture.writing()) == {"label:deck", "label:right", "label:left", "label:bank", "chalk:right",
                                        "chalk:left", "status"}
    assert not furniture.bank.isVisible(), "no stray 0 before a game"
    furniture.place(None, geometry, gathered=True)
    assert not furniture.bank.isVisible()
    assert all(label.text == "" for label in furniture.labels.values())
    assert all(chalk.text == "" for chalk in furniture.chalk.values())
    assert furniture.deck.count == 0
    assert furniture.labels["right"].toolTip(), "the piles say what they are even before a game"


def test_before_the_cut_the_whole_deck_the_empty_piles_and_the_bank(scene: QGraphicsScene) -> None:
    furniture, geometry = _furniture(scene)
    state = _game(deck_size=36).state()
    assert state.phase is Phase.STAKING
    furniture.place(state, geometry, gathered=True)
    assert furniture.labels["deck"].text == "Shtoss (штосс) · 36"
    assert (furniture.deck.count, furniture.deck.size) == (36, 36)
    assert furniture.labels["right"].text == "Right pile · 0"
    assert furniture.labels["left"].text == "Left pile · 0"
    assert furniture.labels["bank"].text == "Bank (банк)"
    assert furniture.bank.isVisible()
    assert furniture.bank.amount == state.bank
    assert "right: the banker's" in furniture.chalk["right"].text
    assert "left: the punters'" in furniture.chalk["left"].text
    assert furniture.labels["deck"].y() == furniture.labels["right"].y() == geometry.label_y
    assert furniture.status.pos().x() == geometry.width / 2
    bank_label = furniture.labels["bank"].sceneBoundingRect()
    chips = furniture.bank.sceneBoundingRect()
    assert bank_label.left() >= chips.right(), "the bank's label beside its chips"


def test_during_the_deal_the_deck_counts_down_and_names_the_lob_and_the_sonik(scene: QGraphicsScene) -> None:
    furniture, geometry = _furniture(scene)
    game = _game()
    game.shuffle(_shuffled(52))
    game.cut(0)
    state = game.state()
    assert state.phase is Phase.DEALING
    furniture.place(state, geometry, gathered=False)
    remaining = len(state.remaining)
    assert furniture.labels["deck"].text == f"Shtoss (штосс) · {remaining}"
    assert furniture.deck.count == remaining - 2, "the lob and the sonik lie apart"
    assert furniture.labels["deck"].toolTip() == f"The banker's deck: {remaining} cards; lob 2♠, sonik 3♠"
    game.deal_abzug()
    state = game.state()
    furniture.place(state, geometry, gathered=False)
    assert furniture.labels["right"].text == f"Right pile · {len(state.right_pile)}"
    assert furniture.labels["left"].text == f"Left pile · {len(state.left_pile)}"
    assert len(state.right_pile) + len(state.left_pile) > 0


def test_the_ended_deals_cards_are_out_of_the_deck_until_gathered(scene: QGraphicsScene) -> None:
    furniture, geometry = _furniture(scene)
    game = _game()
    game.shuffle(_shuffled(52))
    game.cut(0)
    while game.state().phase is Phase.DEALING:
        game.deal_abzug()
    state = game.state()
    assert state.deck, "the ended deal's deck is still on the cloth"
    furniture.place(state, geometry, gathered=False)
    out = len(state.deck) - state.dealt
    assert out < 52
    assert furniture.labels["deck"].text == f"Shtoss (штосс) · {out}"
    assert furniture.labels["right"].text == f"Right pile · {len(state.right_pile)}"
    furniture.place(state, geometry, gathered=True)
    assert furniture.labels["deck"].text == "Shtoss (штосс) · 52"
    assert furniture.labels["right"].text == "Right pile · 0"


@pytest.mark.usefixtures("russian")
def test_the_words_read_in_russian(scene: QGraphicsScene) -> None:
    furniture, geometry = _furniture(scene)
    furniture.place(_game().state(), geometry, gathered=True)
    for name in ("deck", "right", "left", "bank"):
        label = furniture.labels[name]
        assert CYRILLIC.search(label.text), label.text
        assert CYRILLIC.search(label.toolTip()), label.toolTip()
    assert "right: the banker's" not in furniture.chalk["right"].text, "the Russian table needs no gloss"
    assert CYRILLIC.search(furniture.chalk["right"].text)
