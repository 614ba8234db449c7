"""The computer punters' temperaments in words (`app/shtoss/temperaments.py`): every `PunterStyle` has a short name
and a whole description, in English and in Russian, and no two temperaments read alike."""

from __future__ import annotations

import re

import pytest

from shtoss_desktop.app.shtoss.temperaments import STYLE_NAMES, STYLE_TEXTS, style_name, style_text
from shtoss_desktop.core.shtoss.players import PunterStyle

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def test_every_temperament_has_a_name_and_a_text() -> None:
    assert set(STYLE_NAMES) == set(PunterStyle)
    assert set(STYLE_TEXTS) == set(PunterStyle)


def test_in_english_each_reads_as_written_and_apart_from_the_others(qapp) -> None:
    names = [style_name(style) for style in PunterStyle]
    texts = [style_text(style) for style in PunterStyle]
    assert names == [STYLE_NAMES[style] for style in PunterStyle]
    assert texts == [STYLE_TEXTS[style] for style in PunterStyle]
    assert len(set(names)) == len(names)
    assert len(set(texts)) == len(texts)
    assert all(name and name[0].islower() for name in names), "a short name begins in lower case"
    assert all(text[0].isupper() and ": " in text for text in texts), "a description names, then describes"
    assert style_text(PunterStyle.HERMANN) == "Hermann: three, seven, ace, doubling after each win"


@pytest.mark.usefixtures("russian")
def test_in_russian_each_is_translated_and_apart_from_the_others(qapp) -> None:
    for style in PunterStyle:
        name, text = style_name(style), style_text(style)
        assert name != STYLE_NAMES[style], f"{style}: the short name is not translated"
        assert text != STYLE_TEXTS[style], f"{style}: the description is not translated"
        assert CYRILLIC.search(name), name
        assert CYRILLIC.search(text), text
        assert name[0].islower(), "a short name begins in lower case in Russian too"
    assert len({style_name(style) for style in PunterStyle}) == len(PunterStyle)
    assert len({style_text(style) for style in PunterStyle}) == len(PunterStyle)
    assert style_name(PunterStyle.MIRANDOLE) == "мирандоль"
