"""The house rules dialog: every option of the rules file, presets, import and export, the banker's edge.

Reached from the table's Settings menu. Use:

    dialog = SettingsDialog(settings, presets, session_running=True, parent=main_window)
    dialog.help_requested.connect(...)        # optional: the dialog opens the rules help itself too
    if dialog.exec() == QDialog.DialogCode.Accepted:
        new_rules = dialog.rules()             # HouseRules; apply from the next deal (next talia)
        styles = dialog.computer_styles()      # one style key per computer seat (len == rules.punters)

On OK the dialog also stores the rules, the preset choice and the computer styles in `settings`
(`AppSettings.changed` is emitted for each that changed). With `session_running=True`, OK first asks
the player to confirm that the new rules apply from the next deal (from the next talia in talia mode);
saying no keeps the dialog open. User presets (save as, rename, duplicate, delete) are written to
`presets` at once, whether the dialog is accepted or not.

Validation has one source: the dialog builds the rules-file object (RULES.md section 7.1) from its
widgets, asks the core's `rules_problems` for every problem and shows each one, translated, beside the
widget of its key; OK, Save as and Export are disabled while there is any. The banker's edge on a fresh
card is the core's exact `banker_edge`, shown as a percentage and a fraction.
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QFont, QIcon, QPalette, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QStyle,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from shtoss_desktop.app.shtoss.temperaments import STYLE_TEXTS
from shtoss_desktop.app.storage_messages import copy_names, storage_error_text, storage_text
from shtoss_desktop.core.jsonio import JSON_TEMPLATES, JsonInputError, read_limited
from shtoss_desktop.core.shtoss.odds import banker_edge
from shtoss_desktop.core.shtoss.rules import (
    MAX_KUSH_MULTIPLE,
    MAX_SERIES_N,
    PRESETS,
    RULE_FIELDS,
    BankerRotation,
    BankerShare,
    BankFormation,
    FieldKind,
    HouseRules,
    LastCard,
    LobRule,
    PlieRule,
    PremiumEvent,
    RulesError,
    rules_problems,
)
from shtoss_desktop.storage.atomic import atomic_write_text
from shtoss_desktop.storage.presets import PresetError, PresetStore
from shtoss_desktop.storage.settings import (
    KNOWN_COMPUTER_STYLES,
    MAX_SEATS,
    AppSettings,
    json_message,
    pad_styles,
    rules_message,
)
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP
from shtoss_desktop.ui.dialogs.new_game import ElidingComboBox, show_whole_texts
from shtoss_desktop.ui.shell.rules_help import RulesHelpWindow, current_language
from shtoss_desktop.ui.shell.screen_fit import fit_to_screen

translate = QCoreApplication.translate

CUSTOM: Final = "custom"
"""The preset id of settings that match no preset."""
USER_PREFIX: Final = "user:"
"""A user preset's id is this prefix and its name; a built-in preset's id is its key."""

_ERROR_COLOUR: Final = "#b3261e"


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

_CHOICE_TEXTS: Final[dict[str, dict[object, str]]] = {
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

_EVENT_TEXTS: Final[dict[str, str]] = {
    PremiumEvent.SONIK_WIN.value: QT_TRANSLATE_NOOP("SettingsOptions", "Sonik won (угадал соника)"),
    PremiumEvent.DEAL_WON.value: QT_TRANSLATE_NOOP("SettingsOptions", "Every card of a deal given"),
    PremiumEvent.SERIES.value: QT_TRANSLATE_NOOP("SettingsOptions", "A series of given cards"),
}

def _opt(text: str) -> str:
    return translate("SettingsOptions", text)


def option_label(key: str) -> str:
    """The label of an option as rich text: the Russian term in bold, then its translated name if that differs."""
    text = OPTION_TEXTS[key]
    title = _opt(text.title)
    if title == text.russian:
        return f"<b>{text.russian}</b>"
    return f"<b>{text.russian}</b> — {title}"


def option_tooltip(key: str) -> str:
    """The tooltip of an option: the Russian term, its English or Russian name, and the explanation."""
    text = OPTION_TEXTS[key]
    return f"<b>{text.russian}</b> — {_opt(text.title)}<br>{_opt(text.explanation)}"


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


# ----- editors: one per rules key, each turning a widget into a rules-file value and back -----


class _Editor(abc.ABC):
    """Binds one rules key to a widget."""

    def __init__(self, widget: QWidget) -> None:
        self.widget = widget

    @abc.abstractmethod
    def value(self) -> object:
        """The rules-file (JSON) value the widget shows."""

    @abc.abstractmethod
    def set_value(self, value: object) -> None:
        """Show a rules-file (JSON) value."""


class _ComboEditor(_Editor):
    def __init__(self, items: Sequence[tuple[object, str]], on_change: Callable[[], None]) -> None:
        combo = QComboBox()
        for data, text in items:
            combo.addItem(text, data)
        # Long choices may shrink (the full text is in the popup) so that a page never scrolls sideways.
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(max(min(len(text) for _data, text in items), 22))
        combo.currentIndexChanged.connect(on_change)
        super().__init__(combo)
        self.combo = combo

    def value(self) -> object:
        return self.combo.currentData()

    def set_value(self, value: object) -> None:
        index = self.combo.findData(value)
        if index >= 0:
            self.combo.setCurrentIndex(index)


class _SpinEditor(_Editor):
    def __init__(self, minimum: int, maximum: int, on_change: Callable[[], None], *, none_text: str = "",
                 suffix: str = "") -> None:
        spin = QSpinBox()
        self.nullable = bool(none_text)
        spin.setRange(minimum - 1 if self.nullable else minimum, maximum)
        if self.nullable:
            spin.setSpecialValueText(none_text)
        spin.setSuffix(suffix)
        spin.setGroupSeparatorShown(True)
        spin.setAccelerated(True)
        spin.setMinimumWidth(130)
        spin.valueChanged.connect(on_change)
        super().__init__(spin)
        self.spin = spin

    def value(self) -> object:
        if self.nullable and self.spin.value() == self.spin.minimum():
            return None
        return self.spin.value()

    def set_value(self, value: object) -> None:
        if value is None:
            self.spin.setValue(self.spin.minimum())
        elif isinstance(value, int):
            self.spin.setValue(value)


class _CheckEditor(_Editor):
    def __init__(self, on_value: object, off_value: object, text: str, on_change: Callable[[], None]) -> None:
        box = QCheckBox(text)
        box.toggled.connect(on_change)
        super().__init__(box)
        self.box = box
        self.on_value = on_value
        self.off_value = off_value

    def value(self) -> object:
        return self.on_value if self.box.isChecked() else self.off_value

    def set_value(self, value: object) -> None:
        self.box.setChecked(value == self.on_value)


class _PremiumsEditor(_Editor):
    """A small table editor: event, series length, multiple of the kush; add and remove rows."""

    EVENT, LENGTH, MULTIPLE = range(3)

    def __init__(self, on_change: Callable[[], None]) -> None:
        container = QWidget()
        super().__init__(container)
        self._on_change = on_change
        self.table = QTableWidget(0, 3, container)
        self.table.setObjectName("premiumsTable")
        self.table.setHorizontalHeaderLabels([
            translate("SettingsDialog", "Event"),
            translate("SettingsDialog", "Series length"),
            translate("SettingsDialog", "Multiple of the kush"),
        ])
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(self.EVENT, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(self.LENGTH, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.MULTIPLE, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setVisible(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setMinimumHeight(180)
        self.add_button = QPushButton(translate("SettingsDialog", "Add a premium"))
        self.add_button.setObjectName("addPremium")
        self.remove_button = QPushButton(translate("SettingsDialog", "Remove the selected premium"))
        self.remove_button.setObjectName("removePremium")
        self.add_button.clicked.connect(self._add_clicked)
        self.remove_button.clicked.connect(self._remove_clicked)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(container)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.remove_button.setEnabled(self.table.currentRow() >= 0 and self.table.rowCount() > 0)

    def _add_clicked(self) -> None:
        used = {(row["event"], row.get("n")) for row in self.rows()}
        for event in PremiumEvent:
            if (event.value, None) not in used and event is not PremiumEvent.SERIES:
                self.add_row(event.value, None, 1)
                break
        else:
            length = 2
            while (PremiumEvent.SERIES.value, length) in used:
                length += 1
            self.add_row(PremiumEvent.SERIES.value, length, 1)
        self._on_change()

    def _remove_clicked(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)
            self._update_buttons()
            self._on_change()

    def add_row(self, event: str, length: int | None, multiple: int) -> None:
        """Append one premium row (not announced; callers call the change callback)."""
        row = self.table.rowCount()
        self.table.insertRow(row)
        combo = QComboBox()
        for value, text in _EVENT_TEXTS.items():
            combo.addItem(_opt(text), value)
        combo.setCurrentIndex(max(0, combo.findData(event)))
        # The ranges are the core's: every row a rules file may hold can be shown and edited unchanged.
        length_spin = QSpinBox()
        length_spin.setRange(2, MAX_SERIES_N)
        length_spin.setValue(length or 2)
        multiple_spin = QSpinBox()
        multiple_spin.setRange(1, MAX_KUSH_MULTIPLE)
        multiple_spin.setValue(multiple)
        multiple_spin.setSuffix(translate("SettingsDialog", " × kush"))
        self.table.setCellWidget(row, self.EVENT, combo)
        self.table.setCellWidget(row, self.LENGTH, length_spin)
        self.table.setCellWidget(row, self.MULTIPLE, multiple_spin)

        def show_length() -> None:
            series = combo.currentData() == PremiumEvent.SERIES.value
            length_spin.blockSignals(True)
            length_spin.setMinimum(2 if series else 1)
            length_spin.setSpecialValueText("" if series else "—")  # events other than a series have no length
            length_spin.setValue(max(length_spin.value(), 2) if series else 1)
            length_spin.blockSignals(False)
            length_spin.setEnabled(series)

        def event_changed() -> None:
            show_length()
            self._on_change()

        combo.currentIndexChanged.connect(event_changed)
        length_spin.valueChanged.connect(self._on_change)
        multiple_spin.valueChanged.connect(self._on_change)
        show_length()
        self._update_buttons()

    def cell(self, row: int, column: int) -> QWidget:
        """The widget of one cell (tests and keyboard users reach the rows through it)."""
        widget = self.table.cellWidget(row, column)
        assert widget is not None
        return widget

    def rows(self) -> list[dict[str, object]]:
        """The premium rows as in the rules file."""
        rows: list[dict[str, object]] = []
        for row in range(self.table.rowCount()):
            combo, length, multiple = (self.cell(row, c) for c in range(3))
            assert isinstance(combo, QComboBox)
            assert isinstance(length, QSpinBox)
            assert isinstance(multiple, QSpinBox)
            item: dict[str, object] = {"event": combo.currentData()}
            if combo.currentData() == PremiumEvent.SERIES.value:
                item["n"] = length.value()
            item["kush_multiple"] = multiple.value()
            rows.append(item)
        return rows

    def value(self) -> object:
        return self.rows()

    def set_value(self, value: object) -> None:
        self.table.setRowCount(0)
        if isinstance(value, list):
            for row in value:
                self.add_row(str(row["event"]), row.get("n"), int(row["kush_multiple"]))
        self._update_buttons()


class _StylesEditor(QWidget):
    """One combo per computer seat; seats beyond the number of punters are hidden."""

    def __init__(self, on_change: Callable[[], None]) -> None:
        super().__init__()
        self.combos: list[QComboBox] = []
        self._labels: list[QLabel] = []
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setHorizontalSpacing(8)
        layout.setVerticalSpacing(4)
        for seat in range(MAX_SEATS):
            label = QLabel(translate("SettingsDialog", "Seat {number}").format(number=seat + 1))
            combo = ElidingComboBox()
            combo.setObjectName(f"styleSeat{seat + 1}")
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(30)
            for key in KNOWN_COMPUTER_STYLES:
                combo.addItem(translate("PunterStyles", STYLE_NAMES[key]) if key in STYLE_NAMES else key, key)
            show_whole_texts(combo)
            combo.currentIndexChanged.connect(on_change)
            label.setBuddy(combo)
            layout.addWidget(label, seat, 0)
            layout.addWidget(combo, seat, 1)
            self.combos.append(combo)
            self._labels.append(label)
        layout.setColumnStretch(1, 1)

    def set_seats(self, seats: int) -> None:
        for index, (label, combo) in enumerate(zip(self._labels, self.combos, strict=True)):
            label.setVisible(index < seats)
            combo.setVisible(index < seats)

    def set_styles(self, styles: Sequence[str]) -> None:
        for combo, style in zip(self.combos, pad_styles(tuple(styles), MAX_SEATS), strict=True):
            index = combo.findData(style)
            if index < 0:  # a style this version does not know: keep it selectable rather than lose it
                combo.addItem(style, style)
                index = combo.count() - 1
            combo.setCurrentIndex(index)

    def styles(self, seats: int) -> tuple[str, ...]:
        return tuple(str(combo.currentData()) for combo in self.combos[:seats])


# ----- the dialog -----


class SettingsDialog(QDialog):
    """The house rules dialog (see the module docstring for how the main window uses it)."""

    help_requested = Signal(str)
    """A "what does this mean?" link was followed: the rules help anchor (a rules key)."""

    def __init__(self, settings: AppSettings, presets: PresetStore, *, session_running: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._presets = presets
        self._session_running = session_running
        self._loading = False
        self._problems: list[RulesError] = []
        self._edge: Fraction | None = None
        self._editors: dict[str, _Editor] = {}
        self._errors: dict[str, QLabel] = {}
        self._page_of: dict[str, int] = {}
        self._help: RulesHelpWindow | None = None
        self._initial_rules = settings.rules()
        self._initial_styles = settings.computer_styles(self._initial_rules.punters)
        self._preset_id = CUSTOM

        self.setObjectName("settingsDialog")
        self.setWindowTitle(translate("SettingsDialog", "House rules"))
        self.setSizeGripEnabled(True)

        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addLayout(self._build_preset_bar())
        layout.addLayout(self._build_pages(), 1)
        layout.addWidget(self._build_readout())
        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        help_button = self._buttons.addButton(translate("SettingsDialog", "Rules of shtoss…"),
                                              QDialogButtonBox.ButtonRole.HelpRole)
        help_button.setObjectName("rulesHelpButton")
        self._buttons.helpRequested.connect(lambda: self.open_help(""))
        self._import_button = self._file_button("importRules", translate("SettingsDialog", "Import…"), translate(
            "SettingsDialog", "Read the rules from a rules file (JSON)"), self.import_rules)
        self._export_button = self._file_button("exportRules", translate("SettingsDialog", "Export…"), translate(
            "SettingsDialog", "Write the current rules to a rules file (JSON)"), self.export_rules)
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        layout.addWidget(self._buttons)

        self._refresh_preset_combo()
        self._load_rules(self._initial_rules)
        self._styles.set_styles(self._initial_styles)
        wanted = settings.preset()
        if self._preset_rules(wanted) == self._initial_rules:
            self._select_preset_item(wanted)
        self._presets.changed.connect(self._refresh_preset_combo)
        self._revalidate()
        # Roomy where the screen allows, never beyond it: the pages scroll, so a 1024×600 screen holds it.
        roomy = self.sizeHint().expandedTo(QSize(1040, 720))
        fit_to_screen(self, (roomy.width(), roomy.height()))

    # ----- building -----

    def _build_preset_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        label = QLabel(translate("SettingsDialog", "&Preset:"))
        self._preset_combo = QComboBox()
        self._preset_combo.setObjectName("presetCombo")
        self._preset_model = QStandardItemModel(self._preset_combo)
        self._preset_combo.setModel(self._preset_model)
        self._preset_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self._preset_combo.setMinimumContentsLength(18)
        self._preset_combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._preset_combo.activated.connect(self._preset_activated)
        label.setBuddy(self._preset_combo)
        bar.addWidget(label)
        bar.addWidget(self._preset_combo, 1)

        def button(name: str, text: str, tip: str, slot: Callable[[], object]) -> QPushButton:
            widget = QPushButton(text)
            widget.setObjectName(name)
            widget.setToolTip(tip)
            widget.clicked.connect(slot)
            bar.addWidget(widget)
            return widget

        self._save_button = button("savePresetAs", translate("SettingsDialog", "Save as…"),
                                   translate("SettingsDialog", "Save the current settings as a preset of your own"),
                                   self.save_preset_as)
        self._rename_button = button("renamePreset", translate("SettingsDialog", "Rename…"),
                                     translate("SettingsDialog", "Rename this preset of yours"), self.rename_preset)
        self._duplicate_button = button("duplicatePreset", translate("SettingsDialog", "Duplicate"),
                                        translate("SettingsDialog", "Make a copy of this preset that you can change"),
                                        self.duplicate_preset)
        self._delete_button = button("deletePreset", translate("SettingsDialog", "Delete"),
                                     translate("SettingsDialog", "Delete this preset of yours"), self.delete_preset)
        return bar

    def _file_button(self, name: str, text: str, tip: str, slot: Callable[[], object]) -> QPushButton:
        widget = self._buttons.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        widget.setObjectName(name)
        widget.setToolTip(tip)
        widget.setAutoDefault(False)
        widget.clicked.connect(slot)
        return widget

    def _build_pages(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self._page_list = QListWidget()
        self._page_list.setObjectName("pageList")
        self._page_list.setSpacing(2)
        self._page_stack = QStackedWidget()
        self._styles = _StylesEditor(self._edited)
        self._styles.setObjectName("computerStyles")
        for index, page in enumerate(PAGES):
            item = QListWidgetItem(translate("SettingsDialog", page.title))
            item.setSizeHint(QSize(0, 30))
            self._page_list.addItem(item)
            self._page_stack.addWidget(self._build_page(page))
            for key in page.options:
                self._page_of[key] = index
        metrics = self._page_list.fontMetrics()
        widest = max(metrics.horizontalAdvance(translate("SettingsDialog", page.title)) for page in PAGES)
        self._page_list.setIconSize(QSize(16, 16))
        self._page_list.setFixedWidth(widest + 16 + 44)  # text, a warning icon, margins and frame
        self._page_list.currentRowChanged.connect(self._page_stack.setCurrentIndex)
        self._page_list.setCurrentRow(0)
        row.addWidget(self._page_list)
        row.addWidget(self._page_stack, 1)
        return row

    def _build_page(self, page: PageSpec) -> QWidget:
        body = QWidget()
        body.setObjectName(f"page_{page.key}")
        outer = QVBoxLayout(body)
        outer.setContentsMargins(16, 8, 16, 8)
        title = QLabel(translate("SettingsDialog", page.title))
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        title.setFont(font)
        intro = QLabel(translate("SettingsDialog", page.intro))
        intro.setWordWrap(True)
        outer.addWidget(title)
        outer.addWidget(intro)
        if page.key == "thirds":
            outer.addWidget(self._thirds_table())
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        outer.addWidget(line)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(2)
        grid.setColumnStretch(0, 1)
        outer.addLayout(grid)
        for key in page.options:
            self._add_option(grid, key)
        outer.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        return scroll

    def _thirds_table(self) -> QLabel:
        label = QLabel(translate(
            "SettingsDialog",
            "<table cellspacing='0' cellpadding='3'>"
            "<tr><td><b>цветная</b></td><td>suited: the same suit</td><td>the whole kush</td></tr>"
            "<tr><td><b>полуцветная</b></td><td>half-suited: the same colour</td><td>two thirds</td></tr>"
            "<tr><td><b>простая</b></td><td>plain: the other colour</td><td>one third</td></tr></table>"))
        label.setTextFormat(Qt.TextFormat.RichText)
        return label

    def _make_editor(self, key: str) -> _Editor:
        spec = next(f for f in RULE_FIELDS if f.name == key)
        on = translate("SettingsDialog", "On")
        if key in _CHOICE_TEXTS:
            return _ComboEditor([(value, _opt(text)) for value, text in _CHOICE_TEXTS[key].items()], self._edited)
        if key in ("lob", "plie", "last_card"):
            values = {"lob": (LobRule.HALF, LobRule.FULL), "plie": (PlieRule.HALF, PlieRule.FULL),
                      "last_card": (LastCard.VOID, LastCard.COUNTS)}[key]
            return _CheckEditor(values[0].value, values[1].value, on, self._edited)
        if spec.kind is FieldKind.BOOL:
            return _CheckEditor(True, False, on, self._edited)
        if spec.kind is FieldKind.PREMIUMS:
            return _PremiumsEditor(self._edited)
        # Exactly the range the core allows (a QSpinBox holds a 32-bit int: the core's maxima fit), so an
        # imported value is never clamped to something else.
        assert spec.minimum is not None
        assert spec.maximum is not None
        if key == "refuse_above":
            return _SpinEditor(spec.minimum, spec.maximum, self._edited,
                               none_text=translate("SettingsDialog", "never refuses"),
                               suffix=translate("SettingsDialog", " × initial kush"))
        return _SpinEditor(spec.minimum, spec.maximum, self._edited)

    def _add_option(self, grid: QGridLayout, key: str) -> None:
        row = grid.rowCount()
        label = QLabel(option_label(key))
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setToolTip(option_tooltip(key))
        explanation = QLabel(_opt(OPTION_TEXTS[key].explanation))
        explanation.setWordWrap(True)
        palette = explanation.palette()
        palette.setColor(QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.PlaceholderText))
        explanation.setPalette(palette)
        error = QLabel()
        error.setObjectName(f"error_{key}")
        error.setWordWrap(True)
        error.setStyleSheet(f"color: {_ERROR_COLOUR};")
        error.setVisible(False)
        link_text = translate("SettingsDialog", "What does this mean?")
        link = QLabel(f"<a href='#{key}'>{link_text}</a>")
        link.setObjectName(f"help_{key}")
        link.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        link.linkActivated.connect(lambda href: self.open_help(href.lstrip("#")))
        self._errors[key] = error

        if key == "computer_styles":
            editor_widget: QWidget = self._styles
        else:
            editor = self._make_editor(key)
            self._editors[key] = editor
            editor_widget = editor.widget
        editor_widget.setToolTip(option_tooltip(key))
        editor_widget.setProperty("rulesKey", key)
        label.setBuddy(editor_widget)

        top = Qt.AlignmentFlag.AlignTop
        if key == "premiums":
            grid.addWidget(label, row, 0)
            grid.addWidget(link, row, 2, top | Qt.AlignmentFlag.AlignRight)
            grid.addWidget(explanation, row + 1, 0, 1, 3)
            grid.addWidget(editor_widget, row + 2, 0, 1, 3)
            grid.addWidget(error, row + 3, 0, 1, 3)
        else:
            grid.addWidget(label, row, 0, top)
            grid.addWidget(editor_widget, row, 1, 2, 1, top | Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(link, row, 2, top | Qt.AlignmentFlag.AlignRight)
            grid.addWidget(explanation, row + 1, 0, top)
            grid.addWidget(error, row + 2, 0, 1, 3)
        spacer = QWidget()
        spacer.setFixedHeight(12)
        grid.addWidget(spacer, grid.rowCount(), 0)

    def _build_readout(self) -> QFrame:
        frame = QFrame()
        frame.setObjectName("edgeFrame")
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(frame)
        layout.setContentsMargins(12, 8, 12, 8)
        self._problem_label = QLabel()
        self._problem_label.setObjectName("problemSummary")
        self._problem_label.setWordWrap(True)
        self._problem_label.setStyleSheet(f"color: {_ERROR_COLOUR}; font-weight: bold;")
        self._edge_label = QLabel()
        self._edge_label.setObjectName("edgeReadout")
        font = QFont(self._edge_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self._edge_label.setFont(font)
        self._edge_note = QLabel()
        self._edge_note.setWordWrap(True)
        layout.addWidget(self._problem_label)
        layout.addWidget(self._edge_label)
        layout.addWidget(self._edge_note)
        return frame

    # ----- presets -----

    def _preset_rules(self, preset_id: str) -> HouseRules | None:
        if preset_id.startswith(USER_PREFIX):
            found = self._presets.find(preset_id[len(USER_PREFIX):])
            return found.rules if found is not None else None
        for builtin in PRESETS:
            if builtin.key == preset_id:
                return builtin.rules
        return None

    def _preset_name(self, preset_id: str) -> str:
        if preset_id.startswith(USER_PREFIX):
            return preset_id[len(USER_PREFIX):]
        for builtin in PRESETS:
            if builtin.key == preset_id:
                return builtin.russian_name if current_language() == "ru" else builtin.name
        return preset_id

    def _refresh_preset_combo(self) -> None:
        self._preset_model.clear()

        def header(text: str) -> None:
            item = QStandardItem(text)
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            font = QFont(self._preset_combo.font())
            font.setBold(True)
            item.setFont(font)
            self._preset_model.appendRow(item)

        def entry(text: str, preset_id: str, tip: str = "") -> None:
            item = QStandardItem(text)
            item.setData(preset_id, Qt.ItemDataRole.UserRole)
            if tip:
                item.setToolTip(tip)
            self._preset_model.appendRow(item)

        entry(translate("SettingsDialog", "Custom settings (no preset)"), CUSTOM)
        header(translate("SettingsDialog", "Built-in presets (read-only)"))
        for builtin in PRESETS:
            entry("    " + self._preset_name(builtin.key), builtin.key, f"{builtin.russian_name}\n{builtin.name}")
        user = self._presets.presets()
        header(translate("SettingsDialog", "Your presets") if user else
               translate("SettingsDialog", "Your presets: none yet (use Save as…)"))
        for preset in user:
            entry("    " + preset.name, USER_PREFIX + preset.name, str(preset.path))
        self._select_preset_item(self._preset_id if self._preset_rules(self._preset_id) is not None else CUSTOM)

    def _select_preset_item(self, preset_id: str) -> None:
        self._preset_id = preset_id
        for row in range(self._preset_model.rowCount()):
            if self._preset_model.item(row).data(Qt.ItemDataRole.UserRole) == preset_id:
                self._preset_combo.setCurrentIndex(row)
                break
        self._update_buttons()

    def _preset_activated(self, row: int) -> None:
        preset_id = self._preset_model.item(row).data(Qt.ItemDataRole.UserRole)
        if isinstance(preset_id, str):
            self.select_preset(preset_id)

    def select_preset(self, preset_id: str) -> None:
        """Load a preset into the dialog: a built-in key, "user:<name>", or "custom" (changes nothing)."""
        rules = self._preset_rules(preset_id)
        if rules is not None:
            self._load_rules(rules)
            self._select_preset_item(preset_id)
        else:
            self._select_preset_item(CUSTOM)
        self._revalidate()

    def preset_id(self) -> str:
        """The selected preset: a built-in key, "user:<name>", or "custom"."""
        return self._preset_id

    def save_preset_as(self) -> None:
        """Ask for a name and save the current rules as a user preset."""
        rules = self._valid_rules()
        if rules is None:
            return
        name, ok = QInputDialog.getText(self, translate("SettingsDialog", "Save preset"),
                                        translate("SettingsDialog", "Name of the new preset:"))
        if not ok:
            return
        existing = self._presets.find(name)
        replace = False
        if existing is not None:
            answer = self._ask(translate("SettingsDialog", "Save preset"), translate(
                "SettingsDialog", "There is already a preset called “{name}”. Replace it?").format(name=existing.name))
            if not answer:
                return
            replace = True
        try:
            saved = self._presets.save(name, rules, replace=replace)
        except (PresetError, OSError) as error:
            self._warn(translate("SettingsDialog", "Save preset"), storage_error_text(error))
            return
        self._select_preset_item(USER_PREFIX + saved.name)

    def rename_preset(self) -> None:
        """Ask for a new name for the selected user preset."""
        if not self._preset_id.startswith(USER_PREFIX):
            return
        old = self._preset_id[len(USER_PREFIX):]
        name, ok = QInputDialog.getText(self, translate("SettingsDialog", "Rename preset"),
                                        translate("SettingsDialog", "New name of “{name}”:").format(name=old), text=old)
        if not ok:
            return
        try:
            renamed = self._presets.rename(old, name)
        except (PresetError, OSError) as error:
            self._warn(translate("SettingsDialog", "Rename preset"), storage_error_text(error))
            return
        self._select_preset_item(USER_PREFIX + renamed.name)

    def duplicate_preset(self) -> None:
        """Copy the selected preset (built-in or user) to a new user preset, and select the copy."""
        rules = self._preset_rules(self._preset_id)
        if rules is None:
            return
        try:
            copy = self._presets.save(self._presets.free_name(copy_names(self._preset_name(self._preset_id))), rules)
        except (PresetError, OSError) as error:
            self._warn(translate("SettingsDialog", "Duplicate preset"), storage_error_text(error))
            return
        self._select_preset_item(USER_PREFIX + copy.name)

    def delete_preset(self) -> None:
        """Delete the selected user preset after asking; the rules shown stay as they are."""
        if not self._preset_id.startswith(USER_PREFIX):
            return
        name = self._preset_id[len(USER_PREFIX):]
        answer = self._ask(translate("SettingsDialog", "Delete preset"), translate(
            "SettingsDialog", "Delete the preset “{name}”? Its file is removed.").format(name=name))
        if not answer:
            return
        try:
            self._presets.delete(name)
        except (PresetError, OSError) as error:
            self._warn(translate("SettingsDialog", "Delete preset"), storage_error_text(error))
            return
        self._select_preset_item(CUSTOM)

    def import_rules(self) -> None:
        """Ask for a rules file and load it (see `import_rules_file`)."""
        path, _filter = QFileDialog.getOpenFileName(
            self, translate("SettingsDialog", "Import a rules file"), "",
            translate("SettingsDialog", "Rules files (*.json);;All files (*)"))
        if path:
            self.import_rules_file(Path(path))

    def import_rules_file(self, path: Path) -> bool:
        """Load the rules file at `path`; a bad file is refused with a message naming the problem (the key
        when a rule is bad), and nothing in the dialog changes. Return whether it was loaded.

        The file is read as the rules CLI and `--rules` read theirs (`HouseRules.from_json_text`)."""
        title = translate("SettingsDialog", "Import a rules file")
        try:
            rules = HouseRules.from_json_text(read_limited(path))
        except OSError as error:
            self._warn(title, translate("SettingsDialog", "The file {file} cannot be read: {detail}").format(
                file=path.name, detail=error.strerror or str(error)))
            return False
        except JsonInputError as error:
            self._warn(title, translate("SettingsDialog", "The file {file} {problem}. Nothing was changed.").format(
                file=path.name, problem=json_message(error)))
            return False
        except RulesError as error:
            if error.template in JSON_TEMPLATES:
                text = translate("SettingsDialog", "The file {file} {problem}. Nothing was changed.").format(
                    file=path.name, problem=rules_message(error))
            else:
                where = error.place or translate("SettingsDialog", "the file")
                text = translate(
                    "SettingsDialog", "The rules file {file} was not loaded: {key}: {problem}. Nothing was changed."
                ).format(file=path.name, key=where, problem=rules_message(error))
            self._warn(title, text)
            return False
        self._load_rules(rules)
        self._select_preset_item(CUSTOM)
        self._revalidate()
        return True

    def export_rules(self) -> None:
        """Ask for a file name and write the current rules there (see `export_rules_file`)."""
        if self._valid_rules() is None:
            return
        path, _filter = QFileDialog.getSaveFileName(
            self, translate("SettingsDialog", "Export the rules"), "house-rules.json",
            translate("SettingsDialog", "Rules files (*.json);;All files (*)"))
        if path:
            self.export_rules_file(Path(path))

    def export_rules_file(self, path: Path) -> bool:
        """Write the current rules to exactly `path` as a rules file (atomically); return whether it was
        written. The name is the player's: no suffix is added; a symlink is followed and stays; a folder
        that does not exist is an error, not created behind the player's back."""
        rules = self._valid_rules()
        if rules is None:
            return False
        title = translate("SettingsDialog", "Export the rules")
        if not path.parent.is_dir():
            self._warn(title, translate("SettingsDialog", "The file {file} cannot be written: the folder {folder} "
                                                          "does not exist.").format(file=path.name, folder=path.parent))
            return False
        try:
            atomic_write_text(path, rules.to_json_text())
        except OSError as error:
            self._warn(title, translate("SettingsDialog", "The file {file} cannot be written: {detail}").format(
                file=path.name, detail=error.strerror or str(error)))
            return False
        return True

    def _message_box(self, icon: QMessageBox.Icon, title: str, text: str,
                     buttons: QMessageBox.StandardButton) -> QMessageBox:
        """A message box that shows `text` as plain text: file and preset names are the player's, and
        one such as `<h1>BIG.json` must read as written, not as markup."""
        box = QMessageBox(icon, title, text, buttons, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        return box

    def _warn(self, title: str, text: str) -> None:
        self._message_box(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok).exec()

    def _ask(self, title: str, text: str) -> bool:
        """Ask a yes-or-no question (plain text); whether the answer is yes."""
        box = self._message_box(QMessageBox.Icon.Question, title, text,
                                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    # ----- values, validation, readout -----

    def editor(self, key: str) -> QWidget:
        """The widget that edits a rules key (or "computer_styles")."""
        if key == "computer_styles":
            return self._styles
        return self._editors[key].widget

    def style_combo(self, seat: int) -> QComboBox:
        """The style combo of computer seat `seat` (0-based)."""
        return self._styles.combos[seat]

    def premium_cell(self, row: int, column: int) -> QWidget:
        """A cell widget of the premium table: column 0 event, 1 series length, 2 multiple."""
        editor = self._editors["premiums"]
        assert isinstance(editor, _PremiumsEditor)
        return editor.cell(row, column)

    def error_text(self, key: str) -> str:
        """The validation message shown beside `key`'s widget ("" when none is shown)."""
        label = self._errors[key]
        return label.text() if not label.isHidden() else ""

    def candidate(self) -> dict[str, object]:
        """The rules-file object the widgets show (maybe invalid)."""
        return {spec.name: self._editors[spec.name].value() for spec in RULE_FIELDS}

    def problems(self) -> list[RulesError]:
        """Every problem of the current settings, from the core."""
        return list(self._problems)

    def edge(self) -> Fraction | None:
        """The banker's exact edge on a fresh card for the current settings (None while invalid)."""
        return self._edge

    def edge_text(self) -> str:
        """The readout as shown."""
        return self._edge_label.text()

    def ok_button(self) -> QPushButton:
        """The OK button (disabled while anything is invalid)."""
        button = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert button is not None
        return button

    def rules(self) -> HouseRules:
        """The rules the dialog shows (after OK: the accepted rules). Raises the first `RulesError` if invalid."""
        return HouseRules.from_json(self.candidate())

    def computer_styles(self) -> tuple[str, ...]:
        """The style key of each computer seat, one per punter."""
        punters = self._editors["punters"].value()
        assert isinstance(punters, int)
        return self._styles.styles(punters)

    def _valid_rules(self) -> HouseRules | None:
        return None if self._problems else self.rules()

    def _load_rules(self, rules: HouseRules) -> None:
        self._loading = True
        try:
            for key, value in rules.to_json().items():
                self._editors[key].set_value(value)
        finally:
            self._loading = False

    def _edited(self) -> None:
        if self._loading:
            return
        self._revalidate()
        if self._preset_id != CUSTOM:
            rules = self._valid_rules()
            if rules is None or rules != self._preset_rules(self._preset_id):
                self._select_preset_item(CUSTOM)

    def _revalidate(self) -> None:
        candidate = self.candidate()
        self._problems = rules_problems(candidate)
        messages: dict[str, list[str]] = {}
        for problem in self._problems:
            base = str(problem.key[0]) if problem.key else ""
            text = rules_message(problem)
            if len(problem.key) > 1 and isinstance(problem.key[1], int):
                text = translate("SettingsDialog", "Premium row {row}: {problem}").format(
                    row=problem.key[1] + 1, problem=text)
            messages.setdefault(base if base in self._errors else "", []).append(text)
        for key, label in self._errors.items():
            lines = messages.get(key, [])
            label.setText("\n".join("⚠ " + line for line in lines))
            label.setVisible(bool(lines))
        warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        for index, page in enumerate(PAGES):
            bad = any(key in messages for key in page.options)
            self._page_list.item(index).setIcon(warning if bad else QIcon())
        self._update_problem_summary(messages)
        self._update_dependent_widgets(candidate)
        self._update_edge()
        self._update_buttons()

    def _update_problem_summary(self, messages: dict[str, list[str]]) -> None:
        if not self._problems:
            self._problem_label.setVisible(False)
            return
        first_key = next(iter(messages))
        page = PAGES[self._page_of[first_key]] if first_key in self._page_of else None
        where = translate("SettingsDialog", page.title) if page is not None else ""
        count = len(self._problems)
        summary = translate("SettingsDialog", "Fix this before OK: {page}: {problem}") if count == 1 else translate(
            "SettingsDialog", "Fix {count} problems before OK, first {page}: {problem}")
        self._problem_label.setText(summary.format(count=count, page=where, problem=messages[first_key][0]))
        self._problem_label.setVisible(True)

    def _update_dependent_widgets(self, candidate: dict[str, object]) -> None:
        punters = candidate["punters"]
        self._styles.set_seats(punters if isinstance(punters, int) else 1)
        family = candidate["bank_formation"] == BankFormation.CONTRIBUTIONS.value
        # The bank amount is used only when the banker puts it up; the contributions only in a family bank.
        self.editor("bank").setEnabled(not family)
        self.editor("contribution").setEnabled(family)
        self.editor("banker_share").setEnabled(family)
        self.editor("max_corners").setEnabled(candidate["paroli"] is True)

    def _update_edge(self) -> None:
        if self._problems:
            self._edge = None
            self._edge_label.setText(translate("SettingsDialog", "Banker's edge on a fresh card: — (fix the "
                                               "settings above)"))
            self._edge_note.setText("")
            return
        rules = self.rules()
        self._edge = banker_edge(rules)
        self._edge_label.setText(format_edge(self._edge))
        note = translate("SettingsDialog", "Exact, for one card staked on a fresh {deck}-card deck, per unit of kush."
                         ).format(deck=rules.deck_size)
        if rules.premiums:
            note += " " + translate("SettingsDialog", "Premiums are not counted in it.")
        self._edge_note.setText(note)

    def _update_buttons(self) -> None:
        valid = not self._problems
        user = self._preset_id.startswith(USER_PREFIX)
        self.ok_button().setEnabled(valid)
        self._save_button.setEnabled(valid)
        self._export_button.setEnabled(valid)
        self._rename_button.setEnabled(user)
        self._delete_button.setEnabled(user)
        self._duplicate_button.setEnabled(self._preset_id != CUSTOM)

    # ----- help and closing -----

    def open_help(self, anchor: str) -> RulesHelpWindow:
        """Open the rules help at `anchor` (a rules key; "" for the top) and emit `help_requested`."""
        self.help_requested.emit(anchor)
        if self._help is None:
            self._help = RulesHelpWindow(parent=self)
        self._help.show_anchor(anchor)
        return self._help

    def accept(self) -> None:
        """Store the settings and close; during a session, first confirm they apply from the next deal."""
        rules = self._valid_rules()
        if rules is None:
            return
        styles = self.computer_styles()
        changed = rules != self._initial_rules or styles != self._initial_styles
        if self._session_running and changed and not self._confirm_next_deal():
            return
        self._settings.set_rules(rules)
        self._settings.set("preset", self._preset_id)
        self._settings.set("computer_styles", styles)
        if self._settings.write_problem is not None:  # the settings hold in memory: play goes on with them
            self._warn(translate("SettingsDialog", "Settings"), storage_text(self._settings.write_problem))
        super().accept()

    def _confirm_next_deal(self) -> bool:
        if self._initial_rules.talia:
            text = translate("SettingsDialog", "A talia is being dealt. The new settings apply from the next "
                             "talia; the current one ends under the old rules. Apply them?")
        else:
            text = translate("SettingsDialog", "A game is in progress. The new settings apply from the next "
                             "deal; the current deal ends under the old rules. Apply them?")
        return self._ask(translate("SettingsDialog", "Change the rules"), text)
