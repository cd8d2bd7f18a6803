"""Outlines, fills and marks a board draws, for any game: dashed and dotted lines, a
dashed ring, hatching, pips, and the colours to draw on a fill.

A board marks what may be chosen by shape as well as by colour (dashes, a dashed ring), so
a colour-blind player reads it too; a second cue inside a region is hatching. The dashed
outline of a rectangle is drawn once and kept as a small picture (:func:`dashes`), with
the pixels of the outline drawn in place. Nothing here knows a game's pieces.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

RGB = tuple[int, int, int]
Point = tuple[float, float]
#: the dark ink of words and halos on light fills
INK: RGB = (25, 25, 35)
#: the light ink of words on dark fills
LIGHT_INK: RGB = (245, 245, 250)


def hex_rgb(hex_colour: str) -> RGB:
    """``"#rrggbb"`` -> (r, g, b); grey for anything else (a data file's typo shows as a
    grey region rather than stopping the game)."""
    text = hex_colour.lstrip("#")
    try:
        return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))
    except (ValueError, IndexError):
        return (136, 136, 136)


def ink_on(colour: RGB) -> RGB:
    """:data:`INK` or :data:`LIGHT_INK`, whichever reads better on ``colour`` (by its
    perceived brightness)."""
    r, g, b = colour
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 140 else LIGHT_INK


def scaled_about(poly: Sequence[tuple[int, int]], c: tuple[int, int], k: float
                 ) -> list[tuple[int, int]]:
    """``poly`` scaled by ``k`` about the point ``c`` (a shape's smaller copy inside it),
    rounded to whole pixels."""
    return [(round(c[0] + (x - c[0]) * k), round(c[1] + (y - c[1]) * k)) for x, y in poly]


def hatch(surface: pygame.Surface, poly: Sequence[tuple[int, int]], colour: RGB,
          step: int = 10) -> None:
    """Diagonal hatching inside a polygon, lines ``step`` pixels apart (a region's second
    cue beside its colour)."""
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    rect = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    for x in range(-rect.height, rect.width, step):
        pygame.draw.line(mask, (*colour, 110), (x, rect.height), (x + rect.height, 0), 2)
    cut = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.polygon(cut, (255, 255, 255, 255), [(px - rect.x, py - rect.y) for px, py in poly])
    mask.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(mask, rect.topleft)


def dashed_polygon(surface: pygame.Surface, poly: Sequence[tuple[int, int]], colour: RGB,
                   width: int = 4, dash: int = 9, halo: bool = False,
                   origin: tuple[int, int] = (0, 0)) -> None:
    """A dashed outline along a closed polygon (the "you may choose this" mark), each side
    in dashes about ``dash`` long; ``halo`` first draws a solid :data:`INK` outline under
    the dashes, so they read on any fill. ``origin``: where ``surface``'s corner is in the
    coordinates of ``poly`` (a small picture of the outline: each end is worked out where
    it is, then moved, so the pixels are those of the outline drawn there)."""
    ox, oy = origin
    if halo:
        pygame.draw.polygon(surface, INK, [(x - ox, y - oy) for x, y in poly], width + 4)
    for i in range(len(poly)):
        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % len(poly)]
        length = math.hypot(bx - ax, by - ay)
        n = max(1, int(length // dash))
        for k in range(0, n, 2):
            t0, t1 = k / n, min(1.0, (k + 1) / n)
            pygame.draw.line(surface, colour,
                             (ax + (bx - ax) * t0 - ox, ay + (by - ay) * t0 - oy),
                             (ax + (bx - ax) * t1 - ox, ay + (by - ay) * t1 - oy), width)


def dashed_rect(surface: pygame.Surface, rect: pygame.Rect, colour: RGB, grow: int = 6
                ) -> None:
    """The "you may choose this" mark round a rectangle (``grow`` pixels wider and taller
    than ``rect``; negative inside it, for rows that touch their neighbours), copied from
    its kept picture (:func:`dashes`)."""
    picture, at = dashes(rect.inflate(grow, grow), colour)
    surface.blit(picture, at)


#: the dashed outlines drawn so far, by rectangle and colour: (picture, where it goes)
_DASHES: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[pygame.Surface, tuple[int, int]]] = {}
#: the most outlines kept (a layout's cards and rows, a few colours)
DASHES_KEPT = 64
#: pixels round an outline its lines may reach (lines 4 wide)
DASH_PAD = 6


def dashes(r: pygame.Rect, colour: RGB) -> tuple[pygame.Surface, tuple[int, int]]:
    """The dashed outline of ``r`` (38 lines or so: nine of them were a millisecond of a
    frame) as a small picture with a colour key, and where it goes, drawn once: the same
    pixels as the outline drawn there (:func:`dashed_polygon`'s ``origin``)."""
    key = (tuple(r), tuple(colour))
    kept = _DASHES.get(key)
    if kept is not None:
        return kept
    area = r.inflate(2 * DASH_PAD, 2 * DASH_PAD)
    area.normalize()
    picture = pygame.Surface(area.size)
    clear = (255, 0, 255) if tuple(colour) != (255, 0, 255) else (0, 255, 0)
    picture.fill(clear)
    picture.set_colorkey(clear)
    dashed_polygon(picture, [r.topleft, r.topright, r.bottomright, r.bottomleft], colour, 4,
                   10, origin=area.topleft)
    if len(_DASHES) >= DASHES_KEPT:
        _DASHES.clear()
    _DASHES[key] = (picture, area.topleft)
    return picture, area.topleft


def dotted_line(surface: pygame.Surface, a: Point, b: Point, colour: pygame.typing.ColorLike,
                radius: int, gap: int) -> None:
    """A line from ``a`` to ``b`` of dots of ``radius``, about ``gap`` apart, one on each
    end."""
    length = math.dist(a, b)
    n = max(1, int(length // gap))
    for i in range(n + 1):
        t = i / n
        pygame.draw.circle(surface, colour, (round(a[0] + (b[0] - a[0]) * t),
                                             round(a[1] + (b[1] - a[1]) * t)), radius)


def ring(surface: pygame.Surface, colour: pygame.typing.ColorLike, centre: Point, r: int,
         width: int, dashed: bool = False) -> None:
    """A highlight ring of radius ``r``; ``dashed`` (12 dashes) marks "you may choose this"
    by shape, not only by colour."""
    if not dashed:
        pygame.draw.circle(surface, colour, centre, r, width)
        return
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    rect.center = centre
    n = 12
    for i in range(n):
        a = i * math.tau / n
        pygame.draw.arc(surface, colour, rect, a, a + math.tau / n * 0.6, width)


def pips(surface: pygame.Surface, x: int, cy: int, have: int, need: int, colour: RGB,
         r: int = 8) -> int:
    """A row of ``need`` round pips from ``x`` on the line ``cy``, the first ``have`` filled
    with ``colour`` (a count against its most: slots taken); returns the x after the last
    pip."""
    for i in range(need):
        c = (x + r + i * (2 * r + 4), cy)
        if i < have:
            pygame.draw.circle(surface, colour, c, r)
        pygame.draw.circle(surface, (235, 235, 245), c, r, 2)
    return x + need * (2 * r + 4)


def tint(surface: pygame.Surface, polys: Sequence[tuple[Sequence[tuple[int, int]], RGB]],
         alpha: int, scratch: pygame.Surface | None, room: pygame.Rect
         ) -> pygame.Surface | None:
    """Fill each of ``polys`` (points, colour) translucently (``alpha``) over ``surface``:
    marks stand out without hiding what is under them. They are drawn on ``scratch``, a
    surface kept from call to call (made anew, as large as ``room`` and them, only when too
    small: fresh memory each time was slow), in a corner as large as their bounding box.
    Returns the scratch to pass next time."""
    if not polys:
        return scratch
    xs = [x for poly, _ in polys for x, _ in poly]
    ys = [y for poly, _ in polys for _, y in poly]
    box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    if scratch is None or scratch.get_width() < box.width or scratch.get_height() < box.height:
        scratch = pygame.Surface(room.union(box).size, pygame.SRCALPHA)
    area = pygame.Rect((0, 0), box.size)
    scratch.fill((0, 0, 0, 0), area)
    for poly, colour in polys:
        pygame.draw.polygon(scratch, (*colour, alpha), [(x - box.x, y - box.y) for x, y in poly])
    surface.blit(scratch, box.topleft, area)
    return scratch
