"""A seat panel's picture: drawn upright into its own surface, rotated to face its seat,
cached after the rotation.

``RotatedPanel.get(key, paint)`` repaints (``paint(upright_surface)``) and rotates only when
``key`` (everything the panel shows) changed since the last call; every other frame blits
the cached rotated surface. So a table frame costs one blit per panel, and an action
repaints only the panels whose picture it changed.

At 4K a panel's repaint and its turn are a few milliseconds each, so
:meth:`RotatedPanel.prepare` does them one step a call (the table spreads them over
frames, :mod:`game.engine.table.compose`), and the last picture stays the one shown until
the new one is whole. The turned copy is a new surface each time: the old one is let go
first, so the allocator gives its memory back at once (kept, it made the new one fresh
memory: a 3840x460 panel's turn took 7 ms instead of 2, the page faults of 7 MB), and
:meth:`RotatedPanel.warm` makes both surfaces once as the screen opens.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.engine.table.transform import Orient

#: estimated cost of the steps, milliseconds per million pixels (measured at 3840x2160 on
#: the reference machine: an upright seat panel's paint, a half turn, a quarter turn)
PAINT_MS = 3.0
#: a turn card's paint (its words are denser: 3-5 ms for Escape's 516x1120 cards)
CARD_PAINT_MS = 8.0
FLIP_MS = 1.5
QUARTER_MS = 3.0

_UNSET = object()


class RotatedPanel:
    """The cached, rotated picture of one upright panel placed by ``orient``."""

    def __init__(self, orient: Orient, paint_ms: float = PAINT_MS) -> None:
        self.orient = orient
        #: the estimated cost of its paint, ms per million pixels
        self.paint_ms = paint_ms
        self._key: Hashable = _UNSET
        self._upright_key: Hashable = _UNSET
        self._picture: pygame.Surface | None = None
        self._upright: pygame.Surface | None = None
        #: how often the panel was painted (tests and the benchmark)
        self.paints = 0

    @property
    def megapixels(self) -> float:
        return self.orient.size[0] * self.orient.size[1] / 1e6

    def warm(self) -> None:
        """Make the upright surface and one turned copy now (as the screen opens), so the
        first repaints in play touch memory that is already there."""
        upright = self.surface()
        if self._picture is None and self.orient.rotation:
            self._picture = self.orient.rotate(upright)

    def surface(self) -> pygame.Surface:
        """The upright surface (made on first use)."""
        if self._upright is None:
            self._upright = pygame.Surface(self.orient.size)
            if pygame.display.get_surface() is not None:
                self._upright = self._upright.convert()
        return self._upright

    def ready(self, key: Hashable) -> bool:
        """Whether the picture shown for ``key`` is made."""
        return self._picture is not None and self._key == key

    def ahead(self, key: Hashable) -> float:
        """The estimated cost (ms) of the next step :meth:`prepare` takes toward the
        picture for ``key`` (0.0: it is ready)."""
        if self.ready(key):
            return 0.0
        if self._upright_key != key or self._upright is None:
            return self.paint_ms * self.megapixels
        return self._turn_rate() * self.megapixels

    def prepare(self, key: Hashable, paint: Callable[[pygame.Surface], object]) -> None:
        """One step toward the picture for ``key``: paint the upright one (unturned, a
        bottom seat's, that is the picture), or turn it."""
        if self.ready(key):
            return
        if self._upright_key != key or self._upright is None:
            paint(self.surface())
            self._upright_key = key
            self.paints += 1
            if self.orient.rotation:
                return
        self._turn()
        self._key = key

    def _turn_rate(self) -> float:
        if not self.orient.rotation:
            return 0.0
        return FLIP_MS if self.orient.rotation == 180 else QUARTER_MS

    def _turn(self) -> None:
        upright = self.surface()
        if self.orient.rotation:
            self._picture = None  # its memory is the new copy's (see the module docstring)
        self._picture = self.orient.rotate(upright)

    def get(self, key: Hashable, paint: Callable[[pygame.Surface], object]) -> pygame.Surface:
        """The rotated picture for ``key``; ``paint`` draws the upright one when it changed."""
        for _ in range(2):
            self.prepare(key, paint)
        assert self._picture is not None
        return self._picture

    @property
    def picture(self) -> pygame.Surface | None:
        """The last picture made (None before the first), whatever it was made for."""
        return self._picture

    def blit(self, surface: pygame.Surface, key: Hashable,
             paint: Callable[[pygame.Surface], object]) -> pygame.Rect:
        """Draw the panel at its place on ``surface``; returns the canvas rectangle."""
        return surface.blit(self.get(key, paint), self.orient.origin)
