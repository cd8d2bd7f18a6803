"""The Merchants boards' words at a table, where they are drawn larger than the monitor
layout was made for (the table's smallest text: 40 pixels on a 32-inch 4K screen).

The boards' painters (:mod:`game.merchants.view_draw`) hand their words here when their
fonts lift sizes (:class:`~game.engine.table.tablefonts.FloorFonts`): a table of numbers
keeps every entry (wrapped on whole words, rows closer, its box grown down when it must
be), a legend wraps onto lines under one another, a label too wide for its box ("Deck
61") takes two lines, a name is squeezed a little sideways rather than broken inside a
word. On a monitor none of this is used: the painters draw as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine.table.tablefonts import FloorFonts, squeezed, whole_words

if TYPE_CHECKING:
    from game.engine.text import Fonts

RGB = tuple[int, int, int]
#: a line up to this much too wide for its box is squeezed sideways rather than wrapped
SQUEEZE = 0.85


def at_table(fonts: Fonts) -> bool:
    """The fonts lift sizes: the words are drawn larger than the layout was made for."""
    return isinstance(fonts, FloorFonts)


def rows_pitch(fonts: Fonts, rows: int, height: int, size: int = 24) -> int:
    """How far apart ``rows`` lines of ``size`` go to fill ``height`` at most: a line
    apart, closer when they do not fit (never so close that capitals touch)."""
    lh, ascent = fonts.line_height(size), fonts.get(size).get_ascent()
    if rows <= 1 or (rows - 1) * lh + ascent + 8 <= height:
        return lh
    return max(ascent + 2, (height - 8 - ascent) // (rows - 1))


def box_lines(fonts: Fonts, r: pygame.Rect, lines: Sequence[str],
              clear_of: Sequence[pygame.Rect] = (), wider_to: int | None = None
              ) -> tuple[pygame.Rect, list[str], int, int]:
    """A table box's rectangle, rows, row pitch and first row's top at a table:
    ``lines`` as they are where they fit the box's width, else wrapped on whole words
    (a line a little too wide squeezed), all kept; the rows centred in the box, closer
    when they do not fit it, the box grown down when even close rows do not. ``clear_of``:
    spaces below the box that it keeps :func:`clear_gap` away from, moved up as far as
    needed (the Senate's losing-boxes table over its ballot boxes: its larger words at
    a small table made it grow onto Box 3); ``wider_to``: the box may widen leftwards to
    that x (free room beside it) so that its lines need not wrap."""
    font = fonts.get(24)
    if wider_to is not None:
        grow = min(max(font.size(line)[0] for line in lines) + 16 - r.width,
                   r.left - wider_to)
        if grow > 0:
            r = pygame.Rect(r.left - grow, r.top, r.width + grow, r.height)
    width = r.width - 16
    rows = [row for line in lines for row in (
        [line] if font.size(line)[0] <= width else
        whole_words(fonts, line, 24, int(width / SQUEEZE)))]
    pitch = rows_pitch(fonts, len(rows), r.height)
    box = pygame.Rect(r)
    box.height = max(r.height, (len(rows) - 1) * pitch + font.get_ascent() + 10)
    gap = clear_gap(fonts)
    for space in clear_of:
        if space.left < box.right and box.left < space.right and space.top >= r.top:
            box.bottom = min(box.bottom, space.top - gap)
    block = (len(rows) - 1) * pitch + fonts.line_height(24)
    return box, rows, pitch, box.top + max(2, (box.height - block) // 2)


def clear_gap(fonts: Fonts) -> int:
    """The clear space a table box keeps from the spaces below it: half a line of its
    words (about 4 mm at any table size)."""
    return fonts.line_height(24) // 2


def draw_rows(surface: pygame.Surface, fonts: Fonts, rows: Sequence[str], pos: tuple[int, int],
              pitch: int, width: int, colour: RGB, anchor: str = "topleft",
              bold: bool = False, size: int = 24) -> None:
    """``rows`` one under another from ``pos`` (their top-left, with ``anchor``
    "midtop" their top middle, with "center" the block's centre), each squeezed into
    ``width`` when a little wider."""
    x, y = pos
    if anchor == "center":
        y -= ((len(rows) - 1) * pitch + fonts.line_height(size)) // 2
    for row in rows:
        surf = squeezed(fonts, row, size, colour, width, bold)
        at = surf.get_rect(topleft=(x, y)) if anchor == "topleft" else surf.get_rect(
            midtop=(x, y))
        surface.blit(surf, at)
        y += pitch


def legend(surface: pygame.Surface, fonts: Fonts, words: str, pos: tuple[int, int],
           width: int, colour: RGB, anchor: str) -> None:
    """A legend at a table: on as many lines under one another as ``width`` needs, its
    entries (parted by two spaces: "1V/2V: vote  ?: special") kept whole where they fit."""
    font, rows = fonts.get(24), list[str]()
    for entry in words.split("  "):
        trial = f"{rows[-1]}  {entry}" if rows else entry
        if rows and font.size(trial)[0] <= width:
            rows[-1] = trial
        elif font.size(entry)[0] <= width:
            rows.append(entry)
        else:
            rows += whole_words(fonts, entry, 24, width)
    draw_rows(surface, fonts, rows, pos, fonts.get(24).get_ascent() + 6, width, colour,
              anchor)


def label_in(surface: pygame.Surface, fonts: Fonts, words: str, r: pygame.Rect, colour: RGB,
             bold: bool) -> None:
    """A short label too wide for its box ``r`` at a table, on two lines centred in it
    ("Deck" over "61")."""
    rows = words.rsplit(" ", 1)
    draw_rows(surface, fonts, rows, r.center, rows_pitch(fonts, len(rows), r.height + 12),
              r.width - 4, colour, "center", bold)
