"""The session summary shows what the session came to: each player's money, won or lost, and his cards.

The sessions here are played on the core with stacked decks, so every figure expected is known from the
deals themselves (RULES.md section 3), not read back from `summarise`.
"""

from __future__ import annotations

import random
import re

from PySide6.QtWidgets import QLabel

from shtoss_desktop.core.shtoss.deal import Game
from shtoss_desktop.core.shtoss.rules import HouseRules
from shtoss_desktop.ui.shtoss.summary_dialog import SummaryDialog, summarise
from tests.core.helpers import cards, play_deal, stacked

CAPITAL = 1200
BANK = 600


def played_session() -> Game:
    """Two deals: You win 30 at the sonik then lose 12 in the lob; Surin loses 6, then wins 6."""
    game = Game(HouseRules(capital=CAPITAL, bank=BANK), ["Chekalinsky", "You", "Surin"], rng=random.Random(1))
    game.place_stake("You", cards("7D"), 30)
    game.place_stake("Surin", cards("8D"), 6)
    play_deal(game, stacked(52, "QH 7S 8S 2C"))  # 7 given (position 2), 8 killed (position 3)
    game.pick_up_all("You")
    game.place_stake("You", cards("9D"), 12)
    game.place_stake("Surin", cards("KD"), 6)
    play_deal(game, stacked(52, "9S KS"))  # 9 killed in the lob, K given at the sonik
    game.end_session()
    return game


def amount(text: str) -> int:
    """A figure as shown (grouped the locale's way, maybe signed) back to a number."""
    digits = re.sub(r"[^\d]", "", text)
    return -int(digits) if text.strip().startswith(("-", "\u2212")) else int(digits)


def rows(dialog: SummaryDialog) -> list[list[str]]:
    table = dialog.table
    return [[table.item(row, column).text() for column in range(table.columnCount())]
            for row in range(table.rowCount())]


def test_the_table_shows_each_players_start_end_net_and_cards(qtbot) -> None:
    dialog = SummaryDialog(summarise(played_session().log), human="You")
    qtbot.addWidget(dialog)
    shown = rows(dialog)
    assert [row[0] for row in shown] == ["Chekalinsky", "You", "Surin"]  # seat order
    figures = {row[0]: (amount(row[1]), amount(row[2]), amount(row[3]), row[4]) for row in shown}
    assert figures["You"] == (CAPITAL, CAPITAL + 30 - 12, 18, "1 / 1")
    assert figures["Surin"] == (CAPITAL, CAPITAL - 6 + 6, 0, "1 / 1")
    assert figures["Chekalinsky"] == (CAPITAL, CAPITAL - 30 + 12, -18, "0 / 0")
    assert shown[1][3].startswith("+")  # a gain is marked as one
    assert sum(net for _, _, net, _ in figures.values()) == 0  # what one won, another lost


def test_the_headline_counts_the_deals_and_tells_the_human_his_result(qtbot) -> None:
    game = played_session()
    for human, words in (("You", "You won 18."), ("Chekalinsky", "You lost 18."), ("Surin", "You came out even.")):
        dialog = SummaryDialog(summarise(game.log), human=human)
        qtbot.addWidget(dialog)
        headline = dialog.findChild(QLabel, "summaryHeadline")
        assert headline.text() == f"2 deals played. {words}"


def test_a_watcher_sees_only_the_deals(qtbot) -> None:
    dialog = SummaryDialog(summarise(played_session().log), human=None)
    qtbot.addWidget(dialog)
    assert dialog.findChild(QLabel, "summaryHeadline").text() == "2 deals played."


def test_a_punter_who_left_is_shown_with_what_he_took_away(qtbot) -> None:
    game = Game(HouseRules(capital=CAPITAL, bank=BANK), ["Chekalinsky", "You", "Surin"], rng=random.Random(1))
    game.place_stake("Surin", cards("7D"), 30)
    play_deal(game, stacked(52, "QH 7S"))  # given at the sonik: +30
    game.stop("Surin")  # he takes his winnings and leaves
    game.place_stake("You", cards("8D"), 6)
    play_deal(game, stacked(52, "8S"))
    game.end_session()
    dialog = SummaryDialog(summarise(game.log), human="You")
    qtbot.addWidget(dialog)
    figures = {row[0]: (amount(row[2]), amount(row[3])) for row in rows(dialog)}
    assert figures == {"Chekalinsky": (CAPITAL - 30 + 6, -24), "You": (CAPITAL - 6, -6), "Surin": (CAPITAL + 30, 30)}
