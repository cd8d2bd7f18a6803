"""Where each participant's panel sits around the screen, facing its player.

Players sit around the table (or a touchscreen laid flat): bottom, top, left and right.
Each seat gets a panel along its side, drawn upright for the player sitting there: the
top panel turned 180 degrees, the left one turned so that its "up" points right, the
right one so that its "up" points left. The whole panel is that seat's touch target (the
company logo is drawn large inside it), so a finger cannot miss by a few pixels.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

SIDES: tuple[str, ...] = ("bottom", "top", "left", "right")
#: degrees to turn an upright panel (pygame.transform.rotate: counter-clockwise) per side
ANGLES: dict[str, int] = {"bottom": 0, "top": 180, "left": -90, "right": 90}


@dataclass(frozen=True)
class Place:
    """One seat's panel: ``rect`` on the canvas, ``side``, and the panel's upright size."""

    seat: int
    side: str
    rect: pygame.Rect

    @property
    def angle(self) -> int:
        return ANGLES[self.side]

    @property
    def upright_size(self) -> tuple[int, int]:
        """(width, height) of the panel as its player reads it."""
        if self.side in ("left", "right"):
            return (self.rect.height, self.rect.width)
        return (self.rect.width, self.rect.height)

    def rect_to_canvas(self, local: pygame.Rect) -> pygame.Rect:
        """A rectangle of the upright panel (its player's view), where it lies on the
        canvas once the panel is turned: the same pixels as turning the whole panel."""
        x, y, w, h = local
        r = self.rect
        if self.side == "top":
            return pygame.Rect(r.right - x - w, r.bottom - y - h, w, h)
        if self.side == "left":
            return pygame.Rect(r.right - y - h, r.y + x, h, w)
        if self.side == "right":
            return pygame.Rect(r.x + y, r.bottom - x - w, h, w)
        return pygame.Rect(r.x + x, r.y + y, w, h)

    def to_canvas(self, local: tuple[float, float]) -> tuple[int, int]:
        """A point in the upright panel's coordinates, on the canvas."""
        lx, ly = local
        r = self.rect
        if self.side == "top":
            return (round(r.right - lx), round(r.bottom - ly))
        if self.side == "left":
            return (round(r.x + r.width - ly), round(r.y + lx))
        if self.side == "right":
            return (round(r.x + ly), round(r.bottom - lx))
        return (round(r.x + lx), round(r.y + ly))


@dataclass(frozen=True)
class Layout:
    """Panels around a ``size`` canvas, and the central area for the big countdown."""

    size: tuple[int, int]
    places: tuple[Place, ...]
    centre: pygame.Rect

    def place(self, seat: int) -> Place:
        for p in self.places:
            if p.seat == seat:
                return p
        raise KeyError(seat)

    def seat_at(self, pos: tuple[float, float]) -> int | None:
        """The seat whose panel contains ``pos`` (canvas pixels), or None."""
        for p in self.places:
            if p.rect.collidepoint(pos):
                return p.seat
        return None


def default_sides(count: int) -> list[str]:
    """Bottom, top, left, right, then the bottom again for a fifth player."""
    return [SIDES[i % len(SIDES)] for i in range(count)]


#: table seat slots (game.engine.table.edges) in the order the auction screen places the
#: seats of one side: left to right on the canvas at the bottom, right to left at the top
#: (each left to right as its player sees it)
SLOT_ORDER = ("bottom-left", "bottom", "bottom-right", "left", "top-right", "top", "top-left",
              "right")


def table_sides(players: int, humans: Sequence[int]) -> dict[int, str]:
    """Each seat's side of the auction screen, the same every turn: the first human at
    the bottom (upright on a desk screen), then round the table in seat order (the
    engine's default order: bottom, top, left, right, bottom). Without this the active
    player would take the bottom and a lone human's panel would move round the screen,
    upside down or sideways, from turn to turn."""
    first = min(humans) if humans else 0
    order = [(first + i) % players for i in range(players)]
    return dict(zip(order, default_sides(players), strict=True))


def seat_sides(players: int, humans: Sequence[int], participants: Sequence[int],
               edges: Sequence[str] | None = None) -> tuple[dict[int, str], list[int]]:
    """Each seat's side of the auction screen and ``participants`` in the order their
    panels are placed: at a table (``edges``: each seat's edge slot) the side its panel
    lies at, in :data:`SLOT_ORDER`; else :func:`table_sides`, in table order (two seats
    sharing a side keep their places every turn)."""
    if edges:
        return ({s: slot.split("-")[0] for s, slot in enumerate(edges)},
                sorted(participants, key=lambda s: SLOT_ORDER.index(edges[s])))
    sides = table_sides(players, humans)
    return sides, sorted(participants, key=list(sides).index)


def make_layout(
    seats: Sequence[int], size: tuple[int, int], sides: Sequence[str | None] | None = None
) -> Layout:
    """Panels for ``seats`` (in order) on a canvas of ``size``; ``sides`` per seat
    (None entries get the default)."""
    w, h = size
    band_h = round(h * 0.24)  # bottom and top bands
    band_w = round(w * 0.2)  # left and right bands
    defaults = default_sides(len(seats))
    chosen: list[str] = []
    for i in range(len(seats)):
        side = sides[i] if sides is not None and i < len(sides) and sides[i] else defaults[i]
        if side not in SIDES:
            raise ValueError(f"unknown side {side!r}; use one of {', '.join(SIDES)}")
        chosen.append(side)
    bands = {
        "bottom": pygame.Rect(band_w, h - band_h, w - 2 * band_w, band_h),
        "top": pygame.Rect(band_w, 0, w - 2 * band_w, band_h),
        "left": pygame.Rect(0, band_h, band_w, h - 2 * band_h),
        "right": pygame.Rect(w - band_w, band_h, band_w, h - 2 * band_h),
    }
    gap = round(12 * h / 1080)  # the 1080p gap, at the canvas's scale
    places: list[Place] = []
    for side in SIDES:
        on_side = [seat for seat, s in zip(seats, chosen, strict=True) if s == side]
        if not on_side:
            continue
        band = bands[side].inflate(-2 * gap, -2 * gap)
        n = len(on_side)
        # seats on one side run left-to-right as their player sees it
        for i, seat in enumerate(on_side):
            if side in ("bottom", "top"):
                part = band.width // n
                x = band.x + i * part if side == "bottom" else band.right - (i + 1) * part
                rect = pygame.Rect(x, band.y, part - (gap if n > 1 else 0), band.height)
            else:
                part = band.height // n
                y = band.y + i * part if side == "left" else band.bottom - (i + 1) * part
                rect = pygame.Rect(band.x, y, band.width, part - (gap if n > 1 else 0))
            places.append(Place(seat, side, rect))
    order = {seat: i for i, seat in enumerate(seats)}
    places.sort(key=lambda p: order[p.seat])
    centre = pygame.Rect(band_w, band_h, w - 2 * band_w, h - 2 * band_h)
    return Layout(size, tuple(places), centre)
