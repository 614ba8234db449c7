"""Render the application icon from its vector source into PNGs, a Windows .ico and a macOS .icns.

    python packaging/make_icons.py            (re)writes resources/icons/png/, shtoss-desktop.ico, .icns

The ICO and ICNS containers are written here with PNG payloads; rendering uses QSvgRenderer offscreen, so the
script runs without a display. Run it after editing resources/icons/shtoss-desktop.svg and commit the results.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SOURCE = ICONS / "shtoss-desktop.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The PNG sizes written to resources/icons/png/ (the hicolor theme sizes the installers use)."""

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""Sizes in the .ico; 256 is the largest an ICO directory entry can describe."""

ICNS_TYPES = (
    ("icp4", 16),
    ("icp5", 32),
    ("ic11", 32),  # 16 pt at 2x
    ("icp6", 64),
    ("ic12", 64),  # 32 pt at 2x
    ("ic07", 128),
    ("ic13", 256),  # 128 pt at 2x
    ("ic08", 256),
    ("ic14", 512),  # 256 pt at 2x
    ("ic09", 512),
    ("ic10", 1024),  # 512 pt at 2x
)
"""(ICNS element type, pixel size) for every PNG element in the .icns."""


def png_path(size: int) -> Path:
    """Where the PNG of one size lives in the repository."""
    return ICONS / "png" / f"shtoss-desktop-{size}.png"


def render_png(svg: Path, size: int) -> bytes:
    """The icon drawn at `size` x `size` pixels, as PNG bytes (a Qt GUI application must exist)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG image")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows ICO container holding one PNG image per size (sizes 1..256)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, image count
    offset = len(header) + 16 * len(sizes)
    entries = b""
    payload = b""
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"an ICO image is 1 to 256 pixels wide, not {size}")
        data = pngs[size]
        dimension = 0 if size == 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", dimension, dimension, 0, 0, 1, 32, len(data), offset + len(payload))
        payload += data
    return header + entries + payload


def icns_bytes(elements: list[tuple[str, bytes]]) -> bytes:
    """A macOS ICNS container of (four-character type, PNG bytes) elements."""
    body = b""
    for kind, data in elements:
        code = kind.encode("ascii")
        if len(code) != 4:
            raise ValueError(f"an ICNS element type has four characters, not {kind!r}")
        body += code + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    """Write every PNG size, the .ico and the .icns from the SVG source."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {size for _kind, size in ICNS_TYPES})
    rendered = {size: render_png(SOURCE, size) for size in sizes}
    png_path(PNG_SIZES[0]).parent.mkdir(parents=True, exist_ok=True)
    for size in PNG_SIZES:
        png_path(size).write_bytes(rendered[size])
    (ICONS / "shtoss-desktop.ico").write_bytes(ico_bytes({size: rendered[size] for size in ICO_SIZES}))
    (ICONS / "shtoss-desktop.icns").write_bytes(icns_bytes([(kind, rendered[size]) for kind, size in ICNS_TYPES]))
    del app
    print(f"wrote {len(PNG_SIZES)} PNGs, shtoss-desktop.ico and shtoss-desktop.icns in {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
