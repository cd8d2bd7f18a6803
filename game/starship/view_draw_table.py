"""The Starship board's pieces laid out again for a table's larger text (a mixin of
:class:`game.starship.view_draw.Painter`).

At a table every word is drawn at least at the table's smallest text (FloorFonts: 40
pixels on a 32-inch 4K screen), where the map's places were drawn for 24, so where the
monitor's rows no longer fit a card or a box the table path lays them out again with the
engine's table text (:mod:`game.engine.table.fittext`: two short words sharing a row, rows
as close as the card allows, a name wrapped squeezed a little sideways); a long title takes
its shorter wording (:data:`TABLE_WORDS`). A word is never cut to a stub. On a monitor
only the track spaces' name plates are (:func:`name_plate`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine.table import fittext

if TYPE_CHECKING:
    from game.engine.text import Fonts

#: a text's wordings, longest first: the table path takes the first that fits its place
TABLE_WORDS: dict[str, tuple[str, ...]] = {
    "refineries_down": ("Refineries (face down)", "Refineries: face down", "Refineries"),
    "refineries_wait": ("On sale once a player leaves the Dock",
                        "On sale once a ship leaves the Dock", "On sale after the Dock"),
    "gear_left": ("Gear left", "Gear"),
}


class TableDrawing:
    """Table layouts of the board's pieces; uses the painter's ``s`` (surface) and ``f``
    (fonts)."""

    s: pygame.Surface
    f: Fonts

    def drawn(self, size: int) -> int:
        """The size text asked at ``size`` is drawn at (larger at a table)."""
        return fittext.lifted_size(self.f, size)

    def lifted(self, size: int = 24) -> bool:
        """Text asked at ``size`` is drawn larger than asked (a table's smallest text)."""
        return self.drawn(size) > size

    def refinery_card(self, rect: pygame.Rect, icon: Callable[[pygame.Rect], object] | None,
                      bonus: str, cost: str, ink: tuple[int, int, int]) -> None:
        """A refinery card's words at a table: the mine's shape (``icon`` draws it in a
        rectangle) and its bonus ("+3") on
        the first row, the cost ("12cr") on the second, each squeezed sideways to the
        card's width rather than cut, the rows as far apart as the card allows."""
        size = 24
        ascent = self.f.get(size).get_ascent()
        pitch = min(self.f.line_height(size) - 2, rect.height - 6 - ascent)
        y = rect.y + 3
        if icon is not None:
            side = max(18, self.drawn(size) * 3 // 5)
            row = self.f.get(size).size(bonus)[0]
            room = rect.width - 10 - side
            left = rect.centerx - (side + 2 + min(row, room)) // 2
            icon(pygame.Rect(left, y + (ascent - side) // 2 + 2, side, side))
            fittext.narrow_text(self.s, self.f, bonus, (left + side + 2 + min(row, room) // 2, y),
                                size, ink, False, room)
        fittext.narrow_text(self.s, self.f, cost, (rect.centerx, y + pitch), size, ink, False,
                            rect.width - 8)

    def space_plate(self, name: str, width: int, centre: tuple[int, int],
                    radius: int) -> pygame.Rect:
        """A track space's name plate (:func:`name_plate`) in the painter's fonts."""
        return name_plate(self.f, name, width, centre, radius)


def name_plate(fonts: Fonts, name: str, width: int, centre: tuple[int, int],
               radius: int) -> pygame.Rect:
    """A track space's name plate: at least ``width`` wide, as wide as its name drawn
    and room for the green frame inside it (on a monitor "Shipyard" is wider than a
    space), as high at a table; its bottom on the circle's top."""
    w, h = fonts.get(24, True).size(name)
    plate = pygame.Rect(0, 0, max(width, w + 16), max(30, h - 4))
    plate.midbottom = (centre[0], centre[1] - radius + 2)
    return plate
