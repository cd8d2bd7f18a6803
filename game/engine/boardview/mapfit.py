"""A board's map on the canvas at one scale for both axes: where a Tiled map drawn whole
(its nodes, links and regions) lands, fitted into a box and centred there, for any board
drawn from a map (Merchants of Andromeda's six boards, large, small and on a table's turn
card). :class:`~game.engine.boardview.hexfit.HexFit` is its counterpart for hex maps;
:func:`~game.engine.boardview.rects.stretched` places a map stretched over an area instead
(each axis its own scale). Nothing here is a rule.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.boards.model import BoardMap, Rect


@dataclass(frozen=True)
class MapFit:
    """Where one board map is drawn: canvas = origin + map * scale."""

    board: str
    origin: tuple[float, float]
    scale: float
    size: tuple[int, int]  # the map's pixel size

    def point(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.origin[0] + x * self.scale), round(self.origin[1] + y * self.scale))

    def length(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, top = self.point(x, y)
        return pygame.Rect(left, top, self.length(w), self.length(h))

    def area(self, r: Rect) -> pygame.Rect:
        """A map rectangle (a region's) on the canvas."""
        return self.rect(r.x, r.y, r.w, r.h)

    @property
    def frame(self) -> pygame.Rect:
        return self.rect(0, 0, self.size[0], self.size[1])


def fit_map(board: str, m: BoardMap, box: pygame.Rect) -> MapFit:
    """The largest placement of map ``m`` (board ``board``) inside ``box``, centred."""
    scale = min(box.width / m.width, box.height / m.height)
    w, h = m.width * scale, m.height * scale
    origin = (box.left + (box.width - w) / 2, box.top + (box.height - h) / 2)
    return MapFit(board, origin, scale, (m.width, m.height))
