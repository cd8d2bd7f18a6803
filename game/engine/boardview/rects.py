"""Rectangle arithmetic a board's layout needs beyond pygame's own: a map's rectangle
stretched onto the canvas, a rectangle grown to a least size about its centre (a place a
fingertip can hit), and the largest part of an area beside something that blocks it (a
box kept clear of the track that crosses it), and which of several places a point is in
(the key of what a click landed on)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

import pygame

K = TypeVar("K")


def key_at(places: Iterable[tuple[K, pygame.Rect | None]], pos: tuple[int, int]) -> K | None:
    """The key of the first of ``places`` ((key, rect) pairs, as a dict's ``items()``;
    a None rect is no place) whose rect holds ``pos``; None when none does."""
    return next((key for key, rect in places if rect is not None and rect.collidepoint(pos)),
                None)


def stretched(area: pygame.Rect, sx: float, sy: float, x: float, y: float, w: float,
              h: float) -> pygame.Rect:
    """The map rectangle (``x``, ``y``, ``w``, ``h``, map pixels) on a board drawn
    stretched over ``area`` (``sx``, ``sy``: canvas pixels per map pixel across and down):
    each edge rounded where it falls, so rectangles that touch on the map touch on the
    canvas."""
    left, top = round(area.x + x * sx), round(area.y + y * sy)
    right, bottom = round(area.x + (x + w) * sx), round(area.y + (y + h) * sy)
    return pygame.Rect(left, top, right - left, bottom - top)


def grown(rect: pygame.Rect, least: int) -> pygame.Rect:
    """``rect`` grown about its centre to at least ``least`` pixels on each side."""
    out = pygame.Rect(rect)
    out.width, out.height = max(rect.width, least), max(rect.height, least)
    out.center = rect.center
    return out


def largest_outside(area: pygame.Rect, block: pygame.Rect) -> pygame.Rect:
    """The largest of the four parts of ``area`` beside ``block`` (above, below, left,
    right of it); ``area`` itself when they do not overlap."""
    if not area.colliderect(block):
        return area
    parts = [
        pygame.Rect(area.x, area.y, area.width, block.top - area.y),
        pygame.Rect(area.x, block.bottom, area.width, area.bottom - block.bottom),
        pygame.Rect(area.x, area.y, block.left - area.x, area.height),
        pygame.Rect(block.right, area.y, area.right - block.right, area.height),
    ]
    return max(parts, key=lambda r: max(0, r.width) * max(0, r.height))
