"""The deal's recap: each player's net in the deal and the bank's result, read off the records and checked against
the money the core's state shows before and after the deal; over the table it waits for the player (Space, Enter
or "Next deal") while the computer players wait, and goes on by itself only when nobody plays or auto-deal is on."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel

from shtoss_desktop.app.shtoss import session as shtoss_session
from shtoss_desktop.app.shtoss.controller import GameController, Waiting
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import BankPutUp, DealFinished, DeckCut
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.table import GameState
from shtoss_desktop.ui.shtoss import recap as recap_module
from shtoss_desktop.ui.shtoss import table_scene
from shtoss_desktop.ui.shtoss.effects import signed_amount
from shtoss_desktop.ui.shtoss.recap import deal_recap
from shtoss_desktop.ui.shtoss.window import MainWindow
from tests.app.app_helpers import play, start
from tests.ui.table_helpers import config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


@pytest.fixture
def quick_normal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(table_scene.MOVE_DURATIONS, "normal", 25)
    monkeypatch.setitem(shtoss_session.STEP_DELAYS, "normal", 4)


def _wealth(state: GameState, player: str) -> int:
    """All a punter's money: off the table, riding on his cards and won on them."""
    riding = sum(stake.riding for stake in state.stakes if stake.punter == player)
    won = sum(win.riding + win.won for win in state.winnings if win.punter == player)
    return dict(state.balances)[player] + riding + won


@pytest.mark.parametrize(("role", "seed", "talia"), [(Role.PUNTER, 7, False), (Role.BANKER, 3, False),
                                                    (Role.WATCH, 11, False), (Role.PUNTER, 5, True)])
def test_the_recap_gives_each_player_s_net_and_the_bank_s_result(qapp, role: Role, seed: int, talia: bool) -> None:
    controller = GameController()
    start(controller, role, rules=HouseRules(talia=talia), seed=seed)
    play(controller, deals=4)
    log = controller.game.log
    rules = controller.config.rules
    ends = [index for index, event in enumerate(log) if isinstance(event, DealFinished)]
    assert len(ends) >= 2
    for end in ends:
        finished = log[end]
        assert isinstance(finished, DealFinished)
        cut = max(i for i in range(end) if isinstance(log[i], DeckCut))
        before = Game.replay(rules, log[:cut]).state()
        after = Game.replay(rules, log[: end + 1]).state()
        recap = deal_recap(log, finished.deal_number)
        assert recap is not None
        assert recap.deal_number == finished.deal_number
        assert recap.talia is talia
        assert recap.banker == before.banker
        for player in before.punter_seats:
            assert recap.net_of(player) == _wealth(after, player) - _wealth(before, player), player
        if not any(isinstance(event, BankPutUp) for event in log[cut:end]):
            assert recap.bank == after.bank - before.bank
        assert recap.bank == -sum(net for _, net in recap.nets)
    assert deal_recap(log) == deal_recap(log, log[ends[-1]].deal_number), "the last deal by default"
    assert deal_recap(log[: ends[0]]) is None, "no deal finished yet"


def _until_recap(window: MainWindow, qtbot) -> None:
    qtbot.waitUntil(window.recap.waiting, timeout=30_000)
    assert window.recap.isVisible()


def _texts(window: MainWindow) -> list[str]:
    return [label.text() for label in window.recap.findChildren(QLabel) if label.isVisible()]


def test_the_recap_waits_for_the_player_then_the_next_deal_begins(qtbot, tmp_path: Path, quick_normal) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")
    window.start(config(Role.BANKER, computers=3, seed=4))
    window.set_autoplay(True)
    controller = window.controller

    def human_banker() -> None:
        if window.scene.is_idle() and controller.waiting_for() in (Waiting.HUMAN_DEAL, Waiting.HUMAN_OFFER):
            if controller.waiting_for() is Waiting.HUMAN_OFFER:
                controller.answer_offer(True)
            elif controller.can_deal():
                controller.deal_abzug()

    _playing_until_recap(window, qtbot, human_banker)
    recap = window.recap.recap
    assert recap is not None
    assert recap == deal_recap(controller.game.log)
    texts = _texts(window)
    assert any("Deal 1" in text for text in texts)
    for _player, net in recap.nets:
        assert signed_amount(net) in texts
    assert "The bank (yours)" in texts
    assert signed_amount(recap.bank) in texts

    # The computer punters stake first in the next deal, but they wait for the banker to go on.
    assert controller.waiting_for() is Waiting.COMPUTER
    assert window.session.held
    length = len(controller.game.log)
    window.refresh()  # what every change does: ask the driver for the computer players' next step
    assert window.scene.is_idle()
    assert not any(timer.isActive() for timer in window.session.findChildren(QTimer)), "nobody moves while it waits"
    assert len(controller.game.log) == length
    assert window.recap.waiting()

    # Once it has been read, Space goes on, whatever has the focus; then the computer punters stake for the next deal.
    qtbot.waitUntil(window.recap.readable, timeout=3_000)
    window.panel.kush_edit.setFocus()
    qtbot.keyClick(window.panel.kush_edit, Qt.Key.Key_Space)
    assert not window.recap.waiting()
    assert not window.session.held
    qtbot.waitUntil(lambda: len(controller.game.log) > length, timeout=5_000)


def test_enter_and_the_button_go_on_too(qtbot, tmp_path: Path, quick_normal, monkeypatch) -> None:
    monkeypatch.setattr(recap_module, "AUTO_FACTOR", 100_000)  # watching goes on by itself, but not before the keys
    window = make_window(qtbot, tmp_path, speed="normal")
    window.start(config(Role.WATCH, computers=2, seed=9))
    controller = window.controller
    window.set_autoplay(True)
    _until_recap(window, qtbot)
    qtbot.waitUntil(window.recap.readable, timeout=3_000)
    assert window.recap.waiting()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert not window.recap.waiting()
    deals = sum(isinstance(e, DealFinished) for e in controller.game.log)
    qtbot.waitUntil(lambda: sum(isinstance(e, DealFinished) for e in controller.game.log) > deals, timeout=30_000)
    _until_recap(window, qtbot)
    qtbot.mouseClick(window.recap.next_button, Qt.MouseButton.LeftButton)
    assert not window.recap.waiting()


def test_watching_the_recap_goes_on_by_itself(qtbot, tmp_path: Path, quick_normal) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")
    window.start(config(Role.WATCH, computers=2, seed=9))
    window.set_autoplay(True)
    _until_recap(window, qtbot)
    assert window.session.held
    qtbot.waitUntil(lambda: not window.recap.waiting(), timeout=5_000)
    assert not window.session.held


def test_the_human_punter_s_move_closes_the_recap(qtbot, tmp_path: Path, quick_normal) -> None:
    from shtoss_desktop.app.shtoss.scripted_player import Manner, ScriptedPlayer

    window = make_window(qtbot, tmp_path, speed="normal")
    window.start(config(Role.PUNTER, computers=0, seed=2))
    window.set_autoplay(True)
    controller = window.controller
    player = ScriptedPlayer(controller, Manner.CASUAL)

    def human_punter() -> None:
        if window.scene.is_idle() and controller.waiting_for().value.startswith("human"):
            player.move()

    _playing_until_recap(window, qtbot, human_punter)
    assert controller.waiting_for() is Waiting.HUMAN_STAKES, "alone at the table, the human stakes first"
    window.actions_by_name["auto_deal"].setChecked(True)  # even with auto-deal on
    window.recap.show_recap(window.recap.recap)  # type: ignore[arg-type]
    assert window.recap.counting_down()
    qtbot.waitUntil(lambda: not window.recap.counting_down(), timeout=5_000)  # its own pause is over
    assert window.recap.waiting(), "it stays while the human is the one to act"
    player.move()
    assert not window.recap.waiting(), "his stake begins the next deal"


def _playing_until_recap(window: MainWindow, qtbot, human: Callable[[], None]) -> None:
    """Let `human` make his moves (each time the event loop comes round, while the computer players move at
    their pace) until a deal's recap is up."""

    def recap_up() -> bool:
        if not window.recap.waiting():
            human()
        return window.recap.waiting()

    qtbot.waitUntil(recap_up, timeout=30_000)
    _until_recap(window, qtbot)


def _banker_until_recap(window: MainWindow, qtbot) -> None:
    """Deal as the human banker (accepting every stake) until a deal's recap is up."""
    controller = window.controller

    def human_banker() -> None:
        if window.scene.is_idle() and controller.waiting_for() is Waiting.HUMAN_OFFER:
            controller.answer_offer(True)
        elif window.scene.is_idle() and controller.waiting_for() is Waiting.HUMAN_DEAL and controller.can_deal():
            controller.deal_abzug()

    _playing_until_recap(window, qtbot, human_banker)


def test_a_key_pressed_as_the_recap_appears_does_not_close_it_unseen(
    qtbot, tmp_path: Path, quick_normal, monkeypatch
) -> None:
    # 40 moves of 25 ms: the recap's first second is for reading. The recap's clock stands still until the test
    # moves it (a loaded machine may take more than that second between the recap showing and the key).
    monkeypatch.setattr(recap_module, "READ_FACTOR", 40)
    now = [time.monotonic()]
    monkeypatch.setattr(recap_module, "time", SimpleNamespace(monotonic=lambda: now[0]))
    window = make_window(qtbot, tmp_path, speed="normal")
    window.start(config(Role.BANKER, computers=3, seed=4))
    window.set_autoplay(True)
    controller = window.controller
    _banker_until_recap(window, qtbot)
    deal = window.recap.recap.deal_number
    assert window.panel.prompt.text() == f"Deal {deal} is over: Space or Enter for the next deal."
    length = len(controller.game.log)

    # The banker's next Space, meant to deal, comes at once: it neither closes the recap nor acts behind it.
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.keyClick(window.panel.kush_edit, Qt.Key.Key_Return)
    assert window.recap.waiting()
    assert len(controller.game.log) == length
    assert window.panel.prompt.text() == f"Deal {deal} is over: Space or Enter for the next deal."

    # Once it has been seen, Space goes on; the prompt no longer speaks of the recap.
    assert not window.recap.readable()
    now[0] += 1.01
    assert window.recap.readable()
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert not window.recap.waiting()
    assert "is over" not in window.panel.prompt.text()


def test_the_button_closes_the_recap_at_once(qtbot, tmp_path: Path, quick_normal, monkeypatch) -> None:
    monkeypatch.setattr(recap_module, "READ_FACTOR", 100_000)
    monkeypatch.setattr(recap_module, "AUTO_FACTOR", 100_000)
    window = make_window(qtbot, tmp_path, speed="normal")
    window.start(config(Role.WATCH, computers=2, seed=9))
    window.set_autoplay(True)
    _until_recap(window, qtbot)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert window.recap.waiting(), "the keys wait for the recap to be read"
    qtbot.mouseClick(window.recap.next_button, Qt.MouseButton.LeftButton)  # aimed at: it is read
    assert not window.recap.waiting()


@pytest.mark.parametrize("talia", [False, True])
def test_the_prompt_while_the_recap_waits_says_how_to_go_on(qapp, talia: bool) -> None:
    recap = recap_module.DealRecap(
        deal_number=3, talia=talia, banker="You", nets=(), bank=0, bank_broken=False, session_over=False
    )
    word = "Talia" if talia else "Deal"
    assert recap_module.recap_prompt(recap) == f"{word} 3 is over: Space or Enter for the next deal."
    over = recap_module.DealRecap(
        deal_number=3, talia=talia, banker="You", nets=(), bank=0, bank_broken=False, session_over=True
    )
    assert recap_module.recap_prompt(over) == "The session is over: Space or Enter closes the recap."


# ----- where the recap stands, and what it names -----


def _covered(window: MainWindow) -> list[str]:
    """The cards, chips, plates and the bank's name the recap covers (in the window's coordinates, where the recap
    stands: over the cloth or over the side views), named."""
    from shtoss_desktop.ui.shtoss.items import ChipsItem
    from shtoss_desktop.ui.table.items import CardItem, PlateItem

    view = window.view
    offset = view.viewport().mapTo(window, QPoint(0, 0))
    recap = window.recap.geometry()
    out = []
    things = [item for item in window.scene.items() if isinstance(item, CardItem | PlateItem | ChipsItem)]
    things.append(window.scene.writing()["label:bank"])
    for item in things:
        if item.isVisible() and item.opacity() > 0:
            rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(offset)
            if rect.intersects(recap):
                out.append(f"{type(item).__name__} at {rect.getRect()}")
    return out


def _where_it_stands(window: MainWindow) -> str:
    """"cloth" or "side views": the one of them that holds the recap whole ("" if neither does)."""
    recap = window.recap.geometry()
    cloth = QRect(window.view.mapTo(window, QPoint(0, 0)), window.view.size())
    if cloth.contains(recap):
        return "cloth"
    docks = [QRect(dock.mapTo(window, QPoint(0, 0)), dock.size()) for dock in window.docks.values()
             if dock.isVisible() and not dock.visibleRegion().isEmpty()]
    side = docks[0] if docks else QRect()
    for dock in docks:
        side |= dock
    return "side views" if docks and side.contains(recap) else ""


@pytest.mark.parametrize("side_views", [False, True], ids=["side-views-closed", "side-views-open"])
@pytest.mark.parametrize("role", [Role.PUNTER, Role.BANKER])
def test_the_recap_covers_no_pile_card_chips_or_plate_at_any_window_size(
    qtbot, tmp_path: Path, quick_normal, role: Role, side_views: bool, language: str
) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")
    window.show_side_views(side_views)
    window.start(config(role, computers=3, seed=4))
    window.set_autoplay(True)
    if role is Role.BANKER:
        _banker_until_recap(window, qtbot)
    else:
        from shtoss_desktop.app.shtoss.scripted_player import Manner, ScriptedPlayer

        player = ScriptedPlayer(window.controller, Manner.CASUAL)

        def punter() -> None:
            if window.scene.is_idle() and window.controller.waiting_for() is Waiting.HUMAN_STAKES:
                player.move()

        _playing_until_recap(window, qtbot, punter)
    right, left = window.scene.shown_piles()
    assert right, "the piles lie on the cloth under the recap's eyes"
    assert left
    places = {}
    for width, height in ((1024, 600), (1280, 800), (1920, 1080)):
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: abs(window.width() - w) < 2, timeout=3000)
        qtbot.wait(30)
        assert window.recap.isVisible()
        assert _covered(window) == [], f"at {width}x{height}, {language}"
        places[width] = _where_it_stands(window)
        assert places[width], f"whole on the cloth or over the side views at {width}x{height}"
        shown = window.recap
        # Its lines wrapped to a narrow column, it needs that column's width and the height they take there.
        needed = shown.heightForWidth(shown.width()) if shown.hasHeightForWidth() else shown.sizeHint().height()
        assert shown.height() >= needed, "nothing of it is cut off"
        assert shown.width() >= shown.minimumSizeHint().width()
        grid = shown._grid  # the rows written now (those of an earlier size are deleted later, hidden)
        rows = [grid.itemAt(index).widget() for index in range(grid.count())]
        assert rows, "its rows are there"
        assert all(label.isVisible() for label in rows), "and shown"
        for label in rows:
            assert label.height() >= label.heightForWidth(label.width()), f"{label.text()!r} is cut off"
        if places[width] == "side views":
            # Over the side views at 1024x600 it was written at its smallest, its stake lines 9 px high: it wraps
            # its lines to their column before it writes them smaller.
            smallest = min(label.fontInfo().pixelSize() for label in rows)
            assert smallest >= 11, f"at {width}x{height}, over the side views, lines of {smallest} px"
    if not side_views:
        assert set(places.values()) == {"cloth"}, "with the side views closed it is on the cloth"
    assert places[1920] == "cloth", "a large table has room for it"


def test_the_recap_names_each_decided_stake_s_deciding_card_and_where_it_fell(qapp) -> None:
    from shtoss_desktop.app.shtoss.narration import card_text
    from shtoss_desktop.core.shtoss.events import StakeDecided

    for role, seed in ((Role.PUNTER, 7), (Role.BANKER, 3), (Role.PUNTER, 12)):
        controller = GameController()
        start(controller, role, seed=seed)
        play(controller, deals=1)
        log = controller.game.log
        recap = deal_recap(log)
        assert recap is not None
        decided = [e for e in log if isinstance(e, StakeDecided)]
        assert decided, "stakes were decided"
        assert [(s.punter, s.card, s.deciding_card, s.position, s.abzug) for s in recap.decided] == [
            (e.punter, e.card, e.deciding_card, e.position, e.abzug) for e in decided
        ]
        for stake in recap.decided:
            line = recap_module.decided_text(stake)
            assert card_text(stake.card) in line
            assert card_text(stake.deciding_card) in line
            where = {1: "(lob)", 2: "(sonik)"}.get(
                stake.position, f"(abzug {stake.abzug}, {'right' if stake.position % 2 else 'left'})"
            )
            assert line.endswith(where), line
            verb = {"killed": "killed by", "given": "given by", "void": "void by"}[stake.outcome.value]
            assert verb in line


def test_the_recap_shows_each_punter_s_net_with_his_decided_stakes_under_it(qtbot, tmp_path: Path) -> None:
    from shtoss_desktop.core.cards import Card
    from shtoss_desktop.core.shtoss.settle import Outcome

    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    stakes = (
        recap_module.DecidedStake("You", Card.parse("QS"), Outcome.KILLED, Card.parse("QH"), 1, 1, -12),
        recap_module.DecidedStake("Narumov", Card.parse("7D"), Outcome.GIVEN, Card.parse("7C"), 8, 4, 6),
        recap_module.DecidedStake("You", Card.parse("3C"), Outcome.GIVEN, Card.parse("3D"), 2, 1, 6),
    )
    recap = recap_module.DealRecap(1, False, "Chekalinsky", (("You", -6), ("Narumov", 6)), 0, False, False, stakes)
    window.recap.show_recap(recap)
    lines = window.recap.lines()
    assert lines == [
        "You \N{MINUS SIGN}6",
        "Q♠ killed by Q♥ (lob) \N{MINUS SIGN}12",
        "3♣ given by 3♦ (sonik) +6",
        "Narumov +6",
        "7♦ given by 7♣ (abzug 4, left) +6",
        "The bank (Chekalinsky) 0",
    ]
    window.recap.go_on()


def _squeezed(window: MainWindow) -> list[str]:
    """The recap's rows shown lower than their words need, or overlapping the row above (none: all readable)."""
    grid = window.recap._grid
    out = []
    above: dict[int, QRect] = {}
    for row in range(grid.rowCount()):
        for column in (0, 1):
            item = grid.itemAtPosition(row, column)
            label = item.widget() if item is not None else None
            if not isinstance(label, QLabel) or not label.isVisible():
                continue
            needed = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
            if label.height() < needed:
                out.append(f"{label.text()!r}: {label.height()} px of {needed}")
            if column in above and label.geometry().top() < above[column].bottom():
                out.append(f"{label.text()!r} overlaps the row above")
            above[column] = label.geometry()
    return out


@pytest.mark.parametrize("side_views", [False, True], ids=["side-views-closed", "side-views-open"])
def test_watching_at_1024x600_every_row_of_the_recap_reads_whole(
    qtbot, tmp_path: Path, quick_normal, side_views: bool, language: str
) -> None:
    window = make_window(qtbot, tmp_path, speed="normal")
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: window.width() == 1024, timeout=3000)
    window.show_side_views(side_views)
    window.recap._auto.timeout.disconnect()  # it stays up to be read here
    window.start(config(Role.WATCH, computers=3, seed=4))
    window.set_autoplay(True)
    _until_recap(window, qtbot)
    qtbot.wait(30)
    assert _where_it_stands(window), "whole on the cloth or over the side views"
    assert _squeezed(window) == [], language
    recap = window.recap.geometry()
    status = window.scene.writing()["status"]
    assert status.text, "the narration's banner says something"
    view = window.view
    offset = view.viewport().mapTo(window, QPoint(0, 0))
    banner = view.mapFromScene(status.sceneBoundingRect()).boundingRect().translated(offset)
    assert not banner.intersects(recap), "the banner's words never show behind the recap's"
    # Opaque: what lies under it (the History's rows, the cloth) never shows through its words.
    picture = window.grab(recap).toImage()
    assert picture.pixelColor(6, picture.height() // 2) == QColor(10, 34, 22)
