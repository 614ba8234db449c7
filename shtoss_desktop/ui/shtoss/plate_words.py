"""What a player's name plate says under his name, and its tooltip: who he is at the table and whose money it shows.

The plate's number is his money in hand, off the table. For the banker that is his money outside the bank (the
bank lies beside the deck), and his plate says so; a computer punter's plate names his temperament under his name
(Mirandole, Paroli runner, …, chosen in New game), and its tooltip describes it. `plate_words(seat)` gives both
lines for a `PlateSeat`, in the language installed; the table writes them on every layout, so they follow the
balance shown.
"""

from __future__ import annotations

import msgspec
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.shtoss.temperaments import style_name, style_text
from shtoss_desktop.app.words import display_name
from shtoss_desktop.core.shtoss.players import PunterStyle

translate = QCoreApplication.translate


class PlateSeat(msgspec.Struct, frozen=True):
    """What a plate speaks of: one player at the table as it stands."""

    player: str
    """The player's id."""
    balance: int
    """His money off the table (the plate's number)."""
    banker: bool
    """He holds the bank."""
    bank: int
    """The bank (shown beside the deck)."""
    human: bool
    """He is the human."""
    left: bool
    """He has left the table."""
    temperament: PunterStyle | None
    """A computer player's temperament (None: the human)."""


class PlateWords(msgspec.Struct, frozen=True):
    """A plate's words."""

    role: str
    """The line under the name."""
    tooltip: str
    """What the plate says when the pointer rests on it."""


def plate_words(seat: PlateSeat) -> PlateWords:
    """The role line and the tooltip of `seat`'s plate, in the language installed."""
    name = display_name(seat.player)
    money = format_amount(seat.balance)
    if seat.left:
        return PlateWords(
            translate("TableScene", "Left the table"),
            translate("TableScene", "{name} has left the table with {money}.").format(name=name, money=money),
        )
    if seat.banker:
        bank = format_amount(seat.bank)
        if seat.human:
            return PlateWords(
                translate("TableScene", "Banker · outside the bank"),
                translate(
                    "TableScene", "You hold the bank. {money}: your money outside the bank; the bank itself, {bank}, "
                    "lies beside the deck."
                ).format(money=money, bank=bank),
            )
        return PlateWords(
            translate("TableScene", "Banker · outside the bank"),
            translate(
                "TableScene", "{name} holds the bank. {money}: his money outside the bank; the bank itself, {bank}, "
                "lies beside the deck."
            ).format(name=name, money=money, bank=bank),
        )
    if seat.human or seat.temperament is None:
        return PlateWords(
            translate("TableScene", "{role} · you").format(role=translate("TableScene", "Punter · понтёр")),
            translate("TableScene", "{name}: {money} in hand, not counting your stakes on the table.").format(
                name=name, money=money
            ),
        )
    return PlateWords(
        _capitalised(style_name(seat.temperament)),
        translate(
            "TableScene", "{name}, a computer punter. {temperament}.\n{money} in hand, not counting his stakes on the "
            "table."
        ).format(name=name, temperament=style_text(seat.temperament), money=money),
    )


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


__all__ = ["PlateSeat", "PlateWords", "plate_words"]
