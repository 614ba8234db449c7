"""The one strict JSON reader (core/jsonio.py); most of its refusals are checked through the CLI
(tests/core/shtoss/test_cli.py), these are the lone surrogates and the reader's own contract."""

from __future__ import annotations

import pytest

from shtoss_desktop.core.jsonio import JsonInputError, JsonMessage, load_json


@pytest.mark.parametrize(("text", "code", "column"), [
    ('["\\ud800"]', "U+D800", 3),
    ('{"\\udc80": 1}', "U+DC80", 3),
    ('["ok", "x\\ud83d"]', "U+D83D", 10),
    ('["\\ud83d\\ud83d\\ude00"]', "U+D83D", 3),
    ('["\\ude00\\ud83d"]', "U+DE00", 3),
    ('["\ud800"]', "U+D800", 3),
    ('[\n "a",\n "\\udfff"]', "U+DFFF", 3),
])
def test_a_lone_surrogate_is_refused_with_its_line_and_column(text: str, code: str, column: int) -> None:
    with pytest.raises(JsonInputError) as caught:
        load_json(text)
    error = caught.value
    assert error.template is JsonMessage.LONE_SURROGATE
    assert (error.params["code"], error.params["column"]) == (code, column)
    str(error).encode("utf-8")


@pytest.mark.parametrize(("text", "value"), [
    ('["\\ud83d\\ude00"]', ["😀"]),
    ('["\\\\ud800"]', ["\\ud800"]),  # an escaped backslash, then plain text
    ('["\\u00e9t\\u00e9"]', ["été"]),
    ('{"k": "\\ud83d\\ude00\\ud83d\\ude00"}', {"k": "😀😀"}),
])
def test_whole_characters_and_escaped_backslashes_are_read(text: str, value: object) -> None:
    assert load_json(text) == value
    assert load_json(text.encode("utf-8")) == value


def test_encoded_surrogates_are_no_utf8() -> None:
    with pytest.raises(JsonInputError) as caught:
        load_json(b'["\xed\xa0\x80"]')
    assert caught.value.template is JsonMessage.NOT_UTF8
