"""Merchants ballot cards at a table read line by line, from every seat (session 13).

At a 1080p table of five the bottom seats' ballot cards (174 x 72 pixels) held
"1 · Exploration" / "Policy" / "mine: ?" at the fonts' floor (24 pixels, more than the
17 the layout asked), pressed 23 pixels apart: the lines touched each other and the
card's green edge. Measured on the settled canvas, each card turned upright: the rows of
text pixels inside the card's edge fall into separate lines, each no taller than one line
of text, a clear gap between them, and none touching the edge.
"""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest

from game.engine.text import MIN_SIZE
from tests.table.test_ballot_long_press import FIVE, table, voting

#: the card's colour (view_table_seat.paint_ballot)
CARD = (44, 40, 80)
#: every seat on half an edge (the narrowest cards)
HALVES = ("bottom-left", "bottom-right", "top-left", "top-right")


def ink_rows(picture: pygame.Surface, edge: int, side: int) -> list[bool]:
    """Per row inside the card's edge (``edge`` pixels top and bottom, ``side`` at the
    sides, past the round corners): whether any pixel differs from the card's colour."""
    w, h = picture.get_size()

    def ink(x: int, y: int) -> bool:
        r, g, b = picture.get_at((x, y))[:3]
        return abs(r - CARD[0]) + abs(g - CARD[1]) + abs(b - CARD[2]) > 60

    return [any(ink(x, y) for x in range(side, w - side)) for y in range(edge, h - edge)]


def runs(rows: list[bool]) -> list[tuple[int, int]]:
    """The (first, last) row of each run of text rows."""
    out: list[tuple[int, int]] = []
    for y, ink in enumerate(rows):
        if ink and (not out or out[-1][1] != y - 1):
            out.append((y, y))
        elif ink:
            out[-1] = (out[-1][0], y)
    return out


@pytest.mark.parametrize("size, diagonal, slots", [
    ((1920, 1080), 55, FIVE), ((1920, 1080), 32, FIVE), ((1920, 1080), 120, FIVE),
    ((1920, 1080), 55, HALVES), ((3840, 2160), 55, FIVE)])
def test_every_seats_ballot_cards_hold_their_lines_apart(size, diagonal, slots):
    s = voting(len(slots))
    app, fingers = table(size, diagonal, s, slots)
    try:
        scene = fingers.scene
        u = scene.sizes.u
        canvas = fingers.settled()
        line = app.fonts.line_height(max(MIN_SIZE, scene.sizes.text(20)), True)
        checked = 0
        for seat in range(len(slots)):
            orient = fingers.orient(seat)
            rects = scene.view.seat_rects(seat, scene.parts[seat].game)
            for k in range(len(s.state.candidates)):
                where = orient.rect_to_canvas(rects[f"ballot{k}"])
                card = pygame.transform.rotate(canvas.subsurface(where).copy(),
                                               -orient.rotation)
                rows = ink_rows(card, u(4), u(12))
                lines = runs(rows)
                what = (slots[seat], k, lines, card.get_size())
                assert len(lines) >= 2, what  # the name and "mine" apart at least
                assert all(b - a + 1 <= line for a, b in lines), what  # none run together
                assert all(b2 - b1 >= 2 for (_, b1), (b2, _) in pairwise(lines)), what
                # clear of the green edge: no text in the rows next to it
                assert not any(rows[:u(1) + 1]) and not any(rows[-u(1) - 1:]), what
                checked += 1
        assert checked == 3 * len(slots)
    finally:
        app.close()
