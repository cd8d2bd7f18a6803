"""The app's fonts with a floor: every size asked is at least the table's smallest text.

A board's painters were written for a 1080p monitor and ask fixed pixel sizes (24, 20...).
At a table their words must read from the far side (:attr:`TableSizes.min_text`, 30 pixels
on a 55-inch 4K screen), so a view hands its painters a :class:`FloorFonts` at a table:
the same cache and methods, each size lifted to the floor. The text is drawn at that size
at the canvas's resolution (never a small picture scaled up); where a bigger word no
longer fits its place, the painter's table path lays it out again (rows grown with the
text, fewer words, a wrap), it is never drawn below the floor. :func:`fitted` picks the
size for a text sized above the floor that is too long for its place: smaller down to the
floor before it is cut.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from weakref import WeakKeyDictionary

import pygame

from game.engine.tablesetup import TableSizes
from game.engine.text import MIN_SIZE, Fonts, squeezed


class FloorFonts(Fonts):
    """The app's ``fonts`` (the same caches of loaded fonts and rendered lines) with every
    size lifted to ``floor`` canvas pixels."""

    def __init__(self, fonts: Fonts, floor: int) -> None:
        # the same cache objects, not copies (every cache the app's fonts keep, whatever
        # they are): nothing is loaded, rendered or measured twice
        self.__dict__.update(fonts.__dict__)
        self.floor = floor

    def lift(self, size: float) -> int:
        """The size drawn for ``size`` asked."""
        return max(self.floor, int(size))

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        return super().get(self.lift(size), bold)

    def render(self, text: str, size: int, colour: tuple[int, ...],
               bold: bool = False) -> pygame.Surface:
        return super().render(text, self.lift(size), colour, bold)

    def draw(self, surface: pygame.Surface, text: str, pos: tuple[int, int], size: int,
             colour: tuple[int, ...], bold: bool = False, anchor: str = "topleft"
             ) -> pygame.Rect:
        return super().draw(surface, text, pos, self.lift(size), colour, bold, anchor)

    def fit(self, text: str, size: int, width: int, bold: bool = False) -> str:
        return super().fit(text, self.lift(size), width, bold)

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        return super().wrap(text, self.lift(size), width, bold)

    def line_height(self, size: int, bold: bool = False) -> int:
        return super().line_height(self.lift(size), bold)

    def width(self, text: str, size: int, bold: bool = False) -> int:
        # the width cache is shared with the app's fonts and keyed by the size measured:
        # without the lift a floored width would be kept under the size asked
        return super().width(text, self.lift(size), bold)


_FLOORED: WeakKeyDictionary[Fonts, dict[int, FloorFonts]] = WeakKeyDictionary()


def floor_fonts(fonts: Fonts, floor: int) -> FloorFonts:
    """``fonts`` with the floor ``floor``: one :class:`FloorFonts` per fonts and floor, so
    what is kept per fonts object (the auction screen's rendered pieces) is kept across
    the screens that use them."""
    kept = _FLOORED.setdefault(fonts, {})
    if floor not in kept:
        kept[floor] = FloorFonts(fonts, floor)
    return kept[floor]


def table_fonts(fonts: Fonts, sizes: TableSizes | None) -> Fonts:
    """``fonts`` as a board's painter (written for a monitor, fixed sizes and places)
    should use them: with the table's floor (:attr:`TableSizes.min_text`) when ``sizes``
    is given, else as they are (monitor mode draws exactly as before)."""
    if sizes is None:
        return fonts
    return floor_fonts(fonts, sizes.min_text)


def fitted(fonts: Fonts, text: str, size: int, width: int, floor: int,
           bold: bool = False) -> tuple[str, int]:
    """``text`` and the size to draw it at in ``width`` pixels: ``size`` when it fits, else
    the largest size down to ``floor`` (the table's smallest text) that holds it whole, else
    ``floor`` with the text cut (a word a little too long for its place is drawn a little
    smaller, never below the floor, rather than cut)."""
    wide = fonts.width(text, size, bold)
    if wide <= width or size <= floor:
        return (text if wide <= width else fonts.fit(text, size, width, bold)), size
    guess = max(floor, min(size - 1, size * width // max(1, wide)))
    while guess > floor and fonts.width(text, guess, bold) > width:
        guess -= 1
    if fonts.width(text, guess, bold) <= width:
        return text, guess
    return fonts.fit(text, floor, width, bold), floor


def draw_fitted(fonts: Fonts, surface: pygame.Surface, text: str, pos: tuple[int, int],
                size: int, width: int, floor: int, colour: tuple[int, ...],
                bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    """Draw ``text`` in ``width`` pixels with ``anchor`` at ``pos``: at ``size``, or
    smaller down to ``floor`` (:func:`fitted`); when even the floor cuts it, whole and
    squeezed a little sideways where that holds it
    (:func:`~game.engine.text.squeezed`), cut only past that. Its rect."""
    words, drawn = fitted(fonts, text, size, width, floor, bold)
    surf = fonts.render(words, drawn, colour, bold) if words == text else \
        squeezed(fonts, text, drawn, colour, width, bold)
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    return rect


def shown_scale(min_text: int) -> float:
    """How much a picture whose words must be ``min_text`` pixels as shown is drawn
    larger, then shrunk by, where the fonts draw nothing under their own floor
    (:data:`~game.engine.text.MIN_SIZE`, 24: above a 1080p table's smallest text, 15 on 55
    inches): ``min_text / MIN_SIZE``, or 1 (drawn at its size) where the smallest text is
    the larger (a 4K table) or within :data:`SHRINK_SLACK` of it (a 120-inch 4K table's 23
    pixels: a picture drawn 4 % larger would gain little room for the cost of shrinking
    it)."""
    return 1.0 if min_text >= MIN_SIZE - SHRINK_SLACK else min_text / MIN_SIZE


#: how far under the fonts' floor the table's smallest text may be before a picture is
#: drawn larger and shrunk (:func:`shown_scale`)
SHRINK_SLACK = 2


def drawn_size(size: tuple[int, int], shrink: float) -> tuple[int, int]:
    """The size a picture shown at ``size`` is drawn at before it is shrunk by ``shrink``."""
    return (round(size[0] / shrink), round(size[1] / shrink))


def shown_rect(rect: pygame.Rect, shrink: float) -> pygame.Rect:
    """Where ``rect`` of a picture drawn larger is, once the picture is shrunk by
    ``shrink`` (a target or a read place of it)."""
    return pygame.Rect(round(rect.x * shrink), round(rect.y * shrink),
                       round(rect.width * shrink), round(rect.height * shrink))


def paint_shrunk(surface: pygame.Surface, shrink: float,
                 paint: Callable[[pygame.Surface], object],
                 area: pygame.Rect | None = None) -> None:
    """``paint`` onto ``surface``: on a picture larger by ``1 / shrink``, then shrunk
    onto it, where ``shrink`` is under 1 (:func:`shown_scale`); else on it directly.
    ``area``: onto that part of ``surface`` only, the larger picture transparent where
    ``paint`` leaves it (words over a panel's background)."""
    if shrink == 1.0:
        paint(surface if area is None else surface.subsurface(area))
        return
    place = surface.get_rect() if area is None else area
    picture = (pygame.Surface(drawn_size(place.size, shrink)) if area is None else
               pygame.Surface(drawn_size(place.size, shrink), pygame.SRCALPHA))
    paint(picture)
    surface.blit(pygame.transform.smoothscale(picture, place.size), place)


@dataclass(frozen=True)
class Shrink:
    """A picture drawn larger and shown shrunk on a table of these sizes
    (:func:`shown_scale`): the scale ``k`` (1: drawn at its size), and the table's 1080p
    unit and smallest text as they are on the larger picture, so a view lays its picture
    out once for both cases."""

    k: float
    unit: float
    min_text: int

    @classmethod
    def of(cls, sizes: TableSizes) -> Shrink:
        return cls(shown_scale(sizes.min_text), sizes.unit, sizes.min_text)

    def u(self, value: float) -> int:
        """``value`` 1080p pixels on the larger picture."""
        return round(value * self.unit / self.k)

    @property
    def floor(self) -> int:
        """The table's smallest text on the larger picture."""
        return math.ceil(self.min_text / self.k)

    def drawn(self, size: tuple[int, int]) -> tuple[int, int]:
        """The size of the larger picture for a place of ``size``."""
        return drawn_size(size, self.k)

    def shown(self, rect: pygame.Rect) -> pygame.Rect:
        """Where ``rect`` of the larger picture is, shown (a target or a read place)."""
        return shown_rect(rect, self.k)

    def paint(self, surface: pygame.Surface, paint: Callable[[pygame.Surface], object]
              ) -> None:
        """``paint`` onto ``surface`` through the larger picture (:func:`paint_shrunk`)."""
        paint_shrunk(surface, self.k, paint)
