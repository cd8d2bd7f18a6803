"""The engine's small drawing helpers (game/engine/draw.py): clipped, number_badge."""

from __future__ import annotations

import pygame
import pytest

from game.engine.draw import clipped, number_badge
from game.engine.text import Fonts


def test_drawing_inside_clipped_stays_in_its_rect_and_the_old_clip_comes_back():
    surface = pygame.Surface((100, 100))
    surface.set_clip(pygame.Rect(0, 0, 90, 90))
    with clipped(surface, pygame.Rect(10, 10, 20, 20)):
        surface.fill((255, 0, 0))
    assert tuple(surface.get_at((15, 15)))[:3] == (255, 0, 0)
    assert tuple(surface.get_at((50, 50)))[:3] == (0, 0, 0)
    assert surface.get_clip() == pygame.Rect(0, 0, 90, 90)
    with pytest.raises(ValueError), clipped(surface, pygame.Rect(0, 0, 5, 5)):
        raise ValueError  # an error inside still puts the clip back
    assert surface.get_clip() == pygame.Rect(0, 0, 90, 90)


def test_a_number_badge_is_a_box_of_its_colour_round_its_centre_turned_with_its_words():
    fonts = Fonts()
    surface = pygame.Surface((200, 200))
    flat = number_badge(surface, fonts, "+12", (100, 50), (255, 196, 64))
    assert flat.center == (100, 50) and flat.width > flat.height
    assert tuple(surface.get_at((flat.left + 3, flat.centery)))[:3] == (255, 196, 64)
    turned = number_badge(surface, fonts, "+12", (100, 150), (255, 196, 64), angle=90)
    assert turned.height > turned.width  # a quarter turn: reads from a side edge
    assert turned.size == (flat.height, flat.width)
