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

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.widgets import BoardTarget

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
               edge: tuple[int, int, int], round_: bool = False) -> pygame.Rect:
    """Draw the focus ring around ``rect`` (a circle for round things); returns the
    rectangle it covers."""
    outer = REACH  # the dark edge: from MARGIN out to here
    band = MARGIN + EDGE + BAND  # the band: BAND wide, inside that
    if round_:
        r = max(rect.width, rect.height) // 2
        centre = rect.center
        pygame.draw.circle(surface, edge, centre, r + outer, BAND + 2 * EDGE)
        pygame.draw.circle(surface, colour, centre, r + band, BAND)
        box = pygame.Rect(0, 0, 2 * (r + outer), 2 * (r + outer))
        box.center = centre
        return box
    box = rect.inflate(2 * outer, 2 * outer)
    pygame.draw.rect(surface, edge, box, BAND + 2 * EDGE, border_radius=16)
    pygame.draw.rect(surface, colour, rect.inflate(2 * band, 2 * band), BAND,
                     border_radius=14)
    return box


class FocusTarget(BoardTarget):
    """A board target of the focus ring (:class:`~game.engine.boardview.targets.Target`
    widgets): takes Enter like any board target, and draws :func:`focus_ring`.
    ``pointed(key)`` is told when the focus comes onto it (``pointed(None)`` when it
    leaves), so the board can show what pointing at it shows."""

    def __init__(self, rect: pygame.Rect, on_choose: Callable[[], object], *, key: Any,
                 round_: bool = False,
                 pointed: Callable[[Hashable | None], None] | None = None) -> None:
        super().__init__(rect, on_choose, key=key, round_=round_, margin=MARGIN)
        self.pointed = pointed

    def on_focus(self) -> None:
        if self.pointed is not None:
            self.pointed(self.key)

    def on_blur(self) -> None:
        if self.pointed is not None:
            self.pointed(None)

    def draw(self, surface: pygame.Surface, app: App, focused: bool) -> None:
        if focused:
            focus_ring(surface, self.rect, app.theme.c("focus"), app.theme.c("shade"),
                       self.round)
