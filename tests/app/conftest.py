"""Fixtures for the app tests: a controller (the Russian translations are the shared `russian` fixture)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from shtoss_desktop.app.shtoss.controller import GameController


@pytest.fixture
def controller(qapp: QCoreApplication) -> Iterator[GameController]:
    """A controller with no session yet."""
    controller = GameController()
    yield controller
    controller.deleteLater()

