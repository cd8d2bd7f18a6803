"""Hex grid maths: axial/cube coordinates, Tiled's staggered (col, row), and pixel geometry.

pytmx knows nothing about hexagons, so this module is ours. Rules work in *axial*
coordinates ``(q, r)`` (cube ``s = -q - r`` is implied): neighbours, distances and
straight lines are simple vector sums there. Tiled stores a hexagonal map as a staggered
rectangle of ``(col, row)`` tiles; :func:`offset_to_axial` / :func:`axial_to_offset`
convert between the two for both stagger axes and both stagger indices, and
:class:`HexLayout` computes pixel positions with exactly the integer formula of Tiled's
``HexagonalRenderer`` (``tileToScreenCoords``, ``tileToScreenPolygon``,
``screenToTileCoords``), so what the game draws lines up with what the designer drew.

Tiled vocabulary: ``staggeraxis="y"`` gives pointy-top hexagons in rows, every other row
pushed right by half a tile; ``staggeraxis="x"`` gives flat-top hexagons in columns, every
other column pushed down. ``staggerindex`` says whether the odd or the even rows/columns
are the pushed ones.

>>> distance((0, 0), (2, -1))
2
>>> neighbours((0, 0))[:2]
[(1, 0), (1, -1)]
>>> offset_to_axial(3, 3, "y", "odd"), axial_to_offset(2, 3, "y", "odd")
((2, 3), (3, 3))
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

Hex = tuple[int, int]
StaggerAxis = Literal["x", "y"]
StaggerIndex = Literal["odd", "even"]

#: The six axial unit vectors, counter-clockwise starting "east" (for pointy-top hexes:
#: E, NE, NW, W, SW, SE; for flat-top hexes the same vectors point ESE, ENE, N, WNW, WSW, S).
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


# --------------------------------------------------------------------------- axial maths


def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


def scale(a: Hex, k: int) -> Hex:
    return (a[0] * k, a[1] * k)


def to_cube(h: Hex) -> tuple[int, int, int]:
    """Cube coordinates ``(q, r, s)`` with ``q + r + s == 0``."""
    return (h[0], h[1], -h[0] - h[1])


def neighbour(h: Hex, direction: int) -> Hex:
    """The hex next to ``h`` in ``direction`` (0..5, an index into :data:`DIRECTIONS`)."""
    return add(h, DIRECTIONS[direction % 6])


def neighbours(h: Hex) -> list[Hex]:
    """The six hexes around ``h``, in :data:`DIRECTIONS` order."""
    return [add(h, d) for d in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    """Number of steps between two hexes."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def direction_between(a: Hex, b: Hex) -> int | None:
    """The direction (0..5) of the straight line from ``a`` to ``b``, or None.

    None when ``a == b`` or when ``b`` does not lie on one of the six straight lines
    through ``a`` (a "straight line" in the rulebook sense: one direction, no turns).
    """
    dq, dr = b[0] - a[0], b[1] - a[1]
    n = distance(a, b)
    if n == 0 or dq % n or dr % n:
        return None
    unit = (dq // n, dr // n)
    return DIRECTIONS.index(unit) if unit in DIRECTIONS else None


def line(start: Hex, direction: int, max_steps: int) -> list[Hex]:
    """The hexes reached by walking straight from ``start``: 1, 2, ... ``max_steps`` steps.

    ``start`` itself is not included. Callers cut the line where the board ends or
    something blocks it.
    """
    d = DIRECTIONS[direction % 6]
    return [add(start, scale(d, k)) for k in range(1, max_steps + 1)]


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexes at exactly ``radius`` steps from ``center`` (one hex for radius 0)."""
    if radius < 0:
        raise ValueError("radius must be >= 0")
    if radius == 0:
        return [center]
    result: list[Hex] = []
    h = add(center, scale(DIRECTIONS[4], radius))
    for side in range(6):
        for _ in range(radius):
            result.append(h)
            h = neighbour(h, side)
    return result


def spiral(center: Hex, radius: int) -> list[Hex]:
    """Every hex within ``radius`` of ``center``, centre first, then ring by ring."""
    result: list[Hex] = []
    for k in range(radius + 1):
        result.extend(ring(center, k))
    return result


def rotate(h: Hex, turns: int, center: Hex = (0, 0)) -> Hex:
    """``h`` turned about ``center`` by ``turns`` sixths of a circle, in the order of
    :data:`DIRECTIONS` (for turning modular board parts): ``rotate(DIRECTIONS[i], 1) ==
    DIRECTIONS[i + 1]``."""
    q, r = h[0] - center[0], h[1] - center[1]
    for _ in range(turns % 6):
        q, r = q + r, -q
    return (q + center[0], r + center[1])


def axial_round(q: float, r: float) -> Hex:
    """The hex containing fractional axial coordinates (cube rounding)."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (int(rq), int(rr))


# ------------------------------------------------------------ Tiled (col, row) <-> axial


def _check(axis: str, index: str) -> None:
    if axis not in ("x", "y"):
        raise ValueError(f"staggeraxis must be 'x' or 'y', not {axis!r}")
    if index not in ("odd", "even"):
        raise ValueError(f"staggerindex must be 'odd' or 'even', not {index!r}")


def offset_to_axial(col: int, row: int, axis: str, index: str) -> Hex:
    """Tiled's tile coordinates of a hexagonal map -> axial ``(q, r)``.

    ``axis="y"`` is the "odd-r"/"even-r" layout, ``axis="x"`` is "odd-q"/"even-q".
    """
    _check(axis, index)
    if axis == "y":
        shift = (row + (row & 1)) // 2 if index == "even" else (row - (row & 1)) // 2
        return (col - shift, row)
    shift = (col + (col & 1)) // 2 if index == "even" else (col - (col & 1)) // 2
    return (col, row - shift)


def axial_to_offset(q: int, r: int, axis: str, index: str) -> tuple[int, int]:
    """Axial ``(q, r)`` -> Tiled's ``(col, row)``; the inverse of :func:`offset_to_axial`."""
    _check(axis, index)
    if axis == "y":
        shift = (r + (r & 1)) // 2 if index == "even" else (r - (r & 1)) // 2
        return (q + shift, r)
    shift = (q + (q & 1)) // 2 if index == "even" else (q - (q & 1)) // 2
    return (q, r + shift)


# ---------------------------------------------------------------------- pixel geometry


@dataclass(frozen=True)
class HexLayout:
    """Pixel geometry of a Tiled hexagonal map, integer for integer as Tiled computes it.

    ``tile_width``/``tile_height``/``side_length`` are the map's ``tilewidth``,
    ``tileheight`` and ``hexsidelength`` attributes. Like Tiled, odd tile sizes are
    rounded down to even numbers and half-sizes use integer division.
    """

    tile_width: int
    tile_height: int
    side_length: int
    stagger_axis: StaggerAxis = "y"
    stagger_index: StaggerIndex = "odd"

    def __post_init__(self) -> None:
        _check(self.stagger_axis, self.stagger_index)

    # Tiled's RenderParams
    @property
    def _tw(self) -> int:
        return self.tile_width & ~1

    @property
    def _th(self) -> int:
        return self.tile_height & ~1

    @property
    def _side_x(self) -> int:
        return int(self.side_length) if self.stagger_axis == "x" else 0

    @property
    def _side_y(self) -> int:
        return int(self.side_length) if self.stagger_axis == "y" else 0

    @property
    def _offset_x(self) -> int:
        return (self._tw - self._side_x) // 2

    @property
    def _offset_y(self) -> int:
        return (self._th - self._side_y) // 2

    @property
    def _column_width(self) -> int:
        return self._offset_x + self._side_x

    @property
    def _row_height(self) -> int:
        return self._offset_y + self._side_y

    def _staggered(self, i: int) -> bool:
        return bool((i & 1) ^ (self.stagger_index == "even"))

    # coordinates
    def to_axial(self, col: int, row: int) -> Hex:
        return offset_to_axial(col, row, self.stagger_axis, self.stagger_index)

    def to_offset(self, q: int, r: int) -> tuple[int, int]:
        return axial_to_offset(q, r, self.stagger_axis, self.stagger_index)

    def tile_top_left(self, col: int, row: int) -> tuple[int, int]:
        """Top-left pixel of tile ``(col, row)``: Tiled's ``tileToScreenCoords``."""
        if self.stagger_axis == "x":
            y = row * (self._th + self._side_y)
            if self._staggered(col):
                y += self._row_height
            return (col * self._column_width, y)
        x = col * (self._tw + self._side_x)
        if self._staggered(row):
            x += self._column_width
        return (x, row * self._row_height)

    def tile_polygon(self, col: int, row: int) -> list[tuple[int, int]]:
        """The hexagon's six corners: Tiled's ``tileToScreenPolygon`` without its two
        duplicate points, clockwise from the left."""
        x, y = self.tile_top_left(col, row)
        tw, th, ox, oy = self._tw, self._th, self._offset_x, self._offset_y
        octagon = [
            (x, y + th - oy), (x, y + oy), (x + ox, y), (x + tw - ox, y),
            (x + tw, y + oy), (x + tw, y + th - oy), (x + tw - ox, y + th), (x + ox, y + th),
        ]
        corners: list[tuple[int, int]] = []
        for p in octagon:
            if not corners or corners[-1] != p:
                corners.append(p)
        if len(corners) > 1 and corners[0] == corners[-1]:
            corners.pop()
        return corners

    def tile_center(self, col: int, row: int) -> tuple[float, float]:
        x, y = self.tile_top_left(col, row)
        return (x + self._tw / 2, y + self._th / 2)

    def center(self, h: Hex) -> tuple[float, float]:
        """Pixel centre of axial hex ``h``."""
        return self.tile_center(*self.to_offset(*h))

    def corners(self, h: Hex) -> list[tuple[int, int]]:
        """Pixel corners of axial hex ``h`` (six points)."""
        return self.tile_polygon(*self.to_offset(*h))

    def pixel_to_tile(self, x: float, y: float) -> tuple[int, int]:
        """The ``(col, row)`` whose hexagon contains a pixel (for clicks).

        Starts from Tiled's ``screenToTileCoords`` (nearest of four candidate centres,
        exact for regular hexagons) and then checks the actual polygons of that tile and
        its neighbours, so stretched hexagons are hit exactly too. A pixel on a shared
        edge belongs to the first tile found.
        """
        guess = self._nearest_tile(x, y)
        if _inside(self.tile_polygon(*guess), x, y):
            return guess
        q, r = self.to_axial(*guess)
        for n in neighbours((q, r)):
            tile = self.to_offset(*n)
            if _inside(self.tile_polygon(*tile), x, y):
                return tile
        return guess

    def _nearest_tile(self, x: float, y: float) -> tuple[int, int]:
        """Tiled's ``HexagonalRenderer::screenToTileCoords``, transcribed."""
        even = self.stagger_index == "even"
        cw, rh = self._column_width, self._row_height
        if self.stagger_axis == "x":
            x -= self._tw if even else self._offset_x
        else:
            y -= self._th if even else self._offset_y
        ref_x, ref_y = math.floor(x / (cw * 2)), math.floor(y / (rh * 2))
        rel_x, rel_y = x - ref_x * (cw * 2), y - ref_y * (rh * 2)
        if self.stagger_axis == "x":
            ref_x = ref_x * 2 + (1 if even else 0)
            left = self._side_x // 2
            cx, cy = left + cw, self._th // 2
            centres = [(left, cy), (cx, cy - rh), (cx, cy + rh), (cx + cw, cy)]
            offsets = [(0, 0), (1, -1), (1, 0), (2, 0)]
        else:
            ref_y = ref_y * 2 + (1 if even else 0)
            top = self._side_y // 2
            cx, cy = self._tw // 2, top + rh
            centres = [(cx, top), (cx - cw, cy), (cx + cw, cy), (cx, cy + rh)]
            offsets = [(0, 0), (-1, 1), (0, 1), (0, 2)]
        best = min(
            range(4), key=lambda i: (centres[i][0] - rel_x) ** 2 + (centres[i][1] - rel_y) ** 2
        )
        return (ref_x + offsets[best][0], ref_y + offsets[best][1])

    def pixel_to_hex(self, x: float, y: float) -> Hex:
        """The axial hex under a pixel (for clicks)."""
        return self.to_axial(*self.pixel_to_tile(x, y))

    def map_size(self, cols: int, rows: int) -> tuple[int, int]:
        """Pixel size of a ``cols`` x ``rows`` map: Tiled's ``mapBoundingRect``."""
        if self.stagger_axis == "x":
            w = cols * self._column_width + self._offset_x
            h = rows * (self._th + self._side_y)
            if cols > 1:
                h += self._row_height
            return (w, h)
        w = cols * (self._tw + self._side_x)
        h = rows * self._row_height + self._offset_y
        if rows > 1:
            w += self._column_width
        return (w, h)


def _inside(polygon: list[tuple[int, int]], x: float, y: float) -> bool:
    """Whether a point lies in a convex polygon (edges included), any winding."""
    sign = 0
    n = len(polygon)
    for i in range(n):
        (ax, ay), (bx, by) = polygon[i], polygon[(i + 1) % n]
        cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax)
        if cross:
            s = 1 if cross > 0 else -1
            if sign and s != sign:
                return False
            sign = s
    return True
