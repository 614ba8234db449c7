"""Every loader of the game's files against every kind of bad file (issue 8, item 5).

The loaders: a rules file given with `--rules` (`__main__.read_rules`), a rules file imported in the
settings dialog, a user preset (`PresetStore`), and the settings file (`AppSettings`). Each bad input
must give one clear message naming the problem, nothing may raise, a file the loader owns (a preset,
the settings) is set aside with its bytes intact and never overwritten, and play goes on with the
defaults. The rules CLI gets the same inputs in tests/core/shtoss/test_cli.py.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from shtoss_desktop.__main__ import read_rules
from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.core.jsonio import MAX_BYTES
from shtoss_desktop.core.shtoss.rules import HouseRules, RulesError
from shtoss_desktop.storage.atomic import CORRUPT_MARK
from shtoss_desktop.storage.presets import PresetStore
from shtoss_desktop.storage.problems import StorageProblem
from shtoss_desktop.storage.settings import AppSettings
from shtoss_desktop.ui.shtoss.rules_dialog import SettingsDialog

DEEP = b"[" * 100_000 + b"]" * 100_000
FIFTY_MB = 50 * 1024 * 1024


@dataclass(frozen=True)
class Bad:
    """One bad rules JSON: its bytes and a phrase every loader's message must contain."""

    name: str
    data: bytes
    expected: str
    json_level: bool = True
    """A problem of the JSON itself (the same bytes make a bad preset file); otherwise a problem of the
    rules object, which a preset file holds under "rules"."""


BAD_JSON: list[Bad] = [
    Bad("empty", b"", "is empty"),
    Bad("blank", b" \n\t ", "is empty"),
    Bad("truncated", b'{"deck_size": 3', "is not valid JSON: line 1 column"),
    Bad("truncated string", b'{"deck_si', "is not valid JSON"),
    Bad("trailing comma", b'{"thirds": true,}', "is not valid JSON"),
    Bad("single quotes", b"{'thirds': true}", "is not valid JSON"),
    Bad("two values", b"{} {}", "Extra data"),
    Bad("duplicate key", b'{"deck_size": 36, "deck_size": 32}', 'the key "deck_size" appears twice'),
    Bad("NaN", b'{"capital": NaN}', "NaN is not a JSON value"),
    Bad("Infinity", b'{"capital": Infinity}', "Infinity is not a JSON value"),
    Bad("-Infinity", b'{"capital": -Infinity}', "-Infinity is not a JSON value"),
    Bad("1e400", b'{"capital": 1e400}', "a number too large to hold"),
    Bad("10**100", b'{"capital": 1' + b"0" * 100 + b"}", "an integer with more than 30 digits"),
    Bad("5000 digits", b'{"capital": ' + b"9" * 5000 + b"}", "an integer with more than 30 digits"),
    Bad("deep nesting", DEEP, "nests deeper than 64 levels"),
    Bad("deep in a key", b'{"premiums": ' + b"[" * 70 + b"]" * 70 + b"}", "nests deeper than 64 levels"),
    Bad("binary garbage", bytes(range(256)) * 4, "is not UTF-8 text"),
    Bad("latin-1", '{"name": "Chekalinsky’s café"}'.encode("latin-1", "replace").replace(b"?", b"\xe9"),
        "is not UTF-8 text"),
    Bad("UTF-16", '{"deck_size": 36}'.encode("utf-16"), "is UTF-16 text"),
    Bad("NUL bytes", b"\x00" * 64, "is not valid JSON"),
    Bad("50 MB", b" " * FIFTY_MB, f"more than the {MAX_BYTES} bytes allowed"),
    Bad("a list", b"[1, 2, 3]", "must be a JSON object", json_level=False),
    Bad("null", b"null", "must be a JSON object", json_level=False),
    Bad("wrong type", b'{"deck_size": "52"}', "deck_size: must be one of 52, 36, 32", json_level=False),
    Bad("float for an integer", b'{"capital": 1200.0}', "capital: must be a whole number", json_level=False),
    Bad("bool for an integer", b'{"capital": true}', "capital: must be a whole number", json_level=False),
    Bad("1e308", b'{"capital": 1e308}', "capital: must be a whole number", json_level=False),
    Bad("2**63", b'{"capital": 9223372036854775808}', "capital: must be from 1 to 1000000000",
        json_level=False),
    Bad("2**31", b'{"bank": 2147483648}', "bank: must be from 1 to 1000000000", json_level=False),
    Bad("negative", b'{"initial_kush": -6}', "initial_kush: must be from 1", json_level=False),
    Bad("unknown key", b'{"colour": "red"}', "colour: is not a rules key", json_level=False),
    Bad("unknown premium key", b'{"premiums": [{"event": "deal_won", "kush_multiple": 1, "x": 1}]}',
        "premiums[0].x", json_level=False),
    Bad("bad combination", b'{"hocly": true}', "hocly needs plié half", json_level=False),
]


def _special(kind: str, folder: Path) -> tuple[Path, str]:
    """A path that is no readable regular file, and the phrase its message must contain."""
    path = folder / "rules.json"
    if kind == "a directory":
        path.mkdir()
        return path, "Is a directory"
    if kind == "a symlink loop":
        path.symlink_to(path)
        return path, "Too many levels of symbolic links"
    if kind == "a FIFO":
        os.mkfifo(path)
        return path, "not a regular file"
    if kind == "under a regular file":  # cannot be opened, even as root
        (folder / "plain").write_text("x")
        return folder / "plain" / "rules.json", "Not a directory"
    if kind == "missing":
        return path, "No such file"
    assert kind == "unreadable"
    path.write_text("{}")
    path.chmod(0)
    return path, "Permission denied"


SPECIAL = ["a directory", "a symlink loop", "a FIFO", "under a regular file", "missing"]
if os.name == "posix" and os.geteuid() != 0:  # root reads a chmod 000 file all the same
    SPECIAL.append("unreadable")


def _ids(cases: list[Bad]) -> list[str]:
    return [case.name for case in cases]


# ----- --rules FILE -----


def _read_rules_message(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stop:
        read_rules(path)
    assert stop.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(f"shtoss-desktop: {path}: ")
    return lines[0]


@pytest.mark.parametrize("case", BAD_JSON, ids=_ids(BAD_JSON))
def test_rules_option_names_the_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str], case: Bad) -> None:
    path = tmp_path / "rules.json"
    path.write_bytes(case.data)
    assert case.expected in _read_rules_message(path, capsys)
    assert path.read_bytes() == case.data, "a file given on the command line is only read"


@pytest.mark.parametrize("kind", SPECIAL)
def test_rules_option_on_a_path_that_is_no_file(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                kind: str) -> None:
    path, expected = _special(kind, tmp_path)
    assert expected in _read_rules_message(path, capsys)


def test_rules_option_accepts_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "rules.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"deck_size": 32}).encode())
    assert read_rules(path) == HouseRules(deck_size=32)


# ----- Import in the settings dialog -----


class Dialog:
    """The settings dialog on files under tmp_path; message boxes recorded, not shown."""

    def __init__(self, tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
        self.warnings: list[str] = []
        monkeypatch.setattr(QMessageBox, "exec", lambda box: self.warnings.append(box.text()) or 0)
        self.settings = AppSettings(tmp_path / "config" / "shtoss-desktop.ini")
        self.dialog = SettingsDialog(self.settings, PresetStore(tmp_path / "presets"))
        qtbot.addWidget(self.dialog)

    def refused(self, path: Path) -> str:
        before = self.dialog.candidate()
        assert self.dialog.import_rules_file(path) is False
        assert self.dialog.candidate() == before, "nothing in the dialog changes"
        [message] = self.warnings
        assert path.name in message
        return message


@pytest.fixture
def dialog(tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> Dialog:
    return Dialog(tmp_path, qtbot, monkeypatch)


@pytest.mark.parametrize("case", BAD_JSON, ids=_ids(BAD_JSON))
def test_import_names_the_problem(tmp_path: Path, dialog: Dialog, case: Bad) -> None:
    path = tmp_path / "import.json"
    path.write_bytes(case.data)
    assert case.expected in dialog.refused(path)
    assert path.read_bytes() == case.data


@pytest.mark.parametrize("kind", SPECIAL)
def test_import_of_a_path_that_is_no_file(tmp_path: Path, dialog: Dialog, kind: str) -> None:
    path, expected = _special(kind, tmp_path)
    assert expected in dialog.refused(path)


# ----- user presets -----


def _preset_bytes(case: Bad) -> bytes:
    if case.json_level:
        return case.data
    return b'{"name": "Bad", "rules": ' + case.data + b"}"


PRESET_SHAPES: list[Bad] = [
    Bad("no rules key", b'{"name": "x"}', 'exactly the keys "name" and "rules"'),
    Bad("an extra key", b'{"name": "x", "rules": {}, "colour": 1}', 'exactly the keys "name" and "rules"'),
    Bad("name not text", b'{"name": 5, "rules": {}}', '"name" must be text'),
    Bad("empty name", b'{"name": "  ", "rules": {}}', "A preset needs a name"),
    Bad("name too long", json.dumps({"name": "x" * 61, "rules": {}}).encode(), "at most 60 characters"),
    Bad("control character", b'{"name": "a\\u0007b", "rules": {}}', "control characters"),
    Bad("name deep", b'{"name": ' + b"[" * 65 + b"]" * 65 + b', "rules": {}}', "nests deeper"),
]
PRESET_CASES = BAD_JSON + PRESET_SHAPES


def _presets_folder(tmp_path: Path) -> Path:
    """A presets folder that holds one good preset."""
    folder = tmp_path / "presets"
    PresetStore(folder).save("Good", HouseRules(thirds=True))
    return folder


def _check_presets(folder: Path, bad: Path, original: bytes | None, expected: str) -> None:
    store = PresetStore(folder)
    assert store.names() == ("Good",), "the other presets load"
    [problem] = map(storage_text, store.load_problems)
    assert str(bad) in problem
    assert expected in problem
    kept = [p for p in folder.iterdir() if p.name.startswith(bad.name + CORRUPT_MARK)]
    assert len(kept) == 1, "set aside under a timestamped name"
    assert not os.path.lexists(bad)
    if original is not None:
        assert kept[0].read_bytes() == original, "kept as it was, never overwritten"
    again = PresetStore(folder)
    assert again.load_problems == (), "reported once: the file is out of the way"


@pytest.mark.parametrize("case", PRESET_CASES, ids=_ids(PRESET_CASES))
def test_bad_preset_file_is_set_aside_with_a_message(tmp_path: Path, case: Bad) -> None:
    folder = _presets_folder(tmp_path)
    bad = folder / "bad.json"
    data = case.data if case in PRESET_SHAPES else _preset_bytes(case)
    bad.write_bytes(data)
    _check_presets(folder, bad, data, case.expected)


FOLDER_SAID = "it is a folder, not a file"
"""What a settings or preset file says of a folder in its place (with its path, never "[Errno 21] ...: 5")."""


@pytest.mark.parametrize("kind", ["a directory", "a symlink loop", "a FIFO"])
def test_a_preset_path_that_is_no_file_is_set_aside(tmp_path: Path, kind: str) -> None:
    folder = _presets_folder(tmp_path)
    path, expected = _special(kind, folder)
    _check_presets(folder, path, None, FOLDER_SAID if kind == "a directory" else expected)


def test_presets_in_a_folder_that_cannot_be_made_say_so(tmp_path: Path) -> None:
    (tmp_path / "plain").write_text("x")
    store = PresetStore(tmp_path / "plain" / "presets")
    assert store.names() == ()
    with pytest.raises(Exception, match="could not be saved") as error:
        store.save("Mine", HouseRules())
    assert "Not a directory" in str(error.value)
    assert (tmp_path / "plain").read_text() == "x"


# ----- the settings file -----


def _settings_with_rules_value(path: Path, value: str) -> bytes:
    path.parent.mkdir(parents=True, exist_ok=True)
    store = QSettings(str(path), QSettings.Format.IniFormat)
    store.setValue("rules", value)
    store.setValue("animation_speed", "slow")
    store.sync()
    return path.read_bytes()


def _check_settings(path: Path, original: bytes | None, expected: str, where: str = "") -> AppSettings:
    settings = AppSettings(path)
    [problem] = map(storage_text, settings.startup_problems)
    assert expected in problem
    assert where in problem
    assert str(path) in problem
    assert settings.rules() == HouseRules(), "the rules fall back to the defaults"
    aside = settings.set_aside_path
    assert aside is not None
    assert aside.name.startswith(path.name + CORRUPT_MARK)
    if original is not None:
        assert aside.read_bytes() == original, "kept as it was, never overwritten"
    restart = AppSettings(path)
    assert restart.startup_problems == (), "the game starts cleanly the next time"
    return restart


SETTINGS_VALUE_CASES = [case for case in BAD_JSON if case.name not in ("binary garbage", "latin-1", "UTF-16", "50 MB")]


@pytest.mark.parametrize("case", SETTINGS_VALUE_CASES, ids=_ids(SETTINGS_VALUE_CASES))
def test_a_bad_rules_value_in_the_settings_file_is_set_aside(settings_path: Path, case: Bad) -> None:
    original = _settings_with_rules_value(settings_path, case.data.decode("utf-8"))
    restart = _check_settings(settings_path, original, case.expected, "had bad values: rules: ")
    assert restart.get("animation_speed") == "slow", "the good values are kept"


SETTINGS_FILES: list[Bad] = [
    Bad("binary garbage", bytes(range(256)) * 4, "is not UTF-8 text"),
    Bad("latin-1", "[General]\nlanguage=café\n".encode("latin-1"), "is not UTF-8 text"),
    Bad("UTF-16", "[General]\nlanguage=ru\n".encode("utf-16"), "is not UTF-8 text"),
    Bad("NUL bytes", b"[General]\n\x00\x00\n", "binary data"),
    Bad("not INI", b"this is not a settings file\n", "line 1 is not a setting"),
    Bad("50 MB", b"#" * FIFTY_MB, f"more than the {MAX_BYTES} bytes allowed"),
    Bad("styles deep", b"[General]\ncomputer_styles=" + b"[" * 100_000 + b"\n", "computer_styles"),
    Bad("styles huge int", b"[General]\ncomputer_styles=[" + b"9" * 5000 + b"]\n", "computer_styles"),
    Bad("bad choice", b"[General]\nanimation_speed=warp\n", "animation_speed"),
    Bad("bad base64", b"[General]\nwindow_geometry=@@@\n", "window_geometry: the value is not base64"),
    Bad("rules as a list", b"[General]\nrules=a, b\n", "rules: the value is not text"),
]


@pytest.mark.parametrize("case", SETTINGS_FILES, ids=_ids(SETTINGS_FILES))
def test_a_bad_settings_file_is_set_aside_and_the_game_starts(settings_path: Path, case: Bad) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_bytes(case.data)
    _check_settings(settings_path, case.data, case.expected)


@pytest.mark.parametrize("kind", ["a directory", "a symlink loop", "a FIFO"])
def test_a_settings_path_that_is_no_file_is_set_aside(tmp_path: Path, kind: str) -> None:
    path, expected = _special(kind, tmp_path)
    settings = AppSettings(path)
    [problem] = map(storage_text, settings.startup_problems)
    assert (FOLDER_SAID if kind == "a directory" else expected) in problem
    assert str(path) in problem
    assert "Errno" not in problem
    assert settings.set_aside_path is not None
    settings.set("animation_speed", "fast")
    assert AppSettings(path).get("animation_speed") == "fast", "a fresh file took its place"


def test_an_empty_settings_file_is_simply_the_defaults(settings_path: Path) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_bytes(b"")
    settings = AppSettings(settings_path)
    assert settings.startup_problems == ()
    assert settings.rules() == HouseRules()


# ----- writing when the disk refuses -----


def test_settings_in_a_folder_that_cannot_be_made_keep_play_going(tmp_path: Path) -> None:
    (tmp_path / "plain").write_text("x")
    path = tmp_path / "plain" / "shtoss-desktop.ini"
    settings = AppSettings(path)
    failures: list[StorageProblem] = []
    settings.write_failed.connect(failures.append)
    settings.set("animation_speed", "fast")
    settings.set("language", "ru")
    assert settings.get("animation_speed") == "fast", "the value holds in memory"
    assert settings.get("language") == "ru"
    assert len(failures) == 1, "said once, not at every write"
    assert str(path) in storage_text(failures[0])
    assert settings.write_problem == failures[0]
    assert (tmp_path / "plain").read_text() == "x"


def test_a_settings_write_that_works_again_writes_every_value(tmp_path: Path) -> None:
    folder = tmp_path / "config"
    path = folder / "shtoss-desktop.ini"
    settings = AppSettings(path)
    settings.set("animation_speed", "slow")
    folder.rename(tmp_path / "away")
    folder.write_text("in the way")
    settings.set("language", "ru")
    assert settings.write_problem is not None
    folder.unlink()
    (tmp_path / "away").rename(folder)
    settings.set("animation_speed", "fast")
    assert settings.write_problem is None
    again = AppSettings(path)
    assert (again.get("animation_speed"), again.get("language")) == ("fast", "ru")


def test_settings_writes_fsync_the_file_and_the_folder(settings_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from shtoss_desktop.storage import settings as settings_module

    synced: list[str] = []
    monkeypatch.setattr(settings_module, "fsync_file", lambda path: synced.append(f"file {path.name}"))
    monkeypatch.setattr(settings_module, "fsync_folder", lambda path: synced.append(f"folder {path.name}"))
    AppSettings(settings_path).set("animation_speed", "fast")
    assert synced == ["file shtoss-desktop.ini", "folder config"]


def test_leftover_temporaries_are_removed_at_start(settings_path: Path, presets_folder: Path) -> None:
    settings_path.parent.mkdir(parents=True)
    presets_folder.mkdir(parents=True)
    old = 1_000_000_000.0
    leftovers = [settings_path.parent / "shtoss-desktop.ini.Ab3xY9",  # QSaveFile's
                 settings_path.parent / ".shtoss-desktop.ini.abcd_123.tmp",
                 presets_folder / ".mine.json.x1y2z3w4.tmp"]
    kept = [settings_path.parent / "shtoss-desktop.ini.corrupt-20261129-130509",
            settings_path.parent / "other.ini.Ab3xY9", presets_folder / "notes.tmp"]
    for path in leftovers + kept:
        path.write_text("x")
        os.utime(path, (old, old))
    fresh = presets_folder / ".mine.json.q1w2e3r4.tmp"  # a write in progress elsewhere
    fresh.write_text("x")
    AppSettings(settings_path)
    PresetStore(presets_folder)
    assert not any(p.exists() for p in leftovers)
    assert all(p.exists() for p in [*kept, fresh])


# ----- random input never escapes as anything but a message -----


def _json_values() -> st.SearchStrategy[object]:
    scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8)
    return st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                        | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=200) | _json_values().map(lambda v: json.dumps(v).encode()))
def test_random_bytes_give_a_rules_error_or_rules(data: bytes) -> None:
    problem: RulesError | None = None
    try:
        rules = HouseRules.from_json_text(data)
    except RulesError as error:
        problem = error
    if problem is None:
        assert HouseRules.from_json(rules.to_json()) == rules
    else:
        assert problem.message
        assert "\n" not in problem.message


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=120))
def test_random_preset_and_settings_files_never_stop_the_game(tmp_path_factory: pytest.TempPathFactory,
                                                             data: bytes) -> None:
    folder = tmp_path_factory.mktemp("fuzz")
    (folder / "presets").mkdir()
    (folder / "presets" / "p.json").write_bytes(data)
    store = PresetStore(folder / "presets")
    assert len(store.names()) + len(store.load_problems) == 1
    (folder / "s.ini").write_bytes(data)
    settings_ = AppSettings(folder / "s.ini")
    assert isinstance(settings_.rules(), HouseRules)
    if settings_.startup_problems:
        assert settings_.set_aside_path is not None
        assert settings_.set_aside_path.read_bytes() == data


def test_a_bad_settings_file_that_cannot_be_set_aside_is_left_as_it_is(settings_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from shtoss_desktop.storage import settings as settings_module

    original = _settings_with_rules_value(settings_path, '{"capital": ' + "9" * 100 + "}")

    def refuse(path: Path) -> Path:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(settings_module, "set_aside", refuse)
    settings = AppSettings(settings_path)
    [problem] = map(storage_text, settings.startup_problems)
    assert "could not be renamed aside (Permission denied)" in problem
    assert settings.rules() == HouseRules()
    assert settings_path.read_bytes() == original, "never written over"
