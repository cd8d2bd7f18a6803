"""Small drawing helpers shared by scenes and game views: seat badges, panels, shading."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from game.engine.text import Fonts
from game.engine.theme import PlayerLook, Theme


def display_picture(size: tuple[int, int]) -> pygame.Surface:
    """A new opaque picture of ``size`` in the display's pixel format when there is a
    window (made so, not converted after, which made it twice), so copying it to the
    window converts nothing."""
    display = pygame.display.get_surface()
    return pygame.Surface(size, 0, display) if display is not None else pygame.Surface(size)


@contextmanager
def clipped(surface: pygame.Surface, rect: pygame.Rect) -> Iterator[pygame.Surface]:
    """Draw on ``surface`` inside ``rect`` only, within the ``with`` block; the clip it had
    is put back after it."""
    clip = surface.get_clip()
    surface.set_clip(rect)
    try:
        yield surface
    finally:
        surface.set_clip(clip)


def pattern(surface: pygame.Surface, rect: pygame.Rect, look: PlayerLook) -> None:
    """Overlay the seat's pattern (stripes, dots, checks, rings) inside ``rect``.

    The pattern is a second cue beside colour, for colour-blind players."""
    ink = tuple(max(0, v - 90) for v in look.rgb)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    step = max(8, rect.height // 4)
    if look.pattern == "stripes":
        for x in range(rect.left - rect.height, rect.right, step):
            pygame.draw.line(surface, ink, (x, rect.bottom), (x + rect.height, rect.top), 3)
    elif look.pattern == "dots":
        r = max(2, step // 5)
        for y in range(rect.top + step // 2, rect.bottom, step):
            for x in range(rect.left + step // 2, rect.right, step):
                pygame.draw.circle(surface, ink, (x, y), r)
    elif look.pattern == "checks":
        half = max(4, step // 2)
        for y in range(rect.top, rect.bottom, half):
            for x in range(rect.left, rect.right, half):
                if ((x - rect.left) // half + (y - rect.top) // half) % 2:
                    surface.fill(ink, pygame.Rect(x, y, half, half))
    elif look.pattern == "rings":
        c = rect.center
        for r in range(step // 2, max(rect.width, rect.height), step):
            pygame.draw.circle(surface, ink, c, r, 2)
    surface.set_clip(clip)


def seat_badge(
    surface: pygame.Surface,
    rect: pygame.Rect,
    look: PlayerLook,
    fonts: Fonts,
    border: tuple[int, int, int] | None = (255, 255, 255),
) -> None:
    """A square token in the seat colour with its pattern and letter: the seat's marker."""
    pygame.draw.rect(surface, look.rgb, rect, border_radius=rect.height // 5)
    pattern(surface, rect.inflate(-6, -6), look)
    size = max(24, int(rect.height * 0.6))
    label = fonts.render(look.letter, size, look.text, bold=True)
    plate = label.get_rect(center=rect.center).inflate(8, 0)
    pygame.draw.rect(surface, look.rgb, plate, border_radius=6)
    surface.blit(label, label.get_rect(center=rect.center))
    if border:
        pygame.draw.rect(surface, border, rect, 3, border_radius=rect.height // 5)


def seat_disc(
    surface: pygame.Surface, center: tuple[int, int], radius: int, look: PlayerLook, fonts: Fonts
) -> None:
    """A round token (for pieces on a board) in the seat colour with its letter."""
    pygame.draw.circle(surface, (0, 0, 0), center, radius + 2)
    pygame.draw.circle(surface, look.rgb, center, radius)
    if radius >= 12:
        size = max(24, int(radius * 1.1))
        label = fonts.render(look.letter, size, look.text, bold=True)
        surface.blit(label, label.get_rect(center=center))


def panel(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, radius: int = 16,
          border: int = 3) -> None:
    """A rounded panel in the theme's panel colour with a ``border`` px rim."""
    pygame.draw.rect(surface, theme.c("panel"), rect, border_radius=radius)
    pygame.draw.rect(surface, theme.c("panel_border"), rect, border, border_radius=radius)


def shade(surface: pygame.Surface, theme: Theme, alpha: int = 170) -> None:
    """Darken everything drawn so far (behind an overlay such as the in-game menu)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((*theme.c("shade"), alpha))
    surface.blit(veil, (0, 0))


def background(surface: pygame.Surface, theme: Theme) -> None:
    """The plain starfield-blue backdrop of every menu screen."""
    surface.fill(theme.c("background"))
    w = surface.get_width()
    band = pygame.Rect(0, 0, w, 150)
    surface.fill(theme.c("background_hi"), band)


def number_badge(surface: pygame.Surface, fonts: Fonts, text: str, centre: tuple[int, int],
                 colour: tuple[int, int, int], size: int = 24, angle: int = 0) -> pygame.Rect:
    """A short number ("+3", "-2") in dark bold words on a rounded box of ``colour``
    centred at ``centre``, turned ``angle`` degrees (a quarter turn's multiple: to read
    from a table's edge); the box's rect."""
    label = fonts.render(text, size, (15, 15, 25), bold=True)
    if angle:
        label = pygame.transform.rotate(label, angle)
    grow = (size // 3, -size // 6) if angle in (0, 180) else (-size // 6, size // 3)
    box = label.get_rect(center=centre).inflate(*grow)
    pygame.draw.rect(surface, colour, box, border_radius=8)
    surface.blit(label, label.get_rect(center=box.center))
    return box
