"""Drawing for the auction screens: the colours, the words of a seat's panel
(:class:`PanelInfo`; the panel itself is painted by :mod:`game.engine.auction.panel`),
the cache of rendered pieces shared by every auction screen, and a huge centre number
drawn twice (upright for the bottom of the table, turned over for the top).

Left and right players read the number on their own panel, which repeats it facing them,
and at a table the lot at the card's end toward them (:mod:`game.engine.auction.ends`).
Status is told by words *and* colour (and a thick border while a seat holds), never by
colour alone. Sizes are the 1080p ones times ``unit`` (the canvas height / 1080).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from dataclasses import dataclass
from typing import Any
from weakref import WeakKeyDictionary

import pygame

from game.core.auction import Status
from game.engine.auction.strips import SPARES, Placed, Strips, costly, shrink_and_turn
from game.engine.boardview.textlines import cut_lines
from game.engine.text import Fonts

RGB = tuple[int, int, int]

BACKGROUND: RGB = (12, 16, 32)
CENTRE: RGB = (20, 26, 48)
PANEL: RGB = (30, 37, 62)
TEXT: RGB = (236, 240, 248)
DIM: RGB = (150, 158, 182)
HELD_GLOW: RGB = (255, 255, 255)
MONEY: RGB = (255, 214, 70)

#: the narrowest room for a wide panel's words (name, status, hint) beside the number
WIDE_TEXT_MIN = 260
#: the most lines of the centre caption (the last cut with "…" past them)
CAPTION_LINES = 3

STATUS_COLOURS: dict[Status, RGB] = {
    Status.WAITING: (240, 180, 60),
    Status.IN: (80, 210, 130),
    Status.BID: (255, 214, 70),
    Status.OUT: (120, 126, 145),
    Status.CANNOT_AFFORD: (240, 90, 90),
}


@dataclass(frozen=True)
class PanelInfo:
    """What one seat's panel shows."""

    name: str
    colour: RGB
    letter: str
    letter_colour: RGB
    status_text: str
    status_colour: RGB
    hint: str
    number: str  # the price/count facing this player ("" for none)
    number_colour: RGB
    held: bool
    #: the seat's money ("$7"; money is public), drawn at the end of the name line
    money: str = ""
    #: the hint is a warning (the price is above the seat's money): drawn in red
    warning: bool = False


def fit_size(fonts: Fonts, text: str, size: int, width: int, bold: bool = True,
             least: int = 24) -> int:
    """The largest font size <= ``size`` at which ``text`` fits ``width`` pixels, and
    never below ``least`` (the smallest text size: 24 px at 1080p, a smaller request
    renders at 24 anyway)."""
    for tried in fit_steps(size, least):
        if tried <= least or fonts.get(tried, bold).size(text)[0] <= width:
            return tried
    return least


def fit_steps(size: int, least: int) -> list[int]:
    """The sizes :func:`fit_size` tries, largest first: ``size``, then 10 % smaller each
    step while over ``least``, then ``least``."""
    steps = []
    while size > least:
        steps.append(size)
        size = int(size * 0.9)
    return [*steps, least]


#: digits that read as digits when turned over (180 degrees), and what they read as
_TURNED = {"0": "0", "1": "1", "6": "9", "8": "8", "9": "6"}


def reads_otherwise_turned(text: str) -> bool:
    """True for a number that reads as another one turned over ("6" and "9", "16" and
    "91", ...): every price is shown both ways up, so these get an underline."""
    if not text.isdigit() or any(d not in _TURNED for d in text):
        return False
    return "".join(_TURNED[d] for d in reversed(text)) != text


def render_number(fonts: Fonts, text: str, size: int, colour: RGB) -> pygame.Surface:
    """``text`` rendered bold, underlined just below the baseline when it reads as another
    number turned over (the convention on dice and billiard balls for 6 and 9)."""
    surf = fonts.render(text, size, colour, bold=True)
    return underlined(fonts, surf, text, size, colour) if reads_otherwise_turned(text) else surf


def underlined(fonts: Fonts, surf: pygame.Surface, text: str, size: int, colour: RGB
               ) -> pygame.Surface:
    """A copy of ``text`` rendered (``surf``) with the underline of a number that reads
    as another one turned over."""
    surf = surf.copy()
    underline(fonts, surf, size, colour)
    return surf


def underline(fonts: Fonts, surf: pygame.Surface, size: int, colour: RGB) -> None:
    """Draw on ``surf`` (a text rendered bold at ``size``) the underline of a number that
    reads as another one turned over."""
    font = fonts.get(size, True)
    thick = max(3, size // 14)
    y = min(surf.get_height() - thick, font.get_ascent() + max(2, font.get_descent() // -3))
    inset = surf.get_width() // 10
    pygame.draw.rect(surf, colour, (inset, y, surf.get_width() - 2 * inset, thick))


#: rendered (and turned) texts of the auction screens, per Fonts: prices repeat from one
#: auction to the next, so a tick of the price blits what an earlier one rendered
_PIECES: WeakKeyDictionary[Fonts, dict[Hashable, Any]] = WeakKeyDictionary()
#: the most pieces kept per Fonts (a few hundred small surfaces)
MAX_PIECES = 1000


def pieces(fonts: Fonts) -> dict[Hashable, Any]:
    """The rendered pieces kept for ``fonts``."""
    cache = _PIECES.get(fonts)
    if cache is None:
        cache = _PIECES[fonts] = {}
    return cache


def has_piece(fonts: Fonts, key: Hashable) -> bool:
    return key in pieces(fonts)


def remember(fonts: Fonts, key: Hashable, piece: Any) -> None:
    cache = pieces(fonts)
    if len(cache) >= MAX_PIECES:
        cache.clear()
    cache[key] = piece


def u(value: float, unit: float) -> int:
    """``value`` 1080p pixels at the canvas's scale ``unit`` (canvas height / 1080)."""
    return round(value * unit)


def caption_size(fonts: Fonts, caption: str, width: int, unit: float = 1.0) -> int:
    """The centre caption's text size on one line of ``width`` pixels (40 px at 1080p,
    shrunk down to 24, times ``unit``)."""
    return fit_size(fonts, caption, u(40, unit), width, bold=False, least=u(24, unit))


def caption_surface(fonts: Fonts, caption: str, width: int, unit: float = 1.0
                    ) -> pygame.Surface:
    """The centre caption on one line (shrunk down to 24 px), or wrapped on up to
    :data:`CAPTION_LINES` lines at 24 px when even that is too wide (a long lot and
    several names waiting; three since a table's card keeps its ends for the lot, where
    two cut the names off), the last ending in "…" when more is left (the engine's
    :func:`~game.engine.boardview.textlines.cut_lines`, as the card's ends do); sizes
    are 1080p pixels times ``unit``."""
    least = u(24, unit)
    size = caption_size(fonts, caption, width, unit)
    if fonts.get(size).size(caption)[0] <= width:
        return fonts.render(caption, size, DIM)
    lines = cut_lines(fonts, caption, least, width, CAPTION_LINES)[0]
    rendered = [fonts.render(line, least, DIM) for line in lines]
    out = pygame.Surface((max(r.get_width() for r in rendered),
                          sum(r.get_height() for r in rendered)), pygame.SRCALPHA)
    y = 0
    for r in rendered:
        out.blit(r, r.get_rect(midtop=(out.get_width() // 2, y)))
        y += r.get_height()
    return out


def draw_centre(surface: pygame.Surface, rect: pygame.Rect, caption: str, big: str,
                big_colour: RGB, fonts: Fonts, unit: float = 1.0,
                card: pygame.Rect | None = None) -> None:
    """The shared countdown: the same card upright in the lower half and turned over in
    the upper half, so both long sides of the table read it the right way up. ``card``:
    the whole card, when its words use only ``rect`` of it (its ends carry the lot at a
    table: :mod:`game.engine.auction.ends`)."""
    pygame.draw.rect(surface, CENTRE, card or rect, border_radius=u(28, unit))
    for piece, at in centre_pieces(fonts, rect, caption, big, big_colour, unit):
        surface.blit(piece, at)
    draw_centre_line(surface, rect, unit)


def draw_centre_line(surface: pygame.Surface, rect: pygame.Rect, unit: float = 1.0) -> None:
    """The line between the card's two halves."""
    y = rect.centery
    pygame.draw.line(surface, PANEL, (rect.x + u(40, unit), y),
                     (rect.right - u(40, unit), y), u(3, unit))


def _caption_key(rect: pygame.Rect, caption: str, unit: float) -> Hashable:
    return ("caption", caption, rect.width, unit)


def _big_key(rect: pygame.Rect, big: str, colour: RGB, cap_h: int, unit: float) -> Hashable:
    return ("big", big, colour, rect.size, cap_h, unit)


def _caption(fonts: Fonts, rect: pygame.Rect, caption: str, unit: float
             ) -> tuple[pygame.Surface, pygame.Surface]:
    """The caption upright and turned over (kept)."""
    key = _caption_key(rect, caption, unit)
    pair = pieces(fonts).get(key)
    if pair is None:
        cap = caption_surface(fonts, caption, rect.width - u(60, unit), unit)
        pair = (cap, pygame.transform.flip(cap, True, True))
        remember(fonts, key, pair)
    return pair


def _big(fonts: Fonts, rect: pygame.Rect, big: str, colour: RGB, cap_h: int, unit: float
         ) -> Strips:
    """The big text for a card whose caption is ``cap_h`` high, upright and turned over
    in strips (kept)."""
    for _ in _big_work(fonts, rect, big, colour, cap_h, unit):
        pass
    strips: Strips = pieces(fonts)[_big_key(rect, big, colour, cap_h, unit)]
    return strips


def _big_work(fonts: Fonts, rect: pygame.Rect, big: str, colour: RGB, cap_h: int,
              unit: float) -> Iterator[None]:
    """Make and keep the big text, a step after each costly part: rendering it (at 4K it
    is over 500 px high), then shrinking it into the card and turning it over in strips
    (:func:`~game.engine.auction.strips.shrink_and_turn`). The rendered text is not kept
    (only its strips are): what it took goes back for the next one to use, where a
    rendered text kept in the fonts' cache was 2.5 MB of new memory for each price."""
    key = _big_key(rect, big, colour, cap_h, unit)
    if has_piece(fonts, key):
        return
    room, size = _big_size(fonts, rect, big, cap_h, unit)
    surf = pieces(fonts).pop(_rendered_key(big, size, colour), None)
    if surf is None:
        font = fonts.get(size, True)
        SPARES.make_room(font.size(big))
        surf = font.render(big, True, colour)
    try:
        if reads_otherwise_turned(big):
            underline(fonts, surf, size, colour)
        yield
        size_now = surf.get_size()
        if surf.get_height() > room:  # (a text as high as its room is kept as it is)
            scale = room / surf.get_height()
            size_now = (max(1, int(surf.get_width() * scale)), room)
        strips = yield from shrink_and_turn(surf, size_now)
    finally:  # (also when left half made)
        SPARES.keep(surf)
    remember(fonts, key, strips)


def _rendered_key(big: str, size: int, colour: RGB) -> Hashable:
    return ("big rendered", big, size, colour)


def _big_size(fonts: Fonts, rect: pygame.Rect, big: str, cap_h: int, unit: float
              ) -> tuple[int, int]:
    """(the height the big text may take, the font size it is rendered at) on a card
    whose caption is ``cap_h`` high."""
    room = rect.height // 2 - cap_h - u(24, unit)
    size = fit_size(fonts, big, int(room * 1.25), rect.width - u(80, unit), least=u(24, unit))
    return room, size


def caption_heights(fonts: Fonts, unit: float = 1.0) -> set[int]:
    """Every height the centre caption may have (:func:`caption_surface`): one line at
    each size :func:`caption_size` may choose, or two or more lines at the least."""
    least = u(24, unit)
    return {fonts.get(least).get_height() * n for n in range(2, CAPTION_LINES + 1)} | {
        fonts.get(size).get_height() for size in fit_steps(u(40, unit), least)}


#: spare surfaces of the largest "HOLD" rendered made as a table's screen opens
SEEDED = 2


def render_big_sizes(fonts: Fonts, rect: pygame.Rect, big: str, colour: RGB,
                     unit: float = 1.0) -> int:
    """Render ``big`` (the font's part of the big text: the costly one) at every size a
    countdown card ``rect`` may ask for it at, whatever its caption; returns how many
    sizes. At a 4K table "HOLD" is about 570 px high, one 5 ms call per size that no
    glyph cache shortens: called as the table's screen opens, so that no frame of play
    renders it (kept with the pieces until the rehearsal of an auction takes it). Also
    makes :data:`SEEDED` spare surfaces of its largest size
    (:data:`~game.engine.auction.strips.SPARES`), whose memory the first big texts made
    in play take (without them each was 2-4 MB of new memory in a frame of the look)."""
    sizes = {_big_size(fonts, rect, big, cap_h, unit)[1]
             for cap_h in caption_heights(fonts, unit)}
    for size in sorted(sizes):
        key = _rendered_key(big, size, colour)
        if not has_piece(fonts, key):
            remember(fonts, key, fonts.get(size, True).render(big, True, colour))
    largest = pieces(fonts)[_rendered_key(big, max(sizes), colour)].get_size()
    for _ in range(SEEDED - sum(s.get_size() == largest for s in SPARES.kept)):
        SPARES.keep(pygame.Surface(largest, pygame.SRCALPHA))
    return len(sizes)


def centre_steps(fonts: Fonts, rect: pygame.Rect, caption: str, big: str,
                 big_colour: RGB, unit: float = 1.0) -> Iterator[None]:
    """Render what the countdown card needs for these words and does not have yet, one
    costly part of a piece (the caption's size, the caption, the caption turned, or part of
    the big text) per step (at 4K finding the caption's size loads fonts at new sizes:
    with its rendering a step of 2.5-5 ms)."""
    if not has_piece(fonts, _caption_key(rect, caption, unit)):
        size = caption_size(fonts, caption, rect.width - u(60, unit), unit)
        yield
        if costly(fonts.get(size).size(caption)):  # rendered, then turned: new memory
            caption_surface(fonts, caption, rect.width - u(60, unit), unit)  # each
            yield
        _caption(fonts, rect, caption, unit)
        yield
    cap_h = _caption(fonts, rect, caption, unit)[0].get_height()
    yield from _big_work(fonts, rect, big, big_colour, cap_h, unit)


def centre_pieces(fonts: Fonts, rect: pygame.Rect, caption: str, big: str,
                  big_colour: RGB, unit: float = 1.0) -> list[Placed]:
    """The caption and the big text of the countdown card, each upright in the lower half
    and turned over (mirrored through the card's centre) in the upper half, with where
    they go; each rendered once per words, colour and card size."""
    half_w, half_h = rect.width, rect.height // 2
    cap, cap_turned = _caption(fonts, rect, caption, unit)
    at = cap.get_rect(midbottom=(half_w // 2, half_h - u(14, unit)))
    out = [(cap, (rect.x + at.x, rect.centery + at.y)),
           (cap_turned, (rect.x + half_w - at.right, rect.centery - at.bottom))]
    return out + _big_pieces(fonts, rect, caption, big, big_colour, unit)[0]


def _big_pieces(fonts: Fonts, rect: pygame.Rect, caption: str, big: str, colour: RGB,
                unit: float) -> tuple[list[Placed], list[pygame.Rect]]:
    """The big text's strips on the card under ``caption``, each with where it goes,
    and where the whole big text lies, upright and turned over."""
    half_w, half_h = rect.width, rect.height // 2
    cap_h = _caption(fonts, rect, caption, unit)[0].get_height()
    strips = _big(fonts, rect, big, colour, cap_h, unit)
    at = pygame.Rect((0, 0), strips.size)
    at.midbottom = (half_w // 2, half_h - cap_h - u(18, unit))
    upright = at.move(rect.x, rect.centery)
    turned = pygame.Rect(rect.x + half_w - at.right, rect.centery - at.bottom, *at.size)
    return ([*strips.placed(upright.topleft), *strips.placed(turned.topleft, True)],
            [upright, turned])


def big_areas(fonts: Fonts, rect: pygame.Rect, caption: str, big: str, colour: RGB,
              unit: float = 1.0) -> list[pygame.Rect]:
    """Where the card's big text lies (upright, turned over) under ``caption``."""
    return _big_pieces(fonts, rect, caption, big, colour, unit)[1]


def draw_big_change(surface: pygame.Surface, rect: pygame.Rect, caption: str, big: str,
                    colour: RGB, was: list[pygame.Rect], fonts: Fonts, unit: float = 1.0
                    ) -> list[pygame.Rect]:
    """The card's big text changed and its caption did not (a tick of the price): the
    card painted again where the old big text lay (``was``, :func:`big_areas`) and the
    new one drawn; returns the areas changed. The same pixels as the whole card drawn
    again (the big text lies on the card's plain middle, clear of its caption, its line
    and its rounded corners), in a quarter of its time at 4K (2 ms a tick)."""
    placed, now = _big_pieces(fonts, rect, caption, big, colour, unit)
    for area in was:
        surface.fill(CENTRE, area)
    for piece, at in placed:
        surface.blit(piece, at)
    return [*was, *now]
