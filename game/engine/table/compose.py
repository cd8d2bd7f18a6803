"""The table's still picture, kept up to date part by part.

A table screen is big (a 4K canvas is 33 MB): copying or repainting all of it after every
action would take longer than a frame. The still picture is made of :class:`Part` objects
(the board with its turn cards, each seat panel), each with the key of what it shows;
:meth:`Composer.update` repaints only the parts whose key changed, at most ``budget`` of
them per frame (the first listed first: the board, then the acting seat's panel), and says
which canvas rectangles changed, so only those are copied to the window. A part left for the
next frame keeps its last picture for that frame.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Part:
    """One region of the still picture: ``paint(surface)`` draws it inside ``rect``."""

    name: str
    rect: pygame.Rect
    key: Hashable
    paint: Callable[[pygame.Surface], object]


class Composer:
    """The still picture of a ``size`` canvas on a ``background`` colour."""

    def __init__(self, size: tuple[int, int], background: tuple[int, int, int]) -> None:
        self.size = size
        self.background = background
        self.surface: pygame.Surface | None = None
        self._keys: dict[str, Hashable] = {}
        #: how many parts were painted (tests and the benchmark)
        self.paints = 0

    def update(self, parts: Sequence[Part], budget: int | None = None
               ) -> tuple[list[pygame.Rect], bool]:
        """Repaint the parts whose key changed (all of them on the first call, else at
        most ``budget``); returns the changed rectangles and whether parts were left."""
        first = self.surface is None
        if self.surface is None:
            self.surface = pygame.Surface(self.size)
            if pygame.display.get_surface() is not None:
                self.surface = self.surface.convert()
            self.surface.fill(self.background)
        changed: list[pygame.Rect] = []
        left = False
        for part in parts:
            if self._keys.get(part.name, _UNSET) == part.key:
                continue
            if not first and budget is not None and len(changed) >= budget:
                left = True
                continue
            part.paint(self.surface)
            self._keys[part.name] = part.key
            self.paints += 1
            changed.append(pygame.Rect(part.rect))
        return changed, left

    def up_to_date(self, parts: Sequence[Part]) -> bool:
        return self.surface is not None and all(
            self._keys.get(p.name, _UNSET) == p.key for p in parts)


_UNSET = object()
