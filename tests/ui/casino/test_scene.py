"""The casino table's scene (ui/casino/scene.py): the layout's places, clicks and keys on the spots, the odds
toggle, the bets and cards shown from the controller's records (the table's own copy of the game), and the settle
animations owned by the one animator."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.casino.controller import CasinoConfig, CasinoController
from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.casino.shoe import stacked_shoe
from shtoss_desktop.storage.settings import Speed
from shtoss_desktop.ui.casino.items import SMALL_TEXT, FloatTextItem
from shtoss_desktop.ui.casino.scene import CasinoScene, CasinoView
from shtoss_desktop.ui.casino.table_geometry import (
    BOTTOM_ROW,
    DESIGN_SIZE,
    LAYOUT_ORDER,
    MIN_TEXT_PIXELS,
    SUITS,
    TOP_ROW,
    Box,
)


@pytest.fixture
def table(qapp: QApplication, qtbot: QtBot) -> Iterator[tuple[CasinoScene, CasinoView, CasinoController]]:
    """A scene shown in a 1100x680 view, following a controller's records (the view's requests go to the
    controller)."""
    controller = CasinoController()
    scene = CasinoScene(controller)
    view = CasinoView(scene)
    qtbot.addWidget(view)
    view.resize(1100, 680)
    view.show()
    qtbot.waitExposed(view)
    scene.betRequested.connect(lambda rank, add: controller.add_chip(rank) if add else controller.take_chip(rank))
    scene.suitRequested.connect(controller.set_suit)
    scene.dealRequested.connect(controller.deal)
    scene.set_speed(Speed.INSTANT)
    yield scene, view, controller
    controller.deleteLater()


def test_the_layout_is_two_rows_with_the_seven_at_the_end_and_nothing_overlaps(
        table: tuple[CasinoScene, CasinoView, CasinoController]) -> None:
    scene, _, _ = table
    geometry = scene.geometry()
    assert (*TOP_ROW, Rank.SEVEN, *BOTTOM_ROW) == LAYOUT_ORDER
    assert len(set(LAYOUT_ORDER)) == 13
    spots = {rank: scene.spot_item(rank).sceneBoundingRect() for rank in Rank}
    for index, rank in enumerate(TOP_ROW):
        assert spots[rank].center().y() < spots[BOTTOM_ROW[index]].center().y()
        assert abs(spots[rank].center().x() - spots[BOTTOM_ROW[index]].center().x()) < 1
    seven = spots[Rank.SEVEN].center()
    assert seven.x() > spots[Rank.SIX].center().x()
    assert spots[Rank.SIX].center().y() < seven.y()
    assert seven.y() < spots[Rank.EIGHT].center().y()
    cards = {rank: scene.spot_item(rank).card_rect().translated(scene.spot_item(rank).pos()) for rank in Rank}
    items = [*cards.values(), *(scene.suit_spot_item(s).sceneBoundingRect() for s in SUITS)]
    for i, first in enumerate(items):
        for second in items[i + 1:]:
            assert not first.intersects(second), (first, second)
    whole = QRectF(0, 0, DESIGN_SIZE.width(), DESIGN_SIZE.height())
    for rect in [*items, scene.keeper_item.sceneBoundingRect(), scene.shoe_item.sceneBoundingRect()]:
        assert whole.contains(rect), rect
    assert geometry.box(Box.LOSS).x() < geometry.box(Box.WIN).x()


def test_clicks_on_the_spots_add_take_back_and_choose_the_suit(
        table: tuple[CasinoScene, CasinoView, CasinoController], qtbot: QtBot) -> None:
    scene, view, controller = table
    controller.new_session(CasinoConfig(rules=CasinoRules(players=0), seed=4))

    def click(item_pos: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
        qtbot.mouseClick(view.viewport(), button, pos=view.mapFromScene(item_pos))

    queen = scene.spot_item(Rank.QUEEN).pos()
    with qtbot.waitSignal(scene.betRequested) as blocker:
        click(queen)
    assert blocker.args == [Rank.QUEEN, True]
    click(queen)
    assert scene.shown_bets() == {("You", Rank.QUEEN): 20}
    assert scene.cursor_rank is Rank.QUEEN
    click(scene.suit_spot_item(Suit.HEARTS).pos())
    bet = controller.game.bet_of("You", Rank.QUEEN)
    assert bet is not None
    assert bet.suit is Suit.HEARTS
    assert scene.suit_spot_item(Suit.HEARTS).chosen
    assert not scene.suit_spot_item(Suit.CLUBS).chosen
    click(scene.suit_spot_item(Suit.HEARTS).pos())
    assert controller.game.bet_of("You", Rank.QUEEN).suit is None  # type: ignore[union-attr]
    with qtbot.waitSignal(scene.betRequested) as blocker:
        click(queen, Qt.MouseButton.RightButton)
    assert blocker.args == [Rank.QUEEN, False]
    assert scene.shown_bets() == {("You", Rank.QUEEN): 10}


def test_the_keyboard_cursor_walks_the_layout(table: tuple[CasinoScene, CasinoView, CasinoController],
                                              qtbot: QtBot) -> None:
    scene, view, controller = table
    controller.new_session(CasinoConfig(rules=CasinoRules(players=0), seed=4))
    view.setFocus()
    assert scene.cursor_rank is Rank.ACE
    assert scene.spot_item(Rank.ACE).under_cursor
    for key, expected in [
        (Qt.Key.Key_Right, Rank.TWO), (Qt.Key.Key_Down, Rank.QUEEN), (Qt.Key.Key_Left, Rank.KING),
        (Qt.Key.Key_Left, Rank.KING), (Qt.Key.Key_Up, Rank.ACE),
    ]:
        qtbot.keyClick(view, key)
        assert scene.cursor_rank is expected, key
    for _ in range(6):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert scene.cursor_rank is Rank.SEVEN
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert scene.cursor_rank is Rank.EIGHT
    assert not scene.spot_item(Rank.ACE).under_cursor
    assert scene.spot_item(Rank.EIGHT).under_cursor
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert scene.shown_bets() == {("You", Rank.EIGHT): 20}
    qtbot.keyClick(view, Qt.Key.Key_S)
    assert controller.game.bet_of("You", Rank.EIGHT).suit is Suit.SPADES  # type: ignore[union-attr]
    qtbot.keyClick(view, Qt.Key.Key_S)
    assert controller.game.bet_of("You", Rank.EIGHT).suit is Suit.HEARTS  # type: ignore[union-attr]
    qtbot.keyClick(view, Qt.Key.Key_Backspace)
    assert controller.game.bet_of("You", Rank.EIGHT).amount == 10  # type: ignore[union-attr]
    qtbot.keyClick(view, Qt.Key.Key_D)
    assert controller.game.turns_dealt == 1
    assert scene.shown_game is not None
    assert scene.shown_game.turns_dealt == 1
    assert scene.shown_game is not controller.game, "the table keeps its own copy, from the records"
    assert scene.shown_game.log == controller.game.log


def test_the_odds_toggle_writes_each_live_ranks_odds_on_its_spot(
        table: tuple[CasinoScene, CasinoView, CasinoController], qtbot: QtBot) -> None:
    scene, view, controller = table
    controller.new_session(CasinoConfig(rules=CasinoRules(players=0), seed=4))
    assert all(not scene.spot_item(rank).odds_text for rank in Rank)
    view.setFocus()
    with qtbot.waitSignal(scene.oddsToggled) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_O)
    assert blocker.args == [True]
    odds = controller.game.odds(Rank.FIVE)
    text = scene.spot_item(Rank.FIVE).odds_text
    assert f"{float(odds.p_win) * 100:.1f}%" in text
    assert f"{abs(float(odds.ev_per_unit)):.3f}" in text
    assert "\u2212" in text
    scene.set_odds_shown(False)
    assert all(not scene.spot_item(rank).odds_text for rank in Rank)


def test_a_dead_rank_is_dimmed_and_has_no_odds(table: tuple[CasinoScene, CasinoView, CasinoController]) -> None:
    scene, _, controller = table
    # Every ace on top of the shoe: after twelve turns of aces no ace is left.
    shoe = stacked_shoe(6, ["AS", "AH", "AD", "AC"] * 6)
    controller.new_session(CasinoConfig(rules=CasinoRules(players=0), seed=1, shoe=shoe))
    scene.set_odds_shown(True)
    for _ in range(12):
        controller.deal()
    assert scene.spot_item(Rank.ACE).dead
    assert not scene.spot_item(Rank.ACE).odds_text
    assert not scene.spot_item(Rank.KING).dead
    assert scene.spot_item(Rank.KING).odds_text
    assert (scene.keeper_item.picture.column(Rank.ACE).gone, scene.keeper_item.picture.column(Rank.ACE).left) == (
        24, 0)


def test_the_table_shows_the_cores_bets_and_the_turns_cards(
        table: tuple[CasinoScene, CasinoView, CasinoController]) -> None:
    scene, _, controller = table
    controller.new_session(CasinoConfig(rules=CasinoRules(players=4), seed=31))
    for turn in range(20):
        controller.add_chip(LAYOUT_ORDER[turn % 13])
        controller.deal()
        game = controller.game
        assert scene.shown_bets() == {(b.player, b.rank): b.amount for b in game.bets}
        last = game.last_turn
        assert last is not None
        assert scene.box_card(Box.LOSS) == last.loss_card
        assert scene.box_card(Box.WIN) == last.win_card
        assert scene.shoe_item.count == game.cards_left
        for player in game.players:
            plate = scene.plate(player)
            assert plate is not None
            assert plate.money == format_amount(game.balance(player))  # grouped the locale's way


def test_a_small_view_lays_the_table_out_narrow_even_mid_move(
        table: tuple[CasinoScene, CasinoView, CasinoController], qtbot: QtBot) -> None:
    scene, view, controller = table
    assert not scene.compact, "a roomy view shows the design table"
    controller.new_session(CasinoConfig(rules=CasinoRules(players=2), seed=4))
    controller.add_chip(Rank.NINE)
    controller.deal()
    scene.set_speed(Speed.SLOW)
    controller.add_chip(Rank.FOUR)
    controller.deal()
    assert not scene.is_idle()
    # Too small for the design table's smallest text (an 800x500 window with the books shown): the narrow one,
    # at once and at rest, every item at its narrow place, its smallest text larger than the design table's.
    view.resize(554, 429)
    qtbot.waitUntil(scene.is_idle, timeout=3000)
    assert scene.compact
    assert view.zoom() * SMALL_TEXT >= MIN_TEXT_PIXELS
    geometry = scene.geometry()
    assert geometry.compact
    assert scene.sceneRect().width() < DESIGN_SIZE.width()
    for rank in Rank:
        assert scene.spot_item(rank).pos() == geometry.spot(rank)
    for box in Box:
        card = scene.box_card_item(box)
        assert card is not None
        assert card.pos() == geometry.box(box)
        assert card.height == geometry.box_card_height
    four = scene.bet_item("You", Rank.FOUR)
    assert four is not None
    assert four.pos() == geometry.bet_position(Rank.FOUR, 0)
    # And back: the design table, its cards of the design's height.
    view.resize(1100, 680)
    assert not scene.compact
    for box in Box:
        card = scene.box_card_item(box)
        assert card is not None
        assert card.height == scene.geometry().box_card_height


def test_a_settled_bet_floats_its_amount_and_the_table_comes_to_rest(
        table: tuple[CasinoScene, CasinoView, CasinoController], qtbot: QtBot) -> None:
    scene, view, controller = table
    shoe = stacked_shoe(6, ["QH", "2S"])
    controller.new_session(CasinoConfig(rules=CasinoRules(players=0), seed=1, shoe=shoe))
    controller.add_chip(Rank.QUEEN)
    controller.add_chip(Rank.TWO)
    controller.add_chip(Rank.NINE)
    scene.set_speed(Speed.SLOW)
    queen_chips = scene.bet_item("You", Rank.QUEEN)
    assert queen_chips is not None
    controller.deal()
    assert not scene.is_idle()
    assert sorted(scene.floating_texts()) == sorted(["+10", "\u221210"])
    assert scene.payouts() == [10], "the winnings come from the house"
    assert scene.bet_item("You", Rank.QUEEN) is None, "a decided bet leaves the layout"
    floats = [item for item in scene.items() if isinstance(item, FloatTextItem)]
    assert len(floats) == 2
    # A resize mid-move lays the table out again without an animation left running.
    view.resize(1300, 760)
    qtbot.waitUntil(scene.is_idle, timeout=3000)
    nine = scene.bet_item("You", Rank.NINE)
    assert nine is not None
    assert nine.pos() == scene.geometry().bet_position(Rank.NINE, 0), "at its place in the new layout"
    for box in Box:
        card = scene.box_card_item(box)
        assert card is not None
        assert card.pos() == scene.geometry().box(box), "a card cut short mid-move lies in its box of the new layout"
    assert not [item for item in scene.items() if isinstance(item, FloatTextItem)]
    assert scene.floating_texts() == []
    assert scene.payouts() == []
    assert scene.box_card(Box.LOSS) is not None
    scene.set_speed(Speed.SLOW)
    controller.add_chip(Rank.FIVE)
    assert not scene.is_idle()
    controller.new_session(CasinoConfig(rules=CasinoRules(players=0), seed=2))
    assert scene.is_idle()
    assert scene.shown_bets() == {}


def test_the_table_follows_the_records_of_a_resumed_game_at_once(
        table: tuple[CasinoScene, CasinoView, CasinoController]) -> None:
    _, _, controller = table
    controller.new_session(CasinoConfig(rules=CasinoRules(players=2), seed=9))
    for turn in range(6):
        controller.add_chip(LAYOUT_ORDER[turn])
        controller.deal()
    controller.add_chip(Rank.KING)
    kept = CasinoGame.replay(controller.rules, controller.game.log)
    other = CasinoController()
    resumed = CasinoScene(other)
    resumed.set_speed(Speed.NORMAL)
    other.resume(controller.config, kept)
    assert resumed.is_idle(), "a resumed game is laid out, not animated"
    assert resumed.shown_game is not None
    assert resumed.shown_game.log == kept.log
    assert resumed.shown_bets() == {(b.player, b.rank): b.amount for b in kept.bets}
    assert resumed.box_card(Box.WIN) == kept.last_turn.win_card  # type: ignore[union-attr]
    assert resumed.status_item.text.startswith("The casino game kept from last time goes on")
    other.deleteLater()


def test_an_action_during_a_move_cuts_it_short_and_the_table_shows_the_core(
        table: tuple[CasinoScene, CasinoView, CasinoController], qtbot: QtBot) -> None:
    scene, _, controller = table
    controller.new_session(CasinoConfig(rules=CasinoRules(players=3), seed=13))
    scene.set_speed(Speed.SLOW)
    for turn in range(8):
        controller.add_chip(LAYOUT_ORDER[turn % 13])
        assert not scene.is_idle(), "the bet slides out"
        controller.deal()
    qtbot.waitUntil(scene.is_idle, timeout=5000)
    game = controller.game
    assert scene.shown_bets() == {(b.player, b.rank): b.amount for b in game.bets}
    assert scene.box_card(Box.LOSS) == game.last_turn.loss_card  # type: ignore[union-attr]
    assert scene.floating_texts() == []
    assert not [item for item in scene.items() if isinstance(item, FloatTextItem)], "nothing is left behind"
