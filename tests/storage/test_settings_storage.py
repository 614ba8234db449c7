"""The settings schema and its INI file (storage/settings.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

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
}


def test_the_schema_declares_every_setting_once_with_a_valid_default() -> None:
    assert len(set(SETTING_NAMES)) == len(SETTINGS)
    assert set(CHANGED_VALUES) == set(SETTING_NAMES)
    for spec in SETTINGS:
        assert spec.description
        assert check_value(spec.name, spec.default) == spec.default


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
                      ("rules", {"deck_size": 52}), ("preset", ""), ("window_geometry", "text")]:
        with pytest.raises(SettingsError, match=name):
            settings.set(name, bad)
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
    assert str(settings_path) in settings.startup_problems[0]
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
    assert "line 3" in settings.startup_problems[0]


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
    [problem] = settings.startup_problems
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
