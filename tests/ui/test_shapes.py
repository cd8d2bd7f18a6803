"""The engine's board shapes (game/engine/boardview/shapes.py).

The dashed "may choose" outlines are kept pictures (Pandorum's market's nine were a
millisecond of a frame): each copied one has the pixels of the outline drawn in place,
wherever it lies (a line's pixels depend on where its ends fall, so the picture is drawn
with the ends worked out on the canvas, then moved by whole pixels). The other shapes are
checked by what they put where."""

from __future__ import annotations

import random

import pygame

from game.engine.boardview.shapes import (
    INK,
    LIGHT_INK,
    dashed_polygon,
    dashed_rect,
    dashes,
    dotted_line,
    hatch,
    hex_rgb,
    ink_on,
    pips,
    ring,
    scaled_about,
    tint,
)


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
        dashed_polygon(drawn, [r.topleft, r.topright, r.bottomright, r.bottomleft], colour, 4, 10)
        dashed_rect(kept, rect, colour, grow)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(drawn, "RGB"), rect


def test_an_outline_is_drawn_once_and_then_copied():
    rect = pygame.Rect(101, 57, 180, 90)
    first, at = dashes(rect, (200, 200, 60))
    assert dashes(rect, (200, 200, 60))[0] is first and at == (rect.left - 6, rect.top - 6)
    assert dashes(rect, (60, 200, 200))[0] is not first


def test_hex_colours_parse_and_a_broken_one_is_grey():
    assert hex_rgb("#ff8000") == (255, 128, 0)
    assert hex_rgb("0a0b0c") == (10, 11, 12)
    assert hex_rgb("#zz0000") == hex_rgb("#12") == (136, 136, 136)


def test_words_on_a_fill_take_the_ink_that_reads():
    assert ink_on((240, 240, 240)) == INK  # dark on a pale fill
    assert ink_on((20, 30, 90)) == LIGHT_INK  # light on a dark one
    assert ink_on((60, 220, 60)) == INK  # a bright green is light enough for dark ink
    assert ink_on((40, 200, 40)) == LIGHT_INK  # a deeper one is not


def test_a_polygon_scaled_about_its_centre_keeps_the_centre_and_shrinks():
    square = [(0, 0), (100, 0), (100, 100), (0, 100)]
    assert scaled_about(square, (50, 50), 0.5) == [(25, 25), (75, 25), (75, 75), (25, 75)]
    assert scaled_about(square, (0, 0), 1.0) == square


def test_pips_fill_as_many_as_held_and_say_where_they_end():
    surface = pygame.Surface((200, 40))
    surface.fill((0, 0, 0))
    end = pips(surface, 10, 20, 2, 3, (255, 0, 0), r=8)
    assert end == 10 + 3 * 20
    assert surface.get_at((18, 20))[:3] == (255, 0, 0)  # the first two filled
    assert surface.get_at((38, 20))[:3] == (255, 0, 0)
    assert surface.get_at((58, 20))[:3] == (0, 0, 0)  # the third only rimmed


def test_a_dotted_line_puts_a_dot_on_each_end_and_gaps_between():
    surface = pygame.Surface((120, 20))
    surface.fill((0, 0, 0))
    dotted_line(surface, (10, 10), (110, 10), (255, 255, 255), 2, 20)
    lit = [x for x in range(120) if surface.get_at((x, 10))[:3] == (255, 255, 255)]
    assert 10 in lit and 110 in lit
    assert 20 not in lit and 100 not in lit  # gaps between the dots


def test_a_dashed_ring_leaves_gaps_a_solid_one_does_not():
    def lit(dashed: bool) -> int:
        surface = pygame.Surface((100, 100))
        surface.fill((0, 0, 0))
        ring(surface, (255, 255, 255), (50, 50), 40, 4, dashed=dashed)
        return sum(surface.get_at((x, y))[:3] == (255, 255, 255)
                   for x in range(100) for y in range(100))

    solid, dashed = lit(False), lit(True)
    assert 0.4 * solid < dashed < 0.8 * solid


def test_hatching_stays_inside_its_polygon():
    surface = pygame.Surface((100, 100))
    surface.fill((0, 0, 0))
    triangle = [(10, 10), (90, 10), (10, 90)]
    hatch(surface, triangle, (255, 0, 0), 6)
    assert surface.get_at((80, 80))[:3] == (0, 0, 0)  # beyond the long side
    assert any(surface.get_at((x, y))[0] > 0 for x in range(12, 40) for y in range(12, 40))


def test_tint_fills_polygons_translucently_and_keeps_its_scratch():
    surface = pygame.Surface((200, 120))
    surface.fill((0, 0, 200))
    square = [(10, 10), (50, 10), (50, 50), (10, 50)]
    far = [(150, 80), (190, 80), (190, 110), (150, 110)]
    scratch = tint(surface, [(square, (200, 0, 0)), (far, (0, 200, 0))], 128, None,
                   pygame.Rect(0, 0, 20, 20))
    inside, between = surface.get_at((30, 30)), surface.get_at((100, 30))
    assert 90 < inside.r < 110 and 90 < inside.b < 110  # half red over blue
    assert 90 < surface.get_at((170, 95)).g < 110
    assert tuple(between)[:3] == (0, 0, 200)  # the box between them untouched
    assert scratch is not None and scratch.get_size() >= (181, 101)
    again = tint(surface, [(square, (200, 0, 0))], 128, scratch, pygame.Rect(0, 0, 20, 20))
    assert again is scratch  # large enough: kept, not made anew
    assert tint(surface, [], 128, scratch, pygame.Rect(0, 0, 20, 20)) is scratch
