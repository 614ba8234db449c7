"""The table's period face: Old Standard TT, a revival of the serif of 19th-century Russian books, complete in
Cyrillic, for the table's headings and numbers.

The font files ship in `resources/fonts` (Alexey Kryukov's Old Standard TT 2.2, as Debian's fonts-oldstandard
packages it; SIL Open Font License 1.1, `OFL.txt` beside them). They are added to Qt's font database the first
time the table asks for the face, not at start: nothing before the first frame waits for them. If the files are
missing or Qt cannot read them, an installed serif stands in (Old Standard TT itself if the system has it, then
DejaVu Serif, Liberation Serif, ...), so the table always has a face.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PySide6.QtGui import QFont, QFontDatabase

from shtoss_desktop.resources import resource_path

TABLE_FAMILY: Final = "Old Standard TT"
"""The family name of the period face the game ships."""

FONT_FILES: Final = ("OldStandard-Regular.ttf", "OldStandard-Bold.ttf")
"""The files of the face in `resources/fonts`: the upright and the bold."""

_FALLBACK_SERIFS: Final = (TABLE_FAMILY, "DejaVu Serif", "Liberation Serif", "Noto Serif", "PT Serif", "Georgia",
                           "Times New Roman")

_family: str | None = None


def fonts_folder() -> Path:
    """Where the game's own font files are."""
    return resource_path("fonts")


def fallback_serif() -> str:
    """An installed serif family, asked for by its exact name so Qt never searches aliases; the system's
    general font if there is none."""
    installed = set(QFontDatabase.families())
    for family in _FALLBACK_SERIFS:
        if family in installed:
            return family
    return QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).family()


def load_table_family(folder: Path) -> str:
    """Add the period face's files in `folder` to Qt's font database; its family name, or a fallback serif if
    the files are missing or unreadable."""
    loaded: set[str] = set()
    for name in FONT_FILES:
        path = folder / name
        if not path.is_file():
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            loaded.update(QFontDatabase.applicationFontFamilies(font_id))
    return TABLE_FAMILY if TABLE_FAMILY in loaded else fallback_serif()


def table_family() -> str:
    """The family of the table's headings and numbers, loaded the first time it is asked for."""
    global _family
    if _family is None:
        _family = load_table_family(fonts_folder())
    return _family


def table_font(pixel_size: float, bold: bool = False) -> QFont:
    """The period face at `pixel_size` pixels (at least 1), bold if asked."""
    font = QFont(table_family())
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setPixelSize(max(1, round(pixel_size)))
    if bold:
        font.setWeight(QFont.Weight.Bold)
    return font
