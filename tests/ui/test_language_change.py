"""A language chosen in the Settings menu is spoken at once, everywhere: the title, the menus, the actions, the
side views, the prompt, the table, the rules window; and it is remembered for the next start."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QApplication, QTableView

from shtoss_desktop.core.seats import Role
from shtoss_desktop.ui.i18n_build import lrelease_command
from shtoss_desktop.ui.shell import i18n
from shtoss_desktop.ui.shell.i18n import switch_language
from shtoss_desktop.ui.shtoss.window import MainWindow
from tests.ui.table_helpers import config, make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"


@pytest.fixture
def fresh_translations(qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The game finds its translations compiled from the sources (as its build does), and speaks English again
    after the test."""
    folder = tmp_path / "translations"
    folder.mkdir()
    for source in sorted(TRANSLATIONS.glob("*_ru.ts")):
        compiled = folder / source.with_suffix(".qm").name
        subprocess.run([*lrelease_command(), "-silent", str(source), "-qm", str(compiled)], check=True)
    monkeypatch.setattr(i18n, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    yield
    switch_language(qapp, "en")
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def russian_now(window: MainWindow) -> None:
    window.findChild(type(window.actions_by_name["quit"]), "language_ru").trigger()
    QCoreApplication.processEvents()


def test_the_whole_window_speaks_the_new_language_at_once(qtbot, tmp_path: Path, fresh_translations: None) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    window.show_side_views(True)
    assert window.windowTitle() == "Shtoss — you punt"
    prompt_before = window.panel.prompt.text()

    russian_now(window)

    assert window.settings.language() == "ru"  # remembered for the next start
    assert window.windowTitle() == "Штосс — вы понтируете"
    assert [a.text() for a in window.menuBar().actions()] == ["&Игра", "&Настройки", "&Вид", "&Справка"]
    assert window.actions_by_name["cut"].text() == "&Снять наугад"
    assert "Снять колоду" in window.actions_by_name["cut"].toolTip()
    assert window.actions_by_name["side_views"].text() == "&Боковые панели"
    assert window.docks["players"].windowTitle() == "Игроки"
    assert window.docks["history"].windowTitle() == "История"
    players = window.docks["players"].findChild(QTableView)
    assert players is not None
    assert players.model().headerData(0, Qt.Orientation.Horizontal) == "Игрок"
    assert players.horizontalHeader().model().headerData(0, Qt.Orientation.Horizontal) == "Игрок"
    assert window.panel.prompt.text() != prompt_before
    assert window.shortcut_lines()[0][0] == "Новая игра…"


def test_an_open_rules_window_turns_to_the_new_language(qtbot, tmp_path: Path, fresh_translations: None) -> None:
    window = make_window(qtbot, tmp_path)
    window.show_rules()
    help_window = window._help_window
    assert help_window is not None
    assert help_window.language == "en"
    russian_now(window)
    assert help_window.language == "ru"
    assert help_window.windowTitle() == "Правила штосса"
    assert help_window.browser.source().fileName() == "rules_ru.html"
    help_window.close()


def test_back_to_english_and_the_banker_s_title(qtbot, tmp_path: Path, fresh_translations: None) -> None:
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.BANKER))
    russian_now(window)
    assert window.windowTitle() == "Штосс — вы держите банк"
    window.findChild(type(window.actions_by_name["quit"]), "language_en").trigger()
    QCoreApplication.processEvents()
    assert window.settings.language() == "en"
    assert window.windowTitle() == "Shtoss — you hold the bank"
    assert window.menuBar().actions()[0].text() == "&Game"
    assert window.findChild(type(window.actions_by_name["quit"]), "language_en").isChecked()


def test_the_table_s_line_is_rewritten_in_the_new_language_at_once(qtbot, tmp_path: Path, fresh_translations) -> None:
    from shtoss_desktop.app.shtoss.narration import narrate
    from shtoss_desktop.core.shtoss.deal import Game

    window = make_window(qtbot, tmp_path)
    window.start(config(Role.PUNTER))
    window.controller.run_computer()
    log = window.controller.game.log
    last = next(i for i in range(len(log) - 1, -1, -1) if narrate(log[i], "You", "Chekalinsky"))
    banker = Game.replay(window.controller.config.rules, log[: last + 1]).banker
    english = window.scene.status_item.text
    assert english == narrate(log[last], "You", banker)

    russian_now(window)

    russian = narrate(log[last], "You", banker)
    assert russian != english
    assert window.scene.status_item.text == russian
    assert window.statusBar().currentMessage() == russian


def test_the_russian_indices_toggle_applies_to_the_russian_interface(qtbot, tmp_path: Path, fresh_translations) -> None:
    window = make_window(qtbot, tmp_path)
    toggle = window.actions_by_name["russian_indices"]
    window.settings.set("card_indices", "russian")
    window.retranslate_ui()
    assert not toggle.isEnabled()
    assert not toggle.isChecked(), "the English interface shows Latin indices whatever the setting"
    assert "Applies to the Russian interface" in toggle.toolTip()

    russian_now(window)
    assert toggle.isEnabled()
    assert toggle.isChecked()
    toggle.trigger()  # the player turns them off in Russian: remembered
    assert window.settings.card_indices().value == "latin"

    window.findChild(type(window.actions_by_name["quit"]), "language_en").trigger()
    QCoreApplication.processEvents()
    assert not toggle.isEnabled()
    assert not toggle.isChecked()


def test_the_odds_ranks_follow_the_language_and_the_indices(qtbot, tmp_path: Path, fresh_translations) -> None:
    from shtoss_desktop.app.shtoss.models import OddsColumn, OddsRole
    from shtoss_desktop.core.cards import Rank

    window = make_window(qtbot, tmp_path)
    window.settings.set("card_indices", "russian")
    window.start(config(Role.PUNTER))
    window.show_side_views(True)
    odds = window.docks["odds"].findChild(QTableView)
    assert odds is not None
    model = odds.model()
    queens = next(row for row in range(model.rowCount()) if model.index(row, 0).data(OddsRole.RANK) is Rank.QUEEN)
    queen = model.index(queens, OddsColumn.RANK)
    assert (queen.data(), queen.data(Qt.ItemDataRole.ToolTipRole)) == ("Q", "Queen")
    assert model.headerData(OddsColumn.RANK, Qt.Orientation.Horizontal) == "Rank"

    with qtbot.waitSignal(model.layoutChanged, timeout=1000):
        russian_now(window)
    assert (queen.data(), queen.data(Qt.ItemDataRole.ToolTipRole)) == ("Д", "Дама")
    assert model.headerData(OddsColumn.RANK, Qt.Orientation.Horizontal) == "Карта"
    assert model.headerData(OddsColumn.EV, Qt.Orientation.Horizontal) == "Ср. на куш"
    with qtbot.waitSignal(model.layoutChanged, timeout=1000):  # the view is told: its rank column fits again
        window.actions_by_name["russian_indices"].trigger()
    assert (queen.data(), queen.data(Qt.ItemDataRole.ToolTipRole)) == ("Q", "Дама")


def test_the_banker_is_told_in_russian_which_rule_would_let_him_refuse(
    qtbot, tmp_path: Path, fresh_translations
) -> None:
    from shtoss_desktop.app.shtoss.controller import Waiting
    from shtoss_desktop.ui.shtoss import recap
    window = make_window(qtbot, tmp_path)
    window.start(config(Role.BANKER))
    window.controller.run_computer()
    assert window.controller.waiting_for() is Waiting.HUMAN_DEAL
    russian_now(window)
    for name in ("accept", "refuse"):
        tip = window.actions_by_name[name].toolTip()
        assert "Правила дома → Деньги → «Отказ в ставке»" in tip, tip
    assert "Правила дома → Деньги → «Отказ в ставке»" in window.panel.prompt.text()
    deal = recap.DealRecap(
        deal_number=3, talia=False, banker="You", nets=(), bank=0, bank_broken=False, session_over=False
    )
    assert recap.recap_prompt(deal) == "Метка 3 окончена: пробел или Enter — следующая метка."


def test_new_game_offers_the_default_name_in_the_language_of_the_moment(
    qtbot, tmp_path: Path, fresh_translations
) -> None:
    from shtoss_desktop.core.shtoss.rules import HouseRules
    from shtoss_desktop.ui.dialogs.new_game import NewGameDialog

    window = make_window(qtbot, tmp_path)
    russian_now(window)
    for stored, shown in (("You", "Вы"), ("Вы", "Вы"), ("", "Вы"), ("Germann", "Germann")):
        dialog = NewGameDialog(HouseRules(), human_name=stored, parent=window)
        assert dialog.name_edit.text() == shown
        dialog.deleteLater()
    window.findChild(type(window.actions_by_name["quit"]), "language_en").trigger()
    QCoreApplication.processEvents()
    dialog = NewGameDialog(HouseRules(), human_name="Вы", parent=window)
    assert dialog.name_edit.text() == "You"
