"""Hex maths: axial properties, Tiled (col, row) conversions, and Tiled's pixel formula."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.boards import hex as hx
from game.boards.hex import HexLayout


def _stagger_dim(L: HexLayout) -> int:
    return (L.tile_height if L.stagger_axis == "y" else L.tile_width) & ~1


coord = st.integers(min_value=-60, max_value=60)
hexes = st.tuples(coord, coord)
direction = st.integers(min_value=0, max_value=5)
axes = st.sampled_from(["x", "y"])
indices = st.sampled_from(["odd", "even"])
layouts = st.builds(
    HexLayout,
    tile_width=st.integers(min_value=8, max_value=120),
    tile_height=st.integers(min_value=8, max_value=120),
    side_length=st.integers(min_value=0, max_value=60),
    stagger_axis=axes,
    stagger_index=indices,
).filter(
    # a seamless grid, as Tiled draws one: the side fits inside the tile along the stagger
    # axis and leaves an even margin (else Tiled's integer halves leave 1 px gaps)
    lambda L: 2 <= L.side_length < _stagger_dim(L) - 2
    and (_stagger_dim(L) - L.side_length) % 2 == 0
)


# --------------------------------------------------------------------------- axial maths


@given(hexes, hexes)
def test_distance_is_symmetric_and_zero_only_on_itself(a, b):
    assert hx.distance(a, b) == hx.distance(b, a)
    assert (hx.distance(a, b) == 0) == (a == b)


@given(hexes, hexes, hexes)
def test_distance_triangle_inequality(a, b, c):
    assert hx.distance(a, c) <= hx.distance(a, b) + hx.distance(b, c)


@given(hexes)
def test_neighbours_are_at_distance_one_and_in_direction_order(h):
    ns = hx.neighbours(h)
    assert len(set(ns)) == 6
    for d, n in enumerate(ns):
        assert hx.distance(h, n) == 1
        assert hx.direction_between(h, n) == d
        assert hx.neighbour(h, d) == n


@given(hexes, direction, st.integers(min_value=1, max_value=30))
def test_line_length_equals_distance_and_direction_is_found(start, d, steps):
    cells = hx.line(start, d, steps)
    assert len(cells) == steps and start not in cells
    assert hx.distance(start, cells[-1]) == steps
    assert hx.direction_between(start, cells[-1]) == d
    assert hx.direction_between(cells[-1], start) == (d + 3) % 6
    assert all(hx.distance(x, y) == 1 for x, y in zip([start, *cells], cells, strict=False))


@given(hexes, direction, st.integers(min_value=1, max_value=20), st.integers(1, 20))
def test_off_line_hexes_have_no_direction(start, d, k1, k2):
    # k1 steps one way then k2 steps turned by 60 degrees: never a straight line
    bent = hx.add(hx.add(start, hx.scale(hx.DIRECTIONS[d], k1)),
                  hx.scale(hx.DIRECTIONS[(d + 1) % 6], k2))
    assert hx.direction_between(start, bent) is None
    assert hx.direction_between(start, start) is None


@given(hexes, st.integers(min_value=0, max_value=8))
def test_ring_and_spiral(center, radius):
    ring = hx.ring(center, radius)
    assert len(ring) == max(1, 6 * radius) == len(set(ring))
    assert all(hx.distance(center, h) == radius for h in ring)
    spiral = hx.spiral(center, radius)
    assert len(spiral) == 1 + 3 * radius * (radius + 1) == len(set(spiral))
    assert spiral[0] == center


def test_ring_rejects_negative_radius():
    with pytest.raises(ValueError):
        hx.ring((0, 0), -1)


@given(st.floats(-50, 50), st.floats(-50, 50))
def test_axial_round_finds_the_nearest_hex_centre(q, r):
    h = hx.axial_round(q, r)

    def dist2(c):  # squared euclidean distance in a pointy-top unit layout
        x = (c[0] - q) + (c[1] - r) / 2
        y = (c[1] - r) * 3**0.5 / 2
        return x * x + y * y

    assert all(dist2(h) <= dist2(n) + 1e-9 for n in hx.neighbours(h))


# --------------------------------------------------------------- Tiled (col, row) <-> axial


@given(coord, coord, axes, indices)
def test_offset_axial_round_trip(col, row, axis, index):
    q, r = hx.offset_to_axial(col, row, axis, index)
    assert hx.axial_to_offset(q, r, axis, index) == (col, row)


@given(hexes, axes, indices)
def test_axial_offset_round_trip(h, axis, index):
    col, row = hx.axial_to_offset(*h, axis, index)
    assert hx.offset_to_axial(col, row, axis, index) == h


def tiled_neighbours(x: int, y: int, axis: str, index: str) -> list[tuple[int, int]]:
    """Tiled's HexagonalRenderer::topLeft/topRight/bottomLeft/bottomRight, plus the two
    straight neighbours along the non-staggered axis (transcribed from Tiled's source)."""
    si = 1 if index == "even" else 0
    if axis == "y":
        if (y & 1) ^ si:
            diag = [(x, y - 1), (x + 1, y - 1), (x, y + 1), (x + 1, y + 1)]
        else:
            diag = [(x - 1, y - 1), (x, y - 1), (x - 1, y + 1), (x, y + 1)]
        return [*diag, (x - 1, y), (x + 1, y)]
    if (x & 1) ^ si:
        diag = [(x - 1, y), (x + 1, y), (x - 1, y + 1), (x + 1, y + 1)]
    else:
        diag = [(x - 1, y - 1), (x + 1, y - 1), (x - 1, y), (x + 1, y)]
    return [*diag, (x, y - 1), (x, y + 1)]


@given(coord, coord, axes, indices)
def test_tiled_neighbours_are_axial_neighbours(col, row, axis, index):
    h = hx.offset_to_axial(col, row, axis, index)
    around = {hx.offset_to_axial(c, r, axis, index) for c, r in
              tiled_neighbours(col, row, axis, index)}
    assert around == set(hx.neighbours(h))


def test_bad_stagger_values_are_rejected():
    with pytest.raises(ValueError):
        hx.offset_to_axial(0, 0, "z", "odd")
    with pytest.raises(ValueError):
        HexLayout(10, 10, 4, "y", "middle")  # type: ignore[arg-type]


# ------------------------------------------------------------------- Tiled pixel formula

# Expected values worked out by hand from Tiled's HexagonalRenderer::tileToScreenCoords
# and tileToScreenPolygon (src/libtiled/hexagonalrenderer.cpp).


def test_pixels_stagger_y_odd():
    # tile 60x70, side 36: sideOffsetY = 17, rowHeight = 53, columnWidth = 30
    L = HexLayout(60, 70, 36, "y", "odd")
    assert L.tile_top_left(0, 0) == (0, 0)
    assert L.tile_top_left(0, 1) == (30, 53)  # odd rows pushed right
    assert L.tile_top_left(2, 2) == (120, 106)
    assert L.tile_center(0, 1) == (60.0, 88.0)
    assert L.tile_polygon(0, 0) == [(0, 53), (0, 17), (30, 0), (60, 17), (60, 53), (30, 70)]
    assert L.map_size(4, 3) == (270, 176)


def test_pixels_stagger_y_even_with_odd_tile_size():
    # Tiled rounds a 65x75 tile down to 64x74; side 37 -> sideOffsetY = (74-37)//2 = 18
    L = HexLayout(65, 75, 37, "y", "even")
    assert L.tile_top_left(0, 0) == (32, 0)  # even rows pushed right
    assert L.tile_top_left(0, 1) == (0, 55)
    assert L.tile_polygon(1, 1)[0] == (64, 55 + 74 - 18)


def test_pixels_stagger_x_even():
    # tile 72x62, side 36: sideOffsetX = 18, columnWidth = 54, rowHeight = 31
    L = HexLayout(72, 62, 36, "x", "even")
    assert L.tile_top_left(0, 0) == (0, 31)  # even columns pushed down
    assert L.tile_top_left(1, 0) == (54, 0)
    assert L.tile_top_left(1, 1) == (54, 62)
    assert L.tile_polygon(1, 0) == [(54, 31), (72, 0), (108, 0), (126, 31), (108, 62), (72, 62)]
    assert L.map_size(3, 3) == (180, 217)


def test_pixels_stagger_x_odd():
    L = HexLayout(72, 62, 36, "x", "odd")
    assert L.tile_top_left(0, 0) == (0, 0)
    assert L.tile_top_left(1, 0) == (54, 31)
    assert L.center((1, 0)) == (90.0, 62.0)


@settings(max_examples=60)
@given(layouts, st.integers(-12, 12), st.integers(-12, 12))
def test_adjacent_hexes_share_an_edge(L, col, row):
    h = L.to_axial(col, row)
    mine = set(L.corners(h))
    assert len(mine) == 6
    for n in hx.neighbours(h):
        assert len(mine & set(L.corners(n))) == 2


@settings(max_examples=60)
@given(layouts, st.integers(-12, 12), st.integers(-12, 12))
def test_clicks_inside_a_hex_find_it(L, col, row):
    h = L.to_axial(col, row)
    cx, cy = L.center(h)
    assert L.pixel_to_hex(cx, cy) == h
    assert L.pixel_to_tile(cx, cy) == (col, row)
    for x, y in L.corners(h):  # well inside, towards each corner
        assert L.pixel_to_hex(cx + (x - cx) * 0.6, cy + (y - cy) * 0.6) == h


def test_click_near_a_corner_picks_the_hex_drawn_there():
    L = HexLayout(60, 70, 36, "y", "odd")
    # (5, 60) is below the lower-left edge of tile (0, 0), in the pushed-right row 1
    assert L.pixel_to_tile(5, 60) == (-1, 1)
    assert L.pixel_to_tile(20, 60) == (0, 0)
    assert L.pixel_to_hex(20, 60) == (0, 0)


@given(hexes, hexes, st.integers(-12, 12))
def test_rotation_turns_directions_and_keeps_distances(h, center, turns):
    for i, d in enumerate(hx.DIRECTIONS):
        assert hx.rotate(d, turns) == hx.DIRECTIONS[(i + turns) % 6]
    turned = hx.rotate(h, turns, center)
    assert hx.distance(turned, center) == hx.distance(h, center)
    assert hx.rotate(turned, -turns, center) == h
    assert hx.rotate(h, 6, center) == h
