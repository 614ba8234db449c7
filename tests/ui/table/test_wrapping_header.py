"""A table's header whose titles wrap (`ui/table/wrapping_header.py`): a long title goes onto two lines, its
section no wider than that needs and never narrower than its widest word; a short one keeps one line; no model or
an empty title leaves Qt's own size."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QStandardItemModel
from PySide6.QtWidgets import QHeaderView, QTableView
from pytestqt.qtbot import QtBot

from shtoss_desktop.ui.table.wrapping_header import HEADER_LINES, LEAST_SECTION, WrappingHeader

TITLES = ["Copies left in the banker's deck", "Odds", "", "Bets decided"]


def _view(qtbot: QtBot) -> tuple[QTableView, WrappingHeader]:
    model = QStandardItemModel(3, len(TITLES))
    model.setHorizontalHeaderLabels(TITLES)
    view = QTableView()
    qtbot.addWidget(view)
    header = WrappingHeader(view)
    view.setHorizontalHeader(header)
    view.setModel(model)
    return view, header


def _lines(metrics: QFontMetrics, width: int, text: str) -> int:
    height = metrics.boundingRect(QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), text).height()
    return round(height / metrics.lineSpacing())


def test_a_long_title_wraps_onto_two_lines_no_wider_than_it_needs(qtbot: QtBot) -> None:
    view, header = _view(qtbot)
    metrics = QFontMetrics(header.font())
    title = TITLES[0]
    plain = QHeaderView(Qt.Orientation.Horizontal)
    plain.setModel(view.model())
    padding = plain.sectionSizeFromContents(0).width() - metrics.horizontalAdvance(title)
    size = header.sectionSizeFromContents(0)
    text_width = size.width() - padding
    assert text_width < metrics.horizontalAdvance(title), "narrower than the title on one line"
    assert text_width >= max(metrics.horizontalAdvance(word) for word in title.split()), "every word whole"
    assert _lines(metrics, text_width, title) <= HEADER_LINES
    assert _lines(metrics, text_width - 1, title) > HEADER_LINES, "one pixel narrower would need a third line"
    assert size.height() >= metrics.lineSpacing() * HEADER_LINES
    assert size.height() > plain.sectionSizeFromContents(0).height(), "tall enough for two lines"


def test_a_title_of_two_words_is_as_wide_as_its_widest_word(qtbot: QtBot) -> None:
    view, header = _view(qtbot)
    metrics = QFontMetrics(header.font())
    plain = QHeaderView(Qt.Orientation.Horizontal)
    plain.setModel(view.model())
    title = TITLES[3]
    padding = plain.sectionSizeFromContents(3).width() - metrics.horizontalAdvance(title)
    widest = max(metrics.horizontalAdvance(word) for word in title.split())
    assert header.sectionSizeFromContents(3).width() == widest + padding


def test_a_one_word_title_keeps_its_width(qtbot: QtBot) -> None:
    view, header = _view(qtbot)
    plain = QHeaderView(Qt.Orientation.Horizontal)
    plain.setModel(view.model())
    assert header.sectionSizeFromContents(1).width() == plain.sectionSizeFromContents(1).width()


def test_an_empty_title_or_no_model_is_left_to_qt(qtbot: QtBot) -> None:
    view, header = _view(qtbot)
    plain = QHeaderView(Qt.Orientation.Horizontal)
    plain.setModel(view.model())
    assert header.sectionSizeFromContents(2) == plain.sectionSizeFromContents(2)
    alone = WrappingHeader()
    assert alone.model() is None or alone.model().columnCount() == 0
    assert alone.minimumSectionSize() == LEAST_SECTION
    assert alone.defaultSectionSize() == LEAST_SECTION
    assert alone.defaultAlignment() & Qt.TextFlag.TextWordWrap


def test_the_columns_resized_to_their_titles_are_narrow(qtbot: QtBot) -> None:
    view, header = _view(qtbot)
    view.show()
    qtbot.waitExposed(view)
    view.resizeColumnsToContents()
    metrics = QFontMetrics(header.font())
    qtbot.waitUntil(lambda: header.sectionSize(0) < metrics.horizontalAdvance(TITLES[0]))
    assert header.height() >= metrics.lineSpacing() * HEADER_LINES
