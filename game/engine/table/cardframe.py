"""A table card's frame and how its contents are placed on it, for any game.

A table shows upright cards beside the board (a game's *turn cards*: its scores, its
market, its decks) and in the middle of the screen (the join screen, the results). Each is
a rounded panel (:func:`paint_card_frame`) whose parts are laid out from the card's size
alone, because the same card is drawn tall when it faces a long edge and wide and short
when it is turned a quarter toward a short edge: sections of given heights flow into as
few columns as hold them (:func:`stacked`), equal items fill a grid (:func:`item_columns`),
a card splits in equal parts along its longer side (:func:`split_card`). ``u`` is the
table's 1080p unit (1080p pixels to canvas pixels). Sections take headings of one look
(:func:`section_heading`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine.boardview.grid import split
from game.engine.table.tablefonts import draw_fitted

if TYPE_CHECKING:
    from game.engine.app import App

#: 1080p pixels to canvas pixels (a table's unit, :attr:`TableSizes.u`)
Scale = Callable[[float], int]
#: a game's turn card's corner radius (1080p pixels); the middle cards' is 16
TURN_CARD_RADIUS = 18
#: the margin inside a card and the gap between its sections (1080p pixels)
PAD, GAP = 14, 10
#: a section heading's text size (1080p pixels)
HEADING_SIZE = 26


def paint_card_frame(surface: pygame.Surface, app: App, u: Scale, radius: int = 16) -> None:
    """A card's background filling ``surface``: the panel's colour in a rounded card of
    corner ``radius`` (1080p pixels) with its border, the screen's background outside the
    corners."""
    t, box = app.theme, surface.get_rect()
    surface.fill(t.c("background"))
    pygame.draw.rect(surface, t.c("panel"), box, border_radius=u(radius))
    pygame.draw.rect(surface, t.c("panel_border"), box, u(2), border_radius=u(radius))


def stacked(size: tuple[int, int], heights: list[int], u: Scale) -> list[pygame.Rect]:
    """Where sections of ``heights`` go on a card of ``size``: top to bottom in as few
    equal columns as hold them all (a card turned a quarter is wide and short, so its
    sections sit side by side). A section taller than the card gets a column of its own;
    when even one column a section does not hold them, the last try (one a section) is
    returned."""
    w, h = size
    pad, gap = u(PAD), u(GAP)
    room = h - 2 * pad
    rects: list[pygame.Rect] = []
    for cols in range(1, len(heights) + 1):
        col_w = (w - 2 * pad - (cols - 1) * gap) // cols
        rects, col, y = [], 0, pad
        for height in heights:
            if y > pad and y + height > pad + room:
                col, y = col + 1, pad
            rects.append(pygame.Rect(pad + col * (col_w + gap), y, col_w, height))
            y += height + gap
        if col < cols:
            return rects
    return rects


def item_columns(size: tuple[int, int], count: int, item_h: int, min_w: int, u: Scale,
                 top: int = 0) -> list[pygame.Rect]:
    """``count`` equal items of ``item_h`` below ``top`` on a card of ``size``, row by row
    in as few columns as hold them (a card turned a quarter is wide and short: its items
    sit side by side), no column narrower than ``min_w`` (so more items than fit run off
    the card's bottom rather than squeeze); the items shorter when their rows would not
    fit the card."""
    w, h = size
    pad, gap = u(PAD), u(8)
    rows_fit = max(1, (h - top - pad + gap) // (item_h + gap))
    cols = max(1, -(-count // rows_fit))
    cols = min(cols, max(1, (w - 2 * pad + gap) // (min_w + gap)))
    col_w = (w - 2 * pad - (cols - 1) * gap) // cols
    rows = max(1, -(-count // cols))
    item_h = min(item_h, (h - top - pad - (rows - 1) * gap) // rows)
    return [pygame.Rect(pad + c * (col_w + gap), top + r * (item_h + gap), col_w, item_h)
            for r, c in (divmod(i, cols) for i in range(count))]


def split_card(size: tuple[int, int], count: int, u: Scale) -> list[pygame.Rect]:
    """A card of ``size`` in ``count`` equal sections inside its margin: one above the
    other on a card taller than wide, side by side on one wider than tall (a card turned a
    quarter), each as long as the card's other side."""
    w, h = size
    inner = pygame.Rect(u(PAD), u(PAD), w - 2 * u(PAD), h - 2 * u(PAD))
    return split(inner, count, u(GAP), across=inner.width > inner.height)

def section_heading(surface: pygame.Surface, app: App, u: Scale, rect: pygame.Rect,
                    text: str, floor: int = 0) -> int:
    """A section heading at the top of ``rect`` in the accent colour (smaller down to
    ``floor``, the table's smallest text, where it is too long, then cut); returns the y
    below it."""
    draw_fitted(app.fonts, surface, text, rect.topleft, u(HEADING_SIZE), rect.width, floor,
                app.theme.c("accent"), True)
    return rect.top + section_heading_h(app, u)


def section_heading_h(app: App, u: Scale) -> int:
    """The height a :func:`section_heading` takes, with its gap to what follows."""
    return app.fonts.line_height(u(HEADING_SIZE), True) + u(4)
