"""Long text that scrolls (the rules reader): by wheel, by a drag of a mouse or a finger,
and by keys when focused; a rulebook's headings drawn bold in the accent colour."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.draw import panel
from game.engine.input import POINTER_DOWN, POINTER_MOVE, POINTER_UP
from game.engine.widgets import Widget, focus_ring

if TYPE_CHECKING:
    from game.engine.app import App


class ScrollText(Widget):
    """Long text that scrolls by wheel, drag (mouse or finger) and keys when focused."""

    scrollable = True

    def __init__(
        self, rect: pygame.Rect | Sequence[int], text: str, *, size: int = 28, key: Any = None,
        headings: bool = False,
    ) -> None:
        super().__init__(rect, key=key)
        self.text, self.size = text, size
        self.headings = headings
        self.offset = 0
        self._lines: list[tuple[str, bool]] | None = None
        self._sections: list[tuple[str, int]] | None = None
        self._drag: tuple[int, int] | None = None
        self._lh = 0

    def lines(self, app: App) -> list[tuple[str, bool]]:
        """Wrapped lines with a flag for headings (drawn bold, accent colour)."""
        if self._lines is None:
            width = self.rect.width - 60
            lines: list[tuple[str, bool]] = []
            for para in self.text.split("\n"):
                heading = self.headings and is_heading(para)
                if heading and lines and lines[-1][0]:
                    lines.append(("", False))
                lines.extend(
                    (line, heading) for line in app.fonts.wrap(para, self.size, width, heading)
                )
            self._lines = lines
            self._lh = app.fonts.line_height(self.size)
        return self._lines

    def sections(self, app: App) -> list[tuple[str, int]]:
        """The headings (``headings=True``) in order, each with the offset that scrolls it
        to the top: what a reader's "Section" stepper jumps between (worked out once per
        text: the stepper asks on every frame the text scrolls)."""
        if self._sections is not None:
            return self._sections
        out: list[tuple[str, int]] = []
        title: list[str] = []
        for row, (line, heading) in enumerate([*self.lines(app), ("", False)]):
            if heading:
                title.append(line)
                continue
            if title:
                out.append((" ".join(title), (row - len(title)) * self._lh))
                title = []
        self._sections = out
        return out

    def section_at(self, app: App) -> int:
        """The index in :meth:`sections` of the section being read: the last heading at
        or above the top of the box (0 before the first)."""
        tops = [top for _title, top in self.sections(app)]
        return max(0, sum(1 for top in tops if top <= self.offset) - 1)

    def jump(self, offset: int) -> None:
        """Scroll to ``offset`` pixels (clamped: the last section of a short text may not
        reach the top)."""
        self.offset = max(0, min(self.max_offset(), offset))

    def set_text(self, text: str) -> None:
        self.text, self._lines, self._sections, self.offset = text, None, None, 0

    def max_offset(self) -> int:
        if self._lines is None:
            return 0
        return max(0, len(self._lines) * self._lh - (self.rect.height - 32))

    def scroll(self, pixels: int) -> None:
        self.offset = max(0, min(self.max_offset(), self.offset + pixels))

    def on_pointer(self, event: pygame.event.Event) -> None:
        if event.type == POINTER_DOWN:
            self._drag = (event.pos[1], self.offset)
        elif event.type == POINTER_MOVE and self._drag is not None:
            start_y, start_off = self._drag
            self.offset = max(0, min(self.max_offset(), start_off - (event.pos[1] - start_y)))
        elif event.type == POINTER_UP:
            self._drag = None

    def on_wheel(self, event: pygame.event.Event) -> bool:
        self.scroll(-int(event.y) * 3 * max(1, self._lh))
        return True

    def on_key(self, command: str | None, event: pygame.event.Event) -> bool:
        page = self.rect.height - 2 * max(1, self._lh)
        moves = {
            "up": -max(1, self._lh),
            "down": max(1, self._lh),
        }
        if command in moves:
            self.scroll(moves[command])
            return True
        if event.key == pygame.K_PAGEUP:
            self.scroll(-page)
        elif event.key == pygame.K_PAGEDOWN:
            self.scroll(page)
        elif event.key == pygame.K_HOME:
            self.offset = 0
        elif event.key == pygame.K_END:
            self.offset = self.max_offset()
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface, app: App, focused: bool) -> None:
        t = app.theme
        panel(surface, self.rect, t)
        lines = self.lines(app)
        self.offset = min(self.offset, self.max_offset())
        clip = surface.get_clip()
        inner = self.rect.inflate(-40, -24)
        surface.set_clip(inner)
        first = self.offset // self._lh
        y = inner.top - (self.offset % self._lh)
        for line, heading in lines[first:]:
            if y > inner.bottom:
                break
            if line:
                app.fonts.draw(
                    surface,
                    line,
                    (inner.left, y),
                    self.size,
                    t.c("accent") if heading else t.c("text"),
                    heading,
                )
            y += self._lh
        surface.set_clip(clip)
        total = max(1, len(lines) * self._lh)
        if total > inner.height:
            bar_h = max(40, inner.height * inner.height // total)
            bar_y = inner.top + (inner.height - bar_h) * self.offset // max(1, self.max_offset())
            pygame.draw.rect(
                surface,
                t.c("button_hover"),
                (self.rect.right - 16, bar_y, 8, bar_h),
                border_radius=4,
            )
        if focused:
            focus_ring(surface, self.rect, app)


def is_heading(line: str) -> bool:
    """A rulebook heading: a short line that is not a list item or a sentence."""
    text = line.strip()
    return (
        0 < len(text) <= 60
        and line == line.lstrip()
        and text[0] not in "-•*(\"'"
        and not text[0].isdigit()
        and text[-1] not in ".:,;"
        and ". " not in text
    )
