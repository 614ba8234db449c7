"""The human banker's panel: offers he may refuse (and why), the bank's exposure beside the bank, dealing by hand
or by auto-deal, атанде, and a broken bank put up again or handed on.

Each test plays a seeded session in the main window and checks what the banker sees and can do against the core.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.shtoss.controller import GameController, SessionConfig, Waiting
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.events import (
    BankerRotated,
    BankPutUp,
    DealFinished,
    OfferReason,
    SessionEnded,
    StakeDecided,
    StakePlaced,
    StakeRefused,
)
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import BankerRotation, HouseRules, Premium, PremiumEvent
from shtoss_desktop.ui.shtoss.stake_panel import Page
from shtoss_desktop.ui.shtoss.window import MainWindow
from tests.ui.table_helpers import make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


def banker_config(rules: HouseRules, styles: tuple[PunterStyle, ...], seed: int) -> SessionConfig:
    return SessionConfig(rules=rules, role=Role.BANKER, styles=styles, seed=seed, human_name="You")


def play_until(controller: GameController, done: Callable[[], bool], limit: int = 200) -> None:
    """Play the computer players' part and the banker's (he accepts every offer and deals) until `done`."""
    for _ in range(limit):
        if done():
            return
        waiting = controller.waiting_for()
        if waiting is Waiting.HUMAN_OFFER:
            controller.answer_offer(True)
        elif waiting is Waiting.HUMAN_DEAL:
            controller.deal_abzug()
        elif waiting is Waiting.COMPUTER:
            controller.advance()
        else:
            break
    assert done(), f"the session stopped at {controller.waiting_for()}"


def click(qtbot, window: MainWindow, page: str, action: str) -> None:
    qtbot.mouseClick(window.panel.button(page, action), Qt.MouseButton.LeftButton)


# ----- offers -----

def test_the_banker_refuses_an_offer_above_his_limit_and_the_money_stays_with_the_punter(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(banker_config(HouseRules(refuse_above=2), (PunterStyle.HERMANN, PunterStyle.MIRANDOLE), seed=5))
    controller = window.controller
    game = controller.game
    controller.run_computer()
    assert controller.waiting_for() is Waiting.HUMAN_OFFER
    assert window.panel.current_page() == Page.OFFER
    offer = game.offer
    assert offer is not None
    assert offer.reasons == (OfferReason.ABOVE_LIMIT,)
    text = window.panel.offer_label.text()
    # Who, how much, and the rule that lets him refuse it, with its limit.
    assert offer.punter in text
    assert format_amount(offer.kush) in text
    assert "above your limit of 12" in text
    assert "2 × the initial kush" in text
    before = game.balance(offer.punter)
    refused = []
    controller.eventRecorded.connect(refused.append)
    click(qtbot, window, Page.OFFER, "refuse")
    assert isinstance(refused[0], StakeRefused)
    assert game.balance(offer.punter) == before
    assert game.stakes_of(offer.punter) == ()
    assert game.state().total_money == sum(b for _, b in game.state().balances) + game.bank
    # The refused punter stakes again at once, a kush the banker may not refuse.
    controller.run_computer()
    placed = [e for e in refused if isinstance(e, StakePlaced) and e.punter == offer.punter]
    assert len(placed) == 1
    assert placed[0].kush <= 2 * game.rules.initial_kush
    assert not game.offer_reasons(offer.punter, placed[0].kush)


def test_space_never_answers_an_offer_the_focus_has_moved_to_and_enter_does(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(banker_config(HouseRules(refuse_above=2), (PunterStyle.HERMANN, PunterStyle.MIRANDOLE), seed=5))
    controller = window.controller
    controller.run_computer()
    accept = window.panel.button(Page.OFFER, "accept")
    qtbot.waitUntil(accept.hasFocus)
    qtbot.keyClick(accept, Qt.Key.Key_Space)  # a banker still pressing Space to deal
    assert controller.waiting_for() is Waiting.HUMAN_OFFER
    offer = controller.game.offer
    assert offer is not None
    qtbot.keyClick(accept, Qt.Key.Key_Return)
    assert controller.game.offer is None
    assert [s.kush for s in controller.game.stakes_of(offer.punter)] == [offer.kush]


def test_accepting_an_offer_puts_the_exposure_the_panel_announced_on_the_bank(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(banker_config(HouseRules(refuse_above=2), (PunterStyle.HERMANN, PunterStyle.MIRANDOLE), seed=5))
    controller = window.controller
    controller.run_computer()
    announced = controller.exposure_if_accepted()
    assert announced > controller.exposure()
    assert f"could pay out {format_amount(announced)} of its {format_amount(controller.game.bank)}" in (
        window.panel.offer_label.text()
    )
    click(qtbot, window, Page.OFFER, "accept")
    assert controller.game.exposure() == announced


# ----- exposure, dealing, auto-deal -----

def test_the_exposure_beside_the_bank_is_the_cores_figure_through_a_seeded_deal(qtbot, tmp_path: Path) -> None:
    # A sonik premium and the thirteenth's double make the largest payout more than the stakes themselves.
    rules = HouseRules(premiums=(Premium(PremiumEvent.SONIK_WIN, 2),), thirteenth_suited_double=True)
    window = make_window(qtbot, tmp_path)
    window.start(banker_config(rules, (PunterStyle.MIRANDOLE, PunterStyle.PAROLI_RUNNER, PunterStyle.HERMANN), 11))
    controller = window.controller
    game = controller.game
    label = window.panel.bank_label
    controller.run_computer()
    assert controller.waiting_for() is Waiting.HUMAN_DEAL
    staked = sum(s.riding for s in game.state().stakes)
    seen = []
    while True:
        exposure = game.exposure()
        assert label.isVisible()
        assert label.text() == f"Bank {format_amount(game.bank)} · could pay out {format_amount(exposure)}"
        seen.append(exposure)
        if game.state().deal_number >= 1 and game.phase.value != "dealing":
            break
        click(qtbot, window, Page.DEAL, "deal")
    assert seen[0] > staked  # the premium and the double are counted
    assert seen[-1] == 0
    assert len(set(seen)) >= 3  # it falls as the stakes are decided


def test_the_bank_and_its_exposure_are_shown_only_to_a_banker(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(SessionConfig(role=Role.PUNTER, styles=(PunterStyle.MIRANDOLE,), seed=3, human_name="You"))
    window.controller.run_computer()
    assert not window.panel.bank_label.isVisible()


def test_auto_deal_is_said_while_on_and_disabled_once_the_session_is_over(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(banker_config(HouseRules(), (PunterStyle.MIRANDOLE,) * 2, seed=4))
    controller = window.controller
    auto = window.actions_by_name["auto_deal"]
    controller.run_computer()
    click(qtbot, window, Page.DEAL, "deal")  # the cut
    prompt = window.panel.prompt
    assert "let Auto-deal (G) deal them" in prompt.text()
    assert auto.isEnabled()
    click(qtbot, window, Page.DEAL, "auto_deal")
    assert auto.isChecked()
    assert "let Auto-deal" not in prompt.text()
    assert "Auto-deal deals abzug after abzug" in prompt.text()
    assert "Atande (Esc) stops it" in prompt.text()
    # Atande stops the auto-deal: the prompt says the dealing waits, Go on is the next move.
    click(qtbot, window, Page.DEAL, "atande")
    assert controller.waiting_for() is Waiting.PAUSED
    assert not controller.can_deal()
    assert "the dealing waits" in prompt.text()
    assert window.actions_by_name["resume"].isEnabled()
    assert not window.actions_by_name["atande"].isEnabled()
    controller.end_session()
    assert controller.waiting_for() is Waiting.OVER
    assert not auto.isEnabled()
    assert not window.actions_by_name["atande"].isEnabled()
    assert not window.actions_by_name["end_session"].isEnabled()
    assert not window.panel.bank_label.isVisible()


@pytest.mark.parametrize(("talia", "words"), [(False, "Your deal, banker"), (True, "Your talia, banker")])
def test_the_deal_prompt_says_talia_only_where_talia_is_played(qtbot, tmp_path: Path, talia: bool, words: str) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(banker_config(HouseRules(talia=talia), (PunterStyle.MIRANDOLE,), seed=4))
    window.controller.run_computer()
    assert window.panel.prompt.text().startswith(words)


@pytest.mark.parametrize(("talia", "words"), [(False, "Ваша метка, банкомёт"), (True, "Ваша талья, банкомёт")])
def test_the_russian_deal_prompt_says_talia_only_where_talia_is_played(
    qtbot, tmp_path: Path, russian: None, talia: bool, words: str
) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(banker_config(HouseRules(talia=talia), (PunterStyle.MIRANDOLE,), seed=4))
    window.controller.run_computer()
    assert window.panel.prompt.text().startswith(words)


@pytest.mark.parametrize(("lang", "label"), [("en", "Atande (wait)"), ("ru", "Атанде")])
def test_the_atande_button_reads_in_the_language_of_the_interface(
    qtbot, tmp_path: Path, request: pytest.FixtureRequest, lang: str, label: str
) -> None:
    if lang == "ru":
        request.getfixturevalue("russian")
    window = make_window(qtbot, tmp_path)
    window.start(banker_config(HouseRules(), (PunterStyle.MIRANDOLE,), seed=4))
    window.controller.run_computer()
    for page in (Page.DEAL, Page.WATCH):
        assert window.panel.button(page, "atande").text().replace("&", "") == label


# ----- a broken bank -----

def broken_bank_window(qtbot, tmp_path: Path, rotation: BankerRotation) -> MainWindow:
    window = make_window(qtbot, tmp_path)
    rules = HouseRules(bank=60, capital=600, banker_rotation=rotation)
    window.start(banker_config(rules, (PunterStyle.HERMANN, PunterStyle.PAROLI_RUNNER), seed=11))
    controller = window.controller
    play_until(controller, lambda: controller.waiting_for() is Waiting.HUMAN_NEW_BANK)
    return window


def test_a_broken_bank_is_put_up_again_once_then_handed_on(qtbot, tmp_path: Path) -> None:
    window = broken_bank_window(qtbot, tmp_path, BankerRotation.BANK_BROKEN)
    controller = window.controller
    game = controller.game
    actions = window.actions_by_name
    assert window.panel.current_page() == Page.NEW_BANK
    assert actions["new_bank"].isEnabled()
    assert actions["give_up_bank"].isEnabled()
    assert "Put up a new bank (N)" in window.panel.prompt.text()
    assert "passes to the next player" in window.panel.prompt.text()
    events = []
    controller.eventRecorded.connect(events.append)
    click(qtbot, window, Page.NEW_BANK, "new_bank")
    assert any(isinstance(e, BankPutUp) and e.second for e in events)
    assert controller.human_is_banker
    assert game.bank >= game.rules.initial_kush
    # Broken a second time: no new bank (the prompt says why), he can only hand it on.
    play_until(controller, lambda: controller.waiting_for() in (Waiting.HUMAN_NEW_BANK, Waiting.OVER))
    assert controller.waiting_for() is Waiting.HUMAN_NEW_BANK
    assert not actions["new_bank"].isEnabled()
    assert actions["give_up_bank"].isEnabled()
    assert "No new bank: the bank may be put up again only once." in window.panel.prompt.text()
    click(qtbot, window, Page.NEW_BANK, "give_up_bank")
    rotated = [e for e in events if isinstance(e, BankerRotated)]
    assert rotated
    assert rotated[-1].old_banker == "You"
    assert not controller.human_is_banker
    assert not window.panel.bank_label.isVisible()


def test_giving_up_a_broken_bank_without_rotation_ends_the_session(qtbot, tmp_path: Path) -> None:
    window = broken_bank_window(qtbot, tmp_path, BankerRotation.NEVER)
    assert "the session ends" in window.panel.prompt.text()
    events = []
    window.controller.eventRecorded.connect(events.append)
    click(qtbot, window, Page.NEW_BANK, "give_up_bank")
    assert isinstance(events[-1], SessionEnded)
    assert window.controller.waiting_for() is Waiting.OVER
    assert not window.actions_by_name["auto_deal"].isEnabled()


@pytest.mark.parametrize("speed", ["instant", "fast"])
def test_the_bank_line_follows_the_table_after_every_decision_under_auto_deal(qtbot, tmp_path: Path,
                                                                             speed: str) -> None:
    window = make_window(qtbot, tmp_path, speed=speed)
    window.start(banker_config(HouseRules(), (PunterStyle.MIRANDOLE, PunterStyle.PAROLI_RUNNER, PunterStyle.HERMANN),
                               11))
    controller = window.controller
    shown = window.scene.shown
    label = window.panel.bank_label
    controller.run_computer()
    assert controller.waiting_for() is Waiting.HUMAN_DEAL
    seen: list[tuple[str, str]] = []

    finished: list[object] = []

    def after_decision(event: object) -> None:
        if isinstance(event, DealFinished):
            window.set_autoplay(False)
            finished.append(event)
        if isinstance(event, StakeDecided):
            game = shown.game
            seen.append((label.text(), f"Bank {format_amount(game.bank)} · could pay out "
                                       f"{format_amount(game.exposure())}"))

    shown.eventRecorded.connect(after_decision)
    click(qtbot, window, Page.DEAL, "deal")  # the cut
    click(qtbot, window, Page.DEAL, "auto_deal")
    window.set_autoplay(True)  # auto-deal deals at the table's pace
    qtbot.waitUntil(lambda: bool(finished) and window.scene.is_idle(), timeout=60000)
    assert len(seen) >= 2
    assert [text for text, _ in seen] == [table for _, table in seen]
    assert len({table for _, table in seen}) >= 2  # the bank moved with the decisions
