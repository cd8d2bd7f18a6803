"""The engine's clipped drawing (game/engine/draw.py: clipped)."""

from __future__ import annotations

import pygame
import pytest

from game.engine.draw import clipped


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
