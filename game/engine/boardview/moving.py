"""What a board view draws per frame over its cached layers, each thing with where it draws.

A frame copies the layers and draws only what moves (:meth:`BoardView.draw_moving`); the
screen redraws only the areas it names (:meth:`BoardView.moving_rects`). Written apart, the
two lists drift (a hover frame drawn wider than its area leaves a trail); a view that
lists what moves once, as :class:`Moving` (each thing's painter beside the areas it may
change), gets both from one place (:meth:`BoardView.moving`).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

#: draws one moving thing on the canvas
Paint = Callable[[pygame.Surface], object]


class Moving:
    """The things one frame draws over the layers, in drawing order, with their areas."""

    def __init__(self) -> None:
        self._paints: list[Paint] = []
        self._areas: list[pygame.Rect] = []

    def add(self, paint: Paint | None, *areas: pygame.Rect) -> None:
        """A thing ``paint`` draws (None: nothing to draw, an area only) inside ``areas``
        (canvas rectangles holding every pixel it may change; none: it draws only over
        what the layers hold already, such as words the layer has too)."""
        if paint is not None:
            self._paints.append(paint)
        self._areas += areas

    def draw(self, surface: pygame.Surface) -> None:
        """Draw every thing, in the order added."""
        for paint in self._paints:
            paint(surface)

    def rects(self) -> list[pygame.Rect]:
        """Every area added, in order."""
        return list(self._areas)
