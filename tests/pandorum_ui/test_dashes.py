"""Pandorum's dashed "may choose" outlines are kept pictures (a market's nine were a
millisecond of a frame): each copied one has the pixels of the outline drawn in place,
wherever it lies (a line's pixels depend on where its ends fall, so the picture is drawn
with the ends worked out on the canvas, then moved by whole pixels)."""

from __future__ import annotations

import random

import pygame

from game.pandorum.view_draw import dashed_hex
from game.pandorum.view_panels import dashed_rect, dashes


def test_a_kept_outline_has_the_pixels_of_one_drawn_in_place():
    rng = random.Random(9)
    colour = (120, 230, 120)
    for _ in range(300):
        rect = pygame.Rect(rng.randint(-20, 900), rng.randint(-20, 600), rng.randint(20, 320),
                           rng.randint(20, 220))
        grow = rng.choice((6, -4))
        drawn = pygame.Surface((1000, 700))
        drawn.fill((30, 40, 50))
        kept = drawn.copy()
        r = rect.inflate(grow, grow)
        dashed_hex(drawn, [r.topleft, r.topright, r.bottomright, r.bottomleft], colour, 4, 10)
        dashed_rect(kept, rect, colour, grow)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(drawn, "RGB"), rect


def test_an_outline_is_drawn_once_and_then_copied():
    rect = pygame.Rect(101, 57, 180, 90)
    first, at = dashes(rect, (200, 200, 60))
    assert dashes(rect, (200, 200, 60))[0] is first and at == (rect.left - 6, rect.top - 6)
    assert dashes(rect, (60, 200, 200))[0] is not first
