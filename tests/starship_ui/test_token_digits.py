"""A mine token's number stays inside the token: found in play (session 12), a claimed
Deuterium token worth 15 in a small cargo hold showed its two digits over the gold rim
and over its flag. Each token is painted alone by the board's painter, at every size a
token shows digits at, and its ink is measured."""

from __future__ import annotations

import math

import pygame
import pytest

from game.starship.game import GAME
from game.starship.view_draw import Marks, Painter
from game.starship.view_token import flag_points

#: a digit's pixel: darker than anything else a token is painted with (its colour, the
#: gold rim, the red flag), as the digits' ink is
DARK = 100
BACKGROUND = (255, 255, 255)


def token_alone(app, worth: int, claimed: bool, side: int) -> tuple[pygame.Surface, pygame.Rect]:
    """A token of ``worth`` (claimed or not) painted alone, ``side`` pixels wide, on white."""
    st = GAME.new_game(2, 1)
    token = next(t for t, mine in st.comp.mines.items() if mine.worth(claimed) == worth)
    if claimed:
        st.claimed.append(token)
    surface = pygame.Surface((side + 40, side + 40))
    surface.fill(BACKGROUND)
    rect = pygame.Rect(20, 20, side, side)
    Painter(surface, app, st, None, [], [], Marks()).mine(token, rect)  # type: ignore[arg-type]
    return surface, rect


def ink_outside(surface: pygame.Surface, rect: pygame.Rect, claimed: bool) -> list:
    """The digits' pixels outside the token's inner circle (inside the gold rim at the
    middle of each side) or on its flag."""
    radius = rect.width // 2 - 1
    flag = pygame.Surface(surface.get_size())
    flag.fill((0, 0, 0))
    if claimed:
        pygame.draw.polygon(flag, (255, 255, 255), flag_points(rect))
    out = []
    for x in range(surface.get_width()):
        for y in range(surface.get_height()):
            if max(surface.get_at((x, y))[:3]) >= DARK:
                continue
            far = math.dist((x + 0.5, y + 0.5), rect.center) > radius
            if far or flag.get_at((x, y))[0]:
                out.append((x - rect.x, y - rect.y))
    return out


CASES = ([(worth, True, side) for worth in (15, 11) for side in (22, 24, 26, 28, 30, 34, 36, 40)]
         # one digit keeps the layout it always had; it fits the tokens of 30 px and up
         + [(9, True, 36)] + [(8, False, side) for side in (30, 36)])


@pytest.mark.parametrize("worth,claimed,side", CASES)
def test_a_tokens_digits_stay_inside_its_inner_circle_and_off_its_flag(app, worth, claimed,
                                                                       side):
    surface, rect = token_alone(app, worth, claimed, side)
    dark = sum(1 for x in range(surface.get_width()) for y in range(surface.get_height())
               if max(surface.get_at((x, y))[:3]) < DARK)
    if side >= 26:  # smaller tokens show their shape alone when even 14 px digits do not fit
        assert dark > 20, "no digits drawn"
    assert ink_outside(surface, rect, claimed) == []


def test_two_digits_keep_their_size_where_they_fit(app):
    """The Local Spaces' 36-pixel tokens keep 24-pixel digits (18 pixels of ink high);
    a small hold's 28-pixel token gets the largest digits that fit, still 13 high."""
    def ink_height(surface: pygame.Surface) -> int:
        dark = [(x, y) for x in range(surface.get_width()) for y in range(surface.get_height())
                if max(surface.get_at((x, y))[:3]) < DARK]
        return max(y for _, y in dark) - min(y for _, y in dark) + 1

    assert ink_height(token_alone(app, 15, True, 36)[0]) >= 17
    assert ink_height(token_alone(app, 15, True, 28)[0]) >= 13
