"""The casino controller (app/casino/controller.py): the human's chips, suit bets and deals go through the core,
refusals come back in words, the computer players bet between turns, and the records it publishes are the game:
a view that follows them alone holds what the core holds."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.casino.controller import CasinoConfig, CasinoController, chip_values, suit_amount_for
from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.casino.events import (
    BetDecided,
    BetPlaced,
    BetTakenBack,
    CasinoEvent,
    CasinoSessionStarted,
    TurnDealt,
)
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.casino.settle import BetOutcome
from shtoss_desktop.core.casino.shoe import stacked_shoe
from shtoss_desktop.core.casino.table import CasinoPhase


@pytest.fixture
def casino(qapp: QCoreApplication) -> Iterator[CasinoController]:
    """A controller with no session yet."""
    controller = CasinoController()
    yield controller
    controller.deleteLater()


class Follower:
    """A view that knows the game only from the controller's records, as the table and the models do: it rebuilds
    its own copy by `apply` and notes each action's records (ended by `changed`)."""

    def __init__(self, controller: CasinoController) -> None:
        self.controller = controller
        self.game: CasinoGame | None = None
        self.actions: list[list[CasinoEvent]] = []
        self._open: list[CasinoEvent] = []
        controller.sessionStarted.connect(self._started)
        controller.eventRecorded.connect(self._record)
        controller.changed.connect(self._changed)

    def _started(self) -> None:
        self.game = None
        self._open = []

    def _record(self, event: CasinoEvent) -> None:
        if isinstance(event, CasinoSessionStarted):
            self.game = CasinoGame.replay(self.controller.rules, [event])
        else:
            assert self.game is not None, "the first record of a session is its CasinoSessionStarted"
            self.game.apply(event)
        self._open.append(event)

    def _changed(self) -> None:
        self.actions.append(self._open)
        self._open = []

    def holds_what_the_core_holds(self) -> bool:
        game, core = self.game, self.controller.game
        assert game is not None
        return (game.log == core.log and game.balances() == core.balances() and game.bets == core.bets
                and game.house_result == core.house_result and game.cards_left == core.cards_left
                and all(game.copies_gone(rank) == core.copies_gone(rank) for rank in Rank)
                and game.odds_table() == core.odds_table() and game.phase is core.phase)


def start(controller: CasinoController, *, players: int = 2, seed: int = 11, **rules: int) -> Follower:
    """Start a seeded session, followed from its first record."""
    follower = Follower(controller)
    controller.new_session(CasinoConfig(rules=CasinoRules(players=players, **rules), seed=seed))
    return follower


def total_money(controller: CasinoController) -> int:
    game = controller.game
    return sum(game.balances().values()) + game.layout_total + game.house_result


def test_a_session_seats_the_human_first_and_the_computers_bet(casino: CasinoController) -> None:
    follower = start(casino, players=3)
    game = follower.game
    assert game is not None
    assert game.players[0] == "You"
    assert len(game.players) == 4
    assert casino.human == "You"
    assert game.cards_left == len(game.shoe) == 312
    assert game.rules.decks * 4 == 24
    assert game.bets, "the computer players bet before the first turn"
    assert all(bet.player != "You" for bet in game.bets)
    assert follower.holds_what_the_core_holds()
    assert len(follower.actions) == 1, "the session's start is one action: its records, then changed"
    assert casino.status_text().startswith("Place your bets")


def test_chips_add_to_and_come_off_the_humans_bet(casino: CasinoController) -> None:
    start(casino, players=0, table_minimum=10, table_maximum=500)
    assert chip_values(casino.config.rules) == (10, 25, 50, 100, 250, 500)
    casino.set_chip(25)
    assert casino.add_chip(Rank.QUEEN)
    assert casino.game.bet_of("You", Rank.QUEEN).amount == 25  # type: ignore[union-attr]
    assert casino.add_chip(Rank.QUEEN)
    assert casino.game.bet_of("You", Rank.QUEEN).amount == 50  # type: ignore[union-attr]
    assert casino.take_chip(Rank.QUEEN)
    assert casino.game.bet_of("You", Rank.QUEEN).amount == 25  # type: ignore[union-attr]
    # Less than a chip more would stay: the whole bet comes back.
    assert casino.take_chip(Rank.QUEEN)
    assert casino.game.bet_of("You", Rank.QUEEN) is None
    assert casino.game.balance("You") == 1000
    with pytest.raises(ValueError, match="not a chip"):
        casino.set_chip(7)


def test_a_refusal_is_said_in_words_and_changes_nothing(casino: CasinoController, qtbot: QtBot) -> None:
    start(casino, players=0, table_minimum=10, table_maximum=20)
    casino.set_chip(20)
    casino.add_chip(Rank.TWO)
    before = casino.game.log
    with qtbot.waitSignal(casino.refused) as blocker:
        assert not casino.add_chip(Rank.TWO)
    assert "40" in blocker.args[0], blocker.args
    assert "20" in blocker.args[0], blocker.args
    with qtbot.waitSignal(casino.refused) as blocker:
        assert not casino.take_chip(Rank.FIVE)
    assert "5" in blocker.args[0]
    assert casino.game.log == before


def test_a_suit_bet_goes_with_the_rank_bet_and_is_even(casino: CasinoController) -> None:
    start(casino, players=0, table_minimum=10, table_maximum=500)
    casino.set_chip(25)
    assert suit_amount_for(25) == 26
    assert suit_amount_for(10) == 10
    # Without a rank bet, a suit bet brings one: a chip on the rank and an even suit bet.
    assert casino.set_suit(Rank.SEVEN, Suit.HEARTS)
    bet = casino.game.bet_of("You", Rank.SEVEN)
    assert bet is not None
    assert (bet.amount, bet.suit, bet.suit_amount) == (25, Suit.HEARTS, 26)
    assert casino.set_suit(Rank.SEVEN, Suit.CLUBS)
    bet = casino.game.bet_of("You", Rank.SEVEN)
    assert bet is not None
    assert (bet.suit, bet.suit_amount) == (Suit.CLUBS, 26)
    assert casino.set_suit(Rank.SEVEN, None)
    bet = casino.game.bet_of("You", Rank.SEVEN)
    assert bet is not None
    assert (bet.suit, bet.suit_amount) == (None, 0)
    assert casino.game.balance("You") == 1000 - 25


def test_a_turn_settles_the_bets_it_decides_and_says_so(casino: CasinoController) -> None:
    # A stacked shoe: the first turn is the queen of hearts on loss, the two of spades on win.
    shoe = stacked_shoe(6, ["QH", "2S"])
    casino.new_session(CasinoConfig(rules=CasinoRules(players=0), seed=1, shoe=shoe))
    assert casino.game.turns_dealt == 0
    casino.set_chip(10)
    casino.add_chip(Rank.QUEEN)
    casino.add_chip(Rank.TWO)
    casino.set_suit(Rank.TWO, Suit.SPADES)
    follower = Follower(casino)
    follower.game = CasinoGame.replay(casino.rules, casino.game.log)
    assert casino.deal()
    [records] = follower.actions
    turn = next(e for e in records if isinstance(e, TurnDealt))
    assert (turn.loss_card, turn.win_card, turn.turn) == (Card.parse("QH"), Card.parse("2S"), 1)
    changes = {(e.rank, e.outcome, e.gain + e.suit_gain) for e in records if isinstance(e, BetDecided)}
    assert changes == {(Rank.QUEEN, BetOutcome.LOST, -10), (Rank.TWO, BetOutcome.WON, 20)}
    assert not casino.game.bets
    assert casino.game.balance("You") == 1000 + 10
    assert follower.holds_what_the_core_holds()
    status = casino.status_text()
    assert "Q" in status
    assert "2" in status
    assert "+10" in status


def test_a_view_that_follows_the_records_holds_the_cores_game_and_exact_odds(casino: CasinoController) -> None:
    follower = start(casino, players=1, seed=5)
    for turn in range(7):
        casino.add_chip(list(Rank)[turn])
        casino.deal()
        assert follower.holds_what_the_core_holds()
    game = follower.game
    assert game is not None
    for rank in Rank:
        assert game.copies_gone(rank) == casino.game.copies_gone(rank) == 24 - casino.game.copies_left(rank)
    assert len(follower.actions) == 1 + 7 + 7, "every action ends with changed, after its records"


def test_a_whole_shoe_conserves_the_money_and_decides_every_bet_once(casino: CasinoController) -> None:
    follower = start(casino, players=3, seed=9)
    start_money = total_money(casino)
    turns = 0
    ranks = list(Rank)
    while casino.game.phase is CasinoPhase.BETTING:
        rank = ranks[turns % len(ranks)]
        if casino.game.copies_left(rank):
            casino.add_chip(rank)
            if turns % 3 == 0:
                casino.set_suit(rank, Suit.DIAMONDS)
            if turns % 5 == 0:
                casino.take_chip(rank)
        assert casino.deal()
        turns += 1
        assert total_money(casino) == start_money
        assert follower.holds_what_the_core_holds()
    assert turns == 156
    assert casino.game.phase is CasinoPhase.SHOE_OVER
    assert follower.holds_what_the_core_holds()
    assert not casino.game.bets
    placed = [e for e in casino.game.log if isinstance(e, BetPlaced)]
    ends = [e for e in casino.game.log if isinstance(e, BetDecided | BetTakenBack)]
    assert len(placed) == len(ends) > 0
    assert sum(isinstance(e, TurnDealt) for e in casino.game.log) == 156
    # Deal after the last turn shuffles a new shoe and the computers bet again.
    assert casino.deal()
    assert casino.game.phase is CasinoPhase.BETTING
    assert casino.game.shoe_number == 2
    assert follower.game is not None
    assert (follower.game.cards_left, follower.game.turns_dealt, follower.game.phase) == (312, 0, CasinoPhase.BETTING)
    assert casino.status_text() == "A new shoe is shuffled: place your bets"


def test_watching_seats_no_human(casino: CasinoController) -> None:
    casino.new_session(CasinoConfig(rules=CasinoRules(players=2), seed=3, watch=True))
    assert casino.human == ""
    assert "You" not in casino.game.players
    assert len(casino.game.players) == 2
    assert casino.deal()


def test_the_records_are_sent_once_each_in_order(casino: CasinoController, qtbot: QtBot) -> None:
    sent: list[object] = []
    casino.eventRecorded.connect(sent.append)
    follower = start(casino, players=2, seed=4)
    casino.add_chip(Rank.ACE)
    for _ in range(3):
        casino.deal()
    assert sent == list(casino.game.log)
    assert [e for action in follower.actions for e in action] == sent
    with qtbot.assertNotEmitted(casino.changed), qtbot.assertNotEmitted(casino.eventRecorded):
        assert not casino.take_chip(Rank.KING), "a refusal records nothing"


def test_a_resumed_game_is_sent_whole_and_the_status_says_it_goes_on(casino: CasinoController) -> None:
    start(casino, players=2, seed=4)
    for _ in range(5):
        casino.add_chip(Rank.SEVEN)
        casino.deal()
    kept = CasinoGame.replay(casino.rules, casino.game.log)
    other = CasinoController()
    follower = Follower(other)
    other.resume(casino.config, kept)
    [records] = follower.actions
    assert records == list(kept.log)
    assert follower.holds_what_the_core_holds()
    assert other.status_text().startswith("The casino game kept from last time goes on")
    other.deleteLater()


def test_the_table_settles_a_shoe_exactly_as_the_cli_does(casino: CasinoController) -> None:
    import json
    import subprocess
    import sys
    from pathlib import Path

    casino.new_session(CasinoConfig(rules=CasinoRules(players=0, table_maximum=500), seed=77))
    bets = [(Rank.SEVEN, None), (Rank.QUEEN, Suit.HEARTS), (Rank.TEN, Suit.CLUBS), (Rank.ACE, None),
            (Rank.TWO, Suit.DIAMONDS)]
    for rank, suit in bets:
        casino.add_chip(rank)
        if suit is not None:
            casino.set_suit(rank, suit)
    game = casino.game
    request = {
        "decks": 6,
        "shoe": [str(card) for card in game.shoe],
        "bets": [{"player": "P1", "rank": b.rank.char, "amount": b.amount}
                 | ({"suit": b.suit.value, "suit_amount": b.suit_amount} if b.suit is not None else {})
                 for b in game.bets],
    }
    while game.phase is CasinoPhase.BETTING:
        casino.deal()
    done = subprocess.run([sys.executable, "-m", "shtoss_desktop.core", "casino"], input=json.dumps(request),
                          capture_output=True, text=True, check=True, cwd=Path(__file__).resolve().parents[3])
    rows = {row["rank"]: row for row in json.loads(done.stdout)["bets"]}
    decided = [e for e in game.log if isinstance(e, BetDecided)]
    assert len(decided) == len(rows) == len(bets)
    for event in decided:
        row = rows[event.rank.char]
        assert (row["outcome"], row["position"], row["plie"], row["gain"]) == (
            event.outcome.value, event.position, event.plie, event.gain)
        assert row.get("suit_gain", 0) == event.suit_gain
        assert row.get("suit_outcome") == (event.suit_outcome.value if event.suit_outcome else None)
    assert game.balance("You") - 1000 == json.loads(done.stdout)["net"]["P1"]
