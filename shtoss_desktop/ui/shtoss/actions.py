"""The window's actions, its menus, and the actions' enabling.

Each human move is a `QAction` (menu item, panel button and keyboard shortcut at once), made by
`make_actions(window)` with its tooltip and shortcuts and put in the menus by `make_menus(window, actions)`.
`update_actions(actions, controller, panel)`, called after every change (the window's `refresh()`), enables
exactly those the controller's `can_*` / `verify_*` queries allow, and returns the rule that refuses the stake
the human has chosen, if any, for the panel to show.

When the language changes, `retranslate_actions(window, actions)` and `retranslate_menus(window)` write every
text again in the new language: the actions are described once, in `make_actions`, which then updates the
existing actions instead of making new ones.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from shtoss_desktop.app.shtoss.controller import GameController, Waiting
from shtoss_desktop.core.cards import Card
from shtoss_desktop.core.shtoss.deal import GameError, Phase
from shtoss_desktop.storage.settings import CardIndices, Language, Speed
from shtoss_desktop.ui.shtoss.prompt import refusal_note
from shtoss_desktop.ui.shtoss.stake_panel import ActionPanel
from shtoss_desktop.ui.table.card_art import russian_indices_texts, set_russian_indices

if TYPE_CHECKING:
    from shtoss_desktop.ui.shtoss.window import MainWindow

translate = QCoreApplication.translate

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


def _maker(window: MainWindow, actions: dict[str, QAction], *, retranslate: bool = False) -> Callable[..., QAction]:
    """A function that makes one action of `window` (its slot run through `window.guarded`) into `actions`; with
    `retranslate`, one that only writes the texts of the action of that name again (the language changed)."""

    def action(
        name: str,
        text: str,
        tip: str,
        shortcuts: list[QKeySequence | str],
        slot: Callable[[], object],
        *,
        checkable: bool = False,
    ) -> QAction:
        if retranslate:
            existing = actions[name]
            existing.setText(text)
            shown_now = existing.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            existing.setToolTip(f"{tip} ({shown_now})" if shown_now else tip)
            existing.setStatusTip(tip)
            return existing
        made = QAction(text, window)
        made.setObjectName(name)
        sequences: list[QKeySequence] = []
        for shortcut in shortcuts:
            sequence = QKeySequence(shortcut) if isinstance(shortcut, str) else shortcut
            if not sequence.isEmpty() and sequence not in sequences:
                sequences.append(sequence)
        made.setShortcuts(sequences)
        made.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        shown = made.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        made.setToolTip(f"{tip} ({shown})" if shown else tip)
        made.setStatusTip(tip)
        made.setCheckable(checkable)
        if checkable:
            made.toggled.connect(lambda _checked: slot())
        else:
            made.triggered.connect(lambda _checked=False: window.guarded(slot))
        window.addAction(made)
        actions[name] = made
        return made

    return action


def _on_win(controller: GameController, action: Callable[[Card], object]) -> None:
    card = first_win(controller)
    if card is not None:
        action(card)


def make_actions(window: MainWindow, existing: dict[str, QAction] | None = None) -> dict[str, QAction]:
    """Every action of the window, by name (the window's, with their shortcuts and tooltips); given the
    `existing` actions, only their texts are written again, in the language now installed."""
    actions: dict[str, QAction] = existing if existing is not None else {}
    key = QKeySequence.StandardKey
    a = _maker(window, actions, retranslate=existing is not None)
    a(
        "new_game",
        translate("MainWindow", "&New game…"),
        translate("MainWindow", "Start a new session: your role, the computer punters, the rules"),
        [QKeySequence(key.New)],
        window.new_game_dialog,
    )
    a(
        "end_session",
        translate("MainWindow", "&End the session"),
        translate("MainWindow", "Stop playing: stakes go back and the summary is shown"),
        ["Ctrl+E"],
        window.end_session,
    )
    a(
        "quit",
        translate("MainWindow", "&Quit"),
        translate("MainWindow", "Close the game"),
        [QKeySequence(key.Quit), "Ctrl+Q"],
        window.close,
    )
    a(
        "stake",
        translate("MainWindow", "&Stake"),
        translate("MainWindow", "Поставить карту: lay the chosen card (or pair) face down with its kush"),
        ["Return", "Enter"],
        window.place_stake,
    )
    a(
        "cut",
        translate("MainWindow", "&Cut anywhere"),
        translate(
            "MainWindow",
            "Снять колоду (cut): the banker's deck is cut at a place of chance "
            "and the deal begins; or click the deck's edge on the table",
        ),
        ["C"],
        lambda: window.cut_at(None),
    )
    a(
        "deal_on",
        translate("MainWindow", "&Deal on"),
        translate("MainWindow", "Talia: let the banker deal the next abzug (абцуг)"),
        ["Space"],
        window.controller.deal_on,
    )
    a(
        "take",
        translate("MainWindow", "&Take"),
        translate("MainWindow", "Взять деньги: take the stake and the winnings off the table"),
        ["T"],
        lambda: _on_win(window.controller, window.controller.pick_up),
    )
    a(
        "paroli",
        translate("MainWindow", "&Paroli"),
        translate(
            "MainWindow",
            "Загнуть угол (paroli): leave stake and winnings on the card and bend a "
            "corner; the amount riding doubles",
        ),
        ["P"],
        lambda: _on_win(window.controller, window.controller.bend_paroli),
    )
    a(
        "paix",
        translate("MainWindow", "Pai&x"),
        translate("MainWindow", "Пе (paix, a bridge): take the stake back and let the winnings ride"),
        ["B"],
        lambda: _on_win(window.controller, window.controller.paix),
    )
    a(
        "accept",
        translate("MainWindow", "&Accept"),
        translate("MainWindow", "Принять ставку: the banker accepts the stake"),
        ["A"],
        lambda: window.controller.answer_offer(True),
    )
    a(
        "refuse",
        translate("MainWindow", "&Refuse"),
        translate("MainWindow", "Отказать: the banker refuses the stake; the money stays with the punter"),
        ["R"],
        lambda: window.controller.answer_offer(False),
    )
    a(
        "deal",
        translate("MainWindow", "&Deal"),
        translate(
            "MainWindow",
            "Метать: deal the next abzug (абцуг), a card to the right and a card to the "
            "left; the first press has a punter cut",
        ),
        ["Space"],
        window.controller.deal_abzug,
    )
    a(
        "auto_deal",
        translate("MainWindow", "A&uto-deal"),
        translate("MainWindow", "Deal abzug after abzug at the animation speed until the deal ends"),
        ["G"],
        window.refresh,
        checkable=True,
    )
    a(
        "atande",
        translate("MainWindow", "A&tande (wait)"),
        translate("MainWindow", "Атанде (attendez, wait!): pause the dealing between abzugs to count"),
        ["Esc", "Pause"],
        window.controller.call_atande,
    )
    a(
        "resume",
        translate("MainWindow", "&Go on"),
        translate("MainWindow", "Go on dealing after атанде"),
        ["Space"],
        window.controller.resume,
    )
    a(
        "new_bank",
        translate("MainWindow", "&New bank"),
        translate("MainWindow", "Заложить банк второй раз: put up a new bank, once"),
        ["N"],
        window.controller.new_bank,
    )
    a(
        "give_up_bank",
        translate("MainWindow", "Give &up the bank"),
        translate("MainWindow", "Hand the broken bank on, or end the session"),
        ["U"],
        window.controller.give_up_bank,
    )
    a(
        "settings",
        translate("MainWindow", "House &rules…"),
        translate("MainWindow", "The house rules: presets, variants, the banker's edge"),
        [QKeySequence(key.Preferences), "Ctrl+,"],
        window.settings_dialog,
    )
    a(
        "rules_help",
        translate("MainWindow", "&Rules of shtoss"),
        translate("MainWindow", "How shtoss is played"),
        [QKeySequence(key.HelpContents), "F1"],
        window.show_rules,
    )
    a(
        "shortcuts",
        translate("MainWindow", "&Keyboard shortcuts…"),
        translate("MainWindow", "Every key the game knows"),
        ["Shift+F1"],
        window.show_shortcuts,
    )
    a(
        "full_screen",
        translate("MainWindow", "&Full screen"),
        translate("MainWindow", "Fill the screen with the table"),
        ["F11"],
        window.toggle_full_screen,
    )
    a(
        "next_theme",
        translate("MainWindow", "Next card &theme"),
        translate("MainWindow", "Paint the cards with the next installed deck"),
        ["Ctrl+T"],
        window.next_theme,
    )
    indices_text, indices_tip = russian_indices_texts()
    indices = a("russian_indices", indices_text, indices_tip, [], lambda: _set_card_indices(window), checkable=True)
    if existing is None:
        _show_card_indices(window, indices)
    else:
        _fit_indices_to_language(window, indices)
    a(
        "side_views",
        translate("MainWindow", "&Side views"),
        translate("MainWindow", "Show or hide the players, the history and the odds beside the table"),
        ["F9"],
        window.toggle_side_views,
    )
    return actions


def _show_card_indices(window: MainWindow, action: QAction) -> None:
    """Paint the classic deck's indices as the settings say, and tick the toggle to match (telling no one)."""
    russian = window.settings.card_indices() is CardIndices.RUSSIAN
    set_russian_indices(russian)
    _fit_indices_to_language(window, action)


def _fit_indices_to_language(window: MainWindow, action: QAction) -> None:
    """The toggle applies to the Russian interface: there it is ticked as the setting says; in another language
    it is shown unticked and disabled, its tip saying where it applies (the setting itself stays as it is)."""
    russian_ui = QLocale().language() is QLocale.Language.Russian
    action.blockSignals(True)
    action.setChecked(russian_ui and window.settings.card_indices() is CardIndices.RUSSIAN)
    action.blockSignals(False)
    action.setEnabled(russian_ui)
    if not russian_ui:
        note = translate("MainWindow", "Applies to the Russian interface (Settings → Language → Русский).")
        action.setToolTip(f"{action.statusTip()}. {note}")


def _set_card_indices(window: MainWindow) -> None:
    """The toggle was flipped: remember it, and repaint every card on the table at once."""
    russian = window.actions_by_name["russian_indices"].isChecked()
    window.settings.set("card_indices", CardIndices.RUSSIAN if russian else CardIndices.LATIN)
    set_russian_indices(russian)
    window.set_theme(window.scene.art.theme, remember=False)


def retranslate_actions(window: MainWindow, actions: dict[str, QAction]) -> None:
    """Write the texts and tooltips of every action again, in the language now installed."""
    make_actions(window, actions)


def _menu_titles() -> dict[str, str]:
    """The menus' titles by object name, in the language installed."""
    return {
        "gameMenu": translate("MainWindow", "&Game"),
        "settingsMenu": translate("MainWindow", "&Settings"),
        "speedMenu": translate("MainWindow", "Animation &speed"),
        "themeMenu": translate("MainWindow", "Card &theme"),
        "languageMenu": translate("MainWindow", "&Language"),
        "viewMenu": translate("MainWindow", "&View"),
        "helpMenu": translate("MainWindow", "&Help"),
    }


def _choice_texts() -> dict[str, str]:
    """The texts of the speed and language choices by object name, in the language installed."""
    return {
        f"speed_{Speed.INSTANT}": translate("MainWindow", "&Instant"),
        f"speed_{Speed.FAST}": translate("MainWindow", "&Fast"),
        f"speed_{Speed.NORMAL}": translate("MainWindow", "&Normal"),
        f"speed_{Speed.SLOW}": translate("MainWindow", "S&low"),
        f"language_{Language.SYSTEM}": translate("MainWindow", "As the &system"),
    }


def retranslate_menus(window: MainWindow) -> None:
    """Write the menus' titles and the choices' texts again, in the language now installed."""
    titles = _menu_titles()
    for menu in window.menuBar().findChildren(QMenu):
        if menu.objectName() in titles:
            menu.setTitle(titles[menu.objectName()])
    texts = _choice_texts()
    for action in window.findChildren(QAction):
        if action.objectName() in texts:
            action.setText(texts[action.objectName()])


def make_menus(window: MainWindow, actions: dict[str, QAction]) -> QMenu:
    """Fill the window's menu bar (the speed and language choices are added to `actions`); the View menu, which
    the side views add their toggles to."""
    bar = window.menuBar()
    titles = _menu_titles()
    texts = _choice_texts()
    game = bar.addMenu(titles["gameMenu"])
    game.setObjectName("gameMenu")
    names = actions
    for group in (
        ("new_game",),
        ("stake", "cut", "deal_on", "take", "paroli", "paix"),
        ("accept", "refuse", "deal", "auto_deal", "atande", "resume", "new_bank", "give_up_bank"),
        ("end_session", "quit"),
    ):
        for name in group:
            game.addAction(names[name])
        game.addSeparator()
    settings = bar.addMenu(titles["settingsMenu"])
    settings.setObjectName("settingsMenu")
    settings.addAction(names["settings"])
    speed_menu = settings.addMenu(titles["speedMenu"])
    speed_menu.setObjectName("speedMenu")
    speed_group = QActionGroup(window)
    for index, speed in enumerate(Speed):
        action = QAction(texts[f"speed_{speed}"], window)
        action.setObjectName(f"speed_{speed}")
        action.setCheckable(True)
        action.setShortcut(QKeySequence(f"Ctrl+{index + 1}"))
        action.setData(speed.value)
        action.triggered.connect(lambda _c=False, s=speed: window.settings.set("animation_speed", s))
        speed_group.addAction(action)
        speed_menu.addAction(action)
        window.addAction(action)
        actions[f"speed_{speed}"] = action
    theme_menu = settings.addMenu(titles["themeMenu"])
    theme_menu.setObjectName("themeMenu")
    theme_menu.aboutToShow.connect(lambda: window.fill_theme_menu(theme_menu))
    settings.addAction(names["next_theme"])
    settings.addAction(names["russian_indices"])
    language = settings.addMenu(titles["languageMenu"])
    language.setObjectName("languageMenu")
    language_group = QActionGroup(window)
    current = window.settings.language()
    for code, text in (
        (Language.SYSTEM, texts[f"language_{Language.SYSTEM}"]),
        (Language.EN, "&English"),
        (Language.RU, "&Русский"),
    ):
        action = QAction(text, window)
        action.setCheckable(True)
        action.setChecked(code == current)
        action.setObjectName(f"language_{code}")
        action.triggered.connect(lambda _c=False, c=code: window.set_language(c))
        language_group.addAction(action)
        language.addAction(action)
    view_menu = bar.addMenu(titles["viewMenu"])
    view_menu.setObjectName("viewMenu")
    view_menu.addAction(names["full_screen"])
    view_menu.addAction(names["side_views"])
    help_menu = bar.addMenu(titles["helpMenu"])
    help_menu.setObjectName("helpMenu")
    help_menu.addAction(names["rules_help"])
    help_menu.addAction(names["shortcuts"])
    return view_menu


def _note_refusal_rule(actions: dict[str, QAction], controller: GameController) -> None:
    """A human banker whose house rules keep him from refusing stakes is told, on Accept and Refuse, which rule
    would let him (the buttons stay disabled when no stake is offered: this says why none is)."""
    note = refusal_note(controller.game.rules) if controller.human_is_banker else ""
    for name in ("accept", "refuse"):
        action = actions[name]
        tip = action.statusTip()
        shown = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        plain = f"{tip} ({shown})" if shown else tip
        action.setToolTip(f"{plain}\n{note}" if note else plain)


def update_actions(actions: dict[str, QAction], controller: GameController, panel: ActionPanel) -> GameError | None:
    """Enable exactly the game actions the human may take now; the rule refusing the chosen stake, if any."""
    for name in GAME_ACTIONS:
        actions[name].setEnabled(False)
    if not controller.has_game:
        return None
    game = controller.game
    phase = game.phase
    waiting = controller.waiting_for()
    human = controller.human or ""
    refused: GameError | None = None
    actions["end_session"].setEnabled(controller.can_end_session())
    actions["atande"].setEnabled(controller.can_call_atande())
    actions["resume"].setEnabled(waiting is Waiting.PAUSED)
    actions["auto_deal"].setEnabled(controller.can_auto_deal())
    _note_refusal_rule(actions, controller)
    if waiting is Waiting.HUMAN_STAKES:
        cards = panel.selected_cards()
        if cards:
            try:
                game.verify_place_stake(human, cards, panel.kush())
            except GameError as error:
                refused = error
            else:
                actions["stake"].setEnabled(True)
        actions["cut"].setEnabled(phase is Phase.STAKING and game.can_cut())
        actions["deal_on"].setEnabled(phase is Phase.DEALING)
        win = first_win(controller)
        if win is not None:
            actions["take"].setEnabled(game.can_pick_up(human, win))
            actions["paroli"].setEnabled(game.can_bend_paroli(human, win))
            actions["paix"].setEnabled(game.can_paix(human, win))
    elif waiting is Waiting.HUMAN_OFFER:
        actions["accept"].setEnabled(True)
        actions["refuse"].setEnabled(True)
    elif waiting is Waiting.HUMAN_DEAL:
        # Never while paused: "Go on" owns Space then, and two enabled actions on one key make Qt do nothing.
        actions["deal"].setEnabled(controller.can_deal())
    elif waiting is Waiting.HUMAN_NEW_BANK:
        actions["new_bank"].setEnabled(controller.can_new_bank())
        actions["give_up_bank"].setEnabled(controller.can_give_up_bank())
    return refused


__all__ = [
    "GAME_ACTIONS",
    "first_win",
    "make_actions",
    "make_menus",
    "retranslate_actions",
    "retranslate_menus",
    "update_actions",
]
