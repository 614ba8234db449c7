"""Cards, suits, ranks and the decks of 52, 36 and 32 cards (RULES.md section 1).

>>> Card.parse("10d")
Card.parse('TD')
>>> str(Card.parse("qs")), Card.parse("QS").suit.colour
('QS', <Colour.BLACK: 'black'>)
>>> len(make_deck(36)), str(make_deck(32)[0])
(36, '7S')
"""

from __future__ import annotations

import enum
import functools
import math
import random
from typing import ClassVar, Final

import msgspec

from shtoss_desktop.core.errors import CoreError


@enum.unique
class CardMessage(enum.StrEnum):
    """Every message template of `CardError`: the value is the English (what the CLI prints), the member is
    what the interface looks its translation up by (context "core")."""

    NOT_A_RANK = "{text!r} is not a rank: use 2-9, T (or 10), J, Q, K or A"
    """The text names no rank."""
    NOT_TEXT = "a card is written as text such as '7D', not {text!r}"
    """A card was given as something other than text."""
    TOO_SHORT = "{text!r} is not a card: write the rank and the suit, e.g. '7D'"
    """The text is too short to hold a rank and a suit."""
    NO_SUIT = "{text!r} has no suit: end it with S, H, D or C"
    """The text ends in no suit letter."""
    DECK_SIZE = "a deck has 52, 36 or 32 cards, not {size!r}"
    """A deck size the game is not played with."""
    NOT_IN_DECK = "{card} is not in a {size}-card deck (it starts at {lowest})"
    """A card below the lowest rank of the deck in play."""


class CardError(CoreError):
    """A card's notation could not be read, or a card does not belong to the deck in play."""

    messages: ClassVar[tuple[type[enum.StrEnum], ...]] = (CardMessage,)


class Colour(enum.StrEnum):
    """The colour of a suit, which counting in thirds compares."""

    BLACK = "black"
    """Spades and clubs."""
    RED = "red"
    """Hearts and diamonds."""


class Suit(enum.StrEnum):
    """The four suits, by their letter in card notation."""

    SPADES = "S"
    """Пики, ♠ (black)."""
    HEARTS = "H"
    """Черви, ♥ (red)."""
    DIAMONDS = "D"
    """Бубны, ♦ (red)."""
    CLUBS = "C"
    """Трефы, ♣ (black)."""

    @property
    def colour(self) -> Colour:
        """Black for spades and clubs, red for hearts and diamonds."""
        return Colour.BLACK if self in (Suit.SPADES, Suit.CLUBS) else Colour.RED

    @property
    def symbol(self) -> str:
        """The suit's pip: ♠ ♥ ♦ ♣."""
        return _SUIT_SYMBOLS[self]


_SUIT_SYMBOLS: Final = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}


class Rank(enum.IntEnum):
    """The thirteen ranks, valued two to fourteen (ace high) so they sort naturally."""

    TWO = 2
    """Двойка."""
    THREE = 3
    """Тройка."""
    FOUR = 4
    """Четвёрка."""
    FIVE = 5
    """Пятёрка."""
    SIX = 6
    """Шестёрка."""
    SEVEN = 7
    """Семёрка."""
    EIGHT = 8
    """Восьмёрка."""
    NINE = 9
    """Девятка."""
    TEN = 10
    """Десятка."""
    JACK = 11
    """Валет."""
    QUEEN = 12
    """Дама."""
    KING = 13
    """Король."""
    ACE = 14
    """Туз."""

    @property
    def char(self) -> str:
        """The rank's letter in card notation: 2..9, T, J, Q, K, A."""
        return _RANK_CHARS[self.value - 2]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a rank letter (`T` or `10` for ten), any case."""
        key = text.strip().upper()
        if key == "10":
            key = "T"
        index = _RANK_CHARS.find(key) if len(key) == 1 else -1
        if index < 0:
            raise CardError(CardMessage.NOT_A_RANK, text=text)
        return cls(index + 2)


_RANK_CHARS: Final = "23456789TJQKA"

DECK_SIZES: Final = (52, 36, 32)
"""The deck sizes the game is played with: 2..A, 6..A, 7..A."""

_LOWEST_RANK: Final = {52: Rank.TWO, 36: Rank.SIX, 32: Rank.SEVEN}


class Card(msgspec.Struct, frozen=True, order=True):
    """One playing card. Cards hold no position and no picture: those belong to the view."""

    rank: Rank
    """The card's rank; it alone decides a stake (suit matters only under thirds)."""
    suit: Suit
    """The card's suit."""

    def __str__(self) -> str:
        return f"{self.rank.char}{self.suit.value}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read card notation such as `7D`, `TS`, `10h` or `qs`."""
        if not isinstance(text, str):
            raise CardError(CardMessage.NOT_TEXT, text=text)
        key = text.strip().upper()
        if len(key) < 2:
            raise CardError(CardMessage.TOO_SHORT, text=text)
        rank = Rank.parse(key[:-1])
        try:
            suit = Suit(key[-1])
        except ValueError:
            raise CardError(CardMessage.NO_SUIT, text=text) from None
        return cls(rank, suit)


def ranks_for(deck_size: int) -> tuple[Rank, ...]:
    """The ranks in a deck of `deck_size` cards, lowest first."""
    check_deck_size(deck_size)
    return tuple(rank for rank in Rank if rank >= _LOWEST_RANK[deck_size])


@functools.cache
def make_deck(deck_size: int) -> tuple[Card, ...]:
    """A fresh deck in a fixed order: ranks ascending, each in suit order S, H, D, C."""
    return tuple(Card(rank, suit) for rank in ranks_for(deck_size) for suit in Suit)


def shuffled_order(count: int, rng: random.Random) -> list[int]:
    """A random order of `0 .. count - 1`, every one of the count! orders equally likely.

    A seeded `random.Random` shuffles with `rng.shuffle` (Fisher-Yates), so a seeded session repeats
    exactly the orders it always has. A `random.SystemRandom` makes a system call for every number it
    draws, so here the order is one draw below count! (226 bits for 52 cards) read as the digits of
    the factorial number system: each digit, from 0 to the number of cards still left less one, picks
    the next card among them. That is the same uniform choice among all orders at one system call
    instead of count - 1.
    """
    if isinstance(rng, random.SystemRandom):
        code = rng.randrange(_factorial(count))
        pool = list(range(count))
        order = []
        for left in range(count, 0, -1):
            code, pick = divmod(code, left)
            order.append(pool.pop(pick))
        return order
    order = list(range(count))
    rng.shuffle(order)
    return order


def shuffled_deck(deck_size: int, rng: random.Random) -> tuple[Card, ...]:
    """A fresh deck of `deck_size` cards in the order `rng` shuffles it (`shuffled_order`)."""
    deck = make_deck(deck_size)
    return tuple(deck[i] for i in shuffled_order(len(deck), rng))


@functools.cache
def _factorial(count: int) -> int:
    return math.factorial(count)


def check_deck_size(deck_size: int) -> None:
    """Raise `CardError` unless `deck_size` is 52, 36 or 32."""
    if deck_size not in DECK_SIZES:
        raise CardError(CardMessage.DECK_SIZE, size=deck_size)


def check_in_deck(card: Card, deck_size: int) -> None:
    """Raise `CardError` if `card` is not part of a deck of `deck_size` cards."""
    if card.rank < _LOWEST_RANK[deck_size]:
        raise CardError(CardMessage.NOT_IN_DECK, card=str(card), size=deck_size, lowest=_LOWEST_RANK[deck_size].char)
