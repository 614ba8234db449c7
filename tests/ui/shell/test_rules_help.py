"""The rules help window (ui/shell/rules_help.py) and its HTML texts."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from shtoss_desktop.core.casino.rules import CASINO_RULE_FIELDS, CasinoRules
from shtoss_desktop.core.shtoss.rules import RULE_FIELD_NAMES
from shtoss_desktop.resources import resource_path
from shtoss_desktop.ui.i18n_build import lrelease_command
from shtoss_desktop.ui.shell.rules_help import (
    CASINO_ANCHORS,
    CASINO_RULES,
    HELP_ANCHORS,
    PARTS,
    RulesHelpWindow,
    RulesPart,
    current_language,
    rules_help_file,
)

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_option_has_an_anchor_in_each_language(language: str) -> None:
    html = rules_help_file(language).read_text(encoding="utf-8")
    anchors = set(re.findall(r'<a name="([a-z_]+)">', html))
    assert set(HELP_ANCHORS) <= anchors
    assert set(RULE_FIELD_NAMES) <= anchors
    for target in re.findall(r'href="#([a-z_]+)"', html):
        assert target in anchors


def test_the_casino_part_has_an_anchor_per_casino_rules_key() -> None:
    assert CasinoRules.__struct_fields__ == CASINO_ANCHORS
    assert tuple(field.name for field in CASINO_RULE_FIELDS) == CASINO_ANCHORS
    assert CASINO_RULES.anchors == CASINO_ANCHORS


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("part", PARTS, ids=lambda part: part.stem)
def test_every_part_has_its_anchors_and_its_own_links_in_each_language(part: RulesPart, language: str) -> None:
    path = rules_help_file(language, part)
    assert path.name == f"{part.stem}_{language}.html"
    html = path.read_text(encoding="utf-8")
    anchors = set(re.findall(r'<a name="([a-z_]+)">', html))
    assert set(part.anchors) <= anchors
    assert "top" in anchors
    for target in re.findall(r'href="#([a-z_]+)"', html):
        assert target in anchors


def test_an_unknown_language_falls_back_to_english() -> None:
    assert rules_help_file("de") == resource_path("rules", "rules_en.html")
    assert rules_help_file("de", CASINO_RULES) == resource_path("rules", "casino_en.html")


@pytest.mark.parametrize(("language", "heading", "words"), [
    ("en", "The rules of casino stos", "suit bet"), ("ru", "Правила стоса казино", "ставка на масть"),
])
def test_the_casino_part_shows_the_casino_rules(qtbot: QtBot, language: str, heading: str, words: str) -> None:
    window = RulesHelpWindow(part=CASINO_RULES, language=language)
    qtbot.addWidget(window)
    assert window.part is CASINO_RULES
    assert window.windowTitle() == "Rules of casino stos"
    text = window.browser.toPlainText()
    assert heading in text
    assert words in text.lower()
    assert "в лоб полкуша" not in text.lower(), "shtoss's house variants are not the casino's"
    window.show_anchor("table_minimum")
    assert window.browser.verticalScrollBar().value() > 0


@pytest.mark.parametrize(("language", "heading"), [("en", "The rules of shtoss"), ("ru", "Правила штосса")])
def test_the_window_shows_the_rules_in_its_language(qtbot: QtBot, language: str, heading: str) -> None:
    window = RulesHelpWindow(language=language)
    qtbot.addWidget(window)
    assert window.language == language
    assert heading in window.browser.toPlainText()
    assert "в лоб полкуша" in window.browser.toPlainText().lower()


def test_show_anchor_scrolls_to_the_option_and_back_to_the_top(qtbot: QtBot) -> None:
    window = RulesHelpWindow(language="en")
    qtbot.addWidget(window)
    window.show_anchor("banker_rotation")
    assert window.isVisible()
    bar = window.browser.verticalScrollBar()
    late = bar.value()
    assert late > 0
    window.show_anchor("lob")
    assert 0 < bar.value() < late
    window.show_anchor("")
    assert bar.value() == 0


def test_an_anchor_given_at_construction_is_shown_when_the_window_opens(qtbot: QtBot) -> None:
    window = RulesHelpWindow(language="ru", anchor="talia")
    qtbot.addWidget(window)
    window.show()
    assert window.browser.verticalScrollBar().value() > 0


def test_the_language_follows_the_installed_translation(qapp: QApplication, tmp_path: Path) -> None:
    assert current_language() == "en"
    qm = tmp_path / "shell_ru.qm"
    subprocess.run([*lrelease_command(), "-silent", str(resource_path("translations", "shell_ru.ts")),
                    "-qm", str(qm)], check=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    try:
        assert current_language() == "ru"
        assert RulesHelpWindow().language == "ru"
    finally:
        qapp.removeTranslator(translator)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_rules_window_holds_the_rules_only(language: str) -> None:
    """No rules-file keys among the rules (F1): those are the rules file's reference, which lists every one."""
    html = rules_help_file(language).read_text(encoding="utf-8")
    text = re.sub(r"<[^>]+>", "", re.sub(r'<a name="[a-z_]+">', "", html))
    assert "Rules file" not in text
    assert "Файл правил" not in text
    assert not re.search(r"<code>[a-z_]+</code> —", html), "a rules-file key with its values"
    reference = (Path(__file__).resolve().parents[3] / "docs" / "rules-file-and-cli.md").read_text(encoding="utf-8")
    for key in RULE_FIELD_NAMES:
        assert f"| `{key}` |" in reference, key
