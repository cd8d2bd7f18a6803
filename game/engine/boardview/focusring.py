"""The keyboard focus ring on a board: where Tab has put the focus, told at a glance from
the board's own marks.

A board shows three other marks around the same things: green dashed outlines ("may
choose"), yellow solid ones ("selected"), a thin white one (the mouse pointer). The focus
ring must be none of these, and be seen on any board colour (a lava hex, a cream card, a
purple fly zone). So it is drawn in the theme's ``focus`` colour (light blue: the usual
colour of a keyboard focus; no mark, piece or player uses it) as a thick solid band with
a dark edge on each side, a little outside the target's own marks, so that those stay
visible inside it (a focused ship that is also selected shows its yellow ring within the
blue one).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.widgets import BoardTarget, on_surface

if TYPE_CHECKING:
    from game.engine.app import App

#: the focus band's width, the dark edge's width on each side, and how far the band
#: lies outside the target's rectangle (its own marks reach about 5 px out)
BAND = 5
EDGE = 2
MARGIN = 8
#: how far the whole ring reaches outside the target's rectangle
REACH = MARGIN + BAND + 2 * EDGE


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int],
               edge: tuple[int, int, int], round_: bool = False,
               under: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Draw the focus ring around ``rect`` (a circle for round things); returns the
    rectangle it covers. The ring passes under the rectangles ``under`` (marks of other
    things that it would hide, such as a neighbouring card's price tag): what the surface
    shows there stays. Those inside ``rect`` (the thing's own words) are let be: a square
    ring, outside ``rect``, never meets them. Where the ring would leave the surface (a
    target at the screen's edge) it is drawn inside the target on that side."""
    rect = on_surface(surface, rect, REACH, round_)
    box = _box(rect, round_)
    holes = [r for r in under if r.colliderect(box) and (round_ or not rect.contains(r))]
    if not holes:
        _ring(surface, rect, colour, edge, round_)
        return box
    ring = pygame.Surface(box.size, pygame.SRCALPHA)
    _ring(ring, rect.move(-box.x, -box.y), colour, edge, round_)
    for hole in holes:
        ring.fill((0, 0, 0, 0), hole.move(-box.x, -box.y))
    surface.blit(ring, box)
    return box


def _box(rect: pygame.Rect, round_: bool) -> pygame.Rect:
    """The rectangle the focus ring round ``rect`` covers."""
    if round_:
        r = max(rect.width, rect.height) // 2
        box = pygame.Rect(0, 0, 2 * (r + REACH), 2 * (r + REACH))
        box.center = rect.center
        return box
    return rect.inflate(2 * REACH, 2 * REACH)


def _ring(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int],
          edge: tuple[int, int, int], round_: bool) -> None:
    """The ring's band and dark edges, drawn straight onto ``surface``."""
    outer = REACH  # the dark edge: from MARGIN out to here
    band = MARGIN + EDGE + BAND  # the band: BAND wide, inside that
    if round_:
        r = max(rect.width, rect.height) // 2
        centre = rect.center
        pygame.draw.circle(surface, edge, centre, r + outer, BAND + 2 * EDGE)
        pygame.draw.circle(surface, colour, centre, r + band, BAND)
        return
    pygame.draw.rect(surface, edge, rect.inflate(2 * outer, 2 * outer), BAND + 2 * EDGE,
                     border_radius=16)
    pygame.draw.rect(surface, colour, rect.inflate(2 * band, 2 * band), BAND,
                     border_radius=14)


class FocusTarget(BoardTarget):
    """A board target of the focus ring (:class:`~game.engine.boardview.targets.Target`
    widgets): takes Enter like any board target, and draws :func:`focus_ring`.
    ``pointed(key)`` is told when the focus comes onto it (``pointed(None)`` when it
    leaves), so the board can show what pointing at it shows. Its ring passes under the
    rectangles ``under`` (:func:`focus_ring`). ``only_shows``: choosing it now only shows it
    (:attr:`Target.reads <game.engine.boardview.targets.Target>`). ``tab_group``: the
    group it is one Tab stop with (:func:`~game.engine.focusmove.tab_step`), or None."""

    def __init__(self, rect: pygame.Rect, on_choose: Callable[[], object], *, key: Any,
                 round_: bool = False,
                 pointed: Callable[[Hashable | None], None] | None = None,
                 under: Sequence[pygame.Rect] = (), only_shows: bool = False,
                 tab_group: Hashable | None = None) -> None:
        super().__init__(rect, on_choose, key=key, round_=round_, margin=MARGIN)
        self.tab_group = tab_group
        self.pointed = pointed
        self.under = tuple(under)
        self.only_shows = only_shows or type(self).only_shows  # (a subclass may say so)

    def on_focus(self) -> None:
        if self.pointed is not None:
            self.pointed(self.key)

    def on_blur(self) -> None:
        if self.pointed is not None:
            self.pointed(None)

    def draw(self, surface: pygame.Surface, app: App, focused: bool) -> None:
        if focused:
            focus_ring(surface, self.rect, app.theme.c("focus"), app.theme.c("shade"),
                       self.round, self.under)
