"""Cards, notation and decks (RULES.md section 1)."""

from __future__ import annotations

import pytest

from shtoss_desktop.core.cards import (
    Card,
    CardError,
    Colour,
    Rank,
    Suit,
    check_deck_size,
    check_in_deck,
    make_deck,
    ranks_for,
)
from tests.core.helpers import stacked


@pytest.mark.parametrize(
    ("text", "canonical"),
    [("7D", "7D"), ("7d", "7D"), ("10h", "TH"), ("10H", "TH"), ("ts", "TS"), ("qs", "QS"), (" AC ", "AC"),
     ("2c", "2C"), ("Kh", "KH"), ("jD", "JD")],
)
def test_notation_is_case_insensitive_and_canonical_upper_case_with_t(text: str, canonical: str) -> None:
    assert str(Card.parse(text)) == canonical


def test_parsed_card_has_its_rank_and_suit() -> None:
    assert Card.parse("QS") == Card(Rank.QUEEN, Suit.SPADES)
    assert Card.parse("10d") == Card(Rank.TEN, Suit.DIAMONDS)


def test_repr_can_be_pasted_back() -> None:
    card = Card.parse("10d")
    assert repr(card) == "Card.parse('TD')"
    assert eval(repr(card), {"Card": Card}) == card


@pytest.mark.parametrize("text", ["", "7", "1S", "11S", "7X", "XS", "7DD", "QQ", "S7"])
def test_bad_notation_is_a_card_error(text: str) -> None:
    with pytest.raises(CardError):
        Card.parse(text)


def test_non_text_is_a_card_error() -> None:
    with pytest.raises(CardError):
        Card.parse(7)  # type: ignore[arg-type]


def test_card_error_is_a_value_error() -> None:
    assert issubclass(CardError, ValueError)


def test_colours_black_spades_clubs_red_hearts_diamonds() -> None:
    assert Suit.SPADES.colour is Colour.BLACK
    assert Suit.CLUBS.colour is Colour.BLACK
    assert Suit.HEARTS.colour is Colour.RED
    assert Suit.DIAMONDS.colour is Colour.RED


@pytest.mark.parametrize(("size", "lowest"), [(52, "2"), (36, "6"), (32, "7")])
def test_decks_have_every_rank_from_the_lowest_to_the_ace_in_four_suits(size: int, lowest: str) -> None:
    deck = make_deck(size)
    assert len(deck) == size
    assert len(set(deck)) == size
    ranks = ranks_for(size)
    assert ranks[0] is Rank.parse(lowest)
    assert ranks[-1] is Rank.ACE
    assert len(ranks) * 4 == size
    for rank in ranks:
        assert {c.suit for c in deck if c.rank is rank} == set(Suit)


@pytest.mark.parametrize("size", [0, 40, 54, 24])
def test_other_deck_sizes_are_errors(size: int) -> None:
    with pytest.raises(CardError):
        make_deck(size)
    with pytest.raises(CardError):
        check_deck_size(size)


def test_card_outside_a_short_deck_is_an_error() -> None:
    check_in_deck(Card.parse("6S"), 36)
    check_in_deck(Card.parse("2S"), 52)
    with pytest.raises(CardError, match="5S"):
        check_in_deck(Card.parse("5S"), 36)
    with pytest.raises(CardError, match="6S"):
        check_in_deck(Card.parse("6S"), 32)


def test_stacked_puts_the_named_cards_first_and_keeps_every_card_once() -> None:
    deck = stacked(36, "7S QH TD")
    assert [str(c) for c in deck[:3]] == ["7S", "QH", "TD"]
    assert sorted(deck) == sorted(make_deck(36))
    with pytest.raises(ValueError, match="repeated"):
        stacked(52, "7S 7S")
