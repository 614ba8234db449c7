"""The casino table's settings: the decks in the shoe, the table minimum and maximum, each player's capital and
the computer players, with the built-in presets, in the house rules dialog's style.

    dialog = CasinoSettingsDialog(settings.casino_rules(), preset=settings.casino_preset(), parent=window)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        rules, preset = dialog.rules(), dialog.preset_key()   # they apply from the next game

Validation has one source, the core: the dialog builds the casino rules object (a JSON dict) from its widgets,
asks `casino_rules_problems` for every problem and shows each one, translated, under the widget of its key
(a problem of the whole, such as a maximum below the minimum, under the key it names); OK is disabled while
there is any.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from shtoss_desktop.app.amounts import format_amount
from shtoss_desktop.app.casino.messages import casino_error_text
from shtoss_desktop.core.casino.rules import (
    CASINO_PRESETS,
    CASINO_RULE_FIELDS,
    CasinoRules,
    CasinoRulesError,
    casino_rules_problems,
)
from shtoss_desktop.core.rule_fields import RuleField
from shtoss_desktop.storage.settings import CUSTOM_PRESET

translate = QCoreApplication.translate

CUSTOM: Final = CUSTOM_PRESET
"""The preset key of rules edited by hand (the settings' "custom")."""
_ERROR_COLOUR: Final = "#c62828"
_KEY_ORDER: Final = ("decks", "table_minimum", "table_maximum", "capital", "players")
"""The options in the order the dialog shows them."""


def option_label(key: str) -> str:
    """An option's label."""
    labels = {
        "decks": translate("CasinoSettingsDialog", "&Decks in the shoe:"),
        "table_minimum": translate("CasinoSettingsDialog", "Table m&inimum:"),
        "table_maximum": translate("CasinoSettingsDialog", "Table m&aximum:"),
        "capital": translate("CasinoSettingsDialog", "Each player's &capital:"),
        "players": translate("CasinoSettingsDialog", "Computer &players:"),
    }
    return labels[key]


def option_explanation(key: str) -> str:
    """What an option means, in a line."""
    texts = {
        "decks": translate("CasinoSettingsDialog", "Six or eight full decks of 52 shuffled together; the more "
                                                   "decks, the more copies of each rank (24 or 32)."),
        "table_minimum": translate("CasinoSettingsDialog", "The smallest bet on a rank, counting its suit bet."),
        "table_maximum": translate("CasinoSettingsDialog", "The largest bet on a rank, counting its suit bet."),
        "capital": translate("CasinoSettingsDialog", "The money each player brings to the table."),
        "players": translate("CasinoSettingsDialog", "Computer players betting beside you, 0 to 6, each with "
                                                     "chips of his own colour."),
    }
    return texts[key]


def preset_name(key: str) -> str:
    """A built-in preset's name in the interface language."""
    for preset in CASINO_PRESETS:
        if preset.key == key:
            # The core carries both names; the interface language is the default locale's (ui/shell/i18n.py).
            return preset.russian_name if QLocale().language() == QLocale.Language.Russian else preset.name
    return translate("CasinoSettingsDialog", "Custom")


def _field(key: str) -> RuleField:
    return next(spec for spec in CASINO_RULE_FIELDS if spec.name == key)


class CasinoSettingsDialog(QDialog):
    """Edit the casino rules (see the module docstring)."""

    def __init__(self, rules: CasinoRules, *, preset: str = CUSTOM, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("casinoSettingsDialog")
        self.setWindowTitle(translate("CasinoSettingsDialog", "Casino table"))
        self._loading = False
        self._problems: list[CasinoRulesError] = []
        self._preset = preset
        layout = QVBoxLayout(self)
        layout.setSpacing(10)

        bar = QHBoxLayout()
        label = QLabel(translate("CasinoSettingsDialog", "P&reset:"))
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("casinoPresetCombo")
        for entry in CASINO_PRESETS:
            self.preset_combo.addItem(preset_name(entry.key), entry.key)
        self.preset_combo.addItem(translate("CasinoSettingsDialog", "Custom"), CUSTOM)
        self.preset_combo.activated.connect(self._preset_activated)
        label.setBuddy(self.preset_combo)
        bar.addWidget(label)
        bar.addWidget(self.preset_combo, 1)
        layout.addLayout(bar)

        title = QLabel(translate("CasinoSettingsDialog", "Casino stos (faro): the shoe and the table"))
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        grid = QGridLayout()
        grid.setColumnStretch(0, 1)
        self.editors: dict[str, QSpinBox | QComboBox] = {}
        self._errors: dict[str, QLabel] = {}
        for key in _KEY_ORDER:
            self._add_option(grid, key)
        layout.addLayout(grid)
        self.summary = QLabel()
        self.summary.setObjectName("casinoSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        layout.addStretch(1)
        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        defaults = self._buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        defaults.clicked.connect(lambda: self.select_preset(CASINO_PRESETS[0].key))
        layout.addWidget(self._buttons)
        self._load(rules)
        self._select_combo(preset if self._preset_rules(preset) == rules else CUSTOM)
        self._revalidate()
        self.setMinimumWidth(min(560, self.screen().availableSize().width()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """No lower than its wrapped explanations need at this width (a dialog's least height is otherwise taken at
        its hint's width, and a window manager or a drag made it lower and cut the decks' explanation)."""
        super().resizeEvent(event)
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            needed = layout.totalHeightForWidth(self.width())
            self.setMinimumHeight(min(needed, self.screen().availableSize().height()))

    # ----- building -----

    def _add_option(self, grid: QGridLayout, key: str) -> None:
        row = grid.rowCount()
        label = QLabel(option_label(key))
        editor: QSpinBox | QComboBox
        spec = _field(key)
        if key == "decks":
            editor = QComboBox()
            for decks in spec.choices:
                assert isinstance(decks, int)
                editor.addItem(translate("CasinoSettingsDialog", "{count} decks ({cards} cards)").format(
                    count=decks, cards=decks * 52), decks)
            editor.currentIndexChanged.connect(self._edited)
        else:
            editor = QSpinBox()
            editor.setRange(spec.minimum if spec.minimum is not None else 0,
                            min(spec.maximum if spec.maximum is not None else 2**31 - 1, 2**31 - 1))
            editor.setGroupSeparatorShown(True)
            editor.setKeyboardTracking(True)
            editor.setMinimumWidth(150)
            editor.valueChanged.connect(self._edited)
        editor.setObjectName(f"casino_{key}")
        label.setBuddy(editor)
        explanation = QLabel(option_explanation(key))
        explanation.setWordWrap(True)
        palette = explanation.palette()
        palette.setColor(QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.PlaceholderText))
        explanation.setPalette(palette)
        error = QLabel()
        error.setObjectName(f"casinoError_{key}")
        error.setWordWrap(True)
        error.setStyleSheet(f"color: {_ERROR_COLOUR};")
        error.setVisible(False)
        grid.addWidget(label, row, 0)
        grid.addWidget(editor, row, 1, Qt.AlignmentFlag.AlignLeft)
        grid.addWidget(explanation, row + 1, 0, 1, 2)
        grid.addWidget(error, row + 2, 0, 1, 2)
        grid.setRowMinimumHeight(row + 3, 8)
        self.editors[key] = editor
        self._errors[key] = error

    # ----- presets -----

    @staticmethod
    def _preset_rules(key: str) -> CasinoRules | None:
        return next((p.rules for p in CASINO_PRESETS if p.key == key), None)

    def _select_combo(self, key: str) -> None:
        self._preset = key
        self.preset_combo.setCurrentIndex(max(0, self.preset_combo.findData(key)))

    def _preset_activated(self, index: int) -> None:
        self.select_preset(str(self.preset_combo.itemData(index)))

    def select_preset(self, key: str) -> None:
        """Load a built-in preset's rules into the widgets (`CUSTOM` keeps them)."""
        rules = self._preset_rules(key)
        if rules is not None:
            self._load(rules)
        self._select_combo(key)
        self._revalidate()

    def preset_key(self) -> str:
        """The preset the rules are (`CUSTOM` when edited by hand)."""
        return self._preset

    # ----- values and validation -----

    def _load(self, rules: CasinoRules) -> None:
        self._loading = True
        try:
            data = rules.to_json()
            for key, editor in self.editors.items():
                value = data[key]
                assert isinstance(value, int)
                if isinstance(editor, QComboBox):
                    editor.setCurrentIndex(max(0, editor.findData(value)))
                else:
                    editor.setValue(value)
        finally:
            self._loading = False

    def candidate(self) -> dict[str, object]:
        """The casino rules object the widgets describe."""
        out: dict[str, object] = {}
        for key, editor in self.editors.items():
            out[key] = editor.currentData() if isinstance(editor, QComboBox) else editor.value()
        return out

    def problems(self) -> list[CasinoRulesError]:
        """Every problem the core finds with the widgets' values."""
        return list(self._problems)

    def error_text(self, key: str) -> str:
        """The message shown under an option ("" when none)."""
        label = self._errors[key]
        return label.text() if label.isVisibleTo(self) else ""

    def ok_button(self) -> QPushButton:
        """The OK button (disabled while the values have a problem)."""
        return self._buttons.button(QDialogButtonBox.StandardButton.Ok)

    def _edited(self) -> None:
        if self._loading:
            return
        matching = next((p.key for p in CASINO_PRESETS if p.rules.to_json() == self.candidate()), CUSTOM)
        self._select_combo(matching)
        self._revalidate()

    def _revalidate(self) -> None:
        self._problems = casino_rules_problems(self.candidate())
        found: dict[str, list[str]] = {}
        for problem in self._problems:
            key = problem.place if problem.place in self._errors else self._key_of(problem)
            text = casino_error_text(problem)
            # Shown under its own option: the "key: " the text begins with would only repeat it.
            found.setdefault(key, []).append(text.removeprefix(f"{problem.place}: ") if problem.key else text)
        for key, label in self._errors.items():
            texts = found.get(key, [])
            label.setText("\n".join(texts))
            label.setVisible(bool(texts))
        self.ok_button().setEnabled(not self._problems)
        if self._problems:
            self.summary.setText(translate("CasinoSettingsDialog", "Fix the values marked in red to go on."))
        else:
            rules = self.rules()
            self.summary.setText(translate(
                "CasinoSettingsDialog",
                "A shoe of {cards} cards, {copies} copies of each rank; bets from {minimum} to {maximum}; "
                "{players} computer players; each player starts with {capital}.",
            ).format(cards=rules.decks * 52, copies=rules.decks * 4, minimum=format_amount(rules.table_minimum),
                     maximum=format_amount(rules.table_maximum), players=rules.players,
                     capital=format_amount(rules.capital)))

    @staticmethod
    def _key_of(problem: CasinoRulesError) -> str:
        """Where a problem of the whole object is shown: under the first key it names."""
        for key in ("maximum", "capital"):
            if key in problem.params:
                return "table_maximum" if key == "maximum" else "capital"
        return "table_minimum"

    def rules(self) -> CasinoRules:
        """The rules chosen (only valid when there is no problem: OK is disabled otherwise)."""
        return CasinoRules.from_json(self.candidate())


__all__ = ["CUSTOM", "CasinoSettingsDialog", "option_explanation", "option_label", "preset_name"]
