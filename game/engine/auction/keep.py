"""Kept pictures of the auction screen's seat panels and their number boxes, each painted
once for what it shows and copied afterwards.

Painting a panel from its pieces (the rounded card, its border, the turned lines of words
and the logo) took 0.5-0.7 ms at 1080p, a number box 0.25 ms: a change of stage that
repaints all five panels (the count beginning, the result) was a 5 ms frame, and so was
the opening of the screen. A kept picture is one opaque copy. The pictures are made in
quiet frames with the pieces of what may come next (:func:`picture_steps`, one picture a
step, run by the screen's rehearsal and by
:meth:`~game.engine.auction.overlay.AuctionOverlay.warm`), so the frame in which the
stage changes only copies them.

A picture is painted by the same functions as painting in place, on a surface of the
part's size with the part's geometry moved to the origin, so copying it gives the very
pixels painting in place gives (tests/auction/test_keep.py). Pictures are kept per
:class:`~game.engine.text.Fonts` (like the pieces, shared by every auction screen) up to
:data:`MAX_PIXELS` all told, the oldest let go first and their surfaces reused. A part
larger than :data:`LARGEST` (the panels of a 4K table) is painted in place each time, as
before. The centre card is not kept either: a picture of it (0.65 Mpx at 1080p) copied
in about half the time it paints (0.45 of 0.9 ms), but each new one was fresh memory
whose first touch (page faults) cost more than that in the quiet frame that made it
(up to 15 ms on a loaded machine). Above 1080p nothing is kept, for that reason
(:func:`keeps`).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from dataclasses import replace
from weakref import WeakKeyDictionary

import pygame

from game.engine.auction.layout import Layout, Place
from game.engine.auction.panel import (
    clear_number_box,
    draw_panel_number,
    number_area,
    paint_panel,
)
from game.engine.auction.render import TEXT, PanelInfo
from game.engine.draw import display_picture
from game.engine.text import Fonts

#: the most pixels kept all told per Fonts (16 MB): the present stage's panels and its
#: futures' at 1080p (a panel is 0.13-0.27 Mpx, a number box 0.04)
MAX_PIXELS = 4_000_000
#: the largest part kept (pixels): the 1080p panels and number boxes (see the docstring)
LARGEST = 300_000

_KEPT: WeakKeyDictionary[Fonts, OrderedDict[Hashable, pygame.Surface]] = WeakKeyDictionary()


def kept(fonts: Fonts) -> OrderedDict[Hashable, pygame.Surface]:
    """The pictures kept for ``fonts``, oldest first."""
    store = _KEPT.get(fonts)
    if store is None:
        store = _KEPT[fonts] = OrderedDict()
    return store


def forget(fonts: Fonts) -> None:
    """Let every kept picture of ``fonts`` go (a test drawing a screen afresh)."""
    kept(fonts).clear()


def keeps(size: tuple[int, int], unit: float = 1.0) -> bool:
    """Whether a part of ``size`` on a canvas of scale ``unit`` is kept as a picture
    (else painted in place). Never above 1080p: there each picture is new memory for
    each price and seat (a 4K number box: 0.8 MB, 200 page faults, 1-3 ms of a quiet
    frame on the VMs measured), where painting the part in place takes 0.24 ms against
    its copy's 0.05."""
    return unit <= 1 and 0 < size[0] * size[1] <= LARGEST


def picture(fonts: Fonts, key: Hashable, size: tuple[int, int],
            paint: Callable[[pygame.Surface], object]) -> pygame.Surface:
    """The kept picture ``key`` of a part of ``size``, made by ``paint(surface)`` (the
    part painted at the origin of a surface of that size) when not kept yet; in the
    display's pixel format when there is a window, so copying it converts nothing.

    Making a picture reuses the surface of the oldest kept picture of the same size once
    the store is full: a new surface is fresh memory, whose first touch (page faults)
    costs about as much as painting it."""
    store = kept(fonts)
    surf = store.get(key)
    if surf is not None:
        store.move_to_end(key)
        return surf
    total = sum(s.get_width() * s.get_height() for s in store.values())
    if total + size[0] * size[1] > MAX_PIXELS:
        surf = _reuse(store, size)
        total -= 0 if surf is None else size[0] * size[1]
    if surf is None:
        surf = display_picture(size)
    while store and total + size[0] * size[1] > MAX_PIXELS:
        _, old = store.popitem(last=False)
        total -= old.get_width() * old.get_height()
    paint(surf)
    store[key] = surf
    return surf


def _reuse(store: OrderedDict[Hashable, pygame.Surface], size: tuple[int, int]
           ) -> pygame.Surface | None:
    """Take the oldest kept picture of ``size`` out of ``store`` (its surface is reused)."""
    for key, surf in store.items():
        if surf.get_size() == size:
            del store[key]
            return surf
    return None


def without_number(info: PanelInfo) -> PanelInfo:
    """What a panel shows but its number (drawn on top, it changes with every tick)."""
    return replace(info, number="#" if info.number else "", number_colour=TEXT)


# ------------------------------------------------------------------ the parts
def _panel_key(place: Place, bare: PanelInfo, unit: float) -> Hashable:
    return ("panel", place.side, place.rect.size, bare, unit)


def _panel_picture(place: Place, bare: PanelInfo, fonts: Fonts, unit: float
                   ) -> pygame.Surface:
    at_origin = replace(place, rect=pygame.Rect((0, 0), place.rect.size))
    return picture(fonts, _panel_key(place, bare, unit), place.rect.size,
                   lambda s: paint_panel(s, at_origin, bare, fonts, unit))


def paint_seat_panel(surface: pygame.Surface, place: Place, info: PanelInfo, fonts: Fonts,
                     unit: float = 1.0) -> None:
    """``info``'s panel and its number at ``place`` over whatever was there."""
    bare = without_number(info)
    if keeps(place.rect.size, unit):
        surface.blit(_panel_picture(place, bare, fonts, unit), place.rect)
    else:
        paint_panel(surface, place, bare, fonts, unit)
    if info.number:
        paint_number_box(surface, place, info, fonts, unit)


def _number_key(place: Place, area: pygame.Rect, info: PanelInfo, unit: float) -> Hashable:
    return ("number box", place.side, place.rect.size, area.size, info.number,
            info.number_colour, unit)


def _number_picture(place: Place, info: PanelInfo, area: pygame.Rect, fonts: Fonts,
                    unit: float) -> pygame.Surface:
    def paint(s: pygame.Surface) -> None:
        clear_number_box(s, s.get_rect(), unit)
        draw_panel_number(s, replace(place, rect=place.rect.move(-area.x, -area.y)), info,
                          fonts, unit)

    return picture(fonts, _number_key(place, area, info, unit), area.size, paint)


def paint_number_box(surface: pygame.Surface, place: Place, info: PanelInfo, fonts: Fonts,
                     unit: float = 1.0) -> pygame.Rect | None:
    """A panel's number box painted again with ``info``'s number; returns the box on the
    canvas (None: the panel has none)."""
    area = number_area(place, unit)
    if area is None:
        return None
    if keeps(area.size, unit):
        surface.blit(_number_picture(place, info, area, fonts, unit), area)
    else:
        clear_number_box(surface, area, unit)
        draw_panel_number(surface, place, info, fonts, unit)
    return area


def picture_steps(layout: Layout, infos: tuple[PanelInfo, ...], fonts: Fonts,
                  unit: float = 1.0) -> Iterator[None]:
    """Make the kept pictures a screen of ``layout`` whose panels show ``infos`` needs
    and does not have, one a step (their pieces are rendered by then)."""
    store = kept(fonts)
    for place, info in zip(layout.places, infos, strict=True):
        bare = without_number(info)
        if keeps(place.rect.size, unit) and _panel_key(place, bare, unit) not in store:
            _panel_picture(place, bare, fonts, unit)
            yield
        area = number_area(place, unit)
        if (info.number and area is not None and keeps(area.size, unit)
                and _number_key(place, area, info, unit) not in store):
            _number_picture(place, info, area, fonts, unit)
            yield
