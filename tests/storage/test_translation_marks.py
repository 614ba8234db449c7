"""`QT_TRANSLATE_NOOP` typed `str -> str` (storage/translation_marks.py): it gives the text back untouched, lupdate
finds the texts it marks under their context, and the marked text then shows translated where it is shown."""

from __future__ import annotations

import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.core_messages import CARD_MESSAGES
from shtoss_desktop.core.cards import CardMessage
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP


def test_the_marked_text_comes_back_as_it_is() -> None:
    text = "the kush {kush} is below the initial kush {minimum}"
    assert QT_TRANSLATE_NOOP("game", text) is text
    assert QT_TRANSLATE_NOOP("another context", "") == ""


def test_lupdate_finds_a_text_marked_through_this_module_under_its_context(tmp_path: Path) -> None:
    source = tmp_path / "marked.py"
    source.write_text(
        "from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP\n"
        'TITLE = QT_TRANSLATE_NOOP("Menus", "&Deal again")\n'
        'NOT_MARKED = "left alone"\n', encoding="utf-8")
    extracted = tmp_path / "marked_ru.ts"
    lupdate = Path(PySide6.__file__).parent / "lupdate"
    subprocess.run([str(lupdate), "-silent", str(source), "-ts", str(extracted)], check=True, cwd=tmp_path)
    found = {(context.findtext("name"), message.findtext("source"))
             for context in ElementTree.parse(extracted).getroot().iter("context")
             for message in context.iter("message")}
    assert found == {("Menus", "&Deal again")}


def test_a_text_marked_where_it_is_written_shows_translated_where_it_is_shown(russian: None) -> None:
    marked = CARD_MESSAGES[CardMessage.NOT_A_RANK]  # marked in app/core_messages.py, context "core"
    assert marked == CardMessage.NOT_A_RANK.value
    shown = QCoreApplication.translate("core", marked)
    assert shown != marked
    assert any("а" <= letter <= "я" for letter in shown.lower())
