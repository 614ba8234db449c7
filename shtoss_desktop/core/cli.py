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

`run` is the whole program as a function, for tests; `main` wires it to the real streams.

>>> run(["odds"], '{"dealt": ["2S", "KH"], "cards": ["7d"]}')[1]  # doctest: +NORMALIZE_WHITESPACE
'{"odds": [{"card": "7D", "copies_left": 4, "p_killed": "1199/2303", "p_given": "1104/2303",
  "p_void": "0", "ev_per_kush": "-95/2303"}]}\\n'
>>> run(["odds"], '{"cards": ["7D"], "dealt": ["2S"]}')
(2, '', 'dealt: an odd number of cards is dealt (1): new stakes come only between abzugs\\n')
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from shtoss_desktop.core.cards import Card, CardError, Rank, Suit, check_in_deck, make_deck
from shtoss_desktop.core.casino.game import HOUSE, decide_bet, deciding_position
from shtoss_desktop.core.casino.rules import SHOE_DECKS
from shtoss_desktop.core.jsonio import JsonInputError, load_json
from shtoss_desktop.core.shtoss.deal import (
    MSG_BANK_LIMIT,
    MSG_CAPITAL,
    MSG_CARD_STAKED,
    MSG_KUSH_DIVIDES,
    MSG_KUSH_MIN,
    MSG_NO_PAIRS,
    MSG_RANK_STAKED,
    MSG_REFUSED_ABOVE,
    Game,
    GameError,
)
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
MAX_INPUT_BYTES: Final = 64 * 1_048_576
"""The largest input the CLI reads (64 MiB): far above any real request (a settle of 100 000 stakes is
about 5 MiB), yet bounded so that no input can exhaust memory."""
"""The most deals `simulate` accepts."""

_PUNTER_ID: Final = re.compile(r"[\w-]{1,32}")  # letters (any script: Германн), digits, _ or -
# Every character `str.splitlines` breaks at, escaped so that an error stays on one line.
_ESCAPE_LINE_BREAKS: Final = {ord(c): f"\\u{ord(c):04x}" for c in "\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"} | {
    ord("\n"): "\\n", ord("\r"): "\\r"}
_SHOW_LIMIT: Final = 60

# The rule each refusal of `Game.verify_place_stake` enforces, for the error line.
_STAKE_RULES: Final[dict[str, str]] = {
    MSG_KUSH_MIN: "initial kush",
    MSG_KUSH_DIVIDES: "kush must divide",
    MSG_NO_PAIRS: "pair_bets",
    MSG_CARD_STAKED: "card staked twice",
    MSG_RANK_STAKED: "rank staked twice",
    MSG_REFUSED_ABOVE: "refuse_above",
    MSG_BANK_LIMIT: "bank limit",
    MSG_CAPITAL: "capital",
}


class InputError(ValueError):
    """The first problem of the input: where it is (`place`) and what is wrong (`problem`)."""

    def __init__(self, place: str, problem: str) -> None:
        self.place = place
        self.problem = problem
        super().__init__(f"{place}: {problem}")

    @property
    def line(self) -> str:
        """The one line written on standard error (line breaks inside it escaped)."""
        return f"{self.place}: {self.problem}".translate(_ESCAPE_LINE_BREAKS)


@dataclass(frozen=True, slots=True)
class Command:
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
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= _SHOW_LIMIT else text[: _SHOW_LIMIT - 1] + "…"


def _is_int(value: object) -> bool:
    """A JSON integer: never a boolean, never 30.0 or "30"."""
    return isinstance(value, int) and not isinstance(value, bool)


def _key_place(parent: str, key: str) -> str:
    """The path of `key` inside `parent` (the top level when `parent` is empty)."""
    name = key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else json.dumps(key, ensure_ascii=False)
    return f"{parent}.{name}" if parent else name


def _check_keys(data: Mapping[str, object], parent: str, allowed: Sequence[str], what: str) -> None:
    """Raise at the first key of `data` (in input order) that is not in `allowed`."""
    for key in data:
        if key not in allowed:
            raise InputError(_key_place(parent, key), f"is not a key of {what} (the keys are {', '.join(allowed)})")


def _list(value: object, place: str, what: str) -> list[object]:
    if not isinstance(value, list):
        raise InputError(place, f"must be a list of {what}, not {_show(value)}")
    return value


def _card(value: object, place: str, deck_size: int) -> Card:
    """Read one card of a `deck_size`-card deck."""
    if not isinstance(value, str):
        raise InputError(place, f"must be a card written as text such as \"7D\", not {_show(value)}")
    try:
        card = Card.parse(value)
        check_in_deck(card, deck_size)
    except CardError as error:
        raise InputError(place, str(error)) from None
    return card


def _cards(value: object, place: str, deck_size: int) -> list[Card]:
    """Read a non-empty list of cards (a card may be listed twice)."""
    items = _list(value, place, "cards")
    if not items:
        raise InputError(place, "must list at least one card")
    return [_card(item, f"{place}[{index}]", deck_size) for index, item in enumerate(items)]


def _integer(value: object, place: str, minimum: int | None = None, maximum: int | None = None) -> int:
    """Read a JSON integer within the bounds given."""
    if not _is_int(value):
        raise InputError(place, f"must be a whole number (a JSON integer), not {_show(value)}")
    assert isinstance(value, int)
    if minimum is not None and maximum is not None and not minimum <= value <= maximum:
        raise InputError(place, f"must be from {minimum} to {maximum}, not {value}")
    if minimum is not None and value < minimum:
        raise InputError(place, f"must be at least {minimum}, not {value}")
    return value


def _rules(data: Mapping[str, object]) -> HouseRules:
    """The `rules` object (defaults if absent), or the first rules problem at `rules.<key>`."""
    if "rules" not in data:
        return HouseRules()
    problems = rules_problems(data["rules"])
    if problems:
        first = problems[0]
        raise InputError(f"rules.{first.key}" if first.key else "rules", first.message)
    return HouseRules.from_json(data["rules"])


# ----- settle -----


@dataclass(frozen=True, slots=True)
class _PlacedStake:
    punter: str
    cards: tuple[Card, ...]
    kush: int
    entry: int


def _deck(value: object, deck_size: int) -> tuple[Card, ...]:
    """The banker's deck after the cut: every card of the deck size exactly once."""
    items = _list(value, "deck", f"the {deck_size} cards of the deck")
    seen: dict[Card, int] = {}
    for index, item in enumerate(items):
        card = _card(item, f"deck[{index}]", deck_size)
        if card in seen:
            raise InputError(f"deck[{index}]", f"{card} is already at deck[{seen[card]}]: every card appears once")
        seen[card] = index
    if len(items) != deck_size:
        missing = [str(card) for card in make_deck(deck_size) if card not in seen]
        shown = ", ".join(missing[:5]) + (", …" if len(missing) > 5 else "")
        raise InputError("deck", f"has {len(items)} cards: a {deck_size}-card deck needs every card exactly once "
                                 f"(missing {shown})")
    return tuple(seen)  # in deck order: a dict keeps insertion order


def _valid_punter(value: object) -> bool:
    return isinstance(value, str) and value != BANKER and _PUNTER_ID.fullmatch(value) is not None


def _punter(value: object, place: str) -> str:
    if not isinstance(value, str):
        raise InputError(place, f"must be a punter id (text), not {_show(value)}")
    if value == BANKER:
        raise InputError(place, f"{BANKER!r} is the banker's id, not a punter's")
    if _PUNTER_ID.fullmatch(value) is None:
        raise InputError(place, f"{_show(value)} is not a punter id: use 1 to 32 letters, digits, _ or -")
    return value


def _stake_cards(value: object, place: str, deck_size: int) -> tuple[Card, ...]:
    """One card, or two cards of one rank and different suits (a pair)."""
    items = _list(value, place, "one card or a pair")
    if len(items) not in (1, 2):
        raise InputError(place, f"must be one card or a pair of two cards, not {len(items)} cards")
    cards = tuple(_card(item, f"{place}[{index}]", deck_size) for index, item in enumerate(items))
    if len(cards) == 2 and (cards[0].rank is not cards[1].rank or cards[0].suit is cards[1].suit):
        raise InputError(place, f"{cards[0]} and {cards[1]} are not a pair: a pair is two cards of one rank "
                                "and different suits")
    return cards


def _open_game(rules: HouseRules, stakes: Sequence[object]) -> Game:
    """A table with the banker and every punter named by a well-formed stake, each with the capital."""
    punters: list[str] = []
    for stake in stakes:
        punter = stake.get("punter") if isinstance(stake, dict) else None
        if isinstance(punter, str) and _valid_punter(punter) and punter not in punters:
            punters.append(punter)
    return Game(rules, [BANKER, *punters], banker=BANKER, rng=random.Random(0),
                balances=dict.fromkeys(punters, rules.capital), opening_bank=rules.bank)


def _place_stakes(rules: HouseRules, value: object) -> tuple[Game | None, list[_PlacedStake]]:
    """Check each stake (punter, cards, kush, then the rules) and place it before the cut."""
    stakes = _list(value, "stakes", "stake objects")
    game: Game | None = None
    placed: list[_PlacedStake] = []
    for index, stake in enumerate(stakes):
        place = f"stakes[{index}]"
        if not isinstance(stake, dict):
            raise InputError(place, f"must be an object with punter, cards and kush, not {_show(stake)}")
        _check_keys(stake, place, ("punter", "cards", "kush"), "a stake")
        for key in ("punter", "cards", "kush"):
            if key not in stake:
                raise InputError(f"{place}.{key}", "is required")
        punter = _punter(stake["punter"], f"{place}.punter")
        cards = _stake_cards(stake["cards"], f"{place}.cards", rules.deck_size)
        kush = _integer(stake["kush"], f"{place}.kush")
        if game is None:  # now at least this punter is well-formed
            game = _open_game(rules, stakes)
        try:
            events = game.place_stake(punter, cards, kush, banker_refuses=True, opening=True)
        except GameError as error:
            rule = _STAKE_RULES.get(error.template, "table rules")
            raise InputError(place, f"refused ({rule}): {error.message}") from None
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
    while not any(isinstance(e, DealFinished) for e in events):
        events += game.deal_abzug()
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
    for index, item in enumerate(_list(data.get("dealt", []), "dealt", "cards")):
        card = _card(item, f"dealt[{index}]", rules.deck_size)
        if card in seen:
            raise InputError(f"dealt[{index}]", f"{card} is already at dealt[{seen[card]}]: a card is dealt once")
        seen[card] = index
        dealt.append(card)
    try:
        check_dealt(dealt, rules.deck_size)
    except OddsError as error:
        raise InputError("dealt", str(error)) from None
    rows: list[dict[str, object]] = []
    for index, card in enumerate(_cards(data["cards"], "cards", rules.deck_size)):
        try:
            odds = card_odds(rules, card, dealt)
        except (OddsError, CardError) as error:
            raise InputError(f"cards[{index}]", str(error)) from None
        rows.append({"card": str(card), "copies_left": odds.copies_left, "p_killed": str(odds.p_killed),
                     "p_given": str(odds.p_given), "p_void": str(odds.p_void),
                     "ev_per_kush": str(odds.ev_per_kush)})
    return {"odds": rows}


def _simulate(data: Mapping[str, object], rules: HouseRules) -> dict[str, object]:
    """A Monte Carlo run; the same seed gives the same output."""
    deals = _integer(data["deals"], "deals", 1, MAX_DEALS)
    seed = _integer(data["seed"], "seed") if "seed" in data else None
    cards = _cards(data["cards"], "cards", rules.deck_size)
    result = simulate(rules, deals, cards, random.Random(seed))
    return {"deals": result.deals, "stakes": result.stakes, "mean_per_kush": result.mean_per_kush,
            "killed": result.killed, "given": result.given, "void": result.void}


# ----- casino -----


@dataclass(frozen=True, slots=True)
class _CasinoBet:
    player: str
    rank: Rank
    amount: int
    suit: Suit | None
    suit_amount: int


def _shoe(value: object, decks: int) -> tuple[Card, ...]:
    """The shoe in dealing order: its length, then each card, then each card's count (first in deck order)."""
    size = 52 * decks
    items = _list(value, "shoe", f"the {size} cards of the shoe")
    if len(items) != size:
        raise InputError("shoe", f"has {len(items)} cards, not {size}: a shoe of {decks} decks holds each of the "
                                 f"52 cards {decks} times")
    cards = tuple(_card(item, f"shoe[{index}]", 52) for index, item in enumerate(items))
    counts = Counter(cards)
    for card in make_deck(52):
        if counts[card] != decks:
            raise InputError("shoe", f"{card} appears {counts[card]} times, not {decks}")
    return cards


def _player(value: object, place: str) -> str:
    """A player id as for `settle`'s punters, and never one of the reserved ids `house` and `banker`."""
    if not isinstance(value, str):
        raise InputError(place, f"must be a player id (text), not {_show(value)}")
    if value in (HOUSE, BANKER):
        raise InputError(place, f"{value!r} is a reserved id (the house's in casino, the banker's in settle), "
                                "not a player's")
    if _PUNTER_ID.fullmatch(value) is None:
        raise InputError(place, f"{_show(value)} is not a player id: use 1 to 32 letters, digits, _ or -")
    return value


def _rank(value: object, place: str) -> Rank:
    if not isinstance(value, str):
        raise InputError(place, f"must be a rank written as text such as \"7\" or \"T\", not {_show(value)}")
    try:
        return Rank.parse(value)
    except CardError as error:
        raise InputError(place, str(error)) from None


def _suit(value: object, place: str) -> Suit:
    key = value.strip().upper() if isinstance(value, str) else None
    if key not in {suit.value for suit in Suit}:
        raise InputError(place, f"must be a suit: S, H, D or C, not {_show(value)}")
    return Suit(key)


def _casino_bet(bet: object, place: str) -> _CasinoBet:
    """One bet's fields in contract order: player, rank, amount, suit, suit_amount."""
    if not isinstance(bet, dict):
        raise InputError(place, f"must be an object with player, rank and amount, not {_show(bet)}")
    _check_keys(bet, place, ("player", "rank", "amount", "suit", "suit_amount"), "a bet")

    def required(key: str) -> object:
        if key not in bet:
            raise InputError(f"{place}.{key}", "is required")
        return bet[key]

    player = _player(required("player"), f"{place}.player")
    rank = _rank(required("rank"), f"{place}.rank")
    amount = _integer(required("amount"), f"{place}.amount", minimum=1)
    suit: Suit | None = None
    suit_amount = 0
    if "suit" in bet:
        suit = _suit(bet["suit"], f"{place}.suit")
    elif "suit_amount" in bet:
        raise InputError(f"{place}.suit", "is required with suit_amount: a suit bet names its suit")
    if "suit_amount" in bet:
        suit_amount = _integer(bet["suit_amount"], f"{place}.suit_amount", minimum=2)
        if suit_amount % 2:
            raise InputError(f"{place}.suit_amount", f"must be even (half of it can be won or lost), not {suit_amount}")
    elif suit is not None:
        raise InputError(f"{place}.suit_amount", "is required with suit: a suit bet has an amount")
    return _CasinoBet(player, rank, amount, suit, suit_amount)


def _casino(data: Mapping[str, object], _rules: HouseRules) -> dict[str, object]:
    """One shoe of casino stos, every bet placed before the first turn, each settled by `decide_bet`."""
    decks = data.get("decks", 6)
    if not _is_int(decks) or decks not in SHOE_DECKS:
        raise InputError("decks", f"must be one of {', '.join(map(str, SHOE_DECKS))}, not {_show(decks)}")
    assert isinstance(decks, int)
    shoe = _shoe(data["shoe"], decks)
    bets: list[_CasinoBet] = []
    first: dict[tuple[str, Rank], int] = {}
    for index, item in enumerate(_list(data["bets"], "bets", "bet objects")):
        place = f"bets[{index}]"
        bet = _casino_bet(item, place)
        earlier = first.setdefault((bet.player, bet.rank), index)
        if earlier != index:
            raise InputError(place, f"{bet.player} already bets on {bet.rank.char} at bets[{earlier}]: one bet per "
                                    "player and rank")
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
    byte-order mark, no NaN or Infinity, no key twice in one object, no absurd size, depth or digits."""
    try:
        return load_json(stdin_text, max_bytes=MAX_INPUT_BYTES)
    except JsonInputError as error:
        raise InputError("input", error.message) from None


def answer(command: Command, stdin_text: str | bytes) -> dict[str, object]:
    """Check the input in contract order and compute the output object (raises `InputError`)."""
    data = _parse(stdin_text)
    if not isinstance(data, dict):
        raise InputError("input", f"must be a JSON object, not {_show(data)}")
    _check_keys(data, "", command.keys, f"the {command.name} input")
    for key in command.required:
        if key not in data:
            raise InputError(key, "is required")
    rules = _rules(data)
    return command.answer(data, rules)


def run(argv: Sequence[str], stdin_text: str | bytes) -> tuple[int, str, str]:
    """The whole CLI as a function: (exit status, standard output, standard error)."""
    if len(argv) == 1 and argv[0] in ("-h", "--help"):
        return EXIT_OK, USAGE + "\n", ""
    if len(argv) != 1:
        problem = "no command given" if not argv else f"one command expected, got {len(argv)} arguments"
        return EXIT_BAD_INPUT, "", f"{problem}; {USAGE}\n"
    command = COMMANDS.get(argv[0])
    if command is None:
        return EXIT_BAD_INPUT, "", InputError("command", f"unknown command {_show(argv[0])}; {USAGE}").line + "\n"
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
