"""Purely visual layout of the Merchants of Andromeda board view (no game rules here).

The six boards' geometry lives in ``maps/merchants/*.tmx``; this module only decides where
on the 1920x1080 canvas each board is drawn and how large:

* one **zoomed board** (scale ~0.95) in the top-left, where the player acts;
* a **right column** with the active player board (its three action slots), the deck and
  every player's money, influence supply and votes cast;
* a **prompt panel** (bottom left) with the current decision in words and, for choices the
  board cannot express, large buttons;
* six **thumbnails** (bottom right), one per board, so all six are always visible; tapping
  one zooms it.

Each board is drawn at one scale, fitted into its box
(:class:`~game.engine.boardview.mapfit.MapFit`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.boards.model import BoardMap
from game.engine.boardview.grid import cells
from game.engine.boardview.mapfit import MapFit, fit_map

#: the boards in the order of the thumbnails (and the map file names)
BOARD_ORDER = ("event_track", "station", "production", "exploration", "defense", "senate")
#: each board's title ("Event Track")
BOARD_TITLES = {board: board.replace("_", " ").title() for board in BOARD_ORDER}

#: short names of card icons for the slots of the active player board
CARD_SHORT = {
    "station": "Station", "production": "Produce", "exploration": "Explore",
    "defense": "Defense", "senate": "Senate", "explore_defend": "Expl+Def", "event": "Event",
}
#: short codes of event spaces (drawn inside the space, 24 px)
EVENT_SHORT = {"start": "S", "end": "E", "none": "", "special": "?"}
BOARD_INITIALS = {
    "station": "St", "production": "Pr", "exploration": "Ex", "defense": "De", "senate": "Se",
}
RESOURCE_COLOURS: dict[str, tuple[int, int, int]] = {
    "metal": (170, 176, 190), "ice": (140, 210, 245), "helium": (250, 170, 90),
    "crystal": (200, 140, 250),
}
INVADER_COLOUR = (215, 60, 60)

MAIN_SCALE = 0.95
THUMB_COLS = 3


@dataclass(frozen=True)
class Layout:
    """Every area of the view on the canvas, computed from the board area ``rect``."""

    rect: pygame.Rect
    main: pygame.Rect  # the zoomed board
    right: pygame.Rect  # active player board + players
    slots: tuple[pygame.Rect, ...]  # the three action slots
    players: pygame.Rect
    prompt: pygame.Rect
    thumbs: dict[str, pygame.Rect]

    def main_placement(self, board: str, m: BoardMap) -> MapFit:
        return fit_map(board, m, self.main)

    def thumb_placement(self, board: str, m: BoardMap) -> MapFit:
        box = self.thumbs[board]
        inner = pygame.Rect(box.left + 4, box.top + 32, box.width - 8, box.height - 36)
        return fit_map(board, m, inner)


def make_layout(rect: pygame.Rect, map_size: tuple[int, int] = (960, 540)) -> Layout:
    """Split the play scene's board area (1450x980 on the canvas) into the view's areas."""
    x0, y0 = rect.left, rect.top
    mw, mh = round(map_size[0] * MAIN_SCALE), round(map_size[1] * MAIN_SCALE)
    main = pygame.Rect(x0 + 8, y0 + 6, mw, mh)
    right = pygame.Rect(main.right + 10, y0 + 6, rect.right - main.right - 18, mh)
    slots = tuple(cells(right.left + 8, right.top + 40, right.width - 16, 3, 3, 132))
    # under the slots: one line "Deck · Turn · Event" (12..40 px below), then the players
    players = pygame.Rect(right.left, slots[0].bottom + 44, right.width,
                          right.bottom - slots[0].bottom - 44)
    bottom_top = main.bottom + 10
    bottom_h = rect.bottom - bottom_top - 6
    prompt = pygame.Rect(x0 + 8, bottom_top, 560, bottom_h)
    tx = prompt.right + 10
    rows = -(-len(BOARD_ORDER) // THUMB_COLS)
    th = (bottom_h - 8 * (rows - 1)) // rows
    thumbs = dict(zip(BOARD_ORDER, cells(tx, bottom_top, rect.right - 8 - tx, len(BOARD_ORDER),
                                         THUMB_COLS, th), strict=True))
    return Layout(pygame.Rect(rect), main, right, slots, players, prompt, thumbs)
