"""Past deals and shoes of a played game, and each one written as the rules CLI's input (RULES.md §7.2).

A session's log is cut into its deals (shtoss: from the record after the last deal's end to the deal's
`DealFinished`) or its shoes (casino: to the shoe's `ShoeEnded`); only ended ones are past. Each `PlaySpan`
knows where it lies in the log, the steps a replay goes through (`steps`: record counts in the log, the table
before the deal's first record, then after each move the game played), who played and the money each player
won or lost in it, read from its records (`net`: stakes decided and premiums paid; bets decided).

`settle_input` and `casino_input` write a span as the CLI's `settle` or `casino` input: every stake (bet)
placed before the cut (the first turn) in the order placed, the deck (the shoe) as it was dealt, the players
named by CLI ids (`Exported.ids`: a name that is not a valid id, or is the banker's or the house's word,
becomes `P<n>`). The CLI settles every stake as an opening stake on a whole deck with no earlier deal, so a deal
that cannot be written so is refused with the reason (`Refused`, an `Unwritable` member): a stake placed after
the cut (a talia's stakes between abzugs, a raise), a paroli or paix riding a stake on, a stake gone back
undecided, a premium counting earlier deals. Whatever is written is settled by the CLI itself (`cli.answer`)
before it is handed out, and its `net` compared with the span's recorded money: a difference (a bank or a
balance the CLI's table does not have) is refused too, so an exported input never settles differently.

The game given is a played game (a live controller's or a journal's through the verified replay): its log is
what its moves made. Pure Python, for the replay list of both windows (app/replay.py).
"""

from __future__ import annotations

import enum
import json
import re
from collections.abc import Mapping, Sequence
from typing import Any, Final

import msgspec

from shtoss_desktop.core import cli
from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.core.casino.events import (
    BetChanged,
    BetDecided,
    BetPlaced,
    BetTakenBack,
    ShoeEnded,
    ShoeShuffled,
    TurnDealt,
)
from shtoss_desktop.core.casino.game import HOUSE, CasinoGame
from shtoss_desktop.core.machine import Machine, Record
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import (
    BankerRotated,
    DealFinished,
    DeckCut,
    PaixMade,
    ParoliBent,
    PremiumPaid,
    RulesChanged,
    SessionStarted,
    StakeDecided,
    StakePlaced,
    StakeReturned,
)
from shtoss_desktop.core.shtoss.rules import HouseRules, PremiumEvent

BANKER: Final = cli.BANKER
"""The banker's id in a `settle` input's `net`."""
_ID: Final = re.compile(r"[\w-]{1,32}")  # a CLI id (cli.py: letters of any script, digits, _ or -)


@enum.unique
class Unwritable(enum.StrEnum):
    """Why a deal or a shoe cannot be written as the CLI's input: the English (the member is what the
    interface looks its words up by)."""

    STAKE_AFTER_CUT = "a stake was placed after the cut (a talia's stake between abzugs, or a raise)"
    """The CLI places every stake before the cut."""
    PAROLI = "a paroli or a paix rode a stake on after it won"
    """The CLI settles opening stakes only, none riding on its winnings."""
    STAKE_BACK = "a stake went back to its punter undecided"
    """The CLI decides every stake."""
    EARLIER_STAKE = "a stake of an earlier deal was decided in it"
    """The CLI's deal has no earlier deal."""
    SERIES = "a premium for a series counts the wins of earlier deals"
    """The CLI counts series from zero."""
    BET_AFTER_TURN = "a bet was placed or changed after the shoe's first turn"
    """The CLI places every bet before the first turn."""
    CLI_REFUSES = "the command refuses a stake the table took: {reason}"
    """A bank limit or a balance the CLI's table does not have (`reason`: the CLI's error line)."""
    SETTLES_DIFFERENTLY = "the command settles it differently from the table"
    """The CLI's `net` is not the money the table recorded."""


class PlaySpan(msgspec.Struct, frozen=True):
    """One ended deal (shtoss) or shoe (casino) of a session: where it lies in the log and what it came to."""

    number: int
    """The deal's or the shoe's number in its session, from 1."""
    start: int
    """How many records of the log come before it (the table a replay starts from)."""
    end: int
    """How many records of the log it ends at (after its `DealFinished` or `ShoeEnded`, and the rest of that
    move's records)."""
    steps: tuple[int, ...]
    """The record counts a replay shows, `start` first, then after each move played, `end` last."""
    players: tuple[str, ...]
    """Who played in it: the banker first (shtoss), then each player in the order of his first stake (bet)."""
    banker: str | None
    """The banker (None: the casino's house)."""
    net: tuple[tuple[str, int], ...]
    """Each player's money won (lost, negative) in it, as in `players`; the banker's is the punters' negated."""


class Exported(msgspec.Struct, frozen=True):
    """A deal or a shoe written as the CLI's input: `command` (settle or casino) reads `data` and answers
    `net` (keys: `ids`' values, and the banker or the house)."""

    command: str
    """The CLI command: "settle" or "casino"."""
    data: dict[str, object]
    """The input object."""
    ids: tuple[tuple[str, str], ...]
    """Each player's name and the id he has in the input."""
    net: dict[str, int] = msgspec.field(default_factory=dict)
    """What the CLI answers as `net` for `data` (equal to the span's recorded money)."""

    def text(self) -> str:
        """The input as the JSON text the CLI reads (one object, indented)."""
        return json.dumps(self.data, ensure_ascii=False, indent=1) + "\n"


class Refused(msgspec.Struct, frozen=True):
    """Why a span cannot be written as the CLI's input (`reason`, with `params` for its template)."""

    reason: Unwritable
    """The reason."""
    params: Mapping[str, object] = msgspec.field(default_factory=dict)
    """The fields of its template."""

    def english(self) -> str:
        """The reason in English."""
        return self.reason.value.format(**self.params)


# ----- the spans of a log -----


def _boundaries(game: Machine[Any, Any, Any]) -> list[int]:
    """The record count of the log after the setup's records and after each move played."""
    moved = sum(len(played.events) for played in game.played)
    count = len(game.log) - moved
    found = [count]
    for played in game.played:
        count += len(played.events)
        found.append(count)
    return found


def _spans(game: Machine[Any, Any, Any], ends: type[Record]) -> list[tuple[int, int, tuple[int, ...]]]:
    """(start, end, steps) of every span of the log ended by a record of type `ends`."""
    log = game.log
    bounds = _boundaries(game)
    found: list[tuple[int, int, tuple[int, ...]]] = []
    start = bounds[0]
    for index, record in enumerate(log):
        if not isinstance(record, ends):
            continue
        end = next(b for b in bounds if b > index)
        steps = (start, *(b for b in bounds if start < b < end), end)
        found.append((start, end, steps))
        start = end
    return found


def _order(names: Sequence[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(names))


def deals(game: Game) -> list[PlaySpan]:
    """Every ended deal of a played shtoss game, oldest first."""
    log = game.log
    found: list[PlaySpan] = []
    banker = ""
    position = 0
    for start, end, steps in _spans(game, DealFinished):
        for record in log[position:start]:
            banker = _banker_after(record, banker)
        records = log[start:end]
        for record in records:
            if isinstance(record, DeckCut):
                break
            banker = _banker_after(record, banker)
        number = next(r.deal_number for r in records if isinstance(r, DealFinished))
        money: dict[str, int] = {}
        for record in records:
            if isinstance(record, StakeDecided | PremiumPaid):
                money[record.punter] = money.get(record.punter, 0) + record.amount
        punters = _order([r.punter for r in records if isinstance(r, StakePlaced)] + list(money))
        net = [(banker, -sum(money.values())), *((p, money.get(p, 0)) for p in punters)]
        found.append(PlaySpan(number, start, end, steps, (banker, *punters), banker, tuple(net)))
        position = start
    return found


def _banker_after(record: Record, banker: str) -> str:
    if isinstance(record, SessionStarted):
        return record.banker
    if isinstance(record, BankerRotated):
        return record.new_banker
    return banker


def shoes(game: CasinoGame) -> list[PlaySpan]:
    """Every ended shoe of a played casino game, oldest first."""
    log = game.log
    found: list[PlaySpan] = []
    for start, end, steps in _spans(game, ShoeEnded):
        records = log[start:end]
        number = next(r.shoe_number for r in records if isinstance(r, ShoeEnded))
        money: dict[str, int] = {}
        for record in records:
            if isinstance(record, BetDecided):
                money[record.player] = money.get(record.player, 0) + record.gain + record.suit_gain
        players = _order([r.player for r in records if isinstance(r, BetPlaced)] + list(money))
        net = tuple((p, money.get(p, 0)) for p in players)
        found.append(PlaySpan(number, start, end, steps, players, None, net))
    return found


# ----- the CLI's input -----


def _ids(names: Sequence[str], reserved: str) -> dict[str, str]:
    """A CLI id for each name: the name itself where it is one (and not `reserved`), else `P<n>` (n unused)."""
    ids: dict[str, str] = {}
    taken = {name for name in names if name != reserved and _ID.fullmatch(name)}
    number = 0
    for name in names:
        if name in taken:
            ids[name] = name
            continue
        number += 1
        while f"P{number}" in taken:
            number += 1
        ids[name] = f"P{number}"
    return ids


def _checked(command: str, data: dict[str, object], expected: dict[str, int]) -> dict[str, int] | Refused:
    """What the CLI answers as `net` for `data`, or why it is not `expected`."""
    try:
        answer = cli.answer(cli.COMMANDS[command], json.dumps(data))
    except cli.InputError as error:
        return Refused(Unwritable.CLI_REFUSES, {"reason": error.line})
    net = answer["net"]
    assert isinstance(net, dict)
    if net != expected:
        return Refused(Unwritable.SETTLES_DIFFERENTLY)
    return {str(k): int(v) for k, v in net.items()}


def settle_input(game: Game, span: PlaySpan, rules: HouseRules) -> Exported | Refused:
    """The deal `span` of `game` as the CLI's `settle` input, or why it cannot be written so (`rules`: the ones
    the session started with; the deal is played under the last ones changed before its cut)."""
    records = game.log[span.start:span.end]
    cut = next(i for i, r in enumerate(records) if isinstance(r, DeckCut))
    before, after = records[:cut], records[cut:]
    if any(isinstance(r, StakePlaced) for r in after):
        return Refused(Unwritable.STAKE_AFTER_CUT)
    if any(isinstance(r, ParoliBent | PaixMade) for r in records) or any(
            isinstance(r, StakeDecided) and r.riding != r.kush for r in after):
        return Refused(Unwritable.PAROLI)
    if any(isinstance(r, StakeReturned) for r in records):
        return Refused(Unwritable.STAKE_BACK)
    placed = {r.entry for r in before if isinstance(r, StakePlaced)}
    if any(isinstance(r, StakeDecided) and r.entry not in placed for r in after):
        return Refused(Unwritable.EARLIER_STAKE)
    for record in game.log[:span.start + cut]:
        if isinstance(record, RulesChanged):
            rules = record.rules
    deck = records[cut]
    assert isinstance(deck, DeckCut)
    assert span.banker is not None
    names = [span.banker, *(p for p in span.players if p != span.banker)]
    ids = _ids(names[1:], BANKER) | {span.banker: BANKER}
    stakes = [{"punter": ids[r.punter], "cards": [str(c) for c in r.cards], "kush": r.kush}
              for r in before if isinstance(r, StakePlaced)]
    data: dict[str, object] = {"rules": rules.to_json(), "deck": [str(c) for c in deck.deck], "stakes": stakes}
    expected = {ids[name]: amount for name, amount in span.net} if stakes else {BANKER: 0}
    checked = _checked("settle", data, expected)
    if isinstance(checked, Refused):
        if checked.reason is Unwritable.SETTLES_DIFFERENTLY and any(
                isinstance(r, PremiumPaid) and r.event is PremiumEvent.SERIES for r in records):
            return Refused(Unwritable.SERIES)
        return checked
    return Exported("settle", data, tuple((name, ids[name]) for name in names), checked)


def casino_input(game: CasinoGame, span: PlaySpan) -> Exported | Refused:
    """The shoe `span` of `game` as the CLI's `casino` input, or why it cannot be written so."""
    records = game.log[span.start:span.end]
    first = next(i for i, r in enumerate(records) if isinstance(r, TurnDealt))
    before, after = records[:first], records[first:]
    if any(isinstance(r, BetPlaced | BetChanged | BetTakenBack) for r in after):
        return Refused(Unwritable.BET_AFTER_TURN)
    shoe = next(r for r in records if isinstance(r, ShoeShuffled))
    ids = _ids(span.players, HOUSE)
    bets: dict[tuple[str, Rank], tuple[int, Suit | None, int]] = {}
    for record in before:
        if isinstance(record, BetPlaced | BetChanged):
            bets[(record.player, record.rank)] = (record.amount, record.suit, record.suit_amount)
        elif isinstance(record, BetTakenBack):
            del bets[(record.player, record.rank)]
    rows: list[dict[str, object]] = []
    for (player, rank), (amount, suit, suit_amount) in bets.items():
        row: dict[str, object] = {"player": ids[player], "rank": rank.char, "amount": amount}
        if suit is not None:
            row |= {"suit": suit.value, "suit_amount": suit_amount}
        rows.append(row)
    data: dict[str, object] = {"decks": game.rules.decks, "shoe": [str(c) for c in shoe.order], "bets": rows}
    bettors = {player for player, _ in bets}
    expected = {ids[name]: amount for name, amount in span.net if amount or name in bettors}
    expected[HOUSE] = -sum(expected.values())
    checked = _checked("casino", data, expected)
    if isinstance(checked, Refused):
        return checked
    return Exported("casino", data, tuple((name, ids[name]) for name in span.players), checked)


__all__ = ["BANKER", "Exported", "PlaySpan", "Refused", "Unwritable", "casino_input", "deals", "settle_input",
           "shoes"]
