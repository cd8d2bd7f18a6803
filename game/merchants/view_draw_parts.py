"""The pieces every Merchants of Andromeda board drawer uses (:mod:`game.merchants.view_draw`):
the drawing context (:class:`Ctx`: fonts, theme, seat looks, detail, targets, the part
drawn), a node's square, words that only the zoomed board shows, spaces, tokens and the
boxed tables of numbers (their table form at a table's smallest text by
:mod:`game.engine.table.fittext`), and the board colours.

Nothing here changes state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.boards.model import BoardMap, Node, Region
from game.engine.boardview.colours import MAY_CHOOSE
from game.engine.boardview.mapfit import MapFit
from game.engine.draw import seat_disc
from game.engine.table.fittext import box_lines, draw_rows
from game.engine.text import Fonts
from game.engine.theme import PlayerLook, Theme

RGB = tuple[int, int, int]
BOARD_BG: RGB = (22, 28, 56)
SPACE: RGB = (48, 58, 104)
SPACE_EDGE: RGB = (110, 126, 190)
#: one meaning in every game (assets/theme.json): may choose / selected
HIGHLIGHT: RGB = MAY_CHOOSE
#: marks that are not choices: the event marker, the edge of a face-up planet tile
MARKER: RGB = (236, 240, 248)
FACE_DOWN: RGB = (70, 60, 110)

#: half-size of a drawn space, in map pixels, per node class
SPACE_HALF = {
    "event_space": 34, "station_space": 26, "track_space": 28, "planet_space": 27,
    "lane_space": 30, "lane_start": 26, "ballot_box": 56,
}


@dataclass
class Ctx:
    """What the board drawers need besides the state."""

    fonts: Fonts
    theme: Theme
    looks: Sequence[PlayerLook]
    detail: bool = True
    targets: set[str] = field(default_factory=set)  # node ids to highlight (legal targets)
    selected: set[str] = field(default_factory=set)
    viewer: int | None = None
    #: what to draw: "all", "static" (the map's, the placement's: no state) or "state"
    part: str = "all"

    @property
    def static(self) -> bool:
        """Whether the static part is drawn."""
        return self.part != "state"

    @property
    def live(self) -> bool:
        """Whether the state's part is drawn."""
        return self.part != "static"


def space_rect(place: MapFit, node: Node) -> pygame.Rect:
    """The clickable square of a node on the canvas (also its hit area)."""
    half = SPACE_HALF.get(node.kind, 24)
    cx, cy = place.point(node.x, node.y)
    size = place.length(2 * half)
    return pygame.Rect(cx - size // 2, cy - size // 2, size, size)


def text(ctx: Ctx, surface: pygame.Surface, words: str, pos: tuple[int, int], size: int = 24,
         colour: RGB | None = None, bold: bool = False, anchor: str = "center") -> None:
    if not ctx.detail:
        return
    ctx.fonts.draw(surface, words, pos, size, colour or ctx.theme.c("text"), bold, anchor)


def square(surface: pygame.Surface, r: pygame.Rect, fill: RGB, edge: RGB = SPACE_EDGE) -> None:
    pygame.draw.rect(surface, fill, r, border_radius=max(2, r.width // 6))
    pygame.draw.rect(surface, edge, r, 2, border_radius=max(2, r.width // 6))


def token(surface: pygame.Surface, ctx: Ctx, centre: tuple[int, int], radius: int,
           seat: int) -> None:
    look = ctx.looks[seat]
    if ctx.detail:
        seat_disc(surface, centre, max(radius, 12), look, ctx.fonts)
    else:
        pygame.draw.circle(surface, (0, 0, 0), centre, radius + 1)
        pygame.draw.circle(surface, look.rgb, centre, radius)


def table_lines(surface: pygame.Surface, r: pygame.Rect, lines: Sequence[str], ctx: Ctx,
                clear_of: Sequence[pygame.Rect] = (), wider_to: int | None = None
                ) -> pygame.Rect | None:
    """A box of lines read from the state (a table a senator's policy may replace);
    returns where the box was drawn (None: not drawn). At a table the box keeps clear of
    the spaces ``clear_of`` below it and may widen leftwards to ``wider_to``
    (:func:`~game.engine.table.fittext.box_lines`)."""
    if not ctx.detail or not ctx.live:
        return None
    # every entry kept, on whole words (fittext.box_lines)
    r, rows, pitch, top = box_lines(ctx.fonts, r, lines, clear_of, wider_to)
    pygame.draw.rect(surface, (30, 36, 70), r, border_radius=6)
    pygame.draw.rect(surface, ctx.theme.c("panel_border"), r, 2, border_radius=6)
    draw_rows(surface, ctx.fonts, rows, (r.left + 8, top), pitch, r.width - 16,
              ctx.theme.c("text"))
    return r


def regions_of(m: BoardMap, kind: str) -> list[Region]:
    return [reg for reg in m.regions.values() if reg.kind == kind]


def placed(place: MapFit, m: BoardMap, kind: str) -> list[tuple[Region, pygame.Rect]]:
    """Each region of ``kind`` with its rectangle on the canvas."""
    return [(reg, place.area(reg.rect)) for reg in regions_of(m, kind)]
