"""The command line of `python -m shtoss_desktop`: screenshot, rules files, self-test, start-up."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from shtoss_desktop.__main__ import parser
from shtoss_desktop.ui.i18n_build import build
from tests.display_helpers import build_plugin_needing, free_x_display, running_xvfb, without_display

ROOT = Path(__file__).resolve().parent.parent
OFFSCREEN = {"QT_QPA_PLATFORM": "offscreen"}
"""The test's usual display: Qt's offscreen platform."""
NO_DISPLAY: dict[str, str] = {}
"""No display at all: DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM unset."""


def _run(
    *args: str, home: Path, timeout: float = 120, display: dict[str, str] = OFFSCREEN
) -> subprocess.CompletedProcess[str]:
    """Run the program with a fresh settings folder in `home`, on the platform `display` names."""
    env = dict(without_display(os.environ), HOME=str(home), XDG_CONFIG_HOME=str(home / "config"), **display)
    return subprocess.run(
        [sys.executable, "-m", "shtoss_desktop", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=timeout,
        check=False,
    )


def test_options_parse() -> None:
    args = parser().parse_args(["--seed", "3", "--role", "banker", "--punters", "6", "--lang", "ru"])
    assert (args.seed, args.role, args.punters, args.lang) == (3, "banker", 6, "ru")
    assert args.size == (1280, 800)


@pytest.mark.parametrize("bad", [["--punters", "7"], ["--role", "dealer"], ["--size", "10x10"]])
def test_bad_options_exit_2(bad: list[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        parser().parse_args(bad)
    assert caught.value.code == 2


def test_screenshot_writes_a_table_in_mid_deal_without_a_display(tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    result = _run("--screenshot", str(shot), "--seed", "3", home=tmp_path, display=NO_DISPLAY)
    assert result.returncode == 0, result.stderr
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1280, 800)
    colours = {image.pixel(x, y) for x in range(0, 1280, 16) for y in range(0, 800, 16)}
    assert len(colours) > 200  # baize, cards, chips and text, not a blank window
    assert shot.stat().st_size > 50_000


def test_screenshot_as_banker_with_six_punters_in_russian(tmp_path: Path) -> None:
    shot = tmp_path / "banker.png"
    result = _run(
        "--screenshot", str(shot), "--seed", "5", "--role", "banker", "--punters", "6", "--lang", "ru", home=tmp_path
    )
    assert result.returncode == 0, result.stderr
    assert QImage(str(shot)).width() == 1280


@pytest.mark.parametrize("mode", [["--screenshot", "{tmp}/x.png"], ["--self-test"]])
def test_a_bad_rules_file_is_one_line_naming_the_key(tmp_path: Path, mode: list[str]) -> None:
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"deck_size": 40}))
    result = _run("--rules", str(rules), *(arg.format(tmp=tmp_path) for arg in mode), home=tmp_path)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "deck_size" in lines[0]
    assert result.stdout == ""


def test_self_test_without_a_display(tmp_path: Path) -> None:
    result = _run("--self-test", home=tmp_path, display=NO_DISPLAY)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("self-test ok: 12 deals as punter")


def test_self_test_plays_the_given_rules(tmp_path: Path) -> None:
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"deck_size": 36, "paroli": False, "banker_rotation": "each_deal"}))
    result = _run("--rules", str(rules), "--self-test", home=tmp_path, display=NO_DISPLAY)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("self-test ok under the given rules: 12 deals as punter, 12 as banker, "
                                    "0 corners bent")  # no paroli under these rules


def _one_line(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 2, result.stdout + result.stderr
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert "xcb-cursor0" not in lines[0]
    return lines[0]


def test_without_a_display_the_game_says_so_in_one_line(tmp_path: Path) -> None:
    line = _one_line(_run("--seed", "1", home=tmp_path, display=NO_DISPLAY, timeout=60))
    assert line.startswith("shtoss-desktop: there is no display to open the window on")
    assert "DISPLAY" in line
    assert "WAYLAND_DISPLAY" in line


def test_without_a_display_the_line_is_translated(tmp_path: Path) -> None:
    build()
    line = _one_line(_run("--lang", "ru", home=tmp_path, display=NO_DISPLAY, timeout=60))
    assert line.startswith("shtoss-desktop: нет дисплея")
    settings = tmp_path / "config" / "ShtossDesktop" / "shtoss-desktop.ini"
    settings.parent.mkdir(parents=True)
    settings.write_text("[General]\nlanguage=ru\n", encoding="utf-8")
    assert _one_line(_run(home=tmp_path, display=NO_DISPLAY, timeout=60)) == line  # the language setting


def test_an_x_server_that_does_not_answer_is_named(tmp_path: Path) -> None:
    name = free_x_display()
    line = _one_line(_run(home=tmp_path, display={"DISPLAY": name}, timeout=60))
    assert line.startswith(f'shtoss-desktop: cannot connect to the X display "{name}"')


def test_missing_x11_libraries_are_named(tmp_path: Path) -> None:
    plugins = tmp_path / "plugins"
    build_plugin_needing("libshtoss-test-missing.so.0", plugins)
    x11 = {"DISPLAY": free_x_display(), "QT_PLUGIN_PATH": str(plugins)}
    line = _one_line(_run(home=tmp_path, display=x11, timeout=60))
    assert line.startswith("shtoss-desktop: cannot open an X11 window: system libraries are missing: "
                           "libshtoss-test-missing.so.0")
    shot = tmp_path / "table.png"
    result = _run("--screenshot", str(shot), "--seed", "3", home=tmp_path, display=x11)
    assert result.returncode == 0, result.stderr  # a screenshot goes offscreen instead
    assert QImage(str(shot)).width() == 1280


def test_a_real_x_display_opens_the_window(tmp_path: Path) -> None:
    with running_xvfb() as name:
        result = _run("--quit-after-first-frame", "--seed", "1", home=tmp_path, display={"DISPLAY": name}, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "shtoss-desktop:" not in result.stderr


@pytest.mark.parametrize("game", ["shtoss", "casino"])
def test_quit_after_first_frame(tmp_path: Path, game: str) -> None:
    result = _run("--game", game, "--quit-after-first-frame", "--seed", "1", home=tmp_path, timeout=60)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize(
    ("args", "status"),
    [(["--self-test"], 0), (["--rules", "{rules}"], 2), (["--help"], 0)],
)
def test_options_without_a_window_import_no_widgets(tmp_path: Path, args: list[str], status: int) -> None:
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"deck_size": 40}))
    probe = (
        "import sys\n"
        "from shtoss_desktop.__main__ import main\n"
        "try:\n"
        f"    status = main({[arg.format(rules=rules) for arg in args]!r})\n"
        "except SystemExit as stop:\n"
        "    status = stop.code\n"
        "print('widgets' if 'PySide6.QtWidgets' in sys.modules else 'no widgets', status)\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, env=env, timeout=120, check=False
    )
    assert result.stdout.splitlines()[-1] == f"no widgets {status}", result.stdout + result.stderr


@pytest.mark.parametrize(("argv", "words"), [
    (["--punters", "6"], "--punters 6 cannot sit with --role punter: the computer punters are 0 to 5 there"),
    (["--role", "banker", "--punters", "0"],
     "--punters 0 cannot sit with --role banker: the computer punters are 1 to 6 there"),
    (["--role", "watch", "--punters", "0"],
     "--punters 0 cannot sit with --role watch: the computer punters are 1 to 6 there"),
])
def test_a_table_the_role_cannot_seat_is_refused_with_its_seats(
        argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Not started with another number of punters than asked for: refused, saying what may sit there."""
    from shtoss_desktop.__main__ import main

    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    assert words in capsys.readouterr().err


def test_every_seat_count_the_role_allows_is_taken() -> None:
    from shtoss_desktop.__main__ import check_seats

    for argv in (["--punters", "0"], ["--punters", "5"], ["--role", "banker", "--punters", "6"],
                 ["--game", "casino", "--punters", "6"], ["--role", "banker"]):
        command_line = parser()
        check_seats(command_line, command_line.parse_args(argv))
