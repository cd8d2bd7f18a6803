"""Words laid out again for a table, where they are drawn larger than a board's monitor
layout was made for, for any game's painters.

A board's painters were written for a 1080p monitor. At a table their fonts lift every size
to the table's smallest text (:class:`~game.engine.table.tablefonts.FloorFonts`), so where
the monitor's rows no longer fit a card or a box a painter's table path lays them out
again with these: rows as close as their place allows (:func:`rows_pitch`), a pair of
short words kept on one row where it fits (:func:`paired`), a long word broken with a
hyphen rather than cut (:func:`hyphened`), a line a little too wide squeezed sideways (the
letters keep their height, which is what reading from afar needs), a box's rows wrapped on
whole words and the box grown when it must be (:func:`box_lines`). A word is never cut to
a stub where a wrap, a squeeze or a hyphen keeps it. On a monitor (plain fonts) a painter
does not call them, except :func:`narrow_text`, which it uses alike.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine.table.tablefonts import FloorFonts
from game.engine.text import NARROWEST, Fonts, hyphened, squeezed, whole_words

RGB = tuple[int, int, int]
#: a row of words drawn on one line: (text, bold) each
Row = list[tuple[str, bool]]
#: how far a card's line may be squeezed sideways to hold one more word (:func:`card_lines`)
CARD_SQUEEZE = 0.8
#: a box's line up to this much too wide is squeezed sideways rather than wrapped
#: (:func:`box_lines`)
BOX_SQUEEZE = 0.85


def at_table(fonts: Fonts) -> bool:
    """The fonts lift sizes: words are drawn larger than the layout was made for."""
    return isinstance(fonts, FloorFonts)


def lifted_size(fonts: Fonts, size: int) -> int:
    """The size text asked at ``size`` is drawn at (larger at a table)."""
    return fonts.lift(size) if isinstance(fonts, FloorFonts) else size


def joined(row: Row) -> str:
    """A row's words as one line."""
    return " ".join(text for text, _bold in row)


def narrow_text(surface: pygame.Surface, fonts: Fonts, text: str, midtop: tuple[int, int],
                size: int, colour: tuple[int, ...], bold: bool, width: int) -> None:
    """Text centred at ``midtop`` in ``width``: a word a little too wide is squeezed
    sideways (to :data:`~game.engine.table.tablefonts.NARROWEST` at most), a longer one is
    cut (on a monitor and at a table alike)."""
    surf = squeezed(fonts, text, size, colour, width, bold)
    surface.blit(surf, surf.get_rect(midtop=midtop))


def wording(fonts: Fonts, wordings: Sequence[str], size: int, width: int,
            bold: bool = False) -> str:
    """The first of ``wordings`` (longest first) that fits ``width`` on one line; the last
    when none does."""
    return next((w for w in wordings if fonts.width(w, size, bold) <= width), wordings[-1])


def paired(fonts: Fonts, rows: Sequence[Row], width: int, size: int) -> list[Row]:
    """``rows`` of one or two words; a pair too wide for ``width`` on one line, even
    squeezed sideways as far as a word is, split into two rows."""
    out: list[Row] = []
    for row in rows:
        wide = fonts.get(size, any(b for _t, b in row)).size(joined(row))[0]
        out += [row] if len(row) == 1 or wide * NARROWEST <= width else [[w] for w in row]
    return out


def card_rows(surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect, rows: Sequence[Row],
              size: int, ink: RGB) -> None:
    """``rows`` centred from the card ``rect``'s top (a pair of words on one line where it
    fits, :func:`paired`; squeezed sideways when a little too wide), as far apart as a line
    or as the card allows (a row's capitals never touch the next one's)."""
    width = rect.width - 8
    rows = paired(fonts, rows, width, size)
    font = fonts.get(size)
    pitch = fonts.line_height(size) - 2
    if len(rows) > 1:
        pitch = min(pitch, (rect.height - 6 - font.get_ascent()) // (len(rows) - 1))
    y = rect.y + 3
    for row in rows:
        narrow_text(surface, fonts, joined(row), (rect.centerx, y), size, ink,
                    any(b for _t, b in row), width)
        y += pitch


def card_lines(surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect,
               lines: Sequence[tuple[str, int, bool]], width: int, ink: RGB) -> None:
    """A card's ``lines`` (text, size, bold) in ``rect``, every one drawn: wrapped on whole
    words for ``width`` when that fits the card, else on lines up to :data:`CARD_SQUEEZE`
    too wide (squeezed sideways); a word too wide even squeezed broken with a hyphen
    (:func:`hyphened`); the lines as far apart as a line or as the card allows."""
    def rows_for(wide: int) -> list[tuple[str, int, bool]]:
        return [(line, size, bold) for text, size, bold in lines
                for line in whole_words(fonts, hyphened(fonts, text, size,
                                                        int(width / NARROWEST), bold),
                                        size, wide, bold)]

    rows = rows_for(width)  # as on a monitor when they fit a line apart, else squeezed
    if sum(fonts.line_height(size) - 2 for _t, size, _b in rows) > rect.height - 6:
        rows = rows_for(int(width / CARD_SQUEEZE))
    if not rows:
        return
    pitch = min(fonts.line_height(size) - 2 for _t, size, _b in rows)
    if len(rows) > 1:
        last = fonts.get(rows[-1][1], rows[-1][2]).get_ascent()
        pitch = min(pitch, (rect.height - 8 - last) // (len(rows) - 1))
    y = rect.top + 4
    for line, size, bold in rows:
        narrow_text(surface, fonts, line, (rect.centerx, y), size, ink, bold, width)
        y += pitch


def flow_words(fonts: Fonts, box: pygame.Rect, words: Sequence[str], top: int, size: int
               ) -> list[tuple[str, tuple[int, int]]]:
    """Where bold ``words`` go in rows from ``top`` inside ``box`` (left to right, a new
    row when one is full), a gap of a quarter of the text between; when the rows would run
    out of the box, the words closer together (a sixth of the text) and nearer the box's
    right edge."""
    font = fonts.get(size, True)
    drawn = lifted_size(fonts, size)
    pitch = font.get_ascent() + drawn // 4
    out: list[tuple[str, tuple[int, int]]] = []
    for gap, margin in ((drawn // 4, 4), (drawn // 6, 2)):
        x, y, out = box.x + 8, top, []
        for word in words:
            w = fonts.width(word, size, True)
            if x + w > box.right - margin and x > box.x + 8:
                x, y = box.x + 8, y + pitch
            out.append((word, (x, y)))
            x += w + gap
        if y + font.get_ascent() <= box.bottom - 2:
            break
    return out


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
    """A box of text lines at a table: its rectangle, rows, row pitch and first row's top.
    ``lines`` as they are where they fit the box ``r``'s width, else wrapped on whole words
    (a line up to :data:`BOX_SQUEEZE` too wide kept, to be squeezed), all kept; the rows
    centred in the box, closer when they do not fit it, the box grown down when even close
    rows do not. ``clear_of``: places below the box that it keeps :func:`clear_gap` away
    from, its bottom moved up as far as needed; ``wider_to``: the box may widen leftwards
    to that x (free room beside it) so that its lines need not wrap."""
    font = fonts.get(24)
    if wider_to is not None:
        grow = min(max(fonts.width(line, 24) for line in lines) + 16 - r.width,
                   r.left - wider_to)
        if grow > 0:
            r = pygame.Rect(r.left - grow, r.top, r.width + grow, r.height)
    width = r.width - 16
    rows = [row for line in lines for row in (
        [line] if fonts.width(line, 24) <= width else
        whole_words(fonts, line, 24, int(width / BOX_SQUEEZE)))]
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
    """The clear space a box of words keeps from the places below it: half a line of its
    words (about 4 mm at any table size)."""
    return fonts.line_height(24) // 2


def draw_rows(surface: pygame.Surface, fonts: Fonts, rows: Sequence[str], pos: tuple[int, int],
              pitch: int, width: int, colour: RGB, anchor: str = "topleft",
              bold: bool = False, size: int = 24) -> None:
    """``rows`` one under another ``pitch`` apart from ``pos`` (their top-left; with
    ``anchor`` "midtop" their top middle, with "center" the block's centre), each squeezed
    into ``width`` when a little wider."""
    x, y = pos
    if anchor == "center":
        y -= ((len(rows) - 1) * pitch + fonts.line_height(size)) // 2
    for row in rows:
        fonts.draw_in(surface, row, (x, y), size, colour, width, bold,
                      "topleft" if anchor == "topleft" else "midtop")
        y += pitch


def legend(surface: pygame.Surface, fonts: Fonts, words: str, pos: tuple[int, int],
           width: int, colour: RGB, anchor: str) -> None:
    """A legend on as many lines under one another as ``width`` needs, its entries (parted
    by two spaces: "1V/2V: vote  ?: special") kept whole where they fit a line."""
    rows = list[str]()
    for entry in words.split("  "):
        trial = f"{rows[-1]}  {entry}" if rows else entry
        if rows and fonts.width(trial, 24) <= width:
            rows[-1] = trial
        elif fonts.width(entry, 24) <= width:
            rows.append(entry)
        else:
            rows += whole_words(fonts, entry, 24, width)
    draw_rows(surface, fonts, rows, pos, fonts.get(24).get_ascent() + 6, width, colour,
              anchor)


def label_in(surface: pygame.Surface, fonts: Fonts, words: str, r: pygame.Rect, colour: RGB,
             bold: bool) -> None:
    """A short label too wide for its box ``r``, on two lines centred in it, its last word
    on the second ("Deck" over "61")."""
    rows = words.rsplit(" ", 1)
    draw_rows(surface, fonts, rows, r.center, rows_pitch(fonts, len(rows), r.height + 12),
              r.width - 4, colour, "center", bold)
