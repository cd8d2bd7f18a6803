"""Moves that differ only in one number or word, as one heading and a grid of small
buttons, for the "Moves" list (:class:`~game.engine.gameview.GenericView`).

The move list gives each legal action a large button with its whole wording. Where a
decision offers many actions that say the same thing but for a number (an auction's secret
bid of 20, 19, ... 6), that wording read 16 times over three pages: a keyboard player paged
and read to find the price. A game's view groups such actions in a :class:`MoveGrid`
(:meth:`GameView.moves_listed`): the list says the common part once, as a heading, and
offers each action as a small button with what differs ("20", "No bid"), in rows, on one
page. The buttons are ordinary focusable buttons: Tab in order, the arrows across the rows
(:mod:`game.engine.focusmove`), Enter, a click or a tap.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.core.protocol import Action
from game.engine.text import Fonts

#: the text size of a grid's heading and of its buttons' labels
HEADING_SIZE = 28
LABEL_SIZE = 30
#: a grid button's least and most width, its height, and the gap between two
CELL_MIN_W = 132
CELL_MAX_W = 200
CELL_H = 80
GAP = 16


@dataclass(frozen=True)
class MoveGrid:
    """Actions listed under one ``heading`` (what they have in common, said once; a
    newline starts a paragraph), each with its short ``label`` (what tells it apart), in
    this order."""

    heading: str
    moves: tuple[tuple[Action, str], ...]


@dataclass(frozen=True)
class GridPlan:
    """Where a grid's heading lines and its buttons go on the canvas."""

    lines: tuple[tuple[str, tuple[int, int]], ...]
    cells: tuple[pygame.Rect, ...]
    bottom: int


def plan_grid(fonts: Fonts, grid: MoveGrid, left: int, top: int, width: int) -> GridPlan:
    """The heading wrapped to ``width`` from ``(left, top)``, then the buttons in rows
    under it: as many to a row as fit at :data:`CELL_MIN_W`, the rows made as even as
    that allows (16 prices: two rows of 8, not 9 and 7), each button as wide as the row
    shares out, up to :data:`CELL_MAX_W`."""
    lines = [line for part in grid.heading.split("\n")
             for line in fonts.wrap(part, HEADING_SIZE, width, True)]
    step = fonts.line_height(HEADING_SIZE, True)
    placed = tuple((text, (left, top + i * step)) for i, text in enumerate(lines))
    y = top + len(lines) * step + 12
    count = len(grid.moves)
    fit = max(1, (width + GAP) // (CELL_MIN_W + GAP))
    rows = max(1, -(-count // fit))
    cols = max(1, -(-count // rows))
    cell_w = min(CELL_MAX_W, (width - GAP * (cols - 1)) // cols)
    rects = tuple(pygame.Rect(left + c * (cell_w + GAP), y + r * (CELL_H + GAP), cell_w, CELL_H)
                  for r, c in (divmod(i, cols) for i in range(count)))
    return GridPlan(placed, rects, y + rows * (CELL_H + GAP) - GAP)


def only_actions(entries: Sequence[Action | MoveGrid]) -> bool:
    """Whether a move list is plain (no grid): it is then laid out as before, in pages."""
    return not any(isinstance(e, MoveGrid) for e in entries)
