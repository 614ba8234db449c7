"""The computer punters' temperaments in words: one description of each, wherever it is chosen or shown.

`style_text(style)` is the whole description, as the New game dialog and the house rules offer it
("Mirandole (мирандоль): cautious, one card at the initial kush, never raises"); `style_name(style)` the short
name the players' view and a plate show for a computer punter ("mirandole"; "Mirandole" under a name). Both in
the language installed (context "PunterStyles"), as the rules help describes the temperaments.

>>> from shtoss_desktop.core.shtoss.players import PunterStyle
>>> style_name(PunterStyle.PAROLI_RUNNER), style_text(PunterStyle.HERMANN)
('paroli runner', 'Hermann: three, seven, ace, doubling after each win')
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from shtoss_desktop.core.shtoss.players import PunterStyle

CONTEXT: Final = "PunterStyles"
"""The translation context of the temperaments' words."""

# QT_TRANSLATE_NOOP hands its text back unchanged; PySide6's stubs type the result `object`, hence `str()`.
STYLE_TEXTS: Final[dict[PunterStyle, str]] = {
    PunterStyle.MIRANDOLE: str(QT_TRANSLATE_NOOP(
        "PunterStyles", "Mirandole (мирандоль): cautious, one card at the initial kush, never raises")),
    PunterStyle.PAROLI_RUNNER: str(QT_TRANSLATE_NOOP("PunterStyles", "Paroli runner: bends a corner after every win")),
    PunterStyle.HERMANN: str(QT_TRANSLATE_NOOP("PunterStyles", "Hermann: three, seven, ace, doubling after each win")),
    PunterStyle.ODDS_AWARE: str(QT_TRANSLATE_NOOP(
        "PunterStyles", "Odds-aware: stakes the ranks with the fewest copies left")),
}
"""Each temperament described whole, in English (translated by `style_text`)."""

STYLE_NAMES: Final[dict[PunterStyle, str]] = {
    PunterStyle.MIRANDOLE: str(QT_TRANSLATE_NOOP("PunterStyles", "mirandole")),
    PunterStyle.PAROLI_RUNNER: str(QT_TRANSLATE_NOOP("PunterStyles", "paroli runner")),
    PunterStyle.HERMANN: str(QT_TRANSLATE_NOOP("PunterStyles", "plays like Hermann")),
    PunterStyle.ODDS_AWARE: str(QT_TRANSLATE_NOOP("PunterStyles", "odds-aware")),
}
"""Each temperament's short name, in English (translated by `style_name`): a few words, in lower case, where a
player's role is written (a plate begins it with a capital)."""


def style_text(style: PunterStyle) -> str:
    """A computer punter's temperament described whole, in the language installed."""
    return QCoreApplication.translate(CONTEXT, STYLE_TEXTS[style])


def style_name(style: PunterStyle) -> str:
    """A computer punter's temperament in a few words, in the language installed."""
    return QCoreApplication.translate(CONTEXT, STYLE_NAMES[style])


__all__ = ["CONTEXT", "STYLE_NAMES", "STYLE_TEXTS", "style_name", "style_text"]
