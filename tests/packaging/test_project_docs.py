"""What a clone carries besides the code: the licence, and the rules reference that --help and the README name.

docs/rules-file-and-cli.md is checked against the code it describes (the rules keys, their order and defaults,
the CLI's commands), so the page cannot drift from the program.
"""

from __future__ import annotations

import json
import re
import tomllib

from shtoss_desktop.__main__ import parser
from shtoss_desktop.core.cli import COMMANDS
from shtoss_desktop.core.shtoss.rules import HouseRules
from tests.packaging.packaging_helpers import ROOT

REFERENCE = ROOT / "docs" / "rules-file-and-cli.md"
TABLE_ROW = re.compile(r"^\| `(\w+)` \| (.+?) \| (.+?) \|$", re.MULTILINE)


def test_the_rules_reference_lists_every_key_in_order_with_its_default() -> None:
    rows = TABLE_ROW.findall(REFERENCE.read_text(encoding="utf-8"))
    defaults = HouseRules().to_json()
    assert [key for key, _, _ in rows] == list(defaults)
    for key, _, default in rows:
        assert json.loads(default) == defaults[key], key


def test_the_rules_reference_describes_the_cli_commands() -> None:
    text = REFERENCE.read_text(encoding="utf-8")
    described = re.findall(r"^### `(\w+)`", text, re.MULTILINE)
    assert described == list(COMMANDS)


def test_help_and_readme_point_to_the_reference_in_the_checkout() -> None:
    help_text = parser().format_help()
    named = re.findall(r"docs/[\w./-]+\.md", help_text)
    assert named == ["docs/rules-file-and-cli.md"]
    assert (ROOT / named[0]).is_file()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "RULES.md" not in readme
    links = re.findall(r"\]\(((?:docs/)?[\w.-]+\.md|LICENSE)(?:#[\w-]+)?\)", readme)
    assert "docs/rules-file-and-cli.md" in links
    assert "LICENSE" in links
    for link in links:
        assert (ROOT / link).is_file(), link


def test_the_licence_is_mit_and_declared_as_spdx() -> None:
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License\n\nCopyright (c) 2026 The Shtoss Desktop authors\n")
    assert "Permission is hereby granted, free of charge" in licence
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT"
    assert project["license-files"] == ["LICENSE"]
