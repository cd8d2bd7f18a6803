"""Kept pictures of a view's panels, by what they show.

A panel (a prompt box, a hand, a card's text box) is painted once for what it shows and
copied afterwards: a hover that brings back the same words, or a round that brings back
"Waiting for Bob…", costs a copy instead of a repaint. :class:`Pictures` keeps, for each
panel name, the newest ``keep`` pictures keyed by everything the panel shows (the key
must change whenever the picture would). Drawing only: the kept pictures are a cache,
never view state.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.engine.draw import display_picture


def copy_area(surface: pygame.Surface, rect: pygame.Rect,
              into: pygame.Surface | None = None) -> pygame.Surface:
    """A picture of ``rect`` of ``surface`` (:func:`display_picture`), painted ``into`` a
    spare picture of that size if given."""
    if into is None or into.get_size() != rect.size:
        into = display_picture(rect.size)
    into.blit(surface, (0, 0), rect)
    return into


class Pictures:
    """Each panel's newest pictures by key (see the module docstring)."""

    def __init__(self, recycle: bool = False) -> None:
        self._kept: dict[str, dict[Hashable, pygame.Surface]] = {}
        #: ``recycle``: a picture let go is kept as a spare for the next copy of its size
        #: (:meth:`copy`): its memory is reused, not made anew (a new surface is fresh
        #: memory: page faults, half a millisecond a panel). Only for owners that hold
        #: no picture beyond the frame that copies it.
        self.recycle = recycle
        self._spare: dict[tuple[int, int], pygame.Surface] = {}
        #: how often each panel was painted rather than copied (tests, the benchmark)
        self.paints: dict[str, int] = {}

    def get(self, name: str, key: Hashable) -> pygame.Surface | None:
        """The picture of panel ``name`` showing ``key``, if kept (it becomes the
        newest)."""
        kept = self._kept.get(name)
        picture = None if kept is None else kept.pop(key, None)
        if picture is not None:
            kept[key] = picture  # type: ignore[index]
        return picture

    def has(self, name: str, key: Hashable) -> bool:
        return key in self._kept.get(name, {})

    def keep(self, name: str, key: Hashable, picture: pygame.Surface, keep: int = 1) -> None:
        """Keep ``picture`` as the newest of at most ``keep`` pictures of ``name``."""
        kept = self._kept.setdefault(name, {})
        kept.pop(key, None)
        while kept and len(kept) >= keep:
            old = kept.pop(next(iter(kept)))
            if self.recycle and old is not picture:
                self._spare[old.get_size()] = old
        kept[key] = picture

    def copy(self, surface: pygame.Surface, rect: pygame.Rect) -> pygame.Surface:
        """A picture of ``rect`` of ``surface`` (:func:`copy_area`), into a spare of its
        size when there is one."""
        return copy_area(surface, rect, self._spare.pop((rect.width, rect.height), None))

    def paint(self, surface: pygame.Surface, name: str, key: Hashable, rect: pygame.Rect,
              paint: Callable[[], object], keep: int = 1) -> bool:
        """Draw panel ``name`` showing ``key`` over ``rect`` of ``surface``: a copy of its
        kept picture, else ``paint()`` (which draws within ``rect``), keeping a picture of
        it when it was drawn whole (``rect`` inside the surface's clip). Nothing when the
        clip misses ``rect`` (a frame redrawing other areas). True when it painted."""
        clip = surface.get_clip()
        if not clip.colliderect(rect):
            return False
        picture = self.get(name, key)
        if picture is not None:
            surface.blit(picture, rect)
            return False
        paint()
        self.paints[name] = self.paints.get(name, 0) + 1
        if self.keeps(clip, rect):
            self.keep(name, key, self.copy(surface, rect), keep)
        return True

    @staticmethod
    def keeps(clip: pygame.Rect, rect: pygame.Rect) -> bool:
        """Whether :meth:`paint` keeps a picture of a panel over ``rect`` painted within
        ``clip``: only a whole one, and none of an empty rect (a painter ahead asks it:
        a panel whose picture is never kept must not take a pass's turn)."""
        return clip.colliderect(rect) and clip.contains(rect)

    def clear(self) -> None:
        """Forget every picture (a new layout)."""
        self._kept.clear()
        self._spare.clear()
