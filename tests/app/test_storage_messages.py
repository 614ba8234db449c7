"""The words of storage's problems (app/storage_messages.py): one table of every `StorageMessage`, its English the
member's own, a Russian text with the same fields; a problem worded with its params, in English and in Russian."""

from __future__ import annotations

import string
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.storage_messages import CONTEXT, STORAGE_MESSAGES, copy_names, storage_error_text, storage_text
from shtoss_desktop.core.casino.rules import CasinoRules, CasinoRulesError
from shtoss_desktop.core.jsonio import JsonInputError, load_json
from shtoss_desktop.storage.problems import StorageError, StorageMessage, problem

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"


def _fields(template: str) -> list[str]:
    return sorted(name for _, name, _, _ in string.Formatter().parse(template) if name)


def _russian() -> dict[str, str]:
    found: dict[str, str] = {}
    for context in ElementTree.parse(TRANSLATIONS / "storage_ru.ts").getroot().iter("context"):
        if context.findtext("name") == CONTEXT:
            for message in context.iter("message"):
                translation = message.find("translation")
                if translation is not None and translation.text and translation.get("type") is None:
                    found[message.findtext("source") or ""] = translation.text
    return found


def test_every_member_has_its_own_english_and_a_russian_text() -> None:
    assert list(STORAGE_MESSAGES) == list(StorageMessage)
    russian = _russian()
    for member in StorageMessage:
        assert STORAGE_MESSAGES[member] == member.value, member
        assert member.value in russian, f"{member.name} has no Russian"
        assert _fields(russian[member.value]) == _fields(member.value), member


def _casino_rules_error() -> CasinoRulesError:
    with pytest.raises(CasinoRulesError) as caught:
        CasinoRules.from_json({"table_minimum": 50, "table_maximum": 20})
    return caught.value


def _json_error() -> JsonInputError:
    with pytest.raises(JsonInputError) as caught:
        load_json("")
    return caught.value


def test_english_is_the_templates_english(qapp: QCoreApplication) -> None:
    casino = problem(StorageMessage.CASINO_FILE_UNUSABLE, path=Path("/c/casino.json"), aside="casino.json.corrupt-1",
                     problem=problem(StorageMessage.VALUE_RULES, name="rules", problem=_casino_rules_error()))
    assert storage_text(casino) == casino.english() == (
        "The casino settings in /c/casino.json could not be used (rules: table_maximum: the table maximum 20 is below "
        "the table minimum 50); they are kept as casino.json.corrupt-1.")
    unreadable = problem(StorageMessage.FILE_UNUSABLE, path="/c/s.ini",
                         problem=problem(StorageMessage.JSON_PROBLEM, problem=_json_error()))
    assert storage_text(unreadable) == unreadable.english()


def test_a_problem_reads_in_russian_params_and_all(russian: None) -> None:
    casino = problem(StorageMessage.CASINO_FILE_UNUSABLE, path="/c/casino.json", aside="casino.json.corrupt-1",
                     problem=problem(StorageMessage.VALUE_RULES, name="rules", problem=_casino_rules_error()))
    assert storage_text(casino) == (
        "Настройки казино в /c/casino.json нельзя использовать (rules: table_maximum: максимум стола 20 меньше "
        "минимума стола 50); файл сохранён как casino.json.corrupt-1.")
    folder = problem(StorageMessage.SET_ASIDE, aside="/c/s.ini.corrupt-1",
                     problem=problem(StorageMessage.FILE_UNUSABLE, path="/c/s.ini",
                                     problem=problem(StorageMessage.IS_FOLDER)))
    assert storage_text(folder) == ("Файл настроек /c/s.ini не годится: это папка, а не файл. Эти настройки вернулись "
                                    "к исходным; старый файл сохранён как /c/s.ini.corrupt-1.")
    json_problem = problem(StorageMessage.JSON_PROBLEM, problem=_json_error())
    assert storage_text(json_problem) == "он пуст: в нём нет значения JSON"
    assert list(zip(range(3), copy_names("Мой"), strict=False)) == [(0, "Мой (копия)"), (1, "Мой (копия 2)"),
                                                                     (2, "Мой (копия 3)")]


def test_an_error_is_worded_by_its_problem_or_the_systems_reason(qapp: QCoreApplication) -> None:
    assert storage_error_text(StorageError(problem(StorageMessage.NAME_EMPTY))) == "A preset needs a name."
    assert storage_error_text(PermissionError(13, "Permission denied", "/x")) == "Permission denied"
