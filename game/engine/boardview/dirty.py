"""Dirty rectangles of a board frame: which areas of the canvas a frame must draw again.

A board view says where what moves is drawn (:meth:`BoardView.moving_rects`); a frame that
keeps the cached layers redraws only the areas that moved last frame or move now. Those
rectangles are merged here into a few areas (each area costs one copy of the layer and one
clipped ``draw_moving``), so neighbours — a ship and the ring it leaves — are one copy.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine.widgets import Widget

if TYPE_CHECKING:
    from game.engine.app import App

#: what moves on a board picture: the view's moving key and its moving rects (None: it
#: cannot say where)
Moving = tuple[Hashable, list[pygame.Rect] | None]

#: areas a frame redraws one by one at most; more are joined into their bounding box
MAX_AREAS = 6
#: two areas are joined when their bounding box is at most this much bigger than the two
#: together (a small overdraw costs less than a second clipped draw)
JOIN_SLACK = 1.25


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def merge_rects(rects: Iterable[pygame.Rect], bounds: pygame.Rect) -> list[pygame.Rect]:
    """``rects`` clipped to ``bounds`` (empty ones dropped), overlapping or close ones
    joined into their bounding box; at most :data:`MAX_AREAS` areas, which cover every
    pixel of the given rectangles inside ``bounds``."""
    out = [r for r in (pygame.Rect(rect).clip(bounds) for rect in rects)
           if r.width > 0 and r.height > 0]
    joined = True
    while joined and len(out) > 1:
        joined = False
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                a, b = out[i], out[j]
                both = a.union(b)
                if a.colliderect(b) or _area(both) <= JOIN_SLACK * (_area(a) + _area(b)):
                    out[i] = both
                    del out[j]
                    joined = True
                    break
            if joined:
                break
    if len(out) > MAX_AREAS:
        out = [out[0].unionall(out[1:])]
    return out


def square(centre: tuple[float, float], half: int) -> pygame.Rect:
    """The square of side ``2 * half`` around ``centre`` (canvas pixels)."""
    x, y = round(centre[0]), round(centre[1])
    return pygame.Rect(x - half, y - half, 2 * half, 2 * half)


def redraw_areas(now: Moving, shown: Moving | None, bounds: pygame.Rect) -> list[pygame.Rect]:
    """The areas of the board (``bounds``) a frame draws again, given what moves now and
    what moved on the picture the canvas holds (``shown``; None: it holds no board picture
    to keep). The whole board when either side cannot say where things move; nothing when
    both are alike (same key, same rectangles); else last frame's and this frame's
    rectangles, merged (:func:`merge_rects`)."""
    key, rects = now
    if shown is None or rects is None or shown[1] is None:
        return [pygame.Rect(bounds)]
    if key == shown[0] and rects == shown[1]:
        return []
    return merge_rects([*shown[1], *rects], bounds)


def widget_reach(widget: Widget) -> pygame.Rect:
    """Every pixel ``widget`` may draw, its focus ring included: a round ring's radius
    follows the longer side, so the square on that side, plus the ring's margin."""
    rect = widget.rect
    reach = square(rect.center, max(rect.width, rect.height) // 2
                   + getattr(widget, "margin", 0) + 10)
    return reach.union(rect.inflate(24, 24))


def draw_widgets_in(surface: pygame.Surface, area: pygame.Rect, widgets: Sequence[Widget],
                    focus: Widget | None, app: App) -> None:
    """Draw the ``widgets`` that draw in ``area`` (a widget draws in its rect, the focused
    one its ring round it too), clipped to it; the clip stays set."""
    surface.set_clip(area)
    for w in widgets:
        focused = w is focus
        if w.visible and (w.rect.colliderect(area)
                          or (focused and widget_reach(w).colliderect(area))):
            w.draw(surface, app, focused)
