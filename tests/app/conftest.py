"""Fixtures for the app tests: a controller, the Russian translation of the app layer."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from shtoss_desktop.app.controller import GameController
from shtoss_desktop.resources import resource_path
from shtoss_desktop.ui.i18n_build import build


@pytest.fixture
def controller(qapp: QCoreApplication) -> Iterator[GameController]:
    """A controller with no session yet."""
    controller = GameController()
    yield controller
    controller.deleteLater()


@pytest.fixture
def russian(qapp: QCoreApplication) -> Iterator[None]:
    """The Russian translations of the app layer installed for one test."""
    build()
    translators = []
    for name in ("narration_ru.qm", "models_ru.qm"):
        translator = QTranslator()
        assert translator.load(str(resource_path("translations", name)))
        QCoreApplication.installTranslator(translator)
        translators.append(translator)
    yield
    for translator in translators:
        QCoreApplication.removeTranslator(translator)
