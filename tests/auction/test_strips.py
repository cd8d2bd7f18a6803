"""The countdown's big text made a strip a step (game.engine.auction.strips): the very
pixels of the whole made at once, a strip's new memory bounded, and the pieces of a
panel made a costly part a step."""

from __future__ import annotations

import pygame
import pytest

from game.engine.auction import render
from game.engine.auction.layout import make_layout
from game.engine.auction.panel import (
    number_key,
    number_piece,
    number_steps,
    panel_steps,
    plan_panel,
)
from game.engine.auction.render import PanelInfo, reads_otherwise_turned, underlined
from game.engine.auction.strips import (
    STRIP_BYTES,
    Spares,
    costly,
    shrink_and_turn,
    strip_width,
)
from game.engine.text import Fonts

WHITE, GOLD = (236, 240, 248), (255, 214, 70)


def _whole_big(fonts: Fonts, rect: pygame.Rect, big: str, colour, cap_h: int, unit: float
               ) -> tuple[pygame.Surface, pygame.Surface]:
    """The big text as it was made before strips: rendered (through the fonts' cache),
    underlined, shrunk into its room both axes at once, turned over."""
    room, size = render._big_size(fonts, rect, big, cap_h, unit)
    surf = fonts.render(big, size, colour, bold=True)
    if reads_otherwise_turned(big):
        surf = underlined(fonts, surf, big, size, colour)
    if surf.get_height() > room:
        scale = room / surf.get_height()
        surf = pygame.transform.smoothscale(
            surf, (max(1, int(surf.get_width() * scale)), room))
    return surf, pygame.transform.flip(surf, True, True)


@pytest.mark.parametrize("size", [(3840, 2160), (1920, 1080)])
def test_the_centre_card_in_strips_draws_the_pixels_of_the_whole_text(size):
    """The card's caption and big text drawn from the strips (each made a step) are the
    picture of the big text shrunk and turned at once, for prices (the underlined 6, 16,
    19 among them), the words and a colour of the sale."""
    fonts = Fonts()
    unit = size[1] / 1080
    rect = make_layout([], size).centre
    caption = "Let go to bid"
    for big, colour in (("14", WHITE), ("16", WHITE), ("6", GOLD), ("19", GOLD),
                        ("HOLD", (240, 180, 60)), ("NO BID", (120, 126, 145))):
        made = pygame.Surface(size)
        made.fill(render.BACKGROUND)
        render.draw_centre(made, rect, caption, big, colour, fonts, unit)
        strips = render._big(fonts, rect, big, colour,
                             render._caption(fonts, rect, caption, unit)[0].get_height(), unit)
        assert len(strips.upright) > (1 if unit == 2 else 0)
        whole = pygame.Surface(size)
        whole.fill(render.BACKGROUND)
        pygame.draw.rect(whole, render.CENTRE, rect, border_radius=render.u(28, unit))
        half_w, half_h = rect.width, rect.height // 2
        cap, cap_turned = render._caption(fonts, rect, caption, unit)
        big_surf, big_turned = _whole_big(fonts, rect, big, colour, cap.get_height(), unit)
        baseline = half_h - cap.get_height() - render.u(18, unit)
        cap_at = cap.get_rect(midbottom=(half_w // 2, half_h - render.u(14, unit)))
        for (piece, turned), at in (
                ((cap, cap_turned), cap_at),
                ((big_surf, big_turned), big_surf.get_rect(midbottom=(half_w // 2, baseline)))):
            whole.blit(piece, (rect.x + at.x, rect.centery + at.y))
            whole.blit(turned, (rect.x + half_w - at.right, rect.centery - at.bottom))
        render.draw_centre_line(whole, rect, unit)
        assert pygame.image.tobytes(made, "RGB") == pygame.image.tobytes(whole, "RGB"), big


def test_a_strip_step_makes_at_most_its_share_of_new_memory():
    """Each step after the width's pass makes one strip (its height shrunk, cropped, and
    turned): at most STRIP_BYTES of columns, so a 4K price is several small steps."""
    pygame.font.init()
    surf = Fonts().get(520, True).render("14", True, WHITE)
    target = (int(surf.get_width() * 0.65), int(surf.get_height() * 0.65))
    steps = shrink_and_turn(surf, target)
    made = []
    try:
        while True:
            next(steps)
            made.append(1)
    except StopIteration as stop:
        strips = stop.value
    columns = strip_width(surf.get_height())
    assert columns * 4 * surf.get_height() <= STRIP_BYTES
    assert len(made) == 1 + -(-target[0] // columns)  # the width's pass, then a strip each
    for piece, _ in (*strips.upright, *strips.turned):
        assert piece.get_width() <= columns
        assert piece.get_pitch() * piece.get_height() <= STRIP_BYTES
    once = pygame.transform.smoothscale(surf, target)
    for turned, whole in ((False, once), (True, pygame.transform.flip(once, True, True))):
        made, expected = (pygame.Surface(target) for _ in range(2))
        for canvas in (made, expected):
            canvas.fill((12, 16, 32))
        for piece, at in strips.placed((0, 0), turned):
            made.blit(piece, at)
        expected.blit(whole, (0, 0))
        assert pygame.image.tobytes(made, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_a_spare_of_the_same_size_goes_first_then_the_smallest_that_holds():
    spares = Spares(most=3)
    small, same, big, huge = (pygame.Surface(s, pygame.SRCALPHA) for s in
                              ((10, 10), (40, 30), (60, 60), (90, 90)))
    for surf in (huge, small, same, big):
        spares.keep(surf)
    assert spares.kept == [huge, same, big]  # the smallest went
    spares.make_room((40, 30))
    assert spares.kept == [huge, big]
    spares.make_room((50, 50))
    assert spares.kept == [huge]
    spares.make_room((100, 100))  # none holds it: nothing goes
    assert spares.kept == [huge]


def test_a_turned_panels_big_words_and_number_are_rendered_then_turned_a_step_each():
    """At 4K a line of words or a number rendered and turned in one step was two pieces
    of new memory at once: where it is costly, the rendering is a step, the turn the
    next."""
    fonts = Fonts()
    layout = make_layout([0, 1], (3840, 2160), ["top", "left"])
    info = PanelInfo("Ann", (200, 60, 60), "A", (0, 0, 0), "TOUCH & HOLD", (240, 180, 60),
                     "Finger on your logo", "17", WHITE, True, "$30")
    renders: list[str] = []
    for place in layout.places:
        renders.clear()
        real = fonts.render

        def counted(text, size, colour, bold=False, real=real):
            renders.append(text)
            return real(text, size, colour, bold)

        fonts.render = counted  # type: ignore[method-assign]
        steps = list(panel_steps(place, info, fonts, 2.0))
        plan = plan_panel(place, info, fonts, 2.0)
        lines = [w for w in plan.words if costly(w.rect.size)]
        assert len(plan.words) > len(lines) > 0  # (the status word)
        # the logo drawn, then turned; each line a step, a costly one two
        assert len(steps) == 2 + len(plan.words) + len(lines)
        renders.clear()
        number = number_steps(fonts, place, "17", WHITE, 2.0)
        next(number)
        key = number_key(place, "17", WHITE, 2.0)
        assert renders == ["17"] and not render.has_piece(fonts, key)
        assert list(number) == [None] and render.has_piece(fonts, key)
        assert list(number_steps(fonts, place, "17", WHITE, 2.0)) == []  # kept now
        del fonts.render
        assert number_piece(fonts, place, "17", WHITE, 2.0) is not None
        render.pieces(fonts).clear()


@pytest.mark.parametrize("size", [(3840, 2160), (1920, 1080)])
def test_a_tick_paints_only_the_big_text_and_gives_the_whole_cards_pixels(size):
    """A new price under the same caption paints the card again only where the old and
    the new big text lie (upright and turned over): the picture is the card drawn whole
    for the new price, in a fraction of its pixels."""
    fonts = Fonts()
    unit = size[1] / 1080
    rect = make_layout([], size).centre
    caption = "Let go to bid for the Senate card"
    for was, now, colour in (("20", "19", WHITE), ("10", "9", WHITE), ("9", "16", GOLD)):
        ticked = pygame.Surface(size)
        ticked.fill(render.BACKGROUND)
        render.draw_centre(ticked, rect, caption, was, colour, fonts, unit)
        old = render.big_areas(fonts, rect, caption, was, colour, unit)
        areas = render.draw_big_change(ticked, rect, caption, now, colour, old, fonts, unit)
        whole = pygame.Surface(size)
        whole.fill(render.BACKGROUND)
        render.draw_centre(whole, rect, caption, now, colour, fonts, unit)
        assert pygame.image.tobytes(ticked, "RGB") == pygame.image.tobytes(whole, "RGB")
        assert all(rect.contains(a) for a in areas)
        assert sum(a.width * a.height for a in areas) < rect.width * rect.height / 2
