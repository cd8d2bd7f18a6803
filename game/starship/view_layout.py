"""Where everything of Starship Merchants lands on the play scene's board area.

Positions come from the Tiled map ``maps/starship-merchants.tmx``: the quadrants, the
track spaces, the Shipyard's Mark boxes and stacks, the Market and Belt slots, Known
Space, the Dock and the per-seat console areas (layer ``hud``). The map is drawn for a
1920x1080 canvas; the play scene gives the board a smaller rectangle, so every map
rectangle is scaled per axis into it.

What has no place in the map is purely visual and lives here: how the seat areas are
shared out when fewer than four play (the union of the ``hud_seat_*`` regions is split
evenly) and the token grids (a seat area inside is planned in
:mod:`game.starship.view_seat_plan`). Every clickable thing is a :class:`Spot` (a kind, a
reference and a canvas rectangle); the view draws them and hit-tests them from the same
list, so a test can click exactly where a player would.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.boards.model import BoardMap
from game.boards.tiled import load_map
from game.engine.boardview.grid import cells, split, square_cells
from game.engine.boardview.rects import largest_outside, stretched
from game.paths import map_file
from game.starship.rules.data import QUADRANTS
from game.starship.rules.state import StarshipState
from game.starship.rules.track import MAP_NAME

if TYPE_CHECKING:
    from game.engine.text import Fonts

#: size of a mine token on the board and in the consoles (canvas px; holds 24 px digits)
TOKEN = 36
#: a token's side per pixel of its digit's size: room around the digit (a diamond's
#: corners) at a table, whose digits are larger (:func:`token_for`)
DIGIT_ROOM = TOKEN / 24
GAP = 6
#: between a seat's Local Space tokens: a selected token's frame (4 px out) and a lit
#: neighbour's (3 px out) keep clear of each other (at GAP they touched, and a player
#: could not tell at a glance which token was chosen)
LOCAL_GAP = 12
#: the closest a full Local Space row puts its tokens: those frames a pixel apart
FRAME_GAP = 8
#: the smallest cargo hold (and Local Space token) a crowded seat falls back to
HOLD_MIN = 16
#: largest cargo hold square (tall consoles with few players)
HOLD_MAX = 46
#: rows inside a seat area
HEADER_H = 38
LOCAL_H = TOKEN + 8
#: the seat colour strip at a seat area's left edge, and a gap: consoles and the token row
#: start right of it, so nothing ("ID card") is drawn under the strip
STRIP_W = 16
#: room for the "Local" / "ID card" label at the left of a seat's token row
LOCAL_LABEL_W = 96


def token_for(digits: int) -> int:
    """The side of a mine token whose digit is drawn at ``digits`` pixels: the monitor's
    :data:`TOKEN` for its 24-pixel digits, larger for a table's larger text."""
    return max(TOKEN, math.ceil(digits * DIGIT_ROOM))


def board_map() -> BoardMap:
    """The Starship Merchants board map (the loader caches it; a custom board's while one
    is played)."""
    return load_map(map_file(MAP_NAME))


@dataclass(frozen=True)
class Spot:
    """A clickable thing on the board.

    kinds: ``space`` (quadrant), ``stack`` ((mark, side)), ``mark`` (mark), ``forsale``
    (slot), ``market_deck``, ``refinery`` (id), ``gear_supply``, ``bag``, ``dest``
    (slot), ``dest_deck``, ``known``, ``dock``, ``seat`` (seat), ``ship`` (id),
    ``mine`` (token id); during its owner's Dock transfers, ``pilot`` (card id) and
    ``gear`` (kind) on an obsolete ship's console."""

    kind: str
    ref: Any
    rect: pygame.Rect

    @property
    def key(self) -> tuple[str, Hashable]:
        return (self.kind, self.ref)


class Layout:
    """Canvas geometry of the board for one board rectangle."""

    def __init__(self, rect: pygame.Rect, table: bool = False) -> None:
        self.rect = pygame.Rect(rect)
        #: table mode: only the four quadrants are on the board (the seat areas and the
        #: prompt, which lie beside them in the map, are in the seats' panels)
        self.table = table
        self.map = board_map()
        self.sx = self.rect.width / self.map.width
        self.sy = self.rect.height / self.map.height
        self.regions = {name: self.region(name) for name in self.map.regions}
        self.quadrants = {q: self.regions[f"quadrant_{q}"] for q in QUADRANTS}
        self.spaces: dict[str, tuple[int, int]] = {}
        for node in self.map.nodes_of("space"):
            q = str(node.props["quadrant"])
            self.spaces[q] = self.free_point(self.point(node.x, node.y), self.quadrants[q])
        self.prompt = self.regions["game_log"]
        #: the side of a mine token in Known Space (larger at a table: :func:`token_for`)
        self.token = TOKEN
        huds = [r for n, r in self.regions.items() if n.startswith("hud_seat_")]
        self.hud_area = huds[0].unionall(huds[1:]) if huds else pygame.Rect(0, 0, 0, 0)

    # ------------------------------------------------------------------ transforms
    def point(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.rect.x + x * self.sx), round(self.rect.y + y * self.sy))

    def region(self, name: str) -> pygame.Rect:
        r = self.map.regions[name].rect
        return stretched(self.rect, self.sx, self.sy, r.x, r.y, r.w, r.h)

    def free_point(self, at: tuple[int, int], quadrant: pygame.Rect) -> tuple[int, int]:
        """Where to draw a track space and its row of pawns: the map's point, or, when the
        map puts it on top of a card or supply slot, the nearest point of its quadrant
        where the space (its title above, up to four pawns inside) covers no slot but the
        Bank (a no-op once the map leaves room; see docs/starship-ui.md)."""
        slots = [r for n, r in self.regions.items()
                 if not n.startswith(("quadrant_", "hud_", "game_log", "bank"))]

        def clear(p: tuple[int, int]) -> bool:
            return quadrant.contains(space_box(p)) and space_box(p).collidelist(slots) < 0

        if clear(at):
            return at
        candidates = [(x, y) for x in range(quadrant.left, quadrant.right, 8)
                      for y in range(quadrant.top, quadrant.bottom, 8) if clear((x, y))]
        if not candidates:
            return at
        return min(candidates, key=lambda p: (p[0] - at[0]) ** 2 + (p[1] - at[1]) ** 2)

    # ------------------------------------------------------------------ seat areas
    def seat_rects(self, players: int) -> list[pygame.Rect]:
        """Each seat's area (consoles, Local Space): the map's seat areas shared evenly."""
        return split(self.hud_area, players)


#: radius of a track space circle (its pawns sit inside it)
SPACE_R = 44


def space_box(center: tuple[int, int]) -> pygame.Rect:
    """What a track space covers: its circle and its title above it."""
    return pygame.Rect(center[0] - 58, center[1] - SPACE_R - 32, 116, 2 * SPACE_R + 34)


def name_plate(fonts: Fonts, quadrant: str, centre: tuple[int, int]) -> pygame.Rect:
    """The name plate of ``quadrant``'s track space at ``centre``: at least as wide as the
    space, as wide as its name drawn and room for the green frame inside it (on a monitor
    "Shipyard" is wider than a space), as high at a table; its bottom on the circle's
    top."""
    w, h = fonts.get(24, True).size(quadrant.title())
    plate = pygame.Rect(0, 0, max(space_box(centre).width, w + 16), max(30, h - 4))
    plate.midbottom = (centre[0], centre[1] - SPACE_R + 2)
    return plate


def refinery_rects(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The refinery cards on sale side by side in the Refinery space, under its title."""
    inner = area.inflate(-12, -40)
    return cells(inner.x, area.top + 34, inner.width, count, count, inner.height, GAP)


def spots(st: StarshipState, lay: Layout) -> list[Spot]:
    """Every clickable thing of the board for this position, most general first (hit-test
    from the end); the seats' areas' spots come from their plans (the view's
    ``seat_spots``: a monitor's are on the board, a table's in the seats' panels)."""
    # the whole quadrant, then its track space
    out = [Spot("space", q, rect) for q, rect in lay.quadrants.items()]
    out += [Spot("space", q, space_box(c)) for q, c in lay.spaces.items()]
    r = lay.regions
    for mark in range(1, 5):
        out.append(Spot("mark", mark, r[f"mark_box_{mark}"]))
        out += [Spot("stack", (mark, side), r[f"{side}_stack_{mark}"]) for side in ("scout", "tug")]
    out.append(Spot("market_deck", None, r["market_deck"]))
    out += [Spot("forsale", slot, r[f"for_sale_{slot + 1}"]) for slot in range(2)]
    supply = st.refinery_supply if st.refineries_open else []
    out += [Spot("refinery", rid, rect) for rid, rect
            in zip(supply, refinery_rects(r["refinery_space"], len(supply)), strict=True)]
    out += [Spot(kind, None, r[region]) for kind, region in
            (("gear_supply", "gear_supply"), ("bag", "bag"), ("dest_deck", "destination_deck"))]
    out += [Spot("dest", slot, r[f"destination_{slot + 1}"]) for slot in range(2)]
    known = known_area(lay)
    out += [Spot("dock", None, r["dock_berths"]), Spot("known", None, known)]
    out += [Spot("mine", token, rect) for token, rect in
            zip(st.known, square_cells(known.inflate(-8, -40).move(0, 16), len(st.known),
                                       lay.token, GAP), strict=True)]
    return out


def known_area(lay: Layout) -> pygame.Rect:
    """Known Space: the map's region, cut back where the track crosses it (a track space
    or an arrow between two; the map puts the box over the Shipyard -> Market arrow once
    the board is squeezed into a smaller window), keeping the largest part."""
    area = pygame.Rect(lay.regions["known_space"])
    order = list(QUADRANTS)
    spaces = [lay.spaces[q] for q in order if q in lay.spaces]
    for box in (space_box(c) for c in spaces):
        area = largest_outside(area, box.inflate(8, 8))
    for a, b in zip(spaces, spaces[1:] + spaces[:1], strict=True):
        band = pygame.Rect(min(a[0], b[0]), min(a[1], b[1]),
                           abs(a[0] - b[0]) + 1, abs(a[1] - b[1]) + 1).inflate(32, 32)
        if area.inflate(32, 32).clipline(a, b):  # the arrow (13 px head) within 16 px
            area = largest_outside(area, band)
    return area


def known_words(area: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where Known Space of ``area`` writes: its name's top left, its price tag's top right."""
    return (area.x + 14, area.top + 8), (area.right + 6, area.top - 14)


def local_label(row: pygame.Rect, label_w: int = LOCAL_LABEL_W) -> pygame.Rect:
    """Where a seat's Local Space in ``row`` writes its label ("Local") or its price tag."""
    return pygame.Rect(row.x + 4, row.y, label_w - 4, row.height)


def console_words(rect: pygame.Rect, row: int) -> pygame.Rect:
    """Where a console writes: its name on its first ``row``, energy and chips on the next."""
    return pygame.Rect(rect.x + 3, rect.y + 2, rect.width - 6, 2 * row)


#: the room a panel of cards keeps round them for their frames and price tags: a tag
#: stands above a card's top-right corner (:func:`~game.starship.view_draw.badge_rect`,
#: as tall as 37 pixels at a table), a Shipyard stack's on its bottom-right corner
FRAME_PAD, TAG_TOP, TAG_RIGHT, TAG_BOTTOM = 5, 36, 12, 20


def _around(rects: Sequence[pygame.Rect], bottom: int = FRAME_PAD) -> pygame.Rect:
    """The union of ``rects``, with room for frames and price tags (``bottom`` below
    them)."""
    u = rects[0].unionall(list(rects[1:]))
    return pygame.Rect(u.x - FRAME_PAD, u.y - TAG_TOP, u.width + FRAME_PAD + TAG_RIGHT,
                       u.height + TAG_TOP + bottom)


def board_panels(lay: Layout, players: int) -> dict[str, pygame.Rect]:
    """Each panel's rectangle on the canvas (everything the panel draws lies inside)."""
    r = lay.regions
    bag = r["bag"]
    panels = {
        "shipyard": _around([r[f"{k}_{m}"] for m in range(1, 5)
                             for k in ("mark_box", "scout_stack", "tug_stack")],
                            bottom=TAG_BOTTOM),
        "market": _around([r["market_deck"], r["for_sale_1"], r["for_sale_2"],
                           r["refinery_space"]]),
        "gear": pygame.Rect(r["gear_supply"]),
        # the mines just explored sit over the bag's top-left corner
        "bag": pygame.Rect(bag.x - 22, bag.y - TAG_TOP, bag.width + 22 + TAG_RIGHT,
                           bag.height + TAG_TOP + FRAME_PAD),
        "dests": _around([r["destination_deck"], r["destination_1"], r["destination_2"]]),
        "dock": pygame.Rect(r["dock_berths"]),
        "discard": pygame.Rect(r["destination_discard"]),
        "known": known_area(lay),
    }
    if lay.table:  # the prompt and the seat areas are in the seats' panels
        return panels
    panels["prompt"] = pygame.Rect(lay.prompt)
    for seat, area in enumerate(lay.seat_rects(players)):
        panels[f"seat{seat}"] = pygame.Rect(area.x - 6, area.y - 3, area.width + 14,
                                            area.height + 6).clip(lay.rect)
    return panels
