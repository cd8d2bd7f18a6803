"""Where everything of Starship Merchants lands on the play scene's board area.

Positions come from the Tiled map ``maps/starship-merchants.tmx`` (drawn for 1920x1080,
scaled per axis into the board's rectangle): quadrants, track spaces, the Shipyard's boxes
and stacks, the Market and Belt slots, Known Space, the Dock and the seat areas (layer
``hud``). What has no place in the map lives here: the seat areas shared out among the
players, the consoles and token grids inside them. Every clickable thing is a
:class:`Spot`; the view draws and hit-tests them from the same list, so a test can click
exactly where a player would.
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
from game.starship.view_actions import SpotKey, transfer_items

if TYPE_CHECKING:
    from game.engine.text import Fonts

#: size of a mine token on the board and in the consoles (canvas px; holds 24 px digits)
TOKEN = 36
#: a token's side per pixel of its digit's size: room around the digit (a diamond's
#: corners) at a table, whose digits are larger (:func:`token_for`)
DIGIT_ROOM = TOKEN / 24
GAP = 6
#: between a seat's Local Space tokens: a selected token's frame (4 px out) and a lit
#: neighbour's (3 px out) keep clear of each other (at GAP they touched: which token was
#: chosen could not be told at a glance)
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
#: an obsolete console is narrower ("turned sideways"), as a share of a normal one
OBSOLETE_W = 0.62


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
        """Where to draw a track space: the map's point, or, when the map puts it on a
        card or supply slot, the nearest point of its quadrant where the space (its title
        above) covers no slot but the Bank (see docs/starship-ui.md)."""
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

    @staticmethod
    def console_rects(seat_rect: pygame.Rect, ships: int,
                      obsolete: Sequence[bool] = ()) -> list[pygame.Rect]:
        """The consoles of a seat's ships side by side (room for at least three);
        obsolete ones narrower; under the title row and over the Local Space row
        (:meth:`consoles_area`)."""
        area = Layout.consoles_area(seat_rect)
        top, h = area.top, area.height
        weights = [OBSOLETE_W if i < len(obsolete) and obsolete[i] else 1.0
                   for i in range(ships)]
        total = max(3.0, sum(weights))
        room = seat_rect.width - STRIP_W - 4 - GAP * (max(3, ships) - 1)
        out, x = [], seat_rect.x + STRIP_W
        for wt in weights:
            w = int(room * wt / total)
            out.append(pygame.Rect(x, top, w, h))
            x += w + GAP
        return out

    @staticmethod
    def consoles_area(seat_rect: pygame.Rect) -> pygame.Rect:
        """Where a seat's consoles stand: under its title row, over its Local Space row
        (a seat without ships says so there)."""
        top = seat_rect.top + HEADER_H
        return pygame.Rect(seat_rect.x + STRIP_W, top, seat_rect.width - STRIP_W - 4,
                           seat_rect.bottom - LOCAL_H - top - 4)

    @staticmethod
    def local_rect(seat_rect: pygame.Rect) -> pygame.Rect:
        """A seat's Local Space row."""
        return pygame.Rect(seat_rect.x + STRIP_W, seat_rect.bottom - LOCAL_H,
                           seat_rect.width - STRIP_W - 4, LOCAL_H - 4)


#: radius of a track space circle (its pawns sit inside it)
SPACE_R = 44


def space_box(center: tuple[int, int]) -> pygame.Rect:
    """What a track space covers: its circle and its title above it."""
    return pygame.Rect(center[0] - 58, center[1] - SPACE_R - 32, 116, 2 * SPACE_R + 34)


def name_plate(fonts: Fonts, q: str, centre: tuple[int, int]) -> pygame.Rect:
    """Quadrant ``q``'s track space's name plate (its space at ``centre``): at least as
    wide as its :func:`space_box`, as wide and (at a table) as high as its name drawn and
    room for the green frame (the monitor's plate was narrower than "Shipyard": its
    green frame crossed the "S" and the "d"); its bottom on the circle's top."""
    w, h = fonts.get(24, True).size(q.title())
    plate = pygame.Rect(0, 0, max(space_box(centre).width, w + 16), max(30, h - 4))
    plate.midbottom = (centre[0], centre[1] - SPACE_R + 2)
    return plate


def hold_rects(console: pygame.Rect, capacity: int) -> list[pygame.Rect]:
    """The cargo hold squares at the bottom of a console, under its title and energy rows
    (two rows of 28 pixels): one row if they fit at a readable size (28 pixels), else two
    rows; at most :data:`HOLD_MAX` pixels."""
    if capacity <= 0:
        return []
    width = console.width - 10
    height = console.bottom - 4 - (console.top + 56)

    def size_for(per_row: int, rows: int) -> int:
        by_w = (width - GAP * (per_row - 1)) // per_row
        by_h = (height - GAP * (rows - 1)) // rows
        return min(HOLD_MAX, by_w, by_h)

    one = size_for(capacity, 1)
    per_row, rows = capacity, 1
    if one < 28:
        two = size_for(-(-capacity // 2), 2)
        if two > one:
            per_row, rows = -(-capacity // 2), 2
    size = max(HOLD_MIN, size_for(per_row, rows))
    y0 = console.bottom - 4 - rows * size - (rows - 1) * GAP
    return cells(console.x + 5, y0, per_row * (size + GAP) - GAP, capacity, per_row, size, GAP)


def refinery_rects(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The refinery cards on sale side by side in the Refinery space, under its title."""
    inner = area.inflate(-12, -40)
    return cells(inner.x, area.top + 34, inner.width, count, count, inner.height, GAP)


def spots(st: StarshipState, lay: Layout) -> list[Spot]:
    """Every clickable thing for this position, most general first (hit-test from the end)."""
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
    if not lay.table:  # at a table each seat's area is in its own panel
        for seat, area in enumerate(lay.seat_rects(st.num_players)):
            out += seat_spots(st, seat, area)
    return out


@dataclass(frozen=True)
class ConsolePlan:
    """One console: its rectangle, whether its title and second row share one row,
    whether its title is short, its hold cells (the first carry the mines) and how many
    empty holds its last cell stands for (0: every hold is its own cell)."""

    ship: int
    rect: pygame.Rect
    one_row: bool
    short_title: bool
    holds: tuple[pygame.Rect, ...]
    empty_count: int = 0


@dataclass(frozen=True)
class SeatPlan:
    """Where a seat area's things go, on a monitor (:func:`monitor_plan`) or in a table
    panel (:func:`~game.starship.view_table_seat.plan_seat`): the one seat painter draws
    it, its spots come from it (:func:`plan_spots`). ``titled``: ``info`` is a monitor's
    title row (badge and name); else a table's row (where, refineries, credits)."""

    area: pygame.Rect
    info: pygame.Rect
    local: pygame.Rect
    local_label_w: int
    tokens: tuple[pygame.Rect, ...]
    consoles: tuple[ConsolePlan, ...]
    hold: int
    need: int
    #: the height of a console's text row
    row: int
    #: where the consoles stand (a seat without ships says so there)
    room: pygame.Rect
    #: where a credit change rises beside the seat's credits, clear of every other word
    #: (empty where the plan is not measured: the monitor's spots)
    rise: pygame.Rect
    titled: bool = False


def token_row(local: pygame.Rect, count: int, token: int, start: int) -> list[pygame.Rect]:
    """``count`` Local Space tokens in a row ``start`` pixels into ``local``, ``token``
    large and :data:`LOCAL_GAP` apart while they fit; a full row closes the gaps first,
    down to :data:`FRAME_GAP`, then makes the tokens smaller."""
    width = local.width - start
    size, gap = token, LOCAL_GAP
    while gap > FRAME_GAP and count * (size + gap) - gap > width:
        gap -= 1
    while size > HOLD_MIN and count * (size + gap) - gap > width:
        size -= 2
    return cells(local.x + start, local.centery - size // 2, count * (size + gap) - gap,
                 count, count, size, gap)


def monitor_plan(st: StarshipState, seat: int, area: pygame.Rect,
                 rise: pygame.Rect | None = None) -> SeatPlan:
    """A seat's area on a monitor: its title row, consoles of equal shares (room for
    three, an obsolete one narrower) with their holds, its Local Space row at the bottom;
    ``rise`` is measured by its painter (``SeatPainter.monitor_plan``)."""
    p = st.players[seat]
    rects = Layout.console_rects(area, len(p["ships"]), [st.is_obsolete(s) for s in p["ships"]])
    consoles = tuple(ConsolePlan(ship, rect, False, False,
                                 tuple(hold_rects(rect, st.cargo_capacity(ship))))
                     for ship, rect in zip(p["ships"], rects, strict=True))
    local = Layout.local_rect(area)  # (the tokens at its top: their frames clear the rim)
    tokens = token_row(pygame.Rect(local.topleft, (local.width, TOKEN)),
                       len(st.local_mines(seat)), TOKEN, LOCAL_LABEL_W)
    holds = [c.holds[0].width for c in consoles if c.holds]
    return SeatPlan(area, pygame.Rect(area.x, area.y, area.width, HEADER_H), local,
                    LOCAL_LABEL_W, tuple(tokens), consoles, min(holds, default=0), TOKEN + 2,
                    28, Layout.consoles_area(area), rise or pygame.Rect(0, 0, 0, 0),
                    titled=True)


def seat_spots(st: StarshipState, seat: int, area: pygame.Rect) -> list[Spot]:
    """A seat's area in ``area`` on a monitor: its spots (:func:`plan_spots`)."""
    return plan_spots(st, seat, monitor_plan(st, seat, area))


def plan_spots(st: StarshipState, seat: int, plan: SeatPlan) -> list[Spot]:
    """A seat's spots where ``plan`` put things: the area, each ship's console with the
    mines in its holds and the pilot and gear tokens it shows for a Dock transfer (under
    its title row, :func:`item_rects`), and the mines of its Local Space."""
    items = transfer_items(st, seat)
    out = [Spot("seat", seat, plan.area)]
    for c in plan.consoles:
        out.append(Spot("ship", c.ship, c.rect))
        out += [Spot("mine", mine, rect)
                for mine, rect in zip(st.ships[c.ship]["cargo"], c.holds, strict=False)]
        keys = [key for owner, key in items if owner == c.ship]
        out += [Spot(kind, ref, rect) for (kind, ref), rect
                in zip(keys, item_rects(c.rect, len(keys), plan.row), strict=True)]
    out += [Spot("mine", mine, rect)
            for mine, rect in zip(st.local_mines(seat), plan.tokens, strict=True)]
    return out


def seat_keys(st: StarshipState, seat: int) -> list[SpotKey]:
    """The keys of ``seat``'s area's spots (:func:`plan_spots`), wherever it is drawn."""
    return [s.key for s in seat_spots(st, seat, pygame.Rect(0, 0, 800, 200))]


def item_rects(console: pygame.Rect, count: int, row: int) -> list[pygame.Rect]:
    """Where an obsolete console shows ``count`` pilot and gear tokens to transfer: a
    third of a row under its title row (``row`` high: their price tags leave the title
    readable), side by side, or two a row when more than two would be under 40 pixels."""
    if count <= 0:
        return []
    top = console.y + row + row // 3
    area = pygame.Rect(console.x + 4, top, console.width - 8, console.bottom - 4 - top)
    cols = count if count <= 2 or (area.width - GAP * (count - 1)) // count >= 40 else 2
    rows = -(-count // cols)
    h = min(area.height, 2 * row) if rows == 1 else (area.height - GAP * (rows - 1)) // rows
    return cells(area.x, area.y, area.width, count, cols, h, GAP)


def known_area(lay: Layout) -> pygame.Rect:
    """Known Space: the map's region, cut back where the track (a space, an arrow)
    crosses it in a squeezed board, keeping the largest part."""
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


#: the room a panel of cards keeps round them for their frames and price tags (above a
#: card's top-right corner, :func:`~game.starship.view_tags.badge_rect`; a stack's below)
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
    # each within the board's picture: the room above the Mark boxes reached past a
    # table's board, and a panel that does not fit its picture is not painted ahead (its
    # picture would not be kept whole: OnLayer.ahead leaves it to the repaint; before
    # that, a busy machine's table froze repainting it)
    quadrants = list(lay.quadrants.values())
    board = quadrants[0].unionall(quadrants[1:])
    panels = {name: rect.clip(board) for name, rect in panels.items()}
    if lay.table:  # the prompt and the seat areas are in the seats' panels
        return panels
    panels["prompt"] = pygame.Rect(lay.prompt)
    for seat, area in enumerate(lay.seat_rects(players)):
        panels[f"seat{seat}"] = pygame.Rect(area.x - 6, area.y - 3, area.width + 14,
                                            area.height + 6).clip(lay.rect)
    return panels
