"""The table's period face: shipped with its licence, loaded when first asked for, complete in Cyrillic, and
replaced by an installed serif when its files are missing or unreadable."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFontDatabase, QFontInfo, QFontMetricsF

from shtoss_desktop.ui.table import fonts
from shtoss_desktop.ui.table.fonts import (
    FONT_FILES,
    TABLE_FAMILY,
    fonts_folder,
    load_table_family,
    table_family,
    table_font,
)


def test_the_face_ships_with_its_licence() -> None:
    for name in FONT_FILES:
        assert (fonts_folder() / name).stat().st_size > 100_000, name
    licence = (fonts_folder() / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    assert "Alexey Kryukov" in licence


def test_the_table_font_is_old_standard_in_upright_and_bold(qapp: object) -> None:
    assert table_family() == TABLE_FAMILY
    regular, bold = table_font(18), table_font(18, bold=True)
    assert QFontInfo(regular).family() == TABLE_FAMILY
    assert QFontInfo(bold).family() == TABLE_FAMILY
    assert (QFontInfo(regular).bold(), QFontInfo(bold).bold()) == (False, True)
    assert regular.pixelSize() == 18
    assert table_font(0.2).pixelSize() == 1


@pytest.mark.parametrize("bold", [False, True])
def test_the_face_covers_the_russian_of_the_table(qapp: object, bold: bool) -> None:
    assert QFontDatabase.WritingSystem.Cyrillic in QFontDatabase.writingSystems(table_family())
    metrics = QFontMetricsF(table_font(20, bold=bold))
    for text in ("Дама", "Туз пик", "Банк 792", "направо — банкомёту / налево — понтёрам", "Атанде! Ёж, щи, ъ"):
        for letter in text:
            assert metrics.inFontUcs4(ord(letter)), (text, letter)


def test_the_face_is_loaded_only_when_the_table_first_asks(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fonts, "_family", None)
    calls: list[Path] = []
    real = fonts.load_table_family

    def counting(folder: Path) -> str:
        calls.append(folder)
        return real(folder)

    monkeypatch.setattr(fonts, "load_table_family", counting)
    assert calls == []
    table_font(12)
    table_font(30, bold=True)
    assert calls == [fonts_folder()]


def test_missing_files_give_an_installed_serif(qapp: object, tmp_path: Path) -> None:
    family = load_table_family(tmp_path / "no fonts here")
    assert family in QFontDatabase.families()
    assert QFontDatabase.WritingSystem.Cyrillic in QFontDatabase.writingSystems(family)


def test_unreadable_files_give_an_installed_serif(qapp: object, tmp_path: Path) -> None:
    for name in FONT_FILES:
        (tmp_path / name).write_bytes(b"not a font at all" * 10)
    family = load_table_family(tmp_path)
    assert family in QFontDatabase.families()
