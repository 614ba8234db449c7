"""The rules CLI: `python -m shtoss_desktop.core settle|odds|simulate|casino` (RULES.md section 7.2).

One JSON object comes in on standard input and one goes out on standard output. Bad input exits
with status 2 and one line on standard error, `place: problem`, naming where the first problem is
(`rules.deck_size`, `deck[5]`, `stakes[2].kush`, ...), and nothing on standard output. Problems are
looked for in the order the contract fixes: JSON syntax; the top-level keys (unknown ones, then
missing required ones); each rules key in table order; the rules combinations; the command's other
fields in the order the contract lists them; and for each stake its punter, cards and kush, then the
rule checks, which are the `Game`'s own (`settle` plays the deal through the state machine). `casino`
checks `decks`, then the shoe (its length, each card, each card's count in deck order), then each bet's
player, rank, amount, suit and suit_amount and a second bet of one player on one rank; every bet is then
settled by `casino.decide_bet`, the casino game's own settlement.

Every problem is an `InputError`, a `CoreError` like every error of the core: its key is the place in
the input (`("stakes", 2, "kush")`), its template the CLI's own `CliMessage` or the message of the core's
error that found the problem (a card, the rules, the JSON reader, the game's refusal).

`run` is the whole program as a function, for tests; `main` wires it to the real streams.

>>> run(["odds"], '{"dealt": ["2S", "KH"], "cards": ["7d"]}')[1]  # doctest: +NORMALIZE_WHITESPACE
'{"odds": [{"card": "7D", "copies_left": 4, "p_killed": "1199/2303", "p_given": "1104/2303",
  "p_void": "0", "ev_per_kush": "-95/2303"}]}\\n'
>>> run(["odds"], '{"cards": ["7D"], "dealt": ["2S"]}')
(2, '', 'dealt: an odd number of cards is dealt (1): new stakes come only between abzugs\\n')
"""

from __future__ import annotations

import enum
import json
import random
import re
import sys
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Final

import msgspec

from shtoss_desktop.core.cards import Card, CardError, Rank, Suit, check_in_deck, make_deck
from shtoss_desktop.core.casino.game import HOUSE
from shtoss_desktop.core.casino.rules import SHOE_DECKS
from shtoss_desktop.core.casino.settle import decide_bet
from shtoss_desktop.core.casino.shoe import deciding_position
from shtoss_desktop.core.cli_messages import CliMessage
from shtoss_desktop.core.errors import CoreError, Key, printable
from shtoss_desktop.core.jsonio import JsonInputError, load_json
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.errors import GameError, GameMessage
from shtoss_desktop.core.shtoss.events import DealFinished, Event, PremiumPaid, StakeDecided, StakePlaced
from shtoss_desktop.core.shtoss.odds import OddsError, card_odds, check_dealt, simulate
from shtoss_desktop.core.shtoss.rules import HouseRules, PremiumEvent, rules_problems

EXIT_OK: Final = 0
"""The input was read and the answer written."""
EXIT_BAD_INPUT: Final = 2
"""Bad input or bad usage: one line on standard error, nothing on standard output."""

USAGE: Final = "usage: python -m shtoss_desktop.core {settle,odds,simulate,casino} < input.json > output.json"

BANKER: Final = "banker"
"""The banker's id in `settle`'s `net`; no punter may take it."""

MAX_DEALS: Final = 10_000_000
"""The most deals `simulate` accepts."""
MAX_INPUT_BYTES: Final = 64 * 1_048_576
"""The largest input the CLI reads (64 MiB): far above any real request (a settle of 100 000 stakes is
about 5 MiB), yet bounded so that no input can exhaust memory."""

_PUNTER_ID: Final = re.compile(r"[\w-]{1,32}")  # letters (any script: Германн), digits, _ or -
# Every character `str.splitlines` breaks at, escaped so that an error stays on one line.
_ESCAPE_LINE_BREAKS: Final = {ord(c): f"\\u{ord(c):04x}" for c in "\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"} | {
    ord("\n"): "\\n", ord("\r"): "\\r"}
_SHOW_LIMIT: Final = 60


class StakeRule(enum.StrEnum):
    """The rule a refused stake breaks, as `CliMessage.REFUSED` names it."""

    INITIAL_KUSH = "initial kush"
    """The kush is below the initial kush."""
    KUSH_DIVIDES = "kush must divide"
    """The kush does not divide as the half or thirds options require."""
    PAIR_BETS = "pair_bets"
    """A pair without `pair_bets`."""
    CARD_TWICE = "card staked twice"
    """One card staked twice by one punter."""
    RANK_TWICE = "rank staked twice"
    """One rank in two entries of one punter."""
    REFUSE_ABOVE = "refuse_above"
    """A kush above the refusal limit."""
    BANK_LIMIT = "bank limit"
    """A stake the bank cannot cover."""
    CAPITAL = "capital"
    """A loss the punter's capital cannot cover."""
    TABLE_RULES = "table rules"
    """Any other rule of the table."""


_STAKE_RULES: Final[dict[object, StakeRule]] = {
    GameMessage.KUSH_MIN: StakeRule.INITIAL_KUSH,
    GameMessage.KUSH_DIVIDES: StakeRule.KUSH_DIVIDES,
    GameMessage.NO_PAIRS: StakeRule.PAIR_BETS,
    GameMessage.CARD_STAKED: StakeRule.CARD_TWICE,
    GameMessage.RANK_STAKED: StakeRule.RANK_TWICE,
    GameMessage.REFUSED_ABOVE: StakeRule.REFUSE_ABOVE,
    GameMessage.BANK_LIMIT: StakeRule.BANK_LIMIT,
    GameMessage.CAPITAL: StakeRule.CAPITAL,
}
"""The rule each refusal of `Game.verify_place_stake` enforces, for the error line."""


class InputError(CoreError):
    """The first problem of the input: where it is (`key`, written as `place`) and what is wrong.

    The template is the CLI's own `CliMessage`, or the message of the core's error that found the problem
    (a card, the rules, the odds, the JSON reader), with that error's params (`InputError.of`).
    """

    @classmethod
    def of(cls, key: Key, error: CoreError) -> InputError:
        """The problem another core error found, at `key` of the input."""
        return cls(error.template, key, **error.params)

    @property
    def line(self) -> str:
        """The one line written on standard error (line breaks and lone surrogates inside it escaped)."""
        return printable(str(self).translate(_ESCAPE_LINE_BREAKS))


class Command(msgspec.Struct, frozen=True):
    """One CLI command: its top-level keys in contract order and the function that answers it."""

    name: str
    """The command word."""
    keys: tuple[str, ...]
    """Every key it accepts, in the order the contract lists them."""
    required: tuple[str, ...]
    """The keys that must be present."""
    answer: Callable[[Mapping[str, object], HouseRules], dict[str, object]]
    """Turns the checked top level and the rules into the output object (raises `InputError`)."""


# ----- reading values -----


def _show(value: object) -> str:
    """A value as JSON text, shortened for an error line."""
    text = printable(json.dumps(value, ensure_ascii=False))
    return text if len(text) <= _SHOW_LIMIT else text[: _SHOW_LIMIT - 1] + "…"


def _is_int(value: object) -> bool:
    """A JSON integer: never a boolean, never 30.0 or "30"."""
    return isinstance(value, int) and not isinstance(value, bool)


def _check_keys(data: Mapping[str, object], parent: Key, allowed: Sequence[str], template: CliMessage,
                **params: object) -> None:
    """Raise at the first key of `data` (in input order) that is not in `allowed`."""
    for key in data:
        if key not in allowed:
            raise InputError(template, (*parent, key), keys=", ".join(allowed), **params)


def _list(value: object, key: Key, template: CliMessage, **params: object) -> list[object]:
    if not isinstance(value, list):
        raise InputError(template, key, value=_show(value), **params)
    return value


def _card(value: object, key: Key, deck_size: int) -> Card:
    """Read one card of a `deck_size`-card deck."""
    if not isinstance(value, str):
        raise InputError(CliMessage.CARD_TEXT, key, value=_show(value))
    try:
        card = Card.parse(value)
        check_in_deck(card, deck_size)
    except CardError as error:
        raise InputError.of(key, error) from None
    return card


def _cards(value: object, key: Key, deck_size: int) -> list[Card]:
    """Read a non-empty list of cards (a card may be listed twice)."""
    items = _list(value, key, CliMessage.CARDS_LIST)
    if not items:
        raise InputError(CliMessage.NO_CARDS, key)
    return [_card(item, (*key, index), deck_size) for index, item in enumerate(items)]


def _integer(value: object, key: Key, minimum: int | None = None, maximum: int | None = None) -> int:
    """Read a JSON integer within the bounds given."""
    if not _is_int(value):
        raise InputError(CliMessage.INTEGER, key, value=_show(value))
    assert isinstance(value, int)
    if minimum is not None and maximum is not None and not minimum <= value <= maximum:
        raise InputError(CliMessage.RANGE, key, minimum=minimum, maximum=maximum, value=value)
    if minimum is not None and value < minimum:
        raise InputError(CliMessage.AT_LEAST, key, minimum=minimum, value=value)
    return value


def _rules(data: Mapping[str, object]) -> HouseRules:
    """The `rules` object (defaults if absent), or the first rules problem at `rules.<key>`."""
    if "rules" not in data:
        return HouseRules()
    problems = rules_problems(data["rules"])
    if problems:
        first = problems[0]
        raise InputError.of(("rules", *first.key), first)
    return HouseRules.from_json(data["rules"])


# ----- settle -----


class _PlacedStake(msgspec.Struct, frozen=True):
    """A stake of the input as the table placed it."""

    punter: str
    """The punter."""
    cards: tuple[Card, ...]
    """One card or a pair."""
    kush: int
    """The kush per card."""
    entry: int
    """The stake's number at the table (its cards' decisions are found by it)."""


def _deck(value: object, deck_size: int) -> tuple[Card, ...]:
    """The banker's deck after the cut: every card of the deck size exactly once."""
    items = _list(value, ("deck",), CliMessage.DECK_LIST, size=deck_size)
    seen: dict[Card, int] = {}
    for index, item in enumerate(items):
        card = _card(item, ("deck", index), deck_size)
        if card in seen:
            raise InputError(CliMessage.DECK_TWICE, ("deck", index), card=str(card), index=seen[card])
        seen[card] = index
    if len(items) != deck_size:
        missing = [str(card) for card in make_deck(deck_size) if card not in seen]
        shown = ", ".join(missing[:5]) + (", …" if len(missing) > 5 else "")
        raise InputError(CliMessage.DECK_SIZE, ("deck",), count=len(items), size=deck_size, missing=shown)
    return tuple(seen)  # in deck order: a dict keeps insertion order


def _valid_punter(value: object) -> bool:
    return isinstance(value, str) and value != BANKER and _PUNTER_ID.fullmatch(value) is not None


def _punter(value: object, key: Key) -> str:
    if not isinstance(value, str):
        raise InputError(CliMessage.PUNTER_TEXT, key, value=_show(value))
    if value == BANKER:
        raise InputError(CliMessage.BANKER_ID, key, banker=BANKER)
    if _PUNTER_ID.fullmatch(value) is None:
        raise InputError(CliMessage.PUNTER_ID, key, value=_show(value))
    return value


def _stake_cards(value: object, key: Key, deck_size: int) -> tuple[Card, ...]:
    """One card, or two cards of one rank and different suits (a pair)."""
    items = _list(value, key, CliMessage.STAKE_CARDS_LIST)
    if len(items) not in (1, 2):
        raise InputError(CliMessage.STAKE_CARDS_COUNT, key, count=len(items))
    cards = tuple(_card(item, (*key, index), deck_size) for index, item in enumerate(items))
    if len(cards) == 2 and (cards[0].rank is not cards[1].rank or cards[0].suit is cards[1].suit):
        raise InputError(CliMessage.NOT_A_PAIR, key, first=str(cards[0]), second=str(cards[1]))
    return cards


def _open_game(rules: HouseRules, stakes: Sequence[object]) -> Game:
    """The table of `settle`: the banker and every punter named by a well-formed stake, each with the
    capital, the bank `rules.bank` whatever the formation, and every stake an opening stake."""
    punters: dict[str, None] = {}
    for stake in stakes:
        punter = stake.get("punter") if isinstance(stake, dict) else None
        if isinstance(punter, str) and _valid_punter(punter):
            punters[punter] = None
    return Game(rules, [BANKER, *punters], banker=BANKER, rng=random.Random(0), opening_bank=rules.bank,
                opening_stakes=True, max_punters=None)


def _place_stakes(rules: HouseRules, value: object) -> tuple[Game | None, list[_PlacedStake]]:
    """Check each stake (punter, cards, kush, then the rules) and place it before the cut."""
    stakes = _list(value, ("stakes",), CliMessage.STAKES_LIST)
    game: Game | None = None
    placed: list[_PlacedStake] = []
    for index, stake in enumerate(stakes):
        key: Key = ("stakes", index)
        if not isinstance(stake, dict):
            raise InputError(CliMessage.STAKE_OBJECT, key, value=_show(stake))
        _check_keys(stake, key, ("punter", "cards", "kush"), CliMessage.UNKNOWN_STAKE_KEY)
        for name in ("punter", "cards", "kush"):
            if name not in stake:
                raise InputError(CliMessage.REQUIRED, (*key, name))
        punter = _punter(stake["punter"], (*key, "punter"))
        cards = _stake_cards(stake["cards"], (*key, "cards"), rules.deck_size)
        kush = _integer(stake["kush"], (*key, "kush"))
        if game is None:  # now at least this punter is well-formed
            game = _open_game(rules, stakes)
        try:
            events = game.place_stake(punter, cards, kush, banker_refuses=True)
        except GameError as error:
            rule = _STAKE_RULES.get(error.template, StakeRule.TABLE_RULES)
            raise InputError(CliMessage.REFUSED, key, rule=rule, reason=error) from None
        entry = next(e.entry for e in events if isinstance(e, StakePlaced))
        placed.append(_PlacedStake(punter, cards, kush, entry))
    return game, placed


def _settle(data: Mapping[str, object], rules: HouseRules) -> dict[str, object]:
    """One deal on the given deck, every stake placed before the cut, played by the `Game`."""
    deck = _deck(data["deck"], rules.deck_size)
    game, placed = _place_stakes(rules, data["stakes"])
    if game is None:
        return {"stakes": [], "premiums": [], "net": {BANKER: 0}}
    game.shuffle(deck)
    events: list[Event] = list(game.cut(0))
    finished = False
    while not finished:
        abzug = game.deal_abzug()
        finished = any(isinstance(e, DealFinished) for e in abzug)
        events += abzug
    decided = {(e.entry, e.card): e for e in events if isinstance(e, StakeDecided)}
    net = {stake.punter: 0 for stake in placed}
    rows: list[dict[str, object]] = []
    for stake in placed:
        for card in stake.cards:
            decision = decided[(stake.entry, card)]
            net[stake.punter] += decision.amount
            rows.append({
                "punter": stake.punter, "card": str(card), "pair": len(stake.cards) == 2, "kush": stake.kush,
                "outcome": decision.outcome.value, "position": decision.position, "abzug": decision.abzug,
                "deciding_card": str(decision.deciding_card), "plie": decision.plie, "amount": decision.amount,
            })
    premiums: list[dict[str, object]] = []
    for event in events:
        if isinstance(event, PremiumPaid):
            net[event.punter] += event.amount
            premiums.append(_premium_row(event))
    net[BANKER] = -sum(net.values())
    return {"stakes": rows, "premiums": premiums, "net": net}


def _premium_row(event: PremiumPaid) -> dict[str, object]:
    row: dict[str, object] = {"punter": event.punter, "event": event.event.value}
    if event.event is PremiumEvent.SERIES:
        row["n"] = event.n
    if event.card is not None:
        row["card"] = str(event.card)
    row["amount"] = event.amount
    return row


# ----- odds and simulate -----


def _odds(data: Mapping[str, object], rules: HouseRules) -> dict[str, object]:
    """Exact odds of each card after the dealt cards."""
    dealt: list[Card] = []
    seen: dict[Card, int] = {}
    for index, item in enumerate(_list(data.get("dealt", []), ("dealt",), CliMessage.CARDS_LIST)):
        card = _card(item, ("dealt", index), rules.deck_size)
        if card in seen:
            raise InputError(CliMessage.DEALT_TWICE, ("dealt", index), card=str(card), index=seen[card])
        seen[card] = index
        dealt.append(card)
    try:
        check_dealt(dealt, rules.deck_size)
    except OddsError as error:
        raise InputError.of(("dealt",), error) from None
    rows: list[dict[str, object]] = []
    for index, card in enumerate(_cards(data["cards"], ("cards",), rules.deck_size)):
        try:
            odds = card_odds(rules, card, dealt)
        except (OddsError, CardError) as error:
            raise InputError.of(("cards", index), error) from None
        rows.append({"card": str(card), "copies_left": odds.copies_left, "p_killed": str(odds.p_killed),
                     "p_given": str(odds.p_given), "p_void": str(odds.p_void),
                     "ev_per_kush": str(odds.ev_per_kush)})
    return {"odds": rows}


def _simulate(data: Mapping[str, object], rules: HouseRules) -> dict[str, object]:
    """A Monte Carlo run; the same seed gives the same output."""
    deals = _integer(data["deals"], ("deals",), 1, MAX_DEALS)
    seed = _integer(data["seed"], ("seed",)) if "seed" in data else None
    cards = _cards(data["cards"], ("cards",), rules.deck_size)
    result = simulate(rules, deals, cards, random.Random(seed))
    return {"deals": result.deals, "stakes": result.stakes, "mean_per_kush": result.mean_per_kush,
            "killed": result.killed, "given": result.given, "void": result.void}


# ----- casino -----


class _CasinoBet(msgspec.Struct, frozen=True):
    """A bet of the input, read."""

    player: str
    """The player."""
    rank: Rank
    """The rank bet on."""
    amount: int
    """The rank bet."""
    suit: Suit | None
    """The suit of the suit bet (None without one)."""
    suit_amount: int
    """The suit bet (0 without one)."""


def _shoe(value: object, decks: int) -> tuple[Card, ...]:
    """The shoe in dealing order: its length, then each card, then each card's count (first in deck order)."""
    size = 52 * decks
    items = _list(value, ("shoe",), CliMessage.SHOE_LIST, size=size)
    if len(items) != size:
        raise InputError(CliMessage.SHOE_SIZE, ("shoe",), count=len(items), size=size, decks=decks)
    cards = tuple(_card(item, ("shoe", index), 52) for index, item in enumerate(items))
    counts = Counter(cards)
    for card in make_deck(52):
        if counts[card] != decks:
            raise InputError(CliMessage.SHOE_COUNT, ("shoe",), card=str(card), count=counts[card], decks=decks)
    return cards


def _player(value: object, key: Key) -> str:
    """A player id as for `settle`'s punters, and never one of the reserved ids `house` and `banker`."""
    if not isinstance(value, str):
        raise InputError(CliMessage.PLAYER_TEXT, key, value=_show(value))
    if value in (HOUSE, BANKER):
        raise InputError(CliMessage.RESERVED_ID, key, value=value)
    if _PUNTER_ID.fullmatch(value) is None:
        raise InputError(CliMessage.PLAYER_ID, key, value=_show(value))
    return value


def _rank(value: object, key: Key) -> Rank:
    if not isinstance(value, str):
        raise InputError(CliMessage.RANK_TEXT, key, value=_show(value))
    try:
        return Rank.parse(value)
    except CardError as error:
        raise InputError.of(key, error) from None


def _suit(value: object, key: Key) -> Suit:
    letter = value.strip().upper() if isinstance(value, str) else None
    if letter not in {suit.value for suit in Suit}:
        raise InputError(CliMessage.SUIT, key, value=_show(value))
    return Suit(letter)


def _casino_bet(bet: object, key: Key) -> _CasinoBet:
    """One bet's fields in contract order: player, rank, amount, suit, suit_amount."""
    if not isinstance(bet, dict):
        raise InputError(CliMessage.BET_OBJECT, key, value=_show(bet))
    _check_keys(bet, key, ("player", "rank", "amount", "suit", "suit_amount"), CliMessage.UNKNOWN_BET_KEY)

    def required(name: str) -> object:
        if name not in bet:
            raise InputError(CliMessage.REQUIRED, (*key, name))
        return bet[name]

    player = _player(required("player"), (*key, "player"))
    rank = _rank(required("rank"), (*key, "rank"))
    amount = _integer(required("amount"), (*key, "amount"), minimum=1)
    suit: Suit | None = None
    suit_amount = 0
    if "suit" in bet:
        suit = _suit(bet["suit"], (*key, "suit"))
    elif "suit_amount" in bet:
        raise InputError(CliMessage.SUIT_REQUIRED, (*key, "suit"))
    if "suit_amount" in bet:
        suit_amount = _integer(bet["suit_amount"], (*key, "suit_amount"), minimum=2)
        if suit_amount % 2:
            raise InputError(CliMessage.SUIT_AMOUNT_EVEN, (*key, "suit_amount"), value=suit_amount)
    elif suit is not None:
        raise InputError(CliMessage.SUIT_AMOUNT_REQUIRED, (*key, "suit_amount"))
    return _CasinoBet(player, rank, amount, suit, suit_amount)


def _casino(data: Mapping[str, object], _rules: HouseRules) -> dict[str, object]:
    """One shoe of casino stos, every bet placed before the first turn, each settled by `decide_bet`."""
    decks = data.get("decks", 6)
    if not _is_int(decks) or decks not in SHOE_DECKS:
        raise InputError(CliMessage.DECKS, ("decks",), choices=", ".join(map(str, SHOE_DECKS)),
                         value=_show(decks))
    assert isinstance(decks, int)
    shoe = _shoe(data["shoe"], decks)
    bets: list[_CasinoBet] = []
    first: dict[tuple[str, Rank], int] = {}
    for index, item in enumerate(_list(data["bets"], ("bets",), CliMessage.BETS_LIST)):
        key: Key = ("bets", index)
        bet = _casino_bet(item, key)
        earlier = first.setdefault((bet.player, bet.rank), index)
        if earlier != index:
            raise InputError(CliMessage.BET_TWICE, key, player=bet.player, rank=bet.rank.char, index=earlier)
        bets.append(bet)
    rows: list[dict[str, object]] = []
    net: dict[str, int] = {}
    for bet in bets:
        position = deciding_position(shoe, bet.rank)
        assert position is not None  # a whole shoe holds every rank
        card = shoe[position - 1]
        decision = decide_bet(position=position, deciding_card=card, amount=bet.amount, suit=bet.suit,
                              suit_amount=bet.suit_amount)
        row: dict[str, object] = {
            "player": bet.player, "rank": bet.rank.char, "amount": bet.amount, "outcome": decision.outcome.value,
            "position": position, "deciding_card": str(card),
            "plie": position % 2 == 1 and position < len(shoe) and shoe[position].rank is bet.rank,
            "gain": decision.gain,
        }
        if bet.suit is not None:
            assert decision.suit_outcome is not None
            row |= {"suit": bet.suit.value, "suit_amount": bet.suit_amount,
                    "suit_outcome": decision.suit_outcome.value, "suit_gain": decision.suit_gain}
        rows.append(row)
        net[bet.player] = net.get(bet.player, 0) + decision.gain + decision.suit_gain
    net[HOUSE] = -sum(net.values())
    return {"bets": rows, "net": net}


COMMANDS: Final[dict[str, Command]] = {
    "settle": Command("settle", ("rules", "deck", "stakes"), ("deck", "stakes"), _settle),
    "odds": Command("odds", ("rules", "dealt", "cards"), ("cards",), _odds),
    "simulate": Command("simulate", ("rules", "deals", "seed", "cards"), ("deals", "cards"), _simulate),
    "casino": Command("casino", ("decks", "shoe", "bets"), ("shoe", "bets"), _casino),
}
"""The commands, each with its top-level keys in contract order."""


# ----- the program -----


def _parse(stdin_text: str | bytes) -> object:
    """Strict JSON (`jsonio.load_json`, the reader the game's own loaders use): UTF-8 with or without a
    byte-order mark, no NaN or Infinity, no key twice in one object, no lone surrogate, no absurd size,
    depth or digits."""
    try:
        return load_json(stdin_text, max_bytes=MAX_INPUT_BYTES)
    except JsonInputError as error:
        raise InputError.of(("input",), error) from None


def answer(command: Command, stdin_text: str | bytes) -> dict[str, object]:
    """Check the input in contract order and compute the output object (raises `InputError`)."""
    data = _parse(stdin_text)
    if not isinstance(data, dict):
        raise InputError(CliMessage.NOT_OBJECT, ("input",), value=_show(data))
    _check_keys(data, (), command.keys, CliMessage.UNKNOWN_INPUT_KEY, command=command.name)
    for key in command.required:
        if key not in data:
            raise InputError(CliMessage.REQUIRED, (key,))
    rules = _rules(data)
    return command.answer(data, rules)


def run(argv: Sequence[str], stdin_text: str | bytes) -> tuple[int, str, str]:
    """The whole CLI as a function: (exit status, standard output, standard error)."""
    if len(argv) == 1 and argv[0] in ("-h", "--help"):
        return EXIT_OK, USAGE + "\n", ""
    if len(argv) != 1:
        problem = (InputError(CliMessage.NO_COMMAND, usage=USAGE) if not argv
                   else InputError(CliMessage.ARGUMENTS, count=len(argv), usage=USAGE))
        return EXIT_BAD_INPUT, "", problem.line + "\n"
    command = COMMANDS.get(argv[0])
    if command is None:
        problem = InputError(CliMessage.UNKNOWN_COMMAND, ("command",), value=_show(argv[0]), usage=USAGE)
        return EXIT_BAD_INPUT, "", problem.line + "\n"
    try:
        output = answer(command, stdin_text)
    except InputError as error:
        return EXIT_BAD_INPUT, "", error.line + "\n"
    return EXIT_OK, json.dumps(output, ensure_ascii=False) + "\n", ""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI on the process's arguments and standard streams; return the exit status."""
    args = sys.argv[1:] if argv is None else list(argv)
    stdin = b"" if len(args) != 1 or args[0] not in COMMANDS else sys.stdin.buffer.read()
    status, out, err = run(args, stdin)
    sys.stdout.buffer.write(out.encode("utf-8"))
    sys.stdout.buffer.flush()
    sys.stderr.buffer.write(err.encode("utf-8"))
    sys.stderr.buffer.flush()
    return status
