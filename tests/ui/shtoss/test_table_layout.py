"""The table as laid out at the usual screen sizes: nothing the table writes (a name plate, a label, the chalk,
the status line) lies under a card or a chip, for every number of seats; the text reads at ~11 px even at
1024x600; the table keeps its scale when the panel below changes; a finished deal's cards are gathered when
the next deal begins; the piles show each card's index; the bank is a pile and each stake's kush is chalked;
a decided stake's chips slide to or from the bank; and what the table keeps that the state forgets (`TableMemory`:
a deal's dead cards until the next deal begins)."""

from __future__ import annotations

import itertools
import time
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEventLoop, QPointF, QRectF, QSize

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.shtoss.controller import SessionConfig, Waiting
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import (
    BankerRotated,
    CardDealt,
    DealFinished,
    DeckCut,
    Pile,
    StakeDecided,
    StakePlaced,
    WinningsPickedUp,
)
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.settle import Outcome
from shtoss_desktop.ui.shtoss.items import ChalkItem, ChipsItem
from shtoss_desktop.ui.shtoss.stake_panel import FOCUS_ORDER
from shtoss_desktop.ui.shtoss.table_geometry import PILE_FAN_STEP, Key, Slot
from shtoss_desktop.ui.shtoss.table_layout import TableMemory
from shtoss_desktop.ui.shtoss.window import MainWindow
from shtoss_desktop.ui.table.animator import Tween
from shtoss_desktop.ui.table.chip_art import LABEL_PIXELS
from shtoss_desktop.ui.table.items import CardItem, LabelItem, Mark, PlateItem
from tests.ui.table_helpers import assert_table_matches_core, config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

SIZES = [(1024, 600), (1280, 800), (1920, 1080)]
STYLES = (PunterStyle.MIRANDOLE, PunterStyle.PAROLI_RUNNER, PunterStyle.ODDS_AWARE, PunterStyle.HERMANN)
MIN_TEXT_PX = 11.0


def _settle(window: MainWindow) -> None:
    QCoreApplication.processEvents()
    window.scene.flush()


def _resize(window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    _settle(window)
    if window.isVisible():  # under a window manager (the real-window run) the resize lands later
        deadline = time.monotonic() + 5
        while window.size() != QSize(width, height) and time.monotonic() < deadline:
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        _settle(window)


def _seats_config(seats: int, seed: int) -> SessionConfig:
    """`seats` punters: the human and seats - 1 computers of mixed styles (they stake more than one card)."""
    styles = tuple(itertools.islice(itertools.cycle(STYLES), seats - 1))
    return SessionConfig(rules=HouseRules(), role=Role.PUNTER, styles=styles, seed=seed, human_name="You")


def _card_rect(item: CardItem) -> QRectF:
    return item.mapRectToScene(item.card_rect())


def _writing_rect(item: LabelItem | ChalkItem | PlateItem) -> QRectF:
    if isinstance(item, PlateItem):  # the plate itself, not its glow
        return item.mapRectToScene(QRectF(-item.width / 2, -item.height / 2, item.width, item.height))
    return item.sceneBoundingRect()


def overlaps(window: MainWindow) -> list[str]:
    """What the table writes that a card or a chip covers, what writing covers other writing, and what lies
    off the table."""
    scene = window.scene
    table = scene.sceneRect()
    writing = {
        name: _writing_rect(item)
        for name, item in scene.writing().items()
        if item.isVisible() and not item.boundingRect().isEmpty()
    }
    things: dict[str, QRectF] = {}
    for key, item in scene.things_on_the_cloth().items():
        if not item.isVisible() or item.boundingRect().isEmpty():
            continue
        things[str(key)] = _card_rect(item) if isinstance(item, CardItem) else item.sceneBoundingRect()
    found = []
    for (name, rect), (thing, covering) in itertools.product(writing.items(), things.items()):
        if rect.intersects(covering):
            found.append(f"{thing} covers {name}")
    for (one, first), (other, second) in itertools.combinations(writing.items(), 2):
        if first.intersects(second):
            found.append(f"{one} and {other} overlap")
    for name, rect in {**writing, **things}.items():
        if not table.adjusted(-1, -1, 1, 1).contains(rect):
            found.append(f"{name} lies off the table {table}: {rect}")
    return found


def _check(window: MainWindow) -> None:
    problems = overlaps(window)
    seats = len(window.controller.game.state().punter_seats)
    assert not problems, f"{seats} punters at {window.width()}x{window.height()}: {problems}"


def _play_one_deal_checking(window: MainWindow, *, human_cards: int, sizes: list[tuple[int, int]]) -> int:
    """Play one deal and the first stakes of the next (the human stakes `human_cards` cards, one a rank),
    checking the layout after every step at one of `sizes` in turn, and at every size when the stakes are all
    down, when the deal ends and once its cards are gathered; return how many steps were checked."""
    controller = window.controller
    human = controller.human
    assert human is not None
    ranks = iter("A23456789")
    checked = 0
    for step in range(400):
        game = controller.game
        finished = any(isinstance(e, DealFinished) for e in game.log)
        waiting = controller.waiting_for()
        every_size = False
        if waiting is Waiting.HUMAN_STAKES and not finished and len(game.stakes_of(human)) < human_cards:
            controller.place_stake([Card.parse(next(ranks) + "H")])
        elif waiting is Waiting.HUMAN_STAKES and not finished and game.can_cut():
            every_size = True  # every stake is down
            controller.cut()
        elif waiting is Waiting.HUMAN_STAKES and not finished:
            controller.deal_on()
        elif waiting is Waiting.HUMAN_STAKES:  # the next deal: the human's stake begins it
            won = {w.card.rank for w in game.winnings_of(human)}
            controller.place_stake([next(c for c in (Card.parse(r + "S") for r in "KQJT98") if c.rank not in won)])
        elif waiting is Waiting.COMPUTER:
            controller.advance()
        else:
            break
        _settle(window)
        done = window.scene.deal_gathered()
        ended = not finished and any(isinstance(e, DealFinished) for e in controller.game.log)
        for size in sizes if every_size or ended or done else [sizes[step % len(sizes)]]:
            if (window.width(), window.height()) != size:
                _resize(window, *size)
            _check(window)
        checked += 1
        if done:
            break
    return checked


def test_nothing_covers_a_plate_a_label_or_the_message_for_any_number_of_seats(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    # One to six punters: with the banker's, one to seven seats at the table.
    for seats in range(1, 7):
        window.start(_seats_config(seats, seed=seats))
        _settle(window)
        assert len(window.controller.game.state().punter_seats) == seats
        steps = _play_one_deal_checking(window, human_cards=3, sizes=SIZES)
        assert steps > 5
        assert any(isinstance(e, DealFinished) for e in window.controller.game.log), "a whole deal was checked"
        assert window.scene.deal_gathered() or window.controller.waiting_for() is Waiting.OVER


# A 1024x600 screen: the whole of it, and what a window gets under a title bar.
@pytest.mark.parametrize("height", [600, 570])
def test_the_smallest_text_on_the_table_reads_at_11_px_at_1024x600(qtbot, tmp_path: Path, height: int) -> None:
    window = make_window(qtbot, tmp_path)
    _resize(window, 1024, height)
    assert window.height() == height
    window.start(_seats_config(4, seed=3))
    _play_one_deal_checking(window, human_cards=2, sizes=[(1024, height)])
    scene, zoom = window.scene, window.view.zoom()
    sizes: dict[str, float] = {}
    for name, item in scene.writing().items():
        if isinstance(item, PlateItem):
            sizes[name] = item.text_pixels
        else:
            sizes[name] = item.pixel_size
    for key in scene.shown_kush():
        chalk = scene.item_for(Key(Slot.KUSH, key[1], key[0]))
        assert isinstance(chalk, ChalkItem)
        sizes[f"kush {key}"] = chalk.pixel_size
    sizes["chips' amounts"] = LABEL_PIXELS
    small = {name: round(size * zoom, 1) for name, size in sizes.items() if size * zoom < MIN_TEXT_PX}
    assert not small, f"at zoom {zoom:.3f} these read under {MIN_TEXT_PX} px: {small}"
    assert any(isinstance(item, PlateItem) for item in scene.writing().values())


@pytest.mark.parametrize("role", [Role.PUNTER, Role.BANKER])
def test_the_table_keeps_its_scale_whatever_the_panel_shows(qtbot, tmp_path: Path, role: Role) -> None:
    window = make_window(qtbot, tmp_path)
    window.show_side_views(False)  # as a first start on a small screen leaves them (F9 shows them)
    _resize(window, 1024, 600)
    window.start(config(role, computers=3))
    _settle(window)
    zoom = window.view.zoom()
    controller = window.controller
    pages, heights = set(), set()
    for _ in range(150):
        waiting = controller.waiting_for()
        if waiting is Waiting.HUMAN_STAKES and not controller.game.stakes_of("You"):
            controller.place_stake([Card.parse("7H")])
        elif waiting is Waiting.HUMAN_STAKES and controller.game.can_cut():
            controller.cut()
        elif waiting is Waiting.HUMAN_STAKES:
            controller.deal_on()
        elif waiting is Waiting.HUMAN_OFFER:
            controller.answer_offer(True)
        elif waiting is Waiting.HUMAN_DEAL:
            controller.deal_abzug()
        elif waiting is Waiting.COMPUTER:
            controller.advance()
        else:
            break
        _settle(window)
        pages.add(window.panel.current_page())
        heights.add(window.view.viewport().height())
        assert window.view.zoom() == zoom, f"the table changed scale when the panel showed {pages}"
        # The table fills the view: what the view gains when the panel is lower is cloth, not a larger table.
        assert window.scene.sceneRect().height() * zoom == pytest.approx(window.view.viewport().height(), abs=1)
        if any(isinstance(e, DealFinished) for e in controller.game.log):
            break
    assert len(pages) > 1
    if role is Role.PUNTER:
        assert len(heights) > 1, "the panel's pages do change the view's height"


def _banker_after_the_first_deal(qtbot, tmp_path: Path) -> MainWindow:
    """A window where the human banked the first deal of seed 11 (every stake accepted) to its end, at rest."""
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.BANKER, computers=3, seed=11))
    controller = window.controller
    while not any(isinstance(e, DealFinished) for e in controller.game.log):
        if controller.waiting_for() is Waiting.HUMAN_OFFER:
            controller.answer_offer(True)
        elif controller.waiting_for() is Waiting.HUMAN_DEAL:
            controller.deal_abzug()
        else:
            controller.advance()
        _settle(window)
    return window


def test_a_finished_deal_is_gathered_when_the_next_deal_begins(qtbot, tmp_path: Path) -> None:
    window = _banker_after_the_first_deal(qtbot, tmp_path)
    controller, scene = window.controller, window.scene
    # The deal is over: its piles and dead cards stay for the recap to be read beside them.
    state = controller.game.state()
    assert scene.shown_piles() == (state.right_pile, state.left_pile)
    assert len(state.right_pile) + len(state.left_pile) > 2
    dead = [c for c in scene.shown_seat_cards() if c.mark in (Mark.KILLED, Mark.VOID)]
    assert dead, "this seed kills a card in its first deal"
    # The next deal begins (the computers stake): one move of its own gathers the cards into the deck.
    before = len(controller.game.log)
    while controller.waiting_for() is Waiting.COMPUTER and len(controller.game.log) == before:
        controller.advance()
    _settle(window)
    assert scene.deal_gathered()
    assert scene.shown_piles() == ((), ())
    assert not [c for c in scene.shown_seat_cards() if c.mark in (Mark.KILLED, Mark.VOID)], "a clean cloth"
    still_waiting = {(w.punter, w.card) for w in controller.game.state().winnings}
    shown_given = {(c.punter, c.card) for c in scene.shown_seat_cards() if c.mark is Mark.GIVEN}
    assert still_waiting == shown_given, "winnings still waiting on a card stay on the table"
    assert scene.item_for(Key(Slot.PILE_RIGHT, state.right_pile[0])) is None
    assert_table_matches_core(window)


def test_the_gathering_is_animated_and_ends_in_the_deck(qtbot, tmp_path: Path) -> None:
    window = _banker_after_the_first_deal(qtbot, tmp_path)
    controller, scene = window.controller, window.scene
    pile_card = scene.shown_piles()[0][-1]
    item = scene.item_for(Key(Slot.PILE_RIGHT, pile_card))
    assert item is not None
    gone: list[bool] = []
    item.destroyed.connect(lambda: gone.append(True))
    scene.set_speed("slow")
    start = item.pos()
    controller.advance()  # the first stake of the next deal
    assert scene._animator.is_running(), "the gathering moves"
    # Whatever travels passes under the message, which stays readable (a dark pill under it).
    moving = [i for i in scene.items() if isinstance(i, CardItem | ChipsItem)]
    assert max(i.zValue() for i in moving) < scene.status_item.zValue()
    assert scene.item_for(Key(Slot.PILE_RIGHT, pile_card)) is None, "the card has left the pile"
    deck = scene.deck_item.pos()
    # Seen on its way: nearer the deck than it was, and not yet deleted (that happens when it arrives).
    qtbot.waitUntil(lambda: bool(gone) or abs(item.x() - deck.x()) < abs(start.x() - deck.x()), timeout=5000)
    assert not gone, "the pile's card travels towards the deck before it goes"
    assert scene._animator.is_running(), "still the gathering's move"
    qtbot.waitUntil(lambda: bool(gone), timeout=5000)
    qtbot.waitUntil(scene.is_idle, timeout=5000)
    assert_table_matches_core(window)


def test_a_pile_fans_its_last_cards_so_each_index_shows(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.BANKER, computers=3, seed=11))
    controller, scene = window.controller, window.scene
    while (len(controller.game.state().right_pile) < 8 and controller.game.state().phase.value != "staking") or (
        not controller.game.state().right_pile
    ):
        if controller.waiting_for() is Waiting.HUMAN_OFFER:
            controller.answer_offer(True)
        elif controller.waiting_for() is Waiting.HUMAN_DEAL:
            controller.deal_abzug()
        else:
            controller.advance()
        _settle(window)
        if len(controller.game.state().right_pile) >= 8:
            break
    right, _ = scene.shown_piles()
    items = [scene.item_for(Key(Slot.PILE_RIGHT, card)) for card in right]
    assert all(isinstance(item, CardItem) and item.shows_face for item in items)
    xs = [item.pos().x() for item in items if item is not None]
    assert xs == sorted(xs), "the later cards lie further right, over the earlier ones"
    last = xs[-6:]
    # Each of the last cards shows a strip wide enough for its index: rank and suit (a "J" is not cut to "I").
    assert all(b - a == pytest.approx(PILE_FAN_STEP) for a, b in itertools.pairwise(last))
    width = scene.art.card_width
    assert 0.2 * width <= PILE_FAN_STEP
    ys = {item.pos().y() for item in items if item is not None}
    assert len(ys) == 1, "the pile lies level beside the deck"


def test_the_bank_is_a_pile_beside_its_label_and_each_kush_is_chalked(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER, computers=3, seed=5))
    controller, scene = window.controller, window.scene
    while controller.waiting_for() is Waiting.COMPUTER:
        controller.advance()
    controller.place_stake([Card.parse("7H")], 12)
    _settle(window)
    bank = scene.bank_item
    assert isinstance(bank, ChipsItem)
    assert bank.pile
    assert bank.amount == controller.game.state().bank
    label = scene.writing()["label:bank"]
    assert not label.sceneBoundingRect().intersects(bank.sceneBoundingRect())
    assert label.sceneBoundingRect().left() > bank.sceneBoundingRect().right()
    kush = scene.shown_kush()
    human = controller.human
    assert kush[(human, Card.parse("7H"))] == format_amount(12)
    assert set(kush) == {(s.punter, s.card) for s in controller.game.state().stakes}
    chalk = scene.item_for(Key(Slot.KUSH, Card.parse("7H"), human))
    card = scene.item_for(Key(Slot.SEAT, Card.parse("7H"), human))
    assert isinstance(chalk, ChalkItem)
    assert isinstance(card, CardItem)
    assert chalk.sceneBoundingRect().bottom() <= _card_rect(card).top(), "chalked above the card, not on it"
    assert abs(chalk.pos().x() - card.pos().x()) < 1


def test_the_cloth_says_which_pile_kills_and_which_gives(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER, computers=2))
    _settle(window)
    writing = window.scene.writing()
    right, left = writing["chalk:right"], writing["chalk:left"]
    assert isinstance(right, ChalkItem)
    assert isinstance(left, ChalkItem)
    for words in ("направо", "банкомёту", "right: the banker's"):
        assert words in right.text
    for words in ("налево", "понтёрам", "left: the punters'"):
        assert words in left.text
    # Each beside its own pile: the banker's right pile lies on the viewer's left.
    assert right.pos().x() < window.scene.writing()["label:right"].pos().x()
    assert left.pos().x() > window.scene.writing()["label:left"].pos().x()


def test_before_a_game_the_table_writes_no_stray_amount(qtbot, tmp_path: Path) -> None:
    from shtoss_desktop.storage.settings import AppSettings

    window = MainWindow(AppSettings(tmp_path / "settings.ini"), remember_geometry=False)
    qtbot.addWidget(window)
    scene = window.scene
    assert not scene.bank_item.isVisible()
    written = [
        item
        for item in scene.items()
        if isinstance(item, ChipsItem | LabelItem | ChalkItem)
        and item.isVisible()
        and not item.boundingRect().isEmpty()
    ]
    assert written == [], "no amount, label or chalk before a game is shown"


def test_decided_chips_slide_between_the_stake_and_the_bank(qtbot, tmp_path: Path, monkeypatch) -> None:
    window = make_window(qtbot, tmp_path, speed="fast")
    window.start(config(Role.BANKER, computers=3, seed=7))  # its first deal kills a card and gives two
    controller, scene = window.controller, window.scene
    # The session's first moves play with the real animator: the recording starts once they are over (the events
    # after them would otherwise wait for them, queued, the table recording nothing).
    qtbot.waitUntil(scene.is_idle)
    played: list[tuple[list[Tween], QPointF]] = []  # each move, and where the bank stood then

    def recording(tweens: list[Tween], duration: int) -> bool:
        # The moves are only recorded: the table goes straight on to the next event (items leave at once).
        played.append((list(tweens), scene.bank_item.pos()))
        return False

    monkeypatch.setattr(scene._animator, "play", recording)
    while not any(isinstance(e, DealFinished) for e in controller.game.log):
        if controller.waiting_for() is Waiting.HUMAN_OFFER:
            controller.answer_offer(True)
        elif controller.waiting_for() is Waiting.HUMAN_DEAL:
            controller.deal_abzug()
        else:
            controller.advance()
    # An important line (a decision of the banker's) holds the table while it is read: let it show the rest.
    qtbot.waitUntil(scene.is_idle, timeout=20_000)
    chip_moves = [
        (t, bank) for tweens, bank in played for t in tweens if isinstance(t.target, ChipsItem) and t.prop == b"pos"
    ]
    assert any(t.end == bank for t, bank in chip_moves), "a killed stake's chips slide to the bank"
    assert any(t.start == bank for t, bank in chip_moves), "a given card's winnings slide from the bank"


def _hidden_from_view(window: MainWindow) -> list[str]:
    """What the table shows (a plate, a label, the chalk, a card, a chip) that lies outside the view's viewport,
    under the panel or the menu bar."""
    view = window.view
    shown = QRectF(view.viewport().rect()).adjusted(-0.5, -0.5, 0.5, 0.5)
    scene = window.scene
    rects = {name: _writing_rect(item) for name, item in scene.writing().items() if item.isVisible()}
    for key, item in scene.things_on_the_cloth().items():
        if item.isVisible():
            rects[str(key)] = _card_rect(item) if isinstance(item, CardItem) else item.sceneBoundingRect()
    hidden = []
    for name, rect in rects.items():
        if rect.isEmpty():
            continue
        on_screen = view.mapFromScene(rect).boundingRect()
        if not shown.contains(QRectF(on_screen)):
            hidden.append(f"{name} at {on_screen.getRect()} outside {shown.getRect()}")
    return hidden


@pytest.mark.parametrize("size", [(1024, 600), (1024, 570), (1366, 768)])
@pytest.mark.parametrize("role", [Role.PUNTER, Role.BANKER])
def test_the_table_fits_the_room_the_panel_leaves_once_the_panel_is_laid_out_anew(
    qtbot, tmp_path: Path, role: Role, size: tuple[int, int]
) -> None:
    """A window made smaller before the game starts: the panel turns compact and its pages lower after the view's
    fit. In the real X11 window the table kept the zoom measured against the panel's taller pages until some later
    resize (0.56, then 0.66 when the punter's page showed), so it changed scale in the middle of a deal. It fits
    the room the panel leaves at once."""
    window = make_window(qtbot, tmp_path)
    window.show_side_views(False)
    _resize(window, *size)
    window.start(config(role, computers=3))
    _settle(window)
    _settle(window)
    view = window.view
    fitted = view.zoom_for(view.viewport().width(), view.steady_height())
    assert view.zoom() == pytest.approx(fitted, rel=0.031), f"at {size} the table keeps an old scale"


# 600: a 1024x600 screen's whole height; 570: what a window gets there under a title bar.
@pytest.mark.parametrize("height", [600, 570])
@pytest.mark.parametrize("role", [Role.PUNTER, Role.BANKER])
def test_the_whole_table_shows_at_one_scale_whatever_page_the_panel_shows_at_1024_wide(
    qtbot, tmp_path: Path, role: Role, height: int
) -> None:
    window = make_window(qtbot, tmp_path)
    window.show_side_views(False)  # as a first start on a small screen leaves them (F9 shows them)
    _resize(window, 1024, height)
    window.start(config(role, computers=3))
    controller = window.controller
    for _ in range(40):  # on to a table with stakes on it
        waiting = controller.waiting_for()
        if waiting is Waiting.HUMAN_STAKES and not controller.game.stakes_of("You"):
            controller.place_stake([Card.parse("7H")])
        elif waiting is Waiting.COMPUTER:
            controller.advance()
        else:
            break
        _settle(window)
    assert any(controller.game.stakes_of(name) for name in controller.game.state().punter_seats)
    panel = window.panel
    assert panel.is_compact(), "a low window gets the compact panel"
    zoom = window.view.zoom()
    # The staking, offer, dealing, new-bank (a broken bank), watching and game-over pages, with and without an
    # error line under them.
    for page, reason in itertools.product(FOCUS_ORDER, ("", "Your kush is above the bank: the bank holds 600.")):
        panel.show_page(page)
        panel.set_reason(reason)
        _settle(window)
        _settle(window)
        assert window.view.zoom() == zoom, f"the table changed scale on the page {page!r}"
        hidden = _hidden_from_view(window)
        assert not hidden, f"on the page {page!r} at 1024x{height}: {hidden}"
        assert panel.stack.height() <= 150, f"the page {page!r} takes {panel.stack.height()} px of {height}"
    window.refresh()
    _settle(window)
    assert window.view.zoom() == zoom
    assert not _hidden_from_view(window)


# ----- what the table keeps that the state forgets (ui/shtoss/table_layout.py: TableMemory) -----


def _decision(card: str, outcome: Outcome, punter: str = "Narumov") -> StakeDecided:
    amount = {Outcome.GIVEN: 6, Outcome.KILLED: -6, Outcome.VOID: 0}[outcome]
    return StakeDecided(punter, Card.parse(card), False, 1, outcome, 4, 2, Card.parse("2S"), False, 6, 6,
                        Fraction(1), amount, 0)


def test_the_table_keeps_a_deal_s_dead_cards_until_the_next_deal_begins() -> None:
    memory = TableMemory()
    stake = StakePlaced("Narumov", (Card.parse("QS"),), 6, 3, False)
    assert not memory.begins_next_deal(stake), "no deal has ended: a stake is just a stake"
    killed, void, given = (_decision("QS", Outcome.KILLED), _decision("7H", Outcome.VOID),
                           _decision("9C", Outcome.GIVEN, punter="Tomsky"))
    for event in (killed, void, given):
        memory.note(event)
    dead = {("Narumov", Card.parse("QS")): killed, ("Narumov", Card.parse("7H")): void}
    assert memory.dead_cards() == dead, "a won card is not dead: its winnings wait on it"
    memory.note(DealFinished(1, 20, False))
    assert memory.dead_cards() == dead, "they stay while the recap is read"
    assert not memory.begins_next_deal(CardDealt(Card.parse("2S"), 21, 11, Pile.RIGHT))
    for first in (stake, WinningsPickedUp("Tomsky", Card.parse("9C"), 12), DeckCut("Narumov", 5, (), 2)):
        assert memory.begins_next_deal(first), f"{type(first).__name__} begins the next deal"
    memory.gather()
    assert memory.gathered
    assert memory.dead_cards() == {}
    assert not memory.begins_next_deal(stake), "gathered once"
    memory.note(DeckCut("Narumov", 5, (), 2))
    assert not memory.gathered, "the next deal's cards lie on a clean cloth until it ends in turn"


def test_a_cut_clears_the_dead_cards_and_a_won_card_picked_up_is_forgotten() -> None:
    memory = TableMemory()
    memory.note(_decision("QS", Outcome.KILLED))
    memory.note(DeckCut("Tomsky", 10, (), 2))
    assert memory.dead_cards() == {}
    memory.note(_decision("9C", Outcome.GIVEN))
    memory.note(WinningsPickedUp("Narumov", Card.parse("9C"), 12))
    memory.note(DealFinished(2, 8, False))
    memory.gather()
    assert memory.dead_cards() == {}
    assert memory.actor == "Narumov", "who acted last (his plate is lit while the table shows it)"
    memory.note(BankerRotated("Chekalinsky", "Tomsky", ("Narumov", "Chekalinsky")))
    assert memory.actor == "Tomsky"
    memory.clear()
    assert (memory.actor, memory.gathered, memory.dead_cards()) == ("", False, {})
