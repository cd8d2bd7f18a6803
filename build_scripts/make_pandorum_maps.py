"""Generate Pandorum's seven board parts (Tiled hexagonal maps) and their terrain tileset.

Run from the repository root::

    python build_scripts/make_pandorum_maps.py

Writes ``maps/pandorum/part-*.tmx``, ``maps/pandorum/terrain.tsx`` and one hexagonal PNG
per terrain in ``maps/pandorum/tiles/`` (drawn with zlib + struct, no pygame), so the
parts look right when opened in Tiled. Terrain ids and colours come from
``assets/data/pandorum/terrain.toml``. Each part is a hexagon of radius 2 (19 hexes); the
layouts below list its hexes centre first, then ring 1 and ring 2 in
``game.boards.hex.spiral`` order. Edit a part in Tiled afterwards if you like: the game
reads only the .tmx files.
"""

from __future__ import annotations

import math
import struct
import sys
import tomllib
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.boards.hex import HexLayout, axial_to_offset, spiral  # noqa: E402

OUT = ROOT / "maps" / "pandorum"
TERRAIN_FILE = ROOT / "assets" / "data" / "pandorum" / "terrain.toml"

TILE_W, TILE_H, SIDE = 56, 64, 32
RADIUS = 2
LETTERS = {"R": "rock", "S": "sand", "I": "ice", "C": "crystal", "J": "jungle",
           "L": "lava", "P": "pad"}

#: part file stem -> (title, 19 letters: centre | ring 1 (6) | ring 2 (12))
PARTS: dict[str, tuple[str, str]] = {
    "part-center": ("Landing zone", "P" "RSICJS" "RLSIJCRIJLCS"),
    "part-a": ("Crater rim", "C" "LLRSIJ" "RSCIJLSRCIJS"),
    "part-b": ("Frozen shelf", "I" "RSCJLS" "ICLLRSJICRSI"),
    "part-c": ("Caldera", "L" "RSICJS" "JIRCSLICJRSI"),
    "part-d": ("Dune sea", "S" "ICRLJR" "SILCJRISCLJR"),
    "part-e": ("Spore basin", "J" "SRICSL" "CRSILJRCSIJR"),
    "part-f": ("Rift valley", "R" "CJSILI" "LSCJRISRLCIJ"),
}


# ------------------------------------------------------------------------------- PNG


def _png(width: int, height: int, pixels: list[list[tuple[int, int, int, int]]]) -> bytes:
    """A minimal RGBA PNG (colour type 6, no filtering)."""
    raw = b"".join(b"\x00" + b"".join(bytes(p) for p in row) for row in pixels)

    def chunk(tag: bytes, data: bytes) -> bytes:
        body = tag + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def _inside(poly: list[tuple[float, float]], x: float, y: float) -> bool:
    hit = False
    j = len(poly) - 1
    for i, (xi, yi) in enumerate(poly):
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            hit = not hit
        j = i
    return hit


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    h = hex_colour.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


def _shade(rgb: tuple[int, int, int], factor: float) -> tuple[int, int, int, int]:
    r, g, b = (min(255, int(c * factor)) for c in rgb)
    return (r, g, b, 255)


def _mark(terrain: str, x: float, y: float, rgb: tuple[int, int, int]) -> tuple | None:
    """A small pattern per terrain, so types differ by more than colour alone."""
    cx, cy = TILE_W / 2, TILE_H / 2
    dx, dy = x - cx, y - cy
    if terrain == "pad":
        return (235, 235, 240, 255) if 11 <= math.hypot(dx, dy) <= 15 else None
    if terrain == "rock":
        dots = ((-9, -8), (8, -4), (-3, 9), (11, 11), (-13, 5))
        return _shade(rgb, 0.7) if any(math.hypot(x - cx - a, y - cy - b) <= 2.6
                                       for a, b in dots) else None
    if terrain == "sand":
        for base in (-7, 7):
            if abs(dy - base - 3 * math.sin(dx / 4)) <= 1.0 and abs(dx) <= 16:
                return _shade(rgb, 0.78)
        return None
    if terrain == "ice":
        for off in (-8, 8):
            if abs(dx - dy * 0.6 - off) <= 1.0 and abs(dy) <= 14:
                return (255, 255, 255, 255)
        return None
    if terrain == "crystal":
        d = abs(dx) * 1.4 + abs(dy)
        return _shade(rgb, 1.35) if 11 <= d <= 13.5 else None
    if terrain == "jungle":
        blobs = ((-7, -6), (7, -3), (0, 8))
        return _shade(rgb, 0.7) if any(2.5 <= math.hypot(x - cx - a, y - cy - b) <= 4.2
                                       for a, b in blobs) else None
    if terrain == "lava":
        zig = 4 * (1 if int((dy + 20) // 6) % 2 else -1) * (((dy + 20) % 6) / 6 - 0.5) * 2
        if abs(dx - zig) <= 1.2 and abs(dy) <= 16:
            return (255, 200, 60, 255)
        return None
    return None


def tile_png(colour: str, terrain: str) -> bytes:
    """One hexagonal tile: filled, with a darker rim and a small terrain pattern."""
    layout = HexLayout(TILE_W, TILE_H, SIDE, "y", "odd")
    outer = [(float(x), float(y)) for x, y in layout.tile_polygon(0, 0)]
    cx, cy = TILE_W / 2, TILE_H / 2
    inner = [(cx + (x - cx) * 0.88, cy + (y - cy) * 0.88) for x, y in outer]
    r, g, b = _rgb(colour)
    rim = (r * 3 // 5, g * 3 // 5, b * 3 // 5, 255)
    fill = (r, g, b, 255)
    rows = []
    for y in range(TILE_H):
        row = []
        for x in range(TILE_W):
            px, py = x + 0.5, y + 0.5
            if not _inside(outer, px, py):
                row.append((0, 0, 0, 0))
            elif not _inside(inner, px, py):
                row.append(rim)
            else:
                row.append(_mark(terrain, px, py, (r, g, b)) or fill)
        rows.append(row)
    return _png(TILE_W, TILE_H, rows)


# ------------------------------------------------------------------------------- Tiled


def tileset_xml(terrains: list[dict]) -> str:
    tiles = []
    for i, t in enumerate(terrains):
        tiles.append(
            f' <tile id="{i}" type="{t["id"]}">\n'
            "  <properties>\n"
            f'   <property name="terrain" value="{t["id"]}"/>\n'
            "  </properties>\n"
            f'  <image width="{TILE_W}" height="{TILE_H}" source="tiles/{t["id"]}.png"/>\n'
            " </tile>\n"
        )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<tileset version="1.10" tiledversion="1.10.2" name="pandorum-terrain" '
        f'tilewidth="{TILE_W}" tileheight="{TILE_H}" tilecount="{len(terrains)}" columns="0">\n'
        ' <grid orientation="orthogonal" width="1" height="1"/>\n'
        + "".join(tiles) + "</tileset>\n"
    )


def part_xml(stem: str, title: str, letters: str, gid_of: dict[str, int]) -> str:
    if len(letters) != 19:
        raise ValueError(f"{stem}: needs 19 hexes, has {len(letters)}")
    # A radius-2 hexagon whose centre is (1, 2) in map axial coordinates fills
    # columns 0..4 and rows 0..4 of an odd-r staggered map.
    centre = (1, 2)
    grid = [[0] * 5 for _ in range(5)]
    for (q, r), letter in zip(spiral(centre, RADIUS), letters, strict=True):
        col, row = axial_to_offset(q, r, "y", "odd")
        grid[row][col] = gid_of[LETTERS[letter]]
    csv = ",\n".join(",".join(str(g) for g in row) for row in grid)
    central = "true" if "P" in letters else "false"
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" '
        'renderorder="right-down" width="5" height="5" '
        f'tilewidth="{TILE_W}" tileheight="{TILE_H}" infinite="0" hexsidelength="{SIDE}" '
        'staggeraxis="y" staggerindex="odd" nextlayerid="2" nextobjectid="1">\n'
        " <properties>\n"
        '  <property name="layout" value="hex"/>\n'
        f'  <property name="part" value="{stem}"/>\n'
        f'  <property name="title" value="{title}"/>\n'
        f'  <property name="central" type="bool" value="{central}"/>\n'
        " </properties>\n"
        ' <tileset firstgid="1" source="terrain.tsx"/>\n'
        ' <layer id="1" name="terrain" width="5" height="5">\n'
        f'  <data encoding="csv">\n{csv}\n</data>\n'
        " </layer>\n"
        "</map>\n"
    )


def main() -> None:
    terrains = tomllib.loads(TERRAIN_FILE.read_text(encoding="utf-8"))["terrain"]
    (OUT / "tiles").mkdir(parents=True, exist_ok=True)
    gid_of = {t["id"]: i + 1 for i, t in enumerate(terrains)}
    for t in terrains:
        (OUT / "tiles" / f"{t['id']}.png").write_bytes(tile_png(t["colour"], t["id"]))
    (OUT / "terrain.tsx").write_text(tileset_xml(terrains), encoding="utf-8")
    counts: dict[str, int] = {}
    for stem, (title, letters) in PARTS.items():
        (OUT / f"{stem}.tmx").write_text(part_xml(stem, title, letters, gid_of),
                                         encoding="utf-8")
        for letter in letters:
            counts[LETTERS[letter]] = counts.get(LETTERS[letter], 0) + 1
    print("wrote", len(PARTS), "parts to", OUT.relative_to(ROOT), "terrain counts:", counts)


if __name__ == "__main__":
    main()
