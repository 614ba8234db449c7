"""The games the program plays, as one closed set (`GameKind`): the value is the word of the command line
(`--game casino`) and of the files that say which game they belong to."""

from __future__ import annotations

import enum


class GameKind(enum.StrEnum):
    """A game the program plays."""

    SHTOSS = "shtoss"
    """Shtoss (штосс, фараон, банк): a banker and his punters, each with a deck (RULES.md sections 1 to 4.7)."""
    CASINO = "casino"
    """Casino stos (современный стос, faro): a dealer, a shoe and a layout of rank spots (section 4.8)."""
