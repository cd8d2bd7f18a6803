"""The words and buttons every board has around it: the prompt (the decision in words, as
large as fits), a centred row of prompt buttons, and a block of detail text cut to its
area. Drawing and layout only; the view says what the words and buttons are.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

from game.engine.text import Fonts
from game.engine.theme import RGB, Theme
from game.engine.widgets import Button

#: one prompt button: label, what pressing it does, style ("primary"/"normal"), key
ButtonSpec = tuple[str, Callable[[], object], str, Hashable]


def draw_prompt(surface: pygame.Surface, fonts: Fonts, bar: pygame.Rect, text: str,
                colour: RGB) -> None:
    """``text`` centred at the top of ``bar``, as large as fits: one line from 30 px down
    to 24 px, else two lines of 24 px (the second cut with an ellipsis)."""
    width = bar.width - 12
    for size in (30, 28, 26, 24):
        if fonts.get(size, True).size(text)[0] <= width:
            fonts.draw(surface, text, (bar.centerx, bar.top + 4), size, colour, True, "midtop")
            return
    lines = fonts.wrap(text, 24, width, True)
    if len(lines) > 2:
        lines = [lines[0], fonts.fit(" ".join(lines[1:]), 24, width, True)]
    for k, line in enumerate(lines):
        fonts.draw(surface, line, (bar.centerx, bar.top + 2 + k * 26), 24, colour, True,
                   "midtop")


def button_row(fonts: Fonts, bar: pygame.Rect, specs: Sequence[ButtonSpec],
               height: int = 58) -> list[Button]:
    """Buttons for ``specs``, centred along the bottom of ``bar``, each as wide as its label
    (at least 160 px), all narrowed together when the row would not fit."""
    if not specs:
        return []
    widths = [max(160, fonts.get(28, True).size(label)[0] + 44) for label, *_ in specs]
    gap = 14
    total = sum(widths) + gap * (len(widths) - 1)
    scale = min(1.0, (bar.width - 8) / total)
    x = bar.centerx - int(total * scale) // 2
    y = bar.bottom - height - 2
    out: list[Button] = []
    for (label, fn, style, key), w in zip(specs, widths, strict=True):
        w = int(w * scale)
        out.append(Button((x, y, w, height), label, fn, style=style, size=28, key=key))
        x += w + gap
    return out


def draw_text_block(surface: pygame.Surface, fonts: Fonts, theme: Theme, area: pygame.Rect,
                    lines: Sequence[tuple[str, str]], size: int = 24) -> None:
    """``(text, theme colour name)`` lines wrapped and centred in ``area``; when they do
    not all fit, the last line that fits ends in an ellipsis."""
    lh = fonts.line_height(size)
    width = area.width - 12
    rows = [(line, colour) for text, colour in lines for line in fonts.wrap(text, size, width)]
    room = max(1, (area.height - 2) // lh)
    if len(rows) > room:
        line, colour = rows[room - 1]
        rows = [*rows[:room - 1], (fonts.fit(line + " \u2026", size, width), colour)]
    y = area.top + 2
    for line, colour in rows:
        fonts.draw(surface, line, (area.centerx, y), size, theme.c(colour), False, "midtop")
        y += lh
