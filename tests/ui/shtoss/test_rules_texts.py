"""What the house rules dialog says about each option (`ui/shtoss/rules_texts.py`; the dialog's use of it is
tests/ui/shtoss/test_rules_dialog.py): each option on one page, a Russian term, a name and a one-line
explanation; a text for every choice and premium event the rules allow; the label and tooltip as the dialog
writes them; the edge in the locale's numbers; every word in Russian too."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from shtoss_desktop.core.rule_fields import FieldKind
from shtoss_desktop.core.shtoss.rules import RULE_FIELDS, PremiumEvent
from shtoss_desktop.ui.shtoss.rules_texts import (
    CHOICE_TEXTS,
    EVENT_TEXTS,
    OPTION_TEXTS,
    PAGES,
    format_edge,
    opt,
    option_label,
    option_tooltip,
)

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
FIELDS = {field.name: field for field in RULE_FIELDS}


def test_each_option_is_on_one_page_and_the_pages_are_apart() -> None:
    placed = [key for page in PAGES for key in page.options]
    assert len(placed) == len(set(placed)), "an option on two pages"
    assert len({page.key for page in PAGES}) == len(PAGES)
    assert all(page.options for page in PAGES)
    assert all(page.title and page.intro.endswith(".") for page in PAGES)


def test_every_option_has_a_russian_term_a_name_and_a_one_line_explanation() -> None:
    for key, text in OPTION_TEXTS.items():
        assert CYRILLIC.search(text.russian), key
        assert text.title.strip(), key
        assert not CYRILLIC.search(text.title), f"{key}: the English name is English"
        assert text.explanation.endswith("."), key
        assert "\n" not in text.explanation, key


def test_every_choice_the_rules_allow_has_its_text() -> None:
    for key, texts in CHOICE_TEXTS.items():
        field = FIELDS[key]
        assert field.kind is FieldKind.CHOICE
        values = {choice.value if hasattr(choice, "value") else choice for choice in field.choices}
        assert set(texts) == values, key
        assert len(set(texts.values())) == len(texts), f"{key}: two choices read alike"
    assert set(EVENT_TEXTS) == {event.value for event in PremiumEvent}


def test_the_label_and_the_tooltip_in_english(qapp: QCoreApplication) -> None:
    assert option_label("deck_size") == "<b>Колода</b> — Deck"
    assert option_tooltip("deck_size") == (
        "<b>Колода</b> — Deck<br>The cards in every player's deck: 52 (two to ace), 36 (six to ace) or 32 (seven to "
        "ace).")
    assert opt("Never") == "Never"


@pytest.mark.usefixtures("russian")
def test_in_russian_the_label_is_the_term_alone_and_every_word_is_russian(qapp: QCoreApplication) -> None:
    for key, text in OPTION_TEXTS.items():
        assert option_label(key) == f"<b>{text.russian}</b>", f"{key}: the Russian name is the term itself"
        explanation = option_tooltip(key).split("<br>", 1)[1]
        assert CYRILLIC.search(explanation), key
    for page in PAGES:
        assert CYRILLIC.search(QCoreApplication.translate("SettingsDialog", page.title)), page.key
        assert CYRILLIC.search(QCoreApplication.translate("SettingsDialog", page.intro)), page.key
    for key, texts in CHOICE_TEXTS.items():
        for source in texts.values():
            assert CYRILLIC.search(opt(source)), f"{key}: {source}"
    for source in EVENT_TEXTS.values():
        assert CYRILLIC.search(opt(source)), source
    assert CYRILLIC.search(format_edge(Fraction(1, 40)))


def test_the_edge_is_written_in_the_locales_numbers(qapp: QCoreApplication) -> None:
    english = format_edge(Fraction(1, 40), QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    russian = format_edge(Fraction(1, 40), QLocale(QLocale.Language.Russian, QLocale.Country.Russia))
    assert english == "Banker's edge on a fresh card: 2.50% of the kush (exactly 1/40)"
    assert "2,50%" in russian
    punters = format_edge(Fraction(-3, 200), QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    assert punters.startswith("Punters' edge on a fresh card: 1.50% of the kush (exactly 3/200)")
    assert "-" not in punters, "the punters' edge is said as theirs, not as a negative"
