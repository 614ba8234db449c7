"""The shtoss practice aids: the case-keeper's picture and the coach's words, from the records its table has shown.

`cards_gone` is what the odds of a new stake count out of the deck as the table shows it (the deal's or talia's
cards dealt, to the last whole abzug; until the ended deal's cards are gathered, they still lie on the cloth; a new
deck size between deals counts a fresh deck): the odds dock counts the same. `shtoss_keeper` makes the case-keeper's
`KeeperPicture` (app/keeper.py): each rank's copies gone and left, and for the human's staked cards (a banker's:
every stake on the table) and the card he points at in his picker, the exact chance it is killed, given or void and
its expected value per kush (core/shtoss/odds.py). `ShtossCoach` follows the shown game and, while it is on, says
before a stake what it is worth and which ranks are best (`advice`), after each decided card what happened and why
the money moved (the step of RULES.md §4.9, core/shtoss/coach.py `explain`) and each premium, and, to a human
banker, after each stake and abzug, the bank's expected take, the most it can lose this deal and the chance of its
being broken.

The banker's figures take a few tenths of a second (core/shtoss/coach.py `banker_outlook`: exact up to
`EXACT_RANKS` staked ranks, else simulated), so they are never worked out on the GUI thread: each request is the
core function over immutable inputs (`BankerInputs`), run on the one `FigureWorker`'s Python thread with the
cyclic collector held on the GUI thread meanwhile (app/offthread.py); its result comes back on the GUI thread, and
the coach takes it only if it is still the request it made last (a ticket per request: a stake or abzug since, a new
session, or the coach switched off drop it). Until it arrives
`banker_working` is true and the coach's panel says so (`working_text`). The coach's core (core/shtoss/coach.py)
is imported by what first asks it, not with this module: the case-keeper is built at every start, the coach is off
by default.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

import msgspec
import shiboken6
from PySide6.QtCore import QCoreApplication, QLocale, QObject, Signal

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.keeper import (
    KeeperColumn,
    KeeperPicture,
    fraction_text,
    marked_footer,
    percent_text,
    signed_percent,
)
from shtoss_desktop.app.offthread import FigureWorker
from shtoss_desktop.app.shtoss.shown import ShownShtoss
from shtoss_desktop.app.words import card_text, cards_text, display_name, rank_index
from shtoss_desktop.core.cards import Card, Rank, make_deck, ranks_for
from shtoss_desktop.core.shtoss.events import CardDealt, DeckCut, Event, Pile, PremiumPaid, StakeDecided, StakePlaced
from shtoss_desktop.core.shtoss.odds import CardOdds, card_odds
from shtoss_desktop.core.shtoss.rules import HouseRules, LobRule, PremiumEvent
from shtoss_desktop.core.shtoss.table import GameState, Phase

if TYPE_CHECKING:
    from shtoss_desktop.core.shtoss.coach import BankerOutlook, Reason, TableStake, Thirds

translate = QCoreApplication.translate


class BankerInputs(msgspec.Struct, frozen=True):
    """Everything `banker_outlook` is given, immutable, so that another thread can work on it."""

    rules: HouseRules
    stakes: tuple[TableStake, ...]
    dealt: tuple[Card, ...]
    bank: int
    most_loss: int
    seed: int

    def outlook(self) -> BankerOutlook:
        """The core's figures for these inputs (pure: safe on any thread)."""
        from shtoss_desktop.core.shtoss.coach import banker_outlook

        return banker_outlook(self.rules, self.stakes, self.dealt, bank=self.bank, most_loss=self.most_loss,
                              seed=self.seed)


_worker: list[FigureWorker] = []


def figure_worker() -> FigureWorker:
    """The one worker for the banker's figures (made on first use, on the GUI thread, and kept for the run)."""
    if not _worker:
        _worker.append(FigureWorker())
    return _worker[0]


def work_out(inputs: BankerInputs, done: Callable[[BankerOutlook], None]) -> None:
    """Work the figures out on the worker thread; `done(outlook)` is called on the GUI thread (app/offthread.py)."""
    figure_worker().submit(inputs.outlook, done)


def cards_gone(state: GameState, cards_out: bool) -> tuple[Card, ...]:
    """The cards out of the banker's deck for the odds of a new stake, as the table shows them (see the module
    docstring): `cards_out` says the table still shows an ended deal's cards on the cloth."""
    out = state.phase is Phase.DEALING or cards_out
    dealt = state.deck[: state.dealt - state.dealt % 2] if out else ()
    if len(state.deck) != state.rules.deck_size:
        return ()
    return dealt


def money_text(value: Fraction) -> str:
    """An expected amount of money, with two decimals and its sign ("-1.19", "+0.40")."""
    text = QLocale().toString(float(value), "f", 2)
    return ("+" + text) if value > 0 else text


class ShtossKeeperWords(QObject):
    """The case-keeper's words (a class named for the context, so that lupdate marks the plurals)."""

    def title(self, talia: bool) -> str:
        """The keeper's heading."""
        if talia:
            return self.tr("Case-keeper: copies left in the talia")
        return self.tr("Case-keeper: copies left in the deal")

    def column_tip(self, rank: Rank, gone: int, left: int) -> str:
        """A column's counts."""
        return self.tr("{rank}: %n gone,", "", gone).format(rank=rank_index(rank)) + " " + self.tr(
            "%n left in the deck", "", left)

    def odds_tip(self, odds: CardOdds, staked: bool) -> str:
        """The exact odds of a card now."""
        head = (self.tr("Your {card} now:") if staked else self.tr("A stake on {card} now:")).format(
            card=card_text(odds.card))
        text = self.tr("killed {killed} ({killed_pc}), given {given} ({given_pc})").format(
            killed=fraction_text(odds.p_killed), killed_pc=percent_text(odds.p_killed),
            given=fraction_text(odds.p_given), given_pc=percent_text(odds.p_given))
        if odds.p_void:
            text += self.tr(", void {void} ({void_pc})").format(void=fraction_text(odds.p_void),
                                                                void_pc=percent_text(odds.p_void))
        return head + " " + text + "; " + self.tr("on average {ev} of the kush ({ev_pc})").format(
            ev=fraction_text(odds.ev_per_kush), ev_pc=signed_percent(odds.ev_per_kush))


def shtoss_keeper(shown: ShownShtoss, pointed: Card | None) -> KeeperPicture:
    """The case-keeper as the table shows the game (see the module docstring)."""
    words = ShtossKeeperWords()
    if not shown.has_game:
        return KeeperPicture(translate("ShtossKeeperWords", "Case-keeper"), 0, ())
    state = shown.game.state()
    rules = state.rules
    dealt = cards_gone(state, shown.cards_out)
    human = shown.human
    # A punter's own stakes; to a banker (or one who watches) every stake on the table.
    every = human is None or state.banker == human
    staked = {stake.card.rank: stake.card for stake in state.stakes if every or stake.punter == human}
    columns = []
    for rank in ranks_for(rules.deck_size):
        gone = sum(1 for c in dealt if c.rank is rank)
        left = 4 - gone
        tip = words.column_tip(rank, gone, left)
        card = staked.get(rank) or (pointed if pointed is not None and pointed.rank is rank else None)
        ev = None
        if card is not None and left:
            odds = card_odds(rules, card, dealt)
            ev = odds.ev_per_kush
            tip += "\n" + words.odds_tip(odds, rank in staked)
        columns.append(KeeperColumn(rank, gone, left, ev, rank in staked, tip))
    drawn = tuple(columns)
    return KeeperPicture(words.title(rules.talia), 4, drawn, pointed.rank if pointed is not None else None,
                         marked_footer(drawn, translate("ShtossKeeperWords", "Per kush:"), rank_index))


class ShtossCoach(QObject):
    """The shtoss coach (see the module docstring): `said` carries each thing it says, while it is on."""

    said = Signal(str)
    """A line of the coach's, in the language installed."""
    bankerChanged = Signal()
    """The banker's figures are being worked out, or have arrived (`banker_working`, `banker_said`)."""

    def __init__(self, shown: ShownShtoss, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._shown = shown
        self._on = False
        self._last_banker: tuple[object, ...] | None = None
        self._ticket: object | None = None
        self.banker_said = ""
        """The banker's figures the coach said last ("" in a new session, and while new ones are worked out)."""
        shown.eventRecorded.connect(self._recorded)
        shown.sessionStarted.connect(self._forget)

    def set_on(self, on: bool) -> None:
        """Switch the coach on or off (off, it says nothing, and figures being worked out are dropped)."""
        self._on = on
        if not on and self._ticket is not None:
            self._ticket = None
            self._last_banker = None
            self.bankerChanged.emit()

    @property
    def banker_working(self) -> bool:
        """Whether the banker's figures are being worked out."""
        return self._ticket is not None

    def working_text(self) -> str:
        """What the panel says while the banker's figures are worked out."""
        return self.tr("The bank's figures: working it out…")

    @property
    def on(self) -> bool:
        """Whether the coach is on."""
        return self._on

    def _forget(self) -> None:
        self._last_banker = None
        self._ticket = None
        self.banker_said = ""

    # ----- before a stake -----

    def advice(self, cards: Sequence[Card], riding: int) -> str:
        """What staking `cards` with `riding` on each is worth now, and which ranks are best ("" without a game)."""
        from shtoss_desktop.core.shtoss.coach import stake_outlook

        if not self._shown.has_game or not cards:
            return ""
        state = self._shown.game.state()
        dealt = cards_gone(state, self._shown.cards_out)
        rules = state.rules
        if not any(c.rank is cards[0].rank for c in _left(rules.deck_size, dealt)):
            return self.tr("No {rank} is left in the deck: it cannot be staked now.").format(
                rank=rank_index(cards[0].rank))
        outlook = stake_outlook(rules, cards, dealt, riding=riding)
        odds = outlook.odds[0]
        text = self.tr("{cards} for {riding} (%n copies left): killed {killed}, given {given}; on average {gain} "
                       "({ev} of the kush).", "", odds.copies_left).format(
            cards=cards_text(tuple(cards)), riding=format_amount(riding), killed=percent_text(odds.p_killed),
            given=percent_text(odds.p_given), gain=money_text(outlook.expected_gain),
            ev=signed_percent(outlook.ev_per_kush))
        return text + " " + self.best_now(cards[0])

    def ride_advice(self) -> str:
        """What a paroli and a paix on the human's full wins waiting would be worth ("" without one, or without
        paroli in the rules): the ride meets the next copy of its rank in this talia if one is left, else a fresh
        deck."""
        from shtoss_desktop.core.shtoss.coach import stake_outlook

        if not self._shown.has_game or self._shown.human is None:
            return ""
        state = self._shown.game.state()
        if not state.rules.paroli:
            return ""
        dealt = cards_gone(state, self._shown.cards_out)
        left = _left(state.rules.deck_size, dealt)
        texts = []
        for win in (w for w in state.winnings if w.punter == self._shown.human and w.full):
            meets = dealt if state.rules.talia and any(c.rank is win.card.rank for c in left) else ()
            ev = stake_outlook(state.rules, [win.card], meets, riding=1).ev_per_kush
            texts.append(self.tr("A paroli on {card} would ride {pile}, on average {paroli}; a paix rides {riding} of "
                                 "winnings, on average {paix}.").format(
                card=card_text(win.card), pile=format_amount(2 * win.riding), paroli=money_text(ev * 2 * win.riding),
                riding=format_amount(win.riding), paix=money_text(ev * win.riding)))
        return " ".join(texts)

    def best_now(self, card: Card | None = None) -> str:
        """Which ranks are the best and the worst to stake now."""
        from shtoss_desktop.core.shtoss.coach import best_choice

        state = self._shown.game.state()
        dealt = cards_gone(state, self._shown.cards_out)
        choice = best_choice(state.rules, dealt, card.suit) if card is not None else best_choice(state.rules, dealt)
        best = choice.best[0]
        if choice.spread == 0:
            text = self.tr("Every rank is alike now: {ev} of the kush.").format(ev=signed_percent(best.ev_per_kush))
        else:
            ranks = " ".join(rank_index(o.card.rank) for o in choice.best)
            text = self.tr("Best now: {ranks} (%n copies left), {ev} of the kush.", "", best.copies_left).format(
                ranks=ranks, ev=signed_percent(best.ev_per_kush))
        if choice.even:
            text += " " + self.tr("That is an even game: the banker has no edge on it.")
        elif state.rules.lob is LobRule.HALF and not dealt:
            text += " " + self.tr("Under в лоб полкуша the banker's edge almost vanishes: {edge} of the kush.").format(
                edge=percent_text(-best.ev_per_kush))
        return text

    # ----- after a decided card -----

    def explain(self, record: StakeDecided) -> str:
        """What happened to a decided card and why its money moved."""
        from shtoss_desktop.core.shtoss.coach import explain

        state = self._shown.game.state()
        reason = explain(state.rules, card=record.card, deciding_card=record.deciding_card,
                         position=record.position, plie=record.plie, riding=record.riding)
        if record.punter == self._shown.human:
            subject = self.tr("Your {card}").format(card=card_text(record.card))
        else:
            subject = self.tr("{name}'s {card}").format(name=display_name(record.punter), card=card_text(record.card))
        text = subject + ": " + self._step_text(reason, record.abzug)
        text += self._thirds_text(reason.thirds)
        if record.corners:
            text += " " + self.tr("The paroli pile of {riding} rode on it (%n corners bent).", "",
                                  record.corners).format(riding=format_amount(record.riding))
        return text

    def _step_text(self, reason: Reason, abzug: int) -> str:
        from shtoss_desktop.core.shtoss.coach import Half, Step

        amount = format_amount(abs(reason.amount))
        deciding = card_text(reason.deciding_card)
        if reason.step is Step.LAST_CARD_VOID:
            return self.tr("decided by the last card, {deciding}: under the last card void it neither wins nor "
                           "loses.").format(deciding=deciding)
        if reason.step is Step.PLIE:
            head = self.tr("killed by a plié, two cards of its rank in abzug {abzug} ({deciding} first).").format(
                abzug=abzug, deciding=deciding)
            tails = {
                Half.PLIE_HALF: self.tr("Under plié half the bank takes only half the kush: {amount}."),
                Half.LOB_HALF: self.tr("It fell in the lob, and under в лоб полкуша only half the kush is lost: "
                                       "{amount}."),
                Half.GORKA_HALF: self.tr("It fell с горки, and under с горки полкуша only half the kush is lost: "
                                         "{amount}."),
                Half.HOCLY_WHOLE: self.tr("A plié in the last abzug takes the whole kush (hocly): {amount}."),
                Half.NONE: self.tr("A plié is the banker's: the whole {amount} is lost."),
            }
            return head + " " + tails[reason.half].format(amount=amount)
        if reason.step is Step.THIRTEENTH:
            return self.tr("given on the thirteenth card by {deciding}, of its own suit: the bank pays double, "
                           "{amount}.").format(deciding=deciding, amount=amount)
        if reason.step is Step.ELEVEN:
            return self.tr("killed on the eleventh card ({deciding}), which under в одиннадцать counts as given: "
                           "{amount} won.").format(deciding=deciding, amount=amount)
        if reason.step is Step.KILLED:
            if reason.half is Half.LOB_HALF:
                text = self.tr("killed in the lob by {deciding}: under в лоб полкуша only half the kush is lost, "
                               "{amount}.")
            elif reason.half is Half.GORKA_HALF:
                text = self.tr("killed с горки, on the third card, by {deciding}: under с горки полкуша only half "
                               "the kush is lost, {amount}.")
            elif reason.position == 1:
                text = self.tr("killed in the lob by {deciding}: the whole {amount} is lost.")
            else:
                text = self.tr("killed by {deciding}, card {position}, on the banker's right: {amount} lost.")
            return text.format(deciding=deciding, amount=amount, position=reason.position)
        if reason.position == 2:
            return self.tr("given on the sonik by {deciding}: {amount} won.").format(deciding=deciding, amount=amount)
        return self.tr("given by {deciding}, card {position}, on the punters' left: {amount} won.").format(
            deciding=deciding, position=reason.position, amount=amount)

    def _thirds_text(self, thirds: Thirds) -> str:
        from shtoss_desktop.core.shtoss.coach import Thirds

        texts = {
            Thirds.OFF: "",
            Thirds.SUITED: self.tr("Counted in thirds: the same suit (цветная), the whole."),
            Thirds.HALF_SUITED: self.tr("Counted in thirds: the same colour (полуцветная), two thirds."),
            Thirds.PLAIN: self.tr("Counted in thirds: the other colour (простая), one third."),
        }
        return " " + texts[thirds] if texts[thirds] else ""

    def premium(self, record: PremiumPaid) -> str:
        """A premium paid on top."""
        who = self.tr("You") if record.punter == self._shown.human else display_name(record.punter)
        if record.event is PremiumEvent.SONIK_WIN:
            why = self.tr("for the sonik won")
        elif record.event is PremiumEvent.SERIES:
            why = self.tr("for a series of %n given cards", "", record.n or 0)
        else:
            why = self.tr("for every card of the deal given")
        return self.tr("On top, {who}: a premium of {amount} {why}.").format(
            who=who, amount=format_amount(record.amount), why=why)

    # ----- for the banker -----

    def banker_inputs(self) -> BankerInputs | None:
        """What the banker's figures for the stakes on the table as shown are worked out from (None without a game
        or a stake)."""
        from shtoss_desktop.core.shtoss.coach import TableStake

        if not self._shown.has_game:
            return None
        game = self._shown.game
        state = game.state()
        if not state.stakes:
            return None
        dealt = cards_gone(state, self._shown.cards_out) if state.phase is Phase.DEALING else ()
        stakes = tuple(TableStake(s.card, s.riding, s.kush) for s in state.stakes)
        return BankerInputs(state.rules, stakes, tuple(dealt), state.bank, game.exposure(), state.deal_number)

    def banker_text(self, outlook: BankerOutlook) -> str:
        """The banker's figures in words."""
        from shtoss_desktop.core.shtoss.coach import Method

        text = self.tr("The bank expects to take {take} on the stakes on the table; at most it can lose {most} this "
                       "deal.").format(take=money_text(outlook.expected_take), most=format_amount(outlook.most_loss))
        if outlook.method is Method.EXACT:
            text += " " + self.tr("The chance it is broken this deal: {p} (exact).").format(
                p=percent_text(outlook.p_broken))
        else:
            text += " " + self.tr("The chance it is broken this deal: {p} ± {error} (simulated over %n shuffles).",
                                  "", outlook.samples).format(
                p=percent_text(outlook.p_broken),
                error=QLocale().toString(outlook.standard_error * 100, "f", 2) + "%")
        if outlook.premiums_left_out:
            text += " " + self.tr("The series and deal-won premiums are not counted in these figures.")
        return text

    def _recorded(self, record: object) -> None:
        if not self._on or not isinstance(record, Event) or not self._shown.has_game:
            return
        human = self._shown.human
        state = self._shown.game.state()
        banker = human is not None and state.banker == human
        if isinstance(record, StakeDecided) and (banker or human is None or record.punter == human):
            self.said.emit(self.explain(record))
        elif isinstance(record, PremiumPaid) and (banker or human is None or record.punter == human):
            self.said.emit(self.premium(record))
        if banker and (isinstance(record, StakePlaced | DeckCut)
                       or (isinstance(record, CardDealt) and record.pile is Pile.LEFT)):
            key = (state.stakes, state.dealt, state.bank, state.rules)
            inputs = self.banker_inputs()
            if inputs is not None and key != self._last_banker:
                self._last_banker = key
                ticket = self._ticket = object()
                self.banker_said = ""
                coach = weakref.ref(self)

                def done(outlook: BankerOutlook) -> None:
                    alive = coach()
                    if alive is not None and shiboken6.isValid(alive):
                        alive._figured(ticket, outlook)

                work_out(inputs, done)
                self.bankerChanged.emit()

    def _figured(self, ticket: object, outlook: object) -> None:
        """An outlook from the worker: said if it answers the last request, else dropped (the game moved on)."""
        from shtoss_desktop.core.shtoss.coach import BankerOutlook

        if ticket is None or ticket is not self._ticket or not isinstance(outlook, BankerOutlook):
            return
        self._ticket = None
        self.banker_said = self.banker_text(outlook)
        self.said.emit(self.banker_said)
        self.bankerChanged.emit()


def _left(deck_size: int, dealt: Sequence[Card]) -> tuple[Card, ...]:
    gone = frozenset(dealt)
    return tuple(c for c in make_deck(deck_size) if c not in gone)


__all__ = ["BankerInputs", "ShtossCoach", "ShtossKeeperWords", "cards_gone", "figure_worker", "money_text",
           "shtoss_keeper", "work_out"]
