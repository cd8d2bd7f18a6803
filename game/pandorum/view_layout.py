"""Pandorum screen layout: where the planet, the side panel and the harvester mats go.

Purely visual: the hex geometry itself comes from the board parts' Tiled maps
(``maps/pandorum/part-*.tmx``, read with :func:`game.boards.tiled.load_map`); this module
only scales that :class:`~game.boards.hex.HexLayout` so the assembled planet fills its box,
and splits the rest of the board area into panels. Nothing here is a rule.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

import pygame

from game.boards.hex import Hex, HexLayout

#: gap between panels (canvas pixels)
GAP = 8
#: height of the strip of harvester mats at the bottom of the board area
MATS_H = 166
#: width of the planet's box (the rest of the width is the side panel)
PLANET_W = 800


def map_geometry() -> HexLayout:
    """The hex geometry drawn in the board parts' Tiled maps (all parts share it)."""
    from game.pandorum.rules.data import components
    from game.paths import map_file

    return _geometry(str(map_file(f"pandorum/{components().central_part}")))


@cache
def _geometry(path: str) -> HexLayout:
    from game.boards.tiled import load_map

    geometry = load_map(path).hex_geometry
    if not isinstance(geometry, HexLayout):  # pragma: no cover - validate rejects such maps
        raise ValueError(f"{path} is not a hexagonal map")
    return geometry


@dataclass(frozen=True)
class Panels:
    """The rectangles of the Pandorum screen inside the play scene's board area."""

    planet: pygame.Rect
    side: pygame.Rect
    mats: pygame.Rect


def panels(area: pygame.Rect) -> Panels:
    """Split the board area: planet (left), side panel (right), mats (bottom strip)."""
    top = area.top + 4
    mats = pygame.Rect(area.left + 4, area.bottom - MATS_H - 4, area.width - 8, MATS_H)
    height = mats.top - GAP - top
    planet = pygame.Rect(area.left + 4, top, min(PLANET_W, area.width * 3 // 5), height)
    side = pygame.Rect(planet.right + GAP, top, area.right - 4 - planet.right - GAP, height)
    return Panels(planet, side, mats)


def _bbox(layout: HexLayout, cells: Iterable[Hex]) -> tuple[int, int, int, int]:
    xs: list[int] = []
    ys: list[int] = []
    for h in cells:
        for x, y in layout.corners(h):
            xs.append(x)
            ys.append(y)
    return min(xs), min(ys), max(xs), max(ys)


class PlanetGeometry:
    """Canvas positions of the assembled planet's hexes: the maps' hex geometry, scaled
    (integer tile sizes, as Tiled keeps them) to fit ``box`` and centred in it."""

    def __init__(self, cells: Iterable[Hex], box: pygame.Rect,
                 base: HexLayout | None = None) -> None:
        base = base or map_geometry()
        self.cells = frozenset(cells)
        self.box = pygame.Rect(box)
        x0, y0, x1, y1 = _bbox(base, self.cells)
        scale = min((box.width - 4) / max(1, x1 - x0), (box.height - 4) / max(1, y1 - y0))
        self.layout = HexLayout(
            max(8, int(base.tile_width * scale) & ~1),
            max(8, int(base.tile_height * scale) & ~1),
            max(2, int(base.side_length * scale)),
            base.stagger_axis, base.stagger_index)
        x0, y0, x1, y1 = _bbox(self.layout, self.cells)
        self.ox = box.centerx - (x0 + x1) // 2
        self.oy = box.centery - (y0 + y1) // 2
        #: the hexes' radius (centre to a corner) in canvas pixels
        self.radius = max(self.layout.tile_width, self.layout.tile_height) // 2
        #: how much smaller than a hex its hit square is (room for the focus ring; none at
        #: a table, where a finger needs every pixel and there is no focus ring)
        self.margin = 6

    def center(self, h: Hex) -> tuple[int, int]:
        x, y = self.layout.center(h)
        return (round(x + self.ox), round(y + self.oy))

    def corners(self, h: Hex) -> list[tuple[int, int]]:
        return [(x + self.ox, y + self.oy) for x, y in self.layout.corners(h)]

    def hex_at(self, pos: tuple[int, int]) -> Hex | None:
        """The planet hex under a canvas point, or None off the planet."""
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
