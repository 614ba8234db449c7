"""The status line's words: every core event told as the table would say it, in the game's language.

`narrate(event, human)` turns one event record into one translated sentence (context "Narration";
the Russian is in `resources/translations/narration_ru.ts`). `human` is the human's name at the
table: his own cards and money are told in the second person ("Your queen is killed",
"Дама ваша убита"); None tells everything in the third person (a watched session).

Russian rank names have a grammatical gender that the verb agrees with: туз, король, валет are
masculine ("туз дан", "король убит"), the other ranks feminine ("семёрка дана", "дама убита").
English has one form for both, so the sentences about a card come twice, told apart by their
disambiguation ("masculine rank" / "feminine rank"), and each translation agrees on its own.

A punter's card lies face down until it is decided, so another punter's stake is told without its
card; the human's own stakes name theirs. Players are named and cards written as the player reads them now
(`words.display_name`, `words.card_text`: Чекалинский and Д♥ in the Russian interface, whatever language
the session was seated in).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

# card_text and cards_text are read from here by the table, the models and the casino too.
from shtoss_desktop.app.words import card_text as card_text
from shtoss_desktop.app.words import cards_text as cards_text
from shtoss_desktop.app.words import display_name
from shtoss_desktop.core.cards import Rank
from shtoss_desktop.core.shtoss.events import (
    AtandeCalled,
    BankBroken,
    BankerRotated,
    BankPutUp,
    BankReturned,
    CardDealt,
    DealFinished,
    DeckCut,
    EndReason,
    Event,
    LobAndSonikShown,
    OfferReason,
    PaixMade,
    ParoliBent,
    Pile,
    PremiumPaid,
    PunterLeft,
    RulesChanged,
    SessionEnded,
    SessionStarted,
    Shuffled,
    StakeDecided,
    StakeOffered,
    StakePlaced,
    StakeRefused,
    StakeReturned,
    WinningsPickedUp,
)
from shtoss_desktop.core.shtoss.rules import PremiumEvent
from shtoss_desktop.core.shtoss.settle import Outcome

CONTEXT: Final = "Narration"
"""The translation context of every sentence here."""

MASCULINE_RANKS: Final = frozenset({Rank.JACK, Rank.KING, Rank.ACE})
"""Ranks whose Russian name is masculine (валет, король, туз); the others are feminine."""

translate = QCoreApplication.translate

QUIET_KINDS: Final = frozenset({Shuffled.kind})
"""Events too internal for the history: the shuffle's order is the banker's secret, and the cut that
follows it is told anyway."""


class Narration(QObject):
    """The sentences with a count, in the language's plural form (1 card, 2 cards; 1 карта, 2 карты, 5 карт).

    A count is `%n` in the text, given as `n` to `self.tr(text, "", n)`: lupdate marks a message as plural
    (`numerus`, a form per plural of the language) only in that call, not in `QCoreApplication.translate`, and
    takes its context from the class, named for the context of every other sentence here. English keeps its
    two forms in `resources/translations/narration_en.ts`, since the source text has only one.
    """

    def deal_over(self, event: DealFinished) -> str:
        """"Deal 3 is over: 17 cards dealt"."""
        if event.talia:
            return self.tr("Talia {deal} is over: %n cards dealt", "", event.cards_dealt).format(
                deal=event.deal_number)
        return self.tr("Deal {deal} is over: %n cards dealt", "", event.cards_dealt).format(deal=event.deal_number)


def _marked(texts: Mapping[Rank, object]) -> dict[Rank, str]:
    """Texts marked with QT_TRANSLATE_NOOP, which hands each back unchanged; PySide6's stubs type it `object`."""
    return {rank: str(text) for rank, text in texts.items()}


RANK_NAMES: Final[dict[Rank, str]] = _marked({
    Rank.TWO: QT_TRANSLATE_NOOP("Narration", "two"),
    Rank.THREE: QT_TRANSLATE_NOOP("Narration", "three"),
    Rank.FOUR: QT_TRANSLATE_NOOP("Narration", "four"),
    Rank.FIVE: QT_TRANSLATE_NOOP("Narration", "five"),
    Rank.SIX: QT_TRANSLATE_NOOP("Narration", "six"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("Narration", "seven"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("Narration", "eight"),
    Rank.NINE: QT_TRANSLATE_NOOP("Narration", "nine"),
    Rank.TEN: QT_TRANSLATE_NOOP("Narration", "ten"),
    Rank.JACK: QT_TRANSLATE_NOOP("Narration", "jack"),
    Rank.QUEEN: QT_TRANSLATE_NOOP("Narration", "queen"),
    Rank.KING: QT_TRANSLATE_NOOP("Narration", "king"),
    Rank.ACE: QT_TRANSLATE_NOOP("Narration", "ace"),
})
"""The English rank names (singular), translated by `rank_name`."""

RANK_PLURALS: Final[dict[Rank, str]] = _marked({
    Rank.TWO: QT_TRANSLATE_NOOP("Narration", "twos"),
    Rank.THREE: QT_TRANSLATE_NOOP("Narration", "threes"),
    Rank.FOUR: QT_TRANSLATE_NOOP("Narration", "fours"),
    Rank.FIVE: QT_TRANSLATE_NOOP("Narration", "fives"),
    Rank.SIX: QT_TRANSLATE_NOOP("Narration", "sixes"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("Narration", "sevens"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("Narration", "eights"),
    Rank.NINE: QT_TRANSLATE_NOOP("Narration", "nines"),
    Rank.TEN: QT_TRANSLATE_NOOP("Narration", "tens"),
    Rank.JACK: QT_TRANSLATE_NOOP("Narration", "jacks"),
    Rank.QUEEN: QT_TRANSLATE_NOOP("Narration", "queens"),
    Rank.KING: QT_TRANSLATE_NOOP("Narration", "kings"),
    Rank.ACE: QT_TRANSLATE_NOOP("Narration", "aces"),
})
"""The English rank names (plural), translated by `rank_plural`."""


def rank_name(rank: Rank) -> str:
    """The rank's name in the singular, lower case ("seven", "семёрка")."""
    return translate(CONTEXT, RANK_NAMES[rank])


def rank_plural(rank: Rank) -> str:
    """The rank's name in the plural, lower case ("sevens", "семёрки")."""
    return translate(CONTEXT, RANK_PLURALS[rank])


def corners_name(corners: int) -> str:
    """The classic name of a card with this many corners bent (paroli, sept-et-le-va, ...)."""
    if corners <= 1:
        return translate("Narration", "paroli", "one corner bent")
    if corners == 2:
        return translate("Narration", "sept-et-le-va", "two corners bent")
    if corners == 3:
        return translate("Narration", "quinze-et-le-va", "three corners bent")
    if corners == 4:
        return translate("Narration", "trente-et-le-va", "four corners bent")
    return translate("Narration", "soixante-et-le-va", "five corners bent")


def narrate(event: Event, human: str | None, banker: str | None = None) -> str:
    """One sentence for the status line and the history, translated, with a capital first letter.

    `human` is the human's name (his moves are told as "you"), or None in a watched session. `banker` is who
    held the bank when the event happened: when that is the human, what is asked of or done by "the banker"
    is said to him ("do you accept?", "you refuse"); None tells the banker in the third person.
    """
    text = _sentence(event, human, human is not None and banker == human)
    return text[:1].upper() + text[1:]


def shows_in_history(event: Event) -> bool:
    """Whether the history lists this event (all but the purely internal ones, `QUIET_KINDS`)."""
    return event.kind not in QUIET_KINDS


def _sentence(event: Event, human: str | None, human_banks: bool) -> str:
    if isinstance(event, SessionStarted):
        return _session_started(event, human)
    if isinstance(event, BankPutUp):
        return _bank_put_up(event, human)
    if isinstance(event, StakeOffered):
        return _stake_offered(event, human, human_banks)
    if isinstance(event, StakePlaced):
        return _stake_placed(event, human)
    if isinstance(event, StakeRefused):
        return _stake_refused(event, human, human_banks)
    if isinstance(event, Shuffled):
        if human_banks:
            return translate("Narration", "You shuffle the deck")
        return translate("Narration", "The banker shuffles the deck")
    if isinstance(event, DeckCut):
        if event.punter == human:
            return translate("Narration", "Deal {deal}: you cut the deck").format(deal=event.deal_number)
        return translate("Narration", "Deal {deal}: {punter} cuts the deck").format(
            deal=event.deal_number, punter=display_name(event.punter))
    if isinstance(event, LobAndSonikShown):
        return translate("Narration", "Lob: {lob}, sonik: {sonik}").format(
            lob=card_text(event.lob), sonik=card_text(event.sonik))
    if isinstance(event, CardDealt):
        if event.pile is Pile.RIGHT:
            return translate("Narration", "Right: {card} (abzug {abzug})").format(
                card=card_text(event.card), abzug=event.abzug)
        return translate("Narration", "Left: {card} (abzug {abzug})").format(
            card=card_text(event.card), abzug=event.abzug)
    if isinstance(event, StakeDecided):
        return _stake_decided(event, human)
    if isinstance(event, PremiumPaid):
        return _premium_paid(event, human)
    if isinstance(event, WinningsPickedUp):
        if event.punter == human:
            return translate("Narration", "You take {amount} off the table ({card})").format(
                amount=event.amount, card=card_text(event.card))
        return translate("Narration", "{punter} takes {amount} off the table ({card})").format(
            punter=display_name(event.punter), amount=event.amount, card=card_text(event.card))
    if isinstance(event, ParoliBent):
        return _paroli_bent(event, human)
    if isinstance(event, PaixMade):
        if event.punter == human:
            text = translate("Narration", "Paix: you take back {returned}, the winnings {riding} ride on {card}")
            return text.format(returned=event.returned, riding=event.riding, card=card_text(event.card))
        text = translate("Narration", "Paix: {punter} takes back {returned}, the winnings {riding} ride on {card}")
        return text.format(punter=display_name(event.punter), returned=event.returned, riding=event.riding,
                           card=card_text(event.card))
    if isinstance(event, StakeReturned):
        if event.punter == human:
            return translate("Narration", "Your stake of {amount} on {card} comes back to you").format(
                amount=event.amount, card=card_text(event.card))
        return translate("Narration", "{punter} takes back his stake of {amount} on {card}").format(
            punter=display_name(event.punter), amount=event.amount, card=card_text(event.card))
    if isinstance(event, AtandeCalled):
        return _atande(event, human, human_banks)
    if isinstance(event, DealFinished):
        return _deal_finished(event)
    if isinstance(event, BankBroken):
        if event.banker == human:
            return translate("Narration", "Your bank is broken! {amount} left in it").format(amount=event.bank)
        return translate("Narration", "Bank broken! {amount} left in it").format(amount=event.bank)
    if isinstance(event, BankReturned):
        if event.banker == human:
            return translate("Narration", "You take back the bank: {amount}").format(amount=event.amount)
        return translate("Narration", "{banker} takes back the bank: {amount}").format(
            banker=display_name(event.banker), amount=event.amount)
    if isinstance(event, BankerRotated):
        return _banker_rotated(event, human)
    if isinstance(event, PunterLeft):
        return _punter_left(event, human)
    if isinstance(event, RulesChanged):
        return translate("Narration", "New house rules apply from this deal on")
    if isinstance(event, SessionEnded):
        return _session_ended(event, human)
    raise TypeError(f"no narration for {event.kind!r}")


def _session_started(event: SessionStarted, human: str | None) -> str:
    punters = ", ".join(
        translate("Narration", "you") if p == human else display_name(p) for p in event.players if p != event.banker
    )
    if event.banker == human:
        return translate("Narration", "You hold the bank; punting: {punters}").format(punters=punters)
    return translate("Narration", "{banker} holds the bank; punting: {punters}").format(
        banker=display_name(event.banker), punters=punters)


def _bank_put_up(event: BankPutUp, human: str | None) -> str:
    if len(event.contributions) > 1:
        return translate("Narration", "The players pool a family bank of {amount}").format(amount=event.amount)
    if event.banker == human:
        if event.second:
            return translate("Narration", "You put up a bank a second time: {amount}").format(amount=event.amount)
        return translate("Narration", "You put up a bank of {amount}").format(amount=event.amount)
    if event.second:
        return translate("Narration", "{banker} puts up a bank a second time: {amount}").format(
            banker=display_name(event.banker), amount=event.amount)
    return translate("Narration", "{banker} puts up a bank of {amount}").format(
        banker=display_name(event.banker), amount=event.amount)


def _reasons(reasons: tuple[OfferReason, ...]) -> str:
    words = []
    for reason in reasons:
        if reason is OfferReason.ABOVE_LIMIT:
            words.append(translate("Narration", "above the banker's limit"))
        else:
            words.append(translate("Narration", "a raise"))
    return ", ".join(words)


def _stake_offered(event: StakeOffered, human: str | None, human_banks: bool) -> str:
    reasons = _reasons(event.reasons)
    if event.punter == human:
        return translate("Narration", "You offer {kush} on {cards} ({reasons}): the banker decides").format(
            kush=event.kush, cards=cards_text(event.cards), reasons=reasons)
    if human_banks:
        return translate("Narration", "{punter} offers {kush} on a card ({reasons}): do you accept?").format(
            punter=display_name(event.punter), kush=event.kush, reasons=reasons)
    return translate("Narration", "{punter} offers {kush} on a card ({reasons}): will the banker accept?").format(
        punter=display_name(event.punter), kush=event.kush, reasons=reasons)


def _stake_placed(event: StakePlaced, human: str | None) -> str:
    raised = translate("Narration", " (raised)") if event.raised else ""
    if event.punter == human:
        if len(event.cards) == 2:
            text = translate("Narration", "You stake {kush} on each card of the pair {cards}")
        else:
            text = translate("Narration", "You stake {kush} on {cards}")
        return text.format(kush=event.kush, cards=cards_text(event.cards)) + raised
    if len(event.cards) == 2:
        text = translate("Narration", "{punter} stakes {kush} on each card of a pair")
    else:
        text = translate("Narration", "{punter} stakes {kush} on a card")
    return text.format(punter=display_name(event.punter), kush=event.kush) + raised


def _stake_refused(event: StakeRefused, human: str | None, human_banks: bool) -> str:
    if event.punter == human:
        return translate("Narration", "The banker refuses your stake of {kush}").format(kush=event.kush)
    if human_banks:
        return translate("Narration", "You refuse {punter}'s stake of {kush}").format(
            punter=display_name(event.punter), kush=event.kush)
    return translate("Narration", "The banker refuses {punter}'s stake of {kush}").format(
        punter=display_name(event.punter), kush=event.kush)


def _stake_decided(event: StakeDecided, human: str | None) -> str:
    masculine = event.card.rank in MASCULINE_RANKS
    rank = rank_name(event.card.rank)
    mine = event.punter == human
    amount = abs(event.amount)
    if event.outcome is Outcome.VOID:
        if mine:
            text = translate("Narration", "Your {rank} is void: the last card neither wins nor loses").format(rank=rank)
        else:
            text = translate("Narration", "The {rank} is void: the last card neither wins nor loses").format(rank=rank)
    elif event.outcome is Outcome.GIVEN:
        text = _given(masculine, mine).format(rank=rank, punter=display_name(event.punter), amount=amount)
    elif event.plie:
        text = _plie(masculine, mine).format(rank=rank, plural=rank_plural(event.card.rank),
                                             punter=display_name(event.punter), amount=amount)
    else:
        text = _killed(masculine, mine).format(rank=rank, punter=display_name(event.punter), amount=amount)
    details = _decision_details(event)
    return f"{text} ({', '.join(details)})" if details else text


def _given(masculine: bool, mine: bool) -> str:
    if mine:
        if masculine:
            return translate("Narration", "Your {rank} is given: you win {amount}", "masculine rank")
        return translate("Narration", "Your {rank} is given: you win {amount}", "feminine rank")
    if masculine:
        return translate("Narration", "The {rank} is given: {punter} wins {amount}", "masculine rank")
    return translate("Narration", "The {rank} is given: {punter} wins {amount}", "feminine rank")


def _killed(masculine: bool, mine: bool) -> str:
    if mine:
        if masculine:
            return translate("Narration", "Your {rank} is killed: you lose {amount}", "masculine rank")
        return translate("Narration", "Your {rank} is killed: you lose {amount}", "feminine rank")
    if masculine:
        return translate("Narration", "The {rank} is killed: {punter} loses {amount}", "masculine rank")
    return translate("Narration", "The {rank} is killed: {punter} loses {amount}", "feminine rank")


def _plie(masculine: bool, mine: bool) -> str:
    if mine:
        if masculine:
            return translate(
                "Narration", "Plié! both cards are {plural}: your {rank} is killed, you lose {amount}",
                "masculine rank")
        return translate(
            "Narration", "Plié! both cards are {plural}: your {rank} is killed, you lose {amount}",
            "feminine rank")
    if masculine:
        return translate(
            "Narration", "Plié! both cards are {plural}: the {rank} is killed, {punter} loses {amount}",
            "masculine rank")
    return translate(
        "Narration", "Plié! both cards are {plural}: the {rank} is killed, {punter} loses {amount}",
        "feminine rank")


def _decision_details(event: StakeDecided) -> list[str]:
    """Where and how much: in the lob, с горки, on the sonik, the eleventh, the thirteenth, the factor."""
    details = []
    if event.outcome is Outcome.KILLED and event.position == 1:
        details.append(translate("Narration", "in the lob"))
    elif event.outcome is Outcome.KILLED and event.position == 3:
        details.append(translate("Narration", "from the hill (с горки)"))
    elif event.outcome is Outcome.GIVEN and event.position == 2:
        details.append(translate("Narration", "on the sonik"))
    elif event.outcome is Outcome.GIVEN and event.position == 11:
        details.append(translate("Narration", "killed on the eleventh counts as given"))
    elif event.outcome is Outcome.GIVEN and event.position == 13:
        details.append(translate("Narration", "the thirteenth card, of its suit"))
    if event.outcome is not Outcome.VOID:
        factor = event.factor
        if factor == Fraction(1, 2):
            details.append(translate("Narration", "half the kush"))
        elif factor == Fraction(2, 3):
            details.append(translate("Narration", "two thirds of the kush"))
        elif factor == Fraction(1, 3):
            details.append(translate("Narration", "a third of the kush"))
        elif factor == Fraction(1, 6):
            details.append(translate("Narration", "a sixth of the kush"))
        elif factor == 2:
            details.append(translate("Narration", "double the kush"))
    if event.corners:
        details.append(corners_name(event.corners))
    return details


def _premium_paid(event: PremiumPaid, human: str | None) -> str:
    if event.event is PremiumEvent.SONIK_WIN:
        what = translate("Narration", "Premium for the sonik")
    elif event.event is PremiumEvent.SERIES:
        what = translate("Narration", "Premium for a series of {n}").format(n=event.n)
    else:
        what = translate("Narration", "Premium for winning the deal")
    if event.punter == human:
        return translate("Narration", "{premium}: you get {amount}").format(premium=what, amount=event.amount)
    return translate("Narration", "{premium}: {punter} gets {amount}").format(
        premium=what, punter=display_name(event.punter), amount=event.amount)


def _paroli_bent(event: ParoliBent, human: str | None) -> str:
    name = corners_name(event.corners)
    card = card_text(event.card)
    if event.punter == human:
        return translate("Narration", "Paroli: you bend a corner ({name}), {riding} rides on {card}").format(
            name=name, riding=event.riding, card=card)
    return translate("Narration", "Paroli: {punter} bends a corner ({name}), {riding} rides on {card}").format(
        punter=display_name(event.punter), name=name, riding=event.riding, card=card)


def _atande(event: AtandeCalled, human: str | None, human_banks: bool) -> str:
    if event.player == human:
        if human_banks:
            return translate("Narration", "You call “atande!”: the deal waits")
        return translate("Narration", "You call “atande!”: the banker waits")
    if human_banks:
        return translate("Narration", "{player} calls “atande!”: you wait").format(player=display_name(event.player))
    return translate("Narration", "{player} calls “atande!”: the banker waits").format(
        player=display_name(event.player))


def _deal_finished(event: DealFinished) -> str:
    return Narration().deal_over(event)


def _banker_rotated(event: BankerRotated, human: str | None) -> str:
    if event.new_banker == human:
        return translate("Narration", "You now hold the bank; {old} punts").format(old=display_name(event.old_banker))
    if event.old_banker == human:
        return translate("Narration", "{new} now holds the bank; you punt").format(new=display_name(event.new_banker))
    return translate("Narration", "{new} now holds the bank; {old} punts").format(
        new=display_name(event.new_banker), old=display_name(event.old_banker))


def _punter_left(event: PunterLeft, human: str | None) -> str:
    if event.punter == human:
        if event.out_of_money:
            return translate("Narration", "You are out of money and leave the table")
        return translate("Narration", "You stop and leave the table")
    if event.out_of_money:
        return translate("Narration", "{punter} is out of money and leaves the table").format(
            punter=display_name(event.punter))
    return translate("Narration", "{punter} stops and leaves the table").format(punter=display_name(event.punter))


def _session_ended(event: SessionEnded, human: str | None) -> str:
    if event.reason is EndReason.BANK_BROKEN:
        text = translate("Narration", "The session is over: the bank is broken")
    elif event.reason is EndReason.NO_PUNTERS:
        text = translate("Narration", "The session is over: no punters are left")
    else:
        text = translate("Narration", "The session is over")
    balances = dict(event.balances)
    if human is not None and human in balances:
        text += translate("Narration", "; you have {amount}").format(amount=balances[human])
    return text
