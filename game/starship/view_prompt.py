"""The Starship prompt panel's picture: its lines in the decision's colour and, in a run,
the energy pips (spent, previewed, left) with what the board's green tags mean."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.boardview.colours import MAY_CHOOSE, SELECTED
from game.engine.boardview.prompt import PromptBox
from game.starship.view_text import BUDGET_LEGEND

if TYPE_CHECKING:
    from game.engine.theme import RGB

#: what the prompt panel shows: its lines, their colour, the text rows, the energy pips
#: (of, left, whether the board shows green price tags), the amber preview of a tap's
#: cost, whether the words were cut
PromptPicture = tuple[tuple[str, ...], "RGB", int, "tuple[int, int, bool] | None", int, bool]


#: lines of prompt text above the prompt buttons
PROMPT_LINES = 2
#: the prompt panel: bold 24 px lines 30 px apart (no detail lines: the box beside a
#: card has its text)
PROMPT = PromptBox(size=24, rows=PROMPT_LINES, detail_rows=0, pad=10, top=6, step=30,
                   radius=12, border=2)


def paint_prompt(surface: pygame.Surface, app: Any, area: pygame.Rect, lines: Sequence[str],
                 colour: RGB, rows: int, pips: tuple[int, int, bool] | None, preview: int
                 ) -> None:
    """The prompt panel: its lines, and in a run (when a line is free) the energy pips:
    spent (hollow), what the choice under the pointer would spend (amber), left (green);
    beside them what the green tags mean, while the board shows them (not while a bot's
    run is watched: found in play, the words spoke of tags that were not there)."""
    fonts = app.fonts
    PROMPT.draw(surface, fonts, app.theme, area, lines, colour)
    if pips is None or len(lines) >= rows:
        return
    total, left, tags = pips
    x, y = area.x + 10, area.y + 36
    step = min(24, max(12, (area.width - 20) // max(1, total)))
    for i in range(total):
        c = (x + 10 + i * step, y + 12)
        if i >= left:
            pygame.draw.circle(surface, (120, 130, 170), c, 8, 2)
        elif i >= left - preview:
            pygame.draw.circle(surface, SELECTED, c, 9)
        else:
            pygame.draw.circle(surface, MAY_CHOOSE, c, 9)
    # the green "-1⚡" tags in words, for fingers (no hover) where the line has room
    start = x + 10 + total * step + 8
    if tags and start + fonts.get(24).size(BUDGET_LEGEND)[0] <= area.right - 10:
        fonts.draw(surface, BUDGET_LEGEND, (start, y), 24, app.theme.c("text_dim"))

