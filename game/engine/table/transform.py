"""Transforms between the canvas and a seat panel's own upright coordinates.

A seat panel is drawn upright (as its owner reads it: text left to right, "up" away from
them) into its own surface of ``size`` (width along the seat's edge, height towards the
middle of the table), then rotated by ``rotation`` degrees counter-clockwise (0, 90, 180 or
270, as :func:`pygame.transform.rotate` turns) and placed with its top-left corner at
``origin`` on the canvas. :class:`Orient` maps pixels both ways with the very formula
``pygame.transform.rotate`` uses for quarter turns, so a hit test in panel coordinates agrees
pixel for pixel with what is on the screen (tests/ui/table/test_transform.py checks both).

Which rotation faces which edge: a seat at the bottom reads the panel as drawn (0); at the
top the panel is upside down (180); a seat at the left edge looks right, so the panel's "up"
points right: a quarter turn clockwise (270); at the right edge, a quarter turn
counter-clockwise (90).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

#: the rotation (degrees counter-clockwise) that makes a panel read from each edge
EDGE_ROTATION: dict[str, int] = {"bottom": 0, "right": 90, "top": 180, "left": 270}
ROTATIONS = (0, 90, 180, 270)

Point = tuple[int, int]


@dataclass(frozen=True)
class Orient:
    """Where one upright panel lands on the canvas: its upright ``size`` (w, h), its
    ``rotation`` and the canvas ``origin`` of the rotated picture's top-left corner."""

    size: tuple[int, int]
    rotation: int
    origin: Point = (0, 0)

    def __post_init__(self) -> None:
        if self.rotation not in ROTATIONS:
            raise ValueError(f"rotation {self.rotation} is not one of {ROTATIONS}")
        if self.size[0] <= 0 or self.size[1] <= 0:
            raise ValueError(f"panel size {self.size} is empty")

    @property
    def canvas_size(self) -> tuple[int, int]:
        """The rotated picture's size (width and height swap on quarter turns)."""
        w, h = self.size
        return (h, w) if self.rotation in (90, 270) else (w, h)

    @property
    def canvas_rect(self) -> pygame.Rect:
        return pygame.Rect(self.origin, self.canvas_size)

    @property
    def local_rect(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self.size)

    def to_canvas(self, p: Point) -> Point:
        """Panel pixel ``p`` (upright) -> canvas pixel."""
        x, y = p
        w, h = self.size
        r = self.rotation
        if r == 0:
            cx, cy = x, y
        elif r == 90:
            cx, cy = y, w - 1 - x
        elif r == 180:
            cx, cy = w - 1 - x, h - 1 - y
        else:
            cx, cy = h - 1 - y, x
        return (cx + self.origin[0], cy + self.origin[1])

    def to_local(self, p: Point) -> Point:
        """Canvas pixel ``p`` -> panel pixel (upright); the inverse of :meth:`to_canvas`."""
        cx, cy = p[0] - self.origin[0], p[1] - self.origin[1]
        w, h = self.size
        r = self.rotation
        if r == 0:
            return (cx, cy)
        if r == 90:
            return (w - 1 - cy, cx)
        if r == 180:
            return (w - 1 - cx, h - 1 - cy)
        return (cy, h - 1 - cx)

    def contains(self, p: Point) -> bool:
        """Is canvas pixel ``p`` on this panel?"""
        return self.canvas_rect.collidepoint(p)

    def rect_to_canvas(self, rect: pygame.Rect) -> pygame.Rect:
        """A panel rectangle's place on the canvas (quarter turns keep rectangles)."""
        return _span(self.to_canvas(rect.topleft),
                     self.to_canvas((rect.right - 1, rect.bottom - 1)))

    def rect_to_local(self, rect: pygame.Rect) -> pygame.Rect:
        return _span(self.to_local(rect.topleft), self.to_local((rect.right - 1, rect.bottom - 1)))

    def rotate(self, upright: pygame.Surface) -> pygame.Surface:
        """The upright picture turned to face the seat (a copy; 0 returns it as is; a half
        turn is a flip of both axes, the same pixels at two thirds of the cost)."""
        if self.rotation == 0:
            return upright
        if self.rotation == 180:
            return pygame.transform.flip(upright, True, True)
        return pygame.transform.rotate(upright, self.rotation)

    def rotate_band(self, upright: pygame.Surface, top: int, bottom: int,
                    into: pygame.Surface) -> None:
        """Turn the upright picture's rows ``top`` to ``bottom`` (exclusive) onto their
        place in ``into``, a turned picture of a quarter turn: the same pixels as those
        of :meth:`rotate` (a quarter turn moves pixels, it blends none), so a turn may be
        done a band at a time."""
        if self.rotation not in (90, 270):
            raise ValueError(f"a band is turned only by a quarter turn, not {self.rotation}")
        band = pygame.transform.rotate(
            upright.subsurface((0, top, upright.get_width(), bottom - top)), self.rotation)
        x = top if self.rotation == 90 else upright.get_height() - bottom
        into.blit(band, (x, 0))


def _span(a: Point, b: Point) -> pygame.Rect:
    """The pixel rectangle with corners ``a`` and ``b`` (both inside it)."""
    left, right = min(a[0], b[0]), max(a[0], b[0])
    top, bottom = min(a[1], b[1]), max(a[1], b[1])
    return pygame.Rect(left, top, right - left + 1, bottom - top + 1)
