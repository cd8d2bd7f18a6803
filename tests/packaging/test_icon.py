"""The committed app icon files are well-formed: what PyInstaller and the OS will read."""

from __future__ import annotations

import struct

from tests.packaging.conftest import ROOT

PNG = b"\x89PNG\r\n\x1a\n"
HERE = ROOT / "build_scripts"


def _png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG)
    return struct.unpack(">II", data[16:24])  # IHDR width, height


def test_png_icon_is_256_square():
    assert _png_size((HERE / "icon.png").read_bytes()) == (256, 256)


def test_ico_holds_png_images_of_the_sizes_it_claims():
    data = (HERE / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        side = w or 256
        assert (w, planes, bits) == (h, 1, 32)
        assert _png_size(data[offset:offset + length]) == (side, side)
        sizes.append(side)
    assert 16 in sizes and 32 in sizes and 256 in sizes


def test_icns_elements_are_pngs_and_lengths_add_up():
    data = (HERE / "icon.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    pos, kinds = 8, {}
    while pos < len(data):
        kind, length = data[pos:pos + 4], struct.unpack(">I", data[pos + 4:pos + 8])[0]
        kinds[kind] = _png_size(data[pos + 8:pos + length])
        pos += length
    assert pos == len(data)
    assert kinds[b"ic07"] == (128, 128) and kinds[b"ic10"] == (1024, 1024)
