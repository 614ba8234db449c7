"""Game ▸ Game info: the current game's seed and journal, so that a deal can be played again.

The seed is the session's (`--seed` on the command line, or the New game dialog's); a game without one was shuffled
by the system and cannot be dealt again. The text can be selected and copied.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from shtoss_desktop.app.session import GameSession
from shtoss_desktop.core.kinds import GameKind


class GameInfo(QDialog):
    """What the current game is: its game, its start, its seed and its journal."""

    def __init__(self, session: GameSession[Any, Any, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameInfo")
        self.setWindowTitle(self.tr("Game info"))
        header = session.header
        journal = session.journal
        self.facts: dict[str, str] = {}
        """Each line shown, by its label (translated)."""
        if header is None:
            self.facts[self.tr("Game")] = self.tr("No game is being played.")
        else:
            game = self.tr("Shtoss") if session.kind.kind is GameKind.SHTOSS else self.tr("Casino stos")
            self.facts[self.tr("Game")] = game
            self.facts[self.tr("Started")] = header.started.astimezone().strftime("%Y-%m-%d %H:%M:%S")
            self.facts[self.tr("Seed")] = (
                str(header.seed) if header.seed is not None
                else self.tr("none: the system shuffled, so this game cannot be dealt again"))
            if header.seed is not None:
                self.facts[self.tr("To play it again")] = self.tr(
                    "start the game with --game {game} --seed {seed}").format(game=session.kind.kind.value,
                                                                           seed=header.seed)
        if journal is not None and journal.is_open:
            self.facts[self.tr("Journal")] = str(journal.path)
        else:
            self.facts[self.tr("Journal")] = self.tr("not kept")
        form = QFormLayout()
        for label, value in self.facts.items():
            shown = QLabel(value, self)
            shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                          | Qt.TextInteractionFlag.TextSelectableByKeyboard)
            shown.setWordWrap(True)
            form.addRow(label, shown)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)


__all__ = ["GameInfo"]
