"""A hex map's cells on the canvas: the map's hex geometry (Tiled's, :class:`HexLayout`)
scaled to fill a box and centred in it, for any board of hexes.

Tiled keeps whole-pixel tile sizes, so the scaled geometry does too (even tile sizes), and
the hexes' corners, centres and the hex under a point all come from the one scaled layout:
drawing and hit-testing agree. Nothing here is a rule.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.boards.hex import Hex, HexLayout


def hex_bounds(layout: HexLayout, cells: Iterable[Hex]) -> tuple[int, int, int, int]:
    """The bounding box (left, top, right, bottom) of ``cells``' corners in ``layout``."""
    xs: list[int] = []
    ys: list[int] = []
    for h in cells:
        for x, y in layout.corners(h):
            xs.append(x)
            ys.append(y)
    return min(xs), min(ys), max(xs), max(ys)


class HexFit:
    """Canvas positions of the hexes ``cells`` of a map whose geometry is ``base``: scaled
    (integer tile sizes, as Tiled keeps them) to fit ``box`` and centred in it."""

    def __init__(self, cells: Iterable[Hex], box: pygame.Rect, base: HexLayout) -> None:
        self.cells = frozenset(cells)
        self.box = pygame.Rect(box)
        x0, y0, x1, y1 = hex_bounds(base, self.cells)
        scale = min((box.width - 4) / max(1, x1 - x0), (box.height - 4) / max(1, y1 - y0))
        self.layout = HexLayout(
            max(8, int(base.tile_width * scale) & ~1),
            max(8, int(base.tile_height * scale) & ~1),
            max(2, int(base.side_length * scale)),
            base.stagger_axis, base.stagger_index)
        x0, y0, x1, y1 = hex_bounds(self.layout, self.cells)
        self.ox = box.centerx - (x0 + x1) // 2
        self.oy = box.centery - (y0 + y1) // 2
        #: the hexes' radius (centre to a corner) in canvas pixels
        self.radius = max(self.layout.tile_width, self.layout.tile_height) // 2
        #: how much smaller than a hex its hit square is (room for the focus ring; none at
        #: a table, where a finger needs every pixel and there is no focus ring)
        self.margin = 6

    def center(self, h: Hex) -> tuple[int, int]:
        """The hex's centre on the canvas."""
        x, y = self.layout.center(h)
        return (round(x + self.ox), round(y + self.oy))

    def corners(self, h: Hex) -> list[tuple[int, int]]:
        """The hex's corners on the canvas."""
        return [(x + self.ox, y + self.oy) for x, y in self.layout.corners(h)]

    def hex_at(self, pos: tuple[int, int]) -> Hex | None:
        """The map's hex under a canvas point, or None off the map."""
        if not self.box.collidepoint(pos):
            return None
        h = self.layout.pixel_to_hex(pos[0] - self.ox, pos[1] - self.oy)
        return h if h in self.cells else None

    def hex_rect(self, h: Hex) -> pygame.Rect:
        """A square around the hex's centre (its hit area and keyboard focus ring),
        :attr:`margin` smaller than the hex."""
        size = min(self.layout.tile_width, self.layout.tile_height) - self.margin
        rect = pygame.Rect(0, 0, size, size)
        rect.center = self.center(h)
        return rect
