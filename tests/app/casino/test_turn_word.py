"""One word for a casino turn in Russian: the casino's texts (its narration, its books, its rules page) call a turn of
two cards an "абцуг", and so does every other text that speaks of a casino turn: the offer to resume a kept casino
game among them (it said "ход")."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

TRANSLATIONS = Path(__file__).resolve().parents[3] / "resources" / "translations"
TURN = re.compile(r"\bturns?\b", re.IGNORECASE)


def casino_turn_messages() -> list[tuple[str, str]]:
    """(source, Russian) of every message about a casino turn: the casino's areas and the kept casino game's."""
    found = []
    for name in ("casino_ru.ts", "casino_messages_ru.ts", "session_ru.ts"):
        for message in ET.parse(TRANSLATIONS / name).getroot().iter("message"):
            locations = [location.get("filename", "") for location in message.iter("location")]
            if name == "session_ru.ts" and not any("casino" in location for location in locations):
                continue
            source, translation = message.findtext("source") or "", message.findtext("translation") or ""
            if "{turn}" in source and TURN.search(source):
                found.append((source, translation))
    return found


def test_a_casino_turn_is_an_abzug_in_every_russian_text() -> None:
    messages = casino_turn_messages()
    assert any("Shoe {shoe}" in source for source, _ in messages), "the offer to resume a casino game is among them"
    for source, russian in messages:
        assert "абцуг" in russian.lower(), (source, russian)
        assert not re.search(r"\bход\b", russian, re.IGNORECASE), (source, russian)
