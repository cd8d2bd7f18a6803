"""Where a Starship seat area's things go, on a monitor and in a table panel: a
:class:`SeatPlan` (its title row or its table row, its Local Space, a console per ship with
its cargo holds), which the one seat painter draws
(:meth:`game.starship.view_seats.SeatPainter.seat_area`) and whose spots are the seat's
targets (:func:`plan_spots`).

The consoles are planned together, one way for both (:func:`_plan_consoles`): each console
as wide as its holds and its words ask, its holds in as many rows as the height allows, its
title and energy on one row where the console is wide enough. A hold is at least
:func:`hold_need` (the mine drawn in it as large as a Local Space token, ``token_for``), and
larger where there is room; when even so the holds do not all fit, the empty ones are drawn
as one cell with their count ("\u00d73": they carry no digit) so that every mine keeps its
size; only when the mines alone do not fit do the holds shrink.

A monitor's seat area (:func:`monitor_plan`) has its title row at the top, its Local Space
row at the bottom and its consoles between, each at most a third of their room wide (room
kept at their right for refinery tags a long name leaves no room for). A table's
(:func:`plan_seat`), whose text is larger and whose panels are shallow (a short edge, half
of a long edge, a 1080p table), puts the seat's row and its Local Space on one row where
they fit and gives the consoles the rest. See docs/table-mode.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from game.engine.boardview import grid
from game.starship.rules.state import StarshipState
from game.starship.view_actions import SpotKey, transfer_items
from game.starship.view_layout import (
    FRAME_GAP,
    GAP,
    HEADER_H,
    HOLD_MAX,
    HOLD_MIN,
    LOCAL_GAP,
    LOCAL_H,
    LOCAL_LABEL_W,
    STRIP_W,
    TOKEN,
    Spot,
    token_for,
)

#: inside a console: its margin left and right
PAD = 5
#: under a console's holds
FOOT = 3
#: a text row's height on a monitor (24-pixel text)
MONITOR_ROW = 28
#: the smallest hold a monitor keeps for each hold before its empty ones are one cell (its
#: mines' 24-pixel digits read whole in it)
MONITOR_HOLD = 28


@dataclass(frozen=True)
class ConsolePlan:
    """One console: its rectangle, whether its title and second row share one row (a
    wide console), whether its title takes its short form, its hold cells (the
    first carry the mines) and, when the empty holds are one cell, how many it stands for
    (0: every hold is its own cell)."""

    ship: int
    rect: pygame.Rect
    one_row: bool
    short_title: bool
    holds: tuple[pygame.Rect, ...]
    empty_count: int = 0


@dataclass(frozen=True)
class SeatPlan:
    """Where a seat area's things go, on a monitor (:func:`monitor_plan`) or in a table
    panel (:func:`plan_seat`); the one seat painter
    (:meth:`~game.starship.view_seats.SeatPainter.seat_area`) draws what it says and its
    spots come from it (:func:`plan_spots`). ``titled``: the area writes its player's badge
    and name in ``info`` (a monitor's title row; a table panel's header has them, its
    ``info`` row says where it is, its refineries and credits)."""

    area: pygame.Rect
    info: pygame.Rect
    local: pygame.Rect
    local_label_w: int
    tokens: tuple[pygame.Rect, ...]
    consoles: tuple[ConsolePlan, ...]
    #: the side of the plan's hold cells
    hold: int
    #: the height of a console's text row
    row: int
    #: where the consoles stand (a seat without ships says so there)
    room: pygame.Rect
    #: where a credit change rises, from its bottom to its top, beside the seat's credits
    #: (at their left in a monitor's title row, after them in a table's row), clear of
    #: every other word
    rise: pygame.Rect
    titled: bool = False


def token_row(local: pygame.Rect, count: int, token: int, start: int) -> list[pygame.Rect]:
    """``count`` Local Space tokens in a row ``start`` pixels into ``local``, as large as
    asked while they fit, :data:`LOCAL_GAP` apart; a full row closes the gaps first (their
    digits' size comes first), down to :data:`FRAME_GAP`, then makes the tokens smaller."""
    width = local.width - start
    size, gap = token, LOCAL_GAP
    while gap > FRAME_GAP and count * (size + gap) - gap > width:
        gap -= 1
    while size > HOLD_MIN and count * (size + gap) - gap > width:
        size -= 2
    return grid.cells(local.x + start, local.centery - size // 2, count * (size + gap) - gap,
                 count, count, size, gap)




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


def consoles_area(area: pygame.Rect) -> pygame.Rect:
    """Where a monitor seat area's consoles stand: under its title row, over its Local
    Space row (a seat without ships says so there)."""
    top = area.top + HEADER_H
    return pygame.Rect(area.x + STRIP_W, top, area.width - STRIP_W - 4,
                       area.bottom - LOCAL_H - top - 4)


def local_rect(area: pygame.Rect) -> pygame.Rect:
    """A monitor seat area's Local Space row."""
    return pygame.Rect(area.x + STRIP_W, area.bottom - LOCAL_H, area.width - STRIP_W - 4,
                       LOCAL_H - 4)


def monitor_plan(area: pygame.Rect, ships: Sequence[ShipWords], local_count: int,
                 rise: pygame.Rect) -> SeatPlan:
    """A seat's area on a monitor: its title row (``rise``: where a credit change rises in
    it), its consoles (:func:`_plan_consoles`, each at most a third of their room wide),
    its Local Space row of ``local_count`` tokens at the bottom."""
    room = consoles_area(area)
    consoles, hold = _plan_consoles(room, ships, MONITOR_HOLD, HOLD_MAX, MONITOR_ROW,
                                    monitor=True)
    local = local_rect(area)  # (the tokens at its top: their frames clear the rim)
    tokens = token_row(pygame.Rect(local.topleft, (local.width, TOKEN)), local_count, TOKEN,
                       LOCAL_LABEL_W)
    return SeatPlan(area, pygame.Rect(area.x, area.y, area.width, HEADER_H), local,
                    LOCAL_LABEL_W, tuple(tokens), tuple(consoles), hold, MONITOR_ROW, room,
                    rise, titled=True)


def plan_seat(area: pygame.Rect, ships: Sequence[ShipWords], info_w: int, label_w: int,
              local_count: int, digits: int, row: int, rise_w: int = 0) -> SeatPlan:
    """The seat's area ``area`` (drawing coordinates) planned for ``ships``; ``info_w`` is
    the width of its row's words, ``label_w`` of the Local Space label, ``local_count``
    how many tokens lie there, ``digits`` the mine digits' size, ``row`` a text row's
    height, ``rise_w`` the room after the row's words (its credits, last) where a credit
    change rises."""
    token = token_for(digits)
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
    # (holds grow to the monitor's largest, grown as the table's tokens are)
    consoles, hold = _plan_consoles(region, ships, need, max(need, HOLD_MAX + need - 2 - TOKEN),
                                    row)
    rise = pygame.Rect(info.x + info_w + 2, info.y, rise_w, info.height)
    return SeatPlan(area, info, local, label_w, tuple(tokens), tuple(consoles), hold, row,
                    region, rise)


@dataclass(frozen=True)
class _Shape:
    width: int
    one_row: bool
    short_title: bool
    rows: int
    cols: int


@dataclass(frozen=True)
class _Forms:
    """The shapes a console may take: its text row's height, its widest, whether its title
    and second row may share one row, its title's forms (False: long, True: short)."""

    row: int
    widest: int
    one_row: bool = True
    titles: tuple[bool, ...] = (False, True)


def _shape(ship: ShipWords, cells: int, side: int, height: int, forms: _Forms,
           whole: bool = True) -> _Shape | None:
    """The narrowest console for ``ship`` with ``cells`` hold cells of ``side`` in
    ``height`` that ``forms`` allow: its title and second row on one row or two, its cells
    in rows. Unless ``whole``, its second row may be cut (the chips that have no room left
    out) and its width is only the short title's."""
    best: _Shape | None = None
    for one_row in (True, False) if whole and forms.one_row else (False,):
        head = forms.row if one_row else 2 * forms.row
        room = height - head - FOOT
        rows_fit = (room + GAP) // (side + GAP) if cells else 1
        if rows_fit < 1:
            continue
        rows = min(rows_fit, max(1, cells))
        cols = -(-cells // rows) if cells else 0
        holds_w = 2 * PAD + cols * side + max(0, cols - 1) * GAP
        for short in forms.titles:
            title = ship.short_w if short else ship.title_w
            second = ship.second_w if whole else 0
            words = title + GAP * 2 + second if one_row else max(title, second)
            width = max(holds_w, words + 2 * PAD)
            shape = _Shape(width, one_row, short, rows, cols)
            if width <= forms.widest and (best is None or width < best.width):
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


def _fit(region: pygame.Rect, ships: Sequence[ShipWords], side: int, forms: _Forms,
         compact: bool, whole: bool = True) -> list[_Shape] | None:
    shapes = []
    for ship in ships:
        shape = _shape(ship, _cells(ship, compact), side, region.height, forms, whole)
        if shape is None:
            return None
        shapes.append(shape)
    used = sum(s.width for s in shapes) + GAP * max(0, len(shapes) - 1)
    return shapes if used <= region.width else None


def _plan_consoles(region: pygame.Rect, ships: Sequence[ShipWords], need: int, most: int,
                   row: int, monitor: bool = False) -> tuple[list[ConsolePlan], int]:
    """Every hold its own cell at the largest side from ``need`` up to ``most``; else the
    empty holds as one cell; else with each console's second row cut to its width; else
    the largest side that fits. A ``monitor``'s consoles are each at most a third of their
    room wide, their titles long while that fits (no hold grows at a title's cost), their
    title and second row on two rows (the first row's right end is where a credit change
    rises), their second row's chips on a row of their own or left out where they do not
    fit (as its painter always drew them); the width left over is shared out."""
    if not ships:
        return [], need
    if monitor:
        forms = _Forms(row, (region.width - 2 * GAP) // 3, one_row=False)
        passes = [(False, False, replace(forms, titles=(False,))), (False, False, forms)]
    else:
        forms = _Forms(row, region.width)
        passes = [(False, True, forms), (True, True, forms)]
    passes.append((True, False, forms))
    side = need
    for compact, whole, allowed in passes:
        shapes = _fit(region, ships, need, allowed, compact, whole)
        if shapes is not None:  # grow while everything still fits
            while side < most and (
                    bigger := _fit(region, ships, side + 1, allowed, compact, whole)):
                shapes, side = bigger, side + 1
            break
    else:  # the mines alone do not fit at the size they ask: shrink
        while side > HOLD_MIN and shapes is None:
            side -= 1
            shapes = _fit(region, ships, side, forms, True, False)
        if shapes is None:
            shapes = [_Shape(region.width // len(ships), False, True, 1, 1) for _ in ships]
    spare = region.width - sum(s.width for s in shapes) - GAP * (len(shapes) - 1)
    out, x = [], region.x
    for k, (ship, shape) in enumerate(zip(ships, shapes, strict=True)):
        width = shape.width + max(0, spare) // len(shapes)
        if k == len(shapes) - 1:
            width = max(shape.width, region.right - x)
        rect = pygame.Rect(x, region.y, max(shape.width, min(width, forms.widest)),
                           region.height)
        out.append(_console(ship, _cells(ship, compact), side, rect, forms, shape))
        x = rect.right + GAP
    return out, side


def _console(ship: ShipWords, cells: int, side: int, rect: pygame.Rect, forms: _Forms,
             narrowest: _Shape) -> ConsolePlan:
    """A console in its final ``rect`` (as wide as its narrowest shape or wider): its
    title whole and on one row with the second where the width (and ``forms``) allow, its
    cells in as few rows as the width allows."""
    words, row = rect.width - 2 * PAD, forms.row
    one_row = forms.one_row and ship.title_w + 2 * GAP + ship.second_w <= words
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


def seat_mines(st: StarshipState, seat: int) -> list[int]:
    """The mine tokens in a seat's area: on its ID card, in its Local Space, in its ships'
    holds."""
    p = st.players[seat]
    return [*p["id_card"], *p["local"],
            *(token for ship in p["ships"] for token in st.ships[ship]["cargo"])]


def seat_keys(st: StarshipState, seat: int) -> list[SpotKey]:
    """The keys of a seat's spots (:func:`plan_spots`) wherever its area is drawn: itself,
    its consoles, its mines and the pilot and gear tokens of its Dock transfers."""
    return [("seat", seat), *(("ship", ship) for ship in st.players[seat]["ships"]),
            *(("mine", token) for token in seat_mines(st, seat)),
            *(key for _ship, key in transfer_items(st, seat))]


def plan_spots(st: StarshipState, seat: int, plan: SeatPlan) -> list[Spot]:
    """A seat's spots where ``plan`` put things: the area, each ship's console with the
    mines in its holds and the pilot and gear tokens it shows for a Dock transfer (under
    its title row, :func:`item_rects`), and the mines of its Local Space."""
    p, items = st.players[seat], transfer_items(st, seat)
    out = [Spot("seat", seat, plan.area)]
    for c in plan.consoles:
        out.append(Spot("ship", c.ship, c.rect))
        out += [Spot("mine", mine, rect)
                for mine, rect in zip(st.ships[c.ship]["cargo"], c.holds, strict=False)]
        keys = [key for owner, key in items if owner == c.ship]
        out += [Spot(kind, ref, rect) for (kind, ref), rect
                in zip(keys, item_rects(c.rect, len(keys), plan.row), strict=True)]
    out += [Spot("mine", mine, rect)
            for mine, rect in zip([*p["id_card"], *p["local"]], plan.tokens, strict=True)]
    return out


def item_rects(console: pygame.Rect, count: int, row: int) -> list[pygame.Rect]:
    """Where an obsolete console shows ``count`` pilot and gear tokens to transfer: under
    its title row (``row`` high), over its "old" row and its (then empty) holds, side by
    side, or two a row when they are more than two and narrower than 40 pixels; a third
    of a row lower, so that their price tags (over their top right corners) leave most
    of the title readable."""
    if count <= 0:
        return []
    top = console.y + row + row // 3
    area = pygame.Rect(console.x + 4, top, console.width - 8, console.bottom - 4 - top)
    cols = count if count <= 2 or (area.width - GAP * (count - 1)) // count >= 40 else 2
    rows = -(-count // cols)
    h = min(area.height, 2 * row) if rows == 1 else (area.height - GAP * (rows - 1)) // rows
    return grid.cells(area.x, area.y, area.width, count, cols, h, GAP)
