"""A big picture of the auction screen shrunk and turned over a strip at a time.

The countdown's big text at a 4K table is 500-1600 x 420 px once scaled into its card,
kept upright and turned over (the far side of the table reads it the other way up). Made
at once, each of those surfaces was new memory whose first touch is a page fault for each
4 kB: measured on the project's VMs at 3-17 microseconds a page, so each part (the
height's shrink, the turned copy) was a 4-10 ms step of a quiet frame. Kept as vertical
strips instead, each cropped to the pixels it shows (about half the card's text picture
is transparent), the picture is made a strip a step, each step touching at most
:data:`STRIP_BYTES` of new memory.

The pixels are the very ones of shrinking and turning the whole: ``smoothscale`` filters
the width (each row on its own) and then the height (each column on its own), so the
height's pass over a strip of columns gives those columns of the whole; a transparent
pixel blitted changes nothing, so a cropped strip blitted where it lay draws what the
whole did (tests/auction/test_strips.py).

The surfaces a big picture is made from (the text as rendered, its width shrunk: 1-5 MB
at 4K) are needed only while its strips are made, but each new one was new memory too
(the allocator had given the last one's back to the system, or its place was taken by
what was kept since). :data:`SPARES` keeps the last few and lets one go just before a
surface it can hold is made, so that the new one takes its memory.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

import pygame

#: the most new memory (bytes) one strip's step makes: its height's pass, then its
#: cropped upright and turned copies (a quarter and a half of this at most, the rest
#: goes back once the step is over)
STRIP_BYTES = 256 * 1024

#: a strip of a picture and where it lies on the whole (its top-left, in pixels)
Placed = tuple[pygame.Surface, tuple[int, int]]


@dataclass(frozen=True)
class Strips:
    """A picture kept as cropped vertical strips: ``upright`` as scaled, ``turned`` as
    it reads turned over (180 degrees), each strip with its place on the whole
    ``size`` picture the same way up."""

    size: tuple[int, int]
    upright: tuple[Placed, ...]
    turned: tuple[Placed, ...]

    def placed(self, topleft: tuple[int, int], turned: bool = False) -> list[Placed]:
        """The strips to blit for the whole picture at ``topleft`` (turned over or not)."""
        x, y = topleft
        return [(strip, (x + dx, y + dy))
                for strip, (dx, dy) in (self.turned if turned else self.upright)]


class Spares:
    """Surfaces no longer needed, kept for their memory (see the module docstring): a
    big surface about to be made first lets go of the smallest one kept that holds it,
    whose memory the allocator then gives it (the chunk just freed, its pages touched
    already) instead of new pages."""

    def __init__(self, most: int = 4) -> None:
        self.most = most
        self.kept: list[pygame.Surface] = []

    def make_room(self, size: tuple[int, int]) -> None:
        """Let go of a kept surface of ``size``, else of the smallest one with room for
        a 32-bit ``size`` one (the same sizes come back: each price's text)."""
        wanted = 4 * size[0] * size[1]
        fits = [s for s in self.kept if s.get_pitch() * s.get_height() >= wanted]
        if fits:
            self.kept.remove(min(fits, key=lambda s: (s.get_size() != size,
                                                      s.get_pitch() * s.get_height())))

    def keep(self, surf: pygame.Surface) -> None:
        """Keep ``surf`` (no longer used) for a later :meth:`make_room`; the smallest
        goes when more than :attr:`most` are kept (a big one has room for any)."""
        self.kept.append(surf)
        if len(self.kept) > self.most:
            self.kept.remove(min(self.kept, key=lambda s: s.get_pitch() * s.get_height()))


#: the spare surfaces of the big pictures being made
SPARES = Spares(8)


def costly(size: tuple[int, int]) -> bool:
    """Whether a 32-bit picture of ``size`` is more new memory than a step should make
    with another (its making is then a step of its own: at 4K a line of words, a number
    or the caption rendered, and again turned)."""
    return 4 * size[0] * size[1] > STRIP_BYTES


def strip_width(height: int, most_bytes: int = STRIP_BYTES) -> int:
    """How many columns of a picture ``height`` high make one strip."""
    return max(1, most_bytes // (4 * max(1, height)))


def shrink_and_turn(surf: pygame.Surface, size: tuple[int, int],
                    most_bytes: int = STRIP_BYTES) -> Generator[None, None, Strips]:
    """Shrink ``surf`` (32-bit, per-pixel alpha) to ``size`` as
    ``pygame.transform.smoothscale`` does, and turn it over, a step after the width's
    pass and after each strip (see the module docstring). The result is the
    generator's return value (``strips = yield from shrink_and_turn(...)``)."""
    width, height = size
    source = surf
    upright: list[Placed] = []
    turned: list[Placed] = []
    try:
        if width != surf.get_width():  # the width's pass first, as smoothscale does
            SPARES.make_room((width, surf.get_height()))
            surf = pygame.transform.smoothscale(surf, (width, surf.get_height()))
            yield
        step = strip_width(max(height, surf.get_height()), most_bytes)
        for left in range(0, width, step):
            columns = surf.subsurface((left, 0, min(step, width - left), surf.get_height()))
            if columns.get_height() != height:
                columns = pygame.transform.smoothscale(columns, (columns.get_width(), height))
            shown = columns.get_bounding_rect()
            if shown.width and shown.height:
                kept = columns.subsurface(shown).copy()
                upright.append((kept, (left + shown.x, shown.y)))
                turned.append((pygame.transform.flip(kept, True, True),
                               (width - left - shown.right, height - shown.bottom)))
            yield
    finally:  # (also when left half made: the stage changed before the picture was)
        if surf is not source:
            SPARES.keep(surf)
    return Strips(size, tuple(upright), tuple(turned))
