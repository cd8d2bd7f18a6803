"""The engine's hex map on the canvas (game/engine/boardview/hexfit.py): a map's hexes
scaled to fill a box and centred in it, drawing and hit-testing from one layout."""

from __future__ import annotations

import pygame

from game.boards.hex import HexLayout, spiral
from game.engine.boardview.hexfit import HexFit, hex_bounds


def test_hexes_fill_the_box_centred_and_are_found_again_under_their_centres() -> None:
    cells = spiral((0, 0), 2)
    for base in (HexLayout(60, 70, 36, "y", "odd"), HexLayout(72, 62, 36, "x", "even")):
        for box in (pygame.Rect(100, 50, 800, 600), pygame.Rect(0, 0, 300, 900)):
            fit = HexFit(cells, box, base)
            left, top, right, bottom = (min(x for h in cells for x, _ in fit.corners(h)),
                                        min(y for h in cells for _, y in fit.corners(h)),
                                        max(x for h in cells for x, _ in fit.corners(h)),
                                        max(y for h in cells for _, y in fit.corners(h)))
            assert box.contains(pygame.Rect(left, top, right - left, bottom - top))
            assert abs((left + right) // 2 - box.centerx) <= 1  # centred
            assert abs((top + bottom) // 2 - box.centery) <= 1
            # it fills the box along one side (within a tile's rounding)
            assert max((right - left) / box.width, (bottom - top) / box.height) > 0.85
            assert fit.layout.tile_width % 2 == 0 and fit.layout.tile_height % 2 == 0
            for h in cells:
                assert fit.hex_at(fit.center(h)) == h
                assert fit.hex_rect(h).center == fit.center(h)
            assert fit.hex_at((box.left + 1, box.top + 1)) is None  # a corner: off the map
            assert fit.hex_at((box.right + 5, box.centery)) is None


def test_the_bounds_hold_every_corner() -> None:
    layout = HexLayout(60, 70, 36, "y", "odd")
    cells = spiral((0, 0), 1)
    x0, y0, x1, y1 = hex_bounds(layout, cells)
    corners = [c for h in cells for c in layout.corners(h)]
    assert (x0, y0) == (min(x for x, _ in corners), min(y for _, y in corners))
    assert (x1, y1) == (max(x for x, _ in corners), max(y for _, y in corners))
