"""The casino settings of release 0.1.0 (storage/legacy_casino.py): `casino.json` is read once into the one settings
schema and moved aside as done; the settings file and the presets that release wrote still load exactly."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.core.casino.rules import CasinoRules
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.storage.atomic import CORRUPT_MARK, MIGRATED_MARK
from shtoss_desktop.storage.legacy_casino import LegacyCasinoError, read_legacy_casino
from shtoss_desktop.storage.presets import PresetStore
from shtoss_desktop.storage.problems import StorageMessage
from shtoss_desktop.storage.settings import SETTINGS, AppSettings, CardIndices, Language, SidePanel, Speed

RELEASE = Path(__file__).resolve().parents[1] / "fixtures" / "release-0.1.0" / "settings"


@pytest.fixture
def release_folder(tmp_path: Path) -> Path:
    """A copy of the settings folder release 0.1.0 left: its settings file, its casino.json, two user presets."""
    folder = tmp_path / "ShtossDesktop"
    shutil.copytree(RELEASE, folder)
    return folder


def test_the_release_settings_and_its_casino_file_load_exactly(release_folder: Path) -> None:
    casino_file = release_folder / "casino.json"
    old_bytes = casino_file.read_bytes()
    settings = AppSettings(release_folder / "shtoss-desktop.conf")
    assert settings.startup_problems == ()
    # The settings file's own values, exactly as release 0.1.0 wrote them.
    assert settings.animation_speed() is Speed.FAST
    assert settings.card_indices() is CardIndices.LATIN
    assert settings.language() is Language.RU
    written = QSettings(str(RELEASE / "shtoss-desktop.conf"), QSettings.Format.IniFormat).value("rules")
    assert isinstance(written, str)
    assert settings.rules() == HouseRules.from_json_text(written)
    assert settings.rules().to_json() == json.loads(written), "every rule as the file holds it"
    assert settings.rules().lob.value == "half"
    assert (settings.rules().deck_size, settings.rules().talia) == (36, True)
    # casino.json's values, taken over.
    assert settings.casino_rules() == CasinoRules(decks=8, table_minimum=5, table_maximum=250, capital=800, players=2)
    assert settings.casino_preset() == "custom", "release 0.1.0 wrote \"\" for rules edited by hand"
    assert (settings.casino_chip(), settings.casino_show_odds()) == (25, True)
    assert settings.casino_window_geometry() == b""
    assert settings.casino_side_panel() is SidePanel.HIDDEN
    untouched = {"preset", "computer_styles", "card_theme", "window_geometry", "window_state"}
    for spec in SETTINGS:
        if spec.name in untouched:
            assert settings.get(spec.name) == spec.default, spec.name
    # Read once: written to the settings file, the old file moved aside as done, never deleted.
    assert not casino_file.exists()
    [moved] = release_folder.glob("casino.json" + MIGRATED_MARK + "*")
    assert moved.read_bytes() == old_bytes
    raw = QSettings(str(release_folder / "shtoss-desktop.conf"), QSettings.Format.IniFormat)
    assert (raw.value("casino_chip"), raw.value("casino_side_panel"), raw.value("language")) == ("25", "hidden", "ru")
    del settings, raw
    again = AppSettings(release_folder / "shtoss-desktop.conf")
    assert again.startup_problems == ()
    assert again.casino_rules() == CasinoRules(decks=8, table_minimum=5, table_maximum=250, capital=800, players=2)
    assert (again.casino_chip(), again.casino_side_panel(), again.animation_speed()) == (25, SidePanel.HIDDEN,
                                                                                       Speed.FAST)
    assert list(release_folder.glob("casino.json*")) == [moved], "nothing more is moved or made"


def test_the_release_presets_load_exactly(release_folder: Path) -> None:
    store = PresetStore(release_folder / "presets")
    assert store.load_problems == ()
    assert store.names() == ("my house", "Дом Чекалинского")
    for path in (release_folder / "presets").glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        preset = store.get(data["name"])
        assert preset.name == data["name"]
        assert preset.rules == HouseRules.from_json(data["rules"])
        assert preset.rules.to_json() == data["rules"], "every rule as the file holds it"
        assert preset.path == path
    assert store.get("Дом Чекалинского").rules.refuse_above == 10


def test_the_casino_file_of_the_release_reads_as_it_was_written() -> None:
    values = read_legacy_casino(RELEASE / "casino.json")
    assert values.rules == CasinoRules(decks=8, table_minimum=5, table_maximum=250, capital=800, players=2)
    assert (values.preset, values.chip, values.show_odds, values.geometry, values.side_panel) == (
        "", 25, True, b"", False)


@pytest.mark.parametrize(("text", "said"), [
    ('{"rules": {"decks": 7}}', "rules: decks: must be one of 6, 8, not 7"),
    ('{"rules": {"table_minimum": 50, "table_maximum": 20}}', "the table maximum 20 is below the table minimum 50"),
    ('{"chip": 300, "rules": {"table_maximum": 250}}', "chip: 300 is not an acceptable value"),
    ('{"chip": true}', "chip: true is not an acceptable value"),
    ('{"show_odds": "yes"}', 'show_odds: "yes" is not an acceptable value'),
    ('{"side_panel": 1}', "side_panel: 1 is not an acceptable value"),
    ('{"geometry": "@@@"}', "geometry: the value is not base64"),
    # The strict reader refuses it where it stands, before any value is looked at.
    ('{"preset": "\\udc80"}', "has a lone surrogate U+DC80 in a string, which no text may hold (line 1 column 13)"),
    ("[1, 2]", "it is not a JSON object"),
    ('{"chip": 5,', "it is not valid JSON: line 1 column"),
    ("", "it is empty"),
])
def test_a_bad_casino_file_is_set_aside_and_said_with_its_path(tmp_path: Path, text: str, said: str) -> None:
    casino_file = tmp_path / "casino.json"
    casino_file.write_text(text, encoding="utf-8")
    settings = AppSettings(tmp_path / "shtoss-desktop.ini")
    [problem] = map(storage_text, settings.startup_problems)
    assert said in problem
    assert f"The casino settings in {casino_file} could not be used (" in problem
    assert "they are kept as casino.json" + CORRUPT_MARK in problem
    assert settings.casino_rules() == CasinoRules()
    assert settings.casino_chip() == 0
    assert not casino_file.exists()
    [aside] = tmp_path.glob("casino.json" + CORRUPT_MARK + "*")
    assert aside.read_text(encoding="utf-8") == text, "kept as it was"
    assert AppSettings(tmp_path / "shtoss-desktop.ini").startup_problems == (), "said once"


def test_a_folder_in_place_of_the_casino_file_is_said_with_its_path(tmp_path: Path) -> None:
    (tmp_path / "casino.json").mkdir()
    settings = AppSettings(tmp_path / "shtoss-desktop.ini")
    [problem] = map(storage_text, settings.startup_problems)
    assert problem.startswith(f"The casino settings in {tmp_path / 'casino.json'} could not be used "
                              "(it is a folder, not a file)")
    assert "Errno" not in problem
    assert settings.startup_problems[0].params["problem"].message is StorageMessage.IS_FOLDER  # type: ignore[union-attr]


def test_a_casino_file_that_cannot_be_set_aside_is_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from shtoss_desktop.storage import settings as settings_module

    (tmp_path / "casino.json").write_text("{", encoding="utf-8")

    def refuse(path: Path, **_: object) -> Path:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(settings_module, "set_aside", refuse)
    [problem] = map(storage_text, AppSettings(tmp_path / "shtoss-desktop.ini").startup_problems)
    assert problem.endswith("the file could not be renamed aside either (Permission denied).")
    assert (tmp_path / "casino.json").read_text(encoding="utf-8") == "{"


def test_a_casino_file_taken_over_but_not_moved_is_read_again(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from shtoss_desktop.storage import settings as settings_module

    (tmp_path / "casino.json").write_text('{"chip": 25, "show_odds": true}', encoding="utf-8")

    def refuse(path: Path, **_: object) -> Path:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(settings_module, "set_aside", refuse)
    settings = AppSettings(tmp_path / "shtoss-desktop.ini")
    [problem] = map(storage_text, settings.startup_problems)
    assert problem == (f"The casino settings in {tmp_path / 'casino.json'} were taken over, but the file could not be "
                       "moved aside (Permission denied): it will be read again at the next start.")
    assert (settings.casino_chip(), settings.casino_show_odds()) == (25, True)
    monkeypatch.undo()
    settings.set("casino_chip", 50)
    again = AppSettings(tmp_path / "shtoss-desktop.ini")
    assert again.startup_problems == ()
    assert again.casino_chip() == 25, "the file was still there: read again, as said"
    assert not (tmp_path / "casino.json").exists()


def test_a_casino_file_whose_values_cannot_be_written_stays_for_the_next_start(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from shtoss_desktop.storage import settings as settings_module

    (tmp_path / "casino.json").write_text('{"chip": 25}', encoding="utf-8")

    def full_disk(path: Path) -> None:
        raise OSError(28, "No space left on device", str(path))

    monkeypatch.setattr(settings_module, "fsync_file", full_disk)
    settings = AppSettings(tmp_path / "shtoss-desktop.ini")
    assert settings.casino_chip() == 25, "taken over in memory"
    assert settings.write_problem is not None
    assert "No space left on device" in storage_text(settings.write_problem)
    assert (tmp_path / "casino.json").exists(), "kept until the settings hold its values"
    monkeypatch.undo()
    again = AppSettings(tmp_path / "shtoss-desktop.ini")
    assert again.casino_chip() == 25
    assert not (tmp_path / "casino.json").exists()


def test_a_reader_error_is_data() -> None:
    with pytest.raises(LegacyCasinoError) as refused:
        read_legacy_casino(RELEASE / "no-such-casino.json")
    assert refused.value.problem.message is StorageMessage.CANNOT_READ
    assert refused.value.problem.params == {"detail": "No such file or directory"}
