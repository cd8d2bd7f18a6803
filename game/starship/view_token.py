"""A mine token's number, fitted inside the token.

A token shows its worth in 24-pixel digits at its centre. One digit fits any token that
shows digits (22 pixels and up); two digits (a claimed Deuterium token: 11, 15) are about
30 pixels wide and ran onto a small token's gold rim and over its flag in a cargo hold
(found in play, session 12), so they are drawn at the largest size, at most 24 pixels,
whose every inked pixel lies inside the token's inner circle and off its flag: measured
on the rendered digits, once per number and token size. Like the digits printed on a
real token, it may go below the interface's smallest text (a 28-pixel token in a hold
takes 18-pixel digits; the 36-pixel tokens of the Local Spaces keep 24).
"""

from __future__ import annotations

import functools

import pygame

from game.engine.text import load_font

#: the digits' colour on every mine token
INK = (10, 12, 20)
#: the flag a claimed token shows (its flag side up)
FLAG = (200, 30, 30)
#: the size a token's digits are drawn at where they fit, and the smallest
DIGITS = 24
SMALLEST = 14
#: where fitted digits may sit: centred, or moved a little down and right (off the flag)
SHIFTS = ((0, 0), (0, 1), (1, 1), (1, 2), (2, 2))

_font = functools.cache(load_font)


def flag_points(rect: pygame.Rect) -> list[tuple[int, int]]:
    """The flag of a claimed token: a pennant at its top-left corner."""
    return [(rect.left + 2, rect.top + 2), (rect.left + 12, rect.top + 6),
            (rect.left + 2, rect.top + 10)]


def inner_radius(side: int) -> int:
    """The radius of a token's inner circle: inside the gold rim (drawn round the
    token's square, 1 pixel into it) at the middle of each side."""
    return side // 2 - 1


@functools.cache
def room(side: int, claimed: bool) -> pygame.mask.Mask:
    """Where a token of ``side`` pixels may show ink: its inner circle, less its flag
    (made once a size: every paint of a two-digit token asks, and a fitting tries up to
    fifty sizes and places)."""
    area = pygame.Surface((side, side), pygame.SRCALPHA)
    centre = pygame.Rect(0, 0, side, side).center
    pygame.draw.circle(area, (255, 255, 255, 255), centre, inner_radius(side))
    if claimed:
        pygame.draw.polygon(area, (0, 0, 0, 0), flag_points(pygame.Rect(0, 0, side, side)))
    return pygame.mask.from_surface(area)


def digits(text: str, size: int) -> pygame.Surface:
    """``text`` in bold digits of ``size`` pixels (the face loaded once a size)."""
    return _font(size, True).render(text, True, INK)


def fits(picture: pygame.Surface, side: int, claimed: bool,
         shift: tuple[int, int] = (0, 0)) -> bool:
    """Every inked pixel of ``picture``, centred on a token of ``side`` pixels (moved by
    ``shift``), lies in its :func:`room`."""
    ink = pygame.mask.from_surface(picture)
    centre = pygame.Rect(0, 0, side, side).center
    box = picture.get_rect(center=(centre[0] + shift[0], centre[1] + shift[1]))
    inside = ink.overlap_area(room(side, claimed), (-box.x, -box.y))
    return inside == ink.count()


@functools.cache
def fitted_digits(text: str, side: int, claimed: bool, largest: int = DIGITS
                  ) -> tuple[pygame.Surface, tuple[int, int]] | None:
    """``text`` at the largest size below ``largest`` (the size the view's fonts draw
    24-pixel digits at: larger at a table) that :func:`fits` a token of ``side`` pixels,
    centred or moved a pixel or two down and right, off the flag; with that move. None
    when even :data:`SMALLEST` does not fit: the token shows its shape alone, as tokens
    too small for any digit do. Kept per number, token and largest size."""
    for size in range(largest - 1, SMALLEST - 1, -1):
        picture = digits(text, size)
        shift = next((move for move in SHIFTS if fits(picture, side, claimed, move)), None)
        if shift is not None:
            return picture, shift
    return None
