"""The moves of a shtoss session: one frozen record per action of a `Game`, fully resolved.

Every public action of a `Game` (`place_stake`, `cut`, `deal_abzug`, ...) builds its move and plays it
(`Game.play`): the move is verified by the matching `verify_*`, then executed. A move holds everything its
action needs: the random parts are drawn before the move is made (a `Shuffle` carries the order, a `Cut` its
position and, when the banker had not shuffled for the deal, the shuffle it brings), so the move alone
replays the action and a journal of moves is checked again, move by move, by the rules
(`shtoss_desktop.core.replay`). Moves are records (`machine.Record`): `Move.from_json` reads any of them.

>>> from shtoss_desktop.core.cards import Card
>>> PlaceStake("Hermann", (Card.parse("3S"),), 47).to_json()
{'kind': 'place_stake', 'punter': 'Hermann', 'cards': ['3S'], 'kush': 47, 'banker_refuses': False}
>>> Move.from_json({"kind": "cut", "punter": "Hermann", "position": 7, "shuffle": None})
Cut(punter='Hermann', position=7, shuffle=None)
"""

from __future__ import annotations

from typing import ClassVar, Final

from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.machine import Record, RecordFamily
from shtoss_desktop.core.shtoss.events import HOUSE_RULES_VALUE
from shtoss_desktop.core.shtoss.rules import HouseRules


class Move(Record, frozen=True):
    """The base of every shtoss move; `Move.from_json` reads any of them by its `kind`."""

    kind: ClassVar[str] = "move"


class PlaceStake(Move, frozen=True):
    """A punter lays one card, or a pair, face down with its kush (`Game.place_stake`)."""

    kind: ClassVar[str] = "place_stake"
    punter: str
    """The punter."""
    cards: tuple[Card, ...]
    """One card, or two of one rank (a pair)."""
    kush: int
    """The kush per card."""
    banker_refuses: bool = False
    """The banker refuses at once a kush above his limit instead of being asked (the computer banker's way)."""


class AnswerOffer(Move, frozen=True):
    """The banker accepts or refuses the stake waiting for him (`Game.answer_offer`)."""

    kind: ClassVar[str] = "answer_offer"
    accept: bool
    """He accepts it."""


class Shuffle(Move, frozen=True):
    """The banker shuffles his deck into `order` (`Game.shuffle`)."""

    kind: ClassVar[str] = "shuffle"
    order: tuple[Card, ...]
    """The deck after the shuffle, top card first."""


class Cut(Move, frozen=True):
    """A punter cuts the banker's deck and the deal begins (`Game.cut`)."""

    kind: ClassVar[str] = "cut"
    punter: str
    """Who cuts: a punter at the table."""
    position: int
    """How many cards go from the top to the bottom."""
    shuffle: tuple[Card, ...] | None = None
    """The banker's shuffle, made at the cut because he had not shuffled for this deal (None: he had)."""


class DealAbzug(Move, frozen=True):
    """The banker deals the next abzug (`Game.deal_abzug`)."""

    kind: ClassVar[str] = "deal_abzug"


class PickUp(Move, frozen=True):
    """A punter takes a given card's stake and winnings off the table (`Game.pick_up`)."""

    kind: ClassVar[str] = "pick_up"
    punter: str
    """The punter."""
    card: Card
    """The given card."""


class PickUpAll(Move, frozen=True):
    """A punter takes every winning waiting for him off the table (`Game.pick_up_all`)."""

    kind: ClassVar[str] = "pick_up_all"
    punter: str
    """The punter."""


class BendParoli(Move, frozen=True):
    """A punter bends a corner after a full win: stake and winnings ride (`Game.bend_paroli`)."""

    kind: ClassVar[str] = "bend_paroli"
    punter: str
    """The punter."""
    card: Card
    """The given card."""


class Paix(Move, frozen=True):
    """A punter takes his stake back after a full win and lets the winnings ride (`Game.paix`)."""

    kind: ClassVar[str] = "paix"
    punter: str
    """The punter."""
    card: Card
    """The given card."""


class NewBank(Move, frozen=True):
    """The banker puts up his one new bank after a broken one (`Game.new_bank`)."""

    kind: ClassVar[str] = "new_bank"


class GiveUpBank(Move, frozen=True):
    """The banker gives the broken bank up (`Game.give_up_bank`)."""

    kind: ClassVar[str] = "give_up_bank"


class ChangeRules(Move, frozen=True):
    """New house rules from the next deal on (`Game.change_rules`)."""

    kind: ClassVar[str] = "change_rules"
    rules: HouseRules
    """The new rules."""


class CallAtande(Move, frozen=True):
    """Атанде: a player asks the banker to wait between abzugs (`Game.call_atande`)."""

    kind: ClassVar[str] = "call_atande"
    player: str
    """Who calls it."""


class Stop(Move, frozen=True):
    """A punter stops and leaves the table (`Game.stop`)."""

    kind: ClassVar[str] = "stop"
    punter: str
    """The punter."""


class EndSession(Move, frozen=True):
    """The session ends now (`Game.end_session`)."""

    kind: ClassVar[str] = "end_session"


SHTOSS_MOVES: Final = RecordFamily(
    Move,
    (PlaceStake, AnswerOffer, Shuffle, Cut, DealAbzug, PickUp, PickUpAll, BendParoli, Paix, NewBank, GiveUpBank,
     ChangeRules, CallAtande, Stop, EndSession),
    {HouseRules: HOUSE_RULES_VALUE},
)
"""Every kind of shtoss move, read by `Move.from_json`."""
