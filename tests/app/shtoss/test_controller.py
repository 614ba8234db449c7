"""The controller: punter and banker flows, what it waits for, offers, rule changes and атанде."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.shtoss.controller import GameController, SessionConfig, Waiting
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.seats import Role
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.errors import GameError
from shtoss_desktop.core.shtoss.events import (
    AtandeCalled,
    CardDealt,
    DealFinished,
    DeckCut,
    Event,
    OfferReason,
    RulesChanged,
    SessionStarted,
    StakePlaced,
    StakeRefused,
)
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.core.shtoss.table import Phase
from tests.app.app_helpers import HUMAN, play, start


def recorded(controller: GameController) -> list[Event]:
    events: list[Event] = []
    controller.eventRecorded.connect(events.append)
    return events


def test_new_session_signals_then_publishes_the_opening_records(controller: GameController, qtbot: QtBot) -> None:
    order: list[str] = []
    controller.sessionStarted.connect(lambda: order.append("started"))
    controller.eventRecorded.connect(lambda event: order.append(event.kind))
    with qtbot.waitSignal(controller.sessionStarted):
        start(controller)
    assert order == ["started", "session_started", "bank_put_up"]
    assert isinstance(controller.game.log[0], SessionStarted)
    assert controller.human == HUMAN
    assert controller.human_is_punter
    assert not controller.human_is_banker


def test_punter_flow_waits_for_the_human_then_deals_to_the_end(controller: GameController) -> None:
    start(controller)
    assert controller.waiting_for() is Waiting.COMPUTER  # the computer punters stake first
    controller.run_computer()
    assert controller.waiting_for() is Waiting.HUMAN_STAKES
    assert controller.game.stakes_of(HUMAN) == ()
    assert controller.game.can_cut()
    events = recorded(controller)
    controller.place_stake([Card.parse("7D")])
    assert isinstance(events[-1], StakePlaced)
    assert events[-1].punter == HUMAN
    controller.cut(5)
    assert any(isinstance(e, DeckCut) and e.punter == HUMAN and e.position == 5 for e in events)
    assert controller.waiting_for() is Waiting.COMPUTER
    controller.run_computer()
    assert any(isinstance(e, DealFinished) for e in events)
    assert controller.waiting_for() is Waiting.HUMAN_STAKES
    assert not controller.game.stakes_of(HUMAN)


def test_a_punter_cannot_cut_without_a_stake(controller: GameController) -> None:
    start(controller, styles=(PunterStyle.MIRANDOLE,))
    controller.run_computer()
    controller.end_session()
    assert controller.waiting_for() is Waiting.OVER
    with pytest.raises(GameError):
        controller.cut()


def test_banker_flow_deals_abzug_by_abzug(controller: GameController) -> None:
    start(controller, role=Role.BANKER, styles=(PunterStyle.MIRANDOLE, PunterStyle.MIRANDOLE))
    assert controller.human_is_banker
    controller.run_computer()
    assert controller.waiting_for() is Waiting.HUMAN_DEAL
    assert controller.can_deal()
    events = recorded(controller)
    controller.deal_abzug()
    assert [e.kind for e in events][-2:] == ["deck_cut", "lob_and_sonik_shown"]
    assert controller.game.phase is Phase.DEALING
    before = len(events)
    controller.deal_abzug()
    dealt = [e for e in events[before:] if isinstance(e, CardDealt)]
    assert [(e.position, e.pile.value) for e in dealt] == [(1, "right"), (2, "left")]
    while controller.game.phase is Phase.DEALING:
        assert controller.waiting_for() is Waiting.HUMAN_DEAL
        controller.deal_abzug()
    assert isinstance(next(e for e in reversed(events) if isinstance(e, DealFinished)), DealFinished)


def test_a_human_banker_answers_offers(controller: GameController) -> None:
    rules = HouseRules(refuse_above=1)
    start(controller, role=Role.BANKER, rules=rules, styles=(PunterStyle.HERMANN, PunterStyle.HERMANN))
    controller.run_computer()
    assert controller.waiting_for() is Waiting.HUMAN_OFFER
    offer = controller.game.offer
    assert offer is not None
    assert OfferReason.ABOVE_LIMIT in offer.reasons
    events = recorded(controller)
    controller.answer_offer(False)
    assert isinstance(events[-1], StakeRefused)
    assert events[-1].punter == offer.punter
    controller.run_computer()
    assert controller.waiting_for() is Waiting.HUMAN_OFFER
    second = controller.game.offer
    assert second is not None
    controller.answer_offer(True)
    assert isinstance(events[-1], StakePlaced)
    assert events[-1].kush == second.kush
    assert controller.game.offer is None


def test_a_refused_computer_punter_stakes_again_at_once_within_the_banker_s_limit(controller: GameController) -> None:
    start(controller, role=Role.BANKER, rules=HouseRules(refuse_above=2), styles=(PunterStyle.HERMANN,))
    controller.run_computer()
    offer = controller.game.offer
    assert offer is not None
    balance = controller.game.balance(offer.punter)
    events = recorded(controller)
    controller.answer_offer(False)
    assert controller.game.balance(offer.punter) == balance  # the refused money never left him
    assert controller.waiting_for() is Waiting.COMPUTER  # his turn again, in this same deal
    controller.run_computer()
    [placed] = [e for e in events if isinstance(e, StakePlaced)]
    assert placed.punter == offer.punter
    assert placed.kush == 2 * controller.game.rules.initial_kush
    assert controller.waiting_for() is Waiting.HUMAN_DEAL


def test_a_session_resumed_after_a_refusal_gives_the_refused_punter_his_turn_again(
    controller: GameController, qapp
) -> None:
    start(controller, role=Role.BANKER, rules=HouseRules(refuse_above=2), styles=(PunterStyle.HERMANN,))
    controller.run_computer()
    offer = controller.game.offer
    assert offer is not None
    punter = offer.punter
    controller.answer_offer(False)
    other = GameController()
    styles = {name: strategy.style for name, strategy in controller.strategies.items()}
    other.adopt_session(controller.config, Game.replay(controller.config.rules, controller.game.log), styles)
    assert other.waiting_for() is Waiting.COMPUTER
    assert other.strategies[punter].refused
    other.run_computer()
    assert other.game.offer is None
    assert [s.kush for s in other.game.stakes_of(punter)] == [2 * other.game.rules.initial_kush]


def test_the_bank_s_exposure_is_the_cores_and_an_offer_shows_what_accepting_adds(controller: GameController) -> None:
    start(controller, role=Role.BANKER, rules=HouseRules(refuse_above=2),
          styles=(PunterStyle.MIRANDOLE, PunterStyle.HERMANN))
    controller.run_computer()
    game = controller.game
    offer = game.offer
    assert offer is not None
    assert controller.exposure() == game.exposure() == sum(s.riding for s in game.state().stakes)
    assert controller.exposure_if_accepted() == controller.exposure() + offer.kush * len(offer.cards)
    announced = controller.exposure_if_accepted()
    controller.answer_offer(True)
    assert controller.exposure() == announced


def test_the_banker_s_controls_follow_the_core_and_stop_with_the_session(controller: GameController) -> None:
    start(controller, role=Role.BANKER, styles=(PunterStyle.MIRANDOLE,))
    controller.run_computer()
    assert controller.can_auto_deal()
    assert controller.can_end_session()
    assert not controller.can_call_atande()  # nothing is being dealt yet
    controller.deal_abzug()
    assert controller.can_call_atande()
    controller.call_atande()
    assert not controller.can_call_atande()  # already waiting
    controller.resume()
    assert not controller.can_new_bank()
    assert not controller.can_give_up_bank()  # the bank is not broken
    controller.end_session()
    assert not controller.can_auto_deal()
    assert not controller.can_end_session()
    assert not controller.can_call_atande()
    with pytest.raises(GameError):
        controller.call_atande()
    assert not controller.paused  # an атанде the core refuses leaves nothing waiting


def test_a_computer_banker_answers_the_human_punters_offer(controller: GameController) -> None:
    start(controller, rules=HouseRules(refuse_above=2), styles=(PunterStyle.MIRANDOLE,))
    controller.run_computer()
    events = recorded(controller)
    controller.place_stake([Card.parse("AS")], 60)
    assert controller.game.offer is not None
    assert controller.waiting_for() is Waiting.COMPUTER
    controller.advance()
    assert isinstance(events[-1], StakeRefused)
    assert controller.waiting_for() is Waiting.HUMAN_STAKES


def test_rules_changed_before_any_stake_apply_at_once(controller: GameController) -> None:
    start(controller)
    controller.run_computer()
    events = recorded(controller)
    controller.change_rules(HouseRules(thirds=True))
    assert controller.game.rules.thirds
    assert controller.pending_rules is None
    assert isinstance(events[-1], RulesChanged)


def test_rules_changed_with_a_stake_down_apply_from_the_next_deal(controller: GameController) -> None:
    start(controller)
    controller.run_computer()
    controller.place_stake([Card.parse("7D")])
    events = recorded(controller)
    controller.change_rules(HouseRules(thirds=True))
    assert controller.pending_rules is not None
    assert not controller.game.rules.thirds
    controller.cut(0)  # this deal is dealt under the rules its stakes were placed under
    assert not controller.game.rules.thirds
    assert controller.game.phase is Phase.DEALING
    assert not any(isinstance(e, RulesChanged) for e in events)
    controller.run_computer()
    assert controller.game.rules.thirds
    assert controller.pending_rules is None
    kinds = [e.kind for e in events]
    assert kinds.index("rules_changed") > kinds.index("deal_finished")
    assert controller.waiting_for() is Waiting.HUMAN_STAKES


def test_atande_pauses_the_deal_until_resume(controller: GameController, qtbot: QtBot) -> None:
    start(controller, styles=(PunterStyle.MIRANDOLE,))
    controller.run_computer()
    controller.place_stake([Card.parse("KH")])
    controller.cut(10)
    events = recorded(controller)
    controller.call_atande()
    assert isinstance(events[-1], AtandeCalled)
    assert events[-1].player == HUMAN
    assert controller.paused
    assert controller.waiting_for() is Waiting.PAUSED
    assert controller.advance() is False
    assert controller.run_computer() == 0
    with qtbot.waitSignal(controller.changed):
        controller.resume()
    assert not controller.paused
    assert controller.waiting_for() is Waiting.COMPUTER
    assert controller.advance()


def test_a_whole_session_as_punter_and_as_banker_conserves_the_chips(controller: GameController) -> None:
    for role in (Role.PUNTER, Role.BANKER):
        start(controller, role=role, rules=HouseRules(talia=role is Role.PUNTER))
        total = controller.game.state().total_money
        play(controller, 4, lambda total=total: assert_total(controller, total))
        assert controller.game.state().deal_number >= 4 or controller.waiting_for() is Waiting.OVER


def assert_total(controller: GameController, total: int) -> None:
    assert controller.game.state().total_money == total


def test_watching_runs_to_the_end_without_the_human(controller: GameController) -> None:
    start(controller, role=Role.WATCH, rules=HouseRules(bank=60, capital=120))
    assert controller.human is None
    controller.run_computer(limit=20_000)
    assert controller.waiting_for() in (Waiting.OVER, Waiting.COMPUTER)
    with pytest.raises(GameError):
        controller.place_stake([Card.parse("7D")])


def test_a_human_named_like_a_computer_player_gets_a_table_of_distinct_names(qapp) -> None:
    controller = GameController()
    controller.new_session(SessionConfig(role=Role.PUNTER, styles=tuple(PunterStyle)[:4], seed=1,
                                         human_name="Narumov"))
    players = controller.game.state().players
    assert len(players) == len(set(players)) == 6
    assert players.count("Narumov") == 1
    assert controller.human == "Narumov"
    assert controller.human_is_punter


def test_a_human_punter_may_sit_alone_against_the_banker(qapp) -> None:
    controller = GameController()
    controller.new_session(SessionConfig(role=Role.PUNTER, styles=(), seed=2, human_name="Hermann"))
    assert controller.game.punters == ("Hermann",)
    controller.run_computer()
    assert controller.waiting_for() is Waiting.HUMAN_STAKES
    controller.place_stake([Card.parse("3S")])
    controller.cut(0)
    controller.run_computer()
    state = controller.game.state()
    assert not state.stakes, "the computer banker dealt until the three was decided"
    assert state.total_money == 2 * state.rules.capital


def _turn_state(controller: GameController) -> tuple[object, ...]:
    """Everything the controller keeps about whose turn it is."""
    return (list(controller._queue), controller._queue_key, controller.paused, controller.pending_rules,
            len(controller.game.log))


@pytest.mark.parametrize("role", [Role.PUNTER, Role.BANKER, Role.WATCH])
def test_asking_what_the_session_waits_for_changes_nothing(controller: GameController, role: Role) -> None:
    checked: list[Waiting] = []

    def ask() -> None:
        before = _turn_state(controller)
        answers = {controller.waiting_for() for _ in range(3)}
        if controller.human is not None:
            controller.can_deal()
        assert len(answers) == 1
        assert _turn_state(controller) == before
        checked.extend(answers)

    start(controller, role=role, rules=HouseRules(talia=role is Role.PUNTER))
    if role is Role.WATCH:
        for _ in range(150):
            ask()
            if not controller.advance():
                break
    else:
        play(controller, 2, ask)
    assert Waiting.COMPUTER in checked
    if role is not Role.WATCH:
        assert len(set(checked)) >= 2  # the human's turns were asked about too


def test_the_computer_punters_turns_are_handed_out_when_the_game_changes(controller: GameController) -> None:
    waiting_seen: list[Waiting] = []
    controller.eventRecorded.connect(lambda _event: waiting_seen.append(controller.waiting_for()))
    start(controller, role=Role.BANKER, styles=(PunterStyle.MIRANDOLE, PunterStyle.HERMANN))
    # Right after the opening records, before anyone asked, the two computer punters have their turn.
    assert controller.waiting_for() is Waiting.COMPUTER
    assert waiting_seen
    assert set(waiting_seen) == {Waiting.COMPUTER}
    assert controller.run_computer() == 2
    assert controller.waiting_for() is Waiting.HUMAN_DEAL
    # Asking again hands out no second turn.
    assert controller.run_computer() == 0


def test_every_record_of_a_session_is_sent_once_in_the_order_of_the_log(controller: GameController) -> None:
    sent: list[object] = []
    controller.sessionStarted.connect(sent.clear)
    controller.eventRecorded.connect(sent.append)
    start(controller, rules=HouseRules(talia=True))
    play(controller, 2)
    controller.end_session()
    log = controller.game.log
    assert len(sent) == len(log)
    assert all(a is b for a, b in zip(sent, log, strict=True))
