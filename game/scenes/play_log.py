"""The game log in the play scene's side panel, painted into the chrome's cached layer.

Which lines show is decided by :func:`visible_lines` (newest at the bottom, the log filled
up to its title: the oldest entry shown may be cut at its top). :class:`LogPainter` paints
them and remembers what it left on the layer: when entries were only appended (the log not
scrolled back), it scrolls the picture it left up by the new lines and draws only those,
instead of rendering every line again (one slow frame after every action). The picture is
the same as a whole repaint (tests/ui/test_chrome_parts.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.engine.text import Fonts

LogLine = tuple[int | None, str, bool]  # seat, text, is an event (not an action)
#: text size of the log's lines
LOG_SIZE = 24


def indent(is_event: bool) -> int:
    """How far a line's text stands in from the log's left edge (events further)."""
    return 40 if is_event else 18


def visible_lines(fonts: Fonts, lines: Sequence[LogLine], rect: pygame.Rect,
                  back: int) -> tuple[list[LogLine], int]:
    """The wrapped lines the log shows in ``rect`` (top first) and how many wrapped lines
    it is scrolled back from the newest (``back`` clamped). Newest last, and the log
    filled up to its title: an entry too long for the room left above the newer ones
    shows its last lines (its top is cut; scrolling back shows it whole). Whole entries
    only, it left an empty gap under the title whenever the next older entry had more
    lines than that room (found in play: a gap a player reads as "nothing happened")."""
    max_lines = rect.height // fonts.line_height(LOG_SIZE)
    blocks: list[list[LogLine]] = []
    total = 0
    for seat, text, is_event in reversed(lines):
        if total >= max_lines + back:
            break
        block = [(seat, part, is_event)
                 for part in fonts.wrap(text, LOG_SIZE, rect.width - indent(is_event))]
        blocks.append(block)
        total += len(block)
    wrapped = [line for block in reversed(blocks) for line in block]
    back = min(back, max(0, len(wrapped) - max_lines))
    end = len(wrapped) - back
    return wrapped[max(0, end - max_lines):end], back


@dataclass
class _Shown:
    """What the painter left on a layer surface."""

    surface: pygame.Surface
    rect: pygame.Rect
    back: int
    lines: list[LogLine]


class LogPainter:
    """Paints the log's lines into a cached layer, only what changed since its last paint
    on the same surface (see the module docstring)."""

    def __init__(self) -> None:
        self._shown: _Shown | None = None
        #: lines drawn by the last :meth:`paint` (tests read it)
        self.drawn = 0

    def forget(self) -> None:
        """The layer's picture is gone (a new surface, a full repaint): paint all next."""
        self._shown = None

    def paint(self, surface: pygame.Surface, rect: pygame.Rect, wrapped: list[LogLine],
              back: int, clear: Callable[[pygame.Rect], object],
              draw_line: Callable[[LogLine, int], None], line_height: int,
              header: Callable[[], None]) -> None:
        """Show ``wrapped`` bottom-aligned in ``rect`` (``back``: scrolled back by that
        many lines). ``clear(area)`` paints the panel's background, ``draw_line(line, y)``
        one line at ``y``, ``header()`` the title row above ``rect`` (whole repaints)."""
        lh = line_height
        shown = self._shown
        self.drawn = 0
        if (shown is None or shown.surface is not surface or shown.rect != rect
                or back or shown.back):
            clear(pygame.Rect(rect.left, rect.top - 44, rect.width, rect.height + 44))
            header()
            self._draw(wrapped, range(len(wrapped)), rect, lh, draw_line)
        else:
            old = shown.lines
            new = _appended(old, wrapped)
            if new == 0 and old == wrapped:
                return
            kept = len(wrapped) - new
            if kept:  # the lines still shown move up by the new ones
                surface.subsurface(rect).scroll(0, -new * lh)
            top = rect.bottom - lh * len(wrapped)
            clear(pygame.Rect(rect.left, rect.top, rect.width, top - rect.top))
            clear(pygame.Rect(rect.left, rect.bottom - new * lh, rect.width, new * lh))
            self._draw(wrapped, range(kept, len(wrapped)), rect, lh, draw_line)
        self._shown = _Shown(surface, pygame.Rect(rect), back, list(wrapped))

    def _draw(self, wrapped: list[LogLine], which: range, rect: pygame.Rect, lh: int,
              draw_line: Callable[[LogLine, int], None]) -> None:
        top = rect.bottom - lh * len(wrapped)
        for k in which:
            draw_line(wrapped[k], top + k * lh)
            self.drawn += 1


def _appended(old: list[LogLine], new: list[LogLine]) -> int:
    """The fewest lines at the end of ``new`` that are not in ``old``: the others are
    ``old``'s last lines, in order (bottom-aligned, they moved up by that many)."""
    for count in range(len(new) + 1):
        kept = len(new) - count
        if kept <= len(old) and old[len(old) - kept:] == new[:kept]:
            return count
    return len(new)  # (not reached: count == len(new) always matches)
