"""Generate the six Merchants of Andromeda boards as plain Tiled maps in maps/merchants/.

Run ``python build_scripts/make_merchants_maps.py`` from the repository root. Each output is
an ordinary orthogonal Tiled map (960x540 px, map property ``layout=boards``) that anyone can
open and edit in Tiled; the rules read the topology (spaces, adjacency, bridges, lanes, the
event sequence) and the view reads the pixel positions, both through
``game.boards.tiled.load_map``. After the first generation the .tmx files are the source of
truth: edit them in Tiled, not here. The reasoning for every shape is in
docs/assumptions/merchants.md.

* event_track.tmx: 22 ``event_space`` points (START, 20 events, END) in a snake, each with
  ``index``, ``event`` (start, none, vote, score, special, end), ``votes`` and ``board``;
  ``track`` polylines join consecutive spaces.
* station.tmx: 4 sectors of ``station_space`` points (``sector``, ``start`` = "P1".."P5" or
  ""), ``adjacent`` polylines for orthogonal neighbours, ``bridge`` polylines between sectors.
* production.tmx: 4 resource tracks of ``track_space`` points (``track``, ``resource``,
  ``index`` 0 = START, ``bonus`` = a Station bonus column, ``positions`` on START = which
  turn-order positions advance there at setup).
* exploration.tmx: 3 planets of ``planet_space`` points (``planet``) with ``adjacent`` links.
* defense.tmx: 5 lanes, each a red ``lane_start`` point above 5 ``lane_space`` points
  (``lane``, ``slot`` 1 = top .. 5 = bottom, ``resource``), plus the dice boxes.
* senate.tmx: 3 ``ballot_box`` points (``candidate``) with senator card slots.
"""

from __future__ import annotations

import sys
from itertools import pairwise
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "maps" / "merchants"
WIDTH, HEIGHT, TILE = 960, 540, 20
RESOURCES = ("metal", "ice", "helium", "crystal")

# --------------------------------------------------------------------------- layouts

#: The 20 event spaces in order: (event, votes, board). 2 no-event, 5 voting, 10 scoring
#: (every board twice), 3 special-event spaces.
EVENTS: list[tuple[str, int, str]] = [
    ("none", 0, ""), ("vote", 1, ""), ("score", 0, "station"), ("special", 0, ""),
    ("vote", 2, ""), ("score", 0, "production"), ("score", 0, "senate"),
    ("score", 0, "exploration"), ("vote", 1, ""), ("score", 0, "defense"),
    ("special", 0, ""), ("none", 0, ""), ("score", 0, "station"), ("vote", 2, ""),
    ("score", 0, "senate"), ("score", 0, "production"), ("special", 0, ""),
    ("score", 0, "exploration"), ("vote", 1, ""), ("score", 0, "defense"),
]
#: The order of the END space's final scoring (printed on the END space).
END_ORDER = "senate,station,production,exploration,defense"

#: Station sectors: shape masks (X = a space), top-left corner of the sector in pixels.
SECTORS: dict[int, tuple[tuple[str, ...], tuple[int, int]]] = {
    1: (("XXX", "XXX"), (80, 80)),
    2: (("XXXX", "XXX."), (560, 80)),
    3: (("XXXX", "XXXX"), (80, 320)),
    4: (("XXX", "XXX", "XXX"), (560, 300)),
}
STATION_CELL = 64
#: turn-order position -> starting space
STATION_STARTS = {"P1": "S4:C3", "P2": "S3:B1", "P3": "S2:A4", "P4": "S1:A1", "P5": "S4:A1"}
#: bridges between sectors (two spaces on facing edges)
BRIDGES = [
    ("S1:A3", "S2:A1"), ("S1:B3", "S2:B1"), ("S1:B1", "S3:A1"), ("S2:B3", "S4:A3"),
    ("S2:B2", "S4:A2"), ("S3:B4", "S4:C1"), ("S1:B2", "S3:A3"),
]

TRACK_LENGTH = 10  # spaces after START
BONUS_COLUMNS = (2, 4, 7)
TRACK_POSITIONS = {1: "P4,P5", 2: "P3", 3: "P2", 4: "P1"}

#: Planets: shape masks and top-left corner.
PLANETS: dict[int, tuple[tuple[str, ...], tuple[int, int]]] = {
    1: ((".XX.", "XXXX", "XXXX"), (40, 140)),
    2: ((".XX.", "XXXX", "XXXX", ".XX."), (340, 110)),
    3: ((".XXX.", "XXXXX", "XXXXX", ".XXX."), (640, 110)),
}
PLANET_CELL = 60

#: Defense lane resource spaces: (lane, slot) -> resource (slot 1 = top, 5 = bottom).
LANE_RESOURCES = {
    (1, 4): "metal", (1, 2): "ice", (2, 4): "helium", (2, 2): "crystal",
    (3, 4): "ice", (3, 2): "metal", (4, 4): "crystal", (4, 2): "helium",
    (5, 4): "metal", (5, 2): "crystal",
}


# --------------------------------------------------------------------------- writer


class Tmx:
    """Collects objects in named layers and renders one Tiled map."""

    def __init__(self, title: str) -> None:
        self.title = title
        self.layers: dict[str, list[str]] = {}
        self.pos: dict[str, tuple[float, float]] = {}
        self.oid = 1

    def _add(self, layer: str, text: str) -> None:
        self.layers.setdefault(layer, []).append(text)
        self.oid += 1

    def point(self, layer: str, name: str, kind: str, x: float, y: float, **props: object) -> None:
        self.pos[name] = (x, y)
        self._add(layer, f'  <object id="{self.oid}" name={quoteattr(name)} type="{kind}" '
                         f'x="{x}" y="{y}">\n{_props(props)}   <point/>\n  </object>')

    def link(self, layer: str, a: str, b: str, kind: str, **props: object) -> None:
        (ax, ay), (bx, by) = self.pos[a], self.pos[b]
        pts = f"0,0 {round(bx - ax, 1)},{round(by - ay, 1)}"
        self._add(layer, f'  <object id="{self.oid}" name={quoteattr(a + ">" + b)} '
                         f'type="{kind}" x="{ax}" y="{ay}">\n{_props(props)}'
                         f'   <polyline points="{pts}"/>\n  </object>')

    def rect(self, layer: str, name: str, kind: str, x: float, y: float, w: float, h: float,
             **props: object) -> None:
        self._add(layer, f'  <object id="{self.oid}" name={quoteattr(name)} type="{kind}" '
                         f'x="{x}" y="{y}" width="{w}" height="{h}">\n{_props(props)}'
                         "  </object>")

    def render(self) -> str:
        groups = []
        for i, (name, objs) in enumerate(self.layers.items(), start=1):
            groups.append(f' <objectgroup id="{i}" name="{name}">\n' + "\n".join(objs)
                          + "\n </objectgroup>\n")
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
            f'renderorder="right-down" width="{WIDTH // TILE}" height="{HEIGHT // TILE}" '
            f'tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
            f'nextlayerid="{len(groups) + 1}" nextobjectid="{self.oid}">\n'
            ' <properties>\n  <property name="layout" value="boards"/>\n'
            f'  <property name="title" value={quoteattr(self.title)}/>\n </properties>\n'
            + "".join(groups) + "</map>\n"
        )


def _props(props: dict[str, object]) -> str:
    if not props:
        return ""
    rows = []
    for key, value in props.items():
        if isinstance(value, bool):
            rows.append(f'    <property name="{key}" type="bool" value="{str(value).lower()}"/>')
        elif isinstance(value, int):
            rows.append(f'    <property name="{key}" type="int" value="{value}"/>')
        else:
            rows.append(f"    <property name={quoteattr(key)} value={quoteattr(str(value))}/>")
    return "   <properties>\n" + "\n".join(rows) + "\n   </properties>\n"


def _grid(mask: tuple[str, ...]) -> list[tuple[int, int]]:
    return [(r, c) for r, row in enumerate(mask) for c, ch in enumerate(row) if ch == "X"]


def _cell_name(prefix: str, r: int, c: int) -> str:
    return f"{prefix}:{'ABCDEFG'[r]}{c + 1}"


def _grid_links(tmx: Tmx, layer: str, prefix: str, cells: list[tuple[int, int]]) -> None:
    present = set(cells)
    for r, c in cells:
        for dr, dc in ((0, 1), (1, 0)):
            if (r + dr, c + dc) in present:
                tmx.link(layer, _cell_name(prefix, r, c), _cell_name(prefix, r + dr, c + dc),
                         "adjacent")


# --------------------------------------------------------------------------- boards


def event_track() -> Tmx:
    tmx = Tmx("Event Track")
    spaces = [("start", 0, ""), *EVENTS, ("end", 0, "")]
    for i, (event, votes, board) in enumerate(spaces):
        row, col = divmod(i, 11)
        col = col if row == 0 else 10 - col
        x, y = 60 + col * 84, 170 + row * 200
        name = "START" if event == "start" else "END" if event == "end" else f"E{i}"
        extra = {"order": END_ORDER} if event == "end" else {}
        tmx.point("spaces", name, "event_space", x, y, index=i, event=event, votes=votes,
                  board=board, **extra)
    names = ["START"] + [f"E{i}" for i in range(1, len(EVENTS) + 1)] + ["END"]
    for a, b in pairwise(names):
        tmx.link("track", a, b, "track")
    tmx.rect("hud", "title", "hud", 20, 20, 920, 60)
    tmx.rect("hud", "deck", "deck", 20, 440, 120, 80)
    tmx.rect("hud", "discard", "discard", 160, 440, 120, 80)
    tmx.rect("hud", "active_board", "active_board", 320, 430, 620, 100)
    return tmx


def station() -> Tmx:
    tmx = Tmx("Station Board")
    starts = {space: pos for pos, space in STATION_STARTS.items()}
    for sector, (mask, (x0, y0)) in SECTORS.items():
        cells = _grid(mask)
        rows, cols = len(mask), len(mask[0])
        tmx.rect("sectors", f"sector_{sector}", "sector", x0 - 36, y0 - 36,
                 cols * STATION_CELL + 8, rows * STATION_CELL + 8, sector=sector)
        for r, c in cells:
            name = _cell_name(f"S{sector}", r, c)
            tmx.point("spaces", name, "station_space", x0 + c * STATION_CELL,
                      y0 + r * STATION_CELL, sector=sector, start=starts.get(name, ""))
        _grid_links(tmx, "adjacency", f"S{sector}", cells)
    for a, b in BRIDGES:
        tmx.link("bridges", a, b, "bridge")
    tmx.rect("hud", "scoring_table", "scoring_table", 360, 200, 160, 140)
    return tmx


def production() -> Tmx:
    tmx = Tmx("Production Board")
    for track, resource in enumerate(RESOURCES, start=1):
        y = 80 + (track - 1) * 100
        for i in range(TRACK_LENGTH + 1):
            props: dict[str, object] = {"track": track, "resource": resource, "index": i,
                                        "bonus": i in BONUS_COLUMNS}
            if i == 0:
                props["positions"] = TRACK_POSITIONS[track]
            name = f"T{track}:START" if i == 0 else f"T{track}:{i}"
            tmx.point("spaces", name, "track_space", 60 + i * 66, y, **props)
        for i in range(TRACK_LENGTH):
            a = f"T{track}:START" if i == 0 else f"T{track}:{i}"
            tmx.link("tracks", a, f"T{track}:{i + 1}", "track")
    for col in BONUS_COLUMNS:
        tmx.rect("hud", f"bonus_column_{col}", "bonus_column", 60 + col * 66 - 30, 40, 60, 400)
    tmx.rect("hud", "scoring_table", "scoring_table", 800, 60, 140, 380)
    return tmx


def exploration() -> Tmx:
    tmx = Tmx("Exploration Board")
    for planet, (mask, (x0, y0)) in PLANETS.items():
        cells = _grid(mask)
        cols = len(mask[0])
        tmx.rect("planets", f"planet_{planet}", "planet", x0 - 30, y0 - 30,
                 cols * PLANET_CELL, len(mask) * PLANET_CELL, planet=planet)
        for r, c in cells:
            tmx.point("spaces", _cell_name(f"E{planet}", r, c), "planet_space",
                      x0 + c * PLANET_CELL, y0 + r * PLANET_CELL, planet=planet)
        _grid_links(tmx, "adjacency", f"E{planet}", cells)
        tmx.rect("hud", f"payout_{planet}", "payout", x0 - 30, y0 + len(mask) * PLANET_CELL,
                 cols * PLANET_CELL, 50, planet=planet)
    tmx.rect("hud", "artifact_table", "artifact_table", 40, 410, 880, 118)
    return tmx


def defense() -> Tmx:
    tmx = Tmx("Defense Board")
    for lane in range(1, 6):
        x = 80 + (lane - 1) * 120
        tmx.point("spaces", f"L{lane}:start", "lane_start", x, 50, lane=lane)
        for slot in range(1, 6):
            tmx.point("spaces", f"L{lane}:{slot}", "lane_space", x, 50 + slot * 80, lane=lane,
                      slot=slot, resource=LANE_RESOURCES.get((lane, slot), ""))
        names = [f"L{lane}:start"] + [f"L{lane}:{s}" for s in range(1, 6)]
        for a, b in pairwise(names):
            tmx.link("lanes", a, b, "lane")
    tmx.rect("hud", "invaders_box", "dice_box", 660, 40, 280, 120, side="invaders")
    tmx.rect("hud", "defenders_box", "dice_box", 660, 180, 280, 120, side="defenders")
    tmx.rect("hud", "scoring_table", "scoring_table", 660, 320, 280, 120)
    tmx.rect("hud", "ship_supply", "ship_supply", 660, 460, 280, 60)
    return tmx


def senate() -> Tmx:
    tmx = Tmx("Senate Board")
    for cand in range(1, 4):
        x = 160 + (cand - 1) * 300
        tmx.point("boxes", f"box_{cand}", "ballot_box", x, 160, candidate=cand)
        tmx.rect("hud", f"senator_{cand}", "senator_slot", x - 90, 240, 180, 220,
                 candidate=cand)
    tmx.rect("hud", "senator_deck", "deck", 20, 20, 100, 60)
    tmx.rect("hud", "scoring_table", "scoring_table", 700, 20, 240, 80)
    return tmx


BOARDS = {
    "event_track": event_track, "station": station, "production": production,
    "exploration": exploration, "defense": defense, "senate": senate,
}


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, build in BOARDS.items():
        path = OUT / f"{name}.tmx"
        path.write_text(build().render(), encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
