"""What the house rules dialog says about each option: its Russian term, name and explanation, the pages that group
the options, the texts of the choices, and the banker's edge as a readout.

Data and small functions only (no widgets), so that the dialog, its editors and its tests read the same words."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Final

from PySide6.QtCore import QCoreApplication, QLocale

from shtoss_desktop.app.shtoss.temperaments import STYLE_TEXTS
from shtoss_desktop.core.shtoss.rules import BankerRotation, BankerShare, BankFormation, PremiumEvent
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class OptionText:
    """What the dialog says about one option."""

    russian: str
    """The Russian term, shown in every language."""
    title: str
    """The English name (translated; the Russian translation is the Russian term itself)."""
    explanation: str
    """One line saying what the option does (translated)."""


OPTION_TEXTS: Final[dict[str, OptionText]] = {
    "deck_size": OptionText("Колода", QT_TRANSLATE_NOOP("SettingsOptions", "Deck"), QT_TRANSLATE_NOOP(
        "SettingsOptions", "The cards in every player's deck: 52 (two to ace), 36 (six to ace) or 32 (seven to ace).")),
    "punters": OptionText("Понтёры", QT_TRANSLATE_NOOP("SettingsOptions", "Punters"), QT_TRANSLATE_NOOP(
        "SettingsOptions", "How many punters stake against the bank: one is shtoss proper, several make a bank.")),
    "computer_styles": OptionText("Манера игры", QT_TRANSLATE_NOOP("SettingsOptions", "Computer players"),
                                  QT_TRANSLATE_NOOP("SettingsOptions", "How each computer punter chooses his stakes.")),
    "initial_kush": OptionText("Начальный куш", QT_TRANSLATE_NOOP("SettingsOptions", "Initial kush"),
                               QT_TRANSLATE_NOOP("SettingsOptions",
                                                 "The smallest stake; a punter who names no stake plays it.")),
    "bank": OptionText("Банк", QT_TRANSLATE_NOOP("SettingsOptions", "Bank"), QT_TRANSLATE_NOOP(
        "SettingsOptions", "What the banker puts up from his capital; no stake may risk more than the bank.")),
    "capital": OptionText("Капитал", QT_TRANSLATE_NOOP("SettingsOptions", "Capital"), QT_TRANSLATE_NOOP(
        "SettingsOptions", "Each player's money at the start, the banker's included.")),
    "refuse_above": OptionText("Отказ в ставке", QT_TRANSLATE_NOOP("SettingsOptions", "Refusal threshold"),
                               QT_TRANSLATE_NOOP("SettingsOptions",
                                                 "The banker refuses a card whose kush is above this many initial "
                                                 "kush.")),
    "lob": OptionText("В лоб полкуша", QT_TRANSLATE_NOOP("SettingsOptions", "Half kush on the lob"),
                      QT_TRANSLATE_NOOP("SettingsOptions",
                                        "A card killed by the first card (the lob) costs the punter half the kush.")),
    "gorka_half": OptionText("С горки полкуша", QT_TRANSLATE_NOOP("SettingsOptions", "Half kush from the hill"),
                             QT_TRANSLATE_NOOP("SettingsOptions",
                                               "A card killed by the third card (“from the hill”) costs half the "
                                               "kush.")),
    "eleven_given": OptionText("В одиннадцать", QT_TRANSLATE_NOOP("SettingsOptions", "The eleventh card gives"),
                               QT_TRANSLATE_NOOP("SettingsOptions",
                                                 "A card killed by the eleventh card counts as given: the punter is "
                                                 "paid.")),
    "thirteenth_suited_double": OptionText(
        "Тринадцатая в масть", QT_TRANSLATE_NOOP("SettingsOptions", "Thirteenth card suited"),
        QT_TRANSLATE_NOOP("SettingsOptions",
                          "A card decided by the thirteenth card of its own suit is the punter's, paid double.")),
    "thirds": OptionText("Счёт третями", QT_TRANSLATE_NOOP("SettingsOptions", "Counting in thirds"),
                         QT_TRANSLATE_NOOP("SettingsOptions",
                                           "Same suit: the whole kush; same colour: two thirds; other colour: one "
                                           "third.")),
    "plie": OptionText("Плие пополам", QT_TRANSLATE_NOOP("SettingsOptions", "Plié half"), QT_TRANSLATE_NOOP(
        "SettingsOptions", "When both cards of an abzug have one rank, the banker takes only half the kush.")),
    "hocly": OptionText("Хокли", QT_TRANSLATE_NOOP("SettingsOptions", "Hocly"), QT_TRANSLATE_NOOP(
        "SettingsOptions", "With plié half: a plié in the last abzug still takes the whole kush.")),
    "last_card": OptionText("Последняя карта не в счёт", QT_TRANSLATE_NOOP("SettingsOptions", "Last card void"),
                            QT_TRANSLATE_NOOP("SettingsOptions",
                                              "A card decided by the last card of the deck neither wins nor loses.")),
    "talia": OptionText("Талья", QT_TRANSLATE_NOOP("SettingsOptions", "Talia"), QT_TRANSLATE_NOOP(
        "SettingsOptions", "The banker deals one deck through, stopping after every abzug for new stakes.")),
    "paroli": OptionText("Пароли", QT_TRANSLATE_NOOP("SettingsOptions", "Paroli"), QT_TRANSLATE_NOOP(
        "SettingsOptions", "After a win the punter may bend a corner and let the whole pile ride.")),
    "max_corners": OptionText("Углы", QT_TRANSLATE_NOOP("SettingsOptions", "Most corners"), QT_TRANSLATE_NOOP(
        "SettingsOptions", "How many corners one card may have: paroli, paroli-pe, and so on.")),
    "pair_bets": OptionText("Пара", QT_TRANSLATE_NOOP("SettingsOptions", "Pair bets"), QT_TRANSLATE_NOOP(
        "SettingsOptions", "Two cards of one rank staked together: the pair wins and loses double.")),
    "raise_after_win": OptionText("Увеличение куша", QT_TRANSLATE_NOOP("SettingsOptions", "Raise after a win"),
                                  QT_TRANSLATE_NOOP("SettingsOptions",
                                                    "A punter who won may raise his next kush, up to double after "
                                                    "a full win.")),
    "free_kush": OptionText("Вольный куш", QT_TRANSLATE_NOOP("SettingsOptions", "Free kush"), QT_TRANSLATE_NOOP(
        "SettingsOptions", "The banker may not refuse a raised kush.")),
    "premiums": OptionText("С наживкой", QT_TRANSLATE_NOOP("SettingsOptions", "Premiums"), QT_TRANSLATE_NOOP(
        "SettingsOptions", "Extra payments from the bank on top of what a card wins.")),
    "bank_formation": OptionText("Закладка банка", QT_TRANSLATE_NOOP("SettingsOptions", "Who puts up the bank"),
                                 QT_TRANSLATE_NOOP("SettingsOptions",
                                                   "The banker alone, or every player pays in (the family bank).")),
    "contribution": OptionText("Взнос", QT_TRANSLATE_NOOP("SettingsOptions", "Contribution"), QT_TRANSLATE_NOOP(
        "SettingsOptions", "What each punter pays into a family bank.")),
    "banker_share": OptionText("Доля банкомёта", QT_TRANSLATE_NOOP("SettingsOptions", "Banker's share"),
                               QT_TRANSLATE_NOOP("SettingsOptions", "What the banker adds to a family bank.")),
    "banker_rotation": OptionText("Переход банка", QT_TRANSLATE_NOOP("SettingsOptions", "Bank rotation"),
                                  QT_TRANSLATE_NOOP("SettingsOptions", "When the bank passes to the next player.")),
}
"""The texts of every option, by rules key (and `computer_styles`)."""


@dataclass(frozen=True, slots=True)
class PageSpec:
    """One page of the dialog."""

    key: str
    """A stable name (object names, tests)."""
    title: str
    """The page's name (translated, context "SettingsDialog")."""
    intro: str
    """One line at the top of the page (translated)."""
    options: tuple[str, ...]
    """The option keys on it, in order."""


PAGES: Final[tuple[PageSpec, ...]] = (
    PageSpec("deck", QT_TRANSLATE_NOOP("SettingsDialog", "Deck and table"), QT_TRANSLATE_NOOP(
        "SettingsDialog", "Who sits at the table, and the deck everyone plays with."),
        ("deck_size", "punters", "computer_styles")),
    PageSpec("money", QT_TRANSLATE_NOOP("SettingsDialog", "Money"), QT_TRANSLATE_NOOP(
        "SettingsDialog", "Amounts are whole chips. Every player, the banker included, starts with the capital."),
        ("initial_kush", "bank", "capital", "refuse_above")),
    PageSpec("abzug", QT_TRANSLATE_NOOP("SettingsDialog", "Abzug conditions"), QT_TRANSLATE_NOOP(
        "SettingsDialog", "Абцужные условия soften the banker's advantage at particular cards of the deal."),
        ("lob", "gorka_half", "eleven_given", "thirteenth_suited_double")),
    PageSpec("thirds", QT_TRANSLATE_NOOP("SettingsDialog", "Counting in thirds"), QT_TRANSLATE_NOOP(
        "SettingsDialog", "The suit of the deciding card sets how much of the kush changes hands."),
        ("thirds",)),
    PageSpec("plie", QT_TRANSLATE_NOOP("SettingsDialog", "Plié and the last card"), QT_TRANSLATE_NOOP(
        "SettingsDialog", "The pharaon rules. A plié is two cards of one rank in one abzug."),
        ("plie", "hocly", "last_card")),
    PageSpec("raising", QT_TRANSLATE_NOOP("SettingsDialog", "Raising and paroli"), QT_TRANSLATE_NOOP(
        "SettingsDialog", "How a punter who has won may let his stake grow."),
        ("raise_after_win", "free_kush", "paroli", "max_corners", "pair_bets")),
    PageSpec("premiums", QT_TRANSLATE_NOOP("SettingsDialog", "Premiums"), QT_TRANSLATE_NOOP(
        "SettingsDialog", "Premiums (с наживкой) are paid by the bank on top of a card's own winnings."),
        ("premiums",)),
    PageSpec("bank", QT_TRANSLATE_NOOP("SettingsDialog", "Bank"), QT_TRANSLATE_NOOP(
        "SettingsDialog", "Who puts up the bank, and when it passes to the next player."),
        ("bank_formation", "contribution", "banker_share", "banker_rotation")),
    PageSpec("talia", QT_TRANSLATE_NOOP("SettingsDialog", "Talia"), QT_TRANSLATE_NOOP(
        "SettingsDialog", "The way of Pushkin's time: one deck dealt through, with stakes between abzugs."),
        ("talia",)),
)
"""The dialog's pages, in order; together they hold every rules key."""

STYLE_NAMES: Final[dict[str, str]] = {style.value: text for style, text in STYLE_TEXTS.items()}
"""The names of the computer styles (KNOWN_COMPUTER_STYLES) in the seat combos: the New game dialog's, one
description of each temperament everywhere (translated in context "PunterStyles")."""

CHOICE_TEXTS: Final[dict[str, dict[object, str]]] = {
    "deck_size": {52: QT_TRANSLATE_NOOP("SettingsOptions", "52 cards: two to ace"),
                  36: QT_TRANSLATE_NOOP("SettingsOptions", "36 cards: six to ace"),
                  32: QT_TRANSLATE_NOOP("SettingsOptions", "32 cards: seven to ace")},
    "bank_formation": {BankFormation.BANKER.value: QT_TRANSLATE_NOOP("SettingsOptions", "The banker (банкомёт)"),
                       BankFormation.CONTRIBUTIONS.value: QT_TRANSLATE_NOOP(
                           "SettingsOptions", "Contributions from everyone (семейный банк)")},
    "banker_share": {BankerShare.HALF.value: QT_TRANSLATE_NOOP(
                         "SettingsOptions", "As much as all the punters together (half the bank)"),
                     BankerShare.EQUAL.value: QT_TRANSLATE_NOOP("SettingsOptions", "The same as one punter")},
    "banker_rotation": {BankerRotation.NEVER.value: QT_TRANSLATE_NOOP("SettingsOptions", "Never"),
                        BankerRotation.EACH_DEAL.value: QT_TRANSLATE_NOOP(
                            "SettingsOptions", "After every deal (мечут поочерёдно)"),
                        BankerRotation.BANK_BROKEN.value: QT_TRANSLATE_NOOP(
                            "SettingsOptions", "When the bank is broken (банк сорван)")},
}

EVENT_TEXTS: Final[dict[str, str]] = {
    PremiumEvent.SONIK_WIN.value: QT_TRANSLATE_NOOP("SettingsOptions", "Sonik won (угадал соника)"),
    PremiumEvent.DEAL_WON.value: QT_TRANSLATE_NOOP("SettingsOptions", "Every card of a deal given"),
    PremiumEvent.SERIES.value: QT_TRANSLATE_NOOP("SettingsOptions", "A series of given cards"),
}

def opt(text: str) -> str:
    """An option's text (a name, an explanation, a choice), translated in context "SettingsOptions"."""
    return translate("SettingsOptions", text)


def option_label(key: str) -> str:
    """The label of an option as rich text: the Russian term in bold, then its translated name if that differs."""
    text = OPTION_TEXTS[key]
    title = opt(text.title)
    if title == text.russian:
        return f"<b>{text.russian}</b>"
    return f"<b>{text.russian}</b> — {title}"


def option_tooltip(key: str) -> str:
    """The tooltip of an option: the Russian term, its English or Russian name, and the explanation."""
    text = OPTION_TEXTS[key]
    return f"<b>{text.russian}</b> — {opt(text.title)}<br>{opt(text.explanation)}"


def format_edge(edge: Fraction, locale: QLocale | None = None) -> str:
    """The readout of the banker's edge (a fraction of the kush), as the dialog shows it."""
    locale = locale or QLocale()
    percent = locale.toString(float(abs(edge) * 100), "f", 2)
    if edge > 0:
        return translate("SettingsDialog", "Banker's edge on a fresh card: {percent}% of the kush (exactly {fraction})"
                         ).format(percent=percent, fraction=edge)
    if edge < 0:
        return translate("SettingsDialog", "Punters' edge on a fresh card: {percent}% of the kush (exactly "
                         "{fraction}): these rules favour the punters").format(percent=percent, fraction=-edge)
    return translate("SettingsDialog", "An even game on a fresh card: neither side has an edge")
