"""What the case-keeper shows, for both games: each rank's copies gone and left in the current deal, talia or shoe,
and for the ranks the player has staked or points at, the exact chances and the expected value of a stake on it now.

Each game's aids (app/shtoss/aids.py, app/casino/aids.py) make a `KeeperPicture` from the records its table has shown
(`ShownGame`), with the words of its tooltips; the one case-keeper item (ui/table/case_keeper.py) draws it on either
table. This module imports neither game.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import msgspec
from PySide6.QtCore import QLocale

from shtoss_desktop.core.cards import Rank


class KeeperColumn(msgspec.Struct, frozen=True):
    """One rank's column of the case-keeper."""

    rank: Rank
    """The rank."""
    gone: int
    """Its copies out of the deck (shoe) in the current deal, talia or shoe, as the table shows them."""
    left: int
    """Its copies still to come."""
    ev: Fraction | None
    """The expected gain per unit of a stake on it now, when it is staked or pointed at and a copy is left."""
    staked: bool
    """The player has a stake on it."""
    tip: str
    """The column's tooltip: the counts and, with `ev`, the exact chances as fractions."""


class KeeperPicture(msgspec.Struct, frozen=True):
    """The whole case-keeper."""

    title: str
    """Its heading."""
    copies: int
    """The copies of each rank in a full deck (shoe): 4, or 4 × the decks."""
    columns: tuple[KeeperColumn, ...]
    """One column a rank, in the keeper's order."""
    pointed: Rank | None = None
    """The rank the player points at in his picker (or on the layout), if any."""
    footer: str = ""
    """The keeper's last line: the expected values of the marked ranks in words ("" for none)."""

    def column(self, rank: Rank) -> KeeperColumn:
        """The column of `rank`."""
        return next(c for c in self.columns if c.rank is rank)


def marked_footer(columns: tuple[KeeperColumn, ...], label: str, index: Callable[[Rank], str]) -> str:
    """The keeper's last line: `label` and each marked rank's expected value ("On average: 5 -4.00% · J -3.96%")."""
    marked = [f"{index(c.rank)} {signed_percent(c.ev)}" for c in columns if c.ev is not None]
    return f"{label} " + " · ".join(marked) if marked else ""


def percent_text(value: Fraction) -> str:
    """A fraction as a percentage with two decimals in the current locale ("-3.96%", "51,98%")."""
    return QLocale().toString(float(value * 100), "f", 2) + "%"


def signed_percent(value: Fraction) -> str:
    """A percentage with its sign ("+0.00%" is written "0.00%"), as the keeper writes an expected value."""
    text = percent_text(value)
    return ("+" + text) if value > 0 else text


def fraction_text(value: Fraction) -> str:
    """An exact fraction as the tooltips write it ("-33/833", "0", "1/2")."""
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


__all__ = ["KeeperColumn", "KeeperPicture", "fraction_text", "marked_footer", "percent_text", "signed_percent"]
