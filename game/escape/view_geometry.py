"""Where the Andromeda Escape map lands on the play scene's board area.

The Tiled map (maps/andromeda-escape.tmx) is drawn for a 1920x1080 board; the play scene
gives the board a smaller rectangle with another aspect. Two transforms keep every
position coming from the map:

* HUD rectangles (map regions) are scaled per axis to fill the board area, so the
  panels keep their place and use all the height the board area has;
* points (fields, the wormhole, connection polylines) are scaled uniformly about the
  wormhole, so the ring stays round. The uniform factor is the smaller axis factor, so
  the ring never grows into the HUD columns.

Free space that the map leaves between the two HUD columns, above and below the ring,
holds the prompt bar (top) and the card or mission details (bottom).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.boards.model import BoardMap
from game.escape.rules.board import EscapeBoard

Point = tuple[int, int]


@dataclass
class Geometry:
    """Canvas positions of everything on the Escape board, for one board rectangle."""

    board: EscapeBoard
    rect: pygame.Rect

    def __post_init__(self) -> None:
        m: BoardMap = self.board.map
        self.sx = self.rect.width / m.width
        self.sy = self.rect.height / m.height
        self.scale = min(self.sx, self.sy)
        hole = m.nodes[self.board.wormhole]
        self._hole_map = (hole.x, hole.y)
        self.hole = (round(self.rect.x + hole.x * self.sx), round(self.rect.y + hole.y * self.sy))
        self.fields: dict[str, Point] = {
            name: self.point(f.x, f.y) for name, f in self.board.fields.items()
        }
        gaps = [math.dist(self.fields[a], self.fields[b])
                for a in self.fields for b in self.fields if a < b]
        nearest = min(gaps) if gaps else 80.0
        #: radius of a field circle (canvas px); ships are a little smaller
        self.field_r = int(max(22, min(42, nearest * 0.37)))
        self.ship_r = int(self.field_r * 0.86)
        inner = min((math.dist(self.hole, self.fields[f]) for f in self.board.inner_fields),
                    default=120.0)
        self.hole_r = int(max(24, min(70, inner - self.field_r - 12)))
        self.regions: dict[str, pygame.Rect] = {
            name: self.region_rect(name) for name in m.regions
        }
        self._free_areas()

    # ------------------------------------------------------------------ transforms

    def point(self, x: float, y: float) -> Point:
        """A map point on the canvas (uniform scale about the wormhole)."""
        hx, hy = self._hole_map
        return (round(self.hole[0] + (x - hx) * self.scale),
                round(self.hole[1] + (y - hy) * self.scale))

    def region_rect(self, name: str) -> pygame.Rect:
        """A map HUD rectangle on the canvas (scaled per axis)."""
        r = self.board.map.regions[name].rect
        left, top = self.rect.x + r.x * self.sx, self.rect.y + r.y * self.sy
        right, bottom = self.rect.x + (r.x + r.w) * self.sx, self.rect.y + (r.y + r.h) * self.sy
        return pygame.Rect(round(left), round(top), round(right) - round(left),
                           round(bottom) - round(top))

    def at(self, name: str) -> Point:
        """The centre of a field or of the wormhole."""
        return self.hole if name == self.board.wormhole else self.fields[name]

    def target_rect(self, name: str) -> pygame.Rect:
        """The click/tap area of a field or the wormhole (at least 64 px square)."""
        r = max(32, self.hole_r if name == self.board.wormhole else self.field_r + 2)
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

    def _free_areas(self) -> None:
        """The prompt bar above the ring and the detail area below it, between the HUD
        columns (regions left and right of the wormhole)."""
        hx = self.hole[0]
        left = [r for r in self.regions.values() if r.centerx < hx]
        right = [r for r in self.regions.values() if r.centerx >= hx]
        x0 = max((r.right for r in left), default=self.rect.left) + 12
        x1 = min((r.left for r in right), default=self.rect.right) - 12
        #: outer radius of the tinted fly zones around the wormhole
        self.ring_out = max((math.dist(self.hole, p) for p in self.fields.values()),
                            default=100.0) + self.field_r * 1.3
        top_ring = round(self.hole[1] - self.ring_out) - 4
        bottom_ring = round(self.hole[1] + self.ring_out) + 6
        self.prompt = pygame.Rect(x0, self.rect.top + 4, x1 - x0,
                                  max(64, top_ring - self.rect.top - 8))
        self.detail = pygame.Rect(x0, bottom_ring, x1 - x0,
                                  max(48, self.rect.bottom - bottom_ring - 4))
