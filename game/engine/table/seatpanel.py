"""One seat's panel on the table, drawn upright: the frame every game shares.

Top to bottom (upright: the top faces the middle of the table, the bottom the seat): a
header with the seat's colour badge, name and state ("Your turn", "thinking…"); then the
game's own area (:meth:`TableView.paint_table_seat`) on the left and, on the right, the
acting seat's prompt, detail lines and buttons; along the bottom, the seat's edge, lit in
its colour while it decides. :func:`panel_parts` says where each part is, so drawing and
hit testing agree.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine.boardview.prompt import ButtonSpec
from game.engine.draw import seat_badge
from game.engine.table.tablefonts import drawn_size, paint_shrunk, shown_scale
from game.engine.tablesetup import TableSizes
from game.engine.text import MIN_SIZE, kept_per_fonts
from game.engine.widgets import Button, button_lines, label_lines

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.text import Fonts
    from game.engine.theme import PlayerLook

#: how deep a seat panel on a long edge is (1080p pixels): header, two rows of the game's
#: things beside the prompt, the edge
PANEL_DEPTH = 230
#: how deep a seat panel on a short edge is: the prompt and buttons go under the game's rows
SIDE_DEPTH = 360
#: panels shorter than this (1080p pixels) stack the prompt under the game's part
STACK_BELOW = 1100
#: the height of the prompt's two lines (28-pixel bold text: a line is 1.17 of the size)
PROMPT_LINES = 68
#: the narrowest prompt column beside a game's part (1080p pixels)
PROMPT_WIDTH = 300
#: the prompt column's share of a panel on half a long edge
HALF_SIDE = 0.42


@dataclass(frozen=True)
class PanelParts:
    """Where the parts of an upright panel of ``size`` are."""

    size: tuple[int, int]
    header: pygame.Rect
    game: pygame.Rect
    prompt: pygame.Rect
    buttons: pygame.Rect
    edge: pygame.Rect

    @property
    def words(self) -> pygame.Rect:
        """The room a panel with no buttons writes in: its prompt's and its buttons'."""
        return self.prompt.union(self.buttons)


def panel_parts(size: tuple[int, int], sizes: TableSizes) -> PanelParts:
    """Where the parts of a panel of ``size`` go; no two of them overlap, and the game's
    part and the buttons are at least a target high. A long panel has the prompt and
    buttons on the right of the game's part. A short one (shorter than
    :data:`STACK_BELOW`) has them under it when it is deep enough (a short edge's: the
    game's part two target rows high, the prompt, the buttons across); half of a long
    edge, too shallow for that, has them on the right too, in a narrower column
    (:data:`HALF_SIDE`: its game's part as large as a short edge's), or, on a screen too
    narrow for that column, in one row under the game's part."""
    u = sizes.u
    w, h = size
    pad = u(10)
    edge = pygame.Rect(0, h - u(8), w, u(8))
    header = pygame.Rect(pad, pad, w - 2 * pad, u(48))
    top = header.bottom + u(6)
    bottom = edge.top - u(6)
    button_h = max(sizes.min_target, u(64))
    inner = w - 2 * pad
    side = min(u(760), int((w - 3 * pad) * 0.5))
    if w < u(STACK_BELOW):  # (a panel deeper than a short edge's: its game's part grows)
        game_h = 2 * button_h + u(8) + max(0, h - u(SIDE_DEPTH))
        if bottom - top >= game_h + u(6) + u(PROMPT_LINES) + u(4) + button_h:
            game = pygame.Rect(pad, top, inner, game_h)
            buttons = pygame.Rect(pad, bottom - button_h, inner, button_h)
            prompt = pygame.Rect(pad, game.bottom + u(6), inner,
                                 buttons.top - u(4) - game.bottom - u(6))
            return PanelParts(size, header, game, prompt, buttons, edge)
        side = int((w - 3 * pad) * HALF_SIDE)
        if side < u(PROMPT_WIDTH):  # a narrow screen: the prompt beside the buttons
            row = max(button_h, u(PROMPT_LINES))
            game = pygame.Rect(pad, top, inner, bottom - row - u(6) - top)
            half = (inner - pad) // 2
            prompt = pygame.Rect(pad, bottom - row, inner - pad - half, row)
            buttons = pygame.Rect(prompt.right + pad, bottom - row, half, row)
            return PanelParts(size, header, game, prompt, buttons, edge)
    game = pygame.Rect(pad, top, w - 3 * pad - side, bottom - top)
    right = pygame.Rect(game.right + pad, top, side, bottom - top)
    buttons = pygame.Rect(right.left, right.bottom - button_h, right.width, button_h)
    prompt = pygame.Rect(right.left, right.top, right.width, buttons.top - u(6) - right.top)
    return PanelParts(size, header, game, prompt, buttons, edge)


def row_whole(fonts: Fonts, labels: Sequence[str], area: pygame.Rect,
              sizes: TableSizes) -> bool:
    """Whether buttons of ``labels`` laid out in ``area`` (:func:`layout_buttons`) each
    show their label whole: what a view that pages its buttons asks of a page."""
    return all(button_lines(fonts, label, size, rect)[1] for label, size, rect
               in _row(fonts, labels, area, sizes))


def _row(fonts: Fonts, labels: Sequence[str], area: pygame.Rect, sizes: TableSizes
         ) -> list[tuple[str, int, pygame.Rect]]:
    """Each of ``labels`` with its size and its button's rectangle in a row filling
    ``area``: the buttons as wide as one another; where that cuts a label and each
    button as wide as its label needs (:func:`_need`) goes in, each that wide and the
    width left shared out ("Cleo's Deuterium 4" beside "End the run" and "More 1/9" on
    half a long edge: three as wide as one another cut it)."""
    gap, size = sizes.u(10), sizes.u(24)
    n = max(1, len(labels))
    room = area.width - gap * (n - 1)
    widths = [room // n] * n
    if not all(label_lines(fonts, label, size, width, area.height)[1]
               for label, width in zip(labels, widths, strict=False)):
        needs = [_need(fonts, label, size, area.height, room) for label in labels]
        if sum(needs) <= room:
            widths = [need + (room - sum(needs)) // n for need in needs]
    out, x = [], area.left
    for label, width in zip(labels, widths, strict=False):
        out.append((label, size, pygame.Rect(x, area.top, width, area.height)))
        x += width + gap
    return out


@kept_per_fonts(4096)
def _need(fonts: Fonts, label: str, size: int, height: int, most: int) -> int:
    """The narrowest button ``height`` high (up to ``most`` wide) that shows ``label``
    whole at ``size`` (``most`` + 1: none does)."""
    low, high = 24, most + 1
    while low < high:
        mid = (low + high) // 2
        if label_lines(fonts, label, size, mid, height)[1]:
            high = mid
        else:
            low = mid + 1
    return low


def layout_buttons(specs: Sequence[ButtonSpec], area: pygame.Rect, sizes: TableSizes,
                   fonts: Fonts) -> list[Button]:
    """Buttons for ``specs`` in a row filling ``area`` (upright panel coordinates), as
    wide as one another unless that cuts a label (:func:`_row`); labels wrap onto the
    lines the button holds rather than shrink below the table's text size
    (:func:`~game.engine.widgets.button_lines`)."""
    if not specs:
        return []
    out: list[Button] = []
    row = _row(fonts, [spec[0] for spec in specs], area, sizes)
    for (label, size, rect), (_label, fn, style, key) in zip(row, specs, strict=True):
        button = Button(rect, label, fn, style=style, size=size, key=key)
        button.rect = rect  # the 64-pixel floor of 1080p layouts does not apply here
        out.append(button)
    return out


def paint_frame(surface: pygame.Surface, app: App, parts: PanelParts, sizes: TableSizes,
                name: str, look: PlayerLook, status: str, acting: bool,
                backgrounds: dict[Hashable, pygame.Surface] | None = None) -> None:
    """The panel's background, header and edge (the game and the prompt paint over).
    ``backgrounds``: kept pictures of the background and edge, by look and state (copied:
    at 4K, filling a panel and drawing its rounded card was a third of its repaint)."""
    t, f, u = app.theme, app.fonts, sizes.u
    if backgrounds is None:
        paint_background(surface, app, parts, sizes, look, acting)
    else:
        key = (parts.size, look.rgb, acting)
        kept = backgrounds.get(key)
        if kept is None:
            kept = backgrounds[key] = pygame.Surface(parts.size, 0, surface)
            paint_background(kept, app, parts, sizes, look, acting)
        surface.blit(kept, (0, 0))
    badge = pygame.Rect(parts.header.left, parts.header.top, parts.header.height,
                        parts.header.height)
    seat_badge(surface, badge, look, f)
    x = badge.right + u(14)
    room = parts.header.right - x
    status_w = 0
    if status:
        label = f.fit(status, u(26), room // 2, True)
        status_w = f.draw(surface, label, (parts.header.right, parts.header.centery), u(26),
                          t.c("accent") if acting else t.c("text_dim"), True,
                          "midright").width + u(16)
    f.draw(surface, f.fit(name, u(30), room - status_w, True), (x, parts.header.centery),
           u(30), t.c("text"), True, "midleft")


def paint_background(surface: pygame.Surface, app: App, parts: PanelParts, sizes: TableSizes,
                     look: PlayerLook, acting: bool) -> None:
    """The panel's card and its edge along the seat (lit in the seat's colour while it
    decides): what its frame shows whatever the words."""
    t, u = app.theme, sizes.u
    surface.fill(t.c("background"))
    body = pygame.Rect(0, 0, *parts.size)
    pygame.draw.rect(surface, t.c("panel"), body, border_radius=u(16))
    pygame.draw.rect(surface, look.rgb if acting else t.c("panel_border"), body,
                     u(5) if acting else u(2), border_radius=u(16))
    pygame.draw.rect(surface, look.rgb if acting else t.c("panel_border"), parts.edge,
                     border_radius=u(4))


def paint_prompt(surface: pygame.Surface | None, app: App, area: pygame.Rect,
                 sizes: TableSizes, prompt: str, details: Sequence[tuple[str, str]],
                 acting: bool) -> None:
    """The prompt (accent: two lines at its size, a longer one on more and smaller lines
    while they fit, else cut: :func:`prompt_lines`) and the detail lines under it in
    ``area``. Details that do not all go in are drawn smaller down to the table's
    smallest text (on a 1080p table, whose smallest text is under the fonts' own floor,
    on a larger picture shown shrunk: :func:`~game.engine.table.tablefonts.shown_scale`),
    then cut (the last line that fits ends in an ellipsis). ``surface`` None: only lay the
    words
    out and render them into the fonts' caches (a step of its own at 4K: the words at
    new sizes were most of a panel's paint), so drawing them next only copies."""
    f = app.fonts
    reserve = detail_line(f, sizes) if details and prompt else 0
    size, wrapped, k = prompt_lines(f, prompt, area, sizes, reserve)
    colour = app.theme.c("accent" if acting else "text_dim")
    y = area.top
    if k < 1:  # the table's smallest text, under the fonts' floor: drawn larger, shrunk
        lh = f.line_height(size, True)
        shown = pygame.Rect(area.left, y, area.width, round(len(wrapped) * lh * k))

        def lines(picture: pygame.Surface | None) -> None:
            for n, line in enumerate(wrapped):
                _text(f, picture, line, (0, n * lh), size, colour, True)

        if surface is None:
            lines(None)
        else:
            paint_shrunk(surface, k, lines, shown)
        y = shown.bottom
    for line in wrapped if k == 1 else ():
        if y + f.line_height(size, True) > area.bottom:
            return
        _text(f, surface, line, (area.left, y), size, colour, True)
        y += f.line_height(size, True)
    if details:
        paint_details(surface, app, pygame.Rect(area.left, y, area.width, area.bottom - y),
                      sizes, details)


def prompt_lines(fonts: Fonts, prompt: str, area: pygame.Rect, sizes: TableSizes,
                 reserve: int = 0) -> tuple[int, list[str], float]:
    """How a panel's prompt goes in ``area``: the size it is drawn at, its lines and the
    scale the drawing is shown at (1, or under 1: drawn larger and shrunk where the size
    is under the fonts' floor, a 1080p table). Two lines at the panel's size (28 1080p
    pixels); a longer prompt on more, smaller lines down to the table's smallest text as
    long as they fit the area's height, whole; else two lines at the panel's size, the
    second ending in an ellipsis (:func:`prompt_whole` says which). ``reserve``: the
    height to leave free under the prompt (a detail line, :func:`detail_line`) while a
    size of the prompt leaves it; where none does, the prompt is laid out as without."""
    size = sizes.u(28)
    wrapped = fonts.wrap(prompt, size, area.width, True) if prompt else []
    room = area.height - reserve
    if len(wrapped) <= 2 and (not reserve
                              or len(wrapped) * fonts.line_height(size, True) <= room):
        return size, wrapped, 1.0
    for drawn, k in prompt_sizes(sizes):
        lines = fonts.wrap(prompt, drawn, int(area.width / k), True)
        if len(lines) * fonts.line_height(drawn, True) * k <= room:
            return drawn, lines, k
    if reserve:  # no size leaves a detail line its room: the prompt comes first
        return prompt_lines(fonts, prompt, area, sizes)
    return size, [wrapped[0], fonts.fit(wrapped[1] + " \u2026", size, area.width, True)], 1.0


def detail_line(fonts: Fonts, sizes: TableSizes) -> int:
    """The height one detail line takes at the table's smallest text, as shown (drawn
    larger and shrunk where the fonts cannot draw that small, :func:`paint_details`): what
    a prompt leaves free under it for the details, so they are never all dropped unseen
    (a Merchants auction's countdown on half a long edge said "Auction in 4 s, then hold
    your logo" and not what was up for auction)."""
    big = _larger(sizes)
    if big is not None:
        return math.ceil(fonts.line_height(big.min_text) * shown_scale(sizes.min_text)) + 1
    return fonts.line_height(sizes.min_text)


def prompt_sizes(sizes: TableSizes) -> list[tuple[int, float]]:
    """The sizes a prompt too long for two lines is tried at, largest first: the size it
    is drawn at and the scale it is shown at (from 26 1080p pixels down to the table's
    smallest text, 2 apart; under the fonts' floor drawn at the floor and shrunk)."""
    out = []
    for shown in range(sizes.u(26), sizes.min_text - 1, -2):
        k = shown_scale(shown)
        out.append((max(shown, MIN_SIZE) if k < 1 else shown, k))
    return out


def prompt_whole(fonts: Fonts, prompt: str, area: pygame.Rect, sizes: TableSizes) -> bool:
    """Whether ``prompt`` goes whole into ``area`` (:func:`prompt_lines`): every word on
    its lines, none cut."""
    size, lines, k = prompt_lines(fonts, prompt, area, sizes)
    return (" ".join(lines).split() == prompt.split()
            and all(fonts.width(line, size, True) <= area.width / k for line in lines)
            and len(lines) * fonts.line_height(size, True) * k <= area.height)


def _text(fonts: Fonts, surface: pygame.Surface | None, text: str, pos: tuple[int, int],
          size: int, colour: tuple[int, ...], bold: bool = False) -> None:
    """Draw a line at ``pos`` (top left), or with no ``surface`` only render it."""
    if surface is None:
        fonts.render(text, size, colour, bold)
    else:
        fonts.draw(surface, text, pos, size, colour, bold)


#: the characters whose glyphs :func:`warm_words` loads at each size (the panels' words)
GLYPHS = "".join(chr(c) for c in range(32, 127)) + "\u2026\u2013\u2014\u00b7\u00d7\u2713"


def detail_sizes(sizes: TableSizes) -> range:
    """The sizes detail lines are tried at, largest first (:func:`paint_details`)."""
    return range(max(sizes.u(24), sizes.min_text), sizes.min_text - 1, -2)


def warm_words(app: App, sizes: TableSizes) -> None:
    """Load the fonts at every size a panel's words may take and render their glyphs once,
    as the screen opens: the first words at a size new to the fonts took 4-5 times as long
    to wrap and render (an acting seat's panel was 9-12 ms at 4K, most of it its details
    tried at each smaller size with fonts never used before)."""
    big = _larger(sizes)
    wanted = {(size, False) for size in detail_sizes(sizes)}
    if big is not None:
        wanted |= {(size, False) for size in detail_sizes(big)}
    wanted |= {(sizes.u(28), True), (sizes.u(30), True), (sizes.u(26), True),
               (sizes.u(24), True)}  # the prompt, the name, the state, the buttons
    wanted |= {(drawn, True) for drawn, _ in prompt_sizes(sizes)}  # a long prompt's
    warm_glyphs(app.fonts, wanted)


def warm_glyphs(fonts: Fonts, wanted: Iterable[tuple[int, bool]]) -> None:
    """Load the fonts of ``wanted`` (size, bold) and render :data:`GLYPHS` with each once
    (sizes under the fonts' floor share one font: rendered once)."""
    loaded = {id(font): font for font in (fonts.get(size, bold) for size, bold in
                                          sorted(set(wanted)))}
    for font in loaded.values():
        font.render(GLYPHS, True, (255, 255, 255))


def _larger(sizes: TableSizes) -> TableSizes | None:
    """The sizes of the larger picture detail lines are drawn on where the fonts cannot
    draw the table's smallest text (a 1080p table), else None."""
    k = shown_scale(sizes.min_text)
    big = TableSizes(drawn_size(sizes.size, k), sizes.diagonal)
    return big if k < 1 and shown_scale(big.min_text) == 1 else None


def paint_details(surface: pygame.Surface | None, app: App, area: pygame.Rect,
                  sizes: TableSizes, details: Sequence[tuple[str, str]]) -> None:
    """Detail lines (text, theme colour) in ``area``: at the panel's size, else smaller
    down to the table's smallest text, else shown shrunk where the fonts cannot draw that
    small (a 1080p table), else cut with an ellipsis. ``surface`` None: only lay them
    out and render them (:func:`paint_prompt`)."""
    f = app.fonts
    size = sizes.u(24)
    lines: list[tuple[str, str]] = []
    for size in detail_sizes(sizes):
        lines = [(line, colour) for text, colour in details
                 for line in f.wrap(text, size, area.width)]
        if len(lines) * f.line_height(size) <= area.height:
            break
    else:
        size = max(sizes.min_text, size)
        big = _larger(sizes)
        if big is not None and area.height > 0:
            k = shown_scale(sizes.min_text)
            drawn = pygame.Rect((0, 0), drawn_size(area.size, k))
            if surface is None:
                paint_details(None, app, drawn, big, details)
            else:
                paint_shrunk(surface, k, partial(paint_details, app=app, area=drawn,
                                                 sizes=big, details=details), area)
            return
    lh = f.line_height(size)
    y = area.top
    for k, (line, colour) in enumerate(lines):
        if y + lh > area.bottom:
            break
        last = k + 1 < len(lines) and y + 2 * lh > area.bottom
        text = f.fit(line + " \u2026", size, area.width) if last else line
        _text(f, surface, text, (area.left, y), size, app.theme.c(colour))
        y += lh
