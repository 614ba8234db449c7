"""Shared helpers for the core tests: stacked decks, short game set-ups and readable event traces.

A golden replay stacks the banker's deck with `stacked`, plays a deal with `play_deal`, and compares
`trace(events)` (one short line per record, with the key fields) to the exact expected lines.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from hypothesis import strategies as st

from shtoss_desktop.core.cards import DECK_SIZES, Card, make_deck
from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.events import (
    AtandeCalled,
    BankBroken,
    BankerRotated,
    BankPutUp,
    BankReturned,
    CardDealt,
    DealFinished,
    DeckCut,
    Event,
    LobAndSonikShown,
    PaixMade,
    ParoliBent,
    PremiumPaid,
    PunterLeft,
    RulesChanged,
    SessionEnded,
    SessionStarted,
    Shuffled,
    StakeDecided,
    StakeOffered,
    StakePlaced,
    StakeRefused,
    StakeReturned,
    WinningsPickedUp,
)
from shtoss_desktop.core.shtoss.rules import (
    PRESETS,
    BankerRotation,
    BankerShare,
    BankFormation,
    HouseRules,
    LastCard,
    LobRule,
    PlieRule,
    Premium,
    PremiumEvent,
)
from shtoss_desktop.core.shtoss.table import Phase


def card(text: str) -> Card:
    """One card from its notation."""
    return Card.parse(text)


def cards(text: str) -> list[Card]:
    """Cards from space-separated notation: `cards("7S QH")`."""
    return [Card.parse(t) for t in text.split()]


def stacked(deck_size: int, text: str) -> tuple[Card, ...]:
    """A full deck of `deck_size` with the given cards first, in order, and the rest after.

    The rest follow in the fresh-deck order (2S 2H 2D 2C 3S ...), so tests only rely on the cards
    they name. `stacked(52, "7S QH")[:2]` is 7S, QH.
    """
    head = cards(text)
    if len(set(head)) != len(head):
        raise ValueError(f"a card is repeated in {text!r}")
    rest = [c for c in make_deck(deck_size) if c not in head]
    deck = (*head, *rest)
    assert len(deck) == deck_size, f"{text!r} holds cards outside a {deck_size}-card deck"
    return deck


def new_game(rules: HouseRules | None = None, players: Sequence[str] = ("banker", "P1"), **kwargs: object) -> Game:
    """A game with a fixed random generator (only used where a test does not stack the deck)."""
    return Game(rules or HouseRules(), list(players), rng=random.Random(1), **kwargs)  # type: ignore[arg-type]


def deal_all(game: Game) -> list[Event]:
    """Deal abzug after abzug until the deal (or talia) is over."""
    events: list[Event] = []
    while game.phase is Phase.DEALING:
        events += game.deal_abzug()
    return events


def play_deal(game: Game, deck: Sequence[Card], cut: int = 0) -> list[Event]:
    """Shuffle to `deck`, cut at `cut` and deal to the end; the records from the cut on."""
    game.shuffle(deck)
    events = game.cut(cut)
    return events + deal_all(game)


def decided(events: Iterable[Event]) -> list[StakeDecided]:
    """The `StakeDecided` records among `events`."""
    return [e for e in events if isinstance(e, StakeDecided)]


def balances(game: Game) -> dict[str, int]:
    """Every player's money off the table."""
    return dict(game.state().balances)


def describe(event: Event) -> str:
    """One line with the kind and the key fields of a record."""
    if isinstance(event, SessionStarted):
        return f"session {' '.join(event.players)} banker={event.banker}"
    if isinstance(event, BankPutUp):
        paid = " ".join(f"{p}:{a}" for p, a in event.contributions)
        return f"bank {event.banker} {event.amount} [{paid}]" + (" second" if event.second else "")
    if isinstance(event, StakeOffered):
        reasons = ",".join(r.value for r in event.reasons)
        return f"offered {event.punter} {' '.join(map(str, event.cards))} {event.kush} ({reasons})"
    if isinstance(event, StakePlaced):
        raised = " raised" if event.raised else ""
        return f"placed {event.punter} {' '.join(map(str, event.cards))} {event.kush} #{event.entry}{raised}"
    if isinstance(event, StakeRefused):
        return f"refused {event.punter} {' '.join(map(str, event.cards))} {event.kush}"
    if isinstance(event, Shuffled):
        return "shuffled"
    if isinstance(event, DeckCut):
        return f"cut {event.position} deal {event.deal_number}"
    if isinstance(event, LobAndSonikShown):
        return f"lob {event.lob} sonik {event.sonik}"
    if isinstance(event, CardDealt):
        return f"dealt {event.card} p{event.position} a{event.abzug} {event.pile.value}"
    if isinstance(event, StakeDecided):
        extra = " plie" if event.plie else ""
        extra += " pair" if event.pair else ""
        extra += f" corners={event.corners}" if event.corners else ""
        return (f"{event.outcome.value} {event.punter} {event.card} #{event.entry} p{event.position} "
                f"a{event.abzug} by {event.deciding_card} riding={event.riding} x{event.factor} "
                f"= {event.amount:+d}{extra}")
    if isinstance(event, PremiumPaid):
        what = f" {event.card}" if event.card is not None else ""
        n = f" n={event.n}" if event.n is not None else ""
        return f"premium {event.punter} {event.event.value}{n}{what} {event.amount}"
    if isinstance(event, WinningsPickedUp):
        return f"pick up {event.punter} {event.card} {event.amount}"
    if isinstance(event, ParoliBent):
        return f"paroli {event.punter} {event.card} corners={event.corners} riding={event.riding}"
    if isinstance(event, PaixMade):
        return f"paix {event.punter} {event.card} returned={event.returned} riding={event.riding}"
    if isinstance(event, StakeReturned):
        return f"returned {event.punter} {event.card} {event.amount}"
    if isinstance(event, AtandeCalled):
        return f"atande {event.player}"
    if isinstance(event, DealFinished):
        return f"deal {event.deal_number} finished after {event.cards_dealt}" + (" talia" if event.talia else "")
    if isinstance(event, BankBroken):
        return f"bank broken {event.banker} {event.bank}"
    if isinstance(event, BankReturned):
        return f"bank returned {event.banker} {event.amount}"
    if isinstance(event, BankerRotated):
        return f"rotated {event.old_banker}->{event.new_banker} seats={','.join(event.punter_seats)}"
    if isinstance(event, PunterLeft):
        return f"left {event.punter}" + (" out of money" if event.out_of_money else "")
    if isinstance(event, RulesChanged):
        changed = {k: v for k, v in event.rules.to_json().items() if HouseRules().to_json()[k] != v}
        return f"rules changed {changed}"
    if isinstance(event, SessionEnded):
        money = " ".join(f"{p}:{b}" for p, b in event.balances)
        return f"ended {event.reason.value} {money}"
    raise AssertionError(f"no description for {event!r}")


def trace(events: Iterable[Event], *, cards_dealt: bool = False) -> list[str]:
    """`describe` of every record; `CardDealt`, `Shuffled` and lob/sonik lines only with `cards_dealt`."""
    quiet = (CardDealt, Shuffled, LobAndSonikShown)
    return [describe(e) for e in events if cards_dealt or not isinstance(e, quiet)]


# ----- random valid rules (hypothesis) -----


@st.composite
def premium_tables(draw: st.DrawFn) -> tuple[Premium, ...]:
    """A valid premium table: at most one sonik_win and deal_won row, series rows with distinct n."""
    rows: list[Premium] = []
    if draw(st.booleans()):
        rows.append(Premium(PremiumEvent.SONIK_WIN, draw(st.integers(1, 3))))
    if draw(st.booleans()):
        rows.append(Premium(PremiumEvent.DEAL_WON, draw(st.integers(1, 3))))
    for n in draw(st.sets(st.integers(2, 5), max_size=2)):
        rows.append(Premium(PremiumEvent.SERIES, draw(st.integers(1, 3)), n))
    return tuple(draw(st.permutations(rows)))


@st.composite
def valid_rules(draw: st.DrawFn, *, small_money: bool = False) -> HouseRules:
    """Any valid combination of house options; `small_money` makes banks break and punters go broke."""
    if draw(st.integers(0, 4)) == 0:
        return draw(st.sampled_from([p.rules for p in PRESETS]))
    lob = draw(st.sampled_from(list(LobRule)))
    gorka_half = draw(st.booleans())
    plie = draw(st.sampled_from(list(PlieRule)))
    hocly = plie is PlieRule.HALF and draw(st.booleans())
    thirds = draw(st.booleans())
    halves = lob is LobRule.HALF or gorka_half or plie is PlieRule.HALF
    divisor = (2 if halves else 1) * (3 if thirds else 1)
    initial_kush = divisor * draw(st.integers(1, 3))
    if small_money:
        bank = initial_kush * draw(st.integers(1, 12))
        capital = bank + initial_kush * draw(st.integers(0, 20))
    else:
        bank = initial_kush * draw(st.integers(1, 200))
        capital = bank + draw(st.integers(0, 2000))
    formation = draw(st.sampled_from(list(BankFormation)))
    punters = draw(st.integers(1, 6))
    share = draw(st.sampled_from(list(BankerShare)))
    contribution = draw(st.integers(1, 3 * initial_kush))
    if formation is BankFormation.CONTRIBUTIONS:
        # A family bank must be formable (RULES.md 4.7): each punter pays and keeps the initial kush,
        # the banker pays his whole share, and one punter and the banker cover the initial kush.
        share_factor = punters if share is BankerShare.HALF else 1
        low = -(-initial_kush // 2)
        high = min(3 * initial_kush, capital - initial_kush, capital // share_factor)
        if low <= high:
            contribution = draw(st.integers(low, high))
        else:
            formation = BankFormation.BANKER
    return HouseRules(
        deck_size=draw(st.sampled_from(DECK_SIZES)),
        punters=punters,
        initial_kush=initial_kush,
        bank=bank,
        capital=capital,
        refuse_above=draw(st.none() | st.integers(1, 6)),
        lob=lob,
        gorka_half=gorka_half,
        eleven_given=draw(st.booleans()),
        thirteenth_suited_double=draw(st.booleans()),
        thirds=thirds,
        plie=plie,
        hocly=hocly,
        last_card=draw(st.sampled_from(list(LastCard))),
        talia=draw(st.booleans()),
        paroli=draw(st.booleans()),
        max_corners=draw(st.integers(0, 5)),
        pair_bets=draw(st.booleans()),
        raise_after_win=draw(st.booleans()),
        free_kush=draw(st.booleans()),
        premiums=draw(premium_tables()),
        bank_formation=formation,
        contribution=contribution,
        banker_share=share,
        banker_rotation=draw(st.sampled_from(list(BankerRotation))),
    )
