"""Names and cards as the player reads them, in the interface's language at the moment they are shown.

The core and the journal know a player by the id he was seated with (a session started in Russian seats
"Чекалинский", one started in English "Chekalinsky", and neither is ever renamed there). `display_name(id)`
gives the name a person reads: a computer player's name, in either language's form, comes out in the
current language ("Names" context, the translations the controller seats with); the default human name
("You" / "Вы") comes out as the current language's "You"; any other name (one the player typed) as it is.
Asked for at the moment of showing, so a change of language shows the new names at once.

`card_text(card)` writes a card as the table does: rank and suit pip, with the Russian indices В, Д, К, Т for
the jack, queen, king and ace in the Russian interface while the `card_indices` setting asks for them
(the window calls `set_russian_indices` from the setting; the app layer cannot read the card art).

>>> from shtoss_desktop.core.cards import Card
>>> card_text(Card.parse("QH")), card_text(Card.parse("TD"))
('Q♥', '10♦')
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from shtoss_desktop.core.cards import Card, Rank

translate = QCoreApplication.translate

# QT_TRANSLATE_NOOP hands its text back unchanged; PySide6's stubs type the result `object`, hence `str()`.
COMPUTER_NAMES: tuple[str, ...] = tuple(
    str(name)
    for name in (
        QT_TRANSLATE_NOOP("Names", "Chekalinsky"),
        QT_TRANSLATE_NOOP("Names", "Narumov"),
        QT_TRANSLATE_NOOP("Names", "Tomsky"),
        QT_TRANSLATE_NOOP("Names", "Surin"),
        QT_TRANSLATE_NOOP("Names", "Chaplitsky"),
        QT_TRANSLATE_NOOP("Names", "Saint-Germain"),
        QT_TRANSLATE_NOOP("Names", "Lugin"),
    )
)
"""Names for the computer players, from Pushkin's "Queen of Spades" and Lermontov's "Shtoss" (the first is
the banker's); they are translated when a session starts, so a Russian table seats Чекалинский."""


def computer_names() -> tuple[str, ...]:
    """The computer players' names in the interface language."""
    return tuple(QCoreApplication.translate("Names", name) for name in COMPUTER_NAMES)


RUSSIAN_COMPUTER_NAMES: Final[dict[str, str]] = {
    "Чекалинский": "Chekalinsky",
    "Нарумов": "Narumov",
    "Томский": "Tomsky",
    "Сурин": "Surin",
    "Чаплицкий": "Chaplitsky",
    "Сен-Жермен": "Saint-Germain",
    "Лугин": "Lugin",
}
"""The computer players' Russian names (as resources/translations/words_ru.ts gives them) and their
English source: a session started in Russian seats these, and an English table must still read them."""

HUMAN_NAMES: Final = frozenset({"You", "Вы"})
"""The human's default name in either language (what the window seats unless the player typed another)."""

YOU: Final = str(QT_TRANSLATE_NOOP("Words", "You"))
"""The human's name shown at the table, translated by `display_name`."""

RUSSIAN_INDICES: Final[dict[Rank, str]] = {Rank.JACK: "В", Rank.QUEEN: "Д", Rank.KING: "К", Rank.ACE: "Т"}
"""The Russian index letters: валет, дама, король, туз."""

_russian_indices_wanted = True


def set_russian_indices(wanted: bool) -> None:
    """Whether cards are written with В, Д, К, Т in the Russian interface (the `card_indices` setting)."""
    global _russian_indices_wanted
    _russian_indices_wanted = wanted


def russian_indices() -> bool:
    """Whether cards are written with Russian indices now: wanted, and the interface speaks Russian (the
    translations set the default locale, so this follows a change of language at once)."""
    return _russian_indices_wanted and QLocale().language() is QLocale.Language.Russian


def display_name(player: str) -> str:
    """The name a person reads for the player with this id, in the current language."""
    if player in HUMAN_NAMES:
        return translate("Words", YOU)
    source = RUSSIAN_COMPUTER_NAMES.get(player, player)
    if source in COMPUTER_NAMES:
        return translate("Names", source)
    return player


def rank_index(rank: Rank) -> str:
    """A rank as a card's index reads: 2..10, then J, Q, K, A (В, Д, К, Т with Russian indices)."""
    if rank is Rank.TEN:
        return "10"
    if rank in RUSSIAN_INDICES and russian_indices():
        return RUSSIAN_INDICES[rank]
    return rank.char


def card_text(card: Card) -> str:
    """A card as the table shows it: its index and suit pip ("K♠", "10♦"; "К♠" with Russian indices)."""
    return f"{rank_index(card.rank)}{card.suit.symbol}"


def cards_text(cards: tuple[Card, ...]) -> str:
    """Several cards, space separated ("7♠ 7♦")."""
    return " ".join(card_text(card) for card in cards)
