"""Arrows on a hex map step to a neighbour that lies that way before anything farther
(:func:`game.engine.focusmove.toward`, "next door" first), for pointy and flat hexes of any
size, with any of the neighbours lit. Found in play on the Pandorum planet: Up from a lit
hex went two rows up to the lit hex straight above, past the lit neighbour half a hex
aside (a sideways offset counts twice a distance ahead)."""

from __future__ import annotations

import math

import pygame
from hypothesis import given
from hypothesis import strategies as st

from game.engine.focusmove import toward

#: axial neighbour offsets
NEIGHBOURS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def centre(q: int, r: int, size: float, pointy: bool) -> tuple[float, float]:
    """Where hex (q, r) of ``size`` (centre to corner) is drawn, about (960, 540)."""
    if pointy:
        return (960 + size * math.sqrt(3) * (q + r / 2), 540 + size * 1.5 * r)
    return (960 + size * 1.5 * q, 540 + size * math.sqrt(3) * (r + q / 2))


def tap_area(c: tuple[float, float], side: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (round(c[0]), round(c[1]))
    return rect


def arrow(a: tuple[float, float], b: tuple[float, float]) -> str:
    dx, dy = b[0] - a[0], b[1] - a[1]
    if abs(dx) >= abs(dy):
        return "right" if dx > 0 else "left"
    return "down" if dy > 0 else "up"


@given(size=st.integers(20, 60), pointy=st.booleans(), share=st.floats(0.6, 1.0),
       lit=st.sets(st.tuples(st.integers(-3, 3), st.integers(-3, 3)), min_size=2,
                   max_size=40))
def test_an_arrow_towards_a_lit_neighbour_lands_on_a_neighbour_that_way(
        size, pointy, share, lit):
    """Every lit hex, every arrow that points at one of its lit neighbours: the focus
    lands on a lit neighbour that lies that way (either of two when both do), never on a
    hex farther off. ``share``: the tap area's side as a share of the hex's width."""
    cells = sorted(lit)
    side = int(share * size * (math.sqrt(3) if pointy else 2) * 0.9)
    where = {h: centre(*h, size, pointy) for h in cells}
    rects = {h: tap_area(where[h], side) for h in cells}
    for h in cells:
        near = [(h[0] + dq, h[1] + dr) for dq, dr in NEIGHBOURS]
        others = [o for o in cells if o != h]
        for way in {arrow(where[h], where[n]) for n in near if n in lit}:
            got = toward(rects[h], [rects[o] for o in others], way)
            assert got is not None
            landed = others[got]
            assert landed in near and arrow(where[h], where[landed]) == way, (h, way, landed)


def test_up_from_a_pointy_hex_takes_the_neighbour_half_a_hex_aside():
    """The case found in play: the hex straight above, two rows up, is nearer by the
    old weighing (48 px ahead against 30 px aside, counted twice)."""
    size, side = 34, 54
    cells = [(0, 0), (1, -1), (1, -2)]  # here, up and to the right, straight up twice
    rects = [tap_area(centre(*h, size, True), side) for h in cells]
    assert rects[2].centerx == rects[0].centerx
    assert toward(rects[0], rects[1:], "up") == 0


def test_a_menu_column_still_goes_straight_up_past_a_nearer_thing_aside():
    """A button straight above, a gap away, still beats a small one beside it that is
    as near (next door, but more beside than above: not that way)."""
    here = pygame.Rect(100, 400, 300, 60)
    above = pygame.Rect(100, 310, 300, 60)
    beside = pygame.Rect(420, 380, 60, 10)
    assert toward(here, [beside, above], "up") == 1
