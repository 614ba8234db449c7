"""The casino's practice aids: the case-keeper's picture and the coach's words, from the records its table has shown.

`casino_keeper` makes the `KeeperPicture` (app/keeper.py) of a shown game: each rank's copies gone and left in the
shoe, and for the ranks the human has bet on, or points at on the layout, the exact odds of a bet there now
(core/casino/coach.py, the same as the layout's). `CasinoCoach` follows the shown game (`ShownCasino`) and, while
it is on, says before a bet what it is worth on average and which ranks are best, and after each of the human's
decided bets what happened and why the money moved (the box, the plié, the suit bet against the deciding card).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Signal

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.casino.shown import ShownCasino
from shtoss_desktop.app.keeper import (
    KeeperColumn,
    KeeperPicture,
    fraction_text,
    marked_footer,
    percent_text,
    signed_percent,
)
from shtoss_desktop.app.words import card_text, display_name, rank_index
from shtoss_desktop.core.cards import Rank, Suit
from shtoss_desktop.core.casino.coach import BetOutlook, best_ranks, bet_outlook
from shtoss_desktop.core.casino.events import BetDecided, CasinoEvent, ShoeShuffled, TurnDealt
from shtoss_desktop.core.casino.game import CasinoGame
from shtoss_desktop.core.casino.settle import BetOutcome, SuitOutcome

translate = QCoreApplication.translate


def money_text(value: Fraction) -> str:
    """An expected amount of money, with two decimals and its sign ("-1.19", "+0.40")."""
    text = QLocale().toString(float(value), "f", 2)
    return ("+" + text) if value > 0 else text


class CasinoKeeperWords(QObject):
    """The case-keeper's words (a class named for the context, so that lupdate marks the plurals)."""

    def title(self, copies: int) -> str:
        """The keeper's heading."""
        return self.tr("Case-keeper: copies left (of %n each)", "", copies)

    def column_tip(self, rank: Rank, gone: int, left: int) -> str:
        """A column's counts."""
        return self.tr("{rank}: %n gone,", "", gone).format(rank=rank_index(rank)) + " " + self.tr(
            "%n left in the shoe", "", left)

    def odds_tip(self, outlook: BetOutlook) -> str:
        """The exact odds of a bet on a column's rank now."""
        odds = outlook.rank
        return self.tr("A bet now loses {loss} ({loss_pc}), wins {win} ({win_pc}); on average {ev} of the bet "
                       "({ev_pc}).").format(
            loss=fraction_text(odds.p_loss), loss_pc=percent_text(odds.p_loss), win=fraction_text(odds.p_win),
            win_pc=percent_text(odds.p_win), ev=fraction_text(odds.ev_per_unit), ev_pc=signed_percent(odds.ev_per_unit))


def casino_keeper(game: CasinoGame | None, human: str, pointed: Rank | None, order: Sequence[Rank]) -> KeeperPicture:
    """The case-keeper of `game` as its table shows it (None: no game yet), columns in `order`."""
    words = CasinoKeeperWords()
    if game is None or not game.shoe:
        return KeeperPicture(translate("CasinoKeeperWords", "Case-keeper"), 0, ())
    copies = game.rules.decks * 4
    bet_ranks = {bet.rank for bet in game.bets_of(human)} if human else set()
    remaining = game.remaining_cards()
    columns = []
    for rank in order:
        gone, left = game.copies_gone(rank), game.copies_left(rank)
        tip = words.column_tip(rank, gone, left)
        ev = None
        if left and (rank in bet_ranks or rank is pointed):
            outlook = bet_outlook([c.suit for c in remaining if c.rank is rank], game.cards_left, amount=1)
            ev = outlook.rank.ev_per_unit
            tip += "\n" + words.odds_tip(outlook)
        columns.append(KeeperColumn(rank, gone, left, ev, rank in bet_ranks, tip))
    drawn = tuple(columns)
    return KeeperPicture(words.title(copies), copies, drawn, pointed,
                         marked_footer(drawn, translate("CasinoKeeperWords", "On average:"), rank_index))


class CasinoCoach(QObject):
    """The casino's coach (see the module docstring): `said` carries each thing it says, while it is on."""

    said = Signal(str)
    """A line of the coach's, in the language installed."""

    def __init__(self, shown: ShownCasino, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._shown = shown
        self._on = False
        shown.eventRecorded.connect(self._recorded)

    def set_on(self, on: bool) -> None:
        """Switch the coach on or off (off, it says nothing)."""
        self._on = on

    @property
    def on(self) -> bool:
        """Whether the coach is on."""
        return self._on

    # ----- before a bet -----

    def advice(self, rank: Rank, amount: int, suit: Suit | None = None, suit_amount: int = 0) -> str:
        """What a bet of `amount` on `rank` (and `suit_amount` on `suit`) placed now is worth, and the best ranks."""
        if not self._shown.has_game:
            return ""
        game = self._shown.game
        suits = [c.suit for c in game.remaining_cards() if c.rank is rank]
        if not suits or not game.cards_left:
            return self.tr("Every {rank} is out of the shoe: it cannot be bet on.").format(rank=rank_index(rank))
        outlook = bet_outlook(suits, game.cards_left, amount=amount, suit=suit, suit_amount=suit_amount)
        text = self.tr("A bet of {amount} on {rank} (%n left in the shoe) loses {loss} and wins {win}: on average "
                       "{gain} ({ev} of the bet).", "", len(suits)).format(
            amount=format_amount(amount), rank=rank_index(rank), loss=percent_text(outlook.rank.p_loss),
            win=percent_text(outlook.rank.p_win), gain=money_text(outlook.rank.ev_per_unit * amount),
            ev=signed_percent(outlook.rank.ev_per_unit))
        if outlook.suit is not None and suit is not None:
            text += " " + self.tr("With {amount} on {suit}: on average {gain} on the suit bet.").format(
                amount=format_amount(suit_amount), suit=suit.symbol,
                gain=money_text(outlook.suit.ev_per_unit * suit_amount))
        return text + " " + self.best_now()

    def best_now(self) -> str:
        """Which ranks have the best and the worst odds in the shoe now."""
        game = self._shown.game
        copies = {rank: game.copies_left(rank) for rank in Rank}
        if not game.cards_left or not any(copies.values()):
            return ""
        choice = best_ranks(copies, game.cards_left)
        best = " ".join(rank_index(r) for r in choice.best)
        worst = " ".join(rank_index(r) for r in choice.worst)
        if choice.best_odds.ev_per_unit == choice.worst_odds.ev_per_unit:
            return self.tr("Every rank has the same odds now: {ev} of the bet.").format(
                ev=signed_percent(choice.best_odds.ev_per_unit))
        return self.tr("Best now: {best} (%n left), {ev} of the bet;", "", choice.best_odds.copies_left).format(
            best=best, ev=signed_percent(choice.best_odds.ev_per_unit)) + " " + self.tr(
            "worst: {worst} (%n left), {ev}.", "", choice.worst_odds.copies_left).format(
            worst=worst, ev=signed_percent(choice.worst_odds.ev_per_unit))

    # ----- after a decided bet -----

    def explain(self, record: BetDecided) -> str:
        """What happened to a decided bet and why the money moved."""
        rank, card = rank_index(record.rank), card_text(record.deciding_card)
        yours = record.player == self._shown.human
        if record.plie:
            text = (self.tr("Your bet on {rank} lost to a plié: both cards of the turn were of its rank, and the "
                            "first, on the loss box, decides: the house takes {amount}.") if yours else
                    self.tr("{name}'s bet on {rank} lost to a plié: both cards of the turn were of its rank, and the "
                            "first, on the loss box, decides: the house takes {amount}."))
        elif record.outcome is BetOutcome.LOST:
            text = (self.tr("Your bet on {rank} lost: {card} came out on the loss box (card {position}), so the "
                            "house takes {amount}.") if yours else
                    self.tr("{name}'s bet on {rank} lost: {card} came out on the loss box (card {position}), so the "
                            "house takes {amount}."))
        else:
            text = (self.tr("Your bet on {rank} won: {card} came out on the win box (card {position}), so the house "
                            "pays {amount}, 1:1.") if yours else
                    self.tr("{name}'s bet on {rank} won: {card} came out on the win box (card {position}), so the "
                            "house pays {amount}, 1:1."))
        text = text.format(rank=rank, card=card, position=record.position, amount=format_amount(record.amount),
                           name=display_name(record.player))
        if record.suit is None or record.suit_outcome is None:
            return text
        suit_texts = {
            SuitOutcome.WON: (self.tr("{card} is of your suit {suit}: the suit bet wins with it, {gain}.") if yours
                              else self.tr("{card} is of the suit bet on, {suit}: the suit bet wins with it, {gain}.")),
            SuitOutcome.LOST: (self.tr("{card} is of your suit {suit}: the suit bet loses with it, {gain}.") if yours
                               else self.tr("{card} is of the suit bet on, {suit}: the suit bet loses with it, "
                                            "{gain}.")),
            SuitOutcome.HALF_WON: self.tr("{card} is of the colour of {suit}, not its suit: half the suit bet is "
                                          "paid, {gain}."),
            SuitOutcome.HALF_LOST: self.tr("{card} is of the colour of {suit}, not its suit: half the suit bet is "
                                           "lost, {gain}."),
            SuitOutcome.PUSH: self.tr("{card} is of the other colour than {suit}: the suit bet of {amount} is "
                                      "returned."),
        }
        return text + " " + suit_texts[record.suit_outcome].format(
            card=card, suit=record.suit.symbol, gain=format_amount(abs(record.suit_gain)),
            amount=format_amount(record.suit_amount))

    def _recorded(self, record: object) -> None:
        if not self._on or not isinstance(record, CasinoEvent):
            return
        if isinstance(record, BetDecided) and record.player == self._shown.human:
            self.said.emit(self.explain(record))
        elif isinstance(record, ShoeShuffled | TurnDealt) and self._shown.has_game and self._shown.game.cards_left:
            best = self.best_now()
            if best:
                self.said.emit(best)


__all__ = ["CasinoCoach", "CasinoKeeperWords", "casino_keeper", "money_text"]
