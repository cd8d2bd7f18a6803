"""A seat panel's picture: drawn upright into its own surface, rotated to face its seat,
cached after the rotation.

``RotatedPanel.get(key, paint)`` repaints (``paint(upright_surface)``) and rotates only when
``key`` (everything the panel shows) changed since the last call; every other frame blits
the cached rotated surface. So a table frame costs one blit per panel, and an action
repaints only the panels whose picture it changed.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.engine.table.transform import Orient


class RotatedPanel:
    """The cached, rotated picture of one upright panel placed by ``orient``."""

    def __init__(self, orient: Orient) -> None:
        self.orient = orient
        self._key: Hashable = object()
        self._picture: pygame.Surface | None = None
        self._upright: pygame.Surface | None = None
        #: how often the panel was painted (tests and the benchmark)
        self.paints = 0

    def get(self, key: Hashable, paint: Callable[[pygame.Surface], object]) -> pygame.Surface:
        """The rotated picture for ``key``; ``paint`` draws the upright one when it changed."""
        if self._picture is None or key != self._key:
            if self._upright is None:
                self._upright = pygame.Surface(self.orient.size)
                if pygame.display.get_surface() is not None:
                    self._upright = self._upright.convert()
            paint(self._upright)  # unturned (a bottom seat), the picture is the upright one
            self._picture = self.orient.rotate(self._upright)
            self._key = key
            self.paints += 1
        return self._picture

    @property
    def picture(self) -> pygame.Surface | None:
        """The last picture made (None before the first), whatever it was made for."""
        return self._picture

    def blit(self, surface: pygame.Surface, key: Hashable,
             paint: Callable[[pygame.Surface], object]) -> pygame.Rect:
        """Draw the panel at its place on ``surface``; returns the canvas rectangle."""
        return surface.blit(self.get(key, paint), self.orient.origin)
