"""Where the Andromeda Escape map lands on the play scene's board area.

The Tiled map (maps/andromeda-escape.tmx) is drawn for a 1920x1080 board; the play scene
gives the board a smaller rectangle with another aspect. Two transforms keep every
position coming from the map:

* HUD rectangles (map regions) are scaled per axis to fill the board area, so the
  panels keep their place and use all the height the board area has;
* points (fields, the wormhole, connection polylines) are scaled uniformly about the
  wormhole, so the ring stays round. The uniform factor is the largest one at which the
  ring (with its tinted fly zones) fits between the two HUD columns and still leaves
  ``PROMPT_MIN`` above it and ``DETAIL_MIN`` below it; the wormhole is centred in that
  space. So the ring is as large as the board area allows, whatever its aspect.

Free space between the two HUD columns, above and below the ring, holds the prompt bar
(top: the decision in words and its buttons) and the card or mission details (bottom).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.boards.model import BoardMap
from game.engine.boardview.rects import stretched
from game.escape.rules.board import EscapeBoard
from game.escape.rules.data import DECKS

Point = tuple[int, int]

#: canvas height kept above the ring for the prompt bar: one line of text and the buttons
PROMPT_MIN = 110
#: canvas height kept below the ring for the detail text: three lines (a card: its name and
#: text, then why it cannot be played)
DETAIL_MIN = 100
#: the tinted fly zones reach this many field radii beyond the outer fields
RING_MARGIN = 1.2


def _field_radius(nearest: float, unit: float = 1.0) -> int:
    """Radius of a field circle (canvas px) for the nearest distance between two fields
    (``unit``: the canvas's scale against 1080p, 2 on a 4K table)."""
    return int(max(22 * unit, min(42 * unit, nearest * 0.37)))


@dataclass
class Geometry:
    """Canvas positions of everything on the Escape board, for one board rectangle."""

    board: EscapeBoard
    rect: pygame.Rect
    #: table mode: the ring alone fills ``rect`` (no HUDs, prompt or detail around it)
    bare: bool = False
    #: the canvas's scale against 1080p (sizes that do not follow the map: field radii)
    unit: float = 1.0

    def __post_init__(self) -> None:
        m: BoardMap = self.board.map
        self.sx = self.rect.width / m.width
        self.sy = self.rect.height / m.height
        self.regions: dict[str, pygame.Rect] = {} if self.bare else {
            name: self.region_rect(name) for name in m.regions
        }
        #: each seat's Launch Platform and each deck's open card on the map (a table has
        #: them in the seats' panels and on the decks card)
        self.pads = {s: r for s in range(4)
                     if (r := self.regions.get(f"launch_{s + 1}")) is not None}
        self.opens = {d: r for d in DECKS
                      if (r := self.regions.get(f"{d.lower()}_open")) is not None}
        hole = m.nodes[self.board.wormhole]
        self._hole_map = (hole.x, hole.y)
        self.margins = (0, 0) if self.bare else (PROMPT_MIN, DETAIL_MIN)
        x0, x1 = self._columns_gap()
        self.scale = self._fit_scale(x1 - x0)
        top, bottom = self.rect.top + self.margins[0], self.rect.bottom - self.margins[1]
        self.hole = ((x0 + x1) // 2, (top + bottom) // 2)
        self.fields: dict[str, Point] = {
            name: self.point(f.x, f.y) for name, f in self.board.fields.items()
        }
        #: radius of a field circle (canvas px); ships are a little smaller
        self.field_r = _field_radius(self._nearest_map() * self.scale, self.unit)
        self.ship_r = int(self.field_r * 0.86)
        inner = min((math.dist(self.hole, self.fields[f]) for f in self.board.inner_fields),
                    default=120.0)
        self.hole_r = int(max(24 * self.unit, min(70 * self.unit, inner - self.field_r - 12)))
        self._free_areas(x0, x1)

    def _columns_gap(self) -> tuple[int, int]:
        """The free x range between the HUD columns (regions left / right of the wormhole)."""
        hx = self.rect.x + self._hole_map[0] * self.sx
        left = [r for r in self.regions.values() if r.centerx < hx]
        right = [r for r in self.regions.values() if r.centerx >= hx]
        x0 = max((r.right for r in left), default=self.rect.left) + 12
        x1 = min((r.left for r in right), default=self.rect.right) - 12
        return x0, x1

    def _nearest_map(self) -> float:
        """The shortest distance between two fields, in map units."""
        pts = [(f.x, f.y) for f in self.board.fields.values()]
        gaps = [math.dist(a, b) for i, a in enumerate(pts) for b in pts[i + 1:]]
        return min(gaps) if gaps else 100.0

    def _fit_scale(self, width: int) -> float:
        """The largest uniform map-to-canvas factor at which the tinted ring fits ``width``
        and the board height less the prompt and detail space."""
        hx, hy = self._hole_map
        reach = max((math.dist((hx, hy), (f.x, f.y)) for f in self.board.fields.values()),
                    default=100.0)
        nearest = self._nearest_map()
        room = min(width, self.rect.height - sum(self.margins)) / 2
        scale = max(0.05, room / reach)
        while scale > 0.05 and reach * scale + RING_MARGIN * _field_radius(
                nearest * scale, self.unit) > room:
            scale *= 0.99
        return scale

    # ------------------------------------------------------------------ transforms

    def point(self, x: float, y: float) -> Point:
        """A map point on the canvas (uniform scale about the wormhole)."""
        hx, hy = self._hole_map
        return (round(self.hole[0] + (x - hx) * self.scale),
                round(self.hole[1] + (y - hy) * self.scale))

    def region_rect(self, name: str) -> pygame.Rect:
        """A map HUD rectangle on the canvas (scaled per axis)."""
        r = self.board.map.regions[name].rect
        return stretched(self.rect, self.sx, self.sy, r.x, r.y, r.w, r.h)

    def at(self, name: str) -> Point:
        """The centre of a field or of the wormhole."""
        return self.hole if name == self.board.wormhole else self.fields[name]

    def target_rect(self, name: str) -> pygame.Rect:
        """The click/tap area of a field or the wormhole (at least 64 px square)."""
        r = max(round(32 * self.unit),
                self.hole_r if name == self.board.wormhole else self.field_r + 2)
        rect = pygame.Rect(0, 0, 2 * r, 2 * r)
        rect.center = self.at(name)
        return rect

    def thing_at(self, pos: tuple[int, int]) -> str | None:
        """The field (or the wormhole) under ``pos``, or None."""
        best, best_d = None, float("inf")
        for name, c in [*self.fields.items(), (self.board.wormhole, self.hole)]:
            d = math.dist(pos, c)
            reach = self.hole_r if name == self.board.wormhole else self.field_r + 6
            if d <= reach and d < best_d:
                best, best_d = name, d
        return best

    def angle(self, name: str) -> float:
        x, y = self.at(name)
        return math.atan2(y - self.hole[1], x - self.hole[0])

    # ------------------------------------------------------------------ free areas

    def _free_areas(self, x0: int, x1: int) -> None:
        """The prompt bar above the ring and the detail area below it, between the HUD
        columns."""
        #: outer radius of the tinted fly zones around the wormhole
        self.ring_out = max((math.dist(self.hole, p) for p in self.fields.values()),
                            default=100.0) + self.field_r * RING_MARGIN
        top_ring = round(self.hole[1] - self.ring_out) - 4
        bottom_ring = round(self.hole[1] + self.ring_out) + 6
        self.prompt = pygame.Rect(x0, self.rect.top + 4, x1 - x0,
                                  max(64, top_ring - self.rect.top - 8))
        self.detail = pygame.Rect(x0, bottom_ring, x1 - x0,
                                  max(48, self.rect.bottom - bottom_ring - 4))
