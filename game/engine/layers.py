"""Cached layers: what does not change between two actions is drawn once.

A :class:`Layer` holds one opaque surface and the key it was painted for. ``get(key,
paint)`` repaints (``paint(surface)``) only when the key differs from the last one, so a
screen passes everything its picture depends on (a state version, the layout, the
viewer...) and copies the layer every frame; hover and animation frames then draw only
what moves on top of the copy.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame


class Layer:
    """One cached surface covering ``rect`` of the canvas."""

    def __init__(self, rect: pygame.Rect, alpha: bool = False) -> None:
        self.rect = pygame.Rect(rect)
        self.alpha = alpha
        self._surface: pygame.Surface | None = None
        self._key: Hashable = object()
        #: how often the layer was painted (tests and the benchmark read it)
        self.paints = 0

    def get(self, key: Hashable, paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The layer's surface for ``key`` (in canvas coordinates: copy its ``rect``);
        ``paint`` draws it when the key changed since the last call."""
        if self._surface is None or key != self._key:
            self._surface = self._paint(paint)
            self._key = key
            self.paints += 1
        return self._surface

    @property
    def key(self) -> Hashable:
        """The key the layer was last painted for (a fresh object before the first)."""
        return self._key

    def _paint(self, paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        # canvas-sized up to the layer's bottom-right corner, so painters draw in canvas
        # coordinates; only ``rect`` of it is ever copied
        size = (self.rect.right, self.rect.bottom)
        surface = self._surface
        if surface is None or surface.get_size() != size:
            surface = pygame.Surface(size, pygame.SRCALPHA if self.alpha else 0)
            if pygame.display.get_surface() is not None:
                surface = surface.convert_alpha() if self.alpha else surface.convert()
        if self.alpha:
            surface.fill((0, 0, 0, 0))
        paint(surface)
        return surface

    def blit(self, surface: pygame.Surface, key: Hashable,
             paint: Callable[[pygame.Surface], None]) -> None:
        """Copy the layer for ``key`` onto ``surface`` at its place."""
        surface.blit(self.get(key, paint), self.rect, self.rect)

    def resize(self, rect: pygame.Rect) -> None:
        """A new place on the canvas: the next ``get`` repaints."""
        self.rect = pygame.Rect(rect)
        self._surface = None
