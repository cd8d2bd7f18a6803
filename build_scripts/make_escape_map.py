"""Generate maps/andromeda-escape.tmx, the Andromeda Escape ring board, as a plain Tiled map.

Run ``python build_scripts/make_escape_map.py`` from the repository root. The output is an
ordinary orthogonal Tiled map (1920x1080 px) that anyone can open and edit in Tiled; the
rules and the view read everything from it through ``game.boards.tiled.load_map``.

Geometry (the reasoning is in docs/assumptions/escape.md):

* the wormhole (point, class ``wormhole``) sits in the centre of the board;
* three fly zones, each a 120-degree sector, zone 1 at the top right, clockwise;
* four rings of fields per zone, outer ring 4 (the entry fields, ``start=true``) to ring 1,
  with ``FIELDS_PER_RING`` fields per zone: 4, 2, 2, 1 (27 fields), so the innermost ring
  holds exactly 3 fields (one per zone) and the zones narrow like funnels (crowding);
* a field connects (solid polyline, class ``connection``) to the fields of the next ring
  inward of its own zone that lie within ``LINK_REACH`` of the next ring's spacing; the
  ring-1 fields connect to the wormhole;
* at each of the three zone borders two dotted routes cross: the last ring-3 field of a
  zone to the first ring-2 field of the next zone, and back, so all six second-ring fields
  lie on a dotted route;
* HUD rectangles (class ``hud``) left and right of the board.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "maps" / "andromeda-escape.tmx"

WIDTH, HEIGHT, TILE = 1920, 1080, 40
CENTRE = (960.0, 540.0)
ZONES = 3
#: fields per zone in ring 1 (innermost) .. ring 4 (outer)
FIELDS_PER_RING = {1: 1, 2: 2, 3: 2, 4: 4}
RADII = {1: 118.0, 2: 222.0, 3: 328.0, 4: 435.0}
#: a field links to next-ring fields closer than this share of that ring's angular spacing
LINK_REACH = 0.75

#: HUD rectangles (x, y, w, h) on the 1920x1080 canvas: two columns at the board's edges,
#: 395 px wide (room for the Skip rewards, two hand cards side by side, a mission title),
#: so that the ring between them can grow as large as the board's height allows
HUDS: dict[str, tuple[int, int, int, int]] = {
    "vp_track": (20, 30, 395, 200),
    "skip": (20, 250, 395, 160),
    "last_ship": (20, 430, 395, 140),
    "lost_ship": (20, 590, 395, 120),
    "missions": (20, 730, 395, 320),
    "alert_deck": (1505, 30, 92, 150),
    "alert_open": (1606, 30, 92, 150),
    "warning_open": (1707, 30, 92, 150),
    "warning_deck": (1808, 30, 92, 150),
    "launch_1": (1505, 200, 395, 100),
    "launch_2": (1505, 310, 395, 100),
    "launch_3": (1505, 420, 395, 100),
    "launch_4": (1505, 530, 395, 100),
    "hand": (1505, 650, 395, 400),
}


def field_name(zone: int, ring: int, index: int) -> str:
    return f"Z{zone}-R{ring}-{index}"


def layout() -> tuple[dict[str, dict], list[tuple[str, str, bool]]]:
    """Fields (name -> zone, ring, index, angle, x, y, start) and links (a, b, dotted)."""
    cx, cy = CENTRE
    sector = 360.0 / ZONES
    fields: dict[str, dict] = {}
    for zone in range(1, ZONES + 1):
        for ring, count in FIELDS_PER_RING.items():
            for i in range(count):
                angle = sector * (zone - 1) + sector * (i + 0.5) / count
                rad = math.radians(angle)
                fields[field_name(zone, ring, i + 1)] = {
                    "zone": zone, "ring": ring, "index": i + 1, "angle": angle,
                    "x": round(cx + RADII[ring] * math.sin(rad), 1),
                    "y": round(cy - RADII[ring] * math.cos(rad), 1),
                    "start": ring == max(FIELDS_PER_RING),
                }
    links: list[tuple[str, str, bool]] = []
    for name, f in fields.items():
        inner = f["ring"] - 1
        if inner == 0:
            links.append((name, "wormhole", False))
            continue
        reach = LINK_REACH * sector / FIELDS_PER_RING[inner]
        for other, g in fields.items():
            near = abs(g["angle"] - f["angle"]) < reach
            if g["zone"] == f["zone"] and g["ring"] == inner and near:
                links.append((name, other, False))
    for zone in range(1, ZONES + 1):
        nxt = zone % ZONES + 1
        links.append((field_name(zone, 3, FIELDS_PER_RING[3]), field_name(nxt, 2, 1), True))
        links.append((field_name(nxt, 3, 1), field_name(zone, 2, FIELDS_PER_RING[2]), True))
    return fields, links


def _props(pairs: list[tuple[str, str, object]]) -> str:
    rows = []
    for key, kind, value in pairs:
        text = str(value).lower() if isinstance(value, bool) else str(value)
        rows.append(f'    <property name="{key}" type="{kind}" value="{text}"/>')
    return "   <properties>\n" + "\n".join(rows) + "\n   </properties>\n"


def render() -> str:
    fields, links = layout()
    cx, cy = CENTRE
    oid = 1
    out_fields: list[str] = []
    for name, f in fields.items():
        props = _props([("zone", "int", f["zone"]), ("ring", "int", f["ring"]),
                        ("start", "bool", f["start"])])
        out_fields.append(
            f'  <object id="{oid}" name="{name}" type="field" x="{f["x"]}" y="{f["y"]}">\n'
            f"{props}   <point/>\n  </object>")
        oid += 1
    out_fields.append(
        f'  <object id="{oid}" name="wormhole" type="wormhole" x="{cx}" y="{cy}">\n'
        f"   <point/>\n  </object>")
    oid += 1
    pos = {n: (f["x"], f["y"]) for n, f in fields.items()}
    pos["wormhole"] = CENTRE
    out_links: list[str] = []
    for a, b, dotted in links:
        (ax, ay), (bx, by) = pos[a], pos[b]
        pts = f"0,0 {round(bx - ax, 1)},{round(by - ay, 1)}"
        out_links.append(
            f'  <object id="{oid}" name={quoteattr(a + ">" + b)} type="connection" '
            f'x="{ax}" y="{ay}">\n{_props([("dotted", "bool", dotted)])}'
            f'   <polyline points="{pts}"/>\n  </object>')
        oid += 1
    out_huds: list[str] = []
    for name, (x, y, w, h) in HUDS.items():
        out_huds.append(
            f'  <object id="{oid}" name="{name}" type="hud" x="{x}" y="{y}" '
            f'width="{w}" height="{h}"/>')
        oid += 1
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{WIDTH // TILE}" height="{HEIGHT // TILE}" '
        f'tilewidth="{TILE}" tileheight="{TILE}" infinite="0" nextlayerid="4" '
        f'nextobjectid="{oid}">\n'
        ' <properties>\n  <property name="layout" value="ring"/>\n'
        '  <property name="title" value="Andromeda Escape"/>\n </properties>\n'
        ' <objectgroup id="1" name="fields">\n' + "\n".join(out_fields) + "\n </objectgroup>\n"
        ' <objectgroup id="2" name="connections">\n' + "\n".join(out_links)
        + "\n </objectgroup>\n"
        ' <objectgroup id="3" name="hud">\n' + "\n".join(out_huds) + "\n </objectgroup>\n"
        "</map>\n"
    )


def main(argv: list[str] | None = None) -> int:
    target = Path(argv[0]) if argv else OUT
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(render(), encoding="utf-8")
    fields, links = layout()
    print(f"wrote {target}: {len(fields)} fields, {len(links)} connections, {len(HUDS)} HUDs")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
