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
saying no keeps the dialog open. User presets (save as, rename, duplicate, delete: `dialog.presets`, a
`PresetBar`) are written to `presets` at once, whether the dialog is accepted or not.

Validation has one source: the dialog builds the rules-file object (RULES.md section 7.1) from its
widgets, asks the core's `rules_problems` for every problem and shows each one, translated, beside the
widget of its key; OK, Save as and Export are disabled while there is any. The banker's edge on a fresh
card is the core's exact `banker_edge`, shown as a percentage and a fraction.

Its parts: the words about each option and the pages (`rules_texts.py`), the editors that turn widgets into
rules-file values (`rules_editors.py`), the preset bar (`rules_presets.py`), rules files read and written
(`rules_files.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QFont, QIcon, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.core.rule_fields import FieldKind
from shtoss_desktop.core.shtoss.odds import banker_edge
from shtoss_desktop.core.shtoss.rules import (
    RULE_FIELDS,
    BankFormation,
    HouseRules,
    LastCard,
    LobRule,
    PlieRule,
    RulesError,
    rules_problems,
)
from shtoss_desktop.storage.presets import PresetStore
from shtoss_desktop.storage.settings import AppSettings, rules_message
from shtoss_desktop.ui.dialogs.plain_box import ask, warn
from shtoss_desktop.ui.shell.rules_help import RulesHelpWindow
from shtoss_desktop.ui.shell.screen_fit import fit_to_screen
from shtoss_desktop.ui.shtoss.rules_editors import (
    CheckEditor,
    ComboEditor,
    Editor,
    PremiumsEditor,
    SpinEditor,
    StylesEditor,
)
from shtoss_desktop.ui.shtoss.rules_files import RulesFileError, read_rules_file, write_rules_file
from shtoss_desktop.ui.shtoss.rules_presets import CUSTOM, PresetBar
from shtoss_desktop.ui.shtoss.rules_texts import (
    CHOICE_TEXTS,
    OPTION_TEXTS,
    PAGES,
    PageSpec,
    format_edge,
    opt,
    option_label,
    option_tooltip,
)

translate = QCoreApplication.translate

_ERROR_COLOUR: Final = "#b3261e"


class SettingsDialog(QDialog):
    """The house rules dialog (see the module docstring for how the main window uses it)."""

    help_requested = Signal(str)
    """A "what does this mean?" link was followed: the rules help anchor (a rules key)."""

    def __init__(self, settings: AppSettings, presets: PresetStore, *, session_running: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._session_running = session_running
        self._loading = False
        self._problems: list[RulesError] = []
        self._edge: Fraction | None = None
        self._editors: dict[str, Editor] = {}
        self._errors: dict[str, QLabel] = {}
        self._page_of: dict[str, int] = {}
        self._help: RulesHelpWindow | None = None
        self._initial_rules = settings.rules()
        self._initial_styles = settings.computer_styles(self._initial_rules.punters)

        self.setObjectName("settingsDialog")
        self.setWindowTitle(translate("SettingsDialog", "House rules"))
        self.setSizeGripEnabled(True)

        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        self.presets = PresetBar(presets, self._valid_rules)
        """The preset bar (the preset chosen, the player's presets)."""
        self.presets.chosen.connect(self._preset_chosen)
        layout.addWidget(self.presets)
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

        self._load_rules(self._initial_rules)
        self._styles.set_styles(self._initial_styles)
        wanted = settings.preset()
        if self.presets.rules_of(wanted) == self._initial_rules:
            self.presets.mark(wanted)
        self._revalidate()
        # It opens on the page list, ringed: a bare arrow then turns the pages, never the preset (the first in the
        # focus chain, where the focus would go, is the preset box, and two Downs changed the rules unseen).
        self._page_list.setFocus(Qt.FocusReason.OtherFocusReason)
        # Roomy where the screen allows, never beyond it: the pages scroll, so a 1024×600 screen holds it.
        roomy = self.sizeHint().expandedTo(QSize(1040, 720))
        fit_to_screen(self, (roomy.width(), roomy.height()))

    # ----- building -----

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
        self._styles = StylesEditor(self._edited)
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

    def _make_editor(self, key: str) -> Editor:
        spec = next(f for f in RULE_FIELDS if f.name == key)
        on = translate("SettingsDialog", "On")
        if key in CHOICE_TEXTS:
            return ComboEditor([(value, opt(text)) for value, text in CHOICE_TEXTS[key].items()], self._edited)
        if key in ("lob", "plie", "last_card"):
            values = {"lob": (LobRule.HALF, LobRule.FULL), "plie": (PlieRule.HALF, PlieRule.FULL),
                      "last_card": (LastCard.VOID, LastCard.COUNTS)}[key]
            return CheckEditor(values[0].value, values[1].value, on, self._edited)
        if spec.kind is FieldKind.BOOL:
            return CheckEditor(True, False, on, self._edited)
        if spec.kind is FieldKind.PREMIUMS:
            return PremiumsEditor(self._edited)
        # Exactly the range the core allows (a QSpinBox holds a 32-bit int: the core's maxima fit), so an
        # imported value is never clamped to something else.
        assert spec.minimum is not None
        assert spec.maximum is not None
        if key == "refuse_above":
            return SpinEditor(spec.minimum, spec.maximum, self._edited,
                               none_text=translate("SettingsDialog", "never refuses"),
                               suffix=translate("SettingsDialog", " × initial kush"))
        return SpinEditor(spec.minimum, spec.maximum, self._edited)

    def _add_option(self, grid: QGridLayout, key: str) -> None:
        row = grid.rowCount()
        label = QLabel(option_label(key))
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setToolTip(option_tooltip(key))
        explanation = QLabel(opt(OPTION_TEXTS[key].explanation))
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

    def import_rules(self) -> None:
        """Ask for a rules file and load it (see `import_rules_file`)."""
        path, _filter = QFileDialog.getOpenFileName(
            self, translate("SettingsDialog", "Import a rules file"), "",
            translate("SettingsDialog", "Rules files (*.json);;All files (*)"))
        if path:
            self.import_rules_file(Path(path))

    def import_rules_file(self, path: Path) -> bool:
        """Load the rules file at `path`; a bad file is refused with a message naming the problem (the key
        when a rule is bad), and nothing in the dialog changes. Return whether it was loaded."""
        try:
            rules = read_rules_file(path)
        except RulesFileError as problem:
            warn(self, translate("SettingsDialog", "Import a rules file"), problem.text)
            return False
        self._load_rules(rules)
        self.presets.mark(CUSTOM)
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
        """Write the current rules to exactly `path` as a rules file (see `write_rules_file`); return whether it
        was written."""
        rules = self._valid_rules()
        if rules is None:
            return False
        try:
            write_rules_file(path, rules)
        except RulesFileError as problem:
            warn(self, translate("SettingsDialog", "Export the rules"), problem.text)
            return False
        return True

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
        assert isinstance(editor, PremiumsEditor)
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

    def _preset_chosen(self, rules: HouseRules | None) -> None:
        if rules is not None:
            self._load_rules(rules)
        self._revalidate()

    def _edited(self) -> None:
        if self._loading:
            return
        self._revalidate()
        if self.presets.preset_id() != CUSTOM:
            rules = self._valid_rules()
            if rules is None or rules != self.presets.rules_of(self.presets.preset_id()):
                self.presets.mark(CUSTOM)

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
        self.ok_button().setEnabled(valid)
        self._export_button.setEnabled(valid)
        self.presets.set_valid(valid)

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
        self._settings.set("preset", self.presets.preset_id())
        self._settings.set("computer_styles", styles)
        if self._settings.write_problem is not None:  # the settings hold in memory: play goes on with them
            warn(self, translate("SettingsDialog", "Settings"), storage_text(self._settings.write_problem))
        super().accept()

    def _confirm_next_deal(self) -> bool:
        if self._initial_rules.talia:
            text = translate("SettingsDialog", "A talia is being dealt. The new settings apply from the next "
                             "talia; the current one ends under the old rules. Apply them?")
        else:
            text = translate("SettingsDialog", "A game is in progress. The new settings apply from the next "
                             "deal; the current deal ends under the old rules. Apply them?")
        return ask(self, translate("SettingsDialog", "Change the rules"), text)
