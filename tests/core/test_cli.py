"""The rules CLI's shared part (core/cli.py: `run`, `main`, the top level and the error line), the same for every
command (RULES.md §7.2): bad input exits 2 with one line on standard error naming the place, and nothing on
standard output. Each command's own input and output are tests/core/shtoss/test_cli.py and
tests/core/casino/test_cli.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from shtoss_desktop.core.cli import COMMANDS, EXIT_BAD_INPUT, EXIT_OK, USAGE, CliMessage, InputError, run

ROOT = Path(__file__).resolve().parents[2]


def assert_refused(result: tuple[int, str, str], line: str) -> None:
    """Exit status 2, nothing on standard output, exactly `line` on standard error."""
    status, out, err = result
    assert (status, out) == (EXIT_BAD_INPUT, "")
    assert err.endswith("\n")
    assert err.splitlines() == [line]


def _cli(args: list[str], stdin: bytes, **env: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "shtoss_desktop.core", *args], input=stdin, capture_output=True,
                          cwd=ROOT, env={**os.environ, **env}, timeout=120, check=False)


def test_bad_input_exits_with_status_2() -> None:
    assert (EXIT_OK, EXIT_BAD_INPUT) == (0, 2)


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize(("stdin", "shown"), [("[]", "[]"), ("null", "null"), ('"settle"', '"settle"'), ("7", "7")])
def test_every_command_wants_a_json_object(command: str, stdin: str, shown: str) -> None:
    assert_refused(run([command], stdin), f"input: must be a JSON object, not {shown}")


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_command_names_an_unknown_top_level_key_and_its_own_keys(command: str) -> None:
    keys = ", ".join(COMMANDS[command].keys)
    assert_refused(run([command], '{"colour": "red"}'),
                   f"colour: is not a key of the {command} input (the keys are {keys})")


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_command_names_its_first_missing_required_key(command: str) -> None:
    first = COMMANDS[command].required[0]
    assert_refused(run([command], "{}"), f"{first}: is required")


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_bad_json_comes_before_everything_else(command: str) -> None:
    status, out, err = run([command], '{"colour": ')
    assert (status, out) == (2, "")
    assert err.startswith("input: is not valid JSON: line 1 column")
    assert len(err.splitlines()) == 1


@pytest.mark.parametrize("breaker", ["\n", "\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"],
                         ids=lambda c: f"U+{ord(c):04X}")
def test_a_line_break_inside_a_key_stays_escaped_on_the_one_line(breaker: str) -> None:
    status, out, err = run(["odds"], json.dumps({"cards": ["7D"], f"a{breaker}b": 1}))
    assert (status, out) == (2, "")
    assert len(err.splitlines()) == 1
    assert breaker not in err.removesuffix("\n")
    assert err.startswith('"a\\')


def test_a_lone_surrogate_in_the_command_word_is_written_escaped() -> None:
    status, out, err = run(["sett\udcffle"], "{}")  # what a command word of bad bytes decodes to
    assert (status, out) == (2, "")
    assert err.startswith('command: unknown command "sett\\udcffle"; usage:')
    err.encode("utf-8")  # the line can be written
    assert len(err.splitlines()) == 1


def test_the_error_line_of_a_problem_with_a_place() -> None:
    error = InputError(CliMessage.REQUIRED, ("stakes", 2, "kush"))
    assert error.line == "stakes[2].kush: is required"
    assert InputError(CliMessage.NO_COMMAND, usage=USAGE).line == f"no command given; {USAGE}"


@pytest.mark.parametrize("args", [[], ["settle", "odds"], ["deal"]])
def test_a_usage_error_is_answered_at_once_without_reading_the_input(args: list[str], tmp_path: Path) -> None:
    out_path, err_path = tmp_path / "out", tmp_path / "err"
    with out_path.open("wb") as out_file, err_path.open("wb") as err_file:
        process = subprocess.Popen([sys.executable, "-m", "shtoss_desktop.core", *args], stdin=subprocess.PIPE,
                                   stdout=out_file, stderr=err_file, cwd=ROOT)
        try:  # standard input stays open: a program that read it would wait for ever
            assert process.wait(timeout=60) == 2
        finally:
            process.kill()
            process.wait()
            assert process.stdin is not None
            process.stdin.close()
    err = err_path.read_text(encoding="utf-8")
    assert out_path.read_bytes() == b""
    assert err.count("\n") == 1
    assert "usage:" in err


def test_the_output_is_utf_8_whatever_the_locale() -> None:
    deck = json.dumps({"deck": [f"{r}{s}" for s in "SHDC" for r in "23456789TJQKA"],
                       "stakes": [{"punter": "Германн", "cards": ["AS"], "kush": 6}]}, ensure_ascii=False)
    done = _cli(["settle"], deck.encode("utf-8"), LC_ALL="C", LANG="C", PYTHONIOENCODING="ascii")
    assert (done.returncode, done.stderr) == (0, b"")
    assert json.loads(done.stdout.decode("utf-8"))["net"] == {"Германн": -6, "banker": 6}
    refused = _cli(["settle"], '{"Ключ": 1}'.encode(), LC_ALL="C", LANG="C", PYTHONIOENCODING="ascii")
    assert (refused.returncode, refused.stdout) == (2, b"")
    assert refused.stderr.decode("utf-8").startswith('"Ключ": is not a key of the settle input')


def test_help_is_the_usage_on_standard_output() -> None:
    assert run(["-h"], "") == run(["--help"], "") == (EXIT_OK, USAGE + "\n", "")
