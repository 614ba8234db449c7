"""The house rules dialog's preset bar: the choice of a preset (custom settings, the built-in presets, the
player's own) and the player's presets saved, renamed, duplicated and deleted.

A preset's id is a built-in preset's key, `USER_PREFIX` and the name of one of the player's, or `CUSTOM`. The bar
says which preset the player chose (`chosen`, with its rules); the dialog loads them and tells the bar when the
rules shown stop matching it (`mark(CUSTOM)`) and whether they are valid (`set_valid`: only valid rules are saved).
The player's presets are written at once, whether the dialog is accepted or not."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QInputDialog, QLabel, QPushButton, QSizePolicy, QWidget

from shtoss_desktop.app.storage_messages import copy_names, storage_error_text
from shtoss_desktop.core.shtoss.rules import PRESETS, HouseRules
from shtoss_desktop.storage.presets import PresetError, PresetStore
from shtoss_desktop.ui.dialogs.plain_box import ask, warn
from shtoss_desktop.ui.shell.rules_help import current_language

translate = QCoreApplication.translate

CUSTOM: Final = "custom"
"""The preset id of settings that match no preset."""
USER_PREFIX: Final = "user:"
"""A user preset's id is this prefix and its name; a built-in preset's id is its key."""


class PresetBar(QWidget):
    """The preset combo and the buttons for the player's presets (see the module docstring)."""

    chosen = Signal(object)
    """The player chose a preset: its `HouseRules`, or None for custom settings (the rules shown stay)."""

    def __init__(self, presets: PresetStore, current_rules: Callable[[], HouseRules | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._presets = presets
        self._current_rules = current_rules
        self._preset_id: str = CUSTOM
        self._valid = True

        bar = QHBoxLayout(self)
        bar.setContentsMargins(0, 0, 0, 0)
        label = QLabel(translate("SettingsDialog", "&Preset:"))
        self._combo = QComboBox()
        self._combo.setObjectName("presetCombo")
        self._model = QStandardItemModel(self._combo)
        self._combo.setModel(self._model)
        self._combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self._combo.setMinimumContentsLength(18)
        self._combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._combo.activated.connect(self._activated)
        label.setBuddy(self._combo)
        bar.addWidget(label)
        bar.addWidget(self._combo, 1)

        def button(name: str, text: str, tip: str, slot: Callable[[], object]) -> QPushButton:
            widget = QPushButton(text)
            widget.setObjectName(name)
            widget.setToolTip(tip)
            widget.clicked.connect(slot)
            bar.addWidget(widget)
            return widget

        self._save_button = button("savePresetAs", translate("SettingsDialog", "Save as…"),
                                   translate("SettingsDialog", "Save the current settings as a preset of your own"),
                                   self.save_as)
        self._rename_button = button("renamePreset", translate("SettingsDialog", "Rename…"),
                                     translate("SettingsDialog", "Rename this preset of yours"), self.rename)
        self._duplicate_button = button("duplicatePreset", translate("SettingsDialog", "Duplicate"),
                                        translate("SettingsDialog", "Make a copy of this preset that you can change"),
                                        self.duplicate)
        self._delete_button = button("deletePreset", translate("SettingsDialog", "Delete"),
                                     translate("SettingsDialog", "Delete this preset of yours"), self.delete)
        self.refresh()
        presets.changed.connect(self.refresh)

    # ----- what the dialog reads and says -----

    def preset_id(self) -> str:
        """The selected preset: a built-in key, "user:<name>", or "custom"."""
        return self._preset_id

    def rules_of(self, preset_id: str) -> HouseRules | None:
        """The rules of a preset (None for custom settings or a preset that is no more)."""
        if preset_id.startswith(USER_PREFIX):
            found = self._presets.find(preset_id[len(USER_PREFIX):])
            return found.rules if found is not None else None
        for builtin in PRESETS:
            if builtin.key == preset_id:
                return builtin.rules
        return None

    def name_of(self, preset_id: str) -> str:
        """A preset's name as the player reads it (a built-in preset's in his language)."""
        if preset_id.startswith(USER_PREFIX):
            return preset_id[len(USER_PREFIX):]
        for builtin in PRESETS:
            if builtin.key == preset_id:
                return builtin.russian_name if current_language() == "ru" else builtin.name
        return preset_id

    def select(self, preset_id: str) -> None:
        """Choose a preset as the player does: a built-in key, "user:<name>", or "custom" (its rules are then
        loaded by the dialog through `chosen`; an unknown id chooses custom settings)."""
        rules = self.rules_of(preset_id)
        self.mark(preset_id if rules is not None else CUSTOM)
        self.chosen.emit(rules)

    def mark(self, preset_id: str) -> None:
        """Show `preset_id` as the selected preset without loading it (the rules shown are its, or custom)."""
        self._preset_id = preset_id
        for row in range(self._model.rowCount()):
            if self._model.item(row).data(Qt.ItemDataRole.UserRole) == preset_id:
                self._combo.setCurrentIndex(row)
                break
        self._update_buttons()

    def set_valid(self, valid: bool) -> None:
        """Whether the rules shown are valid (only valid rules can be saved as a preset)."""
        self._valid = valid
        self._update_buttons()

    def refresh(self) -> None:
        """List the presets again (the player's have changed on disk or in this dialog)."""
        self._model.clear()

        def header(text: str) -> None:
            item = QStandardItem(text)
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            font = QFont(self._combo.font())
            font.setBold(True)
            item.setFont(font)
            self._model.appendRow(item)

        def entry(text: str, preset_id: str, tip: str = "") -> None:
            item = QStandardItem(text)
            item.setData(preset_id, Qt.ItemDataRole.UserRole)
            if tip:
                item.setToolTip(tip)
            self._model.appendRow(item)

        entry(translate("SettingsDialog", "Custom settings (no preset)"), CUSTOM)
        header(translate("SettingsDialog", "Built-in presets (read-only)"))
        for builtin in PRESETS:
            entry("    " + self.name_of(builtin.key), builtin.key, f"{builtin.russian_name}\n{builtin.name}")
        user = self._presets.presets()
        header(translate("SettingsDialog", "Your presets") if user else
               translate("SettingsDialog", "Your presets: none yet (use Save as…)"))
        for preset in user:
            entry("    " + preset.name, USER_PREFIX + preset.name, str(preset.path))
        self.mark(self._preset_id if self.rules_of(self._preset_id) is not None else CUSTOM)

    # ----- the player's presets -----

    def save_as(self) -> None:
        """Ask for a name and save the current rules as a user preset."""
        rules = self._current_rules()
        if rules is None:
            return
        title = translate("SettingsDialog", "Save preset")
        name, ok = QInputDialog.getText(self, title, translate("SettingsDialog", "Name of the new preset:"))
        if not ok:
            return
        existing = self._presets.find(name)
        replace = False
        if existing is not None:
            if not ask(self, title, translate("SettingsDialog", "There is already a preset called “{name}”. Replace "
                                                                "it?").format(name=existing.name)):
                return
            replace = True
        try:
            saved = self._presets.save(name, rules, replace=replace)
        except (PresetError, OSError) as error:
            warn(self, title, storage_error_text(error))
            return
        self.mark(USER_PREFIX + saved.name)

    def rename(self) -> None:
        """Ask for a new name for the selected user preset."""
        if not self._preset_id.startswith(USER_PREFIX):
            return
        old = self._preset_id[len(USER_PREFIX):]
        title = translate("SettingsDialog", "Rename preset")
        name, ok = QInputDialog.getText(self, title,
                                        translate("SettingsDialog", "New name of “{name}”:").format(name=old), text=old)
        if not ok:
            return
        try:
            renamed = self._presets.rename(old, name)
        except (PresetError, OSError) as error:
            warn(self, title, storage_error_text(error))
            return
        self.mark(USER_PREFIX + renamed.name)

    def duplicate(self) -> None:
        """Copy the selected preset (built-in or user) to a new user preset, and select the copy."""
        rules = self.rules_of(self._preset_id)
        if rules is None:
            return
        try:
            copy = self._presets.save(self._presets.free_name(copy_names(self.name_of(self._preset_id))), rules)
        except (PresetError, OSError) as error:
            warn(self, translate("SettingsDialog", "Duplicate preset"), storage_error_text(error))
            return
        self.mark(USER_PREFIX + copy.name)

    def delete(self) -> None:
        """Delete the selected user preset after asking; the rules shown stay as they are."""
        if not self._preset_id.startswith(USER_PREFIX):
            return
        name = self._preset_id[len(USER_PREFIX):]
        title = translate("SettingsDialog", "Delete preset")
        if not ask(self, title, translate("SettingsDialog", "Delete the preset “{name}”? Its file is removed."
                                          ).format(name=name)):
            return
        try:
            self._presets.delete(name)
        except (PresetError, OSError) as error:
            warn(self, title, storage_error_text(error))
            return
        self.mark(CUSTOM)

    def _activated(self, row: int) -> None:
        preset_id = self._model.item(row).data(Qt.ItemDataRole.UserRole)
        if isinstance(preset_id, str):
            self.select(preset_id)

    def _update_buttons(self) -> None:
        user = self._preset_id.startswith(USER_PREFIX)
        self._save_button.setEnabled(self._valid)
        self._rename_button.setEnabled(user)
        self._delete_button.setEnabled(user)
        self._duplicate_button.setEnabled(self._preset_id != CUSTOM)
