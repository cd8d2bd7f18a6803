"""Rectangles in rows and columns: buttons under a prompt, cards in a hand, seat rows,
mats side by side. Every board lays its things out on such grids; one rule for all:
columns share the width evenly (``gap`` between them, the remainder left over on the
right), rows stack down at a fixed height."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Sequence
from typing import TypeVar

import pygame

K = TypeVar("K", bound=Hashable)


def cells(left: int, top: int, width: int, count: int, cols: int, height: int,
          gap: int = 8, row_gap: int | None = None, widest: int | None = None
          ) -> list[pygame.Rect]:
    """``count`` cells of ``height``, row by row, ``cols`` to a row sharing ``width``
    from ``(left, top)``; ``gap`` between columns, ``row_gap`` (default ``gap``) between
    rows; no wider than ``widest`` (a few cards in a long row keep a card's width, the
    rest of the row left over on the right)."""
    if count <= 0:
        return []
    cols = max(1, cols)
    w = (width - gap * (cols - 1)) // cols
    if widest is not None:
        w = min(w, widest)
    down = gap if row_gap is None else row_gap
    return [pygame.Rect(left + c * (w + gap), top + r * (height + down), w, height)
            for r, c in (divmod(i, cols) for i in range(count))]


def split(area: pygame.Rect, count: int, gap: int = 8, across: bool = False
          ) -> list[pygame.Rect]:
    """``area`` cut into ``count`` equal parts with ``gap`` between them: stacked down
    (full width), or side by side when ``across`` (full height)."""
    n = max(1, count)
    if across:
        return cells(area.left, area.top, area.width, count, n, area.height, gap)
    h = (area.height - gap * (n - 1)) // n
    return cells(area.left, area.top, area.width, count, 1, h, gap)


def fit_grid(rect: pygame.Rect, count: int, min_w: int, tile_h: int, gap: int = 6,
             max_cols: int = 3, least_cols: int = 1) -> list[pygame.Rect]:
    """``count`` tiles of ``tile_h`` in rows inside ``rect``: as few columns (from
    ``least_cols`` up to ``max_cols``) as fit the rows, each at least ``min_w // 2`` wide;
    tiles beyond the rect are left out (the caller pages). (``least_cols``: the columns
    a grid had, kept while its tiles change.)"""
    if count <= 0 or rect.width <= 0:
        return []
    rows_fit = max(1, (rect.height + gap) // (tile_h + gap))
    cols = max(1, min(least_cols, max_cols))
    while cols < max_cols and -(-count // cols) > rows_fit:
        cols += 1
    while cols > 1 and (rect.width - gap * (cols - 1)) // cols < min_w // 2:
        cols -= 1
    return cells(rect.left, rect.top, rect.width, min(count, rows_fit * cols), cols, tile_h,
                 gap)


def square_cells(area: pygame.Rect, count: int, size: int, gap: int = 6, start: int = 0,
                 least: int = 26) -> list[pygame.Rect]:
    """``count`` squares filling ``area`` row by row from ``start`` pixels in, ``gap``
    apart: of side ``size``, made smaller (2 pixels a step, not below ``least``) until
    they all fit; at ``least`` they may run past the area's bottom."""
    if count <= 0:
        return []
    width = area.width - start
    while size > least:
        per_row = max(1, (width + gap) // (size + gap))
        rows = max(1, (area.height + gap) // (size + gap))
        if per_row * rows >= count:
            break
        size -= 2
    per_row = max(1, (width + gap) // (size + gap))
    return [pygame.Rect(area.x + start + col * (size + gap), area.y + row * (size + gap),
                        size, size)
            for row, col in (divmod(i, per_row) for i in range(count))]


def kept_places(before: Sequence[K | None], now: Sequence[K]) -> list[K | None]:
    """``now``'s items (repeats allowed) in the places they had in ``before``: an item
    still there keeps its index, one gone leaves a gap (None) where it stood, a new one
    takes the first gap left, else goes at the end (in ``now``'s order). Tiles laid out
    in this order do not move while a player chooses among them one after another (a
    card tapped out of a hand left every card after it one place on: a tap aimed at one
    card hit the next)."""
    left = Counter(now)
    out: list[K | None] = []
    for item in before:
        if item is not None and left[item] > 0:
            left[item] -= 1
            out.append(item)
        else:
            out.append(None)
    arrived: list[K] = []
    for item in now:
        if left[item] > 0:
            left[item] -= 1
            arrived.append(item)
    new = iter(arrived)
    for i, item in enumerate(out):
        if item is None:
            out[i] = next(new, None)
    out += new
    return out
