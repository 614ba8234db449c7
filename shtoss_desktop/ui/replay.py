"""The replay window of both games: the past deals (shoes) listed, one replayed on a table step by step, exported.

Game ▸ Replay a past deal… (`REPLAY_KEYS`, the row "replay", which each game window adds to its Game menu) opens a
`ReplayDialog` over the deals of this session and of the archived journals that replay clean (app/replay.py). The
game brings its table (`ReplayTable`: its own scene and view over a source that plays nothing, fed the same records a
live table is fed, so the table and what follows its shown records show the replay as they show live play): a step
forward sends the step's records, which the table animates; a step back, and a jump to the start or the end, show
the game rebuilt from the core's records up to that step. Export writes the deal as the CLI's `settle` input (a shoe
as its `casino` input), or says why it cannot be written so. Closing the dialog leaves the game as it was: the
replay never touches the window's controller, table or journal.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final, Protocol

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QItemSelection, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from shtoss_desktop.app.replay import (
    PastPlay,
    PastPlaysModel,
    Replay,
    export_play,
    number_text,
    read_archived,
    refusal_text,
)
from shtoss_desktop.app.storage_messages import storage_text
from shtoss_desktop.core.export import Exported
from shtoss_desktop.core.kinds import GameKind
from shtoss_desktop.core.machine import Machine, Record
from shtoss_desktop.storage.problems import StorageProblem
from shtoss_desktop.storage.translation_marks import QT_TRANSLATE_NOOP
from shtoss_desktop.ui.replay_keys import REPLAY_KEYS
from shtoss_desktop.ui.shell.keys import ActionSpec, KeyTable, make_action, retranslate_action
from shtoss_desktop.ui.table.aids_panel import CoachPanel

translate = QCoreApplication.translate


DIALOG_KEYS: Final = KeyTable("Replay", (
    ActionSpec("back", QT_TRANSLATE_NOOP("Replay", "&Back"),
               QT_TRANSLATE_NOOP("Replay", "One step back: the table as the records up to it make it"), ("Left",)),
    ActionSpec("forward", QT_TRANSLATE_NOOP("Replay", "&Forward"),
               QT_TRANSLATE_NOOP("Replay", "One step on: the next move, as it was played"), ("Right",)),
    ActionSpec("first", QT_TRANSLATE_NOOP("Replay", "To the &start"),
               QT_TRANSLATE_NOOP("Replay", "The table before the deal's first move"), ("Home",)),
    ActionSpec("last", QT_TRANSLATE_NOOP("Replay", "To the &end"),
               QT_TRANSLATE_NOOP("Replay", "The table when the deal ended"), ("End",)),
    ActionSpec("export", QT_TRANSLATE_NOOP("Replay", "E&xport for the CLI…"),
               QT_TRANSLATE_NOOP("Replay", "Save the deal as the rules CLI's input, so anyone can check the money"),
               ("Ctrl+E",)),
))
"""The replay window's own keys (its buttons)."""


def replay_history(model: QAbstractItemModel, parent: QWidget) -> QTableView:
    """The history beside a replay's table, on `model` (which follows that table's shown records), kept scrolled to
    its newest row."""
    history = QTableView(parent)
    history.setObjectName("replayHistory")
    history.setModel(model)
    history.verticalHeader().hide()
    history.horizontalHeader().setStretchLastSection(True)
    history.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    history.setMinimumWidth(340)
    model.rowsInserted.connect(lambda *_: history.scrollToBottom())
    return history


def replay_coach_panel(parent: QWidget) -> CoachPanel:
    """The coach's explanations beside a replay's table: always shown, with no advice line (nothing is staked in a
    replay)."""
    panel = CoachPanel(parent)
    panel.setObjectName("replayCoach")
    panel.set_on(True)
    panel.advice.hide()
    return panel


def beside(table: QWidget, aids: Sequence[QWidget], stretches: Sequence[int], parent: QWidget) -> QSplitter:
    """A replay's table with its aids in a column to its right (`stretches`: each aid's share of the column)."""
    column = QSplitter(Qt.Orientation.Vertical, parent)
    for index, (aid, stretch) in enumerate(zip(aids, stretches, strict=True)):
        column.addWidget(aid)
        column.setStretchFactor(index, stretch)
    splitter = QSplitter(Qt.Orientation.Horizontal, parent)
    splitter.addWidget(table)
    splitter.addWidget(column)
    splitter.setStretchFactor(0, 3)
    splitter.setStretchFactor(1, 1)
    return splitter


class ReplayTable(Protocol):
    """A game's table for the replay: a scene and a view of its own over a source that plays nothing."""

    @property
    def widget(self) -> QWidget:
        """The table's view."""

    def show_game(self, play: PastPlay, game: Machine[Any, Any, Any]) -> None:
        """Lay `game` (a step of `play`, rebuilt from its records) out at once."""

    def step_on(self, records: Sequence[Record]) -> None:
        """Show the next step's records as live play shows them."""


class ReplayDialog(QDialog):
    """The past deals (shoes), one replayed on `table` step by step (see the module docstring)."""

    def __init__(self, plays: Sequence[PastPlay], kind: GameKind, archive: Sequence[Path], table: ReplayTable,
                 parent: QWidget | None = None) -> None:
        """List `plays` (this session's, oldest first) at once, then the deals of the archived journals `archive`
        (newest first), one journal each time the event loop comes round, so the window opens at once however
        large the archive."""
        super().__init__(parent)
        self.setObjectName("replayDialog")
        self.table = table
        self.replay: Replay | None = None
        self._kind = kind
        self._archive = list(archive)
        self._left_out: list[StorageProblem] = []
        self._reading = QTimer(self)
        self._reading.setInterval(0)
        self._reading.timeout.connect(self._read_next)
        self.model = PastPlaysModel(plays, self)
        self.list = QTableView(self)
        self.list.setObjectName("replayList")
        self.list.setModel(self.model)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.verticalHeader().hide()
        self.list.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.list.horizontalHeader().setStretchLastSection(True)
        self.list.selectionModel().selectionChanged.connect(self._selected)
        self.step_label = QLabel(self)
        self.step_label.setObjectName("replayStep")
        self.note = QLabel(self)
        self.note.setObjectName("replayNote")
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.actions_by_name: dict[str, QAction] = {}
        self.buttons: dict[str, QPushButton] = {}
        slots = {"back": self.back, "forward": self.forward, "first": self.first, "last": self.last,
                 "export": self.export}
        row = QHBoxLayout()
        row.addWidget(self.step_label, 1)
        for spec in DIALOG_KEYS.rows:
            action = make_action(DIALOG_KEYS, spec, parent=self)
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slots[spec.name])
            self.addAction(action)
            self.actions_by_name[spec.name] = action
            button = QPushButton(self)
            button.setObjectName(f"replay_{spec.name}")
            button.clicked.connect(action.trigger)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.buttons[spec.name] = button
            row.addWidget(button)
        close = QPushButton(self)
        close.setObjectName("replay_close")
        close.clicked.connect(self.accept)
        self.close_button = close
        row.addWidget(close)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(self.list)
        splitter.addWidget(table.widget)
        splitter.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.note)
        layout.addLayout(row)
        self.resize(1000, 760)
        self.retranslate()
        if self.model.rowCount():
            self.list.selectRow(0)
        self.list.setFocus()
        if self._archive:
            self._reading.start()

    def archive_read(self) -> bool:
        """Whether every archived journal has been read (its deals listed, or its problem said)."""
        return not self._archive

    def _read_next(self) -> None:
        found = read_archived(self._kind, self._archive.pop(0))
        if isinstance(found, list):
            self.model.add_older(found)
            if self.replay is None and self.model.rowCount():
                self.list.selectRow(0)
        else:
            self._left_out.append(found)
            self.note.setText(self.left_out_text())
        if not self._archive:
            self._reading.stop()
        self._show_step()

    # ----- words -----

    def retranslate(self) -> None:
        """Write every text again in the language installed."""
        self.setWindowTitle(translate("Replay", "Replay a past deal"))
        for name, action in self.actions_by_name.items():
            retranslate_action(DIALOG_KEYS, DIALOG_KEYS.row(name), action)
            button = self.buttons[name]
            button.setText(action.text())
            button.setToolTip(action.toolTip())
        self.close_button.setText(translate("Replay", "Close"))
        self._show_step()
        if self._left_out:
            self.note.setText(self.left_out_text())

    def left_out_text(self) -> str:
        """What the list leaves out: the archived journals that do not replay clean, each one's problem."""
        lines = [translate("Replay", "Archived journals not listed (they do not replay clean through the rules):")]
        lines += [storage_text(problem) for problem in self._left_out]
        return "\n".join(lines)

    def _show_step(self) -> None:
        replay = self.replay
        if replay is None:
            text = (translate("Replay", "No deal has ended yet: nothing to replay.")
                    if not self.model.rowCount() and not self._archive else "")
        else:
            text = translate("Replay", "{which}: step {step} of {last}").format(
                which=number_text(replay.play), step=replay.step, last=replay.last)
        self.step_label.setText(text)
        for name, enabled in (("back", replay is not None and not replay.at_start),
                              ("first", replay is not None and not replay.at_start),
                              ("forward", replay is not None and not replay.at_end),
                              ("last", replay is not None and not replay.at_end),
                              ("export", replay is not None)):
            self.actions_by_name[name].setEnabled(enabled)
            self.buttons[name].setEnabled(enabled)

    # ----- the replay -----

    def _selected(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        rows = selected.indexes()
        if rows:
            self.choose(rows[0].row())

    def choose(self, row: int) -> None:
        """Replay the deal of `row` from its start."""
        self.replay = Replay(self.model.play(row))
        self.note.clear()
        self._show_table()

    def _show_table(self) -> None:
        assert self.replay is not None
        self.table.show_game(self.replay.play, self.replay.game())
        self._show_step()

    def forward(self) -> None:
        """One step on: the next move's records, shown as they were played."""
        if self.replay is None or self.replay.at_end:
            return
        self.table.step_on(self.replay.forward())
        self._show_step()

    def back(self) -> None:
        """One step back: the table rebuilt from the core's records up to it."""
        if self.replay is not None and self.replay.back():
            self._show_table()

    def first(self) -> None:
        """To the table before the deal's first move."""
        if self.replay is not None:
            self.replay.go(0)
            self._show_table()

    def last(self) -> None:
        """To the table when the deal ended."""
        if self.replay is not None:
            self.replay.go(self.replay.last)
            self._show_table()

    def export(self) -> None:
        """Save the deal as the CLI's input where it can be written so; else say why."""
        if self.replay is None:
            return
        found = export_play(self.replay.play)
        if not isinstance(found, Exported):
            self.note.setText(refusal_text(found))
            return
        name = f"{found.command}-{self.replay.play.span.number}.json"
        path, _ = QFileDialog.getSaveFileName(self, translate("Replay", "Export for the CLI"), name,
                                              translate("Replay", "JSON (*.json)"))
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> str:
        """Write the deal's CLI input to `path` (or say why it cannot be written); the words said."""
        assert self.replay is not None
        found = export_play(self.replay.play)
        if not isinstance(found, Exported):
            text = refusal_text(found)
        else:
            try:
                path.write_text(found.text(), encoding="utf-8")
            except OSError as error:
                text = translate("Replay", "{path} could not be written: {reason}").format(
                    path=path, reason=error.strerror or str(error))
            else:
                text = translate("Replay", "Saved as {path}: python -m shtoss_desktop.core {command} < {name}").format(
                    path=path, command=found.command, name=path.name)
        self.note.setText(text)
        return text


__all__ = ["DIALOG_KEYS", "REPLAY_KEYS", "ReplayDialog", "ReplayTable", "beside", "replay_coach_panel",
           "replay_history"]
