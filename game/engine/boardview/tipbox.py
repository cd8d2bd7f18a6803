"""The box with a thing's whole text, beside the thing: a card's text shown while the
pointer rests on it, or after a tap or a long press (touch has no hover), when the prompt
has no room for it. Drawing and placing only; the view says what the text is and when
the box shows.
"""

from __future__ import annotations

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

    def rect(self, fonts: Fonts, text: str, thing: pygame.Rect,
             bounds: pygame.Rect) -> pygame.Rect:
        """Where the box for ``text`` goes: below ``thing`` (above it when there is no
        room below), moved sideways to stay inside ``bounds``."""
        height = len(self.lines(fonts, text)) * fonts.line_height(self.size) + 2 * self.pad
        box = pygame.Rect(0, 0, self.width, height)
        box.midtop = (thing.centerx, thing.bottom + self.gap)
        if box.bottom > bounds.bottom:
            box.midbottom = (thing.centerx, thing.top - self.gap)
        return box.clamp(bounds)

    def draw(self, surface: pygame.Surface, fonts: Fonts, text: str,
             box: pygame.Rect) -> None:
        """The box over ``box`` with ``text`` wrapped in it."""
        pygame.draw.rect(surface, self.face, box, border_radius=self.radius)
        pygame.draw.rect(surface, self.rim, box, self.rim_width, border_radius=self.radius)
        draw_lines(surface, fonts, fonts.wrap(text, self.size, box.width - 2 * self.pad),
                   (box.x + self.pad, box.y + self.pad), self.size, self.ink)
