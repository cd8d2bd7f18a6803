"""What the player sees, as text: every line drawn on the canvas with where it landed.

UI tests assert readability with these instead of pixels:

* :func:`drawn` draws the app's visible scenes once and records every text line the
  fonts drew (plainly or squeezed into a width): its text as shown, its rectangle on the
  canvas, the clip in force, its size.
* :func:`assert_shown` - a text (or every word of a phrase, across wrapped lines) is drawn
  whole (not cut with "…"), inside a given rectangle, and not hidden by a clip.
* :func:`assert_no_overlap` - named rectangles (widgets, panels, text) do not overlap.
* :func:`assert_readable` - all text drawn is at least :data:`MIN_WINDOW_PX` pixels tall
  in the real window (the canvas is scaled to 1280x720, 1600x900 or 1920x1080).
* :func:`to_window` - where to post a click or a finger for a canvas position when the
  window is not the canvas size.

Usage::

    lines = drawn(app)
    assert_shown(lines, "Fullscreen: On", inside=toggle.rect)
    assert_no_overlap({"back": back.rect, "title": title_rect})
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.text import NARROWEST

#: window sizes the layouts are checked at (the canvas is scaled to each)
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080))
#: the smallest text height (font size in window pixels) that still reads across a table
MIN_WINDOW_PX = 15


@dataclass(frozen=True)
class Line:
    """One line of text as drawn: the text, its canvas rectangle, the clip, its size."""

    text: str
    rect: pygame.Rect
    clip: pygame.Rect
    size: int
    bold: bool

    @property
    def visible(self) -> bool:
        """The whole line shows: nothing of it is outside the clip or the canvas."""
        return self.clip.contains(self.rect)

    @property
    def cut(self) -> bool:
        """The line was shortened with an ellipsis to fit."""
        return self.text.endswith("…")


def drawn(app: Any, layers: bool = False, wide: int | None = None) -> list[Line]:
    """Draw the app's visible scenes once and return every text line drawn, in order.

    ``layers``: also record text drawn on canvas-sized off-screen pictures (a board view's
    cached layer, copied to the canvas at the same place); the caller makes sure the
    layer is redrawn this frame. ``wide``: also on pictures at least that wide (a board
    view's layers reach only to the board's right edge)."""
    fonts = app.fonts
    lines: list[Line] = []
    real = fonts.draw
    size_of_canvas = app.canvas.get_size()

    def record(surface: pygame.Surface, text: str, pos: tuple[int, int], size: int,
               colour: tuple[int, ...], bold: bool = False,
               anchor: str = "topleft") -> pygame.Rect:
        rect = real(surface, text, pos, size, colour, bold, anchor)
        shown = (surface is app.canvas or (layers and surface.get_size() == size_of_canvas)
                 or (wide is not None and surface.get_width() >= wide))
        if shown and text.strip():
            lines.append(Line(text, rect, surface.get_clip(), size, bold))
        return rect

    def record_in(surface: pygame.Surface, text: str, pos: tuple[int, int], size: int,
                  colour: tuple[int, ...], width: int, bold: bool = False,
                  anchor: str = "topleft") -> pygame.Rect:
        rect = real_in(surface, text, pos, size, colour, width, bold, anchor)
        shown = (surface is app.canvas or (layers and surface.get_size() == size_of_canvas)
                 or (wide is not None and surface.get_width() >= wide))
        if shown and text.strip():
            lines.append(Line(shown_in(fonts, text, size, width, bold), rect,
                              surface.get_clip(), size, bold))
        return rect

    real_in = fonts.draw_in
    fonts.draw, fonts.draw_in = record, record_in
    try:
        app.dirty = True
        app.draw()
    finally:
        del fonts.draw, fonts.draw_in  # back to the class's methods
    return lines


def shown_in(fonts: Any, text: str, size: int, width: int, bold: bool) -> str:
    """The words :meth:`~game.engine.text.Fonts.draw_in` shows of ``text`` in ``width``:
    all of them, squeezed when a little too wide, or cut with "…" past that."""
    if fonts.width(text, size, bold) * NARROWEST <= width:
        return text
    return str(fonts.fit(text, size, width, bold))


def recorder(monkeypatch: Any, fonts: Any) -> list[str]:
    """The texts ``fonts`` draws from now on, in order, on any surface (a board's cached
    layer too), squeezed into a width or not (:meth:`~game.engine.text.Fonts.draw_in`)."""
    texts: list[str] = []
    for name in ("draw", "draw_in"):
        monkeypatch.setattr(fonts, name, _noting(texts, getattr(fonts, name)))
    return texts


def _noting(texts: list[str], draw: Any) -> Any:
    def recording(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> Any:
        texts.append(text)
        return draw(surface, text, *args, **kwargs)

    return recording


def to_window(app: Any, canvas_pos: tuple[float, float]) -> tuple[int, int]:
    """Window pixels of a canvas position (the canvas is scaled and letterboxed into the
    window): where a posted mouse event or a finger must land to hit it."""
    view, scale = app.viewport.rect, app.viewport.scale
    return (view.x + round(canvas_pos[0] * scale), view.y + round(canvas_pos[1] * scale))


def _words(text: str) -> list[str]:
    return re.findall(r"\S+", text)


def lines_inside(lines: Iterable[Line], rect: pygame.Rect) -> list[Line]:
    """The lines whose centre lies in ``rect`` (the text drawn on that widget)."""
    return [line for line in lines if rect.collidepoint(line.rect.center)]


def text_inside(lines: Iterable[Line], rect: pygame.Rect) -> str:
    """All text drawn in ``rect``, joined by spaces in drawing order."""
    return " ".join(line.text.strip() for line in lines_inside(lines, rect))


def assert_shown(lines: list[Line], text: str, inside: pygame.Rect | None = None) -> None:
    """``text`` is drawn whole and visible (inside ``inside`` when given).

    A phrase may run over several wrapped lines: its words must follow each other in the
    drawn lines; every line that holds them must be uncut, visible and inside."""
    pool = lines if inside is None else [
        line for line in lines if inside.colliderect(line.rect)]
    want = _words(text)
    assert want, "nothing to look for"
    words: list[tuple[str, Line]] = [(w, line) for line in pool for w in _words(line.text)]
    for start in range(len(words) - len(want) + 1):
        if [w for w, _ in words[start:start + len(want)]] == want:
            used = {id(line): line for _, line in words[start:start + len(want)]}
            for line in used.values():
                where = f"{line.text!r} at {tuple(line.rect)}"
                assert not line.cut, f"{text!r} is cut short: {where}"
                assert line.visible, f"{text!r} is clipped by {tuple(line.clip)}: {where}"
                if inside is not None:
                    assert inside.contains(line.rect), (
                        f"{text!r} runs out of {tuple(inside)}: {where}")
            return
    shown = " | ".join(line.text for line in pool)[:600]
    raise AssertionError(f"{text!r} is not drawn{' in ' + str(tuple(inside)) if inside else ''}; "
                         f"drawn there: {shown}")


def assert_no_overlap(named: Mapping[str, pygame.Rect]) -> None:
    """No two of the named rectangles overlap (touching edges is fine)."""
    items = list(named.items())
    for i, (a, ra) in enumerate(items):
        for b, rb in items[i + 1:]:
            assert not pygame.Rect(ra).colliderect(rb), (
                f"{a} {tuple(ra)} overlaps {b} {tuple(rb)}")


def assert_inside(named: Mapping[str, pygame.Rect], area: pygame.Rect) -> None:
    """Every named rectangle lies wholly inside ``area`` (e.g. the canvas)."""
    for name, rect in named.items():
        assert area.contains(rect), f"{name} {tuple(rect)} is not inside {tuple(area)}"


def assert_readable(app: Any, lines: Iterable[Line]) -> None:
    """Every line is at least :data:`MIN_WINDOW_PX` tall in the app's real window."""
    scale = app.viewport.scale
    for line in lines:
        assert line.size * scale >= MIN_WINDOW_PX, (
            f"{line.text!r} is {line.size * scale:.1f} px tall in a "
            f"{app.screen.get_size()} window")


def assert_no_text_overlap(lines: list[Line]) -> None:
    """No two drawn lines overlap each other (text printed over text)."""
    boxes = [line.rect.inflate(-2, -6) for line in lines]  # glyph boxes carry line spacing
    for i, a in enumerate(lines):
        for j in range(i + 1, len(lines)):
            if boxes[i].colliderect(boxes[j]):
                raise AssertionError(
                    f"{a.text!r} {tuple(a.rect)} overlaps {lines[j].text!r} "
                    f"{tuple(lines[j].rect)}")
