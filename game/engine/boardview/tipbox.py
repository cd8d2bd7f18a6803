"""The box with a thing's whole text, beside the thing: a card's text shown while the
pointer rests on it, or after a tap or a long press (touch has no hover), when the prompt
has no room for it. Drawing and placing only; the view says what the text is and when
the box shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.engine.boardview.colours import SELECTED
from game.engine.boardview.focusring import REACH
from game.engine.boardview.textlines import draw_lines
from game.engine.text import Fonts
from game.engine.theme import RGB


@dataclass(frozen=True)
class TipBox:
    """A text box of ``width`` px: ``size`` px text in ``ink`` on a ``face``, a ``rim``
    round it (yellow: it belongs to the thing pointed at), ``pad`` px inside."""

    size: int = 22
    pad: int = 10
    width: int = 420
    face: RGB = (246, 240, 220)
    ink: RGB = (20, 24, 40)
    rim: RGB = SELECTED
    rim_width: int = 3
    radius: int = 10
    #: between the thing and its box: clear of the keyboard's focus ring round the thing
    #: (the box is drawn over the ring, which the focus on a thing shows with its text)
    gap: int = REACH + 3

    def lines(self, fonts: Fonts, text: str) -> list[str]:
        return fonts.wrap(text, self.size, self.width - 2 * self.pad)

    def rect(self, fonts: Fonts, text: str, thing: pygame.Rect, bounds: pygame.Rect,
             avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """Where the box for ``text`` goes: below ``thing``, else above it, else to its
        right, else to its left, moved to stay inside ``bounds``: the first of those that
        covers neither the thing nor any of ``avoid`` (the other things a player may choose
        now: found in play, the box of a chosen Scout stack hid the Tug stack beside it).
        When each covers one, below (above when there is no room below)."""
        height = len(self.lines(fonts, text)) * fonts.line_height(self.size) + 2 * self.pad
        box, gap = pygame.Rect(0, 0, self.width, height), self.gap
        below, above, right, left = box.copy(), box.copy(), box.copy(), box.copy()
        below.midtop = (thing.centerx, thing.bottom + gap)
        above.midbottom = (thing.centerx, thing.top - gap)
        right.midleft = (thing.right + gap, thing.centery)
        left.midright = (thing.left - gap, thing.centery)
        for place, fits in ((below, below.bottom <= bounds.bottom),
                            (above, above.top >= bounds.top),
                            (right, right.right <= bounds.right),
                            (left, left.left >= bounds.left)):
            shown = place.clamp(bounds)  # (sideways below and above, up or down beside)
            if fits and not shown.colliderect(thing) and shown.collidelist(list(avoid)) < 0:
                return shown
        return (below if below.bottom <= bounds.bottom else above).clamp(bounds)

    def draw(self, surface: pygame.Surface, fonts: Fonts, text: str,
             box: pygame.Rect) -> None:
        """The box over ``box`` with ``text`` wrapped in it."""
        pygame.draw.rect(surface, self.face, box, border_radius=self.radius)
        pygame.draw.rect(surface, self.rim, box, self.rim_width, border_radius=self.radius)
        draw_lines(surface, fonts, fonts.wrap(text, self.size, box.width - 2 * self.pad),
                   (box.x + self.pad, box.y + self.pad), self.size, self.ink)
