"""Storage's problems as data (storage/problems.py): a member and its params, English by its template, inner
problems and core errors in English too; the system's reason without errno or file number; lone surrogates found."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from shtoss_desktop.core.jsonio import JsonInputError, load_json
from shtoss_desktop.core.shtoss.rules import HouseRules, RulesError
from shtoss_desktop.storage.problems import (
    StorageError,
    StorageMessage,
    StorageProblem,
    lone_surrogate,
    problem,
    system_detail,
)


def test_a_problem_reads_in_english_with_its_inner_problems_and_core_errors() -> None:
    with pytest.raises(RulesError) as rules_error:
        HouseRules.from_json({"deck_size": 40})
    with pytest.raises(JsonInputError) as json_error:
        load_json("")
    inner = (problem(StorageMessage.VALUE_RULES, name="rules", problem=rules_error.value),
             problem(StorageMessage.VALUE_NOT_BASE64, name="window_geometry"))
    whole = problem(StorageMessage.SET_ASIDE, aside=Path("/x/s.ini.corrupt-1"),
                    problem=problem(StorageMessage.FILE_BAD_VALUES, path=Path("/x/s.ini"), problems=inner))
    assert whole.english() == (
        "The settings file /x/s.ini had bad values: rules: deck_size: must be one of 52, 36, 32, not 40; "
        "window_geometry: the value is not base64. Those settings are back to their defaults; the old file was "
        "kept as /x/s.ini.corrupt-1.")
    assert problem(StorageMessage.JSON_PROBLEM, problem=json_error.value).english() == (
        "it is empty: there is no JSON value in it")


def test_an_error_carries_its_problem_and_says_its_english() -> None:
    error = StorageError(StorageProblem(StorageMessage.PRESET_EXISTS, {"name": "Mine"}))
    assert isinstance(error, ValueError)
    assert error.problem.params == {"name": "Mine"}
    assert str(error) == "There is already a preset called “Mine”."


def test_the_systems_reason_names_no_file_number(tmp_path: Path) -> None:
    descriptor = os.open(tmp_path, os.O_RDONLY)
    with pytest.raises(IsADirectoryError) as raised:
        open(descriptor, "rb")  # noqa: SIM115 - it fails: nothing to close but the descriptor
    os.close(descriptor)
    assert str(raised.value) == f"[Errno 21] Is a directory: {descriptor}", "the file number, not the path"
    assert system_detail(raised.value) == "Is a directory"
    encode = UnicodeEncodeError("utf-8", "\udc80", 0, 1, "surrogates not allowed")
    assert system_detail(encode) == "surrogates not allowed"
    assert system_detail(ValueError("embedded null byte")) == "embedded null byte"


def test_lone_surrogates_are_found_and_pairs_are_not() -> None:
    assert lone_surrogate("Дом Чекалинского 🂡") is None
    assert lone_surrogate("\udc80") == 0
    assert lone_surrogate("ab\ud800") == 2


def test_every_member_has_a_docstring_and_a_template_its_fields_can_fill() -> None:
    import string

    for member in StorageMessage:
        fields = [name for _, name, _, _ in string.Formatter().parse(member.value) if name]
        assert member.value.format(**dict.fromkeys(fields, "x"))
