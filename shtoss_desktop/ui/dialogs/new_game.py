"""The New game dialog: the game, the human's role, the computer punters and their styles, the rules, the seed.

dialog = NewGameDialog(current_rules, styles=("mirandole",), parent=window)
if dialog.exec() == QDialog.DialogCode.Accepted:
    controller.new_session(dialog.config())
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QPaintEvent, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QVBoxLayout,
    QWidget,
)

from shtoss_desktop.app.shtoss.controller import SessionConfig
from shtoss_desktop.app.shtoss.temperaments import style_text
from shtoss_desktop.app.words import HUMAN_NAMES
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.seats import Role as Role
from shtoss_desktop.core.shtoss.deal import computer_punters
from shtoss_desktop.core.shtoss.players import PunterStyle
from shtoss_desktop.core.shtoss.rules import MAX_PUNTERS, PRESETS, HouseRules
from shtoss_desktop.ui.games import GAMES, game_name
from shtoss_desktop.ui.shell.screen_fit import fit_to_screen

MAX_COMPUTER_PUNTERS: Final = MAX_PUNTERS
"""Up to six punters sit at a table (the core's limit); as a punter the human takes one of the seats."""

CURRENT_RULES: Final = "current"
"""The preset combo's entry for the house rules from the settings."""

COMBO_CHARACTERS: Final = 26
"""A combo box is sized for this many characters; a longer entry is elided in it and shown whole in its list."""

translate = QCoreApplication.translate

class ElidingComboBox(QComboBox):
    """A combo box whose current text, when longer than the box, ends in "…" rather than being cut mid-word
    (Qt's own combo clips it); `show_whole_texts` gives the whole text as its tooltip and in its list."""

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the box as Qt does, with the current text elided at the end to the room it has."""
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        option.currentText = self.fontMetrics().elidedText(
            option.currentText, Qt.TextElideMode.ElideRight, max(0, field.width() - 4)
        )
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)


def show_whole_texts(combo: QComboBox) -> None:
    """Let a combo's long entries (the punters' styles) be read whole on a small screen: its list opens as wide as
    its longest entry (within the screen, elided at the end beyond it), and each entry, and the combo itself,
    has its whole text as a tooltip. Call it once the entries are in."""
    for index in range(combo.count()):
        combo.setItemData(index, combo.itemText(index), Qt.ItemDataRole.ToolTipRole)
    view = combo.view()
    view.setTextElideMode(Qt.TextElideMode.ElideRight)
    metrics = view.fontMetrics()
    # The item's margins, the frame and a scroll bar the list might show.
    widest = max((metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count())), default=0) + 48
    screen = combo.screen() or QGuiApplication.primaryScreen()
    room = screen.availableGeometry().width() - 16 if screen is not None else widest
    view.setMinimumWidth(max(0, min(widest, room)))
    combo.setToolTip(combo.currentText())
    combo.currentIndexChanged.connect(lambda _index, c=combo: c.setToolTip(c.currentText()))


def shown_name(human_name: str) -> str:
    """The name field's text: the default name ("You", "Вы") in the language of the moment, a typed one as it is."""
    if not human_name or human_name in HUMAN_NAMES:
        return translate("NewGameDialog", "You")
    return human_name


def max_computer_punters(role: Role) -> int:
    """How many computer punters can sit with the human in this role (the core's `computer_punters`)."""
    return computer_punters(role).stop - 1


class NewGameDialog(QDialog):
    """Set up a new session; `config()` returns it."""

    def __init__(
        self,
        rules: HouseRules,
        *,
        styles: Sequence[str] = (),
        role: Role = Role.PUNTER,
        human_name: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._focus_to_draw = False  # set when shown: the first field takes the focus once the dialog is painted
        self.setObjectName("newGameDialog")
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self._rules = rules
        self.role_buttons: dict[Role, QRadioButton] = {}
        group = QGroupBox(translate("NewGameDialog", "You play"), self)
        role_layout = QVBoxLayout(group)
        self._role_group = QButtonGroup(self)
        texts = {
            Role.PUNTER: translate("NewGameDialog", "As a &punter (понтёр) against a computer banker"),
            Role.BANKER: translate("NewGameDialog", "As the &banker (банкомёт) against computer punters"),
            Role.WATCH: translate("NewGameDialog", "&Watch: every seat is a computer player"),
        }
        for role_value, text in texts.items():
            button = QRadioButton(text, group)
            button.setObjectName(f"role_{role_value.value}")
            self.role_buttons[role_value] = button
            self._role_group.addButton(button)
            role_layout.addWidget(button)
        self.role_buttons[role].setChecked(True)

        self.punters_spin = QSpinBox(self)
        self.punters_spin.setObjectName("punters")
        self.punters_spin.setRange(1, MAX_COMPUTER_PUNTERS)
        self.punters_spin.setValue(max(0, min(len(styles) or rules.punters, MAX_COMPUTER_PUNTERS)))
        self.punters_spin.valueChanged.connect(self._update)
        self.style_combos: list[QComboBox] = []
        self._style_labels: list[QLabel] = []
        styles_box = QGroupBox(translate("NewGameDialog", "Computer punters"), self)
        styles_grid = QGridLayout(styles_box)
        known = [s.value for s in PunterStyle]
        for seat in range(MAX_COMPUTER_PUNTERS):
            combo = ElidingComboBox(styles_box)
            combo.setObjectName(f"style{seat + 1}")
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(COMBO_CHARACTERS + 10)
            for style in PunterStyle:
                combo.addItem(style_text(style), style.value)
            wanted = styles[seat] if seat < len(styles) and styles[seat] in known else known[seat % len(known)]
            combo.setCurrentIndex(known.index(wanted))
            show_whole_texts(combo)
            label = QLabel(translate("NewGameDialog", "Seat {n}").format(n=seat + 1), styles_box)
            label.setBuddy(combo)
            self._style_labels.append(label)
            styles_grid.addWidget(label, seat, 0)
            styles_grid.addWidget(combo, seat, 1)
            self.style_combos.append(combo)

        self.preset_combo = QComboBox(self)
        self.preset_combo.setObjectName("preset")
        self.preset_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.preset_combo.setMinimumContentsLength(COMBO_CHARACTERS)
        self.preset_combo.addItem(translate("NewGameDialog", "The house rules from the settings"), CURRENT_RULES)
        for preset in PRESETS:
            self.preset_combo.addItem(f"{preset.name} — {preset.russian_name}", preset.key)
        self.seed_edit = QLineEdit(self)
        self.seed_edit.setObjectName("seed")
        self.seed_edit.setPlaceholderText(translate("NewGameDialog", "random"))
        self.seed_edit.setToolTip(
            translate("NewGameDialog", "A whole number replays the same shuffles and the same computer play.")
        )
        self.name_edit = QLineEdit(shown_name(human_name), self)
        self.name_edit.setObjectName("humanName")
        self.name_edit.setMaxLength(24)
        self.error_label = QLabel(self)
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b3261e;")

        # Which game (the registry's, ui/games.py): another game's window has its own setup, so the rest here is
        # shtoss's.
        self.game_combo = QComboBox(self)
        self.game_combo.setObjectName("game")
        for entry in GAMES:
            self.game_combo.addItem(game_name(entry.kind), entry.kind.value)
        self.game_combo.currentIndexChanged.connect(
            lambda _index: group.setEnabled(self.game() is GameKind.SHTOSS)
        )
        form = QFormLayout()
        form.addRow(translate("NewGameDialog", "&Game:"), self.game_combo)
        form.addRow(translate("NewGameDialog", "Computer p&unters:"), self.punters_spin)
        form.addRow(translate("NewGameDialog", "&Rules:"), self.preset_combo)
        form.addRow(translate("NewGameDialog", "&Seed (optional):"), self.seed_edit)
        form.addRow(translate("NewGameDialog", "Your &name:"), self.name_edit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        for button in self.role_buttons.values():
            button.toggled.connect(self._update)
        self.seed_edit.textChanged.connect(self._update)
        self.name_edit.textChanged.connect(self._update)
        layout = QVBoxLayout(self)
        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(group)
        left.addLayout(form)
        left.addStretch(1)
        columns.addLayout(left)
        columns.addWidget(styles_box)
        layout.addLayout(columns)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        # Tab follows the layout, top to bottom and left to right (Qt's own order is the order of creation).
        chain: list[QWidget] = [
            *self.role_buttons.values(), self.game_combo, self.punters_spin, self.preset_combo, self.seed_edit,
            self.name_edit, *self.style_combos, *self.buttons.buttons(),
        ]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)
        self._update()
        # Never wider or taller than the screen it opens on (a 1024×600 netbook included).
        hint = self.sizeHint()
        fit_to_screen(self, (hint.width(), hint.height()))

    def showEvent(self, event: QShowEvent) -> None:
        """Open with the focus on the first field (the role chosen), drawn as the keyboard's focus is."""
        super().showEvent(event)
        self._focus_to_draw = True

    def event(self, event: QEvent) -> bool:
        """Once the dialog is up and painted (showing it resets how the focus is drawn), focus the first field."""
        handled = super().event(event)
        if event.type() == QEvent.Type.Paint and self._focus_to_draw:
            self._focus_to_draw = False
            QTimer.singleShot(0, self._focus_first)
        return handled

    def _focus_first(self) -> None:
        first = self.role_buttons[self.role()] if self.role_buttons[self.role()].isEnabled() else self.game_combo
        first.setFocus(Qt.FocusReason.ShortcutFocusReason)  # a reason that has the style draw the focus at once
        self.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, True)
        first.update()

    def game(self) -> GameKind:
        """The game chosen (another game than shtoss then opens in its own window, with its own settings)."""
        return GameKind(self.game_combo.currentData())

    def role(self) -> Role:
        """The role chosen."""
        return next(role for role, button in self.role_buttons.items() if button.isChecked())

    def seed(self) -> int | None:
        """The seed typed, or None (random); raises ValueError if it is not a whole number."""
        text = self.seed_edit.text().strip()
        return int(text) if text else None

    def rules(self) -> HouseRules:
        """The rules chosen, with the table's number of punters."""
        key = self.preset_combo.currentData()
        rules = self._rules if key == CURRENT_RULES else next(p.rules for p in PRESETS if p.key == key)
        return rules.replace(punters=self._seats())

    def _seats(self) -> int:
        computers = self.punters_spin.value()
        return min(MAX_COMPUTER_PUNTERS, computers + 1) if self.role() is Role.PUNTER else computers

    def styles(self) -> tuple[PunterStyle, ...]:
        """One style per computer punter."""
        return tuple(PunterStyle(self.style_combos[i].currentData()) for i in range(self.punters_spin.value()))

    def config(self) -> SessionConfig:
        """The session as set up."""
        name = self.name_edit.text().strip() or translate("NewGameDialog", "You")
        return SessionConfig(
            rules=self.rules(), role=self.role(), styles=self.styles(), seed=self.seed(), human_name=name
        )

    def _update(self) -> None:
        self.punters_spin.setMaximum(max_computer_punters(self.role()))
        # As punter he may sit alone against the banker (штосс proper); others need someone to punt.
        self.punters_spin.setMinimum(computer_punters(self.role()).start)
        count = self.punters_spin.value()
        for seat, (combo, label) in enumerate(zip(self.style_combos, self._style_labels, strict=True)):
            visible = seat < count
            combo.setVisible(visible)
            label.setVisible(visible)
        problem = ""
        try:
            self.seed()
        except ValueError:
            problem = translate("NewGameDialog", "The seed is a whole number, or empty for a random game.")
        self.name_edit.setEnabled(self.role() is not Role.WATCH)
        self.error_label.setText(problem)
        self.error_label.setVisible(bool(problem))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(not problem)
