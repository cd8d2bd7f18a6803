"""Pandorum screen layout: where the planet, the side panel and the harvester mats go.

Purely visual: the hex geometry itself comes from the board parts' Tiled maps
(``maps/pandorum/part-*.tmx``, read with :func:`game.boards.tiled.load_map`); this module
only scales that :class:`~game.boards.hex.HexLayout` so the assembled planet fills its box
(the engine's :class:`~game.engine.boardview.hexfit.HexFit`), and splits the rest of the
board area into panels. Nothing here is a rule.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache

import pygame

from game.boards.hex import Hex, HexLayout
from game.engine.boardview.grid import kept_places
from game.engine.boardview.hexfit import HexFit

#: gap between panels (canvas pixels)
GAP = 8
#: height of the strip of harvester mats at the bottom of the board area
MATS_H = 166
#: width of the planet's box (the rest of the width is the side panel)
PLANET_W = 800


def map_geometry() -> HexLayout:
    """The hex geometry drawn in the board parts' Tiled maps (all parts share it)."""
    from game.pandorum.rules.data import components
    from game.paths import map_file

    return _geometry(str(map_file(f"pandorum/{components().central_part}")))


@cache
def _geometry(path: str) -> HexLayout:
    from game.boards.tiled import load_map

    geometry = load_map(path).hex_geometry
    if not isinstance(geometry, HexLayout):  # pragma: no cover - validate rejects such maps
        raise ValueError(f"{path} is not a hexagonal map")
    return geometry


@dataclass(frozen=True)
class Panels:
    """The rectangles of the Pandorum screen inside the play scene's board area."""

    planet: pygame.Rect
    side: pygame.Rect
    mats: pygame.Rect


def panels(area: pygame.Rect) -> Panels:
    """Split the board area: planet (left), side panel (right), mats (bottom strip)."""
    top = area.top + 4
    mats = pygame.Rect(area.left + 4, area.bottom - MATS_H - 4, area.width - 8, MATS_H)
    height = mats.top - GAP - top
    planet = pygame.Rect(area.left + 4, top, min(PLANET_W, area.width * 3 // 5), height)
    side = pygame.Rect(planet.right + GAP, top, area.right - 4 - planet.right - GAP, height)
    return Panels(planet, side, mats)


@dataclass
class Side:
    """The side panel's rectangles for one decision (laid out by
    :meth:`~game.pandorum.view_prompt.PromptMixin.side_layout`)."""

    prompt: pygame.Rect
    buttons: list[pygame.Rect]
    market_title: pygame.Rect
    market: dict[str, pygame.Rect]  # "deck" or a stack name
    hand_title: pygame.Rect
    hand: dict[str, pygame.Rect]  # card name (one tile per name)
    legend: pygame.Rect | None = None


@dataclass
class Places:
    """Where the tiles of the market and of each hand stood when last laid out, so that
    while a player makes one choice (a base's cards one by one, two cards taken) a tile
    stays where it is: one chosen or taken away leaves a gap, one arriving fills the
    first gap (or goes at the end), and the grid keeps its columns. Each order belongs to
    a ``scope`` (the choice's: the turn's number, the deciding seat, the step);
    another, or none (nobody deciding at this panel), lays the tiles out afresh (sorted
    hand, market in arrival order). A note of the layout, not of the game."""

    orders: dict[Hashable, tuple[Hashable, list[str | None]]] = field(default_factory=dict)
    grids: dict[Hashable, tuple[Hashable, tuple[int, ...]]] = field(default_factory=dict)

    def order(self, key: Hashable, names: Sequence[str], scope: Hashable,
              close: bool = False) -> list[str | None]:
        """``names`` in the places they had in this ``scope``, else as they come (and
        noted for the scope, unless it is None). ``close`` (the market): a gap no new
        tile fills closes at once, the empty place going to the end (a stack nothing
        refills is gone, not a hole till the choice ends; the grid keeps its size)."""
        if scope is None:  # (a moment without a decider leaves the choice's note be)
            return list(names)
        before = self.orders.get(key)
        out: list[str | None] = list(names)
        if before is not None and before[0] == scope:
            out = kept_places(before[1], names)
            if close:
                packed = [name for name in out if name is not None]
                out = packed + [None] * (len(out) - len(packed))
        self.orders[key] = (scope, out)
        return out

    def grid(self, key: Hashable, scope: Hashable) -> tuple[int, ...] | None:
        """The grid kept for ``key`` in this ``scope``, if any (a side panel's columns,
        tile height, whether the key to the board is shown and the hand's columns; a
        table seat's hand, the cards it is laid out for)."""
        kept = self.grids.get(key)
        return kept[1] if scope is not None and kept is not None and kept[0] == scope else None

    def keep_grid(self, key: Hashable, scope: Hashable, grid: tuple[int, ...]) -> None:
        """Note ``grid`` for ``key`` in this ``scope`` (None: nothing to note)."""
        if scope is not None:
            self.grids[key] = (scope, grid)


class PlanetGeometry(HexFit):
    """Canvas positions of the assembled planet's hexes: the board parts' hex geometry
    (:func:`map_geometry`, unless ``base`` is given) fitted to ``box``."""

    def __init__(self, cells: Iterable[Hex], box: pygame.Rect,
                 base: HexLayout | None = None) -> None:
        super().__init__(cells, box, base or map_geometry())
