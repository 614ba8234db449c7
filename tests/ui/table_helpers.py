"""Helpers for the table and main-window tests: a window on a throw-away settings file, a check that what the
table shows agrees with the core's state, and an item painted alone into an image."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from shtoss_desktop.app.shtoss.controller import SessionConfig
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import DeckCut, StakeDecided
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.settle import Outcome
from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui.shtoss.window import MainWindow
from shtoss_desktop.ui.table.items import Mark


def make_window(qtbot: object, tmp_path: Path, *, speed: str = "instant") -> MainWindow:
    """A shown main window with its own settings file, animating at `speed`, computer play held."""
    settings = AppSettings(tmp_path / "settings.ini")
    settings.set("animation_speed", speed)
    settings.set("card_theme", "classic")  # the same deck on every machine (the default follows what is installed)
    window = MainWindow(settings, remember_geometry=False)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.set_autoplay(False)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # type: ignore[attr-defined]
    return window


def config(role: Role, *, computers: int = 2, seed: int = 7, rules: HouseRules | None = None) -> SessionConfig:
    """A seeded session with `computers` cautious computer punters."""
    return SessionConfig(
        rules=rules or HouseRules(), role=role, styles=(PunterStyle.MIRANDOLE,) * computers, seed=seed, human_name="You"
    )


def assert_table_matches_core(window: MainWindow) -> None:
    """Every card, pile, chip stack and the bank on the table agree with the game's state (the table must
    be idle: every event shown). Whether the ended deal's cards have been gathered yet is the table's to say
    (`deal_gathered`); until they are, every card killed or void since the last cut lies face up, and after, none."""
    scene = window.scene
    assert scene.is_idle()
    game = window.controller.game
    state = game.state()
    right, left = scene.shown_piles()
    clean = scene.deal_gathered()
    if state.deck and not clean:
        assert right == state.right_pile
        assert left == state.left_pile
    else:
        assert (right, left) == ((), ())
    lob, sonik = scene.shown_lob_and_sonik()
    if state.phase.value == "dealing" and len(state.remaining) >= 2:
        assert (lob, sonik) == state.remaining[:2]
    else:
        assert (lob, sonik) == (None, None)
    assert scene.shown_bank() == state.bank
    shown = {(c.punter, c.card): c for c in scene.shown_seat_cards()}
    expected = set()
    for stake in state.stakes:
        card = shown[(stake.punter, stake.card)]
        assert not card.face_up, f"{stake.card} is undecided and must lie face down"
        assert card.corners == stake.corners
        assert card.chips == stake.riding
        assert card.mark is None
        expected.add((stake.punter, stake.card))
    for win in state.winnings:
        card = shown[(win.punter, win.card)]
        assert card.face_up
        assert card.mark is Mark.GIVEN
        assert (card.chips, card.won) == (win.riding, win.won)
        expected.add((win.punter, win.card))
    if state.offer is not None:
        for offered in state.offer.cards:
            assert shown[(state.offer.punter, offered)].mark is Mark.OFFERED
            expected.add((state.offer.punter, offered))
    dead = scene.dead_cards()
    assert not (clean and dead), "a gathered cloth keeps no dead card"
    decided_since_cut: dict[tuple[str, Card], StakeDecided] = {}  # the last decision of each card
    for event in reversed(game.log):
        if isinstance(event, DeckCut):
            break
        if isinstance(event, StakeDecided) and event.outcome is not Outcome.GIVEN:
            decided_since_cut.setdefault((event.punter, event.card), event)
    for key, event in decided_since_cut.items():
        if clean or key in expected:  # gathered, or the card is live again (staked, won or offered)
            continue
        assert dead.get(key) == event, f"{event.card} was decided in this deal: the table keeps it"
        card = shown[key]
        assert card.face_up, f"{event.card} was decided and must be turned up"
        assert card.mark is (Mark.KILLED if event.outcome is Outcome.KILLED else Mark.VOID)
        assert card.chips == 0
        expected.add(key)
    assert set(dead) <= expected | set(decided_since_cut), "a dead card of another deal"
    assert set(shown) == expected
    for player, balance in state.balances:
        plate = scene.plate(player)
        assert plate is not None
        assert plate.money.replace("\u00a0", "").replace(",", "").replace(" ", "") == str(balance)


def render(scene: QGraphicsScene, item: QGraphicsItem, area: QRectF | None = None) -> tuple[QImage, QRectF]:
    """Paint `item` alone (the scene's only item) at scale 1: the image and the scene area it shows."""
    for other in scene.items():
        if other is not item and other.parentItem() is None:
            scene.removeItem(other)
    if item.scene() is not scene:
        scene.addItem(item)
    source = (area or item.sceneBoundingRect()).toAlignedRect()
    image = QImage(source.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), QRectF(source))
    painter.end()
    return image, QRectF(source)


def pixel(image: QImage, area: QRectF, point: QPointF) -> QColor:
    """The colour painted at scene `point`."""
    return image.pixelColor(round(point.x() - area.left()), round(point.y() - area.top()))
