"""Amounts as the player reads them: the locale's grouping, for any Python int (past 64 bits too)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QLocale

from shtoss_desktop.app.amounts import format_amount


def test_amounts_are_written_the_local_way(qapp: object) -> None:
    previous = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        assert format_amount(25431) == "25,431"
        QLocale.setDefault(QLocale(QLocale.Language.Russian, QLocale.Country.Russia))
        assert format_amount(25431).replace("\u00a0", " ") == "25 431"
    finally:
        QLocale.setDefault(previous)


LOCALES = ["en_US", "ru_RU", "de_CH", "fr_FR", "hi_IN", "ar_EG", "C"]


@pytest.mark.parametrize(
    ("amount", "english", "russian"),
    [
        (10**30, "1,000,000,000,000,000,000,000,000,000,000", "1 000 000 000 000 000 000 000 000 000 000"),
        (-(2**70), "-1,180,591,620,717,411,303,424", "-1 180 591 620 717 411 303 424"),
        (2**63, "9,223,372,036,854,775,808", "9 223 372 036 854 775 808"),
        (-(2**63), "-9,223,372,036,854,775,808", "-9 223 372 036 854 775 808"),
    ],
)
def test_amounts_beyond_64_bits_are_written_the_local_way(
    qapp: object, amount: int, english: str, russian: str
) -> None:
    # QLocale.toString takes a 64-bit integer: from 2**63 on the binding used to overflow and kill the process.
    assert format_amount(amount, QLocale("en_US")) == english
    assert format_amount(amount, QLocale("ru_RU")).replace("\u00a0", " ") == russian


@pytest.mark.parametrize("name", LOCALES)
@given(amount=st.integers(min_value=-(2**63) + 1, max_value=2**63 - 1) | st.sampled_from([0, 7, -999, 1000, 12345]))
def test_beyond_64_bits_is_written_as_qt_writes_smaller_amounts(qapp: object, name: str, amount: int) -> None:
    # The Python formatting used past 64 bits, tried where Qt can answer too, must agree with Qt.
    from shtoss_desktop.app.amounts import _format_large

    locale = QLocale(name)
    if abs(amount) >= 10**18:  # the probe has 19 digits: below that the minimum grouping may differ
        assert _format_large(amount, locale) == locale.toString(amount)
    assert format_amount(amount, locale) == locale.toString(amount)


@pytest.mark.parametrize("name", LOCALES)
@given(
    amount=st.integers(min_value=2**63 - 10, max_value=10**60)
    | st.integers(min_value=-(10**60), max_value=-(2**63) + 10)
)
def test_any_amount_reads_back_as_itself(qapp: object, name: str, amount: int) -> None:
    locale = QLocale(name)
    text = format_amount(amount, locale)
    zero = ord(locale.zeroDigit())
    digits = "".join(str(ord(c) - zero) for c in text if 0 <= ord(c) - zero <= 9)
    assert int(digits) == abs(amount)
    assert (locale.negativeSign() in text) == (amount < 0)
