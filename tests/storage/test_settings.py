"""The settings schema and its INI file (storage/settings.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.core.casino.rules import CASINO_PRESETS, CASINO_RULE_FIELDS, CasinoRules
from shtoss_desktop.core.shtoss import rules as core_rules
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import HouseRules, LobRule, RulesError
from shtoss_desktop.storage.settings import (
    KNOWN_COMPUTER_STYLES,
    RULES_MESSAGES,
    SETTING_NAMES,
    SETTINGS,
    AppSettings,
    Language,
    SettingsError,
    SidePanel,
    Speed,
    check_value,
    default_settings_path,
    pad_styles,
    rules_error_text,
)

CHANGED_VALUES: dict[str, object] = {
    "rules": HouseRules(lob=LobRule.HALF, thirds=True, initial_kush=12, punters=3),
    "preset": "user:Дома у Нарумова",
    "computer_styles": ("hermann", "odds_aware", "mirandole"),
    "animation_speed": "fast",
    "card_theme": "russian-1840",
    "card_indices": "latin",
    "language": "ru",
    "window_geometry": bytes(range(256)),
    "window_state": bytes(range(3, 200)),
    "casino_rules": CasinoRules(decks=8, table_minimum=25, table_maximum=2500, capital=10_000, players=5),
    "casino_preset": "custom",
    "casino_chip": 250,
    "casino_show_odds": True,
    "coach": True,
    "reader_pace": True,
    "casino_window_geometry": bytes(range(7, 99)),
    "casino_side_panel": "hidden",
    "lesson_offered": True,
}


def test_the_schema_declares_every_setting_once_with_a_valid_default() -> None:
    assert len(set(SETTING_NAMES)) == len(SETTINGS)
    assert set(CHANGED_VALUES) == set(SETTING_NAMES)
    for spec in SETTINGS:
        assert spec.description
        assert check_value(spec.name, spec.default) == spec.default


def test_the_casino_settings_defaults_are_the_casino_rules_own() -> None:
    # The schema names them without importing the casino's core (a shtoss start never reads them).
    spec = {spec.name: spec for spec in SETTINGS}
    assert spec["casino_rules"].default == CasinoRules()
    assert spec["casino_rules"].default is spec["casino_rules"].default
    assert spec["casino_preset"].default == CASINO_PRESETS[0].key
    assert CASINO_PRESETS[0].rules == CasinoRules()
    table_maximum = next(field for field in CASINO_RULE_FIELDS if field.name == "table_maximum")
    assert spec["casino_chip"].maximum == table_maximum.maximum
    assert spec["casino_chip"].minimum == 0


def test_a_default_casino_rules_setting_is_not_written_and_a_changed_one_is(settings_path: Path) -> None:
    settings = AppSettings(settings_path)
    settings.set("coach", True)
    assert "casino_rules" not in QSettings(str(settings_path), QSettings.Format.IniFormat).allKeys()
    settings.set("casino_rules", CasinoRules())
    assert "casino_rules" not in QSettings(str(settings_path), QSettings.Format.IniFormat).allKeys()
    settings.set("casino_rules", CasinoRules(decks=8))
    again = AppSettings(settings_path)
    assert again.casino_rules() == CasinoRules(decks=8)
    assert again.get("coach") is True


FRESH_START = r"""
import json, sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.storage.settings import AppSettings
settings = AppSettings(Path(sys.argv[1]))
before = "shtoss_desktop.core.casino" in sys.modules
problems = [storage_text(problem) for problem in settings.startup_problems]
print(json.dumps({"casino_loaded": before, "problems": problems, "coach": settings.get("coach"),
                  "decks": settings.casino_rules().decks}))
"""


def _fresh_start(path: Path) -> dict[str, object]:
    """The settings at `path` read by a fresh process, as a shtoss start reads them."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", FRESH_START, str(path)], capture_output=True, text=True, env=env,
                            cwd=Path(__file__).resolve().parents[2], timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    report: dict[str, object] = json.loads(result.stdout.splitlines()[-1])
    return report


def test_a_start_reads_the_settings_without_the_casinos_core_and_still_words_a_bad_casino_value(
        settings_path: Path) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_text("[General]\ncoach=true\n", encoding="utf-8")
    clean = _fresh_start(settings_path)
    assert clean == {"casino_loaded": False, "problems": [], "coach": True, "decks": 6}
    settings_path.write_text('[General]\ncasino_rules="{\\"decks\\": 7}"\ncoach=true\n', encoding="utf-8")
    bad = _fresh_start(settings_path)
    problems = bad["problems"]
    assert isinstance(problems, list)
    assert len(problems) == 1
    assert "casino_rules: decks: must be one of 6, 8, not 7" in problems[0]
    assert bad["coach"] is True, "the good values kept"
    assert bad["decks"] == 6, "the bad one back to its default"


def test_computer_styles_are_the_cores_punter_styles() -> None:
    assert set(KNOWN_COMPUTER_STYLES) == {style.value for style in PunterStyle}
    assert pad_styles(("hermann",), 3) == ("hermann", *KNOWN_COMPUTER_STYLES[1:3])
    assert pad_styles(("hermann", "mirandole"), 1) == ("hermann",)


def test_a_fresh_start_has_the_defaults_and_no_problems(settings_path: Path) -> None:
    settings = AppSettings(settings_path)
    assert settings.startup_problems == ()
    assert settings.rules() == HouseRules()
    for spec in SETTINGS:
        assert settings.get(spec.name) == spec.default


def test_set_validates_and_announces_changes(settings_path: Path, qtbot: QtBot) -> None:
    settings = AppSettings(settings_path)
    with qtbot.waitSignal(settings.changed) as blocker:
        settings.set("animation_speed", "slow")
    assert blocker.args == ["animation_speed"]
    with qtbot.assertNotEmitted(settings.changed):
        settings.set("animation_speed", "slow")
    for name, bad in [("animation_speed", "warp"), ("language", "de"), ("card_theme", "Bad Theme"),
                      ("computer_styles", ["hermann"] * 7), ("computer_styles", "hermann"),
                      ("rules", {"deck_size": 52}), ("preset", ""), ("window_geometry", "text"),
                      ("casino_rules", HouseRules()), ("casino_rules", {"decks": 6}), ("casino_chip", -1),
                      ("casino_chip", True), ("casino_chip", "25"), ("casino_chip", 10**12),
                      ("casino_show_odds", 1), ("casino_show_odds", "true"), ("casino_side_panel", "left"),
                      ("casino_preset", "x\n"), ("casino_window_geometry", "text")]:
        with pytest.raises(SettingsError, match=name) as refused:
            settings.set(name, bad)
        assert refused.value.problem.params["name"] == name, "the problem is data naming the setting"
    with pytest.raises(KeyError):
        settings.get("volume")
    assert settings.get("animation_speed") == "slow"


def test_every_setting_survives_a_restart(settings_path: Path) -> None:
    settings = AppSettings(settings_path)
    for name, value in CHANGED_VALUES.items():
        settings.set(name, value)
    del settings
    again = AppSettings(settings_path)
    assert again.startup_problems == ()
    for name, value in CHANGED_VALUES.items():
        assert again.get(name) == value
    assert again.computer_styles(5) == pad_styles(("hermann", "odds_aware", "mirandole"), 5)


def test_the_typed_readers_give_each_setting_its_declared_type_after_a_restart(settings_path: Path) -> None:
    settings = AppSettings(settings_path)
    assert (settings.animation_speed(), settings.language()) == (Speed.NORMAL, Language.SYSTEM)
    assert (settings.card_theme(), settings.preset(), settings.window_geometry()) == ("default", "classic", b"")
    for name, value in CHANGED_VALUES.items():
        settings.set(name, value)
    # A choice is given as plain text and comes back as its enum member, in memory and from the file.
    assert settings.animation_speed() is Speed.FAST
    raw = QSettings(str(settings_path), QSettings.Format.IniFormat)
    assert (raw.value("animation_speed"), raw.value("language")) == ("fast", "ru")
    del settings, raw
    again = AppSettings(settings_path)
    assert again.animation_speed() is Speed.FAST
    assert again.language() is Language.RU
    assert again.card_theme() == "russian-1840"
    assert again.preset() == "user:Дома у Нарумова"
    assert again.window_geometry() == bytes(range(256))
    assert again.computer_styles() == ("hermann", "odds_aware", "mirandole")
    assert again.casino_rules() == CasinoRules(decks=8, table_minimum=25, table_maximum=2500, capital=10_000,
                                               players=5)
    assert (again.casino_preset(), again.casino_chip(), again.casino_show_odds()) == ("custom", 250, True)
    assert again.casino_window_geometry() == bytes(range(7, 99))
    assert again.casino_side_panel() is SidePanel.HIDDEN
    raw = QSettings(str(settings_path), QSettings.Format.IniFormat)
    assert (raw.value("casino_chip"), raw.value("casino_show_odds"), raw.value("casino_side_panel")) == (
        "250", "true", "hidden")
    assert CasinoRules.from_json_text(str(raw.value("casino_rules"))) == again.casino_rules()


def test_the_casino_settings_start_at_the_casino_defaults(settings_path: Path) -> None:
    settings = AppSettings(settings_path)
    assert settings.casino_rules() == CasinoRules()
    assert (settings.casino_preset(), settings.casino_chip(), settings.casino_show_odds()) == ("classic", 0, False)
    assert settings.casino_window_geometry() == b""
    assert settings.casino_side_panel() is SidePanel.AUTO


@pytest.mark.parametrize(("line", "name"), [
    ("casino_chip=-5", "casino_chip"), ("casino_chip=lots", "casino_chip"),
    ("casino_show_odds=yes", "casino_show_odds"),
    ("casino_side_panel=left", "casino_side_panel"), ('casino_rules="{\\"decks\\": 7}"', "casino_rules"),
])
def test_a_bad_casino_value_in_the_file_falls_back_and_names_itself(settings_path: Path, line: str,
                                                                   name: str) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_text(f"[General]\nanimation_speed=slow\n{line}\n", encoding="utf-8")
    settings = AppSettings(settings_path)
    [problem] = map(storage_text, settings.startup_problems)
    assert f"had bad values: {name}: " in problem
    assert settings.get(name) == next(spec.default for spec in SETTINGS if spec.name == name)
    assert settings.animation_speed() is Speed.SLOW, "the good values stay"


def test_a_lone_surrogate_is_refused_when_given(settings_path: Path) -> None:
    settings = AppSettings(settings_path)
    with pytest.raises(SettingsError, match="lone surrogate") as refused:
        settings.set("preset", "user:\udc80")
    assert storage_text(refused.value.problem) == (
        "preset: the text holds a broken character (a lone surrogate, U+DC80) at 6")
    with pytest.raises(SettingsError, match="card_theme"):
        settings.set("card_theme", "svg:/decks/\udcff.svg")
    assert settings.preset() == "classic"


def test_a_write_that_raises_a_unicode_error_is_said_once_and_the_value_holds(
        settings_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from shtoss_desktop.storage import settings as settings_module

    settings = AppSettings(settings_path)
    failures: list[object] = []
    settings.write_failed.connect(failures.append)

    def refuse(spec: object, value: object) -> str:
        raise UnicodeEncodeError("utf-8", "\udc80", 0, 1, "surrogates not allowed")

    monkeypatch.setattr(settings_module, "_encode", refuse)
    settings.set("animation_speed", "fast")
    settings.set("language", "ru")
    assert (settings.animation_speed(), settings.language()) == (Speed.FAST, Language.RU), "kept in memory"
    assert len(failures) == 1, "said once"
    assert storage_text(settings.write_problem) == (  # type: ignore[arg-type]
        f"The settings could not be saved to {settings_path}: surrogates not allowed. The game goes on with them; "
        "they will be saved when the file can be written.")
    monkeypatch.undo()
    settings.set("card_indices", "latin")
    assert settings.write_problem is None, "the next write that works writes everything"
    again = AppSettings(settings_path)
    assert (again.animation_speed(), again.language(), again.card_indices().value) == (Speed.FAST, Language.RU,
                                                                                      "latin")


def test_settings_in_memory_read_and_write_no_file(tmp_path: Path, qtbot: QtBot) -> None:
    path = tmp_path / "config" / "shtoss-desktop.ini"
    path.parent.mkdir()
    path.write_text("[General]\nlanguage=ru\n", encoding="utf-8")
    (path.parent / "casino.json").write_text('{"chip": 25}', encoding="utf-8")
    settings = AppSettings(path, in_memory=True)
    assert settings.in_memory
    assert settings.language() is Language.SYSTEM, "no file is read"
    with qtbot.waitSignal(settings.changed) as blocker:
        settings.set("casino_chip", 50)
    assert blocker.args == ["casino_chip"]
    assert settings.casino_chip() == 50
    settings.sync()
    assert sorted(p.name for p in path.parent.iterdir()) == ["casino.json", "shtoss-desktop.ini"]
    assert path.read_text(encoding="utf-8") == "[General]\nlanguage=ru\n"


def test_the_seat_limit_is_the_cores_most_punters(settings_path: Path) -> None:
    settings = AppSettings(settings_path)
    settings.set("computer_styles", ["hermann"] * core_rules.MAX_PUNTERS)
    with pytest.raises(SettingsError, match=f"at most {core_rules.MAX_PUNTERS} seats"):
        settings.set("computer_styles", ["hermann"] * (core_rules.MAX_PUNTERS + 1))
    with pytest.raises(RulesError, match="punters"):
        HouseRules(punters=core_rules.MAX_PUNTERS + 1)


def test_the_rules_are_kept_as_rules_file_json(settings_path: Path) -> None:
    rules = HouseRules(lob=LobRule.HALF, initial_kush=10)
    AppSettings(settings_path).set_rules(rules)
    raw = QSettings(str(settings_path), QSettings.Format.IniFormat).value("rules")
    assert isinstance(raw, str)
    assert json.loads(raw) == rules.to_json()
    assert HouseRules.from_json_text(raw) == rules


def test_a_file_that_is_not_ini_is_set_aside_and_the_game_starts_with_defaults(settings_path: Path) -> None:
    settings_path.parent.mkdir(parents=True)
    garbage = b"\x89PNG\r\n\x1a\n\x00\x00 not settings at all \xff\xfe"
    settings_path.write_bytes(garbage)
    settings = AppSettings(settings_path)
    assert settings.rules() == HouseRules()
    assert len(settings.startup_problems) == 1
    assert str(settings_path) in storage_text(settings.startup_problems[0])
    aside = settings.set_aside_path
    assert aside is not None
    assert aside.name.startswith("shtoss-desktop.ini.corrupt-")
    assert aside.read_bytes() == garbage
    settings.set("language", "en")
    # The next start is clean: the problem is told once.
    again = AppSettings(settings_path)
    assert again.startup_problems == ()
    assert again.get("language") == "en"


def test_a_line_without_a_value_makes_the_file_unusable(settings_path: Path) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_text("[General]\nlanguage=ru\nthis line was cut\n", encoding="utf-8")
    settings = AppSettings(settings_path)
    assert settings.get("language") == "system"
    assert "line 3" in storage_text(settings.startup_problems[0])


def test_bad_values_fall_back_to_defaults_and_the_good_ones_stay(settings_path: Path) -> None:
    good = AppSettings(settings_path)
    good.set("animation_speed", "fast")
    good.set("language", "ru")
    del good
    store = QSettings(str(settings_path), QSettings.Format.IniFormat)
    store.setValue("rules", json.dumps({"lob": "half", "initial_kush": 5}))
    store.setValue("language", "klingon")
    store.sync()
    del store
    original = settings_path.read_bytes()
    settings = AppSettings(settings_path)
    assert settings.rules() == HouseRules()
    assert settings.get("language") == "system"
    assert settings.get("animation_speed") == "fast"
    [problem] = map(storage_text, settings.startup_problems)
    assert "initial_kush" in problem
    assert "language" in problem
    assert settings.set_aside_path is not None
    assert settings.set_aside_path.read_bytes() == original
    again = AppSettings(settings_path)
    assert again.startup_problems == ()
    assert again.get("animation_speed") == "fast"


def test_the_default_file_is_the_platform_place_for_the_application() -> None:
    path = default_settings_path()
    assert path.name == "shtoss-desktop.ini"
    assert path.parent.name == "ShtossDesktop"


def test_every_core_message_template_is_listed_for_translation() -> None:
    templates = set(core_rules.RulesMessage)
    assert set(RULES_MESSAGES) == templates


def test_rules_errors_read_as_key_and_problem() -> None:
    error = RulesError(core_rules.RulesMessage.KUSH_DIVIDES, ("initial_kush",), value=5, divisor=2, reason="x")
    assert rules_error_text(error) == "initial_kush: the initial kush 5 must divide by 2 because x"
