"""What the player sees and can do in the action panel: the deck picker, the kush, and the buttons per state.

The first tests drive a bare `ActionPanel` (mouse and keyboard on the picker, the chips); the others play a
seeded session in the main window and check the page shown and which buttons are enabled at each turn.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QToolButton, QVBoxLayout, QWidget

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.shtoss.controller import SessionConfig, Waiting
from shtoss_desktop.core.cards import Card, Rank
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.ui.shtoss.stake_panel import CHIP_VALUES, ActionPanel, Page
from shtoss_desktop.ui.table.cloth import CardArt
from tests.ui.table_helpers import config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

ACTION_NAMES = ("stake", "cut", "deal_on", "take", "paroli", "paix", "accept", "refuse", "deal", "auto_deal",
                "atande", "resume", "new_bank", "give_up_bank", "new_game")
PUNTER_BUTTONS = ("stake", "cut", "deal_on", "take", "paroli", "paix")


def card(text: str) -> Card:
    return Card.parse(text)


@pytest.fixture
def panel(qtbot) -> ActionPanel:
    actions = {name: QAction(name) for name in ACTION_NAMES}
    widget = ActionPanel(CardArt(), actions)
    widget.actions_for_test = actions  # type: ignore[attr-defined]  # keep the actions alive with the panel
    qtbot.addWidget(widget)
    widget.show_page(Page.PUNTER)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def click(qtbot, panel: ActionPanel, chosen: Card) -> None:
    qtbot.mouseClick(panel.picker, Qt.MouseButton.LeftButton, pos=panel.picker.card_rect(chosen).center())


def test_clicking_cards_chooses_them_in_order_and_a_second_click_puts_one_back(qtbot, panel: ActionPanel) -> None:
    with qtbot.waitSignal(panel.picker.selectionChanged):
        click(qtbot, panel, card("7D"))
    click(qtbot, panel, card("7S"))
    assert panel.selected_cards() == (card("7D"), card("7S"))
    click(qtbot, panel, card("7D"))
    assert panel.selected_cards() == (card("7S"),)


def test_the_keyboard_moves_over_the_deck_and_space_chooses(qtbot, panel: ActionPanel) -> None:
    panel.picker.setFocus()
    start = panel.picker.cursor_card()
    qtbot.keyClick(panel.picker, Qt.Key.Key_Right)
    qtbot.keyClick(panel.picker, Qt.Key.Key_Down)
    moved = panel.picker.cursor_card()
    assert moved.rank is not start.rank
    assert moved.suit is not start.suit
    qtbot.keyClick(panel.picker, Qt.Key.Key_Space)
    assert panel.selected_cards() == (moved,)
    qtbot.keyClick(panel.picker, Qt.Key.Key_Space)
    assert panel.selected_cards() == ()


def test_cards_already_on_the_table_cannot_be_chosen_and_leave_the_selection(qtbot, panel: ActionPanel) -> None:
    click(qtbot, panel, card("KH"))
    click(qtbot, panel, card("QS"))
    panel.picker.set_unavailable([card("KH")])
    assert panel.selected_cards() == (card("QS"),)
    click(qtbot, panel, card("KH"))
    assert panel.selected_cards() == (card("QS"),)


def test_a_smaller_deck_shows_fewer_ranks_and_drops_chosen_cards_it_lacks(qtbot, panel: ActionPanel) -> None:
    wide = panel.picker.sizeHint().width()
    click(qtbot, panel, card("2C"))
    click(qtbot, panel, card("AC"))
    panel.picker.set_deck_size(32)
    assert panel.picker.sizeHint().width() < wide
    assert panel.selected_cards() == (card("AC"),)
    panel.picker.toggle(Card(Rank.TWO, card("2C").suit))  # not in a 32-card deck: nothing happens
    assert panel.selected_cards() == (card("AC"),)


def test_the_kush_is_what_is_typed_or_the_initial_kush_when_empty_and_chips_add_to_it(qtbot, panel) -> None:
    assert panel.kush() is None
    button = panel.chip_buttons[CHIP_VALUES[1]]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert panel.kush() == 2 * CHIP_VALUES[1]
    panel.kush_edit.setText("30")
    qtbot.mouseClick(panel.chip_buttons[100], Qt.MouseButton.LeftButton)
    assert panel.kush() == 130


def test_each_page_carries_the_buttons_of_its_moment(panel: ActionPanel) -> None:
    def buttons(page: str) -> set[str]:
        panel.show_page(page)
        found = panel.stack.currentWidget().findChildren(QToolButton)
        # the action buttons only (not the chips, nor the kush field's own clear button)
        return {b.objectName().removesuffix("Button") for b in found if b.objectName().endswith("Button")}

    assert buttons(Page.PUNTER) == set(PUNTER_BUTTONS)
    assert buttons(Page.OFFER) == {"accept", "refuse"}
    assert buttons(Page.DEAL) == {"deal", "auto_deal", "atande", "resume"}
    assert buttons(Page.NEW_BANK) == {"new_bank", "give_up_bank"}
    assert buttons(Page.OVER) == {"new_game"}
    assert panel.current_page() == Page.OVER


# ----- in a session: the main window enables what the rules allow -----

def enabled(window, names=PUNTER_BUTTONS) -> set[str]:
    return {name for name in names if window.actions_by_name[name].isEnabled()}


def test_a_punter_stakes_only_once_a_card_is_chosen_then_may_cut(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    panel = window.panel
    assert window.controller.waiting_for() is Waiting.HUMAN_STAKES
    assert panel.current_page() == Page.PUNTER
    assert "stake" not in enabled(window)  # nothing chosen yet
    click(qtbot, panel, card("9H"))
    assert "stake" in enabled(window)
    qtbot.mouseClick(panel.findChild(QToolButton, "stakeButton"), Qt.MouseButton.LeftButton)
    human = window.controller.human
    assert [s.card for s in window.controller.game.stakes_of(human)] == [card("9H")]
    assert panel.selected_cards() == ()
    assert enabled(window) == {"cut"}
    click(qtbot, panel, card("9S"))  # a second nine alone is refused: two of a rank are a pair
    assert "stake" not in enabled(window)
    assert "9" in panel.reason.text()


def test_a_kush_the_bank_cannot_cover_disables_stake_and_says_why(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER, rules=HouseRules(bank=600)))
    window.controller.run_computer()
    click(qtbot, window.panel, card("5C"))
    window.panel.kush_edit.setText("1000")
    assert "stake" not in enabled(window)
    # Said once, in the kush line: the largest kush and the bank that sets it.
    assert window.panel.limit_label.text().startswith(
        f"{format_amount(1000)} is too much. Kush 6 to 588: all the bank of 600 can still cover.")
    assert window.panel.reason.text() == ""
    window.panel.kush_edit.setText("12")
    assert "stake" in enabled(window)
    assert window.panel.limit_label.text().startswith("Kush 6 to 588: ")


def test_winnings_bring_take_paroli_and_paix_and_take_clears_them(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER, computers=1))
    controller = window.controller
    game, human = controller.game, controller.human
    controller.run_computer()
    for rank in list(Rank)[:12]:  # deal after deal until the human's card is given
        if game.winnings_of(human):
            break
        assert controller.waiting_for() is Waiting.HUMAN_STAKES
        controller.place_stake([Card(rank, card("2H").suit)])
        controller.cut(0)
        controller.run_computer()
    [win] = game.winnings_of(human)
    assert window.panel.current_page() == Page.PUNTER
    assert {"take", "paroli", "paix"} <= enabled(window)
    assert str(win.total) in window.panel.winnings_label.text()
    qtbot.mouseClick(window.panel.findChild(QToolButton, "takeButton"), Qt.MouseButton.LeftButton)
    assert game.winnings_of(human) == ()
    assert enabled(window, ("take", "paroli", "paix")) == set()
    assert window.panel.winnings_label.text() == ""


def test_the_banker_sees_the_deal_page_then_the_end(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.BANKER, computers=1))
    controller = window.controller
    controller.run_computer()
    assert controller.waiting_for() is Waiting.HUMAN_DEAL
    assert window.panel.current_page() == Page.DEAL
    assert enabled(window, ("deal", "auto_deal", "end_session")) == {"deal", "auto_deal", "end_session"}
    assert enabled(window, ("stake", "cut", "take", "accept", "refuse")) == set()
    controller.end_session()
    assert window.panel.current_page() == Page.OVER
    assert enabled(window, ("deal", "end_session")) == set()


# ----- the keyboard: focus after each action, and keys left to the shortcuts -----

def test_enter_in_the_kush_field_stakes_and_the_focus_moves_on_to_the_cut(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    panel = window.panel
    click(qtbot, panel, card("4C"))
    panel.kush_edit.setFocus()
    qtbot.waitUntil(panel.kush_edit.hasFocus)
    qtbot.keyClicks(panel.kush_edit, "12")
    qtbot.keyClick(panel.kush_edit, Qt.Key.Key_Return)
    human = window.controller.human
    assert [(s.card, s.kush) for s in window.controller.game.stakes_of(human)] == [(card("4C"), 12)]
    qtbot.waitUntil(panel.button(Page.PUNTER, "cut").hasFocus)
    assert not panel.kush_edit.hasFocus()


def test_the_kush_field_takes_digits_and_leaves_letters_to_the_shortcuts(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    controller = window.controller
    controller.run_computer()
    panel = window.panel
    panel.kush_edit.setFocus()
    qtbot.waitUntil(panel.kush_edit.hasFocus)
    qtbot.keyClicks(panel.kush_edit, "1x8")  # no action has X: the field refuses it
    assert panel.kush_edit.text() == "18"
    assert window.actions_by_name["cut"].isEnabled()  # the computer punters' stakes are down
    qtbot.keyClick(panel.kush_edit, Qt.Key.Key_C)  # C cuts, typed in the kush field
    assert controller.game.phase.value == "dealing"
    assert panel.kush_edit.text() == "18"


def test_the_focus_lands_on_the_banker_s_answer_then_on_the_deal(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(SessionConfig(rules=HouseRules(refuse_above=1), role=Role.BANKER, styles=(PunterStyle.HERMANN,),
                               seed=5, human_name="You"))
    controller = window.controller
    controller.run_computer()
    assert controller.waiting_for() is Waiting.HUMAN_OFFER
    panel = window.panel
    qtbot.waitUntil(panel.button(Page.OFFER, "accept").hasFocus)
    qtbot.keyClick(window, Qt.Key.Key_R)  # refuse, by its key
    controller.run_computer()
    assert controller.waiting_for() is Waiting.HUMAN_DEAL
    qtbot.waitUntil(panel.button(Page.DEAL, "deal").hasFocus)
    qtbot.keyClick(window, Qt.Key.Key_Space)  # the focused Deal button and the Space shortcut: one deal
    assert controller.game.phase.value == "dealing"
    assert controller.game.state().dealt == 0  # the first press cuts; no abzug dealt twice


def test_space_goes_to_a_live_action_first_and_chooses_a_card_only_when_none_wants_it(qtbot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    actions = {name: QAction(name, host) for name in ACTION_NAMES}
    deal_on = actions["deal_on"]
    deal_on.setShortcut(QKeySequence(Qt.Key.Key_Space))
    host.addAction(deal_on)
    dealt: list[bool] = []
    deal_on.triggered.connect(lambda: dealt.append(True))
    panel = ActionPanel(CardArt(), actions, host)
    QVBoxLayout(host).addWidget(panel)
    panel.show_page(Page.PUNTER)
    host.show()
    qtbot.waitExposed(host)
    host.activateWindow()
    qtbot.waitUntil(host.isActiveWindow)
    panel.picker.setFocus()
    qtbot.waitUntil(panel.picker.hasFocus)
    qtbot.keyClick(panel.picker, Qt.Key.Key_Space)  # Deal on is live: it gets Space
    assert dealt == [True]
    assert panel.selected_cards() == ()
    deal_on.setEnabled(False)
    qtbot.keyClick(panel.picker, Qt.Key.Key_Space)  # nothing else wants Space: it chooses the card
    assert dealt == [True]
    assert panel.selected_cards() == (panel.picker.cursor_card(),)


def test_the_panel_speaks_the_new_language_at_once(qtbot, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    window = make_window(qtbot, tmp_path)
    panel = window.panel
    assert panel.kush_label.text() == "&Kush (куш):"
    request.getfixturevalue("russian")  # installing the translators sends every widget a LanguageChange
    qtbot.waitUntil(lambda: panel.kush_label.text() == "&Куш:")
    assert panel.chip_buttons[5].toolTip() != "Add a chip of 5 to the kush"


def test_a_page_that_changes_by_itself_leaves_the_focus_in_a_side_view(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    controller = window.controller
    controller.run_computer()
    click(qtbot, window.panel, card("4C"))
    qtbot.keyClick(window, Qt.Key.Key_Return)  # stake
    qtbot.keyClick(window, Qt.Key.Key_C)  # cut: the computer banker deals now
    qtbot.waitUntil(window.panel.focus_settled)  # the focus follows the cut first
    dock = window.docks["history"]
    dock.show()
    history = dock.widget()
    history.setFocus()
    qtbot.waitUntil(history.hasFocus)
    controller.run_computer()  # the deal ends: the panel turns to the punter's page by itself
    assert window.panel.current_page() == Page.PUNTER
    assert not window.panel.focus_settled(), "the page change sends the focus on at the event loop's next turn"
    qtbot.waitUntil(window.panel.focus_settled)
    assert history.hasFocus()


@pytest.mark.parametrize("compact", [False, True])
def test_every_card_of_the_picker_shows_a_readable_index_in_its_suit_s_colour(
    qtbot, panel: ActionPanel, compact: bool
) -> None:
    from PySide6.QtGui import QColor, QFontMetrics

    picker = panel.picker
    picker.set_compact(compact)
    qtbot.waitUntil(lambda: picker.size() == picker.sizeHint())
    font = picker.index_font()
    assert font.pixelSize() >= 11, "the index reads at 11 px or more (the card art's own corner is ~3 px here)"
    metrics = QFontMetrics(font)
    for rank in Rank:
        seven = Card(rank, card("7H").suit)
        text = picker.index_text(seven)
        assert picker.card_rect(seven).width() >= metrics.horizontalAdvance(text)
        assert picker.card_rect(seven).height() >= metrics.height()
    assert picker.index_text(card("QS")) == "Q♠"
    image = picker.grab().toImage()

    def reds(chosen: Card) -> int:
        rect = picker.card_rect(chosen)
        found = 0
        for x in range(rect.left(), rect.left() + rect.width() // 2 + 4):
            for y in range(rect.top(), rect.top() + metrics.height() + 6):
                colour = QColor(image.pixel(x, y))
                found += colour.red() > 150 and colour.green() < 90 and colour.blue() < 100
        return found

    assert reds(card("7H")) > 10, "a heart's index is red"
    assert reds(card("7S")) == 0, "a spade's is black"
    # The mouse and the keyboard choose as before.
    click(qtbot, panel, card("KD"))
    click(qtbot, panel, card("2C"))
    assert panel.selected_cards() == (card("KD"), card("2C"))
    picker.setFocus()
    qtbot.keyClick(picker, Qt.Key.Key_Left)
    qtbot.keyClick(picker, Qt.Key.Key_Space)
    assert panel.selected_cards() == (card("KD"), card("2C"), card("AC"))


def test_a_compact_picker_is_much_lower_and_the_panel_lays_its_controls_beside_it(qtbot, panel: ActionPanel) -> None:
    picker = panel.picker
    panel.set_reason("")
    panel.resize(1024, panel.height())  # as wide as a 1024x600 window: small cards until the window is low
    qtbot.waitUntil(lambda: not panel.is_compact())
    tall = picker.sizeHint().height()
    panel_tall = panel.sizeHint().height()
    panel.set_compact(True)
    assert panel.is_compact()
    assert picker.sizeHint().height() <= tall * 0.6
    # At 1024x600 the table keeps its room: the page no higher than the picker, the whole panel with its two
    # lines of prompt and the line kept for a reason under 180 px (it was 280).
    qtbot.waitUntil(lambda: panel.sizeHint().height() <= 180)
    assert panel.stack.sizeHint().height() <= picker.sizeHint().height() + 4
    stake = panel.button(Page.PUNTER, "stake")
    kush = panel.kush_edit
    qtbot.waitUntil(lambda: stake.geometry().top() < kush.geometry().bottom() + 40)
    assert stake.mapTo(panel, stake.rect().topLeft()).x() > kush.mapTo(panel, kush.rect().topRight()).x()
    panel.set_compact(False)
    qtbot.waitUntil(lambda: panel.sizeHint().height() == panel_tall)
