"""The shtoss window's actions, written once as data: the key table, where each action goes in the menus, and
which depend on the state of play.

`TABLE_KEYS` is the table's rows (ui/shell/keys.py): each human move and the window's own commands, with their
texts, tips and keys. The window (`MainWindow`) makes its actions from them through the shell and binds what each
does; the shortcuts list (Shift+F1) is read from the same rows. `MENU_GROUPS` places them in the shell's menus.
Which of them are enabled at each moment is `enabling.py`'s part; `first_win` and `on_first_win` are what Take,
Paroli and Paix act on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtGui import QKeySequence

from shtoss_desktop.app.shtoss.controller import GameController
from shtoss_desktop.core.cards import Card
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP
from shtoss_desktop.ui.shell.keys import ActionSpec, KeyTable
from shtoss_desktop.ui.shell.window import Menu

_KEY = QKeySequence.StandardKey

TABLE_KEYS: Final = KeyTable(
    "MainWindow",
    (
        ActionSpec(
            "new_game",
            QT_TRANSLATE_NOOP("MainWindow", "&New game…"),
            QT_TRANSLATE_NOOP("MainWindow", "Start a new session: your role, the computer punters, the rules"),
            (_KEY.New,),
        ),
        ActionSpec(
            "learn",
            QT_TRANSLATE_NOOP("MainWindow", "&Learn to play…"),
            QT_TRANSLATE_NOOP("MainWindow", "One guided deal, as punter or as banker: the cut, the lob and the sonik, "
                              "a card killed and one given, a plié, a paroli"),
            ("F2",),
        ),
        ActionSpec(
            "end_session",
            QT_TRANSLATE_NOOP("MainWindow", "&End the session"),
            QT_TRANSLATE_NOOP("MainWindow", "Stop playing: stakes go back and the summary is shown"),
            ("Ctrl+E",),
        ),
        ActionSpec(
            "stake",
            QT_TRANSLATE_NOOP("MainWindow", "&Stake"),
            QT_TRANSLATE_NOOP("MainWindow", "Поставить карту: lay the chosen card (or pair) face down with its kush"),
            ("Return", "Enter"),
        ),
        ActionSpec(
            "cut",
            QT_TRANSLATE_NOOP("MainWindow", "&Cut anywhere"),
            QT_TRANSLATE_NOOP(
                "MainWindow",
                "Снять колоду (cut): the banker's deck is cut at a place of chance "
                "and the deal begins; or click the deck's edge on the table",
            ),
            ("C",),
        ),
        ActionSpec(
            "deal_on",
            QT_TRANSLATE_NOOP("MainWindow", "&Deal on"),
            QT_TRANSLATE_NOOP("MainWindow", "Talia: let the banker deal the next abzug (абцуг)"),
            ("Space",),
        ),
        ActionSpec(
            "take",
            QT_TRANSLATE_NOOP("MainWindow", "&Take"),
            QT_TRANSLATE_NOOP("MainWindow", "Взять деньги: take the stake and the winnings off the table"),
            ("T",),
        ),
        ActionSpec(
            "paroli",
            QT_TRANSLATE_NOOP("MainWindow", "&Paroli"),
            QT_TRANSLATE_NOOP(
                "MainWindow",
                "Загнуть угол (paroli): leave stake and winnings on the card and bend a "
                "corner; the amount riding doubles",
            ),
            ("P",),
        ),
        ActionSpec(
            "paix",
            QT_TRANSLATE_NOOP("MainWindow", "Pai&x"),
            QT_TRANSLATE_NOOP("MainWindow", "Пе (paix, a bridge): take the stake back and let the winnings ride"),
            ("B",),
        ),
        ActionSpec(
            "accept",
            QT_TRANSLATE_NOOP("MainWindow", "&Accept"),
            QT_TRANSLATE_NOOP("MainWindow", "Принять ставку: the banker accepts the stake"),
            ("A",),
        ),
        ActionSpec(
            "refuse",
            QT_TRANSLATE_NOOP("MainWindow", "&Refuse"),
            QT_TRANSLATE_NOOP("MainWindow", "Отказать: the banker refuses the stake; the money stays with the punter"),
            ("R",),
        ),
        ActionSpec(
            "deal",
            QT_TRANSLATE_NOOP("MainWindow", "&Deal"),
            QT_TRANSLATE_NOOP(
                "MainWindow",
                "Метать: deal the next abzug (абцуг), a card to the right and a card to the "
                "left; the first press has a punter cut",
            ),
            ("Space",),
        ),
        ActionSpec(
            "auto_deal",
            QT_TRANSLATE_NOOP("MainWindow", "A&uto-deal"),
            QT_TRANSLATE_NOOP("MainWindow", "Deal abzug after abzug at the animation speed until the deal ends"),
            ("G",),
            checkable=True,
        ),
        ActionSpec(
            "atande",
            QT_TRANSLATE_NOOP("MainWindow", "A&tande (wait)"),
            QT_TRANSLATE_NOOP("MainWindow", "Атанде (attendez, wait!): pause the dealing between abzugs to count"),
            ("Esc", "Pause"),
        ),
        ActionSpec(
            "resume",
            QT_TRANSLATE_NOOP("MainWindow", "&Go on"),
            QT_TRANSLATE_NOOP("MainWindow", "Go on dealing after атанде"),
            ("Space",),
        ),
        ActionSpec(
            "new_bank",
            QT_TRANSLATE_NOOP("MainWindow", "&New bank"),
            QT_TRANSLATE_NOOP("MainWindow", "Заложить банк второй раз: put up a new bank, once"),
            ("N",),
        ),
        ActionSpec(
            "give_up_bank",
            QT_TRANSLATE_NOOP("MainWindow", "Give &up the bank"),
            QT_TRANSLATE_NOOP("MainWindow", "Hand the broken bank on, or end the session"),
            ("U",),
        ),
        ActionSpec(
            "settings",
            QT_TRANSLATE_NOOP("MainWindow", "House &rules…"),
            QT_TRANSLATE_NOOP("MainWindow", "The house rules: presets, variants, the banker's edge"),
            (_KEY.Preferences, "Ctrl+,"),
        ),
    ),
)
"""Every action of the shtoss window that is its own (the shell adds Quit, the speeds, the card theme, the
language, full screen, the side views, the rules and the shortcuts list)."""

PICKER_KEYS: Final = KeyTable(
    "MainWindow",
    (
        ActionSpec("picker_move", QT_TRANSLATE_NOOP("MainWindow", "Move the mark over your deck"),
                   keys=("Left", "Right", "Up", "Down")),
        ActionSpec("picker_choose", QT_TRANSLATE_NOOP(
            "MainWindow", "Choose the card under the mark on your deck (Space also un-chooses it)"),
                   keys=("Return", "Space")),
    ),
)
"""The keys the human punter's deck (the panel's `DeckPicker`) handles itself while it has the focus: listed with
the window's keys, no actions (Enter on a card already chosen is Stake; the digits 0 to 9 go to the kush field)."""

MENU_GROUPS: Final = {
    Menu.GAME: (
        ("new_game", "learn", "replay"),
        ("stake", "cut", "deal_on", "take", "paroli", "paix"),
        ("accept", "refuse", "deal", "auto_deal", "atande", "resume", "new_bank", "give_up_bank"),
        ("end_session",),
    ),
    Menu.SETTINGS: (("settings",),),
}
"""Where the actions go in the menus, in groups (the shell's Quit follows End the session)."""

GAME_ACTIONS: Final = (
    "stake",
    "cut",
    "deal_on",
    "take",
    "paroli",
    "paix",
    "accept",
    "refuse",
    "deal",
    "atande",
    "resume",
    "new_bank",
    "give_up_bank",
    "end_session",
    "auto_deal",
)
"""The actions that depend on the state of play (the others, like New game or Quit, are always enabled)."""


def first_win(controller: GameController) -> Card | None:
    """The card of the human punter's first winnings waiting on the table (what Take, Paroli and Paix act on)."""
    if not controller.human_is_punter:
        return None
    wins = controller.game.winnings_of(controller.human or "")
    return wins[0].card if wins else None


def on_first_win(controller: GameController, action: Callable[[Card], object]) -> Callable[[], None]:
    """A slot that does `action` with the human punter's first winnings, if he has any waiting."""

    def slot() -> None:
        card = first_win(controller)
        if card is not None:
            action(card)

    return slot


__all__ = ["GAME_ACTIONS", "MENU_GROUPS", "PICKER_KEYS", "TABLE_KEYS", "first_win", "on_first_win"]
