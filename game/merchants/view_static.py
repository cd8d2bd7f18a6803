"""The kept static pictures of the Merchants of Andromeda boards: what a board shows
whatever the state (its frame, links, spaces and fixed words), one picture per board,
placement and look, made once and copied under the state's part at every repaint
(:func:`game.merchants.view_draw.draw_board`). A few are kept (the board views' own
:class:`~game.engine.boardview.pictures.Pictures`), the least recently used dropped first."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.engine.boardview.pictures import Pictures

#: static board pictures kept (one per board and placement: the zoomed boards and the
#: thumbnails of one layout are twelve)
STATIC_KEPT = 16
_static = Pictures()
_NAME = "static board"


def kept_picture(key: Hashable) -> pygame.Surface | None:
    """The static picture kept for ``key``, or None."""
    return _static.get(_NAME, key)


def keep_picture(key: Hashable, surface: pygame.Surface, area: pygame.Rect) -> pygame.Surface:
    """Keep a copy of ``area`` of ``surface`` (in its pixel format) as the picture of
    ``key``; returns it."""
    picture = pygame.Surface(area.size, 0, surface)
    picture.blit(surface, (0, 0), area)
    _static.keep(_NAME, key, picture, STATIC_KEPT)
    return picture


def forget_static() -> None:
    """Drop every kept static picture (the next drawing of each board makes it again:
    a test that records what is drawn sees all of it)."""
    _static.clear()
