"""The casino controller (app/casino/controller.py): the human's chips, suit bets and deals go through the core,
refusals come back in words, the computer players bet between turns, and the snapshot says what the core holds."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.casino.controller import CasinoConfig, CasinoController, chip_values, suit_amount_for
from shtoss_desktop.app.casino.snapshot import CasinoSnapshot, ShownBet
from shtoss_desktop.core.cards import Card, Rank, Suit
from shtoss_desktop.core.casino.game import BetDecided, BetPlaced, BetTakenBack, CasinoPhase, TurnDealt, stacked_shoe
from shtoss_desktop.core.casino.odds import rank_odds
from shtoss_desktop.core.casino.rules import CasinoRules


@pytest.fixture
def casino(qapp: QCoreApplication) -> Iterator[CasinoController]:
    """A controller with no session yet."""
    controller = CasinoController()
    yield controller
    controller.deleteLater()


def start(controller: CasinoController, *, players: int = 2, seed: int = 11, **rules: int) -> list[CasinoSnapshot]:
    """Start a seeded session; collect every snapshot it publishes from now on."""
    shots: list[CasinoSnapshot] = []
    controller.snapshotChanged.connect(shots.append)
    controller.new_session(CasinoConfig(rules=CasinoRules(players=players, **rules), seed=seed))
    return shots


def total_money(controller: CasinoController) -> int:
    game = controller.game
    return sum(game.balances().values()) + game.layout_total + game.house_result


def test_a_session_seats_the_human_first_and_the_computers_bet(casino: CasinoController) -> None:
    shots = start(casino, players=3)
    snapshot = shots[-1]
    assert snapshot.players[0] == "You"
    assert len(snapshot.players) == 4
    assert snapshot.human == "You"
    assert snapshot.shoe_left == snapshot.shoe_size == 312
    assert snapshot.copies == 24
    assert snapshot.bets, "the computer players bet before the first turn"
    assert all(bet.player != "You" for bet in snapshot.bets)
    assert dict(snapshot.balances) == casino.game.balances()


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
    shots: list[CasinoSnapshot] = []
    casino.snapshotChanged.connect(shots.append)
    assert casino.deal()
    snapshot = shots[-1]
    assert (snapshot.loss_card, snapshot.win_card, snapshot.turn) == (Card.parse("QH"), Card.parse("2S"), 1)
    changes = {(s.rank, s.won, s.change) for s in snapshot.settled}
    assert changes == {(Rank.QUEEN, False, -10), (Rank.TWO, True, 20)}
    assert not snapshot.bets
    assert snapshot.balance("You") == 1000 + 10
    assert "Q" in snapshot.status
    assert "2" in snapshot.status
    assert "+10" in snapshot.status


def test_the_snapshots_odds_are_the_cores_exact_odds(casino: CasinoController) -> None:
    shots = start(casino, players=1, seed=5)
    for _ in range(7):
        casino.deal()
    snapshot = shots[-1]
    game = casino.game
    for rank in Rank:
        odds = snapshot.odds_of(rank)
        left = game.copies_left(rank)
        if left:
            assert odds == rank_odds(left, game.cards_left, next_is_loss=True)
        else:
            assert odds is None
            assert not snapshot.live(rank)
        assert snapshot.gone_of(rank) == game.copies_gone(rank) == 24 - left


def test_a_whole_shoe_conserves_the_money_and_decides_every_bet_once(casino: CasinoController) -> None:
    shots = start(casino, players=3, seed=9)
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
        assert shots[-1].bets == tuple(
            ShownBet(b.player, b.rank, b.amount, b.suit, b.suit_amount) for b in casino.game.bets
        )
    assert turns == 156
    assert shots[-1].over
    assert not casino.game.bets
    placed = [e for e in casino.game.log if isinstance(e, BetPlaced)]
    ends = [e for e in casino.game.log if isinstance(e, BetDecided | BetTakenBack)]
    assert len(placed) == len(ends) > 0
    assert sum(isinstance(e, TurnDealt) for e in casino.game.log) == 156
    # Deal after the last turn shuffles a new shoe and the computers bet again.
    assert casino.deal()
    assert casino.game.phase is CasinoPhase.BETTING
    assert casino.game.shoe_number == 2
    assert shots[-1].shoe_left == 312
    assert shots[-1].turn == 0
    assert not shots[-1].over


def test_watching_seats_no_human(casino: CasinoController) -> None:
    casino.new_session(CasinoConfig(rules=CasinoRules(players=2), seed=3, watch=True))
    assert casino.human == ""
    assert "You" not in casino.game.players
    assert len(casino.game.players) == 2
    assert casino.deal()


def test_the_records_are_sent_once_each_in_order(casino: CasinoController) -> None:
    sent: list[object] = []
    casino.eventRecorded.connect(sent.append)
    start(casino, players=2, seed=4)
    casino.add_chip(Rank.ACE)
    for _ in range(3):
        casino.deal()
    assert sent == list(casino.game.log)


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
