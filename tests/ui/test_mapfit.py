"""A board's map at one scale on the canvas (game/engine/boardview/mapfit.py), on its own:
fitted whole into a box and centred there, and every map point, length and region placed
by that one scale."""

from __future__ import annotations

import pygame

from game.boards.model import BoardMap, Rect
from game.engine.boardview.mapfit import fit_map


def test_a_map_is_fitted_whole_and_centred_in_a_wide_box():
    m = BoardMap("x.tmx", "free", 400, 200)
    place = fit_map("x", m, pygame.Rect(10, 20, 600, 200))  # the height limits: scale 1
    assert place.scale == 1.0 and place.frame == pygame.Rect(110, 20, 400, 200)
    assert place.point(0, 0) == (110, 20) and place.point(400, 200) == (510, 220)


def test_points_lengths_and_regions_share_one_scale():
    m = BoardMap("x.tmx", "free", 200, 100)
    place = fit_map("x", m, pygame.Rect(0, 0, 100, 100))  # the width limits: scale 0.5
    assert place.scale == 0.5 and place.frame == pygame.Rect(0, 25, 100, 50)
    assert place.area(Rect(20, 10, 40, 30)) == pygame.Rect(10, 30, 20, 15)
    assert place.length(1) == 1  # never a zero-pixel line
