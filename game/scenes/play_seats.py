"""The play screen's players list (the side column's rows, every game): how a seat's name
is written in its row so that it reads whole.

A name is written bold at 28 pixels on one line; one too wide for the row is written
smaller (down to 24), then squeezed a little sideways (to :data:`SQUEEZE`); one still too
wide goes on two lines (at a space, else broken with a hyphen: setup allows 16 letters,
and "WWWWWWWWWWWWWWWW" is 416 pixels at 24 in a row's 336), which makes its row taller
where the side column has the room (:func:`row_heights`: the seat rows may take
:data:`SEATS_ROOM`; the game log has the rest). Only a name that fits none of these is
cut with an ellipsis, as every name too wide was before ("WWWWWWWWW…").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.text import Fonts

#: a name's sizes, largest first (24: the smallest text of the play screen)
NAME_SIZES = (28, 26, 24)
#: how far a name may be squeezed sideways (a little: its letters keep their shapes)
SQUEEZE = 0.85
#: the size of a seat's kind ("human", "bot: Normal") under its name
KIND_SIZE = 24
#: a seat row's height with its name on one line, and the step between rows' tops beyond
#: their heights
ROW_H, ROW_GAP = 64, 6
#: the most the seat rows may take of the side column, gaps included (five rows of a
#: one-line name take 350; five of two lines at 24, 470)
SEATS_ROOM = 480
#: the room left and right of a name in its row: the seat's badge, a margin
NAME_LEFT, NAME_RIGHT = 80, 12


@dataclass(frozen=True)
class NameLines:
    """How a name is written: its lines, their size, and the width each is drawn in (a
    line wider than it is squeezed to it)."""

    lines: tuple[str, ...]
    size: int
    width: int

    def height(self, fonts: Fonts) -> int:
        """The height of the name's lines and of the seat's kind under them."""
        return len(self.lines) * fonts.line_height(self.size) + fonts.line_height(KIND_SIZE)


def _fits(fonts: Fonts, text: str, size: int, width: int) -> bool:
    return fonts.get(size, True).size(text)[0] * SQUEEZE <= width


def halves(fonts: Fonts, name: str, size: int) -> tuple[str, str]:
    """``name`` on two lines as even as can be: at a space when it has one, else broken
    inside with a hyphen (no piece shorter than two letters)."""
    font = fonts.get(size, True)
    spaces = [k for k, c in enumerate(name) if c == " "]
    if spaces:
        cuts = [(name[:k].rstrip(), name[k + 1:].lstrip()) for k in spaces]
    else:
        cuts = [(name[:k] + "-", name[k:]) for k in range(2, len(name) - 1)]
    if not cuts:
        return name, ""
    return min(cuts, key=lambda pair: max(font.size(pair[0])[0], font.size(pair[1])[0]))


def name_lines(fonts: Fonts, name: str, width: int, height: int = ROW_H,
               largest: int = NAME_SIZES[0]) -> NameLines:
    """How ``name`` is written in a row ``width`` pixels wide for words and ``height``
    tall: on one line at the largest size that fits (squeezed a little at 24 if need
    be), else on two lines at the largest size (``largest`` at most) the row's height
    holds, else cut."""
    for size in NAME_SIZES:
        if fonts.get(size, True).size(name)[0] <= width:
            return NameLines((name,), size, width)
    if _fits(fonts, name, NAME_SIZES[-1], width):
        return NameLines((name,), NAME_SIZES[-1], width)
    for size in (s for s in NAME_SIZES if s <= largest):
        two = NameLines(halves(fonts, name, size), size, width)
        if all(two.lines) and all(_fits(fonts, line, size, width) for line in two.lines) \
                and two.height(fonts) + 4 <= height:
            return two
    return NameLines((fonts.fit(name, NAME_SIZES[0], width, True),), NAME_SIZES[0], width)


def row_heights(fonts: Fonts, names: Sequence[str], width: int) -> list[int]:
    """Each seat row's height: :data:`ROW_H`, or as tall as its name on two lines needs
    (:func:`name_lines`), at the largest size for which all the rows fit
    :data:`SEATS_ROOM`; when none does, :data:`ROW_H` (the long names cut)."""
    for largest in NAME_SIZES:
        fits = [name_lines(fonts, name, width, SEATS_ROOM, largest) for name in names]
        heights = [max(ROW_H, fit.height(fonts) + 4) if len(fit.lines) > 1 else ROW_H
                   for fit in fits]
        if sum(heights) + ROW_GAP * len(names) <= SEATS_ROOM:
            return heights
    return [ROW_H] * len(names)
