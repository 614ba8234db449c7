"""What the table says, said to the screen reader too: `Announcer`, owned by the window shell (both games).

Every line a sighted player reads as the game moves (the shtoss table's narration, the deal's recap, the casino's
status line and its refusals) goes through `announce` once, in the language installed, in the order it is shown.
Each one is sent as Qt's `QAccessibleAnnouncementEvent` (Qt 6.8 and later; over AT-SPI an `announcement` event
of the window), polite (read after what is being read) or assertive (read at once) by its weight: the end of a
deal, a decision about the player's own money, a broken bank are assertive, the rest polite. A line that may say
again what was just said (the shtoss panel's prompt) goes through `announce_news`, which drops it then.

The cards are written on the table as their index and suit pip ("7♣", "Q♥", "К♠" with the Russian indices);
read aloud that is "seven, black club symbol". The announced text says them as words instead (`spoken_text`:
"seven of clubs", "семёрка треф"), in the language installed.

The screen reader's pace: each announcement is given a reading time (`reading_ms`, by its words: what a screen
reader at its usual rate takes), and `reading_left()` says how much of what was announced is still being read;
with the "Pace for a screen reader" setting the shtoss table waits for it before each record it shows.

Ownership: the window makes one (its child QObject) and keeps it as `announcer`; it holds no Qt object but the
window it speaks for.
"""

from __future__ import annotations

import enum
import re
import time
from collections import deque
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from shtoss_desktop.app.words import RUSSIAN_INDICES
from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP

CONTEXT: Final = "Announcer"
"""The translation context of the card words."""

translate = QCoreApplication.translate

RANK_WORDS: Final[dict[Rank, str]] = {
    Rank.TWO: QT_TRANSLATE_NOOP("Announcer", "two"),
    Rank.THREE: QT_TRANSLATE_NOOP("Announcer", "three"),
    Rank.FOUR: QT_TRANSLATE_NOOP("Announcer", "four"),
    Rank.FIVE: QT_TRANSLATE_NOOP("Announcer", "five"),
    Rank.SIX: QT_TRANSLATE_NOOP("Announcer", "six"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("Announcer", "seven"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("Announcer", "eight"),
    Rank.NINE: QT_TRANSLATE_NOOP("Announcer", "nine"),
    Rank.TEN: QT_TRANSLATE_NOOP("Announcer", "ten"),
    Rank.JACK: QT_TRANSLATE_NOOP("Announcer", "jack"),
    Rank.QUEEN: QT_TRANSLATE_NOOP("Announcer", "queen"),
    Rank.KING: QT_TRANSLATE_NOOP("Announcer", "king"),
    Rank.ACE: QT_TRANSLATE_NOOP("Announcer", "ace"),
}
"""Each rank as a word (Russian: двойка … туз)."""

SUIT_WORDS: Final[dict[Suit, str]] = {
    Suit.SPADES: QT_TRANSLATE_NOOP("Announcer", "spades"),
    Suit.HEARTS: QT_TRANSLATE_NOOP("Announcer", "hearts"),
    Suit.DIAMONDS: QT_TRANSLATE_NOOP("Announcer", "diamonds"),
    Suit.CLUBS: QT_TRANSLATE_NOOP("Announcer", "clubs"),
}
"""Each suit as a word after "of" (Russian, in the genitive the card's name takes: пик, червей, бубён, треф)."""

CARD_WORDS: Final = QT_TRANSLATE_NOOP("Announcer", "{rank} of {suit}")
"""A card in words ("seven of clubs"; "семёрка треф")."""

_INDEX_RANKS: Final[dict[str, Rank]] = {
    **{rank.char: rank for rank in Rank},
    "10": Rank.TEN,
    **{letter: rank for rank, letter in RUSSIAN_INDICES.items()},
}
"""A card's index as the table writes it (the Latin letters, "10", the Russian В, Д, К, Т) and its rank."""
_SUITS: Final[dict[str, Suit]] = {suit.symbol: suit for suit in Suit}
_CARD: Final = re.compile(
    r"(?<![\w])(" + "|".join(sorted(map(re.escape, _INDEX_RANKS), key=len, reverse=True)) + r")(["
    + "".join(_SUITS) + r"])"
)
"""A card as the table writes it: an index right before a suit pip, not inside a word."""

WORDS_PER_MINUTE: Final = 170
"""A screen reader's usual rate of speech (Orca's default reads about this many words a minute)."""
LINE_PAUSE_MS: Final = 400
"""The pause a screen reader makes between two announcements."""
KEPT: Final = 500
"""How many announcements `said()` keeps (the latest)."""


def card_words(rank: Rank, suit: Suit) -> str:
    """A card in words, in the language installed ("seven of clubs"; "семёрка треф")."""
    return translate(CONTEXT, CARD_WORDS).format(
        rank=translate(CONTEXT, RANK_WORDS[rank]), suit=translate(CONTEXT, SUIT_WORDS[suit])
    )


def spoken_text(text: str) -> str:
    """`text` as it is to be read aloud: every card written as index and pip ("7♣", "10♦", "К♠") in words.

    >>> spoken_text("Lob: 2♣, sonik: 7♣")
    'Lob: two of clubs, sonik: seven of clubs'
    """
    return _CARD.sub(lambda match: card_words(_INDEX_RANKS[match[1]], _SUITS[match[2]]), text)


def reading_ms(text: str) -> int:
    """How long a screen reader takes to read `text` at its usual rate (ms), with its pause after it."""
    words = len(text.split())
    return round(words * 60_000 / WORDS_PER_MINUTE) + LINE_PAUSE_MS if words else 0


class Politeness(enum.Enum):
    """How the screen reader is to read an announcement."""

    POLITE = "polite"
    """After what it is reading (most lines)."""
    ASSERTIVE = "assertive"
    """At once, interrupting (the end of a deal, a decision about the player's own money)."""


@dataclass(frozen=True, slots=True)
class Announcement:
    """One announcement as it was sent."""

    text: str
    """The words sent (cards in words)."""
    politeness: Politeness


class Announcer(QObject):
    """Says each line to the screen reader, in order (see the module docstring); the window shell owns one."""

    announced = Signal(str, bool)
    """An announcement was sent: its words and whether it is assertive."""

    def __init__(self, window: QObject) -> None:
        super().__init__(window)
        self._window = window
        self._said: deque[Announcement] = deque(maxlen=KEPT)
        self._read_until = 0.0  # time.monotonic() when what was announced so far has been read

    def announce(self, text: str, *, assertive: bool = False) -> None:
        """Send `text` (as the table writes it) to the screen reader: polite, or `assertive`. An empty line says
        nothing."""
        spoken = spoken_text(" ".join(text.split()))
        if not spoken:
            return
        politeness = Politeness.ASSERTIVE if assertive else Politeness.POLITE
        self._said.append(Announcement(spoken, politeness))
        now = time.monotonic()
        self._read_until = max(now, self._read_until) + reading_ms(spoken) / 1000
        event = QAccessibleAnnouncementEvent(self._window, spoken)
        event.setPoliteness(
            QAccessible.AnnouncementPoliteness.Assertive if assertive else QAccessible.AnnouncementPoliteness.Polite
        )
        QAccessible.updateAccessibility(event)
        self.announced.emit(spoken, assertive)

    def announce_news(self, text: str, *, assertive: bool = False) -> None:
        """`announce` a line that may repeat what was just said (a prompt that says what the narration said): sent
        only if its words are not those of the latest announcement."""
        spoken = spoken_text(" ".join(text.split()))
        if self._said and self._said[-1].text == spoken:
            return
        self.announce(text, assertive=assertive)

    def said(self) -> list[Announcement]:
        """The announcements sent, oldest first (the latest `KEPT`)."""
        return list(self._said)

    def reading_left(self) -> int:
        """How long (ms) the screen reader still reads what was announced, at its usual rate (0: all read)."""
        return max(0, round((self._read_until - time.monotonic()) * 1000))


__all__ = [
    "CARD_WORDS",
    "KEPT",
    "LINE_PAUSE_MS",
    "RANK_WORDS",
    "SUIT_WORDS",
    "WORDS_PER_MINUTE",
    "Announcement",
    "Announcer",
    "Politeness",
    "card_words",
    "reading_ms",
    "spoken_text",
]
