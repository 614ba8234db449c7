"""Rules files read and written for Import and Export (`ui/shtoss/rules_files.py`, on its own; the dialog's use of
it is tests/ui/shtoss/test_rules_dialog.py): a good file read, each kind of bad file refused with a message naming
the file (and the key, where a rule is bad), in English and Russian; writing exactly the file named, a missing
folder or an unwritable place refused with nothing written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.core.jsonio import MAX_BYTES
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.ui.shtoss.rules_files import RulesFileError, read_rules_file, write_rules_file

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
RULES = HouseRules(thirds=True, initial_kush=9, talia=True, deck_size=36)


def refused(path: Path) -> str:
    with pytest.raises(RulesFileError) as caught:
        read_rules_file(path)
    assert str(caught.value) == caught.value.text
    return caught.value.text


def test_a_good_file_is_read(qapp: QCoreApplication, tmp_path: Path) -> None:
    path = tmp_path / "house.json"
    path.write_text(RULES.to_json_text(), encoding="utf-8")
    assert read_rules_file(path) == RULES
    (tmp_path / "empty-object.json").write_text("{}", encoding="utf-8")
    assert read_rules_file(tmp_path / "empty-object.json") == HouseRules(), "a key left out is its default"


@pytest.mark.parametrize(("content", "expected"), [
    ('{"deck_size": 40}',
     "The rules file bad.json was not loaded: deck_size: must be one of 52, 36, 32, not 40. Nothing was changed."),
    ('{"thirds": true, "initial_kush": 4}',
     "The rules file bad.json was not loaded: initial_kush: the initial kush 4 must divide by 3 because counting in "
     "thirds is on. Nothing was changed."),
    ("[1, 2]",
     "The rules file bad.json was not loaded: the file: the rules must be a JSON object, not [1, 2]. "
     "Nothing was changed."),
    ('{"initial_kush": 6,', "The file bad.json is not valid JSON: "),
    ("", "The file bad.json is empty: there is no JSON value in it. Nothing was changed."),
])
def test_a_bad_file_is_refused_naming_the_file_and_the_key(qapp: QCoreApplication, tmp_path: Path, content: str,
                                                          expected: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    text = refused(path)
    assert text.startswith(expected), text
    assert text.endswith("Nothing was changed.")
    assert path.read_text(encoding="utf-8") == content, "the file itself is left alone"


def test_a_file_too_large_is_refused_unread(qapp: QCoreApplication, tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (MAX_BYTES + 1))
    assert refused(path).startswith(f"The file huge.json is too large: {MAX_BYTES + 1} bytes")


@pytest.mark.parametrize("kind", ["missing", "folder"])
def test_a_file_that_cannot_be_read_says_why(qapp: QCoreApplication, tmp_path: Path, kind: str) -> None:
    path = tmp_path / "rules.json"
    if kind == "folder":
        path.mkdir()
    text = refused(path)
    assert text.startswith("The file rules.json cannot be read: ")
    assert len(text) > len("The file rules.json cannot be read: ")


@pytest.mark.usefixtures("russian")
def test_a_refusal_reads_in_russian(qapp: QCoreApplication, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"deck_size": 40}', encoding="utf-8")
    text = refused(path)
    assert "bad.json" in text
    assert "deck_size" in text
    assert CYRILLIC.search(text)
    assert "was not loaded" not in text
    with pytest.raises(RulesFileError) as caught:
        write_rules_file(tmp_path / "none" / "r.json", RULES)
    assert CYRILLIC.search(caught.value.text)


def test_the_file_named_is_written_exactly_and_reads_back(qapp: QCoreApplication, tmp_path: Path) -> None:
    path = tmp_path / "my-rules"
    write_rules_file(path, RULES)
    assert [entry.name for entry in tmp_path.iterdir()] == ["my-rules"], "no suffix added, no temporary left"
    assert read_rules_file(path) == RULES
    write_rules_file(path, HouseRules())
    assert read_rules_file(path) == HouseRules(), "an existing file is replaced"


def test_a_missing_folder_is_refused_and_not_made(qapp: QCoreApplication, tmp_path: Path) -> None:
    target = tmp_path / "no" / "such" / "rules.json"
    with pytest.raises(RulesFileError) as caught:
        write_rules_file(target, RULES)
    assert caught.value.text == (
        f"The file rules.json cannot be written: the folder {target.parent} does not exist.")
    assert not (tmp_path / "no").exists()


def test_a_place_that_cannot_be_written_is_refused_and_left_as_it_was(qapp: QCoreApplication, tmp_path: Path) -> None:
    folder = tmp_path / "folder.json"
    folder.mkdir()
    (folder / "inside").write_text("kept", encoding="utf-8")
    with pytest.raises(RulesFileError) as caught:
        write_rules_file(folder, RULES)
    assert caught.value.text.startswith("The file folder.json cannot be written: ")
    assert folder.is_dir()
    assert (folder / "inside").read_text(encoding="utf-8") == "kept"
    assert sorted(entry.name for entry in tmp_path.iterdir()) == ["folder.json"], "no temporary left behind"
