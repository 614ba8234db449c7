"""The player's presets as files (storage/presets.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.storage_messages import copy_names, storage_text
from shtoss_desktop.core.shtoss.rules import HouseRules, LobRule, PlieRule
from shtoss_desktop.storage.presets import MAX_NAME_LENGTH, PresetError, PresetStore, preset_file_text
from shtoss_desktop.storage.problems import StorageMessage, StorageProblem

HALF = HouseRules(lob=LobRule.HALF)
PHARAON = HouseRules(plie=PlieRule.HALF, hocly=True)


def test_no_folder_means_no_presets(presets_folder: Path) -> None:
    store = PresetStore(presets_folder)
    assert store.presets() == ()
    assert store.load_problems == ()


def test_saved_presets_are_json_files_that_survive_a_restart(presets_folder: Path, qtbot: QtBot) -> None:
    store = PresetStore(presets_folder)
    with qtbot.waitSignal(store.changed):
        saved = store.save("  Дома у Нарумова ", HALF)
    assert saved.name == "Дома у Нарумова"
    data = json.loads(saved.path.read_text(encoding="utf-8"))
    assert data == {"name": "Дома у Нарумова", "rules": HALF.to_json()}
    store.save("faro", PHARAON)
    again = PresetStore(presets_folder)
    assert again.names() == ("faro", "Дома у Нарумова")
    assert again.get("дома у нарумова").rules == HALF
    assert not [p for p in presets_folder.iterdir() if p.suffix != ".json"]


def test_a_taken_name_is_refused_unless_replacing(presets_folder: Path) -> None:
    store = PresetStore(presets_folder)
    store.save("Mine", HALF)
    with pytest.raises(PresetError, match="already"):
        store.save("MINE", PHARAON)
    store.save("mine", PHARAON, replace=True)
    assert PresetStore(presets_folder).get("Mine").rules == PHARAON
    assert len(list(presets_folder.glob("*.json"))) == 1


@pytest.mark.parametrize("name", ["", "   ", "x" * (MAX_NAME_LENGTH + 1), "tab\there"])
def test_bad_names_are_refused(presets_folder: Path, name: str) -> None:
    with pytest.raises(PresetError):
        PresetStore(presets_folder).save(name, HALF)


def test_rename_moves_the_file(presets_folder: Path) -> None:
    store = PresetStore(presets_folder)
    old_path = store.save("Old", HALF).path
    store.save("Other", PHARAON)
    with pytest.raises(PresetError, match="already"):
        store.rename("Old", "other")
    renamed = store.rename("Old", "New name")
    assert not old_path.exists()
    assert renamed.path.exists()
    assert PresetStore(presets_folder).names() == ("New name", "Other")
    assert store.rename("New name", "NEW NAME").name == "NEW NAME"


def test_duplicate_finds_a_free_copy_name(presets_folder: Path) -> None:
    store = PresetStore(presets_folder)
    store.save("Mine", HALF)
    assert store.duplicate("Mine", store.free_name(copy_names("Mine"))).name == "Mine (copy)"
    assert store.duplicate("Mine", store.free_name(copy_names("Mine"))).name == "Mine (copy 2)"
    assert store.get("Mine (copy 2)").rules == HALF
    assert len(PresetStore(presets_folder).presets()) == 3


def test_delete_removes_the_file(presets_folder: Path) -> None:
    store = PresetStore(presets_folder)
    path = store.save("Mine", HALF).path
    store.delete("mine")
    assert not path.exists()
    assert PresetStore(presets_folder).presets() == ()
    with pytest.raises(PresetError):
        store.delete("Mine")


@pytest.mark.parametrize(("content", "expected"), [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "exactly the keys"),
    (json.dumps({"name": "x", "rules": {}, "colour": 1}), "exactly the keys"),
    (json.dumps({"name": 7, "rules": {}}), '"name" must be text'),
    (json.dumps({"name": "Broken", "rules": {"lob": "half", "initial_kush": 5}}), "rules.initial_kush: the initial"),
    (json.dumps({"name": "Broken", "rules": {"deck_size": 40}}), "rules.deck_size: must be one of"),
])
def test_a_corrupted_preset_file_is_set_aside_and_reported(presets_folder: Path, content: str, expected: str) -> None:
    store = PresetStore(presets_folder)
    store.save("Good", HALF)
    bad = presets_folder / "broken.json"
    bad.write_text(content, encoding="utf-8")
    again = PresetStore(presets_folder)
    assert again.names() == ("Good",)
    [problem] = map(storage_text, again.load_problems)
    assert expected in problem
    assert "broken.json" in problem
    [aside] = presets_folder.glob("broken.json.corrupt-*")
    assert aside.read_text(encoding="utf-8") == content
    assert not bad.exists()
    assert PresetStore(presets_folder).load_problems == ()


def test_two_files_with_one_name_keep_the_first(presets_folder: Path) -> None:
    presets_folder.mkdir(parents=True)
    (presets_folder / "a.json").write_text(preset_file_text("Same", HALF), encoding="utf-8")
    (presets_folder / "b.json").write_text(preset_file_text("same", PHARAON), encoding="utf-8")
    store = PresetStore(presets_folder)
    assert store.get("Same").rules == HALF
    assert len(store.load_problems) == 1
    assert list(presets_folder.glob("b.json.corrupt-*"))


def test_a_name_with_a_lone_surrogate_is_refused_typed_and_read(presets_folder: Path) -> None:
    store = PresetStore(presets_folder)
    with pytest.raises(PresetError, match="lone surrogate") as refused:
        store.save("Mine\udc80", HALF)
    assert storage_text(refused.value.problem) == (
        "A preset name may not contain a broken character (a lone surrogate, U+DC80).")
    store.save("Good", HALF)
    with pytest.raises(PresetError, match="lone surrogate"):
        store.rename("Good", "\ud800 house")
    assert store.names() == ("Good",)
    bad = presets_folder / "broken.json"
    bad.write_text('{"name": "a\\udc80b", "rules": {}}', encoding="utf-8")
    again = PresetStore(presets_folder)
    assert again.names() == ("Good",), "refused when read, the others load"
    [problem] = map(storage_text, again.load_problems)
    assert "broken.json" in problem
    assert "surrogate" in problem
    assert list(presets_folder.glob("broken.json.corrupt-*"))


def test_a_preset_write_that_raises_a_unicode_error_says_so_and_keeps_the_old_file(
        presets_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from shtoss_desktop.storage import presets as presets_module

    store = PresetStore(presets_folder)
    path = store.save("Mine", HALF).path
    before = path.read_bytes()

    def refuse(path: Path, text: str) -> None:
        raise UnicodeEncodeError("utf-8", text, 0, 1, "surrogates not allowed")

    monkeypatch.setattr(presets_module, "atomic_write_text", refuse)
    with pytest.raises(PresetError) as refused:
        store.save("Mine", PHARAON, replace=True)
    assert storage_text(refused.value.problem) == (
        f"The preset “Mine” could not be saved in {presets_folder} (surrogates not allowed).")
    assert path.read_bytes() == before
    assert store.get("Mine").rules == HALF, "the preset in memory is the one on disk"


def test_a_problem_is_data_and_its_english_is_the_message(presets_folder: Path) -> None:
    store = PresetStore(presets_folder)
    with pytest.raises(PresetError) as refused:
        store.get("Nobody")
    assert refused.value.problem == StorageProblem(StorageMessage.NO_SUCH_PRESET, {"name": "Nobody"})
    assert str(refused.value) == "There is no preset called “Nobody”."
