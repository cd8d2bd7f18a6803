"""Generate maps/starship-merchants.tmx, the Starship Merchants board (Tiled format).

The board (left 1080x1080 square) has four quadrants travelled clockwise: Shipyard
(top left), Market (top right), Belt (bottom right) and Dock (bottom left), with Known
Space in the centre. The right-hand strip holds one HUD panel per seat and the game log.

Run ``python build_scripts/make_starship_map.py`` after changing the layout here; the
file is plain Tiled XML and can equally be edited in Tiled afterwards.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "maps" / "starship-merchants.tmx"

W, H, TILE = 1920, 1080, 120


class _Objects:
    def __init__(self) -> None:
        self.next_id = 1

    def _props(self, props: dict[str, object]) -> str:
        if not props:
            return ""
        rows = []
        for key, value in props.items():
            if isinstance(value, bool):
                rows.append(f'<property name="{key}" type="bool" value="{str(value).lower()}"/>')
            elif isinstance(value, int):
                rows.append(f'<property name="{key}" type="int" value="{value}"/>')
            else:
                rows.append(f"<property name={quoteattr(key)} value={quoteattr(str(value))}/>")
        return "<properties>" + "".join(rows) + "</properties>"

    def point(self, name: str, kind: str, x: float, y: float, **props: object) -> str:
        oid, self.next_id = self.next_id, self.next_id + 1
        return (f'  <object id="{oid}" name="{name}" type="{kind}" x="{x}" y="{y}">'
                f"{self._props(props)}<point/></object>")

    def rect(self, name: str, kind: str, x: float, y: float, w: float, h: float,
             **props: object) -> str:
        oid, self.next_id = self.next_id, self.next_id + 1
        return (f'  <object id="{oid}" name="{name}" type="{kind}" x="{x}" y="{y}" '
                f'width="{w}" height="{h}">{self._props(props)}</object>')


def build() -> str:
    o = _Objects()
    track, quadrants, shipyard, market, belt, dock, hud = [], [], [], [], [], [], []
    # Quadrants clockwise from the top left; each track space sits near the board centre
    # so the pawns circle Known Space.
    quads = (("shipyard", 0, 0, "Shipyard"), ("market", 540, 0, "Market"),
             ("belt", 540, 540, "Belt"), ("dock", 0, 540, "Dock"))
    space_xy = ((307, 476), (773, 450), (773, 752), (330, 750))
    for index, ((qid, qx, qy, title), (sx, sy)) in enumerate(zip(quads, space_xy, strict=True)):
        quadrants.append(o.rect(f"quadrant_{qid}", "quadrant", qx, qy, 540, 540,
                                quadrant=qid, title=title))
        track.append(o.point(f"space_{qid}", "space", sx, sy, index=index, quadrant=qid))
    # Shipyard: four Mark boxes across the top, Scout stacks under them, Tugs below.
    for mark in range(1, 5):
        x = 20 + (mark - 1) * 125
        shipyard.append(o.rect(f"mark_box_{mark}", "slot", x, 20, 115, 50, mark=mark))
        shipyard.append(o.rect(f"scout_stack_{mark}", "slot", x, 80, 115, 150,
                               mark=mark, side="scout"))
        shipyard.append(o.rect(f"tug_stack_{mark}", "slot", x, 240, 115, 150,
                               mark=mark, side="tug"))
    shipyard.append(o.rect("bank", "slot", 20, 400, 250, 120))
    # Market: deck, two For Sale spaces, the refinery space.
    market.append(o.rect("market_deck", "slot", 580, 40, 140, 190))
    market.append(o.rect("for_sale_1", "slot", 740, 40, 140, 190, slot=0))
    market.append(o.rect("for_sale_2", "slot", 900, 40, 140, 190, slot=1))
    market.append(o.rect("refinery_space", "slot", 580, 250, 460, 110))
    market.append(o.rect("gear_supply", "slot", 850, 380, 190, 140))
    # Belt: destination deck, the two Destination spaces, the cloth bag.
    belt.append(o.rect("destination_deck", "slot", 580, 850, 140, 190))
    belt.append(o.rect("destination_1", "slot", 740, 850, 140, 190, slot=0))
    belt.append(o.rect("destination_2", "slot", 900, 850, 140, 190, slot=1))
    belt.append(o.rect("bag", "slot", 900, 620, 140, 140))
    belt.append(o.rect("known_space", "slot", 390, 390, 300, 300))
    # Dock: where pawns wait after the Final Run, and the discard piles.
    dock.append(o.rect("dock_berths", "slot", 20, 850, 400, 190))
    dock.append(o.rect("destination_discard", "slot", 440, 700, 80, 110))
    # Right strip: one panel per seat (consoles, Local Space, refineries, credits) and the log.
    for seat in range(4):
        hud.append(o.rect(f"hud_seat_{seat}", "hud", 1100, 10 + seat * 222, 810, 212, seat=seat))
    hud.append(o.rect("game_log", "hud", 1100, 900, 810, 170))
    layers = (("track", track), ("quadrants", quadrants), ("shipyard", shipyard),
              ("market", market), ("belt", belt), ("dock", dock), ("hud", hud))
    body = []
    for lid, (name, objs) in enumerate(layers, start=1):
        body.append(f' <objectgroup id="{lid}" name="{name}">')
        body.extend(objs)
        body.append(" </objectgroup>")
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{W // TILE}" height="{H // TILE}" '
        f'tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="{len(layers) + 1}" nextobjectid="{o.next_id}">\n'
        ' <properties>\n'
        '  <property name="layout" value="track"/>\n'
        '  <property name="title" value="Starship Merchants"/>\n'
        ' </properties>\n'
        + "\n".join(body) + "\n</map>\n"
    )


def main() -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(build(), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
