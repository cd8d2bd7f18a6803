"""The words and buttons every board has around it: the prompt (the decision in words, as
large as fits), a centred row of prompt buttons, a block of detail text cut to its area,
and the prompt box of a side panel (:class:`PromptBox`: the decision, then a few lines of
detail a hover may replace). Drawing and layout only; the view says what the words and
buttons are.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TypeVar

import pygame

from game.engine.boardview.textlines import ELLIPSIS, cut_lines, draw_lines
from game.engine.draw import panel
from game.engine.text import Fonts
from game.engine.theme import RGB, Theme
from game.engine.widgets import Button

T = TypeVar("T")
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


#: a prompt button's label sizes, tried largest first (24: the fonts' floor at 1080p)
BUTTON_SIZES = (28, 24)


def button_row(fonts: Fonts, bar: pygame.Rect, specs: Sequence[ButtonSpec],
               height: int = 58) -> list[Button]:
    """Buttons for ``specs``, centred along the bottom of ``bar``: each as wide as its
    label (at least 160 px) at the first of :data:`BUTTON_SIZES` at which the row fits;
    else at the smallest size, closer together, each just as wide as its label needs and
    the spare width shared out, while that fits; else all narrowed together (a label then
    wraps on whole words, a word squeezed before it is cut:
    :func:`~game.engine.widgets.button_lines`). Found in play:
    Escape's four-player "choose a player" row read "Normal ...", "Hard ...", "Easy ...",
    "Take the car..." at 28 px, and fits whole at 24."""
    if not specs:
        return []
    gap, room = 14, bar.width - 8
    gaps = gap * (len(specs) - 1)
    for size in BUTTON_SIZES:
        labels = [fonts.width(label, size, True) for label, *_ in specs]
        widths = [max(160, w + Button.INSET + 20) for w in labels]
        if sum(widths) + gaps <= room:
            break
    else:
        gap = 8  # closer together: a tight row
        gaps = gap * (len(specs) - 1)
        spare = room - gaps - sum(w + Button.INSET for w in labels)
        if spare >= 0:
            widths = [w + Button.INSET + spare // len(specs) for w in labels]
        else:
            scale = (room - gaps) / sum(widths)
            widths = [int(w * scale) for w in widths]
    x = bar.centerx - (sum(widths) + gaps) // 2
    y = bar.bottom - height - 2
    out: list[Button] = []
    for (label, fn, style, key), w in zip(specs, widths, strict=True):
        out.append(Button((x, y, w, height), label, fn, style=style, size=size, key=key))
        x += w + gap
    return out


def page_of(items: Sequence[T], room: int, page: int) -> tuple[list[T], int, int]:
    """Page ``page`` (counted round) of ``items`` shown in ``room`` buttons: all of them
    when they fit, else ``room - 1`` a page beside a "More" button. The items shown, the
    page's number and how many pages there are."""
    if len(items) <= room:
        return list(items), 0, 1
    per = max(1, room - 1)
    pages = -(-len(items) // per)
    page %= pages
    return list(items[page * per:(page + 1) * per]), page, pages


def block_rows(fonts: Fonts, area: pygame.Rect, lines: Sequence[tuple[str, str]],
               size: int = 24) -> tuple[list[tuple[str, str]], int]:
    """``lines`` wrapped as :func:`draw_text_block` draws them in ``area``, and how many
    rows it has room for (a view leaves out a hint that would push its text into "…")."""
    width = area.width - 12
    rows = [(line, colour) for text, colour in lines for line in fonts.wrap(text, size, width)]
    return rows, max(1, (area.height - 2) // fonts.line_height(size))


def draw_text_block(surface: pygame.Surface, fonts: Fonts, theme: Theme, area: pygame.Rect,
                    lines: Sequence[tuple[str, str]], size: int = 24) -> None:
    """``(text, theme colour name)`` lines wrapped and centred in ``area``; when they do
    not all fit, the last line that fits ends in an ellipsis."""
    lh, width = fonts.line_height(size), area.width - 12
    rows, room = block_rows(fonts, area, lines, size)
    if len(rows) > room:
        line, colour = rows[room - 1]
        rows = [*rows[:room - 1], (fonts.fit(line + " \u2026", size, width), colour)]
    y = area.top + 2
    for line, colour in rows:
        fonts.draw(surface, line, (area.centerx, y), size, theme.c(colour), False, "midtop")
        y += lh


@dataclass(frozen=True)
class BoxWords:
    """What a :class:`PromptBox` writes: the decision's lines at their (bold) ``size``,
    ``step`` px apart from the box's top, then the detail's lines from ``detail_top`` px
    below the box's top."""

    head: list[str]
    size: int
    step: int
    detail: list[str]
    detail_top: int


@dataclass(frozen=True)
class PromptBox:
    """A side panel's prompt box: a panel, the decision in bold (``rows`` lines at most,
    ``step`` px apart, the last cut with an ellipsis), then ``detail_rows`` lines of detail
    (a card's text, a hint), which a hover may replace per frame (:meth:`words` drawn by
    :meth:`draw_words` over :meth:`text_area`). The view lays its buttons out below
    :meth:`text_height`."""

    size: int = 28
    rows: int = 2
    detail_size: int = 24
    detail_rows: int = 3
    #: left (and right) margin of the words, and the first line's distance from the top
    pad: int = 12
    top: int = 8
    #: distance between the decision's lines (None: the bold font's line height)
    step: int | None = None
    radius: int = 14
    border: int = 3
    #: the smallest size the decision shrinks to, on one line, to leave a long detail
    #: the row it frees
    least: int = 24

    def head_step(self, fonts: Fonts) -> int:
        return self.step if self.step is not None else fonts.line_height(self.size, True)

    def text_height(self, fonts: Fonts) -> int:
        """The height the decision's and the detail's lines take."""
        return (self.rows * self.head_step(fonts)
                + self.detail_rows * fonts.line_height(self.detail_size))

    def head_lines(self, fonts: Fonts, text: str, rect: pygame.Rect) -> tuple[list[str], bool]:
        """The decision's lines in a box ``rect``; True when the text was cut."""
        return cut_lines(fonts, text, self.size, rect.width - 2 * self.pad, self.rows, True)

    def draw(self, surface: pygame.Surface, fonts: Fonts, theme: Theme, rect: pygame.Rect,
             lines: Sequence[str], colour: RGB, detail: str = "", below: int = 0) -> None:
        """The box over ``rect``: the panel, the decision's ``lines`` in ``colour``, the
        detail (when the box has detail lines; ``below``: see :meth:`words`)."""
        panel(surface, rect, theme, self.radius, self.border)
        if not self.detail_rows:
            draw_lines(surface, fonts, lines, (rect.left + self.pad, rect.top + self.top),
                       self.size, colour, True, self.head_step(fonts))
            return
        self.draw_words(surface, fonts, theme, rect,
                        self.words(fonts, rect, lines, detail, below), colour, fill=False)

    def words(self, fonts: Fonts, rect: pygame.Rect, lines: Sequence[str], detail: str,
              below: int = 0) -> BoxWords:
        """Where the decision's ``lines`` and the ``detail`` go in a box ``rect``, so that
        a card's whole text can be read (Pandorum's longest take four lines, one more
        than the detail's rows). A detail too long for its rows takes, in turn: the rows
        a one-line decision leaves free; ``below``, the px under the text the box leaves
        empty (no button shown there); the row a two-line decision frees when it fits on
        one line at a smaller size (down to ``least``). Only a detail too long for all of
        them is cut with an ellipsis."""
        width, lh = rect.width - 2 * self.pad, fonts.line_height(self.detail_size)
        step, size, head = self.head_step(fonts), self.size, list(lines)
        bottom = self.top + self.rows * step + self.detail_rows * lh

        def fit(head_h: int, room_below: int) -> tuple[list[str], bool]:
            rows = (bottom + room_below - self.top - head_h) // lh
            return cut_lines(fonts, detail, self.detail_size, width, rows)

        detail_lines, cut = cut_lines(fonts, detail, self.detail_size, width,
                                      self.detail_rows)
        top = self.top + self.rows * step
        if not cut:
            return BoxWords(head, size, step, detail_lines, top)
        used = max(1, len(head)) * step
        for room in (0, below):  # the decision's free rows, then the room under the text
            detail_lines, cut = fit(used, room)
            if not cut:
                return BoxWords(head, size, step, detail_lines, self.top + used)
        whole = " ".join(head)
        if len(head) > 1 and not whole.endswith(ELLIPSIS.strip()):
            for smaller in range(size - 2, self.least - 1, -2):
                if fonts.width(whole, smaller, True) <= width:
                    one = fonts.line_height(smaller, True)
                    detail_lines, cut = fit(one, below)
                    if not cut:
                        return BoxWords([whole], smaller, one, detail_lines, self.top + one)
                    break
        detail_lines = fit(used, below)[0]
        return BoxWords(head, size, step, detail_lines, self.top + used)

    def text_area(self, fonts: Fonts, rect: pygame.Rect, below: int = 0) -> pygame.Rect:
        """Where :meth:`draw_words` draws in a box ``rect`` (the decision and the detail,
        ``below`` px more, and 2 px for the glyphs of the last line, which reach a pixel
        below its line height), inside the panel's rim and rounded corners. It ends where
        buttons laid out 2 px below :meth:`text_height` begin: a hover's words drawn over
        the box left the tops of Pandorum's prompt buttons flat (8 px more were filled)."""
        bottom = rect.top + self.top + self.text_height(fonts) + 2 + below
        return pygame.Rect(rect.left + 8, rect.top + self.top - 2, rect.width - 16,
                           bottom - rect.top - self.top + 2)

    def draw_words(self, surface: pygame.Surface, fonts: Fonts, theme: Theme,
                   rect: pygame.Rect, words: BoxWords, colour: RGB, fill: bool = True,
                   below: int = 0) -> None:
        """The decision (in ``colour``) and the detail of :meth:`words` in a box ``rect``,
        over the panel's face when ``fill`` (a hover's text drawn over the box's own: its
        words may take other rows, and the decision another size)."""
        if fill:
            surface.fill(theme.c("panel"), self.text_area(fonts, rect, below))
        draw_lines(surface, fonts, words.head, (rect.left + self.pad, rect.top + self.top),
                   words.size, colour, True, words.step)
        draw_lines(surface, fonts, words.detail, (rect.left + self.pad,
                                                  rect.top + words.detail_top),
                   self.detail_size, theme.c("text"), step=fonts.line_height(self.detail_size))
