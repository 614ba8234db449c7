"""What a name plate says under the name and in its tooltip (`ui/shtoss/plate_words.py`, on its own; the plates on
the table are tests/ui/shtoss/test_plates.py): who left and with what, the banker's money outside the bank and the
bank beside the deck (to the human in the second person), the human punter, a computer punter's temperament, the
role line; in English and in Russian."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.shtoss.temperaments import style_name, style_text
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.ui.shtoss.plate_words import PlateSeat, plate_words

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def seat(player: str = "Narumov", balance: int = 1200, *, banker: bool = False, bank: int = 600,
         human: bool = False, left: bool = False,
         temperament: PunterStyle | None = PunterStyle.MIRANDOLE) -> PlateSeat:
    return PlateSeat(player, balance, banker, bank, human, left, temperament)


def test_a_player_who_left_says_so_with_his_money(qapp: QCoreApplication) -> None:
    words = plate_words(seat(balance=340, left=True, banker=True))
    assert words.role == "Left the table"
    assert words.tooltip == f"Narumov has left the table with {format_amount(340)}."


def test_the_banker_s_money_is_outside_the_bank(qapp: QCoreApplication) -> None:
    words = plate_words(seat(balance=1500, banker=True, bank=12_000))
    assert words.role == "Banker · outside the bank"
    assert words.tooltip == (f"Narumov holds the bank. {format_amount(1500)}: his money outside the bank; the bank "
                             f"itself, {format_amount(12_000)}, lies beside the deck.")
    mine = plate_words(seat("You", 1500, banker=True, bank=12_000, human=True, temperament=None))
    assert mine.role == words.role
    assert mine.tooltip.startswith(f"You hold the bank. {format_amount(1500)}: your money outside the bank;")


def test_the_human_punter_is_you(qapp: QCoreApplication) -> None:
    words = plate_words(seat("You", 1188, human=True, temperament=None))
    assert words.role == "Punter · понтёр · you"
    assert words.tooltip == f"You: {format_amount(1188)} in hand, not counting your stakes on the table."


@pytest.mark.parametrize("style", list(PunterStyle))
def test_a_computer_punter_shows_his_temperament(qapp: QCoreApplication, style: PunterStyle) -> None:
    words = plate_words(seat(balance=990, temperament=style))
    name = style_name(style)
    assert words.role == name[0].upper() + name[1:], "the short name, with a capital"
    assert words.tooltip == (f"Narumov, a computer punter. {style_text(style)}.\n{format_amount(990)} in hand, not "
                             "counting his stakes on the table.")


def test_a_huge_balance_is_written_whole(qapp: QCoreApplication) -> None:
    huge = 10**30 + 7
    assert format_amount(huge) in plate_words(seat(balance=huge)).tooltip


@pytest.mark.usefixtures("russian")
def test_every_plate_reads_in_russian(qapp: QCoreApplication) -> None:
    seats = [seat(left=True), seat(banker=True), seat("You", banker=True, human=True, temperament=None),
             seat("You", human=True, temperament=None), *(seat(temperament=style) for style in PunterStyle)]
    texts = [plate_words(each) for each in seats]
    for words in texts:
        assert CYRILLIC.search(words.role), words.role
        assert CYRILLIC.search(words.tooltip), words.tooltip
    assert texts[1].tooltip != texts[2].tooltip, "the human banker is spoken to"
    assert len({words.role for words in texts[4:]}) == len(PunterStyle)
    assert texts[4].role[0].isupper()
