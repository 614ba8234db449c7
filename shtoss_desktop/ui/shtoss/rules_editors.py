"""The house rules dialog's editors: one per rules key, each turning a widget into a rules-file value and back (a
combo, a spin box, a check box, the premiums' table), and the computer seats' temperaments."""

from __future__ import annotations

import abc
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from shtoss_desktop.core.shtoss.rules import MAX_KUSH_MULTIPLE, MAX_SERIES_N, PremiumEvent
from shtoss_desktop.storage.settings import KNOWN_COMPUTER_STYLES, MAX_SEATS, pad_styles
from shtoss_desktop.ui.dialogs.new_game import ElidingComboBox, show_whole_texts
from shtoss_desktop.ui.shtoss.rules_texts import EVENT_TEXTS, STYLE_NAMES, opt

translate = QCoreApplication.translate


class Editor(abc.ABC):
    """Binds one rules key to a widget."""

    def __init__(self, widget: QWidget) -> None:
        self.widget = widget

    @abc.abstractmethod
    def value(self) -> object:
        """The rules-file (JSON) value the widget shows."""

    @abc.abstractmethod
    def set_value(self, value: object) -> None:
        """Show a rules-file (JSON) value."""


class ComboEditor(Editor):
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


class SpinEditor(Editor):
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


class CheckEditor(Editor):
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


class PremiumsEditor(Editor):
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
        for value, text in EVENT_TEXTS.items():
            combo.addItem(opt(text), value)
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


class StylesEditor(QWidget):
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
