"""Numbers shown both ways up: those that read as another number turned over are marked."""

from __future__ import annotations

import pygame

from game.engine.auction.render import reads_otherwise_turned, render_number
from game.engine.text import Fonts


def test_six_and_nine_and_their_kin_are_the_marked_prices():
    marked = [n for n in range(6, 21) if reads_otherwise_turned(str(n))]
    assert marked == [6, 9, 10, 16, 18, 19]
    assert not reads_otherwise_turned("HOLD")
    assert not reads_otherwise_turned("8")  # the same both ways up


def test_a_marked_number_has_an_underline_below_its_baseline():
    pygame.font.init()
    fonts = Fonts()
    size = 120
    ascent = fonts.get(size, True).get_ascent()

    def ink_below_baseline(text: str) -> int:
        surf = render_number(fonts, text, size, (255, 255, 255))
        return sum(1 for y in range(ascent + 2, surf.get_height())
                   for x in range(surf.get_width()) if surf.get_at((x, y)).a > 128)

    assert ink_below_baseline("6") > 100
    assert ink_below_baseline("9") > 100
    assert ink_below_baseline("7") == 0
    assert ink_below_baseline("12") == 0


def test_a_long_centre_caption_wraps_inside_the_card_at_the_smallest_size():
    from game.engine.auction.render import caption_surface, fit_size

    pygame.font.init()
    fonts = Fonts()
    width = 1092  # the centre card of a 1920x1080 screen, less its margins
    short = "Let go to bid"
    assert caption_surface(fonts, short, width).get_height() == fonts.get(40).get_height()
    long = ("Up for auction: a Production card (helium + crystal) with crystal at the "
            "bottom. Waiting for Ann, Bob, Cleo")
    assert fit_size(fonts, long, 40, width, bold=False) == 24
    surf = caption_surface(fonts, long, width)
    assert surf.get_width() <= width
    assert surf.get_height() == 2 * fonts.get(24).get_height()


def test_five_seats_two_sharing_a_side_still_have_room_for_their_names():
    """At five, two panels share the bottom: the words keep room for a name like
    "Heuristic bot 5" at full size (the number is dropped: the centre shows it)."""
    from game.engine.auction.layout import make_layout
    from game.engine.auction.panel import panel_geometry
    from game.engine.auction.render import WIDE_TEXT_MIN

    pygame.font.init()
    fonts = Fonts()
    layout = make_layout([0, 1, 2, 3, 4], (1920, 1080))
    shared = [p for p in layout.places if p.side == "bottom"]
    assert len(shared) == 2
    for place in shared:
        lw, lh = place.upright_size
        _logo, _r, number_box, text_box = panel_geometry(lw, lh, True)
        assert text_box.width >= WIDE_TEXT_MIN
        assert fonts.get(32, True).size("Heuristic bot 5")[0] <= text_box.width
        assert number_box.width == 0
    alone = next(p for p in layout.places if p.side == "top")
    _logo, _r, number_box, text_box = panel_geometry(*alone.upright_size, True)
    assert number_box.width > 0 and text_box.width >= WIDE_TEXT_MIN
