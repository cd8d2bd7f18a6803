"""Panel transforms: canvas <-> a seat panel's upright pixels, for every quarter turn, agree
with what pygame.transform.rotate puts on the screen, and round-trip exactly."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine.table.transform import EDGE_ROTATION, ROTATIONS, Orient

sizes = st.tuples(st.integers(1, 400), st.integers(1, 400))
origins = st.tuples(st.integers(-50, 3000), st.integers(-50, 3000))


@given(size=sizes, rotation=st.sampled_from(ROTATIONS), origin=origins, data=st.data())
def test_local_canvas_round_trip(size, rotation, origin, data):
    o = Orient(size, rotation, origin)
    x = data.draw(st.integers(0, size[0] - 1))
    y = data.draw(st.integers(0, size[1] - 1))
    c = o.to_canvas((x, y))
    assert o.canvas_rect.collidepoint(c)
    assert o.to_local(c) == (x, y)


@given(size=sizes, rotation=st.sampled_from(ROTATIONS), origin=origins, data=st.data())
def test_canvas_local_round_trip(size, rotation, origin, data):
    o = Orient(size, rotation, origin)
    r = o.canvas_rect
    c = (data.draw(st.integers(r.left, r.right - 1)), data.draw(st.integers(r.top, r.bottom - 1)))
    local = o.to_local(c)
    assert o.local_rect.collidepoint(local)
    assert o.to_canvas(local) == c


@given(size=sizes, rotation=st.sampled_from(ROTATIONS), data=st.data())
def test_rect_round_trip_and_area(size, rotation, data):
    o = Orient(size, rotation, (10, 20))
    x = data.draw(st.integers(0, size[0] - 1))
    y = data.draw(st.integers(0, size[1] - 1))
    w = data.draw(st.integers(1, size[0] - x))
    h = data.draw(st.integers(1, size[1] - y))
    rect = pygame.Rect(x, y, w, h)
    on_canvas = o.rect_to_canvas(rect)
    assert on_canvas.width * on_canvas.height == w * h
    assert o.canvas_rect.contains(on_canvas)
    assert o.rect_to_local(on_canvas) == rect


@pytest.mark.parametrize("rotation", ROTATIONS)
def test_transform_matches_pygame_rotate(rotation):
    """A marked pixel of the upright panel lands where pygame's rotation puts it."""
    size = (7, 4)
    o = Orient(size, rotation, (0, 0))
    for point in [(0, 0), (6, 0), (2, 3), (5, 1)]:
        upright = pygame.Surface(size)
        upright.fill((0, 0, 0))
        upright.set_at(point, (255, 0, 0))
        turned = o.rotate(upright)
        assert turned.get_size() == o.canvas_size
        assert turned.get_at(o.to_canvas(point))[:3] == (255, 0, 0)


@pytest.mark.parametrize("edge", ["bottom", "top", "left", "right"])
def test_panel_up_points_to_the_middle(edge):
    """A panel's upright top (away from its reader) points into the table from its edge."""
    o = Orient((100, 30), EDGE_ROTATION[edge], (0, 0))
    bottom_mid, top_mid = o.to_canvas((50, 29)), o.to_canvas((50, 0))
    dx, dy = top_mid[0] - bottom_mid[0], top_mid[1] - bottom_mid[1]
    inward = {"bottom": (0, -1), "top": (0, 1), "left": (1, 0), "right": (-1, 0)}[edge]
    assert (dx * inward[0] + dy * inward[1]) > 0 and (dx * inward[1] - dy * inward[0]) == 0


def test_bad_orient_is_refused():
    with pytest.raises(ValueError, match="rotation 45"):
        Orient((10, 10), 45)
    with pytest.raises(ValueError, match="empty"):
        Orient((0, 10), 90)
