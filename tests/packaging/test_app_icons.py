"""The application icon: a PNG at every size, and .ico and .icns containers that parse back."""

from __future__ import annotations

import struct

import pytest

from tests.packaging.packaging_helpers import ICON_SIZES, ROOT

ICONS = ROOT / "resources" / "icons"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
ICNS_SIZES = {
    "icp4": 16,
    "icp5": 32,
    "icp6": 64,
    "ic07": 128,
    "ic08": 256,
    "ic09": 512,
    "ic10": 1024,
    "ic11": 32,
    "ic12": 64,
    "ic13": 256,
    "ic14": 512,
}


def png_size(data: bytes) -> tuple[int, int]:
    """(width, height) from a PNG's header chunk."""
    assert data.startswith(PNG_SIGNATURE), "not a PNG"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_vector_source_exists() -> None:
    svg = (ICONS / "shtoss-desktop.svg").read_text(encoding="utf-8")
    assert "<svg" in svg
    assert 'viewBox="0 0 256 256"' in svg


@pytest.mark.parametrize("size", ICON_SIZES)
def test_png_at_each_size(size: int) -> None:
    data = (ICONS / "png" / f"shtoss-desktop-{size}.png").read_bytes()
    assert png_size(data) == (size, size)
    assert data[25] == 6, "the icon PNGs are RGBA (colour type 6), so the disk's corners stay transparent"


def test_ico_parses_back() -> None:
    data = (ICONS / "shtoss-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        width, height, colours, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        payload = data[offset : offset + length]
        assert len(payload) == length
        expected = width or 256
        assert (width, height, colours, planes, bits) == (width, height, 0, 1, 32)
        assert png_size(payload) == (expected, height or 256)
        sizes.append(expected)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_icns_parses_back() -> None:
    data = (ICONS / "shtoss-desktop.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    offset = 8
    found = {}
    while offset < len(data):
        kind = data[offset : offset + 4].decode("ascii")
        (length,) = struct.unpack(">I", data[offset + 4 : offset + 8])
        assert length > 8
        found[kind] = png_size(data[offset + 8 : offset + length])
        offset += length
    assert offset == len(data)
    assert found == {kind: (size, size) for kind, size in ICNS_SIZES.items()}
