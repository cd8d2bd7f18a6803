"""A thing's whole text read by a long press in a seat's own panel, drawn over the panel.

A seat panel's target that also has words too long for the panel (a Merchants ballot box:
its senator's policy, up to 240 characters) is read by holding a finger on it
(:data:`~game.engine.table.touch.LONG_PRESS`): while held, a card covers the panel (all
but its lit edge), upright for its seat, with the thing's title and its whole text at the
largest size from the panel's own (28 1080p pixels) down to the table's smallest text at
which every word goes in. On a 1080p table, whose smallest text is under the fonts' own
floor, the card is drawn larger and shown shrunk (:class:`~game.engine.table.tablefonts.
Shrink`), so its words are the table's smallest text as shown, never cut.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine.table.seatpanel import warm_glyphs
from game.engine.table.tablefonts import Shrink

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.table.seatpanel import PanelParts
    from game.engine.tablesetup import TableSizes
    from game.engine.text import Fonts

#: the largest size a read card's words are tried at (1080p pixels: the panel's prompt)
READ_SIZE = 28


@dataclass(frozen=True)
class ReadLayout:
    """A read card's words on the picture it is drawn on: the size, the title's and the
    text's lines, whether they all go in (``whole``), and the size as shown."""

    size: int
    title: list[str]
    text: list[str]
    whole: bool
    shown_size: int


def read_rect(parts: PanelParts, sizes: TableSizes) -> pygame.Rect:
    """Where the read card lies in the upright panel: over everything but its edge."""
    u = sizes.u
    pad = u(6)
    return pygame.Rect(pad, pad, parts.size[0] - 2 * pad, parts.edge.top - u(4) - pad)


def read_sizes(sizes: TableSizes) -> list[int]:
    """The sizes a read card's words are tried at on the picture it is drawn on, largest
    first: from :data:`READ_SIZE` down to the table's smallest text, 4 pixels apart (a
    finer choice cost more fonts to load as the screen opens, :func:`warm_read`)."""
    larger = Shrink.of(sizes)
    floor = larger.floor
    top = max(floor, larger.u(READ_SIZE))
    return [*range(top, floor, -4), floor]


def _inner(size: tuple[int, int], larger: Shrink) -> pygame.Rect:
    return pygame.Rect((0, 0), size).inflate(-2 * larger.u(16), -2 * larger.u(8))


def _lines(f: Fonts, title: str, text: str, size: int, width: int
           ) -> tuple[list[str], list[str], int]:
    """The title's (bold) and the text's lines at ``size`` and their height."""
    head = f.wrap(title, size, width, True) if title else []
    body = f.wrap(text, size, width)
    return head, body, len(head) * f.line_height(size, True) + len(body) * f.line_height(size)


def read_layout(fonts: Fonts, box: tuple[int, int], sizes: TableSizes, title: str,
                text: str) -> ReadLayout:
    """How ``title`` and ``text`` go on a read card shown at ``box``: the largest size
    (:func:`read_sizes`) down to the table's smallest text at which both go in whole
    (a narrower width never: a word wider than the card is the only cut)."""
    larger = Shrink.of(sizes)
    inner = _inner(larger.drawn(box), larger)
    for size in read_sizes(sizes):
        head, body, height = _lines(fonts, title, text, size, inner.width)
        whole = height <= inner.height and all(
            fonts.width(line, size, bold) <= inner.width
            for lines, bold in ((head, True), (body, False)) for line in lines)
        if whole:
            break
    return ReadLayout(size, head, body, whole, int(size * larger.k + 1e-6))


def warm_read(app: App, sizes: TableSizes) -> None:
    """Load the fonts at every size a read card may take and render their glyphs, as the
    screen opens: the first read card at a 1080p table (drawn larger: sizes nothing else
    uses) took 60 ms to paint, 3-4 ms once the fonts were loaded."""
    warm_glyphs(app.fonts, ((size, bold) for size in read_sizes(sizes)
                            for bold in (False, True)))


def paint_read_card(surface: pygame.Surface, app: App, parts: PanelParts, sizes: TableSizes,
                    title: str, text: str) -> None:
    """The read card over the upright panel on ``surface`` (see the module docstring)."""
    paint_read_box(surface, app, read_rect(parts, sizes), sizes, title, text)


def paint_read_box(surface: pygame.Surface, app: App, box: pygame.Rect, sizes: TableSizes,
                   title: str, text: str) -> None:
    """A read card at ``box`` of ``surface``: ``title`` and ``text`` laid out by
    :func:`read_layout` (a panel's own long press reads over the whole panel; Pandorum
    shows a thing held on a turn card in part of every seat's panel)."""
    larger = Shrink.of(sizes)
    t, f = app.theme, app.fonts
    lay = read_layout(f, box.size, sizes, title, text)

    def paint(picture: pygame.Surface) -> None:
        drawn = picture.get_rect()
        picture.fill(t.c("panel"))
        pygame.draw.rect(picture, t.c("accent"), drawn, larger.u(4),
                         border_radius=larger.u(12))
        inner = _inner(drawn.size, larger)
        y = inner.top
        for lines, bold, colour in ((lay.title, True, t.c("accent")),
                                    (lay.text, False, t.c("text"))):
            for line in lines:
                f.draw(picture, line, (inner.left, y), lay.size, colour, bold)
                y += f.line_height(lay.size, bold)

    larger.paint(surface.subsurface(box), paint)
