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

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str, home: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_CONFIG_HOME=str(home / "config"))
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


def test_screenshot_writes_a_table_in_mid_deal(tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    result = _run("--screenshot", str(shot), "--seed", "3", home=tmp_path)
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


def test_a_bad_rules_file_is_one_line_naming_the_key(tmp_path: Path) -> None:
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"deck_size": 40}))
    result = _run("--rules", str(rules), "--self-test", home=tmp_path)
    assert result.returncode == 0  # --self-test does not read the rules
    result = _run("--rules", str(rules), "--screenshot", str(tmp_path / "x.png"), home=tmp_path)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "deck_size" in lines[0]
    assert result.stdout == ""


def test_self_test(tmp_path: Path) -> None:
    result = _run("--self-test", home=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("self-test ok")


def test_quit_after_first_frame(tmp_path: Path) -> None:
    result = _run("--quit-after-first-frame", "--seed", "1", home=tmp_path, timeout=60)
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
