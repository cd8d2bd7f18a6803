"""Where a Starship seat's things go in its table panel: a row with where it is, its
refineries and credits (its name and badge are in the panel's header), its Local Space,
and a console per ship whose cargo holds each hold a mine token as large as its digit asks.

A table's text is larger and its seat panels shallow, so a monitor's equal consoles left
holds too small for their digits. Here the consoles are planned together
(:func:`plan_seat`): each as wide as its holds and words ask, its holds in as many rows as
the height allows, its title and energy on one row where it is wide enough, the seat's row
and Local Space sharing one row where they fit. A hold is at least :func:`hold_need`, and
larger where there is room; where the holds do not all fit, the empty ones are one cell
with their count ("\u00d73"); only when the mines alone do not fit do the holds shrink.
Geometry only: the plan is a :class:`~game.starship.view_layout.SeatPlan`, drawn by the one
seat painter. See docs/table-mode.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.engine.boardview import grid
from game.starship.view_layout import (
    GAP,
    HOLD_MAX,
    HOLD_MIN,
    LOCAL_GAP,
    STRIP_W,
    TOKEN,
    ConsolePlan,
    SeatPlan,
    token_for,
    token_row,
)

#: inside a console: its margin left and right
PAD = 5
#: under a console's holds
FOOT = 3


def hold_need(digits: int) -> int:
    """The side of a cargo hold whose mine (drawn 2 pixels inside it) is as large as a
    Local Space token for ``digits``-pixel digits: the digit and a margin inside even a
    diamond's inner square."""
    return token_for(digits) + 2


@dataclass(frozen=True)
class ShipWords:
    """What a console must show besides its holds, measured: the width of its title
    ("18 Scout IV", or the short "18 S IV" where that is all that fits), of its second row
    (energy, loans, pilot and gear chips), of the short title; its holds and mines."""

    ship: int
    title_w: int
    short_w: int
    second_w: int
    capacity: int
    loaded: int
    obsolete: bool


def plan_seat(area: pygame.Rect, ships: Sequence[ShipWords], info_w: int, label_w: int,
              local_count: int, digits: int, rise_w: int = 0) -> SeatPlan:
    """The seat's area ``area`` (drawing coordinates) planned for ``ships``; ``info_w`` is
    the width of its row's words, ``label_w`` of the Local Space label, ``local_count``
    how many tokens lie there, ``digits`` the mine digits' size (and the text's: a text
    row is :func:`row_height`), ``rise_w`` the room after the row's words (its credits,
    last) where a credit change rises."""
    token, row = token_for(digits), row_height(digits)
    need = hold_need(digits)
    inner = pygame.Rect(area.x + STRIP_W, area.y + 3, area.width - STRIP_W - 4,
                        area.height - 6)
    band = max(row, token) + 6
    tokens_w = label_w + local_count * (token + LOCAL_GAP)
    if info_w + rise_w + GAP * 4 + tokens_w <= inner.width:  # one row: words, Local Space
        info = pygame.Rect(inner.x, inner.y, info_w + rise_w + GAP, band)
        local = pygame.Rect(info.right + GAP * 3, inner.y, inner.right - info.right - GAP * 3,
                            band)
        top = info.bottom + 4
    else:
        info = pygame.Rect(inner.x, inner.y, inner.width, row + 4)
        local = pygame.Rect(inner.x, info.bottom, inner.width, band)
        top = local.bottom + 4
    tokens = token_row(local, local_count, token, label_w)
    region = pygame.Rect(inner.x, top, inner.width, inner.bottom - top)
    consoles, hold = _plan_consoles(region, ships, need, row)
    rise = pygame.Rect(info.x + info_w + 2, info.y, rise_w, info.height)
    return SeatPlan(area, info, local, label_w, tuple(tokens), tuple(consoles), hold, need,
                    row, region, rise)


@dataclass(frozen=True)
class _Shape:
    width: int
    one_row: bool
    short_title: bool
    rows: int
    cols: int


def _shape(ship: ShipWords, cells: int, side: int, row: int, height: int,
           whole: bool = True) -> _Shape | None:
    """The narrowest console for ``ship`` with ``cells`` hold cells of ``side`` in
    ``height``: its title and second row on one row or two, its cells in rows. Unless
    ``whole``, its second row may be cut (the chips that have no room left out) and its
    width is only the short title's."""
    best: _Shape | None = None
    for one_row in (True, False) if whole else (False,):
        head = row if one_row else 2 * row
        room = height - head - FOOT
        rows_fit = (room + GAP) // (side + GAP) if cells else 1
        if rows_fit < 1:
            continue
        rows = min(rows_fit, max(1, cells))
        cols = -(-cells // rows) if cells else 0
        holds_w = 2 * PAD + cols * side + max(0, cols - 1) * GAP
        for short in (False, True):
            title = ship.short_w if short else ship.title_w
            second = ship.second_w if whole else 0
            words = title + GAP * 2 + second if one_row else max(title, second)
            width = max(holds_w, words + 2 * PAD)
            shape = _Shape(width, one_row, short, rows, cols)
            if best is None or width < best.width:
                best = shape
    return best


def _cells(ship: ShipWords, compact: bool) -> int:
    """How many hold cells a console draws: one a hold, or one a mine and one for the
    empty holds together (none for an obsolete ship's: it runs no more)."""
    if not compact or ship.loaded >= ship.capacity:
        return ship.capacity
    if ship.obsolete:  # it never runs again: its empty holds stay empty
        return ship.loaded
    return ship.loaded + 1


def _fit(region: pygame.Rect, ships: Sequence[ShipWords], side: int, row: int,
         compact: bool, whole: bool = True) -> list[_Shape] | None:
    shapes = []
    for ship in ships:
        shape = _shape(ship, _cells(ship, compact), side, row, region.height, whole)
        if shape is None:
            return None
        shapes.append(shape)
    used = sum(s.width for s in shapes) + GAP * max(0, len(shapes) - 1)
    return shapes if used <= region.width else None


def _plan_consoles(region: pygame.Rect, ships: Sequence[ShipWords], need: int,
                   row: int) -> tuple[list[ConsolePlan], int]:
    """Every hold its own cell at the largest side from ``need`` up (to the monitor's
    largest, grown as the table's tokens are); else the empty holds as one cell; else
    with each console's second row cut to its width; else the largest side that fits."""
    if not ships:
        return [], need
    most = max(need, HOLD_MAX + need - 2 - TOKEN)
    side = need
    for compact, whole in ((False, True), (True, True), (True, False)):
        shapes = _fit(region, ships, need, row, compact, whole)
        if shapes is not None:  # grow while everything still fits
            while side < most and (bigger := _fit(region, ships, side + 1, row, compact, whole)):
                shapes, side = bigger, side + 1
            break
    else:  # the mines alone do not fit at the size they ask: shrink
        while side > HOLD_MIN and shapes is None:
            side -= 1
            shapes = _fit(region, ships, side, row, True, False)
        if shapes is None:
            shapes = [_Shape(region.width // len(ships), False, True, 1, 1) for _ in ships]
    spare = region.width - sum(s.width for s in shapes) - GAP * (len(shapes) - 1)
    out, x = [], region.x
    for k, (ship, shape) in enumerate(zip(ships, shapes, strict=True)):
        width = shape.width + max(0, spare) // len(shapes)
        if k == len(shapes) - 1:
            width = max(shape.width, region.right - x)
        rect = pygame.Rect(x, region.y, width, region.height)
        out.append(_console(ship, _cells(ship, compact), side, rect, row, shape))
        x = rect.right + GAP
    return out, side


def _console(ship: ShipWords, cells: int, side: int, rect: pygame.Rect, row: int,
             narrowest: _Shape) -> ConsolePlan:
    """A console in its final ``rect`` (as wide as its narrowest shape or wider): its
    title whole and on one row with the second where the width allows, its cells in as
    few rows as the width allows."""
    words = rect.width - 2 * PAD
    one_row = ship.title_w + 2 * GAP + ship.second_w <= words
    short = not one_row and ship.title_w > words
    cols = max(1, min(max(1, cells), (words + GAP) // (side + GAP)))
    rows = -(-cells // cols) if cells else 1
    head = row if one_row else 2 * row
    if head + rows * side + (rows - 1) * GAP + FOOT > rect.height:  # as narrowest as planned
        one_row, short = narrowest.one_row, narrowest.short_title
        rows, cols = narrowest.rows, max(1, narrowest.cols)
    y0 = rect.bottom - FOOT - rows * side - (rows - 1) * GAP
    holds = tuple(grid.cells(rect.x + PAD, y0, cols * (side + GAP) - GAP, cells, cols, side,
                             GAP))
    empty = ship.capacity - ship.loaded if ship.loaded < cells < ship.capacity else 0
    return ConsolePlan(ship.ship, rect, one_row, short, holds, empty)


def row_height(digits: int) -> int:
    """A console's text row for ``digits``-pixel text: the monitor's 28 pixels for 24,
    grown as the text is (as :meth:`Painter.step` grows it)."""
    return 28 if digits <= 24 else round(28 * digits / 24)
