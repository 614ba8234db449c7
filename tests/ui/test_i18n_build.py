"""Compiling the translations (ui/i18n_build.py): each source gets its .qm, a .qm newer than its source is left
alone, an edited source is compiled again, a broken source stops the build."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from shtoss_desktop.ui import i18n_build

SOURCE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Deal again</source>
        <translation>{translation}</translation>
    </message>
</context>
</TS>
"""


def _source(folder: Path, name: str, translation: str) -> Path:
    path = folder / name
    path.write_text(SOURCE.format(translation=translation), encoding="utf-8")
    return path


def _translated(qm: Path) -> str:
    translator = QTranslator()
    assert translator.load(str(qm))
    return translator.translate("Menus", "&Deal again")


def test_every_source_is_compiled_beside_it(tmp_path: Path) -> None:
    _source(tmp_path, "table_ru.ts", "Сдать снова")
    _source(tmp_path, "shell_ru.ts", "Ещё раз")
    built = i18n_build.build(tmp_path)
    assert built == [tmp_path / "shell_ru.qm", tmp_path / "table_ru.qm"]
    assert _translated(tmp_path / "table_ru.qm") == "Сдать снова"
    assert _translated(tmp_path / "shell_ru.qm") == "Ещё раз"


def test_an_up_to_date_translation_is_left_alone_and_an_edited_one_compiled_again(tmp_path: Path) -> None:
    source = _source(tmp_path, "table_ru.ts", "Сдать снова")
    (qm,) = i18n_build.build(tmp_path)
    os.utime(qm, (source.stat().st_mtime + 10, source.stat().st_mtime + 10))
    before = qm.stat().st_mtime_ns
    assert i18n_build.build(tmp_path) == [qm]
    assert qm.stat().st_mtime_ns == before, "compiled again though nothing changed"
    _source(tmp_path, "table_ru.ts", "Новая сдача")
    os.utime(source, (qm.stat().st_mtime + 10, qm.stat().st_mtime + 10))
    i18n_build.build(tmp_path)
    assert _translated(qm) == "Новая сдача"


def test_a_broken_source_stops_the_build(tmp_path: Path) -> None:
    (tmp_path / "table_ru.ts").write_text("<TS><context>", encoding="utf-8")
    with pytest.raises(subprocess.CalledProcessError):
        i18n_build.build(tmp_path)


def test_the_game_s_own_translations_are_all_compiled() -> None:
    built = i18n_build.build()
    sources = sorted(i18n_build.resource_path("translations").glob("*.ts"))
    assert built == [source.with_suffix(".qm") for source in sources]
    assert all(qm.is_file() and qm.stat().st_mtime >= source.stat().st_mtime for qm, source in zip(
        built, sources, strict=True))
    assert i18n_build.main() == 0
